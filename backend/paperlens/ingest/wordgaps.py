"""Word spaces a text layer leaves out, put back from where the glyphs sit.

Korean is written with spaces between words, but some producers (LuaLaTeX with a fallback
Hangul font) write no space characters, and MuPDF does not infer them between Hangul glyphs:
"공공자전거 이용은" extracts as "공공자전거이용은", and "표 1" as "표1", so neither a question's
words nor a table label are found in the prose. The gap is still on the page: a word space is
about a third of an em, where glyphs of one word touch. Only gaps beside a Hangul syllable are
read, since Chinese and Japanese have no word spaces and justified CJK lines stretch the gaps
between every character.
"""

from __future__ import annotations

import re
from typing import Any

import pymupdf

_HANGUL = re.compile("[\uac00-\ud7a3]")
# A gap wider than this share of the font size between two glyphs is a word space (a Korean
# word space is about 0.3 em; glyphs of one word are set with no gap at all).
WORD_GAP_EM = 0.15


def has_hangul(text: str) -> bool:
    return _HANGUL.search(text) is not None


def _line_text(line: dict[str, Any]) -> str:
    out: list[str] = []
    prev: dict[str, Any] | None = None
    prev_size = 0.0
    for span in line.get("spans", []):
        size = float(span.get("size") or 0.0)
        for ch in span.get("chars", []):
            c = ch["c"]
            if prev is not None and not c.isspace() and not prev["c"].isspace():
                gap = ch["bbox"][0] - prev["bbox"][2]
                em = max(size, prev_size)
                if (
                    em > 0
                    and gap > WORD_GAP_EM * em
                    and (_HANGUL.match(c) or _HANGUL.match(prev["c"]))
                ):
                    out.append(" ")
            out.append(c)
            prev, prev_size = ch, size
    return "".join(out)


def spaced_blocks(
    page: pymupdf.Page, textpage: pymupdf.TextPage | None, flags: int
) -> dict[int, str]:
    """Block number -> its text with the word spaces the glyph positions show, for the blocks
    that hold Hangul (lines joined by newlines, as ``get_text("blocks")`` joins them)."""
    raw = page.get_text("rawdict", flags=flags, textpage=textpage)
    out: dict[int, str] = {}
    for block in raw.get("blocks", []):
        if block.get("type", 0) != 0:
            continue
        lines = [_line_text(line) for line in block.get("lines", [])]
        if any(has_hangul(t) for t in lines):
            out[int(block["number"])] = "\n".join(lines) + "\n"
    return out
