"""Small PDFs with tables drawn the way LaTeX draws them: glyphs placed cell by cell, rules as lines."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pymupdf
import pytest

PROSE = (
    "The model is trained for three epochs with a learning rate of 0.001 and a batch of 64",
    "examples, and we report the mean of five runs on the held-out split in every experiment.",
)


FONT = pymupdf.Font("tiro")


class Sheet:
    """One page of a one-column paper: prose, captions, rules and table cells."""

    def __init__(self, doc: pymupdf.Document) -> None:
        self.page = doc.new_page(width=612, height=792)

    def text(self, x: float, y: float, s: str, size: float = 10, anchor: str = "left") -> float:
        """Write ``s`` with its baseline at ``y``; returns its right edge."""
        w = FONT.text_length(s, fontsize=size)
        x0 = {"left": x, "center": x - w / 2, "right": x - w}[anchor]
        writer = pymupdf.TextWriter(self.page.rect)
        writer.append((x0, y), s, font=FONT, fontsize=size)
        writer.write_text(self.page)
        return x0 + w

    def power(self, x: float, y: float, base: str, exponent: str, anchor: str = "left") -> None:
        """``base`` followed by a raised, smaller ``exponent`` (how TeX sets 10^19)."""
        w = FONT.text_length(base, fontsize=10) + FONT.text_length(exponent, fontsize=7)
        x0 = {"left": x, "center": x - w / 2, "right": x - w}[anchor]
        end = self.text(x0, y, base)
        self.text(end, y - 3.6, exponent, size=7)

    def rule(self, x0: float, x1: float, y: float, width: float = 0.6) -> None:
        self.page.draw_line((x0, y), (x1, y), width=width)

    def vrule(self, x: float, y0: float, y1: float) -> None:
        self.page.draw_line((x, y0), (x, y1), width=0.4)

    def prose(self, y: float, lines: Sequence[str] = PROSE) -> float:
        for line in lines:
            self.text(72, y, line)
            y += 12
        return y

    def row(
        self, y: float, cells: Sequence[str], xs: Sequence[float], anchors: Sequence[str]
    ) -> None:
        for cell, x, anchor in zip(cells, xs, anchors, strict=True):
            if cell:
                self.text(x, y, cell, anchor=anchor)


@pytest.fixture
def doc() -> pymupdf.Document:
    return pymupdf.open()


@pytest.fixture
def new_sheet(doc: pymupdf.Document) -> Callable[[], Sheet]:
    """Adds a page to ``doc`` and returns its writer."""
    return lambda: Sheet(doc)


@pytest.fixture
def sheet(new_sheet: Callable[[], Sheet]) -> Sheet:
    return new_sheet()
