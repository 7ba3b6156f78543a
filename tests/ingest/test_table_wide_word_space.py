"""A table set in a font whose word space is wider than the gap that tells cells apart (an
Ethiopic font sets its space at 0.46 em; the cell gap is read at 0.4 em). "24 hours" is one cell,
the text's own space glyph between its words, and the heading over it stays a heading, with its
leaf heads under their groups. The font is DejaVu Sans with its space widened to that of such a
font."""

from __future__ import annotations

from pathlib import Path

import matplotlib
import pymupdf
import pytest
from fontTools.ttLib import TTFont

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings


def _font(tmp: Path, space_em: float) -> Path:
    font = TTFont(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf")
    units = font["head"].unitsPerEm
    name = font.getBestCmap()[ord(" ")]
    _, lsb = font["hmtx"][name]
    font["hmtx"][name] = (round(space_em * units), lsb)
    out = tmp / f"wide-space-{space_em}.ttf"
    font.save(out)
    return out


def _table(font: Path) -> list:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_font(fontname="wide", fontfile=str(font))

    def put(x: float, y: float, text: str) -> None:
        page.insert_text((x, y), text, fontsize=9, fontname="wide")

    put(72, 90, "Sensory scores of the bread by fermentation time and flour.")
    put(72, 130, "Table 2. Scores by fermentation time (1 to 9 points, 30 panellists)")
    groups = [("White flour", 250, 330), ("Brown flour", 340, 420)]
    for text, x0, x1 in groups:
        put((x0 + x1) / 2 - 25, 150, text)
        page.draw_line((x0, 154), (x1, 154), width=0.4)
    put(150, 166, "Fermentation time")
    for x, head in zip([260, 300, 345, 385], ["Eyes", "Taste", "Eyes", "Taste"], strict=True):
        put(x, 166, head)
    rows = [
        ["24 hours", "5.9", "6.2", "5.4", "5.8"],
        ["48 hours", "7.6", "7.8", "7.1", "7.4"],
        ["72 hours", "8.1", "7.3", "7.7", "7.9"],
    ]
    for k, row in enumerate(rows):
        y = 182 + 15 * k
        put(150, y, row[0])
        for x, value in zip([262, 302, 347, 387], row[1:], strict=True):
            put(x, y, value)
    put(72, 250, "The panel preferred the white flour after three days of fermentation.")
    pdf = pymupdf.open("pdf", doc.tobytes())
    return extract_tables(pdf, "wide-space", TableSettings())


def test_a_wide_word_space_keeps_a_cells_words_together(tmp_path: Path) -> None:
    [table] = _table(_font(tmp_path, 0.46))
    assert [r[0] for r in table.extra["rows"]] == ["24 hours", "48 hours", "72 hours"]
    assert table.extra["columns"] == [
        "Fermentation time",
        "White flour · Eyes",
        "White flour · Taste",
        "Brown flour · Eyes",
        "Brown flour · Taste",
    ]
    taste = table.extra["columns"].index("Brown flour · Taste")
    assert table.extra["rows"][2][taste] == "7.9"


@pytest.mark.parametrize("space_em", [0.25, 0.33])
def test_an_ordinary_word_space_reads_the_same(tmp_path: Path, space_em: float) -> None:
    [table] = _table(_font(tmp_path, space_em))
    assert [r[0] for r in table.extra["rows"]] == ["24 hours", "48 hours", "72 hours"]
