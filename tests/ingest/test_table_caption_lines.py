"""A caption whose title hangs under itself ("Table 2.  Catches per trap at the edge and" /
"           inside the stand."): the extractor puts the indented line in a block of its own,
and it is still the caption's; a paragraph in larger type right under a caption is not."""

from __future__ import annotations

import pymupdf
import pytest

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings


def booktabs(page: pymupdf.Page, top: float) -> float:
    rows = [["Site", "2022", "2023"], ["Lammi", "18600", "24100"], ["Evo", "11300", "9800"]]
    page.draw_line((72, top), (420, top), width=0.8)
    y = top
    for k, row in enumerate(rows):
        for x, cell in zip((72, 220, 340), row, strict=True):
            page.insert_text((x, y + 13), cell, fontsize=9)
        y += 17
        if k == 0:
            page.draw_line((72, y), (420, y), width=0.5)
    page.draw_line((72, y), (420, y), width=0.8)
    return y


@pytest.mark.parametrize(
    ("label", "first", "second"),
    [
        ("Table 2.", "Catches per trap over the season at the stand edge and", "inside the stand."),
        ("Taulukko 2.", "Kirjanpainajasaaliit koko kaudella metsän reunassa ja", "sisämetsässä."),
    ],
)
def test_hanging_caption_line_in_a_block_of_its_own(label: str, first: str, second: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for i in range(3):
        page.insert_text((72, 90 + 13 * i), "Lorem ipsum dolor sit amet, consectetur adipiscing "
                         "elit, sed do eiusmod tempor incididunt.", fontsize=10)  # fmt: skip
    page.insert_text((72, 150), label, fontsize=9, fontname="hebo")
    indent = 72 + pymupdf.get_text_length(label + " ", fontname="hebo", fontsize=9)
    page.insert_text((indent, 150), first, fontsize=9)
    page.insert_text((indent, 161), second, fontsize=9)
    bottom = booktabs(page, 170)
    # Prose in larger type right under the table: never part of anything above.
    page.insert_text((72, bottom + 14), "The edge traps caught more in both years.", fontsize=10)
    chunks = extract_tables(pymupdf.open("pdf", doc.tobytes()), "cap", TableSettings())
    assert [c.label for c in chunks] == ["Table 2"]
    assert chunks[0].text.splitlines()[0] == f"Table 2: {first} {second}"


def test_paragraph_right_under_a_caption_below_its_table_is_not_the_caption() -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    bottom = booktabs(page, 100)
    page.insert_text((72, bottom + 14), "Table 1. Catches per trap.", fontsize=9)
    page.insert_text(
        (72, bottom + 26), "The edge traps caught more in both years, and the", fontsize=10
    )
    page.insert_text(
        (72, bottom + 38), "difference grew after the storm of the summer before.", fontsize=10
    )
    chunks = extract_tables(pymupdf.open("pdf", doc.tobytes()), "cap", TableSettings())
    assert [c.label for c in chunks] == ["Table 1"]
    assert chunks[0].text.splitlines()[0] == "Table 1: Catches per trap."


@pytest.mark.parametrize(
    ("label", "title"),
    [
        ("TABLE II", "Bias and Standard Error for Several Values of m"),
        ("TABLEAU 3", "Biais et erreur type selon le nombre de vecteurs"),
    ],
)
def test_a_label_in_large_capitals_over_a_smaller_title_keeps_its_title(
    label: str, title: str
) -> None:
    """The label centred on a line of its own in larger capitals, the title below in smaller
    type (a classic journal style, and OCR'd text, whose sizes follow each word's letters)."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((220, 140), label, fontsize=10.5)
    page.insert_text((120, 154), title, fontsize=8.5)
    booktabs(page, 164)
    chunks = extract_tables(pymupdf.open("pdf", doc.tobytes()), "cap", TableSettings())
    assert [c.label for c in chunks] == [f"Table {label.split()[1]}"]
    assert title in chunks[0].text.splitlines()[0]
