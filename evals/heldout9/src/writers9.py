"""Two of the ninth held-out set's low-level writers, run in their own interpreter.

Usage: python writers9.py pdfrw|pypdf layout.json fonts.json out.pdf title
       python writers9.py swap in.pdf swap.json out.pdf ""   (placeholders -> vector charts)

- ``pdfrw``: **pdfrw** 0.4 building every object itself (pages, base-14 Type 1 fonts with
  WinAnsiEncoding, nothing embedded, content streams written here); each vector chart (a one-page
  PDF) becomes a form XObject through ``pdfrw.buildxobj.pagexobj`` and is drawn with ``Do``;
- ``pypdf``: **pypdf** (blank pages from ``PdfWriter.add_blank_page``, font dictionaries and
  content streams added as generic objects); charts are merged into the page content with
  ``PageObject.merge_transformed_page``.

- ``swap``: for the engine papers whose layout engine places only raster images (react-pdf,
  pdfme): the engine lays out a white placeholder PNG whose pixel size names the chart; pdfrw
  replaces that image XObject by the chart PDF as a form XObject mapped onto the same unit
  square, so the engine's own ``cm ... Do`` draws the vector chart where it laid the image out.

The display list comes from ``layout9.Doc.dump`` (points, origin bottom left). Text is encoded
as cp1252 (WinAnsi), so these writers print Latin-script languages whose letters WinAnsi has.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def esc(b: bytes) -> bytes:
    return b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def content(ops: list[dict], charts: dict[str, str] | None = None) -> bytes:
    out: list[bytes] = []
    for op in ops:
        if op["t"] == "text":
            s = esc(op["s"].encode("cp1252"))
            out.append(
                b"BT /F%s %.2f Tf 1 0 0 1 %.2f %.2f Tm (%s) Tj ET"
                % (op["f"].encode(), op["z"], op["x"], op["y"], s)
            )
        elif op["t"] == "line":
            out.append(
                b"%.2f w %.2f %.2f m %.2f %.2f l S"
                % (op["w"], op["x1"], op["y1"], op["x2"], op["y2"])
            )
        elif op["t"] == "rect":
            out.append(
                b"q %.3f g %.2f %.2f %.2f %.2f re f Q"
                % (op["g"], op["x"], op["y"], op["w"], op["h"])
            )
        elif op["t"] == "chart" and charts is not None:
            name, (bw, bh) = charts[op["file"]]
            out.append(
                b"q %.4f 0 0 %.4f %.2f %.2f cm /%s Do Q"
                % (op["w"] / bw, op["h"] / bh, op["x"], op["y"], name.encode())
            )
    return b"\n".join(out)


def write_pdfrw(layout: dict, fonts: dict[str, str], out: Path, title: str) -> None:
    from pdfrw import PdfArray, PdfDict, PdfName, PdfReader, PdfWriter
    from pdfrw.buildxobj import pagexobj

    fres = PdfDict()
    for key, base in fonts.items():
        fres[PdfName("F" + key)] = PdfDict(
            Type=PdfName.Font,
            Subtype=PdfName.Type1,
            BaseFont=PdfName(base),
            Encoding=PdfName.WinAnsiEncoding,
        )
    writer = PdfWriter(str(out), compress=True)
    for spec in layout["pages"]:
        xres = PdfDict()
        charts: dict[str, tuple[str, tuple[float, float]]] = {}
        for op in spec["ops"]:
            if op["t"] == "chart" and op["file"] not in charts:
                x = pagexobj(PdfReader(op["file"]).pages[0])
                bx = [float(v) for v in x.BBox]
                name = f"Fig{len(charts) + 1}"
                # pagexobj keeps the page's own origin; a chart box starting off zero is moved.
                x.Matrix = PdfArray([1, 0, 0, 1, -bx[0], -bx[1]])
                xres[PdfName(name)] = x
                charts[op["file"]] = (name, (bx[2] - bx[0], bx[3] - bx[1]))
        res = PdfDict(Font=fres)
        if charts:
            res.XObject = xres
        page = PdfDict(
            Type=PdfName.Page,
            MediaBox=PdfArray([0, 0, spec["w"], spec["h"]]),
            Resources=res,
            Contents=PdfDict(stream=content(spec["ops"], charts).decode("latin-1")),
        )
        writer.addpage(page)
    writer.trailer.Info = PdfDict(Title=title, Producer="pdfrw 0.4")
    writer.write()


def write_pypdf(layout: dict, fonts: dict[str, str], out: Path, title: str) -> None:
    import pypdf
    from pypdf import PdfReader, PdfWriter, Transformation
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    w = PdfWriter()
    fdict = DictionaryObject()
    for key, base in fonts.items():
        fdict[NameObject("/F" + key)] = w._add_object(
            DictionaryObject(
                {
                    NameObject("/Type"): NameObject("/Font"),
                    NameObject("/Subtype"): NameObject("/Type1"),
                    NameObject("/BaseFont"): NameObject("/" + base),
                    NameObject("/Encoding"): NameObject("/WinAnsiEncoding"),
                }
            )
        )
    for spec in layout["pages"]:
        page = w.add_blank_page(spec["w"], spec["h"])
        page[NameObject("/Resources")] = DictionaryObject({NameObject("/Font"): fdict})
        stream = DecodedStreamObject()
        stream.set_data(content(spec["ops"]))
        page[NameObject("/Contents")] = w._add_object(stream)
        for op in spec["ops"]:
            if op["t"] == "chart":
                src = PdfReader(op["file"]).pages[0]
                box = src.mediabox
                sx = op["w"] / float(box.width)
                sy = op["h"] / float(box.height)
                t = Transformation().translate(-float(box.left), -float(box.bottom))
                page.merge_transformed_page(src, t.scale(sx, sy).translate(op["x"], op["y"]))
    w.add_metadata({"/Title": title, "/Producer": f"pypdf {pypdf.__version__}"})
    for page in w.pages:
        page.compress_content_streams()
    with open(out, "wb") as fh:
        w.write(fh)


def swap(src: Path, spec: dict[str, str], out: Path) -> None:
    from pdfrw import PdfArray, PdfName, PdfReader, PdfWriter
    from pdfrw.buildxobj import pagexobj

    pdf = PdfReader(str(src))
    done = set()
    for page in pdf.pages:
        xobjs = page.Resources.XObject if page.Resources else None
        for name, x in list((xobjs or {}).items()):
            key = f"{x.Width}x{x.Height}"
            if x.Subtype == PdfName.Image and key in spec:
                form = pagexobj(PdfReader(spec[key]).pages[0])
                bx = [float(v) for v in form.BBox]
                bw, bh = bx[2] - bx[0], bx[3] - bx[1]
                form.Matrix = PdfArray([1 / bw, 0, 0, 1 / bh, -bx[0] / bw, -bx[1] / bh])
                xobjs[name] = form
                done.add(key)
    missing = set(spec) - done
    assert not missing, f"placeholders not found: {missing}"
    PdfWriter(str(out), trailer=pdf, compress=True).write()


if __name__ == "__main__":
    if sys.argv[1] == "swap":
        swap(Path(sys.argv[2]), json.loads(Path(sys.argv[3]).read_text()), Path(sys.argv[4]))
        sys.exit(0)
    kind, lay, fnt, dst, title = sys.argv[1:6]
    layout = json.loads(Path(lay).read_text(encoding="utf-8"))
    fonts = json.loads(Path(fnt).read_text(encoding="utf-8"))
    {"pdfrw": write_pdfrw, "pypdf": write_pypdf}[kind](layout, fonts, Path(dst), title)
