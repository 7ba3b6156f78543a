""" "How many users participated ...": what is counted is the noun ("users"), not the verb after
it. A quote that counts the noun answers, even when it never uses the question's verb; a quote
that counts something else is still no answer."""

from __future__ import annotations

import pytest

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import is_abstention
from paperlens.models import Chunk

STUDY = (
    "We ran a large crowdsourced study of anomaly identification on five datasets. "
    "Figure 6 depicts the accuracy and response time from 250 users. "
    "For reference, 143 self-reported as intermediate or expert spreadsheet users."
)
TRIAL = (
    "The trial ran for 14 weeks at three clinics. Blood pressure fell by 8 mmHg on average "
    "in the treatment arm, with no serious adverse events."
)


def _answer(question: str, text: str) -> str:
    chunk = Chunk(chunk_id="p-text-0", paper_id="p", kind="text", page=9, text=text)
    evidence = [TaggedEvidence(tag="[Text, p.9]", chunk=chunk, similarity=0.84)]
    return ExtractiveAnswerer().answer(question, evidence, "en")


@pytest.mark.parametrize(
    "question",
    [
        "How many users participated in the anomaly identification study?",
        "How many users took part in the anomaly identification study?",
    ],
)
def test_a_count_of_the_noun_answers_whatever_verb_the_question_uses(question):
    answer = _answer(question, STUDY)
    assert not is_abstention(answer), answer
    assert "250" in answer.splitlines()[0], answer


def test_a_quote_that_counts_something_else_is_no_count_of_patients():
    answer = _answer("How many patients enrolled in the trial?", TRIAL)
    assert is_abstention(answer), answer
