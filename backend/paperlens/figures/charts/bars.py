"""Bars of one axes panel: vertical or horizontal, side by side (grouped) or stacked.

A bar is an axis-aligned box standing on the baseline (the zero line, else the axis); a stacked
bar is a column of boxes, each standing on the one below, and its segments' values are their
heights. A box drawn twice (a fill covered by a later fill, an outline over a pattern) counts
once, with the colour a reader sees. Error bars are strokes, not boxes, and are never values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pymupdf

from .colors import ColorSampler
from .model import ChartSeries
from .paths import RGB, Point
from .text import Word

if TYPE_CHECKING:
    from .axes import Panel

_EDGE = 0.6  # points: box edges this close are the same edge


@dataclass
class Rect:
    rect: pymupdf.Rect
    fill: RGB | None
    stroke: RGB | None
    order: int


@dataclass
class BarSeries:
    color: RGB
    pts: list[Point]  # (centre, value edge) for vertical bars, (value edge, centre) horizontal
    bases: list[float] = field(default_factory=list)  # the edge each segment stands on
    horizontal: bool = False
    texture: str = ""  # the hatching that tells the series apart in black and white
    waterfall: bool = False  # bases are running totals: a floating bar's value is its change


def bar_marks(
    rects: list[Rect], panel: Panel, texts: list[Word], colors: ColorSampler | None
) -> tuple[list[BarSeries], list[str]]:
    boxes = _visible(rects)
    # a box with words inside is a diagram box, not a bar
    boxes = [b for b in boxes if not any(_holds(b.rect, t) for t in texts)]
    if len(boxes) < 2:
        return [], []
    vertical = _standing(boxes, panel, horizontal=False)
    horizontal = _standing(boxes, panel, horizontal=True)
    horiz = panel.horizontal or len(horizontal[0]) > len(vertical[0])
    standing, _ = horizontal if horiz else vertical
    stacks = _stacks(boxes, standing, horiz)
    if len(standing) < 2 or sum(len(c) for c in stacks) < len(boxes) / 2:
        if not horiz and (fall := _waterfall(boxes, panel, colors)) is not None:
            return [fall], [_WATERFALL_NOTE]
        return [], []  # most boxes stand on nothing: a diagram or a heat map, not bars
    series: dict[tuple, BarSeries] = {}
    for column in stacks:
        for box, under in column:
            color = _color(box, colors)
            r = box.rect
            # (a bar with its value printed inside has no pattern: its text is no hatching)
            labelled = any(r.contains(pymupdf.Point(t.cx, t.cy)) for t in texts)
            texture = colors.texture((r.x0, r.y0, r.x1, r.y1)) if colors and not labelled else ""
            key = (*(round(v, 1) for v in color), texture)
            s = series.setdefault(key, BarSeries(color, [], [], horiz, texture))
            r = box.rect
            if horiz:
                edge_lo, edge_hi = (r.x0, r.x1)
                value = edge_hi if abs(edge_lo - under) <= _EDGE else edge_lo
                s.pts.append((value, (r.y0 + r.y1) / 2))
            else:
                value = r.y0 if abs(r.y1 - under) <= _EDGE else r.y1
                s.pts.append(((r.x0 + r.x1) / 2, value))
            s.bases.append(under)
    stacked = any(len(c) > 1 for c in stacks)
    out = list(series.values())
    for s in out:
        order = sorted(range(len(s.pts)), key=lambda i: s.pts[i][1] if horiz else s.pts[i][0])
        s.pts = [s.pts[i] for i in order]
        s.bases = [s.bases[i] for i in order] if stacked else []
    notes = []
    left = len(boxes) - sum(len(c) for c in stacks)
    if left:
        notes.append(f"{left} box(es) neither on the baseline nor on another bar were not read.")
    if stacked:
        notes.append("The bars are stacked: each segment's value is its own height.")
    return out, notes


def snap_grouped(series: list[ChartSeries], panel: Panel) -> None:
    """Bars set side by side around the ticks of a numeric axis (years), each series at its
    own offset, are their group's value: 2021, not 2020.8 and 2021.2. Only when every bar of a
    series sits at one offset from a point of the tick grid (the tick step, or a half, fifth or
    tenth of it, for ticks every other year), no two on one point, and the series' offsets
    differ: bars merely near the ticks, or one series, are left alone."""
    axis = panel.x
    bars = [s for s in series if s.kind == "bar" and s.points]
    if axis is None or axis.log or panel.horizontal or len(bars) < 2 or len(axis.ticks) < 2:
        return
    values = sorted(v for _, v in axis.ticks)
    step = min(b - a for a, b in zip(values, values[1:], strict=False))
    if step <= 0:
        return
    for k in (1, 2, 5, 10):
        unit = step / k
        grids = [
            [values[0] + round((x - values[0]) / unit) * unit for x, _ in s.points] for s in bars
        ]
        offsets = [
            [x - g for (x, _), g in zip(s.points, gs, strict=True)]
            for s, gs in zip(bars, grids, strict=True)
        ]
        steady = all(max(o) - min(o) <= _STEADY * unit for o in offsets)
        apart = all(
            abs(a[0] - b[0]) > _STEADY * unit
            for i, a in enumerate(offsets)
            for b in offsets[i + 1 :]
        )
        if steady and apart and all(len(set(gs)) == len(gs) for gs in grids):
            for s, gs in zip(bars, grids, strict=True):
                s.points = [(round(g, 9) + 0.0, y) for g, (_, y) in zip(gs, s.points, strict=True)]
            return


# How far (a share of the grid step) a series' bars may stray from one offset: drawing noise,
# far less than the width of a bar beside them.
_STEADY = 0.05


_WATERFALL_NOTE = (
    "A waterfall chart: the bars on the axis are totals; each floating bar is the change it "
    "makes to the running total (negative where it steps down)."
)


def _waterfall(boxes: list[Rect], panel: Panel, colors: ColorSampler | None) -> BarSeries | None:
    """Bars side by side where each floating bar hangs from the level the bar before it ended
    at (a waterfall: a total, then gains and losses, then the total they leave). The bars on
    the baseline are totals, valued from zero (the axis may start above it); a floating bar's
    value is the change from the running level to its other edge. None unless every bar,
    left to right, is such a step and a total both starts and closes the chain."""
    zero = _position(panel.y, 0.0)
    if zero is None or len(boxes) < 3:
        return None
    # the totals' common bottom edge: zero, or the plot's bottom where the axis starts above
    # zero (an axis drawn a little apart from the plot area is no edge of the bars)
    base = max(b.rect.y1 for b in boxes)
    if sum(abs(b.rect.y1 - base) <= _EDGE for b in boxes) < 2:
        return None
    order = sorted(boxes, key=lambda b: b.rect.x0)
    if any(b.rect.x0 < a.rect.x1 - _EDGE for a, b in zip(order, order[1:], strict=False)):
        return None  # bars that overlap along x are no single row of steps
    level: float | None = None
    pts: list[Point] = []
    bases: list[float] = []
    totals = 0
    for b in order:
        r = b.rect
        centre = (r.x0 + r.x1) / 2
        if min(abs(r.y1 - base), abs(r.y0 - base)) <= _EDGE:  # a total on the baseline
            top = r.y0 if abs(r.y1 - base) <= _EDGE else r.y1
            if level is not None and abs(top - level) > _EDGE and b is order[-1]:
                return None  # a closing total that is not where the steps ended
            pts.append((centre, top))
            bases.append(zero)
            level, totals = top, totals + 1
        elif level is not None and abs(r.y0 - level) <= _EDGE:  # hangs down: a loss
            pts.append((centre, r.y1))
            bases.append(level)
            level = r.y1
        elif level is not None and abs(r.y1 - level) <= _EDGE:  # rises from the level: a gain
            pts.append((centre, r.y0))
            bases.append(level)
            level = r.y0
        else:
            return None
    if totals < 2 or totals == len(order):
        return None
    first = order[0]
    return BarSeries(_color(first, colors), pts, bases, waterfall=True)


def _visible(rects: list[Rect]) -> list[Rect]:
    """One box per place: a later box with the same edges covers an earlier one, and a box
    inside another is part of it."""
    out: list[Rect] = []
    for r in sorted(rects, key=lambda r: r.order):
        same = [
            o
            for o in out
            if abs(o.rect.x0 - r.rect.x0) <= _EDGE and abs(o.rect.x1 - r.rect.x1) <= _EDGE
            and abs(o.rect.y0 - r.rect.y0) <= _EDGE and abs(o.rect.y1 - r.rect.y1) <= _EDGE
        ]  # fmt: skip
        for o in same:
            out.remove(o)
            if r.fill is None:  # an outline over an earlier fill keeps the fill
                r = Rect(r.rect, o.fill, r.stroke, r.order)
        out.append(r)
    # a box inside a bigger one is part of its fill (a pattern tile clipped to the bar)
    return [r for r in out if not any(o is not r and _inside(r.rect, o.rect) for o in out)]


def _inside(a: pymupdf.Rect, b: pymupdf.Rect) -> bool:
    return (
        b.x0 - _EDGE <= a.x0 and a.x1 <= b.x1 + _EDGE and b.y0 - _EDGE <= a.y0
        and a.y1 <= b.y1 + _EDGE and a.get_area() < b.get_area()
    )  # fmt: skip


def _standing(boxes: list[Rect], panel: Panel, horizontal: bool) -> tuple[list[Rect], float]:
    """The boxes that stand on the baseline, and where it is: the zero of the value axis when
    it is inside the frame, else the axis line (the frame's bottom or left edge)."""
    f = panel.frame
    if horizontal:
        axis = panel.y if panel.horizontal else panel.x
        base = f.x0
        if axis is not None:
            zero = _position(axis, 0.0)
            if zero is not None and f.x0 - 1 <= zero <= f.x1 + 1:
                base = zero
        base = _shared_edge([e for b in boxes for e in (b.rect.x0, b.rect.x1)], base, f.width)
        hits = [b for b in boxes if min(abs(b.rect.x0 - base), abs(b.rect.x1 - base)) <= _EDGE]
        return hits, base
    base = f.y1
    zero = _position(panel.y, 0.0)
    if zero is not None and f.y0 - 1 <= zero <= f.y1 + 1:
        base = zero
    base = _shared_edge([e for b in boxes for e in (b.rect.y0, b.rect.y1)], base, f.height)
    hits = [b for b in boxes if min(abs(b.rect.y1 - base), abs(b.rect.y0 - base)) <= _EDGE]
    return hits, base


_OFF_ZERO = 0.01  # of the frame: how far a renderer's bars may stop short of the zero it fits


def _shared_edge(edges: list[float], base: float, size: float) -> float:
    """The edge most bars share, where it lies a hair off ``base`` (Vega-Lite ends its bars half
    a stroke above the axis line, and a zero fitted to the tick labels is off by as much), else
    ``base``."""
    near = [e for e in edges if abs(e - base) <= max(1.5, _OFF_ZERO * size)]

    def shared(e: float) -> int:
        return sum(abs(o - e) <= _EDGE / 2 for o in near)

    best = max(near, key=shared, default=base)
    return best if shared(best) >= 2 else base


def _position(axis, value: float) -> float | None:  # type: ignore[no-untyped-def]
    if axis.log:
        return None
    if axis.slope == 0:
        return None
    return (value - axis.offset) / axis.slope


def _stacks(
    boxes: list[Rect], standing: list[Rect], horizontal: bool
) -> list[list[tuple[Rect, float]]]:
    """Columns (rows for horizontal bars): each standing box, then the boxes stacked on it, each
    with the edge it stands on."""
    used = {id(b) for b in standing}
    columns = []
    for b in standing:
        top = (b, _inner_edge(b, standing, horizontal))
        column = [top]
        while True:
            edge = _outer_edge(top[0], top[1], horizontal)
            nxt = next(
                (o for o in boxes if id(o) not in used and _on(o, edge, top[0], horizontal)), None
            )
            if nxt is None:
                break
            used.add(id(nxt))
            top = (nxt, edge)
            column.append(top)
        columns.append(column)
    return columns


def _inner_edge(b: Rect, standing: list[Rect], horizontal: bool) -> float:
    """The edge on the baseline: the one the standing boxes share."""
    r = b.rect
    lo, hi = (r.x0, r.x1) if horizontal else (r.y1, r.y0)
    shared_lo = sum(
        1 for o in standing if abs((o.rect.x0 if horizontal else o.rect.y1) - lo) <= _EDGE
    ) + sum(1 for o in standing if abs((o.rect.x1 if horizontal else o.rect.y0) - lo) <= _EDGE)
    shared_hi = sum(
        1 for o in standing if abs((o.rect.x0 if horizontal else o.rect.y1) - hi) <= _EDGE
    ) + sum(1 for o in standing if abs((o.rect.x1 if horizontal else o.rect.y0) - hi) <= _EDGE)
    return lo if shared_lo >= shared_hi else hi


def _outer_edge(b: Rect, inner: float, horizontal: bool) -> float:
    r = b.rect
    a, c = (r.x0, r.x1) if horizontal else (r.y0, r.y1)
    return c if abs(a - inner) <= _EDGE else a


def _on(o: Rect, edge: float, below: Rect, horizontal: bool) -> bool:
    """``o`` starts where ``below`` ends and covers the same span across (a stacked segment)."""
    r, b = o.rect, below.rect
    if horizontal:
        return (
            min(abs(r.x0 - edge), abs(r.x1 - edge)) <= _EDGE
            and abs(r.y0 - b.y0) <= 1.0 and abs(r.y1 - b.y1) <= 1.0
        )  # fmt: skip
    return (
        min(abs(r.y0 - edge), abs(r.y1 - edge)) <= _EDGE
        and abs(r.x0 - b.x0) <= 1.0 and abs(r.x1 - b.x1) <= 1.0
    )  # fmt: skip


def _color(box: Rect, colors: ColorSampler | None) -> RGB:
    seen = colors.median((box.rect.x0, box.rect.y0, box.rect.x1, box.rect.y1)) if colors else None
    return seen or box.fill or box.stroke or (0.0, 0.0, 0.0)


def _holds(r: pymupdf.Rect, t: Word) -> bool:
    return (
        t.value is None
        and r.x0 < t.cx < r.x1
        and r.y0 < t.cy < r.y1
        and any(c.isalpha() for c in t.text)
    )
