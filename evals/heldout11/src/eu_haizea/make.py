"""eu_haizea: Basque wind-energy paper (wake and availability losses on a ridge-top wind farm in
Araba) laid out by ``layout9`` in one column (base-14 Times metrics) and drawn by **FreeHEP**'s
``PDFGraphics2D`` (Java2D; Times not embedded) with both charts drawn **in place by JFreeChart**
on the same Graphics2D: Figure 1 a **waterfall chart** (gross to net energy, value labels, no
legend), Figure 2 a **polar chart** (wind rose: two seasons as closed lines over eight
directions, legend below). Table 1 is booktabs-style with Basque thousands points (``5.820``),
decimal commas and a **bold total row**; Table 2 has **no rules at all** and **italic row groups**
(winter / summer) over the same three sectors."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper11 import (  # noqa: E402
    TIMES,
    fig_truth,
    figure,
    h,
    jfc,
    layout,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_freehep,
)  # fmt: skip
from paper11 import comma as c  # noqa: E402
from paper11 import dotted as dot  # noqa: E402

TURB = [f"E0{k}" for k in range(1, 9)]
ELEV = [1012, 1034, 1047, 1051, 1039, 1026, 1008, 995]
SPEED = [7.4, 7.9, 8.1, 8.2, 7.8, 7.5, 7.1, 6.8]
ENERGY = [5820, 6410, 6690, 6130, 5960, 5710, 5240, 4980]
WAKE = [3.1, 4.6, 6.2, 11.8, 8.4, 5.3, 2.9, 2.2]
AVAIL = [97.8, 98.4, 96.9, 98.1, 95.2, 98.6, 97.4, 98.0]
SECT = ["Mendebaldea", "Hego-mendebaldea", "Iparraldea"]
T2 = {"Negua (abendua-otsaila)": [(22, 9.4, 7.9), (16, 8.8, 4.1), (10, 6.2, 9.6)],
      "Uda (ekaina-abuztua)": [(14, 6.9, 6.3), (8, 6.1, 3.2), (18, 5.8, 8.8)]}  # fmt: skip
WF = ["Ekoizpen gordina", "Atzerapen-galerak", "Erabilgarritasuna", "Galera elektrikoak",
      "Izotza eta murrizketak", "Ekoizpen garbia"]  # fmt: skip
WV = [53.10, -2.95, -1.16, -1.02, -1.03, 46.94]
DIRS = [0, 45, 90, 135, 180, 225, 270, 315]
ROSE = {"Negua": [10, 4, 3, 5, 14, 16, 22, 26], "Uda": [18, 12, 6, 5, 9, 8, 14, 28]}
CAP1 = "Parkearen urteko energia-balantzea 2023an, ekoizpen gordinetik garbira (GWh)."
CAP2 = "Haize-arrosa: haizearen norabideen maiztasuna neguan eta udan, 80 m-ko altueran (%)."


def check_prose() -> None:
    assert sum(ENERGY) == 46940 and round(sum(WV[:-1]), 2) == WV[-1]
    assert max(WAKE) == 11.8 and TURB[WAKE.index(11.8)] == "E04"
    assert min(AVAIL) == 95.2 and TURB[AVAIL.index(95.2)] == "E05"
    for k in ROSE:
        assert sum(ROSE[k]) == 100
    assert [r[0] for r in T2["Negua (abendua-otsaila)"]] == [
        ROSE["Negua"][6],
        ROSE["Negua"][5],
        ROSE["Negua"][0],
    ]
    assert [r[0] for r in T2["Uda (ekaina-abuztua)"]] == [
        ROSE["Uda"][6],
        ROSE["Uda"][5],
        ROSE["Uda"][0],
    ]
    assert round(2.95 / 53.10 * 100, 1) == 5.6


def total_row() -> list[str]:
    n = len(TURB)
    return [
        "Parkea guztira",
        "-",
        c(sum(SPEED) / n),
        dot(sum(ENERGY)),
        c(sum(WAKE) / n),
        c(sum(AVAIL) / n),
    ]


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows = [[t, dot(e), c(s), dot(en), c(w), c(a)]
            for t, e, s, en, w, a in zip(TURB, ELEV, SPEED, ENERGY, WAKE, AVAIL, strict=True)]  # fmt: skip
    rows.append(total_row())
    t1 = table("1. taula.", "Aerosorgailuen kokapena, haizearen batez besteko abiadura eta 2023ko ekoizpena",
               [[("Aerosorgailua", 1), ("Altuera\n(m)", 1), ("Abiadura\n(m/s)", 1), ("Energia\n(MWh)", 1),
                 ("Atzerapen-\ngalera (%)", 1), ("Erabilga-\nrritasuna (%)", 1)]], rows, "booktabs", z=9, bold_last=True)  # fmt: skip
    rows2: list[list[str] | str] = []
    for g, vals in T2.items():
        rows2.append(g)
        rows2 += [[s, str(f), c(v), c(w)] for s, (f, v, w) in zip(SECT, vals, strict=True)]
    t2 = table("2. taula.", "Sektore nagusien maiztasuna, abiadura eta atzerapen-galera urtaroen arabera",
               [[("Sektorea", 1), ("Maiztasuna (%)", 1), ("Abiadura (m/s)", 1), ("Atzerapen-galera (%)", 1)]],
               rows2, "none", z=9)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Atzerapen-galerak eta erabilgarritasuna Arabako mendi-gailur bateko parke eolikoan",
            "Ane Etxeberria, Mikel Arrieta eta Josu Goikoetxea",
            "Energia Ingeniaritza Saila, Euskal Herriko Unibertsitatea (UPV/EHU), Bilbo",
            "Laburpena.",
            "Zortzi aerosorgailuko parke baten 2023ko datuak aztertu ditugu. Ekoizpen gordina 53,10 GWh izan zen "
            "eta garbia 46,94 GWh. Atzerapen-galerak izan ziren galera handiena (2,95 GWh, gordinaren % 5,6). "
            "E04 aerosorgailuak jasan zuen atzerapen-galera handiena (% 11,8), mendebaldeko haizeekin beste "
            "hiru makinaren atzean geratzen baita.",
        ),  # fmt: skip
        h("1. Sarrera"),
        p(
            "Mendi-gailurretako parke eolikoetan aerosorgailuak lerro batean jartzen dira, eta haizea lerroaren "
            "norabidean datorrenean makina batzuk besteen atzerapenean geratzen dira. Galera horiek urtaroaren eta "
            "haizearen norabidearen araberakoak dira. Lan honetan SCADA datuak eta 80 m-ko dorre meteorologiko "
            "baten neurketak erabili ditugu galerak banatzeko."
        ),  # fmt: skip
        h("2. Datuak eta metodoak"),
        p(
            "Parkeak 2 MW-ko zortzi aerosorgailu ditu, 90 m-ko errotore-diametroarekin, ipar-hegoaldeko gailur "
            "batean. SCADA datuak 10 minutuko batez bestekoak dira, 2023ko urtarrilaren 1etik abenduaren 31ra. "
            "Atzerapen-galera aerosorgailu bakoitzaren potentzia libreko makinen potentziarekin alderatuta kalkulatu "
            "da. Izotz-gertaerak eta sarearen murrizketak operadorearen erregistroetatik hartu dira."
        ),  # fmt: skip
        t1,
        h("3. Emaitzak"),
        p(
            "Energia gehien E03 aerosorgailuak ekoitzi zuen (6.690 MWh), eta gutxien E08ak (4.980 MWh). "
            "Erabilgarritasun txikiena E05ean neurtu zen (% 95,2), urrian izandako biderkagailu-matxura baten "
            "ondorioz. 1. irudiak galerak urrats bakoitzean erakusten ditu."
        ),  # fmt: skip
        figure(f1, "1. irudia.", CAP1, frac=0.82),
        p(
            "Neguan mendebaldeko haizeak nagusitu ziren, eta udan ipar-mendebaldekoek eta iparrekoek pisu "
            "handiagoa hartu zuten (2. irudia). Iparraldeko sektorean atzerapen-galera handia da bi urtaroetan, "
            "gailurraren lerroarekin bat egiten baitu (2. taula)."
        ),  # fmt: skip
        figure(f2, "2. irudia.", CAP2, frac=0.62),
        t2,
        h("4. Eztabaida"),
        p(
            "Galerak murrizteko, E04 eta E05 makinen funtzionamendua mendebaldeko haizeetan mugatzea aztertu "
            "daiteke. Ez dugu zarata akustikoa ez hegaztien heriotza neurtu, eta ez dugu kostu ekonomikorik "
            "kalkulatu."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    return jfc(work, "fig1", {"TYPE": "waterfall", "XLABEL": "", "YLABEL": "Energia (GWh)", "CATS": "|".join(WF),
                              "LEGEND": "none", "LABELS": "0.00", "ROTATE": "1", "YMIN": "40", "YMAX": "55"},
               [("Energia", "|".join(str(v) for v in WV))], (480, 300))  # fmt: skip


def fig2(work: Path) -> Path:
    return jfc(work, "fig2", {"TYPE": "polar", "YLABEL": "Maiztasuna (%)", "YMAX": "30"},
               [(k, "|".join(f"{d},{v}" for d, v in zip(DIRS, vs, strict=True))) for k, vs in ROSE.items()],
               (360, 380))  # fmt: skip


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), TIMES, body=10.2, lead=13.2, cols=1,
                 margin=(62, 66, 64, 66), head="Atzerapen-galerak parke eoliko batean", foot="{n}")  # fmt: skip
    return write_freehep(work, lay, "Atzerapen-galerak eta erabilgarritasuna parke eoliko batean")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout11/eu_haizea.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (7, 3), (8, 3), (8, 4)],
                "FreeHEP PDFGraphics2D, base-14 Times; booktabs-style, two-line headers (two hyphenated), Basque thousands points (5.820), decimal commas, bold 'Parkea guztira' total row with a hyphen for elevation (FreeHEP's base-14 encoding has no en dash).",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (2, 3), (3, 2), (5, 1), (6, 2), (7, 3)],
                "No rules or shading at all; italic row groups 'Negua (abendua-otsaila)' and 'Uda (ekaina-abuztua)' over the same three sectors.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "waterfall",
                {"title": "", "log": False, "categories": WF},
                {"title": "Energia (GWh)", "log": False, "min": 40, "max": 55},
                [],
                pts(None, WF, WV, [0, 1, 2, 5]),
                "JFreeChart 1.0.19 waterfall drawn by FreeHEP in place (vector, Helvetica labels): value axis from 40 to 55 GWh (the first and last bars are cut at 40: gross 53,10 and net 46,94 GWh), the four losses as red floating bars hanging from the running total; value labels with decimal commas (the smallest may be hidden); category labels rotated 45 degrees; no legend. Probe y of a loss is the signed change.",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "polar",
                {
                    "title": "direction (degrees clockwise from north)",
                    "log": False,
                    "min": 0,
                    "max": 315,
                },
                {"title": "Maiztasuna (%)", "log": False, "min": 0, "max": 30},
                list(ROSE),
                pts("Negua", DIRS, ROSE["Negua"], [0, 6, 7])
                + pts("Uda", DIRS, ROSE["Uda"], [0, 1, 7]),
                "JFreeChart polar chart (wind rose) drawn by FreeHEP: two closed lines with points over eight directions, 0 at the top (north), angle ticks every 45 degrees, radius axis 0-30 % labelled 'Maiztasuna (%)'; legend below.",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Atzerapen-galerak eta erabilgarritasuna Arabako mendi-gailur bateko parke eolikoan",
    "description": "Eleventh held-out set (blind): a Basque wind-energy paper drawn with FreeHEP's PDFGraphics2D (Java) from a display list, with a JFreeChart waterfall and a JFreeChart polar wind rose drawn in place; a booktabs table with a bold total row and a table without rules with row groups.",
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
            "table-speed-e06",
            "table",
            "What was the mean wind speed at turbine E06?",
            "7,5 m/s (Table 1).",
            [["7,5", "7.5"]],
            [T1],
            ["7,8", "7,1", "8,2"],
        ),
        q(
            "table-energy-e02",
            "table",
            "How much energy did turbine E02 produce in 2023?",
            "6.410 MWh (Table 1).",
            [["6.410", "6410", "6,410"]],
            [T1],
            ["6.690", "5.820", "6.130"],
        ),
        q(
            "table-elev-e04",
            "table",
            "At what elevation does turbine E04 stand?",
            "1.051 m (Table 1).",
            [["1.051", "1051", "1,051"]],
            [T1],
            ["1.047", "1.039"],
        ),
        q(
            "table-avail-e07",
            "table",
            "What was the availability of turbine E07?",
            "97,4% (Table 1).",
            [["97,4", "97.4"]],
            [T1],
            ["98,0", "96,9"],
        ),
        q(
            "table-wake-max",
            "table",
            "Which turbine had the largest wake loss, and how large was it?",
            "E04, 11,8%.",
            [["E04"], ["11,8", "11.8"]],
            [T1],
            ["E05", "8,4"],
        ),
        q(
            "table-park-energy",
            "table",
            "What was the wind farm's total energy production in 2023 according to Table 1?",
            "46.940 MWh (about 46,94 GWh).",
            [["46.940", "46940", "46,940", "46,94", "46.94"]],
            [T1],
            ["53,10"],
        ),
        q(
            "table-park-wake-mean",
            "table",
            "What was the mean wake loss over all turbines?",
            "5,6% (Table 1, total row).",
            [["5,6", "5.6"]],
            [T1],
            ["6,2", "4,6"],
        ),
        q(
            "table-energy-diff-e03-e08",
            "table",
            "How much more energy did E03 produce than E08?",
            "1.710 MWh more (6.690 against 4.980 MWh).",
            [["1.710", "1710", "1,710"]],
            [T1],
            ["1.450", "590"],
        ),
        q(
            "table-winter-west-speed",
            "table",
            "What was the mean wind speed from the west sector in winter?",
            "9,4 m/s (Table 2).",
            [["9,4", "9.4"]],
            [T2_],
            ["6,9", "8,8"],
        ),
        q(
            "table-summer-north-wake",
            "table",
            "What wake loss was found for the north sector in summer?",
            "8,8% (Table 2).",
            [["8,8", "8.8"]],
            [T2_],
            ["9,6", "6,3", "3,2"],
        ),
        q(
            "table-sw-frequency-winter",
            "table",
            "How frequent were south-westerly winds in winter?",
            "16% (Table 2).",
            [["16"]],
            [T2_],
            ["8", "22"],
        ),
        q(
            "figure-gross",
            "figure",
            "What gross energy production does Figure 1 start from?",
            "About 53,1 GWh.",
            [[rng(52.0, 54.2)]],
            [F1],
            ["46,94"],
            note="Plotted 53.10; net 46.94.",
        ),
        q(
            "figure-avail-loss",
            "figure",
            "How much energy was lost to turbine unavailability in Figure 1?",
            "About 1,16 GWh.",
            [[rng(1.1, 1.4)]],
            [F1],
            ["2,95", "1,02", "1,03"],
            note="Plotted -1.16; electrical -1.02, icing/curtailment -1.03, wake -2.95.",
        ),
        q(
            "figure-largest-loss",
            "figure",
            "Which loss is the largest step in the waterfall of Figure 1?",
            "Wake losses (Atzerapen-galerak), about 2,95 GWh.",
            [["Atzerapen", "wake"]],
            [F1],
            ["Erabilgarritasuna", "Izotza"],
        ),
        q(
            "figure-winter-nw",
            "figure",
            "In the wind rose of Figure 2, how often did the wind blow from the north-west in winter?",
            "About 26% of the time.",
            [[rng(24, 28)]],
            [F2],
            ["22", "16"],
            note="Negua 315 deg: 26; Uda 315: 28; Negua 270: 22.",
        ),
        q(
            "figure-summer-ne",
            "figure",
            "What share of summer winds came from the north-east (Figure 2)?",
            "About 12%.",
            [[rng(10, 14)]],
            [F2],
            ["18", "6"],
            note="Uda 45 deg: 12; Negua 45: 4.",
        ),
        q(
            "figure-north-season",
            "figure",
            "In which season were northerly winds more frequent according to Figure 2?",
            "Summer (Uda): about 18%, against 10% in the other season.",
            [["Uda", "summer"]],
            [F2],
            ["Negua", "winter"],
        ),
        q(
            "text-rotor",
            "text",
            "What is the rotor diameter of the turbines?",
            "90 m.",
            [["90"]],
            [("text", "90 m-ko errotore")],
        ),
        q(
            "text-e05-failure",
            "text",
            "Why was the availability of E05 low?",
            "A gearbox failure in October (biderkagailu-matxura).",
            [["biderkagailu"]],
            [("text", "biderkagailu-matxura")],
        ),
        q(
            "ml-eu-wake-share",
            "multilingual",
            "Zenbat izan ziren atzerapen-galerak ekoizpen gordinaren aldean?",
            "% 5,6 (2,95 GWh).",
            [["5,6"]],
            [("text", "% 5,6")],
            language="eu",
        ),
        q(
            "ml-es-turbines",
            "multilingual",
            "¿Cuántos aerogeneradores tiene el parque y de qué potencia?",
            "Ocho aerogeneradores de 2 MW.",
            [["2 MW"]],
            [("text", "2 MW-ko")],
            language="es",
        ),
        q(
            "unanswerable-noise",
            "unanswerable",
            "What noise levels did the turbines produce at the nearest village?",
            "Noise was not measured.",
        ),
        q(
            "unanswerable-birds",
            "unanswerable",
            "How many bird collisions were recorded at the wind farm?",
            "Bird mortality was not measured.",
        ),
        q(
            "unanswerable-2022",
            "unanswerable",
            "What was the net energy production of the park in 2022?",
            "Only 2023 is reported.",
        ),
        q(
            "unanswerable-fr-price",
            "unanswerable",
            "Quel était le prix de vente de l'électricité produite par le parc ?",
            "L'article ne calcule aucun coût ni prix.",
            language="fr",
        ),
    ]
