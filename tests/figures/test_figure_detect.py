"""Finding and cropping figures: small generated PDFs for each rule, the real papers end to end."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import numpy as np
import pymupdf
import pytest

from paperlens.figures import extract_figures
from paperlens.figures.describe import FigureInput, OfflineDescriber
from paperlens.figures.detect import FigureRegion, find_figures
from paperlens.models import BBox, chunk_id
from paperlens.settings import FigureSettings

PAPERS = Path(__file__).resolve().parents[2].parent / "shared" / "papers"
BODY = "Residual networks are easier to optimize and gain accuracy from considerably increased depth here."


def paper(name: str) -> pymupdf.Document:
    path = PAPERS / name
    if not path.exists():
        pytest.skip(f"{path} not found: the real papers live in shared/papers beside the repo root")
    return pymupdf.open(path)


class NoDescriber:
    """Implements FigureDescriber; records what it was given."""

    name = "none"
    concurrency = 1

    def __init__(self) -> None:
        self.seen: list[FigureInput] = []

    def describe_all(self, figures, progress=None):
        self.seen += figures
        for i in range(len(figures)):
            if progress:
                progress(i + 1, len(figures))
        return ["a description"] * len(figures)


# --- generated pages ---------------------------------------------------------------------------


def body_lines(page: pymupdf.Page, y: float, n: int, x0: float = 72) -> None:
    for i in range(n):
        page.insert_text((x0, y + 12 * i), BODY, fontsize=10)


def line_chart(page: pymupdf.Page, frame: pymupdf.Rect, names=("ResNet-34", "plain-34")) -> None:
    page.draw_rect(frame, color=(0, 0, 0), width=0.6)
    for i in range(5):
        x = frame.x0 + i * frame.width / 4
        page.draw_line((x, frame.y1), (x, frame.y1 - 3), color=(0, 0, 0), width=0.5)
        page.insert_text((x - 3, frame.y1 + 9), str(i * 10), fontsize=7)
        y = frame.y1 - i * frame.height / 4
        page.insert_text((frame.x0 - 14, y + 2), str(20 + 5 * i), fontsize=7)
    page.insert_text((frame.x0 + frame.width / 2 - 20, frame.y1 + 19), "iter. (1e4)", fontsize=7)
    page.insert_text((frame.x0 - 20, frame.y1 - 20), "error (%)", fontsize=7, rotate=90)
    for k, (name, color) in enumerate(zip(names, [(1, 0, 0), (0, 0.6, 0.9)], strict=False)):
        pts = [
            (frame.x0 + j * frame.width / 10, frame.y0 + 10 + k * 25 + j * j * 0.9)
            for j in range(11)
        ]
        page.draw_polyline(pts, color=color, width=1.2)
        ly = frame.y0 + 12 + 10 * k
        page.draw_line((frame.x1 - 60, ly), (frame.x1 - 48, ly), color=color, width=1.2)
        page.insert_text((frame.x1 - 45, ly + 2), name, fontsize=6)


def caption(page: pymupdf.Page, y: float, text: str, x0: float = 72) -> None:
    page.insert_text((x0, y), text, fontsize=9)


def png_with_text(text: str) -> bytes:
    src = pymupdf.open()
    p = src.new_page(width=320, height=120)
    p.draw_rect(p.rect, color=None, fill=(0.85, 0.92, 1.0))
    p.insert_text((20, 70), text, fontsize=28)
    return p.get_pixmap(alpha=False).tobytes("png")


def region_of(regions: list[FigureRegion], label: str) -> FigureRegion:
    matches = [r for r in regions if r.label == label]
    assert matches, f"{label} not found in {[r.label for r in regions]}"
    return matches[0]


def inside(inner: BBox, outer: BBox, tol: float = 1.0) -> bool:
    return (
        inner[0] >= outer[0] - tol
        and inner[1] >= outer[1] - tol
        and inner[2] <= outer[2] + tol
        and inner[3] <= outer[3] + tol
    )


def overlaps(a: BBox, b: BBox, tol: float = 0.5) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > tol and min(a[3], b[3]) - max(a[1], b[1]) > tol


def body_line_boxes(page: pymupdf.Page) -> list[BBox]:
    return [tuple(b[:4]) for b in page.get_text("blocks") if b[4].startswith(BODY[:20])]


# --- generated PDFs: one rule each -------------------------------------------------------------


def test_vector_chart_is_cropped_between_caption_and_body_text() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    body_lines(page, 84, 4)
    frame = pymupdf.Rect(160, 160, 440, 320)
    line_chart(page, frame)
    caption(page, 356, "Figure 1: Training error of plain and residual networks.")
    body_lines(page, 392, 6)

    regions = find_figures(doc, FigureSettings())

    assert [r.label for r in regions] == ["Figure 1"]
    r = regions[0]
    assert r.caption == "Training error of plain and residual networks"
    assert r.source == "vector" and not r.whole_page_fallback
    # the frame, the tick labels under it and the rotated axis title left of it are all inside
    assert inside((frame.x0 - 20, frame.y0, frame.x1, frame.y1 + 19), r.bbox)
    assert r.bbox[3] <= r.caption_rect[1]
    assert not any(overlaps(r.bbox, b) for b in body_line_boxes(page))
    assert "ResNet-34" in r.text and "iter. (1e4)" in r.text


def test_raster_figure_with_fig_dot_caption_is_rendered_sharp(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    body_lines(page, 84, 3)
    img = pymupdf.Rect(200, 150, 360, 210)
    page.insert_image(img, stream=png_with_text("ALPHA BETA"))
    caption(page, 236, "Fig. 2. A photo of the test rig.")
    body_lines(page, 270, 3)
    settings = FigureSettings(min_long_side_px=1200)

    chunks = extract_figures(
        doc, "paper1234567890abcdef", tmp_path / "figs", settings, NoDescriber()
    )

    assert len(chunks) == 1
    c = chunks[0]
    assert c.label == "Figure 2" and c.caption == "A photo of the test rig"
    assert c.extra["source"] == "raster" and c.extra["whole_page_fallback"] is False
    assert inside(tuple(img), c.bbox) and c.bbox[3] <= 236 - 6
    pix = pymupdf.Pixmap(tmp_path / "figs" / c.image)
    assert max(pix.width, pix.height) >= 1200
    # the crop shows the figure plus a margin, not the page: about 160x60 pt scaled up
    assert abs(pix.width / pix.height - (160 + 12) / (60 + 12)) < 0.25


def test_highlights_and_page_decorations_are_not_figures() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    # marker highlights behind body lines, as some arXiv copies have on several pages
    for y in (96, 108, 420):
        page.draw_rect(
            pymupdf.Rect(72, y - 9, 300, y + 3), color=None, fill=(0.98, 0.8, 0.35), overlay=False
        )
    body_lines(page, 84, 4)
    page.draw_line((72, 40), (540, 40), color=(0, 0, 0), width=0.5)  # running-header rule
    stamp_bar = pymupdf.Rect(12, 200, 30, 560)
    page.draw_rect(stamp_bar, color=None, fill=(0.6, 0.6, 0.6))
    page.insert_text((24, 540), "arXiv:1512.03385v1 [cs.CV] 10 Dec 2015", fontsize=14, rotate=90)
    frame = pymupdf.Rect(160, 170, 440, 330)
    line_chart(page, frame)
    caption(page, 366, "Figure 1: Test error.")
    body_lines(page, 400, 5)
    # a second page: highlights and a caption, but nothing drawn for the caption to claim
    page2 = doc.new_page()
    for y in (96, 108):
        page2.draw_rect(
            pymupdf.Rect(72, y - 9, 400, y + 3), color=None, fill=(1.0, 1.0, 0.3), overlay=False
        )
    body_lines(page2, 84, 4)
    caption(page2, 140, "Figure 2: A figure the PDF draws as nothing we can see.")
    body_lines(page2, 170, 4)

    regions = find_figures(doc, FigureSettings())

    fig1 = region_of(regions, "Figure 1")
    assert inside((frame.x0 - 20, frame.y0, frame.x1, frame.y1 + 19), fig1.bbox)
    # no stamp, no header rule, no highlights
    assert fig1.bbox[0] > 40 and fig1.bbox[1] > 120 and fig1.bbox[3] < 366
    fig2 = region_of(regions, "Figure 2")
    assert fig2.whole_page_fallback and fig2.page == 2


def test_drawing_that_extends_past_its_clip_is_cut_to_the_clip() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 80), "Attention Visualizations", fontsize=12)
    caption(page, 330, "Figure 3: Heat map.")
    body_lines(page, 370, 5)
    h = page.rect.height
    # A heat map whose top row of cells lies outside the clip (drawn up to y=84, clipped at y=150),
    # written as a raw content stream: PDF y runs upwards from the page bottom.
    cells = b" ".join(
        b"%.2f %.2f %.2f rg %d %d 20 20 re f"
        % (0.2 + 0.1 * i, 0.3, 0.8 - 0.1 * j, 120 + 40 * i, h - 104 - 40 * j)
        for i in range(8)
        for j in range(6)
    )
    stream = b"q 100 %d 400 %d re W n %s Q" % (h - 310, 160, cells)
    xref = doc.get_new_xref()
    doc.update_object(xref, "<<>>")
    doc.update_stream(xref, stream)
    contents = page.get_contents()
    doc.xref_set_key(
        page.xref, "Contents", "[" + " ".join(f"{x} 0 R" for x in contents + [xref]) + "]"
    )

    regions = find_figures(doc, FigureSettings())

    r = region_of(regions, "Figure 3")
    # the clipped-away row does not pull the crop up into the heading
    assert r.bbox[1] >= 150 - 0.5, r.bbox
    assert r.bbox[3] <= 310 + 0.5 and r.bbox[0] >= 100 - 0.5 and r.bbox[2] <= 500 + 0.5


def test_panels_under_one_caption_are_one_figure() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    body_lines(page, 84, 3)
    left, right = pymupdf.Rect(100, 160, 290, 300), pymupdf.Rect(340, 160, 530, 300)
    line_chart(page, left, ("plain-18", "plain-34"))
    line_chart(page, right, ("ResNet-18", "ResNet-34"))
    caption(page, 340, "Figure 4: Training on ImageNet. Left: plain networks. Right: ResNets.")
    body_lines(page, 376, 4)

    regions = find_figures(doc, FigureSettings())

    assert [r.label for r in regions] == ["Figure 4"]
    assert inside(tuple(left), regions[0].bbox) and inside(tuple(right), regions[0].bbox)
    assert {"plain-18", "ResNet-34"} <= set(regions[0].text)


def test_excluded_table_rules_are_not_taken_into_a_figure() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    body_lines(page, 84, 2)
    table = pymupdf.Rect(150, 130, 450, 190)
    page.draw_rect(table, color=(0, 0, 0), width=0.6)  # a fully ruled grid
    page.draw_line((table.x0, table.y0 + 14), (table.x1, table.y0 + 14), color=(0, 0, 0), width=0.6)
    page.draw_line(
        (table.x0 + 100, table.y0), (table.x0 + 100, table.y1), color=(0, 0, 0), width=0.6
    )
    for k, row in enumerate(["model error", "plain 28.5", "ResNet 25.0"]):
        page.insert_text((table.x0 + 10, table.y0 + 11 + 16 * k), row, fontsize=8)
    frame = pymupdf.Rect(160, 192, 440, 330)  # close enough to the table to touch it
    line_chart(page, frame)
    caption(page, 366, "Figure 1: Test error.")
    body_lines(page, 400, 4)

    merged = region_of(find_figures(doc, FigureSettings()), "Figure 1")
    apart = region_of(find_figures(doc, FigureSettings(), exclude={1: [tuple(table)]}), "Figure 1")

    last_row = page.search_for("ResNet 25.0")[0]
    # without the table's box, its rules look like part of the chart
    assert merged.bbox[1] <= table.y0 + 1
    assert apart.bbox[1] > last_row.y1 and inside(tuple(frame), apart.bbox)
    assert "ResNet 25.0" not in apart.text


def test_mentions_are_not_captions_and_a_lost_figure_falls_back_to_the_page(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    body_lines(page, 84, 3)
    page.insert_text((72, 130), "Fig. 6 (middle) shows the behaviors of ResNets.", fontsize=10)
    page2 = doc.new_page()
    body_lines(page2, 84, 3)
    caption(page2, 140, "Figure 2: Only text on this page.")

    chunks = extract_figures(doc, "p" * 16, tmp_path, FigureSettings(), NoDescriber())

    assert [c.label for c in chunks] == ["Figure 2"]
    c = chunks[0]
    assert c.page == 2 and c.extra["whole_page_fallback"] is True
    assert c.bbox == tuple(page2.rect)
    pix = pymupdf.Pixmap(tmp_path / c.image)
    assert abs(pix.width / pix.height - page2.rect.width / page2.rect.height) < 0.01


def test_chunks_follow_the_contract_and_report_progress(tmp_path: Path) -> None:
    doc = pymupdf.open()
    for n in (1, 2):
        page = doc.new_page()
        body_lines(page, 84, 3)
        line_chart(page, pymupdf.Rect(160, 160, 440, 320))
        caption(page, 356, f"Figure {n}: Chart number {n}.")
    stages: list[tuple[str, float]] = []

    chunks = extract_figures(
        doc,
        "0123456789abcdef99",
        tmp_path / "f",
        FigureSettings(),
        NoDescriber(),
        progress=lambda s, f: stages.append((s, f)),
    )

    assert [c.chunk_id for c in chunks] == [
        chunk_id("0123456789abcdef99", "figure", p, i) for i, p in enumerate((1, 2))
    ]
    for c in chunks:
        assert (
            c.kind == "figure"
            and c.image == f"{c.chunk_id}.png"
            and (tmp_path / "f" / c.image).exists()
        )
        assert c.text.startswith(f"{c.label}: Chart number {c.label[-1]}\n\na description")
        assert (
            set(c.extra) >= {"source", "whole_page_fallback", "describer"}
            and c.extra["describer"] == "none"
        )
    names = [s for s, _ in stages]
    assert names[0] == "finding figures" and "describing figure 2/2" in names
    fractions = [f for _, f in stages]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0


# --- the real papers ---------------------------------------------------------------------------


def _body_size(page: pymupdf.Page) -> float:
    sizes: Counter[float] = Counter()
    for b in page.get_text("dict")["blocks"]:
        for line in b.get("lines", []):
            for s in line["spans"]:
                sizes[round(s["size"])] += len(s["text"])
    return sizes.most_common(1)[0][0]


def _is_neighbour(block: dict, body: float, column: float) -> bool:
    """Body text, a heading or a caption: what a figure's crop must stay out of."""
    spans = [s for line in block["lines"] for s in line["spans"] if s["text"].strip()]
    if not spans or any(abs(line["dir"][1]) > 0.1 for line in block["lines"]):
        return False
    words = sum(len(s["text"].split()) for s in spans)
    bold = all(s["flags"] & 16 or "Bold" in s["font"] for s in spans)
    width = block["bbox"][2] - block["bbox"][0]
    size = max(s["size"] for s in spans)
    return (
        words >= 12
        or ((bold or size > body + 1) and words >= 2)
        or (size >= body - 1 and width >= 0.6 * column)
    )


