"""Journal of Statistical Software paper (``jss`` class, shipped with R's texmf tree): an
R-package article with JSS's own layout (captions under the tables, `Sinput` code chunk,
\\pkg{} names in table headers). A table of text (function, purpose, arguments), a benchmark
table with two column groups over \\cmidrule and `—` cells; a **lattice** multi-panel chart
(one panel per site, strip labels, a key on the right) on R's classic pdf() device, and a
**base-R box plot** drawn on R's postscript() device and converted by epstopdf."""

from __future__ import annotations

from pathlib import Path
from statistics import median
from typing import Any

from common import probes, run  # noqa: E402

FUNCS = [
    (
        "met_fit",
        "Fits the mixed model by AI-REML with one residual variance per site",
        "formula, data, resid, spatial",
    ),
    (
        "met_check",
        "Checks the design for connectedness and empty variety-site cells",
        "data, variety, site",
    ),
    ("met_predict", "Predicts variety means at observed or new sites", "fit, newsite, level"),
    ("met_plot", "Draws dose-response curves per site with lattice", "fit, by, layout"),
    ("met_stability", "Computes Finlay-Wilkinson stability slopes", "fit, env_index"),
]
# Benchmark: plots -> times (s) and memory (MB) for fieldtrials, lme4, nlme.
BENCH = [
    ("400", ["0.08", "0.05", "0.31"], ["12", "9", "21"]),
    ("2,000", ["0.21", "0.19", "2.7"], ["25", "22", "96"]),
    ("10,000", ["1.3", "1.1", "41.8"], ["88", "79", "1,240"]),
    ("50,000", ["7.9", "6.4", "—"], ["402", "371", "—"]),
]
SITES = ["Ames", "Lincoln", "Manhattan"]
NRATE = [0, 40, 80, 120, 160]
DOSE = {
    "Ames": {"Everest": [5.1, 6.3, 7.2, 7.8, 8.0], "Zenda": [4.8, 6.1, 7.3, 8.1, 8.4]},
    "Lincoln": {"Everest": [5.9, 7.0, 7.9, 8.5, 8.8], "Zenda": [5.6, 7.2, 8.6, 9.5, 9.9]},
    "Manhattan": {"Everest": [3.9, 4.8, 5.5, 5.9, 5.9], "Zenda": [3.6, 4.6, 5.4, 5.8, 5.7]},
}
# Absolute errors (t/ha) at 12 held-out sites; the 6th and 7th sorted values are equal so that
# each median is a printed-precision number.
ERR = {
    "fieldtrials": [0.12, 0.18, 0.21, 0.25, 0.27, 0.31, 0.31, 0.36, 0.40, 0.44, 0.52, 0.71],
    "fieldtrials-hom": [0.15, 0.22, 0.26, 0.30, 0.33, 0.38, 0.38, 0.41, 0.47, 0.55, 0.63, 0.80],
    "lme4": [0.16, 0.21, 0.27, 0.31, 0.35, 0.40, 0.40, 0.44, 0.49, 0.56, 0.66, 0.84],
    "OLS": [0.22, 0.31, 0.38, 0.45, 0.51, 0.58, 0.58, 0.62, 0.70, 0.81, 0.95, 1.32],
}
MEDIANS = {k: round(median(v), 2) for k, v in ERR.items()}
# R's postscript() device prints '-' in the category names as U+2212.
PRINTED = [k.replace("-", "\u2212") for k in ERR]


