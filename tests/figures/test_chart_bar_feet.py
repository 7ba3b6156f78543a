"""Columns that stop a hair above the axis line (Vega-Lite ends its bars half a stroke short of
the zero it draws, and a zero fitted to the tick labels may be off by as much): they still stand
on the baseline, so every series is read, each column at its own height."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import BLACK, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart

MONTHS = ["Oct", "Nov", "Dec", "Jan", "Feb"]
FIRST, SECOND = [21.4, 29.0, 36.3, 41.5, 37.9], [18.7, 26.2, 33.4, 38.3, 34.6]
ORANGE, TEAL = (0.85, 0.37, 0.01), (0.11, 0.62, 0.47)


@pytest.mark.parametrize("gap", [0.0, 0.7])
def test_columns_a_hair_above_the_axis_are_read(tmp_path, gap: float) -> None:  # type: ignore[no-untyped-def]
    doc, page = new_page()
    plot = Plot(page, (120, 120, 470, 320), (0, len(MONTHS)), (0, 45))
    plot.axes([], range(0, 50, 10))
    for i, name in enumerate(MONTHS):
        plot.text(plot.pt(i + 0.5, 0).x, 332, name, anchor="center")
        for k, (v, ink) in enumerate(((FIRST[i], ORANGE), (SECOND[i], TEAL))):
            a, b = plot.pt(i + 0.1 + 0.4 * k, v), plot.pt(i + 0.5 + 0.4 * k, 0)
            page.draw_rect(pymupdf.Rect(a.x, a.y, b.x, b.y - gap), color=None, fill=ink)
    for k, (name, ink) in enumerate((("2022/23", ORANGE), ("2023/24", TEAL))):
        page.draw_rect(pymupdf.Rect(480, 130 + 12 * k, 488, 138 + 12 * k), color=None, fill=ink)
        plot.text(492, 137 + 12 * k, name)
    page.insert_text((120, 370), "Figure 1. Monthly heat losses.", fontsize=9, color=BLACK)
    (chart,) = read_chart(saved(doc, tmp_path, "bar_feet"), REGION)
    got = {s.name: [y for _, y in s.points] for s in chart.series}
    assert sorted(got, key=str) == ["2022/23", "2023/24"]
    assert got["2022/23"] == pytest.approx(FIRST, abs=0.3)
    assert got["2023/24"] == pytest.approx(SECOND, abs=0.3)
