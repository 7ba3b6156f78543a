"""gl_granito: Galician heritage-stone paper (salt weathering of the granites of Santiago de
Compostela's historic buildings) laid out by ``layout9`` in one column (base-14 Times metrics)
and drawn by **Origami** (Ruby: ContentStream text in base-14 Times, WinAnsiEncoding, not
embedded); heldout10's pdfrw stamp draws the charts into the boxes the layout kept free.
Figure 1 is an **SVG::TT::Graph line chart** (three granites over salt cycles, data values
printed, key below); Figure 2 an **SVG::TT::Graph horizontal bar chart** (one series, no key).
Table 1 is booktabs-style with 16 rows, **broken across pages with the header repeated**;
Table 2 is a **fully ruled grid** with a **two-level header** (fresh / after 30 cycles)."""

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
    layout,
    p,
    pts,
    q,
    rng,
    svgtt,
    table,
    table_truth,
    title,
    write_origami,
)  # fmt: skip
from paper11 import comma as c  # noqa: E402
from paper11 import dotted as dot  # noqa: E402

S = [  # code, building, granite, porosity %, absorption %, mass loss %
    ("C-01", "Catedral, fachada do Obradoiro", "Gris", 1.8, 0.62, 0.41),
    ("C-02", "Catedral, fachada do Obradoiro", "Gris", 2.1, 0.71, 0.58),
    ("C-03", "Catedral, Praterías", "Gris", 2.4, 0.83, 0.69),
    ("C-04", "Catedral, Quintana", "Gris", 1.6, 0.55, 0.36),
    ("C-05", "Hostal dos Reis Católicos", "Dourado", 3.9, 1.42, 2.16),
    ("C-06", "Hostal dos Reis Católicos", "Dourado", 4.3, 1.58, 2.64),
    ("C-07", "Pazo de Raxoi", "Gris", 2.0, 0.68, 0.52),
    ("C-08", "Pazo de Raxoi", "Gris", 2.2, 0.74, 0.61),
    ("C-09", "San Martiño Pinario", "Dourado", 4.8, 1.77, 2.68),
    ("C-10", "San Martiño Pinario", "Dourado", 4.1, 1.49, 2.38),
    ("C-11", "Colexiata de Sar", "Alterado", 6.7, 2.61, 5.92),
    ("C-12", "Colexiata de Sar", "Alterado", 7.4, 2.93, 6.85),
    ("C-13", "San Domingos de Bonaval", "Alterado", 5.9, 2.24, 4.97),
    ("C-14", "San Domingos de Bonaval", "Dourado", 3.6, 1.31, 1.94),
    ("C-15", "Mosteiro de San Paio", "Gris", 1.9, 0.64, 0.47),
    ("C-16", "Mosteiro de San Paio", "Alterado", 6.2, 2.37, 5.18),
]
T2 = {
    "Gris": (142, 4850, 131, 4520),
    "Dourado": (98, 3910, 81, 3380),
    "Alterado": (61, 2740, 39, 2010),
}
CYC = [0, 5, 10, 15, 20, 25, 30]
LOSS = {"Gris": [0, 0.05, 0.12, 0.21, 0.32, 0.43, 0.52], "Dourado": [0, 0.21, 0.55, 0.98, 1.47, 1.96, 2.36],
        "Alterado": [0, 0.62, 1.54, 2.61, 3.78, 4.88, 5.73]}  # fmt: skip
BLD = ["Colexiata de Sar", "San Domingos de Bonaval", "San Martiño Pinario", "Hostal dos Reis Católicos",
       "Catedral", "Pazo de Raxoi", "Mosteiro de San Paio"]  # fmt: skip
RISE = [182, 154, 131, 118, 96, 87, 74]  # capillary rise, cm
CAP1 = "Perda de masa acumulada durante o ensaio de cristalización de sales (sulfato de sodio) nas tres variedades de granito."
CAP2 = "Altura máxima da franxa de humidade capilar nos muros dos edificios estudados (cm)."


def mean(v: list[float]) -> float:
    return sum(v) / len(v)


