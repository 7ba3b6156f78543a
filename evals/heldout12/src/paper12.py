"""Shared helpers of the twelfth held-out set's papers.

The neutral blocks, truth and question helpers and the display-list layouter are imported from
heldout10's ``paper10`` (heldout9's ``paper9``/``layout9``, held-out 8's ``layout8``) and the
chart stamp from heldout11's ``paper11`` (heldout10's ``writers10``); nothing is copied. This module adds this set's chart
tools (Veusz, plotnine, nivo) and the writer runners (a PDF written here without a library,
LibPDF, gofpdf, Spire.PDF, Matplotlib's PDF backend; htmldoc lays its paper out itself).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parent
H10 = SRC.parent.parent / "heldout10" / "src"
sys.path.insert(0, str(H10))

sys.path.insert(0, str(SRC.parent.parent / "heldout11" / "src"))

from common import run  # noqa: E402
from paper10 import (  # noqa: E402,F401  (re-exported for the papers)
    H9,
    SANS,
    SERIF,
    WPY,
    charts_in,
    fig_truth,
    figure,
    h,
    layout,
    p,
    placeholder_png,
    pts,
    q,
    qa_set,
    rng,
    save_layout,
    svg_pdf,
    swap,
    table,
    table_truth,
    title,
)
from paper11 import stamp  # noqa: E402  (heldout10's pdfrw stamp, run by $HELDOUT11_VENV)

# the gold of a question about each of a paper's two tables and two figures
GOLD = (("table", "Table 1"), ("table", "Table 2"), ("figure", "Figure 1"), ("figure", "Figure 2"))
NODE = os.environ.get("HELDOUT12_NODE", "/tmp/heldout12-node")
BIN = Path(os.environ.get("HELDOUT12_BIN", "/tmp/heldout12-bin"))
OFFSCREEN = {"QT_QPA_PLATFORM": "offscreen", "XDG_RUNTIME_DIR": "/tmp"}


# -- charts ---------------------------------------------------------------------------------------
def veusz(work: Path, name: str, script: str, fmt: str = "pdf") -> Path:
    """Veusz (a Qt scientific plotting program): a ``.vsz`` document of Veusz commands exported
    by ``veusz --export`` (PDF, or PNG for a raster chart)."""
    (work / f"{name}.vsz").write_text(script, encoding="utf-8")
    run(["veusz", f"--export={name}.{fmt}", f"{name}.vsz"], cwd=work, env=OFFSCREEN)
    return work / f"{name}.{fmt}"


def vsz_graph(size: tuple[str, str], x: dict[str, Any], y: dict[str, Any],
              widgets: list[tuple[str, str, dict[str, Any]]]) -> str:  # fmt: skip
    """The commands of a one-graph Veusz document: its size, the x and y axes with their
    settings, then each widget (type, name, settings) in drawing order."""
    out = [f"Set('width', {size[0]!r})", f"Set('height', {size[1]!r})",
           "Add('page', name='page1', autoadd=False)", "To('page1')",
           "Add('graph', name='g', autoadd=False)", "To('g')"]  # fmt: skip
    axes = [("axis", "x", x), ("axis", "y", {"direction": "vertical", **y})]
    for kind, name, opts in axes + widgets:
        out += [f"Add({kind!r}, name={name!r}, autoadd=False)", f"To({name!r})"]
        out += [f"Set({k!r}, {v!r})" for k, v in opts.items()] + ["To('..')"]
    return "\n".join(out) + "\n"


def vsz_data(name: str, values: list[Any]) -> str:
    if values and isinstance(values[0], str):
        return f"SetDataText({name!r}, {values!r})\n"
    return f"SetData({name!r}, {values!r})\n"


def plotnine(work: Path, name: str, code: str, data: dict[str, list[Any]], fmt: str = "pdf",
             size: tuple[float, float] = (6.4, 3.6)) -> Path:  # fmt: skip
    """plotnine (a grammar of graphics for Python): ``code`` builds ``p`` from the data frame
    ``d``; saved as PDF (or PNG at 170 dpi for a raster chart)."""
    (work / f"{name}.data.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    script = (
        "import json\nimport pandas as pd\nfrom plotnine import *\n"
        f"d = pd.DataFrame(json.load(open('{name}.data.json', encoding='utf-8')))\n"
        f"{code}\np.save('{name}.{fmt}', width={size[0]}, height={size[1]}, dpi=170, verbose=False)\n"
    )
    (work / f"{name}.pn.py").write_text(script, encoding="utf-8")
    run([WPY, f"{name}.pn.py"], cwd=work)
    return work / f"{name}.{fmt}"


def nivo(work: Path, name: str, kind: str, size: tuple[int, int], props: dict[str, Any]) -> Path:
    """nivo (React chart components, rendered on the server) -> SVG -> PDF by librsvg."""
    spec = {"kind": kind, "width": size[0], "height": size[1], "props": props}
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["node", str(SRC / "nivo.mjs"), f"{name}.json", f"{name}.svg"], cwd=work,
        env={"HELDOUT12_NODE": NODE})  # fmt: skip
    return svg_pdf(work, name)


# -- writers --------------------------------------------------------------------------------------
def _fonts(work: Path, fonts: dict[str, str]) -> None:
    (work / "fonts.json").write_text(json.dumps(fonts), encoding="utf-8")


def write_raw(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    save_layout(work, lay)
    _fonts(work, fonts)
    run([WPY, str(SRC / "rawpdf.py"), "layout.json", "fonts.json", "raw.pdf", title_], cwd=work)
    return stamp(work, "raw.pdf", title_)


def write_libpdf(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    save_layout(work, lay)
    _fonts(work, fonts)
    run(["node", str(SRC / "libpdf_writer.mjs"), "layout.json", "fonts.json", "paper.pdf", title_],
        cwd=work, env={"HELDOUT12_NODE": NODE})  # fmt: skip
    return work / "paper.pdf"


def write_spire(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    save_layout(work, lay)
    _fonts(work, fonts)
    run([WPY, str(SRC / "spire_writer.py"), "layout.json", "fonts.json", "raw.pdf", title_],
        cwd=work)  # fmt: skip
    return stamp(work, "raw.pdf", title_)


def write_gofpdf(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    """gofpdf (Go): compiled once per source version against Debian's packaged library."""
    import hashlib

    src = SRC / "gofpdf_writer.go"
    exe = BIN / f"gofpdf_writer-{hashlib.sha1(src.read_bytes()).hexdigest()[:10]}"
    if not exe.exists():
        BIN.mkdir(parents=True, exist_ok=True)
        run(["go", "build", "-o", str(exe), str(src)], cwd=BIN,
            env={"GO111MODULE": "off", "GOPATH": "/usr/share/gocode", "GOCACHE": str(BIN / "cache")})  # fmt: skip
    save_layout(work, lay)
    _fonts(work, fonts)
    run([str(exe), "layout.json", "fonts.json", "raw.pdf", title_], cwd=work)
    return stamp(work, "raw.pdf", title_)


