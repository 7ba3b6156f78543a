"""A producer x chart-type matrix: small charts drawn by the plotting libraries papers are made
with (ReportLab's native charts, pygal through CairoSVG, Vega-Lite through vl-convert), each with
the data it plots, read back from the PDF. Each producer has its own habits: ReportLab puts the
category axis at zero above all-negative values and leaves a wide gap between a legend swatch
and its text, pygal draws translucent swatches and sets words in a monospaced font, Vega-Lite
sets the outermost x labels flush with their ticks. A producer that is not installed skips."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pymupdf
import pytest

from paperlens.figures.charts import read_chart
from paperlens.figures.charts.model import ChartData


def _read(path: Path) -> list[ChartData]:
    doc = pymupdf.open(path)
    page = doc[0]
    return read_chart(page, page.rect)


def _series(chart: ChartData) -> dict[str | None, list[tuple[float, float]]]:
    return {s.name: s.points for s in chart.series}


def _close(read: list[tuple[float, float]], truth: list[tuple[float, float]], tol: float) -> bool:
    return len(read) == len(truth) and all(
        abs(a[0] - b[0]) <= 0.1 and abs(a[1] - b[1]) <= tol
        for a, b in zip(read, truth, strict=True)
    )


def _indexed(values: list[float]) -> list[tuple[float, float]]:
    return [(float(i), v) for i, v in enumerate(values)]


def test_reportlab_line_chart_on_a_negative_axis_with_decimal_comma_ticks(tmp_path) -> None:
    """All values below zero: ReportLab draws the category axis at zero, across the top of the
    plot, with the month names just under it; the legend is a row of swatches below."""
    pytest.importorskip("reportlab")
    from reportlab.graphics import renderPDF
    from reportlab.graphics.charts.legends import Legend
    from reportlab.graphics.charts.linecharts import HorizontalLineChart
    from reportlab.graphics.shapes import Drawing
    from reportlab.graphics.widgets.markers import makeMarker
    from reportlab.lib import colors

    truth = {
        "Sin riego": [-0.9, -1.6, -2.7, -3.3, -2.2],
        "Riego pleno": [-0.5, -0.8, -1.1, -1.4, -1.0],
    }
    d = Drawing(420, 260)
    chart = HorizontalLineChart()
    chart.x, chart.y, chart.width, chart.height = 50, 80, 330, 150
    chart.data = [tuple(v) for v in truth.values()]
    chart.categoryAxis.categoryNames = ["abr", "may", "jun", "jul", "ago"]
    chart.valueAxis.valueMin, chart.valueAxis.valueMax, chart.valueAxis.valueStep = -4, 0, 0.5
    chart.valueAxis.labelTextFormat = lambda v: f"{v:.1f}".replace(".", ",").replace("-", "\u2212")
    chart.lines[0].strokeColor, chart.lines[1].strokeColor = colors.firebrick, colors.steelblue
    chart.lines[0].symbol = makeMarker("FilledCircle")
    chart.lines[1].symbol = makeMarker("FilledDiamond")
    d.add(chart)
    legend = Legend()
    legend.x, legend.y, legend.columnMaximum = 70, 40, 1
    legend.colorNamePairs = [(colors.firebrick, "Sin riego"), (colors.steelblue, "Riego pleno")]
    d.add(legend)
    renderPDF.drawToFile(d, str(tmp_path / "rl_line.pdf"))

    (chart_read,) = _read(tmp_path / "rl_line.pdf")
    assert chart_read.x_categories == ["abr", "may", "jun", "jul", "ago"]
    got = _series(chart_read)
    for name, values in truth.items():
        assert _close(got[name], _indexed(values), 0.05), (name, got)


def test_reportlab_clustered_bars_with_thousands_dots_and_years_in_the_legend(tmp_path) -> None:
    """Ticks "0 500 1.000 1.500" are thousands (a dot groups them); a legend naming the series
    by year ("2019", "2020") names them, although its texts are numbers."""
    pytest.importorskip("reportlab")
    from reportlab.graphics import renderPDF
    from reportlab.graphics.charts.barcharts import VerticalBarChart
    from reportlab.graphics.charts.legends import Legend
    from reportlab.graphics.shapes import Drawing
    from reportlab.lib import colors

    truth = {"2019": [1350.0, 2650.0, 980.0, 1720.0], "2020": [1100.0, 2900.0, 1240.0, 1510.0]}
    d = Drawing(420, 270)
    chart = VerticalBarChart()
    chart.x, chart.y, chart.width, chart.height = 60, 40, 300, 180
    chart.data = [tuple(v) for v in truth.values()]
    chart.categoryAxis.categoryNames = ["Jaén", "Córdoba", "Sevilla", "Granada"]
    chart.valueAxis.valueMin, chart.valueAxis.valueMax, chart.valueAxis.valueStep = 0, 3500, 500
    chart.valueAxis.labelTextFormat = lambda v: f"{int(v):,}".replace(",", ".")
    chart.bars[0].fillColor, chart.bars[1].fillColor = colors.darkolivegreen, colors.goldenrod
    d.add(chart)
    legend = Legend()
    legend.x, legend.y = 330, 255
    legend.colorNamePairs = [(colors.darkolivegreen, "2019"), (colors.goldenrod, "2020")]
    d.add(legend)
    renderPDF.drawToFile(d, str(tmp_path / "rl_bars.pdf"))

    (chart_read,) = _read(tmp_path / "rl_bars.pdf")
    assert chart_read.x_categories == ["Jaén", "Córdoba", "Sevilla", "Granada"]
    got = _series(chart_read)
    for name, values in truth.items():
        assert _close(got[name], _indexed(values), 20), (name, got)


def test_reportlab_horizontal_bars_outlined_in_black(tmp_path) -> None:
    """Each bar's black outline makes an axes-like corner; the frame is the one whose corner
    has the category names beside it."""
    pytest.importorskip("reportlab")
    from reportlab.graphics import renderPDF
    from reportlab.graphics.charts.barcharts import HorizontalBarChart
    from reportlab.graphics.charts.legends import Legend
    from reportlab.graphics.shapes import Drawing
    from reportlab.lib import colors

    names = ["Ala norte", "Ala sur", "Urgencias"]
    truth = {"Antes": [45.0, 62.0, 38.0], "Después": [51.0, 40.0, 57.0]}
    d = Drawing(420, 260)
    chart = HorizontalBarChart()
    chart.x, chart.y, chart.width, chart.height = 100, 50, 280, 180
    chart.data = [tuple(v) for v in truth.values()]
    chart.categoryAxis.categoryNames = names
    chart.valueAxis.valueMin, chart.valueAxis.valueMax, chart.valueAxis.valueStep = 0, 70, 10
    chart.bars[0].fillColor, chart.bars[1].fillColor = colors.teal, colors.salmon
    d.add(chart)
    legend = Legend()
    legend.x, legend.y, legend.columnMaximum = 130, 25, 1
    legend.colorNamePairs = [(colors.teal, "Antes"), (colors.salmon, "Después")]
    d.add(legend)
    renderPDF.drawToFile(d, str(tmp_path / "rl_hbar.pdf"))

    (chart_read,) = _read(tmp_path / "rl_hbar.pdf")
    assert chart_read.horizontal
    cats = chart_read.x_categories or []
    assert sorted(cats) == sorted(names)
    got = _series(chart_read)
    for name, values in truth.items():
        by_name = {cats[int(x)]: y for x, y in got[name]}
        assert by_name == pytest.approx(dict(zip(names, values, strict=True)), abs=0.5), got


def test_pygal_lines_with_a_translucent_legend_in_a_row_below(tmp_path) -> None:
    """pygal: a gridline at every y tick and the x axis below the lowest one (the point at 1.5
    lies under the tick "2"), translucent swatches, a monospaced space between words."""
    pytest.importorskip("pygal")
    try:
        import cairosvg  # needs the system's libcairo, not only the wheel
    except (ImportError, OSError) as e:
        pytest.skip(f"cairosvg unavailable: {e}")
    import pygal

    truth = {
        "Lote 1": [2.5, 6.0, 8.5, 7.0],
        "Lote 2": [1.5, 4.0, 7.5, 9.0],
        "Lote 3": [5.0, 5.5, 4.0, 3.5],
    }
    chart = pygal.Line(legend_at_bottom=True, legend_at_bottom_columns=3, width=520, height=340)
    chart.x_labels = ["día 2", "día 4", "día 6", "día 8"]
    for name, values in truth.items():
        chart.add(name, values)
    cairosvg.svg2pdf(bytestring=chart.render(), write_to=str(tmp_path / "pg_line.pdf"))

    (chart_read,) = _read(tmp_path / "pg_line.pdf")
    got = _series(chart_read)
    for name, values in truth.items():
        assert _close(got[name], _indexed(values), 0.1), (name, got)
    # "día 2" is a category name, not a tick "2" after a word
    assert chart_read.x_categories == ["día 2", "día 4", "día 6", "día 8"]


def test_pygal_horizontal_clustered_bars_framed_by_gridlines_alone(tmp_path) -> None:
    """pygal's horizontal bars: the first category at the bottom, no axis line under the
    bars (the vertical gridlines are the frame), a bar running past the last gridline."""
    pytest.importorskip("pygal")
    try:
        import cairosvg
    except (ImportError, OSError) as e:
        pytest.skip(f"cairosvg unavailable: {e}")
    import pygal

    names = ["Koshihikari", "Yamadanishiki", "Omachi"]
    truth = {"Polished 50%": [14.5, 22.0, 8.5], "Polished 70%": [17.0, 12.5, 24.5]}
    chart = pygal.HorizontalBar(legend_at_bottom=True, width=520, height=360)
    chart.x_labels = names
    for name, values in truth.items():
        chart.add(name, values)
    cairosvg.svg2pdf(bytestring=chart.render(), write_to=str(tmp_path / "pg_hbar.pdf"))

    (chart_read,) = _read(tmp_path / "pg_hbar.pdf")
    assert chart_read.horizontal
    cats = chart_read.x_categories or []
    assert sorted(cats) == sorted(names)
    got = _series(chart_read)
    for name, values in truth.items():
        by_name = {cats[int(x)]: y for x, y in got[name]}
        assert by_name == pytest.approx(dict(zip(names, values, strict=True)), abs=0.3), got


def test_vega_lite_lines_with_points_on_a_negative_x_axis_in_a_russian_number_format(
    tmp_path,
) -> None:
    """vl-convert: U+2212 minus signs, decimal commas, the outermost x labels set flush with
    their ticks, and a line whose last point lies on the top edge of the frame."""
    vlc = pytest.importorskip("vl_convert")
    truth = {
        "Участок А": [(-25.0, 1.5), (-15.0, 2.5), (-5.0, 4.0)],
        "Участок Б": [(-25.0, 3.0), (-15.0, 2.0), (-5.0, 1.0)],
    }
    spec = {
        "data": {"values": [{"t": t, "s": s, "v": v} for s, pts in truth.items() for t, v in pts]},
        "mark": {"type": "line", "point": True},
        "encoding": {
            "x": {"field": "t", "type": "quantitative", "title": "температура"},
            "y": {"field": "v", "type": "quantitative", "title": "потери"},
            "color": {"field": "s", "legend": {"orient": "bottom", "title": None}},
        },
    }
    locale = {"decimal": ",", "thousands": "\u00a0", "grouping": [3], "currency": ["", " ₽"],
              "minus": "\u2212"}  # fmt: skip
    (tmp_path / "vl_line.pdf").write_bytes(vlc.vegalite_to_pdf(spec, format_locale=locale))

    (chart_read,) = _read(tmp_path / "vl_line.pdf")
    got = _series(chart_read)
    for name, pts in truth.items():
        assert len(got[name]) == len(pts), got
        assert all(
            abs(a[0] - b[0]) <= 0.3 and abs(a[1] - b[1]) <= 0.05
            for a, b in zip(got[name], pts, strict=True)
        ), (name, got)
    assert not any("above the top" in n for n in chart_read.notes)


def test_vega_lite_clustered_columns_with_the_legend_inside(tmp_path) -> None:
    vlc = pytest.importorskip("vl_convert")
    truth = {"Kessel 1": [42.0, 51.0, 38.0], "Kessel 2": [35.0, 47.0, 55.0]}
    cats = ["Jan", "Feb", "Mär"]
    rows = [
        {"g": g, "s": s, "v": v} for s, vs in truth.items() for g, v in zip(cats, vs, strict=True)
    ]
    spec = {
        "data": {"values": rows},
        "mark": "bar",
        "encoding": {
            "x": {"field": "g", "type": "nominal", "sort": cats},
            "xOffset": {"field": "s"},
            "y": {"field": "v", "type": "quantitative"},
            "color": {"field": "s", "legend": {"orient": "top-right"}},
        },
    }
    (tmp_path / "vl_bars.pdf").write_bytes(vlc.vegalite_to_pdf(spec))

    (chart_read,) = _read(tmp_path / "vl_bars.pdf")
    assert chart_read.x_categories == cats
    got = _series(chart_read)
    for name, values in truth.items():
        assert _close(got[name], _indexed(values), 0.6), (name, got)


def test_horizontal_stacked_bars_with_no_axis_line_gridline_or_tick(tmp_path) -> None:
    """plotly's default horizontal bars, drawn here by Vega-Lite with the same habits: no axis
    line, no gridline and no tick mark, only the bars, the names left of them and the tick
    labels under them. The bars starting at one tick label's x are the frame."""
    vlc = pytest.importorskip("vl_convert")
    truth = {"Weight loss": [2.0, 2.6, 3.4], "Scald": [1.1, 0.3, 0.2], "Rot": [2.4, 1.6, 1.9]}
    cats = ["Idared", "Gala", "Golden Delicious"]
    bare = {"domain": False, "ticks": False, "grid": False, "labelFlush": False}
    rows = [
        {"c": c, "s": s, "v": v} for s, vs in truth.items() for c, v in zip(cats, vs, strict=True)
    ]
    spec = {
        "data": {"values": rows},
        "mark": "bar",
        "encoding": {
            "y": {"field": "c", "type": "nominal", "sort": cats, "title": None, "axis": bare},
            "x": {"field": "v", "type": "quantitative", "title": "Losses (%)", "axis": bare},
            "color": {"field": "s", "legend": {"orient": "top", "title": None}},
        },
        "config": {"view": {"stroke": None}},
    }
    (tmp_path / "vl_hbars.pdf").write_bytes(vlc.vegalite_to_pdf(spec))

    (chart_read,) = _read(tmp_path / "vl_hbars.pdf")
    assert chart_read.horizontal and chart_read.x_categories == cats
    got = _series(chart_read)
    for name, values in truth.items():
        assert _close(got[name], _indexed(values), 0.1), (name, got)


