"""fy_fierljeppen: West Frisian sports paper (fierljeppen, canal pole vaulting, in five Frisian
clubs, 2024: members, jumps, valid jumps; the best jumps of five jumpers in 2023 and 2024 with
their pole lengths; spectators at six venues; why jumps were invalid), laid out by ``layout9``
in **two columns** (base-14 Times metrics) and written by heldout16's **PDF::Reuse** writer
(core Times, WinAnsi: â, ê, ô, û, ú); the vector charts come from **PythonQwt** (Qt's PDF engine
through ``QwtPlotRenderer``), stamped by heldout10's pdfrw stamp. Figure 1 is **PythonQwt horizontal bars**
(one series over six venues); Figure 2 is **PythonQwt columns** (one series, four causes). Table 1 has **no rules or shading**, thousands
dots, decimal commas, a computed column and a **bold total row**; Table 2 is **booktabs-style**
with **italic row groups** and a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper17 import (  # noqa: E402
    GOLD,
    TIMES,
    fig_truth,
    figure,
    h,
    layout,
    p,
    q,
    qwt,
    rng,
    table,
    table_truth,
    title,
    write_reuse_pages,
)

FONTS = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}
TITLE = "Fierljeppen yn fiif Fryske klubs: sprongen, ôfstannen en taskôgers yn 2024"
# club, members, jumps, valid jumps
T1 = [
    ("Winsum", 46, 820, 697),
    ("Burgum", 38, 640, 576),
    ("It Heidenskip", 52, 910, 728),
    ("Grou", 29, 450, 414),
    ("Easterlittens", 33, 560, 462),
]
# group: club, best jump 2023 (m), best jump 2024 (m), pole (m)
T2 = {
    "Manlju": [
        ("Winsum", 21.35, 21.80, 13.0),
        ("Burgum", 20.90, 21.12, 12.5),
        ("Grou", 20.40, 20.15, 12.0),
    ],
    "Froulju": [("Winsum", 17.62, 17.95, 11.0), ("It Heidenskip", 18.10, 18.44, 11.5)],
}
VENUES = ["Ljouwert (FK)", "Winsum", "It Heidenskip", "Burgum", "Easterlittens", "Grou"]
SPECT = [6800, 4200, 3100, 2600, 2200, 1800]
CAUSES = ["Yn it wetter", "Bûten it sânbêd", "Pols net oerein", "Oar"]
INVALID = [206, 136, 111, 50]  # invalid jumps by cause (503 in all)
CAP1 = "Taskôgers by de wedstriden fan 2024 op seis plakken (Ljouwert: it Frysk Kampioenskip)."
CAP2 = "Wêrom't sprongen net jildich wiene, 2024 (tal ûnjildige sprongen per oarsaak)."


def dot(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def dec(x: float, nd: int = 1) -> str:
    return f"{x:.{nd}f}".replace(".", ",")


def check_prose() -> None:
    m, j, v = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (m, j, v) == (198, 3380, 2877) and dec(v / j * 100) == "85,1" and j - v == 503
    s = {r[0]: r[3] / r[2] * 100 for r in T1}
    assert max(s, key=s.get) == "Grou" and dec(s["Grou"]) == "92,0"
    assert min(s, key=s.get) == "It Heidenskip" and dec(s["It Heidenskip"]) == "80,0"
    rows = [r for rs in T2.values() for r in rs]
    assert max(rows, key=lambda r: r[2])[2] == 21.80
    assert [r[0] for r in rows if r[2] < r[1]] == ["Grou"]
    assert (
        sum(INVALID) == 503
        and round(INVALID[0] / 503 * 100) == 41
        and sorted(SPECT, reverse=True) == SPECT
        and sum(SPECT) == 20700
    )


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [c, str(m), str(j), str(v), dec(v / j * 100)] for c, m, j, v in T1
    ]
    m, j, v = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Totaal", str(m), dot(j), dot(v), dec(v / j * 100)])
    t1 = table("Tabel 1.", "Leden en sprongen fan de fiif klubs, 2024",
               [[("Klub", 1), ("Leden", 1), ("Spron-\ngen", 1), ("Jildich", 1), ("Jildich\n(%)", 1)]],
               rows, "none", z=8, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = []
    for grp, rs in T2.items():
        r2.append(grp)
        r2 += [[c, dec(a, 2), dec(b, 2), dec(pl)] for c, a, b, pl in rs]
    t2 = table("Tabel 2.", "Bêste sprong fan de klubkampioenen en harren pols",
               [[("", 1), ("Bêste sprong (m)", 2), ("", 1)],
                [("Klub", 1), ("2023", 1), ("2024", 1), ("Pols (m)", 1)]],
               r2, "booktabs", z=8)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Sjoukje de Vries, Hessel Postma en Wytze Hoekstra",
            "Fryske Akademy, Ljouwert, Fryslân",
            "Gearfetting.",
            "De fiif klubs mei 198 leden makken yn 2024 mei-inoar 3.380 sprongen; 85,1 % dêrfan "
            "wie jildich, fan 80,0 % yn It Heidenskip oant 92,0 % yn Grou. De langste sprong, "
            "21,80 m, kaam fan de manlike kampioen fan Winsum. Fan de 503 ûnjildige sprongen "
            "einige 41 % yn it wetter.",
        ),  # fmt: skip
        h("1. Ynlieding"),
        p(
            "Fierljeppen is in âlde Fryske sport: de jepper rint nei in lange pols, klimt deryn "
            "wylst dy oer de sleat swaait, en lânet yn it sânbêd oan de oare kant. De sport wurdt "
            "allinnich simmerdeis beoefene."
        ),  # fmt: skip
        p(
            "Yn 2024 wiene der yn Fryslân tsientallen wedstriden, fan jeugdpartijen oant it Frysk "
            "Kampioenskip. Oer de sprongen sels is in protte bekend, want de bêste ôfstannen "
            "steane alle jierren yn de krante, mar oer de klubs, harren leden en de taskôgers "
            "is hast neat sammele. Dit stik bringt dy sifers foar it earst byinoar."
        ),  # fmt: skip
        h("2. Gegevens"),
        p(
            "De klubs hâlde by elke wedstriid alle sprongen by. In sprong is jildich as de jepper "
            "yn it sânbêd lânet; de ôfstân wurdt metten fan de ôfsprongbalke oant de earste "
            "ôfdruk yn it sân. Taskôgers waarden teld by de yngong fan elk terrein."
        ),  # fmt: skip
        t1,
        h("3. Resultaten"),
        p(
            "Grou hie it grutste part jildige sprongen en It Heidenskip it lytste (Tabel 1). Alle "
            "kampioenen sprongen fierder as yn 2023, útsein de man fan Grou (Tabel 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figuer 1.", CAP1, frac=1.0),
        p(
            "It Frysk Kampioenskip yn Ljouwert luts de measte taskôgers, Grou de minste; op de "
            "seis plakken wiene it der mei-inoar 20.700 (Figuer 1). De measte ûnjildige sprongen "
            "einige yn it wetter (Figuer 2)."
        ),  # fmt: skip
        figure(fb, "Figuer 2.", CAP2, frac=1.0),
        h("4. Besprek"),
        p(
            "Langere polsen jouwe langere sprongen, mar ek mear sprongen yn it wetter. It gewicht "
            "fan de jeppers en it waar by de wedstriden hawwe wy net metten."
        ),
        p(
            "De klubs mei in soad leden makken net altyd de measte jildige sprongen: It "
            "Heidenskip hat de measte leden, mar it leechste part jildige sprongen. Oer de "
            "oplieding fan jonge jeppers en de kosten fan de klubs jout dit ûndersyk gjin "
            "sifers; dêr is in folgjend ûndersyk foar nedich."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [560, 360], "kind": "hbar", "cats": VENUES, "font": "DejaVu Serif", "tick_pt": 11,
            "y": {"min": 0, "max": 8000, "ticks": [0, 2000, 4000, 6000, 8000]},
            "xtitle": "", "ytitle": "Taskôgers", "legend": None,
            "series": [{"name": "Taskôgers", "values": SPECT, "color": "#3d7ab8"}]}  # fmt: skip
    return qwt(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [560, 340], "kind": "bar", "cats": CAUSES, "font": "DejaVu Serif", "tick_pt": 10,
            "y": {"min": 0, "max": 250, "ticks": [0, 50, 100, 150, 200, 250]},
            "xtitle": "Oarsaak", "ytitle": "Ûnjildige sprongen", "legend": None,
            "series": [{"name": "Sprongen", "values": INVALID, "color": "#c05621"}]}  # fmt: skip
    return qwt(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: TIMES[k] for k in "RBI"}, body=9.5, lead=12.2, cols=2,
                 margin=(56, 50, 58, 50), head="Fierljeppen yn fiif Fryske klubs", foot="Side {n}")  # fmt: skip
    return write_reuse_pages(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout17/fy_fierljeppen.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 4), (2, 1), (3, 3), (4, 4), (5, 2), (5, 4)],
                "PDF::Reuse, core Times (WinAnsi), two-column page; no rules or shading; thousands dots (3.380), decimal commas (85,0); jildich (%) = valid / jumps; bold total row ('Totaal').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 2), (2, 1), (3, 3), (5, 2), (6, 1)],
                "Booktabs-style; italic row groups ('Manlju', 'Froulju'); two-level header ('Bêste sprong (m)' over '2023' and '2024'); decimal commas.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "bar",
                {"title": None, "log": False, "categories": VENUES},
                {
                    "title": "Taskôgers",
                    "log": False,
                    "min": 0,
                    "max": 8000,
                    "note": "Value axis, drawn horizontally at the bottom.",
                },
                [],
                [{"series": None, "x": VENUES[i], "y": SPECT[i]} for i in (0, 2, 3, 5)],
                "PythonQwt horizontal bars as filled curve polygons (venues top to bottom on a QwtScaleDraw category axis, blue, no legend); QwtPlotRenderer PDF, pdfrw.",
                find="Taskôgers by de wedstriden",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Oarsaak", "log": False, "categories": CAUSES},
                {"title": "Ûnjildige sprongen", "log": False, "min": 0, "max": 250},
                [],
                [{"series": None, "x": CAUSES[i], "y": INVALID[i]} for i in (0, 1, 2, 3)],
                "PythonQwt 0.10 single-series columns as filled curve polygons (orange), four causes, no legend; QwtPlotRenderer PDF (Qt QPrinter), stamped by pdfrw.",
                find="Wêrom't sprongen",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Seventeenth held-out set (blind): a West Frisian paper on fierljeppen written by PDF::Reuse (Perl) in core Times in two columns; a table without rules with thousands dots, decimal commas and a bold total row, a booktabs table with row groups and a two-level header, PythonQwt horizontal bars and PythonQwt columns.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-members-burgum",
            "table",
            "How many members does the Burgum (Burgum/Bergum) club have?",
            "38 members (Table 1).",
            [["38"]],
            [T1_],
            ["46", "33"],
        ),
        q(
            "table-jumps-heidenskip",
            "table",
            "How many jumps were made at It Heidenskip in 2024?",
            "910 jumps.",
            [["910"]],
            [T1_],
            ["820", "728"],
        ),
        q(
            "table-valid-easterlittens",
            "table",
            "What share of the Easterlittens jumps was valid?",
            "82,5 % (462 of 560).",
            [["82,5", "82.5"]],
            [T1_],
            ["85.0", "80.0"],
        ),
        q(
            "table-total-jumps",
            "table",
            "How many jumps did the five clubs make in total?",
            "3.380 jumps (total row).",
            [["3.380", "3380", "3,380"]],
            [T1_],
            ["2.877"],
        ),
        q(
            "table-best-share",
            "table",
            "Which club had the highest share of valid jumps?",
            "Grou (Grouw), 92,0 %.",
            [["Grou"]],
            [T1_],
            ["Burgum"],
        ),
        q(
            "table-invalid-winsum",
            "table",
            "How many of Winsum's jumps were not valid?",
            "123 of its 820 jumps.",
            [["123"]],
            [T1_],
            ["697", "64"],
        ),
        q(
            "table-valid-grou",
            "table",
            "How many valid jumps did Grou record?",
            "414.",
            [["414"]],
            [T1_],
            ["450", "462"],
        ),
        q(
            "table-best-2024-men",
            "table",
            "What was the best jump of the Burgum men's champion in 2024?",
            "21,12 m (Table 2).",
            [["21,12", "21.12"]],
            [T2_],
            ["20,90", "21,80"],
        ),
        q(
            "table-pole-heidenskip",
            "table",
            "How long is the pole of the It Heidenskip women's champion?",
            "11,5 m.",
            [["11,5", "11.5"]],
            [T2_],
            ["11,0", "12,0"],
        ),
        q(
            "table-shorter-2024",
            "table",
            "Which champion jumped less far in 2024 than in 2023?",
            "The Grou men's champion: 20,15 m against 20,40 m.",
            [["Grou"]],
            [T2_],
            ["Burgum"],
        ),
        q(
            "table-gain-winsum-women",
            "table",
            "By how much did the Winsum women's champion improve from 2023 to 2024?",
            "By 0,33 m (17,62 to 17,95 m).",
            [["0,33", "0.33", "33 cm"]],
            [T2_],
            ["0,45", "0,34"],
        ),
        q(
            "figure-spect-ljouwert",
            "figure",
            "How many spectators came to the Frisian championship in Leeuwarden (Ljouwert) according to Figure 1?",
            "About 6.800.",
            [[rng(6500, 7100), "6.800", "6800", "6,800"]],
            [F1],
            ["4.200", "8.000"],
            note="Plotted 6800 (Winsum 4200).",
        ),
        q(
            "figure-spect-burgum",
            "figure",
            "What does Figure 1 show for the number of spectators in Burgum?",
            "About 2.600.",
            [[rng(2400, 2800), "2.600", "2600", "2,600"]],
            [F1],
            ["3.100", "2.200"],
            note="Plotted 2600 (It Heidenskip 3100, Easterlittens 2200).",
        ),
        q(
            "figure-spect-fewest",
            "figure",
            "Which venue in Figure 1 drew the fewest spectators?",
            "Grou, about 1.800.",
            [["Grou"]],
            [F1],
            None,
            note="6800, 4200, 3100, 2600, 2200, 1800.",
        ),
        q(
            "figure-spect-gap",
            "figure",
            "How many more spectators did Winsum draw than It Heidenskip in Figure 1?",
            "About 1.100 more (4.200 against 3.100).",
            [[rng(800, 1400), "1.100", "1100", "1,100"]],
            [F1],
            ["2.600", "1.800"],
            note="Plotted 4200 and 3100: 1100.",
        ),
        q(
            "figure-invalid-water",
            "figure",
            "How many invalid jumps ended in the water according to Figure 2?",
            "About 206.",
            [[rng(195, 217)]],
            [F2],
            ["136", "111"],
            note="Plotted 206 ('Yn it wetter'); 136, 111, 50 for the others.",
        ),
        q(
            "figure-invalid-pole",
            "figure",
            "According to Figure 2, how many invalid jumps were caused by the pole not coming upright?",
            "About 111.",
            [[rng(104, 118)]],
            [F2],
            ["136", "50"],
            note="'Pols net oerein' 111 (sânbêd 136, oar 50).",
        ),
        q(
            "text-valid-def",
            "text",
            "When does a jump count as valid?",
            "When the jumper lands in the sand bed.",
            [["sânbêd", "sand"]],
            [("text", "sânbêd lânet")],
        ),
        q(
            "text-distance",
            "text",
            "How is the distance of a jump measured?",
            "From the take-off beam to the first imprint in the sand.",
            [["ôfsprongbalke", "take-off"]],
            [("text", "ôfsprongbalke")],
        ),
        q(
            "ml-fy-leden",
            "multilingual",
            "Hoefolle leden hat de klub fan Winsum?",
            "46 leden.",
            [["46"]],
            [T1_],
            language="fy",
        ),
        q(
            "ml-nl-longest",
            "multilingual",
            "Wie sprong in 2024 het verst en hoe ver?",
            "De kampioen van Winsum bij de mannen, 21,80 m.",
            [["21,80", "21.80", "21,8"]],
            [T2_],
            language="nl",
        ),
        q(
            "unanswerable-joure",
            "unanswerable",
            "How many valid jumps did the Joure (De Jouwer) club record?",
            "Joure is not among the five clubs (Winsum, Burgum, It Heidenskip, Grou, Easterlittens).",
        ),
        q(
            "unanswerable-2022",
            "unanswerable",
            "What was the best jump of the Winsum men's champion in 2022?",
            "Table 2 gives 2023 and 2024 only.",
        ),
        q(
            "unanswerable-weather",
            "unanswerable",
            "How did the wind affect the jump distances?",
            "The weather at the competitions was not measured.",
        ),
        q(
            "unanswerable-ja-weight",
            "unanswerable",
            "グロウの選手の平均体重は何キロですか？",
            "選手の体重は測定されていません。",
            language="ja",
        ),
    ]
