"""Shared helpers of the tenth held-out set's papers.

The neutral blocks, truth helpers and question helpers are heldout9's (``evals/heldout9/src/
paper9.py``, imported, not copied), and so is the display-list layouter (``layout9``): five papers
are laid out by ``layout9`` and drawn by a low-level writer (PDFium, PoDoFo, flat, Text::PDF,
pdfje); ``hr_cakavski`` is laid out by borb itself (``borb_doc.py``). This module adds the chart
tools this set uses (Observable Plot, lets-plot, jgraph, MathGL) and the writer runners.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parent
H9 = SRC.parent.parent / "heldout9" / "src"
sys.path.insert(0, str(H9))

import pymupdf  # noqa: E402
from common import run  # noqa: E402
from layout9 import Doc, Style, write_tsv  # noqa: E402
from paper9 import (  # noqa: E402,F401  (re-exported for the papers)
    comma,
    crop_ps,
    dotted,
    figure,
    h,
    num,
    p,
    pick,
    placeholder_png,
    pts,
    q,
    qa_set,
    render_layout,
    rng,
    spaced,
    table,
    table_truth,
    title,
)

NODE = os.environ.get("HELDOUT10_NODE", "/tmp/heldout10-node")
VENV = os.environ.get("HELDOUT10_VENV", "/tmp/heldout10-venv")
WPY = str(Path(VENV) / "bin" / "python")
DEJAVU = "/usr/share/fonts/truetype/dejavu/"
SERIF = {"R": DEJAVU + "DejaVuSerif.ttf", "B": DEJAVU + "DejaVuSerif-Bold.ttf",
         "I": DEJAVU + "DejaVuSerif-Italic.ttf"}  # fmt: skip
SANS = {"R": DEJAVU + "DejaVuSans.ttf", "B": DEJAVU + "DejaVuSans-Bold.ttf",
        "I": DEJAVU + "DejaVuSans-Oblique.ttf"}  # fmt: skip


# -- charts ---------------------------------------------------------------------------------------
def svg_pdf(work: Path, name: str) -> Path:
    run(["rsvg-convert", "-f", "pdf", "-o", f"{name}.pdf", f"{name}.svg"], cwd=work)
    return work / f"{name}.pdf"


def oplot(work: Path, name: str, spec: dict[str, Any]) -> Path:
    """Observable Plot (node, a jsdom document) -> SVG -> PDF by librsvg."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["node", str(SRC / "oplot.mjs"), f"{name}.json", f"{name}.svg"], cwd=work,
        env={"HELDOUT10_NODE": NODE})  # fmt: skip
    return svg_pdf(work, name)


def letsplot(work: Path, name: str, code: str, data: dict[str, list[Any]]) -> Path:
    """lets-plot (JetBrains' grammar of graphics; its own SVG export, no browser): ``code`` builds
    ``p`` from ``d``; the SVG becomes a PDF by librsvg."""
    (work / f"{name}.data.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    script = (
        "import json\nfrom lets_plot import *\n"
        f"d = json.load(open('{name}.data.json', encoding='utf-8'))\n"
        f"{code}\nggsave(p, '{name}.svg', path='.')\n"
    )
    (work / f"{name}.lp.py").write_text(script, encoding="utf-8")
    run([WPY, f"{name}.lp.py"], cwd=work)
    svg = (work / f"{name}.svg").read_text(encoding="utf-8")
    if "Exception" in svg[:600]:  # lets-plot writes its errors into the SVG
        raise RuntimeError(f"lets-plot failed on {name}: {svg[:600]}")
    return svg_pdf(work, name)


def jgraph(work: Path, name: str, script: str) -> Path:
    """jgraph (James Plank's graph language): EPS (its own bounding box), distilled and cropped
    to PDF by Ghostscript (``ps2pdf -dEPSCrop``)."""
    (work / f"{name}.jgr").write_bytes(script.encode("latin-1"))
    with open(work / f"{name}.eps", "wb") as out:
        subprocess.run(["jgraph", f"{name}.jgr"], cwd=work, stdout=out, check=True)
    run(["ps2pdf", "-dEPSCrop", f"{name}.eps", f"{name}.pdf"], cwd=work)
    return work / f"{name}.pdf"


def mathgl_png(work: Path, name: str, script: str) -> Path:
    """MathGL (``mglconv``): a PNG, placed as a raster picture."""
    (work / f"{name}.mgl").write_text(script, encoding="utf-8")
    run(["mglconv", "-o", f"{name}.png", f"{name}.mgl"], cwd=work)
    return work / f"{name}.png"


