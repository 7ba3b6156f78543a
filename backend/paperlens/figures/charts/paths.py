"""Vector paths of a page region, flattened to point lists with their effective clip.

Plotting tools often draw a whole curve and let a clip path hide what falls outside the axes,
so every path carries the intersection of the clips that were active when it was drawn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pymupdf

Point = tuple[float, float]
RGB = tuple[float, float, float]

_NEAR = 0.05  # points closer than this are the same vertex


@dataclass
class Path:
    stroke: RGB | None
    fill: RGB | None
    width: float
    dashed: bool
    subpaths: list[list[Point]]
    closed: list[bool]
    rect: pymupdf.Rect
    clip: pymupdf.Rect | None
    rect_items: list[pymupdf.Rect] = field(default_factory=list)  # axis-aligned rectangles
    order: int = 0  # drawing order on the page: later paths cover earlier ones
    pattern: str = ""  # the dash pattern as written ("[ 2 1 ] 0"): dashed series differ by it
    opaque: bool = False  # filled opaquely, white included: it hides what was drawn beneath
    faint: bool = False  # a very light grey stroke: a gridline at most, never data

    @property
    def style(self) -> tuple:
        color = tuple(round(c, 2) for c in self.stroke) if self.stroke else None
        return color, round(self.width, 1), self.dashed, self.pattern if self.dashed else ""


@dataclass(frozen=True)
class Segment:
    """An axis-aligned straight stroke: a candidate axis line, tick mark or gridline."""

    x0: float
    y0: float
    x1: float
    y1: float
    color: RGB

    @property
    def horizontal(self) -> bool:
        return self.y1 - self.y0 < self.x1 - self.x0


def inside(p: Point, box: pymupdf.Rect) -> bool:
    """Point-in-box without building pymupdf objects (this runs for every vertex)."""
    return box.x0 <= p[0] <= box.x1 and box.y0 <= p[1] <= box.y1


def visible(color: RGB | None, opacity: float | None = 1.0) -> bool:
    """White or transparent marks are backgrounds and invisible frames, never data."""
    if color is None or (opacity is not None and opacity < 0.05):
        return False
    return min(color) < 0.93


_FAINT = 0.97  # #eee gridlines on white (leather, some SVG styles) are lighter than data ink


def achromatic(color: RGB) -> bool:
    return max(color) - min(color) < 0.08


Drawing = dict  # one entry of ``page.get_cdrawings(extended=True)``


def page_drawings(page: pymupdf.Page) -> list[Drawing]:
    """The page's paths, clips and groups, as PyMuPDF lists them (tuples, not Point objects:
    a fourth of the cost). Read once per page and shared by every figure on it."""
    return page.get_cdrawings(extended=True)


@dataclass(frozen=True)
class PathCount:
    paths: int
    segments: int


def count_paths(drawings: list[Drawing], bbox: pymupdf.Rect) -> PathCount:
    """Paths drawn over ``bbox`` and their segments: what reading them will cost."""
    paths = segments = 0
    for d in drawings:
        if d.get("type") in ("clip", "group"):
            continue
        r = d["rect"]
        if r[2] >= bbox.x0 and r[0] <= bbox.x1 and r[3] >= bbox.y0 and r[1] <= bbox.y1:
            paths += 1
            segments += len(d.get("items", ()))
    return PathCount(paths, segments)


def read_paths(
    page: pymupdf.Page,
    bbox: pymupdf.Rect,
    drawings: list[Drawing] | None = None,
    faint: bool = False,
) -> list[Path]:
    """The visible paths over ``bbox``; with ``faint`` also the very light grey strokes
    (``Path.faint``) that are too light to be data but may be a plot's gridlines."""
    stack: list[tuple[int, pymupdf.Rect | None]] = []
    out: list[Path] = []
    for order, d in enumerate(page_drawings(page) if drawings is None else drawings):
        level = d.get("level", 0)
        while stack and stack[-1][0] >= level:
            stack.pop()
        parent = stack[-1][1] if stack else None
        kind = d.get("type")
        if kind == "clip":
            scissor = pymupdf.Rect(d["scissor"])
            stack.append((level, scissor & parent if parent is not None else scissor))
            continue
        if kind == "group":
            stack.append((level, parent))
            continue
        r = d["rect"]
        if parent is not None and r[2] > r[0] and r[3] > r[1]:
            r = (
                max(r[0], parent.x0),
                max(r[1], parent.y0),
                min(r[2], parent.x1),
                min(r[3], parent.y1),
            )
        if r[2] < bbox.x0 or r[0] > bbox.x1 or r[3] < bbox.y0 or r[1] > bbox.y1:
            continue
        path = _flatten(d, parent, faint)
        if path is not None:
            path.order = order
            out.append(path)
    return out