def marked_png(path: Path, w: int, hh: int) -> Path:
    """A placeholder PNG of W x H pixels sprinkled with grey pixels: htmldoc writes a small or
    plain image inline in the content stream (not as an XObject), where heldout9's swap cannot
    find it, so the placeholder is large (400 px) and not plain."""
    import pymupdf

    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, w, hh), False)
    pix.clear_with(255)
    for k in range(0, w * hh, 97):
        pix.set_pixel(k % w, k // w, (128 + k % 101, 128 + k % 101, 128 + k % 101))
    pix.save(str(path))
    return path


def write_htmldoc(work: Path, html: str, title_: str, charts: dict[tuple[int, int], Path]) -> Path:
    """htmldoc lays the HTML out itself; chart boxes are placeholder PNGs of W x H pixels that
    heldout9's pdfrw swap replaces by the vector charts."""
    (work / "paper.html").write_text(html, encoding="latin-1")
    run(["htmldoc", "--webpage", "-f", "raw.pdf", "--size", "a4", "--left", "20mm", "--right",
         "20mm", "--top", "18mm", "--bottom", "18mm", "--fontsize", "10", "--bodyfont", "times",
         "--headfootsize", "8", "--header", "...", "--footer", ".1.", "--no-compression",
         "--charset", "iso-8859-1", "--textfont", "times", "paper.html"], cwd=work)  # fmt: skip
    swap(work, "raw.pdf", "paper.pdf", {f"{w}x{hh}": str(f) for (w, hh), f in charts.items()})
    return work / "paper.pdf"


def write_mpl(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    save_layout(work, lay)
    _fonts(work, fonts)
    run([WPY, str(SRC / "mpl_writer.py"), "layout.json", "fonts.json", "raw.pdf", title_], cwd=work)
    return stamp(work, "raw.pdf", title_)
