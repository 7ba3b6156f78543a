"""Two of the eighth held-out set's low-level writers, run in their own interpreter.

Usage: python writers.py pike|haru layout.json fonts.json out.pdf
       python writers.py stamp in.pdf boxes.json out.pdf   (charts into a finished PDF)

- ``pike``: **pikepdf** (qpdf) writing the content streams directly, with the base-14 Type 1
  fonts (Helvetica family, WinAnsiEncoding; nothing embedded);
- ``haru``: **libharu** 2.3.0 (``libhpdf`` through ctypes; TrueType fonts embedded with the
  UTF-8 encoder). libharu cannot import a PDF page, so vector charts are stamped afterwards by
  pikepdf as form XObjects (``Page.add_overlay``); PNG charts are placed by libharu itself.

The display list comes from ``layout8.Doc.dump`` (points, origin bottom left).
"""

from __future__ import annotations

import ctypes as C
import json
import sys
from pathlib import Path

import pikepdf

FIXED_ID = b"heldout8-fixed-id"


def esc(b: bytes) -> bytes:
    return b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def overlay(path: Path, pages: list[dict], out: Path, producer: bool = True) -> None:
    """Stamp every vector chart (a one-page PDF) into its box as a form XObject."""
    pdf = pikepdf.open(path)
    for page, spec in zip(pdf.pages, pages, strict=True):
        for op in spec["ops"]:
            if op["t"] == "chart" and op["file"].endswith(".pdf"):
                src = pikepdf.open(op["file"])
                box = pikepdf.Rectangle(op["x"], op["y"], op["x"] + op["w"], op["y"] + op["h"])
                page.add_overlay(src.pages[0], box)
    if producer:
        pdf.docinfo["/Producer"] = pikepdf.String(f"pikepdf {pikepdf.__version__}")
    pdf.save(out, deterministic_id=True)


def pike(layout: dict, fonts: dict[str, str], out: Path, title: str) -> None:
    pdf = pikepdf.new()
    fres = pikepdf.Dictionary()
    for key, base in fonts.items():
        fres[f"/F{key}"] = pdf.make_indirect(
            pikepdf.Dictionary(
                Type=pikepdf.Name.Font,
                Subtype=pikepdf.Name.Type1,
                BaseFont=pikepdf.Name("/" + base),
                Encoding=pikepdf.Name.WinAnsiEncoding,
            )
        )
    for spec in layout["pages"]:
        ops: list[bytes] = []
        for op in spec["ops"]:
            if op["t"] == "text":
                s = esc(op["s"].encode("cp1252"))
                ops.append(
                    b"BT /F%s %.2f Tf 1 0 0 1 %.2f %.2f Tm (%s) Tj ET"
                    % (op["f"].encode(), op["z"], op["x"], op["y"], s)
                )
            elif op["t"] == "line":
                ops.append(
                    b"%.2f w %.2f %.2f m %.2f %.2f l S"
                    % (op["w"], op["x1"], op["y1"], op["x2"], op["y2"])
                )
            elif op["t"] == "rect":
                ops.append(
                    b"q %.3f g %.2f %.2f %.2f %.2f re f Q"
                    % (op["g"], op["x"], op["y"], op["w"], op["h"])
                )
        page = pikepdf.Page(
            pikepdf.Dictionary(
                Type=pikepdf.Name.Page,
                MediaBox=[0, 0, spec["w"], spec["h"]],
                Resources=pikepdf.Dictionary(Font=fres),
                Contents=pdf.make_stream(b"\n".join(ops)),
            )
        )
        pdf.pages.append(page)
    pdf.docinfo["/Title"] = title
    tmp = out.with_suffix(".raw.pdf")
    pdf.save(tmp, deterministic_id=True)
    overlay(tmp, layout["pages"], out)


