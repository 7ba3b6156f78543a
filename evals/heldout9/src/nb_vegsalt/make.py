"""nb_vegsalt: Norwegian road-maintenance paper (salt use and road friction on six test roads)
laid out by ``layout9`` in **two columns** (Times metrics) and written by **PDF::Reuse** (Perl,
``prText``/``prAdd``, base-14 Times, WinAnsi, nothing embedded). Figure 1 is a **gri** line chart
with **error bars** (three series, a key drawn with gri's own commands); Figure 2 is a **gri**
column chart drawn box by box (one series, month names as labels, no legend); both are imported by
PDF::Reuse (``prForm``) as form XObjects. Table 1 is booktabs-style with thousands spaces
(``21 400``); Table 2 is a fully ruled grid with **row groups** over the same three methods."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pymupdf
from common import run

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from layout9 import Doc, Style  # noqa: E402
from paper9 import (  # noqa: E402
    chart_sizes,
    figure,
    gri,
    gri_chart,
    h,
    num,
    p,
    pts,
    q,
    render_layout,
    rng,
    table,
    table_truth,
    title,
)  # fmt: skip
from paper9 import comma as c  # noqa: E402
from paper9 import spaced as sp  # noqa: E402

ROADS = ["E6 Melhus", "Rv. 3 Elverum", "E16 Hønefoss", "Fv. 44 Sandnes", "E39 Førde", "Rv. 4 Gran"]
ADT = [21400, 4350, 9800, 16750, 6200, 11900]
LEN = [12.4, 18.7, 9.6, 7.3, 14.2, 11.0]
SALT22 = [14.8, 9.2, 12.6, 6.1, 10.4, 13.3]
SALT23 = [11.9, 8.7, 9.4, 5.8, 7.1, 10.2]
LOWF = [46, 71, 38, 12, 54, 29]
METHODS = ["Tørrsalt", "Befuktet salt", "Saltlake"]
GROUPS = ["Tørr kulde (under –8 °C)", "Snøfall (–3 til 0 °C)"]
T2 = {  # before, after 1 h, after 3 h, salt (g/m²)
    GROUPS[0]: [(0.21, 0.27, 0.31, 20), (0.22, 0.33, 0.38, 15), (0.20, 0.36, 0.41, 12)],
    GROUPS[1]: [(0.18, 0.29, 0.26, 25), (0.17, 0.34, 0.30, 20), (0.19, 0.24, 0.22, 15)],
}
HOURS = [0, 1, 2, 3, 4, 5, 6]
F1 = {
    "Tørrsalt": [0.18, 0.29, 0.28, 0.26, 0.24, 0.23, 0.22],
    "Befuktet salt": [0.17, 0.34, 0.33, 0.30, 0.28, 0.26, 0.25],
    "Saltlake": [0.19, 0.24, 0.23, 0.22, 0.21, 0.20, 0.20],
}
F1_ERR = [0.02, 0.025, 0.015]
MONTHS = ["okt", "nov", "des", "jan", "feb", "mar", "apr"]
SALT_MONTH = [42, 318, 655, 812, 590, 377, 64]


def check_prose() -> None:
    d = [round(a - b, 1) for a, b in zip(SALT22, SALT23, strict=True)]
    assert max(d) == 3.3 and d.index(3.3) == 4 and min(d) == 0.3 and d.index(0.3) == 3
    assert round(sum(d) / 6, 1) == 2.2
    assert max(LOWF) == 71 and min(LOWF) == 12
    assert sum(SALT_MONTH) == 2858 and max(SALT_MONTH) == 812
    for g in GROUPS:
        for k, m in enumerate(METHODS):
            v = T2[g][k]
            if g == GROUPS[1]:
                assert F1[m][0] == v[0] and F1[m][1] == v[1] and F1[m][3] == v[2]
    assert round(sum(LEN), 1) == 73.2


def fig1(work: Path) -> Path:
    look = [
        ("black", "bullet", None),
        ("red", "filledbox", "0.25 0.12"),
        ("blue", "filledtriangleup", "0.08 0.08"),
    ]
    series = [{"name": n, "xs": HOURS, "ys": F1[n], "err": [F1_ERR[k]] * len(HOURS), "color": c,
               "symbol": sym, "dash": dash} for k, (n, (c, sym, dash)) in enumerate(zip(F1, look, strict=True))]  # fmt: skip
    return gri_chart(work, "fig1", series, (0, 6, 1), (0.10, 0.40, 0.05), "Timer etter tiltak",
                     "Friksjonskoeffisient", legend=(3.7, 0.385, 0.022), y_format="%.2f")  # fmt: skip


def fig2(work: Path) -> Path:
    out = [
        "set font size 11", "set x size 12", "set y size 7",
        "set x axis 0.4 7.6 1", "set y axis 0 900 100",
        "set x format off", 'set y name "Salt (tonn)"',
    ]  # fmt: skip
    out += ["set graylevel 0.55"]
    for i, v in enumerate(SALT_MONTH, start=1):
        out.append(f"draw box filled {i - 0.32} 0 {i + 0.32} {v}")
    out += ["set graylevel 0", "draw x axis at bottom", "draw y axis at left"]
    for i, m in enumerate(MONTHS, start=1):
        out.append(f'draw label "{m}" centered at {i} -60')
    out.append('draw label "Måned (vinteren 2023/24)" centered at 4 -125')
    return gri(work, "fig2", "\n".join(out) + "\n")


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "Tabell 1.",
        "Forsøksstrekningene: trafikk, lengde, saltforbruk per vinter og timer med lav friksjon",
        [[("Strekning", 1), ("ÅDT\n(kjt/døgn)", 1), ("Lengde\n(km)", 1), ("Salt 2022/23\n(tonn/km)", 1),
          ("Salt 2023/24\n(tonn/km)", 1), ("Timer med\nfriksjon < 0,25", 1)]],
        [[r, sp(a), c(ln), c(s2), c(s3), str(lo)]
         for r, a, ln, s2, s3, lo in zip(ROADS, ADT, LEN, SALT22, SALT23, LOWF, strict=True)],
        "booktabs", z=7.4,
    )  # fmt: skip
    rows: list[list[str] | str] = []
    for g in GROUPS:
        rows.append(g)
        for m, v in zip(METHODS, T2[g], strict=True):
            rows.append([m, c(v[0], 2), c(v[1], 2), c(v[2], 2), str(v[3])])
    t2 = table(
        "Tabell 2.",
        "Friksjon før og etter tiltak for tre saltmetoder i to værtyper (middel av målinger på E6 Melhus og E16 Hønefoss)",
        [[("Metode", 1), ("Før", 1), ("Etter 1 t", 1), ("Etter 3 t", 1), ("Salt\n(g/m²)", 1)]],
        rows, "grid", z=7.8,
    )  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Mindre salt, samme friksjon? Erfaringer fra seks forsøksstrekninger på norske vinterveger",
            "Ingrid Solberg, Håkon Lie og Marte Aasen",
            "Seksjon for drift og vedlikehold, Trondheim",
            "Sammendrag.",
            "Vi fulgte saltforbruk og friksjon på seks riks-, fylkes- og europaveger gjennom to "
            "vintre. Etter at strekningene gikk over til befuktet salt og saltlake, falt "
            "saltforbruket i gjennomsnitt med 2,2 tonn per kilometer, mest på E39 Førde. "
            "Befuktet salt ga den høyeste friksjonen én time etter tiltak ved snøfall, mens "
            "saltlake virket best i tørr kulde.",
        ),
        h("1 Innledning"),
        p(
            "Vegsalt holder vegbanen bar og friksjonen høy, men salt skader vegetasjon, "
            "grunnvann og kjøretøy. Statens retningslinjer åpner for mindre salt dersom "
            "saltet spres mer presist. Vi undersøkte hvor mye salt som kan spares når "
            "tørrsalt erstattes med befuktet salt eller ren saltlake, og hva det betyr for "
            "friksjonen."
        ),
        h("2 Materiale og metode"),
        p(
            "Forsøket omfattet seks strekninger med til sammen 73,2 km veg og svært ulik "
            "trafikk (tabell 1). Vinteren 2022/23 ble det brukt tørrsalt som før; vinteren "
            "2023/24 ble det brukt befuktet salt og saltlake etter en fast beslutningsmatrise. "
            "Friksjonen ble målt kontinuerlig med mobile friksjonsmålere montert på "
            "driftsbilene, og timer med friksjon under 0,25 ble talt for hver strekning."
        ),
        t1,
        h("3 Resultater"),
        p(
            "Saltforbruket per kilometer gikk ned på alle strekningene. Den største nedgangen "
            "var på E39 Førde (3,3 tonn/km), den minste på Fv. 44 Sandnes (0,3 tonn/km), som "
            "allerede saltet lite. Rv. 3 Elverum hadde flest timer med lav friksjon (71 timer) "
            "og Fv. 44 Sandnes færrest (12 timer)."
        ),
        p(
            "Tabell 2 sammenligner de tre metodene. I tørr kulde ga saltlake høyest friksjon "
            "både etter én og tre timer. Ved snøfall ble saltlaken raskt fortynnet, og "
            "befuktet salt var best. Figur 1 viser forløpet time for time ved snøfall."
        ),
        t2,
        figure(
            f1,
            "Figur 1.",
            "Friksjon i timene etter tiltak ved snøfall for tre saltmetoder (middel og standardavvik, n = 14 hendelser)",
        ),  # fmt: skip
        p(
            "Saltet ble i hovedsak brukt fra november til mars (figur 2). Januar var "
            "måneden med mest salt, 812 tonn, og hele vinteren 2023/24 gikk det med 2858 tonn "
            "på de seks strekningene."
        ),
        figure(
            f2,
            "Figur 2.",
            "Månedlig saltforbruk på de seks forsøksstrekningene vinteren 2023/24",
            frac=0.92,
        ),
        h("4 Diskusjon"),
        p(
            "Befuktet salt og saltlake reduserte saltforbruket uten at friksjonen ble "
            "dårligere. Vi har ikke målt kloridinnholdet i vegetasjon eller grunnvann langs "
            "strekningene, og vi har ikke vurdert kostnadene ved nytt spredeutstyr. Forsøket "
            "omfattet heller ikke gang- og sykkelveger."
        ),
    ]


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    fonts = {"R": pymupdf.Font("tiro"), "B": pymupdf.Font("tibo"), "I": pymupdf.Font("tiit")}
    d = Doc(Style(fonts=fonts, body=9.6, lead=12, cols=2, gap=16, margin=(58, 48, 60, 48),
                  head="Salt og friksjon på vinterveg", foot="– {n} –"))  # fmt: skip
    render_layout(d, blocks(f1, f2))
    d.dump(work / "layout.json")
    chart_sizes(work / "layout.json")
    fonts_map = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}
    (work / "fonts.json").write_text(json.dumps(fonts_map), encoding="utf-8")
    run(["perl", str(HERE.parent / "reuse.pl"), "layout.json", "fonts.json", "paper.pdf",
         "Mindre salt, samme friksjon?"], cwd=work)  # fmt: skip
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    names = list(F1)
    return {
        "file": "heldout9/nb_vegsalt.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (4, 3), (4, 4), (1, 5), (3, 2), (2, 3)],
                "PDF::Reuse, base-14 Times (WinAnsi), two-column page; booktabs-style rules drawn as lines; headers on two lines; thousands with a space (21 400), decimal commas.",
            ),  # fmt: skip
            table_truth(
                t2,
                "Table 2",
                [(1, 2), (3, 2), (6, 2), (7, 3), (5, 4), (2, 1)],
                "Fully ruled grid; two italic row groups (Tørr kulde / Snøfall) over the same three methods, so each cell needs its row group; friction with decimal commas (0,33).",
            ),  # fmt: skip
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": t_cap(1),
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Timer etter tiltak", "log": False, "min": 0, "max": 6},
                        "y": {
                            "title": "Friksjonskoeffisient",
                            "log": False,
                            "min": 0.1,
                            "max": 0.4,
                        },
                        "series": names,
                        "points": pts(names[0], HOURS, F1[names[0]], [2, 5])
                        + pts(names[1], HOURS, F1[names[1]], [2, 4, 6])
                        + pts(names[2], HOURS, F1[names[2]], [2, 6]),
                    }
                ],
                "note": "gri 2.12 PostScript (cropped by Ghostscript) imported by PDF::Reuse prForm: three lines (black solid bullets, red dashed squares, blue dotted triangles) with symmetric error bars (±0.02, ±0.025, ±0.015) drawn as vertical strokes, key (line sample, symbol, name) drawn inside at the top; y ticks with decimal points (0.25) while the text uses commas.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Månedlig saltforbruk på de seks forsøksstrekningene vinteren 2023/24",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "x": {
                            "title": "Måned (vinteren 2023/24)",
                            "log": False,
                            "categories": MONTHS,
                        },
                        "y": {"title": "Salt (tonn)", "log": False, "min": 0, "max": 900},
                        "series": [],
                        "points": pts(None, MONTHS, SALT_MONTH, [0, 2, 3, 4, 6]),
                    }
                ],
                "note": "gri 2.12 PostScript (boxes drawn one by one, grey fill, month names as labels below the axis), cropped by Ghostscript and imported by PDF::Reuse; one series, no legend, no value labels.",
            },
        ],
    }


def t_cap(n: int) -> str:
    return "Friksjon i timene etter tiltak ved snøfall for tre saltmetoder (middel og standardavvik, n = 14 hendelser)"


SET = {
    "title": "Mindre salt, samme friksjon? Erfaringer fra seks forsøksstrekninger på norske vinterveger",
    "description": "Ninth held-out set (blind): a Norwegian road-maintenance paper in two columns written by PDF::Reuse (Perl) with base-14 Times, with a booktabs-style table, a ruled grid with row groups, a gri line chart with error bars and a gri column chart, both imported as form XObjects.",
}


def questions() -> list[dict[str, Any]]:
    T1, T2_, F1_, F2 = (
        ("table", "Table 1"),
        ("table", "Table 2"),
        ("figure", "Figure 1"),
        ("figure", "Figure 2"),
    )
    return [
        q(
            "table-adt-e6",
            "table",
            "What is the annual average daily traffic on the E6 Melhus section?",
            "21 400 vehicles per day (tabell 1).",
            [["21 400", "21400", "21,400"]],
            [T1],
            ["16 750", "16750", "11 900", "11900"],
        ),
        q(
            "table-salt-forde-2023",
            "table",
            "How much salt per kilometre was spread on E39 Førde in the 2023/24 winter?",
            "7,1 tonnes per km (tabell 1).",
            [num(7.1)],
            [T1],
            ["10,4", "10.4", "9,4", "9.4", "8,7", "8.7"],
        ),
        q(
            "table-lowfriction-elverum",
            "table",
            "How many hours with friction below 0.25 were counted on Rv. 3 Elverum?",
            "71 hours (tabell 1).",
            [["71"]],
            [T1],
            ["54", "46", "38"],
        ),
        q(
            "table-drop-honefoss",
            "table",
            "By how much did salt use per km on E16 Hønefoss fall from 2022/23 to 2023/24?",
            "3,2 tonnes per km: from 12,6 to 9,4 (tabell 1).",
            [num(3.2)],
            [T1],
            ["2,9", "2.9", "3,3", "3.3", "3,1", "3.1"],
        ),
        q(
            "table-longest-section",
            "table",
            "Which test section is the longest?",
            "Rv. 3 Elverum, 18,7 km (tabell 1).",
            [["Elverum"]],
            [T1],
            ["Førde", "Melhus"],
        ),
        q(
            "table-brine-cold-3h",
            "table",
            "In dry cold, what friction did brine (saltlake) give three hours after treatment?",
            "0,41 (tabell 2).",
            [num(0.41, 2)],
            [T2_],
            ["0,38", "0.38", "0,31", "0.31", "0,22", "0.22"],
        ),
        q(
            "table-best-snow-1h",
            "table",
            "Which salting method gave the highest friction one hour after treatment during snowfall, and what was the value?",
            "Befuktet salt (pre-wetted salt), 0,34 (tabell 2).",
            [["Befuktet", "pre-wetted", "prewetted"], num(0.34, 2)],
            [T2_],
            ["0,29", "0.29", "0,24", "0.24"],
        ),
        q(
            "table-dry-salt-dose-snow",
            "table",
            "How much dry salt (g/m²) was applied per treatment during snowfall?",
            "25 g/m² (tabell 2).",
            [["25"]],
            [T2_],
            ["20", "15", "12"],
        ),
        q(
            "figure-prewet-4h",
            "figure",
            "In Figure 1, what friction did pre-wetted salt give four hours after treatment?",
            "About 0,28 (figur 1).",
            [[rng(0.26, 0.30)]],
            [F1_],
            ["0,21", "0.21"],
            note="Plotted 0.28; neighbours 0.30 (3 h) and 0.26 (5 h); Tørrsalt 0.24 and Saltlake 0.21 at 4 h.",
        ),
        q(
            "figure-brine-6h",
            "figure",
            "What friction coefficient does brine reach six hours after treatment in Figure 1?",
            "About 0,20 (figur 1).",
            [[rng(0.19, 0.21)]],
            [F1_],
            ["0,25", "0.25", "0,22", "0.22"],
            note="Plotted 0.20; Befuktet salt 0.25 and Tørrsalt 0.22 at 6 h.",
        ),
        q(
            "figure-lowest-series-2h",
            "figure",
            "Which method has the lowest friction two hours after treatment in Figure 1?",
            "Saltlake (brine), about 0,23 (figur 1).",
            [["Saltlake", "brine"]],
            [F1_],
            ["Tørrsalt", "Befuktet"],
            note="At 2 h: Tørrsalt 0.28, Befuktet salt 0.33, Saltlake 0.23.",
        ),
        q(
            "figure-gap-2h",
            "figure",
            "How much higher was friction with pre-wetted salt than with dry salt two hours after treatment (Figure 1)?",
            "About 0,05 (0,33 against 0,28; figur 1).",
            [[rng(0.03, 0.07)]],
            [F1_],
            note="0.33 - 0.28 = 0.05.",
        ),
        q(
            "figure-salt-january",
            "figure",
            "How much salt was spread in January according to Figure 2?",
            "812 tonnes (figur 2 and text).",
            [[rng(780, 840)]],
            [F2, ("text", "812 tonn")],
            note="Plotted 812; December 655, February 590.",
        ),
        q(
            "figure-salt-december",
            "figure",
            "How much salt was used in December 2023 on the six sections (Figure 2)?",
            "About 655 tonnes (figur 2).",
            [[rng(620, 690)]],
            [F2],
            ["812", "590"],
            note="Plotted 655; neighbours 318 (Nov) and 812 (Jan).",
        ),
        q(
            "figure-salt-least-month",
            "figure",
            "In which month of the 2023/24 winter was the least salt spread (Figure 2), and roughly how much?",
            "October, about 42 tonnes (figur 2).",
            [["okt", "October", "oktober"], [rng(30, 55)]],
            [F2],
            ["april"],
            note="October 42, April 64.",
        ),
        q(
            "text-total-length",
            "text",
            "How many kilometres of road did the trial cover in total?",
            "73,2 km over six sections.",
            [num(73.2)],
            [("text", "73,2 km")],
        ),
        q(
            "text-mean-reduction",
            "text",
            "By how much did salt use fall on average per kilometre?",
            "By 2,2 tonnes per kilometre.",
            [num(2.2)],
            [("text", "2,2 tonn")],
        ),
        q(
            "ml-nb-friksjonsmaler",
            "multilingual",
            "Hvordan ble friksjonen målt i forsøket?",
            "Kontinuerlig, med mobile friksjonsmålere montert på driftsbilene.",
            [["mobile friksjonsmålere", "friksjonsmålere", "driftsbilene"]],
            [("text", "mobile friksjonsmålere")],
            language="nb",
        ),
        q(
            "ml-de-total-winter",
            "multilingual",
            "Wie viel Salz wurde im Winter 2023/24 auf den sechs Strecken insgesamt gestreut?",
            "2858 Tonnen.",
            [["2858", "2 858", "2.858", "2,858"]],
            [("text", "2858 tonn"), F2],
            language="de",
        ),
        q(
            "unanswerable-chloride",
            "unanswerable",
            "How high was the chloride concentration in the groundwater next to the test sections?",
            "Chloride in vegetation or groundwater was not measured.",
        ),
        q(
            "unanswerable-2021",
            "unanswerable",
            "How much salt per kilometre was used on E6 Melhus in the 2021/22 winter?",
            "The paper gives the winters 2022/23 and 2023/24 only.",
        ),
        q(
            "unanswerable-fr-cost",
            "unanswerable",
            "Combien a coûté le nouvel équipement d'épandage ?",
            "Les coûts du nouvel équipement n'ont pas été évalués.",
            language="fr",
        ),
        q(
            "unanswerable-ja-cycle",
            "unanswerable",
            "歩行者・自転車道では塩の使用量はどれだけ減りましたか？",
            "歩行者・自転車道は調査の対象外です。",
            language="ja",
        ),
    ]
