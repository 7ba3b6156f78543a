"""Horizontal bar panels: a row of numeric ticks under the frame, category names left of it.

``axes.find_panels`` pairs a column of numeric y ticks with a row of x ticks; a horizontal bar
chart has no such column, its y axis carries names. Such a panel is found from the numeric row
alone: the drawn axes corner just above it gives the frame, and the names set right-aligned
against the frame's left edge, one per bar, are its categories. The value axis maps page x to
data (``Panel.y`` with ``Panel.horizontal``), so bars, notes and the JSON keep one meaning of
"category axis" and "value axis" whichever way the bars grow.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from statistics import median

import pymupdf

from .axes import (
    Panel,
    _frames,
    _map,
    _multipliers,
    _overlap,
    tick_columns,
    tick_numbers,
    tick_rows,
)
from .paths import Path, Segment, achromatic
from .text import Word


def horizontal_panels(
    words: list[Word],
    phrases: list[Word],
    segments: list[Segment],
    panels: list[Panel],
    paths: Sequence[Path] = (),
) -> list[Panel]:
    """Panels of numeric rows that no panel in ``panels`` uses, with category names left of
    a drawn axes corner, of gridlines, or of ``paths``' bars alone."""
    numbers = tick_numbers(words)
    frames = _frames(segments) + _top_frames(segments)
    rows = tick_rows(numbers)
    ticks = {id(w) for r in rows + tick_columns(numbers) for w in r}
    out: list[Panel] = []
    for row in rows:
        if any(_under(row, p.frame) for p in panels + out):
            continue
        panel = _panel(row, phrases, segments, frames, ticks, paths)
        if panel is not None and not any(
            _overlap(panel.frame, p.frame) > 0.5 for p in panels + out
        ):
            out.append(panel)
    return out


def _under(row: list[Word], frame: pymupdf.Rect) -> bool:
    """The row labels this frame's x axis (or sits inside it): it is no new panel."""
    h = median(w.h for w in row)
    cy = median(w.cy for w in row)
    xs = [w.cx for w in row]
    return (
        frame.x0 - 2 * h <= min(xs)
        and max(xs) <= frame.x1 + 2 * h
        and frame.y0 - h <= cy <= frame.y1 + 4 * h
    )


def _panel(
    row: list[Word],
    phrases: list[Word],
    segments: list[Segment],
    frames: list[pymupdf.Rect],
    ticks: set[int],
    paths: Sequence[Path],
) -> Panel | None:
    h = median(w.h for w in row)
    top = min(w.y0 for w in row)
    bottom = max(w.y1 for w in row)
    xs = sorted(w.cx for w in row)

    def apart(f: pymupdf.Rect) -> float:
        """How far the row lies from the frame's edge: under it, or over a value axis drawn
        along the frame's top (GOffice's horizontal bars)."""
        return top - f.y1 if top >= f.y1 else f.y0 - bottom

    # the nearest corner above the row with names beside it (a bar outlined in black makes a
    # corner of its own, with one name beside it)
    framed = [
        (pymupdf.Rect(f), _names_left_of(pymupdf.Rect(f), phrases))
        for f in sorted(frames, key=apart)
        if 0 <= apart(f) <= 2.5 * h
        and f.x0 - 1.5 * h <= xs[0]
        and xs[-1] <= f.x1 + 1.5 * h
        and f.width >= 0.5 * (xs[-1] - xs[0])
        and f.height >= 3 * h
    ]
    frame, cats = next(((f, c) for f, c in framed if len(c) >= 2), (None, []))
    bounded = frame is not None
    if frame is None:
        frame = _grid_frame(row, segments, h) or _bar_frame(row, paths, h)
        cats = _names_left_of(frame, phrases) if frame is not None else []
    if frame is None or frame.height < 3 * h or len(cats) < 2:
        return None
    axis = _map(row, True, frame, segments)
    if axis is None:
        return None
    panel = Panel(frame, None, axis, bounded=bounded, categories=cats, horizontal=True)
    if not bounded:
        panel.notes.append(
            "The axes have no drawn frame; points beyond the outer ticks may be missing."
        )
    _multipliers(panel, phrases, row, [], ticks)
    _titles(panel, phrases, row, cats)
    return panel


def _top_frames(segments: list[Segment]) -> list[pymupdf.Rect]:
    """Axes drawn as lines meeting at the top-left corner: the value axis along the top of
    horizontal bars, its tick labels over it, the category axis running down from it."""
    level = [s for s in segments if s.horizontal and achromatic(s.color) and s.x1 - s.x0 >= 30]
    upright = [s for s in segments if not s.horizontal and achromatic(s.color)]
    return [
        pymupdf.Rect(h.x0, h.y0, h.x1, v.y1)
        for h in level
        for v in upright
        if v.y1 - v.y0 >= 20 and abs(v.x0 - h.x0) <= 1.5 and abs(v.y0 - h.y0) <= 1.5
    ]


