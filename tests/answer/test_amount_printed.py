"""A question that asks for an amount is answered only by a quote that prints one: a sentence
whose only numbers are the years of the study, a cross-reference, the digits of a name or the
condition the question itself names is about something else, and the answer is "I don't know"."""

from __future__ import annotations

import pytest
from answer_chunks import ask

from paperlens.answer.language import is_abstention
from paperlens.models import Chunk


def _text(text: str, n: int = 0) -> Chunk:
    return Chunk(chunk_id=f"p-text-{n}", paper_id="p", kind="text", page=1, text=text)


@pytest.mark.parametrize(
    "question, sentence",
    [
        # only the seasons the study ran
        (
            "What oil yield did the olive trees give under full irrigation in 2022?",
            "We compared full irrigation of the olive trees with two deficit strategies "
            "during two seasons (2022 and 2023).",
        ),
        # only a cross-reference, in the paper's own language
        (
            "How much iodine did the harvested kelp contain?",
            "The harvested kelp held the most protein at the northern line (Ffigur 2).",
        ),
        # only the condition asked, at which the sentence gives no amount
        (
            "How many bikes were rented at weekends at 18 h?",
            "Rentals at the bike stations peaked around 18 h on weekday evenings.",
        ),
        # only a name's digits
        (
            "What ground ice content was measured in borehole BH3?",
            "The ground temperature was measured in borehole BH3 with a logger chain.",
        ),
    ],
)
def test_a_sentence_without_an_amount_does_not_answer(question, sentence):
    answer = ask(question, _text(sentence), route=("text",))
    assert is_abstention(answer), answer


@pytest.mark.parametrize(
    "question, sentence, value",
    [
        (
            "What oil yield did the olive trees give under full irrigation in 2022?",
            "Under full irrigation the olive trees gave 1.9 t of oil per hectare in 2022.",
            "1.9",
        ),
        (
            "How many times was each measurement repeated?",
            "各測定は3回行い，その中央値を示す。",
            "3回",
        ),
        (
            "How many detectors does the RIV-325 data set cover?",
            "RIV-325 covers 325 detectors of the metropolitan road network.",
            "325 detectors",
        ),
        (
            "In which year did the volcano last erupt?",
            "The volcano last erupted in 2021, after a quiet period.",
            "2021",
        ),
    ],
)
def test_a_sentence_that_prints_the_amount_answers(question, sentence, value):
    answer = ask(question, _text(sentence), route=("text",))
    assert not is_abstention(answer) and value in answer.splitlines()[0], answer
