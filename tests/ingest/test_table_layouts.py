"""Table layouts of other producers and classes, one drawn PDF each: a caption whose label is a
span of its own on the title's line, under the table; a table of wrapped text set in paragraph
columns; a caption in a side margin beside a table with no rules and its units on a second
heading line; a ruled table beside its margin caption; a table cut by a page break after its
heading rule, with no closing rule on the first page."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.ingest.tables_grid import Frag, split_numbers
from paperlens.ingest.tables_layout import Word
from paperlens.models import Chunk
from paperlens.settings import TableSettings

if TYPE_CHECKING:
    from collections.abc import Callable

    from conftest import Sheet


def extract(doc: pymupdf.Document) -> list[Chunk]:
    return extract_tables(pymupdf.open("pdf", doc.tobytes()), "synthetic-paper", TableSettings())


def lookup(chunk: Chunk, row: str, column: str) -> list[str]:
    c = chunk.extra["columns"].index(column)
    return [r[c] for r in chunk.extra["rows"] if r[0] == row]


def bold_label(sheet: Sheet, x: float, y: float, label: str, title: str) -> None:
    """ "Table 1:" in bold, then the title in roman after a quad on the same baseline: the two
    fonts' glyph boxes start at different heights (the JSS class's captions)."""
    end = x + pymupdf.Font("tibo").text_length(label, fontsize=10)
    writer = pymupdf.TextWriter(sheet.page.rect)
    writer.append((x, y), label, font=pymupdf.Font("tibo"), fontsize=10)
    writer.write_text(sheet.page)
    sheet.text(end + 10, y - 0.2, title)


def test_a_label_span_beside_its_title_under_the_table(sheet: Sheet, doc: pymupdf.Document) -> None:
    """A caption under its table whose bold label and title are two spans of one line, the
    title's box starting higher than the label's: it still names the table."""
    y = sheet.prose(90)
    sheet.rule(150, 460, y + 10)
    xs, anchors = [155, 300, 400], ["left", "right", "right"]
    sheet.row(y + 22, ["Plots", "Time (s)", "Memory (MB)"], xs, anchors)
    sheet.rule(150, 460, y + 26)
    for k, r in enumerate(
        [("400", "0.08", "12"), ("2,000", "0.21", "25"), ("10,000", "1.3", "88")]
    ):
        sheet.row(y + 38 + 12 * k, r, xs, anchors)
    sheet.rule(150, 460, y + 68)
    bold_label(sheet, 180, y + 84, "Table 2:", "Fitting time and peak memory.")
    sheet.prose(y + 110)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 2" and chunk.caption == "Fitting time and peak memory."
    assert lookup(chunk, "2,000", "Time (s)") == ["0.21"]


def test_wrapped_text_cells_are_one_record(sheet: Sheet, doc: pymupdf.Document) -> None:
    """A table of text in paragraph columns: each record's cells wrap over several lines, top
    aligned, so its later lines leave the first column empty. Each record is one row."""
    y = sheet.prose(90)
    xs, anchors = [100, 200, 400], ["left"] * 3
    sheet.rule(95, 520, y + 10)
    sheet.row(y + 22, ["Function", "Purpose", "Main arguments"], xs, anchors)
    sheet.rule(95, 520, y + 26)
    records = [
        [("fit()", "Fits the mixed model by REML", "formula, data,"),
         ("", "with one variance per site", "resid")],
        [("check()", "Checks the design for gaps", "data, site"),
         ("", "and empty cells", "")],
        [("predict()", "Predicts the variety means", "fit, newsite, level"),
         ("", "at new sites", "")],
    ]  # fmt: skip
    line = y + 38
    for rec in records:
        for r in rec:
            sheet.row(line, r, xs, anchors)
            line += 12
        line += 2
    sheet.rule(95, 520, line - 6)
    sheet.text(200, line + 10, "Table 1: Functions of the package.")
    sheet.prose(line + 40)
    (chunk,) = extract(doc)
    assert [r[0] for r in chunk.extra["rows"]] == ["fit()", "check()", "predict()"]
    assert lookup(chunk, "predict()", "Purpose") == ["Predicts the variety means at new sites"]
    assert lookup(chunk, "fit()", "Main arguments") == ["formula, data, resid"]


def margin_caption(sheet: Sheet, y: float, label: str, lines: list[str]) -> None:
    """A caption in the wide right margin (the Tufte handout), level with the table's top."""
    for i, line in enumerate([f"{label} {lines[0]}", *lines[1:]]):
        sheet.text(420, y + 10 * i, line, size=8)


