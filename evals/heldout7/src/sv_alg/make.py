"""sv_alg: Swedish road-ecology paper (moose-vehicle collisions, wildlife fences and passages)
laid out by the ``layout7`` engine (Liberation Serif metrics) and written by **PDF::API2** 2.044
(Perl; TrueType fonts embedded by ``ttfont``). Both charts are **GLE** 4.3 PDFs imported by
PDF::API2 as form XObjects (``embed_page``): three lines over ten years, and horizontal bars.
Table 1 has booktabs-style rules; Table 2 has no rules, only zebra shading, with row groups."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pymupdf
from common import probes, run

HERE = Path(__file__).resolve().parent
SRC = HERE.parent
import sys  # noqa: E402

sys.path.insert(0, str(SRC))
from layout7 import Doc, Style, aspect, dec  # noqa: E402

SECTIONS = [
    "Gävle–Axmartavlan",
    "Hudiksvall–Iggesund",
    "Sundsvall–Njurunda",
    "Härnösand–Kramfors",
    "Örnsköldsvik–Husum",
    "Umeå–Hörnefors",
]
LENGTH = [34.5, 18.2, 22.7, 29.1, 31.8, 26.4]
AADT = [12400, 9800, 15300, 7600, 6900, 8200]
FENCED = ["2017", "2018", "2017", "nej", "2018", "nej"]
PASSAGES = [2, 1, 2, 0, 3, 0]
BEFORE = [47, 21, 33, 39, 44, 36]
AFTER = [9, 5, 6, 41, 11, 38]
SEASONS = ["Sommar (maj–aug)", "Höst (sep–nov)", "Vinter (dec–apr)"]
TIMES = ["Gryning", "Dag", "Skymning", "Natt"]
T2 = {  # fenced, unfenced collisions 2019-2023, share with personal injury (%)
    "Sommar (maj–aug)": [(2, 9, 6), (1, 5, 4), (3, 14, 7), (2, 11, 9)],
    "Höst (sep–nov)": [(1, 12, 8), (0, 4, 5), (4, 21, 10), (3, 17, 12)],
    "Vinter (dec–apr)": [(1, 6, 7), (0, 3, 3), (2, 10, 9), (2, 11, 14)],
}
YEARS = list(range(2014, 2024))
F1 = {
    "Stängslade sträckor": [41, 38, 35, 22, 14, 11, 9, 12, 8, 7],
    "Ostängslade sträckor": [58, 61, 55, 63, 59, 66, 62, 57, 60, 54],
    "Renolyckor (alla sträckor)": [9, 12, 7, 10, 8, 13, 11, 9, 6, 10],
}
PASS_NAMES = [
    "P1 Gnarp",
    "P2 Harmånger",
    "P3 Njurunda",
    "P4 Bergeforsen",
    "P5 Gådeå",
    "P6 Husum",
    "P7 Nordmaling",
    "P8 Hörnefors",
]
PASS_TYPE = ["bro", "tunnel", "bro", "tunnel", "tunnel", "bro", "bro", "tunnel"]
CROSSINGS = [312, 187, 254, 96, 141, 408, 226, 73]


def thousands(n: int) -> str:
    return f"{n:,}".replace(",", "\u00a0")


def reduction(i: int) -> str:
    return dec(100 * (AFTER[i] - BEFORE[i]) / BEFORE[i], 0)


def check_prose() -> None:
    fenced = [i for i, f in enumerate(FENCED) if f != "nej"]
    assert sum(BEFORE[i] for i in fenced) == 145 and sum(AFTER[i] for i in fenced) == 31
    assert round(100 * (31 - 145) / 145) == -79
    assert sum(PASSAGES) == 8 and sum(CROSSINGS) == 1697
    assert max(CROSSINGS) == 408 and min(CROSSINGS) == 73
    unf = sum(u for s in SEASONS for _, u, _ in T2[s])
    fen = sum(f for s in SEASONS for f, _, _ in T2[s])
    assert (fen, unf) == (21, 123), (fen, unf)
    assert sum(T2["Höst (sep–nov)"][k][1] for k in range(4)) == 54


def gle(work: Path, name: str, script: str, csv: str) -> Path:
    (work / f"{name}.csv").write_text(csv, encoding="utf-8")
    (work / f"{name}.gle").write_text(script, encoding="utf-8")
    run(["gle", "-d", "pdf", f"{name}.gle"], cwd=work)
    return work / f"{name}.pdf"


def fig1(work: Path) -> Path:
    names = list(F1)
    csv = (
        "\n".join(
            ",".join(str(v) for v in [y] + [F1[n][i] for n in names]) for i, y in enumerate(YEARS)
        )
        + "\n"
    )
    return gle(
        work,
        "fig1",
        f"""size 14 8.5
