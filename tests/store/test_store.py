"""The Chroma store round-trips chunks with their metadata, embedded or against a server."""

from __future__ import annotations

import numpy as np

from paperlens.models import Chunk
from paperlens.store.vectors import ChromaStore


def _chunks(paper_id: str) -> list[Chunk]:
    return [
        Chunk(
            chunk_id=f"{paper_id}-text-p1-0",
            paper_id=paper_id,
            kind="text",
            page=1,
            text="The encoder has 6 layers.",
        ),
        Chunk(
            chunk_id=f"{paper_id}-table-p8-0",
            paper_id=paper_id,
            kind="table",
            page=8,
            label="Table 2",
            caption="BLEU scores",
            bbox=(10.5, 20.25, 300.0, 400.5),
            text="Table 2: BLEU scores\n\n| a | b |",
            extra={"part": 1, "parts": 2},
        ),
        Chunk(
            chunk_id=f"{paper_id}-figure-p3-0",
            paper_id=paper_id,
            kind="figure",
            page=3,
            label="Figure 1",
            caption="The Transformer",
            image=f"{paper_id}-figure-p3-0.png",
            text="Figure 1: The Transformer",
        ),
    ]


def test_chunks_round_trip_with_metadata_and_vectors(settings, embedder):
    store = ChromaStore(settings, embedder)
    chunks = _chunks("p1")
    vectors = embedder.embed_passages([c.text for c in chunks])
    store.add(chunks, vectors)

    assert store.chunks("p1") == sorted(chunks, key=lambda c: c.page)
    assert [c.label for c in store.chunks("p1", "table")] == ["Table 2"]
    assert store.chunks("p1", "table")[0].bbox == (10.5, 20.25, 300.0, 400.5)
    loaded, loaded_vectors = store.load(["p1"])
    by_id = {c.chunk_id: v for c, v in zip(loaded, loaded_vectors, strict=True)}
    for chunk, vector in zip(chunks, vectors, strict=True):
        assert np.allclose(by_id[chunk.chunk_id], vector, atol=1e-5)


def test_delete_removes_one_paper_only_and_upsert_does_not_duplicate(settings, embedder):
    store = ChromaStore(settings, embedder)
    for pid in ("p1", "p2"):
        chunks = _chunks(pid)
        store.add(chunks, embedder.embed_passages([c.text for c in chunks]))
    again = _chunks("p1")
    store.add(again, embedder.embed_passages([c.text for c in again]))
    assert len(store.chunks("p1")) == 3
    store.delete_paper("p1")
    assert store.chunks("p1") == []
    assert len(store.chunks("p2")) == 3
