"""Box and violin plots: one value per group, its median, from the line drawn across each body.

A box plot's groups are boxes (a filled or outlined rectangle from the first to the third
quartile) and a violin plot's are filled density outlines; in both the median is a level stroke
centred on the body and lying inside it, where the whisker caps and extrema lie at its ends or
beyond. The answer to "which group has the highest median" is in those strokes, not in the
outlier points or whisker ends the line and scatter readers would take instead.
"""

from __future__ import annotations

import pymupdf

from .axes import Panel
from .model import ChartData, ChartSeries, SeriesKind
from .paths import Path, Point
from .text import Word


def read_distribution(panel: Panel, paths: list[Path], texts: list[Word]) -> ChartData | None:
    """The panel as a box or violin plot (medians by group), or None when it is not one."""
    if panel.horizontal:
        return None
    frame = panel.frame
    bodies: list[tuple[Path, pymupdf.Rect, SeriesKind]] = []
    for p in paths:
        if (p.fill is None and not p.rect_items) or len(p.subpaths) != 1 or not p.closed[0]:
            continue  # a box may be outlined only (matplotlib's default); a violin is filled
        r = p.rect
        kind: SeriesKind = "box" if p.rect_items else "violin"
        tall = (0.05 if kind == "box" else 0.1) * frame.height  # not a marker
        if not frame.contains(r) or r.width >= 0.4 * frame.width or r.height < tall:
            continue
        if not any(_same_rect(r, o) for _, o, _ in bodies):  # a box filled, then outlined
            bodies.append((p, r, kind))
    if len(bodies) < 2 or len({kind for _, _, kind in bodies}) != 1:
        return None
    strokes = [
        (p, pts[0], pts[-1])
        for p in paths
        if p.stroke is not None and p.fill is None
        for pts in p.subpaths
        if len(pts) == 2 and abs(pts[0][1] - pts[1][1]) < 0.3
    ]
    upright = [
        (pts[0], pts[-1])
        for p in paths
        if p.stroke is not None
        for pts in p.subpaths
        if len(pts) == 2 and abs(pts[0][0] - pts[1][0]) < 0.3
    ]
    if bodies[0][2] == "box" and not all(_whisker(r, upright) for _, r, _ in bodies):
        return None  # boxes without whiskers: bars (an error bar's cap inside is no median)
    if bodies[0][2] == "box" and _on_baseline([r for _, r, _ in bodies], panel):
        return None  # bars with error bars: each box stands on the axis (no quartile does)
    found: list[tuple[float, float]] = []  # (page x of the body's centre, page y of its median)
    for _, r, _ in bodies:
        cx = (r.x0 + r.x1) / 2
        inner = [
            (s, a, b)
            for s, a, b in strokes
            if abs((a[0] + b[0]) / 2 - cx) <= 0.1 * r.width
            and 0.3 * r.width <= abs(b[0] - a[0]) <= 1.3 * r.width
            and r.y0 + 0.02 * r.height < a[1] < r.y1 - 0.02 * r.height
        ]
        if not inner:
            return None
        widest = max(s.width for s, _, _ in inner)
        marks = {round(a[1], 1) for s, a, _ in inner if s.width >= widest - 1e-6}
        if len(marks) != 1:
            return None  # a mean beside the median, drawn alike: not told apart
        found.append((cx, marks.pop()))
    kind = bodies[0][2]
    found.sort()
    names = [_group_name(panel, cx, texts) for cx, _ in found]
    if len(set(names)) != len(names):
        return None
    values = [panel.y.value(y) for _, y in found]
    series = ChartSeries(None, None, [(float(i), v) for i, v in enumerate(values)], kind)
    y_range = panel.value_span()
    note = (
        f"A {kind} plot: each value is the median of its group (the line across its "
        f"{'box' if kind == 'box' else 'violin'})."
    )
    return ChartData(panel.x_title, panel.y_title, (0.0, float(len(names) - 1)), y_range,
                     [series], [note, *panel.notes], names, panel.y.log)  # fmt: skip


def _on_baseline(boxes: list[pymupdf.Rect], panel: Panel) -> bool:
    """Whether every box stands on one level line at the value axis's zero or the frame's
    floor: bars, whose error bars' lower caps lie inside them. A box plot's boxes start at
    each group's first quartile."""
    floor = max(r.y1 for r in boxes)
    if any(abs(r.y1 - floor) > 1.0 for r in boxes):
        return False
    zero = panel.y.value(floor) if panel.y is not None else None
    span = panel.value_span()
    at_zero = zero is not None and abs(zero) <= 0.01 * abs(span[1] - span[0])
    return at_zero or abs(floor - panel.frame.y1) <= 1.0


def _same_rect(a: pymupdf.Rect, b: pymupdf.Rect) -> bool:
    return all(
        abs(u - v) < 0.5 for u, v in ((a.x0, b.x0), (a.y0, b.y0), (a.x1, b.x1), (a.y1, b.y1))
    )


def _whisker(r: pymupdf.Rect, upright: list[tuple[Point, Point]]) -> bool:
    """A vertical stroke at the box's centre from its top edge up or its bottom edge down."""
    x0, y0, x1, y1 = r.x0, r.y0, r.x1, r.y1
    cx = (x0 + x1) / 2
    for a, b in upright:
        if abs(a[0] - cx) > 0.1 * (x1 - x0):
            continue
        top, bottom = min(a[1], b[1]), max(a[1], b[1])
        if abs(bottom - y0) <= 1.0 and top < y0 - 1.0 or abs(top - y1) <= 1.0 and bottom > y1 + 1.0:
            return True
    return False


def _group_name(panel: Panel, cx: float, texts: list[Word]) -> str:
    """The label under the body: a category name, else the tick label printed under it."""
    if panel.categories:
        return min(panel.categories, key=lambda c: abs(panel.category_pos(c) - cx)).text
    under = [
        t for t in texts
        if t.horizontal and panel.frame.y1 - 2 <= t.cy <= panel.frame.y1 + 4 * t.h
    ]  # fmt: skip
    near = [t for t in under if abs(t.cx - cx) <= 2 * t.h]
    if near:
        return min(near, key=lambda t: abs(t.cx - cx)).text
    return f"{panel.x.value(cx):g}" if panel.x is not None else f"#{round(cx)}"
