"""A slope chart (Observable Plot: one coloured line per feature from the first year to the
last, each named by a label set just past its right end, no legend, no frame). Long names
run out past the plot; each still names the line it starts beside, so every line is a series
and "which was least used in the last year" has all of them to choose from."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import unicode_font

from paperlens.figures.charts import read_chart

FEATURES = {
    "ikavian reflex of yat": ((0.11, 0.62, 0.47), 91, 84),
    "ca instead of sto": ((0.85, 0.37, 0.01), 86, 71),
    "final -m to -n": ((0.46, 0.44, 0.7), 74, 52),
    "j for lj": ((0.91, 0.16, 0.54), 63, 35),
}


def _slope_chart() -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 171.0, 345.0, 441.0, 604.0

    def py(v: float) -> float:
        return y1 - (v - 20) / 70 * (y1 - y0)

    def text(at, s) -> None:  # type: ignore[no-untyped-def]
        page.insert_text(at, s, fontsize=7.5, fontname="uni", fontfile=unicode_font())

    for v in range(20, 100, 10):
        page.draw_line((x0 - 16, py(v)), (x0 - 12, py(v)), color=(0, 0, 0), width=0.6)
        text((x0 - 40, py(v) + 2.5), str(v))
    for x, year in ((x0, "2000"), (x1, "2022")):
        page.draw_line((x, y1 + 3), (x, y1 + 7), color=(0, 0, 0), width=0.6)
        text((x - 8, y1 + 15), year)
    for name, (ink, a, b) in FEATURES.items():
        page.draw_line((x0, py(a)), (x1, py(b)), color=ink, width=1.3)
        text((x1 + 5, py(b) + 2.5), name)
    return pymupdf.open("pdf", doc.tobytes())[0]


def test_names_at_the_line_ends_name_every_line() -> None:
    (chart,) = read_chart(_slope_chart(), pymupdf.Rect(110, 420, 480, 630))
    got = {s.name: s.points for s in chart.series}
    assert set(got) == set(FEATURES)
    for name, (_, a, b) in FEATURES.items():
        assert [y for _, y in got[name]] == pytest.approx([a, b], abs=1.0)
