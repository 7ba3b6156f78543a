"""en_sourdough: English food-science paper (sourdough starters of five craft bakeries in
Bristol and Bath, 2025: loaves baked and sold, starter age, pH and lactic acid bacteria, dough
rise, acidity in winter and summer), laid out by ``layout9`` in one column (base-14 Times
metrics) and written by **PDF::Reuse** (Perl, ``writers16.pl``: core Times-Roman/Bold/Italic,
WinAnsi, not embedded); the vector charts are stamped by heldout10's pdfrw stamp. Figure 1 is a
**pyqtgraph line chart with symbols** (three starters over eight hours, a numeric x axis);
Figure 2 is **pyqtgraph grouped bars** (two seasons over five bakeries). Table 1 is a **fully
ruled grid** with thousands commas, a computed column and a **bold total row**; Table 2 is
**booktabs-style** with **italic row groups** and a **two-level header**."""

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
    pyqtgraph,
    q,
    rng,
    table,
    table_truth,
    title,
    write_reuse,
)

FONTS = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}
TITLE = "Sourdough starters in five craft bakeries: sales, acidity and dough rise"
# bakery, flour, loaves baked, loaves sold (March to August 2025)
T1 = [
    ("Harbour Lane", "Wheat", 3200, 2944),
    ("Millstone", "Rye", 2400, 2016),
    ("Old Forge", "Spelt", 1800, 1566),
    ("Corner Crust", "Wheat", 2750, 2640),
    ("Ridgeway", "Rye", 1500, 1170),
]
# group: bakery, starter age (years), pH at day 1, pH at day 3, LAB (log CFU/g)
T2 = {
    "Wheat starters": [("Harbour Lane", 12, 4.1, 3.8, 9.2), ("Corner Crust", 3, 4.3, 3.9, 8.7)],
    "Rye starters": [("Millstone", 25, 3.9, 3.6, 9.5), ("Ridgeway", 7, 4.2, 3.7, 8.9)],
    "Spelt starter": [("Old Forge", 5, 4.4, 4.0, 8.4)],
}
HOURS = [0, 1, 2, 3, 4, 5, 6, 7, 8]
RISE = {
    "Harbour Lane": [0, 12, 28, 49, 71, 88, 97, 101, 99],
    "Millstone": [0, 8, 19, 33, 48, 61, 70, 76, 79],
    "Old Forge": [0, 15, 34, 58, 80, 94, 98, 96, 90],
}
SITES = ["Harbour Lane", "Millstone", "Old Forge", "Corner Crust", "Ridgeway"]
TTA = {"Winter": [6.5, 11.0, 8.0, 5.5, 10.0], "Summer": [8.5, 13.5, 9.0, 7.5, 11.5]}
CAP1 = "Rise of the dough volume after mixing for three of the starters (proofing at 24 °C)."
CAP2 = "Total titratable acidity of the starters in January (winter) and July (summer) 2025."


def sold(b: int, s: int) -> str:
    return f"{s / b * 100:.1f}"


