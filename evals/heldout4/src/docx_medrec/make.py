"""English hospital-pharmacy paper written as a **Word document with python-docx** and exported
to PDF by headless **LibreOffice**: Word built-in styles (Title, Heading 1, Caption), captions
numbered by Word ``SEQ`` fields (``Table 1.`` above, ``Figure 1.`` below), a table in the
built-in ``Light List Accent 1`` style whose cells print ``n (%)``, ``mean (SD)`` and
``median (IQR)``, an outcomes table with section rows merged across all columns and
``−23.7 (−29.8 to −17.6)`` differences; two **native Word (DrawingML) charts** written with
python-pptx's chart writer (cached values, no embedded workbook), as Word inserts them from
Excel: clustered columns with a legend on top, and lines with markers."""

from __future__ import annotations

import copy
import subprocess
from pathlib import Path
from typing import Any

import docx
from common import probes
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import parse_xml
from docx.shared import Cm, Pt
from lxml import etree
from pptx import Presentation
from pptx.chart.data import CategoryChartData
from pptx.enum.chart import XL_CHART_TYPE, XL_LEGEND_POSITION, XL_MARKER_STYLE
from pptx.util import Pt as PPt

MINUS = "\u2212"
T1_HEAD = ["Characteristic", "Before (Jan–Jun 2023)", "After (Jan–Jun 2024)"]
T1 = [
    ("Patients, n", "409", "436"),
    ("Age, years, mean (SD)", "71.4 (12.8)", "70.9 (13.5)"),
    ("Women, n (%)", "214 (52.3)", "231 (53.0)"),
    ("Medicines at admission, median (IQR)", "8 (5–11)", "9 (6–12)"),
    ("Admitted via emergency department, n (%)", "352 (86.1)", "368 (84.4)"),
    ("Charlson comorbidity index, median (IQR)", "3 (2–5)", "3 (2–5)"),
]
T2_HEAD = ["Outcome", "Before", "After", "Difference (95% CI)", "P value"]
T2 = [
    ("Medication discrepancies",),
    (
        "Patients with ≥1 unintentional discrepancy, n (%)",
        "187 (45.7)",
        "96 (22.0)",
        f"{MINUS}23.7 ({MINUS}29.8 to {MINUS}17.6)",
        "<0.001",
    ),
    (
        "Unintentional discrepancies per patient, mean",
        "1.12",
        "0.41",
        f"{MINUS}0.71 ({MINUS}0.84 to {MINUS}0.58)",
        "<0.001",
    ),
    ("Discrepancies with potential for harm, n", "104", "31", "—", "<0.001"),
    ("Clinical outcomes",),
    (
        "30-day readmission, n (%)",
        "62 (15.2)",
        "55 (12.6)",
        f"{MINUS}2.6 ({MINUS}7.3 to 2.1)",
        "0.28",
    ),
    ("Length of stay, days, median (IQR)", "7 (4–11)", "7 (4–10)", "—", "0.61"),
]
WARDS = ["Cardiology", "Geriatrics", "Internal medicine", "Orthopaedics", "General surgery"]
PER_PATIENT = {"Before": [0.94, 1.58, 1.21, 0.87, 0.76], "After": [0.38, 0.52, 0.47, 0.29, 0.33]}
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
WITHIN24 = {"Medical wards": [58, 67, 74, 81, 85, 88], "Surgical wards": [41, 49, 60, 66, 72, 79]}

C_NS = "http://schemas.openxmlformats.org/drawingml/2006/chart"


