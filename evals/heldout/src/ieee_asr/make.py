"""IEEEtran conference paper: TABLE I/II (booktabs, multi-level header, multirow groups, '---'
cells, dagger footnote, bold best), a TikZ diagram, matplotlib two-panel line chart with a
log x axis (10^k ticks) and grouped bars with error bars and the legend above the plot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import latex, mpl_save, probes  # noqa: E402
from matplotlib.ticker import LogLocator, NullFormatter  # noqa: E402

K = [1, 2, 4, 8, 12, 16]
K_WER = {
    "Kestrel-8": [24.0, 22.9, 22.2, 21.9, 22.0, 22.3],
    "Tern-3": [32.7, 31.6, 31.0, 30.8, 31.3, 31.9],
}
MINUTES = [10, 30, 60, 120, 300, 600]
DATA_WER = {
    "Full fine-tuning": [71.5, 52.8, 40.1, 31.6, 25.7, 22.5],
    "LoRA": [60.2, 45.9, 36.8, 30.4, 26.9, 24.6],
    "LoRA-Mix": [55.4, 41.7, 33.5, 27.8, 24.1, 22.3],
}
LANGS = ["Yoruba", "Quechua", "Tamil", "Basque", "Khmer"]
LANG_WER = {
    "LoRA": ([27.4, 35.8, 21.6, 18.9, 29.7], [0.6, 0.9, 0.4, 0.3, 0.7]),
    "AdaMix": ([26.1, 34.9, 21.0, 18.2, 28.4], [0.8, 1.2, 0.5, 0.4, 0.9]),
    "LoRA-Mix": ([23.8, 34.1, 20.3, 17.9, 25.2], [0.5, 0.8, 0.3, 0.3, 0.6]),
}


def charts(work: Path) -> None:
    plt.rcParams.update({"font.size": 8, "pdf.fonttype": 42, "font.family": "DejaVu Sans"})
    fig, (a, b) = plt.subplots(1, 2, figsize=(3.5, 1.9), layout="constrained")
    for name, marker in zip(K_WER, ["o", "s"], strict=True):
        a.plot(K, K_WER[name], marker=marker, markersize=3.5, linewidth=1, label=name)
    a.set_xticks([0, 4, 8, 12, 16])
    a.set_yticks(range(20, 35, 2))
    a.set_ylim(20, 34)
    a.set_xlabel("Number of experts K")
    a.set_ylabel("Test WER (%)")
    a.legend(loc="center right", fontsize=6.5)
    a.set_title("(a)", fontsize=8)
    for name, marker in zip(DATA_WER, ["^", "v", "o"], strict=True):
        b.plot(MINUTES, DATA_WER[name], marker=marker, markersize=3.5, linewidth=1, label=name)
    b.set_xscale("log")
    b.set_xlim(8, 1000)
    b.xaxis.set_major_locator(LogLocator(base=10, numticks=5))
    b.xaxis.set_minor_formatter(NullFormatter())
    b.set_yticks(range(20, 81, 10))
    b.set_ylim(20, 80)
    b.set_xlabel("Minutes per language")
    b.legend(loc="upper right", fontsize=6.5)
    b.set_title("(b)", fontsize=8)
    b.grid(True, which="major", linewidth=0.3)
    mpl_save(fig, work / "fig_scaling.pdf")
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(3.5, 2.0), layout="constrained")
    width = 0.26
    for i, (name, (vals, err)) in enumerate(LANG_WER.items()):
        xs = [j + (i - 1) * width for j in range(len(LANGS))]
        ax.bar(xs, vals, width, yerr=err, capsize=2, label=name, edgecolor="black", linewidth=0.4)
    ax.set_xticks(range(len(LANGS)), LANGS)
    ax.set_yticks(range(0, 41, 10))
    ax.set_ylim(0, 40)
    ax.set_ylabel("Test WER (%)")
    ax.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=3, frameon=False, fontsize=7)
    mpl_save(fig, work / "fig_languages.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    charts(work)
    return latex(work / "paper.tex")


def truth() -> dict[str, Any]:
    return {
        "file": "heldout/ieee_asr.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table I",
                "caption": "WORD ERROR RATE (%) ON THE DEVELOPMENT AND TEST SETS OF BOTH BENCHMARKS.",
                "rotated": False,
                "cells": [
                    {
                        "row": "LoRA (r = 16) [5]",
                        "col_group": "Tern-3 WER (%)",
                        "col": "Test",
                        "value": "33.0",
                    },
                    {
                        "row": "AdaMix† [7]",
                        "col_group": "Tern-3 WER (%)",
                        "col": "Dev",
                        "value": "—",
                        "note": "Printed as an em dash (LaTeX ---): not reported, see the dagger footnote.",
                    },
                    {
                        "row": "LoRA-Mix (ours)",
                        "col_group": "Kestrel-8 WER (%)",
                        "col": "Test",
                        "value": "21.9",
                        "note": "Bold (best).",
                    },
                    {
                        "row": "Linear probe",
                        "col_group": "Parameters",
                        "col": "Trainable (%)",
                        "value": "0.4",
                    },
                    {"row": "Full fine-tuning", "col_group": "Cost", "col": "GPU-h", "value": "96"},
                    {"row": "Adapters [4]", "col_group": "Cost", "col": "RTF", "value": "0.45"},
                ],
                "note": "table* across both columns; two header rows: spanning groups over \\cmidrule, then leaf headers; a footnote row under the bottom rule. Roman label 'TABLE I' (label_key 'table 1').",
            },
            {
                "label": "Table II",
                "caption": "ABLATION OF LORA-MIX ON THE TEST SETS (WER, %).",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Routing",
                        "row": "dense",
                        "col": "Tern-3",
                        "value": "31.4",
                        "note": "The group label 'Routing' is centred across three rows (\\multirow): printed on the middle row.",
                    },
                    {"row_group": "Rank r", "row": "16", "col": "Kestrel-8", "value": "21.8"},
                    {
                        "row_group": "Balance loss",
                        "row": "λ = 0",
                        "col": "Kestrel-8",
                        "value": "23.0",
                    },
                    {"row_group": "Routing", "row": "top-1", "col": "Kestrel-8", "value": "22.7"},
                ],
                "note": "Single-column booktabs table with \\multirow group labels (3, 3 and 2 rows) and a rule between groups.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "diagram",
                "caption": "Architecture of a LoRA-Mix block.",
                "note": "TikZ block diagram (vector boxes, arrows and labels).",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Test WER of LoRA-Mix (a) as the number of experts K grows",
                "charts": [
                    {
                        "panel": "(a)",
                        "chart_type": "line",
                        "x": {"title": "Number of experts K", "log": False, "min": 0, "max": 16},
                        "y": {"title": "Test WER (%)", "log": False, "min": 20, "max": 34},
                        "series": list(K_WER),
                        "points": probes("Kestrel-8", K, K_WER["Kestrel-8"], [0, 3, 5])
                        + probes("Tern-3", K, K_WER["Tern-3"], [0, 2, 4]),
                    },
                    {
                        "panel": "(b)",
                        "chart_type": "line",
                        "x": {
                            "title": "Minutes per language",
                            "log": True,
                            "min": 10,
                            "max": 1000,
                            "printed_ticks": "10^1, 10^2, 10^3 (superscript exponents)",
                        },
                        "y": {
                            "title": None,
                            "log": False,
                            "min": 20,
                            "max": 80,
                            "note": "No y title on this panel; it shares the meaning of (a)'s 'Test WER (%)'.",
                        },
                        "series": list(DATA_WER),
                        "points": probes(
                            "Full fine-tuning", MINUTES, DATA_WER["Full fine-tuning"], [0, 5]
                        )
                        + probes("LoRA", MINUTES, DATA_WER["LoRA"], [2, 4])
                        + probes("LoRA-Mix", MINUTES, DATA_WER["LoRA-Mix"], [0, 3]),
                    },
                ],
                "note": "matplotlib, TrueType (Type 42) fonts; panel titles '(a)', '(b)' above each panel; legends inside (upper right).",
            },
            {
                "label": "Figure 3",
                "kind": "vector_chart",
                "caption": "Test WER per language on five Kestrel-8 languages",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": None, "log": False, "categories": LANGS},
                        "y": {"title": "Test WER (%)", "log": False, "min": 0, "max": 40},
                        "series": list(LANG_WER),
                        "points": probes("LoRA", LANGS, LANG_WER["LoRA"][0], [1, 4])
                        + probes("AdaMix", LANGS, LANG_WER["AdaMix"][0], [2])
                        + probes("LoRA-Mix", LANGS, LANG_WER["LoRA-Mix"][0], [0, 3]),
                    }
                ],
                "note": "Three bars per language with error bars (one standard deviation; not values); legend in one row above the plot, outside the axes.",
            },
        ],
    }
