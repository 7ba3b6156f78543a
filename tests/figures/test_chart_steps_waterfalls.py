"""Chart conventions whose values are not where a plain reading looks: a y axis that leaves out
the label where the axes cross (the x tick row is a step further down), histogram bins between
edge labels, a waterfall's floating bars (changes to a running total), a step line drawn one
stroke at a time, and a pie whose key prints each value beside its name, over a raster shadow."""

from __future__ import annotations

import pymupdf
import pytest
from figures.conftest import BLACK, BLUE, ORANGE, RED, Axes, _new_page

from paperlens.figures.charts import read_chart
from paperlens.figures.detect import FigureRegion
from paperlens.figures.pipeline import figure_input


def _reopen(doc: pymupdf.Document) -> pymupdf.Page:
    return pymupdf.open("pdf", doc.tobytes())[0]


def _axes_without_zero_label(page: pymupdf.Page, ax: Axes, xticks, yticks) -> None:  # type: ignore[no-untyped-def]
    """Two axis lines and tick labels, the y axis labelled from its first step up (no "0" where
    the axes cross), the x labels well under the axis."""
    f = ax.frame
    page.draw_line(f.bl, f.br, color=BLACK, width=0.6)
    page.draw_line(f.bl, f.tl, color=BLACK, width=0.6)
    for v in xticks:
        p = ax.pt(v, ax.ylim[0])
        page.draw_line(p, p + (0, 4), color=BLACK, width=0.5)
        ax.text(p.x, f.y1 + 16, f"{v:g}".replace(".", ","), anchor="center")
    for v in yticks:
        p = ax.pt(ax.xlim[0], v)
        ax.text(f.x0 - 5, p.y + 2.5, f"{v:g}", anchor="right")


def test_histogram_bins_between_edge_labels_under_an_axis_without_its_zero_label() -> None:
    counts = [4, 12, 38, 34, 15, 5]
    edges = [2.4 + 0.4 * i for i in range(len(counts) + 1)]
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(140, 120, 440, 300), (2.4, 4.8), (0, 40))
    _axes_without_zero_label(page, ax, edges, [10, 20, 30, 40])
    for lo, hi, n in zip(edges, edges[1:], counts, strict=False):
        page.draw_rect(
            pymupdf.Rect(ax.pt(lo, n).x + 0.5, ax.pt(lo, n).y, ax.pt(hi, 0).x - 0.5, ax.frame.y1),
            color=None,
            fill=BLUE,
        )
    (chart,) = read_chart(_reopen(doc), pymupdf.Rect(80, 100, 470, 340))
    assert chart.x_categories is None  # a numeric x axis, not position order
    (bars,) = chart.series
    read = [(round(x, 2), round(y, 1)) for x, y in bars.points]
    assert read == [(round(lo + 0.2, 2), float(n)) for lo, n in zip(edges, counts, strict=False)]


def test_years_under_a_stacked_area_whose_y_axis_skips_zero() -> None:
    years = [2015, 2017, 2019, 2021, 2023]
    lower, upper = [70, 107, 217, 428, 393], [32, 36, 90, 205, 345]
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(140, 120, 440, 300), (2015, 2023), (0, 800))
    _axes_without_zero_label(page, ax, years, [200, 400, 600])
    for color, base, top in (
        (BLUE, [0] * 5, lower),
        (ORANGE, lower, [a + b for a, b in zip(lower, upper, strict=True)]),
    ):
        ring = [ax.pt(x, y) for x, y in zip(years, top, strict=True)]
        ring += [ax.pt(x, y) for x, y in reversed(list(zip(years, base, strict=True)))]
        page.draw_polyline([*ring, ring[0]], color=None, fill=color, closePath=True)
    ax.text(300, 112, "Ural", color=BLUE)
    page.draw_rect(pymupdf.Rect(288, 105, 295, 112), color=None, fill=BLUE)
    ax.text(350, 112, "Betpak", color=BLACK)
    page.draw_rect(pymupdf.Rect(338, 105, 345, 112), color=None, fill=ORANGE)
    (chart,) = read_chart(_reopen(doc), pymupdf.Rect(80, 95, 470, 340))
    assert chart.chart_type == "stacked_area"
    assert chart.x_range == pytest.approx((2015, 2023), abs=0.01)
    read = {s.name: {round(x): y for x, y in s.points} for s in chart.series}
    for name, values in (("Ural", lower), ("Betpak", upper)):
        for year, v in zip(years, values, strict=True):
            assert read[name][year] == pytest.approx(v, abs=2), (name, year)


