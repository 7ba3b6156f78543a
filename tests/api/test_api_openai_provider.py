"""The openai provider, spoken to over real HTTP by a local OpenAI-compatible fake server."""

from __future__ import annotations

import json
import re

import pytest
from fakes.openai_server import FakeOpenAI
from fastapi.testclient import TestClient
from helpers import make_settings, upload

from paperlens.api.main import create_app
from paperlens.service import PaperLens


def cite_first_tag(request: dict) -> str:
    """Answers like a grounded LLM: quotes the claim and cites the first tag it was given,
    plus one tag that was never retrieved (which must be dropped)."""
    prompt = request["messages"][-1]["content"]
    tag = re.search(r"\[(Text|Table \d+|Figure \d+), p\.\d+\]", prompt).group(0)
    return f"The encoder is a stack of 4 identical layers {tag}. See also [Table 9, p.99]."


@pytest.fixture
def fake():
    with FakeOpenAI(responder=cite_first_tag) as server:
        yield server


@pytest.fixture
def openai_client(tmp_path, fake):
    settings = make_settings(tmp_path / "data")
    settings = settings.model_copy(update={"provider": "openai", "openai_base_url": fake.base_url})
    with TestClient(create_app(lens=PaperLens(settings)), base_url="http://127.0.0.1") as client:
        yield client


def test_health_names_the_llm(openai_client):
    body = openai_client.get("/health").json()
    assert body["provider"] == "openai"
    assert body["models"] == {
        "embedding": "openai-text-embedding-3-small",
        "chat": "gpt-4o-mini",
        "caption": "gpt-4o",
    }


def test_ingest_embeds_and_chat_answers_over_http(openai_client, fake, small_pdf):
    upload(openai_client, small_pdf)
    embed_calls = [
        r for r, p in zip(fake.requests, fake.paths, strict=True) if p.endswith("/embeddings")
    ]
    assert embed_calls and all(r["model"] == "text-embedding-3-small" for r in embed_calls)

    body = openai_client.post(
        "/chat", json={"question": "How many layers does the Lens encoder have?"}
    ).json()
    assert body["provider"] == "openai (gpt-4o-mini)"
    assert "4 identical layers" in body["answer"]
    # Citations come from the tags the answer used; the invented [Table 9, p.99] is dropped.
    assert len(body["citations"]) == 1 and body["citations"][0]["type"] == "text"

    request = fake.chat_requests()[-1]
    assert (
        request["model"] == "gpt-4o-mini" and request["temperature"] == 0 and request["seed"] == 7
    )
    system = request["messages"][0]["content"]
    assert "ONLY the evidence" in system and "don't know" in system and "cite the tag" in system
    user = request["messages"][-1]["content"]
    assert re.search(r"\[Text, p\.\d\]", user) and "How many layers" in user


def test_korean_question_gets_the_instruction_to_answer_in_korean(openai_client, fake, small_pdf):
    upload(openai_client, small_pdf)
    openai_client.post(
        "/chat", json={"question": "렌즈 모델의 인코더는 몇 개의 층으로 구성되어 있나요?"}
    )
    request = fake.chat_requests()[-1]
    assert "Answer in Korean" in request["messages"][-1]["content"]
    assert "(Korean)" in request["messages"][0]["content"]


def test_streamed_answer_ends_with_the_parsed_citations(openai_client, fake, small_pdf):
    upload(openai_client, small_pdf)
    with openai_client.stream(
        "POST", "/chat/stream", json={"question": "How many layers?"}
    ) as response:
        raw = "".join(response.iter_text())
    assert fake.chat_requests()[-1]["stream"] is True
    blocks = [b for b in raw.strip().split("\n\n")]
    tokens = "".join(
        json.loads(b.split("\n")[1][6:])["text"] for b in blocks if b.startswith("event: token")
    )
    done = json.loads(blocks[-1].split("\n")[1][6:])
    assert tokens == done["answer"] and len(done["citations"]) == 1


def test_openai_provider_without_key_or_url_fails_with_a_fix(tmp_path, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(ValueError, match="OPENAI_API_KEY.*PAPERLENS_PROVIDER=local"):
        make_settings(tmp_path).__class__(provider="openai", data_dir=tmp_path)


def test_the_answer_prompt_can_be_replaced_from_settings(tmp_path, fake, small_pdf):
    settings = make_settings(tmp_path / "data").model_copy(
        update={"provider": "openai", "openai_base_url": fake.base_url}
    )
    settings.llm.answer_system_prompt = "Only cite tags. Reply in {language}."
    with TestClient(create_app(lens=PaperLens(settings)), base_url="http://127.0.0.1") as client:
        upload(client, small_pdf)
        client.post("/chat", json={"question": "How many layers?"})
    assert fake.chat_requests()[-1]["messages"][0]["content"] == "Only cite tags. Reply in English."
