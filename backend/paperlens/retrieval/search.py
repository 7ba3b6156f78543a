"""Hybrid search over the whole library: dense + BM25 fused by reciprocal rank.

The route and the paper selection are applied as masks *before* the top-k is taken, over an
exact in-memory mirror of the indexed chunks. Chroma stays the durable store; its filtered
queries were measured at p95 ≈ 50 ms on 50k chunks, against a few milliseconds for a masked
matrix-vector product here, and exact search makes rankings reproducible run to run.

An answer about one paper must not change when other papers are indexed, so nothing here is
a library-wide statistic: BM25 keeps one index (and IDF) per paper, dense scores are rounded
so that the shape of the matrix cannot flip a tie, and each paper's chunks keep one order.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from paperlens.answer.vocabulary import Vocabulary
from paperlens.labels import find_labels, label_key
from paperlens.models import CHUNK_KINDS, Chunk, ChunkKind, Route, ScoredChunk
from paperlens.retrieval.lexical import LexicalIndex, query_tokens
from paperlens.retrieval.router import asks_about_front_matter
from paperlens.textclean import CJK_CHAR

# A table's footnote letter as the table reader prints it ("uptake^b"), and a note that opens
# with one ("a Bare support ... b Equilibrium uptake at 40 °C ..."). (Stars mark significance
# far more often than a condition.)
_TABLE_MARK = re.compile(r"\^\{?[a-z]\}?")
_FOOTNOTE_OPENING = re.compile(r"\s*[a-z]\s+[A-Z(]")


class ChunkSource(Protocol):
    """Where the index loads papers from: their chunks and vectors (zero rows: not embedded yet)."""

    def load(self, paper_ids: Sequence[str]) -> tuple[list[Chunk], np.ndarray]: ...


_KIND_CODE = {kind: i for i, kind in enumerate(CHUNK_KINDS)}
_SEARCHED_BESIDE_TEXT: tuple[ChunkKind, ...] = (
    "table",
    "figure",
)  # what a text-first question admits when it outscores
_DENSE_DECIMALS = 6  # float32 dot products agree to ~1e-7 whatever the matrix they sit in


@dataclass(frozen=True)
class Contents:
    """What the selected papers contain, for checking a question against them before answering.

    ``vocabularies``: one per paper, what its text, table and figure chunks print (NFKC; the
    reference list left out: a title in the bibliography is not something the paper reports),
    built once per paper version so that a question's check does not scan the text;
    ``label_keys``: the matching keys of their labelled chunks ("table 4" for "TABLE IV")."""

    label_keys: frozenset[str]
    vocabularies: tuple[Vocabulary, ...] = ()

    @property
    def text(self) -> str:
        return "\n".join(v.text for v in self.vocabularies)

    @classmethod
    def of(cls, chunks: Sequence[Chunk]) -> Contents:
        # Front matter prints the paper's names (its title), but its bare numbers are grant
        # numbers, dates and postcodes: "2021" of "grant 2021-0417" is no year the paper reports.
        text = "\n".join(
            _FRONT_NUMBER.sub(" ", c.text) if c.extra.get("front_matter") else c.text
            for c in chunks
            if c.kind != "reference"
        )
        # (a figure's chunk adds PaperLens's English description to the paper's words: its
        # caption and drawn words are the paper's own)
        own = "\n".join(
            c.caption or "" if c.kind == "figure" else c.text
            for c in chunks
            if c.kind != "reference"
        )
        return cls(
            label_keys=frozenset(label_key(c.label) for c in chunks if c.label),
            vocabularies=(
                Vocabulary.of(
                    unicodedata.normalize("NFKC", text), unicodedata.normalize("NFKC", own)
                ).prepared(),
            ),
        )


_FRONT_NUMBER = re.compile(r"(?<![A-Za-z_\-])\d+(?:[.,]\d+)*")


def _order_key(chunk: Chunk) -> tuple[int, int, int, str]:
    """One order per paper, whatever order the store returns: page, kind, index in the id."""
    tail = chunk.chunk_id.rsplit("-", 1)[-1]
    return (chunk.page, _KIND_CODE[chunk.kind], int(tail) if tail.isdigit() else 0, chunk.chunk_id)


@dataclass(frozen=True)
class _PaperPart:
    """What the snapshot needs of one paper's chunks beyond the chunks, computed once per paper
    version: a library rebuilt because one paper changed reads the others from here (rescanning
    every chunk for labels and scripts took 0.6 CPU s over 32 papers, on each version change
    of any paper, in each answering process)."""

    lexical: LexicalIndex  # the paper's own BM25 index (its IDF is the paper's)
    contents: Contents
    kinds: np.ndarray  # (n,) int8
    front: np.ndarray  # (n,) bool
    cjk: np.ndarray  # (n,) bool
    labelled: dict[str, list[int]]  # label key -> the paper's rows (from 0) with that label
    mentions: dict[str, list[int]]  # label key -> its text rows that mention it, ascending

    @classmethod
    def of(cls, chunks: Sequence[Chunk]) -> _PaperPart:
        labelled: dict[str, list[int]] = {}
        mentions: dict[str, list[int]] = {}
        for row, chunk in enumerate(chunks):
            if chunk.label:
                labelled.setdefault(label_key(chunk.label), []).append(row)
            elif chunk.kind == "text":
                for key in dict.fromkeys(label_key(label) for label in find_labels(chunk.text)):
                    mentions.setdefault(key, []).append(row)
        return cls(
            lexical=LexicalIndex([c.text for c in chunks]),
            contents=Contents.of(chunks),
            kinds=np.array([_KIND_CODE[c.kind] for c in chunks], dtype=np.int8),
            front=np.array([bool(c.extra.get("front_matter")) for c in chunks], dtype=bool),
            cjk=np.array([_mostly_cjk(c.text) for c in chunks], dtype=bool),
            labelled=labelled,
            mentions=mentions,
        )


def _joined_rows(
    parts: Sequence[_PaperPart], starts: Sequence[int], field: str
) -> dict[str, np.ndarray]:
    """A label index of the whole snapshot from each paper's, its rows shifted to the paper's start."""
    rows: dict[str, list[int]] = {}
    for part, start in zip(parts, starts, strict=True):
        for key, local in getattr(part, field).items():
            rows.setdefault(key, []).extend(start + r for r in local)
    return {k: np.array(v) for k, v in rows.items()}


@dataclass(frozen=True)
class _Snapshot:
    """An immutable view of the library; searches read one while a new one is built."""

    chunks: list[Chunk]
    vectors: np.ndarray  # (n, dim) float32, L2-normalised
    kinds: np.ndarray  # (n,) int8 codes of CHUNK_KINDS
    papers: np.ndarray  # (n,) int32 index into paper_ids
    paper_ids: list[str]
    spans: list[tuple[int, int]]  # rows [start, end) of each paper
    lexical: list[LexicalIndex]  # one BM25 index per paper: its IDF is the paper's own
    contents: list[Contents]  # per paper
    dense_ok: np.ndarray  # (n,) bool: the row has its vector (a paper may be searchable before)
    front: np.ndarray  # (n,) bool: front matter (authors, affiliations, funding), see ingest
    cjk: np.ndarray  # (n,) bool: the chunk is written mostly in Chinese, Japanese or Korean
    labelled: dict[str, np.ndarray]  # label key ("table 2") -> rows of chunks with that label
    mentions: dict[str, np.ndarray]  # label key -> rows of text chunks that mention it
    rows: dict[str, int]  # chunk id -> row

    @classmethod
    def build(
        cls,
        parts: dict[str, tuple[list[Chunk], np.ndarray]],
        derived: dict[str, _PaperPart] | None = None,
    ) -> _Snapshot:
        """``derived``: each paper's ``_PaperPart``, kept from the last build for the papers
        that did not change (filled in here for the others)."""
        derived = {} if derived is None else derived
        paper_ids = sorted(parts)
        chunks: list[Chunk] = []
        vectors, papers, spans, made = [], [], [], []
        for i, pid in enumerate(paper_ids):
            cs, vs = parts[pid]
            spans.append((len(chunks), len(chunks) + len(cs)))
            chunks += cs
            if len(cs):
                vectors.append(vs)
            papers.append(np.full(len(cs), i, dtype=np.int32))
            if pid not in derived:
                derived[pid] = _PaperPart.of(cs)
            made.append(derived[pid])
        matrix = np.concatenate(vectors) if vectors else np.zeros((0, 1), np.float32)
        starts = [start for start, _ in spans]

        def joined(field: str, dtype: type) -> np.ndarray:
            arrays = [getattr(part, field) for part in made]
            return np.concatenate(arrays) if arrays else np.zeros(0, dtype)

        return cls(
            chunks=chunks,
            vectors=np.ascontiguousarray(matrix, dtype=np.float32),
            kinds=joined("kinds", np.int8),
            papers=np.concatenate(papers) if papers else np.zeros(0, np.int32),
            paper_ids=paper_ids,
            spans=spans,
            lexical=[part.lexical for part in made],
            contents=[part.contents for part in made],
            dense_ok=np.abs(matrix).sum(axis=1) > 0 if len(chunks) else np.zeros(0, bool),
            front=joined("front", bool),
            cjk=joined("cjk", bool),
            labelled=_joined_rows(made, starts, "labelled"),
            mentions=_joined_rows(made, starts, "mentions"),
            rows={c.chunk_id: i for i, c in enumerate(chunks)},
        )

    def paper_rows(self, paper_ids: Sequence[str] | None) -> list[int]:
        """Indexes (into paper_ids) of the selected papers; all of them for None."""
        if paper_ids is None:
            return list(range(len(self.paper_ids)))
        return [self.paper_ids.index(p) for p in paper_ids if p in self.paper_ids]

    def lexical_scores(self, query: str, papers: Sequence[int]) -> np.ndarray:
        """BM25 of each selected paper's chunks against its own index; 0 elsewhere."""
        tokens = query_tokens(query)
        out = np.zeros(len(self.chunks), dtype=np.float32)
        for i in papers:
            start, end = self.spans[i]
            if end > start:
                out[start:end] = self.lexical[i].scores_of(tokens)
        return out


