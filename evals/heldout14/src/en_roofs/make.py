"""en_roofs: English building-physics paper (surface temperature, heat flux, stormwater retention
and cooling demand of extensive and intensive green roofs against two reference roofs), laid out
by ``layout9`` in one column (base-14 Times metrics) and written by **pydyf** (every PDF object
built by ``writers14.py``; core Times-Roman/Bold/Italic, WinAnsiEncoding, not embedded); the
vector chart is stamped by heldout10's pdfrw stamp. Figure 1 is a **Tk canvas line chart**
(Tcl/Tk 8.6 ``canvas postscript`` under Xvfb, Ghostscript to a cropped PDF: three lines with
circles, squares and triangles, legend on top); Figure 2 is **RASTER**: a Tk canvas grouped bar
chart rendered to PNG by Ghostscript (144 dpi) and placed by pydyf as an image, no text layer.
Table 1 is **booktabs-style** with **italic row groups** and units in two-line headers; Table 2
is a **fully ruled grid** with a **two-level header** and a **bold season total row**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper14 import (  # noqa: E402
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
    tk_chart,
    write_pydyf,
)  # fmt: skip

FONTS = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}
TITLE = "Surface temperature, stormwater retention and cooling demand of extensive and intensive green roofs"
# plot, vegetation, substrate depth (mm), cover (%), peak surface temp (C), peak heat flux (W/m2)
T1 = {
    "Extensive": [
        ("E1", "Sedum mat", 80, 92, 41.3, 18.4),
        ("E2", "Sedum–herb mix", 120, 88, 38.9, 15.1),
    ],
    "Intensive": [
        ("I1", "Grass and perennials", 250, 95, 33.6, 9.7),
        ("I2", "Low shrubs", 400, 81, 31.2, 7.9),
    ],
    "Reference": [
        ("R1", "Black bitumen", 0, 0, 68.5, 47.2),
        ("R2", "White membrane", 0, 0, 44.7, 21.6),
    ],
}
MONTHS = ["April", "May", "June", "July", "August", "September"]
RAIN = [48.2, 61.5, 55.0, 72.4, 80.6, 52.3]
RUN_E1 = [19.8, 22.1, 12.4, 21.7, 33.5, 20.9]
RUN_I1 = [8.6, 9.9, 3.1, 6.5, 14.2, 8.8]
HOURS = ["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00"]
TEMP = {
    "R1 black bitumen": [24.1, 21.8, 27.5, 49.6, 64.2, 68.5, 52.3, 30.4],
    "E1 sedum mat": [25.3, 23.6, 24.9, 33.2, 39.8, 41.3, 36.1, 28.7],
    "I1 grass and perennials": [24.8, 23.9, 24.2, 29.1, 32.5, 33.6, 31.0, 27.2],
}
CMONTHS = ["May", "Jun", "Jul", "Aug", "Sep"]
COOL = {
    "R1 black bitumen": [3.8, 6.9, 11.4, 10.2, 5.1],
    "I1 grass and perennials": [2.6, 4.3, 6.8, 6.1, 3.3],
}
CAP1 = (
    "Roof surface temperature through the hottest day of the 2025 season (21 July) on three plots."
)
CAP2 = "Monthly cooling energy of the top-floor test rooms under the black bitumen roof and the intensive roof."


def ret(rain: float, run: float) -> str:
    return f"{(rain - run) / rain * 100:.1f}"


def totals() -> tuple[float, float, float]:
    return round(sum(RAIN), 1), round(sum(RUN_E1), 1), round(sum(RUN_I1), 1)


def check_prose() -> None:
    rain, e1, i1 = totals()
    assert (rain, e1, i1) == (370.0, 130.4, 51.1)
    assert ret(rain, e1) == "64.8" and ret(rain, i1) == "86.2"
    allrows = [r for rs in T1.values() for r in rs]
    assert (
        max(allrows, key=lambda r: r[4])[0] == "R1" and min(allrows, key=lambda r: r[4])[0] == "I2"
    )
    assert round(68.5 - 31.2, 1) == 37.3
    veg = sorted((r for r in allrows if r[2]), key=lambda r: r[2])  # deeper: cooler, less flux
    assert all(a[4] > b[4] and a[5] > b[5] for a, b in zip(veg, veg[1:], strict=False))
    assert min(T1["Reference"][1][4] - r[4] for r in veg) > 0  # white membrane above every plot
    rets = [float(ret(r, a)) for r, a in zip(RAIN, RUN_E1, strict=True)]
    assert MONTHS[rets.index(min(rets))] == "August"
    spread = [max(v[i] for v in TEMP.values()) - min(v[i] for v in TEMP.values()) for i in range(8)]
    assert max(spread[0], spread[1]) <= 2.1 and spread.index(max(spread)) == HOURS.index("15:00")
    for k, (pid, *_r) in zip(
        TEMP, [T1["Reference"][0], T1["Extensive"][0], T1["Intensive"][0]], strict=True
    ):
        peak = max(TEMP[k])
        assert peak == next(r[4] for rs in T1.values() for r in rs if r[0] == pid), k
    assert (
        round(sum(COOL["R1 black bitumen"]), 1) == 37.4
        and round(sum(COOL["I1 grass and perennials"]), 1) == 23.1
    )


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = []
    for grp, rs in T1.items():
        rows.append(grp)
        rows += [[pid, veg, str(d), str(c), f"{t:.1f}", f"{f:.1f}"] for pid, veg, d, c, t, f in rs]
    t1 = table("Table 1.", "The six roof plots and their peak values on 21 July 2025",
               [[("Plot", 1), ("Vegetation", 1), ("Substrate\ndepth (mm)", 1), ("Plant\ncover (%)", 1),
                 ("Peak surface\ntemp. (°C)", 1), ("Peak heat\nflux (W/m²)", 1)]],
               rows, "booktabs", z=9)  # fmt: skip
    rain, e1, i1 = totals()
    t2rows = [
        [m, f"{r:.1f}", f"{a:.1f}", ret(r, a), f"{b:.1f}", ret(r, b)]
        for m, r, a, b in zip(MONTHS, RAIN, RUN_E1, RUN_I1, strict=True)
    ]
    t2rows.append(["Season", f"{rain:.1f}", f"{e1:.1f}", ret(rain, e1), f"{i1:.1f}", ret(rain, i1)])
    t2 = table("Table 2.", "Rainfall, runoff and retention of the extensive plot E1 and the intensive plot I1, April to September 2025",
               [[("", 1), ("", 1), ("Extensive E1", 2), ("Intensive I1", 2)],
                [("Month", 1), ("Rainfall (mm)", 1), ("Runoff (mm)", 1), ("Retained (%)", 1),
                 ("Runoff (mm)", 1), ("Retained (%)", 1)]],
               t2rows, "grid", z=9, bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Eleanor J. Marsh, Tomasz Wieczorek and Aisha Bello",
            "Department of Civil and Structural Engineering, University of Sheffield, United Kingdom",
            "Abstract.",
            "We monitored six 3 m by 3 m roof plots on one flat roof through the 2025 season: two "
            "extensive and two intensive green roofs and two membranes without vegetation. On the "
            "hottest day the black bitumen surface peaked at 68.5 °C and the shrub roof at 31.2 °C, "
            "37.3 °C cooler. Over the season the intensive plot retained 86.2 % of the rainfall and "
            "the extensive plot 64.8 %.",
        ),  # fmt: skip
        h("1. Introduction"),
        p(
            "Green roofs are promoted in British cities for cooling and for holding back stormwater, "
            "but most evidence comes from warmer climates or from modelling. Side-by-side plots on "
            "one roof remove the differences of exposure and weather between buildings."
        ),  # fmt: skip
        h("2. Site and methods"),
        p(
            "The plots sit on the flat roof of the Mappin Building in Sheffield, 22 m above ground. "
            "Surface temperature was logged every 10 minutes with Campbell Scientific 109 "
            "thermistors under a thin soil cover, and heat flux through the deck with Hukseflux "
            "HFP01 plates. Runoff from each plot drained to a tipping-bucket gauge of 0.2 mm "
            "resolution. Cooling energy is the metered electricity of a split air conditioner "
            "holding each test room below the roof at 24 °C."
        ),  # fmt: skip
        t1,
        h("3. Results"),
        p(
            "Deeper substrates lowered both the peak surface temperature and the "
            "heat flux into the building (Table 1). The white membrane stayed much cooler than "
            "the black one but still peaked above every vegetated plot. Retention on the extensive "
            "plot was lowest in August, when two storms fell on a wet substrate (Table 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figure 1.", CAP1, frac=0.7),
        p(
            "The three plots were within 2.1 °C of each other at midnight and at 03:00; the "
            "difference opened after sunrise and was largest at 15:00 (Figure 1). The room under the "
            "intensive roof needed less cooling energy in every month (Figure 2)."
        ),  # fmt: skip
        figure(fb, "Figure 2.", CAP2, frac=0.6),
        h("4. Discussion"),
        p(
            "Where the structure can carry it, an intensive roof gives the largest cooling and "
            "retention benefit. Installation and maintenance costs were not assessed, and we did "
            "not survey insects or other biodiversity on the plots."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    st = [("#202020", "", "circle", False), ("#c0392b", "6 4", "square", True),
          ("#1e6b3a", "2 3", "triangle", False)]  # fmt: skip
    spec = {"size": (720, 430), "kind": "line", "x": {"cats": HOURS},
            "y": {"min": 15, "max": 75, "ticks": [15, 25, 35, 45, 55, 65, 75]},
            "xtitle": "Time of day (BST)", "ytitle": "Surface temperature (°C)", "legend": "top",
            "series": [{"name": k, "values": v, "color": c, "dash": d, "marker": m, "open": o}
                       for (k, v), (c, d, m, o) in zip(TEMP.items(), st, strict=True)]}  # fmt: skip
    return tk_chart(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": (700, 420), "kind": "bar", "x": {"cats": CMONTHS},
            "y": {"min": 0, "max": 12, "ticks": [0, 2, 4, 6, 8, 10, 12]},
            "xtitle": "Month (2025)", "ytitle": "Cooling energy (kWh/m²)", "legend": "topleft",
            "series": [{"name": k, "values": v, "color": c} for (k, v), c in
                       zip(COOL.items(), ["#555555", "#6fbf73"], strict=True)]}  # fmt: skip
    return tk_chart(work, "fig2", spec, raster=True)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: TIMES[k] for k in "RBI"}, body=10.0, lead=13.0, cols=1,
                 margin=(62, 64, 62, 64), head="Green roofs: temperature, retention and cooling", foot="{n}")  # fmt: skip
    return write_pydyf(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout14/en_roofs.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(1, 2), (2, 4), (4, 3), (5, 5), (7, 4), (8, 1), (8, 5)],
                "pydyf, core Times (not embedded, WinAnsi); booktabs-style, italic row groups ('Extensive', 'Intensive', 'Reference'), two-line headers with units.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 2), (3, 5), (4, 4), (6, 1), (6, 3), (6, 5)],
                "Fully ruled grid; two-level header ('Extensive E1' / 'Intensive I1' over 'Runoff (mm)' and 'Retained (%)'); retained = (rainfall - runoff) / rainfall; bold season total row ('Season').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Time of day (BST)", "log": False, "categories": HOURS},
                {"title": "Surface temperature (°C)", "log": False, "min": 15, "max": 75},
                list(TEMP),
                pts("R1 black bitumen", HOURS, TEMP["R1 black bitumen"], [3, 5])
                + pts("E1 sedum mat", HOURS, TEMP["E1 sedum mat"], [4, 6])
                + pts("I1 grass and perennials", HOURS, TEMP["I1 grass and perennials"], [5]),
                "Tk 8.6 canvas (wish under Xvfb), canvas postscript in Helvetica, Ghostscript to a cropped PDF; R1 solid black with filled circles, E1 dashed red with open squares, I1 dotted green with triangles, legend on top.",
                find="Roof surface temperature through",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Month (2025)", "log": False, "categories": CMONTHS},
                {"title": "Cooling energy (kWh/m²)", "log": False, "min": 0, "max": 12},
                list(COOL),
                pts("R1 black bitumen", CMONTHS, COOL["R1 black bitumen"], [2, 3])
                + pts(
                    "I1 grass and perennials", CMONTHS, COOL["I1 grass and perennials"], [0, 2, 4]
                ),
                "RASTER: Tk 8.6 canvas grouped bars (grey R1, green I1, legend top left), its PostScript rendered to PNG by Ghostscript at 144 dpi and placed by pydyf as an image XObject; no text layer.",
                kind="raster_chart",
                text_layer=False,
                find="Monthly cooling energy of the top-floor",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fourteenth held-out set (blind): an English building-physics paper written object by object with pydyf in core Times; a booktabs table with italic row groups, a ruled two-level table with a bold season row, a Tk canvas line chart and a raster Tk canvas grouped bar chart.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-depth-e2",
            "table",
            "How deep is the substrate of the sedum–herb plot E2?",
            "120 mm (Table 1).",
            [["120"]],
            [T1_],
            ["80", "250"],
        ),
        q(
            "table-cover-i2",
            "table",
            "What plant cover did the low shrub plot I2 have?",
            "81 % (Table 1).",
            [["81"]],
            [T1_],
            ["95", "88"],
        ),
        q(
            "table-peak-r2",
            "table",
            "How hot did the white membrane roof get on 21 July?",
            "44.7 °C peak surface temperature (Table 1).",
            [["44.7"]],
            [T1_],
            ["68.5", "41.3"],
        ),
        q(
            "table-flux-e1",
            "table",
            "What was the peak heat flux through the sedum mat roof?",
            "18.4 W/m² (Table 1).",
            [["18.4"]],
            [T1_],
            ["15.1", "47.2"],
        ),
        q(
            "table-flux-lowest",
            "table",
            "Which plot let the least heat into the building at the peak, and how much?",
            "I2, the low shrubs: 7.9 W/m².",
            [["I2", "shrub"], ["7.9"]],
            [T1_],
            ["9.7"],
        ),
        q(
            "table-flux-diff-ref",
            "table",
            "How much lower was the peak heat flux under the white membrane than under the black bitumen?",
            "25.6 W/m² lower (21.6 against 47.2 W/m²).",
            [["25.6"]],
            [T1_],
            ["23.8", "37.3"],
        ),
        q(
            "table-rain-june",
            "table",
            "How much rain fell on the roof in June 2025?",
            "55.0 mm (Table 2).",
            [["55.0", "55 mm"]],
            [T2_],
            ["61.5", "72.4"],
        ),
        q(
            "table-runoff-e1-august",
            "table",
            "How much runoff came off the extensive plot E1 in August?",
            "33.5 mm (Table 2).",
            [["33.5"]],
            [T2_],
            ["14.2", "21.7"],
        ),
        q(
            "table-retained-i1-june",
            "table",
            "What share of the June rainfall did the intensive plot retain?",
            "94.4 % (Table 2).",
            [["94.4"]],
            [T2_],
            ["77.5", "91.0"],
        ),
        q(
            "table-season-rain",
            "table",
            "What was the total rainfall over the monitoring season?",
            "370.0 mm, April to September 2025.",
            [["370"]],
            [T2_],
            ["130.4", "51.1"],
        ),
        q(
            "table-e1-worst-month",
            "table",
            "In which month did the extensive plot E1 retain the smallest share of the rain, and what share?",
            "August, 58.4 %.",
            [["August"], ["58.4"]],
            [T2_],
            ["58.9", "70.0"],
        ),
        q(
            "figure-r1-0900",
            "figure",
            "In Figure 1, what was the surface temperature of the black bitumen roof at 09:00?",
            "About 50 °C.",
            [[rng(47, 52.5)]],
            [F1],
            ["33.2", "29.1"],
            note="Plotted 49.6 (E1 33.2, I1 29.1).",
        ),
        q(
            "figure-e1-1800",
            "figure",
            "According to Figure 1, how warm was the sedum mat at 18:00?",
            "About 36 °C.",
            [[rng(34, 38.5)]],
            [F1],
            ["52.3", "31.0"],
            note="Plotted 36.1 (R1 52.3, I1 31.0).",
        ),
        q(
            "figure-gap-1200",
            "figure",
            "How much hotter was the black bitumen than the grass-and-perennials roof at noon in Figure 1?",
            "About 32 °C (about 64 against 32.5 °C).",
            [[rng(28, 35)]],
            [F1],
            ["24.4", "7.3"],
            note="Plotted 64.2 and 32.5: 31.7.",
        ),
        q(
            "figure-coolest-predawn",
            "figure",
            "In Figure 1, which roof was coolest at 03:00?",
            "The black bitumen roof R1, at about 22 °C.",
            [["bitumen", "R1"]],
            [F1],
            None,
            note="Plotted R1 21.8, E1 23.6, I1 23.9 at 03:00.",
        ),
        q(
            "figure-r1-july",
            "figure",
            "How much cooling energy did the room under the black bitumen roof use in July, according to Figure 2?",
            "About 11.4 kWh/m².",
            [[rng(10.6, 12.2)]],
            [F2],
            ["6.8", "10.2"],
            note="Plotted 11.4 (I1 6.8; R1 August 10.2).",
        ),
        q(
            "figure-i1-may",
            "figure",
            "What cooling energy does Figure 2 show for the room under the intensive roof in May?",
            "About 2.6 kWh/m².",
            [[rng(2.1, 3.1)]],
            [F2],
            ["3.8", "4.3"],
            note="Plotted 2.6 (R1 3.8; I1 June 4.3).",
        ),
        q(
            "text-thermistors",
            "text",
            "What sensors measured the roof surface temperature?",
            "Campbell Scientific 109 thermistors, logged every 10 minutes.",
            [["109", "thermistor"]],
            [("text", "Campbell Scientific 109")],
        ),
        q(
            "text-gauge",
            "text",
            "What was the resolution of the runoff gauges?",
            "0.2 mm (tipping-bucket gauges).",
            [["0.2"]],
            [("text", "0.2 mm")],
        ),
        q(
            "ml-nl-building",
            "multilingual",
            "Op welk gebouw lagen de proefvlakken?",
            "Op het platte dak van het Mappin Building in Sheffield, 22 m boven de grond.",
            [["Mappin"]],
            [("text", "Mappin Building")],
            language="nl",
        ),
        q(
            "ml-pl-setpoint",
            "multilingual",
            "Do jakiej temperatury chłodzono pomieszczenia testowe pod dachem?",
            "Do 24 °C (klimatyzator typu split).",
            [["24"]],
            [("text", "at 24 °C")],
            language="pl",
        ),
        q(
            "unanswerable-e3",
            "unanswerable",
            "What peak surface temperature did plot E3 reach?",
            "There is no plot E3; the extensive plots are E1 and E2.",
        ),
        q(
            "unanswerable-october",
            "unanswerable",
            "How much rain did the intensive plot retain in October 2025?",
            "Monitoring covered April to September only.",
        ),
        q(
            "unanswerable-cost",
            "unanswerable",
            "How much did the intensive green roof cost per square metre to install?",
            "Installation and maintenance costs were not assessed.",
        ),
        q(
            "unanswerable-de-insects",
            "unanswerable",
            "Wie viele Insektenarten wurden auf den Dachflächen gezählt?",
            "Insekten und Biodiversität wurden nicht erhoben.",
            language="de",
        ),
    ]
