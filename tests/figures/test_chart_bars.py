"""Horizontal bar charts: category names left of the axes, values along x. Plain, grouped,
stacked and with error bars; each on a small generated PDF. A horizontal chart's ``x_*`` still
describe its category axis and ``y_*`` its value axis (``ChartData.horizontal``)."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import (
    BLACK,
    BLUE,
    GREEN,
    ORANGE,
    REGION,
    Plot,
    category_axes,
    category_y,
    new_page,
    saved,
)

from paperlens.figures.charts import ChartData, read_chart

FRAME = (160, 120, 460, 320)


def _values(chart: ChartData) -> dict[str | None, list[float]]:
    return {s.name: [y for _, y in sorted(s.points)] for s in chart.series}


def _legend(page: pymupdf.Page, plot: Plot, names, colors) -> None:  # type: ignore[no-untyped-def]
    for i, (name, color) in enumerate(zip(names, colors, strict=True)):
        page.draw_rect(pymupdf.Rect(470, 130 + 12 * i, 478, 136 + 12 * i), color=None, fill=color)
        plot.text(482, 135.5 + 12 * i, name)


@pytest.mark.parametrize(
    "cats",
    [
        ["< 400 m", "400–600 m", "600–800 m", "800–1000 m", "> 1000 m"],
        ["≤ 18", "19–35", "36–64", "≥ 65"],
    ],
)
def test_horizontal_bars_of_classes_with_open_ends_read_by_category(tmp_path, cats) -> None:  # type: ignore[no-untyped-def]
    """Bars of binned classes whose first and last are open ("< 400 m", "> 1000 m"): the
    numbers after the signs name classes, no scale of the category axis."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 20), (0, len(cats)))
    category_axes(plot, range(0, 21, 4), cats)
    values = [18.6, 12.3, 7.9, 4.8, 2.6][: len(cats)]
    for i, v in enumerate(values):
        y = category_y(len(cats), i)
        plot.bar(0, v, y - 0.3, y + 0.3, BLUE)

    (chart,) = read_chart(saved(doc, tmp_path, "classes"), REGION)

    assert chart.horizontal and chart.x_categories == cats
    (series,) = chart.series
    by_cat = {cats[int(x)]: y for x, y in series.points}
    assert [by_cat[c] for c in cats] == pytest.approx(values, abs=0.02 * 20)


def test_plain_horizontal_bars_read_by_category(tmp_path) -> None:
    doc, page = new_page()
    cats = ["ResNet", "VGG", "DenseNet", "AlexNet"]
    plot = Plot(page, FRAME, (0, 80), (0, len(cats)))
    category_axes(plot, range(0, 81, 20), cats)
    values = [62.5, 41.0, 77.0, 18.0]
    for i, v in enumerate(values):
        y = category_y(len(cats), i)
        plot.bar(0, v, y - 0.3, y + 0.3, BLUE)
    plot.text(290, 345, "top-1 accuracy (%)", anchor="center")

    (chart,) = read_chart(saved(doc, tmp_path, "hbars"), REGION)

    assert chart.horizontal and chart.chart_type == "bar"
    assert chart.x_categories == cats
    (series,) = chart.series
    assert series.kind == "bar" and series.name is None
    by_cat = {cats[int(x)]: y for x, y in series.points}
    assert [by_cat[c] for c in cats] == pytest.approx(values, abs=0.02 * 80)
    assert chart.y_label == "top-1 accuracy (%)"
    assert chart.y_range == pytest.approx((0, 80), abs=0.5)
    panel = chart.to_dict()
    assert panel["orientation"] == "horizontal"
    assert panel["series"][0]["points"][0][0] in cats  # bars give their category's name


def test_grouped_horizontal_bars_with_error_bars(tmp_path) -> None:
    """Two series side by side in each category; error bars are strokes across the bar ends."""
    doc, page = new_page()
    cats = ["Taxi", "Power", "Sine"]
    plot = Plot(page, FRAME, (0, 100), (0, len(cats)))
    category_axes(plot, range(0, 101, 25), cats)
    data = {"Original": [70, 53, 94], "ASAP": [88, 30, 60]}
    colors = (BLUE, ORANGE)
    for c in range(3):
        y = category_y(3, c)
        for s, name in enumerate(data):
            r = plot.bar(0, data[name][c], y + 0.05 - 0.4 * s, y + 0.4 - 0.4 * s, colors[s])
            mid = (r.y0 + r.y1) / 2
            page.draw_line((r.x1 - 9, mid), (r.x1 + 9, mid), color=BLACK, width=0.6)
            page.draw_line((r.x1 - 9, mid - 4), (r.x1 - 9, mid + 4), color=BLACK, width=0.6)
            page.draw_line((r.x1 + 9, mid - 4), (r.x1 + 9, mid + 4), color=BLACK, width=0.6)
    _legend(page, plot, data, colors)

    (chart,) = read_chart(saved(doc, tmp_path, "hbars-grouped"), REGION)

    assert chart.horizontal and chart.x_categories == cats
    got = _values(chart)
    assert set(got) == set(data)  # no series from the error bars
    for name, values in data.items():
        assert got[name] == pytest.approx(values, abs=2), name


