"""The durable chunk store: Chroma over HTTP (a server, or the API's own child process:
``store/chroma_process.py``) or embedded in this process, on the data directory."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlparse

import numpy as np

from paperlens.models import Chunk, ChunkKind

if TYPE_CHECKING:
    from paperlens.embeddings import Embedder
    from paperlens.settings import Settings


class VectorStore(Protocol):
    def add(self, chunks: Sequence[Chunk], vectors: np.ndarray) -> None: ...
    def delete_paper(self, paper_id: str) -> None: ...
    def chunks(self, paper_id: str, kind: ChunkKind | None = None) -> list[Chunk]: ...
    def load(self, paper_ids: Sequence[str]) -> tuple[list[Chunk], np.ndarray]: ...
    def vectors(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]: ...


def _embedding_function(embedder: Embedder) -> Any:
    """Chroma's default embedder downloads an ONNX model on first use; register ours instead."""
    from chromadb.api.types import Documents, EmbeddingFunction, Embeddings

    class PaperLensEmbeddingFunction(EmbeddingFunction[Documents]):
        def __init__(self, inner: Embedder) -> None:
            self._inner = inner

        def __call__(self, input: Documents) -> Embeddings:
            return list(self._inner.embed_passages(list(input)))

        def embed_query(self, input: Documents) -> Embeddings:
            return [self._inner.embed_query(text) for text in input]

        @staticmethod
        def name() -> str:
            return "paperlens"

        def get_config(self) -> dict[str, Any]:
            return {"embedder": self._inner.name}

        @staticmethod
        def build_from_config(config: dict[str, Any]) -> PaperLensEmbeddingFunction:
            raise ValueError(
                f"Open this collection through PaperLens (embedder {config.get('embedder')!r}); "
                "it does not rebuild embedders from Chroma's stored config."
            )

        def default_space(self) -> str:  # type: ignore[override]
            return "cosine"

    return PaperLensEmbeddingFunction(embedder)


def make_client(settings: Settings) -> Any:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    if endpoint := settings.chroma_endpoint:
        url = urlparse(endpoint)
        if not url.hostname:
            raise ValueError(
                f"PAPERLENS_CHROMA_URL={endpoint!r} is not a URL like http://localhost:8000"
            )
        return chromadb.HttpClient(
            host=url.hostname,
            port=url.port or (443 if url.scheme == "https" else 8000),
            ssl=url.scheme == "https",
            settings=chroma_settings,
        )
    settings.chroma_dir.mkdir(parents=True, exist_ok=True)
    return chromadb.PersistentClient(path=str(settings.chroma_dir), settings=chroma_settings)


class ChromaStore:
    def __init__(self, settings: Settings, embedder: Embedder) -> None:
        self._client = make_client(settings)
        name = re.sub(r"[^a-zA-Z0-9._-]", "-", f"{settings.store.collection}-{embedder.name}")[
            :60
        ].strip("-._")
        self._collection = self._client.get_or_create_collection(
            name=name,
            embedding_function=_embedding_function(embedder),
            configuration={"hnsw": {"space": "cosine"}},
        )
        self._batch = self._client.get_max_batch_size()

    def add(self, chunks: Sequence[Chunk], vectors: np.ndarray) -> None:
        for start in range(0, len(chunks), self._batch):
            part = chunks[start : start + self._batch]
            self._collection.upsert(
                ids=[c.chunk_id for c in part],
                documents=[c.text for c in part],
                metadatas=[c.to_metadata() for c in part],  # type: ignore[misc]
                embeddings=vectors[start : start + self._batch],
            )

    def delete_paper(self, paper_id: str) -> None:
        self._collection.delete(where={"paper_id": paper_id})

    def _get(self, where: dict[str, Any], with_vectors: bool) -> tuple[list[Chunk], np.ndarray]:
        include = ["documents", "metadatas"] + (["embeddings"] if with_vectors else [])
        result = self._collection.get(where=where, include=include)
        chunks = [
            Chunk.from_metadata(cid, doc or "", meta or {})
            for cid, doc, meta in zip(
                result["ids"], result["documents"] or [], result["metadatas"] or [], strict=True
            )
        ]
        vectors = (
            np.asarray(result["embeddings"], dtype=np.float32)
            if with_vectors and chunks
            else np.zeros((0, 0), np.float32)
        )
        return chunks, vectors

    def chunks(self, paper_id: str, kind: ChunkKind | None = None) -> list[Chunk]:
        where: dict[str, Any] = {"paper_id": paper_id}
        if kind:
            where = {"$and": [where, {"type": kind}]}
        found, _ = self._get(where, with_vectors=False)
        order = {"text": 0, "table": 1, "figure": 2, "reference": 3}
        return sorted(
            found, key=lambda c: (c.page, order[c.kind], int(c.chunk_id.rsplit("-", 1)[-1]))
        )

    def load(self, paper_ids: Sequence[str]) -> tuple[list[Chunk], np.ndarray]:
        if not paper_ids:
            return [], np.zeros((0, 0), np.float32)
        return self._get({"paper_id": {"$in": list(paper_ids)}}, with_vectors=True)

    def vectors(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """Stored vectors by chunk id; ids without one are left out."""
        out: dict[str, np.ndarray] = {}
        step = max(1, min(self._batch, 5000))
        for start in range(0, len(chunk_ids), step):
            result = self._collection.get(
                ids=list(chunk_ids[start : start + step]), include=["embeddings"]
            )
            embeddings = result["embeddings"]
            if embeddings is None:
                continue
            for cid, vector in zip(result["ids"], embeddings, strict=True):
                out[cid] = np.asarray(vector, dtype=np.float32)
        return out

    @property
    def collection(self) -> Any:
        """The Chroma collection, for filtered vector queries in server mode."""
        return self._collection

    def count(self, paper_id: str) -> int:
        return len(self._collection.get(where={"paper_id": paper_id}, include=[])["ids"])
