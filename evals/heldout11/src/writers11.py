"""The eleventh held-out set's Python writer, run in its own interpreter (``HELDOUT11_VENV``).

Usage: python writers11.py pyhanko layout.json fonts.json out.pdf title
       python writers11.py pluto paper.html - out.pdf title

**pyHanko** 0.38 (its own PDF writer, ``pyhanko.pdf_utils.writer.PdfFileWriter``): pages built as
generic dictionaries, text runs in pyHanko's font engines, rules and shading as path operators, each
chart (a one-page PDF; the raster chart made one by Pillow) imported with
``import_page_as_xobject`` and drawn as a form XObject. fonts.json maps the display list's font
keys (R, B, I) to TrueType files or to base-14 names: the Albanian paper uses pyHanko's
``SimpleFontEngine`` with base-14 Times (WinAnsiEncoding, not embedded), because its OpenType
engine (0.38) writes the /W widths by subset glyph index while the text shows the original glyph
ids, so every glyph but the first few advanced by the default width of 1000.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path


def write_pyhanko(layout: dict, fonts: dict[str, str], out: Path, title: str) -> None:
    from pyhanko.pdf_utils import generic as g
    from pyhanko.pdf_utils.font.basic import SimpleFontEngine
    from pyhanko.pdf_utils.font.opentype import GlyphAccumulatorFactory
    from pyhanko.pdf_utils.reader import PdfFileReader
    from pyhanko.pdf_utils.writer import PdfFileWriter

    logging.getLogger("fontTools").setLevel(logging.ERROR)
    w = PdfFileWriter()
    used = {op["f"] for pg in layout["pages"] for op in pg["ops"] if op["t"] == "text"}
    # pyHanko prepares every engine it made when it writes: an engine without glyphs fails
    engines = {k: GlyphAccumulatorFactory(v).create_font_engine(w) if v.endswith(".ttf")
               else SimpleFontEngine(w, v, 0.5) for k, v in fonts.items() if k in used}  # fmt: skip
    charts: dict[str, g.IndirectObject] = {}
    for spec in layout["pages"]:
        ops: list[bytes] = []
        xobjs = g.DictionaryObject()
        for op in spec["ops"]:
            if op["t"] == "text":
                sr = engines[op["f"]].shape(op["s"])
                ops.append(
                    f"BT /F{op['f']} {op['z']} Tf {op['x']} {op['y']} Td ".encode()
                    + sr.graphics_ops
                    + b" ET"
                )
            elif op["t"] == "line":
                ops.append(
                    f"{op['w']} w {op['x1']} {op['y1']} m {op['x2']} {op['y2']} l S".encode()
                )
            elif op["t"] == "rect":
                ops.append(f"{op['g']} g {op['x']} {op['y']} {op['w']} {op['h']} re f 0 g".encode())
            elif op["t"] == "chart":
                if op["file"] not in charts:
                    rd = PdfFileReader(open(op["file"], "rb"), strict=False)  # noqa: SIM115 (open until written)
                    charts[op["file"]] = w.import_page_as_xobject(rd)
                ref = charts[op["file"]]
                bbox = [float(v) for v in ref.get_object()["/BBox"]]
                name = f"Chart{len(xobjs) + 1}"
                xobjs[g.NameObject("/" + name)] = ref
                sx, sy = op["w"] / (bbox[2] - bbox[0]), op["h"] / (bbox[3] - bbox[1])
                ops.append(
                    f"q {sx:.5f} 0 0 {sy:.5f} {op['x'] - bbox[0] * sx:.2f} "
                    f"{op['y'] - bbox[1] * sy:.2f} cm /{name} Do Q".encode()
                )
        stream = w.add_object(g.StreamObject(stream_data=b"\n".join(ops)))
        fdict = g.DictionaryObject(
            {g.NameObject(f"/F{k}"): e.as_resource() for k, e in engines.items()}
        )
        res = g.DictionaryObject({g.NameObject("/Font"): fdict})
        if xobjs:
            res[g.NameObject("/XObject")] = xobjs
        page = g.DictionaryObject({
            g.NameObject("/Type"): g.NameObject("/Page"),
            g.NameObject("/MediaBox"): g.ArrayObject([g.FloatObject(0), g.FloatObject(0),
                                                      g.FloatObject(spec["w"]), g.FloatObject(spec["h"])]),
            g.NameObject("/Resources"): res,
            g.NameObject("/Contents"): stream,
        })  # fmt: skip
        w.insert_page(page)
    w.document_meta.title = title  # pyHanko writes the Info dictionary (producer pyHanko)
    with open(out, "wb") as f:
        w.write(f)


def write_pluto(html: Path, out: Path, title: str) -> None:
    """**PlutoPrint** 0.23 (PlutoBook: HTML and CSS laid out in pages, tables and inline SVG
    charts drawn by its own renderers, the PDF written through cairo)."""
    import plutoprint

    book = plutoprint.Book(plutoprint.PAGE_SIZE_A4, plutoprint.PAGE_MARGINS_NONE)
    book.load_html(html.read_text(encoding="utf-8"), base_url=str(html.parent) + "/")
    book.set_metadata(plutoprint.PDF_METADATA_TITLE, title)
    book.write_to_pdf(str(out))


if __name__ == "__main__":
    kind, lay, fnt, dst, title = sys.argv[1:6]
    if kind == "pluto":
        write_pluto(Path(lay), Path(dst), title)
        sys.exit(0)
    layout = json.loads(Path(lay).read_text(encoding="utf-8"))
    fonts = json.loads(Path(fnt).read_text(encoding="utf-8"))
    {"pyhanko": write_pyhanko}[kind](layout, fonts, Path(dst), title)
