"""br_sistr: Breton paper on cider (cider-apple orchards in five communes of Kerne/Cornouaille,
2024: farms, area, apples, yield; tannin and sugar of five apple varieties in 2023 and 2024;
cider sold 2020-2024; the density of the must in two vats through fermentation), laid out by
``layout9`` in one column (base-14 Times metrics) and written by heldout15's **Horde_Pdf** writer
(core Times, WinAnsi holds every Breton letter: ñ, ù, ê); the vector charts are stamped by
heldout10's pdfrw stamp. Both charts are drawn by **Yorick**'s Gist graphics (its own PostScript,
distilled and cropped by Ghostscript): Figure 1 **grouped bars** (``plfp`` polygons, two series
over five years), Figure 2 **lines** (``plg``, solid and dashed, two vats over eight weeks).
Table 1 is **booktabs-style** with thousands spaces, decimal commas, a computed yield column and
a **bold total row**; Table 2 is a **fully ruled grid** with a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper16 import (  # noqa: E402
    GOLD,
    TIMES,
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
    write_horde,
    yorick,
)

FONTS = {"R": ["times", ""], "B": ["times", "B"], "I": ["times", "I"]}
TITLE = "Avaloù-sistr ha sistr e Kerne: liorzhoù, spesadoù ha goirañ e 2024"
# commune, farms, orchard area (ha), apples (t)
T1 = [
    ("Fouenant", 12, 85, 1530),
    ("Pleuwen", 6, 40, 640),
    ("Kloar-Fouenant", 9, 55, 1100),
    ("Erge-Gabereg", 8, 70, 1050),
    ("Gouesnac'h", 5, 30, 660),
]
# variety: tannin (g/L), sugar 2023, 2024 (g/L)
T2 = [("Kermerrien", 2.8, 128, 135), ("Marie-Ménard", 3.4, 142, 139), ("Douce Moën", 2.1, 151, 158),
      ("Guillevic", 0.9, 118, 124), ("Peau de chien", 1.2, 124, 131)]  # fmt: skip
YEARS = ["2020", "2021", "2022", "2023", "2024"]
SOLD = {"AOP Kerne": [210, 235, 260, 250, 285], "Sistr all": [140, 150, 135, 160, 170]}
WEEKS = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"]
DENS = {"Kav A": [1062, 1055, 1046, 1038, 1031, 1025, 1020, 1017],
        "Kav B": [1060, 1057, 1052, 1047, 1041, 1036, 1031, 1027]}  # fmt: skip
CAP1 = "Sistr gwerzhet gant ar feurmoù, 2020–2024 (miliadoù a voutailhoù)."
CAP2 = "Stankter ar chug e-pad ar goirañ e daou gav, a sizhun da sizhun (g/L)."


def sp(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def dec(x: float) -> str:
    return f"{x:.1f}".replace(".", ",")


def check_prose() -> None:
    farms, area, t = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (farms, area, t) == (40, 280, 4980) and dec(t / area) == "17,8"
    y = {r[0]: r[3] / r[2] for r in T1}
    assert max(y, key=y.get) == "Gouesnac'h" and y["Gouesnac'h"] == 22.0
    assert min(y, key=y.get) == "Erge-Gabereg" and y["Erge-Gabereg"] == 15.0
    assert (
        max(T2, key=lambda r: r[1])[0] == "Marie-Ménard"
        and max(T2, key=lambda r: r[3])[0] == "Douce Moën"
    )
    assert [r[0] for r in T2 if r[3] < r[2]] == ["Marie-Ménard"]
    assert max(SOLD["AOP Kerne"]) == 285 and SOLD["AOP Kerne"][3] < SOLD["AOP Kerne"][2]
    assert SOLD["Sistr all"][2] < SOLD["Sistr all"][1]
    assert DENS["Kav A"][0] - DENS["Kav A"][-1] == 45 and DENS["Kav B"][0] - DENS["Kav B"][-1] == 33


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[c, str(f), str(a), sp(t), dec(t / a)] for c, f, a, t in T1]
    farms, area, t = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Hollad", str(farms), str(area), sp(t), dec(t / area)])
    t1 = table("Taolenn 1.", "Liorzhoù avaloù-sistr er pemp kumun, 2024",
               [[("Kumun", 1), ("Feurmoù", 1), ("Gorread\n(ha)", 1), ("Avaloù\n(t)", 1), ("Frouezh\n(t/ha)", 1)]],
               rows, "booktabs", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[v, dec(tn), str(a), str(b)] for v, tn, a, b in T2]
    t2 = table("Taolenn 2.", "Tannin ha sukr er chug, hervez ar spesad",
               [[("", 1), ("", 1), ("Sukr (g/L)", 2)],
                [("Spesad", 1), ("Tannin (g/L)", 1), ("2023", 1), ("2024", 1)]],
               r2, "grid", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Soazig Le Gall, Yann-Ber Kerhervé ha Morgan Tanguy",
            "Skol-veur Breizh-Izel, Kemper, Breizh",
            "Berradur.",
            "E 2024 hon eus studiet 40 feurm a sistr e pemp kumun eus Kerne, gant 280 ha a "
            "liorzhoù. Dastumet ez eus bet 4 980 tonennad avaloù, da lavaret eo 17,8 t/ha e "
            "keitad, eus 15,0 t/ha en Erge-Gabereg betek 22,0 t/ha e Gouesnac'h. Gwerzhet ez eus "
            "bet 285 000 boutailhad sistr AOP Kerne, an niver uhelañ abaoe 2020.",
        ),  # fmt: skip
        h("1. Digoradur"),
        p(
            "Ar sistr zo un evaj hengounel eus ar vro-mañ: Kerne a zo anavezet evit he sistr AOP abaoe "
            "1996. Koulskoude n'eus ket kalz a studioù war al liorzhoù hag ar spesadoù a vez "
            "implijet gant ar feurmoù bihan."
        ),  # fmt: skip
        h("2. Danvez ha doareoù"),
        p(
            "Goulennet hon eus digant ar feurmoù pegement a avaloù o doa dastumet. Ar sukr a zo bet "
            "muzuliet gant ur refraktometr hag an tannin gant un doare Löwenthal er "
            "c'hlaoustrerezh e Kemper. Stankter ar chug a zo bet muzuliet bep sizhun gant un "
            "dansometr e daou gav derv 600 L."
        ),  # fmt: skip
        t1,
        h("3. Disoc'hoù"),
        p(
            "Gouesnac'h en deus ar frouezh uhelañ hag Erge-Gabereg an izelañ (Taolenn 1). "
            "Marie-Ménard eo ar spesad c'hwerwañ, ha Douce Moën an hini dousañ; nemet Marie-Ménard "
            "o deus kresket sukr an holl spesadoù etre 2023 ha 2024 (Taolenn 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Skeudenn 1.", CAP1, frac=0.55),
        p(
            "Gwerzhidigezh ar sistr AOP a zo kresket bep bloaz nemet e 2023 (Skeudenn 1). E-pad "
            "eizh sizhun eo kouezhet stankter ar chug eus 45 g/L er c'hav A hag eus 33 g/L hepken "
            "er c'hav B, a oa en ur c'hav yenoc'h (Skeudenn 2)."
        ),  # fmt: skip
        figure(fb, "Skeudenn 2.", CAP2, frac=0.55),
        h("4. Kendiviz"),
        p(
            "Al liorzhoù uhel-gwez a ro nebeutoc'h a avaloù met muioc'h a dannin. N'hon eus ket "
            "muzuliet an alkool er sistr echu, ha priz an avaloù n'eo ket bet studiet."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"kind": "bar", "cats": YEARS, "y": {"min": 0, "max": 400}, "legend": (0.65, 378),
            "xtitle": "Bloavezh", "ytitle": "Sistr gwerzhet (x 1000 boutailh)",
            "series": [{"name": "AOP Kerne", "values": SOLD["AOP Kerne"], "rgb": (150, 40, 30)},
                       {"name": "Sistr all", "values": SOLD["Sistr all"], "rgb": (220, 170, 60)}]}  # fmt: skip
    return yorick(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"kind": "line", "cats": WEEKS, "y": {"min": 1000, "max": 1080}, "legend": (5.2, 1074),
            "xtitle": "Sizhun", "ytitle": "Stankter (g/L)",
            "series": [{"name": "Kav A", "values": DENS["Kav A"], "rgb": (30, 90, 160), "type": 1},
                       {"name": "Kav B", "values": DENS["Kav B"], "rgb": (200, 60, 40), "type": 2}]}  # fmt: skip
    return yorick(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: TIMES[k] for k in "RBI"}, body=10.0, lead=13.0, cols=1,
                 margin=(62, 64, 62, 64), head="Avaloù-sistr ha sistr e Kerne", foot="Pajenn {n}")  # fmt: skip
    return write_horde(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout16/br_sistr.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (0, 3), (1, 4), (2, 1), (3, 3), (4, 4), (5, 3), (5, 4)],
                "Horde_Pdf, core Times (WinAnsi); booktabs-style, two-line headers, thousands spaces (1 530), decimal commas, frouezh = avaloù / gorread, bold total row ('Hollad').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (1, 3), (2, 3), (3, 1), (4, 2)],
                "Fully ruled grid; two-level header ('Sukr (g/L)' over '2023' and '2024'); decimal commas for tannin.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "grouped_bar",
                {"title": "Bloavezh", "log": False, "categories": YEARS},
                {"title": "Sistr gwerzhet (x 1000 boutailh)", "log": False, "min": 0, "max": 400},
                list(SOLD),
                pts("AOP Kerne", YEARS, SOLD["AOP Kerne"], [0, 3, 4])
                + pts("Sistr all", YEARS, SOLD["Sistr all"], [1, 2]),
                "Yorick 2.2 Gist: plfp polygons side by side (AOP Kerne dark red, Sistr all ochre), legend drawn with plfp/plt top left, categories written with plt below the frame; Gist PostScript distilled and cropped by Ghostscript, stamped by pdfrw.",
                find="Sistr gwerzhet gant",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "Sizhun", "log": False, "categories": WEEKS},
                {"title": "Stankter (g/L)", "log": False, "min": 1000, "max": 1080},
                list(DENS),
                pts("Kav A", WEEKS, DENS["Kav A"], [0, 3, 7])
                + pts("Kav B", WEEKS, DENS["Kav B"], [2, 5, 7]),
                "Yorick Gist plg lines (Kav A solid blue, Kav B dashed red), no markers, legend drawn with pldj/plt at the top right; Ghostscript, pdfrw.",
                find="e-pad ar goirañ e daou gav",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Sixteenth held-out set (blind): a Breton paper on cider written by Horde_Pdf in core Times; a booktabs table with thousands spaces and a bold total row, a ruled table with a two-level header, Yorick (Gist) grouped bars and Yorick lines.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-farms-fouesnant",
            "table",
            "How many cider farms are there in Fouesnant (Fouenant)?",
            "12 farms (Table 1).",
            [["12"]],
            [T1_],
            ["9", "8"],
        ),
        q(
            "table-area-ergue",
            "table",
            "What orchard area does Ergué-Gabéric (Erge-Gabereg) have?",
            "70 ha.",
            [["70"]],
            [T1_],
            ["55", "85"],
        ),
        q(
            "table-apples-clohars",
            "table",
            "How many tonnes of apples were harvested in Clohars-Fouesnant (Kloar-Fouenant)?",
            "1 100 t.",
            [["1 100", "1100", "1,100"]],
            [T1_],
            ["1 050", "1 530"],
        ),
        q(
            "table-yield-pleuven",
            "table",
            "What was the apple yield per hectare in Pleuven (Pleuwen)?",
            "16,0 t/ha (16.0).",
            [["16,0", "16.0", "16"]],
            [T1_],
            ["18,0", "15,0"],
        ),
        q(
            "table-total-apples",
            "table",
            "How many tonnes of apples did the five communes harvest altogether?",
            "4 980 t from 280 ha.",
            [["4 980", "4980", "4,980"]],
            [T1_],
            ["1 530"],
        ),
        q(
            "table-highest-yield",
            "table",
            "Which commune had the highest yield per hectare?",
            "Gouesnac'h, 22,0 t/ha.",
            [["Gouesnac'h", "Gouesnach"]],
            [T1_],
            ["Kloar-Fouenant"],
        ),
        q(
            "table-apples-diff",
            "table",
            "How many more tonnes of apples did Fouesnant harvest than Ergué-Gabéric?",
            "480 t more (1 530 against 1 050 t).",
            [["480"]],
            [T1_],
            ["430", "890"],
        ),
        q(
            "table-tannin-kermerrien",
            "table",
            "What is the tannin content of Kermerrien?",
            "2,8 g/L (2.8).",
            [["2,8", "2.8"]],
            [T2_],
            ["3,4", "2,1"],
        ),
        q(
            "table-sugar-guillevic-2024",
            "table",
            "How much sugar did the Guillevic must contain in 2024?",
            "124 g/L (118 in 2023).",
            [["124"]],
            [T2_],
            ["131", "135"],
        ),
        q(
            "table-sugar-drop",
            "table",
            "Which variety had less sugar in 2024 than in 2023, and by how much?",
            "Marie-Ménard, 3 g/L less (142 to 139 g/L).",
            [["Marie-Ménard", "Marie-Menard"], ["3"]],
            [T2_],
            ["7"],
        ),
        q(
            "table-sweetest-2024",
            "table",
            "Which variety had the sweetest must in 2024?",
            "Douce Moën, 158 g/L.",
            [["Douce Moën", "Douce Moen"]],
            [T2_],
            ["Marie-Ménard"],
        ),
        q(
            "figure-aop-2023",
            "figure",
            "How many bottles of AOP Kerne cider were sold in 2023 according to Figure 1?",
            "About 250,000 bottles (250 thousand).",
            [[rng(235, 265)]],
            [F1],
            ["160", "285"],
            note="Plotted 250 (Sistr all 2023 160; AOP 2024 285).",
        ),
        q(
            "figure-other-2022",
            "figure",
            "How much of the other cider (sistr all) was sold in 2022 in Figure 1?",
            "About 135,000 bottles.",
            [[rng(122, 148)]],
            [F1],
            ["260", "160"],
            note="Plotted 135 (AOP 2022 260; Sistr all 2023 160).",
        ),
        q(
            "figure-gap-2024",
            "figure",
            "In 2024, how far ahead of the other cider was AOP Kerne in Figure 1?",
            "About 115,000 bottles (about 285 against 170).",
            [[rng(95, 135)]],
            [F1],
            ["70", "160"],
            note="Plotted 285 and 170: 115.",
        ),
        q(
            "figure-vatb-w6",
            "figure",
            "What was the density in vat B (Kav B) in week 6 in Figure 2?",
            "About 1036 g/L.",
            [[rng(1032, 1040)]],
            [F2],
            ["1025", "1047"],
            note="Plotted 1036 (Kav A week 6 1025; Kav B week 4 1047).",
        ),
        q(
            "figure-vata-start",
            "figure",
            "What density did the must in vat A start from in Figure 2?",
            "About 1062 g/L in week 1.",
            [[rng(1058, 1066)]],
            [F2],
            ["1017", "1055"],
            note="Plotted 1062 (week 8 1017; week 2 1055).",
        ),
        q(
            "figure-faster",
            "figure",
            "Which vat fermented faster in Figure 2?",
            "Vat A (Kav A): its density fell by about 45 g/L against about 33 g/L in vat B.",
            [["Kav A", "vat A"]],
            [F2],
            None,
            note="Kav A 1062 to 1017, Kav B 1060 to 1027.",
        ),
        q(
            "text-aop-year",
            "text",
            "Since when has Cornouaille cider had its AOP?",
            "Since 1996.",
            [["1996"]],
            [("text", "1996")],
        ),
        q(
            "text-vats",
            "text",
            "In what kind of vats was the fermentation followed?",
            "In two 600 L oak vats, measured weekly with a hydrometer (dansometr).",
            [["600"]],
            [("text", "600 L")],
        ),
        q(
            "ml-br-tannin",
            "multilingual",
            "Pe spesad en deus an nebeutañ a dannin?",
            "Guillevic, 0,9 g/L.",
            [["Guillevic"]],
            [T2_],
            language="br",
        ),
        q(
            "ml-pt-farms",
            "multilingual",
            "Quantas quintas de sidra foram estudadas no total?",
            "40 quintas, com 280 ha de pomares.",
            [["40"]],
            [T1_],
            language="pt",
        ),
        q(
            "unanswerable-benodet",
            "unanswerable",
            "How many tonnes of apples were harvested in Bénodet?",
            "Bénodet is not one of the five communes studied (Fouesnant, Pleuven, Clohars-Fouesnant, Ergué-Gabéric, Gouesnac'h).",
        ),
        q(
            "unanswerable-2019",
            "unanswerable",
            "How many bottles of AOP Kerne cider were sold in 2019?",
            "Sales are shown only for 2020 to 2024.",
        ),
        q(
            "unanswerable-alcohol",
            "unanswerable",
            "What alcohol content did the finished cider reach?",
            "The alcohol of the finished cider was not measured.",
        ),
        q(
            "unanswerable-de-price",
            "unanswerable",
            "Welchen Preis erzielten die Äpfel pro Tonne?",
            "Der Apfelpreis wurde nicht untersucht.",
            language="de",
        ),
    ]
