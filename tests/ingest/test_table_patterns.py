"""Table patterns common in LaTeX and Word papers that the rule tests do not cover, one drawn
PDF each: column heads set as one tight line with no rule under them, fully ruled grids with
row groups and a two-level heading, whole-page sideways tables, and dense ``table*`` floats
across both columns with repeated leaf heads."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pymupdf
import pytest

from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings

if TYPE_CHECKING:
    from conftest import Sheet

from conftest import FONT


def extract(doc: pymupdf.Document) -> list[Chunk]:
    return extract_tables(pymupdf.open("pdf", doc.tobytes()), "synthetic-paper", TableSettings())


def lookup(chunk: Chunk, row: str, column: str) -> list[str]:
    c = chunk.extra["columns"].index(column)
    return [r[c] for r in chunk.extra["rows"] if r[0] == row]


def tight_table(
    sheet: Sheet,
    x0: float,
    top: float,
    heads: Sequence[str],
    body: Sequence[Sequence[str]],
    size: float = 9.0,
    gap: float = 3.0,
    ruled: bool = True,
) -> tuple[float, float]:
    """A booktabs-like table whose column heads are the widest cells, so adjacent heads stand
    only ``gap`` apart (a small \\tabcolsep), centred columns, a rule above and below and none
    under the heading. Returns the table's right edge and bottom."""
    widths = [
        max(FONT.text_length(s, fontsize=size) for s in [h, *[r[i] for r in body]])
        for i, h in enumerate(heads)
    ]
    xs = [x0 + sum(widths[:i]) + gap * i for i in range(len(widths))]
    right = xs[-1] + widths[-1]
    if ruled:
        sheet.rule(x0 - 2, right + 2, top)
    for i, h in enumerate(heads):
        sheet.text(xs[i] + widths[i] / 2, top + 10, h, size=size, anchor="center")
    for k, r in enumerate(body):
        for i, c in enumerate(r):
            x, anchor = (xs[i], "left") if i == 0 else (xs[i] + widths[i] / 2, "center")
            sheet.text(x, top + 21 + 10 * k, c, size=size, anchor=anchor)
    bottom = top + 25 + 10 * (len(body) - 1)
    if ruled:
        sheet.rule(x0 - 2, right + 2, bottom)
    return right, bottom


# --- 1. heading line set tight, no rule under it ------------------------------------------------


