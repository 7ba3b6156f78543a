"""Cognates: a question's word and a paper's word that share their stem across languages.

A paper in Spanish labels its curve "Inflación observada"; the question asks about "observed
inflation". No dictionary is needed for the many words Romance and Germanic languages share with
English: the two words, accents folded, begin alike for most of the shorter one's length
("inflation"/"inflacion", "median"/"mediana", "expectation"/"expectativa"). Short words are left
out: "rate" and "rato" share nothing but letters.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from difflib import SequenceMatcher

from paperlens.scripts import strip_accents

_MIN_PREFIX = 5  # letters two words must share: below this, unrelated words collide
_SHARE = 0.55  # of the shorter word: "expectat" is 8 of "expectation"'s 11 letters
# Latin and Greek combining forms that open many unrelated words: sharing one says nothing
# ("microbes" and "microfibres", "transport" and "transfer"); the stems after it must match.
_COMBINING_FORMS = (
    "micro", "macro", "multi", "inter", "intra", "trans", "super", "hyper", "photo", "thermo",
    "hydro", "electro", "ultra", "infra", "extra", "counter", "under", "over", "semi", "poly",
    "mono", "anti", "auto", "post", "pre",
)  # fmt: skip


# (asked of the same word pairs for every header and row of every table an answer weighs)
@functools.lru_cache(maxsize=1 << 16)
def cognate(a: str, b: str) -> bool:
    """Whether two words (lower case) are the same word in two languages, or two forms of it."""
    fa, fb = strip_accents(a.lower()), strip_accents(b.lower())
    if not (fa.isalpha() and fb.isalpha()):
        return False
    if fa == fb:
        return True
    shorter = min(len(fa), len(fb))
    if shorter < _MIN_PREFIX:
        return False
    common = 0
    for ca, cb in zip(fa, fb, strict=False):
        if ca != cb:
            break
        common += 1
    form = next((f for f in _COMBINING_FORMS if fa.startswith(f) and fb.startswith(f)), "")
    return common >= max(_MIN_PREFIX, len(form) + 1) and common >= _SHARE * shorter


def cognate_hits(question_terms: Iterable[str], words: Iterable[str]) -> set[str]:
    """The question's terms that some word of ``words`` is a cognate of."""
    pool = list(words)
    return {t for t in question_terms if any(cognate(t, w) for w in pool)}


_SPELLING = (("ph", "f"), ("th", "t"), ("y", "i"), ("k", "c"), ("mm", "m"), ("ll", "l"))


def _respell(word: str) -> str:
    folded = strip_accents(word.lower())
    for a, b in _SPELLING:
        folded = folded.replace(a, b)
    return folded


def spelled_alike(a: str, b: str, *, ratio: float = 0.75) -> bool:
    """Two languages' spellings of one word that differ inside it ("polyphenol" and
    "polifenoles", "consumption" and "consommation", "traditional" and "tradisyonal"): near-equal
    once respelled, to ``ratio`` of their letters."""
    if len(a) < 5 or len(b) < 5 or not (a.isalpha() and b.isalpha()):
        return False
    ra, rb = _respell(a), _respell(b)
    return ra[:3] == rb[:3] and SequenceMatcher(None, ra, rb).ratio() >= ratio
