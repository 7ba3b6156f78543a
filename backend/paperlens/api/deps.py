"""Shared FastAPI dependencies: the library facade, the job runner and the answer slots live on app.state."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request

from paperlens.api.answer_pool import AnswerWorkers
from paperlens.api.answering import AnswerSlots
from paperlens.api.errors import excerpt
from paperlens.ingest.jobs import JobRunner
from paperlens.service import PaperLens
from paperlens.store.registry import PaperRecord

MAX_ID_CHARS = 64  # ids are 12-16 characters; a longer one cannot exist, so it is not looked up


def get_lens(request: Request) -> PaperLens:
    return request.app.state.lens  # type: ignore[no-any-return]


def get_jobs(request: Request) -> JobRunner:
    return request.app.state.jobs  # type: ignore[no-any-return]


def get_slots(request: Request) -> AnswerSlots | AnswerWorkers:
    return request.app.state.answer_slots  # type: ignore[no-any-return]


Lens = Annotated[PaperLens, Depends(get_lens)]
Jobs = Annotated[JobRunner, Depends(get_jobs)]
Slots = Annotated[AnswerSlots | AnswerWorkers, Depends(get_slots)]


def get_paper(paper_id: str, lens: Lens) -> PaperRecord:
    paper = lens.registry.paper(paper_id) if len(paper_id) <= MAX_ID_CHARS else None
    if paper is None:
        raise HTTPException(
            404, f"No paper with id {excerpt(paper_id)!r}: list papers with GET /papers."
        )
    return paper


Paper = Annotated[PaperRecord, Depends(get_paper)]
