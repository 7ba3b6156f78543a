"""az_palcig: Azerbaijani geochemistry paper (methane and carbon dioxide emissions of five mud
volcanoes on the Absheron peninsula), laid out by ``layout9`` in **two columns** (DejaVu Serif
metrics) and drawn by **Matplotlib's PDF backend** (``PdfPages``: one page-sized figure per page,
text runs as ``Figure.text`` on their baselines in DejaVu Serif embedded as Type 42, rules and
shading as ``Line2D`` / ``Rectangle`` artists); heldout10's pdfrw stamp draws the charts. Figure 1 is a **nivo pie chart** (four gases, slice values and names printed);
Figure 2 a **Veusz line chart** (two volcanoes over the year, key bottom right). Table 1 has
**zebra shading and no rules** with a **bold total row** (``Cəmi / orta``) and thousands spaces;
Table 2 is a **fully ruled grid** with a **two-level header** (winter / summer). The letters ə,
ğ, ı, ş are Azerbaijani Latin."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper12 import (  # noqa: E402
    GOLD,
    SERIF,
    fig_truth,
    figure,
    h,
    layout,
    nivo,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    veusz,
    vsz_data,
    vsz_graph,
    write_mpl,
)  # fmt: skip

# volcano -> height (m), gryphons, methane flux (t/year), mud temperature (°C)
T1 = [("Lökbatan", 243, 28, 1850, 21.4), ("Bozdağ-Güzdək", 178, 14, 960, 19.8), ("Keyrəki", 121, 9, 610, 18.6),
      ("Otmanbozdağ", 402, 35, 2420, 23.1), ("Dəşgil", 310, 22, 1340, 20.5)]  # fmt: skip
# volcano -> winter CH4, winter CO2, summer CH4, summer CO2 (g/m²/day)
T2 = {
    "Lökbatan": (14.2, 3.1, 18.7, 4.0),
    "Keyrəki": (6.8, 1.9, 9.1, 2.4),
    "Otmanbozdağ": (19.5, 4.4, 25.3, 5.6),
    "Dəşgil": (11.0, 2.6, 13.8, 3.3),
}
GASES = ["CH4", "N2", "CO2", "Digər"]
SHARE = [91.8, 1.9, 5.9, 0.4]
MONTHS = [1, 3, 5, 7, 9, 11]
FLUX = {
    "Lökbatan": [13.8, 15.1, 17.2, 19.0, 16.4, 14.0],
    "Dəşgil": [10.6, 11.9, 13.1, 14.2, 12.5, 11.2],
}
CAP1 = "Otmanbozdağ vulkanının qrifonlarından çıxan qazın tərkibi (həcm %)."
CAP2 = "Lökbatan və Dəşgil vulkanlarında metan axınının il ərzində dəyişməsi, 2023 (q/m²/gün)."


def dec(x: float) -> str:
    return f"{x:.1f}".replace(".", ",")


def sp(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def check_prose() -> None:
    assert sum(r[2] for r in T1) == 108 and sum(r[3] for r in T1) == 7180
    assert round(sum(r[4] for r in T1) / 5, 1) == 20.7
    assert round(sum(SHARE), 1) == 100.0 and max(FLUX["Lökbatan"]) == 19.0
    assert round(T2["Otmanbozdağ"][2] - T2["Otmanbozdağ"][0], 1) == 5.8


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[v, str(hh), str(g), sp(f), dec(t)] for v, hh, g, f, t in T1]
    rows.append(["Cəmi / orta", "–", "108", sp(7180), dec(20.7)])
    t1 = table("Cədvəl 1.", "Tədqiq olunan palçıq vulkanları: hündürlük, qrifon sayı, illik metan axını və palçığın temperaturu",
               [[("Vulkan", 1), ("Hündürlük\n(m)", 1), ("Qrifon\nsayı", 1), ("Metan axını\n(t/il)", 1), ("Temperatur\n(°C)", 1)]],
               rows, "zebra", z=8.4, bold_last=True)  # fmt: skip
    t2 = table("Cədvəl 2.", "Qışda və yayda ölçülmüş qaz axınları (q/m²/gün)",
               [[("", 1), ("Qış", 2), ("Yay", 2)], [("Vulkan", 1), ("CH4", 1), ("CO2", 1), ("CH4", 1), ("CO2", 1)]],
               [[v] + [dec(x) for x in vs] for v, vs in T2.items()], "grid", z=8.4)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Abşeron yarımadasının palçıq vulkanlarından metan və karbon qazı axını",
            "Leyla Məmmədova, Rəşad Əliyev və Nigar Hüseynova",
            "AMEA Geologiya və Geofizika İnstitutu, Bakı",
            "Xülasə.",
            "Beş palçıq vulkanında 2023-cü ildə qaz axınlarını ölçdük. Vulkanlar birlikdə ildə 7 180 ton metan "
            "buraxır, bunun ən böyük hissəsi Otmanbozdağın payına düşür. Yayda metan axını qışdakından "
            "bütün vulkanlarda yüksək olmuşdur.",
        ),  # fmt: skip
        h("1. Giriş"),
        p(
            "Azərbaycan dünyada palçıq vulkanlarının ən çox olduğu ölkədir. Vulkanlar atmosferə təbii metan "
            "buraxır, lakin bu axınların miqdarı az öyrənilib. Otmanbozdağ vulkanı 2021-ci ilin iyul ayında "
            "püskürmüşdür və o vaxtdan aktivliyi yüksəkdir."
        ),  # fmt: skip
        h("2. Metodlar"),
        p(
            "Qaz axınları qapalı kamera üsulu ilə ölçüldü: hər vulkanda 40 ölçmə nöqtəsində kameralar "
            "qrifonların və salzaların üzərinə qoyuldu. Qaz nümunələri Agilent 7890B xromatoqrafında təhlil "
            "edildi. İllik axın ölçmələrin vulkanın sahəsinə ekstrapolyasiyası ilə hesablandı."
        ),  # fmt: skip
        t1,
        h("3. Nəticələr"),
        p(
            "Ən hündür və ən aktiv vulkan Otmanbozdağdır: 35 qrifon ildə 2 420 ton metan buraxır (Cədvəl 1). "
            "Otmanbozdağ qrifonlarından çıxan qazın 91,8 %-i metandır (Şəkil 1)."
        ),  # fmt: skip
        figure(f1, "Şəkil 1.", CAP1, frac=1.0),
        t2,
        p(
            "Otmanbozdağda yayda metan axını qışdakından 5,8 q/m²/gün çox idi (Cədvəl 2). Lökbatanda axın iyul "
            "ayında ən yüksək həddə çatdı (Şəkil 2)."
        ),  # fmt: skip
        figure(f2, "Şəkil 2.", CAP2, frac=1.0),
        h("4. Müzakirə"),
        p(
            "Palçıq vulkanları Abşeronun təbii metan balansında mühüm yer tutur. Biz hidrogen sulfid axınını "
            "ölçmədik və püskürmələrin zəlzələlərlə əlaqəsini araşdırmadıq."
        ),
        p(
            "Ölçmələr göstərir ki, qrifon sayı çox olan vulkanlar daha çox metan buraxır: beş vulkanın "
            "birlikdə 108 qrifonu var. Qışda və yayda axınların fərqi torpağın temperaturu ilə bağlı ola "
            "bilər. Gələcəkdə ölçmələri Qobustan vulkanlarında da aparmağı planlaşdırırıq."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    return nivo(work, "fig1", "pie", (420, 300), {
        "data": [{"id": g, "label": g, "value": v} for g, v in zip(GASES, SHARE, strict=True)],
        "margin": {"top": 36, "right": 90, "bottom": 30, "left": 90}, "innerRadius": 0, "padAngle": 0.6,
        "colors": ["#3b6e8f", "#c8743a", "#7a9a4b", "#9a8fb0"], "sortByValue": False,
        "arcLabelsSkipAngle": 15, "arcLinkLabelsSkipAngle": 0, "startAngle": 60, "endAngle": 420,
        "valueFormat": " >-.1f", "arcLabelsTextColor": "#ffffff", "arcLinkLabelsTextColor": "#222222",
        "arcLinkLabelsDiagonalLength": 14, "arcLinkLabelsStraightLength": 18,
    })  # fmt: skip


def fig2(work: Path) -> Path:
    data = vsz_data("m", MONTHS) + vsz_data("a", FLUX["Lökbatan"]) + vsz_data("b", FLUX["Dəşgil"])
    a = {
        "xData": "m",
        "yData": "a",
        "key": "Lökbatan",
        "marker": "diamond",
        "PlotLine/color": "#7b2d26",
        "MarkerFill/color": "#7b2d26",
    }
    b = {
        "xData": "m",
        "yData": "b",
        "key": "Dəşgil",
        "marker": "triangle",
        "PlotLine/color": "#2d5f7b",
        "PlotLine/style": "dotted",
        "MarkerFill/color": "#2d5f7b",
    }
    return veusz(
        work,
        "fig2",
        data
        + vsz_graph(
            ("13cm", "7.5cm"),
            {
                "label": "Ay",
                "min": 0.0,
                "max": 12.0,
                "MajorTicks/manualTicks": [1.0, 3.0, 5.0, 7.0, 9.0, 11.0],
            },
            {"label": "CH4 axını (q/m²/gün)", "min": 8.0, "max": 20.0},
            [
                ("xy", "sa", a),
                ("xy", "sb", b),
                ("key", "k", {"horzPosn": "right", "vertPosn": "bottom"}),
            ],
        ),
    )


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), SERIF, body=9.4, lead=12.4, cols=2, gap=16, margin=(60, 50, 60, 50),
                 head="Abşeronun palçıq vulkanları", foot="Səh. {n}")  # fmt: skip
    return write_mpl(work, lay, SERIF, "Abşeron yarımadasının palçıq vulkanlarından metan axını")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout12/az_palcig.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (1, 2), (2, 4), (3, 1), (4, 3), (5, 3), (5, 2)],
                "Matplotlib PDF backend (PdfPages), DejaVu Serif Type 42; zebra shading without rules, two-line headers, bold total row 'Cəmi / orta' (sums and mean, en dash for height), thousands spaces (1 850), decimal commas.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 4), (2, 3), (3, 2)],
                "Fully ruled grid; two-level header ('Qış' / 'Yay' over CH4 and CO2).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "pie",
                {"title": None, "log": False, "categories": GASES},
                {"title": None, "log": False, "min": 0, "max": 100},
                GASES,
                [{"series": g, "x": g, "y": v} for g, v in zip(GASES, SHARE, strict=True)],
                "nivo Pie rendered on the server; values printed inside the two largest slices (91.8, 5.9; decimal points), names on link labels outside, N2 and Digər without a printed value; probes are the slice percentages.",
                find="qrifonlarından çıxan qazın tərkibi",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "Ay", "log": False, "min": 0, "max": 12},
                {"title": "CH4 axını (q/m²/gün)", "log": False, "min": 8, "max": 20},
                list(FLUX),
                pts("Lökbatan", MONTHS, FLUX["Lökbatan"], [1, 3, 4])
                + pts("Dəşgil", MONTHS, FLUX["Dəşgil"], [0, 3, 5]),
                "Veusz xy lines (Lökbatan solid with diamonds, Dəşgil dotted with triangles), key bottom right; x is the month number, y axis from 8.",
                find="metan axınının il ərzində",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Abşeron yarımadasının palçıq vulkanlarından metan və karbon qazı axını",
    "description": "Twelfth held-out set (blind): a two-column Azerbaijani mud-volcano paper drawn by Matplotlib's PDF backend from a display list, charts stamped by pdfrw; a zebra table without rules with a bold total row, a fully ruled table with a two-level header, a nivo pie chart and a Veusz line chart.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-flux-lokbatan",
            "table",
            "How much methane does the Lökbatan volcano emit per year?",
            "1 850 t per year (Table 1).",
            [["1 850", "1850", "1,850"]],
            [T1_],
            ["1 340", "2 420", "1340"],
        ),
        q(
            "table-gryphons-bozdag",
            "table",
            "How many gryphons were counted on Bozdağ-Güzdək?",
            "14 (Table 1).",
            [["14"]],
            [T1_],
            ["9", "22"],
        ),
        q(
            "table-temp-keyreki",
            "table",
            "What mud temperature was measured at Keyrəki?",
            "18,6 °C (Table 1).",
            [["18,6", "18.6"]],
            [T1_],
            ["19,8", "20,5", "19.8"],
        ),
        q(
            "table-height-otman",
            "table",
            "How high is the Otmanbozdağ volcano?",
            "402 m (Table 1).",
            [["402"]],
            [T1_],
            ["310", "243"],
        ),
        q(
            "table-flux-dashgil",
            "table",
            "What is the annual methane flux of Dəşgil?",
            "1 340 t per year (Table 1).",
            [["1 340", "1340", "1,340"]],
            [T1_],
            ["1 850", "960", "1850"],
        ),
        q(
            "table-total-flux",
            "table",
            "How much methane do the five volcanoes emit together each year?",
            "7 180 t per year (total row of Table 1).",
            [["7 180", "7180", "7,180"]],
            [T1_],
            ["2 420", "2420"],
        ),
        q(
            "table-mean-temp",
            "table",
            "What is the mean mud temperature over the five volcanoes?",
            "20,7 °C (Table 1).",
            [["20,7", "20.7"]],
            [T1_],
            ["21,4", "20,5", "21.4"],
        ),
        q(
            "table-smallest",
            "table",
            "Which volcano has the fewest gryphons and the smallest methane flux?",
            "Keyrəki (9 gryphons, 610 t per year).",
            [["Keyrəki", "Keyreki"]],
            [T1_],
            ["Bozdağ"],
        ),
        q(
            "table-co2-summer-keyreki",
            "table",
            "What CO2 flux was measured at Keyrəki in summer?",
            "2,4 g/m²/day (Table 2).",
            [["2,4", "2.4"]],
            [T2_],
            ["1,9", "3,3", "1.9"],
        ),
        q(
            "table-ch4-winter-dashgil",
            "table",
            "What was the winter methane flux at Dəşgil?",
            "11,0 g/m²/day (Table 2).",
            [["11,0", "11.0", "11 g"]],
            [T2_],
            ["13,8", "14,2", "13.8"],
        ),
        q(
            "table-lokbatan-seasonal",
            "table",
            "By how much did the methane flux at Lökbatan rise from winter to summer?",
            "By 4,5 g/m²/day (14,2 to 18,7).",
            [["4,5", "4.5"]],
            [T2_],
            ["5,8", "0,9"],
        ),
        q(
            "figure-pie-co2",
            "figure",
            "What share of the gas from the Otmanbozdağ gryphons is carbon dioxide (Figure 1)?",
            "5,9 %.",
            [[rng(5.4, 6.4)]],
            [F1],
            ["1,9", "1.9"],
            note="Slice 5.9 (value printed in the slice).",
        ),
        q(
            "figure-pie-n2",
            "figure",
            "How much nitrogen does the Otmanbozdağ gas contain according to Figure 1?",
            "1,9 %.",
            [[rng(1.2, 2.6)]],
            [F1],
            ["5,9", "0,4", "5.9"],
            note="Slice 1.9 (no value printed on it; N2 lies between CH4 and CO2).",
        ),
        q(
            "figure-pie-smallest",
            "figure",
            "Which component is the smallest slice in Figure 1?",
            "Other gases (Digər), 0,4 %.",
            [["Digər", "other"]],
            [F1],
            ["N2"],
        ),
        q(
            "figure-lok-may",
            "figure",
            "What methane flux does Figure 2 show for Lökbatan in May (month 5)?",
            "About 17,2 g/m²/day.",
            [[rng(16.5, 17.9)]],
            [F2],
            ["13,1", "19,0", "13.1"],
            note="Plotted 17.2; Dəşgil 13.1.",
        ),
        q(
            "figure-dash-jul",
            "figure",
            "What was the methane flux at Dəşgil in July according to Figure 2?",
            "About 14,2 g/m²/day.",
            [[rng(13.5, 14.9)]],
            [F2],
            ["19,0", "12,5", "19.0"],
            note="Plotted 14.2.",
        ),
        q(
            "figure-gap-sep",
            "figure",
            "In September (month 9), how much higher was the flux at Lökbatan than at Dəşgil (Figure 2)?",
            "About 3,9 g/m²/day (16,4 against 12,5).",
            [[rng(3.2, 4.6)]],
            [F2],
            ["4,8", "1,2"],
            note="Plotted 16.4 and 12.5.",
        ),
        q(
            "text-eruption",
            "text",
            "When did the Otmanbozdağ volcano last erupt?",
            "In July 2021.",
            [["2021"]],
            [("text", "2021-ci ilin iyul")],
        ),
        q(
            "text-points",
            "text",
            "How many measurement points were used on each volcano?",
            "40, with closed chambers.",
            [["40"]],
            [("text", "40 ölçmə nöqtəsində")],
        ),
        q(
            "ml-az-method",
            "multilingual",
            "Qaz axınları hansı üsulla ölçüldü?",
            "Qapalı kamera üsulu ilə.",
            [["qapalı kamera", "kamera"]],
            [("text", "qapalı kamera üsulu")],
            language="az",
        ),
        q(
            "ml-fr-chromatograph",
            "multilingual",
            "Quel chromatographe a servi à analyser les échantillons de gaz ?",
            "Un Agilent 7890B.",
            [["7890B"]],
            [("text", "Agilent 7890B")],
            language="fr",
        ),
        q(
            "unanswerable-h2s",
            "unanswerable",
            "How much hydrogen sulfide does Lökbatan emit?",
            "Hydrogen sulfide was not measured.",
        ),
        q(
            "unanswerable-quakes",
            "unanswerable",
            "Did earthquakes trigger the eruptions of these volcanoes?",
            "The link to earthquakes was not studied.",
        ),
        q(
            "unanswerable-toraghay",
            "unanswerable",
            "What is the annual methane flux of the Toraqay volcano in Gobustan?",
            "Toraqay was not among the five volcanoes.",
        ),
        q(
            "unanswerable-es-2022",
            "unanswerable",
            "¿Cuánto metano emitió Dəşgil en 2022?",
            "Solo se midió en 2023.",
            language="es",
        ),
    ]
