"""A place a question names by its adjective: "the Brazilian coffee" of the row "Brazil (Cerrado)".

English makes the adjective of a place from its name with a few endings: Brazil-ian, Kenya-n,
Chile-an, Japan-ese, Nepal-i, Iceland-ic, or with the name's last vowel dropped (Mexic-an,
Chin-ese, Ital-ian). A table lists the places by name. The endings are English grammar, not
any place's name; the place must be printed capitalised in a row's name and the adjective
capitalised in the question, as both are spelled.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.terms import term_set

# Endings added to a place's name, and those that replace its last vowel ("Mexico", "Italy").
_ADDED = ("ian", "an", "n", "ese", "nese", "i", "ic", "ish")
_REPLACING = ("ian", "an", "ese", "ish")
_VOWELS = "aeiouy"
_MIN_NAME = 4  # letters of the shortest place name read so ("Peru", "Oman"): below, words collide
_CAPITALISED = re.compile(r"\b[A-Z][a-z]{4,}\b")


def adjective_of(adjective: str, name: str) -> bool:
    """Whether the lower-case ``adjective`` is made from the lower-case ``name``."""
    if len(name) < _MIN_NAME or not adjective.startswith(name[:-1]):
        return False
    rest = adjective[len(name) :]
    if adjective.startswith(name) and rest in _ADDED:
        return True
    cut = adjective[len(name) - 1 :]
    return name[-1] in _VOWELS and cut in _REPLACING


def places_named(question: str, row_names: Sequence[str]) -> set[str]:
    """The terms of the row names' places that the question names by their adjectives."""
    # (not the question's first word: "Organic" opening a sentence is no adjective of "Organ")
    adjectives = {m.group().lower() for m in _CAPITALISED.finditer(question) if m.start() > 0}
    if not adjectives:
        return set()
    out: set[str] = set()
    for cell in row_names:
        for word in re.findall(r"\b[A-Z][a-z]+\b", cell):
            name = word.lower()
            if name not in adjectives and any(adjective_of(a, name) for a in adjectives):
                out |= term_set(word)
    return out
