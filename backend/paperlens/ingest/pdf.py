"""Open and validate a PDF before any work is done on it."""

from __future__ import annotations

import hashlib
import re

import pymupdf

from paperlens.ingest.scan import finds_text, text_layer_missing
from paperlens.settings import ScanSettings

MIN_TEXT_CHARS = 200  # fewer characters than a title and an abstract: a scan or an empty file


class BadPDF(ValueError):
    """The upload cannot be indexed; the message says why and what to do."""


class TooLarge(BadPDF):
    """The upload is over the size limit."""


def paper_id_for(data: bytes) -> str:
    """Content hash: the same PDF uploaded twice is one paper."""
    return hashlib.sha256(data).hexdigest()[:16]


def open_pdf(data: bytes, *, max_pages: int) -> pymupdf.Document:
    if not data:
        raise BadPDF("The upload is empty: choose a PDF file.")
    if not data.lstrip()[:5].startswith(b"%PDF-"):
        raise BadPDF(
            "This is not a PDF (it does not start with %PDF-): upload the paper's PDF file."
        )
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
    except Exception as exc:  # PyMuPDF raises several types for damaged files
        raise BadPDF(f"The PDF is corrupt and cannot be opened ({exc}).") from exc
    if doc.needs_pass:
        raise BadPDF("The PDF is encrypted with a password: upload an unprotected copy.")
    if doc.page_count == 0:
        raise BadPDF("The PDF has no pages.")
    if doc.page_count > max_pages:
        raise BadPDF(
            f"The PDF has {doc.page_count} pages; the limit is {max_pages} (PAPERLENS_INGEST__MAX_PAGES)."
        )
    return doc


def check_has_text(doc: pymupdf.Document, scan: ScanSettings | None = None) -> None:
    """Refuse only what cannot be read at all. A paper without a usable text layer (a scan, or
    text without a Unicode mapping) is fine: indexing OCRs it (ingest/scan.py). It is refused
    when OCR sees no text on it either, or when OCR is turned off."""
    scan = scan or ScanSettings()
    chars = 0
    for page in doc.pages():
        try:
            chars += len(page.get_text("text").strip())
        except Exception as exc:
            raise BadPDF(
                f"The PDF is corrupt: page {page.number + 1} cannot be read ({exc})."
            ) from exc
        if chars >= MIN_TEXT_CHARS:
            break
    if chars >= MIN_TEXT_CHARS and not text_layer_missing(doc, scan):
        return
    if not scan.enabled:
        raise BadPDF(
            "The PDF has no usable text layer (a scanned paper) and OCR is off: set "
            "PAPERLENS_SCAN__ENABLED=true, or upload a copy with a text layer."
        )
    if not finds_text(doc, scan):
        raise BadPDF(
            "The PDF has no text layer, and OCR finds no text on it either (blank or "
            "picture-only pages): upload the paper's PDF itself."
        )


def title_of(doc: pymupdf.Document, fallback: str) -> str:
    """Metadata title when it looks real, else the largest text on the first page."""
    meta = (doc.metadata or {}).get("title") or ""
    if len(meta.strip()) > 8 and not re.search(
        r"\.(pdf|dvi|tex)$|^untitled|^microsoft word", meta.strip(), re.I
    ):
        return meta.strip()
    lines: list[tuple[float, str]] = []
    for block in doc[0].get_text("dict")["blocks"]:
        for line in block.get("lines", []):
            text = " ".join(s["text"] for s in line["spans"]).strip()
            size = max((s["size"] for s in line["spans"]), default=0.0)
            if len(text) > 3 and not text.lower().startswith("arxiv"):
                lines.append((round(size, 1), text))
    if not lines:
        return fallback
    # The title is the first run of lines set in the largest type on the first page.
    largest = max(size for size, _ in lines)
    first = next(i for i, (size, _) in enumerate(lines) if size == largest)
    title = []
    for size, text in lines[first : first + 3]:
        if size != largest:
            break
        title.append(text)
    return " ".join(title)[:300]
