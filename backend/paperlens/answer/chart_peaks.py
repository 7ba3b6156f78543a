"""A curve's peaks counted in order: "the second peak", "the first trough".

"What weekly catch per trap did the second peak reach in 2022?" of a curve that rises to 1,540
in week 22, falls to 410 and rises again to 980 in week 28 asks for 980: not the curve's
highest point, which is its first peak, nor a point the question names. A peak is a point
higher than its neighbours that stands out of the curve: it rises above the deeper of the two
valleys on its sides (down to the nearest higher point, or the curve's end) by a tenth of the
curve's range at least, so a wiggle of a traced line is none.
"""

from __future__ import annotations

import re

from paperlens.answer.base import Fact
from paperlens.answer.chart_readings import fmt_value, fmt_x, printed_reading
from paperlens.answer.charts import Series

_ORDINALS = {
    "first": 1,
    "1st": 1,
    "second": 2,
    "2nd": 2,
    "third": 3,
    "3rd": 3,
    "fourth": 4,
    "4th": 4,
    "last": -1,
    "final": -1,
}
_ASKED = re.compile(
    rf"\b(?P<n>{'|'.join(_ORDINALS)})\s+(?:(?:and\s+\w+\s+)?(?:local\s+)?)"
    r"(?P<kind>peaks?|maxim(?:um|a)|troughs?|minim(?:um|a)|dips?)\b",
    re.I,
)
_LOW = ("trough", "minim", "dip")
_PROMINENCE = 0.1  # of the curve's range: a smaller rise is a wiggle, no peak


def peak_asked(question: str) -> tuple[int, bool] | None:
    """(which peak, counted from 1, or -1 for the last; whether a low point is asked) for
    "the second peak", "the last trough"; None when the question counts none."""
    m = _ASKED.search(question)
    if m is None:
        return None
    return _ORDINALS[m.group("n").lower()], m.group("kind").lower().startswith(_LOW)


def peaks(points: list[tuple[float | str, float]], low: bool = False) -> list[int]:
    """The indices of a curve's peaks (``low``: its troughs), in order along it."""
    ys = [-y if low else y for _, y in points]
    if len(ys) < 3:
        return []
    span = max(ys) - min(ys)
    out = []
    for i in range(1, len(ys) - 1):
        if not (ys[i] > ys[i - 1] and ys[i] >= ys[i + 1]):
            continue
        left = _valley(ys, i, -1)
        right = _valley(ys, i, 1)
        if ys[i] - max(left, right) >= _PROMINENCE * span > 0:
            out.append(i)
    return out


def _valley(ys: list[float], i: int, step: int) -> float:
    """The lowest point from ``i`` towards one end, up to the first point higher than it."""
    low = ys[i]
    j = i + step
    while 0 <= j < len(ys) and ys[j] <= ys[i]:
        low = min(low, ys[j])
        j += step
    return low


def nth_peak_fact(
    s: Series, question: str, where: str, x_title: str, y_title: str, tag: str
) -> Fact | None:
    """The peak (or trough) of one curve that the question counts, with every one found."""
    asked = peak_asked(question)
    if asked is None or any(isinstance(x, str) for x, _ in s.points):
        return None
    n, low = asked
    points = sorted(s.points, key=lambda p: float(p[0]))
    found = peaks(points, low)
    if not found or n > len(found):
        return None
    x, y = points[found[n - 1] if n > 0 else found[-1]]
    word = "trough" if low else "peak"
    which = "last" if n < 0 else {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")
    listed = ", ".join(f"{fmt_x(points[i][0])}: {fmt_value(points[i][1])}" for i in found)
    return Fact(
        "chart",
        f"In {where}, {s.name}'s {which} {word} is {printed_reading(s, x, y)} ({y_title}) at "
        f"{x_title or 'x'} = {fmt_x(x)}",
        tag,
        computation=f"the {word}s of {s.name} along {x_title or 'x'}, in order: {listed}",
        source=where,
    )
