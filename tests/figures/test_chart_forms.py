"""One test per general rule of the chart reader, each on a small generated PDF that shows the
form: where a legend sample sits, how markers and bars are drawn, how axes print their scale.
Series are named only from a legend entry or a label; nothing else becomes a series."""

from __future__ import annotations

import math

import pymupdf
import pytest
from figures.chart_forms import (
    BLACK,
    BLUE,
    GREEN,
    ORANGE,
    PURPLE,
    RED,
    REGION,
    Plot,
    new_page,
    saved,
)

from paperlens.answer.months import months_printed
from paperlens.figures.charts import ChartData, read_chart, read_charts

FRAME = (120, 120, 420, 320)


def _series(chart: ChartData) -> dict[str | None, list[tuple[float, float]]]:
    return {s.name: s.points for s in chart.series}


def _flat(points) -> list[float]:  # type: ignore[no-untyped-def]
    return [v for p in points for v in p]


def _near(points, x, y, x_tol, y_tol) -> bool:  # type: ignore[no-untyped-def]
    return any(abs(px - x) <= x_tol and abs(py - y) <= y_tol for px, py in points)


def test_legend_sample_right_of_its_text_and_drawn_in_the_series_path(tmp_path) -> None:
    """gnuplot: "3 servers ——" with the sample as the first subpath of the curve's own path."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 100), (0, 100))
    plot.axes(range(0, 101, 20), range(0, 101, 20))
    data = {"3 servers": [(x, 20 + 0.3 * x) for x in range(0, 101, 10)],
            "5 servers": [(x, 10 + 0.5 * x) for x in range(0, 101, 10)]}  # fmt: skip
    for i, (name, color) in enumerate(zip(data, (RED, GREEN), strict=True)):
        y = 135 + 10 * i
        plot.text(330, y + 2.5, name, anchor="right")
        shape = page.new_shape()
        shape.draw_line((336, y), (360, y))  # the legend sample ...
        shape.draw_polyline([plot.pt(*p) for p in data[name]])  # ... and the curve, one path
        shape.finish(color=color, width=0.8, closePath=False)
        shape.commit()

    (chart,) = read_chart(saved(doc, tmp_path, "gnuplot"), REGION)

    series = _series(chart)
    assert set(series) == set(data)
    for name, truth in data.items():
        assert all(_near(series[name], x, y, 0.5, 2) for x, y in truth)
        assert min(y for _, y in series[name]) >= min(y for _, y in truth) - 2  # no sample in data


def test_a_line_with_markers_is_one_series_whose_points_are_the_markers(tmp_path) -> None:
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 10), (0, 100))
    plot.axes(range(0, 11, 2), range(0, 101, 25))
    truth = [(1, 20), (3, 45), (5, 60), (7, 64), (9, 90)]
    plot.line(truth, BLUE, 1.0)
    for x, y in truth:
        plot.square(x, y, BLUE)
    # legend: a short line with a marker on it
    page.draw_line((140, 135), (160, 135), color=BLUE, width=1.0)
    page.draw_rect(pymupdf.Rect(148.5, 133.5, 151.5, 136.5), color=BLUE, fill=BLUE)
    plot.text(164, 137.5, "ours")

    (chart,) = read_chart(saved(doc, tmp_path, "markers"), REGION)

    (series,) = chart.series
    assert series.name == "ours" and series.kind == "line"
    assert len(series.points) == len(truth)
    assert all(_near(series.points, x, y, 0.1, 1.5) for x, y in truth)


def test_open_cross_markers_form_named_scatter_series(tmp_path) -> None:
    """Markers drawn as two crossing strokes; a legend of markers alone, in a column."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 10), (0, 10))
    plot.axes(range(0, 11, 2), range(0, 11, 2))
    data = {
        "class A": [(1, 2), (2, 3.5), (4, 3), (6, 7)],
        "class B": [(3, 8), (5, 6), (8, 9), (9, 4)],
    }
    for i, (name, color) in enumerate(zip(data, (RED, BLUE), strict=True)):
        for x, y in data[name]:
            plot.cross(x, y, color)
        cx, cy = 440, 140 + 10 * i
        shape = page.new_shape()
        shape.draw_line((cx - 1.5, cy - 1.5), (cx + 1.5, cy + 1.5))
        shape.draw_line((cx - 1.5, cy + 1.5), (cx + 1.5, cy - 1.5))
        shape.finish(color=color, width=0.5)
        shape.commit()
        plot.text(446, cy + 2.5, name)

    (chart,) = read_chart(saved(doc, tmp_path, "crosses"), REGION)

    series = _series(chart)
    assert set(series) == set(data)
    for name, truth in data.items():
        assert _flat(sorted(series[name])) == pytest.approx(_flat(sorted(truth)), abs=0.1)
    assert all(s.kind == "scatter" for s in chart.series)


