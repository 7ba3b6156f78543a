"""What a paper prints, precomputed once per paper version for the abstention check.

The abstention check asks, for every question, whether the selected papers print the names,
numbers, labels, units and months the question names. Scanning the papers' whole text with one
regex per word cost time that grew with the library (about 30 ms per question on four papers,
more under load, and tenfold for a library-wide question over forty papers). A ``Vocabulary``
holds instead what those scans looked for (the paper's tokens and where each occurs, its
numbers, the labels it mentions, the units and months it gives), so a question costs a few
dictionary look-ups per word, whatever the paper's length.

Matching follows the regexes it replaces: "ResNet-200" is found as "ResNet 200" or "ResNet200",
"GPU" as "GPUs", "beta1" as "β1", "Mexican" as "Mexico", short names with capitals exactly
("US" is not "us"); "4000" as "4,000" or "4 000", "0.5" as "0,5"; "21k" and "21st" do not
print 21, and a citation "[21]" is no fact about 21.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass, field

from paperlens.answer.crosslingual import FOREIGN as _FOREIGN
from paperlens.answer.crosslingual import Readings, key
from paperlens.answer.dictionaries import PrintedWords, paper_language
from paperlens.answer.language import detect_language
from paperlens.answer.months import MONTH_FORMS, MONTH_NAMES, months_printed
from paperlens.answer.terms import CITATION, LETTER_APOSTROPHES
from paperlens.labels import label_key, label_words
from paperlens.scripts import fold_digits, strip_accents

# Greek letters spelled out in a question ("beta1") are printed as symbols ("β1").
GREEK = {
    "alpha": "αΑ",
    "beta": "βΒ",
    "gamma": "γΓ",
    "delta": "δΔ",
    "epsilon": "εϵΕ",
    "zeta": "ζ",
    "eta": "η",
    "theta": "θϑΘ",
    "kappa": "κ",
    "lambda": "λΛ",
    "mu": "μµ",
    "nu": "ν",
    "xi": "ξ",
    "pi": "πΠ",
    "rho": "ρ",
    "sigma": "σΣ",
    "tau": "τ",
    "phi": "φϕΦ",
    "chi": "χ",
    "psi": "ψΨ",
    "omega": "ωΩ",
}
_SPELL_GREEK = str.maketrans({c: name for name, cs in GREEK.items() for c in cs})
_TOKEN = re.compile(r"[A-Za-z0-9]+")
_GAP = re.compile(r"[\W_]{0,3}")  # what may stand between the parts of a name ("ResNet-200")
_MAX_PARTS = 6  # names longer than this are checked on their first six parts' run
_PARTS = re.compile(r"[-_/.'’@\s]+")

_NUMBER = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)*(?![\d])")
_SPACED_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:[ \u2009\u202f]\d{3})+(?![\d]|[.,]\d)")
_NOT_THE_NUMBER = re.compile(r"[kKmMbB]\b|st\b|nd\b|rd\b|th\b")  # 21k, 21st
_GROUPED = re.compile(r"\d{1,3}(?:,\d{3})+")
_DECIMAL = re.compile(r"\d+[.,]\d+")

_MONTH_PRINTED = re.compile(
    rf"(?<![^\W\d_])(?:{'|'.join(sorted(MONTH_FORMS, key=len, reverse=True))})(?![^\W\d_])"
    r"|(?<!\d)(1[0-2]|[1-9])\s*[月월]",
    re.I,
)
# In English prose "may", "ago" and "mar" are words: there only capitalised English forms count.
_MONTH_PRINTED_EN = re.compile(
    rf"\b(?:{'|'.join(m for n in MONTH_NAMES for m in (n, n[:3]))})\b"
    r"|(?<!\d)(1[0-2]|[1-9])\s*[月월]"
)
_YEAR_MONTH = re.compile(r"\b(\d{4})[-/.](\d\d)\b|\b(\d\d)[-/.](\d{4})\b")
_LABEL_MENTION = re.compile(
    r"(?:tables?|tab\.|表|표|figures?|figs?\.|图|圖|図|그림|algorithms?)\s*(?:[A-Za-z]?\d+|[IVX]+)"
    r"(?![0-9A-Za-z])",
    re.I,
)
# Units a question may ask a quantity in, as the paper would print them.
MONEY = (
    r"\bdollars?\b|\busd\b|\bus\$|\$\s*\d|\beuros?\b|€|\byuan\b|\brmb\b|\byen\b"
    r"|\bpounds sterling\b|달러|ドル|美元|美金|dólares"
    r"|\bro?ubles?\b|рубл|(?<![а-яё])руб\.|₽|루블|ルーブル|卢布|盧布"
)
# A question that asks an amount of money in English: a currency's name, or a word of paying.
MONEY_ASKED = re.compile(
    rf"{MONEY}|\bprices?\b|\bcosts?\b|\bpaid\b|\bpays?\b|\bfees?\b|\bearn(?:s|ed)?\b"
    r"|\bwages?\b|\bsalar(?:y|ies)\b|\brevenues?\b|\bincomes?\b|\bspen[dt]\b|\btariffs?\b"
    r"|\bcurrenc(?:y|ies)\b|\bmoney\b",
    re.I,
)
# (kilowatts alone are power: "by how many kilowatts did the retrofit cut the load")
ENERGY = (
    r"\b[kmgt]wh\b|\b(?:kilo|mega|giga)?watt[- ]?hours?\b|\bjoules?\b"
    r"|킬로와트시|キロワット時|千瓦时|千瓦時"
)
CARBON = r"\bco2\b|\bco₂\b|\bcarbon (?:footprint|emissions?)\b|탄소|二酸化炭素|碳排放"
# Power as a paper prints it: a value in (k/m)W, or the unit's name.
POWER = (
    r"\d\s?[kmg]?w(?![a-z0-9])|[(\[]\s*[kmg]?w\s*[)\]]|\b(?:kilo|mega|giga)?watts?\b(?![- ]?hours?)"
    r"|ワット|瓦特|와트"
)
UNITS_PRINTED = {
    "any currency": re.compile(MONEY, re.I),
    "energy in kWh or joules": re.compile(ENERGY, re.I),
    "carbon emissions": re.compile(CARBON, re.I),
    "power in watts": re.compile(POWER, re.I),
}
_UNIT_NAMES = list(UNITS_PRINTED)
_UNITS_ONE_SCAN = re.compile(
    "|".join(f"(?P<u{i}>{p.pattern})" for i, p in enumerate(UNITS_PRINTED.values()))
)
# A read chart's x axis as the figure describer states it (figures/charts/model.py):
# "The x axis shows Year (2004.00 to 2025.00); ...".
_X_AXIS = re.compile(
    r"The x axis shows (?P<title>[^\n]{0,200}?)\s*\((?P<lo>[-−]?\d+(?:\.\d+)?(?:e[+-]?\d+)?) to "
    r"(?P<hi>[-−]?\d+(?:\.\d+)?(?:e[+-]?\d+)?)[,)]"
)
# A word in Latin letters, accents and a letter apostrophe included ("Réimech", "Fargʻona").
_LATIN_WORD = re.compile(
    r"(?<![^\W\d_])[A-Za-z\u00c0-\u024f\u1e00-\u1eff]+(?:[ʻʼ'’][A-Za-z\u00c0-\u024f]+)?(?![^\W\d_])"
)
_WORD = re.compile(r"[^\W\d_]+")  # a word in any alphabet
_SAMPLE = 20000  # characters a paper's language is told on
_NOTICE = re.compile(r"copyright|©|permission to make digital|all rights reserved", re.I)


def _float(printed: str) -> float:
    return float(printed.replace("−", "-"))


def x_axes(text: str) -> tuple[tuple[float, float], ...]:
    """The spans of the x axes of the charts PaperLens read, as their descriptions state them."""
    return tuple((lo, hi) for _, lo, hi in x_axis_titles(text))


def x_axis_titles(text: str) -> tuple[tuple[str, float, float], ...]:
    """The titles of the x axes of the charts PaperLens read, each with its span."""
    return tuple(
        (m.group("title"), _float(m.group("lo")), _float(m.group("hi")))
        for m in _X_AXIS.finditer(text)
    )


def _text_language(text: str) -> str:
    """The paper's main language: CJK characters against Latin letters, then English cues."""
    sample = text[:_SAMPLE]
    cjk = len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]", sample))
    latin = len(re.findall(r"[A-Za-z]", sample))
    if cjk * 2 >= latin:  # a CJK character carries about as much as two or three letters
        return "CJK"
    words = len(sample.split())
    english = len(re.findall(r"\b(?:the|of|and|is|are|with|we)\b", sample, re.I))
    # "the" must be among them: Turkmen "we" (and) and Afrikaans "is" are words of their own
    articles = len(re.findall(r"\bthe\b", sample, re.I))
    return "English" if english * 40 >= words and articles * 200 >= words else "other"


