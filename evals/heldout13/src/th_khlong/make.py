"""th_khlong: Thai environmental-engineering paper (water quality of six Bangkok canals through
B.E. 2567), laid out by ``layout9`` in one column (FreeSerif metrics; Thai has no spaces between
words, so lines break only at the spaces between phrases) and drawn by **RBPDF** 1.20 (the Ruby
port of TCPDF, Debian's ruby-rbpdf, with rbpdf-font's FreeSerif, headings in the regular weight because its bold has no Thai: Text on the baseline, Line,
Rect); heldout10's pdfrw stamp draws the charts. Both charts are **Chart.js** 4 drawn in node on
an **@napi-rs/canvas** SVG canvas (text kept as text, Thai in FreeSerif: a TLWG font's shifted tone-mark glyphs came out as private-use characters) and made PDFs by
librsvg: Figure 1 **lines with points** over Thai month abbreviations (two canals, legend on
top); Figure 2 **stacked columns** (three sources of BOD load, shares in %, legend below).
Table 1 is **booktabs-style** with **thousands commas** (``540,000``); Table 2 has **no rules**
and a **two-level header** (dry / rainy season). Labels ``ตารางที่ 1`` / ``รูปที่ 1`` (no full
stop); years in the Buddhist era (2567 = 2024)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper13 import (  # noqa: E402
    FREESERIF,
    GOLD,
    chartjs,
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
    write_rbpdf,
)  # fmt: skip

THAI = {"FreeSerif": "/usr/share/fonts/truetype/freefont/FreeSerif.ttf"}
# rbpdf-font's bold FreeSerif has no Thai glyphs (they print as boxes): headings, labels and
# header rows are set in the regular weight, and laid out with its metrics
FONTS = {**FREESERIF, "B": FREESERIF["R"]}
# canal, length (km), DO, BOD, ammonia (mg/L), total coliform (MPN/100 mL); means of 2567
T1 = [("คลองแสนแสบ", 72.0, 1.6, 12.8, 3.4, 240_000), ("คลองผดุงกรุงเกษม", 5.5, 2.4, 9.6, 2.1, 93_000),
      ("คลองบางกอกน้อย", 13.5, 3.1, 6.2, 1.2, 46_000), ("คลองเปรมประชากร", 50.9, 1.3, 14.5, 4.0, 350_000),
      ("คลองลาดพร้าว", 24.0, 0.9, 18.4, 5.2, 540_000), ("คลองภาษีเจริญ", 28.0, 2.8, 7.1, 1.6, 79_000)]  # fmt: skip
# dry season DO, BOD; rainy season DO, BOD
T2 = {"คลองแสนแสบ": (1.0, 15.1, 2.2, 10.5), "คลองเปรมประชากร": (0.6, 17.2, 2.0, 11.8),
      "คลองลาดพร้าว": (0.4, 21.9, 1.4, 14.9), "คลองบางกอกน้อย": (2.5, 7.4, 3.7, 5.0)}  # fmt: skip
MONTHS = [
    "ม.ค.",
    "ก.พ.",
    "มี.ค.",
    "เม.ย.",
    "พ.ค.",
    "มิ.ย.",
    "ก.ค.",
    "ส.ค.",
    "ก.ย.",
    "ต.ค.",
    "พ.ย.",
    "ธ.ค.",
]
DO = {
    "คลองแสนแสบ": [1.1, 0.9, 0.8, 0.8, 1.6, 2.0, 2.4, 2.6, 2.5, 2.1, 1.2, 1.2],
    "คลองบางกอกน้อย": [2.7, 2.4, 2.2, 2.1, 3.0, 3.5, 3.9, 4.2, 4.0, 3.6, 2.6, 3.0],
}
CANALS2 = ["แสนแสบ", "ผดุงกรุงเกษม", "เปรมประชากร", "ลาดพร้าว"]
SOURCES = {
    "บ้านเรือน": [68, 74, 61, 70],
    "ตลาดและร้านอาหาร": [22, 21, 18, 24],
    "โรงงาน": [10, 5, 21, 6],
}
CAP1 = "ค่าออกซิเจนละลายรายเดือนในคลองแสนแสบและคลองบางกอกน้อย ปี พ.ศ. 2567"
CAP2 = "สัดส่วนของภาระบีโอดีจากแหล่งกำเนิดสามประเภทในคลองสี่สาย (ร้อยละ)"


def f1(x: float) -> str:
    return f"{x:.1f}"


def check_prose() -> None:
    dry, rainy = [0, 1, 2, 3, 10, 11], [4, 5, 6, 7, 8, 9]
    for c, (d_do, d_bod, r_do, r_bod) in T2.items():
        row = next(r for r in T1 if r[0] == c)
        assert round((d_do + r_do) / 2, 1) == row[2] and round((d_bod + r_bod) / 2, 1) == row[3]
        if c in DO:
            assert round(sum(DO[c][i] for i in dry) / 6, 1) == d_do
            assert round(sum(DO[c][i] for i in rainy) / 6, 1) == r_do
    assert round(sum(v[2] - v[0] for v in T2.values()) / 4, 1) == 1.2
    assert min(r[2] for r in T1) == 0.9 and max(r[3] for r in T1) == 18.4
    assert min(DO["คลองแสนแสบ"]) == 0.8 and max(DO["คลองแสนแสบ"]) == 2.6
    for k in range(4):
        assert sum(v[k] for v in SOURCES.values()) == 100
        assert max(SOURCES, key=lambda s: SOURCES[s][k]) == "บ้านเรือน"


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table("ตารางที่ 1", "ความยาวของคลองและคุณภาพน้ำเฉลี่ยตลอดปี พ.ศ. 2567",
               [[("คลอง", 1), ("ความยาว\n(กม.)", 1), ("DO\n(มก./ล.)", 1), ("BOD\n(มก./ล.)", 1),
                 ("แอมโมเนีย\n(มก./ล.)", 1), ("โคลิฟอร์ม\n(MPN/100 มล.)", 1)]],
               [[c, f1(ln), f1(do), f1(bod), f1(nh), f"{col:,}"] for c, ln, do, bod, nh, col in T1],
               "booktabs", z=9.5)  # fmt: skip
    t2 = table("ตารางที่ 2", "ค่าออกซิเจนละลายและบีโอดีในฤดูแล้งและฤดูฝนของคลองสี่สาย (มก./ล.)",
               [[("", 1), ("ฤดูแล้ง", 2), ("ฤดูฝน", 2)],
                [("คลอง", 1), ("DO", 1), ("BOD", 1), ("DO", 1), ("BOD", 1)]],
               [[c] + [f1(v) for v in vs] for c, vs in T2.items()], "none", z=9.5)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "คุณภาพน้ำในคลองหกสายของกรุงเทพมหานคร ปี พ.ศ. 2567",
            "สมชาย ศรีสุข, วรรณา ทองดี และ ปิยะพงษ์ แก้วมณี",
            "คณะวิศวกรรมศาสตร์ จุฬาลงกรณ์มหาวิทยาลัย กรุงเทพมหานคร",
            "บทคัดย่อ",
            "เราเก็บตัวอย่างน้ำจากคลองหกสายในกรุงเทพมหานคร เดือนละครั้ง ตลอดปี พ.ศ. 2567 "
            "คลองลาดพร้าวมีค่าออกซิเจนละลายต่ำที่สุด (0.9 มก./ล.) และมีค่าบีโอดีสูงที่สุด (18.4 มก./ล.) "
            "ในฤดูฝน ค่าออกซิเจนละลายเฉลี่ยสูงกว่าในฤดูแล้ง 1.2 มก./ล.",
        ),  # fmt: skip
        h("1. บทนำ"),
        p(
            "คลองในกรุงเทพมหานครรับน้ำเสียจากบ้านเรือน ร้านอาหาร และตลาด ซึ่งส่วนใหญ่ยังไม่ผ่านการบำบัด "
            "คุณภาพน้ำที่ต่ำทำให้เกิดกลิ่นเหม็น และส่งผลต่อเรือโดยสารและชุมชนริมคลอง "
            "การศึกษานี้ติดตามคุณภาพน้ำในคลองหกสายตลอดหนึ่งปี"
        ),  # fmt: skip
        h("2. วิธีการศึกษา"),
        p(
            "เราเก็บตัวอย่างน้ำผิวดินที่ความลึก 30 ซม. จากสามจุดในแต่ละคลอง ทุกวันที่ 15 ของเดือน "
            "วัดค่าออกซิเจนละลาย (DO) ในภาคสนามด้วยเครื่อง YSI ProDSS "
            "และวิเคราะห์บีโอดี (BOD) แอมโมเนีย และโคลิฟอร์มทั้งหมดในห้องปฏิบัติการ "
            "ฤดูแล้งคือเดือนพฤศจิกายนถึงเมษายน และฤดูฝนคือเดือนพฤษภาคมถึงตุลาคม"
        ),  # fmt: skip
        t1,
        h("3. ผลการศึกษา"),
        p(
            "คลองลาดพร้าวและคลองเปรมประชากรมีคุณภาพน้ำต่ำที่สุด (ตารางที่ 1) "
            "ค่าออกซิเจนละลายในฤดูฝนสูงกว่าในฤดูแล้งในทุกคลอง (ตารางที่ 2)"
        ),  # fmt: skip
        t2,
        figure(fa, "รูปที่ 1", CAP1, frac=0.8),
        p(
            "ค่าออกซิเจนละลายในคลองแสนแสบต่ำที่สุดในเดือนมีนาคมและเมษายน (0.8 มก./ล.) "
            "และสูงที่สุดในเดือนสิงหาคม (2.6 มก./ล.) (รูปที่ 1) "
            "น้ำเสียจากบ้านเรือนเป็นแหล่งหลักของภาระบีโอดีในทุกคลอง (รูปที่ 2)"
        ),  # fmt: skip
        figure(fb, "รูปที่ 2", CAP2, frac=0.74),
        h("4. อภิปรายผล"),
        p(
            "การขยายระบบรวบรวมน้ำเสียริมคลองลาดพร้าวควรเป็นลำดับแรก "
            "เราไม่ได้วัดโลหะหนักในน้ำและในตะกอน และไม่ได้สำรวจปลาในคลอง"
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    colors = ["#b03a2e", "#1f618d"]
    ds = [{"label": k, "data": v, "borderColor": c, "backgroundColor": c, "borderWidth": 2.5,
           "pointRadius": 4, "pointStyle": s, "borderDash": d}
          for (k, v), c, s, d in zip(DO.items(), colors, ["circle", "rect"], [[], [6, 4]], strict=True)]  # fmt: skip
    cfg = {"type": "line", "data": {"labels": MONTHS, "datasets": ds}, "options": {
        "plugins": {"legend": {"position": "top", "labels": {"font": {"size": 14}}}},
        "scales": {"x": {"ticks": {"font": {"size": 13}}, "grid": {"display": False}},
                   "y": {"min": 0, "max": 5, "ticks": {"stepSize": 1, "font": {"size": 13}},
                         "title": {"display": True, "text": "DO (มก./ล.)", "font": {"size": 14}}}}}}  # fmt: skip
    return chartjs(work, "fig1", cfg, (680, 380), fonts=THAI)


def fig2(work: Path) -> Path:
    colors = ["#5d6d7e", "#e59866", "#76b7b2"]
    ds = [
        {"label": k, "data": v, "backgroundColor": c}
        for (k, v), c in zip(SOURCES.items(), colors, strict=True)
    ]
    cfg = {"type": "bar", "data": {"labels": CANALS2, "datasets": ds}, "options": {
        "plugins": {"legend": {"position": "bottom", "labels": {"font": {"size": 14}}}},
        "scales": {"x": {"stacked": True, "ticks": {"font": {"size": 13}}, "grid": {"display": False}},
                   "y": {"stacked": True, "min": 0, "max": 100, "ticks": {"stepSize": 20, "font": {"size": 13}},
                         "title": {"display": True, "text": "ร้อยละของภาระบีโอดี", "font": {"size": 14}}}}}}  # fmt: skip
    return chartjs(work, "fig2", cfg, (620, 400), fonts=THAI)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), FONTS, body=10.5, lead=15.0, cols=1, margin=(62, 64, 62, 64),
                 head="คุณภาพน้ำในคลองของกรุงเทพมหานคร", foot="หน้า {n}")  # fmt: skip
    return write_rbpdf(
        work, lay, "คุณภาพน้ำในคลองหกสายของกรุงเทพมหานคร ปี พ.ศ. 2567", {"R": "", "B": "", "I": "I"}
    )


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout13/th_khlong.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 2), (2, 3), (3, 5), (4, 4), (5, 2), (4, 5)],
                "RBPDF with rbpdf-font's FreeSerif (Thai); booktabs-style, two-line headers with Thai units, thousands commas (540,000).",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 3), (2, 2), (3, 4)],
                "No rules or shading; two-level header ('ฤดูแล้ง' / 'ฤดูฝน' over 'DO' and 'BOD').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": None, "log": False, "categories": MONTHS},
                {"title": "DO (มก./ล.)", "log": False, "min": 0, "max": 5},
                list(DO),
                pts("คลองแสนแสบ", MONTHS, DO["คลองแสนแสบ"], [2, 7, 11])
                + pts("คลองบางกอกน้อย", MONTHS, DO["คลองบางกอกน้อย"], [0, 5, 7]),
                "Chart.js 4 line chart drawn on an @napi-rs/canvas SVG canvas (FreeSerif), SVG to PDF by librsvg; solid red with circles, dashed blue with squares; legend on top; Thai month abbreviations.",
                find="ค่าออกซิเจนละลายรายเดือน",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "stacked_bar",
                {"title": None, "log": False, "categories": CANALS2},
                {"title": "ร้อยละของภาระบีโอดี", "log": False, "min": 0, "max": 100},
                list(SOURCES),
                pts("บ้านเรือน", CANALS2, SOURCES["บ้านเรือน"], [0, 2])
                + pts("ตลาดและร้านอาหาร", CANALS2, SOURCES["ตลาดและร้านอาหาร"], [3])
                + pts("โรงงาน", CANALS2, SOURCES["โรงงาน"], [1, 2]),
                "Chart.js 4 stacked columns (segment lengths are the probe values; each column sums to 100), legend below, no value labels; x labels are canal names without the word คลอง.",
                find="สัดส่วนของภาระบีโอดี",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "คุณภาพน้ำในคลองหกสายของกรุงเทพมหานคร ปี พ.ศ. 2567",
    "description": "Thirteenth held-out set (blind): a Thai environmental-engineering paper drawn by RBPDF (Ruby port of TCPDF) from a display list in FreeSerif, charts stamped by pdfrw; a booktabs table with thousands commas, a rule-less table with a two-level header, Chart.js lines and stacked columns (SVG from @napi-rs/canvas).",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    PP, BN = ["เปรมประชากร", "Prem Prachakon"], ["บางกอกน้อย", "Bangkok Noi"]
    return [
        q(
            "table-length-saensaep",
            "table",
            "How long is Khlong Saen Saep according to Table 1?",
            "72.0 km.",
            [["72.0", "72"]],
            [T1_],
            ["50.9", "28.0"],
        ),
        q(
            "table-do-phadung",
            "table",
            "What was the mean dissolved oxygen in Khlong Phadung Krung Kasem (คลองผดุงกรุงเกษม)?",
            "2.4 mg/L (Table 1).",
            [["2.4"]],
            [T1_],
            ["3.1", "1.6", "2.8"],
        ),
        q(
            "table-bod-bangkoknoi",
            "table",
            "What was the annual mean BOD of Khlong Bangkok Noi?",
            "6.2 mg/L (Table 1).",
            [["6.2"]],
            [T1_],
            ["7.1", "9.6"],
        ),
        q(
            "table-coliform-prem",
            "table",
            "What total coliform count was measured in Khlong Prem Prachakon?",
            "350,000 MPN/100 mL (Table 1).",
            [["350,000", "350000", "350 000"]],
            [T1_],
            ["240,000", "540,000"],
        ),
        q(
            "table-ammonia-latphrao",
            "table",
            "How much ammonia was in the water of Khlong Lat Phrao?",
            "5.2 mg/L (Table 1).",
            [["5.2"]],
            [T1_],
            ["4.0", "3.4"],
        ),
        q(
            "table-do-best",
            "table",
            "Which canal had the highest mean dissolved oxygen, and what was it?",
            "Khlong Bangkok Noi (คลองบางกอกน้อย), 3.1 mg/L.",
            [BN, ["3.1"]],
            [T1_],
            ["2.8"],
        ),
        q(
            "table-coliform-ratio",
            "table",
            "How many times higher was the coliform count in Khlong Lat Phrao than in Khlong Bangkok Noi?",
            "About 11.7 times (540,000 against 46,000 MPN/100 mL).",
            [["11.7", "11.74", "12"]],
            [T1_],
            ["5.2"],
        ),
        q(
            "table-dry-do-prem",
            "table",
            "What dissolved oxygen did Khlong Prem Prachakon have in the dry season?",
            "0.6 mg/L (Table 2).",
            [["0.6"]],
            [T2_],
            ["2.0", "0.4", "1.0"],
        ),
        q(
            "table-rainy-bod-latphrao",
            "table",
            "What was the BOD of Khlong Lat Phrao in the rainy season?",
            "14.9 mg/L (Table 2).",
            [["14.9"]],
            [T2_],
            ["21.9", "11.8"],
        ),
        q(
            "table-dry-bod-saensaep",
            "table",
            "How high was the dry-season BOD in Khlong Saen Saep?",
            "15.1 mg/L (Table 2).",
            [["15.1"]],
            [T2_],
            ["10.5", "17.2"],
        ),
        q(
            "table-bod-season-drop-latphrao",
            "table",
            "By how much did the BOD of Khlong Lat Phrao fall from the dry to the rainy season?",
            "By 7.0 mg/L (21.9 against 14.9 mg/L).",
            [["7.0", "7 mg"]],
            [T2_],
            ["5.4", "2.4"],
        ),
        q(
            "figure-saensaep-aug",
            "figure",
            "In Figure 1, what dissolved oxygen did Khlong Saen Saep reach in August?",
            "About 2.6 mg/L.",
            [[rng(2.4, 2.8)]],
            [F1],
            ["4.2", "4.0"],
            note="Plotted 2.6 (Bangkok Noi 4.2).",
        ),
        q(
            "figure-bangkoknoi-jun",
            "figure",
            "What dissolved oxygen does Figure 1 show for Khlong Bangkok Noi in June?",
            "About 3.5 mg/L.",
            [[rng(3.2, 3.8)]],
            [F1],
            ["2.0", "4.2"],
            note="Plotted 3.5 (Saen Saep 2.0).",
        ),
        q(
            "figure-gap-dec",
            "figure",
            "In December, how much higher was the dissolved oxygen in Khlong Bangkok Noi than in Khlong Saen Saep (Figure 1)?",
            "About 1.8 mg/L (3.0 against 1.2).",
            [[rng(1.4, 2.2)]],
            [F1],
            ["2.6", "0.4"],
            note="Plotted 3.0 and 1.2.",
        ),
        q(
            "figure-household-prem",
            "figure",
            "According to Figure 2, what share of the BOD load in Khlong Prem Prachakon comes from households?",
            "About 61 %.",
            [[rng(57, 65)]],
            [F2],
            ["74", "70", "18"],
            note="Segment 61 (markets 18, factories 21).",
        ),
        q(
            "figure-factory-highest",
            "figure",
            "In which canal do factories contribute the largest share of the BOD load in Figure 2, and how large is it?",
            "Khlong Prem Prachakon, about 21 %.",
            [PP, [rng(18, 24)]],
            [F2],
            ["10", "6"],
            note="Factories 10, 5, 21, 6 %.",
        ),
        q(
            "figure-markets-latphrao",
            "figure",
            "What share of the BOD load of Khlong Lat Phrao do markets and restaurants contribute (Figure 2)?",
            "About 24 %.",
            [[rng(21, 27)]],
            [F2],
            ["70", "6"],
            note="Segment 24 (households 70, factories 6).",
        ),
        q(
            "text-depth",
            "text",
            "At what depth were the water samples taken?",
            "Surface water at 30 cm depth.",
            [["30"]],
            [("text", "ความลึก 30 ซม.")],
        ),
        q(
            "text-seasons",
            "text",
            "Which months count as the dry season in this study?",
            "November to April (the rainy season is May to October).",
            [["November", "พฤศจิกายน"], ["April", "เมษายน"]],
            [("text", "ฤดูแล้งคือเดือนพฤศจิกายนถึงเมษายน")],
        ),
        q(
            "ml-th-day",
            "multilingual",
            "เก็บตัวอย่างน้ำในวันที่เท่าใดของแต่ละเดือน",
            "วันที่ 15 ของเดือน",
            [["15"]],
            [("text", "ทุกวันที่ 15 ของเดือน")],
            language="th",
        ),
        q(
            "ml-ja-instrument",
            "multilingual",
            "溶存酸素は現場でどの機器を使って測定されましたか？",
            "YSI ProDSS で測定された。",
            [["ProDSS"]],
            [("text", "YSI ProDSS")],
            language="ja",
        ),
        q(
            "unanswerable-metals",
            "unanswerable",
            "How much lead was found in the sediment of Khlong Lat Phrao?",
            "Heavy metals were not measured in the water or the sediment.",
        ),
        q(
            "unanswerable-fish",
            "unanswerable",
            "Which fish species live in Khlong Saen Saep?",
            "The fish were not surveyed.",
        ),
        q(
            "unanswerable-mahanak",
            "unanswerable",
            "What was the mean dissolved oxygen in Khlong Mahanak?",
            "Khlong Mahanak was not sampled; only six other canals were.",
        ),
        q(
            "unanswerable-es-2566",
            "unanswerable",
            "¿Cuál era el oxígeno disuelto medio del Khlong Saen Saep en el año 2566 (2023)?",
            "Solo se midió el año 2567 (2024).",
            language="es",
        ),
    ]
