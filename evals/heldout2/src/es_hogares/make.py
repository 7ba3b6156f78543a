"""Spanish (Mexican conventions: decimal point, thousands comma) household-survey report written
as a LibreOffice Writer document (flat ODF, ``paper.fodt`` generated here from the data) and
exported to PDF by headless ``soffice``. 'Tabla 1' / 'Figura 1' captions typed as text, Writer
tables with merged header cells and a shaded header row, signed changes; the charts are
matplotlib SVG (text kept as text) embedded in the document, so LibreOffice redraws them as
vector paths with its own fonts: a line chart with a shaded band and an annotation, and a
horizontal bar chart with value labels and no legend."""

from __future__ import annotations

import base64
import io
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import probes, run  # noqa: E402

# Tabla 1: sample (n, %).
SAMPLE = [
    ("Sexo", "Mujeres", "1,842", "51.3"),
    ("Sexo", "Hombres", "1,748", "48.7"),
    ("Edad", "18–34 años", "1,107", "30.8"),
    ("Edad", "35–54 años", "1,396", "38.9"),
    ("Edad", "55 años o más", "1,087", "30.3"),
    ("Localidad", "Urbana", "2,874", "80.1"),
    ("Localidad", "Rural", "716", "19.9"),
]
# Tabla 2: median 12-month inflation expectation (%) by income quintile and year.
QUINTILES = ["I (más bajo)", "II", "III", "IV", "V (más alto)"]
YEARS = ["2022", "2023", "2024"]
EXPECT = {
    "I (más bajo)": [9.8, 8.6, 6.9],
    "II": [9.1, 7.9, 6.4],
    "III": [8.4, 7.2, 5.6],
    "IV": [7.7, 6.5, 5.3],
    "V (más alto)": [6.9, 5.8, 4.9],
}
MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]
SERIES = {
    "Expectativa mediana": [6.2, 6.1, 5.9, 5.7, 5.8, 6.0, 6.3, 6.1, 5.8, 5.6, 5.5, 5.4],
    "Inflación observada": [4.9, 4.4, 4.4, 4.7, 4.7, 5.0, 5.6, 5.0, 4.6, 4.8, 4.6, 4.2],
}
REGIONS = ["Noroeste", "Noreste", "Occidente", "Centro", "Sur", "Sureste"]
REDUCE = [38.4, 35.1, 41.7, 44.9, 52.3, 49.6]


def _svg(fig: Any) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="svg", metadata={"Date": None})
    plt.close(fig)
    return buf.getvalue()


def line_chart() -> bytes:
    plt.rcParams.update({"font.size": 9, "svg.fonttype": "none", "font.family": "DejaVu Sans"})
    fig, ax = plt.subplots(figsize=(6.0, 3.0), layout="constrained")
    xs = list(range(12))
    exp, obs = SERIES["Expectativa mediana"], SERIES["Inflación observada"]
    ax.axhspan(2, 4, color="#dddddd", zorder=0)
    ax.text(11, 3.0, "Intervalo de variación del objetivo", ha="right", va="center", fontsize=7)
    ax.plot(xs, exp, marker="o", markersize=4, color="#1f4e79", label="Expectativa mediana")
    ax.plot(
        xs,
        obs,
        marker="s",
        markersize=4,
        linestyle="--",
        color="#c55a11",
        label="Inflación observada",
    )
    ax.set_xticks(xs, MONTHS)
    ax.set_ylim(0, 8)
    ax.set_yticks(range(0, 9, 2))
    ax.set_ylabel("Inflación anual (%)")
    ax.set_xlabel("Mes de 2024")
    ax.legend(loc="lower left", fontsize=8, frameon=False)
    return _svg(fig)


def bar_chart() -> bytes:
    plt.rcParams.update({"font.size": 9, "svg.fonttype": "none", "font.family": "DejaVu Sans"})
    fig, ax = plt.subplots(figsize=(6.0, 2.7), layout="constrained")
    ys = list(range(len(REGIONS)))
    bars = ax.barh(ys, REDUCE, color="#70a845", height=0.6)
    ax.bar_label(bars, labels=[f"{v:.1f}" for v in REDUCE], padding=3, fontsize=8)
    ax.set_yticks(ys, REGIONS)
    ax.invert_yaxis()
    ax.set_xlim(0, 60)
    ax.set_xticks(range(0, 61, 10))
    ax.set_xlabel("Hogares que planean reducir su consumo (%)")
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return _svg(fig)


