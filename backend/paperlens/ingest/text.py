"""Page-aware text chunks: what a researcher would quote, with the page it is printed on."""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pymupdf

from paperlens.ingest.columns import column_order
from paperlens.ingest.front_matter import front_blocks
from paperlens.ingest.margins import running_heads
from paperlens.ingest.references import reference_pieces, split_references
from paperlens.ingest.rtl import has_rtl, rtl_blocks
from paperlens.ingest.wordgaps import has_hangul, spaced_blocks
from paperlens.labels import caption_label, label_key
from paperlens.models import BBox, Chunk, ChunkKind, chunk_id
from paperlens.settings import FrontMatterLimits
from paperlens.textclean import CJK

_SPACES = re.compile(r"[ \t]+")
# Han, kana and Hangul: scripts in which one character says about what a short word says.
_CJK_CHAR = re.compile(f"[{CJK}\uf900-\ufaff]")  # and the compatibility ideographs
# Expand ligatures ("ﬁ" -> "fi") so words are found as typed.
_FLAGS = pymupdf.TEXTFLAGS_BLOCKS & ~pymupdf.TEXT_PRESERVE_LIGATURES
# Characters allowed between two consecutive words of the normalised text (a space, a newline).
_WORD_GAP = 2
# ...and how far to look past a word that could not be found (a symbol dropped by normalising).
_WORD_SLACK = 64


def _overlap_ratio(block: BBox, region: BBox) -> float:
    x0, y0 = max(block[0], region[0]), max(block[1], region[1])
    x1, y1 = min(block[2], region[2]), min(block[3], region[3])
    inter = max(0.0, x1 - x0) * max(0.0, y1 - y0)
    area = max(1e-6, (block[2] - block[0]) * (block[3] - block[1]))
    return inter / area


def _kept_blocks(
    page: pymupdf.Page,
    exclude: Iterable[BBox],
    captions: Iterable[str],
    textpage: pymupdf.TextPage | None = None,
) -> list[tuple[int, str, BBox]]:
    """(block number, text, box) of the prose blocks, in reading order (column by column on a
    page set in two: see ``columns``); see ``page_text``."""
    regions = list(exclude)
    caption = (
        re.compile(rf"^\s*(?:{'|'.join(re.escape(c) for c in captions)})\s*[:.]")
        if captions
        else None
    )
    # A caption printed as "表 1 ..." or "TABLE IV" opens the chunk of "Table 1" / "Table IV".
    wanted = {label_key(c) for c in captions}
    kept = []
    spaced: dict[int, str] | None = None
    ordered: dict[int, str] | None = None
    for x0, y0, x1, y1, text, number, kind in page.get_text(
        "blocks", sort=True, flags=_FLAGS, textpage=textpage
    ):
        if kind != 0 or not text.strip():
            continue
        if has_hangul(text):  # word spaces the producer left out (see ingest/wordgaps.py)
            if spaced is None:
                spaced = spaced_blocks(page, textpage, _FLAGS)
            text = spaced.get(number, text)
        elif has_rtl(text):  # runs of a right-to-left line drawn out of order (see ingest/rtl.py)
            if ordered is None:
                ordered = rtl_blocks(page, _FLAGS)
            text = ordered.get(number, text)
        if any(_overlap_ratio((x0, y0, x1, y1), r) > 0.5 for r in regions):
            continue
        if caption and caption.match(text):
            continue
        opening = caption_label(text) if wanted else None
        if opening and label_key(opening.label) in wanted:
            continue
        kept.append((number, text, (x0, y0, x1, y1)))
    return column_order(kept, page.rect.width, has_rtl)


def _normalise(parts: list[str]) -> str:
    text = "\n".join(parts)
    text = re.sub(r"-\n(?=[a-z])", "", text)  # re-join words hyphenated at a line end
    text = text.replace("\n", " ")
    return _SPACES.sub(" ", text).strip()


def page_text(
    page: pymupdf.Page, exclude: Iterable[BBox] = (), captions: Iterable[str] = ()
) -> str:
    """The page's prose, leaving out blocks that sit inside tables and figures and their captions.

    Tables and figures get chunks of their own, which start with their caption; their cell and
    tick-label text would only add noise ("0.1 0.2 0.3 ...") to the text chunks, and a second
    copy of the caption would be cited as [Text] beside the [Table] it belongs to.
    """
    return _normalise([text for _, text, _ in _kept_blocks(page, exclude, captions)])


@dataclass(frozen=True)
class _Word:
    start: int  # character offsets in the page's normalised text
    end: int
    line: tuple[int, int]  # (block, line): words of one printed line merge into one box
    box: BBox