def _touches(rect: pymupdf.Rect, bbox: pymupdf.Rect) -> bool:
    return rect.x1 >= bbox.x0 and rect.x0 <= bbox.x1 and rect.y1 >= bbox.y0 and rect.y0 <= bbox.y1


def _flatten(d: dict, clip: pymupdf.Rect | None, faint: bool = False) -> Path | None:
    kind = d["type"]
    stroke = d.get("color") if "s" in kind else None
    fill = d.get("fill") if "f" in kind else None
    opacity = d.get("fill_opacity")
    opaque = fill is not None and (opacity is None or opacity >= 0.95)
    light = (
        faint
        and fill is None
        and stroke is not None
        and not visible(stroke, d.get("stroke_opacity"))
        and (d.get("stroke_opacity") or 1.0) >= 0.95
        and achromatic(stroke)
        and min(stroke) < _FAINT
    )
    if not visible(stroke, d.get("stroke_opacity")) and not light:
        stroke = None
    if not visible(fill, d.get("fill_opacity")):
        fill = None
    if stroke is None and fill is None:
        return None
    subpaths: list[list[Point]] = []
    closed: list[bool] = []
    rects: list[pymupdf.Rect] = []
    for item in d["items"]:
        op = item[0]
        if op == "re":
            x0, y0, x1, y1 = item[1]
            x0, x1 = min(x0, x1), max(x0, x1)
            y0, y1 = min(y0, y1), max(y0, y1)
            pts = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
            subpaths.append(pts + [pts[0]])
            closed.append(True)
            rects.append(pymupdf.Rect(x0, y0, x1, y1))
            continue
        if op == "qu":
            ul, ur, ll, lr = item[1]
            pts = [tuple(ul), tuple(ur), tuple(lr), tuple(ll)]
            subpaths.append(pts + [pts[0]])  # type: ignore[arg-type]
            closed.append(True)
            if _axis_aligned(pts):  # type: ignore[arg-type]
                rects.append(pymupdf.Rect(min(p[0] for p in pts), min(p[1] for p in pts),
                                          max(p[0] for p in pts), max(p[1] for p in pts)))  # fmt: skip
            continue
        start, end = item[1], item[-1]
        if not subpaths or closed[-1] or _far(subpaths[-1][-1], start):
            subpaths.append([(start[0], start[1])])
            closed.append(False)
        if op == "c" and (bulge := _bulge(item[1:])) is not None:
            subpaths[-1].append(bulge)
        subpaths[-1].append((end[0], end[1]))
    if not subpaths:
        return None
    if d.get("closePath") and not closed[-1]:
        closed[-1] = True
    for i, pts in enumerate(subpaths):
        if not closed[i] and len(pts) > 2 and not _far(pts[0], pts[-1]):
            closed[i] = True
        if (
            closed[i]
            and len(pts) in (4, 5)
            and _axis_aligned(pts)
            and not any(inside(pts[0], r) for r in rects)
        ):
            rects.append(pymupdf.Rect(min(p[0] for p in pts), min(p[1] for p in pts),
                                      max(p[0] for p in pts), max(p[1] for p in pts)))  # fmt: skip
    dashes = d.get("dashes") or ""
    if fill is None and stroke is not None and len(subpaths) == 1 and not dashes.strip("[] 0"):
        bar = _bar_stroke(subpaths[0], float(d.get("width") or 0.0), d.get("lineCap"))
        if bar is not None:  # a bar drawn as one wide stroke: the box the ink covers
            fill, stroke, opaque = stroke, None, (d.get("stroke_opacity") or 1.0) >= 0.95
            subpaths, closed, rects = [_corners(bar)], [True], [bar]
    return Path(
        stroke=tuple(stroke) if stroke else None,
        fill=tuple(fill) if fill else None,
        width=float(d.get("width") or 0.0),
        dashed=bool(dashes) and not dashes.startswith("[]"),
        pattern=" ".join(dashes.split()),
        subpaths=subpaths,
        closed=closed,
        rect=pymupdf.Rect(d["rect"]),
        clip=clip,
        rect_items=rects,
        opaque=opaque,
        faint=light,
    )


