"""Axes on the far sides (a vowel chart: F2 against F1, both running from high to low, with
the x tick labels over the plot and the y tick labels right of it, as Observable Plot draws
reversed axes), points labelled with a letter each in their series' ink, the key under the
plot. The chart is read as its mirror image and mirrored back; the letters beside the points
are labels, not legend entries, so their markers stay data."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import unicode_font

from paperlens.figures.charts import read_chart

GREY, RED = (0.27, 0.27, 0.27), (0.84, 0.19, 0.12)
OLDER = [(2270, 290, "i"), (1930, 436, "e"), (1350, 712, "a"), (895, 455, "o"), (1000, 320, "u")]
YOUNGER = [(2210, 305, "i"), (1880, 470, "e"), (1420, 690, "a"), (990, 480, "o"), (860, 330, "u")]


def _vowel_chart() -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 110.0, 450.0, 100.0, 290.0

    def px(f2: float) -> float:  # 2400 at the left, 800 at the right
        return x0 + (2400 - f2) / 1600 * (x1 - x0)

    def py(f1: float) -> float:  # 200 at the top, 800 at the bottom
        return y0 + (f1 - 200) / 600 * (y1 - y0)

    def text(at, s, color=(0, 0, 0)) -> None:  # type: ignore[no-untyped-def]
        page.insert_text(at, s, fontsize=7, fontname="uni", fontfile=unicode_font(), color=color)

    for f2 in (2400, 2000, 1600, 1200, 800):
        page.draw_line((px(f2), y0), (px(f2), y1), color=(0, 0, 0), width=0.6)  # gridline
        page.draw_line((px(f2), y0 - 4), (px(f2), y0), color=(0, 0, 0), width=0.6)
        label = f"{f2:,}"
        text((px(f2) - 2.0 * len(label), y0 - 7), label)
    for f1 in range(200, 900, 100):
        page.draw_line((x1, py(f1)), (x1 + 4, py(f1)), color=(0, 0, 0), width=0.6)
        text((x1 + 6, py(f1) + 2.5), str(f1))
    text((270, y0 - 18), "F2 (Hz)")
    for pts, ink, square in ((OLDER, GREY, False), (YOUNGER, RED, True)):
        for f2, f1, vowel in pts:
            c = pymupdf.Point(px(f2), py(f1))
            if square:
                page.draw_rect(
                    pymupdf.Rect(c.x - 2.4, c.y - 2.4, c.x + 2.4, c.y + 2.4), color=ink, fill=ink
                )
            else:
                page.draw_circle(c, 2.6, color=ink, fill=ink)
            text((c.x + 5, c.y - 3), vowel, ink)
    page.draw_circle((125, 305), 3.0, color=GREY, fill=GREY)
    text((132, 307.5), "Older speakers")
    page.draw_rect(pymupdf.Rect(232, 302, 238, 308), color=RED, fill=RED)
    text((244, 307.5), "Younger speakers")
    return pymupdf.open("pdf", doc.tobytes())[0]


def test_reversed_axes_on_the_far_sides_are_read() -> None:
    (chart,) = read_chart(_vowel_chart(), pymupdf.Rect(80, 70, 500, 320))
    got = {s.name: sorted(s.points) for s in chart.series}
    assert set(got) == {"Older speakers", "Younger speakers"}
    for name, truth in (("Older speakers", OLDER), ("Younger speakers", YOUNGER)):
        assert len(got[name]) == len(truth)
        for (x, y), (f2, f1, _) in zip(got[name], sorted(truth), strict=True):
            assert x == pytest.approx(f2, abs=16) and y == pytest.approx(f1, abs=6)
