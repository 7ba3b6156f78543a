"""How long storing vectors stalls the rest of the API process: Chroma inside it or in its own.

Run from the repository root:  python bench/store_writes.py [--papers 30] [--chunks 100]

A thread of this process wakes every 5 ms, as /health's handler would, while the main thread
stores ``--papers`` batches of ``--chunks`` chunks (384-dimensional vectors, 500-character
texts, PaperLens's metadata), first into Chroma embedded in this process, then into Chroma run
as a child process (store/chroma_process.py, what the API service does by default). Printed: the
seconds the writes took and the gaps the waking thread saw (p50, p99, max; 5 ms = no stall).
Embedded Chroma's writes hold the interpreter lock for the whole call (chroma-core/chroma#3873).
"""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import chromadb
import numpy as np
from chromadb.config import Settings as ChromaSettings

from paperlens.store.chroma_process import ChromaProcess

TICK_S = 0.005


def write(collection: Any, papers: int, chunks: int) -> tuple[float, np.ndarray]:
    rng = np.random.default_rng(0)
    gaps: list[float] = []
    stop = threading.Event()

    def tick() -> None:
        last = time.perf_counter()
        while not stop.is_set():
            time.sleep(TICK_S)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    ticker = threading.Thread(target=tick)
    ticker.start()
    start = time.perf_counter()
    for paper in range(papers):
        vectors = rng.standard_normal((chunks, 384)).astype(np.float32)
        collection.upsert(
            ids=[f"p{paper}-{i}" for i in range(chunks)],
            embeddings=vectors,
            documents=["a sentence of a paper, " * 22] * chunks,
            metadatas=[
                {"paper_id": f"p{paper}", "type": "text", "page": i % 12} for i in range(chunks)
            ],
        )
    took = time.perf_counter() - start
    stop.set()
    ticker.join()
    return took, np.array(gaps) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--papers", type=int, default=30, help="batches written, one per paper")
    parser.add_argument("--chunks", type=int, default=100, help="chunks per paper")
    args = parser.parse_args()
    quiet = ChromaSettings(anonymized_telemetry=False)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        embedded = chromadb.PersistentClient(path=str(Path(tmp) / "embedded"), settings=quiet)
        collection = embedded.get_or_create_collection("bench-embedded", embedding_function=None)
        rows.append(("embedded in the process", *write(collection, args.papers, args.chunks)))
        child = ChromaProcess(Path(tmp) / "own")
        port = int(child.start().rsplit(":", 1)[1])
        try:
            client = chromadb.HttpClient(host="127.0.0.1", port=port, settings=quiet)
            collection = client.get_or_create_collection("bench-own", embedding_function=None)
            rows.append(
                ("own process (the API's default)", *write(collection, args.papers, args.chunks))
            )
        finally:
            child.stop()
    print(f"{args.papers} papers x {args.chunks} chunks; a thread waking every 5 ms\n")
    print("| Chroma | write s | gap p50 ms | gap p99 ms | gap max ms |")
    print("|---|---:|---:|---:|---:|")
    for name, took, gaps in rows:
        p50, p99 = np.percentile(gaps, [50, 99])
        print(f"| {name} | {took:.1f} | {p50:.0f} | {p99:.0f} | {gaps.max():.0f} |")


if __name__ == "__main__":
    main()
