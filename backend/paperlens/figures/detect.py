"""Find each figure's region on its page: the graphics (embedded images, clusters of drawn paths)
between its caption and the nearest body text, plus the labels drawn among them.

Why this shape: a caption is the one reliable anchor a figure has. Graphics alone over-report
(table rules, highlights, equation bars, page decorations), and text alone cannot say where a
figure ends. So graphics are cleaned and clustered per page, and each caption claims the clusters
in the band between it and the body text next to it; panels under one caption become one figure.
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import TYPE_CHECKING, Any, Literal

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
    label_words,
    looks_tabular,
    numbered_labels,
    page_lines,
    touches,
    union,
    union_all,
    x_overlap,
)
from paperlens.models import BBox
from paperlens.settings import FigureSettings

if TYPE_CHECKING:
    from paperlens.ingest.turn_cache import TurnCache


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

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> FigureRegion:
        """The region ``to_json`` gave, exactly: JSON turned its tuples into lists."""
        tuples: dict[str, Any] = {
            "caption_rect": tuple(value["caption_rect"]),
            "bbox": tuple(value["bbox"]),
            "crop": tuple(value["crop"]),
            "text": tuple(value["text"]),
            "blockers": tuple(tuple(b) for b in value["blockers"]),
        }
        return cls(**(value | tuples))


def find_figures(
    doc: pymupdf.Document,
    settings: FigureSettings,
    exclude: Mapping[int, Sequence[BBox]] | None = None,
    cache: TurnCache | None = None,
) -> list[FigureRegion]:
    """Every captioned figure in the paper, one region per label, in page order. ``cache``: the
    regions of pages read in an earlier turn of the job, and where this one keeps each page's."""
    exclude = exclude or {}
    pages = [doc[i] for i in range(doc.page_count)]
    all_lines = [page_lines(page) for page in pages]
    stats = body_stats(all_lines, tuple(doc[0].rect) if doc.page_count else (0, 0, 612, 792))
    # Captions in a word no list knows ("Kuva 2.", "Hình 1."): lines that number a series as
    # captions do. Whether a word names figures is told by what its captions label.
    numbered = [numbered_labels(lines) for lines in all_lines]
    words = label_words(numbered)
    furniture = _furniture(all_lines, tuple(doc[0].rect) if doc.page_count else (0, 0, 612, 792))
    found: dict[str, FigureRegion] = {}
    unseen: dict[str, list[tuple[FigureRegion, bool]]] = {}  # word -> (region, looks tabular)
    for pno, page in enumerate(pages, start=1):
        lines = all_lines[pno - 1]
        captions = find_captions(lines)
        extra = [n.caption for n in numbered[pno - 1] if n.word in words]
        if not captions and not extra:
            continue  # no caption, no figure: skip the (slow) drawing scan of text-only pages
        extra_labels = {c.label for c in extra}
        args = (lines, captions, stats, settings, list(exclude.get(pno, [])), extra)
        key = cache.key("figures", pno, *args, sorted(furniture[pno - 1])) if cache else ""
        kept = cache.get(key) if cache else None
        if kept is not None:
            regions = [FigureRegion.from_json(r) for r in kept]
        else:
            start = time.process_time()
            regions = _page_figures(page, pno, *args, furniture[pno - 1])
            if cache:
                spent = time.process_time() - start
                cache.put(key, [r.to_json() for r in regions], spent_s=spent)
        for region in regions:
            if region.label in extra_labels:
                if not region.whole_page_fallback:
                    skip = {i for c in [*captions, *extra] for i in c.lines}
                    tabular = looks_tabular(lines, region.bbox, skip)
                    unseen.setdefault(region.label.rsplit(" ", 1)[0], []).append((region, tabular))
                continue
            old = found.get(region.label)
            # One figure per label: a found region beats a whole-page guess, the first beats a repeat.
            if old is None or (old.whole_page_fallback and not region.whole_page_fallback):
                found[region.label] = region
    for region in _unseen_word_figures(unseen, set(found)):
        found.setdefault(region.label, region)
    return sorted(found.values(), key=lambda r: (r.page, r.caption_rect[1], r.caption_rect[0]))


