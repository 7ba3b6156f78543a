"""Charts embedded as PNG images are read from their pixels, with approximate values, also in the
styles the pixel reader once misread: a thin grey frame crossed by black tick marks, line samples
with a hollow marker drawn over them, a legend inside a gridded plot, an upright y title."""

from __future__ import annotations

import re
import unicodedata

import numpy as np
import pymupdf
import pytest
from chart_forms import PNG_BOX, Plot, new_page, png_pdf, saved
from helpers import make_settings

from paperlens.figures.charts import ChartBudget, read_raster
from paperlens.figures.charts.outlined import page_words
from paperlens.figures.detect import FigureRegion
from paperlens.figures.pipeline import figure_input
from paperlens.service import PaperLens

pytest.importorskip("matplotlib")

_BOX = PNG_BOX
_PIXELS = 2_000_000


def _bars() -> bytes:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    sites = ["North", "South", "East", "West"]
    xs = range(len(sites))
    ax.bar([x - 0.2 for x in xs], [42, 55, 31, 60], width=0.4, color="#1f77b4", label="2021")
    ax.bar([x + 0.2 for x in xs], [38, 47, 36, 52], width=0.4, color="#ff7f0e", label="2022")
    ax.set_xticks(list(xs), sites)
    ax.set_ylim(0, 70)
    ax.set_ylabel("Nests")
    ax.legend(loc="upper left")
    return png_pdf(
        fig,
        "Nest counts. Figure 1 shows the nests counted at each site in two seasons.",
        "Figure 1: Nests counted per site in 2021 and 2022.",
    )


def _lines() -> bytes:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    days = [0, 2, 4, 6, 8, 10]
    ax.plot(days, [80, 74, 65, 52, 41, 33], "k-o", markersize=3, label="Oak")
    ax.plot(days, [70, 61, 50, 44, 36, 20], "r--", label="Birch")
    ax.set_xlabel("Drying time (days)")
    ax.set_ylabel("Moisture (%)")
    ax.set_ylim(0, 90)
    ax.legend(loc="lower left")
    return png_pdf(
        fig,
        "Drying of firewood. Freshly cut oak and birch logs were split, stacked under a roof "
        "and weighed every second day; their moisture content was computed from the weight "
        "loss. Figure 1 shows the moisture of oak and birch logs as they dry.",
        "Figure 1: Moisture of oak and birch logs during drying.",
    )


def _read(pdf: bytes):  # type: ignore[no-untyped-def]
    doc = pymupdf.open("pdf", pdf)
    reading = read_raster(doc[0], _BOX, ChartBudget(), _PIXELS)
    assert len(reading.charts) == 1, reading.status
    return reading.charts[0]


def test_grouped_bars_in_a_png_are_read_by_site_and_season() -> None:
    chart = _read(_bars())
    assert chart.approximate and chart.chart_type == "bar"
    assert chart.x_categories == ["North", "South", "East", "West"]
    values = {
        s.name: {chart.x_categories[int(round(x))]: y for x, y in s.points} for s in chart.series
    }
    expected = {
        "2021": {"North": 42, "South": 55, "East": 31, "West": 60},
        "2022": {"North": 38, "South": 47, "East": 36, "West": 52},
    }
    assert values.keys() == expected.keys()
    for name, bars in expected.items():
        for site, value in bars.items():
            assert values[name][site] == pytest.approx(value, abs=1.0), (name, site)


def test_a_solid_and_a_dashed_line_in_a_png_are_read_with_their_legend_names() -> None:
    chart = _read(_lines())
    assert chart.approximate
    by_name = {s.name: s for s in chart.series if s.points}
    assert set(by_name) == {"Oak", "Birch"}
    for name, day, value in (("Oak", 0, 80), ("Oak", 10, 33), ("Birch", 4, 50), ("Birch", 10, 20)):
        xs, ys = zip(*sorted(by_name[name].points), strict=True)
        assert float(np.interp(day, xs, ys)) == pytest.approx(value, abs=1.5), (name, day)
    assert "approximate" in " ".join(chart.notes)


def test_a_question_about_a_point_of_a_png_chart_is_answered_with_its_value(
    tmp_path, embedder
) -> None:  # type: ignore[no-untyped-def]
    lens = PaperLens(make_settings(tmp_path), embedder=embedder)
    paper = lens.ingest_pdf(_lines(), filename="logs.pdf").paper_id
    answer = lens.ask("According to Figure 1, what was the moisture of oak after 6 days?", [paper])
    first = answer.answer.splitlines()[0]
    assert any(f"{v}" in first for v in (51, 52, 53)), answer.answer


