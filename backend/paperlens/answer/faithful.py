"""Which quotes may answer: the labelled object a question names, and a number the sentence gives
for the quantity asked.

Two ways a ranked quote answers the wrong thing with a citation that looks right:

- "In Figure 4, what is the 99.9th percentile write latency?": the best-scoring sentence is
  Figure 6's caption, which speaks of latencies too. A question that names a table, figure or
  algorithm is answered from that object (its caption, cells, drawn words) or from prose that
  cites it, or not at all.
- "How deep is the snow on the encoder?": a sentence about the encoder holds a number (six
  layers), which reads as the answer. A number is stated only where its sentence names the
  quantity asked, its unit or its dimension: the rule table cells and chart readings already
  follow (``quantity.py``), for prose.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TypeVar

from paperlens.answer.intent import asks_amount, read_intent
from paperlens.answer.months import month_missing, months_asked
from paperlens.answer.quantity import (
    Quantity,
    asked_quantity,
    asks_dimension,
    carried,
    foreign_letters,
    judgeable,
    printed_years,
    year_missing,
    years_in,
)
from paperlens.answer.specifics import unmatched
from paperlens.answer.units import NUMBER_WORD, NUMBERS, Unit, amount_printed, clean_numbers
from paperlens.answer.vocabulary import x_axes
from paperlens.labels import find_labels, label_key, without_labels

Ranked = TypeVar("Ranked", bound=tuple)  # (unit, score, overlap, similarity)

_EQUATION_NUMBER = re.compile(r"\(\d+\)\s*$")
_DATED = frozenset(["year", "years", "date", "dates"])
_YEAR = re.compile(r"(?<![\d.,])(?:1[5-9]|20)\d\d(?![\d]|[.,]\d)")


# A sentence ends at ". " and at CJK stops, and at a "." set right before a CJK character.
_SENTENCE_BREAK = re.compile(
    r"(?<=[.!?;])\s+|(?<=[。；！？])\s*|(?<=\.)(?=[\u3040-\u30ff\u4e00-\u9fff])"
)


def _keys(text: str) -> set[str]:
    return {label_key(lb) for lb in find_labels(text)}


def about_label(unit: Unit, named: set[str]) -> tuple[Unit, bool] | None:
    """The part of a quote that may speak of a labelled object the question names, and whether
    it cites it: the object itself, or prose less its sentences that cite another label.
    Another labelled object's content is never kept. None when nothing is left; ``cites`` is
    False for prose that cites no label the question names."""
    label = unit.item.chunk.label
    if label and label_key(label) in named:
        return unit, True
    if unit.item.chunk.kind != "text" or label:
        return None
    kept = []
    cites = False
    for sentence in _SENTENCE_BREAK.split(unit.text):
        if not sentence.strip():
            continue
        own = _keys(sentence)
        if own and not own <= named:
            continue  # a sentence citing another label speaks of it
        cites = cites or bool(own)
        kept.append(sentence)
    if not kept:
        return None
    text = " ".join(kept)
    return (unit if text == unit.text else replace(unit, text=text)), cites


def label_faithful(
    ranked: Sequence[Ranked], named: set[str], well_matched: Callable[[Ranked], bool]
) -> list[Ranked]:
    """The ranked quotes that may answer a question naming ``named`` labels (keys), cut to
    their sentences about those labels: the object, prose citing it, and prose citing no
    label where it matches the question well (``well_matched``): an OCR'd program beside its
    figure, a demonstration's set-up stated before "as Figure 5 shows"."""
    out = []
    for r in ranked:
        found = about_label(r[0], named)
        if found is None:
            continue
        unit, cites = found
        if cites or well_matched(r):
            out.append((unit, *r[1:]))
    return out  # type: ignore[return-value]


def new_numbers(text: str, question: str) -> set[str]:
    """The numbers a quote gives beyond those the question states."""
    said = set(NUMBERS.findall(clean_numbers(question)))
    text = without_labels(_EQUATION_NUMBER.sub(" ", text))
    return set(NUMBERS.findall(clean_numbers(text))) - said


def gives_value(text: str, question: str) -> bool:
    """Whether a quote gives a number beyond the question's, in digits or in words ("after a
    two-hour training session")."""
    return bool(new_numbers(text, question) or NUMBER_WORD.search(text))


