"""Shared helpers of the fifteenth held-out set's papers.

Blocks, truth and question helpers, heldout8's display-list layouter, heldout10's pdfrw stamp and
heldout14's two writers (pydyf, PyFPDF 1.7.2) come through heldout14's ``paper14`` (which imports
heldout13's ``paper13``); nothing is copied. This module adds this set's writer runner
(``writers15.php``: **Horde_Pdf**, Horde's PHP port of FPDF, core fonts) and its two chart tools:
**svg.charts** (the pure-Python SVG charts on PyPI as ``svg.charts``: ``Line``, ``VerticalBar``) and **Chartist** 1.x
(``chartist.mjs``: drawn into a jsdom document in node). Both write SVG; librsvg makes the PDF
that the stamp draws into the page (or a PNG for a raster chart).
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parent
sys.path.insert(0, str(SRC.parent.parent / "heldout14" / "src"))

from common import run  # noqa: E402
from paper14 import (  # noqa: E402,F401  (re-exported for the papers)
    GOLD,
    SANS,
    SERIF,
    TIMES,
    WPY,
    _prepare,
    _stamp_vector,
    comma,
    dotted,
    fig_truth,
    figure,
    h,
    layout,
    num,
    p,
    pts,
    q,
    qa_set,
    rng,
    spaced,
    svg_pdf,
    table,
    table_truth,
    title,
    write_pydyf,
    write_pyfpdf,
)

NODE = os.environ.get("HELDOUT15_NODE", "/tmp/heldout15-node")
LIBERATION = "/usr/share/fonts/truetype/liberation/"
LSANS = {"R": LIBERATION + "LiberationSans-Regular.ttf", "B": LIBERATION + "LiberationSans-Bold.ttf",
         "I": LIBERATION + "LiberationSans-Italic.ttf"}  # fmt: skip
HELV = {"R": "helv", "B": "hebo", "I": "heit"}  # PyMuPDF's base-14 names, for the layout's metrics


# -- charts ---------------------------------------------------------------------------------------
_SVGCHARTS = r"""
import json, sys
from svg.charts import bar, line
spec = json.load(open(sys.argv[1], encoding="utf-8"))
kind = spec["kind"]
if kind == "line":
    g = line.Line()
    g.fields = spec["cats"]
else:
    g = bar.VerticalBar(spec["cats"])
    g.stack = "top" if kind == "stacked" else "side"
    g.bar_gap = True
for k, v in {"width": spec["size"][0], "height": spec["size"][1], "show_graph_title": False,
             "show_x_title": True, "x_title": spec["xtitle"], "show_y_title": True,
             "y_title": spec["ytitle"], "key": bool(spec.get("key", True)),
             "key_position": spec.get("key_position", "right"), "show_data_values": False,
             "min_scale_value": spec["y"]["min"], "scale_divisions": spec["y"]["step"],
             "scale_integers": spec["y"].get("integers", False), "area_fill": False}.items():
    setattr(g, k, v)
for s in spec["series"]:
    g.add_data({"data": s["values"], "title": s["name"]})
open(sys.argv[2], "w", encoding="utf-8").write(g.burn())
"""


def svgcharts(work: Path, name: str, spec: dict[str, Any], raster_px: int | None = None) -> Path:
    """svg.charts (``Line``; ``VerticalBar`` side by side; its ``stack='top'`` draws every series
    from zero over the others instead of stacking them, so no paper uses it) writes the SVG with
    its own stylesheet (Arial, falling back to Liberation Sans in librsvg); librsvg makes the PDF.
    spec: size, kind (line | bar | stacked), cats, y {min, step, integers}, xtitle, ytitle,
    series [{name, values}], key_position (right | bottom). The printed y ticks are read back
    from the SVG: ``svg_ticks``."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    (work / "svgcharts_run.py").write_text(_SVGCHARTS, encoding="utf-8")
    run([WPY, "svgcharts_run.py", f"{name}.json", f"{name}.svg"], cwd=work)
    if raster_px:
        run(["rsvg-convert", "-f", "png", "-b", "white", "-w", str(raster_px), "-o", f"{name}.png",
             f"{name}.svg"], cwd=work)  # fmt: skip
        return work / f"{name}.png"
    return svg_pdf(work, name)


def svg_ticks(work: Path, name: str) -> list[float]:
    """The y-axis labels svg.charts printed (its scale runs from min_scale_value in steps of
    scale_divisions to the first step above the data)."""
    svg = (work / f"{name}.svg").read_text(encoding="utf-8")
    return [float(t) for t in re.findall(r'class="yAxisLabels"[^>]*>([^<]+)<', svg)]


