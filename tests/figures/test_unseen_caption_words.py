"""Figures whose captions open with a word no caption list knows ("Kuva 1.", "Hình 2.",
"Σχήμα 1."): the word is learnt from the paper itself, as a series of numbered captions that
label graphics, while a word that labels grids of cells (the paper's tables) is not taken."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from paperlens.figures import extract_figures
from paperlens.figures.describe import OfflineDescriber
from paperlens.figures.detect import find_figures
from paperlens.settings import FigureSettings

FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
BODY = "Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incidunt ut"
BLACK, RED, BLUE = (0, 0, 0), (0.85, 0.1, 0.1), (0.1, 0.3, 0.85)


def text(page: pymupdf.Page, xy: tuple[float, float], s: str, size: float = 10) -> None:
    if FONT.exists():
        page.insert_text(xy, s, fontsize=size, fontname="dejavu", fontfile=str(FONT))
    else:  # pragma: no cover - the Latin words still run
        page.insert_text(xy, s, fontsize=size)


def body(page: pymupdf.Page, y: float, n: int) -> None:
    for i in range(n):
        text(page, (72, y + 13 * i), BODY)


def chart(
    page: pymupdf.Page, frame: pymupdf.Rect, values: list[list[float]], marks: str = ""
) -> None:
    """A line chart without a frame: an x and a y axis, gridlines, ticks, two series, a legend;
    ``marks`` sets each series' markers as text glyphs (PLplot through Pango: "•", "□")."""
    page.draw_line(frame.bl, frame.br, color=BLACK, width=0.6)
    page.draw_line(frame.bl, frame.tl, color=BLACK, width=0.6)
    for i in range(5):  # y: 0, 10, ..., 40
        y = frame.y1 - i * frame.height / 4
        page.draw_line((frame.x0, y), (frame.x1, y), color=(0.8, 0.8, 0.8), width=0.4)
        text(page, (frame.x0 - 16, y + 3), str(10 * i), 7)
    for j in range(6):  # x: 1..6
        x = frame.x0 + (j + 0.5) * frame.width / 6
        page.draw_line((x, frame.y1), (x, frame.y1 + 3), color=BLACK, width=0.5)
        text(page, (x - 2, frame.y1 + 11), str(j + 1), 7)
    for k, (ys, color) in enumerate(zip(values, (RED, BLUE), strict=True)):
        pts = [
            (frame.x0 + (j + 0.5) * frame.width / 6, frame.y1 - y / 40 * frame.height)
            for j, y in enumerate(ys)
        ]
        page.draw_polyline(pts, color=color, width=1.2)
        for p in pts:
            if marks:
                text(page, (p[0] - 3, p[1] + 3), marks[k], 8)
            else:
                page.draw_circle(p, 2, color=color, fill=color)
        ly = frame.y0 + 8 + 10 * k
        page.draw_line((frame.x0 + 10, ly), (frame.x0 + 24, ly), color=color, width=1.2)
        text(page, (frame.x0 + 28, ly + 3), ("north", "south")[k], 7)


def ruled_table(page: pymupdf.Page, top: float, rows: int = 5) -> pymupdf.Rect:
    """A fully ruled grid of cells: three columns of numbers beside a row name."""
    box = pymupdf.Rect(100, top, 500, top + 16 * (rows + 1))
    page.draw_rect(box, color=BLACK, width=0.6)
    for r in range(1, rows + 1):
        page.draw_line((box.x0, top + 16 * r), (box.x1, top + 16 * r), color=BLACK, width=0.4)
    for c in (200, 300, 400):
        page.draw_line((c, box.y0), (c, box.y1), color=BLACK, width=0.4)
    for r in range(rows + 1):
        cells = (
            ["site", "2021", "2022", "2023"] if r == 0 else [f"S{r}", *(f"{r}{c},5" for c in "123")]
        )
        for c, cell in enumerate(cells):
            text(page, (110 + 100 * c, top + 12 + 16 * r), cell, 8)
    return box


