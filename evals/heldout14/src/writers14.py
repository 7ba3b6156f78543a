"""The fourteenth held-out set's two writers, each drawing a layout9 display list (run with the
interpreter of ``$HELDOUT14_VENV``).

  python writers14.py pydyf layout.json fonts.json out.pdf TITLE
  python writers14.py pyfpdf layout.json fonts.json out.pdf TITLE

**pydyf** (CourtBouillon's low-level PDF generator, the one WeasyPrint writes through; here used
directly): every object, the fonts included, is built by this script. ``fonts.json`` maps the
layout's R/B/I either to a base-14 name (``Times-Roman`` …: not embedded, WinAnsiEncoding) or to
a TrueType file, embedded as a Type0/CIDFontType2 font with Identity-H, a subset made by
fontTools that keeps the glyph ids, widths and a ToUnicode map. A PNG chart is an image XObject.

**PyFPDF 1.7.2** (the original ``fpdf`` package that fpdf2 forked from): ``add_font(uni=True)``
subsets of the TrueType files, ``text`` on the baseline, ``line``, ``rect``, ``image``; its one
shared /Resources dictionary is then split per page by pdfrw (for the chart stamp).
"""

from __future__ import annotations

import io
import json
import re
import shutil
import sys
import zlib
from pathlib import Path


def _load(layout: str, fonts: str) -> tuple[dict, dict]:
    return (
        json.loads(Path(layout).read_text(encoding="utf-8")),
        json.loads(Path(fonts).read_text(encoding="utf-8")),
    )


class _TTF:
    """A TrueType font for pydyf: glyph ids from the cmap, an Identity-H Type0 font."""

    def __init__(self, path: str) -> None:
        from fontTools.ttLib import TTFont

        self.path = path
        self.tt = TTFont(path)
        self.cmap = self.tt.getBestCmap()
        self.upm = self.tt["head"].unitsPerEm
        self.hmtx = self.tt["hmtx"].metrics
        self.used: dict[int, str] = {}

    def encode(self, s: str) -> str:
        out = []
        for ch in s:
            name = self.cmap.get(ord(ch))
            if name is None:
                raise SystemExit(f"{self.path}: no glyph for {ch!r} in {s!r}")
            gid = self.tt.getGlyphID(name)
            self.used[gid] = ch
            out.append(f"{gid:04X}")
        return "<" + "".join(out) + ">"

    def objects(self, pdf, key: str):
        import pydyf
        from fontTools import subset

        opts = subset.Options()
        opts.retain_gids = True
        opts.notdef_outline = True
        opts.layout_features = []
        sub = subset.Subsetter(opts)
        sub.populate(gids=sorted(set(self.used) | {0}))
        tt = __import__("fontTools.ttLib", fromlist=["TTFont"]).TTFont(self.path)
        sub.subset(tt)
        buf = io.BytesIO()
        tt.save(buf)
        data = buf.getvalue()
        ff = pydyf.Stream([data], {"Length1": len(data)}, compress=True)
        pdf.add_object(ff)
        name = "/" + "ABCDEF"[int(key, 36) % 6] * 6 + "+" + self.tt["name"].getDebugName(6)
        head = self.tt["head"]
        sc = 1000 / self.upm
        desc = pydyf.Dictionary(
            {
                "Type": "/FontDescriptor",
                "FontName": name,
                "Flags": 32,
                "FontBBox": pydyf.Array(
                    [round(v * sc) for v in (head.xMin, head.yMin, head.xMax, head.yMax)]
                ),
                "ItalicAngle": 0,
                "Ascent": round(self.tt["hhea"].ascent * sc),
                "Descent": round(self.tt["hhea"].descent * sc),
                "CapHeight": 700,
                "StemV": 80,
                "FontFile2": ff.reference,
            }
        )
        pdf.add_object(desc)
        widths = pydyf.Array()
        for gid in sorted(self.used):
            widths.extend([gid, pydyf.Array([round(self.hmtx[self.tt.getGlyphName(gid)][0] * sc)])])
        cid = pydyf.Dictionary(
            {
                "Type": "/Font",
                "Subtype": "/CIDFontType2",
                "BaseFont": name,
                "CIDSystemInfo": pydyf.Dictionary(
                    {
                        "Registry": pydyf.String("Adobe"),
                        "Ordering": pydyf.String("Identity"),
                        "Supplement": 0,
                    }
                ),
                "FontDescriptor": desc.reference,
                "W": widths,
                "CIDToGIDMap": "/Identity",
                "DW": 500,
            }
        )
        pdf.add_object(cid)
        lines = [
            "/CIDInit /ProcSet findresource begin",
            "12 dict begin",
            "begincmap",
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
            "/CMapName /Adobe-Identity-UCS def",
            "/CMapType 2 def",
            "1 begincodespacerange",
            "<0000> <FFFF>",
            "endcodespacerange",
        ]
        items = sorted(self.used.items())
        for i in range(0, len(items), 100):
            chunk = items[i : i + 100]
            lines.append(f"{len(chunk)} beginbfchar")
            lines += [f"<{g:04X}> <{ord(c):04X}>" for g, c in chunk]
            lines.append("endbfchar")
        lines += ["endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"]
        tu = pydyf.Stream(["\n".join(lines)], compress=True)
        pdf.add_object(tu)
        font = pydyf.Dictionary(
            {
                "Type": "/Font",
                "Subtype": "/Type0",
                "BaseFont": name,
                "Encoding": "/Identity-H",
                "DescendantFonts": pydyf.Array([cid.reference]),
                "ToUnicode": tu.reference,
            }
        )
        pdf.add_object(font)
        return font


