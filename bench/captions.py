"""Figure-description benchmark: VLM concurrency against a fake server, offline speed on real papers.

Run from the repository root:  python bench/captions.py [--delay 2.0] [--figures 8]

1. VLM: the same figures described one at a time and with caption_concurrency calls in flight,
   against FakeOpenAI (tests/fakes) answering after a fixed delay. Concurrent should take about
   one delay, not one per figure (target: at most 1.1x one delay).
2. Offline: every figure of each paper in ../shared/papers, split into finding, cropping, chart
   reading and describing (OCR for raster figures). Target: the Attention paper's figures,
   chart reading included, described in under 1 s.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the fake OpenAI server lives with the tests
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")

import pymupdf  # noqa: E402
from fakes.openai_server import FakeOpenAI  # noqa: E402

from paperlens.figures.describe import FigureInput, OfflineDescriber, VLMDescriber  # noqa: E402
from paperlens.figures.detect import find_figures  # noqa: E402
from paperlens.figures.ocr import warm_up  # noqa: E402
from paperlens.figures.pipeline import figure_input, render_region  # noqa: E402
from paperlens.settings import FigureSettings, Settings  # noqa: E402

PAPERS = ROOT.parent / "shared" / "papers"


def sample_figures(n: int) -> list[FigureInput]:
    """Real crops when the papers are there (realistic request sizes), drawn boxes otherwise."""
    settings = FigureSettings()
    figs: list[FigureInput] = []
    for path in sorted(PAPERS.glob("*.pdf")):
        doc = pymupdf.open(path)
        for region in find_figures(doc, settings):
            page = doc[region.page - 1]
            figs.append(
                FigureInput(
                    region.label,
                    region.caption,
                    region.page,
                    render_region(page, region, settings),
                    False,
                )
            )
    while len(figs) < n:
        doc = pymupdf.open()
        page = doc.new_page(width=300, height=200)
        page.draw_rect(pymupdf.Rect(20, 20, 280, 180), color=(0, 0, 0), fill=(0.3, 0.5, 0.8))
        k = len(figs) + 1
        figs.append(
            FigureInput(f"Figure {k}", "A box.", 1, page.get_pixmap().tobytes("png"), False)
        )
    return figs[:n]


def bench_vlm(delay: float, n: int) -> bool:
    figs = sample_figures(n)
    rows = []
    with FakeOpenAI(responder=lambda request: "A chart; model A is highest.") as fake:
        fake.delay_s = delay
        for mode, concurrency in (("sequential", 1), ("concurrent", n)):
            settings = Settings(
                provider="openai",
                openai_base_url=fake.base_url,
                openai_api_key="sk-bench",  # type: ignore[arg-type]
                figures=FigureSettings(caption_concurrency=concurrency),
            )
            describer = VLMDescriber(settings, fallback=OfflineDescriber(settings.figures))
            fake.max_in_flight = 0
            start = time.perf_counter()
            out = describer.describe_all(figs)
            seconds = time.perf_counter() - start
            failed = sum(1 for o in out if not getattr(o, "describer", "").startswith("vlm:"))
            rows.append((mode, concurrency, fake.max_in_flight, seconds, failed))
    print(f"VLM describe: {n} figures, fake VLM answering after {delay:g} s")
    print(f"{'mode':<12}{'cap':>5}{'in flight':>11}{'seconds':>10}{'x delay':>9}{'fell back':>11}")
    for mode, cap, peak, seconds, failed in rows:
        print(f"{mode:<12}{cap:>5}{peak:>11}{seconds:>10.2f}{seconds / delay:>9.2f}{failed:>11}")
    seq, conc = rows[0][3], rows[1][3]
    ok = conc <= 1.1 * delay and rows[1][4] == 0
    print(
        f"speed-up sequential/concurrent: {seq / conc:.1f}x; concurrent <= 1.1x one delay: {'PASS' if ok else 'FAIL'}"
    )
    return ok


def bench_offline() -> bool:
    settings = FigureSettings()
    papers = sorted(PAPERS.glob("*.pdf"))
    if not papers:
        print(f"\nOffline describer: no papers in {PAPERS}; skipped")
        return True
    start = time.perf_counter()
    warm_up(settings.ocr_workers)
    load = time.perf_counter() - start
    print(
        f"\nOffline describer ({settings.ocr_workers} OCR engines loaded once per process: {load:.2f} s, "
        "not counted below)"
    )
    print("(seconds of wall time; 'cpu' is this process's CPU time for charts+describe: on a busy")
    print(" machine it shows how much of the wall time was spent waiting for a core)")
    header = (
        f"{'paper':<12}{'figures':>8}{'find s':>8}{'crop s':>8}{'charts s':>10}{'describe s':>12}"
        f"{'charts+describe':>17}{'cpu':>7}{'per figure':>12}"
    )
    print(header)
    ok = True
    describer = OfflineDescriber(settings)
    for path in papers:
        doc = pymupdf.open(path)
        t0 = time.perf_counter()
        regions = find_figures(doc, settings)
        t1 = time.perf_counter()
        pngs = [render_region(doc[r.page - 1], r, settings) for r in regions]
        t2 = time.perf_counter()
        c2 = time.process_time()
        inputs = [
            figure_input(doc[r.page - 1], r, png) for r, png in zip(regions, pngs, strict=True)
        ]
        t3 = time.perf_counter()
        describer.describe_all(inputs)
        t4 = time.perf_counter()
        cpu = time.process_time() - c2
        n = len(regions)
        work = t4 - t2
        per = work / n if n else 0.0
        print(
            f"{path.stem:<12}{n:>8}{t1 - t0:>8.2f}{t2 - t1:>8.2f}{t3 - t2:>10.2f}{t4 - t3:>12.2f}{work:>17.2f}{cpu:>7.2f}{per:>12.3f}"
        )
        if path.stem == "attention":
            ok = work < 1.0
            verdict = (
                "PASS" if ok else f"FAIL (cpu {cpu:.2f} s, load average {os.getloadavg()[0]:.1f})"
            )
            print(
                f"{'':<12}attention: all figures, chart reading included, in {work:.2f} s (target < 1 s): {verdict}"
            )
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--delay", type=float, default=2.0, help="seconds the fake VLM waits before answering"
    )
    parser.add_argument(
        "--figures", type=int, default=8, help="figures described in the VLM benchmark"
    )
    args = parser.parse_args()
    print(
        f"cpu cores: {os.cpu_count()}, load average: {', '.join(f'{x:.1f}' for x in os.getloadavg())}\n"
    )
    vlm_ok = bench_vlm(args.delay, args.figures)
    offline_ok = bench_offline()
    return 0 if vlm_ok and offline_ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
