"""A condition a question states with its unit ("when charged at 0 °C", "at 75 °C") that a
computed answer from a table must hold too.

A difference or a change is computed from two cells, and the question that asks it may fix the
condition they were measured at: "How much capacity did the 3C cells lose when charged at
0 °C?" of a table of cells cycled at 25 °C. Where the table (its caption, headers, cells and the
footnotes of its marks) never prints the number, and the paper's prose does not give it with
that unit either (the condition every value was measured at, stated outside the table), the
difference is another condition's: a near miss, as for a single cell.

A condition the question asks a value without ("without re-grasping") is the other side: a
table whose caption says its values were measured with it ("with re-grasping enabled") and
that prints no absence of anything holds no value without it.
"""

from __future__ import annotations

import re

from paperlens.answer.base import Fact
from paperlens.answer.specifics import other_with_unit, printed_with_unit, unmatched
from paperlens.answer.tables import Table

# A number with a unit of measurement after it: "0 °C", "75 °C", "40 %", "3 bar". Only such a
# number is a condition here; a bare one ("between 500 and 1,000 cycles", "group 2") names rows
# and columns the difference is taken between, which the cells' own matching judges.
_WITH_UNIT = r"\s?(?:°\s?[CFK]|%|‰|[A-Za-zµ]{1,4}\b)"


def condition_unstated(table: Table, question: str, footnotes: str, notes: str) -> Fact | None:
    """A near miss when ``question`` fixes a number with its unit that neither ``table`` (with
    ``footnotes``, the notes of its marks) prints nor ``notes`` (the paper's prose) gives with
    that unit; or when the table's own words print that unit with another number (the
    footnote's "at 40 °C" of a question at 75 °C). None otherwise."""
    printed = " ".join(
        [table.caption, *table.columns, *(c for r in table.rows for c in r), footnotes]
    )
    number = unmatched(question, printed)
    stated = re.search(rf"(?<![\d.,]){re.escape(number)}{_WITH_UNIT}", question) if number else None
    if stated is None:
        return None
    if not other_with_unit(question, number, printed) and printed_with_unit(
        question, number, notes
    ):
        return None
    return Fact(
        "near_miss",
        f"{table.source} gives no values at {stated.group()}",
        table.tag,
        source=table.source,
        weight=-1.0,
    )


# "without re-grasping", "w/o irrigation": a condition the question asks the value without.
_WITHOUT = re.compile(r"(?:\bwithout|\bw/o)\s+(?:the\s+|any\s+)?([^\W\d_][\w-]{3,})", re.I)
# Any absence a table prints ("w/o re-grasping", "no irrigation", "without mulch", "sans"): its
# rows or columns may be the values without the condition, whatever the caption says.
_ABSENCE = re.compile(
    r"(?:\bwithout|\bw/o|\bno|\bnon|\bexcluding|\bsans|\bohne|\bsin|\bsenza|\bsem|\bzonder)\b"
    r"|\bw/o\b|\bun[a-z]+ed\b",
    re.I,
)


def _stem(word: str) -> str:
    """The word's beginning that its other forms share: "re-grasp" of "re-grasping", "irrigat"
    of "irrigation" ("irrigated")."""
    return word[: max(4, len(word) - 3)].lower()


def negated_condition(question: str) -> str:
    """The condition the question asks a value without ("re-grasping" of "without
    re-grasping"); "" if none."""
    m = _WITHOUT.search(question)
    return m.group(1) if m else ""


def mentions(condition: str, text: str) -> bool:
    """Whether ``text`` names the condition in some form ("re-grasps" for "re-grasping")."""
    stem = _stem(condition)
    return bool(re.search(rf"(?<![^\W\d_]){re.escape(stem)}", text, re.I))


def mentions_absence(condition: str, text: str) -> bool:
    """Whether ``text`` names the condition and some absence ("without re-grasping", "no
    re-grasps"): it may state a value without it; one that names only the condition ("with
    re-grasping enabled") or not even that states the usual value."""
    return mentions(condition, text) and bool(_ABSENCE.search(text))


def condition_negated(table: Table, question: str) -> Fact | None:
    """A near miss when the question asks a value without a condition ("without re-grasping")
    that the table's caption states its values were measured with ("with re-grasping
    enabled"), and the table prints no absence of anything (no row "w/o re-grasping", no
    "untreated" column) that could hold the value asked. None otherwise."""
    condition = negated_condition(question)
    if not condition or not mentions(condition, table.caption):
        return None
    printed = table.printed
    if _ABSENCE.search(printed):
        return None
    return Fact(
        "near_miss",
        f"{table.source} gives its values with {condition}, not without it",
        table.tag,
        source=table.source,
        weight=-1.0,
    )
