"""Axes panels: tick-label rows and columns, the axis frame, and page-to-data mappings.

A panel is a column of numeric y tick labels paired with the row of x tick labels below it (or,
for bar charts, with a plain x axis line and category names). The frame comes from the axis
lines next to the labels; tick labels are snapped to their tick marks or gridlines so that the
page-to-data fit uses the drawn positions, not the centres of the text boxes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from statistics import median

import pymupdf

from .outer_ticks import line_fit, outer_positions
from .paths import RGB, Segment, achromatic
from .text import Word, parse_number

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
    # A second y axis, labelled right of the frame, that some series are drawn against.
    y2: Axis | None = None
    y2_title: str | None = None
    side_colors: tuple[RGB | None, RGB | None] = (None, None)  # of the y tick labels, if coloured
    # Bars grow along x: ``y`` maps page x to values, ``categories`` are the names left of the
    # frame (top first). ``x_title`` names the category axis, ``y_title`` the value axis.
    horizontal: bool = False
    # The panel's own title (a facet's strip text), which names it better than a position.
    title: str | None = None

    def category_pos(self, w: Word) -> float:
        """A category name's page position along the category axis."""
        return w.cy if self.horizontal else w.cx

    def value_span(self) -> tuple[float, float]:
        """The values at the frame's low and high edges along the value axis."""
        f = self.frame
        if self.horizontal:
            return self.y.value(f.x0), self.y.value(f.x1)
        return self.y.value(f.y1), self.y.value(f.y0)


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
        slope, offset = line_fit(positions, vs)
        if slope == 0:
            continue
        worst = max(abs((v - offset) / slope - p) for p, v in zip(positions, vs, strict=True))
        if worst <= _MAX_RESIDUAL * span + 0.05:
            return Axis(slope, offset, log, list(zip(positions, values, strict=True)), 0)
    return None


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


def lines_of(words: list[Word], key, tol) -> list[list[Word]]:
    """``words`` in groups along ``key`` (a row's centre height, a column's right edge), a word
    joining the group before it when it lies within ``tol`` of its last word."""
    groups: list[list[Word]] = []
    for w in sorted(words, key=key):
        if groups and key(w) - key(groups[-1][-1]) <= tol(w):
            groups[-1].append(w)
        else:
            groups.append([w])
    return groups


def tick_rows(numbers: list[Word]) -> list[list[Word]]:
    rows = []
    for g in lines_of(numbers, lambda w: w.cy, lambda w: 0.4 * w.h):
        rows += [r for run in _runs(g, lambda w: w.cx) for r in _by_scale(run, lambda w: w.cx)]
    return rows


def tick_columns(numbers: list[Word]) -> list[list[Word]]:
    cols = []
    for g in lines_of(numbers, lambda w: w.x1, lambda w: 0.35 * w.size):
        cols += [c for run in _runs(g, lambda w: w.cy) for c in _by_scale(run, lambda w: w.cy)]
    return cols


_SCALE_RATIO = 1.6  # label centres are good to ~1 pt: one axis's steps per point agree this well


def _by_scale(run: list[Word], key) -> list[list[Word]]:  # type: ignore[no-untyped-def]
    """Split a rising run where the value per point changes: two panels side by side put
    their tick rows on one line ("0 2 4 6 8" then "25 40 55 75 90"), and the values may go
    on rising across the gap. A log axis keeps its ratio per point instead."""
    out = [run[:1]]
    for w in run[1:]:
        cur = out[-1]
        if len(cur) >= 2 and not _one_scale(cur[-2], cur[-1], w, key):
            out.append([w])
        else:
            cur.append(w)
    # each part a whole axis (3+ labels), else the run is one axis that fits no scale
    return out if all(len(r) >= 3 for r in out) else [run]


