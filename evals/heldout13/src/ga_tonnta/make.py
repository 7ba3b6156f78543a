"""ga_tonnta: Irish ocean-engineering paper (wave height, period and wave power at six buoys off
the west coast of Ireland through 2023), laid out by ``layout9`` in one column (base-14 Times
metrics) and drawn by **FPDF** 1.84 (PHP, Debian's php-fpdf: core Times in windows-1252, Text,
Line, Rect); heldout10's pdfrw stamp draws the charts. Figure 1 is a **PGPLOT line chart**
(giza's cairo PDF device: two buoys over twelve months, small filled dots and open squares, a key
drawn with PGPLOT calls); Figure 2 **PGPLOT bars** (one series, no legend, bars drawn with
``pgrect``). PGPLOT's text is ASCII (giza drops other bytes), so the axis titles lose their
fadas. Table 1 is a **fully ruled grid**; Table 2 is **zebra-shaded without rules**, with a
**two-level header** (winter / summer) and a **bold mean row**. Decimal points."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper13 import (  # noqa: E402
    GOLD,
    TIMES,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pgplot,
    pts,
    q,
    rng,
    table,
    table_truth,
    title,
    write_fpdf,
)  # fmt: skip

# buoy, site, depth (m), Hs (m), Tp (s), power (kW/m); annual means for 2023
T1 = [("B1", "Inis Meáin", 45, 2.9, 10.8, 41.5), ("B2", "Cuan na Gaillimhe", 18, 1.1, 6.2, 3.6),
      ("B3", "Béal an Mhuirthead", 60, 3.4, 11.5, 62.8), ("B4", "Oileán Acla", 52, 3.1, 11.2, 51.7),
      ("B5", "Ceann Léime", 38, 2.6, 10.1, 33.2), ("B6", "Dún Chaoin", 70, 3.6, 12.0, 74.9)]  # fmt: skip
# winter (Dec-Feb) Hs, power; summer (Jun-Aug) Hs, power
T2 = {"B1": (4.0, 86.4, 1.6, 9.8), "B3": (4.6, 118.2, 1.8, 14.0), "B6": (4.9, 132.6, 2.0, 17.6)}
MEAN = (4.5, 112.4, 1.8, 13.8)
MONTHS = list(range(1, 13))
HS = {
    "B1": [4.2, 3.9, 3.6, 3.0, 2.1, 1.6, 1.5, 1.7, 2.5, 3.2, 3.6, 3.9],
    "B3": [4.8, 4.5, 4.1, 3.5, 2.4, 1.8, 1.7, 1.9, 2.9, 4.1, 4.6, 4.5],
}
CF = {"B1": 31, "B2": 9, "B3": 38, "B4": 35, "B5": 27, "B6": 41}
CAP1 = "Meán-airde shuntasach na dtonnta (Hs) de réir míosa ag baoithe B1 agus B3 i rith 2023."
CAP2 = "Fachtóir toillte tiontaire tonnta 750 kW ag gach baoi, ríofa ó thaifid 2023."


def f1(x: float) -> str:
    return f"{x:.1f}"


def check_prose() -> None:
    for b, vs in T2.items():
        row = next(r for r in T1 if r[0] == b)
        winter = [HS[b][i] for i in (11, 0, 1)] if b in HS else None
        summer = [HS[b][i] for i in (5, 6, 7)] if b in HS else None
        if winter:
            assert round(sum(winter) / 3, 1) == vs[0] and round(sum(summer) / 3, 1) == vs[2]
            assert round(sum(HS[b]) / 12, 1) == row[3]
    for k in range(4):
        assert round(sum(v[k] for v in T2.values()) / 3, 1) == MEAN[k]
    assert max(r[5] for r in T1) == 74.9 and T2["B3"][1] / T2["B3"][3] > 8
    assert max(CF.values()) == CF["B6"] == 41 and min(CF.values()) == CF["B2"]
    assert max(HS["B3"]) == 4.8 and min(HS["B3"]) == 1.7


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table("Tábla 1.", "Na baoithe, doimhneacht an uisce agus meánluachanna na dtonnta don bhliain 2023",
               [[("Baoi", 1), ("Suíomh", 1), ("Doimhneacht\n(m)", 1), ("Hs\n(m)", 1), ("Tp\n(s)", 1),
                 ("Cumhacht\n(kW/m)", 1)]],
               [[b, s, str(d), f1(hs), f1(tp), f1(pw)] for b, s, d, hs, tp, pw in T1], "grid", z=9)  # fmt: skip
    t2 = table("Tábla 2.", "Airde agus cumhacht na dtonnta sa gheimhreadh (Nollaig–Feabhra) agus sa samhradh (Meitheamh–Lúnasa) ag trí bhaoi",
               [[("", 1), ("Geimhreadh", 2), ("Samhradh", 2)],
                [("Baoi", 1), ("Hs (m)", 1), ("Cumhacht (kW/m)", 1), ("Hs (m)", 1), ("Cumhacht (kW/m)", 1)]],
               [[b] + [f1(v) for v in vs] for b, vs in T2.items()] + [["Meán"] + [f1(v) for v in MEAN]],
               "zebra", z=9, bold_last=True)  # fmt: skip
    return t1, t2


def blocks(fa: Path, fb: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Acmhainn fuinnimh tonnta ag sé bhaoi amach ó chósta thiar na hÉireann",
            "Síle Ní Bhriain, Tomás Ó Conghaile agus Aoife de Búrca",
            "Ollscoil na Gaillimhe, Scoil na hInnealtóireachta, Gaillimh",
            "Achoimre.",
            "Thomhaiseamar airde agus tréimhse na dtonnta ag sé bhaoi ar feadh bliana iomláine (2023). "
            "Ba ag baoi B6 amach ó Dhún Chaoin a bhí an chumhacht ba mhó (74.9 kW/m). Sa gheimhreadh "
            "bhí an chumhacht ag B3 breis is ocht n-uaire níos mó ná sa samhradh.",
        ),  # fmt: skip
        h("1. Réamhrá"),
        p(
            "Tá cuid de na tonnta is láidre san Eoraip le fáil ar chósta an Atlantaigh in Éirinn. Sula "
            "dtógfar feirm tonnta is gá fios a bheith againn ar an acmhainn ag gach suíomh agus ar an "
            "athrú a thagann uirthi ó shéasúr go séasúr. San alt seo tugaimid torthaí bliana ó shé bhaoi."
        ),  # fmt: skip
        h("2. Modhanna"),
        p(
            "Is baoithe Waverider de chuid Datawell iad na baoithe go léir. Taifeadann gach baoi an "
            "tonnadh ar feadh 20 nóiméad gach leathuair an chloig. Ríomhamar an airde shuntasach (Hs), "
            "an tréimhse bhuaice (Tp) agus an chumhacht in aghaidh an mhéadair den éadan tonnta. Tá baoi "
            "B2 istigh i gCuan na Gaillimhe agus úsáidtear é mar shuíomh tagartha foscúil. Cailleadh 6 % "
            "de na taifid i mí Feabhra nuair a briseadh feistiú B4 le linn stoirme."
        ),  # fmt: skip
        t1,
        h("3. Torthaí"),
        p(
            "Bhí an chumhacht ba mhó ag na baoithe is doimhne, B6 agus B3 (Tábla 1). Bhí an difríocht "
            "idir an geimhreadh agus an samhradh an-mhór ag gach suíomh (Tábla 2)."
        ),  # fmt: skip
        t2,
        figure(fa, "Fíor 1.", CAP1, frac=0.66),
        p(
            "Ba i mí Eanáir a bhí na tonnta ab airde ag B3 (4.8 m) agus i mí Iúil a bhí siad ab ísle "
            "(1.7 m) (Fíor 1). Bhí an fachtóir toillte ab airde ag B6 agus ab ísle ag B2 (Fíor 2)."
        ),  # fmt: skip
        figure(fb, "Fíor 2.", CAP2, frac=0.6),
        h("4. Plé"),
        p(
            "Is iad suíomhanna B3 agus B6 na suíomhanna is fearr le haghaidh feirme tonnta. Níor "
            "thomhaiseamar sruthanna taoide ag na baoithe, agus níor ríomhamar costas an leictreachais."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    def arr(v: list[float]) -> str:
        return "[" + ", ".join(str(x) for x in v) + "]"

    script = f"""pgsch(1.3); pgslw(2);
