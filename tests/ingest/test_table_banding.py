"""Tables told apart by little more than their layout: a rule-light table with one line over its
reference row, a heading of years under group heads with no rules, zebra rows padded apart on
banded shading under a grey two-level heading, a units row under heads centred in wide cells,
bold heads wrapped onto a units line over zebra rows, and a ruled grid whose row-group labels run on over the first column's rule."""

from __future__ import annotations

from collections.abc import Sequence

import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings

PROSE = (
    "The measurements were taken over a whole year at the test field and are summarised below.",
    "Each value is the mean of the daily readings of the strings named in the first column.",
)


def extract(doc: pymupdf.Document) -> list[Chunk]:
    return extract_tables(pymupdf.open("pdf", doc.tobytes()), "banding", TableSettings())


def cell(chunk: Chunk, row: str, column: str) -> str:
    c = chunk.extra["columns"].index(column)
    return next(r[c] for r in chunk.extra["rows"] if r[0] == row)


def page_with_caption(caption: str) -> tuple[pymupdf.Document, pymupdf.Page, float]:
    """A one-column page: two lines of prose, then the caption; returns the caption's baseline."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for k, line in enumerate(PROSE):
        page.insert_text((72, 80 + 13 * k), line, fontsize=10, fontname="tiro")
    page.insert_text((72, 130), caption, fontsize=10, fontname="tiro")
    return doc, page, 130.0


def width(text: str, font: str = "helv", size: float = 9) -> float:
    return pymupdf.get_text_length(text, fontname=font, fontsize=size)


def centred(page: pymupdf.Page, text: str, x0: float, x1: float, y: float, font: str) -> None:
    page.insert_text(((x0 + x1 - width(text, font)) / 2, y), text, fontsize=9, fontname=font)


def test_table_without_rules_but_a_line_over_its_reference_row() -> None:
    # Heads wrapped on two or three lines, no rules but one thin line over the bold last row:
    # that line must not make a region of its own that hides the table from its caption.
    doc, page, y = page_with_caption("Table 2. Cleaning regimes: water use and yield (2023)")
    xs = [72, 200, 290, 380, 470]
    heads: list[Sequence[str]] = [
        ["Regime"],
        ["Water (L/m²", "per year)"],
        ["Performance", "ratio (%)"],
        ["Yield", "(kWh/kWp)"],
        ["Soiling", "loss", "(%)"],
    ]
    y += 22
    for x, lines in zip(xs, heads, strict=True):
        for k, line in enumerate(lines):
            page.insert_text((x, y + 11 * k), line, fontsize=9, fontname="helv")
    y += 3 * 11 + 4
    rows = [
        ["No cleaning", "0", "81.2", "2,054", "11.6"],
        ["Brushed fortnightly", "0", "88.7", "2,243", "3.4"],
        ["Washed weekly", "104", "90.1", "2,279", "1.9"],
        ["Reference (kept clean)", "—", "91.8", "2,322", "0.0"],
    ]
    for k, row in enumerate(rows):
        last = k == len(rows) - 1
        if last:
            page.draw_line((72, y - 9), (523, y - 9), width=0.5)
            y += 2
        for x, text in zip(xs, row, strict=True):
            page.insert_text((x, y), text, fontsize=9, fontname="hebo" if last else "helv")
        y += 13
    page.insert_text((72, y + 20), PROSE[0], fontsize=10, fontname="tiro")

    [table] = extract(doc)
    assert table.label == "Table 2"
    assert table.extra["columns"] == [
        "Regime",
        "Water (L/m² per year)",
        "Performance ratio (%)",
        "Yield (kWh/kWp)",
        "Soiling loss (%)",
    ]
    assert cell(table, "Brushed fortnightly", "Performance ratio (%)") == "88.7"
    assert cell(table, "Reference (kept clean)", "Yield (kWh/kWp)") == "2,322"


def test_years_under_group_heads_without_rules_name_their_columns() -> None:
    # "Females" and "Males" each centred over the same two years: the years are heads, not a
    # first row of values, and each column is named by its group and its year.
    doc, page, y = page_with_caption("Table 2. Share of mature fish (%) by length and sex")
    label_x, cols = 150, [260, 300, 360, 400]
    y += 22
    centred(page, "Females", cols[0], cols[1] + 20, y, "tiro")
    centred(page, "Males", cols[2], cols[3] + 20, y, "tiro")
    y += 14
    page.insert_text((label_x, y), "Length class", fontsize=9, fontname="tiro")
    for x, year in zip(cols, ["2019", "2023", "2019", "2023"], strict=True):
        page.insert_text((x, y), year, fontsize=9, fontname="tiro")
    rows = [
        ["40-49 cm", "4", "7", "6", "10"],
        ["60-69 cm", "47", "58", "52", "63"],
        ["70-79 cm", "79", "86", "83", "89"],
    ]
    for row in rows:
        y += 14
        page.insert_text((label_x, y), row[0], fontsize=9, fontname="tiro")
        for x, value in zip(cols, row[1:], strict=True):
            page.insert_text((x + 20 - width(value, "tiro"), y), value, fontsize=9, fontname="tiro")

    [table] = extract(doc)
    assert table.extra["columns"] == [
        "Length class",
        "Females · 2019",
        "Females · 2023",
        "Males · 2019",
        "Males · 2023",
    ]
    assert [r[0] for r in table.extra["rows"]] == ["40-49 cm", "60-69 cm", "70-79 cm"]
    assert cell(table, "70-79 cm", "Males · 2023") == "89"
    assert cell(table, "60-69 cm", "Females · 2019") == "47"


def test_zebra_rows_padded_apart_under_a_grey_two_level_heading() -> None:
    # Every row sits in a band 22 pt tall (every other one grey), the heading's two lines on a
    # grey band; the group head alone on its line spans the two storey columns.
    doc, page, y = page_with_caption("Table 2. Buildings damaged in 1988 by resonance class")
    edges = [72, 170, 230, 325, 420, 523]
    top = y + 6
    band = 22.5

    def shade(y0: float, y1: float, grey: float) -> None:
        page.draw_rect(pymupdf.Rect(72, y0, 523, y1), color=None, fill=(grey, grey, grey))

    shade(top, top + 2 * band, 0.87)
    centred(page, "Collapsed or badly damaged (%)", edges[2], edges[4], top + 15, "helv")
    heads = ["Class", "Buildings", "1-4 storeys", "5-9 storeys", "Restored (%)"]
    for x0, x1, head in zip(edges[:-1], edges[1:], heads, strict=True):
        centred(page, head, x0, x1, top + band + 15, "helv")
    rows = [
        ["f0 < 1.5 Hz", "18", "41", "63", "47"],
        ["1.5-2.5 Hz", "22", "27", "38", "33"],
        ["f0 > 2.5 Hz", "15", "12", "19", "24"],
    ]
    for k, row in enumerate(rows):
        y0 = top + (2 + k) * band
        if k % 2 == 0:
            shade(y0, y0 + band, 0.93)
        page.insert_text((edges[0] + 3, y0 + 15), row[0], fontsize=9, fontname="helv")
        for x1, value in zip(edges[2:], row[1:], strict=True):
            page.insert_text((x1 - 3 - width(value), y0 + 15), value, fontsize=9, fontname="helv")
    page.insert_text((72, top + 6 * band + 10), PROSE[1], fontsize=10, fontname="tiro")

    [table] = extract(doc)
    damaged = "Collapsed or badly damaged (%)"
    assert table.extra["columns"] == [
        "Class",
        "Buildings",
        f"{damaged} · 1-4 storeys",
        f"{damaged} · 5-9 storeys",
        "Restored (%)",
    ]
    assert cell(table, "f0 < 1.5 Hz", f"{damaged} · 5-9 storeys") == "63"
    assert cell(table, "f0 > 2.5 Hz", "Restored (%)") == "24"


def test_zebra_white_rows_padded_more_than_a_line_from_the_bands_stay_rows() -> None:
    # Each cell shaded on its own, every other row white, the text centred in rows taller than
    # three lines: the white row stands further from the band above than a line of type, at
    # the rows' own pitch. It is a row of the table; the prose after it is not.
    doc, page, y = page_with_caption("Table 3. Damage by site class")
    edges = [72, 170, 230, 325, 420, 523]
    top = y + 6
    band = 30.0

    def shade(y0: float, grey: float) -> None:
        for x0, x1 in zip(edges[:-1], edges[1:], strict=True):
            page.draw_rect(pymupdf.Rect(x0, y0, x1, y0 + band), color=None, fill=(grey,) * 3)

    shade(top, 0.87)
    heads = ["Class", "Buildings", "Collapsed (%)", "Damaged (%)", "Restored (%)"]
    for x0, x1, head in zip(edges[:-1], edges[1:], heads, strict=True):
        centred(page, head, x0, x1, top + 18, "helv")
    rows = [
        ["f0 < 1.5 Hz", "18", "41", "63", "47"],
        ["1.5-2.5 Hz", "22", "27", "38", "33"],
        ["f0 > 2.5 Hz", "15", "12", "19", "24"],
        ["Unclassed", "9", "30", "44", "51"],
    ]
    for k, row in enumerate(rows):
        y0 = top + (1 + k) * band
        if k % 2 == 0:
            shade(y0, 0.93)
        page.insert_text((edges[0] + 3, y0 + 18), row[0], fontsize=9, fontname="helv")
        for x1, value in zip(edges[2:], row[1:], strict=True):
            page.insert_text((x1 - 3 - width(value), y0 + 18), value, fontsize=9, fontname="helv")
    page.insert_text((72, top + 5 * band + 40), PROSE[1], fontsize=10, fontname="tiro")

    [table] = extract(doc)
    assert [r[0] for r in table.extra["rows"]] == [r[0] for r in rows]
    assert cell(table, "1.5-2.5 Hz", "Collapsed (%)") == "27"
    assert cell(table, "Unclassed", "Restored (%)") == "51"


def test_units_row_under_heads_centred_in_wide_cells() -> None:
    # Heads and a units row (its first cell empty) centred in wide cells whose values are set
    # flush right, clear of the heads: each head and unit names the column it is centred in.
    doc, page, y = page_with_caption("Table 2. Water use and yield under four irrigation regimes")
    edges = [72, 150, 245, 340, 435, 530]
    y += 20
    heads = ["Regime", "Water used", "Fresh flowers", "Dry stigma", "Water efficiency"]
    units = ["", "cubic metres per hectare", "kilograms per hectare", "kilograms per hectare",
             "grams per cubic metre"]  # fmt: skip
    for x0, x1, head, unit in zip(edges[:-1], edges[1:], heads, units, strict=True):
        if x0 == edges[0]:
            page.insert_text((x0 + 3, y), head, fontsize=8, fontname="helv")
            continue
        for k, text in enumerate([head, unit]):
            w = pymupdf.get_text_length(text, fontname="helv", fontsize=8)
            page.insert_text(((x0 + x1 - w) / 2, y + 12 * k), text, fontsize=8, fontname="helv")
    rows = [
        ["Control", "3200", "412", "5.2", "1.63"],
        ["Mild", "2400", "398", "5.0", "2.08"],
        ["Moderate", "1600", "341", "4.3", "2.69"],
        ["Severe", "800", "226", "2.8", "3.50"],
    ]
    y += 12
    for k, row in enumerate(rows):
        y += 14
        if k % 2 == 0:
            page.draw_rect(pymupdf.Rect(72, y - 10, 530, y + 4), color=None, fill=(0.9, 0.9, 0.9))
        page.insert_text((edges[0] + 3, y), row[0], fontsize=8, fontname="helv")
        for x1, value in zip(edges[2:], row[1:], strict=True):
            w = pymupdf.get_text_length(value, fontname="helv", fontsize=8)
            page.insert_text((x1 - 3 - w, y), value, fontsize=8, fontname="helv")

    [table] = extract(doc)
    columns = table.extra["columns"]
    assert len(columns) == 5
    assert columns[3] == "Dry stigma kilograms per hectare"
    assert [r[0] for r in table.extra["rows"]] == ["Control", "Mild", "Moderate", "Severe"]
    assert cell(table, "Moderate", "Dry stigma kilograms per hectare") == "4.3"
    assert cell(table, "Mild", "Water used cubic metres per hectare") == "2400"


def test_group_label_running_over_the_first_columns_rule_is_one_cell() -> None:
    # A fully ruled grid whose italic group rows are wider than the first column: the label
    # runs on through the rule, one group name over the rows under it, not two cells.
    doc, page, y = page_with_caption("Table 2. Friction before and after treatment")
    # The first column's rule runs through the group label's third word.
    lead = pymupdf.get_text_length("Dry cold ", fontname="tiit", fontsize=9)
    third = pymupdf.get_text_length("(below", fontname="tiit", fontsize=9)
    xs = [306, 310 + lead + 0.7 * third, 404, 455, 506, 547]
    top = y + 8
    heads = ["Method", "Before", "After 1 h", "After 3 h", "Salt"]
    rows = [
        ["Dry cold (below -8 °C)"],
        ["Dry salt", "0,21", "0,27", "0,31", "20"],
        ["Brine", "0,20", "0,36", "0,41", "12"],
        ["Snow falling (-3 to 0 °C)"],
        ["Dry salt", "0,18", "0,29", "0,26", "25"],
        ["Brine", "0,19", "0,24", "0,22", "15"],
    ]
    lines = [heads, *rows]
    for k, row in enumerate(lines):
        y0 = top + 13.3 * k
        page.draw_line((xs[0], y0), (xs[-1], y0), width=0.5)
        for x in xs:
            page.draw_line((x, y0), (x, y0 + 13.3), width=0.5)
        font = "tibo" if k == 0 else ("tiit" if len(row) == 1 else "tiro")
        for x, text in zip(xs, row, strict=False):
            page.insert_text((x + 4, y0 + 10), text, fontsize=9, fontname=font)
    bottom = top + 13.3 * len(lines)
    page.draw_line((xs[0], bottom), (xs[-1], bottom), width=0.5)

    [table] = extract(doc)
    rows_read = table.extra["rows"]
    assert ["Dry cold (below -8 °C)", "", "", "", ""] in rows_read
    assert ["Snow falling (-3 to 0 °C)", "", "", "", ""] in rows_read
    brine = [r for r in rows_read if r[0] == "Brine"]
    assert [r[2] for r in brine] == ["0,36", "0,24"]


def test_bold_heads_wrapped_onto_a_units_line_over_zebra_rows() -> None:
    # No rules, bold heads of which some wrap their unit onto a second bold line ("(m²)",
    # "worker"), the label column's head on one line, zebra bands from the first record on:
    # the second line completes the heads above it, not a record with an empty label.
    doc, page, y = page_with_caption("Table 1. Output of four workshops")
    xs = [75, 200, 290, 380, 470]
    heads = [["Workshop"], ["Workers"], ["Area", "(m²)"], ["Output", "(m³)"], ["m² /", "worker"]]
    for x, lines in zip(xs, heads, strict=True):
        for k, text in enumerate(lines):
            page.insert_text((x, y + 20 + 14 * k), text, fontsize=9, fontname="hebo")
    rows = [
        ["North", "120", "2 448", "310", "20,4"],
        ["South", "85", "1 530", "212", "18,0"],
        ["East", "64", "1 088", "150", "17,0"],
        ["West", "40", "620", "98", "15,5"],
    ]
    y += 34
    for k, row in enumerate(rows):
        y += 14
        if k % 2 == 0:
            page.draw_rect(pymupdf.Rect(72, y - 10, 530, y + 4), color=None, fill=(0.9, 0.9, 0.9))
        for x, value in zip(xs, row, strict=True):
            page.insert_text((x, y), value, fontsize=9, fontname="helv")

    [table] = extract(doc)
    assert table.extra["columns"] == [
        "Workshop", "Workers", "Area (m²)", "Output (m³)", "m² / worker"
    ]  # fmt: skip
    assert [r[0] for r in table.extra["rows"]] == ["North", "South", "East", "West"]
    assert cell(table, "South", "Area (m²)") == "1 530"
    assert cell(table, "West", "m² / worker") == "15,5"


def test_group_heads_wider_than_their_ruled_cells_meet_over_the_rule() -> None:
    # A fully ruled grid whose two group heads, each centred over a pair of columns, are wider
    # than their cells: they spill over the rule between them and meet with a word space, one
    # run of text on the line, yet two heads, each over its own pair of years.
    doc, page, y = page_with_caption("Table 2. Drying and storage of the lots, by store")
    groups = ["Drying time in the kiln (hours)", "Weeks in cold store"]
    # Columns as narrow as leaves the two centred group heads one word space apart.
    col = (width(groups[0], "hebo") + width(groups[1], "hebo") + 2 * width(" ", "hebo")) / 4
    xs = [150.0, 215.0, *(215.0 + col * k for k in range(1, 5))]
    top = y + 8
    pair = [(xs[1], xs[3]), (xs[3], xs[5])]
    starts = [(a + b - width(g, "hebo")) / 2 for g, (a, b) in zip(groups, pair, strict=True)]
    lines = [
        ["Store", "2023", "2024", "2023", "2024"],
        ["North", "41", "44", "6", "7"],
        ["Harbour", "38", "36", "9", "8"],
        ["Hill", "52", "47", "5", "5"],
    ]
    page.draw_line((xs[0], top), (xs[-1], top), width=0.5)
    for x in (xs[0], xs[1], xs[3], xs[5]):
        page.draw_line((x, top), (x, top + 14), width=0.5)
    for g, x in zip(groups, starts, strict=True):
        page.insert_text((x, top + 10), g, fontsize=9, fontname="hebo")
    page.draw_line((xs[1], top + 14), (xs[-1], top + 14), width=0.5)
    for k, row in enumerate(lines):
        y0 = top + 14 + 14 * k
        page.draw_line((xs[0], y0 + 14), (xs[-1], y0 + 14), width=0.5)
        for x in xs:
            page.draw_line((x, y0), (x, y0 + 14), width=0.5)
        for x, text in zip(xs, row, strict=False):
            page.insert_text(
                (x + 4, y0 + 10), text, fontsize=9, fontname="hebo" if k == 0 else "helv"
            )

    [table] = extract(doc)
    columns = table.extra["columns"]
    assert "Drying time in the kiln (hours) · 2024" in columns
    assert "Weeks in cold store · 2023" in columns
    assert cell(table, "Harbour", "Drying time in the kiln (hours) · 2024") == "36"
    assert cell(table, "Harbour", "Weeks in cold store · 2023") == "9"
