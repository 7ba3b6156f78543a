"""Shared helpers of the seventeenth held-out set's papers.

Blocks, truth and question helpers, heldout8's display-list layouter, heldout10's pdfrw stamp,
heldout14's pydyf writer, heldout15's Horde_Pdf writer and heldout16's PDF::Reuse writer come
through heldout16's ``paper16`` (which imports ``paper15``, ``paper14`` and ``paper13``); nothing
is copied. This module adds this set's chart tool: **Lets-Plot** (JetBrains' grammar of
graphics, PyPI ``lets-plot`` 4.11, run by its own Python, ``HELDOUT17_LPPY``), whose ``ggsave``
writes the plot as SVG without a browser; librsvg makes the PDF that the stamp draws into the page.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parent
sys.path.insert(0, str(SRC.parent.parent / "heldout16" / "src"))

from common import run  # noqa: E402
from paper16 import (  # noqa: E402,F401  (re-exported for the papers)
    GOLD,
    HELV,
    LSANS,
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
    write_horde,
    write_pydyf,
    write_reuse,
)

SRC16 = SRC.parent.parent / "heldout16" / "src"

LPPY = os.environ.get("HELDOUT17_LPPY", "/tmp/heldout17-venv/bin/python")  # has lets-plot

# -- charts: Lets-Plot -------------------------------------------------------------------------
_LETSPLOT = r"""
import json, sys
from lets_plot import *
LetsPlot.setup_html(no_js=True, offline=True)
spec = json.load(open(sys.argv[1], encoding="utf-8"))
kind = spec["kind"]
cats = spec.get("cats")
names = [s["name"] for s in spec["series"]]
d = {"x": [], "y": [], "s": []}
for s in spec["series"]:
    if cats:
        xs, ys = list(cats), s["values"]
    else:
        xs, ys = [a for a, _ in s["values"]], [b for _, b in s["values"]]
    d["x"] += xs; d["y"] += ys; d["s"] += [s["name"]] * len(xs)
cols = [s.get("color") for s in spec["series"]]
font = spec.get("font", "DejaVu Sans")
if kind == "pie":  # one series: slices in the order of cats, percentages printed on them
    s0 = spec["series"][0]
    p = ggplot({"x": list(cats), "y": s0["values"]}) + geom_pie(
        aes(slice="y", fill="x"), stat="identity", size=spec.get("radius", 22), color="white", stroke=1.5,
        labels=layer_labels().line("@y" + spec.get("unit", " %")).size(spec.get("tick_pt", 13)))
    p += scale_fill_manual(values=s0["colors"], limits=list(cats), breaks=list(cats), name="")
    p += theme_void() + theme(legend_text=element_text(family=font, size=spec.get("tick_pt", 13), color="black"),
                              legend_position=spec.get("legend", "right"), axis=element_blank())
    p += ggsize(*spec["size"])
    ggsave(p, sys.argv[2], path=".")
    sys.exit(0)
p = ggplot(d, aes("x", "y"))
if kind == "hbar":  # one series, categories top to bottom
    p += geom_bar(stat="identity", fill=cols[0], color="black", size=0.4, width=0.6)
elif kind == "bar":
    p += geom_bar(aes(fill="s"), stat="identity", position=position_dodge(0.8), width=0.75, color="black", size=0.4)
elif kind == "stacked":
    p += geom_bar(aes(fill="s"), stat="identity", position="stack", width=0.6, color="black", size=0.4)
elif kind == "area":
    s0 = spec["series"][0]
    p += geom_area(aes(fill="s", group="s"), data={"x": d["x"][:len(cats)], "y": d["y"][:len(cats)], "s": [s0["name"]] * len(cats)},
                   stat="identity", position="identity", color=s0["color"], alpha=0.45, size=1.2)
    for s in spec["series"][1:]:
        p += geom_line(aes(color="s", group="s"), data={"x": list(cats), "y": s["values"], "s": [s["name"]] * len(cats)},
                       linetype=s.get("dash") or "solid", size=1.2)
elif kind in ("line", "scatter"):
    if kind == "line":
        p += geom_line(aes(color="s", linetype="s", group="s"), size=1.2)
    p += geom_point(aes(color="s", shape="s"), size=4, fill="white")
fillscale = {n: c for n, c in zip(names, cols)}
if kind in ("bar", "stacked"):
    p += scale_fill_manual(values=cols, breaks=names, limits=names, name="")
