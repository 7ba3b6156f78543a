"""Right-to-left prose (Hebrew, Arabic, Persian) reads in its own order, numbers beside their words.

Producers draw a right-to-left line run by run in their own order (Chromium left to right across
the line), and the text layer joins the runs in drawing order: the sentence comes out scrambled,
each number next to the wrong words. The fixtures draw each word as its own right-to-left run,
placed from the right margin leftwards and drawn from the left, as such a producer does.
"""

from __future__ import annotations

import re

import pymupdf
import pytest

from paperlens.figures.layout import page_lines
from paperlens.ingest.rtl import logical_order
from paperlens.ingest.text import text_chunks
from paperlens.labels import label_words


def _rtl_line(page: pymupdf.Page, y: float, words: list[str], right: float = 540) -> None:
    boxes = []
    x = right
    for word in words:
        width = 7.5 * len(word) + 6
        boxes.append((word, pymupdf.Rect(x - width, y, x, y + 20)))
        x -= width + 3
    for word, box in sorted(boxes, key=lambda b: b[1].x0):  # drawn from the left
        page.insert_htmlbox(box, f'<p dir="rtl" style="font-size:11pt;margin:0">{word}</p>')


@pytest.mark.parametrize(
    "sentence",
    [
        "מדדנו את המליחות פעמיים ביום ב-12 תחנות במהלך 2023.",
        "ההספק הממוצע היה 45,6 קילוואט בשנת 2021 ו-38,2 קילוואט בשנת 2022.",
        "قمنا بقياس درجة حرارة مرتين يوميا في 12 محطة عام 2023.",
    ],
)
def test_words_drawn_from_the_left_read_from_the_right(sentence: str) -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    _rtl_line(page, 100, sentence.split())
    assert sentence not in " ".join(page.get_text().split())  # the text layer is scrambled
    (chunk,) = text_chunks(doc, "p" * 16, size=500, overlap=50)
    assert chunk.text == sentence


def test_each_value_stays_with_its_year_across_lines() -> None:
    doc = pymupdf.open()
    page = doc.new_page()
    _rtl_line(page, 100, ["ההספק", "הממוצע", "היה", "45,6", "קילוואט", "בשנת", "2021"])
    _rtl_line(page, 116, ["ו-38,2", "קילוואט", "בשנת", "2022."])
    (chunk,) = text_chunks(doc, "p" * 16, size=500, overlap=50)
    assert "45,6 קילוואט בשנת 2021" in chunk.text
    assert "38,2 קילוואט בשנת 2022." in chunk.text


def _visual(logical: str, mirrored_brackets: bool = False) -> list[str]:
    """How a right-to-left line lies on the page, left to right: the reverse of its reading
    order, with each number and each run of Latin words still written left to right (a space
    between two numbers, or a word and a number, is read right to left); brackets stored as
    their own characters, or as the mirrored glyphs they are drawn with."""
    ltr = r"[A-Za-z]+(?: [A-Za-z]+)*|\d+(?:[.,:/]\d+)*"
    line = re.sub(ltr, lambda m: m.group()[::-1], logical)[::-1]
    if mirrored_brackets:
        line = line.translate(str.maketrans("()", ")("))
    return list(line)


@pytest.mark.parametrize(
    "logical",
    [
        "میانگین بارش 312 میلی‌متر بود",  # Persian, a number inside
        "נבדקו 24 דגימות עם BLEU ו-GPU",  # Hebrew with Latin names
        "ارتفاع 7,5 متر (تقريبا)",
        "שדה 12 45,6 2023 118",  # a row of numbers after a short name: still right to left
        "הציון BLEU 28.4 במבחן",  # a Latin word and a number: two runs
    ],
)
def test_a_right_to_left_line_is_read_from_its_right_edge(logical: str) -> None:
    assert logical_order(_visual(logical)) == logical


def test_a_mainly_latin_line_keeps_its_order_around_a_right_to_left_name() -> None:
    visual = list("Samples from ") + list("שדה בוקר"[::-1]) + list(" were dried at 105 C")
    assert logical_order(visual) == "Samples from שדה בוקר were dried at 105 C"


def test_brackets_stored_as_their_mirrored_glyphs_are_paired_again() -> None:
    logical = "הספק (ג״ק) נמדד"
    assert "".join(_visual(logical, mirrored_brackets=True)) != "".join(_visual(logical))
    assert logical_order(_visual(logical, mirrored_brackets=True)) == logical


def test_a_right_to_left_caption_line_opens_with_its_label() -> None:
    # Caption and figure detection read lines, not prose blocks: the label must come first.
    doc = pymupdf.open()
    page = doc.new_page()
    _rtl_line(page, 100, ["איור", "3.", "טמפרטורת", "פני", "השטח", "ב-2023"])
    (line,) = page_lines(page)
    assert line.text == "איור 3. טמפרטורת פני השטח ב-2023"


@pytest.mark.parametrize(
    "caption", ["جدول 2. متوسط الإنتاج", "טבלה 2. ספירות שנתיות", "תמונה 1: מפה"]
)
def test_a_caption_word_of_a_script_without_capitals_is_a_candidate_label(caption: str) -> None:
    assert label_words([caption, "ב-2023 נמדדו 12 תחנות."]) == {caption.split()[0].casefold()}


def test_a_lower_case_word_opening_a_line_is_prose_not_a_label() -> None:
    assert label_words(["see 2. below", "Kuva 2. Weekly catch"]) == {"kuva"}
