"""A name of several words asked of a paper in a script that sets a name as one run.

Thai, Lao, Khmer and Myanmar write a name's words without spaces: "Khlong Bangkok Noi" is
คลองบางกอกน้อย, one run. The question spells the name as a transliteration splits it, and
each of its words is checked on its own; a short one ("Noi", "Lat", "Rak") is too short to be
looked for inside a run (three letters are inside many readings by chance), so it reads as a
word the paper never prints. The whole name is long enough: "Bangkok Noi" read together is
inside the run, and then every word of it is printed.

Only a name that is there as a whole passes; one the paper lacks ("Khlong Mahanak" of a paper
about other canals) is no more inside any run than its words are.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.vocabulary import Vocabulary

_WORD = re.compile(r"[^\W\d_]+")
_MAX_WORDS = 4  # a place or site name is rarely longer, and a longer run joins two names


def _capitalised(word: str) -> bool:
    return word[:1].isupper()


def _name_around(question: str, words: list[re.Match[str]], i: int) -> tuple[int, int]:
    """The first and last index of the capitalised words next to word ``i``, one space apart."""
    lo = i
    while (
        lo > 0
        and _capitalised(words[lo - 1].group())
        and question[words[lo - 1].end() : words[lo].start()] == " "
    ):
        lo -= 1
    hi = i
    while (
        hi + 1 < len(words)
        and _capitalised(words[hi + 1].group())
        and question[words[hi].end() : words[hi + 1].start()] == " "
    ):
        hi += 1
    return lo, hi


def printed_in_run(question: str, term: str, vocab: Sequence[Vocabulary]) -> bool:
    """Whether ``term`` is one word of a name of several capitalised words in ``question``
    that a paper prints, read together, inside a run of its own script."""
    readings = [r for v in vocab if (r := v.readings) is not None and r.runs]
    if not readings:
        return False
    words = list(_WORD.finditer(question))
    for i, m in enumerate(words):
        if m.group() != term:
            continue
        lo, hi = _name_around(question, words, i)
        for start in range(max(lo, i - _MAX_WORDS + 1), i + 1):
            for end in range(max(i, start + 1), min(hi, start + _MAX_WORDS - 1) + 1):
                joined = "".join(w.group() for w in words[start : end + 1])
                if any(r.has(joined) for r in readings):
                    return True
    return False