def check_crop(page: pymupdf.Page, region: FigureRegion) -> None:
    """The bbox holds every inked pixel between the caption and the text above it, and no body text.

    Independent of the detector: ink comes from rendering the page, neighbours from text blocks.
    """
    cap = region.caption_rect
    assert region.bbox[3] <= cap[1], "the figure overlaps its caption"
    body = _body_size(page)
    blocks = [b for b in page.get_text("dict")["blocks"] if b["type"] == 0]
    window = (cap[0] - 12, cap[2] + 12)
    prose = [
        b["bbox"][2] - b["bbox"][0]
        for b in blocks
        if len(" ".join(s["text"] for ln in b["lines"] for s in ln["spans"]).split()) >= 12
    ]
    column = max([cap[2] - cap[0], float(np.median(prose)) if prose else 0.0])
    neighbours = [
        b["bbox"]
        for b in blocks
        if _is_neighbour(b, body, column)
        and b["bbox"][2] > window[0]
        and b["bbox"][0] < window[1]
        and not inside(b["bbox"], cap)
    ]
    for nb in neighbours:
        assert not overlaps(region.bbox, nb), (
            f"{region.label} crop {region.bbox} covers text block {nb}"
        )
    top = max((nb[3] for nb in neighbours if nb[3] <= cap[1]), default=0.0)
    zoom = 2
    # whole pixels clear of the text above and of the caption
    clip = pymupdf.Rect(window[0], top + 1, window[1], cap[1] - 2)
    pix = page.get_pixmap(
        matrix=pymupdf.Matrix(zoom, zoom), colorspace=pymupdf.csGRAY, clip=clip, alpha=False
    )
    ink = np.frombuffer(pix.samples, np.uint8).reshape(pix.h, pix.stride)[:, : pix.w] < 200
    assert ink.any(), f"nothing drawn above the caption of {region.label}"
    ys, xs = np.nonzero(ink)
    drawn = (
        clip.x0 + xs.min() / zoom,
        clip.y0 + ys.min() / zoom,
        clip.x0 + (xs.max() + 1) / zoom,
        clip.y0 + (ys.max() + 1) / zoom,
    )
    assert inside(drawn, region.bbox, tol=1.5), (
        f"{region.label}: drawn content {drawn} not inside {region.bbox}"
    )


