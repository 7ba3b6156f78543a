"""Lollipop and spike charts (lets-plot's ``geom_lollipop``, matplotlib's ``stem``): one
coloured stroke per category from the zero line out to the value, often with a dot on its end.
The stems are bars drawn as lines: each category's value is read at the dot's centre (where the
stem stops when the renderer ends it at the dot's edge), never a point at zero, and short stems
count as much as long ones."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import unicode_font

from paperlens.figures.charts import read_chart

CAVES = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"]
VALUES = [22.8, 14.2, 17.5, 9.6, 6.1, 1.4]
INK = (0.25, 0.0, 0.49)


def _lollipops(heads: bool, stop_at_edge: bool) -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 120.0, 480.0, 360.0, 540.0

    def py(v: float) -> float:
        return y1 - v / 25.0 * (y1 - y0)

    def text(at, s) -> None:  # type: ignore[no-untyped-def]
        page.insert_text(at, s, fontsize=8, fontname="uni", fontfile=unicode_font())

    page.draw_line((x0, y0), (x0, y1), color=(0, 0, 0), width=0.5)
    for t in range(0, 30, 5):  # light gridlines, tick labels right-aligned at the axis
        page.draw_line((x0, py(t)), (x1, py(t)), color=(0.91, 0.91, 0.91), width=0.6)
        page.draw_line((x0 - 3, py(t)), (x0, py(t)), color=(0, 0, 0), width=0.5)
        text((x0 - 6 - 4.5 * len(str(t)), py(t) + 3), str(t))
    slot = (x1 - x0) / len(CAVES)
    r = 8.9
    for i, (name, v) in enumerate(zip(CAVES, VALUES, strict=True)):
        cx = x0 + (i + 0.5) * slot
        page.draw_line((cx, py(0)), (cx, py(v) + (r if stop_at_edge else 0)), color=INK, width=1.9)
        if heads:
            page.draw_circle((cx, py(v)), r, color=INK, width=1.0)
        text((cx - 12, y1 + 12), name)
    return pymupdf.open("pdf", doc.tobytes())[0]


@pytest.mark.parametrize(
    ("heads", "stop_at_edge"), [(True, True), (True, False), (False, False)]
)  # fmt: skip
def test_lollipop_values_are_the_dots(heads: bool, stop_at_edge: bool) -> None:
    (chart,) = read_chart(_lollipops(heads, stop_at_edge), pymupdf.Rect(80, 330, 520, 570))
    assert chart.x_categories == CAVES
    (series,) = chart.series
    assert [round(y, 1) for _, y in series.points] == pytest.approx(VALUES, abs=0.3)
    summary = chart.summary()
    assert "shortest unnamed purple bar at Zeta (y≈1.40)" in summary
    assert "y≈0.00" not in summary
