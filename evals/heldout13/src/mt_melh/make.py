"""mt_melh: Maltese paper on traditional sea-salt production (six salt pans in Gozo and Malta,
season 2024), laid out by ``layout9`` in **two columns** under a full-width title block (DejaVu
Serif metrics) and drawn by **iText 2.1.7** (Java, the com.lowagie line that heldout8's iText 5
grew out of; Debian's libitext-java: DejaVu Serif embedded as Identity-H subsets through
``BaseFont.createFont``, ``PdfContentByte`` text, lines and fills); heldout10's pdfrw stamp
draws the charts. Both charts are **GMT** 6 (the Generic Mapping Tools) PostScript in Helvetica
with the ISO-8859-3 encoding (Maltese ħ, ġ, ċ, ż), made PDFs by GMT's psconvert (Ghostscript):
Figure 1 **lines with symbols** (two salt pans over the days of a brine cycle, legend box top
left); Figure 2 **bars** (one series over six years, no legend). Table 1 is a **fully ruled
grid** with **italic row groups** (``Għawdex`` / ``Malta``) and thousands commas (``14,500``);
Table 2 **booktabs-style** with a **bold total row** (``Total``). Decimal points (Maltese
usage)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper13 import (  # noqa: E402
    GOLD,
    SERIF,
    fig_truth,
    figure,
    gmt,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_itext2,
)  # fmt: skip

# site, area (m2), salt (t), yield (kg/m2), harvest days; by island
T1 = {
    "Għawdex": [("Xwejni", 14_500, 52.2, 3.6, 38), ("Qbajjar", 6_800, 23.1, 3.4, 31),
                ("Marsalforn", 3_200, 9.6, 3.0, 27)],
    "Malta": [("Is-Salina", 9_400, 24.4, 2.6, 29), ("Għar Lapsi", 1_200, 3.5, 2.9, 22),
              ("Delimara", 2_600, 7.0, 2.7, 24)],
}  # fmt: skip
# Xwejni by month: evaporation (mm), rain (mm), salt (t)
T2 = [("Mejju", 182, 6, 5.8), ("Ġunju", 221, 2, 11.4), ("Lulju", 248, 0, 14.6),
      ("Awwissu", 229, 4, 13.2), ("Settembru", 164, 31, 7.2)]  # fmt: skip
TOTAL = (1044, 43, 52.2)
DAYS = [0, 2, 4, 6, 8, 10, 12]
SAL = {"Xwejni": [38, 70, 112, 165, 224, 281, 315], "Is-Salina": [38, 58, 86, 122, 168, 215, 262]}
YEARS = ["2019", "2020", "2021", "2022", "2023", "2024"]
PROD = [41.0, 47.5, 39.8, 50.6, 44.3, 52.2]
CAP1 = "Is-salinità tal-ilma mielaħ matul ċiklu wieħed ta' evaporazzjoni f'Xwejni u fis-Salina (Lulju 2024)."
CAP2 = "Il-melħ miġbur kull sena fis-salini ta' Xwejni, 2019–2024."


def check_prose() -> None:
    for rows in T1.values():
        for _s, area, salt, yld, _d in rows:
            assert round(salt * 1000 / area, 1) == yld
    assert tuple(round(sum(r[k] for r in T2), 1) for k in (1, 2, 3)) == TOTAL
    assert TOTAL[2] == T1["Għawdex"][0][2] == PROD[-1] == max(PROD)
    allrows = [r for rows in T1.values() for r in rows]
    assert max(allrows, key=lambda r: r[2])[0] == "Xwejni" and max(r[3] for r in allrows) == 3.6
    assert min(r[3] for r in T1["Għawdex"]) > max(r[3] for r in T1["Malta"])
    assert max(T2, key=lambda r: r[3])[0] == "Lulju"


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = []
    for island, sites in T1.items():
        rows.append(island)
        rows += [[s, f"{a:,}", f"{t:.1f}", f"{y:.1f}", str(d)] for s, a, t, y, d in sites]
    t1 = table("Tabella 1.", "Is-salini studjati u l-melħ miġbur fl-istaġun tal-2024",
               [[("Sit", 1), ("Erja\n(m²)", 1), ("Melħ\n(t)", 1), ("Rendiment\n(kg/m²)", 1),
                 ("Ġranet\nta' ħsad", 1)]], rows, "grid", z=8)  # fmt: skip
    t2 = table("Tabella 2.", "L-evaporazzjoni, ix-xita u l-melħ miġbur kull xahar f'Xwejni, 2024",
               [[("Xahar", 1), ("Evaporazzjoni\n(mm)", 1), ("Xita\n(mm)", 1), ("Melħ\n(t)", 1)]],
               [[m, str(e), str(r), f"{s:.1f}"] for m, e, r, s in T2]
               + [["Total", f"{TOTAL[0]:,}", str(TOTAL[1]), f"{TOTAL[2]:.1f}"]],
               "booktabs", z=8, bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Il-produzzjoni tal-melħ fis-salini tradizzjonali ta' Għawdex u Malta fl-2024",
            "Marija Camilleri, Ġorġ Borg u Rita Farrugia",
            "Università ta' Malta, Fakultà tax-Xjenza, L-Imsida",
            "Sommarju.",
            "Kejjilna l-erja u l-melħ miġbur f'sitt salini fuq il-kosta ta' Għawdex u Malta matul "
            "l-istaġun tal-2024. Is-salini ta' Xwejni pproduċew l-akbar kwantità ta' melħ (52.2 "
            "tunnellata) u kellhom l-ogħla rendiment (3.6 kg/m²). F'Xwejni, Lulju kien l-aqwa xahar, "
            "b'14.6 tunnellata.",
        ),  # fmt: skip
        h("1. Introduzzjoni"),
        p(
            "Il-ġbir tal-melħ mill-baħar huwa tradizzjoni antika fil-gżejjer Maltin. L-ilma baħar "
            "jiddaħħal f'ħwat baxxi mħaffra fil-blat tal-kosta, u x-xemx u r-riħ jevaporawh sakemm "
            "jibqa' l-melħ biss. F'dan l-istudju qabbilna s-salini ta' Għawdex ma' dawk ta' Malta."
        ),  # fmt: skip
        h("2. Metodi"),
        p(
            "Fis-sitt salini kejjilna l-erja tal-ħwat bi GPS differenzjali. Is-salinità tal-ilma "
            "mielaħ tkejlet kuljum b'refrattometru, u l-melħ miġbur intiżen fuq miżien tal-pjattaforma. "
            "L-evaporazzjoni tkejlet b'taġen tal-klassi A fis-sit ta' Xwejni. L-istaġun tal-ħsad dam "
            "minn Mejju sa Settembru."
        ),  # fmt: skip
        t1,
        h("3. Riżultati"),
        p(
            "Is-salini ta' Għawdex kellhom rendiment ogħla minn dawk ta' Malta (Tabella 1). Xwejni "
            "pproduċiet 52.2 tunnellata fl-istaġun kollu, u l-evaporazzjoni totali kienet ta' 1,044 mm "
            "(Tabella 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figura 1.", CAP1, frac=1.0),
        p(
            "Is-salinità laħqet il-punt tas-saturazzjoni aktar malajr f'Xwejni milli fis-Salina "
            "(Figura 1). Il-produzzjoni f'Xwejni kienet l-ogħla fl-2024 (Figura 2)."
        ),  # fmt: skip
        figure(fb, "Figura 2.", CAP2, frac=1.0),
        h("4. Diskussjoni"),
        p(
            "Il-familji ta' Xwejni jaħdmu l-ħwat bl-idejn, kif għamlu għal aktar minn 150 sena, "
            "filwaqt li ħafna mis-salini ta' Malta huma proprjetà pubblika u xi wħud minnhom ma "
            "jinħadmux kull sena. Ir-riħ tal-majjistral fuq il-kosta ta' Għawdex jgħin l-evaporazzjoni. Ma analizzajniex "
            "il-kontenut ta' jodju u ta' mikroplastiks fil-melħ, u ma kejjilniex id-dħul tal-bejjiegħa."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    rows = "\n".join(
        f"{d} {a} {b}" for d, a, b in zip(DAYS, SAL["Xwejni"], SAL["Is-Salina"], strict=True)
    )
    script = f"""cat > sal.txt <<'EOF2'
{rows}
EOF2
gmt basemap -R-0.5/12.5/0/350 -JX12c/7c -Bxa2+l"Jum taċ-ċiklu" -Bya50f25+l"Salinità (g/L)" -BWSne
gmt plot sal.txt -i0,1 -W1.4p,black
gmt plot sal.txt -i0,1 -Sc0.22c -Gblack -l"Xwejni"
gmt plot sal.txt -i0,2 -W1.4p,red,- 
gmt plot sal.txt -i0,2 -Ss0.24c -Gwhite -W0.8p,red -l"Is-Salina"
gmt legend -DjTL+o0.3c -F+p0.5p+gwhite"""
    return gmt(work, "fig1", script, "ISO-8859-3")


def fig2(work: Path) -> Path:
    rows = "\n".join(f"{y} {v}" for y, v in zip(YEARS, PROD, strict=True))
    script = f"""cat > prod.txt <<'EOF2'
{rows}
EOF2
gmt basemap -R2018.4/2024.6/0/60 -JX12c/6.5c -Bxa1+l"Sena" -Bya10+l"Melħ miġbur (t)" -BWSne
gmt plot prod.txt -Sb0.6c+b0 -G120/140/160 -W0.5p,black"""
    return gmt(work, "fig2", script, "ISO-8859-3")


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SERIF, body=9.6, lead=12.8, cols=2, margin=(60, 50, 62, 50),
                 head="Il-melħ tas-salini ta' Għawdex u Malta", foot="Paġna {n}")  # fmt: skip
    return write_itext2(
        work,
        lay,
        SERIF,
        "Il-produzzjoni tal-melħ fis-salini tradizzjonali ta' Għawdex u Malta fl-2024",
    )


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout13/mt_melh.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(1, 1), (2, 2), (3, 4), (5, 3), (6, 1), (7, 2), (1, 3)],
                "iText 2.1.7, DejaVu Serif Identity-H subsets; fully ruled grid, italic row groups ('Għawdex', 'Malta'), two-line headers, thousands commas (14,500).",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 3), (2, 1), (4, 2), (5, 1), (5, 3)],
                "Booktabs-style; bold total row ('Total': sums, 1,044 with a thousands comma).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Jum taċ-ċiklu", "log": False, "min": -0.5, "max": 12.5},
                {"title": "Salinità (g/L)", "log": False, "min": 0, "max": 350},
                list(SAL),
                pts("Xwejni", DAYS, SAL["Xwejni"], [2, 4, 6])
                + pts("Is-Salina", DAYS, SAL["Is-Salina"], [1, 3, 6]),
                "GMT 6 PostScript (Helvetica, ISO-8859-3) made a PDF by psconvert/Ghostscript; Xwejni solid black with filled circles, Is-Salina dashed red with open squares; legend box top left.",
                find="Is-salinità tal-ilma mielaħ",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Sena", "log": False, "categories": YEARS},
                {"title": "Melħ miġbur (t)", "log": False, "min": 0, "max": 60},
                [],
                pts(None, YEARS, PROD, [0, 2, 3, 5]),
                "GMT 6 bars (plot -Sb), one series, no legend, no value labels; years on a numeric axis with one tick per year.",
                find="Il-melħ miġbur kull sena",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Il-produzzjoni tal-melħ fis-salini tradizzjonali ta' Għawdex u Malta fl-2024",
    "description": "Thirteenth held-out set (blind): a Maltese paper on sea-salt production drawn by iText 2.1.7 (Java) from a two-column display list, charts stamped by pdfrw; a ruled table with italic row groups and thousands commas, a booktabs table with a bold total row, GMT lines and bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-area-xwejni",
            "table",
            "How large is the area of the Xwejni salt pans?",
            "14,500 m² (Table 1).",
            [["14,500", "14500", "14 500"]],
            [T1_],
            ["6,800", "9,400"],
        ),
        q(
            "table-salt-qbajjar",
            "table",
            "How much salt was harvested at Qbajjar in 2024?",
            "23.1 tonnes (Table 1).",
            [["23.1"]],
            [T1_],
            ["24.4", "9.6"],
        ),
        q(
            "table-days-marsalforn",
            "table",
            "On how many days was salt harvested at Marsalforn?",
            "27 days (Table 1).",
            [["27"]],
            [T1_],
            ["31", "24", "22"],
        ),
        q(
            "table-yield-ghar-lapsi",
            "table",
            "What salt yield per square metre did Għar Lapsi achieve?",
            "2.9 kg/m² (Table 1).",
            [["2.9"]],
            [T1_],
            ["2.7", "2.6", "3.4"],
        ),
        q(
            "table-area-salina",
            "table",
            "What is the area of the Salina pans on Malta?",
            "9,400 m² (Table 1).",
            [["9,400", "9400", "9 400"]],
            [T1_],
            ["14,500", "2,600"],
        ),
        q(
            "table-malta-lowest-yield",
            "table",
            "Which of the salt pans on Malta had the lowest yield per square metre?",
            "Is-Salina, 2.6 kg/m².",
            [["Salina"], ["2.6"]],
            [T1_],
            ["3.2"],
        ),
        q(
            "table-gozo-total",
            "table",
            "How much salt did the three Gozo salt pans produce together?",
            "84.9 tonnes (52.2 + 23.1 + 9.6).",
            [["84.9"]],
            [T1_],
            ["34.9", "35.9"],
        ),
        q(
            "table-evap-july",
            "table",
            "How much water evaporated at Xwejni in July?",
            "248 mm (Table 2).",
            [["248"]],
            [T2_],
            ["229", "221"],
        ),
        q(
            "table-rain-september",
            "table",
            "How much rain fell at Xwejni in September?",
            "31 mm (Table 2).",
            [["31"]],
            [T2_],
            ["43", "6"],
        ),
        q(
            "table-evap-total",
            "table",
            "What was the total evaporation at Xwejni over the 2024 season?",
            "1,044 mm (Table 2, total row).",
            [["1,044", "1044", "1 044"]],
            [T2_],
            ["248", "43"],
        ),
        q(
            "table-salt-june-august",
            "table",
            "How much more salt was collected at Xwejni in August than in June?",
            "1.8 t more (13.2 against 11.4 t).",
            [["1.8"]],
            [T2_],
            ["14.6", "7.2"],
        ),
        q(
            "figure-xwejni-day4",
            "figure",
            "In Figure 1, what was the brine salinity at Xwejni on day 4 of the cycle?",
            "About 112 g/L.",
            [[rng(100, 124)]],
            [F1],
            ["86", "165"],
            note="Plotted 112 (Is-Salina 86).",
        ),
        q(
            "figure-salina-day12",
            "figure",
            "What salinity does Figure 1 show for Is-Salina at the end of the cycle (day 12)?",
            "About 262 g/L.",
            [[rng(245, 280)]],
            [F1],
            ["315", "215"],
            note="Plotted 262 (Xwejni 315).",
        ),
        q(
            "figure-gap-day8",
            "figure",
            "On day 8, how much saltier was the brine at Xwejni than at Is-Salina in Figure 1?",
            "About 56 g/L (224 against 168).",
            [[rng(40, 72)]],
            [F1],
            ["112"],
            note="Plotted 224 and 168.",
        ),
        q(
            "figure-prod-2021",
            "figure",
            "How much salt was collected at Xwejni in 2021 according to Figure 2?",
            "About 40 tonnes (39.8).",
            [[rng(37, 43)]],
            [F2],
            ["50.6", "47.5"],
            note="Plotted 39.8.",
        ),
        q(
            "figure-prod-2022",
            "figure",
            "What harvest does Figure 2 show for 2022?",
            "About 51 tonnes (50.6).",
            [[rng(48, 53.5)]],
            [F2],
            ["44.3", "41.0"],
            note="Plotted 50.6 (2023: 44.3).",
        ),
        q(
            "figure-prod-lowest",
            "figure",
            "In which year was the Xwejni harvest lowest in Figure 2, and how much was it?",
            "2021, about 40 tonnes.",
            [["2021"], [rng(37, 43)]],
            [F2],
            ["2019", "2023"],
            note="Plotted 39.8.",
        ),
        q(
            "text-salinity-instrument",
            "text",
            "How was the salinity of the brine measured?",
            "Daily, with a refractometer.",
            [["refrattometru", "refractometer"]],
            [("text", "b'refrattometru")],
        ),
        q(
            "text-evaporation-pan",
            "text",
            "How was evaporation measured at Xwejni?",
            "With a class A evaporation pan at the Xwejni site.",
            [["klassi A", "class A", "Class A"]],
            [("text", "taġen tal-klassi A")],
        ),
        q(
            "ml-mt-area",
            "multilingual",
            "Kif tkejlet l-erja tal-ħwat?",
            "Bi GPS differenzjali.",
            [["GPS"]],
            [("text", "bi GPS differenzjali")],
            language="mt",
        ),
        q(
            "ml-pt-season",
            "multilingual",
            "Em que meses decorreu a época de colheita do sal?",
            "De maio a setembro (Mejju sa Settembru).",
            [["Mejju", "maio", "May"], ["Settembru", "setembro", "September"]],
            [("text", "minn Mejju sa Settembru")],
            language="pt",
        ),
        q(
            "unanswerable-iodine",
            "unanswerable",
            "How much iodine does the salt from Xwejni contain?",
            "Iodine and microplastics were not analysed.",
        ),
        q(
            "unanswerable-income",
            "unanswerable",
            "How much do the salt sellers at Xwejni earn in a season?",
            "The sellers' income was not measured.",
        ),
        q(
            "unanswerable-hondoq",
            "unanswerable",
            "How much salt did the pans at Ħondoq ir-Rummien produce in 2024?",
            "Ħondoq ir-Rummien is not among the six salt pans studied.",
        ),
        q(
            "unanswerable-it-2018",
            "unanswerable",
            "Quanto sale è stato raccolto a Xwejni nel 2018?",
            "La Figura 2 comincia dal 2019; il 2018 non è riportato.",
            language="it",
        ),
    ]
