"""Through the API, with the real pipeline (retrieval, neighbour passages, sentence vectors):
a number is stated only for the quantity asked, and a number question's first line states it."""

from __future__ import annotations

import pytest
from helpers import text_pdf, upload

from paperlens.answer.language import is_abstention

PAPER = [
    "Stacked Encoders for Sequence Tagging\n\n3.1 Encoder and Decoder Stacks. Encoder: The "
    "encoder is composed of a stack of N = 6 identical layers. Each layer has two sub-layers. "
    "The decoder inserts a third sub-layer over the output of the encoder stack.",
    "5.3 Optimizer. We varied the learning rate over the course of training, according to the "
    "formula: lrate = d^-0.5 · min(step^-0.5, step · warmup_steps^-1.5) (3) This corresponds to "
    "increasing the learning rate linearly for the first warmup_steps training steps, and "
    "decreasing it thereafter. We used warmup_steps = 4000.",
]


@pytest.fixture
def paper(client):
    upload(client, text_pdf(PAPER))
    return client


@pytest.mark.parametrize(
    "question",
    ["How deep is the snow on the encoder?", "How heavy is the snow on the decoder stack?"],
)
def test_a_count_in_a_sentence_about_something_else_is_no_answer(paper, question):
    body = paper.post("/chat", json={"question": question}).json()
    assert body["abstained"] and is_abstention(body["answer"]), body["answer"]
    assert "N = 6" not in body["answer"] and "two sub-layers" not in body["answer"]


@pytest.mark.parametrize(
    "question",
    ["How many warmup steps were used?", "How many warmup steps does the learning rate use?"],
)
def test_the_first_line_states_the_value(paper, question):
    body = paper.post("/chat", json={"question": question}).json()
    first = body["answer"].splitlines()[0]
    assert not body["abstained"] and "4000" in first, body["answer"]
    assert "lrate" not in first
