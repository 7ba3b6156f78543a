"""A local model's embedding call holds the indexing process's core until it returns: its batches
stop at ``ingest.embed_batch_chars`` characters, so that a turn ends near its budget. A remote
model costs this process nothing while it waits: its batches are ``embed_batch`` texts long."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pymupdf
from helpers import text_pdf
from hostile.hostile_pdfs import PROSE

from paperlens.ingest.pipeline import Embedded, index_document
from paperlens.settings import Settings


class _Recording:
    """Implements the Embedder protocol; records the texts of each call."""

    name = "recording"
    dim = 4

    def __init__(self, local: bool) -> None:
        self.local = local
        self.calls: list[list[str]] = []

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(list(texts))
        return np.ones((len(texts), self.dim), np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return np.ones(self.dim, np.float32)


def _index(embedder: _Recording, tmp_path: Path) -> tuple[Settings, set[str]]:
    """Index twelve pages of prose; the settings and the chunk ids that got vectors."""
    settings = Settings(data_dir=tmp_path, provider="local")
    settings.figures.enabled = False
    settings.ingest.embed_cache = False
    settings.ingest.embed_batch_chars = 1500
    events: list[object] = []
    with pymupdf.open(stream=text_pdf([f"Batches\nRun {n}. {PROSE}" for n in range(12)])) as doc:
        index_document(
            doc,
            "batches",
            settings,
            embedder,
            lambda: None,  # type: ignore[arg-type,return-value]  # no figures to describe
            tmp_path / "figures",
            emit=events.append,
        )
    embedded = {i for e in events if isinstance(e, Embedded) for i in e.chunk_ids}
    return settings, embedded


def test_a_local_models_batches_stop_at_their_characters_a_remote_ones_do_not(
    tmp_path: Path,
) -> None:
    local, remote = _Recording(local=True), _Recording(local=False)
    settings, by_local = _index(local, tmp_path / "local")
    _, by_remote = _index(remote, tmp_path / "remote")
    assert len(by_local) > 10 and by_local == by_remote, "every passage gets a vector"
    cap = settings.ingest.embed_batch_chars

    def sizes(embedder: _Recording) -> list[int]:
        return [sum(len(t) for t in call) for call in embedder.calls]

    longest = max(len(t) for call in local.calls for t in call)
    assert longest < cap and max(sizes(local)) <= cap, sizes(local)
    assert max(sizes(remote)) > cap and len(remote.calls) < len(local.calls), sizes(remote)
