"""Spire.PDF (e-iceblue's free edition for Python) draws a layout9 display list.

Usage: python spire_writer.py layout.json fonts.json out.pdf TITLE

Text in Unicode TrueType fonts (``PdfTrueTypeFont`` from the font files, embedded by Spire),
rules with ``Canvas.DrawLine`` and shading with ``Canvas.DrawRectangle``. Spire places a string
by the top of its line box, so each baseline is moved up by the font's ascent. Charts are
stamped afterwards by the build into the boxes the layout left free.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from fontTools.ttLib import TTFont
from spire.pdf import (
    PdfBrushes,
    PdfDocument,
    PdfFontStyle,
    PdfMargins,
    PdfPen,
    PdfRGBColor,
    PdfSolidBrush,
    PdfTrueTypeFont,
)
from spire.pdf.common import Color, SizeF


def main(layout: str, fonts_json: str, out: str, title: str) -> None:
    lay = json.loads(Path(layout).read_text(encoding="utf-8"))
    files = json.loads(Path(fonts_json).read_text(encoding="utf-8"))
    ascent = {}
    for k, f in files.items():
        tt = TTFont(f)
        ascent[k] = tt["hhea"].ascent / tt["head"].unitsPerEm
    cache: dict[tuple[str, float], PdfTrueTypeFont] = {}
    doc = PdfDocument()
    doc.PageSettings.Margins = PdfMargins(0.0)
    black = PdfBrushes.get_Black()
    for pg in lay["pages"]:
        page = doc.Pages.Add(SizeF(float(pg["w"]), float(pg["h"])), PdfMargins(0.0))
        canvas, hh = page.Canvas, float(pg["h"])
        for op in pg["ops"]:
            if op["t"] == "text":
                key = (op["f"], float(op["z"]))
                if key not in cache:
                    style = {"B": PdfFontStyle.Bold, "I": PdfFontStyle.Italic}.get(
                        op["f"], PdfFontStyle.Regular
                    )
                    cache[key] = PdfTrueTypeFont(files[op["f"]], float(op["z"]), style, True)
                y = hh - float(op["y"]) - ascent[op["f"]] * float(op["z"])
                canvas.DrawString(op["s"], cache[key], black, float(op["x"]), y)
            elif op["t"] == "line":
                pen = PdfPen(PdfRGBColor(Color.get_Black()), float(op["w"]))
                canvas.DrawLine(
                    pen,
                    float(op["x1"]),
                    hh - float(op["y1"]),
                    float(op["x2"]),
                    hh - float(op["y2"]),
                )
            elif op["t"] == "rect":
                g = int(round(float(op["g"]) * 255))
                brush = PdfSolidBrush(PdfRGBColor(g, g, g))
                y = hh - float(op["y"]) - float(op["h"])
                canvas.DrawRectangle(brush, float(op["x"]), y, float(op["w"]), float(op["h"]))
    doc.DocumentInformation.Title = title
    doc.SaveToFile(out)
    doc.Close()


if __name__ == "__main__":
    main(*sys.argv[1:5])
