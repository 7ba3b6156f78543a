"""Brazilian Portuguese epidemiological bulletin written in **Markdown and typeset by pandoc**
(pandoc's own LaTeX template, pdflatex, babel brazil: 'Tabela 1:', 'Figura 1:', decimal
commas and thousands dots). Pandoc pipe tables become `longtable`s with only top, header and
bottom rules, captions above; a table of rate ratios with `1,11–1,26` intervals and `<0,001`.
Charts: a matplotlib **violin plot** (medians marked, no legend) and a **base-R scatter with its
regression line** on the classic pdf() device with `options(OutDec = ",")` (decimal-comma
ticks). Portuguese is not one of the router's languages; the questions about it are in others."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from common import mpl_save, probes, run  # noqa: E402

MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"]
RAIN = [212, 248, 276, 190, 96, 41, 18, 9, 35, 88, 142, 185]
MONTHLY = [198.4, 287.6, 361.2, 244.9, 118.3, 42.7, 15.2, 8.9, 21.6, 63.5, 112.8, 154.0]
# Tabela 1: municipality, population (Census 2022), cases 2023 (Porto Claro's from its months).
PORTO_POP = 412380
MUNIS = [
    ("Porto Claro", PORTO_POP, round(sum(MONTHLY) * PORTO_POP / 1e5)),
    ("Serra Alta", 256702, 3377),
    ("Lagoa Verde", 143268, 1268),
    ("Vale do Cedro", 98415, 2115),
    ("Santa Luzia do Norte", 61930, 1904),
    ("Três Rios do Sul", 37544, 502),
]
RR = [
    ("Chuva acumulada no mês anterior (por 50 mm)", "1,18", "1,11–1,26", "<0,001"),
    ("Temperatura média no mês anterior (por 1 °C)", "1,09", "1,04–1,15", "0,002"),
    ("Cobertura de esgotamento sanitário (por 10 p.p.)", "0,87", "0,80–0,95", "0,003"),
    ("Densidade urbana (por 1.000 hab./km²)", "1,04", "0,98–1,10", "0,210"),
]
YEARS = ["2019", "2020", "2021", "2022", "2023"]
MEDIANS = [8.4, 5.1, 3.7, 9.6, 14.2]


def br(v: float, nd: int = 0) -> str:
    """Brazilian number format: thousands '.', decimal ','."""
    s = f"{v:,.{nd}f}"
    return s.replace(",", "_").replace(".", ",").replace("_", ".")


def incidence(pop: int, cases: int) -> float:
    return cases / pop * 1e5


def weekly(median: float, seed: int) -> list[float]:
    """52 weekly values whose 26th and 27th sorted values both equal ``median`` (so the median
    is exact), right-skewed like epidemic weeks."""
    rng = np.random.default_rng(seed)
    low = np.sort(median * rng.uniform(0.15, 1.0, 25))
    high = np.sort(median * (1 + rng.gamma(1.3, 0.9, 25)))
    vals = [round(float(v), 1) for v in low] + [median, median] + [round(float(v), 1) for v in high]
    assert float(np.median(vals)) == median
    return vals


def violin(work: Path) -> None:
    plt.rcParams.update({"font.size": 9, "font.family": "DejaVu Sans"})
    fig, ax = plt.subplots(figsize=(5.6, 3.0), layout="constrained")
    data = [weekly(m, i) for i, m in enumerate(MEDIANS)]
    parts = ax.violinplot(data, positions=range(1, 6), showmedians=True, showextrema=True)
    for body in parts["bodies"]:
        body.set_facecolor("#d98c3f")
        body.set_edgecolor("#7a4a1c")
        body.set_alpha(0.7)
    ax.set_xticks(range(1, 6), YEARS)
    ax.set_ylim(0, 60)
    ax.set_ylabel("Casos semanais por 100 mil hab.")
    ax.set_xlabel("Ano")
    ax.grid(axis="y", color="#e5e5e5")
    ax.set_axisbelow(True)
    mpl_save(fig, work / "fig_violino.pdf")
    plt.close(fig)


def table1() -> list[list[str]]:
    rows = [[n, br(p), br(c), br(incidence(p, c), 1)] for n, p, c in MUNIS]
    pop, cases = sum(m[1] for m in MUNIS), sum(m[2] for m in MUNIS)
    rows.append(["Total", br(pop), br(cases), br(incidence(pop, cases), 1)])
    return rows


def build(work: Path) -> Path:
    violin(work)
    rows = ["chuva,incidencia"] + [f"{r},{v}" for r, v in zip(RAIN, MONTHLY, strict=True)]
    (work / "chuva.csv").write_text("\n".join(rows) + "\n")
    run(["Rscript", "fig_chuva.R"], cwd=work)
    incs = {n: incidence(p, c) for n, p, c in MUNIS}
    top = max(incs, key=lambda k: incs[k])
    t1 = "\n".join("| " + " | ".join(r) + " |" for r in table1())
    t2 = "\n".join("| " + " | ".join(r) + " |" for r in RR)
    src = (work / "paper.md").read_text(encoding="utf-8")
    src = src.replace("%%TABLE1%%", t1).replace("%%TABLE2%%", t2).replace("%%TOP%%", top)
    src = src.replace("%%INC_MIN%%", br(min(incs.values()), 1))
    src = src.replace("%%INC_MAX%%", br(max(incs.values()), 1))
    (work / "paper.md").write_text(src, encoding="utf-8")
    run(["pandoc", "paper.md", "--pdf-engine=pdflatex", "-o", "paper.pdf"], cwd=work)
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    t1 = {r[0]: r for r in table1()}
    return {
        "file": "heldout3/pt_dengue.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Casos prováveis de dengue e incidência em 2023, por município.",
                "pages_find": ["412.380", "1.010.239"],
                "rotated": False,
                "cells": [
                    {
                        "row": "Santa Luzia do Norte",
                        "col": "Incidência por 100 mil hab.",
                        "value": t1["Santa Luzia do Norte"][3],
                    },
                    {"row": "Serra Alta", "col": "População (2022)", "value": t1["Serra Alta"][1]},
                    {"row": "Porto Claro", "col": "Casos (2023)", "value": t1["Porto Claro"][2]},
                    {"row": "Total", "col": "Incidência por 100 mil hab.", "value": t1["Total"][3]},
                    {
                        "row": "Três Rios do Sul",
                        "col": "Casos (2023)",
                        "value": t1["Três Rios do Sul"][2],
                    },
                ],
                "note": "Split by longtable over pages 1-2 with the header repeated; pandoc pipe table -> longtable (top, header and bottom rules only), caption above as 'Tabela 1:'; Brazilian numbers (412.380; 1.659,2).",
            },
            {
                "label": "Table 2",
                "caption": "Razões de taxas (RT) do modelo binomial negativo para os casos mensais",
                "pages_find": ["1,11–1,26", "0,98–1,10"],
                "rotated": False,
                "cells": [
                    {"row": RR[0][0], "col": "RT", "value": RR[0][1]},
                    {"row": RR[2][0], "col": "IC 95%", "value": RR[2][2]},
                    {
                        "row": RR[3][0].replace("²", "2"),
                        "col": "Valor de p",
                        "value": RR[3][3],
                        "note": "km² is typeset with a raised 2, which the text layer reads as 'km2'.",
                    },
                    {"row": RR[1][0], "col": "IC 95%", "value": RR[1][2]},
                ],
                "note": "Split by longtable over pages 2-3 with the header repeated. Intervals printed 'low–high' with an en dash and decimal commas; p printed '<0,001'.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Distribuição da incidência semanal de dengue por ano",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "violin",
                        "x": {"title": "Ano", "log": False, "categories": YEARS},
                        "y": {
                            "title": "Casos semanais por 100 mil hab.",
                            "log": False,
                            "min": 0,
                            "max": 60,
                        },
                        "series": [],
                        "points": probes(None, YEARS, MEDIANS, [0, 2, 3, 4]),
                        "note": "Probes are the medians (horizontal line in each violin); 52 weekly values per year, the 26th and 27th equal to the median.",
                    }
                ],
                "note": "matplotlib violinplot(showmedians=True, showextrema=True), no legend.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Chuva acumulada no mês anterior e incidência mensal de dengue em Porto Claro",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "scatter",
                        "x": {
                            "title": "Chuva acumulada no mês anterior (mm)",
                            "log": False,
                            "min": 0,
                            "max": 300,
                        },
                        "y": {
                            "title": "Incidência mensal (por 100 mil hab.)",
                            "log": False,
                            "min": 0,
                            "max": 400,
                        },
                        "series": ["Meses de 2023", "Reta de regressão"],
                        "points": probes("Meses de 2023", RAIN, MONTHLY, [2, 1, 7, 4]),
                        "note": "Twelve monthly points; the dashed least-squares line (abline) is drawn across the plot.",
                    }
                ],
                "note": "base-R plot() + abline() + legend() on the classic pdf() device (Helvetica not embedded), options(OutDec = ',').",
            },
        ],
    }
