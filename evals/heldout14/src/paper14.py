"""Shared helpers of the fourteenth held-out set's papers.

Blocks, truth and question helpers, heldout8's display-list layouter and heldout10's pdfrw stamp
come through heldout13's ``paper13`` (which imports heldout10's ``paper10`` and heldout11's
``paper11``); nothing is copied. This module adds this set's chart tool (**the Tk canvas**: a
Tcl/Tk 8.6 ``wish`` script draws the chart on a canvas under Xvfb and the canvas writes its own
PostScript, ``canvas postscript``; Ghostscript makes a cropped PDF, or a PNG for a raster chart)
and the runners of this set's writers (``writers14.py``: pydyf, PyFPDF 1.7.2).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parent
sys.path.insert(0, str(SRC.parent.parent / "heldout13" / "src"))

from common import run  # noqa: E402
from paper9 import comma, crop_ps, dotted, num, spaced  # noqa: E402,F401
from paper13 import (  # noqa: E402,F401  (re-exported for the papers)
    GOLD,
    SANS,
    SERIF,
    TIMES,
    WPY,
    _prepare,
    _stamp_vector,
    fig_truth,
    figure,
    h,
    layout,
    p,
    pts,
    q,
    qa_set,
    rng,
    svg_pdf,
    table,
    table_truth,
    title,
)

NODE = os.environ.get("HELDOUT14_NODE", "/tmp/heldout14-node")
PS_FONT = "Helvetica"  # Tk's PostScript names its fonts; Ghostscript substitutes Nimbus Sans


# -- charts: the Tk canvas -------------------------------------------------------------------------
def _tcl(s: str) -> str:
    return "{" + s.replace("{", "(").replace("}", ")") + "}"


def tk_chart(work: Path, name: str, spec: dict[str, Any], raster: bool = False) -> Path:
    """Draw a chart on a Tk canvas and let the canvas write PostScript.

    spec: size (w, h px); kind: line | bar | stacked | scatter; x: {"cats": [...]} or
    {"min", "max", "ticks"}; y: {"min", "max", "ticks"}; xtitle, ytitle; series: [{"name",
    "values" (per category, or (x, y) pairs for scatter/numeric lines), "color", "dash",
    "marker": circle|square|triangle|none, "open": bool}]; legend: "top" | "topleft" | "topright"
    | None; fmt: tick format. Values are mapped to canvas pixels here; Tk draws them."""
    W, H = spec["size"]
    L, R, T, B = spec.get("margins", (84, 22, 50 if spec.get("legend") == "top" else 20, 62))
    x0, x1, y0, y1 = L, W - R, H - B, T
    ys = spec["y"]
    fmt = spec.get("fmt", "{:g}")
    font = f"{{{PS_FONT} {spec.get('font', 15)}}}"  # the -font option: a Tcl list

    def Y(v: float) -> float:
        return y0 - (v - ys["min"]) / (ys["max"] - ys["min"]) * (y0 - y1)

    xs = spec["x"]
    cats = xs.get("cats")

    def X(v: float) -> float:
        if cats is not None:
            return x0 + (v + 0.5) / len(cats) * (x1 - x0)
        return x0 + (v - xs["min"]) / (xs["max"] - xs["min"]) * (x1 - x0)

    cmd = [f"canvas .c -width {W} -height {H} -background white -highlightthickness 0", "pack .c"]
    # grid and y ticks
    for t in ys["ticks"]:
        cmd.append(f".c create line {x0} {Y(t):.1f} {x1} {Y(t):.1f} -fill #d9d9d9 -width 1")
        cmd.append(
            f".c create text {x0 - 6} {Y(t):.1f} -text {_tcl(fmt.format(t))} -anchor e -font {font}"
        )
    cmd.append(f".c create rectangle {x0} {y1} {x1} {y0} -outline black -width 1")
    if cats is not None:
        for i, c in enumerate(cats):
            cmd.append(f".c create text {X(i):.1f} {y0 + 8} -text {_tcl(c)} -anchor n -font {font}")
    else:
        for t in xs["ticks"]:
            cmd.append(f".c create line {X(t):.1f} {y0} {X(t):.1f} {y0 + 5} -width 1")
            cmd.append(
                f".c create text {X(t):.1f} {y0 + 8} -text {_tcl(xs.get('fmt', '{:g}').format(t))} -anchor n -font {font}"
            )
    cmd.append(
        f".c create text {(x0 + x1) / 2:.1f} {H - 8} -text {_tcl(spec['xtitle'])} -anchor s -font {font}"
    )
    cmd.append(
        f".c create text 14 {(y0 + y1) / 2:.1f} -text {_tcl(spec['ytitle'])} -angle 90 -anchor n -font {font}"
    )
    series = spec["series"]
    kind = spec["kind"]
    n = len(series)
    if kind in ("bar", "stacked") and cats is not None:
        slot = (x1 - x0) / len(cats)
        bw = slot * spec.get("barfrac", 0.7) / (n if kind == "bar" else 1)
        for i in range(len(cats)):
            base = 0.0
            for k, s in enumerate(series):
                v = s["values"][i]
                if kind == "bar":
                    left = X(i) - n * bw / 2 + k * bw
                    top, bot = Y(v), Y(ys["min"])
                else:
                    left = X(i) - bw / 2
                    top, bot = Y(base + v), Y(base)
                    base += v
                cmd.append(
                    f".c create rectangle {left:.1f} {top:.1f} {left + bw:.1f} {bot:.1f} "
                    f"-fill {s['color']} -outline black -width 1"
                )
    else:
        for s in series:
            pts_ = (
                [(X(i), Y(v)) for i, v in enumerate(s["values"])]
                if cats is not None
                else [(X(a), Y(b)) for a, b in s["values"]]
            )
            if kind == "line":
                coords = " ".join(f"{a:.1f} {b:.1f}" for a, b in pts_)
                dash = f" -dash {{{s['dash']}}}" if s.get("dash") else ""
                cmd.append(f".c create line {coords} -fill {s['color']} -width 2{dash}")
            for a, b in pts_:
                cmd.append(_marker(a, b, s))
    leg = spec.get("legend")
    if leg:
        lx = {"top": x0, "topleft": x0 + 10, "topright": x1 - spec.get("legend_w", 150)}[leg]
        ly = 16 if leg == "top" else y1 + 14
        for s in series:
            if kind in ("bar", "stacked"):
                cmd.append(
                    f".c create rectangle {lx} {ly - 6} {lx + 14} {ly + 6} -fill {s['color']} -outline black"
                )
            else:
                dash = f" -dash {{{s['dash']}}}" if s.get("dash") else ""
                if kind == "line":
                    cmd.append(
                        f".c create line {lx - 4} {ly} {lx + 22} {ly} -fill {s['color']} -width 2{dash}"
                    )
                cmd.append(_marker(lx + 9, ly, s))
            cmd.append(
                f".c create text {lx + 30} {ly} -text {_tcl(s['name'])} -anchor w -font {font}"
            )
            if leg == "top":
                lx += 46 + 10.5 * len(s["name"])
            else:
                ly += 20
    # the X server's match for the family would be named in the PostScript (and replaced by
    # Courier where Ghostscript has no font of that name): map Tk's font to PostScript Helvetica
    size = spec.get("font", 15)
    cmd += [
        "update",
        f'set "fm({PS_FONT} {size})" [list {PS_FONT} {size}]',
        f".c postscript -file {name}.ps -width {W} -height {H} -fontmap fm",
        "exit",
    ]
    (work / f"{name}.tcl").write_text("\n".join(cmd) + "\n", encoding="utf-8")
    run(["xvfb-run", "-a", "wish", "-encoding", "utf-8", f"{name}.tcl"], cwd=work)
    pdf = crop_ps(work, f"{name}.ps", f"{name}.pdf")
    if not raster:
        return pdf
    run(["gs", "-q", "-dBATCH", "-dNOPAUSE", "-sDEVICE=png16m", "-r144", "-dTextAlphaBits=4",
         "-dGraphicsAlphaBits=4", f"-sOutputFile={name}.png", f"{name}.pdf"], cwd=work)  # fmt: skip
    return work / f"{name}.png"


def _marker(a: float, b: float, s: dict[str, Any]) -> str:
    m, r = s.get("marker", "circle"), s.get("r", 4.5)
    fill = "white" if s.get("open") else s["color"]
    style = f"-fill {fill} -outline {s['color']} -width 1.5"
    if m == "square":
        return f".c create rectangle {a - r:.1f} {b - r:.1f} {a + r:.1f} {b + r:.1f} {style}"
    if m == "triangle":
        return (f".c create polygon {a:.1f} {b - r - 1:.1f} {a - r - 1:.1f} {b + r:.1f} "
                f"{a + r + 1:.1f} {b + r:.1f} {style}")  # fmt: skip
    if m == "none":
        return ""
    return f".c create oval {a - r:.1f} {b - r:.1f} {a + r:.1f} {b + r:.1f} {style}"


def visx(work: Path, name: str, spec: dict[str, Any], raster_px: int | None = None) -> Path:
    """visx (Airbnb's React primitives: @visx/scale, @visx/shape, @visx/axis) rendered to an SVG
    by react-dom/server in node (``visx.mjs``, packages in ``$HELDOUT14_NODE``); librsvg makes the
    PDF. spec: size, kind (line | bar | stacked | hbar), cats, y {min, max, ticks}, xtitle,
    ytitle, series, legend (top | right | None), fmt ("comma" for decimal commas on the axis).
    ``raster_px``: a PNG of that width from librsvg instead (a raster chart, no text layer)."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["node", str(SRC / "visx.mjs"), f"{name}.json", f"{name}.svg"], cwd=work,
        env={"HELDOUT14_NODE": NODE})  # fmt: skip
    if raster_px:
        run(["rsvg-convert", "-f", "png", "-w", str(raster_px), "-o", f"{name}.png", f"{name}.svg"],
            cwd=work)  # fmt: skip
        return work / f"{name}.png"
    return svg_pdf(work, name)


# -- writers --------------------------------------------------------------------------------------
def write_pydyf(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    """pydyf: every PDF object built by ``writers14.py``; base-14 or embedded TrueType fonts."""
    _prepare(work, lay, fonts)
    run([WPY, str(SRC / "writers14.py"), "pydyf", "layout.json", "fonts.json", "raw.pdf", title_],
        cwd=work)  # fmt: skip
    return _stamp_vector(work, lay, title_)


def write_pyfpdf(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    """PyFPDF 1.7.2 (the original ``fpdf``): TrueType subsets with ``uni=True``."""
    _prepare(work, lay, fonts)
    run([WPY, str(SRC / "writers14.py"), "pyfpdf", "layout.json", "fonts.json", "raw.pdf", title_],
        cwd=work)  # fmt: skip
    return _stamp_vector(work, lay, title_)
