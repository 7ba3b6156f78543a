"""The units of what an English question asks, where the question does not ask it in one phrase:
two asks joined by "and" ("At what temperature and for how long was ..."), "how often", or a
quantity named by a noun of its dimension ("the rotor diameter"). On a paper in another language
the unit is the one word the two share, so the sentence that prints a number in it answers."""

from __future__ import annotations

import pytest
from answer_chunks import ask_over_sentences

from paperlens.answer.language import is_abstention
from paperlens.answer.quantity import asked_parts, asked_units, printed_in_unit


@pytest.mark.parametrize(
    ("question", "parts"),
    [
        (
            "At what temperature and for how long was the wort fermented?",
            ["At what temperature was the wort fermented?", "For how long was the wort fermented?"],
        ),
        (
            "Where and when was the trial carried out?",
            ["Where was the trial carried out?", "When was the trial carried out?"],
        ),
        # (the second ask is of the first's quantity: it asks nothing else)
        (
            "Which site had the largest loss, and how large was it?",
            ["Which site had the largest loss"],
        ),
        (
            "Into how many windows was each day divided, and how long was each?",
            ["Into how many windows was each day divided"],
        ),
        ("How deep were the wells drilled?", ["How deep were the wells drilled?"]),
    ],
)
def test_two_asks_are_read_as_two_questions_with_their_shared_predicate(question, parts):
    assert asked_parts(question) == parts


@pytest.mark.parametrize(
    ("question", "printed"),
    [
        # both asks' units: a temperature and a duration, as a Czech paper prints them
        (
            "At what temperature and for how long was the wort fermented?",
            "Kvašení probíhalo při 10 °C.",
        ),
        ("At what temperature and for how long was the wort fermented?", "Kvašení trvalo 8 dní."),
        # every so many minutes, in Russian or spelled out in Esperanto
        ("How often did the loggers take a reading?", "Логгеры записывали данные каждые 5 мин."),
        ("How often did the loggers take a reading?", "La fotometro registris ĉiujn 5 minutojn."),
        ("What was the sampling interval?", "Vzorky se odebíraly každých 15 min."),
        # a diameter is a length
        ("What is the rotor diameter of the turbines?", "Parkeak 90 m-ko errotoreak ditu."),
    ],
)
def test_the_units_of_what_is_asked_are_read_in_the_papers_words(question, printed):
    symbols, words = asked_units(question)
    assert printed_in_unit(printed, symbols, words)


@pytest.mark.parametrize(
    ("question", "printed"),
    [
        ("Which site had the largest loss, and how large was it?", "Gunea 12 ha-koa da."),
        ("How often did the loggers take a reading?", "Datu-biltzaileak 12 m-ko altueran."),
        ("What is the rotor diameter of the turbines?", "Ekoizpena 6 MWh izan zen."),
    ],
)
def test_a_number_in_a_unit_not_asked_is_not_read_as_one(question, printed):
    symbols, words = asked_units(question)
    assert not printed_in_unit(printed, symbols, words)


# A Basque methods paragraph and each sentence's similarity to the question, as the service reads
# them from the stored sentence vectors: the nearest sentence is about energy; of the two that
# print a length, the one about the rotors is clearly nearer than the one about the mast.
_BASQUE = [
    ("Energia gehien E03 aerosorgailuak ekoitzi zuen.", 0.791),
    ("Galera handiena E04 aerosorgailuak jasan zuen.", 0.782),
    ("Erabilgarritasuna urrian jaitsi zen matxura baten ondorioz.", 0.771),
    ("Parkea ipar-hegoaldeko gailur batean dago.", 0.760),
    ("Datuak 2023ko urtarriletik abendura bildu ziren.", 0.752),
    ("Parkeak zortzi aerosorgailu ditu, 90 m-ko errotore-diametroarekin.", 0.778),
    ("Galerak urrats bakoitzean kalkulatu ditugu.", 0.745),
    ("Haize-arrosa neguan eta udan aztertu genuen.", 0.739),
    ("Zortzi aerosorgailuen datuak SCADA sistematik datoz.", 0.750),
    ("Lan honetan 80 m-ko dorre meteorologiko baten neurketak erabili ditugu.", 0.762),
    ("Estela-galerak mendebaldeko haizeekin handitzen dira.", 0.748),
    ("Emaitzak beste parke batzuekin alderatu ditugu.", 0.741),
]


def test_the_sentence_in_the_unit_asked_that_leads_the_others_in_it_answers():
    answer = ask_over_sentences("What is the rotor diameter of the turbines?", _BASQUE)
    assert not is_abstention(answer), answer
    assert "90 m" in answer.splitlines()[0], answer


def test_two_sentences_in_the_unit_asked_about_as_near_do_notask_over_sentences():
    """The mast's 80 m is as near as the rotors' 90 m: neither is told to be the one asked."""
    tied = [(s, 0.775 if "dorre" in s else sim) for s, sim in _BASQUE]
    answer = ask_over_sentences("What is the rotor diameter of the turbines?", tied)
    assert is_abstention(answer), answer
