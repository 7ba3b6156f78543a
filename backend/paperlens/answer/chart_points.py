"""Where on a chart's x axis a question asks: a number with its unit ("after 250 cycles", "at 9 h", "100 m"), a time of day, a month, a spelled or ordinal position."""

from __future__ import annotations

import re

from paperlens.answer.charts import Panel
from paperlens.answer.crosslingual import FOREIGN
from paperlens.answer.intent import Intent
from paperlens.answer.months import months_asked
from paperlens.answer.terms import CARDINALS, term_set

_LABEL_NUMBER = re.compile(
    r"(?:\b(?:fig(?:ure)?s?\.?|tables?|tab\.|abbildung|figura|tabla)\s*|[图圖図表]\s*|(?:그림|표)\s*)"
    r"\d+[a-z]?\b",
    re.I,
)


# "at the 40-minute horizon", "a 20-epoch run": a number hyphened to a unit is a point on an axis
# (a number hyphened to a name, "CIFAR-10", "ResNet-50", is not).
_UNIT_POINT = re.compile(
    r"(?<![\w.\-])(\d+(?:\.\d+)?)-(?:min(?:ute)?|h(?:ou)?r|second|sec|day|week|month|year|epoch"
    r"|step|iteration|iter|round|thread|core|node|gpu|cpu|worker|machine|server|client|replica"
    r"|bit|byte|kb|mb|gb|tb|ms|px|pixel|token|sample|shot|percent)s?\b",
    re.I,
)


def point_x(intent: Intent, panel: Panel, plain: str) -> float | None:
    """An x value the question asks at ("at 150 epochs"), inside the panel's x range."""
    xs = [float(x) for s in panel.series for x, _ in s.points if not isinstance(x, str)]
    if not xs:
        return None
    lo, hi = min(xs), max(xs)
    asked = months_asked(plain)
    if len(asked) == 1 and _month_numbers(xs):  # "in July 2023" on an axis "Måned (2023)" 1-12
        return float(asked[0])
    names = " ".join(s.name for s in panel.series)
    said = _LABEL_NUMBER.sub(" ", plain)  # "In Figure 7, ... 13 servers": 7 is no point
    # "at 1,200 m" is the 1200 the question's numbers hold
    said = _THOUSANDS.sub(lambda m: m.group().replace(",", ""), said)
    hyphened = [float(m.group(1)) for m in _UNIT_POINT.finditer(said)]
    # "at 06:00" on an axis of the hours of a day; "about −12 °C" on an axis below zero
    if hi <= 24 and (clock := _CLOCK.search(said)):
        value = int(clock.group(1)) + int(clock.group(2)) / 60
        if lo - 0.25 <= value <= hi + 0.25:
            return value
    if hi <= 24 and (named := _NAMED_HOUR.search(said)):
        # "at noon"; "at midnight" starts a day's axis (0) or ends it (24)
        value = 12.0 if named.group().lower() != "midnight" else 0.0 if lo <= 0.25 else 24.0
        if lo - 0.25 <= value <= hi + 0.25:
            return value
    if lo < 0:
        for m in _NEGATIVE.finditer(said):
            value = -float(m.group(1))
            if lo <= value <= hi and not re.search(rf"(?<![\d.]){m.group(1)}(?![\d.])", names):
                return value
    for value in [*intent.numbers, *hyphened]:
        if not re.search(rf"(?<![\d.]){value:g}(?![\d])", said):
            continue
        if _other_unit(said, value, panel.x_title):
            continue  # "within 20 m of the edge" on an axis of weeks: a condition, no point
        if lo <= value <= hi and not re.search(rf"(?<![\d.]){value:g}(?![\d.])", names):
            return value
    # "four hours after treatment": a count spelt out before its unit, as prose writes it
    for m in _SPELT_POINT.finditer(said):
        value = float(_SPELT[m.group(1).lower()])
        if lo <= value <= hi:
            return value
    if _ZERO.search(said) and lo <= 0.0 <= hi:
        return 0.0
    # "in the first year", "the last winter of the series": an ordinal counting the x axis's
    # points in time (or by the axis title's last word) picks that point
    points = sorted(set(xs))
    if (nth := ordinal_of_axis(said, panel.x_title, len(points), TIME_STEP)) is not None:
        return points[nth]
    return None


