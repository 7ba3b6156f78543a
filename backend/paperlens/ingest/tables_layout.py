"""Positioned words and ruling lines of one page, the raw material of the table reader.

Words are built from PyMuPDF's per-character output rather than its word list so that raised
or lowered runs become explicit (``10^20``, ``d_model``) instead of being glued onto the
number they belong to (``1020``), and so that a missing space glyph between two columns
still separates them.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field, replace

import pymupdf

from paperlens.ingest.rtl import glyph_dict, has_rtl, logical_order, paired_brackets
from paperlens.scripts import fold_digits

TEXT_FLAGS = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
# Share of a page's printed characters read as U+FFFD past which its fonts have no Unicode map.
_UNMAPPED_SHARE = 0.3


def page_flags(page: pymupdf.Page, flags: int = TEXT_FLAGS) -> int:
    """``flags``, reading glyph ids as code points on a page whose text is mostly unmapped: a
    font without a Unicode map whose ids are the characters (a TCPDF port sets Thai that way)
    reads as printed, as the text chunks read it. A page whose fonts map is read as before (a
    TeX bracket font's ids would read as stray letters in its tables)."""
    text = page.get_text("text", flags=flags)
    printed = sum(not c.isspace() for c in text)
    if printed and text.count("\ufffd") > _UNMAPPED_SHARE * printed:
        return flags | pymupdf.TEXT_CID_FOR_UNKNOWN_UNICODE
    return flags


# A gap wider than this (in ems) between two glyphs splits a word even without a space glyph.
_SPLIT_GAP_EM = 0.25
# A run this much smaller than the line's main size, and shifted, is a super- or subscript.
_SCRIPT_SIZE_RATIO = 0.85
_SCRIPT_SHIFT_EM = 0.12
# Marks set as superscripts that read naturally glued to their number: "8.43†".
_FOOTNOTE_MARKS = set("*†‡§¶‖#∗⋆")
# Ruling lines are at most this thick (points); anything fatter is a shape.
_RULE_THICKNESS = 2.0
_RULE_MIN_LENGTH = 4.0
# An underscore drawn as a stroke: thinner and shorter than any rule.
_UNDERSCORE_THICKNESS = 0.8
_UNDERSCORE_MIN = 1.0
# A segment leaning by more than this in both directions (points) is not a rule but plot ink.
_SLANT = 0.1
# Stroke colours whose channels differ by more than this are coloured, not black or grey.
_COLOURED = 0.3
_LONG_COLOURED = 30.0


@dataclass(slots=True)
class Word:
    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    size: float
    baseline: float
    bold: bool = False
    # The width of the one space glyph the text sets right before the word, where it fills the
    # gap from the word before (0 otherwise): the font's own word space, which some fonts set
    # wider than the gap that tells cells apart (an Ethiopic font's is 0.46 em).
    spaced: float = 0.0

    @property
    def xc(self) -> float:
        return (self.x0 + self.x1) / 2


@dataclass(slots=True)
class Line:
    """One horizontal PyMuPDF text line: its words in reading order."""

    x0: float
    y0: float
    x1: float
    y1: float
    words: list[Word]
    block: int

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)

    @property
    def size(self) -> float:
        return max((w.size for w in self.words), default=0.0)

    @property
    def baseline(self) -> float:
        big = max(self.words, key=lambda w: w.size)
        return big.baseline