@pytest.mark.slow
def test_attention_figures_found_and_cropped() -> None:
    doc = paper("attention.pdf")

    regions = find_figures(doc, FigureSettings())

    assert [(r.label, r.page) for r in regions] == [
        ("Figure 1", 3),
        ("Figure 2", 4),
        ("Figure 3", 13),
        ("Figure 4", 14),
        ("Figure 5", 15),
    ]
    for r in regions:
        assert not r.whole_page_fallback
        page = doc[r.page - 1]
        check_crop(page, r)
        for info in page.get_image_info():
            assert inside(tuple(info["bbox"]), r.bbox), f"{r.label} misses an embedded image"
    assert [r.source for r in regions] == ["raster", "raster", "vector", "vector", "vector"]
    # the two diagrams of Figure 2 and their printed titles are one figure
    assert {"Scaled Dot-Product Attention", "Multi-Head Attention"} <= set(
        region_of(regions, "Figure 2").text
    )


@pytest.mark.slow
def test_resnet_figures_found_and_cropped() -> None:
    doc = paper("resnet.pdf")

    regions = find_figures(doc, FigureSettings())

    assert [(r.label, r.page) for r in regions] == [
        (f"Figure {n}", p) for n, p in enumerate((1, 2, 4, 5, 6, 8, 8), 1)
    ]
    for r in regions:
        assert r.source == "vector" and not r.whole_page_fallback
        check_crop(doc[r.page - 1], r)
    # "Fig. 6 (middle) shows ..." on page 7 is prose, not a second Figure 6
    assert [r.label for r in regions].count("Figure 6") == 1


