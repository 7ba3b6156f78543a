"""A small paper drawn with PyMuPDF whose evidence positions and data are known exactly.

Page 1: a title and two paragraphs. Page 2: a ruled Table 1 and a vector line chart, Figure 1,
with a legend. Page 3: Table 2, long enough to be stored as two chunks (parts). The test that
uses it compares what PaperLens serves (highlighted pages, CSVs, re-plotted charts) against
the positions and values it was drawn from.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pymupdf

BLACK = (0, 0, 0)
SERIES_COLOURS = {"Lens": (0.85, 0.1, 0.1), "Baseline": (0.1, 0.3, 0.85)}
CURVES = {
    "Lens": [(x, 40 + 5 * x) for x in range(0, 11)],
    "Baseline": [(x, 30 + 3 * x) for x in range(0, 11)],
}
TABLE_1 = [
    ("Model", "Layers", "Accuracy (%)"),
    ("Baseline", "2", "88.0"),
    ("Wide baseline", "2", "89.4"),
    ("Lens", "4", "91.5"),
]
TABLE_2_ROWS = [(f"Run {i:02d}", f"{0.1 * i:.1f}", f"{70 + i * 0.25:.2f}") for i in range(1, 61)]
PARAGRAPH_1 = (
    "We compare the Lens model with two baselines on the Toy benchmark. The Lens model uses "
    "four layers and was trained for twelve hours on one GPU."
)
PARAGRAPH_2 = (
    "Owls were counted from camera traps placed across three forests during the winter season, "
    "and every count was checked by two volunteers. The traps were emptied once a week and the "
    "images were kept for a year. Counts from the northern forest were lower in every month, "
    "which the volunteers put down to the snow that covered the lower traps. The southern "
    "forest had the most owls, and the most volunteers, in every week of the study."
)


@dataclass(frozen=True)
class EvidencePaper:
    pdf: bytes
    table_1_box: pymupdf.Rect  # page 2, the ruled grid
    figure_1_box: pymupdf.Rect  # page 2, axes frame with ticks and legend


def _chart(page: pymupdf.Page, frame: pymupdf.Rect) -> None:
    """Axes 0..10 x 0..100 with ticks, titles, two coloured series and a legend."""

    def pt(x: float, y: float) -> pymupdf.Point:
        return pymupdf.Point(frame.x0 + x / 10 * frame.width, frame.y1 - y / 100 * frame.height)

    page.draw_line(frame.bl, frame.br, color=BLACK, width=0.6)
    page.draw_line(frame.bl, frame.tl, color=BLACK, width=0.6)
    for v in range(0, 11, 2):
        p = pt(v, 0)
        page.draw_line(p, p + (0, 3), color=BLACK, width=0.5)
        w = pymupdf.get_text_length(f"{v}", fontsize=7)
        page.insert_text((p.x - w / 2, frame.y1 + 11), f"{v}", fontsize=7)
    for v in range(0, 101, 20):
        p = pt(0, v)
        page.draw_line(p, p - (3, 0), color=BLACK, width=0.5)
        w = pymupdf.get_text_length(f"{v}", fontsize=7)
        page.insert_text((frame.x0 - 5 - w, p.y + 2.5), f"{v}", fontsize=7)
    page.insert_text(((frame.x0 + frame.x1) / 2 - 12, frame.y1 + 22), "epoch", fontsize=8)
    page.insert_text(
        (frame.x0 - 22, (frame.y0 + frame.y1) / 2 + 20), "accuracy (%)", fontsize=8, rotate=90
    )
    for i, (name, colour) in enumerate(SERIES_COLOURS.items()):
        page.draw_polyline([pt(x, y) for x, y in CURVES[name]], color=colour, width=1.2)
        x, y = frame.x0 + 10, frame.y0 + 12 + 11 * i
        page.draw_line((x, y), (x + 16, y), color=colour, width=1.2)
        page.insert_text((x + 20, y + 2.5), name, fontsize=7)


def _ruled_table(page: pymupdf.Page, top: float, rows: list[tuple[str, ...]]) -> pymupdf.Rect:
    xs, step = (72, 250, 400, 540), 14
    for i, row in enumerate(rows):
        for x, cell in zip(xs, row, strict=False):
            page.insert_text((x + 6, top + step * i + 10), cell, fontsize=9)
    bottom = top + step * len(rows)
    for i in range(len(rows) + 1):
        page.draw_line((xs[0], top + step * i), (xs[-1], top + step * i), width=0.6)
    for x in xs:
        page.draw_line((x, top), (x, bottom), width=0.4)
    return pymupdf.Rect(xs[0], top, xs[-1], bottom)


def evidence_paper() -> EvidencePaper:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_textbox(
        pymupdf.Rect(72, 72, 540, 130), "Lens Evidence: a small test paper", fontsize=16
    )
    page.insert_textbox(pymupdf.Rect(72, 150, 540, 260), PARAGRAPH_1, fontsize=11)
    page.insert_textbox(pymupdf.Rect(72, 300, 540, 480), PARAGRAPH_2, fontsize=11)

    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 80), "Table 1 and Figure 1 report the results.", fontsize=10)
    page.insert_text(
        (72, 120), "Table 1: Accuracy of the three models on the Toy benchmark.", fontsize=10
    )
    table_box = _ruled_table(page, 132, TABLE_1)
    frame = pymupdf.Rect(150, 300, 450, 480)
    _chart(page, frame)
    page.insert_text((72, 540), "Figure 1: Accuracy of the two models over training.", fontsize=10)

    page = doc.new_page(width=612, height=792)
    page.insert_text(
        (72, 60), "Table 2: Learning rate and accuracy of every run of the sweep.", fontsize=10
    )
    _ruled_table(page, 72, [("Run", "Learning rate", "Accuracy (%)"), *TABLE_2_ROWS[:45]])
    page = doc.new_page(width=612, height=792)
    _ruled_table(page, 72, [("Run", "Learning rate", "Accuracy (%)"), *TABLE_2_ROWS[45:]])
    page.insert_text((72, 400), "The sweep ends here.", fontsize=10)
    figure_box = pymupdf.Rect(frame.x0 - 40, frame.y0, frame.x1, frame.y1 + 25)
    return EvidencePaper(doc.tobytes(), table_box, figure_box)


# ---- reading the highlight back from a served page picture -----------------------------------


def _pixels(png: bytes) -> np.ndarray:
    pix = pymupdf.Pixmap(png)
    return np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.width, pix.n)[..., :3]


def outlined_box(png: bytes, page_width: float) -> pymupdf.Rect | None:
    """The orange outline drawn around a highlighted table or figure, in PDF points."""
    rgb = _pixels(png).astype(int)
    zoom = rgb.shape[1] / page_width
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    # Orange: red high, green half-way, blue low; a red chart line has green as low as blue.
    mask = (r > 220) & (g > 70) & (g < 160) & (b < 80) & (g - b > 50)
    ys, xs = np.nonzero(mask)
    if len(xs) < 50:
        return None
    return pymupdf.Rect(xs.min(), ys.min(), xs.max() + 1, ys.max() + 1) / zoom


def highlighted_share(png: bytes, page_width: float, rect: pymupdf.Rect) -> float:
    """Share of the pixels in ``rect`` (PDF points) that show the highlighter's yellow."""
    rgb = _pixels(png).astype(int)
    zoom = rgb.shape[1] / page_width
    box = (rect * zoom).round()
    area = rgb[box.y0 : box.y1, box.x0 : box.x1]
    yellow = (area[..., 0] > 200) & (area[..., 0] - area[..., 2] > 50) & (area[..., 1] > 170)
    return float(yellow.mean()) if yellow.size else 0.0
