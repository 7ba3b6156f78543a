"""Two of the tenth held-out set's low-level writers, run in their own interpreter.

Usage: python writers10.py pdfium|flat|pdfje layout.json fonts.json out.pdf title
       python writers10.py stamp layout.json in.pdf out.pdf title   (charts into pdfje's pages)

- ``pdfium``: **PDFium** through pypdfium2 (``FPDF_CreateNewDocument``; text objects made with
  ``FPDFPageObj_CreateTextObj`` in a TrueType font loaded by ``FPDFText_LoadFont`` (CID, embedded),
  rules and shaded boxes as path objects; each vector chart imported with
  ``FPDF_NewXObjectFromPage`` and placed as a form object; ``FPDFPage_GenerateContent`` writes the
  content streams);
- ``flat``: **flat** 0.4 (Juraj Sukop's pure-Python graphics library: ``document``/``page``,
  ``strike`` runs in an embedded TrueType font, ``shape`` lines and rectangles, ``image`` for the
  chart placeholders that ``writers9.py swap`` later replaces by the vector charts).

fonts.json maps the display list's font keys (R, B, I) to TrueType files. The display list comes
from ``layout9.Doc.dump`` (points, origin bottom left).
"""

from __future__ import annotations

import ctypes
import json
import sys
from pathlib import Path


def write_pdfium(layout: dict, fonts: dict[str, str], out: Path, title: str) -> None:
    import pypdfium2 as pdfium
    import pypdfium2.raw as R

    pdf = pdfium.PdfDocument.new()
    keep: list = []
    fh = {}
    for key, path in fonts.items():
        data = Path(path).read_bytes()
        buf = (ctypes.c_uint8 * len(data)).from_buffer_copy(data)
        keep.append(buf)
        fh[key] = R.FPDFText_LoadFont(pdf.raw, buf, len(data), R.FPDF_FONT_TRUETYPE, True)
        assert fh[key], path
    charts: dict[str, pdfium.PdfDocument] = {}
    for spec in layout["pages"]:
        page = pdf.new_page(spec["w"], spec["h"])
        for op in spec["ops"]:
            if op["t"] == "text":
                obj = R.FPDFPageObj_CreateTextObj(pdf.raw, fh[op["f"]], op["z"])
                ws = ctypes.create_string_buffer((op["s"] + "\0").encode("utf-16-le"))
                R.FPDFText_SetText(obj, ctypes.cast(ws, ctypes.POINTER(ctypes.c_ushort)))
                R.FPDFPageObj_Transform(obj, 1, 0, 0, 1, op["x"], op["y"])
                R.FPDFPage_InsertObject(page.raw, obj)
            elif op["t"] == "line":
                obj = R.FPDFPageObj_CreateNewPath(op["x1"], op["y1"])
                R.FPDFPath_LineTo(obj, op["x2"], op["y2"])
                R.FPDFPageObj_SetStrokeWidth(obj, op["w"])
                R.FPDFPageObj_SetStrokeColor(obj, 0, 0, 0, 255)
                R.FPDFPath_SetDrawMode(obj, R.FPDF_FILLMODE_NONE, True)
                R.FPDFPage_InsertObject(page.raw, obj)
            elif op["t"] == "rect":
                obj = R.FPDFPageObj_CreateNewRect(op["x"], op["y"], op["w"], op["h"])
                g = round(op["g"] * 255)
                R.FPDFPageObj_SetFillColor(obj, g, g, g, 255)
                R.FPDFPath_SetDrawMode(obj, R.FPDF_FILLMODE_ALTERNATE, False)
                R.FPDFPage_InsertObject(page.raw, obj)
            elif op["t"] == "chart":
                src = charts.setdefault(op["file"], pdfium.PdfDocument(op["file"]))
                bw, bh = src[0].get_size()
                xo = R.FPDF_NewXObjectFromPage(pdf.raw, src.raw, 0)
                obj = R.FPDF_NewFormObjectFromXObject(xo)
                R.FPDFPageObj_Transform(obj, op["w"] / bw, 0, 0, op["h"] / bh, op["x"], op["y"])
                R.FPDFPage_InsertObject(page.raw, obj)
                R.FPDF_CloseXObject(xo)
        assert R.FPDFPage_GenerateContent(page.raw)
    pdf.save(str(out))
    # PDFium writes no document information; the title is added by re-saving with the same tool.
    del title


