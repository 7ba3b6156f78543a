"""Shared helpers of the seventeenth held-out set's papers.

Blocks, truth and question helpers, heldout8's display-list layouter, heldout10's pdfrw stamp,
heldout14's pydyf writer, heldout15's Horde_Pdf writer and heldout16's PDF::Reuse writer come
through heldout16's ``paper16`` (which imports ``paper15``, ``paper14`` and ``paper13``); nothing
is copied. This module adds this set's chart tool, **PythonQwt** (Debian's ``python3-qwt``
0.10, the Qwt plot widgets on PyQt5, offscreen), whose ``QwtPlotRenderer`` writes each chart as
a PDF through Qt's ``QPrinter``, which the stamp draws into the page; and ``write_reuse_pages``,
heldout16's PDF::Reuse writer with a resource dictionary per page.
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

QPY = os.environ.get("HELDOUT17_QTPY", "/usr/bin/python3")  # the Python that has PythonQwt

# -- charts: PythonQwt -------------------------------------------------------------------------
_QWT = r"""
import json, sys
from qtpy.QtWidgets import QApplication
from qtpy.QtGui import QColor, QPen, QBrush, QFont
from qtpy.QtCore import Qt, QSizeF, QPointF
from qwt import (QwtPlot, QwtPlotCurve, QwtPlotGrid, QwtPlotMarker, QwtSymbol, QwtScaleDiv, QwtScaleDraw,
                 QwtText, QwtPlotRenderer, QwtPlotItem)

spec = json.load(open(sys.argv[1], encoding="utf-8"))
app = QApplication([])
kind = spec["kind"]
cats = spec.get("cats")
font = QFont(spec.get("font", "DejaVu Sans"), spec.get("tick_pt", 10))
tfont = QFont(spec.get("font", "DejaVu Sans"), spec.get("label_pt", 11))
plot = QwtPlot()
plot.setCanvasBackground(Qt.white)
plot.setAutoFillBackground(True)
pal = plot.palette(); pal.setColor(plot.backgroundRole(), Qt.white); plot.setPalette(pal)
horiz = kind == "hbar"
CAT_AX, VAL_AX = (QwtPlot.yLeft, QwtPlot.xBottom) if horiz else (QwtPlot.xBottom, QwtPlot.yLeft)


class Labels(QwtScaleDraw):
    def __init__(self, labels):
        super().__init__()
        self.labels = labels
    def label(self, v):
        k = int(round(v))
        return QwtText(self.labels.get(k, "")) if abs(v - k) < 1e-6 else QwtText("")


y = spec["y"]
fmt, dec = y.get("fmt", "{:g}"), y.get("dec", ".")
vl = {i: fmt.format(t).replace(".", dec) for i, t in enumerate(y["ticks"])}


class ValueLabels(QwtScaleDraw):
    def label(self, v):
        for t in y["ticks"]:
            if abs(v - t) < 1e-9 * max(1, abs(t)):
                return QwtText(fmt.format(t).replace(".", dec))
        return QwtText("")


plot.setAxisScaleDiv(VAL_AX, QwtScaleDiv(y["min"], y["max"], [], [], list(y["ticks"])))
plot.setAxisScaleDraw(VAL_AX, ValueLabels())
if cats:
    n = len(cats)
    order = list(range(n))
    pos = {k: (n - 1 - k if horiz else k) for k in order}  # hbar: first category at the top
    plot.setAxisScaleDiv(CAT_AX, QwtScaleDiv(-0.6, n - 0.4, [], [], [float(pos[k]) for k in order]))
    plot.setAxisScaleDraw(CAT_AX, Labels({pos[k]: c for k, c in enumerate(cats)}))
else:
    x = spec["x"]
    pos = None
    plot.setAxisScaleDiv(QwtPlot.xBottom, QwtScaleDiv(x["min"], x["max"], [], [], list(x["ticks"])))
    xf = x.get("fmt", "{:g}")
    class XLabels(QwtScaleDraw):
        def label(self, v):
            for t in x["ticks"]:
                if abs(v - t) < 1e-9 * max(1, abs(t)):
                    return QwtText(xf.format(t))
            return QwtText("")
    plot.setAxisScaleDraw(QwtPlot.xBottom, XLabels())
