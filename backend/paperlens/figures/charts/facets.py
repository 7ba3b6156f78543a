"""Small multiples: a grid of equal panels that print only their outer axes, each titled by a strip.

ggplot2's ``facet_wrap`` (and seaborn's FacetGrid, MATLAB's tiled plots) draw every panel on a
filled background of one size, put the y tick labels left of the first column only and the x tick
labels under the last row only, and name each panel in a strip above it. ``axes.find_panels``
reads only the panels that carry both tick rows. Here every background of a repeated size
becomes a panel: its y axis is the tick column of its row, its x axis the tick row of its column
(or of a panel of the same width, shifted, since facets share their scales), and the strip's
text is its title, which is what a reader calls the panel ("the drowning panel").
"""

from __future__ import annotations

from statistics import median

import pymupdf

from .axes import Axis, Panel, _map, _overlap, _titles, tick_columns, tick_numbers, tick_rows
from .paths import Path, Segment, achromatic
from .text import Word

_SAME = 1.5  # points: backgrounds this close in size are one facet size


def facet_panels(
    words: list[Word],
    phrases: list[Word],
    segments: list[Segment],
    paths: list[Path],
    panels: list[Panel],
) -> list[Panel]:
    """New panels for the facets that ``panels`` misses; titles the facets among ``panels``."""
    strips = _backgrounds(paths)
    backs = [b for b in strips if b.height >= 15]
    backs += [o for o in _outlines(paths) if not any(_overlap(o, b) > 0.9 for b in backs)]
    numbers = tick_numbers(words)
    rows, cols = tick_rows(numbers), tick_columns(numbers)
    out: list[Panel] = []
    for group in _same_size(backs):
        axes: dict[int, tuple[Axis | None, Axis | None, list[Word] | None, list[Word] | None]] = {}
        known: dict[int, Panel] = {}
        for k, b in enumerate(group):
            old = next((p for p in panels if _alike(b, p.frame)), None)
            if old is None and any(_overlap(b, p.frame) > 0 for p in panels):
                continue  # a box inside a plot (a bar, a legend), not a facet
            if old is not None:
                known[k] = old
                axes[k] = (old.x, old.y, None, None)
                _untitle_strips(
                    old, strips, phrases, (min(r.x0 for r in group), max(r.x1 for r in group))
                )
                # the background is the plot area: a frame guessed from the ticks is not
                old.frame, old.bounded = pymupdf.Rect(b), True
                old.notes = [n for n in old.notes if "no drawn frame" not in n]
                continue
            col = _column_left(b, cols)
            row = _row_below(b, rows)
            y = _map(col, False, b, segments) if col else None
            x = _map(row, True, b, segments) if row else None
            axes[k] = (x, y, row, col)
        for k, b in enumerate(group):
            if k not in axes:
                continue
            title = _strip_title(b, strips, phrases)
            if k in known:
                known[k].title = known[k].title or title
                continue
            x, y, row, col = axes[k]
            if y is None:  # the tick column of its row
                y = next(
                    (a[1] for j, a in axes.items() if a[1] is not None and _same_row(group[j], b)),
                    None,
                )
            if x is None:  # the tick row of its column, else of any facet, shifted
                same_col = [
                    j for j, a in axes.items() if a[0] is not None and _same_col(group[j], b)
                ]
                any_x = [j for j, a in axes.items() if a[0] is not None]
                if same_col or any_x:
                    src = (same_col or any_x)[0]
                    x = _shifted(axes[src][0], b.x0 - group[src].x0)  # type: ignore[arg-type]
            if x is None or y is None:
                continue
            panel = Panel(pymupdf.Rect(b), x, y, bounded=True, title=title)
            panel.notes.append(
                "One panel of a grid of small multiples; its axes are shared with the panels that "
                "label them."
            )
            source = next(iter(known.values()), None)
            if source is not None:
                panel.x_title, panel.y_title = source.x_title, source.y_title
            else:
                _titles(panel, phrases, row or [], col or [])
            out.append(panel)
    return out


def _backgrounds(paths: list[Path]) -> list[pymupdf.Rect]:
    """Filled, non-white rectangles: plot backgrounds and the strips above them."""
    out: list[pymupdf.Rect] = []
    for p in paths:
        if p.fill is None or min(p.fill) > 0.97 or p.stroke is not None and len(p.rect_items) != 1:
            continue
        for r in p.rect_items or []:
            if r.width >= 30 and r.height >= 6 and not any(_overlap(r, o) > 0.9 for o in out):
                out.append(pymupdf.Rect(r))
    return out