def _p(text: str, style: str = "Body") -> str:
    return f'<text:p text:style-name="{style}">{escape(text)}</text:p>'


def _cell(text: str, style: str = "Cell", span: int = 1, rows: int = 1, para: str = "TC") -> str:
    attrs = f' table:number-columns-spanned="{span}"' if span > 1 else ""
    attrs += f' table:number-rows-spanned="{rows}"' if rows > 1 else ""
    out = f'<table:table-cell table:style-name="{style}" office:value-type="string"{attrs}>'
    out += _p(text, para) + "</table:table-cell>"
    out += "<table:covered-table-cell/>" * (span - 1)
    return out


def _image(svg: bytes, name: str, width_cm: float, height_cm: float) -> str:
    data = base64.b64encode(svg).decode()
    return (
        f'<text:p text:style-name="Center"><draw:frame draw:name="{name}" '
        f'text:anchor-type="as-char" svg:width="{width_cm}cm" svg:height="{height_cm}cm">'
        f'<draw:image loext:mime-type="image/svg+xml"><office:binary-data>{data}'
        "</office:binary-data></draw:image></draw:frame></text:p>"
    )


def sample_table() -> str:
    rows = [
        '<table:table table:name="Tabla1" table:style-name="Tbl">',
        '<table:table-column table:number-columns-repeated="4"/>',
        "<table:table-header-rows><table:table-row>"
        + "".join(_cell(h, "Head", para="TH") for h in ("Característica", "Categoría", "n", "%"))
        + "</table:table-row></table:table-header-rows>",
    ]
    seen: set[str] = set()
    for group, cat, n, pct in SAMPLE:
        first = group not in seen
        seen.add(group)
        size = sum(1 for g, *_ in SAMPLE if g == group)
        row = "<table:table-row>"
        row += _cell(group, rows=size, para="TL") if first else "<table:covered-table-cell/>"
        row += _cell(cat, para="TL") + _cell(n, para="TR") + _cell(pct, para="TR")
        rows.append(row + "</table:table-row>")
    rows.append(
        "<table:table-row>"
        + _cell("Total", para="TLB")
        + _cell("", para="TL")
        + _cell("3,590", para="TRB")
        + _cell("100.0", para="TRB")
        + "</table:table-row>"
    )
    rows.append("</table:table>")
    return "".join(rows)


def change(q: str) -> str:
    d = round(EXPECT[q][2] - EXPECT[q][1], 1)
    return f"−{abs(d):.1f}" if d < 0 else f"+{d:.1f}"


def expect_table() -> str:
    rows = [
        '<table:table table:name="Tabla2" table:style-name="Tbl">',
        '<table:table-column table:number-columns-repeated="5"/>',
        "<table:table-header-rows><table:table-row>"
        + _cell("Quintil de ingreso", "Head", rows=2, para="TH")
        + _cell("Expectativa a 12 meses (%)", "Head", span=3, para="TH")
        + _cell("Cambio 2023–2024 (pp)", "Head", rows=2, para="TH")
        + "</table:table-row><table:table-row><table:covered-table-cell/>"
        + "".join(_cell(y, "Head", para="TH") for y in YEARS)
        + "<table:covered-table-cell/></table:table-row></table:table-header-rows>",
    ]
    for q in QUINTILES:
        rows.append(
            "<table:table-row>"
            + _cell(q, para="TL")
            + "".join(_cell(f"{v:.1f}", para="TR") for v in EXPECT[q])
            + _cell(change(q), para="TR")
            + "</table:table-row>"
        )
    rows.append("</table:table>")
    return "".join(rows)


