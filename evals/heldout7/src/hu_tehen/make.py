"""hu_tehen: Hungarian animal-science paper (heat stress in dairy cows) laid out in two columns
by the ``layout7`` engine (DejaVu Serif metrics) and written by **pdf-lib** (node; fonts embedded
as subsets through fontkit). Both charts are drawn by **Asymptote** (pdflatex labels, Latin
Modern Sans) and embedded by pdf-lib as vector form XObjects: lines on two y axes, and grouped
columns."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pymupdf
from common import probes, run

SRC = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(SRC))
from layout7 import Doc, Style, aspect, dec, node_modules  # noqa: E402

FARMS = ["Bábolna", "Hajdúböszörmény", "Kaposvár", "Mezőtúr", "Szarvas"]
COWS = [412, 286, 530, 198, 364]
COOL = ["V + P", "V", "V + P", "nincs", "V"]
YIELD_JUNE = [34.1, 31.6, 35.2, 29.8, 32.4]
HS_DAYS = [38, 44, 35, 47, 52]
# Table 2: parity group x cooling: (thermoneutral yield, heat-stress yield, fat %, SCC thousand/ml)
GROUPS = ["Elsőborjas tehenek", "Többször ellett tehenek"]
COOLING = ["V + P", "V", "Nincs hűtés"]
T2 = {
    "Elsőborjas tehenek": [
        (29.6, 28.4, 3.71, 184),
        (28.9, 26.3, 3.64, 212),
        (27.8, 23.9, 3.52, 265),
    ],
    "Többször ellett tehenek": [
        (36.2, 34.1, 3.82, 231),
        (35.4, 31.2, 3.69, 268),
        (34.0, 27.9, 3.55, 341),
    ],
}
WEEKS = list(range(26, 36))
F1 = {
    "Bábolna (V + P)": [33.8, 33.6, 33.1, 32.7, 32.9, 32.2, 32.5, 32.9, 33.2, 33.5],
    "Mezőtúr (nincs hűtés)": [29.5, 28.9, 27.6, 26.1, 26.8, 25.3, 25.9, 27.0, 27.8, 28.4],
}
THI = [68, 70, 73, 76, 74, 78, 77, 73, 71, 69]
MONTHS = ["június", "július", "augusztus", "szeptember"]
F2 = {"V + P": [41, 38, 36, 40], "V": [39, 33, 30, 35], "Nincs hűtés": [37, 27, 22, 29]}


def change(a: float, b: float) -> str:
    return dec(100 * (b - a) / a)


def check_prose() -> None:
    assert sum(COWS) == 1790
    assert [change(a, b) for a, b, *_ in T2["Többször ellett tehenek"]] == [
        "\u22125,8",
        "\u221211,9",
        "\u221217,9",
    ]
    assert max(THI) == 78 and WEEKS[THI.index(78)] == 31
    assert F2["Nincs hűtés"][2] == 22 and F2["V + P"][2] - F2["Nincs hűtés"][2] == 14


PRE = r"""settings.tex="pdflatex";
settings.outformat="pdf";
texpreamble("\usepackage[utf8]{inputenc}\usepackage[T1]{fontenc}\usepackage{lmodern}\renewcommand{\familydefault}{\sfdefault}");
defaultpen(fontsize(9pt));
import graph;
"""


def asy_fig1(work: Path) -> Path:
    a, b = list(F1)
    code = (
        PRE
        + f"""size(10cm,6cm,IgnoreAspect);