def test_waterfall_reads_totals_and_signed_steps() -> None:
    """A total, three losses hanging from the running level, then the total they leave, on an
    axis that starts above zero: the totals are read from zero, the losses as negative steps."""
    steps = [("Gross", 53.1), ("Wakes", -2.95), ("Downtime", -1.16), ("Grid", -2.05)]
    net = round(sum(v for _, v in steps), 2)
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(140, 120, 440, 300), (0, 5), (40, 55))
    ax.draw(None, [40, 45, 50, 55], None, "Energy (GWh)")
    level = 0.0
    for i, (name, v) in enumerate([*steps, ("Net", net)]):
        lo, hi = (40.0, v) if name in ("Gross", "Net") else sorted((level, level + v))
        level = v if name == "Gross" else level + v
        page.draw_rect(
            pymupdf.Rect(ax.pt(i + 0.1, hi).x, ax.pt(0, hi).y, ax.pt(i + 0.9, 0).x, ax.pt(0, lo).y),
            color=None,
            fill=BLUE if name in ("Gross", "Net") else RED,
        )
        ax.text(ax.pt(i + 0.5, 0).x, ax.frame.y1 + 11, name, anchor="center")
    (chart,) = read_chart(_reopen(doc), pymupdf.Rect(80, 100, 470, 340))
    assert chart.chart_type == "waterfall"
    assert chart.x_categories == ["Gross", "Wakes", "Downtime", "Grid", "Net"]
    (bars,) = chart.series
    want = [v for _, v in steps] + [net]
    assert [y for _, y in bars.points] == pytest.approx(want, abs=0.08)


def test_step_line_drawn_stroke_by_stroke_gives_its_corners() -> None:
    """Each run and each riser its own path: the risers are short strokes, like the dashes of a
    dashed line, and the last one ends the line at its last value."""
    data = {"North": [(0, 0), (5, 18.2), (10, 39.8), (15, 61.5), (20, 83.9), (25, 104.7), (30, 118.3)],
            "South": [(0, 0), (5, 15.6), (10, 35.1), (15, 55.9), (20, 77.0), (25, 97.2), (30, 109.8)]}  # fmt: skip
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(140, 120, 440, 300), (0, 30), (0, 120))
    ax.draw(range(0, 31, 5), range(0, 121, 20), "Stand age (years)", "Carbon (Mg C/ha)")
    for i, (name, color) in enumerate(((n, c) for n, c in zip(data, (BLUE, RED), strict=True))):
        pts = data[name]
        for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
            page.draw_line(ax.pt(x0, y0), ax.pt(x1, y0), color=color, width=1.5)  # the run
            page.draw_line(ax.pt(x1, y0), ax.pt(x1, y1), color=color, width=1.5)  # the riser
        ax.legend_line(i, name, color, width=1.5)
    (chart,) = read_chart(_reopen(doc), pymupdf.Rect(80, 100, 470, 340))
    read = {s.name: s.points for s in chart.series}
    assert set(read) == set(data)
    for name, pts in data.items():
        assert [(round(x), round(y, 0)) for x, y in read[name]] == [
            (x, round(y, 0)) for x, y in pts
        ], name
    assert any("Step lines" in n for n in chart.notes)


def _pie_page(shadow: bool) -> tuple[pymupdf.Page, pymupdf.Rect]:
    """A pie of four wedges, a key that prints each value in brackets, and (``shadow``) a
    raster drop shadow drawn under the pie."""
    import math

    shares = {"Lithium inventory": 58, "Anode loss": 24, "Cathode loss": 13, "Unresolved": 5}
    colors = [RED, BLUE, (0.1, 0.7, 0.2), ORANGE]
    doc, page = _new_page()
    cx, cy, r = 220.0, 220.0, 70.0
    if shadow:
        pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 64, 64), False)
        pix.set_rect(pix.irect, (200, 200, 200))
        page.insert_image(pymupdf.Rect(cx - r + 6, cy - r + 6, cx + r + 6, cy + r + 6), pixmap=pix)
    start = 90.0
    for share, color in zip(shares.values(), colors, strict=True):
        sweep = 3.6 * share
        pts = [pymupdf.Point(cx, cy)]
        for k in range(33):
            a = math.radians(start - sweep * k / 32)
            pts.append(pymupdf.Point(cx + r * math.cos(a), cy - r * math.sin(a)))
        page.draw_polyline([*pts, pts[0]], color=None, fill=color, closePath=True)
        start -= sweep
    for i, ((name, share), color) in enumerate(zip(shares.items(), colors, strict=True)):
        y = 170 + 12 * i
        page.draw_rect(pymupdf.Rect(320, y - 6, 327, y + 1), color=None, fill=color)
        page.insert_text((331, y), f"{name} [{share}]", fontsize=7)
    return _reopen(doc), pymupdf.Rect(140, 140, 440, 300)


