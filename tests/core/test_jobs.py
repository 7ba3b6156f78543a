"""Jobs: a time budget with a clear reason, no files left by failures, fair scheduling, and a
paper searchable as soon as it is parsed, before its vectors exist."""

from __future__ import annotations

import threading
from types import SimpleNamespace

import numpy as np
from helpers import make_settings, real_paper, upload, wait_for_job, wait_until

from paperlens.ingest.jobs import LocalRunner
from paperlens.sentences import embedded_sentences
from paperlens.service import PaperLens
from paperlens.store.registry import JobRecord, Registry


def test_a_job_over_its_time_budget_fails_saying_so_and_leaves_no_files(client, lens):
    """The budget runs out while the paper is still being read (a real paper: parsing it takes
    seconds of processor time), so nothing of it may stay."""
    paper_pdf = real_paper("attention.pdf").read_bytes()
    lens.settings.ingest.job_budget_s = 1.0
    response = client.post("/papers", files={"file": ("lens.pdf", paper_pdf, "application/pdf")})
    assert response.status_code == 202
    job = wait_for_job(client, response.json()["job_id"])
    assert job["status"] == "failed"
    assert "budget" in job["error"] and "PAPERLENS_INGEST__JOB_BUDGET_S" in job["error"]
    paper_id = response.json()["paper_id"]
    assert client.get(f"/papers/{paper_id}").json()["status"] == "failed"
    assert lens.storage.paper_ids() == set(), "a failed paper must leave no PDF or crops"
    assert lens.chunks(paper_id) == [] and lens.store.chunks(paper_id) == []

    # Uploading it again starts a new job instead of returning the failed one forever.
    lens.settings.ingest.job_budget_s = 300
    again = client.post("/papers", files={"file": ("lens.pdf", paper_pdf, "application/pdf")})
    assert again.status_code == 202 and again.json()["job_id"] != job["job_id"]
    # (a whole paper with its sentence vectors: minutes on a busy 2-core machine)
    assert wait_for_job(client, again.json()["job_id"], timeout=600)["status"] == "done"
    assert client.get(f"/papers/{paper_id}").json()["status"] == "done"


def test_a_budget_that_runs_out_while_embedding_keeps_the_paper_searchable(tmp_path, pdf_factory):
    """Parsing is done and only vectors are left when the budget runs out (here: the embedding
    model stops answering): the paper is indexed with the vectors it has, a chunk without one is
    found by its words ahead of chunks that merely have a vector, and the paper and each answer
    say that search by meaning is incomplete."""
    from fakes.openai_server import FakeOpenAI
    from fastapi.testclient import TestClient

    from paperlens.api.main import create_app

    pages = [
        f"Section {n}. The {word} sensor was calibrated against a reference every {n + 2} "
        f"hours, and its drift stayed below {n}.{n} percent over the campaign. " * 4
        for n, word in enumerate(["humidity", "pressure", "radiance", "salinity", "turbidity"], 1)
    ]
    with FakeOpenAI() as fake:
        # The first pages' vectors arrive, then the model stops answering.
        fake.stall_embeddings = lambda texts: any("turbidity" in t for t in texts)
        settings = make_settings(tmp_path / "data").model_copy(
            update={"provider": "openai", "openai_base_url": fake.base_url}
        )
        settings.ingest.job_budget_s, settings.ingest.job_wall_factor = 4.0, 2.5
        settings.ingest.embed_batch = 2
        with TestClient(
            create_app(lens=PaperLens(settings)), base_url="http://127.0.0.1"
        ) as client:
            posted = client.post(
                "/papers", files={"file": ("sensors.pdf", pdf_factory(pages), "application/pdf")}
            )
            assert posted.status_code == 202, posted.text
            job = wait_for_job(client, posted.json()["job_id"])
            fake.stall_embeddings = None  # questions embed their words again
            fake.release.set()
            assert job["status"] == "done", job
            paper = client.get(f"/papers/{posted.json()['paper_id']}").json()
            assert paper["status"] == "done" and paper["searchable"] is True
            assert 0 < paper["embedded"] < 1
            assert any("searchable by meaning" in w and "%" in w for w in paper["warnings"]), paper

            reply = client.post(
                "/chat", json={"question": "How often was the turbidity sensor calibrated?"}
            ).json()
            assert reply["route"]["dense_pending"] == [paper["paper_id"]]
            # The passage that answers has no vector: it still leads the evidence.
            assert "turbidity" in reply["evidence"][0]["text"], reply["evidence"]


def test_progress_reads_searchable_then_embedding(client, small_pdf):
    body = upload(client, small_pdf)
    job = client.get(f"/jobs/{body['job_id']}").json()
    assert job["status"] == "done" and job["stage"] == "ready"
    paper = client.get(f"/papers/{body['paper_id']}").json()
    assert paper["searchable"] is True and paper["embedded"] == 1.0


