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
from live import LiveServer, free_port
from test_api_limits import SlowAnswerer

from paperlens.api.answer_pool import (
    CANCEL,
    END,
    FAILED_STARTS_TO_REFUSE,
    _Ask,
    answer_loop,
)
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


def test_an_idle_worker_loads_papers_indexed_after_it_started(settings, embedder):
    """A paper indexed after the workers warmed up is loaded while they wait, not by its first
    question; and the warm-up left nothing for the first question to compile."""
    from paperlens.retrieval import crosslingual

    lens = PaperLens(settings, embedder=embedder)
    if lens.engine is not None:
        lens.registry.close()
        pytest.skip("server mode keeps no library copy to fill: the engines load each question's")
    lens.warm_up()  # an empty library, as at a server's start
    compiled = crosslingual._word.cache_info().misses
    crosslingual.bridged_terms("How many parallel attention heads does the model use?")
    assert crosslingual._word.cache_info().misses == compiled
    here, there = multiprocessing.Pipe(duplex=True)
    worker = threading.Thread(target=answer_loop, args=(there, lens, None), daemon=True)
    worker.start()
    assert lens.index.size == 0
    paper = lens.ingest_pdf(text_pdf(SMALL_PAPER), filename="lens.pdf")
    # No question has been sent: the worker loaded the paper while it waited.
    wait_until(lambda: lens.index.size > 0, timeout=30)
    assert lens.index._snapshot.paper_ids == [paper.paper_id]
    here.send(_Ask("How many layers?", None, []))
    while (msg := here.recv()) is not END:
        last = msg
    assert isinstance(last, Answer) and last.citations
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
    # Both warm up (model, library) after the start; /health says when they are.
    wait_until(lambda: http.get("/health").json()["answer_processes_ready"] == 2, timeout=120)
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


def test_answering_processes_that_die_as_they_start_are_restarted_slowly_and_chats_refused(
    settings,
):
    """A worker that cannot start is not restarted in a tight loop, and chats are refused with
    a reason while none can start, instead of waiting for ever; once one starts, chats work."""
    settings.api.answer_processes = 1
    question = {"question": QUESTIONS[0]}
    with AppServer(settings) as server, httpx.Client(base_url=server.url, timeout=60) as http:
        reply = http.post(
            "/papers", files={"file": ("lens.pdf", text_pdf(SMALL_PAPER), "application/pdf")}
        )
        job_id = reply.json()["job_id"]
        wait_until(lambda: http.get(f"/jobs/{job_id}").json()["status"] == "done", timeout=120)
        assert http.post("/chat", json=question).status_code == 200
        # Kill the ready worker, then each replacement as soon as it exists (long before it has
        # loaded its model): deaths before ready.
        killed: list[int] = []
        started: list[float] = []
        deadline = time.monotonic() + 90
        while len(killed) < 1 + FAILED_STARTS_TO_REFUSE and time.monotonic() < deadline:
            for pid in _answer_processes():
                if pid not in killed:
                    started.append(time.monotonic())
                    os.kill(pid, signal.SIGKILL)
                    killed.append(pid)
            time.sleep(0.01)
        assert len(killed) == 1 + FAILED_STARTS_TO_REFUSE
        gaps = [b - a for a, b in zip(started[1:], started[2:], strict=False)]
        assert gaps[0] >= 0.9 and gaps[1] >= 1.9, f"restarted without waiting: {gaps}"
        t0 = time.monotonic()
        refused = http.post("/chat", json=question)
        assert refused.status_code == 503 and "could start" in refused.json()["detail"]
        assert time.monotonic() - t0 < 5
        # The next start (4 s later) is left alone: chats are answered again.
        wait_until(lambda: http.post("/chat", json=question).status_code == 200, timeout=90)


def test_a_full_waiting_line_refuses_chats_at_once(settings, embedder):
    answerer = SlowAnswerer()  # 2 s an answer
    settings.answers.abstain = False
    settings.api.chat_concurrency = 1
    settings.api.max_waiting_chats = 1
    lens = PaperLens(settings, embedder=embedder, answerer=answerer)
    lens.ingest_pdf(text_pdf(SMALL_PAPER), filename="lens.pdf")
    replies: dict[int, httpx.Response] = {}

    def ask(i: int) -> None:
        replies[i] = httpx.post(f"{server.url}/chat", json={"question": QUESTIONS[0]}, timeout=60)

    with LiveServer(lens) as server:
        slots = server.server.config.app.state.answer_slots
        asking = [threading.Thread(target=ask, args=(i,)) for i in range(2)]
        asking[0].start()
        wait_until(lambda: answerer.pieces > 0, timeout=30)  # the first is being answered
        asking[1].start()
        wait_until(lambda: slots.waiting == 1, timeout=30)  # the second waits its turn
        refused = httpx.post(f"{server.url}/chat", json={"question": QUESTIONS[1]}, timeout=10)
        for thread in asking:
            thread.join(60)
    assert refused.status_code == 503 and refused.headers["retry-after"] == "5"
    assert "PAPERLENS_API__MAX_WAITING_CHATS" in refused.json()["detail"]
    assert [replies[i].status_code for i in range(2)] == [200, 200]
    lens.registry.close()
