"""A small page composer writing A4 SVG pages (text wrapped here with the font's own advance
widths, booktabs-style tables drawn as lines and text, D3 charts nested as <svg>) for Inkscape to
convert to PDF."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

from PIL import ImageFont

W, H = 595.28, 841.89
ML, MR, MT, MB = 62.0, 62.0, 60.0, 64.0
TW = W - ML - MR
FONTS = {
    "serif": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "serif-bold": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
    "serif-italic": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf",
    "sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "sans-bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
}
_cache: dict[tuple[str, float], ImageFont.FreeTypeFont] = {}


def width(text: str, face: str, size: float) -> float:
    key = (face, size)
    if key not in _cache:
        # Measure at 10x and scale: PIL rounds advances to whole pixels.
        _cache[key] = ImageFont.truetype(FONTS[face], int(size * 10))
    return _cache[key].getlength(text) / 10


def wrap(text: str, face: str, size: float, maxw: float) -> list[str]:
    lines: list[str] = []
    cur = ""
    for word in text.split(" "):
        trial = f"{cur} {word}" if cur else word
        if width(trial, face, size) <= maxw or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = word
    if cur:
        lines.append(cur)
    return lines


def _style(face: str, size: float) -> str:
    family = "DejaVu Serif" if face.startswith("serif") else "DejaVu Sans"
    weight = "bold" if face.endswith("bold") else "normal"
    slant = "italic" if face.endswith("italic") else "normal"
    return f'font-family="{family}" font-size="{size}" font-weight="{weight}" font-style="{slant}"'


def text_el(x: float, y: float, s: str, face: str, size: float, anchor: str = "start") -> str:
    return (
        f'<text xml:space="preserve" x="{x:.2f}" y="{y:.2f}" {_style(face, size)} '
        f'text-anchor="{anchor}" fill="#000">{escape(s)}</text>'
    )


@dataclass
class Table:
    """Header rows of (text, first column, last column); body rows; column widths (fractions);
    horizontal partial rules under spanning headers; bold rows by index."""

    header: list[list[tuple[str, int, int]]]
    rows: list[list[str]]
    widths: list[float]
    group_rules: list[tuple[int, int, int]] = field(default_factory=list)  # (header row, c0, c1)
    bold_rows: tuple[int, ...] = ()
    size: float = 8.6


@dataclass
class Composer:
    pages: list[list[str]] = field(default_factory=lambda: [[]])
    y: float = MT

    def _need(self, h: float) -> None:
        if self.y + h > H - MB:
            self.break_page()

    def break_page(self) -> None:
        self.pages.append([])
        self.y = MT

    def add(self, el: str) -> None:
        self.pages[-1].append(el)

    def para(
        self,
        text: str,
        face: str = "serif",
        size: float = 9.8,
        lead: float = 13.2,
        gap: float = 5.0,
        indent: float = 0.0,
    ) -> None:
        for line in wrap(text, face, size, TW - indent):
            self._need(lead)
            self.y += lead
            self.add(text_el(ML + indent, self.y - 3.2, line, face, size))
        self.y += gap

    def centred(self, text: str, face: str, size: float, lead: float) -> None:
        for line in wrap(text, face, size, TW - 40):
            self.y += lead
            self.add(text_el(W / 2, self.y - 3, line, face, size, "middle"))

    def heading(self, text: str) -> None:
        self._need(40)
        self.y += 8
        self.para(text, "serif-bold", 11, 15, 2)

    def caption(self, label: str, text: str) -> None:
        """Bold label, then the caption text wrapped after it (first line shares the label's)."""
        size, lead = 8.8, 11.8
        lw = width(label + " ", "sans-bold", size)
        lines = wrap(text, "sans", size, TW - lw)
        self._need(lead * len(lines) + 4)
        for i, line in enumerate(lines):
            self.y += lead
            if i == 0:
                self.add(text_el(ML, self.y - 3, label, "sans-bold", size))
            self.add(text_el(ML + lw, self.y - 3, line, "sans", size))
        self.y += 4

    def figure(self, svg: str, w: float, h: float) -> None:
        self._need(h + 30)
        x = ML + (TW - w) / 2
        body = svg.split(">", 1)[1].rsplit("</svg>", 1)[0]
        vb = svg.split('viewBox="', 1)[1].split('"', 1)[0]
        self.add(
            f'<svg x="{x:.2f}" y="{self.y:.2f}" width="{w:.2f}" height="{h:.2f}" '
            f'viewBox="{vb}" font-family="DejaVu Sans">{body}</svg>'
        )
        self.y += h + 2

    def table(self, t: Table) -> None:
        size, lead = t.size, t.size * 1.55
        xs = [ML]
        for f in t.widths:
            xs.append(xs[-1] + f * TW)
        rule = '<line x1="{:.2f}" x2="{:.2f}" y1="{:.2f}" y2="{:.2f}" stroke="#000" stroke-width="{}"/>'
        self._need(lead * (len(t.header) + len(t.rows)) + 12)
        self.y += 3
        self.add(rule.format(xs[0], xs[-1], self.y, self.y, 0.9))
        for hi, hrow in enumerate(t.header):
            self.y += lead
            for text, c0, c1 in hrow:
                if not text:
                    continue
                if c0 == 0:
                    self.add(text_el(xs[0] + 2, self.y - 3, text, "sans-bold", size))
                else:
                    self.add(
                        text_el(
                            (xs[c0] + xs[c1 + 1]) / 2, self.y - 3, text, "sans-bold", size, "middle"
                        )
                    )
            for r, c0, c1 in t.group_rules:
                if r == hi:
                    self.add(
                        rule.format(xs[c0] + 4, xs[c1 + 1] - 4, self.y + 1.5, self.y + 1.5, 0.5)
                    )
        self.y += 3
        self.add(rule.format(xs[0], xs[-1], self.y, self.y, 0.5))
        for ri, row in enumerate(t.rows):
            self.y += lead
            face = "sans-bold" if ri in t.bold_rows else "sans"
            for ci, cell in enumerate(row):
                if ci == 0:
                    self.add(text_el(xs[0] + 2, self.y - 3, cell, face, size))
                else:
                    self.add(
                        text_el((xs[ci] + xs[ci + 1]) / 2, self.y - 3, cell, face, size, "middle")
                    )
        self.y += 4
        self.add(rule.format(xs[0], xs[-1], self.y, self.y, 0.9))
        self.y += 8

    def write(self, folder: Path, running: str) -> list[Path]:
        out = []
        for i, els in enumerate(self.pages, 1):
            head = text_el(W - MR, 36, running, "sans", 7.5, "end")
            foot = text_el(W / 2, H - 34, str(i), "sans", 8.5, "middle")
            svg = (
                '<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" '
                f'viewBox="0 0 {W} {H}">\n'
                + head
                + "\n"
                + "\n".join(els)
                + "\n"
                + foot
                + "\n</svg>\n"
            )
            p = folder / f"page{i}.svg"
            p.write_text(svg, encoding="utf-8")
            out.append(p)
        return out
