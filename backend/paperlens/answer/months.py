"""Month names as papers print them and as questions ask them, in every language.

A chart's month axis is printed in the paper's language and often abbreviated ("ene", "feb",
"juil.", "Okt"); the question says "February 2024" or "en julio". Both sides are read to month
numbers here, so "February" finds the "feb" tick and the abstention check does not refuse a
month the paper prints only as an axis abbreviation. Korean, Japanese and Chinese print months
as numbers ("2월", "2月").

Month names are a closed class: beyond the hand-written forms of the router's languages (their
abbreviations and Slavic stems as papers print them), the names of every language CLDR describes
are read from Babel's locale data ("lutego", "červen", "kesäkuu", "Tháng 2", "thg 6"): full
names from questions and papers, abbreviations only on an axis of months. A form that names
different months in two languages ("listopad" is November in Polish, October in Croatian)
names none.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from paperlens.answer.cldr import written_languages
from paperlens.labels import roman_numeral
from paperlens.scripts import strip_accents

# A paper's text is read for months word by word when it is indexed (months_printed, 46,000
# words for a 12-page paper): the same words recur, so each word's reading is kept.
_WORDS_KEPT = 1 << 16


def fold(word: str) -> str:
    """Lower case, accents and a trailing dot removed: "Juil." -> "juil", "Févr." -> "fevr"."""
    return strip_accents(word.strip().rstrip(".").lower())


_folded_word = functools.lru_cache(maxsize=_WORDS_KEPT)(fold)  # for single words only


MONTH_NAMES = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
# The one month table: full names per language (English, German, French, Spanish, Portuguese),
# lower case as printed, accents kept; a question's "May" alone is too often the verb, so only
# full names are read from questions (MONTHS).
_FULL: tuple[tuple[str, ...], ...] = (
    tuple(m.lower() for m in MONTH_NAMES),
    ("januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september",
     "oktober", "november", "dezember"),
    ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
     "octobre", "novembre", "décembre"),
    ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
     "octubre", "noviembre", "diciembre"),
    ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
     "outubro", "novembro", "dezembro"),
    ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
     "settembre", "ottobre", "novembre", "dicembre"),
    ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
     "oktober", "november", "december"),
    ("январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь",
     "октябрь", "ноябрь", "декабрь"),
    ("січень", "лютий", "березень", "квітень", "травень", "червень", "липень", "серпень",
     "вересень", "жовтень", "листопад", "грудень"),
    ("styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień",
     "październik", "listopad", "grudzień"),
    ("ιανουάριος", "φεβρουάριος", "μάρτιος", "απρίλιος", "μάιος", "ιούνιος", "ιούλιος",
     "αύγουστος", "σεπτέμβριος", "οκτώβριος", "νοέμβριος", "δεκέμβριος"),
)  # fmt: skip
# Abbreviations as charts and tables print them ("feb", "févr.", "juil", "Mrz"); "" where none.
_SHORT: tuple[tuple[str, ...], ...] = (
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"),
    ("jan", "feb", "mär", "apr", "mai", "jun", "jul", "aug", "sep", "okt", "nov", "dez"),
    ("janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc"),
    ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"),
    ("", "fév", "mrz", "", "", "", "", "", "", "", "", ""),
    ("", "fev", "", "", "", "", "", "", "set", "out", "", ""),
    ("", "fevr", "", "", "", "", "", "", "setiembre", "", "", ""),
    ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"),
    ("янв", "фев", "мар", "апр", "май", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"),
    ("", "февр", "", "", "мая", "", "", "", "сент", "", "нояб", ""),
    ("січ", "лют", "бер", "кві", "тра", "чер", "лип", "сер", "вер", "жов", "лис", "гру"),
    ("sty", "lut", "", "kwi", "", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"),
    ("ιαν", "φεβ", "μαρ", "απρ", "μαΐ", "ιουν", "ιουλ", "αυγ", "σεπ", "οκτ", "νοε", "δεκ"),
)  # fmt: skip
# Inflected month names (Slavic cases: "январе", "января", "stycznia"): the stem, read as a
# word's beginning.
_STEMS: dict[str, int] = {
    **dict.fromkeys(("январ", "січн", "stycz", "ιανουαρ"), 1),
    **dict.fromkeys(("феврал", "лют", "lutego", "φεβρουαρ"), 2),
    **dict.fromkeys(("март", "берез", "marz", "μαρτι"), 3),
    **dict.fromkeys(("апрел", "квітн", "kwietn", "απριλι"), 4),
    **dict.fromkeys(("трав", "μαι"), 5),
    **dict.fromkeys(("июн", "червн", "czerw", "ιουνι"), 6),
    **dict.fromkeys(("июл", "липн", "lipc", "ιουλι"), 7),
    **dict.fromkeys(("август", "серпн", "sierpn", "αυγουστ"), 8),
    **dict.fromkeys(("сентябр", "вересн", "wrzes", "σεπτεμβρι"), 9),
    **dict.fromkeys(("октябр", "жовтн", "pazdziern", "οκτωβρι"), 10),
    **dict.fromkeys(("ноябр", "листопад", "listopad", "νοεμβρι"), 11),
    **dict.fromkeys(("декабр", "грудн", "grudn", "δεκεμβρι"), 12),
}
# Abbreviations that are everyday English words ("set", "out"): read on a month axis only, never
# taken as a month in prose or in a question's words.
_ENGLISH_WORDS = frozenset({"set", "out"})
MONTHS: dict[str, int] = {name: i + 1 for names in _FULL for i, name in enumerate(names)}
MONTH_FORMS: dict[str, int] = {
    name: i + 1
    for names in (*_FULL, *_SHORT)
    for i, name in enumerate(names)
    if name and name not in _ENGLISH_WORDS
}  # every printed form but the English words, accents kept: for searching raw text
_FORMS: dict[int, tuple[str, ...]] = {
    n: tuple(dict.fromkeys(names[n - 1] for names in (*_FULL, *_SHORT) if names[n - 1]))
    for n in range(1, 13)
}
MONTH_OF: dict[str, int] = {fold(form): n for n, forms in _FORMS.items() for form in forms}
_LATIN_STEMS = tuple(s for s in _STEMS if s.isascii())
# Forms that are also everyday words ("may", "set", "ago", "mar" is Spanish for sea): they count
# as a month only beside a year, or among other months (an axis).
_AMBIGUOUS = frozenset(
    # ("marco": Portuguese "março" unaccented, and the Spanish and Italian word for a frame)
    {"may", "mai", "mar", "set", "out", "ago", "dec", "jun", "mars", "sept", "marco"}
)
_CJK_MONTH = re.compile(r"(?<!\d)(1[0-2]|[1-9])\s*(?:月|월)")
_WORD = re.compile(r"[^\W\d_]+\.?")
_YEAR_AFTER = re.compile(r"\s*(?:de\s+|of\s+)?((?:19|20)\d\d)\b")
# A preposition or adverb of time right before a capitalised form: "in May", "until May",
# "late May" name the month, as the verb never stands there.
_TIME_BEFORE = re.compile(r"\b(?:in|during|since|until|till|through|early|late|mid-?)\s*$", re.I)


@dataclass(frozen=True)
class _Locales:
    full: dict[str, int]  # folded wide names
    short: dict[str, int]  # folded abbreviations: a tick's whole text only (month_number), never
    # a word of prose, where other languages' "set", "win" or "any" are ordinary words
    numbered: re.Pattern[str]  # "tháng 2", "thg 6": a month word before the month's number
    declined: dict[str, int]  # wide names in their format (declined) forms: "července" (July)
    month_word: re.Pattern[str]  # the word "month" ("Måned", "Monat", "kuukausi")


@functools.cache
def _locales() -> _Locales:
    """The month names of every language in Babel's CLDR data (read once, on first use)."""
    from babel import Locale

    full: dict[str, set[int]] = {}
    short: dict[str, set[int]] = {}
    before: dict[str, set[int]] = {}
    declined: dict[str, set[int]] = {}
    month_words: set[str] = set()
    for ident in written_languages():
        locale = Locale.parse(ident)
        months = locale.months
        for n, name in months.get("format", {}).get("wide", {}).items():
            declined.setdefault(as_printed(name), set()).add(n)
        for length in ("long", "short"):
            for pattern in (
                locale._data["unit_patterns"].get("duration-month", {}).get(length, {}).values()
            ):
                word = pattern.replace("{0}", "").strip().rstrip(".").lower()
                if len(word) >= 3 and _WORD_ONLY.fullmatch(word):
                    month_words.add(word)
        # The nominative, as a table or an axis prints a month: a genitive (Polish "marca")
        # is also a word of other languages (Portuguese "marca"; the router's Slavic stems read
        # "lutego", "января").
        for context in ("stand-alone", "format"):
            for width, into in (("wide", full), ("abbreviated", short)):
                for n, name in months.get(context, {}).get(width, {}).items():
                    counted = re.fullmatch(r"([^\W\d_]{2,})\.?\s*(\d{1,2})", fold(name))
                    if counted and int(counted.group(2)) == n:
                        before.setdefault(counted.group(1), set()).add(n)
                    elif context == "stand-alone" and (
                        _WORD_ONLY.fullmatch(as_printed(name))
                        or (into is short and _dotted_letters(as_printed(name)))
                    ):
                        into.setdefault(as_printed(name), set()).add(n)
    words = sorted((w for w, ns in before.items() if len(ns) == 12), key=len, reverse=True)
    numbered = re.compile(
        rf"(?<![^\W\d_])(?:{'|'.join(map(re.escape, words))})\.?\s*(1[0-2]|0?[1-9])(?!\d)"
        if words
        else r"(?!x)x"
    )

    def one(forms: dict[str, set[int]], least: int) -> dict[str, int]:
        return {
            f: next(iter(ns))
            for f, ns in forms.items()
            if len(ns) == 1 and len(f) >= least and fold(f) not in MONTH_OF
        }

    month_word = re.compile(
        rf"(?<![^\W\d_])(?:{'|'.join(map(re.escape, sorted(month_words, key=len, reverse=True)))})",
        re.I,
    )
    return _Locales(one(full, 4), one(short, 3), numbered, one(declined, 4), month_word)


