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
- peak RSS: the largest resident memory of a job process (sampled every 0.1 s), in MB; a
  job's turns run in their own processes (with no children of their own: OCR and the
  embedder are threads), so this is the job's peak, against issue 14's 1 GB (the last line);
- outcome: done, or the job's error; its warnings (pages not read, vectors missing) if any.

``--hostile`` runs the inputs of issue 14 that can hold a core instead (tests/hostile's
generators): 200 pages of 20,000 vector paths each (the page limit, max_pages), 200 pages of
one ruled table each, a 48 MB upload of raster figures, and the 300-page PDF (refused at upload
by max_pages: its row says so).

Processor seconds hardly change with the machine's load, so a run on a shared machine is
comparable; wall seconds are not.

    python bench/turns.py [--turn S] [--hostile] [PDF ...]
        (default: every paper of ../shared/papers and corpus/)
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import psutil

os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"
HOSTILE = Path(__file__).resolve().parents[1] / "tests" / "hostile"
_TARGET_RSS = 2**30  # issue 14: peak RSS per job <= 1 GB on any input


def hostile_inputs() -> dict[str, Callable[[], bytes]]:
    sys.path.insert(0, str(HOSTILE))
    import hostile_pdfs as h

    return {
        "200 pages x 20,000 paths": lambda: h.many_paths(pages=200),
        "200 pages x 1 ruled table": lambda: h.many_tables(200),
        "48 MB of raster figures": h.large_upload,
        "300 pages of prose": lambda: h.many_pages(300),
    }


@contextlib.contextmanager
def peak_rss() -> Iterator[list[int]]:
    """The largest RSS (bytes) of any process started below this one, sampled until the end."""
    peak = [0]
    done = threading.Event()

    def sample() -> None:
        me = psutil.Process()
        while not done.wait(0.1):
            for child in me.children(recursive=True):
                with contextlib.suppress(psutil.Error):  # it ended meanwhile
                    peak[0] = max(peak[0], child.memory_info().rss)

    watcher = threading.Thread(target=sample, daemon=True)
    watcher.start()
    try:
        yield peak
    finally:
        done.set()
        watcher.join()


def index_in_turns(name: str, data: bytes, turn_s: float | None) -> dict[str, object]:
    from paperlens.ingest.pdf import BadPDF
    from paperlens.service import PaperLens
    from paperlens.settings import Settings

    with tempfile.TemporaryDirectory() as tmp, peak_rss() as peak:
        settings = Settings(data_dir=Path(tmp), provider="local")
        if turn_s is not None:
            settings.ingest.turn_budget_s = turn_s
        lens = PaperLens(settings)
        started = time.perf_counter()
        try:
            paper = lens.inspect(data, filename=name)
        except BadPDF as exc:
            return {
                "paper": name,
                "pages": 0,
                "turns": 0,
                "longest": 0.0,
                "total": 0.0,
                "wall": time.perf_counter() - started,
                "rss": peak[0],
                "outcome": f"refused at upload: {exc}",
                "warnings": [],
            }
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
            "paper": name,
            "pages": done.pages,
            "turns": len(turns),
            "longest": max(turns),
            "total": job.cpu_s,
            "wall": time.perf_counter() - started,
            "rss": peak[0],
            "outcome": job.status if job.status == "done" else f"{job.status}: {job.error}",
            "warnings": done.warnings,
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pdfs", nargs="*", type=Path)
    parser.add_argument("--turn", type=float, help="turn budget in processor seconds")
    parser.add_argument("--hostile", action="store_true", help="issue 14's heavy inputs")
    args = parser.parse_args()
    inputs: dict[str, Callable[[], bytes]]
    if args.hostile:
        inputs = hostile_inputs()
    else:
        pdfs = args.pdfs or sorted([*PAPERS.glob("*.pdf"), *(PAPERS / "corpus").glob("*.pdf")])
        inputs = {pdf.name: pdf.read_bytes for pdf in pdfs}
    print(
        f"{'paper':<34} {'pages':>5} {'turns':>5} {'longest':>8} {'total':>8} {'wall':>7} "
        f"{'RSS MB':>7}  outcome"
    )
    largest = 0
    for name, make in inputs.items():
        r = index_in_turns(name, make(), args.turn)
        largest = max(largest, int(r["rss"]))  # type: ignore[call-overload]
        print(
            f"{r['paper']:<34.34} {r['pages']:>5} {r['turns']:>5} {r['longest']:>8.1f} "
            f"{r['total']:>8.1f} {r['wall']:>7.1f} {r['rss'] / 2**20:>7.0f}  {r['outcome']}",
            flush=True,
        )
        for warning in r["warnings"]:  # type: ignore[attr-defined]
            print(f"{'':<34}   {warning}")
    verdict = "met" if largest <= _TARGET_RSS else "NOT met"
    print(f"largest peak RSS {largest / 2**20:.0f} MB: the 1 GB target per job is {verdict}")


if __name__ == "__main__":
    main()
