"""Columns drawn as wide strokes (Chartist draws each bar as one line with a stroke width): a
grouped or stacked column chart whose bars are butt-capped lines, a grey series among coloured
ones, a legend of small squares on top. Every series is read with its legend name, a stacked
segment's value is its own height, and a grey column is a bar, not an axis or a gridline."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import BLACK, REGION, Plot, new_page, saved

SITES = ["North", "East", "South", "West"]
GREY, TEAL, AMBER = (0.61, 0.61, 0.61), (0.18, 0.36, 0.49), (0.88, 0.69, 0.31)


def _column(plot: Plot, x: float, lo: float, hi: float, color, width: float) -> None:  # type: ignore[no-untyped-def]
    plot.page.draw_line(plot.pt(x, lo), plot.pt(x, hi), color=color, width=width, lineCap=0)


def _chart(tmp_path, stacked: bool) -> pymupdf.Page:  # type: ignore[no-untyped-def]
    doc, page = new_page()
    plot = Plot(page, (120, 140, 480, 330), (0, 4), (0, 500))
    for v in range(0, 501, 100):  # gridlines and labels, Chartist-style: no axis lines
        a, b = plot.pt(0, v), plot.pt(4, v)
        page.draw_line(a, b, color=(0.8, 0.8, 0.8), width=0.4)
        plot.text(a.x - 5, a.y + 2.5, f"{v}", anchor="right")
    for i, name in enumerate(SITES):
        plot.text(plot.pt(i + 0.5, 0).x, 342, name, anchor="center")
    names = ["2023", "2024", "2025"] if stacked else ["2023", "2024"]
    inks = [GREY, TEAL, AMBER]
    for k, (name, ink) in enumerate(zip(names, inks, strict=False)):  # the legend on top
        box = pymupdf.Rect(150 + 70 * k, 120, 156 + 70 * k, 126)
        page.draw_rect(box, color=None, fill=ink)
        plot.text(box.x1 + 4, 126, name)
    for i, values in enumerate(VALUES_BY_SITE):
        if stacked:
            lo = 0.0
            for v, ink in zip(values, inks, strict=True):
                _column(plot, i + 0.5, lo, lo + v, ink, 20.0)
                lo += v
        else:
            for k, (v, ink) in enumerate(zip(values[:2], inks, strict=False)):
                _column(plot, i + 0.35 + 0.3 * k, 0, v, ink, 12.0)
    page.insert_text((120, 370), "Figure 1. Use by site.", fontsize=9, color=BLACK)
    return saved(doc, tmp_path, "stroke_bars")


VALUES_BY_SITE = [(120, 190, 84), (210, 215, 88), (160, 230, 92), (90, 236, 95)]


@pytest.mark.parametrize("stacked", [False, True])
def test_columns_drawn_as_wide_strokes_are_read_per_series(tmp_path, stacked: bool) -> None:  # type: ignore[no-untyped-def]
    from paperlens.figures.charts import read_chart

    (chart,) = read_chart(_chart(tmp_path, stacked), REGION)
    got = {s.name: [round(y) for _, y in s.points] for s in chart.series}
    names = ["2023", "2024", "2025"] if stacked else ["2023", "2024"]
    assert sorted(got, key=str) == names
    for k, name in enumerate(names):
        assert got[name] == pytest.approx([v[k] for v in VALUES_BY_SITE], abs=2)
