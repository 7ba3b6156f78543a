"""Vector charts for the eighth held-out set, drawn by **PLplot** 5.15 (``python3-plplot``, the
``pdfcairo`` driver: Pango lays out the labels, so Georgian and Persian are shaped).

Usage (Debian's python3, where plplot lives): /usr/bin/python3 plchart.py spec.json

The spec names the chart type (``line``, ``bar`` grouped or stacked, or ``scatter``), the axes (optional
``log`` y, optional second y axis ``y2``), the series with their data, and where the legend goes
(world coordinates of its top-left corner); the legend is drawn with PLplot's own lines, symbols
and ``plptex`` text. Every number plotted is the data the spec carries.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import numpy as np
import plplot as pl

COLORS = [(0, 0, 0), (200, 30, 30), (30, 70, 190), (20, 130, 60), (120, 120, 120), (230, 140, 0)]


def main(path: str) -> None:
    spec = json.loads(Path(path).read_text(encoding="utf-8"))
    w, h = spec.get("size", [520, 320])
    pl.plsdev(spec.get("device", "pdfcairo"))
    pl.plsfnam(spec["out"])
    pl.plspage(0, 0, int(w), int(h), 0, 0)
    pl.plscolbg(255, 255, 255)
    for i, c in enumerate(COLORS):
        pl.plscol0(i + 1, *c)
    pl.plsfont(pl.PL_FCI_SANS, -1, -1)
    if spec.get("ydigmax"):
        pl.plsyax(spec["ydigmax"], 0)
    pl.plinit()
    pl.pladv(0)
    pl.plschr(0, spec.get("chr", 0.85))
    right = 0.86 if spec.get("y2") else 0.96
    pl.plvpor(0.12, right, 0.16, 0.93)
    x, y = spec["x"], spec["y"]
    ylog = y.get("log", False)

    def ty(v: float, ax: dict) -> float:
        return math.log10(v) if ax.get("log") else v

    cats = x.get("categories")
    if cats:
        x0, x1 = -0.6, len(cats) - 0.4
    else:
        x0, x1 = x["min"], x["max"]
    pl.plwind(x0, x1, ty(y["min"], y), ty(y["max"], y))
    pl.plcol0(1)
    pl.plwidth(0.8)
    yopt = "bnstv" + ("l" if ylog else "") + ("" if spec.get("y2") else "c")
    if cats:
        pl.plbox("bc", 0, 0, yopt, y.get("step", 0), y.get("minor", 0))
        for i, c in enumerate(cats):
            pl.plmtex("b", 1.6, (i - x0) / (x1 - x0), 0.5, c)
    else:
        pl.plbox(
            "bcnst", x.get("step", 0), x.get("minor", 0), yopt, y.get("step", 0), y.get("minor", 0)
        )
    pl.pllab(x.get("title", ""), y.get("title", ""), "")
    series = spec["series"]
    nb = sum(1 for s in series if s.get("kind", spec["type"]) == "bar")
    bw = 0.8 / max(nb, 1)
    bi = 0
    drawn = []
    for k, s in enumerate(series):
        ax = spec["y2"] if s.get("axis") == "y2" else y
        if s.get("axis") == "y2":
            pl.plwind(x0, x1, ty(ax["min"], ax), ty(ax["max"], ax))
        col = s.get("color", k + 1)
        pl.plcol0(col)
        kind = s.get("kind", spec["type"])
        xs = np.array(s["xs"] if "xs" in s else range(len(s["ys"])), dtype=float)
        ys = np.array([ty(v, ax) for v in s["ys"]], dtype=float)
        if kind == "bar":
            stacked = spec.get("stacked", False)
            off = 0.0 if stacked else -0.4 + bw * bi + bw / 2
            width = 0.6 if stacked else bw
            if stacked and bi == 0:
                base = np.zeros(len(ys))
            for n, (xv, yv) in enumerate(zip(xs, ys, strict=True)):
                lo = base[n] if stacked else ty(ax["min"], ax)
                hi = lo + yv if stacked else yv
                if stacked:
                    base[n] = hi
                bx = np.array(
                    [
                        xv + off - width / 2,
                        xv + off - width / 2,
                        xv + off + width / 2,
                        xv + off + width / 2,
                    ]
                )
                by = np.array([lo, hi, hi, lo])
                pl.plcol0(col)
                pl.plfill(bx, by)
                pl.plcol0(1)
                pl.plline(np.append(bx, bx[0]), np.append(by, by[0]))
            bi += 1
        else:
            if kind == "line":
                pl.pllsty(s.get("style", 1))
                pl.plwidth(s.get("width", 1.4))
                pl.plline(xs, ys)
                pl.pllsty(1)
            pl.plwidth(1.0)
            if s.get("marker") is not None:
                pl.plssym(0, s.get("msize", 1.0))
                pl.plpoin(xs, ys, s["marker"])
        drawn.append((s, col, kind))
        if s.get("axis") == "y2":
            pl.plwind(x0, x1, ty(y["min"], y), ty(y["max"], y))
    if spec.get("y2"):
        a2 = spec["y2"]
        pl.plwind(x0, x1, ty(a2["min"], a2), ty(a2["max"], a2))
        pl.plcol0(a2.get("color", 1))
        pl.plbox("", 0, 0, "cmstv" + ("l" if a2.get("log") else ""), a2.get("step", 0), 0)
        pl.plmtex("r", 4.0, 0.5, 0.5, a2.get("title", ""))
        pl.plwind(x0, x1, ty(y["min"], y), ty(y["max"], y))
        pl.plcol0(1)
    leg = spec.get("legend")
    if leg:
        lx, lyv = leg["x"], leg["y"]
        dy = leg["dy"]
        dx = leg["len"]
        for j, (s, col, kind) in enumerate(drawn):
            yy = ty(lyv, y) - j * dy
            pl.plcol0(col)
            if kind == "bar":
                hh = dy * 0.3
                pl.plfill(
                    np.array([lx, lx, lx + dx, lx + dx]),
                    np.array([yy - hh, yy + hh, yy + hh, yy - hh]),
                )
            elif kind == "line":
                pl.pllsty(s.get("style", 1))
                pl.plwidth(s.get("width", 1.4))
                pl.plline(np.array([lx, lx + dx]), np.array([yy, yy]))
                pl.pllsty(1)
                pl.plwidth(1.0)
            if s.get("marker") is not None and kind != "bar":
                pl.plpoin(np.array([lx + dx / 2]), np.array([yy]), s["marker"])
            pl.plcol0(1)
            just = leg.get("just", 0.0)
            tx = lx + dx * 1.25 if just == 0.0 else lx - dx * 0.25
            pl.plptex(tx, yy - dy * 0.12, 1, 0, just, s["name"])
    pl.plend()


if __name__ == "__main__":
    main(sys.argv[1])
