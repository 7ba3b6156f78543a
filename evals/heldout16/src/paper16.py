"""Shared helpers of the sixteenth held-out set's papers.

Blocks, truth and question helpers, heldout8's display-list layouter, heldout10's pdfrw stamp,
heldout14's pydyf writer and heldout15's Horde_Pdf writer come through heldout15's ``paper15``
(which imports heldout14's ``paper14`` and heldout13's ``paper13``); nothing is copied. This
module adds this set's writer runner (``writers16.pl``: **PDF::Reuse**, Perl, Debian's
``libpdf-reuse-perl``; core fonts or TrueType fonts embedded by ``prTTFont``) and its chart tool:
**pyqtgraph** (Debian's ``python3-pyqtgraph`` 0.13 on PyQt5, offscreen), whose ``SVGExporter``
writes the plot as SVG; librsvg makes the PDF that the stamp draws into the page (or a PNG for a
raster chart).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parent
sys.path.insert(0, str(SRC.parent.parent / "heldout15" / "src"))

from common import run  # noqa: E402
from paper15 import (  # noqa: E402,F401  (re-exported for the papers)
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
)

QPY = os.environ.get("HELDOUT16_QTPY", "/usr/bin/python3")  # the Python that has pyqtgraph
DEJAVU = "/usr/share/fonts/truetype/dejavu/"

# -- charts: pyqtgraph -------------------------------------------------------------------------
_PYQTGRAPH = r"""
import json, sys
import pyqtgraph as pg
import pyqtgraph.exporters as ex
from pyqtgraph.Qt import QtCore, QtGui, QtWidgets
spec = json.load(open(sys.argv[1], encoding="utf-8"))
app = QtWidgets.QApplication([])
pg.setConfigOption("background", "w")
pg.setConfigOption("foreground", "k")
pg.setConfigOption("antialias", True)
W, H = spec["size"]
win = pg.GraphicsLayoutWidget()
win.resize(W, H)
p = win.addPlot()
font = QtGui.QFont(spec.get("font", "DejaVu Sans"), spec.get("tick_pt", 10))
lab = {"font-size": f"{spec.get('label_pt', 11)}pt", "font-family": spec.get("font", "DejaVu Sans")}
for ax in ("left", "bottom"):
    p.getAxis(ax).setStyle(tickFont=font, tickLength=-6, hideOverlappingLabels=False)
    p.getAxis(ax).setPen(pg.mkPen("k", width=1))
    p.getAxis(ax).setTextPen(pg.mkPen("k"))
p.setLabel("left", spec["ytitle"], **lab)
p.setLabel("bottom", spec["xtitle"], **lab)
p.setMenuEnabled(False)
p.hideButtons()
leg = spec.get("legend", "topright")
if leg:
    anchor = {"topright": (-10, 10), "topleft": (70, 10)}[leg]
    L = p.addLegend(offset=anchor, labelTextSize=f"{spec.get('tick_pt', 10)}pt",
                    brush=pg.mkBrush(255, 255, 255, 230), pen=pg.mkPen(150, 150, 150))
kind = spec["kind"]
cats = spec.get("cats")
n = len(spec["series"])
base = [0.0] * (len(cats) if cats else 0)
for i, s in enumerate(spec["series"]):
    col = s["color"]
    if kind == "line" or kind == "scatter" or kind == "area":
        xs = list(range(len(cats))) if cats else [a for a, _ in s["values"]]
        ys = s["values"] if cats else [b for _, b in s["values"]]
        style = {"dash": QtCore.Qt.PenStyle.DashLine, "dot": QtCore.Qt.PenStyle.DotLine}.get(s.get("dash"), QtCore.Qt.PenStyle.SolidLine)
        pen = None if kind == "scatter" else pg.mkPen(col, width=s.get("width", 2.2), style=style)
        kw = {}
        if s.get("symbol"):
            kw = {"symbol": s["symbol"], "symbolSize": s.get("size", 8), "symbolBrush": col if not s.get("open") else "w",
                  "symbolPen": pg.mkPen(col, width=1.5)}
        if s.get("fill"):
            kw.update(fillLevel=spec["y"]["min"], brush=pg.mkBrush(*s["fill"]))
        p.plot(xs, ys, pen=pen, name=s["name"], **kw)
    elif kind == "bar":
        w = 0.8 / n
        xs = [k - 0.4 + w * (i + 0.5) for k in range(len(cats))]
        p.addItem(pg.BarGraphItem(x=xs, height=s["values"], width=w * 0.92, brush=col, pen=pg.mkPen("k", width=0.6), name=s["name"]))
    elif kind == "stacked":
        p.addItem(pg.BarGraphItem(x=list(range(len(cats))), y0=list(base), height=s["values"], width=0.6, brush=col, pen=pg.mkPen("k", width=0.6), name=s["name"]))
        base = [b + v for b, v in zip(base, s["values"])]