def _tongue(text: str) -> str:
    """The paper's language as ``detect_language`` names a question's; a language it has no
    cues for (Italian, Polish) comes out as one of its Latin ones or, with no cue, English."""
    sample = text[:20000]
    if re.search(r"[\u0400-\u04ff]", sample) and len(re.findall(r"[\u0400-\u04ff]", sample)) > len(
        re.findall(r"[A-Za-z]", sample)
    ):
        return "Russian"
    return detect_language(sample)


def in_notice(text: str, at: int) -> bool:
    """A price in a copyright notice ("Copyright 2007 ACM ...$5.00") is not a cost reported."""
    return bool(_NOTICE.search(text[max(0, at - 160) : at]))


def number_key(number: str) -> str:
    """The key a question's number is looked up by: "4,000" and "4000" alike, "0.5" as a decimal;
    a comma that groups no thousands is a decimal comma ("11,5 °C", "4,4 kg"), as the paper
    that the question quotes prints it."""
    digits = fold_digits(number)
    if "," in digits and "." not in digits and not _GROUPED.fullmatch(digits):
        return "D:" + digits.replace(",", ".")
    digits = digits.replace(",", "")
    return f"D:{digits}" if "." in digits else f"I:{digits}"


def term_parts(term: str) -> list[str]:
    return [p for p in _PARTS.split(term.strip("+")) if p]


