"""Shared by bench/latency.py and bench/load.py: a server to measure, and a library on it.

Either an already running server (``--url``) or ``paperlens serve`` started here on a fresh data
directory with the embedded default, stopped when the benchmark ends.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"
SETS = Path(__file__).resolve().parents[1] / "evals" / "paperlens_eval" / "sets"
QUIET = {"ORT_DISABLE_TELEMETRY": "1", "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1"}


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (no interpolation: p99 of 100 samples is the 99th)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, round(q / 100 * len(ordered) + 0.4999))
    return ordered[min(rank, len(ordered)) - 1]


def question_sets(names: list[str] | None = None) -> list[dict]:
    """The bundled and corpus question sets named (default: every one) whose paper is under
    ``PAPERS``, read as plain JSON (schema extensions are ignored)."""
    sets = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(SETS.glob("*.json"))]
    return [s for s in sets if (not names or s["name"] in names) and (PAPERS / s["file"]).is_file()]


@contextmanager
def server(url: str | None, data: Path | None = None, **env: str) -> Iterator[str]:
    """Yield the base URL of a running server, starting one when ``url`` is None: on a fresh
    data directory, or on ``data`` itself (used in place: the benchmark's library is kept)."""
    if url:
        yield url.rstrip("/")
        return
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with tempfile.TemporaryDirectory(prefix="paperlens-bench-") as tmp:
        log = Path(tmp) / "server.log"
        environment = {
            **os.environ,
            **QUIET,
            "PAPERLENS_DATA_DIR": str(data or Path(tmp) / "data"),
            "PAPERLENS_PROVIDER": os.environ.get("PAPERLENS_PROVIDER", "local"),
            **env,
        }
        with log.open("wb") as out:
            proc = subprocess.Popen(
                [sys.executable, "-m", "paperlens.cli", "serve", "--port", str(port)],
                env=environment,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 120
            while True:
                if proc.poll() is not None:
                    raise RuntimeError(f"the server exited:\n{log.read_text()[-2000:]}")
                try:
                    if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                        break
                except httpx.TransportError:
                    if time.monotonic() > deadline:
                        raise
                time.sleep(0.3)
            yield base
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()


def index(http: httpx.Client, files: dict[str, bytes], timeout: float = 1800) -> dict[str, str]:
    """Upload every PDF (name -> bytes) and wait until all are indexed; returns name -> paper id."""
    jobs, ids = {}, {}
    for name, data in files.items():
        reply = http.post("/papers", files={"file": (name, data, "application/pdf")}, timeout=120)
        reply.raise_for_status()
        jobs[name], ids[name] = reply.json()["job_id"], reply.json()["paper_id"]
    deadline = time.monotonic() + timeout
    for name, job_id in jobs.items():
        while True:
            job = http.get(f"/jobs/{job_id}").json()
            if job["status"] == "done":
                break
            if job["status"] == "failed":
                raise RuntimeError(f"{name} failed to index: {job['error']}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"{name} not indexed after {timeout} s")
            time.sleep(0.5)
    return ids
