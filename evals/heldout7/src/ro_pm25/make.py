"""ro_pm25: Romanian air-quality paper (fine particles from residential wood heating in Brașov)
laid out by the ``layout7`` engine (Noto Sans metrics) and written by **Apache PDFBox** 2.0.27
(Java; ``PDType0Font`` subsets, charts imported with ``LayerUtility.importPageAsForm``). Both
charts are **Toyplot** 2.1 SVGs converted to PDF by **librsvg** (``rsvg-convert``) and placed as
vector forms: four lines over the hours of the day, and a two-group scatter plot. Table 1 has no
rules at all; Table 2 is fully ruled with a two-level header."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

import pymupdf
import toyplot
import toyplot.svg
from common import probes, run

HERE = Path(__file__).resolve().parent
SRC = HERE.parent
sys.path.insert(0, str(SRC))
from layout7 import Doc, Style, aspect, dec, write_tsv  # noqa: E402

STATIONS = ["Centrul Vechi", "Tractorul", "Noua", "Șchei", "Bartolomeu", "Răcădău"]
TYPE = ["trafic", "rezidențial", "rezidențial", "rezidențial", "mixt", "fond urban"]
WOOD = [6, 3, 41, 58, 27, 12]
PM = [21.4, 17.8, 34.6, 39.2, 28.1, 19.5]
DAYS = [38, 24, 87, 96, 64, 31]
MONTHS = ["Noiembrie", "Decembrie", "Ianuarie", "Februarie", "Martie"]
T2_WOOD = [(28.4, 612), (38.9, 948), (44.7, 1124), (36.2, 803), (24.5, 455)]
T2_NOWOOD = [(15.2, 88), (19.8, 131), (22.4, 156), (18.9, 119), (14.1, 72)]
HOURS = list(range(0, 24, 2))
F1 = {
    "Șchei": [52, 44, 35, 30, 38, 31, 27, 29, 41, 63, 78, 71],
    "Noua": [46, 39, 31, 27, 33, 28, 24, 26, 36, 55, 69, 62],
    "Bartolomeu": [37, 31, 25, 22, 29, 25, 21, 23, 30, 44, 52, 47],
    "Tractorul": [21, 18, 15, 14, 22, 19, 16, 17, 21, 26, 28, 25],
}
F2 = {
    "Șchei (58 % lemne)": (
        [-12, -9, -7, -5, -3, -1, 0, 2, 4, 6, 8, 10],
        [71, 64, 60, 55, 49, 46, 42, 39, 33, 30, 26, 22],
    ),
    "Tractorul (3 % lemne)": (
        [-11, -8, -6, -4, -2, -1, 1, 3, 5, 7, 9, 11],
        [27, 25, 24, 23, 21, 20, 19, 18, 17, 15, 14, 13],
    ),
}


def check_prose() -> None:
    assert max(PM) == 39.2 and STATIONS[PM.index(39.2)] == "Șchei"
    assert round(T2_WOOD[2][0] / T2_NOWOOD[2][0], 1) == 2.0
    assert max(F1["Șchei"]) == 78 and HOURS[F1["Șchei"].index(78)] == 20
    assert sum(DAYS) == 340


def toyplot_pdf(work: Path, name: str, canvas: toyplot.Canvas) -> Path:
    svg = work / f"{name}.svg"
    toyplot.svg.render(canvas, str(svg))
    # Toyplot's default face is Helvetica; name a face fontconfig has for the Romanian letters.
    text = re.sub(
        r"font-family:\s*helvetica",
        "font-family:DejaVu Sans",
        svg.read_text(encoding="utf-8"),
        flags=re.I,
    )
    svg.write_text(text, encoding="utf-8")
    run(["rsvg-convert", "-f", "pdf", "-o", f"{name}.pdf", f"{name}.svg"], cwd=work)
    return work / f"{name}.pdf"


STYLE = {"font-size": "11px"}


def fig1(work: Path) -> Path:
    canvas = toyplot.Canvas(width=620, height=340, style={"background-color": "white"})
    axes = canvas.cartesian(
        xlabel="Ora din zi",
        ylabel="PM2,5 (µg/m³)",
        xmin=-1,
        xmax=23,
        ymin=0,
        ymax=90,
        margin=(30, 190, 50, 60),
    )
    marks = []
    shapes = ["o", "s", "^", "d"]
    colours = ["#b2182b", "#ef8a62", "#67a9cf", "#2166ac"]
    for k, (name, ys) in enumerate(F1.items()):
        m = axes.plot(
            HOURS, ys, color=colours[k], marker=shapes[k], size=6, style={"stroke-width": 1.6}
        )
        marks.append((name, m))
    axes.x.ticks.locator = toyplot.locator.Explicit(HOURS, [f"{h:02d}" for h in HOURS])
    axes.y.ticks.locator = toyplot.locator.Explicit(list(range(0, 91, 10)))
    axes.x.label.style = STYLE
    axes.y.label.style = STYLE
    axes.x.ticks.labels.style = STYLE
    axes.y.ticks.labels.style = STYLE
    canvas.legend(marks, corner=("right", 40, 140, 100))
    return toyplot_pdf(work, "fig1", canvas)


def fig2(work: Path) -> Path:
    canvas = toyplot.Canvas(width=560, height=340, style={"background-color": "white"})
    axes = canvas.cartesian(
        xlabel="Temperatura medie zilnică (°C)",
        ylabel="PM2,5 mediu zilnic (µg/m³)",
        xmin=-14,
        xmax=14,
        ymin=0,
        ymax=80,
        margin=(30, 30, 50, 60),
    )
    marks = []
    for k, (name, (xs, ys)) in enumerate(F2.items()):
        m = axes.scatterplot(xs, ys, color=["#2c2c2c", "#d95f02"][k], marker=["o", "s"][k], size=8)
        marks.append((name, m))
    axes.x.ticks.locator = toyplot.locator.Explicit(list(range(-12, 13, 4)))
    axes.y.ticks.locator = toyplot.locator.Explicit(list(range(0, 81, 10)))
    for a in (axes.x, axes.y):
        a.label.style = STYLE
        a.ticks.labels.style = STYLE
    canvas.legend(marks, corner=("top-right", 40, 190, 50))
    return toyplot_pdf(work, "fig2", canvas)


NOTO = "/usr/share/fonts/truetype/noto/NotoSans-{}.ttf"
CP = ":".join(f"/usr/share/java/{j}.jar" for j in ("pdfbox2", "fontbox2", "commons-logging"))


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    files = {"R": NOTO.format("Regular"), "B": NOTO.format("Bold"), "I": NOTO.format("Italic")}
    fonts = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}
    d = Doc(
        Style(
            fonts=fonts,
            body=9.6,
            lead=13.2,
            margin=(62, 58, 62, 58),
            head="Revista Română de Calitatea Aerului · PM2,5 și încălzirea cu lemne",
            foot="{n}",
        )
    )
    d.title_block(
        "Încălzirea cu lemne și particulele fine PM2,5 în cartierele din Brașov în iarna 2023–2024",
        "Andreea Popescu, Mihai Ionescu și Ioana Dumitrescu",
        "Departamentul de Inginerie a Mediului, Facultatea de Construcții",
        "Rezumat.",
        "Am măsurat concentrațiile de particule fine PM2,5 la șase stații din Brașov între 1 noiembrie "
        "2023 și 31 martie 2024 și am estimat contribuția arderii lemnului cu ajutorul levoglucozanului. "
        "Media de iarnă a fost cea mai mare în cartierul Șchei (39,2 µg/m³), unde 58 % dintre locuințe "
        "se încălzesc cu lemne, și cea mai mică în Tractorul (17,8 µg/m³). În ianuarie, concentrația din "
        "cartierele cu încălzire pe lemne a fost de două ori mai mare decât în cele fără. Vârful zilnic "
        "a apărut seara, în jurul orei 20:00.",
        "Cuvinte cheie: PM2,5, încălzire rezidențială, ardere de biomasă, levoglucozan, Brașov",
    )
    d.heading("1. Introducere")
    d.para(
        "În orașele din zonele montane ale României, sobele și centralele pe lemne rămân o sursă "
        "importantă de căldură. Inversiunile termice frecvente din depresiunea Brașovului rețin fumul "
        "aproape de sol, astfel încât cartierele cu case vechi pot avea o calitate a aerului mai slabă "
        "decât zonele cu trafic intens. Studiul de față cuantifică această diferență."
    )
    d.heading("2. Materiale și metode")
    d.para(
        "Am folosit șase stații (tabelul 1): două din rețeaua națională și patru stații temporare echipate "
        "cu analizoare cu atenuare beta BAM-1020. Probele de filtru colectate la fiecare a treia zi au fost "
        "analizate prin GC-MS pentru levoglucozan, un marker al arderii biomasei. Ponderea locuințelor "
        "încălzite cu lemne provine din recensământul din 2021. Drept zi cu depășire am considerat o zi "
        "cu media PM2,5 peste 25 µg/m³. Particulele PM10 nu au fost analizate în acest studiu."
    )
    d.table(
        "Tabelul 1.",
        "Stațiile de monitorizare, ponderea încălzirii cu lemne și concentrațiile PM2,5 în iarna 2023–2024",
        [
            [
                ("Stația", 1),
                ("Tip", 1),
                ("Locuințe cu\nlemne (%)", 1),
                ("PM2,5 mediu\n(µg/m³)", 1),
                ("Zile peste\n25 µg/m³", 1),
            ]
        ],
        [
            [s, t, str(w), dec(p), str(n)]
            for s, t, w, p, n in zip(STATIONS, TYPE, WOOD, PM, DAYS, strict=True)
        ],
        rules="none",
        z=9,
    )
    d.heading("3. Rezultate")
    d.para(
        "Concentrațiile au urmat îndeaproape ponderea încălzirii cu lemne: stațiile Șchei și Noua au "
        "depășit pragul zilnic în majoritatea zilelor de iarnă. Profilul zilnic (figura 1) arată un vârf "
        "de seară, între orele 18 și 22, când se aprind sobele, și unul mai mic dimineața. La Șchei, media "
        "orară a atins 78 µg/m³ la ora 20."
    )
    d.figure(
        f1,
        aspect(f1),
        "Figura 1.",
        "Profilul zilnic al concentrației PM2,5 la patru stații în zilele cu temperatura medie sub 0 °C (medii orare)",
        frac=0.92,
    )
    d.para(
        "Tabelul 2 compară cartierele cu pondere mare a încălzirii cu lemne (Noua și Șchei) cu cele cu "
        "pondere mică (Tractorul și Răcădău). În ianuarie, PM2,5 a fost de 44,7 µg/m³ față de 22,4 µg/m³, "
        "iar levoglucozanul de peste șapte ori mai mare."
    )
    head = [
        [("", 1), ("Cartiere cu lemne", 2), ("Cartiere fără lemne", 2)],
        [
            ("Luna", 1),
            ("PM2,5\n(µg/m³)", 1),
            ("Levoglucozan\n(ng/m³)", 1),
            ("PM2,5\n(µg/m³)", 1),
            ("Levoglucozan\n(ng/m³)", 1),
        ],
    ]
    rows: list[list[str] | str] = [
        [m, dec(a[0]), str(a[1]), dec(b[0]), str(b[1])]
        for m, a, b in zip(MONTHS, T2_WOOD, T2_NOWOOD, strict=True)
    ]
    d.table(
        "Tabelul 2.",
        "Medii lunare ale PM2,5 și levoglucozanului în cartierele cu pondere mare și mică a încălzirii cu lemne",
        head,
        rows,
        rules="grid",
        z=9,
    )
    d.para(
        "Legătura cu temperatura a fost puternică doar unde se arde lemn (figura 2): la Șchei, PM2,5 a "
        "crescut cu aproximativ 2 µg/m³ pentru fiecare grad de răcire, în timp ce la Tractorul creșterea "
        "a fost de patru ori mai mică."
    )
    d.figure(
        f2,
        aspect(f2),
        "Figura 2.",
        "Media zilnică PM2,5 în funcție de temperatura medie zilnică la Șchei și Tractorul (12 zile selectate)",
        frac=0.82,
    )
    d.heading("4. Discuție")
    d.para(
        "Rezultatele arată că politicile de calitate a aerului din Brașov ar trebui să vizeze încălzirea "
        "rezidențială, nu doar traficul. Înlocuirea sobelor vechi cu pompe de căldură sau racordarea la "
        "termoficare ar reduce expunerea în cartierele Șchei și Noua. Nu am evaluat efectele asupra "
        "sănătății și nici concentrațiile din vara anului 2024."
    )
    write_tsv(d.pages, files, work / "ops.tsv")
    classes = work / "classes"
    classes.mkdir(exist_ok=True)
    run(["javac", "-d", str(classes), "-cp", CP, str(SRC / "java" / "BoxWriter.java")], cwd=work)
    run(
        [
            "java",
            "-cp",
            f"{classes}{os.pathsep}{CP}",
            "BoxWriter",
            "ops.tsv",
            "paper.pdf",
            "Încălzirea cu lemne și PM2,5 în Brașov",
        ],
        cwd=work,
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    i = {s: k for k, s in enumerate(STATIONS)}
    m = {x: k for k, x in enumerate(MONTHS)}
    s1 = list(F1)
    s2 = list(F2)
    hours = [f"{h:02d}" for h in HOURS]
    return {
        "file": "heldout7/ro_pm25.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Stațiile de monitorizare, ponderea încălzirii cu lemne și concentrațiile PM2,5 în iarna 2023–2024",
                "rotated": False,
                "cells": [
                    {
                        "row": "Noua",
                        "col": "Locuințe cu lemne (%)",
                        "col_lines": ["Locuințe cu", "lemne (%)"],
                        "value": str(WOOD[i["Noua"]]),
                    },
                    {
                        "row": "Bartolomeu",
                        "col": "PM2,5 mediu (µg/m³)",
                        "col_lines": ["PM2,5 mediu", "(µg/m³)"],
                        "value": dec(PM[i["Bartolomeu"]]),
                    },
                    {
                        "row": "Răcădău",
                        "col": "Zile peste 25 µg/m³",
                        "col_lines": ["Zile peste", "25 µg/m³"],
                        "value": str(DAYS[i["Răcădău"]]),
                    },
                    {"row": "Centrul Vechi", "col": "Tip", "value": TYPE[i["Centrul Vechi"]]},
                    {
                        "row": "Șchei",
                        "col": "Zile peste 25 µg/m³",
                        "col_lines": ["Zile peste", "25 µg/m³"],
                        "value": str(DAYS[i["Șchei"]]),
                    },
                ],
                "note": "PDFBox page; no rules, lines or shading at all (bold header only); headers on two lines; decimal commas; Romanian comma-below letters (Ș, ț).",
            },
            {
                "label": "Table 2",
                "caption": "Medii lunare ale PM2,5 și levoglucozanului în cartierele cu pondere mare și mică a încălzirii cu lemne",
                "rotated": False,
                "cells": [
                    {
                        "row": "Ianuarie",
                        "col_group": "Cartiere cu lemne",
                        "col": "Levoglucozan (ng/m³)",
                        "col_lines": ["Levoglucozan", "(ng/m³)"],
                        "value": str(T2_WOOD[m["Ianuarie"]][1]),
                    },
                    {
                        "row": "Decembrie",
                        "col_group": "Cartiere fără lemne",
                        "col": "PM2,5 (µg/m³)",
                        "col_lines": ["PM2,5", "(µg/m³)"],
                        "value": dec(T2_NOWOOD[m["Decembrie"]][0]),
                    },
                    {
                        "row": "Martie",
                        "col_group": "Cartiere cu lemne",
                        "col": "PM2,5 (µg/m³)",
                        "col_lines": ["PM2,5", "(µg/m³)"],
                        "value": dec(T2_WOOD[m["Martie"]][0]),
                    },
                    {
                        "row": "Februarie",
                        "col_group": "Cartiere fără lemne",
                        "col": "Levoglucozan (ng/m³)",
                        "col_lines": ["Levoglucozan", "(ng/m³)"],
                        "value": str(T2_NOWOOD[m["Februarie"]][1]),
                    },
                    {
                        "row": "Noiembrie",
                        "col_group": "Cartiere cu lemne",
                        "col": "PM2,5 (µg/m³)",
                        "col_lines": ["PM2,5", "(µg/m³)"],
                        "value": dec(T2_WOOD[m["Noiembrie"]][0]),
                    },
                ],
                "note": "Fully ruled grid drawn as lines; two-level header (Cartiere cu lemne / Cartiere fără lemne over the same two leaf headers PM2,5 (µg/m³) and Levoglucozan (ng/m³)); decimal commas.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Profilul zilnic al concentrației PM2,5 la patru stații în zilele cu temperatura medie sub 0 °C (medii orare)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Ora din zi", "log": False, "categories": hours},
                        "y": {"title": "PM2,5 (µg/m³)", "log": False, "min": 0, "max": 90},
                        "series": s1,
                        "points": probes("Șchei", hours, F1["Șchei"], [10, 3])
                        + probes("Noua", hours, F1["Noua"], [9])
                        + probes("Bartolomeu", hours, F1["Bartolomeu"], [0])
                        + probes("Tractorul", hours, F1["Tractorul"], [4]),
                    }
                ],
                "note": "Toyplot 2.1 SVG converted by rsvg-convert (librsvg/cairo) and imported by PDFBox as a form XObject: four coloured lines with circle, square, triangle and diamond markers, hours 00-22 as explicit tick labels, legend at the right outside the axes.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Media zilnică PM2,5 în funcție de temperatura medie zilnică la Șchei și Tractorul (12 zile selectate)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "scatter",
                        "x": {
                            "title": "Temperatura medie zilnică (°C)",
                            "log": False,
                            "min": -14,
                            "max": 14,
                        },
                        "y": {
                            "title": "PM2,5 mediu zilnic (µg/m³)",
                            "log": False,
                            "min": 0,
                            "max": 80,
                        },
                        "series": s2,
                        "points": probes(s2[0], *F2[s2[0]], [0, 6, 11])
                        + probes(s2[1], *F2[s2[1]], [0, 11]),
                    }
                ],
                "note": "Toyplot scatterplot (dark circles and orange squares, no fitted line), legend top right inside the axes; converted by rsvg-convert and imported by PDFBox.",
            },
        ],
    }
