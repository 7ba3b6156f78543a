""" "How long did a reconciliation take?": the sentence that gives a value in minutes answers.

A question that asks a duration, a frequency, a length or a temperature is answered by a
sentence printing a number in a unit of that dimension ("22 minutes", "48 kHz", "8 m", "24 °C"),
before one that only shares its words or its meaning ("pharmacist-led reconciliation ... 900
admissions a year"). The units are read as any language prints them (CLDR's spellings).
"""

from __future__ import annotations

import pytest
from helpers import index_prose_papers

from paperlens.answer.dimensions import gives_dimension, quoted_dimension
from paperlens.answer.language import is_abstention

RECONCILIATION = (
    "Pharmacist-led medication reconciliation at admission on two medical wards",
    [
        "Abstract. We compared unintentional medication discrepancies at admission before and "
        "after pharmacists took over medication reconciliation on two medical wards.",
        "Methods. Pharmacists reconciled the medication lists of patients admitted between "
        "January and June 2024, using the patient interview and the pharmacy records.",
        "Results. A reconciliation took the pharmacists a median of 22 minutes. Unintentional "
        "discrepancies fell from 1.9 to 0.8 per patient.",
        "Discussion. Pharmacist-led reconciliation of medication at admission roughly halved "
        "the discrepancies, at a cost of about 2.4 pharmacist posts for some 900 admissions a "
        "year on these wards.",
    ],
)


@pytest.fixture(scope="module")
def papers(tmp_path_factory, embedder):
    data = tmp_path_factory.mktemp("quoted-dimensions") / "data"
    return index_prose_papers(data, embedder, (RECONCILIATION,))


def test_how_long_it_took_is_answered_by_the_sentence_in_minutes(papers):
    lens, ids = papers
    question = "How long did a single medication reconciliation take the pharmacists?"
    answer = lens.ask(question, [ids[RECONCILIATION[0]]]).answer
    assert not is_abstention(answer), answer
    assert "22 minutes" in answer.splitlines()[0], answer


@pytest.mark.parametrize(
    ("question", "dimension"),
    [
        ("How long did the reconciliation take?", "duration"),
        ("At what sampling rate were the songs recorded?", "frequency"),
        ("How deep were the stakes drilled into the ice?", "length"),
        ("At what temperature was the dough proofed?", "temperature"),
        ("How long is the bridge?", None),  # a length or a time: no unit tells
        ("How many patients were reconciled?", None),
    ],
)
def test_the_dimension_a_question_asks(question, dimension):
    assert quoted_dimension(question) == dimension


@pytest.mark.parametrize(
    ("text", "dimension", "gives"),
    [
        ("A reconciliation took a median of 22 minutes.", "duration", True),
        ("Die Abstimmung dauerte 22 Minuten.", "duration", True),
        ("about 2.4 posts for some 900 admissions a year", "duration", False),
        ("recorded with a directional microphone at 48 kHz", "frequency", True),
        ("15 songs per hour at Ring Road", "frequency", False),
        ("Seven stakes were drilled 8 m into the ice.", "length", True),
        ("Table 1 — Debris (cm): 3", "length", True),
        ("Table 1 — Ablation (cm w.e.): 137", "length", False),
        ("Table 1 — Temp (°C): 5", "temperature", True),
    ],
)
def test_a_quote_gives_a_value_in_the_dimension_by_its_unit(text, dimension, gives):
    assert gives_dimension(text, dimension) is gives


SONGS = (
    "Dawn song of great tits along an urban noise gradient",
    [
        "Abstract. We recorded the dawn song of great tits at six urban sites that differ in "
        "traffic noise by almost 24 dB.",
        "Methods. Songs were recorded between 20 April and 25 May 2024 from 30 min before to "
        "60 min after sunrise with a directional microphone at 48 kHz. Minimum frequency was "
        "measured on spectrograms by one observer who did not know the noise level of the site.",
        "Results. Great tits at noisy sites sang with a minimum frequency of 3,210 Hz against "
        "2,870 Hz at quiet sites.",
        "Song output in the first hour after dawn was lowest at Ring Road (15 songs per hour) "
        "and highest at Riverside Park (44 songs per hour).",
        "Discussion. Songs at noisy sites were shorter, and song rate fell where the dawn chorus "
        "was masked; whether higher songs are less attractive to females could not be tested.",
    ],
)


@pytest.fixture(scope="module")
def songs(tmp_path_factory, embedder):
    data = tmp_path_factory.mktemp("sampling-rate") / "data"
    lens, ids = index_prose_papers(data, embedder, (SONGS,))
    return lens, ids[SONGS[0]]


def test_a_value_in_the_unit_asked_states_the_words_that_ask_for_it(songs):
    # "48 kHz" is the sampling rate the sentence never names
    lens, paper = songs
    answer = lens.ask("At what sampling rate were the songs recorded?", [paper]).answer
    assert "48 kHz" in answer.splitlines()[0], answer


def test_the_unit_alone_does_not_answer_for_what_the_paper_never_recorded(songs):
    lens, paper = songs
    answer = lens.ask("At what sampling rate were the bat calls recorded?", [paper]).answer
    assert is_abstention(answer), answer