_WORD_ONLY = re.compile(r"[^\W\d_]+")


def _dotted_letters(form: str) -> bool:
    """An abbreviation of letters, their combining marks and inner dots, as scripts with vowel
    signs print a month on an axis (Thai "ม.ค.", "มิ.ย."): a tick, never a word of prose."""
    return any(ch.isalpha() for ch in form) and all(
        ch.isalpha() or ch == "." or unicodedata.category(ch).startswith("M") for ch in form
    )


@functools.cache
def _regional_months() -> tuple[dict[str, int], ...]:
    """Per language a region writes officially (Welsh, Basque, Catalan), its month names and
    abbreviations, for reading an axis only: three or more of one language's in a row are
    months, where one such word in a question is more often a word of another language."""
    from babel import Locale

    out = []
    for ident in sorted(set(written_languages(regional=True)) - set(written_languages())):
        months = Locale.parse(ident).months
        forms: dict[str, int] = {}
        for context in ("stand-alone", "format"):
            for width in ("wide", "abbreviated"):
                for n, name in months.get(context, {}).get(width, {}).items():
                    if len(name) >= 3 and _WORD_ONLY.fullmatch(as_printed(name)):
                        forms.setdefault(as_printed(name), n)
        out.append(forms)
    return tuple(out)


@functools.cache
def _regional_names() -> tuple[dict[str, int], ...]:
    """Per language a region writes officially, its months' full names only."""
    from babel import Locale

    out = []
    for ident in sorted(set(written_languages(regional=True)) - set(written_languages())):
        months = Locale.parse(ident).months
        names: dict[str, int] = {}
        for context in ("stand-alone", "format"):
            for n, name in months.get(context, {}).get("wide", {}).items():
                if len(name) >= 3 and _WORD_ONLY.fullmatch(as_printed(name)):
                    names.setdefault(as_printed(name), n)
        out.append(names)
    return tuple(out)


