"""Two-column article (article class, Times, sans headings): a dense booktabs table* with nine
numeric columns under three data-set groups and bold best values per column (the best is not
always the proposed model), a cost table with units in every header, a ggplot2 line chart saved
with cairo_pdf (legend at the bottom), and matplotlib horizontal bars without a legend."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import latex, mpl_save, probes, run  # noqa: E402

LENGTHS = [2, 4, 6, 8, 10, 12, 14, 16]
RECALL = {
    "SR-GNN": [55.2, 52.8, 50.1, 47.3, 44.9, 42.2, 40.6, 38.9],
    "CORE": [56.0, 54.1, 51.7, 49.0, 46.2, 43.9, 41.8, 40.3],
    "SessionGraph": [56.4, 55.0, 53.6, 51.9, 50.2, 48.6, 47.4, 46.1],
}
ABLATION = [
    "Full model",
    "w/o retrieval memory",
    "w/o graph encoder",
    "w/o time decay",
    "w/o position embedding",
]
ABL_R10 = [52.31, 47.85, 49.12, 51.04, 51.77]


def charts(work: Path) -> None:
    lines = ["Model,length,recall"] + [
        f"{m},{x},{y}" for m, ys in RECALL.items() for x, y in zip(LENGTHS, ys, strict=True)
    ]
    (work / "fig_length.csv").write_text("\n".join(lines) + "\n")
    run(["Rscript", "fig_length.R"], cwd=work)

    plt.rcParams.update({"font.size": 8, "font.family": "serif", "pdf.fonttype": 42})
    fig, ax = plt.subplots(figsize=(3.3, 1.8), layout="constrained")
    ys = list(range(len(ABLATION)))[::-1]
    ax.barh(
        ys,
        ABL_R10,
        height=0.6,
        color=["#4c72b0"] + ["#c4c4c4"] * 4,
        edgecolor="black",
        linewidth=0.4,
    )
    ax.set_yticks(ys, ABLATION)
    ax.set_xlim(0, 60)
    ax.set_xticks(range(0, 61, 10))
    ax.set_xlabel("Recall@10 (%)")
    mpl_save(fig, work / "fig_ablation.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    charts(work)
    return latex(work / "paper.tex")


def truth() -> dict[str, Any]:
    def c(row: str, group: str, col: str, value: str) -> dict[str, str]:
        return {"row": row, "col_group": group, "col": col, "value": value}

    return {
        "file": "heldout/twocol_rec.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Next-item prediction on three data sets (%).",
                "rotated": False,
                "cells": [
                    c("SR-GNN [2]", "MusicBox-30", "N@10", "19.88"),
                    c("CORE [3]", "NewsFeed-7d", "R@10", "25.66"),
                    c("SessionGraph", "NewsFeed-7d", "R@10", "25.48"),
                    c("GRU4Rec [1]", "ShopTrail", "MRR@10", "20.72"),
                    c("POP", "NewsFeed-7d", "MRR@10", "2.46"),
                    c("SKNN [4]", "MusicBox-30", "R@10", "27.40"),
                ],
                "note": "table* spanning both columns; nine dense numeric columns (\\tabcolsep 4pt) under three \\cmidrule'd groups with the same three leaf headers; best per column in bold (CORE's 25.66 on NewsFeed-7d R@10, SessionGraph elsewhere).",
            },
            {
                "label": "Table 2",
                "caption": "Training and inference cost on ShopTrail (batch of 512 sessions).",
                "rotated": False,
                "cells": [
                    {"row": "SR-GNN", "col": "Latency (ms)", "value": "3.1"},
                    {"row": "SessionGraph", "col": "Mem. (GB)", "value": "3.4"},
                    {"row": "CORE", "col": "Train (min/ep.)", "value": "4.1"},
                ],
                "note": "booktabs; units in every header.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Recall@10 on ShopTrail by session length.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Session length (items)", "log": False, "min": 2, "max": 16},
                        "y": {"title": "Recall@10 (%)", "log": False, "min": 35, "max": 60},
                        "series": list(RECALL),
                        "points": probes("SR-GNN", LENGTHS, RECALL["SR-GNN"], [0, 7])
                        + probes("CORE", LENGTHS, RECALL["CORE"], [3])
                        + probes("SessionGraph", LENGTHS, RECALL["SessionGraph"], [0, 4, 7]),
                    }
                ],
                "note": "R 4.2 ggplot2 3.4 (theme_bw), cairo_pdf; lines with point markers (shape per model); legend titled 'Model' below the plot.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Ablation on ShopTrail: Recall@10 of SessionGraph with one component removed.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "orientation": "horizontal",
                        "x": {
                            "title": None,
                            "log": False,
                            "categories": ABLATION,
                            "note": "Category axis, drawn vertically (top to bottom in this order).",
                        },
                        "y": {
                            "title": "Recall@10 (%)",
                            "log": False,
                            "min": 0,
                            "max": 60,
                            "note": "Value axis, drawn horizontally at the bottom.",
                        },
                        "series": [],
                        "points": probes(None, ABLATION, ABL_R10, [0, 1, 2, 4]),
                    }
                ],
                "note": "matplotlib horizontal bars (barh), one unnamed series, no legend; the first bar is coloured differently.",
            },
        ],
    }