_BAR_STROKE = 4.0  # points: a straight stroke this wide is a bar (Chartist draws columns so);
# lines, stems, ticks and legend strokes are thinner


def _bar_stroke(pts: list[Point], width: float, caps: object) -> pymupdf.Rect | None:
    """The box a wide upright or level straight stroke covers, with a butt or square cap (a
    round cap's end is no edge to read a value at), else None."""
    if width < _BAR_STROKE or not is_straight(pts, _NEAR):
        return None
    cap = max(caps) if isinstance(caps, tuple | list) and caps else 0
    if cap == 1:
        return None
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    if max(x1 - x0, y1 - y0) < 0.3:
        return None  # a dot
    half, end = width / 2, (width / 2 if cap == 2 else 0.0)
    if x1 - x0 < y1 - y0:  # upright: a column
        return pymupdf.Rect((x0 + x1) / 2 - half, y0 - end, (x0 + x1) / 2 + half, y1 + end)
    return pymupdf.Rect(x0 - end, (y0 + y1) / 2 - half, x1 + end, (y0 + y1) / 2 + half)


def _corners(r: pymupdf.Rect) -> list[Point]:
    pts = [(r.x0, r.y0), (r.x1, r.y0), (r.x1, r.y1), (r.x0, r.y1)]
    return pts + [pts[0]]


def _far(a: Point, b: Point) -> bool:
    return abs(a[0] - b[0]) > _NEAR or abs(a[1] - b[1]) > _NEAR


def _axis_aligned(pts: list[Point]) -> bool:
    return all(
        abs(a[0] - b[0]) < _NEAR or abs(a[1] - b[1]) < _NEAR
        for a, b in zip(pts, pts[1:], strict=False)
    )


# Points: a curve this short that bows this far from its chord is part of a marker's outline
_SMALL_CURVE, _BOW = 12.0, 0.5


