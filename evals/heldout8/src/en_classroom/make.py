"""en_classroom: English building-science paper (CO2 and ventilation in primary-school
classrooms), an HTML page laid out and written by **Dompdf** 2.0.3 (PHP, its CPDF back end, core
Times fonts). Table 1 has booktabs-style CSS borders; Table 2 is long, **breaks across pages
with its header repeated** (``thead``) and has only thin row lines. Figure 1 is a **RASTER** PNG
drawn by PLplot's ``pngcairo`` driver (no text layer); Figure 2 is a **GNU plotutils** ``graph``
line chart (PostScript distilled by Ghostscript) stamped by pikepdf into the empty box Dompdf
left above its caption."""

from __future__ import annotations

import html
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pymupdf
from common import probes, run

HERE = Path(__file__).resolve().parent
SRC = HERE.parent
sys.path.insert(0, str(SRC))

WPY = str(Path(os.environ.get("HELDOUT8_VENV", "/tmp/heldout8-venv")) / "bin" / "python")

SCHOOLS = ["Ashgrove", "Brookfield", "Castlemere", "Dunmore", "Elmstead", "Fairview"]
BUILT = [1968, 1975, 2004, 1959, 2016, 2011]
ROOMS = [4, 3, 3, 3, 3, 2]
PUPILS = [112, 86, 81, 90, 84, 58]
VENT = ["Windows only", "Windows only", "Extract fans", "Windows only", "MVHR", "MVHR"]
MEANCO2 = [1640, 1480, 1120, 1710, 780, 830]
OVER = [38, 29, 14, 43, 2, 4]
# classroom level: room, volume m3, pupils, winter CO2, summer CO2, lessons with windows open %
T2 = [
    ("A1", 168, 29, 1890, 1120, 41),
    ("A2", 171, 28, 1820, 1090, 44),
    ("A3", 154, 27, 2040, 1210, 36),
    ("A4", 176, 28, 1760, 1050, 47),
    ("B1", 182, 30, 1650, 980, 52),
    ("B2", 165, 28, 1730, 1010, 49),
    ("B3", 170, 28, 1690, 1000, 50),
    ("C1", 190, 27, 1260, 860, 33),
    ("C2", 186, 27, 1310, 890, 31),
    ("C3", 188, 27, 1240, 870, 35),
    ("D1", 149, 31, 2110, 1270, 38),
    ("D2", 152, 30, 1980, 1190, 40),
    ("D3", 158, 29, 1930, 1150, 42),
    ("E1", 205, 28, 820, 700, 12),
    ("E2", 198, 28, 840, 710, 9),
    ("E3", 201, 28, 810, 690, 11),
    ("F1", 194, 29, 870, 740, 14),
    ("F2", 196, 29, 880, 760, 16),
]
HOURS = [8, 9, 10, 11, 12, 13, 14, 15]
F1 = {
    "Windows only": [620, 1380, 1920, 2150, 1240, 1680, 2010, 1890],
    "Extract fans": [560, 980, 1290, 1410, 900, 1150, 1330, 1260],
    "MVHR": [480, 690, 810, 860, 640, 770, 840, 820],
}
TEMPS = [-5, 0, 5, 10, 15, 20, 25]
OPEN = [6, 11, 19, 34, 52, 71, 83]


def th(n: int) -> str:
    return f"{n:,}".replace(",", "\u2009") if n >= 1000 else str(n)


def check_prose() -> None:
    assert sum(ROOMS) == 18 == len(T2) and sum(PUPILS) == 511
    assert max(r[3] for r in T2) == 2110 and min(r[3] for r in T2) == 810
    for k, s in enumerate(SCHOOLS):
        assert sum(1 for r in T2 if r[0][0] == s[0]) == ROOMS[k]
    assert MEANCO2[3] - MEANCO2[4] == 930


