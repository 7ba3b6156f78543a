"""tg_zardolu: Tajik horticulture paper (apricots in five districts of Sughd, 2024: orchard
area, harvest, yield, dried apricots; dried-apricot exports by country 2022-2024; sugar content
against orchard altitude for two varieties; dried-apricot prices at two bazaars), laid out by
``layout9`` in one column (DejaVu Sans metrics) and written by heldout14's **pydyf** writer
(DejaVu Sans embedded, Type0/Identity-H with a ToUnicode map: PDF::Reuse's ``prTTFont`` writes
no ToUnicode map, so its Cyrillic text layer was unreadable); the vector charts are stamped by
heldout10's pdfrw stamp. Figure 1 is a **pyqtgraph scatter** (two varieties, circles and open
squares, a numeric x axis); Figure 2 is **pyqtgraph lines with symbols** (two bazaars over seven
Tajik month abbreviations). Table 1 is a **fully ruled grid** with thousands spaces, decimal
commas, a computed yield column and a **bold total row**; Table 2 has **zebra shading, no
rules**, a **two-level header** and a bold total row."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper16 import (  # noqa: E402
    GOLD,
    SANS,
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
    write_pydyf,
)

TITLE = "Истеҳсол ва содироти зардолуи хушк дар вилояти Суғд, 2024"
# district, area (ha), harvest (t), dried apricots (t)
T1 = [
    ("Исфара", 4200, 33600, 7400),
    ("Конибодом", 2500, 17500, 3900),
    ("Бобоҷон Ғафуров", 1800, 16200, 3100),
    ("Истаравшан", 2100, 12600, 2700),
    ("Ашт", 900, 4950, 1050),
]
# country: exports 2022, 2023, 2024 (t)
T2 = [("Русия", 9800, 10500, 11200), ("Қазоқистон", 3100, 3600, 4000), ("Ӯзбекистон", 1900, 2100, 1700),
      ("Чин", 600, 900, 1400), ("Туркия", 400, 500, 650)]  # fmt: skip
SUGAR = {
    "Мирсанҷалӣ": [(850, 16.5), (1000, 17.8), (1200, 19.0), (1400, 20.6), (1650, 22.1)],
    "Ҳурмоӣ": [(900, 14.2), (1100, 15.0), (1300, 16.4), (1500, 17.1), (1750, 18.3)],
}
MONTHS = ["Июн", "Июл", "Авг", "Сен", "Окт", "Ноя", "Дек"]
PRICE = {"Хуҷанд": [18, 16, 15, 17, 19, 21, 24], "Душанбе": [21, 19, 18, 19, 22, 24, 27]}
CAP1 = "Миқдори қанд дар меваи ду навъи зардолу вобаста ба баландии боғ аз сатҳи баҳр."
CAP2 = "Нархи чаканаи зардолуи хушк дар бозорҳои Хуҷанд ва Душанбе, июн–декабри 2024."


def sp(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def dec(x: float) -> str:
    return f"{x:.1f}".replace(".", ",")


def check_prose() -> None:
    area, hv, dr = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (area, hv, dr) == (11500, 84850, 18150) and dec(hv / area) == "7,4"
    y = {r[0]: r[2] / r[1] for r in T1}
    assert max(y, key=y.get) == "Бобоҷон Ғафуров" and y["Бобоҷон Ғафуров"] == 9.0
    assert min(y, key=y.get) == "Ашт" and y["Ашт"] == 5.5
    tot = [sum(r[i] for r in T2) for i in (1, 2, 3)]
    assert tot == [15800, 17600, 18950]
    assert [r[0] for r in T2 if r[3] < r[2]] == ["Ӯзбекистон"]
    assert round(T2[0][3] / tot[2] * 100) == 59
    assert max(x for v in SUGAR.values() for x, _ in v) == 1750
    assert all(b[1] > a[1] for v in SUGAR.values() for a, b in zip(v, v[1:], strict=False))
    assert min(PRICE["Хуҷанд"]) == 15 == PRICE["Хуҷанд"][2] and PRICE["Душанбе"][-1] == 27
    assert all(d - k >= 2 for k, d in zip(PRICE["Хуҷанд"], PRICE["Душанбе"], strict=False))


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[d, sp(a), sp(hv), dec(hv / a), sp(dr)] for d, a, hv, dr in T1]
    area, hv, dr = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Ҳамагӣ", sp(area), sp(hv), dec(hv / area), sp(dr)])
    t1 = table("Ҷадвали 1.", "Масоҳати боғҳо, ҳосил ва зардолуи хушк дар панҷ ноҳия, соли 2024",
               [[("Ноҳия", 1), ("Масоҳат\n(га)", 1), ("Ҳосил\n(т)", 1), ("Ҳосилнокӣ\n(т/га)", 1),
                 ("Зардолуи\nхушк (т)", 1)]],
               rows, "grid", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[c, sp(a), sp(b), sp(d)] for c, a, b, d in T2]
    r2.append(["Ҳамагӣ"] + [sp(sum(r[i] for r in T2)) for i in (1, 2, 3)])
    t2 = table("Ҷадвали 2.", "Содироти зардолуи хушк аз Суғд аз рӯи кишварҳо",
               [[("", 1), ("Содирот (т)", 3)],
                [("Кишвар", 1), ("2022", 1), ("2023", 1), ("2024", 1)]],
               r2, "zebra", z=9, bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Фарзона Раҳимова, Шуҳрат Назаров ва Дилноза Қодирова",
            "Донишгоҳи давлатии Хуҷанд, факултети агрономия, Тоҷикистон",
            "Аннотатсия.",
            "Дар панҷ ноҳияи вилояти Суғд соли 2024 аз 11 500 гектар боғ 84 850 тонна зардолу "
            "ҷамъоварӣ шуд, ба ҳисоби миёна 7,4 тонна аз ҳар гектар. Аз он 18 150 тонна "
            "зардолуи хушк тайёр карда шуд. Ҳосилнокӣ дар Бобоҷон Ғафуров аз ҳама баланд (9,0 "
            "т/га) ва дар Ашт аз ҳама паст (5,5 т/га) буд.",
        ),  # fmt: skip
        h("1. Муқаддима"),
        p(
            "Зардолу яке аз муҳимтарин зироатҳои боғдории Тоҷикистон аст. Зардолуи хушки Исфара "
            "дар бозорҳои Осиёи Марказӣ ва Русия машҳур аст, вале маълумоти муқоисавӣ дар бораи "
            "ноҳияҳо кам аст."
        ),  # fmt: skip
        h("2. Мавод ва усулҳо"),
        p(
            "Маълумот дар бораи масоҳат ва ҳосил аз шуъбаҳои кишоварзии ноҳияҳо гирифта шуд. Миқдори "
            "қанд бо рефрактометри дастии Atago PAL-1 дар 40 дарахти ҳар боғ чен карда шуд. Нархҳо "
            "ҳар ҳафта дар бозори Панҷшанбеи Хуҷанд ва бозори Меҳргони Душанбе сабт гардиданд."
        ),  # fmt: skip
        t1,
        h("3. Натиҷаҳо"),
        p(
            "Исфара бо 33 600 тонна аз ҳама бештар ҳосил ҷамъ овард (Ҷадвали 1). Содирот дар се сол "
            "аз 15 800 то 18 950 тонна афзуд; Русия соли 2024 тақрибан 59 фоизи содиротро харид, ва "
            "танҳо содирот ба Ӯзбекистон кам шуд (Ҷадвали 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Расми 1.", CAP1, frac=0.66),
        p(
            "Дар ҳарду навъ миқдори қанд бо баландии боғ афзуд, ва Мирсанҷалӣ дар ҳама баландиҳо "
            "ширинтар буд (Расми 1). Нарх дар Хуҷанд дар моҳи август ба 15 сомонӣ паст шуд ва то "
            "декабр боз баланд шуд; дар Душанбе нарх ҳамеша аз Хуҷанд 2–3 сомонӣ зиёдтар буд "
            "(Расми 2)."
        ),  # fmt: skip
        figure(fb, "Расми 2.", CAP2, frac=0.68),
        h("4. Муҳокима"),
        p(
            "Боғҳои баланд меваи ширинтар медиҳанд, вале ҳосилашон камтар аст. Мо миқдори сулфити "
            "зардолуи хушкро муайян накардем ва хароҷоти интиқол омӯхта нашуд."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [680, 420], "kind": "scatter", "x": {"min": 800, "max": 1800, "ticks": [800, 1000, 1200, 1400, 1600, 1800]},
            "y": {"min": 12, "max": 24, "ticks": [12, 14, 16, 18, 20, 22, 24]},
            "xtitle": "Баландии боғ (м)", "ytitle": "Қанд (%)", "legend": "topleft",
            "series": [{"name": "Мирсанҷалӣ", "values": SUGAR["Мирсанҷалӣ"], "color": "#c2571a", "symbol": "o", "size": 11},
                       {"name": "Ҳурмоӣ", "values": SUGAR["Ҳурмоӣ"], "color": "#3a6ea5", "symbol": "s", "size": 10,
                        "open": True}]}  # fmt: skip
    return pyqtgraph(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [700, 400], "kind": "line", "cats": MONTHS, "y": {"min": 10, "max": 30, "ticks": [10, 15, 20, 25, 30]},
            "xtitle": "Моҳ (2024)", "ytitle": "Нарх (сомонӣ/кг)", "legend": "topleft",
            "series": [{"name": "Хуҷанд", "values": PRICE["Хуҷанд"], "color": "#2f7d32", "symbol": "d"},
                       {"name": "Душанбе", "values": PRICE["Душанбе"], "color": "#7b1fa2", "symbol": "o",
                        "dash": "dash"}]}  # fmt: skip
    return pyqtgraph(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SANS, body=9.2, lead=12.4, cols=1,
                 margin=(58, 64, 60, 64), head="Зардолуи хушк дар вилояти Суғд", foot="Саҳифаи {n}")  # fmt: skip
    return write_pydyf(work, lay, SANS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout16/tg_zardolu.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (0, 2), (1, 3), (2, 4), (3, 2), (4, 3), (5, 1), (5, 3)],
                "heldout14's pydyf writer, DejaVu Sans embedded (Identity-H, ToUnicode); fully ruled grid, thousands spaces (33 600), decimal commas (8,0), yield = harvest / area, bold total row ('Ҳамагӣ').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 3), (1, 2), (2, 3), (3, 1), (5, 1), (5, 3)],
                "Zebra shading, no rules; two-level header ('Содирот (т)' over 2022-2024); bold total row ('Ҳамагӣ').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "scatter",
                {"title": "Баландии боғ (м)", "log": False, "min": 800, "max": 1800},
                {"title": "Қанд (%)", "log": False, "min": 12, "max": 24},
                list(SUGAR),
                [
                    {"series": k, "x": x, "y": y}
                    for k, v in SUGAR.items()
                    for i, (x, y) in enumerate(v)
                    if i in (0, 2, 4)
                ],
                "pyqtgraph scatter (Мирсанҷалӣ filled orange circles, Ҳурмоӣ open blue squares), legend top left; SVGExporter, librsvg, pdfrw.",
                find="Миқдори қанд дар меваи",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "Моҳ (2024)", "log": False, "categories": MONTHS},
                {"title": "Нарх (сомонӣ/кг)", "log": False, "min": 10, "max": 30},
                list(PRICE),
                pts("Хуҷанд", MONTHS, PRICE["Хуҷанд"], [0, 2, 6])
                + pts("Душанбе", MONTHS, PRICE["Душанбе"], [2, 4, 6]),
                "pyqtgraph lines with symbols (Хуҷанд solid green with diamonds, Душанбе dashed purple with circles), Tajik month abbreviations, legend top left; SVGExporter, librsvg, pdfrw.",
                find="Нархи чаканаи зардолуи",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Sixteenth held-out set (blind): a Tajik (Cyrillic) horticulture paper written by heldout14's pydyf writer in embedded DejaVu Sans; a ruled table with thousands spaces, decimal commas and a bold total row, a zebra table with a two-level header, a pyqtgraph scatter and pyqtgraph lines with symbols.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-area-isfara",
            "table",
            "What is the apricot orchard area in Isfara (Исфара)?",
            "4 200 ha (Table 1).",
            [["4 200", "4200", "4,200"]],
            [T1_],
            ["2 500", "2 100"],
        ),
        q(
            "table-harvest-konibodom",
            "table",
            "How many tonnes of apricots were harvested in Konibodom (Конибодом)?",
            "17 500 t.",
            [["17 500", "17500", "17,500"]],
            [T1_],
            ["16 200", "12 600"],
        ),
        q(
            "table-yield-istaravshan",
            "table",
            "What yield did the orchards of Istaravshan (Истаравшан) give?",
            "6,0 t/ha (6.0 t/ha).",
            [["6,0", "6.0"]],
            [T1_],
            ["7,0", "5,5"],
        ),
        q(
            "table-dried-ghafurov",
            "table",
            "How much dried apricot was produced in Bobojon Ghafurov (Бобоҷон Ғафуров)?",
            "3 100 t.",
            [["3 100", "3100", "3,100"]],
            [T1_],
            ["3 900", "2 700"],
        ),
        q(
            "table-dried-total",
            "table",
            "How many tonnes of dried apricots did the five districts produce in total?",
            "18 150 t.",
            [["18 150", "18150", "18,150"]],
            [T1_],
            ["84 850"],
        ),
        q(
            "table-highest-yield",
            "table",
            "Which district had the highest yield per hectare?",
            "Bobojon Ghafurov (Бобоҷон Ғафуров), 9,0 t/ha.",
            [["Ғафуров", "Ghafurov", "Gafurov"]],
            [T1_],
            ["Исфара"],
        ),
        q(
            "table-harvest-diff",
            "table",
            "How much more did Isfara harvest than Konibodom?",
            "16 100 t more (33 600 against 17 500 t).",
            [["16 100", "16100", "16,100"]],
            [T1_],
            ["17 400", "15 100"],
        ),
        q(
            "table-export-russia-2023",
            "table",
            "How much dried apricot went to Russia in 2023?",
            "10 500 t (Table 2).",
            [["10 500", "10500", "10,500"]],
            [T2_],
            ["9 800", "11 200"],
        ),
        q(
            "table-export-china-2024",
            "table",
            "What were dried-apricot exports to China (Чин) in 2024?",
            "1 400 t.",
            [["1 400", "1400", "1,400"]],
            [T2_],
            ["900", "650"],
        ),
        q(
            "table-export-fall",
            "table",
            "To which country did exports fall from 2023 to 2024, and by how much?",
            "Uzbekistan (Ӯзбекистон), by 400 t (2 100 to 1 700 t).",
            [["Ӯзбекистон", "Uzbekistan"], ["400"]],
            [T2_],
            ["200"],
        ),
        q(
            "table-export-total-2022",
            "table",
            "What were total dried-apricot exports in 2022?",
            "15 800 t.",
            [["15 800", "15800", "15,800"]],
            [T2_],
            ["17 600", "18 950"],
        ),
        q(
            "figure-mirsanjali-1200",
            "figure",
            "What sugar content does Figure 1 show for Mirsanjali (Мирсанҷалӣ) at 1,200 m?",
            "About 19 %.",
            [[rng(18.2, 19.8)]],
            [F1],
            ["17.8", "16.4"],
            note="Plotted 19.0 (Мирсанҷалӣ 17.8 at 1000 m; Ҳурмоӣ 16.4 at 1300 m).",
        ),
        q(
            "figure-hurmoi-highest",
            "figure",
            "At what altitude is the highest Hurmoi (Ҳурмоӣ) orchard in Figure 1, and how sweet is its fruit?",
            "At about 1,750 m, about 18.3 % sugar.",
            [[rng(1700, 1800)], [rng(17.6, 19.0)]],
            [F1],
            ["1650", "22.1"],
            note="Plotted (1750, 18.3); Мирсанҷалӣ's highest is (1650, 22.1).",
        ),
        q(
            "figure-sweetest",
            "figure",
            "Which variety had the sweetest fruit in Figure 1?",
            "Mirsanjali (Мирсанҷалӣ), about 22 % at 1,650 m.",
            [["Мирсанҷалӣ", "Mirsanjali", "Mirsanjalí"]],
            [F1],
            None,
            note="Мирсанҷалӣ 16.5-22.1 %, Ҳурмоӣ 14.2-18.3 %.",
        ),
        q(
            "figure-khujand-dec",
            "figure",
            "What did dried apricots cost at the Khujand bazaar in December, according to Figure 2?",
            "About 24 somoni per kg.",
            [[rng(22.5, 25.5)]],
            [F2],
            ["27", "21"],
            note="Plotted 24 (Душанбе 27; Хуҷанд November 21).",
        ),
        q(
            "figure-dushanbe-oct",
            "figure",
            "What was the price in Dushanbe in October in Figure 2?",
            "About 22 somoni per kg.",
            [[rng(20.8, 23.2)]],
            [F2],
            ["19", "24"],
            note="Plotted 22 (Хуҷанд 19; Душанбе November 24).",
        ),
        q(
            "figure-khujand-min",
            "figure",
            "In which month was the Khujand price lowest in Figure 2?",
            "August (Авг), about 15 somoni per kg.",
            [["Авг", "August", "Август"]],
            [F2],
            None,
            note="Хуҷанд 18, 16, 15, 17, 19, 21, 24 from June to December.",
        ),
        q(
            "text-refractometer",
            "text",
            "Which instrument was used to measure the sugar content?",
            "A hand-held Atago PAL-1 refractometer, on 40 trees per orchard.",
            [["PAL-1", "Atago"]],
            [("text", "Atago PAL-1")],
        ),
        q(
            "text-bazaars",
            "text",
            "At which bazaars were the prices recorded?",
            "The Panjshanbe bazaar in Khujand and the Mehrgon bazaar in Dushanbe (бозори Панҷшанбе, бозори Меҳргон).",
            [["Панҷшанбе", "Panjshanbe"], ["Меҳргон", "Mehrgon"]],
            [("text", "Панҷшанбеи")],
        ),
        q(
            "ml-tg-ashti",
            "multilingual",
            "Ҳосилнокии боғҳои ноҳияи Ашт чанд тонна аз гектар буд?",
            "5,5 тонна аз гектар.",
            [["5,5", "5.5"]],
            [T1_],
            language="tg",
        ),
        q(
            "ml-fr-russia-share",
            "multilingual",
            "Quelle part des exportations d'abricots secs la Russie a-t-elle achetée en 2024 ?",
            "Environ 59 %.",
            [["59"]],
            [("text", "59 фоизи")],
            language="fr",
        ),
        q(
            "unanswerable-panjakent",
            "unanswerable",
            "How many tonnes of apricots did Panjakent district harvest in 2024?",
            "Panjakent is not one of the five districts in the study (Isfara, Konibodom, Bobojon Ghafurov, Istaravshan, Asht).",
        ),
        q(
            "unanswerable-2021",
            "unanswerable",
            "How much dried apricot did Sughd export to Kazakhstan in 2021?",
            "Exports are reported only for 2022 to 2024.",
        ),
        q(
            "unanswerable-sulfite",
            "unanswerable",
            "How much sulphite did the dried apricots contain?",
            "Sulphite content was not measured.",
        ),
        q(
            "unanswerable-pl-transport",
            "unanswerable",
            "Ile kosztował transport suszonych moreli do Rosji?",
            "Koszty transportu nie były badane.",
            language="pl",
        ),
    ]
