"""Scanned papers: OCR the pages that have no usable text layer and give them one.

A page counts as scanned when it has almost no text, or when its text is mostly characters
without a Unicode mapping (U+FFFD, private-use codes: a font with no ToUnicode table), which
would otherwise be indexed as garbage. Such a page is rendered, read with RapidOCR (the engine
the figure describer already ships), and the recognised words are written back onto the page
as invisible text (render mode 3) at the boxes where they were seen. Every reader after this
stage (text chunks, tables, captions, figures) then works on the page unchanged: a scanned
table is found from its rules and its caption like any other. Writing the words back beats
indexing the OCR output as plain text, which finds no table at all (measured on the 1985
scan in the corpus: 4 of 4 tables against 0; see docs/TABLES.md).

Each page has a time budget and the paper has one in all; pages past the paper's budget are
skipped, and both are reported, never a hang.
"""

from __future__ import annotations

import math
import os
import re
import time
import unicodedata
from collections import Counter, deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
import pymupdf

from paperlens.ingest.pagetext import plain_text
from paperlens.ingest.tables_layout import is_outlined_text
from paperlens.settings import ScanSettings

if TYPE_CHECKING:
    from paperlens.ingest.turn_cache import TurnCache

# Characters that carry no text: no Unicode mapping, private use, controls.
_UNMAPPED = {"\ufffd"}
# A gap between two recognised characters wider than this share of the line height is a space
# the recogniser left out ("AlgorithmPCSA").
_SPACE_GAP = 0.3
# Pages with fewer outlined lines than this are left alone (a logo, a stray label).
_OUTLINE_MIN_LINES = 3
# Redaction that removes only the text (the constants are missing from PyMuPDF's stubs).
_KEEP_IMAGES: int = pymupdf.PDF_REDACT_IMAGE_NONE  # type: ignore[attr-defined]
_KEEP_LINE_ART: int = pymupdf.PDF_REDACT_LINE_ART_NONE  # type: ignore[attr-defined]
# Word boxes whose centres are closer than this share of their height are on one line.
_SAME_LINE = 0.35
# The baseline sits this share of the box height above the box's bottom.
_DESCENT = 0.2


@dataclass
class ScanReport:
    """What the OCR stage did: the pages it gave a text layer, its time, and what it skipped."""

    pages: list[int] = field(default_factory=list)  # 1-based, OCR'd whole
    # Pages whose text layer is fine but that print some lines as outlined glyphs (paths): only
    # those lines were OCR'd, into these boxes (page points).
    regions: dict[int, list[tuple[float, float, float, float]]] = field(default_factory=dict)
    seconds: float = 0.0
    words: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def seconds_per_page(self) -> float:
        return self.seconds / len(self.pages) if self.pages else 0.0


def _bad(c: str) -> bool:
    return c in _UNMAPPED or unicodedata.category(c) in ("Co", "Cc", "Cn")


def page_needs_ocr(page: pymupdf.Page, settings: ScanSettings) -> bool:
    """No usable text layer: too few characters, or mostly unmapped ones."""
    text = "".join(plain_text(page).split())
    # Each distinct character is judged once: a page has thousands of characters, ~100 kinds.
    bad = sum(n for c, n in Counter(text).items() if _bad(c))
    usable = len(text) - bad
    if usable < settings.min_page_chars:
        return _has_marks(page)
    return bad > settings.max_bad_ratio * len(text)


def outlined_lines(page: pymupdf.Page) -> list[pymupdf.Rect]:
    """Lines of text printed as filled outlines with no text under them (some publishers'
    tables and labels)."""
    shapes = [pymupdf.Rect(p["rect"]) for p in page.get_cdrawings() if is_outlined_text(p)]
    if not shapes:  # most pages: no need to read their words at all
        return []
    words = [pymupdf.Rect(w[:4]) for w in page.get_text("words")]
    return [r for r in shapes if not any(r.contains((w.tl + w.br) / 2) for w in words)]


def _outlined(page: pymupdf.Page, cache: TurnCache | None) -> list[pymupdf.Rect]:
    """``outlined_lines``, kept for the job's next turns: it lists every drawing of the page,
    which on a page of thousands of paths costs more than the rest of a turn's repeat."""
    if cache is None:
        return outlined_lines(page)
    key = cache.key("outlined", page.number)
    kept = cache.get(key)
    if kept is None:
        start = time.process_time()
        boxes = outlined_lines(page)
        spent = time.process_time() - start
        cache.put(key, [(r.x0, r.y0, r.x1, r.y1) for r in boxes], spent_s=spent)
        return boxes
    return [pymupdf.Rect(r) for r in kept]


