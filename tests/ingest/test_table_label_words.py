"""Tables captioned in a language the label lists do not know ("Bảng 1.", "Taulukko 2.",
"Πίνακας 3."): the caption's word is learnt from the paper, a table under it is found and named
"Table N", and a caption-like word that heads no ruled table (a figure word, a numbered lemma)
claims no rows."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import matplotlib
import pymupdf
import pytest

from paperlens.ingest.tables import extract_tables
from paperlens.labels import label_words
from paperlens.models import Chunk
from paperlens.settings import TableSettings

FONT = str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf")


def extract(doc: pymupdf.Document) -> list[Chunk]:
    return extract_tables(pymupdf.open("pdf", doc.tobytes()), "words-paper", TableSettings())


def text(page: pymupdf.Page, x: float, y: float, s: str, size: float = 10) -> None:
    page.insert_text((x, y), s, fontsize=size, fontname="uni", fontfile=FONT)


def prose(page: pymupdf.Page, y: float, lines: Sequence[str]) -> float:
    for i, line in enumerate(lines):
        text(page, 72, y + 14 * i, line)
    return y + 14 * len(lines)


def table(
    page: pymupdf.Page, top: float, rows: Sequence[Sequence[str]], *, ruled: bool = True
) -> float:
    """A booktabs table (rules over and under it and under its heading row), or with
    ``ruled=False`` the same rows with no rules at all; returns its bottom."""
    xs = [72 + 110 * i for i in range(len(rows[0]))]
    right = xs[-1] + 100
    y = top
    if ruled:
        page.draw_line((72, y), (right, y), width=0.8)
    for k, row in enumerate(rows):
        for x, cell in zip(xs, row, strict=True):
            text(page, x, y + 13, cell)
        y += 17
        if ruled and k == 0:
            page.draw_line((72, y), (right, y), width=0.5)
    if ruled:
        page.draw_line((72, y), (right, y), width=0.8)
    return y


def lookup(chunk: Chunk, row: str, column: str) -> str:
    c = chunk.extra["columns"].index(column)
    return next(r[c] for r in chunk.extra["rows"] if r[0] == row)


CASES = [
    (
        "Πίνακας",
        "Μελισσοκομεία ανά περιοχή",
        [["Περιοχή", "Κυψέλες", "Υψόμετρο"], ["Κρήτη", "1.560", "420"], ["Θάσος", "780", "310"]],
        ("Θάσος", "Κυψέλες", "780"),
    ),
    (
        "Bảng",
        "Độ mặn lớn nhất tại các trạm",
        [["Trạm", "Mùa khô 2016", "Mùa khô 2020"], ["Bình Đại", "27,4", "30,1"], ["Mỹ Hóa", "5,2", "6,3"]],
        ("Bình Đại", "Mùa khô 2020", "30,1"),
    ),
    (
        "Taulukko",
        "Koealojen kuvaus",
        [["Koeala", "Pinta-ala", "Ikä"], ["Lammi", "42,5", "78"], ["Evo", "31,0", "92"], ["Orivesi", "38,5", "74"]],
        ("Evo", "Ikä", "92"),
    ),
    (
        "Jadwal",
        "Hasil panen per kebun",
        [["Kebun", "Luas", "Hasil"], ["Utara", "12", "8,4"], ["Selatan", "17", "9,9"]],
        ("Selatan", "Hasil", "9,9"),
    ),
    (
        # Georgian: every letter is a Unicode lower-case letter, yet the script has no capitals.
        "ცხრილი",
        "ნიადაგის ნიმუშები რაიონების მიხედვით",
        [["რაიონი", "ფართობი", "ნიმუშები"], ["ქუთაისი", "12,4", "36"], ["ზუგდიდი", "8,9", "21"]],
        ("ზუგდიდი", "ნიმუშები", "21"),
    ),
]  # fmt: skip


@pytest.mark.parametrize(("word", "title", "rows", "probe"), CASES)
@pytest.mark.parametrize("number", [1, 4])
def test_caption_word_in_an_unknown_language_names_its_table(
    word: str, title: str, rows: list[list[str]], probe: tuple[str, str, str], number: int
) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = prose(page, 90, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"] * 3)
    text(page, 72, y + 20, f"{word} {number}. {title}")
    table(page, y + 28, rows)
    chunks = extract(doc)
    assert [c.label for c in chunks] == [f"Table {number}"]
    assert title in chunks[0].text
    row, column, value = probe
    assert lookup(chunks[0], row, column) == value


def test_ruleless_table_under_a_word_that_heads_a_ruled_table_elsewhere() -> None:
    """Once the word heads a ruled table, its caption over rows with no rules names a table."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    text(page, 72, 100, "Taulukko 1. Koealat")
    table(page, 108, [["Koeala", "Pinta-ala"], ["Lammi", "42,5"], ["Evo", "31,0"]])
    page = doc.new_page(width=595, height=842)
    y = prose(page, 90, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"] * 3)
    text(page, 72, y + 20, "Taulukko 2. Saaliit")
    rows = [["Koeala", "2022", "2023"], ["Lammi", "18600", "24100"], ["Evo", "11300", "9800"]]
    table(page, y + 28, rows, ruled=False)
    chunks = extract(doc)
    assert [c.label for c in chunks] == ["Table 1", "Table 2"]
    assert lookup(chunks[1], "Lammi", "2023") == "24100"


def test_zebra_rows_under_an_unknown_word_name_a_table() -> None:
    """Rows set on light bands (zebra shading) and no rules: the bands are a table's, so the
    word over them is the table word, and the paper's unruled table under it counts too."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = prose(page, 90, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"] * 3)
    text(page, 72, y + 20, "Табела 1. Површине по општинама")
    rows = [["Општина", "Површина", "Принос"], ["Ариље", "2.150", "8,6"], ["Пожега", "640", "7,2"]]
    rows += [["Косјерић", "520", "8,1"], ["Чајетина", "310", "6,8"]]
    top = y + 28
    for k in range(1, len(rows), 2):  # every other body row on a grey band
        band = pymupdf.Rect(70, top + 17 * k + 1, 72 + 110 * 2 + 100, top + 17 * (k + 1) + 1)
        page.draw_rect(band, color=None, fill=(0.9, 0.9, 0.9))
    table(page, top, rows, ruled=False)
    text(page, 72, 420, "Табела 2. Сорте")
    table(page, 428, [["Сорта", "Принос"], ["Виламет", "8,9"], ["Полка", "11,2"]], ruled=False)
    chunks = extract(doc)
    assert [c.label for c in chunks] == ["Table 1", "Table 2"]
    assert lookup(chunks[0], "Косјерић", "Принос") == "8,1"
    assert lookup(chunks[1], "Полка", "Принос") == "11,2"


def test_caption_like_word_over_unruled_rows_alone_claims_nothing() -> None:
    """A word never seen over a ruled table ("Kuva 1." under a chart's tick labels, "Lemma 2."
    before a few aligned terms) is not taken for a table word."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    prose(page, 90, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"] * 3)
    for i, tick in enumerate(["0", "50", "100", "150"]):
        text(page, 72 + 110 * i, 300, tick)
    for i, tick in enumerate(["T1", "T2", "T3", "T4"]):
        text(page, 72 + 110 * i, 316, tick)
    text(page, 72, 340, "Kuva 1. Saaliit viikoittain")
    text(page, 72, 400, "Lemma 2. Olkoon x ja y")
    table(page, 408, [["a", "b", "c"], ["x", "y", "z"]], ruled=False)
    assert extract(doc) == []