real[] w={{{",".join(map(str, WEEKS))}}};
real[] ya={{{",".join(map(str, F1[a]))}}};
real[] yb={{{",".join(map(str, F1[b]))}}};
real[] thi={{{",".join(map(str, THI))}}};
// left axis 20..36 kg, right axis THI 60..80 mapped onto it
real m(real t) {{ return 20 + (t - 60) * 16 / 20; }}
real[] thim = map(m, thi);
draw(graph(w,ya), black+1, "{a}", MarkFill[0]);
draw(graph(w,yb), black+1+dashed, "{b}", marker(scale(2.2)*unitsquare, Fill));
draw(graph(w,thim), red+0.9, "THI (jobb tengely)", marker(scale(2.6)*polygon(3), red));
xlimits(25.5, 35.5);
ylimits(20, 36);
xaxis("A naptári hét sorszáma (2023)", Bottom, LeftTicks(Step=1));
yaxis("Tejhozam (kg/tehén/nap)", Left, RightTicks(Step=4));
yaxis(Right, NoTicks);
for (int t=60; t<=80; t+=5) {{
  draw((35.5, m(t))--(35.35, m(t)));
  label(string(t), (35.5, m(t)), E);
}}
label(rotate(90)*"THI", (36.6, 28), E);
add(legend(), point(S), 30S, UnFill);
"""
    )
    (work / "fig1.asy").write_text(code, encoding="utf-8")
    run(["asy", "fig1.asy"], cwd=work)
    return work / "fig1.pdf"


def asy_fig2(work: Path) -> Path:
    code = PRE + "size(10cm,6cm,IgnoreAspect);\n"
    pens = ["gray(0.15)", "gray(0.5)", "gray(0.82)"]
    for k, (name, vals) in enumerate(F2.items()):
        for i, v in enumerate(vals):
            x0 = i * 4 + k
            code += f"filldraw(box(({x0 + 0.1},0),({x0 + 0.9},{v})), {pens[k]}, black+0.4);\n"
        code += f'filldraw(box(({1 + k * 4.2},46.6),({1.6 + k * 4.2},48.2)), {pens[k]}, black+0.4); label("{name}", ({1.7 + k * 4.2},47.4), E);\n'
    for i, m in enumerate(MONTHS):
        code += f'label("{m}", ({i * 4 + 1.5},0), S);\n'
    code += """xlimits(-0.5, 15.5);
