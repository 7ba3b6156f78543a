"""eo_lumo: Esperanto paper on light pollution (night-sky brightness at six dark-sky sites in
Hungary, Poland, Germany and Portugal, 2024; the LED retrofit of the street lighting of four
towns in Somogy and Baranya), laid out by ``layout9`` in one column (Liberation Serif metrics)
and written by **pydyf** with **embedded TrueType** Liberation Serif (Type0, Identity-H,
ToUnicode: ĉ, ĝ, ĥ, ĵ, ŝ, ŭ are glyph ids); the vector chart is stamped by heldout10's pdfrw
stamp. Figure 1 is a **visx line chart** (two sites through one night, legend on top; decimal
commas on the y axis); Figure 2 is **RASTER**: **visx stacked columns** rendered to PNG by
librsvg and placed by pydyf as an image, no text layer. Table 1 has **no rules or shading**,
units in the headers and decimal commas; Table 2 is a **fully ruled grid** with a **two-level
header** (``Antaŭ 2021`` / ``Post 2023``), thousands spaces and a **bold total row**
(``Sume``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper14 import (  # noqa: E402
    GOLD,
    comma,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    spaced,
    table,
    table_truth,
    title,
    visx,
    write_pydyf,
)  # fmt: skip

LIB = "/usr/share/fonts/truetype/liberation/"
FONTS = {"R": LIB + "LiberationSerif-Regular.ttf", "B": LIB + "LiberationSerif-Bold.ttf",
         "I": LIB + "LiberationSerif-Italic.ttf"}  # fmt: skip
TITLE = "Ĉiela heleco en ses malhelaj lokoj de Eŭropo kaj la efiko de LED-lampoj en kvar urboj"
# site, country, altitude (m), mean SQM (mag/arcsec2), Bortle class, clear moonless nights
T1 = [("Zselic", "Hungario", 310, 21.42, 3, 96), ("Hortobágy", "Hungario", 95, 21.18, 4, 104),
      ("Bieszczady", "Pollando", 720, 21.67, 2, 88), ("Westhavelland", "Germanio", 35, 21.31, 3, 79),
      ("Alqueva", "Portugalio", 150, 21.74, 2, 142), ("Eifel", "Germanio", 560, 21.05, 4, 71)]  # fmt: skip
# town, lamps, before: flux (klm), power (kW); after: flux, power
T2 = [("Kaposvár", 4820, 41200, 498, 27300, 173), ("Dombóvár", 2150, 17900, 214, 11600, 76),
      ("Szigetvár", 1380, 11400, 139, 7900, 51), ("Barcs", 1120, 9300, 118, 6100, 40)]  # fmt: skip
HOURS = ["20:00", "21:00", "22:00", "23:00", "00:00", "01:00", "02:00", "03:00", "04:00"]
NIGHT = {"Alqueva": [20.10, 21.05, 21.52, 21.70, 21.78, 21.80, 21.76, 21.61, 20.95],
         "Eifel": [19.62, 20.48, 20.85, 21.02, 21.12, 21.15, 21.10, 20.93, 20.31]}  # fmt: skip
TOWNS = ["Kaposvár", "Dombóvár", "Szigetvár", "Barcs"]
TYPES = {"LED": [86, 78, 91, 72], "Natriaj": [10, 17, 6, 22], "Metalhalogenaj": [4, 5, 3, 6]}
CAP1 = "Ĉiela heleco dum la nokto de la 7-a al la 8-a de oktobro 2024 en Alqueva kaj Eifel."
CAP2 = "Tipoj de stratlampoj en la kvar urboj post la renovigo (% de la lampoj), 2023."


def tot() -> list[int]:
    return [sum(r[i] for r in T2) for i in range(1, 6)]


def check_prose() -> None:
    assert tot() == [9470, 79800, 969, 52900, 340]
    assert (
        f"{(79800 - 52900) / 79800 * 100:.1f}" == "33.7"
        and f"{(969 - 340) / 969 * 100:.1f}" == "64.9"
    )
    assert max(T1, key=lambda r: r[3])[0] == "Alqueva" and min(T1, key=lambda r: r[3])[0] == "Eifel"
    assert max(T1, key=lambda r: r[5])[0] == "Alqueva"
    for i in range(len(TOWNS)):
        assert sum(v[i] for v in TYPES.values()) == 100
    assert all(a > b for a, b in zip(NIGHT["Alqueva"], NIGHT["Eifel"], strict=True))
    assert max(NIGHT["Alqueva"]) == 21.80 and HOURS[NIGHT["Alqueva"].index(21.80)] == "01:00"


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table("Tabelo 1.", "La ses mezurlokoj kaj ilia jara ĉiela heleco, 2024",
               [[("Loko", 1), ("Lando", 1), ("Alteco\n(m)", 1), ("Meza SQM\n(mag/arcsec²)", 1),
                 ("Bortle-\nklaso", 1), ("Klaraj senlunaj\nnoktoj", 1)]],
               [[s, c, str(a), comma(m, 2), str(b), str(n)] for s, c, a, m, b, n in T1], "none", z=9)  # fmt: skip
    t = tot()
    rows: list[list[str] | str] = [
        [u, spaced(n), spaced(f0), str(p0), spaced(f1), str(p1)] for u, n, f0, p0, f1, p1 in T2
    ]
    rows.append(["Sume", spaced(t[0]), spaced(t[1]), str(t[2]), spaced(t[3]), str(t[4])])
    t2 = table("Tabelo 2.", "Stratlumigado de kvar urboj antaŭ kaj post la renovigo per LED-lampoj",
               [[("", 1), ("", 1), ("Antaŭ 2021", 2), ("Post 2023", 2)],
                [("Urbo", 1), ("Lampoj", 1), ("Lumfluo (klm)", 1), ("Povumo (kW)", 1),
                 ("Lumfluo (klm)", 1), ("Povumo (kW)", 1)]], rows, "grid", z=9, bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Ŝandor Kovács, Agnieszka Ŭiŝnievska kaj Joĉjo Ferreira",
            "Astronomia Fako, Internacia Akademio de la Sciencoj San Marino",
            "Resumo.",
            "Ni mezuris la ĉielan helecon dum 2024 en ses protektitaj malhelaj lokoj. La plej "
            "malhela ĉielo estis en Alqueva (21,74 mag/arcsec²), la plej hela en Eifel (21,05). "
            "En kvar urboj de suda Hungario la renovigo per LED-lampoj malpliigis la lumfluon "
            "je 33,7 % kaj la elektran povumon je 64,9 %.",
        ),  # fmt: skip
        h("1. Enkonduko"),
        p(
            "Artefarita lumo ĉe nokto heligas la ĉielon, ĝenas bestojn kaj kaŝas la stelojn. "
            "Malhelaj ĉielaj parkoj limigas la lumigadon, sed la heleco de proksimaj urboj "
            "atingas ilin tra dekoj da kilometroj. Moderna LED-lumigado povas helpi aŭ malhelpi, "
            "laŭ ĝia lumfluo kaj koloro."
        ),  # fmt: skip
        h("2. Metodoj"),
        p(
            "En ĉiu loko registris fiksita fotometro Unihedron SQM-LU-DL, direktita al la zenito, "
            "ĉiujn 5 minutojn. Ni uzis nur klarajn noktojn, kiam la Suno estis pli ol 18° kaj "
            "la Luno pli ol 10° sub la horizonto. La datumojn pri la stratlampoj donis la "
            "urbaj elektraj servoj."
        ),  # fmt: skip
        t1,
        h("3. Rezultoj"),
        p(
            "La lokoj de Bortle-klaso 2 havis la plej malhelan ĉielon (Tabelo 1). En ĉiuj kvar "
            "urboj la novaj lampoj elsendas malpli da lumo kaj uzas malpli ol duonon de la "
            "antaŭa povumo (Tabelo 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figuro 1.", CAP1, frac=0.7),
        p(
            "La ĉielo malheliĝis ĝis ĉirkaŭ la unua horo post noktomezo kaj poste heliĝis "
            "(Figuro 1). Post la renovigo natriaj lampoj restis precipe en Barcs (Figuro 2)."
        ),  # fmt: skip
        figure(fb, "Figuro 2.", CAP2, frac=0.58),
        h("4. Diskuto"),
        p(
            "Varmkoloraj LED-lampoj kun malpli da lumfluo povas protekti la ĉielon de malhelaj "
            "parkoj. Ni ne esploris la efikon al insektoj aŭ vespertoj, kaj ni ne mezuris la "
            "koloran temperaturon de la lampoj."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    spec = {"size": (720, 420), "kind": "line", "cats": HOURS, "fmt": "comma",
            "y": {"min": 19.5, "max": 22, "ticks": [19.5, 20, 20.5, 21, 21.5, 22]},
            "xtitle": "Horo (loka tempo)", "ytitle": "SQM (mag/arcsec²)", "legend": "top",
            "series": [{"name": "Alqueva", "values": NIGHT["Alqueva"], "color": "#123c69", "marker": "diamond"},
                       {"name": "Eifel", "values": NIGHT["Eifel"], "color": "#ac3b61", "dash": "5 4",
                        "marker": "circle", "open": True}]}  # fmt: skip
    return visx(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": (680, 400), "kind": "stacked", "cats": TOWNS,
            "y": {"min": 0, "max": 100, "ticks": [0, 20, 40, 60, 80, 100]},
            "xtitle": "Urbo", "ytitle": "Parto de la lampoj (%)", "legend": "right",
            "series": [{"name": k, "values": v, "color": c} for (k, v), c in
                       zip(TYPES.items(), ["#4c9be8", "#f28e2b", "#8c8c8c"], strict=True)]}  # fmt: skip
    return visx(work, "fig2", spec, raster_px=1360)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), FONTS, body=10.0, lead=13.0, cols=1, margin=(60, 62, 60, 62),
                 head="Ĉiela heleco kaj LED-lampoj", foot="Paĝo {n}")  # fmt: skip
    return write_pydyf(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout14/eo_lumo.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (1, 5), (2, 2), (3, 4), (4, 3), (5, 5)],
                "pydyf, Liberation Serif embedded as Type0 fonts (Identity-H, ToUnicode); no rules or shading; units in two-line headers; decimal commas (21,42).",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 3), (2, 4), (3, 5), (4, 1), (4, 2), (4, 4)],
                "Fully ruled grid; two-level header ('Antaŭ 2021' / 'Post 2023' over 'Lumfluo (klm)' and 'Povumo (kW)'); thousands spaces (41 200); bold total row ('Sume').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Horo (loka tempo)", "log": False, "categories": HOURS},
                {"title": "SQM (mag/arcsec²)", "log": False, "min": 19.5, "max": 22},
                list(NIGHT),
                pts("Alqueva", HOURS, NIGHT["Alqueva"], [0, 5, 8])
                + pts("Eifel", HOURS, NIGHT["Eifel"], [1, 4]),
                "visx line chart (react-dom/server SVG, librsvg to PDF): Alqueva solid dark blue with filled diamonds, Eifel dashed red with open circles, legend on top; decimal commas on the y axis.",
                find="Ĉiela heleco dum la nokto",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "stacked_bar",
                {"title": "Urbo", "log": False, "categories": TOWNS},
                {"title": "Parto de la lampoj (%)", "log": False, "min": 0, "max": 100},
                list(TYPES),
                pts("LED", TOWNS, TYPES["LED"], [1, 3])
                + pts("Natriaj", TOWNS, TYPES["Natriaj"], [0, 3])
                + pts("Metalhalogenaj", TOWNS, TYPES["Metalhalogenaj"], [2]),
                "RASTER: visx stacked columns (LED blue at the bottom, sodium orange, metal halide grey on top; legend at the right), the SVG rendered to a 1360 px PNG by librsvg and placed by pydyf as an image XObject; no text layer. Probes are each segment's own length.",
                kind="raster_chart",
                text_layer=False,
                find="Tipoj de stratlampoj",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Fourteenth held-out set (blind): an Esperanto paper on light pollution written object by object with pydyf, Liberation Serif embedded as Type0 fonts; a table without rules, a ruled two-level table with a bold total row and thousands spaces, a visx line chart and a raster visx stacked column chart.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-sqm-zselic",
            "table",
            "What was the mean night-sky brightness at Zselic in 2024?",
            "21,42 mag/arcsec² (Table 1).",
            [["21,42", "21.42"]],
            [T1_],
            ["21,18", "21,31"],
        ),
        q(
            "table-nights-hortobagy",
            "table",
            "How many clear moonless nights were recorded at Hortobágy?",
            "104 (Table 1).",
            [["104"]],
            [T1_],
            ["96", "142"],
        ),
        q(
            "table-altitude-bieszczady",
            "table",
            "At what altitude is the Bieszczady site?",
            "720 m (Table 1).",
            [["720"]],
            [T1_],
            ["560", "310"],
        ),
        q(
            "table-bortle-westhavelland",
            "table",
            "Which Bortle class is Westhavelland?",
            "Class 3 (Table 1).",
            [["3"]],
            [T1_],
            ["2", "4"],
        ),
        q(
            "table-sqm-diff",
            "table",
            "How much darker was the sky at Alqueva than at Eifel, in mag/arcsec²?",
            "0,69 mag/arcsec² (21,74 against 21,05).",
            [["0,69", "0.69"]],
            [T1_],
            ["0,32", "0,43"],
        ),
        q(
            "table-power-before-kaposvar",
            "table",
            "How much power did Kaposvár's street lighting draw before the retrofit?",
            "498 kW (Table 2, before 2021).",
            [["498"]],
            [T2_],
            ["173", "214"],
        ),
        q(
            "table-flux-after-dombovar",
            "table",
            "What was the luminous flux of Dombóvár's street lights after the LED retrofit?",
            "11 600 klm (Table 2).",
            [["11 600", "11600", "11,600"]],
            [T2_],
            ["17 900", "7 900"],
        ),
        q(
            "table-lamps-szigetvar",
            "table",
            "How many street lamps does Szigetvár have?",
            "1 380 (Table 2).",
            [["1 380", "1380", "1,380"]],
            [T2_],
            ["1 120", "2 150"],
        ),
        q(
            "table-total-power-after",
            "table",
            "What was the total power of the four towns' street lighting after the retrofit?",
            "340 kW (Table 2, total row).",
            [["340"]],
            [T2_],
            ["969", "173"],
        ),
        q(
            "table-power-saving-barcs",
            "table",
            "By how many kilowatts did the retrofit cut the power of Barcs's street lighting?",
            "By 78 kW (118 to 40 kW).",
            [["78"]],
            [T2_],
            ["88", "63"],
        ),
        q(
            "table-fewest-nights",
            "table",
            "Which site had the fewest clear moonless nights in 2024, and how many?",
            "Eifel, 71.",
            [["Eifel"], ["71"]],
            [T1_],
            ["79"],
        ),
        q(
            "figure-alqueva-2000",
            "figure",
            "What sky brightness did Alqueva show at 20:00 in Figure 1?",
            "About 20,1 mag/arcsec².",
            [[rng(19.95, 20.3)]],
            [F1],
            ["19,62", "21,05"],
            note="Plotted 20.10 (Eifel 19.62).",
        ),
        q(
            "figure-eifel-midnight",
            "figure",
            "According to Figure 1, how dark was the sky at Eifel at midnight?",
            "About 21,1 mag/arcsec².",
            [[rng(20.98, 21.25)]],
            [F1],
            ["21,78", "20,85"],
            note="Plotted 21.12 (Alqueva 21.78).",
        ),
        q(
            "figure-alqueva-peak",
            "figure",
            "At what time was the sky darkest at Alqueva in Figure 1, and how dark was it?",
            "At 01:00, about 21,8 mag/arcsec².",
            [["01:00", "1:00", "1 h", "one o'clock"], [rng(21.65, 21.95)]],
            [F1],
            ["21,15"],
            note="Plotted 21.80 at 01:00 (21.78 at 00:00, 21.76 at 02:00).",
        ),
        q(
            "figure-gap-0400",
            "figure",
            "How much darker than Eifel was Alqueva at 04:00 in Figure 1?",
            "About 0,6 mag/arcsec² (20,95 against 20,31).",
            [[rng(0.55, 0.75)]],
            [F1],
            ["0,98", "0,48"],
            note="Plotted 20.95 and 20.31: 0.64.",
        ),
        q(
            "figure-led-dombovar",
            "figure",
            "What share of Dombóvár's street lamps were LEDs after the retrofit, according to Figure 2?",
            "About 78 %.",
            [[rng(74, 82)]],
            [F2],
            ["17", "86"],
            note="Segment 78 (sodium 17, metal halide 5).",
        ),
        q(
            "figure-sodium-barcs",
            "figure",
            "In Figure 2, what share of the lamps in Barcs were still sodium lamps?",
            "About 22 %.",
            [[rng(18.5, 25)]],
            [F2],
            ["72", "10"],
            note="Segment 22 (LED 72, metal halide 6).",
        ),
        q(
            "text-meter",
            "text",
            "Which instrument recorded the sky brightness?",
            "A fixed Unihedron SQM-LU-DL photometer pointed at the zenith.",
            [["SQM-LU-DL", "Unihedron"]],
            [("text", "Unihedron SQM-LU-DL")],
        ),
        q(
            "text-interval",
            "text",
            "How often did the photometers take a reading?",
            "Every 5 minutes.",
            [["5"]],
            [("text", "ĉiujn 5 minutojn")],
        ),
        q(
            "ml-eo-moon",
            "multilingual",
            "Kiom sub la horizonto devis esti la Luno por ke nokto estu uzata?",
            "Pli ol 10° sub la horizonto (kaj la Suno pli ol 18°).",
            [["10"]],
            [("text", "la Luno pli ol 10°")],
            language="eo",
        ),
        q(
            "ml-it-sun",
            "multilingual",
            "Quanto doveva essere basso il Sole sotto l'orizzonte per usare una notte?",
            "Più di 18° sotto l'orizzonte.",
            [["18"]],
            [("text", "pli ol 18°")],
            language="it",
        ),
        q(
            "unanswerable-nagyatad",
            "unanswerable",
            "How many street lamps were replaced in Nagyatád?",
            "Nagyatád is not among the four towns in Table 2.",
        ),
        q(
            "unanswerable-cct",
            "unanswerable",
            "What colour temperature do the new LED street lamps have?",
            "The colour temperature of the lamps was not measured.",
        ),
        q(
            "unanswerable-2022-sqm",
            "unanswerable",
            "What was the mean sky brightness at Zselic in 2022?",
            "Only 2024 was measured.",
        ),
        q(
            "unanswerable-hu-insects",
            "unanswerable",
            "Hány rovar pusztult el a lámpák körül a felújítás előtt?",
            "A rovarokra gyakorolt hatást nem vizsgálták.",
            language="hu",
        ),
    ]
