""" "Which standard were the measurements made to?": the sentence that prints a standard's code.

A standard is named by a code printed alike in every language ("LST EN ISO 3382-1"). A
Lithuanian methods section says when the measurements were made in words the question shares
("Matavimai atlikti 2023 m. vasarą") and to which standard in a sentence that shares almost none
("Išmatavome ... pagal LST EN ISO 3382-1"); the answer is the sentence with the code, asked in
Lithuanian or in English. "Standard deviation" asks for no standard.
"""

from __future__ import annotations

import pytest
from helpers import index_prose_papers

from paperlens.answer.intent import answer_shape
from paperlens.answer.language import is_abstention
from paperlens.service import PaperLens

LITHUANIAN_CHURCHES = (
    "Medinių Žemaitijos bažnyčių akustika prieš restauraciją ir po jos",
    [
        "Santrauka. Išmatavome šešių medinių Žemaitijos bažnyčių akustinius rodiklius pagal "
        "LST EN ISO 3382-1. Ilgiausia aidėjimo trukmė nustatyta Šiaulėnų bažnyčioje.",
        "Įvadas. Restauruojant dažnai keičiamos grindys, lubos ir apdaila, tačiau jų poveikis "
        "akustikai retai vertinamas. Šiame darbe pateikiami pirmieji sistemingi tokių bažnyčių "
        "akustiniai matavimai.",
        "Metodai. Matavimai atlikti 2023 m. vasarą. Garso šaltinis buvo statomas prie altoriaus, "
        "o impulsinis atsakas registruotas šešiose klausytojų vietose. Trijose bažnyčiose matuota "
        "ir per sekmadienio pamaldas.",
    ],
)


@pytest.fixture(scope="module")
def papers(tmp_path_factory, embedder) -> tuple[PaperLens, dict[str, str]]:
    data = tmp_path_factory.mktemp("standard") / "data"
    return index_prose_papers(data, embedder, (LITHUANIAN_CHURCHES,))


@pytest.mark.parametrize(
    "question",
    [
        "Pagal kokį standartą atlikti matavimai?",
        "According to which standard were the measurements made?",
    ],
)
def test_which_standard_is_answered_by_the_sentence_that_prints_its_code(papers, question):
    lens, ids = papers
    answer = lens.ask(question, [ids[LITHUANIAN_CHURCHES[0]]]).answer
    assert not is_abstention(answer), answer
    assert "ISO 3382-1" in answer.splitlines()[0], answer


def test_a_standard_deviation_asks_no_standard():
    assert answer_shape("What was the standard deviation of the reverberation time?") is None
    assert answer_shape("Nach welcher Norm wurde gemessen?") is not None
