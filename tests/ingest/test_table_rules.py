"""One drawn PDF per general table rule (issue 12): spans, headings, dense columns, tables beside
text, label forms, parts, landscape pages, fully ruled grids. Each asserts the cells a reader
would look up in ``extra["columns"]`` / ``extra["rows"]``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pymupdf
import pytest

from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings

if TYPE_CHECKING:
    from conftest import Sheet


def extract(doc: pymupdf.Document, **settings: object) -> list[Chunk]:
    return extract_tables(
        pymupdf.open("pdf", doc.tobytes()), "synthetic-paper", TableSettings(**settings)
    )


def lookup(chunk: Chunk, row: str, column: str) -> list[str]:
    """Every value where a row whose first cell is ``row`` meets ``column``."""
    c = chunk.extra["columns"].index(column)
    return [r[c] for r in chunk.extra["rows"] if r[0] == row]


def grid(sheet: Sheet, top: float, xs: Sequence[float], rows: Sequence[Sequence[str]]) -> float:
    """Cells written 4 pt right of each column rule, 14 pt rows, rules around every cell."""
    for i, cells in enumerate(rows):
        for x, cell in zip(xs, cells, strict=False):
            if cell:
                sheet.text(x + 4, top + 14 * i + 10, cell)
    bottom = top + 14 * len(rows)
    for i in range(len(rows) + 1):
        sheet.rule(xs[0], xs[-1], top + 14 * i)
    for x in xs:
        sheet.vrule(x, top, bottom)
    return bottom


# --- spans -------------------------------------------------------------------------------------


def test_group_label_spanning_rows_is_repeated_on_each(sheet: Sheet, doc: pymupdf.Document) -> None:
    """A label set once for a block of rows, with the rules between those rows drawn only
    across the other columns (a merged cell), belongs to every row of the block."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 1: Participant characteristics.")
    top = y + 20
    xs = [72, 190, 300, 400, 480]
    body = [
        ("", "", "Control", "Treated"),
        ("Sex", "Male (%)", "53.7", "54.4"),
        ("Ethnicity", "White (%)", "71.8", "71.5"),
        ("", "Asian (%)", "4.4", "5.7"),
        ("", "Black (%)", "18.7", "17.9"),
        ("Age", "Years", "30.2", "31.0"),
    ]
    for i, cells in enumerate(body):
        sheet.row(top + 14 * i + 10, cells, [x + 4 for x in xs[:4]], ["left"] * 4)
    for i in range(len(body) + 1):
        inside_group = i in (3, 4)  # between the Ethnicity rows: the label column is merged
        sheet.rule(xs[1] if inside_group else xs[0], xs[-1], top + 14 * i)
    sheet.prose(top + 14 * len(body) + 24)
    (chunk,) = extract(doc)
    assert lookup(chunk, "Ethnicity", "Treated") == ["71.5", "5.7", "17.9"]
    assert [r[0] for r in chunk.extra["rows"]] == ["Sex", *["Ethnicity"] * 3, "Age"]


