"""A bar legend whose sample is the bar's swatch with the bar's pen drawn as a short line across
it (pyqtgraph's ``ItemSample``): the entry names the bars of the swatch's colour, not a line in
the pen's colour."""

from __future__ import annotations

import pymupdf
from figures.chart_forms import BLACK, BLUE, ORANGE, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart

FRAME = (120, 120, 420, 320)
CATEGORIES = ["Harbour", "Mill", "Forge", "Crust"]
WINTER = [6.5, 11.0, 8.0, 5.5]
SUMMER = [8.5, 13.5, 9.0, 7.5]


def test_a_swatch_with_the_bar_pen_drawn_across_it_names_its_bars(tmp_path) -> None:  # type: ignore[no-untyped-def]
    doc, page = new_page()
    plot = Plot(page, FRAME, (-0.5, 3.5), (0, 16))
    plot.axes([0, 1, 2, 3], [0, 4, 8, 12, 16], xlabels=CATEGORIES)
    for i, (w, s) in enumerate(zip(WINTER, SUMMER, strict=True)):
        plot.bar(i - 0.35, i, 0, w, BLUE)
        plot.bar(i, i + 0.35, 0, s, ORANGE)
    # the legend: a translucent white box with a grey frame, then per entry the pen's line
    # across the swatch's middle, the swatch, and the name
    page.draw_rect(pymupdf.Rect(330, 126, 410, 156), color=(0.6, 0.6, 0.6), fill=(1, 1, 1))
    for k, (name, color) in enumerate((("Winter", BLUE), ("Summer", ORANGE))):
        yc = 135.0 + 12 * k
        page.draw_line((336.2, yc), (344.4, yc), color=BLACK, width=0.5)
        page.draw_rect(
            pymupdf.Rect(337.0, yc - 3.7, 344.4, yc + 3.7), color=BLACK, fill=color, width=0.3
        )
        plot.text(348, yc + 2.5, name)

    (chart,) = read_chart(saved(doc, tmp_path, "swatchpen"), REGION)

    got = {s.name: [round(y, 1) for _, y in sorted(s.points)] for s in chart.series}
    assert got == {"Winter": WINTER, "Summer": SUMMER}


def test_grouped_bars_on_a_numeric_year_axis_are_read_at_their_years(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Two bar series set side by side around each year tick of a numeric axis (one offset
    left, one right, as pyqtgraph or ``ax.bar(x ± w/2)`` draws them): each bar is its
    group's year, not the year plus its offset."""
    doc, page = new_page()
    years = [2021, 2022, 2023, 2024]
    plot = Plot(page, FRAME, (2020.4, 2024.6), (0, 600))
    plot.axes(years, [0, 200, 400, 600])
    floor = {2021: 250.0, 2022: 350.0, 2023: 410.0, 2024: 466.0}
    paid = {2021: 290.0, 2022: 420.0, 2023: 480.0, 2024: 540.0}
    for year, v in floor.items():
        plot.bar(year - 0.35, year - 0.05, 0, v, BLUE)
    for year, v in paid.items():
        plot.bar(year + 0.05, year + 0.35, 0, v, ORANGE)
    for k, (name, color) in enumerate((("Floor", BLUE), ("Paid", ORANGE))):
        yc = 135.0 + 12 * k
        page.draw_rect(pymupdf.Rect(130, yc - 3, 138, yc + 3), color=None, fill=color)
        plot.text(142, yc + 2.5, name)

    (chart,) = read_chart(saved(doc, tmp_path, "yearbars"), REGION)

    got = {s.name: [(x, round(y)) for x, y in sorted(s.points)] for s in chart.series}
    assert got == {"Floor": list(floor.items()), "Paid": list(paid.items())}
