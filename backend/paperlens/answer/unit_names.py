"""The units a question names in its own language, as the paper prints them.

"Um wie viele Sekunden ...", "多少赫兹", "Combien de millimètres ...", "何度": the question
names a unit by its long name in its language, and the paper, written in another, prints the
value with a symbol ("56 s", "3,210 Hz", "175 mm", "−8,4 °C"). CLDR spells every unit's long
name in each language ("Sekunden", "赫兹", "millimètres", "度"), so the question's language is
identified and its own names are looked up: a word of another language that happens to spell
some unit elsewhere ("bar", "den") is not read as one. No language's words are listed here;
a dimension named instead of a unit ("Spannung", "temperatura") is read through retrieval's
bridge groups of research vocabulary.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence

from paperlens.answer.dimensions import printed_forms
from paperlens.answer.language import question_locale
from paperlens.answer.quantity import printed_in_unit
from paperlens.answer.units import Unit
from paperlens.retrieval.crosslingual import english_notions

# The CLDR categories of measured quantities. Calendar durations (years, months, weeks, days)
# are left out: "En quelle année" asks a date, not an amount of years.
_CATEGORIES = frozenset(
    ["length", "area", "volume", "mass", "temperature", "speed", "energy", "power", "pressure",
     "electric", "frequency", "duration"]
)  # fmt: skip
_CALENDAR = re.compile(r"^duration-(?:year|month|week|day|century|decade|quarter|night)")
# Kitchen and trade measures, whose names are ordinary words ("cuarto" is a quart and the
# fourth, "grain", "stone", "point"): no paper's value is asked in them.
_HOUSEHOLD = re.compile(
    r"^volume-(?!liter|milliliter|centiliter|deciliter|hectoliter|megaliter|cubic)"
    r"|^mass-(?:stone|grain|carat|dalton)|^length-(?:furlong|fathom|point)"
)
# Scripts written without spaces between words: a unit's name is found inside a run.
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
# "How many" in the unspaced scripts: a one-character name ("秒", "度", "瓦", "초") is a
# unit only as the counter right after it ("多少瓦", "何度", "몇 초"), elsewhere it is part of
# a word ("温度", "精度").
_HOW_MANY = re.compile(r"(?:多少|几|幾|何|몇|얼마)\s?$")
_AFTER_NUMBER = re.compile(r"\d[\s\u00a0~〜\-–]*$")  # "60 minutes", "12〜14ノット": a condition
_KATAKANA = re.compile(r"[\u30a0-\u30ffー]+")  # a loanword, read whole ("モジュール")
_MIN_LETTERS = 4  # a shorter name in an alphabet ("mi", "bar") is some other word too
_WORD = re.compile(r"[^\W\d_]+")
_MAX_WORDS = 3  # words of the longest name ("квадратных метров", "degrés Celsius")


def _pieces(pattern: str) -> list[str]:
    """The words of a long unit pattern around its number: "{0} Grad Celsius" gives "grad
    celsius", "摂氏 {0} 度" gives "摂氏" and "度"."""
    text = unicodedata.normalize("NFKC", pattern).lower()
    return [p for part in text.split("{0}") if (p := " ".join(part.split()))]


# English is asked in its American and its international spelling ("meters", "metres",
# "metric tons", "tonnes"): CLDR keeps the second in "en_001".
_SPELLINGS = {"en": ("en", "en_001")}