def _one_scale(a: Word, b: Word, c: Word, key) -> bool:  # type: ignore[no-untyped-def]
    def agree(u: float, v: float) -> bool:
        return u * v > 0 and max(abs(u), abs(v)) <= _SCALE_RATIO * min(abs(u), abs(v))

    d1, d2 = key(b) - key(a), key(c) - key(b)
    if d1 == 0 or d2 == 0:
        return True
    va, vb, vc = _val(a), _val(b), _val(c)
    if agree((vb - va) / d1, (vc - vb) / d2):
        return True
    if min(va, vb, vc) > 0:
        return agree(math.log(vb / va) / d1, math.log(vc / vb) / d2)
    return False


def tick_numbers(words: list[Word]) -> list[Word]:
    """The numbers that may be tick labels. A bare "1e5" is one only beside another number
    written the same way (R labels log ticks "1e+01", "1e+03"); alone it is the multiplier
    a plotting tool prints at the end of an axis."""
    numbers = [w for w in words if w.value is not None and w.horizontal]
    e_form = [w for w in numbers if "e" in w.text.lower()]
    return [
        w
        for w in numbers
        if w.multiplier is None
        or any(
            o is not w and (abs(o.cy - w.cy) <= 0.4 * w.h or abs(o.x1 - w.x1) <= 0.35 * w.size)
            for o in e_form
        )
    ]


def upright_numbers(words: list[Word]) -> list[Word]:
    """Numbers set upright (turned a quarter), as some renderers draw y tick labels (Toyplot
    turns them to run along the axis), as level words of their size: centred where they were,
    across the column their letters take (a y title left of them starts where they end),
    as tall as the letters are wide."""
    out = []
    for w in words:
        if w.horizontal or (value := parse_number(w.text)) is None:
            continue
        size = w.x1 - w.x0
        out.append(replace(w, y0=w.cy - size / 2, y1=w.cy + size / 2, horizontal=True, value=value))
    return out


def find_panels(words: list[Word], phrases: list[Word], segments: list[Segment]) -> list[Panel]:
    numbers = tick_numbers(words)
    rows, cols = tick_rows(numbers), tick_columns(numbers)
    # a column of upright numbers is a y axis too (a row of them is years turned under an x axis)
    cols += [c for c in tick_columns(upright_numbers(words)) if len(c) >= 3]
    ticks = {id(w) for r in rows + cols for w in r}
    used_rows: set[int] = set()
    panels: list[Panel] = []
    for col in sorted(cols, key=lambda c: (c[0].cy, c[0].x1)):
        row = _row_for(col, rows, used_rows)
        panel = _build(col, row, phrases, segments, ticks)
        if panel is None and row is not None:
            # numbers under the axis that fit no scale are names ("No. 1", "No. 2", "No. 4"
            # under evenly spaced columns): the axis is a category axis
            row = None
            panel = _build(col, row, phrases, segments, ticks)
        if panel is None:
            continue
        if row is not None:
            used_rows.add(id(row))
        if not any(_overlap(panel.frame, p.frame) > 0.5 for p in panels):
            panels.append(panel)
    _share_x(panels)
    panels += _sharing_frames(panels, rows, used_rows, phrases, segments)
    return sorted(panels, key=lambda p: (round(p.frame.y0 / 20), p.frame.x0))


_SAME_EDGE = 2.0  # points: frames whose edges are this close share that axis


def _share_x(panels: list[Panel]) -> None:
    """A panel without x tick labels under a panel of the same width shares its x axis
    (stacked plots label only the bottom one)."""
    for p in panels:
        if p.x is not None or len(p.categories) >= 2:
            continue
        twin = next(
            (
                q
                for q in panels
                if q is not p
                and (q.x is not None or len(q.categories) >= 2)
                and abs(q.frame.x0 - p.frame.x0) <= _SAME_EDGE
                and abs(q.frame.x1 - p.frame.x1) <= _SAME_EDGE
            ),
            None,
        )
        if twin is not None:
            p.x, p.x_title, p.categories = twin.x, twin.x_title, list(twin.categories)
            p.notes.append("The x axis is shared with the panel below or above, which labels it.")


