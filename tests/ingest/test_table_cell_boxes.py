"""Tables whose every cell is drawn as a filled box with a border (jsPDF-autotable's ``grid``,
TCPDF's HTML tables): white body cells, a heading shaded grey, both stroked in black. The
borders are the table's rules, so a cell's text wrapped onto two lines stays one cell."""

from __future__ import annotations

import pymupdf
import pytest
from conftest import FONT

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings

HEAD = ["Route", "Terminals", "Length (km)", "Buses"]
ROWS = [
    ("No. 1", ["Old Mill –", "Railway station"], "11,4", "9"),
    ("No. 2", ["Harbour – Hill"], "9,8", "7"),
    ("No. 4", ["North Gate –", "South market"], "8,1", "5"),
]


@pytest.mark.parametrize("shade", [0.88, 0.95])
def test_cells_drawn_as_bordered_boxes_are_ruled(shade: float) -> None:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    writer = pymupdf.TextWriter(page.rect)
    writer.append((72, 90), "Table 1. Routes of the network.", font=FONT, fontsize=10)
    xs = [72.0, 140.0, 300.0, 400.0, 480.0]
    y = 100.0

    def row(cells: list[list[str]], height: float, fill: tuple[float, ...]) -> None:
        nonlocal y
        for (x0, x1), lines in zip(zip(xs, xs[1:], strict=False), cells, strict=True):
            page.draw_rect(pymupdf.Rect(x0, y, x1, y + height), color=(0, 0, 0), fill=fill)
            for k, text in enumerate(lines):
                writer.append((x0 + 4, y + 12 + 11 * k), text, font=FONT, fontsize=9)
        y += height

    row([[h] for h in HEAD], 18, (shade,) * 3)
    for name, terminals, length, buses in ROWS:
        row([[name], terminals, [length], [buses]], 7 + 11 * len(terminals), (1, 1, 1))
    writer.write_text(page)
    (chunk,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "boxes", TableSettings())
    assert chunk.extra["columns"] == HEAD
    assert chunk.extra["rows"] == [
        [name, " ".join(terminals), length, buses] for name, terminals, length, buses in ROWS
    ]
