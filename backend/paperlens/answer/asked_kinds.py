"""A question that asks for a kind or a name ("which fish species", "what kind of cooling"), not
a value: only words can answer it, so a table row whose only words are its name (the one the
question names) holds no answer, whatever numbers it has.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.base import Fact
from paperlens.answer.chart_crossings import crossing_asked
from paperlens.answer.intent import read_intent
from paperlens.answer.table_rows import EMPTY_CELLS
from paperlens.answer.tables import parse_value
from paperlens.answer.terms import term_set
from paperlens.retrieval.router import explicit_labels

_WHICH = re.compile(
    r"\b(?:which|what\s+(?:kinds?|types?|sorts?)\s+of)\s+(?P<noun>[^\W\d_][\w-]*)", re.I
)
# What "which" asks a number or a time with ("in which year", "at which depth"), and the verbs
# and words after a "which" that asks nothing of its own ("the cells, which were charged",
# "which of the sites"): a row's values may answer those.
_VALUED = frozenset([
    "year", "years", "month", "months", "season", "seasons", "day", "days", "week", "weeks",
    "date", "dates", "decade", "decades", "period", "periods", "time", "times", "hour", "hours",
    "century", "temperature", "temperatures", "depth", "depths", "height", "heights", "altitude",
    "altitudes", "elevation", "elevations", "length", "lengths", "width", "widths", "distance",
    "distances", "size", "sizes", "area", "areas", "volume", "volumes", "weight", "weights",
    "mass", "speed", "age", "ages", "value", "values", "level", "levels", "rate", "rates",
    "percentage", "percentages", "share", "shares", "number", "numbers", "amount", "amounts",
    "dose", "doses", "concentration", "concentrations", "epoch", "epochs", "iteration",
    "iterations", "step", "steps", "cycle", "cycles", "round", "rounds", "point", "points",
    "is", "are", "was", "were", "did", "does", "do", "has", "have", "had", "can", "could",
    "would", "will", "of", "one", "ones",
])  # fmt: skip


def asks_kind(question: str) -> bool:
    """Whether an English question asks which thing or what kind of thing (a name, not a
    number): "Which fish species live in the canal?", "What kind of cooling did the farm have?";
    not "In which year ...", "At which depth ...", "..., which was ...", nor a comparison
    ("which group trained more"), which a row of numbers answers by its column's name."""
    m = _WHICH.search(question)
    if m is None or m.group("noun").lower() in _VALUED or crossing_asked(question):
        return False  # ("from which stage on is A above B": a point along the x axis)
    intent = read_intent(question)
    return intent.extreme is None and intent.direction is None and not intent.difference


def _words(cells: Sequence[str]) -> list[str]:
    return [c for c in cells if c.strip().lower() not in EMPTY_CELLS and parse_value(c) is None]


def named_only(cells: Sequence[str]) -> bool:
    """Whether a table row holds words in one cell at most (its name) and numbers elsewhere:
    "Keila kanal | 72.0 | 1.6 | 12.8" names no kind of anything."""
    return len(_words(cells)) < 2


def named_row_without_kind(question: str, cells: Sequence[str]) -> bool:
    """A row the question names by its one cell of words ("the Keila kanal"), which holds no
    kind for it to ask of: no answer to "which fish species live in the Keila kanal". (A row
    the question does not name may be the answer by that name: "which canal is 72 km long".)"""
    words = _words(cells)
    return len(words) == 1 and bool(term_set(words[0]) & term_set(question))


def kind_unread(question: str, facts: Sequence[Fact]) -> str:
    """The source of chart readings that answer a question asking a kind ("Which salts were
    found in the walls?") with a number off a value axis ("Hostal ... is about 118 (Altura
    (cm))"): a reading names no kind of anything. "" when the question names a figure (it
    asks what that figure shows: "Which Agtron number does Figure 1 show"), asks no kind, or
    some fact is no chart reading."""
    if not facts or not asks_kind(question) or explicit_labels(question):
        return ""
    if any(f.kind != "chart" for f in facts):
        return ""
    return facts[0].source or "the chart"


def captions_unasked(question: str, captions: Sequence[bool]) -> list[bool]:
    """Which units to keep for a question asking a kind ("Which fish species live in the
    canal?"), given whether each is a caption: a caption says what a figure or table plots, no
    kind of thing, so it answers only a question that names a figure or table."""
    if not asks_kind(question) or explicit_labels(question):
        return [True] * len(captions)
    return [not c for c in captions]
