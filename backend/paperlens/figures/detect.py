"""Find each figure's region on its page: the graphics (embedded images, clusters of drawn paths)
between its caption and the nearest body text, plus the labels drawn among them.

Why this shape: a caption is the one reliable anchor a figure has. Graphics alone over-report
(table rules, highlights, equation bars, page decorations), and text alone cannot say where a
figure ends. So graphics are cleaned and clustered per page, and each caption claims the clusters
in the band between it and the body text next to it; panels under one caption become one figure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

import pymupdf

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
    intersect,
    page_lines,
    touches,
    union,
    union_all,
    x_overlap,
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
    graphics = page_graphics(page, lines, stats, settings, exclude)
    clusters = cluster_graphics(graphics, settings.cluster_gap_pt)
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
            )
        )
    return regions


# --- graphics ----------------------------------------------------------------------------------


def page_graphics(
    page: pymupdf.Page,
    lines: Sequence[Line],
    stats: BodyStats,
    settings: FigureSettings,
    exclude: Sequence[BBox],
) -> list[Graphic]:
    """Visible images and paths, cut to their clip, without decorations, highlights or table rules."""
    page_box: BBox = tuple(page.rect)  # type: ignore[assignment]
    raw: list[Graphic] = []
    for info in page.get_image_info():
        rect = intersect(tuple(info["bbox"]), page_box)  # type: ignore[arg-type]
        if rect and min(rect[2] - rect[0], rect[3] - rect[1]) >= 2:
            raw.append(Graphic(rect, raster=True))
    for rect in _visible_paths(page, page_box, lines, stats, settings):
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
    return kept


def _visible_paths(
    page: pymupdf.Page,
    page_box: BBox,
    lines: Sequence[Line],
    stats: BodyStats,
    settings: FigureSettings,
) -> list[BBox]:
    """Path boxes as they appear: cut to the clip stack, invisible and highlight fills dropped.

    ``get_drawings(extended=True)`` reports clips and groups with nesting levels; a path's box is
    where it was drawn, which for a clipped plot can reach far outside the figure (into the
    section heading above it, on the Attention paper's visualisation pages).
    """
    out: list[BBox] = []
    stack: list[tuple[int, BBox | None]] = []
    for d in page.get_drawings(extended=True):
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


def cluster_graphics(graphics: Sequence[Graphic], gap: float) -> list[Cluster]:
    """Group graphics whose boxes come within ``gap`` of each other, then merge overlapping groups."""
    clusters: list[Cluster] = []
    for g in sorted(graphics, key=lambda g: (g.rect[1], g.rect[0])):
        hits = [c for c in clusters if touches(c.rect, g.rect, gap)]
        if not hits:
            clusters.append(Cluster(rect=g.rect, items=[g]))
            continue
        keep = hits[0]
        keep.items.append(g)
        keep.rect = union(keep.rect, g.rect)
        for other in hits[1:]:
            keep.items += other.items
            keep.rect = union(keep.rect, other.rect)
            clusters.remove(other)
    # A group that grew can now reach another one: repeat until stable.
    merged = True
    while merged:
        merged = False
        for i, a in enumerate(clusters):
            for b in clusters[i + 1 :]:
                if touches(a.rect, b.rect, gap):
                    a.items += b.items
                    a.rect = union(a.rect, b.rect)
                    clusters.remove(b)
                    merged = True
                    break
            if merged:
                break
    return clusters


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
    attached: list[int] = []
    changed = True
    while changed:  # panels, small marks and labels join while they touch the region
        changed = False
        for c in clusters:
            if (
                c.owner is not None
                or c in members
                or not _in_band(c.rect, band)
                or x_overlap(c.rect, bbox) <= 0
            ):
                continue
            if _is_seed(c, settings) or touches(bbox, c.rect, settings.label_gap_pt):
                members.append(c)
                bbox = union(bbox, c.rect)
                changed = True
        for i, line in enumerate(lines):
            if i in blocking or i in caption_ids or i in attached or not _in_band(line.rect, band):
                continue
            if touches(bbox, line.rect, settings.label_gap_pt):
                attached.append(i)
                bbox = union(bbox, line.rect)
                changed = True
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