@dataclass(slots=True)
class Rule:
    """A horizontal or vertical ruling line (a stroked line or a thin filled rectangle)."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def length(self) -> float:
        return max(self.x1 - self.x0, self.y1 - self.y0)

    @property
    def y(self) -> float:
        return (self.y0 + self.y1) / 2

    @property
    def x(self) -> float:
        return (self.x0 + self.x1) / 2


@dataclass(slots=True)
class PageLayout:
    width: float
    height: float
    lines: list[Line] = field(default_factory=list)
    hrules: list[Rule] = field(default_factory=list)
    vrules: list[Rule] = field(default_factory=list)
    # Centres of glyphs set at an angle: figure labels, axis titles, word-grid visualisations.
    rotated: list[tuple[float, float]] = field(default_factory=list)
    # Centres of chart ink: curves, diagonal and dashed lines. Tables have none.
    strokes: list[tuple[float, float]] = field(default_factory=list)
    # Dashed or dotted horizontal lines in black or grey: a chart's gridlines, or the row
    # separators an HTML table draws (wkhtmltopdf's ``border-bottom: dotted``).
    dotted: list[Rule] = field(default_factory=list)
    # Light filled boxes with no border (zebra rows, a grey heading row): a table's banding.
    shades: list[Rule] = field(default_factory=list)
    # Short thin strokes on a baseline: underscores TeX draws as rules ("machine_temp").
    underscores: list[Rule] = field(default_factory=list)
    page: pymupdf.Page | None = None
    # A landscape page's text runs up or down the sheet: the layout is read turned so that it
    # runs left to right; ``turn`` maps page points to layout points.
    turn: pymupdf.Matrix | None = None
    # The page's text as PyMuPDF extracted it (kept for callers that reuse it).
    textpage: pymupdf.TextPage | None = None
    # A right-to-left page (Hebrew, Arabic) is read mirrored (``turn`` flips x), so that a
    # table's first column, printed at the right, comes first, and each word's letters are put
    # in reading order.
    mirrored: bool = False
    flags: int = TEXT_FLAGS  # how its text is read (page_flags)

    def to_page(self, bbox: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        """A layout box in the page's own points (what the figure and text readers use)."""
        if self.turn is None:
            return bbox
        r = pymupdf.Rect(bbox) * ~self.turn
        return (r.x0, r.y0, r.x1, r.y1)

    def words_in(self, bbox: tuple[float, float, float, float], margin: float = 1.0) -> list[Word]:
        """Words of a region with exact glyph positions (the page-wide lines place words
        within a run of text by character count, which is enough to find tables, not to
        read their cells)."""
        x0, y0, x1, y1 = bbox[0] - margin, bbox[1] - margin, bbox[2] + margin, bbox[3] + margin
        if self.page is not None:
            # A clipped extraction of the region (a fraction of a millisecond) beats reading
            # the whole page's glyphs (several). The clip is wider than the region so that a
            # word running past a rule's end ("-0.265***") keeps all its glyphs; words still
            # belong to the region by their centres.
            clip = pymupdf.Rect(x0 - _CLIP_PAD, y0 - 2, x1 + _CLIP_PAD, y1 + 2)
            if self.turn is not None:
                clip = clip * ~self.turn
            near = (
                glyph_dict(self.page, self.flags, clip)
                if self.mirrored
                else self.page.get_text("rawdict", flags=self.flags, clip=clip)
            )
            if self.turn is not None:
                _turn_text(near, self.turn, mirror=self.mirrored)
            lines = _join_underscores(
                _read_lines(near, exact=True, rtl=self.mirrored)[0], self.underscores
            )
        else:
            lines = self.lines
        words = [
            w
            for ln in lines
            for w in ln.words
            if x0 <= w.xc <= x1 and y0 <= (w.y0 + w.y1) / 2 <= y1
        ]
        return join_broken_words(words, self.vrules)


_CLIP_PAD = 20.0


def _run_end(first: Word, by_line: dict[int, list[Word]], em: float) -> float:
    """Where the words that follow ``first`` on its line a word space apart end."""
    end = first.x1
    for w in by_line.get(round(first.baseline), []):
        if w.x0 >= end - 0.5 and w.x0 - end < _WORD_SPACE_EM * em:
            end = w.x1
    return end


# A word broken inside a narrow cell ends closer than this (ems) to what stands right of it.
_BROKEN_EDGE_EM = 0.8
# Farther than a word space: what stands right of the broken word is another cell.
_WORD_SPACE_EM = 0.45


def join_broken_words(words: list[Word], vrules: list[Rule]) -> list[Word]:
    """Words a producer broke inside a narrow cell without a hyphen (AbiWord, HTML with
    ``word-break``): "grondwaterst" / "and", "comprehensio" / "n". The piece on the upper line
    stands alone, ends right at the cell's edge (a vertical rule or the next column's text a
    little more than a word space away, nothing of its own line beyond it) and ends in a letter;
    the next line of the cell starts at the same x with a lowercase letter, and no line of the
    cell beside it runs further right (the piece is as wide as the cell). The two are one
    word, set where the first piece stands. Text that wrapped at a space ends anywhere short
    of the edge, so it is left as it is."""
    if len(words) < 2:
        return words
    by_line: dict[int, list[Word]] = {}
    for w in words:
        by_line.setdefault(round(w.baseline), []).append(w)
    for ws in by_line.values():
        ws.sort(key=lambda w: w.x0)

    def same_line(w: Word) -> list[Word]:
        k = round(w.baseline)
        return [o for j in (k - 1, k, k + 1) for o in by_line.get(j, []) if o is not w]

    joined: dict[int, Word] = {}
    dropped: set[int] = set()
    for a in words:
        if len(a.text) < 4 or not a.text[-1].isalpha() or id(a) in dropped:
            continue
        em = a.size
        ruled = [r.x for r in vrules if r.y0 - 1 <= a.baseline <= r.y1 + 1]
        lo = max((x for x in ruled if x <= a.x0 + 0.5), default=-1e9)
        hi = min((x for x in ruled if x >= a.x1 - 0.5), default=1e9)
        beside = [o for o in same_line(a) if lo < o.xc < hi]  # in the same ruled cell
        left = [o.x1 for o in beside if o.x1 <= a.x0 + 0.5]
        right = [o.x0 for o in beside if o.x0 >= a.x1 - 0.5]
        if (left and a.x0 - max(left) < _WORD_SPACE_EM * em) or (
            right and min(right) - a.x1 < _WORD_SPACE_EM * em
        ):
            continue  # a word of a line of several
        if min([hi, *right]) - a.x1 > _BROKEN_EDGE_EM * em:
            continue
        below = [
            b
            for k in range(round(a.baseline + 0.8 * em), round(a.baseline + 1.9 * em) + 1)
            for b in by_line.get(k, [])
            if abs(b.x0 - a.x0) <= 1.5 and b.text[:1].islower()
        ]
        if len(below) != 1:
            continue
        b = below[0]
        # The broken piece fills the cell: no line of the cell next to it runs further right.
        if _run_end(b, by_line, em) > a.x1 + 0.5 or any(
            abs(o.x0 - a.x0) <= 1.5 and _run_end(o, by_line, em) > a.x1 + 0.5
            for k in range(round(a.baseline - 1.9 * em), round(a.baseline - 0.8 * em) + 1)
            for o in by_line.get(k, [])
        ):
            continue
        joined[id(a)] = Word(a.x0, a.y0, a.x1, a.y1, a.text + b.text, a.size, a.baseline, a.bold)
        dropped.add(id(b))
    if not joined:
        return words
    return [joined.get(id(w), w) for w in words if id(w) not in dropped]


