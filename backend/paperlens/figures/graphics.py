"""What is drawn on a page: embedded images and vector paths as visible boxes, and their clusters.

A figure is found from its graphics, so this keeps what a reader would see (paths cut to their
clip, no white or transparent fills, no marker highlights over text, no page decorations) and
groups what touches. It is bounded: a page whose content streams draw more paths than the
budget is not listed path by path (that alone costs ~40 µs a path); its graphics are read from a
low-resolution rendering instead.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import cv2
import numpy as np
import pymupdf

from paperlens.figures.budget import drawing_load
from paperlens.figures.layout import (
    BodyStats,
    Line,
    area,
    center,
    contains_point,
    covered_fraction,
    grow,
    intersect,
    union,
)
from paperlens.models import BBox
from paperlens.settings import FigureSettings

_WHITE = 0.97  # colour components above this are paper-white: a fill nobody can see


@dataclass(frozen=True)
class Graphic:
    """One visible drawn thing: an embedded image or a vector path, already cut to its clip."""

    rect: BBox
    raster: bool


@dataclass
class Cluster:
    rect: BBox
    items: list[Graphic] = field(default_factory=list)
    owner: str | None = None  # label of the figure that claimed it

    @property
    def raster_area(self) -> float:
        return sum(area(g.rect) for g in self.items if g.raster)


# --- graphics ----------------------------------------------------------------------------------


@dataclass
class PageGraphics:
    items: list[Graphic]
    over_budget: str | None = None  # why the page's paths were not listed one by one


def page_graphics(
    page: pymupdf.Page,
    lines: Sequence[Line],
    stats: BodyStats,
    settings: FigureSettings,
    exclude: Sequence[BBox],
) -> PageGraphics:
    """Visible images and paths, cut to their clip, without decorations, highlights or table rules."""
    page_box: BBox = tuple(page.rect)  # type: ignore[assignment]
    raw: list[Graphic] = []
    for info in page.get_image_info():
        rect = intersect(tuple(info["bbox"]), page_box)  # type: ignore[arg-type]
        if rect and min(rect[2] - rect[0], rect[3] - rect[1]) >= 2:
            raw.append(Graphic(rect, raster=True))
    load = drawing_load(page)
    over = None
    if load.paths > settings.max_page_paths or load.segments > settings.max_page_segments:
        over = (
            f"its page draws {load.paths:,} paths ({load.segments:,} segments), over the budget "
            f"of {settings.max_page_paths:,} paths or {settings.max_page_segments:,} segments"
        )
        paths = _rendered_marks(page, lines, settings.cluster_max_pixels)
    else:
        paths = _visible_paths(page, page_box, lines, stats, settings)
    for rect in paths:
        raw.append(Graphic(rect, raster=False))
    # Decorations live in the margins: outside the body text of every page, and within the outer
    # tenth of the page (so a page whose prose happens to sit low does not lose its figures).
    w, h = page_box[2] - page_box[0], page_box[3] - page_box[1]
    body = grow(stats.content, settings.margin_pt)
    content = (
        min(body[0], page_box[0] + 0.1 * w),
        min(body[1], page_box[1] + 0.1 * h),
        max(body[2], page_box[2] - 0.1 * w),
        max(body[3], page_box[3] - 0.1 * h),
    )
    page_area = area(page_box)
    kept = []
    for g in raw:
        if area(g.rect) >= 0.8 * page_area:
            continue  # a page background, not a figure
        if not contains_point(content, center(g.rect)):
            continue  # header/footer rules, arXiv side stamp, logos in the margin
        if any(covered_fraction(g.rect, grow(t, 2)) >= 0.5 for t in exclude):
            continue  # a table's rules: the table extractor owns them
        kept.append(g)
    return PageGraphics(kept, over)


def _rendered_marks(page: pymupdf.Page, lines: Sequence[Line], max_pixels: int) -> list[BBox]:
    """Boxes of the ink on a low-resolution rendering, text lines blanked: the graphics of a
    page with too many paths to list, found at a cost bounded by ``max_pixels``."""
    box = page.rect
    scale = min(1.0, math.sqrt(max_pixels / max(box.width * box.height, 1.0)))
    pix = page.get_pixmap(matrix=pymupdf.Matrix(scale, scale), colorspace=pymupdf.csGRAY)
    ink = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[:, : pix.width]
    mask = (ink < 240).astype(np.uint8)
    for line in lines:
        x0, y0, x1, y1 = (v * scale for v in line.rect)
        ox, oy = box.x0 * scale, box.y0 * scale
        mask[max(0, int(y0 - oy)) : int(math.ceil(y1 - oy)) + 1,
             max(0, int(x0 - ox)) : int(math.ceil(x1 - ox)) + 1] = 0  # fmt: skip
    count, _, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    out: list[BBox] = []
    for x, y, w, h, _ in stats[1:count].tolist():
        out.append(
            (
                box.x0 + x / scale,
                box.y0 + y / scale,
                box.x0 + (x + w) / scale,
                box.y0 + (y + h) / scale,
            )
        )
    return out


def _visible_paths(
    page: pymupdf.Page,
    page_box: BBox,
    lines: Sequence[Line],
    stats: BodyStats,
    settings: FigureSettings,
) -> list[BBox]:
    """Path boxes as they appear: cut to the clip stack, invisible and highlight fills dropped.

    ``get_cdrawings(extended=True)`` (``get_drawings`` without its conversion of every vertex to
    a Python object, 4x faster) reports clips and groups with nesting levels; a path's box is
    where it was drawn, which for a clipped plot can reach far outside the figure (into the
    section heading above it, on the Attention paper's visualisation pages).
    """
    out: list[BBox] = []
    stack: list[tuple[int, BBox | None]] = []
    for d in page.get_cdrawings(extended=True):
        level = d.get("level", 0)
        while stack and stack[-1][0] >= level:
            stack.pop()
        clip = stack[-1][1] if stack else page_box
        kind = d["type"]
        if kind == "clip":
            scissor = d.get("scissor") or d.get("rect")
            stack.append((level, intersect(tuple(scissor), clip) if clip else None))
            continue
        if kind == "group" or clip is None:
            continue
        rect: BBox = tuple(d["rect"])  # type: ignore[assignment]
        if "s" in kind and d.get("width"):
            rect = grow(rect, d["width"] / 2)
        visible = intersect(rect, clip)
        if visible is None or not _is_visible(d):
            continue
        if kind == "f" and _is_highlight(visible, lines, stats, settings):
            continue
        out.append(visible)
    return out


def _is_visible(d: dict) -> bool:
    fill, stroke = d.get("fill"), d.get("color")
    fill_seen = fill is not None and (d.get("fill_opacity") or 1.0) > 0 and min(fill) < _WHITE
    stroke_seen = (
        "s" in d["type"]
        and stroke is not None
        and (d.get("stroke_opacity") or 1.0) > 0
        and min(stroke) < _WHITE
    )
    return fill_seen or stroke_seen


def _is_highlight(
    rect: BBox, lines: Sequence[Line], stats: BodyStats, settings: FigureSettings
) -> bool:
    """A filled box about one text line tall with body-size text across it: a marker highlight."""
    height, width = rect[3] - rect[1], rect[2] - rect[0]
    if height > settings.highlight_max_height_pt or width < 2 * height:
        return False
    covered = 0.0
    for line in lines:
        if not line.horizontal or line.size < 0.8 * stats.size:
            continue
        common = intersect(line.rect, rect)
        if common and (common[3] - common[1]) >= 0.5 * (line.rect[3] - line.rect[1]):
            covered += common[2] - common[0]
    return covered >= 0.4 * width


def cluster_graphics(
    graphics: Sequence[Graphic], gap: float, page: BBox | None = None, max_pixels: int = 8_000_000
) -> list[Cluster]:
    """Group graphics whose boxes come within ``gap`` of each other, then merge groups whose boxes
    do, until none do (the result does not depend on the order of merges).

    The boxes, grown by half the gap, are painted on a bitmap of the page and its connected
    components are the groups: linear in the number of graphics and bounded by ``max_pixels``,
    where comparing boxes pairwise took three minutes on a page of 20,000 tiny paths.
    """
    if not graphics:
        return []
    rects = np.array([g.rect for g in graphics], dtype=np.float64)
    bounds = page or (
        float(rects[:, 0].min()),
        float(rects[:, 1].min()),
        float(rects[:, 2].max()),
        float(rects[:, 3].max()),
    )
    labels = _touching_groups(rects, gap, bounds, max_pixels)
    while True:  # a group that grew can now reach another one: merge by group boxes until stable
        count = int(labels.max()) + 1
        boxes = np.empty((count, 4))
        boxes[:, :2], boxes[:, 2:] = np.inf, -np.inf
        np.minimum.at(boxes[:, 0], labels, rects[:, 0])
        np.minimum.at(boxes[:, 1], labels, rects[:, 1])
        np.maximum.at(boxes[:, 2], labels, rects[:, 2])
        np.maximum.at(boxes[:, 3], labels, rects[:, 3])
        merged = _touching_groups(boxes, gap, bounds, max_pixels)
        if int(merged.max()) + 1 == count:
            break
        labels = merged[labels]
    clusters: dict[int, Cluster] = {}
    for i in sorted(range(len(graphics)), key=lambda i: (graphics[i].rect[1], graphics[i].rect[0])):
        g = graphics[i]
        c = clusters.get(int(labels[i]))
        if c is None:
            clusters[int(labels[i])] = Cluster(rect=g.rect, items=[g])
        else:
            c.items.append(g)
            c.rect = union(c.rect, g.rect)
    return list(clusters.values())


def _touching_groups(rects: np.ndarray, gap: float, page: BBox, max_pixels: int) -> np.ndarray:
    """Label per box (0..k-1, in order of first appearance): boxes in one group come within
    ``gap`` of each other through a chain of boxes. Resolution: a quarter point, coarser only
    on pages too big for ``max_pixels``."""
    x0, y0 = page[0] - gap, page[1] - gap
    w, h = page[2] - page[0] + 2 * gap, page[3] - page[1] + 2 * gap
    scale = min(4.0, math.sqrt(max_pixels / max(w * h, 1.0)))
    cols, rows = max(1, math.ceil(w * scale) + 1), max(1, math.ceil(h * scale) + 1)
    half = gap / 2
    left = np.clip(np.floor((rects[:, 0] - half - x0) * scale), 0, cols - 1).astype(np.int64)
    top = np.clip(np.floor((rects[:, 1] - half - y0) * scale), 0, rows - 1).astype(np.int64)
    right = np.clip(np.ceil((rects[:, 2] + half - x0) * scale), 0, cols - 1).astype(np.int64)
    bottom = np.clip(np.ceil((rects[:, 3] + half - y0) * scale), 0, rows - 1).astype(np.int64)
    if not len(rects):
        return np.zeros(0, np.intp)
    # Only the part of the page the boxes span is drawn: same groups, same order of labels
    # (raster order is kept by cropping), a fraction of the pixels to label.
    r0, c0 = int(top.min()), int(left.min())
    canvas = np.zeros((int(bottom.max()) - r0 + 1, int(right.max()) - c0 + 1), np.uint8)
    for a, b, c, d in zip(
        (left - c0).tolist(),
        (top - r0).tolist(),
        (right - c0).tolist(),
        (bottom - r0).tolist(),
        strict=True,
    ):
        canvas[b : d + 1, a : c + 1] = 1
    _, components = cv2.connectedComponents(canvas, connectivity=4)
    raw = components[top - r0, left - c0]
    _, labels = np.unique(raw, return_inverse=True)
    return labels.reshape(-1)