def regional_months(text: str) -> dict[str, int]:
    """The months ``text`` names in full in a language a region writes (Welsh "Hydref",
    "Tachwedd", "Rhagfyr" for October to December), where it names three or more distinct
    months of that one language: a paper or a table in that language dates things so, while
    one such word alone is more often a word of another language (Welsh "Mai", Catalan
    "gener")."""
    words = set(map(as_printed, _WORD.findall(text)))
    best: dict[str, int] = {}
    for names in _regional_names():
        found = {w: names[w] for w in words if w in names}
        if len(set(found.values())) >= 3 and len(found) > len(best):
            best = found
    return best


def _regional_axis(categories: list[str]) -> dict[int, str]:
    """The months of the one regional language that names the most categories."""
    best: dict[int, str] = {}
    for forms in _regional_months():
        found: dict[int, str] = {}
        for c in categories:
            n = forms.get(as_printed(c))
            if n is not None and n not in found:
                found[n] = c
        if len(found) > len(best):
            best = found
    return best


def _between_known(categories: list[str], found: dict[int, str]) -> dict[int, str]:
    """An axis of months in order names the ones between two it spells otherwise (Albanian
    "Kor", "Gus" for CLDR's "korr", "gush"): as many categories as months lie between."""
    at = {c: n for n, c in found.items()}
    known = [(i, at[c]) for i, c in enumerate(categories) if c in at]
    out = dict(found)
    for (i, m), (j, n) in zip(known, known[1:], strict=False):
        if j - i > 1 and (n - m) % 12 == j - i:
            for k in range(i + 1, j):
                out.setdefault((m + k - i - 1) % 12 + 1, categories[k])
    return out


