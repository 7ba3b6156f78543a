"""German working report on the ``tufte-handout`` class (babel ngerman: 'Tabelle 1',
'Abbildung 2'; captions set in the wide right margin beside the float; decimal commas): a table
aligned by whitespace only (no rules, italic headers with units on a second row), a table of text
(four wrapped text columns, no numbers to read); a native pgfplots stacked bar chart with a
legend row above the axes; a gnuplot ``pdfcairo`` chart of lines with points on a log y axis
with decimal-comma ticks ('0,01', '0,1') and a boxed key."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

from common import ENV, probes, run  # noqa: E402

# Tabelle 1: well, district, screen depth (m), nitrate 2019 and 2023 (mg/l).
WELLS = [
    ("GWM 101", "Heidekreis Nord", "8,5", "62,4", "54,1"),
    ("GWM 104", "Heidekreis Nord", "14,0", "48,7", "46,2"),
    ("GWM 117", "Lindenau", "6,2", "81,3", "69,8"),
    ("GWM 122", "Lindenau", "22,5", "12,6", "13,1"),
    ("GWM 130", "Bärwalde", "11,0", "37,9", "31,4"),
    ("GWM 136", "Bärwalde", "5,4", "95,2", "78,6"),
]
# Tabelle 2: measures (text only).
MEASURES = [
    (
        "Zwischenfruchtanbau auf Ackerflächen",
        "seit 2018",
        "Landwirtschaftskammer",
        "Weniger Auswaschung im Herbst",
    ),
    (
        "Gewässerschutzberatung der Betriebe",
        "2019–2024",
        "Geestwasser GmbH",
        "Geringere Bilanzüberschüsse",
    ),
    (
        "Verlängerte Sperrfrist für Gülle",
        "ab Oktober 2020",
        "Untere Wasserbehörde",
        "Weniger Nitrateintrag im Winter",
    ),
    (
        "Anwendungsverbot für Chloridazon",
        "seit 2021",
        "Bundesamt für Verbraucherschutz",
        "Langfristiger Rückgang der Metabolite",
    ),
]
# Abbildung 1: N surplus (kg N/ha) by district and source (stacked segments).
DISTRICTS = ["Heidekreis Nord", "Lindenau", "Bärwalde"]
SURPLUS = {
    "Mineraldünger": [31.5, 24.0, 28.5],
    "Wirtschaftsdünger": [18.0, 47.5, 22.0],
    "Gärreste": [9.5, 14.0, 21.5],
}
# Abbildung 2: Desphenyl-Chloridazon (µg/l), annual means 2015-2023.
YEARS = list(range(2015, 2024))
DPC = {
    "GWM 101": [0.42, 0.51, 0.63, 0.78, 0.85, 0.91, 0.88, 0.84, 0.80],
    "GWM 117": [2.6, 3.1, 3.4, 3.9, 4.2, 3.8, 3.5, 3.3, 3.0],
    "GWM 136": [0.05, 0.07, 0.09, 0.12, 0.18, 0.25, 0.31, 0.40, 0.46],
}


def build(work: Path) -> Path:
    rows = zip(YEARS, *DPC.values(), strict=True)
    (work / "dpc.dat").write_text("".join(" ".join(map(str, r)) + "\n" for r in rows))
    run(["gnuplot", "fig_dpc.gp"], cwd=work)
    t1 = "\n".join(" & ".join(r) + r" \\" for r in WELLS)
    t2 = "\n".join(" & ".join(r) + r" \\[2pt]" for r in MEASURES)
    bars = "\n".join(
        r"\addplot coordinates {"
        + " ".join(f"({d},{v})" for d, v in zip(DISTRICTS, vals, strict=True))
        + "};"
        for vals in SURPLUS.values()
    )
    tex = work / "paper.tex"
    src = tex.read_text(encoding="utf-8")
    src = src.replace("%%TABLE1%%", t1).replace("%%TABLE2%%", t2).replace("%%BARS%%", bars)
    tex.write_text(src, encoding="utf-8")
    return pdflatex(tex)


def pdflatex(tex: Path) -> Path:
    """``common.latex`` decodes the log as UTF-8; pdflatex in the C locale echoes umlauts as
    Latin-1 bytes, so compile here and decode leniently."""
    for _ in range(2):
        proc = subprocess.run(
            ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", tex.name],
            cwd=tex.parent,
            env=ENV,
            capture_output=True,
            check=False,
        )
        if proc.returncode != 0:
            raise RuntimeError(proc.stdout.decode("utf-8", "replace")[-3000:])
    return tex.with_suffix(".pdf")


def truth() -> dict[str, Any]:
    return {
        "file": "heldout3/de_grundwasser.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Messstellen, Filtertiefe und mittlere Nitratkonzentration",
                "rotated": False,
                "cells": [
                    {
                        "row": "GWM 117",
                        "col": "Nitrat 2019 mg/l",
                        "value": "81,3",
                        "col_lines": ["Nitrat 2019", "mg/l"],
                    },
                    {
                        "row": "GWM 136",
                        "col": "Nitrat 2023 mg/l",
                        "value": "78,6",
                        "col_lines": ["Nitrat 2023", "mg/l"],
                    },
                    {
                        "row": "GWM 122",
                        "col": "Filtertiefe m u. GOK",
                        "value": "22,5",
                        "col_lines": ["Filtertiefe", "m u. GOK"],
                    },
                    {"row": "GWM 130", "col": "Landkreis", "value": "Bärwalde"},
                    {
                        "row": "GWM 104",
                        "col": "Nitrat 2023 mg/l",
                        "value": "46,2",
                        "col_lines": ["Nitrat 2023", "mg/l"],
                    },
                ],
                "note": "No rules at all: columns aligned by whitespace, italic headers, units on a second header row; decimal commas.",
            },
            {
                "label": "Table 2",
                "caption": "Maßnahmen zum Grundwasserschutz im Untersuchungsgebiet.",
                "find": "Tabelle 2: Maßnahmen zum",
                "rotated": False,
                "cells": [
                    {
                        "row": "Verlängerte Sperrfrist für Gülle",
                        "col": "Zuständig",
                        "value": "Untere Wasserbehörde",
                    },
                    {
                        "row": "Gewässerschutzberatung der Betriebe",
                        "col": "Zeitraum",
                        "value": "2019–2024",
                    },
                    {
                        "row": "Anwendungsverbot für Chloridazon",
                        "col": "Zuständig",
                        "value": "Bundesamt für Verbraucherschutz",
                    },
                    {
                        "row": "Zwischenfruchtanbau auf Ackerflächen",
                        "col": "Erwartete Wirkung",
                        "value": "Weniger Auswaschung im Herbst",
                    },
                ],
                "note": "A table of text: wrapped p-columns, cells break over two or three lines.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Stickstoffüberschuss der Flächenbilanz 2022 nach Herkunft",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "stacked_bar",
                        "x": {"title": None, "log": False, "categories": DISTRICTS},
                        "y": {
                            "title": "Stickstoffüberschuss (kg N/ha)",
                            "log": False,
                            "min": 0,
                            "max": 100,
                        },
                        "series": list(SURPLUS),
                        "points": probes("Mineraldünger", DISTRICTS, SURPLUS["Mineraldünger"], [0])
                        + probes(
                            "Wirtschaftsdünger", DISTRICTS, SURPLUS["Wirtschaftsdünger"], [1, 2]
                        )
                        + probes("Gärreste", DISTRICTS, SURPLUS["Gärreste"], [1, 2]),
                        "note": "Probe y values are segment heights (not cumulative tops). Totals: 59.0, 85.5, 72.0.",
                    }
                ],
                "note": "Native pgfplots ybar stacked, symbolic x, legend row above the axes, no value labels.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Desphenyl-Chloridazon im Grundwasser (Jahresmittel",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Jahr", "log": False, "min": 2015, "max": 2023},
                        "y": {"title": "Konzentration (µg/l)", "log": True, "min": 0.01, "max": 10},
                        "series": list(DPC),
                        "points": probes("GWM 101", YEARS, DPC["GWM 101"], [0, 5])
                        + probes("GWM 117", YEARS, DPC["GWM 117"], [0, 4, 8])
                        + probes("GWM 136", YEARS, DPC["GWM 136"], [2, 8]),
                    }
                ],
                "note": "gnuplot pdfcairo, linespoints, log y with ticks 0,01 0,1 1 10 (decimal comma), boxed key top left.",
            },
        ],
    }
