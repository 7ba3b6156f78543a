"""Numbers whose thousands are set apart by a space ("15 300", "−1 250,5"): a word space, a
no-break space written as a space, a narrow or thin space drawn as a gap. A right-aligned
column of them is one column of whole numbers, not a column of leads and one of groups; two
real columns set as tight (a head over each) stay two."""

from __future__ import annotations

import pymupdf
import pytest
from conftest import FONT, Sheet

from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings


def extract(doc: pymupdf.Document) -> list[Chunk]:
    return extract_tables(pymupdf.open("pdf", doc.tobytes()), "thousands", TableSettings())


def cell(chunk: Chunk, row: str, column: str) -> str:
    c = chunk.extra["columns"].index(column)
    return next(r[c] for r in chunk.extra["rows"] if r[0] == row)


def grouped(sheet: Sheet, right: float, y: float, value: str, gap_em: float | None) -> None:
    """``value`` ("15 300") right-aligned at ``right``: as one run with its spaces when
    ``gap_em`` is None, else each group drawn on its own, ``gap_em`` apart."""
    if gap_em is None:
        sheet.text(right, y, value, anchor="right")
        return
    x = right
    for piece in reversed(value.split(" ")):
        sheet.text(x, y, piece, anchor="right")
        x -= FONT.text_length(piece, fontsize=10) + gap_em * 10


ROWS = [
    # name, grouped value, plain count, share
    ("Northgate", "12 400", "2017", "4,1"),
    ("Riverside", "9 800", "2018", "3,9"),
    ("Old Town", "15 300", "2017", "5,2"),
    ("Harbour", "850", "2019", "1,0"),
    ("Eastfield", "1 204 600", "2020", "7,7"),
]


@pytest.mark.parametrize("gap_em", [None, 0.25, 0.3, 0.2, 0.167])
@pytest.mark.parametrize("variant", ["plain", "decimal", "negative"])
def test_a_right_aligned_column_of_space_grouped_numbers_is_one_column(
    sheet: Sheet, doc: pymupdf.Document, gap_em: float | None, variant: str
) -> None:
    def value(v: str) -> str:
        if variant == "decimal":
            return v + ",5"
        if variant == "negative" and v != "850":
            return "−" + v
        return v

    y = sheet.prose(90)
    sheet.text(72, y + 16, "Table 1. Daily traffic and opening year of the sections.")
    sheet.rule(72, 480, y + 24)
    # One head over the grouped column, on two lines, centred over the whole number.
    sheet.text(100, y + 36, "Section")
    sheet.text(250, y + 36, "Traffic", anchor="center")
    sheet.text(250, y + 48, "(vehicles/day)", anchor="center")
    sheet.text(360, y + 36, "Opened", anchor="right")
    sheet.text(450, y + 36, "Share (%)", anchor="right")
    sheet.rule(72, 480, y + 52)
    for k, (name, v, year, share) in enumerate(ROWS):
        yy = y + 64 + 12 * k
        sheet.text(100, yy, name)
        grouped(sheet, 280, yy, value(v), gap_em)
        sheet.text(360, yy, year, anchor="right")
        sheet.text(450, yy, share, anchor="right")
    sheet.rule(72, 480, y + 64 + 12 * len(ROWS) - 6)
    sheet.prose(y + 64 + 12 * len(ROWS) + 20)

    (chunk,) = extract(doc)
    assert chunk.extra["columns"] == ["Section", "Traffic (vehicles/day)", "Opened", "Share (%)"]
    assert cell(chunk, "Old Town", "Traffic (vehicles/day)") == value("15 300")
    assert cell(chunk, "Eastfield", "Traffic (vehicles/day)") == value("1 204 600")
    assert cell(chunk, "Harbour", "Traffic (vehicles/day)") == value("850")
    assert cell(chunk, "Riverside", "Opened") == "2018"


def test_two_tight_columns_with_a_head_each_stay_two(sheet: Sheet, doc: pymupdf.Document) -> None:
    """A count and a mass set a word space apart, each under its own head: two cells."""
    y = sheet.prose(90)
    sheet.text(72, y + 16, "Table 2. Sites and samples.")
    sheet.rule(72, 400, y + 24)
    sheet.text(100, y + 36, "Site")
    sheet.text(268 - FONT.text_length("400", fontsize=10) - 2.5, y + 36, "n", anchor="right")
    sheet.text(268, y + 36, "kg", anchor="right")
    sheet.rule(72, 400, y + 40)
    rows = [("Alpha", "12", "400"), ("Beta", "9", "800"), ("Gamma", "15", "300")]
    for k, (name, n, total) in enumerate(rows):
        yy = y + 52 + 12 * k
        sheet.text(100, yy, name)
        grouped(sheet, 268, yy, f"{n} {total}", 0.25)
    sheet.rule(72, 400, y + 52 + 12 * len(rows) - 6)
    sheet.prose(y + 52 + 12 * len(rows) + 20)

    (chunk,) = extract(doc)
    assert cell(chunk, "Gamma", "n") == "15"
    assert cell(chunk, "Gamma", "kg") == "300"


# A bold face whose digits are wider than the regular face's (as a bold total row prints).
BOLD = pymupdf.Font("hebo")


def test_a_bold_total_row_stays_in_the_grouped_column(sheet: Sheet, doc: pymupdf.Document) -> None:
    """A total set in bold (wider digits, a wider space) ends its lead a little left of the
    other rows' leads; the column is still one of whole numbers, and its head stays a head."""
    y = sheet.prose(90)
    sheet.text(72, y + 16, "Table 1. Area and harvest by enterprise.")
    sheet.text(100, y + 36, "Enterprise")
    sheet.text(250, y + 30, "Area", anchor="right")
    sheet.text(250, y + 40, "(ha)", anchor="right")
    sheet.text(360, y + 36, "Pickers", anchor="right")
    rows = [("Northgate", "11 200", "4 300"), ("Riverside", "6 900", "2 150")]
    rows += [("Old Town", "4 100", "640")]
    for k, (name, area, pickers) in enumerate(rows):
        yy = y + 52 + 12 * k
        sheet.text(100, yy, name)
        grouped(sheet, 250, yy, area, 0.25)
        grouped(sheet, 360, yy, pickers, 0.25)
    yy = y + 52 + 12 * len(rows)
    writer = pymupdf.TextWriter(sheet.page.rect)
    writer.append((100, yy), "Total", font=BOLD, fontsize=10)
    for right, value in ((250, "22 200"), (360, "7 090")):
        x = right
        for piece in reversed(value.split(" ")):
            x -= BOLD.text_length(piece, fontsize=10)
            writer.append((x, yy), piece, font=BOLD, fontsize=10)
            x -= 0.3 * 10
    writer.write_text(sheet.page)
    sheet.prose(yy + 24)

    (chunk,) = extract(doc)
    assert chunk.extra["columns"] == ["Enterprise", "Area (ha)", "Pickers"]
    assert cell(chunk, "Northgate", "Area (ha)") == "11 200"
    assert cell(chunk, "Total", "Pickers") == "7 090"
