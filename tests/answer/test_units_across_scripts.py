"""A value an English question asks, printed in a paper in another script: the depth "12 м", the
temperature "24 °ሴ". The unit is the one word the two languages share, spelled in the paper's
script (CLDR's short unit forms), so the sentence that prints a number in it answers, though
another sentence of the paper is nearer to the question by meaning."""

from __future__ import annotations

import pytest
from answer_chunks import ask_over_sentences

from paperlens.answer.language import is_abstention
from paperlens.answer.quantity import asked_units, printed_in_unit


@pytest.mark.parametrize(
    ("question", "printed"),
    [
        ("How deep were the wells drilled?", "Скважины пробурены на 12 м."),
        ("How deep were the wells drilled?", "钻孔深度为12米。"),
        ("At what temperature was the dough kept?", "ሊጡ በ24 °ሴ ተቀመጠ።"),
        ("At what temperature was the dough kept?", "Тесто выдерживали при 24 °C."),
    ],
)
def test_the_unit_asked_is_read_in_the_papers_script(question, printed):
    symbols, words = asked_units(question)
    assert printed_in_unit(printed, symbols, words)


def test_a_number_in_another_unit_is_not_the_one_asked():
    symbols, words = asked_units("How deep were the wells drilled?")
    assert not printed_in_unit("Измерения вели 3 часа.", symbols, words)
    assert not printed_in_unit("Пробы весили 12 кг.", symbols, words)


# A Russian methods paragraph and each sentence's similarity to the question (as the service
# reads them from the stored sentence vectors): the nearest sentence is about the site; the one
# that prints a depth in metres stands only a little above the typical sentence.
_RUSSIAN_METHODS = [
    ("Участок расположен на северном склоне долины.", 0.801),
    ("Скважины пробурены на 12 м, датчики установлены через каждый метр.", 0.781),
    ("Данные записывали каждые три часа в течение года.", 0.770),
    ("Образцы грунта отбирали весной и осенью.", 0.768),
    ("Работы финансировались академией наук.", 0.752),
]


def test_the_one_sentence_in_the_unit_asked_answers_though_another_is_nearer():
    answer = ask_over_sentences("How deep were the wells drilled?", _RUSSIAN_METHODS)
    assert not is_abstention(answer), answer
    assert "12 м" in answer.splitlines()[0], answer


def test_a_sentence_in_the_unit_asked_below_the_typical_sentence_does_notask_over_sentences():
    """Nothing stands out and the depth sentence is less near than most: no answer."""
    sims = {"Участок": 0.772, "Скважины": 0.74}
    below = [(s, sims.get(s.split()[0], sim)) for s, sim in _RUSSIAN_METHODS]
    answer = ask_over_sentences("How deep were the wells drilled?", below)
    assert is_abstention(answer), answer