# Unit symbols of lengths, masses, volumes, pressures and electrical quantities, shares and
# temperatures: a number that carries one is a point only of an axis that prints it (times are
# titled in words: "hours").
_UNIT_AFTER = (
    r"\s?(?P<unit>[kcmµn]?m|[kmµ]?g|t|[mµ]?l|L|[kMG]?Pa|[kmM]?[VW]|[kM]?Hz|%|°\s?[CF]|℃)"
    r"(?![\w/²³])"
)
# How an axis title says it is in shares or in degrees without the sign: "Percentage of read
# requests", "Mean outdoor temperature (deg C)", "Temperatura medie zilnică".
_TITLED = {
    "%": re.compile(
        r"%|percent|pourcent|porcent|procent|prozent|percentual|share|proportion", re.I
    ),
    "°": re.compile(r"°|℃|\bdeg|temp[eé]ra|celsius|fahrenheit", re.I),
}


def _other_unit(said: str, value: float, x_title: str | None) -> bool:
    """Whether the question gives ``value`` with a unit symbol the x axis's title lacks (an
    axis with no title may be in any unit): "at 80% relative humidity" is no point of an axis
    of adsorption temperatures (°C)."""
    m = re.search(rf"(?<![\d.]){value:g}{_UNIT_AFTER}", said)
    if m is None or not x_title or FOREIGN.search(x_title):
        # (a title in another script prints the unit in its letters: "Հաճախականություն (Հց)")
        return False
    said_unit = m.group("unit")
    titled = _TITLED.get("%" if said_unit == "%" else "°" if said_unit[0] in "°℃" else "")
    if titled is not None:
        return not titled.search(x_title)
    unit = re.escape(said_unit)
    return not re.search(rf"(?<![^\W\d_]){unit}(?![^\W\d_])", x_title)


# what an ordinal counts along a time axis ("the first year", "the third day", "the last census")
TIME_STEP = (
    "years?|months?|weeks?|days?|hours?|minutes?|seasons?|winters?|summers?|springs?|autumns?"
    "|quarters?|semesters?|census(?:es)?|surveys?|measurements?|samplings?|visits?|sessions?"
    "|rounds?"
)


_SPELT = {w: i for i, w in enumerate(CARDINALS[:13])}
_SPELT_POINT = re.compile(
    rf"\b({'|'.join(_SPELT)})\s+(?:hours?|days?|weeks?|months?|years?|minutes?|seconds?|"
    r"epochs?|steps?|rounds?|cycles?|doses?|sessions?|visits?)\b(?!-)",
    re.I,
)


# a comma grouping thousands, as ``numbers_in`` reads it ("1,200" is 1200, "1,25" is no one number)
_THOUSANDS = re.compile(r"(?<![\d.,])[1-9]\d{0,2}(?:,\d{3})+(?![\d,.]?\d)")

# "at zero nitrogen", "with zero added salt": the axis's origin, its amount spelt out
_ZERO = re.compile(r"\b(?:at|with|under|for|on) zero\b(?!\s*(?:-|to\b))", re.I)
_CLOCK = re.compile(r"(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])")
_NAMED_HOUR = re.compile(r"\b(?:noon|midday|midnight)\b", re.I)