def check_prose() -> None:
    for g in LOSS:
        assert round(mean([s[5] for s in S if s[2] == g]), 2) == LOSS[g][-1], g
    assert max(s[5] for s in S) == 6.85 and min(s[3] for s in S) == 1.6
    assert round((T2["Alterado"][0] - T2["Alterado"][2]) / T2["Alterado"][0] * 100) == 36
    assert max(RISE) == 182 and BLD[RISE.index(182)] == "Colexiata de Sar"


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows = [[a, b, g, c(po), c(ab, 2), c(ml, 2)] for a, b, g, po, ab, ml in S]
    t1 = table("Táboa 1.", "Mostras de granito: edificio de procedencia, variedade, porosidade aberta, absorción de auga e perda de masa tras 30 ciclos",
               [[("Mostra", 1), ("Edificio", 1), ("Variedade", 1), ("Porosidade\n(%)", 1), ("Absorción\n(%)", 1),
                 ("Perda de\nmasa (%)", 1)]], rows, "booktabs", z=9, cont="Táboa 1 (continuación)", keep=False)  # fmt: skip
    t2 = table("Táboa 2.", "Resistencia á compresión e velocidade de ultrasóns antes e despois do ensaio",
               [[("", 1), ("Estado fresco", 2), ("Tras 30 ciclos", 2)],
                [("Variedade", 1), ("Compresión (MPa)", 1), ("Ultrasóns (m/s)", 1), ("Compresión (MPa)", 1), ("Ultrasóns (m/s)", 1)]],
               [[g, str(a), dot(b), str(d), dot(e)] for g, (a, b, d, e) in T2.items()], "grid", z=9)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Meteorización por sales do granito nos edificios históricos de Santiago de Compostela",
            "Uxía Fernández Otero, Brais Castro Pazos e Antía Rial Vilas",
            "Grupo de Petroloxía Aplicada á Conservación, Universidade de Santiago de Compostela",
            "Resumo.",
            "Estudamos dezaseis mostras de granito de sete edificios históricos de Santiago. A perda de masa tras "
            "30 ciclos de cristalización de sulfato de sodio foi de 0,52 % no granito gris, 2,36 % no dourado e "
            "5,73 % no granito alterado. A resistencia á compresión do granito alterado baixou un 36 %. A franxa "
            "de humidade capilar chegou a 182 cm na Colexiata de Sar.",
        ),  # fmt: skip
        h("1. Introdución"),
        p(
            "O granito é a pedra de construción dominante en Galicia, pero a súa durabilidade varía moito segundo o "
            "grao de alteración da rocha. Nos edificios históricos de Santiago, a humidade capilar e as sales "
            "solubles provocan arenización e descamación. Este traballo compara tres variedades de granito "
            "empregadas nos monumentos da cidade. O granito gris é de gran fino e pouco alterado; o dourado "
            "ten óxidos de ferro que lle dan a cor e unha porosidade maior; o alterado presenta feldespatos "
            "caolinizados e fisuras abertas. As tres variedades aparecen mesturadas en moitos edificios, porque "
            "as pedras se substituíron en distintas épocas."
        ),  # fmt: skip
        h("2. Materiais e métodos"),
        p(
            "As mostras extraéronse en 2022 de perpiaños substituídos durante obras de restauración. Determinouse a "
            "porosidade aberta por inmersión ao baleiro e a absorción de auga a presión atmosférica. O ensaio de "
            "cristalización seguiu a norma UNE-EN 12370 cunha disolución de sulfato de sodio ao 14 %, en ciclos de 24 "
            "horas. A velocidade de ultrasóns mediuse con transdutores de 54 kHz."
        ),  # fmt: skip
        h("3. Resultados"),
        p(
            "A mostra C-12 da Colexiata de Sar perdeu máis masa ca ningunha outra (6,85 %), e a C-04 da Quintana foi "
            "a menos porosa (1,6 %). As mostras alteradas comezaron a perder grans xa nos primeiros cinco ciclos "
            "(Figura 1), mentres que o granito gris apenas cambiou. En todas as variedades a perda de masa "
            "medrou de forma case lineal co número de ciclos, sen un limiar claro, e as mostras máis porosas foron "
            "tamén as que máis auga absorberon."
        ),  # fmt: skip
        t1,
        figure(f1, "Figura 1.", CAP1, frac=0.84),
        p(
            "A Táboa 2 mostra que a velocidade de ultrasóns baixou en todas as variedades. A humidade capilar subiu "
            "máis nos edificios con granito alterado (Figura 2)."
        ),  # fmt: skip
        t2,
        figure(f2, "Figura 2.", CAP2, frac=0.84),
        h("4. Discusión"),
        p(
            "O granito alterado non debería empregarse en zonas baixas dos muros. Non analizamos a composición "
            "mineral das sales presentes nos muros nin o efecto dos líquenes, e non medimos a temperatura da "
            "superficie da pedra."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    adds = "".join(
        f"$g->add_data({{data => [{', '.join(str(v) for v in LOSS[k])}], title => 'Granito {k.lower()}'}});\n"
        for k in LOSS
    )
    return svgtt(work, "fig1", (
        "use SVG::TT::Graph::Line;\n"
        f"my $g = SVG::TT::Graph::Line->new({{height => 400, width => 680, fields => [{', '.join(repr(str(x)) for x in CYC)}],"
        " show_data_values => 1, show_data_points => 1, key => 1, key_position => 'bottom', scale_divisions => 1,"
        " min_scale_value => 0, max_scale_value => 6, show_x_title => 1, x_title => 'Ciclos de cristalización',"
        " show_y_title => 1, y_title => 'Perda de masa (%)', area_fill => 0});\n" + adds))  # fmt: skip


def fig2(work: Path) -> Path:
    return svgtt(work, "fig2", (
        "use SVG::TT::Graph::BarHorizontal;\n"
        f"my $g = SVG::TT::Graph::BarHorizontal->new({{height => 380, width => 680, fields => [{', '.join(repr(b) for b in BLD)}],"
        " show_data_values => 1, key => 0, scale_divisions => 20, min_scale_value => 0, max_scale_value => 200,"
        " show_x_title => 1, x_title => 'Altura (cm)', show_y_title => 0, bar_gap => 1});\n"
        f"$g->add_data({{data => [{', '.join(str(v) for v in RISE)}], title => 'Altura'}});\n"))  # fmt: skip


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), TIMES, body=10.8, lead=14.2, cols=1,
                 margin=(62, 64, 64, 64), head="Meteorización por sales do granito, Santiago", foot="{n}")  # fmt: skip
    return write_origami(work, lay, "Meteorización por sales do granito en Santiago de Compostela")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    names = [f"Granito {k.lower()}" for k in LOSS]
    ks = list(LOSS)
    return {
        "file": "heldout11/gl_granito.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 3), (3, 3), (4, 5), (8, 4), (11, 5), (12, 1), (14, 2), (15, 5)],
                "Origami, base-14 Times; booktabs-style, 16 rows broken across two pages with the header repeated under 'Táboa 1 (continuación)'; decimal commas.",
                pages_find=["C-01", "C-16"],
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (1, 4), (2, 3), (2, 4)],
                "Fully ruled grid; two-level header (Estado fresco / Tras 30 ciclos over the same two leaf headers); thousands with a point (4.850).",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {
                    "title": "Ciclos de cristalización",
                    "log": False,
                    "categories": [str(x) for x in CYC],
                },
                {"title": "Perda de masa (%)", "log": False, "min": 0, "max": 6},
                names,
                pts(names[0], CYC, LOSS[ks[0]], [6])
                + pts(names[1], CYC, LOSS[ks[1]], [2, 6])
                + pts(names[2], CYC, LOSS[ks[2]], [1, 3, 6]),
                "SVG::TT::Graph 0.26 line chart (Perl, SVG drawn by librsvg): three lines with data points and printed data values, x axis of categorical cycle counts, key below.",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "", "log": False, "categories": BLD},
                {"title": "Altura (cm)", "log": False, "min": 0, "max": 200},
                [],
                pts(None, BLD, RISE, [0, 2, 4, 6]),
                "SVG::TT::Graph horizontal bars (BarHorizontal), one series, values printed at the bar ends, no key; buildings on the y axis, heights in x (kept as categories in x and values in y here).",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Meteorización por sales do granito nos edificios históricos de Santiago de Compostela",
    "description": "Eleventh held-out set (blind): a Galician heritage-stone paper drawn with Origami (Ruby) from a display list, charts stamped by pdfrw; a 16-row booktabs table broken across two pages, a fully ruled table with a two-level header, an SVG::TT::Graph line chart and an SVG::TT::Graph horizontal bar chart.",
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
            "table-porosity-c06",
            "table",
            "What open porosity was measured for sample C-06?",
            "4,3 % (Table 1).",
            [["4,3", "4.3"]],
            [T1],
            ["3,9", "4,8"],
        ),
        q(
            "table-absorption-c09",
            "table",
            "What was the water absorption of sample C-09 from San Martiño Pinario?",
            "1,77 % (Table 1).",
            [["1,77", "1.77"]],
            [T1],
            ["1,49", "1,42"],
        ),
        q(
            "table-loss-c16",
            "table",
            "How much mass did sample C-16 lose after 30 cycles?",
            "5,18 % (Table 1).",
            [["5,18", "5.18"]],
            [T1],
            ["4,97", "5,92", "0,47"],
        ),
        q(
            "table-building-c13",
            "table",
            "From which building does sample C-13 come?",
            "San Domingos de Bonaval.",
            [["Bonaval"]],
            [T1],
            ["Sar", "San Paio"],
        ),
        q(
            "table-variety-c14",
            "table",
            "Which granite variety is sample C-14?",
            "Dourado (golden granite).",
            [["Dourado"]],
            [T1],
            ["Alterado", "Gris"],
        ),
        q(
            "table-max-loss",
            "table",
            "Which sample lost the most mass in the salt test?",
            "C-12 from the Colexiata de Sar (6,85 %).",
            [["C-12"]],
            [T1],
            ["C-11", "C-13"],
        ),
        q(
            "table-sar-mean-loss",
            "table",
            "What is the mean mass loss of the two Colexiata de Sar samples?",
            "About 6,39 % (5,92 and 6,85 %).",
            [["6,39", "6.39", "6,4", "6.4"]],
            [T1],
            ["5,73"],
        ),
        q(
            "table-compression-fresh-dourado",
            "table",
            "What was the compressive strength of fresh golden granite (Dourado)?",
            "98 MPa (Table 2).",
            [["98"]],
            [T2_],
            ["81", "142", "61"],
        ),
        q(
            "table-ultrasound-after-alterado",
            "table",
            "What ultrasonic velocity was measured in the weathered granite after 30 cycles?",
            "2.010 m/s (Table 2).",
            [["2.010", "2010", "2,010"]],
            [T2_],
            ["2.740", "3.380"],
        ),
        q(
            "table-ultrasound-drop-gris",
            "table",
            "By how much did the ultrasonic velocity of grey granite drop during the test?",
            "By 330 m/s (from 4.850 to 4.520 m/s).",
            [["330"]],
            [T2_],
            ["530", "730"],
        ),
        q(
            "figure-alterado-15",
            "figure",
            "What mass loss had the weathered granite reached after 15 cycles in Figure 1?",
            "About 2,61 %.",
            [[rng(2.3, 2.9)]],
            [F1],
            ["0,98", "3,78"],
            note="Plotted 2.61; Dourado 0.98 at 15; Alterado 3.78 at 20.",
        ),
        q(
            "figure-dourado-10",
            "figure",
            "According to Figure 1, how much mass had golden granite lost after 10 cycles?",
            "About 0,55 %.",
            [[rng(0.45, 0.65)]],
            [F1],
            ["0,12", "1,54"],
            note="Plotted 0.55; Gris 0.12; Alterado 1.54.",
        ),
        q(
            "figure-gris-final",
            "figure",
            "What final mass loss does Figure 1 show for grey granite?",
            "About 0,52 % after 30 cycles.",
            [[rng(0.45, 0.6)]],
            [F1],
            ["2,36", "5,73"],
            note="Plotted 0.52 at 30 cycles.",
        ),
        q(
            "figure-rise-raxoi",
            "figure",
            "How high did capillary moisture rise in the walls of the Pazo de Raxoi (Figure 2)?",
            "About 87 cm.",
            [[rng(80, 94)]],
            [F2],
            ["96", "74"],
            note="Plotted 87; Catedral 96, San Paio 74.",
        ),
        q(
            "figure-rise-lowest",
            "figure",
            "Which building had the lowest capillary rise in Figure 2?",
            "Mosteiro de San Paio (about 74 cm).",
            [["San Paio"]],
            [F2],
            ["Raxoi", "Catedral"],
        ),
        q(
            "figure-rise-pinario",
            "figure",
            "What capillary rise is shown for San Martiño Pinario?",
            "About 131 cm (Figure 2).",
            [[rng(124, 138)]],
            [F2],
            ["118", "154"],
            note="Plotted 131.",
        ),
        q(
            "text-salt-concentration",
            "text",
            "What sodium sulfate concentration was used in the crystallisation test?",
            "14 % (UNE-EN 12370, 24-hour cycles).",
            [["14"]],
            [("text", "sulfato de sodio ao 14")],
        ),
        q(
            "text-transducers",
            "text",
            "What frequency did the ultrasonic transducers have?",
            "54 kHz.",
            [["54 kHz"]],
            [("text", "54 kHz")],
        ),
        q(
            "ml-gl-compression",
            "multilingual",
            "Canto baixou a resistencia á compresión do granito alterado?",
            "Un 36 % (de 61 a 39 MPa).",
            [["36"]],
            [("text", "baixou un 36")],
            language="gl",
        ),
        q(
            "ml-pt-samples",
            "multilingual",
            "Quantas amostras de granito foram estudadas e de quantos edifícios?",
            "Dezasseis amostras de sete edifícios.",
            [["dezaseis", "16"], ["sete", "7"]],
            [("text", "dezaseis mostras")],
            language="pt",
        ),
        q(
            "unanswerable-lichens",
            "unanswerable",
            "How much did lichen cover accelerate the weathering of the Cathedral's granite?",
            "The effect of lichens was not studied.",
        ),
        q(
            "unanswerable-salt-type",
            "unanswerable",
            "Which salts were found in the walls of the Hostal dos Reis Católicos?",
            "The salt composition in the walls was not analysed.",
        ),
        q(
            "unanswerable-cost",
            "unanswerable",
            "How much did the replacement of the ashlars cost?",
            "Costs are not given.",
        ),
        q(
            "unanswerable-it-temp",
            "unanswerable",
            "Qual era la temperatura superficiale della pietra sulla facciata dell'Obradoiro?",
            "La temperatura della superficie non è stata misurata.",
            language="it",
        ),
    ]