if kind in ("line", "scatter"):
    p += scale_color_manual(values=cols, breaks=names, limits=names, name="")
if kind == "area":  # the filled series in the fill legend, the lines in the colour legend
    p += scale_fill_manual(values=cols[:1], breaks=names[:1], limits=names[:1], name="")
    p += scale_color_manual(values=cols[1:], breaks=names[1:], limits=names[1:], name="")
if kind in ("line", "scatter"):
    p += scale_shape_manual(values=[s.get("shape", 16) for s in spec["series"]], breaks=names, limits=names, name="")
    p += scale_linetype_manual(values=[s.get("dash") or "solid" for s in spec["series"]], breaks=names, limits=names, name="")
y = spec["y"]
fmt = y.get("fmt", "{:g}")
ylabels = [fmt.format(t).replace(".", y.get("dec", ".")) for t in y["ticks"]]
p += scale_y_continuous(name=spec["ytitle"], limits=[y["min"], y["max"]], breaks=y["ticks"], labels=ylabels, expand=[0, 0])
if cats:
    p += scale_x_discrete(name=spec["xtitle"], limits=list(cats)[::-1] if kind == "hbar" else list(cats))
else:
    x = spec["x"]
    p += scale_x_continuous(name=spec["xtitle"], limits=[x["min"], x["max"]], breaks=x["ticks"],
                            labels=[x.get("fmt", "{:g}").format(t) for t in x["ticks"]], expand=[0, 0])
p += theme_classic() + theme(text=element_text(family=font, size=spec.get("tick_pt", 13), color="black"),
                             axis_text=element_text(color="black"),
                             legend_position=spec.get("legend", "top"),
                             panel_grid_major_y=element_line(color="#d0d0d0", size=0.5) if spec.get("grid", True) else element_blank())
if kind == "hbar":
    p += coord_flip()
p += ggsize(*spec["size"])
ggsave(p, sys.argv[2], path=".")
"""


def letsplot(work: Path, name: str, spec: dict[str, Any]) -> Path:
    """Lets-Plot 4.11 (``ggsave`` to SVG, no browser): grouped bars (``position_dodge``),
    stacked bars, horizontal bars (``coord_flip``), a pie (``geom_pie`` with its values printed
    on the slices), an area with reference lines, lines with point shapes, or a scatter; axis
    breaks and labels set explicitly, no expansion of the y range. librsvg makes the PDF.
    spec: size, kind, cats | x {min, max, ticks}, y {min, max, ticks, fmt, dec}, xtitle, ytitle,
    series [{name, values, color, dash, shape}] (a pie: one series with ``colors``, one per
    category), legend (top | right | bottom | [x, y])."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    (work / "letsplot_run.py").write_text(_LETSPLOT, encoding="utf-8")
    run([LPPY, "letsplot_run.py", f"{name}.json", f"{name}.svg"], cwd=work)
    return svg_pdf(work, name)


# -- writer: PDF::Reuse with a resource dictionary per page ------------------------------------
_OWN_RESOURCES = r"""
import sys
from pdfrw import PdfDict, PdfReader, PdfWriter
pdf = PdfReader(sys.argv[1])
for page in pdf.pages:
    res = page.inheritable.Resources
    page.Resources = PdfDict(res) if res is not None else PdfDict()
    if res is not None and res.XObject is not None:
        page.Resources.XObject = PdfDict(res.XObject)
PdfWriter(sys.argv[1], trailer=pdf).write()
"""


def write_reuse_pages(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    """heldout16's PDF::Reuse writer (``writers16.pl``), then each page is given its own copy of
    the resource dictionary before the charts are stamped: PDF::Reuse lets all pages share one,
    so the stamp's ``/Chart1`` of page 2 replaced page 1's (a figure on page 1 showed page 2's
    chart). Same writer, same display list; only the resources are split."""
    _prepare(work, lay, fonts)  # type: ignore[arg-type]
    run(["perl", str(SRC16 / "writers16.pl"), "layout.json", "fonts.json", "raw.pdf", title_],
        cwd=work)  # fmt: skip
    (work / "own_resources.py").write_text(_OWN_RESOURCES, encoding="utf-8")
    run([WPY, "own_resources.py", "raw.pdf"], cwd=work)
    return _stamp_vector(work, lay, title_)
