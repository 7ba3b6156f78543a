"""A boxed grid (every row and column ruled, a frame around it): a row-group heading alone on its
row may run past the first column rule and is still a row of the body, not part of the heading;
and a figure set just under the frame (a chart's legend, its plot frame and gridlines) is no
part of the table, so its text neither adds rows nor splits the heads into more columns."""

from __future__ import annotations

from collections.abc import Sequence

import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings

SIZE = 9
LEFT, RIGHT = 60.0, 535.0
RULES = (147.0, 216.0, 325.0)  # inner column rules


def _at(page: pymupdf.Page, x: float, y: float, text: str) -> None:
    page.insert_text((x, y), text, fontsize=SIZE, fontname="helv")


def _right(page: pymupdf.Page, x1: float, y: float, text: str) -> None:
    _at(page, x1 - pymupdf.get_text_length(text, fontname="helv", fontsize=SIZE), y, text)


def _grid(page: pymupdf.Page, top: float, rows: Sequence[Sequence[str]]) -> float:
    """A boxed grid: a two-line heading band, then one ruled band per row; labels left in the
    first column, values right-aligned in theirs; a row of one text is a group heading. Returns
    the frame's bottom."""
    heads = [("Region", ""), ("Area", "(ha)"), ("Yield", "(t/ha)"), ("Share", "(%)")]
    ys = [top, top + 30]
    for x, (a, b) in zip((LEFT, *RULES), heads, strict=True):
        _at(page, x + 4, top + 12, a)
        if b:
            _at(page, x + 4, top + 24, b)
    for row in rows:
        y = ys[-1]
        _at(page, LEFT + 4, y + 11, row[0])
        for x1, value in zip((*RULES[1:], RIGHT), row[1:], strict=False):
            _right(page, x1 - 4, y + 11, value)
        ys.append(y + 15)
    for y in ys:
        page.draw_line((LEFT, y), (RIGHT, y), width=0.5)
    for x in (LEFT, *RULES, RIGHT):
        page.draw_line((x, top), (x, ys[-1]), width=0.5)
    return ys[-1]


def _extract(doc: pymupdf.Document) -> Chunk:
    (table,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "p", TableSettings())
    return table


def test_a_group_heading_wider_than_its_column_is_a_body_row() -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 100), "Table 1. Area and yield by district", fontsize=10)
    _grid(
        page,
        108,
        [
            ["Northern lowland region"],  # runs past the first column rule
            ["Alder", "2 450", "38,6", "25,4"],
            ["Birchwood", "1 980", "35,2", "24,4"],
            ["Southern upland region"],
            ["Cedar", "1 310", "36,4", "26,1"],
            ["Dunmore", "890", "30,5", "22,6"],
        ],
    )
    table = _extract(doc)
    assert table.extra["columns"] == ["Region", "Area (ha)", "Yield (t/ha)", "Share (%)"]
    labels = [r[0] for r in table.extra["rows"]]
    assert labels[:3] == ["Northern lowland region", "Alder", "Birchwood"]
    assert table.extra["rows"][1][1:] == ["2 450", "38,6", "25,4"]


def test_a_chart_under_the_frame_is_not_part_of_the_table() -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((LEFT, 100), "Table 2. Area and yield by district", fontsize=10)
    rows = [["Alder", "2 450", "38,6", "25,4"], ["Birchwood", "1 980", "35,2", "24,4"]]
    rows += [["Cedar", "1 310", "36,4", "26,1"], ["Dunmore", "890", "30,5", "22,6"]]
    bottom = _grid(page, 108, rows)
    # A chart a legend's height under the frame: legend entries across, then its plot frame
    # with gridlines and tick labels at their left.
    legend = bottom + 25
    for x, entry in ((190, "North lowland plot"), (300, "South plot"), (400, "Upland plot")):
        page.draw_line((x - 14, legend - 3), (x - 2, legend - 3), width=0.8)
        _at(page, x, legend, entry)
    plot_top, plot_bottom = legend + 15, legend + 165
    page.draw_rect(pymupdf.Rect(169, plot_top, 458, plot_bottom), width=0.5)
    for k, tick in enumerate(("75", "65", "55", "45", "35", "25")):
        y = plot_top + 25 * k
        page.draw_line((169, y), (458, y), width=0.3)
        _right(page, 163, y + 3, tick)
    page.insert_text((LEFT, plot_bottom + 30), "Figure 1. Surface temperature.", fontsize=10)
    table = _extract(doc)
    assert table.extra["columns"] == ["Region", "Area (ha)", "Yield (t/ha)", "Share (%)"]
    assert [r[0] for r in table.extra["rows"]] == ["Alder", "Birchwood", "Cedar", "Dunmore"]
