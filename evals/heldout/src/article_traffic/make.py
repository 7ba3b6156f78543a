"""Single-column article: algorithm2e 'Algorithm 1', a fully ruled table with \\multirow data-set
groups and a two-level horizon header, a small ruled table, a longtable over two pages with a
repeated head ('Table 3: (continued)'), a gnuplot pdfcairo line chart with points, and a
matplotlib log-log scatter (Type 3 fonts) with its legend outside the axes."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import latex, mpl_save, probes, run  # noqa: E402

STEPS = [5 * i for i in range(1, 13)]
HORIZON = {
    "GRU-Seq": [2.38, 2.58, 2.77, 2.91, 3.04, 3.15, 3.25, 3.34, 3.42, 3.49, 3.55, 3.60],
    "GWN-S": [2.36, 2.53, 2.69, 2.82, 2.95, 3.07, 3.17, 3.26, 3.34, 3.41, 3.47, 3.53],
    "DiffNet": [2.31, 2.47, 2.61, 2.73, 2.85, 2.96, 3.05, 3.13, 3.20, 3.26, 3.32, 3.38],
}
# (parameters, latency in ms) per published model family; DiffNet on its own.
COST = {
    "RNN-based": [(2.1e5, 3.8), (8.7e5, 9.4), (1.6e6, 17.0), (3.4e5, 5.1)],
    "Graph-based": [(3.0e5, 1.9), (1.1e6, 4.6), (2.4e6, 7.3), (6.2e5, 2.8)],
    "Attention-based": [(5.5e6, 31.0), (8.9e6, 64.0), (3.1e6, 22.5)],
    "DiffNet (ours)": [(4.2e5, 1.2)],
}
ROADS = [
    "Bayshore Fwy",
    "Harbor Blvd",
    "Route 17",
    "Kestrel Ave",
    "Mill Creek Rd",
    "Ocean Pkwy",
    "Route 9",
    "Summit Dr",
    "Canal St",
    "Airport Expy",
    "Ridge Rd",
    "Lakeshore Dr",
]


def corridors() -> list[list[str]]:
    """46 corridors with a fixed seed: (id, road, sensors, length, GRU-Seq, DiffNet, delta)."""
    rng = random.Random(207)
    rows = []
    for i in range(46):
        road = f"{ROADS[i % len(ROADS)]} {'NB' if (i // len(ROADS)) % 2 == 0 else 'SB'}"
        sensors = rng.randint(2, 11)
        length = round(sensors * rng.uniform(0.6, 1.4), 1)
        gru = round(rng.uniform(2.4, 5.2), 2)
        gain = rng.uniform(0.0, 0.02) + 0.012 * sensors
        diff = round(gru * (1 - gain), 2)
        delta = (diff - gru) / gru * 100
        rows.append(
            [
                f"C{i + 1:02d}",
                road,
                str(sensors),
                f"{length:.1f}",
                f"{gru:.2f}",
                f"{diff:.2f}",
                f"{delta:.1f}".replace("-", "\u2212"),
            ]
        )
    return rows


def corridor_tex(rows: list[list[str]]) -> str:
    head = "Corridor & Road & Sensors & Length (km) & GRU-Seq & DiffNet & $\\Delta$ (\\%) \\\\\n"
    body = "".join(
        " & ".join(r[:-1]) + " & " + r[-1].replace("\u2212", "$-$") + " \\\\\n" for r in rows
    )
    return (
        "\\begin{longtable}{llrrrrr}\n"
        "\\caption{MAE (km/h) at the 60-minute horizon per corridor of HCL-207.}\\label{tab:corridors}\\\\\n"
        "\\hline\n" + head + "\\hline\n\\endfirsthead\n"
        "\\caption[]{(continued)}\\\\\n\\hline\n" + head + "\\hline\n\\endhead\n"
        "\\hline\n\\multicolumn{7}{r}{\\emph{continued on next page}}\\\\\n\\endfoot\n"
        "\\hline\n\\endlastfoot\n" + body + "\\end{longtable}\n"
    )


GNUPLOT = """set terminal pdfcairo size 5in,2.9in font "Helvetica,10" fontscale 0.9
set output "fig_horizon.pdf"
set xlabel "Forecast horizon (min)"
set ylabel "MAE (km/h)"
set xrange [0:60]
set yrange [2.2:3.8]
set xtics 0,10,60
set ytics 2.2,0.2,3.8 format "%.1f"
set key bottom right box
set grid ytics lc rgb "#dddddd"
$DATA << EOD
{rows}
EOD
plot $DATA using 1:2 with linespoints pt 7 ps 0.6 lw 1.5 title "GRU-Seq", \\
     $DATA using 1:3 with linespoints pt 5 ps 0.6 lw 1.5 title "GWN-S", \\
     $DATA using 1:4 with linespoints pt 9 ps 0.8 lw 1.5 title "DiffNet"
