"""REVTeX 4.2 (APS, two columns): 'TABLE I.' roman labels with sentence captions above
ruledtabular (double rules), '±' cells, a two-level header with \\cline, math minus signs;
'FIG. 1' a native pgfplots scatter with error bars (negative y values, legend inside);
'FIG. 2' a matplotlib seaborn-style combo chart: bars with value labels on the left axis and a
line on a second (right) y axis, one legend for both."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import latex, mpl_save, probes  # noqa: E402

PHASE = [0.05, 0.13, 0.22, 0.31, 0.42, 0.55, 0.64, 0.73, 0.86, 0.94]
RV_PRIMARY = [-18.6, -47.9, -65.9, -61.9, -30.0, 23.1, 55.5, 70.2, 53.5, 26.4]
ERR_PRIMARY = [1.2, 1.4, 1.1, 1.5, 1.3, 1.2, 1.6, 1.4, 1.2, 1.3]
RV_SECONDARY = [27.9, 62.6, 84.2, 79.5, 40.6, -24.2, -64.0, -81.8, -61.8, -29.8]
ERR_SECONDARY = [2.1, 2.4, 1.9, 2.6, 2.2, 2.0, 2.7, 2.3, 2.1, 2.5]

ANNULI = ["0–2", "2–4", "4–6", "6–9", "9–15", "15–25"]
MEMBERS = [142, 188, 203, 176, 151, 97]
BIN_FRAC = [31, 27, 22, 19, 15, 12]


def data_files(work: Path) -> None:
    for name, rv, err in (
        ("rv_primary.dat", RV_PRIMARY, ERR_PRIMARY),
        ("rv_secondary.dat", RV_SECONDARY, ERR_SECONDARY),
    ):
        rows = ["ph rv err"] + [f"{p} {v} {e}" for p, v, e in zip(PHASE, rv, err, strict=True)]
        (work / name).write_text("\n".join(rows) + "\n")


def profile_chart(work: Path) -> None:
    plt.style.use("seaborn-v0_8-whitegrid")
    plt.rcParams.update({"font.size": 8, "pdf.fonttype": 42})
    fig, ax = plt.subplots(figsize=(3.4, 2.3), layout="constrained")
    xs = range(len(ANNULI))
    bars = ax.bar(xs, MEMBERS, 0.6, color="#8fb3d9", label="Members")
    ax.bar_label(bars, fontsize=6.5, padding=1)
    ax.set_xticks(list(xs), ANNULI)
    ax.set_ylim(0, 250)
    ax.set_yticks(range(0, 251, 50))
    ax.set_xlabel("Radius (arcmin)")
    ax.set_ylabel("Number of members")
    right = ax.twinx()
    (line,) = right.plot(
        xs,
        BIN_FRAC,
        color="#c0392b",
        marker="D",
        markersize=3.5,
        linewidth=1.2,
        label="Binary fraction",
    )
    right.set_ylim(0, 40)
    right.set_yticks(range(0, 41, 10))
    right.set_ylabel("Binary fraction (%)")
    right.grid(False)
    ax.legend(
        [bars, line], ["Members", "Binary fraction"], loc="upper right", fontsize=6.5, frameon=True
    )
    mpl_save(fig, work / "fig_profile.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    data_files(work)
    profile_chart(work)
    return latex(work / "paper.tex")


def truth() -> dict[str, Any]:
    return {
        "file": "heldout2/revtex_astro.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table I",
                "caption": "Orbital and physical parameters of the five eclipsing binaries.",
                "rotated": False,
                "cells": [
                    {"row": "V4", "col": "e", "value": "0.214"},
                    {"row": "V2", "col": "P (d)", "value": "5.8830"},
                    {"row": "V3", "col": "i (deg)", "value": "79.4"},
                    {
                        "row": "V5",
                        "col": "M1 (M⊙)",
                        "value": "1.35 ± 0.05",
                        "note": "Printed '1.35 ± 0.05'; the header is $M_1$ ($M_\\odot$), the text layer gives 'M1 (M⊙)'.",
                    },
                ],
                "note": "REVTeX 'TABLE I.' caption above a ruledtabular (double rules top and bottom); math headers.",
            },
            {
                "label": "Table II",
                "caption": "Out-of-eclipse magnitudes and colours, and eclipse depths in the V band.",
                "rotated": False,
                "cells": [
                    {
                        "row": "V3",
                        "col": "B − V (mag)",
                        "value": "−0.06",
                        "note": "Math minus (U+2212).",
                    },
                    {"row": "V4", "col": "V (mag)", "value": "15.31"},
                    {
                        "row": "V1",
                        "col_group": "Eclipse depth (mag)",
                        "col": "Primary",
                        "value": "0.61",
                    },
                    {
                        "row": "V2",
                        "col_group": "Eclipse depth (mag)",
                        "col": "Secondary",
                        "value": "0.39",
                    },
                ],
                "note": "Two header rows: 'Eclipse depth (mag)' spans Primary/Secondary over a \\cline.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Radial velocities of V2 folded on the orbital period.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "scatter",
                        "x": {"title": "Orbital phase", "log": False, "min": 0, "max": 1},
                        "y": {
                            "title": "Radial velocity (km s−1)",
                            "log": False,
                            "min": -100,
                            "max": 100,
                        },
                        "series": ["Primary", "Secondary"],
                        "points": probes("Primary", PHASE, RV_PRIMARY, [2, 5, 7])
                        + probes("Secondary", PHASE, RV_SECONDARY, [0, 2, 7]),
                    }
                ],
                "note": "Native pgfplots (TikZ) chart drawn by pdflatex: circles and filled squares with vertical error bars; legend inside, lower right; printed 'FIG. 1.'",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Member counts (bars, left axis) and binary fraction (line, right axis)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar_line",
                        "x": {"title": "Radius (arcmin)", "log": False, "categories": ANNULI},
                        "y": {"title": "Number of members", "log": False, "min": 0, "max": 250},
                        "y2": {
                            "title": "Binary fraction (%)",
                            "log": False,
                            "min": 0,
                            "max": 40,
                            "note": "Right-hand axis; the 'Binary fraction' series is plotted against it.",
                        },
                        "series": ["Members", "Binary fraction"],
                        "points": probes("Members", ANNULI, MEMBERS, [0, 2, 5])
                        + [
                            {**p, "axis": "y2"}
                            for p in probes("Binary fraction", ANNULI, BIN_FRAC, [0, 3, 5])
                        ],
                    }
                ],
                "note": "matplotlib, seaborn-v0_8-whitegrid style, TrueType fonts; bars labelled with their values (bar_label); twin right axis for the line; one legend for both series.",
            },
        ],
    }
