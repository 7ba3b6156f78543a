"""Polish horticulture paper (apple storage) written in **pandoc Markdown** and printed by
**pandoc 2.17 with ``--pdf-engine=wkhtmltopdf``** (wkhtmltopdf 0.12.6, Qt WebKit, headless with
``QT_QPA_PLATFORM=offscreen``): pandoc's HTML5 template, a CSS style (DejaVu fonts, dark red
headings, abstract between rules), single column. ``Tabela 1.`` captions above (raw HTML
tables inside the Markdown, as authors do when pipe tables cannot span), ``Rys. 1.`` below;
decimal commas. Table 2 has **storage-technology groups that span three rows** (``rowspan``,
italic). The charts are **plotly** 7 figures exported to SVG by **kaleido** 1 (headless
Chromium) with Polish number separators (``separators=", "``), drawn by Qt WebKit's SVG
renderer: four lines with markers over storage months, legend inside; **stacked horizontal
bars** (three loss causes, legend above)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from common import plotly_save, probes, run

VARIETIES = ["Idared", "Gala", "Jonagored", "Szampion", "Golden Delicious"]
T1_COLS = ["Jędrność (N)", "Ekstrakt (°Bx)", "Kwasowość (%)", "Indeks skrobiowy (1–10)"]
T1 = {
    "Idared": ("74,2", "11,8", "0,71", "3,2"),
    "Gala": ("68,5", "12,9", "0,38", "5,1"),
    "Jonagored": ("65,1", "13,4", "0,52", "4,6"),
    "Szampion": ("63,8", "12,2", "0,45", "5,8"),
    "Golden Delicious": ("70,3", "13,1", "0,49", "4,0"),
}
T2_COLS = ["Jędrność (N)", "Ekstrakt (°Bx)", "Ubytek masy (%)"]
T2 = {
    "KA": {
        "Idared": ("54,0", "12,1", "2,4"),
        "Gala": ("47,2", "12,6", "2,9"),
        "Szampion": ("41,5", "11,7", "3,3"),
    },
    "ULO": {
        "Idared": ("61,3", "12,3", "2,0"),
        "Gala": ("53,8", "12,8", "2,6"),
        "Szampion": ("48,9", "11,9", "2,9"),
    },
    "ULO + 1-MCP": {
        "Idared": ("67,9", "12,5", "1,8"),
        "Gala": ("60,4", "13,0", "2,3"),
        "Szampion": ("56,2", "12,0", "2,6"),
    },
}
MONTHS = [0, 1, 2, 3, 4, 5, 6, 7]
FIRM = {
    "Chłodnia zwykła": [74.2, 70.1, 65.0, 59.8, 54.9, 50.6, 46.8, 43.5],
    "KA": [74.2, 72.0, 69.3, 66.5, 63.1, 60.0, 57.0, 54.0],
    "ULO": [74.2, 73.1, 71.2, 69.4, 67.3, 65.4, 63.2, 61.3],
    "ULO + 1-MCP": [74.2, 73.8, 73.0, 72.1, 71.0, 69.8, 68.9, 67.9],
}
LOSS = {
    "Choroby grzybowe": [2.4, 1.6, 3.1, 4.2, 1.9],
    "Oparzelina powierzchniowa": [1.1, 0.3, 0.8, 0.5, 0.2],
    "Ubytek masy": [2.0, 2.6, 2.2, 2.9, 3.4],
}
T1_CAP = "Parametry jakości jabłek w dniu zbioru (sezon 2024)"
T2_CAP = "Jakość jabłek po siedmiu miesiącach przechowywania w trzech technologiach"
F1_CAP = "Zmiany jędrności jabłek odmiany Idared w czasie przechowywania w czterech technologiach"
F2_CAP = "Straty jabłek po siedmiu miesiącach przechowywania w ULO według przyczyny"


def pl(x: float) -> str:
    return f"{x:.1f}".replace(".", ",")


def _table1() -> str:
    head = "".join(f"<th>{c}</th>" for c in ["Odmiana", *T1_COLS])
    rows = ""
    for i, v in enumerate(VARIETIES):
        cls = ' class="last"' if i == len(VARIETIES) - 1 else ""
        rows += f'<tr{cls}><td class="l">{v}</td>' + "".join(f"<td>{x}</td>" for x in T1[v])
        rows += "</tr>\n"
    return f"<table>\n<caption>Tabela 1. {T1_CAP}</caption>\n<tr>{head}</tr>\n{rows}</table>"


def _table2() -> str:
    head = "".join(f"<th>{c}</th>" for c in ["Technologia", "Odmiana", *T2_COLS])
    rows = ""
    groups = list(T2)
    for gi, (g, by) in enumerate(T2.items()):
        for k, (v, vals) in enumerate(by.items()):
            last = k == len(by) - 1
            cls = ' class="last"' if last and gi == len(groups) - 1 else ""
            style = ' style="border-bottom: 0.6pt solid black"' if last else ""
            lead = f'<td class="g" rowspan="{len(by)}">{g}</td>' if k == 0 else ""
            cells = "".join(f"<td{style}>{x}</td>" for x in vals)
            rows += f'<tr{cls}>{lead}<td class="l"{style}>{v}</td>{cells}</tr>\n'
    return f"<table>\n<caption>Tabela 2. {T2_CAP}</caption>\n<tr>{head}</tr>\n{rows}</table>"


def _charts(work: Path) -> None:
    os.environ.setdefault("BROWSER_PATH", "/usr/bin/chromium")
    import plotly.graph_objects as go

    font = {"family": "DejaVu Sans", "size": 13, "color": "#222"}
    fig = go.Figure()
    for (name, ys), sym in zip(
        FIRM.items(), ("circle", "square", "diamond", "triangle-up"), strict=True
    ):
        fig.add_trace(
            go.Scatter(x=MONTHS, y=ys, name=name, mode="lines+markers", marker_symbol=sym)
        )
    fig.update_layout(
        template="plotly_white",
        separators=", ",
        font=font,
        width=720,
        height=400,
        margin={"l": 70, "r": 20, "t": 20, "b": 60},
        legend={
            "x": 0.02,
            "y": 0.02,
            "xanchor": "left",
            "yanchor": "bottom",
            "bgcolor": "rgba(255,255,255,0.8)",
        },
        xaxis={"title": {"text": "Czas przechowywania (miesiące)"}, "dtick": 1},
        yaxis={"title": {"text": "Jędrność (N)"}, "range": [40, 80], "dtick": 5},
    )
    plotly_save(fig, work / "fig1.svg")
    fig = go.Figure()
    for name, xs in LOSS.items():
        fig.add_trace(go.Bar(y=VARIETIES, x=xs, name=name, orientation="h"))
    fig.update_layout(
        template="plotly_white",
        barmode="stack",
        separators=", ",
        font=font,
        width=720,
        height=360,
        margin={"l": 140, "r": 20, "t": 50, "b": 60},
        legend={"orientation": "h", "x": 0, "y": 1.12},
        xaxis={"title": {"text": "Straty (% masy owoców)"}, "range": [0, 9], "dtick": 1},
        yaxis={"autorange": "reversed"},
    )
    plotly_save(fig, work / "fig2.svg")


def build(work: Path) -> Path:
    gain = float(T2["ULO + 1-MCP"]["Idared"][0].replace(",", ".")) - float(
        T2["ULO"]["Idared"][0].replace(",", ".")
    )
    assert pl(gain) == "6,6"
    totals = [round(sum(x), 1) for x in zip(*LOSS.values(), strict=True)]
    assert max(totals) == 7.6 and VARIETIES[totals.index(7.6)] == "Szampion"
    for g in ("KA", "ULO", "ULO + 1-MCP"):
        assert pl(FIRM[g][7]) == T2[g]["Idared"][0]
    for i, v in enumerate(("Idared", "Gala", "Szampion")):
        assert pl(LOSS["Ubytek masy"][VARIETIES.index(v)]) == T2["ULO"][v][2], i
    assert pl(FIRM["Chłodnia zwykła"][0]) == T1["Idared"][0]
    assert FIRM["ULO + 1-MCP"][0] - FIRM["ULO + 1-MCP"][7] < 7
    _charts(work)
    src = (work / "paper.md").read_text(encoding="utf-8")
    for key, val in {
        "{table1}": _table1(),
        "{table2}": _table2(),
        "{idared_gain}": pl(gain),
        "{szampion_loss}": pl(max(totals)),
    }.items():
        src = src.replace(key, val)
    (work / "paper.md").write_text(src, encoding="utf-8")
    run(
        [
            "pandoc",
            "paper.md",
            "-s",
            "--css",
            "style.css",
            "--pdf-engine=wkhtmltopdf",
            "--pdf-engine-opt=--enable-local-file-access",
            "--pdf-engine-opt=--quiet",
            "-V",
            "margin-top=20mm",
            "-V",
            "margin-bottom=20mm",
            "-V",
            "margin-left=22mm",
            "-V",
            "margin-right=22mm",
            "-V",
            "papersize=A4",
            "-o",
            "paper.pdf",
        ],
        cwd=work,
        env={"QT_QPA_PLATFORM": "offscreen", "LC_ALL": "C.UTF-8"},
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    cats = VARIETIES
    return {
        "file": "heldout5/pl_jablka.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": T1_CAP,
                "rotated": False,
                "cells": [
                    {"row": "Idared", "col": T1_COLS[2], "value": T1["Idared"][2]},
                    {"row": "Jonagored", "col": T1_COLS[1], "value": T1["Jonagored"][1]},
                    {"row": "Szampion", "col": T1_COLS[3], "value": T1["Szampion"][3]},
                    {
                        "row": "Golden Delicious",
                        "col": T1_COLS[0],
                        "value": T1["Golden Delicious"][0],
                    },
                ],
                "note": "Raw HTML table in pandoc Markdown, rules above/below the header and at the end, dotted row separators; decimal commas.",
            },
            {
                "label": "Table 2",
                "caption": T2_CAP,
                "rotated": False,
                "cells": [
                    {
                        "row_group": "KA",
                        "row": "Gala",
                        "col": T2_COLS[0],
                        "value": T2["KA"]["Gala"][0],
                    },
                    {
                        "row_group": "ULO",
                        "row": "Szampion",
                        "col": T2_COLS[0],
                        "value": T2["ULO"]["Szampion"][0],
                    },
                    {
                        "row_group": "ULO + 1-MCP",
                        "row": "Idared",
                        "col": T2_COLS[0],
                        "value": T2["ULO + 1-MCP"]["Idared"][0],
                    },
                    {
                        "row_group": "ULO",
                        "row": "Gala",
                        "col": T2_COLS[1],
                        "value": T2["ULO"]["Gala"][1],
                    },
                    {
                        "row_group": "KA",
                        "row": "Szampion",
                        "col": T2_COLS[2],
                        "value": T2["KA"]["Szampion"][2],
                    },
                ],
                "note": "Technology names span three rows each (rowspan, italic, vertically centred); the same three varieties repeat in every group.",
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
                            "title": "Czas przechowywania (miesiące)",
                            "log": False,
                            "min": 0,
                            "max": 7,
                        },
                        "y": {"title": "Jędrność (N)", "log": False, "min": 40, "max": 80},
                        "series": list(FIRM),
                        "points": probes("Chłodnia zwykła", MONTHS, FIRM["Chłodnia zwykła"], [3, 7])
                        + probes("KA", MONTHS, FIRM["KA"], [4])
                        + probes("ULO", MONTHS, FIRM["ULO"], [2, 5])
                        + probes("ULO + 1-MCP", MONTHS, FIRM["ULO + 1-MCP"], [6]),
                    }
                ],
                "note": "plotly lines+markers (four marker symbols) exported to SVG by kaleido, legend inside bottom left, y ticks every 5 N; drawn by wkhtmltopdf's Qt WebKit.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": F2_CAP,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "stacked_bar",
                        "orientation": "horizontal",
                        "x": {"title": None, "log": False, "categories": cats},
                        "y": {"title": "Straty (% masy owoców)", "log": False, "min": 0, "max": 9},
                        "series": list(LOSS),
                        "points": probes("Choroby grzybowe", cats, LOSS["Choroby grzybowe"], [0, 3])
                        + probes(
                            "Oparzelina powierzchniowa",
                            cats,
                            LOSS["Oparzelina powierzchniowa"],
                            [0],
                        )
                        + probes("Ubytek masy", cats, LOSS["Ubytek masy"], [2, 4]),
                    }
                ],
                "note": "plotly stacked horizontal bars (barmode='stack', first variety at the top: autorange reversed), legend in one row above the plot; points are segment lengths.",
            },
        ],
    }
