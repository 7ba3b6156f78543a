"""lt_baznycios: Lithuanian architectural-acoustics paper (reverberation and speech
intelligibility in six wooden churches of Samogitia) laid out by ``layout9`` in one column
(DejaVu Serif metrics) and written by **PoDoFo** 0.9.8 (C++,
``src/podofo_writer.cpp``: DejaVu Serif embedded with Identity-H, charts imported as form
XObjects). Figure 1 is a **jgraph** line chart (three churches over octave bands, jgraph's own
legend); Figure 2 a **lets-plot dumbbell chart** (before / after restoration). Table 1 is
booktabs-style with two-line headers, thousands with a space and signed decimal-comma values
(U+2212); Table 2 is a **fully ruled grid** with **italic row groups** (empty / occupied church)."""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper10 import (  # noqa: E402
    SERIF,
    fig_truth,
    figure,
    h,
    jgraph,
    layout,
    letsplot,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_podofo,
)  # fmt: skip
from paper10 import spaced as sp  # noqa: E402

CH = ["Palūšė", "Beržoras", "Inturkė", "Šiaulėnai", "Luokė", "Gegrėnai"]
YEAR = [1750, 1746, 1855, 1794, 1810, 1807]
VOL = [2450, 3120, 1980, 4260, 2870, 1640]
SEATS = [180, 240, 150, 320, 210, 120]
T30 = [1.84, 2.12, 1.56, 2.47, 1.98, 1.41]
C80 = [-1.2, -2.6, 0.4, -3.4, -1.9, 1.1]
BANDS = ["125 Hz", "250 Hz", "500 Hz", "1000 Hz", "2000 Hz", "4000 Hz"]
EMPTY = {"Palūšė": [2.31, 2.05, 1.84, 1.72, 1.58, 1.33], "Šiaulėnai": [2.95, 2.71, 2.47, 2.30, 2.06, 1.74],
         "Gegrėnai": [1.77, 1.59, 1.41, 1.30, 1.18, 0.99]}  # fmt: skip
FULL = {"Palūšė": [1.96, 1.66, 1.43, 1.31, 1.22, 1.05], "Šiaulėnai": [2.48, 2.15, 1.86, 1.69, 1.55, 1.32],
        "Gegrėnai": [1.52, 1.30, 1.12, 1.02, 0.94, 0.81]}  # fmt: skip
EDT = {"Beržoras": [2.38, 2.25, 2.04, 1.93, 1.76, 1.49], "Inturkė": [1.82, 1.69, 1.49, 1.40, 1.29, 1.08],
       "Luokė": [2.26, 2.10, 1.90, 1.81, 1.66, 1.40]}  # fmt: skip
F2CH = ["Palūšė", "Beržoras", "Inturkė", "Šiaulėnai", "Luokė"]
STI = {
    "Prieš restauraciją": [0.48, 0.44, 0.52, 0.41, 0.50],
    "Po restauracijos": [0.56, 0.51, 0.61, 0.49, 0.55],
}
CAP1 = "Ankstyvojo slopimo trukmė (EDT) oktavų juostose trijose tuščiose bažnyčiose"
CAP2 = "Kalbos perdavimo indeksas (STI) penkiose bažnyčiose prieš restauraciją ir po jos"