def _outlines(paths: list[Path]) -> list[pymupdf.Rect]:
    """Unfilled rectangles outlined in black or grey: the plot boxes of lattice's panels (R),
    which sit side by side on a white page with the axes alternating below and above them."""
    return [
        pymupdf.Rect(p.rect_items[0])
        for p in paths
        if p.fill is None
        and p.stroke is not None
        and achromatic(p.stroke)
        and len(p.rect_items) == 1
        and len(p.subpaths) == 1
        and p.rect.width >= 30
        and p.rect.height >= 15
    ]


def _same_size(backs: list[pymupdf.Rect]) -> list[list[pymupdf.Rect]]:
    """Backgrounds of one size, three or more of them (a grid, not a plot and its legend box)."""
    groups: list[list[pymupdf.Rect]] = []
    for r in sorted(backs, key=lambda r: (r.y0, r.x0)):
        for g in groups:
            if abs(g[0].width - r.width) <= _SAME and abs(g[0].height - r.height) <= _SAME:
                g.append(r)
                break
        else:
            groups.append([r])
    return [g for g in groups if len(g) >= 3]


def _alike(a: pymupdf.Rect, b: pymupdf.Rect) -> bool:
    """One plot area: the two boxes overlap by more than half of the larger one."""
    common = a & b
    if common.is_empty:
        return False
    return common.get_area() > 0.5 * max(a.get_area(), b.get_area())


def _same_row(a: pymupdf.Rect, b: pymupdf.Rect) -> bool:
    return abs(a.y0 - b.y0) <= _SAME and abs(a.y1 - b.y1) <= _SAME


def _same_col(a: pymupdf.Rect, b: pymupdf.Rect) -> bool:
    return abs(a.x0 - b.x0) <= _SAME and abs(a.x1 - b.x1) <= _SAME


def _column_left(b: pymupdf.Rect, cols: list[list[Word]]) -> list[Word] | None:
    for col in cols:
        h = median(w.h for w in col)
        right = max(w.x1 for w in col)
        if 0 <= b.x0 - right <= 4 * h and all(b.y0 - h <= w.cy <= b.y1 + h for w in col):
            return col
    return None


def _row_below(b: pymupdf.Rect, rows: list[list[Word]]) -> list[Word] | None:
    for row in rows:
        h = median(w.h for w in row)
        cy = median(w.cy for w in row)
        if 0 <= cy - b.y1 <= 3 * h and all(b.x0 - h <= w.cx <= b.x1 + h for w in row):
            return row
    return None


def _shifted(axis: Axis, dx: float) -> Axis:
    """The same scale drawn ``dx`` points further right."""
    return Axis(
        axis.slope,
        axis.offset - axis.slope * dx,
        axis.log,
        [(p + dx, v) for p, v in axis.ticks],
        axis.snapped,
    )


def _strip_title(b: pymupdf.Rect, backs: list[pymupdf.Rect], phrases: list[Word]) -> str | None:
    """The text in the filled strip just above a facet (its title), lines in reading order."""
    strip = next(
        (s for s in backs if _same_col(s, b) and abs(s.y1 - b.y0) <= 3 and s.height < b.height),
        None,
    )
    if strip is None:
        return None
    inside = sorted(
        (p for p in phrases if p.horizontal and strip.contains(pymupdf.Point(p.cx, p.cy))),
        key=lambda p: (round(p.cy), p.x0),
    )
    text = " ".join(p.text for p in inside).strip()
    return text or None


def _untitle_strips(
    panel: Panel, strips: list[pymupdf.Rect], phrases: list[Word], span: tuple[float, float]
) -> None:
    """The next row's strip text is no x axis title: take the first plain text under the ticks
    that lies in no strip instead (ggplot2 prints the axis title once, centred under the grid)."""

    def in_strip(p: Word) -> bool:
        return any(s.contains(pymupdf.Point(p.cx, p.cy)) for s in strips)

    f = panel.frame
    if panel.x_title and any(in_strip(p) and p.text == panel.x_title for p in phrases):
        below = [
            p
            for p in phrases
            if p.horizontal
            and p.value is None
            and not in_strip(p)
            and span[0] <= p.cx <= span[1]  # centred under the whole grid
            and f.y1 < p.cy <= f.y1 + 6 * p.h
        ]
        panel.x_title = min(below, key=lambda p: p.cy).text if below else None
