"""et_radoon: Estonian radiation-protection paper (indoor radon in detached houses of six
counties) laid out by ``layout9`` in one column (Helvetica metrics) and written by **pdfrw**
(every object built here, base-14 Helvetica, WinAnsi, nothing embedded). Both figures are
**Recharts** 2 charts (React rendered on the server, SVG converted to PDF by librsvg) drawn as form
XObjects: Figure 1 **horizontal bars** (one series, value axis at the bottom), Figure 2 two
lines with **filled areas** and a dashed reference line labelled in the plot. Table 1 has **zebra
shading and no rules**; Table 2 is booktabs-style with a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from layout9 import Doc, Style  # noqa: E402
from paper9 import comma as c  # noqa: E402
from paper9 import (  # noqa: E402
    figure,
    h,
    num,
    p,
    pts,
    q,
    rechart,
    rng,
    table,
    table_truth,
    title,
    write_display_list,
)
from paper9 import spaced as sp  # noqa: E402

COUNTIES = ["Harjumaa", "Lääne-Virumaa", "Ida-Virumaa", "Järvamaa", "Raplamaa", "Põlvamaa"]
HOUSES = [412, 236, 158, 127, 143, 98]
MEDIAN = [96, 148, 72, 131, 118, 64]
MEAN = [142, 211, 95, 176, 160, 83]
OVER = [11.4, 23.7, 4.4, 18.9, 15.4, 3.1]
MAX = [2140, 3870, 910, 2460, 1980, 640]
MEASURES = [
    "Radoonikaev",
    "Põranda tihendamine",
    "Sissepuhkeventilatsioon",
    "Soojustagastusega ventilatsioon",
]
T2 = [(24, 820, 160, 80), (31, 540, 390, 28), (18, 610, 330, 46), (27, 690, 250, 64)]
ROCKS = [
    "Diktüoneemakilt",
    "Ordoviitsiumi lubjakivi",
    "Kambriumi liivakivi",
    "Moreen",
    "Devoni liivakivi",
]
ROCK_MED = [264, 138, 117, 89, 71]
MONTHS = [
    "jaan",
    "veebr",
    "märts",
    "apr",
    "mai",
    "juuni",
    "juuli",
    "aug",
    "sept",
    "okt",
    "nov",
    "dets",
]
F2 = {
    "Keldriga majad": [318, 296, 254, 198, 141, 102, 88, 97, 150, 221, 284, 309],
    "Keldrita majad": [176, 168, 149, 121, 94, 71, 63, 69, 98, 133, 161, 172],
}


def check_prose() -> None:
    assert sum(HOUSES) == 1174
    assert max(OVER) == 23.7 and OVER.index(23.7) == 1 and max(MAX) == 3870
    assert max(MEDIAN) == 148 and min(MEDIAN) == 64
    assert max(t[3] for t in T2) == 80 and min(t[3] for t in T2) == 28
    assert sum(t[0] for t in T2) == 100
    for _n, a, b, r in T2:
        assert round(100 * (a - b) / a) == r, (a, b, r)
    k = F2["Keldriga majad"]
    assert max(k) == 318 and k.index(318) == 0 and sum(1 for v in k if v > 300) == 2
    assert round(ROCK_MED[0] / ROCK_MED[-1], 1) == 3.7


def fig1(work: Path) -> Path:
    spec = {
        "type": "bar", "horizontal": True, "width": 620, "height": 300, "xKey": "rock",
        "data": [{"rock": r, "v": v} for r, v in zip(ROCKS, ROCK_MED, strict=True)],
        "yDomain": [0, 300], "yTicks": [0, 50, 100, 150, 200, 250, 300],
        "yLabel": "Radooni mediaan (Bq/m³)", "catWidth": 180,
        "series": [{"key": "v", "name": "mediaan", "kind": "bar", "color": "#4a7aa8", "barSize": 26}],
        "legend": None, "margin": {"top": 10, "right": 30, "bottom": 10, "left": 10},
    }  # fmt: skip
    return rechart(work, "fig1", spec)


def fig2(work: Path) -> Path:
    names = list(F2)
    colors = ["#b5452f", "#3d7f4e"]
    spec = {
        "type": "area", "width": 640, "height": 340, "xKey": "m",
        "data": [{"m": m, "s0": F2[names[0]][i], "s1": F2[names[1]][i]} for i, m in enumerate(MONTHS)],
        "yDomain": [0, 400], "yTicks": [0, 100, 200, 300, 400], "yLabel": "Radoon (Bq/m³)",
        "series": [{"key": f"s{k}", "name": n, "kind": "area", "color": colors[k]} for k, n in enumerate(names)],
        "refLines": [{"y": 300, "label": "viitetase 300"}],
        "legend": {"x": 190, "y": 20},
    }  # fmt: skip
    return rechart(work, "fig2", spec)


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "Tabel 1.",
        "Radooni aastakeskmine kontsentratsioon eramute esimesel korrusel maakonniti (2022–2023)",
        [[("Maakond", 1), ("Mõõdetud\nmaju", 1), ("Mediaan\n(Bq/m³)", 1), ("Keskmine\n(Bq/m³)", 1),
          ("Üle 300 Bq/m³\n(% majadest)", 1), ("Maksimum\n(Bq/m³)", 1)]],
        [[m, str(n), str(md), str(mn), c(o), sp(mx)]
         for m, n, md, mn, o, mx in zip(COUNTIES, HOUSES, MEDIAN, MEAN, OVER, MAX, strict=True)],
        "zebra", z=8.4,
    )  # fmt: skip
    t2 = table(
        "Tabel 2.",
        "Radoonitaseme vähendamise meetmete tulemused 100 majas (mediaanid)",
        [[("", 1), ("", 1), ("Radoon (Bq/m³)", 2), ("", 1)],
         [("Meede", 1), ("Maju", 1), ("Enne", 1), ("Pärast", 1), ("Vähenemine (%)", 1)]],
        [[m, str(a), str(b), str(cc), str(d)] for m, (a, b, cc, d) in zip(MEASURES, T2, strict=True)],
        "booktabs", z=8.4,
    )  # fmt: skip
    return t1, t2


CAP1 = "Radooni mediaan eramutes aluspõhja ja pinnakatte tüübi järgi"
CAP2 = "Radooni kuukeskmine 40 pidevmõõtjaga majas 2023. aastal, keldriga ja keldrita majad"


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Radoon Põhja- ja Lõuna-Eesti eramutes: maakondlikud erinevused ja vähendamise meetmed",
            "Kadri Tamm, Margus Kask ja Liis Saar",
            "Kiirguskaitse osakond, Tallinn",
            "Kokkuvõte.",
            "Mõõtsime radooni aastakeskmist kontsentratsiooni 1174 eramus kuues maakonnas. "
            "Kõige kõrgemad tasemed leiti Lääne-Virumaal, kus 23,7% majadest ületas viitetaseme "
            "300 Bq/m³. Diktüoneemakildal asuvates majades oli mediaan 3,7 korda kõrgem kui "
            "Devoni liivakivil. Radoonikaev vähendas kontsentratsiooni keskmiselt 80%.",
        ),
        h("1. Sissejuhatus"),
        p(
            "Radoon on looduslik radioaktiivne gaas, mis pärast suitsetamist on kopsuvähi "
            "tähtsaim põhjus. Eestis on radooniohtlikud eelkõige Põhja-Eesti paekalda alad, kus "
            "aluspõhjas on uraanirikast diktüoneemakilta. Varasemad kaardid põhinesid "
            "pinnaseõhu mõõtmistel; käesolevas uuringus mõõdeti radooni otse elamutes."
        ),
        h("2. Materjal ja meetodid"),
        p(
            "Radooni mõõdeti passiivsete jäljedetektoritega, mis paigutati kolmeks kuuks "
            "esimese korruse elutuppa ja makku. Tulemused teisendati aastakeskmiseks "
            "hooajaliste parandustegurite abil. Lisaks paigaldati 40 majja pidevmõõtjad, mis "
            "salvestasid radooni kontsentratsiooni iga tunni järel."
        ),
        t1,
        h("3. Tulemused"),
        p(
            "Kõige kõrgem mediaan oli Lääne-Virumaal (148 Bq/m³) ja madalaim Põlvamaal "
            "(64 Bq/m³) (tabel 1). Suurim üksikväärtus, 3870 Bq/m³, mõõdeti samuti "
            "Lääne-Virumaal. Ida-Virumaal oli viitetaset ületavaid maju vähe, sest suur osa "
            "mõõdetud majadest paiknes liivakivil."
        ),
        figure(f1, "Joonis 1.", CAP1, frac=0.85),
        p(
            "Kõige suurem mõju oli aluspõhjal: diktüoneemakildal oli radooni mediaan 264 Bq/m³, "
            "Devoni liivakivil vaid 71 Bq/m³ (joonis 1). Joonisel 2 on näha selge aastatsükkel: "
            "talvel oli radooni kontsentratsioon kõige kõrgem, suvel kõige madalam. Keldriga "
            "majades ületas kuukeskmine viitetaseme kahel kuul."
        ),
        figure(f2, "Joonis 2.", CAP2, frac=0.85),
        p(
            "Tabelis 2 on toodud meetmete tulemused. Kõige tõhusam oli radoonikaev, kõige "
            "vähem aitas põranda pragude tihendamine (28%)."
        ),
        t2,
        h("4. Arutelu"),
        p(
            "Uuring kinnitab, et radooniprobleem on koondunud paekalda lähedusse. Me ei "
            "mõõtnud radooni korterelamutes ega koolides, ja joogivee radoonisisaldust ei "
            "uuritud. Meetmete maksumust selles töös ei hinnatud."
        ),
    ]


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    fonts = {"R": pymupdf.Font("helv"), "B": pymupdf.Font("hebo"), "I": pymupdf.Font("heit")}
    d = Doc(Style(fonts=fonts, body=9.8, lead=13, cols=1, margin=(64, 62, 64, 62),
                  head="Radoon Eesti eramutes", foot="Lk {n}"))  # fmt: skip
    fonts_map = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}
    return write_display_list(work, d, blocks(f1, f2), fonts_map, "pdfrw",
                              "Radoon Põhja- ja Lõuna-Eesti eramutes")  # fmt: skip


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    names = list(F2)
    return {
        "file": "heldout9/et_radoon.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 4), (3, 2), (4, 3), (5, 5), (2, 4)],
                "pdfrw, base-14 Helvetica (WinAnsi); zebra shading, no rules at all; headers on two lines; thousands with a space (3 870), decimal commas.",
            ),  # fmt: skip
            table_truth(
                t2,
                "Table 2",
                [(0, 3), (1, 2), (2, 4), (3, 3), (3, 1)],
                "booktabs-style, two-level header (Radoon (Bq/m³) over Enne / Pärast, a short rule under the group), medians.",
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
                        "chart_type": "bar",
                        "x": {
                            "title": None,
                            "log": False,
                            "categories": ROCKS,
                            "note": "Category axis, drawn vertically (first category at the top).",
                        },
                        "y": {
                            "title": "Radooni mediaan (Bq/m³)",
                            "log": False,
                            "min": 0,
                            "max": 300,
                            "note": "Value axis, drawn horizontally at the bottom.",
                        },
                        "series": [],
                        "points": pts(None, ROCKS, ROCK_MED, [0, 1, 2, 3, 4]),
                    }
                ],
                "note": "Recharts 2.15 (React server-side render) SVG -> rsvg-convert PDF, drawn by pdfrw as a form XObject: HORIZONTAL bars (categories on the y axis, first category at the top, value axis 0-300 at the bottom), one series, no legend, no value labels.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": CAP2,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": None, "log": False, "categories": MONTHS},
                        "y": {"title": "Radoon (Bq/m³)", "log": False, "min": 0, "max": 400},
                        "series": names,
                        "points": pts(names[0], MONTHS, F2[names[0]], [0, 3, 6, 10])
                        + pts(names[1], MONTHS, F2[names[1]], [0, 5, 9]),
                    }
                ],
                "note": "Recharts AreaChart: two lines with filled areas (opacity 0.18, the areas overlap, not stacked), dot markers, legend on top, dashed ReferenceLine at 300 labelled 'viitetase 300'; months as Estonian abbreviations.",
            },
        ],
    }


SET = {
    "title": "Radoon Põhja- ja Lõuna-Eesti eramutes: maakondlikud erinevused ja vähendamise meetmed",
    "description": "Ninth held-out set (blind): an Estonian radiation-protection paper written object by object with pdfrw (base-14 Helvetica), with a zebra table without rules, a booktabs table with a two-level header, and two Recharts charts (horizontal bars; lines with filled areas and a reference line) drawn as form XObjects.",
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
            "table-houses-harju",
            "table",
            "How many houses were measured in Harju county (Harjumaa)?",
            "412 houses (tabel 1).",
            [["412"]],
            [T1],
            ["236", "158", "143"],
        ),
        q(
            "table-over300-laane-viru",
            "table",
            "What share of houses in Lääne-Virumaa exceeded 300 Bq/m³?",
            "23,7% (tabel 1).",
            [num(23.7)],
            [T1],
            ["18,9", "18.9", "15,4", "15.4", "11,4", "11.4"],
        ),
        q(
            "table-median-jarva",
            "table",
            "What was the median radon concentration in Järvamaa?",
            "131 Bq/m³ (tabel 1).",
            [["131"]],
            [T1],
            ["118", "148", "176"],
        ),
        q(
            "table-mean-rapla",
            "table",
            "What was the mean radon concentration in houses in Raplamaa?",
            "160 Bq/m³ (tabel 1).",
            [["160"]],
            [T1],
            ["118", "176", "142"],
        ),
        q(
            "table-max-polva",
            "table",
            "What was the highest single value measured in Põlvamaa?",
            "640 Bq/m³ (tabel 1).",
            [["640"]],
            [T1],
            ["910", "1980", "1 980"],
        ),
        q(
            "table-lowest-share",
            "table",
            "Which county had the lowest share of houses above 300 Bq/m³?",
            "Põlvamaa, 3,1% (tabel 1).",
            [["Põlvamaa", "Polvamaa", "Põlva"]],
            [T1],
            ["Ida-Virumaa"],
        ),
        q(
            "table-sump-after",
            "table",
            "What was the median radon level after installing a radon sump (radoonikaev)?",
            "160 Bq/m³, down from 820 (tabel 2).",
            [["160"]],
            [T2_],
            ["390", "330", "250"],
        ),
        q(
            "table-mvhr-reduction",
            "table",
            "By what percentage did heat-recovery ventilation reduce radon?",
            "64% (tabel 2).",
            [["64"]],
            [T2_],
            ["46", "80", "28"],
        ),
        q(
            "table-sealing-before-after",
            "table",
            "How much did the median radon level drop in absolute terms with floor sealing (Bq/m³)?",
            "150 Bq/m³: from 540 to 390 (tabel 2).",
            [["150"]],
            [T2_],
            ["660", "280", "440"],
        ),
        q(
            "figure-rock-cambrian",
            "figure",
            "What median radon level does Figure 1 show for Cambrian sandstone (Kambriumi liivakivi)?",
            "About 117 Bq/m³ (joonis 1).",
            [[rng(110, 125)]],
            [F1_],
            ["138", "89", "71"],
            note="Plotted 117; Ordovician limestone 138, till 89.",
        ),
        q(
            "figure-rock-till",
            "figure",
            "According to Figure 1, what is the median radon concentration on moraine (till)?",
            "About 89 Bq/m³ (joonis 1).",
            [[rng(83, 95)]],
            [F1_],
            ["71", "117"],
            note="Plotted 89.",
        ),
        q(
            "figure-rock-second",
            "figure",
            "Which bedrock or soil type has the second-highest median radon in Figure 1?",
            "Ordovician limestone (Ordoviitsiumi lubjakivi), about 138 Bq/m³.",
            [["Ordoviitsiumi", "Ordovician"]],
            [F1_],
            ["Kambriumi", "Cambrian", "Diktüoneemakilt"],
            note="Order: 264, 138, 117, 89, 71.",
        ),
        q(
            "figure-cellar-april",
            "figure",
            "What was the monthly mean radon level in houses with a cellar in April (Figure 2)?",
            "About 198 Bq/m³ (joonis 2).",
            [[rng(188, 208)]],
            [F2_],
            ["121", "254", "141"],
            note="Plotted 198; houses without cellar 121 in April; March 254, May 141.",
        ),
        q(
            "figure-nocellar-june",
            "figure",
            "In Figure 2, what was the June mean for houses without a cellar?",
            "About 71 Bq/m³ (joonis 2).",
            [[rng(65, 77)]],
            [F2_],
            ["102", "94", "63"],
            note="Plotted 71; with cellar 102.",
        ),
        q(
            "figure-gap-january",
            "figure",
            "How large was the difference between houses with and without a cellar in January (Figure 2)?",
            "About 142 Bq/m³ (318 against 176).",
            [[rng(125, 160)]],
            [F2_],
            note="318 - 176 = 142.",
        ),
        q(
            "figure-lowest-month",
            "figure",
            "In which month was radon lowest in houses with a cellar (Figure 2)?",
            "July (juuli), about 88 Bq/m³.",
            [["juuli", "July"]],
            [F2_],
            ["juuni", "June", "august"],
            note="June 102, July 88, August 97.",
        ),
        q(
            "text-detectors",
            "text",
            "For how long were the passive detectors left in the houses?",
            "Three months, in the living room and bedroom of the ground floor.",
            [["three months", "3 months", "kolmeks kuuks", "kolm kuud"]],
            [("text", "kolmeks kuuks")],
        ),
        q(
            "ml-et-houses-total",
            "multilingual",
            "Mitmes eramus radooni kokku mõõdeti?",
            "1174 eramus kuues maakonnas.",
            [["1174", "1 174"]],
            [("text", "1174 eramus")],
            language="et",
        ),
        q(
            "ml-es-ratio",
            "multilingual",
            "¿Cuántas veces más alta era la mediana de radón sobre el esquisto dictionémico que sobre la arenisca devónica?",
            "3,7 veces (264 frente a 71 Bq/m³).",
            [num(3.7)],
            [("text", "3,7 korda"), F1_],
            language="es",
        ),
        q(
            "unanswerable-apartments",
            "unanswerable",
            "What radon levels were measured in apartment buildings or schools?",
            "Apartment buildings and schools were not measured.",
        ),
        q(
            "unanswerable-tartumaa",
            "unanswerable",
            "What was the median radon concentration in Tartumaa?",
            "Tartumaa is not among the six counties.",
        ),
        q(
            "unanswerable-de-costs",
            "unanswerable",
            "Wie viel kostete der Einbau eines Radonbrunnens?",
            "Die Kosten der Maßnahmen wurden nicht bewertet.",
            language="de",
        ),
        q(
            "unanswerable-zh-water",
            "unanswerable",
            "饮用水中的氡浓度是多少？",
            "论文没有研究饮用水中的氡。",
            language="zh",
        ),
    ]