def test_tight_heading_line_without_a_rule_is_split_at_the_columns(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """Heads closer together than a column gap, with no rule between them and the first row:
    each head names its own column, and the first row is data, not a second heading level."""
    y = sheet.prose(90)
    sheet.text(306, y + 10, "Table 1. Success rates per object category.", anchor="center")
    heads = ["Method", "Household", "Tools", "Deformable", "Mean"]
    body = [
        ("Random", "71.3", "64.0", "52.8", "62.7"),
        ("GraspNet", "84.1", "77.5", "61.2", "74.3"),
        ("Ours", "89.6", "82.0", "70.4", "80.7"),
    ]
    _, bottom = tight_table(sheet, 200, y + 18, heads, body)
    sheet.prose(bottom + 20)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 1"
    assert chunk.extra["columns"] == heads
    assert chunk.extra["rows"] == [list(r) for r in body]


WRAPPED = [
    "We collect grasps for every object in",
    "simulation and keep only the stable ones,",
    "which leaves a few hundred per object. The",
    "splits are disjoint in objects, so a model",
    "never sees a test object while training.",
    "Table 2 gives the size of each split; the",
    "validation split is used for early stopping.",
]


@pytest.mark.parametrize("ruled", [True, False], ids=["ruled", "no-rules"])
def test_tight_heading_in_a_table_beside_text(
    sheet: Sheet, doc: pymupdf.Document, ruled: bool
) -> None:
    """The same heading in a table set at the right of the page with the prose wrapped around
    it on the left (LaTeX ``wraptable``), with or without rules."""
    y = sheet.prose(90)
    for i, line in enumerate(WRAPPED):
        sheet.text(72, y + 10 + 12 * i, line)
    sheet.text(350, y + 10, "Table 2. Dataset splits.", size=9)
    heads = ["Set", "Objects", "Grasps"]
    body = [("Train", "24", "4,810"), ("Val", "6", "1,175"), ("Test", "8", "1,602")]
    _, bottom = tight_table(sheet, 350, y + 18, heads, body, ruled=ruled)
    sheet.prose(max(bottom, y + 12 * len(WRAPPED)) + 20)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 2"
    assert chunk.extra["columns"] == heads
    assert lookup(chunk, "Train", "Objects") == ["24"]
    assert lookup(chunk, "Test", "Grasps") == ["1,602"]


# --- 2. fully ruled grid: row groups and a two-level heading ------------------------------------


def test_boxed_grid_with_row_groups_and_a_group_heading(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """Every cell boxed; the first column's labels span their group's rows (\\multirow, the
    rules between a group's rows skip that column, \\cline); a group head spans two leaf heads
    with a partial rule between them. Both levels name each column, each row has its group."""
    y = sheet.prose(90)
    sheet.text(306, y + 10, "Table 3: Accuracy and latency of each method.", anchor="center")
    top, h, xs = y + 18, 13.0, [100, 170, 240, 300, 360, 420, 480]

    def cell(c0: int, c1: int, row_top: float, n: int, s: str) -> None:
        sheet.text((xs[c0] + xs[c1]) / 2, row_top + n * h / 2 + 3, s, size=9, anchor="center")

    cell(0, 1, top, 2, "Dataset")
    cell(1, 2, top, 2, "Method")
    cell(2, 4, top, 1, "Accuracy (%)")
    cell(4, 6, top, 1, "Latency (ms)")
    for i, s in enumerate(["Top-1", "Top-5", "CPU", "GPU"]):
        cell(2 + i, 3 + i, top + h, 1, s)
    sheet.rule(xs[0], xs[-1], top)
    sheet.rule(xs[2], xs[-1], top + h)
    sheet.rule(xs[0], xs[-1], top + 2 * h)
    for x in (xs[0], xs[1], xs[2], xs[4], xs[-1]):
        sheet.vrule(x, top, top + 2 * h)
    for x in (xs[3], xs[5]):
        sheet.vrule(x, top + h, top + 2 * h)
    groups = [
        ("CIFAR", [("ResNet", "93.1", "99.2", "41", "3.1"), ("ViT", "95.4", "99.5", "88", "4.7")]),
        ("SVHN", [("ResNet", "96.2", "99.1", "40", "3.0"), ("ViT", "97.0", "99.4", "86", "4.6")]),
    ]
    r = top + 2 * h
    for g, rows in groups:
        cell(0, 1, r, len(rows), g)  # centred on the rule between its two rows
        for k, row in enumerate(rows):
            for i, s in enumerate(row):
                cell(1 + i, 2 + i, r + k * h, 1, s)
            if k < len(rows) - 1:
                sheet.rule(xs[1], xs[-1], r + (k + 1) * h)
        for x in xs:
            sheet.vrule(x, r, r + len(rows) * h)
        r += len(rows) * h
        sheet.rule(xs[0], xs[-1], r)
    sheet.prose(r + 20)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 3"
    assert chunk.extra["columns"][2:] == [
        "Accuracy (%) · Top-1",
        "Accuracy (%) · Top-5",
        "Latency (ms) · CPU",
        "Latency (ms) · GPU",
    ]
    assert [r[0] for r in chunk.extra["rows"]] == ["CIFAR", "CIFAR", "SVHN", "SVHN"]
    assert chunk.extra["rows"][3][1:4] == ["ViT", "97.0", "99.4"]


# --- 3. a whole page turned sideways, footnote letters on cells ---------------------------------


def test_sideways_page_table_with_footnote_letters(doc: pymupdf.Document) -> None:
    """A landscape table printed on a portrait page (text running up the sheet), eleven
    columns, the label set off by a wide gap instead of punctuation, and values marked with
    raised footnote letters ("—^a"): the value is the dash, the letter is kept apart."""
    page = doc.new_page(width=612, height=792)

    def at(x: float, y: float) -> pymupdf.Point:  # landscape (x, y) -> page point
        return pymupdf.Point(y, 792 - x)

    def text(x: float, y: float, s: str, size: float = 8) -> float:
        writer = pymupdf.TextWriter(page.rect)
        writer.append(at(x, y), s, font=FONT, fontsize=size)
        writer.write_text(page, morph=(at(x, y), pymupdf.Matrix(90)))
        return x + FONT.text_length(s, fontsize=size)

    def rule(x0: float, x1: float, y: float) -> None:
        page.draw_line(at(x0, y), at(x1, y), width=0.5)

    page.insert_text((300, 760), "12", fontsize=9)  # the page number stays upright
    text(72, 72, "Table 5  Comparison of the surveyed methods on the benchmark suites", 9)
    heads = ["Family", "Method", "Year", "Params", "C10", "C100", "SVHN", "STL", "Tiny", "IN-1k"]
    xs = [72, 130, 200, 240, 285, 330, 375, 420, 465, 510, 560]
    rows = [
        ["CNN", "ResNet", "2016", "25M", "93.6", "72.1", "96.2", "81.3", "58.2", "76.1", "12"],
        ["", "EffNet", "2019", "5M", "95.1", "76.9", "—a", "83.4", "61.0", "77.1", "20"],
        ["ViT", "DeiT", "2021", "22M", "96.0", "79.2", "97.1", "—b", "63.5", "79.8", "18"],
        ["", "Swin", "2021", "28M", "96.3", "80.1", "97.3", "85.2", "64.0", "81.3", "22"],
    ]
    rule(68, 600, 90)
    for x, s in zip(xs, [*heads, "Time"], strict=True):
        text(x, 100, s)
    rule(68, 600, 104)
    for i, r in enumerate(rows):
        for x, s in zip(xs, r, strict=True):
            if s.startswith("—"):
                text(text(x, 116 + 12 * i, "—"), 113 + 12 * i, s[1:], size=5.5)
            elif s:
                text(x, 116 + 12 * i, s)
    rule(68, 600, 157)
    text(72, 169, "a Not reported by the authors.", 7)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 5"
    assert chunk.extra["columns"][:10] == heads
    assert lookup(chunk, "CNN", "SVHN") == ["96.2", "—"]
    assert lookup(chunk, "ViT", "STL") == ["—", "85.2"]
    assert [2, 7, "b"] in chunk.extra["marks"]


# --- 4. a dense table* across both columns, repeated leaf heads ---------------------------------


def test_dense_table_across_two_columns_with_repeated_leaf_heads(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """Nine value columns under three dataset heads that repeat the same three leaf heads, set
    across both columns of a two-column page under a bold label, best values in bold: every
    column is named "Dataset · Metric"."""
    bold = pymupdf.Font("tibo")

    def text(
        x: float, y: float, s: str, size: float = 8, anchor: str = "left", b: bool = False
    ) -> None:
        font = bold if b else FONT
        w = font.text_length(s, fontsize=size)
        x0 = {"left": x, "center": x - w / 2}[anchor]
        writer = pymupdf.TextWriter(sheet.page.rect)
        writer.append((x0, y), s, font=font, fontsize=size)
        writer.write_text(sheet.page)

    prose = [
        "Sequential models capture the order of the",
        "interactions of every user, and we train",
    ]
    for i in range(4):
        text(54, 72 + 11 * i, prose[i % 2], 9)
        text(318, 72 + 11 * i, prose[i % 2], 9)
    top = 130
    text(200, top, "Table 2", 9, b=True)
    text(234, top, "Recommendation accuracy on three datasets", 9)
    top += 8
    sheet.rule(54, 558, top)
    xs = [153.5 + 47 * i for i in range(9)]
    for g, name in enumerate(["Beauty", "Sports", "Yelp"]):
        text((xs[3 * g] + xs[3 * g + 2]) / 2, top + 10, name, anchor="center")
        sheet.rule(xs[3 * g] - 20.5, xs[3 * g + 2] + 20.5, top + 13, width=0.4)
    text(58, top + 20, "Model")
    for i, x in enumerate(xs):
        text(x, top + 20, ["R@10", "N@10", "MRR@10"][i % 3], anchor="center")
    sheet.rule(54, 558, top + 24, width=0.4)
    rows = [
        ("GRU4Rec", [0.0320, 0.0150, 0.0110, 0.0250, 0.0120, 0.0090, 0.0360, 0.0180, 0.0130]),
        ("SASRec", [0.0600, 0.0320, 0.0250, 0.0350, 0.0190, 0.0140, 0.0410, 0.0230, 0.0170]),
        ("Ours", [0.0710, 0.0390, 0.0310, 0.0420, 0.0230, 0.0180, 0.0490, 0.0270, 0.0210]),
    ]
    for k, (name, vals) in enumerate(rows):
        text(58, top + 34 + 10 * k, name)
        for i, v in enumerate(vals):
            best = v == max(r[1][i] for r in rows)
            text(xs[i], top + 34 + 10 * k, f"{v:.4f}", anchor="center", b=best)
    bottom = top + 58
    sheet.rule(54, 558, bottom)
    for i in range(20):
        text(54, bottom + 20 + 11 * i, prose[i % 2], 9)
        text(318, bottom + 20 + 11 * i, prose[i % 2], 9)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 2"
    assert chunk.extra["columns"][1:4] == ["Beauty · R@10", "Beauty · N@10", "Beauty · MRR@10"]
    assert chunk.extra["columns"][7] == "Yelp · R@10"
    assert lookup(chunk, "Ours", "Sports · MRR@10") == ["0.0180"]


# --- 5. a caption set tight above its table --------------------------------------------------


def test_a_caption_set_tight_above_its_table_stops_at_the_top_rule(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """LaTeX's caption skip can leave less than a line between a caption above a table and the
    table's heading: the caption ends at the top rule and does not swallow the heading row."""
    y = sheet.prose(90)
    sheet.text(306, y + 16, "Table 1: Data sets used in the benchmark.", size=9, anchor="center")
    heads = ["Data set", "Vectors", "Dim.", "Metric"]
    body = [("WebText", "10,000,000", "768", "angular"), ("Images", "25,000,000", "512", "L2")]
    _, bottom = tight_table(sheet, 200, y + 19, heads, body, gap=14)
    sheet.prose(bottom + 20)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 1" and chunk.caption == "Data sets used in the benchmark."
    assert chunk.extra["columns"] == heads
    assert lookup(chunk, "Images", "Vectors") == ["25,000,000"]


# --- 6. a table right above a chart with gridlines -----------------------------------------------


def test_a_table_above_a_chart_with_gridlines_ends_at_its_bottom_rule(
    sheet: Sheet, doc: pymupdf.Document
) -> None:
    """A chart's horizontal gridlines under a table are not more of the table's rules: empty
    rules are not chained to the table, which is read on its own."""
    y = sheet.prose(90)
    sheet.text(306, y + 10, "Table 1: Next-item prediction on three data sets.", anchor="center")
    heads = ["Model", "R@10", "N@10", "MRR@10"]
    body = [("POP", "3.12", "1.54", "1.07"), ("CORE", "50.04", "30.82", "24.91")]
    _, bottom = tight_table(sheet, 200, y + 18, heads, body, gap=14)
    grid_top = bottom + 25
    for k in range(8):  # a bar chart's gridlines, its tick labels left of the frame
        sheet.rule(190, 400, grid_top + 10 * k, width=0.3)
        sheet.text(175, grid_top + 10 * k + 3, str(60 - 5 * k), size=7)
    for k in range(4):
        sheet.page.draw_rect(
            pymupdf.Rect(210 + 45 * k, grid_top + 20 + 8 * k, 240 + 45 * k, grid_top + 70),
            fill=(0.3, 0.4, 0.8),
            color=None,
        )
    for j, name in enumerate(["Full model", "w/o memory", "w/o decay"]):  # labelled curves
        sheet.text(330, grid_top + 14 + 20 * j, name, size=7)
        curve = [
            pymupdf.Point(200 + 12 * k, grid_top + 15 + 20 * j + (k % 3) * 4) for k in range(10)
        ]
        sheet.page.draw_polyline(curve, color=(0.8, 0.2, 0.1), width=0.8)
    sheet.text(200, grid_top + 85, "Figure 1: Recall@10 without each component.", size=9)
    (chunk,) = extract(doc)
    assert chunk.label == "Table 1"
    assert chunk.extra["columns"] == heads
    assert [r[0] for r in chunk.extra["rows"]] == ["POP", "CORE"]
