"""am_tef: Amharic food-microbiology paper (teff dough fermentation for injera in five teff
varieties) laid out by ``layout9`` in one column with the metrics of **Abyssinica SIL** (Ethiopic)
and written by **PDFium** (pypdfium2: text objects in the embedded TrueType font, path objects for
rules and shading, the charts imported as form objects). Figure 1 is an **Observable Plot
Cleveland dot plot** (two dots per variety joined by a grey rule, key drawn into the SVG); Figure 2
is **lets-plot** lines with **shaded ±SD ribbons**. Table 1 is a **fully ruled grid**; Table 2 has
**zebra shading** and a **two-level header** (white / red teff over the same two leaf headers)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper10 import (  # noqa: E402
    fig_truth,
    figure,
    h,
    layout,
    letsplot,
    oplot,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_pdfium,
)  # fmt: skip

ETH = "/usr/share/fonts/truetype/abyssinica/AbyssinicaSIL-Regular.ttf"
FONTS = {"R": ETH, "B": ETH, "I": ETH}
VARS = ["ቋንጦ", "ማግና", "ጸደይ", "ኮራ", "ዳቢ"]
EN = ["Quncho", "Magna", "Tsedey", "Kora", "Dabi"]
PROT = [11.8, 10.9, 12.4, 11.2, 10.3]
PH0 = [6.21, 6.08, 6.15, 6.30, 6.02]
PH72 = [3.72, 3.85, 3.91, 3.68, 3.97]
LAB = [9.4, 8.7, 8.9, 9.1, 8.2]
YEAST = [6.8, 7.2, 6.5, 7.0, 6.1]
TIMES = ["24 ሰዓት", "48 ሰዓት", "72 ሰዓት", "96 ሰዓት"]
T2 = [(5.9, 6.2, 5.4, 5.8), (7.6, 7.8, 7.1, 7.4), (8.1, 7.3, 7.7, 7.9), (7.2, 5.6, 6.9, 6.3)]
ACID = {
    "ከ24 ሰዓት በኋላ": [0.42, 0.38, 0.35, 0.45, 0.31],
    "ከ72 ሰዓት በኋላ": [0.96, 0.88, 0.81, 1.02, 0.74],
}
HOURS = [0, 12, 24, 36, 48, 60, 72]
PH = {"ከኤርሾ ጋር": [6.12, 5.41, 4.48, 4.11, 3.92, 3.84, 3.79],
      "ያለ ኤርሾ": [6.15, 5.96, 5.38, 4.83, 4.47, 4.12, 3.95]}  # fmt: skip
CAP1 = "የሊጡ አሲድነት (% ላክቲክ አሲድ) በዝርያ፣ ከ24 እና ከ72 ሰዓት መቦካት በኋላ"
CAP2 = "የሊጡ pH ለውጥ በማቦኪያ ጊዜ፣ ኤርሾ ሲጨመርና ሳይጨመር (ጥላው ± መደበኛ ልዩነት ያሳያል)"


def check_prose() -> None:
    assert max(LAB) == 9.4 and LAB.index(9.4) == 0
    assert all(v > 6.0 for v in PH0) and all(v < 4.0 for v in PH72)
    e, s = PH["ከኤርሾ ጋር"], PH["ያለ ኤርሾ"]
    assert e[2] < 4.5 <= e[1] and s[4] < 4.5 <= s[3]  # 24 h earlier
    assert max(r[0] for r in T2) == 8.1 and max(ACID["ከ72 ሰዓት በኋላ"]) == 1.02


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "ሠንጠረዥ 1.", "የአምስቱ የጤፍ ዝርያዎች ሊጥ ባህሪያት ከመቦካቱ በፊትና ከ72 ሰዓት መቦካት በኋላ",
        [[("ዝርያ", 1), ("ፕሮቲን\n(%)", 1), ("መነሻ\npH", 1), ("pH ከ72\nሰዓት በኋላ", 1),
          ("ላክቲክ ባክቴሪያ\n(log CFU/g)", 1), ("እርሾ\n(log CFU/g)", 1)]],
        [[v, f"{a:.1f}", f"{b:.2f}", f"{c:.2f}", f"{d:.1f}", f"{e:.1f}"]
         for v, a, b, c, d, e in zip(VARS, PROT, PH0, PH72, LAB, YEAST, strict=True)],
        "grid", z=9,
    )  # fmt: skip
    t2 = table(
        "ሠንጠረዥ 2.", "የእንጀራ የስሜት ህዋሳት ግምገማ ውጤት በማቦኪያ ጊዜ (ከ1 እስከ 9 ነጥብ፣ 30 ገምጋሚዎች)",
        [[("", 1), ("ነጭ ጤፍ", 2), ("ቀይ ጤፍ", 2)],
         [("የማቦኪያ ጊዜ", 1), ("ዓይን", 1), ("ጣዕም", 1), ("ዓይን", 1), ("ጣዕም", 1)]],
        [[t] + [f"{v:.1f}" for v in r] for t, r in zip(TIMES, T2, strict=True)],
        "zebra", z=9,
    )  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "የጤፍ ሊጥ መፍላት፦ በአምስት የጤፍ ዝርያዎች የአሲድነት፣ የማይክሮብ ብዛትና የእንጀራ ጥራት ለውጥ",
            "ሄለን ታደሰ፣ ዮናስ በቀለ እና መሠረት አለሙ",
            "የምግብ ሳይንስና ሥነ-ምግብ ማዕከል፣ አዲስ አበባ ዩኒቨርሲቲ",
            "አጭር መግለጫ፦",
            "ከአምስት የተሻሻሉ የጤፍ ዝርያዎች የተዘጋጀ ሊጥ ለ72 ሰዓት ሲቦካ የpH፣ የአሲድነትና የማይክሮብ "
            "ብዛት ለውጥ ተለካ። በሁሉም ዝርያዎች pH ከ6.0 በላይ ጀምሮ ከ4.0 በታች ወረደ። ከፍተኛው የላክቲክ "
            "አሲድ ባክቴሪያ ብዛት (9.4 log CFU/g) በቋንጦ ዝርያ ተገኘ። ኤርሾ የተጨመረበት ሊጥ ያለ ኤርሾ "
            "ከተቦካው 24 ሰዓት ቀድሞ pH 4.5 ላይ ደረሰ።",
        ),
        h("1. መግቢያ"),
        p(
            "እንጀራ በኢትዮጵያ ዋነኛ ምግብ ሲሆን የሚዘጋጀው ከጤፍ ዱቄትና ውሃ ከተቦካ ሊጥ ነው። የመፍላቱ "
            "ሂደት በላክቲክ አሲድ ባክቴሪያና በእርሾ የሚመራ ሲሆን የእንጀራውን ጣዕም፣ ዓይንና የመቆያ ጊዜ "
            "ይወስናል። በቤት ውስጥ ብዙውን ጊዜ ከቀደመው ሊጥ የተረፈ ኤርሾ ይጨመራል። የዚህ ጥናት ዓላማ "
            "የዝርያና የኤርሾ ተጽዕኖን በመፍላቱ ሂደት ላይ መለካት ነው።"
        ),
        h("2. ዘዴዎች"),
        p(
            "አምስት የጤፍ ዝርያዎች ከደብረ ዘይት ግብርና ምርምር ማዕከል ተገኙ። ከእያንዳንዱ ዝርያ 500 ግራም "
            "ዱቄት በ750 ሚሊ ሊትር ውሃ ተቦክቶ በ24 °ሴ ለ72 ሰዓት ተቀመጠ። pH በየ12 ሰዓቱ ተለካ፤ "
            "አሲድነት በNaOH ቲትሬሽን ተወሰነ። የእንጀራ ጥራት በ30 የሰለጠኑ ገምጋሚዎች ከ1 እስከ 9 ባለው "
            "ሚዛን ተገመገመ። እያንዳንዱ ሙከራ ሦስት ጊዜ ተደግሟል።"
        ),
        t1,
        h("3. ውጤቶች"),
        p(
            "በሠንጠረዥ 1 እንደሚታየው ከፍተኛው የፕሮቲን መጠን በጸደይ ዝርያ (12.4%) ተመዝግቧል። ከ72 "
            "ሰዓት በኋላ ዝቅተኛው pH በኮራ ዝርያ ተለካ። የእርሾ ብዛት ከ6.1 እስከ 7.2 log CFU/g ነበር።"
        ),
        figure(f1, "ምስል 1.", CAP1, frac=0.9),
        p(
            "ምስል 1 እንደሚያሳየው አሲድነቱ በሁሉም ዝርያዎች ከ24 ወደ 72 ሰዓት ከእጥፍ በላይ ጨምሯል። "
            "በምስል 2 ኤርሾ የተጨመረበት ሊጥ በ24 ሰዓት pH 4.5 ሲደርስ ያለ ኤርሾ የተቦካው ይህን ደረጃ "
            "የደረሰው በ48 ሰዓት ነው።"
        ),
        figure(f2, "ምስል 2.", CAP2, frac=0.9),
        p(
            "የስሜት ህዋሳት ግምገማ (ሠንጠረዥ 2) እንደሚያሳየው ለነጭ ጤፍ ምርጡ ዓይን በ72 ሰዓት (8.1) "
            "ተገኘ፤ ከ96 ሰዓት በኋላ ግን ጣዕሙ በጣም ጎምዛዛ ሆኖ ነጥቡ ቀንሷል።"
        ),
        t2,
        h("4. ውይይት"),
        p(
            "ውጤቶቹ የ72 ሰዓት መቦካት ለብዙዎቹ ዝርያዎች ተስማሚ መሆኑን ያሳያሉ። ኤርሾ መጨመር የመፍላቱን "
            "ጊዜ ያሳጥራል። በዚህ ጥናት የዱቄቱ የማዕድን ይዘትና የእንጀራው የመቆያ ጊዜ አልተለካም።"
        ),
    ]


def fig1(work: Path) -> Path:
    names = list(ACID)
    spec = {"kind": "dot", "width": 620, "height": 300, "colors": ["#8c8c8c", "#b2182b"],
            "symbols": ["circle", "square"], "series": names,
            "data": [{"cat": v, "v": [ACID[names[0]][i], ACID[names[1]][i]]} for i, v in enumerate(VARS)],
            "x_axis": {"label": "አሲድነት (% ላክቲክ አሲድ)", "domain": [0, 1.2], "ticks": 6, "grid": True},
            "y_axis": {"label": None, "domain": VARS}, "marginLeft": 70, "marginTop": 40,
            "legend": {"x": 240, "y": 16, "dx": 150, "dy": 0}}  # fmt: skip
    return oplot(work, "fig1", spec)


def fig2(work: Path) -> Path:
    names = list(PH)
    data: dict[str, list[Any]] = {"h": [], "ph": [], "lo": [], "hi": [], "s": []}
    for n in names:
        for x, y in zip(HOURS, PH[n], strict=True):
            data["h"].append(x)
            data["ph"].append(y)
            data["lo"].append(round(y - 0.09, 2))
            data["hi"].append(round(y + 0.09, 2))
            data["s"].append(n)
    code = (
        "p = (ggplot(d, aes('h', 'ph', color='s', fill='s'))"
        " + geom_ribbon(aes(ymin='lo', ymax='hi'), alpha=0.25, color=None)"
        " + geom_line(size=1.1) + geom_point(size=2.6)"
        " + scale_color_manual(values=['#1f78b4', '#e66101']) + scale_fill_manual(values=['#1f78b4', '#e66101'])"
        " + scale_x_continuous(breaks=[0, 12, 24, 36, 48, 60, 72]) + scale_y_continuous(limits=[3.5, 6.5])"
        " + theme_classic() + theme(legend_position='top', text=element_text(family='Abyssinica SIL'))"
        " + labs(x='የማቦኪያ ጊዜ (ሰዓት)', y='pH', color='', fill='') + ggsize(640, 360))"
    )
    return letsplot(work, "fig2", code, data)


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), FONTS, body=10, lead=15, cols=1,
                 margin=(64, 62, 64, 62), head="የጤፍ ሊጥ መፍላት", foot="ገጽ {n}")  # fmt: skip
    return write_pdfium(work, lay, FONTS, "የጤፍ ሊጥ መፍላት")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    n1, n2 = list(ACID), list(PH)
    return {
        "file": "heldout10/am_tef.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 4), (2, 1), (3, 3), (1, 4), (4, 5), (3, 2)],
                "PDFium (pypdfium2), Abyssinica SIL embedded; fully ruled grid, headers on two lines, decimal points.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (3, 4), (1, 2), (2, 3), (2, 1)],
                "Zebra shading, no rules; two-level header (ነጭ ጤፍ / ቀይ ጤፍ over the same two leaf headers ዓይን, ጣዕም).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "scatter",
                {
                    "title": None,
                    "log": False,
                    "categories": VARS,
                    "note": "Category axis drawn vertically (first variety at the top).",
                },
                {
                    "title": "አሲድነት (% ላክቲክ አሲድ)",
                    "log": False,
                    "min": 0,
                    "max": 1.2,
                    "note": "Value axis drawn horizontally.",
                },
                n1,
                pts(n1[0], VARS, ACID[n1[0]], [0, 2, 4])
                + pts(n1[1], VARS, ACID[n1[1]], [0, 1, 3, 4]),
                "Observable Plot 0.6 (jsdom) SVG -> rsvg-convert PDF, imported by PDFium as a form object: Cleveland DOT PLOT, varieties down the y axis, two dots per variety (grey circle 24 h, red square 72 h) joined by a grey rule; key above the plot drawn into the SVG.",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "የማቦኪያ ጊዜ (ሰዓት)", "log": False, "min": 0, "max": 72},
                {"title": "pH", "log": False, "min": 3.5, "max": 6.5},
                n2,
                pts(n2[0], HOURS, PH[n2[0]], [1, 2, 3, 6])
                + pts(n2[1], HOURS, PH[n2[1]], [2, 3, 4]),
                "lets-plot 4.11 SVG -> rsvg-convert PDF: two lines with points and shaded ribbons (pH +/- 0.09), legend on top.",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "የጤፍ ሊጥ መፍላት፦ በአምስት የጤፍ ዝርያዎች የአሲድነት፣ የማይክሮብ ብዛትና የእንጀራ ጥራት ለውጥ",
    "description": "Tenth held-out set (blind): an Amharic (Ethiopic script) food-microbiology paper written object by object with PDFium (pypdfium2), Abyssinica SIL embedded; a ruled grid table, a zebra table with a two-level header, an Observable Plot Cleveland dot plot and lets-plot lines with ribbons.",
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
            "table-protein-tsedey",
            "table",
            "What is the protein content of the Tsedey (ጸደይ) teff variety?",
            "12.4% (ሠንጠረዥ 1).",
            [["12.4"]],
            [T1],
            ["11.8", "11.2", "10.9"],
        ),
        q(
            "table-final-ph-kora",
            "table",
            "What pH did the Kora (ኮራ) dough reach after 72 hours?",
            "3.68 (ሠንጠረዥ 1).",
            [["3.68"]],
            [T1],
            ["3.72", "3.85", "3.91", "3.97"],
        ),
        q(
            "table-lab-magna",
            "table",
            "How many lactic acid bacteria (log CFU/g) were counted in the Magna dough?",
            "8.7 log CFU/g (ሠንጠረዥ 1).",
            [["8.7"]],
            [T1],
            ["8.9", "9.1", "8.2"],
        ),
        q(
            "table-yeast-dabi",
            "table",
            "What was the yeast count of the Dabi (ዳቢ) variety?",
            "6.1 log CFU/g (ሠንጠረዥ 1).",
            [["6.1"]],
            [T1],
            ["6.5", "6.8", "7.0"],
        ),
        q(
            "table-highest-initial-ph",
            "table",
            "Which teff variety had the highest initial pH before fermentation?",
            "Kora (ኮራ), pH 6.30 (ሠንጠረዥ 1).",
            [["Kora", "ኮራ"]],
            [T1],
            ["Quncho", "Tsedey"],
        ),
        q(
            "table-ph-drop-quncho",
            "table",
            "By how much did the pH of the Quncho (ቋንጦ) dough fall over the 72 hours?",
            "By 2.49 units, from 6.21 to 3.72 (ሠንጠረዥ 1).",
            [["2.49"]],
            [T1],
            ["2.40", "2.23", "2.62"],
        ),
        q(
            "table-white-eyes-48",
            "table",
            "What score did the eyes (ዓይን) of white-teff injera get after 48 hours of fermentation?",
            "7.6 (ሠንጠረዥ 2).",
            [["7.6"]],
            [T2_],
            ["7.8", "7.1", "8.1"],
        ),
        q(
            "table-red-taste-96",
            "table",
            "How was the taste of red-teff injera rated after 96 hours?",
            "6.3 (ሠንጠረዥ 2).",
            [["6.3"]],
            [T2_],
            ["6.9", "5.6", "7.9"],
        ),
        q(
            "table-white-best-taste",
            "table",
            "After how many hours of fermentation did white-teff injera get its best taste score?",
            "48 hours (taste 7.8; ሠንጠረዥ 2).",
            [["48"]],
            [T2_],
            ["72", "96"],
        ),
        q(
            "table-eyes-white-vs-red-72",
            "table",
            "At 72 hours, how much higher was the eye score of white teff than of red teff?",
            "0.4 points (8.1 against 7.7; ሠንጠረዥ 2).",
            [["0.4"]],
            [T2_],
            ["7.3", "7.9"],
        ),
        q(
            "figure-acid-kora-72",
            "figure",
            "What titratable acidity did the Kora dough reach after 72 hours (Figure 1)?",
            "About 1.02% lactic acid (ምስል 1).",
            [[rng(0.97, 1.07)]],
            [F1],
            ["0.96", "0.88", "0.45"],
            note="Plotted 1.02; Kora 24 h 0.45; Quncho 72 h 0.96.",
        ),
        q(
            "figure-acid-dabi-24",
            "figure",
            "In Figure 1, what is the acidity of the Dabi dough after 24 hours?",
            "About 0.31% lactic acid.",
            [[rng(0.27, 0.34)]],
            [F1],
            ["0.74", "0.42"],
            note="Plotted 0.31; Dabi 72 h 0.74.",
        ),
        q(
            "figure-lowest-72",
            "figure",
            "Which variety has the lowest acidity after 72 hours in Figure 1?",
            "Dabi (ዳቢ), about 0.74%.",
            [["Dabi", "ዳቢ"]],
            [F1],
            ["Tsedey", "ጸደይ"],
            note="72 h: 0.96, 0.88, 0.81, 1.02, 0.74.",
        ),
        q(
            "figure-gap-quncho",
            "figure",
            "How much did the acidity of the Quncho dough rise between 24 and 72 hours (Figure 1)?",
            "About 0.54 percentage points (0.42 to 0.96).",
            [[rng(0.46, 0.62)]],
            [F1],
            note="0.96 - 0.42 = 0.54.",
        ),
        q(
            "figure-ersho-36",
            "figure",
            "What pH did the dough with ersho (backslopping starter) have at 36 hours (Figure 2)?",
            "About 4.11 (ምስል 2).",
            [[rng(4.0, 4.22)]],
            [F2],
            ["4.83", "4.48", "3.92"],
            note="Plotted 4.11; without ersho 4.83.",
        ),
        q(
            "figure-spont-24",
            "figure",
            "In Figure 2, what was the pH of the dough without ersho after 24 hours?",
            "About 5.38.",
            [[rng(5.25, 5.5)]],
            [F2],
            ["4.48", "5.96", "4.83"],
            note="Plotted 5.38; with ersho 4.48.",
        ),
        q(
            "figure-gap-24",
            "figure",
            "At 24 hours, how far apart were the pH values of the two doughs in Figure 2?",
            "About 0.9 pH units (5.38 against 4.48).",
            [[rng(0.75, 1.05)]],
            [F2],
            note="5.38 - 4.48 = 0.90.",
        ),
        q(
            "text-panel",
            "text",
            "How many panellists rated the injera?",
            "30 trained panellists, on a 1-9 scale.",
            [["30"]],
            [("text", "30 የሰለጠኑ ገምጋሚዎች")],
        ),
        q(
            "text-temperature",
            "text",
            "At what temperature was the dough fermented?",
            "24 °C for 72 hours.",
            [["24 °ሴ", "24 °C", "24°C"]],
            [("text", "24 °ሴ")],
        ),
        q(
            "ml-am-varieties",
            "multilingual",
            "በጥናቱ ስንት የጤፍ ዝርያዎች ተጠኑ?",
            "አምስት የጤፍ ዝርያዎች (ቋንጦ፣ ማግና፣ ጸደይ፣ ኮራ፣ ዳቢ)።",
            [["አምስት", "5", "five"]],
            [("text", "ከአምስት የተሻሻሉ የጤፍ ዝርያዎች")],
            language="am",
        ),
        q(
            "ml-fr-lab-max",
            "multilingual",
            "Quelle variété de teff présentait le plus grand nombre de bactéries lactiques ?",
            "Quncho (ቋንጦ), avec 9,4 log UFC/g.",
            [["Quncho", "ቋንጦ"]],
            [T1],
            ["Kora", "ኮራ"],
            language="fr",
        ),
        q(
            "unanswerable-moisture",
            "unanswerable",
            "What was the moisture content of the teff flours?",
            "The paper does not report flour moisture.",
        ),
        q(
            "unanswerable-dukem",
            "unanswerable",
            "How did the Dukem variety ferment?",
            "Dukem is not among the five varieties studied.",
        ),
        q(
            "unanswerable-de-iron",
            "unanswerable",
            "Wie hoch war der Eisengehalt des Teffmehls?",
            "Der Mineralstoffgehalt wurde nicht gemessen.",
            language="de",
        ),
        q(
            "unanswerable-shelf",
            "unanswerable",
            "How many days did the injera keep before mould appeared?",
            "Shelf life was not measured.",
        ),
    ]
