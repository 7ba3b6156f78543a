"""hy_gyumri: Armenian seismology paper (microtremor H/V measurements and site amplification in
Gyumri) laid out by **pdfjs** (rkusa/pdfjs 2.5, node: its own text flow, tables with repeated
header rows, page breaking; DejaVu Sans embedded as subsets through opentype.js). Both figures
are **Recharts** 2 charts (React rendered on the server, SVG converted to PDF by librsvg) that pdfjs places
itself as vector images (``pdf.Image`` reads a PDF page): Figure 1 three H/V curves on a **log
frequency axis**; Figure 2 **grouped columns with value labels** printed above each column.
Table 1 is a **fully ruled grid** with a text column; Table 2 has **zebra shading** and a
**two-level header**. Armenian full stops (։), decimal commas."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from common import run

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper9 import DEJAVU, NODE, figure, h, num, p, pts, q, rechart, rng, table, table_truth, title  # noqa: E402
from paper9 import comma as c  # noqa: E402

SITES = ["GY-01", "GY-02", "GY-03", "GY-04", "GY-05", "GY-06", "GY-07"]
SOIL = ["կավ", "ավազակավ", "խիճ", "կավ", "տուֆ", "ավազ", "խիճ"]
VS30 = [285, 340, 410, 255, 520, 305, 370]
F0 = [1.25, 1.80, 2.65, 0.95, 4.10, 1.45, 2.20]
A0 = [4.2, 3.6, 2.9, 5.1, 2.1, 3.9, 3.1]
THICK = [210, 140, 85, 260, 35, 180, 110]
CLASSES = ["f0 < 1,5 Հց", "1,5–2,5 Հց", "f0 > 2,5 Հց"]
T2 = [
    (18, 41, 63, 47),
    (22, 27, 38, 33),
    (15, 12, 19, 24),
]  # buildings, 1-4, 5-9 storeys, repaired %
FREQ = [0.2, 0.3, 0.5, 0.7, 0.95, 1.25, 1.8, 2.5, 4.1, 6, 10, 20]
HV = {
    "GY-01": [1.1, 1.3, 1.8, 2.6, 3.5, 4.2, 3.1, 2.0, 1.4, 1.1, 0.9, 0.8],
    "GY-04": [1.2, 1.6, 2.5, 3.8, 5.1, 4.0, 2.4, 1.6, 1.1, 0.9, 0.8, 0.8],
    "GY-05": [0.9, 0.9, 1.0, 1.0, 1.1, 1.2, 1.4, 1.7, 2.1, 1.8, 1.3, 1.0],
}
BANDS = ["0,5–1 Հց", "1–2 Հց", "2–5 Հց", "5–10 Հց"]
AMP = {
    "Կավային": [3.4, 2.9, 1.8, 1.2],
    "Ավազային": [2.1, 2.6, 2.2, 1.5],
    "Տուֆ": [1.1, 1.3, 1.6, 1.4],
}


def check_prose() -> None:
    for s in HV:
        i = SITES.index(s)
        ys = HV[s]
        assert max(ys) == A0[i] and FREQ[ys.index(max(ys))] == F0[i], s
    assert min(F0) == 0.95 and max(A0) == 5.1 and SITES[A0.index(5.1)] == "GY-04"
    assert sum(t[0] for t in T2) == 55
    assert max(AMP["Կավային"]) == 3.4


def fig1(work: Path) -> Path:
    colors = ["#1f4e79", "#c0392b", "#27864a"]
    names = list(HV)
    spec = {
        "type": "line", "width": 640, "height": 360, "xKey": "f", "xScale": "log",
        "xDomain": [0.1, 100], "xTicks": [0.1, 1, 10, 100], "xLabel": "Հաճախականություն (Հց)",
        "data": [{"f": f, **{f"s{k}": HV[n][i] for k, n in enumerate(names)}} for i, f in enumerate(FREQ)],
        "yDomain": [0, 6], "yTicks": [0, 1, 2, 3, 4, 5, 6], "yLabel": "H/V հարաբերություն",
        "series": [{"key": f"s{k}", "name": n, "kind": "line", "color": colors[k],
                    "dash": [None, "7 4", "2 3"][k]} for k, n in enumerate(names)],
        "legend": {"x": 520, "y": 40, "vertical": True}, "vgrid": True,
    }  # fmt: skip
    return rechart(work, "fig1", spec)


def fig2(work: Path) -> Path:
    colors = ["#8c5a2b", "#d9a441", "#7a8f99"]
    names = list(AMP)
    spec = {
        "type": "bar", "width": 640, "height": 340, "xKey": "b", "xLabel": "Հաճախականության տիրույթ",
        "data": [{"b": b, **{f"s{k}": AMP[n][i] for k, n in enumerate(names)}} for i, b in enumerate(BANDS)],
        "yDomain": [0, 4], "yTicks": [0, 1, 2, 3, 4], "yLabel": "Ուժեղացման գործակից", "barGap": 3,
        "series": [{"key": f"s{k}", "name": n, "kind": "bar", "color": colors[k], "labels": True}
                   for k, n in enumerate(names)],
        "legend": {"x": 530, "y": 30, "vertical": True},
    }  # fmt: skip
    return rechart(work, "fig2", spec)


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "Աղյուսակ 1.",
        "Չափման կետերը՝ գրունտի տիպը, Vs30, հիմնական հաճախականությունը (f0), H/V գագաթի "
        "ամպլիտուդը (A0) և նստվածքների հզորությունը",
        [[("Կետ", 1), ("Գրունտ", 1), ("Vs30 (մ/վ)", 1), ("f0 (Հց)", 1), ("A0", 1), ("Հզորություն (մ)", 1)]],
        [[s, so, str(v), c(f, 2), c(a), str(t)]
         for s, so, v, f, a, t in zip(SITES, SOIL, VS30, F0, A0, THICK, strict=True)],
        "grid", widths=[60, 90, 75, 65, 50, 100], aligns=["left", "left"],
    )  # fmt: skip
    t2 = table(
        "Աղյուսակ 2.",
        "1988 թ. Սպիտակի երկրաշարժից վնասված շենքերի մասնաբաժինը ըստ f0 դասի",
        [[("", 1), ("", 1), ("Քանդված կամ խիստ վնասված (%)", 2), ("", 1)],
         [("f0 դաս", 1), ("Շենքեր", 1), ("1–4 հարկ", 1), ("5–9 հարկ", 1), ("Վերականգնված (%)", 1)]],
        [[cl, str(a), str(b), str(d), str(e)] for cl, (a, b, d, e) in zip(CLASSES, T2, strict=True)],
        "zebra", widths=[95, 60, 95, 95, 115], headShade=0xDDDDDD,
    )  # fmt: skip
    return t1, t2


CAP1 = "H/V սպեկտրալ հարաբերությունը երեք կետում (հաճախականության լոգարիթմական առանցք)"
CAP2 = "Միջին ուժեղացման գործակիցը ըստ հաճախականության տիրույթի և գրունտի տեսակի"
TITLE = "Գյումրիի գրունտների միկրոտատանումային հետազոտություն և սեյսմիկ ուժեղացում"


def spec(f1: Path, f2: Path) -> dict[str, Any]:
    t1, t2 = tables()
    blocks = [
        title(
            TITLE,
            "Արմեն Պետրոսյան, Լուսինե Հակոբյան, Գագիկ Սարգսյան",
            "Երկրաֆիզիկայի և ինժեներային սեյսմաբանության ինստիտուտ, Գյումրի",
            "Ամփոփում։",
            "Գյումրի քաղաքի յոթ կետում գրանցվել են միկրոտատանումներ և որոշվել H/V սպեկտրալ "
            "հարաբերության գագաթները։ Հիմնական հաճախականությունը տատանվում է 0,95-ից մինչև "
            "4,10 Հց, իսկ ամենաբարձր ամպլիտուդը (5,1) գրանցվել է GY-04 կետում, որտեղ "
            "կավային նստվածքների հզորությունը 260 մ է։ Ցածր հաճախականության կետերում 1988 թ. "
            "երկրաշարժից վնասված 5–9 հարկանի շենքերի մասնաբաժինը ամենամեծն էր։",
        ),
        h("1. Ներածություն"),
        p(
            "1988 թ. Սպիտակի երկրաշարժի ժամանակ Գյումրիում վնասվածքների բաշխումը խիստ "
            "անհավասար էր. որոշ թաղամասերում փլուզվել էին բազմահարկ շենքերի մեծ մասը, իսկ "
            "հարևան թաղամասերում վնասները չնչին էին։ Նման տարբերությունները հաճախ բացատրվում են "
            "տեղանքի էֆեկտներով՝ փափուկ նստվածքներում սեյսմիկ ալիքների ուժեղացմամբ։ Այս "
            "աշխատանքում միկրոտատանումների H/V մեթոդով գնահատվել են քաղաքի գրունտների "
            "ռեզոնանսային հատկությունները։"
        ),
        h("2. Մեթոդներ"),
        p(
            "Յուրաքանչյուր կետում եռաբաղադրիչ սեյսմոմետրով գրանցվել է 60 րոպե տևողությամբ "
            "միկրոտատանում՝ 100 Հց դիսկրետացման հաճախականությամբ։ Գրառումները բաժանվել են 40 "
            "վայրկյան տևողությամբ պատուհանների, որոնցից հեռացվել են տրանսպորտային աղմուկով "
            "պատուհանները։ Vs30 արժեքները վերցվել են մակերևութային ալիքների զանգվածային "
            "չափումներից (MASW)։ Կետերի բնութագրերը ներկայացված են աղյուսակ 1-ում։"
        ),
        t1,
        h("3. Արդյունքներ"),
        p(
            "Ամենացածր հիմնական հաճախականությունը (0,95 Հց) և ամենաբարձր ամպլիտուդը գրանցվել են "
            "GY-04 կետում, որը գտնվում է նախկին լճային նստվածքների վրա։ Տուֆային հիմքով GY-05 "
            "կետում գագաթը թույլ է և տեղակայված է 4,10 Հց հաճախականության վրա (նկար 1)։"
        ),
        figure(f1, "Նկար 1.", CAP1, width=430),
        p(
            "Կավային գրունտներում ուժեղացումն ամենամեծն է ցածր հաճախականությունների տիրույթում, "
            "իսկ տուֆի վրա ուժեղացումը բոլոր տիրույթներում փոքր է (նկար 2)։ Աղյուսակ 2-ում "
            "վնասների տվյալները խմբավորված են ըստ f0 դասի. ընդհանուր առմամբ ուսումնասիրվել է "
            "55 շենք։"
        ),
        t2,
        figure(f2, "Նկար 2.", CAP2, width=410),
        h("4. Քննարկում"),
        p(
            "Ստացված արդյունքները հաստատում են, որ 5–9 հարկանի շենքերի սեփական "
            "հաճախականությունը մոտ է փափուկ գրունտների ռեզոնանսային հաճախականությանը։ Այս "
            "աշխատանքում չեն դիտարկվել ստորգետնյա ջրերի մակարդակը և գրունտների "
            "հեղուկացման վտանգը։ Ուժեղ շարժումների ակսելերոգրամներ չեն օգտագործվել։"
        ),
    ]
    return {
        "fonts": {"R": DEJAVU + "DejaVuSans.ttf", "B": DEJAVU + "DejaVuSans-Bold.ttf",
                  "I": DEJAVU + "DejaVuSans-Oblique.ttf"},
        "body": 9.4, "lineHeight": 1.35, "page": [595.28, 841.89], "margin": [62, 58, 62, 58],
        "title": TITLE, "head": "Գյումրիի գրունտների սեյսմիկ ուժեղացում", "foot": "– {n} –",
        "captionSize": 8.8, "blocks": blocks,
    }  # fmt: skip


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    (work / "spec.json").write_text(json.dumps(spec(f1, f2), ensure_ascii=False), encoding="utf-8")
    run(["node", str(HERE.parent / "pdfjs_doc.js"), "spec.json", "paper.pdf"], cwd=work,
        env={"NODE_PATH": f"{NODE}/node_modules"})  # fmt: skip
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    names = list(HV)
    bands = list(AMP)
    return {
        "file": "heldout9/hy_gyumri.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (3, 4), (4, 2), (3, 5), (5, 1), (6, 3)],
                "pdfjs table with borderWidth 0.5 (every cell ruled), DejaVu Sans; a text column (soil type: կավ, խիճ...), decimal commas (1,25).",
            ),  # fmt: skip
            table_truth(
                t2,
                "Table 2",
                [(0, 3), (1, 2), (2, 4), (0, 1), (2, 3)],
                "pdfjs table: zebra shading (no rules), grey header rows; two-level header (Քանդված կամ խիստ վնասված (%) over 1–4 հարկ / 5–9 հարկ); f0 classes as row names with Armenian units (Հց).",
            ),  # fmt: skip
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": CAP1,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Հաճախականություն (Հց)",
                            "log": True,
                            "min": 0.1,
                            "max": 100,
                        },
                        "y": {"title": "H/V հարաբերություն", "log": False, "min": 0, "max": 6},
                        "series": names,
                        "points": pts(names[0], FREQ, HV[names[0]], [5, 8])
                        + pts(names[1], FREQ, HV[names[1]], [3, 4, 6])
                        + pts(names[2], FREQ, HV[names[2]], [5, 8, 10]),
                    }
                ],
                "note": "Recharts 2.15 LineChart (server-side React render) SVG -> rsvg-convert PDF, placed by pdfjs as a vector image: three lines (solid circles, dashed squares, dotted triangles) on a LOG x axis 0.1-100 Hz, legend (one entry per line, stacked) at top right; peaks of the curves equal f0/A0 of Table 1.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": CAP2,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {
                            "title": "Հաճախականության տիրույթ",
                            "log": False,
                            "categories": BANDS,
                        },
                        "y": {"title": "Ուժեղացման գործակից", "log": False, "min": 0, "max": 4},
                        "series": bands,
                        "points": pts(bands[0], BANDS, AMP[bands[0]], [0, 2])
                        + pts(bands[1], BANDS, AMP[bands[1]], [1, 3])
                        + pts(bands[2], BANDS, AMP[bands[2]], [2]),
                    }
                ],
                "note": "Recharts BarChart grouped columns, three series, legend (stacked entries) at top right, VALUE LABELS (LabelList) printed above every column with decimal points (3.4) while the text uses commas; Armenian category labels with en dashes.",
            },
        ],
    }


SET = {
    "title": TITLE,
    "description": "Ninth held-out set (blind): an Armenian seismology paper laid out by pdfjs (node, DejaVu Sans), with a fully ruled table, a zebra table with a two-level header, a Recharts line chart on a log frequency axis and Recharts grouped columns with value labels, both placed as vector images.",
}


def questions() -> list[dict[str, Any]]:
    T1, T2_, F1_, F2_ = (
        ("table", "Table 1"),
        ("table", "Table 2"),
        ("figure", "Figure 1"),
        ("figure", "Figure 2"),
    )
    return [
        q(
            "table-f0-gy01",
            "table",
            "What is the fundamental frequency f0 at site GY-01?",
            "1,25 Hz (աղյուսակ 1).",
            [num(1.25, 2)],
            [T1],
            ["1,45", "1.45", "1,80", "1.80", "0,95", "0.95"],
        ),
        q(
            "table-a0-gy04",
            "table",
            "What H/V peak amplitude A0 was measured at GY-04?",
            "5,1 (աղյուսակ 1).",
            [num(5.1)],
            [T1],
            ["4,2", "4.2", "3,9", "3.9"],
        ),
        q(
            "table-vs30-gy05",
            "table",
            "What is Vs30 at site GY-05?",
            "520 m/s (աղյուսակ 1).",
            [["520"]],
            [T1],
            ["410", "370", "340"],
        ),
        q(
            "table-thickness-gy04",
            "table",
            "How thick are the sediments at GY-04?",
            "260 m (աղյուսակ 1).",
            [["260"]],
            [T1],
            ["210", "180", "140"],
        ),
        q(
            "table-soil-gy06",
            "table",
            "What soil type is recorded for site GY-06?",
            "Sand (ավազ) (աղյուսակ 1).",
            [["ավազ", "sand"]],
            [T1],
            ["կավ", "clay", "խիճ", "gravel"],
        ),
        q(
            "table-highest-vs30",
            "table",
            "Which site has the highest Vs30, and what is it?",
            "GY-05, 520 m/s (աղյուսակ 1).",
            [["GY-05"], ["520"]],
            [T1],
            ["GY-03", "GY-07"],
        ),
        q(
            "table-damage-low-f0",
            "table",
            "For buildings of 5-9 storeys on sites with f0 below 1.5 Hz, what share was destroyed or heavily damaged in 1988?",
            "63% (աղյուսակ 2).",
            [["63"]],
            [T2_],
            ["38", "19", "41"],
        ),
        q(
            "table-damage-mid-1to4",
            "table",
            "What share of 1-4 storey buildings in the 1.5-2.5 Hz class was destroyed or heavily damaged?",
            "27% (աղյուսակ 2).",
            [["27"]],
            [T2_],
            ["41", "12", "38"],
        ),
        q(
            "table-repaired-high",
            "table",
            "What percentage of buildings on sites with f0 above 2.5 Hz were repaired?",
            "24% (աղյուսակ 2).",
            [["24"]],
            [T2_],
            ["47", "33", "19"],
        ),
        q(
            "figure-gy01-peak",
            "figure",
            "At which frequency does the GY-01 curve in Figure 1 peak?",
            "At about 1,25 Hz, with H/V about 4,2.",
            [[rng(1.1, 1.4)]],
            [F1_, T1],
            ["0,95", "0.95", "4,10", "4.10"],
            note="GY-01 plotted maximum 4.2 at 1.25 Hz (log x axis).",
        ),
        q(
            "figure-gy04-07hz",
            "figure",
            "What H/V ratio does GY-04 have at 0.7 Hz in Figure 1?",
            "About 3,8.",
            [[rng(3.5, 4.1)]],
            [F1_],
            ["2,6", "2.6", "1,0", "1.0"],
            note="Plotted 3.8; GY-01 2.6 and GY-05 1.0 at 0.7 Hz.",
        ),
        q(
            "figure-gy05-10hz",
            "figure",
            "In Figure 1, what is the H/V ratio of GY-05 at 10 Hz?",
            "About 1,3.",
            [[rng(1.15, 1.45)]],
            [F1_],
            ["0,9", "0.9", "0,8", "0.8"],
            note="Plotted 1.3; GY-01 0.9, GY-04 0.8.",
        ),
        q(
            "figure-gy04-18hz",
            "figure",
            "What is the H/V value of GY-04 at 1.8 Hz (Figure 1)?",
            "About 2,4.",
            [[rng(2.2, 2.6)]],
            [F1_],
            ["3,1", "3.1", "1,4", "1.4"],
            note="Plotted 2.4; GY-01 3.1, GY-05 1.4 at 1.8 Hz.",
        ),
        q(
            "figure-clay-low-band",
            "figure",
            "What amplification factor does Figure 2 give for clay soils (Կավային) in the 0.5-1 Hz band?",
            "3.4 (printed above the column).",
            [num(3.4)],
            [F2_],
            ["2,1", "2.1", "1,1", "1.1"],
            note="Value label 3.4 printed above the column.",
        ),
        q(
            "figure-sand-best-band",
            "figure",
            "In which frequency band is amplification highest for sandy soils (Ավազային) in Figure 2?",
            "1-2 Hz, about 2.6.",
            [["1–2", "1-2", "1 to 2"]],
            [F2_],
            ["2–5", "2-5", "0,5–1", "0.5-1"],
            note="Sand: 2.1, 2.6, 2.2, 1.5.",
        ),
        q(
            "figure-tuff-vs-clay-2-5",
            "figure",
            "In the 2-5 Hz band, how much larger is amplification on clay than on tuff (Figure 2)?",
            "0,2 (1.8 against 1.6).",
            [[rng(0.15, 0.25)]],
            [F2_],
            note="1.8 - 1.6 = 0.2.",
        ),
        q(
            "text-record-length",
            "text",
            "How long was each microtremor recording?",
            "60 minutes, sampled at 100 Hz.",
            [["60"]],
            [("text", "60 րոպե")],
        ),
        q(
            "ml-hy-window",
            "multilingual",
            "Ինչ տևողությամբ պատուհանների են բաժանվել գրառումները։",
            "40 վայրկյան տևողությամբ պատուհանների։",
            [["40"]],
            [("text", "40 վայրկյան")],
            language="hy",
        ),
        q(
            "ml-de-buildings",
            "multilingual",
            "Wie viele Gebäude wurden insgesamt in der Schadensanalyse untersucht?",
            "55 Gebäude.",
            [["55"]],
            [("text", "55 շենք"), T2_],
            language="de",
        ),
        q(
            "unanswerable-groundwater",
            "unanswerable",
            "How deep is the groundwater table at site GY-04?",
            "Groundwater levels were not considered.",
        ),
        q(
            "unanswerable-gy08",
            "unanswerable",
            "What fundamental frequency was found at site GY-08?",
            "There are only seven sites, GY-01 to GY-07.",
        ),
        q(
            "unanswerable-ja-pga",
            "unanswerable",
            "GY-01地点で記録された最大加速度（PGA）はいくらですか？",
            "強震記録は使われていません。",
            language="ja",
        ),
        q(
            "unanswerable-liquefaction",
            "unanswerable",
            "Which sites are at risk of liquefaction?",
            "Liquefaction hazard was not studied.",
        ),
    ]
