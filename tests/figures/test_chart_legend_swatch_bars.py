"""Grouped bars whose legend swatches are drawn as bars from one baseline, the second over the
first (GMT's legend): the first swatch runs down behind the second, and only its top shows,
beside its own name. Each series is named by the swatch a reader sees beside its name. grap
draws its key the other way round: each swatch from the key's top down to its own name's row,
the first (shortest) first, so the second covers the first entirely; each still names the
series of its own fill."""

from __future__ import annotations

import pymupdf

from paperlens.figures.charts import read_chart

ROUTES = ["North", "East", "South", "West"]
MORNING = [48.0, 62.0, 75.0, 41.0]
EVENING = [55.0, 70.0, 84.0, 52.0]
BLUE, ORANGE, INK = (0.27, 0.43, 0.67), (0.9, 0.59, 0.24), (0.0, 0.0, 0.0)


def _bars(grap: bool = False) -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=500, height=400)
    x0, x1, y0, y1 = 100.0, 440.0, 60.0, 260.0

    def py(v: float) -> float:  # 0..100
        return y1 - v / 100 * (y1 - y0)

    def width(s: str) -> float:
        return pymupdf.get_text_length(s, fontname="helv", fontsize=8)

    page.draw_line((x0, y1), (x1, y1), color=INK, width=0.5)
    page.draw_line((x0, y0), (x0, y1), color=INK, width=0.5)
    for v in range(0, 101, 20):
        page.draw_line((x0 - 3, py(v)), (x0, py(v)), color=INK, width=0.5)
        page.insert_text((x0 - 5 - width(str(v)), py(v) + 3), str(v), fontsize=8)
    step = (x1 - x0) / len(ROUTES)
    for k, name in enumerate(ROUTES):
        cx = x0 + step * (k + 0.5)
        page.draw_rect(
            pymupdf.Rect(cx - 20, py(MORNING[k]), cx, y1), color=INK, fill=BLUE, width=0.4
        )
        page.draw_rect(
            pymupdf.Rect(cx, py(EVENING[k]), cx + 20, y1), color=INK, fill=ORANGE, width=0.4
        )
        page.insert_text((cx - width(name) / 2, y1 + 12), name, fontsize=8)
    page.insert_text((x0 - 40, y0 - 20), "Trip time (min)", fontsize=8)
    # the legend, top left in a white box: each swatch a bar up from the box's lower row
    page.draw_rect(
        pymupdf.Rect(x0 + 6, y0 + 6, x0 + 60, y0 + 34), color=INK, fill=(1, 1, 1), width=0.4
    )
    base = y0 + 31
    if grap:  # (from the top: "Morning"'s row, then down over it to "Evening"'s)
        page.draw_rect(
            pymupdf.Rect(x0 + 10, y0 + 10, x0 + 18, y0 + 19.5), color=INK, fill=BLUE, width=0.4
        )
        page.draw_rect(
            pymupdf.Rect(x0 + 10, y0 + 10, x0 + 18, base), color=INK, fill=ORANGE, width=0.4
        )
    else:
        page.draw_rect(
            pymupdf.Rect(x0 + 10, y0 + 10, x0 + 18, base), color=INK, fill=BLUE, width=0.4
        )
        page.draw_rect(
            pymupdf.Rect(x0 + 10, y0 + 19.5, x0 + 18, base), color=INK, fill=ORANGE, width=0.4
        )
    page.insert_text((x0 + 22, y0 + 17), "Morning", fontsize=8)
    page.insert_text((x0 + 22, y0 + 27), "Evening", fontsize=8)
    return page


def test_swatches_drawn_over_each_other_name_the_series_beside_them() -> None:
    [chart] = read_chart(_bars(), pymupdf.Rect(40, 20, 480, 300))
    series = {s.name: [round(y) for _, y in s.points] for s in chart.series}
    assert series == {"Morning": MORNING, "Evening": EVENING}


def test_a_key_whose_second_swatch_covers_the_first_names_each_series_by_its_fill() -> None:
    [chart] = read_chart(_bars(grap=True), pymupdf.Rect(40, 20, 480, 300))
    series = {s.name: [round(y) for _, y in s.points] for s in chart.series}
    assert series == {"Morning": MORNING, "Evening": EVENING}