def test_scatter_of_markers_drawn_as_dingbat_characters(tmp_path) -> None:
    """R draws points as ZapfDingbats characters: text, not paths."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 100), (0, 1))
    plot.axes(range(0, 101, 25), [0, 0.25, 0.5, 0.75, 1.0])
    truth = [(5 + 9 * i, 0.5 + 0.4 * math.sin(i)) for i in range(10)]
    size = 5.0
    w = pymupdf.get_text_length("l", fontname="zadb", fontsize=size)
    for x, y in truth:
        c = plot.pt(x, y)
        # ZapfDingbats "l" is a disc; its ink sits about 0.36 em above the baseline
        page.insert_text((c.x - w / 2, c.y + 0.36 * size), "l", fontname="zadb", fontsize=size)

    (chart,) = read_chart(saved(doc, tmp_path, "glyphs"), REGION)

    (series,) = chart.series
    assert series.kind == "scatter" and series.name is None
    assert len(series.points) == len(truth)
    assert all(_near(series.points, x, y, 0.02 * 100, 0.02 * 1) for x, y in truth)


def test_axis_multiplier_printed_at_the_end_of_the_ticks(tmp_path) -> None:
    """MATLAB prints "x 10" with a raised 7 under the last x tick: values are in 1e7s."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 8), (0, 30))
    plot.axes(range(0, 9), range(0, 31, 10))
    plot.text(400, 345, "x 10")
    plot.text(400 + pymupdf.get_text_length("x 10", fontsize=7) + 0.3, 341, "7", size=5)
    plot.line([(1, 25), (4, 12), (7, 6)], RED)

    (chart,) = read_chart(saved(doc, tmp_path, "multiplier"), REGION)

    (series,) = chart.series
    assert max(series.points)[0] == pytest.approx(7e7, rel=0.02)
    assert chart.x_range[1] == pytest.approx(8e7, rel=0.02)
    assert chart.x_label is None or "10" not in chart.x_label  # the multiplier is no title
    assert any("multiplied" in n for n in chart.notes)


def test_grouped_bars_ignore_error_bars_and_name_series_from_swatches(tmp_path) -> None:
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 3), (0, 100))
    cats = ["Taxi", "Power", "Sine"]
    plot.axes([0.5, 1.5, 2.5], range(0, 101, 25), xlabels=cats)
    data = {"Original": [70, 53, 94], "ASAP": [98, 88, 100]}
    for c in range(3):
        for s, (name, color) in enumerate(zip(data, (BLUE, ORANGE), strict=True)):
            r = plot.bar(c + 0.1 + 0.4 * s, c + 0.5 + 0.4 * s, 0, data[name][c], color)
            top = r.y0
            page.draw_line(((r.x0 + r.x1) / 2, top - 8), ((r.x0 + r.x1) / 2, top + 8), color=BLACK)
            page.draw_line((r.x0 + 3, top - 8), (r.x1 - 3, top - 8), color=BLACK)
            page.draw_line((r.x0 + 3, top + 8), (r.x1 - 3, top + 8), color=BLACK)
    for s, (name, color) in enumerate(zip(data, (BLUE, ORANGE), strict=True)):
        page.draw_rect(pymupdf.Rect(150 + 80 * s, 100, 158 + 80 * s, 106), color=None, fill=color)
        plot.text(162 + 80 * s, 105.5, name)

    (chart,) = read_chart(saved(doc, tmp_path, "grouped"), REGION)

    assert chart.x_categories == cats
    series = _series(chart)
    assert set(series) == set(data)
    for name, values in data.items():
        assert [y for _, y in series[name]] == pytest.approx(values, abs=2)


