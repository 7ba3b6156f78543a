"""en_cells: English electrochemistry paper (fast-charge ageing of NMC811 21700 lithium-ion
cells) laid out by **PlutoPrint** itself (PlutoBook's HTML/CSS paged layout: A4, justified
text, CSS page margin boxes for the running head and page numbers, HTML tables, SVG charts
placed with ``<img>`` and drawn by PlutoBook's own SVG renderer, so they stay vector; the PDF
is written through cairo). Figure 1 is a **Victory line chart** (four charge rates over 1,000
cycles, markers, legend on top); Figure 2 an **SVG::TT::Graph pie chart** (degradation modes,
labels with percentages, key on the right). Table 1 has rules above and below the header and at
the end and a **two-level header** (after 500 / after 1,000 cycles over the same two leaf
headers); Table 2 has **zebra rows** without rules and a **bold mean row**."""

from __future__ import annotations

import html
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from paper11 import fig_truth, pts, q, rng, svgtt, table, table_truth, victory, write_pluto  # noqa: E402

RATES = ["0.5C", "1C", "2C", "3C"]
T1 = {"0.5C": (96.8, 24.1, 93.5, 26.3), "1C": (95.9, 24.8, 91.7, 27.9), "2C": (93.1, 26.9, 86.4, 32.5),
      "3C": (89.4, 30.2, 78.9, 39.8)}  # fmt: skip
CELLS = {"A1": (3.82, 79.6, 14, 41.2), "A2": (3.74, 77.9, 19, 42.0), "A3": (3.86, 80.4, 11, 40.6),
         "A4": (3.71, 77.3, 22, 42.7), "A5": (3.80, 79.2, 15, 41.5)}  # fmt: skip
CYC = [0, 250, 500, 750, 1000]
RET = {"0.5C": [100, 98.4, 96.8, 95.2, 93.5], "1C": [100, 97.9, 95.9, 93.8, 91.7],
       "2C": [100, 96.6, 93.1, 89.8, 86.4], "3C": [100, 94.8, 89.4, 84.3, 78.9]}  # fmt: skip
MODES = ["Loss of lithium inventory", "Anode material loss", "Cathode material loss", "Unresolved"]
SHARE = [58, 24, 13, 5]
CAP1 = "Capacity retention of the four charge-rate groups over 1,000 cycles (mean of five cells, 25 °C)."
CAP2 = "Attribution of the capacity lost by the 3C cells after 1,000 cycles to degradation modes (differential voltage analysis)."


def mean_row() -> list[str]:
    cols = list(zip(*CELLS.values(), strict=True))
    n = len(CELLS)
    return [
        "Mean",
        f"{sum(cols[0]) / n:.2f}",
        f"{sum(cols[1]) / n:.1f}",
        f"{sum(cols[2]) / n:.1f}",
        f"{sum(cols[3]) / n:.1f}",
    ]


def check_prose() -> None:
    for r in RATES:
        assert RET[r][2] == T1[r][0] and RET[r][4] == T1[r][2]
    assert mean_row() == ["Mean", "3.79", "78.9", "16.2", "41.6"] and sum(SHARE) == 100
    assert round(T1["3C"][3] - T1["0.5C"][3], 1) == 13.5
    assert (
        round(T1["3C"][0] - T1["3C"][2], 1) == 10.5 and round(T1["1C"][0] - T1["1C"][2], 1) == 4.2
    )
    assert round(T1["0.5C"][2] - T1["2C"][2], 1) == 7.1


def tables() -> tuple[dict[str, Any], dict[str, Any]]:
    t1 = table("Table 1.", "Capacity retention and DC internal resistance by charge rate (mean of five cells)",
               [[("", 1), ("After 500 cycles", 2), ("After 1,000 cycles", 2)],
                [("Charge rate", 1), ("Retention (%)", 1), ("Resistance (mΩ)", 1), ("Retention (%)", 1), ("Resistance (mΩ)", 1)]],
               [[r] + [f"{v:.1f}" for v in T1[r]] for r in RATES], "rules")  # fmt: skip
    rows = [
        [k, f"{a:.2f}", f"{b:.1f}", str(c), f"{d:.1f}"] for k, (a, b, c, d) in CELLS.items()
    ] + [mean_row()]
    t2 = table("Table 2.", "Cell-to-cell spread in the 3C group after 1,000 cycles",
               [[("Cell", 1), ("Capacity (Ah)", 1), ("Retention (%)", 1), ("Plated area (%)", 1), ("Peak temperature (°C)", 1)]],
               rows, "zebra")  # fmt: skip
    return t1, t2


