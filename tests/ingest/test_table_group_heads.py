"""A table with no rules whose heading starts with two group heads of a few words each
("Harvested in April", "Harvested in May", each over its own columns), set on zebra rows and
followed by prose: the group heads are a heading row, not a line of prose that ends the table,
and the white past the last shaded row ends it before the prose."""

from __future__ import annotations

import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings

SIZE = 9


def _at(page: pymupdf.Page, x: float, y: float, text: str, font: str = "helv") -> None:
    page.insert_text((x, y), text, fontsize=SIZE, fontname=font)


def _zebra_table() -> pymupdf.Document:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text(
        (64, 100), "Table 2. Yield and epiphyte cover by seeding and harvest month", fontsize=10
    )
    _at(page, 180, 124, "Harvested in late April", "hebo")  # heads in bold
    _at(page, 380, 124, "Harvested in late May", "hebo")
    page.draw_line((141, 128), (331, 128), color=(0, 0, 0), width=0.5)
    page.draw_line((337, 128), (528, 128), color=(0, 0, 0), width=0.5)
    heads = ("Seeded", "Yield (kg/m)", "Cover (%)", "Yield (kg/m)", "Cover (%)")
    for x, head in zip((68, 154, 252, 351, 448), heads, strict=True):
        _at(page, x, 140, head, "hebo")
    rows = [
        ("October", "12.4", "3", "15.1", "18"),
        ("November", "10.2", "2", "13.6", "11"),
        ("December", "6.9", "1", "9.8", "7"),
    ]
    y = 156.0
    for k, row in enumerate(rows):
        if k % 2 == 0:  # zebra rows: a grey band padded a little past the row's text
            page.draw_rect(pymupdf.Rect(64, y - 11, 531, y + 4), color=None, fill=(0.9, 0.9, 0.9))
        for x, text in zip((68, 174, 272, 371, 468), row, strict=True):
            _at(page, x, y, text)
        y += 15
    # Prose after the table, a little more than a line below the last band, of numbers and
    # short words (too few long words in a row to read as prose by its words alone).
    y += 9
    for line in (
        "In Oct. 12.4 to 15.1 kg/m (+2.7 kg/m, n = 4, p < 0.05), cover 3 % to 18 % (+15 %).",
        "In Nov. 10.2 to 13.6 kg/m (+3.4 kg/m, n = 4, p < 0.05), cover 2 % to 11 % (+9 %).",
    ):
        page.insert_text((64, y), line, fontsize=9.6, fontname="tiro")
        y += 13
    return doc


def test_two_group_heads_open_a_table_without_rules_and_the_prose_after_it_is_left_out():
    doc = _zebra_table()
    (table,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "p", TableSettings())
    columns = table.extra["columns"]
    assert columns[1] == "Harvested in late April · Yield (kg/m)"
    assert columns[4] == "Harvested in late May · Cover (%)"
    assert [r[0] for r in table.extra["rows"]] == ["October", "November", "December"]
    assert table.extra["rows"][2] == ["December", "6.9", "1", "9.8", "7"]
