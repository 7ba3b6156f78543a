"""en_printing: English additive-manufacturing paper (tensile properties of FDM-printed PLA by
build orientation, infill, layer height and nozzle temperature), laid out by **htmldoc** from
HTML (htmldoc's own layout engine and PDF writer: base-14 Times, ISO-8859-1, header and page
numbers from htmldoc's options). Figure 1 is a **RASTER** plotnine line chart (PNG placed as an
image, no text layer); Figure 2 a **nivo grouped column chart** (two series, legend on the
right) that htmldoc lays out as a placeholder PNG and heldout9's pdfrw swap replaces by the
vector chart. Table 1 is htmldoc's **fully ruled** table (``border=1``); Table 2 has **no rules**
and a **two-level header** (two nozzle temperatures over the same two leaf headers). Captions
are ``Tab. 1`` above and ``Fig. 1`` below, the label bold without a full stop."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper12 import GOLD, fig_truth, marked_png, nivo, plotnine, pts, q, rng, write_htmldoc  # noqa: E402

# group -> orientation, infill (%), UTS (MPa), modulus (GPa), elongation (%)
T1 = [("XY-20", "XY", 20, 24.6, 1.62, 3.1), ("XY-50", "XY", 50, 33.8, 2.05, 3.4), ("XY-100", "XY", 100, 52.3, 2.71, 3.9),
      ("XZ-20", "XZ", 20, 19.1, 1.48, 2.2), ("XZ-50", "XZ", 50, 26.4, 1.87, 2.4), ("XZ-100", "XZ", 100, 38.7, 2.44, 2.6),
      ("ZX-100", "ZX", 100, 21.5, 2.12, 1.1)]  # fmt: skip
T2 = {"0.1": (54.1, 1.8, 56.9, 1.2), "0.2": (52.3, 2.6, 55.0, 1.9), "0.3": (47.8, 4.1, 51.6, 3.0)}
INFILL = [20, 40, 60, 80, 100]
UTS = {"XY": [24.6, 30.2, 37.5, 44.9, 52.3], "XZ": [19.1, 23.5, 28.8, 33.6, 38.7]}
LEVELS = ["20 %", "50 %", "100 %"]
TIME = {"XY": [11, 16, 25], "XZ": [14, 19, 29]}
CAP1 = "Ultimate tensile strength against infill density for the XY and XZ build orientations (mean of five specimens)."
CAP2 = "Print time per specimen by infill density and build orientation (minutes)."
CAPT1 = "Tensile properties of the seven specimen groups (0.2 mm layers, nozzle at 200 &deg;C; mean of five specimens)"
CAPT2 = "Strength and porosity of XY-100 specimens by layer height and nozzle temperature"


def check_prose() -> None:
    assert UTS["XY"][0] == T1[0][3] and UTS["XY"][-1] == T1[2][3] and UTS["XZ"][-1] == T1[5][3]
    assert T2["0.2"][0] == T1[2][3]
    assert round(T1[2][3] / T1[6][3], 1) == 2.4
    assert max(r[5] for r in T1) == 3.9


def table1() -> tuple[list[str], list[list[str]]]:
    head = ["Group", "Orientation", "Infill (%)", "UTS (MPa)", "Modulus (GPa)", "Elongation (%)"]
    return head, [[g, o, str(i), f"{u:.1f}", f"{m:.2f}", f"{e:.1f}"] for g, o, i, u, m, e in T1]


def html(ph: Path, raster: Path) -> str:
    head, rows = table1()
    t1 = "".join(
        "<tr>" + "".join(f"<td align=center>{c}</td>" for c in r) + "</tr>\n" for r in rows
    )
    t2 = "".join(
        f"<tr><td align=center>{k}</td>"
        + "".join(f"<td align=center>{v}</td>" for v in vs)
        + "</tr>\n"
        for k, vs in T2.items()
    )
    return f"""<html><head><title>Tensile strength of FDM-printed PLA</title>