def write_flat(layout: dict, fonts: dict[str, str], out: Path, title: str) -> None:
    from flat import document, font, gray, image, shape, strike

    fl = {k: font.open(v) for k, v in fonts.items()}
    first = layout["pages"][0]
    doc = document(first["w"], first["h"], "pt")
    doc.meta(title=title)
    for spec in layout["pages"]:
        pg = doc.addpage()
        H = spec["h"]
        for op in spec["ops"]:
            if op["t"] == "text":
                st = strike(fl[op["f"]]).size(op["z"]).color(gray(0))
                asc = fl[op["f"]].ascender / fl[op["f"]].density * op["z"]
                top = H - op["y"] - asc
                pg.place(st.text(op["s"])).frame(op["x"], top, spec["w"] - op["x"], op["z"] * 2)
            elif op["t"] == "line":
                sh = shape().stroke(gray(0)).width(op["w"], "pt")
                pg.place(sh.line(op["x1"], H - op["y1"], op["x2"], H - op["y2"]))
            elif op["t"] == "rect":
                sh = shape().nostroke().fill(gray(round(op["g"] * 255)))
                pg.place(sh.rectangle(op["x"], H - op["y"] - op["h"], op["w"], op["h"]))
            elif op["t"] == "chart":
                img = image.open(op["placeholder"])
                pl = pg.place(img)
                pl.position(op["x"], H - op["y"] - op["h"]).frame(
                    op["x"], H - op["y"] - op["h"], op["w"], op["h"]
                )
    doc.pdf(str(out), compress=True)


def write_pdfje(layout: dict, fonts: dict[str, str], out: Path, title: str) -> None:
    """**pdfje** 0.6 pages of positioned drawings (``Text`` runs in an embedded TrueType family,
    ``Line`` rules, ``Rect`` shading); pdfje has no images, so the charts are stamped afterwards
    (``stamp``) into the boxes the display list keeps empty."""
    from pdfje import RGB, XY, Document, Page
    from pdfje.draw import Line, Rect, Text
    from pdfje.fonts import TrueType
    from pdfje.style import Style

    fam = TrueType(fonts["R"], fonts["B"], fonts["I"], fonts["I"])
    pages = []
    for spec in layout["pages"]:
        items = []
        for op in spec["ops"]:
            if op["t"] == "text":
                st = Style(font=fam, size=op["z"], bold=op["f"] == "B", italic=op["f"] == "I",
                           line_spacing=1.0)  # fmt: skip
                # pdfje places a run by the top of its line box: one size above the baseline.
                items.append(Text(XY(op["x"], op["y"] + op["z"]), op["s"], style=st))
            elif op["t"] == "line":
                items.append(
                    Line(XY(op["x1"], op["y1"]), XY(op["x2"], op["y2"]), stroke=RGB(0, 0, 0))
                )
            elif op["t"] == "rect":
                g = op["g"]
                items.append(
                    Rect(XY(op["x"], op["y"]), op["w"], op["h"], fill=RGB(g, g, g), stroke=None)
                )
        pages.append(Page(items, size=XY(spec["w"], spec["h"])))
    Document(pages).write(str(out))
    del title


def stamp(src: Path, layout: dict, out: Path, title: str) -> None:
    """Draw each chart (a one-page PDF) as a form XObject into the box its display-list entry
    names, with pdfrw: the page gets the form in its resources and a content stream appended."""
    from pdfrw import PdfArray, PdfDict, PdfName, PdfReader, PdfWriter
    from pdfrw.buildxobj import pagexobj

    pdf = PdfReader(str(src))
    for page, spec in zip(pdf.pages, layout["pages"], strict=True):
        cmds = []
        for k, op in enumerate(o for o in spec["ops"] if o["t"] == "chart"):
            form = pagexobj(PdfReader(op["file"]).pages[0])
            bx = [float(v) for v in form.BBox]
            form.Matrix = PdfArray([1, 0, 0, 1, -bx[0], -bx[1]])
            name = f"Chart{k + 1}"
            res = page.Resources or PdfDict()
            res.XObject = res.XObject or PdfDict()
            res.XObject[PdfName(name)] = form
            page.Resources = res
            sx, sy = op["w"] / (bx[2] - bx[0]), op["h"] / (bx[3] - bx[1])
            cmds.append(f"q {sx:.5f} 0 0 {sy:.5f} {op['x']:.2f} {op['y']:.2f} cm /{name} Do Q")
        if cmds:
            old = (
                page.Contents if isinstance(page.Contents, PdfArray) else PdfArray([page.Contents])
            )
            page.Contents = PdfArray(list(old) + [PdfDict(stream="\n".join(cmds))])
    info = pdf.Info or PdfDict()
    info.Title = title
    pdf.Info = info
    PdfWriter(str(out), trailer=pdf, compress=True).write()


if __name__ == "__main__":
    kind, lay, fnt, dst, title = sys.argv[1:6]
    layout = json.loads(Path(lay).read_text(encoding="utf-8"))
    if kind == "stamp":  # fnt is the PDF to stamp
        stamp(Path(fnt), layout, Path(dst), title)
        sys.exit(0)
    fonts = json.loads(Path(fnt).read_text(encoding="utf-8"))
    writers = {"pdfium": write_pdfium, "flat": write_flat, "pdfje": write_pdfje}
    writers[kind](layout, fonts, Path(dst), title)