def test_pie_key_values_in_brackets_are_values_not_names() -> None:
    page, box = _pie_page(shadow=False)
    (chart,) = read_chart(page, box)
    assert chart.chart_type == "pie"
    (pie,) = chart.series
    assert chart.x_categories is not None
    names = dict(zip(chart.x_categories, (y for _, y in pie.points), strict=True))
    assert names == {
        "Lithium inventory": pytest.approx(58, abs=1),
        "Anode loss": pytest.approx(24, abs=1),
        "Cathode loss": pytest.approx(13, abs=1),
        "Unresolved": pytest.approx(5, abs=1),
    }
    printed = {chart.x_categories[k]: text for k, text in pie.printed}
    assert printed["Lithium inventory"] == "58"


def test_pie_over_a_raster_shadow_is_read_from_its_paths() -> None:
    """The figure holds an image (the shadow) as large as its paths: it is still a vector
    chart, and its values are read, not called pixels."""
    page, box = _pie_page(shadow=True)
    region = FigureRegion(
        page=1, label="Figure 2", caption="Figure 2: Capacity lost.", caption_rect=(72, 320, 400, 330),
        bbox=tuple(box), crop=tuple(box), source="raster", whole_page_fallback=False, text=(),
        blockers=(),
    )  # fmt: skip
    fig = figure_input(page, region, b"")
    assert fig.chart_status == "read"
    assert not fig.raster
    (chart,) = fig.charts
    assert chart.chart_type == "pie"


def test_category_names_along_the_zero_line_of_bars_above_and_below_it() -> None:
    """Bars that run both ways from zero, the month names set just under the zero line inside
    the frame (not under its bottom edge): each bar takes its month's name."""
    months = ["Jan", "Feb", "Mar", "Apr", "May"]
    data = {
        "Temperature": [0.12, 0.21, -0.22, -0.41, 0.08],
        "Rain": [0.05, -0.11, 0.38, 0.46, -0.2],
    }
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(140, 120, 440, 300), (0, 5), (-0.6, 0.6))
    ax.draw(None, [-0.6, -0.4, -0.2, 0.2, 0.4, 0.6], None, "Correlation (r)")
    zero = ax.pt(0, 0).y
    for c, month in enumerate(months):
        ax.text(ax.pt(c + 0.5, 0).x, zero + 10, month, anchor="center")
        for s, (name, color) in enumerate(zip(data, (RED, BLUE), strict=True)):
            v = data[name][c]
            left = ax.pt(c + 0.15 + 0.35 * s, 0).x
            top, bottom = sorted((ax.pt(0, v).y, zero))
            page.draw_rect(pymupdf.Rect(left, top, left + 20, bottom), color=None, fill=color)
    for i, (name, color) in enumerate(zip(data, (RED, BLUE), strict=True)):
        ax.legend_patch(i, name, color)
    (chart,) = read_chart(_reopen(doc), pymupdf.Rect(80, 100, 470, 340))
    assert chart.x_categories == months
    read = {s.name: [(chart.x_categories[round(x)], y) for x, y in s.points] for s in chart.series}
    for name, values in data.items():
        assert [m for m, _ in read[name]] == months
        assert [y for _, y in read[name]] == pytest.approx(values, abs=0.02), name


def test_error_bars_in_the_line_colour_do_not_join_the_line() -> None:
    """One path per series, as gnuplot writes it: the curve, then an error bar with caps at each
    point in the same ink. The bar at the first x is an upright stroke like a step's riser, but
    its ends do not meet the curve's start, so it stays out of the line: the first x keeps one
    value and the bars make no series of their own."""
    data = {"Reads": [(1, 21.0), (3, 38.5), (5, 52.0), (7, 60.5), (9, 64.0)],
            "Writes": [(1, 9.0), (3, 14.5), (5, 18.0), (7, 19.5), (9, 20.0)]}  # fmt: skip
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(140, 120, 440, 300), (0, 10), (0, 80))
    ax.draw(range(0, 11, 2), range(0, 81, 20), "Servers", "Throughput (k ops/s)")
    for i, (name, color) in enumerate(((n, c) for n, c in zip(data, (BLUE, RED), strict=True))):
        pts = data[name]
        shape = page.new_shape()
        shape.draw_polyline([ax.pt(x, y) for x, y in pts])
        for x, y in pts:
            lo, hi = ax.pt(x, y - 0.12 * y), ax.pt(x, y + 0.15 * y)
            shape.draw_line(lo, hi)
            for end in (lo, hi):
                shape.draw_line(end - (1.5, 0), end + (1.5, 0))
        shape.finish(color=color, width=0.5, closePath=False)
        shape.commit()
        ax.legend_line(i, name, color, width=1.2)
    (chart,) = read_chart(_reopen(doc), pymupdf.Rect(80, 100, 470, 340))
    read = {s.name: s.points for s in chart.series}
    assert set(read) == set(data)
    for name, pts in data.items():
        assert [round(x) for x, _ in read[name]] == [x for x, _ in pts], (name, read[name])
        assert [y for _, y in read[name]] == pytest.approx([y for _, y in pts], abs=0.5), name
