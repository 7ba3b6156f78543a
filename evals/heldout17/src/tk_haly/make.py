"""tk_haly: Turkmen paper on hand-knotted carpets (five state carpet workshops, 2024: weavers,
carpets, area; knot density and price per square metre of five tribal designs in 2023 and 2024;
weaving days against carpet area for two designs; carpet exports to two markets 2018-2024),
laid out by ``layout9`` in one column (Liberation Sans metrics) and written by heldout14's
**pydyf** writer with **Liberation Sans embedded** (Type0/Identity-H with a ToUnicode map: ň, ý,
ş, ž, ä, ö, ü, ç); the vector charts come from **PythonQwt** (Qt's PDF engine through ``QwtPlotRenderer``), stamped
by heldout10's pdfrw stamp. Figure 1 is a **PythonQwt scatter** (filled circles and open
squares over a numeric area axis); Figure 2 is **PythonQwt lines with symbols** (two
markets over seven years). Table 1 has **zebra shading, no rules**, thousands spaces, decimal
commas, a computed column and a **bold total row**; Table 2 is a **fully ruled grid** with a
**two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper17 import (  # noqa: E402
    GOLD,
    LSANS,
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

TITLE = "Türkmen halyçylyk ussahanalarynda önümçilik we eksport, 2024"
# workshop, weavers, carpets, area (m2)
T1 = [
    ("Aşgabat", 120, 540, 2448),
    ("Mary", 85, 390, 1530),
    ("Daşoguz", 64, 250, 1088),
    ("Türkmenabat", 72, 310, 1368),
    ("Balkanabat", 40, 150, 620),
]
# design, knots (thousand per m2), price 2023, price 2024 (manat per m2)
T2 = [("Teke", 320, 1150, 1240), ("Ýomut", 280, 980, 1020), ("Salyr", 360, 1320, 1430),
      ("Saryk", 300, 1060, 1110), ("Ärsary", 240, 860, 910)]  # fmt: skip
SCAT = {
    "Teke": [(2, 45), (4, 88), (6, 130), (8, 170), (10, 215), (12, 250)],
    "Ýomut": [(3, 55), (5, 90), (7, 125), (9, 160), (11, 190)],
}
YEARS = ["2018", "2019", "2020", "2021", "2022", "2023", "2024"]
EXP = {"Türkiýe": [12, 14, 9, 11, 15, 17, 18], "Russiýa": [8, 9, 7, 10, 12, 11, 13]}
CAP1 = "Bir halynyň meýdany we ony dokamak üçin gerek bolan günler: Teke we Ýomut halylary."
CAP2 = "Türkiýä we Russiýa eksport edilen halylar, 2018–2024 (müň m²)."


def sp(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def dec(x: float) -> str:
    return f"{x:.1f}".replace(".", ",")


def check_prose() -> None:
    w, c, a = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (w, c, a) == (381, 1640, 7054) and dec(a / w) == "18,5"
    per = {r[0]: r[3] / r[1] for r in T1}
    assert max(per, key=per.get) == "Aşgabat" and dec(per["Aşgabat"]) == "20,4"
    assert min(per, key=per.get) == "Balkanabat" and dec(per["Balkanabat"]) == "15,5"
    assert max(T2, key=lambda r: r[1])[0] == "Salyr" == max(T2, key=lambda r: r[3])[0]
    assert all(r[3] >= r[2] for r in T2) and max(T2, key=lambda r: r[3] - r[2])[0] == "Salyr"
    assert EXP["Türkiýe"][2] == min(EXP["Türkiýe"]) and EXP["Russiýa"][2] == min(EXP["Russiýa"])
    assert EXP["Türkiýe"][-1] == 18 and EXP["Russiýa"][-1] == 13
    assert max(b for _, b in SCAT["Teke"]) == 250


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[n, str(w), str(c), sp(a), dec(a / w)] for n, w, c, a in T1]
    w, c, a = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Jemi", str(w), sp(c), sp(a), dec(a / w)])
    t1 = table("1-nji tablisa.", "Bäş ussahananyň 2024-nji ýyldaky önümçiligi",
               [[("Ussahana", 1), ("Dokmaçylar", 1), ("Halylar", 1), ("Meýdany\n(m²)", 1), ("m² /\ndokmaçy", 1)]],
               rows, "zebra", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[d, str(k), sp(a), sp(b)] for d, k, a, b in T2]
    t2 = table("2-nji tablisa.", "Göller boýunça düwün dykyzlygy we bahasy",
               [[("", 1), ("", 1), ("Bahasy (manat/m²)", 2)],
                [("Göl", 1), ("Düwün (müň/m²)", 1), ("2023", 1), ("2024", 1)]],
               r2, "grid", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Aýna Orazowa, Merdan Annaýew we Gülşat Berdiýewa",
            "Magtymguly adyndaky Türkmen döwlet uniwersiteti, Aşgabat",
            "Gysgaça mazmuny.",
            "2024-nji ýylda bäş döwlet ussahanasynda 381 dokmaçy 1 640 haly dokady, olaryň jemi "
            "meýdany 7 054 m² boldy, ýagny bir dokmaça 18,5 m². Bu görkeziji Balkanabatda 15,5 m², "
            "Aşgabatda 20,4 m² boldy. Iň dykyz düwünli we iň gymmat göl Salyr gölüdir.",
        ),  # fmt: skip
        h("1. Giriş"),
        p(
            "Türkmen halysy halkyň milli baýlygydyr; her tiräniň öz gölü bar. Halylar elde, "
            "ýüňden we ýüpekden dokalýar, bir halyny dokamak birnäçe aýa çekip bilýär."
        ),  # fmt: skip
        h("2. Maglumatlar we usullar"),
        p(
            "Dokmaçylaryň, halylaryň we meýdanyň sany ussahanalaryň ýyllyk hasabatlaryndan "
            "alyndy. Düwün dykyzlygy her gölüň on halysynda 10 × 10 sm meýdançada sanaldy; "
            "bahalar döwlet haly söwdasynyň nyrhnamasyndan alyndy."
        ),  # fmt: skip
        t1,
        h("3. Netijeler"),
        p(
            "Bir dokmaça düşýän meýdan Aşgabatda iň uly, Balkanabatda iň kiçi boldy (1-nji "
            "tablisa). Ähli gölleriň bahasy 2024-nji ýylda ýokarlandy; iň köp Salyr gölüniň "
            "bahasy artdy (2-nji tablisa)."
        ),  # fmt: skip
        t2,
        figure(fa, "1-nji surat.", CAP1, frac=0.66),
        p(
            "Haly näçe uly bolsa, ony dokamak üçin şonça köp gün gerek: 12 m² Teke halysy 250 "
            "günde dokaldy (1-nji surat). Iki bazara eksport hem 2020-nji ýylda iň pes derejä "
            "düşdi, 2024-nji ýylda Türkiýä 18 müň m², Russiýa 13 müň m² haly iberildi (2-nji surat)."
        ),  # fmt: skip
        figure(fb, "2-nji surat.", CAP2, frac=0.66),
        h("4. Netije"),
        p(
            "Dykyz düwünli halylar has gymmat satylýar. Dokmaçylaryň aýlyk haky we boýaglaryň "
            "gelip çykyşy bu işde öwrenilmedi."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [680, 400], "kind": "scatter", "font": "Liberation Sans",
            "x": {"min": 0, "max": 14, "ticks": [0, 2, 4, 6, 8, 10, 12, 14]},
            "y": {"min": 0, "max": 300, "ticks": [0, 50, 100, 150, 200, 250, 300]},
            "xtitle": "Halynyň meýdany (m²)", "ytitle": "Dokalan günler", "legend": {"x": 0.6, "y": 280, "w": 0.7},
            "series": [{"name": "Teke", "values": SCAT["Teke"], "color": "#8b1a1a", "symbol": "o", "size": 9},
                       {"name": "Ýomut", "values": SCAT["Ýomut"], "color": "#1a4f8b", "symbol": "s", "open": True, "size": 9}]}  # fmt: skip
    return qwt(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [700, 380], "kind": "line", "cats": YEARS, "font": "Liberation Sans",
            "y": {"min": 0, "max": 20, "ticks": [0, 5, 10, 15, 20]},
            "xtitle": "Ýyl", "ytitle": "Eksport (müň m²)", "legend": {"x": 2.2, "y": 4.2},
            "series": [{"name": "Türkiýe", "values": EXP["Türkiýe"], "color": "#c0392b", "symbol": "s"},
                       {"name": "Russiýa", "values": EXP["Russiýa"], "color": "#2c3e50", "symbol": "t", "dash": "dot"}]}  # fmt: skip
    return qwt(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), LSANS, body=9.4, lead=12.5, cols=1,
                 margin=(58, 64, 60, 64), head="Türkmen halyçylyk ussahanalary", foot="{n}-nji sahypa")  # fmt: skip
    return write_pydyf(work, lay, LSANS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout17/tk_haly.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 3), (2, 2), (3, 4), (4, 1), (5, 2), (5, 4)],
                "pydyf, Liberation Sans embedded (Type0/Identity-H with ToUnicode); zebra shading, no rules; thousands spaces (2 448), decimal commas (20,4); m² / dokmaçy = area / weavers; bold total row ('Jemi').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (2, 3), (3, 2), (4, 3)],
                "Fully ruled grid; two-level header ('Bahasy (manat/m²)' over '2023' and '2024'); thousands spaces (1 150).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "scatter",
                {"title": "Halynyň meýdany (m²)", "log": False, "min": 0, "max": 14},
                {"title": "Dokalan günler", "log": False, "min": 0, "max": 300},
                list(SCAT),
                [{"series": "Teke", "x": a, "y": b} for a, b in SCAT["Teke"][1::2]]
                + [{"series": "Ýomut", "x": a, "y": b} for a, b in SCAT["Ýomut"][::2]],
                "PythonQwt 0.10 QwtPlotCurve without lines, QwtSymbol markers (Teke filled dark-red circles, Ýomut open blue squares), numeric x axis 0-14, legend drawn inside top left; QwtPlotRenderer PDF (Qt QPrinter), stamped by pdfrw.",
                find="Bir halynyň meýdany",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "Ýyl", "log": False, "categories": YEARS},
                {"title": "Eksport (müň m²)", "log": False, "min": 0, "max": 20},
                list(EXP),
                pts("Türkiýe", YEARS, EXP["Türkiýe"], [0, 2, 5])
                + pts("Russiýa", YEARS, EXP["Russiýa"], [1, 3, 6]),
                "PythonQwt QwtPlotCurve lines with QwtSymbol markers (Türkiýe solid with filled squares, Russiýa dotted with triangles), legend drawn inside below the lines; QwtPlotRenderer PDF, pdfrw.",
                find="eksport edilen halylar",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Seventeenth held-out set (blind): a Turkmen paper on carpet workshops written by pydyf with Liberation Sans embedded; a zebra table with thousands spaces, decimal commas and a bold total row, a ruled grid with a two-level header, a PythonQwt scatter and PythonQwt lines with symbols.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-weavers-mary",
            "table",
            "How many weavers work at the Mary carpet workshop?",
            "85 weavers (Table 1).",
            [["85"]],
            [T1_],
            ["72", "64"],
        ),
        q(
            "table-carpets-dashoguz",
            "table",
            "How many carpets did the Dashoguz (Daşoguz) workshop weave in 2024?",
            "250 carpets.",
            [["250"]],
            [T1_],
            ["310", "150"],
        ),
        q(
            "table-area-turkmenabat",
            "table",
            "What carpet area did the Turkmenabat (Türkmenabat) workshop produce?",
            "1 368 m².",
            [["1 368", "1368", "1,368"]],
            [T1_],
            ["1 530", "1 088"],
        ),
        q(
            "table-per-weaver-mary",
            "table",
            "How many square metres per weaver did the Mary workshop produce?",
            "18,0 m² (1 530 m² by 85 weavers).",
            [["18,0", "18.0", "18 m"]],
            [T1_],
            ["17.0", "19.0"],
        ),
        q(
            "table-total-carpets",
            "table",
            "How many carpets did the five workshops weave altogether in 2024?",
            "1 640 carpets (total row).",
            [["1 640", "1640", "1,640"]],
            [T1_],
            ["540"],
        ),
        q(
            "table-largest-workforce",
            "table",
            "Which workshop has the most weavers?",
            "Ashgabat (Aşgabat), 120 weavers.",
            [["Aşgabat", "Ashgabat"]],
            [T1_],
            ["Mary"],
        ),
        q(
            "table-area-diff",
            "table",
            "How much more carpet area did Ashgabat produce than Mary?",
            "918 m² more (2 448 against 1 530).",
            [["918"]],
            [T1_],
            ["1 080", "1 360"],
        ),
        q(
            "table-knots-yomut",
            "table",
            "What is the knot density of Yomut (Ýomut) carpets?",
            "280 thousand knots per m² (Table 2).",
            [["280"]],
            [T2_],
            ["320", "240"],
        ),
        q(
            "table-price-teke-2024",
            "table",
            "What did a square metre of Teke carpet cost in 2024?",
            "1 240 manat.",
            [["1 240", "1240", "1,240"]],
            [T2_],
            ["1 150", "1 430"],
        ),
        q(
            "table-cheapest",
            "table",
            "Which design was the cheapest per square metre in 2023?",
            "Ersari (Ärsary), 860 manat/m².",
            [["Ärsary", "Ersari", "Arsary"]],
            [T2_],
            ["Ýomut"],
        ),
        q(
            "table-price-rise-salyr",
            "table",
            "By how much did the price of Salyr carpets rise from 2023 to 2024?",
            "By 110 manat per m² (1 320 to 1 430).",
            [["110"]],
            [T2_],
            ["90", "50"],
        ),
        q(
            "figure-teke-8",
            "figure",
            "According to Figure 1, how many days did it take to weave an 8 m² Teke carpet?",
            "About 170 days.",
            [[rng(160, 180)]],
            [F1],
            ["130", "215"],
            note="Plotted (8, 170); Teke 6 m² 130, 10 m² 215.",
        ),
        q(
            "figure-yomut-largest",
            "figure",
            "How long did the largest Yomut carpet in Figure 1 take, and how big was it?",
            "About 190 days for an 11 m² carpet.",
            [[rng(180, 200)], ["11"]],
            [F1],
            ["160", "250"],
            note="Ýomut points (3, 55), (5, 90), (7, 125), (9, 160), (11, 190).",
        ),
        q(
            "figure-yomut-5",
            "figure",
            "What weaving time does Figure 1 show for the 5 m² Yomut carpet?",
            "About 90 days.",
            [[rng(84, 96)]],
            [F1],
            ["55", "125"],
            note="Plotted (5, 90).",
        ),
        q(
            "figure-turkey-2023",
            "figure",
            "How much carpet was exported to Turkey in 2023 according to Figure 2?",
            "About 17 thousand m².",
            [[rng(16, 18)]],
            [F2],
            ["11", "15"],
            note="Plotted 17 (Russia 11 in 2023; Turkey 15 in 2022).",
        ),
        q(
            "figure-russia-2021",
            "figure",
            "What were carpet exports to Russia in 2021 (Figure 2)?",
            "About 10 thousand m².",
            [[rng(9.3, 10.7)]],
            [F2],
            ["12", "8"],
            note="Plotted 10 (2018 8, 2020 7, 2022 12).",
        ),
        q(
            "figure-gap-2019",
            "figure",
            "In 2019, by how much did exports to Turkey exceed those to Russia in Figure 2?",
            "By about 5 thousand m² (14 against 9).",
            [[rng(4, 6)]],
            [F2],
            ["2", "8"],
            note="Plotted 14 and 9: 5.",
        ),
        q(
            "text-knot-count",
            "text",
            "How was knot density counted?",
            "On a 10 × 10 cm square, in ten carpets of each design.",
            [["10 × 10", "10 x 10", "10×10"]],
            [("text", "meýdançada sanaldy")],
        ),
        q(
            "text-prices-source",
            "text",
            "Where do the carpet prices come from?",
            "From the price list of the state carpet trade.",
            [["nyrhnama", "price list"]],
            [("text", "nyrhnamasyndan")],
        ),
        q(
            "ml-tk-balkanabat",
            "multilingual",
            "Balkanabat ussahanasynda näçe dokmaçy işleýär?",
            "40 dokmaçy.",
            [["40"]],
            [T1_],
            language="tk",
        ),
        q(
            "ml-ru-salyr",
            "multilingual",
            "Какой гёль имеет самую высокую плотность узлов?",
            "Салыр (Salyr), 360 тысяч узлов на м².",
            [["Salyr", "Салыр"]],
            [T2_],
            language="ru",
        ),
        q(
            "unanswerable-lebap",
            "unanswerable",
            "How many carpets did the Turkmenbashi workshop weave?",
            "There is no Turkmenbashi workshop in the study; the five are Aşgabat, Mary, Daşoguz, Türkmenabat and Balkanabat.",
        ),
        q(
            "unanswerable-2017",
            "unanswerable",
            "How much carpet was exported to Russia in 2017?",
            "Figure 2 begins in 2018.",
        ),
        q(
            "unanswerable-wages",
            "unanswerable",
            "What is the monthly wage of a carpet weaver?",
            "Weavers' wages were not studied.",
        ),
        q(
            "unanswerable-tr-dyes",
            "unanswerable",
            "Teke halılarında hangi doğal boyalar kullanıldı?",
            "Boyaların kökeni bu çalışmada incelenmedi.",
            language="tr",
        ),
    ]