def _has_marks(page: pymupdf.Page) -> bool:
    """Something is printed: an image, or drawings (outlined glyphs). A blank page is not OCR'd."""
    return bool(page.get_images()) or bool(page.get_cdrawings())


def text_layer_missing(doc: pymupdf.Document, settings: ScanSettings) -> bool:
    """Whether most pages of the document need OCR (a scanned paper). Pages are read until the
    majority is decided: a born-digital paper stops once half its pages have text, which halves
    the text extraction an upload's check waits for."""
    n = doc.page_count
    missing = 0
    for i in range(n):
        missing += page_needs_ocr(doc[i], settings)
        if missing * 2 > n:
            return True
        if (i + 1 - missing) * 2 >= n:
            return False
    return False


def finds_text(doc: pymupdf.Document, settings: ScanSettings, pages: int = 2) -> bool:
    """Whether OCR sees any text on the first pages that need it: text detection only, at the
    page's own scale (under a second a page), so an upload can be refused at once when even
    OCR would find nothing."""
    from paperlens.figures.ocr import read_image

    todo = [i for i in range(doc.page_count) if page_needs_ocr(doc[i], settings)][:pages]
    for index in todo:
        boxes = read_image(_render(doc[index], 1.0, settings.max_pixels), recognise=False)
        if boxes:
            return True
    return False


def _render(
    page: pymupdf.Page, zoom: float, max_pixels: int, clip: pymupdf.Rect | None = None
) -> np.ndarray:
    rect = clip or page.rect
    zoom = min(zoom, math.sqrt(max_pixels / max(1.0, rect.width * rect.height)))
    pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), colorspace=pymupdf.csGRAY, clip=clip)
    gray = np.frombuffer(pix.samples, np.uint8).reshape(pix.h, pix.w)
    return np.repeat(gray[:, :, None], 3, axis=2)


def ocr_workers() -> int:
    """Pages OCR'd at once: one per core the machine is not already using (the load average
    counts what runs now), at least one. The job runs at a lower priority, so extra threads
    only take cores that would otherwise sit idle; on a busy machine they would only add memory
    (one rendered page and one engine each)."""
    cores = len(os.sched_getaffinity(0))
    return max(1, min(cores, round(cores - os.getloadavg()[0] + 0.5)))


# (pages read so far, pages still to read), 1-based: whole pages only, in page order
TextReady = Callable[[set[int], set[int]], None]


