"""What writing systems differ in, which readers of numbers and captions must not assume.

Digits: Persian, Arabic, Devanagari, Bengali or Thai papers print numbers in their own decimal
digits ("۱۴۰۲", "٣٫٥", "१२"), Persian and Arabic with their own decimal and thousands separators
(U+066B "٫", U+066C "٬"). NFKC leaves them alone, so a pattern or ``float`` written for "14.02"
misses them. :func:`fold_digits` maps every Unicode decimal digit to its ASCII digit, one
character for one, so offsets found in the folded text still index the printed text.

Case: a rule that reads "a capital opens a name, a small letter continues a sentence" holds only
in scripts with case. Arabic, Hebrew, Thai, Devanagari and CJK have none (every letter is neither
upper nor lower), and Georgian Mkhedruli letters are Unicode lower-case letters although the
script is written without capitals (their title case is themselves). :func:`lower_case`
answers for a script with case only, so such rules leave caseless text alone.
"""

from __future__ import annotations

import re
import unicodedata

# Latin letters English does not write: Latin-1's accented letters, Latin Extended-A and -B
# (Latvian "ā ē ļ", Slovenian and Czech "č š ž", Polish "ł", Turkish "ğ ı"), Azerbaijani "ə" and
# Latin Extended Additional (Vietnamese "ạ ế", Welsh "ŵ ẃ"), and the apostrophes Uzbek writes as
# letters ("Margʻilon", "taʼlim"). Latin-1 alone misses most of Europe.
ACCENTED_LATIN = re.compile(r"[À-ÖØ-öø-ɏəƏ\u02bb\u02bc\u1e00-\u1eff]")

# The blocks of the scripts that set a sentence's words without spaces between them: Thai, Lao,
# Myanmar and Khmer (a regex character-class body).
UNSPACED = "\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff"

_SEPARATORS = {0x066B: ".", 0x066C: ","}  # ARABIC DECIMAL / THOUSANDS SEPARATOR


class _DigitMap(dict[int, str | int]):
    """``str.translate`` table built as characters are met (the Unicode digits are hundreds)."""

    def __missing__(self, code: int) -> str | int:
        digit = unicodedata.decimal(chr(code), None)
        value: str | int = str(digit) if digit is not None else _SEPARATORS.get(code, code)
        self[code] = value
        return value


_DIGITS = _DigitMap()


def fold_digits(text: str) -> str:
    """The text with every decimal digit in ASCII ("۵٫۳" -> "5.3"), as long as the text."""
    if text.isascii():
        return text
    return text.translate(_DIGITS)


def strip_accents(text: str) -> str:
    """The text without its combining marks, in compatibility form: "Thành" -> "Thanh",
    "Févr." -> "Fevr.". Case is kept; callers that compare words lower them first."""
    if text.isascii():  # (unchanged by both steps)
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def lower_case(word: str) -> bool:
    """Whether the word opens with a small letter of a script that writes capitals: "see",
    "été", "таблица"; not "Table", "ცხრილი" (Georgian has no capitals in running text) or
    "جدول" (no case)."""
    c = word[:1]
    return c.islower() and c.title() != c


def _mark_ranges() -> str:
    """The Basic Multilingual Plane's combining marks (Unicode categories Mn and Mc) as a regex
    character-class body of ranges."""
    ranges: list[tuple[int, int]] = []
    for code in range(0x0300, 0x10000):
        if unicodedata.category(chr(code)) in ("Mn", "Mc"):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    return "".join(f"\\u{a:04x}-\\u{b:04x}" if a != b else f"\\u{a:04x}" for a, b in ranges)


# Vowel signs and tone marks are letters' parts in Devanagari, Bengali, Tamil, Thai, Khmer ...
# ("तालिका", "ตารางที่"), but ``\w`` stops at them: a word of these scripts is ``[\w{MARKS}]+``.
MARKS = _mark_ranges()