def test_stacked_bars_give_each_segment_its_own_height(tmp_path) -> None:
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 3), (0, 100))
    plot.axes([0.5, 1.5, 2.5], range(0, 101, 25), xlabels=["A", "B", "C"])
    parts = {"low": [20, 50, 5], "mid": [30, 25, 60], "high": [50, 25, 35]}
    colors = {"low": BLUE, "mid": ORANGE, "high": GREEN}
    for c in range(3):
        base = 0.0
        for name in parts:
            plot.bar(c + 0.2, c + 0.8, base, base + parts[name][c], colors[name])
            base += parts[name][c]
    for i, name in enumerate(parts):
        page.draw_rect(
            pymupdf.Rect(430, 140 + 12 * i, 438, 146 + 12 * i), color=None, fill=colors[name]
        )
        plot.text(442, 145.5 + 12 * i, name)

    region = pymupdf.Rect(40, 90, 560, 380)
    (chart,) = read_chart(saved(doc, tmp_path, "stacked"), region)

    assert chart.stacked and chart.chart_type == "stacked_bar"
    series = _series(chart)
    for name, values in parts.items():
        assert [y for _, y in series[name]] == pytest.approx(values, abs=2), name


def test_ink_matching_no_legend_entry_is_left_out_not_named(tmp_path) -> None:
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 10), (0, 100))
    plot.axes(range(0, 11, 2), range(0, 101, 25))
    plot.line([(x, 10 + 8 * x) for x in range(11)], RED)
    plot.line([(x, 90 - 5 * x) for x in range(11)], BLUE)
    plot.line([(x, 50 + 3 * math.sin(x)) for x in range(11)], PURPLE)  # in no legend
    for i, (name, color) in enumerate((("train", RED), ("test", BLUE))):
        page.draw_line((140, 135 + 10 * i), (156, 135 + 10 * i), color=color, width=1.0)
        plot.text(160, 137.5 + 10 * i, name)

    (chart,) = read_chart(saved(doc, tmp_path, "unmatched"), REGION)

    assert sorted(s.name or "" for s in chart.series) == ["test", "train"]
    (note,) = [n for n in chart.notes if "no legend entry" in n]
    assert "belongs to no series" in note
    # (the note is the describer's English, not the paper's: it names no month, as "left out"
    # did, the Portuguese "out" being October)
    assert not months_printed(
        " ".join(["The tallest curve is at Jul and the lowest at May.", note])
    )


def test_a_marker_beside_its_own_label_is_data_not_a_legend(tmp_path) -> None:
    """Point labels ("ResNet-34" next to its marker) are not legend entries."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 8), (20, 28))
    plot.axes(range(0, 9), range(20, 29, 2))
    pts = [(2.2, 26.7), (2.6, 24.0), (4.5, 22.4), (6.0, 22.2)]
    plot.line(pts, RED, 0.6)
    for i, (x, y) in enumerate(pts):
        plot.square(x, y, RED)
        c = plot.pt(x, y)
        plot.text(c.x + 4, c.y + 2.5, f"Net-{i + 1}", color=RED)
    page.draw_line((330, 135), (350, 135), color=RED, width=0.6)
    page.draw_rect(pymupdf.Rect(338.5, 133.5, 341.5, 136.5), color=RED, fill=RED)
    plot.text(354, 137.5, "Nets")

    (chart,) = read_chart(saved(doc, tmp_path, "labelled-points"), REGION)

    (series,) = chart.series
    assert series.name == "Nets"
    assert _flat(sorted(series.points)) == pytest.approx(_flat(sorted(pts)), abs=0.05)


def test_unnamed_bars_in_two_colours_that_never_share_a_slot_are_one_series(tmp_path) -> None:
    """Positive bars orange, negative bars blue, no legend: one series coloured by sign."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 6), (-1, 1))
    plot.axes(range(1, 6), [-1, -0.5, 0, 0.5, 1])
    values = [0.4, -0.3, 0.8, -0.6, 0.2]
    for i, v in enumerate(values, start=1):
        plot.bar(i - 0.3, i + 0.3, 0, v, ORANGE if v > 0 else BLUE)

    (chart,) = read_chart(saved(doc, tmp_path, "signed"), REGION)

    (series,) = chart.series
    assert series.name is None and series.kind == "bar"
    assert [y for _, y in series.points] == pytest.approx(values, abs=0.04)