@pytest.mark.slow
def test_resnet_chart_chunks_name_the_legend_series(tmp_path: Path) -> None:
    pytest.importorskip("paperlens.figures.charts")
    doc = paper("resnet.pdf")
    settings = FigureSettings()

    chunks = extract_figures(
        doc, "resnet0000000000", tmp_path, settings, OfflineDescriber(settings)
    )

    by_label = {c.label: c for c in chunks}
    expected = {
        "Figure 1": ["20-layer", "56-layer"],
        "Figure 4": ["plain-18", "plain-34", "ResNet-18", "ResNet-34"],
        "Figure 6": ["plain-20", "plain-56", "ResNet-110", "residual-1202"],
    }
    for label, series in expected.items():
        c = by_label[label]
        assert c.extra["charts"] >= 1, f"{label}: the chart reader read nothing"
        table = c.text.split("| series | x | y |", 1)
        assert len(table) == 2, f"{label} has no data table"
        for name in series:
            assert re.search(rf"\| {re.escape(name)}\b", table[1]), (
                f"{label}: no data rows for {name}"
            )
            assert name in table[0], f"{label}: the description does not name {name}"


COLUMN = "Deeper networks gain accuracy from more depth."


def column_lines(page: pymupdf.Page, x0: float, y: float, n: int) -> None:
    for i in range(n):
        page.insert_text((x0, y + 12 * i), COLUMN, fontsize=9)