def paper(
    figure_word: str,
    table_word: str,
    tmp_path: Path,
    xobject: bool = False,
    label: str = "{word} {n}. ",
    marks: str = "",
    justified: bool = False,
) -> Path:
    """Two pages: a table captioned above and a chart captioned below on each; ``label`` is how
    a caption's label is printed ("{word} {n}. ", or number first: "{n}. {word}. ")."""
    doc = pymupdf.open()
    frames = []
    for n in (1, 2):
        page = doc.new_page()
        body(page, 72, 4)
        text(page, (100, 140), label.format(word=table_word, n=n) + "Annual counts by site", 9)
        ruled_table(page, 148)
        body(page, 270, 3)
        frame = pymupdf.Rect(140, 330, 460, 480)
        values = (
            [[12, 18, 25, 31, 28, 22], [5, 9, 14, 12, 20, 26]]
            if n == 1
            else [[30, 26, 21, 17, 12, 8], [8, 11, 15, 19, 24, 33]]
        )
        if marks:  # markers level with each other in rows and columns, as a grid's cells are
            values = [[10, 10, 10, 30, 30, 30], [20, 20, 20, 35, 35, 35]]
        if xobject:  # drawn on its own page, placed as a form XObject (show_pdf_page)
            src = pymupdf.open()
            sp = src.new_page(width=400, height=220)
            chart(sp, pymupdf.Rect(40, 20, 360, 170), values)
            page.show_pdf_page(pymupdf.Rect(100, 310, 500, 530), src, 0)
        else:
            chart(page, frame, values, marks)
        frames.append(frame)
        caption = label.format(word=figure_word, n=n) + "Weekly catch per trap in two stands"
        if justified:  # each word set apart, as a narrow column justifies a line
            x = 72.0
            for word in caption.split():
                text(page, (x, 540), word, 9)
                x += pymupdf.get_text_length(word, fontsize=9) + 12
        else:
            text(page, (72, 540), caption, 9)
        body(page, 570, 6)
    path = tmp_path / "p.pdf"
    doc.save(path)
    return path


WORDS = [
    ("Kuva", "Taulukko"),
    ("Gambar", "Tabel"),
    ("Hình", "Bảng"),
    ("Σχήμα", "Πίνακας"),
    ("Ábra", "Táblázat"),
    ("Zeichnung", "Liste"),
]


@pytest.mark.parametrize(("figure_word", "table_word"), WORDS)
def test_a_caption_word_no_list_knows_names_the_figures_and_not_the_tables(
    figure_word: str, table_word: str, tmp_path: Path
) -> None:
    doc = pymupdf.open(paper(figure_word, table_word, tmp_path))

    regions = find_figures(doc, FigureSettings())

    assert [(r.page, r.label) for r in regions] == [(1, "Figure 1"), (2, "Figure 2")]
    for r in regions:
        assert not r.whole_page_fallback
        assert r.caption == "Weekly catch per trap in two stands"
        # the chart with its tick labels and legend, not the ruled table above it
        assert r.bbox[1] > 260 and r.bbox[3] <= r.caption_rect[1] + 1
        assert r.bbox[0] <= 125 and r.bbox[2] >= 459
        assert "north" in r.text and "south" in r.text


def test_markers_set_as_glyphs_make_no_grid_of_cells(tmp_path: Path) -> None:
    """A chart whose markers are text glyphs level in rows and columns is still a chart, not
    a table: "სურათი 1." (Georgian, a script without capitals) names Figures 1 and 2."""
    doc = pymupdf.open(paper("სურათი", "ცხრილი", tmp_path, marks="•□"))

    regions = find_figures(doc, FigureSettings())

    assert [(r.page, r.label) for r in regions] == [(1, "Figure 1"), (2, "Figure 2")]
    assert all("north" in r.text for r in regions)


@pytest.mark.parametrize(
    ("figure_word", "table_word", "label"),
    [
        ("ábra", "táblázat", "{n}. {word}. "),
        ("rasm", "jadval", "{n}-{word}. "),
        ("surat", "tablisa", "{n}-nji {word}. "),
        ("KÉP", "TÁBLA", "{n}. {word}: "),
    ],
)
def test_a_label_printed_number_first_names_the_figures(
    figure_word: str, table_word: str, label: str, tmp_path: Path
) -> None:
    """ "1. ábra." under a chart, "1. táblázat." over a grid (the number first, as Hungarian
    prints it): the charts are Figures 1 and 2, the grids are not figures, and a numbered
    heading over the page ("1. Bevezetés") names nothing."""
    path = paper(figure_word, table_word, tmp_path, label=label)
    doc = pymupdf.open(path)
    text(doc[0], (72, 60), "1. Bevezetés", 12)
    doc = pymupdf.open("pdf", doc.tobytes())

    regions = find_figures(doc, FigureSettings())

    assert [(r.page, r.label) for r in regions] == [(1, "Figure 1"), (2, "Figure 2")]
    for r in regions:
        assert r.caption == "Weekly catch per trap in two stands"
        assert r.bbox[1] > 260 and "north" in r.text