def _chart_xml(kind: str) -> bytes:
    """A chart part as Word stores it, written by python-pptx's chart model."""
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[6])
    data = CategoryChartData()
    if kind == "bars":
        data.categories = WARDS
        for name, vals in PER_PATIENT.items():
            data.add_series(name, vals, number_format="0.00")
        ctype, title = XL_CHART_TYPE.COLUMN_CLUSTERED, "Unintentional discrepancies per patient"
    else:
        data.categories = MONTHS
        for name, vals in WITHIN24.items():
            data.add_series(name, vals, number_format="0")
        ctype, title = XL_CHART_TYPE.LINE_MARKERS, "Reconciled within 24 h (%)"
    frame = slide.shapes.add_chart(ctype, 0, 0, 5486400, 2743200, data)
    chart = frame.chart
    chart.has_legend = True
    chart.legend.position = XL_LEGEND_POSITION.TOP
    chart.legend.include_in_layout = False
    chart.font.size = PPt(9)
    chart.font.name = "Arial"
    va = chart.value_axis
    va.has_major_gridlines = True
    va.has_title = True
    va.axis_title.text_frame.text = title
    va.axis_title.text_frame.paragraphs[0].runs[0].font.size = PPt(9)
    va.axis_title.text_frame.paragraphs[0].runs[0].font.bold = False
    if kind == "bars":
        va.minimum_scale, va.maximum_scale, va.major_unit = 0, 1.8, 0.3
        va.tick_labels.number_format, va.tick_labels.number_format_is_linked = "0.0", False
        chart.plots[0].gap_width = 80
        chart.plots[0].overlap = -5
    else:
        va.minimum_scale, va.maximum_scale, va.major_unit = 30, 100, 10
        for s, m in zip(
            chart.plots[0].series, (XL_MARKER_STYLE.CIRCLE, XL_MARKER_STYLE.TRIANGLE), strict=True
        ):
            s.marker.style = m
            s.marker.size = 6
            s.smooth = False
    space = copy.deepcopy(chart._chartSpace)
    for ext in space.findall(f"{{{C_NS}}}externalData"):
        space.remove(ext)
    return etree.tostring(space, xml_declaration=True, encoding="UTF-8", standalone=True)


def _add_chart(doc: Any, n: int, kind: str, width_cm: float, height_cm: float) -> None:
    part = Part(
        PackURI(f"/word/charts/chart{n}.xml"),
        "application/vnd.openxmlformats-officedocument.drawingml.chart+xml",
        _chart_xml(kind),
        doc.part.package,
    )
    rid = doc.part.relate_to(part, RT.CHART)
    cx, cy = int(width_cm * 360000), int(height_cm * 360000)
    xml = (
        '<w:drawing xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" '
        'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
        'xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        f'<wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="{cx}" cy="{cy}"/>'
        f'<wp:effectExtent l="0" t="0" r="0" b="0"/><wp:docPr id="{100 + n}" name="Chart {n}"/>'
        "<wp:cNvGraphicFramePr/><a:graphic><a:graphicData "
        'uri="http://schemas.openxmlformats.org/drawingml/2006/chart">'
        f'<c:chart r:id="{rid}"/></a:graphicData></a:graphic></wp:inline></w:drawing>'
    )
    p = doc.add_paragraph()
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.add_run()._r.append(parse_xml(xml))


def _caption(doc: Any, kind: str, n: int, text: str) -> None:
    """A Word caption: 'Table ' + SEQ field + '. ' + text, in the built-in Caption style."""
    p = doc.add_paragraph(style="Caption")
    r = p.add_run(f"{kind} ")
    r.bold = True
    fld = parse_xml(
        '<w:fldSimple xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        f'w:instr=" SEQ {kind} \\* ARABIC "><w:r><w:rPr><w:b/></w:rPr><w:t>{n}</w:t></w:r></w:fldSimple>'
    )
    p._p.append(fld)
    r2 = p.add_run(". ")
    r2.bold = True
    p.add_run(text)
    p.paragraph_format.keep_with_next = kind == "Table"