def test_a_panel_across_the_gutter_joins_the_figure_whose_caption_is_under_one_column() -> None:
    """Nature's layout: panel a over the left column, panel b over the right one, the caption
    under the left column only and prose going on under panel b."""
    doc = pymupdf.open()
    page = doc.new_page()
    column_lines(page, 50, 84, 8)
    column_lines(page, 320, 84, 8)
    left, right = pymupdf.Rect(80, 200, 295, 320), pymupdf.Rect(345, 200, 545, 320)
    line_chart(page, left, ("128 filters", "256 filters"))
    line_chart(page, right, ("Value network", "Policy network"))
    for i, text in enumerate(
        ["Figure 2: Strength of policy and value", "networks. a, Win rate.", "b, Error by move."]
    ):
        caption(page, 352 + 10 * i, text, x0=50)
    column_lines(page, 320, 352, 6)  # prose under panel b
    column_lines(page, 50, 400, 4)

    (region,) = find_figures(doc, FigureSettings())

    assert inside(tuple(left), region.bbox) and inside(tuple(right), region.bbox)
    assert {"128 filters", "Value network"} <= set(region.text)
    assert region.bbox[3] < 344  # the prose under panel b stays out


def test_side_by_side_figures_with_their_own_captions_stay_apart() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    column_lines(page, 50, 84, 8)
    column_lines(page, 320, 84, 8)
    left, right = pymupdf.Rect(80, 200, 295, 320), pymupdf.Rect(345, 200, 545, 320)
    line_chart(page, left, ("128 filters", "256 filters"))
    line_chart(page, right, ("Value network", "Policy network"))
    caption(page, 352, "Figure 2: Win rate.", x0=50)
    caption(page, 360, "Figure 3: Error by move.", x0=320)
    column_lines(page, 50, 380, 4)
    column_lines(page, 320, 380, 4)

    regions = {r.label: r for r in find_figures(doc, FigureSettings())}

    assert inside(tuple(left), regions["Figure 2"].bbox)
    assert not inside(tuple(right), regions["Figure 2"].bbox)
    assert inside(tuple(right), regions["Figure 3"].bbox)


