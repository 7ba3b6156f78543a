"""Time the vector chart reader on every figure of the papers in ../shared/papers.

Figures are located by the real detector (``find_figures``); each is read once on a freshly
opened document (nothing cached) and then twice more, and the median is reported.

    python bench/charts.py [PDF ...]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import pymupdf

from paperlens.figures.charts import read_chart
from paperlens.figures.detect import find_figures
from paperlens.settings import FigureSettings

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"


def bench(pdf: Path) -> float:
    regions = find_figures(pymupdf.open(pdf), FigureSettings())
    total = 0.0
    for region in regions:
        times = []
        for _ in range(3):
            page = pymupdf.open(pdf)[region.page - 1]
            start = time.perf_counter()
            charts = read_chart(page, pymupdf.Rect(region.bbox))
            times.append(time.perf_counter() - start)
        ms = 1000 * statistics.median(times)
        total += ms
        series = sum(len(c.series) for c in charts)
        print(
            f"{pdf.name:16} {region.label:10} p.{region.page:<3} {ms:7.1f} ms  {len(charts)} panel(s), {series} series"
        )
    return total


def main(paths: list[str]) -> None:
    pdfs = [Path(p) for p in paths] or sorted(PAPERS.glob("*.pdf"))
    total = sum(bench(pdf) for pdf in pdfs)
    print(f"{'total':16} {'':10} {'':4} {total:7.1f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
