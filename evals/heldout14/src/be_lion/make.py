"""be_lion: Belarusian agronomy paper (fibre flax in six districts of the Vitebsk and Mogilev
regions, 2024: straw and fibre yields, fibre output; four cultivars; fibre yields 2018-2024;
fibre grade at five flax mills), laid out by ``layout9`` in one column (DejaVu Sans metrics) and
written by **PyFPDF 1.7.2** (``add_font(uni=True)`` subsets of DejaVu Sans); both charts are
stamped by heldout10's pdfrw stamp. Figure 1 is a **visx line chart** (Airbnb's React
primitives rendered to SVG by react-dom/server, librsvg to PDF: two regions, solid circles and
dashed open squares, legend on top); Figure 2 **visx horizontal bars** (one series, no legend).
Table 1 is a **fully ruled grid** with **italic row groups** (the two regions), thousands spaces
and a **computed column** (fibre output = fibre / straw); Table 2 is **booktabs-style** with a
**bold mean row** (``Сярэдняе``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper14 import (  # noqa: E402
    GOLD,
    SANS,
    comma,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    spaced,
    table,
    table_truth,
    title,
    visx,
    write_pyfpdf,
)  # fmt: skip

TITLE = "Ураджай і якасць ільновалакна ў Віцебскай і Магілёўскай абласцях у 2024 годзе"
# district (Belarusian, Latin), area (ha), straw yield (c/ha), fibre yield (c/ha)
T1 = {
    "Віцебская вобласць": [("Глыбоцкі", "Hlybokaye", 2450, 38.6, 9.8), ("Докшыцкі", "Dokshytsy", 1980, 35.2, 8.6),
                           ("Пастаўскі", "Pastavy", 1720, 33.9, 8.9)],
    "Магілёўская вобласць": [("Горацкі", "Horki", 1310, 36.4, 9.5), ("Шклоўскі", "Shklow", 1050, 31.8, 7.4),
                             ("Мсціслаўскі", "Mstsislaw", 890, 30.5, 6.9)],
}  # fmt: skip
# cultivar, stem height (cm), seed yield (c/ha), fibre yield (c/ha), fibre strength (daN)
T2 = [("Багач", 96, 6.8, 12.4, 24.6), ("Ручэй", 102, 6.1, 13.1, 26.2), ("Грант", 91, 7.4, 11.2, 22.9),
      ("Дашкаўскі", 99, 6.5, 12.9, 25.1)]  # fmt: skip
YEARS = ["2018", "2019", "2020", "2021", "2022", "2023", "2024"]
FIB = {
    "Віцебская": [8.1, 7.4, 8.9, 9.6, 8.3, 9.1, 9.4],
    "Магілёўская": [7.2, 6.8, 7.9, 8.4, 7.1, 8.0, 8.2],
}
MILLS = ["Глыбоцкі", "Дубровенскі", "Горацкі", "Аршанскі", "Пастаўскі"]
GRADE = [11.8, 12.6, 10.9, 12.1, 11.4]
CAP1 = "Сярэдні ўраджай ільновалакна ў дзвюх абласцях, 2018–2024 (ц/га)."
CAP2 = "Сярэдні нумар доўгага валакна на пяці льнозаводах, 2024."


def yld(st: float, fb: float) -> str:
    return comma(fb / st * 100)


def means() -> tuple[float, float, float, float]:
    k = len(T2)
    return tuple(round(sum(r[i] for r in T2) / k, 1) for i in (1, 2, 3, 4))  # type: ignore[return-value]


def check_prose() -> None:
    rows = [r for rs in T1.values() for r in rs]
    assert sum(r[2] for r in rows) == 9400
    assert (
        max(rows, key=lambda r: r[4])[0] == "Глыбоцкі"
        and min(rows, key=lambda r: r[4])[0] == "Мсціслаўскі"
    )
    outs = {r[0]: float(yld(r[3], r[4]).replace(",", ".")) for r in rows}
    assert max(outs, key=outs.get) == "Пастаўскі" and outs["Пастаўскі"] == 26.3
    assert means() == (97.0, 6.7, 12.4, 24.7)
    assert all(a > b for a, b in zip(FIB["Віцебская"], FIB["Магілёўская"], strict=True))
    assert (
        max(GRADE) == GRADE[MILLS.index("Дубровенскі")]
        and min(GRADE) == GRADE[MILLS.index("Горацкі")]
    )


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = []
    for grp, rs in T1.items():
        rows.append(grp)
        rows += [[d, spaced(a), comma(s), comma(f), yld(s, f)] for d, _l, a, s, f in rs]
    t1 = table("Табліца 1.", "Плошча ільну, ураджай саломы і валакна па раёнах, 2024",
               [[("Раён", 1), ("Плошча\n(га)", 1), ("Ураджай\nсаломы (ц/га)", 1), ("Ураджай\nвалакна (ц/га)", 1),
                 ("Выхад\nвалакна (%)", 1)]], rows, "grid", z=9)  # fmt: skip
    m = means()
    r2: list[list[str] | str] = [
        [c, str(hh), comma(s), comma(f), comma(st)] for c, hh, s, f, st in T2
    ]
    r2.append(
        [
            "Сярэдняе",
            comma(m[0], 0) if m[0] % 1 else str(int(m[0])),
            comma(m[1]),
            comma(m[2]),
            comma(m[3]),
        ]
    )
    t2 = table("Табліца 2.", "Гаспадарчыя паказчыкі чатырох сартоў ільну-даўгунцу, Горкі, 2022–2024",
               [[("Сорт", 1), ("Вышыня\nсцябла (см)", 1), ("Ураджай\nнасення (ц/га)", 1),
                 ("Ураджай\nвалакна (ц/га)", 1), ("Разрыўная\nнагрузка (даН)", 1)]], r2, "booktabs", z=9,
               bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Алесь Кавалёў, Наталля Шаўчэнка і Андрэй Лісоўскі",
            "Беларуская дзяржаўная сельскагаспадарчая акадэмія, Горкі, Беларусь",
            "Анатацыя.",
            "У шасці раёнах Віцебскай і Магілёўскай абласцей лён-даўгунец у 2024 годзе займаў "
            "9 400 га. Найбольшы ўраджай валакна атрыманы ў Глыбоцкім раёне (9,8 ц/га), "
            "найменшы ў Мсціслаўскім (6,9 ц/га). Найвышэйшы выхад валакна з саломы, 26,3 %, быў "
            "у Пастаўскім раёне. Сярод сартоў найбольш валакна даў сорт Ручэй.",
        ),  # fmt: skip
        h("1. Уводзіны"),
        p(
            "Лён-даўгунец застаецца адной з галоўных тэхнічных культур Беларусі, а льнозаводы "
            "краіны перапрацоўваюць большую частку ўраджаю на доўгае і кароткае валакно. "
            "Ураджай і якасць валакна моцна залежаць ад надвор'я ў чэрвені і ад тэрмінаў уборкі."
        ),  # fmt: skip
        h("2. Матэрыялы і метады"),
        p(
            "Звесткі пра плошчы і ўраджай сабраны ў раённых сельскагаспадарчых упраўленнях. "
            "Палявы досвед з сартамі праводзіўся на дзярнова-падзолістай глебе каля Горак у "
            "чатырох паўторах, норма высеву 22 млн усходжых насення на гектар. Разрыўную "
            "нагрузку валакна вымяралі на дынамометры ДКВ-60."
        ),  # fmt: skip
        t1,
        h("3. Вынікі"),
        p(
            "Раёны Віцебскай вобласці мелі большыя плошчы і больш высокі ўраджай, чым раёны "
            "Магілёўскай (Табліца 1). Сорт Ручэй вылучыўся вышынёй сцябла і моцнасцю валакна, "
            "а сорт Грант даў найбольш насення (Табліца 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Малюнак 1.", CAP1, frac=0.7),
        p(
            "У 2019 годзе ўраджай валакна знізіўся ў абедзвюх абласцях з-за засухі, а найвышэйшы "
            "быў у 2021 годзе (Малюнак 1). Лепшае валакна паступала на Дубровенскі льнозавод "
            "(Малюнак 2)."
        ),  # fmt: skip
        figure(fb, "Малюнак 2.", CAP2, frac=0.62),
        h("4. Заключэнне"),
        p(
            "Пашырэнне сорту Ручэй і своечасовая ўборка могуць павялічыць выхад доўгага "
            "валакна. Сабекошт вытворчасці і цэны на валакно ў гэтай працы не разглядаліся."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"size": (700, 420), "kind": "line", "cats": YEARS, "fmt": "comma",
            "y": {"min": 6, "max": 10, "ticks": [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10]},
            "xtitle": "Год", "ytitle": "Ураджай валакна (ц/га)", "legend": "top",
            "series": [{"name": "Віцебская вобласць", "values": FIB["Віцебская"], "color": "#3b5b92", "marker": "circle"},
                       {"name": "Магілёўская вобласць", "values": FIB["Магілёўская"], "color": "#b5651d",
                        "dash": "7 4", "marker": "square", "open": True}]}  # fmt: skip
    return visx(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": (680, 360), "kind": "hbar", "cats": MILLS, "fmt": "comma",
            "y": {"min": 10, "max": 13, "ticks": [10, 10.5, 11, 11.5, 12, 12.5, 13]},
            "xtitle": "Нумар валакна", "ytitle": "", "legend": None,
            "series": [{"name": "2024", "values": GRADE, "color": "#7a9a3a"}]}  # fmt: skip
    return visx(work, "fig2", {**spec, "left": 130})


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SANS, body=9.0, lead=12.2, cols=1, margin=(58, 60, 58, 60),
                 head="Ільновалакно ў Віцебскай і Магілёўскай абласцях", foot="Старонка {n}")  # fmt: skip
    return write_pyfpdf(work, lay, SANS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout14/be_lion.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(1, 1), (2, 2), (3, 3), (3, 4), (5, 2), (6, 1), (7, 4)],
                "PyFPDF 1.7.2, DejaVu Sans subsets; fully ruled grid; italic row groups (the two regions); thousands spaces (2 450), decimal commas; fibre output = fibre / straw.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 4), (2, 3), (3, 1), (4, 3)],
                "Booktabs-style; bold mean row ('Сярэдняе'); decimal commas.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Год", "log": False, "categories": YEARS},
                {"title": "Ураджай валакна (ц/га)", "log": False, "min": 6, "max": 10},
                ["Віцебская вобласць", "Магілёўская вобласць"],
                pts("Віцебская вобласць", YEARS, FIB["Віцебская"], [1, 3, 6])
                + pts("Магілёўская вобласць", YEARS, FIB["Магілёўская"], [2, 4]),
                "visx (@visx/shape LinePath, @visx/axis) rendered by react-dom/server to SVG, librsvg to PDF; Vitebsk solid blue with filled circles, Mogilev dashed brown with open squares, legend on top; decimal commas on the y axis.",
                find="Сярэдні ўраджай ільновалакна",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Нумар валакна", "log": False, "categories": MILLS},
                {"title": "Нумар валакна", "log": False, "min": 10, "max": 13},
                [],
                pts(None, MILLS, GRADE, [0, 1, 2, 4]),
                "visx horizontal bars (@visx/shape Bar, first mill at the top), one series, no legend; the value axis starts at 10 and prints decimal commas; horizontal bars keep the mills in x and the values in y.",
                find="Сярэдні нумар доўгага",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fourteenth held-out set (blind): a Belarusian agronomy paper written by PyFPDF 1.7.2 in DejaVu Sans; a ruled grid with italic region rows and a computed column, a booktabs table with a bold mean row, a visx line chart and visx horizontal bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-area-dokshytsy",
            "table",
            "How much flax was sown in the Dokshytsy district?",
            "1 980 ha (Table 1).",
            [["1 980", "1980", "1,980"]],
            [T1_],
            ["2 450", "1 720"],
        ),
        q(
            "table-straw-pastavy",
            "table",
            "What straw yield did the Pastavy district get?",
            "33,9 c/ha (Table 1).",
            [["33,9", "33.9"]],
            [T1_],
            ["35,2", "36,4"],
        ),
        q(
            "table-fibre-horki",
            "table",
            "What was the fibre yield in the Horki district?",
            "9,5 c/ha (Table 1).",
            [["9,5", "9.5"]],
            [T1_],
            ["9,8", "7,4"],
        ),
        q(
            "table-output-horki",
            "table",
            "What share of the straw was turned into fibre in Horki?",
            "26,1 % (Table 1).",
            [["26,1", "26.1"]],
            [T1_],
            ["26,3", "25,4"],
        ),
        q(
            "table-straw-shklow",
            "table",
            "How much straw per hectare was harvested in Shklow?",
            "31,8 c/ha (Table 1).",
            [["31,8", "31.8"]],
            [T1_],
            ["30,5", "33,9"],
        ),
        q(
            "table-lowest-output",
            "table",
            "Which district had the lowest fibre output from straw, and how much was it?",
            "Mstsislaw (Мсціслаўскі), 22,6 %.",
            [["Mstsislaw", "Мсціслаўскі", "Mstislavl"], ["22,6", "22.6"]],
            [T1_],
            ["23,3"],
        ),
        q(
            "table-area-vitebsk",
            "table",
            "How many hectares of flax did the three Vitebsk-region districts have together?",
            "6 150 ha (2 450 + 1 980 + 1 720).",
            [["6 150", "6150", "6,150"]],
            [T1_],
            ["3 250", "9 400"],
        ),
        q(
            "table-height-grant",
            "table",
            "How tall were the stems of the cultivar Grant?",
            "91 cm (Table 2).",
            [["91"]],
            [T2_],
            ["96", "102"],
        ),
        q(
            "table-seed-dashkawski",
            "table",
            "What seed yield did Dashkawski give?",
            "6,5 c/ha (Table 2).",
            [["6,5", "6.5"]],
            [T2_],
            ["6,8", "6,1"],
        ),
        q(
            "table-strength-strongest",
            "table",
            "Which cultivar had the strongest fibre, and what breaking load did it reach?",
            "Ruchey (Ручэй), 26,2 daN.",
            [["Ручэй", "Ruchey", "Ruchei", "Ruchej"], ["26,2", "26.2"]],
            [T2_],
            ["25,1"],
        ),
        q(
            "table-fibre-diff",
            "table",
            "How much more fibre did Ruchey yield than Grant?",
            "1,9 c/ha more (13,1 against 11,2).",
            [["1,9", "1.9"]],
            [T2_],
            ["0,7", "1,2"],
        ),
        q(
            "figure-vitebsk-2021",
            "figure",
            "What fibre yield does Figure 1 show for the Vitebsk region in 2021?",
            "About 9,6 c/ha.",
            [[rng(9.35, 9.85)]],
            [F1],
            ["8,4", "8,9"],
            note="Plotted 9.6 (Mogilev 8.4).",
        ),
        q(
            "figure-mogilev-2022",
            "figure",
            "According to Figure 1, what was the Mogilev region's fibre yield in 2022?",
            "About 7,1 c/ha.",
            [[rng(6.85, 7.35)]],
            [F1],
            ["8,3", "8,4"],
            note="Plotted 7.1 (Vitebsk 8.3).",
        ),
        q(
            "figure-vitebsk-rise",
            "figure",
            "By how much did the Vitebsk region's fibre yield rise from 2019 to 2021 in Figure 1?",
            "About 2,2 c/ha (from about 7,4 to 9,6).",
            [[rng(1.8, 2.6)]],
            [F1],
            ["1,6"],
            note="Plotted 7.4 and 9.6; Mogilev rose 6.8 to 8.4 (1.6).",
        ),
        q(
            "figure-mogilev-min",
            "figure",
            "In which year was the Mogilev region's fibre yield lowest in Figure 1, and how low?",
            "2019, about 6,8 c/ha.",
            [["2019"], [rng(6.55, 7.05)]],
            [F1],
            ["7,1"],
            note="Plotted 7.2, 6.8, 7.9, 8.4, 7.1, 8.0, 8.2.",
        ),
        q(
            "figure-orsha-grade",
            "figure",
            "What mean fibre grade did the Orsha flax mill receive in Figure 2?",
            "About 12,1.",
            [[rng(11.9, 12.3)]],
            [F2],
            ["12,6", "11,4"],
            note="Plotted 12.1.",
        ),
        q(
            "figure-lowest-mill",
            "figure",
            "Which flax mill in Figure 2 received the lowest fibre grade?",
            "The Horki mill (Горацкі), about 10,9.",
            [["Horki", "Горацкі", "Gorki"]],
            [F2],
            None,
            note="Plotted 11.8, 12.6, 10.9, 12.1, 11.4.",
        ),
        q(
            "text-seed-rate",
            "text",
            "What seeding rate was used in the cultivar trial?",
            "22 million viable seeds per hectare.",
            [["22"]],
            [("text", "22 млн")],
        ),
        q(
            "text-dynamometer",
            "text",
            "On what instrument was the fibre breaking load measured?",
            "On a DKV-60 dynamometer (ДКВ-60).",
            [["ДКВ-60", "DKV-60"]],
            [("text", "ДКВ-60")],
        ),
        q(
            "ml-be-soil",
            "multilingual",
            "На якой глебе праводзіўся палявы досвед?",
            "На дзярнова-падзолістай глебе каля Горак.",
            [["дзярнова-падзол", "sod-podzolic", "падзол"]],
            [("text", "дзярнова-падзолістай")],
            language="be",
        ),
        q(
            "ml-fr-replicates",
            "multilingual",
            "Combien de répétitions comptait l'essai variétal de lin ?",
            "Quatre répétitions.",
            [["4", "quatre", "чатырох", "four"]],
            [("text", "чатырох паўторах")],
            language="fr",
        ),
        q(
            "unanswerable-orsha-district",
            "unanswerable",
            "What fibre yield did the Orsha district reach in 2024?",
            "Orsha is not among the six districts in Table 1 (only its flax mill appears in Figure 2).",
        ),
        q(
            "unanswerable-2017",
            "unanswerable",
            "What was the Vitebsk region's fibre yield in 2017?",
            "Figure 1 starts in 2018.",
        ),
        q(
            "unanswerable-price",
            "unanswerable",
            "What price did the flax mills pay per tonne of fibre?",
            "Production costs and fibre prices were not considered.",
        ),
        q(
            "unanswerable-pt-linseed-oil",
            "unanswerable",
            "Qual foi o teor de óleo das sementes da cultivar Bagach?",
            "O teor de óleo não foi medido.",
            language="pt",
        ),
    ]
