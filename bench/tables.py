"""Table extraction on the real papers: what is found, what is missed, what it costs.

For each paper in ../shared/papers with a reference list below, prints the tables found (by
label), the expected count, precision, recall and milliseconds per page, wall and CPU (median
of three runs on a freshly opened document). ``--compare`` adds the off-the-shelf finders
measured for docs/TABLES.md: a finder counts as right where its region overlaps a reference
table (IoU >= 0.5), and "cells" is the share of probe cells it reads exactly (decimals,
exponents, spaced words).

    python bench/tables.py [--compare]
"""

from __future__ import annotations

import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"
BBox = tuple[float, float, float, float]

# Every numbered table: page and region (points), read off the PDFs.
REFERENCE: dict[str, dict[str, tuple[int, BBox]]] = {
    "attention.pdf": {
        "Table 1": (6, (119, 113, 493, 187)),
        "Table 2": (8, (131, 95, 481, 243)),
        "Table 3": (9, (108, 130, 509, 384)),
        "Table 4": (9, (145, 426, 467, 568)),
    },
    "resnet.pdf": {
        "Table 1": (5, (126, 72, 469, 219)),
        "Table 2": (5, (94, 443, 243, 480)),
        "Table 3": (6, (88, 72, 248, 209)),
        "Table 4": (6, (59, 255, 277, 389)),
        "Table 5": (6, (61, 426, 276, 512)),
        "Table 6": (7, (311, 73, 543, 243)),
        "Table 7": (8, (336, 212, 518, 260)),
        "Table 8": (8, (339, 300, 515, 335)),
        "Table 9": (11, (140, 72, 455, 178)),
        "Table 10": (11, (52, 208, 543, 250)),
        "Table 11": (11, (52, 294, 543, 336)),
        "Table 12": (11, (325, 392, 529, 446)),
        "Table 13": (12, (52, 73, 285, 147)),
        "Table 14": (12, (313, 72, 540, 142)),
    },
}
# Cells a reader must get back exactly as printed: decimals, exponents, symbols, spaced words.
PROBES = {
    "attention.pdf": [
        "23.75", "2.3 · 10^19", "1.0 · 10^20", "28.4", "41.8", "4.33", "300K", "O(n^2 · d)",
        "positional embedding instead of sinusoids", "Transformer (big)",
        "Vinyals & Kaiser el al. (2014) [37]", "93.3",
    ],
    "resnet.pdf": [
        "27.94", "25.03", "21.43", "8.43†", "3.57", "7.54 (7.72±0.16)", "85.6", "1.8×10^9",
        "baseline Faster R-CNN (VGG-16)", "RPN+RCNN", "ours (ILSVRC’15)", "mAP@[.5, .95]",
    ],
}  # fmt: skip

Found = list[tuple[int, BBox, list[str]]]  # page, region, cell texts


def ours(doc: pymupdf.Document) -> Found:
    """One entry per table region: the row-split parts of a large table share one region."""
    tables: dict[tuple[int, BBox], list[str]] = {}
    for c in extract_tables(doc, "bench", TableSettings()):
        lines = c.text.split("\n\n", 1)[-1].splitlines()
        cells = [x.strip() for line in lines for x in re.split(r"(?<!\\)\|", line)]
        tables.setdefault((c.page, c.bbox or (0, 0, 0, 0)), []).extend(cells)
    return [(page, bbox, cells) for (page, bbox), cells in tables.items()]


def pymupdf_finder(use_layout: bool) -> Callable[[pymupdf.Document], Found]:
    def run(doc: pymupdf.Document) -> Found:
        out: Found = []
        for page in doc:
            for t in page.find_tables(use_layout=use_layout).tables:
                cells = [c or "" for row in t.extract() for c in row]
                out.append((page.number + 1, tuple(t.bbox), cells))
        return out

    return run


def pdfplumber_finder(settings: dict | None) -> Callable[[pymupdf.Document], Found]:
    import pdfplumber

    def run(doc: pymupdf.Document) -> Found:
        out: Found = []
        with pdfplumber.open(doc.name) as pdf:
            for number, page in enumerate(pdf.pages, start=1):
                for t in page.find_tables(settings or {}):
                    cells = [c or "" for row in t.extract() for c in row]
                    out.append((number, tuple(t.bbox), cells))
        return out

    return run


def iou(a: BBox, b: BBox) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    if w <= 0 or h <= 0:
        return 0.0
    inter = w * h
    return inter / ((a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter)


def score(name: str, found: Found) -> tuple[int, float, float, float]:
    reference = REFERENCE[name]
    matched: set[str] = set()
    hits = 0
    for page, bbox, _ in found:
        for label, (ref_page, ref_box) in reference.items():
            if label not in matched and page == ref_page and iou(bbox, ref_box) >= 0.5:
                matched.add(label)
                hits += 1
                break
    cells = {" ".join(c.split()) for _, _, cs in found for c in cs}
    probes = PROBES[name]
    probe_share = sum(p in cells for p in probes) / len(probes)
    precision = hits / len(found) if found else 1.0
    return len(found), precision, len(matched) / len(reference), probe_share


def timed(run: Callable[[pymupdf.Document], Found], pdf: Path) -> tuple[Found, float, float]:
    """Result, wall and CPU milliseconds per page (medians of three runs). CPU time is the
    figure to compare on a busy machine: wall time there includes waiting for a core."""
    wall, cpu = [], []
    found: Found = []
    for _ in range(3):
        doc = pymupdf.open(pdf)
        start, start_cpu = time.perf_counter(), time.process_time()
        found = run(doc)
        wall.append((time.perf_counter() - start) / doc.page_count)
        cpu.append((time.process_time() - start_cpu) / doc.page_count)
    return found, 1000 * statistics.median(wall), 1000 * statistics.median(cpu)


def main(args: list[str]) -> None:
    methods: list[tuple[str, Callable[[pymupdf.Document], Found]]] = [("paperlens", ours)]
    if "--compare" in args:
        methods += [
            ("pymupdf find_tables()", pymupdf_finder(True)),
            ("pymupdf find_tables(use_layout=False)", pymupdf_finder(False)),
            ("pdfplumber default", pdfplumber_finder(None)),
            (
                "pdfplumber text",
                pdfplumber_finder({"vertical_strategy": "text", "horizontal_strategy": "text"}),
            ),
        ]
    print(
        f"{'paper':15} {'method':38} {'pages':>5} {'found':>5} {'expected':>8} "
        f"{'precision':>9} {'recall':>6} {'cells':>5} {'ms/page':>8} {'cpu ms/page':>11}"
    )
    for name in REFERENCE:
        pdf = PAPERS / name
        if not pdf.exists():
            print(f"{name:15} missing: {pdf}")
            continue
        pages = pymupdf.open(pdf).page_count
        for method, run in methods:
            found, ms, cpu = timed(run, pdf)
            n, precision, recall, cells = score(name, found)
            print(
                f"{name:15} {method:38} {pages:5d} {n:5d} {len(REFERENCE[name]):8d} "
                f"{precision:9.0%} {recall:6.0%} {cells:5.0%} {ms:8.1f} {cpu:11.1f}"
            )


if __name__ == "__main__":
    main(sys.argv[1:])