def check_prose() -> None:
    baked, sold_ = sum(r[2] for r in T1), sum(r[3] for r in T1)
    assert (baked, sold_) == (11650, 10336) and sold(baked, sold_) == "88.7"
    s = {r[0]: float(sold(r[2], r[3])) for r in T1}
    assert max(s, key=s.get) == "Corner Crust" and s["Corner Crust"] == 96.0
    assert min(s, key=s.get) == "Ridgeway" and s["Ridgeway"] == 78.0
    rows = [r for rs in T2.values() for r in rs]
    assert max(rows, key=lambda r: r[1])[0] == "Millstone" == max(rows, key=lambda r: r[4])[0]
    assert all(r[3] < r[2] for r in rows)
    peak = {k: (HOURS[v.index(max(v))], max(v)) for k, v in RISE.items()}
    assert peak == {"Harbour Lane": (7, 101), "Millstone": (8, 79), "Old Forge": (6, 98)}
    gain = [round(b - a, 1) for a, b in zip(TTA["Winter"], TTA["Summer"], strict=True)]
    assert max(gain) == 2.5 and SITES[gain.index(2.5)] == "Millstone" and min(gain) == 1.0


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[b, f, f"{n:,}", f"{s:,}", sold(n, s)] for b, f, n, s in T1]
    baked, sold_ = sum(r[2] for r in T1), sum(r[3] for r in T1)
    rows.append(["Total", "", f"{baked:,}", f"{sold_:,}", sold(baked, sold_)])
    t1 = table("Table 1.", "Loaves baked and sold by the five bakeries, March to August 2025",
               [[("Bakery", 1), ("Flour", 1), ("Loaves\nbaked", 1), ("Loaves\nsold", 1), ("Sold\n(%)", 1)]],
               rows, "grid", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = []
    for grp, rs in T2.items():
        r2.append(grp)
        r2 += [[b, str(a), f"{x:.1f}", f"{y:.1f}", f"{lab:.1f}"] for b, a, x, y, lab in rs]
    t2 = table("Table 2.", "Age, acidity and lactic acid bacteria (LAB) of the five starters",
               [[("", 1), ("", 1), ("pH", 2), ("", 1)],
                [("Starter", 1), ("Age (years)", 1), ("Day 1", 1), ("Day 3", 1), ("LAB (log CFU/g)", 1)]],
               r2, "booktabs", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Eleanor Whitcombe, Tomasz Nowicki and Priya Raghavan",
            "Department of Food Science, Bath Spa University, United Kingdom",
            "Abstract.",
            "Five craft bakeries in Bristol and Bath kept records of 11,650 sourdough loaves "
            "from March to August 2025; 88.7 % were sold, from 78.0 % at Ridgeway to 96.0 % at "
            "Corner Crust. The oldest starter, a 25-year-old rye culture at Millstone, was the "
            "most acidic and held the most lactic acid bacteria.",
        ),  # fmt: skip
        h("1. Introduction"),
        p(
            "Craft bakers keep their starters for years and credit them with the flavour of their "
            "bread, yet few studies follow working starters in commercial bakeries rather than in "
            "the laboratory."
        ),  # fmt: skip
        h("2. Bakeries and methods"),
        p(
            "Each bakery logged the loaves it baked and sold every day. Starter samples were taken "
            "on the first and third day after feeding, and lactic acid bacteria were counted on MRS "
            "agar after 48 hours at 30 °C. Dough rise was measured in 500 mL graduated cylinders, "
            "and acidity was titrated to pH 8.5 with 0.1 M sodium hydroxide."
        ),  # fmt: skip
        t1,
        h("3. Results"),
        p(
            "The share of loaves sold was highest at Corner Crust and lowest at Ridgeway (Table 1). "
            "The pH fell between the first and the third day in every starter, and Millstone's "
            "rye starter, the oldest, had the highest bacterial count (Table 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figure 1.", CAP1, frac=0.7),
        p(
            "Dough made with the Old Forge starter rose fastest and peaked after six hours, "
            "Harbour Lane's after seven; Millstone's rye dough was still rising at eight hours "
            "(Figure 1). Every starter was more acidic in summer than in winter; the largest "
            "rise, 2.5 mL, was at Millstone (Figure 2)."
        ),  # fmt: skip
        figure(fb, "Figure 2.", CAP2, frac=0.62),
        h("4. Discussion"),
        p(
            "Older starters were more acidic, but the sample is small. We did not sequence the "
            "yeasts of the starters, and customer taste preferences were not surveyed."
        ),
    ]


