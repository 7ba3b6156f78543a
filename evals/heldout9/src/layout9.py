"""The page-layout engine of the ninth and tenth held-out sets' low-level PDF writers.

PDF::Reuse, pdfrw and pypdf (and held-out 10's PDFium, PoDoFo, Text::PDF, flat and pdfje
writers) have no layout of their own. The engine is held-out 8's ``layout8``, unchanged: it
breaks the paper's paragraphs into lines with the fonts' own advance widths, places headings,
tables (with repeated headers when a table breaks across pages) and chart boxes in one or two
columns, and returns a display list per page in PDF points with the origin at the bottom left.
Each writer only draws that list. This module only makes it importable from these sets' sources.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parents[2] / "heldout8" / "src"))

from layout8 import Doc, Style, aspect, dec, write_tsv  # noqa: E402

__all__ = ["Doc", "Style", "aspect", "dec", "write_tsv"]