def _furniture(all_lines: Sequence[Sequence[Line]], page: BBox) -> list[set[int]]:
    """Per page, the lines in the outer tenth of the page printed at the same height on another
    page with the same text (a running head; a page number, whatever its digits)."""
    edge = 0.1 * (page[3] - page[1])

    def key(line: Line) -> tuple[int, str]:
        text = "#" if line.text.strip().isdigit() else line.text
        return (round(line.rect[1] / 2), text)

    pages_of: dict[tuple[int, str], set[int]] = {}
    for pno, lines in enumerate(all_lines):
        for line in lines:
            pages_of.setdefault(key(line), set()).add(pno)
    return [
        {
            i
            for i, line in enumerate(lines)
            if len(pages_of[key(line)]) > 1
            and (line.rect[3] <= page[1] + edge or line.rect[1] >= page[3] - edge)
        }
        for lines in all_lines
    ]


def _unseen_word_figures(
    unseen: Mapping[str, list[tuple[FigureRegion, bool]]], known: set[str]
) -> list[FigureRegion]:
    """The figures of the word that labels graphics more often than grids of cells (a table's
    word labels grids), renamed "Figure N". A word whose numbers the paper's own "Figure N"
    captions already use is another series (plates, schemes): it is left alone, as is a second
    word that would give the same labels."""
    out: list[FigureRegion] = []
    taken = set(known)
    ranked = sorted(unseen.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for _word, regions in ranked:
        charts = [r for r, tabular in regions if not tabular]
        if len(charts) <= len(regions) - len(charts):
            continue
        labels = [f"Figure {r.label.rsplit(' ', 1)[1]}" for r in charts]
        if any(label in taken for label in labels):
            continue
        taken.update(labels)
        out += [replace(r, label=label) for r, label in zip(charts, labels, strict=True)]
    return out


def _page_figures(
    page: pymupdf.Page,
    pno: int,
    lines: list[Line],
    captions: list[Caption],
    stats: BodyStats,
    settings: FigureSettings,
    exclude: list[BBox],
    extra: Sequence[Caption] = (),
    furniture: set[int] | frozenset[int] = frozenset(),
) -> list[FigureRegion]:
    """Regions of the page's captions; ``extra`` captions (words no list knows) claim last, so a
    known caption keeps its figure."""
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
    claims: list[tuple[Caption, BBox, list[Cluster], tuple[str, ...]]] = []

    # Text set a little apart from a figure joins it only if it is smaller than the body text
    # (a legend, a tick label; not a displayed equation) and no running head.
    not_far = set(furniture) | {i for i, ln in enumerate(lines) if ln.size >= stats.size - 0.5}

    def claim(pending: list[Caption], blocking: set[int], caption_ids: set[int]) -> None:
        while pending:
            # A caption with graphics on one side only claims first, so that a caption that has
            # graphics on both sides (Figure 9's caption between its chart and Figure 10's) does
            # not take its neighbour's figure.
            counted = [
                (len(_options(c, clusters, lines, blocking, settings)), i)
                for i, c in enumerate(pending)
            ]
            cap = pending.pop(min(counted)[1])
            region = _claim_region(cap, clusters, lines, blocking, caption_ids, settings, not_far)
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
            claims.append((cap, *region))

    claim(list(captions), blocking, caption_line_ids)
    claims = _side_panels(claims, clusters, lines, blocking, caption_line_ids, settings)
    # Captions in unknown words claim what is left; one drawn inside a known figure ("Game 1"
    # over a board) is that figure's text, not a caption.
    extra = [
        c for c in extra if not any(contains_point(b, center(c.rect)) for _, b, _, _ in claims)
    ]
    if extra:
        caption_line_ids |= {i for c in extra for i in c.lines}
        blocking = _blocking_lines(
            lines, clusters, stats, exclude, caption_line_ids | table_line_ids
        )
        known = len(claims)
        claim(extra, blocking, caption_line_ids)
        claims[known:] = _side_panels(
            claims[known:], clusters, lines, blocking, caption_line_ids, settings
        )
    for cap, bbox, members, text in claims:
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
    not_far: set[int] | frozenset[int] = frozenset(),
) -> tuple[BBox, list[Cluster], tuple[str, ...]] | None:
    """The graphics this caption labels: look above it (the usual place) and below, keep the nearer."""
    options = _options(cap, clusters, lines, blocking, settings) or _beside(
        cap, clusters, lines, blocking, settings
    )
    if not options:
        return None
    best = min(options, key=lambda o: o[0] * (1.0 if o[3] == "above" else _BELOW_PENALTY))
    _, band, members, _ = best
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
            if touches(bbox, lines[i].rect, settings.label_gap_pt) or _tick_label(
                bbox, lines[i], settings.label_gap_pt
            ):
                bbox = union(bbox, lines[i].rect)
                changed = True
            else:
                still.append(i)
        free_lines = still
        if not changed:
            # a legend or key set apart between the graphic and its own caption (ReportLab's
            # legend under the plot) is the figure's: nothing but it lies in that gap
            between = _between(bbox, cap.rect, [lines[i].rect for i in free_lines], pending)
            if between is not None and union(bbox, between) != bbox:
                bbox, changed = union(bbox, between), True
    # a key or the top tick label set a little apart on the far side from the caption (a legend
    # row over the plot: Qt Charts, D3, ECharts) is the figure's too
    far = _far_side(
        bbox,
        cap.rect,
        [lines[i] for i in free_lines if i not in not_far],
        pending,
        2 * settings.label_gap_pt,
    )
    if far is not None:
        bbox = union(bbox, far)
    level = _level_sides(
        bbox,
        cap.rect,
        _column(cap, lines, blocking),
        [lines[i] for i in free_lines],
        [lines[i].rect for i in blocking if i not in caption_ids],
        pending,
        settings,
    )
    if level is not None:
        bbox = union(bbox, level)
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


