"""Right-to-left lines (Arabic, Persian, Urdu, Hebrew) put in reading order from where the glyphs sit.

A producer draws a line of mixed direction run by run, in whatever order its layout engine emits
the runs (Chromium left to right across the line), and MuPDF joins the runs in drawing order:
"... خلال عام 2023. بلغ متوسط الإنتاج 45,6 كيلوغرام" extracts as
". كيلوغرام ...45,6 . بلغ متوسط الإنتاج2023 ... خلال عام": every word right, the sentence
scrambled, each number beside the wrong words. The glyph positions still say the order: a line
whose base direction is right to left is read from its right edge, and the runs of digits and
Latin letters inside it are read left to right (the Unicode bidirectional algorithm's rule for
numbers and embedded Latin). Brackets in right-to-left runs are drawn mirrored; most producers
store the bracket's own character, some the mirrored glyph's (")كغ("): a line whose brackets
only pair up once mirrored is mirrored.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import pymupdf

from paperlens.scripts import fold_digits

_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
# A gap wider than this share of the font size between two glyphs, with no space glyph drawn
# there, is a word space (runs of one line are often drawn without the spaces between them).
WORD_GAP_EM = 0.2
_MIRROR = str.maketrans("()[]{}<>«»", ")(][}{><»«")


def has_rtl(text: str) -> bool:
    return _RTL.search(text) is not None


def _direction(token: str) -> str:
    """'R' for a right-to-left letter, 'L' for one read left to right (Latin letters and every
    digit, Arabic-Indic ones too: numbers read left to right), 'N' for spaces and punctuation."""
    c = token[0]
    if _RTL.match(c) and not c.isdigit():
        return "R"
    if c.isalnum():
        return "L"
    return "N"


def _runs(tokens: list[str], keep: str) -> list[tuple[int, int]]:
    """(start, end) of the maximal runs of direction ``keep``, with the neutrals inside them.

    Neutrals between two right-to-left letters belong to their run; between Latin letters too
    ("BLEU score"). Between numbers only a single separator does ("45,6", "12:30"): a space
    between two numbers, or between a word and a number, in right-to-left text is read right to
    left, so each number is a run of its own (the bidirectional algorithm's rules W4 and N1)."""
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(tokens):
        if _direction(tokens[i]) != keep:
            i += 1
            continue
        end = i + 1
        while end < len(tokens):
            j = end
            while j < len(tokens) and _direction(tokens[j]) == "N":
                j += 1
            if j == len(tokens) or _direction(tokens[j]) != keep:
                break
            if j > end and not _bridges(tokens[end - 1], tokens[end:j], tokens[j]):
                break
            end = j + 1
        out.append((i, end))
        i = end
    return out


def _bridges(before: str, neutrals: list[str], after: str) -> bool:
    """Whether the neutrals between two tokens of one direction join them into one run."""
    if _direction(before) == "R":
        return True
    if before[0].isalpha() and after[0].isalpha():
        return True
    return (
        len(neutrals) == 1
        and fold_digits(neutrals[0]) in ",.:/"  # "45,6", "۵٫۳" (Arabic decimal separator)
        and before[0].isdigit()
        and after[0].isdigit()
    )


def logical_order(visual: list[str], *, rtl: bool | None = None) -> str:
    """A line's glyphs (each with its combining marks) in reading order, from their order left
    to right on the page.

    A line with at least as many right-to-left letters as Latin letters (digits have no
    direction of their own: "שדה 12 45,6 2023" is a right-to-left line) is read from the right,
    runs of Latin letters and digits in it from the left; a mainly left-to-right line keeps its
    order except for its right-to-left runs, read from the right. ``rtl`` sets the base
    direction when the caller knows it (a word of a right-to-left page: "(%)", "(C°)")."""
    tokens = list(visual)
    if rtl is None:
        rtl = sum(_direction(t) == "R" for t in tokens) >= sum(
            _direction(t) == "L" and t[0].isalpha() for t in tokens
        )
    if rtl:
        tokens.reverse()
        ltr = _runs(tokens, "L")
        for start, end in ltr:
            tokens[start:end] = tokens[start:end][::-1]
        inside = {i for start, end in ltr for i in range(start, end)}
        mirrored = [t if i in inside else t.translate(_MIRROR) for i, t in enumerate(tokens)]
    else:
        mirrored = list(tokens)
        for start, end in _runs(tokens, "R"):
            tokens[start:end] = tokens[start:end][::-1]
            mirrored[start:end] = [t.translate(_MIRROR) for t in tokens[start:end]]
    line, other = "".join(tokens), "".join(mirrored)
    return other if not _paired(line) and _paired(other) else line


def paired_brackets(text: str) -> str:
    """The text, its brackets mirrored if only then they pair up: the pieces of a word read
    apart (a bracket resolved to the right-to-left run beside it) join as ")%(" for "(%)"."""
    other = text.translate(_MIRROR)
    return other if not _paired(text) and _paired(other) else text


def _paired(text: str) -> bool:
    """Every closing bracket closes one opened before it."""
    depth = 0
    for c in text:
        depth += (c in "([{") - (c in ")]}")
        if depth < 0:
            return False
    return depth == 0


def _visual_line(chars: list[dict[str, Any]], size: float) -> list[str]:
    """The line's glyphs left to right, each with the characters drawn with it (a ligature's
    letters, combining marks) in drawing order, and a space where a gap wider than a word space
    has none drawn."""
    glyphs: list[tuple[float, float, float, str]] = []  # (centre, left, right, text)
    for ch in chars:
        x0, x1 = float(ch["bbox"][0]), float(ch["bbox"][2])
        same_glyph = glyphs and abs(glyphs[-1][1] - x0) < 0.01 and abs(glyphs[-1][2] - x1) < 0.01
        if glyphs and (same_glyph or unicodedata.combining(ch["c"])):
            centre, left, right, text = glyphs[-1]
            glyphs[-1] = (centre, left, right, text + ch["c"])
        else:
            glyphs.append(((x0 + x1) / 2, x0, x1, ch["c"]))
    glyphs.sort(key=lambda g: g[0])
    out: list[str] = []
    prev: tuple[float, float, float, str] | None = None
    for g in glyphs:
        if g[3].isspace():
            if out and out[-1] != " ":
                out.append(" ")
        else:
            if prev is not None and out and out[-1] != " " and g[1] - prev[2] > WORD_GAP_EM * size:
                out.append(" ")
            out.append(g[3])
        prev = g
    while out and out[-1] == " ":
        out.pop()
    return out


def printed_lines(block: dict[str, Any]) -> list[list[int]]:
    """The indexes of a text block's lines, grouped by the printed line they sit on (top to
    bottom): MuPDF cuts a line of mixed direction into one line per run, all on one baseline."""
    groups: list[tuple[float, float, list[int]]] = []  # (baseline, size, line indexes)
    for i, line in enumerate(block.get("lines", [])):
        spans = line.get("spans", [])
        if not spans:
            continue
        y = max(float(span["origin"][1]) for span in spans)
        size = max(float(span.get("size") or 0.0) for span in spans) or 10.0
        for k, (base, s, members) in enumerate(groups):
            if abs(base - y) < 0.4 * max(size, s):
                groups[k] = (base, max(s, size), [*members, i])
                break
        else:
            groups.append((y, size, [i]))
    return [members for _, _, members in sorted(groups, key=lambda g: g[0])]


def group_text(block: dict[str, Any], members: list[int]) -> str:
    """The text of one printed line (lines of a ``rawdict`` block, see ``printed_lines``) in
    reading order."""
    spans = [span for i in members for span in block["lines"][i].get("spans", [])]
    chars = [ch for span in spans for ch in span.get("chars", [])]
    size = max((float(span.get("size") or 0.0) for span in spans), default=0.0) or 10.0
    return unicodedata.normalize("NFKC", logical_order(_visual_line(chars, size)))


def block_has_rtl(block: dict[str, Any]) -> bool:
    return any(
        _RTL.match(ch["c"])
        for line in block.get("lines", [])
        for span in line.get("spans", [])
        for ch in span.get("chars", [])
    )


def glyph_dict(page: pymupdf.Page, flags: int, clip: pymupdf.Rect | None = None) -> dict[str, Any]:
    """The page's ``rawdict`` with each glyph's characters as the font maps them.

    Without ``TEXT_PRESERVE_LIGATURES`` MuPDF splits a ligature into its letters itself, and
    does it wrongly for right-to-left ones: the lam-alef glyph (U+FEFB) comes out as a
    zero-width alef before a lam, which read from the right spells "ال" for "لا" ("مالیم" for
    "ملایم"). Kept whole, the glyph is one character that NFKC (:func:`group_text`) spells in
    reading order, and the Arabic presentation forms (U+FB50-U+FEFF) iText and other shaping
    writers store become the letters a reader types."""
    return page.get_text("rawdict", flags=flags | pymupdf.TEXT_PRESERVE_LIGATURES, clip=clip)


def rtl_blocks(page: pymupdf.Page, flags: int) -> dict[int, str]:
    """Block number -> its text in reading order, for the blocks that hold right-to-left
    letters (lines joined by newlines, as ``get_text("blocks")`` joins them)."""
    raw = glyph_dict(page, flags)
    out: dict[int, str] = {}
    for block in raw.get("blocks", []):
        if block.get("type", 0) != 0 or not block_has_rtl(block):
            continue
        text = [group_text(block, members) for members in printed_lines(block)]
        out[int(block["number"])] = "\n".join(text) + "\n"
    return out


def ordered_text(page: pymupdf.Page, flags: int) -> str:
    """The page's plain text, every printed line in reading order (right-to-left lines read from
    the right, their numbers and Latin words from the left), blocks in MuPDF's order."""
    raw = glyph_dict(page, flags)
    out: list[str] = []
    for block in raw.get("blocks", []):
        if block.get("type", 0) != 0:
            continue
        out += [group_text(block, members) for members in printed_lines(block)]
    return "\n".join(out) + "\n"
