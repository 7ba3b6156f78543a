"""A restart keeps every indexed paper and fails the jobs it interrupted, leaving nothing half-indexed."""

from __future__ import annotations

import numpy as np

from paperlens.models import Chunk
from paperlens.service import PaperLens
from paperlens.store.registry import JobRecord, PaperRecord


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


def test_restart_fails_interrupted_jobs_and_drops_their_partial_chunks(
    settings, embedder, small_pdf
):
    lens = PaperLens(settings, embedder=embedder)
    kept = lens.ingest_pdf(small_pdf, filename="lens.pdf")
    # A second paper was mid-way through indexing when the service died: a few chunks written.
    lens.registry.put_paper(
        PaperRecord(paper_id="deadbeef", title="Half done", status="running", job_id="job1")
    )
    dead = "localhost-that-was:999999999"  # a host that stopped reporting long ago
    job = JobRecord(
        job_id="job1",
        paper_id="deadbeef",
        status="running",
        stage="embedding",
        progress=0.8,
        owner=dead,
    )
    job.updated_at = 0.0
    lens.registry.put_job(job, touch=False)
    partial = Chunk(
        chunk_id="deadbeef-text-p1-0",
        paper_id="deadbeef",
        kind="text",
        page=1,
        text="half indexed text",
    )
    lens.store.add([partial], np.ones((1, embedder.dim), dtype=np.float32) / np.sqrt(embedder.dim))

    restarted = PaperLens(settings, embedder=embedder)
    job = restarted.registry.job("job1")
    assert job.status == "failed" and "interrupted" in job.error
    assert restarted.registry.paper("deadbeef").status == "failed"
    assert restarted.store.chunks("deadbeef") == []
    answer = restarted.ask("half indexed text")
    assert {e.paper_id for e in answer.evidence} == {kept.paper_id}


def test_restart_leaves_jobs_of_a_live_replica_alone(settings, embedder):
    lens = PaperLens(settings, embedder=embedder)
    lens.registry.put_paper(
        PaperRecord(paper_id="cafe", title="Indexing elsewhere", status="running", job_id="job2")
    )
    lens.registry.put_job(
        JobRecord(job_id="job2", paper_id="cafe", status="running", owner="replica-b:1234")
    )
    PaperLens(settings, embedder=embedder)
    assert lens.registry.job("job2").status == "running"
    assert lens.registry.paper("cafe").status == "running"


def test_a_restart_that_reuses_the_old_pid_still_fails_the_old_jobs(settings, embedder):
    """In a container the restarted service often gets the same pid as the one that died."""
    import os
    import socket

    lens = PaperLens(settings, embedder=embedder)
    earlier_life = f"{socket.gethostname()}:{os.getpid()}:deadbeef"
    lens.registry.put_paper(
        PaperRecord(paper_id="cafe", title="Mid-way", status="running", job_id="job3")
    )
    lens.registry.put_job(
        JobRecord(job_id="job3", paper_id="cafe", status="running", owner=earlier_life)
    )
    PaperLens(settings, embedder=embedder)
    assert lens.registry.job("job3").status == "failed"
