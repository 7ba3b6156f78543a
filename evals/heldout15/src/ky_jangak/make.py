"""ky_jangak: Kyrgyz forestry paper (the walnut harvest of five forest enterprises in the
walnut-fruit forests of Jalal-Abad region in 2024: area, harvest, yield per hectare, pickers;
walnut prices 2022-2024; yields of two enterprises 2015-2024; exports by destination), written
as an HTML page and laid out by **xhtml2pdf** with **DejaVu Serif embedded** through
``@font-face`` (ReportLab's TrueType subsets); the figures are ``<pdf:spacer>`` gaps above their
captions, into which heldout10's pdfrw stamp draws the charts. Figure 1 is an **svg.charts line
chart** (two enterprises over ten years, key at the right); Figure 2 is **svg.charts grouped
columns** (two years over four countries). Table 1 is a **fully ruled grid** with thousands
spaces, a computed yield column and a **bold total row**; Table 2 has **no rules or shading** and
a **two-level header**."""

from __future__ import annotations

import shutil
import sys
from html import escape
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper15 import (  # noqa: E402
    GOLD,
    comma,
    fig_truth,
    html_table,
    num,
    pdf_size,
    pts,
    q,
    rng,
    spaced,
    svg_ticks,
    svgcharts,
    table,
    table_truth,
    write_xhtml2pdf,
)  # fmt: skip

TITLE = "Жалал-Абад облусунун жаңгак-мөмө токойлорундагы 2024-жылдын жаңгак түшүмү"
# enterprise: area (ha), harvest (t), pickers
T1 = [
    ("Арстанбап", 11200, 1680, 4300),
    ("Кара-Алма", 6900, 897, 2150),
    ("Сары-Челек", 4100, 451, 1120),
    ("Кызыл-Үңкүр", 5600, 784, 1760),
    ("Ачы", 3200, 288, 640),
]
LATIN = {"Арстанбап": "Arslanbob", "Кара-Алма": "Kara-Alma", "Сары-Челек": "Sary-Chelek",
         "Кызыл-Үңкүр": "Kyzyl-Unkur", "Ачы": "Achy"}  # fmt: skip
# product: price 2022, 2023, 2024 (som/kg)
T2 = [("Бүтүн жаңгак, 1-сорт", 210, 240, 265), ("Бүтүн жаңгак, 2-сорт", 160, 175, 190),
      ("Магиз, ири", 620, 700, 760), ("Магиз, майда", 430, 470, 520)]  # fmt: skip
YEARS = [str(y) for y in range(2015, 2025)]
YLD = {"Арстанбап": [120, 95, 160, 140, 110, 170, 60, 135, 145, 150],
       "Ачы": [80, 70, 105, 100, 75, 115, 40, 85, 88, 90]}  # fmt: skip
COUNTRIES = ["Түркия", "Казакстан", "Иран", "Германия"]
EXPORT = {"2023": [820, 640, 410, 150], "2024": [910, 590, 455, 210]}
CAP1 = "Арстанбап жана Ачы токой чарбаларындагы жаңгактын түшүмдүүлүгү, 2015–2024."
CAP2 = "Жаңгак экспорту өлкөлөр боюнча, 2023 жана 2024 (тонна)."


def yld(area: int, t: int) -> str:
    return comma(t * 1000 / area)


def totals() -> tuple[int, int, int]:
    return sum(r[1] for r in T1), sum(r[2] for r in T1), sum(r[3] for r in T1)


