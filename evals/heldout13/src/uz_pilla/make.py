"""uz_pilla: Uzbek sericulture paper (silkworm cocoon yield and quality in six districts of the
Fergana valley, spring and autumn rearing 2024), laid out by ``layout9`` in one column (DejaVu
Sans metrics) and drawn by **PDFKit** (foliojs, node: the writer underneath pdfmake, here
placing the display list itself: registerFont subsets, text on its alphabetic baseline, paths);
heldout10's pdfrw stamp draws the charts. Both charts are **Bokeh** 3 figures with the SVG
output backend, rendered by BokehJS in headless Chromium driven by Selenium and saved by
``export_svg`` (the SVG has every label twice, filled and as a stroke of opacity 0; librsvg
draws only the filled copy into the PDF's text layer), made PDFs by librsvg: Figure 1 **lines with
markers** (two provinces over seven years, legend top left); Figure 2 **horizontal bars** (one
series, first breed at the top, no legend). Table 1 has **no rules**, **italic row groups**
(provinces), thousands spaces (``1 240``) and decimal commas; Table 2 is a **fully ruled grid**
with a **two-level header** (spring / autumn) and a **bold mean row**. Uzbek Latin with ``ʻ``
(U+02BB) in oʻ and gʻ; labels put the number first (``1-jadval.``, ``1-rasm.``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper13 import (  # noqa: E402
    GOLD,
    SANS,
    bokeh,
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
    write_pdfkit,
)  # fmt: skip

# district, boxes of eggs, cocoon yield (kg per box), cocoon weight (g), silk yield (%); spring 2024
T1 = {
    "Fargʻona viloyati": [
        ("Margʻilon", 1240, 68.4, 2.12, 21.8),
        ("Rishton", 860, 61.7, 2.05, 20.9),
    ],
    "Andijon viloyati": [("Asaka", 1050, 64.2, 2.08, 21.3), ("Baliqchi", 720, 57.9, 1.96, 20.1)],
    "Namangan viloyati": [("Chust", 930, 59.4, 2.01, 20.6), ("Uychi", 640, 55.3, 1.92, 19.7)],
}
# spring yield, spring cocoon weight, autumn yield, autumn cocoon weight
T2 = {
    "Margʻilon": (68.4, 2.12, 46.2, 1.85),
    "Asaka": (64.2, 2.08, 42.9, 1.80),
    "Chust": (59.4, 2.01, 38.4, 1.72),
}
MEAN = (64.0, 2.07, 42.5, 1.79)
YEARS = [2018, 2019, 2020, 2021, 2022, 2023, 2024]
PROV = {
    "Fargʻona": [52.4, 55.1, 57.8, 56.2, 60.3, 63.5, 65.9],
    "Namangan": [47.0, 48.9, 51.6, 50.2, 53.8, 55.1, 57.2],
}
BREEDS = ["Ipakchi-1", "Ipakchi-2", "Oq pilla", "Marvarid", "Bahor-7"]
SILK = [21.4, 20.8, 19.6, 22.3, 18.9]
CAP1 = (
    "Bir quti urugʻdan olingan oʻrtacha pilla hosili, Fargʻona va Namangan viloyatlari, 2018–2024."
)
CAP2 = "Beshta ipak qurti zotining ipak chiqishi (%), bahorgi boqish, 2024-yil."


def c(x: float, nd: int = 1) -> str:
    return f"{x:.{nd}f}".replace(".", ",")


def sp(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def check_prose() -> None:
    rows = {r[0]: r for rs in T1.values() for r in rs}
    for d, (sy, sw, _ay, _aw) in T2.items():
        assert rows[d][2] == sy and rows[d][3] == sw
    for k, nd in zip(range(4), (1, 2, 1, 2), strict=True):
        assert round(sum(v[k] for v in T2.values()) / 3, nd) == MEAN[k]
    assert round(MEAN[0] - MEAN[2], 1) == 21.5
    assert max(rows.values(), key=lambda r: r[2])[0] == "Margʻilon"
    assert (
        max(SILK) == SILK[BREEDS.index("Marvarid")] and min(SILK) == SILK[BREEDS.index("Bahor-7")]
    )
    assert all(a > b for a, b in zip(PROV["Fargʻona"], PROV["Namangan"], strict=True))


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = []
    for prov, ds in T1.items():
        rows.append(prov)
        rows += [[d, sp(b), c(y), c(w, 2), c(s)] for d, b, y, w, s in ds]
    t1 = table("1-jadval.", "Tumanlar boʻyicha pilla hosili va sifati, bahorgi boqish, 2024-yil",
               [[("Tuman", 1), ("Qutilar\nsoni", 1), ("Hosil\n(kg/quti)", 1), ("Pilla\nvazni (g)", 1),
                 ("Ipak\nchiqishi (%)", 1)]], rows, "none", z=9)  # fmt: skip
    t2 = table("2-jadval.", "Bahorgi va kuzgi boqishda pilla hosili va pilla vazni, uchta tuman",
               [[("", 1), ("Bahor", 2), ("Kuz", 2)],
                [("Tuman", 1), ("Hosil (kg/quti)", 1), ("Pilla vazni (g)", 1), ("Hosil (kg/quti)", 1),
                 ("Pilla vazni (g)", 1)]],
               [[d, c(a), c(b, 2), c(x), c(y, 2)] for d, (a, b, x, y) in T2.items()]
               + [["Oʻrtacha", c(MEAN[0]), c(MEAN[1], 2), c(MEAN[2]), c(MEAN[3], 2)]],
               "grid", z=9, bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Fargʻona vodiysida ipak qurti pillasining hosildorligi va sifati",
            "Dilnoza Karimova, Jasur Toshmatov va Nodira Yusupova",
            "Toshkent davlat agrar universiteti, Ipakchilik kafedrasi, Toshkent",
            "Annotatsiya.",
            "2024-yilda Fargʻona vodiysining oltita tumanida ipak qurti boqildi va pilla hosili, "
            "pilla vazni hamda ipak chiqishi oʻlchandi. Eng yuqori hosil Margʻilon tumanida qayd "
            "etildi (bir quti urugʻdan 68,4 kg). Kuzgi boqishda hosil bahorgidan oʻrtacha 21,5 kg kam boʻldi.",
        ),  # fmt: skip
        h("1. Kirish"),
        p(
            "Oʻzbekiston dunyoda pilla yetishtirish boʻyicha yetakchi mamlakatlardan biri. Fargʻona "
            "vodiysi qadimdan ipakchilik markazi boʻlib, bu yerda har yili bahorda va kuzda ipak "
            "qurti boqiladi. Ushbu tadqiqotda tumanlar va zotlar oʻrtasidagi farqlar baholandi."
        ),  # fmt: skip
        h("2. Material va usullar"),
        p(
            "Qurtlar fermer xoʻjaliklarida Xasaki navli tut bargi bilan boqildi. Boqish xonalarida "
            "harorat 23–25 °C, nisbiy namlik 70–75 % darajasida saqlandi. Pillalar qurt oʻrala "
            "boshlaganidan keyin 8-kuni terib olindi va har bir tumanda 500 tadan pilla tortildi. "
            "Ipak chiqishi laboratoriyada pillani chuvish yoʻli bilan aniqlandi."
        ),  # fmt: skip
        t1,
        h("3. Natijalar"),
        p(
            "Fargʻona viloyatidagi tumanlarda hosil eng yuqori boʻldi (1-jadval). Barcha tumanlarda "
            "kuzgi boqishda hosil va pilla vazni bahorgiga nisbatan past boʻldi (2-jadval)."
        ),  # fmt: skip
        t2,
        figure(fa, "1-rasm.", CAP1, frac=0.8),
        p(
            "Yetti yil davomida Fargʻona viloyatida hosil Namangan viloyatiga qaraganda har yili "
            "yuqori boʻldi (1-rasm). Zotlar orasida eng koʻp ipak Marvarid zotidan, eng kami "
            "Bahor-7 zotidan olindi (2-rasm)."
        ),  # fmt: skip
        figure(fb, "2-rasm.", CAP2, frac=0.74),
        h("4. Muhokama"),
        p(
            "Kuzgi boqishda tut bargining sifati pasayadi, shu sababli hosil kamayadi. Biz pilla "
            "narxini va qurt kasalliklarini oʻrganmadik."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    code = """p = figure(width=660, height=380, output_backend='svg', toolbar_location=None,
           x_range=(2017.5, 2024.5), y_range=(40, 70))
