"""sl_skoki: Slovenian sports-biomechanics paper (take-off speed, flight height and distance of
six ski jumpers on the Planica flying hill; wind), laid out by ``layout9`` in **two columns**
(DejaVu Serif metrics) and drawn by **LibPDF** (``@libpdf/core``, node: embedded TrueType
subsets, drawLine, drawRectangle; the chart PDFs embedded by LibPDF's own ``embedPage`` and
drawn as form XObjects). Figure 1 is a **Veusz line chart** (two flight paths, key top right);
Figure 2 a **nivo column chart** with value labels inside the columns (one series, no legend).
Table 1 booktabs-style; Table 2 has **no rules, lines or shading at all** and signed cells
(``−9,6``, ``+12,1``). Captions ``Tabela 1:`` / ``Slika 1:`` with a colon."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper12 import (  # noqa: E402
    GOLD,
    SERIF,
    fig_truth,
    figure,
    h,
    layout,
    nivo,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    veusz,
    vsz_data,
    vsz_graph,
    write_libpdf,
)  # fmt: skip

JUMPERS = ["A", "B", "C", "D", "E", "F"]
# mass (kg), take-off speed (km/h), distance (m), peak height above ground (m)
T1 = [(58.2, 102.4, 241.5, 6.1), (61.0, 101.9, 232.0, 5.7), (56.4, 102.8, 246.5, 6.4),
      (63.5, 101.2, 219.0, 5.2), (59.8, 102.1, 236.5, 5.9), (60.7, 100.8, 212.5, 4.9)]  # fmt: skip
# wind class -> jumps, mean distance, mean speed, wind points
T2 = [
    ("Čelni veter", 18, 238.4, 101.9, -9.6),
    ("Brez vetra", 11, 229.7, 102.0, 0.0),
    ("Hrbtni veter", 9, 214.2, 102.3, 12.1),
]
XS = [0, 50, 100, 150, 200, 240]
PATH = {"Skakalec A": [0, 3.2, 5.4, 6.1, 4.6, 0.0], "Skakalec D": [0, 2.9, 4.7, 5.2, 2.8, None]}
SESSIONS = ["Trening 1", "Trening 2", "Kvalifikacije", "1. serija", "2. serija"]
MEAN = [221.4, 226.8, 230.2, 235.6, 238.9]
CAP1 = "Višina leta nad tlemi vzdolž letalnice za skakalca A in D (najboljši skok vsakega)."
CAP2 = "Povprečna dolžina skokov vseh šestih skakalcev po posameznih delih tekmovanja."


def dec(x: float, nd: int = 1, sign: bool = False) -> str:
    s = f"{abs(x):.{nd}f}".replace(".", ",")
    if sign and x > 0:
        return "+" + s
    return ("−" + s) if x < 0 else s


def check_prose() -> None:
    assert max(r[2] for r in T1) == 246.5 and JUMPERS[[r[2] for r in T1].index(246.5)] == "C"
    assert (
        max(PATH["Skakalec A"][:-1]) == T1[0][3]
        and max(v for v in PATH["Skakalec D"] if v is not None) == T1[3][3]
    )
    assert round(T2[0][2] - T2[2][2], 1) == 24.2
    assert round(MEAN[-1] - MEAN[0], 1) == 17.5


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table("Tabela 1:", "Masa, hitrost na odskoku, dolžina skoka in največja višina leta za šest skakalcev",
               [[("Skakalec", 1), ("Masa\n(kg)", 1), ("Hitrost\n(km/h)", 1), ("Dolžina\n(m)", 1), ("Višina\n(m)", 1)]],
               [[j] + [dec(v) for v in r] for j, r in zip(JUMPERS, T1, strict=True)], "booktabs", z=8.6)  # fmt: skip
    t2 = table("Tabela 2:", "Skoki glede na veter ob odskoku",
               [[("Veter", 1), ("Skoki", 1), ("Dolžina\n(m)", 1), ("Hitrost\n(km/h)", 1), ("Točke\nza veter", 1)]],
               [[w, str(n), dec(d), dec(s), dec(pt, sign=True)] for w, n, d, s, pt in T2], "none", z=8.6)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Hitrost na odskoku, višina leta in dolžina skoka na letalnici bratov Gorišek v Planici",
            "Nejc Kovačič, Urška Zupan in Matej Golob",
            "Fakulteta za šport, Univerza v Ljubljani",
            "Povzetek.",
            "Z radarjem in videoanalizo smo izmerili 38 skokov šestih skakalcev med tekmovanjem v Planici. "
            "Najdaljši skok je dosegel skakalec C (246,5 m). Skoki s čelnim vetrom so bili v povprečju za "
            "24,2 m daljši od skokov s hrbtnim vetrom, čeprav je bila hitrost na odskoku skoraj enaka.",
        ),  # fmt: skip
        h("1. Uvod"),
        p(
            "Pri poletih je dolžina skoka odvisna od hitrosti na odskoku, od položaja telesa v zraku in predvsem "
            "od vetra. Letalnica bratov Gorišek ima gradbeno velikost HS 240. Zanimalo nas je, koliko k dolžini "
            "prispeva hitrost in koliko veter."
        ),  # fmt: skip
        h("2. Metode"),
        p(
            "Hitrost na odskoku smo merili z dvema radarskima merilnikoma 10 m pred robom mize. Višino leta smo "
            "določili iz posnetkov štirih sinhroniziranih kamer s frekvenco 100 slik na sekundo. Veter so merili "
            "uradni anemometri organizatorja na petih mestih vzdolž doskočišča."
        ),  # fmt: skip
        t1,
        h("3. Rezultati"),
        p(
            "Skakalci z večjo hitrostjo na odskoku so v povprečju leteli višje in dlje (Tabela 1). Skakalec A je "
            "dosegel največjo višino 6,1 m približno 150 m od mize, skakalec D le 5,2 m (Slika 1)."
        ),  # fmt: skip
        figure(f1, "Slika 1:", CAP1, frac=1.0),
        t2,
        p(
            "Čelni veter je podaljšal skoke kljub odbitku točk za veter (Tabela 2). Povprečna dolžina se je od "
            "prvega treninga do druge serije povečala za 17,5 m (Slika 2)."
        ),  # fmt: skip
        figure(f2, "Slika 2:", CAP2, frac=1.0),
        p(
            "Hitrost na odskoku se je med skakalci razlikovala le za 2,0 km/h, dolžine pa za več kot 30 m. "
            "Razlike v višini leta so sledile razlikam v dolžini: skakalci z večjo višino na sredini leta so "
            "pristali dlje. Pri skakalcu F, ki je imel najmanjšo hitrost, je bila tudi višina leta najmanjša."
        ),
        h("4. Razprava"),
        p(
            "Vpliv vetra na dolžino je bil večji od vpliva razlik v hitrosti med skakalci. Nismo merili sil na "
            "odskoku in nismo spremljali položaja smuči v zraku, zato teh dejavnikov ne moremo ločiti."
        ),
        p(
            "Za trenerje je pomembno, da odločitve o startnem mestu sprejemajo na podlagi vetra v zgornjem delu "
            "doskočišča, kjer skakalci dosežejo največjo višino. V prihodnje želimo meritve ponoviti na "
            "letalnici v Vikersundu in jih dopolniti z meritvami sil na odskočni mizi."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    data = (
        vsz_data("x", XS)
        + vsz_data("a", PATH["Skakalec A"])
        + vsz_data("dx", XS[:-1])
        + vsz_data("d", PATH["Skakalec D"][:-1])
    )
    a = {
        "xData": "x",
        "yData": "a",
        "key": "Skakalec A",
        "marker": "circle",
        "PlotLine/color": "#1f4e9c",
        "MarkerFill/color": "#1f4e9c",
    }
    d = {
        "xData": "dx",
        "yData": "d",
        "key": "Skakalec D",
        "marker": "square",
        "PlotLine/color": "#c2571a",
        "PlotLine/style": "dashed",
        "MarkerFill/color": "#c2571a",
    }
    return veusz(
        work,
        "fig1",
        data
        + vsz_graph(
            ("13cm", "7.5cm"),
            {"label": "Razdalja od mize (m)", "min": 0.0, "max": 250.0},
            {"label": "Višina (m)", "min": 0.0, "max": 8.0},
            [
                ("xy", "sa", a),
                ("xy", "sd", d),
                ("key", "k", {"horzPosn": "right", "vertPosn": "top"}),
            ],
        ),
    )


def fig2(work: Path) -> Path:
    return nivo(work, "fig2", "bar", (460, 320), {
        "data": [{"del": s, "dolzina": v} for s, v in zip(SESSIONS, MEAN, strict=True)], "keys": ["dolzina"], "indexBy": "del",
        "margin": {"top": 12, "right": 12, "bottom": 56, "left": 64}, "colors": ["#5a8f6a"], "padding": 0.35,
        "valueScale": {"type": "linear", "min": 0, "max": 260}, "maxValue": 260,
        "enableLabel": True, "labelTextColor": "#ffffff", "valueFormat": ">-.1f",
        "axisBottom": {"legend": "Del tekmovanja", "legendPosition": "middle", "legendOffset": 42},
        "axisLeft": {"legend": "Povprečna dolžina (m)", "legendPosition": "middle", "legendOffset": -50, "tickValues": [0, 50, 100, 150, 200, 250]},
    })  # fmt: skip


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), SERIF, body=9.4, lead=12.4, cols=2, gap=16, margin=(60, 50, 60, 50),
                 head="Poleti v Planici", foot="– {n} –")  # fmt: skip
    return write_libpdf(
        work, lay, SERIF, "Hitrost na odskoku, višina leta in dolžina skoka v Planici"
    )


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout12/sl_skoki.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (1, 1), (2, 3), (3, 2), (4, 4), (5, 2)],
                "LibPDF (@libpdf/core), DejaVu Serif subsets; booktabs-style, two-line headers, decimal commas; in one column of a two-column page.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (2, 4), (0, 4), (2, 3)],
                "No rules, lines or shading at all; signed wind points with U+2212 (−9,6) and a plus (+12,1).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Razdalja od mize (m)", "log": False, "min": 0, "max": 250},
                {"title": "Višina (m)", "log": False, "min": 0, "max": 8},
                list(PATH),
                pts("Skakalec A", XS, PATH["Skakalec A"], [1, 3, 4])
                + pts("Skakalec D", XS, PATH["Skakalec D"], [2, 3, 4]),
                "Veusz xy lines with markers (A solid with circles, D dashed with squares, D's path ends at 200 m), key top right; exported as PDF by veusz --export.",
                find="Višina leta nad tlemi",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Del tekmovanja", "log": False, "categories": SESSIONS},
                {"title": "Povprečna dolžina (m)", "log": False, "min": 0, "max": 260},
                [],
                pts(None, SESSIONS, MEAN, [0, 1, 2, 4]),
                "nivo Bar rendered on the server, SVG to PDF by librsvg; values printed inside the columns (decimal points), no legend.",
                find="Povprečna dolžina skokov",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Hitrost na odskoku, višina leta in dolžina skoka na letalnici bratov Gorišek v Planici",
    "description": "Twelfth held-out set (blind): a two-column Slovenian ski-jumping paper drawn by LibPDF (node) from a display list with the charts embedded by LibPDF; a booktabs table, a table without any rules with signed cells, a Veusz line chart and a nivo column chart with value labels.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-dist-a",
            "table",
            "How far did jumper A fly?",
            "241,5 m (Table 1).",
            [["241,5", "241.5"]],
            [T1_],
            ["246,5", "236,5", "246.5"],
        ),
        q(
            "table-mass-b",
            "table",
            "What is jumper B's body mass?",
            "61,0 kg (Table 1).",
            [["61,0", "61.0", "61 kg"]],
            [T1_],
            ["60,7", "63,5", "60.7"],
        ),
        q(
            "table-dist-c",
            "table",
            "What distance did jumper C reach?",
            "246,5 m (Table 1).",
            [["246,5", "246.5"]],
            [T1_],
            ["241,5", "241.5"],
        ),
        q(
            "table-speed-d",
            "table",
            "What take-off speed was measured for jumper D?",
            "101,2 km/h (Table 1).",
            [["101,2", "101.2"]],
            [T1_],
            ["100,8", "101,9", "100.8"],
        ),
        q(
            "table-height-e",
            "table",
            "How high above the ground did jumper E fly at most?",
            "5,9 m (Table 1).",
            [["5,9", "5.9"]],
            [T1_],
            ["6,1", "5,7", "6.1"],
        ),
        q(
            "table-slowest",
            "table",
            "Which jumper had the lowest take-off speed, and how far did he fly?",
            "Jumper F: 100,8 km/h and 212,5 m.",
            [["F"], ["212,5", "212.5"]],
            [T1_],
            ["219,0", "219.0"],
        ),
        q(
            "table-heaviest",
            "table",
            "Who is the heaviest of the six jumpers?",
            "Jumper D (63,5 kg).",
            [["D"]],
            [T1_],
            ["B"],
        ),
        q(
            "table-headwind-jumps",
            "table",
            "How many jumps were made in a headwind?",
            "18 (Table 2).",
            [["18"]],
            [T2_],
            ["11", "9"],
        ),
        q(
            "table-calm-dist",
            "table",
            "What was the mean distance of jumps without wind?",
            "229,7 m (Table 2).",
            [["229,7", "229.7"]],
            [T2_],
            ["238,4", "214,2", "238.4"],
        ),
        q(
            "table-tailwind-points",
            "table",
            "How many wind points were given for tailwind jumps?",
            "+12,1 points (Table 2).",
            [["12,1", "12.1"]],
            [T2_],
            ["9,6", "9.6"],
        ),
        q(
            "table-speed-tailwind",
            "table",
            "What was the mean take-off speed in a tailwind?",
            "102,3 km/h (Table 2).",
            [["102,3", "102.3"]],
            [T2_],
            ["101,9", "102,0", "101.9"],
        ),
        q(
            "figure-a-100",
            "figure",
            "In Figure 1, how high was jumper A above the ground 100 m from the table?",
            "About 5,4 m.",
            [[rng(5.0, 5.8)]],
            [F1],
            ["4,7", "6,1", "4.7"],
            note="Plotted 5.4; D 4.7.",
        ),
        q(
            "figure-d-200",
            "figure",
            "What height does Figure 1 show for jumper D at 200 m?",
            "About 2,8 m.",
            [[rng(2.4, 3.2)]],
            [F1],
            ["4,6", "4.6"],
            note="Plotted 2.8; A 4.6.",
        ),
        q(
            "figure-gap-150",
            "figure",
            "At 150 m, how much higher did jumper A fly than jumper D according to Figure 1?",
            "About 0,9 m (6,1 against 5,2 m).",
            [[rng(0.6, 1.2)]],
            [F1],
            ["2,8", "1,8"],
            note="Plotted 6.1 and 5.2.",
        ),
        q(
            "figure-qual-mean",
            "figure",
            "What mean distance does Figure 2 give for the qualification round?",
            "About 230,2 m.",
            [[rng(229, 231.5)]],
            [F2],
            ["226,8", "235,6", "226.8"],
            note="Plotted 230.2 (printed on the column).",
        ),
        q(
            "figure-first-training",
            "figure",
            "Which part of the competition had the shortest mean distance in Figure 2, and how long was it?",
            "The first training round (Trening 1), about 221,4 m.",
            [["Trening 1", "first training"], [rng(220.5, 222.5)]],
            [F2],
            ["226,8"],
            note="Plotted 221.4.",
        ),
        q(
            "figure-second-series",
            "figure",
            "How far did the jumpers fly on average in the second competition round (Figure 2)?",
            "About 238,9 m.",
            [[rng(238, 240)]],
            [F2],
            ["235,6", "235.6"],
            note="Plotted 238.9.",
        ),
        q(
            "text-hill-size",
            "text",
            "What is the hill size of the Gorišek brothers' flying hill?",
            "HS 240.",
            [["HS 240", "240"]],
            [("text", "HS 240")],
        ),
        q(
            "text-camera-rate",
            "text",
            "At what frame rate did the cameras record?",
            "100 frames per second (four synchronised cameras).",
            [["100"]],
            [("text", "100 slik na sekundo")],
        ),
        q(
            "ml-sl-radar",
            "multilingual",
            "Koliko metrov pred robom mize so merili hitrost na odskoku?",
            "10 m pred robom mize.",
            [["10 m"]],
            [("text", "10 m pred robom")],
            language="sl",
        ),
        q(
            "ml-ru-jumps",
            "multilingual",
            "Сколько прыжков было измерено в исследовании?",
            "38 прыжков шести прыгунов.",
            [["38"]],
            [("text", "38 skokov")],
            language="ru",
        ),
        q(
            "unanswerable-forces",
            "unanswerable",
            "What take-off force did jumper C produce?",
            "Take-off forces were not measured.",
        ),
        q(
            "unanswerable-ski-angle",
            "unanswerable",
            "What was the mean angle between the skis during flight?",
            "Ski position in the air was not recorded.",
        ),
        q(
            "unanswerable-jumper-g",
            "unanswerable",
            "How far did jumper G fly?",
            "Only six jumpers (A-F) were measured.",
        ),
        q(
            "unanswerable-pt-snow",
            "unanswerable",
            "Qual era a temperatura da neve na pista de aterragem?",
            "A temperatura da neve não foi medida.",
            language="pt",
        ),
    ]