_NUMBER = re.compile(r"[−–+-]?\d+(?:[.,]\d+)*%?")


def _tick_label(bbox: BBox, line: Line, gap: float) -> bool:
    """A number beside the graphic, level with it, a little further off than a label may be:
    some tools (fpdf2) set tick labels a few points more than ``gap`` from the axis. A number
    alone is no body text, so up to twice the gap is still the chart's."""
    r = line.rect
    if not _NUMBER.fullmatch(line.text.strip()):
        return False
    beside = bbox[1] <= (r[1] + r[3]) / 2 <= bbox[3] and (
        0 <= bbox[0] - r[2] <= 2 * gap or 0 <= r[0] - bbox[2] <= 2 * gap
    )
    under = bbox[0] <= (r[0] + r[2]) / 2 <= bbox[2] and 0 <= r[1] - bbox[3] <= 2 * gap
    return beside or under


def _between(
    bbox: BBox, caption: BBox, line_rects: list[BBox], clusters: list[Cluster]
) -> BBox | None:
    """Everything (free text lines, small graphics) lying wholly in the gap between a figure
    and its caption, under the figure's width; None if nothing does."""
    if caption[1] >= bbox[3]:  # caption below
        lo, hi = bbox[3], caption[1]
    elif caption[3] <= bbox[1]:  # caption above
        lo, hi = caption[3], bbox[1]
    else:
        return None
    rects = line_rects + [c.rect for c in clusters]
    inside = [
        r for r in rects if lo - 0.5 <= r[1] and r[3] <= hi + 0.5 and x_overlap(r, bbox) > 0
        and bbox[0] - 2 <= r[0] and r[2] <= bbox[2] + 2
    ]  # fmt: skip
    return union_all(inside) if inside else None


def _far_side(
    bbox: BBox, caption: BBox, lines: list[Line], clusters: list[Cluster], reach: float
) -> BBox | None:
    """Free text lines and small graphics on the side away from the caption, each within
    ``reach`` of the figure or of one taken before it, within the figure's width; None if there
    are none, or if they are rows of a grid (a table's cells set just above the figure). Body
    text is never free, and a running head is further off or wider than the figure."""
    if caption[1] >= bbox[3] - 1:
        up = True  # caption below: look above
    elif caption[3] <= bbox[1] + 1:
        up = False
    else:
        return None
    items = [ln.rect for ln in lines] + [c.rect for c in clusters]
    taken: list[BBox] = []
    edge = bbox[1] if up else bbox[3]
    while True:
        near = [
            r
            for r in items
            if r not in taken
            and bbox[0] - 2 <= r[0]
            and r[2] <= bbox[2] + 2
            and 0 <= ((edge - r[3]) if up else (r[1] - edge)) <= reach
        ]
        if not near:
            break
        taken += near
        edge = min(r[1] for r in near) if up else max(r[3] for r in near)
    if not taken:
        return None
    span = union_all(taken)
    assert span is not None
    rows: dict[int, int] = {}
    for ln in lines:  # every free line level with the taken ones, whatever its x
        cy = center(ln.rect)[1]
        if span[1] <= cy <= span[3]:
            rows[round(cy / 3)] = rows.get(round(cy / 3), 0) + 1
    if sum(1 for n in rows.values() if n >= 3) >= 3:
        return None
    return span