def test_two_legend_names_read_as_one_line_with_a_sample_between_are_two_names() -> None:
    """OCR reads a row legend "— Theth  — Lura" as one line, the second sample as dashes."""
    words = page_words([((0.0, 0.0, 110.0, 10.0), "Theth--Lura")], 1.0, pymupdf.Rect(0, 0, 200, 20))
    assert [w.text for w in words] == ["Theth", "Lura"]
    assert words[0].x1 <= words[1].x0


_HOURS = [8, 9, 10, 11, 12, 13, 14, 15]
_CO2 = {
    "Windows only": [620, 1380, 1920, 2150, 1240, 1680, 2010, 1890],
    "Extract fans": [550, 970, 1280, 1400, 890, 1140, 1330, 1250],
    "MVHR": [460, 680, 800, 860, 640, 760, 840, 820],
}


def _classrooms(frame: str, width: float, tick: float, dpi: int) -> bytes:
    """CO2 over a school day: line series with hollow square and triangle markers, a legend
    without a box inside the plot, a frame of ``frame`` grey ``width`` points wide crossed by
    black tick marks (major and minor, inward, on all four sides)."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    styles = {"Windows only": ("-", "."), "Extract fans": (":", "s"), "MVHR": ("-", "^")}
    colours = {"Windows only": "#c81e1e", "Extract fans": "#2a46c0", "MVHR": "#14823c"}
    for name, values in _CO2.items():
        line, marker = styles[name]
        ax.plot(_HOURS, values, line, color=colours[name], marker=marker, mfc="none",
                markersize=7, label=name)  # fmt: skip
    for side in ax.spines.values():
        side.set_color(frame)
        side.set_linewidth(width)
    ax.minorticks_on()
    ax.tick_params(which="both", direction="in", top=True, right=True, color="black",
                   width=tick, length=5)  # fmt: skip
    ax.set_ylim(0, 2500)
    ax.set_xlabel("Hour of the school day")
    ax.set_ylabel("CO2 concentration (ppm)")
    ax.legend(loc="upper left", frameon=False)
    return png_pdf(
        fig,
        "Classroom air. Carbon dioxide was logged in classrooms ventilated in three ways. "
        "Figure 1 shows the CO2 concentration over a typical winter school day.",
        "Figure 1: CO2 concentration in classrooms by ventilation type.",
        dpi=dpi,
    )


def _rectal() -> bytes:
    """Rectal temperature over a heat test: a gridded plot with its legend inside (the
    gridlines run through the legend's rows) and an upright y title."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    minutes = [0, 15, 30, 45, 60, 75, 90]
    for name, values, marker in (
        ("Day 1", [37.1, 37.6, 38.0, 38.4, 38.7, 39.0, 39.2], "o"),
        ("Day 5", [37.0, 37.4, 37.8, 38.1, 38.4, 38.6, 38.8], "s"),
        ("Day 10", [36.9, 37.2, 37.5, 37.8, 38.1, 38.3, 38.4], "^"),
    ):
        ax.plot(minutes, values, marker=marker, label=name)
    ax.grid(True, color="#dddddd")
    ax.set_xticks(minutes)
    ax.set_ylim(36.5, 39.5)
    ax.set_xlabel("Time (min)")
    ax.set_ylabel("Rectal temperature (°C)")
    ax.legend(loc="upper left", frameon=False)
    return png_pdf(
        fig,
        "Heat acclimation. Cyclists rode in a heat chamber on ten days. Figure 1 shows the "
        "rectal temperature during the test on days 1, 5 and 10.",
        "Figure 1: Rectal temperature during the heat-stress test.",
        dpi=150,
    )


def _infill() -> bytes:
    """Tensile strength by infill, ggplot2's way: a light grey grid, and a legend with a title
    on a white box inside the plot, which cuts the gridlines behind it into pieces."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    infill = [20, 40, 60, 80, 100]
    ax.plot(infill, [24.6, 30.2, 37.5, 44.9, 52.3], "o-", color="#f8766d", label="XY")
    ax.plot(infill, [19.0, 23.4, 28.7, 33.5, 38.6], "^-", color="#00bfc4", label="XZ")
    ax.grid(True, which="both", color="#e6e6e6", linewidth=1.0)
    ax.minorticks_on()
    ax.set_axisbelow(True)
    ax.set_ylim(0, 62)
    ax.set_xlabel("Infill density (%)")
    ax.set_ylabel("UTS (MPa)")
    legend = ax.legend(title="Orientation", loc=(0.15, 0.6), frameon=True)
    legend.get_frame().set_edgecolor("white")
    return png_pdf(
        fig,
        "Printed parts. Tensile bars were printed flat (XY) and upright (XZ) at five infill "
        "densities. Figure 1 shows the ultimate tensile strength (UTS).",
        "Figure 1: UTS by infill density and print orientation.",
        dpi=150,
    )


def _ablation(pad: float) -> bytes:
    """Cumulative ablation at three stakes, as a JPEG: y tick labels set upright beside short
    minor ticks (OCR boxes an upright "150" a few points off, nearer a minor tick than its
    own), thin lines whose colour the JPEG greys, and legend samples ``pad`` font sizes from
    their names (set close, OCR boxes a sample with its name)."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    for name, values, style, colour in (
        ("S1 (clean ice)", _ABLATION["S1"], "-o", "#3333cc"),
        ("S3 (8 cm)", _ABLATION["S3"], "--D", "#dd2222"),
    ):
        ax.plot(_DAYS, values, style, color=colour, mfc="none", lw=0.8, ms=4, label=name)
    ax.grid(True, color="#bbbbbb", lw=0.5)
    ax.minorticks_on()
    ax.tick_params(which="both", direction="in", top=True, right=True)
    ax.tick_params(axis="y", labelrotation=90)
    ax.set_xlim(0, 60)
    ax.set_ylim(0, 270)
    ax.set_xlabel("Days since 1 July 2023", fontsize=13, family="serif")
    ax.set_ylabel("Cumulative ablation (cm w.e.)", fontsize=13, family="serif")
    ax.legend(loc="upper left", prop={"family": "serif"}, handletextpad=pad)
    return png_pdf(
        fig,
        "Ablation. Stakes were read every ten days. Figure 1 shows the cumulative ablation at "
        "a stake in clean ice and at one under 8 cm of debris.",
        "Figure 1: Cumulative ablation at two stakes.",
        jpeg=True,
    )