def test_text_tick_labels_give_line_points_in_label_units(tmp_path) -> None:
    """Dates under the axis: a line's x is its position in label units (0 at the first)."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 4), (0, 10))
    dates = ["10/01", "10/08", "10/15", "10/22", "10/29"]
    plot.axes(range(5), range(0, 11, 5), xlabels=dates)
    truth = [(0, 2), (1.5, 6), (2, 5), (4, 9)]
    plot.line(truth, GREEN)

    (chart,) = read_chart(saved(doc, tmp_path, "dates"), REGION)

    assert chart.x_categories == dates
    (series,) = chart.series
    assert all(_near(series.points, x, y, 0.05, 0.2) for x, y in truth)
    panel = chart.to_dict()
    assert isinstance(panel["series"][0]["points"][0][0], float)  # positions, not label names


def test_side_by_side_panels_share_the_left_panels_y_axis_and_carry_letters(tmp_path) -> None:
    doc, page = new_page()
    left = Plot(page, (100, 130, 280, 300), (0, 10), (0, 1))
    right = Plot(page, (300, 130, 480, 300), (0, 10), (0, 1))
    left.axes(range(0, 11, 5), [0, 0.5, 1])
    right.axes(range(0, 11, 5), [0, 0.5, 1], ylabels=False)
    left.line([(x, 0.1 * x) for x in range(11)], RED)
    right.line([(x, 1 - 0.08 * x) for x in range(11)], BLUE)
    left.text(80, 122, "a", size=9)
    right.text(290, 122, "b", size=9)

    charts = read_chart(saved(doc, tmp_path, "sharey"), REGION)

    assert [c.panel for c in charts] == ["(a)", "(b)"]
    (right_series,) = charts[1].series
    assert max(right_series.points)[1] == pytest.approx(0.2, abs=0.02)
    assert any("shared" in n for n in charts[1].notes)


def test_side_by_side_panels_titled_over_each_are_told_apart_by_their_titles(tmp_path) -> None:
    """matplotlib subplots with a title over each and one y label, on the left: each panel is
    named by its title ("38 cm debris"), and the right one's y axis by the shared label."""
    doc, page = new_page()
    left = Plot(page, (100, 130, 280, 300), (0, 24), (0, 30))
    right = Plot(page, (300, 130, 480, 300), (0, 24), (0, 30))
    left.axes(range(0, 25, 6), [0, 10, 20, 30])
    right.axes(range(0, 25, 6), [0, 10, 20, 30], ylabels=False)
    left.line([(x, 20 - abs(12 - x)) for x in range(0, 25, 3)], RED)
    right.line([(x, 26 - abs(12 - x)) for x in range(0, 25, 3)], RED)
    left.text(190, 122, "3 cm debris", size=8, anchor="center")
    right.text(390, 122, "38 cm debris", size=8, anchor="center")
    page.insert_text((80, 250), "Temperature (°C)", fontsize=8, rotate=90)

    charts = read_chart(saved(doc, tmp_path, "titled"), REGION)

    assert [c.panel for c in charts] == ["3 cm debris", "38 cm debris"]
    assert charts[0].y_label == charts[1].y_label == "Temperature (°C)"
    assert max(y for _, y in charts[1].series[0].points) == pytest.approx(26, abs=0.5)


