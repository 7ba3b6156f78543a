"""kk_kiik: Kazakh wildlife-ecology paper (saiga antelope counts and calving in the three
populations of Kazakhstan) laid out by ``layout9`` in one column (DejaVu Serif metrics) and written
by **PDF::Builder** 3.025 (Perl: DejaVu Serif embedded by ``ttfont``; the charts placed as
placeholder PNGs that heldout9's pdfrw swap replaces by the vector charts). Figure 1 is a **Victory stacked area chart** (three
populations over five survey years, legend on top); Figure 2 a **Victory histogram** (calf body
mass, no legend). Table 1 is a **fully ruled grid** with two-line headers and thousands with a
space; Table 2 has **zebra shading** and a **two-level header** (2022 / 2023 over the same two
leaf headers)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper11 import (  # noqa: E402
    SERIF,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    victory,
    write_builder,
)  # fmt: skip
from paper11 import comma as c  # noqa: E402
from paper11 import spaced as sp  # noqa: E402

BLOCKS = ["Бетпақдала-Солтүстік", "Бетпақдала-Оңтүстік", "Үстірт-Батыс", "Үстірт-Шығыс",
          "Орал-Жайық", "Орал-Бөкей"]  # fmt: skip
AREA = [48200, 36500, 21300, 14800, 33900, 27600]
DENS = [4.8, 3.1, 0.6, 0.3, 7.2, 5.4]
CALF = [38, 35, 29, 27, 41, 40]
POPS = ["Бетпақдала", "Үстірт", "Орал"]
T2 = {"Бетпақдала": (3.4, 72, 3.6, 81), "Үстірт": (3.1, 64, 3.0, 61), "Орал": (3.6, 78, 3.7, 83),
      "Орташа": (3.4, 71, 3.4, 75)}  # fmt: skip
YEARS = [2015, 2017, 2019, 2021, 2023]
STACK = {"Бетпақдала": [32, 36, 90, 205, 345], "Үстірт": [2, 3, 5, 9, 17],
         "Орал": [70, 107, 217, 428, 393]}  # fmt: skip
BINS = [2.4, 2.8, 3.2, 3.6, 4.0, 4.4, 4.8]
MID = [2.6, 3.0, 3.4, 3.8, 4.2, 4.6]
COUNT = [4, 12, 38, 34, 15, 5]
CAP1 = "Ақбөкен популяцияларының көктемгі аэросанақ бойынша саны, 2015–2023 жж. (мың бас)."
CAP2 = "Бетпақдаладағы жаңа туған төлдердің дене салмағының таралуы, 2023 ж. мамыр (n = 108)."


def est(i: int) -> float:
    return round(AREA[i] * DENS[i] / 1000, 1)


def check_prose() -> None:
    assert [est(i) for i in range(6)] == [231.4, 113.2, 12.8, 4.4, 244.1, 149.0]
    assert round(est(0) + est(1)) == STACK["Бетпақдала"][-1]
    assert round(est(2) + est(3)) == STACK["Үстірт"][-1]
    assert round(est(4) + est(5)) == STACK["Орал"][-1]
    assert sum(v[-1] for v in STACK.values()) == 755 and sum(COUNT) == 108
    assert STACK["Орал"][-1] < STACK["Орал"][-2]
    assert (
        round(sum(m * n for m, n in zip(MID, COUNT, strict=True)) / sum(COUNT), 1)
        == T2["Бетпақдала"][2]
    )


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows = [[b, sp(a), c(d), c(est(i)), str(k)]
            for i, (b, a, d, k) in enumerate(zip(BLOCKS, AREA, DENS, CALF, strict=True))]  # fmt: skip
    t1 = table("1-кесте.", "2023 жылғы көктемгі аэросанақ: санақ блоктары, тығыздық және төлдер үлесі",
               [[("Санақ блогы", 1), ("Аудан\n(км²)", 1), ("Тығыздық\n(бас/км²)", 1), ("Бағалау\n(мың бас)", 1),
                 ("Төлдер\nүлесі (%)", 1)]], rows, "grid", z=9)  # fmt: skip
    t2 = table("2-кесте.", "Төлдердің орташа дене салмағы және алғашқы айдағы тірі қалуы",
               [[("", 1), ("2022", 2), ("2023", 2)],
                [("Популяция", 1), ("Салмағы (кг)", 1), ("Тірі қалу (%)", 1), ("Салмағы (кг)", 1), ("Тірі қалу (%)", 1)]],
               [[k, c(a), str(b), c(d), str(e)] for k, (a, b, d, e) in T2.items()], "zebra", z=9)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Қазақстандағы ақбөкен популяцияларының қалпына келуі: аэросанақ және төлдеу деректері",
            "Айгүл Серікбаева, Ержан Төлеуов, Динара Қасымова",
            "Қазақстан Республикасы Экология министрлігінің Орман шаруашылығы және жануарлар дүниесі комитеті, Астана",
            "Аңдатпа.",
            "Ақбөкен (Saiga tatarica) саны 2015 жылғы жаппай қырылудан кейін тез өсті. 2023 жылғы көктемгі "
            "аэросанақ үш популяцияда барлығы 755 мың басты көрсетті. Ең жоғары тығыздық Орал-Жайық блогында "
            "тіркелді (7,2 бас/км²). Бетпақдалада туған 108 төлдің орташа салмағы 3,6 кг болды.",
        ),  # fmt: skip
        h("1. Кіріспе"),
        p(
            "Ақбөкен – Орталық Азия далаларының көші-қон жасайтын тұяқтысы. 2015 жылы Бетпақдала популяциясында "
            "пастереллез індеті салдарынан 200 мыңнан астам бас қырылды. Кейінгі жылдары браконьерлікпен күрес "
            "пен қорғалатын аумақтардың кеңеюі нәтижесінде популяциялар қайта өсті. Бұл жұмыста 2023 жылғы "
            "аэросанақ нәтижелері мен төлдеу орындарындағы өлшемдер талданады."
        ),  # fmt: skip
        h("2. Әдістер"),
        p(
            "Аэросанақ сәуір айында Ан-2 ұшағымен 80 метр биіктікте, 200 метрлік санақ жолағы бойынша жүргізілді. "
            "Әр блоктағы тығыздық трансект әдісімен бағаланып, блок ауданына көбейтілді. Төлдеу орындарында "
            "жаңа туған төлдер туғаннан кейінгі алғашқы 48 сағат ішінде өлшенді, құлақтарына таңба тағылды."
        ),  # fmt: skip
        t1,
        h("3. Нәтижелер"),
        p(
            "Ең көп бағалау Орал-Жайық блогында алынды (244,1 мың бас), ал Үстірт-Шығыс блогында бар болғаны "
            "4,4 мың бас тіркелді (1-кесте). Үстірт популяциясы әлі де аз: екі блокта барлығы 17 мың бас. "
            "Орал популяциясы 2021 жылмен салыстырғанда 428 мыңнан 393 мыңға дейін азайды (1-сурет)."
        ),  # fmt: skip
        figure(f1, "1-сурет.", CAP1, frac=0.85),
        p(
            "Бетпақдалада төлдердің ең көбі 3,2–3,6 кг аралығына түсті (2-сурет). 2023 жылы төлдердің алғашқы "
            "айдағы тірі қалуы Орал популяциясында ең жоғары болды (2-кесте)."
        ),  # fmt: skip
        figure(f2, "2-сурет.", CAP2, frac=0.75),
        t2,
        h("4. Талқылау"),
        p(
            "Популяциялардың өсуі жайылымдағы үй малымен бәсекелестікті күшейтеді. Біз ақбөкен мен малдың "
            "жайылым бөлісуін, сондай-ақ қасқыр жыртқыштығын бұл жұмыста зерттеген жоқпыз. Үстірт популяциясын "
            "қорғау үшін шекарадағы қоршауларда өткелдер салу қажет."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    return victory(work, "fig1", {
        "kind": "stackedarea", "xlabel": "Санақ жылы", "ylabel": "Саны (мың бас)",
        "series": [{"name": n, "x": YEARS, "y": v} for n, v in STACK.items()],
        "xticks": YEARS, "xtickFormat": {str(y): str(y) for y in YEARS}, "colors": ["#c8a25a", "#7f3b08", "#2d6a8e"],
    })  # fmt: skip


def fig2(work: Path) -> Path:
    return victory(work, "fig2", {
        "kind": "histogram", "xlabel": "Дене салмағы (кг)", "ylabel": "Төлдер саны", "legend": False,
        "series": [{"name": "", "x": MID, "y": COUNT}], "bins": BINS, "xticks": BINS,
        "xtickFormat": {f"{b:g}": f"{b:.1f}".replace(".", ",") for b in BINS}, "colors": ["#5b7f3a"],
        "width": 560, "height": 340,
    })  # fmt: skip


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), SERIF, body=9.8, lead=13.4, cols=1,
                 margin=(62, 62, 64, 62), head="Ақбөкен популяциялары, 2023", foot="{n}-бет")  # fmt: skip
    return write_builder(work, lay, SERIF, "Қазақстандағы ақбөкен популяцияларының қалпына келуі")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    yr = {"title": "Санақ жылы", "log": False, "min": 2015, "max": 2023}
    return {
        "file": "heldout11/kk_kiik.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 2), (2, 3), (3, 4), (4, 3), (5, 2)],
                "PDF::Builder, DejaVu Serif embedded (ttfont); fully ruled grid, two-line headers, thousands with a space (48 200), decimal commas.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 4), (2, 3), (3, 1), (1, 1)],
                "Zebra shading, no rules; two-level header (2022 / 2023 over Салмағы (кг), Тірі қалу (%)); last row Орташа (mean).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "stacked_area",
                yr,
                {"title": "Саны (мың бас)", "log": False, "min": 0, "max": 800},
                POPS,
                pts(POPS[0], YEARS, STACK[POPS[0]], [2, 4])
                + pts(POPS[1], YEARS, STACK[POPS[1]], [4])
                + pts(POPS[2], YEARS, STACK[POPS[2]], [3, 4]),
                "Victory 37 (React, rendered on the server) SVG drawn by librsvg; three stacked areas (Бетпақдала at the bottom, Үстірт, Орал on top), legend above. Probe y values are each population's own value (band thickness), not the stacked top.",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "histogram",
                {"title": "Дене салмағы (кг)", "log": False, "min": 2.4, "max": 4.8},
                {"title": "Төлдер саны", "log": False, "min": 0, "max": 38},
                [],
                pts(None, MID, COUNT, [0, 2, 3, 5]),
                "Victory histogram, bins of 0.4 kg from 2.4 to 4.8 kg (ticks at the bin edges with decimal commas), no legend; probe x is the bin centre, y the number of calves.",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Қазақстандағы ақбөкен популяцияларының қалпына келуі: аэросанақ және төлдеу деректері",
    "description": "Eleventh held-out set (blind): a Kazakh (Cyrillic) wildlife-ecology paper written with PDF::Builder (Perl) from a display list; a fully ruled table, a zebra table with a two-level header, a Victory stacked area chart and a Victory histogram.",
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
            "table-area-betpak-south",
            "table",
            "What is the area of the Betpak-Dala South survey block?",
            "36 500 km² (Table 1).",
            [["36 500", "36500", "36,500"]],
            [T1],
            ["48 200", "21 300", "33 900"],
        ),
        q(
            "table-density-ural-bokey",
            "table",
            "What saiga density was estimated in the Ural-Bokey block?",
            "5,4 animals per km² (Table 1).",
            [["5,4", "5.4"]],
            [T1],
            ["7,2", "4,8", "3,1"],
        ),
        q(
            "table-estimate-ustyurt-west",
            "table",
            "How many saigas were estimated in the Ustyurt West block in 2023?",
            "About 12,8 thousand animals (Table 1).",
            [["12,8", "12.8", "12 800", "12800"]],
            [T1],
            ["4,4", "113,2"],
        ),
        q(
            "table-calf-share-ustyurt-east",
            "table",
            "What share of the animals counted in the Ustyurt East block were calves?",
            "27% (Table 1).",
            [["27"]],
            [T1],
            ["29", "35", "41"],
        ),
        q(
            "table-max-density-block",
            "table",
            "Which survey block had the highest saiga density?",
            "Ural-Zhaiyk (Орал-Жайық), 7,2 animals per km².",
            [["Жайық", "Zhaiyk", "Zhayik", "Jaiyk"]],
            [T1],
            ["Бөкей", "Bokey"],
        ),
        q(
            "table-smallest-estimate",
            "table",
            "Which block had the smallest population estimate, and how large was it?",
            "Ustyurt East (Үстірт-Шығыс), 4,4 thousand animals.",
            [["Шығыс", "East"], ["4,4", "4.4"]],
            [T1],
            ["12,8"],
        ),
        q(
            "table-betpak-total",
            "table",
            "Adding the two Betpak-Dala blocks, how many saigas were estimated for Betpak-Dala in 2023?",
            "About 344,6 thousand (the northern and southern blocks together), i.e. roughly 345 thousand.",
            [["344,6", "344.6", "345"]],
            [T1],
            ["231,4", "113,2"],
        ),
        q(
            "table-calf-mass-ural-2023",
            "table",
            "What was the mean calf body mass in the Ural population in 2023?",
            "3,7 kg (Table 2).",
            [["3,7", "3.7"]],
            [T2_],
            ["3,6", "3,0"],
        ),
        q(
            "table-survival-ustyurt-2022",
            "table",
            "What was first-month calf survival in the Ustyurt population in 2022?",
            "64% (Table 2).",
            [["64"]],
            [T2_],
            ["61", "72", "78"],
        ),
        q(
            "table-survival-change-betpak",
            "table",
            "By how many percentage points did first-month calf survival in Betpak-Dala change from 2022 to 2023?",
            "It rose by 9 points, from 72% to 81%.",
            [["9"]],
            [T2_],
            ["5", "3"],
        ),
        q(
            "table-survival-declined",
            "table",
            "In which population did calf survival decline between 2022 and 2023?",
            "Ustyurt (Үстірт): from 64% to 61%.",
            [["Үстірт", "Ustyurt", "Ustiurt"]],
            [T2_],
            ["Орал", "Бетпақдала"],
        ),
        q(
            "figure-ural-2021",
            "figure",
            "According to Figure 1, how many saigas did the Ural population number in 2021?",
            "About 428 thousand.",
            [[rng(405, 450)]],
            [F1],
            ["393", "205"],
            note="Plotted 428 (band thickness; the stacked top is 642).",
        ),
        q(
            "figure-betpak-2019",
            "figure",
            "What was the Betpak-Dala population in the 2019 survey (Figure 1)?",
            "About 90 thousand.",
            [[rng(80, 100)]],
            [F1],
            ["217", "36"],
            note="Plotted 90; Ural 217 in 2019.",
        ),
        q(
            "figure-total-2023",
            "figure",
            "What total number of saigas does Figure 1 show for 2023?",
            "About 755 thousand, the top of the stacked areas.",
            [[rng(735, 775)]],
            [F1],
            ["642", "393"],
            note="Stacked top in 2023 = 755.",
        ),
        q(
            "figure-largest-2023",
            "figure",
            "Which population was the largest in 2023 according to Figure 1?",
            "Ural (Орал), about 393 thousand.",
            [["Орал", "Ural"]],
            [F1],
            ["Бетпақдала", "Betpak"],
        ),
        q(
            "figure-modal-bin",
            "figure",
            "In Figure 2, how many calves fell in the most frequent body-mass class?",
            "38 calves, in the 3,2–3,6 kg class.",
            [[rng(36, 40)]],
            [F2],
            ["34", "12"],
            note="Bin 3.2-3.6 kg: 38; 3.6-4.0: 34.",
        ),
        q(
            "figure-heavy-calves",
            "figure",
            "How many calves weighed 4,4 kg or more (Figure 2)?",
            "5 calves (the 4,4–4,8 kg class).",
            [[rng(4, 6)]],
            [F2],
            ["15", "12"],
            note="Last bin 4.4-4.8 kg: 5; 4.0-4.4: 15.",
        ),
        q(
            "text-altitude",
            "text",
            "At what altitude was the aerial survey flown?",
            "80 metres (Ан-2 aircraft, 200 m strip).",
            [["80"]],
            [("text", "80 метр")],
        ),
        q(
            "text-epizootic",
            "text",
            "What disease caused the 2015 mass die-off in Betpak-Dala?",
            "Pasteurellosis (пастереллез).",
            [["пастереллез"]],
            [("text", "пастереллез")],
        ),
        q(
            "ml-kk-calves",
            "multilingual",
            "Бетпақдалада неше төл өлшенді?",
            "108 төл.",
            [["108"]],
            [("text", "108 төлдің")],
            language="kk",
        ),
        q(
            "ml-ru-strip",
            "multilingual",
            "Какой ширины была учётная полоса при авиаучёте?",
            "200 метров.",
            [["200"]],
            [("text", "200 метрлік")],
            language="ru",
        ),
        q(
            "unanswerable-wolves",
            "unanswerable",
            "How many saiga calves were killed by wolves in 2023?",
            "Wolf predation was not studied.",
        ),
        q(
            "unanswerable-livestock",
            "unanswerable",
            "How many sheep graze in the Betpak-Dala calving grounds?",
            "The paper does not give livestock numbers; grazing overlap was not studied.",
        ),
        q(
            "unanswerable-mongolia",
            "unanswerable",
            "What was the 2023 count of the Mongolian saiga population?",
            "Only the three Kazakh populations are counted.",
        ),
        q(
            "unanswerable-de-males",
            "unanswerable",
            "Wie hoch war der Anteil adulter Männchen in der Ural-Population?",
            "Das Geschlechterverhältnis wird nicht angegeben.",
            language="de",
        ),
    ]
