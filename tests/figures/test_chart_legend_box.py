"""Legends drawn in a filled box over the data, and twin-axis lines drawn over bars: forms of
pgfplots and matplotlib output whose series were named or read wrongly."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import BLACK, BLUE, RED, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart

FRAME = (120, 120, 420, 320)


def _circle(page: pymupdf.Page, c: pymupdf.Point, color, r: float = 1.8) -> None:  # type: ignore[no-untyped-def]
    page.draw_circle(c, r, color=color, fill=color, width=0.4)


def test_a_marker_hidden_under_the_legend_box_is_no_legend_sample(tmp_path) -> None:
    """Two marker series; the legend box (white fill, black frame) is drawn over the data with
    its texts centred, and one data marker of the second series lies hidden under it right
    beside the second entry, nearer its text than the legend's own sample."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 1), (-100, 100))
    plot.axes([0, 0.2, 0.4, 0.6, 0.8, 1.0], [-100, -50, 0, 50, 100])
    first = [(0.1, 40.0), (0.3, 70.0), (0.5, 10.0), (0.7, -60.0), (0.9, -30.0)]
    second = [(0.1, -50.0), (0.3, -85.0), (0.5, -15.0), (0.7, 75.0), (0.9, 35.0)]
    for x, y in first:
        _circle(page, plot.pt(x, y), BLUE)
    for x, y in second:
        plot.square(x, y, RED)
    # a data marker of the second series where the legend box will be drawn
    box = pymupdf.Rect(330, 275, 410, 310)
    hidden_data = (0.72, -80.0)
    second.append(hidden_data)
    plot.square(*hidden_data, RED)
    page.draw_rect(box, color=BLACK, fill=(1, 1, 1), width=0.4)
    y1, y2 = 287.0, 301.0
    _circle(page, pymupdf.Point(338, y1), BLUE)
    page.draw_rect(pymupdf.Rect(336.2, y2 - 1.8, 339.8, y2 + 1.8), color=RED, fill=RED, width=0.3)
    plot.text(372, y1 + 2.5, "Alpha", anchor="center")
    plot.text(372, y2 + 2.5, "Betalonger", anchor="center")
    # the hidden square sits under the box, just left of the second entry's text
    assert plot.pt(*hidden_data).x < 372 and box.contains(plot.pt(*hidden_data))

    (chart,) = read_chart(saved(doc, tmp_path, "legendbox"), REGION)

    got = {s.name: s.points for s in chart.series}
    assert set(got) == {"Alpha", "Betalonger"}
    assert any(abs(x - 0.3) < 0.02 and abs(y - 70) < 3 for x, y in got["Alpha"])
    assert any(abs(x - 0.3) < 0.02 and abs(y + 85) < 3 for x, y in got["Betalonger"])
    assert len(got["Alpha"]) == len(first)  # no legend sample read as a data point


def test_a_twin_axis_line_with_markers_over_bars_keeps_every_point(tmp_path) -> None:
    """matplotlib: bars on the left axis, a line with markers on ``twinx`` whose markers fall
    inside the bars. Every marker of the line is one of its points."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    groups = ["north", "east", "south", "west", "centre"]
    counts = [120, 160, 180, 150, 90]
    rate = [28, 24, 20, 17, 12]
    fig, ax = plt.subplots(figsize=(4, 2.6))
    xs = range(len(groups))
    bars = ax.bar(xs, counts, 0.6, color="#88aadd", label="Counts")
    ax.set_xticks(list(xs), groups)
    ax.set_ylim(0, 200)
    ax.set_ylabel("Number of sites")
    right = ax.twinx()
    (line,) = right.plot(xs, rate, color="#c03020", marker="D", markersize=3.5, label="Rate")
    right.set_ylim(0, 40)
    right.set_ylabel("Rate (%)")
    ax.legend([bars, line], ["Counts", "Rate"], loc="upper right")
    path = tmp_path / "twin.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]

    (chart,) = read_chart(page, page.rect)

    got = {s.name: s for s in chart.series}
    assert got["Rate"].right_axis
    assert [round(y) for _, y in got["Rate"].points] == rate
    assert [round(y) for _, y in got["Counts"].points] == counts


def test_grouped_bars_on_a_grey_backdrop_without_axis_lines(tmp_path) -> None:
    """matplotlib's ggplot style: a light grey panel, white gridlines, no axis lines; the value
    axis starts above zero and error bars sit on the bars. The backdrop is the frame."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    with plt.style.context("ggplot"):
        fig, ax = plt.subplots(figsize=(4.2, 2.8))
        sites = ["K1", "K2", "K3", "K4"]
        spring, autumn = [51.0, 47.5, 55.2, 49.9], [58.4, 53.1, 60.7, 56.0]
        for i, (name, vals) in enumerate((("spring", spring), ("autumn", autumn))):
            xs = [j + (i - 0.5) * 0.36 for j in range(len(sites))]
            ax.bar(xs, vals, 0.36, yerr=[0.8] * 4, capsize=3, label=name)
        ax.set_xticks(range(len(sites)), sites)
        ax.set_ylim(40, 65)
        ax.set_yticks(range(40, 66, 5))
        ax.set_ylabel("Yield (t/ha)")
        ax.legend(loc="upper left")
        path = tmp_path / "ggplot.pdf"
        fig.savefig(path)
        plt.close(fig)
    page = pymupdf.open(path)[0]

    (chart,) = read_chart(page, page.rect)

    assert chart.x_categories == sites
    got = {s.name: [round(y, 1) for _, y in sorted(s.points)] for s in chart.series}
    assert got == {
        "spring": spring,
        "autumn": autumn,
    }


def test_a_series_named_as_the_right_axis_is_titled_is_read_on_that_axis(tmp_path) -> None:
    """Columns on the left axis and a line on the right, each legend entry named exactly as its
    axis is titled, a name written with digits ("NO2 (µg/m³)"): the line is read on the right
    scale, not the left one (values ten times too small)."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    loss = [6.2, 5.8, 7.4, 8.9, 10.6, 9.8]
    no2 = [48, 44, 61, 77, 95, 83]
    fig, ax = plt.subplots(figsize=(4.4, 2.6))
    xs = range(len(months))
    bars = ax.bar(xs, loss, 0.6, color="#e0a030", label="Loss (%)")
    ax.set_xticks(list(xs), months)
    ax.set_ylim(0, 15)
    ax.set_ylabel("Loss (%)")
    right = ax.twinx()
    (line,) = right.plot(xs, no2, color="#3050c0", label="NO2 (µg/m³)")
    right.set_ylim(0, 150)
    right.set_ylabel("NO2 (µg/m³)")
    ax.legend([bars, line], ["Loss (%)", "NO2 (µg/m³)"], loc="upper left")
    path = tmp_path / "twin_named.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]

    (chart,) = read_chart(page, page.rect)

    got = {s.name: s for s in chart.series}
    assert got["NO2 (µg/m³)"].right_axis
    assert [round(y) for _, y in got["NO2 (µg/m³)"].points] == no2
    assert not got["Loss (%)"].right_axis
