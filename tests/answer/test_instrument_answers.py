""" "Which instrument recorded the water level?": the sentence that prints a device's model.

A device is named by a model designation printed alike in every language ("Dragino LDDS75",
"YSI ProDSS", "PAL-1"). An English question about a Swahili methods section shares no word
with the sentence that names the device; the sentence's meaning admits it, and the model it prints
answers though the question names a quantity ("the water level") and the sentence gives no
number of it. A device measuring something the paper never measures is no answer: the model
orders the sentences that answer, it admits none. "How many meters" asks for no instrument.
"""

from __future__ import annotations

import pytest
from helpers import index_prose_papers

from paperlens.answer.intent import answer_shape
from paperlens.answer.language import is_abstention
from paperlens.service import PaperLens

SWAHILI_TANKS = (
    "Matangi ya maji ya mvua katika kaya za vijijini za Kilimanjaro",
    [
        "Muhtasari. Tulichunguza kaya 120 zenye matangi ya maji ya mvua katika wilaya tatu za "
        "Kilimanjaro mwaka 2024. Tangi lilikuwa tupu kwa siku 64 kwa wastani.",
        "Utangulizi. Kaya nyingi za vijijini hazina maji ya bomba. Matangi hutolewa na "
        "halmashauri, lakini kiasi cha maji kinategemea mvua na ukubwa wa tangi.",
        "Mbinu. Kila kaya ilitembelewa mara mbili, mwezi Januari na mwezi Julai. Kiwango cha "
        "maji tangini kilipimwa kwa kihisi cha ultrasoniki cha Dragino LDDS75 kila saa. Sampuli "
        "za maji zilichunguzwa katika maabara ya Moshi. Takwimu za mvua zilitoka kwenye vituo "
        "vya hali ya hewa vilivyo karibu.",
        "Matokeo. Matangi makubwa yalitoa maji mengi zaidi. Maji ya mto yalikuwa machafu zaidi "
        "kuliko maji ya tangi katika misimu yote miwili.",
    ],
)


@pytest.fixture(scope="module")
def papers(tmp_path_factory, embedder) -> tuple[PaperLens, dict[str, str]]:
    data = tmp_path_factory.mktemp("instrument") / "data"
    return index_prose_papers(data, embedder, (SWAHILI_TANKS,))


@pytest.mark.parametrize(
    "question",
    [
        "Which instrument recorded the water level in the tanks?",
        "Which sensor logged the water level in the tanks every hour?",
    ],
)
def test_which_instrument_is_answered_by_the_sentence_that_prints_its_model(papers, question):
    lens, ids = papers
    answer = lens.ask(question, [ids[SWAHILI_TANKS[0]]]).answer
    assert not is_abstention(answer), answer
    assert "LDDS75" in answer.splitlines()[0], answer


def test_a_device_for_something_else_is_no_answer(papers):
    lens, ids = papers
    answer = lens.ask("Which instrument measured the water temperature?", [ids[SWAHILI_TANKS[0]]])
    assert answer.abstained, answer.answer


def test_a_length_in_meters_asks_no_instrument():
    assert answer_shape("How many meters long was the pipe?") is None
    assert answer_shape("¿Con qué instrumento se midió el perfil?") is not None
    assert answer_shape("What sake meter value did the yeast No. 9 sake have?") is None
    assert answer_shape("How was the DC resistance measured?") is None  # a method answers too


def test_a_name_before_a_year_is_no_model():
    # "SAVA 2024" in a title is a region and a year; "Atago PAL-1" is a model.
    shape = answer_shape("Which instrument measured the vanillin content?")
    assert shape is not None
    assert shape.rank("Ny lavanila ao amin'ny faritra SAVA tamin'ny 2024") == 9
    assert shape.rank("Norefesina tamin'ny refraktometra Atago PAL-1.") < 9