def test_reportlab_chart_in_a_two_column_document_keeps_its_legend_above_the_caption(
    tmp_path,
) -> None:
    """In a platypus document the legend sits in the gap between the plot and its caption,
    further from the plot than a tick label: it is still the figure's, and names the series."""
    pytest.importorskip("reportlab")
    from reportlab.graphics.charts.legends import Legend
    from reportlab.graphics.charts.linecharts import HorizontalLineChart
    from reportlab.graphics.shapes import Drawing
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph

    from paperlens.figures import extract_figures
    from paperlens.figures.describe import OfflineDescriber
    from paperlens.settings import FigureSettings

    truth = {"Ohne Mulch": [-1.1, -2.0, -2.9, -2.4], "Mulch": [-0.8, -1.3, -1.8, -1.6],
             "Tropf": [-0.5, -0.7, -1.0, -0.9]}  # fmt: skip
    d = Drawing(240, 190)
    chart = HorizontalLineChart()
    chart.x, chart.y, chart.width, chart.height = 35, 70, 190, 110
    chart.data = [tuple(v) for v in truth.values()]
    chart.categoryAxis.categoryNames = ["Jun", "Jul", "Aug", "Sep"]
    chart.valueAxis.valueMin, chart.valueAxis.valueMax, chart.valueAxis.valueStep = -3, 0, 0.5
    chart.valueAxis.labelTextFormat = lambda v: f"{v:.1f}".replace(".", ",").replace("-", "\u2212")
    palette = [colors.firebrick, colors.steelblue, colors.darkgreen]
    for i, c in enumerate(palette):
        chart.lines[i].strokeColor = c
    d.add(chart)
    legend = Legend()
    legend.x, legend.y, legend.columnMaximum = 40, 30, 2
    legend.colorNamePairs = list(zip(palette, truth, strict=True))
    d.add(legend)

    styles = getSampleStyleSheet()
    doc = BaseDocTemplate(str(tmp_path / "doc.pdf"), pagesize=A4)
    width = (A4[0] - 120) / 2
    doc.addPageTemplates(
        [
            PageTemplate(
                frames=[
                    Frame(50, 50, width, A4[1] - 100),
                    Frame(70 + width, 50, width, A4[1] - 100),
                ]
            )
        ]
    )
    body = "Das Wasserpotenzial der Blätter wurde monatlich gemessen. " * 8
    doc.build(
        [
            Paragraph(body, styles["BodyText"]),
            d,
            Paragraph(
                "Abbildung 1. Wasserpotenzial (MPa) je Monat und Behandlung.", styles["BodyText"]
            ),
            Paragraph(body, styles["BodyText"]),
        ]
    )
    settings = FigureSettings(ocr=False)
    pdf = pymupdf.open(tmp_path / "doc.pdf")
    (chunk,) = extract_figures(pdf, "p" * 16, tmp_path, settings, OfflineDescriber(settings))
    (panel,) = chunk.extra["chart_data"]
    got = {s["name"]: [p[1] for p in s["points"]] for s in panel["series"]}
    assert set(got) == set(truth)
    for name, values in truth.items():
        assert got[name] == pytest.approx(values, abs=0.05), name