def _locate_words(
    printed: list[tuple[Any, ...]], blocks: list[tuple[int, str, BBox]], text: str
) -> list[_Word]:
    """Where each printed word of the kept blocks sits in the normalised text.

    Words come in the blocks' reading order, so each is searched for just after the previous
    one; a word split by a line-end hyphen is found without its hyphen. A word that cannot be
    found (rare normalisation differences) is skipped rather than misplaced.
    """
    by_block: dict[int, list[tuple[Any, ...]]] = {}
    for w in printed:  # the page's get_text("words")
        by_block.setdefault(w[5], []).append(w)
    found: list[_Word] = []
    cursor = 0
    for number, _, _ in blocks:
        for x0, y0, x1, y1, word, block, line, _no in by_block.get(number, []):
            for gap, token in itertools.product((_WORD_GAP, _WORD_SLACK), (word, word.rstrip("-"))):
                at = text.find(token, cursor, cursor + len(token) + gap) if token else -1
                if at != -1:
                    found.append(_Word(at, at + len(token), (block, line), (x0, y0, x1, y1)))
                    cursor = at + len(token)
                    break
            else:
                # A word whose spaces were put back from the glyph gaps ("이용은" of "자전거이용은").
                spaced = _spaced_word(token=word, text=text, start=cursor)
                if spaced:
                    found.append(_Word(*spaced, (block, line), (x0, y0, x1, y1)))
                    cursor = spaced[1]
    return found


def _spaced_word(token: str, text: str, start: int) -> tuple[int, int] | None:
    """Where ``token`` sits in ``text`` from ``start`` with word spaces between its letters."""
    if not token or not has_hangul(token):
        return None
    pattern = re.compile(r" ?".join(map(re.escape, token)))
    m = pattern.search(text, start, start + 2 * len(token) + _WORD_SLACK)
    return (m.start(), m.end()) if m else None


def line_boxes(words: list[_Word], start: int, end: int) -> list[list[float]]:
    """The boxes of the printed lines that hold the characters ``start:end``, one per line.

    Merged per line, a 500-character passage is about ten boxes: small enough to store on every
    text chunk, precise enough to highlight the passage on its page.
    """
    lines: dict[tuple[int, int], list[float]] = {}
    for w in words:
        if w.end <= start or w.start >= end:
            continue
        box = lines.get(w.line)
        if box is None:
            lines[w.line] = list(w.box)
        else:
            box[:] = [min(box[0], w.box[0]), min(box[1], w.box[1])] + [
                max(box[2], w.box[2]),
                max(box[3], w.box[3]),
            ]
    return [[round(v, 1) for v in box] for box in lines.values()]


_CJK_STOP = re.compile(r"[。．！？]")


def _cumulative(text: str, cjk_weight: float) -> list[float] | None:
    """Weighted length of each prefix of ``text``, or None when every character counts one."""
    if cjk_weight == 1.0 or not _CJK_CHAR.search(text):
        return None
    out = [0.0]
    for ch in text:
        out.append(out[-1] + (cjk_weight if _CJK_CHAR.match(ch) else 1.0))
    return out


def split_spans(
    text: str, size: int, overlap: int, cjk_weight: float = 1.0
) -> list[tuple[int, int]]:
    """Windows of about `size` characters, cut at a sentence or word boundary when one is near.

    A Chinese, Japanese or Korean character counts ``cjk_weight`` characters: it says about
    as much as a short English word, so a 500-character window of CJK would hold several
    times the content of an English one and outrank focused chunks on every question. CJK
    sentences end in "。．！？" with no space after them; windows are cut there too.

    Returned as (start, end) offsets of stripped, non-empty pieces, so each piece can be found
    on its page again.
    """
    if size <= overlap:
        raise ValueError("chunk_size must be larger than chunk_overlap")
    cum = _cumulative(text, cjk_weight)

    def ahead(at: int, amount: float) -> int:
        """The offset ``amount`` weighted characters after ``at`` (before, when negative)."""
        if cum is None:
            return min(len(text), max(0, int(at + amount)))
        return min(len(text), max(0, bisect.bisect_left(cum, cum[at] + amount)))

    spans: list[tuple[int, int]] = []
    start = 0
    while start < len(text):
        end = ahead(start, size)
        if end < len(text):
            window = text[start:end]
            width = len(window)
            cut = max(
                window.rfind(". "),
                window.rfind("? "),
                window.rfind("! "),
                *(m.start() for m in _CJK_STOP.finditer(window)),
            )
            if cut < width * 0.6:
                cut = window.rfind(" ")
            if cut > width * 0.3:
                end = start + cut + 1
        raw = text[start:end]
        piece = raw.strip()
        if piece:
            first = start + len(raw) - len(raw.lstrip())
            spans.append((first, first + len(piece)))
        if end >= len(text):
            break
        next_start = ahead(end, -overlap)
        stop = _CJK_STOP.search(text, next_start, end - 1)
        space = text.find(" ", next_start, end)
        # A CJK sentence that starts inside the overlap begins the next window.
        start = stop.end() if stop else space + 1 if space != -1 else next_start
        start = max(start, spans[-1][0] + 1 if spans else 1)
    return spans