y = spec["y"]
eps = (y["max"] - y["min"]) * 0.04  # pyqtgraph drops a tick label that sits on the range's edge
p.setYRange(y["min"] - eps, y["max"] + eps, padding=0)
p.getAxis("left").setTicks([[(t, y.get("fmt", "{:g}").format(t).replace(".", y.get("dec", "."))) for t in y["ticks"]], []])
if cats:
    p.setXRange(-0.6, len(cats) - 0.4, padding=0)
    p.getAxis("bottom").setTicks([[(k, c) for k, c in enumerate(cats)], []])
else:
    x = spec["x"]
    p.setXRange(x["min"], x["max"], padding=0)
    p.getAxis("bottom").setTicks([[(t, x.get("fmt", "{:g}").format(t)) for t in x["ticks"]], []])
if spec.get("grid", True):
    p.showGrid(x=False, y=True, alpha=0.25)
win.show()
for _ in range(5):
    app.processEvents()
if len(sys.argv) > 3:
    e = ex.ImageExporter(win.scene())
    e.parameters()["width"] = int(sys.argv[3])
    e.export(sys.argv[2])
else:
    ex.SVGExporter(win.scene()).export(sys.argv[2])
"""


def pyqtgraph(work: Path, name: str, spec: dict[str, Any], raster_px: int | None = None) -> Path:
    """pyqtgraph 0.13 (PyQt5, ``QT_QPA_PLATFORM=offscreen``): lines (with symbols, dashes),
    scatter, filled areas, grouped bars (one ``BarGraphItem`` per series, offset) or stacked bars
    (``BarGraphItem`` with ``y0``); axis ticks set explicitly (``setTicks``), y range fixed
    without padding. ``SVGExporter`` writes the scene; librsvg makes the PDF. With ``raster_px``
    pyqtgraph's own ``ImageExporter`` writes a PNG of that width (no text layer).
    spec: size, kind, cats | x {min, max, ticks}, y {min, max, ticks, fmt, dec}, xtitle, ytitle,
    series [{name, values, color, dash, symbol, open, fill}], legend (topright | topleft | None)."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    (work / "pyqtgraph_run.py").write_text(_PYQTGRAPH, encoding="utf-8")
    env = {
        "QT_QPA_PLATFORM": "offscreen",
        "PYQTGRAPH_QT_LIB": "PyQt5",
        "XDG_RUNTIME_DIR": str(work),
    }
    if raster_px:
        run(
            [QPY, "pyqtgraph_run.py", f"{name}.json", f"{name}.png", str(raster_px)],
            cwd=work,
            env=env,
        )
        return work / f"{name}.png"
    run([QPY, "pyqtgraph_run.py", f"{name}.json", f"{name}.svg"], cwd=work, env=env)
    return svg_pdf(work, name)


