"""Scanned papers: pages without a usable text layer are OCR'd and read like any other page.

The fixtures are small pages drawn with PyMuPDF, rendered to an image, and placed as the page's
only content (what a scanner produces), so OCR has real pixels to read."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pymupdf
import pytest

from paperlens.ingest.pdf import BadPDF, check_has_text
from paperlens.ingest.pipeline import Event, Finished, Parsed, Progress, index_document
from paperlens.ingest.scan import ocr_document, page_needs_ocr
from paperlens.ingest.tables import extract_tables
from paperlens.settings import ScanSettings, Settings, TableSettings

ROWS = [("Model", "Acc.", "F1"), ("Baseline", "71.3", "0.62"), ("Ours", "74.9", "0.68")]


def printed_page() -> pymupdf.Document:
    """A small page with a sentence, a caption and a ruled table."""
    doc = pymupdf.open()
    page = doc.new_page(width=360, height=220)
    page.insert_text((24, 30), "We report accuracy on the held-out split.", fontsize=11)
    page.insert_text((24, 56), "Table 1: Accuracy of the two models.", fontsize=11)
    top, xs = 66, [24, 150, 230, 320]
    for i, row in enumerate(ROWS):
        for x, cell in zip(xs, row, strict=False):
            page.insert_text((x + 6, top + 18 * i + 13), cell, fontsize=11)
    for i in range(len(ROWS) + 1):
        page.draw_line((xs[0], top + 18 * i), (xs[-1], top + 18 * i), width=0.6)
    for x in xs:
        page.draw_line((x, top), (x, top + 18 * len(ROWS)), width=0.6)
    return doc


def scanned(source: pymupdf.Document, text_layer: str | None = None) -> pymupdf.Document:
    """Each page as one grey image (300 dpi), optionally over an invisible garbage text layer."""
    out = pymupdf.open()
    for page in source:
        pix = page.get_pixmap(dpi=300, colorspace=pymupdf.csGRAY)
        new = out.new_page(width=page.rect.width, height=page.rect.height)
        new.insert_image(new.rect, stream=pix.tobytes("png"))
        if text_layer:
            writer = pymupdf.TextWriter(new.rect)
            writer.append((24, 30), text_layer, font=pymupdf.Font("cjk"), fontsize=11)
            writer.write_text(new, render_mode=3)
    return pymupdf.open("pdf", out.tobytes())


def test_scanned_page_gets_a_text_layer_and_its_table_is_read() -> None:
    doc = scanned(printed_page())
    settings = ScanSettings()
    assert page_needs_ocr(doc[0], settings)
    seen: list[tuple[int, int]] = []
    report = ocr_document(doc, settings, progress=lambda done, total: seen.append((done, total)))
    assert report.pages == [1] and seen == [(1, 1)] and report.words >= 15
    assert "held-out split" in doc[0].get_text("text")
    (table,) = extract_tables(doc, "scan", TableSettings())
    assert table.label == "Table 1"
    assert table.extra["columns"] == list(ROWS[0])
    assert table.extra["rows"] == [list(r) for r in ROWS[1:]]


def test_text_without_a_unicode_mapping_is_replaced_by_ocr() -> None:
    """A text layer of glyphs without a Unicode mapping (they extract as NULs) is garbage: the
    page is OCR'd and the garbage removed, so only the words on the page are indexed."""
    doc = scanned(printed_page(), text_layer="\ue000" * 60)
    assert "\x00" in doc[0].get_text("text")
    assert page_needs_ocr(doc[0], ScanSettings())
    ocr_document(doc, ScanSettings())
    text = doc[0].get_text("text")
    assert "\x00" not in text and "Accuracy of the two models" in text


