"""Questions: a JSON answer with citations, or the same streamed as server-sent events."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator

import anyio
from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field

from paperlens.api.answer_pool import WorkerDied
from paperlens.api.deps import Lens, Slots
from paperlens.api.errors import excerpt
from paperlens.models import Answer, Route, Turn
from paperlens.service import UnknownPaper

log = logging.getLogger(__name__)
router = APIRouter(tags=["chat"])

CLIENT_CLOSED = 499  # nginx's code for "the client went away before the answer"


class ChatRequest(BaseModel):
    question: str
    paper_ids: list[str] | None = Field(
        None, description="Papers to search; omit to search the whole library."
    )
    history: list[Turn] = Field(
        default_factory=list,
        description="Earlier turns, oldest first, for follow-up questions. Question and history "
        "together are limited to api.max_chat_chars characters.",
    )


def _check(body: ChatRequest, lens: Lens) -> None:
    """Everything that can be refused before any work: size first, so it is never paid for."""
    limits = lens.settings.api
    if len(body.question) > limits.max_question_chars:
        raise HTTPException(
            422,
            f"The question is {len(body.question):,} characters; the limit is "
            f"{limits.max_question_chars:,} (PAPERLENS_API__MAX_QUESTION_CHARS). "
            "Ask about one thing at a time.",
        )
    total = len(body.question) + sum(len(t.content) for t in body.history)
    if total > limits.max_chat_chars:
        raise HTTPException(
            413,
            f"The question and the conversation history together are {total:,} characters; "
            f"the limit is {limits.max_chat_chars:,} (PAPERLENS_API__MAX_CHAT_CHARS). "
            "Start a new conversation or send only the last few turns.",
        )
    if not body.question.strip():
        raise HTTPException(422, "The question is empty: type a question about the paper.")
    done = lens.searchable_ids()
    if not done:
        raise HTTPException(
            409, "No paper is indexed yet: upload a PDF (POST /papers) or add one from arXiv first."
        )
    missing = [p for p in body.paper_ids or () if p not in done]
    if missing:
        raise HTTPException(
            404,
            f"Paper(s) not indexed: {excerpt(', '.join(missing), 200)}. "
            "Check GET /papers for ids and status.",
        )


def _admit(slots: Slots, lens: Lens) -> None:
    """Refuse at once when too many chats already wait: a bounded queue, not an endless one."""
    limit = lens.settings.api.max_waiting_chats
    if slots.waiting >= limit:
        raise HTTPException(
            503,
            f"{slots.waiting} questions are already waiting for an answer; the limit is {limit} "
            "(PAPERLENS_API__MAX_WAITING_CHATS). Ask again in a few seconds.",
            headers={"Retry-After": "5"},
        )


@router.post("/chat")
async def chat(body: ChatRequest, request: Request, lens: Lens, slots: Slots) -> Answer:
    await anyio.to_thread.run_sync(_check, body, lens)  # the registry read may be network I/O
    _admit(slots, lens)
    answer = None
    try:
        async for item in slots.answer(lens, request, body.question, body.paper_ids, body.history):
            if isinstance(item, Answer):
                answer = item
    except UnknownPaper as exc:
        raise HTTPException(404, f"Paper(s) not indexed: {excerpt(exc, 200)}") from exc
    except WorkerDied as exc:
        raise HTTPException(503, str(exc)) from exc
    if answer is None:  # nobody is listening any more
        raise HTTPException(CLIENT_CLOSED, "The client closed the request before the answer.")
    return answer


def _sse(event: str, data: object) -> str:
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


@router.post("/chat/stream", response_class=StreamingResponse)
async def chat_stream(
    body: ChatRequest, request: Request, lens: Lens, slots: Slots
) -> StreamingResponse:
    await anyio.to_thread.run_sync(_check, body, lens)
    _admit(slots, lens)

    async def events() -> AsyncIterator[str]:
        try:
            async for item in slots.answer(
                lens, request, body.question, body.paper_ids, body.history
            ):
                if isinstance(item, Route):
                    yield _sse("route", item.model_dump())
                elif isinstance(item, Answer):
                    yield _sse("done", item.model_dump())
                else:
                    yield _sse("token", {"text": item})
        except Exception as exc:  # the stream has started: report in-band
            log.exception("streamed answer failed")
            yield _sse("error", {"detail": excerpt(exc, 300)})

    return StreamingResponse(events(), media_type="text/event-stream")