def test_a_chart_placed_as_a_form_xobject_under_an_unknown_word_is_found_and_read(
    tmp_path: Path,
) -> None:
    pytest.importorskip("paperlens.figures.charts")
    doc = pymupdf.open(paper("Kuva", "Taulukko", tmp_path, xobject=True))
    settings = FigureSettings()

    chunks = extract_figures(
        doc, "unseen0000000000", tmp_path / "f", settings, OfflineDescriber(settings)
    )

    assert [c.label for c in chunks] == ["Figure 1", "Figure 2"]
    c = chunks[0]
    assert c.extra["chart_status"] == "read", c.extra["chart_status"]
    (panel,) = c.extra["chart_data"]
    series = {s["name"]: s for s in panel["series"]}
    assert set(series) == {"north", "south"}
    ys = [round(p[1]) for p in series["north"]["points"]]
    assert ys == [12, 18, 25, 31, 28, 22]


def test_prose_opening_with_a_numbered_word_is_not_a_caption(tmp_path: Path) -> None:
    """Without a separator after the number ("Kuva 1 näyttää ...") a line is prose; a word
    whose numbers do not start at 1 ("Room 204.") numbers no series; and a numbered word
    written inside a known figure ("Game 1" over a board) stays that figure's text."""
    doc = pymupdf.open()
    page = doc.new_page()
    body(page, 72, 3)
    chart(page, pymupdf.Rect(140, 140, 460, 290), [[1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]])
    text(page, (300, 150), "Game 1.", 7)
    text(page, (72, 330), "Figure 1: Two series.", 9)
    text(page, (72, 370), "Kuva 1 näyttää kaksi sarjaa ja niiden kehityksen vuosien aikana.")
    body(page, 386, 2)
    chart(page, pymupdf.Rect(140, 430, 460, 580), [[3, 3, 3, 3, 3, 3], [9, 9, 9, 9, 9, 9]])
    text(page, (72, 610), "Room 204. Where the samples were kept.", 9)
    body(page, 640, 4)

    regions = find_figures(doc, FigureSettings())

    assert [r.label for r in regions] == ["Figure 1"]
    assert regions[0].bbox[3] < 330 and "Game 1." in regions[0].text


@pytest.mark.parametrize("gap", [9.0, 11.0, 13.0])
@pytest.mark.parametrize("names", [("Mùa khô 2016", "Mùa khô 2020"), ("inner stand", "edge")])
def test_a_legend_row_set_apart_above_the_plot_is_the_figures(
    gap: float, names: tuple[str, str]
) -> None:
    """Qt Charts, D3 and ECharts put the legend in a row over the plot, a little further from
    it than a tick label is from its axis: it is the figure's, and its names are the series'."""
    doc = pymupdf.open()
    page = doc.new_page()
    body(page, 60, 2)
    frame = pymupdf.Rect(140, 150, 460, 290)
    chart(page, frame, [[12, 18, 25, 31, 28, 22], [5, 9, 14, 12, 20, 26]])
    # the chart's own legend entries stay inside the plot; the row over it names them again
    ly = frame.y0 - 7 - gap  # the row's baseline: it ends ``gap`` above the top tick label
    for k, (name, color) in enumerate(zip(names, (RED, BLUE), strict=True)):
        x = 170 + 140 * k
        page.draw_rect(pymupdf.Rect(x, ly - 5, x + 5, ly), color=color, fill=color)  # small
        text(page, (x + 12, ly), name, 8)
    text(page, (72, 330), "Figure 1. Two series over six weeks.", 9)
    body(page, 360, 4)

    (region,) = find_figures(doc, FigureSettings())

    assert region.bbox[1] <= ly - 5.5, (region.bbox, ly)
    assert all(name in region.text for name in names)
    assert region.bbox[3] < 330


def test_a_running_head_or_a_displayed_equation_above_a_figure_stays_out() -> None:
    doc = pymupdf.open()
    for n in (1, 2):
        page = doc.new_page()
        text(page, (200, 40), "Journal of Examples 12 (2024)", 8)  # repeated on every page
        frame = pymupdf.Rect(140, 68, 460, 200)
        chart(page, frame, [[12, 18, 25, 31, 28, 22], [5, 9, 14, 12, 20, 26]])
        text(page, (72, 236), f"Figure {n}. Two series.", 9)
        body(page, 266, 3)
        text(page, (200, 330), "U = a + b / c", 10)  # display math, body size
        frame2 = pymupdf.Rect(140, 348, 460, 480)
        chart(page, frame2, [[1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]])
        text(page, (72, 516), f"Figure {n + 2}. Two more series.", 9)
        body(page, 546, 3)

    regions = find_figures(doc, FigureSettings())

    assert len(regions) == 4
    for r in regions:
        assert "Journal of Examples 12 (2024)" not in r.text and "U = a + b / c" not in r.text
        assert r.bbox[1] > 45 and not (r.bbox[1] < 335 < r.bbox[3])


