"""French ``amsart`` paper (babel french: 'Tableau 1', small-caps caption labels, decimal commas,
signed percentages): a plain ruled table and a table with a \\multicolumn 'Habitat' header over
four columns and \\multirow side headers; a gnuplot ``pdfcairo`` clustered histogram with decimal
comma ticks ('5,0'); a ggplot2 line chart with error bars on R's classic ``pdf()`` device
(Latin-1 text, Helvetica not embedded), legend on top with a title."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from common import latex, probes, run  # noqa: E402

HABITATS = ["Prairie fauchée", "Prairie pâturée", "Lisière", "Friche"]
VISITS = {"2022": [14.2, 9.8, 12.5, 19.6], "2023": [12.9, 8.1, 13.4, 21.3]}

MONTHS = ["avr.", "mai", "juin", "juil.", "août", "sept."]
RICHNESS = {
    "Prairie fauchée": ([8.2, 14.6, 17.3, 11.0, 9.4, 6.1], [0.9, 1.2, 1.4, 1.1, 0.8, 0.7]),
    "Lisière": ([11.5, 13.8, 12.9, 12.2, 10.7, 8.8], [1.0, 1.1, 0.9, 1.0, 0.9, 0.8]),
    "Friche": ([6.4, 12.1, 16.0, 18.7, 17.2, 12.5], [0.7, 1.0, 1.3, 1.5, 1.2, 1.1]),
}


def data_files(work: Path) -> None:
    rows = [f'"{h}" {a} {b}' for h, a, b in zip(HABITATS, *VISITS.values(), strict=True)]
    (work / "visites.dat").write_text("\n".join(rows) + "\n", encoding="utf-8")
    lines = ["habitat,mois,richesse,et"]
    for hab, (vals, errs) in RICHNESS.items():
        lines += [f"{hab},{m},{v},{e}" for m, v, e in zip(MONTHS, vals, errs, strict=True)]
    (work / "richesse.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")


def build(work: Path) -> Path:
    data_files(work)
    run(["gnuplot", "fig_visites.gp"], cwd=work)
    run(["Rscript", "fig_richesse.R"], cwd=work)
    return latex(work / "paper.tex")


def truth() -> dict[str, Any]:
    return {
        "file": "heldout2/fr_pollinators.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Caractéristiques des quatre sites d’étude.",
                "rotated": False,
                "cells": [
                    {"row": "S3", "col": "Altitude (m)", "value": "508"},
                    {"row": "S2", "col": "Surface (ha)", "value": "5,2"},
                    {"row": "S4", "col": "Couvert floral (%)", "value": "58,9"},
                    {"row": "S1", "col": "Habitat", "value": "Prairie fauchée"},
                ],
                "note": "Printed 'Tableau 1.' (babel french, \\tablename redefined as French journals do); decimal commas; the text layer prints the apostrophe as U+2019.",
            },
            {
                "label": "Table 2",
                "caption": "Effectifs de pollinisateurs observés (2022 et 2023 cumulés)",
                "rotated": False,
                "cells": [
                    {
                        "row": "Abeilles solitaires",
                        "col_group": "Habitat",
                        "col": "Friche",
                        "value": "612",
                    },
                    {"row": "Syrphes", "col_group": "Habitat", "col": "Lisière", "value": "305"},
                    {
                        "row": "Syrphes",
                        "col": "Évol. 2022–2023 (%)",
                        "value": "−21,7",
                        "note": "Math minus; decimal comma typeset as {,}.",
                    },
                    {"row": "Papillons", "col": "Évol. 2022–2023 (%)", "value": "+3,6"},
                    {"row": "Total", "col": "Total", "value": "4478"},
                    {
                        "row": "Coléoptères",
                        "col_group": "Habitat",
                        "col": "Prairie pâturée",
                        "value": "81",
                    },
                ],
                "note": "'Habitat' spans four columns over a \\cline; Groupe, Total and Évol. are \\multirow over both header rows; a Total row under a rule.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Visites florales par heure d’observation, par habitat et par année.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": None, "log": False, "categories": HABITATS},
                        "y": {
                            "title": "Visites par heure",
                            "log": False,
                            "min": 0,
                            "max": 25,
                            "note": "Ticks printed with a decimal comma: 0,0 5,0 ... 25,0.",
                        },
                        "series": list(VISITS),
                        "points": probes("2022", HABITATS, VISITS["2022"], [0, 1, 3])
                        + probes("2023", HABITATS, VISITS["2023"], [1, 2, 3]),
                    }
                ],
                "note": "gnuplot 5.4 pdfcairo clustered histogram; boxed key top left; horizontal grid.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Richesse spécifique moyenne par relevé au cours de la saison 2023",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Mois", "log": False, "categories": MONTHS},
                        "y": {
                            "title": "Richesse (espèces par relevé)",
                            "log": False,
                            "min": 0,
                            "max": 20,
                        },
                        "series": list(RICHNESS),
                        "points": probes(
                            "Prairie fauchée", MONTHS, RICHNESS["Prairie fauchée"][0], [2, 3]
                        )
                        + probes("Lisière", MONTHS, RICHNESS["Lisière"][0], [0, 5])
                        + probes("Friche", MONTHS, RICHNESS["Friche"][0], [2, 3, 4]),
                    }
                ],
                "note": "ggplot2 3.4 on the classic pdf() device (ISOLatin1, Helvetica not embedded): lines, point shapes per series, error bars (± standard error, not values); legend on top titled 'Habitat'.",
            },
        ],
    }
