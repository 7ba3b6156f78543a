"""A small drawing kit for chart fixtures: axes with ticks and labels, series, legends, bars.

Each test draws only the form it checks (a legend right of its text, markers on a line, a
glyph scatter, an axis multiplier, ...) on a fresh PyMuPDF page, saves it and reopens it, so
the reader sees the PDF as a paper would give it.
"""

from __future__ import annotations

import math
from pathlib import Path

import pymupdf

BLACK = (0.0, 0.0, 0.0)
RED, BLUE, GREEN = (0.85, 0.1, 0.1), (0.1, 0.3, 0.85), (0.1, 0.6, 0.2)
ORANGE, PURPLE = (1.0, 0.55, 0.0), (0.5, 0.1, 0.6)


class Plot:
    """One axes frame on a page: data-to-page mapping, ticks, labels and drawing helpers."""

    def __init__(
        self,
        page: pymupdf.Page,
        frame: tuple[float, float, float, float],
        xlim: tuple[float, float],
        ylim: tuple[float, float],
        log_y: bool = False,
    ) -> None:
        self.page, self.frame = page, pymupdf.Rect(frame)
        self.xlim, self.ylim, self.log_y = xlim, ylim, log_y

    def pt(self, x: float, y: float) -> pymupdf.Point:
        f, (x0, x1), (y0, y1) = self.frame, self.xlim, self.ylim
        if self.log_y:
            y, y0, y1 = math.log10(y), math.log10(y0), math.log10(y1)
        return pymupdf.Point(
            f.x0 + (x - x0) / (x1 - x0) * f.width, f.y1 - (y - y0) / (y1 - y0) * f.height
        )

    def text(self, x: float, y: float, s: str, size: float = 7, color=BLACK, anchor="left"):  # type: ignore[no-untyped-def]
        """Text in Helvetica; text outside its character set (superscript digits) in an
        embedded Unicode font, as a plotting tool would write it."""
        if all(ord(c) < 256 for c in s):
            w = pymupdf.get_text_length(s, fontsize=size)
            kwargs: dict = {}
        else:
            font = pymupdf.Font(fontfile=unicode_font())
            w = font.text_length(s, fontsize=size)
            kwargs = {"fontname": "uni", "fontfile": unicode_font()}
        dx = {"left": 0.0, "center": -w / 2, "right": -w}[anchor]
        self.page.insert_text((x + dx, y), s, fontsize=size, color=color, **kwargs)

    def axes(self, xticks=(), yticks=(), ylabels: bool = True, xlabels=None) -> None:  # type: ignore[no-untyped-def]
        f = self.frame
        self.page.draw_line(f.bl, f.br, color=BLACK, width=0.6)
        self.page.draw_line(f.bl, f.tl, color=BLACK, width=0.6)
        for i, v in enumerate(xticks):
            p = self.pt(v, self.ylim[0])
            self.page.draw_line(p, p + (0, 3), color=BLACK, width=0.5)
            label = xlabels[i] if xlabels else f"{v:g}"
            self.text(p.x, f.y1 + 11, label, anchor="center")
        for v in yticks:
            p = self.pt(self.xlim[0], v)
            self.page.draw_line(p, p - (3, 0), color=BLACK, width=0.5)
            if ylabels:
                self.text(f.x0 - 5, p.y + 2.5, f"{v:g}", anchor="right")

    def line(self, pts, color, width: float = 1.0, dashes: str | None = None):  # type: ignore[no-untyped-def]
        self.page.draw_polyline(
            [self.pt(x, y) for x, y in pts], color=color, width=width, dashes=dashes
        )

    def square(self, x: float, y: float, color, size: float = 3.0) -> None:  # type: ignore[no-untyped-def]
        c = self.pt(x, y)
        r = pymupdf.Rect(c.x - size / 2, c.y - size / 2, c.x + size / 2, c.y + size / 2)
        self.page.draw_rect(r, color=color, fill=color, width=0.3)

    def cross(self, x: float, y: float, color, size: float = 3.0) -> None:  # type: ignore[no-untyped-def]
        """An "x" marker: two crossing strokes in one path."""
        c, d = self.pt(x, y), size / 2
        shape = self.page.new_shape()
        shape.draw_line((c.x - d, c.y - d), (c.x + d, c.y + d))
        shape.draw_line((c.x - d, c.y + d), (c.x + d, c.y - d))
        shape.finish(color=color, width=0.5)
        shape.commit()

    def bar(self, x0: float, x1: float, y0: float, y1: float, color) -> pymupdf.Rect:  # type: ignore[no-untyped-def]
        a, b = self.pt(x0, y0), self.pt(x1, y1)
        r = pymupdf.Rect(min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))
        self.page.draw_rect(r, color=BLACK, fill=color, width=0.3)
        return r


# Where ``png_pdf`` puts the picture: a chart's raster reading is asked over this box.
PNG_BOX = pymupdf.Rect(100, 180, 505, 432)


def png_pdf(  # type: ignore[no-untyped-def]
    fig, intro: str, caption: str, dpi: int = 150, font: str | None = None, jpeg: bool = False
) -> bytes:
    """One page: a paragraph, the matplotlib figure ``fig`` as a PNG picture over ``PNG_BOX``,
    its caption. ``font``: a font file for text outside Latin-1 (a Serbian paragraph);
    ``jpeg``: the picture as a JPEG at quality 75 instead (colours spread, halos)."""
    import io

    import matplotlib.pyplot as plt

    png = io.BytesIO()
    if jpeg:
        fig.savefig(png, format="jpg", dpi=dpi, pil_kwargs={"quality": 75})
    else:
        fig.savefig(png, format="png", dpi=dpi)
    plt.close(fig)
    text = {"fontname": "uni", "fontfile": font} if font else {}
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_textbox(pymupdf.Rect(72, 72, 540, 160), intro, fontsize=10, **text)
    page.insert_image(PNG_BOX, stream=png.getvalue())
    page.insert_text((72, PNG_BOX.y1 + 20), caption, fontsize=9, **text)
    return doc.tobytes()


def unicode_font() -> str:
    """DejaVu Sans, shipped with matplotlib (a test dependency): it has superscript digits."""
    import matplotlib

    return str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf")


def new_page() -> tuple[pymupdf.Document, pymupdf.Page]:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 60), "Some body text above the figure.", fontsize=10)
    return doc, page


def saved(doc: pymupdf.Document, tmp_path: Path, name: str) -> pymupdf.Page:
    path = tmp_path / f"{name}.pdf"
    doc.save(path)
    return pymupdf.open(path)[0]


REGION = pymupdf.Rect(40, 90, 560, 380)  # what the figure finder would hand the reader


def category_axes(plot: Plot, xticks, categories: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Axes of a horizontal bar chart: numeric ticks under the frame, category names left of
    it, the first category at the top (``plot.ylim`` is (0, len(categories)))."""
    plot.axes(xticks, [])
    n = len(categories)
    for i, name in enumerate(categories):
        p = plot.pt(plot.xlim[0], n - i - 0.5)
        plot.page.draw_line(p, p - (3, 0), color=BLACK, width=0.5)
        plot.text(plot.frame.x0 - 5, p.y + 2.5, name, anchor="right")


def category_y(n: int, i: int) -> float:
    """The data y of the centre of category ``i`` (0 at the top) of ``n``."""
    return n - i - 0.5
