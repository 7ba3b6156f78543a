"""Units of measurement as each language prints them, from Babel's CLDR data.

A unit symbol in a question ("1.5 Hz", "80 kPa", "GHz") looks like a name, but a paper prints
it in its own script: an Armenian paper writes hertz "Հց", a Russian one "Гц", kilograms "кг",
a Greek one kilometres "χλμ.". So a unit the question writes as an English symbol is printed
when the paper prints any written language's symbol or name for that unit. A paper that gives
no value in the unit at all still lacks it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping

from paperlens.answer.cldr import written_languages

_LENGTHS = ("short", "narrow", "long")
# A form of plain Latin letters ("het" is the Dutch narrow hertz and the Dutch "the") counts
# only after a number: "50 het".
_PLAIN = re.compile(r"[a-z]+")


def _forms(patterns: Mapping[str, object]) -> set[str]:
    out = set()
    for length in _LENGTHS:
        counts = patterns.get(length)
        if not isinstance(counts, Mapping):
            continue
        for pattern in counts.values():
            if isinstance(pattern, str) and "{0}" in pattern:
                form = pattern.replace("{0}", "").strip()
                if form:
                    out.add(form)
    return out


@functools.cache
def _english_symbols() -> dict[str, tuple[str, ...]]:
    """English unit symbols ("Hz", "kPa", "GB") -> the CLDR units they write."""
    from babel import Locale

    symbols: dict[str, set[str]] = {}
    for unit, patterns in Locale("en")._data["unit_patterns"].items():
        for length in ("short", "narrow"):
            for form in _forms({length: patterns.get(length)}):
                if len(form) >= 2 and re.fullmatch(r"[A-Za-z°Ωµμ]+", form):
                    symbols.setdefault(form, set()).add(unit)
    return {s: tuple(sorted(units)) for s, units in symbols.items()}


def is_unit_symbol(word: str) -> bool:
    """Whether ``word`` is an English unit symbol, exactly as CLDR spells it ("Hz", not "HZ")."""
    return word in _english_symbols()


@functools.cache
def _printed_pattern(symbol: str) -> re.Pattern[str]:
    """Every written language's spelling of the units ``symbol`` writes, as one pattern."""
    from babel import Locale

    units = _english_symbols().get(symbol, ())
    forms: set[str] = {symbol}
    for ident in ("en", *written_languages()):
        table = Locale.parse(ident)._data.get("unit_patterns", {})
        for unit in units:
            patterns = table.get(unit)
            if patterns is not None:
                forms |= _forms(patterns)
    anywhere = sorted((f for f in forms if not _PLAIN.fullmatch(f)), key=len, reverse=True)
    numbered = sorted((f for f in forms if _PLAIN.fullmatch(f)), key=len, reverse=True)
    alternatives = [
        rf"(?<![^\W\d_])(?:{'|'.join(map(re.escape, anywhere))})(?![^\W\d_])" if anywhere else "",
        rf"\d[\s\u00a0]?(?:{'|'.join(map(re.escape, numbered))})(?![^\W\d_])" if numbered else "",
    ]
    return re.compile("|".join(a for a in alternatives if a))


def unit_printed(symbol: str, text: str) -> bool:
    """Whether ``text`` prints the unit of the English ``symbol`` in some language's spelling."""
    return bool(_printed_pattern(symbol).search(text))


# Currency signs (Unicode's Sc class, less the cent and generic signs a text prints for other
# things): a paper that prints one beside a number gives an amount of money.
_CURRENCY_SIGNS = "$£¥€₹₩₪₫₴₺₾֏₸₦₱₽฿₭₮₲₵₡₼﷼৳₨"


