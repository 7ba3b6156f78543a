"""Words and phrases of a chart, with positions, sizes and colours.

Tick labels must be read as single numbers ("10", "0.5", "10^3"), while legend entries and axis
titles are phrases ("plain-18", "iter. (1e4)"), so text is split twice: into words at spaces and
size changes, then words that sit close together on one line are joined into phrases.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

import pymupdf

_NUMBER = re.compile(r"^[+-]?(\d{1,3}(,\d{3})+|\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
_SUFFIX = {"k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9, "%": 1.0}
# A minus sign inside a name is a hyphen set in the maths font ("DenseNet−121")
_NAME_MINUS = re.compile(r"(?<=[^\W\d_])\u2212|\u2212(?=[^\W\d_])")
_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")  # Hebrew, Arabic letters
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
    multiplier: float | None = None  # "×10^7" printed by an axis: its values are in 1e7s
    spaced: bool = False  # a space character came before it: it continues a phrase
    downward: bool = False  # upright text read top to bottom (turned clockwise)
    slanted: bool = False  # set on a slant, neither level nor upright (a category name at 45°)

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2

    @property
    def h(self) -> float:
        return self.y1 - self.y0 if self.horizontal else self.x1 - self.x0


# A comma followed by other than three digits is a decimal comma ("1,284" stays one thousand...).
_DECIMAL_COMMA = re.compile(r"^-?\d+,(?:\d{1,2}|\d{4,})$")


def parse_number(text: str) -> float | None:
    t = text.strip().translate(_MINUS)
    scale = 1.0
    if t and t[-1] in _SUFFIX and len(t) > 1 and t[-2].isdigit():
        scale, t = _SUFFIX[t[-1]], t[:-1]
    if _DECIMAL_COMMA.match(t):  # "25,0", "42,75": German, French tick labels
        return float(t.replace(",", ".")) * scale
    if not _NUMBER.match(t):
        return None
    try:
        return float(t.replace(",", "")) * scale
    except ValueError:
        return None


def _rgb(color: int) -> tuple[float, float, float]:
    return ((color >> 16 & 255) / 255, (color >> 8 & 255) / 255, (color & 255) / 255)


@dataclass(frozen=True)
class Glyph:
    """A character drawn as a plot marker (R draws points as ZapfDingbats characters)."""

    cx: float
    cy: float
    size: float
    color: tuple[float, float, float]
    key: tuple[str, str, float]  # font, character, size: one marker shape
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # the character's box


# Characters that are marks, not writing, when they stand alone: geometric shapes and dingbats.
_MARKER_CHARS = set("●○■□▲△▼▽◆◇★☆✕✖✚✛✜•∙◦⋄⊕⊗⊙+*∗")
# ... and those that are marks only as a text span of their own: PLplot's cross is a "×",
# which an axis also writes before its multiplier ("×10^5").
_SPAN_MARKER_CHARS = set("×")


def _is_marker_char(span: dict, ch: dict) -> bool:
    font = span["font"].lower()
    return (
        "dingbat" in font
        or ch["c"] in _MARKER_CHARS
        or 0x25A0 <= ord(ch["c"]) <= 0x25FF
        or ch["c"] in _SPAN_MARKER_CHARS
        and "".join(c["c"] for c in span["chars"]).strip() == ch["c"]
    )


def read_words(page: pymupdf.Page, clip: pymupdf.Rect) -> list[Word]:
    """Split the text inside `clip` into words (whitespace, gaps and font-size changes split)."""
    return read_text(page, clip)[0]


def read_text(page: pymupdf.Page, clip: pymupdf.Rect) -> tuple[list[Word], list[Glyph]]:
    """Words, and the characters that stand alone as plot markers (from a dingbat font, or a
    geometric shape repeated at least ``_MIN_GLYPHS`` times)."""
    words: list[Word] = []
    lone: list[tuple[dict, dict, int, bool, int, bool]] = []
    # image bytes are slow, unused; ligatures ("ﬂ" of TeX's fonts) are expanded so that a
    # legend's "outﬂow" is the "outflow" a question types
    flags = (
        pymupdf.TEXTFLAGS_RAWDICT & ~pymupdf.TEXT_PRESERVE_IMAGES & ~pymupdf.TEXT_PRESERVE_LIGATURES
    )
    raw = page.get_text("rawdict", clip=clip, flags=flags)
    line_no = 0
    for block in raw.get("blocks", []):
        for line in block.get("lines", []):
            line_no += 1
            horizontal = abs(line["dir"][1]) < 0.1
            downward = line["dir"][1] > 0.5
            slanted = not horizontal and abs(line["dir"][0]) > 0.1
            current: list[tuple[dict, dict]] = []
            first_of_line = len(words)
            spaced = started = False  # a word space came before the word being read
            last_x1: float | None = None
            space_w = 0.0
            word_ws: list[float] = []  # letter widths of the word being read
            prev_ws: list[float] = []  # ... and of the word before the last space
            for span in line["spans"]:
                for ch in span["chars"]:
                    if not ch["c"].isspace():
                        # MuPDF writes a space into any gap; a gap wider than a word space
                        # separates labels set side by side ("Baseline   + Pixel")
                        # (a monospaced font's space is wider: one space as wide as each
                        # letter of the word before it is a word space)
                        if spaced and last_x1 is not None and horizontal:
                            gap = ch["bbox"][0] - last_x1
                            size = span["size"]
                            mono = (
                                len(prev_ws) >= 2
                                and max(prev_ws) - min(prev_ws) <= 0.05 * size
                                and abs(space_w - prev_ws[0]) <= 0.05 * size
                            )
                            spaced = gap <= 0.55 * size or (mono and gap <= space_w + 0.5)
                        last_x1, space_w = ch["bbox"][2], 0.0
                        word_ws.append(ch["bbox"][2] - ch["bbox"][0])
                    else:
                        space_w += ch["bbox"][2] - ch["bbox"][0]
                        prev_ws, word_ws = (word_ws or prev_ws), []
                    if _is_marker_char(span, ch) and (
                        "dingbat" in span["font"].lower() or not current
                    ):
                        _flush(current, words, horizontal, line_no, started)
                        current = []
                        lone.append((span, ch, len(words), horizontal, line_no, spaced))
                        spaced = False
                        continue
                    if ch["c"].isspace():
                        _flush(current, words, horizontal, line_no, started)
                        current = []
                        spaced = True
                        continue
                    if current and _breaks(current[-1], (span, ch), horizontal):
                        _flush(current, words, horizontal, line_no, started)
                        current = []
                    if not current:
                        started, spaced = spaced, False
                    current.append((span, ch))
            _flush(current, words, horizontal, line_no, started)
            if downward:
                words[first_of_line:] = [replace(w, downward=True) for w in words[first_of_line:]]
            if slanted:
                words[first_of_line:] = [replace(w, slanted=True) for w in words[first_of_line:]]
    glyphs = _glyphs([(span, ch) for span, ch, *_ in lone])
    if not glyphs:  # a lone "+" or "*" is text after all: back in its place
        for span, ch, at, horiz, line, after_space in reversed(lone):
            if "dingbat" not in span["font"].lower():
                back: list[Word] = []
                _flush([(span, ch)], back, horiz, line, after_space)
                words[at:at] = back
    return [_written_scale(w) for w in _once(_join_powers(words))], glyphs


_MIN_GLYPHS = 5


def _once(words: list[Word]) -> list[Word]:
    """Each word once: a chart whose axes are drawn twice (gri redraws them with every curve)
    prints every tick label twice at the same place, and the twins would read as two ticks."""
    seen: set[tuple[str, int, int, int, int]] = set()
    out = []
    for w in words:
        key = (w.text, round(w.x0 * 4), round(w.y0 * 4), round(w.x1 * 4), round(w.y1 * 4))
        if key not in seen:
            seen.add(key)
            out.append(w)
    return out


def _glyphs(chars: list[tuple[dict, dict]]) -> list[Glyph]:
    """Marker glyphs, grouped by shape; shapes seen fewer than ``_MIN_GLYPHS`` times are text."""
    by_key: dict[tuple[str, str, float], list[Glyph]] = {}
    for span, ch in chars:
        x0, y0, x1, y1 = ch["bbox"]
        size = round(float(span["size"]), 1)
        key = (span["font"], ch["c"], size)
        # The glyph box spans the font's ascent and descent; the mark sits on the baseline,
        # centred on the advance, about half the x-height up (calibrated by ``glyph_centres``).
        by_key.setdefault(key, []).append(
            Glyph((x0 + x1) / 2, (y0 + y1) / 2, size, _rgb(span["color"]), key, (x0, y0, x1, y1))
        )
    return [g for gs in by_key.values() if len(gs) >= _MIN_GLYPHS for g in gs]


def _breaks(prev: tuple[dict, dict], cur: tuple[dict, dict], horizontal: bool) -> bool:
    (ps, pc), (cs, cc) = prev, cur
    if pc["c"] in "\u2212-\u2013" and cc["c"].isdigit() and abs(ps["size"] - cs["size"]) < 0.5:
        return False  # a minus sign set apart from its number
    if abs(ps["size"] - cs["size"]) > 0.2 * max(ps["size"], cs["size"]):
        return True
    if horizontal and abs(pc["origin"][1] - cc["origin"][1]) > 0.2 * cs["size"]:
        return True  # a raised or lowered run: an exponent, an index
    return _gap(pc["bbox"], cc["bbox"], horizontal) > 0.3 * cs["size"]


def _gap(a, b, horizontal: bool) -> float:
    """Distance from box a to the following box b along the reading direction."""
    if horizontal:
        return b[0] - a[2]
    return max(b[1] - a[3], a[1] - b[3])


def _flush(
    chars: list[tuple[dict, dict]],
    out: list[Word],
    horizontal: bool,
    line: int,
    spaced: bool = False,
) -> None:
    if not chars:
        return
    text = "".join(ch["c"] for _, ch in chars)
    boxes = [ch["bbox"] for _, ch in chars]
    rect = pymupdf.Rect(min(b[0] for b in boxes), min(b[1] for b in boxes),
                        max(b[2] for b in boxes), max(b[3] for b in boxes))  # fmt: skip
    span = chars[0][0]
    if horizontal and rect.height > 1.6 * span["size"]:
        # Type 3 fonts (matplotlib's CJK text) report glyph boxes of the whole font cell, several
        # lines tall: the text's own height comes from its baseline and size instead.
        base = chars[0][1]["origin"][1]
        rect.y0 = base - max(span.get("ascender", 0.8), 0.5) * span["size"]
        rect.y1 = base - min(span.get("descender", -0.2), 0.0) * span["size"]
    value = parse_number(text) if horizontal else None
    out.append(
        Word(text, rect.x0, rect.y0, rect.x1, rect.y1, span["size"], _rgb(span["color"]),
             horizontal, line, value, spaced=spaced)
    )  # fmt: skip


_TIMES = ("×", "x", "X", "⇥", "·", "*")  # "⇥": how one MATLAB font's × comes out of PDFs


def _join_powers(words: list[Word]) -> list[Word]:
    """Turn "10" followed by a raised, smaller integer into one word with value 10**k, and an
    axis multiplier ("×10" and a raised 7, or "x" then "10^7") into a word with ``multiplier``."""
    out: list[Word] = []
    for w in words:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.text.endswith("10")
            and w.value is not None
            and float(w.value).is_integer()
            and (w.size < 0.85 * prev.size or prev.cy - w.cy > 0.2 * prev.h)
            and w.cy < prev.cy
            and w.y1 > prev.y0
            and -0.1 * prev.size <= w.x0 - prev.x1 < 0.5 * prev.size
            and (prev.line == w.line or prev.horizontal)
        ):
            head = prev.text[:-2].strip()
            power = 10.0**w.value
            box = (prev.x0, min(prev.y0, w.y0), w.x1, prev.y1)
            if head in _TIMES:
                out[-1] = _multiplier(f"×10^{w.text}", box, prev, power)
                continue
            mantissa = parse_number(head.rstrip("".join(_TIMES)).strip()) if head else 1.0
            if mantissa is not None:
                out[-1] = Word(
                    f"{prev.text}^{w.text}", *box, prev.size, prev.color, True, prev.line,
                    mantissa * power, True,
                )  # fmt: skip
                times = next(
                    (
                        t
                        for t in out[:-1]
                        if t.text in _TIMES
                        and 0 <= prev.x0 - t.x1 < 0.6 * prev.size
                        and abs(t.cy - prev.cy) < 0.6 * prev.h
                    ),
                    None,
                )
                if not head and times is not None:  # "x" then "10" with a raised 7
                    out.remove(times)
                    out[-1] = _multiplier(
                        f"×10^{w.text}", (times.x0, box[1], box[2], max(times.y1, box[3])),
                        times, power,
                    )  # fmt: skip
                continue
        if (
            prev is not None
            and prev.text in _TIMES
            and w.power
            and w.value is not None
            and w.text.startswith("10^")
            and 0 <= w.x0 - prev.x1 < 0.6 * prev.size
            and abs(w.cy - prev.cy) < 0.6 * prev.h
        ):
            out[-1] = _multiplier(
                f"×{w.text}", (prev.x0, min(prev.y0, w.y0), w.x1, max(prev.y1, w.y1)), prev, w.value
            )
            continue
        out.append(w)
    return out


_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
# "×10^5", "x10**-3", "×10{5}", "×1e5": a multiplier typed as one word
_TIMES_POWER = re.compile(r"^[×xX⇥·*]\s*(?:10\s*(?:\^|\*\*)\s*\{?([+-]?\d+)\}?|1[eE]([+-]?\d+))$")
_TIMES_SUPER = re.compile(r"^[×xX⇥·*]\s*10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)$")  # "×10⁵"
_POWER_SUPER = re.compile(r"^10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)$")  # "10⁵", a log tick
BARE_E = re.compile(r"^1(?:\.0*)?[eE]([+-]?\d+)$")  # "1e5": a multiplier, or a tick of a log axis


def _written_scale(w: Word) -> Word:
    """Scales written in one word: a multiplier ("×10^5", "×10⁵") becomes a multiplier word;
    "10⁵" a power of ten; a bare "1e5" keeps its value and also carries the multiplier it would
    be at the end of an axis (``axes`` decides which it is from where it sits)."""
    if not w.horizontal or w.multiplier is not None:
        return w
    text = w.text.strip().translate(_MINUS)
    if m := _TIMES_POWER.match(text):
        exponent = int(m.group(1) or m.group(2))
        return replace(w, text=f"×10^{exponent}", value=None, multiplier=10.0**exponent)
    if m := _TIMES_SUPER.match(text):
        exponent = int(m.group(1).translate(_SUPERSCRIPTS))
        return replace(w, text=f"×10^{exponent}", value=None, multiplier=10.0**exponent)
    if m := _POWER_SUPER.match(text):
        exponent = int(m.group(1).translate(_SUPERSCRIPTS))
        return replace(w, text=f"10^{exponent}", value=10.0**exponent, power=True)
    if (m := BARE_E.match(text)) and w.value is not None:
        return replace(w, multiplier=10.0 ** int(m.group(1)))
    return w


def _multiplier(
    text: str, box: tuple[float, float, float, float], like: Word, factor: float
) -> Word:
    return Word(text, *box, like.size, like.color, like.horizontal, like.line, None, False, factor)


def phrases(words: list[Word]) -> list[Word]:
    """Join words that follow each other closely on one line (legend entries, titles)."""
    out: list[Word] = []
    for w in words:
        prev = out[-1] if out else None
        if w.value is None and w.multiplier is None and _NAME_MINUS.search(w.text):
            w = replace(w, text=_NAME_MINUS.sub("-", w.text))
        if (
            prev is not None
            # an SVG renderer may place each word of a label on its own (same baseline)
            and (prev.line == w.line or (w.spaced and abs(prev.y1 - w.y1) < 0.1 * w.h))
            and prev.horizontal == w.horizontal
            and prev.multiplier is None
            and w.multiplier is None
        ):
            gap = _gap((prev.x0, prev.y0, prev.x1, prev.y1), (w.x0, w.y0, w.x1, w.y1), w.horizontal)
            if w.horizontal and _RTL.match(prev.text[-1:]) and _RTL.match(w.text[:1]):
                gap = prev.x0 - w.x1  # right to left: the next word is set left of this one
            # words of one phrase are set a space apart; labels set side by side are not
            # (a wide gap without a space character)
            limit = 0.8 if w.spaced else 0.3
            # words of one slanted line: their boxes overlap, a space apart along the slant
            slant = prev.slanted and w.slanted and prev.line == w.line and w.spaced
            if -0.5 < gap < limit * max(w.size, prev.size) or slant:
                out[-1] = Word(
                    f"{prev.text} {w.text}", min(prev.x0, w.x0), min(prev.y0, w.y0),
                    max(prev.x1, w.x1), max(prev.y1, w.y1), prev.size, prev.color,
                    prev.horizontal, prev.line, None, downward=prev.downward,
                    slanted=prev.slanted,
                )  # fmt: skip
                continue
        out.append(w)
    return out


def glyph_centres(page: pymupdf.Page, glyphs: list[Glyph]) -> list[Glyph]:
    """Move each glyph to the centre of its ink. A character's box spans the font's ascent and
    descent, so its middle is not where the mark is drawn: one isolated instance per shape is
    rendered and the offset of its ink from its box applies to all of that shape."""
    import numpy as np

    out: list[Glyph] = []
    by_key: dict[tuple[str, str, float], list[Glyph]] = {}
    for g in glyphs:
        by_key.setdefault(g.key, []).append(g)
    for gs in by_key.values():
        dx = dy = 0.0
        for g in sorted(gs, key=lambda g: -_isolation(g, gs))[:1]:
            x0, y0, x1, y1 = g.box
            if _isolation(g, gs) < max(x1 - x0, y1 - y0):
                break  # every instance touches another: keep the box centres
            zoom = 12.0
            pix = page.get_pixmap(
                matrix=pymupdf.Matrix(zoom, zoom),
                clip=pymupdf.Rect(g.box),
                colorspace=pymupdf.csGRAY,
            )
            ink = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)[
                :, : pix.width
            ]
            rows, cols = np.nonzero(ink < 200)
            if len(rows):
                dx = (float(cols.mean()) + 0.5) / zoom + x0 - g.cx
                dy = (float(rows.mean()) + 0.5) / zoom + y0 - g.cy
        out += [Glyph(g.cx + dx, g.cy + dy, g.size, g.color, g.key, g.box) for g in gs]
    return out


def _isolation(g: Glyph, others: list[Glyph]) -> float:
    return min((max(abs(g.cx - o.cx), abs(g.cy - o.cy)) for o in others if o is not g), default=1e9)