def _mostly_cjk(text: str) -> bool:
    letters = sum(ch.isalpha() for ch in text)
    return letters > 0 and len(CJK_CHAR.findall(text)) >= 0.5 * letters


def _top(scores: np.ndarray, mask: np.ndarray, n: int) -> np.ndarray:
    """Indices of the n best scores among the rows the mask admits, best first."""
    allowed = np.flatnonzero(mask)
    if not len(allowed):
        return allowed
    sub = scores[allowed]
    if len(sub) > n:
        part = np.argpartition(-sub, n)[:n]
        allowed, sub = allowed[part], sub[part]
    return allowed[np.argsort(-sub, kind="stable")]


def _rows_mask(rows: np.ndarray | None, base: np.ndarray) -> np.ndarray:
    mask = np.zeros_like(base)
    if rows is not None:
        mask[rows] = True
    return mask & base


class LibraryIndex:
    """In-memory mirror of the searchable (fully indexed) papers in the store."""

    def __init__(self, store: ChunkSource) -> None:
        self._store = store
        self._parts: dict[str, tuple[list[Chunk], np.ndarray]] = {}
        self._versions: dict[str, Hashable] = {}
        self._derived: dict[str, _PaperPart] = {}
        self._snapshot = _Snapshot.build({})
        self._lock = threading.Lock()
        self._whole: tuple[list[LexicalIndex], LexicalIndex] | None = None

    def _library_lexical(self, snap: _Snapshot) -> LexicalIndex:
        """One BM25 index over every chunk, built on the first whole-library search after the
        library's texts changed (not when only vectors came): a selection searches per paper,
        a search of everything once."""
        whole = self._whole
        if whole is None or whole[0] != snap.lexical:
            with self._lock:
                whole = self._whole
                if whole is None or whole[0] != snap.lexical:
                    whole = (snap.lexical, LexicalIndex.joined(snap.lexical))
                    self._whole = whole
        return whole[1]

    @property
    def size(self) -> int:
        return len(self._snapshot.chunks)

    def sync(self, searchable: Iterable[str] | Mapping[str, Hashable]) -> None:
        """Load papers that became searchable or changed version, drop removed ones; no-op when nothing changed."""
        versions = (
            dict(searchable) if isinstance(searchable, Mapping) else dict.fromkeys(searchable, 0)
        )
        wanted = set(versions)
        if versions == self._versions and wanted == set(self._parts):
            return
        with self._lock:
            missing = sorted(
                p for p in wanted if p not in self._parts or self._versions.get(p) != versions[p]
            )
            self._versions = versions
            if missing:
                chunks, vectors = self._store.load(missing)
                grouped: dict[str, list[int]] = {pid: [] for pid in missing}
                for row, chunk in enumerate(chunks):
                    grouped[chunk.paper_id].append(row)
                for pid, rows in grouped.items():
                    rows.sort(key=lambda r: _order_key(chunks[r]))
                    loaded = [chunks[r] for r in rows]
                    before = self._parts.get(pid)
                    if before is None or before[0] != loaded:
                        # New chunks (its figures parsed, say): its words and labels are read
                        # again. The same chunks with their vectors filled in (the job's
                        # end) keep them, and the library's BM25 stays as it was.
                        self._derived.pop(pid, None)
                    self._parts[pid] = (loaded, vectors[rows] if rows else vectors[:0])
            for pid in set(self._parts) - wanted:
                del self._parts[pid]
            for pid in set(self._derived) - wanted:
                self._derived.pop(pid)
            self._snapshot = snap = _Snapshot.build(self._parts, self._derived)
            # Keep one copy of the vectors: the parts become views into the snapshot's matrix.
            start = 0
            for pid in snap.paper_ids:
                chunks, _ = self._parts[pid]
                self._parts[pid] = (chunks, snap.vectors[start : start + len(chunks)])
                start += len(chunks)

    def search(
        self,
        query_vec: np.ndarray,
        query_text: str,
        route: Route,
        *,
        k: int,
        candidates: int,
        rrf_k: int,
        paper_ids: Sequence[str] | None = None,
        allowed_kinds: Sequence[ChunkKind] = CHUNK_KINDS,
        translated: str = "",
    ) -> list[ScoredChunk]:
        """The ``k`` best chunks for the question by meaning (``query_vec``) and by its words
        (``query_text``), fused by rank; ``translated``, the words the papers print for the
        question's in their language, ranks by spelling once more."""
        snap = self._snapshot
        if not snap.chunks:
            return []
        papers = snap.paper_rows(paper_ids)
        base = np.isin(snap.papers, papers)
        base &= np.isin(snap.kinds, [_KIND_CODE[t] for t in allowed_kinds])
        if not asks_about_front_matter(query_text):
            # Author blocks, affiliations and grant lines share the title's system names with
            # every question; they answer only questions about who, where and who paid.
            base &= ~snap.front
        routed = base & np.isin(snap.kinds, [_KIND_CODE[t] for t in route.types])

        dense = np.round(snap.vectors @ query_vec.astype(np.float32), _DENSE_DECIMALS)
        if paper_ids is None:
            # The whole library asked at once: its statistics are the point, one index serves.
            lexical = self._library_lexical(snap).scores(query_text)
        else:
            lexical = snap.lexical_scores(query_text, papers)
        ranked_lists = [
            _top(dense, routed & snap.dense_ok, candidates),
            _top(lexical, routed & (lexical > 0), candidates),
        ]
        across = np.zeros(0, dtype=np.float32)
        if translated:
            across = (
                self._library_lexical(snap).scores(translated)
                if paper_ids is None
                else snap.lexical_scores(translated, papers)
            )
            ranked_lists.append(_top(across, routed & (across > 0), candidates))
        asked_for = [t for t in route.types if t != "text"]
        if asked_for and "text" in route.types:
            # A figure (table) question ranks the figures (tables) once more on their own, so the
            # chunk it asks about leads and the prose around it follows.
            ranked_lists.append(
                _top(
                    dense,
                    base & snap.dense_ok & np.isin(snap.kinds, [_KIND_CODE[t] for t in asked_for]),
                    candidates,
                )
            )

        pinned: list[int] = []
        for label in route.labels:
            key = label_key(label)  # "Table 4" finds "TABLE IV"
            pinned += [
                int(i) for i in _top(dense, _rows_mask(snap.labelled.get(key), base), candidates)
            ]
            # ...plus the prose that discusses it ("as shown in Table 2").
            ranked_lists.append(_top(dense, _rows_mask(snap.mentions.get(key), base), candidates))

        fused: dict[int, float] = {}
        for ranked in ranked_lists:
            for rank, idx in enumerate(ranked):
                fused[int(idx)] = fused.get(int(idx), 0.0) + 1.0 / (rrf_k + rank + 1)
        # A chunk still without its vector (its paper is being embedded, or its budget ran out
        # while embedding) has no dense rank: it counts its lexical rank in the dense one's
        # place, so that it is not outranked by every chunk that merely has a vector.
        # Reference lists are never embedded and keep their single (lexical) rank.
        for rank, idx in enumerate(ranked_lists[1]):
            if not snap.dense_ok[idx] and snap.kinds[idx] != _KIND_CODE["reference"]:
                fused[int(idx)] += 1.0 / (rrf_k + rank + 1)

        unrouted = [t for t in _SEARCHED_BESIDE_TEXT if t not in route.types and t in allowed_kinds]
        if "text" in route.types and unrouted and (route.types == ["text"] or not route.labels):
            # A question routed to text (or to tables for a reported result) may still be
            # answered by a figure whose values were read, or a table: it joins when it
            # outscores everything routed. A question in a Latin script on CJK prose: the
            # English that table and figure chunks carry ("Figure 1 (page 1) is a vector
            # drawing", headers) lifts their similarity above any CJK passage's, so only shared
            # words may admit them.
            cross_script = not CJK_CHAR.search(query_text) and bool(
                np.median(snap.cjk[routed]) if routed.any() else False
            )
            joining = _outscoring_non_text(
                snap,
                dense,
                lexical,
                base,
                routed,
                fused,
                candidates,
                kinds=unrouted,
                by_meaning=not cross_script,
            )
            if translated:
                # ... or by the words it prints for the question's ("Yaşama oranı (%)")
                by_translation = _outscoring_non_text(
                    snap,
                    dense,
                    across,
                    base,
                    routed,
                    fused,
                    candidates,
                    kinds=unrouted,
                    by_meaning=False,  # (its meaning was weighed above)
                )
                for i, score in by_translation.items():
                    joining[i] = max(joining.get(i, 0.0), score)
            fused.update(joining)

        order = list(dict.fromkeys(pinned)) + sorted(
            (i for i in fused if i not in pinned), key=lambda i: (-fused[i], i)
        )
        top_score = max(fused.values(), default=0.0)
        return [
            ScoredChunk(
                chunk=snap.chunks[i],
                score=top_score + 1.0 if i in pinned else fused[i],
                similarity=float(dense[i]) if snap.dense_ok[i] else None,
            )
            for i in order[:k]
        ]

    def neighbours(self, chunks: Sequence[Chunk]) -> list[Chunk]:
        """The text chunks just before and after each text chunk on its page, not already given:
        a sentence cut at a chunk boundary is whole again with them."""
        snap = self._snapshot
        given = {c.chunk_id for c in chunks}
        out: dict[str, Chunk] = {}
        for chunk in chunks:
            row = snap.rows.get(chunk.chunk_id)
            if row is None or chunk.kind != "text":
                continue
            for other in (row - 1, row + 1):
                if not 0 <= other < len(snap.chunks):
                    continue
                near = snap.chunks[other]
                if (
                    near.kind == "text"
                    and not near.extra.get("front_matter")
                    and near.paper_id == chunk.paper_id
                    and near.page == chunk.page
                    and near.chunk_id not in given
                ):
                    out.setdefault(near.chunk_id, near)
        return list(out.values())

    def table_parts(self, table: Chunk) -> tuple[Chunk, ...]:
        """The other parts of the table ``table`` is one part of (a table split over a page
        break or by size is stored as parts sharing its label), in part order; () for a
        table of one part, or any other chunk."""
        if table.kind != "table" or not table.label or not table.extra.get("parts"):
            return ()
        snap = self._snapshot
        rows = snap.labelled.get(label_key(table.label), ())
        parts = (snap.chunks[int(i)] for i in rows)
        return tuple(
            sorted(
                (
                    c
                    for c in parts
                    if c.kind == "table"
                    and c.paper_id == table.paper_id
                    and c.label == table.label
                    and c.extra.get("parts")
                    and c.chunk_id != table.chunk_id
                ),
                key=lambda c: int(c.extra.get("part", 1)),
            )
        )

    def footnotes(self, table: Chunk) -> str:
        """The notes under a table whose cells or heads carry marks ("CO_2 uptake^b"): the text
        chunks of its page that open with a mark ("a Bare support ... b Equilibrium uptake at
        40 °C"). PDF text puts them apart from the table, as prose its question may not
        retrieve. "" for a table without marks."""
        snap = self._snapshot
        row = snap.rows.get(table.chunk_id)
        if row is None or table.kind != "table" or not _TABLE_MARK.search(table.text):
            return ""
        notes = []
        for step in (-1, 1):  # (a page's chunks are stored together, its text first)
            i = row + step
            while 0 <= i < len(snap.chunks) and _same_page(snap.chunks[i], table):
                near = snap.chunks[i]
                if near.kind == "text" and _FOOTNOTE_OPENING.match(near.text):
                    notes.append(near.text)
                i += step
        return " ".join(notes)

    def contents(self, paper_ids: Sequence[str] | None = None) -> Contents:
        """What the selected papers (all for None) contain: their text and their labels."""
        snap = self._snapshot
        picked = [snap.contents[i] for i in snap.paper_rows(paper_ids)]
        return Contents(
            label_keys=frozenset().union(*(c.label_keys for c in picked)),
            vocabularies=tuple(v for c in picked for v in c.vocabularies),
        )


