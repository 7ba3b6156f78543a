"""A country a question names by its English adjective, asked of a paper in another language.

"What was the 2023 count of the Mongolian saiga population?" of a Kazakh paper: "Mongolian" is
an ordinary English word, which such a paper prints translated, so its absence as spelled
proves nothing (``abstain._translated``). But the country it is made from has a name in every
written language, and CLDR gives it ("Моңғолия", "Mongolei", "蒙古"): a paper about that
country's animals, fields or cities prints one of them, or the adjective its own language
makes from it, which begins the same ("моңғол" of "Моңғолия", "mongol" of "Mongolia"). When
none is printed, the paper is not about that country and the question asks what it lacks. Many
such adjectives name a language too ("Mongolian", "Russian"): the language's name in any
written language counts as well ("орыс" is Russian in Kazakh, not Russia's "Ресей").

The adjective is read from the English name with English grammar (``demonyms``), one-word
country names only; a name of several words ("New Zealand") is left to the other checks.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

from paperlens.answer.cldr import written_languages
from paperlens.answer.demonyms import adjective_of

# Letters a name's inflections and adjectives may change at its end: "Mongolia" is "mongol-"
# in "Mongolian", "Моңғолия" is "моңғол" in the adjective, "Brasil" "brasileir-".
_ENDING = 3
_MIN_STEM = 4  # letters a stem keeps: "Peru", "Chad" are matched whole
_COUNTRY = re.compile(r"[A-Z]{2}")  # CLDR's two-letter codes: countries, not continents
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]")


@functools.cache
def _english_names() -> dict[str, str]:
    """Country code -> its English name in small letters, one word names only."""
    from babel import Locale

    return {
        code: name.lower()
        for code, name in Locale("en").territories.items()
        if _COUNTRY.fullmatch(code) and name.isalpha()
    }


def countries_of(adjective: str) -> list[str]:
    """The codes of the countries whose English name ``adjective`` is made from
    ("Mongolian" -> MN; "Nigerian" -> NG)."""
    low = adjective.lower()
    return [code for code, name in _english_names().items() if adjective_of(low, name)]


def _stem(name: str) -> str:
    if _CJK.search(name):
        return name
    return name[: max(_MIN_STEM, len(name) - _ENDING)]


@functools.cache
def _printed_as(adjective: str, code: str) -> re.Pattern[str]:
    """The country's name in every written language (CLDR), and that of the language the
    adjective names, if any, each by its stem at a word's start."""
    from babel import Locale

    tongues = [c for c, n in Locale("en").languages.items() if n.lower() == adjective]
    names = set(_territory_names().get(code, ()))
    for language in ("en", *written_languages(regional=True)) if tongues else ():
        locale = Locale.parse(language)
        for name in (locale.languages.get(c) for c in tongues):
            if name:
                names.add(_folded(name))
    stems = sorted({_stem(n) for n in names}, key=len, reverse=True)
    return re.compile(
        "|".join(re.escape(s) if _CJK.search(s) else rf"(?<![^\W\d_]){re.escape(s)}" for s in stems)
    )


def unnamed_country(adjective: str, texts: Sequence[str]) -> bool:
    """Whether ``adjective`` names a country by English grammar ("Mongolian") that none of the
    texts names in any written language. False for a word that names no country."""
    codes = countries_of(adjective)
    if not codes:
        return False
    lowered = [unicodedata.normalize("NFKC", t).lower() for t in texts]
    low = adjective.lower()
    return not any(_printed_as(low, code).search(t) for code in codes for t in lowered)


# A country's name is at most this many words ("Bosnia and Herzegovina", "Papua New Guinea")
_NAME_WORDS = 4
_NAME_RUN = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")


@functools.cache
def _territory_names() -> dict[str, frozenset[str]]:
    """Each country's code -> its name in every written language (NFKC, lower case): about
    22,000 distinct names (38,000 across its 158 languages), read from CLDR once per
    process (0.7 s on the 2-core machine)."""
    from babel import Locale

    names: dict[str, set[str]] = {}
    for language in ("en", *written_languages(regional=True)):
        for code, name in Locale.parse(language).territories.items():
            if _COUNTRY.fullmatch(code):
                names.setdefault(code, set()).add(_folded(name))
    return {code: frozenset(found) for code, found in names.items()}


@functools.cache
def _names_index() -> dict[str, frozenset[str]]:
    """Every written language's name of every country -> its codes."""
    index: dict[str, set[str]] = {}
    for code, names in _territory_names().items():
        for name in names:
            index.setdefault(name, set()).add(code)
    return {name: frozenset(codes) for name, codes in index.items()}


def _folded(name: str) -> str:
    return unicodedata.normalize("NFKC", name).lower()


def countries_named(text: str) -> set[str]:
    """The codes of the countries ``text`` names, in any written language: "Kazakhstan",
    "Казакстан" (Kyrgyz), "Germany", "Германия"."""
    return {code for codes, _ in _named_runs(text) for code in codes}


def country_words(labels: Sequence[str], asked: set[str]) -> set[str]:
    """The words (lower case) of ``labels`` that name one of the ``asked`` countries in any
    written language: "казакстан" of a Kyrgyz chart's category, for "Kazakhstan"."""
    return {
        w for label in labels for codes, words in _named_runs(label) if codes & asked for w in words
    }


def _named_runs(text: str) -> list[tuple[frozenset[str], list[str]]]:
    words = _NAME_RUN.findall(_folded(text))
    index = _names_index()
    return [
        (codes, words[i : i + n])
        for n in range(1, _NAME_WORDS + 1)
        for i in range(len(words) - n + 1)
        if (codes := index.get(" ".join(words[i : i + n])))
    ]
