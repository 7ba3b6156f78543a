"""mg_lavanila: Malagasy agricultural paper (vanilla in the four districts of the SAVA region in
2024: growers, area, green and cured vanilla; prices and exports 2019-2024; monthly rainfall at
two stations; vanillin content by district), written as an HTML page and laid out by
**xhtml2pdf** (its own HTML/CSS engine on ReportLab's canvas; core Helvetica, WinAnsi); the
figures are ``<pdf:spacer>`` gaps above their captions, found by PyMuPDF, into which heldout10's
pdfrw stamp draws the charts. Figure 1 is a **Chartist line chart** (two stations over twelve
Malagasy month abbreviations, solid and dashed, legend on top); Figure 2 is **Chartist grouped
columns** (two years over four districts, decimal commas on the axis). Table 1 has **rules only
above and below** (booktabs-like, a header rule), thousands spaces, decimal commas, a computed
ratio column and a **bold total row**; Table 2 is a **fully ruled grid, zebra rows**, with a
**two-level header**."""

from __future__ import annotations

import sys
from html import escape
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper15 import (  # noqa: E402
    GOLD,
    chartist,
    comma,
    fig_truth,
    html_table,
    num,
    pdf_size,
    pts,
    q,
    rng,
    spaced,
    table,
    table_truth,
    write_xhtml2pdf,
)  # fmt: skip

TITLE = "Ny lavanila ao amin'ny faritra SAVA tamin'ny 2024: vokatra, vidiny ary kalitao"
# district: growers, area (ha), green vanilla (t), cured vanilla (t)
T1 = [
    ("Sambava", 21300, 14800, 6120, 1236),
    ("Antalaha", 17900, 12600, 5230, 1020),
    ("Andapa", 12400, 8900, 3810, 800),
    ("Vohémar", 6800, 4700, 1690, 321),
]
# year: green price (Ar/kg), export price (USD/kg), exports (t)
T2 = {2019: (75000, 485, 1720), 2020: (60000, 340, 1930), 2021: (75000, 250, 2150),
      2022: (75000, 250, 1420), 2023: (35000, 160, 2870), 2024: (20000, 98, 3140)}  # fmt: skip
MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mey", "Jon", "Jol", "Aog", "Sep", "Okt", "Nov", "Des"]
RAIN = {"Sambava": [340, 310, 295, 210, 150, 160, 170, 120, 70, 55, 95, 230],
        "Andapa": [290, 275, 260, 175, 120, 135, 145, 100, 60, 40, 80, 205]}  # fmt: skip
DIST = ["Sambava", "Antalaha", "Andapa", "Vohémar"]
VAN = {"2023": [1.9, 1.7, 2.2, 1.6], "2024": [2.1, 1.8, 2.4, 1.5]}
CAP1 = "Rotsakorana isam-bolana tany Sambava sy Andapa tamin'ny 2024."
CAP2 = "Tahan'ny vanilline amin'ny lavanila maina isaky ny distrika, 2023 sy 2024."


def ratio(green: int, cured: int) -> str:
    return comma(cured / green * 100)


def totals() -> tuple[int, int, int, int]:
    return tuple(sum(r[i] for r in T1) for i in range(1, 5))  # type: ignore[return-value]


