"""Japanese brewing-science paper (polishing ratio and yeast in junmai sake) typeset from HTML by
**WeasyPrint** (CSS two-column page, Noto Serif/Sans CJK JP, ``表1``/``図1`` captions with an
ideographic space): a rice-analysis table; a table whose yeast names span two rows and whose
sake-meter values carry explicit signs (``+3.5``, ``−1.5``); two **pygal** charts (SVG,
rendered by WeasyPrint's own SVG renderer): horizontal clustered bars with the legend below, and
lines with dots over fermentation days."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygal
import weasyprint
from common import probes
from pygal.style import Style

MINUS = "\u2212"
# Table 1: polishing ratio, crude protein (%), water uptake after 20 min (%), 1000-grain weight (g).
RICE_COLS = ["粗タンパク質（%）", "20分吸水率（%）", "千粒重（g）"]
RICE = [
    ("70%", "5.82", "27.9", "18.4"),
    ("60%", "5.21", "29.6", "15.9"),
    ("50%", "4.68", "31.2", "13.2"),
    ("40%", "4.19", "32.5", "10.7"),
]
# Table 2: yeast, polishing ratio; alcohol (%), sake meter value, acidity, amino acidity,
# ethyl caproate (ppm), isoamyl acetate (ppm).
SAKE_COLS = [
    "アルコール分（%）",
    "日本酒度",
    "酸度",
    "アミノ酸度",
    "カプロン酸エチル（ppm）",
    "酢酸イソアミル（ppm）",
]
SAKE = [
    ("協会7号", "60%", "16.8", "+2.0", "1.6", "1.4", "1.8", "2.9"),
    ("協会7号", "40%", "16.5", "+3.5", "1.4", "1.1", "2.6", "3.4"),
    ("協会9号", "60%", "17.1", "+1.0", "1.5", "1.3", "3.2", "4.1"),
    ("協会9号", "40%", "16.9", f"{MINUS}1.5", "1.3", "1.0", "4.7", "5.3"),
]
# Figure 1: ethyl caproate (ppm) by yeast (categories) and polishing ratio (series).
YEASTS = ["協会7号", "協会9号", "協会1801号"]
CAPROATE = {"精米歩合60%": [1.8, 3.2, 6.4], "精米歩合40%": [2.6, 4.7, 8.9]}
# Figure 2: alcohol (%) in the mash by fermentation day, polishing ratio 40 %.
DAYS = [0, 4, 8, 12, 16, 20, 24]
ALC = {
    "協会7号": [0.0, 5.2, 9.8, 13.1, 15.0, 16.1, 16.5],
    "協会9号": [0.0, 4.6, 9.1, 12.6, 14.9, 16.3, 16.9],
    "協会1801号": [0.0, 3.9, 8.0, 11.4, 13.8, 15.4, 16.2],
}
STYLE = Style(
    font_family="Noto Sans CJK JP",
    background="white",
    plot_background="white",
    foreground="#333333",
    foreground_strong="#111111",
    foreground_subtle="#bbbbbb",
    colors=("#3b6ea5", "#e07b39", "#5a9e4b"),
    label_font_size=13,
    major_label_font_size=13,
    legend_font_size=13,
    title_font_size=14,
)


def charts(work: Path) -> None:
    c = pygal.HorizontalBar(
        style=STYLE,
        width=520,
        height=330,
        legend_at_bottom=True,
        legend_at_bottom_columns=2,
        x_title="カプロン酸エチル（ppm）",
        range=(0, 10),
        show_y_guides=True,
    )
    c.x_labels = YEASTS
    for name, vals in CAPROATE.items():
        c.add(name, vals)
    (work / "fig1.svg").write_text(c.render(disable_xml_declaration=True), encoding="utf-8")
    c = pygal.Line(
        style=STYLE,
        width=520,
        height=340,
        legend_at_bottom=True,
        legend_at_bottom_columns=3,
        x_title="発酵日数（日）",
        y_title="アルコール分（%）",
        range=(0, 18),
        dots_size=4,
    )
    c.x_labels = [str(d) for d in DAYS]
    c.y_labels = [0, 3, 6, 9, 12, 15, 18]
    for name, vals in ALC.items():
        c.add(name, vals)
    (work / "fig2.svg").write_text(c.render(disable_xml_declaration=True), encoding="utf-8")


def _rows(rows: list[tuple[str, ...]], span: bool) -> str:
    out = []
    for i, r in enumerate(rows):
        cells = list(r)
        head = ""
        if span:
            head = f'<th rowspan="2" class="grp">{cells[0]}</th>' if i % 2 == 0 else ""
            cells = cells[1:]
        out.append(
            "<tr>"
            + head
            + f"<th>{cells[0]}</th>"
            + "".join(f"<td>{c}</td>" for c in cells[1:])
            + "</tr>"
        )
    return "".join(out)


def build(work: Path) -> Path:
    for y, (p60, p40) in zip(YEASTS[:2], zip(*CAPROATE.values(), strict=True), strict=False):
        assert next(r for r in SAKE if r[0] == y and r[1] == "60%")[6] == f"{p60}"
        assert next(r for r in SAKE if r[0] == y and r[1] == "40%")[6] == f"{p40}"
    for y in YEASTS[:2]:
        assert next(r for r in SAKE if r[0] == y and r[1] == "40%")[2] == f"{ALC[y][-1]}"
    charts(work)
    t1 = (
        "<table><thead><tr><th>精米歩合</th>"
        + "".join(f"<th>{c}</th>" for c in RICE_COLS)
        + "</tr></thead><tbody>"
        + _rows(RICE, False)
        + "</tbody></table>"
    )
    t2 = (
        '<table class="wide"><thead><tr><th>酵母</th><th>精米歩合</th>'
        + "".join(f"<th>{c}</th>" for c in SAKE_COLS)
        + "</tr></thead><tbody>"
        + _rows(SAKE, True)
        + "</tbody></table>"
    )
    html = (work / "paper.html").read_text(encoding="utf-8")
    html = html.replace("%%TABLE1%%", t1).replace("%%TABLE2%%", t2)
    out = work / "paper.pdf"
    weasyprint.HTML(string=html, base_url=str(work)).write_pdf(out)
    return out


def truth() -> dict[str, Any]:
    r = {x[0]: x for x in RICE}
    s = {(x[0], x[1]): x for x in SAKE}
    return {
        "file": "heldout4/ja_sake.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "供試米（山田錦）の精米歩合別分析値",
                "rotated": False,
                "cells": [
                    {"row": "70%", "col": RICE_COLS[0], "value": r["70%"][1]},
                    {"row": "50%", "col": RICE_COLS[1], "value": r["50%"][2]},
                    {"row": "40%", "col": RICE_COLS[2], "value": r["40%"][3]},
                    {"row": "60%", "col": RICE_COLS[2], "value": r["60%"][3]},
                ],
                "note": "WeasyPrint HTML table, rules top/below header/bottom only; row headers are polishing ratios.",
            },
            {
                "label": "Table 2",
                "caption": "製成酒の一般成分と香気成分",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "協会7号",
                        "row": "40%",
                        "col": SAKE_COLS[1],
                        "value": s["協会7号", "40%"][3],
                    },
                    {
                        "row_group": "協会9号",
                        "row": "40%",
                        "col": SAKE_COLS[1],
                        "value": s["協会9号", "40%"][3],
                    },
                    {
                        "row_group": "協会9号",
                        "row": "60%",
                        "col": SAKE_COLS[0],
                        "value": s["協会9号", "60%"][2],
                    },
                    {
                        "row_group": "協会7号",
                        "row": "60%",
                        "col": SAKE_COLS[5],
                        "value": s["協会7号", "60%"][7],
                    },
                    {
                        "row_group": "協会9号",
                        "row": "40%",
                        "col": SAKE_COLS[3],
                        "value": s["協会9号", "40%"][5],
                    },
                ],
                "note": "Yeast names span two rows (rowspan); sake-meter values signed (+3.5, U+2212 −1.5).",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "酵母と精米歩合によるカプロン酸エチル濃度の違い",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "orientation": "horizontal",
                        "x": {"title": None, "log": False, "categories": YEASTS},
                        "y": {
                            "title": "カプロン酸エチル（ppm）",
                            "log": False,
                            "min": 0,
                            "max": 10,
                        },
                        "series": list(CAPROATE),
                        "points": probes("精米歩合60%", YEASTS, CAPROATE["精米歩合60%"], [0, 2])
                        + probes("精米歩合40%", YEASTS, CAPROATE["精米歩合40%"], [1, 2]),
                    }
                ],
                "note": "pygal 3 HorizontalBar (first category at the bottom), legend below in two columns; SVG drawn by WeasyPrint's SVG renderer with live text.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "もろみ中のアルコール分の経過（精米歩合40%）",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "発酵日数（日）",
                            "log": False,
                            "categories": [str(d) for d in DAYS],
                        },
                        "y": {"title": "アルコール分（%）", "log": False, "min": 0, "max": 18},
                        "series": list(ALC),
                        "points": probes("協会7号", [str(d) for d in DAYS], ALC["協会7号"], [1, 3])
                        + probes("協会9号", [str(d) for d in DAYS], ALC["協会9号"], [2])
                        + probes(
                            "協会1801号", [str(d) for d in DAYS], ALC["協会1801号"], [1, 3, 6]
                        ),
                    }
                ],
                "note": "pygal Line with dots, x labels are fermentation days (categorical, evenly spaced), legend below in three columns.",
            },
        ],
    }
