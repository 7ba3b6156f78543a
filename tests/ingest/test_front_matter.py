"""Front matter of papers set in a word processor (Writer, Word): no footnote marks, no e-mail,
an affiliation in words no list knows, an abstract heading run into its first sentence."""

from __future__ import annotations

import pymupdf

from paperlens.ingest.front_matter import front_blocks
from paperlens.ingest.text import text_chunks

_LIMITS = {"prose_chars": 300.0, "max_chars": 1500.0, "cjk_weight": 3.0}


def _writer_paper() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page()
    y = 60
    for text, size in [
        ("Débits d'étiage des rivières bretonnes, 2015–2020", 15),
        ("Hélène Garnier et Marc Le Bihan — Observatoire régional de l'eau, Rennes", 10),
        (
            "Résumé. Nous comparons les débits d'étiage de douze rivières. Le débit minimal "
            "a baissé de 8 % en cinq ans. Les bassins granitiques réagissent le plus vite.",
            10,
        ),
        ("1. Introduction", 12),
        (
            "Les étiages sévères menacent l'alimentation en eau potable. Nous avons mesuré "
            "les débits chaque semaine. Les stations sont gérées par les communes.",
            10,
        ),
    ]:
        rect = pymupdf.Rect(60, y, 540, y + 80)
        page.insert_textbox(rect, text, fontsize=size, fontname="helv")
        y += 90
    return doc.tobytes()


def test_title_and_authors_before_a_run_in_abstract_heading_are_front_matter() -> None:
    doc = pymupdf.open(stream=_writer_paper())
    chunks = text_chunks(doc, "w" * 16, size=500, overlap=50)
    front = " ".join(c.text for c in chunks if c.extra.get("front_matter"))
    content = " ".join(c.text for c in chunks if not c.extra.get("front_matter"))
    assert "Garnier" in front and "Observatoire" in front and "Débits d'étiage" in front
    assert "Garnier" not in content and "Rennes" not in content
    assert "baissé de 8 %" in content and "chaque semaine" in content


def test_prose_before_the_heading_is_not_taken_for_names() -> None:
    # An abstract set without its heading, before "1 Introduction": content, not front matter.
    texts = [
        "Sediment transport in braided rivers",
        "We measured bedload in four channels. Transport peaked in spring. Fine sand "
        "dominated the load. Gravel moved only during floods.",
        "1 Introduction",
        "Braided rivers carry much of the sediment of mountain basins.",
    ]
    assert front_blocks(texts, True, **_LIMITS) == [False, False, False, False]


def test_title_and_names_before_an_abstract_heading() -> None:
    texts = [
        "Sediment transport in braided rivers",
        "Ana Ruiz, Tomás Vidal — Grupo de Hidráulica Fluvial, Zaragoza",
        "Abstract",
        "We measured bedload in four channels.",
    ]
    assert front_blocks(texts, True, **_LIMITS) == [True, True, False, False]
    # Not page 1: nothing is front matter by position.
    assert front_blocks(texts, False, **_LIMITS) == [False, False, False, False]


def test_a_grant_number_broken_at_its_hyphen_is_still_a_funding_line() -> None:
    texts = [
        "Body text of page three.",
        "Ce projet a été financé par la Région (contrat 2017-\n0093).",
    ]
    assert front_blocks(texts, False, **_LIMITS) == [False, True]


def test_numbers_of_the_front_matter_are_no_facts_of_the_paper() -> None:
    from paperlens.answer.abstain import check
    from paperlens.models import Chunk
    from paperlens.retrieval.search import Contents

    chunks = [
        Chunk(
            chunk_id="g-text-p1-0",
            paper_id="g",
            kind="text",
            page=1,
            text="Nitrate in ResNet-50 wells was sampled in 2018 and 2019.",
        ),
        Chunk(
            chunk_id="g-text-p3-0",
            paper_id="g",
            kind="text",
            page=3,
            text="Funded by the Water Agency (grant 2017-0093).",
            extra={"front_matter": True},
        ),
    ]
    contents = Contents.of(chunks)
    found = check(
        "How much nitrate was found in 2017?", "English", contents.vocabularies, frozenset()
    )
    assert found is not None and found.missing == ("2017",)
    assert (
        check("How much nitrate was found in 2019?", "English", contents.vocabularies, frozenset())
        is None
    )


def test_title_and_names_before_a_portuguese_abstract_heading() -> None:
    texts = [
        "Chuva e incidência de dengue em seis municípios, 2019–2023",
        "Ana Beatriz Moreira Rafael Tavares Lins",
        "Boletim Epidemiológico Regional, n.º 7, 2024",
        "Resumo Analisamos os casos notificados de dengue entre 2019 e 2023. A incidência variou.",
        "1 Introdução A dengue é endêmica na região desde os anos 2000.",
    ]
    assert front_blocks(texts, True, **_LIMITS) == [True, True, True, False, False]
