"""Indexing time per stage and peak memory for each paper in ../shared/papers, embedded default.

Each paper is indexed in a fresh process and a fresh data directory, so its peak memory is
its own. The embedding model is loaded before the clock starts (a running service has it warm);
its load time is reported separately.

    python bench/ingest.py [PDF ...]
"""

from __future__ import annotations

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

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"


def index_one(pdf: Path) -> dict[str, object]:
    from paperlens.service import PaperLens
    from paperlens.settings import Settings
    from paperlens.store.registry import JobRecord

    with tempfile.TemporaryDirectory() as tmp:
        lens = PaperLens(Settings(data_dir=Path(tmp), provider="local"))
        t0 = time.perf_counter()
        lens.embedder.embed_passages(["warm-up"])
        load_s = time.perf_counter() - t0
        job = JobRecord(job_id="bench", paper_id="?")
        paper = lens.ingest_pdf(pdf.read_bytes(), filename=pdf.name, job=job)
        return {
            "paper": pdf.name,
            "pages": paper.pages,
            "counts": paper.counts,
            "model_load_s": round(load_s, 2),
            "timings": job.timings,
            "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
        }


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        print(json.dumps(index_one(Path(sys.argv[2]))))
        return 0
    pdfs = [Path(p) for p in sys.argv[1:]] or sorted(PAPERS.glob("*.pdf"))
    if not pdfs:
        print(f"no PDFs given and none in {PAPERS}", file=sys.stderr)
        return 1
    rows = []
    for pdf in pdfs:
        out = subprocess.run(
            [sys.executable, __file__, "--one", str(pdf)],
            capture_output=True,
            text=True,
            check=True,
        )
        rows.append(json.loads(out.stdout.strip().splitlines()[-1]))
    stages = list(dict.fromkeys(stage for row in rows for stage in row["timings"]))  # type: ignore[attr-defined]
    print(
        "| paper | pages | text | table | figure | "
        + " | ".join(f"{s} s" for s in stages)
        + " | peak RSS MB |"
    )
    print("|---|---:|---:|---:|---:|" + "---:|" * len(stages) + "---:|")
    for row in rows:
        counts, timings = row["counts"], row["timings"]
        cells = [f"{timings.get(s, 0):.2f}" for s in stages]  # type: ignore[union-attr]
        print(
            f"| {row['paper']} | {row['pages']} | {counts['text']} | {counts['table']} | {counts['figure']} | "  # type: ignore[index]
            + " | ".join(cells)
            + f" | {row['peak_rss_mb']} |"
        )
    print(
        f"\nembedding model load (not in total): {', '.join(str(r['model_load_s']) + ' s' for r in rows)}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
