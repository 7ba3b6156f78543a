"""A paper that needs OCR is searchable page by page while the rest is read, and the full read
replaces that early text: nothing of it is left behind, and the job's stage says which pages
are not searchable yet."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from test_scan import index_events, scanned

from paperlens.ingest.pipeline import Parsed, Progress
from paperlens.service import PaperLens
from paperlens.settings import Settings

SENTENCES = [
    "The first page describes the apparatus.",
    "The second page lists the reagents used.",
    "The third page reports a yield of 42 percent.",
    "The fourth page discusses the errors.",
]


def printed_pages() -> pymupdf.Document:
    doc = pymupdf.open()
    for sentence in SENTENCES:
        page = doc.new_page(width=360, height=120)
        page.insert_text((24, 40), sentence, fontsize=11)
    return doc


def test_pages_become_searchable_in_order_while_ocr_goes_on(tmp_path: Path) -> None:
    events = index_events(scanned(printed_pages()), tmp_path)
    parsed = [(i, e) for i, e in enumerate(events) if isinstance(e, Parsed)]
    first_at, first = parsed[0]
    assert first.replace
    # Page 1 is searchable once it is read, pages after it are not there yet.
    assert {c.page for c in first.chunks} == {1}
    assert "first page describes" in " ".join(c.text for c in first.chunks)
    assert all(c.extra.get("ocr") is True for c in first.chunks)
    later = [e.stage for e in events[first_at:] if isinstance(e, Progress)]
    assert any(s.startswith("OCR page") and "not searchable yet" in s for s in later), later
    # Each early read holds the pages before it, in page order.
    early = [e for _, e in parsed if e.replace][:-1]
    pages = [sorted({c.page for c in e.chunks}) for e in early]
    assert all(p == list(range(1, len(p) + 1)) for p in pages), pages
    # The full read replaces it all and holds every page.
    final = parsed[-1][1]
    assert final.replace and {c.page for c in final.chunks} == {1, 2, 3, 4}


def test_the_stored_paper_holds_only_the_full_read(tmp_path: Path, embedder) -> None:
    lens = PaperLens(Settings(data_dir=tmp_path / "data", provider="local"), embedder=embedder)
    paper = lens.ingest_pdf(scanned(printed_pages()).tobytes(), filename="scan.pdf")
    stored = lens.chunks(paper.paper_id)
    assert {c.page for c in stored} == {1, 2, 3, 4}
    texts = [c.text for c in stored]
    assert len(texts) == len(set(texts))  # no early chunk left beside its replacement
    assert "yield of 42 percent" in " ".join(texts)
