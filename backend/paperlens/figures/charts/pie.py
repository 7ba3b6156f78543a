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
    gaps = [(b - a, b) for a, b in zip(rim, rim[1:], strict=False)]
    gaps.append((rim[0] + _FULL - rim[-1], rim[0]))
    widest, after = max(gaps)
    return _Wedge(p, after, _FULL - widest)


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
    out: list[str | None] = []
    taken: set[int] = set()
    for w in wedges:
        best = None
        for t in labels:
            a = math.atan2(cy - t.cy, t.cx - cx) % _FULL
            off = min(abs(a - w.mid), _FULL - abs(a - w.mid))
            if id(t) not in taken and _angle_in(a, w, 0.15) and (best is None or off < best[0]):
                best = (off, t)
        if best is not None:
            taken.add(id(best[1]))
        out.append(best[1].text if best else None)
    return [n if n is not None else o for n, o in zip(names, out, strict=True)]


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