def named_hour_category(categories: list[str], question: str) -> str | None:
    """The category of a clock-time axis ("20:00" ... "04:00") a named hour asks: "at noon" is
    12:00, "at midnight" 00:00."""
    named = _NAMED_HOUR.search(_LABEL_NUMBER.sub(" ", question))
    if named is None:
        return None
    hour = 0.0 if named.group().lower() == "midnight" else 12.0
    at = [
        c
        for c in categories
        if (m := _CLOCK.fullmatch(c.strip())) and int(m.group(1)) + int(m.group(2)) / 60 == hour
    ]
    return at[0] if len(at) == 1 else None


def _month_numbers(xs: list[float]) -> bool:
    """An x axis of month numbers: whole numbers within 1-12, most of the year's months."""
    if not all(abs(x - round(x)) <= 0.05 and 1 <= round(x) <= 12 for x in xs):
        return False
    return len({round(x) for x in xs}) >= 6


_NEGATIVE = re.compile(r"(?:(?<=\s)|(?<=^)|(?<=[(=≈~]))[−–-]\s?(\d+(?:\.\d+)?)(?![\d])")


_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5,
             "seventh": 6, "eighth": 7, "ninth": 8, "tenth": 9, "last": -1, "final": -1}  # fmt: skip


def ordinal_of_axis(question: str, x_title: str | None, n: int, also: str = "") -> int | None:
    """The category an ordinal picks where it counts the category axis by its title's last
    word ("the first storm event", "in the last session"), or by a word of ``also`` (a
    pattern): its index, else None."""
    words = re.findall(r"[^\W\d_]+", (x_title or "").lower())
    heads = [rf"{re.escape(words[-1])}s?"] if words else []
    heads += [also] if also else []
    if not heads or n < 2:
        return None
    head = "|".join(heads)
    m = re.search(
        rf"\b({'|'.join(_ORDINALS)})\s+(?:[^\W\d_]+\s+){{0,2}}?(?:{head})\b", question.lower()
    )
    if m is None:
        return None
    k = _ORDINALS[m.group(1)]
    return (k if k >= 0 else n + k) if -n <= k < n else None


# Superlatives that rank whatever value is asked: they name no quantity of their own.
_GENERIC = re.compile(
    r"^(?:highest|largest|greatest|biggest|lowest|smallest|least|best|worst|most|latest|earliest"
    r"|fewest|first|last|interest|rest|test|west|east|forest|harvest|honest|modest|request)$"
)
_TOP = re.compile(r"\b(?:the|its) (highest|largest|greatest|maximum|lowest|smallest|minimum) (\w+)")


def x_superlative(panel: Panel, plain: str) -> str | None:
    """ "max" or "min": the end of the x axis a superlative of the x quantity asks for ("in the
    noisiest territory" on an axis of traffic noise, "at the highest nitrogen rate" on one of
    nitrogen rates); the value asked is read there."""
    words = re.findall(r"[^\W\d_]{4,}", (panel.x_title or "").lower())
    if not words:
        return None
    q = plain.lower()
    for m in _TOP.finditer(q):
        if any(w.startswith(m.group(2)[:4]) and m.group(2).startswith(w[:4]) for w in words):
            return "max" if m.group(1) in ("highest", "largest", "greatest", "maximum") else "min"
    for m in re.finditer(r"\b([^\W\d_]{4,}?)i?est\b", q):
        if not _GENERIC.match(m.group()) and any(w.startswith(m.group(1)) for w in words):
            return "max"
    return None


def names_x_axis(panel: Panel, q_terms: set[str], named: str) -> bool:
    """Whether the question names the x axis by a word its title prints and neither the y
    title nor the curve it names (``named``) does: with a superlative and that one curve
    ("PharmQA-Ko의 F1이 가장 높은 k 값은", the k of "검색 문서 수 (k)"), it asks where on
    that axis the curve peaks, in whatever language the "at which" is said."""
    others = term_set(panel.y_title or "") | term_set(named)
    # (a symbol in parentheses, "(k)", is the axis's name too)
    title = re.sub(r"[()]", " ", panel.x_title or "")
    return bool(q_terms & (term_set(title) - others))
