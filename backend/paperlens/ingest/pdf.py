"""Open and validate a PDF before any work is done on it.

The checks here run on the upload's request path, so each is cheap (no page is rendered, no
image decoded) and each bounds something a later stage would otherwise pay for without limit:
pages that cannot be loaded (a page tree that loops), images that would take gigabytes to
decode, drawing programs that decompress a thousandfold (a decompression bomb), and a text
layer that is not text. Damage the PDF library can repair (a rebuilt cross-reference table, a
file cut short) is not refused: the paper is indexed and carries a warning that says so.
"""

from __future__ import annotations

import hashlib
import re
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pymupdf

from paperlens.ingest import pagetext
from paperlens.ingest.errors import REMEDY, IndexingError, describe_damage, is_library_error
from paperlens.ingest.scan import finds_text, text_layer_missing
from paperlens.settings import ScanSettings
from paperlens.textclean import clean_text, readable

if TYPE_CHECKING:
    from paperlens.settings import IngestSettings

MIN_TEXT_CHARS = 200  # fewer characters than a title and an abstract: a scan or an empty file
TEXT_SAMPLE_CHARS = 5000  # enough text to tell language from glyph codes, a few pages at most
MAX_TITLE_CHARS = 300
_MB = 1024 * 1024
_EOF_WINDOW = 2048  # %%EOF must be near the end; writers may append a newline or padding

REPAIRED = (
    "The PDF was damaged: its cross-reference table (the index of its contents) had to be "
    "rebuilt, so some text, tables or figures may be missing. Re-save the original file to get "
    "a clean copy."
)
TRUNCATED = (
    "The file looks truncated (it does not end with the %%EOF marker every complete PDF has), "
    "so its last pages or objects may be missing. Upload the complete file if you have it."
)


class BadPDF(IndexingError, ValueError):
    """The upload cannot be indexed; the message says why and what to do."""


class TooLarge(BadPDF):
    """The upload is over the size limit."""


@dataclass
class CheckedPDF:
    """What the upload check learned: enough to register the paper before indexing starts."""

    pages: int
    title: str
    warnings: list[str] = field(default_factory=list)


def paper_id_for(data: bytes) -> str:
    """Content hash: the same PDF uploaded twice is one paper."""
    return hashlib.sha256(data).hexdigest()[:16]


def looks_truncated(data: bytes) -> bool:
    return b"%%EOF" not in data[-_EOF_WINDOW:]


def open_pdf(data: bytes, *, max_pages: int) -> pymupdf.Document:
    if not data:
        raise BadPDF("The upload is empty: choose a PDF file.")
    if not data.lstrip()[:5].startswith(b"%PDF-"):
        raise BadPDF(
            "This is not a PDF (it does not start with %PDF-): upload the paper's PDF file."
        )
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
        count = doc.page_count
    except Exception as exc:  # PyMuPDF raises several types for damaged files
        cut = (
            " It also looks truncated (no %%EOF marker at the end)."
            if looks_truncated(data)
            else ""
        )
        raise BadPDF(f"The PDF cannot be opened: {_because(exc)}.{cut} {REMEDY}") from exc
    if doc.needs_pass:
        doc.close()
        raise BadPDF("The PDF is encrypted with a password: upload an unprotected copy.")
    if count == 0:
        doc.close()
        raise BadPDF("The PDF has no pages.")
    if count > max_pages:
        doc.close()
        raise BadPDF(
            f"The PDF has {count} pages; the limit is {max_pages} (PAPERLENS_INGEST__MAX_PAGES)."
        )
    return doc


def _because(exc: BaseException) -> str:
    return describe_damage(exc) if is_library_error(exc) else "the file is not a valid PDF"


def check_pdf(
    data: bytes, limits: IngestSettings, fallback_title: str, scan: ScanSettings | None = None
) -> CheckedPDF:
    """Every upload check in order of cost; raises BadPDF with the reason and the fix."""
    # The text check and the scan check read the same pages: extract each page's text once.
    with open_pdf(data, max_pages=limits.max_pages) as doc, pagetext.reading():
        check_pages(doc, limits)
        check_has_text(doc, scan)
        warnings = []
        if doc.is_repaired:
            warnings.append(REPAIRED)
        if looks_truncated(data):
            warnings.append(TRUNCATED)
        return CheckedPDF(doc.page_count, title_of(doc, fallback_title), warnings)