set font psh
set hei 0.34
begin graph
  scale auto
  xtitle "År"
  ytitle "Antal viltolyckor per år"
  xaxis min 2013.5 max 2023.5 dticks 1
  yaxis min 0 max 100 dticks 10
  x2axis off
  y2axis off
  data "fig1.csv"
  d1 line lstyle 1 lwidth 0.05 marker fcircle msize 0.22 color black
  d2 line lstyle 2 lwidth 0.05 marker fsquare msize 0.22 color blue
  d3 line lstyle 3 lwidth 0.04 marker triangle msize 0.25 color forestgreen
end graph
begin key
  pos tr
  offset 0.2 0.2
  line lstyle 1 marker fcircle color black text "{names[0]}"
  line lstyle 2 marker fsquare color blue text "{names[1]}"
  line lstyle 3 marker triangle color forestgreen text "{names[2]}"
end key
""",
        csv,
    )


def fig2(work: Path) -> Path:
    csv = "\n".join(f'"{n}",{v}' for n, v in zip(PASS_NAMES, CROSSINGS, strict=True)) + "\n"
    ynames = " ".join(f'"{n}"' for n in PASS_NAMES)
    return gle(
        work,
        "fig2",
        f"""size 14 8
set font psh
set hei 0.34
begin graph
  scale auto
  data "fig2.csv"
  yaxis min 0 max 9 dticks 1
  ynames {ynames}
  bar d1 width 0.6 fill gray50 horiz
  xaxis min 0 max 450 dticks 50
  xlabels on
  x2axis off
  xtitle "Registrerade älgpassager (kameror, 2022–2023)" dist 0.6
