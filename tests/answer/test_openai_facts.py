"""On the openai provider the model gets the same computed facts with the evidence, the history
it always got, and no call at all when the papers cannot hold the answer. Over real HTTP."""

from __future__ import annotations

import pytest
from fakes.openai_server import FakeOpenAI
from fastapi.testclient import TestClient
from helpers import make_settings, upload

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.llm import OpenAIAnswerer
from paperlens.api.main import create_app
from paperlens.models import Chunk
from paperlens.service import PaperLens

TABLE = Chunk(
    chunk_id="p-table-p8-0",
    paper_id="p",
    kind="table",
    page=8,
    label="Table 2",
    text="Table 2: BLEU scores.\n\n| Model | BLEU EN-DE | BLEU EN-FR |\n|---|---|---|\n"
    "| ConvS2S Ensemble | 26.36 | 41.29 |\n| Transformer (big) | 28.4 | 41.8 |",
)


@pytest.fixture
def fake():
    with FakeOpenAI(responder=lambda request: "0.51 BLEU [Table 2, p.8]") as server:
        yield server


@pytest.fixture
def settings(tmp_path, fake):
    return make_settings(tmp_path / "data").model_copy(
        update={"provider": "openai", "openai_base_url": fake.base_url}
    )


def test_the_model_gets_the_computed_difference_with_the_evidence(settings, fake):
    question = "How much higher is the EN-FR BLEU of Transformer (big) than ConvS2S Ensemble?"
    evidence = [TaggedEvidence(tag=TABLE.tag, chunk=TABLE)]
    facts = compute_facts(question, evidence, ["table", "text"])
    reply = OpenAIAnswerer(settings).answer(question, evidence, "English", facts=facts)
    assert reply == "0.51 BLEU [Table 2, p.8]"
    prompt = fake.chat_requests()[-1]["messages"][-1]["content"]
    assert "Computed from the evidence" in prompt
    assert "(41.8 − 41.29 = 0.51) [Table 2, p.8]" in prompt
    assert prompt.index("| Transformer (big) | 28.4 | 41.8 |") < prompt.index("Computed from")


def test_no_call_when_the_papers_never_mention_what_is_asked(settings, fake, small_pdf):
    with TestClient(create_app(lens=PaperLens(settings)), base_url="http://127.0.0.1") as client:
        upload(client, small_pdf)
        before = len(fake.chat_requests())
        body = client.post(
            "/chat", json={"question": "What accuracy does the Lens model get on ImageNet?"}
        ).json()
    assert body["abstained"] and "ImageNet" in body["abstention_reason"]
    assert len(fake.chat_requests()) == before


def test_the_model_still_gets_the_history_of_a_standalone_question(settings, fake, small_pdf):
    history = [
        {"role": "user", "content": "What does Figure 2 show?"},
        {"role": "assistant", "content": "Accuracy per epoch. [Figure 2, p.2]"},
    ]
    with TestClient(create_app(lens=PaperLens(settings)), base_url="http://127.0.0.1") as client:
        upload(client, small_pdf)
        body = client.post(
            "/chat",
            json={"question": "How many layers does the Lens encoder have?", "history": history},
        ).json()
    assert body["route"]["history_used"] is False and body["route"]["labels"] == []
    messages = fake.chat_requests()[-1]["messages"]
    assert [m["content"] for m in messages[1:3]] == [h["content"] for h in history]


def test_the_model_is_told_the_language_the_question_is_in(settings, fake, small_pdf):
    """A Romanian question shares "la", "ce", "a" with French: the model is told Romanian."""
    with TestClient(create_app(lens=PaperLens(settings)), base_url="http://127.0.0.1") as client:
        upload(client, small_pdf)
        client.post(
            "/chat", json={"question": "Câte straturi are codificatorul modelului Lens?"}
        ).raise_for_status()
    system = fake.chat_requests()[-1]["messages"][0]["content"]
    assert "Romanian" in system and "French" not in system