def fold(s: str) -> str:
    """jgraph's PostScript fonts print Latin-1: Lithuanian letters lose their diacritics."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))


def c(x: float, nd: int = 2) -> str:
    return f"{x:.{nd}f}".replace(".", ",").replace("-", "\u2212")


def check_prose() -> None:
    assert max(T30) == 2.47 and CH[T30.index(2.47)] == "Šiaulėnai" and min(T30) == 1.41
    for k in EMPTY:
        assert EMPTY[k][2] == T30[CH.index(k)]
    assert sum(SEATS) == 1220
    gains = [
        round(a - b, 2)
        for a, b in zip(STI["Po restauracijos"], STI["Prieš restauraciją"], strict=True)
    ]
    assert max(gains) == 0.09 and min(gains) == 0.05
    assert round(EMPTY["Šiaulėnai"][2] - FULL["Šiaulėnai"][2], 2) == 0.61


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "1 lentelė.", "Tirtų bažnyčių duomenys ir akustiniai rodikliai tuščioje bažnyčioje",
        [[("Bažnyčia", 1), ("Pastatyta\n(metai)", 1), ("Tūris\n(m³)", 1), ("Vietų\nskaičius", 1),
          ("T30, 500 Hz\n(s)", 1), ("C80\n(dB)", 1)]],
        [[n, str(y), sp(v), str(s), c(t), c(k, 1)]
         for n, y, v, s, t, k in zip(CH, YEAR, VOL, SEATS, T30, C80, strict=True)],
        "booktabs", z=8.8,
    )  # fmt: skip
    rows: list[list[str] | str] = ["Tuščia bažnyčia"]
    rows += [[k] + [c(v) for v in vs] for k, vs in EMPTY.items()]
    rows += ["Per pamaldas (užpildyta)"]
    rows += [[k] + [c(v) for v in vs] for k, vs in FULL.items()]
    t2 = table(
        "2 lentelė.",
        "Aidėjimo trukmė T30 (s) oktavų juostose tuščioje ir užpildytoje bažnyčioje",
        [[("Bažnyčia", 1)] + [(b, 1) for b in BANDS]],
        rows,
        "grid",
        z=8.8,
    )
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Medinių Žemaitijos bažnyčių akustika: aidėjimo trukmė ir kalbos suprantamumas",
            "Rūta Vaitkienė, Mindaugas Petrauskas ir Eglė Jonaitytė",
            "Kauno technologijos universitetas, Statybos ir architektūros fakultetas",
            "Santrauka.",
            "Išmatavome šešių medinių Žemaitijos bažnyčių akustinius rodiklius pagal LST EN ISO "
            "3382-1. Ilgiausia aidėjimo trukmė 500 Hz juostoje (2,47 s) nustatyta Šiaulėnų, "
            "trumpiausia (1,41 s) – Gegrėnų bažnyčioje. Užpildžius bažnyčią tikinčiaisiais, T30 "
            "sutrumpėjo daugiausia 0,61 s. Po restauracijos kalbos perdavimo indeksas padidėjo "
            "0,05–0,09.",
        ),
        h("1. Įvadas"),
        p(
            "Medinės bažnyčios yra svarbi Žemaitijos kultūros paveldo dalis. Jų akustika skiriasi "
            "nuo mūrinių bažnyčių: medinės sienos ir lubos sugeria daugiau žemų dažnių garso, todėl "
            "aidėjimas trumpesnis. Restauruojant dažnai keičiamos grindys, lubos ir apdaila, tačiau "
            "jų poveikis akustikai retai vertinamas. Šiame darbe pateikiami pirmieji sistemingi "
            "tokių bažnyčių akustiniai matavimai."
        ),
        h("2. Metodai"),
        p(
            "Matavimai atlikti 2023 m. vasarą. Garso šaltinis (dodekaedrinis garsiakalbis) buvo "
            "statomas prie altoriaus, o impulsinis atsakas registruotas 12 klausytojų vietose. "
            "Aidėjimo trukmė T30, ankstyvojo slopimo trukmė EDT ir aiškumas C80 apskaičiuoti "
            "oktavų juostose nuo 125 iki 4000 Hz. Trijose bažnyčiose matuota ir per sekmadienio "
            "pamaldas. Iš viso tirtose bažnyčiose yra 1220 sėdimų vietų."
        ),
        t1,
        h("3. Rezultatai"),
        p(
            "Ilgiausia aidėjimo trukmė buvo didžiausioje, Šiaulėnų, bažnyčioje (1 lentelė). Tik "
            "Inturkės ir Gegrėnų bažnyčiose aiškumas C80 buvo teigiamas. Žemų dažnių aidėjimas "
            "visose bažnyčiose buvo ilgesnis nei aukštų (2 lentelė)."
        ),
        figure(f1, "1 pav.", CAP1, frac=0.8),
        p(
            "Užpildžius bažnyčią, T30 500 Hz juostoje Šiaulėnuose sutrumpėjo nuo 2,47 iki 1,86 s, "
            "t. y. 0,61 s. 1 paveiksle matyti, kad EDT tolygiai mažėja didėjant dažniui. 2 "
            "paveiksle parodyta, kad po restauracijos STI padidėjo visose penkiose bažnyčiose."
        ),
        figure(f2, "2 pav.", CAP2, frac=0.8),
        t2,
        h("4. Aptarimas"),
        p(
            "Medinės bažnyčios pasižymi vidutiniu aidėjimu, tinkamu ir kalbai, ir giedojimui. "
            "Restauracija, kurios metu sutvarkytos lubos ir grindys, pagerino kalbos "
            "suprantamumą. Foninio triukšmo lygio ir vargonų skambesio šiame darbe nevertinome."
        ),
    ]


def fig1(work: Path) -> Path:
    marks = [("circle", "solid"), ("box", "dashed"), ("triangle", "dotted")]
    out = [
        "newgraph",
        "xaxis min 0.5 max 6.5 size 4.2 no_auto_hash_labels hash 1 mhash 0 label fontsize 11 : Oktavų juosta (Hz)",
        "  hash_labels fontsize 10",
    ]
    for i, b in enumerate(BANDS):
        out.append(f"  hash_label at {i + 1} : {b.split()[0]}")
    out += [
        "yaxis min 0.8 max 2.6 size 2.6 hash 0.2 precision 1 label fontsize 11 : EDT (s)",
        "  hash_labels fontsize 10",
    ]
    for (name, ys), (mk, ln) in zip(EDT.items(), marks, strict=True):
        xy = " ".join(f"{i + 1} {y}" for i, y in enumerate(ys))
        out.append(
            f"newcurve marktype {mk} marksize 0.12 linetype {ln} linethickness 1.2 label : {name}"
        )
        out.append(f"  pts {xy}")
    out.append("legend defaults fontsize 10 x 4.6 y 2.5")
    return jgraph(work, "fig1", fold("\n".join(out)) + "\n")


def fig2(work: Path) -> Path:
    names = list(STI)
    d: dict[str, list[Any]] = {"ch": [], "v": [], "s": [], "lo": [], "hi": []}
    for n in names:
        for k, v in zip(F2CH, STI[n], strict=True):
            d["ch"].append(k)
            d["v"].append(v)
            d["s"].append(n)
            d["lo"].append(STI[names[0]][F2CH.index(k)])
            d["hi"].append(STI[names[1]][F2CH.index(k)])
    code = (
        f"order = {F2CH[::-1]!r}\n"
        "p = (ggplot(d) + geom_segment(aes(x='lo', xend='hi', y='ch', yend='ch'), color='#9e9e9e', size=1.2)"
        " + geom_point(aes(x='v', y='ch', color='s'), size=5)"
        " + scale_y_discrete(limits=order)"
        " + scale_color_manual(values=['#7b3294', '#008837'], limits=" + repr(names) + ")"
        " + scale_x_continuous(limits=[0.35, 0.65], breaks=[0.35, 0.40, 0.45, 0.50, 0.55, 0.60, 0.65])"
        " + theme_bw() + theme(legend_position='top', text=element_text(family='DejaVu Serif'))"
        " + labs(x='STI', y='', color='') + ggsize(560, 330))"
    )
    return letsplot(work, "fig2", code, d)


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), SERIF, body=9.6, lead=13, cols=1,
                 margin=(62, 60, 62, 60), head="Medinių Žemaitijos bažnyčių akustika",
                 foot="{n}")  # fmt: skip
    return write_podofo(work, lay, SERIF, "Medinių Žemaitijos bažnyčių akustika")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    ascii_names = [fold(n) for n in EDT]
    n2 = list(STI)
    return {
        "file": "heldout10/lt_baznycios.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 2), (3, 3), (3, 4), (5, 4), (2, 5), (4, 5)],
                "PoDoFo, DejaVu Serif embedded; booktabs-style, two-line headers, thousands with a space (2 450), decimal commas, signed C80 with U+2212.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(1, 1), (2, 3), (3, 6), (5, 3), (6, 2), (7, 6)],
                "Fully ruled grid; italic row groups 'Tuščia bažnyčia' / 'Per pamaldas (užpildyta)' over the same three churches.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {
                    "title": "Oktavu juosta (Hz)",
                    "log": False,
                    "categories": [b.split()[0] for b in BANDS],
                },
                {"title": "EDT (s)", "log": False, "min": 0.8, "max": 2.6},
                ascii_names,
                pts(ascii_names[0], [b.split()[0] for b in BANDS], EDT["Beržoras"], [0, 2, 5])
                + pts(ascii_names[1], [b.split()[0] for b in BANDS], EDT["Inturkė"], [1, 3])
                + pts(ascii_names[2], [b.split()[0] for b in BANDS], EDT["Luokė"], [2, 4]),
                "jgraph PostScript cropped by Ghostscript, imported by PoDoFo as a form XObject: three lines (solid circles, dashed boxes, dotted triangles) over six octave bands, jgraph legend at top right. jgraph's PostScript fonts are Latin-1 only in this setup, so the legend prints the church names without diacritics (Berzoras, Inturke, Luoke; the axis title Oktavu juosta).",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "scatter",
                {
                    "title": None,
                    "log": False,
                    "categories": F2CH,
                    "note": "Category axis drawn vertically (first church at the top).",
                },
                {
                    "title": "STI",
                    "log": False,
                    "min": 0.35,
                    "max": 0.65,
                    "note": "Value axis drawn horizontally.",
                },
                n2,
                pts(n2[0], F2CH, STI[n2[0]], [0, 1, 3]) + pts(n2[1], F2CH, STI[n2[1]], [0, 2, 4]),
                "lets-plot DUMBBELL chart: per church a grey segment from the before to the after value, a purple dot (before) and a green dot (after); legend on top.",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Medinių Žemaitijos bažnyčių akustika: aidėjimo trukmė ir kalbos suprantamumas",
    "description": "Tenth held-out set (blind): a Lithuanian architectural-acoustics paper written with PoDoFo (C++), a booktabs table and a fully ruled grid with row groups, a jgraph line chart and a lets-plot dumbbell chart.",
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
            "table-volume-berzoras",
            "table",
            "What is the volume of the Beržoras church?",
            "3 120 m³ (1 lentelė).",
            [["3 120", "3120", "3,120"]],
            [T1],
            ["2 450", "4 260", "2 870"],
        ),
        q(
            "table-year-palushe",
            "table",
            "When was the Palūšė church built?",
            "In 1750 (1 lentelė).",
            [["1750"]],
            [T1],
            ["1746", "1794", "1810"],
        ),
        q(
            "table-seats-siaulenai",
            "table",
            "How many seats does the Šiaulėnai church have?",
            "320 seats (1 lentelė).",
            [["320"]],
            [T1],
            ["240", "210", "180"],
        ),
        q(
            "table-c80-inturke",
            "table",
            "What clarity C80 was measured in the Inturkė church?",
            "0,4 dB, one of only two positive values (1 lentelė).",
            [["0,4", "0.4"]],
            [T1],
            ["1,1", "1.1", "1,2", "1.2"],
        ),
        q(
            "table-shortest-t30",
            "table",
            "Which church has the shortest reverberation time T30 at 500 Hz?",
            "Gegrėnai, 1,41 s (1 lentelė).",
            [["Gegrėnai", "Gegrenai", "Gegrėnų"]],
            [T1],
            ["Inturkė", "Inturke"],
        ),
        q(
            "table-lowest-c80",
            "table",
            "Which church has the lowest (most negative) C80?",
            "Šiaulėnai, −3,4 dB (1 lentelė).",
            [["Šiaulėnai", "Siaulenai", "Šiaulėnų"]],
            [T1],
            ["Beržoras", "Berzoras"],
        ),
        q(
            "table-t30-palushe-125-empty",
            "table",
            "What was the T30 of the empty Palūšė church at 125 Hz?",
            "2,31 s (2 lentelė).",
            [["2,31", "2.31"]],
            [T2_],
            ["1,96", "1.96", "2,05", "2.05"],
        ),
        q(
            "table-t30-gegrenai-4k-full",
            "table",
            "What reverberation time was measured at 4000 Hz in the occupied Gegrėnai church?",
            "0,81 s (2 lentelė).",
            [["0,81", "0.81"]],
            [T2_],
            ["0,99", "0.99", "0,94", "0.94"],
        ),
        q(
            "table-siaulenai-1k-full",
            "table",
            "During a service (occupied), what was the T30 of the Šiaulėnai church at 1000 Hz?",
            "1,69 s (2 lentelė).",
            [["1,69", "1.69"]],
            [T2_],
            ["2,30", "2.30", "1,55", "1.55"],
        ),
        q(
            "table-palushe-occupancy-drop-500",
            "table",
            "How much shorter was T30 at 500 Hz in Palūšė when the church was occupied?",
            "0,41 s (1,84 s empty against 1,43 s occupied; 2 lentelė).",
            [["0,41", "0.41"]],
            [T2_],
            ["0,61", "0.61"],
        ),
        q(
            "figure-edt-berzoras-500",
            "figure",
            "What early decay time does Figure 1 show for Beržoras at 500 Hz?",
            "About 2,04 s (1 pav.).",
            [[rng(1.96, 2.12)]],
            [F1],
            ["1,90", "1.90", "1,49", "1.49"],
            note="Plotted 2.04; Luokė 1.90, Inturkė 1.49 at 500 Hz.",
        ),
        q(
            "figure-edt-inturke-250",
            "figure",
            "In Figure 1, what is the EDT of the Inturkė church at 250 Hz?",
            "About 1,69 s.",
            [[rng(1.61, 1.77)]],
            [F1],
            ["2,25", "2.25", "2,10", "2.10"],
            note="Plotted 1.69.",
        ),
        q(
            "figure-edt-lowest",
            "figure",
            "Which church has the shortest early decay times in Figure 1?",
            "Inturkė, at every octave band.",
            [["Inturkė", "Inturke"]],
            [F1],
            ["Luokė", "Luoke"],
        ),
        q(
            "figure-edt-luoke-2k",
            "figure",
            "What EDT does Luokė have at 2000 Hz according to Figure 1?",
            "About 1,66 s.",
            [[rng(1.58, 1.74)]],
            [F1],
            ["1,76", "1.76", "1,29", "1.29"],
            note="Plotted 1.66.",
        ),
        q(
            "figure-sti-inturke-after",
            "figure",
            "What STI did the Inturkė church reach after restoration (Figure 2)?",
            "About 0,61 (2 pav.).",
            [[rng(0.58, 0.64)]],
            [F2],
            ["0,52", "0.52", "0,56", "0.56"],
            note="Plotted 0.61; before 0.52.",
        ),
        q(
            "figure-sti-siaulenai-before",
            "figure",
            "In Figure 2, what was the STI of Šiaulėnai before restoration?",
            "About 0,41.",
            [[rng(0.38, 0.435)]],
            [F2],
            ["0,49", "0.49", "0,52", "0.52"],
            note="Plotted 0.41; after 0.49.",
        ),
        q(
            "figure-sti-largest-gain",
            "figure",
            "Which church gained most in STI from the restoration (Figure 2)?",
            "Inturkė, from about 0,52 to 0,61 (+0,09).",
            [["Inturkė", "Inturke"]],
            [F2],
            ["Palūšė", "Palushe"],
            note="Gains: Palūšė 0.08, Beržoras 0.07, Inturkė 0.09, Šiaulėnai 0.08, Luokė 0.05.",
        ),
        q(
            "text-positions",
            "text",
            "At how many listener positions were the impulse responses recorded?",
            "At 12 listener positions.",
            [["12"]],
            [("text", "12 klausytojų vietose")],
        ),
        q(
            "ml-lt-standard",
            "multilingual",
            "Pagal kokį standartą atlikti matavimai?",
            "Pagal LST EN ISO 3382-1.",
            [["3382-1", "3382"]],
            [("text", "LST EN ISO")],
            language="lt",
        ),
        q(
            "ml-es-seats",
            "multilingual",
            "¿Cuántos asientos suman en total las seis iglesias estudiadas?",
            "1220 asientos.",
            [["1220", "1 220"]],
            [("text", "1220 sėdimų vietų")],
            language="es",
        ),
        q(
            "unanswerable-tytuvenai",
            "unanswerable",
            "What reverberation time was measured in the Tytuvėnai church?",
            "Tytuvėnai is not among the six churches.",
        ),
        q(
            "unanswerable-noise",
            "unanswerable",
            "What background noise level (dBA) was measured in the churches?",
            "Background noise was not assessed.",
        ),
        q(
            "unanswerable-ja-cost",
            "unanswerable",
            "修復工事の費用はいくらでしたか？",
            "論文には修復費用の記載はない。",
            language="ja",
        ),
        q(
            "unanswerable-organ",
            "unanswerable",
            "How did the organ sound change after the restoration?",
            "The organ's sound was not evaluated.",
        ),
    ]
