"""A second y axis: tick labels right of the frame with a scale of their own.

Dual-axis charts draw some series against the right-hand scale. Reading those on the left
scale gives numbers that are wrong by the ratio of the two scales, so each series is put on a
side only by what the chart prints: a series whose legend name shares words with one axis's
title and not the other's ("Training loss: ResNet" beside a right axis titled "training loss"),
or a series drawn in the colour of one axis's labels. A series that nothing ties to the right
axis stays on the left; when no series at all is tied to either, a note says that they may
belong to the right one.
"""

from __future__ import annotations

import re
from statistics import median

from .axes import Panel, _map, _runs
from .paths import RGB, achromatic
from .text import Word

# words of three letters or more, and short names written with digits ("PM10", "NO2", "CO2"):
# a series named as an axis is titled ("PM10 (µg/m³)") is drawn against that axis
_WORD = re.compile(r"[^\W\d_]{3,}|\b(?=\w*\d)(?=\w*[^\W\d_])\w{2,}\b")


def find_right_axes(panels: list[Panel], words: list[Word], phrases: list[Word], segments) -> None:  # type: ignore[no-untyped-def]
    """Give each panel with numeric tick labels right of its frame its second y axis."""
    numbers = [w for w in words if w.value is not None and w.horizontal]
    for p in panels:
        if p.horizontal:
            continue
        f = p.frame
        near = [
            w
            for w in numbers
            if 0 <= w.x0 - f.x1 <= 3 * w.h
            and f.y0 - w.h <= w.cy <= f.y1 + 0.5 * w.h
            and not any(_left_labels_of(w, q) for q in panels if q is not p)
        ]
        runs = [r for r in _runs(near, lambda w: w.cy) if len(r) >= 2]
        if not runs:
            continue
        col = max(runs, key=len)
        if _rising_downwards(col):
            continue  # years beside the legend's swatches ("2023", "2024" under each other)
        axis = _map(col, False, f, segments, right=True)
        if axis is None:
            continue
        p.y2 = axis
        left = [
            w
            for w in numbers
            if 0 <= f.x0 - w.x1 <= 3 * w.h and f.y0 - w.h <= w.cy <= f.y1 + 0.5 * w.h
        ]
        p.side_colors = (label_color(left), label_color(col))
        right = max(w.x1 for w in col)
        titles = [
            t
            for t in phrases
            if not t.horizontal and f.y0 <= t.cy <= f.y1 and -0.5 * t.h <= t.x0 - right <= 4 * t.h
        ]
        if titles:
            p.y2_title = min(titles, key=lambda t: t.x0).text
        p.notes.append(
            f"The panel has a second y axis on the right"
            f"{f' ({p.y2_title})' if p.y2_title else ''}"
            f"{', log scale' if axis.log else ''}."
        )


def _rising_downwards(labels: list[Word]) -> bool:
    """Numbers that grow from the top down: a key's entries in order, not a value axis, whose
    values grow upwards."""
    values = [w.value for w in sorted(labels, key=lambda w: w.cy)]
    return all(
        a is not None and b is not None and a < b for a, b in zip(values, values[1:], strict=False)
    )


def _left_labels_of(w: Word, q: Panel) -> bool:
    """``w`` is a y tick label of panel ``q`` (just left of its frame)."""
    return 0 <= q.frame.x0 - w.x1 <= 3 * w.h and q.frame.y0 - w.h <= w.cy <= q.frame.y1 + w.h


def right_side(
    panel: Panel, names: list[str | None], colors: list[RGB]
) -> tuple[list[bool], list[str]]:
    """Which series are drawn against the right axis, and a note for those left undecided."""
    if panel.y2 is None:
        return [False] * len(names), []
    left_words, right_words = _words(panel.y_title), _words(panel.y2_title)
    left_color, right_color = panel.side_colors
    out: list[bool] = []
    undecided: list[str] = []
    for name, color in zip(names, colors, strict=True):
        mine = _words(name)
        by_name = len(mine & right_words) - len(mine & left_words)
        if right_color is not None and _same(color, right_color):
            out.append(True)
        elif left_color is not None and _same(color, left_color):
            out.append(False)
        elif by_name:
            out.append(by_name > 0)
        else:
            out.append(False)
            undecided.append(name or "an unnamed series")
    notes = []
    if undecided and not any(out):  # with some series tied to the right, the rest are left
        notes.append(
            f"Nothing in the chart ties {', '.join(undecided)} to the left or the right y axis; "
            "they are read on the left axis and may belong to the right one."
        )
    return out, notes


def label_color(labels: list[Word]) -> RGB | None:
    """The colour tick labels are printed in, when it is not black or grey."""
    if not labels:
        return None
    c: RGB = (
        median(w.color[0] for w in labels),
        median(w.color[1] for w in labels),
        median(w.color[2] for w in labels),
    )
    return None if achromatic(c) else c


def _same(a: RGB, b: RGB) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 0.12


def _words(text: str | None) -> set[str]:
    return {w.lower() for w in _WORD.findall(text or "")}