for ax in (QwtPlot.xBottom, QwtPlot.yLeft):
    plot.setAxisFont(ax, font)
    sd = plot.axisScaleDraw(ax)
    sd.setTickLength(QwtScaleDiv.MinorTick, 0); sd.setTickLength(QwtScaleDiv.MediumTick, 0)
    sd.setTickLength(QwtScaleDiv.MajorTick, 5)
def title(ax, s):
    t = QwtText(s); t.setFont(tfont); plot.setAxisTitle(ax, t)
title(QwtPlot.xBottom, spec["ytitle"] if horiz else spec["xtitle"])
title(QwtPlot.yLeft, spec["xtitle"] if horiz else spec["ytitle"])
if spec.get("grid", True):
    g = QwtPlotGrid()
    g.enableX(horiz); g.enableY(not horiz)
    g.setMajorPen(QPen(QColor(210, 210, 210), 0.8, Qt.DotLine))
    g.attach(plot)

DASH = {"dash": Qt.DashLine, "dot": Qt.DotLine, None: Qt.SolidLine}
SYM = {"o": QwtSymbol.Ellipse, "s": QwtSymbol.Rect, "t": QwtSymbol.Triangle, "d": QwtSymbol.Diamond, "x": QwtSymbol.XCross}


def poly(name, pts_, color, base, legend, horizontal=False):
    c = QwtPlotCurve(name)
    c.setPen(QPen(QColor("black"), 0.7))
    c.setBrush(QBrush(QColor(color)))
    c.setBaseline(base)
    if horizontal:
        c.setOrientation(Qt.Vertical)
    c.setData([a for a, _ in pts_], [b for _, b in pts_])
    c.attach(plot)


series = spec["series"]
k = len(series)
base = [y["min"]] * (len(cats) if cats else 0)
for i, s in enumerate(series):
    col = s["color"]
    if kind in ("bar", "stacked", "hbar"):
        w = 0.8 / k if kind == "bar" else 0.6
        for j, v in enumerate(s["values"]):
            c0 = pos[j] - 0.4 + w * i + w * 0.04 if kind == "bar" else pos[j] - 0.3
            c1 = c0 + (w * 0.92 if kind == "bar" else 0.6)
            b0 = base[j] if kind == "stacked" else y["min"]
            top = b0 + v if kind == "stacked" else v
            if horiz:  # x = value, y = category
                poly(s["name"], [(b0, c0), (top, c0), (top, c1), (b0, c1)], col, b0, j == 0 and k > 1, True)
            else:
                poly(s["name"], [(c0, b0), (c0, top), (c1, top), (c1, b0)], col, b0, j == 0)
        if kind == "stacked":
            base = [b + v for b, v in zip(base, s["values"])]
    else:
        xs = [pos[j] for j in range(len(cats))] if cats else [a for a, _ in s["values"]]
        ys = s["values"] if cats else [b for _, b in s["values"]]
        c = QwtPlotCurve(s["name"])
        if kind == "scatter":
            c.setStyle(QwtPlotCurve.NoCurve)
        else:
            c.setPen(QPen(QColor(col), s.get("width", 2.0), DASH[s.get("dash")]))
        if s.get("fill"):
            c.setBrush(QBrush(QColor(*s["fill"])))
            c.setBaseline(y["min"])
        if s.get("symbol"):
            sym = QwtSymbol(SYM[s["symbol"]], QBrush(QColor("white") if s.get("open") else QColor(col)),
                            QPen(QColor(col), 1.5), QSizeF(s.get("size", 8), s.get("size", 8)))
            c.setSymbol(sym)
        c.setRenderHint(QwtPlotItem.RenderAntialiased, True)
        c.setData(xs, ys)
        c.attach(plot)
