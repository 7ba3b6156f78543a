"""German scrartcl paper: 'Tabelle'/'Abbildung' captions, decimal commas and thousands dots in the
tables ('1.284', '42,7'), a booktabs table with a two-level header, a gnuplot chart through the
PostScript terminal (EPS, Latin-1 umlauts, decimal-comma tick labels '25,0') converted with
epstopdf, and a two-panel matplotlib scatter (a)/(b) with German legends."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from common import latex, mpl_save, probes, run  # noqa: E402

HOURS = list(range(24))
PROFILE = {
    "Messung": [
        31.2,
        30.4,
        29.8,
        29.5,
        30.1,
        33.6,
        41.8,
        52.3,
        50.6,
        46.2,
        43.0,
        41.1,
        39.8,
        38.9,
        38.2,
        38.7,
        40.5,
        44.9,
        47.2,
        46.0,
        43.1,
        39.4,
        35.8,
        33.0,
    ],
    "LSTM": [
        31.8,
        30.9,
        30.2,
        29.9,
        30.6,
        34.9,
        43.1,
        50.9,
        49.8,
        45.7,
        43.6,
        41.5,
        40.3,
        39.2,
        38.6,
        39.3,
        41.2,
        44.1,
        46.5,
        45.6,
        42.8,
        39.9,
        36.4,
        33.7,
    ],
    "GBM": [
        32.5,
        31.4,
        30.6,
        30.2,
        30.4,
        31.9,
        36.7,
        45.2,
        51.4,
        47.9,
        44.8,
        42.3,
        40.9,
        39.6,
        38.9,
        38.8,
        40.1,
        43.0,
        46.1,
        46.8,
        44.0,
        40.6,
        37.2,
        34.1,
    ],
}
GNUPLOT = """set encoding iso_8859_1
set terminal postscript eps enhanced color font "Helvetica,20" size 6in,3.4in
set output "abb_tagesgang.eps"
set decimalsign ','
set xlabel "Uhrzeit (h)"
set ylabel "W\u00e4rmeleistung (MW)"
set xrange [0:24]
set yrange [25:55]
set xtics 0,4,24
set ytics 25,5,55
set format y "%.1f"
set key top left
set grid
plot "tagesgang.dat" using 1:2 with linespoints lw 3 pt 7 ps 1.2 lc rgb "black" title "Messung", \\
     "" using 1:3 with lines lw 3 dt 2 lc rgb "#d62728" title "LSTM", \\
     "" using 1:4 with lines lw 3 dt 4 lc rgb "#1f77b4" title "GBM"
