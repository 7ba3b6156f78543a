"""OCR'd chart words in a script the OCR cannot read, spelled back as the paper prints them.

The OCR models read Latin and Chinese. A chart in a Serbian or Ukrainian paper comes back in the
Latin letters that look like its Cyrillic ones: "Kocjepuh" for "Косјерић", "EneKTpoH" for
"Електрон", "Moxera" for "Пожега". Legends and categories are usually printed elsewhere in the
paper too (a table's rows, the text), so each OCR'd word is aligned with the paper's own words
in that script, a letter matching the Latin letters it is read as ("и" as u, n, w or v), and takes
the one it reads as with at most one slip in five letters, where no other word comes as close.
A word the paper does not print stays as OCR read it: a near spelling of another word ("pepana",
OCR's "Прерада", is two slips from "кретала") is no reading of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

import pymupdf

from .text import Word

# The Latin letters (lower case) OCR reads each Cyrillic or Greek letter as, seen on charts:
# "њ" as b, "д" and "л" as n, "и" as u, n, w or v, "г" as r or f.
_READ_AS: dict[str, str] = {
    **{c: r for c, r in zip("авезкмнопрстухшщъьыјћђџѕіїєґў", "abe3kmhonpctyxwwbbbjhhusiiery", strict=True)},
    "б": "b6", "г": "rf", "д": "nad", "ё": "e", "ж": "xk", "и": "unwv", "й": "un", "л": "nj",
    "ф": "of", "ц": "u", "ч": "4y", "э": "3e", "ю": "o", "я": "ra", "љ": "b", "њ": "b",
    "α": "a", "β": "b", "γ": "yr", "δ": "do", "ε": "e", "ζ": "zc", "η": "n", "θ": "o0", "ι": "i",
    "κ": "k", "λ": "an", "μ": "um", "ν": "v", "ξ": "es", "ο": "o", "π": "nt", "ρ": "p", "σ": "o",
    "ς": "cs", "τ": "t", "υ": "uv", "φ": "o", "χ": "x", "ψ": "wy", "ω": "w",
    "ά": "a", "έ": "e", "ή": "n", "ί": "i", "ό": "o", "ύ": "uv", "ώ": "w",
}  # fmt: skip
_UNREAD = re.compile(r"[\u0370-\u03ff\u0400-\u04ff]")  # Greek and Cyrillic letters
# (OCR knows a few Cyrillic capitals: "ИBabua" is "Ивањица" read half right)
_LATIN = re.compile(r"[A-Za-z]")
_PRINTED = re.compile(r"\w+")  # (Greek and Cyrillic letters are word characters)
_EDGE = re.compile(r"^(\W*)(.*?)(\W*)$")  # a word's punctuation: "(%", "MiCTKOcTi)"
_SLIPS = 0.2  # letters read wrong, missed or added, per letter of the longer word
_WRITTEN_IN = 0.3  # of a page's letters: a page this much Cyrillic or Greek is written in it
# A paper's words looked through: a book-length PDF costs no more than a long paper (each OCR'd
# word is aligned with every printed word of a similar length, ~10 µs each)
_MAX_PAGES = 60
_MAX_WORDS = 8_000


def printed_words(doc: pymupdf.Document, page: pymupdf.Page) -> list[str]:
    """The paper's words in a script OCR does not read (Cyrillic, Greek), if the chart's page
    is written in it: every page's, where a table's rows and the text name what the chart draws.
    (An English page's "μm" or "Δt" is a symbol: OCR's "mm" is no misreading of it.)"""
    return _vocabulary(doc) if written_in_script(page) else []


def written_in_script(page: pymupdf.Page) -> bool:
    """Whether the page is written in Cyrillic or Greek (not merely printing "μm" or "Δt")."""
    text = page.get_text()
    letters = sum(c.isalpha() for c in text)
    return len(_UNREAD.findall(text)) >= _WRITTEN_IN * max(letters, 1)


def _vocabulary(doc: pymupdf.Document) -> list[str]:
    found: dict[str, str] = {}
    for number in range(min(doc.page_count, _MAX_PAGES)):
        for word in _PRINTED.findall(doc[number].get_text()):
            if len(word) >= 2 and _UNREAD.search(word):
                found.setdefault(word.lower(), word)
                if len(found) >= _MAX_WORDS:
                    return list(found.values())
    return list(found.values())


class PaperWords:
    """``printed_words`` of one document, looked up once for all its figures."""

    def __init__(self, doc: pymupdf.Document) -> None:
        self._doc = doc
        self._words: list[str] | None = None

    def of(self, page: pymupdf.Page) -> list[str]:
        if not written_in_script(page):
            return []
        if self._words is None:
            self._words = _vocabulary(self._doc)
        return self._words


def as_printed(words: Sequence[Word], printed: Iterable[str]) -> list[Word]:
    """``words`` (OCR'd) with each part that reads as one of ``printed`` spelled as printed."""
    vocabulary = list(printed)
    if not vocabulary:
        return list(words)
    out = []
    for w in words:
        if w.value is not None:
            out.append(w)
            continue
        text = spelled(w.text, vocabulary)
        out.append(w if text == w.text else replace(w, text=text))
    return out


def spelled(text: str, printed: Sequence[str]) -> str:
    """A line OCR read, each part that reads as one of ``printed`` spelled as printed."""
    if not printed or not _LATIN.search(text):
        return text  # read in the script it is printed in
    return " ".join(_spelled(part, printed) for part in text.split(" "))


def _spelled(part: str, vocabulary: Sequence[str]) -> str:
    match = _EDGE.match(part)
    assert match is not None  # (every string matches)
    head, core, tail = match.groups()
    read = core.lower()
    if sum(c.isalpha() for c in read) < (1 if len(read) >= 3 else 2):
        return part  # a number or a symbol ("T19", the "Т19" printed, is a name)
    allowed = int(_SLIPS * len(read))
    costs = sorted(
        (cost, word)
        for word in vocabulary
        if abs(len(word) - len(read)) <= allowed
        if (cost := _slips(read, word.lower(), allowed)) <= allowed
    )
    if not costs or len(costs) > 1 and costs[1][0] == costs[0][0]:
        return part
    word = costs[0][1]
    # (a legend capitalises what the text prints in lower case: "Замрзавање", "замрзавање")
    if core[0].isupper():
        word = word[0].upper() + word[1:]
    return f"{head}{word}{tail}"


def _slips(read: str, printed: str, most: int) -> int:
    """Letters of ``printed`` OCR would have to misread, miss or add to give ``read``: an edit
    distance where a letter matches what it reads as (more than ``most`` is ``most + 1``)."""
    before = list(range(len(read) + 1))
    for i, letter in enumerate(printed, 1):
        looks = letter + _READ_AS.get(letter, "")
        row = [i]
        for j, seen in enumerate(read, 1):
            row.append(min(before[j] + 1, row[j - 1] + 1, before[j - 1] + (seen not in looks)))
        if min(row) > most:
            return most + 1
        before = row
    return before[-1]
