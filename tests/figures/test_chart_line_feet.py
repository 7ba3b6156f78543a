"""Lines that start at the foot of their first point (svg.charts draws each line as the outline
of the area it can fill: up from the plot's bottom edge, then through the data). The climb from
the bottom edge is no value: the first month reads as its point, and the lowest point of the
line is its real minimum, not the axis floor."""

from __future__ import annotations

import pytest
from figures.chart_forms import BLUE, RED, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
WET = [3.6, 3.3, 2.7, 3.9, 5.4, 5.2]
DRY = [4.2, 3.8, 3.1, 4.6, 6.2, 5.8]


def _lines(tmp_path, from_foot: bool):  # type: ignore[no-untyped-def]
    doc, page = new_page()
    plot = Plot(page, (120, 120, 460, 320), (0, 5), (1, 7))
    plot.axes(range(6), range(1, 8), xlabels=MONTHS)
    for name, ys, ink, at in (("Wet", WET, RED, 140), ("Dry", DRY, BLUE, 160)):
        pts = [(x, y) for x, y in enumerate(ys)]
        plot.line([(0, 1), *pts] if from_foot else pts, ink, width=1.0)
        page.draw_rect((470, at - 4, 475, at + 1), color=ink, fill=ink)  # the key at the right
        plot.text(480, at, name)
    page.insert_text((120, 360), "Figure 1. Milk per camel by month.", fontsize=9)
    return saved(doc, tmp_path, "feet")


@pytest.mark.parametrize("from_foot", [True, False])
def test_a_line_drawn_up_from_the_plot_floor_starts_at_its_first_point(tmp_path, from_foot) -> None:  # type: ignore[no-untyped-def]
    (chart,) = read_chart(_lines(tmp_path, from_foot), REGION)
    got = {s.name: s.points for s in chart.series}
    assert sorted(got, key=str) == ["Dry", "Wet"]
    for name, ys in (("Wet", WET), ("Dry", DRY)):
        assert [round(y, 1) for _, y in got[name]] == pytest.approx(ys, abs=0.1)
    assert "y≈1.00" not in chart.summary()
