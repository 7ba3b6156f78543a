"""oc_castanhas: Occitan (Lengadocian) paper on chestnuts (five communes of the Cévennes and the
Vivarais, 2024: farms, orchard area, harvest, yield; size and sugar of five varieties in 2023
and 2024; fresh and dried chestnuts sold 2020-2024; the weekly harvest of autumn 2024 against
2023), laid out by ``layout9`` in one column (base-14 Times metrics) and written by heldout15's
**Horde_Pdf** writer (core Times, WinAnsi); the vector charts come from **PythonQwt** (Qt's PDF
engine through ``QwtPlotRenderer``), stamped by heldout10's pdfrw stamp. Figure 1 is **PythonQwt grouped bars**
(fresh and dried over five years); Figure 2 is a **PythonQwt filled area**
(2024) with 2023 as a dashed line. Table 1 is a **fully ruled grid** with thousands spaces,
decimal commas, a computed yield column and a **bold total row**; Table 2 has **no rules or
shading** and a **two-level header**."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper17 import (  # noqa: E402
    GOLD,
    TIMES,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    qwt,
    rng,
    table,
    table_truth,
    title,
    write_horde,
)

FONTS = {"R": ["times", ""], "B": ["times", "B"], "I": ["times", "I"]}
TITLE = "Las castanhas de Cevenas e de Vivarés: recòlta, varietats e vendas"
# commune, farms, area (ha), harvest (t)
T1 = [
    ("Joiosa", 42, 310, 1085),
    ("Lo Vigan", 28, 180, 522),
    ("Valrauga", 35, 240, 792),
    ("Privàs", 51, 420, 1680),
    ("Antraigas", 19, 150, 375),
]
# variety, size 2023, size 2024 (chestnuts per kg), sugar (%)
T2 = [("Comballa", 78, 72, 14.5), ("Pelegrina", 85, 80, 13.2), ("Bouche de Bétizac", 55, 52, 11.8),
      ("Figareta", 92, 88, 15.1), ("Sardonenca", 70, 74, 12.6)]  # fmt: skip
YEARS = ["2020", "2021", "2022", "2023", "2024"]
SOLD = {"Fresca": [820, 760, 910, 880, 950], "Secada": [240, 260, 230, 290, 310]}
WEEKS = ["S38", "S39", "S40", "S41", "S42", "S43", "S44", "S45"]
WEEK = {
    "2024": [40, 95, 180, 260, 310, 240, 120, 50],
    "2023": [30, 80, 150, 230, 280, 260, 150, 70],
}
CAP1 = "Castanhas vendudas per la cooperativa, frescas e secadas, de 2020 a 2024 (tonas)."
CAP2 = "Recòlta de cada setmana a l'auton de 2024, comparada amb 2023 (tonas)."


def sp(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def dec(x: float) -> str:
    return f"{x:.1f}".replace(".", ",")


def check_prose() -> None:
    farms, area, t = (sum(r[i] for r in T1) for i in (1, 2, 3))
    assert (farms, area, t) == (175, 1300, 4454) and dec(t / area) == "3,4"
    y = {r[0]: r[3] / r[2] for r in T1}
    assert max(y, key=y.get) == "Privàs" and dec(y["Privàs"]) == "4,0"
    assert min(y, key=y.get) == "Antraigas" and dec(y["Antraigas"]) == "2,5"
    assert [r[0] for r in T2 if r[2] > r[1]] == ["Sardonenca"]
    assert max(T2, key=lambda r: r[3])[0] == "Figareta"
    assert max(SOLD["Fresca"]) == 950 and SOLD["Fresca"][1] == min(SOLD["Fresca"])
    assert SOLD["Secada"][4] == max(SOLD["Secada"])
    assert (
        WEEKS[WEEK["2024"].index(max(WEEK["2024"]))]
        == "S42"
        == WEEKS[WEEK["2023"].index(max(WEEK["2023"]))]
    )
    assert sum(WEEK["2024"]) == 1295 and sum(WEEK["2023"]) == 1250


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = [[c, str(f), str(a), sp(t), dec(t / a)] for c, f, a, t in T1]
    farms, area, t = (sum(r[i] for r in T1) for i in (1, 2, 3))
    rows.append(["Total", str(farms), sp(area), sp(t), dec(t / area)])
    t1 = table("Taula 1.", "Castanhadas de las cinc comunas, 2024",
               [[("Comuna", 1), ("Bòrias", 1), ("Superfícia\n(ha)", 1), ("Recòlta\n(t)", 1), ("Rendiment\n(t/ha)", 1)]],
               rows, "grid", z=9, bold_last=True)  # fmt: skip
    r2: list[list[str] | str] = [[v, str(a), str(b), dec(s)] for v, a, b, s in T2]
    t2 = table("Taula 2.", "Calibre e sucre de las cinc varietats",
               [[("", 1), ("Calibre (castanhas/kg)", 2), ("", 1)],
                [("Varietat", 1), ("2023", 1), ("2024", 1), ("Sucre (%)", 1)]],
               r2, "none", z=9)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            TITLE,
            "Joana Rouvièra, Pèire Chabrol e Marçal Delon",
            "Universitat Paul Valéry, Montpelhièr, Occitània",
            "Resumit.",
            "En 2024 avèm seguit 175 bòrias de castanhièrs dins cinc comunas de Cevenas e de "
            "Vivarés, sus 1 300 ha de castanhadas. La recòlta foguèt de 4 454 tonas, siá 3,4 t/ha "
            "en mejana, de 2,5 t/ha a Antraigas fins a 4,0 t/ha a Privàs. La cooperativa vendèt "
            "950 tonas de castanhas frescas, lo melhor resultat dempuèi 2020.",
        ),  # fmt: skip
        h("1. Introduccion"),
        p(
            "Lo castanhièr foguèt longtemps l'arbre del pan dins las montanhas de Cevenas. Uèi las "
            "castanhadas son tornamai entretengudas, mas la recòlta patís de la sequièra e del "
            "cinípede, un pichon insècte arribat d'Asia."
        ),  # fmt: skip
        h("2. Bòrias e metòde"),
        p(
            "Cada bòria nos donèt la superfícia de sas castanhadas e lo pes de la recòlta. Lo "
            "calibre es lo nombre de castanhas dins un quilò, mesurat sus un escapolon de cinc "
            "quilòs per varietat; lo sucre foguèt mesurat amb un refractomètre après cuecha."
        ),  # fmt: skip
        t1,
        h("3. Resultats"),
        p(
            "Lo rendiment mai naut es a Privàs e lo mai bas a Antraigas (Taula 1). Totas las "
            "varietats an donat de castanhas mai grossas en 2024, franc de la Sardonenca; la "
            "Figareta es la mai sucrada (Taula 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Figura 1.", CAP1, frac=0.66),
        p(
            "Las vendas de castanhas frescas tombèron en 2021 puèi montèron fins a 950 tonas en "
            "2024; las castanhas secadas atenhèron tanben lor maximum en 2024 (Figura 1). La "
            "recòlta de 2024 aguèt son pic la setmana 42, coma en 2023 (Figura 2)."
        ),  # fmt: skip
        figure(fb, "Figura 2.", CAP2, frac=0.66),
        h("4. Discussion"),
        p(
            "Las bòrias mai grandas an los rendiments mai nauts. Avèm pas mesurat los degalhs del "
            "cinípede, e los prèses de venda son pas estats publicats per la cooperativa."
        ),
    ]


def fig1(work: Path) -> Path:
    spec = {"size": [700, 400], "kind": "bar", "cats": YEARS, "font": "DejaVu Serif",
            "y": {"min": 0, "max": 1100, "ticks": [0, 200, 400, 600, 800, 1000]},
            "xtitle": "Annada", "ytitle": "Vendas (t)", "legend": {"x": -0.45, "y": 1060, "step": 0.07},
            "series": [{"name": "Fresca", "values": SOLD["Fresca"], "color": "#7b4a1e"},
                       {"name": "Secada", "values": SOLD["Secada"], "color": "#d9b36c"}]}  # fmt: skip
    return qwt(work, "fig1", spec)


def fig2(work: Path) -> Path:
    spec = {"size": [700, 380], "kind": "line", "cats": WEEKS, "font": "DejaVu Serif",
            "y": {"min": 0, "max": 350, "ticks": [0, 50, 100, 150, 200, 250, 300, 350]},
            "xtitle": "Setmana", "ytitle": "Recòlta (t)", "legend": {"x": 5.4, "y": 330},
            "series": [{"name": "2024", "values": WEEK["2024"], "color": "#2f6f3e", "fill": [47, 111, 62, 110]},
                       {"name": "2023", "values": WEEK["2023"], "color": "#555555", "dash": "dash"}]}  # fmt: skip
    return qwt(work, "fig2", spec)


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), {k: TIMES[k] for k in "RBI"}, body=10.0, lead=13.0, cols=1,
                 margin=(62, 64, 62, 64), head="Las castanhas de Cevenas e de Vivarés", foot="Pagina {n}")  # fmt: skip
    return write_horde(work, lay, FONTS, TITLE)


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout17/oc_castanhas.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 3), (2, 2), (3, 4), (4, 3), (5, 2), (5, 4)],
                "Horde_Pdf, core Times (WinAnsi); fully ruled grid, two-line headers, thousands spaces (1 085), decimal commas (3,5), bold total row ('Total'); rendiment = recòlta / superfícia.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 2), (2, 3), (3, 1), (4, 2)],
                "No rules or shading; two-level header ('Calibre (castanhas/kg)' over '2023' and '2024'); decimal commas.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "grouped_bar",
                {"title": "Annada", "log": False, "categories": YEARS},
                {"title": "Vendas (t)", "log": False, "min": 0, "max": 1100},
                list(SOLD),
                pts("Fresca", YEARS, SOLD["Fresca"], [1, 2, 4])
                + pts("Secada", YEARS, SOLD["Secada"], [0, 3]),
                "PythonQwt 0.10 grouped bars as filled curve polygons (fresh dark brown, dried light), legend drawn inside top left; QwtPlotRenderer PDF (Qt QPrinter), stamped by pdfrw.",
                find="Castanhas vendudas",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "area",
                {"title": "Setmana", "log": False, "categories": WEEKS},
                {"title": "Recòlta (t)", "log": False, "min": 0, "max": 350},
                list(WEEK),
                pts("2024", WEEKS, WEEK["2024"], [1, 4, 6])
                + pts("2023", WEEKS, WEEK["2023"], [2, 5]),
                "PythonQwt: 2024 as a green QwtPlotCurve with a translucent brush down to 0, 2023 as a dashed grey curve, legend drawn inside top right; QwtPlotRenderer PDF, pdfrw.",
                find="Recòlta de cada setmana",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": TITLE,
    "description": "Seventeenth held-out set (blind): an Occitan paper on chestnuts written by Horde_Pdf (PHP) in core Times; a ruled grid with thousands spaces, decimal commas and a bold total row, a table without rules with a two-level header, PythonQwt grouped bars and a PythonQwt filled area against a dashed line.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-farms-levigan",
            "table",
            "How many chestnut farms were surveyed in Le Vigan (Lo Vigan)?",
            "28 farms (Table 1).",
            [["28"]],
            [T1_],
            ["35", "19"],
        ),
        q(
            "table-harvest-valleraugue",
            "table",
            "How many tonnes of chestnuts were harvested in Valleraugue (Valrauga) in 2024?",
            "792 t.",
            [["792"]],
            [T1_],
            ["522", "1 085"],
        ),
        q(
            "table-area-privas",
            "table",
            "What orchard area do the Privas (Privàs) farms have?",
            "420 ha.",
            [["420"]],
            [T1_],
            ["310", "240"],
        ),
        q(
            "table-yield-joyeuse",
            "table",
            "What was the chestnut yield per hectare in Joyeuse (Joiosa)?",
            "3,5 t/ha (1 085 t on 310 ha).",
            [["3,5", "3.5"]],
            [T1_],
            ["2.9", "3.3"],
        ),
        q(
            "table-total-harvest",
            "table",
            "What was the total chestnut harvest of the five communes?",
            "4 454 t (total row of Table 1).",
            [["4 454", "4454", "4,454"]],
            [T1_],
            ["1 680"],
        ),
        q(
            "table-lowest-yield",
            "table",
            "Which commune had the lowest yield?",
            "Antraigues (Antraigas), 2,5 t/ha.",
            [["Antraigas", "Antraigues"]],
            [T1_],
            ["Lo Vigan"],
        ),
        q(
            "table-harvest-diff",
            "table",
            "How much more did Privas harvest than Joyeuse?",
            "595 t more (1 680 against 1 085).",
            [["595"]],
            [T1_],
            ["888", "1 158"],
        ),
        q(
            "table-size-pelegrina-2024",
            "table",
            "How many Pelegrina chestnuts made up a kilogram in 2024?",
            "80 per kg (Table 2).",
            [["80"]],
            [T2_],
            ["85", "88"],
        ),
        q(
            "table-sugar-comballa",
            "table",
            "What is the sugar content of the Comballa variety?",
            "14,5 %.",
            [["14,5", "14.5"]],
            [T2_],
            ["13.2", "15.1"],
        ),
        q(
            "table-largest-nuts",
            "table",
            "Which variety has the largest chestnuts, i.e. the fewest per kilogram?",
            "Bouche de Bétizac, 55 per kg in 2023 and 52 in 2024.",
            [["Bétizac", "Betizac"]],
            [T2_],
            ["Figareta"],
        ),
        q(
            "table-smaller-2024",
            "table",
            "Which variety's chestnuts got smaller in 2024?",
            "Sardonenca: 70 per kg in 2023, 74 in 2024.",
            [["Sardonenca"]],
            [T2_],
            ["Comballa"],
        ),
        q(
            "figure-fresh-2022",
            "figure",
            "How much fresh chestnut did the cooperative sell in 2022 according to Figure 1?",
            "About 910 t.",
            [[rng(880, 940)]],
            [F1],
            ["760", "230"],
            note="Plotted 910 (2021 760, dried 2022 230).",
        ),
        q(
            "figure-dried-2023",
            "figure",
            "How many tonnes of dried chestnuts were sold in 2023?",
            "About 290 t.",
            [[rng(270, 310)]],
            [F1],
            ["240", "880"],
            note="Plotted 290 (2020 240, 2024 310; fresh 2023 880).",
        ),
        q(
            "figure-fresh-min",
            "figure",
            "In which year were fresh chestnut sales lowest in Figure 1?",
            "2021, about 760 t.",
            [["2021"]],
            [F1],
            None,
            note="Fresh: 820, 760, 910, 880, 950.",
        ),
        q(
            "figure-week42",
            "figure",
            "How large was the 2024 harvest in week 42 (Figure 2)?",
            "About 310 t, the peak of the season.",
            [[rng(295, 325)]],
            [F2],
            ["280", "240"],
            note="Plotted 310 (2023 280 in week 42; 2024 240 in week 43).",
        ),
        q(
            "figure-week44-gap",
            "figure",
            "In week 44, how much less was harvested in 2024 than in 2023 according to Figure 2?",
            "About 30 t less (about 120 against 150 t).",
            [[rng(20, 40)]],
            [F2],
            ["70", "100"],
            note="Plotted 120 and 150: 30.",
        ),
        q(
            "figure-2023-week40",
            "figure",
            "What does Figure 2 show for the 2023 harvest in week 40?",
            "About 150 t.",
            [[rng(140, 160)]],
            [F2],
            ["180", "80"],
            note="Plotted 150 (2024 180 in week 40; 2023 80 in week 39).",
        ),
        q(
            "text-caliber",
            "text",
            "How was the size (calibre) of the chestnuts measured?",
            "As the number of chestnuts in a kilogram, on a five-kilogram sample per variety.",
            [["quilò", "kilogram", "kg"]],
            [("text", "nombre de castanhas dins un quilò")],
        ),
        q(
            "text-pest",
            "text",
            "Which pest does the paper say harms the harvest besides drought?",
            "The chestnut gall wasp (cinípede), a small insect from Asia.",
            [["cinípede", "cinipede", "gall wasp"]],
            [("text", "arribat d'Asia")],
        ),
        q(
            "ml-oc-privas",
            "multilingual",
            "Quantas bòrias i a a Privàs dins l'estudi?",
            "51 bòrias.",
            [["51"]],
            [T1_],
            language="oc",
        ),
        q(
            "ml-fr-sugar",
            "multilingual",
            "Comment la teneur en sucre des châtaignes a-t-elle été mesurée ?",
            "Au réfractomètre, après cuisson.",
            [["réfractomètre", "refractomètre", "refractometer"]],
            [("text", "refractomètre")],
            language="fr",
        ),
        q(
            "unanswerable-aubenas",
            "unanswerable",
            "What was the chestnut yield in Aubenas?",
            "Aubenas is not among the five communes (Joiosa, Lo Vigan, Valrauga, Privàs, Antraigas).",
        ),
        q(
            "unanswerable-2019",
            "unanswerable",
            "How many tonnes of fresh chestnuts were sold in 2019?",
            "Figure 1 begins in 2020.",
        ),
        q(
            "unanswerable-price",
            "unanswerable",
            "At what price per kilogram did the cooperative sell its dried chestnuts?",
            "The cooperative did not publish its prices.",
        ),
        q(
            "unanswerable-co-waspdamage",
            "unanswerable",
            "Quantu castagne sò state guastate da u cinipide in Privàs?",
            "I danni di u cinipide ùn sò stati misurati.",
            language="co",
        ),
    ]
