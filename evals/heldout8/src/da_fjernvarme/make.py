"""da_fjernvarme: Danish energy paper (district-heating return temperatures after customer
feedback) laid out by ``layout8`` in **two columns** (Helvetica metrics) and written by **pikepdf**
(qpdf) content streams with the base-14 fonts (nothing embedded). Figure 1 is a **PLplot** line
chart with a **second y axis** (outdoor temperature); Figure 2 is a **GNU plotutils** ``graph``
scatter plot (PostScript, distilled by Ghostscript with ``-dEPSCrop``), both stamped as form
XObjects. Table 1 has booktabs-style rules and Danish thousands points (``4.820``); Table 2 has
no rules at all."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pymupdf
from common import probes, run

HERE = Path(__file__).resolve().parent
SRC = HERE.parent
sys.path.insert(0, str(SRC))
from layout8 import Doc, Style, aspect, dec  # noqa: E402

WPY = str(
    Path(__import__("os").environ.get("HELDOUT8_VENV", "/tmp/heldout8-venv")) / "bin" / "python"
)

TOWNS = ["Sønderborg", "Aabenraa", "Vejen", "Skive", "Hjørring", "Thisted"]
BUILDINGS = [4820, 3150, 1870, 5460, 6930, 2640]
KM = [212.4, 148.9, 86.3, 241.7, 318.2, 131.5]
RET21 = [43.1, 45.7, 41.9, 44.6, 42.3, 46.2]
RET23 = [37.6, 39.2, 38.8, 36.9, 37.1, 46.0]
LOSS = [18.2, 21.5, 19.7, 17.4, 16.8, 23.1]
TYPES = ["Parcelhuse", "Rækkehuse", "Etageboliger", "Institutioner", "Erhverv"]
T2 = [  # units, before, after, share with faults (%)
    (412, 44.8, 38.1, 37),
    (156, 43.5, 37.4, 31),
    (88, 41.2, 36.3, 48),
    (34, 46.9, 39.8, 56),
    (51, 47.3, 41.6, 44),
]
MONTHS = list(range(1, 13))
F1 = {
    "Retur, med feedback": [44.1, 43.6, 42.2, 40.3, 38.9, 37.5, 37.0, 37.2, 37.8, 38.4, 38.1, 37.6],
    "Retur, kontrolnet": [45.0, 44.8, 44.1, 43.2, 42.5, 41.8, 41.6, 41.9, 42.7, 43.5, 44.0, 44.3],
    "Udetemperatur": [1.2, 0.8, 3.1, 7.4, 11.6, 15.0, 17.2, 16.8, 13.5, 9.6, 5.2, 2.4],
}
SHARE = [12, 18, 23, 27, 31, 35, 40, 44, 52, 58]
DROP = [6.1, 5.4, 4.9, 4.2, 3.8, 3.1, 2.9, 2.2, 1.6, 1.1]


def th(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def check_prose() -> None:
    assert sum(BUILDINGS[:5]) == 22230 and sum(BUILDINGS) == 24870
    drops = [round(a - b, 1) for a, b in zip(RET21, RET23, strict=True)]
    assert max(drops[:5]) == 7.7 and drops[3] == 7.7  # Skive
    assert round(sum(drops[:5]) / 5, 1) == 5.6 and drops[2] == 3.1 and drops[5] == 0.2
    assert round(sum(KM), 1) == 1139.0
    assert sum(n for n, *_ in T2) == 741 and round(T2[3][1] - T2[3][2], 1) == 7.1


def fig1(work: Path) -> Path:
    names = list(F1)
    spec = {
        "out": str(work / "fig1.pdf"),
        "size": [520, 330],
        "type": "line",
        "x": {"min": 0.5, "max": 12.5, "step": 1, "title": "Måned (2023)"},
        "y": {"min": 30, "max": 50, "step": 5, "title": "Returtemperatur (°C)"},
        "y2": {"min": -5, "max": 25, "step": 5, "title": "Udetemperatur (°C)", "color": 3},
        "series": [
            {
                "name": names[0],
                "xs": MONTHS,
                "ys": F1[names[0]],
                "style": 1,
                "marker": 17,
                "color": 1,
            },
            {
                "name": names[1],
                "xs": MONTHS,
                "ys": F1[names[1]],
                "style": 2,
                "marker": 6,
                "color": 2,
            },
            {
                "name": names[2],
                "xs": MONTHS,
                "ys": F1[names[2]],
                "style": 3,
                "marker": 7,
                "color": 3,
                "axis": "y2",
            },
        ],
        "legend": {"x": 4.2, "y": 49.0, "dy": 1.3, "len": 0.9},
    }
    (work / "fig1.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["/usr/bin/python3", str(SRC / "plchart.py"), "fig1.json"], cwd=work)
    return work / "fig1.pdf"


def fig2(work: Path) -> Path:
    data = "".join(f"{x} {y}\n" for x, y in zip(SHARE, DROP, strict=True))
    (work / "fig2.txt").write_text(data, encoding="ascii")
    args = [
        "graph", "-T", "ps", "-m", "0", "-S", "16", "0.035",
        "-X", "Andel anlæg med fejl (%)", "-Y", "Fald i returtemperatur (°C)",
        "-x", "0", "70", "10", "-y", "0", "8", "1", "-h", "0.6", "-w", "0.85", "-u", "0.2",
        "fig2.txt",
    ]  # fmt: skip
    ps = run_latin1(args, work)
    (work / "fig2.ps").write_bytes(ps)
    run(["ps2pdf", "-dEPSCrop", "fig2.ps", "fig2.pdf"], cwd=work)
    return work / "fig2.pdf"


def run_latin1(args: list[str], cwd: Path) -> bytes:
    import subprocess

    res = subprocess.run([a.encode("latin-1") for a in args], cwd=cwd, capture_output=True)
    assert res.returncode == 0, res.stderr
    return res.stdout


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    fonts = {"R": pymupdf.Font("helv"), "B": pymupdf.Font("hebo"), "I": pymupdf.Font("heit")}
    d = Doc(
        Style(
            fonts=fonts,
            body=9.2,
            lead=12,
            cols=2,
            gap=16,
            margin=(58, 50, 60, 50),
            head="Returtemperatur i fjernvarmenet",
            foot="Side {n}",
        )
    )
    d.title_block(
        "Feedback til kunderne sænkede returtemperaturen i fem danske fjernvarmenet",
        "Mette Kjærgaard, Anders Holm og Louise Vestergaard",
        "Institut for Energiteknik",
        "Resumé.",
        "Vi fulgte seks fjernvarmenet i Syd- og Nordjylland fra 2021 til 2023. I fem af dem fik "
        "kunderne månedlig feedback om deres afkøling og tilbud om et gratis servicebesøg; Thisted "
        "fungerede som kontrolnet uden indsats. Returtemperaturen i de fem net faldt i gennemsnit "
        "med 5,6 °C, mest i Skive (7,7 °C), mens kontrolnettet kun faldt 0,2 °C. Servicebesøgene "
        "fandt fejl i 31 til 56 procent af anlæggene, oftest i institutioner.",
    )
    d.heading("Indledning")
    d.para(
        "En lav returtemperatur er afgørende for fjernvarmens effektivitet: den mindsker "
        "varmetabet i ledningsnettet og gør det muligt at udnytte overskudsvarme og "
        "varmepumper. Mange kundeanlæg afkøler dog vandet for lidt, fordi termostater, "
        "shuntventiler og varmtvandsbeholdere er fejlindstillede. Vi undersøgte, om månedlig "
        "feedback og servicebesøg kan ændre dette i praksis."
    )
    d.heading("Metode")
    d.para(
        "Data stammer fra fjernaflæste målere med timeopløsning. De seks net er beskrevet i "
        "tabel 1; tilsammen omfatter de 24.870 bygninger og 1.139 km ledningsnet. Fra januar "
        "2022 fik kunderne i de fem indsatsnet en månedlig rapport, og 741 anlæg fik et "
        "servicebesøg. Returtemperaturen er volumenvægtet. Vi har ikke målt kundernes "
        "komfort eller indetemperatur, og prisen på servicebesøgene indgår ikke."
    )
    d.table(
        "Tabel 1.",
        "De seks fjernvarmenet: bygninger, ledningsnet, årlig returtemperatur og varmetab",
        [
            [
                ("Net", 1),
                ("Bygninger", 1),
                ("Ledning\n(km)", 1),
                ("Retur\n2021 (°C)", 1),
                ("Retur\n2023 (°C)", 1),
                ("Varmetab\n(%)", 1),
            ]
        ],
        [
            [t, th(b), dec(k), dec(r1), dec(r3), dec(lo)]
            for t, b, k, r1, r3, lo in zip(TOWNS, BUILDINGS, KM, RET21, RET23, LOSS, strict=True)
        ],
        rules="booktabs",
        z=7.6,
    )
    d.heading("Resultater")
    d.para(
        "Returtemperaturen faldt i alle fem indsatsnet mellem 2021 og 2023 (tabel 1). Det "
        "største fald var i Skive, det mindste i Vejen (3,1 °C), der allerede havde en lav "
        "returtemperatur. I kontrolnettet Thisted var returtemperaturen næsten uændret. "
        "Figur 1 viser forløbet måned for måned i 2023 sammen med udetemperaturen."
    )
    d.figure(
        f1,
        aspect(f1),
        "Figur 1.",
        "Månedlig returtemperatur i indsatsnettene og kontrolnettet samt udetemperatur (højre akse) i 2023",
    )
    d.para(
        "Servicebesøgene viste, at fejlene var hyppigst i institutioner og sjældnest i "
        "rækkehuse (tabel 2). Den største forbedring efter justering fandt vi i institutionerne, "
        "hvor returtemperaturen faldt med 7,1 °C."
    )
    d.table(
        "Tabel 2.",
        "Returtemperatur før og efter servicebesøg efter bygningstype (vinteren 2022/23)",
        [
            [
                ("Bygningstype", 1),
                ("Anlæg", 1),
                ("Før (°C)", 1),
                ("Efter (°C)", 1),
                ("Med fejl (%)", 1),
            ]
        ],
        [[t, str(n), dec(b), dec(a), str(f)] for t, (n, b, a, f) in zip(TYPES, T2, strict=True)],
        rules="none",
        z=7.8,
    )
    d.para(
        "Jo større andel af anlæggene i et forsyningsområde der havde fejl før besøgene, desto "
        "mindre faldt returtemperaturen (figur 2). Sammenhængen bygger på ti "
        "forsyningsområder med 12 til 58 procent fejlbehæftede anlæg."
    )
    d.figure(
        f2,
        aspect(f2),
        "Figur 2.",
        "Fald i returtemperatur mod andelen af anlæg med fejl i ti forsyningsområder",
        frac=0.9,
    )
    d.heading("Diskussion")
    d.para(
        "Månedlig feedback kombineret med servicebesøg er en billig måde at sænke "
        "returtemperaturen på. Effekten holdt sig gennem hele 2023, også i sommermånederne, "
        "hvor kun varmt brugsvand belaster anlæggene. Vi har ikke undersøgt, om effekten varer "
        "ud over to år, og heller ikke net med under 1.000 bygninger."
    )
    d.dump(work / "layout.json")
    fonts_map = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}
    (work / "fonts.json").write_text(json.dumps(fonts_map), encoding="utf-8")
    run(
        [WPY, str(SRC / "writers.py"), "pike", "layout.json", "fonts.json", "paper.pdf",
         "Returtemperatur i fjernvarmenet"],
        cwd=work,
    )  # fmt: skip
    return work / "paper.pdf"


def cell(row: str, col: str, value: str, lines: list[str] | None = None) -> dict[str, Any]:
    c: dict[str, Any] = {"row": row, "col": col, "value": value}
    if lines:
        c["col_lines"] = lines
    return c


def truth() -> dict[str, Any]:
    i = {t: k for k, t in enumerate(TOWNS)}
    j = {t: k for k, t in enumerate(TYPES)}
    names = list(F1)
    return {
        "file": "heldout8/da_fjernvarme.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "De seks fjernvarmenet: bygninger, ledningsnet, årlig returtemperatur og varmetab",
                "rotated": False,
                "cells": [
                    cell("Hjørring", "Bygninger", th(BUILDINGS[i["Hjørring"]])),
                    cell("Aabenraa", "Ledning (km)", dec(KM[i["Aabenraa"]]), ["Ledning", "(km)"]),
                    cell(
                        "Skive", "Retur 2023 (°C)", dec(RET23[i["Skive"]]), ["Retur", "2023 (°C)"]
                    ),
                    cell(
                        "Vejen", "Retur 2021 (°C)", dec(RET21[i["Vejen"]]), ["Retur", "2021 (°C)"]
                    ),
                    cell("Thisted", "Varmetab (%)", dec(LOSS[i["Thisted"]]), ["Varmetab", "(%)"]),
                ],
                "note": "pikepdf content streams, base-14 Helvetica (WinAnsi); two-column page; booktabs-style rules drawn as lines; headers on two lines; Danish thousands points (4.820) and decimal commas.",
            },
            {
                "label": "Table 2",
                "caption": "Returtemperatur før og efter servicebesøg efter bygningstype (vinteren 2022/23)",
                "rotated": False,
                "cells": [
                    cell("Institutioner", "Med fejl (%)", str(T2[j["Institutioner"]][3])),
                    cell("Rækkehuse", "Før (°C)", dec(T2[j["Rækkehuse"]][1])),
                    cell("Etageboliger", "Efter (°C)", dec(T2[j["Etageboliger"]][2])),
                    cell("Parcelhuse", "Anlæg", str(T2[j["Parcelhuse"]][0])),
                    cell("Erhverv", "Efter (°C)", dec(T2[j["Erhverv"]][2])),
                ],
                "note": "No rules, lines or shading at all (bold header only), in one column of a two-column page.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Månedlig returtemperatur i indsatsnettene og kontrolnettet samt udetemperatur (højre akse) i 2023",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Måned (2023)", "log": False, "min": 1, "max": 12},
                        "y": {"title": "Returtemperatur (°C)", "log": False, "min": 30, "max": 50},
                        "y2": {"title": "Udetemperatur (°C)", "log": False, "min": -5, "max": 25},
                        "series": names,
                        "points": probes(names[0], MONTHS, F1[names[0]], [0, 6])
                        + probes(names[1], MONTHS, F1[names[1]], [6, 11])
                        + [dict(p, axis="y2") for p in probes(names[2], MONTHS, F1[names[2]], [6])],
                    }
                ],
                "note": "PLplot 5.15 pdfcairo (Pango labels), stamped by pikepdf as a form XObject: black solid line with filled circles, red dashed with squares, green dotted with triangles on the right axis (-5 to 25 °C); legend drawn by PLplot inside the plot, top middle; months as numbers 1-12.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Fald i returtemperatur mod andelen af anlæg med fejl i ti forsyningsområder",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "scatter",
                        "x": {
                            "title": "Andel anlæg med fejl (%)",
                            "log": False,
                            "min": 0,
                            "max": 70,
                        },
                        "y": {
                            "title": "Fald i returtemperatur (°C)",
                            "log": False,
                            "min": 0,
                            "max": 8,
                        },
                        "series": [],
                        "points": probes(None, SHARE, DROP, [0, 3, 5, 8, 9]),
                    }
                ],
                "note": "GNU plotutils 2.6 graph -T ps (Helvetica, Latin-1), distilled by Ghostscript ps2pdf -dEPSCrop and stamped by pikepdf; one series of filled circles, no legend, no value labels.",
            },
        ],
    }