def check_prose() -> None:
    a, t, n = totals()
    assert (a, t, n) == (31000, 4100, 9970) and yld(a, t) == "132,3"
    assert [yld(r[1], r[2]) for r in T1] == ["150,0", "130,0", "110,0", "140,0", "90,0"]
    assert round(1680 / t * 100) == 41
    assert all(v.index(min(v)) == YEARS.index("2021") for v in YLD.values())
    assert all(v.index(max(v)) == YEARS.index("2020") for v in YLD.values())
    assert YLD["Арстанбап"][-1] == 150 and YLD["Ачы"][-1] == 90  # Table 1's 2024 yields
    assert round((T2[2][3] / T2[2][1] - 1) * 100, 1) == 22.6
    assert [a < b for a, b in zip(EXPORT["2023"], EXPORT["2024"], strict=True)] == [
        True,
        False,
        True,
        True,
    ]
    assert sum(EXPORT["2024"]) == 2165


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [e, spaced(a), spaced(t), yld(a, t), spaced(n)] for e, a, t, n in T1
    ]
    a, t, n = totals()
    rows.append(["Бардыгы", spaced(a), spaced(t), yld(a, t), spaced(n)])
    t1 = table("1-таблица.", "Токой чарбалары боюнча жаңгак түшүмү, 2024",
               [[("Токой чарбасы", 1), ("Аянты\n(га)", 1), ("Түшүм\n(т)", 1), ("Түшүмдүүлүк\n(кг/га)", 1),
                 ("Терүүчүлөр", 1)]],
               rows, "grid", bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[p_, str(a), str(b), str(c)] for p_, a, b, c in T2]
    t2 = table("2-таблица.", "Жаңгактын орточо сатып алуу баасы, 2022–2024",
               [[("", 1), ("Баасы (сом/кг)", 3)],
                [("Продукт", 1), ("2022", 1), ("2023", 1), ("2024", 1)]],
               r2, "none")  # fmt: skip
    return t1, t2


D = "/usr/share/fonts/truetype/dejavu/"
FACES = ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"]
CSS = """
@font-face { font-family: DVSerif; src: url(DejaVuSerif.ttf); }
@font-face { font-family: DVSerif; src: url(DejaVuSerif-Bold.ttf); font-weight: bold; }
@font-face { font-family: DVSerif; src: url(DejaVuSerif-Italic.ttf); font-style: italic; }
@page { size: a4 portrait; margin: 2.1cm 2.4cm 2.2cm 2.4cm;
  @frame head { -pdf-frame-content: head; top: 1.1cm; margin-left: 2.4cm; margin-right: 2.4cm; height: 0.8cm; }
  @frame foot { -pdf-frame-content: foot; bottom: 1.0cm; margin-left: 2.4cm; margin-right: 2.4cm; height: 0.8cm; } }
body { font-family: DVSerif; font-size: 9pt; line-height: 1.3; }
h1 { font-size: 14pt; text-align: center; margin-bottom: 4pt; }
h2 { font-size: 10.5pt; margin-top: 8pt; margin-bottom: 2pt; }
p { margin: 0 0 5pt 0; }
p.auth { text-align: center; font-size: 10pt; margin: 0; }
p.aff { text-align: center; font-style: italic; font-size: 8.5pt; }
p.cap { font-size: 8.5pt; margin: 6pt 0 3pt 0; }
div.abs { margin: 6pt 24pt 8pt 24pt; font-size: 8.5pt; }
table { font-size: 8.5pt; }
td, th { padding: 2pt 4pt 1pt 4pt; text-align: right; }
td:first-child { text-align: left; }
table.grid td, table.grid th { border: 0.5pt solid #000; }
th.grp { text-align: center; }
"""


