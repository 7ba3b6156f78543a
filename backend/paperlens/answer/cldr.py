"""The languages papers are written in, as Babel's CLDR data lists them.

CLDR describes several hundred languages, many of which no state writes (Teso, Cherokee);
their words would be read in every text. Readers of month and unit names take only the
languages some country writes officially.
"""

from __future__ import annotations

import functools


@functools.cache
def written_languages() -> tuple[str, ...]:
    """The base locales (no territory: a territory's variant repeats its language's data) of
    languages that some country writes officially or de facto (CLDR's territory data)."""
    from babel import localedata
    from babel.core import get_global

    written = {
        language.split("_")[0]
        for languages in get_global("territory_languages").values()
        for language, info in languages.items()
        if info.get("official_status") in ("official", "de_facto_official")
    }
    return tuple(i for i in localedata.locale_identifiers() if "_" not in i and i in written)


def load() -> None:
    """Read the CLDR tables the answerer consults (month names, unit spellings and currency
    symbols of every written language) now: a few seconds once per process, which the first
    question asking a month, a unit or a cost would otherwise pay."""
    from paperlens.answer.measures import currency_printed, unit_printed
    from paperlens.answer.months import months_asked

    months_asked("January")
    unit_printed("Hz", "")
    currency_printed("")