def as_printed(word: str) -> str:
    """Lower case, a trailing dot removed, accents kept: another language's month is read only
    as it spells it (Irish "Márta", not the name "Marta")."""
    return unicodedata.normalize("NFC", word.strip().rstrip(".").lower())


@functools.lru_cache(maxsize=_WORDS_KEPT)
def month_of(word: str) -> int | None:
    """The month a word names in full, in any language ("Februar", "kesäkuu", "június")."""
    return MONTH_OF.get(fold(word)) or _locales().full.get(as_printed(word))


@functools.lru_cache(maxsize=_WORDS_KEPT)
def month_number(word: str) -> int | None:
    """The month a printed word or tick names ("feb", "Juil.", "März", "2月", "Tháng 2", "thg
    6"); None if none."""
    m = _CJK_MONTH.fullmatch(word.strip()) or _locales().numbered.fullmatch(fold(word))
    if m:
        return int(m.group(1))
    folded = fold(word)
    return month_of(word) or _stem_month(folded) or _locales().short.get(as_printed(word))


@functools.lru_cache(maxsize=_WORDS_KEPT)
def _stem_month(folded: str) -> int | None:
    """A month inflected ("января", "stycznia"): a stem of three letters or more that it begins with."""
    if len(folded) < 4 or folded.isascii() and not folded.startswith(_LATIN_STEMS):
        return None
    for n in range(min(len(folded), 10), 2, -1):
        if folded[:n] in _STEMS:
            return _STEMS[folded[:n]]
    return None


def month_axis(
    categories: Iterable[str], title: str | None = None, *, chart_axis: bool = False
) -> dict[int, str]:
    """Month number -> the category as printed, when at least three categories name distinct
    months (an axis of months); {} otherwise. Under a ``title`` that says month in some
    language ("Month", "Сар", "Miesiąc"), months numbered 1-12 or I-XII count too. A chart's
    category axis (``chart_axis``: its categories in order) may name them in a regional
    language ("Ion Chwef Maw"), or some otherwise than CLDR between months it spells alike."""
    categories = list(categories)
    found: dict[int, str] = {}
    for c in categories:
        n = month_number(c)
        if n is not None and n not in found:
            found[n] = c
    if len(found) < 3 and chart_axis:
        found = _regional_axis(categories)
    if len(found) >= 3 and chart_axis:
        found = _between_known(categories, found)
    if len(found) < 3 and title and _locales().month_word.search(title):
        found = {}
        coded = {c: n for n, c in prefixed_numbers(categories).items()}  # "T1" under "Tháng"
        for c in categories:
            n = _numeral(c) or coded.get(c)
            if n is not None and n <= 12 and n not in found:
                found[n] = c
    return found if len(found) >= 3 else {}


_PREFIXED = re.compile(r"([^\W\d_]{1,3})\.?\s?(\d{1,3})")
# ... and a word of any length before the number: "Ikota 1", "Round 3"
_WORD_NUMBERED = re.compile(r"([^\W\d_][^\d]*?)\s*(\d{1,3})")