def fig1(work: Path) -> Path:
    cols = {"Harbour Lane": "#1f4e9c", "Millstone": "#b8860b", "Old Forge": "#2e8b57"}
    sym = {"Harbour Lane": "o", "Millstone": "s", "Old Forge": "t"}
    spec = {"size": [720, 420], "kind": "line", "x": {"min": -0.3, "max": 8.3, "ticks": HOURS},
            "y": {"min": 0, "max": 120, "ticks": [0, 20, 40, 60, 80, 100, 120]},
            "xtitle": "Time after mixing (h)", "ytitle": "Volume increase (%)", "legend": "topleft",
            "series": [{"name": k, "values": list(zip(HOURS, v, strict=True)), "color": cols[k], "symbol": sym[k],
                        "dash": "dash" if k == "Millstone" else None} for k, v in RISE.items()]}  # fmt: skip
    return pyqtgraph(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [700, 400], "kind": "bar", "cats": SITES, "y": {"min": 0, "max": 16, "ticks": [0, 4, 8, 12, 16]},
            "xtitle": "Bakery", "ytitle": "Titratable acidity (mL 0.1 M NaOH)", "legend": "topright",
            "series": [{"name": "Winter", "values": TTA["Winter"], "color": "#8fb3d9"},
                       {"name": "Summer", "values": TTA["Summer"], "color": "#d9822b"}]}  # fmt: skip
    return pyqtgraph(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: TIMES[k] for k in "RBI"}, body=10.0, lead=13.0, cols=1,
                 margin=(62, 64, 62, 64), head="Sourdough starters in five craft bakeries", foot="{n}")  # fmt: skip
    return write_reuse(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout16/en_sourdough.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 3), (2, 4), (3, 3), (4, 4), (5, 2), (5, 4)],
                "PDF::Reuse, core Times (not embedded, WinAnsi); fully ruled grid, two-line headers, thousands commas (3,200), bold total row ('Total'); sold (%) = sold / baked.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (2, 3), (4, 2), (5, 4), (7, 1), (7, 3)],
                "Booktabs-style; italic row groups ('Wheat starters', 'Rye starters', 'Spelt starter'); two-level header ('pH' over 'Day 1' and 'Day 3').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Time after mixing (h)", "log": False, "min": 0, "max": 8},
                {"title": "Volume increase (%)", "log": False, "min": 0, "max": 120},
                list(RISE),
                pts("Harbour Lane", HOURS, RISE["Harbour Lane"], [3, 7])
                + pts("Millstone", HOURS, RISE["Millstone"], [4, 8])
                + pts("Old Forge", HOURS, RISE["Old Forge"], [2, 6]),
                "pyqtgraph 0.13 PlotItem lines with symbols (circles, squares, triangles; Millstone dashed), legend top left, numeric x ticks 0-8; SVGExporter, SVG to PDF by librsvg, stamped by pdfrw.",
                find="Rise of the dough volume",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Bakery", "log": False, "categories": SITES},
                {"title": "Titratable acidity (mL 0.1 M NaOH)", "log": False, "min": 0, "max": 16},
                list(TTA),
                pts("Winter", SITES, TTA["Winter"], [0, 3])
                + pts("Summer", SITES, TTA["Summer"], [1, 2, 4]),
                "pyqtgraph BarGraphItem per season, offset side by side (winter light blue, summer orange), legend top right; SVGExporter, librsvg, pdfrw.",
                find="Total titratable acidity",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Sixteenth held-out set (blind): an English food-science paper written by PDF::Reuse (Perl) in core Times; a ruled table with a bold total row, a booktabs table with row groups and a two-level header, a pyqtgraph line chart with symbols and pyqtgraph grouped bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-baked-millstone",
            "table",
            "How many loaves did Millstone bake over the study period?",
            "2,400 loaves (Table 1).",
            [["2,400", "2400"]],
            [T1_],
            ["2,016", "1,800"],
        ),
        q(
            "table-sold-oldforge",
            "table",
            "How many loaves were sold at Old Forge?",
            "1,566 loaves (87.0 % of those baked).",
            [["1,566", "1566"]],
            [T1_],
            ["1,800", "1,170"],
        ),
        q(
            "table-flour-ridgeway",
            "table",
            "Which flour does the Ridgeway starter use?",
            "Rye.",
            [["Rye"]],
            [T1_],
            ["Spelt"],
        ),
        q(
            "table-sold-share-harbour",
            "table",
            "What share of its loaves did Harbour Lane sell?",
            "92.0 % (2,944 of 3,200).",
            [["92"]],
            [T1_],
            ["84.0", "96.0"],
        ),
        q(
            "table-total-baked",
            "table",
            "How many loaves did the five bakeries bake in total?",
            "11,650 loaves (Table 1, total row).",
            [["11,650", "11650"]],
            [T1_],
            ["10,336"],
        ),
        q(
            "table-lowest-share",
            "table",
            "Which bakery sold the smallest share of its loaves?",
            "Ridgeway, 78.0 %.",
            [["Ridgeway"]],
            [T1_],
            ["Millstone"],
        ),
        q(
            "table-sold-diff",
            "table",
            "How many more loaves did Harbour Lane sell than Corner Crust?",
            "304 more (2,944 against 2,640).",
            [["304"]],
            [T1_],
            ["450", "256"],
        ),
        q(
            "table-age-ridgeway",
            "table",
            "How old is the Ridgeway starter?",
            "Seven years (Table 2).",
            [["7", "seven"]],
            [T2_],
            ["12", "25"],
        ),
        q(
            "table-ph-day3-cornercrust",
            "table",
            "What was the pH of the Corner Crust starter on day 3?",
            "3.9 (Table 2).",
            [["3.9"]],
            [T2_],
            ["4.3", "3.8"],
        ),
        q(
            "table-lab-highest",
            "table",
            "Which starter had the highest lactic acid bacteria count?",
            "Millstone's rye starter, 9.5 log CFU/g.",
            [["Millstone"], ["9.5"]],
            [T2_],
            ["9.2"],
        ),
        q(
            "table-ph-drop-harbour",
            "table",
            "By how much did the pH of the Harbour Lane starter fall from day 1 to day 3?",
            "By 0.3 units, from 4.1 to 3.8.",
            [["0.3"]],
            [T2_],
            ["0.5", "0.4"],
        ),
        q(
            "figure-harbour-3h",
            "figure",
            "In Figure 1, how much had the Harbour Lane dough risen three hours after mixing?",
            "About 49 %.",
            [[rng(44, 54)]],
            [F1],
            ["33", "58"],
            note="Plotted 49 (Millstone 33, Old Forge 58 at 3 h).",
        ),
        q(
            "figure-millstone-8h",
            "figure",
            "What volume increase does Figure 1 show for Millstone at eight hours?",
            "About 79 %.",
            [[rng(74, 84)]],
            [F1],
            ["99", "90"],
            note="Plotted 79 (Harbour Lane 99, Old Forge 90 at 8 h).",
        ),
        q(
            "figure-oldforge-peak",
            "figure",
            "After how many hours did the Old Forge dough reach its highest volume in Figure 1?",
            "After six hours, at about 98 %.",
            [["6", "six"]],
            [F1],
            None,
            note="Old Forge 0, 15, 34, 58, 80, 94, 98, 96, 90 at 0-8 h.",
        ),
        q(
            "figure-gap-4h",
            "figure",
            "How far apart were Old Forge and Millstone four hours after mixing in Figure 1?",
            "About 32 percentage points (about 80 % against 48 %).",
            [[rng(26, 38)]],
            [F1],
            ["9", "23"],
            note="Plotted 80 and 48: 32.",
        ),
        q(
            "figure-tta-ridgeway-summer",
            "figure",
            "What was the summer acidity of the Ridgeway starter in Figure 2?",
            "About 11.5 mL.",
            [[rng(10.8, 12.2)]],
            [F2],
            ["13.5", "8.5"],
            note="Plotted 11.5 (winter 10.0; Millstone summer 13.5; Harbour Lane summer 8.5).",
        ),
        q(
            "figure-tta-lowest-winter",
            "figure",
            "Which starter was the least acidic in winter according to Figure 2?",
            "Corner Crust, about 5.5 mL.",
            [["Corner Crust"]],
            [F2],
            None,
            note="Winter: 6.5, 11.0, 8.0, 5.5, 10.0.",
        ),
        q(
            "text-mrs",
            "text",
            "On which medium were the lactic acid bacteria counted?",
            "On MRS agar, after 48 hours at 30 °C.",
            [["MRS"]],
            [("text", "MRS agar")],
        ),
        q(
            "text-proof-temp",
            "text",
            "At what temperature was the dough proofed for the rise measurements?",
            "At 24 °C, in 500 mL graduated cylinders.",
            [["24"]],
            [("text", "proofing at 24")],
        ),
        q(
            "ml-de-cylinder",
            "multilingual",
            "In welchen Gefäßen wurde das Aufgehen des Teigs gemessen?",
            "In 500-mL-Messzylindern.",
            [["500"]],
            [("text", "graduated cylinders")],
            language="de",
        ),
        q(
            "ml-it-oldest",
            "multilingual",
            "Quale panificio ha il lievito madre più vecchio e quanti anni ha?",
            "Millstone, 25 anni.",
            [["Millstone"], ["25"]],
            [T2_],
            language="it",
        ),
        q(
            "unanswerable-bath-abbey",
            "unanswerable",
            "How many loaves did the Abbey Green bakery sell?",
            "There is no Abbey Green bakery in the study; the five are Harbour Lane, Millstone, Old Forge, Corner Crust and Ridgeway.",
        ),
        q(
            "unanswerable-2024",
            "unanswerable",
            "What share of its loaves did Millstone sell in 2024?",
            "Only March to August 2025 is reported.",
        ),
        q(
            "unanswerable-yeast",
            "unanswerable",
            "Which yeast species dominated the Millstone starter?",
            "The yeasts were not sequenced.",
        ),
        q(
            "unanswerable-nl-taste",
            "unanswerable",
            "Welk brood vonden de klanten het lekkerst?",
            "De smaakvoorkeur van de klanten is niet onderzocht.",
            language="nl",
        ),
    ]
