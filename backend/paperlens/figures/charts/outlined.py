"""Tick labels and legends drawn as outlined shapes: read back by OCR of the rendered chart.

Some publishers convert a chart's text to outlines, so the PDF has no text layer for its tick
labels, only many small filled paths. The chart is rendered and OCR'd (RapidOCR, already used
for raster figures), each line of text found becomes a word in page coordinates, and the glyph
paths under it are taken out of the drawing so they are not read as markers. The same
conversion of OCR'd lines to words serves raster charts, whose upright y titles are read from
the picture turned a quarter (``upright_words``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import pymupdf

from .homoglyphs import as_printed, printed_words
from .misread import mend_ticks
from .paths import Path
from .text import Word, parse_number

Box = tuple[float, float, float, float]


def looks_outlined(drawings: list[dict], bbox: pymupdf.Rect) -> bool:
    """Many small filled shapes drawn with curves or many edges: glyphs, not boxes."""
    n = 0
    for d in drawings:
        if d.get("type") != "f":
            continue
        r = d["rect"]
        if r[2] < bbox.x0 or r[0] > bbox.x1 or r[3] < bbox.y0 or r[1] > bbox.y1:
            continue
        items = d.get("items", ())
        if (
            r[2] - r[0] <= 12
            and r[3] - r[1] <= 12
            and (len(items) > 4 or any(i[0] == "c" for i in items))
        ):
            n += 1
            if n >= 12:
                return True
    return False


def ocr_words(
    page: pymupdf.Page,
    bbox: pymupdf.Rect,
    max_pixels: int = 4_000_000,
    workers: int = 1,
    printed: Sequence[str] | None = None,
) -> list[Word]:
    """Lines of text OCR'd from the rendered ``bbox``, as words in page coordinates, spelled
    as the paper prints them where OCR cannot read its script (``printed``: the paper's words
    in that script; looked up when not given)."""
    from paperlens.figures.ocr import ocr_boxes

    zoom = min(4.0, (max_pixels / max(bbox.width * bbox.height, 1.0)) ** 0.5)
    pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=bbox, alpha=False)
    words = page_words(ocr_boxes(pix.tobytes("png"), workers=workers), zoom, bbox)
    return mend_ticks(
        as_printed(words, printed_words(page.parent, page) if printed is None else printed)
    )


def page_words(found: list[tuple[Box, str]], zoom: float, bbox: pymupdf.Rect) -> list[Word]:
    """OCR'd lines of a rendering of ``bbox`` at ``zoom`` pixels per point, as level words in
    page coordinates (``line`` from 10,000 up: they come from no text layer)."""
    words: list[Word] = []
    heights = sorted((b[3] - b[1]) / zoom for b, _ in found)
    # OCR boxes vary in height with the letters they hold; labels of one chart share a size
    size = 0.8 * heights[len(heights) // 2] if heights else 6.0
    pieces = [piece for box, text in found for piece in _between_samples(box, text)]
    for i, (box, text) in enumerate(pieces):
        x0, y0, x1, y1 = (v / zoom for v in box)
        x0, x1 = x0 + bbox.x0, x1 + bbox.x0
        y0, y1 = y0 + bbox.y0, y1 + bbox.y0
        horizontal = (x1 - x0) >= 0.8 * (y1 - y0) or len(text) <= 2
        if not horizontal:
            continue  # rotated titles: their reading order is not known here
        text = text.strip("-_|—–")  # a tick mark read as a dash at the label's end
        if not text:
            continue
        words.append(
            Word(text, x0, y0, x1, y1, size, (0.0, 0.0, 0.0), True, 10_000 + i, parse_number(text))
        )
    return words


def upright_words(
    found: list[tuple[Box, str]], zoom: float, bbox: pymupdf.Rect, height_px: int, level: list[Word]
) -> list[Word]:
    """OCR'd lines of a rendering's left strip turned a quarter clockwise (``height_px``: the
    strip's height before it was turned), as the upright words they are on the page: text
    set to read from bottom to top, the way a y axis's title and some tools' y tick labels
    are. A line read over text already read level (a word, or a tick label: "5" turned reads
    as letters) is that text misread, and a lone letter is a scrap; both are dropped. Level
    scraps OCR made of the upright text (a letter or two read from a turned title: "U" for
    "(°C)") are taken out of ``level``, in place."""
    out: list[Word] = []
    for i, ((tx0, ty0, tx1, ty1), text) in enumerate(found):
        text = text.strip("-_|—–")
        if (tx1 - tx0) < 0.8 * (ty1 - ty0) or len(text) < 2 and parse_number(text) is None:
            continue  # upright in the turned strip: level on the page, read already
        # the turned strip's column is the page's row counted from the bottom
        x0, x1 = bbox.x0 + ty0 / zoom, bbox.x0 + ty1 / zoom
        y0, y1 = bbox.y0 + (height_px - tx1) / zoom, bbox.y0 + (height_px - tx0) / zoom
        word = Word(text, x0, y0, x1, y1, 0.8 * (x1 - x0), (0.0, 0.0, 0.0), False, 20_000 + i)
        if any(_inside(w, word, 0.5) and not _scrap(w, word) for w in level):
            continue  # a level label turned ("5" read as "un"): the level reading stands
        out.append(word)
    level[:] = [w for w in level if not any(_inside(w, u, 0.5) and _scrap(w, u) for u in out)]
    return out


def _scrap(level: Word, upright: Word) -> bool:
    """Whether a level word inside an upright one is what OCR made of the upright text: a
    letter or two, or a digit or two inside a line of four or more characters ("2" of "CO2
    concentration (ppm)"); a short number over a short upright reading is a tick label."""
    return len(level.text) <= 2 and (level.value is None or len(upright.text) >= 4)


def _inside(a: Word, b: Word, share: float) -> bool:
    """Whether at least ``share`` of a's box lies in b's."""
    w = min(a.x1, b.x1) - max(a.x0, b.x0)
    h = min(a.y1, b.y1) - max(a.y0, b.y0)
    area = (a.x1 - a.x0) * (a.y1 - a.y0)
    return w > 0 and h > 0 and w * h >= share * area > 0


# a line sample between two legend names, read by OCR as dashes: "Theth -- Lura"
_SAMPLE = re.compile(r"\s*[-_=—–]{2,}\s*")


def _between_samples(box: Box, text: str) -> list[tuple[Box, str]]:
    """One OCR line split where a legend's line sample between two names was read as dashes,
    each name with its share of the box (by characters)."""
    cuts = [m for m in _SAMPLE.finditer(text) if m.start() > 0 and m.end() < len(text)]
    if not cuts:
        return [(box, text)]
    x0, y0, x1, y1 = box
    per = (x1 - x0) / max(len(text), 1)
    out, start = [], 0
    for m in [*cuts, None]:
        end = m.start() if m else len(text)
        if text[start:end].strip():
            out.append(((x0 + per * start, y0, x0 + per * end, y1), text[start:end].strip()))
        start = m.end() if m else end
    return out


def outside_text(paths: list[Path], words: list[Word]) -> list[Path]:
    """The paths that are not glyphs of the OCR'd words."""
    boxes = [(w.x0 - 1, w.y0 - 1, w.x1 + 1, w.y1 + 1) for w in words]

    def in_text(p: Path) -> bool:
        r = p.rect
        return any(b[0] <= r.x0 and r.x1 <= b[2] and b[1] <= r.y0 and r.y1 <= b[3] for b in boxes)

    return [p for p in paths if not in_text(p)]
