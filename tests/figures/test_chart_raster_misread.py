"""Raster charts whose text OCR reads wrongly in two common ways: a tick label misread ("97" for
92, "8" for 88), which once broke the tick column and left the chart unread, and a legend whose
series markers are read as characters glued to the names ("=Uncleaned", "+Brushed"), which once
left every curve unnamed. The misreads are printed into the fixtures, so OCR reads them as a
misreading OCR would."""

from __future__ import annotations

import pymupdf
import pytest
from chart_forms import PNG_BOX, png_pdf

from paperlens.figures.charts import ChartBudget, read_raster
from paperlens.figures.charts.misread import mend_ticks
from paperlens.figures.charts.text import Word

pytest.importorskip("matplotlib")

_DAYS = [0, 4, 8, 12, 16, 20, 24, 28]
_SERIES = {
    "Uncleaned": ("#1a1a9c", "-", "=", [100, 97.8, 95.1, 93.0, 90.6, 88.9, 86.7, 84.8]),
    "Brushed": ("#c41a1a", "--", "+", [100, 98.0, 96.0, 99.5, 97.6, 95.4, 93.5, 99.2]),
    "Washed": ("#1a8a1a", ":", "=", [100, 99.1, 99.6, 98.9, 99.4, 98.8, 99.3, 98.7]),
}
_TICKS = [80, 82, 84, 86, 88, 90, 92, 94, 96, 98, 100, 102]


def _soiling(misread_ticks: bool, glued_markers: bool) -> bytes:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    for name, (colour, style, _, values) in _SERIES.items():
        ax.plot(_DAYS, values, color=colour, ls=style, label=name)
    ax.set_ylim(80, 102)
    printed = [str(t) for t in _TICKS]
    if misread_ticks:
        printed[4], printed[6] = "8", "97"  # 88 and 92 as OCR misreads them
    ax.set_yticks(_TICKS, printed)
    ax.set_xticks(_DAYS)
    ax.set_xlabel("Day of test")
    ax.set_ylabel("Performance ratio (%)")
    if glued_markers:
        # the key a spreadsheet draws under the plot: each series' marker right before its name
        x = 0.3
        for name, (colour, _, mark, _) in _SERIES.items():
            fig.text(x, 0.015, mark, color=colour, fontsize=9, weight="bold")
            fig.text(x + 0.013, 0.015, name, color="black", fontsize=9)
            x += 0.2
        fig.subplots_adjust(bottom=0.2)
    else:
        ax.legend(loc="lower left")
    return png_pdf(
        fig,
        "Soiling of photovoltaic strings. Figure 1 shows the performance ratio of three strings: "
        "one never cleaned, one brushed every two weeks and one washed every week.",
        "Figure 1: Performance ratio of the three strings over the 28-day test.",
    )


@pytest.mark.parametrize(
    ("misread_ticks", "glued_markers"), [(True, False), (False, True), (True, True)]
)
def test_a_raster_chart_with_misread_ticks_or_glued_markers_reads_every_curve(
    misread_ticks: bool, glued_markers: bool
) -> None:
    doc = pymupdf.open("pdf", _soiling(misread_ticks, glued_markers))
    reading = read_raster(doc[0], PNG_BOX, ChartBudget(), 2_000_000)
    assert len(reading.charts) == 1, reading.status
    chart = reading.charts[0]
    assert chart.y_range is not None and chart.y_range[0] == pytest.approx(80, abs=1)
    by_name = {s.name: s for s in chart.series}
    assert set(by_name) == set(_SERIES)
    for name, (_, _, _, values) in _SERIES.items():
        points = by_name[name].points
        for day, value in zip(_DAYS[1:], values[1:], strict=True):
            near = [y for x, y in points if abs(float(x) - day) <= 0.5]
            assert near, (name, day)
            assert min(abs(y - value) for y in near) <= 0.6, (name, day, near)


def _column(texts: list[str], top: float = 70.0, step: float = 18.3) -> list[Word]:
    return [
        Word(t, 110.0, top + i * step, 121.0, top + i * step + 6, 4.8, (0.0, 0.0, 0.0), True,
             10_000 + i, float(t.replace(",", ".")))
        for i, t in enumerate(texts)
    ]  # fmt: skip


def test_misread_tick_labels_take_the_value_their_column_puts_there() -> None:
    words = _column(["102", "100", "98", "96", "94", "97", "90", "8", "86", "84", "82", "80"])
    mended = mend_ticks(words)
    assert [w.value for w in mended] == [102, 100, 98, 96, 94, 92, 90, 88, 86, 84, 82, 80]
    assert [w.text for w in mended][5:8] == ["92", "90", "88"]