def fig1(work: Path) -> Path:
    n = list(F1)
    spec = {
        "out": str(work / "fig1.png"),
        "device": "pngcairo",
        "size": [1400, 820],
        "chr": 1.0,
        "type": "line",
        "x": {"min": 7.5, "max": 15.5, "step": 1, "title": "Hour of the school day"},
        "y": {"min": 0, "max": 2500, "step": 500, "title": "CO2 concentration (ppm)"},
        "series": [
            {
                "name": n[0],
                "xs": HOURS,
                "ys": F1[n[0]],
                "style": 1,
                "marker": 17,
                "color": 2,
                "width": 3,
            },
            {
                "name": n[1],
                "xs": HOURS,
                "ys": F1[n[1]],
                "style": 2,
                "marker": 6,
                "color": 3,
                "width": 3,
            },
            {
                "name": n[2],
                "xs": HOURS,
                "ys": F1[n[2]],
                "style": 1,
                "marker": 7,
                "color": 4,
                "width": 3,
            },
        ],
        "legend": {"x": 8.0, "y": 2400, "dy": 150, "len": 0.6},
    }
    (work / "fig1.json").write_text(json.dumps(spec), encoding="utf-8")
    run(["/usr/bin/python3", str(SRC / "plchart.py"), "fig1.json"], cwd=work)
    return work / "fig1.png"


def fig2(work: Path) -> Path:
    (work / "fig2.txt").write_text(
        "".join(f"{t} {o}\n" for t, o in zip(TEMPS, OPEN, strict=True)), encoding="ascii"
    )
    args = [
        "graph", "-T", "ps", "-m", "1", "-S", "4", "0.03", "-W", "0.006",
        "-X", "Mean outdoor temperature during the lesson (deg C)",
        "-Y", "Lessons with a window open (%)",
        "-x", "-10", "30", "5", "-y", "0", "100", "10", "-h", "0.55", "-w", "0.8", "-u", "0.25",
        "fig2.txt",
    ]  # fmt: skip
    res = subprocess.run(args, cwd=work, capture_output=True, check=True)
    (work / "fig2.ps").write_bytes(res.stdout)
    run(["ps2pdf", "-dEPSCrop", "fig2.ps", "fig2.pdf"], cwd=work)
    return work / "fig2.pdf"


CSS = """
@page { margin: 62pt 64pt 64pt 64pt; }
body { font-family: Times; font-size: 10.5pt; line-height: 1.32; }
h1 { font-size: 17pt; text-align: center; margin: 0 0 6pt 0; }
.auth { text-align: center; font-size: 11pt; margin: 0; }
.aff { text-align: center; font-style: italic; font-size: 9.5pt; margin: 2pt 0 10pt 0; }
.abs { margin: 0 26pt 10pt 26pt; font-size: 9.5pt; text-align: justify; }
h2 { font-size: 12pt; margin: 12pt 0 4pt 0; }
p { margin: 0 0 6pt 0; text-align: justify; }
.cap { font-size: 9.5pt; margin: 8pt 0 4pt 0; }
table { border-collapse: collapse; font-size: 9pt; margin: 0 auto 8pt auto; }
th, td { padding: 2.5pt 7pt; }
td.n { text-align: right; }
table.bt { border-top: 1.2pt solid black; border-bottom: 1.2pt solid black; }
table.bt thead th { border-bottom: 0.6pt solid black; }
table.thin td { border-bottom: 0.3pt solid #999999; }
table.thin thead th { border-bottom: 0.8pt solid black; }
.fig { text-align: center; margin-top: 8pt; }
.box { height: 228pt; }
#footer { position: fixed; bottom: -36pt; left: 0; right: 0; text-align: center; font-size: 9pt; }
"""


def table_html(cls: str, head: list[str], rows: list[list[str]]) -> str:
    h = "".join(f"<th>{x}</th>" for x in head)
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="{"" if j == 0 else "n"}">{html.escape(c)}</td>' for j, c in enumerate(r)
        )
        + "</tr>"
        for r in rows
    )
    return f'<table class="{cls}"><thead><tr>{h}</tr></thead><tbody>{body}</tbody></table>'