def check_pages(doc: pymupdf.Document, limits: IngestSettings) -> None:
    """Every page loads, and no image or drawing program is beyond what a page may cost."""
    max_pixels = limits.max_image_megapixels * 1e6
    page_budget = int(limits.max_page_content_mb * _MB)
    document_budget = int(limits.max_document_content_mb * _MB)
    sizes: dict[int, int] = {}  # a form drawn on every page is measured once
    decoded = 0
    for number in range(1, doc.page_count + 1):
        try:
            page = doc.load_page(number - 1)
            images, forms = page_xobjects(doc, number - 1)
            programs = page.get_contents() + forms
        except Exception as exc:
            if not is_library_error(exc):
                raise
            raise BadPDF(
                f"The PDF is damaged: page {number} cannot be read because {describe_damage(exc)}. {REMEDY}"
            ) from exc
        for width, height in images:
            if width * height > max_pixels:
                raise BadPDF(
                    f"Page {number} holds an image of {width:,} x {height:,} pixels "
                    f"({width * height / 1e6:,.0f} megapixels); the limit is "
                    f"{limits.max_image_megapixels:,.0f} (PAPERLENS_INGEST__MAX_IMAGE_MEGAPIXELS). "
                    "Downscale the image in the source and export the PDF again."
                )
        used = 0
        for xref in programs:
            if xref not in sizes:
                sizes[xref] = _decoded_size(doc, xref, page_budget - used + 1)
                decoded += sizes[xref]
            used += sizes[xref]
            if decoded > document_budget:
                raise BadPDF(
                    f"The PDF's drawing instructions decompress to more than "
                    f"{limits.max_document_content_mb:g} MB in all "
                    "(PAPERLENS_INGEST__MAX_DOCUMENT_CONTENT_MB), far beyond any paper: "
                    "this looks like a decompression bomb. Re-export the paper from its source."
                )
            if used > page_budget:
                raise BadPDF(
                    f"Page {number}'s drawing instructions decompress to more than "
                    f"{limits.max_page_content_mb:g} MB (PAPERLENS_INGEST__MAX_PAGE_CONTENT_MB); "
                    "real pages need a few MB at most, so this looks like a decompression bomb. "
                    "Re-export the paper from its source."
                )


def page_xobjects(doc: pymupdf.Document, index: int) -> tuple[list[tuple[int, int]], list[int]]:
    """The (width, height) of every image and the xref of every form XObject a page can draw,
    forms within forms included: ``page.get_images()`` and ``page.get_xobjects()`` in one walk.

    Those two walk the page's resources once each and keep the forms already visited in a list,
    so a page of thousands of forms (Attention's figures: 2,580 on 15 pages) costs them 0.28 CPU s;
    this walk, with a set, 0.05 s. Each object is visited once, so a form that draws itself ends.
    """
    mu = pymupdf.mupdf
    page = mu.pdf_lookup_page_obj(pymupdf._as_pdf_document(doc), index)
    images: list[tuple[int, int]] = []
    forms: list[int] = []
    seen: set[int] = set()
    todo = [mu.pdf_dict_get_inheritable(page, mu.PDF_ENUM_NAME_Resources)]
    while todo:
        resources = todo.pop()
        if not resources.m_internal:
            continue
        xobjects = mu.pdf_dict_get(resources, mu.PDF_ENUM_NAME_XObject)
        for i in range(mu.pdf_dict_len(xobjects)):
            obj = mu.pdf_dict_get_val(xobjects, i)
            xref = mu.pdf_to_num(obj)
            if not mu.pdf_is_stream(obj) or xref in seen:
                continue
            seen.add(xref)
            subtype = mu.pdf_dict_get(obj, mu.PDF_ENUM_NAME_Subtype)
            if mu.pdf_name_eq(subtype, mu.PDF_ENUM_NAME_Image):
                width = mu.pdf_to_int(mu.pdf_dict_get(obj, mu.PDF_ENUM_NAME_Width))
                height = mu.pdf_to_int(mu.pdf_dict_get(obj, mu.PDF_ENUM_NAME_Height))
                images.append((width, height))
            elif mu.pdf_name_eq(subtype, mu.PDF_ENUM_NAME_Form):
                forms.append(xref)
                todo.append(mu.pdf_dict_get(obj, mu.PDF_ENUM_NAME_Resources))
    return images, forms


