"""A time a question asks a value at that lies past every chart the paper draws over time in
that unit.

"What was the firmness after nine months?" of a paper whose storage chart runs from 0 to 7
months ("Czas przechowywania (miesiące)") and whose prose gives the storage time in its own
words ("po siedmiu miesiącach"): no printed "9 months" is there to miss, and no English
spelling finds the Polish one, but the chart's axis says where the study ended. A time inside
the axis is a point of the chart, and one the paper prints with its unit anywhere is something
it reports; both stay answerable.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.terms import CARDINALS
from paperlens.answer.vocabulary import Vocabulary

_CARDINAL = {word: value for value, word in enumerate(CARDINALS)}
# "after nine months", "at 30 days", "a 12-week trial": a number or an English number word
# before a unit of time.
_ASKED_TIME = re.compile(
    rf"(?<![\w.,])(\d+(?:[.,]\d+)?|{'|'.join(CARDINALS[1:])})[ \t-]+(month|year|week|day)s?\b",
    re.I,
)
# What a time axis's title calls its unit, as the beginning of a word in the languages papers
# are written in (their inflections differ: "miesiące", "miesięcy"; "месяцы", "месяцев").
_AXIS_UNITS = {
    "month": r"months?|mois|mes(?:es)?\b|monat|mesi\b|maand|månad|måned|miesi|měsí|месяц|місяц"
    r"|kuukau|bulan|月|개월",
    "year": r"years?|ans\b|années|años?|jahr|anni\b|jaar|år\b|год|лет|роки|yıl|年",
    "week": r"weeks?|semaines?|semanas?|woche|settiman|veck|uge|tydzie|tygod|týd|недел|тиж"
    r"|hafta|週|周|주",
    "day": r"days?|jours?|días?|tag|giorn|dag|dni|dzie|dní|дн|день|сут|gün|hari|日|天|일",
}
# An axis of calendar years (2004 to 2024) dates things; "after 3 years" is no point of it.
_CALENDAR = 1000
# A value printed with its unit in the paper: "9 months", "9 miesięcy", "9-month".
_GAP = r"[ \t\u00a0-]*"


def _value(said: str) -> float | None:
    if said.lower() in _CARDINAL:
        return float(_CARDINAL[said.lower()])
    try:
        return float(said.replace(",", "."))
    except ValueError:
        return None


def _digits(value: float) -> str:
    return str(int(value)) if value.is_integer() else str(value)


def time_past_axes(question: str, vocab: Sequence[Vocabulary]) -> str:
    """The time the question asks at ("nine months") when the papers draw a chart over time in
    that unit, every such axis ends before it (or starts after it), and no paper prints that
    time with its unit; "" otherwise."""
    for m in _ASKED_TIME.finditer(question):
        value = _value(m.group(1))
        if value is None:
            continue
        unit = re.compile(rf"(?<![^\W\d_])(?:{_AXIS_UNITS[m.group(2).lower()]})", re.I)
        spans = [
            (lo, hi)
            for v in vocab
            for title, lo, hi in v.x_titles
            if unit.search(title) and hi < _CALENDAR
        ]
        if not spans or any(lo <= value <= hi for lo, hi in spans):
            continue
        number = re.escape(_digits(value))
        printed = re.compile(rf"(?<![\d.,]){number}{_GAP}{unit.pattern}", re.I)
        if any(printed.search(v.text) for v in vocab):
            continue
        return m.group().strip()
    return ""
