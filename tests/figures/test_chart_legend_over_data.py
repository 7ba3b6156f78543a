"""A legend set inside the plot, over the data, and an x axis whose last label is pulled in at
the frame's edge: forms where points were dropped or read at the wrong x."""

from __future__ import annotations

import pymupdf
from figures.chart_forms import BLACK, BLUE, RED, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart

FRAME = (120, 120, 420, 320)
ALPHA = [(0, 0.0), (50, 3.2), (100, 5.4), (150, 6.1), (200, 4.6)]
BETA = [(0, 0.0), (50, 2.9), (100, 4.7), (150, 5.2), (200, 2.8)]


def _lines_with_markers(plot: Plot) -> None:
    for pts, color in ((ALPHA, BLUE), (BETA, RED)):
        plot.line(pts, color)
        for x, y in pts:
            plot.page.draw_circle(plot.pt(x, y), 1.8, color=BLACK, fill=color, width=0.3)


def _x_axis_with_minor_ticks(plot: Plot, last_flush: bool, size: float = 7) -> None:
    """Ticks every 10, labels every 50; the last label right-aligned to the frame's edge."""
    f = plot.frame
    plot.page.draw_line(f.bl, f.br, color=BLACK, width=0.6)
    plot.page.draw_line(f.bl, f.tl, color=BLACK, width=0.6)
    plot.page.draw_line(f.tr, f.br, color=BLACK, width=0.6)
    for v in range(0, 251, 10):
        p = plot.pt(v, 0)
        plot.page.draw_line(p, p - (0, 2), color=BLACK, width=0.5)
    for v in range(0, 251, 50):
        p = plot.pt(v, 0)
        if v == 250 and last_flush:
            plot.text(f.x1, f.y1 + 11, f"{v}", size, anchor="right")
        else:
            plot.text(p.x, f.y1 + 11, f"{v}", size, anchor="center")
    for v in range(0, 9, 2):
        p = plot.pt(0, v)
        plot.page.draw_line(p, p - (3, 0), color=BLACK, width=0.5)
        plot.text(f.x0 - 5, p.y + 2.5, f"{v}", anchor="right")


def _at(points: list[tuple[float, float]], x: float) -> float | None:
    return next((y for px, y in points if abs(px - x) < 0.5), None)


def test_data_markers_beside_a_legend_drawn_over_the_data_stay_points(tmp_path) -> None:
    """The legend box sits over the curves; at x = 150 each curve's marker falls between its
    legend entry's sample and text, at the text's height. They are the curves' points, and the
    entries are still named by their samples."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 250), (0, 8))
    _x_axis_with_minor_ticks(plot, last_flush=False)
    page.draw_rect(pymupdf.Rect(262, 158, 360, 200), color=BLACK, fill=(1, 1, 1), width=0.4)
    for (_, y), name, color in ((ALPHA[3], "Alpha", BLUE), (BETA[3], "Beta", RED)):
        cy = plot.pt(150, y).y
        page.draw_line((268, cy), (294, cy), color=color, width=1.0)
        page.draw_circle((281, cy), 1.8, color=BLACK, fill=color, width=0.3)
        plot.text(306, cy + 2.5, name)
    _lines_with_markers(plot)

    (chart,) = read_chart(saved(doc, tmp_path, "legendover"), REGION)

    got = {s.name: s.points for s in chart.series}
    assert set(got) == {"Alpha", "Beta"}
    assert abs((_at(got["Alpha"], 150) or 0) - 6.1) < 0.1
    assert abs((_at(got["Beta"], 150) or 0) - 5.2) < 0.1
    assert len(got["Alpha"]) == len(ALPHA) and len(got["Beta"]) == len(BETA)


def test_a_last_label_pulled_in_at_the_frame_edge_keeps_its_tick(tmp_path) -> None:
    """Minor ticks every 10 and labels every 50 in a narrow plot; "250" is set flush with the
    frame's right edge, so the minor tick at 240 is nearer its centre than its own tick. Points
    at 50, 100, 150 and 200 are still read there."""
    doc, page = new_page()
    plot = Plot(page, (120, 120, 320, 320), (0, 250), (0, 8))
    _x_axis_with_minor_ticks(plot, last_flush=True, size=9)
    _lines_with_markers(plot)
    plot.text(360, 140, "Alpha", color=BLUE)

    charts = read_chart(saved(doc, tmp_path, "flushlabel"), REGION)

    xs = sorted(x for s in charts[0].series for x, _ in s.points)
    assert all(any(abs(x - want) < 0.5 for x in xs) for want in (0, 50, 100, 150, 200))
