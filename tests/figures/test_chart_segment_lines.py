"""Lines drawn a segment at a time, in one ink: grap and pic (troff) draw each segment, each
dash and each dot of a line as a path of its own, so three black series interleave their
pieces along x. Each line must keep its own pieces and its own markers, the dotted one too
(its dots are strokes of no length), and each is named by the label set at its end."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from figures.chart_forms import BLACK, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart

_YEARS = [1997, 2002, 2007, 2012, 2017, 2022]
_SERIES = {
    "Deer Lake": [169, 166, 164, 160, 159, 156],  # solid, filled dots
    "Ashby Lake": [149, 146, 141, 136, 132, 129],  # dashed, squares
    "Crane Lake": [141, 137, 132, 126, 121, 115],  # dotted, circles
}


def _segment(page: pymupdf.Page, a: pymupdf.Point, b: pymupdf.Point, style: str) -> None:
    """One segment between two data points, as pic draws it: whole, in dashes, or in dots."""
    if style == "solid":
        page.draw_line(a, b, color=BLACK, width=0.4)
        return
    d = abs(b - a)
    u = (b - a) / d
    step, on = (7.0, 3.6) if style == "dashed" else (3.5, 0.0)
    t = 0.0
    while t < d:
        p = a + u * t
        page.draw_line(p, a + u * min(t + on, d), color=BLACK, width=0.4, lineCap=1)
        t += step


def _marker(page: pymupdf.Page, c: pymupdf.Point, style: str) -> None:
    if style == "solid":
        page.draw_circle(c, 1.6, color=BLACK, fill=BLACK, width=0.4)
    elif style == "dashed":  # a box drawn side by side, each side a path of its own
        r = 2.5
        corners = [c + (-r, r), c + (r, r), c + (r, -r), c + (-r, -r)]
        for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
            page.draw_line(a, b, color=BLACK, width=0.4)
    else:
        page.draw_circle(c, 2.5, color=BLACK, width=0.4)


def _lake_ice(tmp_path: Path) -> pymupdf.Page:
    doc, page = new_page()
    plot = Plot(page, (100, 110, 460, 330), (1995, 2029), (100, 180))
    plot.axes(range(1995, 2026, 5), range(100, 181, 20))
    for (name, values), style in zip(_SERIES.items(), ("solid", "dashed", "dotted"), strict=True):
        pts = [plot.pt(x, y) for x, y in zip(_YEARS, values, strict=True)]
        for a, b in zip(pts, pts[1:], strict=False):
            _segment(page, a, b, style)
        for p in pts:
            _marker(page, p, style)
        end = plot.pt(2022.8, values[-1])
        plot.text(end.x, end.y + 2.5, name)  # labelled at its end, no legend
    return saved(doc, tmp_path, "lakeice")


def test_black_lines_drawn_a_segment_at_a_time_keep_their_pieces_and_names(
    tmp_path: Path,
) -> None:
    (chart,) = read_chart(_lake_ice(tmp_path), REGION)
    got = {s.name: s for s in chart.series if s.points}
    assert set(got) == set(_SERIES), sorted(got)
    for name, values in _SERIES.items():
        for year, value in zip(_YEARS, values, strict=True):
            near = min(got[name].points, key=lambda p: abs(p[0] - year))
            assert near[0] == pytest.approx(year, abs=0.3), (name, year)
            assert near[1] == pytest.approx(value, abs=1.0), (name, year)
    assert not any(s.kind == "scatter" for s in chart.series)
    styles = {s.name: s.style for s in chart.series}
    assert "dashed" in (styles["Ashby Lake"] or ""), styles


def test_wide_dots_of_no_length_are_the_markers_of_their_line(tmp_path: Path) -> None:
    """Gnumeric draws each point's marker as a stroke of no length with a wide round cap: a
    marker on its line, not a dotted line of its own beside it."""
    doc, page = new_page()
    months = list(range(12))
    rain = {
        "Sambava": [340, 310, 295, 230, 190, 200, 210, 175, 140, 55, 120, 230],
        "Andapa": [290, 275, 260, 200, 160, 135, 150, 130, 110, 40, 95, 205],
    }
    plot = Plot(page, (100, 110, 460, 330), (-0.5, 11.5), (0, 400))
    plot.axes(months, range(0, 401, 100))
    for (name, values), colour in zip(
        rain.items(), [(0.16, 0.44, 0.59), (0.71, 0.4, 0.11)], strict=True
    ):
        pts = [plot.pt(x, y) for x, y in zip(months, values, strict=True)]
        page.draw_polyline(pts, color=colour, width=1.2)
        for p in pts:
            page.draw_line(p, p, color=colour, width=4.25, lineCap=1)
        # the legend, top right: a line sample with its marker, then the name
        y = 122 + 12 * list(rain).index(name)
        page.draw_line((380, y), (400, y), color=colour, width=1.2)
        page.draw_line((390, y), (390, y), color=colour, width=4.25, lineCap=1)
        plot.text(405, y + 2.5, name)
    _assert_read(saved(doc, tmp_path, "rain"), rain)


def test_a_legend_with_a_title_keeps_every_entry(tmp_path: Path) -> None:
    """Entries whose samples are markers alone, set in a column under a left-aligned title, are
    a legend: the title beside them is no sign that they are labels at lines' ends."""
    doc, page = new_page()
    days = [2, 4, 6, 8, 10, 12, 14, 16]
    flowers = {
        "Control": [4, 11, 23, 38, 31, 19, 9, 3],
        "Mild": [3, 10, 21, 35, 30, 18, 8, 2],
        "Severe": [1, 5, 12, 21, 19, 12, 6, 2],
    }
    colours = [(0.12, 0.27, 0.75), (0.08, 0.51, 0.24), (0.78, 0.12, 0.12)]
    plot = Plot(page, (100, 110, 460, 330), (0, 18), (0, 45))
    plot.axes(range(0, 19, 2), range(0, 46, 5))
    plot.text(385, 121, "Stress")  # the legend's title, left-aligned with its names
    for k, ((name, values), colour) in enumerate(zip(flowers.items(), colours, strict=True)):
        pts = [plot.pt(x, y) for x, y in zip(days, values, strict=True)]
        page.draw_polyline(pts, color=colour, width=1.0)
        for p in pts:
            page.draw_rect(
                pymupdf.Rect(p.x - 2, p.y - 2, p.x + 2, p.y + 2), color=colour, width=0.6
            )
        y = 133 + 12 * k
        page.draw_rect(pymupdf.Rect(375 - 2, y - 2, 375 + 2, y + 2), color=colour, width=0.6)
        plot.text(385, y + 2.5, name)
    _assert_read(saved(doc, tmp_path, "flowers"), flowers)


def _assert_read(page: pymupdf.Page, truth: dict[str, list[int]]) -> None:
    """The page's one chart reads exactly these series, each with these values left to right."""
    (chart,) = read_chart(page, REGION)
    got = {s.name: s.points for s in chart.series if s.points}
    assert set(got) == set(truth), sorted(got)
    for name, values in truth.items():
        assert [round(y) for _, y in sorted(got[name])] == values, (name, sorted(got[name]))
