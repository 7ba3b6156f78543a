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


def _years_table(sheet: Sheet, years: list[str], *, rule_under_group: bool, share: bool) -> None:
    """A group head centred over the year heads on the line under it, the label column's head
    on that second line too; optionally a short rule under the group head only and a last
    column whose head names a year in words ("Share 2024 (%)")."""
    y = sheet.prose(90)
    sheet.text(72, y + 16, "Table 2. Planted area by variety.")
    xs = [150.0, *(270.0 + 60 * k for k in range(len(years)))]
    if share:
        xs.append(xs[-1] + 90)
    anchors = ["left", *["right"] * (len(xs) - 1)]
    group = ((xs[1] - 20) + xs[len(years)]) / 2
    sheet.text(group, y + 34, "Area (ha)", anchor="center")
    if rule_under_group:
        sheet.rule(xs[1] - 35, xs[len(years)] + 10, y + 38, width=0.4)
    heads = ["Variety", *years] + (["Share 2024 (%)"] if share else [])
    sheet.row(y + 48, heads, xs, anchors)
    rows = [
        ["Rivaner", "340", "210", "230", "22.1"],
        ["Riesling", "150", "160", "170", "16.8"],
        ["Pinot blanc", "120", "140", "150", "14.7"],
        ["Total", "1,050", "950", "990", "100.0"],
    ]
    for k, r in enumerate(rows):
        cells = [r[0], *r[1 : 1 + len(years)]] + ([r[-1]] if share else [])
        sheet.row(y + 62 + 14 * k, cells, xs, anchors)
    sheet.prose(y + 62 + 14 * len(rows) + 20)


def test_year_heads_beside_a_worded_head_stay_under_their_group(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """No rules: "Area (ha)" over "2014 | 2024", and beside them a head that is words
    ("Share 2024 (%)"): the years still name the columns, so 2014's area is asked by its year
    and the heads' line is not read as a data row."""
    _years_table(sheet, ["2014", "2024"], rule_under_group=False, share=True)

    (chunk,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "years", TableSettings())
    columns, rows = chunk.extra["columns"], chunk.extra["rows"]
    assert columns == ["Variety", "Area (ha) · 2014", "Area (ha) · 2024", "Share 2024 (%)"]
    assert cell(columns, rows, "Total", "Area (ha) · 2014") == "1,050"
    assert all(r[0] != "Variety" for r in rows)


def test_a_short_rule_under_a_head_centred_over_three_years_does_not_end_the_heading(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """A group head centred over three years (so over the middle one) with a rule under it
    over the year columns only (a \\cmidrule): the year line, with the label column's head,
    is still the heading, and every year is under the group."""
    _years_table(sheet, ["2022", "2023", "2024"], rule_under_group=True, share=False)

    (chunk,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "years", TableSettings())
    columns, rows = chunk.extra["columns"], chunk.extra["rows"]
    assert columns == [
        "Variety",
        "Area (ha) · 2022",
        "Area (ha) · 2023",
        "Area (ha) · 2024",
    ]
    assert cell(columns, rows, "Riesling", "Area (ha) · 2024") == "170"
    assert all(r[0] != "Variety" for r in rows)


def test_years_under_one_head_each_are_a_row_of_values(sheet: Sheet, doc: pymupdf.Document) -> None:
    """Heads each over their own column and a first row whose values look like years (the
    year a station opened): the heading stays one line and the row stays data."""
    y = sheet.prose(90)
    sheet.text(72, y + 16, "Table 1. Weather stations.")
    xs = [150.0, 270.0, 330.0, 390.0]
    anchors = ["left", "right", "right", "right"]
    sheet.row(y + 34, ["Station", "Opened", "Closed", "Moved"], xs, anchors)
    sheet.row(y + 48, ["Hill", "1998", "2003", "2011"], xs, anchors)
    sheet.row(y + 62, ["Lake", "1987", "2001", "2015"], xs, anchors)
    sheet.prose(y + 82)

    (chunk,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "years", TableSettings())
    columns, rows = chunk.extra["columns"], chunk.extra["rows"]
    assert columns == ["Station", "Opened", "Closed", "Moved"]
    assert cell(columns, rows, "Hill", "Closed") == "2003"
