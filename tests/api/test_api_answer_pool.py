"""Answers computed in worker processes (api/answer_pool.py): the same answers as in-process,
a disconnect stops the work, a killed worker is replaced, /health says how chats are answered."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import threading
import time

import httpx
import pytest
import uvicorn
from helpers import SMALL_PAPER, text_pdf, wait_until
from live import free_port
from test_api_limits import SlowAnswerer

from paperlens.api.answer_pool import CANCEL, END, _Ask, answer_loop
from paperlens.api.main import create_app
from paperlens.models import Answer, Route
from paperlens.service import PaperLens

QUESTIONS = ["How many layers?", "What dropout was applied?", "How long did warmup last?"]


def test_a_cancel_between_pieces_stops_the_workers_answer(settings, embedder):
    """The worker's loop itself, over a real pipe: CANCEL stops the answer, END follows."""
    answerer = SlowAnswerer()
    settings.answers.abstain = False
    lens = PaperLens(settings, embedder=embedder, answerer=answerer)
    lens.ingest_pdf(text_pdf(SMALL_PAPER), filename="lens.pdf")
    here, there = multiprocessing.Pipe(duplex=True)
    worker = threading.Thread(target=answer_loop, args=(there, lens, None), daemon=True)
    worker.start()
    here.send(_Ask("How many layers?", None, []))
    assert isinstance(here.recv(), Route)
    assert here.recv().startswith("piece")
    here.send(CANCEL)
    while (msg := here.recv()) is not END:
        assert isinstance(msg, str), msg  # pieces already on their way, then END
    assert answerer.closed.wait(10), "the answer was never abandoned"
    assert answerer.settled() < answerer.total / 2
    # The worker answers the next question in full.
    answerer.closed.clear()
    here.send(_Ask("How many layers?", None, []))
    items = []
    while (msg := here.recv()) is not END:
        items.append(msg)
    assert isinstance(items[-1], Answer) and items[-1].answer.count("piece") == answerer.total
    here.close()
    worker.join(10)
    lens.registry.close()


class AppServer:
    """``create_app(settings)`` as ``paperlens serve`` builds it, in a uvicorn thread."""

    def __init__(self, settings) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.app = create_app(settings)
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> AppServer:
        self.thread.start()
        wait_until(lambda: self.server.started, timeout=60)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)
        self.app.state.lens.registry.close()


@pytest.fixture
def pooled(settings):
    settings.api.answer_processes = 2
    with AppServer(settings) as server, httpx.Client(base_url=server.url, timeout=120) as http:
        reply = http.post(
            "/papers", files={"file": ("lens.pdf", text_pdf(SMALL_PAPER), "application/pdf")}
        )
        assert reply.status_code == 202, reply.text
        job_id = reply.json()["job_id"]
        wait_until(lambda: http.get(f"/jobs/{job_id}").json()["status"] == "done", timeout=120)
        yield server, http
    assert not _answer_processes(), "the answering processes outlived the server"


def _answer_processes() -> list[int]:
    """Pids of this test process's answering workers (children named by the pool)."""
    pids = []
    for child in multiprocessing.active_children():
        if child.name == "paperlens-answer" and child.pid:
            pids.append(child.pid)
    return pids


def test_worker_processes_answer_as_this_process_does(pooled, settings):
    server, http = pooled
    health = http.get("/health").json()
    assert health["answer_processes"] == 2
    in_process = PaperLens(settings, recover=False)
    for question in QUESTIONS:
        reply = http.post("/chat", json={"question": question})
        assert reply.status_code == 200, reply.text
        expected = in_process.ask(question)
        assert reply.json()["answer"] == expected.answer
        assert reply.json()["citations"] == [c.model_dump() for c in expected.citations]
    unknown = http.post("/chat", json={"question": "x?", "paper_ids": ["0123456789abcdef"]})
    assert unknown.status_code == 404
    in_process.registry.close()  # a Postgres server (the server-mode pass) has few connections


def test_abandoned_streams_free_their_worker_and_a_killed_worker_is_replaced(pooled):
    server, http = pooled
    for _ in range(4):  # more abandoned answers than workers: each must come back
        with http.stream("POST", "/chat/stream", json={"question": QUESTIONS[0]}) as response:
            for line in response.iter_lines():
                if line.startswith("data:"):
                    assert "types" in json.loads(line[5:])  # the route came; leave now
                    break
    replies = [http.post("/chat", json={"question": q}, timeout=30) for q in QUESTIONS]
    assert [r.status_code for r in replies] == [200, 200, 200]

    victim = _answer_processes()[0]
    os.kill(victim, signal.SIGKILL)
    wait_until(lambda: len(set(_answer_processes()) - {victim}) == 2, timeout=60)
    deadline = time.monotonic() + 60
    answered = 0
    while answered < 4 and time.monotonic() < deadline:  # no answer is lost to the dead one
        reply = http.post("/chat", json={"question": QUESTIONS[1]}, timeout=30)
        if reply.status_code == 200:
            answered += 1
        else:  # only the chat that was in the dead worker may fail, and it says why
            assert reply.status_code == 503 and "ask again" in reply.json()["detail"]
    assert answered == 4