def _decoded_size(doc: pymupdf.Document, xref: int, cap: int) -> int:
    """Bytes a stream decompresses to, counting no further than ``cap`` (in 1 MB steps).

    Only Flate (the filter of nearly every content stream) is measured by decoding; other
    filters count their raw length, which is what they cost to read.
    """
    try:
        raw = doc.xref_stream_raw(xref) or b""
        kind, value = doc.xref_get_key(xref, "Filter")
    except (ValueError, pymupdf.mupdf.FzErrorBase):
        return 0  # a missing or broken object draws nothing; MuPDF skips it the same way
    filters = re.findall(r"/(\w+)", value) if kind in ("name", "array") else []
    if not filters or any(f not in ("FlateDecode", "Fl") for f in filters):
        return len(raw)
    data, size = raw, len(raw)
    for _ in filters:  # a stream deflated twice is decoded twice, each pass capped
        out, size = bytearray(), 0
        inflater = zlib.decompressobj()
        tail = data
        try:
            while tail and size <= cap:
                piece = inflater.decompress(tail, _MB)
                size += len(piece)
                if size <= cap and len(filters) > 1:
                    out += piece
                tail = inflater.unconsumed_tail
        except zlib.error:
            return size  # damaged data: the renderer stops at the same point
        if size > cap:
            return size
        data = bytes(out)
    return size


def check_has_text(doc: pymupdf.Document, scan: ScanSettings | None = None) -> None:
    """Refuse only what cannot be read at all. A paper without a usable text layer (a scan, or
    text whose fonts map to no characters) is fine: indexing OCRs it (ingest/scan.py). It is
    refused when OCR sees no text on it either, or when OCR is turned off."""
    scan = scan or ScanSettings()
    sample = []
    chars = 0
    for page in doc.pages():
        try:
            text = pagetext.plain_text(page).strip()
        except Exception as exc:
            if not is_library_error(exc):
                raise
            raise BadPDF(
                f"The PDF is damaged: page {page.number + 1} cannot be read because "
                f"{describe_damage(exc)}. {REMEDY}"
            ) from exc
        sample.append(text)
        chars += len(text)
        if chars >= TEXT_SAMPLE_CHARS:
            break
    if chars >= MIN_TEXT_CHARS and not text_layer_missing(doc, scan):
        if readable("\n".join(sample)):
            return
        raise BadPDF(
            "The PDF's text layer is unreadable: its fonts do not say which characters they "
            "draw, so the text extracts as gibberish. Run it through OCR "
            "(e.g. ocrmypdf --force-ocr) and upload the result."
        )
    if not scan.enabled:
        raise BadPDF(
            "The PDF has no usable text layer (a scanned paper, or fonts that do not say which "
            "characters they draw) and OCR is off: set PAPERLENS_SCAN__ENABLED=true, or run it "
            "through OCR (e.g. ocrmypdf --force-ocr) and upload the result."
        )
    if not finds_text(doc, scan):
        raise BadPDF(
            "The PDF has no text layer, and OCR finds no text on it either (blank or "
            "picture-only pages): upload the paper's PDF itself."
        )


def title_of(doc: pymupdf.Document, fallback: str) -> str:
    """Metadata title when it looks real, else the largest text on the first page."""
    meta = clean_text((doc.metadata or {}).get("title") or "").strip()
    if len(meta) > 8 and not re.search(r"\.(pdf|dvi|tex)$|^untitled|^microsoft word", meta, re.I):
        return meta[:MAX_TITLE_CHARS]
    lines: list[tuple[float, str]] = []
    # Text only: the default "dict" output also decodes every image on the page.
    flags = pymupdf.TEXTFLAGS_DICT & ~pymupdf.TEXT_PRESERVE_IMAGES
    for block in doc[0].get_text("dict", flags=flags)["blocks"]:
        for line in block.get("lines", []):
            # Spans often end in their own space: joined, runs of spaces collapse to one.
            text = " ".join(clean_text(" ".join(s["text"] for s in line["spans"])).split())
            size = max((s["size"] for s in line["spans"]), default=0.0)
            if len(text) > 3 and not text.lower().startswith("arxiv"):
                lines.append((round(size, 1), text))
    if not lines:
        return clean_text(fallback)[:MAX_TITLE_CHARS]
    # The title is the first run of lines set in the largest type on the first page.
    largest = max(size for size, _ in lines)
    first = next(i for i, (size, _) in enumerate(lines) if size == largest)
    title = []
    for size, text in lines[first : first + 3]:
        if size != largest:
            break
        title.append(text)
    return " ".join(title)[:MAX_TITLE_CHARS]
