"""The tenth held-out set's borb paper, run in its own interpreter (borb 3 and fontTools live in
``$HELDOUT10_VENV``). **borb** lays the paper out itself: ``SingleColumnLayout`` flows the
paragraphs (justified), tables (``FixedColumnWidthTable`` with ``TableCell`` column spans, borders
and backgrounds set per style) and images onto A4 pages and starts new pages when one is full.
borb places only raster images, so each chart is laid out as a white placeholder PNG whose pixel
size names it; ``writers9.py swap`` then puts the vector chart in its place.

Usage: python borb_doc.py doc.json out.pdf
doc.json: {"fonts": {"R","B","I": ttf}, "blocks": [...paper9 blocks; figures carry "px": [w, h]]}
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from borb.pdf import (
    PDF,
    Document,
    FixedColumnWidthTable,
    HexColor,
    Image,
    Page,
    Paragraph,
    SingleColumnLayout,
    Table,
    TrueTypeFont,
)  # fmt: skip

spec = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
F = {k: TrueTypeFont.from_file(Path(v)) for k, v in spec["fonts"].items()}
J, C, L = (Paragraph.TextAlignment.JUSTIFIED, Paragraph.TextAlignment.CENTERED,
           Paragraph.TextAlignment.LEFT)  # fmt: skip
MID = Paragraph.HorizontalAlignment.MIDDLE
GREY = HexColor("#d9d9d9")
ZEBRA = HexColor("#eeeeee")

doc = Document()
page = Page()
doc.append_page(page)
lay = SingleColumnLayout(page, margin_top=60, margin_bottom=60, margin_left=64, margin_right=64)


def para(text: str, f: str = "R", z: float = 10, **kw: object) -> Paragraph:
    return Paragraph(text, font=F[f], font_size=z, **kw)  # type: ignore[arg-type]


def cell(
    text: str, f: str, z: float, right: bool, span: int, style: str, shade: object
) -> Table.TableCell:
    border = 1 if style == "grid" else 0
    return Table.TableCell(
        para(text, f, z, text_alignment=Paragraph.TextAlignment.RIGHT if right else L),
        column_span=span, background_color=shade, padding_top=2, padding_bottom=3,
        padding_left=4, padding_right=4, border_width_top=border, border_width_bottom=border,
        border_width_left=border, border_width_right=border,
    )  # fmt: skip


def table(b: dict) -> None:
    style, z = b["rules"], b.get("z", 9)
    ncol = len(b["header"][-1])
    lay.append_layout_element(
        para(f"{b['label']} {b['caption']}", "R", 9.5, margin_top=8, margin_bottom=4)
    )
    t = FixedColumnWidthTable(number_of_rows=len(b["header"]) + len(b["rows"]), number_of_columns=ncol,
                              column_widths=b.get("widths"), horizontal_alignment=MID)  # fmt: skip
    for hr in b["header"]:
        for text, span in hr:
            shade = GREY if style == "grid" else None
            t.append_layout_element(cell(text, "B", z, False, span, style, shade))
    for i, r in enumerate(b["rows"]):
        shade = ZEBRA if style == "zebra" and i % 2 == 0 else None
        if isinstance(r, str):
            t.append_layout_element(cell(r, "I", z, False, ncol, style, shade))
            continue
        for j, text in enumerate(r):
            t.append_layout_element(cell(text, "R", z, j > 0, 1, style, shade))
    lay.append_layout_element(t)


for b in spec["blocks"]:
    if b["t"] == "title":
        lay.append_layout_element(
            para(b["title"], "B", 15, text_alignment=C, horizontal_alignment=MID, margin_bottom=6)
        )
        lay.append_layout_element(
            para(b["authors"], "R", 10.5, text_alignment=C, horizontal_alignment=MID)
        )
        lay.append_layout_element(
            para(b["affil"], "I", 9, text_alignment=C, horizontal_alignment=MID, margin_bottom=10)
        )
        lay.append_layout_element(
            para(
                f"{b['abstractHead']} {b['abstract']}",
                "R",
                9,
                text_alignment=J,
                margin_left=20,
                margin_right=20,
                margin_bottom=10,
            )
        )
    elif b["t"] == "h":
        lay.append_layout_element(para(b["s"], "B", 11.5, margin_top=8, margin_bottom=3))
    elif b["t"] == "p":
        lay.append_layout_element(para(b["s"], "R", 10, text_alignment=J, margin_bottom=4))
    elif b["t"] == "table":
        table(b)
    elif b["t"] == "figure":
        w, h = b["px"]
        width = 467 * b.get("frac", 1.0)
        lay.append_layout_element(Image(Path(b["placeholder"]), size=(int(width), int(width * h / w)),
                                        horizontal_alignment=MID, margin_top=8))  # fmt: skip
        lay.append_layout_element(para(f"{b['label']} {b['caption']}", "R", 9.5, text_alignment=C,
                                       horizontal_alignment=MID, margin_top=4, margin_bottom=8))  # fmt: skip

PDF.write(what=doc, where_to=Path(sys.argv[2]))
