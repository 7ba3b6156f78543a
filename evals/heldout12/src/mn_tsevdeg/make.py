"""mn_tsevdeg: Mongolian permafrost paper (active-layer thickness and ground temperature in six
boreholes on forested and steppe slopes near Lake Khövsgöl), in the Cyrillic script with the
letters ө and ү, laid out by ``layout9`` in one column (DejaVu Sans metrics) and drawn by
**Spire.PDF** (e-iceblue's free edition for Python: ``PdfTrueTypeFont`` Unicode fonts,
``Canvas.DrawString``, ``DrawLine``, ``DrawRectangle``); heldout10's pdfrw stamp draws the
charts. Figure 1 is a **plotnine line chart** (two boreholes over six survey years, legend below);
Figure 2 a **Veusz bar chart with negative bars** (monthly surface temperature, one series, no
legend). Table 1 is a **fully ruled grid** with **italic row groups** (forest / steppe belt),
thousands spaces and U+2212 minus signs; Table 2 booktabs-style with a **two-level header**
(2013 / 2023)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper12 import (  # noqa: E402
    GOLD,
    SANS,
    fig_truth,
    figure,
    h,
    layout,
    p,
    plotnine,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    veusz,
    vsz_data,
    vsz_graph,
    write_spire,
)  # fmt: skip

# group -> (borehole, elevation m, active layer cm, ground temperature at 10 m °C)
T1 = {"Ойн бүс": [("BH1", 1680, 142, -1.2), ("BH2", 1720, 128, -1.6), ("BH5", 2050, 118, -2.1)],
      "Хээрийн бүс": [("BH3", 1810, 235, -0.4), ("BH4", 1905, 214, -0.7), ("BH6", 2140, 196, -1.0)]}  # fmt: skip
T2 = {
    "BH1": (121, 148, 142, 161),
    "BH3": (208, 163, 235, 177),
    "BH5": (104, 139, 118, 150),
    "BH6": (171, 158, 196, 172),
}
YEARS = [2013, 2015, 2017, 2019, 2021, 2023]
ALT = {"BH1 (ой)": [121, 125, 129, 134, 138, 142], "BH3 (тал)": [208, 213, 219, 224, 230, 235]}
MONTHS = ["IV", "V", "VI", "VII", "VIII", "IX", "X"]
TSURF = [-3.8, 4.2, 11.6, 14.9, 12.7, 5.1, -2.4]
CAP1 = "BH1 ба BH3 цооногуудын идэвхтэй үеийн зузааны өөрчлөлт, 2013-2023 он (см)."
CAP2 = "BH3 цооногийн хөрсний гадаргын сарын дундаж температур, 2023 он (°C)."


def dec(x: float) -> str:
    s = f"{abs(x):.1f}".replace(".", ",")
    return ("−" + s) if x < 0 else s


def check_prose() -> None:
    rows = {r[0]: r for g in T1.values() for r in g}
    for b, v in T2.items():
        assert v[2] == rows[b][2]
    assert ALT["BH1 (ой)"][-1] == 142 and ALT["BH3 (тал)"][0] == T2["BH3"][0]
    assert T2["BH3"][2] - T2["BH3"][0] == 27 and max(TSURF) == 14.9


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = []
    for g, rs in T1.items():
        rows.append(g)
        rows += [[b, f"{e:,}".replace(",", " "), str(a), dec(t)] for b, e, a, t in rs]
    t1 = table("Хүснэгт 1.", "Цооногуудын өндөр, идэвхтэй үеийн зузаан ба 10 м гүний газрын температур (2023)",
               [[("Цооног", 1), ("Өндөр\n(м)", 1), ("Идэвхтэй\nүе (см)", 1), ("Температур\n10 м (°C)", 1)]],
               rows, "grid", z=9)  # fmt: skip
    t2 = table("Хүснэгт 2.", "Идэвхтэй үеийн зузаан ба хайлалтын хоногийн тоо, 2013 ба 2023 он",
               [[("", 1), ("2013", 2), ("2023", 2)],
                [("Цооног", 1), ("Зузаан (см)", 1), ("Хайлалт (хоног)", 1), ("Зузаан (см)", 1), ("Хайлалт (хоног)", 1)]],
               [[b] + [str(v) for v in vs] for b, vs in T2.items()], "booktabs", z=9)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Хөвсгөл нуурын сав газрын мөнх цэвдгийн идэвхтэй үеийн зузаан ба газрын температур",
            "Б. Батбаяр, Д. Оюунчимэг, Г. Энхтуяа",
            "Газарзүй, геоэкологийн хүрээлэн, Шинжлэх ухааны академи, Улаанбаатар",
            "Хураангуй.",
            "Хөвсгөл нуурын баруун эрэгт зургаан цооногт 2013-2023 онд идэвхтэй үеийн зузаан ба газрын "
            "температурыг хэмжсэн. Хээрийн энгэрт идэвхтэй үе ойтой энгэрээс бараг хоёр дахин зузаан байв. "
            "BH3 цооногт идэвхтэй үе арван жилд 27 см-ээр зузаарсан.",
        ),  # fmt: skip
        h("1. Оршил"),
        p(
            "Хөвсгөлийн бүс нутаг нь Сибирийн тасралтгүй мөнх цэвдгийн өмнөд захад оршдог. Уур амьсгалын дулаарлын "
            "улмаас мөнх цэвдэг гэсэж, идэвхтэй үе зузаарч байна. Бид ойтой хойд энгэр болон хээрийн өмнөд энгэрийг "
            "харьцуулах зорилго тавьсан."
        ),  # fmt: skip
        h("2. Арга зүй"),
        p(
            "Зургаан цооногийг 15 м гүнтэй өрөмдөж, температур мэдрэгчийг 0,5 м-ээс 15 м хүртэл байрлуулсан. "
            "Өгөгдөл хадгалагч 3 цаг тутамд хэмжилт бүртгэсэн. Идэвхтэй үеийн зузааныг 0 °C-ийн хамгийн гүн "
            "түвшингээр тодорхойлсон."
        ),  # fmt: skip
        t1,
        h("3. Үр дүн"),
        p(
            "Ойн бүсийн цооногуудад идэвхтэй үе нимгэн, газрын температур хүйтэн байлаа (Хүснэгт 1). Хамгийн "
            "хүйтэн нь 2 050 м өндөрт орших BH5 цооног байв. Бүх цооногт идэвхтэй үе 2013 оноос хойш зузаарсан "
            "(Хүснэгт 2, Зураг 1)."
        ),  # fmt: skip
        t2,
        figure(f1, "Зураг 1.", CAP1, frac=0.78),
        p(
            "Гадаргын температур 7-р сард хамгийн өндөр, 4 ба 10-р сард хасах утгатай байв (Зураг 2)."
        ),
        figure(f2, "Зураг 2.", CAP2, frac=0.74),
        h("4. Хэлэлцүүлэг"),
        p(
            "Ойн бүрхэвч нь хөрсийг сүүдэрлэж, мөнх цэвдгийг хамгаалдаг. Бид хөрсний мөсний агууламж болон "
            "гэсэлтээс ялгарах нүүрстөрөгчийг хэмжээгүй тул цаашид судлах шаардлагатай."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    data = {"on": [y for _ in ALT for y in YEARS], "tsooneg": [k for k in ALT for _ in YEARS],
            "zuzaan": [v for vs in ALT.values() for v in vs]}  # fmt: skip
    code = ("p = (ggplot(d, aes('on', 'zuzaan', colour='tsooneg', linetype='tsooneg')) + geom_line(size=1)"
            " + geom_point(size=2.5) + labs(x='Он', y='Идэвхтэй үе (см)', colour='', linetype='')"
            f" + scale_x_continuous(breaks={YEARS!r}) + scale_y_continuous(limits=(100, 250), breaks=range(100, 251, 25))"
            " + theme_minimal() + theme(legend_position='bottom'))")  # fmt: skip
    return plotnine(work, "fig1", code, data)


def fig2(work: Path) -> Path:
    return veusz(
        work,
        "fig2",
        vsz_data("t", TSURF)
        + vsz_data("m", MONTHS)
        + vsz_graph(
            ("14cm", "7.5cm"),
            {"label": "Сар", "mode": "labels"},
            {"label": "Гадаргын температур (°C)", "min": -6.0, "max": 18.0},
            [("bar", "b", {"lengths": ("t",), "labels": "m", "BarFill/colors": ["#a0522d"]})],
        ),
    )


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), SANS, body=9.2, lead=12.8, cols=1, margin=(62, 62, 64, 62),
                 head="Хөвсгөлийн мөнх цэвдэг", foot="{n}")  # fmt: skip
    return write_spire(work, lay, SANS, "Хөвсгөл нуурын сав газрын мөнх цэвдгийн идэвхтэй үе")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout12/mn_tsevdeg.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(1, 2), (2, 1), (3, 3), (5, 2), (6, 3), (7, 1)],
                "Spire.PDF, DejaVu Sans; fully ruled grid, italic row groups 'Ойн бүс' / 'Хээрийн бүс', thousands space (1 680), U+2212 minus with decimal commas (−1,2).",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 2), (2, 3), (3, 4), (1, 3)],
                "Booktabs-style; two-level header (2013 / 2023 over 'Зузаан (см)' and 'Хайлалт (хоног)').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Он", "log": False, "min": 2013, "max": 2023},
                {"title": "Идэвхтэй үе (см)", "log": False, "min": 100, "max": 250},
                list(ALT),
                pts("BH1 (ой)", YEARS, ALT["BH1 (ой)"], [1, 3, 4])
                + pts("BH3 (тал)", YEARS, ALT["BH3 (тал)"], [1, 2, 4]),
                "plotnine lines with points (colour and line type per borehole), legend below without a title; y axis from 100.",
                find="цооногуудын идэвхтэй үеийн зузааны",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Сар", "log": False, "categories": MONTHS},
                {"title": "Гадаргын температур (°C)", "log": False, "min": -6, "max": 18},
                [],
                pts(None, MONTHS, TSURF, [0, 2, 3, 6]),
                "Veusz bar chart with negative bars (April and October below zero), Roman month numbers, no legend.",
                find="гадаргын сарын дундаж",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Хөвсгөл нуурын сав газрын мөнх цэвдгийн идэвхтэй үеийн зузаан ба газрын температур",
    "description": "Twelfth held-out set (blind): a Mongolian (Cyrillic) permafrost paper drawn by Spire.PDF (free edition, Python) from a display list, charts stamped by pdfrw; a fully ruled table with row groups and minus signs, a booktabs table with a two-level header, a plotnine line chart and a Veusz bar chart with negative bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-alt-bh2",
            "table",
            "How thick was the active layer at borehole BH2 in 2023?",
            "128 cm (Table 1).",
            [["128"]],
            [T1_],
            ["142", "118"],
        ),
        q(
            "table-elev-bh4",
            "table",
            "At what elevation is borehole BH4?",
            "1 905 m (Table 1).",
            [["1 905", "1905", "1,905"]],
            [T1_],
            ["1 810", "2 140", "1810"],
        ),
        q(
            "table-temp-bh3",
            "table",
            "What ground temperature was measured at 10 m depth in BH3?",
            "−0,4 °C (Table 1).",
            [["0,4", "0.4"]],
            [T1_],
            ["0,7", "1,0", "0.7"],
        ),
        q(
            "table-temp-bh6",
            "table",
            "What was the 10 m ground temperature in borehole BH6?",
            "−1,0 °C (Table 1).",
            [["1,0", "1.0"]],
            [T1_],
            ["0,4", "1,2", "0.4"],
        ),
        q(
            "table-coldest",
            "table",
            "Which borehole has the coldest ground at 10 m, and at what elevation does it lie?",
            "BH5, −2,1 °C, at 2 050 m.",
            [["BH5"], ["2 050", "2050", "2,050"]],
            [T1_],
            ["BH2"],
        ),
        q(
            "table-group-bh6",
            "table",
            "Is borehole BH6 in the forest belt or the steppe belt?",
            "The steppe belt (Хээрийн бүс).",
            [["steppe", "Хээрийн"]],
            [T1_],
            [],
        ),
        q(
            "table-thickest",
            "table",
            "Which borehole had the thickest active layer in 2023?",
            "BH3 (235 cm).",
            [["BH3"]],
            [T1_, T2_],
            ["BH4"],
        ),
        q(
            "table-bh1-2013",
            "table",
            "How thick was the active layer at BH1 in 2013?",
            "121 cm (Table 2).",
            [["121"]],
            [T2_],
            ["142", "104"],
        ),
        q(
            "table-thaw-bh5-2023",
            "table",
            "How many thaw days were counted at BH5 in 2023?",
            "150 days (Table 2).",
            [["150"]],
            [T2_],
            ["139", "161"],
        ),
        q(
            "table-thaw-bh3-2013",
            "table",
            "How many thaw days did BH3 have in 2013?",
            "163 days (Table 2).",
            [["163"]],
            [T2_],
            ["177", "158"],
        ),
        q(
            "table-bh6-increase",
            "table",
            "By how much did the active layer at BH6 thicken between 2013 and 2023?",
            "By 25 cm (from 171 to 196 cm).",
            [["25"]],
            [T2_],
            ["14", "27"],
        ),
        q(
            "figure-bh1-2015",
            "figure",
            "In Figure 1, how thick was the active layer at BH1 in 2015?",
            "About 125 cm.",
            [[rng(122, 128)]],
            [F1],
            ["213", "129"],
            note="Plotted 125; BH3 213.",
        ),
        q(
            "figure-bh3-2017",
            "figure",
            "What active-layer thickness does Figure 1 show for BH3 in 2017?",
            "About 219 cm.",
            [[rng(215, 223)]],
            [F1],
            ["224", "213"],
            note="Plotted 219.",
        ),
        q(
            "figure-gap-2021",
            "figure",
            "According to Figure 1, how much thicker was the active layer at BH3 than at BH1 in 2021?",
            "About 92 cm (230 against 138).",
            [[rng(84, 100)]],
            [F1],
            ["27", "21"],
            note="Plotted 230 and 138.",
        ),
        q(
            "figure-warmest-month",
            "figure",
            "Which month had the warmest ground surface in Figure 2, and how warm was it?",
            "July (VII), about 14,9 °C.",
            [["VII", "July"], [rng(14.0, 15.8)]],
            [F2],
            ["12,7", "12.7"],
            note="Plotted 14.9.",
        ),
        q(
            "figure-april",
            "figure",
            "What was the mean surface temperature in April according to Figure 2?",
            "About −3,8 °C.",
            [[rng(-4.4, -3.2), "3,8", "3.8"]],
            [F2],
            ["2,4", "2.4"],
            note="Plotted -3.8; October -2.4.",
        ),
        q(
            "figure-june",
            "figure",
            "How warm was the ground surface in June (Figure 2)?",
            "About 11,6 °C.",
            [[rng(10.8, 12.4)]],
            [F2],
            ["12,7", "14,9", "12.7"],
            note="Plotted 11.6 (VI).",
        ),
        q(
            "text-depth",
            "text",
            "How deep were the boreholes drilled?",
            "15 m.",
            [["15 м", "15 m"]],
            [("text", "15 м гүнтэй")],
        ),
        q(
            "text-interval",
            "text",
            "How often did the data loggers record?",
            "Every 3 hours.",
            [["3 цаг", "3 hours", "three hours"]],
            [("text", "3 цаг тутамд")],
        ),
        q(
            "ml-mn-region",
            "multilingual",
            "Хөвсгөлийн бүс нутаг ямар мөнх цэвдгийн захад оршдог вэ?",
            "Сибирийн тасралтгүй мөнх цэвдгийн өмнөд захад.",
            [["Сибир"]],
            [("text", "Сибирийн тасралтгүй")],
            language="mn",
        ),
        q(
            "ml-zh-definition",
            "multilingual",
            "活动层厚度是如何确定的？",
            "以0 °C等温线的最大深度确定。",
            [["0 °C", "0°C", "0 ° C"]],
            [("text", "0 °C-ийн хамгийн гүн")],
            language="zh",
        ),
        q(
            "unanswerable-ice",
            "unanswerable",
            "What was the ground ice content at BH3?",
            "Ground ice content was not measured.",
        ),
        q(
            "unanswerable-carbon",
            "unanswerable",
            "How much carbon is released by the thawing permafrost at the sites?",
            "Carbon release was not measured.",
        ),
        q(
            "unanswerable-bh7",
            "unanswerable",
            "What active-layer thickness was measured at borehole BH7?",
            "There are only six boreholes.",
        ),
        q(
            "unanswerable-de-2003",
            "unanswerable",
            "Wie dick war die Auftauschicht an BH1 im Jahr 2003?",
            "Die Messungen beginnen erst 2013.",
            language="de",
        ),
    ]