class ZeroEmbedder:
    """Implements the Embedder protocol: vectors do not matter to what these tests check."""

    name = "zero"
    dim = 4
    local = True

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return np.zeros((len(texts), self.dim), np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return np.zeros(self.dim, np.float32)


def index_events(doc: pymupdf.Document, tmp_path: Path) -> list[Event]:
    """Index a figureless document offline and return every event it emitted."""
    settings = Settings(data_dir=tmp_path, provider="local")
    settings.figures.enabled = False
    events: list[Event] = []
    index_document(
        doc,
        "scan",
        settings,
        ZeroEmbedder(),
        lambda: None,  # type: ignore[arg-type,return-value]  # no figures to describe
        tmp_path / "figures",
        emit=events.append,
    )
    return events


def test_indexing_a_scan_marks_its_chunks_and_shows_ocr_progress(tmp_path: Path) -> None:
    events = index_events(scanned(printed_page()), tmp_path)
    assert "OCR page 1/1" in [e.stage for e in events if isinstance(e, Progress)]
    (finished,) = [e for e in events if isinstance(e, Finished)]
    assert finished.timings["ocr"] > 0
    chunks = [c for e in events if isinstance(e, Parsed) for c in e.chunks]
    assert {c.kind for c in chunks} == {"text", "table"}
    assert all(c.extra.get("ocr") is True for c in chunks)


def test_a_scan_without_any_text_is_refused_clearly() -> None:
    blank = pymupdf.open()
    page = blank.new_page()
    page.draw_rect(pymupdf.Rect(100, 100, 400, 400), fill=(0.5, 0.5, 0.5))
    with pytest.raises(BadPDF, match="OCR finds no text"):
        check_has_text(scanned(blank))
    # A scan with print on it passes the upload check: indexing will OCR it.
    check_has_text(scanned(printed_page()))


def test_a_scan_longer_than_the_job_budget_is_indexed_with_the_pages_that_fit(
    tmp_path: Path,
) -> None:
    """The OCR stops within the indexing job's own budget: the pages read are indexed and the
    paper says which pages were not read and why, instead of the whole job being stopped."""
    source = printed_page()
    source.insert_pdf(printed_page())
    source.insert_pdf(printed_page())
    settings = Settings(data_dir=tmp_path, provider="local")
    settings.figures.enabled = False
    settings.ingest.job_budget_s = 1e-6
    events: list[Event] = []
    index_document(
        scanned(source),
        "scan",
        settings,
        ZeroEmbedder(),
        lambda: None,  # type: ignore[arg-type,return-value]  # no figures to describe
        tmp_path / "figures",
        emit=events.append,
    )
    (finished,) = [e for e in events if isinstance(e, Finished)]
    assert any(
        "pages 2-3 were not read" in n and "PAPERLENS_INGEST__JOB_BUDGET_S" in n
        for n in finished.notes
    ), finished.notes
    chunks = [c for e in events if isinstance(e, Parsed) for c in e.chunks]
    assert {c.page for c in chunks} == {1}
    assert any("held-out split" in c.text for c in chunks)


def test_pages_read_in_an_earlier_turn_are_not_ocrd_again(tmp_path: Path, monkeypatch) -> None:
    """A job that yields its core mid-scan resumes from the page cache: its next turn gets the
    same text layer without OCR, even with none of its budget left; another PDF misses."""
    import paperlens.figures.ocr
    from paperlens.ingest.turn_cache import TurnCache

    source = printed_page()
    source.insert_pdf(printed_page())
    pdf = tmp_path / "scan.pdf"
    pdf.write_bytes(scanned(source).tobytes())
    settings, kept = ScanSettings(), []
    first = pymupdf.open(pdf)
    cache = TurnCache.for_pdf(tmp_path / "turns", pdf, on_store=lambda: kept.append(1))
    assert ocr_document(first, settings, cache=cache).pages == [1, 2]
    assert len(kept) == 2, "each page read is kept as soon as it is read"

    def no_ocr(*_: object, **__: object) -> list[object]:
        raise AssertionError("OCR ran")

    monkeypatch.setattr(paperlens.figures.ocr, "read_image", no_ocr)
    second = pymupdf.open(pdf)
    report = ocr_document(
        second, settings, cache=TurnCache.for_pdf(tmp_path / "turns", pdf), budget=(0, "X")
    )
    assert report.pages == [1, 2] and report.notes == []
    assert [p.get_text("text") for p in second] == [p.get_text("text") for p in first]
    assert "held-out split" in second[1].get_text("text")

    other = tmp_path / "other.pdf"
    other.write_bytes(scanned(printed_page(), text_layer=None).tobytes() + b"\n% another file")
    with pytest.raises(AssertionError, match="OCR ran"):  # another PDF: read, not cached
        ocr_document(
            pymupdf.open(other),
            settings,
            cache=TurnCache.for_pdf(tmp_path / "turns", other),
        )


@pytest.mark.parametrize(
    ("kinds", "is_scan"),
    [
        ("sssss", True),
        ("ttttt", False),
        ("sssttt", False),  # half scanned: not most
        ("tssst", True),
        ("ttsss", True),  # the scanned majority comes last
        ("sstt", False),
    ],
)
def test_a_paper_is_a_scan_when_most_of_its_pages_need_ocr(kinds: str, is_scan: bool) -> None:
    """Deciding early (``text_layer_missing`` stops once the majority is known) gives the same
    verdict as counting every page, wherever the scanned pages are."""
    from paperlens.ingest.scan import text_layer_missing

    text_page, scan_page = printed_page(), scanned(printed_page())
    doc = pymupdf.open()
    for kind in kinds:
        doc.insert_pdf(scan_page if kind == "s" else text_page)
    assert text_layer_missing(doc, ScanSettings()) is is_scan