def _sharing_frames(
    panels: list[Panel], rows: list[list[Word]], used_rows: set[int], phrases, segments
) -> list[Panel]:  # type: ignore[no-untyped-def]
    """Drawn frames without y tick labels beside a panel of the same height share its y axis
    (side-by-side plots label only the left one); their x axis is their own tick row, or a
    shared one."""
    out: list[Panel] = []
    for frame in _frames(segments):
        if any(_overlap(frame, p.frame) > 0.5 for p in panels + out):
            continue
        left = next(
            (
                q
                for q in panels
                if abs(q.frame.y0 - frame.y0) <= _SAME_EDGE
                and abs(q.frame.y1 - frame.y1) <= _SAME_EDGE
            ),
            None,
        )
        if left is None:
            continue
        row = next(
            (
                r
                for r in rows
                if id(r) not in used_rows
                and frame.x0 - 2 <= min(w.cx for w in r)
                and max(w.cx for w in r) <= frame.x1 + 2
                and 0 <= median(w.cy for w in r) - frame.y1 <= 3 * r[0].h
            ),
            None,
        )
        x = _map(row, True, frame, segments) if row is not None else None
        if x is None:
            twin = next(
                (
                    q
                    for q in panels
                    if q.x is not None
                    and abs(q.frame.x0 - frame.x0) <= _SAME_EDGE
                    and abs(q.frame.x1 - frame.x1) <= _SAME_EDGE
                ),
                None,
            )
            x = twin.x if twin is not None else None
        if x is None:
            continue
        if row is not None:
            used_rows.add(id(row))
        panel = Panel(pymupdf.Rect(frame), x, left.y, bounded=True)
        panel.notes.append("The y axis is shared with the panel beside it, which labels it.")
        if row is not None:
            _titles(panel, phrases, row, [])
        panel.y_title = panel.y_title or left.y_title  # the shared axis's title is its too
        out.append(panel)
    return out


def _frames(segments: list[Segment]) -> list[pymupdf.Rect]:
    """Axes drawn as lines: a long horizontal stroke and a long vertical one meeting at the
    bottom-left corner."""
    level = [s for s in segments if s.horizontal and achromatic(s.color)]
    hs = [s for s in level if s.x1 - s.x0 >= 30]
    vs = [s for s in segments if not s.horizontal and achromatic(s.color) and s.y1 - s.y0 >= 20]
    out: list[pymupdf.Rect] = []
    for h in hs:
        for v in vs:
            if abs(v.x0 - h.x0) <= 1.5 and abs(v.y1 - h.y0) <= 1.5:
                r = pymupdf.Rect(h.x0, v.y0, _run_end(h, level), h.y0)
                # (a bar outlined in black makes a corner too: a frame around it is no
                # duplicate of it, but one of about its size is)
                if not any(
                    _overlap(r, o) > 0.9 and r.get_area() <= 1.2 * o.get_area() for o in out
                ):
                    out.append(r)
    return out


def _run_end(h: Segment, level: list[Segment]) -> float:
    """Where a level stroke really ends: an axis drawn as a polygon with a vertex midway
    (LibreOffice's chart wall) comes as collinear pieces that continue one another."""
    end = h.x1
    grew = True
    while grew:
        grew = False
        for s in level:
            if abs(s.y0 - h.y0) <= 0.5 and s.x0 <= end + 1.0 and s.x1 > end + 1.0:
                end, grew = s.x1, True
    return end


def _overlap(a: pymupdf.Rect, b: pymupdf.Rect) -> float:
    inter = a & b
    if inter.is_empty:
        return 0.0
    return inter.get_area() / max(1e-6, min(a.get_area(), b.get_area()))