def read_layout(page: pymupdf.Page) -> PageLayout:
    """The page's lines, rules and plot ink, its text read with :func:`page_flags`."""
    flags = page_flags(page)
    textpage = page.get_textpage(flags=flags)
    raw = page.get_text("dict", flags=flags, textpage=textpage)
    rect = page.rect
    turn = _landscape_turn(raw, rect)
    mirrored = False
    if turn is not None:
        _turn_text(raw, turn)
        rect = rect * turn
    elif _right_to_left(raw):
        turn, mirrored = pymupdf.Matrix(-1, 0, 0, 1, rect.width, 0), True
        raw = glyph_dict(page, flags)
        _turn_text(raw, turn, mirror=True)
    layout = PageLayout(
        width=rect.width,
        height=rect.height,
        page=page,
        turn=turn,
        textpage=textpage,
        mirrored=mirrored,
        flags=flags,
    )
    _read_rules(page, layout)
    # A mirrored page's words are read glyph by glyph: the letters of a run are in drawing
    # order, which is not the reading order.
    lines, layout.rotated = _read_lines(raw, exact=mirrored, rtl=mirrored)
    layout.lines = _join_underscores(lines, layout.underscores)
    return layout


# Share of a page's characters that must run up or down the sheet to read it turned.
_TURNED_SHARE = 0.6


def _landscape_turn(raw: dict, rect: pymupdf.Rect) -> pymupdf.Matrix | None:
    """The turn that makes a landscape page's text run left to right, or None."""
    counts = {"up": 0, "down": 0, "flat": 0}
    for block in raw.get("blocks", []):
        for line in block.get("lines", []):
            dx, dy = line.get("dir", (1.0, 0.0))
            n = sum(len(s.get("text", "")) for s in line.get("spans", []))
            counts["up" if dy < -0.9 else "down" if dy > 0.9 else "flat"] += n
    total = sum(counts.values())
    if not total:
        return None
    if counts["up"] >= _TURNED_SHARE * total:
        return pymupdf.Matrix(0, 1, -1, 0, rect.height, 0)  # (x, y) -> (H - y, x)
    if counts["down"] >= _TURNED_SHARE * total:
        return pymupdf.Matrix(0, -1, 1, 0, 0, rect.width)  # (x, y) -> (y, W - x)
    return None


# A number as drawn, read left to right whatever the line's direction.
_DRAWN_NUMBER = re.compile(r"^[−\-+±]?\d(?:[\d.,:/]*\d)?%?$")
# Share of a page's letters that must be right-to-left ones to read the page mirrored.
_RTL_SHARE = 0.5


def _right_to_left(raw: dict) -> bool:
    """Most of the page's letters are right-to-left ones (Hebrew, Arabic)."""
    rtl = letters = 0
    for block in raw.get("blocks", []):
        for line in block.get("lines", []):
            for span in line.get("spans", []):
                text = span.get("text") or "".join(c["c"] for c in span.get("chars", []))
                letters += sum(c.isalpha() for c in text)
                rtl += sum(1 for c in text if has_rtl(c) and c.isalpha())
    return letters > 0 and rtl >= _RTL_SHARE * letters


def _turn_text(raw: dict, m: pymupdf.Matrix, *, mirror: bool = False) -> None:
    """Rewrite a text dict's boxes, origins and directions into the turned frame (a mirrored
    frame keeps the lines' directions: its text still runs along them)."""
    shear = pymupdf.Matrix(m.a, m.b, m.c, m.d, 0, 0)

    def box(b: list[float]) -> tuple[float, float, float, float]:
        r = pymupdf.Rect(b) * m
        return (r.x0, r.y0, r.x1, r.y1)

    def point(p: list[float], matrix: pymupdf.Matrix = m) -> tuple[float, float]:
        q = pymupdf.Point(p) * matrix
        return (q.x, q.y)

    for block in raw.get("blocks", []):
        if "bbox" in block:
            block["bbox"] = box(block["bbox"])
        for line in block.get("lines", []):
            line["bbox"] = box(line["bbox"])
            if not mirror:
                line["dir"] = point(line.get("dir", (1.0, 0.0)), shear)
            for span in line.get("spans", []):
                span["bbox"] = box(span["bbox"])
                span["origin"] = point(span["origin"])
                for ch in span.get("chars", []):
                    ch["bbox"] = box(ch["bbox"])
                    ch["origin"] = point(ch["origin"])


