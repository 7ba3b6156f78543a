"""What a user sees through POST /chat: follow-ups that never hijack, "I don't know" with its
reason, reference lists kept for citation questions, answers that ignore the rest of the library."""

from __future__ import annotations

import pymupdf
from evidence_pdf import evidence_paper
from helpers import upload

from paperlens.models import Turn

FIGURE_TURN = [
    {"role": "user", "content": "What does Figure 2 show?"},
    {"role": "assistant", "content": "Figure 2: accuracy per epoch. [Figure 2, p.2]"},
]


def test_a_question_that_stands_alone_ignores_the_history(client, small_pdf):
    upload(client, small_pdf)
    question = {"question": "How many layers does the encoder of the Lens model have?"}
    fresh = client.post("/chat", json=question).json()
    after = client.post("/chat", json={**question, "history": FIGURE_TURN}).json()
    assert after["route"]["history_used"] is False and after["route"]["labels"] == []
    assert after["route"]["types"] == ["text"]
    assert after["answer"] == fresh["answer"] and "4 identical layers" in after["answer"]


def test_a_follow_up_that_cannot_stand_alone_uses_the_history(client, small_pdf):
    upload(client, small_pdf)
    history = [
        {
            "role": "user",
            "content": "What accuracy does the Lens model reach on the Toy benchmark?",
        },
        {"role": "assistant", "content": "91.5 percent [Text, p.2]"},
    ]
    body = client.post("/chat", json={"question": "and the baseline?", "history": history}).json()
    assert body["route"]["history_used"] is True
    assert "and" in body["route"]["follow_up"] and "Toy benchmark" in body["route"]["query"]
    assert "88.0" in body["answer"]
    alone = client.post("/chat", json={"question": "and the baseline?"}).json()
    assert alone["route"]["history_used"] is False


def test_a_dataset_the_paper_never_mentions_gets_i_dont_know_with_the_reason(client, small_pdf):
    upload(client, small_pdf)
    body = client.post(
        "/chat", json={"question": "What accuracy does the Lens model reach on ImageNet?"}
    ).json()
    assert body["abstained"] is True and body["citations"] == []
    assert body["answer"].startswith("I don't know") and "ImageNet" in body["answer"]
    assert body["abstention_reason"] == "the selected papers never mention 'ImageNet'"
    korean = client.post("/chat", json={"question": "Lens 모델의 ImageNet 정확도는?"}).json()
    assert korean["abstained"] and korean["answer"].startswith("모르겠습니다")
    answered = client.post(
        "/chat", json={"question": "What accuracy does the Lens model reach on the Toy benchmark?"}
    ).json()
    assert answered["abstained"] is False and answered["abstention_reason"] is None


def _paper_with_references() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_textbox(
        pymupdf.Rect(72, 72, 540, 400),
        "Sparse Lenses\n\nWe train sparse lenses on 4 GPUs with the Adam optimizer [2]. The "
        "model reaches 91.5 percent accuracy on the Toy benchmark after 30 epochs.",
        fontsize=11,
    )
    page = doc.new_page()
    page.insert_textbox(
        pymupdf.Rect(72, 72, 540, 770),
        "References\n[1] A. Graves. Neural GPUs learn algorithms. In ICLR, 2016.\n"
        "[2] D. Kingma and J. Ba. Adam: a method for stochastic optimization. In ICLR, 2015.\n"
        "[3] K. He et al. Deep residual learning on GPUs. In CVPR, 2016.",
        fontsize=11,
    )
    return doc.tobytes()


def test_reference_lists_are_their_own_type_and_answer_only_citation_questions(client, lens):
    paper_id = upload(client, _paper_with_references(), "refs.pdf")["paper_id"]
    refs = lens.chunks(paper_id, "reference")
    assert refs and all(c.kind == "reference" for c in refs)
    assert "Neural GPUs" in " ".join(c.text for c in refs)
    assert not any("Neural GPUs" in c.text for c in lens.store.chunks(paper_id, "text"))
    gpus = client.post("/chat", json={"question": "How many GPUs were used for training?"}).json()
    assert "reference" not in gpus["route"]["types"]
    assert all(e["type"] != "reference" for e in gpus["evidence"])
    assert "4 GPUs" in gpus["answer"]
    cited = client.post(
        "/chat", json={"question": "Which paper introduced the Adam optimizer?"}
    ).json()
    assert "reference" in cited["route"]["types"]
    assert any(e["type"] == "reference" for e in cited["evidence"])


