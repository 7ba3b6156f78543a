"""en_soiling: English solar-energy paper (soiling of photovoltaic modules at a desert test field)
laid out by **@react-pdf/renderer** 4.9 (React components, Yoga flexbox layout, react-pdf's own
text engine and pdfkit fork; DejaVu Serif embedded as subsets). Figure 1 is a **RASTER** chart:
a **GD::Graph** (Perl, libgd) line chart saved as a PNG and placed by react-pdf (no text layer).
Figure 2 is a **Recharts** chart (React rendered on the server) with **columns on the left axis and a line on a second
(right) axis**, laid out by react-pdf as a placeholder PNG and swapped to the vector chart by
pdfrw. Table 1 is booktabs-style with a **two-level header**; Table 2 has **no rules** except a
thin line over a **bold reference row**."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from common import run

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper9 import (  # noqa: E402
    DEJAVU,
    NODE,
    figure,
    h,
    p,
    placeholder_png,
    pts,
    q,
    rechart,
    rng,
    swap,
    table,
    table_truth,
    title,
)  # fmt: skip

MODULES = ["Mono-PERC, glass/backsheet", "Bifacial PERC, glass/glass", "HJT bifacial, glass/glass",
           "CdTe thin film", "PERC, anti-soiling coating"]  # fmt: skip
TILT = [25, 25, 25, 20, 25]
DRY = [0.42, 0.39, 0.37, 0.51, 0.24]
WET = [0.18, 0.16, 0.17, 0.21, 0.11]
LOSS = [7.9, 7.1, 6.8, 9.4, 4.6]
PEAK = [14.8, 13.9, 13.2, 17.6, 8.9]
REGIMES = [
    "No cleaning",
    "Brushed fortnightly",
    "Washed weekly",
    "Robot, every 3 days",
    "Reference (kept clean)",
]
T2 = [("0", 81.2, 2054, 11.6), ("0", 88.7, 2243, 3.4), ("104", 90.1, 2279, 1.9), ("0", 90.6, 2292, 1.3),
      ("—", 91.8, 2322, 0.0)]  # fmt: skip
DAYS = [0, 4, 8, 12, 16, 20, 24, 28]
F1 = {
    "Uncleaned": [100, 97.8, 95.1, 93.0, 90.6, 88.9, 86.7, 84.8],
    "Brushed fortnightly": [100, 98.0, 96.0, 99.5, 97.6, 95.4, 93.5, 99.2],
    "Washed weekly": [100, 99.1, 99.6, 98.9, 99.4, 98.8, 99.3, 98.7],
}
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MLOSS = [6.2, 5.8, 7.4, 8.9, 10.6, 9.8, 8.1, 9.3, 11.7, 12.4, 9.1, 7.0]
PM10 = [48, 44, 61, 77, 95, 83, 66, 80, 104, 118, 79, 57]
S2 = ["Soiling loss (%)", "PM10 (µg/m³)"]


def check_prose() -> None:
    assert max(LOSS) == 9.4 and min(LOSS) == 4.6 and round(LOSS[0] - LOSS[4], 1) == 3.3
    assert round(DRY[0] / WET[0], 1) == 2.3
    assert max(MLOSS) == 12.4 and MONTHS[MLOSS.index(12.4)] == "Oct" and max(PM10) == 118
    assert T2[3][2] - T2[0][2] == 238
    assert F1["Washed weekly"][-1] > F1["Brushed fortnightly"][-2]


def fig1(work: Path) -> Path:
    spec = {"w": 1200, "h": 700, "x": DAYS, "order": list(F1), "series": F1,
            "x_label": "Day of test", "y_label": "Performance ratio (%)", "y_min": 80, "y_max": 102,
            "y_ticks": 11, "font": DEJAVU + "DejaVuSans.ttf"}  # fmt: skip
    (work / "fig1.json").write_text(json.dumps(spec), encoding="utf-8")
    run(["perl", str(HERE.parent / "gdchart.pl"), "fig1.json", "fig1.png"], cwd=work)
    return work / "fig1.png"


def fig2(work: Path) -> Path:
    spec = {
        "type": "composed", "width": 640, "height": 330, "xKey": "m",
        "data": [{"m": m, "s0": a, "s1": b} for m, a, b in zip(MONTHS, MLOSS, PM10, strict=True)],
        "yDomain": [0, 15], "yTicks": [0, 3, 6, 9, 12, 15], "yLabel": "Soiling loss (%)",
        "y2": {"domain": [0, 150], "ticks": [0, 30, 60, 90, 120, 150], "label": "PM10 (µg/m³)"},
        "series": [
            {"key": "s0", "name": S2[0], "kind": "bar", "color": "#9a9a9a", "barSize": 26},
            {"key": "s1", "name": S2[1], "kind": "line", "color": "#b03a2e", "axis": "y2"},
        ],
        "legend": {"x": 200, "y": 20},
    }  # fmt: skip
    return rechart(work, "fig2", spec)


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "Table 1.",
        "Module technologies on the test field: tilt, daily soiling rate by season, annual energy loss and the largest loss before a rain event (2023)",
        [[("", 1), ("", 1), ("Soiling rate (%/day)", 2), ("", 1), ("", 1)],
         [("Module", 1), ("Tilt (°)", 1), ("Dry season", 1), ("Wet season", 1), ("Annual loss (%)", 1),
          ("Peak loss (%)", 1)]],
        [[m, str(t), f"{d:.2f}", f"{w:.2f}", f"{lo:.1f}", f"{pk:.1f}"]
         for m, t, d, w, lo, pk in zip(MODULES, TILT, DRY, WET, LOSS, PEAK, strict=True)],
        "booktabs", widths=[140, 46, 62, 62, 70, 62],
    )  # fmt: skip
    t2 = table(
        "Table 2.",
        "Cleaning regimes on the mono-PERC strings: water use, performance ratio, specific yield and soiling loss (2023)",
        [[("Regime", 1), ("Water (L/m² per year)", 1), ("Performance ratio (%)", 1),
          ("Yield (kWh/kWp)", 1), ("Soiling loss (%)", 1)]],
        [[r, wv, f"{pr:.1f}", f"{y:,}", f"{sl:.1f}"] for r, (wv, pr, y, sl) in zip(REGIMES, T2, strict=True)],
        "none", widths=[125, 90, 90, 80, 70], bold_last=True,
    )  # fmt: skip
    return t1, t2


CAP1 = (
    "Performance ratio of three mono-PERC strings during the 28-day cleaning test in the dry season"
)
CAP2 = "Monthly soiling loss of the uncleaned reference string (columns, left axis) and mean PM10 concentration at the site (line, right axis), 2023"
TITLE = (
    "Soiling of photovoltaic modules at a high-desert test field: technology, season and cleaning"
)


def blocks(f1: Path, ph2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Camila Rojas, Daniel Whitfield and Priya Natarajan",
            "Solar Energy Research Group, Antofagasta",
            "Abstract.",
            "We measured soiling on five photovoltaic module technologies and four cleaning regimes "
            "at a 2,400 m high-desert test field during 2023. Without cleaning, modules lost 4.6 to "
            "9.4% of their annual energy; an anti-soiling coating cut the loss of mono-PERC modules "
            "by 3.3 percentage points. Soiling in the dry season was more than twice as fast as in "
            "the wet season, and monthly losses followed airborne dust. A cleaning robot running "
            "every three days recovered most of the loss without water.",
        ),
        h("1 Introduction"),
        p(
            "Deserts combine the highest solar resource with the highest dust deposition. Soiling "
            "losses of more than 10% a month are common in arid regions, and cleaning, usually with "
            "scarce water, is a large part of operating costs. The rate at which dust accumulates "
            "depends on the module surface, its tilt, the season and local dust sources. We report "
            "one year of side-by-side measurements at a single high-desert site."
        ),
        h("2 Site and methods"),
        p(
            "The test field lies at 2,400 m above sea level, 60 km from the coast. Five module "
            "technologies were mounted on fixed racks facing north (Table 1). Each technology had a "
            "soiled string and a reference string cleaned daily by hand; the soiling ratio is the "
            "ratio of their short-circuit currents, corrected for temperature. The soiling rate was "
            "fitted by linear regression over dry periods of at least ten days. PM10 was recorded "
            "by a beta-attenuation monitor next to the racks."
        ),
        t1,
        h("3 Results"),
        p(
            "The CdTe modules, mounted at a lower tilt, soiled fastest and lost 9.4% of their annual "
            "energy; the coated PERC modules lost only 4.6%. On the uncoated mono-PERC modules the "
            "dry-season soiling rate (0.42%/day) was 2.3 times the wet-season rate. The largest loss "
            "before a rain event, 17.6%, was also measured on the CdTe modules."
        ),
        p(
            "During the 28-day cleaning test (Figure 1), the string washed weekly stayed closest to "
            "its initial performance, while the uncleaned string declined steadily; the brushed "
            "string recovered after each brushing."
        ),
        figure(f1, "Figure 1.", CAP1, width=400),
        p(
            "Over the whole year the robot recovered 238 kWh/kWp compared with no cleaning, slightly "
            "more than weekly washing, and without water (Table 2)."
        ),
        t2,
        p(
            "Monthly losses of the uncleaned string followed the dust concentration (Figure 2). The "
            "highest loss, 12.4%, occurred in October, the month with the most airborne dust."
        ),
        figure(ph2, "Figure 2.", CAP2, width=420),
        h("4 Discussion"),
        p(
            "Anti-soiling coatings and frequent dry cleaning were the most effective measures at this "
            "site. We did not test coating durability beyond one year, and we did not measure the "
            "particle size distribution or mineral composition of the deposited dust. Tracking "
            "systems were not part of the test field."
        ),
    ]


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    ph2 = placeholder_png(work / "ph2.png", 640, 330)
    spec = {
        "fonts": {"R": DEJAVU + "DejaVuSerif.ttf", "B": DEJAVU + "DejaVuSerif-Bold.ttf",
                  "I": DEJAVU + "DejaVuSerif-Italic.ttf"},
        "body": 9.6, "title": TITLE, "head": "Soiling of PV modules in a high desert",
        "blocks": blocks(f1, ph2),
    }  # fmt: skip
    (work / "spec.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["node", str(HERE.parent / "reactpdf_doc.mjs"), "spec.json", "laid.pdf"], cwd=work,
        env={"HELDOUT9_NODE": NODE})  # fmt: skip
    swap(work / "laid.pdf", work / "paper.pdf", {(640, 330): f2}, work)
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    s1 = list(F1)
    return {
        "file": "heldout9/en_soiling.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 3), (2, 4), (3, 5), (4, 2), (3, 1)],
                "react-pdf flexbox rows, DejaVu Serif; booktabs-style rules (row borders); two-level header (Soiling rate (%/day) over Dry season / Wet season, a short rule under the group).",
            ),  # fmt: skip
            table_truth(
                t2,
                "Table 2",
                [(0, 3), (1, 2), (2, 1), (3, 4), (4, 2)],
                "No rules except a thin line over the bold last row (Reference (kept clean)); thousands commas (2,054); an em dash cell.",
            ),  # fmt: skip
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "raster_chart",
                "text_layer": False,
                "caption": CAP1,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Day of test", "log": False, "min": 0, "max": 28},
                        "y": {
                            "title": "Performance ratio (%)",
                            "log": False,
                            "min": 80,
                            "max": 102,
                        },
                        "series": s1,
                        "points": pts(s1[0], DAYS, F1[s1[0]], [4, 7])
                        + pts(s1[1], DAYS, F1[s1[1]], [6])
                        + pts(s1[2], DAYS, F1[s1[2]], [7]),
                    }
                ],
                "note": "GD::Graph 1.54 linespoints PNG (1200 x 700 px, palette, DejaVu Sans labels) placed by react-pdf: axis labels, legend (below the plot) and values exist only as pixels.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": CAP2,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar_line",
                        "x": {"title": None, "log": False, "categories": MONTHS},
                        "y": {"title": "Soiling loss (%)", "log": False, "min": 0, "max": 15},
                        "y2": {"title": "PM10 (µg/m³)", "log": False, "min": 0, "max": 150},
                        "series": S2,
                        "points": pts(S2[0], MONTHS, MLOSS, [0, 4, 8])
                        + [dict(pt, axis="y2") for pt in pts(S2[1], MONTHS, PM10, [1, 4, 9])],
                    }
                ],
                "note": "Recharts 2.15 ComposedChart (server-side React render) SVG -> rsvg-convert PDF, swapped by pdfrw into the placeholder react-pdf laid out: grey columns on the left axis (0-15), red line with diamonds on the right axis (0-150), legend on top, no value labels.",
            },
        ],
    }


SET = {
    "title": TITLE,
    "description": "Ninth held-out set (blind): an English solar-energy paper laid out by react-pdf (DejaVu Serif), with a booktabs table with a two-level header, a table without rules and a bold reference row, a GD::Graph raster line chart and a Recharts columns-and-line chart with a second y axis.",
}


def questions() -> list[dict[str, Any]]:
    T1, T2_, F1_, F2_ = (
        ("table", "Table 1"),
        ("table", "Table 2"),
        ("figure", "Figure 1"),
        ("figure", "Figure 2"),
    )
    return [
        q(
            "table-dry-rate-perc",
            "table",
            "What was the dry-season soiling rate of the mono-PERC glass/backsheet modules?",
            "0.42%/day (Table 1).",
            [["0.42"]],
            [T1],
            ["0.39", "0.37", "0.51", "0.18"],
        ),
        q(
            "table-wet-rate-bifacial",
            "table",
            "How fast did bifacial PERC glass/glass modules soil in the wet season?",
            "0.16%/day (Table 1).",
            [["0.16"]],
            [T1],
            ["0.17", "0.18", "0.11", "0.39"],
        ),
        q(
            "table-annual-loss-hjt",
            "table",
            "What annual energy loss did the HJT bifacial modules have?",
            "6.8% (Table 1).",
            [["6.8"]],
            [T1],
            ["7.1", "7.9", "4.6"],
        ),
        q(
            "table-tilt-cdte",
            "table",
            "At what tilt were the CdTe thin-film modules mounted?",
            "20° (Table 1).",
            [["20"]],
            [T1],
            ["25"],
        ),
        q(
            "table-lowest-dry-rate",
            "table",
            "Which module technology had the lowest dry-season soiling rate?",
            "The PERC modules with an anti-soiling coating, 0.24%/day (Table 1).",
            [["anti-soiling", "coating", "coated"]],
            [T1],
            ["HJT", "CdTe"],
        ),
        q(
            "table-peak-hjt-vs-perc",
            "table",
            "How much lower was the peak soiling loss of the HJT modules than that of the mono-PERC glass/backsheet modules?",
            "1.6 percentage points (13.2% against 14.8%; Table 1).",
            [["1.6"]],
            [T1],
            ["0.7", "2.5"],
        ),
        q(
            "table-yield-no-cleaning",
            "table",
            "What specific yield did the strings without cleaning produce in 2023?",
            "2,054 kWh/kWp (Table 2).",
            [["2,054", "2054", "2 054"]],
            [T2_],
            ["2,243", "2243", "2,322", "2322"],
        ),
        q(
            "table-water-weekly",
            "table",
            "How much water did weekly washing use per square metre and year?",
            "104 L/m² per year (Table 2).",
            [["104"]],
            [T2_],
        ),
        q(
            "table-pr-brushed",
            "table",
            "What performance ratio did the fortnightly brushed strings reach?",
            "88.7% (Table 2).",
            [["88.7"]],
            [T2_],
            ["90.1", "90.6", "81.2"],
        ),
        q(
            "table-robot-soiling",
            "table",
            "What soiling loss remained with the cleaning robot running every three days?",
            "1.3% (Table 2).",
            [["1.3"]],
            [T2_],
            ["1.9", "3.4", "11.6"],
        ),
        q(
            "figure-raster-uncleaned-end",
            "figure",
            "According to Figure 1, what was the performance ratio of the uncleaned string at the end of the 28-day test?",
            "About 85% (84.8; the chart is a raster image).",
            [[rng(83.5, 86)]],
            [F1_],
            ["98.7", "99.2"],
            note="Raster chart (GD::Graph PNG): plotted 84.8 at day 28; day 24 86.7. The text gives no values.",
        ),
        q(
            "figure-raster-brushed-day24",
            "figure",
            "In Figure 1, how low did the brushed string fall just before its second brushing, on day 24?",
            "About 93.5% (raster image).",
            [[rng(92.5, 94.5)]],
            [F1_],
            ["86.7", "99.3"],
            note="Raster chart: Brushed fortnightly 93.5 at day 24, then 99.2 at day 28; Uncleaned 86.7, Washed weekly 99.3 at day 24.",
        ),
        q(
            "figure-loss-may",
            "figure",
            "What was the soiling loss of the uncleaned string in May (Figure 2)?",
            "About 10.6% (Figure 2).",
            [[rng(10, 11.2)]],
            [F2_],
            ["9.8", "8.9"],
            note="Plotted 10.6; April 8.9, June 9.8.",
        ),
        q(
            "figure-loss-september",
            "figure",
            "In Figure 2, how large was the monthly soiling loss in September?",
            "About 11.7%.",
            [[rng(11.1, 12.2)]],
            [F2_],
            ["12.4", "9.3"],
            note="Plotted 11.7; October 12.4, August 9.3.",
        ),
        q(
            "figure-pm10-february",
            "figure",
            "What PM10 concentration does Figure 2 show for February?",
            "About 44 µg/m³ (right axis).",
            [[rng(38, 45.9)]],
            [F2_],
            ["48", "61"],
            note="Plotted 44 on the right axis (0-150); January 48, March 61.",
        ),
        q(
            "figure-pm10-october",
            "figure",
            "What was the mean PM10 concentration in October (Figure 2)?",
            "About 118 µg/m³ (right axis).",
            [[rng(110, 126)]],
            [F2_],
            ["104", "79"],
            note="Plotted 118 (maximum).",
        ),
        q(
            "figure-lowest-loss-month",
            "figure",
            "In which month was the monthly soiling loss lowest (Figure 2)?",
            "February, about 5.8%.",
            [["February", "Feb"]],
            [F2_],
            ["January", "December"],
            note="Jan 6.2, Feb 5.8, Dec 7.0.",
        ),
        q(
            "text-altitude",
            "text",
            "At what altitude is the test field?",
            "2,400 m above sea level, 60 km from the coast.",
            [["2,400", "2400", "2 400"]],
            [("text", "2,400 m above sea level")],
        ),
        q(
            "ml-fr-ratio",
            "multilingual",
            "Combien de fois le taux d'encrassement en saison sèche dépassait-il celui de la saison humide pour les modules mono-PERC ?",
            "2,3 fois (0,42 contre 0,18 %/jour).",
            [["2.3", "2,3"]],
            [("text", "2.3 times"), T1],
            language="fr",
        ),
        q(
            "ml-ja-coating",
            "multilingual",
            "防汚コーティング付きPERCモジュールの年間エネルギー損失は何%でしたか？",
            "4.6%（本文と表1）。",
            [["4.6", "4,6"]],
            [("text", "lost only 4.6%"), T1],
            language="ja",
        ),
        q(
            "unanswerable-particle-size",
            "unanswerable",
            "What was the median particle size of the deposited dust?",
            "Particle size and mineral composition were not measured.",
        ),
        q(
            "unanswerable-tracker",
            "unanswerable",
            "How much did soiling reduce the yield of single-axis trackers?",
            "Tracking systems were not part of the test field.",
        ),
        q(
            "unanswerable-zh-2022",
            "unanswerable",
            "2022年单晶PERC组件的年发电损失是多少？",
            "论文只报告了2023年的数据。",
            language="zh",
        ),
        q(
            "unanswerable-es-coating-5y",
            "unanswerable",
            "¿Cuánto se degradó el recubrimiento antisuciedad después de cinco años?",
            "La durabilidad del recubrimiento no se evaluó más allá de un año.",
            language="es",
        ),
    ]