def build(work: Path) -> Path:
    rows = ["site,variety,nrate,yield"]
    for site, by_var in DOSE.items():
        for var, ys in by_var.items():
            rows += [f"{site},{var},{n},{y}" for n, y in zip(NRATE, ys, strict=True)]
    (work / "dose.csv").write_text("\n".join(rows) + "\n")
    rows = ["method,error"] + [f"{m},{v}" for m, vs in ERR.items() for v in vs]
    (work / "err.csv").write_text("\n".join(rows) + "\n")
    run(["Rscript", "figs.R"], cwd=work)
    run(["epstopdf", "fig_err.eps"], cwd=work)
    t1 = "\n".join(rf"\code{{{f}()}} & {p} & \code{{{a}}} \\" for f, p, a in FUNCS)
    t2 = "\n".join(f"{n} & " + " & ".join(t + m) + r" \\" for n, t, m in BENCH)
    tex = work / "paper.tex"
    src = tex.read_text(encoding="utf-8")
    tex.write_text(src.replace("%%TABLE1%%", t1).replace("%%TABLE2%%", t2), encoding="utf-8")
    cmd = ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "paper.tex"]
    run(cmd, cwd=work)
    run(cmd, cwd=work)
    return work / "paper.pdf"


def _dose_chart(site: str) -> dict[str, Any]:
    by_var = DOSE[site]
    return {
        "panel": site,
        "chart_type": "line",
        "x": {"title": "Nitrogen rate (kg N/ha)", "log": False, "min": 0, "max": 160},
        "y": {
            "title": "Grain yield (t/ha)",
            "log": False,
            "min": 4,
            "max": 10,
            "note": "ylim 3..10.5; ticks 4..10 (lattice chooses every 1 t/ha, labelled on the first panel only).",
        },
        "series": ["Everest", "Zenda"],
        "points": probes("Everest", NRATE, by_var["Everest"], [0, 4])
        + probes("Zenda", NRATE, by_var["Zenda"], [2, 4]),
    }


def truth() -> dict[str, Any]:
    return {
        "file": "heldout3/jss_trials.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "User-level functions of fieldtrials.",
                "rotated": False,
                "cells": [
                    {
                        "row": "met_predict()",
                        "col": "Main arguments",
                        "value": "fit, newsite, level",
                    },
                    {
                        "row": "met_stability()",
                        "col": "Purpose",
                        "value": "Computes Finlay-Wilkinson stability slopes",
                    },
                    {"row": "met_check()", "col": "Main arguments", "value": "data, variety, site"},
                    {
                        "row": "met_plot()",
                        "col": "Purpose",
                        "value": "Draws dose-response curves per site with lattice",
                    },
                ],
                "note": "A table of text, caption under the table (JSS style); function names in \\code{} typewriter.",
            },
            {
                "label": "Table 2",
                "caption": "Median fitting time and peak memory for simulated trials",
                "rotated": False,
                "cells": [
                    {"row": "10,000", "col_group": "Time (s)", "col": "nlme", "value": "41.8"},
                    {
                        "row": "50,000",
                        "col_group": "Time (s)",
                        "col": "fieldtrials",
                        "value": "7.9",
                    },
                    {"row": "2,000", "col_group": "Memory (MB)", "col": "lme4", "value": "22"},
                    {"row": "10,000", "col_group": "Memory (MB)", "col": "nlme", "value": "1,240"},
                    {"row": "400", "col_group": "Time (s)", "col": "lme4", "value": "0.05"},
                ],
                "note": "Two groups (Time (s), Memory (MB)) repeat the same three package names as leaf headers; nlme cells of the 50,000 row are '—'.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Mean grain yield against nitrogen rate by site and variety",
                "charts": [_dose_chart(s) for s in SITES],
                "note": "lattice xyplot(type = 'b'), layout 3x1, strip labels Ames/Lincoln/Manhattan name the panels; key on the right with points and lines; classic pdf() device (Helvetica not embedded).",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Absolute error of predicted variety means at held-out sites",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "box",
                        "x": {"title": None, "log": False, "categories": PRINTED},
                        "y": {
                            "title": "Absolute error (t/ha)",
                            "log": False,
                            "min": 0.0,
                            "max": 1.4,
                        },
                        "series": [],
                        "points": probes(None, PRINTED, list(MEDIANS.values()), [0, 1, 2, 3]),
                        "note": "Probes are the medians (the thick line of each box); 12 values per box, the 6th and 7th equal. OLS has one outlier point at 1.32.",
                    }
                ],
                "note": "base-R boxplot on the postscript() device, converted by epstopdf (Ghostscript); grey boxes, category names under the axis.",
            },
        ],
    }
