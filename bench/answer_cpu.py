"""Processor seconds of answering, per question of the bundled and corpus sets, in one process.

bench/latency.py times `/chat` against a server: wall seconds, which on a shared machine swing
with the neighbours' load. This asks the same questions of PaperLens itself and counts CPU
seconds (``time.process_time``), which swing far less: the first ask of each question in a fresh
process (after the warm-up an answering process does at start) and a repeat, p50 / p95 / max per
category and per set. ``--profile N`` prints the cProfile of the N slowest repeats.

    python bench/answer_cpu.py [--data-dir DIR] [--sets attention-18 resnet-charts] [--profile 3]

Papers are indexed into DIR once (in a child process, so the answering process starts cold); a
later run on the same DIR only answers.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from _server import PAPERS, QUIET, percentile, question_sets


def _lens(data_dir: Path):  # type: ignore[no-untyped-def]
    from paperlens.service import PaperLens
    from paperlens.settings import Settings

    return PaperLens(Settings(data_dir=data_dir, provider="local"))


def _index(data_dir: Path, files: list[str]) -> None:
    ids_file = data_dir / "paper_ids.json"
    ids = json.loads(ids_file.read_text()) if ids_file.exists() else {}
    lens = _lens(data_dir)
    for name in files:
        if name not in ids:
            paper = lens.ingest_pdf((PAPERS / name).read_bytes(), filename=Path(name).name)
            ids[name] = paper.paper_id
            ids_file.write_text(json.dumps(ids))
            print(f"indexed {name}", flush=True)


def _row(name: str, times: list[float]) -> str:
    p50, p95 = percentile(times, 50), percentile(times, 95)
    return f"| {name} | {len(times)} | {p50:.3f} | {p95:.3f} | {max(times):.3f} |"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, help="where the papers are (or get) indexed")
    parser.add_argument("--sets", nargs="*", help="set names (default: every set)")
    parser.add_argument("--profile", type=int, default=0, help="profile the N slowest repeats")
    parser.add_argument("--index-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()

    sets = question_sets(args.sets)
    if not sets:
        print(f"no question set with its paper under {PAPERS}", file=sys.stderr)
        return 1
    files = sorted({s["file"] for s in sets})
    with tempfile.TemporaryDirectory(prefix="paperlens-answer-cpu-") as tmp:
        data_dir = args.data_dir or Path(tmp)
        if args.index_only:
            _index(data_dir, files)
            return 0
        child = [sys.executable, __file__, "--index-only", "--data-dir", str(data_dir)]
        subprocess.run(
            [*child, "--sets", *[s["name"] for s in sets]], check=True, env={**os.environ, **QUIET}
        )
        return _answer(data_dir, sets, args.profile)


def _answer(data_dir: Path, sets: list[dict], profile: int) -> int:
    ids = json.loads((data_dir / "paper_ids.json").read_text())
    started = time.process_time()
    lens = _lens(data_dir)
    lens.warm_up()
    print(f"start and warm-up: {time.process_time() - started:.2f} CPU s\n")
    first: dict[str, list[float]] = defaultdict(list)
    again: dict[str, list[float]] = defaultdict(list)
    asked: list[tuple[float, str, list[str]]] = []
    for qs in sets:
        paper_ids = [ids[qs["file"]]]
        for q in qs["questions"]:
            took = []
            for _ in range(2):
                t0 = time.process_time()
                lens.ask(q["question"], paper_ids=paper_ids)
                took.append(time.process_time() - t0)
            for key in (q["category"], qs["name"], "**all**"):
                first[key].append(took[0])
                again[key].append(took[1])
            asked.append((took[1], q["question"], paper_ids))

    print("| | n | p50 CPU s | p95 CPU s | max CPU s |\n|---|---:|---:|---:|---:|")
    for label, times in (("first ask", first), ("repeat", again)):
        print(f"| **{label}** | | | | |")
        for key in sorted(times, key=lambda k: (k == "**all**", -len(times[k]))):
            print(_row(key, times[key]))
    for took, question, paper_ids in sorted(asked, reverse=True)[:profile]:
        profiler = cProfile.Profile()
        profiler.runcall(lens.ask, question, paper_ids=paper_ids)
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(25)
        print(f"\n{took:.3f} CPU s: {question}\n{out.getvalue()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
