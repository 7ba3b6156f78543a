"""hr_cakavski: Croatian phonetics paper (vowel formants and durations in the Čakavian dialects
of Brač and Vis) laid out by **borb** 3 itself (``src/borb_doc.py``: justified paragraphs,
``FixedColumnWidthTable``s, images, page breaks; DejaVu Serif embedded). Both figures are
**Observable Plot** charts (placeholders swapped for the vector charts by pdfrw): Figure 1 a
**vowel chart** (F2 against F1, **both axes reversed** as phoneticians draw it, two speaker groups,
each point labelled with its vowel); Figure 2 a **slope chart** (four dialect features, 2000 and
2022, lines labelled at their right ends, no legend). Table 1 is borb's **fully ruled grid** with a
grey **two-level header** (Brač / Vis over the same two leaf headers); Table 2 has **no borders,
zebra rows**."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from common import run  # noqa: E402
from layout9 import aspect  # noqa: E402
from paper10 import (  # noqa: E402
    SERIF,
    SRC,
    WPY,
    fig_truth,
    figure,
    h,
    oplot,
    p,
    placeholder_png,
    q,
    rng,
    swap,
    table,
    table_truth,
    title,
)  # fmt: skip

V = ["/i/", "/e/", "/a/", "/o/", "/u/"]
BRAC = ([298, 452, 701, 468, 321], [2240, 1905, 1385, 942, 801])
VIS = ([312, 487, 735, 495, 334], [2185, 1862, 1412, 978, 846])
DUR = [(142, 78, 61), (156, 84, 66), (171, 95, 72), (160, 88, 68), (138, 76, 58)]
GRP = {"Stariji govornici": ([290, 436, 712, 455, 312], [2270, 1930, 1350, 895, 742]),
       "Mlađi govornici": ([305, 470, 690, 480, 330], [2210, 1880, 1420, 990, 860])}  # fmt: skip
FEAT = {"ikavski refleks jata": (91, 84), "ča umjesto što": (86, 71), "završno -m > -n": (74, 52),
        "j umjesto lj": (63, 35)}  # fmt: skip
CAP1 = "Formantski prostor samoglasnika starijih i mlađih govornika na Braču (F2 prema F1)"
CAP2 = "Udio mlađih govornika koji rabe četiri čakavske značajke, 2000. i 2022. godine"


def check_prose() -> None:
    assert max(BRAC[0]) == 701 and max(VIS[0]) == 735
    assert all(v > b for v, b in zip(VIS[0], BRAC[0], strict=True))
    assert max(d[0] for d in DUR) == 171
    assert round(DUR[2][0] / DUR[2][2], 1) == 2.4
    drops = {k: a - b for k, (a, b) in FEAT.items()}
    assert max(drops.values()) == 28 and drops["j umjesto lj"] == 28


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "Tablica 1.", "Prosječne vrijednosti prvih dvaju formanata (Hz) naglašenih samoglasnika",
        [[("", 1), ("Brač (n = 12)", 2), ("Vis (n = 10)", 2)],
         [("Samoglasnik", 1), ("F1 (Hz)", 1), ("F2 (Hz)", 1), ("F1 (Hz)", 1), ("F2 (Hz)", 1)]],
        [[v, str(BRAC[0][i]), str(BRAC[1][i]), str(VIS[0][i]), str(VIS[1][i])] for i, v in enumerate(V)],
        "grid", z=9.5, widths=[3, 2, 2, 2, 2],
    )  # fmt: skip
    t2 = table(
        "Tablica 2.", "Trajanje samoglasnika (ms) prema naglasku, oba govora zajedno",
        [[("Samoglasnik", 1), ("Dugi naglasak", 1), ("Kratki naglasak", 1), ("Nenaglašeni", 1)]],
        [[v] + [str(x) for x in d] for v, d in zip(V, DUR, strict=True)],
        "zebra", z=9.5, widths=[3, 2, 2, 2],
    )  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Samoglasnici čakavskih govora Brača i Visa: formanti i trajanje",
            "Ivana Marinović, Tomislav Bašić i Petra Novak",
            "Odsjek za fonetiku, Filozofski fakultet Sveučilišta u Zagrebu",
            "Sažetak.",
            "Izmjerili smo prva dva formanta i trajanje naglašenih i nenaglašenih samoglasnika u "
            "govorima Brača i Visa. Samoglasnici viškoga govora imaju u prosjeku viši F1, što "
            "upućuje na otvoreniji izgovor. Dugi naglašeni /a/ traje 2,4 puta dulje od "
            "nenaglašenoga. Mlađi govornici sve rjeđe rabe tipične čakavske značajke.",
        ),
        h("1. Uvod"),
        p(
            "Čakavsko narječje govori se na jadranskim otocima i u dijelu Istre i Dalmacije. "
            "Srednjodalmatinski otočni govori čuvaju stari troakcenatski sustav i dugačke "
            "samoglasnike, no pod utjecajem standardnoga jezika i turizma mijenjaju se. Akustičkih "
            "mjerenja tih govora do sada je bilo malo."
        ),
        h("2. Metoda"),
        p(
            "Snimili smo 22 govornika (12 s Brača i 10 s Visa) u dobi od 19 do 83 godine. Svaki je "
            "govornik pročitao 60 riječi u okvirnoj rečenici tri puta. Formanti su mjereni u "
            "programu Praat u sredini samoglasnika, a trajanje od početka do kraja periodičnoga "
            "signala. Snimanje je obavljeno 2022. godine u mjesnim domovima."
        ),
        t1,
        h("3. Rezultati"),
        p(
            "Najviši F1 ima samoglasnik /a/, na Braču 701 Hz, a na Visu 735 Hz (tablica 1). Na Visu "
            "je F1 svih pet samoglasnika viši nego na Braču. Dugi naglašeni /a/ traje 171 ms, a "
            "nenaglašeni samo 72 ms (tablica 2)."
        ),
        t2,
        figure(f1, "Slika 1.", CAP1, frac=0.85),
        p(
            "Na slici 1 vidi se da se kod mlađih govornika stražnji samoglasnici /o/ i /u/ "
            "pomiču prema naprijed. Slika 2 pokazuje da je najviše izgubila zamjena lj s j, za 28 "
            "postotnih bodova."
        ),
        figure(f2, "Slika 2.", CAP2, frac=0.8),
        h("4. Rasprava"),
        p(
            "Rezultati potvrđuju da se čakavski vokalizam otoka mijenja prema standardu. U ovom "
            "radu nismo analizirali intonaciju ni govore Hvara i Korčule, a fonološki opis "
            "suglasnika ostavljamo za iduće istraživanje."
        ),
    ]


def fig1(work: Path) -> Path:
    names = list(GRP)
    spec = {"kind": "scatter", "width": 600, "height": 380, "colors": ["#444444", "#d7301f"],
            "symbols": ["circle", "square"], "series": names,
            "data": [{"pts": [[GRP[n][1][i], GRP[n][0][i], V[i].strip("/")] for i in range(5)]} for n in names],
            "x_axis": {"label": "F2 (Hz)", "domain": [2400, 600], "ticks": [2400, 2000, 1600, 1200, 800],
                       "grid": True, "axis": "top", "labelAnchor": "center", "labelArrow": "none"},
            "y_axis": {"label": "F1 (Hz)", "domain": [800, 200], "ticks": [200, 300, 400, 500, 600, 700, 800],
                       "grid": True, "axis": "right", "labelAnchor": "center", "labelArrow": "none"},
            "marginTop": 50, "marginRight": 70, "marginLeft": 20, "marginBottom": 40,
            "legend": {"x": 40, "y": 360, "dx": 170, "dy": 0}}  # fmt: skip
    return oplot(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"kind": "slope", "width": 560, "height": 340, "colors": ["#1b9e77", "#d95f02", "#7570b3", "#e7298a"],
            "x": ["2000", "2022"], "data": [{"name": k, "v": list(v)} for k, v in FEAT.items()],
            "x_axis": {"label": None, "domain": ["2000", "2022"], "type": "point", "padding": 0.15},
            "y_axis": {"label": "Udio mlađih govornika (%)", "domain": [20, 100], "grid": True},
            "marginRight": 170, "marginLeft": 50}  # fmt: skip
    return oplot(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    charts = {}
    blocks_ = blocks(f1, f2)
    for k, b in enumerate(x for x in blocks_ if x["t"] == "figure"):
        w = 600 + k
        hh = round(w / aspect(Path(b["file"])))
        b["px"] = [w, hh]
        b["placeholder"] = str(placeholder_png(work / f"ph{k}.png", w, hh))
        charts[f"{w}x{hh}"] = b["file"]
    (work / "doc.json").write_text(json.dumps({"fonts": SERIF, "blocks": blocks_}, ensure_ascii=False),
                                   encoding="utf-8")  # fmt: skip
    run([WPY, str(SRC / "borb_doc.py"), "doc.json", "raw.pdf"], cwd=work)
    swap(work, "raw.pdf", "paper.pdf", charts)
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    n1 = list(GRP)
    xs = {n: GRP[n][1] for n in n1}
    return {
        "file": "heldout10/hr_cakavski.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (2, 3), (3, 2), (4, 4), (1, 1), (2, 1)],
                "borb FixedColumnWidthTable: every cell ruled, grey two-level header (Brač (n = 12) / Vis (n = 10) over the same leaf headers F1 (Hz), F2 (Hz)).",
            ),
            table_truth(
                t2,
                "Table 2",
                [(2, 1), (0, 3), (3, 2), (4, 1), (1, 3)],
                "borb table without borders, zebra rows (grey on every other row).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "scatter",
                {
                    "title": "F2 (Hz)",
                    "log": False,
                    "min": 600,
                    "max": 2400,
                    "note": "REVERSED: values grow from right to left; axis drawn at the top.",
                },
                {
                    "title": "F1 (Hz)",
                    "log": False,
                    "min": 200,
                    "max": 800,
                    "note": "REVERSED: values grow downwards; axis drawn at the right.",
                },
                n1,
                [
                    {"series": n, "x": xs[n][i], "y": GRP[n][0][i], "label": V[i].strip("/")}
                    for n, idx in ((n1[0], [0, 2, 4]), (n1[1], [1, 2, 3]))
                    for i in idx
                ],
                "Observable Plot vowel chart: F2 on x and F1 on y, both reversed (origin top right); two groups (grey circles older speakers, red squares younger speakers), each point labelled with its vowel (i e a o u); key at the bottom drawn into the SVG. Probe x = F2, y = F1.",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": None, "log": False, "categories": ["2000", "2022"]},
                {"title": "Udio mlađih govornika (%)", "log": False, "min": 20, "max": 100},
                list(FEAT),
                [
                    {"series": k, "x": x, "y": v[i]}
                    for k, v in FEAT.items()
                    for i, x in enumerate(["2000", "2022"])
                    if (k, x) != ("ikavski refleks jata", "2000")
                ],
                "Observable Plot SLOPE chart: four coloured lines from 2000 to 2022, each labelled at its right end with the feature's name (no legend).",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Samoglasnici čakavskih govora Brača i Visa: formanti i trajanje",
    "description": "Tenth held-out set (blind): a Croatian phonetics paper laid out by borb (Python), a ruled grid with a grey two-level header, a borderless zebra table, an Observable Plot vowel chart with reversed axes and a slope chart.",
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
            "table-f1-i-brac",
            "table",
            "What is the mean F1 of /i/ in the Brač dialect?",
            "298 Hz (tablica 1).",
            [["298"]],
            [T1],
            ["312", "321"],
        ),
        q(
            "table-f1-a-vis",
            "table",
            "What F1 was measured for /a/ on Vis?",
            "735 Hz (tablica 1).",
            [["735"]],
            [T1],
            ["701"],
        ),
        q(
            "table-f2-o-brac",
            "table",
            "What is the second formant of /o/ in the Brač speakers?",
            "942 Hz (tablica 1).",
            [["942"]],
            [T1],
            ["978", "801", "846"],
        ),
        q(
            "table-f2-u-vis",
            "table",
            "What is F2 of /u/ on Vis?",
            "846 Hz (tablica 1).",
            [["846"]],
            [T1],
            ["801", "978"],
        ),
        q(
            "table-f2-diff-i",
            "table",
            "How much higher is F2 of /i/ on Brač than on Vis?",
            "55 Hz (2240 against 2185; tablica 1).",
            [["55"]],
            [T1],
            ["43", "27"],
        ),
        q(
            "table-brac-speakers",
            "table",
            "How many speakers from Brač were recorded?",
            "12 (tablica 1: Brač (n = 12)).",
            [["12"]],
            [T1],
            ["10", "22"],
        ),
        q(
            "table-dur-e-long",
            "table",
            "How long is a long-stressed /e/?",
            "156 ms (tablica 2).",
            [["156"]],
            [T2_],
            ["160", "171", "142"],
        ),
        q(
            "table-dur-u-unstressed",
            "table",
            "How long is an unstressed /u/?",
            "58 ms (tablica 2).",
            [["58"]],
            [T2_],
            ["61", "66", "76"],
        ),
        q(
            "table-dur-o-short",
            "table",
            "What is the duration of /o/ under a short accent?",
            "88 ms (tablica 2).",
            [["88"]],
            [T2_],
            ["84", "95", "160"],
        ),
        q(
            "table-shortest-long",
            "table",
            "Which vowel is shortest under a long accent?",
            "/u/, 138 ms (tablica 2).",
            [["/u/"]],
            [T2_],
            ["/i/"],
        ),
        q(
            "figure-older-i",
            "figure",
            "In Figure 1, what F2 do the older speakers have for /i/?",
            "About 2270 Hz (F1 about 290 Hz).",
            [[rng(2245, 2340)]],
            [F1],
            ["2210", "1930"],
            note="Plotted F2 2270, F1 290; younger speakers 2210.",
        ),
        q(
            "figure-younger-u-f2",
            "figure",
            "Where is the younger speakers' /u/ on the F2 axis in Figure 1?",
            "About 860 Hz.",
            [[rng(800, 920)]],
            [F1],
            ["742", "990"],
            note="Plotted 860; older 742; younger /o/ 990.",
        ),
        q(
            "figure-younger-a-f1",
            "figure",
            "What is the F1 of /a/ for the younger speakers in Figure 1?",
            "About 690 Hz.",
            [[rng(665, 700)]],
            [F1],
            ["712", "480"],
            note="Plotted 690; older 712.",
        ),
        q(
            "figure-most-fronted",
            "figure",
            "Which back vowel moved furthest forward (higher F2) in the younger speakers (Figure 1)?",
            "/u/: about 742 Hz for older and 860 Hz for younger speakers (+118 Hz; /o/ +95 Hz).",
            [["/u/"]],
            [F1],
            note="F2 older/younger: /o/ 895/990, /u/ 742/860.",
        ),
        q(
            "figure-slope-ca-2022",
            "figure",
            "What share of young speakers used 'ča' instead of 'što' in 2022 (Figure 2)?",
            "About 71%.",
            [[rng(67, 75)]],
            [F2],
            ["86", "84", "52"],
            note="Plotted 71; 2000: 86.",
        ),
        q(
            "figure-slope-m-2000",
            "figure",
            "In Figure 2, how common was final -m > -n among young speakers in 2000?",
            "About 74%.",
            [[rng(70, 78)]],
            [F2],
            ["52", "63"],
            note="Plotted 74; 2022: 52.",
        ),
        q(
            "figure-slope-lowest-2022",
            "figure",
            "Which feature was least used by young speakers in 2022 (Figure 2)?",
            "'j umjesto lj' (j instead of lj), about 35%.",
            [["lj"]],
            [F2],
            ["-m > -n", "završno"],
        ),
        q(
            "figure-slope-jat-2022",
            "figure",
            "What share of young speakers kept the ikavian reflex of jat in 2022 (Figure 2)?",
            "About 84%.",
            [[rng(80, 88)]],
            [F2],
            ["91", "71"],
            note="Plotted 84; 2000: 91.",
        ),
        q(
            "text-software",
            "text",
            "Which program were the formants measured in?",
            "In Praat, at the vowel midpoint.",
            [["Praat"]],
            [("text", "programu Praat")],
        ),
        q(
            "ml-hr-words",
            "multilingual",
            "Koliko je riječi pročitao svaki govornik?",
            "60 riječi u okvirnoj rečenici, tri puta.",
            [["60"]],
            [("text", "60 riječi")],
            language="hr",
        ),
        q(
            "ml-it-ratio",
            "multilingual",
            "Quante volte più lunga è la /a/ con accento lungo rispetto a quella atona?",
            "2,4 volte (171 ms contro 72 ms).",
            [["2,4", "2.4"]],
            [("text", "2,4 puta")],
            language="it",
        ),
        q(
            "unanswerable-hvar",
            "unanswerable",
            "What are the formant values of the Hvar dialect?",
            "Hvar was not analysed.",
        ),
        q(
            "unanswerable-f3",
            "unanswerable",
            "What third formant (F3) values were measured?",
            "Only F1 and F2 are reported.",
        ),
        q(
            "unanswerable-intonation",
            "unanswerable",
            "How does the intonation of questions differ between Brač and Vis?",
            "Intonation was not analysed.",
        ),
        q(
            "unanswerable-pt-gender",
            "unanswerable",
            "Quantos falantes eram mulheres?",
            "O artigo não indica o sexo dos falantes.",
            language="pt",
        ),
    ]
