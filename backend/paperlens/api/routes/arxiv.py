from fastapi import APIRouter, HTTPException, Query

from paperlens.api.deps import Lens
from paperlens.ingest.arxiv import ArxivError, ArxivPaper, search

router = APIRouter(tags=["arxiv"])


@router.get("/arxiv/search")
def arxiv_search(
    lens: Lens, q: str = Query(min_length=1), max_results: int = Query(10, ge=1, le=50)
) -> list[ArxivPaper]:
    try:
        return search(q, max_results, lens.settings.ingest.arxiv_api_url)
    except ArxivError as exc:
        raise HTTPException(502, str(exc)) from exc