def html(c1: tuple[float, float], c2: tuple[float, float]) -> str:
    t1, t2 = tables()

    def par(s: str) -> str:
        return f"<p>{escape(' '.join(s.split()))}</p>"

    def fig(label: str, cap: str, hgt: float) -> str:
        return (f'<pdf:spacer height="{hgt + 16:.0f}pt">'
                f'<p class="cap"><b>{label}</b> {escape(cap)}</p>')  # fmt: skip

    return f"""<html><head><meta charset="utf-8"/><style>{CSS}</style></head><body>
<div id="head"><i>Жаңгак түшүмү 2024</i></div>
<div id="foot" style="text-align: center"><pdf:pagenumber></div>
<h1>{escape(TITLE)}</h1>
<p class="auth">Айгерим Токтосунова, Нурбек Абдыкадыров жана Гүлзат Осмонова</p>
<p class="aff">Токой институту, Кыргыз Республикасынын Улуттук илимдер академиясы, Бишкек</p>
<div class="abs"><b>Аннотация.</b> {escape("2024-жылы беш токой чарбасында 31 000 га аянттан 4 100 т жаңгак терилди, орточо түшүмдүүлүк 132,3 кг/га болду. Арстанбап түшүмдүн 41 %ын берди. Ири магиздин баасы 2022-жылдан бери 22,6 %га өстү, экспорт 2024-жылы 2 165 т түздү.")}</div>
<h2>1. Киришүү</h2>
{par("Кыргызстандын түштүгүндөгү жаңгак-мөмө токойлору дүйнөдөгү эң чоң жапайы жаңгак токойлорунун бири. Жаңгак терүү жергиликтүү үй-бүлөлөр үчүн күзгү негизги киреше булагы болуп саналат.")}
<h2>2. Материалдар жана ыкмалар</h2>
{par("Аянт жана терүүчүлөрдүн саны токой чарбаларынын 2024-жылдагы ижара келишимдеринен алынды. Түшүм кабыл алуу пункттарында таразага тартылды; түшүмдүүлүк — түшүмдүн аянтка болгон катышы. Баалар Базар-Коргон базарында ар жумада жазылып алынды.")}
{html_table(t1, "grid")}
<h2>3. Натыйжалар</h2>
{par("Эң жогорку түшүмдүүлүк Арстанбапта, эң төмөнкүсү Ачыда болду (1-таблица). Бардык продукттардын баасы ар жыл сайын өстү (2-таблица).")}
{html_table(t2, "none")}
{fig("1-сүрөт.", CAP1, c1[1])}
{par("Эки чарбада тең эң жогорку түшүм 2020-жылы, эң төмөнкүсү 2021-жылы болду: ошол жылы апрелдеги үшүк гүлдөрдү үшүтүп кеткен (1-сүрөт). Экспорт Казакстандан башка бардык өлкөлөргө көбөйдү (2-сүрөт).")}
{fig("2-сүрөт.", CAP2, c2[1])}
<h2>4. Талкуу</h2>
{par("Түшүмдүүлүк жылдан жылга катуу өзгөрөт, ошондуктан терүүчүлөрдүн кирешеси да туруктуу эмес. Бул изилдөөдө мал жайытынын токойго тийгизген таасири жана жаңгактын афлатоксин менен булганышы изилденген жок.")}
</body></html>"""


_WORK: dict[str, Path] = {}


