"""A name asked in one Latin spelling that the paper prints in another.

An English question names a town, province or country as English writes it ("Remich",
"Grevenmacher", "Fergana", "Fouesnant"); a paper in the region's own language prints it in that
language's orthography ("Réimech", "Gréiwemaacher", "Fargʻona", "Fouenant"). No transliteration
key makes these one word (a vowel is changed or added, a silent consonant dropped), so the
abstention check would refuse, and a table or chart matching the question's words would miss
the row or curve. The paper's word is taken for the name asked when it is, by far, the closest
spelling the paper prints:

- both transliteration keys (``crosslingual.key``) begin with the same letter, the name's five
  letters or more (the printed word's may be one shorter: "Erge" for "Ergué");
- their edit distance, a vowel counting half a consonant (vowels are what orthographies
  disagree on most), is at most ``_MAX_SHARE`` of the longer key;
- their consonants differ in at most one place per ``_CONSONANTS_PER_EDIT`` consonants: a short
  name with one consonant changed is another name ("Dukem" is not "duket");
- no other word of the paper (an inflection of the same word aside) is nearly as close;
- they do not begin with the same word the paper prints on its own: compounds of one word
  ("Türkmen" of "Turkmenbashi" and "Türkmenabat", "Novo" of two towns) name different places
  that differ only in their other part.

Only words in Latin letters are candidates: a name in another script is found by its reading
(``crosslingual.Readings``), exactly, which is safer than a near spelling read from a
transliteration.

A name asked with a grammatical prefix joined to it is the name: Zulu and Xhosa write a place's
locative with a lower-case prefix ("eCentane", "kwaMashu" for Centane and Mashu), and Irish
mutates a name's first letter in the same way ("i nGaillimh", "hÉireann"). Where the papers
print the rest as a word of its own (or a spelling of it), the rest is asked: a table's row is
named bare even where the paper's prose writes the prefixed form.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from paperlens.answer.abstain import checkable_terms, unprinted_names
from paperlens.answer.crosslingual import alike, key
from paperlens.answer.vocabulary import Vocabulary

_MIN_KEY = 5  # letters of a key below which one changed letter makes another name ("Hvar", "Kaba")
_MIN_PRINTED = 4  # a printed key may be a letter shorter: "Erge" for "Ergué"
# Of the longer key: "Réimech" is 1 from "Remich" (6 letters), "Gabereg" 1.5 from "Gabéric" (7);
# "Drienovská" is 2.5 from "Demänovská" (10), another valley.
_MAX_SHARE = 0.22
_CONSONANTS_PER_EDIT = 4  # "Fouenant" drops one of "Fouesnant"'s five consonants
_MARGIN = 0.1  # of the longer key, between the closest word and the next unrelated one
_VOWELS = frozenset("aeiou")
_MIN_SHARED_WORD = 4  # letters of a shared first word that makes two compounds ("Novo", "Saint")
_MAX_PREFIX = 3  # letters of a prefix joined to a name: "e", "kwa", "bh"


def _cost(a: str, b: str) -> float:
    """The edit distance of two keys, a vowel inserted, dropped or changed counting half."""
    row = [0.0]
    for c in b:
        row.append(row[-1] + (0.5 if c in _VOWELS else 1.0))
    for ca in a:
        weight = 0.5 if ca in _VOWELS else 1.0
        prev, row = row, [row[0] + weight]
        for j, cb in enumerate(b, 1):
            change = 0.0 if ca == cb else 0.5 if ca in _VOWELS and cb in _VOWELS else 1.0
            row.append(
                min(
                    prev[j] + weight,
                    row[j - 1] + (0.5 if cb in _VOWELS else 1.0),
                    prev[j - 1] + change,
                )
            )
    return row[-1]


def _consonant_edits(a: str, b: str) -> int:
    """How many consonants one key changes, adds or drops against the other."""
    ca = [c for c in a if c not in _VOWELS]
    cb = [c for c in b if c not in _VOWELS]
    row = list(range(len(cb) + 1))
    for i, x in enumerate(ca, 1):
        prev, row = row, [i]
        for j, y in enumerate(cb, 1):
            row.append(min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (x != y)))
    return row[-1]


def printed_spelling(name: str, vocab: Sequence[Vocabulary]) -> str | None:
    """The word the papers print for ``name`` in another spelling, or None when no word is
    clearly it."""
    k = key(name)
    if len(k) < _MIN_KEY or not k.isalpha() or not name[:1].isupper():
        return None
    scored = sorted(
        (_cost(k, c) / max(len(k), len(c)), c, word)
        for v in vocab
        for c, word in v.spellings.items()
        if len(c) >= _MIN_PRINTED and c[0] == k[0] and abs(len(c) - len(k)) <= len(k) // 3
    )
    if not scored:
        return None
    share, best, word = scored[0]
    consonants = sum(c not in _VOWELS for c in k)
    if share > _MAX_SHARE or _consonant_edits(k, best) > consonants // _CONSONANTS_PER_EDIT:
        return None
    rival = next((s for s, c, _ in scored[1:] if not (alike(best, c) or c.startswith(best))), None)
    if rival is not None and rival - share < _MARGIN:
        return None
    if _compounds_of_one_word(k, best, vocab):
        return None
    return word


def _compounds_of_one_word(k: str, printed: str, vocab: Sequence[Vocabulary]) -> bool:
    """Whether both keys begin with a word the papers print on its own, the rest differing:
    "Turkmenbashi" and "Türkmenabat" are two towns named with "Türkmen"."""
    return any(
        len(w) >= _MIN_SHARED_WORD and w != printed and k.startswith(w) and printed.startswith(w)
        for v in vocab
        for w in v.spellings
    )


def as_printed(question: str, language: str, vocab: Sequence[Vocabulary]) -> str:
    """The question with each name the papers do not print replaced by the spelling they print
    for it ("How much rain fell at Réimech?"), so that the check, retrieval and the table and
    chart readers all meet the paper's word; the question itself when there is none."""
    q = unicodedata.normalize("NFKC", question)
    unprinted = unprinted_names(q, language, vocab)
    for name in checkable_terms(q, language):
        bare = _unprefixed(q, name, language, vocab, exact=name not in unprinted)
        if bare is not None:
            q = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", bare, q)
    for name in unprinted_names(q, language, vocab):
        printed = printed_spelling(name, vocab)
        if printed is not None:
            # (a printed word is letters and a letter apostrophe: no escapes to read)
            q = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", printed, q)
    return q if q != unicodedata.normalize("NFKC", question) else question


def _unprefixed(
    question: str, name: str, language: str, vocab: Sequence[Vocabulary], *, exact: bool
) -> str | None:
    """The name without a grammatical prefix joined to it ("Centane" of "eCentane"), in the
    papers' spelling, where they print it so: a lower-case prefix of a few letters before a
    capitalised word of three letters or more, not an acronym ("mRNA", "eGFR", "kWh" stay).
    Where the papers print the prefixed word too (``exact``), only the rest printed as it is
    asked counts: "Naturalist" is not "natural", so "iNaturalist" stays."""
    cut = next((i for i, c in enumerate(name[: _MAX_PREFIX + 1]) if c.isupper()), 0)
    prefix, rest = name[:cut], name[cut:]
    if not (prefix.isalpha() and prefix.islower()) or len(rest) < 3 or not rest[1:3].islower():
        return None
    if exact:
        word = re.compile(rf"(?<!\w){re.escape(rest)}(?!\w)")
        return rest if any(word.search(v.text) for v in vocab) else None
    asked = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", rest, question)
    if rest in checkable_terms(asked, language) and rest not in unprinted_names(
        asked, language, vocab
    ):
        return rest
    return printed_spelling(rest, vocab)