# Legend drawn in the canvas, in data coordinates (PythonQwt 0.10's QwtLegend fails on symbol
# and brush icons): per series a swatch (a short line with its symbol, or a small box) and a label.
leg = spec.get("legend")
if leg:
    lx, ly = leg["x"], leg["y"]
    sw, dy = leg.get("w", 0.35), (y["max"] - y["min"]) * leg.get("step", 0.075)
    for i, s in enumerate(series):
        yy = ly - i * dy
        if kind in ("bar", "stacked"):
            h2 = dy * 0.28
            poly(s["name"], [(lx, yy - h2), (lx, yy + h2), (lx + sw * 0.6, yy + h2), (lx + sw * 0.6, yy - h2)], s["color"], yy - h2, False)
        else:
            if kind != "scatter":
                c = QwtPlotCurve(); c.setPen(QPen(QColor(s["color"]), s.get("width", 2.0), DASH[s.get("dash")]))
                c.setData([lx, lx + sw], [yy, yy]); c.attach(plot)
            if s.get("symbol"):
                c = QwtPlotCurve(); c.setStyle(QwtPlotCurve.NoCurve)
                c.setSymbol(QwtSymbol(SYM[s["symbol"]], QBrush(QColor("white") if s.get("open") else QColor(s["color"])),
                                      QPen(QColor(s["color"]), 1.5), QSizeF(s.get("size", 8), s.get("size", 8))))
                c.setData([lx + sw / 2], [yy]); c.attach(plot)
            if s.get("fill"):
                h2 = dy * 0.28
                poly(s["name"], [(lx, yy - h2), (lx, yy + h2), (lx + sw, yy + h2), (lx + sw, yy - h2)],
                     QColor(*s["fill"]).name(), yy - h2, False)
        m = QwtPlotMarker()
        t = QwtText(s["name"]); t.setFont(font)
        m.setLabel(t); m.setLabelAlignment(Qt.AlignRight | Qt.AlignVCenter)
        m.setValue(lx + sw * 1.15, yy); m.attach(plot)
if cats and horiz:  # PythonQwt sizes the category axis before its labels are known: reserve their width
    from qtpy.QtGui import QFontMetrics
    plot.axisScaleDraw(CAT_AX).setMinimumExtent(max(QFontMetrics(font).horizontalAdvance(c) for c in cats) + 12)
plot.setContentsMargins(6, 12, 16, 4)
plot.replot()
W, H = spec["size"]
r = QwtPlotRenderer()
r.setDiscardFlag(QwtPlotRenderer.DiscardBackground, True)
r.setDiscardFlag(QwtPlotRenderer.DiscardCanvasBackground, True)
r.renderDocument(plot, sys.argv[2], (W * 25.4 / 96, H * 25.4 / 96), resolution=96)
"""


def qwt(work: Path, name: str, spec: dict[str, Any]) -> Path:
    """**PythonQwt** 0.10 (Debian's ``python3-qwt``, the Python port of the Qwt widgets, on
    PyQt5 offscreen): a ``QwtPlot`` with ``QwtPlotCurve`` lines (pens, dashes, ``QwtSymbol``
    markers) or scatter, filled areas (a curve with a brush down to its baseline), and bars drawn
    as filled curve polygons (grouped, stacked or horizontal); category axes are a
    ``QwtScaleDraw`` that names the integer ticks; scale divisions set explicitly
    (``QwtScaleDiv``). ``QwtPlotRenderer.renderDocument`` writes the PDF through Qt's
    ``QPrinter`` (Qt's own PDF engine, fonts embedded). The legend is drawn in the canvas
    (swatch curves and ``QwtPlotMarker`` labels, in data coordinates): PythonQwt 0.10's
    ``QwtLegend`` fails on symbol and brush icons.
    spec: size (px at 96 dpi), kind (line | scatter | bar | stacked | hbar), cats |
    x {min, max, ticks, fmt}, y {min, max, ticks, fmt, dec}, xtitle, ytitle, series [{name,
    values, color, dash (dash | dot), symbol (o | s | t | d | x), open, size, fill (r, g, b, a)}],
    legend {x, y, w, step} in data coordinates or None."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    (work / "qwt_run.py").write_text(_QWT, encoding="utf-8")
    rt = work / "xdg"
    rt.mkdir(mode=0o700, exist_ok=True)
    run([QPY, "qwt_run.py", f"{name}.json", f"{name}.pdf"], cwd=work,
        env={"QT_QPA_PLATFORM": "offscreen", "QT_API": "pyqt5", "XDG_RUNTIME_DIR": str(rt)})  # fmt: skip
    return work / f"{name}.pdf"


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