def test_unruled_table_beside_a_margin_caption_keeps_its_units_line(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """No rules at all, the caption in the side margin level with the heading, units on a second
    heading line: the heading is both lines, the rows are all there."""
    for i in range(4):
        sheet.text(72, 90 + 12 * i, "Die sechs Messstellen liegen in drei Landkreisen und wurden")
    y = 160
    xs, anchors = [72, 130, 250, 310, 370], ["left", "left", "right", "right", "right"]
    sheet.row(
        y, ["Messstelle", "Landkreis", "Filtertiefe", "Nitrat 2019", "Nitrat 2023"], xs, anchors
    )
    sheet.row(y + 12, ["", "", "m u. GOK", "mg/l", "mg/l"], xs, anchors)
    rows = [("GWM 101", "Nord", "8,5", "62,4", "54,1"), ("GWM 117", "Lindenau", "6,2", "81,3", "69,8"),
            ("GWM 136", "Bärwalde", "5,4", "95,2", "78,6")]  # fmt: skip
    for k, r in enumerate(rows):
        sheet.row(y + 28 + 12 * k, r, xs, anchors)
    margin_caption(sheet, y, "Tabelle 1:", ["Messstellen, Filtertiefe und", "Nitrat je Jahr."])
    for i in range(4):
        sheet.text(72, y + 90 + 12 * i, "Von 2019 bis 2023 sank die Nitratkonzentration an fünf")
    (chunk,) = extract(doc)
    assert chunk.label == "Table 1"
    assert chunk.extra["columns"][3] == "Nitrat 2019 mg/l"
    assert lookup(chunk, "GWM 117", "Nitrat 2019 mg/l") == ["81,3"]
    assert lookup(chunk, "GWM 101", "Filtertiefe m u. GOK") == ["8,5"]


def test_ruled_table_beside_a_margin_caption(sheet: Sheet, doc: pymupdf.Document) -> None:
    """Booktabs rules, the caption in the side margin: the caption names the table."""
    for i in range(3):
        sheet.text(72, 90 + 12 * i, "Tabelle 2 fasst die seit 2018 umgesetzten Maßnahmen zusammen.")
    y = 140
    xs, anchors = [72, 200, 300], ["left", "left", "right"]
    sheet.rule(70, 380, y)
    sheet.row(y + 12, ["Maßnahme", "Zeitraum", "Kosten"], xs, anchors)
    sheet.rule(70, 380, y + 16)
    for k, r in enumerate([("Beratung", "2019", "120"), ("Sperrfrist", "2020", "80")]):
        sheet.row(y + 28 + 12 * k, r, xs, anchors)
    sheet.rule(70, 380, y + 44)
    margin_caption(sheet, y + 8, "Tabelle 2:", ["Maßnahmen im Gebiet."])
    (chunk,) = extract(doc)
    assert chunk.label == "Table 2"
    assert lookup(chunk, "Sperrfrist", "Kosten") == ["80"]


def test_table_cut_after_its_heading_rule_at_a_page_foot(
    new_sheet: Callable[[], Sheet], doc: pymupdf.Document
) -> None:
    """A long table (pandoc's longtable) cut by the page break: the first page has the caption,
    the top and heading rules and two rows running to the page's foot with no closing rule; the
    next page repeats the heading. Every row is read, under the one label."""
    first = new_sheet()
    y = first.prose(600)
    first.text(180, y + 14, "Tabela 2: Razões de taxas do modelo.")
    xs, anchors = [72, 380, 460], ["left", "right", "right"]
    heads = ["Variável", "RT", "Valor de p"]
    first.rule(70, 540, y + 24)
    first.row(y + 36, heads, xs, anchors)
    first.rule(70, 540, y + 40)
    first.row(
        y + 52, ["Chuva acumulada no mês anterior (por 50 mm)", "1,18", "<0,001"], xs, anchors
    )
    first.row(
        y + 64, ["Temperatura média no mês anterior (por 1 °C)", "1,09", "0,002"], xs, anchors
    )
    first.text(300, 760, "2")
    second = new_sheet()
    second.rule(70, 540, 72)
    second.row(84, heads, xs, anchors)
    second.rule(70, 540, 88)
    second.row(
        100, ["Cobertura de esgotamento sanitário (por 10 p.p.)", "0,87", "0,003"], xs, anchors
    )
    second.rule(70, 540, 106)
    second.prose(140)
    chunks = extract(doc)
    assert {c.label for c in chunks} == {"Table 2"}
    rows = {r[0]: r for c in chunks for r in c.extra["rows"]}
    assert rows["Chuva acumulada no mês anterior (por 50 mm)"][1:] == ["1,18", "<0,001"]
    assert rows["Cobertura de esgotamento sanitário (por 10 p.p.)"][1] == "0,87"


def test_regression_table_with_stars_and_standard_errors(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """Coefficients with significance stars set tight side by side and standard errors in
    parentheses on the line below: every model is a column of its own."""
    y = sheet.prose(90)
    sheet.text(200, y + 14, "Table 1: Regression of hourly rentals.")
    xs, anchors = [150, 300, 343, 386], ["left", "right", "right", "right"]
    sheet.rule(145, 390, y + 22)
    sheet.row(y + 34, ["Variable", "(1)", "(2)", "(3)"], xs, anchors)
    sheet.rule(145, 390, y + 38)
    rows = [("Temperature", "0.214***", "0.198***", "0.187***"), ("", "(0.031)", "(0.029)", "(0.030)"),
            ("Subway distance", "", "", "-0.265***"), ("", "", "", "(0.058)")]  # fmt: skip
    for k, r in enumerate(rows):
        sheet.row(y + 50 + 12 * k, r, xs, anchors)
    sheet.rule(145, 390, y + 50 + 12 * len(rows))
    sheet.prose(y + 90 + 12 * len(rows))
    (chunk,) = extract(doc)
    assert chunk.extra["columns"] == ["Variable", "(1)", "(2)", "(3)"]
    assert lookup(chunk, "Temperature", "(2)") == ["0.198***", "(0.029)"]
    assert lookup(chunk, "Subway distance", "(3)")[0] == "-0.265***"


def test_starred_and_bracketed_values_set_tight_are_separate_cells() -> None:
    """Significance stars ("0.214***") and standard errors in parentheses ("(0.031) (0.029)")
    set a few points apart are one cell each; a value and its share in parentheses
    ("1,472 (11.3)") stay one cell."""

    def frag(*texts: str) -> Frag:
        words, x = [], 100.0
        for t in texts:
            words.append(Word(x, 90, x + 30, 100, t, 10, 98))
            x += 35
        return Frag(words[0].x0, words[-1].x1, 98, words)

    def cells(*texts: str) -> list[str]:
        return [f.text for f in split_numbers([frag(*texts)], 1.0)]

    assert cells("0.214***", "0.198***", "−0.071*") == ["0.214***", "0.198***", "−0.071*"]
    assert cells("(0.031)", "(0.029)") == ["(0.031)", "(0.029)"]
    assert cells("1,472", "(11.3)") == ["1,472 (11.3)"]


def test_a_rowspan_corner_centred_down_two_heading_lines(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """An HTML table without borders: a corner head ("Layer height (mm)", ``rowspan=2``) set
    centred down both heading lines, on a baseline between them, beside two group heads
    (``colspan=2``) over their leaf heads. Every column is named by its group and leaf."""
    y = sheet.prose(90)
    sheet.text(72, y + 14, "Table 2. Strength and porosity by layer height and nozzle.")
    top = y + 40
    sheet.text(277, top, "Nozzle 200 °C", anchor="center")
    sheet.text(420, top, "Nozzle 220 °C", anchor="center")
    sheet.text(115, top + 6, "Layer height (mm)")
    leaves = ["UTS (MPa)", "Porosity (%)"] * 2
    sheet.row(top + 18, leaves, [240, 311, 383, 453], ["center"] * 4)
    for k, r in enumerate([("0.1", "61.4", "0.9", "63.2", "0.7"), ("0.2", "58.7", "1.6", "60.1", "1.1"),
                           ("0.3", "53.0", "2.8", "56.5", "2.2")]):  # fmt: skip
        sheet.row(top + 36 + 18 * k, r, [155, 248, 317, 391, 460], ["center"] + ["right"] * 4)
    sheet.prose(top + 110)

    (chunk,) = extract(doc)

    assert chunk.extra["columns"] == [
        "Layer height (mm)",
        "Nozzle 200 °C · UTS (MPa)",
        "Nozzle 200 °C · Porosity (%)",
        "Nozzle 220 °C · UTS (MPa)",
        "Nozzle 220 °C · Porosity (%)",
    ]
    assert lookup(chunk, "0.2", "Nozzle 200 °C · Porosity (%)") == ["1.6"]
    assert lookup(chunk, "0.3", "Nozzle 220 °C · UTS (MPa)") == ["56.5"]


def test_a_row_group_centred_down_its_two_rows_is_no_head(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """A row group's name set centred down its two rows ("Wet" beside "AM-1" and "AM-2", on a
    baseline between them) reaches up into the first row as a rowspan corner head does, but
    the line under it is a row of values, not the heading's second line: each row keeps its
    own name and values."""
    y = sheet.prose(90)
    sheet.text(72, y + 14, "Table 3. Uptake over repeated cycles.")
    top = y + 50
    sheet.rule(55, 412, top - 14)
    for x, head in zip([61, 163, 235, 285, 352], ["Condition", "Sorbent", "Cycle 1", "Cycle 20",
                                                  "Cycle 40"], strict=True):  # fmt: skip
        sheet.text(x, top, head, size=12)
    sheet.rule(55, 412, top + 7)
    groups = (("Wet", [("AM-1", "1.92", "1.61 (83.9)", "1.35 (70.3)"),
                       ("AM-2", "2.40", "2.29 (95.4)", "2.12 (88.3)")]),
              ("Humid", [("AM-1", "1.77", "1.52 (85.9)", "1.21 (68.4)"),
                         ("AM-2", "2.18", "2.09 (95.9)", "1.93 (88.5)")]))  # fmt: skip
    for k, (group, rows) in enumerate(groups):
        base = top + 21 + 35 * k
        sheet.text(61, base + 7, group, size=12)
        for j, cells in enumerate(rows):
            for x, cell in zip([163, 235, 285, 352], cells, strict=True):
                sheet.text(x, base + 14 * j, cell, size=12)
        sheet.rule(55, 412, base + 21)
    sheet.prose(top + 110)

    (chunk,) = extract(doc)

    assert [r[:3] for r in chunk.extra["rows"]] == [
        ["Wet", "AM-1", "1.92"],
        ["Wet", "AM-2", "2.40"],
        ["Humid", "AM-1", "1.77"],
        ["Humid", "AM-2", "2.18"],
    ]