def _row_for(col: list[Word], rows: list[list[Word]], used: set[int]) -> list[Word] | None:
    bottom = max(col, key=lambda w: w.cy)
    h = median(w.h for w in col)
    # the y label at the x axis may be left out (the axes cross there): the row then sits a
    # tick step further down
    step = (bottom.cy - min(w.cy for w in col)) / (len(col) - 1)
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
        if dy <= 5 * h + step and -h <= dx <= reach and dx + dy < best_d:
            best, best_d = row, dx + dy
    return best


def _build(col, row, phrases, segments, ticks: set[int]) -> Panel | None:
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
        # the nearest line at or below the lowest label: stacked panels put the next panel's
        # top edge just under this one's axis
        # (at most a tick step below it: the label at the axis may be missing, or unread by OCR)
        step = (bottom_w.cy - top_w.cy) / (len(col) - 1)
        x_axis = _axis_line(segments, True, bottom_w.cy - 0.5 * h,
                            bottom_w.cy + max(3 * h, 1.2 * step),
                            left - 1, left + 3 * h, 4 * h, nearest=True)  # fmt: skip
        if x_axis is None:
            return _top_axis_panel(col, phrases, segments, ticks)
        x_axis = _below_gridlines(x_axis, col, segments, h, step)
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
        # (gridlines alone, plotly: every mark spans the frame, the frame stays)
        frame.y1 = min((s.y0 for s in x.marks if s.y1 - s.y0 < short), default=frame.y1)
    if y_axis is None:
        frame.x0 = max((s.x1 for s in y.marks if s.x1 - s.x0 < short), default=frame.x0)
    panel = Panel(frame, x, y, bounded=bool(x_axis and y_axis))
    if not panel.bounded:
        panel.notes.append(
            "The axes have no drawn frame; points beyond the outer ticks may be missing."
        )
    if row is None:
        panel.categories = category_labels(panel, phrases)
        zero = None if y.log or y.slope == 0 else (0.0 - y.offset) / y.slope
        if not panel.categories and zero is not None and frame.y0 < zero < frame.y1:
            # bars above and below zero: the names sit along the zero line, inside the frame
            at_zero = category_labels(panel, phrases, at=zero)
            panel.categories = at_zero if len(at_zero) >= 2 else []
    _multipliers(panel, phrases, row, col, ticks)
    _titles(panel, phrases, row or panel.categories, col)
    return panel


def _below_gridlines(axis: Segment, col: list[Word], segments, h: float, step: float) -> Segment:  # type: ignore[no-untyped-def]
    """A chart with a gridline at every y tick may draw its x axis below the lowest one
    (pygal leaves room under the lowest tick): the nearest line is then that gridline, and
    the axis is the next line of at least its length below it."""
    bottom = max(w.cy for w in col)
    if abs(axis.y0 - bottom) > 0.5 * h:
        return axis

    def level(y: float) -> bool:
        return (
            any(
                abs(s.y0 - y) <= 0.5 * h and s.x0 <= axis.x0 + 1 and s.x1 >= axis.x1 - 1
                for s in segments
                if s.horizontal and s is not axis
            )
            or abs(axis.y0 - y) <= 0.5 * h
        )

    if not all(level(w.cy) for w in col):
        return axis  # no gridline at every tick: the line at the lowest tick is the axis
    below = [
        s
        for s in segments
        if s.horizontal
        and axis.y0 + 1 < s.y0 <= bottom + max(3 * h, 1.2 * step)
        and s.x0 <= axis.x0 + 1
        and s.x1 >= axis.x1 - 1
    ]
    return min(below, key=lambda s: s.y0) if below else axis


