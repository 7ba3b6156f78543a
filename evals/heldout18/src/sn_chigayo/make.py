"""sn_chigayo: Shona paper on village grinding mills (five wards of Mutoko district, Zimbabwe,
2024: households, mills, households per mill, bags of maize ground; the milling price per bucket
and the days a mill stood idle in 2023 and 2024; bags ground per month at one ward; breakdowns
per month at two wards), laid out by heldout8's layouter in one column (DejaVu Sans metrics) and
written by heldout14's **pydyf** writer with **DejaVu Sans embedded**; the vector charts come
from **Gnumeric**'s GOffice (XlsxWriter workbook, ``ssconvert --export-graphs``), stamped by
pdfrw. Table 1 is **booktabs-style** with thousands commas, a computed column and a bold total
row; Table 2 is **zebra-shaded** with a **two-level header** and decimal points."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper18 import (  # noqa: E402
    GOLD,
    SANS,
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

TITLE = "Zvigayo zvemumaruwa: kukuya chibage muwadhi shanu dzeMutoko, 2024"
# ward, households, mills, bags ground
T1 = [
    ("Nyamuzuwe", 1320, 6, 15840),
    ("Kawere", 980, 7, 12740),
    ("Charewa", 1450, 5, 17400),
    ("Makosa", 760, 4, 8360),
    ("Chindenga", 1160, 8, 15400),
]
# ward, price 2023 (US$), price 2024, idle days 2023, idle days 2024
T2 = [("Nyamuzuwe", 1.00, 1.25, 34, 21), ("Kawere", 1.00, 1.00, 28, 30), ("Charewa", 0.75, 1.00, 45, 26),
      ("Makosa", 1.25, 1.50, 52, 40), ("Chindenga", 0.75, 1.00, 19, 17)]  # fmt: skip
MONTHS = ["Ndi", "Kuk", "Kur", "Kub", "Chv", "Chk", "Chn", "Nya"]
BAGS = [1150, 1020, 980, 1240, 1640, 1890, 1760, 1610]  # Charewa, January to August
BREAK = {"Makosa": [3, 2, 4, 1, 2, 5], "Kawere": [1, 1, 2, 3, 1, 2]}
CAP1 = (
    "Mabhegi echibage akakuyiwa mwedzi woga woga muwadhi yeCharewa, Ndira kusvika Nyamavhuvhu 2024."
)
CAP2 = (
    "Kangani zvigayo zvakaparara pamwedzi muwadhi yeMakosa neyeKawere, Ndira kusvika Chikumi 2024."
)


def c(n: int) -> str:
    return f"{n:,}"


def check_prose() -> None:
    hh, mills, bags = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (hh, mills, bags) == (5670, 30, 69740) and round(hh / mills) == 189
    per = {r[0]: r[1] / r[2] for r in T1}
    assert max(per, key=per.get) == "Charewa" and round(per["Charewa"]) == 290
    assert min(per, key=per.get) == "Kawere" and round(per["Kawere"]) == 140
    assert [r[0] for r in T2 if r[4] > r[3]] == ["Kawere"]
    assert max(range(8), key=lambda i: BAGS[i]) == 5 and min(range(8), key=lambda i: BAGS[i]) == 2
    assert sum(BREAK["Makosa"]) == 17 and sum(BREAK["Kawere"]) == 10


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [w, c(hh), str(m), str(round(hh / m)), c(b)] for w, hh, m, b in T1
    ]
    hh, m, b = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Pamwe chete", c(hh), str(m), str(round(hh / m)), c(b)])
    t1 = table("Tafura 1.", "Mhuri, zvigayo nemabhegi echibage akakuyiwa muwadhi shanu, 2024",
               [[("Wadhi", 1), ("Mhuri", 1), ("Zvigayo", 1), ("Mhuri pachigayo", 1), ("Mabhegi\nakakuyiwa", 1)]],
               rows, "booktabs", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [
        [w, f"{a:.2f}", f"{b:.2f}", str(d), str(e)] for w, a, b, d, e in T2
    ]
    t2 = table("Tafura 2.", "Mutengo wokukuya bhakiti rimwe nemazuva akamira chigayo",
               [[("", 1), ("Mutengo (US$)", 2), ("Mazuva akamira", 2)],
                [("Wadhi", 1), ("2023", 1), ("2024", 1), ("2023", 1), ("2024", 1)]],
               r2, "zebra", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Tendai Chiwara naRutendo Marufu",
            "Yunivhesiti yeZimbabwe, Harare",
            "Pfupiso.",
            "Muna 2024 mhuri 5,670 dzemuwadhi shanu dzeMutoko dzakashandisa zvigayo 30, "
            "kureva mhuri 189 pachigayo chimwe. Zvigayo zvakakuya mabhegi 69,740 echibage. "
            "MuCharewa chigayo chimwe chaishandirwa nemhuri 290, muKawere nemhuri 140 chete.",
        ),  # fmt: skip
        h("1. Sumo"),
        p(
            "Mumaruwa eZimbabwe vanhu vazhinji vanokuyisa chibage kuzvigayo zvinoshandisa "
            "dhiziri. Kana chigayo chaparara, vanhu vanofamba kure kana kutswa mumba. "
            "Tsvakurudzo iyi inoongorora kuti zvigayo zvakakwana here."
        ),  # fmt: skip
        h("2. Nzira dzatakashandisa"),
        p(
            "Takaverenga mhuri kubva pamazita ari kumadhorobha emawadhi. Mabhegi akakuyiwa "
            "akanyorwa nevaridzi vezvigayo mubhuku rezuva nezuva; bhegi rimwe nderemakirogiramu "
            "50. Zuva rinoverengwa serakamira kana chigayo chisina kukuya kana bhegi rimwe."
        ),  # fmt: skip
        t1,
        h("3. Zvakawanikwa"),
        p(
            "Charewa ine mhuri zhinji pachigayo, Kawere ine shoma (Tafura 1). Mazuva akamira "
            "zvigayo akadzikira muna 2024 kumawadhi ese kunze kweKawere (Tafura 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Mufananidzo 1.", CAP1, frac=0.72),
        p(
            "MuCharewa mabhegi akakuyiwa akawanda muna Chikumi, mushure mokukohwa, uye mashoma "
            "muna Kurume (Mufananidzo 1). Zvigayo zveMakosa zvakaparara kagumi nenomwe mumwedzi "
            "mitanhatu, zveKawere kagumi chete (Mufananidzo 2)."
        ),  # fmt: skip
        figure(fb, "Mufananidzo 2.", CAP2, frac=0.72),
        h("4. Hurukuro"),
        p(
            "Zvigayo zvinowedzerwa muCharewa zvingaderedza mitsetse. Hatina kuyera mutengo "
            "wedhiziri, uye hatina kubvunza vanhu kuti vanofamba chinhambwe chakadii."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [480, 290], "kind": "area", "cats": MONTHS, "font": "DejaVu Sans", "tick_pt": 10, "label_pt": 11,
            "y": {"min": 0, "max": 2000, "major": 250}, "xtitle": "Mwedzi", "ytitle": "Mabhegi", "legend": None,
            "series": [{"name": "Charewa", "values": BAGS, "color": "#A9D18E"}]}  # fmt: skip
    return gnumeric(work, "fig1", spec)


def fig2(work: Path) -> Path:
    months = MONTHS[:6]
    spec = {"size": [480, 290], "kind": "line", "cats": months, "font": "DejaVu Sans", "tick_pt": 10, "label_pt": 11,
            "y": {"min": 0, "max": 6, "major": 1}, "xtitle": "Mwedzi", "ytitle": "Kuparara", "legend": "right",
            "series": [{"name": "Makosa", "values": BREAK["Makosa"], "color": "#7030A0", "marker": "diamond"},
                       {"name": "Kawere", "values": BREAK["Kawere"], "color": "#00B0F0", "marker": "circle",
                        "open": True, "dash": "dash"}]}  # fmt: skip
    return gnumeric(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SANS, body=9.4, lead=12.6, cols=1,
                 margin=(58, 64, 60, 64), head="Zvigayo zvemumaruwa eMutoko", foot="Peji {n}")  # fmt: skip
    return write_pydyf(work, lay, SANS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout18/sn_chigayo.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 4), (1, 2), (2, 3), (3, 1), (4, 4), (5, 1), (5, 4)],
                "pydyf, DejaVu Sans embedded (Type0/Identity-H with ToUnicode); booktabs-style, thousands commas (15,840); mhuri pachigayo = households / mills, rounded; bold total row ('Pamwe chete').",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 4), (2, 3), (3, 2), (4, 4)],
                "Zebra shading, no rules; two-level header ('Mutengo (US$)' and 'Mazuva akamira' each over '2023' and '2024'); prices with two decimals.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "area",
                {"title": "Mwedzi", "log": False, "categories": MONTHS},
                {"title": "Mabhegi", "log": False, "min": 0, "max": 2000},
                ["Charewa"],
                pts("Charewa", MONTHS, BAGS, [0, 2, 4, 5, 7]),
                "Gnumeric 1.12 (GOffice) filled area, one series over eight months (abbreviated Shona month names), no legend; XlsxWriter workbook, ssconvert --export-graphs PDF (cairo), stamped by pdfrw.",
                find="Mabhegi echibage akakuyiwa",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "Mwedzi", "log": False, "categories": MONTHS[:6]},
                {"title": "Kuparara", "log": False, "min": 0, "max": 6},
                list(BREAK),
                pts("Makosa", MONTHS[:6], BREAK["Makosa"], [2, 5])
                + pts("Kawere", MONTHS[:6], BREAK["Kawere"], [3, 4]),
                "Gnumeric (GOffice) lines with markers: Makosa solid with diamonds, Kawere dashed with open circles; legend at the right.",
                find="Kangani zvigayo zvakaparara",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Eighteenth held-out set (blind): a Shona paper on village grinding mills written by pydyf with DejaVu Sans embedded; a booktabs table with thousands commas, a computed column and a bold total row, a zebra table with a two-level header, a Gnumeric (GOffice) filled area and lines with markers.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-households-kawere",
            "table",
            "How many households are there in Kawere ward?",
            "980 households (Table 1).",
            [["980"]],
            [T1_],
            ["760", "1,160"],
        ),
        q(
            "table-mills-chindenga",
            "table",
            "How many grinding mills does Chindenga have?",
            "8 mills.",
            [["8"]],
            [T1_],
            ["7", "5"],
        ),
        q(
            "table-bags-nyamuzuwe",
            "table",
            "How many bags of maize were ground in Nyamuzuwe in 2024?",
            "15,840 bags.",
            [["15,840", "15840", "15 840"]],
            [T1_],
            ["15,400", "17,400"],
        ),
        q(
            "table-per-mill-makosa",
            "table",
            "How many households share one mill in Makosa?",
            "190 households per mill (760 households, 4 mills).",
            [["190"]],
            [T1_],
            ["220", "145"],
        ),
        q(
            "table-total-bags",
            "table",
            "How many bags of maize did the mills in the five wards grind altogether?",
            "69,740 bags (total row).",
            [["69,740", "69740", "69 740"]],
            [T1_],
            ["17,400"],
        ),
        q(
            "table-most-per-mill",
            "table",
            "In which ward does a mill serve the most households?",
            "Charewa, 290 households per mill.",
            [["Charewa"]],
            [T1_],
            ["Nyamuzuwe"],
        ),
        q(
            "table-bags-diff",
            "table",
            "How many more bags were ground in Charewa than in Kawere?",
            "4,660 more (17,400 against 12,740).",
            [["4,660", "4660", "4 660"]],
            [T1_],
            ["2,000", "1,560"],
        ),
        q(
            "table-price-makosa-2024",
            "table",
            "What did it cost to grind one bucket in Makosa in 2024?",
            "US$1.50.",
            [["1.50"]],
            [T2_],
            ["1.25", "1.00"],
        ),
        q(
            "table-idle-charewa-2024",
            "table",
            "For how many days did Charewa's mills stand idle in 2024?",
            "26 days.",
            [["26"]],
            [T2_],
            ["45", "21"],
        ),
        q(
            "table-idle-rose",
            "table",
            "In which ward did the mills stand idle for more days in 2024 than in 2023?",
            "Kawere (28 to 30 days).",
            [["Kawere"]],
            [T2_],
            ["Chindenga"],
        ),
        q(
            "table-idle-fall-charewa",
            "table",
            "By how many days did idle time fall in Charewa from 2023 to 2024?",
            "By 19 days (45 to 26).",
            [["19"]],
            [T2_],
            ["13", "12"],
        ),
        q(
            "figure-bags-june",
            "figure",
            "How many bags were ground in Charewa in June (Figure 1)?",
            "About 1,890.",
            [[rng(1840, 1940)]],
            [F1],
            ["1,760", "1,640"],
            note="Plotted 1890 (July 1760, May 1640).",
        ),
        q(
            "figure-bags-january",
            "figure",
            "What does Figure 1 show for January?",
            "About 1,150 bags.",
            [[rng(1100, 1200)]],
            [F1],
            ["1,020", "1,240"],
            note="Plotted 1150 (February 1020, April 1240).",
        ),
        q(
            "figure-bags-lowest",
            "figure",
            "In which month were the fewest bags ground in Charewa?",
            "March (Kurume), about 980.",
            [["March", "Kur", "Kurume"]],
            [F1],
            None,
            note="1150, 1020, 980, 1240, 1640, 1890, 1760, 1610.",
        ),
        q(
            "figure-bags-rise",
            "figure",
            "By how much did the bags ground in Charewa rise from April to May?",
            "About 400 (about 1,240 to 1,640).",
            [[rng(360, 440)]],
            [F1],
            ["260", "250"],
            note="Plotted 1240 and 1640: 400 (March to April 260; May to June 250).",
        ),
        q(
            "figure-makosa-march",
            "figure",
            "How many breakdowns did the Makosa mills have in March (Figure 2)?",
            "About 4.",
            [[rng(3.6, 4.4), "four"]],
            [F2],
            ["2", "5"],
            note="Plotted 4 (Makosa February 2, June 5; Kawere March 2).",
        ),
        q(
            "figure-gap-june",
            "figure",
            "In June, how many more breakdowns were there in Makosa than in Kawere?",
            "About 3 (5 against 2).",
            [[rng(2.6, 3.4), "three"]],
            [F2],
            ["1"],
            note="Plotted 5 and 2 in June: 3 (March 4 - 2 = 2; May 2 - 1 = 1).",
        ),
        q(
            "text-bag",
            "text",
            "How heavy is one bag of maize in this study?",
            "50 kilograms.",
            [["50"]],
            [("text", "makirogiramu")],
        ),
        q(
            "text-idle",
            "text",
            "When does a day count as an idle day for a mill?",
            "When the mill ground not even one bag.",
            [["one bag", "bhegi rimwe"]],
            [("text", "kana bhegi rimwe")],
        ),
        q(
            "ml-sn-charewa",
            "multilingual",
            "Zvigayo zvingani zviri muwadhi yeCharewa?",
            "Zvigayo 5.",
            [["5", "shanu"]],
            [T1_],
            language="sn",
        ),
        q(
            "ml-zu-price",
            "multilingual",
            "Bekubiza malini ukugaya ibhakede elilodwa eNyamuzuwe ngo-2023?",
            "US$1.00.",
            [["1.00"]],
            [T2_],
            language="zu",
        ),
        q(
            "unanswerable-nyamakope",
            "unanswerable",
            "How many mills are there in Nyamakope ward?",
            "Nyamakope is not among the five wards in the paper.",
        ),
        q(
            "unanswerable-2022-price",
            "unanswerable",
            "What did it cost to grind a bucket in Kawere in 2022?",
            "Table 2 gives 2023 and 2024 only.",
        ),
        q(
            "unanswerable-diesel",
            "unanswerable",
            "How much did the mill owners pay for diesel?",
            "The price of diesel was not measured.",
        ),
        q(
            "unanswerable-pl-distance",
            "unanswerable",
            "Jak daleko ludzie z Makosy chodzą do młyna?",
            "Nie pytano o odległość do młyna.",
            language="pl",
        ),
    ]
