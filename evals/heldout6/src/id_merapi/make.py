"""id_merapi: Indonesian volcanology paper laid out by pdfmake 0.2 (node; pdfkit underneath) from a
JSON document definition, with two ploticus charts (SVG driver) drawn by pdfmake's SVG-to-PDFKit
as vector paths and live text."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from typing import Any

from common import probes, run

HERE = Path(__file__).resolve().parent

STATIONS = ["Kaliurang", "Selo", "Babadan", "Jrakah", "Deles"]
DIST = [6.8, 5.2, 4.4, 5.9, 4.9]  # km from the crater
SIDE = ["Selatan", "Utara", "Barat", "Barat Laut", "Tenggara"]
ASH_YEARS = ["2021", "2022", "2023"]
ASH = {  # ash deposit, g/m² per year
    "Kaliurang": [1480, 2310, 960],
    "Selo": [2050, 1870, 1240],
    "Babadan": [3120, 2640, 1530],
    "Jrakah": [1760, 1420, 890],
    "Deles": [860, 1150, 640],
}
YEARS = [2019, 2020, 2021, 2022, 2023]
FLUX_MEAN = [182, 215, 348, 296, 241]  # t/day
FLUX_MAX = [540, 690, 1120, 980, 760]
ROCKFALLS = [1206, 1874, 7452, 5318, 3904]
# Figure 1: monthly mean SO2 flux in 2023 (t/day), ground DOAS and TROPOMI satellite.
MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"]
DOAS = [220, 245, 310, 286, 262, 231, 214, 205, 228, 256, 240, 195]
TROPOMI = [260, 280, 355, 330, 300, 270, 250, 240, 265, 300, 285, 230]
SERIES = {"DOAS darat": DOAS, "Satelit TROPOMI": TROPOMI}
# Figure 2: median grain size of the 2023 ash (µm) with the interquartile half-range.
GRAIN_ORDER = ["Babadan", "Selo", "Deles", "Jrakah", "Kaliurang"]
GRAIN = [85, 112, 124, 141, 163]
GRAIN_ERR = [12, 15, 18, 16, 22]


def idn(x: float, nd: int = 1) -> str:
    return f"{x:,.{nd}f}".replace(",", "X").replace(".", ",").replace("X", ".")


def thousands(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def change(a: int, b: int) -> str:
    v = round((b - a) / a * 100, 1)
    return ("−" if v < 0 else "+") + idn(abs(v))


def check_prose() -> None:
    assert (
        sum(DOAS) == 12 * FLUX_MEAN[-1]
    )  # the 2023 mean in Table 2 is the mean of Figure 1's DOAS
    assert [change(a, b) for a, b in zip(FLUX_MEAN[:-1], FLUX_MEAN[1:], strict=True)] == [
        "+18,1",
        "+61,9",
        "−14,9",
        "−18,6",
    ]
    assert max(ASH["Babadan"]) == 3120 and ROCKFALLS[2] == 7452
    assert max(DOAS) == 310 and DOAS.index(310) == 2


def node_modules() -> Path:
    spec = importlib.util.spec_from_file_location(
        "h6_fi_kuusi", HERE.parent / "fi_kuusi" / "make.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.node_modules()


def ploticus_svg(work: Path, name: str, script: str) -> str:
    (work / f"{name}.pl").write_text(script, encoding="latin-1")
    run(["ploticus", "-svg", "-o", f"{name}.svg", f"{name}.pl"], cwd=work)
    svg = (work / f"{name}.svg").read_text(encoding="latin-1")
    # ploticus writes its styles through DTD entities (&ff; = "font-family:"); SVG-to-PDFKit does
    # not expand a DOCTYPE, so the entities are expanded here and the font named as pdfmake's.
    ents = dict(re.findall(r'<!ENTITY (\w+) "([^"]*)">', svg))
    svg = re.sub(r"<\?xml.*?\]>", "", svg, flags=re.S)
    for k, v in ents.items():
        svg = svg.replace(f"&{k};", v)
    svg = svg.replace("font-family:Helvetica", "font-family:DejaVuSans")
    (work / f"{name}.clean.svg").write_text(svg, encoding="utf-8")
    return svg


def fig1_script() -> str:
    rows = "\n".join(f"{i + 1} {a} {b}" for i, (a, b) in enumerate(zip(DOAS, TROPOMI, strict=True)))
    stubs = "\n".join(MONTHS)
    return f"""#proc getdata