def _table(doc: Any, head: list[str], rows: list[tuple[str, ...]], widths: list[float]) -> None:
    t = doc.add_table(rows=1, cols=len(head))
    t.style = doc.styles["Light List Accent 1"]
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    for cell, h in zip(t.rows[0].cells, head, strict=True):
        cell.text = h
    for r in rows:
        cells = t.add_row().cells
        if len(r) == 1:
            merged = cells[0].merge(cells[-1])
            merged.text = r[0]
            merged.paragraphs[0].runs[0].italic = True
            merged.paragraphs[0].runs[0].bold = True
            continue
        for i, (cell, v) in enumerate(zip(cells, r, strict=True)):
            cell.text = v
            if i:
                cell.paragraphs[0].alignment = WD_ALIGN_PARAGRAPH.CENTER
    for k, row in enumerate(t.rows):
        for cell, w in zip(row.cells, widths, strict=False):
            cell.width = Cm(w)
            for p in cell.paragraphs:
                for run in p.runs:
                    run.font.size = Pt(9)
                p.paragraph_format.space_after = Pt(0)
                # Word keeps a table on one page when every row but the last keeps with next.
                p.paragraph_format.keep_with_next = k < len(t.rows) - 1


def build(work: Path) -> Path:
    assert f"{100 * 187 / 409:.1f}" == "45.7" and f"{100 * 96 / 436:.1f}" == "22.0"
    assert f"{100 * 62 / 409:.1f}" == "15.2" and f"{100 * 55 / 436:.1f}" == "12.6"
    doc = docx.Document()
    sec = doc.sections[0]
    sec.page_height, sec.page_width = Cm(29.7), Cm(21.0)
    sec.left_margin = sec.right_margin = Cm(2.3)
    sec.top_margin = sec.bottom_margin = Cm(2.2)
    normal = doc.styles["Normal"]
    normal.font.name, normal.font.size = "Times New Roman", Pt(11)
    normal.paragraph_format.space_after = Pt(6)
    normal.paragraph_format.line_spacing = 1.15
    cap = doc.styles["Caption"]
    cap.font.size, cap.font.italic = Pt(9.5), False
    text = (work / "text.txt").read_text(encoding="utf-8")
    blocks = [b.strip() for b in text.split("\n\n") if b.strip()]
    for b in blocks:
        if b.startswith("TITLE: "):
            doc.add_paragraph(b[7:], style="Title")
        elif b.startswith("AUTHORS: "):
            p = doc.add_paragraph(b[9:])
            p.runs[0].italic = True
        elif b.startswith("# "):
            doc.add_heading(b[2:], level=1)
        elif b == "[TABLE 1]":
            _caption(doc, "Table", 1, "Characteristics of the patients in the two study periods")
            _table(doc, T1_HEAD, T1, [8.0, 4.2, 4.2])
            doc.add_paragraph()
        elif b == "[TABLE 2]":
            _caption(
                doc,
                "Table",
                2,
                "Medication discrepancies and clinical outcomes before and after the intervention",
            )
            _table(doc, T2_HEAD, T2, [6.4, 2.2, 2.2, 3.9, 1.7])
            doc.add_paragraph(
                "CI, confidence interval; IQR, interquartile range; differences in percentage points for proportions."
            ).runs[0].font.size = Pt(8.5)
        elif b == "[FIGURE 1]":
            _add_chart(doc, 1, "bars", 15.0, 7.0)
            _caption(
                doc,
                "Figure",
                1,
                "Unintentional medication discrepancies per patient, by ward and study period",
            )
        elif b == "[FIGURE 2]":
            _add_chart(doc, 2, "lines", 14.0, 6.6)
            _caption(
                doc,
                "Figure",
                2,
                "Share of patients whose medicines were reconciled within 24 hours of admission, after period (2024)",
            )
        else:
            doc.add_paragraph(b.replace("\n", " "))
    doc.core_properties.author = "S. Okafor"
    src = work / "paper.docx"
    doc.save(src)
    profile = (work / "lo-profile").as_uri()
    subprocess.run(
        [
            "soffice",
            f"-env:UserInstallation={profile}",
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            str(work),
            str(src),
        ],
        check=True,
        capture_output=True,
        timeout=240,
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    t1 = {r[0]: r for r in T1}
    t2 = {r[0]: r for r in T2 if len(r) > 1}
    return {
        "file": "heldout4/docx_medrec.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Characteristics of the patients in the two study periods",
                "rotated": False,
                "cells": [
                    {
                        "row": "Age, years, mean (SD)",
                        "col": T1_HEAD[2],
                        "value": t1["Age, years, mean (SD)"][2],
                    },
                    {"row": "Women, n (%)", "col": T1_HEAD[1], "value": t1["Women, n (%)"][1]},
                    {
                        "row": "Medicines at admission, median (IQR)",
                        "col": T1_HEAD[2],
                        "value": t1["Medicines at admission, median (IQR)"][2],
                    },
                    {
                        "row": "Admitted via emergency department, n (%)",
                        "col": T1_HEAD[1],
                        "value": t1["Admitted via emergency department, n (%)"][1],
                    },
                ],
                "note": "python-docx table in Word's built-in 'Light List Accent 1' style (LibreOffice renders the header band); cells combine a count or mean with a percentage, SD or IQR.",
            },
            {
                "label": "Table 2",
                "caption": "Medication discrepancies and clinical outcomes before and after the intervention",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Medication discrepancies",
                        "row": "Patients with ≥1 unintentional discrepancy, n (%)",
                        "col": "After",
                        "value": t2["Patients with ≥1 unintentional discrepancy, n (%)"][2],
                    },
                    {
                        "row_group": "Medication discrepancies",
                        "row": "Unintentional discrepancies per patient, mean",
                        "col": "Difference (95% CI)",
                        "value": t2["Unintentional discrepancies per patient, mean"][3],
                    },
                    {
                        "row_group": "Medication discrepancies",
                        "row": "Discrepancies with potential for harm, n",
                        "col": "Before",
                        "value": t2["Discrepancies with potential for harm, n"][1],
                    },
                    {
                        "row_group": "Clinical outcomes",
                        "row": "30-day readmission, n (%)",
                        "col": "P value",
                        "value": t2["30-day readmission, n (%)"][4],
                    },
                    {
                        "row_group": "Clinical outcomes",
                        "row": "Length of stay, days, median (IQR)",
                        "col": "After",
                        "value": t2["Length of stay, days, median (IQR)"][2],
                    },
                ],
                "note": "Section rows ('Medication discrepancies', 'Clinical outcomes') are single cells merged across all five columns, bold italic; differences print U+2212 minus signs.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Unintentional medication discrepancies per patient, by ward and study period",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": None, "log": False, "categories": WARDS},
                        "y": {
                            "title": "Unintentional discrepancies per patient",
                            "log": False,
                            "min": 0,
                            "max": 1.8,
                        },
                        "series": list(PER_PATIENT),
                        "points": probes("Before", WARDS, PER_PATIENT["Before"], [0, 1, 4])
                        + probes("After", WARDS, PER_PATIENT["After"], [1, 2, 3]),
                    }
                ],
                "note": "Native DrawingML clustered column chart in the .docx (python-pptx chart XML, cached values only), drawn by LibreOffice; legend on top; y ticks 0.0 ... 1.8 step 0.3.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Share of patients whose medicines were reconciled within 24 hours of admission",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": None, "log": False, "categories": MONTHS},
                        "y": {
                            "title": "Reconciled within 24 h (%)",
                            "log": False,
                            "min": 30,
                            "max": 100,
                        },
                        "series": list(WITHIN24),
                        "points": probes(
                            "Medical wards", MONTHS, WITHIN24["Medical wards"], [0, 2, 5]
                        )
                        + probes("Surgical wards", MONTHS, WITHIN24["Surgical wards"], [1, 3, 5]),
                    }
                ],
                "note": "Native DrawingML line chart with markers (circle, triangle), legend on top, y axis 30-100.",
            },
        ],
    }