def ocr_document(
    doc: pymupdf.Document,
    settings: ScanSettings,
    progress: Callable[[int, int], None] = lambda done, total: None,
    workers: int = 1,
    on_text: TextReady | None = None,
    budget: tuple[float, str] | None = None,
    cache: TurnCache | None = None,
) -> ScanReport:
    """Give every page without a usable text layer an invisible OCR text layer, in place.

    Whole pages are read first, in page order, ``workers`` at a time (rendering and writing
    stay in this thread: a document is not shared between threads; the engines run in others),
    and ``on_text`` hears of each page as soon as it and every page before it have their text,
    so the paper can be searched while the rest is read. Outlined lines on pages that have a
    text layer (figure labels, some tables) come last: text is searchable without them.

    ``budget`` (processor seconds, and the setting that sets them) replaces
    ``settings.max_seconds`` when it is smaller: the indexing job's own budget, so that a long
    scan is indexed with the pages that fit instead of being stopped whole. The first page is
    always read. ``cache``: pages read before (an earlier turn of the same job) are taken from
    it without OCR and outside the budget; each page read now is added to it."""
    report = ScanReport()
    max_seconds, budget_name = (settings.max_seconds, "PAPERLENS_SCAN__MAX_SECONDS")
    if budget is not None and budget[0] < max_seconds:
        max_seconds, budget_name = budget
    if not settings.enabled:
        return report
    whole = [i for i in range(doc.page_count) if page_needs_ocr(doc[i], settings)]
    outlined = {
        i: boxes
        for i in range(doc.page_count)
        if i not in whole and len(boxes := _outlined(doc[i], cache)) >= _OUTLINE_MIN_LINES
    }
    todo = [*whole, *sorted(outlined)]
    pending = {i + 1 for i in whole}
    if on_text is not None and todo:
        on_text(set(), set(pending))
    start = time.perf_counter()
    # The paper's budget is processor time (all OCR threads together): a scan read on a busy
    # machine loses no pages for the cores it waited for.
    cpu_start = time.process_time()
    workers = max(1, workers)
    running: deque[tuple[int, float, _Render, Future[list[Any]], str | None]] = deque()
    queued = iter(enumerate(todo, start=1))
    stopped = False

    def submit(pool: ThreadPoolExecutor) -> None:
        nonlocal stopped
        from paperlens.figures.ocr import read_image

        if stopped:
            return
        item = next(queued, None)
        if item is None:
            return
        k, index = item
        target = _target(doc[index], settings, outlined.get(index))
        key = _cache_key(cache, settings, index, target) if cache else None
        known = cache.get(key) if cache and key else None
        if known is not None:  # read in an earlier turn: no OCR, no budget
            progress(k, len(todo))
            done: Future[list[Any]] = Future()
            done.set_result(known)
            running.append((index, time.perf_counter(), target, done, None))
            return
        spent = time.process_time() - cpu_start
        if k > 1 and spent > max_seconds:
            skipped = [index + 1] + [i + 1 for _, i in queued]
            report.notes.append(
                f"OCR stopped after {spent:.0f} s of processor time ({budget_name}): pages "
                f"{_ranges(skipped)} were not read."
            )
            stopped = True
            return
        progress(k, len(todo))
        image = _render(doc[index], target.zoom, settings.max_pixels, target.clip)
        job = pool.submit(read_image, image, workers, True)
        running.append((index, time.perf_counter(), target, job, key))

    with ThreadPoolExecutor(workers, thread_name_prefix="paperlens-ocr") as pool:
        for _ in range(workers):
            submit(pool)
        while running:
            index, page_start, render, job, key = running.popleft()
            lines = job.result()
            if cache is not None and key is not None:
                cache.put(key, lines)
            report.words += _write_page(doc[index], settings, render, lines)
            took = time.perf_counter() - page_start
            if render.only is None:
                report.pages.append(index + 1)
                pending.discard(index + 1)
                if on_text is not None:
                    on_text(set(report.pages), set(pending))
            else:
                report.regions[index + 1] = [(r.x0, r.y0, r.x1, r.y1) for r in render.only]
            if took > settings.page_seconds:
                report.notes.append(
                    f"OCR of page {index + 1} took {took:.0f} s, over its "
                    f"{settings.page_seconds:.0f} s budget (PAPERLENS_SCAN__PAGE_SECONDS)."
                )
            submit(pool)
    report.seconds = time.perf_counter() - start
    return report


@dataclass
class _Render:
    clip: pymupdf.Rect
    zoom: float
    only: list[pymupdf.Rect] | None


def _cache_key(cache: TurnCache, settings: ScanSettings, index: int, target: _Render) -> str:
    """A page's OCR is told by the part of it read, the scale and the OCR settings."""
    clip = target.clip
    where = ",".join(f"{v:.2f}" for v in (clip.x0, clip.y0, clip.x1, clip.y1, target.zoom))
    return cache.key("ocr", settings.model_dump_json(), index, where)


def _target(page: pymupdf.Page, settings: ScanSettings, only: list[pymupdf.Rect] | None) -> _Render:
    """The part of the page OCR reads (all of it, or with ``only`` the part holding those
    outlined lines) and the scale it is rendered at."""
    clip = page.rect
    if only:
        clip = pymupdf.Rect(only[0])
        for r in only[1:]:
            clip |= r
        clip = (clip + (-4, -4, 4, 4)) & page.rect
    zoom = min(settings.zoom, math.sqrt(settings.max_pixels / max(1.0, clip.width * clip.height)))
    return _Render(clip, zoom, only)


def _write_page(
    page: pymupdf.Page, settings: ScanSettings, render: _Render, lines: list[Any]
) -> int:
    """Write a page's recognised words back as invisible text. With ``only`` (outlined lines on
    a page whose text layer is fine), just the part of the page holding them was read, and only
    words the text layer lacks are written; otherwise the whole page, its garbage text layer
    (if any) removed first."""
    clip, zoom, only = render.clip, render.zoom, render.only
    if only is None and page.get_text("text").strip():
        # A garbage text layer (no Unicode mapping) would be read next to the OCR'd one.
        page.add_redact_annot(page.rect)
        page.apply_redactions(images=_KEEP_IMAGES, graphics=_KEEP_LINE_ART)
    words = [
        (t, x0 + clip.x0, y0 + clip.y0, x1 + clip.x0, y1 + clip.y0)
        for line in lines
        for t, x0, y0, x1, y1 in _words(line, settings.min_score, zoom)
    ]
    if only:
        # Only what the text layer lacks: words over existing text are already there.
        have = [pymupdf.Rect(w[:4]) for w in page.get_text("words")]
        words = [
            w
            for w in words
            if not any(h.contains(((w[1] + w[3]) / 2, (w[2] + w[4]) / 2)) for h in have)
        ]
    if words:
        _write_invisible(page, _level(words))
    return len(words)


