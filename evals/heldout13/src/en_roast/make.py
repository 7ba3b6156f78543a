"""en_roast: English food-science paper (roast profiles, mass loss, colour and chlorogenic-acid
retention of Arabica coffees from four origins), laid out by ``layout9`` in one column
(Liberation Serif metrics) and drawn by **Skia's PDF backend through @napi-rs/canvas** (node:
the HTML canvas 2D API on ``PDFDocument`` pages, ``fillText`` in Liberation Serif registered
with ``GlobalFonts``, stroked paths, ``fillRect``, ``drawImage``); heldout10's pdfrw stamp draws
the vector chart. Figure 1 is a **Chart.js scatter plot** (two processing groups, circles and
triangles, legend on top) on an @napi-rs/canvas SVG canvas, made a PDF by librsvg; Figure 2 is
**RASTER**: a **PGPLOT** line chart written by giza's PNG device (941 x 546 px, two lines,
key drawn with PGPLOT calls) and placed as an image, no text layer. Table 1 is
**booktabs-style** with **italic row groups** (light / medium / dark roasts) and units in the
headers; Table 2 is **zebra-shaded without rules** with a computed retention column."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper13 import (  # noqa: E402
    GOLD,
    chartjs,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pgplot_png,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_skia,
)  # fmt: skip

LIB = "/usr/share/fonts/truetype/liberation/"
FONTS = {"R": LIB + "LiberationSerif-Regular.ttf", "B": LIB + "LiberationSerif-Bold.ttf",
         "I": LIB + "LiberationSerif-Italic.ttf"}  # fmt: skip
# profile: charge temp (C), development time (s), end temp (C), mass loss (%), Agtron number
T1 = {
    "Light": [("L1", 200, 75, 204, 12.1, 71), ("L2", 205, 90, 207, 12.9, 66)],
    "Medium": [("M1", 205, 110, 212, 14.2, 57), ("M2", 210, 125, 216, 15.0, 52)],
    "Dark": [("D1", 210, 150, 224, 16.8, 41), ("D2", 215, 170, 229, 18.1, 34)],
}
# origin, caffeine (% dry matter), CGA green (mg/g), CGA after medium roast M1 (mg/g)
T2 = [("Ethiopia (Yirgacheffe)", 1.12, 58.4, 26.3), ("Colombia (Huila)", 1.24, 61.7, 30.2),
      ("Brazil (Cerrado)", 1.31, 54.9, 21.4), ("Kenya (Nyeri)", 1.18, 64.2, 33.1)]  # fmt: skip
SCATTER = {
    "Washed": [(11.2, 78), (12.5, 70), (13.6, 62), (14.8, 54), (16.1, 45), (17.3, 38)],
    "Natural": [(11.8, 72), (13.0, 64), (14.2, 57), (15.4, 49), (16.6, 41), (17.9, 33)],
}
TIMES = [0, 2, 4, 6, 8, 10, 12]
CGA = {
    "Kenya": [64.2, 63.5, 60.8, 53.9, 44.1, 35.6, 27.8],
    "Brazil": [54.9, 54.1, 51.0, 43.7, 33.5, 25.2, 18.3],
}
CAP1 = "Agtron number against mass loss for the twelve roasts of washed and natural coffees."
CAP2 = "Chlorogenic acid (CGA) content during a dark roast of the Kenyan and Brazilian coffees."


def ret(g: float, r: float) -> str:
    return f"{r / g * 100:.1f}"


def check_prose() -> None:
    rets = {o: float(ret(g, r)) for o, _c, g, r in T2}
    assert max(rets, key=rets.get).startswith("Kenya") and min(rets, key=rets.get).startswith(
        "Brazil"
    )
    assert rets["Kenya (Nyeri)"] == 51.6 and rets["Brazil (Cerrado)"] == 39.0
    allrows = [r for rows in T1.values() for r in rows]
    assert min(r[4] for r in allrows) == 12.1 and max(r[4] for r in allrows) == 18.1
    assert CGA["Kenya"][0] == T2[3][2] and CGA["Brazil"][0] == T2[2][2]
    for s in SCATTER.values():  # darker roasts: more mass loss, lower Agtron number
        assert all(a[0] < b[0] and a[1] > b[1] for a, b in zip(s, s[1:], strict=False))


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = []
    for grp, rs in T1.items():
        rows.append(grp)
        rows += [[pid, str(c), str(d), str(e), f"{m:.1f}", str(a)] for pid, c, d, e, m, a in rs]
    t1 = table("Table 1.", "Roast profiles and their outcome (Colombian coffee, 1.2 kg batches)",
               [[("Profile", 1), ("Charge\ntemp. (°C)", 1), ("Development\ntime (s)", 1),
                 ("End\ntemp. (°C)", 1), ("Mass\nloss (%)", 1), ("Agtron\nnumber", 1)]],
               rows, "booktabs", z=9)  # fmt: skip
    t2 = table("Table 2.", "Caffeine and chlorogenic acid (CGA) of the four origins before and after the medium roast M1",
               [[("Origin", 1), ("Caffeine\n(% dry matter)", 1), ("CGA green\n(mg/g)", 1),
                 ("CGA roasted\n(mg/g)", 1), ("CGA retained\n(%)", 1)]],
               [[o, f"{c:.2f}", f"{g:.1f}", f"{r:.1f}", ret(g, r)] for o, c, g, r in T2], "zebra", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Roast degree, mass loss and chlorogenic acid retention in Arabica coffees from four origins",
            "Hannah K. Whitfield, Daniel Osei and Priya Raman",
            "Department of Food Science, University of Reading, United Kingdom",
            "Abstract.",
            "We roasted Arabica coffees on a 1.2 kg drum roaster along six profiles from light to "
            "dark and measured mass loss, colour and chlorogenic acid (CGA). Mass loss ranged from "
            "12.1 % to 18.1 %. After the medium roast M1 the Kenyan coffee retained the most CGA "
            "(51.6 %) and the Brazilian coffee the least (39.0 %).",
        ),  # fmt: skip
        h("1. Introduction"),
        p(
            "Chlorogenic acids are the main phenolic compounds of green coffee and are broken down "
            "during roasting into lactones and melanoidins that shape bitterness and body. How much "
            "CGA survives depends on the roast degree, but origin and processing also matter. We "
            "compare four origins and two processing methods under controlled roast profiles."
        ),  # fmt: skip
        h("2. Materials and methods"),
        p(
            "Green beans were roasted in a Diedrich IR-2.5 drum roaster with 1.2 kg batches; "
            "bean temperature was logged every second with a 3 mm K-type probe. Colour was read on "
            "ground coffee with an Agtron M-Basic II. CGA and caffeine were quantified by HPLC with "
            "detection at 325 nm (CGA) and 273 nm (caffeine), in triplicate. Mass loss is the "
            "difference between green and roasted batch weights."
        ),  # fmt: skip
        t1,
        h("3. Results"),
        p(
            "Longer development times gave higher end temperatures, greater mass loss and lower "
            "Agtron numbers (Table 1). Retention of CGA after the medium roast differed by origin "
            "(Table 2): the Brazilian coffee, with the least CGA in the green beans, also lost the "
            "largest share of it."
        ),  # fmt: skip
        t2,
        figure(fa, "Figure 1.", CAP1, frac=0.8),
        p(
            "At the same mass loss, natural coffees were darker (lower Agtron number) than washed "
            "ones (Figure 1). During a dark roast CGA fell slowly over the first four minutes and "
            "steeply after first crack (Figure 2)."
        ),  # fmt: skip
        figure(fb, "Figure 2.", CAP2, frac=0.78),
        h("4. Discussion"),
        p(
            "Roasters who want to keep CGA should favour short development times and high-CGA "
            "origins such as Kenya. We did not run a sensory panel, and acrylamide was not measured."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    styles = {"Washed": ("#1f4e79", "circle"), "Natural": ("#c0504d", "triangle")}
    ds = [{"label": k, "data": [{"x": x, "y": y} for x, y in v], "backgroundColor": styles[k][0],
           "borderColor": styles[k][0], "pointStyle": styles[k][1], "pointRadius": 6}
          for k, v in SCATTER.items()]  # fmt: skip
    cfg = {"type": "scatter", "data": {"datasets": ds}, "options": {
        "plugins": {"legend": {"position": "top", "labels": {"usePointStyle": True, "font": {"size": 14}}}},
        "scales": {"x": {"min": 10, "max": 19, "ticks": {"stepSize": 1, "font": {"size": 13}},
                         "title": {"display": True, "text": "Mass loss (%)", "font": {"size": 14}}},
                   "y": {"min": 30, "max": 80, "ticks": {"stepSize": 10, "font": {"size": 13}},
                         "title": {"display": True, "text": "Agtron number", "font": {"size": 14}}}}}}  # fmt: skip
    return chartjs(
        work, "fig1", cfg, (640, 400), fonts={"Liberation Sans": LIB + "LiberationSans-Regular.ttf"}
    )


def fig2(work: Path) -> Path:
    def arr(v: list[float]) -> str:
        return "[" + ", ".join(str(x) for x in v) + "]"

    script = f"""pgsch(1.25); pgslw(3);