def fig1(work: Path) -> Path:
    spec = {"size": [720, 400], "kind": "line", "cats": YEARS, "y": {"min": 20, "step": 20, "integers": True},
            "xtitle": "Жыл", "ytitle": "Түшүмдүүлүк (кг/га)",
            "series": [{"name": k, "values": v} for k, v in YLD.items()]}  # fmt: skip
    return svgcharts(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [640, 400], "kind": "bar", "cats": COUNTRIES, "y": {"min": 0, "step": 200, "integers": True},
            "xtitle": "Өлкө", "ytitle": "Экспорт (т)",
            "series": [{"name": k, "values": v} for k, v in EXPORT.items()]}  # fmt: skip
    return svgcharts(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    _WORK["w"] = work
    for f in FACES:  # xhtml2pdf reads files only under the document's folder (its resource policy)
        shutil.copyfile(D + f, work / f)
    fa, fb = fig1(work), fig2(work)
    sizes = []
    for f, wpt in ((fa, 330.0), (fb, 280.0)):
        w, h = pdf_size(f)
        sizes.append((wpt, round(wpt * h / w, 1)))
    return write_xhtml2pdf(work, html(*sizes), [("1-сүрөт.", fa, *sizes[0]), ("2-сүрөт.", fb, *sizes[1])],
                           TITLE)  # fmt: skip


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    y1, y2 = svg_ticks(_WORK["w"], "fig1"), svg_ticks(_WORK["w"], "fig2")
    return {
        "file": "heldout15/ky_jangak.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 2), (2, 3), (3, 4), (4, 3), (5, 1), (5, 2), (5, 3)],
                "xhtml2pdf, DejaVu Serif embedded via @font-face; fully ruled grid; thousands spaces (11 200), decimal commas; yield = harvest / area; bold total row ('Бардыгы').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 3), (2, 1), (2, 3), (3, 2)],
                "No rules or shading; two-level header ('Баасы (сом/кг)' over the three years).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Жыл", "log": False, "categories": YEARS},
                {"title": "Түшүмдүүлүк (кг/га)", "log": False, "min": min(y1), "max": max(y1)},
                list(YLD),
                pts("Арстанбап", YEARS, YLD["Арстанбап"], [1, 5, 6])
                + pts("Ачы", YEARS, YLD["Ачы"], [2, 8]),
                "svg.charts Line (default stylesheet: red and blue lines, no markers, dashed grid, key at the right, y labels '20.0' …), SVG to PDF by librsvg, stamped by pdfrw into an xhtml2pdf spacer.",
                find="Арстанбап жана Ачы токой",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Өлкө", "log": False, "categories": COUNTRIES},
                {"title": "Экспорт (т)", "log": False, "min": min(y2), "max": max(y2)},
                list(EXPORT),
                pts("2023", COUNTRIES, EXPORT["2023"], [0, 1])
                + pts("2024", COUNTRIES, EXPORT["2024"], [1, 2, 3]),
                "svg.charts VerticalBar, stack='side' (2023 red, 2024 blue, half-transparent fills, key at the right).",
                find="Жаңгак экспорту өлкөлөр",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fifteenth held-out set (blind): a Kyrgyz forestry paper laid out from HTML by xhtml2pdf with DejaVu Serif embedded; a ruled table with a computed yield column and a bold total row, a table without rules under a two-level header, an svg.charts line chart and svg.charts grouped columns stamped into the page.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-area-arslanbob",
            "table",
            "How large is the walnut forest area of the Arslanbob (Арстанбап) enterprise?",
            "11,200 ha (printed 11 200).",
            [["11 200", "11200", "11,200"]],
            [T1_],
            ["6 900", "5 600"],
        ),
        q(
            "table-harvest-karaalma",
            "table",
            "How many tonnes of walnuts were harvested at Kara-Alma (Кара-Алма) in 2024?",
            "897 t.",
            [["897"]],
            [T1_],
            ["784", "451"],
        ),
        q(
            "table-yield-sarychelek",
            "table",
            "What walnut yield per hectare did Sary-Chelek (Сары-Челек) reach?",
            "110.0 kg/ha (printed 110,0).",
            [["110"]],
            [T1_],
            ["130,0", "90,0"],
        ),
        q(
            "table-pickers-kyzylunkur",
            "table",
            "How many pickers worked in the Kyzyl-Unkur (Кызыл-Үңкүр) forests?",
            "1,760 (printed 1 760).",
            [["1 760", "1760", "1,760"]],
            [T1_],
            ["2 150", "1 120"],
        ),
        q(
            "table-yield-lowest",
            "table",
            "Which forest enterprise had the lowest yield per hectare, and how low was it?",
            "Achy (Ачы), 90.0 kg/ha.",
            [["Achy", "Ачы"], ["90"]],
            [T1_],
            ["110,0"],
        ),
        q(
            "table-total-harvest",
            "table",
            "What was the total walnut harvest of the five enterprises in 2024?",
            "4,100 t (printed 4 100) from 31,000 ha.",
            [["4 100", "4100", "4,100"]],
            [T1_],
            ["1 680", "9 970"],
        ),
        q(
            "table-mean-yield",
            "table",
            "What was the average yield per hectare over all five enterprises?",
            "132.3 kg/ha (printed 132,3).",
            [num(132.3)],
            [T1_],
            ["150,0", "130,0"],
        ),
        q(
            "table-harvest-diff",
            "table",
            "How much more did Arslanbob harvest than Kyzyl-Unkur?",
            "896 t more (1,680 against 784 t).",
            [["896"]],
            [T1_],
            ["783", "1 392"],
        ),
        q(
            "table-kernel-2024",
            "table",
            "What did large walnut kernels cost in 2024?",
            "760 som per kg.",
            [["760"]],
            [T2_],
            ["700", "520"],
        ),
        q(
            "table-grade2-2023",
            "table",
            "What was the price of second-grade whole walnuts in 2023?",
            "175 som per kg.",
            [["175"]],
            [T2_],
            ["160", "240"],
        ),
        q(
            "table-small-kernel-rise",
            "table",
            "By how much did the price of small kernels rise from 2022 to 2024?",
            "By 90 som per kg, from 430 to 520.",
            [["90"]],
            [T2_],
            ["50", "140"],
        ),
        q(
            "figure-arslanbob-2016",
            "figure",
            "In Figure 1, what yield did Arslanbob have in 2016?",
            "About 95 kg/ha.",
            [[rng(88, 102)]],
            [F1],
            ["70", "120"],
            note="Plotted 95 (Achy 70; Arslanbob 2015 120).",
        ),
        q(
            "figure-arslanbob-2020",
            "figure",
            "What does Figure 1 show for Arslanbob's yield in 2020?",
            "About 170 kg/ha, its highest.",
            [[rng(162, 178)]],
            [F1],
            ["115", "110"],
            note="Plotted 170 (Achy 115; Arslanbob 2019 110).",
        ),
        q(
            "figure-worst-year",
            "figure",
            "In which year was the yield lowest at both enterprises in Figure 1?",
            "2021 (about 60 kg/ha at Arslanbob and 40 at Achy).",
            [["2021"]],
            [F1],
            None,
            note="Arslanbob 60 and Achy 40 in 2021; the prose names an April frost.",
        ),
        q(
            "figure-achy-2017",
            "figure",
            "How high was the yield at Achy in 2017 according to Figure 1?",
            "About 105 kg/ha.",
            [[rng(97, 113)]],
            [F1],
            ["160", "70"],
            note="Plotted 105 (Arslanbob 160; Achy 2016 70).",
        ),
        q(
            "figure-turkey-2024",
            "figure",
            "How many tonnes of walnuts went to Turkey in 2024, according to Figure 2?",
            "About 910 t.",
            [[rng(860, 960)]],
            [F2],
            ["590", "820"],
            note="Plotted 910 (2023 820; Kazakhstan 2024 590).",
        ),
        q(
            "figure-kazakhstan-change",
            "figure",
            "How did exports to Kazakhstan change from 2023 to 2024 in Figure 2?",
            "They fell, from about 640 to about 590 t.",
            [["fell", "decreas", "drop", "lower", "less"]],
            [F2],
            None,
            note="Kazakhstan 640 (2023) and 590 (2024); every other country rose.",
        ),
        q(
            "text-frost",
            "text",
            "What caused the poor walnut harvest of 2021?",
            "A frost in April that killed the flowers.",
            [["frost", "үшүк"]],
            [("text", "үшүк")],
        ),
        q(
            "text-market",
            "text",
            "Where were the walnut prices recorded?",
            "Weekly at the Bazar-Korgon market.",
            [["Bazar-Korgon", "Базар-Коргон"]],
            [("text", "Базар-Коргон")],
        ),
        q(
            "ml-ky-pickers",
            "multilingual",
            "2024-жылы беш токой чарбасында канча терүүчү иштеди?",
            "9 970 терүүчү.",
            [["9 970", "9970", "9,970"]],
            [T1_],
            ["4 300"],
            language="ky",
        ),
        q(
            "ml-it-share",
            "multilingual",
            "Quale quota del raccolto totale di noci proviene da Arslanbob?",
            "Il 41 %.",
            [["41"]],
            [("text", "41 %")],
            language="it",
        ),
        q(
            "unanswerable-kaba",
            "unanswerable",
            "What walnut harvest did the Kaba forest enterprise record in 2024?",
            "Kaba is not among the five enterprises in Table 1.",
        ),
        q(
            "unanswerable-2014",
            "unanswerable",
            "What yield did Arslanbob have in 2014?",
            "Figure 1 starts in 2015.",
        ),
        q(
            "unanswerable-aflatoxin",
            "unanswerable",
            "How much aflatoxin was found in the walnuts?",
            "Aflatoxin contamination was not studied.",
        ),
        q(
            "unanswerable-nl-grazing",
            "unanswerable",
            "Hoeveel schade deed het grazende vee aan de jonge notenbomen?",
            "De invloed van begrazing op het bos is niet onderzocht.",
            language="nl",
        ),
    ]