def html_table(tb: dict[str, Any], cls: str, bold_last: bool = False) -> str:
    e = html.escape
    out = [
        f'<div class="cap"><b>{e(tb["label"])}</b> {e(tb["caption"])}</div><table class="{cls}"><thead>'
    ]
    for hr in tb["header"]:
        out.append(
            "<tr>"
            + "".join(
                f'<th colspan="{s}"{" class=grp" if s > 1 else ""}>{e(t)}</th>' for t, s in hr
            )
            + "</tr>"
        )
    out.append("</thead><tbody>")
    for k, r in enumerate(tb["rows"]):
        b = ' class="mean"' if bold_last and k == len(tb["rows"]) - 1 else ""
        out.append(f"<tr{b}>" + "".join(f"<td>{e(c)}</td>" for c in r) + "</tr>")
    return "".join(out) + "</tbody></table>"


CSS = """
@page { size: A4; margin: 22mm 21mm 22mm 21mm;
  @top-center { content: "Fast-charge ageing of NMC811 cells"; font: italic 8.5pt 'DejaVu Serif'; color: #444; }
  @bottom-center { content: counter(page) " of " counter(pages); font: 8.5pt 'DejaVu Serif'; } }
@page :first { @top-center { content: none; } }
body { font-family: 'DejaVu Serif'; font-size: 9.6pt; line-height: 1.38; text-align: justify; hyphens: auto; }
h1 { font-family: 'DejaVu Sans'; font-size: 16pt; text-align: center; margin: 0 0 6pt; line-height: 1.2; }
.auth { text-align: center; font-size: 10pt; } .aff { text-align: center; font-size: 8.5pt; font-style: italic; margin-bottom: 10pt; }
.abs { border-top: 0.8pt solid #000; border-bottom: 0.8pt solid #000; padding: 5pt 0; font-size: 9pt; margin-bottom: 8pt; }
h2 { font-family: 'DejaVu Sans'; font-size: 11pt; margin: 12pt 0 4pt; }
.cap { font-size: 8.8pt; margin: 10pt 0 4pt; text-align: left; }
figure { margin: 10pt 0; text-align: center; break-inside: avoid; } figure img { width: 88%; }
figcaption { font-size: 8.8pt; text-align: left; margin-top: 4pt; }
table { border-collapse: collapse; margin: 0 auto 8pt; font-size: 8.8pt; break-inside: avoid; }
th, td { padding: 2.5pt 9pt; text-align: right; } th:first-child, td:first-child { text-align: left; }
table.rules thead tr:first-child th { border-top: 1pt solid #000; } table.rules thead tr:last-child th { border-bottom: 0.6pt solid #000; }
table.rules th.grp { border-bottom: 0.5pt solid #000; text-align: center; } table.rules tbody tr:last-child td { border-bottom: 1pt solid #000; }
table.zebra tbody tr:nth-child(odd) td { background: #e6e6e6; } table.zebra th { font-weight: bold; }
tr.mean td { font-weight: bold; }
"""


