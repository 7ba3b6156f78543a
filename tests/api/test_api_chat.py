"""Chat over the API on the embedded default: cited answers, streaming, follow-ups, selection."""

from __future__ import annotations

import json

from helpers import upload


def test_chat_answers_with_the_number_and_cites_its_page(client, small_pdf):
    paper_id = upload(client, small_pdf)["paper_id"]
    body = client.post(
        "/chat", json={"question": "How many layers does the encoder of the Lens model have?"}
    ).json()
    assert "4 identical layers" in body["answer"]
    assert body["provider"] == "local (extractive)"
    assert body["citations"], body
    assert body["citations"][0] == {
        **body["citations"][0],
        "type": "text",
        "page": 1,
        "paper_id": paper_id,
    }
    cited_ids = {c["chunk_id"] for c in body["citations"]}
    assert cited_ids <= {e["chunk_id"] for e in body["evidence"]}
    assert body["route"]["types"] == ["text"]


def test_unanswerable_question_says_it_does_not_know(client, small_pdf):
    upload(client, small_pdf)
    body = client.post("/chat", json={"question": "Who won the football world cup in 1998?"}).json()
    assert body["answer"].startswith("I don't know")
    assert body["citations"] == []


def test_stream_sends_route_tokens_then_the_same_citations(client, small_pdf):
    upload(client, small_pdf)
    question = {"question": "What accuracy does the Lens model reach on the Toy benchmark?"}
    with client.stream("POST", "/chat/stream", json=question) as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        raw = "".join(response.iter_text())
    events = [
        (block.split("\n")[0][7:], json.loads(block.split("\n")[1][6:]))
        for block in raw.strip().split("\n\n")
    ]
    names = [name for name, _ in events]
    assert names[0] == "route" and names[-1] == "done" and "token" in names
    streamed = "".join(data["text"] for name, data in events if name == "token")
    done = events[-1][1]
    assert streamed == done["answer"] and "91.5" in streamed
    assert done["citations"] == client.post("/chat", json=question).json()["citations"]


def test_follow_up_uses_the_history(client, small_pdf):
    upload(client, small_pdf)
    history = [
        {"role": "user", "content": "What dropout was applied in the Lens model?"},
        {
            "role": "assistant",
            "content": "Dropout of 0.3 was applied to every sub-layer. [Text, p.2]",
        },
    ]
    body = client.post(
        "/chat", json={"question": "And how long did warmup last?", "history": history}
    ).json()
    assert "4000 steps" in body["answer"]


def test_paper_selection_restricts_the_search_and_citations_name_the_paper(
    client, small_pdf, pdf_factory
):
    lens_id = upload(client, small_pdf)["paper_id"]
    other = pdf_factory(
        [
            "Sparse Owls: counting birds with graphs\n\nThe Owl network uses 9 message-passing layers "
            "and reaches 77.2 percent accuracy on the Forest benchmark after 30 epochs of training. "
            "Owls are counted from camera traps placed across three forests during the winter season."
        ]
    )
    owl_id = upload(client, other, "owls.pdf")["paper_id"]
    question = "How many layers does the network use?"
    only_owl = client.post("/chat", json={"question": question, "paper_ids": [owl_id]}).json()
    assert {e["paper_id"] for e in only_owl["evidence"]} == {owl_id}
    assert "9 message-passing layers" in only_owl["answer"]
    everything = client.post("/chat", json={"question": question}).json()
    assert {e["paper_id"] for e in everything["evidence"]} == {owl_id, lens_id}
    titles = {c["paper_title"] for c in everything["citations"]}
    assert titles and titles <= {
        "Gradient Lenses for Tiny Transformers",
        "Sparse Owls: counting birds with graphs",
    }
