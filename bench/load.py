"""N concurrent chats plus M uploads against one server: latency, errors, /health under load.

A library of L papers is indexed first (the real papers, then copies of them made distinct by
one extra page, so there is no embedding shortcut). Then, all at once: N clients each ask R
questions back to back (drawn in order from the bundled and corpus sets), M clients upload a new
paper each, and one client polls /health every 50 ms. Printed: chat latency percentiles and
errors, /health latency during the load, each upload's time to its 202 and to its job's end.
Issue 13's targets: chat p95 <= 5 s, /health p99 <= 100 ms, upload 202 <= 1 s, 0 errors.

    python bench/load.py [--url URL] [--chats 50] [--rounds 1] [--uploads 3] [--library 32]
                         [--data-dir DIR]

``--data-dir DIR`` keeps the indexed library in DIR (made on the first run) and runs each load on
a copy of it, so that before/after comparisons do not re-index the library every time.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import shutil
import sys
import tempfile
import time
from pathlib import Path

import httpx
import pymupdf
from _server import PAPERS, index, percentile, question_sets, server

HEALTH_EVERY_S = 0.05


def real_papers() -> dict[str, bytes]:
    files = sorted(PAPERS.glob("*.pdf")) + sorted(PAPERS.glob("corpus/*.pdf"))
    return {f.name: f.read_bytes() for f in files}


def variant(data: bytes, tag: str) -> bytes:
    """The same paper plus one page that names it: new bytes, a new paper id, the same work.
    The same bytes on every run (no new file /ID), so a kept library (``--data-dir``) is found
    again instead of growing by ``size - 12`` re-indexed copies each run."""
    doc = pymupdf.open(stream=data, filetype="pdf")
    page = doc.new_page()
    page.insert_text((72, 72), f"Appendix {tag}: a copy of this paper made for a load test.")
    return doc.tobytes(garbage=0, no_new_id=True)


def library(size: int, offset: int = 0) -> dict[str, bytes]:
    """``size`` distinct PDFs: the real papers first, then numbered variants of them."""
    real = real_papers()
    if offset == 0 and size <= len(real):
        return dict(itertools.islice(real.items(), size))
    out = dict(real) if offset == 0 else {}
    for i, (name, data) in enumerate(itertools.cycle(real.items())):
        if len(out) >= size:
            break
        out[f"v{offset + i}-{name}"] = variant(data, f"v{offset + i}")
    return out


def questions() -> list[str]:
    return [q["question"] for s in question_sets() for q in s["questions"]]


async def chat_client(
    http: httpx.AsyncClient, asked: list[str], times: list[float], errors: list[str]
) -> None:
    for question in asked:
        t0 = time.perf_counter()
        try:
            reply = await http.post("/chat", json={"question": question})
            if reply.status_code != 200:
                errors.append(f"{reply.status_code}: {reply.text[:120]}")
                continue
        except httpx.HTTPError as exc:
            errors.append(f"{type(exc).__name__}: {exc}")
            continue
        times.append(time.perf_counter() - t0)


async def upload_client(
    http: httpx.AsyncClient,
    name: str,
    data: bytes,
    accepted: list[float],
    done: list[float],
    errors: list[str],
) -> None:
    t0 = time.perf_counter()
    try:
        reply = await http.post("/papers", files={"file": (name, data, "application/pdf")})
    except httpx.HTTPError as exc:
        errors.append(f"upload {name}: {type(exc).__name__}: {exc}")
        return
    accepted.append(time.perf_counter() - t0)
    if reply.status_code not in (200, 202):
        errors.append(f"upload {name}: {reply.status_code}: {reply.text[:120]}")
        return
    job_id = reply.json()["job_id"]
    while True:
        try:
            job = (await http.get(f"/jobs/{job_id}")).json()
        except httpx.TransportError:  # a kept-alive connection closed under us: ask again
            await asyncio.sleep(0.5)
            continue
        if job["status"] in ("done", "failed"):
            if job["status"] == "failed":
                errors.append(f"upload {name}: job failed: {job['error']}")
            done.append(time.perf_counter() - t0)
            return
        await asyncio.sleep(0.5)


async def health_poller(
    url: str, stop: asyncio.Event, times: list[float], errors: list[str]
) -> None:
    async with httpx.AsyncClient(base_url=url, timeout=30) as http:
        while not stop.is_set():
            t0 = time.perf_counter()
            try:
                reply = await http.get("/health")
                if reply.status_code != 200:
                    errors.append(f"/health {reply.status_code}")
            except httpx.HTTPError as exc:
                errors.append(f"/health {type(exc).__name__}")
            times.append(time.perf_counter() - t0)
            await asyncio.sleep(HEALTH_EVERY_S)


async def run_load(url: str, args: argparse.Namespace, uploads: dict[str, bytes]) -> dict:
    pool = questions()
    chat_times: list[float] = []
    health_times: list[float] = []
    accepted: list[float] = []
    upload_done: list[float] = []
    errors: list[str] = []
    limits = httpx.Limits(max_connections=args.chats + args.uploads + 10)
    stop = asyncio.Event()
    async with httpx.AsyncClient(base_url=url, timeout=600, limits=limits) as http:
        poller = asyncio.create_task(health_poller(url, stop, health_times, errors))
        await asyncio.sleep(0.5)  # a few idle /health samples first
        idle = len(health_times)
        started = time.perf_counter()
        tasks = [
            chat_client(
                http,
                [pool[(c * args.rounds + r) % len(pool)] for r in range(args.rounds)],
                chat_times,
                errors,
            )
            for c in range(args.chats)
        ]
        tasks += [
            upload_client(http, name, data, accepted, upload_done, errors)
            for name, data in uploads.items()
        ]
        await asyncio.gather(*tasks)
        wall = time.perf_counter() - started
        stop.set()
        await poller
    return {
        "chat": chat_times,
        "health": health_times[idle:],
        "accepted": accepted,
        "upload_done": upload_done,
        "errors": errors,
        "wall": wall,
    }


def _line(name: str, values: list[float], target: str, scale: float = 1.0, unit: str = "s") -> str:
    p = [percentile(values, q) * scale for q in (50, 95, 99)]
    top = max(values, default=float("nan")) * scale
    return f"| {name} | {len(values)} | {p[0]:.2f} | {p[1]:.2f} | {p[2]:.2f} | {top:.2f} | {unit} | {target} |"


def wait_warm(http: httpx.Client, timeout: float = 600) -> float:
    """Wait until every answering process is warm (its model and the library loaded), as a load
    balancer's readiness probe would: a load on a server just started measures its start-up
    (each process loads the library: about 10 CPU s for 32 papers), not its answers."""
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < timeout:
        health = http.get("/health").json()
        if "answer_processes_ready" not in health:  # a server from before it was reported
            break
        if health["answer_processes_ready"] >= health.get("answer_processes", 0):
            break
        time.sleep(0.5)
    return time.perf_counter() - t0


def build_library(http: httpx.Client, size: int) -> dict[str, str]:
    t0 = time.perf_counter()
    ids = index(http, library(size))
    print(f"library: {len(ids)} papers indexed (or found) in {time.perf_counter() - t0:.0f} s")
    return ids


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running PaperLens API; default: start one")
    parser.add_argument("--chats", type=int, default=50, help="concurrent chat clients")
    parser.add_argument("--rounds", type=int, default=1, help="questions per chat client")
    parser.add_argument("--uploads", type=int, default=3, help="concurrent uploads")
    parser.add_argument("--library", type=int, default=32, help="papers indexed before the load")
    parser.add_argument(
        "--data-dir", type=Path, help="keep the library here and load a copy of it (see above)"
    )
    args = parser.parse_args()

    saved: Path | None = args.data_dir
    with tempfile.TemporaryDirectory(prefix="paperlens-load-") as tmp:
        data = None
        if saved is not None:
            with server(args.url, saved) as url, httpx.Client(base_url=url, timeout=300) as http:
                ids = build_library(http, args.library)
            data = Path(tmp) / "data"
            shutil.copytree(saved, data)
        with server(args.url, data) as url:
            with httpx.Client(base_url=url, timeout=300) as http:
                ids = build_library(http, args.library)
                warm_s = wait_warm(http)
            uploads = library(args.uploads, offset=10_000 + int(time.time()) % 10_000)
            result = asyncio.run(run_load(url, args, uploads))

    print(
        f"\n{args.chats} concurrent chats x {args.rounds} + {args.uploads} uploads, "
        f"library of {len(ids)} papers; load lasted {result['wall']:.1f} s (started once the "
        f"answering processes were warm, {warm_s:.0f} s after the library was confirmed)\n"
    )
    print("| what | n | p50 | p95 | p99 | max | unit | target |")
    print("|---|---:|---:|---:|---:|---:|---|---|")
    print(_line("/chat", result["chat"], "p95 <= 5 s"))
    print(_line("/health during the load", result["health"], "p99 <= 100 ms", 1000, "ms"))
    print(_line("upload: 202 received", result["accepted"], "<= 1 s"))
    print(_line("upload: job finished", result["upload_done"], "-"))
    errors = result["errors"]
    print(f"\nerrors: {len(errors)} (target 0)")
    for e in errors[:10]:
        print(f"  {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
