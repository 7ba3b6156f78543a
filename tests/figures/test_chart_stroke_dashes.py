"""Charts drawn the way PLplot (cairo) and GNU plotutils draw them: a dashed line is one short
path per dash, not one path with a dash pattern, and markers are characters of a text font
(PLplot's "•", "□", "△", "×"), also in the legend, where the sample is a dashed line drawn dash
by dash with the marker character on it, or the marker character alone."""

from __future__ import annotations

import math

import pymupdf
from figures.chart_forms import BLUE, RED, REGION, Plot, new_page, saved, unicode_font

from paperlens.figures.charts import read_chart


def _glyph(plot: Plot, x: float, y: float, ch: str, color, size: float = 9.0) -> None:  # type: ignore[no-untyped-def]
    """A marker character centred on (x, y) in data units (or on a page point)."""
    c = plot.pt(x, y)
    _glyph_at(plot.page, c.x, c.y, ch, color, size)


def _glyph_at(page: pymupdf.Page, cx: float, cy: float, ch: str, color, size: float = 9.0) -> None:  # type: ignore[no-untyped-def]
    font = pymupdf.Font(fontfile=unicode_font())
    w = font.text_length(ch, fontsize=size)
    page.insert_text(
        (cx - w / 2, cy + 0.3 * size), ch, fontsize=size, color=color,
        fontname="uni", fontfile=unicode_font(),
    )  # fmt: skip


def _dashed(
    page: pymupdf.Page, pts: list[pymupdf.Point], color, dash: float = 2.5, gap: float = 1.5
) -> None:  # type: ignore[no-untyped-def]
    """A dashed polyline drawn one path per dash; a dash that runs over a vertex bends there,
    as a plotting library that dashes by itself draws it."""
    on, left, piece = True, dash, [pts[0]]
    for a, b in zip(pts, pts[1:], strict=False):
        n = math.dist(a, b)
        t = 0.0
        while n - t > left:
            t += left
            p = a + (b - a) * (t / n)
            if on:
                piece.append(p)
                page.draw_polyline(piece, color=color, width=1.0)
            piece = [p]
            on, left = not on, gap if on else dash
        left -= n - t
        if on:
            piece.append(b)
        else:
            piece = [b]
    if on and len(piece) > 1:
        page.draw_polyline(piece, color=color, width=1.0)


def test_dashed_line_drawn_dash_by_dash_with_text_markers_and_an_inside_legend(tmp_path) -> None:
    doc, page = new_page()
    plot = Plot(page, (90, 110, 520, 330), (0, 26), (0, 120))
    plot.axes([0, 5, 10, 15, 20, 25], [0, 20, 40, 60, 80, 100, 120])
    xs = [1, 4, 7, 10, 13, 16, 19, 22, 25]
    truth = {
        "2023": [14, 38, 71, 96, 88, 64, 41, 19, 6],
        "2024": [22, 57, 84, 69, 45, 27, 12, 4, 1],
    }
    plot.line(list(zip(xs, truth["2023"], strict=True)), RED)
    _dashed(page, [plot.pt(x, y) for x, y in zip(xs, truth["2024"], strict=True)], BLUE)
    for x, a, b in zip(xs, truth["2023"], truth["2024"], strict=True):
        _glyph(plot, x, a, "•", RED)
        _glyph(plot, x, b, "□", BLUE)
    # the legend, inside the frame at the top right: samples with the marker on them
    for k, (name, color) in enumerate([("2023", RED), ("2024", BLUE)]):
        y = 125 + 14 * k
        if k == 0:
            page.draw_line((420, y), (446, y), color=color, width=1.0)
        else:
            _dashed(page, [pymupdf.Point(420, y), pymupdf.Point(446, y)], color)
        _glyph_at(page, 433, y, "•□"[k], color)
        plot.text(452, y + 2.5, name)
    (chart,) = read_chart(saved(doc, tmp_path, "dash_by_dash"), REGION)
    got = {s.name: s.points for s in chart.series}
    assert set(got) == {"2023", "2024"}, got
    for name, ys in truth.items():
        assert [round(x) for x, _ in got[name]] == xs, (name, got[name])  # no legend marker
        assert all(abs(y - t) <= 1.5 for (_, y), t in zip(got[name], ys, strict=True)), got[name]