def test_top_aligned_row_label_is_filled_down(sheet: Sheet, doc: pymupdf.Document) -> None:
    """No rules between the rows: a label printed on the first row of its block still names
    the rows under it that have values but no label of their own."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 2: Error rates (%) on CIFAR.")
    top = y + 22
    sheet.rule(72, 400, top)
    xs, anchors = [76, 250, 320, 395], ["left", "right", "right", "right"]
    sheet.row(top + 11, ["Method", "Depth", "C10", "C100"], xs, anchors)
    sheet.rule(72, 400, top + 15, width=0.4)
    body = [
        ("ResNet [11]", "110", "6.61", "27.22"),
        ("Wide ResNet [42]", "16", "4.81", "22.07"),
        ("", "28", "4.17", "20.50"),
        ("DenseNet (k = 12)", "40", "5.24", "24.42"),
    ]
    for i, cells in enumerate(body):
        sheet.row(top + 27 + 12 * i, cells, xs, anchors)
    sheet.rule(72, 400, top + 27 + 12 * len(body))
    sheet.prose(top + 60 + 12 * len(body))
    (chunk,) = extract(doc)
    rows = chunk.extra["rows"]
    assert rows[2] == ["Wide ResNet [42]", "28", "4.17", "20.50"]


# --- headings ----------------------------------------------------------------------------------


def test_wrapped_heading_and_ruled_off_group_labels(sheet: Sheet, doc: pymupdf.Document) -> None:
    """Group labels above the column heads, ruled off by a full rule and split by a vertical
    rule between the groups, name every column of their group; a head hyphenated over two
    lines is one word again."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 3: Results for the policy network.")
    top = y + 20
    sheet.rule(72, 470, top)
    sheet.text(130, top + 11, "Architecture", anchor="center")
    sheet.text(370, top + 11, "Evaluation", anchor="center")
    sheet.rule(72, 470, top + 15)
    sheet.row(
        top + 27, ["Filters", "Layers", "Test accu-", "Time"], [76, 150, 300, 420], ["left"] * 4
    )
    sheet.row(top + 39, ["", "", "racy %", "(ms)"], [76, 150, 300, 420], ["left"] * 4)
    sheet.rule(72, 470, top + 44)
    body = [
        ("128", "12", "54.6", "2.8"),
        ("192", "12", "55.4", "4.8"),
        ("256", "12", "55.9", "7.1"),
    ]
    for i, cells in enumerate(body):
        sheet.row(top + 56 + 12 * i, cells, [76, 150, 300, 420], ["left"] * 4)
    bottom = top + 60 + 12 * len(body)
    sheet.rule(72, 470, bottom)
    sheet.vrule(250, top + 15, bottom)
    sheet.prose(bottom + 30)
    (chunk,) = extract(doc)
    assert chunk.extra["columns"] == [
        "Architecture · Filters",
        "Architecture · Layers",
        "Evaluation · Test accuracy %",
        "Evaluation · Time (ms)",
    ]
    assert lookup(chunk, "192", "Evaluation · Test accuracy %") == ["55.4"]


def test_labelled_heading_rows_are_levels_of_each_column(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """A cross-table whose heading rows each name themselves ("Threads" / "GPUs") gives every
    column both values, "4 · 8", not "4 8"."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 4: Win rates between configurations.")
    top = y + 20
    sheet.rule(72, 420, top)
    xs = [76, 130, 200, 270, 340]
    sheet.row(top + 11, ["Threads", "", "1", "4", "40"], xs, ["left"] * 5)
    sheet.row(top + 23, ["", "GPUs", "8", "8", "2"], xs, ["left"] * 5)
    sheet.rule(72, 420, top + 28)
    body = [
        ("1", "8", "-", "70 [61;78]", "90 [84;94]"),
        ("4", "8", "30 [22;39]", "-", "72 [61;81]"),
    ]
    for i, cells in enumerate(body):
        sheet.row(top + 40 + 12 * i, cells, xs, ["left"] * 5)
    sheet.rule(72, 420, top + 44 + 12 * len(body))
    sheet.prose(top + 80 + 12 * len(body))
    (chunk,) = extract(doc)
    assert chunk.extra["columns"][2:] == ["1 · 8", "4 · 8", "40 · 2"]
    assert chunk.extra["rows"][1][2] == "30 [22;39]"


# --- dense columns -----------------------------------------------------------------------------


def test_dense_columns_are_kept_apart(sheet: Sheet, doc: pymupdf.Document) -> None:
    """Values set so close that the gap between columns is smaller than a word space in some
    rows: the heading has one head per column, so each value gets its own cell."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 5: Scores per split.")
    top = y + 20
    sheet.rule(72, 330, top)
    xs = [76, 150, 205, 260]
    sheet.row(top + 11, ["Model", "Dev", "Test", "Other"], xs, ["left"] * 4)
    sheet.rule(72, 330, top + 15, width=0.4)
    sheet.row(top + 27, ["Base", "0.32", "21.67", "0.02"], xs, ["left"] * 4)
    # Second row: each value ends 2 pt before the next column starts.
    yb = top + 39
    sheet.text(76, yb, "Large")
    for nxt, value in ((205, "98 [91;100]"), (260, "100 [76;100]")):
        sheet.text(nxt - 2, yb, value, anchor="right")
    sheet.text(260, yb, "96 [91;98]")
    sheet.rule(72, 330, top + 44)
    sheet.prose(top + 70)
    (chunk,) = extract(doc)
    assert chunk.extra["rows"] == [
        ["Base", "0.32", "21.67", "0.02"],
        ["Large", "98 [91;100]", "100 [76;100]", "96 [91;98]"],
    ]