def page_html(f1: Path) -> str:
    t1 = table_html(
        "bt",
        ["School", "Built", "Classrooms", "Pupils", "Ventilation", "Mean CO<sub>2</sub><br/>(ppm)",
         "Hours above<br/>1500 ppm (%)"],
        [
            [s, str(b), str(r), str(p), v, th(m), str(o)]
            for s, b, r, p, v, m, o in zip(SCHOOLS, BUILT, ROOMS, PUPILS, VENT, MEANCO2, OVER, strict=True)
        ],
    )  # fmt: skip
    t2 = table_html(
        "thin",
        ["Room", "Volume<br/>(m³)", "Pupils", "Winter CO<sub>2</sub><br/>(ppm)",
         "Summer CO<sub>2</sub><br/>(ppm)", "Window open<br/>(% of lessons)"],
        [[r, str(v), str(p), th(w), th(s), str(o)] for r, v, p, w, s, o in T2],
    )  # fmt: skip
    return f"""<html><head><meta charset="utf-8"/><style>{CSS}</style></head><body>
<div id="footer">Page <span class="pn"></span></div>
<h1>Carbon dioxide and ventilation in eighteen primary-school classrooms</h1>
<p class="auth">Helen Marsh, Owen Pritchard and Amira Saleh</p>
<p class="aff">School of Architecture and Built Environment</p>
<div class="abs"><b>Abstract.</b> We logged carbon dioxide (CO<sub>2</sub>) every five minutes for a
full school year (September 2022 to July 2023) in 18 classrooms of six primary schools with
three kinds of ventilation. Classrooms ventilated by windows alone exceeded 1500 ppm for up to
43% of occupied hours, while rooms with mechanical ventilation with heat recovery (MVHR) stayed
below that level almost all the time. Winter means ranged from 810 ppm to 2110 ppm. Pupils opened
windows mainly when it was warm outside.</div>
<h2>1. Introduction</h2>
<p>Classroom air quality affects pupils' attention and test performance, and carbon dioxide
exhaled by the occupants is the usual indicator of how well a room is ventilated. Many primary
schools were built before ventilation standards existed and rely on teachers opening windows,
which they avoid in cold weather. We compared CO<sub>2</sub> levels in classrooms with
windows only, with extract fans and with MVHR.</p>
<h2>2. Methods</h2>
<p>Six schools in one local authority took part (Table 1), with 511 pupils in 18 classrooms.
Non-dispersive infrared sensors (calibrated against 420 ppm outdoor air every term) were mounted
at head height away from windows and doors. Window contacts recorded whether any window was
open. Occupied hours were 08:45 to 15:15 on school days. We did not measure particles,
temperature comfort or pupils' performance.</p>
<p class="cap"><b>Table 1.</b> The six schools: year built, classrooms and pupils, ventilation,
annual mean CO<sub>2</sub> in occupied hours and share of occupied hours above 1500 ppm</p>
{t1}
<h2>3. Results</h2>
<p>The annual mean CO<sub>2</sub> was highest at Dunmore, a 1959 building with small rooms, and
lowest at Elmstead, the newest school with MVHR; the gap between them was 930 ppm.</p>
<p>Room-level results are in Table 2. Winter concentrations were on average far higher than
summer ones in every classroom, because windows stayed closed. The three classrooms of Dunmore
were the smallest per pupil.</p>
<p class="cap"><b>Table 2.</b> Classroom-level results: room volume, pupils, mean CO<sub>2</sub>
in winter (December to February) and summer (May to July) occupied hours, and lessons with a
window open</p>
{t2}
<p>Over a typical winter day, CO<sub>2</sub> rose through each lesson and fell during the breaks
and at lunch (Figure 1). Windows-only classrooms rose highest, extract fans roughly halved the rise,
and the MVHR rooms stayed flat.</p>
<div class="fig"><img src="{f1}" style="width: 440pt;"/></div>
<p class="cap"><b>Figure 1.</b> CO<sub>2</sub> concentration over a typical winter school day
(median of January 2023 school days) by type of ventilation</p>
<p>Window opening depended strongly on the weather (Figure 2): below 0 °C almost no windows were
opened, while at 25 °C windows were open in most lessons.</p>
<div class="fig box"></div>
<p class="cap"><b>Figure 2.</b> Share of lessons with at least one window open by mean outdoor
temperature (windows-only and extract-fan classrooms)</p>
<h2>4. Discussion</h2>
<p>Relying on windows gives acceptable air in summer but not in winter, when teachers keep
windows shut to stay warm. Extract fans help, but only MVHR kept CO<sub>2</sub> low all year.
We did not study the energy cost of the ventilation systems, and the schools in this study are
all in one temperate city; results may differ in colder climates.</p>
<script type="text/php">
if (isset($pdf)) {{
  $font = $fontMetrics->getFont("Times", "normal");
  $pdf->page_text(290, 800, "Page {{PAGE_NUM}}", $font, 9);
}}
</script>
</body></html>"""


