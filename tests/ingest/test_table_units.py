"""A units row under the column heads of a fully ruled grid (reST grid tables, HTML tables
with borders): the units complete the heads ("Oils (ml/100 g)"), not a row of data; a row of
bracketed numbers under a row of values (standard errors) stays a row."""

from __future__ import annotations

from collections.abc import Sequence

import pymupdf
import pytest

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings


def grid(rows: Sequence[Sequence[str]]) -> dict[str, list]:
    """A table with every cell boxed, under a caption, below some prose; its columns and rows."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for i in range(3):
        page.insert_text((72, 90 + 13 * i), "Lorem ipsum dolor sit amet, consectetur adipiscing "
                         "elit, sed do eiusmod tempor.", fontsize=10)  # fmt: skip
    page.insert_text((72, 150), "Table 1. Properties of the samples", fontsize=10)
    xs = [72, 190, 290, 390, 490]
    top = y = 160
    for row in rows:
        for x, cell in zip(xs, row, strict=False):
            page.insert_text((x + 4, y + 13), cell, fontsize=10)
        page.draw_line((xs[0], y), (xs[-1], y), width=0.5)
        y += 18
    page.draw_line((xs[0], y), (xs[-1], y), width=0.5)
    for x in xs:
        page.draw_line((x, top), (x, y), width=0.5)
    chunks = extract_tables(pymupdf.open("pdf", doc.tobytes()), "units", TableSettings())
    assert [c.label for c in chunks] == ["Table 1"]
    return {"columns": chunks[0].extra["columns"], "rows": chunks[0].extra["rows"]}


@pytest.mark.parametrize(
    ("heads", "units"),
    [
        (["Variety", "Alpha acids", "Cohumulone", "Oils"], ["", "(% w/w)", "(% of total)", "(ml/100 g)"]),
        (["Koeala", "Pinta-ala", "Ikä", "Tiheys"], ["", "(ha)", "(v)", "[runkoa/ha]"]),
        # units with exponents: a superscript is no digit of a value
        (["Plot", "Area", "Volume", "Density"], ["", "(m²)", "(m³)", "(kg/m³)"]),
    ],
)  # fmt: skip
def test_units_row_completes_the_heads(heads: list[str], units: list[str]) -> None:
    read = grid([heads, units, ["Alpha", "8,9", "21", "1,3"], ["Beta", "11,2", "31", "2,2"]])
    assert read["columns"] == [
        heads[0],
        *[f"{h} {u}" for h, u in zip(heads[1:], units[1:], strict=True)],
    ]
    assert [r[0] for r in read["rows"]] == ["Alpha", "Beta"]


def test_standard_errors_in_brackets_stay_rows() -> None:
    read = grid(
        [
            ["Term", "Model 1", "Model 2", "Model 3"],
            ["Income", "0.42", "0.38", "0.35"],
            ["", "(0.12)", "(0.10)", "(0.09)"],
            ["Age", "0.05", "0.04", "0.04"],
        ]
    )
    assert read["columns"] == ["Term", "Model 1", "Model 2", "Model 3"]
    assert any("(0.12)" in r for r in read["rows"])