def test_stacked_horizontal_bars_give_each_segment_its_own_length(tmp_path) -> None:
    doc, page = new_page()
    cats = ["A", "B", "C"]
    plot = Plot(page, FRAME, (0, 100), (0, len(cats)))
    category_axes(plot, range(0, 101, 20), cats)
    parts = {"low": [20, 50, 5], "mid": [30, 25, 60], "high": [50, 25, 35]}
    colors = {"low": BLUE, "mid": ORANGE, "high": GREEN}
    for c in range(3):
        y, base = category_y(3, c), 0.0
        for name in parts:
            plot.bar(base, base + parts[name][c], y - 0.3, y + 0.3, colors[name])
            base += parts[name][c]
    _legend(page, plot, parts, colors.values())

    (chart,) = read_chart(saved(doc, tmp_path, "hbars-stacked"), REGION)

    assert chart.horizontal and chart.chart_type == "stacked_bar"
    got = _values(chart)
    for name, values in parts.items():
        assert got[name] == pytest.approx(values, abs=2), name


def test_text_beside_a_numeric_row_without_bars_is_not_a_chart(tmp_path) -> None:
    """Names left of an axis frame with nothing drawn in it: no series is made up."""
    doc, page = new_page()
    cats = ["first", "second", "third"]
    plot = Plot(page, FRAME, (0, 10), (0, 3))
    category_axes(plot, range(0, 11, 5), cats)

    assert read_chart(saved(doc, tmp_path, "hbars-empty"), REGION) == []


def test_matplotlib_horizontal_hatched_bars_with_error_bars_and_offset_text(tmp_path) -> None:
    """matplotlib's barh: names left of the spines, a hatched series (a pattern clipped to each
    bar), x error bars, and the axis's "1e1" offset text: every value is ten times its tick."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    cats = ["Baseline", "+ Pixel", "+ AC", "Full model"]
    data = {"2000px": [120.0, 315.0, 442.0, 589.0], "5000px": [101.0, 250.0, 503.0, 610.0]}
    fig, ax = plt.subplots(figsize=(4, 2.5))
    for k, (name, values) in enumerate(data.items()):
        ax.barh([i - 0.2 + 0.4 * k for i in range(4)], values, 0.4, xerr=[25] * 4, label=name,
                color=["#006699", "#c5e6ea"][k], hatch=None if k == 0 else "//", edgecolor="k")  # fmt: skip
    ax.set_yticks(range(4), cats)
    ax.set_xlabel("Throughput (k/s)")
    ax.ticklabel_format(axis="x", style="sci", scilimits=(0, 0))
    ax.legend(loc="lower right")
    fig.tight_layout()
    path = tmp_path / "mpl-barh.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]

    (chart,) = read_chart(page, page.rect)

    assert chart.horizontal and sorted(chart.x_categories or []) == sorted(cats)
    assert chart.y_label == "Throughput (k/s)"
    series = {s.name: {chart.x_categories[int(x)]: y for x, y in s.points} for s in chart.series}  # type: ignore[index]
    assert set(series) == set(data)
    for name, values in data.items():
        assert [series[name][c] for c in cats] == pytest.approx(values, abs=0.02 * 650), name


def test_office_stacked_bars_on_a_wall_split_midway_with_swatches_of_uneven_size(tmp_path) -> None:
    """LibreOffice draws the axes as the outline of a grey wall with a vertex half way along
    the bottom edge, and rounds its legend swatches so that one comes out a hair smaller than
    the others: the frame is the whole wall, and every swatch names its series."""
    from figures.chart_forms import new_page, saved

    doc, page = new_page()
    x0, y0, x1, y1 = 160.0, 120.0, 400.0, 240.0
    mid = (x0 + x1) / 2
    wall = [(mid, y1), (x0, y1), (x0, y0), (x1, y0), (x1, y1), (mid, y1)]
    page.draw_polyline(wall, color=(0.85, 0.85, 0.85), fill=(0.85, 0.85, 0.85), width=0.5)
    for i in range(11):
        x = x0 + i * (x1 - x0) / 10
        page.draw_line((x, y1), (x, y1 + 4), color=(0.7, 0.7, 0.7), width=0.5)
        page.insert_text((x - 8, y1 + 14), f"{10 * i}%", fontsize=9)
    cats = ["Group A", "Group B", "Group C"]
    values = {"Yes": [70, 60, 50], "Neutral": [20, 25, 30], "No": [10, 15, 20]}
    colors = {"Yes": (0.0, 0.27, 0.53), "Neutral": (1.0, 0.26, 0.05), "No": (1.0, 0.83, 0.13)}
    band = (y1 - y0) / len(cats)
    for i, cat in enumerate(cats):
        top = y0 + i * band + 0.2 * band
        page.insert_text((x0 - 50, top + 0.4 * band), cat, fontsize=9)
        left = x0
        for name, vals in values.items():
            right = left + vals[i] / 100 * (x1 - x0)
            page.draw_rect((left, top, right, top + 0.6 * band), color=None, fill=colors[name])
            left = right
    for k, name in enumerate(values):
        sy = 160 + 17 * k
        side = 5.95 if k == 0 else 6.0
        page.draw_rect((415, sy, 415 + side, sy + side), color=None, fill=colors[name])
        page.insert_text((424, sy + 6.5), name, fontsize=10)
    page = saved(doc, tmp_path, "office-bars")

    (chart,) = read_chart(page, pymupdf.Rect(100, 100, 480, 270))

    assert chart.horizontal and chart.stacked
    read = {s.name: [round(y) for _, y in sorted(s.points)] for s in chart.series}
    assert read == {n: list(v) for n, v in values.items()} or read == {
        n: list(reversed(v)) for n, v in values.items()
    }
