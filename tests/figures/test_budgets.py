"""Figure finding, chart reading and rendering stay bounded on hostile pages, and say what they
skipped. Speed is measured by bench/figure_budgets.py; the time limits here only catch a
return of quadratic work (20,000 paths took three minutes before)."""

from __future__ import annotations

import time
from pathlib import Path

import pymupdf
import pytest
from figures.budget_pdfs import giant_page_pdf, many_paths_pdf

from paperlens.figures import extract_figures
from paperlens.figures.charts import ChartBudget, read_charts
from paperlens.figures.describe import OfflineDescriber
from paperlens.figures.detect import find_figures
from paperlens.figures.graphics import Graphic, cluster_graphics
from paperlens.settings import FigureSettings


def _open(data: bytes) -> pymupdf.Document:
    return pymupdf.open(stream=data, filetype="pdf")


def test_touching_boxes_cluster_and_groups_whose_boxes_touch_merge() -> None:
    a = Graphic((100, 100, 110, 110), raster=False)
    b = Graphic((112, 100, 122, 110), raster=False)  # 2 pt from a
    far = Graphic((200, 100, 210, 110), raster=False)  # 78 pt from b
    # touches the box of a+b (100..122 x 100..110) but neither a nor b: under the gap between them
    between = Graphic((110.5, 112, 111.5, 120), raster=False)
    for order in ([a, b, far, between], [between, far, b, a]):
        clusters = cluster_graphics(order, gap=3.0, page=(0, 0, 612, 792))
        groups = sorted(sorted(g.rect for g in c.items) for c in clusters)
        assert groups == [sorted([a.rect, b.rect, between.rect]), [far.rect]]


def test_boxes_further_apart_than_the_gap_stay_apart() -> None:
    row = [Graphic((100 + 10 * i, 100, 104 + 10 * i, 104), raster=False) for i in range(50)]
    assert len(cluster_graphics(row, gap=3.0, page=(0, 0, 612, 792))) == 50
    assert len(cluster_graphics(row, gap=7.0, page=(0, 0, 612, 792))) == 1


@pytest.mark.parametrize("spacing", [2.0, 5.0], ids=["touching", "apart"])
def test_a_page_of_20000_tiny_paths_is_handled_without_quadratic_work(spacing: float) -> None:
    doc = _open(many_paths_pdf(20_000, spacing))

    start = time.perf_counter()
    (region,) = find_figures(doc, FigureSettings())
    elapsed = time.perf_counter() - start

    assert region.label == "Figure 1"
    assert region.over_budget is None  # 20,000 paths are within the page budget
    if spacing == 2.0:  # one dense block of ink under the caption: found, not a page guess
        assert not region.whole_page_fallback
        assert region.bbox[1] < 130 and region.bbox[3] < 690
    assert elapsed < 30, f"{elapsed:.1f} s"


def test_a_page_over_the_path_budget_is_found_from_a_rendering_and_says_so(tmp_path: Path) -> None:
    settings = FigureSettings(max_page_paths=2_000, ocr=False)
    doc = _open(many_paths_pdf(5_000, 2.0))

    (chunk,) = extract_figures(doc, "b" * 16, tmp_path, settings, OfflineDescriber(settings))

    assert not chunk.extra["whole_page_fallback"]
    x0, y0, x1, y1 = chunk.bbox or (0, 0, 0, 0)
    assert x0 < 80 and y0 < 125 and x1 > 530  # the block of marks, found on the rendering
    assert "5,000 paths" in chunk.extra["skipped"]
    assert chunk.extra["chart_status"].startswith("not read: its page draws 5,000 paths")
    assert "read in part" in chunk.text and "values were not read" in chunk.text


@pytest.mark.parametrize("with_figure", [True, False], ids=["huge-figure", "whole-page"])
def test_a_giant_page_renders_within_the_pixel_budget(tmp_path: Path, with_figure: bool) -> None:
    settings = FigureSettings(ocr=False)
    doc = _open(giant_page_pdf(18_000, with_figure))

    (chunk,) = extract_figures(doc, "c" * 16, tmp_path, settings, OfflineDescriber(settings))

    pix = pymupdf.Pixmap((tmp_path / (chunk.image or "")).read_bytes())
    assert pix.width * pix.height <= settings.max_render_pixels
    assert chunk.extra["whole_page_fallback"] is not with_figure
    assert max(pix.width, pix.height) >= 1000  # still a usable picture, not a thumbnail


def test_a_chart_over_the_path_budget_is_not_read_and_says_why(chart_line_pdf) -> None:
    reading = read_charts(chart_line_pdf.page, chart_line_pdf.bbox, budget=ChartBudget(max_paths=5))

    assert reading.charts == []
    assert reading.status.startswith("not read: the figure draws")
    assert "over the chart budget of 5 paths" in reading.status


def test_a_chart_over_the_time_budget_is_not_read_and_says_why(chart_line_pdf) -> None:
    reading = read_charts(
        chart_line_pdf.page, chart_line_pdf.bbox, budget=ChartBudget(max_seconds=0.0)
    )

    assert reading.charts == []
    assert "chart budget of 0 s" in reading.status
