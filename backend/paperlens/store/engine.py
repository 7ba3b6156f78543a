"""Server-mode retrieval: the engines pick the papers, the replica ranks a bounded working set.

With a Chroma server and Postgres, an API replica keeps no copy of the library. For a
library-wide question, Chroma's filtered vector search (dense) and Postgres full-text search
(lexical) return their best chunks across the library, and the papers those chunks belong to are
the question's scope; for a question about selected papers (what the UI sends) the selection is.
The replica ranks just those papers with the same hybrid search as the embedded default, so
answers are the same and memory stays flat however large the library grows. Lexical statistics
are per paper, so a paper's ranking does not depend on which other papers share the scope.

Loaded papers (chunks from Postgres, vectors from Chroma) are kept in a small least-recently-used
cache, and so are the indexes of the last few scopes: asking about the same paper again loads
and builds nothing.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from paperlens.models import Chunk
from paperlens.retrieval.search import ChunkSource, LibraryIndex

if TYPE_CHECKING:
    from paperlens.models import Route
    from paperlens.store.registry import Registry

_SCOPE_INDEXES = 8  # built indexes kept: the scopes of the last few conversations


class _PaperCache:
    """Loaded papers by (paper id, version), least recently used dropped first."""

    def __init__(self, source: ChunkSource, capacity: int) -> None:
        self._source, self._capacity = source, capacity
        self._parts: OrderedDict[tuple[str, Hashable], tuple[list[Chunk], np.ndarray]] = (
            OrderedDict()
        )
        self._lock = threading.Lock()

    def view(self, versions: Mapping[str, Hashable]) -> ChunkSource:
        cache = self

        class _View:
            def load(self, paper_ids: Sequence[str]) -> tuple[list[Chunk], np.ndarray]:
                return cache.load({p: versions[p] for p in paper_ids})

        return _View()

    def load(self, versions: Mapping[str, Hashable]) -> tuple[list[Chunk], np.ndarray]:
        with self._lock:
            missing = [p for p, v in versions.items() if (p, v) not in self._parts]
        if missing:
            chunks, vectors = self._source.load(missing)
            rows: dict[str, list[int]] = {p: [] for p in missing}
            for row, chunk in enumerate(chunks):
                rows[chunk.paper_id].append(row)
            with self._lock:
                for p, r in rows.items():
                    self._parts[(p, versions[p])] = ([chunks[i] for i in r], vectors[r])
        out_chunks: list[Chunk] = []
        out_vectors = []
        with self._lock:
            for p, v in versions.items():
                cs, vs = self._parts[(p, v)]
                self._parts.move_to_end((p, v))
                out_chunks += cs
                out_vectors.append(vs)
            while len(self._parts) > self._capacity:
                self._parts.popitem(last=False)
        matrix = np.concatenate(out_vectors) if out_vectors else np.zeros((0, 1), np.float32)
        return out_chunks, matrix


class EngineScope:
    def __init__(
        self,
        registry: Registry,
        collection: Any,
        source: ChunkSource,
        capacity: int,
        scope: int,
    ) -> None:
        self._registry, self._collection, self._scope = registry, collection, scope
        self._papers = _PaperCache(source, capacity)
        self._indexes: OrderedDict[tuple[tuple[str, Hashable], ...], LibraryIndex] = OrderedDict()
        self._lock = threading.Lock()

    def papers_for(
        self,
        query_vec: np.ndarray,
        query_text: str,
        route: Route,
        paper_ids: Sequence[str] | None,
        candidates: int,
    ) -> list[str]:
        """The papers a question is ranked over: the selection if small, else the engines' picks."""
        if paper_ids is not None and len(paper_ids) <= self._scope:
            return list(paper_ids)
        where: dict[str, Any] = {"type": {"$in": list(route.types)}}
        if paper_ids is not None:
            where = {"$and": [where, {"paper_id": {"$in": list(paper_ids)}}]}
        dense = self._collection.query(
            query_embeddings=[query_vec.astype(np.float32).tolist()],
            n_results=candidates,
            where=where,
            include=["metadatas"],
        )
        ranked = [str(meta["paper_id"]) for meta in (dense.get("metadatas") or [[]])[0]]
        lexical = self._registry.lexical_candidates(query_text, route.types, paper_ids, candidates)
        merged: list[str] = []  # interleaved, so both rankers place papers in the scope
        for pair in zip(ranked, lexical, strict=False):
            merged += pair
        merged += ranked[len(lexical) :] + lexical[len(ranked) :]
        return list(dict.fromkeys(merged))[: self._scope]

    def index_for(self, scope: Sequence[str], searchable: Mapping[str, Hashable]) -> LibraryIndex:
        """An index over exactly these papers; each request gets its own, so none sees another's."""
        key = tuple(sorted((p, searchable[p]) for p in set(scope) if p in searchable))
        with self._lock:
            if key in self._indexes:
                self._indexes.move_to_end(key)
                return self._indexes[key]
        versions = dict(key)
        index = LibraryIndex(self._papers.view(versions))
        index.sync(versions)
        with self._lock:
            self._indexes[key] = index
            while len(self._indexes) > _SCOPE_INDEXES:
                self._indexes.popitem(last=False)
        return index