def test_matplotlib_hatched_log_bars_and_error_bars(tmp_path) -> None:
    """Hatched bars (a pattern PyMuPDF reports as no fill) match their hatched legend swatch by
    the colour a reader sees; log-scale bars are drawn from far below the axes and clipped."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4, 2.5))
    cats = ["Baseline", "+ Pixel", "+ AC"]
    data = {"2000px": [0.011, 141.0, 4200.0], "5000px": [0.0106, 3.61, 271.0]}
    for k, (name, values) in enumerate(data.items()):
        ax.bar([i + 0.4 * k for i in range(3)], values, 0.4, label=name, log=True,
               yerr=[v * 0.3 for v in values], color=["#006699", "#c5e6ea"][k],
               hatch=None if k == 0 else "//", edgecolor="black")  # fmt: skip
    ax.set_xticks([i + 0.2 for i in range(3)], cats)
    ax.set_ylabel("Throughput")
    ax.legend(loc="upper left", ncol=2)
    fig.tight_layout()
    path = tmp_path / "mpl-bars.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]

    (chart,) = read_chart(page, page.rect)

    assert chart.y_log and chart.x_categories == cats
    series = _series(chart)
    assert set(series) == set(data)
    for name, values in data.items():
        got = [y for _, y in series[name]]
        assert [math.log10(v) for v in got] == pytest.approx(
            [math.log10(v) for v in values], abs=0.1
        )


def test_tick_labels_drawn_as_outlines_are_read_by_ocr(tmp_path) -> None:
    """No text layer at all: the labels are filled glyph shapes (publisher artwork)."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextPath

    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 4), (0, 3500))
    plot.axes([], [])
    font = FontProperties(family="DejaVu Sans")

    def outline(x: float, y: float, s: str, size: float = 9) -> None:
        tp = TextPath((0, 0), s, size=size, prop=font)
        w = tp.get_extents().width
        for poly in tp.to_polygons():
            pts = [(x - w + px, y - py) for px, py in poly]  # right-aligned, y flipped
            if len(pts) > 2:
                page.draw_polyline(pts, color=None, fill=BLACK, closePath=True)

    for v in (0, 1000, 2000, 3000):
        p = plot.pt(0, v)
        page.draw_line(p, p - (3, 0), color=BLACK, width=0.5)
        outline(p.x - 5, p.y + 3.5, f"{v:,}")
    values = [3150, 2900, 1940, 450]
    for i, v in enumerate(values):
        plot.bar(i + 0.2, i + 0.8, 0, v, BLUE)

    reading = read_charts(saved(doc, tmp_path, "outlined"), REGION)

    (chart,) = reading.charts
    (series,) = chart.series
    assert [y for _, y in series.points] == pytest.approx(values, abs=0.02 * 3500)
    assert any("OCR" in n for n in chart.notes)


def test_a_drawing_with_numbers_but_no_scale_says_why(tmp_path) -> None:
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 10), (0, 10))
    page.draw_rect(plot.frame, color=BLACK, width=0.6)
    plot.line([(x, x * 0.8) for x in range(11)], RED)
    plot.text(200, 200, "42", size=8)

    reading = read_charts(saved(doc, tmp_path, "no-scale"), REGION)

    assert reading.charts == []
    assert reading.status.startswith("not read: ")


