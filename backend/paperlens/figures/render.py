"""Render a figure's region to a PNG sharp enough for a VLM to read tick labels."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pymupdf

from paperlens.figures.layout import grow, intersect
from paperlens.models import BBox
from paperlens.settings import FigureSettings


def crop_box(page_box: BBox, bbox: BBox, margin: float, blockers: Sequence[BBox] = ()) -> BBox:
    """``bbox`` plus ``margin`` on each side, pulled back wherever the margin would reach body text
    or the caption, so the crop shows the figure and nothing that belongs to the page around it."""
    x0, y0, x1, y1 = grow(bbox, margin)
    for b in blockers:
        if intersect(b, bbox) is not None or intersect(b, (x0, y0, x1, y1)) is None:
            continue
        if b[3] <= bbox[1]:
            y0 = max(y0, min(b[3], bbox[1]))
        elif b[1] >= bbox[3]:
            y1 = min(y1, max(b[1], bbox[3]))
        elif b[2] <= bbox[0]:
            x0 = max(x0, min(b[2], bbox[0]))
        elif b[0] >= bbox[2]:
            x1 = min(x1, max(b[0], bbox[2]))
    clipped = intersect((x0, y0, x1, y1), page_box)
    return clipped if clipped is not None else bbox


def zoom_for(box: BBox, settings: FigureSettings) -> float:
    """Long side reaches ``min_long_side_px``, at least PDF resolution, at most ``max_zoom``; and
    never more than ``max_render_pixels`` in all, so a giant page cannot ask for gigapixels."""
    w, h = max(box[2] - box[0], 1.0), max(box[3] - box[1], 1.0)
    zoom = max(1.0, min(settings.max_zoom, settings.min_long_side_px / max(w, h)))
    # (w z + 2)(h z + 2) <= max: the pixmap rounds both edges of each side out to whole pixels
    a, b, c = w * h, 2 * (w + h), 4 - settings.max_render_pixels
    return min(zoom, (-b + math.sqrt(b * b - 4 * a * c)) / (2 * a))


def render_png(page: pymupdf.Page, box: BBox, settings: FigureSettings) -> bytes:
    zoom = zoom_for(box, settings)
    pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=pymupdf.Rect(box), alpha=False)
    return pix.tobytes("png")