def document() -> str:
    body = (Path(__file__).parent / "body.xml").read_text(encoding="utf-8")
    body = body.replace("{{TABLA1}}", sample_table()).replace("{{TABLA2}}", expect_table())
    body = body.replace("{{FIGURA1}}", _image(line_chart(), "Figura1", 16.0, 8.0))
    body = body.replace("{{FIGURA2}}", _image(bar_chart(), "Figura2", 16.0, 7.2))
    styles = (Path(__file__).parent / "styles.xml").read_text(encoding="utf-8")
    return styles.replace("{{BODY}}", body)


def build(work: Path) -> Path:
    (work / "paper.fodt").write_text(document(), encoding="utf-8")
    profile = (work / "lo-profile").as_uri()
    run(
        [
            "soffice",
            f"-env:UserInstallation={profile}",
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            str(work),
            str(work / "paper.fodt"),
        ],
        cwd=work,
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    return {
        "file": "heldout2/es_hogares.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Características de la muestra (levantamiento de agosto de 2024)",
                "find": "Tabla 1. Características de la muestra",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Sexo",
                        "row": "Mujeres",
                        "col": "n",
                        "value": "1,842",
                        "note": "Thousands comma (Mexican convention): 1842 persons.",
                    },
                    {"row_group": "Edad", "row": "35–54 años", "col": "%", "value": "38.9"},
                    {"row_group": "Localidad", "row": "Rural", "col": "n", "value": "716"},
                    {"row": "Total", "col": "n", "value": "3,590"},
                ],
                "note": "Writer table, fully ruled, shaded bold header row; group labels in cells merged over their rows (row span).",
            },
            {
                "label": "Table 2",
                "caption": "Expectativa mediana de inflación a 12 meses por quintil de ingreso (%)",
                "find": "Tabla 2. Expectativa mediana de inflación",
                "rotated": False,
                "cells": [
                    {
                        "row": "I (más bajo)",
                        "col_group": "Expectativa a 12 meses (%)",
                        "col": "2022",
                        "value": "9.8",
                    },
                    {
                        "row": "III",
                        "col_group": "Expectativa a 12 meses (%)",
                        "col": "2024",
                        "value": "5.6",
                    },
                    {
                        "row": "V (más alto)",
                        "col_group": "Expectativa a 12 meses (%)",
                        "col": "2023",
                        "value": "5.8",
                    },
                    {
                        "row": "I (más bajo)",
                        "col": "Cambio 2023–2024 (pp)",
                        "value": change("I (más bajo)"),
                    },
                    {"row": "IV", "col": "Cambio 2023–2024 (pp)", "value": change("IV")},
                ],
                "note": "Two header rows: 'Expectativa a 12 meses (%)' merged over the three years; the first and last header cells span both rows. Changes printed with U+2212.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Expectativa mediana de inflación a 12 meses e inflación observada",
                "find": "Figura 1. Expectativa mediana",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Mes de 2024", "log": False, "categories": MONTHS},
                        "y": {"title": "Inflación anual (%)", "log": False, "min": 0, "max": 8},
                        "series": list(SERIES),
                        "points": probes(
                            "Expectativa mediana", MONTHS, SERIES["Expectativa mediana"], [0, 6, 11]
                        )
                        + probes(
                            "Inflación observada", MONTHS, SERIES["Inflación observada"], [1, 6, 11]
                        ),
                    }
                ],
                "note": "matplotlib SVG (svg.fonttype none) embedded in Writer and redrawn by LibreOffice as vector paths with its own text; a grey band from 2 to 4 % with an annotation (not a series); dashed second series; legend lower left without frame.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Porcentaje de hogares que planean reducir su consumo en los próximos seis meses",
                "find": "Figura 2. Porcentaje de hogares",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "orientation": "horizontal",
                        "x": {"title": None, "log": False, "categories": REGIONS},
                        "y": {
                            "title": "Hogares que planean reducir su consumo (%)",
                            "log": False,
                            "min": 0,
                            "max": 60,
                        },
                        "series": [],
                        "points": probes(None, REGIONS, REDUCE, [0, 3, 4, 5]),
                    }
                ],
                "note": "Horizontal bars with value labels, no legend; categories on the vertical axis (the corpus convention keeps categories in x, values in y).",
            },
        ],
    }
