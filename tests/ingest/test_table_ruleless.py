"""Tables printed with no rules, borders or shading at all (an HTML table laid out by MuPDF's
Story, a word processor's borderless table): the heading is told from the body by its bold face,
even when every head, the label column's too, wraps onto a second line, and a head wider than
its column is read whole."""

from __future__ import annotations

from collections.abc import Sequence

import pymupdf
import pytest

from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings


def extract(doc: pymupdf.Document) -> list[Chunk]:
    return extract_tables(pymupdf.open("pdf", doc.tobytes()), "ruleless", TableSettings())


def cell(chunk: Chunk, row: str, column: str) -> str:
    c = chunk.extra["columns"].index(column)
    return next(r[c] for r in chunk.extra["rows"] if r[0] == row)


def borderless(
    page: pymupdf.Page,
    top: float,
    heads: Sequence[tuple[str, str]],
    groups: Sequence[tuple[str, Sequence[Sequence[str]]]],
    xs: Sequence[float],
) -> float:
    """Heads in bold on two lines (``(first, second)``), then bold-italic group rows spanning
    the table over plain rows; no rules anywhere. Values are right-aligned at ``xs`` + 40.
    Returns the last baseline."""
    y = top
    for line in (0, 1):
        for k, head in enumerate(heads):
            page.insert_text((xs[k], y), head[line], fontsize=9, fontname="hebo")
        y += 11
    for name, rows in groups:
        page.insert_text((xs[0], y), name, fontsize=9, fontname="hebi")
        y += 11.5
        for row in rows:
            page.insert_text((xs[0], y), row[0], fontsize=9, fontname="helv")
            for k, value in enumerate(row[1:], start=1):
                w = pymupdf.get_text_length(value, fontname="helv", fontsize=9)
                page.insert_text((xs[k] + 40 - w, y), value, fontsize=9, fontname="helv")
            y += 11.5
    return y - 11.5


CASES = [
    (
        [("Species / site", "class"), ("Minimum frequency", "(Hz)"), ("Peak frequency", "(kHz)"),
         ("Song duration", "(s)"), ("Shift in minimum frequency", "(Hz)")],
        [("Common blackbird", [["Quiet", "1,640", "2.73", "2.85", "—"],
                               ["Noisy", "1,930", "3.12", "2.52", "+290"]]),
         ("European robin", [["Quiet", "2,310", "5.88", "1.96", "—"],
                             ["Noisy", "2,540", "6.04", "1.87", "+230"]])],
        ("Noisy", "Shift in minimum frequency (Hz)", "+290"),
    ),
    (
        [("Sorte und", "Lage"), ("Ertrag im", "Mittel (dt/ha)"), ("Eiweiß", "(%)"),
         ("Veränderung gegenüber Vorjahr", "(dt/ha)")],
        [("Winterweizen Nord", [["Hang", "71,2", "12,4", "+3,1"], ["Tal", "80,5", "11,9", "-1,4"]]),
         ("Sommergerste Süd", [["Hang", "55,0", "10,8", "+0,6"], ["Tal", "61,7", "10,2", "+2,2"]])],
        ("Tal", "Veränderung gegenüber Vorjahr (dt/ha)", "-1,4"),
    ),
]  # fmt: skip


@pytest.mark.parametrize(("heads", "groups", "probe"), CASES)
def test_bold_two_line_heading_over_row_groups_without_rules(
    heads: list[tuple[str, str]],
    groups: list[tuple[str, list[list[str]]]],
    probe: tuple[str, str, str],
) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for i in range(4):
        page.insert_text(
            (74, 100 + 12 * i),
            "The recordings were made at dawn on calm days at every site of the network.",
            fontsize=10,
            fontname="helv",
        )
    page.insert_text((74, 170), "Table 2. Song parameters by group and site", fontsize=9)
    bottom = borderless(page, 188, heads, groups, [75, 175, 265, 345, 430][: len(heads)])
    # The next section's heading, in larger type, a line under the last row: no row of the table.
    page.insert_text((74, bottom + 16), "3 Results", fontsize=11.5, fontname="hebo")
    page.insert_text((74, bottom + 32), "Results were consistent across the season.", fontsize=10)
    chunks = extract(doc)
    assert [c.label for c in chunks] == ["Table 2"]
    columns = chunks[0].extra["columns"]
    assert columns == [f"{a} {b}" for a, b in heads]
    row, column, value = probe
    got = [r[columns.index(column)] for r in chunks[0].extra["rows"] if r[0] == row]
    assert value in got
    assert not any("Results" in c for r in chunks[0].extra["rows"] for c in r)