pgsvp(0.1, 0.97, 0.13, 0.96);
pgswin(-0.5, 12.5, 0, 70);
pgbox('BCNST', 2.0, 2, 'BCNSTV', 10.0, 2);
pglab('Roast time (min)', 'CGA (mg/g)', '');
pgsci(1); pgsls(1); pgline(7, {arr(TIMES)}, {arr(CGA["Kenya"])}); pgsch(2.2); pgpt(7, {arr(TIMES)}, {arr(CGA["Kenya"])}, 17); pgsch(1.25);
pgsci(2); pgsls(2); pgline(7, {arr(TIMES)}, {arr(CGA["Brazil"])}); pgsls(1); pgsch(1.8); pgpt(7, {arr(TIMES)}, {arr(CGA["Brazil"])}, 7); pgsch(1.25);
pgsci(1); pgline(2, [0.3, 1.5], [14, 14]); pgsch(2.2); pgpt(1, [0.9], [14], 17); pgsch(1.25); pgtext(1.8, 13, 'Kenya');
pgsci(2); pgsls(2); pgline(2, [0.3, 1.5], [8, 8]); pgsls(1); pgsch(1.8); pgpt(1, [0.9], [8], 7); pgsch(1.25);
pgsci(1); pgtext(1.8, 7, 'Brazil');"""
    return pgplot_png(work, "fig2", script)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), FONTS, body=10.0, lead=13.2, cols=1, margin=(62, 64, 62, 64),
                 head="Roast degree and chlorogenic acid retention", foot="{n}")  # fmt: skip
    return write_skia(
        work,
        lay,
        FONTS,
        "Roast degree, mass loss and chlorogenic acid retention in Arabica coffees from four origins",
    )


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout13/en_roast.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(1, 2), (2, 5), (4, 3), (5, 4), (7, 5), (8, 1), (8, 4)],
                "Skia PDF (@napi-rs/canvas), Liberation Serif subsets; booktabs-style, italic row groups ('Light', 'Medium', 'Dark'), two-line headers with units.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 4), (1, 1), (2, 2), (3, 3), (2, 4)],
                "Zebra shading, no rules; the last column is computed (roasted / green CGA).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "scatter",
                {"title": "Mass loss (%)", "log": False, "min": 10, "max": 19},
                {"title": "Agtron number", "log": False, "min": 30, "max": 80},
                list(SCATTER),
                [
                    {"series": k, "x": SCATTER[k][i][0], "y": SCATTER[k][i][1]}
                    for k, i in (("Washed", 0), ("Washed", 3), ("Natural", 2), ("Natural", 5))
                ],
                "Chart.js 4 scatter on an @napi-rs/canvas SVG canvas, SVG to PDF by librsvg; washed as blue circles, natural as red triangles, point-style legend on top.",
                find="Agtron number against mass loss",
            ),  # fmt: skip
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "Roast time (min)", "log": False, "min": -0.5, "max": 12.5},
                {"title": "CGA (mg/g)", "log": False, "min": 0, "max": 70},
                list(CGA),
                pts("Kenya", TIMES, CGA["Kenya"], [2, 4, 6])
                + pts("Brazil", TIMES, CGA["Brazil"], [3, 5]),
                "RASTER: PGPLOT through giza's PNG device (941 x 546 px): Kenya solid black with small filled dots, Brazil dashed red with open triangles, key at the bottom left; placed by drawImage; no text layer.",
                kind="raster_chart",
                text_layer=False,
                find="Chlorogenic acid (CGA) content during",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Roast degree, mass loss and chlorogenic acid retention in Arabica coffees from four origins",
    "description": "Thirteenth held-out set (blind): an English food-science paper drawn with the canvas 2D API into Skia's PDF backend (@napi-rs/canvas), the vector chart stamped by pdfrw; a booktabs table with italic row groups, a zebra table with a computed column, a Chart.js scatter plot and a raster PGPLOT line chart.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-devtime-l2",
            "table",
            "How long was the development time of roast profile L2?",
            "90 s (Table 1).",
            [["90"]],
            [T1_],
            ["75", "110"],
        ),
        q(
            "table-agtron-m2",
            "table",
            "What Agtron number did the M2 roast reach?",
            "52 (Table 1).",
            [["52"]],
            [T1_],
            ["57", "41"],
        ),
        q(
            "table-endtemp-d1",
            "table",
            "What end temperature did profile D1 reach?",
            "224 °C (Table 1).",
            [["224"]],
            [T1_],
            ["229", "216"],
        ),
        q(
            "table-massloss-d2",
            "table",
            "What was the mass loss of the darkest roast, D2?",
            "18.1 % (Table 1).",
            [["18.1"]],
            [T1_],
            ["16.8", "15.0"],
        ),
        q(
            "table-charge-m1",
            "table",
            "At what charge temperature was roast M1 started?",
            "205 °C (Table 1).",
            [["205"]],
            [T1_],
            ["210", "200"],
        ),
        q(
            "table-massloss-diff-medium",
            "table",
            "How much more mass did M2 lose than M1?",
            "0.8 percentage points (15.0 % against 14.2 %).",
            [["0.8"]],
            [T1_],
            ["2.7", "1.8"],
        ),
        q(
            "table-caffeine-brazil",
            "table",
            "What is the caffeine content of the Brazilian coffee?",
            "1.31 % of dry matter (Table 2).",
            [["1.31"]],
            [T2_],
            ["1.24", "1.18"],
        ),
        q(
            "table-cga-green-colombia",
            "table",
            "How much CGA did the green Colombian beans contain?",
            "61.7 mg/g (Table 2).",
            [["61.7"]],
            [T2_],
            ["58.4", "64.2"],
        ),
        q(
            "table-cga-roasted-ethiopia",
            "table",
            "How much CGA was left in the Ethiopian coffee after the medium roast?",
            "26.3 mg/g (Table 2).",
            [["26.3"]],
            [T2_],
            ["30.2", "21.4"],
        ),
        q(
            "table-retention-colombia",
            "table",
            "What share of its CGA did the Colombian coffee retain after roast M1?",
            "48.9 % (Table 2).",
            [["48.9"]],
            [T2_],
            ["45.0", "51.6"],
        ),
        q(
            "table-caffeine-lowest",
            "table",
            "Which origin had the least caffeine, and how much?",
            "Ethiopia (Yirgacheffe), 1.12 % of dry matter.",
            [["Ethiopia", "Yirgacheffe"], ["1.12"]],
            [T2_],
            ["1.18"],
        ),
        q(
            "figure-washed-148",
            "figure",
            "In Figure 1, what Agtron number did the washed coffee have at 14.8 % mass loss?",
            "About 54.",
            [[rng(51, 57)]],
            [F1],
            ["49", "62"],
            note="Plotted (14.8, 54).",
        ),
        q(
            "figure-natural-darkest",
            "figure",
            "What is the lowest Agtron number among the natural coffees in Figure 1, and at what mass loss?",
            "About 33, at about 17.9 % mass loss.",
            [[rng(31, 35)], [rng(17.6, 18.2)]],
            [F1],
            ["38", "41"],
            note="Plotted (17.9, 33); lowest washed (17.3, 38).",
        ),
        q(
            "figure-natural-142",
            "figure",
            "Which Agtron number does Figure 1 show for the natural coffee that lost 14.2 % of its mass?",
            "About 57.",
            [[rng(54, 60)]],
            [F1],
            ["62", "49"],
            note="Plotted (14.2, 57).",
        ),
        q(
            "figure-kenya-8min",
            "figure",
            "According to Figure 2, how much CGA was left in the Kenyan coffee after 8 minutes?",
            "About 44 mg/g.",
            [[rng(41, 47)]],
            [F2],
            ["33.5", "53.9"],
            note="Plotted 44.1 (Brazil 33.5).",
        ),
        q(
            "figure-brazil-10min",
            "figure",
            "What CGA content does Figure 2 show for the Brazilian coffee at 10 minutes?",
            "About 25 mg/g.",
            [[rng(22.5, 28)]],
            [F2],
            ["35.6", "18.3"],
            note="Plotted 25.2 (Kenya 35.6).",
        ),
        q(
            "figure-kenya-drop",
            "figure",
            "In Figure 2, how much CGA did the Kenyan coffee lose between 4 and 12 minutes of the dark roast?",
            "About 33 mg/g (60.8 down to 27.8).",
            [[rng(29, 37)]],
            [F2],
            ["18.3"],
            note="Plotted 60.8 and 27.8.",
        ),
        q(
            "text-roaster",
            "text",
            "Which roaster was used for the experiments?",
            "A Diedrich IR-2.5 drum roaster, 1.2 kg batches.",
            [["Diedrich"]],
            [("text", "Diedrich IR-2.5")],
        ),
        q(
            "text-hplc-wavelength",
            "text",
            "At what wavelength was CGA detected in the HPLC analysis?",
            "325 nm.",
            [["325"]],
            [("text", "325 nm")],
        ),
        q(
            "ml-zh-probe",
            "multilingual",
            "豆温是用什么探头记录的？",
            "用 3 毫米 K 型热电偶探头，每秒记录一次。",
            [["K-type", "K 型", "K型"]],
            [("text", "K-type probe")],
            language="zh",
        ),
        q(
            "ml-ko-colour",
            "multilingual",
            "원두 색도는 어떤 기기로 측정했습니까?",
            "Agtron M-Basic II로 분쇄 커피에서 측정했다.",
            [["M-Basic"]],
            [("text", "Agtron M-Basic II")],
            language="ko",
        ),
        q(
            "unanswerable-sensory",
            "unanswerable",
            "Which roast profile scored highest in the cupping panel?",
            "No sensory panel was run.",
        ),
        q(
            "unanswerable-acrylamide",
            "unanswerable",
            "How much acrylamide did the dark roasts contain?",
            "Acrylamide was not measured.",
        ),
        q(
            "unanswerable-rwanda",
            "unanswerable",
            "How much CGA did the Rwandan coffee retain after the medium roast?",
            "No Rwandan coffee was tested; only Ethiopia, Colombia, Brazil and Kenya.",
        ),
        q(
            "unanswerable-fr-d3",
            "unanswerable",
            "Quelle perte de masse a été obtenue avec le profil de torréfaction D3 ?",
            "Il n'y a pas de profil D3 ; le tableau 1 s'arrête à D2.",
            language="fr",
        ),
    ]