def chartist(work: Path, name: str, spec: dict[str, Any], raster_px: int | None = None) -> Path:
    """Chartist 1.x in node on a jsdom document (``chartist.mjs``); librsvg makes the PDF (or,
    with ``raster_px``, a PNG of that width on white: a raster chart, no text layer).
    spec: width, height, kind (line | bar | stacked), cats, y {min, max, ticks}, xtitle, ytitle,
    series [{name, values}], legend, comma (decimal commas on the y axis), colors, dashes."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["node", str(SRC / "chartist.mjs"), f"{name}.json", f"{name}.svg"], cwd=work,
        env={"HELDOUT15_NODE": NODE})  # fmt: skip
    if raster_px:
        run(["rsvg-convert", "-f", "png", "-b", "white", "-w", str(raster_px), "-o", f"{name}.png",
             f"{name}.svg"], cwd=work)  # fmt: skip
        return work / f"{name}.png"
    return svg_pdf(work, name)


# -- writer ---------------------------------------------------------------------------------------
def write_horde(work: Path, lay: dict, fonts: dict[str, list[str]], title_: str) -> Path:
    """Horde_Pdf (PHP): core fonts, WinAnsiEncoding, not embedded; then the vector charts are
    stamped by heldout10's pdfrw stamp."""
    _prepare(work, lay, fonts)  # type: ignore[arg-type]
    run(["php", str(SRC / "writers15.php"), "layout.json", "fonts.json", "raw.pdf", title_],
        cwd=work)  # fmt: skip
    return _stamp_vector(work, lay, title_)


_XHTML2PDF = r"""
import sys
from xhtml2pdf import pisa
html = open(sys.argv[1], encoding="utf-8").read()
with open(sys.argv[2], "wb") as fh:
    status = pisa.CreatePDF(html, dest=fh, encoding="utf-8")
sys.exit(1 if status.err else 0)
"""


def write_xhtml2pdf(work: Path, html: str, figs: list[tuple[str, Path, float, float]], title_: str,
                    gap: float = 8.0) -> Path:  # fmt: skip
    """**xhtml2pdf** (HTML and CSS laid out by its own engine on ReportLab's canvas): the paper
    is an HTML page whose figures are ``<pdf:spacer>`` gaps above their captions. Each caption
    (``figs``: the caption's first words, the chart PDF, its width and height in pt) is found
    on the page by PyMuPDF, and heldout10's pdfrw stamp draws the chart, centred, into the gap
    above it."""
    import pymupdf

    (work / "paper.html").write_text(html, encoding="utf-8")
    (work / "xhtml2pdf_run.py").write_text(_XHTML2PDF, encoding="utf-8")
    run([WPY, "xhtml2pdf_run.py", "paper.html", "raw.pdf"], cwd=work)
    doc = pymupdf.open(work / "raw.pdf")
    pages: list[dict[str, Any]] = [
        {"w": pg.rect.width, "h": pg.rect.height, "ops": []} for pg in doc
    ]
    for find, chart, w, h_ in figs:
        hits = [(i, r) for i, pg in enumerate(doc) for r in pg.search_for(find)]
        assert len(hits) == 1, f"{find!r}: {len(hits)} hits"
        i, r = hits[0]
        W, H = pages[i]["w"], pages[i]["h"]
        pages[i]["ops"].append({"t": "chart", "file": str(chart), "x": round((W - w) / 2, 2),
                                "y": round(H - r.y0 + gap, 2), "w": w, "h": h_})  # fmt: skip
    doc.close()
    return _stamp_vector(work, {"pages": pages}, title_)


def pdf_size(pdf: Path) -> tuple[float, float]:
    import pymupdf

    with pymupdf.open(pdf) as d:
        return d[0].rect.width, d[0].rect.height


def html_table(tb: dict[str, Any], cls: str, zebra: str | None = None) -> str:
    """A ``table()`` block as HTML for xhtml2pdf: the caption above it, header rows with their
    colspans (``\\n``: a line break), a group row (a string) as one italic cell across the table,
    the last row bold when ``bold_last``; ``cls`` is the CSS class of the rules; ``zebra``: the
    background of every second body row, set on its cells (xhtml2pdf ignored it from a
    ``tr.odd td`` rule)."""
    from html import escape

    ncol = sum(span for _, span in tb["header"][-1])
    out = [f'<p class="cap"><b>{escape(tb["label"])}</b> {escape(tb["caption"])}</p>',
           f'<table class="{cls}">']  # fmt: skip
    for k, hr in enumerate(tb["header"]):
        last = " last" if k == len(tb["header"]) - 1 else ""
        cells = "".join(f'<th colspan="{sp}" class="{"grp" if sp > 1 else "h"}{last}">'
                        + escape(t).replace("\n", "<br/>") + "</th>" for t, sp in hr)  # fmt: skip
        out.append(f"<tr>{cells}</tr>")
    for i, row in enumerate(tb["rows"]):
        if isinstance(row, str):
            out.append(f'<tr><td colspan="{ncol}" class="group"><i>{escape(row)}</i></td></tr>')
            continue
        bold = tb.get("bold_last") and i == len(tb["rows"]) - 1
        cls_ = ' class="total"' if bold else ""
        bg = f' style="background-color: {zebra}"' if zebra and i % 2 else ""
        cells = "".join((f"<td><b>{escape(c)}</b></td>" if bold else f"<td{bg}>{escape(c)}</td>")
                        for c in row)  # fmt: skip
        out.append(f"<tr{cls_}>{cells}</tr>")
    out.append("</table>")
    return "\n".join(out)
