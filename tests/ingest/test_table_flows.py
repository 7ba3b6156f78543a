"""Tables as word processors and HTML printers set them, drawn here from their layout: a
caption set as the next paragraph of the text with no space before it (AbiWord, a two-column
flow whose full-width caption joins the column's last line), and row separators drawn as dotted
lines (an HTML table's ``border-bottom: dotted``), which are not a chart's gridlines."""

from __future__ import annotations

from collections.abc import Sequence

import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings


def extract(doc: pymupdf.Document) -> list[Chunk]:
    return extract_tables(pymupdf.open("pdf", doc.tobytes()), "flow-paper", TableSettings())


def lookup(chunk: Chunk, row: str, column: str) -> list[str]:
    c = chunk.extra["columns"].index(column)
    return [r[c] for r in chunk.extra["rows"] if r[0] == row]


def paragraph(page: pymupdf.Page, x: float, y: float, lines: Sequence[str]) -> float:
    """Lines set solid (no leading: each line's box touches the next), in one text object, so
    the extractor puts them in one block; returns the last baseline."""
    page.insert_text((x, y), "\n".join(lines), fontsize=12, fontname="helv", lineheight=1.1)
    return y + 13.2 * (len(lines) - 1)


def ruled_grid(
    page: pymupdf.Page,
    x0: float,
    top: float,
    widths: Sequence[float],
    rows: Sequence[Sequence[str]],
    *,
    dotted: bool = False,
) -> float:
    """A table with a rule over and under it and between every row: a full grid with vertical
    rules, or (``dotted``) grey dotted lines between body rows and no vertical rules. Returns its
    bottom."""
    xs = [x0 + sum(widths[:i]) for i in range(len(widths) + 1)]
    y = top
    for k, row in enumerate(rows):
        for i, cell in enumerate(row):
            page.insert_text((xs[i] + 3, y + 12), cell, fontsize=10, fontname="helv")
        nxt = y + 16
        if dotted and 0 < k < len(rows) - 1:
            for a, b in zip(xs, xs[1:], strict=False):
                page.draw_line(
                    (a + 0.5, nxt),
                    (b - 0.5, nxt),
                    color=(0.6, 0.6, 0.6),
                    width=0.6,
                    dashes="[1 1] 0",
                )
        else:
            page.draw_line((xs[0], nxt), (xs[-1], nxt), width=0.6)
        y = nxt
    page.draw_line((xs[0], top), (xs[-1], top), width=0.6)
    if not dotted:
        for x in xs:
            page.draw_line((x, top), (x, y), width=0.6)
    return y


def test_caption_set_as_the_next_paragraph_without_space() -> None:
    """The caption's label opens the line right under a paragraph's last (short) line, in the
    same text block: it is still the table's caption."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    prose = [
        "Alle percelen werden twee keer per jaar bemonsterd en de metingen werden steeds",
        "door hetzelfde team uitgevoerd, met dezelfde apparatuur op elke locatie van het",
        "netwerk. Tabel 3 vat de resultaten samen.",
        "Tabel 3. Opbrengst en eiwitgehalte per proefveld",
    ]
    y = paragraph(page, 72, 100, prose)
    rows = [
        ["Proefveld", "Opbrengst (t/ha)", "Eiwit (%)"],
        ["Noordpolder", "7,42", "11,8"],
        ["Zuidwaard", "6,95", "12,4"],
        ["Oosthoek", "8,13", "10,9"],
    ]
    bottom = ruled_grid(page, 72, y + 4, [150, 150, 150], rows)
    paragraph(page, 72, bottom + 24, prose[:2])
    (chunk,) = extract(doc)
    assert chunk.label == "Table 3"
    assert chunk.caption == "Opbrengst en eiwitgehalte per proefveld"
    assert lookup(chunk, "Zuidwaard", "Eiwit (%)") == ["12,4"]


def test_prose_wrapping_onto_a_label_is_not_a_caption() -> None:
    """A full line of prose above "Table 2. ..." means the label is the sentence going on,
    not a caption: no table is made from the grid under it without its caption."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    prose = [
        "Samples were taken in spring and autumn at every station of the network; for the",
        "full list see Table 2. The measurements were made on the same day by one team and",
        "every value is the mean of three replicates taken at the same station of the net.",
    ]
    paragraph(page, 72, 100, prose)
    assert extract(doc) == []


