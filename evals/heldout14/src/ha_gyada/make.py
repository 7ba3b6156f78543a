"""ha_gyada: Hausa food-safety paper (aflatoxin B1 in groundnuts bought in the markets of six
states of northern Nigeria, rainy and dry season 2024; five storage methods; five varieties),
laid out by ``layout9`` in one column (DejaVu Sans metrics) and written by **pydyf** with an
**embedded TrueType font** (``writers14.py`` builds a Type0/CIDFontType2 font from a fontTools
subset of DejaVu Sans with Identity-H and a ToUnicode map: the hooked letters ɗ, ƙ, ɓ, ƴ are
glyph ids like every other letter); the charts are stamped by heldout10's pdfrw stamp. Figure 1
is a **Tk canvas scatter plot** (two seasons, filled circles and open triangles, legend top
left); Figure 2 **Tk canvas grouped bars** (two years over five varieties, legend top right).
Table 1 is **booktabs-style** with a **two-level header** (``Damina`` / ``Rani``); Table 2 is
**zebra-shaded** with a **computed column** (the six-month increase) and a **bold mean row**
(``Matsakaici``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper14 import (  # noqa: E402
    GOLD,
    SANS,
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
    tk_chart,
    write_pydyf,
)  # fmt: skip

TITLE = "Aflatoxin B1 a gyaɗar kasuwanni a jihohi shida na Arewacin Najeriya: yanayi, ajiya da iri"
# state, samples, rainy: mean AFB1 (ug/kg), n above 4 ug/kg; dry: mean, n above
T1 = [("Kano", 48, 18.4, 30, 9.7, 20), ("Katsina", 40, 22.1, 28, 11.3, 18),
      ("Jigawa", 36, 14.6, 19, 7.2, 12), ("Zamfara", 32, 25.8, 24, 13.5, 16),
      ("Sokoto", 30, 12.9, 14, 6.4, 9), ("Kaduna", 44, 27.3, 35, 15.8, 25)]  # fmt: skip
# storage, kernel moisture (%), AFB1 at the start, AFB1 after six months (ug/kg)
T2 = [("Buhun jute", 9.8, 4.2, 31.5), ("Buhun roba", 10.4, 4.1, 38.9), ("Rumbu", 8.9, 4.3, 21.7),
      ("Tukunyar ƙasa", 8.4, 4.0, 16.8), ("Jakar PICS", 7.6, 4.2, 5.1)]  # fmt: skip
SCATTER = {
    "Damina": [(7.2, 6.1), (8.0, 11.4), (8.8, 17.9), (9.5, 24.6), (10.3, 31.2), (11.1, 38.8)],
    "Rani": [(5.9, 2.4), (6.6, 4.8), (7.3, 7.5), (8.1, 10.9), (8.7, 13.6), (9.4, 16.2)],
}
VARS = ["SAMNUT 24", "SAMNUT 25", "SAMNUT 26", "Kampala", "Ex-Dakar"]
VAR = {"2023": [14.2, 9.6, 7.4, 21.5, 17.8], "2024": [11.8, 8.1, 6.9, 19.2, 15.3]}
CAP1 = "Aflatoxin B1 da danshin ƙwayar gyaɗa a samfura goma sha biyu na damina da na rani."
CAP2 = "Matsakaicin aflatoxin B1 a irin gyaɗa biyar, gonakin gwaji na Minjibir, 2023 da 2024."


def pct(n: int, k: int) -> str:
    return f"{k / n * 100:.1f}"


def fac(a: float, b: float) -> str:
    return f"{b / a:.1f}"


def means() -> tuple[float, float, float]:
    k = len(T2)
    return (round(sum(r[1] for r in T2) / k, 1), round(sum(r[2] for r in T2) / k, 1),
            round(sum(r[3] for r in T2) / k, 1))  # fmt: skip


def check_prose() -> None:
    assert sum(r[1] for r in T1) == 230 and sum(r[3] for r in T1) == 150
    assert pct(230, 150) == "65.2"
    assert max(T1, key=lambda r: r[2])[0] == "Kaduna" and min(T1, key=lambda r: r[2])[0] == "Sokoto"
    assert fac(4.2, 5.1) == "1.2" and fac(4.1, 38.9) == "9.5"
    assert means() == (9.0, 4.2, 22.8) and fac(4.2, 22.8) == "5.4"
    for s in SCATTER.values():
        assert all(a[0] < b[0] and a[1] < b[1] for a, b in zip(s, s[1:], strict=False))
    assert all(a > b for a, b in zip(VAR["2023"], VAR["2024"], strict=True))


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[s, str(n), f"{a:.1f}", pct(n, ka), f"{b:.1f}", pct(n, kb)]
                                   for s, n, a, ka, b, kb in T1]  # fmt: skip
    t1 = table("Tebur 1.", "Aflatoxin B1 a gyaɗar kasuwa ta jihohi shida, damina da rani na 2024",
               [[("", 1), ("", 1), ("Damina", 2), ("Rani", 2)],
                [("Jiha", 1), ("Samfura", 1), ("AFB1 (µg/kg)", 1), ("Sama da 4 µg/kg (%)", 1),
                 ("AFB1 (µg/kg)", 1), ("Sama da 4 µg/kg (%)", 1)]], rows, "booktabs", z=8.5)  # fmt: skip
    m = means()
    r2: list[list[str] | str] = [
        [s, f"{w:.1f}", f"{a:.1f}", f"{b:.1f}", fac(a, b)] for s, w, a, b in T2
    ]
    r2.append(["Matsakaici", f"{m[0]:.1f}", f"{m[1]:.1f}", f"{m[2]:.1f}", fac(m[1], m[2])])
    t2 = table("Tebur 2.", "Danshi da aflatoxin B1 na gyaɗa kafin ajiya da bayan wata shida a hanyoyin ajiya biyar",
               [[("Hanyar ajiya", 1), ("Danshi\n(%)", 1), ("AFB1 a farko\n(µg/kg)", 1),
                 ("AFB1 bayan wata 6\n(µg/kg)", 1), ("Ƙaruwa\n(sau)", 1)]], r2, "zebra", z=9, bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Aminu Sani Ɗanjuma, Hauwa Ibrahim Ƙaura da Yusuf Bello Gwarzo",
            "Sashen Kimiyyar Abinci, Jami'ar Bayero, Kano, Najeriya",
            "Taƙaitawa.",
            "Mun sayi samfura 230 na gyaɗa a kasuwanni na jihohi shida a damina da rani na 2024, "
            "muka auna aflatoxin B1 (AFB1). A damina kashi 65.2 cikin ɗari na samfuran sun wuce "
            "iyakar 4 µg/kg. Kaduna ce ta fi yawan AFB1, Sokoto ce ta fi ƙanƙanta. A cikin "
            "jakar PICS AFB1 ya ƙaru sau 1.2 kacal a wata shida, a buhun roba kuwa sau 9.5.",
        ),  # fmt: skip
        h("1. Gabatarwa"),
        p(
            "Aflatoxin guba ce da fungi na Aspergillus flavus ke yi a cikin gyaɗa da masara. Tana "
            "iya haddasa ciwon hanta, kuma tana hana fitar da gyaɗa zuwa ƙasashen waje. Danshi "
            "da zafi na ajiya suna ƙara yawanta."
        ),  # fmt: skip
        h("2. Hanyoyin bincike"),
        p(
            "An sayi kowane samfur na kilogram ɗaya a kasuwar mako. An niƙa ƙwayar, aka fitar "
            "da guba da methanol, aka tace ta da ginshiƙin AflaTest, sannan aka auna AFB1 da "
            "HPLC mai na'urar haske (fluorescence). Iyakar da aka yi amfani da ita ita ce 4 "
            "µg/kg ta hukumar NAFDAC. An auna danshi da na'urar Dickey-John GAC 2500."
        ),  # fmt: skip
        t1,
        h("3. Sakamako"),
        p(
            "A kowace jiha AFB1 ya fi yawa a damina fiye da rani (Tebur 1). A cikin hanyoyin "
            "ajiya, jakar PICS mai rufewa sosai ta fi kare gyaɗa, buhun roba kuwa ya fi muni "
            "(Tebur 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Hoto 1.", CAP1, frac=0.66),
        p(
            "Yawan AFB1 yana ƙaruwa tare da danshin ƙwaya a lokutan biyu (Hoto 1). Irin Kampala "
            "ya fi yawan guba a shekarun biyu, SAMNUT 26 kuwa ya fi ƙanƙanta (Hoto 2)."
        ),  # fmt: skip
        figure(fb, "Hoto 2.", CAP2, frac=0.64),
        h("4. Tattaunawa"),
        p(
            "Bushe gyaɗa sosai kafin ajiya da amfani da jakar PICS za su rage guba. Ba mu auna "
            "fumonisin ko wasu guba ba, kuma ba mu bincika farashin gyaɗa a kasuwannin ba."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"size": (700, 430), "kind": "scatter", "x": {"min": 5, "max": 12, "ticks": [5, 6, 7, 8, 9, 10, 11, 12]},
            "y": {"min": 0, "max": 40, "ticks": [0, 5, 10, 15, 20, 25, 30, 35, 40]},
            "xtitle": "Danshin kwaya (%)", "ytitle": "AFB1 (µg/kg)", "legend": "topleft",
            "series": [{"name": "Damina", "values": SCATTER["Damina"], "color": "#1b5e20", "marker": "circle", "r": 6},
                       {"name": "Rani", "values": SCATTER["Rani"], "color": "#b35900", "marker": "triangle",
                        "open": True, "r": 6}]}  # fmt: skip
    return tk_chart(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": (720, 420), "kind": "bar", "x": {"cats": VARS},
            "y": {"min": 0, "max": 25, "ticks": [0, 5, 10, 15, 20, 25]},
            "xtitle": "Irin gyada", "ytitle": "AFB1 (µg/kg)", "legend": "topright", "legend_w": 110,
            "series": [{"name": k, "values": v, "color": c} for (k, v), c in
                       zip(VAR.items(), ["#c9a227", "#5b3a29"], strict=True)]}  # fmt: skip
    return tk_chart(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SANS, body=9.0, lead=12.2, cols=1, margin=(58, 60, 58, 60),
                 head="Aflatoxin B1 a gyaɗar Arewacin Najeriya", foot="Shafi {n}")  # fmt: skip
    return write_pydyf(work, lay, SANS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout14/ha_gyada.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 3), (2, 4), (3, 5), (4, 1), (5, 2), (5, 4)],
                "pydyf, DejaVu Sans embedded as a Type0 font (Identity-H, ToUnicode); booktabs-style; two-level header ('Damina' / 'Rani' over 'AFB1 (µg/kg)' and 'Sama da 4 µg/kg (%)'); the shares are counts over samples.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 3), (1, 4), (2, 1), (3, 2), (4, 4), (5, 3)],
                "Zebra shading, no rules; computed column (after / before); bold mean row ('Matsakaici').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "scatter",
                {"title": "Danshin kwaya (%)", "log": False, "min": 5, "max": 12},
                {"title": "AFB1 (µg/kg)", "log": False, "min": 0, "max": 40},
                list(SCATTER),
                [
                    {"series": k, "x": SCATTER[k][i][0], "y": SCATTER[k][i][1]}
                    for k, i in (("Damina", 1), ("Damina", 5), ("Rani", 0), ("Rani", 4))
                ],
                "Tk 8.6 canvas scatter (wish under Xvfb), canvas postscript in Helvetica, Ghostscript to a cropped PDF; rainy season green filled circles, dry season orange open triangles, legend top left. The axis title prints 'kwaya' without the hook (Tk's PostScript drops ƙ and ɗ).",
                find="Aflatoxin B1 da danshin",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Irin gyada", "log": False, "categories": VARS},
                {"title": "AFB1 (µg/kg)", "log": False, "min": 0, "max": 25},
                list(VAR),
                pts("2023", VARS, VAR["2023"], [0, 3]) + pts("2024", VARS, VAR["2024"], [1, 2, 4]),
                "Tk 8.6 canvas grouped bars: 2023 gold, 2024 brown, legend top right; axis title 'Irin gyada' without the hooked ɗ.",
                find="Matsakaicin aflatoxin B1 a irin",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fourteenth held-out set (blind): a Hausa food-safety paper written object by object with pydyf, DejaVu Sans embedded as a Type0 font; a booktabs table with a two-level header, a zebra table with a computed column and a bold mean row, a Tk canvas scatter plot and Tk canvas grouped bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-afb1-kano-rainy",
            "table",
            "What was the mean aflatoxin B1 level in groundnuts from Kano in the rainy season?",
            "18.4 µg/kg (Table 1).",
            [["18.4"]],
            [T1_],
            ["9.7", "22.1"],
        ),
        q(
            "table-share-katsina-rainy",
            "table",
            "What share of the Katsina samples exceeded 4 µg/kg in the rainy season?",
            "70.0 % (Table 1).",
            [["70"]],
            [T1_],
            ["45.0", "62.5"],
        ),
        q(
            "table-afb1-jigawa-dry",
            "table",
            "How much aflatoxin B1 did the dry-season groundnuts from Jigawa contain?",
            "7.2 µg/kg (Table 1).",
            [["7.2"]],
            [T1_],
            ["14.6", "6.4"],
        ),
        q(
            "table-share-zamfara-dry",
            "table",
            "In the dry season, what percentage of the Zamfara samples were above the 4 µg/kg limit?",
            "50.0 % (Table 1).",
            [["50"]],
            [T1_],
            ["75.0", "56.8"],
        ),
        q(
            "table-samples-sokoto",
            "table",
            "How many groundnut samples were bought in Sokoto?",
            "30 (Table 1).",
            [["30"]],
            [T1_],
            ["32", "36"],
        ),
        q(
            "table-highest-rainy",
            "table",
            "Which state had the highest mean aflatoxin B1 in the rainy season, and what was it?",
            "Kaduna, 27.3 µg/kg.",
            [["Kaduna"], ["27.3"]],
            [T1_],
            ["25.8"],
        ),
        q(
            "table-season-diff-kaduna",
            "table",
            "How much lower was the mean aflatoxin B1 in Kaduna in the dry season than in the rainy season?",
            "11.5 µg/kg lower (15.8 against 27.3).",
            [["11.5"]],
            [T1_],
            ["12.3", "10.8"],
        ),
        q(
            "table-total-samples",
            "table",
            "How many groundnut samples were analysed in total across the six states?",
            "230.",
            [["230"]],
            [T1_],
            ["48", "44"],
        ),
        q(
            "table-pics-after",
            "table",
            "How much aflatoxin B1 did groundnuts stored in PICS bags contain after six months?",
            "5.1 µg/kg (Table 2).",
            [["5.1"]],
            [T2_],
            ["16.8", "4.2"],
        ),
        q(
            "table-moisture-rumbu",
            "table",
            "What was the kernel moisture of the groundnuts stored in the traditional granary (rumbu)?",
            "8.9 % (Table 2).",
            [["8.9"]],
            [T2_],
            ["9.8", "8.4"],
        ),
        q(
            "table-worst-storage",
            "table",
            "Which storage method let aflatoxin B1 rise the most over six months, and by what factor?",
            "The polypropylene sack (buhun roba): 9.5 times (4.1 to 38.9 µg/kg).",
            [["roba", "polypropylene", "plastic"], ["9.5"]],
            [T2_],
            ["7.5"],
        ),
        q(
            "figure-rainy-moisture-95",
            "figure",
            "In Figure 1, what aflatoxin B1 level does the rainy-season sample at 9.5 % moisture show?",
            "About 25 µg/kg.",
            [[rng(22, 27)]],
            [F1],
            ["16.2", "31.2"],
            note="Plotted (9.5, 24.6); the dry-season point at 9.4 % is 16.2.",
        ),
        q(
            "figure-rainy-max",
            "figure",
            "What is the highest aflatoxin B1 value in Figure 1, and at what kernel moisture?",
            "About 39 µg/kg, at about 11.1 % moisture (rainy season).",
            [[rng(36.5, 40)], [rng(10.8, 11.4)]],
            [F1],
            ["31.2", "16.2"],
            note="Plotted (11.1, 38.8); the dry-season maximum is (9.4, 16.2).",
        ),
        q(
            "figure-dry-87",
            "figure",
            "Which aflatoxin B1 value does Figure 1 show for the dry-season sample with 8.7 % moisture?",
            "About 13.6 µg/kg.",
            [[rng(12, 15.5)]],
            [F1],
            ["17.9", "10.9"],
            note="Plotted (8.7, 13.6).",
        ),
        q(
            "figure-kampala-2023",
            "figure",
            "How much aflatoxin B1 did the Kampala variety contain in 2023, according to Figure 2?",
            "About 21.5 µg/kg.",
            [[rng(20, 23)]],
            [F2],
            ["19.2", "17.8"],
            note="Plotted 21.5 (2024: 19.2).",
        ),
        q(
            "figure-samnut25-2024",
            "figure",
            "In Figure 2, what was the mean aflatoxin B1 of SAMNUT 25 in 2024?",
            "About 8 µg/kg.",
            [[rng(7.3, 8.9)]],
            [F2],
            ["9.6", "6.9"],
            note="Plotted 8.1 (2023: 9.6).",
        ),
        q(
            "figure-lowest-variety",
            "figure",
            "Which variety had the least aflatoxin in both years in Figure 2?",
            "SAMNUT 26 (about 7.4 µg/kg in 2023 and 6.9 in 2024).",
            [["SAMNUT 26"]],
            [F2],
            None,
            note="Plotted 2023: 14.2, 9.6, 7.4, 21.5, 17.8; 2024: 11.8, 8.1, 6.9, 19.2, 15.3.",
        ),
        q(
            "text-cleanup",
            "text",
            "How were the extracts cleaned up before the HPLC measurement?",
            "With AflaTest columns (immunoaffinity), after extraction with methanol.",
            [["AflaTest"]],
            [("text", "AflaTest")],
        ),
        q(
            "text-moisture-meter",
            "text",
            "Which instrument measured the moisture of the kernels?",
            "A Dickey-John GAC 2500.",
            [["GAC 2500", "Dickey-John"]],
            [("text", "Dickey-John GAC 2500")],
        ),
        q(
            "ml-ha-limit",
            "multilingual",
            "Wace iyaka aka yi amfani da ita don aflatoxin B1?",
            "4 µg/kg ta hukumar NAFDAC.",
            [["4"], ["NAFDAC"]],
            [("text", "ta hukumar NAFDAC")],
            language="ha",
        ),
        q(
            "ml-ar-sample-size",
            "multilingual",
            "ما وزن كل عينة من الفول السوداني التي اشتُريت من السوق؟",
            "كيلوغرام واحد لكل عينة.",
            [["1 kg", "kilogram", "كيلوغرام", "ɗaya"]],
            [("text", "kilogram ɗaya")],
            language="ar",
        ),
        q(
            "unanswerable-kebbi",
            "unanswerable",
            "How much aflatoxin B1 did groundnuts from Kebbi contain in the rainy season?",
            "Kebbi is not among the six states studied.",
        ),
        q(
            "unanswerable-fumonisin",
            "unanswerable",
            "How much fumonisin was found in the groundnut samples?",
            "Fumonisin was not measured.",
        ),
        q(
            "unanswerable-2022",
            "unanswerable",
            "What was the mean aflatoxin B1 of SAMNUT 24 in 2022?",
            "The variety trial covers 2023 and 2024 only.",
        ),
        q(
            "unanswerable-ja-price",
            "unanswerable",
            "カノ州の市場での落花生の価格はいくらでしたか？",
            "落花生の価格は調査していない。",
            language="ja",
        ),
    ]
