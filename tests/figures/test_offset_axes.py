"""Charts whose axes a renderer sets apart from the plot (Toyplot, and SVG converted to PDF by
librsvg): the x axis a few points under the lowest mark, the y axis a few points left of the
first, neither meeting the other; the y tick labels turned a quarter to run along their axis;
no tick marks; the legend outside the plot at the right; the caption as wide as the text
column. The figure must take the turned tick labels and the legend, and the reader must map
the turned labels and read every line at its ticks' values."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import unicode_font

from paperlens.figures.charts import read_chart
from paperlens.figures.detect import find_figures
from paperlens.settings import FigureSettings

BODY = "The measurements were averaged over each hour of the day before they were compared here."
MARKERS = ("circle", "square", "triangle", "diamond")
COLORS = ((0.7, 0.1, 0.17), (0.94, 0.54, 0.38), (0.4, 0.66, 0.81), (0.13, 0.4, 0.67))


def _marker(page: pymupdf.Page, kind: str, c: pymupdf.Point, color) -> None:  # type: ignore[no-untyped-def]
    r = 2.3
    if kind == "circle":
        page.draw_circle(c, r, color=color, fill=color, width=1.1)
    elif kind == "square":
        page.draw_rect(pymupdf.Rect(c.x - r, c.y - r, c.x + r, c.y + r), color=color, fill=color)
    elif kind == "triangle":
        pts = [c + (0, -r), c + (r, r), c + (-r, r), c + (0, -r)]
        page.draw_polyline(pts, color=color, fill=color, width=1.1)
    else:
        pts = [c + (0, -r), c + (r, 0), c + (0, r), c + (-r, 0), c + (0, -r)]
        page.draw_polyline(pts, color=color, fill=color, width=1.1)


def _offset_chart(
    page: pymupdf.Page,
    xs: list[int],
    series: dict[str, list[float]],
    y_max: int,
    y_step: int,
    x_title: str,
    y_title: str,
) -> None:
    """Toyplot's layout: data area (130..370) x (110..270), axes drawn 8 points outside it."""
    x0, x1, y0, y1 = 130.0, 370.0, 110.0, 270.0
    grey = (0.16, 0.15, 0.14)

    def px(x: float) -> float:
        return x0 + (x - xs[0]) / (xs[-1] - xs[0]) * (x1 - x0)

    def py(y: float) -> float:
        return y1 - y / y_max * (y1 - y0)

    all_y = [v for vs in series.values() for v in vs]
    # spines: the x axis under the data, the y axis left of it, each only over the data's span
    page.draw_line((x0, y1 + 8), (x1, y1 + 8), color=grey, width=0.7)
    page.draw_line((x0 - 17, py(max(all_y))), (x0 - 17, py(min(all_y))), color=grey, width=0.7)
    for x in xs:
        label = f"{x:02d}"
        w = pymupdf.get_text_length(label, fontsize=8)
        page.insert_text((px(x) - w / 2, y1 + 19), label, fontsize=8)
    for v in range(0, y_max + 1, y_step):
        w = pymupdf.get_text_length(str(v), fontsize=8)
        # turned a quarter counter-clockwise: read bottom to top, centred on the value
        page.insert_text((x0 - 22, py(v) + w / 2), str(v), fontsize=8, rotate=90)
    tw = pymupdf.get_text_length(y_title, fontsize=8)
    page.insert_text(
        (x0 - 33, (y0 + y1) / 2 + tw / 2), y_title, fontsize=8, rotate=90,
        fontname="dv", fontfile=unicode_font(),
    )  # fmt: skip
    page.insert_text(((x0 + x1) / 2 - 20, y1 + 30), x_title, fontsize=8)
    for i, (name, values) in enumerate(series.items()):
        pts = [pymupdf.Point(px(x), py(v)) for x, v in zip(xs, values, strict=True)]
        page.draw_polyline(pts, color=COLORS[i], width=1.1)
        for p in pts:
            _marker(page, MARKERS[i], p, COLORS[i])
        # the legend, outside the plot at the right
        ly = 150 + 18 * i
        _marker(page, MARKERS[i], pymupdf.Point(432, ly), COLORS[i])
        page.insert_text((443, ly + 3), name, fontsize=8, fontname="dv", fontfile=unicode_font())


CASES = [
    pytest.param(
        list(range(0, 23, 2)),
        {
            "Centru": [52, 44, 35, 30, 38, 31, 27, 29, 41, 63, 78, 71],
            "Gară": [21, 18, 15, 14, 22, 19, 16, 17, 21, 26, 28, 25],
        },
        90,
        10,
        "Ora din zi",
        "PM2,5 (µg/m³)",
        id="hours-two-stations",
    ),
    pytest.param(
        list(range(2, 21, 3)),
        {
            "Nord": [310, 420, 515, 480, 390, 260, 205],
            "Süd": [120, 160, 240, 330, 410, 455, 470],
            "Ost": [80, 95, 140, 210, 200, 150, 90],
        },
        600,
        100,
        "Tag",
        "Abfluss (l/s)",
        id="days-three-gauges",
    ),
]


@pytest.mark.parametrize(("xs", "series", "y_max", "y_step", "x_title", "y_title"), CASES)
def test_offset_axes_with_turned_tick_labels_and_an_outside_legend(
    xs, series, y_max, y_step, x_title, y_title
) -> None:  # type: ignore[no-untyped-def]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for k in range(3):
        page.insert_text((58, 60 + 14 * k), BODY, fontsize=11)
    _offset_chart(page, xs, series, y_max, y_step, x_title, y_title)
    page.insert_text((58, 325), "Figure 1. " + "Profile of the measured values " * 3, fontsize=10)
    for k in range(3):
        page.insert_text((58, 360 + 14 * k), BODY, fontsize=11)
    doc = pymupdf.open("pdf", doc.tobytes())
    page = doc[0]

    (region,) = find_figures(doc, FigureSettings())
    box = pymupdf.Rect(region.bbox)
    # the turned y tick labels and the legend outside the plot are the figure's
    assert box.x0 <= 130 - 22 - 6 and box.x1 >= 443 + 10, box
    assert str(y_max) in region.text and list(series)[-1] in region.text

    (chart,) = read_chart(page, box)
    got = {s.name: s.points for s in chart.series}
    assert set(got) == set(series)
    for name, values in series.items():
        pts = got[name]
        assert [x for x, _ in pts] == [float(x) for x in xs], (name, pts)  # at the ticks, exactly
        for (_, y), v in zip(pts, values, strict=True):
            assert abs(y - v) <= 0.01 * y_max, (name, pts)
