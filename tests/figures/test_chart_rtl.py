"""Charts drawn by right-to-left writers: names in Hebrew or Arabic set character by character
from the right (TCPDF's visual order), a legend inside the plot whose line samples stand right
of their names and may lie along a dotted gridline; SVG columns (leather) with very light
(#eee) gridlines and no y axis line, whose right-to-left category names a converter anchors
off their bars. Every series keeps its whole name and every bar its own name."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import unicode_font

from paperlens.figures.charts import read_chart

GRID = (0.67, 0.67, 0.67)
COLORS = ((0.78, 0.12, 0.12), (0.9, 0.55, 0.0), (0.08, 0.43, 0.2))


def _font() -> pymupdf.Font:
    return pymupdf.Font(fontfile=unicode_font())


def _rtl(page: pymupdf.Page, right: float, y: float, text: str, size: float = 7) -> float:
    """Write ``text`` (logical order) from ``right`` leftwards, a character at a time, as a
    visual-order writer does; returns the left end."""
    font = _font()
    x = right
    for ch in text:
        w = font.text_length(ch, fontsize=size)
        x -= w
        if not ch.isspace():
            page.insert_text((x, y), ch, fontsize=size, fontname="uni", fontfile=unicode_font())
    return x


def _rtl_width(text: str, size: float = 7) -> float:
    return _font().text_length(text, fontsize=size)


def _page() -> tuple[pymupdf.Document, pymupdf.Page]:
    doc = pymupdf.open()
    return doc, doc.new_page(width=595, height=842)


def _reopen(doc: pymupdf.Document) -> pymupdf.Page:
    return pymupdf.open("pdf", doc.tobytes())[0]


LINES = [
    pytest.param(
        ["כיסוי נמוך", "כיסוי בינוני", "כיסוי גבוה"],
        [[27.9, 30.6, 33.4, 35.2, 35.8, 34.6, 32.1, 29.8],
         [27.6, 29.8, 32.2, 34.1, 34.7, 33.6, 31.2, 29.5],
         [27.2, 29.1, 31.0, 32.6, 33.1, 32.3, 30.4, 28.6]],
        (26, 37),
        id="hebrew-shared-first-word",
    ),
    pytest.param(
        ["شارع واسع", "شارع ضيق", "حديقة عامة"],
        [[18.0, 22.5, 26.0, 24.5, 20.0, 17.5, 16.0, 15.0],
         [17.0, 20.0, 23.5, 23.0, 19.5, 16.5, 15.5, 14.5],
         [15.0, 17.0, 19.0, 18.5, 16.0, 14.5, 13.5, 13.0]],
        (12, 28),
        id="arabic",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("names", "values", "ylim"), LINES)
def test_right_to_left_legend_over_a_dotted_grid_names_every_line(names, values, ylim) -> None:  # type: ignore[no-untyped-def]
    doc, page = _page()
    x0, x1, y0, y1 = 110.0, 480.0, 80.0, 240.0
    lo, hi = ylim

    def py(v: float) -> float:
        return y1 - (v - lo) / (hi - lo) * (y1 - y0)

    def px(i: int) -> float:
        return x0 + 10 + i * (x1 - x0 - 20) / 7

    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=(0, 0, 0), width=0.7)
    for v in range(lo, hi + 1):
        page.draw_line((x0, py(v)), (x1, py(v)), color=GRID, width=0.28, dashes="[1 1] 0")
        page.draw_line((x0 - 3, py(v)), (x0, py(v)), color=(0, 0, 0), width=0.7)
        page.insert_text((x0 - 14, py(v) + 2.5), str(v), fontsize=7)
    for i in range(8):
        page.draw_line((px(i), y1), (px(i), y1 + 3), color=(0, 0, 0), width=0.7)
        label = f"{6 + 2 * i:02d}:00"
        page.insert_text((px(i) - 8, y1 + 11), label, fontsize=7)
    dashes = ("", "[3 1.5] 0", "[1 1] 0")
    for k, (name, vs) in enumerate(zip(names, values, strict=True)):
        pts = [pymupdf.Point(px(i), py(v)) for i, v in enumerate(vs)]
        page.draw_polyline(pts, color=COLORS[k], width=1.42, dashes=dashes[k] or None)
        for p in pts:
            page.draw_circle(p, 1.6, color=COLORS[k], fill=COLORS[k], width=0.85)
        # the legend, top right inside the plot: the sample right of the name, each sample
        # level with a gridline
        ly = py(hi - 1 - k)
        page.draw_line((x1 - 27, ly), (x1 - 10, ly), color=COLORS[k], width=1.42,
                       dashes=dashes[k] or None)  # fmt: skip
        _rtl(page, x1 - 30, ly + 2.5, name)
    page = _reopen(doc)

    (chart,) = read_chart(page, pymupdf.Rect(60, 60, 520, 270))
    got = {s.name: s.points for s in chart.series}
    assert set(got) == set(names), got.keys()
    for name, vs in zip(names, values, strict=True):
        assert [round(y, 1) for _, y in got[name]] == pytest.approx(vs, abs=0.15), name


COLUMNS = [
    pytest.param(
        ["אספלט חשוף", "אבן משתלבת", "מדרכת בטון בהירה", "אספלט בצל עצים", "דשא מושקה"],
        [61.2, 53.4, 48.7, 39.9, 38.6], 70, 10, id="hebrew",
    ),
    pytest.param(
        ["خرسانة", "أسفلت قديم", "حجر", "عشب"], [420.0, 515.0, 260.0, 130.0], 600, 100,
        id="arabic",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("names", "values", "top", "step"), COLUMNS)
def test_columns_with_faint_gridlines_and_right_to_left_names_set_off_their_bars(
    names, values, top, step
) -> None:  # type: ignore[no-untyped-def]
    doc, page = _page()
    x0, x1, y0, y1 = 100.0, 520.0, 520.0, 650.0
    faint = (0.933, 0.933, 0.933)

    def py(v: float) -> float:
        return y1 - v / top * (y1 - y0)

    for v in range(step, top + 1, step):
        page.draw_line((x0, py(v)), (x1, py(v)), color=faint, width=0.75)
        page.insert_text((x0 - 22, py(v) - 2), str(v), fontsize=7)  # set on the gridline
    page.insert_text((x0 - 12, y1 - 2), "0", fontsize=7)
    page.draw_line((x0, y1), (x1, y1), color=(0.66, 0.66, 0.66), width=0.75)
    slot = (x1 - x0) / len(names)
    for i, (name, v) in enumerate(zip(names, values, strict=True)):
        cx = x0 + (i + 0.5) * slot
        page.draw_rect(pymupdf.Rect(cx - 0.45 * slot, py(v), cx + 0.45 * slot, y1),
                       color=None, fill=(0.36, 0.5, 0.58))  # fmt: skip
        # anchored "middle", but shifted by half its width once more: right of the name at
        # the bar's centre minus half the name's width
        w = _rtl_width(name)
        _rtl(page, cx - w / 2 + 0.25 * w, y1 + 9, name)
    page = _reopen(doc)

    (chart,) = read_chart(page, pymupdf.Rect(60, 500, 540, 675))
    assert chart.x_categories is not None and sorted(chart.x_categories) == sorted(names)
    (series,) = chart.series
    read = {chart.x_categories[int(x)]: y for x, y in series.points}
    for name, v in zip(names, values, strict=True):
        assert read[name] == pytest.approx(v, abs=0.01 * top), (name, read)
