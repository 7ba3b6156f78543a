"""lv_sliedes: Latvian railway-engineering paper (side wear of rails in curves of three Latvian
lines, and a flange-lubrication trial), laid out by ``layout9`` in one column (DejaVu Sans
metrics) and drawn by **gofpdf** (Go, Debian's packaged library: UTF-8 TrueType subsets, Line and
Rect); heldout10's pdfrw stamp draws the charts. Figure 1 is a **nivo line chart** (two series,
legend on top); Figure 2 a **plotnine horizontal bar chart** (one series, first class at the top,
no legend). Table 1 is a **fully ruled grid** with thousands spaces (``1 200``) and decimal
commas; Table 2 booktabs-style with a **two-level header** (outer / inner rail). Labels put the
number first (``1. tabula.``, ``1. attēls.``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper12 import (  # noqa: E402
    GOLD,
    SANS,
    fig_truth,
    figure,
    h,
    layout,
    nivo,
    p,
    plotnine,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_gofpdf,
)  # fmt: skip

T1 = [("K1", "Rīga–Jelgava", 650, 90, 12.4, 4.8), ("K2", "Rīga–Jelgava", 1200, 60, 12.4, 2.1),
      ("K3", "Jelgava–Liepāja", 480, 110, 6.8, 5.6), ("K4", "Jelgava–Liepāja", 900, 75, 6.8, 2.9),
      ("K5", "Rīga–Daugavpils", 350, 130, 18.2, 9.3), ("K6", "Rīga–Daugavpils", 800, 85, 18.2, 4.4)]  # fmt: skip
T2 = {
    "K1": (4.8, 1.2, 0.6, 2.3),
    "K3": (5.6, 1.4, 0.8, 2.9),
    "K5": (9.3, 1.9, 1.1, 3.8),
    "K6": (4.4, 1.1, 0.5, 2.0),
}
MT = [0, 10, 20, 30, 40, 50]
WEAR = {
    "K5 bez eļļošanas": [0, 2.1, 4.0, 5.8, 7.6, 9.3],
    "K5 ar eļļošanu": [0, 1.2, 2.3, 3.3, 4.2, 5.1],
}
CLASSES = ["< 400 m", "400–600 m", "600–800 m", "800–1000 m", "> 1000 m"]
RATE = [18.6, 12.3, 7.9, 4.8, 2.6]
CAP1 = "Kumulatīvais ārējās sliedes sānu nodilums līknē K5 atkarībā no pārvadātās kravas ar un bez sliežu eļļošanas."
CAP2 = "Sānu nodiluma ātrums (mm uz 100 Mt) pēc līknes rādiusa klases, visas mērītās līknes kopā."


def dec(x: float, nd: int = 1) -> str:
    return f"{x:.{nd}f}".replace(".", ",")


def check_prose() -> None:
    for c, v in T2.items():
        assert v[0] == next(r[5] for r in T1 if r[0] == c)
    assert WEAR["K5 bez eļļošanas"][-1] == 9.3
    assert round(WEAR["K5 bez eļļošanas"][-1] - WEAR["K5 ar eļļošanu"][-1], 1) == 4.2
    assert max(r[5] for r in T1) == 9.3 and min(r[2] for r in T1) == 350


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table("1. tabula.", "Mērīto līkņu raksturlielumi un ārējās sliedes sānu nodilums pēc divu gadu ekspluatācijas",
               [[("Līkne", 1), ("Dzelzceļa līnija", 1), ("Rādiuss\n(m)", 1), ("Pacēlums\n(mm)", 1),
                 ("Krava\n(Mt gadā)", 1), ("Sānu nodi-\nlums (mm)", 1)]],
               [[c, ln, f"{r:,}".replace(",", " "), str(h_), dec(t), dec(w)] for c, ln, r, h_, t, w in T1], "grid", z=9)  # fmt: skip
    t2 = table("2. tabula.", "Ārējās un iekšējās sliedes nodilums četrās līknēs (mm, divos gados)",
               [[("", 1), ("Ārējā sliede", 2), ("Iekšējā sliede", 2)],
                [("Līkne", 1), ("Sānu", 1), ("Vertikālais", 1), ("Sānu", 1), ("Vertikālais", 1)]],
               [[c] + [dec(v) for v in vs] for c, vs in T2.items()], "booktabs", z=9)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Sliežu sānu nodilums Latvijas dzelzceļa līkņu posmos un sliežu eļļošanas ietekme",
            "Kristaps Ozoliņš, Ilze Bērziņa un Māris Kalniņš",
            "Rīgas Tehniskā universitāte, Transporta institūts, Rīga",
            "Kopsavilkums.",
            "Divus gadus mērījām sliežu profilu sešās līknēs trijās dzelzceļa līnijās. Lielākais ārējās "
            "sliedes sānu nodilums bija līknē K5 ar rādiusu 350 m (9,3 mm). Sliežu eļļošana šajā līknē "
            "samazināja nodilumu pēc 50 Mt kravas par 4,2 mm.",
        ),  # fmt: skip
        h("1. Ievads"),
        p(
            "Latvijas dzelzceļa tīklā lielāko daļu kravu veido tranzīta vilcieni ar lielu ass slodzi. Līknēs ar "
            "mazu rādiusu riteņu apmales spiežas pret ārējās sliedes galvu, un sliedes nodilst daudz ātrāk nekā "
            "taisnos posmos. Pētījuma mērķis bija noteikt, kā nodilums ir atkarīgs no līknes rādiusa, kravas un "
            "eļļošanas."
        ),  # fmt: skip
        h("2. Metodes"),
        p(
            "Visās līknēs ir R260 tērauda sliedes 60E1, ieklātas 2019. gadā. Sliežu profilu mērījām ar "
            "MiniProf profilometru ik pēc sešiem mēnešiem četros šķērsgriezumos katrā līknē. Līknē K5 "
            "2021. gadā uzstādījām sliežu eļļotāju uz ceļa, kas darbojās visu gadu."
        ),  # fmt: skip
        t1,
        h("3. Rezultāti"),
        p(
            "Nodilums bija lielākais līknēs ar mazāko rādiusu un lielāko kravu (1. tabula). Iekšējā sliedē "
            "sānu nodilums bija neliels, taču vertikālais nodilums bija lielāks nekā ārējā sliedē (2. tabula)."
        ),  # fmt: skip
        t2,
        figure(f1, "1. attēls.", CAP1, frac=0.8),
        p(
            "Bez eļļošanas līknē K5 nodilums pēc 50 Mt sasniedza 9,3 mm, ar eļļošanu tikai 5,1 mm (1. attēls). "
            "Nodiluma ātrums strauji samazinājās, palielinoties rādiusam (2. attēls)."
        ),  # fmt: skip
        figure(f2, "2. attēls.", CAP2, frac=0.78),
        h("4. Diskusija"),
        p(
            "Eļļošana līknēs ar rādiusu zem 600 m ir lietderīga, jo tā gandrīz uz pusi samazina sānu nodilumu. "
            "Mēs nenovērtējām sliežu nomaiņas izmaksas un neizmērījām troksni, ko rada vilcieni līknēs."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    data = [
        {"id": k, "data": [{"x": x, "y": y} for x, y in zip(MT, v, strict=True)]}
        for k, v in WEAR.items()
    ]
    return nivo(work, "fig1", "line", (640, 380), {
        "data": data, "xScale": {"type": "linear", "min": 0, "max": 50}, "yScale": {"type": "linear", "min": 0, "max": 10},
        "margin": {"top": 50, "right": 30, "bottom": 56, "left": 64}, "colors": ["#b2432f", "#2f6fb2"],
        "lineWidth": 2.5, "pointSize": 8, "enableGridX": False,
        "axisBottom": {"legend": "Pārvadātā krava (Mt)", "legendPosition": "middle", "legendOffset": 42, "tickValues": MT},
        "axisLeft": {"legend": "Sānu nodilums (mm)", "legendPosition": "middle", "legendOffset": -46, "tickValues": [0, 2, 4, 6, 8, 10]},
        "legends": [{"anchor": "top-left", "direction": "row", "translateY": -40, "itemWidth": 190, "itemHeight": 20, "symbolSize": 12}],
    })  # fmt: skip


def fig2(work: Path) -> Path:
    code = (f"d['klase'] = pd.Categorical(d['klase'], categories={CLASSES[::-1]!r}, ordered=True)\n"
            "p = (ggplot(d, aes('klase', 'atrums')) + geom_col(fill='#6b7f99', width=0.65) + coord_flip()"
            " + labs(x='Līknes rādiuss', y='Nodiluma ātrums (mm uz 100 Mt)')"
            " + scale_y_continuous(limits=(0, 20), breaks=range(0, 21, 4)) + theme_classic())")  # fmt: skip
    return plotnine(work, "fig2", code, {"klase": CLASSES, "atrums": RATE})


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), SANS, body=9.2, lead=12.8, cols=1, margin=(62, 62, 64, 62),
                 head="Sliežu sānu nodilums līknēs", foot="{n}. lpp.")  # fmt: skip
    return write_gofpdf(work, lay, SANS, "Sliežu sānu nodilums Latvijas dzelzceļa līkņu posmos")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout12/lv_sliedes.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 5), (1, 2), (2, 3), (3, 4), (4, 5), (5, 1)],
                "gofpdf, DejaVu Sans UTF-8 subsets; fully ruled grid, two-line headers (one hyphenated 'Sānu nodi-' / 'lums (mm)'), thousands space (1 200), decimal commas.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 4), (2, 3), (3, 1)],
                "Booktabs-style; two-level header ('Ārējā sliede' / 'Iekšējā sliede' over 'Sānu' and 'Vertikālais').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Pārvadātā krava (Mt)", "log": False, "min": 0, "max": 50},
                {"title": "Sānu nodilums (mm)", "log": False, "min": 0, "max": 10},
                list(WEAR),
                pts("K5 bez eļļošanas", MT, WEAR["K5 bez eļļošanas"], [2, 4])
                + pts("K5 ar eļļošanu", MT, WEAR["K5 ar eļļošanu"], [2, 3, 5]),
                "nivo Line rendered on the server (react-dom/server), SVG to PDF by librsvg; two series with points, legend row on top.",
                find="Kumulatīvais ārējās sliedes",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Līknes rādiuss", "log": False, "categories": CLASSES},
                {"title": "Nodiluma ātrums (mm uz 100 Mt)", "log": False, "min": 0, "max": 20},
                [],
                pts(None, CLASSES, RATE, [0, 2, 3, 4]),
                "plotnine horizontal bars (geom_col + coord_flip; categories in x, values in y; first class at the top), no legend.",
                find="Sānu nodiluma ātrums",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Sliežu sānu nodilums Latvijas dzelzceļa līkņu posmos un sliežu eļļošanas ietekme",
    "description": "Twelfth held-out set (blind): a Latvian railway-engineering paper drawn by gofpdf (Go) from a display list, charts stamped by pdfrw; a fully ruled table with thousands spaces and decimal commas, a booktabs table with a two-level header, a nivo line chart and plotnine horizontal bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-radius-k2",
            "table",
            "What is the radius of curve K2?",
            "1 200 m (Table 1).",
            [["1 200", "1200", "1,200"]],
            [T1_],
            ["900", "800", "650"],
        ),
        q(
            "table-cant-k3",
            "table",
            "How much cant does curve K3 have?",
            "110 mm (Table 1).",
            [["110"]],
            [T1_],
            ["130", "90"],
        ),
        q(
            "table-traffic-k4",
            "table",
            "What annual tonnage runs over curve K4?",
            "6,8 Mt per year (Table 1).",
            [["6,8", "6.8"]],
            [T1_],
            ["12,4", "18,2", "12.4", "18.2"],
        ),
        q(
            "table-wear-k6",
            "table",
            "What side wear was measured on the outer rail of curve K6?",
            "4,4 mm (Table 1).",
            [["4,4", "4.4"]],
            [T1_],
            ["4,8", "2,9", "4.8"],
        ),
        q(
            "table-line-k6",
            "table",
            "On which railway line does curve K6 lie?",
            "Rīga–Daugavpils.",
            [["Daugavpils"]],
            [T1_],
            ["Liepāja", "Jelgava"],
        ),
        q(
            "table-sharpest",
            "table",
            "Which curve is the sharpest, and what is its radius?",
            "K5, 350 m.",
            [["K5"], ["350"]],
            [T1_],
            ["480", "K3"],
        ),
        q(
            "table-k1-k2-diff",
            "table",
            "On the Riga–Jelgava line, how much more side wear did curve K1 show than curve K2?",
            "2,7 mm more (4,8 against 2,1 mm).",
            [["2,7", "2.7"]],
            [T1_],
            ["2,9", "6,9", "2.9"],
        ),
        q(
            "table-inner-vert-k5",
            "table",
            "What vertical wear did the inner rail of curve K5 show?",
            "3,8 mm (Table 2).",
            [["3,8", "3.8"]],
            [T2_],
            ["1,9", "2,9", "1.9"],
        ),
        q(
            "table-inner-side-k3",
            "table",
            "How much side wear did the inner rail show in curve K3?",
            "0,8 mm (Table 2).",
            [["0,8", "0.8"]],
            [T2_],
            ["0,6", "1,1", "5,6"],
        ),
        q(
            "table-outer-vert-k1",
            "table",
            "What was the vertical wear of the outer rail in curve K1?",
            "1,2 mm (Table 2).",
            [["1,2", "1.2"]],
            [T2_],
            ["2,3", "1,4", "2.3"],
        ),
        q(
            "table-vert-inner-outer",
            "table",
            "In curve K6, was vertical wear larger on the inner or the outer rail, and by how much?",
            "On the inner rail, by 0,9 mm (2,0 against 1,1 mm).",
            [["inner", "Iekšējā", "iekšējā"], ["0,9", "0.9"]],
            [T2_],
            ["0,5", "4,4"],
        ),
        q(
            "figure-nolub-20",
            "figure",
            "In Figure 1, how much side wear had curve K5 accumulated without lubrication after 20 Mt?",
            "About 4,0 mm.",
            [[rng(3.5, 4.5)]],
            [F1],
            ["2,3", "5,8", "2.3"],
            note="Plotted 4.0; lubricated 2.3.",
        ),
        q(
            "figure-lub-30",
            "figure",
            "What side wear does Figure 1 show for the lubricated curve after 30 Mt?",
            "About 3,3 mm.",
            [[rng(2.9, 3.7)]],
            [F1],
            ["5,8", "4,2", "5.8"],
            note="Plotted 3.3; unlubricated 5.8.",
        ),
        q(
            "figure-gap-40",
            "figure",
            "According to Figure 1, how much did lubrication reduce the wear after 40 Mt?",
            "By about 3,4 mm (7,6 against 4,2 mm).",
            [[rng(2.9, 3.9)]],
            [F1],
            ["5,1", "1,8"],
            note="Plotted 7.6 and 4.2.",
        ),
        q(
            "figure-rate-600-800",
            "figure",
            "What wear rate does Figure 2 give for curves of 600–800 m radius?",
            "About 7,9 mm per 100 Mt.",
            [[rng(7.2, 8.6)]],
            [F2],
            ["12,3", "4,8", "12.3"],
            note="Plotted 7.9.",
        ),
        q(
            "figure-rate-largest",
            "figure",
            "Which radius class wears fastest in Figure 2, and at what rate?",
            "Curves under 400 m, about 18,6 mm per 100 Mt.",
            [["400"], [rng(17.5, 19.7)]],
            [F2],
            ["12,3", "12.3"],
            note="Plotted 18.6.",
        ),
        q(
            "figure-rate-ratio",
            "figure",
            "According to Figure 2, roughly how many times faster do curves under 400 m wear than curves over 1000 m?",
            "About seven times (18,6 against 2,6 mm per 100 Mt).",
            [[rng(6.0, 8.0), "seven", "7"]],
            [F2],
            ["2"],
            note="18.6 / 2.6 = 7.2.",
        ),
        q(
            "text-steel",
            "text",
            "Which rail steel grade and profile are laid in the curves?",
            "R260 steel, 60E1 rails laid in 2019.",
            [["R260"]],
            [("text", "R260 tērauda")],
        ),
        q(
            "text-interval",
            "text",
            "How often were the rail profiles measured?",
            "Every six months, with a MiniProf profilometer.",
            [["sešiem mēnešiem", "six months", "6 months"]],
            [("text", "ik pēc sešiem mēnešiem")],
        ),
        q(
            "ml-lv-lubricator",
            "multilingual",
            "Kurā gadā līknē K5 uzstādīja sliežu eļļotāju?",
            "2021. gadā.",
            [["2021"]],
            [("text", "eļļotāju uz ceļa")],
            language="lv",
        ),
        q(
            "ml-es-instrument",
            "multilingual",
            "¿Con qué instrumento se midió el perfil de los carriles?",
            "Con un perfilómetro MiniProf.",
            [["MiniProf"]],
            [("text", "MiniProf profilometru")],
            language="es",
        ),
        q(
            "unanswerable-cost",
            "unanswerable",
            "How much does it cost to replace the outer rail in curve K5?",
            "Replacement costs were not assessed.",
        ),
        q(
            "unanswerable-noise",
            "unanswerable",
            "How loud was the wheel squeal in curve K1?",
            "Noise was not measured.",
        ),
        q(
            "unanswerable-k7",
            "unanswerable",
            "What side wear was measured in curve K7?",
            "Only six curves (K1-K6) were measured.",
        ),
        q(
            "unanswerable-it-ventspils",
            "unanswerable",
            "Quanto si è usurata la rotaia nelle curve della linea Rīga–Ventspils?",
            "La linea per Ventspils non è stata studiata.",
            language="it",
        ),
    ]