class GatedEmbedder:
    """The real embedder; indexing waits at its first batch until released.

    Indexing embeds on its own thread ("paperlens-embed", started from the test's "ingest-test"
    thread); answering embeds too (the extractive answerer), and must not wait."""

    def __init__(self, inner):
        self._inner, self.name, self.dim = inner, inner.name, inner.dim
        self.local = inner.local
        self.reached, self.go = threading.Event(), threading.Event()

    def embed_passages(self, texts):
        if threading.current_thread().name.startswith(("ingest-test", "paperlens-embed")):
            self.reached.set()
            assert self.go.wait(60), "the test never released the embedder"
        return self._inner.embed_passages(texts)

    def embed_query(self, text):
        return self._inner.embed_query(text)


def test_a_paper_answers_from_its_words_before_its_vectors_exist(settings, embedder, small_pdf):
    gated = GatedEmbedder(embedder)
    lens = PaperLens(settings, embedder=gated)
    result: list[object] = []
    worker = threading.Thread(
        target=lambda: result.append(lens.ingest_pdf(small_pdf)), name="ingest-test"
    )
    worker.start()
    try:
        assert gated.reached.wait(60)
        paper = lens.registry.papers()[0]
        assert paper.searchable and paper.status == "running" and paper.embedded == 0.0
        answer = lens.ask("How many identical layers are in the encoder stack?")
        assert "4 identical layers" in answer.answer
        assert answer.route.dense_pending == [paper.paper_id], (
            "the route must say dense was incomplete"
        )
    finally:
        gated.go.set()
        worker.join(60)
    assert result and result[0].status == "done"
    final = lens.ask("How many identical layers are in the encoder stack?")
    assert final.route.dense_pending == [] and "4 identical layers" in final.answer


def test_reuploads_and_repeated_text_are_not_embedded_again(settings, embedder, pdf_factory):
    repeated = "Results. The Lens model reaches 91.5 percent accuracy on the Toy benchmark. " * 3
    pdf = pdf_factory(["A Title\n\nOther words about optimizers.", repeated, repeated])
    lens = PaperLens(settings, embedder=embedder)
    first = lens.ingest_pdf(pdf)
    job = lens.registry.job(first.job_id)
    chunks = lens.chunks(first.paper_id)
    texts = {c.text[: settings.ingest.embed_max_chars] for c in chunks}
    assert len(texts) < first.counts["text"]
    # Each distinct chunk text and each distinct prose sentence (sentence vectors) once.
    sentences = {s for c in chunks for s in embedded_sentences(c)} - texts
    assert 0 < job.embedded_texts == len(texts) + len(sentences), "duplicates embedded once"

    lens.delete_paper(first.paper_id)
    again = lens.ingest_pdf(pdf)
    assert lens.registry.job(again.job_id).embedded_texts == 0, "the cache serves a re-upload"
    loaded, vectors = lens.index._store.load([again.paper_id])
    assert len(loaded) == again.counts["text"] and np.all(np.abs(vectors).sum(axis=1) > 0)


def test_small_papers_pass_a_heavy_one_and_heavy_ones_never_take_every_slot(tmp_path):
    settings = make_settings(tmp_path / "data")
    settings.ingest.job_workers, settings.ingest.heavy_pages = 2, 10
    registry = Registry(settings.registry_url)
    started: list[str] = []
    release = {name: threading.Event() for name in ("heavy1", "heavy2", "small")}

    def run_job(job_id: str) -> None:
        started.append(job_id)
        assert release[job_id].wait(30)

    lens = SimpleNamespace(settings=settings, registry=registry, run_job=run_job)
    runner = LocalRunner(lens)  # type: ignore[arg-type]
    try:
        runner._enqueue(JobRecord(job_id="heavy1", paper_id="a", pages=100))
        wait_until(lambda: started == ["heavy1"], 10)
        runner._enqueue(JobRecord(job_id="heavy2", paper_id="b", pages=100))
        runner._enqueue(JobRecord(job_id="small", paper_id="c", pages=5))
        wait_until(lambda: started == ["heavy1", "small"], 10)
        release["small"].set()
        release["heavy1"].set()
        wait_until(lambda: started == ["heavy1", "small", "heavy2"], 10)
    finally:
        for event in release.values():
            event.set()
        runner.shutdown()


def test_the_job_budget_counts_processor_time_not_waiting():
    """A paper whose process waits for a busy machine's cores is not over its budget; one that
    computes is. The clock reads the indexing process's processor seconds."""
    import subprocess
    import sys
    import time

    from paperlens.ingest.execute import _ProcessorClock

    waiting = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    working = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        waits, works = _ProcessorClock(waiting.pid), _ProcessorClock(working.pid)
        started = time.monotonic()
        while works.seconds() < 1.0 and time.monotonic() - started < 60:
            time.sleep(0.1)  # however busy the machine, the working one gets a second
        assert works.seconds() >= 1.0
        assert waits.seconds() < 0.5, "sleeping is no processor time"
    finally:
        for p in (waiting, working):
            p.kill()
            p.wait()