def test_labels_beside_single_points_name_those_points(tmp_path) -> None:
    """DenseNet's Figure 3: a legend names each curve, and a label in the curve's colour beside
    each vertex ("Net-34") names that point, which questions then ask for by name."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 100), (0, 100))
    plot.axes(range(0, 101, 20), range(0, 101, 20))
    pts = [(15, 80), (35, 55), (60, 40), (85, 30)]
    names = ["Net-18", "Net-34", "Net-50", "Net-101"]
    plot.line(pts, RED)
    for (x, y), name in zip(pts, names, strict=True):
        p = plot.pt(x, y)
        plot.text(p.x + 4, p.y - 4, name, size=6, color=RED)
    plot.line([(10, 60), (50, 30), (90, 15)], BLUE)
    plot.text(380, 137.5, "Nets", anchor="right")
    page.draw_line((384, 135), (404, 135), color=RED, width=1.0)
    plot.text(380, 147.5, "Others", anchor="right")
    page.draw_line((384, 145), (404, 145), color=BLUE, width=1.0)

    (chart,) = read_chart(saved(doc, tmp_path, "labelled_points"), REGION)

    nets = next(s for s in chart.series if s.name == "Nets")
    labelled = {text: nets.points[k] for k, text in nets.point_labels}
    assert set(labelled) == set(names)
    for (x, y), name in zip(pts, names, strict=True):
        assert abs(labelled[name][0] - x) <= 1 and abs(labelled[name][1] - y) <= 1
    others = next(s for s in chart.series if s.name == "Others")
    assert others.point_labels == []
    assert {s.name for s in chart.series} == {"Nets", "Others"}  # labels are no series


GREY_BG, STRIP = (0.9, 0.9, 0.9), (0.8, 0.8, 0.8)


def test_small_multiples_label_only_outer_axes_and_are_named_by_their_strips(tmp_path) -> None:
    """ggplot2's facet_wrap: equal grey panels, y ticks left of the first column only, x ticks
    under the last row only, each panel titled in a strip above it; a grey reference curve
    drawn alike in every panel beside the panel's own black curve."""
    doc, page = new_page()
    titles = ["Drowning", "Falls", "Fire", "Lightning", "Poisoning", "Frost"]
    peaks = [0.12, 0.065, 0.08, 0.10, 0.07, 0.09]
    w, h, gap, strip = 110, 60, 4, 12
    for k, (title, peak) in enumerate(zip(titles, peaks, strict=True)):
        r, c = divmod(k, 3)
        x0, y0 = 120 + c * (w + gap), 120 + r * (h + strip + gap)
        frame = (x0, y0 + strip, x0 + w, y0 + strip + h)
        page.draw_rect(pymupdf.Rect(x0, y0, x0 + w, y0 + strip), color=None, fill=STRIP)
        page.draw_rect(pymupdf.Rect(frame), color=None, fill=GREY_BG)
        plot = Plot(page, frame, (0, 20), (0, 0.15))
        plot.text(x0 + w / 2, y0 + 9, title, size=6, anchor="center")
        for v in (0, 5, 10, 15, 20):  # white gridlines, as ggplot2 draws them
            p = plot.pt(v, 0)
            page.draw_line(p, plot.pt(v, 0.15), color=(1, 1, 1), width=0.4)
            if r == 1:
                page.draw_line(p, p + (0, 2), color=BLACK, width=0.4)
                plot.text(p.x, p.y + 9, f"{v:g}", size=6, anchor="center")
        for y in (0, 0.05, 0.1, 0.15):
            p = plot.pt(0, y)
            page.draw_line(p, plot.pt(20, y), color=(1, 1, 1), width=0.4)
            if c == 0:
                page.draw_line(p, p - (2, 0), color=BLACK, width=0.4)
                plot.text(p.x - 4, p.y + 2, f"{y:g}", size=6, anchor="right")
        plot.line([(x, 0.04 + 0.005 * math.sin(x)) for x in range(0, 21, 2)], (0.5, 0.5, 0.5))
        plot.line([(x, peak * (1 - abs(x - 12) / 12)) for x in range(0, 21, 2)], BLACK)

    charts = read_chart(saved(doc, tmp_path, "facets"), REGION)

    assert [c.panel for c in charts] == titles  # reading order, named by their strips
    for chart, peak in zip(charts, peaks, strict=True):
        tops = sorted(max(y for _, y in s.points) for s in chart.series)
        assert abs(tops[-1] - peak) <= 0.004  # the panel's own curve, on the shared y scale
        assert len(tops) == 2 and abs(tops[0] - 0.045) <= 0.004  # the reference curve
        xs = [x for s in chart.series for x, _ in s.points]
        assert abs(min(xs)) <= 0.3 and abs(max(xs) - 20) <= 0.3  # the shared x scale, shifted