<meta name="author" content="R. Okafor"></head><body>
<h1 align=center>Build orientation, infill and layer height govern the tensile strength of FDM-printed PLA</h1>
<p align=center><i>Rachel Okafor, Tomasz Wierzbicki and Hannah Lindqvist</i><br>
Department of Mechanical Engineering, University of Leeds, UK</p>
<p><b>Abstract.</b> We printed 35 PLA tensile specimens in seven groups on a desktop fused-deposition printer and
tested them in uniaxial tension. Full infill in the XY orientation gave the highest strength, 52.3 MPa, which is
2.4 times that of upright (ZX) specimens. Thinner layers and a hotter nozzle both raised strength and lowered
porosity.</p>
<h2>1. Introduction</h2>
<p>Fused deposition modelling (FDM) is widely used for functional prototypes, but printed parts are anisotropic:
the bond between layers is weaker than the extruded filament itself. Designers therefore need to know how much
strength is lost when a part is printed upright or with sparse infill. This study quantifies those losses for
polylactic acid (PLA).</p>
<h2>2. Materials and methods</h2>
<p>Specimens were printed on a Prusa MK4 printer from 1.75 mm natural PLA filament, with a 0.4 mm nozzle and a
bed at 60 &deg;C. Specimen geometry followed ASTM D638 Type IV. The rectilinear infill pattern was used throughout.
Tensile tests were run on an Instron 5967 frame at a crosshead speed of 5 mm/min; five specimens were tested
per group.</p>
<p><b>Tab. 1</b> {CAPT1}</p>
<table border=1 cellpadding=3 cellspacing=0 width=100%>
<tr>{"".join(f"<th>{c}</th>" for c in head)}</tr>
{t1}</table>
<h2>3. Results</h2>
<p>Strength rose with infill density in both in-plane orientations (Tab. 1, Fig. 1). Upright ZX specimens broke
between layers at 21.5 MPa with only 1.1 % elongation. The largest elongation, 3.9 %, was reached by the XY-100
group.</p>
<p align=center><img src="{raster.name}" width=560></p>
<p><b>Fig. 1</b> {CAP1}</p>
<p><b>Tab. 2</b> {CAPT2}</p>
<table border=0 cellpadding=3 cellspacing=0 width=80% align=center>
<tr><th rowspan=2>Layer height (mm)</th><th colspan=2>Nozzle 200 &deg;C</th><th colspan=2>Nozzle 220 &deg;C</th></tr>
<tr><th>UTS (MPa)</th><th>Porosity (%)</th><th>UTS (MPa)</th><th>Porosity (%)</th></tr>
{t2}</table>
<p>At 220 &deg;C every layer height gave stronger and less porous parts than at 200 &deg;C (Tab. 2). Denser infill
costs print time: a full XZ specimen took more than twice as long as a 20 % XY specimen (Fig. 2).</p>
<p align=center><img src="{ph.name}" width=480></p>
<p><b>Fig. 2</b> {CAP2}</p>
<h2>4. Discussion</h2>
<p>For load-bearing PLA parts the load path should lie in the build plane, and full infill is worth its print
time. We did not test fatigue or creep, and all specimens were conditioned at 23 &deg;C and 50 % relative humidity,
so the effect of moisture uptake remains open.</p>
</body></html>
"""


def fig1(work: Path) -> Path:
    data = {
        "infill": INFILL * 2,
        "orientation": ["XY"] * 5 + ["XZ"] * 5,
        "uts": UTS["XY"] + UTS["XZ"],
    }
    code = ("p = (ggplot(d, aes('infill', 'uts', colour='orientation', shape='orientation')) + geom_line(size=1.1)"
            " + geom_point(size=3) + labs(x='Infill density (%)', y='UTS (MPa)', colour='Orientation', shape='Orientation')"
            f" + scale_x_continuous(breaks={INFILL!r}) + scale_y_continuous(limits=(0, 60), breaks=range(0, 61, 10))"
            " + theme_bw() + theme(legend_position=(0.2, 0.8)))")  # fmt: skip
    return plotnine(work, "fig1", code, data, fmt="png", size=(6.4, 3.8))


def fig2(work: Path) -> Path:
    return nivo(work, "fig2", "bar", (600, 340), {
        "data": [{"infill": lv, "XY": TIME["XY"][k], "XZ": TIME["XZ"][k]} for k, lv in enumerate(LEVELS)],
        "keys": ["XY", "XZ"], "indexBy": "infill", "groupMode": "grouped", "padding": 0.3,
        "margin": {"top": 16, "right": 110, "bottom": 56, "left": 60}, "colors": ["#2b5f8a", "#e0a030"],
        "valueScale": {"type": "linear", "min": 0, "max": 30}, "maxValue": 30, "enableLabel": False,
        "axisBottom": {"legend": "Infill density", "legendPosition": "middle", "legendOffset": 42},
        "axisLeft": {"legend": "Print time (min)", "legendPosition": "middle", "legendOffset": -46, "tickValues": [0, 5, 10, 15, 20, 25, 30]},
        "legends": [{"dataFrom": "keys", "anchor": "right", "direction": "column", "translateX": 100, "itemWidth": 80,
                     "itemHeight": 22, "symbolSize": 14}],
    })  # fmt: skip


def build(work: Path) -> Path:
    check_prose()
    raster, vec = fig1(work), fig2(work)
    ph = marked_png(work / "ph0.png", 400, 226)
    return write_htmldoc(
        work, html(ph, raster), "Tensile strength of FDM-printed PLA", {(400, 226): vec}
    )


def _cells(
    rows: list[list[str]], head: list[str], picks: list[tuple[int, int]]
) -> list[dict[str, Any]]:
    return [{"row": rows[r][0], "col": head[c], "value": rows[r][c]} for r, c in picks]


def truth() -> dict[str, Any]:
    head, rows = table1()
    r2 = [[k] + [f"{v:.1f}" for v in vs] for k, vs in T2.items()]
    cols2 = [
        ("UTS (MPa)", "Nozzle 200 °C"),
        ("Porosity (%)", "Nozzle 200 °C"),
        ("UTS (MPa)", "Nozzle 220 °C"),
        ("Porosity (%)", "Nozzle 220 °C"),
    ]
    cells2 = [{"row": r2[r][0], "col": cols2[c - 1][0], "col_group": cols2[c - 1][1], "value": r2[r][c]}
              for r, c in [(0, 1), (0, 4), (1, 2), (2, 3), (2, 2)]]  # fmt: skip
    return {
        "file": "heldout12/en_printing.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": CAPT1.replace("&deg;", "°"),
                "rotated": False,
                "cells": _cells(
                    rows, head, [(0, 3), (1, 4), (2, 5), (3, 3), (4, 5), (6, 3), (5, 4)]
                ),
                "note": "htmldoc table with border=1 (every cell ruled), bold header row; caption 'Tab. 1' above.",
                "find": "Tensile properties of the seven",
            },
            {
                "label": "Table 2",
                "caption": CAPT2,
                "rotated": False,
                "cells": cells2,
                "note": "htmldoc table with border=0: no rules; two-level header (rowspan 'Layer height (mm)', colspan 'Nozzle 200 °C' / 'Nozzle 220 °C' over the same leaf headers).",
                "find": "Strength and porosity of XY-100",
            },
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Infill density (%)", "log": False, "min": 20, "max": 100},
                {"title": "UTS (MPa)", "log": False, "min": 0, "max": 60},
                ["XY", "XZ"],
                pts("XY", INFILL, UTS["XY"], [1, 2, 3]) + pts("XZ", INFILL, UTS["XZ"], [1, 2, 3]),
                "RASTER: plotnine PNG (1088 x 646 px, two lines with point shapes, legend inside top left) placed by htmldoc; no text layer.",
                kind="raster_chart",
                text_layer=False,
                find="Ultimate tensile strength against infill",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Infill density", "log": False, "categories": LEVELS},
                {"title": "Print time (min)", "log": False, "min": 0, "max": 30},
                ["XY", "XZ"],
                pts("XY", LEVELS, TIME["XY"], [0, 2]) + pts("XZ", LEVELS, TIME["XZ"], [1, 2]),
                "nivo grouped Bar rendered on the server (two series, legend on the right, no value labels), SVG to PDF by librsvg, swapped in by pdfrw.",
                find="Print time per specimen",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Build orientation, infill and layer height govern the tensile strength of FDM-printed PLA",
    "description": "Twelfth held-out set (blind): an English additive-manufacturing paper laid out by htmldoc from HTML; a fully ruled table, a rule-less table with a two-level header, a raster plotnine line chart and a nivo grouped column chart swapped in as vector.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-uts-xy20",
            "table",
            "What tensile strength did the XY-20 group reach?",
            "24.6 MPa (Table 1).",
            [["24.6"]],
            [T1_],
            ["19.1", "33.8"],
        ),
        q(
            "table-mod-xy50",
            "table",
            "What was the elastic modulus of the XY-50 specimens?",
            "2.05 GPa (Table 1).",
            [["2.05"]],
            [T1_],
            ["1.87", "2.71"],
        ),
        q(
            "table-elong-xz50",
            "table",
            "How much did XZ-50 specimens elongate before breaking?",
            "2.4 % (Table 1).",
            [["2.4"]],
            [T1_],
            ["2.2", "2.6", "3.4"],
        ),
        q(
            "table-uts-xz20",
            "table",
            "What UTS did the XZ orientation give at 20 % infill?",
            "19.1 MPa (Table 1).",
            [["19.1"]],
            [T1_],
            ["24.6", "26.4"],
        ),
        q(
            "table-zx-uts",
            "table",
            "How strong were the upright ZX-100 specimens?",
            "21.5 MPa (Table 1).",
            [["21.5"]],
            [T1_],
            ["38.7", "52.3"],
        ),
        q(
            "table-xz100-mod",
            "table",
            "What modulus did the XZ-100 group have?",
            "2.44 GPa (Table 1).",
            [["2.44"]],
            [T1_],
            ["2.12", "2.71"],
        ),
        q(
            "table-xy-xz-100-gap",
            "table",
            "At full infill, how much stronger were XY specimens than XZ specimens?",
            "13.6 MPa (52.3 against 38.7 MPa).",
            [["13.6"]],
            [T1_],
            ["30.8", "17.2"],
        ),
        q(
            "table-lowest-mod",
            "table",
            "Which group had the lowest elastic modulus?",
            "XZ-20 (1.48 GPa).",
            [["XZ-20"]],
            [T1_],
            ["XY-20"],
        ),
        q(
            "table-uts-01-220",
            "table",
            "What UTS did 0.1 mm layers reach with the nozzle at 220 °C?",
            "56.9 MPa (Table 2).",
            [["56.9"]],
            [T2_],
            ["54.1", "55.0"],
        ),
        q(
            "table-por-03-200",
            "table",
            "What porosity did 0.3 mm layers have at 200 °C?",
            "4.1 % (Table 2).",
            [["4.1"]],
            [T2_],
            ["3.0", "2.6"],
        ),
        q(
            "table-por-drop-02",
            "table",
            "By how much did raising the nozzle temperature from 200 to 220 °C lower the porosity of 0.2 mm layers?",
            "By 0.7 percentage points (2.6 % to 1.9 %).",
            [["0.7"]],
            [T2_],
            ["0.6", "1.1"],
        ),
        q(
            "figure-xy-60",
            "figure",
            "According to Figure 1, what UTS do XY specimens reach at 60 % infill?",
            "About 37.5 MPa.",
            [[rng(35, 40)]],
            [F1],
            ["28.8", "44.9"],
            note="Plotted 37.5; XZ 28.8 (raster chart).",
        ),
        q(
            "figure-xz-80",
            "figure",
            "What UTS does Figure 1 show for the XZ orientation at 80 % infill?",
            "About 33.6 MPa.",
            [[rng(31, 36)]],
            [F1],
            ["44.9", "28.8"],
            note="Plotted 33.6 (raster chart).",
        ),
        q(
            "figure-time-xz100",
            "figure",
            "How long did a 100 % infill XZ specimen take to print (Figure 2)?",
            "About 29 minutes.",
            [[rng(27, 31)]],
            [F2],
            ["25", "19"],
            note="Plotted 29; XY 25.",
        ),
        q(
            "figure-time-xy20",
            "figure",
            "What print time does Figure 2 give for a 20 % infill XY specimen?",
            "About 11 minutes.",
            [[rng(9.5, 12.5)]],
            [F2],
            ["14", "16"],
            note="Plotted 11; XZ 14.",
        ),
        q(
            "figure-time-gap-50",
            "figure",
            "At 50 % infill, how much longer did XZ specimens take to print than XY specimens (Figure 2)?",
            "About 3 minutes (19 against 16).",
            [[rng(2, 4)]],
            [F2],
            ["5", "9"],
            note="Plotted 19 and 16.",
        ),
        q(
            "figure-orient-faster",
            "figure",
            "Which build orientation printed faster at every infill level in Figure 2?",
            "XY.",
            [["XY"]],
            [F2],
            ["XZ"],
        ),
        q(
            "text-printer",
            "text",
            "Which printer and filament diameter were used?",
            "A Prusa MK4 with 1.75 mm PLA filament.",
            [["Prusa MK4", "MK4"], ["1.75"]],
            [("text", "Prusa MK4")],
        ),
        q(
            "text-speed",
            "text",
            "At what crosshead speed were the tensile tests run?",
            "5 mm/min on an Instron 5967.",
            [["5 mm/min"]],
            [("text", "crosshead speed")],
        ),
        q(
            "ml-ja-geometry",
            "multilingual",
            "試験片の形状はどの規格に従いましたか？",
            "ASTM D638 Type IV。",
            [["D638"]],
            [("text", "ASTM D638 Type IV")],
            language="ja",
        ),
        q(
            "ml-it-bed",
            "multilingual",
            "A quale temperatura era il piano di stampa?",
            "60 °C.",
            [["60"]],
            [("text", "bed at 60")],
            language="it",
        ),
        q(
            "unanswerable-petg",
            "unanswerable",
            "How strong were PETG specimens printed the same way?",
            "Only PLA was tested.",
        ),
        q(
            "unanswerable-fatigue",
            "unanswerable",
            "How many load cycles did XY-100 specimens survive in fatigue?",
            "Fatigue was not tested.",
        ),
        q(
            "unanswerable-zx50",
            "unanswerable",
            "What tensile strength did upright specimens with 50 % infill reach?",
            "Upright (ZX) specimens were printed only with full infill.",
        ),
        q(
            "unanswerable-ko-moisture",
            "unanswerable",
            "습도가 높을 때 인장 강도는 얼마나 감소했습니까?",
            "수분 흡수의 영향은 시험하지 않았다.",
            language="ko",
        ),
    ]