# --- placement and labels ----------------------------------------------------------------------


SIDE = [
    "We compare the two models on the",
    "held-out split and report accuracy",
    "and F1 for every run; the gains",
    "hold across seeds and are larger",
    "for the augmented variant, which",
    "also trains faster than the base.",
    "Training takes three hours in all.",
]


@pytest.mark.parametrize("ruled", [True, False], ids=["ruled", "no-rules"])
def test_table_set_beside_text(sheet: Sheet, doc: pymupdf.Document, ruled: bool) -> None:
    """A table in the left half of a one-column page with the prose wrapped beside it: the
    table's columns, not the neighbouring prose."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 3: Results of the two")
    sheet.text(72, y + 22, "models on the test split.")
    top = y + 30
    xs, anchors = [76, 220, 285], ["left", "right", "right"]
    sheet.row(top + 11, ["Model", "Acc.", "F1"], xs, anchors)
    body = [("Baseline", "71.3", "0.62"), ("Ours", "74.9", "0.68"), ("Ours + aug", "75.6", "0.70")]
    for i, cells in enumerate(body):
        sheet.row(top + 27 + 12 * i, cells, xs, anchors)
    if ruled:
        for yy in (top, top + 15, top + 56):
            sheet.rule(72, 290, yy)
    for i, line in enumerate(SIDE):
        sheet.text(310, y + 10 + 12 * i, line)
    sheet.prose(top + 100)
    (chunk,) = extract(doc)
    assert chunk.extra["columns"] == ["Model", "Acc.", "F1"]
    assert chunk.extra["rows"] == [list(r) for r in body]


@pytest.mark.parametrize(
    ("caption", "label", "font"),
    [
        ("TABLE IV", "Table IV", "tiro"),
        ("Tab. 3. Results", "Table 3", "tiro"),
        ("Table S2. Cohort", "Table S2", "tiro"),
        ("Extended Data Table 3 | Results", "Extended Data Table 3", "tiro"),
        ("表 1  结果对比", "Table 1", "china-s"),
        ("표 2 실험 결과", "Table 2", "korea"),
    ],
)
def test_caption_forms_label_the_table(
    sheet: Sheet, doc: pymupdf.Document, caption: str, label: str, font: str
) -> None:
    y = sheet.prose(90)
    sheet.page.insert_text((72, y + 10), caption, fontsize=10, fontname=font)
    top = y + 20
    grid(
        sheet,
        top,
        [72, 180, 280, 380],
        [["Model", "Acc.", "F1"], ["A", "71.3", "0.62"], ["B", "74.9", "0.68"]],
    )
    sheet.prose(top + 70)
    (chunk,) = extract(doc)
    assert chunk.label == label
    assert lookup(chunk, "B", "F1") == ["0.68"]


def test_pipe_inside_a_cell_cannot_shift_columns(sheet: Sheet, doc: pymupdf.Document) -> None:
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 1: Vocabulary sizes.")
    grid(
        sheet,
        y + 20,
        [72, 200, 330],
        [["Model", "Vocab"], ["Base", "|V| = 32k"], ["Big", "|Θ| = 64k"]],
    )
    (chunk,) = extract(doc)
    assert "| Big | \\|Θ\\| = 64k |" in chunk.text
    assert lookup(chunk, "Big", "Vocab") == ["|Θ| = 64k"]


def test_underscore_drawn_as_a_stroke_is_kept(sheet: Sheet, doc: pymupdf.Document) -> None:
    """TeX draws "\\_" as a short rule on the baseline: "machine_temp", not "machine temp"."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 1: Datasets.")
    top = y + 20
    grid(
        sheet,
        top,
        [72, 200, 330],
        [["Dataset", "Points"], ["gas", "4,208"], ["machine temp", "22,695"]],
    )
    w = pymupdf.Font("tiro").text_length("machine", fontsize=10)
    sheet.page.draw_line((76 + w + 0.3, top + 38.6), (76 + w + 2.2, top + 38.6), width=0.4)
    (chunk,) = extract(doc)
    assert lookup(chunk, "machine_temp", "Points") == ["22,695"]


