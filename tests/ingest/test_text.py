"""Text chunks keep where they are printed: the boxes of their lines, for the UI's highlight."""

from __future__ import annotations

import pymupdf
from evidence_pdf import PARAGRAPH_1, evidence_paper

from paperlens.ingest.pdf import title_of
from paperlens.ingest.text import split_spans, split_text, text_chunks


def _covered(boxes: list[list[float]], rect: pymupdf.Rect) -> bool:
    centre = (rect.tl + rect.br) / 2
    return any(pymupdf.Rect(b).contains(centre) for b in boxes)


def test_each_chunk_carries_the_boxes_of_its_own_lines():
    doc = pymupdf.open(stream=evidence_paper().pdf)
    chunks = [c for c in text_chunks(doc, "p" * 16, size=500, overlap=50) if c.page == 1]
    assert len(chunks) == 2
    first, second = (c.extra["line_boxes"] for c in chunks)
    page = doc[0]
    for word in ("Evidence", "twelve", "GPU."):  # title and first paragraph: first chunk only
        (where,) = page.search_for(word)
        assert _covered(first, where) and not _covered(second, where), word
    (southern,) = page.search_for("southern")
    assert _covered(second, southern) and not _covered(first, southern)
    # one box per printed line, each inside the page
    assert all(pymupdf.Rect(b) in page.rect for b in first + second)
    assert len(first) <= 8 and PARAGRAPH_1.split()[3] in chunks[0].text


def test_a_word_split_by_a_line_end_hyphen_is_found_whole():
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "The model reaches high accu-", fontsize=11)
    page.insert_text((72, 114), "racy on every benchmark we tried.", fontsize=11)
    (chunk,) = text_chunks(doc, "p" * 16, size=500, overlap=50)
    assert "accuracy" in chunk.text
    assert len(chunk.extra["line_boxes"]) == 2


def test_spans_are_the_pieces_offsets():
    text = "First sentence here. " * 40 + "  tail words at the end"
    pieces = split_text(text, 120, 20)
    assert pieces == [text[a:b] for a, b in split_spans(text, 120, 20)]
    assert all(p == p.strip() and p for p in pieces)


def test_a_title_whose_spaces_are_spans_of_their_own_reads_with_single_spaces():
    doc = pymupdf.open()
    page = doc.new_page(width=400, height=200)
    x = 30.0
    for word in ["Eclipsing", "binaries", "in", "the", "outskirts"]:
        # Words in one font, the space between them in another: each space is a span of its own,
        # as in REVTeX titles.
        page.insert_text((x, 50), word, fontsize=18, fontname="hebo")
        x += pymupdf.get_text_length(word, fontname="hebo", fontsize=18)
        page.insert_text((x, 50), " ", fontsize=18, fontname="tiro")
        x += pymupdf.get_text_length(" ", fontname="tiro", fontsize=18)
    page.insert_text((30, 100), "Body text of the paper, set small.", fontsize=9)
    assert title_of(doc, "paper.pdf") == "Eclipsing binaries in the outskirts"


def _korean_line(page: pymupdf.Page, y: float, words: list[str], size: float = 11) -> None:
    """Hangul words set a third of an em apart with no space characters (as LuaLaTeX writes
    a fallback Hangul font)."""
    font = pymupdf.Font("korea")
    writer = pymupdf.TextWriter(page.rect)
    x = 72.0
    for word in words:
        writer.append((x, y), word, font=font, fontsize=size)
        x += font.text_length(word, fontsize=size) + 0.3 * size
    writer.write_text(page)


def test_korean_words_set_apart_without_space_characters_read_with_their_spaces():
    doc = pymupdf.open()
    page = doc.new_page()
    _korean_line(page, 100, ["공공자전거", "이용은", "표", "1에", "따르면", "증가하였다."])
    _korean_line(page, 116, ["모형", "3의", "설명력이", "가장", "높았다."])
    assert "공공자전거이용은" in page.get_text()  # the text layer itself runs the words together
    (chunk,) = text_chunks(doc, "p" * 16, size=500, overlap=50)
    assert (
        chunk.text == "공공자전거 이용은 표 1에 따르면 증가하였다. 모형 3의 설명력이 가장 높았다."
    )
    # the highlight still finds both printed lines
    assert len(chunk.extra["line_boxes"]) == 2


def test_chinese_characters_set_apart_stay_unspaced():
    doc = pymupdf.open()
    page = doc.new_page()
    font = pymupdf.Font("china-s")
    writer = pymupdf.TextWriter(page.rect)
    x = 72.0
    for ch in "分类准确率提高到百分之七十五":  # a justified line: every character spaced out
        writer.append((x, 100), ch, font=font, fontsize=11)
        x += font.text_length(ch, fontsize=11) + 0.3 * 11
    writer.write_text(page)
    (chunk,) = text_chunks(doc, "p" * 16, size=500, overlap=50)
    assert " " not in chunk.text


def test_running_heads_and_page_numbers_stay_out_of_the_prose():
    doc = pymupdf.open()
    body = (
        "Nitrate fell at five of the six wells since 2019, but three wells remain above the "
        "threshold of fifty milligrams per litre in every year of the record."
    )
    for n in range(1, 4):
        page = doc.new_page(width=595, height=842)
        if n == 1:
            page.insert_text((72, 90), "Nitrate in Shallow Groundwater", fontsize=16)
            page.insert_text((72, 110), "Henrike Albers and Jonas Wittkamp", fontsize=10)
        else:  # a running head with the page number, the authors on odd pages
            head = "Nitrate in Shallow Groundwater" if n == 2 else "Henrike Albers, Jonas Wittkamp"
            page.insert_text((72, 50), f"{n}    {head}", fontsize=8)
        page.insert_textbox(pymupdf.Rect(72, 140, 523, 300), f"Page {n} text. {body}", fontsize=10)
        page.insert_text((290, 810), str(n), fontsize=9)  # the page number at the foot
        if n == 3:  # a table's header row high on the page: words of page 1, but no running head
            page.insert_text((72, 75), "Wells Threshold Record", fontsize=9)
            page.insert_text((300, 40), "IV", fontsize=9)  # a table's number set on its own
    chunks = text_chunks(doc, "p" * 16, size=2000, overlap=50)
    later = " ".join(c.text for c in chunks if c.page > 1)
    assert "Groundwater" not in later and "Albers" not in later
    assert "Wells Threshold Record" in later and "IV" in later
    for c in chunks:
        assert c.text.rstrip().endswith("record."), c.text[-40:]  # no page number after it
    assert "Nitrate in Shallow Groundwater" in chunks[0].text  # the title itself stays