def _top_axis_panel(col, phrases, segments, ticks: set[int]) -> Panel | None:  # type: ignore[no-untyped-def]
    """A category axis drawn at the top tick: values that are all negative (water potentials,
    temperatures below zero) put the axis at zero, above the data, with the category names
    just under it or over it (ReportLab, Excel). The frame runs down to the lowest tick."""
    h = median(w.h for w in col)
    top_w = min(col, key=lambda w: w.cy)
    bottom_w = max(col, key=lambda w: w.cy)
    left = max(w.x1 for w in col)
    axis = _axis_line(segments, True, top_w.cy - 0.5 * h, top_w.cy + 0.5 * h,
                      left - 1, left + 3 * h, 4 * h, nearest=True)  # fmt: skip
    if axis is None:
        return None
    y_axis = _axis_line(segments, False, left - 1, axis.x0 + 1, top_w.cy - 2 * h,
                        bottom_w.cy + 2 * h, 0.5 * (bottom_w.cy - top_w.cy))  # fmt: skip
    frame = pymupdf.Rect(
        y_axis.x0 if y_axis else axis.x0, axis.y0, axis.x1, y_axis.y1 if y_axis else bottom_w.cy
    )
    if frame.width < 4 * h or frame.height < 4 * h:
        return None
    y = _map(col, False, frame, segments)
    if y is None or (y_axis is None and y.snapped < 2):
        return None
    panel = Panel(frame, None, y, bounded=y_axis is not None)
    panel.categories = category_labels(panel, phrases, at=axis.y0)
    if len(panel.categories) < 2:
        return None
    _multipliers(panel, phrases, None, col, ticks)
    _titles(panel, phrases, panel.categories, col)
    return panel


def _multipliers(panel: Panel, phrases: list[Word], row, col, ticks: set[int]) -> None:  # type: ignore[no-untyped-def]
    """Apply an axis multiplier ("×10^7", "1e5") printed at the end of the tick labels: below
    or right of the x tick row, above the y tick column. ``ticks``: words that are tick
    labels ("1e+03" on a log axis), never multipliers."""
    f = panel.frame
    h = median(w.h for w in (col or row))
    along_x = panel.y if panel.horizontal else panel.x  # the axis the tick row labels
    for m in (p for p in phrases if p.multiplier and id(p) not in ticks):
        factor = m.multiplier
        assert factor is not None
        if row and along_x is not None:
            row_cy = median(w.cy for w in row)
            if f.x0 + 0.5 * f.width <= m.cx <= f.x1 + 4 * h and -0.5 * h <= m.cy - row_cy <= 3 * h:
                _scale(along_x, factor)
                which = "bar values" if panel.horizontal else "x values"
                panel.notes.append(f"The {which} are multiplied by {m.text} as the axis prints.")
                continue
        if not col:
            continue
        top = min(w.cy for w in col)
        left = min(w.x0 for w in col)
        if 0 <= top - m.cy <= 4 * h and left - 3 * h <= m.cx <= f.x0 + 0.5 * f.width:
            _scale(panel.y, factor)
            panel.notes.append(f"The y values are multiplied by {m.text} as the axis prints.")


def _scale(axis: Axis, factor: float) -> None:
    if axis.log:
        axis.offset += math.log10(factor)
    else:
        axis.slope *= factor
        axis.offset *= factor
    axis.ticks = [(p, v * factor) for p, v in axis.ticks]


def _axis_line(segments, horizontal, a0, a1, b0, b1, min_len, nearest=False) -> Segment | None:  # type: ignore[no-untyped-def]
    """The lowest (rightmost) long h/v stroke whose cross position is in [a0, a1] and which
    starts in [b0, b1]; with ``nearest`` the one closest to a0."""
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
        # a vertical axis beside the labels: the stroke that spans most of them
        cover = 0.0 if horizontal else min(end, b1) - max(start, b0)
        key = (round(-cross if nearest else (cross if horizontal else -cross), 1), cover, length)
        if best is None or key > best[0]:
            best = (key, s)
    return best[1] if best else None


