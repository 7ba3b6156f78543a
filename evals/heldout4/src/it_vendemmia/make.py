"""Italian viticulture paper typeset with **Typst** (two columns, ``lang: "it"``: ``Tabella 1:``,
``Figura 1:``, decimal commas, thousands dots): a table whose numeric headers are **rotated 90°**
(``rotate(-90deg, reflow: true)``) with a text column; a row-grouped table (``rowspan`` treatment
cells); two **seaborn** charts included by Typst as PDF images: clustered bars (``hue``) and lines
with markers (``lineplot`` with ``style``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
import seaborn as sns  # noqa: E402
import typst  # noqa: E402
from common import mpl_save, probes  # noqa: E402

# Table 1: vineyard, cultivar, altitude (m a.s.l.), density (vines/ha), age (years), slope (%), soil.
VIGNETI = [
    ("Montalcino", "Sangiovese", "420", "5.000", "18", "12", "galestro"),
    ("Barolo", "Nebbiolo", "310", "4.500", "25", "21", "marne calcaree"),
    ("Valpolicella", "Corvina", "260", "3.300", "14", "8", "calcareo"),
    ("Etna", "Nerello Mascalese", "780", "6.200", "32", "15", "vulcanico"),
    ("Soave", "Garganega", "150", "3.800", "21", "5", "basaltico"),
    ("Franciacorta", "Chardonnay", "230", "5.500", "11", "6", "morenico"),
]
ROTHEAD = [
    "Altitudine (m s.l.m.)",
    "Densità (ceppi/ha)",
    "Età dell'impianto (anni)",
    "Pendenza (%)",
]
# Table 2: treatment, cultivar, sugars (°Brix), titratable acidity (g/L), pH, anthocyanins (mg/kg).
MOSTO = [
    ("Controllo", "Sangiovese", "22,4", "6,8", "3,38", "612"),
    ("Controllo", "Nebbiolo", "23,1", "7,4", "3,29", "455"),
    ("Controllo", "Corvina", "21,6", "6,2", "3,41", "738"),
    ("Defogliazione precoce", "Sangiovese", "23,5", "6,1", "3,45", "704"),
    ("Defogliazione precoce", "Nebbiolo", "24,2", "6,9", "3,34", "521"),
    ("Defogliazione precoce", "Corvina", "22,3", "5,7", "3,49", "848"),
]
# Figure 1: yield (t/ha) per vineyard and treatment.
SITES = [v[0] for v in VIGNETI]
RESA = {
    "Controllo": [8.4, 7.1, 10.2, 6.3, 12.8, 9.5],
    "Defogliazione precoce": [7.6, 6.5, 9.1, 5.9, 11.6, 8.8],
}
# Figure 2: °Brix in the control plots, days after veraison; day 50 is the harvest (Table 2).
DAYS = [0, 10, 20, 30, 40, 50]
BRIX = {
    "Sangiovese": [12.1, 15.3, 18.2, 20.3, 21.6, 22.4],
    "Nebbiolo": [11.4, 14.2, 17.6, 20.5, 22.2, 23.1],
    "Corvina": [13.0, 16.1, 18.4, 19.9, 20.9, 21.6],
}


def charts(work: Path) -> None:
    sns.set_theme(style="whitegrid", context="paper", font="DejaVu Sans")
    rows = [(s, t, v) for t, vals in RESA.items() for s, v in zip(SITES, vals, strict=True)]
    df = pd.DataFrame(rows, columns=["Vigneto", "Trattamento", "Resa (t/ha)"])
    fig, ax = plt.subplots(figsize=(3.4, 2.6), layout="constrained")
    sns.barplot(
        df, x="Vigneto", y="Resa (t/ha)", hue="Trattamento", palette=["#8c510a", "#5ab4ac"], ax=ax
    )
    ax.set_ylim(0, 14)
    ax.set_xlabel("")
    ax.tick_params(axis="x", labelrotation=30)
    ax.legend(title="", loc="upper left", fontsize=7, frameon=True)
    mpl_save(fig, work / "fig_resa.pdf")
    plt.close(fig)
    rows = [(d, c, v) for c, vals in BRIX.items() for d, v in zip(DAYS, vals, strict=True)]
    df = pd.DataFrame(rows, columns=["Giorni dall'invaiatura", "Cultivar", "Zuccheri (°Brix)"])
    fig, ax = plt.subplots(figsize=(3.4, 2.4), layout="constrained")
    sns.lineplot(
        df,
        x="Giorni dall'invaiatura",
        y="Zuccheri (°Brix)",
        hue="Cultivar",
        style="Cultivar",
        markers=True,
        dashes=False,
        ax=ax,
    )
    ax.set_xticks(DAYS)
    ax.set_ylim(10, 25)
    ax.legend(title="Cultivar", loc="lower right", fontsize=7, title_fontsize=7)
    mpl_save(fig, work / "fig_brix.pdf")
    plt.close(fig)
    sns.reset_defaults()


def build(work: Path) -> Path:
    ctl, dfo = (sum(v) / len(v) for v in RESA.values())
    assert (f"{ctl:.2f}", f"{dfo:.2f}", f"{100 * (ctl - dfo) / ctl:.1f}") == ("9.05", "8.25", "8.8")
    for cult, vals in BRIX.items():
        row = next(r for r in MOSTO if r[0] == "Controllo" and r[1] == cult)
        assert f"{vals[-1]:.1f}".replace(".", ",") == row[2], cult
    charts(work)
    rot = ", ".join(f"rotate(-90deg, reflow: true)[*{h}*]" for h in ROTHEAD)
    t1 = ",\n    ".join(", ".join(f"[{c}]" for c in r) for r in VIGNETI)
    t2 = []
    for i, (treat, *rest) in enumerate(MOSTO):
        head = f"table.cell(rowspan: 3, align: horizon)[{treat}], " if i % 3 == 0 else ""
        t2.append(head + ", ".join(f"[{c}]" for c in rest))
    src = (work / "paper.typ").read_text(encoding="utf-8")
    src = src.replace("%%ROTHEAD%%", rot + ",").replace("%%TABLE1%%", t1 + ",")
    src = src.replace("%%TABLE2%%", ",\n    ".join(t2) + ",")
    (work / "paper.typ").write_text(src, encoding="utf-8")
    out = work / "paper.pdf"
    typst.compile(str(work / "paper.typ"), output=str(out))
    return out


def truth() -> dict[str, Any]:
    t1 = {r[0]: r for r in VIGNETI}
    t2 = {(r[0], r[1]): r for r in MOSTO}
    return {
        "file": "heldout4/it_vendemmia.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Caratteristiche dei sei vigneti sperimentali",
                "rotated": False,
                "cells": [
                    {"row": "Etna", "col": ROTHEAD[0], "value": t1["Etna"][2]},
                    {"row": "Barolo", "col": ROTHEAD[1], "value": t1["Barolo"][3]},
                    {"row": "Franciacorta", "col": ROTHEAD[2], "value": t1["Franciacorta"][4]},
                    {"row": "Barolo", "col": ROTHEAD[3], "value": t1["Barolo"][5]},
                    {"row": "Soave", "col": "Suolo", "value": t1["Soave"][6]},
                    {"row": "Valpolicella", "col": "Cultivar", "value": t1["Valpolicella"][1]},
                ],
                "note": "Typst table; the four numeric column headers are rotated 90° (read bottom to top); thousands printed with a dot (5.000 = 5000).",
            },
            {
                "label": "Table 2",
                "caption": "Composizione del mosto alla vendemmia 2024 per trattamento",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Controllo",
                        "row": "Nebbiolo",
                        "col": "Acidità titolabile (g/L)",
                        "value": t2["Controllo", "Nebbiolo"][3],
                    },
                    {
                        "row_group": "Controllo",
                        "row": "Corvina",
                        "col": "Antociani (mg/kg)",
                        "value": t2["Controllo", "Corvina"][5],
                    },
                    {
                        "row_group": "Defogliazione precoce",
                        "row": "Sangiovese",
                        "col": "Zuccheri (°Brix)",
                        "value": t2["Defogliazione precoce", "Sangiovese"][2],
                    },
                    {
                        "row_group": "Defogliazione precoce",
                        "row": "Nebbiolo",
                        "col": "pH",
                        "value": t2["Defogliazione precoce", "Nebbiolo"][4],
                    },
                    {
                        "row_group": "Defogliazione precoce",
                        "row": "Corvina",
                        "col": "Antociani (mg/kg)",
                        "value": t2["Defogliazione precoce", "Corvina"][5],
                    },
                ],
                "note": "Treatment cells span three cultivar rows (rowspan, vertically centred); decimal commas.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Resa alla vendemmia 2024 per vigneto e trattamento",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": None, "log": False, "categories": SITES},
                        "y": {"title": "Resa (t/ha)", "log": False, "min": 0, "max": 14},
                        "series": list(RESA),
                        "points": probes("Controllo", SITES, RESA["Controllo"], [0, 2, 4])
                        + probes(
                            "Defogliazione precoce", SITES, RESA["Defogliazione precoce"], [1, 3, 5]
                        ),
                    }
                ],
                "note": "seaborn 0.13 barplot with hue (whitegrid theme), x labels rotated 30°, legend upper left without title; included by Typst as a PDF image.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Accumulo degli zuccheri dopo l'invaiatura nelle parcelle di controllo",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Giorni dall'invaiatura", "log": False, "min": 0, "max": 50},
                        "y": {"title": "Zuccheri (°Brix)", "log": False, "min": 10, "max": 25},
                        "series": list(BRIX),
                        "points": probes("Sangiovese", DAYS, BRIX["Sangiovese"], [1, 3])
                        + probes("Nebbiolo", DAYS, BRIX["Nebbiolo"], [0, 4])
                        + probes("Corvina", DAYS, BRIX["Corvina"], [1, 3]),
                    }
                ],
                "note": "seaborn lineplot with hue and style (a marker shape per cultivar), legend titled 'Cultivar' lower right; included by Typst as a PDF image.",
            },
        ],
    }