def _read_lines(
    raw: dict, *, exact: bool, rtl: bool = False
) -> tuple[list[Line], list[tuple[float, float]]]:
    lines: list[Line] = []
    rotated: list[tuple[float, float]] = []
    for bno, block in enumerate(raw.get("blocks", [])):
        if block.get("type", 0) != 0:
            continue
        for line in block.get("lines", []):
            dx, dy = line.get("dir", (1.0, 0.0))
            if abs(dy) > 0.05 or dx < 0:
                for span in line.get("spans", []):
                    b = span["bbox"]
                    n = sum(1 for c in span.get("text", "") if not c.isspace())
                    rotated += [((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)] * n
                turned = _turned_word(line) if abs(dx) < 0.05 else None
                if turned is not None:
                    lines.append(Line(turned.x0, turned.y0, turned.x1, turned.y1, [turned], bno))
                continue
            words = _line_words(line) if exact else _span_words(line)
            if rtl:
                for w in words:
                    # Glyphs in mirrored order: the visual order reversed. A number keeps the
                    # order it is drawn in, its sign and percent sign included ("−2.6", "20%").
                    visual = w.text[::-1]
                    if not _DRAWN_NUMBER.match(fold_digits(visual)):
                        w.text = logical_order(list(visual), rtl=True)
                    else:
                        w.text = visual
                    w.text = unicodedata.normalize("NFKC", w.text)  # presentation forms
                words = _latin_runs(words)
            if words:
                lines.append(
                    Line(
                        min(w.x0 for w in words),
                        min(w.y0 for w in words),
                        max(w.x1 for w in words),
                        max(w.y1 for w in words),
                        words,
                        bno,
                    )
                )
    if rtl:
        lines = _join_runs(lines)
    return _join_stray_glyphs(lines), rotated


_LATIN_LETTER = re.compile(r"[A-Za-z\u00c0-\u024f]")


def _latin_runs(words: list[Word]) -> list[Word]:
    """A mirrored line's words with each run of Latin words ("Random Forest", "BLEU score 4")
    made one word in its own reading order: the run reads left to right on the page, so the
    mirrored frame lists its words last to first ("Forest Random")."""
    out: list[Word] = []
    run: list[Word] = []

    def flush() -> None:
        if len(run) > 1 and any(_LATIN_LETTER.search(w.text) for w in run):
            first, last = run[0], run[-1]
            out.append(
                replace(
                    first,
                    text=" ".join(w.text for w in reversed(run)),
                    x1=last.x1,
                    y0=min(w.y0 for w in run),
                    y1=max(w.y1 for w in run),
                )
            )
        else:
            out.extend(run)
        run.clear()

    for w in words:
        ltr = not has_rtl(w.text) and any(c.isalnum() for c in w.text)
        if run and (not ltr or w.x0 - run[-1].x1 > _WORD_SPACE_EM * w.size):
            flush()
        if ltr:
            run.append(w)
        else:
            out.append(w)
    flush()
    return out


def _join_runs(lines: list[Line]) -> list[Line]:
    """The runs of one printed right-to-left line, which MuPDF may give as lines of their own
    ("טבלה 1" and ". מאפייני ...": the period resolves to the right-to-left run), joined in
    (mirrored) reading order; touching pieces are one word ("1.")."""
    out: list[Line] = []
    for line in sorted(lines, key=lambda ln: (ln.block, ln.baseline, ln.x0)):
        last = out[-1] if out else None
        if (
            last is None
            or last.block != line.block
            or abs(last.baseline - line.baseline) > 0.3 * max(line.size, last.size)
            or line.x0 < last.x1 - 1.0
            or line.x0 - last.x1 > 0.5 * max(line.size, last.size)
        ):
            out.append(line)
            continue
        first = line.words[0]
        if first.x0 - last.words[-1].x1 <= _TOUCH_EM * first.size:
            prev = last.words[-1]
            prev.text = paired_brackets(prev.text + first.text)
            prev.x1 = max(prev.x1, first.x1)
            last.words += line.words[1:]
        else:
            last.words += line.words
        last.x1 = max(last.x1, line.x1)
        last.y0, last.y1 = min(last.y0, line.y0), max(last.y1, line.y1)
    return out


# A word this close (in ems) to a stray symbol on its baseline touches it: glyphs of one word
# are set with no gap, words with a space of about a quarter of an em.
_TOUCH_EM = 0.08


def _join_stray_glyphs(lines: list[Line]) -> list[Line]:
    """A symbol set from a fallback font (a minus sign, ±, ≤ that the cell's font lacks) can be
    written apart from its word, which MuPDF then reads as a line of its own ("−" and "8.7"): a
    lone symbol that touches a word on its baseline joins that word ("−8.7")."""
    stray = [
        ln
        for ln in lines
        if len(ln.words) == 1
        and len(t := ln.words[0].text) <= 2
        and not any(c.isalnum() for c in t)
    ]
    if not stray:
        return lines
    lone = {id(ln) for ln in stray}
    by_base: dict[int, list[Word]] = {}
    for ln in lines:
        if id(ln) in lone:
            continue
        for w in ln.words:
            by_base.setdefault(round(w.baseline), []).append(w)
    dropped: set[int] = set()  # stray lines and words that joined a word
    for ln in stray:
        g = ln.words[0]
        near = _TOUCH_EM * max(g.size, 1.0)
        beside = [
            w
            for k in (-1, 0, 1)
            for w in by_base.get(round(g.baseline) + k, [])
            if id(w) not in dropped and abs(w.baseline - g.baseline) <= 0.2 * g.size
        ]
        before = next((w for w in beside if abs(g.x0 - w.x1) <= near), None)
        after = next((w for w in beside if abs(w.x0 - g.x1) <= near), None)
        if before is not None:  # "(" + "−" (+ "11.2"): one word
            before.text += g.text + (after.text if after is not None else "")
            before.x1 = max(g.x1, after.x1 if after is not None else g.x1)
            if after is not None:
                dropped.add(id(after))
        elif after is not None:  # a sign before its number
            after.text, after.x0 = g.text + after.text, min(after.x0, g.x0)
        else:
            continue
        dropped.add(id(ln))
    if not dropped:
        return lines
    out: list[Line] = []
    for ln in lines:
        if id(ln) in dropped:
            continue
        ln.words = [w for w in ln.words if id(w) not in dropped]
        if ln.words:  # a line's extent follows the words that joined it or left it
            ln.x0, ln.x1 = min(w.x0 for w in ln.words), max(w.x1 for w in ln.words)
            out.append(ln)
    return out


# A heading cell set at 90° is at most this many characters; longer turned text is a margin
# note or an axis title, not a column's head.
_TURNED_HEAD_CHARS = 40


def _turned_word(line: dict) -> Word | None:
    """A line set at 90° (a column head turned to fit a narrow column: Typst ``rotate``, CSS
    ``writing-mode``, LaTeX ``rotatebox``) as one upright word where it stands, on a baseline
    at its foot, so that the heads of one heading row, set bottom-aligned, share a line."""
    texts = [
        sp.get("text") or "".join(c["c"] for c in sp.get("chars", []))
        for sp in line.get("spans", [])
    ]
    spans = [sp for sp, t in zip(line.get("spans", []), texts, strict=True) if t.strip()]
    text = " ".join(" ".join(t.split()) for t in texts if t.strip())
    if not spans or len(text) > _TURNED_HEAD_CHARS:
        return None
    x0, y0, x1, y1 = line["bbox"]
    return Word(x0, y0, x1, y1, text, spans[0]["size"], y1)


# One glyph: (x0, y0, x1, y1, char, span index)
Glyph = tuple[float, float, float, float, str, int]


def _glyphs(line: dict) -> list[Glyph]:
    return [
        (*ch["bbox"], ch["c"], si)
        for si, span in enumerate(line.get("spans", []))
        for ch in span.get("chars", [])
    ]


def _in_x_order(glyphs: list[Glyph]) -> list[Glyph]:
    """Glyphs left to right. The later letters of a ligature ("ff" drawn as one glyph) come with
    no width at its right edge, where the next letter starts too: they keep their place after
    the glyph they were printed with ("Difference", not "Difefrence")."""
    keys: list[float] = []
    for g in glyphs:
        keys.append(keys[-1] if keys and g[2] - g[0] < 0.05 else g[0])
    order = sorted(range(len(glyphs)), key=lambda i: keys[i])
    return [glyphs[i] for i in order]


def _span_kinds(spans: list[dict]) -> tuple[float, float, list[str], list[bool]]:
    """The line's main size and baseline; per span its script mark ("^", "_", "") and boldness."""
    main = max(spans, key=lambda s: s["size"])
    main_size = main["size"] or 1.0
    main_base = main["origin"][1]
    kinds: list[str] = []
    bolds: list[bool] = []
    for span in spans:
        shift = span["origin"][1] - main_base
        script = (
            span["size"] < _SCRIPT_SIZE_RATIO * main_size
            and abs(shift) > _SCRIPT_SHIFT_EM * main_size
        )
        kinds.append(("^" if shift < 0 else "_") if script else "")
        bolds.append(bool(span.get("flags", 0) & 16) or "bold" in span.get("font", "").lower())
    return main_size, main_base, kinds, bolds


def _span_words(line: dict) -> list[Word]:
    """Words placed by character count within their run of text: cheap, for finding tables."""
    spans = [s for s in line.get("spans", []) if s.get("text")]
    if not spans:
        return []
    size, base, kinds, bolds = _span_kinds(spans)
    words: list[Word] = []
    spaced = True
    for si, span in enumerate(spans):
        text = _HIDDEN.sub(" ", span["text"])
        glue, spaced = not spaced and not text[0].isspace(), text[-1].isspace()
        x0, y0, x1, y1 = span["bbox"]
        step = (x1 - x0) / len(text)
        for m in _WORD.finditer(text):
            wx0, wx1, t = x0 + m.start() * step, x0 + m.end() * step, m.group()
            if glue and m.start() == 0 and wx0 - words[-1].x1 <= _SPLIT_GAP_EM * size:
                last = words[-1]  # the run goes on in another font or as a script
                mark = kinds[si] if t[0] not in _FOOTNOTE_MARKS else ""
                last.text += f"{mark}{t}"
                last.x1 = max(last.x1, wx1)
                continue
            words.append(Word(wx0, y0, wx1, y1, t, size, base, bolds[si]))
    return words


def _line_words(line: dict) -> list[Word]:
    spans = line.get("spans", [])
    if not spans:
        return []
    main_size, main_base, kinds, bolds = _span_kinds(spans)
    glyphs = _in_x_order(_glyphs(line))
    words: list[Word] = []
    current: list[Glyph] = []
    right = 0.0
    blanks: list[Glyph] = []  # the space glyphs since the last word
    lead = 0.0  # the word space before the word being read
    for i, g in enumerate(glyphs):
        grouping = (
            g[4] in _GROUP_SPACES
            and bool(current)
            and current[-1][4].isdigit()
            and i + 1 < len(glyphs)
            and glyphs[i + 1][4].isdigit()
        )
        if (g[4].isspace() or _invisible(g[4])) and not grouping:
            if current:
                _flush(current, words, main_size, main_base, kinds, bolds, lead)
                blanks = []
            blanks.append(g)
            current = []
            continue
        if current and g[0] - right > _SPLIT_GAP_EM * main_size:
            _flush(current, words, main_size, main_base, kinds, bolds, lead)
            current, blanks = [], []
        if not current:
            lead = _word_space(blanks, words, g)
            blanks = []
        current.append(g)
        right = g[2] if len(current) == 1 else max(right, g[2])
    _flush(current, words, main_size, main_base, kinds, bolds, lead)
    return words


# How far (points) a space glyph may stand off the words on either side and still be the one
# space between them.
_SPACE_FIT = 0.5


def _word_space(blanks: list[Glyph], words: list[Word], first: Glyph) -> float:
    """The width of the one space glyph between the last word and the glyph ``first`` that
    starts the next, where it spans the gap between them; 0 otherwise (no space, several, or a
    move of the text position that the space does not account for)."""
    if len(blanks) != 1 or blanks[0][4] != " " or not words:
        return 0.0
    x0, _, x1, *_ = blanks[0]
    if abs(x0 - words[-1].x1) > _SPACE_FIT or abs(first[0] - x1) > _SPACE_FIT:
        return 0.0
    return x1 - x0


# A no-break space between digits groups thousands ("1 284", as HTML and Word print them): it
# belongs to the number, not between two cells.
_GROUP_SPACES = "\u00a0\u202f"
_WORD = re.compile(r"(?:\S|(?<=\d)[\u00a0\u202f](?=\d))+")
_HIDDEN = re.compile("[\ufffd\ue000-\uf8ff]")


def _invisible(c: str) -> bool:
    """Private-use glyphs (bracket pieces of TeX's extensible delimiters) and U+FFFD say nothing."""
    return c == "\ufffd" or "\ue000" <= c <= "\uf8ff"


def _flush(
    glyphs: list[Glyph],
    words: list[Word],
    size: float,
    baseline: float,
    kinds: list[str],
    bolds: list[bool],
    spaced: float = 0.0,
) -> None:
    if not glyphs:
        return
    # Group consecutive glyphs by script kind, then write scripts as ^x / _x.
    runs: list[tuple[str, str]] = []
    for g in glyphs:
        kind = kinds[g[5]]
        if runs and runs[-1][0] == kind:
            runs[-1] = (kind, runs[-1][1] + g[4])
        else:
            runs.append((kind, g[4]))
    parts: list[str] = []
    for i, (kind, text) in enumerate(runs):
        if not kind or not parts or all(c in _FOOTNOTE_MARKS for c in text):
            parts.append(text)
            continue
        more = i + 1 < len(runs)
        parts.append(f"{kind}{{{text}}}" if more and len(text) > 1 else f"{kind}{text}")
    normal = [g for g in glyphs if not kinds[g[5]]] or glyphs
    words.append(
        Word(
            x0=min(g[0] for g in glyphs),
            y0=min(g[1] for g in normal),
            x1=max(g[2] for g in glyphs),
            y1=max(g[3] for g in normal),
            text="".join(parts),
            size=size,
            baseline=baseline,
            bold=sum(bolds[g[5]] for g in normal) * 2 > len(normal),
            spaced=spaced,
        )
    )


# A shading this light (grey level) with a border this dark is a table cell, not a bar.
_SHADE = 0.8
_DARK = 0.2
# A band of shading behind a table row or cell: this wide and at most this tall (points).
_SHADE_MIN_WIDTH = 20.0
_SHADE_MAX_HEIGHT = 60.0


def _read_rules(page: pymupdf.Page, layout: PageLayout) -> None:
    hs: list[Rule] = []
    vs: list[Rule] = []
    short_vs: list[Rule] = []
    for path in page.get_cdrawings():
        color = path.get("color") if path.get("type") == "s" else path.get("fill")
        rgb = tuple(color[:3]) if color is not None and len(color) >= 3 else (0.0, 0.0, 0.0)
        # Stroked, or filled white or in a light shade and stroked in black: a cell drawn with
        # its border (jsPDF-autotable, TCPDF draw every cell so, the heading's shaded).
        stroke = path.get("color")
        boxed = path.get("type") == "s" or (
            path.get("type") == "fs"
            and min(rgb) >= _SHADE
            and stroke is not None
            and len(stroke) >= 3
            and max(stroke[:3]) <= _DARK
        )
        if min(rgb) > 0.95 and not boxed:
            continue  # white: invisible on the page
        if boxed and path.get("type") == "fs":
            rgb = tuple(stroke[:3])  # what shows is the border
        dashes = path.get("dashes") or ""
        dashed = bool(dashes) and not dashes.startswith("[]")
        coloured = max(rgb) - min(rgb) > _COLOURED
        items = path.get("items", [])
        if is_outlined_text(path, glyphs=True):
            continue  # text drawn as glyph outlines: neither rules nor plot ink
        if layout.turn is not None:
            items = [_turn_item(item, layout.turn) for item in items]
            path = {**path, "rect": tuple(pymupdf.Rect(path["rect"]) * layout.turn)}
        for item in items:
            op = item[0]
            if op == "l":
                (xa, ya), (xb, yb) = item[1], item[2]
                x0, x1, y0, y1 = min(xa, xb), max(xa, xb), min(ya, yb), max(ya, yb)
            elif op == "re":
                x0, y0, x1, y1 = item[1]
                x0, x1, y0, y1 = min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1)
            elif op == "qu":
                xs = [p[0] for p in item[1]]
                ys = [p[1] for p in item[1]]
                x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
            else:  # a Bezier curve
                r = path["rect"]
                layout.strokes.append(((r[0] + r[2]) / 2, (r[1] + r[3]) / 2))
                continue
            w, h = x1 - x0, y1 - y0
            # Dashed grid lines, coloured polylines (plotted series) and short coloured strokes
            # (legend keys) are chart ink; a long straight coloured line may still be a rule.
            plot_ink = dashed or (coloured and (len(items) >= 3 or max(w, h) < _LONG_COLOURED))
            if dashed and not coloured and op == "l" and h <= _SLANT and w >= _RULE_MIN_LENGTH:
                layout.dotted.append(Rule(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2))
                continue
            if plot_ink and op == "l" and w <= _RULE_THICKNESS and h >= _RULE_MIN_LENGTH:
                short_vs.append(Rule((x0 + x1) / 2, y0, (x0 + x1) / 2, y1))
            if (op == "l" and w > _SLANT and h > _SLANT) or (plot_ink and op == "l"):
                layout.strokes.append(((x0 + x1) / 2, (y0 + y1) / 2))  # plotted line, arrow
            elif plot_ink:
                continue
            elif h <= _UNDERSCORE_THICKNESS and _UNDERSCORE_MIN <= w < _RULE_MIN_LENGTH:
                layout.underscores.append(Rule(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2))
            elif h <= _RULE_THICKNESS and w >= _RULE_MIN_LENGTH:
                hs.append(Rule(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2))
            elif w <= _RULE_THICKNESS and h >= _RULE_MIN_LENGTH:
                vs.append(Rule((x0 + x1) / 2, y0, (x0 + x1) / 2, y1))
            elif (
                path.get("type") == "f"
                and op in ("re", "qu")
                and min(rgb) >= _SHADE
                and w >= _SHADE_MIN_WIDTH
                and _RULE_THICKNESS < h <= _SHADE_MAX_HEIGHT
            ):
                layout.shades.append(Rule(x0, y0, x1, y1))
            elif boxed and op in ("re", "qu") and min(w, h) > _RULE_THICKNESS:
                # A stroked box: its four sides are rules (boxed tables, framed cells, a shaded
                # heading cell drawn with its border).
                hs += [Rule(x0, y0, x1, y0), Rule(x0, y1, x1, y1)]
                vs += [Rule(x0, y0, x0, y1), Rule(x1, y0, x1, y1)]
    vs += _cell_borders(short_vs, hs)
    layout.hrules = _merge(hs, horizontal=True)
    layout.vrules = _merge(vs, horizontal=False)


