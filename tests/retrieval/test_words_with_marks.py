"""Words of scripts whose vowel signs are combining marks (Devanagari, Thai, Khmer ...) are
indexed whole, and a sentence of a script set without spaces (Thai) shares pieces with the
words a question asks by, so lexical search finds it."""

from __future__ import annotations

from paperlens.answer.crosslingual import Readings, key, label_aliases, spoken_order
from paperlens.retrieval.lexical import tokenize


def test_a_devanagari_word_is_one_token_not_split_at_its_vowel_signs() -> None:
    assert tokenize("तालिका 1: नदी का जल") == ["तालिका", "1", "नदी", "का", "जल"]


def test_a_thai_question_word_meets_the_sentence_it_is_written_into() -> None:
    sentence = set(tokenize("คุณภาพน้ำในคลองแสนแสบต่ำที่สุด"))  # "water quality in the canal ..."
    asked = set(tokenize("คุณภาพน้ำ"))  # "water quality"
    assert len(asked & sentence) >= 3


def test_a_thai_name_is_read_in_the_order_it_is_said() -> None:
    """แสนแสบ writes each "ae" before its consonant; the transliteration "Saen Saep" says it
    after: the name's reading key must meet the question's Latin spelling."""
    assert spoken_order("แสนแสบ") == "สแนสแบ"
    assert key(spoken_order("คลองเปรมประชากร")).startswith(key("KhlongPremPrachakon")[:12])


def test_a_name_asked_in_latin_letters_is_found_inside_a_thai_run() -> None:
    """Thai sets "canal Saen Saep" as one run, คลองแสนแสบ: the name's parts are inside its
    reading, whichever way a final consonant or vowel is transliterated."""
    read = Readings("ความยาวของคลองแสนแสบ คลองลาดพร้าว และคลองเปรมประชากร")
    assert all(read.has(n) for n in ("Saen", "Saep", "Phrao", "Prem", "Prachakon"))
    assert not any(read.has(n) for n in ("Rangsit", "Chiang", "Charoen"))


def test_a_thai_row_is_named_by_the_run_of_words_that_spells_it_not_by_its_first_word() -> None:
    rows = ["คลองแสนแสบ", "คลองบางกอกน้อย", "คลองลาดพร้าว"]  # "canal Saen Saep", ...
    assert label_aliases("What was the BOD of Khlong Bangkok Noi?", rows) == {"คลองบางกอกน้อย"}
    assert label_aliases("How long is Saen Saep?", rows) == {"คลองแสนแสบ"}
    assert label_aliases("What was the BOD of Khlong Rangsit?", rows) == set()
