"""The API service keeps Chroma in its own child process (store/chroma_process.py): papers are
stored and answered as before, on the same files; the child dies with the API, a child left by
a killed API is stopped on the next start, and a second API on one data directory is refused."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap

import chromadb
import httpx
import psutil
import pytest
from helpers import SMALL_PAPER, make_settings, text_pdf, wait_until
from test_api_answer_pool import AppServer

from paperlens.store.chroma_process import ChromaProcess, ChromaProcessError


def _chroma_children() -> list[psutil.Process]:
    found = []
    for child in psutil.Process().children(recursive=True):
        try:
            if "chromadb_rust_bindings" in " ".join(child.cmdline()):
                found.append(child)
        except psutil.Error:
            continue  # exited meanwhile
    return found


def test_the_service_stores_and_answers_through_its_own_chroma_process(tmp_path):
    # The embedded default in both test passes: with a Chroma server configured (the
    # server-mode pass) the service uses that server and starts no child of its own.
    settings = make_settings(tmp_path / "data", database_url=None)
    settings = settings.model_copy(update={"chroma_url": None})
    with AppServer(settings) as server, httpx.Client(base_url=server.url, timeout=120) as http:
        assert http.get("/health").json()["chroma"] == "own process"
        [child] = _chroma_children()
        reply = http.post(
            "/papers", files={"file": ("lens.pdf", text_pdf(SMALL_PAPER), "application/pdf")}
        )
        assert reply.status_code == 202, reply.text
        job_id, paper_id = reply.json()["job_id"], reply.json()["paper_id"]
        wait_until(lambda: http.get(f"/jobs/{job_id}").json()["status"] == "done", timeout=120)
        answer = http.post("/chat", json={"question": "How many layers does the encoder have?"})
        assert "4" in answer.json()["answer"].split("\n")[0]
    wait_until(lambda: not child.is_running() or child.status() == psutil.STATUS_ZOMBIE, 15)
    assert not (settings.data_dir / "chroma-process.pid").exists()
    # Its log keeps warnings, not a line per request (it would grow without end).
    assert (settings.data_dir / "chroma-process.log").stat().st_size < 20_000
    # The child wrote the files the embedded client reads: nothing is lost switching modes.
    client = chromadb.PersistentClient(path=str(settings.chroma_dir))
    [collection] = client.list_collections()
    stored = collection.get(where={"paper_id": paper_id}, include=["embeddings"])
    assert stored["ids"] and len(stored["embeddings"]) == len(stored["ids"])


def test_the_chroma_process_dies_with_a_killed_api(tmp_path):
    """kill -9 of the process that started Chroma stops Chroma too (parent-death signal)."""
    starter = textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        from paperlens.store.chroma_process import ChromaProcess
        chroma = ChromaProcess(Path({str(tmp_path / "chroma")!r}))
        chroma.start()
        print(chroma._child.pid, flush=True)
        time.sleep(600)
    """)
    api = subprocess.Popen([sys.executable, "-c", starter], stdout=subprocess.PIPE, text=True)
    try:
        child = psutil.Process(int(api.stdout.readline()))
        api.send_signal(signal.SIGKILL)
        api.wait()
        wait_until(lambda: not child.is_running() or child.status() == psutil.STATUS_ZOMBIE, 15)
    finally:
        api.kill()


def test_a_chroma_process_left_behind_is_stopped_and_replaced(tmp_path):
    left = ChromaProcess(tmp_path / "chroma")
    left.start()
    old = left._child
    # As if the API that started it had been killed: its pid is now nobody's.
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    left.pid_file.write_text(f"{old.pid} {gone.pid}\n")
    fresh = ChromaProcess(tmp_path / "chroma")
    try:
        url = fresh.start()
        assert old.wait(timeout=15) is not None  # the old one was stopped
        assert httpx.get(f"{url}/api/v2/heartbeat").is_success
    finally:
        fresh.stop()
        left._child = None


def test_a_second_api_on_the_same_data_directory_is_refused(tmp_path):
    chroma = ChromaProcess(tmp_path / "chroma")
    other_api = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(60)", "paperlens", "serve"]
    )
    try:
        # (until the child has exec'd, its command line is still pytest's: on a busy machine
        # the check below could read that and let the start through)
        wait_until(
            lambda: "serve" in psutil.Process(other_api.pid).cmdline(), timeout=10, step=0.01
        )
        (tmp_path / "chroma-process.pid").write_text(f"{other_api.pid + 100000} {other_api.pid}\n")
        with pytest.raises(
            ChromaProcessError, match=f"another PaperLens API \\(pid {other_api.pid}\\)"
        ):
            chroma.start()
        assert not _chroma_children()
    finally:
        other_api.kill()
        other_api.wait()
