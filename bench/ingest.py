"""Indexing speed and memory per paper in ../shared/papers and its corpus/, embedded default.

For each paper, in a fresh process and a fresh data directory (so peak memory is its own):
- accept: the upload's check and store (what the 202 waits for);
- searchable: upload to the first answerable question (text and tables parsed and stored),
  and in brackets the CPU seconds spent until then;
- embedded: upload to fully indexed (every dense-searchable chunk has its vector);
- s/page: fully indexed time per page; parse: the parse stages alone (no embedding);
- CPU s: processor time of the whole job (every thread: parsing, OCR, the embedder's threads).
  On a shared machine wall times swing with the neighbours' load; CPU seconds swing far less,
  so compare runs by CPU seconds and the wall columns only on an idle machine;
- pymupdf4llm: ``pymupdf4llm.to_markdown`` (text and tables only) on the same PDF, as a reference
  (not a dependency: `pip install pymupdf4llm`), and parse / that time;
- embedded texts: how many texts the model embedded (duplicates once, reference lists never).

The pipeline runs in-process here; the service runs the same pipeline in a lower-priority child
process. The embedding model is loaded before the clock starts, as in a running service.

    python bench/ingest.py [--no-ref] [PDF ...]
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
        lens.embedder.embed_passages(["warm-up", "warm-up again"])
        cpu0 = _cpu()
        t0 = time.perf_counter()
        paper = lens.inspect(data, filename=pdf.name)
        job, _ = lens.accept(data, paper)
        accepted = time.perf_counter() - t0
        runner = threading.Thread(
            target=lens.run_job, args=(job.job_id,), kwargs={"in_process": True}
        )
        runner.start()
        searchable, searchable_cpu = None, None
        while runner.is_alive():
            if searchable is None and lens.registry.searchable().get(paper.paper_id):
                searchable, searchable_cpu = time.perf_counter() - t0, _cpu() - cpu0
            time.sleep(0.01)
        runner.join()
        total = time.perf_counter() - t0
        cpu = _cpu() - cpu0
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
            "cpu_s": cpu,
            "searchable_cpu_s": searchable_cpu or cpu,
            "parse_s": sum(finished.timings.get(s, 0.0) for s in PARSE_STAGES),
            "embedding_s": finished.timings.get("embedding", 0.0),
            "embedded_texts": finished.embedded_texts,
            "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
        }


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


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
    args = sys.argv[1:]
    with_ref = "--no-ref" not in args
    pdfs = [Path(p) for p in args if p != "--no-ref"] or sorted(PAPERS.glob("*.pdf")) + sorted(
        (PAPERS / "corpus").glob("*.pdf")
    )
    if not pdfs:
        print(f"no PDFs given and none in {PAPERS}", file=sys.stderr)
        return 1
    print(
        "| paper | pages | chunks t/tb/f | accept s | searchable s (CPU s) | fully embedded s "
        "| s/page "
        "| CPU s | CPU s/page | parse s | embedding wait s | pymupdf4llm s | parse / pymupdf4llm "
        "| embedded texts | peak RSS MB |"
    )
    print("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for pdf in pdfs:
        r = _run("--one", pdf)
        ref = _run("--ref", pdf) if with_ref else None
        assert isinstance(r, dict)
        c = r["counts"]
        pages = max(1, r["pages"])
        reference = (
            f"{ref:.2f} | {r['parse_s'] / ref:.2f}"
            if isinstance(ref, float) and ref > 0
            else "not run | n/a"
            if not with_ref
            else "failed or not installed | n/a"
        )
        print(
            f"| {r['paper']} | {r['pages']} "
            f"| {c.get('text', 0)}/{c.get('table', 0)}/{c.get('figure', 0)} "
            f"| {r['accept_s']:.2f} | {r['searchable_s']:.2f} ({r['searchable_cpu_s']:.2f}) "
            f"| {r['embedded_s']:.2f} "
            f"| {r['embedded_s'] / pages:.2f} | {r['cpu_s']:.1f} | {r['cpu_s'] / pages:.2f} "
            f"| {r['parse_s']:.2f} | {r['embedding_s']:.2f} | {reference} "
            f"| {r['embedded_texts']} | {r['peak_rss_mb']} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