@functools.cache
def _names(locale: str) -> dict[str, frozenset[str]]:
    """A language's names of the measuring units -> the CLDR units they name."""
    from babel import Locale, UnknownLocaleError

    patterns: list[tuple[str, object]] = []
    for ident in _SPELLINGS.get(locale, (locale,)):
        try:
            patterns += Locale.parse(ident)._data.get("unit_patterns", {}).items()
        except (ValueError, UnknownLocaleError):
            continue
    found: dict[str, set[str]] = {}
    for unit, lengths in patterns:
        if unit.split("-")[0] not in _CATEGORIES or _CALENDAR.match(unit) or _HOUSEHOLD.match(unit):
            continue
        for length in ("long", "short"):
            counts = lengths.get(length) if isinstance(lengths, Mapping) else None
            if not isinstance(counts, Mapping):
                continue
            for count, text in counts.items():
                if count == "per" or not isinstance(text, str) or "{0}" not in text:
                    continue
                for name in _pieces(text):
                    # (a short form is a symbol, but in Chinese or Japanese a word: "瓦", "秒")
                    if _UNSPACED.search(name) or (length == "long" and len(name) >= _MIN_LETTERS):
                        found.setdefault(name, set()).add(unit)
    return {name: frozenset(units) for name, units in found.items()}


@functools.cache
def _per(locale: str) -> tuple[str, str]:
    """The word a language says "per" with, before the unit divided by ("pro", "par", "每")
    or after it (Korean "당"): ("pro", "") or ("", "당")."""
    from babel import Locale, UnknownLocaleError

    try:
        per = Locale.parse(locale)._data.get("compound_unit_patterns", {}).get("per", {})
    except (ValueError, UnknownLocaleError):
        return "", ""
    long = per.get("long", {}) if isinstance(per, Mapping) else {}
    pattern = long.get("compound", "") if isinstance(long, Mapping) else ""
    m = re.fullmatch(r"(.*)\{1\}(.*)", pattern.replace("{0}", "").strip().lower())
    if not m:
        return "", ""
    return m.group(1).strip(), m.group(2).strip()


def _asked_at(text: str, start: int, end: int, per: tuple[str, str]) -> bool:
    """Whether the unit named at ``start:end`` is the one a value is asked in: not after a
    number of its own ("60 minutes", "1時間あたり", "16 nœuds" set a condition) and not the
    unit another is divided by ("pro Kilometer", "每公顷")."""
    before, after = text[:start].rstrip(), text[end:].lstrip()
    if _AFTER_NUMBER.search(before):
        return False
    return not (per[0] and before.endswith(per[0])) and not (per[1] and after.startswith(per[1]))


def _named(question: str, locale: str) -> set[str]:
    """The units the question asks a value in, by its language's names for them."""
    names = _names(locale)
    per = _per(locale)
    text = unicodedata.normalize("NFKC", question).lower()
    units: set[str] = set()
    words = list(_WORD.finditer(text))
    for n in range(1, _MAX_WORDS + 1):
        for i in range(len(words) - n + 1):
            name = " ".join(w.group() for w in words[i : i + n])
            if (
                name in names
                and not _UNSPACED.search(name)
                and _asked_at(text, words[i].start(), words[i + n - 1].end(), per)
            ):
                units |= names[name]
    for name, named in names.items():
        if not _UNSPACED.search(name):
            continue
        for m in re.finditer(re.escape(name), text):
            before, after = text[: m.start()], text[m.end() :]
            if not _asked_at(text, m.start(), m.end(), per) or (
                # (a loanword inside a longer one: "ジュール" of "モジュール")
                _KATAKANA.fullmatch(name) and _KATAKANA.match(before[-1:] + after[:1])
            ):
                continue
            if len(name) > 1 or _HOW_MANY.search(before):
                units |= named
    return units


@functools.cache
def _english_symbols(unit: str) -> frozenset[str]:
    """The unit's English short and narrow forms, one letter too ("s", "V", "W"): named in
    the question, it is no other unit's symbol there."""
    from babel import Locale

    lengths = Locale.parse("en")._data.get("unit_patterns", {}).get(unit, {})
    found = set()
    for length in ("short", "narrow"):
        counts = lengths.get(length) if isinstance(lengths, Mapping) else None
        text = counts.get("other", "") if isinstance(counts, Mapping) else ""
        if symbol := "".join(text.replace("{0}", "").split()).lower():
            found.add(symbol)
    return frozenset(found)


@functools.cache
def _category_units(category: str) -> tuple[str, ...]:
    from babel import Locale

    units = Locale.parse("en")._data.get("unit_patterns", {})
    return tuple(u for u in units if u.split("-")[0] == category and not u.endswith("-generic"))


