"""Horizontal bar panels: a row of numeric ticks under the frame, category names left of it.

``axes.find_panels`` pairs a column of numeric y ticks with a row of x ticks; a horizontal bar
chart has no such column, its y axis carries names. Such a panel is found from the numeric row
alone: the drawn axes corner just above it gives the frame, and the names set right-aligned
against the frame's left edge, one per bar, are its categories. The value axis maps page x to
data (``Panel.y`` with ``Panel.horizontal``), so bars, notes and the JSON keep one meaning of
"category axis" and "value axis" whichever way the bars grow.
"""

from __future__ import annotations

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
from .paths import Segment
from .text import Word


def horizontal_panels(
    words: list[Word], phrases: list[Word], segments: list[Segment], panels: list[Panel]
) -> list[Panel]:
    """Panels of numeric rows that no panel in ``panels`` uses, with category names left of
    a drawn axes corner."""
    numbers = tick_numbers(words)
    frames = _frames(segments)
    rows = tick_rows(numbers)
    ticks = {id(w) for r in rows + tick_columns(numbers) for w in r}
    out: list[Panel] = []
    for row in rows:
        if any(_under(row, p.frame) for p in panels + out):
            continue
        panel = _panel(row, phrases, segments, frames, ticks)
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
) -> Panel | None:
    h = median(w.h for w in row)
    top = min(w.y0 for w in row)
    xs = sorted(w.cx for w in row)
    frame = next(
        (
            pymupdf.Rect(f)
            for f in sorted(frames, key=lambda f: top - f.y1)
            if 0 <= top - f.y1 <= 2.5 * h
            and f.x0 - 1.5 * h <= xs[0]
            and xs[-1] <= f.x1 + 1.5 * h
            and f.width >= 0.5 * (xs[-1] - xs[0])
        ),
        None,
    )
    if frame is None or frame.height < 3 * h:
        return None
    cats = _names_left_of(frame, phrases)
    if len(cats) < 2:
        return None
    axis = _map(row, True, frame, segments)
    if axis is None or axis.log:  # bars on a log value axis: their base is not drawn
        return None
    panel = Panel(frame, None, axis, bounded=True, categories=cats, horizontal=True)
    _multipliers(panel, phrases, row, [], ticks)
    _titles(panel, phrases, row, cats)
    return panel


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
    """The value axis's title under the tick row; the category axis's title upright left of
    the names."""
    f = panel.frame
    below = median(w.cy for w in row)
    under = [
        p
        for p in phrases
        if p.horizontal and p.value is None and p.multiplier is None
        and f.x0 - 0.1 * f.width <= p.cx <= f.x1 + 0.1 * f.width
        and 0.5 * p.h <= p.cy - below <= 4 * p.h
    ]  # fmt: skip
    if under:
        panel.y_title = min(under, key=lambda p: p.cy).text
    left = min(c.x0 for c in cats)
    upright = [
        p
        for p in phrases
        if not p.horizontal and f.y0 <= p.cy <= f.y1 and 0 <= left - p.x1 <= 4 * p.h
    ]
    if upright:
        panel.x_title = max(upright, key=lambda p: p.x1).text