def prefixed_numbers(categories: Iterable[str]) -> dict[int, str]:
    """Number -> category where every category is one short prefix and a distinct number
    ("T12 T1 T2" months under "Tháng", "S1 ... S8" weeks under "Sizhun", "Wk 6"): the prefix
    abbreviates the axis's unit, so the number is the point; {} for anything else."""
    return _numbered(categories, _PREFIXED)


def numbered_sequence(categories: Iterable[str]) -> dict[int, str]:
    """Number -> category where every category is one word and a distinct number ("Ikota 1",
    "Ikota 2", ...; "Round 1", ...): a sequence the numbers order; {} for anything else."""
    return _numbered(categories, _WORD_NUMBERED)


def _numbered(categories: Iterable[str], pattern: re.Pattern[str]) -> dict[int, str]:
    found: dict[int, str] = {}
    prefixes = set()
    for c in categories:
        m = pattern.fullmatch(c.strip())
        if m is None or int(m.group(2)) in found:
            return {}
        prefixes.add(m.group(1).strip().casefold())
        found[int(m.group(2))] = c
    return found if len(prefixes) == 1 and len(found) >= 3 else {}


def _numeral(word: str) -> int | None:
    """1-12 from "4", "04" or "IV"; None otherwise."""
    w = word.strip().rstrip(".")
    if w.isdigit() and 1 <= int(w) <= 12:
        return int(w)
    # Months as Eastern European and Mongolian papers number them: Roman I-XII, upper case.
    n = roman_numeral(w)
    return n if n is not None and n <= 12 else None


# What joins two months asked together: "April and May", "May–June", "May or June".
_JOINED = r"\s*(?:and|or|to|[-–—,/])\s*"


def _beside_a_month(question: str, m: re.Match[str]) -> bool:
    """Whether an ambiguous form is joined to a month named in full ("between the April and
    May harvests", "May to July"): one of a pair of months, not the verb."""
    after = re.match(rf"{_JOINED}([^\W\d_]+)", question[m.end() :], re.I)
    before = re.search(rf"([^\W\d_]+){_JOINED}$", question[: m.start()], re.I)
    return any(
        j is not None and fold(j.group(1)) not in _AMBIGUOUS and month_of(j.group(1))
        for j in (after, before)
    )


def months_asked(question: str) -> list[int]:
    """The months a question names, in order ("in February 2024", "en julio", "2월"). An
    ambiguous form ("may", "set") counts only beside a year or joined to another month."""
    out: list[int] = []
    for m in _WORD.finditer(question):
        word = fold(m.group())
        n = month_of(m.group())
        if n is None or (len(word) <= 3 and word != "may" and not m.group()[0].isupper()):
            continue  # "jan" inside prose is rarely asked in lower case
        if (
            word in _AMBIGUOUS
            and not _YEAR_AFTER.match(question, m.end())
            and not (
                m.group()[0].isupper()
                and (_beside_a_month(question, m) or _TIME_BEFORE.search(question, 0, m.start()))
            )
        ):
            continue
        out.append(n)
    out += [int(m.group(1)) for m in _CJK_MONTH.finditer(question)]
    out += [int(m.group(1)) for m in _locales().numbered.finditer(fold(question))]
    return list(dict.fromkeys(out))


def months_in_any_language(text: str) -> frozenset[int]:
    """The months ``text`` names as CLDR spells them beyond the router's languages, whole
    ("Decembrie", "kesäkuu", "Tháng 2"): no stem or abbreviation, which other words share."""
    locales = _locales()
    found = {locales.full[w] for w in map(as_printed, _WORD.findall(text)) if w in locales.full}
    found |= {int(m.group(1)) for m in locales.numbered.finditer(fold(text))}
    return frozenset(found)


def months_printed(text: str) -> frozenset[int]:
    """The months a paper's text prints: full names, and abbreviations only where at least
    three distinct months are abbreviated (a month axis: "ene feb mar ..."), since "mar",
    "set" or "ago" alone are ordinary words."""
    full: set[int] = set()
    short: set[int] = set()
    for m in _WORD.finditer(text):
        word = _folded_word(m.group())
        n = month_of(m.group()) or _stem_month(word)
        if n is None:
            continue
        # (as printed: "março" with its cedilla is a month, "marco" a frame)
        if len(word) >= 4 and m.group().rstrip(".").lower() not in _AMBIGUOUS:
            full.add(n)
        else:
            short.add(n)
    full |= {int(m.group(1)) for m in _CJK_MONTH.finditer(text)}
    full |= {int(m.group(1)) for m in _locales().numbered.finditer(fold(text))}
    full |= _dated(text) | _numbered_axis(text) | set(regional_months(text).values())
    return (frozenset(full | short) if len(short) >= 3 else frozenset(full)) | _axis_runs(text)