"""


def scatter_data() -> dict[str, dict[str, tuple[list[float], list[float]]]]:
    """Daily means (measured, predicted) for Netz Süd: 10 winter and 10 summer days per model."""
    rng = np.random.default_rng(2023)
    winter = np.round(rng.uniform(24, 36, 10), 1)
    summer = np.round(rng.uniform(6, 11, 10), 1)
    out: dict[str, dict[str, tuple[list[float], list[float]]]] = {}
    for model, bias_s, noise in (("LSTM", 0.2, 0.9), ("GBM", 2.1, 1.5)):
        out[model] = {
            "Winter": (winter.tolist(), np.round(winter + rng.normal(0, noise, 10), 1).tolist()),
            "Sommer": (
                summer.tolist(),
                np.round(summer + bias_s + rng.normal(0, noise / 2, 10), 1).tolist(),
            ),
        }
    return out


def charts(work: Path) -> None:
    rows = "\n".join(
        f"{h} {a} {b} {c}" for h, a, b, c in zip(HOURS, *PROFILE.values(), strict=True)
    )
    (work / "tagesgang.dat").write_text(rows + "\n")
    (work / "abb_tagesgang.gp").write_bytes(GNUPLOT.encode("latin-1"))
    run(["gnuplot", "abb_tagesgang.gp"], cwd=work)
    run(["epstopdf", "abb_tagesgang.eps"], cwd=work)

    plt.rcParams.update({"font.size": 9, "pdf.fonttype": 42})
    fig, axes = plt.subplots(1, 2, figsize=(6.4, 3.0), layout="constrained", sharey=True)
    for ax, (model, groups), tag in zip(axes, scatter_data().items(), ["(a)", "(b)"], strict=True):
        for (season, (xs, ys)), m in zip(groups.items(), ["o", "^"], strict=True):
            ax.scatter(xs, ys, marker=m, s=22, label=season)
        ax.plot([0, 40], [0, 40], color="grey", linewidth=0.7, linestyle="--")
        ax.set_xlim(0, 40)
        ax.set_ylim(0, 40)
        ax.set_xticks(range(0, 41, 10))
        ax.set_yticks(range(0, 41, 10))
        ax.set_xlabel("Gemessen (MW)")
        ax.set_title(f"{tag} {model}")
        ax.legend(loc="upper left")
    axes[0].set_ylabel("Prognostiziert (MW)")
    mpl_save(fig, work / "abb_streuung.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    charts(work)
    return latex(work / "paper.tex")


def truth() -> dict[str, Any]:
    sc = scatter_data()

    def sc_probes(model: str) -> list[dict[str, Any]]:
        pts = []
        for season, picks in (("Winter", [0, 5]), ("Sommer", [2, 7])):
            xs, ys = sc[model][season]
            pts += probes(season, xs, ys, picks)
        return pts

    def panel(model: str, tag: str) -> dict[str, Any]:
        return {
            "panel": tag,
            "panel_caption": f"{tag} {model}",
            "chart_type": "scatter",
            "x": {"title": "Gemessen (MW)", "log": False, "min": 0, "max": 40},
            "y": {
                "title": "Prognostiziert (MW)" if tag == "(a)" else None,
                "log": False,
                "min": 0,
                "max": 40,
            },
            "series": ["Winter", "Sommer"],
            "points": sc_probes(model),
        }

    return {
        "file": "heldout/de_energy.pdf",
        "scanned": False,
        "language": "de",
        "tables": [
            {
                "label": "Table 1",
                "caption": "Kenndaten der untersuchten Fernwärmenetze.",
                "rotated": False,
                "cells": [
                    {
                        "row": "Netz Nord",
                        "col": "Hausanschlüsse",
                        "value": "1.284",
                        "note": "German thousands separator: 1.284 means 1284.",
                    },
                    {"row": "Netz Süd", "col": "Trassenlänge (km)", "value": "61,9"},
                    {"row": "Netz Süd", "col": "Vorlauf (°C)", "value": "90–120"},
                ],
                "note": "Printed label 'Tabelle 1'. Decimal commas.",
            },
            {
                "label": "Table 2",
                "caption": "Prognosefehler im Testjahr 2023.",
                "rotated": False,
                "cells": [
                    {"row": "GBM", "col_group": "Netz Süd", "col": "MAPE (%)", "value": "5,2"},
                    {
                        "row": "LSTM",
                        "col_group": "Netz Nord",
                        "col": "MAE (MW)",
                        "value": "1,84",
                        "note": "Bold (best).",
                    },
                    {
                        "row": "LSTM ohne Wetterprognose",
                        "col_group": "Netz Süd",
                        "col": "RMSE (MW)",
                        "value": "3,81",
                        "note": "Bold (best in its column).",
                    },
                    {
                        "row": "Gradtagzahl",
                        "col_group": "Netz Nord",
                        "col": "RMSE (MW)",
                        "value": "5,41",
                    },
                ],
                "note": "Printed label 'Tabelle 2'. Two-level header (Netz Nord / Netz Süd over MAE, RMSE, MAPE); decimal commas.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Gemessener und prognostizierter Wärmebedarf im Netz Nord an einem Wintertag",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Uhrzeit (h)", "log": False, "min": 0, "max": 24},
                        "y": {
                            "title": "Wärmeleistung (MW)",
                            "log": False,
                            "min": 25,
                            "max": 55,
                            "printed_ticks": "25,0 30,0 ... 55,0 (decimal comma)",
                        },
                        "series": list(PROFILE),
                        "points": probes("Messung", HOURS, PROFILE["Messung"], [3, 7, 18])
                        + probes("LSTM", HOURS, PROFILE["LSTM"], [7])
                        + probes("GBM", HOURS, PROFILE["GBM"], [6, 8]),
                    }
                ],
                "note": "Printed label 'Abbildung 1'. gnuplot PostScript (EPS) terminal converted by epstopdf (Ghostscript): Helvetica replaced by an embedded Nimbus Sans; 'Messung' has points, LSTM and GBM are dashed lines without markers.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Prognostizierter über gemessenem Tagesmittelwert der Wärmeleistung im Netz Süd",
                "charts": [panel("LSTM", "(a)"), panel("GBM", "(b)")],
                "note": "Printed label 'Abbildung 2'. matplotlib, two scatter panels sharing the y axis (y title and tick labels only on (a)); panel titles '(a) LSTM', '(b) GBM'; dashed unnamed diagonal y = x; legends inside upper left.",
            },
        ],
    }
