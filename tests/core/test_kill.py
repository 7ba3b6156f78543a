"""kill -9 in the end-of-job window, and between two turns of a job.

The server runs with a failpoint (paperlens/failpoints.py): ``before-finish`` freezes it after
its job process stored every chunk and vector, just before the transaction that marks the paper
and the job done; ``between-turns`` right after a job's turn ended with work left. The test kills
the whole server there with SIGKILL and restarts it. Paper and job must agree afterwards, an
interrupted job goes on, and a re-upload must not be answered with a dead job.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import httpx
from helpers import SMALL_PAPER, text_pdf


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _serve(
    data: Path, port: int, failpoint: str | None = None, **settings: str
) -> subprocess.Popen:
    env = {
        **os.environ,
        "PAPERLENS_DATA_DIR": str(data),
        "PAPERLENS_PROVIDER": "local",
        **{f"PAPERLENS_{k.upper()}": v for k, v in settings.items()},
    }
    if failpoint:
        env |= {"PAPERLENS_FAILPOINT": failpoint, "PAPERLENS_FAILPOINT_DIR": str(data.parent)}
    for name in ("PAPERLENS_CHROMA_URL", "PAPERLENS_DATABASE_URL", "PAPERLENS_QUEUE_URL"):
        env.pop(name, None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "paperlens.cli", "serve", "--port", str(port)],
        env=env,
        stdout=open(data.parent / f"serve-{port}.log", "w"),  # noqa: SIM115 - the server writes it
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    deadline = time.monotonic() + 90
    while True:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            pass
        assert proc.poll() is None and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.2)


def _row(db: sqlite3.Connection, table: str, key: str, value: str) -> dict:
    row = db.execute(f"select body from {table} where {key} = ?", (value,)).fetchone()
    return json.loads(row[0])


def _upload_and_kill_at(
    url: str, server: subprocess.Popen, window: Path, pdf: bytes, why: str
) -> dict:
    """Upload ``pdf``, wait until the job reaches the failpoint (its file ``window``
    appears), kill -9 the server's whole process group; the upload's reply."""
    body = httpx.post(
        f"{url}/papers", files={"file": ("lens.pdf", pdf, "application/pdf")}, timeout=30
    ).json()
    deadline = time.monotonic() + 120
    while not window.exists():
        assert time.monotonic() < deadline, why
        time.sleep(0.05)
    os.killpg(server.pid, signal.SIGKILL)
    server.wait(10)
    return body


def _ended(url: str, job_id: str, within_s: float) -> dict:
    """The job once it is done or failed (within ``within_s`` seconds)."""
    deadline = time.monotonic() + within_s
    while (job := httpx.get(f"{url}/jobs/{job_id}").json())["status"] not in ("done", "failed"):
        assert time.monotonic() < deadline, job
        time.sleep(0.2)
    return job


def test_kill_9_between_storing_and_marking_done_recovers_consistently(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    port = _port()
    server = _serve(data, port, failpoint="before-finish")
    url = f"http://127.0.0.1:{port}"
    pdf = text_pdf(SMALL_PAPER)
    try:
        body = _upload_and_kill_at(
            url,
            server,
            tmp_path / "before-finish",
            pdf,
            "the job never reached the end-of-job window",
        )
        db = sqlite3.connect(data / "registry.sqlite3", isolation_level=None, timeout=30)
        paper = _row(db, "papers", "paper_id", body["paper_id"])
        job = _row(db, "jobs", "job_id", body["job_id"])
        assert paper["status"] == "running" and paper["searchable"], paper
        assert job["status"] == "running" and job["stage"] == "finishing", job
        stored = db.execute(
            "select count(*), sum(embedded) from chunks where paper_id = ?", (body["paper_id"],)
        ).fetchone()
        assert stored[0] > 0 and stored[0] == stored[1], "everything was stored before the kill"
        db.close()

        server = _serve(data, port)  # the restart reconciles and runs the job again
        job = _ended(url, body["job_id"], 120)
        paper = httpx.get(f"{url}/papers/{body['paper_id']}").json()
        assert job["status"] == "done" and paper["status"] == "done"
        assert job["attempts"] == 2
        again = httpx.post(
            f"{url}/papers", files={"file": ("lens.pdf", pdf, "application/pdf")}, timeout=30
        )
        assert again.status_code == 200 and again.json()["job_id"] == body["job_id"]
        assert httpx.get(f"{url}/jobs/{body['job_id']}").json()["status"] == "done"
        chunks = httpx.get(f"{url}/papers/{body['paper_id']}/chunks").json()
        assert len(chunks) == len({c["chunk_id"] for c in chunks}) == paper["counts"]["text"]
        answer = httpx.post(f"{url}/chat", json={"question": "How many layers?"}, timeout=60)
        assert "4 identical layers" in answer.json()["answer"]
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(20)


def test_kill_9_between_two_turns_resumes_the_job_after_a_restart(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    port = _port()
    turns = {"ingest__turn_budget_s": "0.05", "ingest__embed_batch": "4"}
    server = _serve(data, port, failpoint="between-turns", **turns)
    url = f"http://127.0.0.1:{port}"
    pdf = text_pdf(SMALL_PAPER * 2)
    try:
        body = _upload_and_kill_at(
            url, server, tmp_path / "between-turns", pdf, "the job never ended a turn"
        )
        db = sqlite3.connect(data / "registry.sqlite3", isolation_level=None, timeout=30)
        paper = _row(db, "papers", "paper_id", body["paper_id"])
        job = _row(db, "jobs", "job_id", body["job_id"])
        assert paper["status"] == "queued" and paper["searchable"], paper
        assert job["status"] == "queued" and job["stage"].startswith("waiting for its next turn")
        assert job["turns"] == 1 and job["cpu_s"] > 0, job
        kept = db.execute(
            "select count(*) from chunks where paper_id = ?", (body["paper_id"],)
        ).fetchone()[0]
        assert kept > 0, "the first turn's chunks keep the paper searchable"
        db.close()

        server = _serve(data, port, **turns)  # the restart runs the job's next turns
        job = _ended(url, body["job_id"], 180)
        paper = httpx.get(f"{url}/papers/{body['paper_id']}").json()
        assert job["status"] == "done" and paper["status"] == "done", job
        assert job["turns"] > 1 and job["attempts"] <= 1, job
        chunks = httpx.get(f"{url}/papers/{body['paper_id']}/chunks").json()
        assert len(chunks) == len({c["chunk_id"] for c in chunks}) == paper["counts"]["text"]
        assert paper["embedded"] == 1.0
        answer = httpx.post(f"{url}/chat", json={"question": "How many layers?"}, timeout=60)
        assert "4 identical layers" in answer.json()["answer"]
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(20)
