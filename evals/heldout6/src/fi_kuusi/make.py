"""fi_kuusi: Finnish forest-entomology paper. Pages composed as SVG here (``svgpage.py``), charts
drawn by D3 in jsdom (``charts.mjs``), and every page converted to PDF by Inkscape (cairo)."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from common import probes, run

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

PLOTS = ["Lammi", "Evo", "Padasjoki", "Kuhmoinen", "Orivesi"]
# Table 1: plot characteristics.
AREA = [42.5, 31.0, 57.5, 24.0, 38.5]  # ha
SPRUCE = [71, 64, 82, 58, 69]  # % of volume
AGE = [78, 92, 85, 66, 74]  # years
WINDTHROW = [6.4, 2.1, 11.8, 1.3, 4.7]  # m³/ha, storm of August 2021
# Table 2: pheromone-trap catches (beetles per trap and season), edge vs interior, 2022 and 2023.
EDGE = {"2022": [18600, 11300, 22900, 9400, 15700], "2023": [24100, 9800, 31500, 10200, 14100]}
INTERIOR = {"2022": [6200, 4100, 8800, 3300, 5600], "2023": [7900, 3700, 12600, 3900, 5200]}
# Figure 1: mean weekly catch per trap (all edge traps), weeks 18-32.
WEEKS = [18, 20, 22, 24, 26, 28, 30, 32]
WEEKLY = {
    "2022": [120, 860, 1540, 620, 410, 980, 540, 150],
    "2023": [90, 1210, 1980, 840, 520, 1320, 760, 210],
}
# Figure 2: share of spruces killed by 2023 (%) by plot and distance from the stand edge.
BANDS = ["0–20 m", "20–50 m", "yli 50 m"]
KILLED = {"0–20 m": [14, 9, 21, 6, 11], "20–50 m": [8, 5, 12, 4, 7], "yli 50 m": [3, 2, 6, 1, 2]}


def fi(x: float, nd: int = 1) -> str:
    return f"{x:.{nd}f}".replace(".", ",")


def thousands(n: int) -> str:
    return f"{n:,}".replace(",", "\u00a0")


def change(a: int, b: int) -> str:
    v = round((b - a) / a * 100, 1)
    return ("−" if v < 0 else "+") + fi(abs(v))


def check_prose() -> None:
    assert [change(a, b) for a, b in zip(EDGE["2022"], EDGE["2023"], strict=False)] == [
        "+29,6",
        "−13,3",
        "+37,6",
        "+8,5",
        "−10,2",
    ]
    assert sum(EDGE["2023"]) == 89700 and sum(EDGE["2022"]) == 77900
    assert max(WEEKLY["2023"]) == 1980 and WEEKLY["2023"].index(1980) == 2
    assert round(sum(AREA), 1) == 193.5


def table1() -> Any:
    from svgpage import Table

    return Table(
        header=[
            [
                ("Koeala", 0, 0),
                ("Pinta-ala", 1, 1),
                ("Kuusen osuus", 2, 2),
                ("Ikä", 3, 3),
                ("Tuulenkaadot 2021", 4, 4),
            ],
            [
                ("", 0, 0),
                ("(ha)", 1, 1),
                ("(% tilavuudesta)", 2, 2),
                ("(v)", 3, 3),
                ("(m³/ha)", 4, 4),
            ],
        ],
        rows=[
            [p, fi(a), str(s), str(g), fi(wt)]
            for p, a, s, g, wt in zip(PLOTS, AREA, SPRUCE, AGE, WINDTHROW, strict=False)
        ]
        + [["Yhteensä", fi(sum(AREA)), "", "", ""]],
        widths=[0.2, 0.16, 0.22, 0.12, 0.30],
        bold_rows=(5,),
    )


def table2() -> Any:
    from svgpage import Table

    rows = []
    for i, p in enumerate(PLOTS):
        rows.append(
            [
                p,
                thousands(EDGE["2022"][i]),
                thousands(EDGE["2023"][i]),
                change(EDGE["2022"][i], EDGE["2023"][i]),
                thousands(INTERIOR["2022"][i]),
                thousands(INTERIOR["2023"][i]),
            ]
        )
    return Table(
        header=[
            [("Koeala", 0, 0), ("Metsän reuna", 1, 3), ("Sisämetsä", 4, 5)],
            [
                ("", 0, 0),
                ("2022", 1, 1),
                ("2023", 2, 2),
                ("Muutos (%)", 3, 3),
                ("2022", 4, 4),
                ("2023", 5, 5),
            ],
        ],
        rows=rows,
        widths=[0.2, 0.15, 0.15, 0.17, 0.165, 0.165],
        group_rules=[(0, 1, 3), (0, 4, 5)],
    )


TEXT = {
    "title": "Kirjanpainajan parveilu ja kuusikuolleisuus myrskytuhoalueen reunametsissä "
    "Etelä-Suomessa vuosina 2022–2023",
    "authors": "Aino Lehtonen ja Mikko Räsänen · Metsäekologian laitos",
    "abstract": "Tiivistelmä. Seurasimme kirjanpainajan (Ips typographus) parveilua "
    "feromonipyydyksillä viidellä koealalla, joilla elokuun 2021 myrsky kaatoi kuusia. "
    "Reunametsän pyydysten saalis kasvoi vuodesta 2022 vuoteen 2023 kolmella koealalla viidestä; "
    "suurin kasvu, 37,6 %, mitattiin Padasjoella. Kuolleiden kuusten osuus oli suurin 0–20 metrin "
    "päässä metsän reunasta.",
    "intro": "Kirjanpainaja on Euroopan kuusikoiden tuhoisin kaarnakuoriainen. Myrskyn kaatamat "
    "rungot tarjoavat sille lisääntymismateriaalia, ja lämpimät kesät mahdollistavat sisarpolven "
    "tai toisen sukupolven. Tutkimme, kuinka kannan kasvu näkyy pyydyssaaliissa ja pystyyn "
    "jääneiden kuusten kuolleisuudessa tuhoalueen reunalla ja sisämetsässä.",
    "methods1": "Koealat sijaitsivat Kanta- ja Päijät-Hämeessä sekä Pirkanmaalla (taulukko 1). "
    "Jokaiselle koealalle asennettiin kuusi feromonipyydystä: neljä enintään 20 metrin päähän "
    "metsän reunasta ja kaksi yli 100 metrin päähän. Pyydykset tyhjennettiin viikoittain "
    "viikoilla 18–32, ja kuoriaiset laskettiin tilavuusmenetelmällä (1 ml = 45 yksilöä). "
    "Kuolleet kuuset inventoitiin syyskuussa 2023 kolmelta 20 metrin levyiseltä vyöhykkeeltä.",
    "methods2": "Tuulenkaatojen määrä arvioitiin laserkeilausaineistosta. Jäljempänä käsitellään "
    "vain kirjanpainajaa; muita kaarnakuoriaisia, kuten kuusentähtikirjaajaa, ei määritetty, "
    "eikä torjuntatoimien vaikutusta tutkittu.",
    "results1": "Parveilussa oli molempina vuosina kaksi huippua (kuva 1). Kevään pääparveilu "
    "osui viikolle 22, jolloin vuonna 2023 saatiin keskimäärin 1 980 kuoriaista pyydystä kohti "
    "viikossa. Toinen huippu viikolla 28 kertoo sisarpolvesta tai toisesta sukupolvesta.",
    "results2": "Reunametsän pyydyssaaliit (taulukko 2) olivat kaikilla koealoilla noin "
    "kolminkertaisia sisämetsään verrattuna. Reunapyydysten yhteissaalis kasvoi 77 900 "
    "kuoriaisesta 89 700 kuoriaiseen. Evossa ja Orivedellä saalis pieneni, vaikka molemmilla "
    "koealoilla oli tuulenkaatoja.",
    "results3": "Kuolleiden kuusten osuus pieneni selvästi reunasta poispäin (kuva 2). "
    "Padasjoella, jossa tuulenkaatoja oli eniten (11,8 m³/ha), reunavyöhykkeen kuusista kuoli "
    "21 %.",
    "concl": "Tuulenkaatojen korjuu ensimmäisenä kesänä myrskyn jälkeen on tärkeintä juuri "
    "reunametsissä. Seuranta jatkuu vuonna 2024 samoilla koealoilla.",
}


def compose(work: Path) -> list[Path]:
    from svgpage import Composer

    c = Composer()
    c.centred(TEXT["title"], "serif-bold", 15, 20)
    c.y += 4
    c.centred(TEXT["authors"], "serif-italic", 9.5, 14)
    c.y += 10
    c.para(TEXT["abstract"], "serif-italic", 9.2, 12.4, 8, indent=0)
    c.heading("1 Johdanto")
    c.para(TEXT["intro"])
    c.heading("2 Aineisto ja menetelmät")
    c.para(TEXT["methods1"])
    c.caption("Taulukko 1.", "Koealojen kuvaus. Tuulenkaadot elokuun 2021 myrskystä.")
    c.table(table1())
    c.para(TEXT["methods2"])
    c.heading("3 Tulokset")
    c.para(TEXT["results1"])
    svg1 = (work / "fig1.svg").read_text(encoding="utf-8")
    c.figure(svg1, 400, 228.6)
    c.caption(
        "Kuva 1.",
        "Reunametsän feromonipyydysten keskimääräinen viikkosaalis "
        "(kuoriaisia pyydystä kohti) viikoilla 18–32.",
    )
    c.para(TEXT["results2"])
    c.caption(
        "Taulukko 2.",
        "Kirjanpainajasaaliit (kuoriaisia pyydystä kohti koko kaudella) "
        "metsän reunassa ja sisämetsässä.",
    )
    c.table(table2())
    c.para(TEXT["results3"])
    svg2 = (work / "fig2.svg").read_text(encoding="utf-8")
    c.figure(svg2, 400, 228.6)
    c.caption(
        "Kuva 2.", "Kuolleiden kuusten osuus syyskuussa 2023 etäisyyden mukaan metsän reunasta."
    )
    c.heading("4 Johtopäätökset")
    c.para(TEXT["concl"])
    return c.write(work, "Kirjanpainaja myrskytuhoalueiden reunametsissä")


def node_modules() -> Path:
    """d3, jsdom and echarts from npm, installed once from ``src/node/package-lock.json``."""
    cache = Path(os.environ.get("HELDOUT6_NODE", "/tmp/heldout6-node"))
    if not all(
        (cache / "node_modules" / p).exists() for p in ("d3", "jsdom", "echarts", "pdfmake")
    ):
        cache.mkdir(parents=True, exist_ok=True)
        for f in ("package.json", "package-lock.json"):
            shutil.copyfile(HERE.parent / "node" / f, cache / f)
        run(["npm", "ci", "--no-audit", "--no-fund"], cwd=cache)
    return cache / "node_modules"


def build(work: Path) -> Path:
    check_prose()
    spec = {
        "fig1": {
            "x": WEEKS,
            "xmin": 17,
            "xmax": 33,
            "ymin": 0,
            "ymax": 2500,
            "xtitle": "Viikko",
            "ytitle": "Kuoriaisia / pyydys / viikko",
            "series": [{"name": k, "y": v} for k, v in WEEKLY.items()],
        },
        "fig2": {
            "categories": PLOTS,
            "ymin": 0,
            "ymax": 25,
            "xtitle": "Koeala",
            "ytitle": "Kuolleita kuusia (%)",
            "series": [{"name": f"Etäisyys {b}", "y": KILLED[b]} for b in BANDS],
        },
    }
    (work / "charts.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    link = work / "node_modules"
    if not link.exists():
        link.symlink_to(node_modules())
    run(["node", "charts.mjs", "charts.json", "."], cwd=work)
    pages = compose(work)
    pdfs = []
    for p in pages:
        out = p.with_suffix(".pdf")
        run(
            ["inkscape", "--export-type=pdf", f"--export-filename={out.name}", p.name],
            cwd=work,
            env={"HOME": str(work)},
        )
        pdfs.append(out.name)
    run(["pdfunite", *pdfs, "fi_kuusi.pdf"], cwd=work)
    return work / "fi_kuusi.pdf"


def truth() -> dict[str, Any]:
    i = {p: k for k, p in enumerate(PLOTS)}
    return {
        "file": "heldout6/fi_kuusi.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Koealojen kuvaus. Tuulenkaadot elokuun 2021 myrskystä.",
                "rotated": False,
                "cells": [
                    {
                        "row": "Padasjoki",
                        "col": "Tuulenkaadot 2021",
                        "value": fi(WINDTHROW[i["Padasjoki"]]),
                    },
                    {"row": "Evo", "col": "Ikä", "value": str(AGE[i["Evo"]])},
                    {
                        "row": "Kuhmoinen",
                        "col": "Kuusen osuus",
                        "value": str(SPRUCE[i["Kuhmoinen"]]),
                    },
                    {"row": "Orivesi", "col": "Pinta-ala", "value": fi(AREA[i["Orivesi"]])},
                    {"row": "Yhteensä", "col": "Pinta-ala", "value": fi(sum(AREA))},
                ],
                "note": "Booktabs-style rules drawn as SVG lines, a units row under the header ((ha), (m³/ha)), bold total row, decimal commas.",
            },
            {
                "label": "Table 2",
                "caption": "Kirjanpainajasaaliit (kuoriaisia pyydystä kohti koko kaudella) metsän reunassa ja sisämetsässä.",
                "rotated": False,
                "cells": [
                    {
                        "row": "Lammi",
                        "col_group": "Metsän reuna",
                        "col": "2023",
                        "value": thousands(EDGE["2023"][0]),
                    },
                    {
                        "row": "Evo",
                        "col_group": "Metsän reuna",
                        "col": "Muutos (%)",
                        "value": change(EDGE["2022"][1], EDGE["2023"][1]),
                    },
                    {
                        "row": "Padasjoki",
                        "col_group": "Sisämetsä",
                        "col": "2022",
                        "value": thousands(INTERIOR["2022"][2]),
                    },
                    {
                        "row": "Kuhmoinen",
                        "col_group": "Sisämetsä",
                        "col": "2023",
                        "value": thousands(INTERIOR["2023"][3]),
                    },
                    {
                        "row": "Orivesi",
                        "col_group": "Metsän reuna",
                        "col": "2022",
                        "value": thousands(EDGE["2022"][4]),
                    },
                ],
                "note": "Two-level header: 'Metsän reuna' over 2022 / 2023 / Muutos (%), 'Sisämetsä' over 2022 / 2023, partial rules under the group names; thousands with a no-break space (24 100), signed changes with U+2212.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Reunametsän feromonipyydysten keskimääräinen viikkosaalis",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Viikko", "log": False, "min": 17, "max": 33},
                        "y": {
                            "title": "Kuoriaisia / pyydys / viikko",
                            "log": False,
                            "min": 0,
                            "max": 2500,
                        },
                        "series": list(WEEKLY),
                        "points": probes("2022", WEEKS, WEEKLY["2022"], [2, 5])
                        + probes("2023", WEEKS, WEEKLY["2023"], [1, 2, 5, 7]),
                    }
                ],
                "note": "D3 v7 in jsdom, nested SVG converted by Inkscape: dashed grey line with open circles (2022), solid red line with filled squares (2023), legend top right, thousands with a no-break space on the y axis.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Kuolleiden kuusten osuus syyskuussa 2023 etäisyyden mukaan metsän reunasta.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": "Koeala", "log": False, "categories": PLOTS},
                        "y": {"title": "Kuolleita kuusia (%)", "log": False, "min": 0, "max": 25},
                        "series": [f"Etäisyys {b}" for b in BANDS],
                        "points": probes("Etäisyys 0–20 m", PLOTS, KILLED["0–20 m"], [2, 4])
                        + probes("Etäisyys 20–50 m", PLOTS, KILLED["20–50 m"], [0, 1])
                        + probes("Etäisyys yli 50 m", PLOTS, KILLED["yli 50 m"], [2]),
                    }
                ],
                "note": "D3 grouped columns (scaleBand within scaleBand), three blue shades, legend in one row above, light grid.",
            },
        ],
    }