_BEFORE_YEAR = re.compile(r"([^\W\d_]{4,})\s(?:19|20)\d\d(?!\d)")


def _dated(text: str) -> set[int]:
    """Months declined before a year ("elokuun 2021", "syyskuussa 2023": Finnish August and
    September): a wide name of six letters or more with a case ending of up to three, unless
    the word is itself a month's declined form (Czech "července" is July, not "červen")."""
    locales = _locales()
    found = set()
    for m in _BEFORE_YEAR.finditer(text):
        word = as_printed(m.group(1))
        if word in locales.declined:
            found.add(locales.declined[word])
            continue
        if month_of(word):
            continue  # (read as printed)
        for cut in (1, 2, 3):
            n = locales.full.get(word[:-cut]) if len(word) - cut >= 6 else None
            if n is not None:
                found.add(n)
                break
    return found


# A run of month numbers as a chart's axis prints them: "1 2 3 ... 12", or "IV V VI ... X".
_NUMBER_RUN = re.compile(
    r"(?<![\d.,])(?:(?:1[0-2]|[1-9])\s+){2,}(?:1[0-2]|[1-9])(?![\d.,])"
    r"|(?<![^\W\d_])(?:(?:XI{0,2}|I?X|I?V|VI{1,3}|I{1,3})\s+){2,}(?:XI{0,2}|I?X|I?V|VI{1,3}|I{1,3})(?![^\W\d_])"
)


def _numbered_axis(text: str) -> set[int]:
    """The months of an axis numbered 1 to 12 (or I to XII) whose title says month in some
    language ("1 2 3 ... 12 ... Måned (2023)", "Сар IV V VI VII"): three or more consecutive
    numbers, the word "month" within a few words of them."""
    found: set[int] = set()
    for m in _NUMBER_RUN.finditer(text):
        numbers = [n for n in map(_numeral, m.group().split()) if n is not None]
        if any(b != a + 1 for a, b in zip(numbers, numbers[1:], strict=False)):
            continue
        near = text[max(0, m.start() - 80) : m.end() + 80]
        if _locales().month_word.search(near):
            found |= set(numbers)
    return found


# What may stand between two ticks of a month axis as its text is read: spaces, a dot or a comma.
_TICK_GAP = re.compile(r"[\s.,;/]*")


def _axis_runs(text: str) -> frozenset[int]:
    """The months of runs of three or more month abbreviations side by side, as a chart's
    month axis is read ("okt nov des jan feb mar"): there any language's CLDR abbreviation is a
    tick (Norwegian "des" is December), though in prose it is a word (French "des")."""
    found: set[int] = set()
    run: list[int] = []
    end = 0
    for m in _WORD.finditer(text):
        n = month_number(m.group()) if len(m.group().rstrip(".")) <= 5 else None
        if n is None or (run and not _TICK_GAP.fullmatch(text, end, m.start())):
            if len(set(run)) >= 3:
                found |= set(run)
            run = [] if n is None else [n]
        else:
            run.append(n)
        end = m.end()
    if len(set(run)) >= 3:
        found |= set(run)
    return frozenset(found)


def month_missing(question: str, printed: str) -> str:
    """The month the question asks ("12月", "in December") when ``printed`` (a quote and its
    caption) dates its values by other months only: "at the end of Year 2 (June 2024)" gives
    June's scores, not December's. Months on both sides of the asked one ("from April to
    September") span it. "" when the quote names no month, or the one asked."""
    asked = months_asked(question)
    given = months_printed(printed) | set(months_asked(printed))
    if not asked or not given or set(asked) & given:
        return ""
    if len(given) >= 2 and all(min(given) < a < max(given) for a in asked):
        return ""
    return MONTH_NAMES[asked[0] - 1]