data:
{rows}

#proc areadef
rectangle: 1 1 6.6 3.6
xrange: 0.5 12.5
yrange: 0 400

#proc xaxis
label: Bulan (2023)
stubrange: 1
stubs: text
{stubs}

#proc yaxis
stubs: inc 50
label: Fluks SO2 (ton/hari)
labeldistance: 0.55
grid: color=gray(0.85)

#proc lineplot
xfield: 1
yfield: 2
linedetails: color=black width=1.4
pointsymbol: shape=circle style=filled fillcolor=black radius=0.035
legendlabel: DOAS darat

#proc lineplot
xfield: 1
yfield: 3
linedetails: color=red width=1.4 style=2
pointsymbol: shape=triangle style=outline color=red radius=0.045
legendlabel: Satelit TROPOMI

#proc legend
location: min+3.6 min+0.55
"""


def fig2_script() -> str:
    rows = "\n".join(f"{s} {v} {e}" for s, v, e in zip(GRAIN_ORDER, GRAIN, GRAIN_ERR, strict=True))
    return f"""#proc getdata
data:
{rows}

#proc areadef
rectangle: 1 1 6 3.4
xscaletype: categories
xcategories: datafield=1
yrange: 0 200

#proc xaxis
label: Stasiun
stubs: usecategories

#proc yaxis
stubs: inc 25
label: Median ukuran butir (µm)
labeldistance: 0.55
grid: color=gray(0.85)

#proc bars
locfield: 1
lenfield: 2
color: skyblue
outline: color=black width=0.6
barwidth: 0.35