def _same_page(a: Chunk, b: Chunk) -> bool:
    return a.paper_id == b.paper_id and a.page == b.page


def _outscoring_non_text(
    snap: _Snapshot,
    dense: np.ndarray,
    lexical: np.ndarray,
    base: np.ndarray,
    text_rows: np.ndarray,
    fused: dict[int, float],
    candidates: int,
    *,
    kinds: Sequence[ChunkKind] = _SEARCHED_BESIDE_TEXT,
    by_meaning: bool = True,
) -> dict[int, float]:
    """Text-first questions admit a table or figure (of ``kinds``, those not routed) only when it
    outscores every routed chunk,
    by meaning (dense, unless ``by_meaning`` is off) or by the words and numbers it shares with
    the question (BM25)."""
    has_text = bool(text_rows.any())
    dense_best = float(dense[text_rows].max()) if has_text else -1.0
    lexical_best = float(lexical[text_rows].max()) if has_text and len(lexical) else 0.0
    margin = np.maximum(dense - dense_best, 0.0) if by_meaning else np.zeros_like(dense)
    if len(lexical):
        margin = np.maximum(
            margin,
            # Relative gain, capped: a chunk sharing words where nothing routed shares any
            # leads by 0.01, not by thousands.
            np.minimum((lexical - lexical_best) / max(lexical_best, 1e-6), 1.0)
            * 0.01
            * (lexical > 0),
        )
    others = base & ~text_rows & np.isin(snap.kinds, [_KIND_CODE[t] for t in kinds]) & (margin > 0)
    best_fused = max(fused.values(), default=0.0)
    return {int(i): best_fused + float(margin[i]) for i in _top(margin, others, candidates)}
