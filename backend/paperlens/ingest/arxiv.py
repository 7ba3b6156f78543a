"""arXiv: search by keyword (the `arxiv` package) and fetch a paper's PDF by id (httpx)."""

from __future__ import annotations

import logging
import re

import httpx
from pydantic import BaseModel

from paperlens.ingest.pdf import TooLarge

log = logging.getLogger(__name__)

_ID = re.compile(
    r"^(?:arxiv:|https?://(?:www\.|export\.)?arxiv\.org/(?:abs|pdf)/)?"
    r"(?P<id>\d{4}\.\d{4,5}|[a-z\-]+(?:\.[A-Z]{2})?/\d{7})(?P<version>v\d+)?(?:\.pdf)?/?$",
    re.I,
)


class ArxivError(ValueError):
    """arXiv could not be reached or answered badly; the message says what to do."""


class BadArxivId(ArxivError):
    """The text is not an arXiv id."""


class UnknownArxivId(ArxivError):
    """arXiv has no paper with this id."""


class ArxivPaper(BaseModel):
    arxiv_id: str
    title: str
    authors: list[str]
    published: str
    summary: str


def parse_arxiv_id(text: str) -> str:
    """'1706.03762', 'arXiv:1706.03762v7', 'https://arxiv.org/abs/1706.03762' -> '1706.03762[v7]'."""
    match = _ID.match(text.strip())
    if not match:
        raise BadArxivId(
            f"{text!r} is not an arXiv id: use a form like 1706.03762, arXiv:1706.03762v7 or https://arxiv.org/abs/1706.03762"
        )
    return match["id"] + (match["version"] or "")


def search(query: str, max_results: int, api_url: str) -> list[ArxivPaper]:
    import arxiv

    client = arxiv.Client(page_size=max_results, delay_seconds=0.0, num_retries=1)
    client.query_url_format = api_url.rstrip("?") + "?{}"
    try:
        results = list(client.results(arxiv.Search(query=query, max_results=max_results)))
    except arxiv.HTTPError as exc:
        log.warning("arXiv search for %r: %s", query, exc)
        raise ArxivError(
            f"arXiv search is unavailable (arXiv answered HTTP {exc.status}); try again later or upload the PDF."
        ) from exc
    except Exception as exc:  # connection refused, DNS, timeout, a malformed feed
        # One sentence for the user; the library's exception chain goes to the log.
        log.warning("arXiv search for %r: %s", query, exc)
        raise ArxivError(
            "arXiv search could not reach arXiv; check the network connection or upload the PDF."
        ) from exc
    return [
        ArxivPaper(
            arxiv_id=r.get_short_id(),
            title=" ".join(r.title.split()),
            authors=[a.name for a in r.authors],
            published=r.published.date().isoformat(),
            summary=" ".join(r.summary.split()),
        )
        for r in results
    ]


def download_pdf(arxiv_id: str, pdf_url: str, timeout: float, max_bytes: int) -> bytes:
    url = pdf_url.format(arxiv_id=arxiv_id)
    try:
        with httpx.stream("GET", url, follow_redirects=True, timeout=timeout) as response:
            if response.status_code == 404:
                raise UnknownArxivId(f"arXiv has no paper {arxiv_id}: check the id.")
            if response.status_code != 200:
                raise ArxivError(
                    f"arXiv answered {response.status_code} for {arxiv_id}; try again later."
                )
            data = bytearray()
            for part in response.iter_bytes():
                data += part
                if len(data) > max_bytes:
                    raise TooLarge(
                        f"arXiv paper {arxiv_id} is larger than the upload limit "
                        "(PAPERLENS_INGEST__MAX_UPLOAD_MB)."
                    )
    except httpx.HTTPError as exc:
        raise ArxivError(f"arXiv could not be reached ({exc}); upload the PDF instead.") from exc
    if not bytes(data[:1024]).lstrip().startswith(b"%PDF"):
        raise UnknownArxivId(f"arXiv did not return a PDF for {arxiv_id} (the id may not exist).")
    return bytes(data)
