"""A sentence quoted for a question that glosses its subject in the paper's own word, when the
sentence never prints that word.

"試験90日目のヨーロッパヘダイ（çipura）の平均体重は？" names the fish as the Turkish paper does;
the sentence that leads on meaning is about the other species ("Levreklerde ağırlık farkı ...
90. günden sonra"), the same day and quantity, and reads as the answer. The asker said which
word the passage must hold: a sentence without it is about something else. A table row, a
caption or a chart's reading is not judged here (its headers, name or legend carry what it is
about), nor a gloss the papers never print (a transliteration, an English explanation), nor
one in small English letters ("(right)" for a chart's panel).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from paperlens.answer.crosslingual import glosses
from paperlens.scripts import strip_accents

# A gloss shorter than this is a panel's or variant's letter ("(b)", "(A)"), printed everywhere.
_SHORTEST = 3


def _folded(text: str) -> str:
    return strip_accents(unicodedata.normalize("NFKC", text)).casefold()


def gloss_unquoted(question: str, sentence: str, evidence: Sequence[str]) -> str:
    """The one-word gloss of ``question`` that the ``evidence`` prints and ``sentence`` does
    not; "" when none."""
    said = _folded(sentence)
    for gloss in glosses(question):
        word = gloss.strip()
        if re.search(r"\s", word) or len(word) < _SHORTEST or (word.isascii() and word.islower()):
            continue  # (a phrase, a panel's letter, or an English word: "right", "big")
        pattern = re.compile(rf"(?<!\w){re.escape(_folded(word))}", re.I)
        if pattern.search(said):
            continue
        if any(pattern.search(_folded(text)) for text in evidence):
            return word
    return ""