p.xaxis.ticker = d['years']
p.xaxis.axis_label = 'Yil'
p.yaxis.axis_label = 'Hosil (kg/quti)'
p.line(d['years'], d['a'], line_width=2.5, color='#2c7fb8', legend_label=d['na'])
p.scatter(d['years'], d['a'], size=9, color='#2c7fb8', legend_label=d['na'])
p.line(d['years'], d['b'], line_width=2.5, color='#d95f0e', line_dash='dashed', legend_label=d['nb'])
p.scatter(d['years'], d['b'], size=10, marker='triangle', color='#d95f0e', legend_label=d['nb'])
p.legend.location = 'top_left'
p.xgrid.grid_line_color = None"""
    names = list(PROV)
    return bokeh(work, "fig1", code, {"years": YEARS, "a": PROV[names[0]], "b": PROV[names[1]],
                                       "na": names[0], "nb": names[1]})  # fmt: skip


def fig2(work: Path) -> Path:
    code = """p = figure(width=620, height=330, output_backend='svg', toolbar_location=None,
           y_range=d['breeds'][::-1], x_range=(0, 25))
p.hbar(y=d['breeds'], right=d['silk'], height=0.6, color='#7a9a5a')
p.xaxis.axis_label = 'Ipak chiqishi (%)'
p.yaxis.axis_label = 'Zot'
p.ygrid.grid_line_color = None"""
    return bokeh(work, "fig2", code, {"breeds": BREEDS, "silk": SILK})


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SANS, body=9.4, lead=13.0, cols=1, margin=(62, 64, 62, 64),
                 head="Fargʻona vodiysida pilla hosildorligi", foot="{n}-bet")  # fmt: skip
    return write_pdfkit(
        work, lay, SANS, "Fargʻona vodiysida ipak qurti pillasining hosildorligi va sifati"
    )


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout13/uz_pilla.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(1, 1), (2, 2), (4, 3), (5, 4), (7, 2), (8, 1), (8, 4)],
                "PDFKit, DejaVu Sans subsets; no rules or shading, italic province rows, thousands spaces (1 240), decimal commas.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 3), (1, 4), (2, 1), (3, 1), (3, 3)],
                "Fully ruled grid; two-level header ('Bahor' / 'Kuz' over 'Hosil (kg/quti)' and 'Pilla vazni (g)'); bold mean row ('Oʻrtacha').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Yil", "log": False, "min": 2017.5, "max": 2024.5},
                {"title": "Hosil (kg/quti)", "log": False, "min": 40, "max": 70},
                list(PROV),
                pts("Fargʻona", YEARS, PROV["Fargʻona"], [0, 3, 6])
                + pts("Namangan", YEARS, PROV["Namangan"], [2, 5]),
                "Bokeh 3 (SVG backend, export_svg through headless Chromium and Selenium), SVG to PDF by librsvg; Fargʻona solid blue with circles, Namangan dashed orange with triangles; legend top left (the SVG writes each label twice, a filled copy and a stroke of opacity 0; the PDF keeps one).",
                find="Bir quti urugʻdan",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Zot", "log": False, "categories": BREEDS},
                {"title": "Ipak chiqishi (%)", "log": False, "min": 0, "max": 25},
                [],
                pts(None, BREEDS, SILK, [0, 2, 3, 4]),
                "Bokeh horizontal bars (hbar; categories in x, values in y; first breed at the top), no legend, no value labels, decimal points on the axis.",
                find="Beshta ipak qurti",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Fargʻona vodiysida ipak qurti pillasining hosildorligi va sifati",
    "description": "Thirteenth held-out set (blind): an Uzbek sericulture paper drawn by PDFKit (node) from a display list, charts stamped by pdfrw; a rule-less table with province row groups, thousands spaces and decimal commas, a ruled table with a two-level header and a bold mean row, Bokeh lines and horizontal bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-boxes-margilon",
            "table",
            "How many boxes of silkworm eggs were reared in Margilan district?",
            "1 240 boxes (Table 1).",
            [["1 240", "1240", "1,240"]],
            [T1_],
            ["1 050", "860", "1050"],
        ),
        q(
            "table-yield-rishton",
            "table",
            "What cocoon yield per box did Rishton achieve in spring?",
            "61,7 kg per box (Table 1).",
            [["61,7", "61.7"]],
            [T1_],
            ["64,2", "57,9", "64.2"],
        ),
        q(
            "table-weight-baliqchi",
            "table",
            "How heavy were the cocoons from Baliqchi district?",
            "1,96 g (Table 1).",
            [["1,96", "1.96"]],
            [T1_],
            ["2,08", "1,92", "2.08"],
        ),
        q(
            "table-silk-chust",
            "table",
            "What silk yield did the cocoons from Chust give?",
            "20,6 % (Table 1).",
            [["20,6", "20.6"]],
            [T1_],
            ["19,7", "21,3", "19.7"],
        ),
        q(
            "table-yield-uychi",
            "table",
            "What was the spring cocoon yield in Uychi district?",
            "55,3 kg per box (Table 1).",
            [["55,3", "55.3"]],
            [T1_],
            ["59,4", "57,9", "59.4"],
        ),
        q(
            "table-boxes-namangan",
            "table",
            "How many boxes were reared in the two Namangan districts together?",
            "1 570 boxes (930 in Chust and 640 in Uychi).",
            [["1 570", "1570", "1,570"]],
            [T1_],
            ["1 650", "1 360"],
        ),
        q(
            "table-lowest-silk",
            "table",
            "Which district's cocoons gave the lowest silk yield, and how much?",
            "Uychi, 19,7 %.",
            [["Uychi"], ["19,7", "19.7"]],
            [T1_],
            ["20,1", "20.1"],
        ),
        q(
            "table-autumn-yield-asaka",
            "table",
            "What cocoon yield did Asaka reach in the autumn rearing?",
            "42,9 kg per box (Table 2).",
            [["42,9", "42.9"]],
            [T2_],
            ["46,2", "38,4", "46.2"],
        ),
        q(
            "table-autumn-weight-margilon",
            "table",
            "How heavy were the autumn cocoons in Margilan?",
            "1,85 g (Table 2).",
            [["1,85", "1.85"]],
            [T2_],
            ["1,80", "2,12", "1.80"],
        ),
        q(
            "table-mean-autumn-yield",
            "table",
            "What was the mean autumn cocoon yield of the three districts in Table 2?",
            "42,5 kg per box (the mean row).",
            [["42,5", "42.5"]],
            [T2_],
            ["64,0", "64.0"],
        ),
        q(
            "table-chust-season-drop",
            "table",
            "By how much did the cocoon yield in Chust fall from spring to autumn?",
            "By 21,0 kg per box (59,4 against 38,4).",
            [["21,0", "21.0", "21 kg"]],
            [T2_],
            ["22,2", "21,3", "22.2"],
        ),
        q(
            "figure-fergana-2021",
            "figure",
            "In Figure 1, what cocoon yield per box did Fergana province have in 2021?",
            "About 56 kg per box (56,2).",
            [[rng(54, 58.5)]],
            [F1],
            ["50,2", "60,3", "50.2"],
            note="Plotted 56.2 (Namangan 50.2).",
        ),
        q(
            "figure-namangan-2023",
            "figure",
            "What yield does Figure 1 show for Namangan province in 2023?",
            "About 55 kg per box (55,1).",
            [[rng(54.5, 57)]],
            [F1],
            ["63,5", "53,8", "63.5"],
            note="Plotted 55.1 (Fergana 63.5).",
        ),
        q(
            "figure-gap-2024",
            "figure",
            "In 2024, how much higher was the cocoon yield in Fergana than in Namangan according to Figure 1?",
            "About 8,7 kg per box (65,9 against 57,2).",
            [[rng(7, 10.5)]],
            [F1],
            ["5,4", "3,1"],
            note="Plotted 65.9 and 57.2.",
        ),
        q(
            "figure-silk-oqpilla",
            "figure",
            "What silk yield does Figure 2 give for the Oq pilla breed?",
            "About 19,6 %.",
            [[rng(18.8, 20.4)]],
            [F2],
            ["20,8", "22,3", "20.8"],
            note="Plotted 19.6.",
        ),
        q(
            "figure-silk-best",
            "figure",
            "Which breed gives the most silk in Figure 2, and how much?",
            "Marvarid, about 22,3 %.",
            [["Marvarid"], [rng(21.5, 23.1)]],
            [F2],
            ["21,4", "21.4"],
            note="Plotted 22.3.",
        ),
        q(
            "figure-silk-ipakchi",
            "figure",
            "How much more silk does Ipakchi-1 give than Bahor-7 in Figure 2?",
            "About 2,5 percentage points (21,4 against 18,9 %).",
            [[rng(1.8, 3.2)]],
            [F2],
            ["0,6", "3,4"],
            note="Plotted 21.4 and 18.9.",
        ),
        q(
            "text-mulberry",
            "text",
            "What were the silkworms fed on?",
            "Leaves of the Xasaki mulberry variety.",
            [["Xasaki"]],
            [("text", "Xasaki navli tut bargi")],
        ),
        q(
            "text-sample",
            "text",
            "How many cocoons were weighed in each district?",
            "500 cocoons per district.",
            [["500"]],
            [("text", "500 tadan pilla")],
        ),
        q(
            "ml-uz-harvest",
            "multilingual",
            "Pillalar qurt oʻrala boshlaganidan keyin nechanchi kuni terib olindi?",
            "8-kuni.",
            [["8"]],
            [("text", "8-kuni terib olindi")],
            language="uz",
        ),
        q(
            "ml-ru-humidity",
            "multilingual",
            "Какая относительная влажность поддерживалась в помещениях для выкормки?",
            "70–75 %.",
            [["70"], ["75"]],
            [("text", "70–75 %")],
            language="ru",
        ),
        q(
            "unanswerable-price",
            "unanswerable",
            "What price did the farmers get per kilogram of cocoons in 2024?",
            "Cocoon prices were not studied.",
        ),
        q(
            "unanswerable-disease",
            "unanswerable",
            "How many silkworms died of pebrine in Asaka district?",
            "Silkworm diseases were not studied.",
        ),
        q(
            "unanswerable-oltiariq",
            "unanswerable",
            "What spring cocoon yield was recorded in Oltiariq district?",
            "Oltiariq is not among the six districts studied.",
        ),
        q(
            "unanswerable-tr-2017",
            "unanswerable",
            "Fergana ilinde 2017 yılında kutu başına koza verimi ne kadardı?",
            "Şekil 1 2018'den başlıyor; 2017 verilmemiş.",
            language="tr",
        ),
    ]
