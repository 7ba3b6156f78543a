"""A table split over a page break is stored as two parts (one per page, each under its label
and header), and a question may name rows from both, or rank rows of both: "how many times
higher in Ivybridge (overleaf) than in Cedar Point", "which district had the highest". The
answer reads the table as printed, whichever part was retrieved. The districts and numbers are
invented."""

from __future__ import annotations

import pymupdf
import pytest

from paperlens.service import AskOptions, PaperLens

HEAD = ("District", "Population (2022)", "Cases (2023)", "Incidence per 100,000")
# The first six rows end page 1; the other four go on at the top of page 2.
DISTRICTS = [
    ("Ashford", "412,380", "6,718", "1,629.1"),
    ("Brookvale", "256,702", "3,377", "1,315.5"),
    ("Cedar Point", "143,268", "1,268", "885.1"),
    ("Dunmore", "98,415", "2,115", "2,149.1"),
    ("Elmstead", "88,120", "1,402", "1,591.0"),
    ("Fairhaven", "77,310", "904", "1,169.3"),
    ("Glenrock", "70,044", "1,250", "1,784.6"),
    ("Hollins", "66,520", "640", "962.1"),
    ("Ivybridge", "61,930", "1,904", "3,074.4"),
    ("Juniper Flats", "37,544", "502", "1,337.1"),
]
_COLUMNS = (72, 200, 300, 400)
_ROW = 16


def _rows(page: pymupdf.Page, top: float, cells: list[tuple[str, ...]]) -> float:
    for i, row in enumerate(cells):
        for x, cell in zip(_COLUMNS, row, strict=True):
            page.insert_text((x + 4, top + _ROW * i + 11), cell, fontsize=9)
    return top + _ROW * len(cells)


def _paper() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_textbox(
        pymupdf.Rect(72, 60, 540, 90), "Dengue incidence in ten districts, 2023", fontsize=14
    )
    prose = (
        "Probable dengue cases were counted by the district health offices during the 2023 "
        "season and divided by the census population. "
    ) * 14
    page.insert_textbox(pymupdf.Rect(72, 100, 540, 560), prose, fontsize=10)
    page.insert_text(
        (72, 590), "Table 1: Probable dengue cases and incidence by district.", fontsize=10
    )
    page.draw_line((72, 600), (540, 600), width=0.8)
    y = _rows(page, 600, [HEAD])
    page.draw_line((72, y), (540, y), width=0.4)
    _rows(page, y + 2, DISTRICTS[:6])
    page.insert_text((300, 770), "3", fontsize=9)  # page number
    overleaf = doc.new_page(width=612, height=792)
    y = _rows(overleaf, 72, DISTRICTS[6:])
    overleaf.draw_line((72, y + 2), (540, y + 2), width=0.8)
    overleaf.insert_textbox(
        pymupdf.Rect(72, y + 30, 540, y + 300),
        "Incidence was highest in the small northern districts. " * 8,
        fontsize=10,
    )
    return doc.tobytes()


@pytest.fixture(scope="module")
def districts(tmp_path_factory, embedder) -> tuple[PaperLens, str]:
    from helpers import make_settings

    lens = PaperLens(make_settings(tmp_path_factory.mktemp("districts")), embedder=embedder)
    paper = lens.ingest_pdf(_paper(), filename="districts.pdf")
    parts = [c for c, _ in lens.registry.chunks(paper.paper_id, "table")]
    assert [(c.label, c.page) for c in parts] == [("Table 1", 1), ("Table 1", 2)]
    return lens, paper.paper_id


def _first_line(districts: tuple[PaperLens, str], question: str, top_k: int | None) -> str:
    lens, pid = districts
    return lens.ask(question, [pid], options=AskOptions(top_k=top_k)).answer.splitlines()[0]


# top_k=1: one part retrieved, the other read with it
@pytest.mark.parametrize("top_k", [None, 1], ids=["default", "one-part-retrieved"])
def test_two_rows_on_either_side_of_the_page_break_are_compared(districts, top_k) -> None:
    question = "How many times higher was the incidence in Ivybridge than in Cedar Point?"
    first = _first_line(districts, question, top_k)
    assert "3,074.4" in first and "885.1" in first and "3.5" in first, first


@pytest.mark.parametrize("top_k", [None, 1], ids=["default", "one-part-retrieved"])
def test_a_difference_between_rows_of_the_two_pages(districts, top_k) -> None:
    question = "How many more cases were there in Ashford than in Juniper Flats?"
    first = _first_line(districts, question, top_k)
    assert "6216" in first.replace(",", ""), first  # 6,718 − 502


@pytest.mark.parametrize("top_k", [None, 1], ids=["default", "one-part-retrieved"])
def test_the_highest_row_is_ranked_over_both_pages(districts, top_k) -> None:
    first = _first_line(districts, "Which district had the highest incidence per 100,000?", top_k)
    assert "Ivybridge" in first and "3,074.4" in first, first
    assert "Dunmore" not in first  # the highest on the first page only


def test_a_year_in_the_question_qualifies_the_quantity_it_names(districts) -> None:
    """ "the 2023 incidence" is the column "Incidence per 100,000" (the table is of 2023), not
    "Cases (2023)", which prints the year but is another quantity."""
    question = "How many times higher was the 2023 incidence in Ivybridge than in Cedar Point?"
    first = _first_line(districts, question, None)
    assert "3,074.4" in first and "885.1" in first and "3.5" in first, first
    assert "1,904" not in first  # Ivybridge's cases
