"""Pie and donut charts: each wedge's share of the circle, named by the legend or its label.

A pie has no axes, so the axis reader finds nothing in it. Its data is geometry: filled wedges
around one centre whose angles add up to the full circle. A share is read from the wedge's
angle (good to a fraction of a percent); a number printed on the wedge that agrees with it
("38", "41.5%") is kept beside it as what the reader sees. Names come from a legend swatch of
the wedge's colour, else from the text set outside the circle in the wedge's direction.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np

from .legend import legend_entries
from .model import ChartData, ChartSeries
from .paths import RGB, Path
from .text import Word, parse_number

_TOL = 1.0  # pt: wedges of one pie touch each other
_FULL = 2 * math.pi
_MAX_SHAPES = 300  # filled shapes a figure may hold to be tried as a pie (a pie has a few dozen)


@dataclass
class _Wedge:
    path: Path
    start: float  # radians, counter-clockwise from page right (page y points down)
    span: float

    @property
    def mid(self) -> float:
        return (self.start + self.span / 2) % _FULL


def read_pie(paths: list[Path], texts: list[Word]) -> ChartData | None:
    """The pie drawn among ``paths``, or None when there is none (wedges must fill a circle)."""
    cands = [p for p in paths if p.fill is not None and not p.rect_items and len(_points(p)) >= 3]
    if not 2 <= len(cands) <= _MAX_SHAPES:
        return None
    biggest = max(cands, key=lambda p: p.rect.width * p.rect.height)
    group = [biggest]
    box = +biggest.rect
    left = [p for p in cands if p is not biggest]
    grew = True
    while grew:
        grew = False
        rest = []
        for p in left:
            big = max(p.rect.width, p.rect.height) >= 0.05 * max(box.width, box.height)
            if big and (box + (-_TOL, -_TOL, _TOL, _TOL)).intersects(p.rect):
                group.append(p)
                box |= p.rect
                grew = True
            else:
                rest.append(p)
        left = rest
    if len(group) < 2 or not 0.85 <= box.width / max(box.height, 1e-6) <= 1.18:
        return None
    cx, cy = (box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2
    radius = (box.width + box.height) / 4
    # (a box drawn round Bézier arcs holds their control points too: the vertex every wedge
    # shares is the centre, where there is one)
    shared = _shared_vertex(group, cx, cy, 0.2 * radius)
    if shared is not None:
        cx, cy = shared
        rims = sorted(
            d
            for p in group
            for x, y in _points(p)
            if (d := math.hypot(x - cx, y - cy)) > 0.45 * radius
        )
        radius = rims[len(rims) // 2] if rims else radius
    elif (fitted := _rim_circle(group, cx, cy, radius)) is not None:
        # A donut's wedges share no vertex, and the box round their Bézier arcs is lopsided
        # where a wedge ends between two quarters: the circle their outer rim lies on is the
        # centre (ECharts' 41 % wedge read as 41.5 % from the box's centre).
        cx, cy, radius = fitted
    wedges = []
    for p in group:
        w = _wedge(p, cx, cy, radius)
        if w is None:
            return None
        wedges.append(w)
    total = sum(w.span for w in wedges)
    if not 0.97 * _FULL <= total <= 1.03 * _FULL:
        return None
    wedges = _merge_colours(wedges)
    names = _names(wedges, texts, paths, cx, cy, radius)
    printed = _printed(wedges, texts, cx, cy, radius)
    for i, w in enumerate(wedges):  # a key that prints each value beside its name
        named = _named_value(names[i], 100 * w.span / total)
        if named is not None:
            names[i], said = named
            printed[i] = printed[i] or said
    # order: clockwise from 12 o'clock, the way a reader goes round a pie
    order = sorted(range(len(wedges)), key=lambda i: (math.pi / 2 - wedges[i].mid) % _FULL)
    cats = [names[i] or f"wedge {k + 1}" for k, i in enumerate(order)]
    shares = [100 * wedges[i].span / total for i in order]
    series = ChartSeries(
        None,
        None,
        [(float(k), v) for k, v in enumerate(shares)],
        "pie",
        printed=[(k, text) for k, i in enumerate(order) if (text := printed[i]) is not None],
    )
    notes = ["A pie chart: each value is a wedge's share of the whole, in percent."]
    if any(n is None for n in names):
        notes.append("Some wedges have no legend entry or label; they are named by position.")
    return ChartData(None, "Share (%)", (0.0, float(len(cats) - 1)), (0.0, 100.0), [series],
                     notes, cats)  # fmt: skip


_BRACKETED = re.compile(r"^(.*\S)\s*[\[(]\s*([+-]?\d+(?:[.,]\d+)?)\s*%?\s*[\])]$")


def _named_value(name: str | None, share: float) -> tuple[str, str] | None:
    """("Anode loss", "24") from a key entry "Anode loss [24]" or "Anode loss (24%)" whose
    number agrees with the wedge's share: the number is the wedge's value, not its name."""
    m = _BRACKETED.match(name or "")
    if m is None:
        return None
    value = parse_number(m.group(2))
    if value is None or abs(value - share) > max(1.0, 0.06 * share):
        return None
    return m.group(1), m.group(2)


def _points(p: Path) -> list[tuple[float, float]]:
    return [pt for sub in p.subpaths for pt in sub]


_RIM = 0.8  # of the farthest point's distance: a point on the outer rim, not an inner one


def _rim_circle(
    group: list[Path], cx: float, cy: float, radius: float
) -> tuple[float, float, float] | None:
    """The circle (centre and radius) that the wedges' outer rim points lie on, fitted by least
    squares to the points far from (cx, cy); None where too few are or the fit strays."""
    pts = [pt for p in group for pt in _points(p)]
    dists = [math.hypot(x - cx, y - cy) for x, y in pts]
    far = max(dists, default=0.0)
    rim = [pt for pt, d in zip(pts, dists, strict=True) if d >= _RIM * far]
    if len(rim) < 5:
        return None
    # x² + y² + Dx + Ey + F = 0, linear in D, E and F (Kåsa's fit)
    a = np.array([[x, y, 1.0] for x, y in rim])
    b = np.array([-(x * x + y * y) for x, y in rim])
    (d, e, f), *_ = np.linalg.lstsq(a, b, rcond=None)
    fx, fy = -d / 2, -e / 2
    squared = fx * fx + fy * fy - f
    if squared <= 0 or math.hypot(fx - cx, fy - cy) > 0.1 * radius:
        return None
    return float(fx), float(fy), math.sqrt(float(squared))


def _shared_vertex(
    group: list[Path], cx: float, cy: float, reach: float
) -> tuple[float, float] | None:
    """The vertex near (cx, cy) that every wedge of ``group`` has, if they share one."""
    found = []
    for p in group:
        near = [(x, y) for x, y in _points(p) if math.hypot(x - cx, y - cy) <= reach]
        if not near:
            return None
        found.append(near[0])
    x0, y0 = found[0]
    if any(math.hypot(x - x0, y - y0) > _TOL for x, y in found):
        return None
    return x0, y0


def _wedge(p: Path, cx: float, cy: float, radius: float) -> _Wedge | None:
    pts = _points(p)
    dists = [math.hypot(x - cx, y - cy) for x, y in pts]
    if max(dists) > 1.08 * radius or max(dists) < 0.85 * radius:
        return None
    rim = sorted(
        math.atan2(cy - y, x - cx) % _FULL
        for (x, y), d in zip(pts, dists, strict=True)
        if d >= 0.45 * radius
    )
    if len(rim) < 2:
        return None
    traced = _traced(pts, dists, cx, cy, radius)
    if traced is not None:
        return _Wedge(p, *traced)
    gaps = [(b - a, b) for a, b in zip(rim, rim[1:], strict=False)]
    gaps.append((rim[0] + _FULL - rim[-1], rim[0]))
    widest, after = max(gaps)
    return _Wedge(p, after, _FULL - widest)


def _traced(
    pts: list[tuple[float, float]], dists: list[float], cx: float, cy: float, radius: float
) -> tuple[float, float] | None:
    """(start, span) of a wedge outlined from the centre along its arc and back, read by
    following the arc: a wedge of most of the circle drawn with few arc points (nivo's four
    Bézier quarters for 330°) leaves gaps between its own points wider than the gap it leaves
    open, which the widest-gap reading would take. None without a single centre vertex or
    where the arc turns back."""
    n = len(pts)
    at_centre = [d < 0.2 * radius for d in dists]
    # the arc starts at the first vertex after the centre and runs round to it again
    first = next((i for i in range(n) if at_centre[i - 1] and not at_centre[i]), None)
    if first is None:
        return None
    run = [pts[(first + k) % n] for k in range(n)]
    arc: list[float] = []
    for x, y in run:
        d = math.hypot(x - cx, y - cy)
        if d < 0.2 * radius:
            break
        if d < 0.45 * radius:
            return None
        a = math.atan2(cy - y, x - cx) % _FULL
        if not arc or abs((a - arc[-1] + math.pi) % _FULL - math.pi) > 1e-3:
            arc.append(a)
    steps = [(b - a + math.pi) % _FULL - math.pi for a, b in zip(arc, arc[1:], strict=False)]
    if not steps or not (all(t > 0 for t in steps) or all(t < 0 for t in steps)):
        return None
    turn = sum(steps)
    if abs(turn) > _FULL + 0.02:
        return None
    return (arc[0], turn) if turn > 0 else (arc[-1], -turn)


def _merge_colours(wedges: list[_Wedge]) -> list[_Wedge]:
    """A wedge drawn in pieces of one colour (a long arc split in two paths) is one wedge."""
    out: list[_Wedge] = []
    for w in sorted(wedges, key=lambda w: w.start):
        prev = out[-1] if out else None
        if (
            prev is not None
            and _same(prev.path.fill, w.path.fill)
            and (abs((prev.start + prev.span) % _FULL - w.start) < 0.02)
        ):
            out[-1] = _Wedge(prev.path, prev.start, prev.span + w.span)
        else:
            out.append(w)
    return out


def _same(a: RGB | None, b: RGB | None, tol: float = 0.04) -> bool:
    return (
        a is not None
        and b is not None
        and max(abs(x - y) for x, y in zip(a, b, strict=True)) <= tol
    )


def _angle_in(a: float, w: _Wedge, slack: float = 0.0) -> bool:
    return (a - w.start + slack) % _FULL <= w.span + 2 * slack


def _names(
    wedges: list[_Wedge], texts: list[Word], paths: list[Path], cx: float, cy: float, r: float
) -> list[str | None]:
    wedge_paths = {id(w.path) for w in wedges}
    entries, _ = legend_entries(texts, [p for p in paths if id(p) not in wedge_paths])
    names: list[str | None] = []
    for w in wedges:
        match = [e for e in entries if _same(e.color, w.path.fill, 0.06)]
        names.append(match[0].text if len(match) == 1 else None)
    if all(n is not None for n in names) and len(set(names)) == len(names):
        return names
    # labels set outside the circle, in the direction of their wedge's middle
    labels = [
        t for t in texts
        if t.value is None and any(c.isalpha() for c in t.text)
        and 0.95 * r <= math.hypot(t.cx - cx, t.cy - cy) <= 1.8 * r
    ]  # fmt: skip
    out: list[str | None] = [None] * len(wedges)
    taken: set[int] = set()
    for i, t in _linked(wedges, labels, paths, cx, cy, r):
        if out[i] is None and id(t) not in taken:
            out[i] = t.text
            taken.add(id(t))
    for i, w in enumerate(wedges):
        if out[i] is not None:
            continue
        best = None
        for t in labels:
            a = math.atan2(cy - t.cy, t.cx - cx) % _FULL
            off = min(abs(a - w.mid), _FULL - abs(a - w.mid))
            if id(t) not in taken and _angle_in(a, w, 0.15) and (best is None or off < best[0]):
                best = (off, t)
        if best is not None:
            taken.add(id(best[1]))
        out[i] = best[1].text if best else None
    return [n if n is not None else o for n, o in zip(names, out, strict=True)]


def _linked(
    wedges: list[_Wedge], labels: list[Word], paths: list[Path], cx: float, cy: float, r: float
) -> list[tuple[int, Word]]:
    """(wedge, label) joined by a leader line: a short stroked polyline from the rim, in the
    wedge's direction, to just beside the label (nivo's and Highcharts' link labels, which
    stand wherever there is room, not in their wedge's direction)."""
    out = []
    for p in paths:
        if p.fill is not None or p.stroke is None:
            continue
        for pts in p.subpaths:
            if not 2 <= len(pts) <= 4:
                continue
            ends = sorted([pts[0], pts[-1]], key=lambda q: math.hypot(q[0] - cx, q[1] - cy))
            (ix, iy), (ox, oy) = ends
            if not 0.8 * r <= math.hypot(ix - cx, iy - cy) <= 1.25 * r:
                continue
            a = math.atan2(cy - iy, ix - cx) % _FULL
            inside = [i for i, w in enumerate(wedges) if _angle_in(a, w, 0.01)]

            def gap(t: Word, ox: float = ox) -> float:  # from the line's end to the label
                return min(abs(t.x0 - ox), abs(t.x1 - ox))

            near = [t for t in labels if abs(t.cy - oy) <= t.h and gap(t) <= 1.5 * t.h]
            if len(inside) == 1 and near:
                out.append((inside[0], min(near, key=gap)))
    return out


def _printed(
    wedges: list[_Wedge], texts: list[Word], cx: float, cy: float, r: float
) -> list[str | None]:
    """A number printed on a wedge (or just outside it) that agrees with its share."""
    total = sum(w.span for w in wedges)
    out: list[str | None] = []
    for w in wedges:
        share = 100 * w.span / total
        found = None
        for t in texts:
            text = t.text.strip().rstrip("%").strip()
            v = t.value if t.value is not None else parse_number(text)
            if v is None or math.hypot(t.cx - cx, t.cy - cy) > 1.4 * r:
                continue
            a = math.atan2(cy - t.cy, t.cx - cx) % _FULL
            if _angle_in(a, w) and abs(v - share) <= max(1.0, 0.06 * share):
                found = text
                break
        out.append(found)
    return out