# --- one logical table in several parts --------------------------------------------------------


def test_continued_caption_adds_a_part(
    new_sheet: Callable[[], Sheet], doc: pymupdf.Document
) -> None:
    """ "Table 4. (Continued)" on the next page goes on with Table 4 even though the first part
    ended mid-page: one logical table, two parts, one label."""
    first = new_sheet()
    y = first.prose(90)
    first.text(72, y + 10, "Table 4. GO terms of the clusters.")
    grid(
        first,
        y + 20,
        [72, 160, 300],
        [
            ["GO ID", "Description"],
            ["51704", "multi-organism process"],
            ["60089", "transducer activity"],
        ],
    )
    first.prose(y + 90)
    second = new_sheet()
    second.text(72, 80, "Table 4. (Continued)")
    grid(second, 90, [72, 160, 300], [["GO ID", "Description"], ["16874", "ligase activity"]])
    second.prose(150)
    chunks = extract(doc)
    assert [(c.label, c.page, c.extra.get("part"), c.extra.get("parts")) for c in chunks] == [
        ("Table 4", 1, 1, 2),
        ("Table 4", 2, 2, 2),
    ]
    assert lookup(chunks[1], "16874", "Description") == ["ligase activity"]


def test_sub_tables_under_one_caption_are_one_table(sheet: Sheet, doc: pymupdf.Document) -> None:
    """Two tables side by side, each with a sub-caption "(a)"/"(b)", and one caption below both:
    one logical table (Table 5) in two parts, each with its own columns."""
    y = sheet.prose(90) + 20
    grid(sheet, y, [100, 150, 200, 250], [["row", "a", "b"], ["A", "1", "4"], ["B", "2", "5"]])
    grid(
        sheet,
        y,
        [320, 370, 430, 480],
        [["row", "column", "value"], ["A", "a", "1"], ["A", "b", "4"], ["B", "a", "2"]],
    )
    sheet.text(150, y + 60, "(a) Raw data", size=9)
    sheet.text(370, y + 74, "(b) Molten data", size=9)
    sheet.text(72, y + 96, "Table 5: A simple example of melting.")
    sheet.prose(y + 130)
    chunks = extract(doc)
    assert {c.label for c in chunks} == {"Table 5"} and len(chunks) == 2
    assert [c.extra["columns"] for c in chunks] == [["row", "a", "b"], ["row", "column", "value"]]