ylimits(0, 50);
yaxis("Vemhesülési arány (\\%)", Left, RightTicks(Step=10));
xaxis(Bottom, NoTicks);
"""
    (work / "fig2.asy").write_text(code, encoding="utf-8")
    run(["asy", "fig2.asy"], cwd=work)
    return work / "fig2.pdf"


DJV = "/usr/share/fonts/truetype/dejavu/DejaVuSerif{}.ttf"


def build(work: Path) -> Path:
    check_prose()
    fig1, fig2 = asy_fig1(work), asy_fig2(work)
    files = {"R": DJV.format(""), "B": DJV.format("-Bold"), "I": DJV.format("-Italic")}
    fonts = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}
    st = Style(
        fonts=fonts,
        cols=2,
        body=9.2,
        lead=11.8,
        margin=(58, 46, 60, 46),
        gap=16,
        head="Magyar Állatorvosi Kutatások · Hőstressz tejelő tehenekben",
        foot="– {n} –",
    )
    d = Doc(st)
    d.title_block(
        "Hőstressz hatása a tejhozamra és a vemhesülésre öt alföldi és dunántúli tejelő tehenészetben 2023 nyarán",
        "Kovács Eszter, Szabó Balázs és Nagy-Tóth Réka",
        "Állattenyésztési Tanszék, Agrártudományi Kar",
        "Összefoglalás.",
        "Öt holstein-fríz állomány 1790 tehenénél vizsgáltuk, hogyan csökkenti a nyári hőstressz a "
        "tejhozamot és a vemhesülési arányt különböző istállóhűtési rendszerek mellett. A hőmérséklet-"
        "páratartalom indexet (THI) 2023. június 1. és szeptember 30. között tízpercenként mértük. "
        "Hőstressznapon (napi átlagos THI legalább 72) a hűtés nélküli istállóban a többször ellett "
        "tehenek tejhozama 17,9%-kal, ventilátoros és permetezéses hűtés mellett csak 5,8%-kal "
        "csökkent. Augusztusban a vemhesülési arány hűtés nélkül 22%-ra esett vissza.",
        "Kulcsszavak: hőstressz, THI, tejhozam, vemhesülés, istállóhűtés",
    )
    d.heading("1. Bevezetés", 10.5)
    d.para(
        "A Kárpát-medencében a nyári hőhullámok gyakorisága az elmúlt két évtizedben nőtt. A nagy "
        "tejtermelésű holstein-fríz tehenek hőtermelése nagy, ezért már mérsékelt meleg és magas "
        "páratartalom mellett is csökken a takarmányfelvételük, a tejhozamuk és a termékenységük. "
        "Munkánkban azt vizsgáltuk, mennyit ér a gyakorlatban a ventilátoros, illetve a ventilátoros "
        "és permetezéses istállóhűtés a hűtés nélküli tartáshoz képest.",
        indent=10,
    )
    d.heading("2. Anyag és módszer", 10.5)
    d.para(
        "A vizsgálatba öt kötetlen, pihenőbokszos tartású tehenészetet vontunk be (1. táblázat). "
        "Az istállók hőmérsékletét és relatív páratartalmát két-két adatgyűjtő tízpercenként "
        "rögzítette; a THI-t az NRC (1971) képletével számoltuk, és hőstressznapnak a 72-es vagy "
        "annál nagyobb napi átlagú napokat tekintettük. A napi tejhozamot a fejőrendszer "
        "tejmennyiségmérői rögzítették, a tejzsírt és a szomatikus sejtszámot havonta kétszer "
        "vizsgáltuk. A vemhesülési arányt az első termékenyítések 35. napon végzett ultrahangos "
        "vizsgálata alapján adtuk meg. A takarmányadag összetételét nem változtattuk, ezért "
        "annak hatását nem elemeztük.",
        indent=10,
    )
    d.table(
        "1. táblázat.",
        "A vizsgált tehenészetek jellemzői (V: ventilátor, P: permetezés)",
        [
            [
                ("Gazdaság", 1),
                ("Tehenek\n(db)", 1),
                ("Hűtés", 1),
                ("Tejhozam\njúnius\n(kg/nap)", 1),
                ("Hőstressz\nnapok\n(THI ≥ 72)", 1),
            ]
        ],
        [
            [f, str(c), h, dec(y), str(n)]
            for f, c, h, y, n in zip(FARMS, COWS, COOL, YIELD_JUNE, HS_DAYS, strict=True)
        ]
        + [["Összesen", str(sum(COWS)), "", "", ""]],
        rules="grid",
        z=7.6,
        bold_last=True,
    )
    d.heading("3. Eredmények", 10.5)
    d.para(
        "A hőstressznapok száma a szarvasi gazdaságban volt a legnagyobb (52 nap), a kaposváriban a "
        "legkisebb (35 nap). A hűtés nélküli mezőtúri istállóban a heti átlagos THI a 31. héten "
        "érte el a csúcsát (78), és a tejhozam ugyanekkor esett a legmélyebbre (1. ábra). A "
        "bábolnai, ventilátorral és permetezéssel hűtött állomány tejhozama a nyár folyamán alig "
        "változott.",
        indent=10,
    )
    d.figure(
        fig1,
        aspect(fig1),
        "1. ábra.",
        "Heti átlagos tejhozam két tehenészetben és a mezőtúri istálló heti átlagos THI-értéke (jobb tengely), 26–35. hét",
    )
    d.para(
        "A 2. táblázat szerint a hőstressz az elsőborjas teheneket kevésbé érintette, mint a "
        "többször ellett, nagyobb hozamú teheneket: hűtés nélkül az utóbbiak napi tejhozama 34,0 "
        "kg-ról 27,9 kg-ra (−17,9%) csökkent. A szomatikus sejtszám hűtés nélkül volt a legnagyobb. "
        "Augusztusban a vemhesülési arány a hűtés nélküli csoportban 22%, a ventilátoros és "
        "permetezéses csoportban 36% volt, a különbség tehát 14 százalékpont (2. ábra).",
        indent=10,
    )
    head = [
        [("", 1), ("Tejhozam (kg/nap)", 3), ("", 1), ("", 1)],
        [
            ("Hűtés", 1),
            ("Normál\nnapon", 1),
            ("Hőstressz\nnapon", 1),
            ("Változás\n(%)", 1),
            ("Tejzsír\n(%)", 1),
            ("SCC\n(ezer/ml)", 1),
        ],
    ]
    rows: list[list[str] | str] = []
    for g in GROUPS:
        rows.append(g)
        for c, (a, b, fat, scc) in zip(COOLING, T2[g], strict=True):
            rows.append([c, dec(a), dec(b), change(a, b), dec(fat, 2), str(scc)])
    d.table(
        "2. táblázat.",
        "Tejhozam termoneutrális napokon és hőstressznapokon, valamint a tej összetétele hőstressz idején, laktációs csoport és hűtés szerint",
        head,
        rows,
        rules="booktabs",
        z=7.6,
    )
    d.figure(
        fig2,
        aspect(fig2),
        "2. ábra.",
        "Az első termékenyítés utáni vemhesülési arány hónap és istállóhűtés szerint (2023)",
    )
    d.heading("4. Következtetések", 10.5)
    d.para(
        "A ventilátoros hűtés önmagában a tejhozam-veszteség mintegy harmadát, a permetezéssel "
        "kombinálva kétharmadát előzte meg. A vemhesülési arány a hőhullám után lassan állt "
        "helyre: szeptemberben sem érte el a júniusi szintet. A vizsgálat egyetlen nyárra terjedt "
        "ki; a jersey és a magyartarka fajtát nem vizsgáltuk, és a metánkibocsátást sem mértük.",
        indent=10,
    )
    d.dump(work / "layout.json")
    (work / "fonts.json").write_text(json.dumps(files), encoding="utf-8")
    nm = node_modules(SRC)
    run(
        [
            "node",
            str(SRC / "node" / "pdflib.cjs"),
            "layout.json",
            "fonts.json",
            "paper.pdf",
            "Hőstressz hatása a tejhozamra",
        ],
        cwd=work,
        env={"NODE_PATH": str(nm)},
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    i = {f: k for k, f in enumerate(FARMS)}
    a, b = list(F1)
    return {
        "file": "heldout7/hu_tehen.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "A vizsgált tehenészetek jellemzői (V: ventilátor, P: permetezés)",
                "rotated": False,
                "cells": [
                    {
                        "row": "Kaposvár",
                        "col": "Tehenek (db)",
                        "col_lines": ["Tehenek", "(db)"],
                        "value": str(COWS[i["Kaposvár"]]),
                    },
                    {"row": "Mezőtúr", "col": "Hűtés", "value": COOL[i["Mezőtúr"]]},
                    {
                        "row": "Hajdúböszörmény",
                        "col": "Tejhozam június (kg/nap)",
                        "col_lines": ["Tejhozam", "június", "(kg/nap)"],
                        "value": dec(YIELD_JUNE[i["Hajdúböszörmény"]]),
                    },
                    {
                        "row": "Szarvas",
                        "col": "Hőstressz napok (THI ≥ 72)",
                        "col_lines": ["Hőstressz", "napok", "(THI ≥ 72)"],
                        "value": str(HS_DAYS[i["Szarvas"]]),
                    },
                    {
                        "row": "Összesen",
                        "col": "Tehenek (db)",
                        "col_lines": ["Tehenek", "(db)"],
                        "value": str(sum(COWS)),
                    },
                ],
                "note": "pdf-lib page in two columns; fully ruled grid drawn as lines; headers on two or three lines; decimal commas; bold total row.",
            },
            {
                "label": "Table 2",
                "caption": "Tejhozam termoneutrális napokon és hőstressznapokon, valamint a tej összetétele hőstressz idején, laktációs csoport és hűtés szerint",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Többször ellett tehenek",
                        "row": "Nincs hűtés",
                        "col_group": "Tejhozam (kg/nap)",
                        "col": "Hőstressz napon",
                        "col_lines": ["Hőstressz", "napon"],
                        "value": "27,9",
                    },
                    {
                        "row_group": "Elsőborjas tehenek",
                        "row": "V",
                        "col_group": "Tejhozam (kg/nap)",
                        "col": "Változás (%)",
                        "col_lines": ["Változás", "(%)"],
                        "value": change(28.9, 26.3),
                    },
                    {
                        "row_group": "Többször ellett tehenek",
                        "row": "V + P",
                        "col_group": "Tejhozam (kg/nap)",
                        "col": "Normál napon",
                        "col_lines": ["Normál", "napon"],
                        "value": "36,2",
                    },
                    {
                        "row_group": "Elsőborjas tehenek",
                        "row": "Nincs hűtés",
                        "col": "SCC (ezer/ml)",
                        "col_lines": ["SCC", "(ezer/ml)"],
                        "value": "265",
                    },
                    {
                        "row_group": "Többször ellett tehenek",
                        "row": "V",
                        "col": "Tejzsír (%)",
                        "col_lines": ["Tejzsír", "(%)"],
                        "value": "3,69",
                    },
                ],
                "note": "Row groups (parity, italic, spanning all columns) over three cooling rows; two-level header (Tejhozam (kg/nap) over three leaf columns); signed changes with U+2212 and decimal commas; booktabs-style rules.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Heti átlagos tejhozam két tehenészetben és a mezőtúri istálló heti átlagos THI-értéke (jobb tengely), 26–35. hét",
                "find": "Heti átlagos tejhozam két tehenészetben",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "A naptári hét sorszáma (2023)",
                            "log": False,
                            "min": 26,
                            "max": 35,
                        },
                        "y": {
                            "title": "Tejhozam (kg/tehén/nap)",
                            "log": False,
                            "min": 20,
                            "max": 36,
                        },
                        "y2": {
                            "title": "THI",
                            "log": False,
                            "min": 60,
                            "max": 80,
                            "note": "Right-hand axis; the 'THI (jobb tengely)' series is plotted against it.",
                        },
                        "series": [a, b, "THI (jobb tengely)"],
                        "points": probes(a, WEEKS, F1[a], [0, 5])
                        + probes(b, WEEKS, F1[b], [3, 5])
                        + [
                            {**p, "axis": "y2"}
                            for p in probes("THI (jobb tengely)", WEEKS, THI, [2, 5])
                        ],
                    }
                ],
                "note": "Asymptote (graph module, pdflatex labels in Latin Modern Sans) PDF embedded by pdf-lib as a form XObject: two black lines (solid with dots, dashed with squares) on the left axis and a red THI line with triangles on a right axis drawn by hand (ticks 60-80); legend below the plot.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Az első termékenyítés utáni vemhesülési arány hónap és istállóhűtés szerint (2023)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "x": {"title": None, "log": False, "categories": MONTHS},
                        "y": {"title": "Vemhesülési arány (%)", "log": False, "min": 0, "max": 50},
                        "series": list(F2),
                        "points": probes("V + P", MONTHS, F2["V + P"], [0])
                        + probes("V", MONTHS, F2["V"], [1, 3])
                        + probes("Nincs hűtés", MONTHS, F2["Nincs hűtés"], [1, 2]),
                    }
                ],
                "note": "Asymptote grouped columns drawn as filled boxes (three grey shades, black outline), legend above the bars inside the plot; no value labels.",
            },
        ],
    }