def _grid_frame(row: list[Word], segments: list[Segment], h: float) -> pymupdf.Rect | None:
    """A frame drawn by gridlines alone: a vertical line of one length over every tick label,
    ending just above the row (pygal draws no axis line under horizontal bars)."""
    top = min(w.y0 for w in row)
    lines = []
    for w in row:
        over = [
            s
            for s in segments
            if not s.horizontal
            and achromatic(s.color)
            and abs(s.x0 - w.cx) <= 0.6 * w.h
            and 0 <= top - s.y1 <= 2.5 * h
            and s.y1 - s.y0 >= 3 * h
        ]
        if not over:
            return None
        lines.append(min(over, key=lambda s: abs(s.x0 - w.cx)))
    if max(s.y0 for s in lines) - min(s.y0 for s in lines) > 1 or len(lines) < 3:
        return None
    # the plot runs on past the last gridline: allow half a step, as for unframed axes
    half = 0.5 * (lines[-1].x0 - lines[0].x0) / (len(lines) - 1)
    return pymupdf.Rect(lines[0].x0, lines[0].y0, lines[-1].x0 + half, lines[0].y1)


def _bar_frame(row: list[Word], paths: Sequence[Path], h: float) -> pymupdf.Rect | None:
    """A frame drawn by nothing but the bars: two or more coloured bars that start at one tick
    label's x, the lowest just above the row (plotly draws no axis line or gridline under
    horizontal bars)."""
    top = min(w.y0 for w in row)
    xs = sorted(w.cx for w in row)
    bars = [
        p.rect
        for p in paths
        if p.fill is not None
        and not achromatic(p.fill)
        and p.rect.height >= 0.5 * h
        and p.rect.y1 <= top
        and xs[0] - h <= p.rect.x0 < p.rect.x1 <= xs[-1] + h
    ]
    for x in xs:
        based = [b for b in bars if abs(b.x0 - x) <= 0.3 * h]
        if len(based) >= 2 and top - max(b.y1 for b in based) <= 3 * h:
            half = 0.5 * (xs[-1] - xs[0]) / (len(xs) - 1)
            return pymupdf.Rect(xs[0], min(b.y0 for b in based), xs[-1] + half, top)
    return None


def _names_left_of(frame: pymupdf.Rect, phrases: list[Word]) -> list[Word]:
    """Names ending just left of the frame, within its height, top first; a name broken over
    two lines (a line apart, right edges together) is one name."""
    names = sorted(
        (
            p
            for p in phrases
            if p.horizontal
            and p.value is None
            and p.multiplier is None
            and any(c.isalnum() for c in p.text)
            and 0 <= frame.x0 - p.x1 <= 4 * p.h
            and frame.y0 - 0.5 * p.h <= p.cy <= frame.y1 + 0.5 * p.h
        ),
        key=lambda p: p.cy,
    )
    out: list[Word] = []
    for p in names:
        prev = out[-1] if out else None
        if prev is not None and 0 <= p.y0 - prev.y1 <= 0.4 * p.h and abs(p.x1 - prev.x1) <= p.h:
            out[-1] = replace(prev, text=f"{prev.text} {p.text}", x0=min(prev.x0, p.x0), y1=p.y1)
        else:
            out.append(p)
    return out


def _titles(panel: Panel, phrases: list[Word], row: list[Word], cats: list[Word]) -> None:
    """The value axis's title beyond the tick row (under it, or over it when the axis runs
    along the frame's top); the category axis's title upright left of the names."""
    f = panel.frame
    below = median(w.cy for w in row)
    away = 1.0 if below >= (f.y0 + f.y1) / 2 else -1.0  # from the frame, past the row
    under = [
        p
        for p in phrases
        if p.horizontal and p.value is None and p.multiplier is None
        and f.x0 - 0.1 * f.width <= p.cx <= f.x1 + 0.1 * f.width
        and 0.5 * p.h <= away * (p.cy - below) <= 4 * p.h
    ]  # fmt: skip
    if under:
        panel.y_title = min(under, key=lambda p: away * (p.cy - below)).text
    left = min(c.x0 for c in cats)
    upright = [
        p
        for p in phrases
        if not p.horizontal and f.y0 <= p.cy <= f.y1 and 0 <= left - p.x1 <= 4 * p.h
    ]
    if upright:
        panel.x_title = max(upright, key=lambda p: p.x1).text
