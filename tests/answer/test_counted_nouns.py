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


# The passage that names the noun most ("the number of GPUs used ... each GPU") is retrieved
# first; another counts it. A count answers, a definition does not.
COST = (
    "We estimate the number of floating point operations used to train a model by multiplying "
    "the training time, the number of GPUs used, and the sustained capacity of each GPU."
)
HARDWARE = "Our models were trained for three days on 16 NVIDIA A100 GPUs."
SUBSPACES = (
    "Multi-head attention lets the model use attention heads over several representation "
    "subspaces, and each block of attention heads is used in parallel."
)
HEADS = "We use h = 12 parallel attention layers, or heads."


@pytest.mark.parametrize(
    ("question", "texts", "count"),
    [
        ("How many GPUs were used to train the models?", (COST, HARDWARE), "16"),
        ("How many attention heads does each block use?", (SUBSPACES, HEADS), "12"),
    ],
)
def test_a_quote_that_counts_the_noun_answers_before_one_that_only_names_it(question, texts, count):
    evidence = [
        TaggedEvidence(
            tag=f"[Text, p.{page}]",
            chunk=Chunk(chunk_id=f"p-text-{page}", paper_id="p", kind="text", page=page, text=t),
            similarity=0.9 - page / 10,
        )
        for page, t in enumerate(texts, start=2)
    ]
    answer = ExtractiveAnswerer().answer(question, evidence, "en")
    assert count in answer.splitlines()[0], answer
