"""rw_ikawa: Kinyarwanda paper on coffee (five coffee washing stations in five districts of
Rwanda, 2024 season: farmers, cherries delivered, parchment, outturn; altitude and cupping scores
2023-2024; cherries delivered month by month at two stations; floor and paid cherry prices
2021-2024), laid out by ``layout9`` in **two columns** under a full-width title block (base-14
Times metrics) and written by **PDF::Reuse** (``writers16.pl``: core Times, WinAnsi); the vector
charts are stamped by heldout10's pdfrw stamp. Figure 1 is **Yorick lines** (Gist ``plg``, two
stations over five Kinyarwanda month names); Figure 2 is **pyqtgraph grouped bars** (two prices
over four years). Table 1 has **zebra shading, no rules**, thousands commas, a computed outturn
column and a **bold total row**; Table 2 is **booktabs-style** with a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper16 import (  # noqa: E402
    GOLD,
    TIMES,
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
    write_reuse,
    yorick,
)

FONTS = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}
TITLE = "Ikawa mu sitasiyo eshanu zoza ikawa mu Rwanda: umusaruro, ubwiza n'ibiciro, 2024"
# station, district, farmers, cherries (t), parchment (t)
T1 = [
    ("Kigeyo", "Nyamasheke", 1240, 620, 124),
    ("Maraba", "Huye", 1850, 910, 173),
    ("Mbilima", "Gakenke", 960, 450, 81),
    ("Gisanze", "Rutsiro", 780, 400, 84),
    ("Kibeho", "Nyaruguru", 1120, 500, 85),
]
# station: altitude (m), cupping score 2023, 2024
T2 = [("Kigeyo", 1650, 85.5, 86.0), ("Maraba", 1800, 86.5, 87.0), ("Mbilima", 1900, 84.0, 85.5),
      ("Gisanze", 1750, 85.0, 84.5), ("Kibeho", 1950, 87.0, 88.0)]  # fmt: skip
MONTHS = ["Werurwe", "Mata", "Gicurasi", "Kamena", "Nyakanga"]
DELIV = {"Maraba": [120, 260, 310, 170, 50], "Kigeyo": [90, 180, 210, 110, 30]}
YEARS = ["2021", "2022", "2023", "2024"]
PRICE = {"Igiciro fatizo": [250, 350, 410, 466], "Igiciro cyishyuwe": [290, 420, 480, 540]}
CAP1 = "Ibitumbwe byagejejwe kuri sitasiyo ebyiri buri kwezi, 2024 (toni)."
CAP2 = "Igiciro fatizo n'igiciro cyishyuwe abahinzi ku kilo cy'ibitumbwe, 2021–2024 (Frw/kg)."


def pct(a: int, b: int) -> str:
    return f"{b / a * 100:.1f}"


def check_prose() -> None:
    f, c, pa = (sum(r[i] for r in T1) for i in (2, 3, 4))
    assert (f, c, pa) == (5950, 2880, 547) and pct(c, pa) == "19.0"
    o = {r[0]: float(pct(r[3], r[4])) for r in T1}
    assert max(o, key=o.get) == "Gisanze" and o["Gisanze"] == 21.0
    assert min(o, key=o.get) == "Kibeho" and o["Kibeho"] == 17.0
    assert max(T2, key=lambda r: r[1])[0] == "Kibeho" == max(T2, key=lambda r: r[3])[0]
    assert [r[0] for r in T2 if r[3] < r[2]] == ["Gisanze"]
    assert sum(DELIV["Maraba"]) == 910 and sum(DELIV["Kigeyo"]) == 620
    assert all(MONTHS[v.index(max(v))] == "Gicurasi" for v in DELIV.values())
    gaps = [b - a for a, b in zip(*PRICE.values(), strict=True)]
    assert gaps == [40, 70, 70, 74] and PRICE["Igiciro cyishyuwe"][-1] == 540


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [s, d, f"{f:,}", str(c), str(pa), pct(c, pa)] for s, d, f, c, pa in T1
    ]
    f, c, pa = (sum(r[i] for r in T1) for i in (2, 3, 4))
    rows.append(["Igiteranyo", "", f"{f:,}", f"{c:,}", str(pa), pct(c, pa)])
    t1 = table("Imbonerahamwe 1.", "Abahinzi n'umusaruro wa sitasiyo, igihembwe cya 2024",
               [[("Sitasiyo", 1), ("Akarere", 1), ("Abahinzi", 1), ("Ibitumbwe\n(t)", 1),
                 ("Ikawa\nyumye (t)", 1), ("Igipimo\n(%)", 1)]],
               rows, "zebra", z=8, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[s, f"{a:,}", f"{x:.1f}", f"{y:.1f}"] for s, a, x, y in T2]
    t2 = table("Imbonerahamwe 2.", "Ubutumburuke n'amanota y'uburyohe bw'ikawa",
               [[("", 1), ("", 1), ("Amanota (SCA)", 2)],
                [("Sitasiyo", 1), ("Ubutumburuke (m)", 1), ("2023", 1), ("2024", 1)]],
               r2, "booktabs", z=8)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Aline Uwimana, Jean de Dieu Habimana na Claudine Mukamana",
            "Kaminuza y'u Rwanda, Ishami ry'Ubuhinzi, Busogo",
            "Incamake.",
            "Mu gihembwe cya 2024, abahinzi 5,950 bagemuye toni 2,880 z'ibitumbwe bya kawa kuri "
            "sitasiyo eshanu zoza ikawa. Havuyemo toni 547 z'ikawa yumye, ni ukuvuga igipimo cya "
            "19.0 %, kuva kuri 17.0 % i Kibeho kugeza kuri 21.0 % i Gisanze. Kibeho, iri hejuru "
            "cyane, yabonye amanota meza kurusha izindi.",
        ),  # fmt: skip
        h("1. Intangiriro"),
        p(
            "Ikawa ni kimwe mu bihingwa byinjiriza u Rwanda amadovize menshi. Sitasiyo zoza ikawa "
            "zagize uruhare runini mu kuzamura ubwiza bwayo, ariko amakuru agereranya sitasiyo "
            "ziri ku butumburuke butandukanye ni make."
        ),  # fmt: skip
        h("2. Uburyo bwakoreshejwe"),
        p(
            "Amakuru y'umusaruro yavuye mu bitabo bya sitasiyo. Uburyohe bw'ikawa bwasuzumwe "
            "n'abasogongezi batatu bemewe na SCA, bakurikije amabwiriza ya SCA yo mu 2004. Ibiciro "
            "fatizo byashyizweho na NAEB buri mwaka."
        ),  # fmt: skip
        t1,
        h("3. Ibyavuye mu bushakashatsi"),
        p(
            "Gisanze yagize igipimo kiri hejuru kurusha izindi, Kibeho igira icyo hasi (Imbonerahamwe "
            "1). Amanota yazamutse ku masitasiyo yose uretse Gisanze, kandi Kibeho, iri ku "
            "butumburuke bwa metero 1,950, yagize amanota 88.0 (Imbonerahamwe 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Igishushanyo 1.", CAP1, frac=0.98),
        p(
            "Ku masitasiyo yombi, ibitumbwe byinshi byagejejwe muri Gicurasi (Igishushanyo 1). "
            "Igiciro cyishyuwe abahinzi cyarenze igiciro fatizo buri mwaka; mu 2024 cyageze kuri "
            "540 Frw/kg, ni ukuvuga 74 Frw hejuru y'igiciro fatizo (Igishushanyo 2)."
        ),  # fmt: skip
        figure(fb, "Igishushanyo 2.", CAP2, frac=0.98),
        h("4. Isesengura"),
        p(
            "Ubutumburuke bwiyongera bujyana n'amanota meza, ariko umusaruro w'ikawa yumye ntiwiyongera. "
            "Ntitwapimye ubushuhe bw'ikawa yumye, kandi amafaranga abahinzi bakoresha mu buhinzi "
            "ntiyize muri ubu bushakashatsi."
        ),  # fmt: skip
        p(
            "Sitasiyo zo hejuru nka Kibeho na Mbilima zishobora kugurisha ikawa yazo ku giciro "
            "kiri hejuru ku isoko ry'ikawa y'indobanure, niba abahinzi babonye inkunga yo "
            "kwita ku bitumbwe neza. Ubushakashatsi bukurikira buzagereranya imyaka itatu."
        ),  # fmt: skip
        h("5. Umwanzuro"),
        p(
            "Sitasiyo eshanu zakiriye toni 2,880 z'ibitumbwe mu 2024. Igipimo cy'ikawa yumye "
            "cyari hagati ya 17.0 % na 21.0 %, naho amanota y'uburyohe yazamutse hafi ku masitasiyo "
            "yose."
        ),  # fmt: skip
        h("Gushimira"),
        p(
            "Turashimira abayobozi ba sitasiyo eshanu n'abahinzi bose batanze amakuru, hamwe "
            "n'abasogongezi ba laboratwari y'ikigo cy'igihugu i Kigali."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"kind": "line", "cats": MONTHS, "y": {"min": 0, "max": 400}, "legend": (3.6, 375),
            "xtitle": "Ukwezi (2024)", "ytitle": "Ibitumbwe (t)",
            "series": [{"name": "Maraba", "values": DELIV["Maraba"], "rgb": (120, 60, 20), "type": 1},
                       {"name": "Kigeyo", "values": DELIV["Kigeyo"], "rgb": (40, 130, 70), "type": 3}]}  # fmt: skip
    return yorick(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [560, 400], "kind": "bar", "cats": YEARS, "y": {"min": 0, "max": 600, "ticks": [0, 100, 200, 300, 400, 500, 600]},
            "xtitle": "Umwaka", "ytitle": "Igiciro (Frw/kg)", "legend": "topleft",
            "series": [{"name": "Igiciro fatizo", "values": PRICE["Igiciro fatizo"], "color": "#9e9e9e"},
                       {"name": "Igiciro cyishyuwe", "values": PRICE["Igiciro cyishyuwe"], "color": "#6d3b1f"}]}  # fmt: skip
    return pyqtgraph(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: TIMES[k] for k in "RBI"}, body=9.5, lead=12.2, cols=2,
                 margin=(56, 50, 58, 50), head="Ikawa mu sitasiyo eshanu zoza ikawa", foot="Urupapuro {n}")  # fmt: skip
    return write_reuse(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout16/rw_ikawa.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 3), (1, 5), (2, 4), (3, 5), (4, 2), (5, 2), (5, 3), (5, 5)],
                "PDF::Reuse, core Times (WinAnsi), two-column page; zebra shading, no rules; thousands commas (1,240); igipimo = parchment / cherries; bold total row ('Igiteranyo').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 3), (2, 2), (3, 3), (4, 1), (4, 3)],
                "Booktabs-style; two-level header ('Amanota (SCA)' over '2023' and '2024').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Ukwezi (2024)", "log": False, "categories": MONTHS},
                {"title": "Ibitumbwe (t)", "log": False, "min": 0, "max": 400},
                list(DELIV),
                pts("Maraba", MONTHS, DELIV["Maraba"], [1, 2, 4])
                + pts("Kigeyo", MONTHS, DELIV["Kigeyo"], [0, 2, 3]),
                "Yorick 2.2 Gist plg lines (Maraba solid brown, Kigeyo dotted green), no markers, legend drawn with pldj/plt; Kinyarwanda month names written with plt below the frame; Ghostscript, pdfrw.",
                find="Ibitumbwe byagejejwe kuri",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Umwaka", "log": False, "categories": YEARS},
                {"title": "Igiciro (Frw/kg)", "log": False, "min": 0, "max": 600},
                list(PRICE),
                pts("Igiciro fatizo", YEARS, PRICE["Igiciro fatizo"], [0, 2, 3])
                + pts("Igiciro cyishyuwe", YEARS, PRICE["Igiciro cyishyuwe"], [1, 2]),
                "pyqtgraph BarGraphItem per price, side by side (floor price grey, paid price brown), legend top left; SVGExporter, librsvg, pdfrw.",
                find="Igiciro fatizo n'igiciro",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Sixteenth held-out set (blind): a Kinyarwanda paper on coffee washing stations written by PDF::Reuse (Perl) in core Times, in two columns; a zebra table with a bold total row, a booktabs table with a two-level header, Yorick lines and pyqtgraph grouped bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-farmers-maraba",
            "table",
            "How many farmers delivered cherries to the Maraba station?",
            "1,850 farmers (Table 1).",
            [["1,850", "1850"]],
            [T1_],
            ["1,240", "1,120"],
        ),
        q(
            "table-district-gisanze",
            "table",
            "In which district is the Gisanze washing station?",
            "Rutsiro.",
            [["Rutsiro"]],
            [T1_],
            ["Gakenke"],
        ),
        q(
            "table-cherries-mbilima",
            "table",
            "How many tonnes of cherries did Mbilima receive?",
            "450 t.",
            [["450"]],
            [T1_],
            ["400", "500"],
        ),
        q(
            "table-parchment-kibeho",
            "table",
            "How much parchment coffee did Kibeho produce?",
            "85 t (from 500 t of cherries).",
            [["85"]],
            [T1_],
            ["84", "81"],
        ),
        q(
            "table-outturn-maraba",
            "table",
            "What outturn (parchment as a share of cherries) did Maraba reach?",
            "19.0 %.",
            [["19"]],
            [T1_],
            ["20.0", "18.0"],
        ),
        q(
            "table-total-parchment",
            "table",
            "How much parchment coffee did the five stations produce in total?",
            "547 t (from 2,880 t of cherries).",
            [["547"]],
            [T1_],
            ["173"],
        ),
        q(
            "table-farmers-diff",
            "table",
            "How many more farmers delivered to Kigeyo than to Gisanze?",
            "460 more (1,240 against 780).",
            [["460"]],
            [T1_],
            ["280", "610"],
        ),
        q(
            "table-altitude-mbilima",
            "table",
            "At what altitude is the Mbilima station?",
            "1,900 m (Table 2).",
            [["1,900", "1900"]],
            [T2_],
            ["1,950", "1,750"],
        ),
        q(
            "table-score-maraba-2024",
            "table",
            "What cupping score did Maraba's coffee get in 2024?",
            "87.0 (86.5 in 2023).",
            [["87"]],
            [T2_],
            ["88.0", "86.0"],
        ),
        q(
            "table-score-fall",
            "table",
            "Which station's cupping score fell from 2023 to 2024?",
            "Gisanze, from 85.0 to 84.5.",
            [["Gisanze"]],
            [T2_],
            ["Mbilima"],
        ),
        q(
            "table-score-gain-mbilima",
            "table",
            "By how many points did Mbilima's cupping score rise between 2023 and 2024?",
            "By 1.5 points, from 84.0 to 85.5.",
            [["1.5"]],
            [T2_],
            ["0.5", "1.0"],
        ),
        q(
            "figure-maraba-apr",
            "figure",
            "How many tonnes of cherries reached Maraba in April (Mata) according to Figure 1?",
            "About 260 t.",
            [[rng(240, 280)]],
            [F1],
            ["180", "310"],
            note="Plotted 260 (Kigeyo 180; Maraba May 310).",
        ),
        q(
            "figure-kigeyo-jun",
            "figure",
            "What did Kigeyo receive in June (Kamena) in Figure 1?",
            "About 110 t.",
            [[rng(95, 125)]],
            [F1],
            ["170", "210"],
            note="Plotted 110 (Maraba 170; Kigeyo May 210).",
        ),
        q(
            "figure-peak-month",
            "figure",
            "In which month did deliveries peak at both stations in Figure 1?",
            "In May (Gicurasi).",
            [["Gicurasi", "May"]],
            [F1],
            None,
            note="Maraba 120, 260, 310, 170, 50; Kigeyo 90, 180, 210, 110, 30.",
        ),
        q(
            "figure-paid-2022",
            "figure",
            "What price was paid to farmers in 2022 according to Figure 2?",
            "About 420 Frw per kg.",
            [[rng(400, 440)]],
            [F2],
            ["350", "480"],
            note="Plotted 420 (floor 350; paid 2023 480).",
        ),
        q(
            "figure-floor-2021",
            "figure",
            "What was the floor price in 2021 in Figure 2?",
            "About 250 Frw per kg.",
            [[rng(232, 268)]],
            [F2],
            ["290", "350"],
            note="Plotted 250 (paid 290; floor 2022 350).",
        ),
        q(
            "figure-gap-smallest",
            "figure",
            "In which year was the paid price closest to the floor price in Figure 2?",
            "2021, about 40 Frw above it.",
            [["2021"]],
            [F2],
            None,
            note="Gaps 40, 70, 70, 74 Frw/kg.",
        ),
        q(
            "text-cuppers",
            "text",
            "How many cuppers scored the coffee?",
            "Three SCA-certified cuppers, following the SCA protocol of 2004.",
            [["3", "three", "batatu"]],
            [("text", "abasogongezi batatu")],
        ),
        q(
            "text-naeb",
            "text",
            "Who sets the floor price for coffee cherries?",
            "NAEB, every year.",
            [["NAEB"]],
            [("text", "NAEB")],
        ),
        q(
            "ml-rw-kibeho",
            "multilingual",
            "Sitasiyo ya Kibeho iri ku butumburuke bwa metero zingahe?",
            "Metero 1,950.",
            [["1,950", "1950"]],
            [T2_],
            language="rw",
        ),
        q(
            "ml-sv-outturn",
            "multilingual",
            "Vilken station hade den högsta utbytesandelen (igipimo)?",
            "Gisanze, 21,0 %.",
            [["Gisanze"]],
            [T1_],
            language="sv",
        ),
        q(
            "unanswerable-rulindo",
            "unanswerable",
            "How many farmers delivered to the washing station in Rulindo district?",
            "Rulindo is not among the five districts studied (Nyamasheke, Huye, Gakenke, Rutsiro, Nyaruguru).",
        ),
        q(
            "unanswerable-august",
            "unanswerable",
            "How many tonnes of cherries did Maraba receive in August (Kanama)?",
            "Figure 1 covers March to July only.",
        ),
        q(
            "unanswerable-moisture",
            "unanswerable",
            "What was the moisture content of the parchment coffee?",
            "The moisture of the parchment was not measured.",
        ),
        q(
            "unanswerable-ko-cost",
            "unanswerable",
            "농민들의 재배 비용은 1킬로그램당 얼마였습니까?",
            "농민의 생산 비용은 이 연구에서 다루지 않았습니다.",
            language="ko",
        ),
    ]
