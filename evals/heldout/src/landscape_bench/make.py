"""Single-column article with a landscape table (rotating's sidewaystable, its page turned by
90 degrees) with multirow family groups and eleven columns, a LibreOffice Calc line chart
exported to PDF and included as vector graphics, and a matplotlib recall-throughput chart with a
log y axis (10^k ticks) and its legend below the axes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pymupdf  # noqa: E402
from common import latex, mpl_save, probes, uno_script  # noqa: E402

THREADS = ["1", "2", "4", "8", "16", "32"]
CALC = {
    "x_title": "Query threads",
    "y_title": "Throughput (kQPS)",
    "series": ["HNSW-Lite", "IVF-PQ", "DiskANN-S"],
    "categories": THREADS,
    "values": {
        "HNSW-Lite": [7.9, 15.6, 30.4, 58.7, 104.2, 161.5],
        "IVF-PQ": [11.3, 22.1, 43.0, 82.6, 147.9, 214.3],
        "DiskANN-S": [3.2, 6.3, 12.4, 23.8, 41.6, 63.0],
    },
    "y_min": 0,
    "y_max": 250,
    "y_step": 50,
}
RECALL = {
    "HNSW-Lite": ([0.850, 0.900, 0.962, 0.980, 0.995], [31500, 18200, 7900, 4100, 1450]),
    "IVF-PQ": ([0.820, 0.870, 0.912, 0.945, 0.975], [52000, 27800, 11300, 5200, 1500]),
    "DiskANN-S": ([0.880, 0.930, 0.971, 0.985, 0.995], [9800, 5600, 3200, 1300, 520]),
}


def calc_chart(work: Path) -> None:
    (work / "calc_data.json").write_text(json.dumps(CALC), encoding="utf-8")
    uno_script("calc_chart.py", work)
    # Keep only the chart: crop the exported sheet page to its drawings.
    with pymupdf.open(work / "calc_page.pdf") as src:
        page = src[0]
        box = pymupdf.Rect()
        for d in page.get_drawings():
            box |= d["rect"]
        for b in page.get_text("blocks"):
            box |= pymupdf.Rect(b[:4])
        box = (box + (-2, -2, 2, 2)) & page.rect
        out = pymupdf.open()
        new = out.new_page(width=box.width, height=box.height)
        new.show_pdf_page(new.rect, src, 0, clip=box)
        out.save(work / "fig_threads.pdf")


def recall_chart(work: Path) -> None:
    plt.rcParams.update({"font.size": 9, "pdf.fonttype": 42})
    fig, ax = plt.subplots(figsize=(4.6, 3.2), layout="constrained")
    for (name, (xs, ys)), m in zip(RECALL.items(), ["o", "s", "^"], strict=True):
        ax.plot(xs, ys, marker=m, markersize=4, label=name)
    ax.set_yscale("log")
    ax.set_ylim(1e2, 1e5)
    ax.set_xlim(0.80, 1.00)
    ax.set_xticks([0.80, 0.85, 0.90, 0.95, 1.00])
    ax.set_xlabel("Recall@10")
    ax.set_ylabel("Queries per second")
    ax.grid(True, which="major", linewidth=0.4)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.18), ncol=3, frameon=False)
    mpl_save(fig, work / "fig_recall.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    calc_chart(work)
    recall_chart(work)
    return latex(work / "paper.tex")


def truth() -> dict[str, Any]:
    v = CALC["values"]

    def c(group: str, row: str, col: str, value: str) -> dict[str, str]:
        return {"row_group": group, "row": row, "col": col, "value": value}

    return {
        "file": "heldout/landscape_bench.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Data sets used in the benchmark.",
                "rotated": False,
                "cells": [
                    {"row": "ImgFeat-512", "col": "Vectors", "value": "25,000,000"},
                    {"row": "Tweets-200", "col": "Metric", "value": "angular"},
                    {"row": "WebText-768", "col": "Dim.", "value": "768"},
                ],
            },
            {
                "label": "Table 2",
                "caption": "Results of all indexes on WebText-768",
                "rotated": True,
                "cells": [
                    c("Graph", "DiskANN-S", "p99 (ms)", "9.84"),
                    c("Quantisation", "IVF-PQ", "Build (min)", "18.5"),
                    c("Graph", "HNSW-Lite", "Size (GB)", "34.1"),
                    c("Tree", "Annoy-50", "Recall@10", "0.874"),
                    c("Quantisation", "ScaNN-S", "QPS (32 thr.)", "188,600"),
                    c("Tree", "KD-Forest", "RAM (GB)", "—"),
                ],
                "note": "sidewaystable: the whole page is rotated by 90 degrees (text runs bottom to top). Family labels span 3, 3 and 2 rows (\\multirow). Eleven columns with units in the headers; a '—' cell; a footnote line under the table.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Throughput on WebText-768 as the number of query threads grows",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Query threads",
                            "log": False,
                            "categories": THREADS,
                            "note": "Categorical axis: the six thread counts are equally spaced labels.",
                        },
                        "y": {"title": "Throughput (kQPS)", "log": False, "min": 0, "max": 250},
                        "series": CALC["series"],
                        "points": probes("HNSW-Lite", THREADS, v["HNSW-Lite"], [3, 5])
                        + probes("IVF-PQ", THREADS, v["IVF-PQ"], [4, 5])
                        + probes("DiskANN-S", THREADS, v["DiskANN-S"], [0, 5]),
                    }
                ],
                "note": "LibreOffice Calc 7.4 line chart with automatic markers, exported to PDF through UNO and cropped to the chart; legend on the right.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Recall–throughput trade-off of the three fastest indexes",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Recall@10", "log": False, "min": 0.80, "max": 1.00},
                        "y": {
                            "title": "Queries per second",
                            "log": True,
                            "min": 100,
                            "max": 100000,
                            "printed_ticks": "10^2, 10^3, 10^4, 10^5",
                        },
                        "series": list(RECALL),
                        "points": probes("HNSW-Lite", *RECALL["HNSW-Lite"], [0, 3])
                        + probes("IVF-PQ", *RECALL["IVF-PQ"], [0, 4])
                        + probes("DiskANN-S", *RECALL["DiskANN-S"], [2, 4]),
                    }
                ],
                "note": "matplotlib, log y axis; legend in one row below the axes (outside).",
            },
        ],
    }