def test_decimal_ticks_are_mended_in_the_column_s_own_format() -> None:
    mended = mend_ticks(_column(["0,5", "0,4", "0,8", "0,2", "0,1", "0,0"]))
    assert [w.text for w in mended] == ["0,5", "0,4", "0,3", "0,2", "0,1", "0,0"]


def test_a_label_off_every_step_loses_its_value_and_the_rest_stand() -> None:
    mended = mend_ticks(_column(["50", "40", "37", "20", "10", "0"], step=20.0))
    assert [w.value for w in mended] == [50, 40, 30, 20, 10, 0]
    # "25" halfway between 40 and 30, where the column says 35: no step of it, no tick label
    off_step = mend_ticks(
        sorted(_column(["50", "40", "30", "20", "10", "0"], step=20.0)
               + _column(["25"], top=100.0), key=lambda w: w.y0)
    )  # fmt: skip
    assert [w.value for w in off_step] == [50, 40, None, 30, 20, 10, 0]


def test_columns_that_are_no_single_misread_axis_are_left_as_read() -> None:
    # two stacked panels' labels in one column, and a column of data values
    stacked = _column(["100", "50", "0", "100", "50", "0"], step=20.0)
    data = _column(["12.4", "7.9", "30.2", "18.0", "3.3", "25.1"])
    for words in (stacked, data):
        assert [w.value for w in mend_ticks(words)] == [w.value for w in words]


@pytest.mark.parametrize("width", [1.0, 1.5, 2.0])
def test_solid_coloured_lines_in_a_png_are_named_by_their_legend(width: float) -> None:
    """matplotlib's default 1.5-point solid lines: at 150 dpi a legend's sample is a solid
    box of pixels a few rows high, which was once taken for no sample at all, so the chart
    went unread as curves no legend named."""
    import matplotlib.pyplot as plt

    weeks = [0, 2, 4, 6, 8]
    heights = {"Control": [10, 14, 13, 18, 22], "Treated": [8, 9, 12, 11, 15]}
    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    for (name, values), colour in zip(heights.items(), ["tab:blue", "tab:orange"], strict=True):
        ax.plot(weeks, values, color=colour, lw=width, label=name)
    ax.legend()
    ax.set_xlabel("Week")
    ax.set_ylabel("Height (cm)")
    pdf = png_pdf(fig, "Growth. Figure 1 shows plant height.", "Figure 1: Height by week.")
    reading = read_raster(pymupdf.open("pdf", pdf)[0], PNG_BOX, ChartBudget(), 2_000_000)
    assert len(reading.charts) == 1, reading.status
    by_name = {s.name: s.points for s in reading.charts[0].series}
    assert set(by_name) == set(heights)
    for name, values in heights.items():
        for week, value in zip(weeks, values, strict=True):
            near = [y for x, y in by_name[name] if abs(float(x) - week) <= 0.3]
            assert near and min(abs(y - value) for y in near) <= 0.5, (name, week, near)


def test_curves_over_an_x_axis_without_tick_labels_give_no_values() -> None:
    """A timeline with no tick labels: OCR finds only the axis title under it, which once read
    as the one category every point stood on (all at x = 0). The chart says why it gives no
    values instead."""
    import matplotlib.pyplot as plt

    hours = range(24)
    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    ax.plot(hours, [70 - 2 * abs(12 - h) for h in hours], color="tab:blue", lw=2, label="direct")
    ax.plot(hours, [58 - abs(12 - h) for h in hours], color="tab:orange", lw=2, label="buffered")
    ax.legend()
    ax.set_xticks([])
    ax.set_xlabel("Timeline")
    ax.set_ylabel("Latency (ms)")
    ax.set_ylim(0, 100)
    pdf = png_pdf(fig, "Latency. Figure 1 shows write latency over a day.", "Figure 1: Latency.")
    reading = read_raster(pymupdf.open("pdf", pdf)[0], PNG_BOX, ChartBudget(), 2_000_000)
    assert not reading.charts
    assert "x axis has no tick labels" in reading.status


def test_a_curve_passing_a_legend_marker_stays_a_curve() -> None:
    """A key set inside the plot: the curve that runs past a marker's box is no piece of the
    marker, so it is neither taken for its sample nor lost from the chart."""
    from paperlens.figures.charts.raster import _marker_samples, _stroke

    curve = _stroke([(120.0, 200.0), (300.0, 260.0), (480.0, 300.0)], (0.1, 0.1, 0.6), 1.0)
    piece = _stroke([(301.0, 262.0), (303.0, 262.0)], (0.8, 0.1, 0.1), 0.5)
    marker = pymupdf.Rect(300.0, 258.0, 304.0, 266.0)
    drawings = _marker_samples([curve, piece], [marker])
    assert curve in drawings and piece not in drawings
    (sample,) = [d for d in drawings if d is not curve]
    assert sample["color"] == (0.8, 0.1, 0.1) and sample["rect"][0] == pytest.approx(300.0)
