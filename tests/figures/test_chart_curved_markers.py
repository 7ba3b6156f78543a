"""Point markers drawn as two half-circle Bézier curves (ggplot2's filled circles): each is a
marker on its line, not a short dash that makes a second, "dashed" series of the line's colour."""

from __future__ import annotations

from figures.chart_forms import BLACK, RED, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart

FRAME = (120, 120, 420, 320)
POINTS = [(2, 55.2), (6, 50.1), (10, 44.9), (14, 40.6), (16, 38.9)]


def _half_circles(plot: Plot, x: float, y: float, r: float = 2.3) -> None:
    c = plot.pt(x, y)
    k = 1.3333 * r  # control points of a half circle drawn as one cubic curve
    shape = plot.page.new_shape()
    shape.draw_bezier((c.x + r, c.y), (c.x + r, c.y - k), (c.x - r, c.y - k), (c.x - r, c.y))
    shape.draw_bezier((c.x - r, c.y), (c.x - r, c.y + k), (c.x + r, c.y + k), (c.x + r, c.y))
    shape.finish(color=None, fill=RED, closePath=False)
    shape.commit()


def test_circles_drawn_as_two_curves_are_the_lines_markers(tmp_path) -> None:
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 18), (30, 60))
    plot.axes([0, 4, 8, 12, 16], [30, 40, 50, 60])
    plot.line(POINTS, RED)
    for x, y in POINTS:
        _half_circles(plot, x, y)
    page.draw_line((300, 140), (320, 140), color=RED, width=1.0)
    _half_circles(Plot(page, (310, 140, 311, 141), (0, 1), (0, 1)), 0, 1)
    plot.text(326, 142.5, "SR-GNN", color=BLACK)

    (chart,) = read_chart(saved(doc, tmp_path, "curvedmarkers"), REGION)

    assert [s.name for s in chart.series] == ["SR-GNN"]
    (series,) = chart.series
    assert [(round(x), round(y, 1)) for x, y in series.points] == POINTS
