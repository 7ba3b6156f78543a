"""Columns named by numbers that fit no scale ("№ 1", "№ 2", "№ 4", "№ 11" under evenly spaced
stacks, as jsPDF primitives draw them): the numbers are names on a category axis, not x tick
labels, and the chart is read."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import unicode_font

from paperlens.figures.charts import read_chart

SHADES = ((0.16, 0.27, 0.47), (0.86, 0.47, 0.16), (0.67, 0.67, 0.67))


@pytest.mark.parametrize(
    ("prefix", "numbers", "stacks", "ticks"),
    [
        ("№", [1, 2, 4, 6, 9, 11], [[1.31, 0.52, 0.12], [1.44, 0.5, 0.13], [1.58, 0.47, 0.12],
                                    [1.37, 0.55, 0.11], [1.24, 0.49, 0.12], [1.52, 0.46, 0.13]],
         ["0,0", "0,5", "1,0", "1,5", "2,0", "2,5"]),
        ("Nr.", [3, 5, 12, 20], [[12.0, 4.0, 1.0], [9.0, 6.0, 2.0], [14.0, 3.0, 2.0],
                                 [7.0, 7.0, 3.0]],
         ["0", "5", "10", "15", "20", "25"]),
    ],
)  # fmt: skip
def test_numbered_columns_are_categories(prefix, numbers, stacks, ticks) -> None:  # type: ignore[no-untyped-def]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 114.0, 395.0, 422.0, 592.0
    top = float(ticks[-1].replace(",", "."))

    def py(v: float) -> float:
        return y1 - v / top * (y1 - y0)

    def text(at, s) -> None:  # type: ignore[no-untyped-def]
        page.insert_text(at, s, fontsize=8, fontname="uni", fontfile=unicode_font())

    page.draw_line((x0, y0), (x0, y1), color=(0, 0, 0), width=0.5)
    page.draw_line((x0, y1), (x1, y1), color=(0, 0, 0), width=0.5)
    for t in ticks:
        y = py(float(t.replace(",", ".")))
        page.draw_line((x0 - 3, y), (x0, y), color=(0, 0, 0), width=0.5)
        text((96, y + 3), t)
    slot = (x1 - x0) / len(numbers)
    for i, (n, parts) in enumerate(zip(numbers, stacks, strict=True)):
        cx, base = x0 + (i + 0.5) * slot, 0.0
        for k, v in enumerate(parts):
            r = pymupdf.Rect(cx - 13, py(base + v), cx + 13, py(base))
            page.draw_rect(r, color=(0, 0, 0), fill=SHADES[k], width=0.5)
            base += v
        text((cx - 8, y1 + 11), f"{prefix} {n}")
    for k, name in enumerate(["Traction", "Heating", "Auxiliaries"]):
        page.draw_rect(pymupdf.Rect(404, 430 + 14 * k, 412, 438 + 14 * k), fill=SHADES[k])
        text((416, 437 + 14 * k), name)
    doc = pymupdf.open("pdf", doc.tobytes())

    (chart,) = read_chart(doc[0], pymupdf.Rect(60, 400, 520, 620))
    assert chart.x_categories == [f"{prefix} {n}" for n in numbers]
    got = {s.name: s.points for s in chart.series}
    for k, name in enumerate(["Traction", "Heating", "Auxiliaries"]):
        assert [round(y, 2) for _, y in got[name]] == pytest.approx(
            [parts[k] for parts in stacks], abs=0.01 * top
        )