@functools.cache
def _currency_pattern() -> re.Pattern[str]:
    """Every currency as some written language prints it: a currency sign, an ISO 4217 code
    ("DKK", "EUR", as printed: "ALL" and "TOP" are words too) or a local symbol of two letters
    or more ("kr.", "zł", "Kč", "лв.", "ብር"), beside a number or in a header's parentheses."""
    from babel import Locale
    from babel.numbers import list_currencies

    symbols = set(list_currencies())
    for ident in ("en", *written_languages()):
        try:
            local = Locale.parse(ident).currency_symbols
        except (ValueError, LookupError):
            continue
        symbols |= {s.strip("\u200e\u200f") for s in local.values() if len(s.strip()) >= 2}
    names = "|".join(map(re.escape, sorted(symbols, key=len, reverse=True)))
    # An abbreviated symbol loses its period in a unit ("ден." as "Цена (ден/kg)"); bare, it
    # may be a word ("ден", a day), so only where a unit stands: in brackets or over a unit,
    # and not where it reads as a unit itself in lower case ("Kg." is a currency, "kg" a mass).
    stems = {s[:-1] for s in symbols if s.endswith(".") and len(s) >= 3} - symbols
    stems = {s for s in stems if not is_unit_symbol(s.lower())}
    units = "|".join(map(re.escape, sorted(symbols | stems, key=len, reverse=True)))
    named = "|".join(map(re.escape, _currency_names()))
    return re.compile(
        rf"[{_CURRENCY_SIGNS}][\s\u00a0\u202f]?\d|\d[\s\u00a0\u202f]?[{_CURRENCY_SIGNS}]"
        rf"|[(\[/]\s*[{_CURRENCY_SIGNS}]\s*[)\]/]"
        # (a word of magnitude may stand between: "1,2 mln. EUR", "5 mio. kr.")
        rf"|\d[\s\u00a0\u202f]?(?:[^\W\d_]{{1,5}}\.?\s)?(?:{names})(?![^\W\d_])"
        rf"|(?<![^\W\d_])(?:{names})[\s\u00a0\u202f]?\d"
        rf"|[(\[/]\s*(?:{units})\s*[)\]/]"
        rf"|\d[\s\u00a0\u202f]?(?:{units})/"
        # a currency named in full: "5,000 shillings", "Bahasy (manat/m²)"
        rf"|(?:\d[\s\u00a0\u202f]?|[(\[/]\s*)(?i:{named})s?(?![^\W\d_])"
    )


# Names of current currencies that are English words or units too ("a gold medal", "5 pound").
_NOT_ONLY_MONEY = frozenset(["gold", "mark", "real", "pound", "dram", "rand", "sol", "won"])


@functools.cache
def _currency_names() -> list[str]:
    """The English names of the currencies legal tender today, by the word that names the
    unit ("manat" of "Turkmenistani Manat"), less words that mean other things too."""
    from babel import Locale
    from babel.core import get_global
    from babel.numbers import get_territory_currencies

    codes: set[str] = set()
    for territory in get_global("territory_currencies"):
        codes |= set(get_territory_currencies(territory, tender=True))
    english = Locale.parse("en").currencies
    words = {english[c].split()[-1].lower() for c in codes if c in english}
    words = {w for w in words if len(w) >= 4 and w.isalpha() and w not in _NOT_ONLY_MONEY}
    return sorted(words, key=len, reverse=True)


def currency_printed(text: str, counts: Callable[[int], bool] = lambda at: True) -> bool:
    """Whether ``text`` gives an amount in some currency, as any written language prints it,
    at a place ``counts`` accepts (not in a copyright notice's "$15.00")."""
    return any(counts(m.start()) for m in _currency_pattern().finditer(text)) or any(
        counts(at) for at in _prices_per_mass(text)
    )


# "540 Frw/kg", "Нарх (сомонӣ/кг)": an amount per kilogram in a word no language writes a unit
# with. Goods are priced by weight in the papers' own abbreviations ("Frw"), or in a currency's
# name ("сомонӣ"), which CLDR's symbols lack; a count per kilogram is rare beside them.
_PER_UNIT = re.compile(
    r"(?:[(\[]\s*|\d[\s\u00a0\u202f]?)([^\W\d_]{2,8})\.?\s?/\s?([^\W\d_]{1,5})(?![^\W\d_])"
)
_MASSES = ("mass-kilogram", "mass-gram", "mass-tonne", "mass-pound")


def _prices_per_mass(text: str) -> list[int]:
    every, masses = _unit_forms()
    return [
        m.start()
        for m in _PER_UNIT.finditer(text)
        if m.group(2).casefold() in masses and m.group(1).casefold() not in every
    ]


@functools.cache
def _unit_forms() -> tuple[frozenset[str], frozenset[str]]:
    """Every written language's forms of every unit, and of the units of mass (casefolded)."""
    from babel import Locale

    every: set[str] = set()
    masses: set[str] = set()
    for ident in ("en", *written_languages()):
        try:
            table = Locale.parse(ident)._data.get("unit_patterns", {})
        except (ValueError, LookupError):
            continue
        for unit in table:
            forms = {f.casefold().rstrip(".") for f in _forms(table[unit])}
            every |= forms
            if unit in _MASSES:
                masses |= forms
    return frozenset(every), frozenset(masses)
