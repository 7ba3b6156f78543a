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
