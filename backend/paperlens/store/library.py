"""What the in-memory library index loads: chunk texts from the registry, vectors from Chroma.

A paper is searchable once parsed; its chunks without a vector yet get a zero row, which the
index leaves out of dense ranking while lexical search and label lookup already find them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from paperlens.models import Chunk

if TYPE_CHECKING:
    from paperlens.store.registry import Registry
    from paperlens.store.vectors import VectorStore


class LibrarySource:
    def __init__(self, registry: Registry, store: VectorStore, dim: Callable[[], int]) -> None:
        self._registry, self._store, self._dim = registry, store, dim

    def load(self, paper_ids: Sequence[str]) -> tuple[list[Chunk], np.ndarray]:
        rows = self._registry.chunks(paper_ids)
        chunks = [c for c, _ in rows]
        embedded = [c.chunk_id for c, done in rows if done]
        found = self._store.vectors(embedded) if embedded else {}
        # Every paper's rows must have the model's width, even one with no vector yet.
        dim = next((len(v) for v in found.values()), 0) or self._dim() or 1
        matrix = np.zeros((len(chunks), dim), dtype=np.float32)
        for row, chunk in enumerate(chunks):
            vector = found.get(chunk.chunk_id)
            if vector is not None:
                matrix[row] = vector
        return chunks, matrix
