"""Indexing in turns: no upload holds a core for longer than ``ingest.turn_budget_s``.

With a tiny turn budget a paper is indexed over several turns: between them it stays searchable,
its job says it waits for its next turn, and it ends with the same chunks as in one turn. A small
paper uploaded after a big one is indexed before the big one's next turn.
"""

from __future__ import annotations

import time

from fastapi.testclient import TestClient
from helpers import SMALL_PAPER, text_pdf, wait_for_job

from paperlens.api.main import create_app
from paperlens.service import PaperLens

# A turn this short ends as soon as the job has kept something new (a batch of vectors), so a
# paper of a few pages needs several turns on any machine.
TINY_TURN_S = 0.05


def _long_paper(pages: int) -> bytes:
    return text_pdf(
        [
            f"Section {n}. The {word} probe was calibrated against a reference every {n + 2} "
            f"hours; its drift stayed below {n}.{n} percent over the {word} campaign. " * 4
            for n, word in enumerate(
                ["humidity", "pressure", "radiance", "salinity", "turbidity", "albedo"][:pages], 1
            )
        ]
    )


def _chunks(client: TestClient, paper_id: str) -> list[tuple[str, str, int, str]]:
    found = client.get(f"/papers/{paper_id}/chunks").json()
    return sorted((c["chunk_id"], c["type"], c["page"], c["text"]) for c in found)


def test_a_paper_indexed_in_several_turns_ends_as_if_indexed_in_one(settings, embedder):
    settings.ingest.turn_budget_s, settings.ingest.embed_batch = TINY_TURN_S, 4
    lens = PaperLens(settings, embedder=embedder)
    pdf = _long_paper(4)
    with TestClient(create_app(lens=lens), base_url="http://127.0.0.1") as client:
        posted = client.post("/papers", files={"file": ("probes.pdf", pdf, "application/pdf")})
        assert posted.status_code == 202, posted.text
        paper_id = posted.json()["paper_id"]
        job = wait_for_job(client, posted.json()["job_id"], timeout=300)
        assert job["status"] == "done", job
        assert job["turns"] > 1 and job["attempts"] <= 1, job
        assert 0 < job["cpu_s"] <= settings.ingest.job_budget_s
        paper = client.get(f"/papers/{paper_id}").json()
        assert paper["status"] == "done" and paper["embedded"] == 1.0
        in_turns = _chunks(client, paper_id)
        reply = client.post(
            "/chat", json={"question": "How often was the salinity probe calibrated?"}
        ).json()
        assert "every 6 hours" in reply["answer"], reply["answer"]

        # The same PDF in one turn (its vectors come from the cache): the same chunks.
        lens.delete_paper(paper_id)
        settings.ingest.turn_budget_s = 300.0
        again = client.post("/papers", files={"file": ("probes.pdf", pdf, "application/pdf")})
        job = wait_for_job(client, again.json()["job_id"], timeout=300)
        assert job["status"] == "done" and job["turns"] == 1, job
        assert _chunks(client, paper_id) == in_turns
    lens.registry.close()


def test_a_small_paper_uploaded_after_a_big_one_is_indexed_before_it(settings, embedder):
    """One indexing slot, so the order is the scheduler's alone: the big paper's turn ends, it
    goes to the back of the lane (both papers are in the ordinary lane), the small one runs.
    While it waits, the big paper is searchable and its job says it waits for its next turn."""
    settings.ingest.turn_budget_s, settings.ingest.embed_batch = TINY_TURN_S, 4
    settings.ingest.job_workers = 1
    lens = PaperLens(settings, embedder=embedder)
    with TestClient(create_app(lens=lens), base_url="http://127.0.0.1") as client:
        big = client.post(
            "/papers", files={"file": ("big.pdf", _long_paper(6), "application/pdf")}
        ).json()
        deadline = time.monotonic() + 120
        while client.get(f"/jobs/{big['job_id']}").json()["turns"] < 1:
            assert time.monotonic() < deadline, "the big paper never started"
            time.sleep(0.05)
        small = client.post(
            "/papers", files={"file": ("small.pdf", text_pdf(SMALL_PAPER), "application/pdf")}
        ).json()
        waiting: list[tuple[dict, dict]] = []
        finished: list[str] = []
        deadline = time.monotonic() + 300
        while len(finished) < 2:
            assert time.monotonic() < deadline, "the papers were not indexed in time"
            for body in (big, small):
                if body["job_id"] in finished:
                    continue
                job = client.get(f"/jobs/{body['job_id']}").json()
                if job["status"] in ("done", "failed"):
                    assert job["status"] == "done", job
                    finished.append(body["job_id"])
                elif body is big and job["stage"].startswith("waiting for its next turn"):
                    waiting.append((job, client.get(f"/papers/{big['paper_id']}").json()))
            time.sleep(0.02)
        assert finished == [small["job_id"], big["job_id"]]
        assert client.get(f"/jobs/{big['job_id']}").json()["turns"] > 1
        assert waiting, "the big paper's wait between turns was never shown"
        job, paper = waiting[-1]
        assert job["status"] == "queued" and job["progress"] > 0, job
        assert paper["searchable"] is True, paper
    lens.registry.close()
