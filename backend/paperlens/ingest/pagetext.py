"""A page's plain text, extracted once per indexing run however many readers ask for it.

The scan check and the pseudo-code finder both read every page's plain text; extracting it
(building MuPDF's text page) is most of what either costs. Inside ``reading`` the first read is
kept; outside it every call extracts, as ``page.get_text("text")`` does. A stage that changes a
page's text (OCR adds an invisible layer) calls ``forget`` for that page.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

import pymupdf

_TEXTS: ContextVar[dict[int, str] | None] = ContextVar("paperlens_page_texts", default=None)


@contextmanager
def reading() -> Iterator[None]:
    """Keep each page's plain text for the run of one document (the calling thread only)."""
    token = _TEXTS.set({})
    try:
        yield
    finally:
        _TEXTS.reset(token)


def plain_text(page: pymupdf.Page) -> str:
    """``page.get_text("text")``, extracted at most once inside ``reading``."""
    texts = _TEXTS.get()
    if texts is None:
        return page.get_text("text")
    if page.number not in texts:
        texts[page.number] = page.get_text("text")
    return texts[page.number]


def forget(page_indexes: Iterable[int]) -> None:
    """These pages' text changed (0-based page numbers): read them again next time."""
    texts = _TEXTS.get()
    if texts is not None:
        for index in page_indexes:
            texts.pop(index, None)
