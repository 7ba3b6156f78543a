"""Shared helpers of the eleventh held-out set's papers.

The neutral blocks, truth helpers, question helpers and the display-list layouter are imported
from heldout10's ``paper10`` (which imports heldout9's ``paper9`` and ``layout9``, itself held-out
8's ``layout8``); nothing is copied. This module adds this set's chart tools (Victory rendered on
the server, SVG::TT::Graph, Perl's Chart for the raster chart, JFreeChart specs drawn by the
FreeHEP writer) and the writer runners (pyHanko, FreeHEP, Origami, PDF::Builder, CamlPDF;
PlutoPrint lays its paper out itself).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parent
H10 = SRC.parent.parent / "heldout10" / "src"
import sys  # noqa: E402

sys.path.insert(0, str(H10))

import pymupdf  # noqa: E402
from common import run  # noqa: E402
from paper10 import (  # noqa: E402,F401  (re-exported for the papers)
    H9,
    SANS,
    SERIF,
    charts_in,
    comma,
    dotted,
    fig_truth,
    figure,
    h,
    layout,
    num,
    p,
    placeholder_png,
    pts,
    q,
    qa_set,
    rng,
    save_layout,
    spaced,
    svg_pdf,
    table,
    table_truth,
    title,
)

VENV = os.environ.get("HELDOUT11_VENV", "/tmp/heldout11-venv")
WPY = str(Path(VENV) / "bin" / "python")
NODE = os.environ.get("HELDOUT11_NODE", "/tmp/heldout11-node")
BIN = Path(os.environ.get("HELDOUT11_BIN", "/tmp/heldout11-bin"))
JARS = ["freehep-graphicsio-pdf", "freehep-graphicsio", "freehep-graphics2d",
        "freehep-graphicsbase", "freehep-io", "freehep-util", "jfreechart", "jcommon"]  # fmt: skip
CLASSPATH = ":".join(f"/usr/share/java/{j}.jar" for j in JARS)
TIMES = {"R": "tiro", "B": "tibo", "I": "tiit"}  # base-14 metrics (PyMuPDF names)
HELV = {"R": "helv", "B": "hebo", "I": "heit"}


# -- charts ---------------------------------------------------------------------------------------
def victory(work: Path, name: str, spec: dict[str, Any]) -> Path:
    """Victory (React, rendered by react-dom/server in node) -> SVG -> PDF by librsvg."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["node", str(SRC / "victory.mjs"), f"{name}.json", f"{name}.svg"], cwd=work,
        env={"HELDOUT11_NODE": NODE})  # fmt: skip
    return svg_pdf(work, name)


def svgtt(work: Path, name: str, body: str) -> Path:
    """SVG::TT::Graph (Perl): ``body`` builds ``$g``; its SVG becomes a PDF by librsvg."""
    script = ("use strict; use warnings; use utf8;\n" + body +
              f"\nopen(my $o, '>:utf8', '{name}.svg') or die; print $o $g->burn(); close $o;\n")  # fmt: skip
    (work / f"{name}.pl").write_text(script, encoding="utf-8")
    run(["perl", f"{name}.pl"], cwd=work)
    return svg_pdf(work, name)


def chart_png(work: Path, name: str, body: str) -> Path:
    """Perl's Chart (Chart::Lines and friends, drawn by GD): ``body`` builds ``$c`` and
    ``@data``; a PNG placed as a raster picture."""
    script = f"use strict; use warnings;\n{body}\n$c->png('{name}.png', \\@data);\n"
    (work / f"{name}.pl").write_text(script, encoding="utf-8")
    run(["perl", f"{name}.pl"], cwd=work)
    return work / f"{name}.png"


def jfc(work: Path, name: str, spec: dict[str, str], series: list[tuple[str, str]],
        size: tuple[float, float]) -> Path:  # fmt: skip
    """A JFreeChart spec (``name.jfc``) for the FreeHEP writer, which draws the chart in place;
    ``name.pdf`` is an empty page of the chart's proportions for the layouter."""
    lines = [f"{k}\t{v}" for k, v in spec.items()] + [f"SERIES\t{n}\t{v}" for n, v in series]
    (work / f"{name}.jfc").write_text("\n".join(lines) + "\n", encoding="utf-8")
    doc = pymupdf.open()
    doc.new_page(width=size[0], height=size[1])
    doc.save(work / f"{name}.pdf")
    return work / f"{name}.pdf"


# -- writers --------------------------------------------------------------------------------------
def _fonts(work: Path, fonts: dict[str, str]) -> None:
    (work / "fonts.json").write_text(json.dumps(fonts), encoding="utf-8")


def stamp(work: Path, raw: str, title_: str) -> Path:
    """heldout10's pdfrw stamp: each chart PDF drawn as a form XObject into its layout box."""
    run([WPY, str(H10 / "writers10.py"), "stamp", "layout.json", raw, "paper.pdf", title_],
        cwd=work)  # fmt: skip
    return work / "paper.pdf"