def test_a_caption_in_the_margin_beside_its_figure_claims_it() -> None:
    """tufte-handout and sidecap layouts: the caption sits in a wide margin to the right of
    the figure, level with its top, with prose above and below the figure in the main column."""
    doc = pymupdf.open()
    page = doc.new_page()
    column_lines(page, 60, 84, 6)
    frame = pymupdf.Rect(90, 170, 330, 300)
    line_chart(page, frame)
    for i, text in enumerate(["Figure 1: Nitrogen surplus", "by district (stacked)."]):
        caption(page, 172 + 10 * i, text, x0=400)
    column_lines(page, 60, 345, 6)

    (region,) = find_figures(doc, FigureSettings())

    assert not region.whole_page_fallback
    assert inside((frame.x0 - 20, frame.y0, frame.x1, frame.y1 + 19), region.bbox)
    assert region.bbox[2] < 400  # the caption stays out of the crop
    assert not any(overlaps(region.bbox, b) for b in body_line_boxes(page))


def test_a_row_of_tick_labels_as_wide_as_prose_is_no_body_text() -> None:
    """LibreOffice writes an axis's tick labels as one text line in the body font; as wide as
    the column, it must not pass for prose that cuts the chart off from its caption."""
    doc = pymupdf.open()
    page = doc.new_page()
    body_lines(page, 84, 4)
    frame = pymupdf.Rect(100, 160, 500, 300)
    page.draw_rect(frame, color=(0, 0, 0), width=0.6)
    for k in range(4):
        page.draw_rect(
            pymupdf.Rect(frame.x0, 170 + 32 * k, frame.x0 + 200 + 40 * k, 190 + 32 * k),
            color=None,
            fill=(0.1, 0.3, 0.7),
        )
    ticks = "   ".join(f"{10 * i}%" for i in range(11))
    page.insert_text((frame.x0, frame.y1 + 12), ticks, fontsize=10)
    caption(page, 350, "Figure 2: Attitudes by age group.")
    body_lines(page, 380, 4)

    (region,) = find_figures(doc, FigureSettings())

    assert not region.whole_page_fallback
    assert inside(tuple(frame), region.bbox)
    assert any("100%" in t for t in region.text)


