"""Dutch soil-science paper (peat-meadow subsidence) written in **AsciiDoc** and typeset by
**Asciidoctor PDF** 2.3 (Ruby, Prawn; a custom theme extending the default: Noto Serif body,
single column, numbered sections, ``Tabel 1.`` captions above, ``Figuur 1.`` below, decimal
commas). Table 1 is a plain header table; Table 2 has **two header rows** made with AsciiDoc
``2+|`` column spans and ``.2+|`` row spans (Perceel and Verschil span both rows). The two
charts are **gnuplot ``svg``-terminal** files drawn by **prawn-svg** (Ruby) into the PDF with
live text: a line chart with points on a **negative y axis** (groundwater depth, ``-80 … 0``)
with month names as x tics and the key below; a clustered **histogram with solid grey
fills** and a boxed key top right (gnuplot's hatch patterns are SVG ``<pattern>``s, which prawn-svg
draws empty)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from common import probes, run

SITES = ["Zegveld", "Vlist", "Assendelft", "Aldeboarn"]
# Perceel: veendikte (m), slootpeil (cm -mv), drainafstand (m), draindiepte (cm -mv)
T1 = {
    "Zegveld": ("5,8", "55", "6", "70"),
    "Vlist": ("3,2", "45", "5", "65"),
    "Assendelft": ("4,1", "60", "6", "75"),
    "Aldeboarn": ("2,6", "50", "4", "70"),
}
T1_COLS = [
    "Veendikte (m)",
    "Slootpeil (cm -mv)",
    "Drainafstand (m)",
    "Draindiepte (cm -mv)",
]
# subsidence mm/yr and lowest groundwater 2022 (cm below surface): reference, drains
SUBS_R = {"Zegveld": 11.2, "Vlist": 8.4, "Assendelft": 9.7, "Aldeboarn": 6.3}
SUBS_D = {"Zegveld": 5.9, "Vlist": 4.6, "Assendelft": 6.1, "Aldeboarn": 4.5}
GLG_R = {"Zegveld": 78, "Vlist": 71, "Assendelft": 83, "Aldeboarn": 66}
GLG_D = {"Zegveld": 58, "Vlist": 55, "Assendelft": 62, "Aldeboarn": 53}
MONTHS = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]
GWS = {
    "Referentie": [-22, -20, -25, -34, -46, -58, -70, -78, -66, -45, -30, -24],
    "Onderwaterdrainage": [-28, -27, -30, -36, -42, -48, -54, -58, -53, -43, -34, -29],
}
CO2 = {"Referentie": [27.4, 20.6, 23.8, 15.5], "Onderwaterdrainage": [14.5, 11.3, 15.0, 11.0]}

T1_CAP = "Kenmerken van de vier proefpercelen"
T2_CAP = "Gemiddelde bodemdaling 2019–2023 en laagste grondwaterstand in 2022 per perceel"
F1_CAP = "Grondwaterstand per maand in 2022 op het perceel Zegveld (maandgemiddelden)"
F2_CAP = "Berekende CO2-uitstoot per perceel, 2019–2023"
LOW = "Laagste grondwaterstand (cm -mv)"
RATE = "Daling (mm/jaar)"


def nl(x: float, digits: int = 1) -> str:
    return f"{x:.{digits}f}".replace(".", ",")


def pct(site: str) -> int:
    return round(100 * (SUBS_D[site] - SUBS_R[site]) / SUBS_R[site])


def signed(n: int) -> str:
    return f"\u2212{-n}" if n < 0 else f"+{n}"


def _gnuplot(work: Path) -> None:
    (work / "gws.dat").write_text(
        "".join(
            f"{i} {m} {GWS['Referentie'][i]} {GWS['Onderwaterdrainage'][i]}\n"
            for i, m in enumerate(MONTHS)
        ),
        encoding="utf-8",
    )
    (work / "co2.dat").write_text(
        "".join(
            f'"{s}" {CO2["Referentie"][i]} {CO2["Onderwaterdrainage"][i]}\n'
            for i, s in enumerate(SITES)
        ),
        encoding="utf-8",
    )
    script = """
set terminal svg size 620,330 font "Helvetica,12" noenhanced
set decimalsign ','
set output 'fig1.svg'
set xrange [-0.5:11.5]
set yrange [-90:0]
set ytics -90,10,0
set grid ytics lc rgb '#cccccc'
set ylabel 'Grondwaterstand (cm t.o.v. maaiveld)'
set xlabel 'Maand (2022)'
set key below horizontal
plot 'gws.dat' using 1:3:xtic(2) with linespoints pt 7 ps 0.8 lw 2 lc rgb '#8c510a' title 'Referentie', \\
     '' using 1:4 with linespoints pt 5 ps 0.8 lw 2 lc rgb '#01665e' title 'Onderwaterdrainage'
set output 'fig2.svg'
unset grid
set grid ytics lc rgb '#dddddd'
set terminal svg size 560,320 font "Helvetica,12" noenhanced
set style data histograms
set style histogram clustered gap 1
set style fill solid 1.0 border lc rgb 'black'
set xrange [*:*]
set yrange [0:30]
set ytics 0,5,30
set ylabel 'CO2-uitstoot (t CO2/ha/jaar)'
unset xlabel
set key inside top right vertical box
plot 'co2.dat' using 2:xtic(1) title 'Referentie' lc rgb '#555555', \\
     '' using 3 title 'Onderwaterdrainage' lc rgb '#c8c8c8'