def test_scatter_of_text_crosses_and_squares_named_by_a_glyph_legend(tmp_path) -> None:
    """Two groups drawn as "×" and "□" characters; the legend is each character before its
    name, with no drawn sample at all."""
    doc, page = new_page()
    plot = Plot(page, (90, 110, 520, 330), (4, 11), (20, 90))
    plot.axes([4, 5, 6, 7, 8, 9, 10, 11], [20, 30, 40, 50, 60, 70, 80, 90])
    young = [(6.2, 48), (7.1, 55), (8.4, 66), (9.0, 71), (10.3, 80)]
    old = [(4.8, 28), (5.5, 34), (6.6, 39), (7.2, 44), (8.1, 50)]
    for x, y in young:
        _glyph(plot, x, y, "×", RED)
    for x, y in old:
        _glyph(plot, x, y, "□", BLUE)
    for k, (ch, name, color) in enumerate([("×", "young", RED), ("□", "old", BLUE)]):
        y = 125 + 14 * k
        _glyph_at(page, 110, y, ch, color)
        plot.text(118, y + 2.5, name)
    (chart,) = read_chart(saved(doc, tmp_path, "glyph_legend"), REGION)
    got = {s.name: s.points for s in chart.series}
    assert set(got) == {"young", "old"}, got
    for name, truth in (("young", young), ("old", old)):
        assert len(got[name]) == len(truth), (name, got[name])  # the legend's glyph is no point
        for (x, y), (tx, ty) in zip(got[name], truth, strict=True):
            assert abs(x - tx) <= 0.1 and abs(y - ty) <= 1.0, (name, got[name])


def test_crosses_drawn_as_separate_strokes_stay_a_scatter(tmp_path) -> None:
    """Each arm of an "x" marker is a path of its own: short slanted strokes of one colour, but
    crossing each other and far apart, so they are markers and not the dashes of a line."""
    doc, page = new_page()
    plot = Plot(page, (90, 110, 520, 330), (0, 10), (0, 10))
    plot.axes(range(11), range(11))
    pts = [(1, 2), (2, 3.5), (3, 3), (4, 5), (5, 4.5), (6, 6), (7, 7.5), (8, 7), (9, 8.5)]
    for x, y in pts:
        c = plot.pt(x, y)
        page.draw_line(c - (2, 2), c + (2, 2), color=RED, width=0.6)
        page.draw_line(c - (2, -2), c + (2, -2), color=RED, width=0.6)
    (chart,) = read_chart(saved(doc, tmp_path, "stroke_crosses"), REGION)
    (series,) = chart.series
    assert series.kind == "scatter"
    assert [(round(x), round(y, 1)) for x, y in series.points] == pts


def test_solid_line_drawn_in_short_pieces_is_one_solid_series(tmp_path) -> None:
    """A line written as one short path per segment (no gaps between them) is one solid line,
    not a dashed one, and not split where its pieces grow longer."""
    doc, page = new_page()
    plot = Plot(page, (90, 110, 520, 330), (0, 40), (0, 10))
    plot.axes(range(0, 41, 10), range(11))
    xs = [x / 2 for x in range(81)]
    pts = [plot.pt(x, 5 + 4 * math.sin(x / 4)) for x in xs]
    for a, b in zip(pts, pts[1:], strict=False):
        page.draw_line(a, b, color=RED, width=1.0)
    (chart,) = read_chart(saved(doc, tmp_path, "pieces"), REGION)
    (series,) = chart.series
    assert series.kind == "line" and series.style != "dashed"
    assert abs(series.points[0][0]) <= 0.3 and abs(series.points[-1][0] - 40) <= 0.3
    peak = max(series.points, key=lambda p: p[1])
    assert abs(peak[1] - 9) <= 0.2, peak
