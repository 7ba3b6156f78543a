"""ca_posidonia: Catalan marine-ecology paper (boat anchoring and Posidonia oceanica meadows in
Menorca's coves) laid out by ``layout8`` (Times metrics) and written by **PDF::Create** 1.46
(Perl; base-14 Times, WinAnsiEncoding, nothing embedded). Table 1 has booktabs-style rules and a
bold total row; Table 2 is a fully ruled grid. Figure 1 is a **PLplot stacked column** chart;
Figure 2 is a **GNU plotutils** ``graph`` scatter plot on a **log x axis** (PostScript distilled
by Ghostscript); both stamped by pikepdf as form XObjects."""

from __future__ import annotations

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
from layout8 import Doc, Style, aspect, dec  # noqa: E402

WPY = str(Path(os.environ.get("HELDOUT8_VENV", "/tmp/heldout8-venv")) / "bin" / "python")

COVES = ["Cala en Turqueta", "Cala Macarella", "Cala Mitjana", "Fornells", "Addaia", "Cala Galdana"]
BOATS = [48, 71, 39, 85, 33, 64]
COV19 = [62.4, 58.1, 66.7, 71.3, 69.8, 55.2]
COV23 = [51.8, 44.6, 60.2, 69.5, 68.1, 46.9]
SHOOTS = [412, 356, 448, 502, 489, 331]
BUOYS = ["no", "no", "sí", "sí", "sí", "no"]
ANCHORS = ["Àncora de llaura", "Àncora Danforth", "Rissó", "Boia ecològica"]
T2 = [(14.2, 8.6, 2.9), (11.7, 7.1, 2.4), (19.5, 12.3, 3.8), (0.4, 0.2, 0.1)]
MONTHS = ["Juny", "Juliol", "Agost", "Setembre"]
F1 = {
    "Menys de 8 m": [22, 41, 48, 19],
    "De 8 a 15 m": [14, 27, 33, 12],
    "Més de 15 m": [4, 9, 12, 3],
}
ANCH_YEAR = [12, 25, 48, 90, 160, 310, 620]
LOSS = [0.3, 0.6, 1.1, 1.9, 2.6, 3.4, 4.2]


def mean(v: list[float]) -> float:
    return sum(v) / len(v)


def check_prose() -> None:
    assert sum(BOATS) == 340 and round(mean(SHOOTS)) == 423
    assert dec(mean(COV19)) == "63,9" and dec(mean(COV23)) == "56,9"
    loss = [round(a - b, 1) for a, b in zip(COV19, COV23, strict=True)]
    assert max(loss) == 13.5 and COVES[loss.index(13.5)] == "Cala Macarella"
    assert [sum(v[k] for v in F1.values()) for k in range(4)] == [40, 77, 93, 34]


