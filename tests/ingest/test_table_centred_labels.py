"""Row labels that span several rows, set once at the middle of their rows (a merged cell
centred vertically, LaTeX ``\\multirow``), where the rule between two groups runs short of the
table's width: under every column but the label's (booktabs ``\\cmidrule`` from the second
column on), or under the label column alone (the border of a merged cell). Every row of a
group carries its label, the first one too; a label wrapped over two lines, each set between
two of its rows, is one label; a label on a line of its own between its two rows is no row."""

from __future__ import annotations

import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings

PROSE = "Musts were sampled at harvest from every plot and analysed the same day in the lab."


def _extract(doc: pymupdf.Document) -> Chunk:
    [table] = extract_tables(pymupdf.open("pdf", doc.tobytes()), "centred", TableSettings())
    return table


def _page() -> tuple[pymupdf.Document, pymupdf.Page]:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((58, 60), PROSE, fontsize=10, fontname="tiro")
    return doc, page


def _put(page: pymupdf.Page, x: float, y: float, text: str) -> None:
    page.insert_text((x, y), text, fontsize=9, fontname="helv")


def test_labels_centred_on_groups_ruled_from_the_second_column() -> None:
    doc, page = _page()
    _put(page, 58, 90, "Table 2. Must composition at harvest by treatment and cultivar")
    xs = [58, 160, 260, 360, 460]
    page.draw_line((50, 98), (545, 98), width=0.8)
    heads = ["Treatment", "Cultivar", "Sugar (Brix)", "pH", "Anthocyanins"]
    for x, head in zip(xs, heads, strict=True):
        _put(page, x, 110, head)
    page.draw_line((50, 116), (545, 116), width=0.5)
    values = [
        ["Sangiovese", "22,4", "3,38", "612"],
        ["Nebbiolo", "23,1", "3,29", "455"],
        ["Corvina", "21,6", "3,41", "738"],
        ["Sangiovese", "23,5", "3,45", "704"],
        ["Nebbiolo", "24,2", "3,34", "521"],
        ["Corvina", "22,3", "3,49", "848"],
    ]
    y = 130.0
    for k, row in enumerate(values):
        if k == 3:
            page.draw_line((153, y - 10), (545, y - 10), width=0.4)  # from the second column
            y += 4
        for x, text in zip(xs[1:], row, strict=True):
            _put(page, x, y, text)
        y += 13.5
    page.draw_line((153, y - 8), (545, y - 8), width=0.8)
    _put(page, 58, 130 + 13.5, "Control")  # centred on the first three rows
    _put(page, 58, 130 + 4 + 3 * 13.5 + 7, "Early leaf")  # two lines centred on the last three
    _put(page, 58, 130 + 4 + 4 * 13.5 + 7, "removal")
    _put(page, 58, y + 20, PROSE)

    table = _extract(doc)
    assert [r[:2] for r in table.extra["rows"]] == [
        ["Control", "Sangiovese"],
        ["Control", "Nebbiolo"],
        ["Control", "Corvina"],
        ["Early leaf removal", "Sangiovese"],
        ["Early leaf removal", "Nebbiolo"],
        ["Early leaf removal", "Corvina"],
    ]
    assert table.extra["rows"][3][2] == "23,5"


def test_labels_on_lines_of_their_own_between_their_rows() -> None:
    doc, page = _page()
    _put(page, 58, 90, "Table 2. Sake brewed with two yeasts at two polishing ratios")
    xs = [58, 130, 210, 290]
    page.draw_line((54, 97), (340, 97), width=1.2)
    for x, head in zip(xs, ["Yeast", "Polishing", "Alcohol (%)", "Acidity"], strict=True):
        _put(page, x, 108, head)
    page.draw_line((54, 114), (340, 114), width=0.6)
    rows = [
        ["60%", "16.8", "1.6"],
        ["40%", "16.5", "1.4"],
        ["60%", "17.1", "1.5"],
        ["40%", "16.9", "1.3"],
    ]
    y = 126.0
    for k, row in enumerate(rows):
        for x, text in zip(xs[1:], row, strict=True):
            _put(page, x, y, text)
        if k % 2 == 0:
            _put(page, xs[0], y + 8.5, ["Kyokai 7", "Kyokai 9"][k // 2])  # between its two rows
        if k == 1:
            page.draw_line((54, y + 6), (125, y + 6), width=0.4)  # the merged cell's border
            y += 12
        y += 17
    page.draw_line((54, y - 8), (340, y - 8), width=1.2)
    _put(page, 58, y + 20, PROSE)

    table = _extract(doc)
    assert [r[:3] for r in table.extra["rows"]] == [
        ["Kyokai 7", "60%", "16.8"],
        ["Kyokai 7", "40%", "16.5"],
        ["Kyokai 9", "60%", "17.1"],
        ["Kyokai 9", "40%", "16.9"],
    ]
