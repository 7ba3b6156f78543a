"""Charts whose axes are each one polyline that runs out and back along every tick, on all
four sides of the plot, drawn twice with their tick labels (gri, through PostScript and
Ghostscript, redraws the axes with every curve). The axis line is then a row of short pieces
between ticks, the top and right axes are black polylines inside the plot's reach, and every
tick label is printed twice at the same place: none of it may hide the scale or become data."""

from __future__ import annotations

import pymupdf

from paperlens.figures.charts import read_chart

BLACK, RED = (0.0, 0.0, 0.0), (1.0, 0.0, 0.0)
FRAME = pymupdf.Rect(80, 40, 400, 240)
TICK = 5.0


def _axis(
    page: pymupdf.Page,
    a: pymupdf.Point,
    b: pymupdf.Point,
    n: int,
    out: pymupdf.Point,
    offset: float = 0.0,
) -> None:
    """One polyline from ``a`` to ``b``: at each of ``n + 1`` ticks (shifted by ``offset`` of a
    step: 0.5 puts them at category centres) it runs out along ``out`` and back, then on."""
    pts = [a]
    for i in range(n + 1):
        t = (i + offset) / (n + 2 * offset) if offset else i / n
        p = a + (b - a) * t
        pts += [p, p + out * TICK, p]
    pts.append(b)
    shape = page.new_shape()
    shape.draw_polyline(pts)
    shape.finish(color=BLACK, width=0.36, closePath=False)
    shape.commit()


def _axes(page: pymupdf.Page, xs: list[str], ys: list[str]) -> None:
    f = FRAME
    _axis(page, f.bl, f.br, len(xs) - 1, pymupdf.Point(0, 1))
    _axis(page, f.tl, f.tr, len(xs) - 1, pymupdf.Point(0, -1))
    _axis(page, f.bl, f.tl, len(ys) - 1, pymupdf.Point(-1, 0))
    _axis(page, f.br, f.tr, len(ys) - 1, pymupdf.Point(1, 0))
    for i, label in enumerate(xs):
        x = f.x0 + i * f.width / (len(xs) - 1)
        page.insert_text((x - 3 * len(label), f.y1 + 16), label, fontsize=10)
    for i, label in enumerate(ys):
        y = f.y1 - i * f.height / (len(ys) - 1)
        page.insert_text((f.x0 - 8 - 6 * len(label), y + 3.5), label, fontsize=10)
    page.insert_text((200, f.y1 + 30), "Months after planting", fontsize=10)


def _to_page(x: float, y: float, x_max: float, y_max: float) -> pymupdf.Point:
    return pymupdf.Point(FRAME.x0 + x / x_max * FRAME.width, FRAME.y1 - y / y_max * FRAME.height)


def test_lines_on_axes_drawn_as_tick_polylines_twice_are_read() -> None:
    truth = {
        "Local": [1.3, 3.6, 7.9, 12.7, 16.0, 14.3, 10.6, 8.2],
        "Tolerant": [1.0, 2.4, 4.1, 6.3, 7.2, 6.8, 5.1, 4.0],
    }
    doc = pymupdf.open()
    page = doc.new_page(width=460, height=300)
    xs, ys = [str(i) for i in range(10)], [str(v) for v in range(0, 19, 3)]
    for k, (name, values) in enumerate(truth.items()):
        _axes(page, xs, ys)  # the axes and their labels again with every curve
        color = (BLACK, RED)[k]
        pts = [_to_page(i + 1, v, 9, 18) for i, v in enumerate(values)]
        page.draw_polyline(pts, color=color, width=1.2)
        for p in pts:
            page.draw_circle(p, 2.2, color=None, fill=color)
        page.draw_line((300, 60 + 14 * k), (316, 60 + 14 * k), color=color, width=1.2)
        page.insert_text((320, 64 + 14 * k), name, fontsize=10)
    doc = pymupdf.open("pdf", doc.tobytes())

    (chart,) = read_chart(doc[0], doc[0].rect)

    assert chart.x_range == (0.0, 9.0) or abs(chart.x_range[1] - 9.0) < 0.01
    assert not any("two tick labels" in n for n in chart.notes), chart.notes
    got = {s.name: s.points for s in chart.series}
    assert set(got) == set(truth), got  # the frame's polylines are no series
    for name, values in truth.items():
        assert len(got[name]) == len(values)
        for (x, y), (i, v) in zip(got[name], enumerate(values), strict=True):
            assert abs(x - (i + 1)) < 0.05 and abs(y - v) < 0.1, (name, got[name])


def test_columns_drawn_box_by_box_on_tick_polyline_axes_are_read() -> None:
    months = ["okt", "nov", "des", "jan", "feb"]
    values = [42.0, 318.0, 655.0, 812.0, 590.0]
    doc = pymupdf.open()
    page = doc.new_page(width=460, height=300)
    f = FRAME
    _axis(page, f.bl, f.tl, 9, pymupdf.Point(-1, 0))
    _axis(page, f.bl, f.br, len(months) - 1, pymupdf.Point(0, 1), offset=0.5)
    for i, label in enumerate(str(100 * k) for k in range(10)):
        y = f.y1 - i * f.height / 9
        page.insert_text((f.x0 - 8 - 6 * len(label), y + 3.5), label, fontsize=10)
    slot = f.width / len(months)
    for i, (month, v) in enumerate(zip(months, values, strict=True)):
        x0 = f.x0 + (i + 0.2) * slot
        top = f.y1 - v / 900 * f.height
        shape = page.new_shape()  # one box, filled grey without an outline
        shape.draw_polyline(
            [(x0, f.y1), (x0, top), (x0 + 0.6 * slot, top), (x0 + 0.6 * slot, f.y1)]
        )
        shape.finish(color=None, fill=(0.55, 0.55, 0.55), closePath=True)
        shape.commit()
        page.insert_text((x0 + 0.3 * slot - 8, f.y1 + 16), month, fontsize=10)
    doc = pymupdf.open("pdf", doc.tobytes())

    (chart,) = read_chart(doc[0], doc[0].rect)

    assert chart.x_categories == months
    (bars,) = [s for s in chart.series if s.points]
    assert [round(v) for _, v in bars.points] == [round(v) for v in values]
