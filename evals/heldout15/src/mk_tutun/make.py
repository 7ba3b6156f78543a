"""mk_tutun: Macedonian agricultural-economics paper (oriental tobacco in six municipalities in
2024: area, growers, yield and purchased tonnage; purchase prices and shares of four quality
classes in 2023 and 2024; prices of two tobacco types 2017-2024; exports by market), laid out by
``layout9`` in one column (DejaVu Serif metrics) and written by heldout14's **pydyf** writer
(DejaVu Serif embedded as Type0/Identity-H with a ToUnicode map); the vector chart is stamped by
heldout10's pdfrw stamp. Figure 1 is an **svg.charts line chart** (two types over eight years,
key at the right); Figure 2 is **RASTER**: **svg.charts grouped columns** (three markets side by
side over four years) rendered to PNG by librsvg and placed by pydyf, no text layer. Table 1 is
**booktabs-style** with **italic row groups**, thousands dots, a computed tonnage column and a
**bold total row**; Table 2 is a **fully ruled grid** with a **two-level header** and a **bold
weighted-mean row**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper15 import (  # noqa: E402
    GOLD,
    SERIF,
    comma,
    dotted,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    svg_ticks,
    svgcharts,
    table,
    table_truth,
    title,
    write_pydyf,
)  # fmt: skip

TITLE = "Ориенталниот тутун во Македонија во 2024 година: површини, приноси и откупни цени"
# region: municipality, area (ha), growers, yield (kg/ha)
T1 = {
    "Пелагониски регион": [("Прилеп", 5820, 9450, 1860), ("Битола", 2140, 3120, 1720),
                           ("Крушево", 410, 760, 1540)],
    "Југоисточен регион": [("Струмица", 960, 1480, 2050), ("Радовиш", 1230, 1950, 1930)],
    "Вардарски регион": [("Кавадарци", 380, 520, 1610)],
}  # fmt: skip
LATIN = {"Прилеп": "Prilep", "Битола": "Bitola", "Крушево": "Kruševo", "Струмица": "Strumica",
         "Радовиш": "Radoviš", "Кавадарци": "Kavadarci"}  # fmt: skip
# class: price 2023, 2024 (denars/kg), share 2023, 2024 (%)
T2 = [("I класа", 310, 345, 22, 25), ("II класа", 260, 290, 41, 43),
      ("III класа", 190, 215, 27, 24), ("IV класа", 120, 140, 10, 8)]  # fmt: skip
YEARS = [str(y) for y in range(2017, 2025)]
PRICE = {"Тип Прилеп": [165, 172, 180, 176, 188, 205, 238, 274],
         "Тип Јака": [150, 158, 161, 166, 170, 184, 212, 239]}  # fmt: skip
XYEARS = ["2021", "2022", "2023", "2024"]
EXPORT = {"ЕУ": [9.8, 10.4, 11.1, 11.9], "Азија": [4.2, 4.9, 5.3, 5.0], "САД": [2.1, 1.8, 1.6, 1.9]}
CAP1 = "Просечна откупна цена на двата типа тутун, 2017–2024."
CAP2 = "Извоз на тутун по пазари, 2021–2024 (илјади тони)."


def tonnes(area: int, yld: int) -> float:
    return area * yld / 1000


def totals() -> tuple[int, int, int, float]:
    rows = [r for rs in T1.values() for r in rs]
    area, growers = sum(r[1] for r in rows), sum(r[2] for r in rows)
    t = sum(tonnes(r[1], r[3]) for r in rows)
    return area, growers, round(t / area * 1000), t


def mean_price(i: int) -> float:
    return round(sum(r[1 + i] * r[3 + i] for r in T2) / 100, 1)


def check_prose() -> None:
    area, growers, yld, t = totals()
    assert (area, growers, yld, round(t)) == (10940, 17280, 1836, 20091)
    assert round(tonnes(5820, 1860) / t * 100) == 54  # Prilep: over half of the tonnage
    rows = [r for rs in T1.values() for r in rs]
    assert (
        max(rows, key=lambda r: r[3])[0] == "Струмица"
        and min(rows, key=lambda r: r[3])[0] == "Крушево"
    )
    assert [sum(r[3] for r in T2), sum(r[4] for r in T2)] == [100, 100]
    assert (mean_price(0), mean_price(1)) == (238.1, 273.8)
    assert round((mean_price(1) / mean_price(0) - 1) * 100, 1) == 15.0
    v = PRICE["Тип Прилеп"]
    assert v[3] < v[2] and all(b > a for a, b in zip(v[3:], v[4:], strict=False))  # one dip, 2020
    assert round(sum(EXPORT[k][3] for k in EXPORT), 1) == 18.8


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = []
    for grp, rs in T1.items():
        rows.append(grp)
        rows += [
            [m, dotted(a), dotted(g), dotted(y), dotted(round(tonnes(a, y)))] for m, a, g, y in rs
        ]
    area, growers, yld, t = totals()
    rows.append(["Вкупно", dotted(area), dotted(growers), dotted(yld), dotted(round(t))])
    t1 = table("Табела 1.", "Површини, производители, принос и откуп на тутун по општини во 2024 година",
               [[("Општина", 1), ("Површина\n(ha)", 1), ("Производители", 1), ("Принос\n(kg/ha)", 1),
                 ("Откуп\n(t)", 1)]],
               rows, "booktabs", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[c, str(a), str(b), str(s1), str(s2)] for c, a, b, s1, s2 in T2]
    r2.append(["Пондериран просек", comma(mean_price(0)), comma(mean_price(1)), "100", "100"])
    t2 = table("Табела 2.", "Откупни цени и удел на класите во откупот, 2023 и 2024",
               [[("", 1), ("Цена (ден/kg)", 2), ("Удел (%)", 2)],
                [("Класа", 1), ("2023", 1), ("2024", 1), ("2023", 1), ("2024", 1)]],
               r2, "grid", z=9, bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Марија Стојановска, Горан Трајковски и Елена Николовска",
            "Научен институт за тутун – Прилеп, Универзитет „Св. Климент Охридски“ – Битола",
            "Апстракт.",
            "Во 2024 година 17.280 производители во шест општини засадија 10.940 ha со "
            "ориентален тутун и откупија 20.091 t. Општина Прилеп даде 54 % од откупот. "
            "Пондерираната откупна цена порасна од 238,1 на 273,8 денари за килограм, за 15,0 %.",
        ),  # fmt: skip
        h("1. Вовед"),
        p(
            "Ориенталниот тутун е најважната извозна земјоделска култура во Македонија. "
            "Повеќето производители обработуваат помалку од еден хектар, а семејниот труд "
            "при берењето и сушењето е главниот трошок."
        ),  # fmt: skip
        h("2. Податоци и методи"),
        p(
            "Површините и бројот на производители се од регистарот на Агенцијата за финансиска "
            "поддршка во земјоделството. Откупот е мерен при предавањето во откупните пунктови; "
            "класата ја определува комисија од тројца експерти. Приносот е откупот поделен со "
            "површината."
        ),  # fmt: skip
        t1,
        h("3. Резултати"),
        p(
            "Највисок принос имаше Струмица, а најнизок Крушево (Табела 1). Удел на првата и "
            "втората класа порасна во 2024 година, а цените на сите четири класи се повисоки "
            "отколку во 2023 (Табела 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Слика 1.", CAP1, frac=0.7),
        p(
            "Цената на двата типа опадна само еднаш, кај типот Прилеп во 2020 година, и оттогаш "
            "расте секоја година (Слика 1). Во 2024 година извозот изнесуваше 18,8 илјади тони, "
            "најмногу во Европската унија (Слика 2)."
        ),  # fmt: skip
        figure(fb, "Слика 2.", CAP2, frac=0.58),
        h("4. Дискусија"),
        p(
            "Повисоките цени не го запреа намалувањето на бројот на млади производители. Во "
            "оваа студија не се мерени остатоците од пестициди во листот, а трошоците за "
            "сушење не се анализирани."
        ),  # fmt: skip
    ]


_WORK: dict[str, Path] = {}


def fig1(work: Path) -> Path:
    spec = {"size": [720, 420], "kind": "line", "cats": YEARS, "y": {"min": 140, "step": 20, "integers": True},
            "xtitle": "Година", "ytitle": "Цена (ден/kg)",
            "series": [{"name": k, "values": v} for k, v in PRICE.items()]}  # fmt: skip
    return svgcharts(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [640, 400], "kind": "bar", "cats": XYEARS, "y": {"min": 0, "step": 5, "integers": True},
            "xtitle": "Година", "ytitle": "Извоз (илјади t)",
            "series": [{"name": k, "values": v} for k, v in EXPORT.items()]}  # fmt: skip
    return svgcharts(work, "fig2", spec, raster_px=1280)


def build(work: Path) -> Path:
    check_prose()
    _WORK["w"] = work
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SERIF, body=9.5, lead=12.5, cols=1,
                 margin=(60, 64, 60, 64), head="Ориенталниот тутун во 2024 година", foot="Страница {n}")  # fmt: skip
    return write_pydyf(work, lay, SERIF, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    y1, y2 = svg_ticks(_WORK["w"], "fig1"), svg_ticks(_WORK["w"], "fig2")
    return {
        "file": "heldout15/mk_tutun.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(1, 1), (2, 2), (3, 4), (5, 3), (6, 1), (8, 4), (9, 1), (9, 4)],
                "pydyf, DejaVu Serif embedded (Identity-H, ToUnicode); booktabs-style, italic row groups (three regions), thousands dots (5.820), output = area x yield; bold total row ('Вкупно', yield = output / area).",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 2), (2, 3), (3, 4), (4, 1), (4, 2)],
                "Fully ruled grid; two-level header ('Цена (ден/kg)' and 'Удел (%)' over '2023' / '2024'); bold weighted-mean row ('Пондериран просек', prices weighted by the shares, decimal commas).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Година", "log": False, "categories": YEARS},
                {"title": "Цена (ден/kg)", "log": False, "min": min(y1), "max": max(y1)},
                list(PRICE),
                pts("Тип Прилеп", YEARS, PRICE["Тип Прилеп"], [0, 3, 5])
                + pts("Тип Јака", YEARS, PRICE["Тип Јака"], [2, 7]),
                "svg.charts Line (default stylesheet: red and blue lines, no markers, dashed grid, key at the right, y labels with one decimal '140.0'), SVG to PDF by librsvg, stamped by pdfrw; Cyrillic labels in Liberation Sans.",
                find="Просечна откупна цена",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Година", "log": False, "categories": XYEARS},
                {"title": "Извоз (илјади t)", "log": False, "min": min(y2), "max": max(y2)},
                list(EXPORT),
                pts("ЕУ", XYEARS, EXPORT["ЕУ"], [0, 3])
                + pts("Азија", XYEARS, EXPORT["Азија"], [2])
                + pts("САД", XYEARS, EXPORT["САД"], [1, 3]),
                "RASTER: svg.charts VerticalBar with stack='side' (EU red, Asia blue, USA green, half-transparent fills; key at the right), rendered to a 1280 px PNG by librsvg and placed by pydyf as an image XObject; no text layer.",
                kind="raster_chart",
                text_layer=False,
                find="Извоз на тутун по пазари",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fifteenth held-out set (blind): a Macedonian tobacco paper written by pydyf with DejaVu Serif embedded; a booktabs table with regional row groups, thousands dots and a bold total row, a ruled two-level table with a bold weighted-mean row, an svg.charts line chart and a raster svg.charts grouped column chart.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-area-bitola",
            "table",
            "How many hectares of tobacco were planted in Bitola (Битола) in 2024?",
            "2,140 ha (printed 2.140).",
            [["2.140", "2140", "2,140"]],
            [T1_],
            ["5.820", "1.230"],
        ),
        q(
            "table-growers-radovis",
            "table",
            "How many tobacco growers were there in Radoviš (Радовиш)?",
            "1,950 growers (printed 1.950).",
            [["1.950", "1950", "1,950"]],
            [T1_],
            ["1.480", "3.120"],
        ),
        q(
            "table-yield-krusevo",
            "table",
            "What yield per hectare did Kruševo (Крушево) reach?",
            "1,540 kg/ha (printed 1.540), the lowest of the six.",
            [["1.540", "1540", "1,540"]],
            [T1_],
            ["1.610", "1.720"],
        ),
        q(
            "table-yield-highest",
            "table",
            "Which municipality had the highest tobacco yield, and how high was it?",
            "Strumica (Струмица), 2,050 kg/ha.",
            [["Strumica", "Струмица"], ["2.050", "2050", "2,050"]],
            [T1_],
            ["1.930"],
        ),
        q(
            "table-output-prilep",
            "table",
            "How many tonnes of tobacco were purchased in Prilep (Прилеп)?",
            "10,825 t (printed 10.825).",
            [["10.825", "10825", "10,825"]],
            [T1_],
            ["3.681", "20.091"],
        ),
        q(
            "table-total-growers",
            "table",
            "How many tobacco growers were there in the six municipalities altogether?",
            "17,280 (printed 17.280).",
            [["17.280", "17280", "17,280"]],
            [T1_],
            ["10.940", "9.450"],
        ),
        q(
            "table-southeast-area",
            "table",
            "What tobacco area did the two south-eastern municipalities have together?",
            "2,190 ha (Strumica 960 and Radoviš 1,230).",
            [["2190", "2.190", "2,190"]],
            [T1_],
            ["1.480", "3.120"],
        ),
        q(
            "table-price-class1-2024",
            "table",
            "What was the purchase price of first-class tobacco in 2024?",
            "345 denars per kg.",
            [["345"]],
            [T2_],
            ["310", "290"],
        ),
        q(
            "table-share-class3",
            "table",
            "What share of the 2024 purchase was third-class tobacco?",
            "24 %.",
            [["24"]],
            [T2_],
            ["27", "43"],
        ),
        q(
            "table-mean-price-2024",
            "table",
            "What was the weighted mean purchase price in 2024?",
            "273.8 denars per kg (printed 273,8).",
            [["273,8", "273.8"]],
            [T2_],
            ["238,1", "345"],
        ),
        q(
            "table-class4-rise",
            "table",
            "By how much did the price of fourth-class tobacco rise from 2023 to 2024?",
            "By 20 denars per kg, from 120 to 140.",
            [["20"]],
            [T2_],
            ["35", "25"],
        ),
        q(
            "figure-prilep-2017",
            "figure",
            "In Figure 1, what was the price of Prilep-type tobacco in 2017?",
            "About 165 denars per kg.",
            [[rng(158, 172)]],
            [F1],
            ["150", "180"],
            note="Plotted 165 (Yaka 150; Prilep 2019 180).",
        ),
        q(
            "figure-prilep-2022",
            "figure",
            "What does Figure 1 show for the Prilep type in 2022?",
            "About 205 denars per kg.",
            [[rng(197, 213)]],
            [F1],
            ["184", "238"],
            note="Plotted 205 (Yaka 184; Prilep 2023 238).",
        ),
        q(
            "figure-yaka-2024",
            "figure",
            "According to Figure 1, what was the price of Yaka (Јака) tobacco in 2024?",
            "About 239 denars per kg.",
            [[rng(231, 247)]],
            [F1],
            ["274", "212"],
            note="Plotted 239 (Prilep 274; Yaka 2023 212).",
        ),
        q(
            "figure-dip-year",
            "figure",
            "In which year did the price of the Prilep type fall, according to Figure 1?",
            "2020 (about 176 after about 180 in 2019).",
            [["2020"]],
            [F1],
            None,
            note="Prilep 165, 172, 180, 176, 188, 205, 238, 274.",
        ),
        q(
            "figure-eu-2024",
            "figure",
            "How much tobacco went to the EU in 2024, according to Figure 2?",
            "About 11.9 thousand tonnes.",
            [[rng(11, 12.8)]],
            [F2],
            ["5.0", "1.9"],
            note="Plotted 11.9 (Asia 5.0, USA 1.9); raster.",
        ),
        q(
            "figure-usa-2022",
            "figure",
            "What did exports to the USA amount to in 2022 in Figure 2?",
            "About 1.8 thousand tonnes.",
            [[rng(1.3, 2.3)]],
            [F2],
            ["4.9", "10.4"],
            note="Plotted 1.8 (EU 10.4, Asia 4.9); raster.",
        ),
        q(
            "text-class-commission",
            "text",
            "Who assigns the quality class of the purchased tobacco?",
            "A commission of three experts (at the purchase points).",
            [["three", "тројца"]],
            [("text", "тројца експерти")],
        ),
        q(
            "text-register",
            "text",
            "Where do the area and grower figures come from?",
            "From the register of the Agency for Financial Support in Agriculture.",
            [["Агенцијата", "Agency"]],
            [("text", "Агенцијата за финансиска")],
        ),
        q(
            "ml-mk-prilep-share",
            "multilingual",
            "Колкав дел од откупот даде општина Прилеп?",
            "54 % од откупот.",
            [["54"]],
            [("text", "54 %")],
            language="mk",
        ),
        q(
            "ml-tr-total-area",
            "multilingual",
            "Altı belediyede toplam kaç hektar tütün ekildi?",
            "10.940 hektar.",
            [["10.940", "10940", "10,940"]],
            [T1_],
            ["20.091"],
            language="tr",
        ),
        q(
            "unanswerable-stip",
            "unanswerable",
            "What tobacco yield did Štip reach in 2024?",
            "Štip is not among the six municipalities in Table 1.",
        ),
        q(
            "unanswerable-2022-class",
            "unanswerable",
            "What was the price of second-class tobacco in 2022?",
            "Table 2 gives class prices for 2023 and 2024 only.",
        ),
        q(
            "unanswerable-pesticides",
            "unanswerable",
            "How much pesticide residue was found in the tobacco leaves?",
            "Pesticide residues were not measured.",
        ),
        q(
            "unanswerable-ko-drying",
            "unanswerable",
            "담배 건조 비용은 헥타르당 얼마였습니까?",
            "건조 비용은 분석되지 않았습니다.",
            language="ko",
        ),
    ]