def haru(layout: dict, fonts: dict[str, str], out: Path, title: str) -> None:
    h = C.CDLL("libhpdf-2.3.0.so")
    vp, f, s = C.c_void_p, C.c_float, C.c_char_p
    sig = {
        "HPDF_New": ([vp, vp], vp),
        "HPDF_UseUTFEncodings": ([vp], C.c_ulong),
        "HPDF_SetCurrentEncoder": ([vp, s], C.c_ulong),
        "HPDF_LoadTTFontFromFile": ([vp, s, C.c_int], s),
        "HPDF_GetFont": ([vp, s, s], vp),
        "HPDF_AddPage": ([vp], vp),
        "HPDF_Page_SetWidth": ([vp, f], C.c_ulong),
        "HPDF_Page_SetHeight": ([vp, f], C.c_ulong),
        "HPDF_Page_BeginText": ([vp], C.c_ulong),
        "HPDF_Page_EndText": ([vp], C.c_ulong),
        "HPDF_Page_SetFontAndSize": ([vp, vp, f], C.c_ulong),
        "HPDF_Page_TextOut": ([vp, f, f, s], C.c_ulong),
        "HPDF_Page_SetLineWidth": ([vp, f], C.c_ulong),
        "HPDF_Page_MoveTo": ([vp, f, f], C.c_ulong),
        "HPDF_Page_LineTo": ([vp, f, f], C.c_ulong),
        "HPDF_Page_Stroke": ([vp], C.c_ulong),
        "HPDF_Page_SetGrayFill": ([vp, f], C.c_ulong),
        "HPDF_Page_Rectangle": ([vp, f, f, f, f], C.c_ulong),
        "HPDF_Page_Fill": ([vp], C.c_ulong),
        "HPDF_LoadPngImageFromFile": ([vp, s], vp),
        "HPDF_Page_DrawImage": ([vp, vp, f, f, f, f], C.c_ulong),
        "HPDF_SetInfoAttr": ([vp, C.c_int, s], C.c_ulong),
        "HPDF_SetCompressionMode": ([vp, C.c_uint], C.c_ulong),
        "HPDF_SaveToFile": ([vp, s], C.c_ulong),
    }
    for name, (args, res) in sig.items():
        fn = getattr(h, name)
        fn.argtypes, fn.restype = args, res
    doc = h.HPDF_New(None, None)
    h.HPDF_SetCompressionMode(doc, 0x0F)
    h.HPDF_UseUTFEncodings(doc)
    h.HPDF_SetCurrentEncoder(doc, b"UTF-8")
    handles = {}
    for key, path in fonts.items():
        name = h.HPDF_LoadTTFontFromFile(doc, path.encode(), 1)
        handles[key] = h.HPDF_GetFont(doc, name, b"UTF-8")
    h.HPDF_SetInfoAttr(doc, 5, title.encode())  # HPDF_INFO_TITLE
    for spec in layout["pages"]:
        p = h.HPDF_AddPage(doc)
        h.HPDF_Page_SetWidth(p, spec["w"])
        h.HPDF_Page_SetHeight(p, spec["h"])
        for op in spec["ops"]:
            if op["t"] == "text":
                h.HPDF_Page_BeginText(p)
                h.HPDF_Page_SetFontAndSize(p, handles[op["f"]], op["z"])
                h.HPDF_Page_TextOut(p, op["x"], op["y"], op["s"].encode())
                h.HPDF_Page_EndText(p)
            elif op["t"] == "line":
                h.HPDF_Page_SetLineWidth(p, op["w"])
                h.HPDF_Page_MoveTo(p, op["x1"], op["y1"])
                h.HPDF_Page_LineTo(p, op["x2"], op["y2"])
                h.HPDF_Page_Stroke(p)
            elif op["t"] == "rect":
                h.HPDF_Page_SetGrayFill(p, op["g"])
                h.HPDF_Page_Rectangle(p, op["x"], op["y"], op["w"], op["h"])
                h.HPDF_Page_Fill(p)
                h.HPDF_Page_SetGrayFill(p, 0)
            elif op["t"] == "chart" and op["file"].endswith(".png"):
                img = h.HPDF_LoadPngImageFromFile(doc, op["file"].encode())
                h.HPDF_Page_DrawImage(p, img, op["x"], op["y"], op["w"], op["h"])
    tmp = out.with_suffix(".raw.pdf")
    assert h.HPDF_SaveToFile(doc, str(tmp).encode()) == 0
    overlay(tmp, layout["pages"], out, producer=False)


if __name__ == "__main__":
    if sys.argv[1] == "stamp":  # stamp in.pdf boxes.json out.pdf: charts into a finished PDF
        boxes = json.loads(Path(sys.argv[3]).read_text(encoding="utf-8"))
        boxes = boxes["pages"] if isinstance(boxes, dict) else boxes
        overlay(Path(sys.argv[2]), boxes, Path(sys.argv[4]), producer=False)
        sys.exit(0)
    kind, lay, fnt, dst = sys.argv[1:5]
    title = sys.argv[5] if len(sys.argv) > 5 else ""
    layout = json.loads(Path(lay).read_text(encoding="utf-8"))
    fonts = json.loads(Path(fnt).read_text(encoding="utf-8"))
    {"pike": pike, "haru": haru}[kind](layout, fonts, Path(dst), title)
