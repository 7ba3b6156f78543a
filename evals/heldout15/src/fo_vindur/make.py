"""fo_vindur: Faroese energy paper (the wind farms of the Faroe Islands in 2024: turbines,
capacity, output and capacity factor; electricity by source 2020-2024; monthly output of two
farms; electricity use by sector), laid out by ``layout9`` in one column (base-14 Helvetica
metrics) and written by **Horde_Pdf** (``writers15.php``: core Helvetica, WinAnsiEncoding, which
holds every Faroese letter: ð, ø, æ, á, í, ó, ú, ý); the vector charts are stamped by heldout10's
pdfrw stamp. Figure 1 is a **Chartist line chart** (two farms over twelve Faroese month names,
solid and dashed, legend on top); Figure 2 is **Chartist stacked columns** (three sectors over
four years). Table 1 is **zebra-shaded without rules**, decimal commas, a computed capacity
factor column and a **bold total row**; Table 2 has **no rules or shading**, units in the
header, a computed total and a computed renewable share."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper15 import (  # noqa: E402
    GOLD,
    HELV,
    chartist,
    comma,
    fig_truth,
    figure,
    h,
    layout,
    num,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_horde,
)  # fmt: skip

FONTS = {"R": ["helvetica", ""], "B": ["helvetica", "B"], "I": ["helvetica", "I"]}
TITLE = "Vindorka í Føroyum 2024: framleiðsla, nýtslustig og elnýtsla"
HOURS = 8784  # 2024 was a leap year
# farm, island, turbines, capacity (MW), output 2024 (GWh)
T1 = [
    ("Húsahagi", "Streymoy", 13, 11.7, 41.2),
    ("Neshagi", "Eysturoy", 5, 4.5, 15.6),
    ("Porkeri", "Suðuroy", 4, 6.6, 21.9),
    ("Flatnahagi", "Eysturoy", 3, 2.7, 8.4),
    ("Mjørkadalur", "Streymoy", 6, 25.2, 96.3),
]
# year: oil, hydro, wind, solar (GWh)
T2 = {
    2020: (229.4, 105.8, 80.2, 0.3),
    2021: (240.1, 98.6, 92.7, 0.5),
    2022: (236.8, 112.3, 118.4, 0.9),
    2023: (228.5, 109.9, 151.6, 1.6),
    2024: (219.3, 101.2, 183.4, 2.8),
}
MONTHS = ["jan", "feb", "mar", "apr", "mai", "jun", "jul", "aug", "sep", "okt", "nov", "des"]
MONTH_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December"]  # fmt: skip
MON = {
    "Mjørkadalur": [11.2, 10.4, 9.6, 7.1, 5.2, 4.0, 3.6, 4.4, 6.8, 9.5, 11.9, 12.6],
    "Húsahagi": [4.8, 4.5, 4.1, 3.0, 2.2, 1.7, 1.5, 1.9, 2.9, 4.1, 5.1, 5.4],
}
YEARS = ["2021", "2022", "2023", "2024"]
USE = {"Húsarhald": [118, 121, 126, 130], "Ídnaður": [190, 214, 229, 236],
       "Tænastur": [84, 88, 92, 95]}  # fmt: skip
CAP1 = "Mánaðarlig framleiðsla á Mjørkadali og í Húsahaga í 2024."
CAP2 = "Elnýtsla eftir geira 2021–2024."


def cf(mw: float, gwh: float) -> float:
    return round(gwh * 1000 / (mw * HOURS) * 100, 1)


def tot1() -> tuple[int, float, float]:
    return sum(r[2] for r in T1), round(sum(r[3] for r in T1), 1), round(sum(r[4] for r in T1), 1)


def row2(y: int) -> tuple[float, float]:
    v = T2[y]
    total = round(sum(v), 1)
    return total, round(sum(v[1:]) / total * 100, 1)


def check_prose() -> None:
    n, mw, gwh = tot1()
    assert (n, mw, gwh) == (31, 50.7, 183.4) and cf(mw, gwh) == 41.2
    c = {r[0]: cf(r[3], r[4]) for r in T1}
    assert max(c, key=c.get) == "Mjørkadalur" and min(c, key=c.get) == "Flatnahagi"
    assert c["Mjørkadalur"] == 43.5 and c["Flatnahagi"] == 35.4
    assert T2[2024][2] == gwh  # wind in Table 2 is Table 1's total
    assert row2(2020) == (415.7, 44.8) and row2(2024) == (506.7, 56.7)
    assert all(row2(a)[1] < row2(b)[1] for a, b in [(2021, 2022), (2022, 2023), (2023, 2024)])
    for k, r in zip(MON, [T1[4], T1[0]], strict=True):
        assert round(sum(MON[k]), 1) == r[4]
    assert all(
        MONTHS[v.index(min(v))] == "jul" and MONTHS[v.index(max(v))] == "des" for v in MON.values()
    )
    assert [sum(v[i] for v in USE.values()) for i in range(4)] == [392, 423, 447, 461]


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [f, o, str(n), comma(mw), comma(g), comma(cf(mw, g))] for f, o, n, mw, g in T1
    ]
    n, mw, gwh = tot1()
    rows.append(["Tilsamans", "", str(n), comma(mw), comma(gwh), comma(cf(mw, gwh))])
    t1 = table("Talva 1.", "Vindmyllulundir í Føroyum og framleiðsla teirra í 2024",
               [[("Lundur", 1), ("Oyggj", 1), ("Myllur", 1), ("Orka\n(MW)", 1),
                 ("Framleiðsla\n(GWh)", 1), ("Nýtslustig\n(%)", 1)]],
               rows, "zebra", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = []
    for y, v in T2.items():
        total, share = row2(y)
        r2.append([str(y), *[comma(x) for x in v], comma(total), comma(share)])
    t2 = table("Talva 2.", "Elframleiðsla eftir orkukeldu 2020–2024 (GWh)",
               [[("Ár", 1), ("Olja", 1), ("Vatnorka", 1), ("Vindorka", 1), ("Sólorka", 1),
                 ("Tilsamans", 1), ("Varandi\n(%)", 1)]],
               r2, "none", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Rúni Joensen, Marjun Dam og Heðin Poulsen",
            "Náttúruvísindadeildin, Fróðskaparsetur Føroya, Tórshavn",
            "Samandráttur.",
            "Í 2024 framleiddu 31 vindmyllur í fimm lundum 183,4 GWh, og nýtslustigið var "
            "41,2 %. Varandi orka var 56,7 % av elframleiðsluni, móti 44,8 % í 2020. Mjørkadalur "
            "hevði hægsta nýtslustigið, 43,5 %, og Flatnahagi tað lægsta, 35,4 %.",
        ),  # fmt: skip
        h("1. Inngangur"),
        p(
            "Føroyar eru ikki knýttar at elnetinum í Evropa, og alt elið verður framleitt á "
            "oyggjunum. Málið er, at øll elframleiðsla á landi skal vera varandi í 2030, og "
            "vindorkan er vaksin skjótast av teimum varandi keldunum."
        ),  # fmt: skip
        h("2. Dátur og hættir"),
        p(
            "Framleiðslutølini eru tímatøl frá SEV og frá privatum lundum, savnað fyri allar "
            "myllurnar. Nýtslustigið er framleiðslan býtt við orkuna sinnum 8784 tímar, tí 2024 "
            "var skotár. Vindferðin varð máld í 80 m hædd við eitt LiDAR á Hoyvíkshaga."
        ),  # fmt: skip
        t1,
        h("3. Úrslit"),
        p(
            "Mjørkadalur, tann størsti lundurin, framleiddi meira enn helmingin av vindorkuni "
            "(Talva 1). Partur av varandi orku vaks hvørt ár frá 2021 til 2024, meðan "
            "oljunýtslan minkaði (Talva 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Mynd 1.", CAP1, frac=0.72),
        p(
            "Báðir lundirnir framleiddu minst í juli og mest í desember (Mynd 1). Elnýtslan "
            "vaks hvørt ár í øllum geirum, mest í ídnaðinum, har alivinnan er størsti "
            "brúkarin (Mynd 2)."
        ),  # fmt: skip
        figure(fb, "Mynd 2.", CAP2, frac=0.6),
        h("4. Kjak"),
        p(
            "Vindorkan kann ikki einsamøll nøkta tørvin um veturin, tá ið vindurin er "
            "veikur í fleiri dagar. Vit hava ikki kannað kostnaðin av goymslu, og ljóðið frá "
            "myllunum er ikki máld í hesi kanningini."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"width": 760, "height": 400, "kind": "line", "cats": MONTHS,
            "y": {"min": 0, "max": 14, "ticks": [0, 2, 4, 6, 8, 10, 12, 14]},
            "xtitle": "Mánaði (2024)", "ytitle": "Framleiðsla (GWh)", "legend": True,
            "dashes": [None, "7 5"], "colors": ["#1f4e9c", "#c8452c"],
            "series": [{"name": k, "values": v} for k, v in MON.items()]}  # fmt: skip
    return chartist(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"width": 640, "height": 400, "kind": "stacked", "cats": YEARS,
            "y": {"min": 0, "max": 500, "ticks": [0, 100, 200, 300, 400, 500]},
            "xtitle": "Ár", "ytitle": "Elnýtsla (GWh)", "legend": True, "barWidth": 48,
            "colors": ["#7aa6c2", "#2f5d7c", "#e0b04f"],
            "series": [{"name": k, "values": v} for k, v in USE.items()]}  # fmt: skip
    return chartist(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: HELV[k] for k in "RBI"}, body=9.5, lead=12.5, cols=1,
                 margin=(60, 66, 60, 66), head="Vindorka í Føroyum 2024", foot="Síða {n}")  # fmt: skip
    return write_horde(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout15/fo_vindur.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 4), (1, 3), (2, 5), (3, 1), (4, 3), (5, 2), (5, 4), (5, 5)],
                "Horde_Pdf, core Helvetica (not embedded, WinAnsi); zebra shading, no rules; decimal commas; capacity factor = output / (capacity x 8784 h); bold total row ('Tilsamans').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 3), (2, 2), (3, 6), (4, 3), (4, 5), (4, 6)],
                "No rules or shading; GWh in the caption; 'Tilsamans' = the four sources; 'Varandi (%)' = (hydro + wind + solar) / total.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Mánaði (2024)", "log": False, "categories": MONTHS},
                {"title": "Framleiðsla (GWh)", "log": False, "min": 0, "max": 14},
                list(MON),
                pts("Mjørkadalur", MONTHS, MON["Mjørkadalur"], [0, 6, 9])
                + pts("Húsahagi", MONTHS, MON["Húsahagi"], [3, 11]),
                "Chartist 1.5 LineChart in jsdom (labels turned into SVG text, axis titles and legend added by chartist.mjs), SVG to PDF by librsvg; Mjørkadalur solid blue, Húsahagi dashed red, round points, legend on top.",
                find="Mánaðarlig framleiðsla",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "stacked_bar",
                {"title": "Ár", "log": False, "categories": YEARS},
                {"title": "Elnýtsla (GWh)", "log": False, "min": 0, "max": 500},
                list(USE),
                pts("Húsarhald", YEARS, USE["Húsarhald"], [0, 3])
                + pts("Ídnaður", YEARS, USE["Ídnaður"], [1, 3])
                + pts("Tænastur", YEARS, USE["Tænastur"], [2]),
                "Chartist 1.5 BarChart, stackBars (households at the foot, industry, services on top), legend on top; each probe is a segment's own length.",
                find="Elnýtsla eftir geira",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fifteenth held-out set (blind): a Faroese energy paper written by Horde_Pdf (PHP) in core Helvetica; a zebra table with a computed capacity factor and a bold total row, a table without rules with computed totals and shares, a Chartist line chart and Chartist stacked columns.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-turbines-husahagi",
            "table",
            "How many turbines does the Húsahagi wind farm have?",
            "13 turbines (11.7 MW; Table 1).",
            [["13"]],
            [T1_],
            ["6", "5"],
        ),
        q(
            "table-capacity-porkeri",
            "table",
            "What is the installed capacity of the Porkeri wind farm on Suðuroy?",
            "6.6 MW (printed 6,6).",
            [num(6.6)],
            [T1_],
            ["4,5", "2,7"],
        ),
        q(
            "table-output-neshagi",
            "table",
            "How much electricity did Neshagi produce in 2024?",
            "15.6 GWh (printed 15,6).",
            [num(15.6)],
            [T1_],
            ["21,9", "8,4"],
        ),
        q(
            "table-cf-highest",
            "table",
            "Which wind farm had the highest capacity factor in 2024, and what was it?",
            "Mjørkadalur, 43.5 % (printed 43,5).",
            [["Mjørkadalur", "Mjorkadalur"], num(43.5)],
            [T1_],
            ["40,1", "41,2"],
        ),
        q(
            "table-cf-flatnahagi",
            "table",
            "What capacity factor did Flatnahagi reach?",
            "35.4 % (printed 35,4), the lowest of the five farms.",
            [num(35.4)],
            [T1_],
            ["37,8", "39,5"],
        ),
        q(
            "table-total-capacity",
            "table",
            "What is the total installed wind capacity in the Faroe Islands according to the paper?",
            "50.7 MW in five farms with 31 turbines.",
            [num(50.7)],
            [T1_],
            ["25,2", "183,4"],
        ),
        q(
            "table-eysturoy-output",
            "table",
            "How much wind power did the farms on Eysturoy produce together in 2024?",
            "24.0 GWh (Neshagi 15.6 and Flatnahagi 8.4).",
            [num(24.0) + ["24 GWh"]],
            [T1_],
            ["15,6", "63,1"],
        ),
        q(
            "table-hydro-2022",
            "table",
            "How much hydropower was generated in 2022?",
            "112.3 GWh (printed 112,3).",
            [num(112.3)],
            [T2_],
            ["98,6", "109,9"],
        ),
        q(
            "table-renewable-2023",
            "table",
            "What share of electricity was renewable in 2023?",
            "53.5 % (printed 53,5).",
            [num(53.5)],
            [T2_],
            ["49,4", "56,7"],
        ),
        q(
            "table-oil-drop",
            "table",
            "By how much did oil-fired generation fall from 2021 to 2024?",
            "By 20.8 GWh, from 240.1 to 219.3 GWh.",
            [num(20.8)],
            [T2_],
            ["10,1", "9,2"],
        ),
        q(
            "table-total-2024",
            "table",
            "How much electricity was generated in total in 2024?",
            "506.7 GWh (printed 506,7).",
            [num(506.7)],
            [T2_],
            ["491,6", "468,4"],
        ),
        q(
            "figure-mjorka-jan",
            "figure",
            "In Figure 1, how much did Mjørkadalur produce in January 2024?",
            "About 11 GWh.",
            [[rng(10.3, 12.1)]],
            [F1],
            ["4,8", "12,6"],
            note="Plotted 11.2 (Húsahagi 4.8; Mjørkadalur December 12.6).",
        ),
        q(
            "figure-mjorka-oct",
            "figure",
            "What does Figure 1 show for Mjørkadalur's output in October?",
            "About 9.5 GWh.",
            [[rng(8.6, 10.4)]],
            [F1],
            ["4,1", "6,8"],
            note="Plotted 9.5 (Húsahagi 4.1; Mjørkadalur September 6.8).",
        ),
        q(
            "figure-lowest-month",
            "figure",
            "In which month did both wind farms in Figure 1 produce the least?",
            "July.",
            [["July", "juli", "jul"]],
            [F1],
            None,
            note="Mjørkadalur 3.6 and Húsahagi 1.5 GWh in July.",
        ),
        q(
            "figure-gap-dec",
            "figure",
            "How much more did Mjørkadalur produce than Húsahagi in December, according to Figure 1?",
            "About 7 GWh (about 12.6 against 5.4).",
            [[rng(6.2, 8.2)]],
            [F1],
            ["5,1", "12,6"],
            note="Plotted 12.6 and 5.4: 7.2.",
        ),
        q(
            "figure-industry-2024",
            "figure",
            "How much electricity did industry use in 2024 in Figure 2?",
            "About 236 GWh.",
            [[rng(220, 250)]],
            [F2],
            ["130", "95"],
            note="Segment 236 (households 130, services 95).",
        ),
        q(
            "figure-households-2021",
            "figure",
            "What was household electricity use in 2021 according to Figure 2?",
            "About 118 GWh.",
            [[rng(108, 128)]],
            [F2],
            ["190", "84"],
            note="Segment 118 (industry 190, services 84).",
        ),
        q(
            "text-lidar",
            "text",
            "At what height was the wind speed measured?",
            "At 80 m, with a LiDAR at Hoyvíkshagi.",
            [["80"]],
            [("text", "LiDAR")],
        ),
        q(
            "text-hours",
            "text",
            "Why does the paper use 8784 hours for the capacity factor?",
            "Because 2024 was a leap year.",
            [["leap", "skotár"]],
            [("text", "8784")],
        ),
        q(
            "ml-fo-goal",
            "multilingual",
            "Nær skal øll elframleiðsla á landi vera varandi?",
            "Í 2030.",
            [["2030"]],
            [("text", "2030")],
            language="fo",
        ),
        q(
            "ml-de-mjorka",
            "multilingual",
            "Wie viele Windräder stehen im Windpark Mjørkadalur?",
            "Sechs Windräder mit zusammen 25,2 MW.",
            [["6", "sechs"]],
            [T1_],
            ["13"],
            language="de",
        ),
        q(
            "unanswerable-sandoy",
            "unanswerable",
            "How much did the wind farm on Sandoy produce in 2024?",
            "No wind farm on Sandoy is listed; the farms are on Streymoy, Eysturoy and Suðuroy.",
        ),
        q(
            "unanswerable-2019",
            "unanswerable",
            "What share of the electricity was renewable in 2019?",
            "Table 2 starts in 2020.",
        ),
        q(
            "unanswerable-noise",
            "unanswerable",
            "How loud are the turbines at the nearest houses?",
            "Turbine noise was not measured in this study.",
        ),
        q(
            "unanswerable-ja-storage",
            "unanswerable",
            "蓄電設備の費用はいくらと見積もられていますか？",
            "蓄電の費用はこの研究では検討されていません。",
            language="ja",
        ),
    ]