def write_pydyf(layout: str, fonts: str, out: str, title: str) -> None:
    import pydyf
    from PIL import Image

    lay, fmap = _load(layout, fonts)
    pdf = pydyf.PDF()
    pdf.info["Title"] = pydyf.String(title)
    pdf.info["Producer"] = pydyf.String(f"pydyf {pydyf.__version__}")
    pdf.info["Creator"] = pydyf.String("heldout14 writers14.py (pydyf)")
    ttf = {k: _TTF(v) for k, v in fmap.items() if v.endswith(".ttf")}
    base = {k: v for k, v in fmap.items() if not v.endswith(".ttf")}
    pages = []
    for pg in lay["pages"]:
        st = pydyf.Stream(compress=True)
        images = {}
        for op in pg["ops"]:
            if op["t"] == "text":
                f = op["f"]
                st.begin_text()
                st.set_font_size(f"F{f}", op["z"])
                st.move_text_to(op["x"], op["y"])
                if f in ttf:
                    st.show_text(ttf[f].encode(op["s"]))
                else:
                    raw = op["s"].encode("cp1252")
                    esc = raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
                    st.stream.append(b"(" + esc + b") Tj")
                st.end_text()
            elif op["t"] == "line":
                st.set_line_width(op["w"])
                st.move_to(op["x1"], op["y1"])
                st.line_to(op["x2"], op["y2"])
                st.stroke()
            elif op["t"] == "rect":
                st.push_state()
                st.set_color_rgb(op["g"], op["g"], op["g"])
                st.rectangle(op["x"], op["y"], op["w"], op["h"])
                st.fill()
                st.pop_state()
            elif op["t"] == "chart" and op["file"].endswith(".png"):
                im = Image.open(op["file"]).convert("RGB")
                xo = pydyf.Stream(
                    [zlib.compress(im.tobytes())],
                    {
                        "Type": "/XObject",
                        "Subtype": "/Image",
                        "Width": im.width,
                        "Height": im.height,
                        "ColorSpace": "/DeviceRGB",
                        "BitsPerComponent": 8,
                        "Filter": "/FlateDecode",
                    },
                )
                pdf.add_object(xo)
                nm = f"Im{len(images) + 1}"
                images[nm] = xo.reference
                st.push_state()
                st.set_matrix(op["w"], 0, 0, op["h"], op["x"], op["y"])
                st.draw_x_object(nm)
                st.pop_state()
        pdf.add_object(st)
        pages.append((pg, st, images))
    fonts_ref = {}
    for k, v in base.items():
        fd = pydyf.Dictionary(
            {
                "Type": "/Font",
                "Subtype": "/Type1",
                "BaseFont": "/" + v,
                "Encoding": "/WinAnsiEncoding",
            }
        )
        pdf.add_object(fd)
        fonts_ref[f"F{k}"] = fd.reference
    for k, t in ttf.items():
        fonts_ref[f"F{k}"] = t.objects(pdf, k).reference
    for pg, st, images in pages:
        res = pydyf.Dictionary({"Font": pydyf.Dictionary(fonts_ref)})
        if images:
            res["XObject"] = pydyf.Dictionary(images)
        page = pydyf.Dictionary(
            {
                "Type": "/Page",
                "Parent": pdf.pages.reference,
                "MediaBox": pydyf.Array([0, 0, pg["w"], pg["h"]]),
                "Contents": st.reference,
                "Resources": res,
            }
        )
        pdf.add_page(page)
    with open(out, "wb") as fh:
        pdf.write(fh)


