"""Generators of PDFs that try to make figure finding, chart reading or rendering unbounded.

Plain functions returning PDF bytes, so other suites (tests/hostile) can import them too:
``from figures.budget_pdfs import many_paths_pdf`` with ``tests/`` on the path, as pytest puts it.
"""

from __future__ import annotations

import pymupdf

BODY = (
    "Deep networks are trained with stochastic gradient descent on large labelled data sets and "
    "their accuracy is reported on a held out test split after the last epoch of training."
)


def _body(page: pymupdf.Page, top: float, lines: int, size: float = 10.0, left: float = 72) -> None:
    for i in range(lines):
        page.insert_text((left, top + 1.3 * size * i), BODY[:95], fontsize=size)


def many_paths_pdf(count: int = 20_000, spacing: float = 2.0) -> bytes:
    """One letter page: body text, ``count`` tiny strokes ``spacing`` pt apart, a figure caption.

    ``spacing`` 2 pt makes one dense block of touching marks; 5 pt keeps every mark apart from
    the others (beyond the clustering gap) but within a label's reach, the worst case for
    growing a figure region one mark at a time.
    """
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    _body(page, 60, 4)
    per_row = max(1, int(460 / spacing))
    shape = page.new_shape()
    for i in range(count):
        x = 76 + (i % per_row) * spacing
        y = 120 + (i // per_row) * spacing % 560
        shape.draw_line((x, y), (x + 0.8, y + 0.8))
        shape.finish(color=(0, 0, 0), width=0.3)
    shape.commit()
    page.insert_text((72, 700), "Figure 1: A cloud of many small marks.", fontsize=9)
    _body(page, 720, 3)
    return doc.tobytes(deflate=True)


def giant_page_pdf(side: float = 18_000, with_figure: bool = True) -> bytes:
    """One ``side`` x ``side`` pt page with body text and a figure caption.

    With ``with_figure`` a line chart fills most of the page, so the figure's own crop is huge;
    without it the caption has nothing to claim and the figure falls back to the whole page.
    Rendered at the usual zoom either would need gigapixels.
    """
    doc = pymupdf.open()
    page = doc.new_page(width=side, height=side)
    scale = side / 792
    _body(page, 60 * scale, 4, size=10 * scale, left=72 * scale)
    if with_figure:
        frame = pymupdf.Rect(100 * scale, 140 * scale, 560 * scale, 600 * scale)
        page.draw_rect(frame, color=(0, 0, 0), width=0.6 * scale)
        pts = [
            (frame.x0 + frame.width * k / 20, frame.y1 - frame.height * (k / 20) ** 2)
            for k in range(21)
        ]
        page.draw_polyline(pts, color=(0.8, 0.1, 0.1), width=1.2 * scale)
        for k in range(5):
            x = frame.x0 + frame.width * k / 4
            page.insert_text(
                (x - 3 * scale, frame.y1 + 10 * scale), str(25 * k), fontsize=7 * scale
            )
    page.insert_text(
        (72 * scale, 640 * scale), "Figure 1: One curve on a giant page.", fontsize=9 * scale
    )
    _body(page, 670 * scale, 3, size=10 * scale, left=72 * scale)
    return doc.tobytes(deflate=True)
