"""en_ferries: English transport paper (the inter-island ferry routes of five Orkney islands,
2025: sailings scheduled and cancelled, passengers, distance and crossing times, monthly
passengers, cancellations by cause), laid out by ``layout9`` in one column (base-14 Helvetica
metrics) and written by heldout16's **PDF::Reuse** writer (core Helvetica, WinAnsi); the vector
charts come from **PythonQwt** (Qt's PDF engine through ``QwtPlotRenderer``) and are stamped by heldout10's pdfrw
stamp. Figure 1 is **PythonQwt lines with symbols** (two routes over eight months);
Figure 2 is **PythonQwt stacked bars** (three causes over five routes). Table 1 is
**booktabs-style** with thousands commas, a computed column and a **bold total row**; Table 2
has **zebra shading, no rules**, and a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper17 import (  # noqa: E402
    GOLD,
    HELV,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    qwt,
    rng,
    table,
    table_truth,
    title,
    write_reuse_pages,
)

FONTS = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}
TITLE = "Reliability of the Orkney inter-island ferries in 2025"
# route, sailings scheduled, sailings cancelled, passengers
T1 = [
    ("Westray", 1460, 73, 61300),
    ("Sanday", 1095, 66, 38900),
    ("Stronsay", 1200, 48, 42700),
    ("Eday", 730, 51, 9850),
    ("Shapinsay", 2190, 44, 118400),
]
# route, distance (km), crossing summer (min), crossing winter (min), vessel
T2 = [
    ("Westray", 38.5, 85, 95, "Earl Thorfinn"),
    ("Sanday", 35.0, 80, 90, "Varagen"),
    ("Stronsay", 30.5, 70, 78, "Earl Sigurd"),
    ("Eday", 27.0, 75, 82, "Thorsvoe"),
    ("Shapinsay", 6.5, 25, 25, "Hoy Head"),
]
MONTHS = ["Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct"]
PAX = {
    "Westray": [3.1, 4.6, 5.8, 7.9, 9.4, 8.8, 6.2, 4.0],
    "Sanday": [2.2, 3.0, 3.9, 5.1, 6.0, 5.7, 4.1, 2.9],
}
ROUTES = [r[0] for r in T1]
CAUSE = {"Weather": [52, 49, 30, 40, 25], "Technical": [15, 12, 14, 8, 16], "Crew": [6, 5, 4, 3, 3]}
CAP1 = "Passengers carried each month from March to October 2025 on the Westray and Sanday routes."
CAP2 = "Cancelled sailings in 2025 by cause on each of the five routes."


def pct(c: int, s: int) -> str:
    return f"{c / s * 100:.1f}"


def check_prose() -> None:
    sch, can, pax = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (sch, can, pax) == (6675, 282, 271150) and pct(can, sch) == "4.2"
    c = {r[0]: float(pct(r[2], r[1])) for r in T1}
    assert max(c, key=c.get) == "Eday" and c["Eday"] == 7.0
    assert min(c, key=c.get) == "Shapinsay" and c["Shapinsay"] == 2.0
    for k, r in enumerate(T1):  # the stacked causes add up to Table 1's cancellations
        assert sum(v[k] for v in CAUSE.values()) == r[2]
    assert sum(CAUSE["Weather"]) == 196  # 196 of 282
    assert max(T2, key=lambda r: r[3] - r[2])[0] == "Westray"
    for v in PAX.values():
        assert MONTHS[v.index(max(v))] == "Jul"


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [r, f"{s:,}", f"{c:,}", pct(c, s), f"{x:,}"] for r, s, c, x in T1
    ]
    sch, can, pax = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Total", f"{sch:,}", f"{can:,}", pct(can, sch), f"{pax:,}"])
    t1 = table("Table 1.", "Sailings and passengers on the five routes from Kirkwall, 2025",
               [[("Route", 1), ("Sailings\nscheduled", 1), ("Sailings\ncancelled", 1), ("Cancelled\n(%)", 1), ("Passengers", 1)]],
               rows, "booktabs", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[r, f"{d:.1f}", str(s), str(w), v] for r, d, s, w, v in T2]
    t2 = table("Table 2.", "Distance, scheduled crossing time and vessel of each route",
               [[("", 1), ("", 1), ("Crossing time (min)", 2), ("", 1)],
                [("Route", 1), ("Distance (km)", 1), ("Summer", 1), ("Winter", 1), ("Vessel", 1)]],
               r2, "zebra", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Morag Flett, Calum Rendall and Anya Sutherland",
            "Institute for Northern Studies, University of the Highlands and Islands, Kirkwall",
            "Abstract.",
            "The five ferry routes from Kirkwall to the North Isles were scheduled to run 6,675 "
            "sailings in 2025 and carried 271,150 passengers; 282 sailings (4.2 %) were cancelled, "
            "from 2.0 % on the short Shapinsay crossing to 7.0 % on the Eday route. Weather caused "
            "196 of the 282 cancellations.",
        ),  # fmt: skip
        h("1. Introduction"),
        p(
            "For the North Isles of Orkney the ferry is the lifeline for food, fuel, school pupils "
            "and hospital appointments. Islanders' complaints about cancellations are frequent, but "
            "the figures behind them are rarely brought together."
        ),  # fmt: skip
        h("2. Data"),
        p(
            "Sailings and cancellations come from the operator's daily log. Passenger numbers are "
            "counted by the ticket machines at Kirkwall pier and at each island terminal; each "
            "cancellation was assigned one cause by the duty master. A sailing was counted as "
            "cancelled when it did not leave within two hours of its scheduled time."
        ),  # fmt: skip
        t1,
        h("3. Results"),
        p(
            "The Eday route lost the largest share of its sailings and Shapinsay the smallest "
            "(Table 1). Winter timetables add up to ten minutes to the longer crossings; the "
            "Westray crossing, the longest, gains the most (Table 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figure 1.", CAP1, frac=0.72),
        p(
            "Traffic on both routes peaked in July (Figure 1). Weather was the main cause of "
            "cancellations on every route, technical faults came second, and crew shortages "
            "were rare (Figure 2)."
        ),  # fmt: skip
        figure(fb, "Figure 2.", CAP2, frac=0.64),
        h("4. Discussion"),
        p(
            "Cancellation rates follow the exposure of each crossing to the open sea. We did not "
            "record freight volumes, and fares were outside the scope of this study."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [700, 400], "kind": "line", "cats": MONTHS, "font": "Liberation Sans",
            "y": {"min": 0, "max": 10, "ticks": [0, 2, 4, 6, 8, 10]},
            "xtitle": "Month (2025)", "ytitle": "Passengers (thousands)", "legend": {"x": -0.2, "y": 9.5},
            "series": [{"name": "Westray", "values": PAX["Westray"], "color": "#1b5e8c", "symbol": "o"},
                       {"name": "Sanday", "values": PAX["Sanday"], "color": "#c0392b", "symbol": "t", "dash": "dash"}]}  # fmt: skip
    return qwt(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [700, 400], "kind": "stacked", "cats": ROUTES, "font": "Liberation Sans",
            "y": {"min": 0, "max": 80, "ticks": [0, 20, 40, 60, 80]},
            "xtitle": "Route", "ytitle": "Cancelled sailings", "legend": {"x": 2.55, "y": 76},
            "series": [{"name": "Weather", "values": CAUSE["Weather"], "color": "#6c8ebf"},
                       {"name": "Technical", "values": CAUSE["Technical"], "color": "#e0a030"},
                       {"name": "Crew", "values": CAUSE["Crew"], "color": "#8a8a8a"}]}  # fmt: skip
    return qwt(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), HELV, body=9.5, lead=12.6, cols=1,
                 margin=(62, 64, 62, 64), head="Orkney inter-island ferries, 2025", foot="Page {n}")  # fmt: skip
    return write_reuse_pages(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout17/en_ferries.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 2), (3, 3), (3, 4), (4, 2), (5, 1), (5, 3)],
                "PDF::Reuse, core Helvetica (WinAnsi); booktabs-style, two-line headers, thousands commas (1,460), bold total row ('Total'); cancelled (%) = cancelled / scheduled.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (2, 3), (3, 4), (4, 1)],
                "Zebra shading, no rules; two-level header ('Crossing time (min)' over 'Summer' and 'Winter').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Month (2025)", "log": False, "categories": MONTHS},
                {"title": "Passengers (thousands)", "log": False, "min": 0, "max": 10},
                list(PAX),
                pts("Westray", MONTHS, PAX["Westray"], [1, 4, 7])
                + pts("Sanday", MONTHS, PAX["Sanday"], [2, 4, 6]),
                "PythonQwt 0.10 QwtPlotCurve lines with QwtSymbol markers (Westray solid with filled circles, Sanday dashed with triangles), legend drawn inside top left; QwtPlotRenderer PDF (Qt QPrinter), stamped by pdfrw.",
                find="Passengers carried each month",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "stacked_bar",
                {"title": "Route", "log": False, "categories": ROUTES},
                {"title": "Cancelled sailings", "log": False, "min": 0, "max": 80},
                list(CAUSE),
                pts("Weather", ROUTES, CAUSE["Weather"], [0, 3])
                + pts("Technical", ROUTES, CAUSE["Technical"], [2, 4])
                + pts("Crew", ROUTES, CAUSE["Crew"], [0]),
                "PythonQwt stacked bars as filled curve polygons (weather at the bottom, technical, crew on top), legend drawn inside above Stronsay and Eday; segments probed by their own length; QwtPlotRenderer PDF, pdfrw.",
                find="Cancelled sailings in 2025 by cause",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Seventeenth held-out set (blind): an English transport paper written by PDF::Reuse (Perl) in core Helvetica; a booktabs table with a bold total row, a zebra table with a two-level header, PythonQwt lines with symbols and PythonQwt stacked bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-sched-stronsay",
            "table",
            "How many sailings were scheduled on the Stronsay route in 2025?",
            "1,200 sailings (Table 1).",
            [["1,200", "1200"]],
            [T1_],
            ["1,095", "1,460"],
        ),
        q(
            "table-pax-eday",
            "table",
            "How many passengers travelled on the Eday route?",
            "9,850 passengers.",
            [["9,850", "9850"]],
            [T1_],
            ["38,900", "42,700"],
        ),
        q(
            "table-cancel-sanday",
            "table",
            "What share of the Sanday sailings was cancelled?",
            "6.0 % (66 of 1,095).",
            [["6.0", "6 %", "6%"]],
            [T1_],
            ["5.0", "7.0"],
        ),
        q(
            "table-total-pax",
            "table",
            "How many passengers did the five routes carry in total?",
            "271,150 passengers (total row of Table 1).",
            [["271,150", "271150"]],
            [T1_],
            ["118,400"],
        ),
        q(
            "table-highest-cancel",
            "table",
            "Which route had the highest cancellation rate?",
            "Eday, 7.0 % of its sailings.",
            [["Eday"]],
            [T1_],
            ["Sanday"],
        ),
        q(
            "table-pax-diff",
            "table",
            "How many more passengers used the Westray route than the Stronsay route?",
            "18,600 more (61,300 against 42,700).",
            [["18,600", "18600"]],
            [T1_],
            ["22,400", "3,800"],
        ),
        q(
            "table-cancelled-westray",
            "table",
            "How many Westray sailings were cancelled?",
            "73 sailings (5.0 %).",
            [["73"]],
            [T1_],
            ["66", "51"],
        ),
        q(
            "table-distance-stronsay",
            "table",
            "How long is the Stronsay crossing in kilometres?",
            "30.5 km (Table 2).",
            [["30.5"]],
            [T2_],
            ["27.0", "35.0"],
        ),
        q(
            "table-vessel-sanday",
            "table",
            "Which vessel serves the Sanday route?",
            "Varagen.",
            [["Varagen"]],
            [T2_],
            ["Earl Sigurd"],
        ),
        q(
            "table-winter-eday",
            "table",
            "What is the scheduled winter crossing time to Eday?",
            "82 minutes.",
            [["82"]],
            [T2_],
            ["78", "75"],
        ),
        q(
            "table-winter-gain",
            "table",
            "How much longer is the Westray crossing in winter than in summer?",
            "Ten minutes (95 against 85).",
            [["10", "ten"]],
            [T2_],
            ["8", "7"],
        ),
        q(
            "figure-westray-jul",
            "figure",
            "How many passengers did the Westray route carry in July according to Figure 1?",
            "About 9,400 (9.4 thousand).",
            [[rng(8.9, 9.9), "9,400", "9400"]],
            [F1],
            ["6.0", "8.8"],
            note="Plotted 9.4 thousand (Sanday 6.0 in July; Westray 8.8 in August).",
        ),
        q(
            "figure-sanday-may",
            "figure",
            "What does Figure 1 show for Sanday passengers in May?",
            "About 3,900 (3.9 thousand).",
            [[rng(3.5, 4.3), "3,900", "3900"]],
            [F1],
            ["5.8", "3.0"],
            note="Plotted 3.9 (Westray 5.8 in May; Sanday 3.0 in April).",
        ),
        q(
            "figure-gap-jun",
            "figure",
            "In June, how many more passengers did Westray carry than Sanday in Figure 1?",
            "About 2,800 more (7.9 against 5.1 thousand).",
            [[rng(2.3, 3.3), "2,800", "2800"]],
            [F1],
            ["1.2", "4.7"],
            note="Plotted 7.9 and 5.1: 2.8 thousand.",
        ),
        q(
            "figure-weather-eday",
            "figure",
            "How many Eday sailings were cancelled because of the weather (Figure 2)?",
            "About 40.",
            [[rng(37, 43)]],
            [F2],
            ["30", "49"],
            note="Plotted 40 (Stronsay 30, Sanday 49).",
        ),
        q(
            "figure-technical-most",
            "figure",
            "On which route did technical faults cancel the most sailings in Figure 2?",
            "Shapinsay, about 16.",
            [["Shapinsay"]],
            [F2],
            None,
            note="Technical: 15, 12, 14, 8, 16.",
        ),
        q(
            "figure-crew-westray",
            "figure",
            "How many Westray cancellations were due to crew shortages?",
            "About 6.",
            [[rng(5, 7), "six"]],
            [F2],
            ["15", "3"],
            note="Plotted 6 (technical 15; Eday and Shapinsay crew 3).",
        ),
        q(
            "text-cancel-def",
            "text",
            "When was a sailing counted as cancelled?",
            "When it did not leave within two hours of its scheduled time.",
            [["two hours"]],
            [("text", "within two hours")],
        ),
        q(
            "text-counting",
            "text",
            "How were passengers counted?",
            "By the ticket machines at Kirkwall pier and at each island terminal.",
            [["ticket machine"]],
            [("text", "ticket machines at Kirkwall")],
        ),
        q(
            "ml-hi-weather",
            "multilingual",
            "2025 में मौसम के कारण कुल कितनी नौकाएँ रद्द हुईं?",
            "282 में से 196 रद्दीकरण मौसम के कारण थे।",
            [["196"]],
            [("text", "Weather caused")],
            language="hi",
        ),
        q(
            "ml-oc-shapinsay",
            "multilingual",
            "Quant de passatgièrs an pres lo batèu de Shapinsay en 2025?",
            "118 400 passatgièrs.",
            [["118,400", "118400", "118 400"]],
            [T1_],
            language="oc",
        ),
        q(
            "unanswerable-rousay",
            "unanswerable",
            "How many sailings were cancelled on the Rousay route?",
            "The Rousay route is not in the study; only Westray, Sanday, Stronsay, Eday and Shapinsay are reported.",
        ),
        q(
            "unanswerable-november",
            "unanswerable",
            "How many passengers did the Westray route carry in November?",
            "Figure 1 covers March to October only.",
        ),
        q(
            "unanswerable-freight",
            "unanswerable",
            "How much freight did the Sanday ferry carry?",
            "Freight volumes were not recorded.",
        ),
        q(
            "unanswerable-ta-fare",
            "unanswerable",
            "வெஸ்ட்ரே படகின் பயணக் கட்டணம் எவ்வளவு?",
            "கட்டணங்கள் இந்த ஆய்வில் இடம்பெறவில்லை.",
            language="ta",
        ),
    ]