def test_heading_repeated_partway_starts_a_part(sheet: Sheet, doc: pymupdf.Document) -> None:
    """A second block with its own column heads partway down is a part whose columns are its
    own heads, so its values are not read under the first block's heads."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 6: Validation by pyrosequencing.")
    rows = [
        ["CpG", "Gene", "n", "beta"],
        ["cg035", "LGR6", "521", "0.0026"],
        ["cg165", "AVP", "521", "0.0043"],
        ["CpG", "Gene", "n (GDM)", "rho"],
        ["cg035", "LGR6", "383", "0.7141"],
    ]
    grid(sheet, y + 20, [72, 160, 240, 330, 420], rows)
    chunks = extract(doc)
    assert [c.extra["columns"] for c in chunks] == [rows[0], rows[3]]
    assert lookup(chunks[1], "cg035", "rho") == ["0.7141"]


# --- fully ruled grids -------------------------------------------------------------------------


def test_ruled_grid_wrapped_cells_and_spans(sheet: Sheet, doc: pymupdf.Document) -> None:
    """In a full grid the rules say where cells are: two lines between two rules are one cell,
    a cell whose column rules stop spans those columns (it belongs to each), and a label whose
    row rule stops spans those rows."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 7: Architectures.")
    top = y + 20
    xs = [72, 160, 240, 330, 420]
    sheet.row(
        top + 10, ["Layers", "Size", "Net-121", "Net-169"], [x + 4 for x in xs[:4]], ["left"] * 4
    )
    sheet.row(
        top + 24,
        ["Pooling", "56 × 56", "3 × 3 max pool, stride 2", ""],
        [x + 4 for x in xs[:4]],
        ["left"] * 4,
    )
    sheet.row(
        top + 38,
        ["Transition", "56 × 56", "1 × 1 conv", "1 × 1 conv"],
        [x + 4 for x in xs[:4]],
        ["left"] * 4,
    )
    sheet.row(
        top + 52,
        ["Layer", "28 × 28", "2 × 2 pool", "2 × 2 pool"],
        [x + 4 for x in xs[:4]],
        ["left"] * 4,
    )
    sheet.row(
        top + 66,
        ["Classifier", "1 × 1", "softmax over", "softmax over"],
        [x + 4 for x in xs[:4]],
        ["left"] * 4,
    )
    sheet.row(
        top + 76, ["", "", "1000 classes", "1000 classes"], [x + 4 for x in xs[:4]], ["left"] * 4
    )
    for i, yy in enumerate([0, 14, 28, 42, 56, 84]):
        sheet.rule(xs[1] if i == 3 else xs[0], xs[-1], top + yy)  # the Transition label spans
    for x in xs:
        if x == 330:  # the pooling cell spans the two Net columns: its rule stops there
            sheet.vrule(x, top, top + 14)
            sheet.vrule(x, top + 28, top + 84)
        else:
            sheet.vrule(x, top, top + 84)
    sheet.prose(top + 110)
    (chunk,) = extract(doc)
    assert chunk.extra["columns"] == ["Layers", "Size", "Net-121", "Net-169"]
    assert lookup(chunk, "Pooling", "Net-169") == ["3 × 3 max pool, stride 2"]
    assert lookup(chunk, "Transition Layer", "Size") == ["56 × 56", "28 × 28"]
    assert lookup(chunk, "Classifier", "Net-121") == ["softmax over 1000 classes"]


