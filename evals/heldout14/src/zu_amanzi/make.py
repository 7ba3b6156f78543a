"""zu_amanzi: isiZulu water-supply paper (rainwater harvesting tanks of households in six rural
municipalities of KwaZulu-Natal, 2024: tank size, rainfall, water harvested, days with an empty
tank; water quality of tanks, rivers and springs in summer and winter; tank levels through the
year; daily use per person), laid out by ``layout9`` in **two columns** under a full-width title
block (Liberation Sans metrics; Table 1 spans both columns) and written by **PyFPDF 1.7.2**
(``add_font(uni=True)`` subsets of Liberation Sans); both charts are stamped by heldout10's pdfrw
stamp. Figure 1 is a **Tk canvas line chart** (two municipalities over twelve months, legend top
right); Figure 2 **visx grouped bars** (two water-source groups over four household sizes,
legend on top). Table 1 is **zebra-shaded without rules**, thousands spaces; Table 2 is
**booktabs-style** with **italic row groups** (``Ihlobo`` / ``Ubusika``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper14 import (  # noqa: E402
    GOLD,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    spaced,
    table,
    table_truth,
    title,
    tk_chart,
    visx,
    write_pyfpdf,
)  # fmt: skip

LIB = "/usr/share/fonts/truetype/liberation/"
FONTS = {"R": LIB + "LiberationSans-Regular.ttf", "B": LIB + "LiberationSans-Bold.ttf",
         "I": LIB + "LiberationSans-Italic.ttf"}  # fmt: skip
TITLE = "Amathangi amanzi emvula emakhaya asemaphandleni aKwaZulu-Natali: inani, ikhwalithi nokusetshenziswa"
# municipality, households, tank (L), rainfall (mm; stated in the text for two), harvested (kL per household and year), days empty
T1 = [("Nkandla", 42, 5000, 912, 58.4, 61), ("Msinga", 38, 5000, 648, 41.2, 104),
      ("Nquthu", 35, 2500, 780, 33.6, 97), ("Maphumulo", 40, 5000, 1046, 66.9, 38),
      ("Ndwedwe", 36, 2500, 1011, 42.5, 56), ("Umzumbe", 33, 10000, 1104, 82.3, 22)]  # fmt: skip
# source, E. coli (CFU/100 mL), turbidity (NTU), pH
T2 = {"Ihlobo": [("Ithangi", 12, 1.8, 6.9), ("Umfula", 420, 38.5, 7.4), ("Umthombo", 35, 4.2, 6.6)],
      "Ubusika": [("Ithangi", 3, 0.9, 7.0), ("Umfula", 160, 14.7, 7.6), ("Umthombo", 11, 2.1, 6.7)]}  # fmt: skip
MONTHS = ["Jan", "Feb", "Mas", "Apr", "Mey", "Jun", "Jul", "Aga", "Sep", "Okt", "Nov", "Dis"]
LEVEL = {"Msinga": [78, 84, 71, 52, 30, 14, 6, 4, 9, 26, 48, 65],
         "Umzumbe": [92, 95, 90, 81, 66, 52, 43, 40, 47, 63, 79, 88]}  # fmt: skip
SIZES = ["1–2", "3–4", "5–6", "7+"]
USE = {"Ithangi kuphela": [38, 31, 26, 21], "Ithangi nomfula": [52, 44, 37, 30]}
CAP1 = "Izinga lamanzi ethangini (%) inyanga ngayinye, 2024, eMsinga naseMzumbe."
CAP2 = "Amanzi asetshenziswa umuntu ngamunye ngosuku (L) ngobukhulu bomuzi."


def check_prose() -> None:
    assert sum(r[1] for r in T1) == 224 and T1[1][3] == 648 and T1[5][3] == 1104
    assert (
        max(T1, key=lambda r: r[5])[0] == "Msinga" and min(T1, key=lambda r: r[5])[0] == "Umzumbe"
    )
    assert (
        max(T1, key=lambda r: r[4])[0] == "Umzumbe" and min(T1, key=lambda r: r[4])[0] == "Nquthu"
    )
    for grp in T2.values():
        assert max(grp, key=lambda r: r[1])[0] == "Umfula"
    assert all(a < b for a, b in zip(LEVEL["Msinga"], LEVEL["Umzumbe"], strict=True))
    assert min(LEVEL["Msinga"]) == 4 and MONTHS[LEVEL["Msinga"].index(4)] == "Aga"
    assert all(a < b for a, b in zip(USE["Ithangi kuphela"], USE["Ithangi nomfula"], strict=True))


def dec(x: float) -> str:
    return f"{x:.1f}"


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [m, str(n), spaced(t), dec(k), str(d)] for m, n, t, _r, k, d in T1
    ]
    t1 = table("Ithebula 1.", "Imizi ehloliwe, amathangi, imvula namanzi aqoqiwe kumasipala ngamunye, 2024",
               [[("Umasipala", 1), ("Imizi", 1), ("Ithangi\n(L)", 1), ("Amanzi\n(kL/umuzi)", 1),
                 ("Izinsuku\nlingenalutho", 1)]],
               rows, "zebra", z=8)  # fmt: skip
    r2: list[list[str] | str] = []
    for grp, rs in T2.items():
        r2.append(grp)
        r2 += [[s, str(e), dec(t), dec(ph)] for s, e, t, ph in rs]
    t2 = table("Ithebula 2.", "Ikhwalithi yamanzi ngomthombo wamanzi nangenkathi",
               [[("Umthombo", 1), ("E. coli\n(CFU/100 mL)", 1), ("Ukuxubha\n(NTU)", 1), ("pH", 1)]],
               r2, "booktabs", z=8.5)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Nomvula Dlamini, Sipho Mkhize no-Thandeka Ngcobo",
            "Isikole Sobunjiniyela, iNyuvesi yaKwaZulu-Natali, eThekwini",
            "Isifinyezo.",
            "Sihlole imizi engu-224 enamathangi amanzi emvula komasipala abayisithupha "
            "baseKwaZulu-Natali ngo-2024. EMsinga ithangi lalingenalutho izinsuku ezingu-104, "
            "eMzumbe izinsuku ezingu-22 kuphela. Amanzi amathangi ayehlanzeke kakhulu kunamanzi "
            "emifula ngazo zombili izinkathi.",
        ),  # fmt: skip
        h("1. Isingeniso"),
        p(
            "Emakhaya amaningi asemaphandleni aKwaZulu-Natali awanawo amanzi empompi. Amathangi "
            "amanzi emvula anikezwa ngumasipala, kodwa inani lamanzi aliqoqayo lincike emvuleni "
            "nasebukhulwini bethangi. Lolu cwaningo lubheka ukuthi amathangi anele yini unyaka "
            "wonke, nokuthi amanzi awo ahlanzeke kangakanani uma eqhathaniswa nemifula "
            "nemithombo abantu abayisebenzisayo."
        ),  # fmt: skip
        h("2. Izindlela"),
        p(
            "Umuzi ngamunye wavakashelwa kabili: ngoJanuwari (ihlobo) nangoJulayi (ubusika). "
            "Izinga lamanzi ethangini lakalwa ngenzwa ye-ultrasonic ye-Dragino LDDS75 njalo "
            "ngehora. Amasampula amanzi ahlolwa nge-Colilert-18 elabhorethri yaseMgungundlovu. "
            "Imvula yathathwa eziteshini zeSouth African Weather Service eziseduze: ngo-2024 "
            "yayingu-648 mm eMsinga no-1 104 mm eMzumbe."
        ),  # fmt: skip
        t1,
        h("3. Imiphumela"),
        p(
            "Amathangi amakhulu nemvula eningi kwanikeza amanzi amaningi (Ithebula 1). Imifula "
            "yayine-E. coli eningi kakhulu ngazo zombili izinkathi (Ithebula 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Umfanekiso 1.", CAP1, frac=1.0),
        p(
            "EMsinga ithangi lehla kakhulu ngobusika, laze lacishe laba ize ngo-Agasti "
            "(Umfanekiso 1). Imizi esebenzisa nomfula yasebenzisa amanzi amaningi kunalena "
            "esebenzisa ithangi kuphela (Umfanekiso 2)."
        ),  # fmt: skip
        figure(fb, "Umfanekiso 2.", CAP2, frac=1.0),
        h("4. Ingxoxo"),
        p(
            "Amathangi amakhulu angasiza ezindaweni ezinemvula encane njengoMsinga. Asizange "
            "sihlole izindleko zamathangi, futhi asizange sihlole impilo yabantu. Amanzi "
            "emifula kufanele abiliswe noma ahlanzwe ngaphambi kokuphuzwa, ikakhulukazi "
            "ehlobo lapho i-E. coli iphezulu khona."
        ),  # fmt: skip
        h("Ukubonga"),
        p(
            "Sibonga imindeni eyasivumela emakhaya ayo kanye nezisebenzi zomasipala "
            "abayisithupha. Lolu cwaningo lwaxhaswa yi-Water Research Commission."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"size": (640, 420), "kind": "line", "x": {"cats": MONTHS}, "font": 14,
            "y": {"min": 0, "max": 100, "ticks": [0, 20, 40, 60, 80, 100]},
            "xtitle": "Inyanga (2024)", "ytitle": "Izinga lethangi (%)", "legend": "topright", "legend_w": 130,
            "margins": (78, 18, 20, 58),
            "series": [{"name": "Msinga", "values": LEVEL["Msinga"], "color": "#a0522d", "marker": "square"},
                       {"name": "Umzumbe", "values": LEVEL["Umzumbe"], "color": "#2e8b57", "dash": "6 4",
                        "marker": "circle", "open": True}]}  # fmt: skip
    return tk_chart(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": (600, 400), "kind": "bar", "cats": SIZES,
            "y": {"min": 0, "max": 60, "ticks": [0, 10, 20, 30, 40, 50, 60]},
            "xtitle": "Abantu emzini", "ytitle": "Amanzi (L/umuntu/usuku)", "legend": "top",
            "series": [{"name": k, "values": v, "color": c} for (k, v), c in
                       zip(USE.items(), ["#5b8bd0", "#e0a100"], strict=True)]}  # fmt: skip
    return visx(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), FONTS, body=9.6, lead=12.8, cols=2, margin=(58, 48, 58, 48),
                 head="Amathangi amanzi emvula KwaZulu-Natali", foot="Ikhasi {n}")  # fmt: skip
    return write_pyfpdf(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout14/zu_amanzi.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (1, 4), (2, 2), (3, 1), (4, 3), (5, 2)],
                "PyFPDF 1.7.2, Liberation Sans subsets; one column wide; zebra shading without rules; thousands spaces (5 000, 10 000); 'Izinsuku lingenalutho' are the days the tank was empty.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (2, 2), (3, 3), (5, 1), (6, 2), (7, 3)],
                "Booktabs-style in one column; italic row groups ('Ihlobo' summer / 'Ubusika' winter); the same three sources in each group.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Inyanga (2024)", "log": False, "categories": MONTHS},
                {"title": "Izinga lethangi (%)", "log": False, "min": 0, "max": 100},
                list(LEVEL),
                pts("Msinga", MONTHS, LEVEL["Msinga"], [1, 5, 7])
                + pts("Umzumbe", MONTHS, LEVEL["Umzumbe"], [4, 7]),
                "Tk 8.6 canvas line chart (wish under Xvfb, canvas postscript in Helvetica, Ghostscript to a cropped PDF), one column wide: Msinga solid brown with filled squares, Umzumbe dashed green with open circles, legend top right; isiZulu month abbreviations.",
                find="Izinga lamanzi ethangini",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Abantu emzini", "log": False, "categories": SIZES},
                {"title": "Amanzi (L/umuntu/usuku)", "log": False, "min": 0, "max": 60},
                list(USE),
                pts("Ithangi kuphela", SIZES, USE["Ithangi kuphela"], [0, 2])
                + pts("Ithangi nomfula", SIZES, USE["Ithangi nomfula"], [1, 3]),
                "visx grouped bars (react-dom/server SVG, librsvg to PDF): tank only blue, tank and river yellow, legend on top; category labels with an en dash ('1–2').",
                find="Amanzi asetshenziswa umuntu",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fourteenth held-out set (blind): an isiZulu water-supply paper in two columns written by PyFPDF 1.7.2 in Liberation Sans; a zebra table spanning both columns, a booktabs table with italic season rows, a Tk canvas line chart and visx grouped bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-harvest-nkandla",
            "table",
            "How much rainwater did a household in Nkandla harvest in 2024?",
            "58.4 kL per household (Table 1).",
            [["58.4"]],
            [T1_],
            ["41.2", "66.9"],
        ),
        q(
            "table-empty-msinga",
            "table",
            "For how many days was the tank empty in Msinga?",
            "104 days (Table 1).",
            [["104"]],
            [T1_],
            ["97", "61"],
        ),
        q(
            "table-tank-nquthu",
            "table",
            "What size are the tanks in Nquthu?",
            "2 500 L (Table 1).",
            [["2 500", "2500", "2,500"]],
            [T1_],
            ["5 000", "10 000"],
        ),
        q(
            "table-households-maphumulo",
            "table",
            "How many households were surveyed in Maphumulo?",
            "40 (Table 1).",
            [["40"]],
            [T1_],
            ["42", "36"],
        ),
        q(
            "table-households-total",
            "table",
            "How many households were surveyed in total?",
            "224.",
            [["224"]],
            [T1_],
            ["42", "33"],
        ),
        q(
            "table-harvest-lowest",
            "table",
            "Which municipality's households harvested the least rainwater, and how much?",
            "Nquthu, 33.6 kL per household.",
            [["Nquthu"], ["33.6"]],
            [T1_],
            ["41.2"],
        ),
        q(
            "table-empty-diff",
            "table",
            "How many more days was the tank empty in Nquthu than in Ndwedwe, where the tanks are the same size?",
            "41 days more (97 against 56).",
            [["41"]],
            [T1_],
            ["59", "36"],
        ),
        q(
            "table-ecoli-river-summer",
            "table",
            "What E. coli count did the river water have in summer?",
            "420 CFU/100 mL (Table 2, Ihlobo).",
            [["420"]],
            [T2_],
            ["160", "35"],
        ),
        q(
            "table-turbidity-tank-winter",
            "table",
            "How turbid was the tank water in winter?",
            "0.9 NTU (Table 2, Ubusika).",
            [["0.9"]],
            [T2_],
            ["1.8", "2.1"],
        ),
        q(
            "table-ph-spring-summer",
            "table",
            "What was the pH of the spring water in summer?",
            "6.6 (Table 2).",
            [["6.6"]],
            [T2_],
            ["6.7", "6.9"],
        ),
        q(
            "table-river-turbidity-drop",
            "table",
            "By how much did the river's turbidity fall from summer to winter?",
            "By 23.8 NTU (38.5 to 14.7).",
            [["23.8"]],
            [T2_],
            ["2.1", "0.9"],
        ),
        q(
            "figure-msinga-feb",
            "figure",
            "How full were the tanks in Msinga in February, according to Figure 1?",
            "About 84 %.",
            [[rng(79, 89)]],
            [F1],
            ["95", "71"],
            note="Plotted 84 (Umzumbe 95).",
        ),
        q(
            "figure-umzumbe-may",
            "figure",
            "In Figure 1, what was the tank level in Umzumbe in May?",
            "About 66 %.",
            [[rng(61, 71)]],
            [F1],
            ["30", "81"],
            note="Plotted 66 (Msinga 30).",
        ),
        q(
            "figure-msinga-lowest",
            "figure",
            "In which month were Msinga's tanks at their lowest in Figure 1, and how full were they?",
            "August (Aga), about 4 %.",
            [["August", "Aga", "Agasti"], [rng(1, 8)]],
            [F1],
            ["14"],
            note="Plotted 78, 84, 71, 52, 30, 14, 6, 4, 9, 26, 48, 65.",
        ),
        q(
            "figure-gap-june",
            "figure",
            "How much fuller were Umzumbe's tanks than Msinga's in June (Figure 1)?",
            "About 38 percentage points (52 against 14).",
            [[rng(32, 44)]],
            [F1],
            ["16", "51"],
            note="Plotted 52 and 14.",
        ),
        q(
            "figure-use-tank-only-5-6",
            "figure",
            "How much water per person per day did households of 5–6 people using only the tank use, in Figure 2?",
            "About 26 L.",
            [[rng(23.5, 28.5)]],
            [F2],
            ["37", "31"],
            note="Plotted 26 (tank and river 37).",
        ),
        q(
            "figure-use-river-7plus",
            "figure",
            "What daily use per person does Figure 2 show for households of 7 or more that also draw river water?",
            "About 30 L.",
            [[rng(27.5, 32.5)]],
            [F2],
            ["21", "37"],
            note="Plotted 30 (tank only 21).",
        ),
        q(
            "text-sensor",
            "text",
            "How was the water level in the tanks measured?",
            "With a Dragino LDDS75 ultrasonic sensor, every hour.",
            [["LDDS75", "Dragino"]],
            [("text", "Dragino LDDS75")],
        ),
        q(
            "text-rain-msinga",
            "text",
            "How much rain fell in Msinga in 2024?",
            "648 mm (South African Weather Service stations nearby).",
            [["648"]],
            [("text", "648 mm")],
        ),
        q(
            "ml-zu-visits",
            "multilingual",
            "Umuzi ngamunye wavakashelwa kangaki?",
            "Kabili: ngoJanuwari nangoJulayi.",
            [["kabili", "twice", "2"]],
            [("text", "wavakashelwa kabili")],
            language="zu",
        ),
        q(
            "ml-de-lab",
            "multilingual",
            "In welcher Stadt lag das Labor, das die Wasserproben untersuchte?",
            "In Pietermaritzburg (eMgungundlovu).",
            [["Mgungundlovu", "Pietermaritzburg"]],
            [("text", "yaseMgungundlovu")],
            language="de",
        ),
        q(
            "unanswerable-jozini",
            "unanswerable",
            "How many days were the tanks empty in Jozini?",
            "Jozini is not among the six municipalities.",
        ),
        q(
            "unanswerable-cost",
            "unanswerable",
            "How much does a 5 000 L rainwater tank cost?",
            "Tank costs were not assessed.",
        ),
        q(
            "unanswerable-diarrhoea",
            "unanswerable",
            "How many cases of diarrhoea were recorded in the surveyed households?",
            "Health outcomes were not studied.",
        ),
        q(
            "unanswerable-af-2023",
            "unanswerable",
            "Hoeveel reën het in 2023 in Msinga geval?",
            "Slegs 2024 is gemeet.",
            language="af",
        ),
    ]
