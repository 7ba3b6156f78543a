"""A group head alone on its line over year heads, in a table with no rules (HTML through
xhtml2pdf: a ``colspan`` head centred over wide cells whose years and values are set at their
right edges): it names every year, not the one year its ink happens to lie over."""

from __future__ import annotations

import pymupdf
from conftest import Sheet

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings


def cell(columns: list[str], rows: list[list[str]], row: str, column: str) -> str:
    return next(r[columns.index(column)] for r in rows if r[0] == row)


def test_a_lone_group_head_centred_over_wide_year_cells_spans_every_year(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """No rules: the group head ("Price (som/kg)") is centred over three wide cells whose
    years and values sit at their right edges, so its ink lies over one year's column only;
    it names all three years, as the heads under it show."""
    y = sheet.prose(90)
    sheet.text(72, y + 16, "Table 2. Mean purchase price of walnuts, 2022-2024.")
    sheet.text(355, y + 34, "Price (som/kg)", anchor="center")
    sheet.text(158, y + 48, "Product", anchor="center")
    rights = (294.0, 408.0, 523.0)
    for right, year in zip(rights, ("2022", "2023", "2024"), strict=True):
        sheet.text(right, y + 48, year, anchor="right")
    rows = [("Whole, grade 1", "210", "240", "265"), ("Kernel, large", "620", "700", "760")]
    for k, (name, *values) in enumerate(rows):
        yy = y + 62 + 14 * k
        sheet.text(72, yy, name)
        for right, v in zip(rights, values, strict=True):
            sheet.text(right, yy, v, anchor="right")
    sheet.prose(y + 62 + 14 * len(rows) + 20)

    (chunk,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "years", TableSettings())
    columns, rows = chunk.extra["columns"], chunk.extra["rows"]
    assert columns == [
        "Product",
        "Price (som/kg) · 2022",
        "Price (som/kg) · 2023",
        "Price (som/kg) · 2024",
    ]
    assert cell(columns, rows, "Kernel, large", "Price (som/kg) · 2022") == "620"
