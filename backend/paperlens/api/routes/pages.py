"""Evidence in the paper: one chunk, its page rendered with it highlighted, its cells as CSV."""

from __future__ import annotations

import re
from typing import Annotated

from fastapi import APIRouter, HTTPException, Path, Query
from fastapi.responses import Response

from paperlens.api.deps import Lens, Paper
from paperlens.models import Chunk
from paperlens.pages import PageOutOfRange, render_page
from paperlens.tabular import NoTabularData, chunk_rows, to_csv

router = APIRouter(tags=["evidence"])

# A paper's id is the hash of its bytes, so its pages and chunks never change: browsers and
# the UI may keep them.
IMMUTABLE = "public, max-age=86400, immutable"


def _chunks(lens: Lens, paper_id: str) -> list[Chunk]:
    return lens.store.chunks(paper_id)


def _find(chunks: list[Chunk], paper_id: str, chunk_id: str) -> Chunk:
    for chunk in chunks:
        if chunk.chunk_id == chunk_id:
            return chunk
    raise HTTPException(
        404,
        f"Paper {paper_id} has no chunk {chunk_id!r}: chunk ids come from GET /papers/{paper_id}/chunks or a chat answer's citations.",
    )


def _filename(paper_id: str, chunk: Chunk) -> str:
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", chunk.label or chunk.chunk_id).strip("-")
    return f"{paper_id[:8]}-{name}-p{chunk.page}.csv"


@router.get("/papers/{paper_id}/chunks/{chunk_id}.csv", response_class=Response)
def chunk_csv(paper: Paper, chunk_id: str, lens: Lens) -> Response:
    """A table's cells (every part of a multi-part table) or a read chart's points, as CSV."""
    chunks = _chunks(lens, paper.paper_id)
    chunk = _find(chunks, paper.paper_id, chunk_id)
    try:
        rows = chunk_rows(chunk, chunks)
    except NoTabularData as exc:
        raise HTTPException(404, str(exc)) from exc
    return Response(
        to_csv(rows),
        media_type="text/csv; charset=utf-8",
        headers={
            "Content-Disposition": f'attachment; filename="{_filename(paper.paper_id, chunk)}"'
        },
    )


@router.get("/papers/{paper_id}/chunks/{chunk_id}")
def get_chunk(paper: Paper, chunk_id: str, lens: Lens) -> dict[str, object]:
    """One chunk with its structured data (``extra``: table cells, chart data, line boxes)."""
    chunk = _find(_chunks(lens, paper.paper_id), paper.paper_id, chunk_id)
    item = chunk.model_dump(exclude={"kind", "image"})
    item["type"] = chunk.kind
    item["image_url"] = (
        f"/papers/{chunk.paper_id}/figures/{chunk.chunk_id}.png" if chunk.image else None
    )
    return item


@router.get(
    "/papers/{paper_id}/pages/{number}.png",
    response_class=Response,
    responses={200: {"content": {"image/png": {}}}},
)
def page_png(
    paper: Paper,
    number: Annotated[int, Path(ge=1, description="1-based page number, as printed in citations.")],
    lens: Lens,
    highlight: Annotated[
        str | None, Query(description="A chunk id on this page to highlight.")
    ] = None,
) -> Response:
    """The page as PNG; with ``highlight``, the chunk's lines (text) or box (table, figure) marked.

    The ``X-Highlight-Boxes`` header counts the marked regions: 0 when the chunk carries no
    position (indexed before positions were stored) and the page is shown unmarked.
    """
    chunk = None
    if highlight:
        chunk = _find(_chunks(lens, paper.paper_id), paper.paper_id, highlight)
        if chunk.page != number:
            raise HTTPException(
                400,
                f"Chunk {highlight!r} is on page {chunk.page}, not {number}: ask for /papers/{paper.paper_id}/pages/{chunk.page}.png.",
            )
    pdf = lens.settings.pdf_dir / f"{paper.paper_id}.pdf"
    if not pdf.is_file():
        raise HTTPException(
            404, f"The PDF of paper {paper.paper_id} is not stored any more; upload it again."
        )
    try:
        page = render_page(pdf, number, lens.settings.pages, chunk)
    except PageOutOfRange as exc:
        raise HTTPException(404, str(exc)) from exc
    return Response(
        page.png,
        media_type="image/png",
        headers={"Cache-Control": IMMUTABLE, "X-Highlight-Boxes": str(len(page.boxes))},
    )