def _cell_borders(short: list[Rule], hs: list[Rule]) -> list[Rule]:
    """Short coloured vertical strokes that are a table's cell borders, not chart ink: each
    runs from one horizontal rule to another, and another such stroke stands at the same x (a
    Word table style that draws the inner vertical rules in a colour, row by row)."""

    def on_rule(x: float, y: float) -> bool:
        return any(abs(r.y - y) <= 1.5 and r.x0 - 1 <= x <= r.x1 + 1 for r in hs)

    spans = [r for r in short if on_rule(r.x, r.y0) and on_rule(r.x, r.y1)]
    return [r for r in spans if sum(1 for o in spans if abs(o.x - r.x) <= 1.0) >= 2]


def _merge(rules: list[Rule], *, horizontal: bool) -> list[Rule]:
    """Join collinear pieces (LaTeX draws a vertical rule as one segment per row)."""
    if horizontal:
        rules.sort(key=lambda r: (round(r.y0, 0), r.x0))
    else:
        rules.sort(key=lambda r: (round(r.x0, 0), r.y0))
    out: list[Rule] = []
    for r in rules:
        if out:
            last = out[-1]
            if horizontal and abs(last.y0 - r.y0) <= 0.8 and r.x0 <= last.x1 + 1.5:
                last.x1 = max(last.x1, r.x1)
                continue
            if not horizontal and abs(last.x0 - r.x0) <= 0.8 and r.y0 <= last.y1 + 1.5:
                last.y1 = max(last.y1, r.y1)
                continue
        out.append(Rule(r.x0, r.y0, r.x1, r.y1))
    return out


