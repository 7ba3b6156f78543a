"""The page-layout engine of the eighth held-out set's low-level PDF writers.

pikepdf (qpdf content streams), libharu, PDF::Create and iText's ``PdfContentByte`` have no layout
of their own. The engine (``Doc``, ``Style``, ``dec``, ``aspect``) is held-out 7's ``layout7``,
imported, not copied: it breaks the paper's paragraphs into lines with the fonts' own advance
widths, places headings, tables (with repeated headers when a table breaks across pages) and
chart boxes in one or two columns, and returns a display list per page (text runs, rules, shaded
boxes, charts) in PDF points with the origin at the bottom left. Each writer only draws that list.
This module adds the iText writer's tab-separated form of the list, mirrored for right-to-left
papers.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.append(str(Path(__file__).resolve().parents[2] / "heldout7" / "src"))

from layout7 import Doc, Style, aspect, dec  # noqa: E402

__all__ = ["Doc", "Style", "aspect", "dec", "write_tsv"]


def write_tsv(pages: list[dict[str, Any]], fonts: dict[str, str], out: Path, rtl: bool) -> None:
    """The display list as tab-separated operations for the iText writer
    (``java/ItextWriter``). With ``rtl`` the whole page is mirrored left to right, so a layout
    made left to right reads right to left: each text run is placed by its right edge (the
    mirror of its left edge), tables start at the right, charts keep their boxes mirrored."""
    from pymupdf import Font

    metr = {k: Font(fontfile=v) for k, v in fonts.items()}
    rows = [f"FONT\t{k}\t{v}" for k, v in fonts.items()]
    for p in pages:
        w = p["w"]
        rows.append(f"PAGE\t{p['w']}\t{p['h']}")
        for op in p["ops"]:
            if op["t"] == "text":
                x, d = op["x"], "L"
                if rtl:
                    x, d = round(w - op["x"], 2), "R"
                    if not any("\u0600" <= ch <= "\u06ff" for ch in op["s"]):
                        # a run without Arabic letters (a number) keeps its box, drawn LTR
                        x = round(x - metr[op["f"]].text_length(op["s"], fontsize=op["z"]), 2)
                        d = "L"
                rows.append(f"TEXT\t{x}\t{op['y']}\t{op['f']}\t{op['z']}\t{d}\t{op['s']}")
            elif op["t"] == "line":
                x1, x2 = (w - op["x1"], w - op["x2"]) if rtl else (op["x1"], op["x2"])
                rows.append(f"LINE\t{x1:.2f}\t{op['y1']}\t{x2:.2f}\t{op['y2']}\t{op['w']}")
            elif op["t"] == "rect":
                x = w - op["x"] - op["w"] if rtl else op["x"]
                rows.append(f"RECT\t{x:.2f}\t{op['y']}\t{op['w']}\t{op['h']}\t{op['g']}")
            elif op["t"] == "chart":
                x = w - op["x"] - op["w"] if rtl else op["x"]
                rows.append(f"CHART\t{x:.2f}\t{op['y']}\t{op['w']}\t{op['h']}\t{op['file']}")
    out.write_text("\n".join(rows) + "\n", encoding="utf-8")
