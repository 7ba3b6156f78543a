"""sq_pisha: Albanian dendrochronology paper (tree-ring chronologies of black pine and Bosnian
pine at four sites of the Albanian Alps and the south coast) laid out by ``layout9`` in one
column (base-14 Times metrics) and written by **pyHanko** (its own PDF writer: base-14 Times
through pyHanko's ``SimpleFontEngine``, WinAnsiEncoding, not embedded; both charts imported with
``import_page_as_xobject`` as form XObjects). Figure 1 is a **RASTER** line chart drawn by Perl's
**Chart::Lines** (GD, PNG; no text layer); Figure 2 a **Victory grouped bar chart with negative
bars** (two climate variables by month, legend on top). Table 1 is a **zebra**-shaded table with
two-line headers and period cells (``1741-2021``); Table 2 booktabs-style with **italic row
groups** (narrow / wide pointer years) and **signed** cells (``-38``, ``+24``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper11 import (  # noqa: E402
    TIMES,
    chart_png,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    victory,
    write_pyhanko,
)  # fmt: skip

PDF_TIMES = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}
SITES = ["Theth", "Valbonë", "Lurë", "Llogara"]
T1 = [  # site, elevation, species, trees/cores, period, mean ring width mm, EPS
    ("Theth", 1650, "P. heldreichii", "24/46", "1741-2021", 0.94, 0.91),
    ("Valbonë", 1820, "P. heldreichii", "21/40", "1688-2021", 0.71, 0.93),
    ("Lurë", 1480, "P. nigra", "27/52", "1803-2021", 1.28, 0.89),
    ("Llogara", 1050, "P. nigra", "19/37", "1852-2021", 1.63, 0.87),
]
POINTER = {"Vite të ngushta": {"2000": (-38, -31, -42, -27), "2007": (-29, -24, -35, -41), "2012": (-33, -19, -37, -22)},
           "Vite të gjera": {"1996": (24, 18, 21, 15), "2010": (19, 27, 16, 22)}}  # fmt: skip
YRS = list(range(1980, 2025, 5))
RWI = {"Theth": [1.04, 0.97, 1.12, 0.88, 0.71, 0.93, 1.08, 0.82, 0.95],
       "Lura": [0.98, 1.06, 1.15, 0.92, 0.66, 0.84, 1.11, 0.78, 0.87]}  # fmt: skip
MONTHS = ["Jan", "Shk", "Mar", "Pri", "Maj", "Qer", "Kor", "Gus", "Sht"]
CORR = {"Temperatura": [0.12, 0.18, 0.21, 0.08, -0.22, -0.41, -0.36, -0.19, -0.05],
        "Reshjet": [0.05, 0.02, 0.11, 0.24, 0.38, 0.46, 0.29, 0.14, 0.07]}  # fmt: skip
CAP1 = "Kronologjitë e indeksit të gjerësisë së unazave (RWI) në Theth dhe Lurë, mesataret pesëvjeçare 1980-2020."
CAP2 = (
    "Korrelacioni i kronologjisë së Lurës me temperaturën mesatare dhe reshjet mujore, 1961-2020."
)


def c(x: float, nd: int = 2) -> str:
    return f"{x:.{nd}f}".replace(".", ",")


def sg(v: int) -> str:
    return f"+{v}" if v > 0 else str(v)


def check_prose() -> None:
    assert max(r[5] for r in T1) == 1.63 and min(r[5] for r in T1) == 0.71
    assert min(RWI["Lura"]) == 0.66 and YRS[RWI["Lura"].index(0.66)] == 2000
    assert max(CORR["Reshjet"]) == 0.46 and MONTHS[CORR["Reshjet"].index(0.46)] == "Qer"
    assert min(CORR["Temperatura"]) == -0.41 and MONTHS[CORR["Temperatura"].index(-0.41)] == "Qer"
    assert max(int(r[4][:4]) for r in T1) - min(int(r[4][:4]) for r in T1) == 164


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows = [[s, str(e), sp, n, per, c(w), c(eps)] for s, e, sp, n, per, w, eps in T1]
    t1 = table("Tabela 1.", "Vendet e kampionimit dhe statistikat e kronologjive",
               [[("Vendi", 1), ("Lartësia\n(m)", 1), ("Lloji", 1), ("Pemë/\nmostra", 1), ("Periudha", 1),
                 ("Gjerësia e\nunazës (mm)", 1), ("EPS", 1)]], rows, "zebra", z=9)  # fmt: skip
    rows2: list[list[str] | str] = []
    for g, yrs in POINTER.items():
        rows2.append(g)
        rows2 += [[y] + [sg(v) for v in vals] for y, vals in yrs.items()]
    t2 = table("Tabela 2.", "Vitet tregues: devijimi i rritjes radiale nga mesatarja e dhjetë viteve përreth (%)",
               [[("Viti", 1)] + [(s, 1) for s in SITES]], rows2, "booktabs", z=9)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Rritja radiale e pishës së zezë dhe e rrobullit në Alpet Shqiptare dhe në Llogara",
            "Elira Hoxha, Arben Kola dhe Besmira Dushku",
            "Fakulteti i Shkencave Pyjore, Universiteti Bujqësor i Tiranës",
            "Përmbledhje.",
            "Ndërtuam katër kronologji të unazave vjetore për pishën e zezë (Pinus nigra) dhe rrobullin (Pinus "
            "heldreichii). Kronologjia më e gjatë, ajo e Valbonës, fillon në vitin 1688. Rritja në Lurë varet "
            "kryesisht nga reshjet e qershorit (r = 0,46), ndërsa temperatura e lartë e qershorit e ul atë "
            "(r = -0,41). Thatësira e vitit 2000 uli rritjen në të katër vendet.",
        ),  # fmt: skip
        h("1. Hyrje"),
        p(
            "Pyjet e pishës në Shqipëri janë ndër më pak të studiuarit në Ballkan nga pikëpamja dendroklimatike. "
            "Rrobulli rritet në kufirin e sipërm të pyllit dhe mund të arrijë moshën mbi 900 vjeç. Qëllimi i këtij "
            "studimi ishte të vlerësonte ndjeshmërinë e rritjes ndaj klimës përgjatë një gradienti lartësie."
        ),  # fmt: skip
        h("2. Materiali dhe metodat"),
        p(
            "Në vitet 2021 dhe 2022 u morën dy mostra me burgi Pressler nga çdo pemë, në lartësinë 1,3 m. "
            "Gjerësia e unazave u mat me saktësi 0,01 mm në tavolinën LINTAB dhe seritë u datuan me programin "
            "COFECHA. Kronologjitë u standardizuan me një spline kubike 30-vjeçare. Të dhënat klimatike mujore "
            "u morën nga rrjeti CRU TS 4.07 për periudhën 1961-2020."
        ),  # fmt: skip
        t1,
        h("3. Rezultatet"),
        p(
            "Unazat më të gjera u matën në Llogara (1,63 mm), ku pisha e zezë rritet pranë detit, dhe më të "
            "ngushtat në Valbonë (0,71 mm). Në të gjitha vendet vlera EPS kalon pragun 0,85 (Tabela 1). Vitet "
            "2000, 2007 dhe 2012 ishin vite të ngushta në të katër kronologjitë (Tabela 2)."
        ),  # fmt: skip
        figure(f1, "Figura 1.", CAP1, frac=0.8),
        t2,
        p(
            "Korrelacioni me reshjet ishte pozitiv nga prilli deri në korrik, me kulm në qershor (Figura 2). "
            "Temperaturat e pranverës së hershme ndikuan pozitivisht, por ato të verës negativisht."
        ),  # fmt: skip
        figure(f2, "Figura 2.", CAP2, frac=0.85),
        h("4. Diskutimi"),
        p(
            "Ndjeshmëria ndaj thatësirës së verës rritet me uljen e lartësisë. Në këtë studim nuk kemi matur "
            "dendësinë e drurit dhe nuk kemi analizuar izotopet e qëndrueshme. Dëmtimet nga zjarret nuk u "
            "regjistruan sistematikisht."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    data = (
        "my @data = (["
        + ", ".join(str(y) for y in YRS)
        + "], "
        + ", ".join("[" + ", ".join(str(v) for v in RWI[k]) + "]" for k in RWI)
        + ");"
    )
    png = chart_png(work, "fig1", (
        "use Chart::Lines;\nmy $c = Chart::Lines->new(1100, 600);\n"
        "$c->set(legend => 'bottom', x_label => 'Viti', y_label => 'RWI', grey_background => 0, brush_size => 4,"
        " precision => 1, min_val => 0.4, max_val => 1.4, y_ticks => 6, legend_labels => ['Theth', 'Lura']);\n"
        + data))  # fmt: skip
    from PIL import Image  # a one-page image PDF, so pyHanko imports it like the vector chart

    out = work / "fig1.pdf"
    Image.open(png).convert("RGB").save(out, "PDF", resolution=150.0)
    return out


def fig2(work: Path) -> Path:
    return victory(work, "fig2", {
        "kind": "groupedbars", "xlabel": "Muaji", "ylabel": "Korrelacioni (r)", "comma": True,
        "series": [{"name": k, "x": MONTHS, "y": v} for k, v in CORR.items()], "offset": 16, "barWidth": 14,
        "colors": ["#c0392b", "#2e86c1"], "domain": {"y": [-0.5, 0.5]}, "width": 640, "height": 360,
    })  # fmt: skip


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), TIMES, body=10.4, lead=13.6, cols=1,
                 margin=(62, 66, 64, 66), head="Rritja radiale e pishave, Alpet Shqiptare", foot="Faqe {n}")  # fmt: skip
    return write_pyhanko(work, lay, PDF_TIMES, "Rritja radiale e pishës së zezë dhe e rrobullit")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    ks = list(RWI)
    return {
        "file": "heldout11/sq_pisha.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 4), (2, 5), (3, 6), (3, 3), (1, 2)],
                "pyHanko, base-14 Times (SimpleFontEngine, WinAnsi); zebra shading, no rules, two-line headers, decimal commas, periods printed with a hyphen.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (2, 4), (3, 3), (5, 2), (6, 4)],
                "Booktabs-style; italic row groups 'Vite të ngushta' (narrow) and 'Vite të gjera' (wide) over pointer years; signed percentages (+24, -38) with hyphen-minus.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Viti", "log": False, "min": 1980, "max": 2020},
                {"title": "RWI", "log": False, "min": 0.4, "max": 1.4},
                ["Theth", "Lura"],
                pts("Theth", YRS, RWI["Theth"], [4, 6]) + pts("Lura", YRS, RWI[ks[1]], [2, 4, 8]),
                "RASTER: Perl Chart::Lines (GD) PNG 1100 x 600 px, made a one-page image PDF by Pillow and imported by pyHanko; no text layer (axis titles, ticks and the legend exist only as pixels; the legend writes Lurë as 'Lura'). Two thin lines, red Theth and green Lura, legend box below.",
                kind="raster_chart",
                text_layer=False,
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Muaji", "log": False, "categories": MONTHS},
                {"title": "Korrelacioni (r)", "log": False, "min": -0.5, "max": 0.5},
                list(CORR),
                pts("Temperatura", MONTHS, CORR["Temperatura"], [2, 5, 6])
                + pts("Reshjet", MONTHS, CORR["Reshjet"], [3, 5, 8]),
                "Victory grouped bars (React, rendered on the server; SVG by librsvg): two bars per month, negative bars below zero, y ticks with decimal commas, legend on top.",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Rritja radiale e pishës së zezë dhe e rrobullit në Alpet Shqiptare dhe në Llogara",
    "description": "Eleventh held-out set (blind): an Albanian dendrochronology paper written with pyHanko (Python) from a display list; a zebra table, a booktabs table with row groups and signed cells, a raster Chart::Lines chronology and a Victory grouped bar chart with negative bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = (
        ("table", "Table 1"),
        ("table", "Table 2"),
        ("figure", "Figure 1"),
        ("figure", "Figure 2"),
    )
    return [
        q(
            "table-elev-theth",
            "table",
            "At what elevation was the Theth site sampled?",
            "1650 m (Table 1).",
            [["1650", "1 650", "1,650", "1.650"]],
            [T1_],
            ["1820", "1480", "1050"],
        ),
        q(
            "table-period-valbone",
            "table",
            "What period does the Valbonë chronology cover?",
            "1688-2021 (Table 1).",
            [["1688"]],
            [T1_],
            ["1741", "1803", "1852"],
        ),
        q(
            "table-ringwidth-lure",
            "table",
            "What is the mean ring width at Lurë?",
            "1,28 mm (Table 1).",
            [["1,28", "1.28"]],
            [T1_],
            ["0,94", "1,63", "0,71"],
        ),
        q(
            "table-eps-llogara",
            "table",
            "What EPS value did the Llogara chronology reach?",
            "0,87 (Table 1).",
            [["0,87", "0.87"]],
            [T1_],
            ["0,89", "0,91", "0,93"],
        ),
        q(
            "table-cores-llogara",
            "table",
            "How many trees and cores were sampled at Llogara?",
            "19 trees and 37 cores.",
            [["19"], ["37"]],
            [T1_],
            ["24", "27"],
        ),
        q(
            "table-species-valbone",
            "table",
            "Which pine species was sampled at Valbonë?",
            "Pinus heldreichii (Bosnian pine, rrobull).",
            [["heldreichii", "rrobull"]],
            [T1_],
            ["nigra"],
        ),
        q(
            "table-widest-rings",
            "table",
            "Which site has the widest mean rings?",
            "Llogara (1,63 mm).",
            [["Llogara"]],
            [T1_],
            ["Lurë", "Theth"],
        ),
        q(
            "table-2000-lure",
            "table",
            "How much did radial growth at Lurë deviate from the surrounding decade in 2000?",
            "-42% (Table 2).",
            [["-42", "−42", "42"]],
            [T2_],
            ["-38", "-31", "-27"],
        ),
        q(
            "table-2012-llogara",
            "table",
            "What growth deviation was recorded at Llogara in 2012?",
            "-22% (Table 2).",
            [["-22", "−22", "22"]],
            [T2_],
            ["-33", "-37", "-19"],
        ),
        q(
            "table-2010-valbone",
            "table",
            "In the wide year 2010, what was the growth deviation at Valbonë?",
            "+27% (Table 2).",
            [["27"]],
            [T2_],
            ["19", "16", "22"],
        ),
        q(
            "table-2007-worst",
            "table",
            "Which site had the strongest growth reduction in 2007?",
            "Llogara (-41%).",
            [["Llogara"]],
            [T2_],
            ["Lurë", "Theth", "Valbonë"],
        ),
        q(
            "figure-raster-lura-2000",
            "figure",
            "In Figure 1, what ring-width index does the Lurë chronology reach in 2000?",
            "About 0,66, its lowest value.",
            [[rng(0.6, 0.68)]],
            [F1],
            ["0,71", "0,84"],
            note="RASTER chart: plotted 0.66; Theth 0.71 in 2000.",
        ),
        q(
            "figure-raster-theth-2010",
            "figure",
            "What index does Figure 1 show for Theth in 2010?",
            "About 1,08.",
            [[rng(1.0, 1.09)]],
            [F1],
            ["1,11", "0,93"],
            note="RASTER chart: plotted 1.08; Lura 1.11 in 2010.",
        ),
        q(
            "figure-june-precip",
            "figure",
            "How strongly is the Lurë chronology correlated with June precipitation (Figure 2)?",
            "About r = 0,46, the highest of all months.",
            [[rng(0.41, 0.51)]],
            [F2],
            ["0,38", "0,29"],
            note="Plotted 0.46; May 0.38, July 0.29.",
        ),
        q(
            "figure-july-temp",
            "figure",
            "What is the correlation with July temperature in Figure 2?",
            "About -0,36.",
            [[rng(-0.38, -0.31)]],
            [F2],
            ["-0,41", "0,29"],
            note="Plotted -0.36 (Kor); June -0.41.",
        ),
        q(
            "figure-march-temp",
            "figure",
            "In which direction does March temperature affect growth at Lurë, and how strongly (Figure 2)?",
            "Positively, r of about 0,21.",
            [[rng(0.16, 0.26)]],
            [F2],
            ["0,11", "-0,22"],
            note="Plotted 0.21; March precipitation 0.11.",
        ),
        q(
            "figure-most-negative",
            "figure",
            "In which month is the temperature correlation most negative (Figure 2)?",
            "June (Qer), about -0,41.",
            [["Qer", "June", "qershor"]],
            [F2],
            ["Kor", "Maj"],
        ),
        q(
            "text-spline",
            "text",
            "How were the ring-width series standardised?",
            "With a 30-year cubic spline.",
            [["30"]],
            [("text", "spline kubike 30")],
        ),
        q(
            "text-climate-data",
            "text",
            "Which climate dataset was used?",
            "CRU TS 4.07, 1961-2020.",
            [["CRU TS"]],
            [("text", "CRU TS 4.07")],
        ),
        q(
            "ml-sq-age",
            "multilingual",
            "Sa vjeç mund të arrijë rrobulli?",
            "Mbi 900 vjeç.",
            [["900"]],
            [("text", "mbi 900")],
            language="sq",
        ),
        q(
            "ml-it-height",
            "multilingual",
            "A quale altezza del tronco sono state prelevate le carote?",
            "A 1,3 m.",
            [["1,3", "1.3"]],
            [("text", "lartësinë 1,3 m")],
            language="it",
        ),
        q(
            "unanswerable-density",
            "unanswerable",
            "What was the maximum latewood density at Theth?",
            "Wood density was not measured.",
        ),
        q(
            "unanswerable-isotopes",
            "unanswerable",
            "What carbon isotope ratios were measured in the Llogara rings?",
            "Stable isotopes were not analysed.",
        ),
        q(
            "unanswerable-dajti",
            "unanswerable",
            "What is the mean ring width of the pines on Mount Dajti?",
            "Dajti is not a study site.",
        ),
        q(
            "unanswerable-es-fire",
            "unanswerable",
            "¿En qué años se registraron incendios en el sitio de Lurë?",
            "Los daños por incendio no se registraron sistemáticamente.",
            language="es",
        ),
    ]