def test_a_key_row_of_numbered_names_is_no_caption(tmp_path: Path) -> None:
    """A key over a chart whose entries open with a word and a number ("Luokka 2", "Luokka 3",
    "Luokka 4–5" in one row, as severity grades are named) labels series, not figures: the
    charts keep their "Kuva" captions."""
    path = paper("Kuva", "Taulukko", tmp_path)
    doc = pymupdf.open(path)
    for page in doc:
        for k, name in enumerate(["Luokka 2", "Luokka 3", "Luokka 4–5"]):
            x = 220 + 60 * k
            page.draw_rect(pymupdf.Rect(x, 312, x + 6, 318), color=None, fill=(RED, BLUE, BLACK)[k])
            text(page, (x + 9, 318), name, 6.5)
    doc = pymupdf.open("pdf", doc.tobytes())

    regions = find_figures(doc, FigureSettings())

    assert [(r.page, r.label) for r in regions] == [(1, "Figure 1"), (2, "Figure 2")]
    for r in regions:
        assert r.caption == "Weekly catch per trap in two stands"
        assert "Luokka 3" in r.text and "north" in r.text


def test_a_row_of_category_names_is_no_caption() -> None:
    """Columns over a row of category names whose first opens with a word and a number
    ("Heat 1", "Semifinal", "Final"): the row labels the columns, and the chart keeps its
    "Kuva 1:" caption instead of being taken by its own tick label."""
    doc = pymupdf.open()
    page = doc.new_page()
    body(page, 72, 4)
    base, names = 300.0, ["Heat 1", "Semifinal", "Final"]
    page.draw_line((150, base), (450, base), color=BLACK, width=0.6)
    for i in range(4):  # y ticks 0..30
        y = base - 40 * i
        page.draw_line((150, y), (450, y), color=(0.8, 0.8, 0.8), width=0.4)
        text(page, (134, y + 3), str(10 * i), 7)
    for k, (name, value) in enumerate(zip(names, (14, 22, 27), strict=True)):
        x = 180 + 100 * k
        page.draw_rect(pymupdf.Rect(x, base - 4 * value, x + 40, base), color=None, fill=BLUE)
        text(page, (x + 4, base + 10), name, 7)
    text(page, (72, 340), "Kuva 1: Mean time per round.", 9)
    body(page, 370, 4)
    doc = pymupdf.open("pdf", doc.tobytes())

    regions = find_figures(doc, FigureSettings())

    assert [(r.label, r.caption) for r in regions] == [("Figure 1", "Mean time per round")]
    assert not regions[0].whole_page_fallback and "Heat 1" in regions[0].text


def test_a_formula_set_alone_in_a_chart_is_no_caption() -> None:
    """ "CO2" written by a pie slice or a curve reads like a word and a number, as "Kuva 2"
    does, but with no title after it names no figure: the chart keeps its "Kuva 1." caption."""
    doc = pymupdf.open()
    page = doc.new_page()
    body(page, 72, 4)
    chart(
        page, pymupdf.Rect(140, 150, 460, 300), [[12, 18, 25, 31, 28, 22], [5, 9, 14, 12, 20, 26]]
    )
    text(page, (380, 200), "CO2", 7)
    text(page, (72, 340), "Kuva 1. Gas flux over six weeks.", 9)
    body(page, 370, 4)
    doc = pymupdf.open("pdf", doc.tobytes())

    regions = find_figures(doc, FigureSettings())

    assert [(r.label, r.caption) for r in regions] == [("Figure 1", "Gas flux over six weeks")]
    assert not regions[0].whole_page_fallback and "CO2" in regions[0].text


def test_a_justified_caption_in_a_word_no_list_knows_is_found(tmp_path: Path) -> None:
    """Its first line's wide word gaps split it into one MuPDF line per word ("Kuva", "1.")."""
    doc = pymupdf.open(paper("Kuva", "Taulukko", tmp_path, justified=True))
    regions = find_figures(doc, FigureSettings())
    assert [r.label for r in regions] == ["Figure 1", "Figure 2"]
    assert regions[0].caption == "Weekly catch per trap in two stands"