def states_quantity(unit: Unit, quantity: Quantity, question: str) -> bool:
    """Whether a quote that gives a number gives it for the quantity asked: one of its sentences
    holds a number the question does not and names some part of the quantity (its word, unit
    or dimension). A sentence in another language or script is not judged here."""
    dated = any(w in _DATED for slot in quantity.slots for w in slot.words)
    # A short sentence may hold no English function word ("Each layer has two sub-layers."):
    # its language is its passage's, unless it has letters English does not use.
    english = judgeable(f"{unit.text} {unit.item.chunk.text}") == "same"
    for sentence in re.split(r"(?<=[.!?;])\s+", unit.text):
        if not gives_value(sentence, question):
            continue
        if dated and _YEAR.search(sentence):
            return True  # "what year": a year is its value
        mode = judgeable(sentence)
        if mode == "latin" and english and not foreign_letters(sentence):
            mode = "same"
        if mode != "same":
            return True  # (another language names the quantity in its own words)
        if carried(quantity, sentence, set(), mode="same", lenient=True, prose=True) is not False:
            return True
    return False


def _not_the_value(unit: Unit, question: str, quantity: Quantity | None, asks_value: bool) -> str:
    """Why a quote cannot be the answer's value ("" when it may be): a table row or passage
    of other years than the one asked (its columns give 2019 and 2023, the question 2021), or a quote
    whose number is given for another quantity than the one asked."""
    prose = unit.item.chunk.kind == "text" or unit.is_caption
    if unit.is_row or prose:
        printed = f"{unit.text} {unit.item.chunk.caption or ''}"
        # A sentence that prints no year is dated by its passage: "Maturity rose from 2019 to
        # 2023. The change was largest in the 60–69 cm class" is no value for 2018.
        dated = printed if years_in(printed) or not prose else unit.item.chunk.text
        year = year_missing(question, dated)
        where = unit.item.chunk.label or "the passage"
        if year:
            return f"{where} gives {', '.join(printed_years(dated))} only, not {year}"
        month = month_missing(question, printed)
        if month:
            return f"{where} gives the values of other months, not {month}"
        number = unmatched(question, printed)
        if number and unit.item.chunk.kind == "figure":
            # A read chart gives every point of its x axis: its ticks, its data, and the
            # points between ("at 36 hours" on an axis ticked every 12). Its caption is still
            # no value: the chart's reading did not find the one asked.
            chart = unit.item.chunk.text
            if not unmatched(question, f"{printed} {chart}", x_axes(chart)):
                return (
                    f"{where} was read as data, but none of its values at {number} could be "
                    "told to be the one asked"
                )
        if number:
            # "in the 10–12 knot band" of a sentence about the 12–14 knot band
            return f"{where} does not mention {number}"
    if quantity is None or not asks_value or not (prose or unit.is_row):
        return ""
    if prose and not any(slot.subject for slot in quantity.slots):
        return ""  # "how long did warmup last": no subject to find in a sentence, only a unit
    if gives_value(unit.text, question) and not states_quantity(unit, quantity, question):
        return f"the passages that match it give no number for the {quantity.said}"
    return ""


def value_grounded(
    question: str, ranked: Sequence[Ranked], relevant: Callable[[float, float], bool]
) -> tuple[list[Ranked], str]:
    """The ranked quotes with those that may state the value asked first, and "" ; or the
    reason none may, when the best cannot and no other relevant quote can."""
    intent = read_intent(question)
    asks_value = (
        intent.wants_number or asks_amount(question) or asks_dimension(question)
    ) and not intent.difference
    quantity = asked_quantity(question)
    why = _not_the_value(ranked[0][0], question, quantity, asks_value)
    if (
        not why
        and quantity is not None
        and asks_dimension(question)
        and not gives_value(ranked[0][0].text, question)
    ):
        # "How heavy is ...": a heading or a sentence without a number measures nothing.
        why = f"the passages that match it give no number for the {quantity.said}"
    if not why:
        return list(ranked), ""
    # A quote in place of the one refused gives a value, and the year and month asked where
    # they are (a value: not only the years it was measured in, as a methods sentence prints
    # them).
    asked = years_in(question)
    months = set(months_asked(question))
    fit = [
        r
        for r in ranked
        if relevant(r[2], r[3])
        and gives_value(r[0].text, question)
        and amount_printed(r[0].text, question, counting=True, spelled=True)
        and not _not_the_value(r[0], question, quantity, asks_value)
        and (not asked or asked <= years_in(r[0].text))
        and (not months or months & set(months_asked(r[0].text)))
    ]
    if not fit:
        return list(ranked), why
    return fit + [r for r in ranked if r not in fit], ""
