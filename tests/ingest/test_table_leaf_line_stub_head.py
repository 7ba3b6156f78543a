"""A two-level heading with no rules and no bold: each group head ("Dry", "Wet") is set centred
over its two short leaf heads ("DO", "BOD") and narrower than the pair, so that it overlaps
neither, and the label column's own head ("Canal") sits on the leaf line, not on the group line.
The leaf line is heading: its columns read "Dry · DO", and the first row of data is a canal's."""

from __future__ import annotations

import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings

SIZE = 9.5


def _centred(page: pymupdf.Page, x_mid: float, y: float, text: str) -> None:
    width = pymupdf.get_text_length(text, fontname="helv", fontsize=SIZE)
    page.insert_text((x_mid - width / 2, y), text, fontsize=SIZE, fontname="helv")


def _table(stub_head: str) -> pymupdf.Document:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((64, 100), "Table 2. Dissolved oxygen and BOD by season (mg/L)", fontsize=9)
    leaves = (293.0, 333.0, 373.0, 413.0)  # centres of DO, BOD, DO, BOD
    _centred(page, (leaves[0] + leaves[1]) / 2, 124, "Dry")
    _centred(page, (leaves[2] + leaves[3]) / 2, 124, "Wet")
    page.insert_text((164, 140), stub_head, fontsize=SIZE, fontname="helv")
    for x, head in zip(leaves, ("DO", "BOD", "DO", "BOD"), strict=True):
        _centred(page, x, 140, head)
    rows = [
        ("Saen Saep", "1.0", "15.1", "2.2", "10.5"),
        ("Prem Prachakon", "0.6", "17.2", "2.0", "11.8"),
        ("Lat Phrao", "0.4", "21.9", "1.4", "14.9"),
    ]
    y = 156.0
    for row in rows:
        page.insert_text((164, y), row[0], fontsize=SIZE, fontname="helv")
        for x, cell in zip(leaves, row[1:], strict=True):
            _centred(page, x, y, cell)
        y += 15
    return doc


def test_leaf_heads_under_centred_group_heads_go_on_the_heading_with_the_stub_head():
    doc = _table("Canal")
    (table,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "p", TableSettings())
    assert table.extra["columns"] == [
        "Canal",
        "Dry · DO",
        "Dry · BOD",
        "Wet · DO",
        "Wet · BOD",
    ]
    assert table.extra["rows"][0] == ["Saen Saep", "1.0", "15.1", "2.2", "10.5"]
    assert len(table.extra["rows"]) == 3
