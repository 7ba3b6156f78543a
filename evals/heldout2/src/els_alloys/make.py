"""Elsevier ``elsarticle`` preprint (single column, 12 pt): booktabs composition table, a
``longtable`` of tensile results that breaks across two pages (repeated head, 'continued'),
siunitx units in the headers, '±' cells and signed percentage changes; a native pgfplots line
chart with a log2 time axis and a dotted grid; a matplotlib chart in the 'ggplot' style:
grouped bars with error bars and value labels."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import latex, mpl_save, probes  # noqa: E402

HOURS = [0.5, 1, 2, 4, 8, 16, 32, 64]
# Legend entries as the text layer prints them: siunitx under pdflatex draws the degree sign
# as U+25E6 (white bullet), a common real-world form.
HARDNESS = {
    "120 ◦C": [118, 124, 133, 145, 158, 169, 176, 178],
    "150 ◦C": [131, 142, 155, 166, 171, 168, 160, 151],
    "180 ◦C": [145, 156, 162, 158, 149, 139, 128, 119],
}
PGF_LEGEND = {k: k.replace(" ◦C", "\\,\\si{\\celsius}") for k in HARDNESS}
MARKS = ["*", "square*", "triangle*"]

# Tensile table of alloy A2: (T, t) -> yield strength; the rest follows from it.
TEMPS = [120, 150, 180]
TIMES = [2, 4, 8, 16, 24, 48, 72]
PEAK = {120: (24, 512), 150: (8, 488), 180: (2, 455)}
SD = [4, 6, 5, 3, 7, 5, 4]
T6_YS = 512


def yield_strength(temp: int, t: float) -> int:
    tp, peak = PEAK[temp]
    return round(peak - 9.5 * math.log2(t / tp) ** 2 - (3 if t != tp else 0))


def tensile_rows() -> list[dict[str, Any]]:
    rows = []
    for temp in TEMPS:
        for i, t in enumerate(TIMES):
            ys = yield_strength(temp, t)
            uts = ys + 54 + (i % 3) * 2
            elong = round(17.5 - ys / 45, 1)
            change = round((ys - T6_YS) / T6_YS * 100, 1)
            rows.append(
                {
                    "T": str(temp),
                    "t": str(t),
                    "ys": f"{ys} ± {SD[i]}",
                    "uts": str(uts),
                    "el": f"{elong:.1f}",
                    "chg": "0.0" if change == 0 else f"−{abs(change):.1f}",
                    "_ys": ys,
                    "_uts": uts,
                    "_el": elong,
                }
            )
    return rows


def tensile_table(work: Path) -> None:
    head = (
        "\\toprule\n$T$ (\\si{\\celsius}) & $t$ (h) & $\\sigma_y$ (MPa) & UTS (MPa) & "
        "Elongation (\\%) & $\\Delta\\sigma_y$ vs.\\ T6 (\\%) \\\\\n\\midrule\n"
    )
    lines = [
        "\\begin{longtable}{cccccc}",
        "\\caption{Tensile properties of alloy A2 after aging (mean $\\pm$ standard deviation of "
        "three specimens for $\\sigma_y$).}\\label{tab:tensile}\\\\",
        head + "\\endfirsthead",
        "\\multicolumn{6}{l}{\\small Table \\ref{tab:tensile} (continued)}\\\\",
        head + "\\endhead",
        "\\bottomrule\n\\endlastfoot",
    ]
    for r in tensile_rows():
        t_cell = r["T"] if r["t"] == str(TIMES[0]) else ""
        ys = r["ys"].replace("±", "$\\pm$")
        chg = r["chg"].replace("−", "$-$")
        lines.append(f"{t_cell} & {r['t']} & {ys} & {r['uts']} & {r['el']} & {chg} \\\\")
        if r["t"] == str(TIMES[-1]) and r["T"] != str(TEMPS[-1]):
            lines.append("\\midrule")
    lines.append("\\end{longtable}")
    (work / "table_tensile.tex").write_text("\n".join(lines) + "\n", encoding="utf-8")


def hardness_plots(work: Path) -> None:
    out = []
    for (name, ys), mark in zip(HARDNESS.items(), MARKS, strict=True):
        coords = " ".join(f"({x},{y})" for x, y in zip(HOURS, ys, strict=True))
        out.append(f"\\addplot+[mark={mark}, thick] coordinates {{{coords}}};")
        out.append(f"\\addlegendentry{{{PGF_LEGEND[name]}}}")
    (work / "fig_hardness_plots.tex").write_text("\n".join(out) + "\n", encoding="utf-8")


ALLOYS = ["A1", "A2", "A3"]
COND = {"T6": ([33.2, 31.8, 30.1], [0.4, 0.5, 0.3]), "RRA": ([37.9, 36.4, 35.2], [0.6, 0.4, 0.5])}


def conductivity_chart(work: Path) -> None:
    plt.style.use("ggplot")
    plt.rcParams.update({"font.size": 9, "pdf.fonttype": 42})
    fig, ax = plt.subplots(figsize=(4.6, 2.9), layout="constrained")
    width = 0.36
    for i, (name, (vals, err)) in enumerate(COND.items()):
        xs = [j + (i - 0.5) * width for j in range(len(ALLOYS))]
        bars = ax.bar(xs, vals, width, yerr=err, capsize=3, label=name)
        ax.bar_label(bars, labels=[f"{v:.1f}" for v in vals], padding=6, fontsize=7.5)
    ax.set_xticks(range(len(ALLOYS)), ALLOYS)
    ax.set_ylim(25, 42)
    ax.set_yticks(range(25, 41, 5))
    ax.set_xlabel("Alloy")
    ax.set_ylabel("Conductivity (% IACS)")
    ax.legend(title="Temper", loc="upper right", fontsize=8)
    mpl_save(fig, work / "fig_conductivity.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    tensile_table(work)
    hardness_plots(work)
    conductivity_chart(work)
    return latex(work / "paper.tex", runs=3)


def _row(temp: int, t: int) -> dict[str, Any]:
    return next(r for r in tensile_rows() if r["T"] == str(temp) and r["t"] == str(t))


def truth() -> dict[str, Any]:
    r150_8, r180_72, r120_24, r180_8 = _row(150, 8), _row(180, 72), _row(120, 24), _row(180, 8)
    return {
        "file": "heldout2/els_alloys.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Chemical composition of the three alloys (wt.%).",
                "rotated": False,
                "cells": [
                    {"row": "A3", "col": "Zn", "value": "7.8"},
                    {"row": "A2", "col": "Cu", "value": "1.9"},
                    {"row": "A1", "col": "Fe", "value": "0.12"},
                    {"row": "A1", "col": "Al", "value": "bal."},
                ],
                "note": "booktabs; units only in the caption.",
            },
            {
                "label": "Table 2",
                "caption": "Tensile properties of alloy A2 after aging",
                "pages_find": ["Tensile properties of alloy A2 after aging", "Table 2 (continued)"],
                "rotated": False,
                "cells": [
                    {
                        "row_group": "150",
                        "row": "8",
                        "col": "σy (MPa)",
                        "value": r150_8["ys"],
                        "note": "Rows are (T, t); the T group label is printed on the group's first row only.",
                    },
                    {
                        "row_group": "180",
                        "row": "72",
                        "col": "Elongation (%)",
                        "value": f"{r180_72['_el']:.1f}",
                        "note": "Last row, on the continuation page.",
                    },
                    {"row_group": "120", "row": "24", "col": "∆σy vs. T6 (%)", "value": "0.0"},
                    {"row_group": "180", "row": "8", "col": "UTS (MPa)", "value": r180_8["uts"]},
                    {"row_group": "120", "row": "24", "col": "UTS (MPa)", "value": r120_24["uts"]},
                ],
                "note": "longtable over two pages: the head (with units) is repeated under 'Table 2 (continued)'; signed changes with a math minus; group label on the first row of each temperature group, \\midrule between groups.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Vickers hardness of alloy A2 during isothermal aging at three temperatures.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Aging time (h)",
                            "log": True,
                            "min": 0.5,
                            "max": 64,
                            "note": "log base 2; ticks printed as plain numbers 0.5 .. 64.",
                        },
                        "y": {"title": "Hardness (HV5)", "log": False, "min": 100, "max": 180},
                        "series": list(HARDNESS),
                        "points": probes("120 ◦C", HOURS, HARDNESS["120 ◦C"], [0, 5, 7])
                        + probes("150 ◦C", HOURS, HARDNESS["150 ◦C"], [2, 4, 7])
                        + probes("180 ◦C", HOURS, HARDNESS["180 ◦C"], [2, 6]),
                    }
                ],
                "note": "Native pgfplots (TikZ): lines with circle/square/triangle marks, dotted major grid, legend lower right. Legend entries typeset with siunitx (text layer '120 ◦C' with U+25E6).",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Electrical conductivity of the three alloys in the T6 and RRA tempers.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": "Alloy", "log": False, "categories": ALLOYS},
                        "y": {"title": "Conductivity (% IACS)", "log": False, "min": 25, "max": 40},
                        "series": list(COND),
                        "points": probes("T6", ALLOYS, COND["T6"][0], [0, 1, 2])
                        + probes("RRA", ALLOYS, COND["RRA"][0], [0, 2]),
                    }
                ],
                "note": "matplotlib 'ggplot' style (grey panel, white grid); bars start at 25 (not zero); value labels above the error bars; legend with the title 'Temper'.",
            },
        ],
    }