# The units a value of a dimension is printed in, for the dimensions a question names in any
# language (retrieval's bridge groups: "temperatura", "Spannung", "ширины"): "A quale
# temperatura" asks a value in degrees as surely as "何度" does.
_DIMENSION_UNITS = {
    "temperature": ("temperature-generic",),
    "height": ("length-meter", "length-centimeter", "length-millimeter"),
    "width": ("length-meter", "length-centimeter", "length-millimeter", "length-kilometer"),
    "depth": ("length-meter", "length-centimeter", "length-millimeter"),
    "voltage": ("electric-volt",),
}


def named_unit_symbols(question: str) -> frozenset[str]:
    """How a paper in any language prints the units the question names in its own language
    (lower case, no spaces: "s", "sek.", "с", "秒" for "Sekunden"), or the units of a dimension
    it names ("Spannung": "v", "в"); a generic unit ("Grad", "度", "градусов") by every unit
    of its kind ("°c", "°f"). Empty when it names none."""
    named = _named(question, question_locale(question))
    if not named:
        dimensions = [d for d in english_notions(question) if d in _DIMENSION_UNITS]
        named = {unit for d in dimensions for unit in _DIMENSION_UNITS[d]}
    symbols = {symbol for unit in named for symbol in _english_symbols(unit)}
    for unit in named:
        kinds = _category_units(unit.split("-")[0]) if unit.endswith("-generic") else (unit,)
        for kind in kinds:
            symbols |= printed_forms(kind)
    return frozenset(symbols)


def unit_named(word: str, question: str) -> frozenset[str]:
    """How a paper in any language prints the units ``word`` names in the question's language
    ("ha", "га" for the Luxembourgish "Hektar"); empty when it names none."""
    units = _names(question_locale(question)).get(word.lower(), frozenset())
    symbols = {symbol for unit in units for symbol in _english_symbols(unit)}
    for unit in units:
        symbols |= printed_forms(unit)
    return frozenset(symbols)


def per_unit_symbols(question: str) -> frozenset[str]:
    """How a paper in any language prints the units the question divides by, named in its own
    language: "ha", "га" for "yield per hectare", "km" for "pro Kilometer"."""
    locale = question_locale(question)
    before, after = _per(locale)
    text = unicodedata.normalize("NFKC", question).lower()
    units: set[str] = set()
    for name, named in _names(locale).items():
        if name not in text:  # (most are not: no pattern is built for them)
            continue
        said = re.escape(name)
        if (before and re.search(rf"(?<!\w){re.escape(before)}\s+{said}(?!\w)", text)) or (
            after and re.search(rf"(?<!\w){said}\s*{re.escape(after)}", text)
        ):
            units |= named
    symbols = {symbol for unit in units for symbol in _english_symbols(unit)}
    for unit in units:
        symbols |= printed_forms(unit)
    return frozenset(symbols)


def valued_first(
    question: str,
    ranked: Sequence[tuple[Unit, float, float, float]],
    relevant: Callable[[float, float], bool],
) -> list[tuple[Unit, float, float, float]]:
    """Asked in another language than the quotes' for a value in a unit it names in its own
    words ("Um wie viele Sekunden", "多少赫兹"), the relevant quotes (``relevant`` of their word
    overlap and similarity) that print a number in that unit answer first, the one whose
    sentence is nearest the question first among them: a sentence of the topic without the
    value ("performance improved in the HA group") does not."""
    symbols = named_unit_symbols(question)
    if not symbols:
        return list(ranked)

    def nearness(unit: Unit) -> float:
        said = unit.item.sentence_similarity
        sentences = [t for t in unit.sentences() if printed_in_unit(t, symbols, frozenset())]
        return max((said.get(t, 0.0) for t in sentences), default=0.0)

    valued = [r for r in ranked if relevant(r[2], r[3]) and nearness(r[0]) > 0.0]
    valued.sort(key=lambda r: -nearness(r[0]))
    return valued + [r for r in ranked if r not in valued]
