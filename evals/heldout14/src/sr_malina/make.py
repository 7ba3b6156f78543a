"""sr_malina: Serbian (Cyrillic) horticulture paper (raspberry growing in six municipalities of
western Serbia, 2024: area, growers, yield, output; five cultivars; purchase prices 2017-2024;
where the harvest goes), laid out by ``layout9`` in one column (DejaVu Serif metrics) and written
by **PyFPDF 1.7.2** (the original ``fpdf`` package, ``add_font(uni=True)`` subsets of DejaVu
Serif); the vector chart is stamped by heldout10's pdfrw stamp. Figure 1 is a **Tk canvas line
chart** with Cyrillic labels (Tk's PostScript shows them with ``glyphshow``; Ghostscript to a
cropped PDF); Figure 2 is **RASTER**: Tk canvas **stacked columns** rendered to PNG by
Ghostscript and placed by PyFPDF's ``image``. Table 1 is **zebra-shaded without rules** with a
**bold total row** (``Укупно``), thousands dots and decimal commas; Table 2 has **no rules or
shading** and **italic row groups** (summer / autumn cultivars)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper14 import (  # noqa: E402
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
    table,
    table_truth,
    title,
    tk_chart,
    write_pyfpdf,
)  # fmt: skip

TITLE = "Производња малине у западној Србији 2024. године: површине, приноси, сорте и откупне цене"
# municipality (Cyrillic, Latin), area (ha), growers, yield (t/ha)
T1 = [("Ариље", "Arilje", 2150, 3420, 8.6), ("Ивањица", "Ivanjica", 1380, 2110, 7.9),
      ("Пожега", "Požega", 640, 980, 7.2), ("Косјерић", "Kosjerić", 520, 760, 8.1),
      ("Бајина Башта", "Bajina Bašta", 910, 1350, 7.4), ("Чајетина", "Čajetina", 310, 450, 6.8)]  # fmt: skip
# cultivar, yield (t/ha), berry mass (g), soluble solids (%), harvest start
T2 = {
    "Летње сорте": [("Виламет", 8.9, 3.4, 11.2, "14. јун"), ("Микер", 9.6, 3.9, 10.8, "18. јун"),
                    ("Туламин", 10.3, 4.6, 10.1, "22. јун")],
    "Јесење сорте": [("Полка", 11.2, 4.8, 9.6, "2. август"), ("Химбо топ", 12.4, 5.3, 9.2, "12. август")],
}  # fmt: skip
YEARS = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]
PRICE = {"Виламет": [230, 140, 180, 250, 420, 290, 260, 380],
         "Полка": [200, 150, 170, 220, 350, 260, 240, 330]}  # fmt: skip
MUN = ["Ариље", "Ивањица", "Пожега", "Косјерић", "Бајина Башта"]
SHARE = {"Замрзавање": [78, 72, 81, 69, 74], "Свежа продаја": [9, 15, 6, 17, 12],
         "Прерада": [13, 13, 13, 14, 14]}  # fmt: skip
CAP1 = "Откупна цена малине сорти Виламет и Полка, 2017–2024 (динара по килограму)."
CAP2 = "Намена рода малине у пет општина, 2024 (% откупљених количина)."


def out(a: int, y: float) -> int:
    return round(a * y)


def total() -> tuple[int, int, int, float]:
    area = sum(r[2] for r in T1)
    grow = sum(r[3] for r in T1)
    prod = sum(out(r[2], r[4]) for r in T1)
    return area, grow, prod, round(prod / area, 1)


def check_prose() -> None:
    assert total() == (5910, 9070, 47054, 8.0)
    assert out(2150, 8.6) == 18490 and round(18490 / 47054 * 100) == 39
    assert max(PRICE["Виламет"]) == 420 and YEARS[PRICE["Виламет"].index(420)] == 2021
    assert min(PRICE["Виламет"]) == 140 and YEARS[PRICE["Виламет"].index(140)] == 2018
    for i in range(len(MUN)):
        assert sum(v[i] for v in SHARE.values()) == 100
    allc = [c for cs in T2.values() for c in cs]
    assert (
        max(allc, key=lambda c: c[1])[0] == "Химбо топ"
        and max(allc, key=lambda c: c[3])[0] == "Виламет"
    )


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [m, dotted(a), dotted(g), comma(y), dotted(out(a, y))] for m, _l, a, g, y in T1
    ]
    area, grow, prod, yavg = total()
    rows.append(["Укупно", dotted(area), dotted(grow), comma(yavg), dotted(prod)])
    t1 = table("Табела 1.", "Површине, број произвођача, приноси и производња малине по општинама, 2024",
               [[("Општина", 1), ("Површина\n(ha)", 1), ("Број\nпроизвођача", 1), ("Принос\n(t/ha)", 1),
                 ("Производња\n(t)", 1)]], rows, "zebra", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = []
    for grp, cs in T2.items():
        r2.append(grp)
        r2 += [[c, comma(y), comma(m), comma(s), d] for c, y, m, s, d in cs]
    t2 = table("Табела 2.", "Особине пет сорти малине у огледу у Ариљу, просек 2022–2024",
               [[("Сорта", 1), ("Принос\n(t/ha)", 1), ("Маса\nплода (g)", 1), ("Суве\nматерије (%)", 1),
                 ("Почетак\nбербе", 1)]], r2, "none", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Милица Јовановић, Немања Петровић и Јелена Стојановић",
            "Пољопривредни факултет, Универзитет у Београду, Србија",
            "Сажетак.",
            "Малина се у шест општина западне Србије 2024. године гајила на 5.910 ha, а "
            "произведено је 47.054 t. Највећи део производње, 39 %, дало је Ариље. У огледу са "
            "пет сорти највећи принос имала је јесења сорта Химбо топ, а највише суве материје "
            "летња сорта Виламет. Откупна цена Виламета кретала се од 140 динара (2018) до 420 "
            "динара по килограму (2021).",
        ),  # fmt: skip
        h("1. Увод"),
        p(
            "Србија је један од највећих извозника смрзнуте малине у свету, а производња је "
            "усредсређена у брдским општинама западне Србије. Приноси и приход произвођача "
            "зависе од сорте, наводњавања и откупне цене, која се из године у годину много мења."
        ),  # fmt: skip
        h("2. Подаци и методе"),
        p(
            "Површине и број произвођача преузети су из евиденције општинских пољопривредних "
            "служби, а производња је израчуната као површина пута просечан принос. Оглед са "
            "сортама постављен је 2021. године у Ариљу на 420 m надморске висине, у три "
            "понављања, са системом кап по кап. Суве материје мерене су дигиталним "
            "рефрактометром Atago PAL-1."
        ),  # fmt: skip
        t1,
        h("3. Резултати"),
        p(
            "Ариље има највећу површину и највећи принос по хектару (Табела 1). Јесење сорте "
            "дале су више плодова и крупније плодове, али са мање суве материје (Табела 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Слика 1.", CAP1, frac=0.7),
        p(
            "Цена је пала 2018. године, а највиша је била 2021, када је род у Европи подбацио "
            "(Слика 1). Највећи део рода у свим општинама откупљен је за замрзавање (Слика 2)."
        ),  # fmt: skip
        figure(fb, "Слика 2.", CAP2, frac=0.6),
        h("4. Закључак"),
        p(
            "Замена старих засада Виламета јесењим сортама повећала би приносе. Трошкове "
            "производње и приход по хектару нисмо анализирали, а појаву болести у засадима нисмо "
            "пратили."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"size": (720, 420), "kind": "line", "x": {"cats": [str(y) for y in YEARS]},
            "y": {"min": 100, "max": 450, "ticks": [100, 150, 200, 250, 300, 350, 400, 450]},
            "xtitle": "Година", "ytitle": "Цена (дин/кг)", "legend": "topleft", "legend_w": 130,
            "series": [{"name": "Виламет", "values": PRICE["Виламет"], "color": "#8e1b3c", "marker": "circle"},
                       {"name": "Полка", "values": PRICE["Полка"], "color": "#2a5caa", "dash": "6 4",
                        "marker": "square", "open": True}]}  # fmt: skip
    return tk_chart(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": (720, 430), "kind": "stacked", "x": {"cats": MUN}, "barfrac": 0.55,
            "y": {"min": 0, "max": 100, "ticks": [0, 20, 40, 60, 80, 100]},
            "xtitle": "Општина", "ytitle": "Удео (%)", "legend": "top",
            "series": [{"name": k, "values": v, "color": c} for (k, v), c in
                       zip(SHARE.items(), ["#7fa7d9", "#d9534f", "#f0ad4e"], strict=True)]}  # fmt: skip
    return tk_chart(work, "fig2", spec, raster=True)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SERIF, body=9.5, lead=12.6, cols=1, margin=(60, 62, 60, 62),
                 head="Производња малине у западној Србији", foot="Страна {n}")  # fmt: skip
    return write_pyfpdf(work, lay, SERIF, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout14/sr_malina.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 2), (2, 3), (3, 4), (4, 1), (6, 1), (6, 4)],
                "PyFPDF 1.7.2, DejaVu Serif subsets; zebra shading without rules; bold total row ('Укупно', yield weighted by area); thousands dots (2.150), decimal commas (8,6); output = area x yield.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (2, 2), (3, 3), (5, 1), (6, 4)],
                "No rules or shading; italic row groups ('Летње сорте' / 'Јесење сорте'); decimal commas; the last column is a date.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Година", "log": False, "categories": YEARS},
                {"title": "Цена (дин/кг)", "log": False, "min": 100, "max": 450},
                list(PRICE),
                pts("Виламет", YEARS, PRICE["Виламет"], [1, 4, 7])
                + pts("Полка", YEARS, PRICE["Полка"], [3, 5]),
                "Tk 8.6 canvas line chart (wish under Xvfb), canvas postscript with the Cyrillic glyphs by name (glyphshow), Ghostscript to a cropped PDF; Виламет solid dark red with filled circles, Полка dashed blue with open squares, legend top left.",
                find="Откупна цена малине",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "stacked_bar",
                {"title": "Општина", "log": False, "categories": MUN},
                {"title": "Удео (%)", "log": False, "min": 0, "max": 100},
                list(SHARE),
                pts("Замрзавање", MUN, SHARE["Замрзавање"], [2, 3])
                + pts("Свежа продаја", MUN, SHARE["Свежа продаја"], [1, 3])
                + pts("Прерада", MUN, SHARE["Прерада"], [0]),
                "RASTER: Tk 8.6 canvas stacked columns (frozen blue at the bottom, fresh red, processing orange on top; legend on top), PostScript rendered to PNG by Ghostscript at 144 dpi, placed by PyFPDF's image(); no text layer. Probes are each segment's own length.",
                kind="raster_chart",
                text_layer=False,
                find="Намена рода малине",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fourteenth held-out set (blind): a Serbian (Cyrillic) horticulture paper written by PyFPDF 1.7.2 in DejaVu Serif; a zebra table with a bold total row, thousands dots and decimal commas, a table with italic row groups, a Tk canvas line chart with Cyrillic labels and a raster Tk canvas stacked column chart.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-area-ivanjica",
            "table",
            "How many hectares of raspberries were grown in Ivanjica in 2024?",
            "1.380 ha (Table 1).",
            [["1.380", "1380", "1,380"]],
            [T1_],
            ["2.150", "910"],
        ),
        q(
            "table-growers-pozega",
            "table",
            "How many raspberry growers are there in Požega (Пожега)?",
            "980 (Table 1).",
            [["980"]],
            [T1_],
            ["760", "2.110"],
        ),
        q(
            "table-yield-kosjeric",
            "table",
            "What yield per hectare did Kosjerić reach?",
            "8,1 t/ha (Table 1).",
            [["8,1", "8.1"]],
            [T1_],
            ["7,2", "7,4"],
        ),
        q(
            "table-output-bajina",
            "table",
            "How many tonnes of raspberries did Bajina Bašta produce?",
            "6.734 t (Table 1).",
            [["6.734", "6734", "6,734"]],
            [T1_],
            ["4.212", "10.902"],
        ),
        q(
            "table-total-growers",
            "table",
            "How many raspberry growers do the six municipalities have altogether?",
            "9.070 (Table 1, total row).",
            [["9.070", "9070", "9,070"]],
            [T1_],
            ["5.910", "3.420"],
        ),
        q(
            "table-lowest-yield",
            "table",
            "Which municipality had the lowest raspberry yield per hectare, and how much?",
            "Čajetina (Чајетина), 6,8 t/ha.",
            [["Čajetina", "Чајетина", "Cajetina"], ["6,8", "6.8"]],
            [T1_],
            ["7,2"],
        ),
        q(
            "table-output-diff",
            "table",
            "How many more tonnes did Arilje produce than Ivanjica?",
            "7.588 t more (18.490 against 10.902 t).",
            [["7.588", "7588", "7,588"]],
            [T1_],
            ["770"],
        ),
        q(
            "table-mass-tulameen",
            "table",
            "How heavy is a Tulameen berry on average?",
            "4,6 g (Table 2).",
            [["4,6", "4.6"]],
            [T2_],
            ["3,9", "4,8"],
        ),
        q(
            "table-brix-meeker",
            "table",
            "What soluble solids content did Meeker (Микер) have?",
            "10,8 % (Table 2).",
            [["10,8", "10.8"]],
            [T2_],
            ["11,2", "10,1"],
        ),
        q(
            "table-yield-polka",
            "table",
            "What yield did the autumn cultivar Polka give in the trial?",
            "11,2 t/ha (Table 2).",
            [["11,2", "11.2"]],
            [T2_],
            ["12,4", "10,3"],
        ),
        q(
            "table-harvest-himbo",
            "table",
            "When does the harvest of Himbo Top start?",
            "On 12 August (Table 2).",
            [["12"], ["август", "August", "avgust"]],
            [T2_],
            ["2. август"],
        ),
        q(
            "figure-willamette-2021",
            "figure",
            "What was the purchase price of Willamette raspberries in 2021, according to Figure 1?",
            "About 420 dinars per kilogram.",
            [[rng(400, 440)]],
            [F1],
            ["350", "290"],
            note="Plotted 420 (Полка 350).",
        ),
        q(
            "figure-polka-2020",
            "figure",
            "In Figure 1, what did buyers pay for Polka in 2020?",
            "About 220 dinars per kilogram.",
            [[rng(205, 235)]],
            [F1],
            ["250", "170"],
            note="Plotted 220 (Виламет 250).",
        ),
        q(
            "figure-gap-2024",
            "figure",
            "By how much did the Willamette price exceed the Polka price in 2024 (Figure 1)?",
            "About 50 dinars per kilogram (380 against 330).",
            [[rng(35, 65)]],
            [F1],
            ["70"],
            note="Plotted 380 and 330.",
        ),
        q(
            "figure-polka-lowest-year",
            "figure",
            "In which year was the Polka price lowest in Figure 1?",
            "2018, about 150 dinars per kilogram.",
            [["2018"]],
            [F1],
            ["2019"],
            note="Plotted 200, 150, 170, 220, 350, 260, 240, 330.",
        ),
        q(
            "figure-fresh-kosjeric",
            "figure",
            "What share of the Kosjerić harvest was sold fresh, according to Figure 2?",
            "About 17 %.",
            [[rng(14.5, 19.5)]],
            [F2],
            ["69", "12"],
            note="Segment 17 (frozen 69, processing 14).",
        ),
        q(
            "figure-frozen-max",
            "figure",
            "Which municipality sent the largest share of its raspberries to freezing in Figure 2?",
            "Požega (Пожега), about 81 %.",
            [["Požega", "Пожега", "Pozega"]],
            [F2],
            None,
            note="Frozen 78, 72, 81, 69, 74.",
        ),
        q(
            "text-refractometer",
            "text",
            "What instrument was used to measure soluble solids in the berries?",
            "A digital refractometer, Atago PAL-1.",
            [["PAL-1", "Atago"]],
            [("text", "Atago PAL-1")],
        ),
        q(
            "text-trial-altitude",
            "text",
            "At what altitude was the cultivar trial set up?",
            "At 420 m above sea level, in Arilje.",
            [["420"]],
            [("text", "420 m")],
        ),
        q(
            "ml-sr-irrigation",
            "multilingual",
            "Како је наводњаван оглед са сортама?",
            "Системом кап по кап.",
            [["кап по кап", "kap po kap", "drip"]],
            [("text", "кап по кап")],
            language="sr",
        ),
        q(
            "ml-cs-start",
            "multilingual",
            "Ve kterém roce byl založen pokus s odrůdami maliníku?",
            "V roce 2021 v Arilje.",
            [["2021"]],
            [("text", "постављен је 2021")],
            language="cs",
        ),
        q(
            "unanswerable-priboj",
            "unanswerable",
            "How many hectares of raspberries were grown in Priboj?",
            "Priboj is not among the six municipalities in Table 1.",
        ),
        q(
            "unanswerable-2016",
            "unanswerable",
            "What was the purchase price of Willamette raspberries in 2016?",
            "Figure 1 starts in 2017.",
        ),
        q(
            "unanswerable-income",
            "unanswerable",
            "What was the growers' net income per hectare?",
            "Production costs and income per hectare were not analysed.",
        ),
        q(
            "unanswerable-es-disease",
            "unanswerable",
            "¿Qué porcentaje de las plantas estaba infectado por Phytophthora?",
            "No se hizo seguimiento de enfermedades en las plantaciones.",
            language="es",
        ),
    ]