def _level_sides(
    bbox: BBox,
    caption: BBox,
    column: BBox,
    lines: list[Line],
    blocking: list[BBox],
    clusters: list[Cluster],
    settings: FigureSettings,
) -> BBox | None:
    """Free text lines and small graphics level with the figure, left or right of it, under
    its caption's width: an axis a renderer sets apart from the plot with its tick labels
    (Toyplot offsets both axes), a legend outside the plot at the right. A side stops at body
    text and at another graphic big enough to be a figure; a side with no such graphic reaches
    the caption's text column (a short caption set flush left under a centred figure is no
    narrower bound), a side with one only the caption's width (the labels nearer that graphic
    may be its own: a second panel's tick labels). None if nothing is taken, or if the lines
    are rows of a grid (a table beside the figure)."""
    if not (caption[1] >= bbox[3] - 1 or caption[3] <= bbox[1] + 1):
        return None  # a caption beside the figure: its side is no figure's
    lo, hi = bbox[1], bbox[3]

    def is_level(r: BBox) -> bool:  # (the top tick label may stand over the highest mark)
        return r[1] >= lo - 0.25 * (hi - lo) and r[3] <= hi + 2

    body = [r for r in blocking if r[1] < hi and r[3] > lo]
    graphics = [c.rect for c in clusters if _is_seed(c, settings) and r_level(c.rect, lo, hi)]
    stops = body + graphics
    left_bound = caption[0] if any(r[2] <= bbox[0] + 1 for r in graphics) else column[0]
    right_bound = caption[2] if any(r[0] >= bbox[2] - 1 for r in graphics) else column[2]
    left = max([r[2] for r in stops if r[2] <= bbox[0] + 1] + [left_bound - 2])
    right = min([r[0] for r in stops if r[0] >= bbox[2] - 1] + [right_bound + 2])
    items = [ln.rect for ln in lines] + [c.rect for c in clusters if not _is_seed(c, settings)]
    taken = [
        r
        for r in items
        if is_level(r)
        and ((left <= r[0] and r[2] <= bbox[0] + 1) or (bbox[2] - 1 <= r[0] and r[2] <= right))
    ]
    if not taken:
        return None
    rows: dict[int, int] = {}
    for ln in lines:
        if ln.rect in taken:
            cy = center(ln.rect)[1]
            rows[round(cy / 3)] = rows.get(round(cy / 3), 0) + 1
    if sum(1 for n in rows.values() if n >= 3) >= 3:
        return None
    return union_all(taken)


def r_level(r: BBox, lo: float, hi: float) -> bool:
    return r[1] < hi and r[3] > lo


