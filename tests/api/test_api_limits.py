"""Bounded requests: chat text, JSON bodies and uploads are limited before they cost anything,
and an answer stops when its client goes away."""

from __future__ import annotations

import json
import socket
import threading
import time

import httpx
import pytest
from helpers import SMALL_PAPER, text_pdf, upload
from live import LiveServer

from paperlens.service import PaperLens


def test_a_megabyte_of_history_is_refused_at_once_by_the_body_limit(client, small_pdf):
    upload(client, small_pdf)
    history = [{"role": "user", "content": "x" * 1_300_000}] * 2
    started = time.perf_counter()
    response = client.post("/chat", json={"question": "How many layers?", "history": history})
    assert time.perf_counter() - started < 2
    assert response.status_code == 413
    assert "PAPERLENS_API__MAX_BODY_KB" in response.json()["detail"]
    assert len(response.content) < 1000


def test_question_and_history_share_one_limit_that_the_reply_names(client, small_pdf):
    upload(client, small_pdf)
    history = [
        {"role": "user", "content": "What dropout was applied? " * 700},
        {"role": "assistant", "content": "Dropout of 0.3. [Text, p.2] " * 700},
    ]
    started = time.perf_counter()
    response = client.post("/chat", json={"question": "And warmup?", "history": history})
    assert time.perf_counter() - started < 2
    assert response.status_code == 413
    detail = response.json()["detail"]
    assert "32,000" in detail and "PAPERLENS_API__MAX_CHAT_CHARS" in detail
    assert len(response.content) < 1000

    # A follow-up with a normal history is answered as before.
    history = [{"role": "user", "content": "What dropout was applied?"}, history[1]]
    history[1]["content"] = history[1]["content"][:3000]
    ok = client.post(
        "/chat", json={"question": "And how long did warmup last?", "history": history}
    )
    assert ok.status_code == 200, ok.text

    long_question = client.post("/chat", json={"question": "Why? " * 1000})
    assert long_question.status_code == 422
    assert "PAPERLENS_API__MAX_QUESTION_CHARS" in long_question.json()["detail"]


def test_an_upload_over_the_limit_is_refused(client, lens):
    lens.settings.ingest.max_upload_mb = 1
    big = b"%PDF-1.7\n" + b"0" * (2 * 1024 * 1024)
    response = client.post("/papers", files={"file": ("big.pdf", big, "application/pdf")})
    assert response.status_code == 413
    assert "PAPERLENS_INGEST__MAX_UPLOAD_MB" in response.json()["detail"]
    assert client.get("/papers").json() == []


def _raw_request(port: int, head: bytes) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall(head)
    return sock


def _read_reply(sock: socket.socket) -> bytes:
    reply = b""
    try:
        while chunk := sock.recv(65536):
            reply += chunk
    except (ConnectionResetError, TimeoutError):
        pass
    return reply


def test_a_declared_2gb_upload_is_refused_before_its_body_is_read(live_server):
    head = (
        b"POST /papers HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Content-Type: multipart/form-data; boundary=xyz\r\n"
        b"Content-Length: 2147483648\r\nExpect: 100-continue\r\n\r\n"
    )
    started = time.perf_counter()
    with _raw_request(live_server.port, head) as sock:
        reply = _read_reply(sock)
    assert time.perf_counter() - started < 3
    assert reply.startswith(b"HTTP/1.1 413"), reply[:200]
    assert b"PAPERLENS_INGEST__MAX_UPLOAD_MB" in reply


def test_an_upload_without_length_is_cut_off_at_the_limit(lens, live_server):
    """Chunked transfer: the server stops reading just past the limit and answers 413."""
    lens.settings.ingest.max_upload_mb = 1
    head = (
        b"POST /papers HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
        b"Content-Type: multipart/form-data; boundary=xyz\r\n\r\n"
    )
    part = (
        b'--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\n'
    )
    piece = b"0" * 65536
    sent = 0
    with _raw_request(live_server.port, head) as sock:
        sock.sendall(b"%x\r\n%s\r\n" % (len(part), part))
        try:
            for _ in range(64 * 16):  # offers 64 MB in all
                sock.sendall(b"%x\r\n%s\r\n" % (len(piece), piece))
                sent += len(piece)
        except (BrokenPipeError, ConnectionResetError):
            pass
        reply = _read_reply(sock)
    # Stopped long before the 64 MB on offer: the limit plus what socket buffers hold.
    assert sent < 24 * 1024 * 1024, sent
    assert reply == b"" or reply.startswith(b"HTTP/1.1 413"), reply[:200]
    assert httpx.get(f"{live_server.url}/papers").json() == []


class SlowAnswerer:
    """Answers in 40 pieces, 50 ms apart, and records how far it got before it was stopped."""

    name = "slow (test)"
    total = 40

    def __init__(self) -> None:
        self.pieces = 0
        self.closed = threading.Event()

    def settled(self, quiet_s: float = 1.5, timeout_s: float = 30) -> int:
        """Pieces produced once production has stopped (retrieval may still be running first)."""
        deadline = time.monotonic() + timeout_s
        last, since = -1, time.monotonic()
        while time.monotonic() < deadline:
            if self.pieces != last:
                last, since = self.pieces, time.monotonic()
            elif time.monotonic() - since > quiet_s:
                break
            time.sleep(0.05)
        return self.pieces

    def stream(self, question, evidence, language, history=(), facts=()):
        try:
            for i in range(self.total):
                time.sleep(0.05)
                self.pieces += 1
                yield f"piece {i}. "
        finally:
            self.closed.set()

    def answer(self, question, evidence, language, history=(), facts=()):
        return "".join(self.stream(question, evidence, language, history, facts))


@pytest.fixture
def slow_server(settings, embedder):
    answerer = SlowAnswerer()
    settings.answers.abstain = False  # always reach the answerer: this is about its work
    lens = PaperLens(settings, embedder=embedder, answerer=answerer)
    lens.ingest_pdf(text_pdf(SMALL_PAPER), filename="lens.pdf")
    with LiveServer(lens) as server:
        yield server, answerer


def test_chat_work_stops_when_the_client_disconnects(slow_server):
    server, answerer = slow_server
    with pytest.raises(httpx.ReadTimeout):
        httpx.post(f"{server.url}/chat", json={"question": "How many layers?"}, timeout=0.5)
    time.sleep(1)
    assert answerer.settled() < answerer.total / 2


def test_stream_work_stops_when_the_client_disconnects(slow_server):
    server, answerer = slow_server
    body = {"question": "How many layers?"}
    with httpx.stream("POST", f"{server.url}/chat/stream", json=body, timeout=10) as response:
        for line in response.iter_lines():
            if line.startswith("data:") and "piece" in line:
                assert json.loads(line[5:])["text"].startswith("piece")
                break
    assert answerer.closed.wait(10), "the answer was never abandoned"
    assert answerer.settled() < answerer.total / 2


def test_a_listening_client_gets_the_whole_slow_answer(slow_server):
    server, answerer = slow_server
    body = httpx.post(f"{server.url}/chat", json={"question": "How many layers?"}, timeout=30)
    assert body.status_code == 200
    assert body.json()["answer"].count("piece") == answerer.total
