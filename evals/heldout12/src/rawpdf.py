"""A PDF writer with no PDF library: the display list of ``layout9`` written object by object.

Usage: python rawpdf.py layout.json fonts.json out.pdf TITLE

Every object, the cross-reference table and the trailer are written here. Each TrueType font
(fonts.json: display-list key -> .ttf file) is subset by fontTools with the glyph ids kept, and
embedded as a Type 0 font with Identity-H encoding, a /W widths array and a ToUnicode CMap, so
the text layer carries the letters as written. Content streams are deflated. Charts are not drawn
here: the build stamps them afterwards into the boxes the layout left free.
"""

from __future__ import annotations

import io
import json
import sys
import zlib
from pathlib import Path
from typing import Any

from fontTools import subset
from fontTools.ttLib import TTFont


class Pdf:
    def __init__(self) -> None:
        self.objs: list[bytes] = []

    def add(self, body: bytes | str) -> int:
        self.objs.append(body.encode("latin-1") if isinstance(body, str) else body)
        return len(self.objs)

    def reserve(self) -> int:
        return self.add(b"null")

    def set(self, n: int, body: bytes | str) -> None:
        self.objs[n - 1] = body.encode("latin-1") if isinstance(body, str) else body

    def stream(self, data: bytes, extra: str = "") -> int:
        z = zlib.compress(data, 9)
        return self.add(f"<< /Length {len(z)} /Filter /FlateDecode {extra}>>\nstream\n".encode()
                        + z + b"\nendstream")  # fmt: skip

    def write(self, path: Path, root: int, info: int) -> None:
        out = io.BytesIO()
        out.write(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
        offsets = []
        for k, body in enumerate(self.objs, 1):
            offsets.append(out.tell())
            out.write(f"{k} 0 obj\n".encode() + body + b"\nendobj\n")
        xref = out.tell()
        out.write(f"xref\n0 {len(self.objs) + 1}\n0000000000 65535 f \n".encode())
        out.write("".join(f"{o:010d} 00000 n \n" for o in offsets).encode())
        out.write(f"trailer\n<< /Size {len(self.objs) + 1} /Root {root} 0 R /Info {info} 0 R >>\n"
                  f"startxref\n{xref}\n%%EOF\n".encode())  # fmt: skip
        path.write_bytes(out.getvalue())


def text_string(s: str) -> str:
    """A PDF text string in UTF-16BE with a byte-order mark (titles in any script)."""
    return "<FEFF" + s.encode("utf-16-be").hex().upper() + ">"


class Font:
    def __init__(self, path: str, tag: str, chars: set[str]) -> None:
        tt = TTFont(path)
        cmap = tt.getBestCmap()
        self.gid = {c: tt.getGlyphID(cmap[ord(c)]) for c in chars if ord(c) in cmap}
        missing = sorted(c for c in chars if ord(c) not in cmap)
        if missing:
            raise SystemExit(f"{path} has no glyph for {missing}")
        upm = tt["head"].unitsPerEm
        self.width = {g: round(tt["hmtx"][tt.getGlyphName(g)][0] * 1000 / upm)
                      for g in self.gid.values()}  # fmt: skip
        self.name = tag + "+" + tt["name"].getDebugName(6)
        self.ascent = round(tt["hhea"].ascent * 1000 / upm)
        self.descent = round(tt["hhea"].descent * 1000 / upm)
        opts = subset.Options()
        opts.retain_gids = True
        opts.notdef_outline = True
        opts.layout_features = []
        sub = subset.Subsetter(opts)
        sub.populate(unicodes=[ord(c) for c in self.gid])
        sub.subset(tt)
        buf = io.BytesIO()
        tt.save(buf)
        self.data = buf.getvalue()

    def show(self, s: str) -> str:
        return "<" + "".join(f"{self.gid[c]:04X}" for c in s) + ">"

    def emit(self, pdf: Pdf) -> int:
        ff = pdf.stream(self.data, f"/Length1 {len(self.data)} ")
        desc = pdf.add(f"<< /Type /FontDescriptor /FontName /{self.name} /Flags 32 "
                       f"/FontBBox [-600 {self.descent} 2000 {self.ascent}] /ItalicAngle 0 "
                       f"/Ascent {self.ascent} /Descent {self.descent} /CapHeight 700 /StemV 80 "
                       f"/FontFile2 {ff} 0 R >>")  # fmt: skip
        w = " ".join(f"{g} [{self.width[g]}]" for g in sorted(self.width))
        cid = pdf.add(f"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /{self.name} "
                      "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
                      f"/FontDescriptor {desc} 0 R /W [{w}] /CIDToGIDMap /Identity >>")  # fmt: skip
        pairs = sorted((g, c) for c, g in self.gid.items())
        bf = "".join(f"<{g:04X}> <{c.encode('utf-16-be').hex().upper()}>\n" for g, c in pairs)
        cmap = ("/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
                "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
                "/CMapName /Adobe-Identity-UCS def /CMapType 2 def\n"
                "1 begincodespacerange <0000> <FFFF> endcodespacerange\n"
                f"{len(pairs)} beginbfchar\n{bf}endbfchar\n"
                "endcmap CMapName currentdict /CMap defineresource pop end end\n")  # fmt: skip
        tu = pdf.stream(cmap.encode())
        return pdf.add(f"<< /Type /Font /Subtype /Type0 /BaseFont /{self.name} "
                       f"/Encoding /Identity-H /DescendantFonts [{cid} 0 R] /ToUnicode {tu} 0 R >>")  # fmt: skip


def page_content(ops: list[dict[str, Any]], fonts: dict[str, Font]) -> bytes:
    out = []
    for op in ops:
        if op["t"] == "text":
            out.append(f"BT /F{op['f']} {op['z']} Tf 1 0 0 1 {op['x']} {op['y']} Tm "
                       f"{fonts[op['f']].show(op['s'])} Tj ET")  # fmt: skip
        elif op["t"] == "line":
            out.append(f"{op['w']} w {op['x1']} {op['y1']} m {op['x2']} {op['y2']} l S")
        elif op["t"] == "rect":
            out.append(f"q {op['g']} g {op['x']} {op['y']} {op['w']} {op['h']} re f Q")
    return ("0 g 0 G\n" + "\n".join(out) + "\n").encode("latin-1")


def main(layout: str, fonts_json: str, out: str, title: str) -> None:
    lay = json.loads(Path(layout).read_text(encoding="utf-8"))
    files = json.loads(Path(fonts_json).read_text(encoding="utf-8"))
    chars: dict[str, set[str]] = {k: set() for k in files}
    for pg in lay["pages"]:
        for op in pg["ops"]:
            if op["t"] == "text":
                chars[op["f"]].update(op["s"])
    fonts = {k: Font(files[k], "HLDA" + "BCDEFG"[i] + "A", chars[k] or {" "})
             for i, k in enumerate(sorted(files))}  # fmt: skip
    pdf = Pdf()
    font_refs = {k: f.emit(pdf) for k, f in fonts.items()}
    res = pdf.add("<< /Font << " + " ".join(f"/F{k} {n} 0 R" for k, n in font_refs.items())
                  + " >> /ProcSet [/PDF /Text] >>")  # fmt: skip
    parent = pdf.reserve()
    kids = []
    for pg in lay["pages"]:
        content = pdf.stream(page_content(pg["ops"], fonts))
        kids.append(pdf.add(f"<< /Type /Page /Parent {parent} 0 R /MediaBox [0 0 {pg['w']} "
                            f"{pg['h']}] /Resources {res} 0 R /Contents {content} 0 R >>"))  # fmt: skip
    pdf.set(parent, f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] "
                    f"/Count {len(kids)} >>")  # fmt: skip
    root = pdf.add(f"<< /Type /Catalog /Pages {parent} 0 R >>")
    info = pdf.add(f"<< /Title {text_string(title)} /Producer (rawpdf, heldout12) >>")
    pdf.write(Path(out), root, info)


if __name__ == "__main__":
    main(*sys.argv[1:5])
