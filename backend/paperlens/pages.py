"""A paper's page as a picture, with the region a citation points at highlighted.

A reader checks a citation by seeing it where it is printed: the quoted lines marked like a
highlighter would, a table or figure outlined. The PDF itself is never changed: the marks are
drawn on an in-memory copy of the page and rendered with PyMuPDF.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pymupdf

from paperlens.models import BBox, Chunk
from paperlens.settings import PageSettings

# Highlighter yellow for quoted lines; an orange outline (rare in papers, easy to spot) plus a
# light fill for a table or figure.
TEXT_COLOUR = (1.0, 0.86, 0.0)
TEXT_OPACITY = 0.4
BOX_STROKE = (1.0, 0.45, 0.0)
BOX_FILL = (1.0, 0.8, 0.2)
BOX_FILL_OPACITY = 0.18
BOX_STROKE_WIDTH = 2.0


class PageOutOfRange(ValueError):
    pass


@dataclass(frozen=True)
class RenderedPage:
    png: bytes
    boxes: list[BBox]  # what was highlighted, in PDF points (empty: nothing to highlight)
    zoom: float  # pixels per PDF point


def highlight_boxes(chunk: Chunk, pad: float) -> list[BBox]:
    """Where a chunk is printed: its lines for prose, its box for a table, figure or algorithm."""
    lines = chunk.extra.get("line_boxes")
    if chunk.kind == "text" and lines:
        return [(float(a), float(b), float(c), float(d)) for a, b, c, d in lines]
    if chunk.bbox:
        x0, y0, x1, y1 = chunk.bbox
        return [(x0 - pad, y0 - pad, x1 + pad, y1 + pad)]
    return []


def _mark(page: pymupdf.Page, chunk: Chunk, boxes: list[BBox]) -> None:
    # ``page`` shows the original as displayed (rotation applied), the space text is read in.
    rects = [pymupdf.Rect(b) for b in boxes]
    if chunk.kind == "text" and chunk.extra.get("line_boxes"):
        for rect in rects:
            page.draw_rect(rect, color=None, fill=TEXT_COLOUR, fill_opacity=TEXT_OPACITY)
        return
    for rect in rects:
        page.draw_rect(
            rect,
            color=BOX_STROKE,
            fill=BOX_FILL,
            width=BOX_STROKE_WIDTH,
            fill_opacity=BOX_FILL_OPACITY,
            stroke_opacity=1.0,
        )


def render_page(
    pdf: Path, number: int, settings: PageSettings, highlight: Chunk | None = None
) -> RenderedPage:
    """Page ``number`` (1-based) as PNG; ``highlight``'s region marked when it is on that page."""
    with pymupdf.open(pdf) as doc:
        if not 1 <= number <= doc.page_count:
            raise PageOutOfRange(
                f"The paper has {doc.page_count} pages; ask for a page from 1 to {doc.page_count}."
            )
        source = doc[number - 1]
        boxes: list[BBox] = []
        if highlight is not None and highlight.page == number:
            boxes = highlight_boxes(highlight, settings.highlight_pad)
        rect = source.rect
        zoom = min(settings.dpi / 72, settings.max_px / max(rect.width, rect.height, 1.0))
        if boxes:
            # The marks go on a fresh page that shows the original as a form XObject with its
            # own resources: drawn into the original page, they upset some fonts' glyphs.
            with pymupdf.open() as out:
                page = out.new_page(width=rect.width, height=rect.height)
                page.show_pdf_page(page.rect, doc, number - 1)
                _mark(page, highlight, boxes)  # type: ignore[arg-type]
                pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), alpha=False)
        else:
            pix = source.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), alpha=False)
        return RenderedPage(pix.tobytes("png"), boxes, zoom)
