"""sw_mihogo: Swahili plant-pathology paper (cassava brown streak disease in six Tanzanian
regions) laid out by **pdfme** 0.4 (pure Python layout: paragraphs, tables with spans, running
header and footer; base-14 Helvetica, nothing embedded). pdfme places only raster images, so
each chart is laid out as a white placeholder PNG and then replaced by the vector chart with
pdfrw (``writers9.py swap``: the placeholder's image XObject becomes a form XObject on the same
unit square). Figure 1 is **Recharts stacked columns** (three severity classes, legend on
top); Figure 2 is a **gri** line chart (two series, a key drawn with gri's commands). Table 1 has **thin rules under every row
and a grey header**; Table 2 is booktabs-style with **italic row groups** (tolerant and local
varieties). Tanzanian usage: decimal points."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from common import run

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper9 import (  # noqa: E402
    WPY,
    figure,
    gri_chart,
    h,
    p,
    placeholder_png,
    pts,
    q,
    rechart,
    rng,
    swap,
    table,
    table_truth,
    title,
)  # fmt: skip

REGIONS = ["Tanga", "Pwani", "Morogoro", "Lindi", "Mtwara", "Ruvuma"]
FIELDS = [48, 52, 37, 44, 56, 29]
INC = [38.5, 44.2, 21.7, 51.3, 57.9, 16.4]
SEV = [2.8, 3.1, 2.2, 3.4, 3.6, 2.0]
FLIES = [6.4, 8.1, 3.9, 9.7, 11.2, 2.8]
YIELD = [9.6, 8.3, 12.4, 7.1, 6.2, 13.5]
GROUPS = ["Aina zinazostahimili", "Aina za kienyeji"]
VARIETIES = {
    GROUPS[0]: [("Kiroba", 12.4, 14.1, 3.2, 16.8), ("Mkuranga 1", 9.8, 11.5, 2.1, 18.2),
                ("Tajirika", 15.3, 13.9, 4.6, 15.1)],
    GROUPS[1]: [("Kibandameno", 48.2, 55.6, 27.4, 7.9), ("Kalulu", 39.7, 46.3, 21.8, 8.8),
                ("Nachinyaya", 52.1, 61.4, 33.5, 6.4)],
}  # fmt: skip
F1_REG = ["Tanga", "Pwani", "Lindi", "Mtwara"]
F1 = {
    "Daraja 2": [22, 21, 22, 24],
    "Daraja 3": [10.5, 14, 17, 16],
    "Daraja 4–5": [6.0, 9.2, 12.3, 17.9],
}
MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
F2 = {
    "Kibandameno": [1.2, 3.5, 7.8, 12.6, 15.9, 14.2, 10.5, 8.1, 6.3, 5.0, 4.4, 3.9],
    "Mkuranga 1": [1.0, 2.4, 4.1, 6.3, 7.2, 6.8, 5.1, 4.0, 3.2, 2.7, 2.3, 2.1],
}


def check_prose() -> None:
    for k, r in enumerate(F1_REG):
        i = REGIONS.index(r)
        assert round(sum(v[k] for v in F1.values()), 1) == INC[i], r
    assert sum(FIELDS) == 266 and max(INC) == 57.9 and min(YIELD) == 6.2
    assert max(F2["Kibandameno"]) == 15.9 and F2["Kibandameno"].index(15.9) == 4
    loc = VARIETIES[GROUPS[1]]
    assert max(v[3] for v in loc) == 33.5


def fig1(work: Path) -> Path:
    colors = ["#f2c14e", "#e07a2f", "#8e2c1d"]
    names = list(F1)
    spec = {
        "type": "bar", "width": 600, "height": 340, "xKey": "r",
        "data": [{"r": r, **{f"s{k}": F1[n][i] for k, n in enumerate(names)}} for i, r in enumerate(F1_REG)],
        "yDomain": [0, 70], "yTicks": [0, 10, 20, 30, 40, 50, 60, 70], "yLabel": "Mimea yenye dalili (%)",
        "series": [{"key": f"s{k}", "name": n, "kind": "bar", "color": colors[k], "stack": "cbsd",
                    "stroke": "#333", "barSize": 60} for k, n in enumerate(names)],
        "legend": {"x": 150, "y": 20},
    }  # fmt: skip
    return rechart(work, "fig1", spec)


def fig2(work: Path) -> Path:
    look = [("black", "filledtriangleup", None), ("red", "filleddiamond", "0.1 0.1")]
    series = [{"name": n, "xs": MONTHS, "ys": F2[n], "color": c, "symbol": sym, "dash": dash}
              for n, (c, sym, dash) in zip(F2, look, strict=True)]  # fmt: skip
    return gri_chart(work, "fig2", series, (0, 13, 1), (0, 18, 3), "Miezi baada ya kupanda",
                     "Nzi weupe kwa jani", legend=(8.3, 16.8, 1.5))  # fmt: skip


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "Jedwali 1.",
        "Matukio na ukali wa CBSD, idadi ya nzi weupe na mavuno katika mikoa sita (msimu wa 2022/23)",
        [[("Mkoa", 1), ("Mashamba", 1), ("Matukio (%)", 1), ("Ukali (1-5)", 1),
          ("Nzi weupe kwa jani", 1), ("Mavuno (t/ha)", 1)]],
        [[r, str(f), f"{i:.1f}", f"{s:.1f}", f"{w:.1f}", f"{y:.1f}"]
         for r, f, i, s, w, y in zip(REGIONS, FIELDS, INC, SEV, FLIES, YIELD, strict=True)],
        "hlines", widths=[1.3, 1.1, 1.1, 1.1, 1.4, 1.2],
    )  # fmt: skip
    rows: list[list[str] | str] = []
    for g in GROUPS:
        rows.append(g)
        for name, a, b, c, d in VARIETIES[g]:
            rows.append([name, f"{a:.1f}", f"{b:.1f}", f"{c:.1f}", f"{d:.1f}"])
    t2 = table(
        "Jedwali 2.",
        "Matukio ya CBSD, mizizi iliyooza na mavuno ya aina sita za mihogo katika majaribio ya Mkuranga",
        [[("Aina", 1), ("Matukio 2022 (%)", 1), ("Matukio 2023 (%)", 1), ("Mizizi iliyooza (%)", 1),
          ("Mavuno (t/ha)", 1)]],
        rows, "booktabs", widths=[1.6, 1.2, 1.2, 1.3, 1.1],
    )  # fmt: skip
    return t1, t2


CAP1 = "Mgawanyo wa mimea yenye dalili za CBSD kwa daraja la ukali katika mikoa minne ya pwani"
CAP2 = "Wastani wa nzi weupe kwa jani kwa mwezi baada ya kupanda, aina ya kienyeji na aina inayostahimili"
TITLE = "Ugonjwa wa michirizi ya kahawia ya mihogo katika mikoa sita ya Tanzania: matukio, wadudu waenezaji na mavuno"


def blocks(ph1: Path, ph2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Neema Mwakyusa, Juma Salim na Rehema Kombo",
            "Kituo cha Utafiti wa Kilimo, Kibaha",
            "Muhtasari.",
            "Tulichunguza mashamba 266 ya mihogo katika mikoa sita ya Tanzania wakati wa msimu wa "
            "2022/23. Matukio ya ugonjwa wa michirizi ya kahawia (CBSD) yalikuwa juu zaidi mkoani "
            "Mtwara (57.9%) na chini zaidi mkoani Ruvuma. Aina zinazostahimili zilitoa mavuno "
            "mara mbili zaidi ya aina za kienyeji katika majaribio ya Mkuranga.",
        ),
        h("1. Utangulizi"),
        p(
            "Mihogo ni zao muhimu la chakula na biashara kwa wakulima wadogo wa ukanda wa pwani "
            "ya Afrika Mashariki. Ugonjwa wa michirizi ya kahawia ya mihogo (CBSD) husababishwa na "
            "virusi viwili vya jenasi Ipomovirus na huenezwa na nzi weupe (Bemisia tabaci) pamoja "
            "na vipando vyenye ugonjwa. Ugonjwa huu huozesha mizizi, hivyo hasara mara nyingi "
            "hugunduliwa wakati wa kuvuna tu."
        ),
        h("2. Mbinu"),
        p(
            "Katika kila mkoa tulichagua mashamba kwa nasibu kando ya barabara kuu, kila baada ya "
            "kilomita 10 hadi 15. Katika kila shamba mimea 30 ilikaguliwa kwa mstari wa "
            "mshazari, na ukali wa dalili ulipimwa kwa kipimo cha 1 hadi 5. Nzi weupe walihesabiwa "
            "kwenye majani matano ya juu ya mimea 20. Mavuno yalipimwa kwa kuvuna mimea 10 kwa "
            "kila shamba miezi 12 baada ya kupanda."
        ),
        t1,
        h("3. Matokeo"),
        p(
            "Matukio ya CBSD yalitofautiana sana kati ya mikoa (jedwali 1). Mikoa ya kusini, "
            "Mtwara na Lindi, ilikuwa na matukio makubwa na idadi kubwa ya nzi weupe, wakati "
            "Ruvuma na Morogoro zilikuwa na matukio madogo na mavuno makubwa. Mavuno ya chini "
            "kabisa, tani 6.2 kwa hekta, yalipatikana Mtwara."
        ),
        figure(ph1, "Kielelezo 1.", CAP1, side=85),
        p(
            "Katika majaribio ya Mkuranga, aina zote tatu zinazostahimili zilikuwa na matukio "
            "chini ya asilimia 16 katika miaka yote miwili (jedwali 2). Aina ya Nachinyaya "
            "ilikuwa na matukio makubwa zaidi na asilimia 33.5 ya mizizi iliyooza."
        ),
        t2,
        p(
            "Idadi ya nzi weupe ilifikia kilele mwezi wa tano baada ya kupanda, wakati wa mvua za "
            "masika, na ilikuwa kubwa zaidi kwenye aina ya kienyeji (kielelezo 2)."
        ),
        figure(ph2, "Kielelezo 2.", CAP2),
        h("4. Majadiliano"),
        p(
            "Matokeo yanaonyesha kuwa aina zinazostahimili pamoja na vipando safi ni njia bora "
            "zaidi ya kupunguza hasara. Hatukupima kiasi cha virusi kwenye mimea kwa njia ya "
            "maabara, wala hatukuchunguza ugonjwa wa batobato (CMD). Bei ya mihogo sokoni "
            "haikujumuishwa katika utafiti huu."
        ),
    ]


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    ph1 = placeholder_png(work / "ph1.png", 600, 340)
    ph2 = placeholder_png(work / "ph2.png", 620, 380)
    spec = {"body": 9.8, "font": "Helvetica", "head": "CBSD katika mikoa sita ya Tanzania",
            "foot": "Ukurasa ", "blocks": [
                dict(b, placeholder=b["file"]) if b["t"] == "figure" else b for b in blocks(ph1, ph2)]}  # fmt: skip
    (work / "spec.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run([WPY, str(HERE.parent / "pdfme_doc.py"), "spec.json", "laid.pdf"], cwd=work)
    swap(work / "laid.pdf", work / "paper.pdf", {(600, 340): f1, (620, 380): f2}, work)
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    names = list(F1)
    s2 = list(F2)
    return {
        "file": "heldout9/sw_mihogo.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 4), (2, 5), (3, 3), (4, 1), (5, 2)],
                "pdfme table, base-14 Helvetica; thin horizontal rules under every row, grey header fill, no vertical rules; decimal points (Tanzanian usage).",
            ),  # fmt: skip
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (2, 4), (3, 3), (5, 2), (6, 3), (7, 4)],
                "pdfme table, booktabs-style (three rules); two italic row groups spanning all columns (Aina zinazostahimili / Aina za kienyeji).",
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
                        "chart_type": "stacked_bar",
                        "x": {"title": None, "log": False, "categories": F1_REG},
                        "y": {"title": "Mimea yenye dalili (%)", "log": False, "min": 0, "max": 70},
                        "series": names,
                        "points": pts(names[0], F1_REG, F1[names[0]], [1, 2])
                        + pts(names[1], F1_REG, F1[names[1]], [3])
                        + pts(names[2], F1_REG, F1[names[2]], [0, 3]),
                    }
                ],
                "note": "Recharts 2.15 BarChart stacked columns (segment lengths are the probe values; each stack's total equals the region's incidence in Table 1), legend on top, no value labels; laid out by pdfme as a placeholder PNG and swapped to the vector chart by pdfrw.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": CAP2,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Miezi baada ya kupanda", "log": False, "min": 0, "max": 13},
                        "y": {"title": "Nzi weupe kwa jani", "log": False, "min": 0, "max": 18},
                        "series": s2,
                        "points": pts(s2[0], MONTHS, F2[s2[0]], [2, 4, 8])
                        + pts(s2[1], MONTHS, F2[s2[1]], [4, 11]),
                    }
                ],
                "note": "gri 2.12 PostScript (cropped by Ghostscript): two lines (black solid with filled triangles, red dashed with filled diamonds), key top right drawn with gri commands, months 1-12 after planting.",
            },
        ],
    }


SET = {
    "title": TITLE,
    "description": "Ninth held-out set (blind): a Swahili plant-pathology paper laid out by pdfme (pure Python, base-14 Helvetica), with a table ruled under every row, a booktabs table with row groups, Recharts stacked columns and a gri line chart swapped in as vector form XObjects.",
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
            "table-incidence-tanga",
            "table",
            "What was the CBSD incidence in Tanga region?",
            "38.5% (jedwali 1).",
            [["38.5", "38,5"]],
            [T1],
            ["44.2", "21.7", "51.3"],
        ),
        q(
            "table-whiteflies-pwani",
            "table",
            "How many whiteflies per leaf were counted in Pwani?",
            "8.1 per leaf (jedwali 1).",
            [["8.1", "8,1"]],
            [T1],
            ["6.4", "9.7", "11.2"],
        ),
        q(
            "table-yield-morogoro",
            "table",
            "What cassava yield was recorded in Morogoro?",
            "12.4 t/ha (jedwali 1).",
            [["12.4", "12,4"]],
            [T1],
            ["13.5", "9.6", "8.3"],
        ),
        q(
            "table-severity-lindi",
            "table",
            "What was the mean CBSD severity score in Lindi?",
            "3.4 on the 1-5 scale (jedwali 1).",
            [["3.4", "3,4"]],
            [T1],
            ["3.6", "3.1", "2.8"],
        ),
        q(
            "table-fields-mtwara",
            "table",
            "How many fields were surveyed in Mtwara?",
            "56 (jedwali 1).",
            [["56"]],
            [T1],
            ["48", "52", "44"],
        ),
        q(
            "table-lowest-incidence",
            "table",
            "Which region had the lowest CBSD incidence, and how low was it?",
            "Ruvuma, 16.4% (jedwali 1).",
            [["Ruvuma"], ["16.4", "16,4"]],
            [T1],
            ["Morogoro", "21.7"],
        ),
        q(
            "table-kiroba-2022",
            "table",
            "What was the CBSD incidence of the Kiroba variety in 2022?",
            "12.4% (jedwali 2).",
            [["12.4", "12,4"]],
            [T2_],
            ["14.1", "9.8", "15.3"],
        ),
        q(
            "table-mkuranga-yield",
            "table",
            "What yield did Mkuranga 1 give in the Mkuranga trial?",
            "18.2 t/ha (jedwali 2).",
            [["18.2", "18,2"]],
            [T2_],
            ["16.8", "15.1", "8.8"],
        ),
        q(
            "table-kalulu-necrosis",
            "table",
            "What share of roots of the local variety Kalulu were necrotic?",
            "21.8% (jedwali 2).",
            [["21.8", "21,8"]],
            [T2_],
            ["27.4", "33.5", "3.2"],
        ),
        q(
            "table-nachinyaya-change",
            "table",
            "By how many percentage points did CBSD incidence in Nachinyaya rise from 2022 to 2023?",
            "9.3 points: 52.1% to 61.4% (jedwali 2).",
            [["9.3", "9,3"]],
            [T2_],
            ["7.4", "6.6"],
        ),
        q(
            "figure-pwani-class2",
            "figure",
            "In Figure 1, what percentage of plants in Pwani fall in severity class 2 (Daraja 2)?",
            "About 21% (kielelezo 1).",
            [[rng(19, 23)]],
            [F1_],
            ["14", "9.2"],
            note="Segment 21; class 3 14, class 4-5 9.2.",
        ),
        q(
            "figure-mtwara-class45",
            "figure",
            "How large is the most severe class (Daraja 4–5) in Mtwara in Figure 1?",
            "About 17.9% (kielelezo 1).",
            [[rng(16.6, 19.2)]],
            [F1_],
            ["24", "12.3"],
            note="Top segment 17.9 on a stack of 57.9 (class 2 24, class 3 16).",
        ),
        q(
            "figure-lindi-class2",
            "figure",
            "What share of plants in Lindi showed class 2 symptoms (Figure 1)?",
            "About 22% (kielelezo 1).",
            [[rng(20, 24)]],
            [F1_],
            ["17", "12.3"],
            note="Segment 22 at the bottom of the Lindi stack (class 3 17, class 4-5 12.3).",
        ),
        q(
            "figure-tanga-severe",
            "figure",
            "In which region shown in Figure 1 is the most severe class (Daraja 4–5) smallest?",
            "Tanga, about 6%.",
            [["Tanga"]],
            [F1_],
            ["Lindi", "Pwani", "Mtwara"],
            note="Class 4-5: Tanga 6.0, Pwani 9.2, Lindi 12.3, Mtwara 17.9.",
        ),
        q(
            "figure-kibandameno-month3",
            "figure",
            "How many whiteflies per leaf did Kibandameno carry three months after planting (Figure 2)?",
            "About 7.8 (kielelezo 2).",
            [[rng(7, 8.6)]],
            [F2_],
            ["4.1"],
            note="Plotted 7.8; Mkuranga 1 4.1 at month 3.",
        ),
        q(
            "figure-peak-gap",
            "figure",
            "At the whitefly peak in month 5, how many more whiteflies per leaf did Kibandameno have than Mkuranga 1 (Figure 2)?",
            "About 8.7 (15.9 against 7.2).",
            [[rng(7.5, 10)]],
            [F2_],
            note="15.9 - 7.2 = 8.7.",
        ),
        q(
            "figure-mkuranga-month12",
            "figure",
            "What whitefly count does Figure 2 show for Mkuranga 1 at month 12?",
            "About 2.1 per leaf.",
            [[rng(1.7, 2.5)]],
            [F2_],
            ["3.9"],
            note="Plotted 2.1; Kibandameno 3.9.",
        ),
        q(
            "text-plants-per-field",
            "text",
            "How many plants were inspected in each field?",
            "30 plants, along a diagonal transect.",
            [["30"]],
            [("text", "mimea 30")],
        ),
        q(
            "ml-sw-vector",
            "multilingual",
            "Ugonjwa wa CBSD huenezwa na nini?",
            "Na nzi weupe (Bemisia tabaci) pamoja na vipando vyenye ugonjwa.",
            [["nzi weupe", "Bemisia tabaci"]],
            [("text", "Bemisia tabaci")],
            language="sw",
        ),
        q(
            "ml-de-mtwara-yield",
            "multilingual",
            "Wie hoch war der niedrigste Maniok-Ertrag, und in welcher Region wurde er gemessen?",
            "6,2 t/ha in Mtwara (Text und Tabelle 1).",
            [["6.2", "6,2"], ["Mtwara"]],
            [("text", "tani 6.2 kwa hekta"), T1],
            language="de",
        ),
        q(
            "unanswerable-virus-load",
            "unanswerable",
            "What virus titre was measured in the leaves by qPCR?",
            "Virus quantities were not measured in the laboratory.",
        ),
        q(
            "unanswerable-cmd",
            "unanswerable",
            "How common was cassava mosaic disease in Mtwara?",
            "Cassava mosaic disease was not studied.",
        ),
        q(
            "unanswerable-fr-price",
            "unanswerable",
            "Quel était le prix du manioc sur les marchés de Lindi ?",
            "Le prix du manioc n'a pas été inclus dans l'étude.",
            language="fr",
        ),
        q(
            "unanswerable-kilimanjaro",
            "unanswerable",
            "What CBSD incidence was found in Kilimanjaro region?",
            "Kilimanjaro is not among the six regions surveyed.",
        ),
    ]
