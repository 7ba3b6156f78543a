"""A pie whose big wedge is drawn with a few Bézier quarters (nivo), and whose small wedges are
named by link labels: a short leader line from each wedge's rim to a name set wherever there is
room, not in the wedge's direction. Each share is read from the arc the wedge outlines, and
each name from the wedge its leader line starts on."""

from __future__ import annotations

import math

import pymupdf

from paperlens.figures.charts import read_chart

SHARES = {"CH4": 91.8, "N2": 1.9, "CO2": 5.9, "Other": 0.4}
COLOURS = {
    "CH4": (0.23, 0.43, 0.56),
    "N2": (0.78, 0.45, 0.23),
    "CO2": (0.48, 0.6, 0.29),
    "Other": (0.6, 0.56, 0.69),
}
GREY = (0.47, 0.47, 0.47)


def _wedge(
    page: pymupdf.Page, c: tuple[float, float], r: float, a0: float, a1: float, fill
) -> None:  # type: ignore[no-untyped-def]
    """A wedge from angle a0 to a1 (degrees, counter-clockwise from page right), its arc drawn
    with as few cubic Béziers as quarters allow, as nivo's SVG arcs become in a PDF."""

    def at(a: float, radius: float = r) -> tuple[float, float]:
        return c[0] + radius * math.cos(math.radians(a)), c[1] - radius * math.sin(math.radians(a))

    shape = page.new_shape()
    shape.draw_line(c, at(a0))
    pieces = max(1, math.ceil((a1 - a0) / 90))
    step = (a1 - a0) / pieces
    k = 4 / 3 * math.tan(math.radians(step) / 4)
    for i in range(pieces):
        s, e = a0 + i * step, a0 + (i + 1) * step
        p0, p3 = at(s), at(e)
        p1 = (p0[0] - k * r * math.sin(math.radians(s)), p0[1] - k * r * math.cos(math.radians(s)))
        p2 = (p3[0] + k * r * math.sin(math.radians(e)), p3[1] + k * r * math.cos(math.radians(e)))
        shape.draw_bezier(p0, p1, p2, p3)
    shape.draw_line(at(a1), c)
    shape.finish(fill=fill, color=None, closePath=True)
    shape.commit()


def _pie() -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=500, height=400)
    cx, cy, r = 220.0, 200.0, 75.0
    start = 29.5  # degrees
    mids = {}
    for name in ("Other", "CO2", "N2", "CH4"):
        span = 360 * SHARES[name] / 100
        _wedge(page, (cx, cy), r, start, start + span, COLOURS[name])
        mids[name] = math.radians(start + span / 2)
        start += span
    # link labels for the three small wedges, stacked up and to the right
    for k, name in enumerate(("N2", "CO2", "Other")):
        mid = mids[name]
        inner = (cx + 0.9 * r * math.cos(mid), cy - 0.9 * r * math.sin(mid))
        ly = cy - 62 + 12 * k
        elbow = (inner[0] + 6, ly)
        tip = (elbow[0] + 10, ly)
        page.draw_polyline([inner, elbow, tip], color=GREY, width=0.6)
        page.insert_text((tip[0] + 3, ly + 3), name, fontsize=8)
    # and the big wedge's, down to the left
    mid = mids["CH4"] + math.radians(40)
    inner = (cx + 0.9 * r * math.cos(mid), cy - 0.9 * r * math.sin(mid))
    tip = (inner[0] - 16, inner[1] + 6)
    page.draw_polyline([inner, (inner[0] - 6, tip[1]), tip], color=GREY, width=0.6)
    width = pymupdf.get_text_length("CH4", fontname="helv", fontsize=8)
    page.insert_text((tip[0] - 3 - width, tip[1] + 3), "CH4", fontsize=8)
    return page


def test_a_few_bezier_quarters_and_link_labels_give_each_share_its_name() -> None:
    [chart] = read_chart(_pie(), pymupdf.Rect(100, 80, 380, 320))
    [series] = chart.series
    read = dict(zip(chart.x_categories, (y for _, y in series.points), strict=True))
    assert set(read) == set(SHARES)
    for name, share in SHARES.items():
        assert abs(read[name] - share) <= 0.3, (name, read[name])
