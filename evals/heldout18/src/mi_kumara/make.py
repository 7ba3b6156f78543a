"""mi_kumara: Māori paper on kūmara gardens (five marae of Tairāwhiti, 2024: gardeners, area,
harvest, yield; tuber weight in 2023 and 2024 and days to harvest of five varieties; monthly
rain at two marae from October to April; where the harvest went), laid out by heldout8's
layouter in one column (DejaVu Serif metrics) and written by heldout14's **pydyf** writer with
**DejaVu Serif embedded** (macrons ā ē ī ō ū); the vector charts come from **Gnumeric**'s
GOffice (XlsxWriter workbook, ``ssconvert --export-graphs``), stamped by pdfrw. Table 1 is
**zebra-shaded** with thousands commas, a computed column and a bold total row; Table 2 is
**booktabs-style** with a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper18 import (  # noqa: E402
    GOLD,
    SERIF,
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
    write_pydyf,
)

TITLE = "Ngā māra kūmara o ngā marae e rima o Tairāwhiti, 2024"
# marae, gardeners, area (ha), harvest (kg)
T1 = [
    ("Whāngārā", 18, 1.2, 9840),
    ("Te Poho-o-Rāwiri", 25, 2.0, 17600),
    ("Rongopai", 12, 0.8, 5520),
    ("Mangatuna", 21, 1.5, 13950),
    ("Tikapa", 9, 0.5, 2850),
]
# variety, weight 2023 (g), weight 2024 (g), days to harvest
T2 = [("Owairaka Red", 310, 345, 150), ("Beauregard", 380, 365, 120), ("Toka Toka Gold", 290, 330, 140),
      ("Taniwha", 220, 240, 165), ("Hutihuti", 180, 205, 170)]  # fmt: skip
MONTHS = ["Oke", "Noe", "Tīh", "Hān", "Pēp", "Māe", "Āpe"]
RAIN = {"Whāngārā": [88, 64, 52, 41, 73, 96, 110], "Rongopai": [118, 79, 58, 35, 61, 84, 125]}
USE = ["Kai ā-marae", "Whānau", "Mākete", "Kākano", "Koha"]
USEN = [18.5, 14.2, 9.6, 4.1, 3.4]  # tonnes
CAP1 = "Te ua ia marama ki Whāngārā me Rongopai, Oketopa 2023 ki Āperira 2024 (mm)."
CAP2 = "I haere ki hea te hauhake kūmara o te tau 2024 (tana)."


def c(n: int) -> str:
    return f"{n:,}"


def check_prose() -> None:
    gard, area, kg = sum(r[1] for r in T1), round(sum(r[2] for r in T1), 1), sum(r[3] for r in T1)
    assert (gard, area, kg) == (85, 6.0, 49760) and f"{kg / 1000 / area:.1f}" == "8.3"
    yld = {r[0]: r[3] / 1000 / r[2] for r in T1}
    assert max(yld, key=yld.get) == "Mangatuna" and f"{yld['Mangatuna']:.1f}" == "9.3"
    assert min(yld, key=yld.get) == "Tikapa" and f"{yld['Tikapa']:.1f}" == "5.7"
    assert [r[0] for r in T2 if r[2] < r[1]] == ["Beauregard"]
    assert round(sum(USEN), 1) == 49.8  # the harvest, 49.76 t, rounded
    assert (
        min(range(7), key=lambda i: RAIN["Rongopai"][i])
        == 3
        == min(range(7), key=lambda i: RAIN["Whāngārā"][i])
    )


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [m, str(g), f"{a:.1f}", c(k), f"{k / 1000 / a:.1f}"] for m, g, a, k in T1
    ]
    g, a, k = sum(r[1] for r in T1), sum(r[2] for r in T1), sum(r[3] for r in T1)
    rows.append(["Tapeke", str(g), f"{a:.1f}", c(k), f"{k / 1000 / a:.1f}"])
    t1 = table("Ripanga 1.", "Ngā kaimahi, te rahi o te māra me te hauhake, 2024",
               [[("Marae", 1), ("Kaimahi", 1), ("Rahi (ha)", 1), ("Hauhake (kg)", 1), ("Hua\n(t/ha)", 1)]],
               rows, "zebra", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[v, str(a), str(b), str(d)] for v, a, b, d in T2]
    t2 = table("Ripanga 2.", "Te taumaha toharite o te kūmara kotahi me ngā rā ki te hauhake",
               [[("", 1), ("Taumaha toharite (g)", 2), ("", 1)],
                [("Momo", 1), ("2023", 1), ("2024", 1), ("Rā ki te\nhauhake", 1)]],
               r2, "booktabs", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Hēmi Tāwhiri rāua ko Mereana Kōhere",
            "Te Whare Wānanga o Waikato, Kirikiriroa",
            "Whakarāpopototanga.",
            "I te tau 2024, 85 ngā kaimahi i ngā māra kūmara o ngā marae e rima, 6.0 heketea "
            "te rahi. 49,760 kirokaramu te hauhake, arā 8.3 tana ia heketea. Ko Mangatuna te "
            "hua teitei rawa (9.3 t/ha), ko Tikapa te hua iti rawa (5.7 t/ha).",
        ),  # fmt: skip
        h("1. Kupu whakataki"),
        p(
            "He taonga tuku iho te kūmara ki te iwi Māori. I ngā tau tata nei kua whakaarahia "
            "anō ngā māra ki ngā marae maha o Tairāwhiti. Ka tirohia i tēnei rangahau te "
            "nui o te hua me ngā momo kūmara e whakatōngia ana."
        ),  # fmt: skip
        h("2. Ngā tikanga"),
        p(
            "I paunatia te hauhake katoa o ia māra ki te kaute pauna i te wā o te hauhake. "
            "I kautehia ngā kaimahi mai i ngā rārangi ingoa o ia marae. I tangohia ngā "
            "kūmara 40 mai i ia momo hei ine i te taumaha toharite. I inea te ua ki te ine "
            "ua i te marae tonu."
        ),  # fmt: skip
        t1,
        h("3. Ngā hua"),
        p(
            "Ko Te Poho-o-Rāwiri te māra nui rawa, engari ko Mangatuna te hua teitei rawa ia "
            "heketea (Ripanga 1). I piki te taumaha o ngā momo katoa i te tau 2024, hāunga "
            "a Beauregard (Ripanga 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Hoahoa 1.", CAP1, frac=0.72),
        p(
            "Ko Hānuere te marama maroke rawa ki ngā marae e rua (Hoahoa 1). Ko te nuinga o "
            "te hauhake i haere ki ngā kai ā-marae, ā, ko te koha te wāhanga iti rawa "
            "(Hoahoa 2)."
        ),  # fmt: skip
        figure(fb, "Hoahoa 2.", CAP2, frac=0.72),
        h("4. Matapakinga"),
        p(
            "E whakaatu ana ngā hua he pai te whakatupu kūmara ki ngā marae. Kāore i inea te "
            "kounga o te oneone, ā, kāore hoki i tātaihia te utu o ngā kaimahi."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [470, 300], "kind": "line", "cats": MONTHS, "font": "DejaVu Serif", "tick_pt": 10, "label_pt": 11,
            "y": {"min": 0, "max": 140, "major": 20}, "xtitle": "Marama", "ytitle": "Ua (mm)", "legend": "top",
            "series": [{"name": "Whāngārā", "values": RAIN["Whāngārā"], "color": "#2E75B6", "marker": "diamond"},
                       {"name": "Rongopai", "values": RAIN["Rongopai"], "color": "#548235", "marker": "triangle",
                        "open": True, "dash": "round_dot"}]}  # fmt: skip
    return gnumeric(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [470, 290], "kind": "column", "cats": USE, "font": "DejaVu Serif", "tick_pt": 10, "label_pt": 11,
            "y": {"min": 0, "max": 20, "major": 4}, "xtitle": "Te wāhi", "ytitle": "Kūmara (tana)", "legend": None,
            "gap": 40, "series": [{"name": "Kūmara", "values": USEN, "color": "#C55A11"}]}  # fmt: skip
    return gnumeric(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SERIF, body=9.6, lead=12.8, cols=1,
                 margin=(58, 64, 60, 64), head="Ngā māra kūmara o Tairāwhiti", foot="Whārangi {n}")  # fmt: skip
    return write_pydyf(work, lay, SERIF, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout18/mi_kumara.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (1, 1), (2, 4), (3, 2), (4, 3), (5, 3), (5, 4)],
                "pydyf, DejaVu Serif embedded (Type0/Identity-H with ToUnicode); zebra shading, no rules; thousands commas (17,600), decimal points; hua (t/ha) = harvest / 1000 / area; bold total row ('Tapeke').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (2, 2), (3, 3), (4, 2)],
                "Booktabs-style; two-level header ('Taumaha toharite (g)' over '2023' and '2024'), a last column with a two-line header.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Marama", "log": False, "categories": MONTHS},
                {"title": "Ua (mm)", "log": False, "min": 0, "max": 140},
                list(RAIN),
                pts("Whāngārā", MONTHS, RAIN["Whāngārā"], [0, 3, 6])
                + pts("Rongopai", MONTHS, RAIN["Rongopai"], [0, 3, 5]),
                "Gnumeric 1.12 (GOffice) lines with markers from an XlsxWriter workbook: Whāngārā solid with diamonds, Rongopai dotted with open triangles; abbreviated Māori month names; legend on top; ssconvert --export-graphs PDF (cairo), stamped by pdfrw.",
                find="Te ua ia marama",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Te wāhi", "log": False, "categories": USE},
                {"title": "Kūmara (tana)", "log": False, "min": 0, "max": 20},
                ["Kūmara"],
                pts("Kūmara", USE, USEN, [0, 1, 2, 3, 4]),
                "Gnumeric (GOffice) single-series columns, five uses of the harvest, no legend; the columns add up to Table 1's harvest (49.8 t, rounded).",
                find="I haere ki hea te hauhake",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Eighteenth held-out set (blind): a Māori paper on marae kūmara gardens written by pydyf with DejaVu Serif embedded; a zebra table with thousands commas, a computed column and a bold total row, a booktabs table with a two-level header, Gnumeric (GOffice) lines with markers and single-series columns.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-harvest-poho",
            "table",
            "How many kilograms of kūmara did Te Poho-o-Rāwiri harvest?",
            "17,600 kg (Table 1).",
            [["17,600", "17600", "17 600"]],
            [T1_],
            ["13,950", "9,840"],
        ),
        q(
            "table-gardeners-rongopai",
            "table",
            "How many people worked in the Rongopai garden?",
            "12 gardeners.",
            [["12"]],
            [T1_],
            ["18", "9"],
        ),
        q(
            "table-area-mangatuna",
            "table",
            "How big is the Mangatuna garden?",
            "1.5 hectares.",
            [["1.5"]],
            [T1_],
            ["1.2", "2.0"],
        ),
        q(
            "table-yield-whangara",
            "table",
            "What yield per hectare did Whāngārā get?",
            "8.2 t/ha (9,840 kg on 1.2 ha).",
            [["8.2"]],
            [T1_],
            ["8.8", "6.9"],
        ),
        q(
            "table-total-harvest",
            "table",
            "What was the total kūmara harvest of the five marae?",
            "49,760 kg (total row), about 49.8 tonnes.",
            [["49,760", "49760", "49 760", "49.8"]],
            [T1_],
            ["17,600"],
        ),
        q(
            "table-lowest-yield",
            "table",
            "Which marae had the lowest yield per hectare?",
            "Tikapa, 5.7 t/ha.",
            [["Tikapa"]],
            [T1_],
            ["Rongopai"],
        ),
        q(
            "table-harvest-diff",
            "table",
            "How much more did Mangatuna harvest than Whāngārā?",
            "4,110 kg more (13,950 against 9,840).",
            [["4,110", "4110", "4 110"]],
            [T1_],
            ["3,650", "8,430"],
        ),
        q(
            "table-weight-taniwha-2024",
            "table",
            "How heavy was an average Taniwha tuber in 2024?",
            "240 g.",
            [["240"]],
            [T2_],
            ["220", "205"],
        ),
        q(
            "table-days-beauregard",
            "table",
            "How many days does Beauregard take to reach harvest?",
            "120 days.",
            [["120"]],
            [T2_],
            ["150", "140"],
        ),
        q(
            "table-weight-fell",
            "table",
            "Which variety had lighter tubers in 2024 than in 2023?",
            "Beauregard (380 g to 365 g).",
            [["Beauregard"]],
            [T2_],
            ["Owairaka Red"],
        ),
        q(
            "table-gain-tokatoka",
            "table",
            "By how many grams did the average Toka Toka Gold tuber gain from 2023 to 2024?",
            "40 g (290 to 330).",
            [["40"]],
            [T2_],
            ["35", "25"],
        ),
        q(
            "figure-rain-whangara-april",
            "figure",
            "How much rain fell at Whāngārā in April (Figure 1)?",
            "About 110 mm.",
            [[rng(105, 115)]],
            [F1],
            ["96", "125"],
            note="Plotted 110 (Whāngārā March 96; Rongopai April 125).",
        ),
        q(
            "figure-rain-rongopai-jan",
            "figure",
            "What rainfall does Figure 1 show for Rongopai in January?",
            "About 35 mm.",
            [[rng(31, 39)]],
            [F1],
            ["41", "58"],
            note="Plotted 35 (Whāngārā January 41; Rongopai December 58).",
        ),
        q(
            "figure-gap-october",
            "figure",
            "In October, how much wetter was Rongopai than Whāngārā?",
            "About 30 mm (about 118 against 88).",
            [[rng(25, 35)]],
            [F1],
            ["15", "6", "12"],
            note="Plotted 118 and 88 in October: 30 (November 79 - 64 = 15; December 58 - 52 = 6; March 84 vs 96: 12).",
        ),
        q(
            "figure-driest",
            "figure",
            "Which was the driest month at both marae?",
            "January (Hānuere).",
            [["January", "Hān", "Hānuere"]],
            [F1],
            None,
            note="Whāngārā 88, 64, 52, 41, 73, 96, 110; Rongopai 118, 79, 58, 35, 61, 84, 125.",
        ),
        q(
            "figure-largest-use",
            "figure",
            "Where did most of the harvest go, according to Figure 2?",
            "To marae meals (kai ā-marae), about 18.5 tonnes.",
            [["Kai ā-marae", "marae"]],
            [F2],
            ["Whānau"],
            note="Values 18.5, 14.2, 9.6, 4.1, 3.4 t.",
        ),
        q(
            "figure-market",
            "figure",
            "About how many tonnes were sold at market (Figure 2)?",
            "About 9.6 t.",
            [[rng(9.0, 10.2)]],
            [F2],
            ["14.2", "4.1"],
            note="Plotted 9.6 (whānau 14.2, seed 4.1).",
        ),
        q(
            "text-weight-sample",
            "text",
            "How many tubers per variety were weighed for the average weight?",
            "40 tubers of each variety.",
            [["40"]],
            [("text", "ngā kūmara 40")],
        ),
        q(
            "text-rain",
            "text",
            "Where was the rainfall measured?",
            "With a rain gauge at the marae itself.",
            [["marae", "rain gauge"]],
            [("text", "ine ua")],
        ),
        q(
            "ml-mi-tikapa",
            "multilingual",
            "E hia ngā kaimahi i te māra o Tikapa?",
            "E iwa (9) ngā kaimahi.",
            [["9", "iwa"]],
            [T1_],
            language="mi",
        ),
        q(
            "ml-pt-hutihuti",
            "multilingual",
            "Quantos dias a variedade Hutihuti leva até à colheita?",
            "170 dias.",
            [["170"]],
            [T2_],
            language="pt",
        ),
        q(
            "unanswerable-manutuke",
            "unanswerable",
            "How many kilograms did the Manutuke marae garden harvest?",
            "Manutuke is not among the five marae in the paper.",
        ),
        q(
            "unanswerable-may-rain",
            "unanswerable",
            "How much rain fell at Rongopai in May 2024?",
            "Figure 1 ends in April.",
        ),
        q(
            "unanswerable-soil",
            "unanswerable",
            "What was the soil quality in the Tikapa garden?",
            "Soil quality was not measured.",
        ),
        q(
            "unanswerable-sv-wages",
            "unanswerable",
            "Hur mycket fick de som arbetade i trädgårdarna betalt?",
            "Arbetarnas lön beräknades inte.",
            language="sv",
        ),
    ]