@dataclass(frozen=True)
class TermQuery:
    """How one name is looked for: the spellings its run of tokens may join to, where the
    parts meet (a gap in the text must fall there), case sensitivity, or a word prefix."""

    targets: tuple[str, ...]
    boundaries: frozenset[int]
    cased: bool
    prefix: str | None = None

    @classmethod
    def of(cls, term: str) -> TermQuery:
        parts = term_parts(term)[:_MAX_PARTS] or [term]
        last = parts[-1]
        plural = not last.endswith("s") or last.isupper()
        if last.endswith("s") and not last.isupper() and len(last) > 3:
            parts[-1] = last[:-1]
            plural = True
        if len(parts) == 1 and re.fullmatch(r"[A-Z][a-z]{5,}", parts[0]):
            # "Mexican" finds "Mexico", "Canadian" "Canada"; "Chinese" still needs "Chine...".
            word = parts[0]
            return cls((), frozenset(), False, word[: max(5, len(word) - 3)].lower())
        cased = len(term) <= 4 and any(c.isupper() for c in term[1:] or term)
        if not cased:
            parts = [p.lower() for p in parts]
        stem = "".join(parts)
        targets: tuple[str, ...] = (stem, stem + "s", stem + "es") if plural else (stem,)
        cuts, at = set(), 0
        for p in parts[:-1]:
            at += len(p)
            cuts.add(at)
        # A digit after a letter may be set apart as a sub- or superscript: "R2" is "R^2" or
        # "R²", "CO2" is "CO_2".
        cuts |= {i for i in range(1, len(stem)) if stem[i].isdigit() and stem[i - 1].isalpha()}
        return cls(targets, frozenset(cuts), cased)


