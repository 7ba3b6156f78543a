"""Shared helpers of the eighteenth held-out set's papers.

Blocks, truth and question helpers, heldout8's display-list layouter, heldout10's pdfrw stamp and
``svg_pdf`` (librsvg), heldout14's pydyf writer and heldout17's ``write_reuse_pages`` (heldout16's
PDF::Reuse writer with a resource dictionary per page) come through heldout17's ``paper17``;
nothing is copied. This module adds this set's chart tool, **Gnumeric**'s charts (the GOffice
library): each chart is written as an Excel chart by XlsxWriter into a workbook, which
Gnumeric's ``ssconvert --export-graphs`` reads and draws through GOffice and cairo as a vector
PDF for the stamp.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parent
sys.path.insert(0, str(SRC.parent.parent / "heldout17" / "src"))

from common import run  # noqa: E402
from paper17 import (  # noqa: E402,F401  (re-exported for the papers)
    GOLD,
    HELV,
    LSANS,
    SANS,
    SERIF,
    TIMES,
    WPY,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    qa_set,
    rng,
    table,
    table_truth,
    title,
    write_pydyf,
    write_reuse_pages,
)

_XLSX = r"""
import json, sys
import xlsxwriter
spec = json.load(open(sys.argv[1], encoding="utf-8"))
wb = xlsxwriter.Workbook(sys.argv[2])
ws = wb.add_worksheet("data")
cats, series = spec["cats"], spec["series"]
ws.write_row(0, 0, [spec["xtitle"]] + [s["name"] for s in series])
for i, c in enumerate(cats):
    ws.write(i + 1, 0, c)
    for j, s in enumerate(series):
        ws.write_number(i + 1, j + 1, s["values"][i])
kind = spec["kind"]
TYPES = {"column": ("column", None), "stacked": ("column", "stacked"), "hbar": ("bar", None),
         "line": ("line", None), "area": ("area", None)}
t, sub = TYPES[kind]
ch = wb.add_chart({"type": t, "subtype": sub} if sub else {"type": t})
n = len(cats)
font = {"name": spec.get("font", "DejaVu Sans"), "size": spec.get("tick_pt", 9)}
tfont = {"name": spec.get("font", "DejaVu Sans"), "size": spec.get("label_pt", 10), "bold": False}
for j, s in enumerate(series):
    d = {"name": ["data", 0, j + 1], "categories": ["data", 1, 0, n, 0], "values": ["data", 1, j + 1, n, j + 1]}
    if kind == "line":
        d["line"] = {"color": s["color"], "width": 2.0, "dash_type": s.get("dash", "solid")}
        d["marker"] = {"type": s.get("marker", "circle"), "size": 6,
                       "fill": {"color": "#FFFFFF" if s.get("open") else s["color"]}, "border": {"color": s["color"]}}
    else:
        d["fill"] = {"color": s["color"]}
        d["border"] = {"color": "#333333", "width": 0.75}
    if kind in ("column", "stacked", "hbar"):
        d["gap"] = spec.get("gap", 60)
    ch.add_series(d)
y = spec["y"]
val = {"name": spec["ytitle"], "min": y["min"], "max": y["max"], "major_unit": y["major"],
       "num_font": font, "name_font": tfont, "major_gridlines": {"visible": True, "line": {"color": "#C8C8C8", "dash_type": "dash"}}}
cat = {"name": spec["xtitle"], "num_font": font, "name_font": tfont}
if kind == "hbar":
    cat["reverse"] = True  # first category at the top
    ch.set_x_axis(val)
    ch.set_y_axis(cat)
else:
    ch.set_x_axis(cat)
    ch.set_y_axis(val)
leg = spec.get("legend")
ch.set_legend({"position": leg, "font": font} if leg else {"none": True})
ch.set_chartarea({"border": {"none": True}})
W, H = spec["size"]
ch.set_size({"width": W, "height": H})
ws.insert_chart("H2", ch)
wb.close()
"""


def gnumeric(work: Path, name: str, spec: dict[str, Any]) -> Path:
    """**Gnumeric** 1.12 charts (the **GOffice** chart library, drawn through cairo): the chart is
    written by **XlsxWriter** as an Excel chart in ``<name>.xlsx`` (the data in a sheet, the
    series as cell ranges, colours, dashes, markers, explicit value-axis scale, legend
    position), which Gnumeric's ``ssconvert --export-graphs`` imports and exports as a vector
    PDF (``<name>.pdf.0``, renamed). spec: size [w, h] px, kind (column | stacked | hbar |
    line | area), cats, y {min, max, major}, xtitle, ytitle, series [{name, values, color,
    dash (dash | round_dot | ...), marker (circle | square | triangle | diamond), open}],
    legend (top | right | bottom | None), font, tick_pt, label_pt."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    (work / "xlsx_chart.py").write_text(_XLSX, encoding="utf-8")
    run([WPY, "xlsx_chart.py", f"{name}.json", f"{name}.xlsx"], cwd=work)
    for old in work.glob(f"{name}.pdf*"):
        old.unlink()
    run(["ssconvert", "--export-graphs", f"{name}.xlsx", f"{name}.pdf"], cwd=work)
    (work / f"{name}.pdf.0").rename(work / f"{name}.pdf")
    return work / f"{name}.pdf"
