"""sk_netopiere: Slovak chiropterology paper (hibernating bats in the caves of the Slovak Karst)
laid out by ``layout9`` in one column (DejaVu Sans metrics) and written by **flat** 0.4 (Juraj
Sukop's pure-Python graphics library: ``strike`` text runs in embedded DejaVu Sans, ``shape``
rules and shading, ``image`` placeholders that pdfrw swaps for the vector charts). Figure 1 is a
**lets-plot lollipop chart** (one series, no legend); Figure 2 a **jgraph** line chart over ten
winters (three species, jgraph legend). Table 1 is booktabs-style and **broken across pages 1-2
with the header repeated** under ``Tabuľka 1 (pokračovanie)``; Table 2 is a **fully ruled grid**
with a **two-level header** (two winters over the same two leaf headers)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper10 import (  # noqa: E402
    SANS,
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
    write_flat,
)  # fmt: skip
from paper10 import comma as c  # noqa: E402
from paper10 import spaced as sp  # noqa: E402

CAVES = [("Domica", "Silická planina", 339, 10.2, 1840), ("Ardovská jaskyňa", "Silická planina", 316, 9.4, 412),
         ("Jasovská jaskyňa", "Jasovská planina", 257, 9.1, 1260), ("Gombasecká jaskyňa", "Silická planina", 250, 9.8, 96),
         ("Krásnohorská jaskyňa", "Silická planina", 330, 8.6, 174), ("Silická ľadnica", "Silická planina", 503, 1.8, 58),
         ("Drienovská jaskyňa", "Dolný vrch", 228, 9.7, 935), ("Ochtinská aragonitová jaskyňa", "Revúcka vrchovina", 642, 7.3, 44),
         ("Hrušovská jaskyňa", "Plešivská planina", 334, 8.9, 621), ("Zvonivá jaskyňa", "Plešivská planina", 702, 5.6, 37),
         ("Jaskyňa Milada", "Silická planina", 426, 7.9, 268), ("Kunia priepasť", "Horný vrch", 585, 6.4, 83),
         ("Jaskyňa v Lúčke", "Plešivská planina", 412, 8.2, 149), ("Skalistý potok", "Jasovská planina", 289, 8.8, 513),
         ("Majkova jaskyňa", "Plešivská planina", 460, 7.6, 71), ("Snežná diera", "Horný vrch", 610, 4.9, 22)]  # fmt: skip
SPP = ["Rhinolophus hipposideros", "Rhinolophus ferrumequinum", "Myotis myotis",
       "Barbastella barbastellus", "Miniopterus schreibersii"]  # fmt: skip
W23 = [1420, 610, 980, 240, 1850]
W24 = [1560, 655, 1040, 205, 2140]
LOLLI = ["Domica", "Jasovská", "Drienovská", "Hrušovská", "Skalistý potok", "Ardovská", "Milada"]
DENS = [22.8, 14.2, 17.5, 9.6, 11.9, 6.1, 3.4]
YEARS = list(range(2015, 2025))
TREND = {"R. hipposideros": [1120, 1180, 1210, 1150, 1290, 1330, 1310, 1380, 1420, 1560],
         "M. myotis": [1310, 1260, 1190, 1220, 1140, 1090, 1050, 1010, 980, 1040],
         "M. schreibersii": [950, 1080, 1240, 1390, 1310, 1520, 1610, 1700, 1850, 2140]}  # fmt: skip
CAP1 = (
    "Hustota zimujúcich netopierov v siedmich jaskyniach (jedince na 100 m chodieb, zima 2023/24)"
)
CAP2 = "Počty troch druhov netopierov pri zimných sčítaniach 2015–2024 (všetky jaskyne spolu)"


def share(v: list[int]) -> list[float]:
    return [round(100 * x / sum(v), 1) for x in v]


def check_prose() -> None:
    assert sum(W23) == 5100 and sum(W24) == 5600 and sum(r[4] for r in CAVES) == 6583
    assert max(CAVES, key=lambda r: r[4])[0] == "Domica"
    assert min(CAVES, key=lambda r: r[3])[0] == "Silická ľadnica"
    for k, n in ((0, "R. hipposideros"), (2, "M. myotis"), (4, "M. schreibersii")):
        assert TREND[n][-2] == W23[k] and TREND[n][-1] == W24[k]
    m = TREND["M. schreibersii"]
    assert round(m[-1] / m[0], 2) == 2.25
    top = [max(TREND, key=lambda n: TREND[n][i]) for i in range(len(YEARS))]
    assert top[2:] == ["M. schreibersii"] * 8 and top[1] != "M. schreibersii"  # since 2017


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table(
        "Tabuľka 1.", "Sledované jaskyne, ich poloha, teplota v zimovisku a počet netopierov pri sčítaní vo februári 2024",
        [[("Jaskyňa", 1), ("Planina / pohorie", 1), ("Nadm. výška\n(m)", 1), ("Teplota\n(°C)", 1),
          ("Netopiere\n(jedince)", 1)]],
        [[a, b, str(e), c(t), sp(n)] for a, b, e, t, n in CAVES],
        "booktabs", z=9, keep=False, cont="Tabuľka 1 (pokračovanie)",
    )  # fmt: skip
    s23, s24 = share(W23), share(W24)
    t2 = table(
        "Tabuľka 2.", "Druhové zloženie zimujúcich netopierov v dvoch zimách (všetky jaskyne spolu)",
        [[("", 1), ("Zima 2022/23", 2), ("Zima 2023/24", 2)],
         [("Druh", 1), ("Jedince", 1), ("Podiel (%)", 1), ("Jedince", 1), ("Podiel (%)", 1)]],
        [[s, sp(a), c(x), sp(b), c(y)] for s, a, x, b, y in zip(SPP, W23, s23, W24, s24, strict=True)],
        "grid", z=9,
    )  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Zimovanie netopierov v jaskyniach Slovenského krasu: dlhodobé trendy a vplyv mikroklímy",
            "Zuzana Horváthová, Martin Kováč a Peter Šimko",
            "Katedra zoológie, Prírodovedecká fakulta Univerzity Komenského v Bratislave",
            "Abstrakt.",
            "Vo februári 2024 sme v 16 jaskyniach Slovenského krasu napočítali 6583 zimujúcich "
            "netopierov. Najväčšie zimovisko bolo v Domici (1840 jedincov). Počet netopiera "
            "brvitého (Miniopterus schreibersii) sa od roku 2015 zvýšil 2,25-krát, kým počet "
            "netopiera veľkého mierne klesal. Zimoviská s teplotou pod 6 °C hostili len "
            "niekoľko desiatok jedincov.",
        ),
        h("1. Úvod"),
        p(
            "Jaskyne Slovenského krasu patria k najvýznamnejším zimoviskám netopierov v strednej "
            "Európe. Netopiere v nich prečkávajú zimu v hibernácii, pri ktorej je rozhodujúca "
            "stabilná teplota a vysoká vlhkosť vzduchu. Rušenie návštevníkmi aj zmeny mikroklímy "
            "môžu zvýšiť úmrtnosť zimujúcich zvierat. Cieľom práce je zhodnotiť desaťročný rad "
            "zimných sčítaní."
        ),
        p(
            "Prvé sčítania netopierov v Domici a v Jasovskej jaskyni sa uskutočnili už v 50. rokoch "
            "20. storočia, pravidelný monitoring všetkých významných zimovísk však prebieha až od "
            "roku 2015. Výsledky slúžia ako podklad pre správu chránených území aj pre hodnotenie "
            "stavu druhov európskeho významu."
        ),
        h("2. Metodika"),
        p(
            "Slovenský kras je najväčšie krasové územie v strednej Európe. Na jeho planinách je "
            "známych viac ako 1100 jaskýň a priepastí, z ktorých mnohé sú chránené ako súčasť "
            "svetového prírodného dedičstva. Podzemné priestory majú stálu teplotu, ktorá "
            "zodpovedá priemernej ročnej teplote vzduchu v nadmorskej výške vchodu, avšak v "
            "ľadových jaskyniach a priepastiach sa studený vzduch hromadí a teplota klesá takmer "
            "na bod mrazu."
        ),
        p(
            "Netopiere sme sčítavali každoročne v prvej polovici februára. V každej jaskyni "
            "prechádzali chodby dvaja pracovníci s čelovými lampami a zvieratá určovali vizuálne, "
            "bez ich vyrušovania. Teplotu vzduchu v mieste zimoviska sme merali dataloggermi "
            "s intervalom jednej hodiny od novembra do marca. Uvedená teplota je priemer za "
            "január a február."
        ),
        t1,
        h("3. Výsledky"),
        p(
            "Najviac netopierov zimovalo v Domici a v Jasovskej jaskyni (tabuľka 1). Najchladnejším "
            "zimoviskom bola Silická ľadnica s priemernou teplotou 1,8 °C. Medzi zimami 2022/23 a "
            "2023/24 sa celkový počet piatich hlavných druhov zvýšil z 5100 na 5600 jedincov "
            "(tabuľka 2)."
        ),
        t2,
        figure(f1, "Obr. 1.", CAP1, frac=0.8),
        p(
            "Najvyššiu hustotu zimujúcich netopierov sme zistili v Domici (obr. 1). Na obrázku 2 je "
            "vidieť výrazný nárast netopiera brvitého, ktorý je od roku 2017 najpočetnejším "
            "druhom."
        ),
        figure(f2, "Obr. 2.", CAP2, frac=0.8),
        h("4. Diskusia"),
        p(
            "Nárast teplomilného netopiera brvitého je v súlade s otepľovaním zimovísk. Úmrtnosť "
            "netopierov počas zimy ani výskyt syndrómu bieleho nosa sme v tejto práci "
            "nesledovali."
        ),
    ]


def fig1(work: Path) -> Path:
    code = (
        f"order = {LOLLI!r}\n"
        "p = (ggplot(d, aes('cave', 'v')) + geom_lollipop(stat='identity', color='#3f007d', fill='#6a51a3', size=5, linewidth=1.4)"
        " + scale_x_discrete(limits=order)"
        " + scale_y_continuous(limits=[0, 25], breaks=[0, 5, 10, 15, 20, 25])"
        " + theme_minimal() + theme(text=element_text(family='DejaVu Sans'))"
        " + labs(x='', y='Jedince na 100 m chodieb') + ggsize(620, 330))"
    )
    return letsplot(work, "fig1", code, {"cave": LOLLI, "v": DENS})


def fig2(work: Path) -> Path:
    out = [
        "newgraph",
        "xaxis min 2014.5 max 2024.5 size 4.6 no_auto_hash_labels hash 1 mhash 0 label fontsize 11 : Rok scitania",
        "  hash_labels fontsize 10",
        *[f"  hash_label at {y} : {y}" for y in YEARS[::1]],
        "yaxis min 800 max 2200 size 2.7 hash 200 mhash 0 label fontsize 11 : Pocet jedincov",
        "  hash_labels fontsize 10",
    ]
    styles = [
        ("circle", "solid", "0 0 0"),
        ("triangle", "dashed", "0.8 0.1 0.1"),
        ("box", "dotted", "0.1 0.3 0.8"),
    ]
    for (name, ys), (mk, ln, col) in zip(TREND.items(), styles, strict=True):
        out.append(
            f"newcurve marktype {mk} marksize 0.13 linetype {ln} linethickness 1.3 color {col} label : {name}"
        )
        out.append("  pts " + " ".join(f"{x} {y}" for x, y in zip(YEARS, ys, strict=True)))
    out.append("legend defaults fontsize 10 x 2015 y 2150")
    return jgraph(work, "fig2", "\n".join(out) + "\n")


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), SANS, body=9.6, lead=13.4, cols=1,
                 margin=(64, 62, 64, 62), head="Zimovanie netopierov v Slovenskom krase",
                 foot="– {n} –")  # fmt: skip
    return write_flat(work, lay, SANS, "Zimovanie netopierov v jaskyniach Slovenského krasu")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    n2 = list(TREND)
    t1t = table_truth(
        t1,
        "Table 1",
        [(0, 4), (2, 2), (5, 3), (7, 2), (9, 4), (12, 3), (13, 1), (14, 2), (15, 3)],
        "flat, DejaVu Sans embedded; booktabs-style, two-line headers, thousands with a space (1 840), decimal commas; BROKEN across pages 1-2 with the header repeated under 'Tabuľka 1 (pokračovanie)'.",
    )
    t1t["pages_find"] = ["Tabuľka 1. Sledované jaskyne", "Tabuľka 1 (pokračovanie)"]
    return {
        "file": "heldout10/sk_netopiere.pdf",
        "scanned": False,
        "tables": [
            t1t,
            table_truth(
                t2,
                "Table 2",
                [(0, 1), (1, 2), (2, 3), (3, 4), (4, 3), (4, 1)],
                "Fully ruled grid; two-level header (Zima 2022/23 / Zima 2023/24 over the same leaf headers Jedince, Podiel (%)); thousands with a space, decimal commas.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "bar",
                {"title": None, "log": False, "categories": LOLLI},
                {"title": "Jedince na 100 m chodieb", "log": False, "min": 0, "max": 25},
                [],
                pts(None, LOLLI, DENS, [0, 1, 3, 5, 6]),
                "lets-plot LOLLIPOP chart: a purple stem from zero and a dot at the value for each of seven caves (not sorted), one series, no legend, no value labels.",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "line",
                {"title": "Rok scitania", "log": False, "min": 2015, "max": 2024},
                {"title": "Pocet jedincov", "log": False, "min": 800, "max": 2200},
                n2,
                pts(n2[0], YEARS, TREND[n2[0]], [0, 4, 9])
                + pts(n2[1], YEARS, TREND[n2[1]], [0, 5, 8])
                + pts(n2[2], YEARS, TREND[n2[2]], [0, 3, 6]),
                "jgraph EPS distilled by Ghostscript, swapped in by pdfrw: three lines (black solid circles, red dashed triangles, blue dotted boxes) over ten yearly counts, jgraph legend top left; axis titles without Slovak diacritics (Rok scitania, Pocet jedincov).",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Zimovanie netopierov v jaskyniach Slovenského krasu: dlhodobé trendy a vplyv mikroklímy",
    "description": "Tenth held-out set (blind): a Slovak chiropterology paper written with flat (Python), a booktabs table broken across two pages with a repeated header, a ruled grid with a two-level header, a lets-plot lollipop chart and a jgraph line chart.",
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
            "table-altitude-jasovska",
            "table",
            "At what altitude is the Jasovská cave?",
            "257 m (tabuľka 1).",
            [["257"]],
            [T1],
            ["250", "228", "289"],
        ),
        q(
            "table-temp-ladnica",
            "table",
            "What was the winter temperature in the Silická ľadnica roost?",
            "1,8 °C (tabuľka 1).",
            [["1,8", "1.8"]],
            [T1],
            ["5,6", "5.6", "6,4", "6.4"],
        ),
        q(
            "table-bats-zvoniva",
            "table",
            "How many bats were counted in Zvonivá jaskyňa in February 2024?",
            "37 (tabuľka 1).",
            [["37"]],
            [T1],
            ["44", "58", "83"],
        ),
        q(
            "table-bats-hrusovska",
            "table",
            "How many bats hibernated in the Hrušovská cave?",
            "621 (tabuľka 1).",
            [["621"]],
            [T1],
            ["513", "935", "412"],
        ),
        q(
            "table-temp-luck",
            "table",
            "What was the roost temperature in Jaskyňa v Lúčke?",
            "8,2 °C (tabuľka 1).",
            [["8,2", "8.2"]],
            [T1],
            ["8,9", "8.9", "7,9", "7.9"],
        ),
        q(
            "table-temp-snezna",
            "table",
            "What temperature was measured in the Snežná diera roost?",
            "4,9 °C (tabuľka 1, continued on page 2).",
            [["4,9", "4.9"]],
            [T1],
            ["7,6", "7.6", "5,6", "5.6"],
        ),
        q(
            "table-highest-cave",
            "table",
            "Which of the monitored caves lies highest above sea level?",
            "Zvonivá jaskyňa, 702 m (tabuľka 1).",
            [["Zvonivá", "Zvoniva"]],
            [T1],
            ["Ochtinská"],
        ),
        q(
            "table-warmest",
            "table",
            "Which cave had the warmest hibernation site?",
            "Domica, 10,2 °C (tabuľka 1).",
            [["Domica"]],
            [T1],
            ["Gombasecká", "Drienovská"],
        ),
        q(
            "table-barbastella-24",
            "table",
            "How many Barbastella barbastellus were counted in winter 2023/24?",
            "205 (tabuľka 2).",
            [["205"]],
            [T2_],
            ["240", "655"],
        ),
        q(
            "table-share-myotis-23",
            "table",
            "What share of hibernating bats were Myotis myotis in winter 2022/23?",
            "19,2% (tabuľka 2).",
            [["19,2", "19.2"]],
            [T2_],
            ["18,6", "18.6", "27,8", "27.8"],
        ),
        q(
            "table-ferrumequinum-change",
            "table",
            "By how many individuals did Rhinolophus ferrumequinum increase between the two winters?",
            "By 45, from 610 to 655 (tabuľka 2).",
            [["45"]],
            [T2_],
            ["140", "60"],
        ),
        q(
            "table-share-miniopterus-24",
            "table",
            "What share did Miniopterus schreibersii reach in winter 2023/24?",
            "38,2% (tabuľka 2).",
            [["38,2", "38.2"]],
            [T2_],
            ["36,3", "36.3", "27,9", "27.9"],
        ),
        q(
            "figure-density-domica",
            "figure",
            "What bat density does Figure 1 show for Domica?",
            "About 22,8 individuals per 100 m of passage (obr. 1).",
            [[rng(21.5, 24.0)]],
            [F1],
            ["17,5", "17.5", "14,2", "14.2"],
            note="Plotted 22.8; Drienovská 17.5.",
        ),
        q(
            "figure-density-hrusovska",
            "figure",
            "In Figure 1, how many bats per 100 m of passage hibernated in the Hrušovská cave?",
            "About 9,6.",
            [[rng(8.8, 10.4)]],
            [F1],
            ["11,9", "11.9", "6,1", "6.1"],
            note="Plotted 9.6.",
        ),
        q(
            "figure-density-lowest",
            "figure",
            "Which cave has the lowest density in Figure 1?",
            "Milada, about 3,4 per 100 m.",
            [["Milada"]],
            [F1],
            ["Ardovská"],
        ),
        q(
            "figure-density-second",
            "figure",
            "Which cave has the second-highest bat density in Figure 1?",
            "Drienovská, about 17,5 per 100 m.",
            [["Drienovská", "Drienovska"]],
            [F1],
            ["Jasovská", "Domica"],
            note="Order: Domica 22.8, Drienovská 17.5, Jasovská 14.2.",
        ),
        q(
            "figure-myotis-2020",
            "figure",
            "How many Myotis myotis were counted in 2020 (Figure 2)?",
            "About 1090.",
            [[rng(1040, 1140)]],
            [F2],
            ["1330", "1520"],
            note="Plotted 1090; R. hipposideros 1330, M. schreibersii 1520.",
        ),
        q(
            "figure-schreibersii-2018",
            "figure",
            "In Figure 2, what was the count of M. schreibersii in 2018?",
            "About 1390.",
            [[rng(1330, 1450)]],
            [F2],
            ["1150", "1220"],
            note="Plotted 1390; 2017: 1240; 2019: 1310.",
        ),
        q(
            "figure-hipposideros-2015",
            "figure",
            "How many R. hipposideros were counted in the first winter of the series (Figure 2)?",
            "About 1120 (2015).",
            [[rng(1070, 1170)]],
            [F2],
            ["950", "1310"],
            note="Plotted 1120.",
        ),
        q(
            "figure-gap-2024",
            "figure",
            "In 2024, how many more M. schreibersii than M. myotis were counted (Figure 2)?",
            "About 1100 (2140 against 1040).",
            [[rng(1000, 1200)]],
            [F2],
            note="2140 - 1040 = 1100.",
        ),
        q(
            "text-counting",
            "text",
            "In which month were the bats counted each year?",
            "In the first half of February.",
            [["February", "februára", "februári"]],
            [("text", "prvej polovici februára")],
        ),
        q(
            "ml-sk-total",
            "multilingual",
            "Koľko netopierov spolu napočítali vo februári 2024?",
            "6583 zimujúcich netopierov v 16 jaskyniach.",
            [["6583", "6 583"]],
            [("text", "6583 zimujúcich")],
            language="sk",
        ),
        q(
            "ml-ja-factor",
            "multilingual",
            "ユビナガコウモリ（Miniopterus schreibersii）の個体数は2015年から何倍に増えましたか？",
            "2.25倍（2,25-krát）。",
            [["2,25", "2.25"]],
            [("text", "2,25-krát")],
            language="ja",
        ),
        q(
            "unanswerable-wns",
            "unanswerable",
            "How many bats showed signs of white-nose syndrome?",
            "White-nose syndrome was not monitored.",
        ),
        q(
            "unanswerable-humidity",
            "unanswerable",
            "What relative humidity was measured in the hibernation sites?",
            "Only temperature is reported.",
        ),
        q(
            "unanswerable-demanovska",
            "unanswerable",
            "How many bats hibernated in the Demänovská cave system?",
            "Demänovská is not among the monitored caves.",
        ),
        q(
            "unanswerable-de-2014",
            "unanswerable",
            "Wie viele Mopsfledermäuse wurden im Winter 2014 gezählt?",
            "Die Zählreihe beginnt 2015; 2014 wird nicht angegeben.",
            language="de",
        ),
    ]