def _join_underscores(lines: list[Line], underscores: list[Rule]) -> list[Line]:
    """Words split by an underscore drawn as a stroke on their baseline become one word with
    "_" ("machine temp" is "machine_temp" as printed)."""
    if not underscores:
        return lines
    for line in lines:
        if not any(line.y0 <= u.y <= line.y1 + 1 for u in underscores):
            continue
        words: list[Word] = []
        for w in line.words:
            if words:
                a = words[-1]
                if any(
                    a.x1 - 1 <= u.x0 and u.x1 <= w.x0 + 1 and abs(u.y - a.baseline) <= 0.2 * a.size
                    for u in underscores
                ):
                    a.text = f"{a.text}_{w.text}"
                    a.x1 = w.x1
                    continue
            words.append(w)
        line.words = words
    return lines


# Pieces of one rule drawn with a gap this small (points) are one rule when finding a table's
# extent: word processors and some TeX styles break a rule where column groups meet.
_BROKEN_RULE_GAP = 4.0


def joined_hrules(rules: list[Rule]) -> list[Rule]:
    """Horizontal rules with pieces at one height and a small gap between them joined. Only for
    extents: the pieces themselves still tell which columns a heading spans."""
    out: list[Rule] = []
    for r in sorted(rules, key=lambda r: (round(r.y, 0), r.x0)):
        last = out[-1] if out else None
        if last and abs(last.y - r.y) <= 0.8 and r.x0 <= last.x1 + _BROKEN_RULE_GAP:
            last.x1 = max(last.x1, r.x1)
            continue
        out.append(Rule(r.x0, r.y0, r.x1, r.y1))
    return out


