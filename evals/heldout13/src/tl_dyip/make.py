"""tl_dyip: Tagalog (Filipino) transport paper (fuel use, CO2, passengers and travel times of
traditional diesel jeepneys and modern Euro 4 jeepneys on five Metro Manila routes, 2024), laid
out by ``layout9`` in one column (DejaVu Sans metrics) and drawn by **iText 2.1.7** (Java,
Debian's libitext-java, as in mt_melh); heldout10's pdfrw stamp draws the charts. Figure 1 is a
**Bokeh pie** (``wedge``; four trip purposes, legend at the right, no value labels) exported
through headless Chromium and made a PDF by librsvg; Figure 2 **GMT grouped bars** (morning and
evening travel time on five routes, legend box top left). Table 1 is **booktabs-style** with a
**two-level header** (traditional / modern jeepney over fuel use and CO2, the CO2 computed from
the fuel at 2.68 kg per litre of diesel); Table 2 is **zebra-shaded** with a **bold total row**
(``Kabuuan``), thousands commas and the peso sign (``₱``). Decimal points (Philippine usage)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper13 import (  # noqa: E402
    GOLD,
    SANS,
    bokeh,
    fig_truth,
    figure,
    gmt,
    h,
    layout,
    p,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_itext2,
)  # fmt: skip

ROUTES = ["Cubao–Quiapo", "Baclaran–Divisoria", "Fairview–Quiapo", "Pasig–Quiapo", "Alabang–Zapote"]
# route: fuel use (L/100 km) traditional, modern
FUEL = {"Cubao–Quiapo": (24.5, 17.5), "Baclaran–Divisoria": (26.0, 18.0), "Fairview–Quiapo": (22.5, 16.0),
        "Pasig–Quiapo": (25.0, 17.5), "Alabang–Zapote": (21.0, 15.5)}  # fmt: skip
CO2_PER_L = 2.68  # kg per litre of diesel
# route: passengers per day, trips per day, fare revenue per day (PHP); one modern jeepney
T2 = [("Cubao–Quiapo", 412, 14, 6180), ("Baclaran–Divisoria", 386, 12, 5790), ("Fairview–Quiapo", 298, 8, 7450),
      ("Pasig–Quiapo", 354, 11, 6370), ("Alabang–Zapote", 325, 13, 4550)]  # fmt: skip
TOTAL = (1775, 58, 30340)
PURPOSE = {"Trabaho": 46, "Paaralan": 24, "Pamimili": 14, "Iba pa": 16}
TIME = {"Umaga": [48, 62, 75, 41, 38], "Gabi": [55, 70, 84, 52, 36]}
CAP1 = "Layunin ng biyahe ng 1,200 pasaherong sinarbey sa limang ruta (%)."
CAP2 = "Karaniwang tagal ng isang biyahe sa umaga (7–9 n.u.) at sa gabi (5–7 n.g.), ayon sa ruta."


def co2(litres_per_100: float) -> int:
    return round(litres_per_100 * CO2_PER_L * 10)  # g per km


def check_prose() -> None:
    assert tuple(sum(r[k] for r in T2) for k in (1, 2, 3)) == TOTAL
    cuts = [round((1 - m / t) * 100, 1) for t, m in FUEL.values()]
    assert round(sum(cuts) / len(cuts)) == 29  # "about 29 % less fuel"
    assert sum(PURPOSE.values()) == 100 and max(PURPOSE, key=PURPOSE.get) == "Trabaho"
    assert max(TIME["Gabi"]) == 84 and ROUTES[TIME["Gabi"].index(84)] == "Fairview–Quiapo"
    assert max(T2, key=lambda r: r[1])[0] == "Cubao–Quiapo"


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table("Talahanayan 1.", "Konsumo ng krudo at emisyon ng CO₂ ng tradisyonal at modernong dyip",
               [[("", 1), ("Tradisyonal na dyip", 2), ("Modernong dyip", 2)],
                [("Ruta", 1), ("Krudo (L/100 km)", 1), ("CO₂ (g/km)", 1), ("Krudo (L/100 km)", 1), ("CO₂ (g/km)", 1)]],
               [[r, f"{t:.1f}", str(co2(t)), f"{m:.1f}", str(co2(m))] for r, (t, m) in FUEL.items()],
               "booktabs", z=8.6)  # fmt: skip
    t2 = table("Talahanayan 2.", "Pasahero, biyahe at kita ng isang modernong dyip sa isang araw, ayon sa ruta",
               [[("Ruta", 1), ("Pasahero", 1), ("Biyahe", 1), ("Kita (₱)", 1)]],
               [[r, str(pz), str(b), f"{k:,}"] for r, pz, b, k in T2]
               + [["Kabuuan", f"{TOTAL[0]:,}", str(TOTAL[1]), f"{TOTAL[2]:,}"]], "zebra", z=9, bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Konsumo ng krudo, emisyon at pasahero ng tradisyonal at modernong dyip sa Metro Manila",
            "Maria Cristina Dela Cruz, Jose Miguel Santos at Angelica Reyes",
            "Pamantasan ng Lungsod ng Maynila, Kolehiyo ng Inhenyeriya, Maynila",
            "Buod.",
            "Sinukat namin ang konsumo ng krudo ng sampung dyip sa limang ruta sa Metro Manila noong "
            "2024. Ang mga modernong dyip ay gumamit ng humigit-kumulang 29 % na mas kaunting krudo "
            "kaysa sa mga tradisyonal na dyip. Trabaho ang pangunahing layunin ng biyahe (46 %).",
        ),  # fmt: skip
        h("1. Panimula"),
        p(
            "Ang dyip ang pinakagamit na pampublikong sasakyan sa Metro Manila. Sa ilalim ng programang "
            "modernisasyon, pinapalitan ang mga lumang dyip ng mga sasakyang may makinang Euro 4. "
            "Sinuri ng pag-aaral na ito kung gaano kalaki ang natitipid sa krudo at emisyon."
        ),  # fmt: skip
        h("2. Pamamaraan"),
        p(
            "Sa bawat ruta, isang tradisyonal at isang modernong dyip ang nilagyan ng GPS logger at "
            "fuel flow meter sa loob ng dalawang linggo noong Marso 2024. Kinuwenta ang CO₂ mula sa "
            "krudo gamit ang 2.68 kg CO₂ bawat litro. Sinarbey din namin ang 1,200 pasahero tungkol "
            "sa layunin ng kanilang biyahe."
        ),  # fmt: skip
        t1,
        h("3. Resulta"),
        p(
            "Sa lahat ng ruta, mas mababa ang konsumo ng modernong dyip (Talahanayan 1). Ang rutang "
            "Cubao–Quiapo ang may pinakamaraming pasahero sa isang araw (Talahanayan 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Larawan 1.", CAP1, frac=0.7),
        p(
            "Halos kalahati ng mga pasahero ay papunta o pauwi galing sa trabaho (Larawan 1). Ang "
            "pinakamahabang biyahe ay sa rutang Fairview–Quiapo tuwing gabi, 84 minuto (Larawan 2)."
        ),  # fmt: skip
        figure(fb, "Larawan 2.", CAP2, frac=0.8),
        h("4. Talakayan"),
        p(
            "Malaki ang natitipid sa krudo, ngunit mas mahal ang modernong dyip. Hindi namin sinukat "
            "ang ingay at ang PM2.5 sa loob ng sasakyan."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    code = """import math