_DAYS = [0, 10, 20, 30, 40, 50, 60]
_ABLATION = {"S1": [0, 41, 83, 125, 167, 208, 247], "S3": [0, 29, 59, 89, 118, 148, 176]}


def _stakes(chart) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """The series' names by stake ("S1"), however OCR spaced them or shaped their brackets."""
    names = [s.name for s in chart.series if s.points]
    return {unicodedata.normalize("NFKC", n).split("(")[0].strip(): n for n in names}


def test_upright_tick_labels_beside_minor_ticks_are_placed_at_the_labelled_ticks() -> None:
    """Snapped to the minor tick nearest its box, "150" shifted the whole axis by ten; and the
    y title left of the upright labels is the axis's title."""
    chart = _read(_ablation(0.8))
    assert chart.y_label == "Cumulative ablation (cm w.e.)"
    name = _stakes(chart)["S1"]
    for day in (10, 30, 60):
        assert _at(chart, name, day) == pytest.approx(_ABLATION["S1"][_DAYS.index(day)], abs=4)


def test_legend_samples_boxed_with_their_names_in_a_jpeg_name_their_curves() -> None:
    """OCR boxed each sample with its name, so no sample was left beside a name and the chart
    went unread; a JPEG's greyed curve and the sample's marker must also be one ink."""
    chart = _read(_ablation(0.2))
    stakes = _stakes(chart)
    assert set(stakes) == {"S1", "S3"}, sorted(stakes)
    for stake, name in stakes.items():
        for day in (10, 30, 60):
            value = _ABLATION[stake][_DAYS.index(day)]
            assert _at(chart, name, day) == pytest.approx(value, abs=4), (stake, day)


def _at(chart, name: str, x: float) -> float:  # type: ignore[no-untyped-def]
    series = {s.name: s for s in chart.series if s.points}
    assert name in series, sorted(series)
    xs, ys = zip(*sorted(series[name].points), strict=True)
    return float(np.interp(x, xs, ys))


def test_a_thin_grey_frame_crossed_by_black_ticks_is_read_as_the_axes() -> None:
    chart = _read(_classrooms("#666666", 0.35, 1.2, dpi=200))
    assert _at(chart, "Windows only", 11) == pytest.approx(2150, abs=60)
    assert _at(chart, "MVHR", 8) == pytest.approx(460, abs=60)


def test_line_samples_with_a_hollow_marker_name_their_curves() -> None:
    """Traced from pixels, a legend's "—△—" is one stroke bent by the marker: it is the
    MVHR sample, not the MVHR curve (which was read as a flat line at the legend's height)."""
    chart = _read(_classrooms("#999999", 0.5, 1.0, dpi=150))
    assert {s.name for s in chart.series if s.points} == set(_CO2)
    for name, values in _CO2.items():
        for hour in (8, 11, 14):
            value = values[_HOURS.index(hour)]
            assert _at(chart, name, hour) == pytest.approx(value, abs=60), (name, hour)


