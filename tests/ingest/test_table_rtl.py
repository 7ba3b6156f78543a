"""Right-to-left tables (Hebrew): the first column is printed at the right, each cell's
runs are drawn in visual order. The table reads its columns from the right, each cell's text in
reading order (numbers with their signs as printed, brackets paired), a shaded heading with a border is ruled,
and a table with no rules at all is found under a caption word that heads the ruled one."""

from __future__ import annotations

import pymupdf
import pytest

from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings

LEFT, RIGHT = 60.0, 540.0

HE = {
    "word": "טבלה",
    "prose": "מדדנו את הטמפרטורה בשמונה רחובות במהלך הקיץ ובדקנו את ההבדלים בין הקבוצות השונות",
    "title1": "מאפייני הרחובות שנמדדו",
    "title2": "מדדי חום לפי קבוצה",
    "head1": ["רחוב", "כיוון", "רוחב (מ)", "מין העץ"],
    "rows1": [
        ["שדרות הגפן", "צפון–דרום", "32", "פיקוס השדרות"],
        ["רחוב התמר", "מזרח–מערב", "14", "ללא"],
        ["רחוב הזית", "צפון–דרום", "26", "דולב מזרחי"],
    ],
    "group": "מדדים במעלות",
    "leaves": ["אוויר (C°)", "קרינה", "אספלט"],
    "corner": "קבוצה",
    "last": "שעות עומס",
    "rows2": [
        ["כיסוי נמוך", "35.8", "66.4", "58.7", "8"],
        ["כיסוי גבוה", "33.2", "47.3", "41.5", "2"],
        ["הפרש", "−2.6", "−19.1", "−17.2", "−6"],
    ],
}
# Another paper in the same script: other words, decimal commas, a percent column.
HE2 = {
    "word": "לוח",
    "prose": "בדקנו את איכות המים בעשר בארות לאורך השנה והשווינו בין האזורים השונים במדינה",
    "title1": "הבארות שנבדקו",
    "title2": "ריכוזים לפי אזור",
    "head1": ["באר", "אזור", "עומק", "שיעור (%)"],
    "rows1": [
        ["באר הדקל", "צפון", "120", "12%"],
        ["באר האלון", "מרכז", "85", "7%"],
        ["באר השיטה", "דרום", "210", "31%"],
    ],
    "group": "ריכוז במ״ג לליטר",
    "leaves": ["חנקה", "כלוריד", "נתרן"],
    "corner": "אזור",
    "last": "מספר דגימות",
    "rows2": [
        ["צפון", "41,5", "180,2", "95,1", "24"],
        ["דרום", "63,0", "412,8", "230,4", "31"],
        ["שינוי", "+21,5", "+232,6", "−135,3", "+7"],
    ],
}


def rtl(page: pymupdf.Page, box: pymupdf.Rect, text: str, align: str = "right") -> None:
    """Text set right to left by MuPDF's layout engine, as a producer draws it (visual runs)."""
    page.insert_htmlbox(
        box, f'<p dir="rtl" style="font-size:9pt;margin:0;text-align:{align}">{text}</p>'
    )


def columns(n: int) -> list[tuple[float, float]]:
    """Column extents from the right: column 0 is the rightmost."""
    w = (RIGHT - LEFT) / n
    return [(RIGHT - (i + 1) * w, RIGHT - i * w) for i in range(n)]


