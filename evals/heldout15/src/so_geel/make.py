"""so_geel: Somali livestock paper (camel milk in five markets of Togdheer and Maroodi Jeex,
2024: sellers, milk sold a day and its price; fat and bacterial counts in the dry and the rainy
season; milk per camel through the year in two regions; where the milk goes), laid out by
``layout9`` in **two columns** under a full-width title block (base-14 Times metrics) and
written by **Horde_Pdf** (``writers15.php``: core Times, WinAnsiEncoding); the vector chart is
stamped by heldout10's pdfrw stamp. Figure 1 is an **svg.charts line chart** (two regions over
twelve Somali month abbreviations); Figure 2 is **RASTER**: **Chartist stacked columns** (three
uses of the milk in four markets) rendered to PNG by librsvg and placed by Horde_Pdf, no text
layer. Table 1 is **zebra-shaded without rules**, thousands commas, a **bold total row** with a
volume-weighted price; Table 2 is **booktabs-style** with a **two-level header** (the two
seasons over fat and bacterial count)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper15 import (  # noqa: E402
    GOLD,
    TIMES,
    chartist,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    svg_ticks,
    svgcharts,
    table,
    table_truth,
    title,
    write_horde,
)  # fmt: skip

FONTS = {"R": ["times", ""], "B": ["times", "B"], "I": ["times", "I"]}
TITLE = "Suuqa caanaha geela ee Togdheer iyo Maroodi Jeex, 2024"
# market: sellers, milk sold (litres a day), price (USD per litre)
T1 = [("Burco", 210, 6820, 0.95), ("Hargeysa", 340, 11250, 1.10), ("Oodweyne", 85, 2140, 0.80),
      ("Sheekh", 60, 1530, 0.85), ("Gabiley", 120, 3460, 1.00)]  # fmt: skip
# market: dry season (Jiilaal) fat %, log bacteria; rainy season (Gu') fat %, log bacteria
T2 = [
    ("Burco", 3.4, 5.8, 2.9, 6.3),
    ("Hargeysa", 3.6, 5.5, 3.1, 6.0),
    ("Oodweyne", 3.2, 6.1, 2.8, 6.6),
]
MONTHS = ["Jan", "Feb", "Mar", "Abr", "May", "Jun", "Luu", "Ago", "Seb", "Okt", "Nof", "Dis"]
PER = {"Togdheer": [4.2, 3.8, 3.1, 4.6, 6.2, 5.8, 4.9, 4.1, 3.6, 4.4, 5.9, 5.1],
       "Maroodi Jeex": [3.6, 3.3, 2.7, 3.9, 5.4, 5.2, 4.3, 3.5, 3.0, 3.8, 5.0, 4.4]}  # fmt: skip
MK = ["Burco", "Hargeysa", "Oodweyne", "Gabiley"]
USE = {"Iib": [62, 71, 55, 66], "Qoyska": [30, 22, 36, 27], "Hadiyad": [8, 7, 9, 7]}
CAP1 = "Caanaha geel kasta laga lisay maalintii, bil kasta 2024."
CAP2 = "Halka ay caanuhu aadaan, suuq kasta (%)."


def totals() -> tuple[int, int, str]:
    s, m = sum(r[1] for r in T1), sum(r[2] for r in T1)
    return s, m, f"{sum(r[2] * r[3] for r in T1) / m:.2f}"


def check_prose() -> None:
    s, m, pr = totals()
    assert (s, m, pr) == (815, 25200, "1.01")
    assert round(11250 / m * 100) == 45
    assert (
        max(T1, key=lambda r: r[3])[0] == "Hargeysa"
        and min(T1, key=lambda r: r[3])[0] == "Oodweyne"
    )
    assert all(r[3] < r[1] and r[4] > r[2] for r in T2)  # rainy season: less fat, more bacteria
    for v in PER.values():
        assert MONTHS[v.index(max(v))] == "May" and MONTHS[v.index(min(v))] == "Mar"
    assert all(a > b for a, b in zip(PER["Togdheer"], PER["Maroodi Jeex"], strict=True))
    assert all(sum(v[i] for v in USE.values()) == 100 for i in range(4))
    assert max(range(4), key=lambda i: USE["Qoyska"][i]) == MK.index("Oodweyne")


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[k, str(s), f"{m:,}", f"{pr:.2f}"] for k, s, m, pr in T1]
    s, m, pr = totals()
    rows.append(["Wadar", str(s), f"{m:,}", pr])
    t1 = table("Shaxda 1.", "Iibiyeyaasha, caanaha la iibiyo iyo qiimaha",
               [[("Suuq", 1), ("Iibiye", 1), ("Caano\n(l/maalin)", 1), ("Qiime\n($/l)", 1)]],
               rows, "zebra", z=8.5, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [
        [k, f"{a:.1f}", f"{b:.1f}", f"{c:.1f}", f"{d:.1f}"] for k, a, b, c, d in T2
    ]
    t2 = table("Shaxda 2.", "Baruurta iyo bakteeriyada caanaha",
               [[("", 1), ("Jiilaal", 2), ("Gu'", 2)],
                [("Suuq", 1), ("Baruur\n(%)", 1), ("Bakt.\n(log)", 1), ("Baruur\n(%)", 1), ("Bakt.\n(log)", 1)]],
               r2, "booktabs", z=8.5)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Hodan Cabdi Warsame, Axmed Maxamed Jaamac iyo Faadumo Yuusuf Cali",
            "Kulliyadda Xannaanada Xoolaha, Jaamacadda Burco",
            "Soo koobid.",
            "Shan suuq oo ku yaal Togdheer iyo Maroodi Jeex ayaa 815 iibiye waxay maalintii iibiyeen "
            "25,200 litir oo caano geel ah. Hargeysa ayaa iibisay 45 % caanaha. Qiimaha celceliska ah "
            "wuxuu ahaa 1.01 $ litirkii. Xilliga Gu'ga baruurtu way yaraatay, bakteeriyaduna way "
            "badatay.",
        ),  # fmt: skip
        h("1. Hordhac"),
        p(
            "Caanaha geelu waa cunto muhiim u ah reer miyiga iyo magaalooyinka Soomaalilaand. "
            "Haweenka ayaa inta badan iibiya, waxaana caanaha la keenaa iyadoo aan la qaboojin."
        ),  # fmt: skip
        p(
            "Daraasado hore oo lagu sameeyey Itoobiya iyo Kenya waxay muujiyeen in caanaha geelu "
            "ay lumiyaan tayadooda marka la qaado masaafo dheer kuleyl dhexdiis. Soomaalilaand "
            "xog noocaas ah oo dhowaan la ururiyey ma jirto, gaar ahaan suuqyada yaryar."
        ),  # fmt: skip
        h("2. Habka daraasadda"),
        p(
            "Iibiyeyaasha waxaa la tiriyey toddobaad kasta bilaha Maarso iyo Oktoobar. Caanaha waxaa "
            "lagu qiyaasay weel 20 litir ah, qiimahana waxaa la weydiiyey iibiyaha. Baruurta waxaa "
            "lagu cabbiray habka Gerber, bakteeriyadana waxaa lagu tiriyey shaybaarka Jaamacadda "
            "Burco."
        ),  # fmt: skip
        p(
            "Suuq kasta waxaa laga qaaday muunado caano ah subaxdii, kahor saacadda 9-ka, waxaana "
            "lagu qaaday sanduuq baraf leh. Caanaha geel kasta waxaa laga helay xoolo-dhaqatada "
            "iibiyeyaasha caanaha keena, iyagoo sheegay tirada geela la lisay iyo caanaha la helay."
        ),  # fmt: skip
        t1,
        h("3. Natiijooyin"),
        p(
            "Hargeysa ayaa ugu qiime sarreysay, Oodweyne ayaa ugu hooseysay (Shaxda 1). Suuq kasta "
            "xilliga Gu'ga baruurtu way ka yarayd, bakteeriyaduna way ka badnayd Jiilaalka "
            "(Shaxda 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Sawirka 1.", CAP1, frac=1.0),
        p(
            "Labada gobolba caanuhu waxay ugu badnaayeen May, waxayna ugu yaraayeen Maarso "
            "(Sawirka 1). Oodweyne ayaa qoysku ugu cabbeen caanaha ugu badan (Sawirka 2)."
        ),  # fmt: skip
        figure(fb, "Sawirka 2.", CAP2, frac=1.0),
        h("4. Dood"),
        p(
            "Qaboojinta caanaha ayaa yareyn karta bakteeriyada. Daraasaddan lagama baarin cudurka "
            "brucellosis, lamana xisaabin dakhliga iibiyeyaasha."
        ),  # fmt: skip
        p(
            "Farqiga qiimaha u dhexeeya suuqyada waxaa sababa masaafada iyo tirada dadka "
            "magaalada. Hargeysa oo ah magaalada ugu weyn ayaa qaadata caanaha ugu badan, "
            "iibiyeyaasha qaarkoodna waxay caanaha ka keenaan tuulooyin ka fog 60 km."
        ),  # fmt: skip
        h("5. Gunaanad"),
        p(
            "Caanaha geelu waa il dakhli oo muhiim u ah haweenka reer miyiga. Qaboojin fudud iyo "
            "weel nadiif ah ayaa kor u qaadi kara tayada, gaar ahaan xilliga Gu'ga marka "
            "bakteeriyadu badato. Waxaan ku talinaynaa in daraasad kale lagu sameeyo suuqyada "
            "gobollada bari."
        ),  # fmt: skip
        h("Mahadnaq"),
        p(
            "Waxaan u mahadcelinaynaa iibiyeyaasha caanaha ee shanta suuq iyo shaqaalaha "
            "shaybaarka Jaamacadda Burco."
        ),  # fmt: skip
    ]


_WORK: dict[str, Path] = {}


def fig1(work: Path) -> Path:
    spec = {"size": [560, 400], "kind": "line", "cats": MONTHS, "y": {"min": 1, "step": 1},
            "xtitle": "Bisha (2024)", "ytitle": "Caano (l/geel/maalin)", "key_position": "bottom",
            "series": [{"name": k, "values": v} for k, v in PER.items()]}  # fmt: skip
    return svgcharts(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"width": 520, "height": 400, "kind": "stacked", "cats": MK,
            "y": {"min": 0, "max": 100, "ticks": [0, 20, 40, 60, 80, 100]}, "padTop": 44,
            "xtitle": "Suuq", "ytitle": "Qayb (%)", "legend": True, "barWidth": 44, "legendX": 80,
            "colors": ["#4a7c59", "#d9a441", "#8e5572"],
            "series": [{"name": k, "values": v} for k, v in USE.items()]}  # fmt: skip
    return chartist(work, "fig2", spec, raster_px=1040)


def build(work: Path) -> Path:
    check_prose()
    _WORK["w"] = work
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: TIMES[k] for k in "RBI"}, body=9.5, lead=12.0, cols=2,
                 margin=(56, 54, 56, 54), head="Caanaha geela, 2024", foot="Bogga {n}")  # fmt: skip
    return write_horde(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    y1 = svg_ticks(_WORK["w"], "fig1")
    return {
        "file": "heldout15/so_geel.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 1), (2, 3), (3, 2), (4, 1), (5, 1), (5, 2), (5, 3)],
                "Horde_Pdf, core Times, two columns (the table one column wide); zebra shading, no rules; thousands commas (6,820); bold total row ('Wadar', price weighted by volume).",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (0, 4), (1, 2), (1, 3), (2, 4)],
                "Booktabs-style; two-level header ('Jiilaal' dry season / \"Gu'\" rainy season over fat % and log bacterial count).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Bisha (2024)", "log": False, "categories": MONTHS},
                {"title": "Caano (l/geel/maalin)", "log": False, "min": min(y1), "max": max(y1)},
                list(PER),
                pts("Togdheer", MONTHS, PER["Togdheer"], [2, 4, 10])
                + pts("Maroodi Jeex", MONTHS, PER["Maroodi Jeex"], [0, 7]),
                "svg.charts Line (default stylesheet: red and blue lines, no markers, dashed grid, key below the plot), SVG to PDF by librsvg, stamped by pdfrw into the right column.",
                find="Caanaha geel kasta",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "stacked_bar",
                {"title": "Suuq", "log": False, "categories": MK},
                {"title": "Qayb (%)", "log": False, "min": 0, "max": 100},
                list(USE),
                pts("Iib", MK, USE["Iib"], [0, 1])
                + pts("Qoyska", MK, USE["Qoyska"], [2])
                + pts("Hadiyad", MK, USE["Hadiyad"], [1, 3]),
                "RASTER: Chartist 1.5 stacked columns (sold at the foot, household, gifts on top; legend on top), SVG rendered to a 1040 px PNG by librsvg, flattened to RGB and placed by Horde_Pdf; no text layer. Each probe is a segment's own length.",
                kind="raster_chart",
                text_layer=False,
                find="Halka ay caanuhu",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fifteenth held-out set (blind): a Somali camel-milk paper in two columns written by Horde_Pdf in core Times; a zebra table with a bold total row, a booktabs table with a two-level season header, an svg.charts line chart and a raster Chartist stacked column chart.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-sellers-burco",
            "table",
            "How many camel milk sellers were counted in Burco market?",
            "210 sellers (Table 1).",
            [["210"]],
            [T1_],
            ["340", "120"],
        ),
        q(
            "table-milk-oodweyne",
            "table",
            "How much camel milk was sold a day in Oodweyne?",
            "2,140 litres a day.",
            [["2,140", "2140"]],
            [T1_],
            ["1,530", "3,460"],
        ),
        q(
            "table-price-gabiley",
            "table",
            "What did a litre of camel milk cost in Gabiley?",
            "1.00 US dollar.",
            [["1.00", "1 $", "$1"]],
            [T1_],
            ["0.95", "1.10"],
        ),
        q(
            "table-price-highest",
            "table",
            "Which market had the highest milk price, and what was it?",
            "Hargeysa, 1.10 $ a litre.",
            [["Hargeysa", "Hargeisa"], ["1.10", "1.1"]],
            [T1_],
            ["1.01"],
        ),
        q(
            "table-price-lowest",
            "table",
            "Where was camel milk cheapest?",
            "Oodweyne, 0.80 $ a litre.",
            [["Oodweyne"]],
            [T1_],
            None,
        ),
        q(
            "table-total-milk",
            "table",
            "How much camel milk did the five markets sell per day altogether?",
            "25,200 litres.",
            [["25,200", "25200"]],
            [T1_],
            ["11,250", "815"],
        ),
        q(
            "table-mean-price",
            "table",
            "What was the volume-weighted average price of camel milk?",
            "1.01 $ per litre.",
            [["1.01"]],
            [T1_],
            ["0.95", "1.10"],
        ),
        q(
            "table-milk-diff",
            "table",
            "How much more milk was sold daily in Hargeysa than in Burco?",
            "4,430 litres more (11,250 against 6,820).",
            [["4,430", "4430"]],
            [T1_],
            ["2,140", "7,790"],
        ),
        q(
            "table-fat-hargeysa-dry",
            "table",
            "What was the fat content of camel milk in Hargeysa in the dry season (Jiilaal)?",
            "3.6 %.",
            [["3.6"]],
            [T2_],
            ["3.1", "3.4"],
        ),
        q(
            "table-bact-oodweyne-rainy",
            "table",
            "What bacterial count did the Oodweyne milk have in the rainy season (Gu')?",
            "6.6 log cfu/ml.",
            [["6.6"]],
            [T2_],
            ["6.1", "6.3"],
        ),
        q(
            "table-fat-drop-burco",
            "table",
            "By how much did the fat content in Burco fall from the dry to the rainy season?",
            "By 0.5 percentage points (3.4 to 2.9 %).",
            [["0.5"]],
            [T2_],
            ["0.4", "0.3"],
        ),
        q(
            "figure-togdheer-may",
            "figure",
            "In Figure 1, how much milk did a camel in Togdheer give per day in May?",
            "About 6.2 litres.",
            [[rng(5.7, 6.7)]],
            [F1],
            ["5.4", "4.6"],
            note="Plotted 6.2 (Maroodi Jeex 5.4; Togdheer April 4.6).",
        ),
        q(
            "figure-maroodi-jan",
            "figure",
            "What does Figure 1 show for Maroodi Jeex in January?",
            "About 3.6 litres per camel a day.",
            [[rng(3.1, 4.1)]],
            [F1],
            ["4.2", "2.7"],
            note="Plotted 3.6 (Togdheer 4.2; Maroodi Jeex March 2.7).",
        ),
        q(
            "figure-low-month",
            "figure",
            "In which month was milk per camel lowest in both regions in Figure 1?",
            "March (Mar).",
            [["March", "Mar", "Maarso"]],
            [F1],
            None,
            note="Togdheer 3.1 and Maroodi Jeex 2.7 in March.",
        ),
        q(
            "figure-gap-nov",
            "figure",
            "How much more milk per camel did Togdheer give than Maroodi Jeex in November, in Figure 1?",
            "About 0.9 litres (about 5.9 against 5.0).",
            [[rng(0.5, 1.3)]],
            [F1],
            ["4.4", "1.8"],
            note="Plotted 5.9 and 5.0: 0.9.",
        ),
        q(
            "figure-sold-hargeysa",
            "figure",
            "According to Figure 2, what share of the milk in Hargeysa was sold?",
            "About 71 %.",
            [[rng(66, 76)]],
            [F2],
            ["62", "22"],
            note="Segment 71 (household 22, gifts 7; Burco sold 62); raster.",
        ),
        q(
            "figure-household-most",
            "figure",
            "In which market did households keep the largest share of the milk, according to Figure 2?",
            "Oodweyne, about 36 %.",
            [["Oodweyne"]],
            [F2],
            None,
            note="Household shares 30, 22, 36, 27; raster.",
        ),
        q(
            "text-gerber",
            "text",
            "How was the fat content of the milk measured?",
            "With the Gerber method.",
            [["Gerber"]],
            [("text", "Gerber")],
        ),
        q(
            "text-container",
            "text",
            "What container was used to measure the milk volumes?",
            "A 20-litre container.",
            [["20"]],
            [("text", "20 litir")],
        ),
        q(
            "ml-so-months",
            "multilingual",
            "Bilihee ayaa iibiyeyaasha la tiriyey?",
            "Maarso iyo Oktoobar, toddobaad kasta.",
            [["Maarso"], ["Oktoobar"]],
            [("text", "Maarso iyo Oktoobar")],
            language="so",
        ),
        q(
            "ml-es-hargeysa-share",
            "multilingual",
            "¿Qué parte de la leche de camella se vendió en Hargeysa?",
            "El 45 %.",
            [["45"]],
            [("text", "45 %")],
            language="es",
        ),
        q(
            "unanswerable-borama",
            "unanswerable",
            "How much camel milk was sold a day in Borama?",
            "Borama is not one of the five markets.",
        ),
        q(
            "unanswerable-xagaa",
            "unanswerable",
            "What was the fat content of the Burco milk in the Xagaa season?",
            "Only the Jiilaal (dry) and Gu' (rainy) seasons are reported.",
        ),
        q(
            "unanswerable-brucella",
            "unanswerable",
            "How many milk samples tested positive for brucellosis?",
            "Brucellosis was not tested.",
        ),
        q(
            "unanswerable-de-income",
            "unanswerable",
            "Wie hoch war das Monatseinkommen der Milchverkäuferinnen?",
            "Das Einkommen der Verkäuferinnen wurde nicht berechnet.",
            language="de",
        ),
    ]