from bokeh.palettes import Category10
tot = sum(d['v'])
ang, start, s = [], [], 0.0
for v in d['v']:
    start.append(s); s += v / tot * 2 * math.pi; ang.append(s)
p = figure(width=560, height=380, output_backend='svg', toolbar_location=None, x_range=(-1.1, 2.2), y_range=(-1.1, 1.1))
for i, (n, a0, a1) in enumerate(zip(d['n'], start, ang)):
    p.wedge(x=0, y=0, radius=1.0, start_angle=a0, end_angle=a1, direction='anticlock',
            fill_color=Category10[4][i], line_color='white', legend_label=n)
p.axis.visible = False
p.grid.grid_line_color = None
p.outline_line_color = None
p.legend.location = 'center_right'"""
    return bokeh(work, "fig1", code, {"n": list(PURPOSE), "v": list(PURPOSE.values())})


def fig2(work: Path) -> Path:
    rows_m = "\n".join(f"{i + 1 - 0.18} {v}" for i, v in enumerate(TIME["Umaga"]))
    rows_g = "\n".join(f"{i + 1 + 0.18} {v}" for i, v in enumerate(TIME["Gabi"]))
    ticks = "\n".join(f"{i + 1} a {r}" for i, r in enumerate(ROUTES))
    script = f"""cat > um.txt <<'EOF2'
{rows_m}
EOF2
cat > ga.txt <<'EOF2'
{rows_g}
EOF2
cat > ticks.txt <<'EOF2'
{ticks}
EOF2
gmt basemap -R0.4/5.6/0/100 -JX14c/7c -Bxcticks.txt -Bya20+l"Tagal ng biyahe (min)" -BWSne --FONT_ANNOT_PRIMARY=8p,Helvetica
gmt plot um.txt -Sb0.34c+b0 -G70/110/170 -W0.4p -l"Umaga"
gmt plot ga.txt -Sb0.34c+b0 -G230/150/60 -W0.4p -l"Gabi"
gmt legend -DjTL+o0.25c -F+p0.5p+gwhite"""
    return gmt(work, "fig2", script.replace("–", "-"), "ISOLatin1+")


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), SANS, body=9.4, lead=13.0, cols=1, margin=(62, 64, 62, 64),
                 head="Krudo at emisyon ng mga dyip sa Metro Manila", foot="Pahina {n}")  # fmt: skip
    return write_itext2(
        work,
        lay,
        SANS,
        "Konsumo ng krudo, emisyon at pasahero ng tradisyonal at modernong dyip sa Metro Manila",
    )


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    gmt_routes = [r.replace("–", "-") for r in ROUTES]
    return {
        "file": "heldout13/tl_dyip.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 3), (2, 2), (3, 4), (4, 1), (4, 3)],
                "iText 2.1.7, DejaVu Sans; booktabs-style, two-level header ('Tradisyonal na dyip' / 'Modernong dyip' over fuel and CO₂); CO₂ = litres × 2.68 kg, rounded to whole g/km.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 3), (2, 2), (3, 1), (5, 1), (5, 3)],
                "Zebra shading, no rules; bold total row ('Kabuuan'); thousands commas; peso sign in the header.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "pie",
                {"title": None, "log": False, "categories": list(PURPOSE)},
                {"title": None, "log": False, "min": 0, "max": 100},
                list(PURPOSE),
                [{"series": k, "x": k, "y": v} for k, v in PURPOSE.items()],
                "Bokeh wedges (a pie, anticlockwise from 3 o'clock: Trabaho, Paaralan, Pamimili, Iba pa), legend at the right, no value labels; exported as SVG through headless Chromium, PDF by librsvg.",
                find="Layunin ng biyahe",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "grouped_bar",
                {"title": None, "log": False, "categories": gmt_routes},
                {"title": "Tagal ng biyahe (min)", "log": False, "min": 0, "max": 100},
                list(TIME),
                pts("Umaga", gmt_routes, TIME["Umaga"], [0, 2, 4])
                + pts("Gabi", gmt_routes, TIME["Gabi"], [1, 2, 3]),
                "GMT 6 grouped bars (two plot -Sb calls offset by ±0.18), legend box top left; route names as custom x annotations printed with a hyphen instead of the en dash (Helvetica, ISOLatin1+).",
                find="Karaniwang tagal ng isang biyahe",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Konsumo ng krudo, emisyon at pasahero ng tradisyonal at modernong dyip sa Metro Manila",
    "description": "Thirteenth held-out set (blind): a Tagalog transport paper drawn by iText 2.1.7 (Java) from a display list, charts stamped by pdfrw; a booktabs table with a two-level header and computed CO2, a zebra table with a bold total row and peso amounts, a Bokeh pie and GMT grouped bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-fuel-trad-cubao",
            "table",
            "How much diesel does a traditional jeepney use on the Cubao–Quiapo route?",
            "24.5 L per 100 km (Table 1).",
            [["24.5"]],
            [T1_],
            ["26.0", "17.5"],
        ),
        q(
            "table-fuel-modern-fairview",
            "table",
            "What is the fuel consumption of the modern jeepney on the Fairview–Quiapo route?",
            "16.0 L per 100 km (Table 1).",
            [["16.0"]],
            [T1_],
            ["22.5", "15.5", "17.5"],
        ),
        q(
            "table-co2-trad-baclaran",
            "table",
            "How much CO2 per kilometre does a traditional jeepney emit on the Baclaran–Divisoria route?",
            "697 g/km (Table 1).",
            [["697"]],
            [T1_],
            ["482", "657"],
        ),
        q(
            "table-co2-modern-alabang",
            "table",
            "What CO2 emission does Table 1 give for the modern jeepney on the Alabang–Zapote route?",
            "415 g/km.",
            [["415"]],
            [T1_],
            ["563", "429"],
        ),
        q(
            "table-co2-saving-pasig",
            "table",
            "On the Pasig–Quiapo route, how much less CO2 per kilometre does the modern jeepney emit?",
            "201 g/km less (670 against 469 g/km).",
            [["201"]],
            [T1_],
            ["188", "482"],
        ),
        q(
            "table-lowest-trad",
            "table",
            "On which route does the traditional jeepney use the least diesel, and how much?",
            "Alabang–Zapote, 21.0 L per 100 km.",
            [["Alabang"], ["21.0"]],
            [T1_],
            ["22.5"],
        ),
        q(
            "table-passengers-baclaran",
            "table",
            "How many passengers does a modern jeepney carry per day on the Baclaran–Divisoria route?",
            "386 passengers (Table 2).",
            [["386"]],
            [T2_],
            ["412", "354"],
        ),
        q(
            "table-trips-fairview",
            "table",
            "How many trips a day does the jeepney make on the Fairview–Quiapo route?",
            "8 trips (Table 2).",
            [["8"]],
            [T2_],
            ["11", "13"],
        ),
        q(
            "table-revenue-pasig",
            "table",
            "What daily fare revenue does the modern jeepney earn on the Pasig–Quiapo route?",
            "₱6,370 (Table 2).",
            [["6,370", "6370"]],
            [T2_],
            ["6,180", "5,790", "6180"],
        ),
        q(
            "table-total-passengers",
            "table",
            "How many passengers did the five modern jeepneys carry in a day altogether?",
            "1,775 passengers (the total row).",
            [["1,775", "1775"]],
            [T2_],
            ["1,200", "412"],
        ),
        q(
            "table-revenue-best",
            "table",
            "Which route brings the highest fare revenue per day, and how much?",
            "Fairview–Quiapo, ₱7,450.",
            [["Fairview"], ["7,450", "7450"]],
            [T2_],
            ["6,370"],
        ),
        q(
            "figure-work-share",
            "figure",
            "According to Figure 1, what share of the trips are made for work?",
            "About 46 %.",
            [[rng(40, 52)]],
            [F1],
            ["24", "14"],
            note="Slice 46 % (Trabaho).",
        ),
        q(
            "figure-school-share",
            "figure",
            "What share of passengers travel to school (Paaralan) in Figure 1?",
            "About a quarter (24 %).",
            [[rng(20, 28), "quarter"]],
            [F1],
            ["46", "16"],
            note="Slice 24 %.",
        ),
        q(
            "figure-smallest-slice",
            "figure",
            "Which trip purpose has the smallest slice in Figure 1?",
            "Shopping (Pamimili), about 14 %.",
            [["Pamimili", "shopping"]],
            [F1],
            ["46"],
            note="Slices 46, 24, 14, 16.",
        ),
        q(
            "figure-evening-pasig",
            "figure",
            "How long does an evening trip on the Pasig–Quiapo route take according to Figure 2?",
            "About 52 minutes.",
            [[rng(48, 56)]],
            [F2],
            ["41", "70"],
            note="Plotted 52 (morning 41).",
        ),
        q(
            "figure-morning-baclaran",
            "figure",
            "What is the morning travel time on the Baclaran–Divisoria route in Figure 2?",
            "About 62 minutes.",
            [[rng(58, 66)]],
            [F2],
            ["70", "75"],
            note="Plotted 62 (evening 70).",
        ),
        q(
            "figure-alabang-faster",
            "figure",
            "On which route is the evening trip shorter than the morning trip in Figure 2, and by about how much?",
            "Alabang–Zapote, by about 2 minutes (36 against 38).",
            [["Alabang"], [rng(1, 4)]],
            [F2],
            ["7", "11"],
            note="Plotted 38 morning, 36 evening.",
        ),
        q(
            "text-co2-factor",
            "text",
            "Which emission factor was used to compute CO2 from the diesel used?",
            "2.68 kg CO2 per litre.",
            [["2.68"]],
            [("text", "2.68 kg CO₂ bawat litro")],
        ),
        q(
            "text-instruments",
            "text",
            "How were the jeepneys instrumented, and for how long?",
            "With a GPS logger and a fuel flow meter, for two weeks in March 2024.",
            [["GPS"], ["fuel flow", "flow meter"]],
            [("text", "GPS logger at")],
        ),
        q(
            "ml-tl-surveyed",
            "multilingual",
            "Ilang pasahero ang sinarbey tungkol sa layunin ng kanilang biyahe?",
            "1,200 pasahero.",
            [["1,200", "1200"]],
            [("text", "Sinarbey din namin")],
            language="tl",
        ),
        q(
            "ml-it-engine",
            "multilingual",
            "Quale standard di emissione hanno i motori delle jeepney moderne?",
            "Euro 4.",
            [["Euro 4"]],
            [("text", "makinang Euro 4")],
            language="it",
        ),
        q(
            "unanswerable-noise",
            "unanswerable",
            "How loud is it inside a traditional jeepney on the Cubao–Quiapo route?",
            "Noise was not measured.",
        ),
        q(
            "unanswerable-pm25",
            "unanswerable",
            "What PM2.5 concentration did passengers breathe inside the modern jeepneys?",
            "PM2.5 inside the vehicles was not measured.",
        ),
        q(
            "unanswerable-novaliches",
            "unanswerable",
            "What is the fuel consumption of jeepneys on the Novaliches–Quiapo route?",
            "The Novaliches route was not studied; only five other routes were.",
        ),
        q(
            "unanswerable-de-price",
            "unanswerable",
            "Wie viel kostet ein moderner Jeepney in der Anschaffung?",
            "Der Preis wird nicht angegeben; es heißt nur, dass er teurer ist.",
            language="de",
        ),
    ]
