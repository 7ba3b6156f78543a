"""The numbers a question selects its data by, which the row, column or sentence answering it
must print.

"What uptake at 80% relative humidity?" of a table whose rows give the uptake (at one humidity
the table never names), "the 10–12 knot band" of a sentence about the 12–14 knot band, "at
75 °C", "in the Year 3 follow-up", "on day 7": a number the question states is a condition of
the value asked. A value from a row or sentence that does not print it is another condition's
value, however well the rest of the words match. Years are left to the year checks (a span
"2015–2023" covers its years; a table of 2022 and 2023 is no answer for 2021), label numbers
("Table 2") name where to look, and a number glued to a name ("P100", "ResNet-152") is a name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from paperlens.labels import without_labels

# A range of two numbers: "10–12", "16-18", "10 to 12".
_RANGE = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s*[–—-]\s*(\d+(?:[.,]\d+)?)(?![\w]|[.,]\d)")
# ... as a paper may print it: "10 to 12", "10 bis 12", "10 až 12".
_PRINTED_RANGE = re.compile(
    r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s*(?:[–—−~〜～-]|to|bis|a|à|až|hingga|sampai|đến)\s*"
    r"(\d+(?:[.,]\d+)?)(?![\w]|[.,]\d)"
)
_OVERLAPPING_RANGES = re.compile(f"(?={_PRINTED_RANGE.pattern})")
# A number standing alone (not glued to a Latin letter: "P100", "3rd", "top5", "P-30"), and
# not one with a CJK counter ("12月", "6월", "2020年", "1時間あたり": a month, a year, "per hour").
_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.,])(?<![A-Za-z]-)\d+(?:[.,]\d+)*"
    r"(?![A-Za-z0-9_]|[.,]\d|\s?[月월年년万萬亿億千百만억천백]|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3])"
)
_PRINTED = re.compile(r"\d+(?:[.,\u2009\u202f\u00a0 ]\d+)*")
# A time of day, one condition and not two numbers: "06:00", "18:30", "18h00", "18 h 30".
_CLOCK = re.compile(r"(?<![\d.,:])([01]?\d|2[0-4])\s?(?::|h\s?)([0-5]\d)(?![\d:])")
# A date, which the year and month checks judge: "2023-01-15", "15.01.2023", "15/1/2023".
_DATE = re.compile(
    r"(?<![\d.,/-])(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2}))(?![\d/-])"
)
_YEAR = re.compile(r"(?:1[5-9]|20)\d\d")


def _value(token: str) -> Decimal | None:
    token = token.strip()
    if re.fullmatch(r"\d{1,3}(?:[,\u2009\u202f\u00a0 ]\d{3})+", token):
        token = re.sub(r"[,\u2009\u202f\u00a0 ]", "", token)  # thousands: "1,284", "1 284"
    token = token.replace(",", ".")
    try:
        return Decimal(token).normalize()
    except InvalidOperation:
        return None


def _printed_values(text: str) -> set[Decimal]:
    """Every number a text prints, each spelling read both ways ("1 284" as 1284, and 1 and 284;
    "0,5" as 0.5)."""
    out: set[Decimal] = set()
    for m in _PRINTED.finditer(text):
        token = m.group(0)
        for piece in (token, *re.split(r"[\u2009\u202f\u00a0 ]", token)):
            if (v := _value(piece)) is not None:
                out.add(v)
            if not re.fullmatch(r"\d+,\d{1,2}", piece):  # "10,3" is ten point three, not 3
                for part in piece.split(","):
                    if part.startswith("0") and len(part) > 1:
                        continue  # (the "000" of "1,000" is no zero the text prints)
                    if (v := _value(part)) is not None:
                        out.add(v)
    return out


def _printed_ranges(text: str) -> set[tuple[Decimal, Decimal]]:
    """Every range a text prints, overlapping ones too: a row spelled "Table 2 — 70–79 cm"
    reads as "2 — 70" and as "70–79"."""
    out = set()
    for a, b in _OVERLAPPING_RANGES.findall(text):
        va, vb = _value(a), _value(b)
        if va is not None and vb is not None:
            out.add((va, vb))
    return out


_PER_ONE = re.compile(
    r"(?:\b(?:per|every|each|pro|je|par|por|cada|mỗi)\b|每)\D{0,8}?(?<![\d.,])1(?![\d.,])"
    # "how strongly did the song frequency rise with noise": a slope, a change per unit of it
    r"|\bhow (?:strongly|steeply|fast|quickly)\b.{0,80}?\b(?:rise|rose|increased?|fall|fell"
    r"|decreased?|declined?|grow|grew|drop(?:ped)?|change[ds]?|var(?:y|ied))\s+with\b",
    re.I,
)


_SPACED_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+(?![\d.,])")


def asks_rate(question: str) -> bool:
    """Whether the question asks a change per one unit ("per 1 °C", "每下降 1 °C"), or a slope
    ("how strongly did the song frequency rise with noise")."""
    return bool(_PER_ONE.search(question))


def selecting_numbers(question: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The numbers (and ranges) a question selects its data by: not label numbers, years or
    numbers that are part of a name."""
    text = _DATE.sub(" ", without_labels(question))
    # "10 000 plots": one number, its thousands set off by a space
    text = _SPACED_THOUSANDS.sub(lambda m: re.sub(r"\s", "", m.group()), text)
    clocks = []
    for m in _CLOCK.finditer(text):
        clocks.append(m.group(0).replace(" ", ""))
    text = _CLOCK.sub(lambda m: " " * len(m.group(0)), text)
    ranges = []
    for m in _RANGE.finditer(text):
        a, b = m.group(1), m.group(2)
        if _YEAR.fullmatch(a) or _value(a) is None or _value(b) is None:
            continue
        if _value(a) >= _value(b):  # type: ignore[operator]
            continue  # ("3-1" is a score, not a range)
        ranges.append((a, b))
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    # "per 1 °C", "for every 1 % rise", "每下降 1 °C": the unit of a rate, not a condition
    text = _PER_ONE.sub(lambda m: " " * len(m.group(0)), text)
    singles = [n for n in _NUMBER.findall(text) if not _YEAR.fullmatch(n)]
    return clocks + singles, ranges


