"""af_fynbos: Afrikaans fire-ecology paper (seedling recruitment of proteas and heaths after
fires in the Kogelberg Biosphere Reserve) laid out by ``layout9`` in one column (Times metrics)
and written by **Text::PDF** 0.31 (Perl, ``src/textpdf.pl``: base-14 Times, WinAnsi, nothing
embedded; content streams written by hand; chart boxes as image XObjects that pdfrw swaps for the
vector charts). Figure 1 is an **Observable Plot diverging bar chart** (horizontal bars left and
right of zero, signed value labels, no legend); Figure 2 a **jgraph** line chart (two species,
jgraph legend). Table 1 has **no rules at all**; Table 2 is booktabs-style with **italic row
groups** (summer / winter fires) over the same three species."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper10 import (  # noqa: E402
    fig_truth,
    figure,
    h,
    jgraph,
    layout,
    oplot,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_textpdf,
)  # fmt: skip

TIMES = {"R": "tiro", "B": "tibo", "I": "tiit"}
SITES = ["Platbos", "Oudebosch", "Palmiet", "Kleinmond", "Betty's Bay", "Rooiels"]
FIRE = [2019, 2019, 2020, 2020, 2021, 2021]
AGE = [14, 8, 22, 11, 17, 6]
SEED = [186, 74, 241, 132, 208, 39]
SURV = [62, 48, 71, 55, 66, 31]
SPP = ["Protea repens", "Leucadendron laureolum", "Erica cerinthoides"]
SUMMER = [(12.4, 64, 38), (9.8, 58, 45), (21.5, 41, 17)]
WINTER = [(5.1, 52, 29), (4.3, 47, 36), (16.2, 44, 15)]
GROUPS = [
    "Proteas",
    "Erikas",
    "Restios",
    "Bolplante",
    "Grasse",
    "Uitheemse grasse",
    "Asteraceae-struike",
]
CHANGE = [-3.8, 6.1, 9.4, 12.7, 2.3, -1.6, -5.2]
YEARS = [1, 2, 3, 4, 5, 6]
DENS = {
    "Protea repens": [148, 131, 112, 98, 91, 87],
    "Erica cerinthoides": [212, 164, 121, 88, 70, 61],
}
CAP1 = "Verandering in plantbedekking per funksionele groep tussen 2018 (voor die brand) en 2023"
CAP2 = "Saailingdigtheid van twee spesies in die jare ná die brand (gemiddeld van ses persele)"


def c(x: float, nd: int = 1, sign: bool = False) -> str:
    s = f"{x:+.{nd}f}" if sign else f"{x:.{nd}f}"
    return s.replace(".", ",").replace("-", "\u2212")


def check_prose() -> None:
    assert max(SEED) == 241 and SITES[SEED.index(241)] == "Palmiet" and min(SEED) == 39
    assert sum(SEED) == 880
    assert round(SUMMER[0][0] / WINTER[0][0], 1) == 2.4
    assert max(CHANGE) == 12.7 and min(CHANGE) == -5.2
    e = DENS["Erica cerinthoides"]
    p_ = DENS["Protea repens"]
    assert e[2] > p_[2] and e[3] < p_[3]  # the lines cross between years 3 and 4


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "Tabel 1.", "Studiepersele, brandjaar en saailingvestiging van Protea repens",
        [[("Perseel", 1), ("Brandjaar", 1), ("Veldouderdom\nby brand (jaar)", 1),
          ("Saailinge\nper 100 m²", 1), ("Oorlewing na\n2 jaar (%)", 1)]],
        [[s, str(f), str(a), str(n), str(v)] for s, f, a, n, v in zip(SITES, FIRE, AGE, SEED, SURV, strict=True)],
        "none", z=9.4,
    )  # fmt: skip
    rows: list[list[str] | str] = ["Somerbrande (Januarie tot Maart)"]
    rows += [[s, c(a), str(b), str(d)] for s, (a, b, d) in zip(SPP, SUMMER, strict=True)]
    rows += ["Winterbrande (Junie tot Augustus)"]
    rows += [[s, c(a), str(b), str(d)] for s, (a, b, d) in zip(SPP, WINTER, strict=True)]
    t2 = table("Tabel 2.", "Saailingvestiging volgens brandseisoen (gemiddeldes van vier persele per seisoen)",
               [[("Spesie", 1), ("Saailinge per\nouerplant", 1), ("Oorlewing\n(%)", 1), ("Hoogte na\n2 jaar (cm)", 1)]],
               rows, "booktabs", z=9.4)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Saailingvestiging van proteas en heide ná veldbrande in die Kogelberg-biosfeerreservaat",
            "Anneke van der Merwe, Pieter Botha en Lindiwe Dlamini",
            "Departement Bewaringsekologie en Entomologie, Universiteit Stellenbosch",
            "Opsomming.",
            "Fynbos is 'n brandafhanklike plantegroei, en baie proteas oorleef 'n brand slegs as "
            "saad. Ons het saailinge in ses persele getel wat tussen 2019 en 2021 gebrand het. "
            "Die meeste saailinge (241 per 100 m²) is by Palmiet gevind, waar die veld 22 jaar "
            "oud was. Somerbrande het 2,4 keer meer saailinge van Protea repens per ouerplant "
            "opgelewer as winterbrande.",
        ),
        h("1. Inleiding"),
        p(
            "Die Kaapse fynbos brand gewoonlik elke tien tot twintig jaar. Proteas soos Protea "
            "repens hou hul saad in keëls op die plant en laat dit eers ná 'n brand vry. As die veld "
            "te gou weer brand, het die plante nog nie genoeg saad opgebou nie. Bestuurders van "
            "natuurreservate moet dus weet hoe veldouderdom en brandseisoen die herstel beïnvloed."
        ),
        h("2. Metodes"),
        p(
            "In elke perseel is vyf transekte van 20 m by 5 m uitgelê. Saailinge is in die eerste "
            "lente ná die brand getel en weer twee jaar later. Veldouderdom is bepaal uit "
            "brandrekords van CapeNature. Plantbedekking is in 2018 en 2023 met die "
            "puntkwadraatmetode gemeet."
        ),
        t1,
        h("3. Resultate"),
        p(
            "Altesaam 880 saailinge per 100 m² is oor die ses persele getel (tabel 1). By Rooiels, "
            "waar die veld net ses jaar oud was, was daar slegs 39 saailinge en het minder as 'n "
            "derde oorleef. Die verband tussen veldouderdom en saailingdigtheid was sterk."
        ),
        figure(f1, "Figuur 1.", CAP1, frac=0.85),
        p(
            "Bolplante en restios het ná die brand die sterkste toegeneem (figuur 1), terwyl "
            "Asteraceae-struike die meeste bedekking verloor het. In figuur 2 daal die digtheid van "
            "Erica cerinthoides vinniger as dié van Protea repens; ná die derde jaar is daar "
            "minder heide- as proteasaailinge."
        ),
        figure(f2, "Figuur 2.", CAP2, frac=0.8),
        t2,
        h("4. Bespreking"),
        p(
            "Die resultate ondersteun die aanbeveling dat fynbos nie jonger as tien jaar gebrand "
            "moet word nie. Beheerde brande in die somer, al is hulle moeiliker om te beheer, "
            "bevoordeel die herstel van proteas. Ons het nie die effek van weiding deur "
            "wildsbokke of die grondvog ná die brand gemeet nie."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"kind": "hbar", "width": 620, "height": 300, "colors": ["#c0392b", "#2e86c1"],
            "data": [{"cat": g, "v": v, "lab": c(v, sign=True)} for g, v in zip(GROUPS, CHANGE, strict=True)],
            "labels": True, "x_axis": {"label": "Verandering in bedekking (persentasiepunte)", "domain": [-8, 16],
                                      "ticks": [-8, -4, 0, 4, 8, 12, 16], "grid": True},
            "y_axis": {"label": None, "domain": GROUPS}, "marginLeft": 130, "marginRight": 30}  # fmt: skip
    return oplot(work, "fig1", spec)


def fig2(work: Path) -> Path:
    out = [
        "newgraph",
        "xaxis min 0.5 max 6.5 size 4.4 no_auto_hash_labels hash 1 shash 1 mhash 0 label fontsize 11 : Jare na die brand",
        "  hash_labels fontsize 10",
        *[f"  hash_label at {y} : {y}" for y in YEARS],
        "yaxis min 0 max 250 size 2.6 hash 50 mhash 0 label fontsize 11 : Saailinge per 100 m2",
        "  hash_labels fontsize 10",
    ]
    for (name, ys), (mk, ln, gr) in zip(
        DENS.items(), [("circle", "solid", "0"), ("box", "dashed", "0.45")], strict=True
    ):
        out.append(
            f"newcurve marktype {mk} marksize 0.13 linetype {ln} linethickness 1.4 color {gr} {gr} {gr} label : {name}"
        )
        out.append("  pts " + " ".join(f"{x} {y}" for x, y in zip(YEARS, ys, strict=True)))
    out.append("legend defaults fontsize 10 x 4.2 y 240")
    return jgraph(work, "fig2", "\n".join(out) + "\n")


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), TIMES, body=10.4, lead=13.6, cols=1,
                 margin=(66, 66, 64, 66), head="Saailingvestiging ná veldbrande in die Kogelberg",
                 foot="Bladsy {n}")  # fmt: skip
    return write_textpdf(work, lay, "Saailingvestiging van proteas en heide ná veldbrande")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    n2 = list(DENS)
    return {
        "file": "heldout10/af_fynbos.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (1, 2), (2, 4), (3, 1), (4, 3), (5, 4)],
                "Text::PDF, base-14 Times (WinAnsi); no rules, lines or shading at all; headers on two lines.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (2, 3), (3, 2), (5, 1), (6, 2), (7, 3)],
                "Booktabs-style; italic row groups 'Somerbrande (Januarie tot Maart)' / 'Winterbrande (Junie tot Augustus)' over the same three species; decimal commas.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "bar",
                {
                    "title": None,
                    "log": False,
                    "categories": GROUPS,
                    "note": "Category axis drawn vertically (first group at the top).",
                },
                {
                    "title": "Verandering in bedekking (persentasiepunte)",
                    "log": False,
                    "min": -8,
                    "max": 16,
                    "note": "Value axis drawn horizontally; bars left of zero are losses.",
                },
                [],
                pts(None, GROUPS, CHANGE, [0, 2, 3, 5, 6]),
                "Observable Plot DIVERGING horizontal bars (red below zero, blue above), a black rule at zero, signed value labels with decimal commas beside each bar (+12,7, −5,2), no legend.",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "Jare na die brand", "log": False, "min": 1, "max": 6},
                {"title": "Saailinge per 100 m2", "log": False, "min": 0, "max": 250},
                n2,
                pts(n2[0], YEARS, DENS[n2[0]], [0, 2, 5])
                + pts(n2[1], YEARS, DENS[n2[1]], [0, 1, 3, 5]),
                "jgraph EPS distilled by Ghostscript, swapped in by pdfrw: black solid line with circles (Protea repens) and grey dashed line with boxes (Erica cerinthoides); the lines cross between years 3 and 4; jgraph legend top right (axis title prints m2, and 'na' without the accent).",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Saailingvestiging van proteas en heide ná veldbrande in die Kogelberg-biosfeerreservaat",
    "description": "Tenth held-out set (blind): an Afrikaans fire-ecology paper whose content streams were written with Text::PDF (Perl, base-14 Times), a table without any rules, a booktabs table with row groups, an Observable Plot diverging bar chart and a jgraph line chart.",
}


def questions() -> list[dict[str, Any]]:
    T1, T2_, F1, F2 = (
        ("table", "Table 1"),
        ("table", "Table 2"),
        ("figure", "Figure 1"),
        ("figure", "Figure 2"),
    )
    return [
        q(
            "table-seedlings-platbos",
            "table",
            "How many Protea repens seedlings per 100 m² were counted at Platbos?",
            "186 per 100 m² (tabel 1).",
            [["186"]],
            [T1],
            ["208", "132", "241"],
        ),
        q(
            "table-age-oudebosch",
            "table",
            "How old was the veld at Oudebosch when it burned?",
            "8 years (tabel 1).",
            [["8"]],
            [T1],
            ["14", "11", "6"],
        ),
        q(
            "table-survival-palmiet",
            "table",
            "What share of seedlings survived two years at Palmiet?",
            "71% (tabel 1).",
            [["71"]],
            [T1],
            ["66", "62", "55"],
        ),
        q(
            "table-fire-year-kleinmond",
            "table",
            "In which year did the Kleinmond plot burn?",
            "2020 (tabel 1).",
            [["2020"]],
            [T1],
            ["2019", "2021"],
        ),
        q(
            "table-survival-lowest",
            "table",
            "Which plot had the lowest seedling survival after two years?",
            "Rooiels, 31% (tabel 1).",
            [["Rooiels"]],
            [T1],
            ["Oudebosch"],
        ),
        q(
            "table-seedlings-diff",
            "table",
            "How many more seedlings per 100 m² were counted at Betty's Bay than at Kleinmond?",
            "76 more (208 against 132; tabel 1).",
            [["76"]],
            [T1],
            ["186", "241"],
        ),
        q(
            "table-leucadendron-height-summer",
            "table",
            "How tall were Leucadendron laureolum seedlings two years after a summer fire?",
            "45 cm (tabel 2).",
            [["45"]],
            [T2_],
            ["36", "38", "17"],
        ),
        q(
            "table-erica-winter-seedlings",
            "table",
            "How many seedlings per parent plant did Erica cerinthoides produce after winter fires?",
            "16,2 (tabel 2).",
            [["16,2", "16.2"]],
            [T2_],
            ["21,5", "21.5", "5,1", "5.1"],
        ),
        q(
            "table-protea-survival-winter",
            "table",
            "What was the survival of Protea repens seedlings after winter fires?",
            "52% (tabel 2).",
            [["52"]],
            [T2_],
            ["64", "47", "44"],
        ),
        q(
            "table-erica-survival-compare",
            "table",
            "Was Erica cerinthoides survival higher after summer or after winter fires?",
            "After winter fires: 44% against 41% after summer fires (tabel 2).",
            [["winter", "Winterbrande"]],
            [T2_],
            ["64"],
        ),
        q(
            "figure-restios",
            "figure",
            "By how many percentage points did restio cover change according to Figure 1?",
            "It increased by about 9,4 percentage points (figuur 1).",
            [[rng(8.8, 10.0)]],
            [F1],
            ["6,1", "6.1", "12,7", "12.7"],
            note="Plotted +9.4; Erikas +6.1, Bolplante +12.7.",
        ),
        q(
            "figure-proteas-loss",
            "figure",
            "How did the cover of proteas change between 2018 and 2023 (Figure 1)?",
            "It fell by about 3,8 percentage points.",
            [["3,8", "3.8"]],
            [F1],
            ["5,2", "5.2", "1,6", "1.6"],
            note="Plotted -3.8 with a printed label.",
        ),
        q(
            "figure-alien-grass",
            "figure",
            "What change in cover does Figure 1 show for alien grasses (uitheemse grasse)?",
            "A decrease of about 1,6 percentage points.",
            [["1,6", "1.6"]],
            [F1],
            ["2,3", "2.3", "3,8", "3.8"],
            note="Plotted -1.6; Grasse +2.3.",
        ),
        q(
            "figure-largest-loss",
            "figure",
            "Which functional group lost the most cover in Figure 1?",
            "The Asteraceae shrubs (Asteraceae-struike), about −5,2 points.",
            [["Asteraceae"]],
            [F1],
            ["Proteas"],
        ),
        q(
            "figure-protea-year3",
            "figure",
            "What was the density of Protea repens seedlings three years after the fire (Figure 2)?",
            "About 112 per 100 m² (figuur 2).",
            [[rng(104, 120)]],
            [F2],
            ["121", "131", "98"],
            note="Plotted 112; Erica 121 in year 3.",
        ),
        q(
            "figure-erica-year1",
            "figure",
            "In Figure 2, how many Erica cerinthoides seedlings per 100 m² were there in the first year?",
            "About 212.",
            [[rng(200, 224)]],
            [F2],
            ["148", "164"],
            note="Plotted 212; Protea 148.",
        ),
        q(
            "figure-erica-year6",
            "figure",
            "How many Erica seedlings were left per 100 m² in year 6 (Figure 2)?",
            "About 61.",
            [[rng(55, 67)]],
            [F2],
            ["87", "70"],
            note="Plotted 61; Protea 87; Erica year 5: 70.",
        ),
        q(
            "figure-crossing",
            "figure",
            "After which year are there fewer heath (Erica) seedlings than Protea seedlings in Figure 2?",
            "After year 3: from year 4 on Erica (88) is below Protea (98).",
            [["3", "4", "three", "four"]],
            [F2],
            note="Year 3: Erica 121 > Protea 112; year 4: 88 < 98.",
        ),
        q(
            "text-transects",
            "text",
            "How large were the transects laid out in each plot?",
            "Five transects of 20 m by 5 m.",
            [["20 m", "20 m by 5 m", "20 m x 5 m"]],
            [("text", "20 m by 5 m")],
        ),
        q(
            "ml-af-total",
            "multilingual",
            "Hoeveel saailinge per 100 m² is altesaam oor die ses persele getel?",
            "Altesaam 880 saailinge per 100 m².",
            [["880"]],
            [("text", "880 saailinge")],
            language="af",
        ),
        q(
            "ml-de-ratio",
            "multilingual",
            "Wie viel mehr Sämlinge von Protea repens pro Mutterpflanze brachten Sommerbrände als Winterbrände?",
            "2,4-mal so viele (12,4 gegenüber 5,1).",
            [["2,4", "2.4"]],
            [("text", "2,4 keer")],
            language="de",
        ),
        q(
            "unanswerable-grazing",
            "unanswerable",
            "How strongly did antelope grazing reduce seedling survival?",
            "Grazing was not measured.",
        ),
        q(
            "unanswerable-fire-temp",
            "unanswerable",
            "What maximum fire temperatures were recorded during the burns?",
            "The paper gives no fire temperatures.",
        ),
        q(
            "unanswerable-hangklip",
            "unanswerable",
            "How many seedlings were counted at the Hangklip plot?",
            "Hangklip is not one of the six plots.",
        ),
        q(
            "unanswerable-fr-rain",
            "unanswerable",
            "Quelle a été la pluviométrie annuelle sur les parcelles après le feu ?",
            "L'article ne donne pas de données de pluie.",
            language="fr",
        ),
    ]
