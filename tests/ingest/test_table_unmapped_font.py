"""A font without a Unicode map whose glyph ids are chosen by code point (Identity-H with a
CIDToGIDMap, no ToUnicode: how RBPDF, a TCPDF port, sets Thai) reads as printed in the text
chunks; its tables must read the same, not as U+FFFD."""

from __future__ import annotations

from pathlib import Path

import matplotlib
import pymupdf

from paperlens.ingest.tables import extract_tables
from paperlens.settings import TableSettings

FONT = str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf")


def _unmapped(doc: pymupdf.Document, texts: list[str]) -> int:
    """A Type 0 font whose codes are the characters' code points, with no ToUnicode."""
    font = pymupdf.Font(fontfile=FONT)
    codes = sorted({ord(c) for t in texts for c in t})
    gids = bytearray(2 * (codes[-1] + 1))
    for c in codes:
        gids[2 * c : 2 * c + 2] = font.has_glyph(c).to_bytes(2, "big")

    def stream(data: bytes) -> int:
        xref = doc.get_new_xref()
        doc.update_object(xref, "<<>>")
        doc.update_stream(xref, data)
        return xref

    file, gid_map = stream(Path(FONT).read_bytes()), stream(bytes(gids))
    objects = [
        f"<</Type/FontDescriptor/FontName/DejaVuSans/Flags 4/FontBBox[0 -300 1000 1000]"
        f"/ItalicAngle 0/Ascent 900/Descent -300/CapHeight 700/StemV 80/FontFile2 {file} 0 R>>",
        "<</Type/Font/Subtype/CIDFontType2/BaseFont/DejaVuSans/CIDSystemInfo<</Registry(Adobe)"
        "/Ordering(Identity)/Supplement 0>>/FontDescriptor {} 0 R/DW 600/CIDToGIDMap "
        f"{gid_map} 0 R>>",
        "<</Type/Font/Subtype/Type0/BaseFont/DejaVuSans/Encoding/Identity-H"
        "/DescendantFonts[{} 0 R]>>",
    ]
    xref = 0
    for obj in objects:
        new = doc.get_new_xref()
        doc.update_object(new, obj.replace("{}", str(xref)))
        xref = new
    return xref


def test_a_table_set_in_a_font_without_a_unicode_map_reads_as_printed() -> None:
    cells = [
        (72, 100, "Таблица 1. Длина каналов и качество воды"),
        (72, 130, "Канал"),
        (250, 130, "Длина (км)"),
        (380, 130, "БПК (мг/л)"),
        (72, 146, "Саенсаеп"),
        (250, 146, "72.0"),
        (380, 146, "12.8"),
        (72, 162, "Латпхрао"),
        (250, 162, "24.0"),
        (380, 162, "18.4"),
        (72, 178, "Бангкокной"),
        (250, 178, "13.5"),
        (380, 178, "6.2"),
    ]
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    font = _unmapped(doc, [t for *_, t in cells])
    text = [
        f"BT /U 10 Tf {x} {842 - y} Td <{''.join(f'{ord(c):04X}' for c in t)}> Tj ET"
        for x, y, t in cells
    ]
    rules = [f"72 {842 - y} m 480 {842 - y} l S" for y in (117, 134, 183)]
    contents = doc.get_new_xref()
    doc.update_object(contents, "<<>>")
    doc.update_stream(contents, "\n".join([*text, "0.6 w", *rules]).encode())
    doc.xref_set_key(page.xref, "Contents", f"{contents} 0 R")
    doc.xref_set_key(page.xref, "Resources", f"<</Font<</U {font} 0 R>>>>")
    assert "\ufffd" in page.get_text(flags=pymupdf.TEXT_PRESERVE_WHITESPACE)  # no Unicode map
    (table,) = extract_tables(pymupdf.open("pdf", doc.tobytes()), "p", TableSettings())
    assert table.label == "Table 1"
    assert table.extra["columns"] == ["Канал", "Длина (км)", "БПК (мг/л)"]
    assert ["Латпхрао", "24.0", "18.4"] in table.extra["rows"]