pgsvp(0.11, 0.97, 0.13, 0.96);
pgswin(0.5, 12.5, 0, 6);
pgbox('BCNST', 1.0, 0, 'BCNSTV', 1.0, 2);
pglab('Mi (2023)', 'Hs (m)', '');
pgsci(1); pgsls(1); pgline(12, {arr(MONTHS)}, {arr(HS["B1"])});
pgsch(2.0); pgpt(12, {arr(MONTHS)}, {arr(HS["B1"])}, 17); pgsch(1.3);
pgsci(4); pgsls(2); pgline(12, {arr(MONTHS)}, {arr(HS["B3"])});
pgsls(1); pgpt(12, {arr(MONTHS)}, {arr(HS["B3"])}, 6);
pgsci(1); pgline(2, [9.0, 10.0], [5.55, 5.55]); pgsch(2.0); pgpt(1, [9.5], [5.55], 17); pgsch(1.3); pgtext(10.3, 5.45, 'B1');
pgsci(4); pgsls(2); pgline(2, [9.0, 10.0], [5.05, 5.05]); pgsls(1); pgpt(1, [9.5], [5.05], 6);
pgsci(1); pgtext(10.3, 4.95, 'B3');"""
    return pgplot(work, "fig1", script)


def fig2(work: Path) -> Path:
    lines = ["pgsch(1.3); pgslw(2);", "pgsvp(0.11, 0.97, 0.13, 0.96);",
             "pgswin(0.4, 6.6, 0, 50);", "pgbox('BC', 0, 0, 'BCNSTV', 10.0, 2);",
             "pglab('Baoi', 'Fachtoir toillte (%)', '');"]  # fmt: skip
    for i, (b, v) in enumerate(CF.items(), start=1):
        lines += [f"pgsci(15); pgsfs(1); pgrect({i - 0.32}, {i + 0.32}, 0, {v});",
                  f"pgsci(1); pgsfs(2); pgrect({i - 0.32}, {i + 0.32}, 0, {v});",
                  f"pgmtxt('B', 1.2, {(i - 0.4) / 6.2:.4f}, 0.5, '{b}');"]  # fmt: skip
    return pgplot(work, "fig2", "\n".join(lines))


def build(work: Path) -> Path:
    check_prose()
    fa, fb = fig1(work), fig2(work)
    lay = layout(work, blocks(fa, fb), TIMES, body=10.0, lead=13.2, cols=1, margin=(64, 66, 64, 66),
                 head="Acmhainn fuinnimh tonnta", foot="Leathanach {n}")  # fmt: skip
    return write_fpdf(
        work, lay, "Acmhainn fuinnimh tonnta ag sé bhaoi amach ó chósta thiar na hÉireann"
    )


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout13/ga_tonnta.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 2), (1, 5), (2, 3), (3, 4), (4, 1), (5, 5), (1, 2)],
                "FPDF core Times (windows-1252, not embedded); fully ruled grid, two-line headers, decimal points.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (2, 4), (1, 3), (3, 2)],
                "Zebra shading, no rules; two-level header ('Geimhreadh' / 'Samhradh' over 'Hs (m)' and 'Cumhacht (kW/m)'); bold mean row ('Meán').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Mi (2023)", "log": False, "min": 0.5, "max": 12.5},
                {"title": "Hs (m)", "log": False, "min": 0, "max": 6},
                list(HS),
                pts("B1", MONTHS, HS["B1"], [0, 6, 9]) + pts("B3", MONTHS, HS["B3"], [0, 3, 6, 10]),
                "PGPLOT (Perl) through giza's cairo PDF device; B1 solid with small filled dots, B3 dashed blue with open squares; key drawn with PGPLOT calls at the top right; months as numbers 1-12; ASCII text only (no fada in 'Mi').",
                find="Meán-airde shuntasach",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Baoi", "log": False, "categories": list(CF)},
                {"title": "Fachtoir toillte (%)", "log": False, "min": 0, "max": 50},
                [],
                pts(None, list(CF), list(CF.values()), [0, 1, 2, 5]),
                "PGPLOT bars drawn with pgrect (grey fill, black outline), no legend, no value labels; category labels with pgmtxt.",
                find="Fachtóir toillte tiontaire",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Acmhainn fuinnimh tonnta ag sé bhaoi amach ó chósta thiar na hÉireann",
    "description": "Thirteenth held-out set (blind): an Irish ocean-engineering paper drawn by FPDF (PHP) from a display list in core Times, charts stamped by pdfrw; a fully ruled table, a zebra table with a two-level header and a bold mean row, PGPLOT (giza) lines and bars.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = GOLD
    return [
        q(
            "table-depth-b1",
            "table",
            "How deep is the water at buoy B1?",
            "45 m (Table 1).",
            [["45"]],
            [T1_],
            ["60", "38"],
        ),
        q(
            "table-power-b2",
            "table",
            "What mean wave power was recorded at the Galway Bay buoy in 2023?",
            "3.6 kW/m at B2, Cuan na Gaillimhe (Table 1).",
            [["3.6"]],
            [T1_],
            ["41.5", "33.2"],
        ),
        q(
            "table-hs-b3",
            "table",
            "What was the annual mean significant wave height at buoy B3?",
            "3.4 m (Table 1).",
            [["3.4"]],
            [T1_],
            ["3.1", "3.6", "2.9"],
        ),
        q(
            "table-tp-b4",
            "table",
            "What peak period does Table 1 give for the Achill buoy (B4)?",
            "11.2 s (Table 1).",
            [["11.2"]],
            [T1_],
            ["11.5", "10.1", "12.0"],
        ),
        q(
            "table-site-b5",
            "table",
            "Where is buoy B5 moored?",
            "Off Ceann Léime (Table 1).",
            [["Ceann Léime", "Ceann Leime", "Slyne Head"]],
            [T1_],
            ["Dún Chaoin", "Oileán Acla"],
        ),
        q(
            "table-max-power",
            "table",
            "Which buoy had the highest mean wave power, and how high was it?",
            "B6 off Dún Chaoin, 74.9 kW/m.",
            [["B6"], ["74.9"]],
            [T1_],
            ["62.8"],
        ),
        q(
            "table-b6-b1-diff",
            "table",
            "How much more wave power did B6 see than B1 over the year?",
            "33.4 kW/m more (74.9 against 41.5 kW/m).",
            [["33.4"]],
            [T1_],
            ["21.3", "62.8"],
        ),
        q(
            "table-winter-power-b1",
            "table",
            "What was the winter wave power at B1?",
            "86.4 kW/m (Table 2, December–February).",
            [["86.4"]],
            [T2_],
            ["118.2", "132.6", "9.8"],
        ),
        q(
            "table-summer-hs-b6",
            "table",
            "What significant wave height did B6 have in summer?",
            "2.0 m (Table 2).",
            [["2.0"]],
            [T2_],
            ["1.8", "1.6", "4.9"],
        ),
        q(
            "table-mean-winter-power",
            "table",
            "Averaged over the three buoys in Table 2, what was the winter wave power?",
            "112.4 kW/m (the mean row).",
            [["112.4"]],
            [T2_],
            ["13.8", "118.2"],
        ),
        q(
            "table-b3-season-drop",
            "table",
            "By how much did the wave power at B3 fall from winter to summer?",
            "By 104.2 kW/m (118.2 in winter against 14.0 in summer).",
            [["104.2"]],
            [T2_],
            ["132.6", "9.8"],
        ),
        q(
            "figure-b3-jan",
            "figure",
            "In Figure 1, what was the mean wave height at B3 in January?",
            "About 4.8 m.",
            [[rng(4.5, 5.1)]],
            [F1],
            ["4.2", "3.9"],
            note="Plotted 4.8 (B1 4.2).",
        ),
        q(
            "figure-b1-jul",
            "figure",
            "How high were the waves at B1 in July according to Figure 1?",
            "About 1.5 m.",
            [[rng(1.3, 1.7)]],
            [F1],
            ["1.9", "2.4"],
            note="Plotted 1.5 (B3 1.7).",
        ),
        q(
            "figure-gap-oct",
            "figure",
            "In October, how much higher were the waves at B3 than at B1 in Figure 1?",
            "About 0.9 m (4.1 against 3.2 m).",
            [[rng(0.6, 1.2)]],
            [F1],
            ["2.5", "1.5"],
            note="Plotted B3 4.1, B1 3.2.",
        ),
        q(
            "figure-cf-b3",
            "figure",
            "What capacity factor does Figure 2 give at buoy B3?",
            "About 38 %.",
            [[rng(35, 41)]],
            [F2],
            ["31", "27", "9"],
            note="Plotted 38 (B4 35, B6 41).",
        ),
        q(
            "figure-cf-lowest",
            "figure",
            "Which buoy has the lowest capacity factor in Figure 2, and what is it?",
            "B2 in Galway Bay, about 9 %.",
            [["B2"], [rng(7, 11)]],
            [F2],
            ["27", "31"],
            note="Plotted 9.",
        ),
        q(
            "figure-cf-b6-b5",
            "figure",
            "How many percentage points higher is the capacity factor at B6 than at B5 in Figure 2?",
            "About 14 points (41 against 27 %).",
            [[rng(11, 17)]],
            [F2],
            ["31", "38"],
            note="Plotted 41 and 27.",
        ),
        q(
            "text-buoy-type",
            "text",
            "What kind of buoys recorded the waves?",
            "Datawell Waverider buoys.",
            [["Waverider"]],
            [("text", "Waverider de chuid Datawell")],
        ),
        q(
            "text-data-loss",
            "text",
            "Were any wave records lost, and why?",
            "6 % of the records were lost in February when the mooring of B4 broke in a storm.",
            [["6"], ["B4"]],
            [("text", "Cailleadh 6 %")],
        ),
        q(
            "ml-ga-converter",
            "multilingual",
            "Cén toilleadh atá ag an tiontaire tonnta a úsáideadh don fhachtóir toillte?",
            "750 kW.",
            [["750"]],
            [("text", "tiontaire tonnta 750 kW")],
            language="ga",
        ),
        q(
            "ml-de-interval",
            "multilingual",
            "Wie lange zeichnet jede Boje den Seegang pro halbe Stunde auf?",
            "20 Minuten (jede halbe Stunde).",
            [["20"]],
            [("text", "ar feadh 20 nóiméad")],
            language="de",
        ),
        q(
            "unanswerable-tide",
            "unanswerable",
            "How fast were the tidal currents at buoy B3?",
            "Tidal currents were not measured.",
        ),
        q(
            "unanswerable-lcoe",
            "unanswerable",
            "What would electricity from a wave farm at Dún Chaoin cost per MWh?",
            "The cost of electricity was not calculated.",
        ),
        q(
            "unanswerable-arranmore",
            "unanswerable",
            "What mean wave power was recorded off Árainn Mhór in Donegal?",
            "No buoy there; only the six buoys B1-B6 were measured.",
        ),
        q(
            "unanswerable-fr-2022",
            "unanswerable",
            "Quelle était la hauteur moyenne des vagues à la bouée B6 en 2022 ?",
            "Seule l'année 2023 a été mesurée.",
            language="fr",
        ),
    ]