def test_grid_ruled_only_around_columns_reads_a_row_per_line(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 3: Algorithms used.")
    top = y + 20
    sheet.row(top + 10, ["Name", "Description"], [76, 164], ["left"] * 2)
    names = [
        ("Grid1", "Exhaustive search on aggregated data"),
        ("Grid2", "Search with step size 2"),
        ("ASAP", "ASAP on aggregated data"),
    ]
    for i, cells in enumerate(names):
        sheet.row(top + 26 + 11 * i, cells, [76, 164], ["left"] * 2)
    bottom = top + 30 + 11 * len(names)
    for yy in (top, top + 14, bottom):
        sheet.rule(72, 400, yy)
    for x in (72, 160, 400):
        sheet.vrule(x, top, bottom)
    (chunk,) = extract(doc)
    assert chunk.extra["rows"] == [list(r) for r in names]


def test_heads_named_partway_down_under_a_spanning_head(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """A ruled comparison whose first rows give only the last column: its "method" head spans
    the name and two empty columns, and a row partway down names those columns for the rows
    after it. The first rows are records, not heading lines, and the row names the columns."""
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 6: Classification error on the test set.")
    top = y + 20
    xs = [72, 180, 240, 300, 380]
    lines = [
        ("method", "", "", "error (%)"),
        ("Maxout", "", "", "9.38"),
        ("NIN", "", "", "8.81"),
        ("", "# layers", "# params", ""),
        ("FitNet", "19", "2.5M", "8.39"),
        ("ResNet", "110", "1.7M", "6.43"),
        ("ResNet", "1202", "19.4M", "7.93"),
    ]
    for i, cells in enumerate(lines):
        sheet.row(top + 14 * i + 10, cells, [x + 4 for x in xs[:4]], ["left"] * 4)
    for i in range(len(lines) + 1):
        sheet.rule(xs[0], xs[-1], top + 14 * i)
    sheet.vrule(xs[0], top, top + 14 * len(lines))
    sheet.vrule(xs[3], top, top + 14 * len(lines))
    sheet.vrule(xs[4], top, top + 14 * len(lines))
    for x in xs[1:3]:  # the name and count columns are ruled apart only from the second block
        sheet.vrule(x, top + 42, top + 14 * len(lines))
    sheet.prose(top + 14 * len(lines) + 24)
    (chunk,) = extract(doc)
    assert chunk.extra["columns"] == ["method", "# layers", "# params", "error (%)"]
    assert lookup(chunk, "Maxout", "error (%)") == ["9.38"]
    assert lookup(chunk, "Maxout", "# layers") == [""]
    assert lookup(chunk, "ResNet", "# params") == ["1.7M", "19.4M"]


# --- landscape pages ---------------------------------------------------------------------------


def test_landscape_table_is_read_in_its_own_orientation(doc: pymupdf.Document) -> None:
    """A table printed sideways on a portrait page (text running up the sheet) is read as
    rows and columns of the turned page, caption included."""
    page = doc.new_page(width=612, height=792)
    h = 792

    def at(x: float, y: float) -> pymupdf.Point:  # landscape (x, y) -> page point
        return pymupdf.Point(y, h - x)

    def text(x: float, y: float, s: str) -> None:
        page.insert_text(at(x, y), s, fontsize=10, rotate=90)

    text(72, 72, "Table 8: Scaling of the quantum algorithms.")
    xs, top = [72, 260, 420, 600], 90
    rows = [
        ["Algorithm", "Time", "Speedup"],
        ["HHL", "O(log N)", "Exponential"],
        ["QPCA", "O(log d)", "Exponential in d."],
        ["k-NN", "O(√n)", "Quadratic"],
    ]
    for i, cells in enumerate(rows):
        for x, cell in zip(xs, cells, strict=False):
            text(x + 4, top + 14 * i + 10, cell)
    bottom = top + 14 * len(rows)
    for i in range(len(rows) + 1):
        page.draw_line(at(xs[0], top + 14 * i), at(xs[-1], top + 14 * i), width=0.5)
    for x in xs:
        page.draw_line(at(x, top), at(x, bottom), width=0.5)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 8"
    assert chunk.extra["columns"] == rows[0]
    assert lookup(chunk, "QPCA", "Speedup") == ["Exponential in d."]
    x0, y0, x1, y1 = chunk.bbox  # in the page's own points: a tall box on the left
    assert y1 - y0 > x1 - x0


# --- budget ------------------------------------------------------------------------------------


def test_page_over_the_word_budget_is_skipped_with_a_note(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    y = sheet.prose(90)
    sheet.text(72, y + 10, "Table 1: A grid of many words.")
    grid(
        sheet,
        y + 20,
        [72, 180, 280, 380],
        [["Model", "Acc.", "F1"], ["A", "71.3", "0.62"], ["B", "74.9", "0.68"]],
    )
    assert len(extract(doc)) == 1
    notes: list[str] = []
    chunks = extract_tables(
        pymupdf.open("pdf", doc.tobytes()), "p", TableSettings(max_page_words=20), notes=notes
    )
    assert chunks == []
    assert notes and "page 1" in notes[0] and "MAX_PAGE_WORDS" in notes[0]
