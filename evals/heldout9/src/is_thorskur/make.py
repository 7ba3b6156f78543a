"""is_thorskur: Icelandic fisheries paper (length at age, maturity and weight of cod on four
Icelandic fishing grounds) laid out by ``layout9`` in one column (Times metrics) and written by
**pypdf** (blank pages, font dictionaries and content streams added as generic objects; base-14
Times, WinAnsi, nothing embedded; charts merged into the page content). Table 1 is **broken
across pages 1-2 with the header repeated** under a continuation line, booktabs-style; Table 2
has **no rules** and a **two-level header** (Hrygnur / Hængar over the same two years).
Figure 1 is a **gri** scatter with a **log y axis** (two groups, a key drawn with gri's commands); Figure 2 is a **gri**
line with symbols over twenty years (one series, no legend)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pymupdf

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from layout9 import Doc, Style  # noqa: E402
from paper9 import comma as c  # noqa: E402
from paper9 import dotted as dot  # noqa: E402
from paper9 import (  # noqa: E402
    figure,
    gri,
    gri_chart,
    h,
    num,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_display_list,
)

AGES = list(range(1, 13))
AREAS = ["Suðursvæði", "Vestursvæði", "Norðursvæði", "Austursvæði"]
LEN = {
    "Suðursvæði": [18.2, 29.5, 40.1, 50.3, 59.8, 68.4, 75.9, 82.6, 88.1, 93.0, 97.2, 100.8],
    "Vestursvæði": [17.6, 28.4, 38.7, 48.9, 57.6, 66.1, 73.5, 80.2, 85.9, 90.6, 94.8, 98.1],
    "Norðursvæði": [15.9, 25.7, 35.2, 44.6, 53.1, 61.0, 68.3, 74.9, 80.7, 85.8, 90.1, 93.9],
    "Austursvæði": [16.4, 26.3, 36.0, 45.5, 54.2, 62.3, 69.8, 76.4, 82.3, 87.2, 91.6, 95.0],
}
OTO = [412, 845, 1204, 1376, 1190, 902, 611, 388, 214, 119, 63, 28]
CLASSES = ["40–49 cm", "50–59 cm", "60–69 cm", "70–79 cm", "80–89 cm"]
MAT = [(4, 7, 6, 10), (18, 26, 22, 31), (47, 58, 52, 63), (79, 86, 83, 89), (95, 97, 96, 98)]
LENGTHS = [30, 40, 50, 60, 70, 80, 90, 100]
WEIGHT = {
    "Suðursvæði": [0.26, 0.62, 1.21, 2.10, 3.35, 5.02, 7.15, 9.80],
    "Norðursvæði": [0.24, 0.57, 1.10, 1.92, 3.04, 4.55, 6.48, 8.90],
}
YEARS = list(range(2004, 2024))
W6 = [3.42, 3.35, 3.18, 3.05, 2.96, 3.10, 3.27, 3.41, 3.55, 3.62, 3.58, 3.71, 3.80, 3.76, 3.69,
      3.52, 3.47, 3.39, 3.31, 3.28]  # fmt: skip


def check_prose() -> None:
    assert sum(OTO) == 7352
    assert round(LEN["Suðursvæði"][9] - LEN["Norðursvæði"][9], 1) == 7.2
    assert max(W6) == 3.80 and YEARS[W6.index(3.80)] == 2016
    assert min(W6) == 2.96 and YEARS[W6.index(2.96)] == 2008
    assert MAT[2][1] - MAT[2][0] == 11


def fig1(work: Path) -> Path:
    look = [("black", "filledbox"), ("red", "circ")]
    series = [{"name": n, "xs": LENGTHS, "ys": WEIGHT[n], "color": c, "symbol": sym, "line": False}
              for n, (c, sym) in zip(WEIGHT, look, strict=True)]  # fmt: skip
    return gri_chart(work, "fig1", series, (20, 110, 10), (0.1, 100, 1), "Lengd (cm)", "Þyngd (kg)",
                     legend=(25, 50, 0.55), y_log=True)  # fmt: skip


def fig2(work: Path) -> Path:
    (work / "w6.dat").write_text("".join(f"{y} {w}\n" for y, w in zip(YEARS, W6, strict=True)))
    out = [
        "set font size 11", "set x size 13", "set y size 6.5",
        "set x axis 2003 2024 2", "set y axis 2.8 4.0 0.2",
        'set x name "Ár"', 'set y name "Meðalþyngd 6 ára þorsks (kg)"',
        "open w6.dat", "read columns x y", "close",
        "set line width 1.2", "draw curve", "set symbol size 0.18", "draw symbol bullet",
    ]  # fmt: skip
    return gri(work, "fig2", "\n".join(out) + "\n")


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "Tafla 1.",
        "Meðallengd (cm) þorsks eftir aldri og hafsvæði í stofnmælingu botnfiska 2019–2023",
        [[("Aldur (ár)", 1), ("Suður-\nsvæði", 1), ("Vestur-\nsvæði", 1), ("Norður-\nsvæði", 1),
          ("Austur-\nsvæði", 1), ("Fjöldi\nkvarna", 1)]],
        [[str(a)] + [c(LEN[ar][i]) for ar in AREAS] + [dot(OTO[i])] for i, a in enumerate(AGES)],
        "booktabs", z=8.6, keep=False, cont="Tafla 1 (framhald)",
    )  # fmt: skip
    t2 = table(
        "Tafla 2.",
        "Hlutfall kynþroska þorsks (%) eftir lengdarflokki og kyni, 2019 og 2023",
        [[("", 1), ("Hrygnur", 2), ("Hængar", 2)],
         [("Lengdarflokkur", 1), ("2019", 1), ("2023", 1), ("2019", 1), ("2023", 1)]],
        [[cl] + [str(v) for v in m] for cl, m in zip(CLASSES, MAT, strict=True)],
        "none", z=8.8,
    )  # fmt: skip
    return t1, t2


CAP1 = "Þyngd þorsks eftir lengd á suður- og norðursvæði (lógaritmískur ás fyrir þyngd)"
CAP2 = "Meðalþyngd sex ára þorsks í stofnmælingu botnfiska 2004–2023"


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Vöxtur og kynþroski þorsks á fjórum hafsvæðum við Ísland",
            "Sigrún Jónsdóttir, Gunnar Þórðarson og Anna Björk Helgadóttir",
            "Botnsjávarsvið, Hafnarfirði",
            "Ágrip.",
            "Við greindum aldur 7.352 þorska úr stofnmælingu botnfiska árin 2019–2023 og bárum "
            "saman vöxt á fjórum hafsvæðum. Þorskur á suðursvæði var stærstur í öllum "
            "aldursflokkum; tíu ára fiskur var að meðaltali 7,2 cm lengri en á norðursvæði. "
            "Hlutfall kynþroska fiska af sömu lengd hækkaði frá 2019 til 2023, og meðalþyngd "
            "sex ára þorsks hefur lækkað frá hámarkinu árið 2016.",
        ),
        h("1 Inngangur"),
        p(
            "Vöxtur þorsks ræður miklu um afrakstur veiðanna og um ráðgjöf um aflamark. Sjórinn "
            "fyrir sunnan og vestan land er hlýrri en fyrir norðan og austan, og því má búast við "
            "að þorskur vaxi hraðar á suðursvæði. Fyrri rannsóknir byggðu að mestu á gögnum frá "
            "tíunda áratugnum. Hér eru notuð nýleg gögn til að meta hvort munurinn á milli svæða "
            "hafi haldist, og hvort kynþroski hafi breyst á sama tíma."
        ),
        p(
            "Breytingar á vexti geta átt sér ýmsar skýringar: hitastig sjávar, fæðuframboð, "
            "þéttleika stofnsins og veiðiálag sem beinist að stærstu fiskunum. Í þessari grein "
            "er einungis lýst mynstrinu í gögnunum; orsakirnar verða ræddar í annarri grein."
        ),
        h("2 Efni og aðferðir"),
        p(
            "Gögnin koma úr stofnmælingu botnfiska í mars ár hvert. Úr hverju togi voru teknar "
            "kvarnir úr allt að 25 þorskum, og aldur var greindur með því að telja árhringi í "
            "kvörnunum. Lengd var mæld upp á sentímetra og þyngd upp á gramm. Landinu var skipt í "
            "fjögur svæði eftir hefðbundinni skiptingu stofnmælingarinnar. Kynþroski var metinn "
            "sjónrænt eftir útliti kynkirtla. Alls voru 7.352 kvarnir aldursgreindar (tafla 1)."
        ),
        p(
            "Meðallengd eftir aldri var reiknuð fyrir hvert svæði og vegin með fjölda fiska í "
            "hverju togi. Samband lengdar og þyngdar var metið fyrir hvern lengdarflokk."
        ),
        p(
            "Aldursgreiningin var gerð af tveimur lesurum óháð hvor öðrum. Þegar þeim bar ekki "
            "saman var kvörnin lesin í þriðja sinn, og ef enn var ágreiningur var fiskinum "
            "sleppt úr greiningunni. Samræmi milli lesara var gott í yngri aldursflokkum en "
            "minna hjá elstu fiskunum, þar sem árhringirnir liggja þétt saman við jaðar "
            "kvarnarinnar. Fiskum eldri en tólf ára var sleppt, því að þeir voru of fáir til að "
            "meta meðallengd á hverju svæði."
        ),
        h("3 Niðurstöður"),
        p(
            "Þorskur á suðursvæði var lengstur í öllum aldursflokkum og þorskur á norðursvæði "
            "stystur (tafla 1). Munurinn óx með aldri: tíu ára þorskur var 93,0 cm á suðursvæði "
            "en 85,8 cm á norðursvæði. Á vestursvæði var vöxturinn nær því sem mældist á "
            "suðursvæði, en þorskur á austursvæði líktist frekar þorski á norðursvæði. Flestar "
            "kvarnir voru úr fjögurra ára fiski."
        ),
        t1,
        p(
            "Hlutfall kynþroska fiska jókst í öllum lengdarflokkum frá 2019 til 2023, bæði hjá "
            "hrygnum og hængum (tafla 2). Mest var breytingin í flokknum 60–69 cm, þar sem "
            "hlutfall kynþroska hrygna hækkaði um 11 prósentustig."
        ),
        t2,
        p(
            "Þorskur af sömu lengd var heldur þyngri á suðursvæði en á norðursvæði (mynd 1). "
            "Munurinn var mestur hjá stærstu fiskunum."
        ),
        figure(f1, "Mynd 1.", CAP1, frac=0.8),
        p(
            "Meðalþyngd sex ára þorsks var lægst árið 2008 (2,96 kg) og hæst árið 2016 "
            "(3,80 kg), en hefur síðan lækkað jafnt og þétt (mynd 2)."
        ),
        figure(f2, "Mynd 2.", CAP2, frac=0.85),
        h("4 Umræða"),
        p(
            "Niðurstöðurnar sýna að svæðamunur í vexti þorsks er enn til staðar. Hér var ekki "
            "fjallað um ýsu eða aðrar botnfisktegundir, og gögn úr haustralli voru ekki notuð. "
            "Hitastig sjávar var ekki mælt sérstaklega í þessari rannsókn."
        ),
    ]


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    fonts = {"R": pymupdf.Font("tiro"), "B": pymupdf.Font("tibo"), "I": pymupdf.Font("tiit")}
    d = Doc(Style(fonts=fonts, body=10.4, lead=14.8, cols=1, margin=(66, 70, 66, 70),
                  head="Vöxtur þorsks við Ísland", foot="{n}"))  # fmt: skip
    fonts_map = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}
    return write_display_list(work, d, blocks(f1, f2), fonts_map, "pypdf",
                              "Vöxtur og kynþroski þorsks á fjórum hafsvæðum við Ísland")  # fmt: skip


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    names = list(WEIGHT)
    return {
        "file": "heldout9/is_thorskur.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(1, 1), (4, 3), (7, 2), (9, 1), (9, 3), (11, 4), (3, 5)],
                "pypdf content streams, base-14 Times (WinAnsi); booktabs-style; headers hyphenated over two lines (Suður- / svæði); BROKEN ACROSS PAGES 1-2 with the header repeated under 'Tafla 1 (framhald)'; decimal commas, thousands points (1.376).",
                pages_find=["Tafla 1.", "Tafla 1 (framhald)"],
            ),  # fmt: skip
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (2, 1), (2, 2), (3, 4), (4, 3)],
                "No rules at all; two-level header (Hrygnur / Hængar over 2019 and 2023: the same leaf headers twice, so each cell needs its col_group).",
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
                        "chart_type": "scatter",
                        "x": {"title": "Lengd (cm)", "log": False, "min": 20, "max": 110},
                        "y": {"title": "Þyngd (kg)", "log": True, "min": 0.1, "max": 100},
                        "series": names,
                        "points": pts(names[0], LENGTHS, WEIGHT[names[0]], [1, 4, 7])
                        + pts(names[1], LENGTHS, WEIGHT[names[1]], [0, 3, 6]),
                    }
                ],
                "note": "gri 2.12 PostScript, cropped by Ghostscript, merged into the page by pypdf: two groups of symbols without lines (black filled squares, red open circles), LOG y axis 0.1-100, key top left drawn with gri commands.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": CAP2,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Ár", "log": False, "min": 2003, "max": 2024},
                        "y": {
                            "title": "Meðalþyngd 6 ára þorsks (kg)",
                            "log": False,
                            "min": 2.8,
                            "max": 4.0,
                        },
                        "series": [],
                        "points": pts(None, YEARS, W6, [0, 4, 9, 12, 19]),
                    }
                ],
                "note": "gri 2.12 PostScript line with bullets, one series, no legend; x ticks every 2 years (2003-2023 labelled), y 2.8-4.0 with decimal points.",
            },
        ],
    }


SET = {
    "title": "Vöxtur og kynþroski þorsks á fjórum hafsvæðum við Ísland",
    "description": "Ninth held-out set (blind): an Icelandic fisheries paper written with pypdf content streams (base-14 Times), with a table broken across pages 1-2 with a repeated header, a table without rules and with a two-level header, a gri scatter on a log y axis and a gri line chart.",
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
            "table-south-age2",
            "table",
            "What was the mean length of two-year-old cod on the southern ground (Suðursvæði)?",
            "29,5 cm (tafla 1).",
            [num(29.5)],
            [T1],
            ["28,4", "28.4", "25,7", "25.7", "26,3", "26.3"],
        ),
        q(
            "table-north-age5",
            "table",
            "How long were five-year-old cod on average on the northern ground?",
            "53,1 cm (tafla 1).",
            [num(53.1)],
            [T1],
            ["54,2", "54.2", "57,6", "57.6", "59,8", "59.8"],
        ),
        q(
            "table-west-age8",
            "table",
            "What is the mean length of eight-year-old cod in the western area?",
            "80,2 cm (tafla 1).",
            [num(80.2)],
            [T1],
            ["82,6", "82.6", "74,9", "74.9", "76,4", "76.4"],
        ),
        q(
            "table-east-age12",
            "table",
            "How long were the oldest (12-year-old) cod on the eastern ground?",
            "95,0 cm (tafla 1).",
            [num(95.0)],
            [T1],
            ["93,9", "93.9", "98,1", "98.1", "100,8", "100.8"],
        ),
        q(
            "table-otoliths-age4",
            "table",
            "How many otoliths were read from four-year-old cod?",
            "1.376 (tafla 1).",
            [["1.376", "1376", "1,376", "1 376"]],
            [T1],
            ["1.204", "1204", "1.190", "1190"],
        ),
        q(
            "table-diff-age10",
            "table",
            "How much longer were ten-year-old cod in the south than in the north?",
            "7,2 cm: 93,0 against 85,8 cm (tafla 1).",
            [num(7.2)],
            [T1],
            ["5,8", "5.8", "2,4", "2.4"],
        ),
        q(
            "table-females-60-2023",
            "table",
            "What percentage of females (hrygnur) of 60-69 cm were mature in 2023?",
            "58% (tafla 2).",
            [["58"]],
            [T2_],
            ["47", "63", "52"],
        ),
        q(
            "table-males-70-2023",
            "table",
            "What share of 70-79 cm males (hængar) were mature in 2023?",
            "89% (tafla 2).",
            [["89"]],
            [T2_],
            ["83", "86"],
        ),
        q(
            "table-males-80-2019",
            "table",
            "What was the proportion of mature males in the 80-89 cm class in 2019?",
            "96% (tafla 2).",
            [["96"]],
            [T2_],
            ["95", "97", "98"],
        ),
        q(
            "figure-south-100cm",
            "figure",
            "In Figure 1, what does a 100 cm cod weigh on the southern ground?",
            "About 9,8 kg (mynd 1).",
            [[rng(9.0, 10.6)]],
            [F1_],
            ["8,9", "8.9"],
            note="Plotted 9.80; northern ground 8.90 at 100 cm; log y axis.",
        ),
        q(
            "figure-north-60cm",
            "figure",
            "What weight does Figure 1 show for 60 cm cod from the northern ground?",
            "About 1,9 kg (mynd 1).",
            [[rng(1.75, 2.05)]],
            [F1_],
            ["2,10", "2.10", "2,1"],
            note="Plotted 1.92; southern 2.10.",
        ),
        q(
            "figure-south-70cm",
            "figure",
            "How heavy is a 70 cm cod from the southern area according to Figure 1?",
            "About 3,35 kg (mynd 1).",
            [[rng(3.1, 3.6)]],
            [F1_],
            ["3,04", "3.04"],
            note="Plotted 3.35; northern 3.04.",
        ),
        q(
            "figure-w6-2004",
            "figure",
            "What was the mean weight of six-year-old cod in 2004 (Figure 2)?",
            "About 3,42 kg (mynd 2).",
            [[rng(3.35, 3.5)]],
            [F2_],
            note="Plotted 3.42; 2005 3.35.",
        ),
        q(
            "figure-w6-2013",
            "figure",
            "In Figure 2, what was the mean weight of six-year-old cod in 2013?",
            "About 3,62 kg (mynd 2).",
            [[rng(3.55, 3.69)]],
            [F2_],
            note="Plotted 3.62; 2012 3.55, 2014 3.58.",
        ),
        q(
            "figure-w6-2023",
            "figure",
            "What was the latest value in Figure 2, for 2023?",
            "About 3,28 kg (mynd 2).",
            [[rng(3.21, 3.35)]],
            [F2_],
            ["3,80", "3.80"],
            note="Plotted 3.28; 2022 3.31.",
        ),
        q(
            "text-peak-year",
            "text",
            "In which year was the mean weight of six-year-old cod highest, and how heavy were they?",
            "2016, 3,80 kg.",
            [["2016"], num(3.80, 2)],
            [("text", "hæst árið 2016")],
            ["2008"],
        ),
        q(
            "text-otoliths-per-tow",
            "text",
            "From how many cod per tow were otoliths taken?",
            "Up to 25 cod per tow.",
            [["25"]],
            [("text", "allt að 25")],
        ),
        q(
            "ml-is-sex",
            "multilingual",
            "Hvernig var kynþroski metinn?",
            "Sjónrænt eftir útliti kynkirtla.",
            [["sjónrænt", "kynkirtla"]],
            [("text", "sjónrænt")],
            language="is",
        ),
        q(
            "ml-ko-total",
            "multilingual",
            "몇 개의 이석(otolith)으로 연령을 판정했습니까?",
            "7,352개 (7.352).",
            [["7.352", "7352", "7,352", "7 352"]],
            [("text", "7.352 kvarnir")],
            language="ko",
        ),
        q(
            "unanswerable-haddock",
            "unanswerable",
            "How fast did haddock grow on the same grounds?",
            "Haddock and other groundfish were not studied.",
        ),
        q(
            "unanswerable-temperature",
            "unanswerable",
            "What was the bottom water temperature on the northern ground?",
            "Sea temperature was not measured in this study.",
        ),
        q(
            "unanswerable-es-2018",
            "unanswerable",
            "¿Qué porcentaje de hembras de 60-69 cm eran maduras en 2018?",
            "El artículo solo da 2019 y 2023.",
            language="es",
        ),
        q(
            "unanswerable-fr-autumn",
            "unanswerable",
            "Quelle était la longueur moyenne des morues de cinq ans dans la campagne d'automne ?",
            "Les données de la campagne d'automne n'ont pas été utilisées.",
            language="fr",
        ),
    ]
