"""Shared FastAPI dependencies: the library facade and the job runner live on app.state."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request

from paperlens.ingest.jobs import JobRunner
from paperlens.service import PaperLens
from paperlens.store.registry import PaperRecord


def get_lens(request: Request) -> PaperLens:
    return request.app.state.lens  # type: ignore[no-any-return]


def get_jobs(request: Request) -> JobRunner:
    return request.app.state.jobs  # type: ignore[no-any-return]


Lens = Annotated[PaperLens, Depends(get_lens)]
Jobs = Annotated[JobRunner, Depends(get_jobs)]


def get_paper(paper_id: str, lens: Lens) -> PaperRecord:
    paper = lens.registry.paper(paper_id)
    if paper is None:
        raise HTTPException(404, f"No paper with id {paper_id!r}: list papers with GET /papers.")
    return paper


Paper = Annotated[PaperRecord, Depends(get_paper)]