"""
    (work / "charts.gp").write_text(script, encoding="utf-8")
    run(["gnuplot", "charts.gp"], cwd=work)


def build(work: Path) -> Path:
    assert [pct(s) for s in SITES] == [-47, -45, -37, -29]
    mean_r = sum(SUBS_R.values()) / 4
    mean_d = sum(SUBS_D.values()) / 4
    mean_pct = round(100 * (mean_d - mean_r) / mean_r)
    assert (nl(mean_r), nl(mean_d), mean_pct) == ("8,9", "5,3", -41)
    rises = [GLG_R[s] - GLG_D[s] for s in SITES]
    assert (min(rises), max(rises)) == (13, 21)
    assert GWS["Referentie"][7] == -GLG_R["Zegveld"] and min(GWS["Onderwaterdrainage"]) == -58
    co2_red = sum(r - d for r, d in zip(*CO2.values(), strict=True)) / 4
    assert nl(co2_red) == "8,9"
    _gnuplot(work)
    t1 = "\n".join(f"|{s} |" + " |".join(T1[s]) for s in SITES)
    t2 = "\n".join(
        f"|{s} |{nl(SUBS_R[s])} |{GLG_R[s]} |{nl(SUBS_D[s])} |{GLG_D[s]} |{signed(pct(s))}"
        for s in SITES
    )
    t2 += f"\n|*Gemiddeld* |*{nl(mean_r)}* |— |*{nl(mean_d)}* |— |*{signed(mean_pct)}*"
    src = (work / "paper.adoc").read_text(encoding="utf-8")
    for key, val in {
        "{table1}": t1,
        "{table2}": t2,
        "{mean_d}": nl(mean_d),
        "{mean_r}": nl(mean_r),
        "{mean_pct}": signed(mean_pct),
        "{co2_red}": nl(co2_red),
    }.items():
        src = src.replace(key, val)
    (work / "paper.adoc").write_text(src, encoding="utf-8")
    run(
        ["asciidoctor-pdf", "-a", "pdf-themesdir=" + str(work), "-o", "paper.pdf", "paper.adoc"],
        cwd=work,
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    return {
        "file": "heldout5/nl_veen.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": T1_CAP,
                "pages_find": ["Zegveld 5,8", "Aldeboarn 2,6"],
                "rotated": False,
                "cells": [
                    {"row": "Zegveld", "col": T1_COLS[0], "value": T1["Zegveld"][0]},
                    {"row": "Aldeboarn", "col": T1_COLS[2], "value": T1["Aldeboarn"][2]},
                    {"row": "Assendelft", "col": T1_COLS[1], "value": T1["Assendelft"][1]},
                    {"row": "Vlist", "col": T1_COLS[3], "value": T1["Vlist"][3]},
                ],
                "note": "Asciidoctor PDF table (prawn-table), shaded header row, decimal commas.",
            },
            {
                "label": "Table 2",
                "caption": T2_CAP,
                "rotated": False,
                "cells": [
                    {
                        "row": "Zegveld",
                        "col_group": "Referentie",
                        "col": RATE,
                        "value": nl(SUBS_R["Zegveld"]),
                    },
                    {
                        "row": "Vlist",
                        "col_group": "Onderwaterdrainage",
                        "col": RATE,
                        "value": nl(SUBS_D["Vlist"]),
                    },
                    {
                        "row": "Assendelft",
                        "col_group": "Referentie",
                        "col": LOW,
                        "value": str(GLG_R["Assendelft"]),
                    },
                    {
                        "row": "Aldeboarn",
                        "col_group": "Onderwaterdrainage",
                        "col": LOW,
                        "value": str(GLG_D["Aldeboarn"]),
                    },
                    {
                        "row": "Assendelft",
                        "col": "Verschil bodemdaling (%)",
                        "value": signed(pct("Assendelft")),
                    },
                ],
                "note": "Two header rows: 'Perceel' and 'Verschil bodemdaling (%)' span both (.2+|), 'Referentie'/'Onderwaterdrainage' span two leaf columns each (2+|) that repeat the same leaf headers; bold 'Gemiddeld' row with '—' cells; differences signed with U+2212.",
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
                        "x": {"title": "Maand (2022)", "log": False, "categories": MONTHS},
                        "y": {
                            "title": "Grondwaterstand (cm t.o.v. maaiveld)",
                            "log": False,
                            "min": -90,
                            "max": 0,
                        },
                        "series": list(GWS),
                        "points": probes("Referentie", MONTHS, GWS["Referentie"], [4, 7, 11])
                        + probes(
                            "Onderwaterdrainage", MONTHS, GWS["Onderwaterdrainage"], [0, 6, 7]
                        ),
                    }
                ],
                "note": "gnuplot svg terminal (linespoints, filled circles / squares), month names as xtic labels, key below; drawn by prawn-svg with live text.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": F2_CAP,
                "find": "uitstoot per perceel, 2019",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": None, "log": False, "categories": SITES},
                        "y": {
                            "title": "CO2-uitstoot (t CO2/ha/jaar)",
                            "log": False,
                            "min": 0,
                            "max": 30,
                        },
                        "series": list(CO2),
                        "points": probes("Referentie", SITES, CO2["Referentie"], [0, 3])
                        + probes("Onderwaterdrainage", SITES, CO2["Onderwaterdrainage"], [1, 2]),
                    }
                ],
                "note": "gnuplot clustered histogram, dark and light grey solid fills with black borders, boxed key inside top right; drawn by prawn-svg.",
            },
        ],
    }