PHP = """<?php
require '/usr/share/php/dompdf/autoload.php';
use Dompdf\\Dompdf;
use Dompdf\\Options;
$o = new Options();
$o->set('chroot', $argv[1]);
$o->set('isPhpEnabled', true);
$o->set('isRemoteEnabled', false);
$d = new Dompdf($o);
$d->loadHtml(file_get_contents($argv[1] . '/paper.html'));
$d->setPaper('A4', 'portrait');
$d->addInfo('Title', 'Carbon dioxide and ventilation in primary-school classrooms');
$d->addInfo('CreationDate', 'D:20260101000000Z');
$d->render();
file_put_contents($argv[1] . '/dompdf.pdf', $d->output(['compress' => 1]));
"""


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    body = page_html(f1).replace('<div id="footer">Page <span class="pn"></span></div>\n', "")
    (work / "paper.html").write_text(body, encoding="utf-8")
    (work / "render.php").write_text(PHP, encoding="utf-8")
    run(["php", "render.php", str(work)], cwd=work)
    # Figure 2: Dompdf left an empty 228 pt box above the caption; stamp the chart into it.
    boxes = []
    with pymupdf.open(work / "dompdf.pdf") as doc:
        for page in doc:
            ops = []
            hits = page.search_for("Figure 2.")
            for r in hits:
                if page.get_textbox(pymupdf.Rect(r.x0, r.y0, r.x0 + 400, r.y1 + 2)).startswith(
                    "Figure 2. Share"
                ):
                    src = pymupdf.open(f2)[0].rect
                    h = 220.0
                    w = h * src.width / src.height
                    x = (page.rect.width - w) / 2
                    top = r.y0 - 8 - h
                    ops.append(
                        {"t": "chart", "file": str(f2), "x": x, "y": page.rect.height - top - h, "w": w, "h": h}
                    )  # fmt: skip
            boxes.append({"ops": ops})
    assert sum(len(b["ops"]) for b in boxes) == 1, boxes
    (work / "boxes.json").write_text(json.dumps(boxes), encoding="utf-8")
    run([WPY, str(SRC / "writers.py"), "stamp", "dompdf.pdf", "boxes.json", "paper.pdf"], cwd=work)
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    i = {s: k for k, s in enumerate(SCHOOLS)}
    rooms = {r[0]: r for r in T2}
    n = list(F1)
    return {
        "file": "heldout8/en_classroom.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "The six schools: year built, classrooms and pupils, ventilation, annual mean CO2 in occupied hours and share of occupied hours above 1500 ppm",
                "find": "The six schools: year built",
                "rotated": False,
                "cells": [
                    {"row": "Dunmore", "col": "Built", "value": str(BUILT[i["Dunmore"]])},
                    {"row": "Castlemere", "col": "Ventilation", "value": VENT[i["Castlemere"]]},
                    {
                        "row": "Brookfield",
                        "col": "Mean CO2 (ppm)",
                        "col_lines": ["Mean CO2", "(ppm)"],
                        "value": th(MEANCO2[i["Brookfield"]]),
                    },
                    {
                        "row": "Fairview",
                        "col": "Hours above 1500 ppm (%)",
                        "col_lines": ["Hours above", "1500 ppm (%)"],
                        "value": str(OVER[i["Fairview"]]),
                    },
                    {"row": "Ashgrove", "col": "Pupils", "value": str(PUPILS[i["Ashgrove"]])},
                ],
                "note": "Dompdf 2.0.3 (CPDF back end, core Times-Roman/Bold, WinAnsi); booktabs-style CSS borders (top, under the header, bottom); two-line headers by <br/>; CO2 with a subscript 2 in the header; thousands with a thin space (1 640).",
            },
            {
                "label": "Table 2",
                "caption": "Classroom-level results: room volume, pupils, mean CO2 in winter (December to February) and summer (May to July) occupied hours, and lessons with a window open",
                "find": "Classroom-level results",
                "pages_find": ["Classroom-level results", "F2"],
                "rotated": False,
                "cells": [
                    {
                        "row": "D1",
                        "col": "Winter CO2 (ppm)",
                        "col_lines": ["Winter CO2", "(ppm)"],
                        "value": th(rooms["D1"][3]),
                    },
                    {
                        "row": "B1",
                        "col": "Window open (% of lessons)",
                        "col_lines": ["Window open", "(% of lessons)"],
                        "value": str(rooms["B1"][5]),
                    },
                    {
                        "row": "E3",
                        "col": "Summer CO2 (ppm)",
                        "col_lines": ["Summer CO2", "(ppm)"],
                        "value": str(rooms["E3"][4]),
                    },
                    {
                        "row": "A3",
                        "col": "Volume (m³)",
                        "col_lines": ["Volume", "(m³)"],
                        "value": str(rooms["A3"][1]),
                    },
                    {
                        "row": "F2",
                        "col": "Window open (% of lessons)",
                        "col_lines": ["Window open", "(% of lessons)"],
                        "value": str(rooms["F2"][5]),
                    },
                ],
                "note": "18 rows, broken across two pages by Dompdf with the header row repeated (thead); only thin grey lines under each row and a black line under the header; room codes only (the school is the code's letter).",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "raster_chart",
                "text_layer": False,
                "caption": "CO2 concentration over a typical winter school day (median of January 2023 school days) by type of ventilation",
                "find": "over a typical winter school day",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Hour of the school day", "log": False, "min": 8, "max": 15},
                        "y": {
                            "title": "CO2 concentration (ppm)",
                            "log": False,
                            "min": 0,
                            "max": 2500,
                        },
                        "series": n,
                        "points": probes(n[0], HOURS, F1[n[0]], [3])
                        + probes(n[1], HOURS, F1[n[1]], [2, 6])
                        + probes(n[2], HOURS, F1[n[2]], [0, 3]),
                    }
                ],
                "note": "RASTER: a 1400 x 820 px PNG drawn by PLplot's pngcairo driver and placed by Dompdf; title-less, its axis labels, legend (top left) and values exist only as pixels. Red solid line with filled circles (Windows only), green dashed with squares (Extract fans), blue solid with triangles (MVHR).",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Share of lessons with at least one window open by mean outdoor temperature (windows-only and extract-fan classrooms)",
                "find": "Share of lessons with at least one window open",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Mean outdoor temperature during the lesson (deg C)",
                            "log": False,
                            "min": -5,
                            "max": 25,
                        },
                        "y": {
                            "title": "Lessons with a window open (%)",
                            "log": False,
                            "min": 0,
                            "max": 100,
                        },
                        "series": [],
                        "points": probes(None, TEMPS, OPEN, [1, 2, 3, 5, 6]),
                    }
                ],
                "note": "GNU plotutils 2.6 graph -T ps (Helvetica), distilled by Ghostscript ps2pdf -dEPSCrop and stamped by pikepdf into the empty box above the caption; one series, solid line with open circles, no legend, no value labels.",
            },
        ],
    }
