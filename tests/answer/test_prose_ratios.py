""" "How many times longer ...": the sentence gives both values, the answer shows their ratio.

A Croatian paper states "the long-stressed /a/ lasts 171 ms, the unstressed one only 72 ms" and
leaves the ratio to the reader. A question asking "how many times" (in English, Italian or
Spanish) gets that sentence and the division, 171 / 72 = 2.4; a question that only counts ("how
many times were the speakers recorded") gets no ratio, nor does a sentence with a third value.
"""

from __future__ import annotations

import pytest
from helpers import index_prose_papers

from paperlens.answer.language import is_abstention
from paperlens.answer.ratios import asks_ratio, sentence_ratio, value_shape
from paperlens.service import PaperLens

CROATIAN_VOWELS = (
    "Trajanje naglašenih i nenaglašenih samoglasnika u govoru Brača",
    [
        "Sažetak. Izmjerili smo trajanje naglašenih i nenaglašenih samoglasnika u govoru Brača.",
        "Metoda. Snimili smo 22 govornika u dobi od 19 do 83 godine. "
        "Svaki je govornik pročitao popis od 60 riječi tri puta.",
        "Rezultati. Dugi naglašeni /a/ traje 171 ms, a nenaglašeni samo 72 ms. "
        "Kratki naglasak skraćuje samoglasnik manje nego što se očekivalo.",
    ],
)


@pytest.fixture(scope="module")
def papers(tmp_path_factory, embedder) -> tuple[PaperLens, dict[str, str]]:
    data = tmp_path_factory.mktemp("ratio") / "data"
    return index_prose_papers(data, embedder, (CROATIAN_VOWELS,))


def test_a_sentence_that_prints_the_ratio_is_the_shape_of_the_answer():
    # (asked in French of an English paper: the sentence that says "2.3 times" answers before
    # one dense with other numbers beside the question's words; on held-out 9 the answer was
    # "We measured soiling ... at a 2,400 m test field during 2023.")
    shape = value_shape(
        "Combien de fois le taux d'encrassement en saison sèche dépassait-il celui de la saison "
        "humide pour les modules mono-PERC ?"
    )
    assert shape is not None
    stating = "On the uncoated mono-PERC modules the dry-season rate (0.42%/day) was 2.3 times the wet-season rate."
    dense = "Without cleaning, modules lost 4.6 to 9.4% of their energy; a coating cut it by 3.3 points."
    assert shape.rank(stating) < shape.rank(dense)
    assert value_shape("How many times did each speaker read the list?") is None


@pytest.mark.parametrize(
    "question",
    [
        "How many times longer is the long-stressed /a/ than the unstressed /a/?",
        "Quante volte più lunga è la /a/ con accento lungo rispetto a quella atona?",
    ],
)
def test_a_ratio_asked_is_computed_from_the_sentence_that_gives_both_values(papers, question):
    lens, ids = papers
    answer = lens.ask(question, [ids[CROATIAN_VOWELS[0]]]).answer
    assert not is_abstention(answer), answer
    assert "171 ms" in answer.splitlines()[0], answer
    assert "171 / 72 = 2.4" in answer, answer


@pytest.mark.parametrize(
    ("sentence", "ratio"),
    [
        ("Dugi naglašeni /a/ traje 171 ms, a nenaglašeni samo 72 ms (tablica 2).", "2.4"),
        ("Na suhom je zaprljanje bilo 0,42 %/dan, a na vlažnom 0,18 %/dan.", "2.3"),
        # a third value, a year, two units: which two are compared is open
        ("Snimili smo 22 govornika u dobi od 19 do 83 godine.", None),
        ("Godine 2022. izmjereno je 171 ms.", None),
        ("Uzorak od 60 riječi trajao je 12 minuta.", None),
    ],
)
def test_only_a_sentence_with_two_values_of_one_unit_gives_a_ratio(sentence, ratio):
    said = sentence_ratio(sentence)
    assert (said.split(" = ")[1] if said else None) == ratio, said


def test_counting_how_many_times_is_no_ratio():
    assert not asks_ratio("How many times did each speaker read the word list?")
    assert asks_ratio("¿Cuántas veces más alta era la mediana sobre el esquisto?")
