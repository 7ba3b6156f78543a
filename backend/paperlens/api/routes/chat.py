"""Questions: a JSON answer with citations, or the same streamed as server-sent events."""

from __future__ import annotations

import json
from collections.abc import Iterator

from fastapi import APIRouter, HTTPException
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field

from paperlens.api.deps import Lens
from paperlens.models import Answer, Route, Turn
from paperlens.service import UnknownPaper

router = APIRouter(tags=["chat"])


class ChatRequest(BaseModel):
    question: str = Field(max_length=4000)
    paper_ids: list[str] | None = Field(
        None, description="Papers to search; omit to search the whole library."
    )
    history: list[Turn] = Field(
        default_factory=list, description="Earlier turns, oldest first, for follow-up questions."
    )


def _check(body: ChatRequest, lens: Lens) -> None:
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
            f"Paper(s) not indexed: {', '.join(missing)}. Check GET /papers for ids and status.",
        )


@router.post("/chat")
def chat(body: ChatRequest, lens: Lens) -> Answer:
    _check(body, lens)
    try:
        return lens.ask(body.question, body.paper_ids, body.history)
    except UnknownPaper as exc:
        raise HTTPException(404, f"Paper(s) not indexed: {exc}") from exc


def _sse(event: str, data: object) -> str:
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


@router.post("/chat/stream", response_class=StreamingResponse)
def chat_stream(body: ChatRequest, lens: Lens) -> StreamingResponse:
    _check(body, lens)

    def events() -> Iterator[str]:
        try:
            for item in lens.ask_stream(body.question, body.paper_ids, body.history):
                if isinstance(item, Route):
                    yield _sse("route", item.model_dump())
                elif isinstance(item, Answer):
                    yield _sse("done", item.model_dump())
                else:
                    yield _sse("token", {"text": item})
        except Exception as exc:  # the stream has started: report in-band
            yield _sse("error", {"detail": str(exc)})

    return StreamingResponse(events(), media_type="text/event-stream")
