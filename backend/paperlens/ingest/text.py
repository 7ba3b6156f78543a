"""Page-aware text chunks: what a researcher would quote, with the page it is printed on."""

from __future__ import annotations

import re
from collections.abc import Iterable

import pymupdf

from paperlens.ingest.references import reference_pieces, split_references
from paperlens.models import BBox, Chunk, ChunkKind, chunk_id

_SPACES = re.compile(r"[ \t]+")
# Expand ligatures ("ﬁ" -> "fi") so words are found as typed.
_FLAGS = pymupdf.TEXTFLAGS_BLOCKS & ~pymupdf.TEXT_PRESERVE_LIGATURES


def _overlap_ratio(block: BBox, region: BBox) -> float:
    x0, y0 = max(block[0], region[0]), max(block[1], region[1])
    x1, y1 = min(block[2], region[2]), min(block[3], region[3])
    inter = max(0.0, x1 - x0) * max(0.0, y1 - y0)
    area = max(1e-6, (block[2] - block[0]) * (block[3] - block[1]))
    return inter / area


def page_text(
    page: pymupdf.Page, exclude: Iterable[BBox] = (), captions: Iterable[str] = ()
) -> str:
    """The page's prose, leaving out blocks that sit inside tables and figures and their captions.

    Tables and figures get chunks of their own, which start with their caption; their cell and
    tick-label text would only add noise ("0.1 0.2 0.3 ...") to the text chunks, and a second
    copy of the caption would be cited as [Text] beside the [Table] it belongs to.
    """
    regions = list(exclude)
    caption = (
        re.compile(rf"^\s*(?:{'|'.join(re.escape(c) for c in captions)})\s*[:.]")
        if captions
        else None
    )
    parts = []
    for x0, y0, x1, y1, text, _no, kind in page.get_text("blocks", sort=True, flags=_FLAGS):
        if kind != 0 or not text.strip():
            continue
        if any(_overlap_ratio((x0, y0, x1, y1), r) > 0.5 for r in regions):
            continue
        if caption and caption.match(text):
            continue
        parts.append(text)
    text = "\n".join(parts)
    text = re.sub(r"-\n(?=[a-z])", "", text)  # re-join words hyphenated at a line end
    text = text.replace("\n", " ")
    return _SPACES.sub(" ", text).strip()


def split_text(text: str, size: int, overlap: int) -> list[str]:
    """Windows of about `size` characters, cut at a sentence or word boundary when one is near."""
    if size <= overlap:
        raise ValueError("chunk_size must be larger than chunk_overlap")
    pieces: list[str] = []
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            window = text[start:end]
            cut = max(window.rfind(". "), window.rfind("? "), window.rfind("! "))
            if cut < size * 0.6:
                cut = window.rfind(" ")
            if cut > size * 0.3:
                end = start + cut + 1
        piece = text[start:end].strip()
        if piece:
            pieces.append(piece)
        if end >= len(text):
            break
        next_start = end - overlap
        space = text.find(" ", next_start, end)
        start = space + 1 if space != -1 else next_start
    return pieces


def text_chunks(
    doc: pymupdf.Document,
    paper_id: str,
    *,
    size: int,
    overlap: int,
    exclude: dict[int, list[BBox]] | None = None,
    captions: dict[int, list[str]] | None = None,
) -> list[Chunk]:
    """captions: labels ("Table 2") per page whose caption already opens a chunk of its own.
    The reference list becomes ``reference`` chunks (see ingest/references.py)."""
    chunks: list[Chunk] = []
    exclude, captions = exclude or {}, captions or {}
    pages = {
        page.number + 1: page_text(
            page, exclude.get(page.number + 1, ()), captions.get(page.number + 1, ())
        )
        for page in doc.pages()
    }
    prose, references = split_references(pages)
    for number in sorted(pages):
        parts: list[tuple[ChunkKind, list[str]]] = [
            ("text", split_text(prose[number], size, overlap)),
            ("reference", reference_pieces(references.get(number, ""), size)),
        ]
        for kind, pieces in parts:
            for i, piece in enumerate(pieces):
                chunks.append(
                    Chunk(
                        chunk_id=chunk_id(paper_id, kind, number, i),
                        paper_id=paper_id,
                        kind=kind,
                        page=number,
                        text=piece,
                    )
                )
    return chunks
