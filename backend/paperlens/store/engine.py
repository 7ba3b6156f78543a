"""Server-mode retrieval: the engines pick the papers, the replica ranks a bounded working set.

With a Chroma server and Postgres, an API replica keeps no copy of the library. For each
question Chroma's filtered vector search (dense) and Postgres full-text search (lexical) return
their best chunks across the library; the papers those chunks belong to, or the papers the user
selected, are the question's scope. The replica loads just those papers (chunks from Postgres,
vectors from Chroma) into a small least-recently-used working set and ranks them with the same
hybrid search as the embedded default, so answers are the same and memory stays flat however
large the library grows. Lexical statistics are per paper, so a paper's ranking does not depend
on which other papers share the working set.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from paperlens.models import Route
    from paperlens.store.registry import Registry


class EngineScope:
    def __init__(self, registry: Registry, collection: Any, capacity: int, scope: int) -> None:
        self._registry, self._collection = registry, collection
        self._capacity, self._scope = capacity, scope
        self._recent: OrderedDict[str, None] = OrderedDict()

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
        ranked: list[str] = []
        for meta in (dense.get("metadatas") or [[]])[0]:
            ranked.append(str(meta["paper_id"]))
        lexical = self._registry.lexical_candidates(query_text, route.types, paper_ids, candidates)
        # Interleave the two lists so both rankers place papers in the scope.
        merged: list[str] = []
        for pair in zip(ranked, lexical, strict=False):
            merged += pair
        merged += ranked[len(lexical) :] + lexical[len(ranked) :]
        return list(dict.fromkeys(merged))[: self._scope]

    def working_set(
        self, scope: Sequence[str], searchable: Mapping[str, Hashable]
    ) -> dict[str, Hashable]:
        """The papers the replica keeps loaded: this question's, then the most recently asked."""
        for pid in scope:
            self._recent[pid] = None
            self._recent.move_to_end(pid)
        while len(self._recent) > self._capacity:
            self._recent.popitem(last=False)
        return {p: searchable[p] for p in self._recent if p in searchable}
