"""A dumbbell chart (lets-plot: per category a grey rule from the "before" dot to the "after"
dot, categories down the y axis, values along x, legend on top). In a short plot its dots are
larger than a marker is expected to be for the frame's size; as round coloured dots they are
still the data, one series per colour, read at each category."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import unicode_font

from paperlens.figures.charts import read_chart

CHURCHES = ["Palusa", "Berzoras", "Inturke", "Siaulenai", "Luoke"]
BEFORE = [0.48, 0.44, 0.52, 0.41, 0.50]
AFTER = [0.56, 0.51, 0.61, 0.49, 0.55]
PURPLE, GREEN, GREY = (0.48, 0.2, 0.58), (0.0, 0.53, 0.22), (0.55, 0.55, 0.55)


def _dumbbells(before: tuple[float, float, float] = PURPLE) -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 170.0, 483.0, 416.0, 586.0

    def px(v: float) -> float:
        return x0 + (v - 0.335) / 0.33 * (x1 - x0)

    def text(at, s) -> None:  # type: ignore[no-untyped-def]
        page.insert_text(at, s, fontsize=8, fontname="uni", fontfile=unicode_font())

    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=(0.2, 0.2, 0.2), width=0.7)
    for k in range(7):
        v = 0.35 + 0.05 * k
        page.draw_line((px(v), y0), (px(v), y1), color=(0.91, 0.91, 0.91), width=0.9)
        page.draw_line((px(v), y1), (px(v), y1 + 3), color=(0.2, 0.2, 0.2), width=0.7)
        text((px(v) - 7, y1 + 12), f"{v:.2f}")
    step = (y1 - y0) / len(CHURCHES)
    for i, (name, a, b) in enumerate(zip(CHURCHES, BEFORE, AFTER, strict=True)):
        y = y0 + (i + 0.5) * step
        page.draw_line((x0 - 3, y), (x0, y), color=(0.2, 0.2, 0.2), width=0.7)
        text((x0 - 8 - 4.4 * len(name), y + 3), name)
        page.draw_line((px(a), y), (px(b), y), color=(0.62, 0.62, 0.62), width=1.8)
        page.draw_circle((px(a), y), 3.75, color=None, fill=before)
        page.draw_circle((px(b), y), 3.75, color=None, fill=GREEN)
    page.draw_circle((235, 402), 3.75, color=None, fill=before)
    text((243, 405), "Before")
    page.draw_circle((339, 402), 3.75, color=None, fill=GREEN)
    text((347, 405), "After")
    return pymupdf.open("pdf", doc.tobytes())[0]


@pytest.mark.parametrize("before", [PURPLE, GREY], ids=["coloured", "grey"])
def test_dumbbell_dots_are_read_per_category(before: tuple[float, float, float]) -> None:
    """The "before" dots may be grey: several grey dots of one size are a series too."""
    (chart,) = read_chart(_dumbbells(before), pymupdf.Rect(100, 390, 500, 610))
    names = chart.x_categories
    got = {s.name: {names[round(x)]: y for x, y in s.points} for s in chart.series}
    assert set(got) == {"Before", "After"}
    for name, values in (("Before", BEFORE), ("After", AFTER)):
        assert set(got[name]) == set(CHURCHES)
        for church, v in zip(CHURCHES, values, strict=True):
            assert got[name][church] == pytest.approx(v, abs=0.005)
