"""`/chat` latency over every question of the bundled and corpus sets, one question at a time.

Indexes each set's paper on the server (already indexed papers are reused), then asks every
question of every set against its own paper and prints p50, p95 and max per category and per
set. Issue 13's target: p95 <= 1 s and max <= 2 s over every question.

    python bench/latency.py [--url http://127.0.0.1:8000] [--sets attention-18 corpus-densenet]
    (without --url a server is started on a fresh data directory and stopped afterwards)
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict

import httpx
from _server import PAPERS, index, percentile, question_sets, server


def _row(name: str, times: list[float], errors: int) -> str:
    p50, p95 = percentile(times, 50), percentile(times, 95)
    top = max(times, default=float("nan"))
    return f"| {name} | {len(times)} | {p50:.2f} | {p95:.2f} | {top:.2f} | {errors} |"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running PaperLens API; default: start one")
    parser.add_argument("--sets", nargs="*", help="set names (default: every set)")
    parser.add_argument("--repeat", type=int, default=1, help="ask every question this often")
    args = parser.parse_args()

    sets = question_sets(args.sets)
    if not sets:
        print(f"no question set with its paper under {PAPERS}", file=sys.stderr)
        return 1
    with server(args.url) as url, httpx.Client(base_url=url, timeout=300) as http:
        files = {s["file"]: (PAPERS / s["file"]).read_bytes() for s in sets}
        started = time.perf_counter()
        ids = index(http, files)
        print(f"{len(ids)} papers indexed (or found) in {time.perf_counter() - started:.0f} s\n")

        by_category: dict[str, list[float]] = defaultdict(list)
        by_set: dict[str, list[float]] = defaultdict(list)
        errors: dict[str, int] = defaultdict(int)
        slowest: list[tuple[float, str]] = []
        for _ in range(args.repeat):
            for qs in sets:
                for q in qs["questions"]:
                    body = {"question": q["question"], "paper_ids": [ids[qs["file"]]]}
                    t0 = time.perf_counter()
                    reply = http.post("/chat", json=body)
                    took = time.perf_counter() - t0
                    if reply.status_code != 200:
                        errors[q["category"]] += 1
                        errors[qs["name"]] += 1
                        continue
                    by_category[q["category"]].append(took)
                    by_set[qs["name"]].append(took)
                    slowest.append((took, f"{qs['name']} {q['id']}"))

    header = "| {} | n | p50 s | p95 s | max s | errors |\n|---|---:|---:|---:|---:|---:|"
    print(header.format("category"))
    for category in sorted(by_category, key=lambda c: -len(by_category[c])):
        print(_row(category, by_category[category], errors[category]))
    everything = [t for times in by_category.values() for t in times]
    print(_row("**all**", everything, sum(errors[s["name"]] for s in sets)))
    print()
    print(header.format("set"))
    for name, times in by_set.items():
        print(_row(name, times, errors[name]))
    print("\nslowest:", ", ".join(f"{name} {took:.2f} s" for took, name in sorted(slowest)[-5:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