@dataclass
class Vocabulary:
    """What one paper's text (NFKC, reference list left out) prints, for look-ups per word."""

    text: str
    tokens: list[str] = field(default_factory=list)  # lower case, Greek letters spelled out
    cased: list[str] = field(default_factory=list)  # the same tokens as printed
    joins: bytearray = field(default_factory=bytearray)  # 1: the next token may continue a name
    at: dict[str, list[int]] = field(default_factory=dict)  # lower-case token -> its positions
    sorted_tokens: list[str] = field(default_factory=list)
    numbers: frozenset[str] = frozenset()
    mentions: frozenset[str] = frozenset()  # label keys the text mentions ("table 4")
    months: frozenset[int] = frozenset()
    year_months: frozenset[tuple[str, str]] = frozenset()
    units: dict[str, bool] = field(default_factory=dict)  # unit name -> printed outside a notice
    x_axes: tuple[tuple[float, float], ...] = ()  # the spans of read charts' x axes
    x_titles: tuple[tuple[str, float, float], ...] = ()  # the same with their titles
    language: str = "English"  # the language most of the text is written in
    tongue: str = "English"  # the same in the question's terms (detect_language): "Russian"
    sample: str = ""  # the start of what the paper itself prints, its language told on it

    @functools.cached_property
    def unaccented(self) -> str:
        """The text without accents, folded once per paper version: accented names asked
        ("Châu Thành", "Husumban") are looked for in it, accents or none."""
        return strip_accents(self.text)

    @functools.cached_property
    def unaccented_lower(self) -> str:
        """The same in lower case: a name is looked for in it before a pattern scans the text."""
        return self.unaccented.lower()

    @functools.cached_property
    def unstudied(self) -> tuple[tuple[tuple[str, frozenset[str]], ...], frozenset[str]]:
        """Its sentences that say what was not studied, with what they name (unstudied.py);
        once per paper version, whatever the size of the library."""
        from paperlens.answer.unstudied import unstudied_objects

        return unstudied_objects(self.text)

    @functools.cached_property
    def unquantified(self) -> tuple[tuple[tuple[str, frozenset[str]], ...], frozenset[str]]:
        """The same sentences with the objects their negated verbs take (unstudied.py)."""
        from paperlens.answer.unstudied import unquantified_objects

        return unquantified_objects(self.text)

    def prepared(self) -> Vocabulary:
        """Itself, with what every question's check reads computed now: a library's index
        build (in the background) pays for it, not the first question asked of the paper."""
        _ = self.unstudied, self.unquantified, self.unaccented_lower
        _ = self.dictionary_language, self.printed_words
        return self

    @functools.cached_property
    def dictionary_language(self) -> str | None:
        """The CLDR code of the paper's language where a dictionary from English into it (or
        its close neighbour) is installed; None for an English or CJK paper, or none installed."""
        return paper_language(self.sample) if self.language == "other" else None

    @functools.cached_property
    def printed_words(self) -> PrintedWords:
        """Its words, filed for finding the printed translations of a question's words."""
        return PrintedWords(_WORD.findall(self.text))

    @functools.cached_property
    def caption_words(self) -> set[str]:
        """The words its captions open with ("tabelle", "clàr"), in any language; built once
        asked."""
        return label_words(self.text.splitlines())

    @functools.cached_property
    def spellings(self) -> dict[str, str]:
        """Its words in Latin letters by their transliteration key (the first form printed), for
        a name asked in another spelling ("Remich" of "Réimech"); built once asked."""
        out: dict[str, str] = {}
        for word in _LATIN_WORD.findall(self.text):
            k = key(word)
            if k.isalpha():
                out.setdefault(k, word)
        return out

    @classmethod
    def of(cls, text: str, own: str | None = None) -> Vocabulary:
        """Build once per paper version: one pass per kind of thing over the text. ``own`` is
        what the paper itself prints, where ``text`` adds PaperLens's English descriptions of
        its figures ("The x axis shows ..."): its language is judged on that alone, or an
        Afrikaans paper with two read charts reads as English."""
        v = cls(text)
        spelled = text.translate(_SPELL_GREEK).translate(LETTER_APOSTROPHES)
        v.cased = _TOKEN.findall(spelled)
        v.tokens = [t.lower() for t in v.cased]
        gaps = _TOKEN.split(spelled)[1:-1]  # what stands between each token and the next
        v.joins = bytearray(1 if len(g) <= 3 and _GAP.fullmatch(g) else 0 for g in gaps)
        v.joins.append(0)
        for i, token in enumerate(v.tokens):
            v.at.setdefault(token, []).append(i)
        v.sorted_tokens = sorted(v.at)
        plain = fold_digits(CITATION.sub(" ", text))  # "[21]" cites; it is no fact about 21
        numbers: set[str] = set()
        for m in _NUMBER.finditer(plain):
            if _NOT_THE_NUMBER.match(plain, m.end()):
                continue
            token = m.group()
            if token.isdigit():
                numbers.add(f"I:{token}")
            if _DECIMAL.fullmatch(token):
                numbers.add("D:" + token.replace(",", "."))
            if _GROUPED.fullmatch(token):
                numbers.add("I:" + token.replace(",", ""))
        for m in _SPACED_THOUSANDS.finditer(plain):
            numbers.add("I:" + re.sub(r"\D", "", m.group()))
        v.numbers = frozenset(numbers)
        v.mentions = frozenset(label_key(m.group()) for m in _LABEL_MENTION.finditer(text))
        v.language = _text_language(text if own is None else own)
        v.sample = (text if own is None else own)[:_SAMPLE]
        v.tongue = _tongue(text if own is None else own)
        printed = _MONTH_PRINTED_EN if v.language == "English" else _MONTH_PRINTED
        v.months = frozenset(
            int(m.group(1)) if m.group(1) else MONTH_FORMS[m.group().lower()]
            for m in printed.finditer(text)
        ) | months_printed(text)  # a month axis abbreviated in the paper's language
        v.year_months = frozenset(
            (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
            for m in _YEAR_MONTH.finditer(text)
        )
        v.x_axes = x_axes(text)
        v.x_titles = x_axis_titles(text)
        low = text.lower()  # the unit patterns are written in lower case: no re.I scans
        v.units = dict.fromkeys(UNITS_PRINTED, False)
        for m in _UNITS_ONE_SCAN.finditer(low):
            if m.lastgroup and not in_notice(low, m.start()):
                v.units[_UNIT_NAMES[int(m.lastgroup[1:])]] = True
        return v

    def has_term(self, term: str | TermQuery) -> bool:
        q = TermQuery.of(term) if isinstance(term, str) else term
        if q.prefix is not None:
            i = bisect.bisect_left(self.sorted_tokens, q.prefix)
            return i < len(self.sorted_tokens) and self.sorted_tokens[i].startswith(q.prefix)
        tokens = self.cased if q.cased else self.tokens
        return any(self._run_spells(t, tokens, q.boundaries) for t in q.targets)

    def _run_spells(self, target: str, tokens: list[str], cuts: frozenset[int]) -> bool:
        """Whether a run of tokens, each gap between them at a place where the name's parts
        meet, joins to ``target``. Candidates start at a token that is a prefix of it."""
        for k in range(1, len(target) + 1):
            head = target[:k]
            for start in self.at.get(head.lower(), ()):
                if tokens[start] != head:
                    continue
                length, j = k, start
                while length < len(target):
                    if not self.joins[j] or length not in cuts:
                        break
                    j += 1
                    nxt = tokens[j]
                    if not target.startswith(nxt, length):
                        break
                    length += len(nxt)
                if length == len(target):
                    return True
        return False

    @functools.cached_property
    def readings(self) -> Readings | None:
        """Its words of other scripts, read the first time a question's name is not found as
        spelled (a second or so for a long CJK paper, so not for every paper up front); None
        for a paper with none, found once too (the look-up scanned the paper on every ask)."""
        return Readings(self.text) if _FOREIGN.search(self.text) else None

    def has_prefix(self, stem: str) -> bool:
        """Whether some token starts with ``stem`` (lower case): "placent" finds "placenta"."""
        i = bisect.bisect_left(self.sorted_tokens, stem)
        return i < len(self.sorted_tokens) and self.sorted_tokens[i].startswith(stem)

    def has_number(self, number: str) -> bool:
        return number_key(number) in self.numbers

    def on_x_axis(self, value: float) -> bool:
        """Whether a read chart's x axis spans ``value``: a point asked between its ticks ("on
        day 13", "at about 620 anchorings") is a point of the chart, not a number it lacks."""
        return any(lo <= value <= hi for lo, hi in self.x_axes)

    def on_titled_x_axis(self, value: float, unit: re.Pattern[str]) -> bool:
        """Whether a read chart's x axis whose title names ``unit`` ("Number of cycles",
        "Ciclos") spans ``value``: "after 250 cycles" is a point of that chart, though it
        prints only the tick "250", or no tick there at all."""
        return any(lo <= value <= hi and unit.search(t) for t, lo, hi in self.x_titles)

    def on_year_axis(self, number: str) -> bool:
        """Whether ``number`` is a year between two printed years of a read chart's x axis of
        years ("2013" on an axis ticked 2004, 2006, ... 2024): the chart gives its value,
        printed or not. Past the last printed year the axis's span is no data."""
        if not number.isdigit():
            return False
        year = int(number)
        return any(
            lo < year < hi
            and any(self.has_number(str(y)) for y in range(int(lo), year))
            and any(self.has_number(str(y)) for y in range(year + 1, int(hi) + 1))
            for lo, hi in self.x_axes
            if lo >= 1500 and hi <= 2100
        )

    def has_month(self, month: int, year: str) -> bool:
        return month in self.months or (year, f"{month:02d}") in self.year_months
