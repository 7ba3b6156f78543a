"""Bars whose pen is stroked apart from their fill, as Qt's PDF engine paints a filled curve
(PythonQwt's bars): first the open outline (up, across, down) in black, then the closed polygon
filled. The outline traces its bar: one bar series is read, with no line series beside it."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import BLACK, REGION, Plot, category_axes, category_y, new_page, saved

from paperlens.figures.charts import read_chart

CAUSES = ["Wind", "Rain", "Fog", "Other"]
COUNTS = [206.0, 136.0, 111.0, 50.0]
RUST = (0.75, 0.34, 0.13)


def pen_then_fill(page: pymupdf.Page, corners: list[pymupdf.Point]) -> None:
    """The outline without its closing side along the baseline, then the polygon filled."""
    page.draw_polyline(corners, color=BLACK, width=0.3)
    page.draw_polyline([*corners, corners[0]], color=None, fill=RUST, closePath=True)


def test_columns_with_their_pen_stroked_apart_are_one_bar_series(tmp_path) -> None:  # type: ignore[no-untyped-def]
    doc, page = new_page()
    plot = Plot(page, (120, 120, 470, 320), (0, len(CAUSES)), (0, 250))
    plot.axes([], range(0, 300, 50))
    for i, (name, v) in enumerate(zip(CAUSES, COUNTS, strict=True)):
        plot.text(plot.pt(i + 0.5, 0).x, 332, name, anchor="center")
        x0, x1 = i + 0.15, i + 0.85
        pen_then_fill(page, [plot.pt(x0, 0), plot.pt(x0, v), plot.pt(x1, v), plot.pt(x1, 0)])
    page.insert_text((120, 370), "Figure 2. Invalid attempts by cause.", fontsize=9)

    (chart,) = read_chart(saved(doc, tmp_path, "pen_columns"), REGION)

    assert chart.x_categories == CAUSES
    (series,) = chart.series
    assert series.kind == "bar"
    by_cause = {CAUSES[int(x)]: y for x, y in series.points}
    assert [by_cause[c] for c in CAUSES] == pytest.approx(COUNTS, abs=2)


def test_horizontal_bars_with_their_pen_stroked_apart_are_one_bar_series(tmp_path) -> None:  # type: ignore[no-untyped-def]
    doc, page = new_page()
    plot = Plot(page, (160, 120, 470, 320), (0, 250), (0, len(CAUSES)))
    category_axes(plot, range(0, 300, 50), CAUSES)
    n = len(CAUSES)
    for i, v in enumerate(COUNTS):
        lo, hi = category_y(n, i) - 0.35, category_y(n, i) + 0.35
        pen_then_fill(page, [plot.pt(0, lo), plot.pt(v, lo), plot.pt(v, hi), plot.pt(0, hi)])
    page.insert_text((120, 370), "Figure 1. Invalid attempts by cause.", fontsize=9)

    (chart,) = read_chart(saved(doc, tmp_path, "pen_bars"), REGION)

    assert chart.horizontal and chart.x_categories == CAUSES
    (series,) = chart.series
    assert series.kind == "bar"
    by_cause = {CAUSES[int(x)]: y for x, y in series.points}
    assert [by_cause[c] for c in CAUSES] == pytest.approx(COUNTS, abs=2)