@pytest.mark.parametrize(
    ("gap", "ticks"), [(10.0, ["0", "50", "100", "150"]), (14.0, ["0,0", "2,5", "5,0", "7,5"])]
)
def test_tick_labels_set_a_little_further_from_the_axis_are_the_figures(
    gap: float, ticks: list[str]
) -> None:
    """fpdf2 draws its own charts and sets the y tick labels more than the usual label gap
    left of the axis; columns of numbers level with the plot are still its labels, and the
    chart is read with its scale."""
    from paperlens.figures.charts import read_chart

    doc = pymupdf.open()
    page = doc.new_page()
    body_lines(page, 84, 4)
    frame = pymupdf.Rect(170, 160, 440, 320)
    page.draw_line(frame.bl, frame.br, color=(0, 0, 0), width=0.6)
    for i, t in enumerate(ticks):
        y = frame.y1 - i * frame.height / (len(ticks) - 1)
        page.draw_line((frame.x0, y), (frame.x1, y), color=(0.7, 0.7, 0.7), width=0.5)
        w = pymupdf.get_text_length(t, fontsize=8)
        page.insert_text((frame.x0 - gap - w, y + 3), t, fontsize=8)
    top = len(ticks) - 1
    for k, v in enumerate([1.0, 0.6, 0.75]):
        x = frame.x0 + frame.width * (k + 0.5) / 3 - 15
        page.draw_rect(
            pymupdf.Rect(x, frame.y1 - v * frame.height, x + 30, frame.y1),
            color=None, fill=(0.75, 0.3, 0.15),
        )  # fmt: skip
        page.insert_text((x + 8, frame.y1 + 12), f"Site {k + 1}", fontsize=8)
    caption(page, 356, "Figure 1: Yield at three sites.")
    body_lines(page, 392, 6)

    (r,) = find_figures(doc, FigureSettings())
    assert r.bbox[0] <= frame.x0 - gap - pymupdf.get_text_length(ticks[-1], fontsize=8) + 0.5
    (chart,) = read_chart(page, pymupdf.Rect(r.bbox))
    scale = float(ticks[-1].replace(",", ".")) / top
    got = [y for s in chart.series for _, y in s.points]
    want = [v * top * scale for v in (1.0, 0.6, 0.75)]
    assert all(abs(a - b) <= 0.02 * top * scale for a, b in zip(got, want, strict=True)), got


def test_an_axis_title_under_a_chart_is_no_prose_in_a_paper_of_table_cells() -> None:
    """Ragged prose has no one line width, while a long table's cells in the body size share
    one: the body column is the width most of the prose's characters are set in, so a chart's
    axis title in the body size (jgraph's "Year of count" under the ticks) is no body text that
    cuts the chart off from its caption."""
    doc = pymupdf.open()
    page = doc.new_page()
    words = BODY.split()
    for i in range(8):  # ragged prose: each line a different width
        page.insert_text((72, 84 + 12 * i), " ".join(words[: 7 + i % 7]), fontsize=10)
    for r in range(14):  # a long table of short cells in the body size
        for c, x in enumerate((72, 190, 310, 430)):
            page.insert_text((x, 200 + 14 * r), f"Site {r:02d}-{c} abcd", fontsize=10)
    page = doc.new_page()
    frame = pymupdf.Rect(160, 80, 440, 260)
    line_chart(page, frame)
    page.insert_text((270, frame.y1 + 32), "Year of count", fontsize=11)
    caption(page, frame.y1 + 50, "Figure 1. Counts of three species at each winter census.")
    for i in range(6):
        page.insert_text((72, 340 + 12 * i), " ".join(words[: 8 + i % 5]), fontsize=10)

    (region,) = find_figures(doc, FigureSettings())

    assert not region.whole_page_fallback
    assert inside(tuple(frame), region.bbox)
    assert "Year of count" in region.text
