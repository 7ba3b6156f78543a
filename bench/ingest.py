"""Indexing speed and memory per paper in ../shared/papers and its corpus/, embedded default.

For each paper, in a fresh process and a fresh data directory (so peak memory is its own):
- accept: the upload's check and store (what the 202 waits for);
- searchable: upload to the first answerable question (text and tables parsed and stored);
- embedded: upload to fully indexed (every dense-searchable chunk has its vector);
- s/page: fully indexed time per page; parse: the parse stages alone (no embedding);
- pymupdf4llm: ``pymupdf4llm.to_markdown`` (text and tables only) on the same PDF, as a reference
  (not a dependency: `pip install pymupdf4llm`), and parse / that time;
- embedded texts: how many texts the model embedded (duplicates once, reference lists never).

The pipeline runs in-process here; the service runs the same pipeline in a lower-priority child
process. The embedding model is loaded before the clock starts, as in a running service.

    python bench/ingest.py [PDF ...]
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"
PARSE_STAGES = ("extracting tables", "finding figures", "extracting text", "describing figures")


def index_one(pdf: Path) -> dict[str, object]:
    from paperlens.service import PaperLens
    from paperlens.settings import Settings

    data = pdf.read_bytes()
    with tempfile.TemporaryDirectory() as tmp:
        lens = PaperLens(Settings(data_dir=Path(tmp), provider="local"))
        lens.embedder.embed_passages(["warm-up"])
        t0 = time.perf_counter()
        paper = lens.inspect(data, filename=pdf.name)
        job, _ = lens.accept(data, paper)
        accepted = time.perf_counter() - t0
        runner = threading.Thread(
            target=lens.run_job, args=(job.job_id,), kwargs={"in_process": True}
        )
        runner.start()
        searchable = None
        while runner.is_alive():
            if searchable is None and lens.registry.searchable().get(paper.paper_id):
                searchable = time.perf_counter() - t0
            time.sleep(0.01)
        runner.join()
        total = time.perf_counter() - t0
        done = lens.registry.paper(paper.paper_id)
        finished = lens.registry.job(job.job_id)
        assert done is not None and finished is not None and done.status == "done", done
        return {
            "paper": pdf.name,
            "pages": done.pages,
            "counts": done.counts,
            "accept_s": accepted,
            "searchable_s": searchable or total,
            "embedded_s": total,
            "parse_s": sum(finished.timings.get(s, 0.0) for s in PARSE_STAGES),
            "embedding_s": finished.timings.get("embedding", 0.0),
            "embedded_texts": finished.embedded_texts,
            "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
        }


def reference_one(pdf: Path) -> float | None:
    try:
        import pymupdf4llm
    except ImportError:
        return None
    t0 = time.perf_counter()
    try:
        pymupdf4llm.to_markdown(str(pdf), show_progress=False)
    except Exception as exc:  # the reference failing on a PDF is a finding, not a crash
        print(f"pymupdf4llm failed on {pdf.name}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return None
    return time.perf_counter() - t0


def _run(flag: str, pdf: Path) -> object:
    out = subprocess.run(
        [sys.executable, __file__, flag, str(pdf)], capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        print(json.dumps(index_one(Path(sys.argv[2]))))
        return 0
    if len(sys.argv) == 3 and sys.argv[1] == "--ref":
        print(json.dumps(reference_one(Path(sys.argv[2]))))
        return 0
    pdfs = [Path(p) for p in sys.argv[1:]] or sorted(PAPERS.glob("*.pdf")) + sorted(
        (PAPERS / "corpus").glob("*.pdf")
    )
    if not pdfs:
        print(f"no PDFs given and none in {PAPERS}", file=sys.stderr)
        return 1
    print(
        "| paper | pages | chunks t/tb/f | accept s | searchable s | fully embedded s | s/page "
        "| parse s | embedding s | pymupdf4llm s | parse / pymupdf4llm | embedded texts | peak RSS MB |"
    )
    print("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for pdf in pdfs:
        r = _run("--one", pdf)
        ref = _run("--ref", pdf)
        assert isinstance(r, dict)
        c = r["counts"]
        ratio = f"{r['parse_s'] / ref:.2f}" if ref else "n/a"
        print(
            f"| {r['paper']} | {r['pages']} | {c.get('text', 0)}/{c.get('table', 0)}/{c.get('figure', 0)} "
            f"| {r['accept_s']:.2f} | {r['searchable_s']:.2f} | {r['embedded_s']:.2f} "
            f"| {r['embedded_s'] / max(1, r['pages']):.2f} | {r['parse_s']:.2f} | {r['embedding_s']:.2f} "
            f"| {ref:.2f} | {ratio} | {r['embedded_texts']} | {r['peak_rss_mb']} |"
            if ref
            else f"| {r['paper']} | {r['pages']} | {c.get('text', 0)}/{c.get('table', 0)}/{c.get('figure', 0)} "
            f"| {r['accept_s']:.2f} | {r['searchable_s']:.2f} | {r['embedded_s']:.2f} "
            f"| {r['embedded_s'] / max(1, r['pages']):.2f} | {r['parse_s']:.2f} | {r['embedding_s']:.2f} "
            f"| failed or not installed | n/a | {r['embedded_texts']} | {r['peak_rss_mb']} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
