"""The vector chart reader: values and names read back from drawn charts, and no invented data."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pymupdf
import pytest

from paperlens.figures.charts import ChartData, ChartSeries, read_chart

PAPERS = Path(__file__).resolve().parents[2].parent / "shared" / "papers"


def _by_name(chart: ChartData) -> dict[str | None, ChartSeries]:
    return {s.name: s for s in chart.series}


def _final(s: ChartSeries) -> float:
    return max(s.points)[1]


def _close_to(points, x, y, x_tol, y_tol) -> bool:
    return any(abs(px - x) <= x_tol and abs(py - y) <= y_tol for px, py in points)


# --- drawn fixtures -------------------------------------------------------------------------


def test_line_chart_values_and_legend_names(chart_line_pdf):
    charts = read_chart(chart_line_pdf.page, chart_line_pdf.bbox)

    assert len(charts) == 1
    chart = charts[0]
    assert (chart.x_label, chart.y_label) == ("epoch", "accuracy (%)")
    series = _by_name(chart)
    assert set(series) == set(chart_line_pdf.series)
    for name, truth in chart_line_pdf.series.items():
        assert series[name].kind == "line"
        for x, y in truth:
            assert _close_to(series[name].points, x, y, 0.2, 0.02 * 100), (name, x, y)


def test_line_chart_summary_and_table(chart_line_pdf):
    chart = read_chart(chart_line_pdf.page, chart_line_pdf.bbox)[0]

    summary = chart.summary()
    assert "ours ends highest (y≈80" in summary
    assert "ablation lowest (y≈41" in summary
    table = chart.to_markdown(max_points_per_series=4)
    rows = [r.split("|")[1:-1] for r in table.splitlines()[2:]]
    assert table.startswith("| series | x | y |")
    for name in chart_line_pdf.series:
        mine = [r for r in rows if r[0].strip() == name]
        assert 2 <= len(mine) <= 5  # downsampled from 11 points
        assert float(mine[-1][1]) == pytest.approx(10, abs=0.2)  # the final point is kept


def test_lines_without_legend_are_named_by_labels_in_their_colour(chart_labelled_lines_pdf):
    (chart,) = read_chart(chart_labelled_lines_pdf.page, chart_labelled_lines_pdf.bbox)

    series = _by_name(chart)
    assert set(series) == set(chart_labelled_lines_pdf.series)
    assert _final(series["Adam"]) == pytest.approx(0.2, abs=0.02 * 1)
    assert _final(series["SGD"]) == pytest.approx(0.45, abs=0.02 * 1)


def test_bar_chart_values_categories_and_legend(chart_bar_pdf):
    charts = read_chart(chart_bar_pdf.page, chart_bar_pdf.bbox)

    assert len(charts) == 1
    chart = charts[0]
    assert chart.x_categories == ["ResNet", "VGG", "ViT", "MLP"]
    series = _by_name(chart)
    assert set(series) == {"top-1", "top-5"}
    for name, truth in chart_bar_pdf.series.items():
        assert series[name].kind == "bar"
        assert len(series[name].points) == len(truth)
        for (x, y), (rx, ry) in zip(truth, series[name].points, strict=True):
            assert rx == x
            assert ry == pytest.approx(y, abs=0.02 * 100)
    assert "| top-5 | ViT | 95." in chart.to_markdown()
    assert "tallest bar is top-5 at ViT" in chart.summary()


def test_log_axis_is_detected_and_read_in_log_space(chart_log_pdf):
    chart = read_chart(chart_log_pdf.page, chart_log_pdf.bbox)[0]

    assert chart.y_log
    (line,) = chart.series
    inside = [(x, y) for x, y in chart_log_pdf.series["loss"] if y >= 0.01]
    for x, y in inside:
        assert any(
            abs(px - x) < 1 and abs(math.log10(py) - math.log10(y)) <= 0.02 * 3
            for px, py in line.points
        ), (x, y)
    assert line.clipped_below  # the curve leaves the axes below 10^-2
    assert any("logarithmic" in n for n in chart.notes)


def test_ticks_that_fit_no_scale_give_no_values(chart_bad_ticks_pdf):
    assert read_chart(chart_bad_ticks_pdf.page, chart_bad_ticks_pdf.bbox) == []


def test_box_and_arrow_diagram_is_not_a_chart(chart_diagram_pdf):
    assert read_chart(chart_diagram_pdf.page, chart_diagram_pdf.bbox) == []


def test_text_only_region_is_not_a_chart(chart_line_pdf):
    assert read_chart(chart_line_pdf.page, pymupdf.Rect(60, 40, 400, 80)) == []


# --- the real papers ------------------------------------------------------------------------


def figure_bbox(page: pymupdf.Page, number: int) -> pymupdf.Rect | None:
    """The region between the caption "Figure N" and the nearest body-text block above it."""
    blocks = [b for b in page.get_text("dict")["blocks"] if b.get("type") == 0]
    caption = next(
        (
            pymupdf.Rect(b["bbox"])
            for b in blocks
            if re.match(
                rf"(Figure|Fig\.)\s*{number}\s*[:.]",
                "".join(s["text"] for s in b["lines"][0]["spans"]),
            )
        ),
        None,
    )
    if caption is None:
        return None
    mid = page.rect.width / 2
    if caption.x0 < mid - 10 < caption.x1 or caption.x0 < mid + 10 < caption.x1:
        x0, x1 = 36.0, page.rect.width - 36
    else:
        x0, x1 = (36.0, mid) if caption.x1 <= mid + 10 else (mid, page.rect.width - 36)
    top = 36.0
    for b in blocks:
        r = pymupdf.Rect(b["bbox"])
        sizes = [s["size"] for line in b["lines"] for s in line["spans"] if s["text"].strip()]
        if (
            sizes
            and r.y1 <= caption.y0
            and r.x1 > x0
            and r.x0 < x1
            and max(sizes) >= 8.5
            and r.width > 0.5 * (x1 - x0)
        ):
            top = max(top, r.y1)
    return pymupdf.Rect(x0, top, x1, caption.y0)


def _paper(name: str) -> pymupdf.Document:
    path = PAPERS / f"{name}.pdf"
    if not path.exists():
        pytest.skip(f"{path} is absent: put the shared papers in shared/papers beside the repo")
    return pymupdf.open(path)


def _figure(doc: pymupdf.Document, number: int) -> tuple[pymupdf.Page, pymupdf.Rect]:
    for page in doc:
        bbox = figure_bbox(page, number)
        if bbox is not None:
            return page, bbox
    raise AssertionError(f"no caption for Figure {number}")


# Final values read by hand from the PDF drawing: the last vertex of each curve's path mapped
# through the gridline/tick positions of its axes (e.g. Fig. 1 left: y=0 at 291.25, y=20 at
# 226.21, red curve ends at 272.21 -> 5.86).
RESNET_FINALS = {
    1: [
        {"56-layer": 5.86, "20-layer": 1.48},
        {"56-layer": 13.25, "20-layer": 9.69},
    ],
    4: [
        {"plain-18": 31.31, "plain-34": 32.38, "plain-18 (thin)": 31.42, "plain-34 (thin)": 32.21},
        {
            "ResNet-18": 30.97,
            "ResNet-34": 28.21,
            "ResNet-18 (thin)": 30.07,
            "ResNet-34 (thin)": 24.78,
        },
    ],
    6: [
        {"plain-20": 9.69, "plain-32": 10.08, "plain-44": 11.42, "plain-56": 13.23},
        {
            "ResNet-20": 8.78,
            "ResNet-32": 7.49,
            "ResNet-44": 7.15,
            "ResNet-56": 7.00,
            "ResNet-110": 6.55,
        },
        {"residual-110": 6.58, "residual-1202": 7.89},
    ],
}
Y_TICK_SPAN = {1: 20, 4: 40, 6: 20}  # from the tick labels: 0-20 % and 20-60 %
HIGHER = {1: [("56-layer", "20-layer")] * 2, 4: [("plain-34", "plain-18"), ("ResNet-18", "ResNet-34")],
          6: [("plain-56", "plain-20"), ("ResNet-20", "ResNet-110"), ("residual-1202", "residual-110")]}  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize("number", sorted(RESNET_FINALS))
def test_resnet_training_curves_match_hand_read_values(number):
    page, bbox = _figure(_paper("resnet"), number)

    charts = read_chart(page, bbox)

    assert len(charts) == len(RESNET_FINALS[number])
    for chart, finals, (high, low) in zip(
        charts, RESNET_FINALS[number], HIGHER[number], strict=True
    ):
        series = _by_name(chart)
        tol = 0.02 * Y_TICK_SPAN[number]
        for name, value in finals.items():
            assert name in series, (number, name, sorted(map(str, series)))
            assert _final(series[name]) == pytest.approx(value, abs=tol), (number, name)
        assert _final(series[high]) > _final(series[low])
        assert f"{high} ends highest" in chart.summary()
        assert f"{low} lowest" in chart.summary()


@pytest.mark.slow
def test_resnet_in_plot_labels_in_a_series_colour_are_tied_to_it():
    page, bbox = _figure(_paper("resnet"), 4)

    left, right = read_chart(page, bbox)

    assert 'The label "34-layer" inside the plot is drawn in the colour of plain-34.' in left.notes
    assert (
        'The label "18-layer" inside the plot is drawn in the colour of ResNet-18.' in right.notes
    )


@pytest.mark.slow
def test_resnet_curves_cut_off_by_the_axes_are_flagged():
    page, bbox = _figure(_paper("resnet"), 1)

    left = read_chart(page, bbox)[0]

    assert all(s.clipped_above for s in left.series)  # both start above 20 % training error
    assert "runs off the top of the plot" in left.summary()


@pytest.mark.slow
def test_attention_figures_are_diagrams_and_resnet_figures_are_charts():
    """(How fast charts are read is measured by bench/corpus.py, seconds per page, not here: a
    wall-clock limit fails on a busy machine and proves nothing on an idle one.)"""
    attention, resnet = _paper("attention"), _paper("resnet")
    figures = [(attention, n) for n in range(1, 6)] + [(resnet, n) for n in (1, 4, 6)]
    for doc, n in figures:
        page, bbox = _figure(doc, n)
        charts = read_chart(page, bbox)
        if doc is attention:
            assert charts == [], f"attention Figure {n} is a diagram, not a chart"
        else:
            assert charts, f"resnet Figure {n} is a chart"


def test_matplotlib_figure_with_line_bar_and_log_scatter_panels(chart_matplotlib_pdf):
    panels = chart_matplotlib_pdf.panels
    charts = read_chart(chart_matplotlib_pdf.page, chart_matplotlib_pdf.bbox)

    assert len(charts) == 3
    kinds = [{s.name: s.kind for s in c.series} for c in charts]
    assert kinds == [
        {"ResNet-50": "line", "ViT-B": "line"},
        {"ours": "bar", "baseline": "bar"},
        {"loss": "line", "val": "scatter"},
    ]
    lines, bars, logs = charts
    for chart, truth in ((lines, panels[0]), (bars, panels[1])):
        span = chart.y_range[1] - chart.y_range[0]
        for name, points in truth.items():
            read = _by_name(chart)[name].points
            assert all(_close_to(read, x, y, 0.3, 0.02 * span) for x, y in points), name
    assert bars.x_categories == ["CIFAR", "SVHN", "STL", "MNIST"]
    assert logs.y_log
    for name, points in panels[2].items():
        read = [(x, math.log10(y)) for x, y in _by_name(logs)[name].points]
        assert all(_close_to(read, x, math.log10(y), 0.3, 0.02 * 3) for x, y in points), name


@pytest.mark.parametrize("top", [1.37, 212.9])
def test_a_curve_from_the_origin_of_an_axis_that_starts_at_zero_is_not_cut_off(
    chart_from_origin, top: float
) -> None:
    """The value at the frame's bottom edge is zero only to within rounding (the tick marks
    sit at the nearest hundredth of a point): a curve that starts there starts at zero, it does
    not run below the plot."""
    pdf = chart_from_origin(top)
    (chart,) = read_chart(pdf.page, pdf.bbox)
    (line,) = chart.series
    assert not line.clipped_below
    assert not any("below the bottom" in n for n in chart.notes)
