"""Japanese two-column ``article`` under XeLaTeX + xeCJK (Noto Serif CJK JP): '表 1' / '図 1'
labels (caption package, quad separator); a small booktabs settings table whose
values mix CJK and Latin ('1億件', '× 4'); a latency table with \\multirow/\\multicolumn
Japanese headers, \\cmidrule, bold best; a native pgfplots grouped bar chart (ybar, symbolic x,
legend in one row above the axes, Japanese axis titles); a matplotlib line chart with a log2
x axis, Japanese axis titles (Noto Sans CJK JP, Type 3) and a shaded band."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import latex, mpl_save, probes  # noqa: E402
from matplotlib import font_manager  # noqa: E402

WORKLOADS = ["A", "B", "C", "D", "E", "F"]
THROUGHPUT = {
    "HashKV": [182.4, 241.7, 268.3, 229.5, 31.2, 150.8],
    "BTreeStore": [143.9, 218.6, 251.0, 205.4, 88.7, 121.3],
    "LSM-Opt": [211.6, 236.2, 259.8, 247.1, 72.5, 176.4],
}
THREADS = [1, 2, 4, 8, 16, 32, 64]
P99 = {
    "HashKV": [120, 128, 141, 176, 243, 388, 702],
    "BTreeStore": [165, 171, 189, 238, 331, 512, 905],
    "LSM-Opt": [98, 104, 118, 149, 205, 297, 468],
}


def ycsb_plots(work: Path) -> None:
    out = []
    for name, vals in THROUGHPUT.items():
        coords = " ".join(f"({w},{v})" for w, v in zip(WORKLOADS, vals, strict=True))
        out.append(f"\\addplot coordinates {{{coords}}};")
        out.append(f"\\addlegendentry{{{name}}}")
    (work / "fig_ycsb_plots.tex").write_text("\n".join(out) + "\n", encoding="utf-8")


CJK_FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"  # fonts-noto-cjk


def threads_chart(work: Path) -> None:
    font_manager.fontManager.addfont(CJK_FONT)
    plt.rcParams.update(
        {"font.size": 8, "pdf.fonttype": 3, "font.family": ["Noto Sans CJK JP", "DejaVu Sans"]}
    )
    fig, ax = plt.subplots(figsize=(3.4, 2.3), layout="constrained")
    for (name, ys), marker in zip(P99.items(), ["o", "s", "^"], strict=True):
        ax.plot(THREADS, ys, marker=marker, markersize=3.5, linewidth=1.1, label=name)
        if name == "LSM-Opt":
            ax.fill_between(THREADS, [y * 0.92 for y in ys], [y * 1.08 for y in ys], alpha=0.2)
    ax.set_xscale("log", base=2)
    ax.set_xticks(THREADS, [str(t) for t in THREADS])
    ax.set_ylim(0, 1000)
    ax.set_yticks(range(0, 1001, 200))
    ax.set_xlabel("クライアントスレッド数")
    ax.set_ylabel("p99 レイテンシ (µs)")
    ax.legend(loc="upper left", fontsize=7)
    ax.grid(True, linestyle=":", linewidth=0.5)
    mpl_save(fig, work / "fig_threads.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    ycsb_plots(work)
    threads_chart(work)
    return latex(work / "paper.tex", engine="xelatex")


def truth() -> dict[str, Any]:
    return {
        "file": "heldout2/ja_kvstore.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "実験環境の構成",
                "find": "表 1 実験環境の構成",
                "rotated": False,
                "cells": [
                    {"row": "メモリ", "col": "設定", "value": "256 GB DDR4-3200"},
                    {"row": "レコード数", "col": "設定", "value": "1億件"},
                    {"row": "レコードサイズ", "col": "設定", "value": "1 KB"},
                ],
                "note": "Printed '表 1'; a two-column settings table (item, value).",
            },
            {
                "label": "Table 2",
                "caption": "ワークロードA・Eのレイテンシ (µs) とメモリ使用量",
                "rotated": False,
                "cells": [
                    {"row": "HashKV", "col_group": "ワークロードE", "col": "p99", "value": "4120"},
                    {
                        "row": "BTreeStore",
                        "col_group": "ワークロードA",
                        "col": "p50",
                        "value": "58",
                    },
                    {
                        "row": "LSM-Opt（提案）",
                        "col_group": "ワークロードA",
                        "col": "p99",
                        "value": "297",
                        "note": "Bold (best).",
                    },
                    {"row": "BTreeStore", "col": "メモリ (GB)", "value": "6.4"},
                ],
                "note": "Two header rows: ワークロードA / ワークロードE over p50, p99 (\\cmidrule); エンジン and メモリ (GB) are \\multirow; bold best in some columns only.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "YCSBワークロード別のスループット",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": "YCSBワークロード", "log": False, "categories": WORKLOADS},
                        "y": {"title": "スループット (kops/s)", "log": False, "min": 0, "max": 300},
                        "series": list(THROUGHPUT),
                        "points": probes("HashKV", WORKLOADS, THROUGHPUT["HashKV"], [2, 4])
                        + probes("BTreeStore", WORKLOADS, THROUGHPUT["BTreeStore"], [4, 5])
                        + probes("LSM-Opt", WORKLOADS, THROUGHPUT["LSM-Opt"], [0, 3, 5]),
                    }
                ],
                "note": "Native pgfplots ybar (symbolic x coords A-F), pgfplots default bar colours, legend in one row above the axes; printed '図 1'.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "スレッド数とp99レイテンシの関係（ワークロードA）",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "クライアントスレッド数",
                            "log": True,
                            "min": 1,
                            "max": 64,
                            "note": "log base 2, ticks printed 1 .. 64.",
                        },
                        "y": {"title": "p99 レイテンシ (µs)", "log": False, "min": 0, "max": 1000},
                        "series": list(P99),
                        "points": probes("HashKV", THREADS, P99["HashKV"], [0, 5, 6])
                        + probes("BTreeStore", THREADS, P99["BTreeStore"], [3, 6])
                        + probes("LSM-Opt", THREADS, P99["LSM-Opt"], [4, 6]),
                    }
                ],
                "note": "matplotlib, Type 3 fonts (Noto Sans CJK JP for the axis titles), a shaded ±8% band around LSM-Opt (not data), dotted grid, legend upper left.",
            },
        ],
    }
