"""Clinical trial report in ``memoir`` (article mode, Times text, sans captions 'Table 1.'):
double-ruled tables, 'mean ± SD' and 'n (%)' cells, an outcomes table with a two-line header
(\\multirow), italic section rows spanning all columns, signed CIs '−7.4 (−9.1 to −5.7)' and
'<0.001'; a base-R step chart (cumulative incidence) on ``cairo_pdf``; a matplotlib forest plot
(points with horizontal CIs, log x axis, subgroup labels on the y axis, a dashed line at 1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import latex, mpl_save, probes, run  # noqa: E402
from matplotlib.ticker import FixedLocator, NullFormatter  # noqa: E402

MONTHS = [0, 6, 12, 18, 24, 30, 36]
KM = {
    "Salt substitute": [0.0, 1.6, 3.2, 4.9, 6.4, 8.1, 9.7],
    "Regular salt": [0.0, 2.1, 4.3, 6.8, 9.0, 11.2, 13.5],
}
SUBGROUPS = [
    "Overall",
    "Age < 80 years",
    "Age ≥ 80 years",
    "Women",
    "Men",
    "Diabetes",
    "No diabetes",
]
HR = [0.72, 0.75, 0.68, 0.70, 0.74, 0.61, 0.76]
LOW = [0.60, 0.59, 0.52, 0.54, 0.58, 0.44, 0.62]
HIGH = [0.86, 0.95, 0.89, 0.91, 0.94, 0.85, 0.93]


def km_chart(work: Path) -> None:
    rows = ["month,substitute,control"] + [
        f"{m},{s},{c}" for m, s, c in zip(MONTHS, *KM.values(), strict=True)
    ]
    (work / "km.csv").write_text("\n".join(rows) + "\n")
    run(["Rscript", "fig_km.R"], cwd=work)


def forest_chart(work: Path) -> None:
    plt.rcParams.update({"font.size": 8.5, "pdf.fonttype": 42, "font.family": "DejaVu Sans"})
    fig, ax = plt.subplots(figsize=(4.8, 2.7), layout="constrained")
    ys = list(range(len(SUBGROUPS)))
    err = [
        [h - lo for h, lo in zip(HR, LOW, strict=True)],
        [hi - h for h, hi in zip(HR, HIGH, strict=True)],
    ]
    ax.errorbar(HR, ys, xerr=err, fmt="s", color="black", markersize=4, capsize=0, linewidth=1)
    ax.axvline(1.0, linestyle="--", color="grey", linewidth=0.8)
    ax.set_xscale("log")
    ax.set_xlim(0.4, 1.25)
    ax.xaxis.set_major_locator(FixedLocator([0.4, 0.6, 0.8, 1.0, 1.25]))
    ax.xaxis.set_major_formatter(plt.FixedFormatter(["0.4", "0.6", "0.8", "1.0", "1.25"]))
    ax.xaxis.set_minor_formatter(NullFormatter())
    ax.set_yticks(ys, SUBGROUPS)
    ax.set_ylim(len(SUBGROUPS) - 0.5, -1.4)  # inverted: first subgroup on top, room above it
    ax.set_xlabel("Hazard ratio (95% CI)")
    ax.text(0.95, -0.95, "Favours salt substitute", fontsize=7, ha="right", va="center")
    ax.text(1.05, -0.95, "Favours regular salt", fontsize=7, ha="left", va="center")
    mpl_save(fig, work / "fig_forest.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    km_chart(work)
    forest_chart(work)
    return latex(work / "paper.tex")


def truth() -> dict[str, Any]:
    return {
        "file": "heldout2/memoir_trial.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Baseline characteristics of the participants.",
                "rotated": False,
                "cells": [
                    {
                        "row": "Age, years",
                        "col": "Salt substitute (n = 2083)",
                        "value": "76.3 ± 5.8",
                    },
                    {
                        "row": "Women, n (%)",
                        "col": "Regular salt (n = 2081)",
                        "value": "997 (47.9)",
                    },
                    {
                        "row": "Diabetes, n (%)",
                        "col": "Salt substitute (n = 2083)",
                        "value": "521 (25.0)",
                    },
                    {
                        "row": "Serum potassium, mmol/L",
                        "col": "Regular salt (n = 2081)",
                        "value": "4.19 ± 0.44",
                    },
                ],
                "note": "memoir, double rules (\\hline\\hline), a footnote row spanning all columns.",
            },
            {
                "label": "Table 2",
                "caption": "Primary and secondary outcomes.",
                "rotated": False,
                "cells": [
                    {
                        "row": "MACE, n (%)",
                        "col": "Effect estimate (95% CI)",
                        "col_lines": ["Effect estimate", "(95% CI)"],
                        "value": "HR 0.72 (0.60 to 0.86)",
                    },
                    {
                        "row": "Change in systolic BP, mmHg",
                        "col": "Effect estimate (95% CI)",
                        "col_lines": ["Effect estimate", "(95% CI)"],
                        "value": "−7.4 (−9.1 to −5.7)",
                    },
                    {"row": "Death from any cause, n (%)", "col": "P value", "value": "0.19"},
                    {
                        "row": "Hyperkalaemia, n (%)",
                        "col": "Salt substitute (n = 2083)",
                        "col_lines": ["Salt substitute", "(n = 2083)"],
                        "value": "31 (1.5)",
                    },
                    {
                        "row": "Change in urinary sodium, mmol/24 h",
                        "col": "Regular salt (n = 2081)",
                        "col_lines": ["Regular salt", "(n = 2081)"],
                        "value": "−6.3",
                    },
                ],
                "note": "Two-line column headers, each a separate tabular row: 'Salt substitute' over '(n = 2083)', 'Effect estimate' over '(95% CI)' (the truth names the whole header, `col_lines` the printed lines); Outcome and P value are \\multirow; italic section rows (Primary outcome, Secondary outcomes, Safety) span all columns; math minus signs.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Cumulative incidence of major adverse cardiovascular events.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "step",
                        "x": {
                            "title": "Months since randomization",
                            "log": False,
                            "min": 0,
                            "max": 36,
                        },
                        "y": {
                            "title": "Cumulative incidence (%)",
                            "log": False,
                            "min": 0,
                            "max": 15,
                        },
                        "series": list(KM),
                        "points": probes(
                            "Salt substitute", MONTHS, KM["Salt substitute"], [2, 4, 6]
                        )
                        + probes("Regular salt", MONTHS, KM["Regular salt"], [2, 4, 6]),
                    }
                ],
                "note": "base R on cairo_pdf: type='s' step lines (the value at month m holds until the next time point; probes are the step corners), dashed grey and solid red, legend top left without a box, horizontal y tick labels (las=1).",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Hazard ratios for MACE in prespecified subgroups.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "forest",
                        "orientation": "horizontal",
                        "x": {"title": None, "log": False, "categories": SUBGROUPS},
                        "y": {
                            "title": "Hazard ratio (95% CI)",
                            "log": True,
                            "min": 0.4,
                            "max": 1.25,
                        },
                        "series": [],
                        "points": probes(None, SUBGROUPS, HR, [0, 2, 5, 6]),
                    }
                ],
                "note": "matplotlib errorbar: square markers with horizontal 95% CI lines (not values), log value axis with ticks 0.4 .. 1.25, dashed reference line at 1.0, subgroup labels on the vertical axis, 'Favours ...' annotations. Corpus convention: categories in x, values in y.",
            },
        ],
    }
