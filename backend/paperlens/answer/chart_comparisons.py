"""Two readings of a chart set against each other: "how much higher is A than B at 150 m" is
their difference, "how many times faster do curves under 400 m wear than curves over 1000 m"
their ratio; the two may be two curves at one point or two categories of one series (the
classes of a binned axis, named "under 400 m" for a bar printed "< 400 m").
"""

from __future__ import annotations

import dataclasses
import re

from paperlens.answer.base import Fact
from paperlens.answer.chart_readings import fmt_value, printed_reading, shown_difference
from paperlens.answer.chart_series import category_named
from paperlens.answer.charts import Series
from paperlens.answer.question import asks_change, changed, sides
from paperlens.answer.ratios import asks_ratio
from paperlens.answer.terms import term_set

# An open-ended class as a question words it ("under 400 m", "more than 50 ha") and as an axis
# prints it ("< 400 m", "> 50 ha"); ahead of a number only, so "than" still splits a comparison.
_BELOW = re.compile(
    r"\b(?:under|below|less than|fewer than|smaller than|lower than|shorter than|up to|at most)"
    r"\s+(?=\d)",
    re.I,
)
_ABOVE = re.compile(
    r"\b(?:over|above|more than|greater than|larger than|higher than|longer than|exceeding"
    r"|at least)\s+(?=\d)",
    re.I,
)
_SIGNS = {"≤": "<", "<=": "<", "≥": ">", ">=": ">"}


def _signed(text: str) -> str:
    for printed, sign in _SIGNS.items():
        text = text.replace(printed, sign)
    return _ABOVE.sub("> ", _BELOW.sub("< ", text))


def category_pair(s: Series, plain: str, x_title: str | None) -> tuple[str, str] | None:
    """The two categories of one series a comparison names, one on each side of its "than"
    ("curves under 400 m ... than curves over 1000 m"), in the question's order."""
    parts = sides(_signed(plain))
    if not parts:
        return None
    shown = dataclasses.replace(
        s, points=[(_signed(x) if isinstance(x, str) else x, y) for x, y in s.points]
    )
    back = {_signed(x): x for x, _ in s.points if isinstance(x, str)}
    named = [category_named([shown], term_set(p), p, x_title) for p in parts]
    a, b = named
    if a is None or b is None or a == b:
        return None
    return back[a], back[b]


# "Figure 2", "Table 1": a label's number is no point on an axis
_LABEL = re.compile(r"\b(?:fig(?:ure)?|table)s?\.?\s*\d+", re.I)
_NUMBER = re.compile(r"(?<![\w.,])[−–-]?\d+(?:[.,]\d+)?(?![\d])")


def x_pair(s: Series, plain: str) -> tuple[float, float] | None:
    """Two points of one curve a change names, one on each side ("rise between 5 °C and
    20 °C", "from 2015 to 2023"): the first number of each side inside the curve's x range, in
    the question's order."""
    parts = sides(_LABEL.sub(" ", plain))
    xs = [float(x) for x, _ in s.points if not isinstance(x, str)]
    if not parts or len(xs) < 2:
        return None
    lo, hi = min(xs), max(xs)
    picked = []
    for part in parts:
        found = [
            float(m.group().replace(",", ".").replace("−", "-").replace("–", "-"))
            for m in _NUMBER.finditer(part)
        ]
        inside = [v for v in found if lo <= v <= hi]
        if len(inside) != 1:
            return None
        picked.append(inside[0])
    a, b = picked
    return (a, b) if a != b else None


def compare_readings(
    where: str,
    at: str,
    first: tuple[Series, float | str, float],
    second: tuple[Series, float | str, float],
    y_title: str,
    question: str,
    tag: str,
    x_title: str = "",
) -> Fact | None:
    """The two readings and their difference, or their ratio (the larger over the smaller)
    where the question asks "how many times"; None for a ratio of values not both above zero."""
    (sa, xa, ya), (sb, xb, yb) = first, second
    hi, lo = max(ya, yb), min(ya, yb)

    def placed(x: float | str) -> str:
        return x if isinstance(x, str) else f"{x_title or 'x'} = {fmt_value(x)}"

    a_name, b_name = (
        (sa.name, sb.name)
        if xa == xb
        else (f"{sa.name} at {placed(xa)}", f"{sb.name} at {placed(xb)}")
        if sa.named
        else (placed(xa), placed(xb))
    )
    both = (
        f"In {where}{at}, {a_name} is at {printed_reading(sa, xa, ya)} and {b_name} at "
        f"{printed_reading(sb, xb, yb)} ({y_title})"
    )
    if asks_ratio(question):
        if lo <= 0:
            return None
        ratio = hi / lo
        return Fact(
            "difference",
            f"{both}: about {fmt_value(ratio)} times as much",
            tag,
            computation=f"{fmt_value(hi)} / {fmt_value(lo)} = {fmt_value(ratio)}",
            source=where,
        )
    # "how did the exports change from 2023 to 2024": the first reading is the end
    way = f": {changed(ya, yb)} from {b_name} to {a_name}" if asks_change(question) else ""
    gap = shown_difference(hi, lo)
    return Fact(
        "difference",
        f"{both}, a difference of about {gap}{way}",
        tag,
        computation=f"{fmt_value(hi)} − {fmt_value(lo)} = {gap}",
        source=where,
    )
