"""ht_mango: Haitian Creole paper on Francique mango exports (five departments of Haiti, 2024:
growers, mangoes brought to the packing houses, mangoes rejected, share rejected; hot-water
treatment and shipping times of five packing houses in 2023 and 2024; exports by month from
three packing houses; the farm-gate price through the season), laid out by heldout8's layouter
in one column (Helvetica metrics) and written by heldout16's **PDF::Reuse** (core Helvetica,
WinAnsi) through ``write_reuse_pages``; the vector charts come from **Gnumeric**'s GOffice
(XlsxWriter workbook, ``ssconvert --export-graphs``), stamped by pdfrw. Table 1 has **no rules
or shading**, thousands spaces, decimal commas, a computed column and a bold total row; Table 2
is a **fully ruled grid** with a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper18 import (  # noqa: E402
    GOLD,
    HELV,
    fig_truth,
    figure,
    gnumeric,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_reuse_pages,
)

FONTS = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}
TITLE = "Mango Fransik pou ekspòtasyon nan senk depatman Ayiti, 2024"
# department, growers, brought (t), rejected (t)
T1 = [
    ("Lwès", 2140, 3250, 390),
    ("Sant", 1860, 2480, 248),
    ("Nip", 960, 1120, 168),
    ("Latibonit", 1575, 2600, 286),
    ("Sidès", 720, 900, 144),
]
# packing house, treatment (min) 2023, 2024, days to Miami 2023, 2024
T2 = [("Kafou", 75, 90, 4, 3), ("Mibalè", 90, 90, 5, 5), ("Okap", 70, 75, 3, 3),
      ("Gonayiv", 80, 90, 6, 4), ("Jakmèl", 65, 75, 4, 5)]  # fmt: skip
MONTHS = ["Avril", "Me", "Jen", "Jiyè", "Out"]
EXPORT = {
    "Kafou": [120, 310, 460, 380, 150],
    "Mibalè": [90, 240, 395, 300, 110],
    "Gonayiv": [60, 185, 330, 410, 205],
}
WEEKS = ["S1", "S3", "S5", "S7", "S9", "S11", "S13"]
PRICE = {"Pri 2024": [34, 30, 26, 22, 24, 28, 35], "Pri 2023": [30, 27, 25, 24, 23, 26, 29]}
CAP1 = "Mango ekspòte chak mwa pa twa izin anbalaj, 2024 (tòn)."
CAP2 = "Pri mango nan pye bwa a pandan sezon an, 2023 ak 2024 (goud pou chak mango)."


def sp(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def dec(x: float) -> str:
    return f"{x:.1f}".replace(".", ",")


def check_prose() -> None:
    g, b, r = (sum(row[i] for row in T1) for i in (1, 2, 3))
    assert (g, b, r) == (7255, 10350, 1236) and dec(100 * r / b) == "11,9"
    share = {row[0]: 100 * row[3] / row[2] for row in T1}
    assert max(share, key=share.get) == "Sidès" and dec(share["Sidès"]) == "16,0"
    assert min(share, key=share.get) == "Sant" and dec(share["Sant"]) == "10,0"
    assert [row[0] for row in T2 if row[4] > row[3]] == ["Jakmèl"]
    assert max(range(5), key=lambda i: EXPORT["Gonayiv"][i]) == 3
    assert min(range(7), key=lambda i: PRICE["Pri 2024"][i]) == 3


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[d, sp(g), sp(b), str(r), dec(100 * r / b)] for d, g, b, r in T1]
    g, b, r = (sum(row[i] for row in T1) for i in (1, 2, 3))
    rows.append(["Total", sp(g), sp(b), sp(r), dec(100 * r / b)])
    t1 = table("Tablo 1.", "Plantè, mango yo pote nan izin yo ak mango yo rejte, 2024",
               [[("Depatman", 1), ("Plantè", 1), ("Mango pote\n(tòn)", 1), ("Mango rejte\n(tòn)", 1), ("Rejte\n(%)", 1)]],
               rows, "none", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[k, str(a), str(b), str(c), str(d)] for k, a, b, c, d in T2]
    t2 = table("Tablo 2.", "Tretman dlo cho ak tan pou rive Miami, pa izin anbalaj",
               [[("", 1), ("Tretman dlo cho (min)", 2), ("Jou pou rive Miami", 2)],
                [("Izin", 1), ("2023", 1), ("2024", 1), ("2023", 1), ("2024", 1)]],
               r2, "grid", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Rose-Marie Jean-Baptiste ak Wilner Desrosiers",
            "Fakilte Agwonomi ak Medsin Veterinè, Inivèsite Leta Ayiti, Damyen",
            "Rezime.",
            "An 2024, 7 255 plantè nan senk depatman te pote 10 350 tòn mango Fransik nan "
            "izin anbalaj yo. Izin yo te rejte 1 236 tòn, sa vle di 11,9 %. Se nan Sidès yo "
            "te rejte plis (16,0 %), epi nan Sant yo te rejte mwens (10,0 %).",
        ),  # fmt: skip
        h("1. Entwodiksyon"),
        p(
            "Mango Fransik se youn nan pi gwo pwodwi Ayiti voye aletranje. Anpil mango pa "
            "janm rive Ozetazini paske izin yo rejte yo. Etid sa a konte konbyen mango ki "
            "rive nan izin yo ak konbyen ki rejte."
        ),  # fmt: skip
        h("2. Metòd"),
        p(
            "Nou pran chif yo nan rejis izin anbalaj yo, ki peze chak kamyon mango lè l "
            "rive. Yon mango rejte lè li twò piti, li gen mak oswa li twò mi. Tan tretman "
            "an se tan mango yo pase nan dlo cho a 46 °C kont mouch fwi."
        ),  # fmt: skip
        t1,
        h("3. Rezilta"),
        p(
            "Lwès gen plis plantè ak plis mango, men se Sidès ki gen pi gwo pati mango "
            "rejte (Tablo 1). An 2024, se sèlman Jakmèl ki te pran plis tan pou rive Miami "
            "pase an 2023 (Tablo 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figi 1.", CAP1, frac=0.72),
        p(
            "Kafou ak Mibalè te ekspòte plis nan mwa jen, men Gonayiv te rive nan pi wo "
            "nivo li an jiyè (Figi 1). Pri mango a te desann rive 22 goud nan mitan sezon "
            "2024 la anvan li remonte (Figi 2)."
        ),  # fmt: skip
        figure(fb, "Figi 2.", CAP2, frac=0.72),
        h("4. Diskisyon"),
        p(
            "Si plantè yo ta keyi mango yo pi bonè, izin yo ta rejte mwens. Nou pa t mezire "
            "kantite mango ki pouri nan jaden an, ni konbyen mango yo vann sou mache lokal."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [480, 300], "kind": "column", "cats": MONTHS, "font": "Liberation Sans", "tick_pt": 10, "label_pt": 11,
            "y": {"min": 0, "max": 500, "major": 100}, "xtitle": "Mwa", "ytitle": "Tòn", "legend": "right",
            "series": [{"name": k, "values": v, "color": col}
                       for (k, v), col in zip(EXPORT.items(), ["#4472C4", "#ED7D31", "#70AD47"], strict=True)]}  # fmt: skip
    return gnumeric(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [480, 290], "kind": "line", "cats": WEEKS, "font": "Liberation Sans", "tick_pt": 10, "label_pt": 11,
            "y": {"min": 15, "max": 40, "major": 5}, "xtitle": "Semèn sezon an", "ytitle": "Goud pou chak mango",
            "legend": "bottom",
            "series": [{"name": "Pri 2024", "values": PRICE["Pri 2024"], "color": "#C00000", "marker": "square"},
                       {"name": "Pri 2023", "values": PRICE["Pri 2023"], "color": "#7F7F7F", "marker": "circle",
                        "open": True, "dash": "dash"}]}  # fmt: skip
    return gnumeric(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), HELV, body=9.6, lead=12.8, cols=1,
                 margin=(58, 64, 60, 64), head="Mango Fransik pou ekspòtasyon", foot="Paj {n}")  # fmt: skip
    return write_reuse_pages(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout18/ht_mango.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 2), (2, 4), (3, 3), (4, 4), (5, 2), (5, 3)],
                "PDF::Reuse, core Helvetica (WinAnsi); no rules or shading; thousands spaces (2 140), decimal commas (12,0); rejte (%) = rejected / brought; bold total row ('Total').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (3, 4), (4, 3), (4, 4)],
                "Fully ruled grid; two-level header ('Tretman dlo cho (min)' and 'Jou pou rive Miami' each over '2023' and '2024').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "grouped_bar",
                {"title": "Mwa", "log": False, "categories": MONTHS},
                {"title": "Tòn", "log": False, "min": 0, "max": 500},
                list(EXPORT),
                pts("Kafou", MONTHS, EXPORT["Kafou"], [2, 3])
                + pts("Mibalè", MONTHS, EXPORT["Mibalè"], [1, 4])
                + pts("Gonayiv", MONTHS, EXPORT["Gonayiv"], [3]),
                "Gnumeric 1.12 (GOffice) grouped columns with three series (three packing houses over five months), legend at the right; XlsxWriter workbook, ssconvert --export-graphs PDF (cairo), stamped by pdfrw.",
                find="Mango ekspòte chak mwa",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "Semèn sezon an", "log": False, "categories": WEEKS},
                {"title": "Goud pou chak mango", "log": False, "min": 15, "max": 40},
                list(PRICE),
                pts("Pri 2024", WEEKS, PRICE["Pri 2024"], [0, 3, 6])
                + pts("Pri 2023", WEEKS, PRICE["Pri 2023"], [2, 6]),
                "Gnumeric (GOffice) lines with markers, y axis from 15: 2024 solid with squares, 2023 dashed with open circles; legend below.",
                find="Pri mango nan pye bwa",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Eighteenth held-out set (blind): a Haitian Creole paper on mango exports written by PDF::Reuse in core Helvetica; a table without rules with thousands spaces, decimal commas, a computed column and a bold total row, a ruled grid with a two-level header, Gnumeric (GOffice) grouped columns with three series and lines with markers.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-growers-centre",
            "table",
            "How many mango growers are there in the Centre department (Sant)?",
            "1 860 growers (Table 1).",
            [["1 860", "1860", "1,860"]],
            [T1_],
            ["2 140", "1 575"],
        ),
        q(
            "table-brought-artibonite",
            "table",
            "How many tonnes of mangoes did Artibonite (Latibonit) bring to the packing houses?",
            "2 600 tonnes.",
            [["2 600", "2600", "2,600"]],
            [T1_],
            ["2 480", "3 250"],
        ),
        q(
            "table-rejected-nippes",
            "table",
            "How many tonnes were rejected from Nippes (Nip)?",
            "168 tonnes.",
            [["168"]],
            [T1_],
            ["144", "286"],
        ),
        q(
            "table-share-west",
            "table",
            "What share of the West department's (Lwès) mangoes was rejected?",
            "12,0 % (390 of 3 250 tonnes).",
            [["12,0", "12.0", "12 %", "12%"]],
            [T1_],
            ["15,0", "11,0"],
        ),
        q(
            "table-total-rejected",
            "table",
            "How many tonnes of mangoes did the packing houses reject in all?",
            "1 236 tonnes (total row).",
            [["1 236", "1236", "1,236"]],
            [T1_],
            ["390"],
        ),
        q(
            "table-highest-share",
            "table",
            "Which department had the highest share of rejected mangoes?",
            "South-East (Sidès), 16,0 %.",
            [["Sidès", "South-East", "Sud-Est"]],
            [T1_],
            ["Nip"],
        ),
        q(
            "table-growers-diff",
            "table",
            "How many more growers does the West have than the South-East?",
            "1 420 more (2 140 against 720).",
            [["1 420", "1420", "1,420"]],
            [T1_],
            ["1 240", "280"],
        ),
        q(
            "table-treatment-jacmel-2024",
            "table",
            "How long was the hot-water treatment at the Jacmel (Jakmèl) packing house in 2024?",
            "75 minutes.",
            [["75"]],
            [T2_],
            ["65", "90"],
        ),
        q(
            "table-days-gonaives",
            "table",
            "How many days did a shipment from Gonaïves (Gonayiv) take to reach Miami in 2023?",
            "6 days.",
            [["6"]],
            [T2_],
            ["4", "5"],
        ),
        q(
            "table-slower-2024",
            "table",
            "Which packing house's shipments took longer to reach Miami in 2024 than in 2023?",
            "Jacmel (Jakmèl): 5 days against 4.",
            [["Jakmèl", "Jacmel"]],
            [T2_],
            ["Mibalè"],
        ),
        q(
            "table-treatment-rise-carrefour",
            "table",
            "By how many minutes did the treatment at Carrefour (Kafou) get longer between 2023 and 2024?",
            "15 minutes (75 to 90).",
            [["15"]],
            [T2_],
            ["10", "20"],
        ),
        q(
            "figure-kafou-june",
            "figure",
            "How many tonnes did the Carrefour packing house export in June (Figure 1)?",
            "About 460 t.",
            [[rng(445, 475)]],
            [F1],
            ["395", "380", "330"],
            note="Plotted 460 (Kafou July 380; Mibalè June 395; Gonayiv June 330).",
        ),
        q(
            "figure-mibale-august",
            "figure",
            "What does Figure 1 show for Mirebalais's (Mibalè) exports in August?",
            "About 110 t.",
            [[rng(100, 120)]],
            [F1],
            ["150", "90"],
            note="Plotted 110 (Kafou August 150; Mibalè April 90; Gonayiv August 205).",
        ),
        q(
            "figure-gonayiv-peak",
            "figure",
            "In which month did Gonaïves export the most mangoes?",
            "July (Jiyè), about 410 t.",
            [["July", "Jiyè"]],
            [F1],
            None,
            note="Gonayiv 60, 185, 330, 410, 205.",
        ),
        q(
            "figure-gap-july",
            "figure",
            "In July, how many more tonnes did Gonaïves export than Mirebalais?",
            "About 110 t (about 410 against 300).",
            [[rng(100, 120)]],
            [F1],
            ["135", "80"],
            note="Plotted 410 and 300 in July: 110 (June 395 - 330 = 65; August 205 - 110 = 95; Kafou July 380 - 300 = 80).",
        ),
        q(
            "figure-price-lowest",
            "figure",
            "In which week of the 2024 season was the farm-gate price lowest?",
            "Week 7 (S7), about 22 gourdes.",
            [["S7", "7"]],
            [F2],
            None,
            note="2024: 34, 30, 26, 22, 24, 28, 35 at S1..S13.",
        ),
        q(
            "figure-price-gap-s13",
            "figure",
            "At the end of the season (week 13), how much higher was the 2024 price than the 2023 price?",
            "About 6 gourdes (35 against 29).",
            [[rng(5, 7)]],
            [F2],
            ["4", "3", "2"],
            note="Plotted 35 and 29 at S13: 6 (S1 34 - 30 = 4; S3 30 - 27 = 3; S11 28 - 26 = 2).",
        ),
        q(
            "text-reject",
            "text",
            "For what reasons is a mango rejected at the packing house?",
            "When it is too small, marked or too ripe.",
            [["piti", "small"]],
            [("text", "twò piti")],
        ),
        q(
            "text-temperature",
            "text",
            "At what water temperature are the mangoes treated?",
            "46 °C, against fruit flies.",
            [["46"]],
            [("text", "46 °C")],
        ),
        q(
            "ml-ht-growers",
            "multilingual",
            "Konbyen plantè ki genyen nan depatman Nip?",
            "960 plantè.",
            [["960"]],
            [T1_],
            language="ht",
        ),
        q(
            "ml-fr-okap",
            "multilingual",
            "Combien de minutes durait le traitement à l'eau chaude au Cap-Haïtien (Okap) en 2023 ?",
            "70 minutes.",
            [["70"]],
            [T2_],
            language="fr",
        ),
        q(
            "unanswerable-nord-est",
            "unanswerable",
            "How many tonnes of mangoes did the North-East department (Nòdès) bring to the packing houses?",
            "The North-East is not among the five departments in the paper.",
        ),
        q(
            "unanswerable-september",
            "unanswerable",
            "How many tonnes did the Carrefour packing house export in September?",
            "Figure 1 covers April to August only.",
        ),
        q(
            "unanswerable-local-market",
            "unanswerable",
            "How many mangoes did growers sell on the local markets?",
            "The paper did not measure local market sales.",
        ),
        q(
            "unanswerable-es-rot",
            "unanswerable",
            "¿Cuántos mangos se pudrieron en los huertos antes de la cosecha?",
            "No se midió cuántos mangos se pudrieron en el campo.",
            language="es",
        ),
    ]
