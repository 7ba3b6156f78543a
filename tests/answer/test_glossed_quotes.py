"""A question that glosses its subject in the paper's own word ("ヨーロッパヘダイ（çipura）") is
not answered by a sentence about something else that leads on meaning (the other species, on
the same day): the sentence must print the word the asker gave. A sentence that prints it
still answers."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.glossed_quotes import gloss_unquoted
from paperlens.answer.language import detect_language
from paperlens.models import Chunk

# Two species fed the same diets; only one of them was weighed in mid-trial.
DENEME = (
    "Levreklerin ortalama ağırlığı 90. günde Y1 grubunda 182 g, Y3 grubunda 160 g olmuştur.",
    "Çipura ve levrek 180 gün boyunca aynı yemlerle beslenmiştir; çipurada başlangıç ağırlığı "
    "41 g idi.",
)


def _first_line(question: str, *texts: str) -> str:
    chunks = [
        Chunk(chunk_id=f"p-text-p2-{i}", paper_id="p", kind="text", page=2, text=t)
        for i, t in enumerate(texts)
    ]
    evidence = [TaggedEvidence(tag=c.tag, chunk=c, similarity=0.82) for c in chunks]
    return (
        ExtractiveAnswerer().answer(question, evidence, detect_language(question)).splitlines()[0]
    )


def test_a_sentence_about_the_other_species_does_not_answer_the_glossed_one() -> None:
    first = _first_line("試験90日目のヨーロッパヘダイ（çipura）の平均体重はいくらですか？", *DENEME)
    assert first.startswith("わかりません") and "182" not in first


def test_a_sentence_that_prints_the_gloss_still_answers() -> None:
    first = _first_line("ヨーロッパヘダイ（çipura）の開始時の体重はいくらですか？", *DENEME)
    assert "41" in first


def test_a_gloss_the_papers_never_print_or_of_several_words_is_not_required() -> None:
    sentence = "Levreklerin ortalama ağırlığı 90. günde 182 g olmuştur."
    assert gloss_unquoted("スズキ（sea bass）の体重は？", sentence, [sentence]) == ""
    assert gloss_unquoted("スズキ（Dicentrarchus）の体重は？", sentence, [sentence]) == ""
    assert gloss_unquoted("スズキ（levrek）の体重は？", sentence, [sentence]) == ""