def test_vega_lite_svg_in_an_html_page_printed_by_chromium(tmp_path) -> None:
    """Inline SVG in a two-column HTML article printed by headless Chromium: the figures span
    both columns, the numbers use a Russian format (decimal commas, U+2212 minus)."""
    vlc = pytest.importorskip("vl_convert")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        pytest.skip("no Chromium")
    locale = {"decimal": ",", "thousands": "\u00a0", "grouping": [3], "currency": ["", " ₽"],
              "minus": "\u2212"}  # fmt: skip
    lines = {"Линия 1": [(-20.0, 0.5), (-10.0, 1.5), (0.0, 2.5)], "Линия 2": [(-20.0, 2.0), (-10.0, 1.0), (0.0, 0.5)]}  # fmt: skip
    line_spec = {
        "width": 420,
        "height": 170,
        "data": {"values": [{"t": t, "s": s, "v": v} for s, pts in lines.items() for t, v in pts]},
        "mark": {"type": "line", "point": True},
        "encoding": {
            "x": {"field": "t", "type": "quantitative", "title": "Температура, °C"},
            "y": {"field": "v", "type": "quantitative", "title": "Потери, %"},
            "color": {"field": "s", "legend": {"orient": "bottom", "title": None}},
        },
    }
    bars = {"Сеть 1": [12.5, 14.0, 10.5], "Сеть 2": [9.5, 11.5, 13.0]}
    years = ["2019", "2020", "2021"]
    bar_spec = {
        "width": 420,
        "height": 170,
        "data": {
            "values": [
                {"g": g, "s": s, "v": v}
                for s, vs in bars.items()
                for g, v in zip(years, vs, strict=True)
            ]
        },
        "mark": "bar",
        "encoding": {
            "x": {"field": "g", "type": "nominal", "title": None},
            "xOffset": {"field": "s"},
            "y": {"field": "v", "type": "quantitative", "title": "Потери, %"},
            "color": {"field": "s", "legend": {"orient": "top-right", "title": None}},
        },
    }
    text = "Потери тепла в сетях зависят от температуры наружного воздуха. " * 12
    svgs = [vlc.vegalite_to_svg(s, format_locale=locale) for s in (line_spec, bar_spec)]
    (tmp_path / "a.html").write_text(
        '<html><head><meta charset="utf-8"><style>body{column-count:2;font-family:serif}'
        "figure{margin:0;column-span:all}</style></head><body>"
        f"<p>{text}</p><figure>{svgs[0]}<figcaption>Рис. 1. Потери и температура.</figcaption>"
        f"</figure><p>{text}</p><figure>{svgs[1]}<figcaption>Рис. 2. Потери по годам."
        "</figcaption></figure></body></html>",
        encoding="utf-8",
    )
    subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
         f"--print-to-pdf={tmp_path / 'a.pdf'}", str(tmp_path / "a.html")],
        check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    from paperlens.figures import extract_figures
    from paperlens.figures.describe import OfflineDescriber
    from paperlens.settings import FigureSettings

    settings = FigureSettings(ocr=False)
    pdf = pymupdf.open(tmp_path / "a.pdf")
    chunks = extract_figures(pdf, "v" * 16, tmp_path, settings, OfflineDescriber(settings))
    panels = {c.label: c.extra["chart_data"] for c in chunks}
    (line_panel,) = panels["Figure 1"]
    got = {s["name"]: s["points"] for s in line_panel["series"]}
    for name, pts in lines.items():
        assert [x for x, _ in got[name]] == pytest.approx([x for x, _ in pts], abs=0.3)
        assert [y for _, y in got[name]] == pytest.approx([y for _, y in pts], abs=0.06)
    (bar_panel,) = panels["Figure 2"]
    assert bar_panel["x"]["categories"] == years
    got = {s["name"]: [y for _, y in s["points"]] for s in bar_panel["series"]}
    for name, values in bars.items():
        assert got[name] == pytest.approx(values, abs=0.2), name