def split_text(text: str, size: int, overlap: int, cjk_weight: float = 1.0) -> list[str]:
    """Windows of about `size` characters, cut at a sentence or word boundary when one is near."""
    return [text[a:b] for a, b in split_spans(text, size, overlap, cjk_weight)]


def text_chunks(
    doc: pymupdf.Document,
    paper_id: str,
    *,
    size: int,
    overlap: int,
    exclude: dict[int, list[BBox]] | None = None,
    captions: dict[int, list[str]] | None = None,
    limits: FrontMatterLimits | None = None,
) -> list[Chunk]:
    """captions: labels ("Table 2") per page whose caption already opens a chunk of its own.

    Each chunk keeps the boxes of the lines it was read from (``extra["line_boxes"]``, PDF
    points). The reference list becomes ``reference`` chunks (see ingest/references.py); the
    title/author block, affiliations, e-mail, funding and date lines become text chunks of
    their own marked ``extra["front_matter"]`` (see ingest/front_matter.py)."""
    limits = limits or FrontMatterLimits()
    chunks: list[Chunk] = []
    exclude, captions = exclude or {}, captions or {}
    pages: dict[int, str] = {}
    fronts: dict[int, str] = {}
    words: dict[int, list[_Word]] = {}
    front_words: dict[int, list[_Word]] = {}
    read: list[tuple[int, float, list[tuple[int, str, BBox]]]] = []
    printed: dict[int, list[tuple[Any, ...]]] = {}
    for page in doc.pages():
        number = page.number + 1
        # One text extraction serves both reads: building it is most of their cost.
        textpage = page.get_textpage(flags=_FLAGS)
        blocks = _kept_blocks(page, exclude.get(number, ()), captions.get(number, ()), textpage)
        read.append((number, page.rect.height, blocks))
        printed[number] = page.get_text("words", flags=_FLAGS, textpage=textpage)
    heads = running_heads(read)
    for number, _, all_blocks in read:
        blocks = [b for b in all_blocks if b[0] not in heads.get(number, ())]
        marks = front_blocks(
            [t for _, t, _ in blocks],
            number == 1,
            prose_chars=limits.prose_chars,
            max_chars=limits.max_chars,
            cjk_weight=limits.cjk_weight,
        )
        front = [b for b, m in zip(blocks, marks, strict=True) if m]
        body = [b for b, m in zip(blocks, marks, strict=True) if not m]
        pages[number] = _normalise([t for _, t, _ in body])
        words[number] = _locate_words(printed[number], body, pages[number])
        if front:
            fronts[number] = _normalise([t for _, t, _ in front])
            front_words[number] = _locate_words(printed[number], front, fronts[number])
    prose, references = split_references(pages)
    for number in sorted(pages):
        parts: list[tuple[ChunkKind, list[str], str, list[_Word], bool]] = [
            (
                "text",
                split_text(fronts.get(number, ""), size, overlap, limits.cjk_weight),
                fronts.get(number, ""),
                front_words.get(number, []),
                True,
            ),
            (
                "text",
                split_text(prose[number], size, overlap, limits.cjk_weight),
                pages[number],
                words[number],
                False,
            ),
            (
                "reference",
                reference_pieces(references.get(number, ""), size),
                pages[number],
                words[number],
                False,
            ),
        ]
        counts: dict[ChunkKind, int] = {}
        for kind, pieces, source, located, is_front in parts:
            cursor = 0
            for piece in pieces:
                i = counts[kind] = counts.get(kind, -1) + 1
                # Pieces are cut from the page's text in order (prose and references each), so
                # each is found from where the previous one started.
                at = source.find(piece, cursor)
                boxes = line_boxes(located, at, at + len(piece)) if at != -1 else []
                cursor = at if at != -1 else cursor
                extra: dict[str, Any] = {"line_boxes": boxes} if boxes else {}
                if is_front:
                    extra["front_matter"] = True
                chunks.append(
                    Chunk(
                        chunk_id=chunk_id(paper_id, kind, number, i),
                        paper_id=paper_id,
                        kind=kind,
                        page=number,
                        text=piece,
                        # Where the passage is printed, for the UI's highlight on the page.
                        extra=extra,
                    )
                )
    return chunks
