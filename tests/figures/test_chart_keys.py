"""Keys and titles as GLE and MetaPost draw them: the key's marker set beside its line sample,
not on it (it is no data point, wherever it stands inside the plot); names typeset with TeX's
ligatures ("outﬂow" with one "ﬂ" glyph), read as the words a reader types; an upright y title
whose top tick label ("10000") is wider than the others and reaches over the title's column."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import unicode_font

from paperlens.figures.charts import read_chart

COLORS = ((0.0, 0.0, 0.0), (0.0, 0.0, 1.0), (0.13, 0.55, 0.13))


def _text(page: pymupdf.Page, at: tuple[float, float], s: str, size: float = 8, rotate: int = 0):  # type: ignore[no-untyped-def]
    page.insert_text(at, s, fontsize=size, fontname="uni", fontfile=unicode_font(), rotate=rotate)


CASES = [
    pytest.param(
        list(range(2014, 2024)),
        {
            "Inﬂow (all cells)": [41, 38, 35, 22, 14, 11, 9, 12, 8, 7],
            "Oak Street outﬂow": [58, 61, 55, 63, 59, 66, 62, 57, 60, 54],
        },
        (0, 100, 20),
        id="years-two-series",
    ),
    pytest.param(
        list(range(1, 9)),
        {
            "Eﬄuent A": [120, 180, 240, 210, 300, 280, 350, 330],
            "Eﬄuent B": [90, 95, 150, 160, 140, 200, 190, 230],
            "Reﬁned": [40, 60, 55, 80, 90, 85, 120, 110],
        },
        (0, 400, 100),
        id="weeks-three-series",
    ),
]


@pytest.mark.parametrize(("xs", "series", "yaxis"), CASES)
def test_key_marker_beside_its_sample_is_no_point_and_ligatures_are_letters(
    xs, series, yaxis
) -> None:  # type: ignore[no-untyped-def]
    lo, hi, step = yaxis
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 130.0, 490.0, 80.0, 300.0

    def px(x: float) -> float:
        return x0 + 15 + (x - xs[0]) / (xs[-1] - xs[0]) * (x1 - x0 - 30)

    def py(v: float) -> float:
        return y1 - (v - lo) / (hi - lo) * (y1 - y0)

    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=(0, 0, 0), width=0.57)
    for x in xs:
        page.draw_line((px(x), y1), (px(x), y1 - 4), color=(0, 0, 0), width=0.57)
        _text(page, (px(x) - 9, y1 + 12), str(x))
    for v in range(lo, hi + 1, step):
        page.draw_line((x0, py(v)), (x0 + 4, py(v)), color=(0, 0, 0), width=0.57)
        w = pymupdf.Font(fontfile=unicode_font()).text_length(str(v), fontsize=8)
        _text(page, (x0 - 4 - w, py(v) + 3), str(v))
    # the key, top right inside the plot: marker, then line sample, then the name (GLE)
    page.draw_rect(pymupdf.Rect(x1 - 150, y0 + 8, x1 - 6, y0 + 12 + 12 * len(series)),
                   color=(0, 0, 0), fill=(1, 1, 1), width=0.57)  # fmt: skip
    for k, (name, vs) in enumerate(series.items()):
        pts = [pymupdf.Point(px(x), py(v)) for x, v in zip(xs, vs, strict=True)]
        page.draw_polyline(pts, color=COLORS[k], width=0.57)
        for p in pts:
            page.draw_circle(p, 3.2, color=COLORS[k], fill=COLORS[k], width=0.57)
        ky = y0 + 16 + 12 * k
        page.draw_circle((x1 - 142, ky), 3.2, color=COLORS[k], fill=COLORS[k], width=0.57)
        page.draw_line((x1 - 134, ky), (x1 - 116, ky), color=COLORS[k], width=0.57)
        _text(page, (x1 - 112, ky + 3), name)
    doc = pymupdf.open("pdf", doc.tobytes())

    (chart,) = read_chart(doc[0], pymupdf.Rect(60, 60, 540, 330))
    plain = {
        n.replace("ﬂ", "fl").replace("ﬄ", "ffl").replace("ﬁ", "fi"): v for n, v in series.items()
    }
    got = {s.name: s.points for s in chart.series}
    assert set(got) == set(plain), got.keys()
    for name, vs in plain.items():
        # one point per year: the key's marker is not one of them
        assert [x for x, _ in got[name]] == [float(x) for x in xs], (name, got[name])
        for (_, y), v in zip(got[name], vs, strict=True):
            assert abs(y - v) <= 0.01 * (hi - lo)


def test_upright_y_title_under_a_wide_top_tick_label() -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 140.0, 480.0, 80.0, 300.0
    decades = [10, 100, 1000, 10000]
    font = pymupdf.Font(fontfile=unicode_font())
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=(0, 0, 0), width=0.5)
    for i, v in enumerate(decades):
        y = y1 - i * (y1 - y0) / 3
        page.draw_line((x0, y), (x0 + 4, y), color=(0, 0, 0), width=0.5)
        w = font.text_length(str(v), fontsize=10)
        _text(page, (x0 - 3 - w, y + 3.5), str(v), size=10)
    for i, c in enumerate(["E1", "E2", "E3", "E4"]):
        x = x0 + 40 + i * 85
        page.draw_line((x, y1), (x, y1 - 4), color=(0, 0, 0), width=0.5)
        _text(page, (x - 6, y1 + 13), c, size=10)
    title = "Total fibres (count/L, log scale)"
    # upright, its column under the wide "10000" but clear of the narrower labels
    _text(page, (x0 - 32, y1 - 20), title, size=10, rotate=90)
    pts = [pymupdf.Point(x0 + 40 + i * 85, y1 - (i + 1) * 50) for i in range(4)]
    page.draw_polyline(pts, color=(0.8, 0.1, 0.1), width=1)
    doc = pymupdf.open("pdf", doc.tobytes())

    (chart,) = read_chart(doc[0], pymupdf.Rect(60, 60, 520, 330))
    assert chart.y_log and chart.y_label == title
