"""A Persian table as iText and other shaping writers store it: each letter as its Arabic
presentation form (U+FB50-U+FEFF, lam-alef as one ligature glyph), runs drawn in visual order,
numbers in Persian digits with the Arabic decimal separator ("۵٫۳"). The caption "جدول ۱." names
Table 1, the cells read in the letters a reader types ("ملایم", not "ﻣﻼﯾﻢ" or "مالیم"), the
decimal numbers keep their digits' order, and the page's prose reads the same way."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import matplotlib
import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.ingest.text import page_text
from paperlens.labels import caption_text, inferred_label
from paperlens.models import Chunk
from paperlens.scripts import fold_digits, lower_case
from paperlens.settings import TableSettings

FONT = str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf")
_FONT = pymupdf.Font(fontfile=FONT)
# Letters that join to the next one only from the right (no initial or medial form).
_RIGHT_JOINING = set("اآدذرزژو")
# Arabic letters beyond the basic block, by the names their presentation forms use.
_NAMES = {"ک": "KEHEH", "ی": "FARSI YEH", "گ": "GAF", "پ": "PEH", "چ": "TCHEH", "ژ": "JEH"}


def _form(letter: str, form: str) -> str:
    name = _NAMES.get(letter) or unicodedata.name(letter).removeprefix("ARABIC LETTER ")
    try:
        return unicodedata.lookup(f"ARABIC LETTER {name} {form} FORM")
    except KeyError:
        return letter


def shaped(word: str) -> str:
    """The word's presentation forms in logical order, lam-alef as one ligature."""
    out: list[str] = []
    i, joined = 0, False  # whether the previous letter joins to this one
    while i < len(word):
        c = word[i]
        if c == "ل" and word[i + 1 : i + 2] == "ا":
            form = "FINAL" if joined else "ISOLATED"
            out.append(unicodedata.lookup(f"ARABIC LIGATURE LAM WITH ALEF {form} FORM"))
            i, joined = i + 2, False
            continue
        last = i + 1 == len(word)
        joins_next = not last and c not in _RIGHT_JOINING
        form = {
            (False, False): "ISOLATED",
            (False, True): "INITIAL",
            (True, False): "FINAL",
            (True, True): "MEDIAL",
        }[(joined, joins_next)]
        out.append(_form(c, form))
        i, joined = i + 1, joins_next
    return "".join(out)


def visual(line: str) -> str:
    """A right-to-left line in the order its glyphs sit left to right: words reversed and
    each word's letters reversed, numbers ("۵٫۳", "۱.") as printed."""
    words = []
    for w in line.split(" "):
        words.append(w if not any(c.isalpha() for c in w) else shaped(w)[::-1])
    return " ".join(reversed([w[::-1] if w.endswith(".") and w[0].isdigit() else w for w in words]))


def draw(page: pymupdf.Page, right: float, y: float, line: str, size: float = 10) -> None:
    """One run, right-aligned at ``right``, its glyphs drawn left to right in visual order."""
    text = visual(line)
    x = right - _FONT.text_length(text, fontsize=size)
    page.insert_text((x, y), text, fontsize=size, fontname="dv", fontfile=FONT)


PROSE = "در این پژوهش آبیاری ملایم و کامل در سه مزرعه مقایسه شد و عملکرد هر مزرعه اندازه گیری شد"
HEAD = ["مزرعه", "آب مصرفی", "عملکرد ۱۴۰۲"]
ROWS = [["ملایم", "۲۴۰۰", "۵٫۳"], ["کامل", "۳۲۰۰", "۴٫۸"], ["شاهد", "۱۲۵۰", "۳٫۱"]]


def paper() -> pymupdf.Document:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for k in range(3):
        draw(page, 520, 90 + 16 * k, PROSE)
    draw(page, 520, 160, "جدول ۱. عملکرد زعفران در سه مزرعه")
    xs = [520.0, 400.0, 280.0, 160.0]  # column edges from the right
    top = 170.0
    for r, row in enumerate([HEAD, *ROWS]):
        y0 = top + 18 * r
        for c, cell in enumerate(row):
            page.draw_rect(pymupdf.Rect(xs[c + 1], y0, xs[c], y0 + 18), color=(0, 0, 0), width=0.6)
            draw(page, xs[c] - 6, y0 + 13, cell)
    for k in range(2):
        draw(page, 520, 270 + 16 * k, PROSE)
    return pymupdf.open("pdf", doc.tobytes())


def lookup(chunk: Chunk, row: str, column: str) -> str:
    c = chunk.extra["columns"].index(column)
    return next(r[c] for r in chunk.extra["rows"] if r[0] == row)


def test_fixture_stores_presentation_forms() -> None:
    """The fixture is what the test claims: shaped glyphs, not the letters a reader types."""
    text = paper()[0].get_text("text", flags=pymupdf.TEXT_PRESERVE_LIGATURES)
    assert "\ufefc" in text or "\ufefb" in text  # lam-alef
    assert "ملایم" not in text


def test_shaped_persian_table_reads_in_plain_letters() -> None:
    chunks = extract_tables(paper(), "fa-shaped", TableSettings())
    assert [c.label for c in chunks] == ["Table 1"]
    (table,) = chunks
    assert table.extra["columns"] == HEAD
    assert [r[0] for r in table.extra["rows"]] == ["ملایم", "کامل", "شاهد"]
    assert lookup(table, "ملایم", "عملکرد ۱۴۰۲") == "۵٫۳"  # not "۳٫۵"
    assert lookup(table, "شاهد", "آب مصرفی") == "۱۲۵۰"


def test_shaped_persian_prose_reads_in_plain_letters() -> None:
    text = page_text(paper()[0])
    assert "آبیاری ملایم و کامل" in text
    assert not any("\ufb50" <= c <= "\ufeff" for c in text)


def test_digits_of_every_script_fold_to_ascii() -> None:
    assert fold_digits("۵٫۳") == "5.3"
    assert fold_digits("١٢٬٥٠٠") == "12,500"
    assert fold_digits("१२३ and 45") == "123 and 45"
    assert len(fold_digits("جدول ۱۴۰۲")) == len("جدول ۱۴۰۲")


def test_case_rules_leave_caseless_scripts_alone() -> None:
    assert lower_case("see") and lower_case("таблица")
    assert not lower_case("ცხრილი")  # Georgian: lower-case letters, yet no capitals
    assert not lower_case("جدول")
    assert not lower_case("Table")


def test_a_caption_keeps_the_digits_it_prints() -> None:
    """Persian digits name the label ("جدول ۳" is Table 3) but stay in the caption's title."""
    line = "جدول ۳. عملکرد سال ۱۴۰۲"
    found = inferred_label(line, frozenset({"جدول"}))
    assert found is not None
    word, match = found
    assert (word, match.label) == ("جدول", "Table 3")
    assert caption_text(line, match) == "عملکرد سال ۱۴۰۲"
