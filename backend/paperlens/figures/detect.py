"""Find each figure's region on its page: the graphics (embedded images, clusters of drawn paths)
between its caption and the nearest body text, plus the labels drawn among them.

Why this shape: a caption is the one reliable anchor a figure has. Graphics alone over-report
(table rules, highlights, equation bars, page decorations), and text alone cannot say where a
figure ends. So graphics are cleaned and clustered per page, and each caption claims the clusters
in the band between it and the body text next to it; panels under one caption become one figure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

import pymupdf

from paperlens.figures.graphics import Cluster, cluster_graphics, page_graphics
from paperlens.figures.layout import (
    TABLE_CAPTION_RE,
    BodyStats,
    Caption,
    Line,
    area,
    body_stats,
    center,
    contains_point,
    covered_fraction,
    find_captions,
    grow,
    page_lines,
    touches,
    union,
    union_all,
    x_overlap,
)
from paperlens.models import BBox
from paperlens.settings import FigureSettings


@dataclass(frozen=True)
class FigureRegion:
    """Where one figure is: what the renderer crops and what the describers are told."""

    page: int  # 1-based
    label: str
    caption: str
    caption_rect: BBox
    # The figure's own box. When it could not be found (whole_page_fallback) this is the caption's
    # box, the only part of the page known to belong to the figure: callers that drop figure text
    # from the prose must not drop the whole page. The crop is then the whole page (``crop``).
    bbox: BBox
    crop: BBox  # what the PNG shows before margins: bbox, or the page for a fallback
    source: Literal["raster", "vector"]
    whole_page_fallback: bool
    text: tuple[str, ...]  # text-layer lines drawn inside the figure, in reading order
    blockers: tuple[BBox, ...]  # body text next to the figure: the crop margin must not reach it
    # Set when the page was over a budget: its paths were not read one by one, so the figure's
    # bounds come from a low-resolution rendering and its chart is not read. Says why.
    over_budget: str | None = None


def find_figures(
    doc: pymupdf.Document,
    settings: FigureSettings,
    exclude: Mapping[int, Sequence[BBox]] | None = None,
) -> list[FigureRegion]:
    """Every captioned figure in the paper, one region per label, in page order."""
    exclude = exclude or {}
    pages = [doc[i] for i in range(doc.page_count)]
    all_lines = [page_lines(page) for page in pages]
    stats = body_stats(all_lines, tuple(doc[0].rect) if doc.page_count else (0, 0, 612, 792))
    found: dict[str, FigureRegion] = {}
    for pno, page in enumerate(pages, start=1):
        lines = all_lines[pno - 1]
        captions = find_captions(lines)
        if not captions:
            continue  # no caption, no figure: skip the (slow) drawing scan of text-only pages
        for region in _page_figures(
            page, pno, lines, captions, stats, settings, list(exclude.get(pno, []))
        ):
            old = found.get(region.label)
            # One figure per label: a found region beats a whole-page guess, the first beats a repeat.
            if old is None or (old.whole_page_fallback and not region.whole_page_fallback):
                found[region.label] = region
    return sorted(found.values(), key=lambda r: (r.page, r.caption_rect[1], r.caption_rect[0]))


def _page_figures(
    page: pymupdf.Page,
    pno: int,
    lines: list[Line],
    captions: list[Caption],
    stats: BodyStats,
    settings: FigureSettings,
    exclude: list[BBox],
) -> list[FigureRegion]:
    drawn = page_graphics(page, lines, stats, settings, exclude)
    clusters = cluster_graphics(
        drawn.items,
        settings.cluster_gap_pt,
        tuple(page.rect),  # type: ignore[arg-type]
        settings.cluster_max_pixels,
    )
    caption_line_ids = {i for c in captions for i in c.lines}
    table_line_ids = {i for c in find_captions(lines, TABLE_CAPTION_RE) for i in c.lines}
    blocking = _blocking_lines(lines, clusters, stats, exclude, caption_line_ids | table_line_ids)
    regions = []
    for cap in captions:
        region = _claim_region(cap, clusters, lines, blocking, caption_line_ids, settings)
        if region is None:
            regions.append(
                FigureRegion(
                    page=pno,
                    label=cap.label,
                    caption=cap.text,
                    caption_rect=cap.rect,
                    bbox=cap.rect,
                    crop=tuple(page.rect),  # type: ignore[arg-type]
                    source="raster" if any(c.raster_area for c in clusters) else "vector",
                    whole_page_fallback=True,
                    text=(),
                    blockers=(),
                    over_budget=drawn.over_budget,
                )
            )
            continue
        bbox, members, text = region
        raster = sum(c.raster_area for c in members)
        vector = sum(area(g.rect) for c in members for g in c.items if not g.raster)
        near = tuple(
            lines[i].rect for i in blocking if touches(bbox, lines[i].rect, 2 * settings.margin_pt)
        )
        regions.append(
            FigureRegion(
                page=pno,
                label=cap.label,
                caption=cap.text,
                caption_rect=cap.rect,
                bbox=bbox,
                crop=bbox,
                source="raster" if raster > 0 and raster >= vector else "vector",
                whole_page_fallback=False,
                text=text,
                blockers=near + (cap.rect,),
                over_budget=drawn.over_budget,
            )
        )
    return regions


# --- captions claim regions ----------------------------------------------------------------------


def _blocking_lines(
    lines: Sequence[Line],
    clusters: Sequence[Cluster],
    stats: BodyStats,
    exclude: Sequence[BBox],
    caption_ids: set[int],
) -> set[int]:
    """Lines a figure region can never grow across: body text, captions, table text."""
    out = set()
    for i, line in enumerate(lines):
        if i in caption_ids or any(covered_fraction(line.rect, t) >= 0.5 for t in exclude):
            out.add(i)
            continue
        inside = any(contains_point(grow(c.rect, 1), center(line.rect)) for c in clusters)
        if not inside and stats.is_body_line(line):
            out.add(i)
    return out


def _claim_region(
    cap: Caption,
    clusters: list[Cluster],
    lines: Sequence[Line],
    blocking: set[int],
    caption_ids: set[int],
    settings: FigureSettings,
) -> tuple[BBox, list[Cluster], tuple[str, ...]] | None:
    """The graphics this caption labels: look above it (the usual place) and below, keep the nearer."""
    own = set(cap.lines)
    column = _column(cap, lines, blocking)
    best: tuple[float, tuple[float, float], list[Cluster]] | None = None
    for direction in ("above", "below"):
        band = _band(cap, lines, blocking - own, direction)
        free = [
            c
            for c in clusters
            if c.owner is None and _in_band(c.rect, band) and _is_seed(c, settings)
        ]
        # Graphics straight above/below the caption; failing that, anywhere in the caption's column
        # (a left-aligned short caption under a centred figure).
        seeds = [c for c in free if x_overlap(c.rect, cap.rect) > 0]
        if not seeds:
            seeds = [c for c in free if x_overlap(c.rect, column) > 0]
        if not seeds:
            continue
        gap = min(
            (cap.rect[1] - c.rect[3]) if direction == "above" else (c.rect[1] - cap.rect[3])
            for c in seeds
        )
        if best is None or gap < best[0]:
            best = (gap, band, seeds)
    if best is None:
        return None
    _, band, members = best
    bbox = union_all(c.rect for c in members)
    assert bbox is not None
    # Panels, small marks and labels join while they touch the region. The result does not
    # depend on the order; nearest first lets one pass take whole rings of small marks.
    cx, cy = center(bbox)
    mine = {id(c) for c in members}
    pending = sorted(
        (c for c in clusters if c.owner is None and id(c) not in mine and _in_band(c.rect, band)),
        key=lambda c: abs(center(c.rect)[0] - cx) + abs(center(c.rect)[1] - cy),
    )
    free_lines = [
        i
        for i, line in enumerate(lines)
        if i not in blocking and i not in caption_ids and _in_band(line.rect, band)
    ]
    changed = True
    while changed:
        changed = False
        left: list[Cluster] = []
        for c in pending:
            if x_overlap(c.rect, bbox) > 0 and (
                _is_seed(c, settings) or touches(bbox, c.rect, settings.label_gap_pt)
            ):
                members.append(c)
                bbox = union(bbox, c.rect)
                changed = True
            else:
                left.append(c)
        pending = left
        still: list[int] = []
        for i in free_lines:
            if touches(bbox, lines[i].rect, settings.label_gap_pt):
                bbox = union(bbox, lines[i].rect)
                changed = True
            else:
                still.append(i)
        free_lines = still
    if max(bbox[2] - bbox[0], bbox[3] - bbox[1]) < settings.min_graphic_pt:
        return None
    for c in members:
        c.owner = cap.label
    inside = [
        i
        for i, line in enumerate(lines)
        if i not in caption_ids and contains_point(bbox, center(line.rect))
    ]
    text = tuple(lines[i].text for i in inside)
    return bbox, members, text


def _band(
    cap: Caption, lines: Sequence[Line], blocking: set[int], direction: str
) -> tuple[float, float]:
    """The vertical span between the caption and the nearest blocking line on its side."""
    if direction == "above":
        top = max(
            (
                lines[i].rect[3]
                for i in blocking
                if lines[i].rect[3] <= cap.rect[1] + 1 and x_overlap(lines[i].rect, cap.rect) > 0
            ),
            default=0.0,
        )
        return (top, cap.rect[1])
    bottom = min(
        (
            lines[i].rect[1]
            for i in blocking
            if lines[i].rect[1] >= cap.rect[3] - 1 and x_overlap(lines[i].rect, cap.rect) > 0
        ),
        default=float("inf"),
    )
    return (cap.rect[3], bottom)


def _column(cap: Caption, lines: Sequence[Line], blocking: set[int]) -> BBox:
    """The caption's text column: the span of the body lines beside which it is set."""
    spans = [lines[i].rect for i in blocking if x_overlap(lines[i].rect, cap.rect) > 0]
    return union_all(spans + [cap.rect]) or cap.rect


def _in_band(rect: BBox, band: tuple[float, float]) -> bool:
    return rect[1] >= band[0] - 1 and rect[3] <= band[1] + 1


def _is_seed(c: Cluster, settings: FigureSettings) -> bool:
    """Big enough to be a figure by itself; rules, fraction bars and bullets are not."""
    w, h = c.rect[2] - c.rect[0], c.rect[3] - c.rect[1]
    return min(w, h) >= settings.min_graphic_pt
