"""A small OpenAI-compatible server for tests and benchmarks, spoken to over real HTTP.

It answers ``/v1/chat/completions`` (plain and streaming), ``/v1/embeddings`` and
``/v1/models``; records every request; can delay answers, fail the next N calls with a status,
and reports the highest number of requests it had in flight at once (to check concurrency caps).
Replies come from a queue or, when the queue is empty, from ``responder(request_json)``.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from collections import deque
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np

EMBED_DIM = 64


def hash_embedding(text: str, dim: int = EMBED_DIM) -> list[float]:
    """Bag-of-words hashing: texts sharing words get similar vectors, deterministic."""
    vec = np.zeros(dim, dtype=np.float32)
    for word in re.findall(r"\w+", text.lower()):
        h = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=4).digest(), "little")
        vec[h % dim] += 1.0 if (h >> 16) & 1 else -1.0
    norm = float(np.linalg.norm(vec)) or 1.0
    return (vec / norm).tolist()


def default_responder(request: dict[str, Any]) -> str:
    return "I don't know."


class FakeOpenAI:
    def __init__(self, responder: Callable[[dict[str, Any]], str] = default_responder) -> None:
        self.responder = responder
        self.replies: deque[str] = deque()
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.delay_s = 0.0
        self.fail_next: deque[int] = deque()
        # /embeddings requests whose inputs this picks wait for ``release`` (a model that stops
        # answering mid-paper); None: none wait.
        self.stall_embeddings: Callable[[list[str]], bool] | None = None
        self.release = threading.Event()
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def chat_requests(self) -> list[dict[str, Any]]:
        return [
            r
            for r, p in zip(self.requests, self.paths, strict=True)
            if p.endswith("/chat/completions")
        ]

    def start(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _next_reply(self, request: dict[str, Any]) -> str:
        with self._lock:
            if self.replies:
                return self.replies.popleft()
        return self.responder(request)

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def _json(self, status: int, body: dict[str, Any]) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                if self.path.rstrip("/").endswith("/models"):
                    self._json(200, {"object": "list", "data": [{"id": "fake", "object": "model"}]})
                else:
                    self._json(404, {"error": {"message": "not found"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                request = json.loads(self.rfile.read(length) or b"{}")
                with fake._lock:
                    fake.requests.append(request)
                    fake.paths.append(self.path)
                    fake.in_flight += 1
                    fake.max_in_flight = max(fake.max_in_flight, fake.in_flight)
                    status = fake.fail_next.popleft() if fake.fail_next else 200
                    stall = False
                    if self.path.endswith("/embeddings") and fake.stall_embeddings:
                        inputs = request.get("input") or []
                        stall = fake.stall_embeddings(
                            [inputs] if isinstance(inputs, str) else inputs
                        )
                try:
                    if stall:
                        fake.release.wait(60)
                    if fake.delay_s:
                        time.sleep(fake.delay_s)
                    if status != 200:
                        self._json(
                            status, {"error": {"message": f"fake failure {status}", "type": "fake"}}
                        )
                    elif self.path.endswith("/embeddings"):
                        self._embeddings(request)
                    elif self.path.endswith("/chat/completions"):
                        self._chat(request)
                    else:
                        self._json(404, {"error": {"message": "not found"}})
                finally:
                    with fake._lock:
                        fake.in_flight -= 1

            def _embeddings(self, request: dict[str, Any]) -> None:
                inputs = request["input"]
                inputs = [inputs] if isinstance(inputs, str) else inputs
                data = [
                    {"object": "embedding", "index": i, "embedding": hash_embedding(t)}
                    for i, t in enumerate(inputs)
                ]
                self._json(
                    200,
                    {
                        "object": "list",
                        "data": data,
                        "model": request.get("model"),
                        "usage": {"prompt_tokens": 0, "total_tokens": 0},
                    },
                )

            def _chat(self, request: dict[str, Any]) -> None:
                text = fake._next_reply(request)
                base = {
                    "id": "chatcmpl-fake",
                    "created": int(time.time()),
                    "model": request.get("model", "fake"),
                }
                if not request.get("stream"):
                    self._json(
                        200,
                        {
                            **base,
                            "object": "chat.completion",
                            "choices": [
                                {
                                    "index": 0,
                                    "finish_reason": "stop",
                                    "message": {"role": "assistant", "content": text},
                                }
                            ],
                            "usage": {
                                "prompt_tokens": 0,
                                "completion_tokens": 0,
                                "total_tokens": 0,
                            },
                        },
                    )
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Connection", "close")
                self.end_headers()
                pieces = re.findall(r"\S+\s*|\s+", text) or [""]
                for piece in pieces:
                    chunk = {
                        **base,
                        "object": "chat.completion.chunk",
                        "choices": [
                            {"index": 0, "delta": {"content": piece}, "finish_reason": None}
                        ],
                    }
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                end = {
                    **base,
                    "object": "chat.completion.chunk",
                    "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
                }
                self.wfile.write(f"data: {json.dumps(end)}\n\ndata: [DONE]\n\n".encode())
                self.wfile.flush()
                self.close_connection = True

        return Handler


def image_parts(request: dict[str, Any]) -> list[str]:
    """The image URLs (data: URIs) a chat request carried."""
    urls = []
    for message in request.get("messages", []):
        content = message.get("content")
        if isinstance(content, list):
            urls += [p["image_url"]["url"] for p in content if p.get("type") == "image_url"]
    return urls


def text_of(request: dict[str, Any]) -> str:
    """All text a chat request carried, system and user, joined."""
    out = []
    for message in request.get("messages", []):
        content = message.get("content")
        if isinstance(content, str):
            out.append(content)
        elif isinstance(content, list):
            out += [p.get("text", "") for p in content if p.get("type") == "text"]
    return "\n".join(out)
