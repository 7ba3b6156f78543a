"""en_eelgrass: English marine-ecology paper (survival, growth and sediment carbon of transplanted
eelgrass, Zostera marina, at five sites in Plymouth Sound and the Fal estuary, 2024-2025), laid
out by ``layout9`` in one column (base-14 Times metrics) and written by **Horde_Pdf** (Horde's
PHP port of FPDF, ``writers15.php``: core Times-Roman/Bold/Italic, WinAnsiEncoding, not
embedded); the vector charts are stamped by heldout10's pdfrw stamp. Figure 1 is an
**svg.charts line chart** (three sites over six months, key at the right); Figure 2 is
**svg.charts grouped bars** (``VerticalBar``, two years side by side over five sites). Table 1
is a **fully ruled grid** with thousands commas and a **bold total row**; Table 2 is
**booktabs-style** with **italic row groups** and a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper15 import (  # noqa: E402
    GOLD,
    TIMES,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    svg_ticks,
    svgcharts,
    table,
    table_truth,
    title,
    write_horde,
)  # fmt: skip

FONTS = {"R": ["times", ""], "B": ["times", "B"], "I": ["times", "I"]}
TITLE = "Survival, growth and sediment carbon of transplanted eelgrass at five sites in south-west England"
# site, method, plots, shoots planted, shoots alive in September 2025
T1 = [
    ("Cawsand Bay", "Seed bags", 12, 4800, 1632),
    ("Jennycliff", "Seed bags", 10, 4000, 1140),
    ("Drake's Island", "Shoot bundles", 8, 2560, 1536),
    ("Mylor", "Shoot bundles", 9, 2880, 1987),
    ("St Just", "Hessian mats", 6, 1920, 1248),
]
# group: site, depth (m below chart datum), organic carbon 2024, 2025 (%), light at canopy (% of surface)
T2 = {
    "Plymouth Sound": [("Cawsand Bay", 2.1, 0.62, 0.71, 31), ("Jennycliff", 3.4, 0.55, 0.58, 18),
                       ("Drake's Island", 1.8, 0.74, 0.89, 36)],
    "Fal estuary": [("Mylor", 1.5, 0.91, 1.12, 40), ("St Just", 2.6, 0.83, 0.97, 27)],
}  # fmt: skip
MONTHS = ["May", "Jun", "Jul", "Aug", "Sep", "Oct"]
DENS = {
    "Mylor": [62, 88, 121, 143, 150, 131],
    "Drake's Island": [55, 79, 104, 118, 126, 112],
    "Jennycliff": [31, 38, 46, 41, 35, 29],
}
SITES = ["Cawsand", "Jennycliff", "Drake's Is.", "Mylor", "St Just"]
LEAF = {"2024": [18.5, 14.0, 22.5, 26.0, 21.0], "2025": [24.0, 16.5, 29.5, 34.0, 27.5]}
CAP1 = "Shoot density in the transplanted plots at three sites through the 2025 growing season."
CAP2 = "Mean leaf length of the transplanted shoots in September 2024 and September 2025."


def surv(planted: int, alive: int) -> str:
    return f"{alive / planted * 100:.1f}"


def th(n: int) -> str:
    return f"{n:,}"


def check_prose() -> None:
    planted, alive = sum(r[3] for r in T1), sum(r[4] for r in T1)
    assert (planted, alive, sum(r[2] for r in T1)) == (16160, 7543, 45)
    assert surv(planted, alive) == "46.7"
    s = {r[0]: float(surv(r[3], r[4])) for r in T1}
    assert max(s, key=s.get) == "Mylor" and s["Mylor"] == 69.0
    assert all(s[a] < s[b] for a in ("Cawsand Bay", "Jennycliff") for b in s
               if b not in ("Cawsand Bay", "Jennycliff"))  # seed bags lowest  # fmt: skip
    rows = [r for rs in T2.values() for r in rs]
    assert max(rows, key=lambda r: r[1])[0] == "Jennycliff" == min(rows, key=lambda r: r[4])[0]
    assert all(r[3] > r[2] for r in rows)  # carbon rose at every site
    assert [MONTHS[v.index(max(v))] for v in DENS.values()] == ["Sep", "Sep", "Jul"]
    assert all(b > a for a, b in zip(LEAF["2024"], LEAF["2025"], strict=True))
    assert round(LEAF["2025"][3] - LEAF["2024"][3], 1) == 8.0


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [
        [s, m, str(n), th(pl), th(al), surv(pl, al)] for s, m, n, pl, al in T1
    ]
    planted, alive = sum(r[3] for r in T1), sum(r[4] for r in T1)
    rows.append(
        ["Total", "", str(sum(r[2] for r in T1)), th(planted), th(alive), surv(planted, alive)]
    )
    t1 = table("Table 1.", "Planting effort and survival of the transplants, June 2024 to September 2025",
               [[("Site", 1), ("Method", 1), ("Plots", 1), ("Shoots\nplanted", 1),
                 ("Alive\nSept. 2025", 1), ("Survival\n(%)", 1)]],
               rows, "grid", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = []
    for grp, rs in T2.items():
        r2.append(grp)
        r2 += [[s, f"{d:.1f}", f"{a:.2f}", f"{b:.2f}", str(li)] for s, d, a, b, li in rs]
    t2 = table("Table 2.", "Depth, sediment organic carbon and light at the canopy of the five sites",
               [[("", 1), ("", 1), ("Organic carbon (%)", 2), ("", 1)],
                [("Site", 1), ("Depth (m)", 1), ("2024", 1), ("2025", 1), ("Light (%)", 1)]],
               r2, "booktabs", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Rhiannon Treloar, Samuel Okafor and Imogen Pascoe",
            "Marine Biology and Ecology Research Centre, University of Plymouth, United Kingdom",
            "Abstract.",
            "We planted 16,160 eelgrass shoots or seeds in 45 plots at five sites in 2024 and "
            "counted the survivors in September 2025. Overall survival was 46.7 %, from 28.5 % at "
            "Jennycliff to 69.0 % at Mylor. Plots planted as shoot bundles or on hessian mats "
            "survived better than seed bags, and sediment organic carbon rose at all five sites.",
        ),  # fmt: skip
        h("1. Introduction"),
        p(
            "England has lost most of its seagrass meadows over the last century. Restoration "
            "projects now plant eelgrass from seed and from adult shoots, but side-by-side "
            "comparisons of the planting methods in the same waters are rare."
        ),  # fmt: skip
        h("2. Sites and methods"),
        p(
            "Three sites lie in Plymouth Sound and two in the Fal estuary in Cornwall. Seeds were "
            "collected from donor meadows in the Isles of Scilly and sown in hessian seed bags; "
            "shoot bundles were tied to bamboo skewers; mats were pre-planted in the nursery. "
            "Divers counted shoots in 0.25 m² quadrats each month, and light at the canopy was "
            "logged with HOBO Pendant MX2202 loggers every 15 minutes."
        ),  # fmt: skip
        t1,
        h("3. Results"),
        p(
            "Survival was highest at Mylor and lowest at Jennycliff, the deepest and darkest site "
            "(Tables 1 and 2). Both seed-bag sites survived worse than every site planted with "
            "shoots. Sediment organic carbon was higher in 2025 than in 2024 at every site."
        ),  # fmt: skip
        t2,
        figure(fa, "Figure 1.", CAP1, frac=0.7),
        p(
            "Density peaked in September at Mylor and Drake's Island but in July at Jennycliff, "
            "where it fell again through the autumn (Figure 1). Leaves were longer in 2025 than in "
            "2024 at all five sites; the largest gain, 8.0 cm, was at Mylor (Figure 2)."
        ),  # fmt: skip
        figure(fb, "Figure 2.", CAP2, frac=0.62),
        h("4. Discussion"),
        p(
            "Planting adult shoots costs more diver time but gave roughly twice the survival of "
            "seed bags. We did not assess the genetic diversity of the transplants, and fish use "
            "of the new meadows was not surveyed."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [720, 420], "kind": "line", "cats": MONTHS, "y": {"min": 20, "step": 20, "integers": True},
            "xtitle": "Month (2025)", "ytitle": "Shoots per m²",
            "series": [{"name": k, "values": v} for k, v in DENS.items()]}  # fmt: skip
    return svgcharts(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [680, 400], "kind": "bar", "cats": SITES, "y": {"min": 0, "step": 5, "integers": True},
            "xtitle": "Site", "ytitle": "Mean leaf length (cm)",
            "series": [{"name": k, "values": v} for k, v in LEAF.items()]}  # fmt: skip
    return svgcharts(work, "fig2", spec)


_WORK: dict[str, Path] = {}


def build(work: Path) -> Path:
    check_prose()
    _WORK["w"] = work
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: TIMES[k] for k in "RBI"}, body=10.0, lead=13.0, cols=1,
                 margin=(62, 64, 62, 64), head="Eelgrass transplants in south-west England", foot="{n}")  # fmt: skip
    return write_horde(work, lay, FONTS, TITLE)


def _yrange(name: str) -> tuple[float, float]:
    t = svg_ticks(_WORK["w"], name)
    return min(t), max(t)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    y1, y2 = _yrange("fig1"), _yrange("fig2")
    return {
        "file": "heldout15/en_eelgrass.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (1, 4), (2, 1), (3, 5), (4, 2), (5, 3), (5, 5)],
                "Horde_Pdf, core Times (not embedded, WinAnsi); fully ruled grid, two-line headers, thousands commas (4,800), bold total row ('Total'); survival = alive / planted.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (2, 3), (3, 4), (5, 2), (6, 3), (6, 4)],
                "Booktabs-style; italic row groups ('Plymouth Sound', 'Fal estuary'); two-level header ('Organic carbon (%)' over '2024' and '2025').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Month (2025)", "log": False, "categories": MONTHS},
                {"title": "Shoots per m²", "log": False, "min": y1[0], "max": y1[1]},
                list(DENS),
                pts("Mylor", MONTHS, DENS["Mylor"], [2, 4])
                + pts("Drake's Island", MONTHS, DENS["Drake's Island"], [1, 5])
                + pts("Jennycliff", MONTHS, DENS["Jennycliff"], [2, 5]),
                "svg.charts Line (its default stylesheet: red, blue, green lines, no markers, dashed grid, key at the right), SVG to PDF by librsvg, stamped by pdfrw.",
                find="Shoot density in the transplanted",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": "Site", "log": False, "categories": SITES},
                {"title": "Mean leaf length (cm)", "log": False, "min": y2[0], "max": y2[1]},
                list(LEAF),
                pts("2024", SITES, LEAF["2024"], [1, 3])
                + pts("2025", SITES, LEAF["2025"], [0, 2, 4]),
                "svg.charts VerticalBar, stack='side' (2024 red, 2025 blue, key at the right), SVG to PDF by librsvg, stamped by pdfrw.",
                find="Mean leaf length of the transplanted",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fifteenth held-out set (blind): an English marine-ecology paper written by Horde_Pdf (PHP) in core Times; a ruled table with a bold total row, a booktabs table with row groups and a two-level header, an svg.charts line chart and svg.charts grouped bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-planted-cawsand",
            "table",
            "How many shoots or seeds were planted at Cawsand Bay?",
            "4,800 (12 plots, seed bags; Table 1).",
            [["4,800", "4800"]],
            [T1_],
            ["4,000", "2,560"],
        ),
        q(
            "table-alive-stjust",
            "table",
            "How many transplants were still alive at St Just in September 2025?",
            "1,248 (Table 1).",
            [["1,248", "1248"]],
            [T1_],
            ["1,920", "1,536"],
        ),
        q(
            "table-plots-drake",
            "table",
            "How many plots were planted at Drake's Island?",
            "Eight plots, with shoot bundles.",
            [["8", "eight"]],
            [T1_],
            ["9", "12"],
        ),
        q(
            "table-survival-mylor",
            "table",
            "What survival did the Mylor transplants reach?",
            "69.0 % (1,987 of 2,880 shoots).",
            [["69"]],
            [T1_],
            ["60.0", "65.0"],
        ),
        q(
            "table-survival-overall",
            "table",
            "What was the overall survival across all sites?",
            "46.7 % (7,543 of 16,160).",
            [["46.7"]],
            [T1_],
            ["34.0", "28.5"],
        ),
        q(
            "table-method-lowest",
            "table",
            "Which site had the lowest survival, and with which planting method?",
            "Jennycliff, planted with seed bags: 28.5 %.",
            [["Jennycliff"], ["28.5"]],
            [T1_],
            ["34.0"],
        ),
        q(
            "table-alive-diff",
            "table",
            "How many more shoots survived at Mylor than at Drake's Island?",
            "451 more (1,987 against 1,536).",
            [["451"]],
            [T1_],
            ["320", "739"],
        ),
        q(
            "table-depth-jennycliff",
            "table",
            "How deep is the Jennycliff site?",
            "3.4 m below chart datum (Table 2).",
            [["3.4"]],
            [T2_],
            ["2.6", "2.1"],
        ),
        q(
            "table-carbon-mylor-2025",
            "table",
            "What was the sediment organic carbon at Mylor in 2025?",
            "1.12 % (0.91 % in 2024).",
            [["1.12"]],
            [T2_],
            ["0.97", "0.89"],
        ),
        q(
            "table-light-lowest",
            "table",
            "Which site had the least light at the canopy, and how much?",
            "Jennycliff, 18 % of surface light.",
            [["Jennycliff"], ["18"]],
            [T2_],
            ["27", "31"],
        ),
        q(
            "table-carbon-rise-drake",
            "table",
            "By how much did sediment organic carbon rise at Drake's Island from 2024 to 2025?",
            "By 0.15 percentage points, from 0.74 % to 0.89 %.",
            [["0.15"]],
            [T2_],
            ["0.09", "0.21"],
        ),
        q(
            "figure-mylor-jul",
            "figure",
            "In Figure 1, what shoot density did Mylor reach in July?",
            "About 121 shoots per m².",
            [[rng(112, 130)]],
            [F1],
            ["104", "46"],
            note="Plotted 121 (Drake's Island 104, Jennycliff 46).",
        ),
        q(
            "figure-drake-oct",
            "figure",
            "What does Figure 1 show for the density at Drake's Island in October?",
            "About 112 shoots per m².",
            [[rng(104, 120)]],
            [F1],
            ["131", "126"],
            note="Plotted 112 (Mylor 131; Drake's Island September 126).",
        ),
        q(
            "figure-jennycliff-peak",
            "figure",
            "In which month did shoot density peak at Jennycliff, according to Figure 1?",
            "July, at about 46 shoots per m².",
            [["July", "Jul"]],
            [F1],
            None,
            note="Jennycliff 31, 38, 46, 41, 35, 29 from May to October.",
        ),
        q(
            "figure-gap-sep",
            "figure",
            "How far apart were Mylor and Jennycliff in September in Figure 1?",
            "About 115 shoots per m² (about 150 against 35).",
            [[rng(103, 127)]],
            [F1],
            ["24", "91"],
            note="Plotted 150 and 35: 115.",
        ),
        q(
            "figure-leaf-mylor-2025",
            "figure",
            "How long were the leaves at Mylor in September 2025, according to Figure 2?",
            "About 34 cm.",
            [[rng(32, 36)]],
            [F2],
            ["26", "29.5"],
            note="Plotted 34.0 (2024 26.0; Drake's Island 2025 29.5).",
        ),
        q(
            "figure-leaf-shortest-2024",
            "figure",
            "Which site had the shortest leaves in 2024 in Figure 2?",
            "Jennycliff, about 14 cm.",
            [["Jennycliff"]],
            [F2],
            None,
            note="2024: 18.5, 14.0, 22.5, 26.0, 21.0.",
        ),
        q(
            "text-quadrat",
            "text",
            "What quadrat size did the divers use for the shoot counts?",
            "0.25 m² quadrats, counted each month.",
            [["0.25"]],
            [("text", "0.25 m")],
        ),
        q(
            "text-seed-source",
            "text",
            "Where did the seed come from?",
            "From donor meadows in the Isles of Scilly.",
            [["Scilly"]],
            [("text", "Isles of Scilly")],
        ),
        q(
            "ml-es-logger",
            "multilingual",
            "¿Con qué registradores se midió la luz en el dosel?",
            "Con registradores HOBO Pendant MX2202, cada 15 minutos.",
            [["MX2202", "HOBO"]],
            [("text", "HOBO Pendant")],
            language="es",
        ),
        q(
            "ml-sv-estuary",
            "multilingual",
            "Vilka två platser låg i Fal-estuariet?",
            "Mylor och St Just.",
            [["Mylor"], ["St Just"]],
            [T2_],
            language="sv",
        ),
        q(
            "unanswerable-helford",
            "unanswerable",
            "What survival did the transplants reach in the Helford estuary?",
            "The study has no Helford site; the Cornish sites are Mylor and St Just in the Fal estuary.",
        ),
        q(
            "unanswerable-2023",
            "unanswerable",
            "What was the sediment organic carbon at Cawsand Bay in 2023?",
            "Only 2024 and 2025 are reported.",
        ),
        q(
            "unanswerable-genetics",
            "unanswerable",
            "How genetically diverse were the transplanted shoots?",
            "Genetic diversity was not assessed.",
        ),
        q(
            "unanswerable-fr-fish",
            "unanswerable",
            "Combien d'espèces de poissons ont été observées dans les nouveaux herbiers ?",
            "L'utilisation des herbiers par les poissons n'a pas été étudiée.",
            language="fr",
        ),
    ]