def test_label_words_are_capitalised_words_before_a_small_number() -> None:
    lines = [
        "Bảng 1. Độ mặn",
        "Hình 2: Diện tích",
        "Οκτώβριο 2023. Το φορτίο",  # a month and a year: no label
        "Table 3. Known word",
        "und 4. kein Label",
        "Abschnitt 12 ohne Satzzeichen",
        "NVMe 3.84 TB × 4",  # a decimal number in a cell
        "სურათი 2. ნიმუშების რუკა",  # Georgian: no capitals, yet a caption
        "شکل ۳. نقشه",  # Persian digits
    ]
    assert label_words(lines) == {"bảng", "hình", "სურათი", "شکل"}


@pytest.mark.parametrize("word", ["Phase", "Stage", "Krok"])
def test_numbered_cells_of_a_known_table_do_not_cut_it(word: str) -> None:
    """Cells opening with a word and a number ("Phase 2.") look like captions in an unknown
    language; they head no table of their own and leave the table they sit in whole."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = prose(page, 90, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"] * 3)
    text(page, 72, y + 20, "Table 1. Schedule of the trial")
    rows = [["Step", "Weeks", "Dose"], *[[f"{word} {k}.", str(2 * k), f"{k}.5"] for k in (1, 2, 3)]]
    table(page, y + 28, rows)
    chunks = extract(doc)
    assert [c.label for c in chunks] == ["Table 1"]
    assert lookup(chunks[0], f"{word} 3.", "Dose") == "3.5"


@pytest.mark.parametrize("word", ["Listing", "Schema", "Box"])
def test_a_paper_with_known_table_captions_learns_no_other_table_word(word: str) -> None:
    """ "Listing 1." over a block framed by rules in a paper whose tables say "Table": only the
    table is a table, and its label is not taken twice."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = prose(page, 90, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"] * 3)
    text(page, 72, y + 20, "Table 1. Results per site")
    y = table(
        page, y + 28, [["Site", "Yield", "Loss"], ["North", "8,4", "12"], ["South", "9,9", "7"]]
    )
    page = doc.new_page(width=595, height=842)
    y = prose(page, 90, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"] * 2)
    text(page, 72, y + 20, f"{word} 3. Configuration")
    table(page, y + 28, [["key", "value", "unit"], ["threads", "32", "n"], ["cache", "64", "MB"]])
    chunks = extract(doc)
    assert [c.label for c in chunks] == ["Table 1"]
    assert lookup(chunks[0], "South", "Yield") == "9,9"
    assert not any("threads" in r for r in chunks[0].extra["rows"])


# Labels printed number first, as an ordinal before a common noun ("1. táblázat.", "2-jadval.",
# "3-cü cədvəl."):
# made-up and real words, in lower case or in capitals like the whole label.
NUMBER_FIRST = [
    ("{n}. táblázat. ", "A vizsgált gazdaságok", "Gazdaság"),
    ("{n}-jadval. ", "Hosildorlik viloyatlar bo'yicha", "Viloyat"),
    ("{n}. TABELLUM: ", "Mensurae per locum", "Locus"),
    ("{n}. lentelė. ", "Tyrimo vietos", "Vieta"),
    # an ordinal suffix hyphenated to the number (Azerbaijani, Turkmen)
    ("{n}-ci cədvəl. ", "Tədqiqat sahələri", "Sahə"),
]


@pytest.mark.parametrize(("form", "title", "head"), NUMBER_FIRST)
@pytest.mark.parametrize("number", [1, 3])
def test_a_label_printed_number_first_names_its_table(
    form: str, title: str, head: str, number: int
) -> None:
    """A two-column-free page: a numbered heading, prose, then the caption over a ruled table.
    The table is found and named "Table N" (what a question in any language asks for), its
    title is the caption without the label, and a cell reads as printed."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    text(page, 72, 80, "1. Bevezetés", 12)
    y = prose(page, 100, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"] * 3)
    text(page, 72, y + 20, form.format(n=number) + title)
    rows = [[head, "2022", "2023"], ["Alfa", "17,5", "19,25"], ["Béta", "412", "530"]]
    table(page, y + 28, rows)
    chunks = extract(doc)
    assert [c.label for c in chunks] == [f"Table {number}"]
    assert chunks[0].caption == title
    assert lookup(chunks[0], "Béta", "2023") == "530"


def test_numbered_headings_and_list_items_name_no_table() -> None:
    """Headings and list items that open with a number ("1. Bevezetés", "2. Anyag és módszer",
    "3. Mérés: ...") are no captions: the ruled table under them has no label, and the rows of
    a second, captionless grid under a heading are not taken as a labelled table."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    text(page, 72, 80, "1. Bevezetés", 12)
    y = prose(page, 100, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"] * 2)
    text(page, 72, y + 20, "2. Anyag és módszer", 12)
    text(page, 72, y + 40, "3. Mérés: a mintákat hetente vettük.")
    table(page, y + 48, [["Hely", "Minta", "Átlag"], ["Alfa", "12", "4,5"], ["Béta", "9", "3,8"]])
    assert [c.label for c in extract(doc)] == []


def _step_chart(page: pymupdf.Page, top: float) -> float:
    """A chart as JFreeChart draws it: a plot with gridlines, the x axis set a little under the
    plot with its ticks and labels, the axis title, a framed key under it; returns its bottom.
    The rules over and under the tick labels and the key make a ruled band of short cells."""
    frame = pymupdf.Rect(150, top, 450, top + 150)
    grey = (0.5, 0.5, 0.5)
    page.draw_rect(frame, color=grey, width=0.4)
    for i in range(1, 6):
        y = frame.y1 - i * 25
        page.draw_line((frame.x0, y), (frame.x1, y), color=(0.85, 0.85, 0.85), width=0.4)
    axis = frame.y1 + 3
    page.draw_line((frame.x0, axis), (frame.x1, axis), color=grey, width=0.4)
    for j in range(7):
        x = frame.x0 + j * 50
        page.draw_line((x, axis), (x, axis + 2), color=grey, width=0.4)
        text(page, x - 4, axis + 12, str(5 * j), 8)
    for i in range(6):
        text(page, frame.x0 - 16, frame.y1 - i * 25 + 3, str(20 * i), 8)
    pts = [(frame.x0 + j * 50, frame.y1 - 10 - 18 * j) for j in range(7)]
    page.draw_polyline(pts, color=(0.9, 0.1, 0.1), width=1.2)
    text(page, 260, axis + 26, "Umur dirian (tahun)", 9)
    key = pymupdf.Rect(220, axis + 34, 380, axis + 50)
    page.draw_rect(key, width=0.7)
    for x, name, color in ((224, "Sepetang", (0.9, 0.1, 0.1)), (314, "Trong", (0.1, 0.1, 0.9))):
        page.draw_line((x, key.y0 + 8), (x + 10, key.y0 + 8), color=color, width=1.5)
        text(page, x + 14, key.y1 - 4, name, 8)
    return key.y1


def _grid_table(page: pymupdf.Page, top: float, rows: Sequence[Sequence[str]]) -> float:
    """A fully ruled grid, every row and column between rules; returns its bottom."""
    right = 68 + 76 * len(rows[0])
    y = top
    page.draw_line((68, y), (right, y), width=0.5)
    for row in rows:
        for i, cell in enumerate(row):
            text(page, 72 + 76 * i, y + 13, cell)
        y += 17
        page.draw_line((68, y), (right, y), width=0.5)
    for i in range(len(rows[0]) + 1):
        page.draw_line((68 + 76 * i, top), (68 + 76 * i, y), width=0.5)
    return y


def test_a_chart_under_the_figure_word_does_not_take_a_table_label() -> None:
    """ "Jadual 1." over a ruled grid, "Rajah 1." under a chart whose tick labels sit between
    rules: both words head a ruled grid once, but a paper numbers its tables with one word.
    "Rajah" heads one under half its captions, "Jadual" under all of them, so the chart is not
    a second "Table 1" and its tick labels are no table's cells."""
    lorem = ["Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do"]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = prose(page, 90, lorem * 3)
    text(page, 72, y + 20, "Jadual 1. Ciri-ciri plot kajian")
    head = ["Plot", "Spesies", "Pokok", "DBH", "Biojisim", "Karbon"]
    rows = [head, ["P1", "Avicennia", "1,840", "12.4", "96.2", "41.5"]]
    y = _grid_table(page, y + 28, [*rows, ["P2", "Rhizophora", "2,210", "15.8", "142.7", "52.3"]])
    prose(page, y + 20, lorem * 4)
    page = doc.new_page(width=595, height=842)
    y = _step_chart(page, 72)
    text(page, 72, y + 16, "Rajah 1. Stok karbon mengikut umur dirian", 9)
    text(page, 72, y + 46, "Jadual 2. Karbon akar mengikut umur dirian")
    y = table(
        page, y + 54, [["Umur", "Tanah", "Akar"], ["5", "18.2", "7.9"], ["15", "61.5", "22.4"]]
    )
    y = prose(page, y + 20, lorem * 2)
    y = _step_chart(page, y + 20)
    text(page, 72, y + 16, "Rajah 2. Pemendapan sedimen", 9)

    chunks = extract(doc)

    assert [(c.page, c.label) for c in chunks] == [(1, "Table 1"), (2, "Table 2")]
    assert lookup(chunks[0], "P2", "Pokok") == "2,210"
    assert lookup(chunks[1], "15", "Akar") == "22.4"