def _side_panels(
    claims: list[tuple[Caption, BBox, list[Cluster], tuple[str, ...]]],
    clusters: list[Cluster],
    lines: Sequence[Line],
    blocking: set[int],
    caption_ids: set[int],
    settings: FigureSettings,
) -> list[tuple[Caption, BBox, list[Cluster], tuple[str, ...]]]:
    """Graphics no caption claimed, set beside exactly one figure at the same height across a
    gutter with no body text in it, are that figure's panels: a figure spanning both columns
    whose caption sits under one column (Nature's "a" left, "b" right, prose under "b")."""
    out = list(claims)
    gap = settings.label_gap_pt
    for c in clusters:
        if c.owner is not None or not _is_seed(c, settings):
            continue
        # with its labels (ticks, legend, axis titles): they fill the gutter side of a panel
        own = c.rect
        free = [
            i
            for i, line in enumerate(lines)
            if i not in blocking
            and i not in caption_ids
            and _in_band(line.rect, (c.rect[1] - 2 * gap, c.rect[3] + 2 * gap))
        ]
        grew = True
        while grew:
            near = [i for i in free if touches(own, lines[i].rect, gap)]
            free = [i for i in free if i not in near]
            grew = bool(near)
            for i in near:
                own = union(own, lines[i].rect)
        beside = []
        for k, (_cap, bbox, _members, _text) in enumerate(out):
            if x_overlap(own, bbox) > 0:
                continue
            shared = min(c.rect[3], bbox[3]) - max(c.rect[1], bbox[1])
            if shared < 0.6 * min(c.rect[3] - c.rect[1], bbox[3] - bbox[1]):
                continue
            gap_box = (
                min(own[2], bbox[2]),
                max(c.rect[1], bbox[1]),
                max(own[0], bbox[0]),
                min(c.rect[3], bbox[3]),
            )
            if gap_box[2] - gap_box[0] > settings.side_panel_gap_pt:
                continue
            if any(
                x_overlap(lines[i].rect, gap_box) > 0
                and min(lines[i].rect[3], gap_box[3]) > max(lines[i].rect[1], gap_box[1])
                for i in blocking
            ):
                continue  # body text between them: a neighbour, not a panel
            beside.append(k)
        if len(beside) != 1:
            continue
        cap, bbox, members, _ = out[beside[0]]
        c.owner = cap.label
        members = [*members, c]
        bbox = union(bbox, own)
        inside = tuple(
            line.text
            for i, line in enumerate(lines)
            if i not in caption_ids and contains_point(bbox, center(line.rect))
        )
        out[beside[0]] = (cap, bbox, members, inside)
    return out


# Figures sit above their captions in nearly every style: graphics below a caption must be this
# much nearer than graphics above it to be taken instead.
_BELOW_PENALTY = 2.0


def _options(
    cap: Caption,
    clusters: list[Cluster],
    lines: Sequence[Line],
    blocking: set[int],
    settings: FigureSettings,
) -> list[tuple[float, tuple[float, float], list[Cluster], str]]:
    """(gap, band, seed clusters, direction) for each side of the caption with free graphics."""
    own = set(cap.lines)
    column = _column(cap, lines, blocking)
    out = []
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
        out.append((max(gap, 0.0), band, seeds, direction))
    return out


def _beside(
    cap: Caption,
    clusters: list[Cluster],
    lines: Sequence[Line],
    blocking: set[int],
    settings: FigureSettings,
) -> list[tuple[float, tuple[float, float], list[Cluster], str]]:
    """A caption with nothing above or below it, set in a margin beside its figure (tufte,
    sidecap): the nearest free graphic level with it, with no body text in between."""
    cands = []
    for c in clusters:
        if c.owner is not None or not _is_seed(c, settings) or x_overlap(c.rect, cap.rect) > 0:
            continue
        if min(c.rect[3], cap.rect[3]) - max(c.rect[1], cap.rect[1]) <= 0:
            continue  # not level with the caption
        gap_box = (
            min(c.rect[2], cap.rect[2]),
            max(c.rect[1], cap.rect[1]),
            max(c.rect[0], cap.rect[0]),
            min(c.rect[3], cap.rect[3]),
        )
        if gap_box[2] - gap_box[0] > settings.side_caption_gap_pt:
            continue
        if any(
            x_overlap(lines[i].rect, gap_box) > 0
            and min(lines[i].rect[3], gap_box[3]) > max(lines[i].rect[1], gap_box[1])
            for i in blocking
            if i not in cap.lines
        ):
            continue  # body text between them
        cands.append((gap_box[2] - gap_box[0], c))
    if not cands:
        return []
    gap, seed = min(cands, key=lambda t: t[0])
    near = [i for i in blocking if i not in cap.lines and x_overlap(lines[i].rect, seed.rect) > 0]
    top = max((lines[i].rect[3] for i in near if lines[i].rect[3] <= seed.rect[1] + 1), default=0.0)
    bottom = min(
        (lines[i].rect[1] for i in near if lines[i].rect[1] >= seed.rect[3] - 1),
        default=float("inf"),
    )
    return [(max(gap, 0.0), (top, bottom), [seed], "beside")]


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
