"""Data marks of one axes panel: polylines, bars and scatter markers, plus legend samples.

Series are told apart by stroke colour, width and dash; the axis frame, ticks and gridlines are
straight grey/black strokes and never become series. Everything is kept in page coordinates
here; `charts.py` maps it to data values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pymupdf

from .axes import Panel
from .paths import RGB, Path, Point, achromatic, inside, is_straight
from .text import Word

_TOL = 0.75  # points: vertices this far outside the frame still count as inside (line joins)


@dataclass
class LegendEntry:
    text: str
    word: Word
    color: RGB
    width: float
    dashed: bool
    kind: str  # "line" | "patch"


@dataclass
class Marks:
    kind: Literal["line", "bar", "scatter"]
    color: RGB
    width: float
    dashed: bool
    pts: list[Point]  # page coordinates; bars: (centre x, value edge y)
    clipped_above: bool = False
    clipped_below: bool = False


def legend_entries(phrases: list[Word], paths: list[Path]) -> tuple[list[LegendEntry], set[int]]:
    """Text with a short line or a small swatch just left of it, in the colour of a series."""
    small = [p for p in paths if p.rect.width < 60 and p.rect.height < 20]
    entries: list[LegendEntry] = []
    used: set[int] = set()
    for word in phrases:
        if not word.horizontal or word.value is not None or not any(c.isalpha() for c in word.text):
            continue
        best: tuple[float, Path, str] | None = None
        for path in small:
            r = path.rect
            gap = word.x0 - r.x1
            if not (
                -0.5 <= gap <= 2.5 * word.h and abs((r.y0 + r.y1) / 2 - word.cy) <= 0.6 * word.h
            ):
                continue
            pts = [p for sp in path.subpaths for p in sp]
            if (
                path.stroke is not None
                and r.height < 0.3
                and 0.5 * word.h <= r.width <= 8 * word.h
                and is_straight(pts)
            ):
                kind = "line"
            elif path.fill is not None and 0.3 * word.h <= max(r.width, r.height) <= 2.5 * word.h:
                kind = "patch"
            else:
                continue
            if best is None or gap < best[0] or (kind == "line" and best[2] != "line"):
                best = (gap, path, kind)
        if best is None:
            continue
        _, path, kind = best
        color = path.stroke if kind == "line" else path.fill
        if color is None:
            continue
        entries.append(LegendEntry(word.text, word, color, path.width, path.dashed, kind))
        # every sample drawn at this spot (a line plus its marker) belongs to the legend
        for other in small:
            if _hits(other.rect, path.rect, 1.0):
                used.add(id(other))
    return entries, used


def panel_marks(
    panel: Panel, paths: list[Path], skip: set[int], texts: list[Word]
) -> tuple[list[Marks], list[str]]:
    frame = panel.frame
    inner = frame + (-_TOL, -_TOL, _TOL, _TOL)
    lines: dict[tuple, list[list[Point]]] = {}
    markers: list[tuple[RGB, float, Point]] = []
    bars: list[tuple[RGB, pymupdf.Rect]] = []
    clipped: dict[tuple, list[bool]] = {}
    for path in paths:
        if id(path) in skip or not _belongs(path, frame):
            continue
        for pts, closed in zip(path.subpaths, path.closed, strict=True):
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            w, h = max(xs) - min(xs), max(ys) - min(ys)
            if (
                closed
                and 0.8 <= max(w, h) <= max(6.0, 0.03 * frame.width)
                and max(w, h) <= 3 * min(w, h) + 0.5
            ):
                color = path.fill or path.stroke or (0.0, 0.0, 0.0)
                markers.append(
                    (
                        color,
                        round(max(w, h) * 2) / 2,
                        ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2),
                    )
                )
                continue
            if closed:
                continue
            if path.stroke is None or len(pts) < 2:
                continue
            if is_straight(pts) and (achromatic(path.stroke) or max(w, h) < 0.1 * frame.width):
                continue  # frame, tick, gridline, error bar
            key = (path.style, path.stroke, path.width)
            flags = clipped.setdefault(key, [False, False])
            _flag_clipping(pts, path.clip, frame, panel, flags)
            view = inner if path.clip is None else inner & (path.clip + (-_TOL, -_TOL, _TOL, _TOL))
            shown = [p for p in pts if inside(p, view)]
            if shown:
                lines.setdefault(key, []).append(shown)
        if path.fill is not None:
            for r in path.rect_items:
                if (
                    inner.contains(r)
                    and r.width > 0.3
                    and r.height > 0.3
                    and r.width < 0.5 * frame.width
                ):
                    bars.append((path.fill, r))
    bar_marks, notes = _bar_marks(bars, panel, texts)
    if bar_marks:  # small square bars look like markers
        rects = [r for _, r in bars]
        markers = [m for m in markers if not any(inside(m[2], r) for r in rects)]
    out = _line_marks(lines, clipped, frame)
    out += _scatter_marks(markers, out, inner)
    return out + bar_marks, notes


def _belongs(path: Path, frame: pymupdf.Rect) -> bool:
    """At least half of the path's vertices lie in this panel's frame."""
    if not _hits(path.rect, frame, 2.0):
        return False
    box = frame + (-2, -2, 2, 2)
    pts = [p for sp in path.subpaths for p in sp]
    n_in = sum(1 for p in pts if inside(p, box))
    return n_in * 2 >= len(pts)


def _flag_clipping(pts, clip, frame, panel: Panel, flags: list[bool]) -> None:
    if not panel.bounded:
        return  # no drawn edge: a point past the ticks is not "cut off"
    top_zero = abs(panel.y.value(frame.y0)) < 1e-9
    bottom_zero = abs(panel.y.value(frame.y1)) < 1e-9
    visible_top = max(frame.y0, clip.y0) if clip is not None else frame.y0
    visible_bottom = min(frame.y1, clip.y1) if clip is not None else frame.y1
    for p in pts:
        if p[1] < visible_top - _TOL:
            flags[0] = True
        if p[1] > visible_bottom + _TOL:
            flags[1] = True
    for p in (pts[0], pts[-1]):  # a curve cut by the plotting tool ends exactly on the frame
        if p[1] < frame.y0 + 0.05 and not top_zero:
            flags[0] = True
        if p[1] > frame.y1 - 0.05 and not bottom_zero:
            flags[1] = True


def _line_marks(lines, clipped, frame: pymupdf.Rect) -> list[Marks]:
    out: list[Marks] = []
    for key, parts in lines.items():
        (_, _, dashed), color, width = key
        chains: list[list[list[Point]]] = []
        for part in sorted(parts, key=lambda sp: min(p[0] for p in sp)):
            lo = min(p[0] for p in part)
            for chain in chains:
                if max(p[0] for sp in chain for p in sp) <= lo + 0.02 * frame.width:
                    chain.append(part)
                    break
            else:
                chains.append([part])
        for chain in chains:
            pts = [p for sp in chain for p in sp]
            pts = [
                p
                for i, p in enumerate(pts)
                if i == 0 or abs(p[0] - pts[i - 1][0]) > 0.01 or abs(p[1] - pts[i - 1][1]) > 0.01
            ]
            if len(pts) < 2 or max(p[0] for p in pts) - min(p[0] for p in pts) < 0.03 * frame.width:
                continue
            above, below = clipped[key]
            out.append(Marks("line", color, width, dashed, pts, above, below))
    return out


def _scatter_marks(markers, lines: list[Marks], inner: pymupdf.Rect) -> list[Marks]:
    groups: dict[tuple, list[Point]] = {}
    for color, size, c in markers:
        if not inside(c, inner):
            continue
        on_line = any(
            same_color(color, ln.color)
            and any(abs(c[0] - p[0]) < 1.5 and abs(c[1] - p[1]) < 1.5 for p in ln.pts)
            for ln in lines
        )
        if not on_line:
            groups.setdefault((tuple(round(v, 2) for v in color), size), []).append(c)
    return [
        Marks("scatter", color, size, False, sorted(pts))
        for (color, size), pts in groups.items()
        if len(pts) >= 2
    ]


def _bar_marks(bars, panel: Panel, texts: list[Word]) -> tuple[list[Marks], list[str]]:
    # a box with words inside is a diagram box, not a bar
    bars = [(c, r) for c, r in bars if not any(_holds(r, t) for t in texts)]
    if len(bars) < 2:
        return [], []
    count_y, base = _densest([v for _, r in bars for v in (r.y0, r.y1)])
    count_x, _ = _densest([v for _, r in bars for v in (r.x0, r.x1)])
    axis = "x" if count_x > count_y else "y"
    if max(count_x, count_y) < max(2, len(bars) // 2):
        return [], []
    if axis == "x":
        return [], ["Horizontal bars were found but are not read."]
    f, span = panel.frame, abs(panel.y.value(panel.frame.y0) - panel.y.value(panel.frame.y1))
    if min(abs(base - f.y1), abs(base - f.y0)) > 1 and abs(panel.y.value(base)) > 0.01 * span:
        return [], []  # bars stand on the axis or on zero; shared cell edges (heatmaps) do not
    series: dict[tuple, list[Point]] = {}
    colors: dict[tuple, RGB] = {}
    skipped = 0
    for color, r in bars:
        if abs(r.y1 - base) <= 0.5:
            edge = r.y0
        elif abs(r.y0 - base) <= 0.5:
            edge = r.y1
        else:
            skipped += 1
            continue
        key = tuple(round(v, 2) for v in color)
        colors[key] = color
        series.setdefault(key, []).append(((r.x0 + r.x1) / 2, edge))
    notes = (
        [f"{skipped} bar segment(s) not standing on the baseline (stacked bars) were not read."]
        if skipped
        else []
    )
    marks = [Marks("bar", colors[k], 0.0, False, sorted(pts)) for k, pts in series.items()]
    return marks, notes


def _densest(values: list[float], width: float = 1.0) -> tuple[int, float]:
    """The most values within `width` of each other, and their middle: a shared bar edge."""
    vs = sorted(values)
    best, middle, j = 0, 0.0, 0
    for i, v in enumerate(vs):
        while vs[j] < v - width:
            j += 1
        if i - j + 1 > best:
            best, middle = i - j + 1, (vs[j] + v) / 2
    return best, middle


def _holds(r: pymupdf.Rect, t: Word) -> bool:
    return (
        t.value is None
        and r.x0 < t.cx < r.x1
        and r.y0 < t.cy < r.y1
        and any(c.isalpha() for c in t.text)
    )


def _hits(a: pymupdf.Rect, b: pymupdf.Rect, margin: float) -> bool:
    """Overlap test that also works for zero-height or zero-width boxes (straight lines)."""
    return (
        a.x0 <= b.x1 + margin
        and b.x0 <= a.x1 + margin
        and a.y0 <= b.y1 + margin
        and b.y0 <= a.y1 + margin
    )


def same_color(a: RGB, b: RGB, tol: float = 0.08) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= tol
