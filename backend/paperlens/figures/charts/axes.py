"""Axes panels: tick-label rows and columns, the axis frame, and page-to-data mappings.

A panel is a column of numeric y tick labels paired with the row of x tick labels below it (or,
for bar charts, with a plain x axis line and category names). The frame comes from the axis
lines next to the labels; tick labels are snapped to their tick marks or gridlines so that the
page-to-data fit uses the drawn positions, not the centres of the text boxes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from statistics import median

import pymupdf

from .paths import Segment, achromatic
from .text import Word

_MAX_RESIDUAL = 0.015  # of the tick span: labels further off a straight line are not an axis


@dataclass
class Axis:
    slope: float
    offset: float
    log: bool
    ticks: list[tuple[float, float]]  # (page position, value)
    snapped: int  # how many labels sit on a drawn tick mark or gridline
    marks: list[Segment] = field(default_factory=list)

    def value(self, pos: float) -> float:
        v = self.slope * pos + self.offset
        return 10.0 ** max(-300.0, min(300.0, v)) if self.log else v


@dataclass
class Panel:
    frame: pymupdf.Rect
    x: Axis | None
    y: Axis
    bounded: bool = True  # the frame comes from drawn axis lines, not from tick positions
    categories: list[Word] = field(default_factory=list)
    x_title: str | None = None
    y_title: str | None = None
    notes: list[str] = field(default_factory=list)


def fit_axis(positions: list[float], values: list[float], power: bool) -> Axis | None:
    """Least-squares line from page position to value (or to log10 value); None if no fit."""
    if len(positions) < 2 or len(set(values)) < 2:
        return None
    span = max(positions) - min(positions)
    if span <= 0:
        return None
    candidates = [True] if power else [False, True]
    for log in candidates:
        if log and min(values) <= 0:
            continue
        vs = [math.log10(v) for v in values] if log else values
        slope, offset = _lstsq(positions, vs)
        if slope == 0:
            continue
        worst = max(abs((v - offset) / slope - p) for p, v in zip(positions, vs, strict=True))
        if worst <= _MAX_RESIDUAL * span + 0.05:
            return Axis(slope, offset, log, list(zip(positions, values, strict=True)), 0)
    return None


def _lstsq(xs: list[float], ys: list[float]) -> tuple[float, float]:
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        return 0.0, my
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx
    return slope, my - slope * mx


def _val(w: Word) -> float:
    return w.value if w.value is not None else math.nan


def _runs(words: list[Word], key) -> list[list[Word]]:
    """Split a sorted line of numbers where the values stop rising (or falling) strictly."""
    runs: list[list[Word]] = []
    for w in sorted(words, key=key):
        run = runs[-1] if runs else None
        if run and abs(w.size - run[0].size) <= 0.25 * run[0].size:
            step = _val(w) - _val(run[-1])
            direction = _val(run[1]) - _val(run[0]) if len(run) > 1 else step
            if step != 0 and (step > 0) == (direction > 0):
                run.append(w)
                continue
        runs.append([w])
    return [r for r in runs if len(r) >= 2]


def _cluster(words: list[Word], key, tol) -> list[list[Word]]:
    groups: list[list[Word]] = []
    for w in sorted(words, key=key):
        if groups and key(w) - key(groups[-1][-1]) <= tol(w):
            groups[-1].append(w)
        else:
            groups.append([w])
    return groups


def tick_rows(numbers: list[Word]) -> list[list[Word]]:
    rows = []
    for g in _cluster(numbers, lambda w: w.cy, lambda w: 0.4 * w.h):
        rows += _runs(g, lambda w: w.cx)
    return rows


def tick_columns(numbers: list[Word]) -> list[list[Word]]:
    cols = []
    for g in _cluster(numbers, lambda w: w.x1, lambda w: 0.35 * w.size):
        cols += _runs(g, lambda w: w.cy)
    return cols


def find_panels(words: list[Word], phrases: list[Word], segments: list[Segment]) -> list[Panel]:
    numbers = [w for w in words if w.value is not None and w.horizontal]
    rows, cols = tick_rows(numbers), tick_columns(numbers)
    used_rows: set[int] = set()
    panels: list[Panel] = []
    for col in sorted(cols, key=lambda c: (c[0].cy, c[0].x1)):
        row = _row_for(col, rows, used_rows)
        panel = _build(col, row, phrases, segments)
        if panel is None:
            continue
        if row is not None:
            used_rows.add(id(row))
        if not any(_overlap(panel.frame, p.frame) > 0.5 for p in panels):
            panels.append(panel)
    return sorted(panels, key=lambda p: (round(p.frame.y0 / 20), p.frame.x0))


def _overlap(a: pymupdf.Rect, b: pymupdf.Rect) -> float:
    inter = a & b
    if inter.is_empty:
        return 0.0
    return inter.get_area() / max(1e-6, min(a.get_area(), b.get_area()))


def _row_for(col: list[Word], rows: list[list[Word]], used: set[int]) -> list[Word] | None:
    bottom = max(col, key=lambda w: w.cy)
    h = median(w.h for w in col)
    best, best_d = None, math.inf
    mine = {id(w) for w in col}
    for row in rows:
        if id(row) in used or any(id(w) in mine for w in row):
            continue
        first = min(row, key=lambda w: w.cx)
        dy = row[0].cy - bottom.cy
        if dy < 0.25 * h:  # x tick labels sit below the lowest y tick label
            continue
        dx = first.cx - col[0].x1
        xs = sorted(w.cx for w in row)
        reach = max(8 * h, 1.5 * (xs[1] - xs[0]))
        if dy <= 5 * h and -h <= dx <= reach and dx + dy < best_d:
            best, best_d = row, dx + dy
    return best


def _build(col, row, phrases, segments) -> Panel | None:
    h = median(w.h for w in col)
    top_w = min(col, key=lambda w: w.cy)
    bottom_w = max(col, key=lambda w: w.cy)
    left = max(w.x1 for w in col)
    if row is not None:
        first, last = min(row, key=lambda w: w.cx), max(row, key=lambda w: w.cx)
        row_top = min(w.y0 for w in row)
        x_axis = _axis_line(segments, True, bottom_w.cy - 2 * h, row_top + 1,
                            left - 1, first.cx + 1, 0.5 * (last.cx - first.cx))  # fmt: skip
        y_reach = first.cx + 1
    else:
        x_axis = _axis_line(segments, True, bottom_w.cy - 2 * h, bottom_w.cy + 3 * h,
                            left - 1, left + 3 * h, 4 * h)  # fmt: skip
        if x_axis is None:
            return None
        y_reach = x_axis.x0 + 1
    y_axis = _axis_line(segments, False, left - 1, y_reach, top_w.cy - 2 * h, bottom_w.cy + 2 * h,
                        0.5 * (bottom_w.cy - top_w.cy))  # fmt: skip
    # without a drawn axis the plot ends somewhere past the outermost tick: allow half a step
    half_y = 0.5 * (bottom_w.cy - top_w.cy) / (len(col) - 1)
    half_x = 0.5 * (max(w.cx for w in row) - min(w.cx for w in row)) / (len(row) - 1) if row else 0
    frame = pymupdf.Rect(
        y_axis.x0 if y_axis else (x_axis.x0 if x_axis else left + 0.5 * h),
        y_axis.y0 if y_axis else top_w.cy - half_y,
        x_axis.x1 if x_axis else max(w.cx for w in row) + half_x,
        x_axis.y0 if x_axis else (y_axis.y1 if y_axis else min(w.y0 for w in row) - 0.5 * h),
    )
    if frame.width < 4 * h or frame.height < 4 * h:
        return None
    y = _map(col, False, frame, segments)
    x = _map(row, True, frame, segments) if row is not None else None
    if y is None or (row is not None and x is None):
        return None
    if (x_axis is None and (x is None or x.snapped < 2)) or (y_axis is None and y.snapped < 2):
        return None  # no drawn axis and no tick marks: numbers in a column, not a chart
    short = 0.5 * min(frame.width, frame.height)
    if x_axis is None and x is not None:  # outward ticks start at the missing axis line
        frame.y1 = min(s.y0 for s in x.marks if s.y1 - s.y0 < short) if x.marks else frame.y1
    if y_axis is None:
        frame.x0 = max((s.x1 for s in y.marks if s.x1 - s.x0 < short), default=frame.x0)
    panel = Panel(frame, x, y, bounded=bool(x_axis and y_axis))
    if not panel.bounded:
        panel.notes.append(
            "The axes have no drawn frame; points beyond the outer ticks may be missing."
        )
    if row is None:
        panel.categories = category_labels(panel, phrases)
    _titles(panel, phrases, row or panel.categories, col)
    return panel


def _axis_line(segments, horizontal, a0, a1, b0, b1, min_len) -> Segment | None:
    """The longest h/v stroke whose cross position is in [a0, a1] and which starts in [b0, b1]."""
    best = None
    for s in segments:
        if s.horizontal != horizontal:
            continue
        cross, start, length = (
            (s.y0, s.x0, s.x1 - s.x0) if horizontal else (s.x0, s.y0, s.y1 - s.y0)
        )
        end = s.x1 if horizontal else s.y1
        if not (a0 <= cross <= a1 and length >= min_len):
            continue
        if not horizontal and not (start <= b1 and end >= b0 + (b1 - b0) * 0.5):
            continue
        if horizontal and not (b0 <= start <= b1):
            continue
        key = (round(cross if horizontal else -cross, 1), length)
        if best is None or key > best[0]:
            best = (key, s)
    return best[1] if best else None


def _map(labels: list[Word], horizontal: bool, frame: pymupdf.Rect, segments) -> Axis | None:
    """Fit the axis, snapping each label to its tick mark (just beside it) or gridline."""
    pos = sorted(w.cx if horizontal else w.cy for w in labels)
    spacing = min(b - a for a, b in zip(pos, pos[1:], strict=False)) if len(pos) > 1 else 0
    tol = min(0.3 * spacing, 1.5 * labels[0].h)
    size = frame.height if horizontal else frame.width
    f0, f1 = (frame.y0, frame.y1) if horizontal else (frame.x0, frame.x1)
    near_end = min(w.cy if horizontal else w.cx for w in labels)
    far_end = max(w.y0 - 3 * w.h if horizontal else w.x1 + 3 * w.h for w in labels)
    marks: list[tuple[float, Segment]] = []
    for s in segments:
        if s.horizontal == horizontal or not achromatic(s.color):
            continue
        lo, hi = (s.y0, s.y1) if horizontal else (s.x0, s.x1)
        if horizontal:  # a tick ends just above its label
            tick = hi - lo < 0.12 * size and far_end <= hi <= near_end
        else:  # a tick starts just right of its label
            tick = hi - lo < 0.12 * size and near_end <= lo <= far_end
        grid = hi - lo >= 0.8 * size and lo <= f1 + 2 and hi >= f0 - 2
        if tick or grid:
            marks.append((s.x0 if horizontal else s.y0, s))
    positions, ticks = [], []
    for w in labels:
        c = w.cx if horizontal else w.cy
        near = min(marks, key=lambda m: abs(m[0] - c), default=None)
        if near is not None and abs(near[0] - c) <= tol:
            positions.append(near[0])
            ticks.append(near[1])
        else:
            positions.append(c)
    power = any(w.power for w in labels)
    values = [_val(w) for w in labels]
    axis = fit_axis(positions, values, power)
    if axis is None and ticks:  # a stray snap can break an otherwise clean axis
        axis = fit_axis([w.cx if horizontal else w.cy for w in labels], values, power)
        ticks = []
    if axis is not None:
        axis.snapped = len(ticks)
        axis.marks = ticks
    return axis


def _titles(panel: Panel, phrases: list[Word], row, col) -> None:
    f = panel.frame
    below = median(w.cy for w in row) if row else f.y1
    col_left = min(w.x0 for w in col)
    xs = [p for p in phrases if p.horizontal and p.value is None and f.x0 - 0.1 * f.width
          <= p.cx <= f.x1 + 0.1 * f.width and 0.5 * p.h <= p.cy - below <= 4 * p.h]  # fmt: skip
    if xs:
        panel.x_title = min(xs, key=lambda p: p.cy).text
    ys = [p for p in phrases if not p.horizontal and f.y0 <= p.cy <= f.y1
          and 0 <= col_left - p.x1 <= 4 * p.h]  # fmt: skip
    if ys:
        panel.y_title = max(ys, key=lambda p: p.x1).text


def category_labels(panel: Panel, phrases: list[Word]) -> list[Word]:
    """Text directly under the x axis of a panel without numeric x ticks (bar categories)."""
    f = panel.frame
    cats = [p for p in phrases if p.horizontal and f.x0 <= p.cx <= f.x1
            and f.y1 < p.cy <= f.y1 + 2.5 * p.h]  # fmt: skip
    if not cats:
        return []
    top = min(p.cy for p in cats)
    return sorted((p for p in cats if p.cy <= top + 0.5 * p.h), key=lambda p: p.cx)
