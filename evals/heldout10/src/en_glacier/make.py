"""en_glacier: English glaciology paper (sub-debris ablation on a debris-covered glacier in the
Inner Tien Shan) laid out by ``layout9`` in one column (DejaVu Serif metrics) and written by
**pdfje** 0.6 (pages of positioned ``Text``/``Line``/``Rect`` drawings, DejaVu Serif embedded);
pdfje has no images, so pdfrw stamps the charts into the boxes the layout kept free. Figure 1 is
a **RASTER** chart drawn by **MathGL** (``mglconv``, PNG; no text layer); Figure 2 is a
**lets-plot faceted chart** (two panels with strip titles, two series each, one legend).
Table 1 is booktabs-style with a **bold mean row**; Table 2 has **zebra shading** and a
**two-level header** (clean ice / debris-covered ice over the same two leaf headers)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper10 import (  # noqa: E402
    SERIF,
    fig_truth,
    figure,
    h,
    layout,
    letsplot,
    mathgl_png,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_pdfje,
)  # fmt: skip

STAKES = ["S1", "S2", "S3", "S4", "S5", "S6", "S7"]
ELEV = [3905, 3932, 3958, 3990, 4021, 4047, 4075]
DEB = [0, 3, 8, 15, 24, 38, 52]
ABL = [248, 281, 176, 112, 71, 43, 29]
DAYS = [62, 62, 61, 61, 60, 60, 59]
MONTHS = ["June", "July", "August", "September"]
T2 = [(28.4, 4.1, 9.6, 5.2), (41.7, 6.3, 14.2, 7.8), (37.9, 5.8, 12.8, 7.1), (15.3, 1.2, 4.1, 2.0)]
DAYX = [0, 10, 20, 30, 40, 50, 60]
CUM = {"S1 (clean ice)": [0, 41, 83, 126, 168, 209, 248], "S3 (8 cm)": [0, 29, 59, 89, 119, 149, 176],
       "S6 (38 cm)": [0, 7, 14, 22, 29, 36, 43]}  # fmt: skip
HOURS = [0, 3, 6, 9, 12, 15, 18, 21]
PANELS = {"3 cm debris (S2)": {"Debris surface": [-1.2, -2.0, 4.8, 14.6, 19.3, 16.1, 6.2, 0.4],
                               "Debris base": [0.0, 0.0, 0.3, 0.8, 1.1, 0.9, 0.4, 0.1]},
          "38 cm debris (S6)": {"Debris surface": [-0.8, -1.5, 6.1, 17.8, 23.4, 19.7, 8.3, 1.6],
                                "Debris base": [0.2, 0.2, 0.2, 0.3, 0.4, 0.5, 0.4, 0.3]}}  # fmt: skip
CAP1 = "Cumulative ablation at three stakes from 1 July to 30 August 2023."
CAP2 = (
    "Mean diurnal cycle of debris temperature at the surface and at the debris-ice interface "
    "under thin and thick debris, 1-31 July 2023."
)


def mean(v: list[int]) -> int:
    return round(sum(v) / len(v))


def check_prose() -> None:
    assert max(ABL) == 281 and ABL.index(281) == 1  # thin debris enhances melt
    assert [CUM[k][-1] for k in CUM] == [ABL[0], ABL[2], ABL[5]]
    assert mean(ABL) == 137 and round(ABL[5] / ABL[0] * 100) == 17
    assert max(max(v["Debris surface"]) for v in PANELS.values()) == 23.4
    assert round(T2[1][0] / T2[1][2], 1) == 2.9


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows = [
        [s, f"{e:,}", str(d), str(a), str(n)]
        for s, e, d, a, n in zip(STAKES, ELEV, DEB, ABL, DAYS, strict=True)
    ]
    rows.append(
        ["All stakes (mean)", f"{mean(ELEV):,}", str(mean(DEB)), str(mean(ABL)), str(mean(DAYS))]
    )
    t1 = table("Table 1.", "Ablation stakes: position, debris thickness and ablation measured between 1 July and 30 August 2023",
               [[("Stake", 1), ("Elevation\n(m a.s.l.)", 1), ("Debris\nthickness (cm)", 1), ("Ablation\n(cm w.e.)", 1),
                 ("Days\nmeasured", 1)]], rows, "booktabs", z=9, bold_last=True)  # fmt: skip
    t2 = table("Table 2.", "Monthly mean melt rate and air temperature 2 m above clean and debris-covered ice, 2023",
               [[("", 1), ("Clean ice", 2), ("Debris-covered ice", 2)],
                [("Month", 1), ("Melt (mm w.e./day)", 1), ("Air temp. (°C)", 1), ("Melt (mm w.e./day)", 1),
                 ("Air temp. (°C)", 1)]],
               [[m] + [f"{v:.1f}" for v in r] for m, r in zip(MONTHS, T2, strict=True)], "zebra", z=9)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Sub-debris ablation on a debris-covered glacier in the Akshiirak massif, Inner Tien Shan",
            "Aigerim Sadykova, Daniel Fischer and Maria K. Olsen",
            "Institute of Water Problems and Hydropower, Bishkek; Department of Geosciences, University of Oslo",
            "Abstract.",
            "We measured ablation at seven stakes across a debris-covered tongue during the 2023 "
            "melt season. A 3 cm debris layer enhanced melt to 281 cm w.e., 13% more than bare "
            "ice, whereas 38 cm of debris reduced it to 17% of the clean-ice value. Mean ablation "
            "over all stakes was 137 cm w.e. in 60 days. Debris surfaces reached 23.4 °C at noon "
            "while the debris base stayed within half a degree of melting point.",
        ),
        h("1. Introduction"),
        p(
            "Debris cover modulates glacier melt: a thin layer lowers the albedo and enhances "
            "ablation, while a thick layer insulates the ice. The thickness at which the two effects "
            "balance, the critical thickness, varies between regions. Few field data exist from the "
            "continental Inner Tien Shan, where low precipitation and high radiation favour strong "
            "surface heating."
        ),
        h("2. Study site and methods"),
        p(
            "The glacier flows north from the Akshiirak massif and carries a continuous debris "
            "mantle below 4100 m. Seven bamboo stakes were drilled 8 m into the ice along the central "
            "flow line on 1 July 2023 and read every ten days until 30 August. Debris thickness was "
            "measured in five pits around each stake. Ablation was converted to water equivalent with "
            "an ice density of 900 kg per cubic metre. Thermistors logged debris temperature every "
            "30 minutes at two stakes."
        ),
        t1,
        h("3. Results"),
        p(
            "Ablation peaked at stake S2 under 3 cm of debris and declined steeply with thickness "
            "(Table 1). Stake S7 under 52 cm of debris lost only 29 cm w.e. In July the clean ice "
            "melted 2.9 times faster than the debris-covered ice (Table 2), although the air above "
            "the debris was warmer."
        ),
        figure(f1, "Figure 1.", CAP1, frac=0.8),
        p(
            "Cumulative ablation grew almost linearly at all stakes (Figure 1), showing no marked "
            "slowdown in late August. Figure 2 contrasts the diurnal temperature cycle of thin and "
            "thick debris."
        ),
        figure(f2, "Figure 2.", CAP2, frac=0.95),
        t2,
        h("4. Discussion"),
        p(
            "The critical thickness at this site lies between 3 and 8 cm, within the range reported "
            "for other Asian glaciers. We did not measure ice velocity or the emergence of ice at the "
            "stakes, so the ablation values are not corrected for vertical motion. Supraglacial "
            "ponds and ice cliffs were not surveyed."
        ),
    ]


def fig1(work: Path) -> Path:
    lines = ["setsize 1200 700", "list x " + " ".join(map(str, DAYX))]
    styles = ["b-o", "r;d", "k:s"]
    for k, ys in enumerate(CUM.values()):
        lines.append(f"list y{k} " + " ".join(map(str, ys)))
    lines += [
        "font '' 3.2",
        "subplot 1 1 0 '<_'",
        "ranges 0 60 0 280",
        "box",
        "grid 'xy' 'h'",
        "axis",
        "xlabel 'Days since 1 July 2023' 0",
        "ylabel 'Cumulative ablation (cm w.e.)' 0",
    ]
    for k, n in enumerate(CUM):
        lines.append(f"plot x y{k} '{styles[k]}';legend '{n}'")
    lines.append("legend 2 '#'")
    return mathgl_png(work, "fig1", "\n".join(lines) + "\n")


def fig1_pdf(work: Path, png: Path) -> Path:
    """pdfrw stamps PDF pages: the PNG becomes a one-page image-only PDF (Pillow, 150 dpi)."""
    from PIL import Image

    out = work / "fig1.pdf"
    Image.open(png).convert("RGB").save(out, "PDF", resolution=150.0)
    return out


def fig2(work: Path) -> Path:
    d: dict[str, list[Any]] = {"h": [], "t": [], "s": [], "panel": []}
    for pan, ser in PANELS.items():
        for n, ys in ser.items():
            for x, y in zip(HOURS, ys, strict=True):
                d["h"].append(x)
                d["t"].append(y)
                d["s"].append(n)
                d["panel"].append(pan)
    code = (
        "p = (ggplot(d, aes('h', 't', color='s', shape='s')) + geom_hline(yintercept=0, color='#999999', linetype='dashed')"
        " + geom_line(size=1.0) + geom_point(size=3) + facet_wrap('panel', ncol=2)"
        " + scale_color_manual(values=['#d73027', '#4575b4']) + scale_x_continuous(breaks=[0, 6, 12, 18])"
        " + scale_y_continuous(limits=[-5, 25], breaks=[-5, 0, 5, 10, 15, 20, 25])"
        " + theme_bw() + theme(legend_position='bottom', text=element_text(family='DejaVu Sans'))"
        " + labs(x='Hour of day (local time)', y='Temperature (°C)', color='', shape='') + ggsize(720, 340))"
    )
    return letsplot(work, "fig2", code, d)


def build(work: Path) -> Path:
    check_prose()
    f1 = fig1_pdf(work, fig1(work))
    f2 = fig2(work)
    lay = layout(work, blocks(f1, f2), SERIF, body=9.8, lead=13.2, cols=1,
                 margin=(64, 64, 64, 64), head="Sub-debris ablation, Akshiirak", foot="{n}")  # fmt: skip
    return write_pdfje(
        work, lay, SERIF, "Sub-debris ablation on a debris-covered glacier, Inner Tien Shan"
    )


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    cum = list(CUM)
    charts = []
    for (pan, ser), idx in zip(PANELS.items(), ([1, 4, 6], [4, 3, 0]), strict=True):
        n = list(ser)
        charts.append({"panel": pan, "chart_type": "line",
                       "x": {"title": "Hour of day (local time)", "log": False, "min": 0, "max": 21},
                       "y": {"title": "Temperature (°C)", "log": False, "min": -5, "max": 25},
                       "series": n, "points": pts(n[0], HOURS, ser[n[0]], idx) + pts(n[1], HOURS, ser[n[1]], [4])})  # fmt: skip
    return {
        "file": "heldout10/en_glacier.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (1, 3), (3, 1), (5, 2), (6, 4), (7, 3), (2, 3)],
                "pdfje, DejaVu Serif embedded; booktabs-style, two-line headers, thousands commas (3,905), bold 'All stakes (mean)' row.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 3), (2, 2), (3, 4), (1, 1)],
                "Zebra shading, no rules; two-level header (Clean ice / Debris-covered ice over the same two leaf headers).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Days since 1 July 2023", "log": False, "min": 0, "max": 60},
                {"title": "Cumulative ablation (cm w.e.)", "log": False, "min": 0, "max": 280},
                cum,
                pts(cum[0], DAYX, CUM[cum[0]], [3, 6])
                + pts(cum[1], DAYX, CUM[cum[1]], [3, 6])
                + pts(cum[2], DAYX, CUM[cum[2]], [6]),
                "RASTER: MathGL 8.0 (mglconv) PNG 1200 x 700 px, made a one-page image PDF by Pillow and stamped by pdfrw; no text layer (axis titles, ticks and the legend exist only as pixels). Three lines: blue solid with circles, red dashed with diamonds, black dotted with squares; legend top left.",
                kind="raster_chart",
                text_layer=False,
            ),
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": CAP2,
                "charts": charts,
                "note": "lets-plot facet_wrap: two panels with strip titles '3 cm debris (S2)' and '38 cm debris (S6)', shared y axis, red line with circles (Debris surface) and blue line with triangles (Debris base), dashed grey zero line, one legend below both panels.",
            },
        ],  # fmt: skip
    }


SET = {
    "title": "Sub-debris ablation on a debris-covered glacier in the Akshiirak massif, Inner Tien Shan",
    "description": "Tenth held-out set (blind): an English glaciology paper written with pdfje (Python) from a display list, charts stamped by pdfrw; a booktabs table with a bold mean row, a zebra table with a two-level header, a MathGL raster chart without a text layer and a two-panel lets-plot facet chart.",
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
            "table-ablation-s4",
            "table",
            "How much ablation was measured at stake S4?",
            "112 cm w.e. (Table 1).",
            [["112"]],
            [T1],
            ["71", "176", "43"],
        ),
        q(
            "table-debris-s5",
            "table",
            "How thick was the debris at stake S5?",
            "24 cm (Table 1).",
            [["24"]],
            [T1],
            ["15", "38"],
        ),
        q(
            "table-elev-s6",
            "table",
            "At what elevation is stake S6?",
            "4,047 m a.s.l. (Table 1).",
            [["4,047", "4047"]],
            [T1],
            ["4,021", "4021", "4,075", "4075"],
        ),
        q(
            "table-days-s7",
            "table",
            "For how many days was stake S7 measured?",
            "59 days (Table 1).",
            [["59"]],
            [T1],
            ["60", "61", "62"],
        ),
        q(
            "table-mean-ablation",
            "table",
            "What was the mean ablation over all stakes?",
            "137 cm w.e. (Table 1).",
            [["137"]],
            [T1],
            ["112", "176"],
        ),
        q(
            "table-max-ablation-stake",
            "table",
            "Which stake recorded the highest ablation?",
            "S2 (281 cm w.e., 3 cm of debris).",
            [["S2"]],
            [T1],
            ["S1"],
        ),
        q(
            "table-ablation-diff-s1-s3",
            "table",
            "How much more ablation was measured at S1 than at S3?",
            "72 cm w.e. (248 against 176; Table 1).",
            [["72"]],
            [T1],
            ["105", "33"],
        ),
        q(
            "table-melt-clean-june",
            "table",
            "What was the mean melt rate of clean ice in June?",
            "28.4 mm w.e. per day (Table 2).",
            [["28.4"]],
            [T2_],
            ["41.7", "37.9", "9.6"],
        ),
        q(
            "table-airtemp-debris-august",
            "table",
            "What was the air temperature above debris-covered ice in August?",
            "7.1 °C (Table 2).",
            [["7.1"]],
            [T2_],
            ["5.8", "7.8", "2.0"],
        ),
        q(
            "table-melt-debris-september",
            "table",
            "How fast did debris-covered ice melt in September?",
            "4.1 mm w.e. per day (Table 2).",
            [["4.1"]],
            [T2_],
            ["15.3", "12.8", "1.2"],
        ),
        q(
            "figure-raster-s3-day30",
            "figure",
            "In Figure 1, what cumulative ablation had stake S3 reached after 30 days?",
            "About 89 cm w.e. (Figure 1).",
            [[rng(80, 98)]],
            [F1],
            ["126", "22"],
            note="RASTER chart: plotted 89; S1 126, S6 22 at day 30.",
        ),
        q(
            "figure-raster-s1-day60",
            "figure",
            "What cumulative ablation does Figure 1 show for S1 at the end of the period?",
            "About 248 cm w.e.",
            [[rng(238, 258)]],
            [F1],
            ["176", "43"],
            note="RASTER chart: plotted 248 at day 60.",
        ),
        q(
            "figure-thick-surface-noon",
            "figure",
            "How warm was the debris surface at noon under 38 cm of debris (Figure 2)?",
            "About 23.4 °C.",
            [[rng(22.0, 24.8)]],
            [F2],
            ["19.3", "17.8", "19.7"],
            note="Plotted 23.4 (38 cm panel, 12 h); 3 cm panel 19.3.",
        ),
        q(
            "figure-thin-surface-3h",
            "figure",
            "In the 3 cm debris panel of Figure 2, what was the surface temperature at 03:00?",
            "About −2.0 °C (below freezing).",
            [[rng(-2.8, -1.8)]],
            [F2],
            ["-1.5", "0.0", "-1.2"],
            note="Plotted -2.0.",
        ),
        q(
            "figure-thin-base-noon",
            "figure",
            "What temperature did the debris base reach at noon under 3 cm of debris (Figure 2)?",
            "About 1.1 °C.",
            [[rng(0.6, 1.6)]],
            [F2],
            ["0.4", "19.3"],
            note="Plotted 1.1; thick-debris base 0.4.",
        ),
        q(
            "figure-thick-surface-9h",
            "figure",
            "What was the surface temperature of the thick debris at 09:00 in Figure 2?",
            "About 17.8 °C.",
            [[rng(16.4, 19.2)]],
            [F2],
            ["14.6", "23.4"],
            note="Plotted 17.8; thin debris 14.6.",
        ),
        q(
            "figure-panel-warmer",
            "figure",
            "Which debris layer has the warmer surface in the afternoon in Figure 2?",
            "The 38 cm debris (S6): about 19.7 °C at 15:00 against about 16.1 °C in the other panel.",
            [["38 cm", "thick", "S6"]],
            [F2],
            ["3 cm", "thin", "S2"],
        ),
        q(
            "text-stakes-depth",
            "text",
            "How deep were the stakes drilled into the ice?",
            "8 m.",
            [["8 m"]],
            [("text", "drilled 8 m")],
        ),
        q(
            "text-critical",
            "text",
            "Between which debris thicknesses does the critical thickness lie at this site?",
            "Between 3 and 8 cm.",
            [["3 and 8 cm"]],
            [("text", "between 3 and 8 cm")],
        ),
        q(
            "ml-de-ratio",
            "multilingual",
            "Um welchen Faktor schmolz sauberes Eis im Juli schneller als schuttbedecktes Eis?",
            "2,9-mal schneller (41,7 gegenüber 14,2 mm w.e. pro Tag).",
            [["2.9", "2,9"]],
            [("text", "2.9 times")],
            language="de",
        ),
        q(
            "ml-zh-density",
            "multilingual",
            "换算水当量时使用的冰密度是多少？",
            "900 kg/m³。",
            [["900"]],
            [("text", "ice density of 900")],
            language="zh",
        ),
        q(
            "unanswerable-velocity",
            "unanswerable",
            "How fast does the glacier tongue flow at stake S4?",
            "Ice velocity was not measured.",
        ),
        q(
            "unanswerable-ponds",
            "unanswerable",
            "How much did the supraglacial ponds contribute to total melt?",
            "Ponds and ice cliffs were not surveyed.",
        ),
        q(
            "unanswerable-2022",
            "unanswerable",
            "What ablation was measured at stake S1 in the 2022 season?",
            "Only the 2023 season is reported.",
        ),
        q(
            "unanswerable-es-precip",
            "unanswerable",
            "¿Cuánta precipitación cayó en el glaciar durante el verano de 2023?",
            "El artículo no da datos de precipitación.",
            language="es",
        ),
    ]
