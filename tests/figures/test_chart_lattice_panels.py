"""R lattice's panels: plot boxes outlined side by side on a white page, a filled strip naming
each, the y tick labels left of the first box only and the x tick labels alternating below and
above the boxes. Every box is a panel of its own, titled by its strip."""

from __future__ import annotations

import pymupdf
from figures.chart_forms import BLACK, BLUE, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart

STRIP = (1.0, 0.9, 0.8)
SITES = {
    "Ames": [(0, 5.1), (80, 7.2), (160, 8.0)],
    "Lincoln": [(0, 5.9), (80, 7.9), (160, 8.8)],
    "Manhattan": [(0, 3.9), (80, 5.5), (160, 5.9)],
}


def test_outlined_side_by_side_panels_are_each_read_under_their_strip_title(tmp_path) -> None:
    doc, page = new_page()
    for i, (site, points) in enumerate(SITES.items()):
        x0 = 130 + i * 100
        plot = Plot(page, (x0, 160, x0 + 100, 260), (-10, 170), (3, 10.5))
        f = plot.frame
        page.draw_rect(
            pymupdf.Rect(f.x0, f.y0 - 12, f.x1, f.y0), color=BLACK, fill=STRIP, width=0.5
        )
        plot.text(f.x0 + 50, f.y0 - 3, site, anchor="center")
        page.draw_rect(f, color=BLACK, width=0.5)
        below = i % 2 == 0
        for v in (0, 80, 160):
            p = plot.pt(v, 3 if below else 10.5)
            tick = (0, 3) if below else (0, -3)
            page.draw_line(p, p + tick, color=BLACK, width=0.5)
            y = f.y1 + 11 if below else f.y0 - 16
            plot.text(p.x, y, f"{v}", anchor="center")
        if i == 0:
            for v in (4, 6, 8, 10):
                p = plot.pt(-10, v)
                page.draw_line(p, p - (3, 0), color=BLACK, width=0.5)
                plot.text(f.x0 - 5, p.y + 2.5, f"{v}", anchor="right")
        plot.line(points, BLUE)
    page.draw_line((440, 200), (455, 200), color=BLUE, width=1.0)
    page.insert_text((460, 203), "Everest", fontsize=7)

    charts = read_chart(saved(doc, tmp_path, "lattice"), REGION)

    got = {c.panel: c for c in charts}
    assert set(got) == set(SITES)
    for site, points in SITES.items():
        (series,) = got[site].series
        assert [(round(x), round(y, 1)) for x, y in series.points] == points
