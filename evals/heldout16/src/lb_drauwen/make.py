"""lb_drauwen: Luxembourgish viticulture paper (the 2024 harvest in five wine-growing communes of
the Luxembourg Moselle: vineyard area, harvest, yield, growers; grape varieties 2014 and 2024;
wine production by type 2020-2024; monthly rainfall at Remich), laid out by ``layout9`` in one
column (base-14 Helvetica metrics) and written by **PDF::Reuse** (``writers16.pl``: core
Helvetica/Bold/Oblique, WinAnsi, which holds every Luxembourgish letter); the vector charts are
stamped by heldout10's pdfrw stamp. Figure 1 is **pyqtgraph stacked bars** (three wine types over
five years); Figure 2 is a **pyqtgraph filled area with a dashed reference line** (rainfall 2024
against the 1991-2020 normal). Table 1 has **zebra shading, no rules**, thousands dots, decimal
commas, a computed yield column and a **bold total row**; Table 2 has **no rules or shading**, a
**two-level header** and a computed share column."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper16 import (  # noqa: E402
    GOLD,
    HELV,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    pyqtgraph,
    q,
    rng,
    table,
    table_truth,
    title,
    write_reuse,
)

FONTS = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}
TITLE = "D'Drauwenernt 2024 an de Wéngerte vun der Lëtzebuerger Musel"
# commune, vineyard area (ha), harvest (hl), growers
T1 = [
    ("Schengen", 210, 16800, 48),
    ("Réimech", 145, 10150, 31),
    ("Wuermeldeng", 320, 27200, 62),
    ("Gréiwemaacher", 180, 13500, 39),
    ("Mäertert", 95, 6175, 17),
]
# variety: area 2014, 2024 (ha)
T2 = [("Rivaner", 340, 210), ("Auxerrois", 190, 205), ("Pinot gris", 160, 175),
      ("Riesling", 165, 160), ("Pinot blanc", 120, 140), ("Pinot noir", 75, 60)]  # fmt: skip
YEARS = ["2020", "2021", "2022", "2023", "2024"]
PROD = {
    "Stëllwäin wäiss": [68, 52, 71, 63, 33],
    "Crémant": [30, 27, 33, 31, 35],
    "Routwäin": [6, 5, 7, 6, 5],
}
MONTHS = ["Jan", "Feb", "Mäe", "Abr", "Mee", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"]
RAIN = {"2024": [78, 92, 85, 70, 118, 96, 64, 48, 88, 74, 60, 66],
        "Moyenne 1991–2020": [68, 58, 55, 50, 72, 68, 70, 66, 60, 70, 72, 78]}  # fmt: skip
CAP1 = "Wäiproduktioun no Zort, 2020–2024 (1.000 hl)."
CAP2 = "Reen de Mount zu Réimech am Joer 2024 an d'Moyenne vun 1991–2020 (mm)."


def dot(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def dec(x: float) -> str:
    return f"{x:.1f}".replace(".", ",")


def check_prose() -> None:
    area, hl, gr = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (area, hl, gr) == (950, 73825, 197) and dec(hl / area) == "77,7"
    y = {r[0]: hl_ / a for r in T1 for a, hl_ in [(r[1], r[2])]}
    assert max(y, key=y.get) == "Wuermeldeng" and y["Wuermeldeng"] == 85.0
    assert min(y, key=y.get) == "Mäertert" and y["Mäertert"] == 65.0
    assert sum(r[2] for r in T2) == 950 and sum(r[1] for r in T2) == 1050
    assert max(T2, key=lambda r: r[2])[0] == "Rivaner" and T2[0][1] - T2[0][2] == 130
    tot = [sum(v[i] for v in PROD.values()) for i in range(5)]
    assert tot == [104, 84, 111, 100, 73] and max(PROD["Crémant"]) == 35 == PROD["Crémant"][4]
    r24, norm = RAIN["2024"], RAIN["Moyenne 1991–2020"]
    assert (
        MONTHS[r24.index(max(r24))] == "Mee"
        and max(b - a for a, b in zip(norm, r24, strict=False)) == 46
    )
    assert sum(r24) == 939 and sum(norm) == 787


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[c, str(a), dot(hl), dec(hl / a), str(g)] for c, a, hl, g in T1]
    area, hl, gr = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Total", str(area), dot(hl), dec(hl / area), str(gr)])
    t1 = table("Tabell 1.", "Wéngerten, Ernt an Ertrag an de fënnef Gemengen, 2024",
               [[("Gemeng", 1), ("Fläch\n(ha)", 1), ("Ernt\n(hl)", 1), ("Ertrag\n(hl/ha)", 1), ("Wënzer", 1)]],
               rows, "zebra", z=9, bold_last=True)  # fmt: skip
    a24 = sum(r[2] for r in T2)
    r2: list[list[str] | str] = [[v, dot(a), dot(b), dec(b / a24 * 100)] for v, a, b in T2]
    r2.append(["Total", dot(sum(r[1] for r in T2)), dot(a24), "100,0"])
    t2 = table("Tabell 2.", "Rebsorten op der Lëtzebuerger Musel, 2014 an 2024",
               [[("", 1), ("Fläch (ha)", 2), ("", 1)],
                [("Rebsort", 1), ("2014", 1), ("2024", 1), ("Undeel 2024 (%)", 1)]],
               r2, "none", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Claudine Hoffmann, Marc Weber a Nathalie Thill",
            "Institut viti-vinicole, Réimech, Lëtzebuerg",
            "Resumé.",
            "Mir hunn d'Ernt 2024 a fënnef Musel-Gemenge mat 950 ha Wéngerten opgeholl. Et "
            "goufen 73.825 hl Most gekeltert, am Duerchschnëtt 77,7 hl/ha, vun 65,0 hl/ha zu "
            "Mäertert bis 85,0 hl/ha zu Wuermeldeng. Nëmmen de Crémant huet 2024 méi "
            "produzéiert wéi an de Joren dovirun.",
        ),  # fmt: skip
        h("1. Aleedung"),
        p(
            "D'Lëtzebuerger Musel ass e klengt Wéibaugebitt vu ronn 1.300 ha. Zënter zwanzeg Joer "
            "ginn ëmmer manner Rivaner an ëmmer méi Pinot-Zorten an Auxerrois geplanzt, a vill "
            "Wënzer setzen op de Crémant."
        ),  # fmt: skip
        h("2. Material a Methoden"),
        p(
            "D'Donnéeë vun der Ernt koumen aus de Keller-Deklaratioune vun den 197 Wënzer. De Reen "
            "gouf vun der Wiederstatioun um Réimecher Kréintchen gemooss, déi 1991 opgeriicht gouf. "
            "D'Most-Gewiicht gouf mat engem Refraktometer an Oechsle-Grad gemooss."
        ),  # fmt: skip
        t1,
        h("3. Resultater"),
        p(
            "Wuermeldeng hat de gréissten Ertrag, Mäertert de klengsten (Tabell 1). De Rivaner, "
            "2014 nach déi wichtegst Rebsort, huet an zéng Joer 130 ha verluer, bleift awer mat "
            "210 ha déi gréisst (Tabell 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figur 1.", CAP1, frac=0.66),
        p(
            "2024 goufen nëmmen 73.000 hl Wäi gemaach, de klengste Wäert vun de fënnef Joer; de "
            "Crémant ass awer op 35.000 hl geklommen (Figur 1). De Mee war mat 118 mm de naassste "
            "Mount, 46 mm méi wéi normal; d'ganzt Joer hat 939 mm Reen (Figur 2)."
        ),  # fmt: skip
        figure(fb, "Figur 2.", CAP2, frac=0.7),
        h("4. Diskussioun"),
        p(
            "De naasse Fréijoer huet de Mehltau begënschtegt an d'Ernt vum Stëllwäin staark "
            "reduzéiert. D'Zockergehalt vun de Drauwe gouf an dëser Etüd net no Gemeng ausgewäert, "
            "an de Präis vum Wäi gouf net ënnersicht."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    cols = ["#e3c565", "#a7c4a0", "#8c2d3c"]
    spec = {"size": [680, 420], "kind": "stacked", "cats": YEARS,
            "y": {"min": 0, "max": 120, "ticks": [0, 20, 40, 60, 80, 100, 120]},
            "xtitle": "Joer", "ytitle": "Produktioun (1.000 hl)", "legend": "topright", "font": "Liberation Sans",
            "series": [{"name": k, "values": v, "color": c} for (k, v), c in zip(PROD.items(), cols, strict=True)]}  # fmt: skip
    return pyqtgraph(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [720, 380], "kind": "line", "cats": MONTHS,
            "y": {"min": 0, "max": 140, "ticks": [0, 20, 40, 60, 80, 100, 120, 140]},
            "xtitle": "Mount", "ytitle": "Reen (mm)", "legend": "topright", "font": "Liberation Sans",
            "series": [{"name": "2024", "values": RAIN["2024"], "color": "#2b6cb0", "fill": [43, 108, 176, 90]},
                       {"name": "Moyenne 1991–2020", "values": RAIN["Moyenne 1991–2020"], "color": "#444444",
                        "dash": "dash", "width": 1.8}]}  # fmt: skip
    return pyqtgraph(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), HELV, body=9.5, lead=12.6, cols=1,
                 margin=(60, 66, 60, 66), head="Drauwenernt 2024 op der Musel", foot="Säit {n}")  # fmt: skip
    return write_reuse(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout16/lb_drauwen.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 3), (2, 1), (3, 4), (4, 3), (5, 1), (5, 2), (5, 3)],
                "PDF::Reuse, core Helvetica (WinAnsi); zebra shading, no rules; thousands dots (16.800), decimal commas (80,0); Ertrag = Ernt / Fläch; bold total row ('Total').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (0, 2), (1, 3), (3, 2), (5, 1), (6, 1)],
                "No rules or shading; two-level header ('Fläch (ha)' over '2014' and '2024'); Undeel = share of the 2024 area; total row.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "stacked_bar",
                {"title": "Joer", "log": False, "categories": YEARS},
                {"title": "Produktioun (1.000 hl)", "log": False, "min": 0, "max": 120},
                list(PROD),
                pts("Stëllwäin wäiss", YEARS, PROD["Stëllwäin wäiss"], [1, 4])
                + pts("Crémant", YEARS, PROD["Crémant"], [2, 4])
                + pts("Routwäin", YEARS, PROD["Routwäin"], [2]),
                "pyqtgraph BarGraphItem with y0 (white still wine at the bottom, Crémant, red on top), legend top right; segments probed by their own length; SVGExporter, librsvg, pdfrw.",
                find="Wäiproduktioun no Zort",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "area",
                {"title": "Mount", "log": False, "categories": MONTHS},
                {"title": "Reen (mm)", "log": False, "min": 0, "max": 140},
                list(RAIN),
                pts("2024", MONTHS, RAIN["2024"], [1, 4, 7, 10])
                + pts("Moyenne 1991–2020", MONTHS, RAIN["Moyenne 1991–2020"], [4, 11]),
                "pyqtgraph: 2024 as a blue line filled down to 0 (fillLevel), the 1991-2020 normal as a dashed grey line; Luxembourgish month abbreviations; SVGExporter, librsvg, pdfrw.",
                find="Reen de Mount zu",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Sixteenth held-out set (blind): a Luxembourgish viticulture paper written by PDF::Reuse (Perl) in core Helvetica; a zebra table with a bold total row and decimal commas, a table without rules with a two-level header, pyqtgraph stacked bars and a pyqtgraph filled area with a dashed normal.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-area-schengen",
            "table",
            "How many hectares of vineyards does Schengen have?",
            "210 ha (Table 1).",
            [["210"]],
            [T1_],
            ["145", "180"],
        ),
        q(
            "table-harvest-wormeldange",
            "table",
            "How much was harvested in Wormeldange (Wuermeldeng) in 2024?",
            "27.200 hl (27,200 hl).",
            [["27.200", "27200", "27,200"]],
            [T1_],
            ["16.800", "13.500"],
        ),
        q(
            "table-yield-remich",
            "table",
            "What yield did Remich (Réimech) reach?",
            "70,0 hl/ha.",
            [["70"]],
            [T1_],
            ["75,0", "65,0"],
        ),
        q(
            "table-growers-grevenmacher",
            "table",
            "How many winegrowers are there in Grevenmacher (Gréiwemaacher)?",
            "39 (Table 1).",
            [["39"]],
            [T1_],
            ["31", "48"],
        ),
        q(
            "table-total-harvest",
            "table",
            "What was the total harvest of the five communes?",
            "73.825 hl (73,825 hl) from 950 ha.",
            [["73.825", "73825", "73,825"]],
            [T1_],
            ["6.175"],
        ),
        q(
            "table-lowest-yield",
            "table",
            "Which commune had the lowest yield per hectare?",
            "Mertert (Mäertert), 65,0 hl/ha.",
            [["Mäertert", "Mertert"]],
            [T1_],
            ["Réimech"],
        ),
        q(
            "table-harvest-diff",
            "table",
            "How much more did Schengen harvest than Grevenmacher?",
            "3.300 hl more (16.800 against 13.500 hl).",
            [["3.300", "3300", "3,300"]],
            [T1_],
            ["2.650", "6.650"],
        ),
        q(
            "table-auxerrois-2024",
            "table",
            "How many hectares of Auxerrois were planted in 2024?",
            "205 ha (190 ha in 2014).",
            [["205"]],
            [T2_],
            ["175", "140"],
        ),
        q(
            "table-riesling-share",
            "table",
            "What share of the 2024 vineyard area was Riesling?",
            "16,8 %.",
            [["16,8", "16.8"]],
            [T2_],
            ["14,7", "18,4"],
        ),
        q(
            "table-pinot-blanc-gain",
            "table",
            "By how many hectares did Pinot blanc grow between 2014 and 2024?",
            "By 20 ha, from 120 to 140 ha.",
            [["20"]],
            [T2_],
            ["15", "25"],
        ),
        q(
            "table-area-2014",
            "table",
            "What was the total vineyard area of the listed varieties in 2014?",
            "1.050 ha (1,050 ha).",
            [["1.050", "1050", "1,050"]],
            [T2_],
            ["950"],
        ),
        q(
            "figure-cremant-2022",
            "figure",
            "How much Crémant was produced in 2022 according to Figure 1?",
            "About 33,000 hl (33 thousand hl).",
            [[rng(30, 36)]],
            [F1],
            ["27", "71"],
            note="Crémant segment 33 (2021 27; still white 2022 71).",
        ),
        q(
            "figure-still-2021",
            "figure",
            "What was the still white wine production in 2021 in Figure 1?",
            "About 52,000 hl.",
            [[rng(48, 56)]],
            [F1],
            ["68", "63"],
            note="Still white segment 52 (2020 68, 2023 63).",
        ),
        q(
            "figure-lowest-year",
            "figure",
            "In which year was total wine production lowest in Figure 1?",
            "2024, about 73,000 hl.",
            [["2024"]],
            [F1],
            None,
            note="Totals 104, 84, 111, 100, 73.",
        ),
        q(
            "figure-rain-feb",
            "figure",
            "How much rain fell at Remich in February 2024 according to Figure 2?",
            "About 92 mm.",
            [[rng(86, 98)]],
            [F2],
            ["58", "78"],
            note="Plotted 92 (normal 58; January 78).",
        ),
        q(
            "figure-rain-aug-gap",
            "figure",
            "How far below the normal was the August 2024 rainfall in Figure 2?",
            "About 18 mm below (about 48 mm against 66 mm).",
            [[rng(12, 24)]],
            [F2],
            ["6", "30"],
            note="Plotted 48 and 66: 18.",
        ),
        q(
            "figure-normal-wettest",
            "figure",
            "Which month has the highest rainfall in the 1991–2020 normal in Figure 2?",
            "December (Dez), about 78 mm.",
            [["Dez", "December", "Dezember"]],
            [F2],
            None,
            note="Normal 68, 58, 55, 50, 72, 68, 70, 66, 60, 70, 72, 78.",
        ),
        q(
            "text-station",
            "text",
            "Where is the weather station that measured the rainfall?",
            "On the Kréintchen at Remich (Réimecher Kréintchen), set up in 1991.",
            [["Kréintchen"]],
            [("text", "Kréintchen")],
        ),
        q(
            "text-oechsle",
            "text",
            "How was the must weight measured?",
            "With a refractometer, in degrees Oechsle.",
            [["refractometer", "Refraktometer"]],
            [("text", "Refraktometer")],
        ),
        q(
            "ml-lb-rivaner",
            "multilingual",
            "Wéi vill Hektar Rivaner hunn an zéng Joer gefeelt?",
            "130 ha (vun 340 op 210 ha).",
            [["130"]],
            [("text", "130 ha")],
            language="lb",
        ),
        q(
            "ml-es-growers",
            "multilingual",
            "¿Cuántos viticultores hay en total en los cinco municipios?",
            "197 viticultores.",
            [["197"]],
            [T1_],
            language="es",
        ),
        q(
            "unanswerable-stadtbredimus",
            "unanswerable",
            "What yield did the vineyards of Stadtbredimus reach in 2024?",
            "Stadtbredimus is not one of the five communes in the study (Schengen, Remich, Wormeldange, Grevenmacher, Mertert).",
        ),
        q(
            "unanswerable-gewurztraminer",
            "unanswerable",
            "How many hectares of Gewürztraminer are planted on the Luxembourg Moselle?",
            "Gewürztraminer is not among the six varieties in Table 2.",
        ),
        q(
            "unanswerable-price",
            "unanswerable",
            "What price did a bottle of Crémant fetch in 2024?",
            "Wine prices were not studied.",
        ),
        q(
            "unanswerable-ja-sugar",
            "unanswerable",
            "シェンゲンのブドウの糖度は何度でしたか？",
            "糖度は自治体ごとに評価されていません。",
            language="ja",
        ),
    ]