def paper(lang: dict) -> pymupdf.Document:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for k in range(3):
        rtl(page, pymupdf.Rect(LEFT, 60 + 14 * k, RIGHT, 76 + 14 * k), lang["prose"], "justify")
    # Table 1: no rules, no shading.
    rtl(page, pymupdf.Rect(LEFT, 120, RIGHT, 136), f"{lang['word']} 1. {lang['title1']}")
    cols = columns(4)
    for r, row in enumerate([lang["head1"], *lang["rows1"]]):
        for (x0, x1), cell in zip(cols, row, strict=True):
            rtl(page, pymupdf.Rect(x0 + 3, 142 + 16 * r, x1 - 3, 158 + 16 * r), cell)
    for k in range(2):
        rtl(page, pymupdf.Rect(LEFT, 230 + 14 * k, RIGHT, 246 + 14 * k), lang["prose"], "justify")
    # Table 2: every cell ruled, a grey heading of two levels (a corner and a last head over
    # both heading rows, a group head over three leaves).
    rtl(page, pymupdf.Rect(LEFT, 290, RIGHT, 306), f"{lang['word']} 2. {lang['title2']}")
    cols = columns(5)
    top, mid, head = 310.0, 326.0, 342.0
    grey = (0.9, 0.9, 0.9)

    def cell(x0: float, y0: float, x1: float, y1: float, text: str, shaded: bool) -> None:
        page.draw_rect(
            pymupdf.Rect(x0, y0, x1, y1), color=(0, 0, 0), fill=grey if shaded else None, width=0.8
        )
        rtl(page, pymupdf.Rect(x0 + 3, y0 + 2, x1 - 3, y1), text, "center")

    cell(cols[0][0], top, cols[0][1], head, lang["corner"], True)
    cell(cols[3][0], mid - 16, cols[1][1], mid, lang["group"], True)
    for (x0, x1), leaf in zip(cols[1:4], lang["leaves"], strict=True):
        cell(x0, mid, x1, head, leaf, True)
    cell(cols[4][0], top, cols[4][1], head, lang["last"], True)
    for r, row in enumerate(lang["rows2"]):
        for (x0, x1), text in zip(cols, row, strict=True):
            cell(x0, head + 16 * r, x1, head + 16 * (r + 1), text, False)
    for k in range(3):
        rtl(page, pymupdf.Rect(LEFT, 420 + 14 * k, RIGHT, 436 + 14 * k), lang["prose"], "justify")
    return pymupdf.open("pdf", doc.tobytes())


def value(chunk: Chunk, row: str, column: str) -> str:
    c = chunk.extra["columns"].index(column)
    return next(r[c] for r in chunk.extra["rows"] if r[0] == row)


@pytest.mark.parametrize("lang", [HE, HE2], ids=["streets", "wells"])
def test_a_right_to_left_table_reads_from_its_right_edge(lang: dict) -> None:
    chunks = extract_tables(paper(lang), "rtl-tables", TableSettings())

    assert [c.label for c in chunks] == ["Table 1", "Table 2"]
    one, two = chunks
    assert one.caption == lang["title1"]
    assert one.extra["columns"] == lang["head1"]
    assert one.extra["rows"] == lang["rows1"]
    assert two.extra["columns"] == [
        lang["corner"],
        *(f"{lang['group']} · {leaf}" for leaf in lang["leaves"]),
        lang["last"],
    ]
    assert two.extra["rows"] == lang["rows2"]


def test_latin_words_in_a_right_to_left_cell_keep_their_order() -> None:
    """A run of Latin words in a Hebrew table's cell reads left to right on the page: "Random
    Forest", not "Forest Random"; Hebrew words beside it keep their place ("עם BLEU score")."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for k in range(3):
        rtl(page, pymupdf.Rect(LEFT, 60 + 14 * k, RIGHT, 76 + 14 * k), HE["prose"], "justify")
    rtl(page, pymupdf.Rect(LEFT, 120, RIGHT, 136), "טבלה 1. תוצאות המודלים")
    rows = [
        ["מודל", "דיוק", "הערה"],
        ["Random Forest", "81.2", "מודל בסיס"],
        ["Gradient Boosted Trees", "84.5", "עם BLEU score"],
        ["רשת עצבית", "86.0", "ללא"],
    ]
    for r, row in enumerate(rows):
        for (x0, x1), text in zip(columns(3), row, strict=True):
            page.draw_rect(
                pymupdf.Rect(x0, 142 + 16 * r, x1, 158 + 16 * r), color=(0, 0, 0), width=0.6
            )
            rtl(page, pymupdf.Rect(x0 + 3, 144 + 16 * r, x1 - 3, 158 + 16 * r), text)
    for k in range(3):
        rtl(page, pymupdf.Rect(LEFT, 230 + 14 * k, RIGHT, 246 + 14 * k), HE["prose"], "justify")

    (table,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "rtl-latin", TableSettings())

    assert table.extra["columns"] == rows[0]
    assert table.extra["rows"] == rows[1:]
