"""English maritime-economics working paper written in **pandoc Markdown** and typeset by
**pandoc 2.17 with ``--pdf-engine=context``** (ConTeXt MkIV, LuaTeX; pandoc's ConTeXt template:
Latin Modern, single column, ``Table 1`` captions above and ``Figure 1`` below as ConTeXt
places them, pipe tables as ConTeXt ``xtable``s with rules above and below the header and at
the end). Numbers use thousands commas (``8,530``). The charts are **plotly** 7 figures saved
as **PDF by kaleido** 1 (headless Chromium's Skia PDF backend) and included by ConTeXt as vector
PDF: lines with markers and **symmetric error bars** for three vessel classes, legend top left;
clustered columns with **value labels printed outside the bars** (``texttemplate``), legend
above the plot."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from common import plotly_save, probes, run

CLASSES = {
    "Class A (8,500 TEU)": ("5", "8,530", "25.0", "68.6"),
    "Class B (13,100 TEU)": ("6", "13,092", "24.5", "72.2"),
    "Class C (19,200 TEU)": ("3", "19,224", "22.5", "62.5"),
}
T1_COLS = ["Vessels", "Capacity (TEU)", "Design speed (kn)", "Main engine (MW)"]
BANDS = ["12–14", "14–16", "16–18", "18–20", "20–22"]
# voyages, mean speed (kn), fuel (t/day), fuel per 1,000 TEU-nm (kg)
T2 = {
    "12–14": (38, "13.2", 58.4, "4.6"),
    "14–16": (61, "15.1", 79.3, "5.5"),
    "16–18": (47, "16.9", 104.8, "6.4"),
    "18–20": (29, "18.8", 139.6, "7.7"),
    "20–22": (12, "20.7", 182.1, "9.1"),
}
T2_COLS = [
    "Voyages",
    "Mean speed (kn)",
    "Fuel (t/day)",
    "Fuel per 1,000 TEU-nm (kg)",
    "CO2 (t/day)",
]
EF = 3.114
SPEEDS = [12, 14, 16, 18, 20, 22]
FUEL = {
    "Class A": [41, 58, 82, 113, 152, 199],
    "Class B": [49, 68, 95, 131, 176, 231],
    "Class C": [55, 77, 106, 145, 194, 255],
}
FUEL_SD = {
    "Class A": [3, 4, 5, 7, 10, 14],
    "Class B": [3, 4, 6, 8, 11, 16],
    "Class C": [4, 5, 6, 9, 13, 18],
}
SHARE = {"2019": [4, 12, 25, 36, 23], "2024": [18, 33, 29, 14, 6]}

T1_CAP = "Size classes of the 14 vessels in the sample"
T2_CAP = "Fuel consumption and CO2 emissions by speed band, all vessels, 2024 voyages"
F1_CAP = "Main-engine fuel consumption by speed and vessel class, 2024 (mean ± SD of voyage means)"
F2_CAP = "Share of sailing days in each speed band, 2019 and 2024"


def co2(band: str) -> str:
    return f"{T2[band][2] * EF:.1f}"


def _charts(work: Path) -> None:
    os.environ.setdefault("BROWSER_PATH", "/usr/bin/chromium")
    import plotly.graph_objects as go

    font = {"family": "Liberation Sans", "size": 13, "color": "#222"}
    fig = go.Figure()
    for (name, ys), sym in zip(FUEL.items(), ("circle", "square", "diamond"), strict=True):
        fig.add_trace(
            go.Scatter(
                x=SPEEDS,
                y=ys,
                name=name,
                mode="lines+markers",
                marker={"symbol": sym, "size": 8},
                error_y={"type": "data", "array": FUEL_SD[name], "visible": True, "thickness": 1.2},
            )
        )
    fig.update_layout(
        template="simple_white",
        font=font,
        width=700,
        height=420,
        margin={"l": 70, "r": 20, "t": 20, "b": 60},
        legend={"x": 0.02, "y": 0.98, "xanchor": "left", "yanchor": "top"},
        xaxis={"title": {"text": "Speed over ground (kn)"}, "dtick": 2, "range": [11, 23]},
        yaxis={
            "title": {"text": "Fuel consumption (t/day)"},
            "range": [0, 300],
            "dtick": 50,
            "showgrid": True,
        },
    )
    plotly_save(fig, work / "fig1.pdf")
    fig = go.Figure()
    for name, colour in zip(SHARE, ("#9ecae1", "#08519c"), strict=True):
        fig.add_trace(
            go.Bar(
                x=[f"{b} kn" for b in BANDS],
                y=SHARE[name],
                name=name,
                marker_color=colour,
                texttemplate="%{y}%",
                textposition="outside",
            )
        )
    fig.update_layout(
        template="simple_white",
        barmode="group",
        font=font,
        width=640,
        height=380,
        margin={"l": 70, "r": 20, "t": 50, "b": 60},
        legend={"orientation": "h", "x": 0.5, "xanchor": "center", "y": 1.12},
        xaxis={"title": {"text": "Speed band"}},
        yaxis={"title": {"text": "Share of sailing days (%)"}, "range": [0, 40], "dtick": 10},
    )
    plotly_save(fig, work / "fig2.pdf")


def build(work: Path) -> Path:
    assert sum(int(c[0]) for c in CLASSES.values()) == 14
    assert sum(v[0] for v in T2.values()) == 187
    ratio = T2["20–22"][2] / T2["12–14"][2]
    assert f"{ratio:.1f}" == "3.1"
    assert all(sum(v) == 100 for v in SHARE.values())
    slow19, slow24 = sum(SHARE["2019"][:2]), sum(SHARE["2024"][:2])
    assert (slow19, slow24) == (16, 51)
    _charts(work)
    t1 = "\n".join(f"| {c} | " + " | ".join(v) + " |" for c, v in CLASSES.items())
    t2 = "\n".join(
        f"| {b} | {v[0]} | {v[1]} | {v[2]:.1f} | {v[3]} | {co2(b)} |" for b, v in T2.items()
    )
    src = (work / "paper.md").read_text(encoding="utf-8")
    for key, val in {
        "{table1}": t1,
        "{table2}": t2,
        "{ratio}": f"{ratio:.1f}",
        "{slow19}": str(slow19),
        "{slow24}": str(slow24),
        "{eff_low}": T2["12–14"][3],
        "{eff_high}": T2["20–22"][3],
    }.items():
        src = src.replace(key, val)
    (work / "paper.md").write_text(src, encoding="utf-8")
    run(
        [
            "pandoc",
            "paper.md",
            "-s",
            "--pdf-engine=context",
            "-V",
            "papersize=A4",
            "-V",
            "fontsize=10pt",
            "-V",
            "margin-left=25mm",
            "-V",
            "margin-right=25mm",
            "-V",
            "margin-top=20mm",
            "-V",
            "margin-bottom=20mm",
            "-o",
            "paper.pdf",
        ],
        cwd=work,
        env={"LC_ALL": "C.UTF-8", "HOME": str(work)},
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    cats = [f"{b} kn" for b in BANDS]
    return {
        "file": "heldout5/context_ships.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": T1_CAP,
                "rotated": False,
                "cells": [
                    {
                        "row": "Class B (13,100 TEU)",
                        "col": T1_COLS[1],
                        "value": CLASSES["Class B (13,100 TEU)"][1],
                    },
                    {
                        "row": "Class C (19,200 TEU)",
                        "col": T1_COLS[2],
                        "value": CLASSES["Class C (19,200 TEU)"][2],
                    },
                    {
                        "row": "Class A (8,500 TEU)",
                        "col": T1_COLS[3],
                        "value": CLASSES["Class A (8,500 TEU)"][3],
                    },
                    {
                        "row": "Class C (19,200 TEU)",
                        "col": T1_COLS[0],
                        "value": CLASSES["Class C (19,200 TEU)"][0],
                    },
                ],
                "note": "pandoc pipe table typeset as a ConTeXt xtable; thousands commas.",
            },
            {
                "label": "Table 2",
                "caption": T2_CAP,
                "rotated": False,
                "cells": [
                    {"row": "16–18", "col": T2_COLS[2], "value": f"{T2['16–18'][2]:.1f}"},
                    {"row": "12–14", "col": T2_COLS[0], "value": str(T2["12–14"][0])},
                    {"row": "20–22", "col": T2_COLS[3], "value": T2["20–22"][3]},
                    {"row": "18–20", "col": T2_COLS[4], "value": co2("18–20")},
                    {"row": "14–16", "col": T2_COLS[1], "value": T2["14–16"][1]},
                ],
                "note": "Row headers are speed bands with en dashes; CO2 is printed with a subscript 2 (CO₂ in the text layer as 'CO2' on two baselines); CO2 = fuel × 3.114.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": F1_CAP,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Speed over ground (kn)",
                            "log": False,
                            "min": 11,
                            "max": 23,
                        },
                        "y": {
                            "title": "Fuel consumption (t/day)",
                            "log": False,
                            "min": 0,
                            "max": 300,
                        },
                        "series": list(FUEL),
                        "points": probes("Class A", SPEEDS, FUEL["Class A"], [2, 5])
                        + probes("Class B", SPEEDS, FUEL["Class B"], [3])
                        + probes("Class C", SPEEDS, FUEL["Class C"], [1, 4]),
                    }
                ],
                "note": "plotly lines+markers with symmetric error bars (SD), simple_white template, legend top left; PDF written by kaleido (Chromium/Skia) and included as vector by ConTeXt.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": F2_CAP,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": "Speed band", "log": False, "categories": cats},
                        "y": {
                            "title": "Share of sailing days (%)",
                            "log": False,
                            "min": 0,
                            "max": 40,
                        },
                        "series": list(SHARE),
                        "points": probes("2019", cats, SHARE["2019"], [0, 3])
                        + probes("2024", cats, SHARE["2024"], [1, 4]),
                    }
                ],
                "note": "plotly clustered columns with value labels outside the bars ('36%'), horizontal legend above the plot.",
            },
        ],
    }