def fig1(work: Path) -> Path:
    n = list(F1)
    spec = {
        "out": str(work / "fig1.pdf"),
        "size": [500, 320],
        "type": "bar",
        "stacked": True,
        "x": {"categories": MONTHS, "title": ""},
        "y": {"min": 0, "max": 120, "step": 20, "title": "Embarcacions fondejades per dia"},
        "series": [
            {"name": n[0], "ys": F1[n[0]], "color": 5},
            {"name": n[1], "ys": F1[n[1]], "color": 3},
            {"name": n[2], "ys": F1[n[2]], "color": 2},
        ],
        "legend": {"x": 2.55, "y": 112, "dy": 8, "len": 0.18},
    }
    (work / "fig1.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["/usr/bin/python3", str(SRC / "plchart.py"), "fig1.json"], cwd=work)
    return work / "fig1.pdf"


def fig2(work: Path) -> Path:
    (work / "fig2.txt").write_text(
        "".join(f"{a} {b}\n" for a, b in zip(ANCH_YEAR, LOSS, strict=True)), encoding="ascii"
    )
    args = [
        "graph", "-T", "ps", "-l", "x", "-m", "0", "-S", "3", "0.06",
        "-X", "Fondejos per hectàrea i any (escala logarítmica)",
        "-Y", "Pèrdua de cobertura (punts per any)",
        "-x", "10", "1000", "-y", "0", "5", "1", "-h", "0.55", "-w", "0.8", "-u", "0.25",
        "fig2.txt",
    ]  # fmt: skip
    res = subprocess.run([a.encode("latin-1") for a in args], cwd=work, capture_output=True)
    assert res.returncode == 0, res.stderr
    (work / "fig2.ps").write_bytes(res.stdout)
    run(["ps2pdf", "-dEPSCrop", "fig2.ps", "fig2.pdf"], cwd=work)
    return work / "fig2.pdf"


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    fonts = {"R": pymupdf.Font("tiro"), "B": pymupdf.Font("tibo"), "I": pymupdf.Font("tiit")}
    d = Doc(
        Style(
            fonts=fonts,
            body=10.5,
            lead=13.5,
            margin=(62, 66, 62, 66),
            head="Fondeig i praderies de posidònia a Menorca",
            foot="{n}",
        )
    )
    d.title_block(
        "El fondeig d'embarcacions redueix la cobertura de les praderies de Posidonia oceanica a les cales de Menorca",
        "Marta Pons, Jordi Mercadal i Laia Coll",
        "Institut d'Ecologia Marina de les Illes Balears",
        "Resum.",
        "Entre 2019 i 2023 vam seguir les praderies de Posidonia oceanica de sis cales de Menorca "
        "amb diferent pressió de fondeig. La cobertura mitjana va baixar del 63,9 % al 56,9 %, "
        "sobretot a les cales sense boies ecològiques; la pèrdua més gran es va registrar a Cala "
        "Macarella (13,5 punts). Un rissó arrenca de mitjana 19,5 feixos per fondeig, mentre que "
        "una boia ecològica gairebé no fa malbé la praderia.",
    )
    d.heading("Introducció")
    d.para(
        "Les praderies de Posidonia oceanica protegeixen les platges de l'erosió, fixen carboni i "
        "són zona de cria de molts peixos. Creixen molt lentament, d'un a sis centímetres l'any, i "
        "per això els danys que causen les àncores triguen dècades a recuperar-se. A l'estiu, "
        "centenars d'embarcacions d'esbarjo fondegen cada dia a les cales de Menorca."
    )
    d.heading("Material i mètodes")
    d.para(
        "Vam mostrejar sis cales (taula 1) a l'estiu de 2019 i de 2023. La cobertura es va mesurar "
        "amb transsectes de 50 m a 8 m de fondària, i la densitat de feixos en quadrats de "
        "40 × 40 cm. Les embarcacions fondejades es van comptar cada dia a les 13 h des de la "
        "costa. L'efecte de cada tipus d'àncora es va estimar amb 120 fondejos experimentals. No "
        "vam estudiar les praderies de Cymodocea nodosa ni la fauna associada."
    )
    rows = [
        [c, str(b), dec(a), dec(z), str(s), y]
        for c, b, a, z, s, y in zip(COVES, BOATS, COV19, COV23, SHOOTS, BUOYS, strict=True)
    ]
    rows.append(
        [
            "Totes les cales",
            str(sum(BOATS)),
            dec(mean(COV19)),
            dec(mean(COV23)),
            str(round(mean(SHOOTS))),
            "3 de 6",
        ]
    )
    d.table(
        "Taula 1.",
        "Pressió de fondeig, cobertura de posidònia el 2019 i el 2023, densitat de feixos i boies ecològiques a les sis cales",
        [
            [
                ("Cala", 1),
                ("Embarcacions\nper dia", 1),
                ("Cobertura\n2019 (%)", 1),
                ("Cobertura\n2023 (%)", 1),
                ("Feixos\nper m²", 1),
                ("Boies\necològiques", 1),
            ]
        ],
        rows,
        rules="booktabs",
        z=9,
        bold_last=True,
    )
    d.heading("Resultats")
    d.para(
        "La cobertura va disminuir a totes les cales, però molt menys a les que tenen boies "
        "ecològiques (Cala Mitjana, Fornells i Addaia). La densitat de feixos més baixa era a "
        "Cala Galdana. El nombre d'embarcacions fondejades va arribar al màxim a l'agost, amb 93 "
        "embarcacions per dia de mitjana, la majoria de menys de 8 m d'eslora (figura 1)."
    )
    d.figure(
        f1,
        aspect(f1),
        "Figura 1.",
        "Embarcacions fondejades per dia segons l'eslora, de juny a setembre de 2023 (mitjana de les sis cales)",
        frac=0.8,
    )
    d.para(
        "Els fondejos experimentals mostren grans diferències entre els tipus d'àncora (taula 2). "
        "El rissó és el que més feixos arrenca i la boia ecològica, la que menys."
    )
    d.table(
        "Taula 2.",
        "Danys per fondeig segons el tipus d'àncora (mitjana de 30 fondejos experimentals per tipus)",
        [
            [
                ("Tipus d'àncora", 1),
                ("Feixos arrencats", 1),
                ("Rizomes exposats (%)", 1),
                ("Superfície afectada (m²)", 1),
            ]
        ],
        [[a, dec(x), dec(y), dec(z)] for a, (x, y, z) in zip(ANCHORS, T2, strict=True)],
        rules="grid",
        z=9,
    )
    d.para(
        "Com més fondejos rep una praderia, més cobertura perd cada any (figura 2); la relació és "
        "gairebé lineal amb el logaritme del nombre de fondejos."
    )
    d.figure(
        f2,
        aspect(f2),
        "Figura 2.",
        "Pèrdua anual de cobertura segons el nombre de fondejos per hectàrea i any (set zones de mostreig)",
        frac=0.7,
    )
    d.heading("Discussió")
    d.para(
        "Les boies ecològiques són una mesura eficaç per protegir la posidònia a les cales més "
        "visitades. Recomanem instal·lar-ne a Cala Macarella i Cala Galdana, on la pèrdua ha estat "
        "més gran. No hem avaluat l'efecte de les boies sobre el turisme ni el seu cost."
    )
    d.dump(work / "layout.json")
    run(
        [
            "perl",
            str(SRC / "createwriter.pl"),
            "layout.json",
            "raw.pdf",
            "Fondeig i posidònia a Menorca",
        ],
        cwd=work,
    )
    run([WPY, str(SRC / "writers.py"), "stamp", "raw.pdf", "layout.json", "paper.pdf"], cwd=work)
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    i = {c: k for k, c in enumerate(COVES)}
    a = {c: k for k, c in enumerate(ANCHORS)}
    n = list(F1)
    return {
        "file": "heldout8/ca_posidonia.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Pressió de fondeig, cobertura de posidònia el 2019 i el 2023, densitat de feixos i boies ecològiques a les sis cales",
                "rotated": False,
                "cells": [
                    {
                        "row": "Cala Macarella",
                        "col": "Cobertura 2023 (%)",
                        "col_lines": ["Cobertura", "2023 (%)"],
                        "value": dec(COV23[i["Cala Macarella"]]),
                    },
                    {
                        "row": "Fornells",
                        "col": "Embarcacions per dia",
                        "col_lines": ["Embarcacions", "per dia"],
                        "value": str(BOATS[i["Fornells"]]),
                    },
                    {
                        "row": "Cala Galdana",
                        "col": "Feixos per m²",
                        "col_lines": ["Feixos", "per m²"],
                        "value": str(SHOOTS[i["Cala Galdana"]]),
                    },
                    {
                        "row": "Cala Mitjana",
                        "col": "Cobertura 2019 (%)",
                        "col_lines": ["Cobertura", "2019 (%)"],
                        "value": dec(COV19[i["Cala Mitjana"]]),
                    },
                    {
                        "row": "Totes les cales",
                        "col": "Cobertura 2023 (%)",
                        "col_lines": ["Cobertura", "2023 (%)"],
                        "value": dec(mean(COV23)),
                    },
                ],
                "note": "PDF::Create page (base-14 Times, WinAnsi); booktabs-style rules drawn as lines; headers on two lines; bold total row 'Totes les cales' with means and '3 de 6'; decimal commas; 'sí'/'no' cells.",
            },
            {
                "label": "Table 2",
                "caption": "Danys per fondeig segons el tipus d'àncora (mitjana de 30 fondejos experimentals per tipus)",
                "rotated": False,
                "cells": [
                    {"row": "Rissó", "col": "Feixos arrencats", "value": dec(T2[a["Rissó"]][0])},
                    {
                        "row": "Àncora Danforth",
                        "col": "Rizomes exposats (%)",
                        "value": dec(T2[a["Àncora Danforth"]][1]),
                    },
                    {
                        "row": "Àncora de llaura",
                        "col": "Superfície afectada (m²)",
                        "value": dec(T2[a["Àncora de llaura"]][2]),
                    },
                    {
                        "row": "Boia ecològica",
                        "col": "Feixos arrencats",
                        "value": dec(T2[a["Boia ecològica"]][0]),
                    },
                    {
                        "row": "Rissó",
                        "col": "Superfície afectada (m²)",
                        "value": dec(T2[a["Rissó"]][2]),
                    },
                ],
                "note": "Fully ruled grid drawn as lines; one-line headers; decimal commas.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Embarcacions fondejades per dia segons l'eslora, de juny a setembre de 2023 (mitjana de les sis cales)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "stacked": True,
                        "x": {"title": None, "log": False, "categories": MONTHS},
                        "y": {
                            "title": "Embarcacions fondejades per dia",
                            "log": False,
                            "min": 0,
                            "max": 120,
                        },
                        "series": n,
                        "points": probes(n[0], MONTHS, F1[n[0]], [1, 2])
                        + probes(n[1], MONTHS, F1[n[1]], [2])
                        + probes(n[2], MONTHS, F1[n[2]], [1, 3]),
                    }
                ],
                "note": "PLplot 5.15 pdfcairo stacked columns (grey bottom: under 8 m, blue middle: 8-15 m, red top: over 15 m), outlined, legend top right, no value labels; probe points are segment lengths; stamped by pikepdf.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Pèrdua anual de cobertura segons el nombre de fondejos per hectàrea i any (set zones de mostreig)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "scatter",
                        "x": {
                            "title": "Fondejos per hectàrea i any (escala logarítmica)",
                            "log": True,
                            "min": 10,
                            "max": 1000,
                        },
                        "y": {
                            "title": "Pèrdua de cobertura (punts per any)",
                            "log": False,
                            "min": 0,
                            "max": 5,
                        },
                        "series": [],
                        "points": probes(None, ANCH_YEAR, LOSS, [1, 3, 4, 5, 6]),
                    }
                ],
                "note": "GNU plotutils 2.6 graph -T ps with a log x axis (10-1000), one series of asterisk markers, no line, no legend; distilled by Ghostscript ps2pdf -dEPSCrop and stamped by pikepdf.",
            },
        ],
    }
