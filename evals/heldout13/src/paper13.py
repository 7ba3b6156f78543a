"""Shared helpers of the thirteenth held-out set's papers.

The neutral blocks, truth and question helpers and the display-list layouter are imported from
heldout10's ``paper10`` (heldout9's ``paper9``/``layout9``, held-out 8's ``layout8``) and the
chart stamp from heldout11's ``paper11`` (heldout10's ``writers10``); nothing is copied. This
module adds this set's chart tools (PGPLOT through giza, Chart.js drawn on an @napi-rs/canvas
SVG or PNG canvas, GMT's plot modules, Bokeh exported through headless Chromium) and the writer runners (FPDF in PHP, RBPDF in Ruby, iText 2.1.7 in Java, Skia's PDF backend
through @napi-rs/canvas in node, PDFKit in node).
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
    SANS,
    SERIF,
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
    save_layout,
    svg_pdf,
    table,
    table_truth,
    title,
)
from paper11 import stamp  # noqa: E402  (heldout10's pdfrw stamp, run by $HELDOUT11_VENV)

# the gold of a question about each of a paper's two tables and two figures
GOLD = (("table", "Table 1"), ("table", "Table 2"), ("figure", "Figure 1"), ("figure", "Figure 2"))
NODE = os.environ.get("HELDOUT13_NODE", "/tmp/heldout13-node")
# base-14 Times for FPDF (PyMuPDF's names for the layout's metrics)
TIMES = {"R": "tiro", "B": "tibo", "I": "tiit"}
FREESERIF = {"R": "/usr/share/fonts/truetype/freefont/FreeSerif.ttf",
             "B": "/usr/share/fonts/truetype/freefont/FreeSerifBold.ttf",
             "I": "/usr/share/fonts/truetype/freefont/FreeSerifItalic.ttf"}  # fmt: skip


# -- charts ---------------------------------------------------------------------------------------
def pgplot(work: Path, name: str, script: str) -> Path:
    """PGPLOT (the Perl binding, Debian's libpgplot-perl) drawn by giza's cairo PDF device.
    ``script`` is the Perl between ``pgbeg`` and ``pgclos``. giza drops a string with a byte
    outside ASCII (and everything drawn after it), so chart text is ASCII."""
    assert script.isascii(), f"{name}: PGPLOT text must be ASCII"
    body = f'use PGPLOT;\npgbeg(0, "{name}.pdf/PDF", 1, 1);\n{script}\npgclos;\n'
    (work / f"{name}.pl").write_text(body, encoding="ascii")
    run(["perl", f"{name}.pl"], cwd=work)
    return work / f"{name}.pdf"


def chartjs(work: Path, name: str, config: dict[str, Any], size: tuple[int, int],
            fmt: str = "svg", fonts: dict[str, str] | None = None) -> Path:  # fmt: skip
    """Chart.js 4 drawn in node on an @napi-rs/canvas (Skia) canvas: an SVG canvas whose text
    stays text (made a PDF by librsvg), or a PNG for a raster chart."""
    spec = {"config": config, "width": size[0], "height": size[1], "fmt": fmt,
            "fonts": fonts or {}}  # fmt: skip
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["node", str(SRC / "chartjs.mjs"), f"{name}.json", f"{name}.{fmt}"], cwd=work,
        env={"HELDOUT13_NODE": NODE})  # fmt: skip
    return svg_pdf(work, name) if fmt == "svg" else work / f"{name}.{fmt}"


def gmt(work: Path, name: str, script: str, encoding: str = "ISOLatin1+") -> Path:
    """GMT 6 (the Generic Mapping Tools, modern mode) drawing a plain x-y chart: ``script`` is the
    shell between ``gmt begin NAME pdf`` and ``gmt end``; GMT writes PostScript in Helvetica
    (``encoding`` for the letters outside ASCII) and psconvert makes a cropped PDF with
    Ghostscript."""
    body = (f"set -e\nexport GMT_USERDIR={work}/.gmt GMT_TMPDIR={work}\n"
            f"gmt begin {name} pdf\ngmt set PS_CHAR_ENCODING {encoding} FONT_ANNOT_PRIMARY 10p,Helvetica "
            f"FONT_LABEL 11p,Helvetica MAP_FRAME_TYPE plain\n{script}\ngmt end\n")  # fmt: skip
    codec = {"ISOLatin1+": "latin-1", "ISO-8859-3": "iso8859_3"}[encoding]
    (work / f"{name}.gmt.sh").write_text(body, encoding=codec)  # GMT reads bytes in its encoding
    run(["bash", f"{name}.gmt.sh"], cwd=work)
    return work / f"{name}.pdf"


def bokeh(work: Path, name: str, code: str, data: dict[str, Any]) -> Path:
    """Bokeh 3 (Python): ``code`` builds the figure ``p`` (``output_backend="svg"``) from ``d``;
    BokehJS renders it in headless Chromium driven by Selenium (Debian's chromium and
    chromedriver) and ``export_svg`` writes its SVG, which librsvg makes a PDF."""
    (work / f"{name}.data.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    script = (
        "import json\nfrom bokeh.plotting import figure\nfrom bokeh.models import *\n"
        "from bokeh.io import export_svg\nfrom selenium import webdriver\n"
        "from selenium.webdriver.chrome.service import Service\n"
        f"d = json.load(open('{name}.data.json', encoding='utf-8'))\n{code}\n"
        "o = webdriver.ChromeOptions()\no.binary_location = '/usr/bin/chromium'\n"
        "for a in ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']:\n"
        "    o.add_argument(a)\n"
        "drv = webdriver.Chrome(service=Service('/usr/bin/chromedriver'), options=o)\n"
        f"export_svg(p, filename='{name}.svg', webdriver=drv)\ndrv.quit()\n"
    )
    (work / f"{name}.bk.py").write_text(script, encoding="utf-8")
    run([WPY, f"{name}.bk.py"], cwd=work)
    return svg_pdf(work, name)


# -- writers --------------------------------------------------------------------------------------
def _prepare(work: Path, lay: dict, fonts: dict[str, str]) -> None:
    save_layout(work, lay)
    (work / "fonts.json").write_text(json.dumps(fonts), encoding="utf-8")


def _wrap(work: Path, src: str) -> None:
    """Skia and PDFKit open each page's content with a y-flip they never restore: wrap the
    content in q/Q (PyMuPDF's ``wrap_contents``) into ``raw.pdf``, so that the stamped charts
    are drawn in the page's own coordinates."""
    run([WPY, "-c", f"import pymupdf\nd = pymupdf.open('{src}')\nfor pg in d:\n    pg.wrap_contents()\n"
         "d.save('raw.pdf')"], cwd=work)  # fmt: skip


def _stamp_vector(work: Path, lay: dict, title_: str) -> Path:
    """heldout10's pdfrw stamp for the vector charts; a PNG chart was placed by the writer."""
    vec = {"pages": [{**pg, "ops": [o for o in pg["ops"] if not (o["t"] == "chart"
                      and o["file"].endswith(".png"))]} for pg in lay["pages"]]}  # fmt: skip
    save_layout(work, vec)
    out = stamp(work, "raw.pdf", title_)
    save_layout(work, lay)
    return out


def write_fpdf(work: Path, lay: dict, title_: str) -> Path:
    """FPDF 1.84 (PHP, Debian's php-fpdf): core Times, windows-1252."""
    _prepare(work, lay, {"R": "", "B": "B", "I": "I"})
    run(["php", str(SRC / "fpdf_writer.php"), "layout.json", "raw.pdf", title_], cwd=work)
    return _stamp_vector(work, lay, title_)


def write_rbpdf(work: Path, lay: dict, title_: str, styles: dict[str, str] | None = None) -> Path:
    """RBPDF 1.20 (Ruby port of TCPDF, Debian's ruby-rbpdf): its own FreeSerif font files;
    ``styles`` maps the layout's R/B/I to RBPDF font styles ('' regular, 'B', 'I')."""
    _prepare(work, lay, styles or {"R": "", "B": "B", "I": "I"})
    run(["ruby", "-I", str(SRC / "rbstub"), str(SRC / "rbpdf_writer.rb"), "layout.json",
         "fonts.json", "raw.pdf", title_], cwd=work)  # fmt: skip
    return _stamp_vector(work, lay, title_)


def write_skia(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    """Skia's PDF backend through @napi-rs/canvas (node): the canvas 2D API on PDF pages."""
    _prepare(work, lay, fonts)
    run(["node", str(SRC / "skia_writer.mjs"), "layout.json", "fonts.json", "skia.pdf", title_],
        cwd=work, env={"HELDOUT13_NODE": NODE})  # fmt: skip
    _wrap(work, "skia.pdf")
    return _stamp_vector(work, lay, title_)


def pgplot_png(
    work: Path, name: str, script: str, width_in: float = 10.0, aspect: float = 0.58
) -> Path:
    """A raster PGPLOT chart: giza's PNG device (``/PNG``; ``pgpap`` sets the size, about 94
    pixels per inch: 10 in is 941 x 546 px, taken by the next ``pgpage``); ASCII text only."""
    assert script.isascii(), f"{name}: PGPLOT text must be ASCII"
    body = (f'use PGPLOT;\npgbeg(0, "{name}.png/PNG", 1, 1);\npgpap({width_in}, {aspect});\npgpage;\n'
            f'{script}\npgclos;\n')  # fmt: skip
    (work / f"{name}.pl").write_text(body, encoding="ascii")
    run(["perl", f"{name}.pl"], cwd=work)
    return work / f"{name}.png"


def write_pdfkit(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    """PDFKit (foliojs, node; the writer underneath pdfmake) drawing the display list itself."""
    _prepare(work, lay, fonts)
    run(["node", str(SRC / "pdfkit_writer.mjs"), "layout.json", "fonts.json", "pdfkit.pdf", title_],
        cwd=work, env={"HELDOUT13_NODE": NODE})  # fmt: skip
    _wrap(work, "pdfkit.pdf")
    return _stamp_vector(work, lay, title_)


def write_itext2(work: Path, lay: dict, fonts: dict[str, str], title_: str) -> Path:
    """iText 2.1.7 (Java, the com.lowagie line; Debian's libitext-java), run as a source file."""
    _prepare(work, lay, fonts)
    run(["java", "-cp", "/usr/share/java/itext.jar", str(SRC / "Itext2Writer.java"),
         "layout.json", "fonts.json", "raw.pdf", title_], cwd=work)  # fmt: skip
    return _stamp_vector(work, lay, title_)
