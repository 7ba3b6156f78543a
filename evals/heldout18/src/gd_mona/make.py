"""gd_mona: Scottish Gaelic paper on peat cutting (five townships of the west side of Lewis,
2024: households, households cutting peat, peat banks, share cutting; days of cutting and loads
carried home in 2023 and 2024 by kind of bank; peat cut per township in four years; the heating
used by households), laid out by heldout8's layouter in one column (Liberation Sans metrics) and
written by heldout14's **pydyf** writer with **Liberation Sans embedded**; the vector charts
come from **Gnumeric**'s GOffice (XlsxWriter workbook, ``ssconvert --export-graphs``), stamped
by pdfrw. Table 1 is a **fully ruled grid** with a computed column and a bold total row; Table 2
has **no rules**, **italic row groups** and a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper18 import (  # noqa: E402
    GOLD,
    LSANS,
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

TITLE = "Buain na mònach ann an còig bailtean air taobh siar Leòdhais, 2024"
# township, households, households cutting peat, peat banks
T1 = [
    ("Siabost", 96, 41, 58),
    ("Càrlabhagh", 140, 35, 49),
    ("Bràgar", 84, 42, 51),
    ("Barabhas", 210, 63, 77),
    ("Nis", 325, 65, 92),
]
# group, bank, days 2023, days 2024, loads 2023, loads 2024
T2 = {
    "Bac sa bhaile": [("Bac 1", 9, 8, 14, 13), ("Bac 2", 7, 7, 11, 12)],
    "Bac air a' mhòintich": [("Bac 3", 12, 10, 16, 15), ("Bac 4", 11, 13, 15, 18)],
}
YEARS = ["2021", "2022", "2023", "2024"]
CUT = {"Siabost": [310, 285, 270, 262], "Nis": [520, 498, 455, 470]}  # loads (làdan)
HEAT = ["Ola", "Mòine", "Dealan", "Pumpa-teas", "Fiodh"]
HEATN = [322, 246, 125, 98, 64]
CAP1 = "Làdan mòna a chaidh a ghearradh ann an Siabost agus Nis, 2021–2024."
CAP2 = "Prìomh dhòigh teasachaidh nan dachaighean anns na còig bailtean, 2024."


def c(n: int) -> str:
    return f"{n:,}"


def check_prose() -> None:
    hh, cut, banks = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (hh, cut, banks) == (855, 246, 327) and round(100 * cut / hh) == 29
    share = {r[0]: 100 * r[2] / r[1] for r in T1}
    assert max(share, key=share.get) == "Bràgar" and round(share["Bràgar"]) == 50
    assert min(share, key=share.get) == "Nis" and round(share["Nis"]) == 20
    assert sum(HEATN) == hh and HEATN[1] == cut  # Figure 2 counts every household once
    assert CUT["Siabost"][-1] < CUT["Siabost"][0] and CUT["Nis"][3] > CUT["Nis"][2]


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [t, c(a), str(b), str(n), str(round(100 * b / a))] for t, a, b, n in T1
    ]
    a, b, n = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Iomlan", c(a), str(b), str(n), str(round(100 * b / a))])
    t1 = table("Clàr 1.", "Dachaighean, luchd-buain agus bacan mònach anns na còig bailtean, 2024",
               [[("Baile", 1), ("Dachaighean", 1), ("A' buain\nmòna", 1), ("Bacan", 1), ("A' buain\n(%)", 1)]],
               rows, "grid", z=9)  # fmt: skip
    t1["bold_last"] = True
    r2: list[list[str] | str] = []
    for g, rs in T2.items():
        r2.append(g)
        r2 += [[b, str(d3), str(d4), str(l3), str(l4)] for b, d3, d4, l3, l4 in rs]
    t2 = table("Clàr 2.", "Làithean buain agus làdan air an toirt dhachaigh, a rèir bac",
               [[("", 1), ("Làithean buain", 2), ("Làdan", 2)],
                [("Bac", 1), ("2023", 1), ("2024", 1), ("2023", 1), ("2024", 1)]],
               r2, "none", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Ealasaid NicIlleathain agus Dòmhnall Moireach",
            "Oilthigh na Gàidhealtachd agus nan Eilean, Steòrnabhagh",
            "Geàrr-chunntas.",
            "Ann an 2024 bha 246 de na 855 dachaighean anns na còig bailtean a' buain mòna, "
            "29 sa cheud. Bha an roinn a b' àirde ann am Bràgar (50 sa cheud) agus an roinn "
            "a b' ìsle ann an Nis (20 sa cheud). Is e ola am prìomh theasachadh ann an 322 "
            "dachaigh.",
        ),  # fmt: skip
        h("1. Ro-ràdh"),
        p(
            "Bho linn gu linn tha muinntir Leòdhais air mòine a bhuain airson teine. Tha "
            "an cleachdadh a' crìonadh, ach chan eil fios le cinnt dè cho luath. Tha an "
            "rannsachadh seo a' cunntadh nan dachaighean a tha fhathast a' buain ann an "
            "còig bailtean air taobh siar an eilein."
        ),  # fmt: skip
        h("2. Dòighean"),
        p(
            "Thadhail sinn air a h-uile dachaigh anns a' Chèitean agus san Ògmhios 2024. "
            "Tha dachaigh a' buain ma ghearr i mòine am bliadhna sin. Chaidh na bacan a "
            "chunntadh air a' mhòintich còmhla ris a' chlàrc-baile, agus chaidh làdan a "
            "chunntadh mar làdan tractar, chan ann mar chliabhan."
        ),  # fmt: skip
        t1,
        h("3. Toraidhean"),
        p(
            "Tha na bacan air a' mhòintich a' toirt barrachd làithean na na bacan sa "
            "bhaile (Clàr 2). Cha do dh'fhàs an obair na b' fhaide ach aig Bac 4, far an "
            "deach na làithean suas bho 11 gu 13."
        ),  # fmt: skip
        t2,
        figure(fa, "Dealbh 1.", CAP1, frac=0.7),
        p(
            "Ann an Siabost thuit na làdan gach bliadhna bho 2021, ach ann an Nis dh'èirich "
            "iad a-rithist ann an 2024 (Dealbh 1). Is e ola an teasachadh as cumanta, le "
            "mòine san dàrna àite (Dealbh 2)."
        ),  # fmt: skip
        figure(fb, "Dealbh 2.", CAP2, frac=0.7),
        h("4. Deasbad"),
        p(
            "Tha a' mhòine fhathast cudromach do cheathramh de na dachaighean. Cha do "
            "thomhais sinn cho fliuch 's a bha a' mhòine, agus cha do chunnt sinn an "
            "gualan a thèid a leigeil a-mach às na bacan."
        ),
        p(
            "Bu chòir an cunntas a dhèanamh a-rithist ann an còig bliadhna, agus bu chòir "
            "bailtean an taobh sear a chur ris."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [460, 300], "kind": "column", "cats": YEARS, "font": "Liberation Sans", "tick_pt": 11, "label_pt": 12,
            "y": {"min": 0, "max": 600, "major": 100}, "xtitle": "Bliadhna", "ytitle": "Làdan",
            "legend": "right",
            "series": [{"name": "Siabost", "values": CUT["Siabost"], "color": "#5B8DB8"},
                       {"name": "Nis", "values": CUT["Nis"], "color": "#8C564B"}]}  # fmt: skip
    return gnumeric(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [460, 280], "kind": "hbar", "cats": HEAT, "font": "Liberation Sans", "tick_pt": 11, "label_pt": 12,
            "y": {"min": 0, "max": 350, "major": 50}, "xtitle": "Teasachadh", "ytitle": "Dachaighean",
            "legend": None, "series": [{"name": "Dachaighean", "values": HEATN, "color": "#6A9955"}]}  # fmt: skip
    return gnumeric(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), LSANS, body=9.6, lead=12.8, cols=1,
                 margin=(58, 64, 60, 64), head="Buain na mònach ann an Leòdhas", foot="Duilleag {n}")  # fmt: skip
    return write_pydyf(work, lay, LSANS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout18/gd_mona.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 1), (2, 4), (3, 3), (4, 1), (5, 1), (5, 2)],
                "pydyf, Liberation Sans embedded (Type0/Identity-H with ToUnicode); fully ruled grid, two-line headers; a' buain (%) = households cutting / households, rounded; bold total row ('Iomlan').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 2), (2, 4), (4, 1), (5, 2), (5, 4)],
                "No rules or shading; italic row groups ('Bac sa bhaile', 'Bac air a' mhòintich'); two-level header ('Làithean buain' and 'Làdan' each over '2023' and '2024').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "grouped_bar",
                {"title": "Bliadhna", "log": False, "categories": YEARS},
                {"title": "Làdan", "log": False, "min": 0, "max": 600},
                list(CUT),
                pts("Siabost", YEARS, CUT["Siabost"], [0, 2, 3])
                + pts("Nis", YEARS, CUT["Nis"], [1, 2, 3]),
                "Gnumeric 1.12 (GOffice) grouped columns from an XlsxWriter workbook, two townships over four years; legend at the right; ssconvert --export-graphs PDF (cairo), stamped by pdfrw.",
                find="Làdan mòna a chaidh",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Teasachadh", "log": False, "categories": HEAT},
                {
                    "title": "Dachaighean",
                    "log": False,
                    "min": 0,
                    "max": 350,
                    "note": "Value axis, drawn horizontally at the top (Excel-style reversed category axis).",
                },
                ["Dachaighean"],
                pts("Dachaighean", HEAT, HEATN, [0, 1, 2, 3, 4]),
                "Gnumeric (GOffice) horizontal bars, one series, five kinds of heating top to bottom (category axis reversed), no legend; the bars add up to Table 1's households.",
                find="Prìomh dhòigh teasachaidh",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Eighteenth held-out set (blind): a Scottish Gaelic paper on peat cutting in Lewis written by pydyf with Liberation Sans embedded; a ruled grid with a computed column and a bold total row, a table without rules with italic row groups and a two-level header, Gnumeric (GOffice) grouped columns and horizontal bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-households-barvas",
            "table",
            "How many households are there in Barvas (Barabhas)?",
            "210 households (Table 1).",
            [["210"]],
            [T1_],
            ["140", "325"],
        ),
        q(
            "table-cutting-carloway",
            "table",
            "How many households in Carloway (Càrlabhagh) still cut peat?",
            "35 households.",
            [["35"]],
            [T1_],
            ["41", "42"],
        ),
        q(
            "table-banks-ness",
            "table",
            "How many peat banks were counted in Ness (Nis)?",
            "92 banks.",
            [["92"]],
            [T1_],
            ["77", "65"],
        ),
        q(
            "table-share-shawbost",
            "table",
            "What share of households in Shawbost (Siabost) cut peat?",
            "43 % (41 of 96 households).",
            [["43"]],
            [T1_],
            ["50", "30"],
        ),
        q(
            "table-total-cutting",
            "table",
            "How many households across the five townships cut peat in 2024?",
            "246 households (total row).",
            [["246"]],
            [T1_],
            ["327", "65"],
        ),
        q(
            "table-highest-share",
            "table",
            "Which township has the highest share of households cutting peat?",
            "Bragar (Bràgar), 50 %.",
            [["Bràgar", "Bragar"]],
            [T1_],
            ["Siabost"],
        ),
        q(
            "table-banks-minus-cutters",
            "table",
            "In Barvas, how many more peat banks are there than households that cut peat?",
            "14 more (77 banks, 63 households).",
            [["14"]],
            [T1_],
            ["27", "9"],
        ),
        q(
            "table-days-bank3-2024",
            "table",
            "How many days did cutting take at Bank 3 in 2024?",
            "10 days.",
            [["10"]],
            [T2_],
            ["12", "13"],
        ),
        q(
            "table-loads-bank4-2024",
            "table",
            "How many loads were carried home from Bank 4 in 2024?",
            "18 loads.",
            [["18"]],
            [T2_],
            ["15", "13"],
        ),
        q(
            "table-days-rose",
            "table",
            "At which bank did the cutting take longer in 2024 than in 2023?",
            "Bank 4 (11 to 13 days), on the moor.",
            [["Bac 4", "Bank 4"]],
            [T2_],
            ["Bac 3"],
        ),
        q(
            "table-loads-change-bank1",
            "table",
            "How did the loads from Bank 1 change between 2023 and 2024?",
            "They fell by one, from 14 to 13.",
            [["13"], ["14"]],
            [T2_],
            ["11", "16"],
        ),
        q(
            "figure-ness-2022",
            "figure",
            "According to Figure 1, how many loads were cut in Ness in 2022?",
            "About 498.",
            [[rng(485, 510)]],
            [F1],
            ["520", "455", "285"],
            note="Plotted 498 (Nis 2021 520, 2023 455; Siabost 2022 285).",
        ),
        q(
            "figure-shawbost-2024",
            "figure",
            "What does Figure 1 show for Shawbost's peat in 2024?",
            "About 262 loads.",
            [[rng(255, 268)]],
            [F1],
            ["270", "285"],
            note="Plotted 262 (Siabost 2023 270, 2022 285).",
        ),
        q(
            "figure-gap-2023",
            "figure",
            "How many more loads were cut in Ness than in Shawbost in 2023 (Figure 1)?",
            "About 185 (about 455 against 270).",
            [[rng(175, 195)]],
            [F1],
            ["208", "213", "210"],
            note="Plotted 455 and 270 in 2023: 185 (2024: 470 - 262 = 208; 2022: 498 - 285 = 213; 2021: 210).",
        ),
        q(
            "figure-oil-households",
            "figure",
            "How many households heat mainly with oil (Figure 2)?",
            "About 322.",
            [[rng(312, 332)]],
            [F2],
            ["246", "350"],
            note="Plotted 322 (peat 246).",
        ),
        q(
            "figure-fewest-heating",
            "figure",
            "Which kind of heating is the main one in the fewest households?",
            "Wood (Fiodh), about 64 households.",
            [["Fiodh", "wood"]],
            [F2],
            ["Pumpa-teas"],
            note="Values 322, 246, 125, 98, 64.",
        ),
        q(
            "figure-heat-pump",
            "figure",
            "About how many homes rely mainly on a heat pump according to Figure 2?",
            "About 98.",
            [[rng(92, 104)]],
            [F2],
            ["125", "64"],
            note="Plotted 98 (electricity 125, wood 64).",
        ),
        q(
            "text-visits",
            "text",
            "When were the households visited?",
            "In May and June 2024.",
            [["May", "Chèitean"]],
            [("text", "Ògmhios 2024")],
        ),
        q(
            "text-loads",
            "text",
            "How was a load of peat counted?",
            "As a tractor load, not as creels.",
            [["tractor", "tractar"]],
            [("text", "làdan tractar")],
        ),
        q(
            "ml-gd-nis",
            "multilingual",
            "Cia mheud dachaigh a th' ann an Nis?",
            "325 dachaigh.",
            [["325"]],
            [T1_],
            language="gd",
        ),
        q(
            "ml-cy-bank2",
            "multilingual",
            "Sawl diwrnod o dorri mawn oedd ym Mac 2 yn 2024?",
            "7 diwrnod.",
            [["7"]],
            [T2_],
            language="cy",
        ),
        q(
            "unanswerable-arnol",
            "unanswerable",
            "How many households in Arnol cut peat?",
            "Arnol is not among the five townships (Siabost, Càrlabhagh, Bràgar, Barabhas, Nis).",
        ),
        q(
            "unanswerable-2020",
            "unanswerable",
            "How many loads of peat were cut in Ness in 2020?",
            "Figure 1 starts in 2021.",
        ),
        q(
            "unanswerable-moisture",
            "unanswerable",
            "How wet was the peat when it was cut?",
            "The paper did not measure how wet the peat was.",
        ),
        q(
            "unanswerable-de-carbon",
            "unanswerable",
            "Wie viel Kohlenstoff setzen die Torfbänke frei?",
            "Das wurde nicht gemessen.",
            language="de",
        ),
    ]
