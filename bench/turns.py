"""Indexing in turns: the longest time one upload holds a core, per paper (issue 14's 60 s target).

For each paper, in a fresh data directory (an empty embedding cache, as for a new upload), the
job runs as the service runs it: each turn in its own lower-priority child process, at most
``ingest.turn_budget_s`` processor seconds, then queued again until done. Printed per paper:
- turns: how many the job needed;
- longest turn: the processor seconds of its longest turn (the child process and the OCR it
  waited for) -- the time one upload held a core at a stretch;
- total CPU s: the sum over its turns (bounded by ``ingest.job_budget_s``); more than the same
  job in one turn by what each later turn redoes (starting the process and the embedder,
  parsing a born-digital paper again; OCR'd pages and vectors come from the caches);
- wall s: upload to done, with nothing else running;
- outcome: done, or the job's error; its warnings (pages not read, vectors missing) if any.

Processor seconds hardly change with the machine's load, so a run on a shared machine is
comparable; wall seconds are not.

    python bench/turns.py [--turn S] [PDF ...]   (default: every paper of ../shared/papers and corpus/)
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"


def index_in_turns(pdf: Path, turn_s: float | None) -> dict[str, object]:
    from paperlens.service import PaperLens
    from paperlens.settings import Settings

    data = pdf.read_bytes()
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(data_dir=Path(tmp), provider="local")
        if turn_s is not None:
            settings.ingest.turn_budget_s = turn_s
        lens = PaperLens(settings)
        started = time.perf_counter()
        paper = lens.inspect(data, filename=pdf.name)
        job, _ = lens.accept(data, paper)
        turns: list[float] = []
        while True:
            before = job.cpu_s
            ran = lens.run_job(job.job_id)
            assert ran is not None, "the job was not ours to run"
            job = ran
            turns.append(job.cpu_s - before)
            if job.status != "queued":
                break
        done = lens.registry.paper(paper.paper_id)
        assert done is not None
        return {
            "paper": pdf.name,
            "pages": done.pages,
            "turns": len(turns),
            "longest": max(turns),
            "total": job.cpu_s,
            "wall": time.perf_counter() - started,
            "outcome": job.status if job.status == "done" else f"{job.status}: {job.error}",
            "warnings": done.warnings,
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pdfs", nargs="*", type=Path)
    parser.add_argument("--turn", type=float, help="turn budget in processor seconds")
    args = parser.parse_args()
    pdfs = args.pdfs or sorted([*PAPERS.glob("*.pdf"), *(PAPERS / "corpus").glob("*.pdf")])
    print(
        f"{'paper':<34} {'pages':>5} {'turns':>5} {'longest':>8} {'total':>8} {'wall':>7}  outcome"
    )
    for pdf in pdfs:
        r = index_in_turns(pdf, args.turn)
        print(
            f"{r['paper']:<34.34} {r['pages']:>5} {r['turns']:>5} {r['longest']:>8.1f} "
            f"{r['total']:>8.1f} {r['wall']:>7.1f}  {r['outcome']}",
            flush=True,
        )
        for warning in r["warnings"]:  # type: ignore[attr-defined]
            print(f"{'':<34}   {warning}")


if __name__ == "__main__":
    main()
