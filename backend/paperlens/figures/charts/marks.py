"""Data marks of one axes panel: polylines, markers and bars, with legend samples kept out.

Series are told apart by their ink: stroke colour, width and dash pattern for lines; colour and
size for markers; the colour a reader sees for bars. The axis frame, ticks, gridlines and error
bars are straight strokes and never become series. Markers lying on a line of their colour are
that line's data points (a line with markers is one series). Everything stays in page
coordinates here; ``read.py`` maps it to data values.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

import pymupdf

from .axes import Panel
from .bars import Rect, bar_marks
from .colors import ColorSampler
from .legend import PieceKey
from .paths import RGB, Path, Point, achromatic, inside, is_straight
from .text import Glyph, Word

_TOL = 0.75  # points: vertices this far outside the frame still count as inside (line joins)


@dataclass
class Marks:
    kind: Literal["line", "bar", "scatter", "area"]
    color: RGB
    width: float
    dashed: bool
    pts: list[Point]  # page coordinates; bars: (centre, value edge)
    clipped_above: bool = False
    clipped_below: bool = False
    pattern: str = ""
    markers: bool = False  # a line with markers: pts are the markers, the data points
    size: float = 0.0  # marker size
    # stacked bars and areas: the other edge of each (an area's lower boundary under each point)
    bases: list[float] = field(default_factory=list)
    horizontal: bool = False  # bars that grow along x: pts are (value edge, centre)
    waterfall: bool = False  # bars whose bases are running totals (``bars._waterfall``)


def panel_marks(
    panel: Panel,
    paths: list[Path],
    skip: set[PieceKey],
    texts: list[Word],
    glyphs: list[Glyph] = (),  # type: ignore[assignment]
    colors: ColorSampler | None = None,
) -> tuple[list[Marks], list[str]]:
    frame = panel.frame
    inner = frame + (-_TOL, -_TOL, _TOL, _TOL)
    msize = max(6.0, 0.04 * min(frame.width, frame.height))
    lines: dict[tuple, list[list[Point]]] = {}
    styles: dict[tuple, tuple[RGB, float, bool, str]] = {}
    markers: list[tuple[RGB, float, Point]] = []
    rects: list[Rect] = []
    clipped: dict[tuple, list[bool]] = {}
    areas: list[Marks] = []
    dashes: dict[tuple[RGB, float], list[list[Point]]] = {}  # short coloured strokes
    dash_marks: dict[int, int] = {}  # a short slanted stroke taken for a marker: its index
    bent: dict[int, tuple] = {}  # a short polyline: the line it belongs to unless it is a dash
    dots: dict[tuple[RGB, float], list[Point]] = {}  # strokes of no length, by ink
    stems, stem_keys = _stems(panel, paths, skip, inner)
    skip = skip | stem_keys
    alike = _round_dots(paths, skip, inner)
    for path in paths:
        keys = [(id(path), i) for i in range(len(path.subpaths))]
        live = [i for i, k in enumerate(keys) if k not in skip]
        if not live or not _belongs(path, live, frame):
            continue
        if path.fill is not None or path.stroke is not None:
            for r in path.rect_items:
                if path.clip is not None:  # a log-scale bar drawn from far below, clipped
                    r = r & path.clip
                    if r.is_empty and not (r.width > 0 and r.height > 0):
                        continue
                # a bar is narrower than half the frame across the category axis
                thick, length = (r.height, r.width) if panel.horizontal else (r.width, r.height)
                room = frame.height if panel.horizontal else frame.width
                if inner.contains(r) and thick < 0.5 * room and length > 0.3:
                    rects.append(Rect(r, path.fill, path.stroke, path.order))
        # A small path whose pieces are not one straight stroke is a marker ("x", star, circle).
        pts_all = [p for i in live for p in path.subpaths[i]]
        box = _box(pts_all)
        bw, bh = box[2] - box[0], box[3] - box[1]
        single_stroke = len(live) == 1 and is_straight(path.subpaths[live[0]])
        if (
            max(bw, bh) <= msize
            and max(bw, bh) >= 0.8
            and max(bw, bh) <= 3 * min(bw, bh) + 0.5
            and not single_stroke
            and not path.rect_items
        ):
            color = path.fill or path.stroke or (0.0, 0.0, 0.0)
            if _one_stroke(path, live) and not achromatic(color):  # a dash, or an arm of an "x"
                dashes.setdefault((color, path.width), []).append(path.subpaths[live[0]])
                dash_marks[id(path.subpaths[live[0]])] = len(markers)
            markers.append(
                (color, round(max(bw, bh) * 2) / 2, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2))
            )
            continue
        for i in live:
            pts, closed = path.subpaths[i], path.closed[i]
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            w, h = max(xs) - min(xs), max(ys) - min(ys)
            # a dot a little larger (lets-plot's points in a short plot): filled, coloured (or
            # grey or black, where the plot holds several alike: a dot plot's one grey
            # series), as wide as tall and no rectangle (a small square bar is one)
            # (or an open shape, a closed outline in a colour: Tk's hollow triangles)
            ink = path.fill if path.fill is not None else path.stroke if closed else None
            dot = (
                ink is not None
                and (
                    not achromatic(ink)
                    or path.fill is not None
                    and alike[_dot_key(path.fill, w, h)] >= _SEVERAL
                )
                and not path.rect_items
                and max(w, h) <= 2 * msize
                and max(w, h) <= 1.15 * min(w, h)
            )
            if (
                closed
                and max(w, h) >= 0.8
                and (max(w, h) <= msize and max(w, h) <= 3 * min(w, h) + 0.5 or dot)
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
            if closed and path.fill is not None and path.stroke is None and not path.rect_items:
                piece = _dash_piece(pts, w, h, frame)
                if piece is not None:  # a stretch of line drawn as a thin filled polygon
                    key = (("fill", tuple(round(c, 2) for c in path.fill)), path.fill, 0.0)
                    styles[key] = (path.fill, min(w, h), True, "filled dashes")
                    lines.setdefault(key, []).append(piece)
                    clipped.setdefault(key, [False, False])
                elif (area := _area(pts, path.fill, frame, panel)) is not None:
                    areas.append(area)
                continue
            if closed or path.stroke is None or len(pts) < 2:
                continue
            if max(w, h) <= _DOT and inside(pts[0], inner):
                # a stroke of no length draws its cap alone: a wide one is a round marker at a
                # data point (Gnumeric's), a thin one a dot of a dotted line (pic's)
                if path.width >= _DOT_MARKER:
                    markers.append((path.stroke, round(path.width * 2) / 2, pts[0]))
                else:
                    dots.setdefault((path.stroke, path.width), []).append(pts[0])
                continue
            if is_straight(pts) and (achromatic(path.stroke) or max(w, h) < 0.1 * frame.width):
                if not achromatic(path.stroke) and inside(pts[0], inner) and inside(pts[-1], inner):
                    dashes.setdefault((path.stroke, path.width), []).append(pts)
                continue  # frame, tick, gridline, error bar; or one dash of a dashed line
            if achromatic(path.stroke) and _on_frame(pts, frame):
                continue  # an axis drawn as one polyline
            key = (path.style, path.stroke, path.width)
            styles[key] = (
                path.stroke,
                path.width,
                path.dashed,
                path.pattern if path.dashed else "",
            )
            flags = clipped.setdefault(key, [False, False])
            _flag_clipping(pts, path.clip, frame, panel, flags)
            view = inner if path.clip is None else inner & (path.clip + (-_TOL, -_TOL, _TOL, _TOL))
            shown = [p for p in pts if inside(p, view)]
            if shown and not achromatic(path.stroke) and max(w, h) <= msize:
                dashes.setdefault((path.stroke, path.width), []).append(shown)
                bent[id(shown)] = key  # a dash bent at a data point, or a short line
            elif shown:
                lines.setdefault(key, []).append(shown)
    for (stroke, width), pts in dots.items():
        for dotted in _dot_runs(pts, frame):
            key = (("dots", ()), stroke, width)
            styles[key] = (stroke, width, True, "dots")
            lines.setdefault(key, []).append(dotted)
            clipped.setdefault(key, [False, False])
    for key in list(lines):
        # A bar's pen stroked apart from its fill (Qt strokes the open outline, then fills the
        # polygon) traces the bar, not a line series.
        lines[key] = [p for p in lines[key] if not any(_traces(p, r.rect) for r in rects)]
        if not lines[key]:
            del lines[key]
    in_runs: set[int] = set()
    dashed: set[int] = set()
    for (stroke, width), pieces in dashes.items():
        for run in _dash_runs(pieces, frame):
            owners = [bent[id(piece)] for piece in run if id(piece) in bent]
            if _gapless(run) and owners:  # a solid line drawn in short pieces
                key = owners[0]
            else:
                key = (("dashes", ()), stroke, width)
                styles[key] = (stroke, width, not _gapless(run), "dashes")
            lines.setdefault(key, []).append([p for piece in run for p in sorted(piece)])
            clipped.setdefault(key, [False, False])
            in_runs.update(dash_marks[id(piece)] for piece in run if id(piece) in dash_marks)
            dashed.update(id(piece) for piece in run)
        for piece in pieces:
            if id(piece) in bent and id(piece) not in dashed:
                lines.setdefault(bent[id(piece)], []).append(piece)
            elif id(piece) not in dashed and (
                joined := _joined_line(piece, stroke, width, lines, styles)
            ):
                lines[joined].append(piece)  # a riser of a step line, drawn stroke by stroke
    markers = [m for i, m in enumerate(markers) if i not in in_runs]
    for g in glyphs:
        if inside((g.cx, g.cy), inner):
            markers.append((g.color, round(g.size * 2) / 2, (g.cx, g.cy)))
    bars, notes = bar_marks(rects, panel, texts, colors)
    if bars:  # small square bars look like markers; black marks on bar ends are error bars
        boxes = [r.rect for r in rects]
        # ... unless a line of their colour runs through them: a twin-axis line with markers
        # drawn over the bars (counts as bars, a rate as the line) keeps its points.
        on_line = [(styles[k][0], piece) for k, pieces in lines.items() for piece in pieces]
        markers = [
            m
            for m in markers
            if any(
                not achromatic(m[0]) and same_color(m[0], c, 0.12) and _near_polyline(m[2], p, 2.0)
                for c, p in on_line
            )
            or not any(inside(m[2], r) for r in boxes)
            and not (achromatic(m[0]) and any(r.x0 <= m[2][0] <= r.x1 for r in boxes))
        ]
    out = _line_marks(lines, styles, clipped, frame)
    steps = [_step_points(m.pts) if m.kind == "line" else m.pts for m in out]
    if any(len(new) != len(m.pts) for new, m in zip(steps, out, strict=True)):
        for m, new in zip(out, steps, strict=True):
            m.pts = new
        notes.append(
            "Step lines: each value holds from its point to the next step; the values are "
            "read at the steps' corners."
        )
    out = _with_markers(out, markers, inner)
    if len(areas) >= 2 and _stacked(areas):
        # the layers' outlines are their boundaries, not series of their own
        out = [m for m in out if not _on_areas(m, areas)]
        notes.append("The areas are stacked: each layer's value is its own thickness.")
        out += areas
    return out + [_as_marks(b) for b in bars] + stems, notes


_SEVERAL = 3  # grey dots of one size that make a series, not one decoration


def _dot_key(fill: RGB, w: float, h: float) -> tuple[tuple[float, ...], float]:
    return tuple(round(c, 2) for c in fill), round(max(w, h) * 2) / 2


def _round_dots(
    paths: list[Path], skip: set[PieceKey], inner: pymupdf.Rect
) -> Counter[tuple[tuple[float, ...], float]]:
    """How many filled round closed shapes inside the plot share each fill and size."""
    out: Counter[tuple[tuple[float, ...], float]] = Counter()
    for path in paths:
        if path.fill is None or path.rect_items:
            continue
        for i, pts in enumerate(path.subpaths):
            if (id(path), i) in skip or not path.closed[i] or not inside(pts[0], inner):
                continue
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            w, h = max(xs) - min(xs), max(ys) - min(ys)
            if 0.8 <= max(w, h) <= 1.15 * min(w, h):
                out[_dot_key(path.fill, w, h)] += 1
    return out


def _stems(
    panel: Panel, paths: list[Path], skip: set[PieceKey], inner: pymupdf.Rect
) -> tuple[list[Marks], set[PieceKey]]:
    """Lollipop and spike charts: coloured straight strokes of one ink, one per category, each
    from one common baseline (the zero line) out to its value, of different lengths. They are
    bars drawn as lines (the dot on a lollipop's end is decoration): the far end is the value.
    Returns the bar marks and the pieces they took."""
    groups: dict[tuple[RGB, float], list[tuple[PieceKey, Point, Point]]] = {}
    for path in paths:
        live = [i for i in range(len(path.subpaths)) if (id(path), i) not in skip]
        if len(live) != 1 or path.stroke is None or path.fill is not None:
            continue
        if achromatic(path.stroke) or path.dashed or path.closed[live[0]]:
            continue
        pts = path.subpaths[live[0]]
        a, b = pts[0], pts[-1]
        along = abs(a[0] - b[0]) if panel.horizontal else abs(a[1] - b[1])
        if not is_straight(pts) or along < 1.0 or not (inside(a, inner) and inside(b, inner)):
            continue
        if (abs(a[1] - b[1]) if panel.horizontal else abs(a[0] - b[0])) > 0.3:
            continue  # not along the value axis
        groups.setdefault((path.stroke, round(path.width, 2)), []).append(
            ((id(path), live[0]), a, b)
        )
    out: list[Marks] = []
    taken: set[PieceKey] = set()
    v = 0 if panel.horizontal else 1  # the value coordinate
    for (color, width), group in groups.items():
        if len(group) < 3:
            continue
        across = sorted(p[1 - v] for _, p, _ in group)
        if any(q - p < 2.0 for p, q in zip(across, across[1:], strict=False)):
            continue  # two strokes at one category: not one stem each
        ends = [(p[v], q[v]) for _, p, q in group]
        base = _common_end(ends)
        if base is None:
            continue
        tips = [e[1] if abs(e[0] - base) <= 0.5 else e[0] for e in ends]
        if max(tips) - min(tips) < 1.0:
            continue  # all of one length: ticks or a comb, not data
        heads: list[Point] = []
        for (_, p, _), tip in zip(group, tips, strict=True):
            at = p[1 - v]
            head = _head(paths, color, at, tip, v)
            if head is not None:  # the dot is centred on the value; the stem may stop at its edge
                tip = head[1]
                taken.add(head[0])
            heads.append((tip, at) if panel.horizontal else (at, tip))
        heads.sort(key=lambda c: c[1 - v])
        out.append(Marks("bar", color, width, False, heads, horizontal=panel.horizontal))
        taken.update(k for k, _, _ in group)
    return out, taken


def _head(
    paths: list[Path], color: RGB, at: float, tip: float, v: int
) -> tuple[PieceKey, float] | None:
    """The dot on a stem's end: a small round closed shape of the stem's ink centred on the
    stem, with the tip inside it or on its edge; its piece and its centre along the value axis."""
    for path in paths:
        ink = [c for c in (path.stroke, path.fill) if c is not None]
        if not any(same_color(c, color) for c in ink):
            continue
        for i, pts in enumerate(path.subpaths):
            if not path.closed[i] or len(pts) < 3:
                continue
            x0, y0, x1, y1 = _box(pts)
            w, h = x1 - x0, y1 - y0
            if not (1.0 <= max(w, h) <= 30.0 and max(w, h) <= 1.3 * min(w, h)):
                continue
            lo, hi = (x0, x1) if v == 0 else (y0, y1)
            mid = ((y0 + y1) if v == 0 else (x0 + x1)) / 2
            if abs(mid - at) <= 1.0 and lo - 1.0 <= tip <= hi + 1.0:
                return (id(path), i), (lo + hi) / 2
    return None


def _common_end(ends: list[tuple[float, float]]) -> float | None:
    """The value-axis coordinate every stroke has one end at (within half a point), if any."""
    for cand in (ends[0][0], ends[0][1]):
        if all(min(abs(a - cand), abs(b - cand)) <= 0.5 for a, b in ends):
            return cand
    return None


def _area(pts: list[Point], fill: RGB, frame: pymupdf.Rect, panel: Panel) -> Marks | None:
    """A filled band across most of the frame's width (a stacked area layer, a ribbon): its
    upper and lower boundaries at each x where it has a vertex."""
    if panel.horizontal or achromatic(fill):
        return None
    xs = [p[0] for p in pts]
    if max(xs) - min(xs) < 0.4 * frame.width:
        return None
    ring = pts if pts[0] == pts[-1] else [*pts, pts[0]]
    at = sorted({round(x, 2) for x, _ in ring})
    if len(at) < 3:
        return None
    top, bottom = [], []
    for x in at:
        ys = _crossings(ring, x)
        if ys:
            top.append((x, min(ys)))
            bottom.append(max(ys))
    return Marks("area", fill, 0.0, False, top, bases=bottom)


def _crossings(ring: list[Point], x: float) -> list[float]:
    """Page y where the vertical line at x meets the outline: a layer's upper and lower
    boundary there, however the outline was started and turned."""
    ys = []
    for (x0, y0), (x1, y1) in zip(ring, ring[1:], strict=False):
        if min(x0, x1) - 0.01 <= x <= max(x0, x1) + 0.01:
            if abs(x1 - x0) < 0.01:
                ys += [y0, y1]
            else:
                ys.append(y0 + (y1 - y0) * (x - x0) / (x1 - x0))
    return ys


def _stacked(areas: list[Marks]) -> bool:
    """Layers that rest on one another: one layer's lower boundary is another's upper one."""
    tops = {(round(x), round(y)) for a in areas for x, y in a.pts}
    rest = 0
    for a in areas:
        if all(abs(b - a.bases[0]) < 0.5 for b in a.bases):
            continue  # the bottom layer, on the axis
        on = sum((round(x), round(b)) in tops for (x, _), b in zip(a.pts, a.bases, strict=True))
        rest += on >= 0.6 * len(a.pts)
    return rest >= 1


def _on_areas(m: Marks, areas: list[Marks]) -> bool:
    edges = [(x, y) for a in areas for x, y in a.pts] + [
        (x, b) for a in areas for (x, _), b in zip(a.pts, a.bases, strict=True)
    ]
    return m.kind == "line" and all(
        any(abs(x - ex) <= 1.0 and abs(y - ey) <= 1.0 for ex, ey in edges) for x, y in m.pts[::5]
    )


def _as_marks(b) -> Marks:  # type: ignore[no-untyped-def]
    return Marks(
        "bar", b.color, 0.0, False, b.pts, pattern=b.texture, bases=b.bases,
        horizontal=b.horizontal, waterfall=b.waterfall,
    )  # fmt: skip


def _box(pts: list[Point]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def _belongs(path: Path, live: list[int], frame: pymupdf.Rect) -> bool:
    """At least half of the path's (non-legend) vertices lie in this panel's frame."""
    r = path.rect
    if r.x0 > frame.x1 + 2 or r.x1 < frame.x0 - 2 or r.y0 > frame.y1 + 2 or r.y1 < frame.y0 - 2:
        return False
    box = frame + (-2, -2, 2, 2)
    if max(r.width, r.height) <= 8:  # a marker on an edge or a corner: its centre decides
        return inside(((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2), box)
    pts = [p for i in live for p in path.subpaths[i]]
    n_in = sum(1 for p in pts if inside(p, box))
    return n_in * 2 >= len(pts)


def _traces(pts: list[Point], box: pymupdf.Rect) -> bool:
    """Whether a polyline turns a corner and runs only along the edges of ``box``: the box's
    outline, drawn as a path of its own."""
    tol = 0.75

    def on_edge(p: Point) -> bool:
        within = box.x0 - tol <= p[0] <= box.x1 + tol and box.y0 - tol <= p[1] <= box.y1 + tol
        return within and (
            min(abs(p[0] - box.x0), abs(p[0] - box.x1)) <= tol
            or min(abs(p[1] - box.y0), abs(p[1] - box.y1)) <= tol
        )

    return len(pts) >= 3 and not is_straight(pts) and all(map(on_edge, pts))


def _on_frame(pts: list[Point], frame: pymupdf.Rect) -> bool:
    """Every stroke along an edge of the frame, or a short tick off it: the axes drawn as one L
    or box, or one axis drawn as a single polyline out and back along each tick (gri)."""
    tick = max(8.0, 0.05 * min(frame.width, frame.height))

    def edge(p: Point) -> bool:
        return (
            min(abs(p[0] - frame.x0), abs(p[0] - frame.x1)) <= 1.0
            or min(abs(p[1] - frame.y0), abs(p[1] - frame.y1)) <= 1.0
        )

    for a, b in zip(pts, pts[1:], strict=False):
        if edge(a) and edge(b):
            continue
        upright = abs(a[0] - b[0]) < 0.05 or abs(a[1] - b[1]) < 0.05
        if not (upright and (edge(a) or edge(b)) and math.dist(a, b) <= tick):
            return False
    return edge(pts[0]) or edge(pts[-1])


def _dash_piece(pts: list[Point], w: float, h: float, frame: pymupdf.Rect) -> list[Point] | None:
    """The centre line of a thin, elongated filled polygon (Excel draws dashes this way)."""
    if min(w, h) > 2.5 or max(w, h) > 0.25 * frame.width:
        return None
    a, b = max(
        ((p, q) for i, p in enumerate(pts) for q in pts[i + 1 :]),
        key=lambda pq: math.dist(*pq),
        default=(pts[0], pts[0]),
    )
    length = math.dist(a, b)
    if length < 3 * max(0.3, _thickness(pts, a, b)):
        return None  # not elongated: a marker or a blob
    return sorted([a, b])


def _one_stroke(path: Path, live: list[int]) -> bool:
    """One open straight segment, stroked and not filled."""
    if len(live) != 1 or path.fill is not None or path.stroke is None or path.closed[live[0]]:
        return False
    pts = path.subpaths[live[0]]
    return len(pts) == 2 or (len(pts) > 2 and _thickness(pts, pts[0], pts[-1]) < 0.3)


def _dash_runs(pieces: list[list[Point]], frame: pymupdf.Rect) -> list[list[list[Point]]]:
    """Dashed lines drawn one dash per path (PLplot, GNU plotutils): short strokes of one ink,
    each starting a little right of where the last one ended (a gap no longer than a few
    dashes), that run across a good part of the frame. Ticks, error bars and the arms of "x"
    markers of that ink are strokes too, but lie far apart, across each other or across the
    x axis, so they chain into nothing wide."""
    runs: list[list[list[Point]]] = []
    for piece in sorted(pieces, key=lambda sp: min(p[0] for p in sp)):
        a, b = sorted([piece[0], piece[-1]])
        size = math.dist(a, b)
        for run in runs:
            end = max(run[-1][0], run[-1][-1])
            last = math.dist(run[-1][0], run[-1][-1])
            reach = min(3 * max(size, last) + 1.0, 0.05 * frame.width)
            if a[0] >= end[0] - 0.3 and math.dist(end, a) <= reach:
                run.append(piece)
                break
        else:
            runs.append([piece])
    return [
        run
        for run in runs
        if len(run) >= 5
        and max(p[0] for sp in run for p in sp) - min(p[0] for sp in run for p in sp)
        >= 0.15 * frame.width
    ]


_DOT = 0.05  # points: a stroke no longer than this is a dot (its round cap is all it draws)
_DOT_MARKER = 2.0  # points: a dot this wide is a marker


def _dot_runs(dots: list[Point], frame: pymupdf.Rect) -> list[list[Point]]:
    """Dotted lines drawn one dot per path (pic draws a dotted line as strokes of no length
    with round caps): dots of one ink, each a few dot spacings at most from the last one of
    its run, left to right, that run across a good part of the frame. A run of dots along one
    level or upright line is a dotted gridline or rule, no data."""
    if len(dots) < _MIN_DOTS:
        return []
    pts = sorted(dots)
    gaps = sorted(_nearest(pts, i) for i in range(len(pts)))
    if gaps[len(gaps) // 2] > 0.03 * frame.width:
        return []  # dots far apart: points of a scatter, not a dotted line
    reach = 3 * max(gaps[len(gaps) // 2], 0.5)
    runs: list[list[Point]] = []
    open_runs: list[list[Point]] = []  # those whose last dot is within reach along x
    for p in pts:
        open_runs = [r for r in open_runs if r[-1][0] >= p[0] - reach]
        near = [r for r in open_runs if p[0] >= r[-1][0] and math.dist(r[-1], p) <= reach]
        if near:
            min(near, key=lambda r: math.dist(r[-1], p)).append(p)
        else:
            runs.append([p])
            open_runs.append(runs[-1])
    return [
        r
        for r in runs
        if len(r) >= _MIN_DOTS and r[-1][0] - r[0][0] >= 0.15 * frame.width and not is_straight(r)
    ]


def _nearest(pts: list[Point], i: int) -> float:
    """The distance from ``pts[i]`` to the nearest other point (``pts`` sorted by x): a scan
    out from it both ways along x, stopped where x alone is farther than the nearest found."""
    best = math.inf
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(pts) and abs(pts[j][0] - pts[i][0]) < best:
            best = min(best, math.dist(pts[i], pts[j]))
            j += step
    return best


_MIN_DOTS = 8


def _gapless(run: list[list[Point]]) -> bool:
    """Each piece starts where the one before it ended: a line drawn in pieces, not dashed."""
    gaps = sorted(
        math.dist(max(a[0], a[-1]), min(b[0], b[-1])) for a, b in zip(run, run[1:], strict=False)
    )
    return gaps[len(gaps) // 2] < 0.3


def _thickness(pts: list[Point], a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    return max(abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / n for p in pts) * 2


_ZERO_SHARE = 1e-4


def _flag_clipping(pts, clip, frame, panel: Panel, flags: list[bool]) -> None:  # type: ignore[no-untyped-def]
    if not panel.bounded:
        return  # no drawn edge: a point past the ticks is not "cut off"
    # (zero within a ten-thousandth of the axis: its ticks' positions are rounded to the point)
    span = abs(panel.y.value(frame.y0) - panel.y.value(frame.y1))
    top_zero = abs(panel.y.value(frame.y0)) <= _ZERO_SHARE * span
    bottom_zero = abs(panel.y.value(frame.y1)) <= _ZERO_SHARE * span
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


def _line_marks(lines, styles, clipped, frame: pymupdf.Rect) -> list[Marks]:  # type: ignore[no-untyped-def]
    out: list[Marks] = []
    for key, parts in lines.items():
        color, width, dashed, pattern = styles[key]
        chains: list[list[list[Point]]] = []
        ends: list[float] = []  # the rightmost x of each chain
        # (a riser at a step comes before the run that starts where it ends; see _continues)
        for part in sorted(parts, key=lambda sp: (min(p[0] for p in sp), max(p[0] for p in sp))):
            lo = min(p[0] for p in part)
            hi = max(p[0] for p in part)
            # of the chains it may go on, the one whose end is nearest its start: lines of one
            # ink drawn a segment at a time (pic, grap) interleave their pieces along x. A part
            # reaching back over a chain's end goes on it only from that end.
            start = min(part)
            fits = [
                k
                for k, chain in enumerate(chains)
                if ends[k] <= lo + 0.02 * frame.width
                and (ends[k] <= lo + 0.5 or math.dist(max(chain[-1]), start) <= 1.0)
                and _continues(chain, part)
            ]
            if fits:
                k = min(fits, key=lambda k: math.dist(max(chains[k][-1]), start))
                chains[k].append(part)
                ends[k] = max(ends[k], hi)
            else:
                chains.append([part])
                ends.append(hi)
        for chain in chains:
            pts = [p for sp in chain for p in sp]
            pts = [
                p
                for i, p in enumerate(pts)
                if i == 0 or abs(p[0] - pts[i - 1][0]) > 0.01 or abs(p[1] - pts[i - 1][1]) > 0.01
            ]
            pts = _off_floor(pts, frame)
            if len(pts) < 2 or max(p[0] for p in pts) - min(p[0] for p in pts) < 0.03 * frame.width:
                continue
            above, below = clipped[key]
            # a line drawn one dash per path, chained from its dashes, is dashed (short pieces
            # with gaps; base R's type="b" leaves gaps too, around markers between long pieces)
            lengths = sorted(math.dist(sp[0], sp[-1]) for sp in chain)
            gapped = (
                not dashed
                and len(chain) >= 5
                and lengths[len(lengths) // 2] <= 0.03 * frame.width
                and sorted(len(sp) for sp in chain)[len(chain) // 2] <= 3  # a dash is a stroke
                and sum(map(_upright, chain)) * 2 < len(chain)  # (not impulses)
                and not _gapless(chain)
            )
            out.append(Marks("line", color, width, dashed or gapped, pts, above, below, pattern))
    return out


def _off_floor(pts: list[Point], frame: pymupdf.Rect) -> list[Point]:
    """The line without a drop to the frame's bottom at either end: svg.charts starts each line
    at the foot of its first point (the outline of the area it can fill), which is no value.
    A step line's riser is followed by a level run, and stays."""

    def foot(p: Point, q: Point, after: Point) -> bool:
        return (
            abs(p[0] - q[0]) <= 0.05
            and abs(p[1] - frame.y1) <= _TOL
            and q[1] < p[1] - 0.5
            and abs(after[1] - q[1]) > 0.05
        )

    if len(pts) >= 3 and foot(pts[0], pts[1], pts[2]):
        pts = pts[1:]
    if len(pts) >= 3 and foot(pts[-1], pts[-2], pts[-3]):
        pts = pts[:-1]
    return pts


def _continues(chain: list[list[Point]], part: list[Point]) -> bool:
    """Whether ``part`` may follow ``chain``. An upright stroke (a step's riser, or an error bar
    in the line's ink) joins, or leads, only where an end of it meets the neighbouring part."""
    last = chain[-1]
    if _upright(part) or all(_upright(sp) for sp in chain):
        return any(math.dist(e, t) <= 0.3 for e in (last[0], last[-1]) for t in (part[0], part[-1]))
    return True


def _upright(part: list[Point]) -> bool:
    return max(p[0] for p in part) - min(p[0] for p in part) <= 0.05


def _joined_line(
    piece: list[Point],
    stroke: RGB,
    width: float,
    lines: dict[tuple, list[list[Point]]],
    styles: dict[tuple, tuple[RGB, float, bool, str]],
) -> tuple | None:
    """The line of this ink whose pieces this short stroke joins at both ends, or an upright
    stroke that goes on from the line's last end (a step line drawn one stroke at a time: its
    risers are short, its runs long), or None."""
    ends = (piece[0], piece[-1])
    upright = abs(piece[0][0] - piece[-1][0]) <= 0.05
    for key, parts in lines.items():
        color, w, _, _ = styles[key]
        if not same_color(color, stroke, 0.02) or abs(w - width) > 0.05:
            continue
        tips = [p for part in parts for p in (part[0], part[-1])]
        touch = [any(math.dist(e, t) <= 0.3 for t in tips) for e in ends]
        last = max(tips)
        if all(touch) or (upright and any(math.dist(e, last) <= 0.3 for e in ends)):
            return key
    return None


def _step_points(pts: list[Point]) -> list[Point]:
    """The data points of a step line: a polyline of level runs and upright risers, taking
    turns. Where it starts with a run (a value held until the next x), each riser ends at
    the next point; where it starts with a riser, each run does. Other lines are unchanged."""
    if len(pts) < 5:
        return pts
    kinds = []
    for a, b in zip(pts, pts[1:], strict=False):
        if abs(a[1] - b[1]) <= 0.05 and b[0] > a[0]:
            kinds.append("run")
        elif abs(a[0] - b[0]) <= 0.05:
            kinds.append("rise")
        else:
            return pts
    if any(k == n for k, n in zip(kinds, kinds[1:], strict=False)) or kinds.count("rise") < 2:
        return pts
    turn = "rise" if kinds[0] == "run" else "run"
    return [pts[0]] + [pts[i + 1] for i, k in enumerate(kinds) if k == turn]


def _with_markers(lines: list[Marks], markers, inner: pymupdf.Rect) -> list[Marks]:  # type: ignore[no-untyped-def]
    """Markers on a line of their colour become its data points; the rest are scatter series
    (one per colour and size). Duplicates (a marker filled, then outlined) count once. Markers
    of one colour spread over several lines of that colour (black lines told apart by dash and
    marker shape) go each to the line it lies on."""
    groups: dict[tuple, list[Point]] = {}
    colors: dict[tuple, RGB] = {}
    sizes: dict[tuple, float] = {}
    for color, size, c in markers:
        if not inside(c, inner):
            continue
        key = (tuple(round(v, 2) for v in color), 0.0)  # one group per colour: a shape's size
        colors[key] = color  # varies with its orientation (triangles up and down)
        sizes[key] = max(sizes.get(key, 0.0), size)
        pts = groups.setdefault(key, [])
        if not any(abs(c[0] - p[0]) < 0.3 and abs(c[1] - p[1]) < 0.3 for p in pts):
            pts.append(c)
    # A marker filled in one colour and outlined in another is one marker: merge groups whose
    # points coincide, keeping the coloured one.
    keys = sorted(groups, key=lambda k: achromatic(colors[k]))
    out_lines = list(lines)
    scatter: list[Marks] = []
    for key in keys:
        pts = groups[key]
        color = colors[key]
        # base R's type="b" leaves a gap around each point: the first and last points lie
        # beyond the ends of their line, by about a marker's size
        reach = 2.5 * sizes[key]
        split = _split_among_lines(pts, color, out_lines, reach)
        for line, mine in split:
            _attach(line, mine, inner)
        owner = None if split else _line_for(pts, color, out_lines, reach)
        if owner is not None:
            # (a marker of its ink off the line is no point of it: a legend's sample set
            # inside the plot)
            _attach(owner, [c for c in pts if _line_gap(c, owner.pts, reach) <= 2.0], inner)
        if split or owner is not None:
            continue
        twin = next(
            (
                m
                for m in scatter
                if len(m.pts) == len(pts) and all(_has(m.pts, p, 0.6) for p in pts)
            ),
            None,
        )
        if twin is not None:
            continue
        if len(pts) >= 2:
            scatter.append(Marks("scatter", color, key[1], False, sorted(pts), size=key[1]))
    return out_lines + scatter


def _attach(owner: Marks, pts: list[Point], inner: pymupdf.Rect) -> None:
    """The markers become the line's data points."""
    if not owner.markers:
        owner.markers, owner.pts = True, []
    # a line that ends in a point mark on the frame's edge reaches that value; it is not cut
    # off there
    if owner.clipped_above and any(abs(p[1] - inner.y0) <= 1.5 for p in pts):
        owner.clipped_above = False
    if owner.clipped_below and any(abs(p[1] - inner.y1) <= 1.5 for p in pts):
        owner.clipped_below = False
    owner.pts = sorted(owner.pts + [p for p in pts if not _has(owner.pts, p)])


def _split_among_lines(
    pts: list[Point], color: RGB, lines: list[Marks], reach: float
) -> list[tuple[Marks, list[Point]]]:
    """Each marker to the line of its colour it lies on (a marker where lines meet, to each of
    them); [] unless most markers lie on a line and at least two lines get some."""
    cands = [ln for ln in lines if ln.kind == "line" and same_color(color, ln.color, 0.12)]
    if len(cands) < 2:
        return []
    mine: dict[int, list[Point]] = {}
    placed = 0
    for c in pts:
        gaps = [_line_gap(c, ln.pts, reach) for ln in cands]
        best = min(gaps)
        if best > 2.0:
            continue
        placed += 1
        for k, g in enumerate(gaps):
            if g <= best + 0.5:
                mine.setdefault(k, []).append(c)
    if placed < 0.6 * len(pts) or sum(len(v) >= 2 for v in mine.values()) < 2:
        return []
    return [(cands[k], v) for k, v in mine.items() if len(v) >= 2]


def _has(pts: list[Point], c: Point, tol: float = 0.3) -> bool:
    return any(abs(c[0] - p[0]) < tol and abs(c[1] - p[1]) < tol for p in pts)


def _line_for(pts: list[Point], color: RGB, lines: list[Marks], reach: float = 0.0) -> Marks | None:
    """The line of this colour that most of these markers sit on (within 2 pt of it, or of
    its ends drawn on by ``reach``)."""
    best, best_n = None, 0
    for ln in lines:
        if ln.kind != "line" or not same_color(color, ln.color, 0.12):
            continue
        n = sum(1 for c in pts if _line_gap(c, ln.pts, reach) <= 2.0)
        if n >= 0.6 * len(pts) and n > best_n:
            best, best_n = ln, n
    return best


def _line_gap(c: Point, pts: list[Point], reach: float) -> float:
    """Distance from c to the polyline, its first and last segments drawn on by ``reach``."""
    if _near_polyline(c, pts, 2.0):
        return (
            min(_seg_dist(c, a, b) for a, b in zip(pts, pts[1:], strict=False))
            if len(pts) > 1
            else math.dist(c, pts[0])
        )
    best = math.inf
    if reach > 0 and len(pts) >= 2:
        for a, b in ((pts[1], pts[0]), (pts[-2], pts[-1])):
            n = math.dist(a, b)
            if n == 0:
                continue
            ux, uy = (b[0] - a[0]) / n, (b[1] - a[1]) / n
            far = (b[0] + ux * reach, b[1] + uy * reach)
            best = min(best, _seg_dist(c, b, far))
    return best


def _seg_dist(c: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = dx * dx + dy * dy
    t = 0.0 if n == 0 else max(0.0, min(1.0, ((c[0] - a[0]) * dx + (c[1] - a[1]) * dy) / n))
    return math.dist(c, (a[0] + t * dx, a[1] + t * dy))


def _near_polyline(c: Point, pts: list[Point], tol: float) -> bool:
    for a, b in zip(pts, pts[1:], strict=False):
        if min(a[0], b[0]) - tol > c[0] or max(a[0], b[0]) + tol < c[0]:
            continue
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = dx * dx + dy * dy
        t = 0.0 if n == 0 else max(0.0, min(1.0, ((c[0] - a[0]) * dx + (c[1] - a[1]) * dy) / n))
        if math.dist(c, (a[0] + t * dx, a[1] + t * dy)) <= tol:
            return True
    return len(pts) == 1 and math.dist(c, pts[0]) <= tol


def same_color(a: RGB, b: RGB, tol: float = 0.08) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= tol