def _map(
    labels: list[Word], horizontal: bool, frame: pymupdf.Rect, segments, right: bool = False
) -> Axis | None:  # type: ignore[no-untyped-def]
    """Fit the axis, snapping each label to its tick mark (just beside it) or gridline.
    ``right``: labels of a second y axis, right of the frame, with their ticks left of them."""
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
        elif right:  # a tick ends just left of its label
            start = min(w.x0 for w in labels)
            tick = hi - lo < 0.12 * size and start - 3 * labels[0].h <= hi <= start + 1
        else:  # a tick starts just right of its label
            tick = hi - lo < 0.12 * size and near_end <= lo <= far_end
        grid = hi - lo >= 0.8 * size and lo <= f1 + 2 and hi >= f0 - 2
        if tick or grid:
            marks.append((s.x0 if horizontal else s.y0, s))
    marks = _major(marks, labels, horizontal, tol, 0.12 * size)
    positions, ticks = [], []
    ends = (min(labels, key=lambda w: w.cx), max(labels, key=lambda w: w.cx)) if horizontal else ()
    for w in labels:
        c = w.cx if horizontal else w.cy
        near = min(marks, key=lambda m: abs(m[0] - c), default=None)
        if near is not None and abs(near[0] - c) <= tol:
            positions.append(near[0])
            ticks.append(near[1])
            continue
        # the outermost labels may be set flush with their tick, not centred on it, so that
        # they stay inside the plot's width (Vega-Lite's labelFlush)
        edge = w.x0 if ends and w is ends[0] else w.x1 if ends and w is ends[1] else None
        flush = min(marks, key=lambda m: abs(m[0] - edge), default=None) if edge else None
        if edge is not None and flush is not None and abs(flush[0] - edge) <= 1.0:
            positions.append(flush[0])
            ticks.append(flush[1])
        else:
            positions.append(c)
    power = any(w.power for w in labels)
    values = [_val(w) for w in labels]
    axis = fit_axis(positions, values, power)
    if ticks:  # an outer label pulled in at the frame's edge, snapped to a minor tick
        centres = [w.cx if horizontal else w.cy for w in labels]
        for log in [axis.log] if axis is not None else [False, True]:
            moved = outer_positions(positions, values, log, [m[0] for m in marks], tol, centres)
            if moved != positions and (refit := fit_axis(moved, values, power)) is not None:
                axis, positions = refit, moved
                break
    if axis is None and ticks:  # a stray snap can break an otherwise clean axis
        axis = fit_axis([w.cx if horizontal else w.cy for w in labels], values, power)
        ticks = []
    if axis is not None:
        axis.snapped = len(ticks)
        axis.marks = ticks
    return axis


def _major(
    marks: list[tuple[float, Segment]],
    labels: list[Word],
    horizontal: bool,
    tol: float,
    tick: float,
) -> list[tuple[float, Segment]]:
    """The marks a label may be snapped to. Where the axis draws ticks of several lengths, the
    labelled ones are the major ticks, one length, at every label: the gridlines and the ticks
    of the longest length found beside every label (a short minor tick may lie nearer a label
    whose box OCR placed a little off). All of them where no length is found at every label.
    ``tick``: a mark shorter than this is a tick."""

    def length(s: Segment) -> float:
        return s.y1 - s.y0 if horizontal else s.x1 - s.x0

    def alike(s: Segment, size: float) -> bool:
        return abs(length(s) - size) <= 0.15 * size

    sizes = sorted({round(length(s), 1) for _, s in marks if 0 < length(s) < tick}, reverse=True)
    for size in sizes:
        major = [m for m in marks if length(m[1]) >= tick or alike(m[1], size)]
        if len(major) == len(marks):
            break
        centres = [w.cx if horizontal else w.cy for w in labels]
        if all(any(alike(s, size) and abs(p - c) <= tol for p, s in marks) for c in centres):
            return major
    return marks


