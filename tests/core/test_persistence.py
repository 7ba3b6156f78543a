"""A restart keeps every indexed paper, runs interrupted jobs again and leaves nothing inconsistent."""

from __future__ import annotations

import os
import socket

import numpy as np
from helpers import wait_until

from paperlens.ingest.jobs import LocalRunner
from paperlens.models import Chunk
from paperlens.service import PaperLens
from paperlens.store.registry import JobRecord


def test_restart_keeps_indexed_papers_searchable(settings, embedder, small_pdf):
    first = PaperLens(settings, embedder=embedder)
    paper = first.ingest_pdf(small_pdf, filename="lens.pdf")
    before = first.ask("How many layers does the encoder of the Lens model have?")

    restarted = PaperLens(settings, embedder=embedder)
    assert [p.paper_id for p in restarted.registry.papers()] == [paper.paper_id]
    assert restarted.registry.paper(paper.paper_id).status == "done"
    after = restarted.ask("How many layers does the encoder of the Lens model have?")
    assert after.answer == before.answer and "4 identical layers" in after.answer
    assert after.citations == before.citations


def _interrupted(lens: PaperLens, pdf: bytes, owner: str) -> JobRecord:
    """A job a dead process was running: PDF stored, a few chunks written, job 'running'."""
    paper = lens.inspect(pdf, filename="lens.pdf")
    job, _ = lens.accept(pdf, paper)
    job.status, job.stage, job.progress, job.owner, job.attempts = (
        "running",
        "embedding",
        0.8,
        owner,
        1,
    )
    job.updated_at = 0.0
    lens.registry.put_job(job, touch=False)
    partial = Chunk(
        chunk_id=f"{paper.paper_id[:16]}-text-p1-0",
        paper_id=paper.paper_id,
        kind="text",
        page=1,
        text="half indexed text",
    )
    paper.status = "running"
    lens.registry.add_chunks(paper, [partial])
    dim = lens.embedder.dim
    lens.store.add([partial], np.ones((1, dim), dtype=np.float32) / np.sqrt(dim))
    return job


def test_restart_runs_an_interrupted_job_again_without_duplicate_chunks(
    settings, embedder, small_pdf
):
    lens = PaperLens(settings, embedder=embedder)
    job = _interrupted(lens, small_pdf, "host-that-was:999999999")

    restarted = PaperLens(settings, embedder=embedder)
    assert restarted.registry.job(job.job_id).status == "queued"
    runner = LocalRunner(restarted)
    try:
        wait_until(lambda: restarted.registry.job(job.job_id).status in ("done", "failed"), 120)
    finally:
        runner.shutdown()
    done = restarted.registry.job(job.job_id)
    paper = restarted.registry.paper(job.paper_id)
    assert done.status == "done" and done.attempts == 2, done
    assert paper.status == "done" and paper.searchable and paper.embedded == 1.0
    chunks = restarted.chunks(job.paper_id)
    assert len(chunks) == len({c.chunk_id for c in chunks}) == paper.counts["text"]
    assert all("half indexed" not in c.text for c in chunks)
    assert "4 identical layers" in restarted.ask("How many layers has the encoder?").answer


def test_an_interrupted_job_without_its_pdf_fails_and_leaves_nothing(settings, embedder, small_pdf):
    lens = PaperLens(settings, embedder=embedder)
    job = _interrupted(lens, small_pdf, "host-that-was:999999999")
    lens.storage.pdf_path(job.paper_id).unlink()

    restarted = PaperLens(settings, embedder=embedder)
    assert restarted.run_job(job.job_id).status == "failed"
    failed = restarted.registry.job(job.job_id)
    assert "upload the paper again" in failed.error
    assert restarted.registry.paper(job.paper_id).status == "failed"
    assert restarted.chunks(job.paper_id) == []
    assert restarted.store.chunks(job.paper_id) == []
    assert restarted.storage.paper_ids() == set()


def test_a_job_that_keeps_dying_fails_instead_of_looping(settings, embedder, small_pdf):
    lens = PaperLens(settings, embedder=embedder)
    job = _interrupted(lens, small_pdf, "host-that-was:999999999")
    job.attempts = settings.ingest.job_attempts
    lens.registry.put_job(job, touch=False)
    # The queue redelivers the job of a worker that died (take_over), once too often.
    assert lens.run_job(job.job_id, take_over=True).status == "failed"
    assert "interrupted 2 times" in lens.registry.job(job.job_id).error
    assert lens.storage.paper_ids() == set()


def test_restart_leaves_jobs_of_a_live_replica_alone(settings, embedder, small_pdf):
    lens = PaperLens(settings, embedder=embedder)
    paper = lens.inspect(small_pdf)
    job, _ = lens.accept(small_pdf, paper)
    job.status, job.owner = "running", "replica-b:1234"
    lens.registry.put_job(job)
    PaperLens(settings, embedder=embedder)
    assert lens.registry.job(job.job_id).status == "running"
    assert lens.registry.paper(paper.paper_id).status == "queued"
    assert lens.storage.pdf_path(paper.paper_id) is not None


def test_a_restart_that_reuses_the_old_pid_takes_the_old_jobs_back(settings, embedder, small_pdf):
    """In a container the restarted service often gets the same pid as the one that died."""
    lens = PaperLens(settings, embedder=embedder)
    job = _interrupted(lens, small_pdf, f"{socket.gethostname()}:{os.getpid()}:deadbeef")
    PaperLens(settings, embedder=embedder)
    assert lens.registry.job(job.job_id).status == "queued"


def test_a_paper_stored_but_whose_job_was_not_marked_is_reconciled(settings, embedder, small_pdf):
    """The old end-of-job window: paper done, job still running (its process died between)."""
    lens = PaperLens(settings, embedder=embedder)
    paper = lens.ingest_pdf(small_pdf, filename="lens.pdf")
    job = lens.registry.job(paper.job_id)
    job.status, job.owner = "running", "host-that-was:999999999"
    job.updated_at = 0.0
    lens.registry.put_job(job, touch=False)

    restarted = PaperLens(settings, embedder=embedder)
    assert restarted.registry.job(job.job_id).status == "done"
    assert restarted.registry.paper(paper.paper_id).status == "done"


def test_files_of_papers_the_registry_does_not_know_are_removed(settings, embedder, small_pdf):
    lens = PaperLens(settings, embedder=embedder)
    lens.storage.save_pdf("0123abcd", small_pdf)
    lens.storage.figure_dir("0123abcd").mkdir(parents=True)
    PaperLens(settings, embedder=embedder)
    assert lens.storage.paper_ids() == set()