def write_pyfpdf(layout: str, fonts: str, out: str, title: str) -> None:
    from fpdf import FPDF
    from fpdf import fpdf as fpdf_mod

    lay, fmap = _load(layout, fonts)
    # PyFPDF caches a font's metrics (a .pkl) next to the font file: work on copies here
    local = {}
    for k, v in fmap.items():
        dst = Path(Path(v).name)
        if not dst.exists():
            shutil.copyfile(v, dst)
        local[k] = str(dst.resolve())
    fp = FPDF("P", "pt", (lay["pages"][0]["w"], lay["pages"][0]["h"]))
    fp.set_auto_page_break(False)
    fp.set_margins(0, 0, 0)
    # PyFPDF 1.7.2 writes the info strings byte for byte (latin-1): a title outside latin-1 is
    # given as UTF-16BE with its byte-order mark, which is what a PDF text string allows
    try:
        title.encode("latin-1")
        fp.set_title(title)
    except UnicodeEncodeError:
        fp.set_title(("\ufeff" + title).encode("utf-16-be").decode("latin-1"))
    fp.set_creator("heldout14 writers14.py (PyFPDF)")
    for k, v in local.items():
        fp.add_font("Body" + k, "", v, uni=True)
    for pg in lay["pages"]:
        fp.add_page()
        H = pg["h"]
        for op in pg["ops"]:
            if op["t"] == "text":
                fp.set_font("Body" + op["f"], "", op["z"])
                fp.text(op["x"], H - op["y"], op["s"])
            elif op["t"] == "line":
                fp.set_line_width(op["w"])
                fp.line(op["x1"], H - op["y1"], op["x2"], H - op["y2"])
            elif op["t"] == "rect":
                g = int(round(op["g"] * 255))
                fp.set_fill_color(g, g, g)
                fp.rect(op["x"], H - op["y"] - op["h"], op["w"], op["h"], "F")
            elif op["t"] == "chart" and op["file"].endswith(".png"):
                fp.image(op["file"], op["x"], H - op["y"] - op["h"], op["w"], op["h"])
    fp.output(out, "F")
    assert fpdf_mod.FPDF_VERSION == "1.7.2", fpdf_mod.FPDF_VERSION
    _own_resources(out)


def _own_resources(path: str) -> None:
    """PyFPDF gives every page one shared /Resources dictionary; the chart stamp adds each page's
    forms as /Chart1, /Chart2 … to its page's resources, so a shared dictionary would let page
    2's Chart1 replace page 1's. Give each page a copy of its own (pdfrw; nothing else changes)."""
    from pdfrw import PdfDict, PdfReader, PdfWriter

    pdf = PdfReader(path)
    for page in pdf.pages:
        res = PdfDict()
        for k, v in page.Resources.items():
            res[k] = v
        if page.Resources.XObject is not None:  # only the images this page draws
            data = page.Contents.stream.encode("latin-1")
            if page.Contents.Filter == "/FlateDecode":
                data = zlib.decompress(data)
            used = set(re.findall(rb"/([A-Za-z0-9]+) Do", data))
            xo = PdfDict()
            for k, v in page.Resources.XObject.items():
                if k[1:].encode() in used:
                    xo[k] = v
            res.XObject = xo
        page.Resources = res
    PdfWriter(path, trailer=pdf).write()


if __name__ == "__main__":
    kind, *args = sys.argv[1:]
    {"pydyf": write_pydyf, "pyfpdf": write_pyfpdf}[kind](*args)