def _clock(token: str) -> tuple[int, int] | None:
    m = _CLOCK.fullmatch(token)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _clock_printed(hour: int, minute: int, text: str, values: set[Decimal]) -> bool:
    """Whether a text gives the time: printed as a time ("6:00", "06.00", "6h00"), or, on the
    hour, as the hour alone (a chart's axis of hours, "at 6 in the morning")."""
    for m in re.finditer(r"(?<![\d.,:])(\d{1,2})\s?[:.h]\s?(\d{2})(?!\d)", text):
        if (int(m.group(1)), int(m.group(2))) == (hour, minute):
            return True
    return minute == 0 and Decimal(hour) in values


def unmatched(question: str, printed: str, axes: Sequence[tuple[float, float]] = ()) -> str:
    """The first number or range the question selects by that ``printed`` (a row with its
    headers and caption, a sentence) does not print, as the question writes it; "" when all
    are printed. ``axes`` are the x spans of the charts ``printed`` holds, read as data: a
    point between their ticks ("at 36 hours" on an axis ticked 0, 12, 24 ...) is one the
    chart gives, printed or not."""
    singles, ranges = selecting_numbers(question)
    if not singles and not ranges:
        return ""
    values = _printed_values(printed)
    spans = _printed_ranges(printed)

    def on_axis(value: Decimal | None) -> bool:
        return value is not None and any(lo <= value <= hi for lo, hi in axes)

    for a, b in ranges:
        if (_value(a), _value(b)) not in spans and not (on_axis(_value(a)) and on_axis(_value(b))):
            return f"{a}–{b}"
    for n in singles:
        clock = _clock(n)
        if clock is not None:
            hour = Decimal(clock[0]) + Decimal(clock[1]) / 60
            if not _clock_printed(*clock, printed, values) and not on_axis(hour):
                return n
        elif _value(n) not in values and not on_axis(_value(n)):
            return n
    return ""


_UNIT_AFTER = r"\s?(°\s?[CFK]|%|‰|[A-Za-zµ]{1,4}\b)"


def printed_with_unit(question: str, number: str, text: str) -> bool:
    """Whether ``text`` prints the question's number with the unit the question gives it
    ("40 °C" in a table's footnote or the methods): the condition every value of the table was
    measured at, stated outside the table."""
    m = re.search(rf"(?<![\d.,]){re.escape(number)}{_UNIT_AFTER}", question)
    if m is None:
        return False
    unit = re.sub(r"\s", "", m.group(1))
    for found in re.finditer(rf"(?<![\d.,]){re.escape(number)}{_UNIT_AFTER}", text):
        if re.sub(r"\s", "", found.group(1)).lower() == unit.lower():
            return True
    return False


def other_with_unit(question: str, number: str, text: str) -> str:
    """Another value ``text`` (a table's caption, headers and footnotes) prints with the unit
    the question gives its number ("at 40 °C" in the footnote of a question at 75 °C): the
    table's own condition, which the page's prose mentioning 75 °C elsewhere does not change;
    "" when none."""
    m = re.search(rf"(?<![\d.,]){re.escape(number)}{_UNIT_AFTER}", question)
    if m is None:
        return ""
    unit = re.sub(r"\s", "", m.group(1)).lower()
    asked = _value(number)
    for found in re.finditer(rf"(?<![\d.,])(\d+(?:[.,]\d+)?){_UNIT_AFTER}", text):
        if re.sub(r"\s", "", found.group(2)).lower() == unit and _value(found.group(1)) != asked:
            return found.group(0)
    return ""