def _titles(panel: Panel, phrases: list[Word], row, col) -> None:
    f = panel.frame
    below = median(w.cy for w in row) if row else f.y1
    col_left = min((w.x0 for w in col), default=f.x0)
    xs = [p for p in phrases if p.horizontal and p.value is None and p.multiplier is None
          and f.x0 - 0.1 * f.width
          <= p.cx <= f.x1 + 0.1 * f.width and 0.5 * p.h <= p.cy - below <= 4 * p.h]  # fmt: skip
    if xs:
        panel.x_title = min(xs, key=lambda p: p.cy).text
    if not col:
        return

    def left_of(p: Word) -> float:  # the labels level with the title: a wide top label
        level = [w.x0 for w in col if w.y1 > p.y0 and w.y0 < p.y1]  # may reach over it
        return min(level, default=col_left)

    ys = [p for p in phrases if not p.horizontal and f.y0 <= p.cy <= f.y1
          and 0 <= left_of(p) - p.x1 <= 4 * p.h]  # fmt: skip
    if ys:
        # a title set on two upright lines ("Mean squared error" / "on expert games") is one
        near = max(ys, key=lambda p: p.x1)
        lines = [near]
        for p in sorted(ys, key=lambda p: -p.x1):
            if p is not lines[-1] and 0 <= lines[-1].x0 - p.x1 <= 0.8 * p.h:
                lines.append(p)
        lines.sort(key=lambda p: p.x0, reverse=bool(near.downward))
        panel.y_title = " ".join(p.text for p in lines)
        return
    # ... or set level over the top of the axis, where it begins ("Producción de aceite
    # (kg/ha)" over "1.600"): the value axis's title in Excel's and many journals' styles
    over = [p for p in phrases if p.horizontal and p.value is None and p.multiplier is None
            and 0 <= f.y0 - p.cy <= 3 * p.h and col_left - 2 * p.h <= p.x0 <= f.x0 + 3 * p.h
            and any(c.isalpha() for c in p.text)]  # fmt: skip
    if over:
        panel.y_title = max(over, key=lambda p: p.cy).text


def category_labels(panel: Panel, phrases: list[Word], at: float | None = None) -> list[Word]:
    """Text directly under the x axis of a panel without numeric x ticks (bar categories).
    ``at``: the page y of a category axis drawn across the frame (at zero, over negative
    values), whose names sit just under or over it."""
    f = panel.frame
    y = f.y1 if at is None else at
    cats = [p for p in phrases if p.horizontal and p.value is None and p.multiplier is None
            and f.x0 - 0.5 * p.h <= p.cx <= f.x1 + 0.5 * p.h
            and (y < p.cy <= y + 2.5 * p.h or (at is not None and y - 2.5 * p.h <= p.cy < y))]  # fmt: skip
    if at is not None:
        below = [p for p in cats if p.cy > y]
        cats = below if len(below) >= 2 else cats
    if not cats:
        return _upright_categories(panel, phrases)
    top = min(p.cy for p in cats)
    row = sorted((p for p in cats if p.cy <= top + 0.5 * p.h), key=lambda p: p.cx)
    return row


def _upright_categories(panel: Panel, phrases: list[Word]) -> list[Word]:
    """Category names set upright under the axis (long names turned 90 degrees); the lines of
    one name sit side by side, a line apart."""
    f = panel.frame
    ups = sorted(
        (p for p in phrases if not p.horizontal and p.value is None
         and (f.x0 <= p.cx <= f.x1 or p.slanted and p.x1 >= f.x0 and p.x0 <= f.x1)
         and f.y1 < p.y0 <= f.y1 + 3 * p.h),
        key=lambda p: p.cx,
    )  # fmt: skip
    out: list[Word] = []
    for p in ups:
        prev = out[-1] if out else None
        # the lines of one name set on a slant lie a line apart across the slant: their
        # centres nearly level along the axis, names a bar apart
        if prev is not None and p.slanted and prev.slanted and abs(p.cx - prev.cx) < p.size:
            out[-1] = replace(prev, text=f"{prev.text} {p.text}", x1=max(prev.x1, p.x1),
                              y1=max(prev.y1, p.y1))  # fmt: skip
            continue
        if prev is not None and not p.slanted and p.cx - prev.x1 < 0.6 * p.h:
            # text turned clockwise reads its lines right to left
            text = f"{p.text} {prev.text}" if p.downward else f"{prev.text} {p.text}"
            out[-1] = replace(prev, text=text, x1=p.x1, y1=max(prev.y1, p.y1))
        else:
            out.append(p)
    return out if len(out) >= 2 else []