def test_a_legend_row_crossed_by_gridlines_names_its_own_sample() -> None:
    chart = _read(_rectal())
    assert {s.name for s in chart.series if s.points} == {"Day 1", "Day 5", "Day 10"}
    assert _at(chart, "Day 5", 90) == pytest.approx(38.8, abs=0.1)
    assert _at(chart, "Day 10", 45) == pytest.approx(37.8, abs=0.1)


def test_an_upright_y_title_is_read(tmp_path, embedder) -> None:  # type: ignore[no-untyped-def]
    chart = _read(_rectal())
    assert chart.y_label == "Rectal temperature (°C)"
    lens = PaperLens(make_settings(tmp_path), embedder=embedder)
    paper = lens.ingest_pdf(_classrooms("#999999", 0.5, 1.0, dpi=150), filename="co2.pdf")
    answer = lens.ask(
        "What CO2 concentration did the MVHR classrooms have at 8:00?", [paper.paper_id]
    )
    first = answer.answer.splitlines()[0]
    assert "MVHR" in first and "ppm" in first, answer.answer
    value = re.search(r"about (\d+)", first)
    assert value and float(value.group(1)) == pytest.approx(460, abs=60), answer.answer


def test_a_legend_title_over_pieces_of_gridlines_names_no_series() -> None:
    """The gridlines behind a legend's box come out in pieces; the light grey pieces are no
    curve, and the legend's title ("Orientation") names none."""
    chart = _read(_infill())
    assert {s.name for s in chart.series if s.points} == {"XY", "XZ"}
    assert _at(chart, "XZ", 80) == pytest.approx(33.5, abs=1.0)


def _digits() -> bytes:
    """Single-digit y tick labels, which the upright pass over the left edge sees turned."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    ax.plot([1, 2, 3, 4, 5], [1.5, 3.0, 4.5, 6.0, 7.5], "b-o", label="Pressure")
    ax.set_ylim(0, 9)
    ax.set_yticks(range(10))
    ax.set_xlabel("Run")
    ax.set_ylabel("Pressure (bar)")
    ax.legend(loc="upper left")
    return png_pdf(
        fig,
        "Pump runs. Figure 1 shows the pressure reached in five runs.",
        "Figure 1: Pressure by run.",
    )


def test_single_digit_y_tick_labels_stay_tick_labels() -> None:
    chart = _read(_digits())
    assert chart.y_label == "Pressure (bar)"
    assert _at(chart, "Pressure", 4) == pytest.approx(6.0, abs=0.15)


_USES = {
    "Frozen": [78, 72, 81, 69, 74],
    "Fresh": [9, 15, 6, 17, 12],
    "Processed": [13, 13, 13, 14, 14],
}
_TOWNS = ["Alder", "Birch", "Cedar", "Dogwood", "Elm"]


def _shares(edge: str | None) -> bytes:
    """A 100 % stacked bar chart over gridlines, each segment outlined in ``edge`` (the line
    between two segments is a pixel or two of black tinted by the colours beside it)."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    ax.set_axisbelow(True)
    ax.grid(axis="y", color="#dddddd")
    bottom = np.zeros(len(_TOWNS))
    outline = {"edgecolor": edge, "linewidth": 0.8} if edge else {}
    for (name, values), colour in zip(
        _USES.items(), ["#7aa6d8", "#d9534f", "#f0ad4e"], strict=True
    ):
        ax.bar(_TOWNS, values, bottom=bottom, width=0.55, color=colour, label=name, **outline)
        bottom += values
    ax.set_ylim(0, 100)
    ax.set_ylabel("Share (%)")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, 1.15), ncol=3, frameon=False)
    fig.tight_layout()
    return png_pdf(
        fig,
        "Use of the raspberry harvest. The buyers of five towns reported how much of the "
        "raspberries they bought in 2024 went to freezing, to the fresh market and to "
        "processing. Figure 1 shows what share of each town's harvest was frozen, sold fresh "
        "or processed.",
        "Figure 1: Use of the harvest by town, 2024 (%).",
    )


