"""Text that is safe to store and show, and a test for text that is not text at all.

A PDF's text layer is whatever its fonts claim. A hostile or broken file can put NUL bytes,
noncharacters (U+FFFF), bidirectional overrides (U+202E flips how a title reads on screen) and
byte-order marks into the extracted text; they break JSON and SQLite round trips, hide text in
the UI and poison search. ``clean_text`` removes them wherever text is stored (chunks, titles,
file names). ``readable`` spots a text layer whose fonts have no usable Unicode mapping, which
extracts as replacement characters, private-use code points or punctuation soup: such a page has
no text layer in any sense that matters and belongs on the OCR path.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

# Kana, Han (with extension A) and Hangul syllables: the scripts written without spaces between
# words, which chunking, tokenizing and sentence splitting each treat apart.
CJK = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3"
# Capital letters of the alphabetic scripts (Latin with its accents and Vietnamese tones, Greek,
# Cyrillic): a sentence may begin with "Č", "Đ", "Ó", "Σ" or "В" as well as "A"-"Z".
UPPER = "A-Z" + "".join(
    c
    for c in map(chr, [*range(0x00C0, 0x0530), *range(0x1E00, 0x1F00)])
    if c.isupper() and c.isalpha()
)

CJK_CHAR = re.compile(f"[{CJK}]")

# C0 controls except tab/newline/carriage return, DEL and C1 controls; bidi embeddings,
# overrides and isolates, and the marks that steer them; the BOM / zero-width no-break space;
# noncharacters (U+FDD0-U+FDEF and the last two code points of every plane); lone surrogates,
# which cannot even be encoded as UTF-8.
_UNSAFE = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f"
    "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
    "\ufeff\ufdd0-\ufdef\ufffe\uffff"
    "\ud800-\udfff]"
)
# The last two code points of planes 1-16; kept apart because 32 astral singletons in one
# character class make every match 15x slower, and most text has no astral character at all.
_UNSAFE_ASTRAL = re.compile(
    "[" + "".join(f"\\U{plane:04X}FFFE\\U{plane:04X}FFFF" for plane in range(1, 17)) + "]"
)


_ASCII_UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def clean_text(text: str) -> str:
    """``text`` without control, bidi-override, BOM, noncharacter and surrogate code points."""
    if text.isascii():  # most text: a much cheaper pattern, and usually nothing to replace
        return _ASCII_UNSAFE.sub("", text) if _ASCII_UNSAFE.search(text) else text
    text = _UNSAFE.sub("", text)
    return _UNSAFE_ASTRAL.sub("", text) if text and max(text) > "\uffff" else text


def clean_value(value: Any) -> Any:
    """``clean_text`` applied to every string inside JSON-like data (dicts, lists, scalars).

    Chunks are validated on every read too, and a chart's data holds thousands of numbers, so
    clean data is recognised in one pass over its JSON: without a backslash (JSON escapes every
    control character) and without an unsafe character, there is nothing to remove.
    """
    try:
        flat = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        flat = "\\"
    if "\\" not in flat and "\x7f" not in flat and (flat.isascii() or clean_text(flat) == flat):
        return value
    return _clean_deep(value)


def _clean_deep(value: Any) -> Any:
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        return {clean_text(str(k)): _clean_deep(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean_deep(v) for v in value]
    return value


def clean_filename(name: str | None, limit: int = 200) -> str | None:
    """The last path component of an uploaded file's name, cleaned and cut to ``limit`` characters.

    The name is only ever shown, never used as a path, but a ``../../etc/passwd`` or a 10,000
    character name should not be shown either.
    """
    if name is None:
        return None
    base = re.split(r"[\\/]", clean_text(name))[-1].strip()
    return base[:limit] or None


# What a readable text layer looks like, measured on the real papers in ../shared/papers:
# 83-95% of the non-space characters are letters (any script) and almost none are replacement,
# private-use or control characters. Text without a Unicode mapping measures 0-40% letters.
MIN_LETTER_SHARE = 0.5
MAX_JUNK_SHARE = 0.1


def _is_junk(char: str) -> bool:
    return char == "\ufffd" or unicodedata.category(char) in ("Co", "Cc", "Cs", "Cn")


def readable(text: str) -> bool:
    """Does this extracted text look like language rather than unmapped glyph codes?"""
    chars = [c for c in text if not c.isspace()]
    if not chars:
        return False
    letters = sum(c.isalpha() for c in chars)
    junk = sum(_is_junk(c) for c in chars)
    return letters >= MIN_LETTER_SHARE * len(chars) and junk <= MAX_JUNK_SHARE * len(chars)