def _level(words: list[Word]) -> list[Word]:
    """Words the recogniser saw as separate lines but that stand on one printed line (the cells
    of a table row) share that line's top and bottom, so they share a baseline and a size."""
    out: list[Word] = []
    rows: list[list[Word]] = []
    for w in sorted(words, key=lambda w: (w[2] + w[4]) / 2):
        mid, h = (w[2] + w[4]) / 2, w[4] - w[2]
        if rows:
            last = rows[-1]
            lmid = sum((x[2] + x[4]) / 2 for x in last) / len(last)
            if abs(mid - lmid) <= _SAME_LINE * min(h, last[0][4] - last[0][2]):
                last.append(w)
                continue
        rows.append([w])
    for row in rows:
        top = sorted(w[2] for w in row)[len(row) // 2]
        bottom = sorted(w[4] for w in row)[len(row) // 2]
        out += [(t, x0, top, x1, bottom) for t, x0, _, x1, _ in row]
    return out


Word = tuple[str, float, float, float, float]  # text, x0, y0, x1, y1 in page points


def _words(line: list[Any], min_score: float, zoom: float) -> list[Word]:
    """A recognised line as words with their own boxes (from the per-character boxes when the
    engine gives them, else spread over the line's box by character count)."""
    box, text, score = line[0], str(line[1]), float(line[2])
    if score < min_score or not text.strip():
        return []
    xs = [p[0] / zoom for p in box]
    ys = [p[1] / zoom for p in box]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    chars: list[tuple[str, float, float]] = []
    if len(line) > 4 and line[3] and line[4]:
        boxes, contents = line[3], [str(c) for c in line[4]]
        solid = [c for c in contents if not c.isspace()]
        names = contents if len(boxes) == len(contents) else solid
        if len(boxes) == len(names):
            chars = [
                (c, min(p[0] for p in b) / zoom, max(p[0] for p in b) / zoom)
                for c, b in zip(names, boxes, strict=True)
            ]
    if not chars:
        step = (x1 - x0) / max(1, len(text))
        chars = [(c, x0 + i * step, x0 + (i + 1) * step) for i, c in enumerate(text)]
    out: list[Word] = []
    current: list[tuple[str, float, float]] = []
    height = y1 - y0
    for c in chars:
        gap = c[1] - current[-1][2] if current else 0.0
        if c[0].isspace() or (current and gap > _SPACE_GAP * height):
            if current:
                out.append(_word(current, y0, y1))
            current = [] if c[0].isspace() else [c]
            continue
        current.append(c)
    if current:
        out.append(_word(current, y0, y1))
    return out


def _word(chars: list[tuple[str, float, float]], y0: float, y1: float) -> Word:
    return (_respace("".join(c[0] for c in chars)), chars[0][1], y0, chars[-1][2], y1)


# Print sets relations with space around them ("k = 7") and a space after "%" before a word;
# the recogniser drops those narrow spaces ("k=7", "%Standard").
_RELATION = re.compile(r"(?<=[\w)])\s*([=<>≤≥≠])\s*(?=[\w(])")
_PERCENT = re.compile(r"%(?=[^\W\d_])")


def _respace(text: str) -> str:
    return _PERCENT.sub("% ", _RELATION.sub(r" \1 ", text))


_FONT: pymupdf.Font | None = None


def _write_invisible(page: pymupdf.Page, words: list[Word]) -> None:
    """Each word as invisible text filling its box: sized to the box's height, and squeezed or
    stretched to its width, so that the readers see the sizes and gaps the printed page has."""
    global _FONT
    if _FONT is None:
        _FONT = pymupdf.Font("cjk")  # Latin, Greek and CJK glyphs; no download
    for text, x0, y0, x1, y1 in words:
        h = y1 - y0
        size = max(1.0, 0.95 * h)
        natural = _FONT.text_length(text, fontsize=size) or 1.0
        origin = pymupdf.Point(x0, y1 - _DESCENT * h)
        writer = pymupdf.TextWriter(page.rect)
        writer.append(origin, text, font=_FONT, fontsize=size)
        squeeze = pymupdf.Matrix((x1 - x0) / natural, 1.0)
        writer.write_text(page, render_mode=3, morph=(origin, squeeze))


def _ranges(pages: list[int]) -> str:
    return f"{pages[0]}-{pages[-1]}" if len(pages) > 1 else str(pages[0])