def test_answers_about_one_paper_do_not_change_when_others_are_indexed(
    lens, small_pdf, pdf_factory
):
    paper = lens.ingest_pdf(small_pdf, filename="small.pdf")
    questions = [
        "How many layers does the encoder of the Lens model have?",
        "What accuracy does the Lens model reach on the Toy benchmark?",
        "How long did warmup last?",
        "What dropout was applied?",
    ]
    alone = [lens.ask(q, [paper.paper_id]) for q in questions]
    for n, words in enumerate(["encoder layers accuracy", "warmup dropout benchmark", "Lens Toy"]):
        lens.ingest_pdf(
            pdf_factory(
                [f"Crowd {n}\n\nThe {words} of model {n} are {n + 2} and 77.{n} percent. " * 8]
            ),
            filename=f"crowd{n}.pdf",
        )
    crowded = [lens.ask(q, [paper.paper_id]) for q in questions]
    assert [a.model_dump() for a in alone] == [a.model_dump() for a in crowded]


def test_history_is_bounded_by_size(lens, small_pdf):
    paper = lens.ingest_pdf(small_pdf, filename="small.pdf")
    huge = [Turn(role="user", content="and what about " + "x" * 2_000_000)]
    answer = lens.ask("and the accuracy on the Toy benchmark?", [paper.paper_id], huge)
    assert len(answer.route.query) <= 2 * lens.settings.retrieval.history_chars + 100
    assert "91.5" in answer.answer


class _Counting:
    """The real embedder, counting what it is asked to embed."""

    def __init__(self, inner):
        self._inner = inner
        self.dim, self.name, self.local = inner.dim, inner.name, inner.local
        self.passages = self.queries = 0

    def embed_passages(self, texts):
        self.passages += len(texts)
        return self._inner.embed_passages(texts)

    def embed_query(self, text):
        self.queries += 1
        return self._inner.embed_query(text)


def test_a_question_embeds_only_itself(settings, embedder, small_pdf):
    """Evidence is scored with the vectors stored at indexing: one query vector per question,
    however many sentences, rows or chart points the evidence holds."""
    from paperlens.service import PaperLens

    counting = _Counting(embedder)
    lens = PaperLens(settings, embedder=counting)
    paper = lens.ingest_pdf(small_pdf, filename="small.pdf")
    chart = lens.ingest_pdf(evidence_paper().pdf, filename="evidence.pdf")
    counting.passages = counting.queries = 0
    asked = [
        ("How many layers does the encoder have?", paper.paper_id),
        ("What accuracy on Toy?", paper.paper_id),
        ("In Figure 1, which model ends highest?", chart.paper_id),  # chart rows: not embedded
        ("Which model has the highest accuracy in Table 2?", chart.paper_id),
    ]
    for question, paper_id in asked:
        lens.ask(question, [paper_id])
    assert (counting.queries, counting.passages) == (4, 0)


def test_a_question_is_embedded_on_one_openmp_thread(embedder):
    """A short question gains nothing from a second OpenMP thread, and a spinning team costs
    seconds when cores are shared; the thread that indexes keeps its own team."""
    import threading

    import numpy as np

    lib = embedder._get()._lib
    default = lib.omp_get_max_threads()
    vector = embedder._get().query("How many layers does the encoder have?")
    seen = {}

    def ask() -> None:
        seen["vector"] = embedder.embed_query("How many layers does the encoder have?")
        seen["threads"] = lib.omp_get_max_threads()

    worker = threading.Thread(target=ask)
    worker.start()
    worker.join()
    assert seen["threads"] == 1
    assert lib.omp_get_max_threads() == default  # this thread (indexing) is unchanged
    assert np.allclose(seen["vector"], vector / np.linalg.norm(vector), atol=1e-5)


def test_a_streamed_abstention_sends_the_reason_with_the_answer(client, small_pdf):
    import json

    upload(client, small_pdf)
    question = {"question": "What accuracy does the Lens model reach on ImageNet?"}
    with client.stream("POST", "/chat/stream", json=question) as response:
        raw = "".join(response.iter_text())
    events = [
        (block.split("\n")[0][7:], json.loads(block.split("\n")[1][6:]))
        for block in raw.strip().split("\n\n")
    ]
    assert [name for name, _ in events] == ["route", "token", "done"]
    done = events[-1][1]
    assert done["abstained"] and done["answer"] == events[1][1]["text"]
    assert done["abstention_reason"] == "the selected papers never mention 'ImageNet'"