def test_dotted_row_separators_are_not_plot_ink() -> None:
    """Grey dotted lines between the body rows (no vertical rules): the table is kept and
    read, in another language and with decimal commas."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = paragraph(page, 72, 100, ["Die Messwerte der drei Obstgärten sind unten zusammengefasst."])
    y = paragraph(page, 72, y + 24, ["Tabelle 2. Ertrag und Festigkeit der Früchte je Anlage"])
    rows = [
        ["Anlage", "Ertrag (t/ha)", "Festigkeit (N)", "Zucker (°Bx)"],
        ["Jork", "41,6", "62,3", "12,1"],
        ["Meckenheim", "38,2", "58,9", "12,8"],
        ["Überlingen", "35,7", "66,1", "13,0"],
        ["Bad Dürkheim", "44,0", "60,4", "11,6"],
    ]
    ruled_grid(page, 72, y + 6, [120, 100, 100, 100], rows, dotted=True)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 2"
    assert lookup(chunk, "Überlingen", "Festigkeit (N)") == ["66,1"]
    assert lookup(chunk, "Bad Dürkheim", "Zucker (°Bx)") == ["11,6"]


def centred(
    page: pymupdf.Page, x0: float, x1: float, y: float, text: str, size: float = 10
) -> None:
    w = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
    page.insert_text(((x0 + x1 - w) / 2, y), text, fontsize=size, fontname="helv")


def test_two_level_heading_with_no_top_rule_and_a_stub_across_the_group_rule() -> None:
    """Horizontal rules only (fpdf2's ``table()``): no rule over the group heads, a rule under
    them over the grouped columns only, and the stub head ("Parcela") centred over both heading
    rows, across that rule. Every column is named by its group and its own head."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    paragraph(page, 72, 100, ["Los valores son medias de tres repeticiones por parcela."])
    paragraph(page, 72, 130, ["Tabla 2. Rendimiento antes y después del riego (t/ha)"])
    xs = [72, 200, 275, 350, 425, 500]
    top = 140.0
    centred(page, xs[1], xs[3], top + 11, "Verano")
    centred(page, xs[3], xs[5], top + 11, "Invierno")
    page.draw_line((xs[1], top + 14), (xs[5], top + 14), width=0.6)
    centred(page, xs[0], xs[1], top + 17, "Parcela")
    for i, head in enumerate(["Antes", "Después", "Antes", "Después"]):
        centred(page, xs[i + 1], xs[i + 2], top + 25, head)
    y = top + 29
    page.draw_line((xs[0], y), (xs[5], y), width=0.6)
    body = [
        ["Norte", "4,1", "5,6", "3,2", "4,4"],
        ["Sur", "3,8", "5,9", "2,7", "4,0"],
        ["Este", "4,6", "6,3", "3,5", "4,8"],
    ]
    for row in body:
        page.insert_text((xs[0] + 3, y + 11), row[0], fontsize=10, fontname="helv")
        for i, v in enumerate(row[1:]):
            centred(page, xs[i + 1], xs[i + 2], y + 11, v)
        y += 15
        page.draw_line((xs[0], y), (xs[5], y), width=0.6)
    paragraph(page, 72, y + 30, ["El riego aumentó el rendimiento en todas las parcelas."])
    (chunk,) = extract(doc)
    assert chunk.extra["columns"] == [
        "Parcela",
        "Verano · Antes",
        "Verano · Después",
        "Invierno · Antes",
        "Invierno · Después",
    ]
    assert lookup(chunk, "Sur", "Invierno · Antes") == ["2,7"]
    assert lookup(chunk, "Este", "Verano · Después") == ["6,3"]


def grid_rows(
    page: pymupdf.Page, xs: Sequence[float], top: float, rows: Sequence[Sequence[str]]
) -> float:
    """Fully ruled rows (a word processor's grid); a cell of None is covered by the one to its
    left (a column span). Returns the bottom."""
    y = top
    page.draw_line((xs[0], y), (xs[-1], y), width=0.5)
    for row in rows:
        for i, cell in enumerate(row):
            if cell is None:
                continue
            span = 1
            while i + span < len(row) and row[i + span] is None:
                span += 1
            page.insert_text((xs[i] + 3, y + 12), cell, fontsize=10, fontname="helv")
            page.draw_line((xs[i], y), (xs[i], y + 16), width=0.5)
        page.draw_line((xs[-1], y), (xs[-1], y + 16), width=0.5)
        y += 16
        page.draw_line((xs[0], y), (xs[-1], y), width=0.5)
    return y


def test_caption_and_heading_on_one_page_rows_on_the_next() -> None:
    """A table whose caption and two heading rows end one page and whose rows fill the top of
    the next: the rows are read under the heading, group and leaf heads joined."""
    doc = pymupdf.open()
    first = doc.new_page(width=595, height=842)
    prose = [
        "Le misure sono state ripetute in ogni vigneto durante la vendemmia e i valori sono",
        "medie di cinque grappoli raccolti nello stesso giorno dalla stessa squadra di lavoro.",
    ] * 23
    y = paragraph(first, 72, 90, prose)
    paragraph(first, 72, y + 24, ["Tabella 3. Zuccheri e acidità per vigneto"])
    xs = [72, 180, 255, 330, 405, 480]
    heads = [
        ["Vigneto", "Sangiovese", None, "Nebbiolo", None],
        ["", "Media", "DS", "Media", "DS"],
    ]
    bottom = grid_rows(first, xs, y + 32, heads)
    assert bottom > 0.8 * 842
    second = doc.new_page(width=595, height=842)
    body = [
        ["Colle Alto", "21,4", "1,2", "23,8", "0,9"],
        ["Valle Bassa", "19,7", "1,5", "22,1", "1,1"],
        ["Poggio Sole", "22,9", "0,8", "24,6", "1,3"],
    ]
    end = grid_rows(second, xs, 72, body)
    paragraph(second, 72, end + 30, prose[:2])
    chunks = [c for c in extract(doc) if c.extra["rows"]]
    assert {c.label for c in chunks} == {"Table 3"}
    (chunk,) = chunks
    assert chunk.extra["columns"] == [
        "Vigneto",
        "Sangiovese · Media",
        "Sangiovese · DS",
        "Nebbiolo · Media",
        "Nebbiolo · DS",
    ]
    assert lookup(chunk, "Valle Bassa", "Nebbiolo · Media") == ["22,1"]
    assert lookup(chunk, "Poggio Sole", "Sangiovese · DS") == ["0,8"]


def test_row_labels_wrapped_in_a_narrow_first_column() -> None:
    """Row labels set in a fixed-width first column wrap onto lines of their own under the
    record's values (ConTeXt, LaTeX ``p{}``): each label is read whole on its record's row. A
    group heading that fits on its line stays a row of its own."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    paragraph(page, 72, 100, ["Fartygen delades in i tre klasser efter storlek."])
    paragraph(page, 72, 130, ["Tabell 1. Fartygsklasser i urvalet"])
    xs = [72, 150, 230, 310, 390]
    top = 140.0
    page.draw_line((xs[0], top), (470, top), width=0.8)
    for x, head in zip(
        xs, ["Klass", "Fartyg", "Kapacitet", "Fart (kn)", "Motor (MW)"], strict=True
    ):
        page.insert_text((x, top + 12), head, fontsize=10, fontname="helv")
    page.draw_line((xs[0], top + 16), (470, top + 16), width=0.5)
    lines = [
        ["Norr", "", "", "", ""],
        ["Klass A", "5", "8,530", "25.0", "68.6"],
        ["(8,500", "", "", "", ""],
        ["TEU)", "", "", "", ""],
        ["Klass B", "6", "13,092", "24.5", "72.2"],
        ["(13,100", "", "", "", ""],
        ["TEU)", "", "", "", ""],
        ["Syd", "", "", "", ""],
        ["Klass C", "3", "19,224", "22.5", "62.5"],
        ["(19,200", "", "", "", ""],
        ["TEU)", "", "", "", ""],
    ]
    y = top + 28
    for line in lines:
        for x, cell in zip(xs, line, strict=True):
            if cell:
                page.insert_text((x, y), cell, fontsize=10, fontname="helv")
        y += 12
    page.draw_line((xs[0], y - 6), (470, y - 6), width=0.8)
    paragraph(page, 72, y + 24, ["Klass C seglade med lägst fart under hela året."])
    (chunk,) = extract(doc)
    labels = [r[0] for r in chunk.extra["rows"]]
    assert "Klass B (13,100 TEU)" in labels, labels
    assert lookup(chunk, "Klass A (8,500 TEU)", "Motor (MW)") == ["68.6"]
    assert lookup(chunk, "Klass C (19,200 TEU)", "Kapacitet") == ["19,224"]
    assert "Syd" in labels and "Norr" in labels


def test_words_broken_at_a_narrow_cells_edge_are_joined() -> None:
    """A producer that breaks a word too long for its cell without a hyphen ("Niederschlags" /
    "menge"): the piece fills the cell to its rule and the next line goes on in lowercase, so
    the two are one word. A cell wrapped at a space ("mittlere" / "jährliche ...") keeps it."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    paragraph(page, 72, 100, ["Die Messreihen der drei Stationen sind unten zusammengefasst."])
    paragraph(page, 72, 130, ["Tabelle 4. Klimadaten der Stationen"])
    piece = "Niederschlags"
    width = pymupdf.get_text_length(piece, fontname="helv", fontsize=10)
    xs = [72, 72 + width + 4, 72 + width + 84, 72 + width + 164]
    top = 140.0
    cells = [
        (["Größe", "Nord", "Süd"], 1),
        ([f"{piece}\nmenge (mm)", "612", "748"], 2),
        (["mittlere\njährliche\nTemperatur", "8,9", "10,4"], 3),
        (["Sonnen-\nstunden", "1540", "1795"], 2),
    ]
    y = top
    page.draw_line((xs[0], y), (xs[-1], y), width=0.5)
    for texts, n in cells:
        height = 14 * n + 4
        for i, text in enumerate(texts):
            page.insert_text(
                (xs[i] + 2, y + 12), text, fontsize=10, fontname="helv", lineheight=1.2
            )
        for x in xs:
            page.draw_line((x, y), (x, y + height), width=0.5)
        y += height
        page.draw_line((xs[0], y), (xs[-1], y), width=0.5)
    paragraph(page, 72, y + 30, ["Die Station Süd liegt tiefer und ist daher wärmer."])
    (chunk,) = extract(doc)
    labels = [r[0] for r in chunk.extra["rows"]]
    assert "Niederschlagsmenge (mm)" in labels, labels
    assert lookup(chunk, "Niederschlagsmenge (mm)", "Süd") == ["748"]
    assert "mittlere jährliche Temperatur" in labels, labels


def test_signs_set_from_another_font_join_their_numbers() -> None:
    """A word processor sets a sign its font lacks (a minus, ±) from a fallback font, written
    after the rest of the line: the extractor reads it as a line of its own. A sign touching its
    number is still part of it: "−8.7 (−11.2 to −6.2)", not "− 8.7 ( − 11.2 to − 6.2)"."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    paragraph(page, 72, 90, ["Table 4. Change in blood pressure after twelve weeks"])
    differences = {  # "~" marks a sign set from the fallback font
        "Systolic": "~8.7 (~11.2 to ~6.2)",
        "Diastolic": "~3.5 (~5.0 to ~2.0)",
        "Heart rate": "1.1 (~0.4 to 2.6)",
    }
    rows = [
        ["Outcome", "Usual care", "Treated", ""],
        ["Systolic", "141.2", "132.5", ""],
        ["Diastolic", "88.4", "84.9", ""],
        ["Heart rate", "72.0", "73.1", ""],
    ]
    widths = [110, 80, 80, 140]
    ruled_grid(page, 72, 100, widths, rows)
    x0 = 72 + sum(widths[:3]) + 3
    page.insert_text((x0, 112), "Difference", fontsize=10, fontname="helv")
    signs: list[tuple[float, float]] = []
    for k, text in enumerate(differences.values(), 1):
        x, y = x0, 100 + 16 * k + 12
        for i, piece in enumerate(text.split("~")):
            if i:  # a sign goes before this piece
                signs.append((x, y))
                x += pymupdf.get_text_length("-", fontname="symb", fontsize=10)
            if piece:
                page.insert_text((x, y), piece, fontsize=10, fontname="helv")
                x += pymupdf.get_text_length(piece, fontname="helv", fontsize=10)
    for x, y in signs:  # the fallback font's glyphs come last in the page's content
        page.insert_text((x, y), "-", fontsize=10, fontname="symb")
    (chunk,) = extract(doc)
    assert lookup(chunk, "Systolic", "Difference") == ["-8.7 (-11.2 to -6.2)"]
    assert lookup(chunk, "Diastolic", "Difference") == ["-3.5 (-5.0 to -2.0)"]
    assert lookup(chunk, "Heart rate", "Difference") == ["1.1 (-0.4 to 2.6)"]