@pytest.mark.parametrize("edge", ["black", None])
def test_stacked_bars_outlined_in_black_are_read_segment_by_segment(edge: str | None) -> None:
    """Outlined segments stop a line's width short of each other; they still stand on one
    another, so every segment is read, not only those on the axis."""
    chart = _read(_shares(edge))
    assert chart.chart_type == "stacked_bar"
    values = {
        s.name: {chart.x_categories[int(round(x))]: y for x, y in s.points} for s in chart.series
    }
    assert values.keys() == _USES.keys()
    for name, shares in _USES.items():
        for town, share in zip(_TOWNS, shares, strict=True):
            assert values[name].get(town) == pytest.approx(share, abs=1.0), (name, town)


def test_a_segment_of_an_outlined_stacked_bar_answers_a_question(tmp_path, embedder) -> None:  # type: ignore[no-untyped-def]
    lens = PaperLens(make_settings(tmp_path), embedder=embedder)
    paper = lens.ingest_pdf(_shares("black"), filename="harvest.pdf").paper_id
    answer = lens.ask("In Figure 1, what share of the Dogwood harvest was sold fresh?", [paper])
    first = answer.answer.splitlines()[0]
    assert "Fresh" in first, answer.answer
    value = re.search(r"(\d+(?:\.\d+)?)", first.split("Fresh", 1)[1])
    assert value and float(value.group(1)) == pytest.approx(17, abs=1.0), answer.answer


def _figure(page: pymupdf.Page, box: pymupdf.Rect, source: str) -> FigureRegion:
    return FigureRegion(
        page=1, label="Figure 4", caption="Figure 4: Nodes per class.",
        caption_rect=(72, box.y1 + 10, 400, box.y1 + 20), bbox=tuple(box), crop=tuple(box),
        source=source, whole_page_fallback=False, text=(), blockers=(),
    )  # fmt: skip


def test_bars_coloured_one_per_category_in_a_picture_are_one_series() -> None:
    """A bar chart as a picture, each category in its own colour and no legend: the one
    unnamed series of bars is the chart's, not pieces of curves it cannot tell apart."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4.5, 3.2))
    colours = ["#4878b0", "#c87f45", "#3f8c5a"]
    ax.bar(["Low", "Medium", "High"], [378, 283, 342], color=colours)
    ax.set_ylabel("Nodes per class")
    ax.set_ylim(0, 400)
    pdf = png_pdf(fig, "Results. The nodes fall into three classes.", "Figure 1: Nodes.")
    page = pymupdf.open("pdf", pdf)[0]

    (chart,) = read_raster(page, _BOX, ChartBudget(), _PIXELS).charts

    (bars,) = chart.series
    assert chart.x_categories == ["Low", "Medium", "High"]
    assert [y for _, y in bars.points] == pytest.approx([378, 283, 342], abs=8)


def test_a_plot_drawn_as_a_picture_under_drawn_axes_is_read_from_its_pixels(tmp_path) -> None:
    """The axes, ticks and names are the page's paths and text, the bars a picture inside the
    frame (a plot pasted into a drawn frame, matplotlib's rasterized artists): the pixels are
    traced as a raster chart's, the page's own words name them, and the values say they are
    approximate. Without the pixel budget the chart stays unread, as before."""
    doc, page = new_page()
    plot = Plot(page, (120, 140, 420, 320), (0, 3), (0, 400))
    plot.axes([], [0, 100, 200, 300, 400])
    w, h = 600, 360  # the plot at two pixels per point
    img = np.full((h, w, 3), 255, np.uint8)
    for i, (v, c) in enumerate(
        zip([378, 283, 342], [(70, 120, 180), (200, 120, 60), (60, 140, 90)], strict=True)
    ):
        img[h - int(v / 400 * h) :, int((i + 0.25) / 3 * w) : int((i + 0.75) / 3 * w)] = c
    pix = pymupdf.Pixmap(pymupdf.csRGB, w, h, img.tobytes(), False)
    page.insert_image(pymupdf.Rect(120.3, 140, 420, 319.7), pixmap=pix)
    for i, name in enumerate(["Low", "Medium", "High"]):
        plot.text(plot.pt(i + 0.5, 0).x, 332, name, anchor="center")
    page = saved(doc, tmp_path, "over_picture")
    region = _figure(page, pymupdf.Rect(90, 130, 430, 340), "vector")

    fig = figure_input(page, region, b"", raster_max_pixels=_PIXELS)

    (chart,) = fig.charts
    (bars,) = chart.series
    assert chart.x_categories == ["Low", "Medium", "High"]
    assert [y for _, y in bars.points] == pytest.approx([378, 283, 342], abs=4)
    assert chart.approximate and any("picture under drawn axes" in n for n in chart.notes)
    assert figure_input(page, region, b"").charts == ()
