"""A raster chart in a Cyrillic paper: OCR reads its labels as the Latin letters they look like
("Kocjepuh" for "Косјерић"); the names the paper prints elsewhere are spelled as printed, so a
question naming a town finds its bar."""

from __future__ import annotations

import re

import pymupdf
import pytest
from chart_forms import PNG_BOX, png_pdf, unicode_font
from helpers import make_settings

from paperlens.figures.charts import ChartBudget, read_raster
from paperlens.figures.charts.homoglyphs import as_printed, printed_words
from paperlens.figures.charts.text import Word
from paperlens.service import PaperLens

pytest.importorskip("matplotlib")

_TOWNS = {"Ариље": 6.2, "Ивањица": 7.4, "Пожега": 5.1, "Косјерић": 8.1}
_BOX = PNG_BOX


def _word(text: str) -> Word:
    return Word(text, 0, 0, 10, 5, 5.0, (0, 0, 0), True, 10_000)


def test_ocr_letters_that_look_cyrillic_take_the_word_the_paper_prints() -> None:
    printed = ["Косјерић", "Пожега", "Бајина", "Башта", "кретала", "општина"]
    read = ["Kocjepuh", "Moxera", "BajNHa BawTa", "pepana", "LED", "(%", "OnWTNHa)"]
    assert [w.text for w in as_printed([_word(t) for t in read], printed)] == [
        "Косјерић",
        "Пожега",
        "Бајина Башта",
        "pepana",  # ("Прерада", not printed: two slips from "кретала" is no reading of it)
        "LED",
        "(%",
        "Општина)",
    ]


def test_a_paper_in_latin_script_leaves_ocr_words_alone() -> None:
    """An English page's Greek symbols ("μm", "Δt") are no words OCR misread: its "mm" stays."""
    doc = pymupdf.open()
    page = doc.new_page()
    english = "Grain size was 40 μm after annealing; the time step Δt was 2 s. " * 6
    page.insert_textbox(
        pymupdf.Rect(72, 72, 540, 400),
        english,
        fontsize=10,
        fontname="uni",
        fontfile=unicode_font(),
    )
    assert printed_words(doc, page) == []
    assert [w.text for w in as_printed([_word("mm")], printed_words(doc, page))] == ["mm"]


def _harvest() -> bytes:
    """A Serbian page: the towns in a paragraph, and a PNG bar chart of their yields."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    ax.bar(list(_TOWNS), list(_TOWNS.values()), color="#7aa6d8", edgecolor="black")
    ax.set_ylim(0, 10)
    ax.set_ylabel("Принос (t/ha)")
    ax.set_xlabel("Општина")
    intro = (
        "Производња малине у западној Србији 2024. године. Малина се гаји у општинама Ариље, "
        "Ивањица, Пожега и Косјерић, где је откупљено највише рода. Слика 1 "
        "приказује просечан принос по хектару у свакој општини у 2024. години."
    )
    caption = "Figure 1: Принос малине по општинама, 2024 (t/ha)."
    return png_pdf(fig, intro, caption, font=unicode_font())


def test_raster_chart_categories_are_spelled_as_the_paper_prints_them() -> None:
    doc = pymupdf.open("pdf", _harvest())
    reading = read_raster(doc[0], _BOX, ChartBudget(), 2_000_000)
    assert len(reading.charts) == 1, reading.status
    chart = reading.charts[0]
    assert chart.x_categories == list(_TOWNS)
    (series,) = [s for s in chart.series if s.points]
    for x, y in series.points:
        assert y == pytest.approx(_TOWNS[chart.x_categories[int(round(x))]], abs=0.15)


def test_a_question_naming_a_town_in_latin_letters_finds_its_bar(tmp_path, embedder) -> None:  # type: ignore[no-untyped-def]
    lens = PaperLens(make_settings(tmp_path), embedder=embedder)
    paper = lens.ingest_pdf(_harvest(), filename="malina.pdf").paper_id
    (figure,) = [c for c in lens.chunks(paper) if c.kind == "figure"]
    assert "Косјерић" in figure.text and "Kocjep" not in figure.text, figure.text
    answer = lens.ask("According to Figure 1, what yield did Kosjerić reach?", [paper])
    first = answer.answer.splitlines()[0]
    assert "Косјерић" in first, answer.answer
    value = re.search(r"(\d+(?:\.\d+)?)", first.split("Косјерић", 1)[1])
    assert value and float(value.group(1)) == pytest.approx(8.1, abs=0.15), answer.answer