def document(f1: str, f2: str) -> str:
    t1, t2 = tables()
    para = lambda s: f"<p>{html.escape(s)}</p>"  # noqa: E731
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>{CSS}</style></head><body>
<h1>Fast-charge ageing of NMC811 cylindrical lithium-ion cells: capacity fade, resistance growth and lithium plating</h1>
<div class="auth">Hannah Whitfield, Rajesh Iyer and Tomás Ferreira</div>
<div class="aff">Electrochemical Energy Group, Department of Materials, University of Sheffield</div>
<div class="abs"><b>Abstract.</b> We cycled twenty commercial NMC811/graphite 21700 cells at four constant-current charge
rates between 0.5C and 3C. After 1,000 cycles the cells charged at 3C retained 78.9% of their capacity, against 93.5% at
0.5C, and their DC resistance ended 13.5 mΩ higher. Post-mortem analysis showed lithium plating on a mean of 16.2% of the
anode area of the 3C cells; loss of lithium inventory explained 58% of their capacity loss.</div>
<h2>1. Introduction</h2>
{para("Fast charging is the main barrier to the acceptance of electric vehicles, but high charge currents accelerate ageing, above all by lithium plating on the graphite anode. Nickel-rich NMC811 cathodes raise energy density at the cost of lower thermal stability. We quantify how the charge rate shapes capacity fade and resistance growth in a current high-energy 21700 cell.")}
<h2>2. Experimental</h2>
{para("The cells (nominal capacity 4.8 Ah) were cycled in a climate chamber at 25 °C, five cells per group. Each cycle was a constant-current charge at 0.5C, 1C, 2C or 3C to 4.2 V with a constant-voltage phase down to C/20, followed by a 1C discharge to 2.5 V. DC resistance was measured every 50 cycles from a 10 s, 2C discharge pulse at 50% state of charge. After cycling, one cell per group was opened in an argon glovebox.")}
{html_table(t1, "rules")}
<h2>3. Results</h2>
{para("Capacity retention fell with charge rate at both checkpoints (Table 1). Between 500 and 1,000 cycles the 3C group lost a further 10.5 percentage points, two and a half times as much as the 1C group. In all four groups the fade was close to linear over the whole test (Figure 1).")}
<figure><img src="{f1}"/><figcaption><b>Figure 1.</b> {html.escape(CAP1)}</figcaption></figure>
{para("The five 3C cells differed little in capacity, but the plated area ranged from 11% to 22% (Table 2). Cell A4, with the largest plated area, also reached the highest surface temperature.")}
{html_table(t2, "zebra", bold_last=True)}
{para("Differential voltage analysis attributes most of the lost capacity of the 3C cells to the loss of cyclable lithium (Figure 2).")}
<figure><img src="{f2}" style="width:72%"/><figcaption><b>Figure 2.</b> {html.escape(CAP2)}</figcaption></figure>
<h2>4. Discussion</h2>
{para("Charging at 2C costs about seven percentage points of retention over 1,000 cycles compared with 0.5C, a moderate price for a fourfold shorter charge. We did not test charging at low temperature, where plating is far more severe, and we did not measure gas evolution or cell swelling.")}
</body></html>"""


def fig1(work: Path) -> Path:
    victory(work, "fig1", {
        "kind": "lines", "xlabel": "Cycle number", "ylabel": "Capacity retention (%)",
        "series": [{"name": r, "x": CYC, "y": RET[r]} for r in RATES], "xticks": CYC,
        "domain": {"y": [75, 100]}, "colors": ["#1a9850", "#4575b4", "#fdae61", "#d73027"], "width": 620, "height": 360,
    })  # fmt: skip
    return work / "fig1.svg"


def fig2(work: Path) -> Path:
    svgtt(work, "fig2", (
        "use SVG::TT::Graph::Pie;\n"
        f"my $g = SVG::TT::Graph::Pie->new({{height => 340, width => 600, fields => [{', '.join(repr(m) for m in MODES)}],"
        " show_percent => 1, show_data_labels => 1, show_actual_values => 0, key => 1, key_position => 'right', expanded => 0});\n"
        f"$g->add_data({{data => [{', '.join(map(str, SHARE))}], title => 'Share'}});\n"))  # fmt: skip
    return work / "fig2.svg"


def build(work: Path) -> Path:
    check_prose()
    fig1(work)
    fig2(work)
    return write_pluto(
        work,
        document("fig1.svg", "fig2.svg"),
        "Fast-charge ageing of NMC811 cylindrical lithium-ion cells",
    )


def truth() -> dict[str, Any]:
    t1, t2 = tables()
    return {
        "file": "heldout11/en_cells.pdf",
        "scanned": False,
        "tables": [
            table_truth(
                t1,
                "Table 1",
                [(0, 1), (1, 4), (2, 2), (3, 3), (3, 4), (2, 1)],
                "PlutoPrint (PlutoBook HTML/CSS layout, cairo PDF); rules above and below the header and below the last row, a short rule under each group; two-level header (After 500 cycles / After 1,000 cycles over the same two leaf headers).",
            ),
            table_truth(
                t2,
                "Table 2",
                [(0, 3), (1, 1), (2, 4), (3, 2), (5, 1), (5, 3)],
                "Zebra rows, no rules; bold 'Mean' row.",
            ),
        ],  # fmt: skip
        "figures": [
            fig_truth(
                "Figure 1",
                CAP1,
                "line",
                {"title": "Cycle number", "log": False, "min": 0, "max": 1000},
                {"title": "Capacity retention (%)", "log": False, "min": 75, "max": 100},
                RATES,
                pts("0.5C", CYC, RET["0.5C"], [3])
                + pts("1C", CYC, RET["1C"], [1, 3])
                + pts("2C", CYC, RET["2C"], [3])
                + pts("3C", CYC, RET["3C"], [1, 3, 4]),
                "Victory lines with markers (circle, square, triangle, diamond; the 1C line dashed), SVG placed with <img> and drawn by PlutoBook as vector paths and text; legend on top.",
            ),
            fig_truth(
                "Figure 2",
                CAP2,
                "pie",
                {"title": "", "log": False, "categories": MODES},
                {"title": "share of capacity lost (%)", "log": False, "min": 0, "max": 100},
                [],
                pts(None, MODES, SHARE, [0, 1, 2, 3]),
                "SVG::TT::Graph pie (Perl), slice labels printed as name immediately followed by the percentage ('Anode material loss24%'), key on the right with the values in brackets ('[24]').",
            ),
        ],  # fmt: skip
    }


SET = {
    "title": "Fast-charge ageing of NMC811 cylindrical lithium-ion cells: capacity fade, resistance growth and lithium plating",
    "description": "Eleventh held-out set (blind): an English electrochemistry paper laid out by PlutoPrint (HTML/CSS); a table with a two-level header, a zebra table with a bold mean row, a Victory line chart and an SVG::TT::Graph pie chart.",
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
            "table-ret-1c-1000",
            "table",
            "What capacity retention did the 1C cells have after 1,000 cycles?",
            "91.7% (Table 1).",
            [["91.7"]],
            [T1_],
            ["95.9", "93.5", "86.4"],
        ),
        q(
            "table-res-2c-500",
            "table",
            "What was the DC resistance of the 2C group after 500 cycles?",
            "26.9 mΩ (Table 1).",
            [["26.9"]],
            [T1_],
            ["32.5", "24.8", "30.2"],
        ),
        q(
            "table-res-3c-1000",
            "table",
            "How high did the DC resistance of the 3C cells rise by 1,000 cycles?",
            "39.8 mΩ (Table 1).",
            [["39.8"]],
            [T1_],
            ["30.2", "32.5"],
        ),
        q(
            "table-ret-05c-500",
            "table",
            "What retention did the 0.5C group show after 500 cycles?",
            "96.8% (Table 1).",
            [["96.8"]],
            [T1_],
            ["93.5", "95.9"],
        ),
        q(
            "table-res-growth-3c",
            "table",
            "By how much did the resistance of the 3C group grow between 500 and 1,000 cycles?",
            "By 9.6 mΩ (from 30.2 to 39.8 mΩ).",
            [["9.6"]],
            [T1_],
            ["3.1", "5.6"],
        ),
        q(
            "table-plated-a2",
            "table",
            "What fraction of the anode area was plated in cell A2?",
            "19% (Table 2).",
            [["19"]],
            [T2_],
            ["14", "22", "11"],
        ),
        q(
            "table-capacity-a3",
            "table",
            "What capacity did cell A3 retain after 1,000 cycles?",
            "3.86 Ah (Table 2).",
            [["3.86"]],
            [T2_],
            ["3.82", "3.80", "3.71"],
        ),
        q(
            "table-hottest-cell",
            "table",
            "Which 3C cell reached the highest surface temperature, and how hot did it get?",
            "A4, 42.7 °C.",
            [["A4"], ["42.7"]],
            [T2_],
            ["A2", "42.0"],
        ),
        q(
            "table-mean-plated",
            "table",
            "What was the mean plated anode area of the 3C cells?",
            "16.2% (Table 2, mean row).",
            [["16.2"]],
            [T2_],
            ["15", "14"],
        ),
        q(
            "table-lowest-retention-cell",
            "table",
            "Which 3C cell had the lowest capacity retention?",
            "A4 (77.3%).",
            [["A4"]],
            [T2_],
            ["A2", "A5"],
        ),
        q(
            "figure-3c-250",
            "figure",
            "According to Figure 1, what retention did the 3C cells have after 250 cycles?",
            "About 94.8%.",
            [[rng(93.8, 95.8)]],
            [F1],
            ["96.6", "97.9"],
            note="Plotted 94.8; 2C 96.6, 1C 97.9 at 250.",
        ),
        q(
            "figure-2c-750",
            "figure",
            "What retention does Figure 1 show for the 2C group at 750 cycles?",
            "About 89.8%.",
            [[rng(88.8, 90.8)]],
            [F1],
            ["84.3", "93.8"],
            note="Plotted 89.8; 3C 84.3, 1C 93.8.",
        ),
        q(
            "figure-gap-750",
            "figure",
            "At 750 cycles, how far apart are the 0.5C and 3C curves in Figure 1?",
            "About 10.9 percentage points (95.2% against 84.3%).",
            [[rng(9.9, 11.9)]],
            [F1],
            ["4.9", "5.5"],
            note="0.5C 95.2 - 3C 84.3 = 10.9.",
        ),
        q(
            "figure-1c-750",
            "figure",
            "In Figure 1, what was the capacity retention of the 1C cells at cycle 750?",
            "About 93.8%.",
            [[rng(92.8, 94.8)]],
            [F1],
            ["95.2", "89.8"],
            note="Plotted 93.8.",
        ),
        q(
            "figure-anode-share",
            "figure",
            "What share of the capacity loss does Figure 2 attribute to anode material loss?",
            "24%.",
            [["24"]],
            [F2],
            ["13", "58"],
        ),
        q(
            "figure-cathode-share",
            "figure",
            "How much of the lost capacity came from cathode material loss (Figure 2)?",
            "13%.",
            [["13"]],
            [F2],
            ["24", "5"],
        ),
        q(
            "figure-smallest-mode",
            "figure",
            "Which part of the capacity loss in Figure 2 is the smallest?",
            "The unresolved part (5%).",
            [["Unresolved", "unexplained"]],
            [F2],
            ["Cathode"],
        ),
        q(
            "text-nominal",
            "text",
            "What is the nominal capacity of the cells?",
            "4.8 Ah.",
            [["4.8 Ah"]],
            [("text", "nominal capacity 4.8 Ah")],
        ),
        q(
            "text-pulse",
            "text",
            "How was the DC resistance measured?",
            "From a 10 s, 2C discharge pulse at 50% state of charge, every 50 cycles.",
            [["10 s"]],
            [("text", "10 s, 2C discharge pulse")],
        ),
        q(
            "ml-de-cutoff",
            "multilingual",
            "Bis zu welcher Spannung wurden die Zellen geladen?",
            "Bis 4,2 V (4.2 V).",
            [["4.2 V"]],
            [("text", "to 4.2 V")],
            language="de",
        ),
        q(
            "ml-ja-cells",
            "multilingual",
            "試験したセルは全部で何個ですか？",
            "20個（各群5個）。",
            [["twenty", "20"]],
            [("text", "twenty commercial")],
            language="ja",
        ),
        q(
            "unanswerable-cold",
            "unanswerable",
            "How much capacity did the 3C cells lose when charged at 0 °C?",
            "Low-temperature charging was not tested.",
        ),
        q(
            "unanswerable-gas",
            "unanswerable",
            "How much gas did the 3C cells produce after 1,000 cycles?",
            "Gas evolution was not measured.",
        ),
        q(
            "unanswerable-lfp",
            "unanswerable",
            "How did LFP cells age under the same 3C protocol?",
            "Only NMC811 cells were tested.",
        ),
        q(
            "unanswerable-zh-swelling",
            "unanswerable",
            "3C 组电池循环后的厚度膨胀了多少？",
            "文中没有测量电池膨胀。",
            language="zh",
        ),
    ]
