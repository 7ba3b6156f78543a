"""ACS journal paper (``achemso``, ``layout=twocolumn``; chemistry: amine sorbents for CO2
capture): a ``threeparttable`` whose header carries the units on a second row and whose cells
and headers carry footnote markers (a, b, *); a cycling table with row groups (\\multirow
condition labels) and retained percentages in parentheses; one matplotlib figure across both
columns with two panels (a)/(b) sharing one caption: a scatter with its least-squares line, and
lines with markers whose series peak at different temperatures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from common import latex, mpl_save, probes  # noqa: E402

# Table 1: sorbent, loading (mmol N/g), S_BET (m2/g), V_pore (cm3/g), uptake at 40 C (mmol/g).
PROPS = [
    ("SBA-15", "a", "—", "812", "1.04", "0.21"),
    ("APTES-SBA", "", "1.62", "455", "0.71", "0.78"),
    ("APTES-MCF", "", "1.95", "521", "1.38", "0.86"),
    ("DETA-SBA", "", "2.95", "388", "0.58", "1.31"),
    ("TETA-SBA", "", "3.71", "342", "0.49", "1.64"),
    ("PEI-SBA", "", "5.48", "98", "0.17", "2.12"),
    ("PEI-MCF", "*", "6.90", "64", "0.41", "2.96"),
]
AMINE = [r for r in PROPS if r[2] != "—"]
LOAD = [float(r[2]) for r in AMINE]
UPTAKE = [float(r[5]) for r in AMINE]
# Figure 1b: uptake (mmol/g) against adsorption temperature (C); 40 C matches Table 1 and
# 75 C matches the first dry cycle of Table 2.
TEMPS = [25, 40, 55, 75, 90]
BY_T = {
    "TETA-SBA": [1.82, 1.64, 1.52, 1.38, 1.17],
    "PEI-SBA": [1.41, 2.12, 2.58, 2.87, 2.44],
    "PEI-MCF": [2.31, 2.96, 3.12, 2.90, 2.41],
}
# Table 2: uptake at cycles 1, 10, 50 (mmol/g); percentages retained are computed.
CYCLES = {
    ("Dry", "TETA-SBA"): [1.38, 1.19, 0.97],
    ("Dry", "PEI-SBA"): [2.87, 2.71, 2.49],
    ("Humid (40% RH)", "TETA-SBA"): [1.52, 1.47, 1.40],
    ("Humid (40% RH)", "PEI-SBA"): [3.08, 2.99, 2.81],
}


def cycle_cells(vals: list[float]) -> list[str]:
    first = vals[0]
    return [f"{first:.2f}"] + [f"{v:.2f} ({100 * v / first:.1f})" for v in vals[1:]]


def fit() -> tuple[float, float, float]:
    slope, icpt = np.polyfit(LOAD, UPTAKE, 1)
    r2 = float(np.corrcoef(LOAD, UPTAKE)[0, 1] ** 2)
    return float(slope), float(icpt), r2


def chart(work: Path) -> None:
    plt.rcParams.update({"font.size": 9, "font.family": "DejaVu Sans"})
    fig, (a, b) = plt.subplots(1, 2, figsize=(7.0, 2.8), layout="constrained")
    slope, icpt, r2 = fit()
    a.scatter(LOAD, UPTAKE, s=28, color="#2b6ca3", zorder=3, label="Amine sorbents")
    xs = np.array([0.0, 8.0])
    a.plot(xs, slope * xs + icpt, color="#444444", linestyle="--", label="Least-squares fit")
    a.set_xlim(0, 8)
    a.set_ylim(0, 3.5)
    a.set_xlabel("Amine loading (mmol N g$^{-1}$)")
    a.set_ylabel("CO$_2$ uptake (mmol g$^{-1}$)")
    a.legend(loc="upper left", frameon=False)
    a.set_title("(a)", loc="left", fontsize=9)
    for (name, marker), color in zip(
        [("TETA-SBA", "o"), ("PEI-SBA", "s"), ("PEI-MCF", "^")],
        ["#2b6ca3", "#c0392b", "#27863c"],
        strict=True,
    ):
        b.plot(TEMPS, BY_T[name], marker=marker, color=color, label=name)
    b.set_xticks(TEMPS)
    b.set_xlim(20, 95)
    b.set_ylim(1.0, 3.5)
    b.set_xlabel("Adsorption temperature (°C)")
    b.set_ylabel("CO$_2$ uptake (mmol g$^{-1}$)")
    b.legend(loc="lower right", frameon=True, fontsize=8)
    b.set_title("(b)", loc="left", fontsize=9)
    mpl_save(fig, work / "fig_uptake.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    slope, _, r2 = fit()
    assert f"{slope:.2f}" == "0.40" and f"{r2:.2f}" == "0.99", (slope, r2)
    assert max(BY_T["PEI-SBA"]) == BY_T["PEI-SBA"][TEMPS.index(75)]
    for name, *_, up in AMINE:
        assert name not in BY_T or BY_T[name][1] == float(up), name
    chart(work)
    t1 = []
    for name, mark, load, sbet, vp, up in PROPS:
        label = name + (rf"\tnote{{{mark}}}" if mark else "")
        t1.append(f"{label} & {load} & {sbet} & {vp} & {up} \\\\")
    t2 = []
    for cond in ("Dry", "Humid (40% RH)"):
        names = [n for c, n in CYCLES if c == cond]
        for i, name in enumerate(names):
            head = rf"\multirow{{2}}{{*}}{{{cond.replace('%', chr(92) + '%')}}}" if i == 0 else ""
            t2.append(f"{head} & {name} & " + " & ".join(cycle_cells(CYCLES[cond, name])) + r" \\")
        if cond == "Dry":
            t2.append(r"\midrule")
    tex = work / "paper.tex"
    src = tex.read_text(encoding="utf-8")
    src = src.replace("%%TABLE1%%", "\n".join(t1)).replace("%%TABLE2%%", "\n".join(t2))
    tex.write_text(src, encoding="utf-8")
    return latex(tex)


def truth() -> dict[str, Any]:
    c2 = {k: cycle_cells(v) for k, v in CYCLES.items()}
    return {
        "file": "heldout3/acs_sorbents.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Textural properties, amine loading and CO2 uptake of the sorbents",
                "rotated": False,
                "cells": [
                    {
                        "row": "TETA-SBA",
                        "col": "Amine loading (mmol N g−1)",
                        "value": "3.71",
                        "col_lines": ["Amine loading", "(mmol N g−1)"],
                    },
                    {
                        "row": "APTES-MCF",
                        "col": "SBET (m2 g−1)",
                        "value": "521",
                        "col_lines": ["SBET", "(m2 g−1)"],
                    },
                    {
                        "row": "PEI-SBA",
                        "col": "Vpore (cm3 g−1)",
                        "value": "0.17",
                        "col_lines": ["Vpore", "(cm3 g−1)"],
                    },
                    {
                        "row": "DETA-SBA",
                        "col": "CO2 uptake (mmol g−1)",
                        "value": "1.31",
                        "col_lines": ["CO2 uptake", "(mmol g−1)"],
                    },
                    {
                        "row": "SBA-15",
                        "col": "CO2 uptake (mmol g−1)",
                        "value": "0.21",
                        "col_lines": ["CO2 uptake", "(mmol g−1)"],
                    },
                    {
                        "row": "PEI-MCF",
                        "col": "SBET (m2 g−1)",
                        "value": "64",
                        "col_lines": ["SBET", "(m2 g−1)"],
                    },
                ],
                "note": "threeparttable: units on a second header row; footnote markers a (SBA-15 row), b (uptake header), * (PEI-MCF row) printed as superscripts after the name; '—' loading for the bare support.",
            },
            {
                "label": "Table 2",
                "caption": "CO2 uptake (mmol g−1) over repeated cycles at 75 °C",
                "find": "Table 2: CO2 uptake (mmol g−1) over",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Dry",
                        "row": "TETA-SBA",
                        "col": "Cycle 50",
                        "value": c2["Dry", "TETA-SBA"][2],
                    },
                    {
                        "row_group": "Dry",
                        "row": "PEI-SBA",
                        "col": "Cycle 10",
                        "value": c2["Dry", "PEI-SBA"][1],
                    },
                    {
                        "row_group": "Humid (40% RH)",
                        "row": "PEI-SBA",
                        "col": "Cycle 1",
                        "value": c2["Humid (40% RH)", "PEI-SBA"][0],
                    },
                    {
                        "row_group": "Humid (40% RH)",
                        "row": "TETA-SBA",
                        "col": "Cycle 50",
                        "value": c2["Humid (40% RH)", "TETA-SBA"][2],
                    },
                ],
                "note": "Condition labels are \\multirow over two sorbent rows; cells after cycle 1 print 'uptake (percent retained)'.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "(a) CO2 uptake at 40",
                "charts": [
                    {
                        "panel": "(a)",
                        "chart_type": "scatter",
                        "x": {
                            "title": "Amine loading (mmol N g−1)",
                            "log": False,
                            "min": 0,
                            "max": 8,
                        },
                        "y": {
                            "title": "CO2 uptake (mmol g−1)",
                            "log": False,
                            "min": 0.0,
                            "max": 3.5,
                        },
                        "series": ["Amine sorbents", "Least-squares fit"],
                        "points": probes("Amine sorbents", LOAD, UPTAKE, [0, 2, 4, 5]),
                        "note": "The fit line (slope 0.40, intercept 0.11) is drawn from x = 0 to 8; probes are the scattered sorbents.",
                    },
                    {
                        "panel": "(b)",
                        "chart_type": "line",
                        "x": {
                            "title": "Adsorption temperature (°C)",
                            "log": False,
                            "min": 25,
                            "max": 90,
                        },
                        "y": {
                            "title": "CO2 uptake (mmol g−1)",
                            "log": False,
                            "min": 1.0,
                            "max": 3.5,
                        },
                        "series": list(BY_T),
                        "points": probes("TETA-SBA", TEMPS, BY_T["TETA-SBA"], [0, 4])
                        + probes("PEI-SBA", TEMPS, BY_T["PEI-SBA"], [0, 3])
                        + probes("PEI-MCF", TEMPS, BY_T["PEI-MCF"], [2, 4]),
                    },
                ],
                "note": "matplotlib, one PDF with two panels titled (a)/(b), included across both columns (figure*); subscripts are mathtext.",
            }
        ],
    }
