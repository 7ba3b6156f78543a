"""A heading cell wrapped at a hyphen: a word hyphenated by the typesetter is joined ("accu-" /
"racy" is "accuracy"), while a reduplicated compound broken at its own hyphen ("rata-" / "rata",
Indonesian and Malay plurals and intensives) keeps it. A capitalised word keeps its hyphen
("Server-driven") unless the paper prints it whole and never hyphenated ("Spron-" / "gen" under
a caption that says "sprongen")."""

from __future__ import annotations

import pymupdf
import pytest

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings


def heading_of(first: str, second: str, caption: str = "Yearly means") -> list[str]:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for i in range(3):
        page.insert_text((72, 90 + 13 * i), "Lorem ipsum dolor sit amet, consectetur adipiscing "
                         "elit, sed do eiusmod tempor.", fontsize=10)  # fmt: skip
    page.insert_text((72, 150), f"Table 2. {caption}", fontsize=10)
    page.draw_line((72, 158), (400, 158), width=0.8)
    page.insert_text((72, 171), "Year", fontsize=10)
    page.insert_text((200, 171), first, fontsize=10)
    page.insert_text((200, 183), second, fontsize=10)
    page.insert_text((320, 171), "Maximum", fontsize=10)
    page.draw_line((72, 189), (400, 189), width=0.5)
    for k, (year, a, b) in enumerate([("2020", "412", "980"), ("2021", "348", "1130")]):
        page.insert_text((72, 202 + 13 * k), year, fontsize=10)
        page.insert_text((200, 202 + 13 * k), a, fontsize=10)
        page.insert_text((320, 202 + 13 * k), b, fontsize=10)
    page.draw_line((72, 222), (400, 222), width=0.8)
    chunks = extract_tables(pymupdf.open("pdf", doc.tobytes()), "hy", TableSettings())
    assert [c.label for c in chunks] == ["Table 2"]
    return list(chunks[0].extra["columns"])


@pytest.mark.parametrize(
    ("first", "second", "head"),
    [
        ("Fluks rata-", "rata (t/d)", "Fluks rata-rata (t/d)"),
        ("Jumlah kali-", "kali", "Jumlah kali-kali"),
        ("Test accu-", "racy", "Test accuracy"),
        ("Mean yield per-", "formance", "Mean yield performance"),
    ],
)
def test_wrapped_head_keeps_the_hyphen_of_a_repeated_word(
    first: str, second: str, head: str
) -> None:
    assert heading_of(first, second) == ["Year", head, "Maximum"]


@pytest.mark.parametrize(
    ("first", "second", "caption", "head"),
    [
        ("Spron-", "gen", "Leden en sprongen fan de klubs", "Sprongen"),
        ("Server-", "driven", "Yearly means", "Server-driven"),
        ("Server-", "driven", "Server-driven and serverdriven runs", "Server-driven"),
    ],
)
def test_a_capitalised_word_is_joined_where_the_paper_prints_it_whole(
    first: str, second: str, caption: str, head: str
) -> None:
    assert heading_of(first, second, caption) == ["Year", head, "Maximum"]