def test_seaborn_hue_bars_and_marker_lines_placed_as_pdf_images(tmp_path) -> None:
    """seaborn's clustered bars (hue, x labels turned 30 degrees) and a line plot with a
    marker per series, each saved as PDF and placed on a page as a form (Typst, LaTeX)."""
    sns = pytest.importorskip("seaborn")
    pd = pytest.importorskip("pandas")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    bars = {"früh": [3.2, 5.6, 2.1, 4.0], "mittel": [4.1, 4.4, 3.3, 2.6], "spät": [2.7, 3.9, 4.8, 3.1]}  # fmt: skip
    sites = ["Nord", "Ost", "Süd", "West"]
    df = pd.DataFrame(
        [(c, s, v) for s, vs in bars.items() for c, v in zip(sites, vs, strict=True)],
        columns=["Lage", "Termin", "Ertrag"],
    )
    fig, ax = plt.subplots(figsize=(4.5, 3))
    sns.barplot(df, x="Lage", y="Ertrag", hue="Termin", ax=ax, errorbar=None)
    ax.legend(title=None)
    plt.setp(ax.get_xticklabels(), rotation=30, ha="right")
    fig.tight_layout()
    fig.savefig(tmp_path / "bars.pdf")
    lines = {"Riesling": [18.5, 20.1, 21.7, 22.4], "Silvaner": [17.2, 18.0, 19.6, 20.9]}
    df = pd.DataFrame(
        [(w, s, v) for s, vs in lines.items() for w, v in zip((1, 2, 3, 4), vs, strict=True)],
        columns=["Woche", "Sorte", "Brix"],
    )
    fig, ax = plt.subplots(figsize=(4.5, 3))
    sns.lineplot(df, x="Woche", y="Brix", hue="Sorte", style="Sorte", markers=True, ax=ax)
    fig.tight_layout()
    fig.savefig(tmp_path / "lines.pdf")
    plt.close("all")

    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.show_pdf_page(pymupdf.Rect(60, 80, 330, 260), pymupdf.open(tmp_path / "bars.pdf"), 0)
    page.show_pdf_page(pymupdf.Rect(60, 320, 330, 500), pymupdf.open(tmp_path / "lines.pdf"), 0)
    (bar_chart,) = read_chart(page, pymupdf.Rect(55, 75, 335, 265))
    (line_chart,) = read_chart(page, pymupdf.Rect(55, 315, 335, 505))

    assert bar_chart.x_categories == sites
    got = _series(bar_chart)
    for name, values in bars.items():
        assert _close(got[name], _indexed(values), 0.05), (name, got)
    got = _series(line_chart)
    for name, values in lines.items():
        truth = [(float(w), v) for w, v in zip((1, 2, 3, 4), values, strict=True)]
        assert _close(got[name], truth, 0.05), (name, got)


def test_a_monospaced_word_space_joins_a_name_but_a_wide_gap_does_not() -> None:
    """pygal sets "Tank A" in a monospaced font, whose space is as wide as a letter; labels
    set side by side ("Baseline  + Pixel", two spaces wide) stay apart."""
    from paperlens.figures.charts.text import phrases, read_text

    doc = pymupdf.open()
    page = doc.new_page(width=300, height=100)
    page.insert_text((20, 30), "Tank A", fontname="cour", fontsize=10)
    page.insert_text((20, 70), "Baseline  + Pixel", fontname="helv", fontsize=10)
    doc = pymupdf.open("pdf", doc.tobytes())
    words, _ = read_text(doc[0], doc[0].rect)
    texts = [p.text for p in phrases(words)]
    assert "Tank A" in texts
    assert "Baseline" in texts and "+ Pixel" in texts