end graph
""",
        csv,
    )


FONTS = "/usr/share/fonts/truetype/liberation/LiberationSerif-{}.ttf"


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    files = {"R": FONTS.format("Regular"), "B": FONTS.format("Bold"), "I": FONTS.format("Italic")}
    fonts = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}
    d = Doc(
        Style(
            fonts=fonts,
            body=10.5,
            lead=14,
            margin=(64, 64, 64, 64),
            head="Viltstängsel och älgolyckor längs E4",
            foot="Sida {n}",
        )
    )
    d.title_block(
        "Viltstängsel och faunapassager minskade älgolyckorna längs E4 i Norrland med fyra femtedelar",
        "Karin Lindqvist, Johan Bergström och Sara Nyström",
        "Institutionen för vilt, fisk och miljö",
        "Sammanfattning.",
        "Vi jämförde antalet älgolyckor på sex sträckor av E4 mellan Gävle och Umeå under fem år före "
        "(2014–2018) och fem år efter (2019–2023) att fyra av sträckorna försetts med viltstängsel och "
        "faunapassager. På de stängslade sträckorna minskade älgolyckorna från 145 till 31, en minskning "
        "med 79 procent, medan de ostängslade sträckorna inte visade någon minskning. Kameror i de åtta "
        "faunapassagerna registrerade 1 697 älgpassager på två år, flest i passagen vid Husum.",
    )
    d.heading("Inledning")
    d.para(
        "Kollisioner mellan fordon och älg är ett allvarligt trafiksäkerhetsproblem i Sverige. Viltstängsel "
        "hindrar djuren från att nå vägbanan, men de delar samtidigt upp landskapet; därför kombineras de "
        "med faunapassager i form av broar eller tunnlar. Vi undersökte hur väl åtgärderna fungerade på en "
        "lång, hårt trafikerad sträcka av E4 i Gävleborgs, Västernorrlands och Västerbottens län."
    )
    d.heading("Material och metoder")
    d.para(
        "Olycksdata hämtades från Nationella viltolycksrådets register och omfattar alla polisanmälda "
        "kollisioner med älg och ren. De sex studerade sträckorna beskrivs i tabell 1; Härnösand–Kramfors "
        "och Umeå–Hörnefors saknar stängsel och fungerade som kontrollsträckor. Faunapassagerna "
        "övervakades med rörelseaktiverade viltkameror från 1 januari 2022 till 31 december 2023. "
        "Rådjursolyckor ingår inte i analysen, eftersom stängslen inte är dimensionerade för rådjur."
    )
    d.table(
        "Tabell 1.",
        "De studerade vägsträckorna, trafikmängd, åtgärder och antal älgolyckor under fem år före och efter stängsling",
        [
            [
                ("Vägsträcka", 1),
                ("Längd\n(km)", 1),
                ("ÅDT\n(fordon/dygn)", 1),
                ("Stängsel\nsedan", 1),
                ("Fauna-\npassager", 1),
                ("Olyckor\n2014–2018", 1),
                ("Olyckor\n2019–2023", 1),
            ]
        ],
        [
            [s, dec(ln), thousands(a), f, str(p), str(b), str(af)]
            for s, ln, a, f, p, b, af in zip(
                SECTIONS, LENGTH, AADT, FENCED, PASSAGES, BEFORE, AFTER, strict=True
            )
        ],
        rules="booktabs",
        z=8.8,
    )
    d.heading("Resultat")
    d.para(
        "På de fyra stängslade sträckorna sjönk antalet älgolyckor kraftigt de första åren efter "
        "stängslingen (figur 1), medan olyckorna på de ostängslade sträckorna låg kvar på samma nivå. "
        "Renolyckorna påverkades inte märkbart. De flesta kvarvarande olyckorna på stängslade sträckor "
        "inträffade vid stängselslut och vid påfarter, där djuren kan ta sig in på vägen."
    )
    d.figure(
        f1,
        aspect(f1),
        "Figur 1.",
        "Antal viltolyckor per år på stängslade och ostängslade sträckor samt renolyckor 2014–2023",
        frac=0.86,
    )
    d.para(
        "Av olyckorna 2019–2023 inträffade de flesta i skymning och på natten, och hösten var den mest "
        "olycksdrabbade årstiden med 54 olyckor på de ostängslade sträckorna (tabell 2). Andelen olyckor "
        "med personskada var högst på vinternätter."
    )
    rows: list[list[str] | str] = []
    for s in SEASONS:
        rows.append(s)
        for t, (fe, un, inj) in zip(TIMES, T2[s], strict=True):
            rows.append([t, str(fe), str(un), str(inj)])
    d.table(
        "Tabell 2.",
        "Älgolyckor 2019–2023 efter årstid och tid på dygnet på stängslade och ostängslade sträckor",
        [
            [
                ("Tid på dygnet", 1),
                ("Stängslade\nsträckor", 1),
                ("Ostängslade\nsträckor", 1),
                ("Andel med\npersonskada (%)", 1),
            ]
        ],
        rows,
        rules="zebra",
        z=9,
    )
    d.para(
        "Faunapassagerna användes flitigt (figur 2). Broarna hade i genomsnitt fler passager än "
        "tunnlarna; flest passager registrerades vid Husum (408) och minst vid Hörnefors (73), där "
        "tunneln ligger nära en industrianläggning."
    )
    d.figure(
        f2,
        aspect(f2),
        "Figur 2.",
        "Registrerade älgpassager i de åtta faunapassagerna under 2022–2023",
        frac=0.86,
    )
    d.heading("Diskussion")
    d.para(
        "Stängsel i kombination med faunapassager minskade älgolyckorna med fyra femtedelar utan att "
        "hindra djurens rörelser över vägen. Effekten var störst där stängslet var långt och "
        "sammanhängande. Vi har inte studerat hur stängslen påverkar älgstammens storlek eller "
        "genetiska utbyte, och inte heller kostnaderna för åtgärderna."
    )
    d.dump(work / "layout.json")
    (work / "fonts.json").write_text(json.dumps(files), encoding="utf-8")
    run(
        [
            "perl",
            str(SRC / "apiwriter.pl"),
            "layout.json",
            "fonts.json",
            "paper.pdf",
            "Viltstängsel och älgolyckor längs E4",
        ],
        cwd=work,
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    i = {s: k for k, s in enumerate(SECTIONS)}
    names = list(F1)
    return {
        "file": "heldout7/sv_alg.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "De studerade vägsträckorna, trafikmängd, åtgärder och antal älgolyckor under fem år före och efter stängsling",
                "rotated": False,
                "cells": [
                    {
                        "row": "Sundsvall–Njurunda",
                        "col": "ÅDT (fordon/dygn)",
                        "col_lines": ["ÅDT", "(fordon/dygn)"],
                        "value": thousands(AADT[i["Sundsvall–Njurunda"]]),
                    },
                    {
                        "row": "Härnösand–Kramfors",
                        "col": "Stängsel sedan",
                        "col_lines": ["Stängsel", "sedan"],
                        "value": FENCED[i["Härnösand–Kramfors"]],
                    },
                    {
                        "row": "Örnsköldsvik–Husum",
                        "col": "Olyckor 2014–2018",
                        "col_lines": ["Olyckor", "2014–2018"],
                        "value": str(BEFORE[i["Örnsköldsvik–Husum"]]),
                    },
                    {
                        "row": "Gävle–Axmartavlan",
                        "col": "Olyckor 2019–2023",
                        "col_lines": ["Olyckor", "2019–2023"],
                        "value": str(AFTER[i["Gävle–Axmartavlan"]]),
                    },
                    {
                        "row": "Hudiksvall–Iggesund",
                        "col": "Längd (km)",
                        "col_lines": ["Längd", "(km)"],
                        "value": dec(LENGTH[i["Hudiksvall–Iggesund"]]),
                    },
                ],
                "note": "PDF::API2 page; booktabs-style rules drawn as lines; headers on two lines (one hyphenated: 'Fauna-' / 'passager'); thousands with a no-break space (15 300); decimal commas; 'nej' for unfenced sections.",
            },
            {
                "label": "Table 2",
                "caption": "Älgolyckor 2019–2023 efter årstid och tid på dygnet på stängslade och ostängslade sträckor",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Höst (sep–nov)",
                        "row": "Skymning",
                        "col": "Ostängslade sträckor",
                        "col_lines": ["Ostängslade", "sträckor"],
                        "value": "21",
                    },
                    {
                        "row_group": "Vinter (dec–apr)",
                        "row": "Natt",
                        "col": "Andel med personskada (%)",
                        "col_lines": ["Andel med", "personskada (%)"],
                        "value": "14",
                    },
                    {
                        "row_group": "Sommar (maj–aug)",
                        "row": "Dag",
                        "col": "Ostängslade sträckor",
                        "col_lines": ["Ostängslade", "sträckor"],
                        "value": "5",
                    },
                    {
                        "row_group": "Höst (sep–nov)",
                        "row": "Natt",
                        "col": "Stängslade sträckor",
                        "col_lines": ["Stängslade", "sträckor"],
                        "value": "3",
                    },
                    {
                        "row_group": "Sommar (maj–aug)",
                        "row": "Skymning",
                        "col": "Andel med personskada (%)",
                        "col_lines": ["Andel med", "personskada (%)"],
                        "value": "7",
                    },
                ],
                "note": "No rules at all: zebra shading only; season row groups (italic, spanning all columns) over the same four times of day.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Antal viltolyckor per år på stängslade och ostängslade sträckor samt renolyckor 2014–2023",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "År", "log": False, "min": 2014, "max": 2023},
                        "y": {
                            "title": "Antal viltolyckor per år",
                            "log": False,
                            "min": 0,
                            "max": 100,
                        },
                        "series": names,
                        "points": probes(names[0], YEARS, F1[names[0]], [0, 4])
                        + probes(names[1], YEARS, F1[names[1]], [5, 9])
                        + probes(names[2], YEARS, F1[names[2]], [5]),
                    }
                ],
                "note": "GLE 4.3 PDF (Helvetica) imported by PDF::API2 as a form XObject: black solid line with filled circles, blue dotted with filled squares, green dashed with open triangles; key top right above the data (y axis to 100).",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Registrerade älgpassager i de åtta faunapassagerna under 2022–2023",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "orientation": "horizontal",
                        "x": {"title": None, "log": False, "categories": PASS_NAMES},
                        "y": {
                            "title": "Registrerade älgpassager (kameror, 2022–2023)",
                            "log": False,
                            "min": 0,
                            "max": 450,
                        },
                        "series": [],
                        "points": probes(None, PASS_NAMES, CROSSINGS, [1, 2, 3, 4, 6]),
                    }
                ],
                "note": "GLE horizontal bars (grey, one series, no legend, no value labels), first passage at the bottom; categories in x and values in y with orientation horizontal, as in the earlier sets.",
            },
        ],
    }