def test_values_printed_over_bars_are_kept_where_they_agree_with_the_bar(tmp_path) -> None:
    """Bars with their values printed above them ("4.1K"): the printed text is kept beside the
    reading; a number that does not match its bar (a footnote mark, a wrong label) is not."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 4), (0, 5000))
    plot.axes([], range(0, 5001, 1000), xlabels=None)
    names = ["Base", "Mid", "High", "Top"]
    values = [800, 2100, 3300, 4100]
    printed = ["0.8K", "2.1K", "9.9K", "4.1K"]  # the third disagrees with its bar
    for i, (name, v, label) in enumerate(zip(names, values, printed, strict=True)):
        r = plot.bar(i + 0.3, i + 0.7, 0, v, BLUE)
        plot.text(r.x0 + r.width / 2, r.y0 - 2, label, size=6, anchor="center")
        plot.text(r.x0 + r.width / 2, FRAME[3] + 11, name, anchor="center")

    (chart,) = read_chart(saved(doc, tmp_path, "printed_bars"), REGION)

    (bars,) = chart.series
    kept = {bars.points[k][0]: text for k, text in bars.printed}
    assert kept == {0: "0.8K", 1: "2.1K", 3: "4.1K"}
    json_printed = chart.to_dict()["series"][0]["printed"]
    assert sorted(json_printed) == sorted([["Base", "0.8K"], ["Mid", "2.1K"], ["Top", "4.1K"]])


def test_a_marker_listed_above_a_line_sample_in_one_legend_column_is_a_legend_entry(
    tmp_path,
) -> None:
    """base R's legend(pch = c(19, NA), lty = c(NA, 2)): the points' marker sits in the same
    column as the fit line's sample, texts aligned left. The marker is the legend's, not a
    data point."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    xs = [9, 35, 96, 142, 190, 248, 276]
    ys = [8.9, 21.6, 118.3, 112.8, 244.9, 287.6, 361.2]
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.scatter(xs, ys, color="#1f5f8b", label="Months")
    ax.plot([0, 300], [-10, 370], linestyle="--", color="#4d4d4d", label="Fit")
    ax.set_xlim(0, 300)
    ax.set_ylim(0, 400)
    ax.legend(loc="upper left", scatterpoints=1)
    path = tmp_path / "scatter-fit.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]

    (chart,) = read_chart(page, page.rect)

    months = next(s for s in chart.series if s.name == "Months")
    assert len(months.points) == len(xs)
    assert max(y for _, y in months.points) == pytest.approx(361.2, abs=3)


@pytest.mark.parametrize("legend_over_axis", [False, True])
def test_a_value_axis_titled_level_over_its_top_is_read_so(tmp_path, legend_over_axis) -> None:
    """Excel's and many journals' bar charts set the value axis's title level, over the top of
    the axis ("Oil yield (kg/ha)" over "1600"), not upright beside it. A legend set there
    instead names the series, not the axis."""
    doc, page = new_page()
    plot = Plot(page, (120, 140, 420, 320), (0, 4), (0, 1600))
    plot.axes([], [0, 400, 800, 1200, 1600])
    names = ["Control", "Deficit 60 %", "Deficit 30 %", "Rain-fed"]
    for i, (a, b) in enumerate([(1480, 1310), (1395, 1205), (1120, 940), (705, 560)]):
        plot.bar(i + 0.15, i + 0.5, 0, a, GREEN)
        plot.bar(i + 0.5, i + 0.85, 0, b, BLUE)
        plot.text(plot.pt(i + 0.5, 0).x, 332, names[i], anchor="center")
    legend = (122, 131, 124) if legend_over_axis else (330, 339, 110)
    swatch, text, top = legend
    for color, name, dy in [(GREEN, "Picual", 14), (BLUE, "Arbequina", 0)]:
        y = top + (dy if not legend_over_axis else 0)
        x = swatch + (50 if legend_over_axis and name == "Arbequina" else 0)
        page.draw_rect((x, y, x + 6, y + 6), color=color, fill=color)
        plot.text(x + text - swatch, y + 6, name, size=8)
    if not legend_over_axis:
        plot.text(130, 130, "Oil yield (kg/ha)", size=8)

    (chart,) = read_chart(saved(doc, tmp_path, "titled_over"), REGION)

    assert [s.name for s in chart.series] == ["Picual", "Arbequina"]
    assert chart.y_label == (None if legend_over_axis else "Oil yield (kg/ha)")
    assert dict(chart.series[0].points)[3.0] == pytest.approx(705, abs=15)
