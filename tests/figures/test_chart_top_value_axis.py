"""Horizontal bars whose value axis runs along the top of the plot, as GOffice (Gnumeric)
draws them: the tick labels and the axis title over the plot, the category axis running down
from the top-left corner, the names right-aligned left of it. Read like bars over a value axis
at the bottom: each bar's length is its value."""

from __future__ import annotations

import pymupdf

from paperlens.figures.charts import read_chart

NAMES = ["Bus", "Tram", "Bicycle", "On foot"]
VALUES = [140.0, 95.0, 60.0, 30.0]
INK, GRID, FILL = (0.0, 0.0, 0.0), (0.78, 0.78, 0.78), (0.4, 0.6, 0.3)


def _top_axis_bars() -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 200.0, 440.0, 130.0, 250.0

    def px(v: float) -> float:  # 0 at the left, 160 at the right
        return x0 + v / 160 * (x1 - x0)

    def width(s: str) -> float:
        return pymupdf.get_text_length(s, fontname="helv", fontsize=7)

    for v in range(0, 161, 40):
        page.draw_line((px(v), y0), (px(v), y1), color=GRID, width=0.3)  # gridline
        page.draw_line((px(v), y0 - 3), (px(v), y0), color=INK, width=0.4)  # tick, pointing up
        page.insert_text((px(v) - width(str(v)) / 2, y0 - 6), str(v), fontsize=7)
    page.insert_text((x0 + 90, y0 - 18), "Trips per day", fontsize=7)
    page.draw_line((x0, y0), (x1, y0), color=INK, width=0.4)  # the value axis, on top
    page.draw_line((x0, y1), (x0, y0), color=INK, width=0.4)  # the category axis
    step = (y1 - y0) / len(NAMES)
    for k, (name, value) in enumerate(zip(NAMES, VALUES, strict=True)):
        top = y0 + step * k + 0.2 * step
        rect = pymupdf.Rect(x0, top, px(value), top + 0.6 * step)
        page.draw_rect(rect, color=(0.2, 0.2, 0.2), fill=FILL, width=0.5)
        page.insert_text((x0 - 4 - width(name), top + 0.3 * step + 2.5), name, fontsize=7)
    return page


def test_horizontal_bars_under_a_value_axis_along_the_top_are_read() -> None:
    page = _top_axis_bars()
    [chart] = read_chart(page, pymupdf.Rect(120, 90, 470, 260))
    assert chart.horizontal
    assert chart.x_categories == NAMES
    assert chart.y_label == "Trips per day"
    [series] = chart.series
    for (_, got), want in zip(series.points, VALUES, strict=True):
        assert abs(got - want) <= 1.0
