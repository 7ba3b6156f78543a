"""A key of years set just right of the plot (svg.charts' grouped columns: a swatch, then
"2023", and "2024" under it): numbers beside the frame, but growing downwards as no value axis
does; they name the two series, and no second y axis is read from them."""

from __future__ import annotations

import pymupdf
from figures.chart_forms import unicode_font

from paperlens.figures.charts import read_chart

RED, BLUE = (1.0, 0.0, 0.0), (0.0, 0.0, 1.0)
VALUES = {"2023": [820, 640, 410, 150], "2024": [910, 590, 455, 210]}
COUNTRIES = ["Ardmore", "Belcastle", "Corran", "Dunmere"]


def _text(page: pymupdf.Page, at: tuple[float, float], s: str, size: float = 6) -> None:
    page.insert_text(at, s, fontsize=size, fontname="uni", fontfile=unicode_font())


def test_a_key_of_years_right_of_the_plot_names_the_series() -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 182.0, 414.0, 340.0, 492.0
    font = pymupdf.Font(fontfile=unicode_font())

    def py(v: float) -> float:
        return y1 - v / 1000 * (y1 - y0 - 8)

    page.draw_line((x0, y0), (x0, y1), color=(0, 0, 0), width=0.5)
    page.draw_line((x0, y1), (x1, y1), color=(0, 0, 0), width=0.5)
    for v in range(0, 1001, 200):
        page.draw_line((x0 - 3, py(v)), (x0, py(v)), color=(0, 0, 0), width=0.5)
        _text(page, (x0 - 4 - font.text_length(str(v), fontsize=6), py(v) + 2), str(v))
    slot = (x1 - x0) / len(COUNTRIES)
    for i, name in enumerate(COUNTRIES):
        left = x0 + i * slot + 5
        for k, (color, vs) in enumerate(((RED, VALUES["2023"]), (BLUE, VALUES["2024"]))):
            bar = pymupdf.Rect(left + k * 24, py(vs[i]), left + (k + 1) * 24, y1)
            page.draw_rect(bar, color=None, fill=color)
        _text(page, (x0 + (i + 0.5) * slot - 12, y1 + 8), name)
    for k, (year, color) in enumerate((("2023", RED), ("2024", BLUE))):
        top = y0 + 6 + 7.5 * k
        page.draw_rect(pymupdf.Rect(x1 + 5, top, x1 + 10, top + 5), color=None, fill=color)
        _text(page, (x1 + 12, top + 5), year, size=5)
    doc = pymupdf.open("pdf", doc.tobytes())

    (chart,) = read_chart(doc[0], pymupdf.Rect(140, 320, 470, 510))
    assert chart.y2_range is None
    assert chart.x_categories == COUNTRIES
    got = {s.name: {COUNTRIES[round(x)]: v for x, v in s.points} for s in chart.series}
    assert set(got) == set(VALUES), got
    for year, vs in VALUES.items():
        for name, v in zip(COUNTRIES, vs, strict=True):
            assert abs(got[year][name] - v) <= 15, (year, name, got[year])
