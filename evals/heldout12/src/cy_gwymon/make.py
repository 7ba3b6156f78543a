"""cy_gwymon: Welsh seaweed-cultivation paper (sugar kelp on longlines in the Menai Strait),
laid out by ``layout9`` in one column (DejaVu Serif metrics) and written by **rawpdf**, a PDF
writer with no library (every object, the xref table and the Type 0 fonts written here);
heldout10's pdfrw stamp draws the charts into the boxes the layout kept free. Figure 1 is a
**plotnine line chart** (three sites over six months, legend at the right); Figure 2 a **Veusz
bar chart** (one series, no legend). Table 1 is booktabs-style with two-line headers; Table 2
has **zebra shading and no rules** and a **two-level header** (April / May harvest)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper12 import (  # noqa: E402
    GOLD,
    SERIF,
    fig_truth,
    figure,
    h,
    layout,
    p,
    plotnine,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    veusz,
    vsz_data,
    vsz_graph,
    write_raw,
)  # fmt: skip

SITES = ["Biwmares", "Llanfaes", "Porthaethwy", "Y Felinheli", "Caernarfon", "Abermenai"]
# depth (m), mean temperature (°C), nitrate (µM), yield (kg/m), blade length (cm)
T1 = [(4.5, 10.8, 8.4, 11.6, 142), (6.0, 10.5, 9.1, 13.2, 156), (8.0, 10.9, 7.2, 9.8, 128),
      (5.5, 11.2, 6.5, 8.7, 119), (7.0, 11.4, 5.9, 7.9, 111), (3.5, 11.9, 4.8, 6.3, 97)]  # fmt: skip
# seeding month -> April yield, April epiphytes, May yield, May epiphytes
T2 = {"Hydref": (12.4, 3, 15.1, 18), "Tachwedd": (10.2, 2, 13.6, 11), "Rhagfyr": (6.9, 1, 9.8, 7)}
MONTHS = ["Rhag", "Ion", "Chwef", "Maw", "Ebr", "Mai"]
GROWTH = {"Llanfaes": [8, 22, 51, 96, 138, 156], "Porthaethwy": [6, 18, 42, 80, 114, 128],
          "Abermenai": [5, 12, 30, 58, 84, 97]}  # fmt: skip
PROTEIN = [9.8, 10.4, 8.9, 8.1, 7.6, 6.9]
CAP1 = "Hyd llafn cymedrig y gwymon siwgr mewn tri safle rhwng Rhagfyr 2022 a Mai 2023 (cm)."
CAP2 = "Cynnwys protein y gwymon a gynaeafwyd ym mis Mai ym mhob safle (% o'r pwysau sych)."


def check_prose() -> None:
    for s, v in GROWTH.items():
        assert v[-1] == T1[SITES.index(s)][4]
    assert max(r[3] for r in T1) == 13.2 and min(r[3] for r in T1) == 6.3
    assert round(T2["Hydref"][2] - T2["Hydref"][0], 1) == 2.7
    assert max(PROTEIN) == 10.4 and SITES[PROTEIN.index(10.4)] == "Llanfaes"


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table("Tabl 1.", "Nodweddion y chwe safle a chnwd y gwymon ym mis Mai 2023",
               [[("Safle", 1), ("Dyfnder\n(m)", 1), ("Tymheredd\ncymedrig (°C)", 1), ("Nitrad\n(µM)", 1),
                 ("Cnwd\n(kg/m)", 1), ("Hyd llafn\n(cm)", 1)]],
               [[s, f"{a:.1f}", f"{b:.1f}", f"{c:.1f}", f"{d:.1f}", str(e)] for s, (a, b, c, d, e) in zip(SITES, T1, strict=True)],
               "booktabs", z=9)  # fmt: skip
    t2 = table("Tabl 2.", "Cnwd a gorchudd epiffytau yn ôl mis hadu a mis cynaeafu (Llanfaes)",
               [[("", 1), ("Cynaeafu ym mis Ebrill", 2), ("Cynaeafu ym mis Mai", 2)],
                [("Mis hadu", 1), ("Cnwd (kg/m)", 1), ("Epiffytau (%)", 1), ("Cnwd (kg/m)", 1), ("Epiffytau (%)", 1)]],
               [[m, f"{a:.1f}", str(b), f"{c:.1f}", str(d)] for m, (a, b, c, d) in T2.items()], "zebra", z=9)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Tyfu gwymon siwgr (Saccharina latissima) ar raffau hir yn Afon Menai",
            "Elin Wyn Roberts, Dafydd ap Huw a Siân Pritchard",
            "Ysgol Gwyddorau Eigion, Prifysgol Bangor, Porthaethwy",
            "Crynodeb.",
            "Tyfwyd gwymon siwgr ar raffau hir mewn chwe safle ar hyd Afon Menai yn ystod gaeaf 2022-23. "
            "Y cnwd uchaf oedd 13.2 kg y metr o raff yn Llanfaes a'r isaf 6.3 kg y metr yn Abermenai, "
            "ger y môr agored. Rhoddodd hadu ym mis Hydref gnwd uwch na hadu hwyrach, ond tyfodd mwy o "
            "epiffytau ar y gwymon pan oedd y cynaeafu'n hwyr.",
        ),  # fmt: skip
        h("1. Cyflwyniad"),
        p(
            "Mae galw cynyddol am wymon fel bwyd, porthiant a deunydd crai ar gyfer bioblastigau. Mae Afon Menai "
            "yn gysgodol, yn llawn maetholion ac yn llifo'n gryf gyda'r llanw, ac felly'n addas ar gyfer tyfu "
            "gwymon. Nod yr astudiaeth hon oedd cymharu safleoedd ar hyd y culfor a phennu'r amser gorau i hadu "
            "a chynaeafu."
        ),  # fmt: skip
        h("2. Dulliau"),
        p(
            "Gosodwyd 24 rhaff hir, pob un yn 100 m o hyd, ym mis Hydref 2022, pedair ym mhob safle. Hadwyd y "
            "rhaffau â sboroffytau ifanc o'r deorfa yn y Felinheli. Mesurwyd nitrad yn y dŵr bob pythefnos, a "
            "mesurwyd hyd llafn deg planhigyn ar bob rhaff bob mis. Pwyswyd y cnwd gwlyb ar ddiwedd y tymor."
        ),  # fmt: skip
        t1,
        h("3. Canlyniadau"),
        p(
            "Roedd y cnwd yn uwch yn y safleoedd gogleddol, lle'r oedd mwy o nitrad a'r dŵr yn oerach (Tabl 1). "
            "Yn Llanfaes tyfodd y llafnau i 156 cm erbyn mis Mai, ond yn Abermenai dim ond 97 cm (Ffigur 1). "
            "Tyfodd y gwymon gyflymaf rhwng mis Chwefror a mis Ebrill ym mhob safle."
        ),  # fmt: skip
        figure(f1, "Ffigur 1.", CAP1, frac=0.8),
        t2,
        p(
            "Yn Llanfaes, cynyddodd y cnwd o raffau a hadwyd ym mis Hydref o 12.4 kg/m ym mis Ebrill i "
            "15.1 kg/m ym mis Mai, sef 2.7 kg/m yn fwy, ond cododd y gorchudd epiffytau o 3 % i 18 % (Tabl 2). "
            "Roedd cynnwys protein uchaf yn Llanfaes (Ffigur 2)."
        ),  # fmt: skip
        figure(f2, "Ffigur 2.", CAP2, frac=0.72),
        h("4. Trafodaeth"),
        p(
            "Mae'r canlyniadau'n awgrymu y dylid hadu ym mis Hydref a chynaeafu ddiwedd mis Ebrill os yw'r gwymon "
            "i'w werthu fel bwyd, pan fo'r epiffytau'n dal yn brin. Ni fesurwyd cynnwys ïodin na metelau trwm yn "
            "y gwymon, ac ni chyfrifwyd costau'r fferm."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    data = {"mis": [m for _ in GROWTH for m in MONTHS], "safle": [s for s in GROWTH for _ in MONTHS],
            "hyd": [v for vs in GROWTH.values() for v in vs]}  # fmt: skip
    code = (f"d['mis'] = pd.Categorical(d['mis'], categories={MONTHS!r}, ordered=True)\n"
            "p = (ggplot(d, aes('mis', 'hyd', colour='safle', group='safle')) + geom_line(size=1)"
            " + geom_point(size=2.5) + labs(x='Mis', y='Hyd llafn (cm)', colour='Safle')"
            " + scale_y_continuous(limits=(0, 175), breaks=range(0, 176, 25)) + theme_bw())")  # fmt: skip
    return plotnine(work, "fig1", code, data)


def fig2(work: Path) -> Path:
    return veusz(
        work,
        "fig2",
        vsz_data("p", PROTEIN)
        + vsz_data("lab", SITES)
        + vsz_graph(
            ("15cm", "7.5cm"),
            {"label": "Safle", "mode": "labels"},
            {"label": "Protein (% pwysau sych)", "min": 0.0, "max": 12.0},
            [("bar", "b", {"lengths": ("p",), "labels": "lab", "BarFill/colors": ["#3c7d5a"]})],
        ),
    )


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), SERIF, body=9.6, lead=13.2, cols=1, margin=(62, 64, 64, 64),
                 head="Gwymon siwgr yn Afon Menai", foot="Tudalen {n}")  # fmt: skip
    return write_raw(work, lay, SERIF, "Tyfu gwymon siwgr ar raffau hir yn Afon Menai")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout12/cy_gwymon.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 4), (2, 3), (3, 5), (4, 2), (5, 4)],
                "rawpdf (no library), DejaVu Serif Type 0 subsets; booktabs-style rules, two-line headers, decimal points.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (0, 3), (1, 4), (2, 2)],
                "Zebra shading, no rules; two-level header (April / May harvest over yield and epiphyte cover).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Mis", "log": False, "categories": MONTHS},
                {"title": "Hyd llafn (cm)", "log": False, "min": 0, "max": 175},
                list(GROWTH),
                pts("Llanfaes", MONTHS, GROWTH["Llanfaes"], [2, 4])
                + pts("Porthaethwy", MONTHS, GROWTH["Porthaethwy"], [3, 5])
                + pts("Abermenai", MONTHS, GROWTH["Abermenai"], [1, 4]),
                "plotnine lines with points (three sites, legend titled 'Safle' at the right), saved as PDF and stamped by pdfrw.",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Safle", "log": False, "categories": SITES},
                {"title": "Protein (% pwysau sych)", "log": False, "min": 0, "max": 12},
                [],
                pts(None, SITES, PROTEIN, [0, 1, 3, 5]),
                "Veusz bar chart (one series, no legend, no value labels), exported as PDF by veusz --export.",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Tyfu gwymon siwgr (Saccharina latissima) ar raffau hir yn Afon Menai",
    "description": "Twelfth held-out set (blind): a Welsh seaweed-cultivation paper written by a PDF writer with no library from a display list, charts stamped by pdfrw; a booktabs table, a zebra table without rules with a two-level header, a plotnine line chart and a Veusz bar chart.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-yield-biwmares",
            "table",
            "What kelp yield per metre of rope was harvested at Beaumaris (Biwmares)?",
            "11.6 kg/m (Table 1).",
            [["11.6"]],
            [T1_],
            ["13.2", "9.8"],
        ),
        q(
            "table-nitrate-porth",
            "table",
            "What was the mean nitrate concentration at the Menai Bridge (Porthaethwy) site?",
            "7.2 µM (Table 1).",
            [["7.2"]],
            [T1_],
            ["8.4", "6.5"],
        ),
        q(
            "table-depth-felinheli",
            "table",
            "How deep were the longlines at Y Felinheli?",
            "5.5 m (Table 1).",
            [["5.5"]],
            [T1_],
            ["7.0", "6.0"],
        ),
        q(
            "table-temp-caernarfon",
            "table",
            "What mean water temperature was recorded at Caernarfon?",
            "11.4 °C (Table 1).",
            [["11.4"]],
            [T1_],
            ["11.2", "11.9"],
        ),
        q(
            "table-warmest",
            "table",
            "Which site had the warmest water?",
            "Abermenai (11.9 °C).",
            [["Abermenai"]],
            [T1_],
            ["Caernarfon"],
        ),
        q(
            "table-yield-range",
            "table",
            "How much larger was the best site's yield than the poorest site's?",
            "6.9 kg/m (13.2 at Llanfaes against 6.3 at Abermenai).",
            [["6.9"]],
            [T1_],
            ["4.8", "7.3"],
        ),
        q(
            "table-blade-biwmares",
            "table",
            "How long were the kelp blades at Beaumaris in May?",
            "142 cm (Table 1).",
            [["142"]],
            [T1_],
            ["156", "128"],
        ),
        q(
            "table-oct-may-yield",
            "table",
            "What yield did October-seeded ropes give when harvested in May?",
            "15.1 kg/m (Table 2).",
            [["15.1"]],
            [T2_],
            ["12.4", "13.6"],
        ),
        q(
            "table-nov-may-epi",
            "table",
            "What epiphyte cover was found in May on ropes seeded in November?",
            "11 % (Table 2).",
            [["11"]],
            [T2_],
            ["18", "7"],
        ),
        q(
            "table-dec-april",
            "table",
            "What yield did December seeding give at the April harvest?",
            "6.9 kg/m (Table 2).",
            [["6.9"]],
            [T2_],
            ["9.8", "10.2"],
        ),
        q(
            "table-epi-rise-oct",
            "table",
            "By how many percentage points did epiphyte cover rise between the April and May harvests for October seeding?",
            "15 points (from 3 % to 18 %).",
            [["15"]],
            [T2_],
            ["11", "7"],
        ),
        q(
            "figure-llanfaes-march",
            "figure",
            "In Figure 1, how long were the blades at Llanfaes in March?",
            "About 96 cm.",
            [[rng(88, 104)]],
            [F1],
            ["80", "138"],
            note="Plotted 96 (Maw); Porthaethwy 80.",
        ),
        q(
            "figure-abermenai-jan",
            "figure",
            "What blade length does Figure 1 show for Abermenai in January?",
            "About 12 cm.",
            [[rng(8, 16)]],
            [F1],
            ["30", "22"],
            note="Plotted 12 (Ion); Llanfaes 22.",
        ),
        q(
            "figure-gap-april",
            "figure",
            "According to Figure 1, how much longer were Llanfaes blades than Abermenai blades in April?",
            "About 54 cm (138 against 84).",
            [[rng(46, 62)]],
            [F1],
            ["24", "30"],
            note="Plotted 138 and 84.",
        ),
        q(
            "figure-porth-feb",
            "figure",
            "What blade length did Porthaethwy reach in February according to Figure 1?",
            "About 42 cm.",
            [[rng(37, 47)]],
            [F1],
            ["51", "30"],
            note="Plotted 42 (Chwef).",
        ),
        q(
            "figure-protein-lowest",
            "figure",
            "Which site's kelp had the lowest protein content in Figure 2?",
            "Abermenai (about 6.9 %).",
            [["Abermenai"]],
            [F2],
            ["Caernarfon"],
        ),
        q(
            "figure-protein-felinheli",
            "figure",
            "What protein content does Figure 2 show for Y Felinheli?",
            "About 8.1 % of dry weight.",
            [[rng(7.7, 8.5)]],
            [F2],
            ["8.9", "7.6"],
            note="Plotted 8.1.",
        ),
        q(
            "text-rope-length",
            "text",
            "How long was each longline?",
            "100 m; 24 longlines were set, four per site.",
            [["100 m"]],
            [("text", "100 m o hyd")],
        ),
        q(
            "text-nitrate-freq",
            "text",
            "How often was nitrate measured in the water?",
            "Every fortnight (bob pythefnos).",
            [["pythefnos", "fortnight", "two weeks"]],
            [("text", "bob pythefnos")],
        ),
        q(
            "ml-cy-hatchery",
            "multilingual",
            "Ble roedd y ddeorfa a gyflenwodd y sboroffytau?",
            "Yn y Felinheli.",
            [["Felinheli"]],
            [("text", "o'r deorfa yn y Felinheli")],
            language="cy",
        ),
        q(
            "ml-de-best-site",
            "multilingual",
            "An welchem Standort war der Ertrag am höchsten?",
            "In Llanfaes (13,2 kg/m).",
            [["Llanfaes"]],
            [T1_],
            ["Biwmares"],
            language="de",
        ),
        q(
            "unanswerable-iodine",
            "unanswerable",
            "How much iodine did the harvested kelp contain?",
            "Iodine was not measured.",
        ),
        q(
            "unanswerable-cost",
            "unanswerable",
            "What did it cost to run one longline for the season?",
            "The farm's costs were not calculated.",
        ),
        q(
            "unanswerable-2021",
            "unanswerable",
            "What yield did the Llanfaes lines give in the 2021-22 season?",
            "Only the 2022-23 season was grown.",
        ),
        q(
            "unanswerable-fr-oban",
            "unanswerable",
            "Quel rendement a-t-on obtenu sur le site d'Oban en Écosse ?",
            "Aucun site écossais n'a été étudié.",
            language="fr",
        ),
    ]
