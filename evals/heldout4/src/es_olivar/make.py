"""Spanish agronomy paper (deficit irrigation of olive groves) generated directly by
**ReportLab** (platypus, two frames per page, standard Times/Helvetica fonts, ``Tabla 1.`` above
and ``Figura 1.`` below, decimal commas and thousands dots): a table with a two-level header
(``SPAN`` over campaign years) and ``—`` cells; a quality table with cultivar row groups spanning
two rows; two **ReportLab native charts** (``reportlab.graphics``): a category line chart with
markers on a negative axis (stem water potential, MPa) and clustered vertical bars with a legend.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from common import probes
from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.charts.linecharts import HorizontalLineChart
from reportlab.graphics.shapes import Drawing, String
from reportlab.graphics.widgets.markers import makeMarker
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import (
    BaseDocTemplate,
    Frame,
    KeepTogether,
    NextPageTemplate,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

TREAT = ["Control (100 % ETc)", "RDC 60 %", "RDC 30 %", "Secano"]
# Table 1: water applied (mm) 2022, 2023; fruit yield (kg/tree) 2022, 2023; oil content (%).
RIEGO = [
    ("Control (100 % ETc)", "412", "438", "38,6", "41,2", "19,8"),
    ("RDC 60 %", "247", "263", "35,1", "37,9", "20,6"),
    ("RDC 30 %", "124", "131", "27,4", "30,8", "21,3"),
    ("Secano", "—", "—", "16,2", "19,5", "22,1"),
]
# Table 2 (2023): cultivar, treatment, polyphenols (mg/kg), K270, oleic acid (%), stability (h).
CALIDAD = [
    ("Picual", "Control", "486", "0,14", "78,2", "61,5"),
    ("Picual", "RDC 30 %", "731", "0,12", "77,4", "88,3"),
    ("Arbequina", "Control", "205", "0,17", "70,6", "24,8"),
    ("Arbequina", "RDC 30 %", "348", "0,15", "69,8", "39,2"),
]
COLS2 = ["Polifenoles totales (mg/kg)", "K270", "Ácido oleico (%)", "Estabilidad oxidativa (h)"]
# Figure 1: midday stem water potential (MPa), 2023, per month and treatment.
MESES = ["Jun", "Jul", "Ago", "Sep", "Oct"]
PSI = {
    "Control (100 % ETc)": [-1.2, -1.4, -1.5, -1.3, -1.1],
    "RDC 60 %": [-1.5, -2.0, -2.4, -1.9, -1.4],
    "RDC 30 %": [-1.7, -2.6, -3.3, -2.5, -1.6],
    "Secano": [-2.1, -3.4, -4.2, -3.6, -2.3],
}
# Figure 2: oil yield (kg/ha), 2023, per treatment (x) and cultivar (series).
ACEITE = {"Picual": [1480, 1395, 1120, 705], "Arbequina": [1310, 1205, 940, 560]}
SHORT = ["Control", "RDC 60 %", "RDC 30 %", "Secano"]

SERIF = ParagraphStyle(
    "body",
    fontName="Times-Roman",
    fontSize=9.6,
    leading=12,
    alignment=TA_JUSTIFY,
    firstLineIndent=10,
)
H = ParagraphStyle(
    "h", fontName="Helvetica-Bold", fontSize=10, leading=13, spaceBefore=7, spaceAfter=3
)
CAP = ParagraphStyle(
    "cap", fontName="Times-Roman", fontSize=8.4, leading=10, spaceBefore=3, spaceAfter=4
)
CELL = ParagraphStyle("cell", fontName="Helvetica", fontSize=7.4, leading=8.6)
HEAD = ParagraphStyle("head", fontName="Helvetica-Bold", fontSize=6.8, leading=8)
CELLB = ParagraphStyle("cellb", parent=CELL, fontName="Helvetica-Bold", alignment=TA_CENTER)


def _dec(v: float, nd: int = 1) -> str:
    return f"{v:.{nd}f}".replace(".", ",").replace("-", "\u2212")


def _thousands(v: float) -> str:
    return f"{int(v):,}".replace(",", ".")


def fig_psi() -> Drawing:
    d = Drawing(240, 175)
    ch = HorizontalLineChart()
    ch.x, ch.y, ch.width, ch.height = 42, 52, 188, 112
    ch.data = [tuple(v) for v in PSI.values()]
    ch.categoryAxis.categoryNames = MESES
    ch.categoryAxis.labels.fontName = "Helvetica"
    ch.categoryAxis.labels.fontSize = 7
    ch.categoryAxis.joinAxisMode = "bottom"
    ch.valueAxis.valueMin, ch.valueAxis.valueMax, ch.valueAxis.valueStep = -4.5, 0, 0.5
    ch.valueAxis.labels.fontName = "Helvetica"
    ch.valueAxis.labels.fontSize = 7
    ch.valueAxis.labelTextFormat = lambda v: _dec(v)
    ch.valueAxis.visibleGrid = True
    ch.valueAxis.gridStrokeColor = colors.HexColor("#dddddd")
    cols = [colors.HexColor(c) for c in ("#1a9850", "#91bfdb", "#4575b4", "#d73027")]
    marks = ["FilledCircle", "FilledSquare", "FilledTriangle", "FilledDiamond"]
    for i, (c, m) in enumerate(zip(cols, marks, strict=True)):
        ch.lines[i].strokeColor = c
        ch.lines[i].strokeWidth = 1.1
        ch.lines[i].symbol = makeMarker(m, size=4.5, fillColor=c, strokeColor=c)
    d.add(ch)
    d.add(String(42, 168, "Potencial de tallo (MPa)", fontName="Helvetica", fontSize=7.5))
    lg = Legend()
    lg.x, lg.y = 42, 22
    lg.dx, lg.dy = 6, 6
    lg.fontName, lg.fontSize = "Helvetica", 7
    lg.columnMaximum = 2
    lg.deltax = 90
    lg.alignment = "right"
    lg.colorNamePairs = list(zip(cols, PSI, strict=True))
    d.add(lg)
    return d


def fig_aceite() -> Drawing:
    d = Drawing(240, 170)
    ch = VerticalBarChart()
    ch.x, ch.y, ch.width, ch.height = 42, 30, 188, 110
    ch.data = [tuple(v) for v in ACEITE.values()]
    ch.categoryAxis.categoryNames = SHORT
    ch.categoryAxis.labels.fontName = "Helvetica"
    ch.categoryAxis.labels.fontSize = 7
    ch.valueAxis.valueMin, ch.valueAxis.valueMax, ch.valueAxis.valueStep = 0, 1600, 400
    ch.valueAxis.labels.fontName = "Helvetica"
    ch.valueAxis.labels.fontSize = 7
    ch.valueAxis.labelTextFormat = _thousands
    ch.valueAxis.visibleGrid = True
    ch.valueAxis.gridStrokeColor = colors.HexColor("#dddddd")
    ch.groupSpacing, ch.barSpacing = 8, 1
    cols = [colors.HexColor("#6b8e23"), colors.HexColor("#c9b458")]
    for i, c in enumerate(cols):
        ch.bars[i].fillColor = c
        ch.bars[i].strokeColor = None
    d.add(ch)
    d.add(String(42, 150, "Producción de aceite (kg/ha)", fontName="Helvetica", fontSize=7.5))
    lg = Legend()
    lg.x, lg.y = 165, 156
    lg.fontName, lg.fontSize = "Helvetica", 7
    lg.dx, lg.dy = 7, 7
    lg.colorNamePairs = list(zip(cols, ACEITE, strict=True))
    d.add(lg)
    return d


def table1() -> Table:
    head = [
        [
            Paragraph("<b>Tratamiento</b>", CELL),
            Paragraph("Agua aplicada (mm)", CELLB),
            "",
            Paragraph("Producción de aceituna (kg/árbol)", CELLB),
            "",
            Paragraph("Rendimiento graso (%)", CELLB),
        ],
        ["", "2022", "2023", "2022", "2023", ""],
    ]
    rows = [[Paragraph(r[0], CELL), *r[1:]] for r in RIEGO]
    t = Table(head + rows, colWidths=[21 * mm, 10.5 * mm, 10.5 * mm, 12 * mm, 12 * mm, 18 * mm])
    t.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), "Helvetica", 7.4),
                ("FONT", (1, 1), (-1, 1), "Helvetica-Bold", 7.4),
                ("SPAN", (1, 0), (2, 0)),
                ("SPAN", (3, 0), (4, 0)),
                ("SPAN", (0, 0), (0, 1)),
                ("SPAN", (5, 0), (5, 1)),
                ("ALIGN", (1, 1), (-1, -1), "RIGHT"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LINEABOVE", (0, 0), (-1, 0), 0.9, colors.black),
                ("LINEBELOW", (1, 0), (4, 0), 0.4, colors.black),
                ("LINEBELOW", (0, 1), (-1, 1), 0.6, colors.black),
                ("LINEBELOW", (0, -1), (-1, -1), 0.9, colors.black),
                ("BACKGROUND", (0, 0), (-1, 1), colors.HexColor("#eef3e2")),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                ("LEFTPADDING", (0, 0), (-1, -1), 2.5),
                ("RIGHTPADDING", (0, 0), (-1, -1), 2.5),
            ]
        )
    )
    return t


def table2() -> Table:
    head = [[Paragraph(c, HEAD) for c in ["Variedad", "Tratamiento", *COLS2]]]
    rows = []
    for i, (var, tr, *vals) in enumerate(CALIDAD):
        rows.append([var if i % 2 == 0 else "", tr, *vals])
    t = Table(head + rows, colWidths=[13.5 * mm, 16.5 * mm, 16 * mm, 8 * mm, 11.5 * mm, 18 * mm])
    t.setStyle(
        TableStyle(
            [
                ("FONT", (0, 1), (-1, -1), "Helvetica", 7.4),
                ("FONT", (0, 1), (0, -1), "Helvetica-Oblique", 7.4),
                ("SPAN", (0, 1), (0, 2)),
                ("SPAN", (0, 3), (0, 4)),
                ("ALIGN", (2, 1), (-1, -1), "RIGHT"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LINEABOVE", (0, 0), (-1, 0), 0.9, colors.black),
                ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                ("LINEBELOW", (0, 2), (-1, 2), 0.3, colors.grey),
                ("LINEBELOW", (0, -1), (-1, -1), 0.9, colors.black),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                ("LEFTPADDING", (0, 0), (-1, -1), 2.5),
                ("RIGHTPADDING", (0, 0), (-1, -1), 2.5),
            ]
        )
    )
    return t


def _page(canvas: Any, doc: Any) -> None:
    canvas.saveState()
    canvas.setFont("Times-Italic", 8)
    canvas.drawString(18 * mm, A4[1] - 11 * mm, "Revista de Agronomía Mediterránea 12 (2025) 41–44")
    canvas.drawRightString(A4[0] - 18 * mm, 10 * mm, str(doc.page))
    canvas.restoreState()


def build(work: Path) -> Path:
    assert ACEITE["Picual"][0] > ACEITE["Arbequina"][0]
    out = work / "paper.pdf"
    doc = BaseDocTemplate(
        str(out),
        pagesize=A4,
        title="Riego deficitario controlado en olivar",
        author="L. Moreno, P. Quesada",
        creator="ReportLab",
        invariant=1,
    )
    gap, lm, w = 7 * mm, 18 * mm, A4[0] - 36 * mm
    colw = (w - gap) / 2
    top = A4[1] - 16 * mm
    first = [
        Frame(lm, top - 62 * mm, w, 62 * mm, id="title"),
        Frame(lm, 16 * mm, colw, top - 62 * mm - 16 * mm, id="c1"),
        Frame(lm + colw + gap, 16 * mm, colw, top - 62 * mm - 16 * mm, id="c2"),
    ]
    later = [
        Frame(lm, 16 * mm, colw, top - 16 * mm, id="l"),
        Frame(lm + colw + gap, 16 * mm, colw, top - 16 * mm, id="r"),
    ]
    doc.addPageTemplates(
        [PageTemplate("first", first, onPage=_page), PageTemplate("later", later, onPage=_page)]
    )
    src = (work / "texto.txt").read_text(encoding="utf-8")
    parts = dict(p.split("\n", 1) for p in ("\n" + src).split("\n@@")[1:])
    st = []
    st.append(
        Paragraph(
            parts["titulo"].strip(),
            ParagraphStyle(
                "t", fontName="Helvetica-Bold", fontSize=15, leading=18, alignment=TA_CENTER
            ),
        )
    )
    st.append(Spacer(1, 5))
    st.append(
        Paragraph(
            parts["autores"].strip(),
            ParagraphStyle(
                "a", fontName="Times-Roman", fontSize=10, leading=13, alignment=TA_CENTER
            ),
        )
    )
    st.append(Spacer(1, 6))
    st.append(
        Paragraph(
            parts["resumen"].strip(),
            ParagraphStyle(
                "r",
                fontName="Times-Roman",
                fontSize=8.8,
                leading=11,
                alignment=TA_JUSTIFY,
                leftIndent=14 * mm,
                rightIndent=14 * mm,
            ),
        )
    )
    st.append(NextPageTemplate("later"))
    from reportlab.platypus import FrameBreak

    st.append(FrameBreak())

    def body(key: str) -> None:
        for para in parts[key].strip().split("\n\n"):
            if para.startswith("# "):
                st.append(Paragraph(para[2:], H))
            else:
                st.append(Paragraph(para.replace("\n", " "), SERIF))

    body("intro")
    st.append(
        KeepTogether(
            [
                Paragraph(
                    "<b>Tabla 1.</b> Agua de riego aplicada, producción de aceituna y rendimiento graso por tratamiento (medias de tres bloques)",
                    CAP,
                ),
                table1(),
            ]
        )
    )
    body("metodos")
    st.append(
        KeepTogether(
            [
                fig_psi(),
                Paragraph(
                    "<b>Figura 1.</b> Potencial hídrico de tallo a mediodía durante la campaña 2023 (Picual)",
                    CAP,
                ),
            ]
        )
    )
    body("resultados1")
    st.append(
        KeepTogether(
            [
                fig_aceite(),
                Paragraph(
                    "<b>Figura 2.</b> Producción de aceite por hectárea en 2023 según variedad y tratamiento",
                    CAP,
                ),
            ]
        )
    )
    body("resultados2")
    st.append(
        KeepTogether(
            [
                Paragraph(
                    "<b>Tabla 2.</b> Calidad del aceite virgen extra en la campaña 2023", CAP
                ),
                table2(),
            ]
        )
    )
    body("final")
    doc.build(st)
    return out


def truth() -> dict[str, Any]:
    r = {x[0]: x for x in RIEGO}
    c = {(x[0], x[1]): x for x in CALIDAD}
    ps = list(PSI)
    return {
        "file": "heldout4/es_olivar.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Agua de riego aplicada, producción de aceituna y rendimiento graso por tratamiento",
                "rotated": False,
                "cells": [
                    {
                        "row": "Control (100 % ETc)",
                        "col_group": "Agua aplicada (mm)",
                        "col": "2023",
                        "value": r["Control (100 % ETc)"][2],
                    },
                    {
                        "row": "RDC 30 %",
                        "col_group": "Agua aplicada (mm)",
                        "col": "2022",
                        "value": r["RDC 30 %"][1],
                    },
                    {
                        "row": "RDC 60 %",
                        "col_group": "Producción de aceituna (kg/árbol)",
                        "col": "2023",
                        "value": r["RDC 60 %"][4],
                    },
                    {
                        "row": "Secano",
                        "col_group": "Producción de aceituna (kg/árbol)",
                        "col": "2022",
                        "value": r["Secano"][3],
                    },
                    {"row": "RDC 30 %", "col": "Rendimiento graso (%)", "value": r["RDC 30 %"][5]},
                ],
                "note": "ReportLab Table: two SPAN groups over the years 2022/2023; 'Tratamiento' and 'Rendimiento graso (%)' span both header rows; '—' water for the rain-fed row.",
            },
            {
                "label": "Table 2",
                "caption": "Calidad del aceite virgen extra en la campaña 2023",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Picual",
                        "row": "RDC 30 %",
                        "col": COLS2[0],
                        "value": c["Picual", "RDC 30 %"][2],
                    },
                    {
                        "row_group": "Arbequina",
                        "row": "Control",
                        "col": COLS2[1],
                        "value": c["Arbequina", "Control"][3],
                    },
                    {
                        "row_group": "Picual",
                        "row": "Control",
                        "col": COLS2[2],
                        "value": c["Picual", "Control"][4],
                    },
                    {
                        "row_group": "Arbequina",
                        "row": "RDC 30 %",
                        "col": COLS2[3],
                        "value": c["Arbequina", "RDC 30 %"][5],
                    },
                ],
                "note": "Cultivar names (italic) span two treatment rows (SPAN, vertically centred).",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Potencial hídrico de tallo a mediodía durante la campaña 2023",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": None, "log": False, "categories": MESES},
                        "y": {
                            "title": "Potencial de tallo (MPa)",
                            "log": False,
                            "min": -4.5,
                            "max": 0,
                        },
                        "series": ps,
                        "points": probes(ps[0], MESES, PSI[ps[0]], [2])
                        + probes(ps[1], MESES, PSI[ps[1]], [1, 3])
                        + probes(ps[2], MESES, PSI[ps[2]], [2])
                        + probes(ps[3], MESES, PSI[ps[3]], [1, 2, 4]),
                    }
                ],
                "note": "ReportLab HorizontalLineChart (category x axis), markers per series, y ticks with decimal commas and U+2212 minus (−4,5 ... 0,0); legend in two columns below the plot; y title printed above the axis.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Producción de aceite por hectárea en 2023 según variedad y tratamiento",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": None, "log": False, "categories": SHORT},
                        "y": {
                            "title": "Producción de aceite (kg/ha)",
                            "log": False,
                            "min": 0,
                            "max": 1600,
                        },
                        "series": list(ACEITE),
                        "points": probes("Picual", SHORT, ACEITE["Picual"], [0, 2, 3])
                        + probes("Arbequina", SHORT, ACEITE["Arbequina"], [1, 3]),
                    }
                ],
                "note": "ReportLab VerticalBarChart, two series clustered per treatment, y ticks with thousands dots (1.600), legend top right, y title printed above the axis.",
            },
        ],
    }