def check_prose() -> None:
    g, a, gr, cu = totals()
    assert (g, a, gr, cu) == (58400, 41000, 16850, 3377) and ratio(gr, cu) == "20,0"
    assert max(T1, key=lambda r: r[4])[0] == "Sambava"
    assert round(T1[0][4] / cu * 100, 1) == 36.6
    assert round((T2[2024][2] / T2[2019][2] - 1) * 100) == 83
    assert min(T2, key=lambda y: T2[y][1]) == 2024 and T2[2024][1] == 98
    fob = [v[1] for v in T2.values()]  # falling every year but 2022 (level with 2021)
    assert [b < a for a, b in zip(fob, fob[1:], strict=False)] == [True, True, False, True, True]
    for v in RAIN.values():
        assert MONTHS[v.index(max(v))] == "Jan" and MONTHS[v.index(min(v))] == "Okt"
    assert sum(RAIN["Sambava"]) == 2205 and sum(RAIN["Andapa"]) == 1885
    assert [d for d, a, b in zip(DIST, VAN["2023"], VAN["2024"], strict=True) if b < a] == [
        "Vohémar"
    ]


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[d, spaced(g), spaced(a), spaced(gr), spaced(cu), ratio(gr, cu)]
                                   for d, g, a, gr, cu in T1]  # fmt: skip
    g, a, gr, cu = totals()
    rows.append(["Fitambarany", spaced(g), spaced(a), spaced(gr), spaced(cu), ratio(gr, cu)])
    t1 = table("Tabilao 1.", "Mpamokatra, velarana ary vokatra isaky ny distrika tamin'ny 2024",
               [[("Distrika", 1), ("Mpamokatra", 1), ("Velarana\n(ha)", 1), ("Maitso\n(t)", 1),
                 ("Maina\n(t)", 1), ("Maina/maitso\n(%)", 1)]],
               rows, "booktabs", bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [
        [str(y), spaced(v[0]), str(v[1]), spaced(v[2])] for y, v in T2.items()
    ]
    t2 = table("Tabilao 2.", "Vidin'ny lavanila sy ny fanondranana, 2019–2024",
               [[("", 1), ("Vidiny", 2), ("", 1)],
                [("Taona", 1), ("Maitso (Ar/kg)", 1), ("Maina FOB (USD/kg)", 1),
                 ("Fanondranana (t)", 1)]],
               r2, "grid")  # fmt: skip
    return t1, t2


CSS = """
@page { size: a4 portrait; margin: 2.1cm 2.3cm 2.2cm 2.3cm;
  @frame head { -pdf-frame-content: head; top: 1.1cm; margin-left: 2.3cm; margin-right: 2.3cm; height: 0.8cm; }
  @frame foot { -pdf-frame-content: foot; bottom: 1.0cm; margin-left: 2.3cm; margin-right: 2.3cm; height: 0.8cm; } }
body { font-family: Helvetica; font-size: 9.5pt; line-height: 1.3; }
h1 { font-size: 15pt; text-align: center; margin-bottom: 4pt; }
h2 { font-size: 11pt; margin-top: 8pt; margin-bottom: 2pt; }
p { margin: 0 0 5pt 0; text-align: justify; }
p.auth { text-align: center; font-size: 10pt; margin: 0; }
p.aff { text-align: center; font-style: italic; font-size: 9pt; }
p.cap { font-size: 8.5pt; margin: 6pt 0 3pt 0; text-align: left; }
div.abs { margin: 6pt 26pt 8pt 26pt; font-size: 9pt; }
table { font-size: 8.5pt; }
td, th { padding: 2pt 4pt 1pt 4pt; text-align: right; }
td:first-child { text-align: left; }
table.booktabs { border-top: 1pt solid #000; border-bottom: 1pt solid #000; }
table.booktabs th.last { border-bottom: 0.5pt solid #000; }
table.booktabs tr.total td { border-top: 0.5pt solid #000; }
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
<div id="head"><i>Lavanila SAVA 2024</i></div>
<div id="foot" style="text-align: center">Pejy <pdf:pagenumber></div>
<h1>{escape(TITLE)}</h1>
<p class="auth">Hery Rakotomalala, Voahangy Randrianarisoa sy Fidy Andriamanantena</p>
<p class="aff">Sampam-pianarana momba ny fambolena, Oniversiten'i Antsiranana, Sambava</p>
<div class="abs"><b>Famintinana.</b> {escape("Mpamokatra 58 400 tao amin’ny distrika efatra no namokatra lavanila maitso 16 850 t tamin’ny 2024, ka lavanila maina 3 377 t no azo. Sambava no namokatra betsaka indrindra, 36,6 % amin’ny lavanila maina. Nidina ho 98 USD/kg ny vidiny FOB, fa nitombo 83 % ny fanondranana nanomboka tamin’ny 2019.")}</div>
<h2>1. Fampidirana</h2>
{par("Madagasikara no mpamokatra lavanila voalohany eran-tany, ary ny faritra SAVA no mamokatra ny ankamaroany. Niova be ny vidiny tato anatin'ny taona vitsy, ary nisy fiantraikany teo amin'ny fidiram-bolan'ny tantsaha izany.")}
<h2>2. Fitaovana sy fomba fiasa</h2>
{par("Ny isan'ny mpamokatra sy ny velarana dia avy amin'ny fanisana nataon'ny Tranoben'ny Varotra sy ny Indostria SAVA. Ny lavanila maitso dia nolanjaina teo am-pividianana, ary ny lavanila maina rehefa vita ny fanamainana efatra volana. Ny vanilline dia norefesina tamin'ny HPLC tao amin'ny laboratoara any Antananarivo.")}
{html_table(t1, "booktabs")}
<h2>3. Vokatra</h2>
{par("Teo amin'ny 20 % teo ho eo ny lanjan'ny lavanila maina raha oharina amin'ny maitso tany amin'ny distrika rehetra (Tabilao 1). Nidina isan-taona ny vidin'ny lavanila maina nanomboka tamin'ny 2019 afa-tsy tamin'ny 2022, raha nitombo kosa ny fanondranana (Tabilao 2).")}
{html_table(t2, "grid", zebra="#e4e4e4")}
{fig("Sary 1.", CAP1, c1[1])}
{par("Tamin'ny volana Janoary no be orana indrindra ary tamin'ny Oktobra no kely indrindra tany amin'ny toerana roa (Sary 1). Nitombo tamin'ny 2024 ny tahan'ny vanilline tany amin'ny distrika rehetra afa-tsy Vohémar (Sary 2).")}
{fig("Sary 2.", CAP2, c2[1])}
<h2>4. Fifanakalozan-kevitra</h2>
{par("Ny fidinan'ny vidiny dia nanery ny tantsaha hivarotra haingana kokoa ny lavanila maitso. Tsy nodinihina tamin'ity fanadihadiana ity ny halatra lavanila, ary tsy nohamarinina ny fidiram-bolan'ny tokantrano.")}
</body></html>"""


def fig1(work: Path) -> Path:
    spec = {"width": 720, "height": 380, "kind": "line", "cats": MONTHS,
            "y": {"min": 0, "max": 400, "ticks": [0, 100, 200, 300, 400]},
            "xtitle": "Volana (2024)", "ytitle": "Rotsakorana (mm)", "legend": True,
            "dashes": [None, "8 5"], "colors": ["#2a6f97", "#b5651d"],
            "series": [{"name": k, "values": v} for k, v in RAIN.items()]}  # fmt: skip
    return chartist(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"width": 620, "height": 380, "kind": "bar", "cats": DIST, "comma": True,
            "y": {"min": 0, "max": 3, "ticks": [0, 0.5, 1, 1.5, 2, 2.5, 3]},
            "xtitle": "Distrika", "ytitle": "Vanilline (%)", "legend": True, "barWidth": 26,
            "barDistance": 28, "colors": ["#9c9c9c", "#3f7d3a"],
            "series": [{"name": k, "values": v} for k, v in VAN.items()]}  # fmt: skip
    return chartist(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    sizes = []
    for f, wpt in ((fa, 340.0), (fb, 290.0)):
        w, h = pdf_size(f)
        sizes.append((wpt, round(wpt * h / w, 1)))
    return write_xhtml2pdf(work, html(*sizes), [("Sary 1.", fa, *sizes[0]), ("Sary 2.", fb, *sizes[1])],
                           TITLE)  # fmt: skip


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout15/mg_lavanila.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 3), (2, 4), (3, 2), (3, 5), (4, 1), (4, 5)],
                "xhtml2pdf, core Helvetica; rules only above, below the header and below the table, a rule above the bold total row ('Fitambarany'); thousands spaces (21 300), decimal commas; 'Maina/maitso (%)' = cured / green.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (2, 3), (3, 3), (4, 2), (5, 1), (5, 3)],
                "Fully ruled grid with zebra rows; two-level header ('Vidiny' over the green price in ariary and the FOB price in USD); thousands spaces.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Volana (2024)", "log": False, "categories": MONTHS},
                {"title": "Rotsakorana (mm)", "log": False, "min": 0, "max": 400},
                list(RAIN),
                pts("Sambava", MONTHS, RAIN["Sambava"], [0, 3, 9])
                + pts("Andapa", MONTHS, RAIN["Andapa"], [5, 11]),
                "Chartist 1.5 LineChart in jsdom (labels as SVG text, axis titles and legend added by chartist.mjs), SVG to PDF by librsvg, stamped by pdfrw into an xhtml2pdf spacer; Sambava solid blue, Andapa dashed brown, round points, legend on top.",
                find="Rotsakorana isam-bolana",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Distrika", "log": False, "categories": DIST},
                {"title": "Vanilline (%)", "log": False, "min": 0, "max": 3},
                list(VAN),
                pts("2023", DIST, VAN["2023"], [0, 3]) + pts("2024", DIST, VAN["2024"], [1, 2, 3]),
                "Chartist 1.5 BarChart, two series side by side (2023 grey, 2024 green), legend on top, decimal commas on the value axis (0,5 … 3).",
                find="Tahan'ny vanilline",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fifteenth held-out set (blind): a Malagasy vanilla paper laid out from HTML by xhtml2pdf in core Helvetica; a table ruled only above and below with a bold total row, a ruled zebra table with a two-level header, a Chartist line chart and Chartist grouped columns stamped into the page.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-growers-antalaha",
            "table",
            "How many vanilla growers were counted in Antalaha district?",
            "17,900 (printed 17 900).",
            [["17 900", "17900", "17,900"]],
            [T1_],
            ["21 300", "12 400"],
        ),
        q(
            "table-area-andapa",
            "table",
            "What area of vanilla does Andapa district have?",
            "8,900 ha (printed 8 900).",
            [["8 900", "8900", "8,900"]],
            [T1_],
            ["12 600", "4 700"],
        ),
        q(
            "table-green-sambava",
            "table",
            "How much green vanilla did Sambava district produce in 2024?",
            "6,120 t (printed 6 120).",
            [["6 120", "6120", "6,120"]],
            [T1_],
            ["5 230", "1 236"],
        ),
        q(
            "table-cured-vohemar",
            "table",
            "How much cured vanilla came from Vohémar?",
            "321 t.",
            [["321"]],
            [T1_],
            ["800", "1 690"],
        ),
        q(
            "table-ratio-andapa",
            "table",
            "What was the ratio of cured to green vanilla in Andapa?",
            "21.0 % (printed 21,0), the highest of the four districts.",
            [num(21.0)],
            [T1_],
            ["19,5", "20,2"],
        ),
        q(
            "table-ratio-lowest",
            "table",
            "Which district had the lowest cured-to-green ratio, and what was it?",
            "Vohémar, 19.0 % (printed 19,0).",
            [["Vohémar", "Vohemar", "Iharana"], num(19.0)],
            [T1_],
            ["19,5"],
        ),
        q(
            "table-total-cured",
            "table",
            "How much cured vanilla did the SAVA region produce in total?",
            "3,377 t (printed 3 377).",
            [["3 377", "3377", "3,377"]],
            [T1_],
            ["16 850", "1 236"],
        ),
        q(
            "table-fob-2020",
            "table",
            "What was the FOB export price of cured vanilla in 2020?",
            "340 USD/kg.",
            [["340"]],
            [T2_],
            ["485", "250"],
        ),
        q(
            "table-exports-2023",
            "table",
            "How much vanilla did Madagascar export in 2023?",
            "2,870 t (printed 2 870).",
            [["2 870", "2870", "2,870"]],
            [T2_],
            ["3 140", "1 420"],
        ),
        q(
            "table-green-price-2024",
            "table",
            "What did growers get for a kilogram of green vanilla in 2024?",
            "20,000 ariary (printed 20 000).",
            [["20 000", "20000", "20,000"]],
            [T2_],
            ["35 000", "75 000"],
        ),
        q(
            "table-export-low-year",
            "table",
            "In which year were exports lowest, and how much was exported?",
            "2022, with 1,420 t.",
            [["2022"], ["1 420", "1420", "1,420"]],
            [T2_],
            ["1 720"],
        ),
        q(
            "figure-sambava-jan",
            "figure",
            "In Figure 1, how much rain fell at Sambava in January?",
            "About 340 mm.",
            [[rng(320, 360)]],
            [F1],
            ["290", "310"],
            note="Plotted 340 (Andapa 290; Sambava February 310).",
        ),
        q(
            "figure-andapa-jun",
            "figure",
            "What does Figure 1 show for the June rainfall at Andapa?",
            "About 135 mm.",
            [[rng(120, 150)]],
            [F1],
            ["160", "175"],
            note="Plotted 135 (Sambava 160; Andapa April 175).",
        ),
        q(
            "figure-driest-month",
            "figure",
            "Which was the driest month at both stations according to Figure 1?",
            "October (Okt): about 55 mm at Sambava and 40 mm at Andapa.",
            [["October", "Okt", "Oktobra"]],
            [F1],
            None,
            note="Sambava 55, Andapa 40 in October.",
        ),
        q(
            "figure-gap-dec",
            "figure",
            "How much more rain did Sambava get than Andapa in December in Figure 1?",
            "About 25 mm (about 230 against 205).",
            [[rng(10, 40)]],
            [F1],
            ["95", "80"],
            note="Plotted 230 and 205: 25.",
        ),
        q(
            "figure-vanillin-andapa-2024",
            "figure",
            "What vanillin content does Figure 2 show for Andapa in 2024?",
            "About 2.4 %.",
            [[rng(2.25, 2.55)]],
            [F2],
            ["2,2", "2,1"],
            note="Plotted 2.4 (2023 2.2; Sambava 2024 2.1).",
        ),
        q(
            "figure-vanillin-fall",
            "figure",
            "In which district did the vanillin content fall from 2023 to 2024 in Figure 2?",
            "Vohémar (about 1.6 to 1.5 %).",
            [["Vohémar", "Vohemar"]],
            [F2],
            None,
            note="2023: 1.9, 1.7, 2.2, 1.6; 2024: 2.1, 1.8, 2.4, 1.5.",
        ),
        q(
            "text-curing",
            "text",
            "How long did the curing of the vanilla take before it was weighed?",
            "Four months.",
            [["four", "4", "efatra"]],
            [("text", "efatra volana")],
        ),
        q(
            "text-hplc",
            "text",
            "How was the vanillin content measured?",
            "By HPLC, in a laboratory in Antananarivo.",
            [["HPLC"]],
            [("text", "HPLC")],
        ),
        q(
            "ml-mg-sambava",
            "multilingual",
            "Firy isan-jaton'ny lavanila maina no avy tany Sambava?",
            "36,6 %.",
            [num(36.6)],
            [("text", "36,6")],
            language="mg",
        ),
        q(
            "ml-pt-source",
            "multilingual",
            "De onde vêm os números de produtores e de área?",
            "Do recenseamento da Câmara de Comércio e Indústria de SAVA.",
            [["Varotra", "Indostria", "SAVA"]],
            [("text", "Tranoben'ny Varotra")],
            language="pt",
        ),
        q(
            "unanswerable-ambanja",
            "unanswerable",
            "How much vanilla did Ambanja district produce in 2024?",
            "Ambanja is not one of the four SAVA districts in the paper.",
        ),
        q(
            "unanswerable-2018",
            "unanswerable",
            "What was the FOB price of vanilla in 2018?",
            "Table 2 starts in 2019.",
        ),
        q(
            "unanswerable-theft",
            "unanswerable",
            "How many vanilla thefts were reported in Sambava district?",
            "Vanilla theft was not studied.",
        ),
        q(
            "unanswerable-pl-income",
            "unanswerable",
            "Jaki był średni dochód gospodarstwa domowego uprawiającego wanilię?",
            "Dochody gospodarstw domowych nie zostały zbadane.",
            language="pl",
        ),
    ]
