"""Words and phrases of a chart, with positions, sizes and colours.

Tick labels must be read as single numbers ("10", "0.5", "10^3"), while legend entries and axis
titles are phrases ("plain-18", "iter. (1e4)"), so text is split twice: into words at spaces and
size changes, then words that sit close together on one line are joined into phrases.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pymupdf

_NUMBER = re.compile(r"^[+-]?(\d{1,3}(,\d{3})+|\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
_SUFFIX = {"k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9, "%": 1.0}
_MINUS = str.maketrans({"\u2212": "-", "\u2013": "-", "\u2012": "-", "\u2014": "-"})


@dataclass(frozen=True)
class Word:
    """A word or phrase: `value` is set when the whole text is one number."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    size: float
    color: tuple[float, float, float]
    horizontal: bool
    line: int
    value: float | None = None
    power: bool = False  # written as 10^k: a sign of a logarithmic axis

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2

    @property
    def h(self) -> float:
        return self.y1 - self.y0 if self.horizontal else self.x1 - self.x0


def parse_number(text: str) -> float | None:
    t = text.strip().translate(_MINUS)
    scale = 1.0
    if t and t[-1] in _SUFFIX and len(t) > 1 and t[-2].isdigit():
        scale, t = _SUFFIX[t[-1]], t[:-1]
    if not _NUMBER.match(t):
        return None
    try:
        return float(t.replace(",", "")) * scale
    except ValueError:
        return None


def _rgb(color: int) -> tuple[float, float, float]:
    return ((color >> 16 & 255) / 255, (color >> 8 & 255) / 255, (color & 255) / 255)


def read_words(page: pymupdf.Page, clip: pymupdf.Rect) -> list[Word]:
    """Split the text inside `clip` into words (whitespace, gaps and font-size changes split)."""
    words: list[Word] = []
    flags = (
        pymupdf.TEXTFLAGS_RAWDICT & ~pymupdf.TEXT_PRESERVE_IMAGES
    )  # image bytes are slow, unused
    raw = page.get_text("rawdict", clip=clip, flags=flags)
    line_no = 0
    for block in raw.get("blocks", []):
        for line in block.get("lines", []):
            line_no += 1
            horizontal = abs(line["dir"][1]) < 0.1
            current: list[tuple[dict, dict]] = []
            for span in line["spans"]:
                for ch in span["chars"]:
                    if ch["c"].isspace():
                        _flush(current, words, horizontal, line_no)
                        current = []
                        continue
                    if current and _breaks(current[-1], (span, ch), horizontal):
                        _flush(current, words, horizontal, line_no)
                        current = []
                    current.append((span, ch))
            _flush(current, words, horizontal, line_no)
    return _join_powers(words)


def _breaks(prev: tuple[dict, dict], cur: tuple[dict, dict], horizontal: bool) -> bool:
    (ps, pc), (cs, cc) = prev, cur
    if abs(ps["size"] - cs["size"]) > 0.2 * max(ps["size"], cs["size"]):
        return True
    return _gap(pc["bbox"], cc["bbox"], horizontal) > 0.3 * cs["size"]


def _gap(a, b, horizontal: bool) -> float:
    """Distance from box a to the following box b along the reading direction."""
    if horizontal:
        return b[0] - a[2]
    return max(b[1] - a[3], a[1] - b[3])


def _flush(chars: list[tuple[dict, dict]], out: list[Word], horizontal: bool, line: int) -> None:
    if not chars:
        return
    text = "".join(ch["c"] for _, ch in chars)
    boxes = [ch["bbox"] for _, ch in chars]
    rect = pymupdf.Rect(min(b[0] for b in boxes), min(b[1] for b in boxes),
                        max(b[2] for b in boxes), max(b[3] for b in boxes))  # fmt: skip
    span = chars[0][0]
    value = parse_number(text) if horizontal else None
    out.append(
        Word(text, rect.x0, rect.y0, rect.x1, rect.y1, span["size"], _rgb(span["color"]),
             horizontal, line, value)
    )  # fmt: skip


def _join_powers(words: list[Word]) -> list[Word]:
    """Turn "10" followed by a raised, smaller integer into one word with value 10**k."""
    out: list[Word] = []
    for w in words:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.line == w.line
            and prev.text.endswith("10")
            and w.value is not None
            and float(w.value).is_integer()
            and w.size < 0.85 * prev.size
            and w.cy < prev.cy
            and 0 <= w.x0 - prev.x1 < 0.5 * prev.size
        ):
            mantissa = parse_number(prev.text[:-2].rstrip("×x·")) if len(prev.text) > 2 else 1.0
            if mantissa is not None:
                out[-1] = Word(
                    f"{prev.text}^{w.text}", prev.x0, min(prev.y0, w.y0), w.x1, prev.y1,
                    prev.size, prev.color, True, prev.line, mantissa * 10.0**w.value, True,
                )  # fmt: skip
                continue
        out.append(w)
    return out


def phrases(words: list[Word]) -> list[Word]:
    """Join words that follow each other closely on one line (legend entries, titles)."""
    out: list[Word] = []
    for w in words:
        prev = out[-1] if out else None
        if prev is not None and prev.line == w.line and prev.horizontal == w.horizontal:
            gap = _gap((prev.x0, prev.y0, prev.x1, prev.y1), (w.x0, w.y0, w.x1, w.y1), w.horizontal)
            if -0.5 < gap < 0.8 * max(w.size, prev.size):
                out[-1] = Word(
                    f"{prev.text} {w.text}", min(prev.x0, w.x0), min(prev.y0, w.y0),
                    max(prev.x1, w.x1), max(prev.y1, w.y1), prev.size, prev.color,
                    prev.horizontal, prev.line, None,
                )  # fmt: skip
                continue
        out.append(w)
    return out
