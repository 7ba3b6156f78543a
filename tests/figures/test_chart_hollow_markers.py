"""A scatter of two series in a short plot: filled circles and hollow triangles (a coloured
outline, no fill), as a Tk canvas draws them, each a little over 4% of the plot's height. Both
are series of markers, named by the legend."""

from __future__ import annotations

import pymupdf

from paperlens.figures.charts import read_chart

WET = [(7.2, 6.1), (8.0, 11.4), (8.8, 17.9), (9.5, 24.6)]
DRY = [(5.6, 2.1), (6.3, 3.4), (7.0, 5.2), (7.8, 7.0)]
GREEN, ORANGE, INK = (0.1, 0.37, 0.12), (0.7, 0.35, 0.0), (0.0, 0.0, 0.0)


def _scatter() -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=500, height=300)
    x0, x1, y0, y1 = 120.0, 400.0, 60.0, 220.0

    def at(x: float, y: float) -> tuple[float, float]:  # x 5..10, y 0..30
        return x0 + (x - 5) / 5 * (x1 - x0), y1 - y / 30 * (y1 - y0)

    def width(s: str) -> float:
        return pymupdf.get_text_length(s, fontname="helv", fontsize=8)

    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=INK, width=0.5)
    for x in range(5, 11):
        px, _ = at(x, 0)
        page.draw_line((px, y1), (px, y1 + 3), color=INK, width=0.5)
        page.insert_text((px - width(str(x)) / 2, y1 + 12), str(x), fontsize=8)
    for y in range(0, 31, 10):
        _, py = at(5, y)
        page.draw_line((x0 - 3, py), (x0, py), color=INK, width=0.5)
        page.insert_text((x0 - 5 - width(str(y)), py + 3), str(y), fontsize=8)
    page.insert_text((230, y1 + 26), "Moisture (%)", fontsize=8)
    r = 3.25  # 6.5 pt across: over 4% of the 160 pt plot
    for x, y in WET:
        page.draw_circle(at(x, y), r, color=GREEN, fill=GREEN, width=0.7)
    for x, y in DRY:
        cx, cy = at(x, y)
        page.draw_polyline(
            [(cx - r, cy + r), (cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)],
            color=ORANGE,
            width=0.7,
            closePath=True,
        )
    page.draw_circle((x0 + 12, y0 + 12), r, color=GREEN, fill=GREEN, width=0.7)
    page.insert_text((x0 + 20, y0 + 15), "Rainy", fontsize=8)
    cx, cy = x0 + 12, y0 + 26
    page.draw_polyline(
        [(cx - r, cy + r), (cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)],
        color=ORANGE,
        width=0.7,
        closePath=True,
    )
    page.insert_text((x0 + 20, y0 + 29), "Dry", fontsize=8)
    return page


def test_hollow_triangles_are_a_series_beside_filled_circles() -> None:
    [chart] = read_chart(_scatter(), pymupdf.Rect(60, 30, 440, 260))
    series = {s.name: s for s in chart.series}
    assert set(series) == {"Rainy", "Dry"}
    for name, want in (("Rainy", WET), ("Dry", DRY)):
        got = sorted(series[name].points)
        assert len(got) == len(want)
        for (gx, gy), (wx, wy) in zip(got, want, strict=True):
            assert abs(gx - wx) <= 0.1 and abs(gy - wy) <= 0.5
