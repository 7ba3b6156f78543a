"""Charts embedded as pictures: their pixels traced back into the drawing a vector chart has.

A matplotlib PNG or a spreadsheet screenshot has no paths, only pixels. The figure is rendered,
its words are read by OCR, and its ink is traced into the paths a plotting tool would have
drawn: long level and upright runs of grey or black become axis lines, gridlines and ticks;
each ink colour's connected marks become a filled box (a bar, a legend swatch) or a stroke
through the middle of each pixel column (a curve, a legend sample). The vector reader then
reads those paths as it reads any chart, so a raster chart gets the same model, legend names
and answers; its values are good to about a pixel, and the chart says they are approximate.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace

import numpy as np
import pymupdf

from .model import ChartData
from .paths import Drawing
from .read import ChartBudget, ChartReading, read_marks
from .text import Word, read_text

Box = tuple[float, float, float, float]

_PAPER = 235  # brighter than this (all channels' mean) is the paper, never ink
# pixels per point at most: OCR reads 5-6 pt tick labels and legend names at 4 ("1.4" came
# back as "L.4" at 3); the pixel budget bounds the OCR time (about 1 s of CPU per Mpx)
_MAX_ZOOM = 4.0
_PAPER_SHARE = 0.5  # a plot leaves at least this much of its picture paper-white
_CHROMA = 30  # a colour whose channels differ by this much is a series colour, not grey
_GREY = 20  # ink whose channels differ by less is grey; between the two, a colour's blends
_DARK = 110  # achromatic ink darker than this is black ink (axes, text, a black series)
_BLACK = 60  # ink this dark is black with a colour's tint at most, if its channels differ by
_TINT = 40  # less than this (a dark series colour, navy or dark green, differs by far more)
_MAX_KEYS = 10  # series colours told apart in one chart
_RARE = 0.03  # of the commonest colour's pixels: a colour rarer than this is no series
_BLEND_OFF = 30  # a blend of a colour with the paper lies this close to the line between them
_KEY_NEAR = 70  # pixels this close (summed RGB difference) to a series colour are that colour
_LONG = 0.2  # of the image's side: a straight run this long is an axis line or a gridline
_TICK_PT = 8.0  # an axis runs on past the frame's corner by a tick mark at most this long
# pixels: a box stopping this short of a line (beyond its half width) runs on under it; the
# antialiased rows of a line over the bars are too broken to count in its width
_UNDER_PX = 3
_ALONG = 0.8  # of a box's side: a line along this much of it is the box's edge or its outline
_OUTLINE = 1.2  # of a box's side: a line along it no longer than this is its outline, no axis
_SOLID = 0.85  # a mark that fills this much of its box is a filled box, not a stroke
# ... unless it is black or light grey, at most this many points thick and this many times as
# long: a line drawn thick (the outline between two segments of a stacked bar, a gridline's
# piece between two bars), not a bar
_RULE_PT = 1.2
_RULE_RATIO = 6
_DASH_GAP_PT = 4.0  # marks of one ink closer than this are one mark: the dashes of a line
_MIN_MARK_PX = 6  # marks with fewer pixels are specks (JPEG noise, antialiasing)
_FAINT_STROKE = 0.85  # a grey stroke lighter than this (all channels) is a gridline's piece
_UPRIGHT_STRIP = 0.2  # of the picture's width: the left edge, where a y title is set upright


def trace(img: np.ndarray, zoom: float, bbox: pymupdf.Rect, words: list[Word]) -> list[Drawing]:
    """The paths of a chart image (``img``: rows x columns x RGB, rendered from ``bbox`` at
    ``zoom`` pixels per point), in page coordinates, as ``page.get_cdrawings`` lists them.
    The boxes of ``words`` are left out: their glyphs are text, not marks."""
    rgb = img.astype(np.int16)
    lum = rgb.mean(axis=2)
    chroma = rgb.max(axis=2) - rgb.min(axis=2)
    ink = lum < _PAPER
    for w in words:
        c0, r0 = _px(w.x0, w.y0, zoom, bbox, -1)
        c1, r1 = _px(w.x1, w.y1, zoom, bbox, 2)
        ink[r0:r1, c0:c1] = False
    grey = ink & (chroma < _GREY)
    # Black ink tinted by the colour it is drawn over (the outline between two segments of a
    # stacked bar, a pixel or two wide) is still black.
    dark = (grey | (lum < _BLACK) & (chroma < _TINT)) & ink & (lum < _DARK)
    # the light edge that antialiasing leaves along black ink is no grey mark of its own
    light = grey & ~dark & ~_grown(dark)
    dark_lines, dark_rest = _straight_runs(dark)
    # A light line runs on across the black ink that touches it (an axis drawn between two pixel
    # columns, its tick marks every few points): only the edges of the black lines are left out.
    on_dark = np.zeros_like(dark)
    for _line, line_mask in dark_lines:
        on_dark |= line_mask
    light_lines, light_left = _straight_runs(grey & ~_grown(on_dark))
    to_page = _ToPage(zoom, bbox)
    out: list[Drawing] = []
    long: list[Drawing] = []  # axis lines and gridlines (in pieces, cut where ticks cross them)
    for lines, rest in ((dark_lines, dark_rest), (light_lines, light & light_left)):
        reach = int(_TICK_PT * zoom)
        for line, line_mask in lines:
            colour = _mean_colour(rgb, line_mask)
            long += [to_page.segment(p, colour) for p in _at_crossings(line, lines, reach)]
        out += _marks(rest, rgb, to_page, None)
    colour = ink & (chroma >= _CHROMA) & ~dark
    keys = _key_colours(rgb, colour)
    masks = [colour & (np.abs(rgb - k).sum(axis=2) < _KEY_NEAR) for k in keys]
    for group in _one_ink(keys, masks):
        near = np.any([masks[i] for i in group], axis=0)
        out += _marks(near, rgb, to_page, tuple(float(v) / 255 for v in keys[group[0]]))
    return _under_lines(long, out, _UNDER_PX / zoom)


def _under_lines(long: list[Drawing], drawings: list[Drawing], slack: float) -> list[Drawing]:
    """Boxes reach the middle of a line that stops them short: an axis line drawn over the
    bar's end (its pixels hide the last fraction of a point), as a vector bar runs on under its
    axis; the outline drawn round a bar, and between the segments of a stacked bar, which
    leaves each segment a stroke's width short of the next (the segments meet, as in a vector
    chart). A line along most of the box's side counts: an outline's side is cut where the
    bar's upright edges cross it. A line no longer than the side it runs along is that box's
    outline, no data: it is left out (three outlines at one height, between the segments of
    three stacked bars, read as a dashed curve across them); ``long`` lines (an axis, a
    gridline, cut into pieces where ticks cross them) are kept whole."""
    drawings = long + drawings
    lines = [d for d in drawings if d["type"] == "s" and [i[0] for i in d["items"]] == ["l"]]
    outlines: set[int] = set()
    axes = {id(d) for d in long}
    for d in drawings:
        if d["type"] != "f":
            continue
        x0, y0, x1, y1 = d["rect"]
        for line in lines:
            (ax, ay), (bx, by) = line["items"][0][1:]
            near = line["width"] / 2 + slack
            if ay == by and _along(ax, bx, x0, x1):
                if abs(bx - ax) <= _OUTLINE * (x1 - x0) and min(abs(ay - y0), abs(ay - y1)) <= near:
                    outlines.add(id(line))
                if 0 < ay - y1 <= near:
                    y1 = ay
                elif 0 < y0 - ay <= near:
                    y0 = ay
            elif ax == bx and _along(ay, by, y0, y1):
                if abs(by - ay) <= _OUTLINE * (y1 - y0) and min(abs(ax - x0), abs(ax - x1)) <= near:
                    outlines.add(id(line))
                if 0 < x0 - ax <= near:
                    x0 = ax
                elif 0 < ax - x1 <= near:
                    x1 = ax
        box = (x0, y0, x1, y1)
        d["rect"], d["items"] = box, [("re", box, 1)]
    return [d for d in drawings if id(d) not in outlines - axes]


def _along(a: float, b: float, lo: float, hi: float) -> bool:
    """Whether a line from ``a`` to ``b`` runs along most of the side from ``lo`` to ``hi``."""
    covered = min(max(a, b), hi) - max(min(a, b), lo)
    return covered >= _ALONG * (hi - lo)


_Line = tuple[float, float, float, float, int]  # row0, col0, row1, col1, thickness


def _at_crossings(line: _Line, lines: list[tuple[_Line, np.ndarray]], reach: int) -> list[_Line]:
    """A line cut where a crossing line meets it within ``reach`` of its end: an axis drawn on
    from the tick mark beyond the frame's corner (one pixel row holds both) is the axis from
    the corner on, and the tick (tick labels are snapped to their marks)."""
    r0, c0, r1, c1, thick = line
    level = r0 == r1
    start, end = (c0, c1) if level else (r0, r1)
    at = r0 if level else c0
    cuts = []
    for (q0, d0, q1, d1, _), _mask in lines:
        if (q0 == q1) == level:
            continue
        cross, lo, hi = (d0, q0, q1) if level else (q0, d0, d1)
        if lo - thick <= at <= hi + thick and start < cross < end:
            cuts.append(cross)
    head = min((c for c in cuts if c - start <= reach), default=start)
    tail = max((c for c in cuts if end - c <= reach), default=end)
    pieces = [(start, head), (head, tail), (tail, end)]

    def piece(a: float, b: float) -> _Line:
        return (at, a, at, b, thick) if level else (a, at, b, at, thick)

    return [piece(a, b) for a, b in pieces if b > a]


class _ToPage:
    def __init__(self, zoom: float, bbox: pymupdf.Rect) -> None:
        self.zoom, self.x0, self.y0 = zoom, bbox.x0, bbox.y0

    def pt(self, col: float, row: float) -> tuple[float, float]:
        return (self.x0 + (col + 0.5) / self.zoom, self.y0 + (row + 0.5) / self.zoom)

    def segment(self, line: _Line, colour: tuple) -> Drawing:
        """``line``: (row0, col0, row1, col1, thickness) of a straight run, centre to centre."""
        r0, c0, r1, c1, thick = line
        a, b = self.pt(c0, r0), self.pt(c1, r1)
        return _stroke([a, b], colour, thick / self.zoom)


def _px(x: float, y: float, zoom: float, bbox: pymupdf.Rect, pad: int) -> tuple[int, int]:
    return (
        max(0, int((x - bbox.x0) * zoom) + pad),
        max(0, int((y - bbox.y0) * zoom) + pad),
    )


def _grown(mask: np.ndarray) -> np.ndarray:
    import cv2

    return cv2.dilate(mask.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)


def _mean_colour(rgb: np.ndarray, mask: np.ndarray) -> tuple[float, float, float]:
    c = rgb[mask].mean(axis=0) / 255 if mask.any() else np.zeros(3)
    return (float(c[0]), float(c[1]), float(c[2]))


def _straight_runs(
    mask: np.ndarray,
) -> tuple[list[tuple[_Line, np.ndarray]], np.ndarray]:
    """Level and upright runs longer than ``_LONG`` of the image (one line each, however many
    pixels thick), and the mask without them."""
    h, w = mask.shape
    rest = mask.copy()
    lines: list[tuple[_Line, np.ndarray]] = []
    for level in (True, False):
        m = mask if level else mask.T
        min_len = int(_LONG * (w if level else h))
        padded = np.pad(m, ((0, 0), (1, 1))).astype(np.int8)
        d = np.diff(padded, axis=1)
        starts, ends = np.argwhere(d == 1), np.argwhere(d == -1)
        long = (ends[:, 1] - starts[:, 1]) >= min_len
        runs = sorted(
            (int(s[0]), int(s[1]), int(e[1])) for s, e in zip(starts[long], ends[long], strict=True)
        )
        # neighbouring rows with overlapping runs are one line drawn several pixels thick
        groups: list[list[tuple[int, int, int]]] = []
        open_: list[list[tuple[int, int, int]]] = []  # groups that reached the row before
        for run in runs:
            open_ = [g for g in open_ if run[0] - g[-1][0] <= 1]
            for g in open_:
                last = g[-1]
                if run[0] - last[0] == 1 and run[1] < last[2] and last[1] < run[2]:
                    g.append(run)
                    break
            else:
                groups.append([run])
                open_.append(groups[-1])
        for g in groups:
            r0, r1 = g[0][0], g[-1][0]
            a, b = min(r[1] for r in g), max(r[2] for r in g)
            centre = (r0 + r1) / 2
            sub = np.zeros_like(mask)
            # the rows beside a line hold its antialiased edge, never a mark of their own
            e0, e1 = max(r0 - 1, 0), r1 + 2
            if level:
                sub[r0 : r1 + 1, a:b] = mask[r0 : r1 + 1, a:b]
                rest[e0:e1, a:b] = False
                lines.append(((centre, a, centre, b - 1, r1 - r0 + 1), sub))
            else:
                sub[a:b, r0 : r1 + 1] = mask[a:b, r0 : r1 + 1]
                rest[a:b, e0:e1] = False
                lines.append(((a, centre, b - 1, centre, r1 - r0 + 1), sub))
    return lines, rest


def _key_colours(rgb: np.ndarray, mask: np.ndarray) -> list[np.ndarray]:
    """The series colours: the commonest coloured pixels, each far from the others (the blends
    of a colour with the paper at its edges are rarer than the colour)."""
    pixels = rgb[mask]
    if len(pixels) < _MIN_MARK_PX:
        return []
    q = (pixels // 16).astype(np.int32)
    codes = (q[:, 0] << 8) | (q[:, 1] << 4) | q[:, 2]
    counts = np.bincount(codes, minlength=4096)
    keys: list[np.ndarray] = []
    order = np.argsort(counts)[::-1]
    floor = max(_MIN_MARK_PX * 3, _RARE * counts[order[0]])
    for code in order:
        if counts[code] < floor or len(keys) >= _MAX_KEYS:
            break
        colour = pixels[codes == code].mean(axis=0)
        kin = [
            i
            for i, k in enumerate(keys)
            if np.abs(colour - k).sum() < _KEY_NEAR or _blend(colour, k) or _blend(k, colour)
        ]
        if not kin:
            keys.append(colour)
        elif np.ptp(colour) > np.ptp(keys[kin[0]]):
            keys[kin[0]] = colour  # the pure colour, found after its commoner blend
    return keys


def _one_ink(keys: list[np.ndarray], masks: list[np.ndarray]) -> list[list[int]]:
    """The key colours grouped by the ink they are: a JPEG keeps a thin line's brightness but
    spreads its colour over blocks of pixels, so one blue curve comes out in a greyer blue
    along most of its length and its own blue where it is thickest (a marker, a crossing).
    A greyer key of about the same hue, lying along most of a purer key's pixels, is that
    key's ink; each group (of indices into ``keys``, each key's pixels in ``masks``) starts
    with its purest colour. Two series of one hue (a palette's dark and light blue) meet only
    where they cross, and stay apart."""
    order = sorted(range(len(keys)), key=lambda i: -float(np.ptp(keys[i])))
    groups: list[list[int]] = []
    for i in order:
        host = next(
            (
                g
                for g in groups
                if _hue_gap(keys[g[0]], keys[i]) <= _SAME_HUE
                and masks[g[0]].sum() > 0
                and float((masks[g[0]] & _grown(_grown(masks[i]))).sum())
                >= _ALONG_INK * float(masks[g[0]].sum())
            ),
            None,
        )
        if host is None:
            groups.append([i])
        else:
            host.append(i)
    return groups


_SAME_HUE = 20.0  # degrees
_ALONG_INK = 0.5  # of the purer key's pixels: this many beside the greyer key's make one ink


def _hue_gap(a: np.ndarray, b: np.ndarray) -> float:
    import colorsys

    ha = colorsys.rgb_to_hsv(*(float(v) / 255 for v in a))[0]
    hb = colorsys.rgb_to_hsv(*(float(v) / 255 for v in b))[0]
    gap = abs(ha - hb) * 360
    return min(gap, 360 - gap)


def _blend(colour: np.ndarray, key: np.ndarray) -> bool:
    """A colour between ``key`` and the paper or black: what antialiasing leaves at a mark's
    edge, no series of its own."""
    for end in (np.full(3, 255.0), np.zeros(3)):
        v = end - key
        t = float(np.dot(colour - key, v) / max(float(np.dot(v, v)), 1.0))
        if 0 < t < 0.95 and float(np.abs(colour - key - t * v).max()) < _BLEND_OFF:
            return True
    return False


def _marks(
    mask: np.ndarray, rgb: np.ndarray, to_page: _ToPage, colour: tuple | None
) -> list[Drawing]:
    """One path per connected mark of one ink: a filled box, or a stroke through the middle of
    its columns (dashes a few pixels apart are one mark, and say they are dashed)."""
    import cv2

    if not mask.any():
        return []
    reach = max(1, int(round(_DASH_GAP_PT * to_page.zoom / 2)))  # each side closes half
    kernel = np.ones((2 * reach + 1, 2 * reach + 1), np.uint8)
    bridged = cv2.dilate(mask.astype(np.uint8), kernel)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(bridged, connectivity=8)
    out: list[Drawing] = []
    for i in range(1, n):
        x, y, w, h, _ = (int(v) for v in stats[i])
        own = (labels[y : y + h, x : x + w] == i) & mask[y : y + h, x : x + w]
        count = int(own.sum())
        if count < _MIN_MARK_PX:
            continue
        c = colour or _mean_colour(rgb[y : y + h, x : x + w], own)
        rows, cols = np.nonzero(own)
        c0, c1, r0, r1 = cols.min(), cols.max(), rows.min(), rows.max()
        bw, bh = c1 - c0 + 1, r1 - r0 + 1
        a, b = to_page.pt(x + c0 - 0.5, y + r0 - 0.5), to_page.pt(x + c1 + 0.5, y + r1 + 0.5)
        if count >= _SOLID * bw * bh and min(bw, bh) >= 3:
            box = (a[0], a[1], b[0], b[1])
            thin = min(bw, bh) / to_page.zoom
            ruled = thin <= _RULE_PT and max(bw, bh) >= _RULE_RATIO * min(bw, bh)
            if colour is None and ruled and max(c) < _DARK / 255:
                out.append(_rule(box, c, thin))  # a black line drawn thick: a line, not a bar
            elif colour is None and ruled and min(c) > _FAINT_STROKE:
                continue  # a gridline's piece between two bars: no bar (nor a curve)
            else:
                out.append(_fill(box, c))
            continue
        if _outline(own[r0 : r1 + 1, c0 : c1 + 1]):
            out.append(_frame((a[0], a[1], b[0], b[1]), c))
            continue
        if colour is None and min(c) > _FAINT_STROKE:
            continue  # a gridline's piece cut off by a legend or a label: no curve is this light
        out.append(_centre_line(rows, cols, x, y, to_page, c))
    return out


def _outline(own: np.ndarray) -> bool:
    """A box drawn as its edges (a legend's frame): the ink lies along the four sides."""
    h, w = own.shape
    band = max(2, min(h, w) // 8)
    if min(h, w) < 4 * band:
        return False
    inner = own[band:-band, band:-band]
    sides = [own[:band].any(axis=0).mean(), own[-band:].any(axis=0).mean(),
             own[:, :band].any(axis=1).mean(), own[:, -band:].any(axis=1).mean()]  # fmt: skip
    return min(sides) >= _SOLID and inner.sum() <= 0.1 * own.sum()


def _centre_line(
    rows: np.ndarray, cols: np.ndarray, x: int, y: int, to_page: _ToPage, colour: tuple
) -> Drawing:
    """A stroke through the middle of each column of a mark; an upright mark (a tick, an error
    bar) is one upright stroke."""
    span = cols.max() - cols.min() + 1
    if span <= 3 and rows.max() - rows.min() + 1 > span:
        cx = x + cols.mean()
        return _stroke(
            [to_page.pt(cx, y + rows.min()), to_page.pt(cx, y + rows.max())],
            colour,
            span / to_page.zoom,
        )
    base = cols.min()
    per = np.bincount(cols - base)
    sums = np.bincount(cols - base, weights=rows)
    present = per > 0
    thick = float(np.median(per[present]))
    # columns through a marker are taller than the stroke: its middle is where the stroke runs
    plain = present & (per <= 2 * thick + 1)
    if plain.sum() >= 2:
        present = plain
    idx = np.nonzero(present)[0]
    ys = sums[idx] / per[idx]
    if np.ptp(ys) <= thick:  # level within its own thickness: a legend sample, a flat line
        ys = np.full(len(ys), float(np.median(ys)))
    pts = _simplify([(float(base + i), float(v)) for i, v in zip(idx, ys, strict=True)], 0.5)
    dashed = present.sum() < 0.85 * len(per)
    return _stroke([to_page.pt(x + c, y + r) for c, r in pts], colour, thick / to_page.zoom, dashed)


def _simplify(pts: list[tuple[float, float]], tol: float) -> list[tuple[float, float]]:
    """Douglas-Peucker: the vertices a polyline needs to stay within ``tol`` pixels."""
    if len(pts) <= 2:
        return pts if len(pts) == 2 else pts * 2
    keep = [0, len(pts) - 1]
    stack = [(0, len(pts) - 1)]
    arr = np.array(pts)
    while stack:
        i, j = stack.pop()
        if j - i < 2:
            continue
        (x0, y0), (x1, y1) = arr[i], arr[j]
        seg = arr[i + 1 : j]
        dx, dy = x1 - x0, y1 - y0
        norm = max(float(np.hypot(dx, dy)), 1e-9)
        dist = np.abs(dx * (seg[:, 1] - y0) - dy * (seg[:, 0] - x0)) / norm
        k = int(np.argmax(dist))
        if dist[k] > tol:
            keep.append(i + 1 + k)
            stack += [(i, i + 1 + k), (i + 1 + k, j)]
    return [pts[k] for k in sorted(keep)]


def _stroke(
    pts: list[tuple[float, float]], colour: tuple, width: float, dashed: bool = False
) -> Drawing:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return {
        "type": "s",
        "items": [("l", a, b) for a, b in zip(pts, pts[1:], strict=False)],
        "color": colour,
        "width": max(width, 0.1),
        "dashes": "[ 3 3 ] 0" if dashed else "[] 0",
        "rect": (min(xs), min(ys), max(xs), max(ys)),
        "level": 0,
    }


def _frame(box: Box, colour: tuple) -> Drawing:
    return {"type": "s", "items": [("re", box, 1)], "color": colour, "width": 0.5, "rect": box,
            "level": 0, "dashes": "[] 0"}  # fmt: skip


def _rule(box: Box, colour: tuple, width: float) -> Drawing:
    """A level or upright line through the middle of a thin solid box."""
    x0, y0, x1, y1 = box
    if x1 - x0 >= y1 - y0:
        return _stroke([(x0, (y0 + y1) / 2), (x1, (y0 + y1) / 2)], colour, width)
    return _stroke([((x0 + x1) / 2, y0), ((x0 + x1) / 2, y1)], colour, width)


def _fill(box: Box, colour: tuple) -> Drawing:
    return {"type": "f", "items": [("re", box, 1)], "fill": colour, "rect": box, "level": 0}


def read_pixels(
    page: pymupdf.Page,
    bbox: pymupdf.Rect,
    max_pixels: int,
    workers: int = 1,
    printed: Sequence[str] | None = None,
) -> tuple[list[Word], list[Drawing], float] | None:
    """The OCR'd words and traced paths of the chart image over ``bbox``, rendered at no more
    than ``max_pixels``, and the processor seconds the OCR took (it is bounded by the pixels);
    None for a picture that is no plot (a photo, a diagram), before paying for its OCR.
    ``printed``: the paper's words in a script OCR does not read (looked up when not given)."""
    from paperlens.figures.ocr import image_boxes

    from .homoglyphs import as_printed, printed_words
    from .misread import mend_ticks
    from .outlined import page_words, upright_words

    img, zoom = _rendered(page, bbox, max_pixels)
    if not _plotted(img):
        return None
    start = time.thread_time()
    bgr = img[:, :, ::-1]  # (OpenCV's channel order, which the OCR engine reads)
    words = page_words(image_boxes(np.ascontiguousarray(bgr), workers), zoom, bbox)
    # OCR reads level lines: the y title set upright along the left edge is read from the
    # strip turned a quarter clockwise (a fifth of the pixels again)
    strip = np.ascontiguousarray(np.rot90(bgr[:, : int(img.shape[1] * _UPRIGHT_STRIP)], k=-1))
    words += upright_words(image_boxes(strip, workers), zoom, bbox, img.shape[0], words)
    words = as_printed(words, printed_words(page.parent, page) if printed is None else printed)
    words = mend_ticks(words)
    ocr_s = time.thread_time() - start
    names: list[Word] = []
    markers: list[pymupdf.Rect] = []
    for w in words:
        pieces, marked = _without_markers(w, img, zoom, bbox)
        names += [p for p in pieces if not _coloured_scrap(p, img, zoom, bbox)]
        markers += marked
    drawings = _marker_samples(trace(img, zoom, bbox, names), markers)
    return names, _line_samples(drawings, names), ocr_s


def _rendered(page: pymupdf.Page, bbox: pymupdf.Rect, max_pixels: int) -> tuple[np.ndarray, float]:
    """The page over ``bbox`` as RGB pixels, at no more than ``max_pixels``, and the zoom."""
    zoom = min(_MAX_ZOOM, (max_pixels / max(bbox.width * bbox.height, 1.0)) ** 0.5)
    pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=bbox, alpha=False)
    rows = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)
    return rows[:, : pix.width * 3].reshape(pix.height, pix.width, 3), zoom


def _plotted(img: np.ndarray) -> bool:
    """A plot on paper: mostly paper-white, with at least one long straight grey or black
    line (an axis). Photos and shaded diagrams are neither."""
    rgb = img.astype(np.int16)
    lum = rgb.mean(axis=2)
    paper = lum >= _PAPER
    if paper.mean() < _PAPER_SHARE:
        return False
    grey = ~paper & (rgb.max(axis=2) - rgb.min(axis=2) < _GREY)
    return bool(_straight_runs(grey)[0])


def _without_markers(
    w: Word, img: np.ndarray, zoom: float, bbox: pymupdf.Rect
) -> tuple[list[Word], list[pymupdf.Rect]]:
    """A legend line OCR read with its series' markers as characters ("=Uncleaned", "÷ Brushed
    =Washed"): the names, each over its own stretch of the box, without the markers, whose
    coloured pixels are then traced as the samples they are. A marker is a character that is
    no letter or digit, set before a name, read where the box's ink is a colour (text is black
    or grey), one for each coloured stretch. Returns the names and the markers' boxes."""
    text = w.text
    if w.value is not None or not w.horizontal or len(text) < 3:
        return [w], []
    marks = [
        i
        for i, ch in enumerate(text)
        if not (ch.isalnum() or ch.isspace())
        and ch not in _NOT_MARKERS
        and (i == 0 or text[i - 1] == " ")
        and text[i + 1 :].lstrip(" ")[:1].isalpha()
    ]
    c0, r0 = _px(w.x0, w.y0, zoom, bbox, 0)
    c1, r1 = _px(w.x1, w.y1, zoom, bbox, 1)
    stretches = _coloured_stretches(img[r0:r1, c0:c1], r1 - r0)
    per = (c1 - c0) / len(text)  # a marker is a character wide or two; coloured text is longer
    if not marks:
        # a sample OCR boxed with its name but read as nothing (or a dot or a space): a
        # coloured stretch at the box's left end, black text after it
        start = _text_start(img[r0:r1, c0:c1])
        if start is None or start < per or start > (c1 - c0) - 2 * per:
            return [w], []
        name = text.lstrip(" .,:;-_=~")
        mark = pymupdf.Rect(w.x0, w.y0, bbox.x0 + (c0 + start - 1) / zoom, w.y1)
        return [replace(w, text=name, x0=mark.x1)] if name else [], [mark]
    if len(marks) != len(stretches) or any(b - a > 3 * per for a, b in stretches):
        return [w], []
    out: list[Word] = []
    edges = [(c0 - 1, c0)] + [(c0 + a, c0 + b) for a, b in stretches] + [(c1, c1 + 1)]
    for k, (start, end) in enumerate(zip([-1, *marks], [*marks, len(text)], strict=True)):
        name = text[start + 1 : end].strip()
        if name:
            x0 = bbox.x0 + edges[k][1] / zoom
            x1 = bbox.x0 + edges[k + 1][0] / zoom
            out.append(replace(w, text=name, x0=max(x0, w.x0), x1=min(x1, w.x1)))
    marked = [
        pymupdf.Rect(bbox.x0 + (c0 + a) / zoom, w.y0, bbox.x0 + (c0 + b) / zoom, w.y1)
        for a, b in stretches
    ]
    return out, marked


def _text_start(patch: np.ndarray) -> int | None:
    """The first column of a word's box with black or grey ink (its text), where three columns
    or more before it hold a colour's ink (a legend sample boxed with the name); None where
    the box starts with text, or holds no colour before it."""
    rgb = patch.astype(np.int16)
    ink = rgb.mean(axis=2) < _PAPER
    chroma = rgb.max(axis=2) - rgb.min(axis=2)
    dark = (ink & (chroma < _GREY) & (rgb.mean(axis=2) < _DARK)).sum(axis=0) >= 2
    coloured = (ink & (chroma >= _CHROMA)).sum(axis=0) >= 2
    if not dark.any():
        return None
    first = int(np.argmax(dark))
    return first if coloured[:first].sum() >= 3 else None


def _marker_samples(drawings: list[Drawing], markers: list[pymupdf.Rect]) -> list[Drawing]:
    """``drawings`` with the coloured pieces traced in each legend marker's box (a few pixels
    of a glyph drawn mostly in antialiased tints) made one level sample across the box, in
    the colour of its largest piece: as a legend's line sample reads."""
    if not markers:
        return drawings
    out = list(drawings)
    made: list[Drawing] = []  # the samples made here: none is another marker's piece
    for box in markers:
        inside = [
            d
            for d in out
            if (c := d.get("color")) is not None
            and not any(d is m for m in made)
            and max(c) - min(c) >= _CHROMA / 255
            and _within(d["rect"], box)
        ]
        if not inside:
            continue
        colour = _sample_colour(inside)
        out = [d for d in out if not any(d is i for i in inside)]
        # A glyph shows nothing of its line's style: the sample takes that of the longest
        # curve traced in its colour (a legend names a curve of its own width and dashes).
        curves = [d for d in out if d.get("color") == colour and d["type"] == "s"]
        like = max(curves, key=lambda d: len(d["items"]), default=None)
        cy = (box.y0 + box.y1) / 2
        sample = _stroke([(box.x0, cy), (box.x1, cy)], colour, like["width"] if like else 0.5)
        made.append(sample | {"dashes": like["dashes"]} if like else sample)
        out.append(made[-1])
    return out


def _sample_colour(pieces: list[Drawing]) -> tuple:
    """The colour of a legend marker's traced pieces: of the colours traced with about as much
    ink as the most (a third of its pieces or more), the darkest. Antialiasing blends a colour
    towards the paper, and a JPEG leaves a pale halo of another hue around it; neither is
    darker than the colour itself."""
    ink: dict[tuple, int] = {}
    for d in pieces:
        ink[d["color"]] = ink.get(d["color"], 0) + len(d["items"])
    most = max(ink.values())
    return min((c for c, n in ink.items() if 3 * n >= most), key=sum)


def _line_samples(drawings: list[Drawing], words: list[Word]) -> list[Drawing]:
    """A solid line sample in a colour, beside its name, as the stroke it is: a line 1.5 points
    wide is a box of pixels a few rows high, traced as a flat filled box, which a legend takes
    for neither a line nor a swatch (matplotlib's default lines at 150 dpi went unnamed, so
    the chart unread). Only beside a name: a thin box elsewhere may be a bar's thin segment."""
    names = [
        w for w in words if w.horizontal and w.value is None and any(c.isalpha() for c in w.text)
    ]
    out = []
    for d in drawings:
        fill = d.get("fill")
        if d["type"] == "f" and fill is not None and max(fill) - min(fill) >= _CHROMA / 255:
            x0, y0, x1, y1 = d["rect"]
            thin, cy = y1 - y0, (y0 + y1) / 2
            if x1 - x0 >= _RULE_RATIO * thin and any(
                thin <= _SAMPLE_THIN * w.h
                and abs(w.cy - cy) <= 0.5 * w.h
                and -0.5 * w.h <= w.x0 - x1 <= 2 * w.h
                for w in names
            ):
                d = _stroke([(x0, cy), (x1, cy)], fill, thin)
        out.append(d)
    return out


_SAMPLE_THIN = 0.25  # of its name's height: a line sample beside it is thinner than a swatch


def _within(rect: tuple, box: pymupdf.Rect) -> bool:
    """Whether a drawing's rect (a level stroke's has no height) lies in ``box``, give or take
    half its height: a marker's own pieces, not a curve that passes by (a legend inside the
    plot)."""
    x0, y0, x1, y1 = rect
    slack = box.height / 2
    return (
        x0 >= box.x0 - slack
        and x1 <= box.x1 + slack
        and y0 >= box.y0 - slack
        and y1 <= box.y1 + slack
    )


def _coloured_stretches(patch: np.ndarray, height: int) -> list[tuple[int, int]]:
    """The column spans of ``patch`` (pixels) whose ink is a colour: two or more coloured
    pixels a column, gaps of a few columns bridged, at least a third of the height long."""
    rgb = patch.astype(np.int16)
    ink = rgb.mean(axis=2) < _PAPER
    coloured = (ink & (rgb.max(axis=2) - rgb.min(axis=2) >= _CHROMA)).sum(axis=0) >= 2
    out: list[tuple[int, int]] = []
    for j in np.flatnonzero(coloured):
        if out and j - out[-1][1] <= _MARKER_GAP:
            out[-1] = (out[-1][0], int(j) + 1)
        else:
            out.append((int(j), int(j) + 1))
    return [(a, b) for a, b in out if b - a >= height / 3]


_MARKER_GAP = 3  # pixels: a marker's glyph and its line sample may part by this much
_NOT_MARKERS = frozenset("([{<'\"“‘«$€£¥#&@/\\")


def _coloured(img: np.ndarray, zoom: float, bbox: pymupdf.Rect, w: Word) -> bool:
    """Whether most of the ink in the word's box is a colour, not black or grey."""
    c0, r0 = _px(w.x0, w.y0, zoom, bbox, 0)
    c1, r1 = _px(w.x1, w.y1, zoom, bbox, 1)
    patch = img[r0:r1, c0:c1].astype(np.int16)
    ink = patch.mean(axis=2) < _PAPER
    if not ink.any():
        return False
    chroma = patch.max(axis=2) - patch.min(axis=2)
    return float((chroma[ink] >= _CHROMA).mean()) >= 0.5


def _coloured_scrap(w: Word, img: np.ndarray, zoom: float, bbox: pymupdf.Rect) -> bool:
    """One or two letters OCR read in coloured ink: a legend sample's marker and dashes
    ("-A-" read as "IA"), not text, which charts print in black or grey."""
    if w.value is not None or len(w.text) > 2:
        return False
    return _coloured(img, zoom, bbox, w)


_APPROXIMATE = (
    "The chart is a picture: its values were read from its pixels and are approximate "
    "(to about a pixel), its labels by OCR."
)


def read_raster(
    page: pymupdf.Page,
    bbox: pymupdf.Rect,
    budget: ChartBudget,
    max_pixels: int,
    printed: Sequence[str] | None = None,
) -> ChartReading:
    """The panels of a chart embedded as an image, read as the vector reader reads a drawing."""
    start = time.thread_time()
    found = read_pixels(page, bbox, max_pixels, printed=printed)
    if found is None:
        return ChartReading(reason="a raster image with no plot on paper (no long axis line)")
    words, drawings, ocr_s = found
    if sum(w.value is not None for w in words) < 3:
        return ChartReading(reason="a raster image: OCR found no numeric tick labels in it")
    reading = read_marks(page, bbox, words, [], drawings, budget, start + ocr_s, _APPROXIMATE)
    return _traced(reading, drawings)


_OVER_PICTURE = (
    "The chart's plot is a picture under drawn axes: its values were read from its pixels and "
    "are approximate (to about a pixel)."
)


def read_over_picture(
    page: pymupdf.Page, bbox: pymupdf.Rect, budget: ChartBudget, max_pixels: int
) -> ChartReading:
    """A chart whose axes and words are the page's paths and text but whose plot is a picture
    (matplotlib's rasterized artists, a plot pasted into a drawn frame): the pixels traced into
    paths as ``read_raster`` traces them, read with the page's own words (no OCR)."""
    start = time.thread_time()
    img, zoom = _rendered(page, bbox, max_pixels)
    if not _plotted(img):
        return ChartReading(reason="a picture under drawn axes, with no plot on paper")
    words, glyphs = read_text(page, bbox)
    drawings = trace(img, zoom, bbox, words)
    reading = read_marks(page, bbox, words, glyphs, drawings, budget, start, _OVER_PICTURE)
    return _traced(reading, drawings)


def _traced(reading: ChartReading, drawings: list[Drawing]) -> ChartReading:
    """The charts read from traced paths, where their series are told apart and placed."""
    if not reading.charts:
        return reading
    told = [c for c in reading.charts if _told_apart(c, _inks(drawings))]
    if not told:
        return ChartReading(reason=_UNTOLD)
    told = [c for c in told if _placed(c)]
    if not told:
        return ChartReading(reason=_UNPLACED)
    for chart in told:
        chart.approximate = True
    return ChartReading(told)


_UNTOLD = (
    "a raster image whose curves a legend could not tell apart (its pixels broke them into "
    "unnamed pieces), so its values are not given"
)


_UNPLACED = (
    "a raster image whose x axis has no tick labels OCR could read, so its curves' points "
    "have no place along it and its values are not given"
)


def _placed(chart: ChartData) -> bool:
    """Whether the curves' points have places along x: a numeric axis, or two categories or
    more (a lone "category" is the x title OCR found where tick labels were missing)."""
    if chart.x_categories is None or chart.chart_type not in ("line", "scatter"):
        return True
    return len(chart.x_categories) >= 2


def _told_apart(chart: ChartData, inks: int) -> bool:
    """Every series named, or only one in a picture of one ink colour: traced curves that no
    legend or label names are most often pieces of one curve (broken where another crosses
    it, a dotted line's dots), and a reading of pieces would answer with the wrong curve. A
    lone unnamed curve among ``inks`` colours drawn as much is what was left of one of them
    (the others' dots and dashes were too broken to read), not the chart's one series. Bars
    are no pieces: one unnamed series of them is the chart's, each bar in its own colour (a
    colour per category) or not."""
    drawn = [s for s in chart.series if s.points]
    one = len(drawn) == 1 and (inks <= 1 or chart.chart_type == "bar")
    return all(s.name for s in drawn) or one


def _inks(drawings: list[Drawing]) -> int:
    """How many series colours were traced with about as much ink as the most used one (at
    least half its path pieces)."""
    pieces: dict[tuple, int] = {}
    for d in drawings:
        c = d.get("color") or d.get("fill")
        if c is not None and max(c) - min(c) >= _CHROMA / 255:
            pieces[tuple(c)] = pieces.get(tuple(c), 0) + len(d.get("items", ()))
    most = max(pieces.values(), default=0)
    return sum(1 for n in pieces.values() if n >= 0.5 * most)
