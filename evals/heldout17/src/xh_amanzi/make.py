"""xh_amanzi: isiXhosa paper on village water supply (five villages of the Eastern Cape, 2024:
households, communal taps, households per tap; distance to the tap and water used per person in
2023 and 2024; the level of two rainwater tanks through a dry month; broken taps per quarter in
three villages), laid out by ``layout9`` in one column (DejaVu Serif metrics) and written by
heldout14's **pydyf** writer with **DejaVu Serif embedded** (Type0/Identity-H with a ToUnicode
map); the vector charts come from **PythonQwt** (Qt's PDF engine through ``QwtPlotRenderer``),
stamped by heldout10's pdfrw stamp. Figure 1 is **PythonQwt lines with symbols** over a
**numeric x axis** (days 0-30); Figure 2 is **PythonQwt grouped bars** with **three series**.
Table 1 is a **fully ruled grid** with thousands spaces, decimal commas, a computed column and a
**bold total row**; Table 2 has **zebra shading, no rules**, and a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper17 import (  # noqa: E402
    GOLD,
    SERIF,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    qwt,
    rng,
    table,
    table_truth,
    title,
    write_pydyf,
)

TITLE = "Amanzi ezilalini: iitephu zoluntu kwiilali ezintlanu zaseMpuma Koloni, 2024"
# village, households, taps
T1 = [
    ("Qunu", 860, 43),
    ("Tsolo", 1020, 34),
    ("Ngqeleni", 740, 20),
    ("Centane", 1305, 45),
    ("Lusikisiki", 1240, 31),
]
# village, distance to the tap (m), water 2023, water 2024 (L per person per day)
T2 = [("Qunu", 420, 18, 22), ("Tsolo", 650, 14, 15), ("Ngqeleni", 900, 11, 10),
      ("Centane", 530, 16, 19), ("Lusikisiki", 780, 12, 14)]  # fmt: skip
DAYS = [0, 5, 10, 15, 20, 25, 30]
TANK = {"Itanki A": [100, 84, 69, 52, 38, 21, 9], "Itanki B": [100, 90, 79, 70, 58, 49, 40]}
QUARTERS = ["Ikota 1", "Ikota 2", "Ikota 3", "Ikota 4"]
BROKEN = {"Qunu": [3, 5, 2, 4], "Tsolo": [6, 4, 7, 5], "Lusikisiki": [8, 9, 6, 10]}
CAP1 = "Amanzi aseleyo kwiitanki ezimbini zamanzi emvula ngoSeptemba 2024 (ipesenti yetanki)."
CAP2 = "Iitephu ezaphukileyo kwikota nganye yowama-2024 kwiilali ezintathu."


def sp(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def dec(x: float) -> str:
    return f"{x:.1f}".replace(".", ",")


def check_prose() -> None:
    hh, taps = sum(r[1] for r in T1), sum(r[2] for r in T1)
    assert (hh, taps) == (5165, 173) and dec(hh / taps) == "29,9"
    per = {r[0]: r[1] / r[2] for r in T1}
    assert max(per, key=per.get) == "Lusikisiki" and dec(per["Lusikisiki"]) == "40,0"
    assert min(per, key=per.get) == "Qunu" and dec(per["Qunu"]) == "20,0"
    assert max(T2, key=lambda r: r[1])[0] == "Ngqeleni" == min(T2, key=lambda r: r[3])[0]
    assert [r[0] for r in T2 if r[3] < r[2]] == ["Ngqeleni"]
    assert TANK["Itanki A"][-1] == 9 and TANK["Itanki B"][-1] == 40
    tot = {k: sum(v) for k, v in BROKEN.items()}
    assert tot == {"Qunu": 14, "Tsolo": 22, "Lusikisiki": 33}


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[v, sp(hh), str(t), dec(hh / t)] for v, hh, t in T1]
    hh, taps = sum(r[1] for r in T1), sum(r[2] for r in T1)
    rows.append(["Iyonke", sp(hh), str(taps), dec(hh / taps)])
    t1 = table("Itheyibhile 1.", "Amakhaya neetephu zoluntu kwiilali ezintlanu, 2024",
               [[("Ilali", 1), ("Amakhaya", 1), ("Iitephu", 1), ("Amakhaya\nngetephu", 1)]],
               rows, "grid", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[v, str(d), str(a), str(b)] for v, d, a, b in T2]
    t2 = table("Itheyibhile 2.", "Umgama oya etephini namanzi asetyenziswayo ngumntu ngamnye",
               [[("", 1), ("", 1), ("Amanzi (L/umntu/usuku)", 2)],
                [("Ilali", 1), ("Umgama (m)", 1), ("2023", 1), ("2024", 1)]],
               r2, "zebra", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Nomvula Mdingi, Siyabonga Qwabe noLindiwe Ntshona",
            "Iyunivesithi yaseWalter Sisulu, eMthatha, eMpuma Koloni",
            "Isishwankathelo.",
            "Ngowama-2024 amakhaya angama-5 165 kwiilali ezintlanu ayesebenzisa iitephu zoluntu "
            "ezili-173, oko kukuthi amakhaya angama-29,9 ngetephu enye. Eli nani lalisukela "
            "kuma-20,0 eQunu ukuya kuma-40,0 eLusikisiki. ENgqeleni abantu bahamba umgama omde "
            "kunabo bonke ukuya etephini, kwaye basebenzisa amanzi amancinci.",
        ),  # fmt: skip
        h("1. Intshayelelo"),
        p(
            "Kwiilali ezininzi zaseMpuma Koloni amanzi akafiki ezindlwini; abantu bakha amanzi "
            "kwiitephu zoluntu okanye bawaqokelele emvuleni. Olu phando luchaza ukuba iitephu "
            "zanele kangakanani nokuba abantu bahamba umgama ongakanani."
        ),  # fmt: skip
        h("2. Iindlela"),
        p(
            "Amakhaya neetephu zabalwa ngabaphandi ngoJuni 2024. Umgama wokuya etephini "
            "walinganiswa nge-GPS ukusuka kwikhaya eliphakathi kwilali nganye, kwaye amanzi "
            "asetyenziswayo abalwa ngeemitha zamanzi kwiitephu iintsuku ezisixhenxe."
        ),  # fmt: skip
        t1,
        h("3. Iziphumo"),
        p(
            "ELusikisiki itephu enye yabelana ngamakhaya amaninzi, eQunu ngamancinci "
            "(Itheyibhile 1). Amanzi asetyenziswayo enyuka ngowama-2024 kuzo zonke iilali "
            "ngaphandle kweNgqeleni (Itheyibhile 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Umzobo 1.", CAP1, frac=0.64),
        p(
            "Ngexesha lembalela itanki A yehla ngokukhawuleza, yashiyeka ne-9 % emva kweentsuku "
            "ezingama-30, ngelixa itanki B yayisenama-40 % (Umzobo 1). ELusikisiki kwaphuka "
            "iitephu ezingama-33 ngonyaka, ngaphezu kwezinye iilali (Umzobo 2)."
        ),  # fmt: skip
        figure(fb, "Umzobo 2.", CAP2, frac=0.64),
        h("4. Ingxoxo"),
        p(
            "Iitephu ezongezelelweyo zingayinciphisa imigama. Umgangatho wamanzi "
            "awuzange uvavanywe kolu phando, kwaye iindleko zokulungisa iitephu azibhalwanga."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [680, 380], "kind": "line", "font": "DejaVu Serif",
            "x": {"min": 0, "max": 30, "ticks": DAYS},
            "y": {"min": 0, "max": 100, "ticks": [0, 20, 40, 60, 80, 100]},
            "xtitle": "Usuku", "ytitle": "Amanzi etankini (%)", "legend": {"x": 1.0, "y": 22, "w": 2.5},
            "series": [{"name": "Itanki A", "values": list(zip(DAYS, TANK["Itanki A"], strict=True)), "color": "#b03a2e", "symbol": "d"},
                       {"name": "Itanki B", "values": list(zip(DAYS, TANK["Itanki B"], strict=True)), "color": "#1f618d", "symbol": "o", "open": True, "dash": "dash"}]}  # fmt: skip
    return qwt(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [680, 380], "kind": "bar", "cats": QUARTERS, "font": "DejaVu Serif",
            "y": {"min": 0, "max": 14, "ticks": [0, 2, 4, 6, 8, 10, 12, 14]},
            "xtitle": "Ikota", "ytitle": "Iitephu ezaphukileyo", "legend": {"x": -0.45, "y": 13.4, "step": 0.07},
            "series": [{"name": "Qunu", "values": BROKEN["Qunu"], "color": "#7fb3d5"},
                       {"name": "Tsolo", "values": BROKEN["Tsolo"], "color": "#f0b27a"},
                       {"name": "Lusikisiki", "values": BROKEN["Lusikisiki"], "color": "#6c3483"}]}  # fmt: skip
    return qwt(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SERIF, body=9.4, lead=12.6, cols=1,
                 margin=(58, 64, 60, 64), head="Amanzi ezilalini zaseMpuma Koloni", foot="Iphepha {n}")  # fmt: skip
    return write_pydyf(work, lay, SERIF, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout17/xh_amanzi.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 2), (2, 3), (3, 1), (4, 3), (5, 1), (5, 3)],
                "pydyf, DejaVu Serif embedded (Type0/Identity-H with ToUnicode); fully ruled grid, two-line header, thousands spaces (1 020), decimal commas (20,0); amakhaya ngetephu = households / taps; bold total row ('Iyonke').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 3), (2, 2), (3, 3), (4, 1)],
                "Zebra shading, no rules; two-level header ('Amanzi (L/umntu/usuku)' over '2023' and '2024').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Usuku", "log": False, "min": 0, "max": 30},
                {"title": "Amanzi etankini (%)", "log": False, "min": 0, "max": 100},
                list(TANK),
                pts("Itanki A", DAYS, TANK["Itanki A"], [1, 3, 6])
                + pts("Itanki B", DAYS, TANK["Itanki B"], [2, 4, 6]),
                "PythonQwt 0.10 QwtPlotCurve lines over a numeric x axis (days 0-30): tank A solid with filled diamonds, tank B dashed with open circles; legend drawn inside bottom left; QwtPlotRenderer PDF (Qt QPrinter), stamped by pdfrw.",
                find="Amanzi aseleyo kwiitanki",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Ikota", "log": False, "categories": QUARTERS},
                {"title": "Iitephu ezaphukileyo", "log": False, "min": 0, "max": 14},
                list(BROKEN),
                pts("Qunu", QUARTERS, BROKEN["Qunu"], [1])
                + pts("Tsolo", QUARTERS, BROKEN["Tsolo"], [0, 2])
                + pts("Lusikisiki", QUARTERS, BROKEN["Lusikisiki"], [1, 3]),
                "PythonQwt grouped bars as filled curve polygons, three villages side by side in four quarters, legend drawn inside top left; QwtPlotRenderer PDF, pdfrw.",
                find="Iitephu ezaphukileyo kwikota",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Seventeenth held-out set (blind): an isiXhosa paper on village water supply written by pydyf with DejaVu Serif embedded; a ruled grid with thousands spaces, decimal commas and a bold total row, a zebra table with a two-level header, PythonQwt lines over a numeric axis and PythonQwt grouped bars with three series.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-households-tsolo",
            "table",
            "How many households are there in Tsolo?",
            "1 020 households (Table 1).",
            [["1 020", "1020", "1,020"]],
            [T1_],
            ["860", "1 240"],
        ),
        q(
            "table-taps-ngqeleni",
            "table",
            "How many communal taps does Ngqeleni have?",
            "20 taps.",
            [["20"]],
            [T1_],
            ["31", "34"],
        ),
        q(
            "table-per-tap-centane",
            "table",
            "How many households share one tap in Centane?",
            "29,0 households per tap (1 305 households, 45 taps).",
            [["29,0", "29.0"]],
            [T1_],
            ["30.0", "37.0"],
        ),
        q(
            "table-total-taps",
            "table",
            "How many communal taps do the five villages have altogether?",
            "173 taps (total row).",
            [["173"]],
            [T1_],
            ["45"],
        ),
        q(
            "table-most-per-tap",
            "table",
            "In which village does one tap serve the most households?",
            "Lusikisiki, 40,0 households per tap.",
            [["Lusikisiki"]],
            [T1_],
            ["Ngqeleni"],
        ),
        q(
            "table-households-diff",
            "table",
            "How many more households does Centane have than Qunu?",
            "445 more (1 305 against 860).",
            [["445"]],
            [T1_],
            ["285", "565"],
        ),
        q(
            "table-total-households",
            "table",
            "How many households were counted in the five villages?",
            "5 165 households.",
            [["5 165", "5165", "5,165"]],
            [T1_],
            ["1 305"],
        ),
        q(
            "table-distance-lusikisiki",
            "table",
            "How far do people in Lusikisiki walk to the tap?",
            "780 m (from the household in the middle of the village).",
            [["780"]],
            [T2_],
            ["650", "900"],
        ),
        q(
            "table-water-qunu-2024",
            "table",
            "How much water did a person in Qunu use per day in 2024?",
            "22 litres.",
            [["22"]],
            [T2_],
            ["18", "19"],
        ),
        q(
            "table-water-fell",
            "table",
            "In which village did water use per person fall from 2023 to 2024?",
            "Ngqeleni: from 11 to 10 litres per day.",
            [["Ngqeleni"]],
            [T2_],
            ["Tsolo"],
        ),
        q(
            "table-water-rise-centane",
            "table",
            "By how much did daily water use per person rise in Centane between 2023 and 2024?",
            "By 3 litres (16 to 19).",
            [["3 l", "3 L", "three", "3 litre"]],
            [T2_],
            ["4", "2"],
        ),
        q(
            "figure-tank-a-15",
            "figure",
            "According to Figure 1, how full was tank A after 15 days?",
            "About 52 %.",
            [[rng(47, 57)]],
            [F1],
            ["70", "38"],
            note="Plotted 52 (tank B 70 at day 15; tank A 38 at day 20).",
        ),
        q(
            "figure-tank-b-20",
            "figure",
            "What level does Figure 1 show for tank B on day 20?",
            "About 58 %.",
            [[rng(54, 62)]],
            [F1],
            ["38", "49"],
            note="Plotted 58 (tank A 38 at day 20; tank B 49 at day 25).",
        ),
        q(
            "figure-gap-30",
            "figure",
            "At the end of the month, how far apart were the two tanks in Figure 1?",
            "About 31 percentage points (about 40 % against 9 %).",
            [[rng(26, 36)]],
            [F1],
            ["49", "19"],
            note="Plotted 40 and 9 at day 30: 31.",
        ),
        q(
            "figure-lusikisiki-q4",
            "figure",
            "How many taps broke in Lusikisiki in the fourth quarter (Figure 2)?",
            "About 10.",
            [[rng(9.5, 10.5), "ten"]],
            [F2],
            ["6", "4"],
            note="Plotted 10 (Lusikisiki Q3 6; Tsolo Q4 5).",
        ),
        q(
            "figure-tsolo-q3",
            "figure",
            "What does Figure 2 show for broken taps in Tsolo in the third quarter?",
            "About 7.",
            [[rng(6.5, 7.5), "seven"]],
            [F2],
            ["2", "4"],
            note="Plotted 7 (Qunu Q3 2; Tsolo Q2 4).",
        ),
        q(
            "figure-qunu-peak",
            "figure",
            "In which quarter did Qunu have the most broken taps according to Figure 2?",
            "The second quarter (Ikota 2), about 5.",
            [["2", "second", "Ikota 2"]],
            [F2],
            None,
            note="Qunu: 3, 5, 2, 4.",
        ),
        q(
            "text-gps",
            "text",
            "How was the distance to the tap measured?",
            "With GPS, from the household in the middle of each village.",
            [["GPS"]],
            [("text", "nge-GPS")],
        ),
        q(
            "text-meters",
            "text",
            "How was the water used at the taps measured, and for how long?",
            "With water meters on the taps, for seven days.",
            [["meter", "mitha"]],
            [("text", "ngeemitha zamanzi")],
        ),
        q(
            "ml-xh-centane",
            "multilingual",
            "Zingaphi iitephu eCentane?",
            "Iitephu ezingama-45.",
            [["45"]],
            [T1_],
            language="xh",
        ),
        q(
            "ml-af-distance",
            "multilingual",
            "In watter dorpie moet mense die verste na die kraan loop?",
            "Ngqeleni, 900 m.",
            [["Ngqeleni"]],
            [T2_],
            language="af",
        ),
        q(
            "unanswerable-mqanduli",
            "unanswerable",
            "How many taps does Mqanduli have?",
            "Mqanduli is not among the five villages (Qunu, Tsolo, Ngqeleni, Centane, Lusikisiki).",
        ),
        q(
            "unanswerable-2022",
            "unanswerable",
            "How much water did a person in Tsolo use per day in 2022?",
            "Table 2 gives 2023 and 2024 only.",
        ),
        q(
            "unanswerable-quality",
            "unanswerable",
            "Was the tap water in Qunu safe to drink?",
            "Water quality was not tested.",
        ),
        q(
            "unanswerable-st-cost",
            "unanswerable",
            "Ho lefile bokae ho lokisa dipompo tse robehileng Lusikisiki?",
            "Ditjeho tsa ho lokisa dipompo ha di a ngolwa.",
            language="st",
        ),
    ]
