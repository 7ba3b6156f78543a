"""ms_bakau: Malay forestry paper (carbon stocks of the managed mangroves of the Matang Mangrove
Forest Reserve, Perak) laid out by ``layout9`` in one column (base-14 Helvetica metrics) and
drawn by **CamlPDF** (OCaml: Pdfops content streams in base-14 Helvetica, WinAnsiEncoding, not
embedded, written by Pdfwrite); heldout10's pdfrw stamp draws the charts into the boxes the
layout kept free. Figure 1 is a **JFreeChart step chart** (two sites, drawn alone on a page by
the FreeHEP writer and cropped to the drawing); Figure 2 an **SVG::TT::Graph column chart** (one
series, values on the columns, no key). Table 1 is a **fully ruled grid** with **italic row
groups** (coastal / inland zone) and thousands commas (``1,840``); Table 2 booktabs-style with a
**two-level header** (two sites over the same two leaf headers)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper11 import (  # noqa: E402
    HELV,
    fig_truth,
    figure,
    h,
    jfreechart_pdf,
    layout,
    p,
    pts,
    q,
    rng,
    svgtt,
    table,
    table_truth,
    title,
    write_camlpdf,
)  # fmt: skip

T1 = {"Zon pantai": [("P1", "Avicennia alba", 1840, 12.4, 142.6, 388), ("P2", "Rhizophora apiculata", 2310, 14.8, 218.3, 512),
                     ("P3", "Rhizophora mucronata", 1960, 16.1, 236.9, 547)],
      "Zon pedalaman": [("P4", "Rhizophora apiculata", 2650, 13.2, 251.4, 602), ("P5", "Bruguiera parviflora", 3120, 9.7, 174.8, 455),
                        ("P6", "Bruguiera gymnorrhiza", 1420, 18.6, 263.1, 631)]}  # fmt: skip
SITES = ["Kuala Sepetang", "Kuala Trong"]
AGES = [5, 15, 25, 30]
T2 = {
    5: (18.2, 7.9, 15.6, 6.8),
    15: (61.5, 22.4, 55.9, 20.1),
    25: (104.7, 35.8, 97.2, 33.4),
    30: (118.3, 39.6, 109.8, 37.1),
}
AX = [0, 5, 10, 15, 20, 25, 30]
STEP = {
    "Kuala Sepetang": [0, 18.2, 39.8, 61.5, 83.9, 104.7, 118.3],
    "Kuala Trong": [0, 15.6, 35.1, 55.9, 77.0, 97.2, 109.8],
}
PLOTS = ["P1", "P2", "P3", "P4", "P5", "P6"]
ACC = [8.4, 6.1, 5.2, 3.9, 4.6, 2.8]
CAP1 = "Stok karbon atas tanah mengikut umur dirian dalam kronosekuens plot di dua kawasan hutan simpan (Mg C/ha)."
CAP2 = "Kadar pemendapan sedimen di enam plot kajian, diukur dengan penanda feldspar 2021-2023 (mm/tahun)."


def check_prose() -> None:
    for a in AGES:
        k = AX.index(a)
        assert STEP[SITES[0]][k] == T2[a][0] and STEP[SITES[1]][k] == T2[a][2]
    rows = [r for g in T1.values() for r in g]
    assert max(r[5] for r in rows) == 631 and max(r[2] for r in rows) == 3120
    assert max(ACC) == 8.4 and PLOTS[ACC.index(8.4)] == "P1"
    assert round(T2[30][0] + T2[30][1], 1) == 157.9


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    rows: list[list[str] | str] = []
    for g, rs in T1.items():
        rows.append(g)
        rows += [[a, b, f"{c:,}", f"{d:.1f}", f"{e:.1f}", str(f)] for a, b, c, d, e, f in rs]
    t1 = table("Jadual 1.", "Ciri-ciri plot kajian: spesies dominan, ketumpatan pokok, diameter dan stok karbon",
               [[("Plot", 1), ("Spesies dominan", 1), ("Ketumpatan\n(pokok/ha)", 1), ("DBH min\n(cm)", 1),
                 ("Biojisim atas\ntanah (Mg/ha)", 1), ("Karbon tanah\n(Mg C/ha)", 1)]], rows, "grid", z=8.8)  # fmt: skip
    t2 = table("Jadual 2.", "Karbon atas tanah dan karbon akar mengikut umur dirian (Mg C/ha)",
               [[("", 1), (SITES[0], 2), (SITES[1], 2)],
                [("Umur dirian", 1), ("Atas tanah", 1), ("Akar", 1), ("Atas tanah", 1), ("Akar", 1)]],
               [[f"{a} tahun"] + [f"{v:.1f}" for v in T2[a]] for a in AGES], "booktabs", z=9)  # fmt: skip
    return t1, t2


def blocks(f1: Path, f2: Path) -> list[dict[str, Any]]:
    t1, t2 = tables()
    return [
        title(
            "Stok karbon hutan paya bakau yang diurus di Hutan Simpan Paya Laut Matang, Perak",
            "Nurul Aisyah Ramli, Mohd Hafiz Ismail dan Siti Zubaidah Osman",
            "Fakulti Perhutanan dan Alam Sekitar, Universiti Putra Malaysia, Serdang",
            "Abstrak.",
            "Kami mengukur stok karbon dalam enam plot dan dalam kronosekuens dirian berumur 5 hingga 30 tahun. "
            "Karbon tanah paling tinggi dicatatkan di plot P6 (631 Mg C/ha). Pada akhir pusingan 30 tahun, "
            "dirian di Kuala Sepetang menyimpan 118.3 Mg C/ha di atas tanah dan 39.6 Mg C/ha dalam akar, "
            "iaitu 157.9 Mg C/ha secara keseluruhan.",
        ),  # fmt: skip
        h("1. Pengenalan"),
        p(
            "Hutan Simpan Paya Laut Matang seluas kira-kira 40,000 hektar ialah hutan paya bakau yang diurus "
            "secara lestari sejak tahun 1902. Hutan ini dituai secara tebang habis dalam pusingan 30 tahun, dengan "
            "penjarangan pada umur 15 dan 20 tahun untuk menghasilkan kayu arang dan tiang. Kajian ini menilai "
            "berapa banyak karbon yang disimpan oleh dirian pada umur yang berbeza."
        ),  # fmt: skip
        h("2. Kaedah"),
        p(
            "Enam plot kekal bersaiz 20 m x 50 m ditubuhkan pada tahun 2021. Diameter paras dada (DBH) diukur "
            "bagi semua pokok yang melebihi 5 cm. Biojisim dianggarkan dengan persamaan alometrik khusus spesies, "
            "dan karbon tanah diukur hingga kedalaman 100 cm menggunakan penggerek gambut. Faktor penukaran "
            "karbon ialah 0.47 bagi biojisim."
        ),  # fmt: skip
        t1,
        h("3. Keputusan"),
        p(
            "Ketumpatan pokok paling tinggi di plot P5 (3,120 pokok/ha) yang didominasi oleh Bruguiera parviflora, "
            "tetapi pokoknya kecil. Karbon tanah lebih tinggi di zon pedalaman berbanding zon pantai (Jadual 1). "
            "Stok karbon atas tanah meningkat hampir secara linear dengan umur dirian (Rajah 1)."
        ),  # fmt: skip
        figure(f1, "Rajah 1.", CAP1, frac=0.78),
        t2,
        p(
            "Kadar pemendapan sedimen paling tinggi di plot P1 berhampiran pinggir laut, iaitu 8.4 mm setahun "
            "(Rajah 2), dan menurun ke arah pedalaman."
        ),  # fmt: skip
        figure(f2, "Rajah 2.", CAP2, frac=0.78),
        h("4. Perbincangan"),
        p(
            "Pengurusan pusingan 30 tahun mengekalkan stok karbon tanah yang besar walaupun biojisim dituai. Kami "
            "tidak mengukur pelepasan metana atau karbon dioksida dari tanah, dan tidak menilai kesan penuaian "
            "terhadap hasil perikanan di kawasan berhampiran."
        ),  # fmt: skip
    ]


def fig1(work: Path) -> Path:
    return jfreechart_pdf(work, "fig1", {"TYPE": "step", "XLABEL": "Umur dirian (tahun)", "YLABEL": "Karbon atas tanah (Mg C/ha)"},
                          [(k, "|".join(f"{x},{y}" for x, y in zip(AX, v, strict=True))) for k, v in STEP.items()],
                          (460, 300))  # fmt: skip


def fig2(work: Path) -> Path:
    return svgtt(work, "fig2", (
        "use SVG::TT::Graph::Bar;\n"
        f"my $g = SVG::TT::Graph::Bar->new({{height => 360, width => 640, fields => [{', '.join(repr(x) for x in PLOTS)}],"
        " show_data_values => 1, key => 0, scale_divisions => 2, min_scale_value => 0, max_scale_value => 10,"
        " show_x_title => 1, x_title => 'Plot', show_y_title => 1, y_title => 'Pemendapan (mm/tahun)', bar_gap => 1});\n"
        f"$g->add_data({{data => [{', '.join(str(v) for v in ACC)}], title => 'Pemendapan'}});\n"))  # fmt: skip


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    lay = layout(work, blocks(f1, f2), HELV, body=9.6, lead=13.2, cols=1,
                 margin=(62, 64, 64, 64), head="Stok karbon paya bakau Matang", foot="Halaman {n}")  # fmt: skip
    return write_camlpdf(work, lay, "Stok karbon hutan paya bakau yang diurus di Matang")


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout11/ms_bakau.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(1, 2), (2, 3), (3, 4), (5, 5), (6, 1), (7, 2), (7, 5)],
                "CamlPDF, base-14 Helvetica (WinAnsi); fully ruled grid, two-line headers, italic row groups 'Zon pantai' / 'Zon pedalaman', thousands commas (1,840), decimal points.",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 2), (1, 1), (2, 3), (3, 4), (3, 1)],
                "Booktabs-style; two-level header (Kuala Sepetang / Kuala Trong over 'Atas tanah' and 'Akar').",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "step",
                {"title": "Umur dirian (tahun)", "log": False, "min": 0, "max": 30},
                {"title": "Karbon atas tanah (Mg C/ha)", "log": False, "min": 0, "max": 120},
                SITES,
                pts(SITES[0], AX, STEP[SITES[0]], [2, 4, 6])
                + pts(SITES[1], AX, STEP[SITES[1]], [2, 4, 6]),
                "JFreeChart XYStepRenderer (two series, legend below) drawn by the FreeHEP writer alone on a page, cropped by PyMuPDF and stamped by pdfrw; each value is held until the next age (the step rises at the next x).",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "bar",
                {"title": "Plot", "log": False, "categories": PLOTS},
                {"title": "Pemendapan (mm/tahun)", "log": False, "min": 0, "max": 10},
                [],
                pts(None, PLOTS, ACC, [0, 2, 3, 5]),
                "SVG::TT::Graph column chart (one series, values printed above the columns, no key).",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Stok karbon hutan paya bakau yang diurus di Hutan Simpan Paya Laut Matang, Perak",
    "description": "Eleventh held-out set (blind): a Malay mangrove-forestry paper drawn with CamlPDF (OCaml) from a display list, charts stamped by pdfrw; a fully ruled table with row groups, a booktabs table with a two-level header, a JFreeChart step chart and an SVG::TT::Graph column chart.",
}


def questions() -> list[dict[str, Any]]:
    T1_, T2_, F1, F2 = (
        ("table", "Table 1"),
        ("table", "Table 2"),
        ("figure", "Figure 1"),
        ("figure", "Figure 2"),
    )
    return [
        q(
            "table-density-p2",
            "table",
            "What was the tree density in plot P2?",
            "2,310 trees per hectare (Table 1).",
            [["2,310", "2310", "2 310"]],
            [T1_],
            ["1,960", "2,650", "1,840"],
        ),
        q(
            "table-dbh-p6",
            "table",
            "What mean DBH was recorded in plot P6?",
            "18.6 cm (Table 1).",
            [["18.6"]],
            [T1_],
            ["16.1", "9.7"],
        ),
        q(
            "table-agb-p3",
            "table",
            "What above-ground biomass was estimated for plot P3?",
            "236.9 Mg/ha (Table 1).",
            [["236.9"]],
            [T1_],
            ["218.3", "251.4"],
        ),
        q(
            "table-soilc-p4",
            "table",
            "How much soil carbon was stored in plot P4?",
            "602 Mg C/ha (Table 1).",
            [["602"]],
            [T1_],
            ["547", "631", "455"],
        ),
        q(
            "table-species-p5",
            "table",
            "Which species dominates plot P5?",
            "Bruguiera parviflora.",
            [["parviflora"]],
            [T1_],
            ["gymnorrhiza", "apiculata"],
        ),
        q(
            "table-p1-zone",
            "table",
            "In which zone does plot P1 lie, and which species dominates it?",
            "The coastal zone (Zon pantai); Avicennia alba.",
            [["pantai", "coastal"], ["Avicennia"]],
            [T1_],
            ["pedalaman"],
        ),
        q(
            "table-lowest-agb",
            "table",
            "Which plot has the lowest above-ground biomass?",
            "P1 (142.6 Mg/ha).",
            [["P1"]],
            [T1_],
            ["P5", "P2"],
        ),
        q(
            "table-ks-root-15",
            "table",
            "How much root carbon did 15-year-old stands hold at Kuala Sepetang?",
            "22.4 Mg C/ha (Table 2).",
            [["22.4"]],
            [T2_],
            ["20.1", "35.8"],
        ),
        q(
            "table-kt-agc-25",
            "table",
            "What was the above-ground carbon of 25-year-old stands at Kuala Trong?",
            "97.2 Mg C/ha (Table 2).",
            [["97.2"]],
            [T2_],
            ["104.7", "109.8"],
        ),
        q(
            "table-site-gap-30",
            "table",
            "At 30 years, how much more above-ground carbon did Kuala Sepetang hold than Kuala Trong?",
            "8.5 Mg C/ha more (118.3 against 109.8).",
            [["8.5"]],
            [T2_],
            ["2.5", "7.5"],
        ),
        q(
            "table-kt-root-5",
            "table",
            "What root carbon did 5-year-old stands at Kuala Trong contain?",
            "6.8 Mg C/ha (Table 2).",
            [["6.8"]],
            [T2_],
            ["7.9", "15.6"],
        ),
        q(
            "figure-ks-10",
            "figure",
            "According to Figure 1, how much above-ground carbon do 10-year-old stands hold at Kuala Sepetang?",
            "About 39.8 Mg C/ha.",
            [[rng(36.0, 43.5)]],
            [F1],
            ["35.1", "61.5"],
            note="Plotted 39.8; Kuala Trong 35.1 at 10 years.",
        ),
        q(
            "figure-kt-20",
            "figure",
            "What above-ground carbon does Figure 1 show for Kuala Trong at 20 years?",
            "About 77 Mg C/ha.",
            [[rng(73, 81)]],
            [F1],
            ["83.9", "55.9"],
            note="Plotted 77.0; Kuala Sepetang 83.9.",
        ),
        q(
            "figure-higher-site",
            "figure",
            "Which site stores more above-ground carbon at every age in Figure 1?",
            "Kuala Sepetang.",
            [["Sepetang"]],
            [F1],
            ["Trong"],
        ),
        q(
            "figure-acc-p4",
            "figure",
            "What sediment accretion rate was measured in plot P4 (Figure 2)?",
            "About 3.9 mm per year.",
            [[rng(3.5, 4.3)]],
            [F2],
            ["4.6", "2.8"],
            note="Plotted 3.9; P5 4.6, P6 2.8.",
        ),
        q(
            "figure-acc-lowest",
            "figure",
            "Which plot had the lowest accretion rate in Figure 2?",
            "P6 (about 2.8 mm per year).",
            [["P6"]],
            [F2],
            ["P4"],
        ),
        q(
            "figure-acc-p3",
            "figure",
            "How fast did sediment accumulate in plot P3 according to Figure 2?",
            "About 5.2 mm per year.",
            [[rng(4.8, 5.6)]],
            [F2],
            ["6.1", "4.6"],
            note="Plotted 5.2.",
        ),
        q(
            "text-rotation",
            "text",
            "What rotation length is used to harvest the Matang mangroves?",
            "30 years, with thinnings at 15 and 20 years.",
            [["30 tahun", "30 years", "30"]],
            [("text", "tebang habis dalam pusingan 30")],
        ),
        q(
            "text-depth",
            "text",
            "To what depth was soil carbon measured?",
            "100 cm, with a peat auger.",
            [["100 cm"]],
            [("text", "kedalaman 100 cm")],
        ),
        q(
            "ml-ms-since",
            "multilingual",
            "Sejak tahun bila hutan Matang diurus secara lestari?",
            "Sejak tahun 1902.",
            [["1902"]],
            [("text", "sejak tahun 1902")],
            language="ms",
        ),
        q(
            "ml-fr-plot-size",
            "multilingual",
            "Quelle est la taille des placettes permanentes ?",
            "20 m x 50 m.",
            [["20 m x 50 m", "50 m"]],
            [("text", "20 m x 50 m")],
            language="fr",
        ),
        q(
            "unanswerable-methane",
            "unanswerable",
            "How much methane do the Matang mangrove soils emit?",
            "Methane emissions were not measured.",
        ),
        q(
            "unanswerable-fish",
            "unanswerable",
            "How did harvesting affect fish catches near the reserve?",
            "Effects on fisheries were not assessed.",
        ),
        q(
            "unanswerable-p7",
            "unanswerable",
            "What was the soil carbon in plot P7?",
            "There are only six plots (P1-P6).",
        ),
        q(
            "unanswerable-ja-charcoal",
            "unanswerable",
            "マタン保護林では年間何トンの木炭が生産されていますか？",
            "木炭の生産量は記載されていない。",
            language="ja",
        ),
    ]