def mirrored_panels(
    words: list[Word], phrases: list[Word], segments: list[Segment], box: pymupdf.Rect
) -> list[Panel]:
    """Axes set on the far sides: y tick labels right of the plot, x tick labels over it (a
    chart with reversed axes, as a vowel chart plots F2 against F1 with both running from high
    to low, moves its axes to the top and the right). Read as the mirror image, where the
    labels are left and under the plot, then mirrored back."""
    best: list[Panel] = []
    for fx, fy in ((True, False), (False, True), (True, True)):
        flip = _Flip(box, fx, fy)
        panels = find_panels(
            [flip.word(w) for w in words],
            [flip.word(w) for w in phrases],
            [flip.segment(s) for s in segments],
        )
        # the mirror where the numbers across the plot are an x axis beats one where they
        # (now over the plot) are left out and other words pass for category names
        if _numeric_x(panels) > _numeric_x(best) or not best and panels:
            best = [flip.panel(p) for p in panels]
    return best


def _numeric_x(panels: list[Panel]) -> int:
    return sum(1 for p in panels if p.x is not None)


class _Flip:
    """Mirror page geometry across the middle of ``box`` (left-right, top-bottom or both);
    applying it twice gives back what it was given."""

    def __init__(self, box: pymupdf.Rect, fx: bool, fy: bool) -> None:
        self.cx, self.cy = (box.x0 + box.x1) if fx else None, (box.y0 + box.y1) if fy else None
        self.words: dict[int, Word] = {}
        self.segments: dict[int, Segment] = {}

    def _xs(self, a: float, b: float) -> tuple[float, float]:
        return (a, b) if self.cx is None else (self.cx - b, self.cx - a)

    def _ys(self, a: float, b: float) -> tuple[float, float]:
        return (a, b) if self.cy is None else (self.cy - b, self.cy - a)

    def word(self, w: Word) -> Word:
        (x0, x1), (y0, y1) = self._xs(w.x0, w.x1), self._ys(w.y0, w.y1)
        out = replace(w, x0=x0, x1=x1, y0=y0, y1=y1)
        self.words[id(out)] = w
        return out

    def segment(self, s: Segment) -> Segment:
        (x0, x1), (y0, y1) = self._xs(s.x0, s.x1), self._ys(s.y0, s.y1)
        out = replace(s, x0=x0, x1=x1, y0=y0, y1=y1)
        self.segments[id(out)] = s
        return out

    def _axis(self, axis: Axis, c: float | None) -> Axis:
        if c is None:
            return axis
        # value = slope * (c - pos) + offset
        return Axis(
            -axis.slope,
            axis.slope * c + axis.offset,
            axis.log,
            [(c - p, v) for p, v in axis.ticks],
            axis.snapped,
            [self.segments.get(id(s), s) for s in axis.marks],
        )

    def panel(self, p: Panel) -> Panel:
        f = p.frame
        (x0, x1), (y0, y1) = self._xs(f.x0, f.x1), self._ys(f.y0, f.y1)
        x_c, y_c = (self.cy, self.cx) if p.horizontal else (self.cx, self.cy)
        return replace(
            p,
            frame=pymupdf.Rect(x0, y0, x1, y1),
            x=None if p.x is None else self._axis(p.x, x_c),
            y=self._axis(p.y, y_c),
            y2=None if p.y2 is None else self._axis(p.y2, y_c),
            categories=[self.words.get(id(w), w) for w in p.categories],
        )
