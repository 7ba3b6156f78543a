"""The team deployment for real: two API processes and two workers on Redis, Postgres and a
Chroma server, configured by environment variables alone (services: `.ci/services.py up`).

Checks what a team would notice: a paper uploaded to one replica is answered by the other; a
worker killed with SIGKILL mid-job has its job finished by the other worker without duplicate
chunks; a delete through one replica is gone everywhere; restarting everything keeps the library.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx
import pytest
from helpers import CHROMA_URL, SMALL_PAPER, fresh_database, real_paper, text_pdf

from paperlens.embeddings import LocalE5Embedder
from paperlens.models import Chunk, chunk_counts
from paperlens.settings import Settings
from paperlens.store.vectors import ChromaStore

REDIS_URL = os.environ.get("PAPERLENS_TEST_REDIS_URL")
pytestmark = pytest.mark.skipif(
    not (CHROMA_URL and REDIS_URL and os.environ.get("PAPERLENS_TEST_DATABASE_URL")),
    reason="needs the real services: eval $(python .ci/services.py up DIR) (make test-server)",
)


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Stack:
    def __init__(self, tmp: Path) -> None:
        tag = uuid.uuid4().hex[:8]
        self.env = {
            **os.environ,
            "PAPERLENS_PROVIDER": "local",
            "PAPERLENS_DATA_DIR": str(tmp / "shared-volume"),
            "PAPERLENS_CHROMA_URL": CHROMA_URL,
            "PAPERLENS_QUEUE_URL": REDIS_URL,
            "PAPERLENS_DATABASE_URL": fresh_database(),
            "PAPERLENS_STORE__COLLECTION": f"stack{tag}",
            "PAPERLENS_QUEUE__NAME": f"stack{tag}",
            "PAPERLENS_QUEUE__HEARTBEAT_TIMEOUT_S": "4",
        }
        self.logs = tmp
        self.apis: list[tuple[subprocess.Popen, str]] = []
        self.workers: list[subprocess.Popen] = []

    def _start(self, args: list[str], name: str) -> subprocess.Popen:
        log = open(self.logs / f"{name}.log", "a")  # noqa: SIM115 - the process writes it
        return subprocess.Popen(
            [sys.executable, "-m", "paperlens.cli", *args],
            env=self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: kill it with its job processes
        )

    def start(self) -> None:
        for i in range(2):
            port = _port()
            proc = self._start(["serve", "--port", str(port)], f"api{i}")
            self.apis.append((proc, f"http://127.0.0.1:{port}"))
        self.workers = [self._start(["worker"], f"worker{i}") for i in range(2)]
        for _, url in self.apis:
            deadline = time.monotonic() + 90
            while True:
                try:
                    if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                assert time.monotonic() < deadline, f"{url} did not start: see {self.logs}"
                time.sleep(0.3)

    def stop(self) -> None:
        for proc in [p for p, _ in self.apis] + self.workers:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
        for proc in [p for p, _ in self.apis] + self.workers:
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(5)
        self.apis, self.workers = [], []

    def url(self, i: int) -> str:
        return self.apis[i][1]


def _wait_job(url: str, job_id: str, timeout: float = 240) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = httpx.get(f"{url}/jobs/{job_id}", timeout=10).json()
        if job["status"] in ("done", "failed"):
            return job
        time.sleep(0.2)
    raise AssertionError(f"job {job_id} did not finish: {job}")


@pytest.fixture
def stack(tmp_path):
    s = Stack(tmp_path)
    s.start()
    yield s
    s.stop()


def _upload(url: str, data: bytes, name: str) -> dict:
    r = httpx.post(f"{url}/papers", files={"file": (name, data, "application/pdf")}, timeout=30)
    assert r.status_code == 202, r.text
    return r.json()


def test_two_replicas_two_workers_share_one_library(stack, tmp_path):
    api1, api2 = stack.url(0), stack.url(1)
    body = _upload(api1, text_pdf(SMALL_PAPER), "lens.pdf")
    assert _wait_job(api2, body["job_id"])["status"] == "done"

    answer = httpx.post(
        f"{api2}/chat", json={"question": "How many layers does the encoder have?"}, timeout=60
    ).json()
    assert "4 identical layers" in answer["answer"]
    assert {c["paper_id"] for c in answer["citations"]} == {body["paper_id"]}

    # A restart of everything keeps the library.
    stack.stop()
    stack.start()
    api1, api2 = stack.url(0), stack.url(1)
    assert [p["paper_id"] for p in httpx.get(f"{api1}/papers").json()] == [body["paper_id"]]
    again = httpx.post(f"{api1}/chat", json={"question": "How many layers?"}, timeout=60).json()
    assert "4 identical layers" in again["answer"]

    # Deleting through API 2 removes it everywhere: registry, chunks, files.
    assert httpx.delete(f"{api2}/papers/{body['paper_id']}").status_code == 200
    assert httpx.get(f"{api1}/papers/{body['paper_id']}").status_code == 404
    assert httpx.post(f"{api1}/chat", json={"question": "How many layers?"}).status_code == 409
    shared = Path(stack.env["PAPERLENS_DATA_DIR"])
    assert not list(shared.glob(f"pdfs/{body['paper_id']}*"))


def test_a_worker_killed_mid_job_has_its_job_finished_by_the_other(stack):
    api1, api2 = stack.url(0), stack.url(1)
    pdf = real_paper("attention.pdf").read_bytes()
    body = _upload(api1, pdf, "attention.pdf")

    # Find the worker that runs the job (the owner's pid) while it is running.
    deadline = time.monotonic() + 120
    victim = None
    while victim is None:
        assert time.monotonic() < deadline, "the job never started"
        job = httpx.get(f"{api2}/jobs/{body['job_id']}").json()
        owners = {str(w.pid): w for w in stack.workers}
        pid = (job.get("worker") or "::").split(":")[1]
        if job["status"] == "running" and pid in owners:
            victim = owners[pid]
        time.sleep(0.1)
    os.killpg(victim.pid, signal.SIGKILL)  # the worker and its job process, like a dead container
    victim.wait(5)

    job = _wait_job(api2, body["job_id"], timeout=300)
    assert job["status"] == "done", job
    assert job["attempts"] == 2
    paper = httpx.get(f"{api1}/papers/{body['paper_id']}").json()
    assert paper["status"] == "done" and paper["embedded"] == 1.0
    chunks = httpx.get(f"{api1}/papers/{body['paper_id']}/chunks").json()
    assert len(chunks) == len({c["chunk_id"] for c in chunks})  # no chunk stored twice
    listed = [Chunk.model_validate({**c, "kind": c["type"]}) for c in chunks]
    assert chunk_counts(listed) == paper["counts"]
    settings = Settings(
        chroma_url=CHROMA_URL,
        provider="local",
        store={"collection": stack.env["PAPERLENS_STORE__COLLECTION"]},
    )
    vectors = ChromaStore(settings, LocalE5Embedder()).count(body["paper_id"])
    dense = [c for c in chunks if c["type"] != "reference"]  # references are searched by words
    assert vectors == len(dense), "every dense chunk has exactly one vector: none doubled"
    answer = httpx.post(
        f"{api2}/chat",
        json={"question": "How many layers does the encoder stack have?"},
        timeout=60,
    ).json()
    assert "6" in answer["answer"]


def test_a_job_on_the_queue_runs_in_turns_and_ends_whole(tmp_path):
    """A tiny turn budget: each turn ends with the job sent to the back of its queue again,
    whichever worker takes the next one; the paper ends with every chunk and vector once."""
    stack = Stack(tmp_path)
    stack.env |= {"PAPERLENS_INGEST__TURN_BUDGET_S": "0.05", "PAPERLENS_INGEST__EMBED_BATCH": "4"}
    stack.start()
    try:
        body = _upload(stack.url(0), text_pdf(SMALL_PAPER * 2), "lens.pdf")
        job = _wait_job(stack.url(1), body["job_id"])
        assert job["status"] == "done" and job["turns"] > 1 and job["attempts"] == 1, job
        paper = httpx.get(f"{stack.url(0)}/papers/{body['paper_id']}").json()
        assert paper["status"] == "done" and paper["embedded"] == 1.0
        chunks = httpx.get(f"{stack.url(0)}/papers/{body['paper_id']}/chunks").json()
        assert len(chunks) == len({c["chunk_id"] for c in chunks}) == paper["counts"]["text"]
        settings = Settings(
            chroma_url=CHROMA_URL,
            provider="local",
            store={"collection": stack.env["PAPERLENS_STORE__COLLECTION"]},
        )
        assert ChromaStore(settings, LocalE5Embedder()).count(body["paper_id"]) == len(chunks)
        answer = httpx.post(
            f"{stack.url(1)}/chat", json={"question": "How many layers?"}, timeout=60
        ).json()
        assert "4 identical layers" in answer["answer"]
    finally:
        stack.stop()
