"""The outermost tick labels of an axis, snapped to the tick the other labels say is theirs.

A plotting tool may pull the last label in at the frame's edge so that it stays inside the
plot's width; with minor ticks between the labels, the tick nearest that label's centre is then
a minor one, and one label a few points off bends the whole fit (a point read at 150 comes out
at 151.5). The other labels' fit says where the outer label's tick is: where a drawn tick lies
there, the label belongs to it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

# Points: a tick drawn this close to where the other labels put it is that label's tick.
_ON_TICK = 1.0


def outer_positions(
    positions: list[float],
    values: list[float],
    log: bool,
    marks: Sequence[float],
    reach: float,
    centres: list[float],
) -> list[float]:
    """``positions`` with the first and last label moved to the drawn tick (among ``marks``)
    that a fit of the other labels predicts, where that tick lies within ``reach`` of the
    label's centre (``centres``) and the label was snapped elsewhere."""
    if len(positions) < 3 or not marks:
        return positions
    vs = [math.log10(v) if log and v > 0 else v for v in values]
    if any(math.isnan(v) for v in vs):
        return positions
    out = list(positions)
    order = sorted(range(len(positions)), key=lambda i: positions[i])
    for i in (order[0], order[-1]):
        rest = [j for j in order if j != i]
        slope, offset = line_fit([vs[j] for j in rest], [positions[j] for j in rest])
        want = slope * vs[i] + offset
        tick = min(marks, key=lambda m: abs(m - want))
        if (
            abs(tick - want) <= _ON_TICK
            and abs(tick - positions[i]) > _ON_TICK
            and abs(tick - centres[i]) <= reach
        ):
            out[i] = tick
    return out


def line_fit(xs: list[float], ys: list[float]) -> tuple[float, float]:
    """Least-squares slope and offset of ys over xs."""
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        return 0.0, my
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx
    return slope, my - slope * mx