def write_pyhanko(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    _fonts(work, fonts)
    run([WPY, str(SRC / "writers11.py"), "pyhanko", "layout.json", "fonts.json", "paper.pdf",
         title_], cwd=work)  # fmt: skip
    return work / "paper.pdf"


def _tsv(lay: dict, out: Path, encoding: str, charts: bool) -> None:
    rows = []
    for pg in lay["pages"]:
        rows.append(f"PAGE\t{pg['w']}\t{pg['h']}")
        for op in pg["ops"]:
            if op["t"] == "text":
                rows.append(f"TEXT\t{op['x']}\t{op['y']}\t{op['f']}\t{op['z']}\t"
                            + ("L\t" if charts else "") + op["s"])  # fmt: skip
            elif op["t"] == "line":
                rows.append(f"LINE\t{op['x1']}\t{op['y1']}\t{op['x2']}\t{op['y2']}\t{op['w']}")
            elif op["t"] == "rect":
                rows.append(f"RECT\t{op['x']}\t{op['y']}\t{op['w']}\t{op['h']}\t{op['g']}")
            elif op["t"] == "chart" and charts:
                jf = str(Path(op["file"]).with_suffix(".jfc"))
                rows.append(f"CHART\t{op['x']}\t{op['y']}\t{op['w']}\t{op['h']}\t{jf}")
    out.write_text("\n".join(rows) + "\n", encoding=encoding)


def _compiled(src: Path, cmd: list[str], name: str) -> Path:
    """Compile a writer once per source version (into $HELDOUT11_BIN/<name>-<hash>)."""
    tag = hashlib.sha1(src.read_bytes()).hexdigest()[:10]
    out = BIN / f"{name}-{tag}"
    if not (out / "ok").exists():
        out.mkdir(parents=True, exist_ok=True)
        (out / src.name).write_bytes(src.read_bytes())
        run(cmd, cwd=out)
        (out / "ok").write_text("compiled\n")
    return out


def write_freehep(work: Path, lay: dict, title_: str) -> Path:
    src = SRC / "java" / "FreehepWriter.java"
    cls = _compiled(src, ["javac", "-nowarn", "-d", ".", "-cp", CLASSPATH, src.name], "freehep")
    _tsv(lay, work / "ops.tsv", "utf-8", True)
    run(["java", "-Djava.awt.headless=true", "-cp", f"{cls}:{CLASSPATH}", "FreehepWriter",
         "ops.tsv", "paper.pdf", title_], cwd=work)  # fmt: skip
    return work / "paper.pdf"


def jfreechart_pdf(work: Path, name: str, spec: dict[str, str], series: list[tuple[str, str]],
                   size: tuple[float, float]) -> Path:  # fmt: skip
    """A standalone JFreeChart PDF: the FreeHEP writer draws the chart alone on a page of the
    chart's size (for the papers whose writer stamps chart PDFs)."""
    jfc(work, name, spec, series, size)
    (work / f"{name}.tsv").write_text(
        f"PAGE\t{size[0]}\t{size[1]}\nCHART\t0\t0\t{size[0]}\t{size[1]}\t{name}.jfc\n",
        encoding="utf-8",
    )
    src = SRC / "java" / "FreehepWriter.java"
    cls = _compiled(src, ["javac", "-nowarn", "-d", ".", "-cp", CLASSPATH, src.name], "freehep")
    run(["java", "-Djava.awt.headless=true", "-cp", f"{cls}:{CLASSPATH}", "FreehepWriter",
         f"{name}.tsv", f"{name}.raw.pdf", name, "bbox"], cwd=work)  # fmt: skip
    # FreeHEP centres the drawing on its own page size (and writes "/Parent null" into its page
    # tree, which pdfrw cannot read): PyMuPDF copies the drawing onto a page of the chart's size
    with pymupdf.open(work / f"{name}.raw.pdf") as doc, pymupdf.open() as out:
        r = doc[0].rect
        box = pymupdf.Rect(r.width / 2 - size[0] / 2, r.height / 2 - size[1] / 2,
                           r.width / 2 + size[0] / 2, r.height / 2 + size[1] / 2)  # fmt: skip
        pg = out.new_page(width=size[0], height=size[1])
        pg.show_pdf_page(pg.rect, doc, 0, clip=box)
        out.save(work / f"{name}.pdf", garbage=3, deflate=True)
    return work / f"{name}.pdf"


def write_origami(work: Path, lay: dict, title_: str) -> Path:
    save_layout(work, lay)
    run(["ruby", str(SRC / "origami_writer.rb"), "layout.json", "raw.pdf"], cwd=work)
    return stamp(work, "raw.pdf", title_)


def write_camlpdf(work: Path, lay: dict, title_: str) -> Path:
    src = SRC / "ocaml" / "camlpdf_writer.ml"
    exe = _compiled(src, ["ocamlfind", "ocamlopt", "-package", "camlpdf", "-linkpkg", src.name,
                          "-o", "camlpdf_writer"], "camlpdf")  # fmt: skip
    save_layout(work, lay)
    _tsv(lay, work / "ops.tsv", "cp1252", False)
    run([str(exe / "camlpdf_writer"), "ops.tsv", "raw.pdf"], cwd=work)
    return stamp(work, "raw.pdf", title_)


def write_builder(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    spec = {}
    for k, op in enumerate(charts_in(lay)):
        if op["file"].endswith(".pdf"):
            w, hh = 70 + k, 50 + k
            op["placeholder"] = str(placeholder_png(work / f"ph{k}.png", w, hh))
            spec[f"{w}x{hh}"] = op["file"]
    save_layout(work, lay)
    _fonts(work, fonts)
    run(["perl", str(SRC / "builder_writer.pl"), "layout.json", "fonts.json", "raw.pdf", title_],
        cwd=work)  # fmt: skip
    (work / "swap.json").write_text(json.dumps(spec), encoding="utf-8")
    run([WPY, str(H9 / "writers9.py"), "swap", "raw.pdf", "swap.json", "paper.pdf", ""], cwd=work)
    return work / "paper.pdf"


def write_pluto(work: Path, html: str, title_: str) -> Path:
    """PlutoPrint (PlutoBook's HTML/CSS paged layout, written through cairo)."""
    (work / "paper.html").write_text(html, encoding="utf-8")
    run([WPY, str(SRC / "writers11.py"), "pluto", "paper.html", "-", "paper.pdf", title_],
        cwd=work)  # fmt: skip
    return work / "paper.pdf"