# -- layout and writers ---------------------------------------------------------------------------
def layout(work: Path, blocks: list[dict[str, Any]], fonts: dict[str, str], **style: Any) -> dict:
    """Lay the blocks out with ``layout9`` (metrics of ``fonts``: key -> TrueType file, or a
    base-14 name for PyMuPDF) and return the display list (also written to layout.json)."""
    fm = {k: pymupdf.Font(fontfile=v) if v.endswith(".ttf") else pymupdf.Font(v)
          for k, v in fonts.items()}  # fmt: skip
    d = Doc(Style(fonts=fm, **style))
    render_layout(d, blocks)
    d.dump(work / "layout.json")
    return json.loads((work / "layout.json").read_text(encoding="utf-8"))


def charts_in(lay: dict) -> list[dict[str, Any]]:
    return [op for pg in lay["pages"] for op in pg["ops"] if op["t"] == "chart"]


def save_layout(work: Path, lay: dict) -> None:
    (work / "layout.json").write_text(json.dumps(lay, ensure_ascii=False), encoding="utf-8")


def swap(work: Path, src: str, out: str, charts: dict[str, str]) -> None:
    """heldout9's placeholder swap (pdfrw): an image XObject of W x H pixels -> the chart PDF."""
    (work / "swap.json").write_text(json.dumps(charts), encoding="utf-8")
    run([WPY, str(H9 / "writers9.py"), "swap", src, "swap.json", out, ""], cwd=work)


def write_pdfium(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    (work / "fonts.json").write_text(json.dumps(fonts), encoding="utf-8")
    run([WPY, str(SRC / "writers10.py"), "pdfium", "layout.json", "fonts.json", "paper.pdf",
         title_], cwd=work)  # fmt: skip
    return work / "paper.pdf"


def write_flat(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    spec = {}
    for k, op in enumerate(charts_in(lay)):
        w, hh = 90 + k, 60 + k
        op["placeholder"] = str(placeholder_png(work / f"ph{k}.png", w, hh))
        spec[f"{w}x{hh}"] = op["file"]
    save_layout(work, lay)
    (work / "fonts.json").write_text(json.dumps(fonts), encoding="utf-8")
    run([WPY, str(SRC / "writers10.py"), "flat", "layout.json", "fonts.json", "raw.pdf",
         title_], cwd=work)  # fmt: skip
    swap(work, "raw.pdf", "paper.pdf", spec)
    return work / "paper.pdf"


def write_textpdf(work: Path, lay: dict, title_: str) -> Path:
    spec = {}
    for k, op in enumerate(charts_in(lay)):
        op["px"] = [11 + k, 7 + k]
        spec[f"{11 + k}x{7 + k}"] = op["file"]
    save_layout(work, lay)
    run(["perl", str(SRC / "textpdf.pl"), "layout.json", "raw.pdf", title_], cwd=work)
    swap(work, "raw.pdf", "paper.pdf", spec)
    return work / "paper.pdf"


def write_pdfje(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    (work / "fonts.json").write_text(json.dumps(fonts), encoding="utf-8")
    run([WPY, str(SRC / "writers10.py"), "pdfje", "layout.json", "fonts.json", "raw.pdf",
         title_], cwd=work)  # fmt: skip
    run([WPY, str(SRC / "writers10.py"), "stamp", "layout.json", "raw.pdf", "paper.pdf", title_],
        cwd=work)  # fmt: skip
    return work / "paper.pdf"


def podofo_binary() -> Path:
    """Compile ``podofo_writer.cpp`` once per source version (into $HELDOUT10_BIN)."""
    src = SRC / "podofo_writer.cpp"
    tag = hashlib.sha1(src.read_bytes()).hexdigest()[:10]
    out = Path(os.environ.get("HELDOUT10_BIN", "/tmp/heldout10-bin")) / f"podofo_writer-{tag}"
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        run(["g++", "-O1", "-o", str(out), str(src), "-lpodofo"], cwd=out.parent)
    return out


def write_podofo(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    write_tsv(lay["pages"], fonts, work / "ops.tsv", False)
    run([str(podofo_binary()), "ops.tsv", "paper.pdf", title_], cwd=work)
    return work / "paper.pdf"


def fig_truth(label: str, caption: str, chart_type: str, x: dict, y: dict, series: list[str],
              points: list[dict], note: str, **kw: Any) -> dict[str, Any]:  # fmt: skip
    return {"label": label, "kind": kw.pop("kind", "vector_chart"), "caption": caption,
            "charts": [{"panel": kw.pop("panel", None), "chart_type": chart_type, "x": x, "y": y,
                        "series": series, "points": points}], "note": note, **kw}  # fmt: skip


def have(tool: str) -> bool:
    return shutil.which(tool) is not None
