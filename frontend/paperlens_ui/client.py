"""The UI's only way to the backend: a small httpx client for the PaperLens REST API.

Everything the Streamlit app shows comes through here, so the same functions can be tested
against a real ``paperlens serve`` without a browser.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import httpx

DEFAULT_API_URL = "http://127.0.0.1:8000"
CHUNK_TYPES = ("text", "table", "figure")


def api_url_from_env() -> str:
    return os.environ.get("PAPERLENS_API_URL", DEFAULT_API_URL).rstrip("/")


class BackendUnreachable(ConnectionError):
    """Nothing answers at the API URL: the backend is not running or the URL is wrong."""

    def __init__(self, url: str, reason: str) -> None:
        super().__init__(f"Cannot reach the PaperLens API at {url} ({reason}).")
        self.url = url
        self.reason = reason


class APIError(RuntimeError):
    """The backend answered with an error; ``detail`` is its human-readable message."""

    def __init__(self, status: int, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail


@dataclass(frozen=True)
class StreamEvent:
    """One server-sent event of ``POST /chat/stream``: route, token, done or error."""

    event: str
    data: dict[str, Any]


def _detail(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        return response.text.strip() or f"HTTP {response.status_code}"
    detail = body.get("detail", body) if isinstance(body, dict) else body
    if isinstance(detail, list):  # FastAPI validation errors
        return "; ".join(str(d.get("msg", d)) if isinstance(d, dict) else str(d) for d in detail)
    return str(detail)


def _transport_error(url: str, exc: httpx.TransportError) -> Exception:
    reason = str(exc) or type(exc).__name__
    if isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout)):
        return BackendUnreachable(url, reason)
    return APIError(0, f"The API at {url} did not answer properly ({reason}); try again.")


def parse_sse(lines: Iterator[str]) -> Iterator[StreamEvent]:
    """Parse ``text/event-stream`` lines into events (``event:`` + ``data:`` blocks)."""
    event = "message"
    data: list[str] = []
    for line in lines:
        if not line:
            if data:
                yield StreamEvent(event, json.loads("\n".join(data)))
            event, data = "message", []
        elif line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].removeprefix(" "))
    if data:
        yield StreamEvent(event, json.loads("\n".join(data)))


class PaperLensClient:
    def __init__(
        self, base_url: str | None = None, *, timeout: float = 30.0, answer_timeout: float = 180.0
    ) -> None:
        self.base_url = (base_url or api_url_from_env()).rstrip("/")
        # A shared deployment sets PAPERLENS_API_KEY for both the API and the UI.
        key = os.environ.get("PAPERLENS_API_KEY")
        headers = {"Authorization": f"Bearer {key}"} if key else None
        self._http = httpx.Client(base_url=self.base_url, timeout=timeout, headers=headers)
        # An LLM answer or an arXiv download can take far longer than a listing.
        self._slow = httpx.Timeout(timeout, read=answer_timeout)

    def close(self) -> None:
        self._http.close()

    def _request(self, method: str, path: str, **kwargs: Any) -> Any:
        try:
            response = self._http.request(method, path, **kwargs)
        except httpx.TransportError as exc:
            raise _transport_error(self.base_url, exc) from exc
        if response.status_code >= 400:
            raise APIError(response.status_code, _detail(response))
        return (
            response.json()
            if response.headers.get("content-type", "").startswith("application/json")
            else response.content
        )

    # ---- service ---------------------------------------------------------------------------

    def health(self) -> dict[str, Any]:
        return self._request("GET", "/health", timeout=5.0)

    # ---- papers and jobs -------------------------------------------------------------------

    def papers(self) -> list[dict[str, Any]]:
        return self._request("GET", "/papers")

    def upload_pdf(self, filename: str, data: bytes) -> dict[str, Any]:
        """Queue a PDF for indexing; returns ``{paper_id, job_id, status}`` (the same job when already known)."""
        files = {"file": (filename, data, "application/pdf")}
        return self._request("POST", "/papers", files=files, timeout=self._slow)

    def add_arxiv(self, arxiv_id: str) -> dict[str, Any]:
        """Fetch a paper from arXiv by id or URL and queue it; the backend downloads the PDF."""
        return self._request(
            "POST", "/papers/arxiv", json={"arxiv_id": arxiv_id}, timeout=self._slow
        )

    def search_arxiv(self, query: str, max_results: int = 8) -> list[dict[str, Any]]:
        params = {"q": query, "max_results": max_results}
        return self._request("GET", "/arxiv/search", params=params, timeout=self._slow)

    def job(self, job_id: str) -> dict[str, Any]:
        return self._request("GET", f"/jobs/{job_id}")

    def wait_for_job(
        self, job_id: str, timeout: float = 300.0, poll: float = 0.25
    ) -> dict[str, Any]:
        """Poll a job until it is done or failed (scripts and tests; the app polls without blocking)."""
        deadline = time.monotonic() + timeout
        while True:
            job = self.job(job_id)
            if job["status"] in ("done", "failed"):
                return job
            if time.monotonic() > deadline:
                raise TimeoutError(
                    f"job {job_id} still {job['status']} ({job['stage']}) after {timeout:.0f} s"
                )
            time.sleep(poll)

    def delete_paper(self, paper_id: str) -> None:
        self._request("DELETE", f"/papers/{paper_id}")

    def chunks(self, paper_id: str, chunk_type: str | None = None) -> list[dict[str, Any]]:
        params = {"type": chunk_type} if chunk_type else None
        return self._request("GET", f"/papers/{paper_id}/chunks", params=params)

    def image(self, image_url: str) -> bytes:
        """A figure crop by the ``image_url`` the API gave (a path relative to the API root)."""
        return self._request("GET", image_url)

    def chunk(self, paper_id: str, chunk_id: str) -> dict[str, Any]:
        """One chunk with its structured data: table cells, chart data, where it is printed."""
        return self._request("GET", f"/papers/{paper_id}/chunks/{chunk_id}")

    def chunk_csv(self, paper_id: str, chunk_id: str) -> bytes:
        """A table's cells or a read chart's points as CSV (404 ``APIError`` when there are none)."""
        return self._request("GET", f"/papers/{paper_id}/chunks/{chunk_id}.csv")

    def page_png(self, paper_id: str, page: int, highlight: str | None = None) -> tuple[bytes, int]:
        """Page ``page`` as PNG with chunk ``highlight`` marked; also how many regions were marked."""
        params = {"highlight": highlight} if highlight else None
        try:
            response = self._http.get(
                f"/papers/{paper_id}/pages/{page}.png", params=params, timeout=self._slow
            )
        except httpx.TransportError as exc:
            raise _transport_error(self.base_url, exc) from exc
        if response.status_code >= 400:
            raise APIError(response.status_code, _detail(response))
        return response.content, int(response.headers.get("x-highlight-boxes", "0"))

    # ---- chat ------------------------------------------------------------------------------

    @staticmethod
    def _chat_body(
        question: str, paper_ids: Sequence[str] | None, history: Sequence[dict[str, str]]
    ) -> dict[str, Any]:
        return {
            "question": question,
            "paper_ids": list(paper_ids) if paper_ids else None,
            "history": list(history),
        }

    def chat(
        self,
        question: str,
        paper_ids: Sequence[str] | None = None,
        history: Sequence[dict[str, str]] = (),
    ) -> dict[str, Any]:
        body = self._chat_body(question, paper_ids, history)
        return self._request("POST", "/chat", json=body, timeout=self._slow)

    def chat_stream(
        self,
        question: str,
        paper_ids: Sequence[str] | None = None,
        history: Sequence[dict[str, str]] = (),
    ) -> Iterator[StreamEvent]:
        """Stream an answer: ``route``, then ``token`` events, then ``done`` (or ``error``)."""
        body = self._chat_body(question, paper_ids, history)
        try:
            with self._http.stream(
                "POST", "/chat/stream", json=body, timeout=self._slow
            ) as response:
                if response.status_code >= 400:
                    response.read()
                    raise APIError(response.status_code, _detail(response))
                yield from parse_sse(response.iter_lines())
        except httpx.TransportError as exc:
            raise _transport_error(self.base_url, exc) from exc


# ---- how things are named on screen ----------------------------------------------------------


def citation_label(citation: dict[str, Any]) -> str:
    """``Table 2 · p.8``, ``Figure 1 · p.3``, ``Text · p.5``: the badge under an answer."""
    name = citation.get("label") or str(citation.get("type", "text")).capitalize()
    return f"{name} · p.{citation['page']}"


def provider_summary(health: dict[str, Any]) -> str:
    """Who answers, in the words a user needs: does an LLM write the answer or are quotes shown?"""
    answerer = health.get("answerer") or health.get("provider", "unknown")
    if health.get("provider") == "local":
        return f"{answerer}: quotes evidence, no LLM"
    models = health.get("models") or {}
    chat = models.get("chat")
    return f"{answerer}" if not chat or chat in str(answerer) else f"{answerer} ({chat})"


def counts_summary(counts: dict[str, int]) -> str:
    def n(kind: str, one: str, many: str) -> str:
        value = int(counts.get(kind, 0))
        return f"{value} {one if value == 1 else many}"

    return " · ".join(
        [
            n("text", "text chunk", "text chunks"),
            n("table", "table", "tables"),
            n("figure", "figure", "figures"),
        ]
    )