def _turn_item(item: tuple, m: pymupdf.Matrix) -> tuple:
    """A drawing command's points in the turned frame."""
    op = item[0]
    if op == "l":
        return (op, tuple(pymupdf.Point(item[1]) * m), tuple(pymupdf.Point(item[2]) * m))
    if op == "re":
        return (op, tuple(pymupdf.Rect(item[1]) * m), *item[2:])
    if op == "qu":
        return (op, [tuple(pymupdf.Point(p) * m) for p in item[1]])
    return item


# A line of text drawn as filled glyph outlines: this tall (points), at least this wide, with
# this many path items, mostly curves.
_OUTLINE_HEIGHT = (3.0, 16.0)
_OUTLINE_WIDTH = 40.0
_OUTLINE_ITEMS = 50
# One outlined character: more path items than a round marker (4 curves) or a square.
_GLYPH_ITEMS = 10


def is_outlined_text(path: dict, *, glyphs: bool = False) -> bool:
    """Whether a drawn path is a line of text set as outlines (some publishers print table
    text and labels so): filled, a line tall, words wide, made of many curves. With ``glyphs``
    any outlined word or character (more curves than a round plot marker) counts too."""
    if "f" not in (path.get("type") or ""):
        return False
    x0, y0, x1, y1 = path["rect"]
    items = path.get("items", [])
    curves = sum(1 for i in items if i[0] == "c")
    if not (_OUTLINE_HEIGHT[0] <= y1 - y0 <= _OUTLINE_HEIGHT[1] and curves >= 0.3 * len(items)):
        return False
    if glyphs and len(items) >= _GLYPH_ITEMS:
        return True
    return x1 - x0 >= _OUTLINE_WIDTH and len(items) >= _OUTLINE_ITEMS
