"""Tables as producers other than LaTeX print them, each PDF made by the producer itself: HTML
printed by headless Chromium, ReportLab's platypus tables, a Word document (python-docx) exported
by LibreOffice. The layouts: a group label spanning year columns that repeat under two groups
(HTML ``colspan`` with a ``rowspan`` corner, ReportLab ``SPAN``), with or without a rule under
the groups; zebra stripes as filled boxes and no-break-space thousands ("1 284"); column heads turned 90°;
wrapped group labels; Word's built-in
banded table style (a filled heading band, inner vertical rules on every other row only, a rule
between records), with ``n (%)`` and ``mean (SD)`` cells wrapped in their column and section rows
merged across the table. A test skips when its producer is not installed."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from typing import TYPE_CHECKING

import pymupdf
import pytest

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings

if TYPE_CHECKING:
    from pathlib import Path

    from paperlens.models import Chunk

PROSE = (
    "Samples were taken in spring and autumn at every station of the network, and each value "
    "is the mean of three replicate measurements made on the same day by the same team. "
) * 3


def tables(pdf: Path) -> dict[str, Chunk]:
    chunks = extract_tables(pymupdf.open(pdf), "producer-paper", TableSettings())
    return {c.label: c for c in chunks if c.label}


def cell(chunk: Chunk, row: str, column: str) -> str:
    """The cell of the row whose first cell is ``row`` under the column headed ``column``."""
    columns = chunk.extra["columns"]
    assert column in columns, columns
    c = columns.index(column)
    (value,) = [r[c] for r in chunk.extra["rows"] if r[0] == row]
    return str(value)


# --- HTML printed by headless Chromium ---------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")

_HTML = """<html><head><meta charset="utf-8"><style>
body {{ font-family: serif; font-size: 10pt; margin: 2cm }}
table {{ border-collapse: collapse; margin: 8pt auto }}
td, th {{ padding: 3pt 9pt }} td.n {{ text-align: right }} p.cap {{ text-align: center; break-after: avoid }}
{css}</style></head><body><p>{prose}</p>{body}<p>{prose}</p></body></html>"""

GROUPED = (
    "<p class=cap>Table {n}. Inspections and downtime by depot.</p><table class=t{n}><thead>"
    "<tr><th rowspan=2>Depot</th><th colspan=2 class=g>Inspections</th>"
    "<th colspan=2 class=g>Downtime, days</th></tr>"
    "<tr><th>2017</th><th>2018</th><th>2017</th><th>2018</th></tr></thead><tbody>"
    "<tr><td>Kestrel</td><td class=n>48</td><td class=n>52</td><td class=n>3,5</td><td class=n>2,9</td></tr>"
    "<tr><td>Heron</td><td class=n>73</td><td class=n>66</td><td class=n>5,8</td><td class=n>6,4</td></tr>"
    "<tr><td>Plover</td><td class=n>19</td><td class=n>27</td><td class=n>1,2</td><td class=n>1,7</td></tr>"
    "</tbody></table>"
)  # fmt: skip

ZEBRA = (
    "<p class=cap>Table 4. Water mains by borough.</p><table class=z><thead><tr>"
    "<th>Borough</th><th>Length, km</th><th>Mean age, years</th><th>Leakage, %</th></tr></thead>"
    "<tbody>"
    "<tr><td>Ashford</td><td class=n>1\u00a0284</td><td class=n>41</td><td class=n>9,6</td></tr>"
    "<tr><td>Bexley</td><td class=n>736</td><td class=n>28</td><td class=n>6,3</td></tr>"
    "<tr><td>Croydon</td><td class=n>2\u00a0051</td><td class=n>37</td><td class=n>12,8</td></tr>"
    "<tr><td>Dartford</td><td class=n>409</td><td class=n>55</td><td class=n>14,1</td></tr>"
    "<tr class=tot><td>Total</td><td class=n>4\u00a0480</td><td class=n>39</td><td class=n>10,7</td></tr>"
    "</tbody></table>"
)  # fmt: skip

WRAPPED = (
    "<p class=cap>Table 5. Complaints and response time by operator.</p><table class=w><thead>"
    "<tr><th rowspan=2>Operator of the line</th><th colspan=2>Number of written complaints</th>"
    "<th colspan=2>Mean time to answer a complaint, days</th></tr>"
    "<tr><th>2009</th><th>2010</th><th>2009</th><th>2010</th></tr></thead><tbody>"
    "<tr><td>Northway</td><td class=n>214</td><td class=n>187</td><td class=n>11,2</td><td class=n>9,4</td></tr>"
    "<tr><td>Coastlink</td><td class=n>96</td><td class=n>131</td><td class=n>7,9</td><td class=n>8,6</td></tr>"
    "<tr><td>Midrail</td><td class=n>158</td><td class=n>142</td><td class=n>14,5</td><td class=n>12,1</td></tr>"
    "</tbody></table>"
)  # fmt: skip

TURNED = (
    "<p class=cap>Table 6. Apiary sites.</p><table class=r><thead><tr><th>Apiary</th>"
    "<th class=v>Elevation (m)</th><th class=v>Colonies (n)</th><th class=v>Honey (kg/hive)</th>"
    "<th>Forage</th></tr></thead><tbody>"
    "<tr><td>Brezno</td><td class=n>845</td><td class=n>62</td><td class=n>18,4</td><td>lime</td></tr>"
    "<tr><td>Kolin</td><td class=n>212</td><td class=n>147</td><td class=n>31,0</td><td>rapeseed</td></tr>"
    "<tr><td>Tabor</td><td class=n>437</td><td class=n>93</td><td class=n>24,7</td><td>acacia</td></tr>"
    "</tbody></table>"
)  # fmt: skip

_CSS = """
.t1, .t2, .z {{ border-top: 1.5px solid #000; border-bottom: 1.5px solid #000 }}
.t1 thead tr:last-child th {{ border-bottom: 1px solid #000 }} .t1 th.g {{ border-bottom: 0.5px solid #000 }}
.t2 {{ width: 100% }} .t2 thead {{ border-bottom: 1px solid #000 }}
.t3 td, .t3 th {{ border: 0.75px solid #333 }}
.z thead th {{ border-bottom: 1px solid #000 }} .z tbody tr:nth-child(even) {{ background: #e4ecf4 }}
.z tr.tot td {{ font-weight: bold; border-top: 1px solid #000 }}
.w {{ width: 55%; border-top: 1.5px solid #000; border-bottom: 1.5px solid #000 }}
.w thead tr:last-child th {{ border-bottom: 1px solid #000 }} .w th {{ font-weight: normal }}
.w tbody tr:nth-child(odd) {{ background: #eeeeee }}
.r {{ border-top: 1.5px solid #000; border-bottom: 1.5px solid #000 }}
.r thead th {{ border-bottom: 1px solid #000; vertical-align: bottom }}
.r th.v {{ writing-mode: vertical-rl; transform: rotate(180deg); text-align: left }}
"""


@pytest.fixture(scope="module")
def html_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if CHROMIUM is None:
        pytest.skip("headless Chromium is not installed (apt-get install chromium)")
    folder = tmp_path_factory.mktemp("html")
    body = WRAPPED + "".join(GROUPED.format(n=n) for n in (1, 2, 3)) + ZEBRA + TURNED
    page = folder / "paper.html"
    page.write_text(_HTML.format(css=_CSS.format(), prose=PROSE, body=body), encoding="utf-8")
    pdf = folder / "paper.pdf"
    subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
         f"--print-to-pdf={pdf}", page.as_uri()],
        check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    return pdf


@pytest.mark.parametrize("label", ["Table 1", "Table 2", "Table 3"])
def test_html_groups_repeating_years(html_pdf: Path, label: str) -> None:
    """Two ``colspan`` groups over the same years and a ``rowspan`` corner set between the two
    heading lines: with a rule under each group (1), with none in a full-width table (2), in a
    grid of cell borders (3). Each year column is named by its group."""
    chunk = tables(html_pdf)[label]
    assert cell(chunk, "Heron", "Inspections · 2018") == "66"
    assert cell(chunk, "Kestrel", "Downtime, days · 2017") == "3,5"
    assert cell(chunk, "Plover", "Downtime, days · 2018") == "1,7"
    assert [r[0] for r in chunk.extra["rows"]] == ["Kestrel", "Heron", "Plover"]


def test_html_zebra_stripes_and_no_break_space_thousands(html_pdf: Path) -> None:
    """Stripes are filled boxes, not rules; "1 284" with a no-break space is one number."""
    chunk = tables(html_pdf)["Table 4"]
    assert chunk.extra["columns"][:2] == ["Borough", "Length, km"]
    assert cell(chunk, "Ashford", "Length, km") == "1\u00a0284"
    assert cell(chunk, "Total", "Length, km") == "4\u00a0480"
    assert cell(chunk, "Croydon", "Leakage, %") == "12,8"


def test_html_wrapped_group_labels(html_pdf: Path) -> None:
    """A narrow table whose group labels and corner wrap over two or three lines, each cell
    centred vertically (so the heading's lines stand at many baselines), with the rule under
    the years leaving out the corner column."""
    chunk = tables(html_pdf)["Table 5"]
    assert chunk.extra["columns"][0] == "Operator of the line"
    assert cell(chunk, "Coastlink", "Number of written complaints · 2010") == "131"
    assert cell(chunk, "Midrail", "Mean time to answer a complaint, days · 2009") == "14,5"
    assert [r[0] for r in chunk.extra["rows"]] == ["Northway", "Coastlink", "Midrail"]


def test_html_heads_turned_90_degrees(html_pdf: Path) -> None:
    """Numeric columns whose heads are turned to read upwards, beside upright heads: the table
    is found (turned text is no sign of a figure here) and each head names its column."""
    chunk = tables(html_pdf)["Table 6"]
    assert chunk.extra["columns"] == [
        "Apiary",
        "Elevation (m)",
        "Colonies (n)",
        "Honey (kg/hive)",
        "Forage",
    ]
    assert cell(chunk, "Kolin", "Colonies (n)") == "147"
    assert cell(chunk, "Tabor", "Honey (kg/hive)") == "24,7"


# --- ReportLab ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def reportlab_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if importlib.util.find_spec("reportlab") is None:
        pytest.skip("reportlab is not installed (pip install reportlab)")
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    styles = getSampleStyleSheet()
    data = [
        ["Orchard", "Irrigation (mm)", "", "Fruit set (%)", ""],
        ["", "2015", "2016", "2015", "2016"],
        ["Valdés", "288", "301", "41,5", "38,2"],
        ["Rincón", "174", "—", "33,9", "—"],
        ["Almagro", "236", "249", "36,4", "40,8"],
    ]
    table = Table(data)
    table.setStyle(
        TableStyle(
            [
                ("SPAN", (1, 0), (2, 0)),
                ("SPAN", (3, 0), (4, 0)),
                ("SPAN", (0, 0), (0, 1)),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (1, 0), (-1, -1), "CENTER"),
                ("FONTNAME", (0, 0), (-1, 1), "Times-Bold"),
                ("FONTNAME", (0, 2), (-1, -1), "Times-Roman"),
                ("LINEABOVE", (0, 0), (-1, 0), 1, colors.black),
                ("LINEBELOW", (1, 0), (-1, 0), 0.4, colors.black),
                ("LINEBELOW", (0, 1), (-1, 1), 0.6, colors.black),
                ("LINEBELOW", (0, -1), (-1, -1), 1, colors.black),
            ]
        )
    )
    head = ParagraphStyle("head", styles["Normal"], fontName="Times-Bold", fontSize=9, alignment=1)

    def p(text: str) -> Paragraph:
        return Paragraph(text, head)

    wrapped = Table(
        [
            [p("Rootstock"), p("Nitrogen applied (kg/ha)"), "", p("Pruning weight (kg/vine)"), "",
             p("Bud fertility (%)")],
            ["", p("2011"), p("2012"), p("2011"), p("2012"), ""],
            ["SO4", "64", "71", "1,38", "1,52", "47,3"],
            ["1103 Paulsen", "58", "—", "1,91", "2,04", "52,8"],
            ["Riparia", "40", "45", "0,97", "1,06", "39,1"],
        ],
        colWidths=[80, 44, 44, 44, 44, 52],
    )  # fmt: skip
    wrapped.setStyle(
        TableStyle(
            [
                ("SPAN", (1, 0), (2, 0)),
                ("SPAN", (3, 0), (4, 0)),
                ("SPAN", (0, 0), (0, 1)),
                ("SPAN", (5, 0), (5, 1)),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (1, 2), (-1, -1), "CENTER"),
                ("FONTNAME", (0, 2), (-1, -1), "Times-Roman"),
                ("FONTSIZE", (0, 0), (-1, -1), 9),
                ("LINEABOVE", (0, 0), (-1, 0), 1, colors.black),
                ("LINEBELOW", (0, 1), (-1, 1), 0.6, colors.black),
                ("LINEBELOW", (0, -1), (-1, -1), 1, colors.black),
            ]
        )
    )
    pdf = tmp_path_factory.mktemp("reportlab") / "paper.pdf"
    SimpleDocTemplate(str(pdf), pagesize=A4, invariant=1).build(
        [
            Paragraph(PROSE, styles["Normal"]),
            Spacer(1, 12),
            Paragraph("Table 1. Irrigation and fruit set by orchard.", styles["Normal"]),
            Spacer(1, 6),
            table,
            Spacer(1, 12),
            Paragraph(PROSE, styles["Normal"]),
            Spacer(1, 12),
            Paragraph("Table 2. Vigour and fertility by rootstock.", styles["Normal"]),
            Spacer(1, 6),
            wrapped,
            Spacer(1, 12),
            Paragraph(PROSE, styles["Normal"]),
        ]
    )
    return pdf


def test_reportlab_span_groups_over_one_rule(reportlab_pdf: Path) -> None:
    """ReportLab draws one rule under both group labels (LINEBELOW over the span of cells):
    each label still spans only its own two year columns."""
    chunk = tables(reportlab_pdf)["Table 1"]
    assert cell(chunk, "Valdés", "Irrigation (mm) · 2016") == "301"
    assert cell(chunk, "Almagro", "Fruit set (%) · 2015") == "36,4"
    assert cell(chunk, "Rincón", "Fruit set (%) · 2016") == "—"


def test_reportlab_wrapped_heading_cells(reportlab_pdf: Path) -> None:
    """Heading cells as Paragraphs that wrap, centred vertically in a two-row heading: more
    baselines than heading rows above the rule, one level per group, a head spanning both rows
    whole."""
    chunk = tables(reportlab_pdf)["Table 2"]
    assert chunk.extra["columns"][0] == "Rootstock"
    assert chunk.extra["columns"][-1] == "Bud fertility (%)"
    assert cell(chunk, "SO4", "Nitrogen applied (kg/ha) · 2012") == "71"
    assert cell(chunk, "1103 Paulsen", "Pruning weight (kg/vine) · 2011") == "1,91"
    assert cell(chunk, "Riparia", "Bud fertility (%)") == "39,1"


# --- Word (python-docx) exported by LibreOffice ------------------------------------------------

SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")


@pytest.fixture(scope="module")
def word_pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if importlib.util.find_spec("docx") is None or SOFFICE is None:
        pytest.skip("needs python-docx and LibreOffice (pip install python-docx; soffice)")
    import docx

    document = docx.Document()
    document.add_paragraph(PROSE)
    document.add_paragraph("Table 1. Characteristics of the two clinics.", style="Caption")
    first = [
        ("Characteristic", "Clinic North (n = 326)", "Clinic South (n = 291)"),
        ("Women, n (%)", "171 (52.5)", "139 (47.8)"),
        ("Body mass index, kg/m², mean (SD)", "27.9 (4.6)", "29.3 (5.1)"),
        ("Visits in the past year, median (IQR)", "4 (2–7)", "5 (3–8)"),
        ("Current smokers, n (%)", "58 (17.8)", "66 (22.7)"),
    ]
    second = [
        ("Outcome", "Usual care", "Treated", "Difference (95% CI)", "P value"),
        ("Blood pressure", None, None, None, None),
        ("Systolic, mmHg, mean (SD)", "142.6 (15.3)", "133.9 (14.1)", "−8.7 (−11.2 to −6.2)", "<0.001"),
        ("Controlled, n (%)", "131 (40.2)", "168 (57.7)", "17.5 (9.8 to 25.2)", "<0.001"),
        ("Adverse events", None, None, None, None),
        ("Falls, n (%)", "12 (3.7)", "9 (3.1)", "−0.6 (−3.5 to 2.3)", "0.68"),
    ]  # fmt: skip
    for caption, rows in [(None, first), ("Table 2. Outcomes at twelve months.", second)]:
        if caption:
            document.add_paragraph(PROSE)
            document.add_paragraph(caption, style="Caption")
        table = document.add_table(rows=len(rows), cols=len(rows[0]))
        table.style = document.styles["Light List Accent 1"]
        for i, row in enumerate(rows):
            if row[1] is None:  # a section row merged across the table
                merged = table.cell(i, 0).merge(table.cell(i, len(row) - 1))
                merged.text = row[0]
                continue
            for j, text in enumerate(row):
                table.cell(i, j).text = text
    document.add_paragraph(PROSE)
    folder = tmp_path_factory.mktemp("word")
    document.save(str(folder / "paper.docx"))
    subprocess.run(
        [SOFFICE, "--headless", "--convert-to", "pdf", "--outdir", str(folder),
         str(folder / "paper.docx")],
        check=True, capture_output=True, timeout=180,
    )  # fmt: skip
    return folder / "paper.pdf"


def test_word_banded_style_wrapped_cells(word_pdf: Path) -> None:
    """Word's banded style: a rule between records, the row label wrapped in its column: each
    record is one row, its label whole."""
    chunk = tables(word_pdf)["Table 1"]
    assert [r[0] for r in chunk.extra["rows"]] == [
        "Women, n (%)",
        "Body mass index, kg/m², mean (SD)",
        "Visits in the past year, median (IQR)",
        "Current smokers, n (%)",
    ]
    assert cell(chunk, "Body mass index, kg/m², mean (SD)", "Clinic South (n = 291)") == (
        "29.3 (5.1)"
    )


def test_word_heading_band_and_wrapped_intervals(word_pdf: Path) -> None:
    """The heading is a filled band with no vertical rules, inner rules drawn on every other
    row only: the columns are still five; a 95% CI wrapped in its cell is one value; a section
    row merged across the table stays a row of its own."""
    chunk = tables(word_pdf)["Table 2"]
    assert chunk.extra["columns"][1:] == [
        "Usual care",
        "Treated",
        "Difference (95% CI)",
        "P value",
    ]
    assert cell(chunk, "Systolic, mmHg, mean (SD)", "Difference (95% CI)") == (
        "−8.7 (−11.2 to −6.2)"
    )
    assert cell(chunk, "Falls, n (%)", "P value") == "0.68"
    assert cell(chunk, "Controlled, n (%)", "Treated") == "168 (57.7)"
    assert any(r[0] == "Adverse events" and not any(r[1:]) for r in chunk.extra["rows"])
