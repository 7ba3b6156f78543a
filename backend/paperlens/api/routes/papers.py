"""Papers: upload or fetch from arXiv (both queue an indexing job), list, inspect, delete."""

from __future__ import annotations

import re

from fastapi import APIRouter, HTTPException, UploadFile
from fastapi.responses import FileResponse, JSONResponse
from pydantic import BaseModel, Field

from paperlens.api.deps import Jobs, Lens, Paper
from paperlens.api.errors import excerpt
from paperlens.ingest.arxiv import (
    ArxivError,
    BadArxivId,
    UnknownArxivId,
    download_pdf,
    parse_arxiv_id,
)
from paperlens.ingest.pdf import BadPDF, TooLarge
from paperlens.models import ChunkKind
from paperlens.store.registry import JobRecord, PaperRecord

router = APIRouter(tags=["papers"])

# Figure crops are named after their chunk id ("<paper>-figure-p3-0"): anything else (a NUL byte,
# a path separator, a name longer than a file name may be) cannot name one.
_CHUNK_ID = re.compile(r"[A-Za-z0-9_-]{1,128}")


class ArxivRequest(BaseModel):
    arxiv_id: str = Field(description="An arXiv id (1706.03762) or an arxiv.org URL.")


MAX_ARXIV_REF_CHARS = 300  # the longest arxiv.org URL with a version and a .pdf suffix is ~60


def _accepted(job: JobRecord, created: bool) -> JSONResponse:
    body = {"paper_id": job.paper_id, "job_id": job.job_id, "status": job.status}
    return JSONResponse(body, status_code=202 if created else 200)


def _queue(jobs: Jobs, data: bytes, filename: str | None, source: str) -> JSONResponse:
    try:
        return _accepted(*jobs.submit(data, filename=filename, source=source))
    except TooLarge as exc:
        raise HTTPException(413, str(exc)) from exc
    except BadPDF as exc:
        raise HTTPException(400, str(exc)) from exc


@router.post(
    "/papers", status_code=202, responses={200: {"description": "Already indexed or queued"}}
)
def upload_paper(file: UploadFile, lens: Lens, jobs: Jobs) -> JSONResponse:
    limit = lens.settings.ingest.max_upload_mb * 1024 * 1024
    data = file.file.read(limit + 1)
    if len(data) > limit:
        raise HTTPException(
            413,
            f"The file is larger than {lens.settings.ingest.max_upload_mb} MB (PAPERLENS_INGEST__MAX_UPLOAD_MB).",
        )
    return _queue(jobs, data, file.filename, "upload")


@router.post(
    "/papers/arxiv", status_code=202, responses={200: {"description": "Already indexed or queued"}}
)
def add_arxiv_paper(body: ArxivRequest, lens: Lens, jobs: Jobs) -> JSONResponse:
    s = lens.settings
    if len(body.arxiv_id) > MAX_ARXIV_REF_CHARS:
        raise HTTPException(
            400,
            f"{excerpt(body.arxiv_id)!r} is not an arXiv id or URL: use an id such as "
            "1706.03762 or a link such as https://arxiv.org/abs/1706.03762.",
        )
    try:
        arxiv_id = parse_arxiv_id(body.arxiv_id)
        data = download_pdf(
            arxiv_id,
            s.ingest.arxiv_pdf_url,
            s.ingest.arxiv_timeout_s,
            s.ingest.max_upload_mb * 1024 * 1024,
        )
    except TooLarge as exc:
        raise HTTPException(413, str(exc)) from exc
    except UnknownArxivId as exc:
        raise HTTPException(404, str(exc)) from exc
    except BadArxivId as exc:
        raise HTTPException(400, str(exc)) from exc
    except ArxivError as exc:
        raise HTTPException(502, str(exc)) from exc
    return _queue(jobs, data, f"arXiv:{arxiv_id}", f"arxiv:{arxiv_id}")


@router.get("/papers")
def list_papers(lens: Lens) -> list[PaperRecord]:
    return lens.registry.papers()


@router.get("/papers/{paper_id}")
def get_paper(paper: Paper) -> PaperRecord:
    return paper


@router.delete("/papers/{paper_id}")
def delete_paper(paper: Paper, lens: Lens) -> dict[str, str]:
    try:
        lens.delete_paper(paper.paper_id)
    except ValueError as exc:
        raise HTTPException(409, str(exc)) from exc
    return {"deleted": paper.paper_id}


@router.get("/papers/{paper_id}/chunks")
def list_chunks(paper: Paper, lens: Lens, type: ChunkKind | None = None) -> list[dict[str, object]]:
    out = []
    for c in lens.chunks(paper.paper_id, type):
        item = c.model_dump(exclude={"kind", "image"})
        item["type"] = c.kind
        item["image_url"] = f"/papers/{c.paper_id}/figures/{c.chunk_id}.png" if c.image else None
        out.append(item)
    return out


@router.get("/papers/{paper_id}/figures/{chunk_id}.png", response_class=FileResponse)
def figure_image(paper: Paper, chunk_id: str, lens: Lens) -> FileResponse:
    missing = HTTPException(
        404, f"No figure image {excerpt(chunk_id)!r} for paper {paper.paper_id}."
    )
    if not _CHUNK_ID.fullmatch(chunk_id):
        raise missing
    folder = (lens.settings.figure_dir / paper.paper_id).resolve()
    path = (folder / f"{chunk_id}.png").resolve()
    if path.parent != folder or not path.is_file():
        raise missing
    return FileResponse(path, media_type="image/png")