# -- writer -----------------------------------------------------------------------------------
def write_reuse(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    """PDF::Reuse (Perl): ``prText`` on the baseline, ``prAdd`` for rules and shading; core
    fonts (WinAnsi, not embedded) or ``prTTFont`` TrueType fonts; then the vector charts are
    stamped by heldout10's pdfrw stamp (PDF::Reuse places JPEG images only)."""
    _prepare(work, lay, fonts)  # type: ignore[arg-type]
    run(["perl", str(SRC / "writers16.pl"), "layout.json", "fonts.json", "raw.pdf", title_],
        cwd=work)  # fmt: skip
    return _stamp_vector(work, lay, title_)


# -- charts: Yorick (Gist) ----------------------------------------------------------------------
def _ystr(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _yarr(v: list[float]) -> str:
    return "[" + ",".join(f"{float(a):g}" for a in v) + "]"


def yorick(work: Path, name: str, spec: dict[str, Any]) -> Path:
    """**Yorick** 2.2 (Debian's ``yorick``): its Gist graphics draw the chart into a PostScript
    hardcopy (``hcp_file``; Gist's own PostScript writer, Helvetica text) in batch mode;
    Ghostscript crops and distils it (heldout9's ``crop_ps``). Lines are ``plg`` (``type`` 1
    solid, 2 dashed, 3 dotted); bars are ``plfp`` filled polygons. The category axis has Gist's
    numeric tick labels switched off in the style (``ticks.horiz.flags``) and the categories
    written by ``plt`` in world coordinates; the legend is drawn with ``pldj``/``plfp`` and ``plt``.
    spec: kind (line | bar), cats, y {min, max}, xtitle, ytitle, series [{name, values, rgb, type}],
    legend: (x, y) of its first entry in world coordinates."""
    from paper9 import crop_ps

    y0, y1 = spec["y"]["min"], spec["y"]["max"]
    cats = spec["cats"]
    n = len(cats)
    dy = y1 - y0
    L = [
        f'window, 0, display="", hcp="{name}.ps", dpi=100, style="boxed.gs", legends=0;',
        "get_style, land, sys, leg, cleg;",
        "sys(1).ticks.horiz.flags = sys(1).ticks.horiz.flags & ~0x060;",
        "sys(1).ticks.vert.gridLevel = 1;",
        "set_style, land, sys, leg, cleg;",
    ]
    lx, ly = spec["legend"]
    for i, s in enumerate(spec["series"]):
        r, g, b = s["rgb"]
        col = f"[char({r}),char({g}),char({b})]"
        if spec["kind"] == "line":
            L.append(f"plg, {_yarr(s['values'])}, {_yarr(list(range(1, n + 1)))}, color={col}, "
                     f"width={s.get('width', 5)}, type={s.get('type', 1)}, marks=0;")  # fmt: skip
            L.append(f"pldj, {lx}, {ly - i * dy * 0.07}, {lx + 0.35}, {ly - i * dy * 0.07}, color={col}, "
                     f"width={s.get('width', 5)}, type={s.get('type', 1)};")  # fmt: skip
        else:
            k = len(spec["series"])
            w = 0.8 / k
            for j, v in enumerate(s["values"]):
                xa = j + 1 - 0.4 + w * i
                L.append(
                    f"plfp, [{col}](,,1), {_yarr([y0, y0, v, v])}, {_yarr([xa, xa + w * 0.9, xa + w * 0.9, xa])}, [4], edges=1;"
                )
            L.append(f"plfp, [{col}](,,1), {_yarr([ly - i * dy * 0.07 - dy * 0.02] * 2 + [ly - i * dy * 0.07 + dy * 0.02] * 2)}, "
                     f"{_yarr([lx, lx + 0.2, lx + 0.2, lx])}, [4], edges=1;")  # fmt: skip
        L.append(
            f'plt, {_ystr(s["name"])}, {lx + 0.42}, {ly - i * dy * 0.07}, tosys=1, justify="LH", height=11;'
        )
    L += [f"limits, 0.4, {n + 0.6}, {y0}, {y1};", "vp = viewport();"]
    for j, c in enumerate(
        cats
    ):  # below the frame, in NDC (world text outside the limits is clipped)
        L.append(f"plt, {_ystr(c)}, vp(1) + ({j + 1} - 0.4) / {n + 0.2} * (vp(2) - vp(1)), vp(3) - 0.008, "
                 "justify=\"CT\", height=11;")  # fmt: skip
    L += [f"xytitles, {_ystr(spec['xtitle'])}, {_ystr(spec['ytitle'])}, [0., -0.012];",
          "hcp; hcp_finish;", "quit;"]  # fmt: skip
    (work / f"{name}.i").write_text("\n".join(L) + "\n", encoding="latin-1")
    run(["yorick", "-batch", f"{name}.i"], cwd=work)
    crop_ps(work, f"{name}.ps", f"{name}-page.pdf")
    return _crop_pdf(work, f"{name}-page.pdf", f"{name}.pdf")


def _crop_pdf(work: Path, src: str, out: str) -> Path:
    """Gist's PostScript sets its own page, so ``-dEPSCrop`` keeps an A4 page: measure the
    drawing with Ghostscript's bbox device and copy it onto a page of that size (PyMuPDF's
    ``show_pdf_page``: a form XObject, vectors and text kept)."""
    import re
    import subprocess

    import pymupdf

    res = subprocess.run(["gs", "-q", "-dBATCH", "-dNOPAUSE", "-sDEVICE=bbox", src], cwd=work,
                         capture_output=True, text=True)  # fmt: skip
    m = re.search(r"%%HiResBoundingBox:\s*(\S+) (\S+) (\S+) (\S+)", res.stderr)
    assert m, res.stderr
    x0, y0, x1, y1 = (float(v) for v in m.groups())
    with pymupdf.open(work / src) as doc:
        H = doc[0].rect.height
        clip = pymupdf.Rect(x0 - 4, H - y1 - 4, x1 + 4, H - y0 + 4)
        new = pymupdf.open()
        pg = new.new_page(width=clip.width, height=clip.height)
        pg.show_pdf_page(pg.rect, doc, 0, clip=clip)
        new.save(work / out)
    return work / out