#proc bars
locfield: 1
lenfield: 2
errbarfield: 3
color: black
"""


CAP = {"fontSize": 8.6, "font": "DejaVuSans", "margin": [0, 6, 0, 4]}


def table1() -> list[Any]:
    head = [
        [
            {"text": "Stasiun", "rowSpan": 2, "bold": True},
            {"text": "Jarak dari kawah (km)", "rowSpan": 2, "bold": True, "alignment": "center"},
            {"text": "Arah", "rowSpan": 2, "bold": True},
            {"text": "Endapan abu (g/m²)", "colSpan": 3, "bold": True, "alignment": "center"},
            {},
            {},
        ],
        [{}, {}, {}] + [{"text": y, "bold": True, "alignment": "center"} for y in ASH_YEARS],
    ]
    body = [
        [s, {"text": idn(d), "alignment": "center"}, side]
        + [{"text": thousands(v), "alignment": "center"} for v in ASH[s]]
        for s, d, side in zip(STATIONS, DIST, SIDE, strict=True)
    ]
    return [
        {
            "text": [
                {"text": "Tabel 1. ", "bold": True},
                "Stasiun pengamatan abu dan endapan abu "
                "tahunan di sekitar Gunung Merapi, 2021–2023",
            ],
            **CAP,
        },
        {
            "table": {"headerRows": 2, "widths": ["*", 70, 60, 55, 55, 55], "body": head + body},
            "layout": "lightHorizontalLines",
            "fontSize": 8.6,
            "font": "DejaVuSans",
        },
    ]


def table2() -> list[Any]:
    head = [
        [
            {"text": "Tahun", "bold": True},
            {"text": "Fluks SO2 rata-rata", "bold": True, "alignment": "center"},
            {"text": "Fluks SO2 maksimum", "bold": True, "alignment": "center"},
            {"text": "Jumlah guguran", "bold": True, "alignment": "center"},
            {"text": "Perubahan fluks rata-rata", "bold": True, "alignment": "center"},
        ],
        [
            {"text": ""},
            {"text": "(ton/hari)", "italics": True, "alignment": "center"},
            {"text": "(ton/hari)", "italics": True, "alignment": "center"},
            {"text": "(kejadian)", "italics": True, "alignment": "center"},
            {"text": "(%)", "italics": True, "alignment": "center"},
        ],
    ]
    body = []
    for i, y in enumerate(YEARS):
        diff = "—" if i == 0 else change(FLUX_MEAN[i - 1], FLUX_MEAN[i])
        body.append(
            [str(y)]
            + [
                {"text": t, "alignment": "center"}
                for t in (
                    str(FLUX_MEAN[i]),
                    thousands(FLUX_MAX[i]),
                    thousands(ROCKFALLS[i]),
                    diff,
                )
            ]
        )
    return [
        {
            "text": [
                {"text": "Tabel 2. ", "bold": True},
                "Fluks SO2 dan jumlah guguran lava per "
                "tahun, 2019–2023 (perubahan terhadap tahun sebelumnya)",
            ],
            **CAP,
        },
        {
            "table": {"headerRows": 2, "widths": [45, "*", "*", "*", "*"], "body": head + body},
            "layout": "headerLineOnly",
            "fontSize": 8.6,
            "font": "DejaVuSans",
        },
    ]


P = {"alignment": "justify", "margin": [0, 0, 0, 6]}


def h(text: str) -> dict[str, Any]:
    return {
        "text": text,
        "bold": True,
        "fontSize": 11,
        "font": "DejaVuSans",
        "margin": [0, 8, 0, 4],
    }


def document(svg1: str, svg2: str) -> dict[str, Any]:
    content: list[Any] = [
        {
            "text": "Emisi SO2 dan sebaran abu vulkanik Gunung Merapi selama fase erupsi "
            "efusif 2019–2023",
            "fontSize": 15,
            "bold": True,
            "alignment": "center",
            "margin": [0, 0, 0, 6],
        },
        {
            "text": "Dewi Kusumawardani, Bagus Hartanto · Pusat Studi Kebencanaan",
            "italics": True,
            "alignment": "center",
            "margin": [0, 0, 0, 10],
        },
        {
            "text": [
                {"text": "Abstrak. ", "bold": True},
                "Kami merangkum pengukuran fluks SO2 dan endapan abu di lima stasiun sekitar "
                "Gunung Merapi. Fluks SO2 rata-rata tahunan mencapai puncak 348 ton/hari pada "
                "2021, bersamaan dengan 7.452 kejadian guguran lava, lalu turun menjadi 241 "
                "ton/hari pada 2023. Endapan abu terbesar tercatat di Babadan, di sisi barat.",
            ],
            "fontSize": 9.2,
            "margin": [24, 0, 24, 8],
            "alignment": "justify",
        },
        h("1. Pendahuluan"),
        {
            "text": "Gunung Merapi memasuki fase erupsi efusif baru pada akhir 2018, ditandai "
            "pertumbuhan kubah lava dan guguran ke arah barat daya. Gas SO2 dan abu vulkanik "
            "adalah dua indikator utama aktivitas magma sekaligus ancaman bagi pertanian dan "
            "kesehatan warga di lereng gunung.",
            **P,
        },
        h("2. Data dan metode"),
        {
            "text": "Fluks SO2 diukur setiap hari dengan spektrometer DOAS pemindai di dua pos "
            "pengamatan dan dibandingkan dengan data satelit TROPOMI. Endapan abu dikumpulkan "
            "dalam wadah terbuka seluas 0,25 m² di lima stasiun (Tabel 1) dan ditimbang setiap "
            "bulan setelah dikeringkan pada 105 °C. Jumlah guguran lava dihitung dari rekaman "
            "seismik. Kami tidak mengukur emisi CO2 dan tidak memodelkan dispersi abu.",
            **P,
        },
        *table1(),
        {"text": "", "margin": [0, 4, 0, 0]},
        h("3. Hasil"),
        {
            "text": "Fluks SO2 rata-rata naik dari 182 ton/hari pada 2019 menjadi 348 ton/hari "
            "pada 2021, kenaikan 61,9 % dibanding 2020 (Tabel 2). Setelah itu fluks menurun dua "
            "tahun berturut-turut. Fluks harian tertinggi, 1.120 ton/hari, tercatat pada 2021.",
            **P,
        },
        {
            "text": "Jumlah guguran lava mengikuti pola yang sama dengan fluks SO2: meningkat tajam "
            "hingga 2021 dan kemudian berkurang. Guguran terutama mengarah ke barat daya, ke "
            "hulu Kali Bebeng dan Kali Boyong, dengan jarak luncur hingga 2 km dari puncak. "
            "Awan panas guguran yang menyertainya membawa abu halus ke arah barat dan barat "
            "laut sesuai arah angin dominan pada musim kemarau, sehingga endapan abu di Babadan "
            "dan Jrakah lebih besar daripada di Deles. Pada musim hujan, sebagian endapan abu "
            "tercuci sebelum wadah ditimbang; oleh karena itu, nilai endapan bulanan dari Desember "
            "sampai Maret harus dianggap sebagai batas bawah.",
            **P,
        },
        *table2(),
        {"text": "", "margin": [0, 4, 0, 0]},
        {
            "text": "Sepanjang 2023, fluks dari satelit TROPOMI secara konsisten lebih tinggi "
            "daripada fluks DOAS darat (Gambar 1). Keduanya mencapai puncak pada bulan Maret, "
            "ketika fluks DOAS rata-rata 310 ton/hari.",
            **P,
        },
        {"svg": svg1, "width": 430, "alignment": "center", "margin": [0, 6, 0, 0]},
        {
            "text": [
                {"text": "Gambar 1. ", "bold": True},
                "Fluks SO2 rata-rata bulanan pada 2023 menurut DOAS darat dan satelit TROPOMI",
            ],
            **CAP,
        },
        {
            "text": "Ukuran butir abu 2023 cenderung bertambah dengan jarak dari kubah lava yang aktif di "
            "sisi barat daya: median terkecil di Babadan dan terbesar di Kaliurang (Gambar 2). "
            "Garis galat menunjukkan setengah rentang antarkuartil.",
            **P,
        },
        {"svg": svg2, "width": 390, "alignment": "center", "margin": [0, 6, 0, 0]},
        {
            "text": [
                {"text": "Gambar 2. ", "bold": True},
                "Median ukuran butir abu 2023 per "
                "stasiun (garis galat: setengah rentang antarkuartil)",
            ],
            **CAP,
        },
        h("4. Kesimpulan"),
        {
            "text": "Penurunan fluks SO2 sejak 2022 sejalan dengan berkurangnya guguran lava. "
            "Pemantauan abu perlu diperluas ke sisi barat daya, yang tidak memiliki stasiun "
            "dalam jaringan ini.",
            **P,
        },
    ]
    return {
        "pageSize": "A4",
        "pageMargins": [56, 50, 56, 50],
        "info": {
            "title": "Emisi SO2 dan sebaran abu vulkanik Gunung Merapi",
            "subject": "Emisi SO2 dan abu Gunung Merapi 2019–2023",
            "creator": "pdfmake (id_merapi)",
        },
        "defaultStyle": {"font": "DejaVuSerif", "fontSize": 9.6, "lineHeight": 1.15},
        "content": content,
    }


def build(work: Path) -> Path:
    check_prose()
    svg1 = ploticus_svg(work, "fig1", fig1_script())
    svg2 = ploticus_svg(work, "fig2", fig2_script())
    doc = document(svg1, svg2)
    (work / "doc.json").write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    link = work / "node_modules"
    if not link.exists():
        link.symlink_to(node_modules())
    run(["node", "pdfmake.js", "doc.json", "id_merapi.pdf"], cwd=work)
    return work / "id_merapi.pdf"


def truth() -> dict[str, Any]:
    y = {yr: i for i, yr in enumerate(YEARS)}
    return {
        "file": "heldout6/id_merapi.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Stasiun pengamatan abu dan endapan abu tahunan di sekitar Gunung Merapi, 2021–2023",
                "rotated": False,
                "cells": [
                    {
                        "row": "Babadan",
                        "col_group": "Endapan abu (g/m²)",
                        "col": "2021",
                        "value": thousands(ASH["Babadan"][0]),
                    },
                    {
                        "row": "Selo",
                        "col_group": "Endapan abu (g/m²)",
                        "col": "2023",
                        "value": thousands(ASH["Selo"][2]),
                    },
                    {
                        "row": "Deles",
                        "col_group": "Endapan abu (g/m²)",
                        "col": "2022",
                        "value": thousands(ASH["Deles"][1]),
                    },
                    {"row": "Jrakah", "col": "Jarak dari kawah (km)", "value": idn(DIST[3])},
                    {"row": "Kaliurang", "col": "Arah", "value": SIDE[0]},
                ],
                "note": "pdfmake table, 'lightHorizontalLines' layout; two header rows (rowSpan Stasiun / Jarak / Arah, colSpan 'Endapan abu (g/m²)' over three years); Indonesian decimal commas (6,8) and thousands full stops (2.310).",
            },
            {
                "label": "Table 2",
                "caption": "Fluks SO2 dan jumlah guguran lava per tahun, 2019–2023 (perubahan terhadap tahun sebelumnya)",
                "pages_find": [
                    "Tabel 2. Fluks SO2 dan jumlah guguran",
                    thousands(ROCKFALLS[y[2022]]),
                ],
                "rotated": False,
                "cells": [
                    {"row": "2021", "col": "Fluks SO2 rata-rata", "value": str(FLUX_MEAN[y[2021]])},
                    {
                        "row": "2022",
                        "col": "Fluks SO2 maksimum",
                        "value": thousands(FLUX_MAX[y[2022]]),
                    },
                    {
                        "row": "2020",
                        "col": "Jumlah guguran",
                        "value": thousands(ROCKFALLS[y[2020]]),
                    },
                    {
                        "row": "2023",
                        "col": "Perubahan fluks rata-rata",
                        "value": change(FLUX_MEAN[3], FLUX_MEAN[4]),
                    },
                    {
                        "row": "2019",
                        "col": "Jumlah guguran",
                        "value": thousands(ROCKFALLS[y[2019]]),
                    },
                ],
                "note": "pdfmake 'headerLineOnly' layout (one rule under the header, none elsewhere); a units row in italics under the header; signed percentage changes with U+2212 and an em dash for the first year. Broken by pdfmake over pages 1-2 after the 2021 row, both header rows repeated on page 2.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Fluks SO2 rata-rata bulanan pada 2023 menurut DOAS darat dan satelit TROPOMI",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Bulan (2023)", "log": False, "categories": MONTHS},
                        "y": {"title": "Fluks SO2 (ton/hari)", "log": False, "min": 0, "max": 400},
                        "series": list(SERIES),
                        "points": probes("DOAS darat", MONTHS, DOAS, [1, 6, 11])
                        + probes("Satelit TROPOMI", MONTHS, TROPOMI, [2, 4, 9]),
                    }
                ],
                "note": "ploticus 2.42 SVG (entities expanded) drawn by pdfmake's SVG-to-PDFKit: black solid line with filled circles (DOAS), red dashed line with open triangles (TROPOMI), month stubs in Indonesian, legend inside at the bottom.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Median ukuran butir abu 2023 per stasiun",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "x": {"title": "Stasiun", "log": False, "categories": GRAIN_ORDER},
                        "y": {
                            "title": "Median ukuran butir (µm)",
                            "log": False,
                            "min": 0,
                            "max": 200,
                        },
                        "series": [],
                        "points": probes(None, GRAIN_ORDER, GRAIN, [0, 1, 3, 4]),
                    }
                ],
                "note": "ploticus bars with error bars (half interquartile range), one series, no legend, categories from the data.",
            },
        ],
    }
