"""The languages papers are written in, as Babel's CLDR data lists them.

CLDR describes several hundred languages, many of which no state writes (Teso, Cherokee);
their words would be read in every text. Readers of month and unit names take only the
languages some country writes officially.
"""

from __future__ import annotations

import functools
import os
import re
import unicodedata


@functools.cache
def written_languages(*, regional: bool = False) -> tuple[str, ...]:
    """The base locales (no territory: a territory's variant repeats its language's data) of
    languages that some country writes officially or de facto (CLDR's territory data);
    ``regional`` adds those a region writes officially (Basque, Galician, Catalan)."""
    from babel import localedata
    from babel.core import get_global

    statuses = {"official", "de_facto_official"} | ({"official_regional"} if regional else set())
    written = {
        language.split("_")[0]
        for languages in get_global("territory_languages").values()
        for language, info in languages.items()
        if info.get("official_status") in statuses
    }
    return tuple(i for i in localedata.locale_identifiers() if "_" not in i and i in written)


def load() -> None:
    """Read the CLDR tables the answerer consults (month names, unit spellings, currency
    symbols and compass points of every written language) now: a few seconds once per
    process, which the first question asking a month, a unit or a cost would otherwise pay."""
    from paperlens.answer.dimensions import header_dimension, long_unit_forms
    from paperlens.answer.measures import currency_printed, unit_printed
    from paperlens.answer.months import months_asked

    months_asked("January")
    unit_printed("Hz", "")
    currency_printed("")
    compass_points()
    header_dimension("(km²)")
    for category in ("duration", "frequency", "length"):  # (prose writes these units out)
        long_unit_forms(category)


# A continent and its parts that CLDR names by a compass point (UN M49 codes): "Northern
# Europe" is 154 under Europe 150. What a region's name adds to its continent's is the
# language's word for the point ("Ipar Europa", "Солтүстік Еуропа", "Nordeuropa").
_POINTS: dict[str, tuple[tuple[str, str], ...]] = {
    "north": (("150", "154"), ("002", "015"), ("019", "021")),
    "south": (("150", "039"), ("002", "018"), ("142", "034")),
    "east": (("150", "151"), ("002", "014"), ("142", "030")),
    "west": (("150", "155"), ("002", "011"), ("142", "145")),
    "central": (("142", "143"), ("019", "013")),
}
_SPLIT = re.compile(r"[\s\-‐]+")
_MIN_STEM = 3  # letters: shorter shared beginnings are chance ("de", "do")
_KEEP = 5  # a long word is trimmed to its stem, at least this long, so its forms match


def _added_words(continent: str, region: str) -> set[str]:
    """The words a region's name adds to its continent's ("Ipar" of "Ipar Europa")."""
    low, whole = region.lower(), continent.lower()
    if whole in low:  # "Nordeuropa", "北ヨーロッパ"
        return {w for w in _SPLIT.split(low.replace(whole, " ")) if w}
    stem = whole[:4]
    return {w for w in _SPLIT.split(low) if w and not w.startswith(stem)}


def _shared_stem(a: str, b: str) -> str | None:
    """The beginning two words of one point share ("pietų", "pietinė": "piet"), trimmed."""
    common = os.path.commonprefix([a, b])
    alphabetic = all(unicodedata.category(c).startswith("L") for c in common)
    if not common or not alphabetic or len(common) < 0.5 * min(len(a), len(b)):
        return None
    if len(common) < _MIN_STEM and not _IDEOGRAPHS.match(common):
        return None
    return common[: max(_KEEP, len(common) - 3)] if len(common) > 6 else common


_IDEOGRAPHS = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]")


@functools.cache
def compass_points() -> dict[str, frozenset[str]]:
    """The stems of the words for north, south, east, west and central in every written
    language, as CLDR's names of world regions give them (a word found in one region's name
    only, or under two points, such as a preposition, is left out)."""
    from babel import Locale

    out: dict[str, set[str]] = {point: set() for point in _POINTS}
    for language in written_languages(regional=True):
        names = Locale.parse(language).territories
        words = {
            point: [_added_words(names[c], names[r]) for c, r in pairs if c in names and r in names]
            for point, pairs in _POINTS.items()
        }
        seen: dict[str, int] = {}
        for found in words.values():
            for w in set().union(*found):
                seen[w] = seen.get(w, 0) + 1
        for point, found in words.items():
            for i, a_words in enumerate(found):
                for b_words in found[i + 1 :]:
                    for a in a_words:
                        for b in b_words:
                            stem = _shared_stem(a, b) if seen[a] == seen[b] == 1 else None
                            if stem:
                                out[point].add(stem)
    return {point: frozenset(stems) for point, stems in out.items()}
