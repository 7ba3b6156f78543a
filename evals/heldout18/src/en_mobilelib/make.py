"""en_mobilelib: English paper on mobile library vans (five rural districts of Aberdeenshire,
2024: timetabled stops, active borrowers, loans, loans per borrower; stop length in summer and
winter per van; monthly loans in two districts; loans by kind of stock per district), laid out
by heldout8's layouter in **two columns** (Times metrics) and written by heldout16's
**PDF::Reuse** (core Times) through ``write_reuse_pages``; the vector charts come from
**Gnumeric**'s GOffice (XlsxWriter workbook, ``ssconvert --export-graphs``), stamped by
heldout10's pdfrw stamp. Table 1 is **booktabs-style** with thousands commas, a computed column
and a bold total row; Table 2 is **zebra-shaded** with a **two-level header** and a text column."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper18 import (  # noqa: E402
    GOLD,
    TIMES,
    fig_truth,
    figure,
    gnumeric,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_reuse_pages,
)

FONTS = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}
TITLE = "Who still uses the mobile library? Five rural districts of Aberdeenshire in 2024"
# district, stops, active borrowers, loans
T1 = [
    ("Banff and Buchan", 64, 1180, 21240),
    ("Buchan", 52, 910, 17290),
    ("Formartine", 47, 1345, 22865),
    ("Garioch", 38, 760, 11400),
    ("Marr", 71, 1520, 31920),
]
# van, district, summer stop (min), winter stop (min)
T2 = [("Van 1", "Banff and Buchan", 25, 20), ("Van 2", "Buchan", 30, 20), ("Van 3", "Formartine", 20, 15),
      ("Van 4", "Garioch", 35, 25), ("Van 5", "Marr", 15, 15)]  # fmt: skip
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"]
MONTHLY = {"Marr": [2450, 2310, 2690, 2840, 2960, 3120, 3480, 3390],
           "Garioch": [980, 870, 940, 1010, 900, 1120, 1060, 930]}  # fmt: skip
STOCK = ["Banff and Buchan", "Buchan", "Formartine", "Garioch", "Marr"]
KIND = {"Adult fiction": [9.6, 7.4, 10.8, 4.9, 14.2], "Non-fiction": [4.1, 3.6, 5.2, 2.8, 6.9],
        "Children's books": [7.5, 6.3, 6.9, 3.7, 10.8]}  # fmt: skip
CAP1 = "Loans per month on the Marr and Garioch vans, January to August 2024."
CAP2 = "Loans in 2024 by kind of stock and district (thousands)."


def c(n: int) -> str:
    return f"{n:,}"


def check_prose() -> None:
    stops, bor, loans = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (stops, bor, loans) == (272, 5715, 104715) and f"{loans / bor:.1f}" == "18.3"
    per = {r[0]: r[3] / r[2] for r in T1}
    assert max(per, key=per.get) == "Marr" and f"{per['Marr']:.1f}" == "21.0"
    assert min(per, key=per.get) == "Garioch" and f"{per['Garioch']:.1f}" == "15.0"
    for i, d in enumerate(STOCK):  # the stacks add up to Table 1's loans (thousands, rounded)
        assert (
            abs(sum(v[i] for v in KIND.values()) - dict((r[0], r[3]) for r in T1)[d] / 1000) < 0.051
        )
    assert max(range(8), key=lambda i: MONTHLY["Marr"][i]) == 6
    assert [r[0] for r in T2 if r[2] == r[3]] == ["Van 5"]


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[d, str(s), c(b), c(n), f"{n / b:.1f}"] for d, s, b, n in T1]
    s, b, n = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Total", str(s), c(b), c(n), f"{n / b:.1f}"])
    t1 = table("Table 1.", "Stops, borrowers and loans of the mobile library by district, 2024",
               [[("District", 1), ("Timetabled\nstops", 1), ("Active\nborrowers", 1), ("Loans", 1), ("Loans per\nborrower", 1)]],
               rows, "booktabs", z=7.6, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[v, d, str(a), str(b)] for v, d, a, b in T2]
    t2 = table("Table 2.", "Length of a stop by van and season",
               [[("", 1), ("", 1), ("Stop length (min)", 2)],
                [("Van", 1), ("District", 1), ("Summer", 1), ("Winter", 1)]],
               r2, "zebra", z=7.8)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Morag Duthie and Callum Reid",
            "Department of Information Studies, Robert Gordon University, Aberdeen",
            "Abstract.",
            "Five mobile library vans served 272 timetabled stops in rural Aberdeenshire in "
            "2024. They lent 104,715 items to 5,715 active borrowers, 18.3 loans per borrower. "
            "Borrowers in Marr borrowed most (21.0 loans each), those in Garioch least (15.0). "
            "Adult fiction was the largest part of the loans in every district.",
        ),  # fmt: skip
        h("1. Introduction"),
        p(
            "Mobile libraries are often the only library service in villages far from a branch. "
            "Councils under pressure to save money ask whether the vans are still used. We "
            "describe one year of the Aberdeenshire service from its own issue records."
        ),  # fmt: skip
        h("2. Data and methods"),
        p(
            "Loans and borrowers come from the library management system, which logs every "
            "issue with the van and the stop. A borrower counts as active with at least one "
            "loan in 2024. Stop lengths are those of the printed timetable; renewals made "
            "online are not counted as loans."
        ),  # fmt: skip
        p(
            "Each van runs a fortnightly timetable. A stop is a lay-by, a school or a village "
            "hall where the van waits for its printed time; stops that were missed because of "
            "snow or a breakdown are still counted as timetabled stops."
        ),  # fmt: skip
        t1,
        h("3. Results"),
        p(
            "Marr had the most stops and the most loans, and its borrowers borrowed most "
            "(Table 1). Van 4 in Garioch stops longest; only Van 5 keeps the same stop length "
            "in winter (Table 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figure 1.", CAP1, frac=1.0),
        p(
            "Loans on the Marr van rose from January to a peak of 3,480 in July, while the "
            "Garioch van stayed near 1,000 a month (Figure 1). Adult fiction led the loans in "
            "every district; children's books came second (Figure 2)."
        ),  # fmt: skip
        figure(fb, "Figure 2.", CAP2, frac=1.0),
        h("4. Discussion"),
        p(
            "The vans are used most where branches are furthest away. We did not record the "
            "age of borrowers, and the running costs of the vans were outside this study."
        ),
        p(
            "A timetable with fewer, longer stops in winter, as Van 2 and Van 4 already run, "
            "could be tried in the other districts. Borrowers' own views of the service were "
            "not surveyed and should be the next step."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [440, 340], "kind": "line", "cats": MONTHS, "font": "Liberation Serif", "tick_pt": 12, "label_pt": 13,
            "y": {"min": 0, "max": 4000, "major": 500}, "xtitle": "Month (2024)", "ytitle": "Loans",
            "legend": "bottom",
            "series": [{"name": "Marr", "values": MONTHLY["Marr"], "color": "#1F4E79", "marker": "circle"},
                       {"name": "Garioch", "values": MONTHLY["Garioch"], "color": "#C0504D", "marker": "square",
                        "open": True, "dash": "dash"}]}  # fmt: skip
    return gnumeric(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [440, 360], "kind": "stacked", "cats": STOCK, "font": "Liberation Serif", "tick_pt": 11, "label_pt": 13,
            "y": {"min": 0, "max": 35, "major": 5}, "xtitle": "District", "ytitle": "Loans (thousands)",
            "legend": "top",
            "series": [{"name": k, "values": v, "color": col}
                       for (k, v), col in zip(KIND.items(), ["#4F81BD", "#F2C14E", "#9BBB59"], strict=True)]}  # fmt: skip
    return gnumeric(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: TIMES[k] for k in "RBI"}, body=10.4, lead=13.6, cols=2,
                 margin=(56, 50, 58, 50), head="Mobile libraries in rural Aberdeenshire", foot="Page {n}")  # fmt: skip
    return write_reuse_pages(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout18/en_mobilelib.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (1, 2), (2, 4), (3, 1), (4, 3), (5, 3), (5, 4)],
                "PDF::Reuse, core Times, two columns (table one column wide); booktabs-style, two-line headers, thousands commas (21,240); loans per borrower = loans / active borrowers; bold total row ('Total').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 3), (3, 2), (4, 3)],
                "Zebra shading, no rules; two-level header ('Stop length (min)' over 'Summer' and 'Winter'); a text column (district).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Month (2024)", "log": False, "categories": MONTHS},
                {"title": "Loans", "log": False, "min": 0, "max": 4000},
                list(MONTHLY),
                pts("Marr", MONTHS, MONTHLY["Marr"], [0, 3, 6])
                + pts("Garioch", MONTHS, MONTHLY["Garioch"], [1, 5, 7]),
                "Gnumeric 1.12 (GOffice) line chart from an XlsxWriter workbook: Marr solid with filled circles, Garioch dashed with open squares; legend below; ssconvert --export-graphs PDF (cairo), stamped by pdfrw.",
                find="Loans per month on the Marr",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "stacked_bar",
                {"title": "District", "log": False, "categories": STOCK},
                {"title": "Loans (thousands)", "log": False, "min": 0, "max": 35},
                list(KIND),
                pts("Adult fiction", STOCK, KIND["Adult fiction"], [0, 4])
                + pts("Non-fiction", STOCK, KIND["Non-fiction"], [2])
                + pts("Children's books", STOCK, KIND["Children's books"], [4]),
                "Gnumeric (GOffice) stacked columns, three kinds of stock over five districts; segments probed by their own length; the stacks add up to Table 1's loans in thousands, rounded; legend on top.",
                find="Loans in 2024 by kind of stock",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Eighteenth held-out set (blind): an English two-column paper on rural mobile libraries written by PDF::Reuse in core Times; a booktabs table with thousands commas, a computed column and a bold total row, a zebra table with a two-level header, Gnumeric (GOffice) lines with markers and stacked columns.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-loans-formartine",
            "table",
            "How many items did the mobile library lend in Formartine in 2024?",
            "22,865 loans (Table 1).",
            [["22,865", "22865", "22 865"]],
            [T1_],
            ["17,290", "31,920"],
        ),
        q(
            "table-borrowers-buchan",
            "table",
            "How many active borrowers did the Buchan van have?",
            "910 active borrowers.",
            [["910"]],
            [T1_],
            ["1,180", "760"],
        ),
        q(
            "table-stops-garioch",
            "table",
            "How many timetabled stops are there in Garioch?",
            "38 stops.",
            [["38"]],
            [T1_],
            ["47", "52"],
        ),
        q(
            "table-per-borrower-banff",
            "table",
            "On average, how many loans did a borrower in Banff and Buchan make?",
            "18.0 loans per borrower (21,240 loans, 1,180 borrowers).",
            [["18.0", "18 loans"]],
            [T1_],
            ["19.0", "17.0"],
        ),
        q(
            "table-total-loans",
            "table",
            "How many loans did the five vans make altogether in 2024?",
            "104,715 loans (total row).",
            [["104,715", "104715", "104 715"]],
            [T1_],
            ["31,920"],
        ),
        q(
            "table-lowest-per-borrower",
            "table",
            "Where did borrowers borrow the least per head?",
            "Garioch, 15.0 loans per borrower.",
            [["Garioch"]],
            [T1_],
            ["Buchan"],
        ),
        q(
            "table-loans-diff",
            "table",
            "How many more loans were made in Marr than in Formartine?",
            "9,055 more (31,920 against 22,865).",
            [["9,055", "9055", "9 055"]],
            [T1_],
            ["10,680", "14,630"],
        ),
        q(
            "table-most-stops",
            "table",
            "Which district has the most timetabled stops, and how many?",
            "Marr, 71 stops.",
            [["Marr"], ["71"]],
            [T1_],
            ["64"],
        ),
        q(
            "table-winter-van4",
            "table",
            "How long does Van 4 stop in winter?",
            "25 minutes.",
            [["25"]],
            [T2_],
            ["35", "20"],
        ),
        q(
            "table-longest-summer",
            "table",
            "Which van makes the longest stops in summer?",
            "Van 4 (Garioch), 35 minutes.",
            [["Van 4", "Garioch"]],
            [T2_],
            ["Van 2"],
        ),
        q(
            "table-summer-winter-van2",
            "table",
            "By how many minutes is Van 2's stop shorter in winter than in summer?",
            "By 10 minutes (30 against 20).",
            [["10"]],
            [T2_],
            ["5", "15"],
        ),
        q(
            "figure-marr-july",
            "figure",
            "How many loans did the Marr van make in July (Figure 1)?",
            "About 3,480.",
            [[rng(3430, 3530)]],
            [F1],
            ["3,390", "3,120"],
            note="Plotted 3480 (Marr Jun 3120, Aug 3390).",
        ),
        q(
            "figure-garioch-june",
            "figure",
            "What does Figure 1 show for Garioch's loans in June?",
            "About 1,120.",
            [[rng(1075, 1165)]],
            [F1],
            ["1,010", "1,060"],
            note="Plotted 1120 (Garioch May 900, Jul 1060, Apr 1010).",
        ),
        q(
            "figure-gap-april",
            "figure",
            "In April, how many more loans did the Marr van make than the Garioch van?",
            "About 1,830 (about 2,840 against 1,010).",
            [[rng(1780, 1880)]],
            [F1],
            ["1,720", "2,060"],
            note="Plotted 2840 and 1010 in April: 1830 (March 2690 - 940 = 1750; May 2960 - 900 = 2060).",
        ),
        q(
            "figure-marr-lowest",
            "figure",
            "In which month did the Marr van lend the fewest items?",
            "February (about 2,310).",
            [["February", "Feb"]],
            [F1],
            None,
            note="Marr: 2450, 2310, 2690, 2840, 2960, 3120, 3480, 3390.",
        ),
        q(
            "figure-fiction-marr",
            "figure",
            "About how many adult fiction loans were there in Marr (Figure 2)?",
            "About 14,200 (14.2 thousand).",
            [[rng(13.7, 14.7), rng(13700, 14700)]],
            [F2],
            ["10.8", "6.9"],
            note="Segment 14.2 thousand (Marr children's 10.8, non-fiction 6.9; Formartine fiction 10.8).",
        ),
        q(
            "figure-nonfiction-formartine",
            "figure",
            "How large is the non-fiction part of Formartine's loans in Figure 2?",
            "About 5,200 (5.2 thousand).",
            [[rng(4.9, 5.5), rng(4900, 5500)]],
            [F2],
            ["6.9", "3.6"],
            note="Segment 5.2 thousand (Formartine children's 6.9; Buchan non-fiction 3.6; Marr 6.9).",
        ),
        q(
            "text-active",
            "text",
            "Who counted as an active borrower?",
            "Anyone with at least one loan in 2024.",
            [["at least one loan", "one loan"]],
            [("text", "at least one")],
        ),
        q(
            "text-renewals",
            "text",
            "Were online renewals counted as loans?",
            "No, renewals made online are not counted as loans.",
            [["not counted", "no"]],
            [("text", "renewals made")],
        ),
        q(
            "ml-gd-stops",
            "multilingual",
            "Cia mheud stad a th' aig a' bhan ann am Buchan?",
            "52 stad.",
            [["52"]],
            [T1_],
            language="gd",
        ),
        q(
            "ml-ko-van5",
            "multilingual",
            "5번 차량은 여름에 한 정류장에서 몇 분 동안 머무릅니까?",
            "15분.",
            [["15"]],
            [T2_],
            language="ko",
        ),
        q(
            "unanswerable-kincardine",
            "unanswerable",
            "How many loans did the mobile library make in Kincardine and Mearns?",
            "Kincardine and Mearns is not among the five districts in the paper.",
        ),
        q(
            "unanswerable-september",
            "unanswerable",
            "How many loans did the Marr van make in September 2024?",
            "Figure 1 ends in August.",
        ),
        q(
            "unanswerable-age",
            "unanswerable",
            "How old are the typical borrowers of the mobile library?",
            "The paper did not record the age of borrowers.",
        ),
        q(
            "unanswerable-it-cost",
            "unanswerable",
            "Quanto costa mantenere in servizio i furgoni della biblioteca?",
            "I costi dei furgoni non sono stati studiati.",
            language="it",
        ),
    ]
