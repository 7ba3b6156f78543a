"""Index one paper: text, tables and figures become typed chunks, then vectors.

The pipeline emits events instead of returning one result, so a paper is searchable as soon as
it is parsed: the prose and tables first (lexical search and label lookup need no vectors), then
the figures, then dense vectors in batches. The caller stores each event as it comes; in a job it
runs in a separate, lower-priority process and sends the events over a pipe (``ingest/execute.py``).

Less is embedded than is indexed: reference lists are searched lexically only, a text that occurs
twice is embedded once, and a text embedded before (same embedder, same text) comes from the cache.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pymupdf

from paperlens.figures import describe_regions
from paperlens.figures.detect import FigureRegion, find_figures
from paperlens.ingest import pagetext
from paperlens.ingest.algorithms import extract_algorithms
from paperlens.ingest.heap import give_back
from paperlens.ingest.pdf import BadPDF
from paperlens.ingest.scan import ScanReport, ocr_document, ocr_workers
from paperlens.ingest.tables import extract_tables
from paperlens.ingest.text import text_chunks
from paperlens.models import BBox, Chunk, chunk_counts
from paperlens.sentences import embedded_sentences

if TYPE_CHECKING:
    from paperlens.embeddings import Embedder
    from paperlens.figures.describe import FigureDescriber
    from paperlens.ingest.turn_cache import TurnCache
    from paperlens.settings import Settings

# Chunk kinds found by words, never by meaning: embedding a bibliography costs seconds per paper
# and its vectors would only crowd real evidence out of dense results.
LEXICAL_ONLY_KINDS = frozenset({"reference"})
# The share of an indexing job's processor budget its OCR may use: a scan too long for the
# budget is indexed with the pages read by then (and says which were not), and the rest of the
# budget is left for its tables, figures and vectors, instead of the job being stopped whole
# mid-OCR. The 28-page 1985 scan's OCR needs about 40% of the default 300 s. A job indexed in
# turns has this share of the budget less what its earlier turns used (pages they read are free).
OCR_SHARE_OF_JOB = 0.6


@dataclass
class Parsed:
    """Chunks ready for lexical search and label lookup; their vectors follow.

    ``replace``: these chunks replace every chunk stored for the paper so far (the early text of
    a paper being OCR'd, read again once every page has its text). ``notes``: what the reader
    skipped so far, so that a job stopped while embedding can still show it."""

    chunks: list[Chunk]
    replace: bool = False
    notes: list[str] = field(default_factory=list)


@dataclass
class Embedded:
    """Vectors of some chunks (rows in the order of chunk_ids), plus new cache entries."""

    chunk_ids: list[str]
    vectors: np.ndarray
    new_cache: dict[str, np.ndarray] = field(default_factory=dict)


@dataclass
class Progress:
    stage: str
    fraction: float


@dataclass
class Finished:
    timings: dict[str, float]
    counts: dict[str, int]
    to_embed: int
    embedded_texts: int
    # What the reader skipped or worked around (OCR over budget, pages not read): the paper's
    # status shows it.
    notes: list[str] = field(default_factory=list)
    # Share of the dense-searchable chunks that have a vector: below 1.0 when the job's budget
    # ran out while embedding (the rest is found by words and labels only).
    dense_share: float = 1.0


@dataclass
class Kept:
    """Work kept for the job's next turn outside the events above: an OCR'd page, a page's
    figures or a described figure stored in the turn cache (``ingest/turn_cache.py``). A turn
    that kept nothing new is not cut short."""


Event = Parsed | Embedded | Progress | Finished | Kept
Emit = Callable[[Event], None]
CacheLookup = Callable[[Sequence[str]], dict[str, np.ndarray]]


def serialised(emit: Emit) -> Emit:
    """``emit`` called by one thread at a time: the embedding thread emits vectors while the
    caller emits its own events."""
    lock = threading.Lock()

    def locked(event: Event) -> None:
        with lock:
            emit(event)

    return locked


def cache_key(embedder_name: str, text: str) -> str:
    """One vector per (model, exact text the model reads): a changed chunk gets a new key."""
    return hashlib.sha256(f"{embedder_name}\0{text}".encode()).hexdigest()


def dense_searchable(chunk: Chunk) -> bool:
    return chunk.kind not in LEXICAL_ONLY_KINDS


def _overlap(a: BBox, b: BBox) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


class _Timer:
    def __init__(self, emit: Emit) -> None:
        self.timings: dict[str, float] = {}
        self._emit = emit

    def stage(self, name: str, fraction: float) -> _Stage:
        self._emit(Progress(name, fraction))
        return _Stage(self, name)


class _Stage:
    def __init__(self, timer: _Timer, name: str) -> None:
        self._timer, self._name = timer, name

    def __enter__(self) -> None:
        self._start = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        self._timer.timings[self._name] = round(time.perf_counter() - self._start, 3)


class EmbedStream:
    """Embeds chunks in a background thread while the caller goes on parsing.

    Text and tables are queued as soon as they are parsed, so the model works while figures are
    rendered and described (the two stages then share the cores instead of taking turns). Each
    batch's vectors are emitted by the embedding thread as soon as they are computed, in the order
    the batches were queued: a job's turn that has used its budget ends at the next batch of
    vectors, not after the figure being read meanwhile (``emit`` must take events from two
    threads: ``index_document`` serialises it). Identical texts are embedded once; texts in the
    cache not at all. Batches follow ``embed_batch`` so progress moves and each call still
    amortises the model's overhead; a local model's batch also stops at ``embed_batch_chars``,
    so that no call holds the core for long.
    """

    def __init__(
        self,
        embedder: Embedder,
        settings: Settings,
        emit: Emit,
        cached: CacheLookup | None = None,
    ) -> None:
        self._embedder, self._emit = embedder, emit
        self._cached = cached if settings.ingest.embed_cache else None
        self._max_chars = settings.ingest.embed_max_chars
        self._batch = max(1, settings.ingest.embed_batch)
        self._batch_chars = settings.ingest.embed_batch_chars if embedder.local else None
        self._sentences = settings.ingest.sentence_vectors
        self._prose: list[Chunk] = []  # whose sentences are embedded once the chunks are
        # Shared with the embedding thread, under the lock:
        self._lock = threading.Lock()
        self._vectors: dict[str, np.ndarray] = {}  # key -> vector, from the cache or this run
        self._waiting: dict[str, list[str]] = {}  # key being embedded -> chunk ids that want it
        self.embedded = 0  # texts the model embedded
        self._running: deque[Future[None]] = deque()
        self._executor: ThreadPoolExecutor | None = None

    def add(self, chunks: Sequence[Chunk]) -> None:
        """Queue the dense-searchable chunks; cached or already embedded texts are sent at once."""
        wanted = [c for c in chunks if dense_searchable(c)]
        keys = [cache_key(self._embedder.name, c.text[: self._max_chars]) for c in wanted]
        with self._lock:
            self._from_cache(keys)
            ready_ids, ready_rows = [], []
            todo: dict[str, str] = {}  # key -> text, first occurrence
            for c, k in zip(wanted, keys, strict=True):
                if k in self._vectors:
                    ready_ids.append(c.chunk_id)
                    ready_rows.append(self._vectors[k])
                else:
                    if k not in self._waiting:
                        todo[k] = c.text[: self._max_chars]
                    self._waiting.setdefault(k, []).append(c.chunk_id)
            if ready_ids:
                self._emit(Embedded(ready_ids, np.vstack(ready_rows), {}))
        if self._sentences:
            self._prose += [c for c in wanted if c.kind == "text"]
        self._submit(todo)

    def _from_cache(self, keys: Iterable[str]) -> list[str]:
        """The keys neither embedded nor being embedded, sorted; the cached ones' vectors are
        taken from the cache (under the lock)."""
        fresh = sorted({k for k in keys if k not in self._vectors and k not in self._waiting})
        if fresh and self._cached is not None:
            self._vectors.update(self._cached(fresh))
        return fresh

    def _submit(self, todo: dict[str, str]) -> None:
        for part in self._batches(todo):
            if self._executor is None:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="paperlens-embed")
            texts = [todo[k] for k in part]
            self._running.append(self._executor.submit(self._embed, part, texts))

    def _batches(self, todo: dict[str, str]) -> Iterator[list[str]]:
        """The keys in order, ``embed_batch`` at most per batch and, for a local model,
        ``embed_batch_chars`` at most (a text longer than that goes alone)."""
        part: list[str] = []
        chars = 0
        limit = self._batch_chars
        for key, text in todo.items():
            if len(part) >= self._batch or (part and limit and chars + len(text) > limit):
                yield part
                part, chars = [], 0
            part.append(key)
            chars += len(text)
        if part:
            yield part

    def _embed(self, part: list[str], texts: list[str]) -> None:
        """The embedding thread: one batch, its vectors emitted for every chunk that wants them."""
        vectors = self._embedder.embed_passages(texts)
        with self._lock:
            ids, rows = [], []
            for k, v in zip(part, vectors, strict=True):
                self._vectors[k] = v
                for cid in self._waiting.pop(k):
                    ids.append(cid)
                    rows.append(v)
            self.embedded += len(part)
            matrix = np.vstack(rows) if rows else np.zeros((0, vectors.shape[1]), np.float32)
            self._emit(Embedded(ids, matrix, dict(zip(part, vectors, strict=True))))

    def _sentences_to_embed(self, chunks: Sequence[Chunk]) -> dict[str, str]:
        """key -> sentence for the prose sentences neither embedded nor stored yet. They go to the
        cache only (no chunk waits for them), which keeps them whether or not it is read."""
        said = {cache_key(self._embedder.name, s): s for c in chunks for s in embedded_sentences(c)}
        with self._lock:
            fresh = self._from_cache(said)
            todo = {k: said[k] for k in fresh if k not in self._vectors}
            for k in todo:
                self._waiting[k] = []
        return todo

    def drain(self, wait: bool = False) -> None:
        """Raise the failure of any finished batch (its vectors are already sent); with
        ``wait``, of every batch, once they are all done."""
        while self._running and (wait or self._running[0].done()):
            self._running.popleft().result()

    def finish(self) -> int:
        """Wait for every vector; returns how many texts the model embedded. The sentences'
        vectors come last: every chunk is dense-searchable before them."""
        try:
            if self._prose:
                self._submit(self._sentences_to_embed(self._prose))
            self.drain(wait=True)
        finally:
            self.close()
        return self.embedded

    def close(self) -> None:
        """Stop: batches not started are dropped (a failed or superseded job)."""
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None


def embed_chunks(
    chunks: Sequence[Chunk],
    embedder: Embedder,
    settings: Settings,
    emit: Emit,
    cached: CacheLookup | None = None,
) -> int:
    """Emit the vectors of every dense-searchable chunk; returns how many texts the model embedded."""
    stream = EmbedStream(embedder, settings, serialised(emit), cached)
    stream.add(chunks)
    return stream.finish()


class _EarlyText:
    """Searchable while OCR runs: the prose of every page that has its text (a text layer, or
    OCR done), stored as plain text chunks before OCR goes on, then again after pages 1, 2, 4,
    8, ... and the last. Tables, figures and vectors come with the full read that replaces these
    chunks once OCR is over. Outlined labels (figures drawn with glyph outlines) are OCR'd
    after the prose is searchable: they are ``ocr_document``'s last pages."""

    def __init__(self, doc: pymupdf.Document, paper_id: str, settings: Settings, emit: Emit):
        self._doc, self._paper_id, self._settings, self._emit = doc, paper_id, settings, emit
        self._calls = 0
        self.emitted = False
        self.unread = ""  # pages not searchable yet, as "5-28" ("" when none)

    def __call__(self, done: set[int], pending: set[int]) -> None:
        self._calls += 1
        read = self._calls - 1  # pages OCR'd so far
        if pending and read & (read - 1):  # not after 0, 1, 2, 4, 8, ... pages, nor the last
            return
        hidden = {n: [tuple(self._doc[n - 1].rect)] for n in pending}
        ingest = self._settings.ingest
        chunks = text_chunks(
            self._doc,
            self._paper_id,
            size=ingest.chunk_size,
            overlap=ingest.chunk_overlap,
            exclude=hidden,  # type: ignore[arg-type]
        )
        if not chunks:
            return
        for c in chunks:
            if c.page in done:
                c.extra["ocr"] = True
        self._emit(Parsed(chunks, replace=True))
        self.emitted = True
        self.unread = _page_ranges(sorted(pending))


def _page_ranges(pages: list[int]) -> str:
    """[5, 6, 7, 9] -> "5-7, 9"."""
    out: list[str] = []
    for p in pages:
        if out and int(out[-1].split("-")[-1]) == p - 1:
            out[-1] = f"{out[-1].split('-')[0]}-{p}"
        else:
            out.append(str(p))
    return ", ".join(out)


def index_document(
    doc: pymupdf.Document,
    paper_id: str,
    settings: Settings,
    embedder: Embedder,
    describer: Callable[[], FigureDescriber],
    figure_dir: Path,
    emit: Emit,
    cached: CacheLookup | None = None,
    *,
    turn_cache: TurnCache | None = None,
    spent_s: float = 0.0,
) -> None:
    """Index one paper, emitting its events (see the module docstring). ``turn_cache`` (what the
    job's earlier turns read: ``ingest/turn_cache.py``) and ``spent_s`` (processor seconds they
    used) resume a job in turns."""
    with pagetext.reading():
        _index_document(
            doc,
            paper_id,
            settings,
            embedder,
            describer,
            figure_dir,
            serialised(emit),
            cached,
            turn_cache=turn_cache,
            spent_s=spent_s,
        )


def _index_document(
    doc: pymupdf.Document,
    paper_id: str,
    settings: Settings,
    embedder: Embedder,
    describer: Callable[[], FigureDescriber],
    figure_dir: Path,
    emit: Emit,
    cached: CacheLookup | None = None,
    *,
    turn_cache: TurnCache | None = None,
    spent_s: float = 0.0,
) -> None:
    timer = _Timer(emit)
    regions: dict[int, list[BBox]] = {}
    captions: dict[int, list[str]] = {}
    tables: list[Chunk] = []
    figures: list[Chunk] = []
    started = time.perf_counter()

    # A scanned page (no usable text layer) is OCR'd and given an invisible one first, so every
    # reader below works on it unchanged.
    scan = ScanReport()
    early = _EarlyText(doc, paper_id, settings, emit)
    if settings.scan.enabled:

        def on_page(done: int, total: int) -> None:
            unread = f" (pages {early.unread} not searchable yet)" if early.unread else ""
            emit(Progress(f"OCR page {done}/{total}{unread}", 0.01 + 0.04 * done / max(1, total)))

        scan = ocr_document(
            doc,
            settings.scan,
            progress=on_page,
            workers=ocr_workers(),
            on_text=early,
            budget=(
                max(0.0, settings.ingest.job_budget_s * OCR_SHARE_OF_JOB - spent_s),
                "PAPERLENS_INGEST__JOB_BUDGET_S",
            ),
            cache=turn_cache,
        )
        if scan.pages or scan.regions:
            pagetext.forget(range(doc.page_count))  # OCR wrote text into these pages
            timer.timings["ocr"] = round(scan.seconds, 3)
            if not any(doc[i].get_text("text").strip() for i in range(doc.page_count)):
                raise BadPDF(
                    "The PDF has no text layer, and OCR finds no text on it either: upload "
                    "the paper's PDF itself."
                )

    if scan.pages:
        give_back()  # the scanned pages' renderings and OCR buffers
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

    found: list[FigureRegion] = []
    if settings.figures.enabled:
        with timer.stage("finding figures", 0.1):
            found = find_figures(doc, settings.figures, exclude=regions, cache=turn_cache)
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
                limits=settings.ingest.text,
            )
            + algorithms
        )
    ocr_pages = set(scan.pages)

    def mark_ocr(chunks: list[Chunk]) -> list[Chunk]:
        for c in chunks:
            if c.page in ocr_pages or (
                c.bbox is not None
                and any(_overlap(c.bbox, r) for r in scan.regions.get(c.page, []))
            ):
                c.extra["ocr"] = True  # read by OCR (a scan, or outlined glyphs): the UI says so
        return chunks

    emit(Parsed(mark_ocr(texts + tables), replace=early.emitted, notes=list(notes)))
    timer.timings["searchable (text, tables)"] = round(time.perf_counter() - started, 3)

    # Dense vectors of the prose and tables are computed while the figures are read.
    stream = EmbedStream(embedder, settings, emit, cached)
    try:
        stream.add(texts + tables)
        if found:
            with timer.stage("describing figures", 0.2):

                def on_figure(done: int, total: int) -> None:
                    stream.drain()
                    emit(
                        Progress(
                            f"describing figure {done}/{total}", 0.2 + 0.3 * done / max(1, total)
                        )
                    )

                figures = describe_regions(
                    doc,
                    paper_id,
                    found,
                    figure_dir,
                    settings.figures,
                    describer(),
                    progress=on_figure,
                    cache=turn_cache,
                )
            emit(Parsed(mark_ocr(figures)))
            give_back()  # the figures' renderings and OCR buffers are gone: see ingest/heap.py
        timer.timings["parsed"] = round(time.perf_counter() - started, 3)
        stream.drain()
        stream.add(figures)
        # The wait for vectors after parsing; the model started long before it.
        with timer.stage("embedding", 0.5):
            embedded = stream.finish()
    finally:
        stream.close()
    timer.timings["embedded"] = round(time.perf_counter() - started, 3)
    chunks = texts + tables + figures
    emit(
        Finished(
            timings=timer.timings,
            counts=chunk_counts(chunks),
            to_embed=sum(dense_searchable(c) for c in chunks),
            embedded_texts=embedded,
            notes=notes,
        )
    )