"""


def charts(work: Path) -> None:
    rows = "\n".join(
        f"{x} {a} {b} {c}" for x, a, b, c in zip(STEPS, *HORIZON.values(), strict=True)
    )
    (work / "fig_horizon.gp").write_text(GNUPLOT.replace("{rows}", rows))
    run(["gnuplot", "fig_horizon.gp"], cwd=work)

    plt.rcParams.update({"font.size": 10})
    fig, ax = plt.subplots(figsize=(5.6, 3.0), layout="constrained")
    for (name, pts), marker in zip(COST.items(), ["o", "s", "^", "*"], strict=True):
        ax.scatter(
            [p[0] for p in pts],
            [p[1] for p in pts],
            marker=marker,
            s=120 if marker == "*" else 36,
            label=name,
        )
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlim(1e5, 1e7)
    ax.set_ylim(1, 100)
    ax.set_xlabel("Parameters")
    ax.set_ylabel("Latency per batch (ms)")
    ax.grid(True, which="major", linewidth=0.4)
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0), title="Model family")
    mpl_save(fig, work / "fig_cost.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    charts(work)
    (work / "corridors.tex").write_text(corridor_tex(corridors()))
    return latex(work / "paper.tex", runs=3)


def _cost_points() -> list[dict[str, Any]]:
    picks = [("RNN-based", 2), ("Graph-based", 0), ("Attention-based", 1), ("DiffNet (ours)", 0)]
    return [{"series": s, "x": COST[s][i][0], "y": COST[s][i][1]} for s, i in picks]


def truth() -> dict[str, Any]:
    rows = {r[0]: r for r in corridors()}
    cols = ["Corridor", "Road", "Sensors", "Length (km)", "GRU-Seq", "DiffNet", "\u2206 (%)"]

    def cell(cid: str, col: str) -> dict[str, str]:
        return {"row": cid, "col": col, "value": rows[cid][cols.index(col)]}

    return {
        "file": "heldout/article_traffic.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Statistics of the two data sets.",
                "rotated": False,
                "cells": [
                    {"row": "HCL-207", "col": "Edges", "value": "1,515"},
                    {"row": "RIV-325", "col": "Time steps", "value": "52,116"},
                    {"row": "RIV-325", "col": "Period", "value": "Jan–Jun 2022"},
                ],
                "note": "Fully ruled (| and \\hline) two-row table.",
            },
            {
                "label": "Table 2",
                "caption": "Forecasting error (km/h) at three horizons.",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "HCL-207",
                        "row": "GWN-S",
                        "col_group": "30 min",
                        "col": "RMSE",
                        "value": "6.22",
                    },
                    {
                        "row_group": "RIV-325",
                        "row": "DiffNet",
                        "col_group": "60 min",
                        "col": "MAE",
                        "value": "1.89",
                    },
                    {
                        "row_group": "RIV-325",
                        "row": "HA",
                        "col_group": "15 min",
                        "col": "RMSE",
                        "value": "5.59",
                        "note": "HA rows repeat the same MAE/RMSE at every horizon.",
                    },
                    {
                        "row_group": "HCL-207",
                        "row": "GRU-Seq",
                        "col_group": "60 min",
                        "col": "MAE",
                        "value": "3.60",
                    },
                ],
                "note": "Fully ruled; 'Data set' and 'Model' headers span both header rows (\\multirow); data-set labels span four rows each (printed between rows 2 and 3 of the group); \\cline between models.",
            },
            {
                "label": "Table 3",
                "caption": "MAE (km/h) at the 60-minute horizon per corridor of HCL-207.",
                "pages_find": ["C01 Bayshore Fwy NB", "C46 Airport Expy SB"],
                "rotated": False,
                "cells": [
                    cell("C03", "DiffNet"),
                    cell("C17", "Length (km)"),
                    cell("C29", "\u2206 (%)"),
                    cell("C46", "GRU-Seq"),
                    cell("C46", "Road"),
                ],
                "note": "longtable over two pages: the second page repeats the header under 'Table 3: (continued)'; the first page ends with 'continued on next page'. The text layer spells the header's Delta as U+2206 (INCREMENT); values are printed with a minus sign (U+2212). One logical table.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "MAE on HCL-207 at each of the twelve forecasting steps.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Forecast horizon (min)", "log": False, "min": 0, "max": 60},
                        "y": {"title": "MAE (km/h)", "log": False, "min": 2.2, "max": 3.8},
                        "series": list(HORIZON),
                        "points": probes("GRU-Seq", STEPS, HORIZON["GRU-Seq"], [0, 11])
                        + probes("GWN-S", STEPS, HORIZON["GWN-S"], [5])
                        + probes("DiffNet", STEPS, HORIZON["DiffNet"], [2, 7, 11]),
                    }
                ],
                "note": "gnuplot 5.4 pdfcairo, lines with points, boxed key inside top left, light y grid.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Inference latency per batch of 32 windows against the number of parameters",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "scatter",
                        "x": {"title": "Parameters", "log": True, "min": 1e5, "max": 1e7},
                        "y": {"title": "Latency per batch (ms)", "log": True, "min": 1, "max": 100},
                        "series": list(COST),
                        "points": _cost_points(),
                    }
                ],
                "note": "matplotlib with its default Type 3 fonts; 10^k tick labels with superscript exponents on both axes; legend with a title ('Model family') outside the axes on the right.",
            },
        ],
        "algorithms": [
            {
                "label": "Algorithm 1",
                "caption": "DiffNet training with scheduled diffusion sampling",
            }
        ],
    }