def _bulge(ctrl) -> Point | None:  # type: ignore[no-untyped-def]
    """The middle of a short Bézier curve that bows away from its chord: a circle drawn as
    two half-circle curves (ggplot2's points) keeps its height, not just its two ends (which
    would flatten it to a dash)."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = (tuple(p) for p in ctrl)
    if math.hypot(x3 - x0, y3 - y0) > _SMALL_CURVE:
        return None
    mx, my = (x0 + 3 * x1 + 3 * x2 + x3) / 8, (y0 + 3 * y1 + 3 * y2 + y3) / 8
    chord = math.hypot(x3 - x0, y3 - y0)
    off = (
        abs((x3 - x0) * (y0 - my) - (x0 - mx) * (y3 - y0)) / chord
        if chord > 1e-9
        else math.hypot(mx - x0, my - y0)
    )
    return (mx, my) if off > _BOW else None


def straight_segments(paths: list[Path]) -> list[Segment]:
    """Every horizontal or vertical grey or black stroke: axis lines, ticks and gridlines are
    among them (a spike chart's coloured uprights are data, and there may be 300,000)."""
    out: list[Segment] = []
    for path in paths:
        if path.fill is not None and achromatic(path.fill):  # axes drawn as thin filled shapes
            for pts in path.subpaths:  # a filled subpath is closed whether or not it says so
                if len(pts) >= 3:
                    out += _thin_fill(pts, path.fill)
            out += _backdrop_edges(path)
        if path.stroke is None or not achromatic(path.stroke):
            continue
        # a path of thousands of strokes is data (a spike train): only its long strokes can be
        # axes or gridlines
        shortest = 20.0 if sum(len(sp) for sp in path.subpaths) > 500 else 0.0
        mine: list[Segment] = []
        for pts in path.subpaths:
            for a, b in zip(pts, pts[1:], strict=False):
                if shortest and abs(a[0] - b[0]) + abs(a[1] - b[1]) < shortest:
                    continue
                if abs(a[1] - b[1]) < _NEAR or abs(a[0] - b[0]) < _NEAR:
                    x0, x1 = sorted((a[0], b[0]))
                    y0, y1 = sorted((a[1], b[1]))
                    if x1 - x0 > _NEAR or y1 - y0 > _NEAR:
                        mine.append(Segment(x0, y0, x1, y1, path.stroke))
        out += _joined(mine)
    return out


def _joined(segments: list[Segment]) -> list[Segment]:
    """One path's level (or upright) strokes that continue each other at a tick, as one stroke:
    an axis drawn as a single polyline that runs out and back along each tick (gri) is one long
    line with its ticks, not a row of short pieces. A stroke drawn twice is kept once; pieces
    that meet where no tick leaves (a box's edge drawn from its middle) stay apart."""
    out: list[Segment] = []
    for horizontal in (True, False):
        level = sorted(
            (s for s in segments if s.horizontal == horizontal),
            key=lambda s: (s.y0, s.x0) if horizontal else (s.x0, s.y0),
        )
        across = [s for s in segments if s.horizontal != horizontal]
        run: Segment | None = None
        for s in level:
            if run is not None and _continues(run, s, across, horizontal):
                if horizontal:
                    run = Segment(run.x0, run.y0, max(run.x1, s.x1), run.y1, run.color)
                else:
                    run = Segment(run.x0, run.y0, run.x1, max(run.y1, s.y1), run.color)
                continue
            if run is not None:
                out.append(run)
            run = s
        if run is not None:
            out.append(run)
    return out


def _continues(run: Segment, s: Segment, ticks: list[Segment], horizontal: bool) -> bool:
    """``s`` repeats ``run`` or goes on from its end, where a tick leaves the line."""
    if horizontal:
        if abs(s.y0 - run.y0) > _NEAR or s.x0 > run.x1 + _NEAR:
            return False
        if s.x1 <= run.x1 + _NEAR:
            return True  # drawn again over itself
        at = run.x1
        return any(
            abs(t.x0 - at) <= _NEAR and (abs(t.y0 - run.y0) <= _NEAR or abs(t.y1 - run.y0) <= _NEAR)
            for t in ticks
        )
    if abs(s.x0 - run.x0) > _NEAR or s.y0 > run.y1 + _NEAR:
        return False
    if s.y1 <= run.y1 + _NEAR:
        return True
    at = run.y1
    return any(
        abs(t.y0 - at) <= _NEAR and (abs(t.x0 - run.x0) <= _NEAR or abs(t.x1 - run.x0) <= _NEAR)
        for t in ticks
    )


def _backdrop_edges(path: Path) -> list[Segment]:
    """The edges of a plot's grey backdrop (ggplot style: no axis lines, white gridlines on a
    light grey panel): where the panel ends is where its fill ends."""
    if len(path.rect_items) != 1 or len(path.subpaths) != 1 or path.stroke is not None:
        return []
    assert path.fill is not None
    r = path.rect_items[0]
    if min(path.fill) < 0.8 or r.width < 40 or r.height < 40:
        return []
    edge = (0.5, 0.5, 0.5)
    return [
        Segment(r.x0, r.y0, r.x1, r.y0, edge),
        Segment(r.x0, r.y1, r.x1, r.y1, edge),
        Segment(r.x0, r.y0, r.x0, r.y1, edge),
        Segment(r.x1, r.y0, r.x1, r.y1, edge),
    ]


def _thin_fill(pts: list[Point], color: RGB) -> list[Segment]:
    """A thin filled box or triangle is a stroke along its long side; a filled outline made of
    level and upright edges (an axis with its ticks as one L) gives its long edges."""
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    w, h = x1 - x0, y1 - y0
    if h <= 1.2 and w >= 3 * max(h, 0.1):
        return [Segment(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2, color)]
    if w <= 1.2 and h >= 3 * max(w, 0.1):
        return [Segment((x0 + x1) / 2, y0, (x0 + x1) / 2, y1, color)]
    if len(pts) > 5 and _axis_aligned(pts):
        out = []
        for a, b in zip(pts, pts[1:], strict=False):
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) >= 3:
                sx0, sx1 = sorted((a[0], b[0]))
                sy0, sy1 = sorted((a[1], b[1]))
                out.append(Segment(sx0, sy0, sx1, sy1, color))
        return out
    return []


def is_straight(pts: list[Point], tol: float = 0.3) -> bool:
    """All vertices on one horizontal or one vertical line."""
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return max(ys) - min(ys) <= tol or max(xs) - min(xs) <= tol
