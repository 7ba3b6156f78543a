""" "How many times longer ...": a ratio that a sentence giving both values does not print.

A paper states the two values ("the long-stressed /a/ lasts 171 ms, the unstressed one only
72 ms") and leaves the ratio to the reader; a question asking "how many times" wants that
ratio. The extractive answerer quotes the sentence and shows the division, as it shows a
difference of two table cells.
"""

from __future__ import annotations

import re
from decimal import Decimal

from paperlens.answer.intent import Shape, answer_shape
from paperlens.answer.tables import format_value, parse_value
from paperlens.answer.units import clean_numbers

# The question form "how many times" in the languages questions come in (not a paper's words).
_RATIO = re.compile(
    r"\bhow many times\b(?=.*\b(?:than|as|compared|relative)\b)|\b(?:times|fold) (?:faster|slower|higher|lower|larger|smaller|more|less"
    r"|greater|longer|shorter|bigger|heavier|deeper)\b"
    r"|\bwie ?viel ?mal\b|\bwievielfach|\bum das wievielfache\b|\bcombien de fois\b"
    r"|\bcuántas veces\b|\bquante volte\b|\bquantas vezes\b|\bhoeveel keer\b|\bhur många gånger\b"
    r"|\bhvor mange gange\b|\bhvor mange ganger\b|\bile razy\b|\bkolikrát\b|\bkoľkokrát\b"
    r"|\bhányszor\b|\bсколько раз\b|\bскільки разів\b|\bkaç kat\b|\bmitu korda\b|\bkiek kartų\b"
    r"|\bkoliko puta\b|몇 배|何倍|多少倍|几倍",
    re.I,
)

# A value as prose prints it, with the word or symbol after it ("171 ms", "0,42 %/den").
_VALUE = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?)(?![\d]|[.,]\d)\s*([^\W\d_]+|%)?")
_YEAR = re.compile(r"(?:1[89]|20)\d\d")
# "(tablica 2)", "(joonis 1)": a table or figure cited in any language, no value.
_CITED_LABEL = re.compile(r"\(\s*[^\W\d_]+\.?\s+\d+[a-z]?\s*\)")


# A ratio as a paper prints it: "2.3 times", "3-fold", "2,4 krát", "1.8×", "2倍".
_TIMES_PRINTED = re.compile(
    r"\d+(?:[.,]\d+)?\s*(?:[-‑]?fold\b|×|times\b|fois\b|veces\b|volte\b|vezes\b|mal\b"
    r"|keer\b|gånger\b|gange\b|ganger\b|razy\b|krát|szor|раз|разів|kat\b|korda\b|kartų|puta\b"
    r"|倍|배)",
    re.I,
)


def asks_ratio(question: str) -> bool:
    return bool(_RATIO.search(question))


def value_shape(question: str) -> Shape | None:
    """The kind of value asked, as ``answer_shape`` reads it, or a printed ratio ("2.3 times")
    for "how many times": the sentence that states the ratio answers before one that gives
    other numbers."""
    shape = answer_shape(question)
    if shape is None and asks_ratio(question):
        return Shape(_TIMES_PRINTED, several=False)
    return shape


def sentence_ratio(sentence: str) -> str | None:
    """ "171 / 72 = 2.4" for a sentence that gives exactly two values in the same unit (or
    neither with one), the larger over the smaller to one decimal; None for any other sentence:
    a third value, a year, or two units would leave open which two are compared."""
    found = _VALUE.findall(clean_numbers(_CITED_LABEL.sub(" ", sentence)))
    if len(found) != 2 or any(_YEAR.fullmatch(number) for number, _unit in found):
        return None
    (a, unit_a), (b, unit_b) = found
    if unit_a.lower() != unit_b.lower() and unit_a and unit_b:
        return None
    va, vb = parse_value(a), parse_value(b)
    if va is None or vb is None or min(va, vb) <= 0:
        return None
    (hi, said_hi), (lo, said_lo) = sorted([(va, a), (vb, b)], key=lambda t: -t[0])
    ratio = format_value((hi / lo).quantize(Decimal("0.1")))
    return f"{said_hi} / {said_lo} = {ratio}"
