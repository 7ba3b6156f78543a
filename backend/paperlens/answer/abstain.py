"""Say "I don't know" when the selected papers cannot contain the answer.

A question about a dataset, language pair, model or unit that the papers never mention gets a
confident, cited, wrong answer from any answerer that ranks what is there: the English-to-French
row for an English-to-Japanese question. So before answering, the question's checkable words are
looked up in the papers themselves (not only in the retrieved evidence):

- names written in Latin script (ImageNet, BLEU, WMT, GPU, ResNet-200, English-to-Chinese), in
  every language a question comes in: they are the words of a Korean or Japanese question too;
- numbers the question states (WMT 2014, k = 24);
- the tables, figures and algorithms it names (Table 9 in a paper with four tables);
- the unit it asks in (a currency, kWh, CO2 emissions).

Reference lists are left out: a title in the bibliography is not something the paper reports.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from paperlens.answer.code_literals import only_in_code
from paperlens.answer.countries import unnamed_country
from paperlens.answer.crosslingual import concept, concept_printed, glosses, ordinary_word
from paperlens.answer.measures import currency_printed, is_unit_symbol, unit_printed
from paperlens.answer.months import MONTH_NAMES, MONTHS, months_asked
from paperlens.answer.name_runs import printed_in_run
from paperlens.answer.open_bounds import THRESHOLD
from paperlens.answer.qualifiers import language_named, qualifier_missing
from paperlens.answer.quantity import printed_in_unit
from paperlens.answer.time_axes import time_past_axes
from paperlens.answer.unit_names import unit_named
from paperlens.answer.unstudied import (
    done_for_another,
    unquantified_in_papers,
    unstudied_by_initials,
    unstudied_in_papers,
)
from paperlens.answer.vocabulary import (
    CARBON,
    ENERGY,
    GREEK,
    MONEY,
    TermQuery,
    Vocabulary,
    in_notice,
)
from paperlens.labels import find_labels, label_key
from paperlens.retrieval.router import explicit_labels
from paperlens.scripts import strip_accents

# "Recall@20" is one name: the paper printing Recall@10 and some 20 does not print it.
# Latin letters with their accents: "Châu Thành", "Örnsköldsvik" are names as printed.
_L = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff"
# A letter apostrophe ("Fargʻona", the ʻokina) is inside the word, as the paper prints it.
_WORD = re.compile(rf"[{_L}][{_L}0-9]*(?:[-_.'’\u02bb-\u02bd/+@][{_L}0-9]+)*\+*")
# A number glued to a CJK word ("2022년", "65岁") stands alone; one glued to a Latin word is a name;
# one before a CJK multiplier ("5万" is 50,000) is printed otherwise.
_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.,])\d+(?:[.,]\d+)*(?![A-Za-z0-9_]|[.,]\d|\s?[万萬亿億千百만억천백])"
)
_SENTENCE_START = re.compile(r"(?:^|[.?!:;。？！]\s*|[\"“(¿¡]\s*)$")
# Capitalised words that start questions or name document parts, not things a paper reports.
_COMMON_CAPITALS_WORDS = """i in on at of for to by with from the a an and or but if is are was were be does do did
    what which who whom whose how why when where whereas can could would should will may might
    according based given compared using use table tables figure figures fig fig. algorithm
    section appendix equation eq paper papers article authors author model models tab
    please tell list give show explain describe name say"""
_COMMON_CAPITALS = frozenset(_COMMON_CAPITALS_WORDS.split())
_LABEL_WORDS = re.compile(
    r"(?:extended data |supplementary )?(?:tables?|tab\.|figures?|figs?\.|algorithms?|abbildung"
    r"|tabelle|tableau|tabla|figura|section|sec\.|eq\.|equation|appendix)\s*\(?(?:[A-Z]?\d+[a-z]?"
    r"(?:\.\d+)*|[IVX]+\b)\)?|[表图圖図]\s*\d+|(?:그림|표)\s*\d+",
    re.I,
)
# Units a question may ask a quantity in: (what, asked in the question); the paper's side is
# precomputed in its Vocabulary.
_ANY_CURRENCY = "any currency"
_UNITS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        _ANY_CURRENCY,
        # "How much does storage cost per gigabyte?" asks for a price, in some currency.
        re.compile(
            rf"{MONEY}|\bhow much (?:does|did|do|would|will|is|was)\b.{{0,60}}\bcosts?\b|\bprice\b"
            # ... or an amount earned: "how much do the sellers earn", "their wages"
            r"|\bhow much\b.{0,60}\bearn(?:s|ed)?\b|\bearnings\b|\bwages?\b|\bsalar(?:y|ies)\b"
            # ... and in CJK (not "cost": a training cost is given in GPU hours or FLOPs; not
            # the Latin "prix", "precios": an economics paper's prices are indices, in %).
            r"|价格|價格|価格|値段|가격"
            # "how much did it cost" in the router's other languages: "¿Cuánto costó?",
            # "Combien a coûté", "Wie viel kostete", "費用はいくら", "비용은 얼마", "多少钱"
            r"|\bcu[áa]nto\s+(?:cost[óo]|cuesta|costaba|costar[áa]n?)\b"
            r"|\bcombien\s+(?:a|ont|avait|avaient|aura)?\s*co[ûu]t[ée]"
            # ... and in Italian and Portuguese: "Quanto costa ...?", "Quanto custou ...?"
            r"|\bquanto\s+(?:cost(?:a|ano|ava|avano|[oò])|custa(?:m|va)?|custou)\b"
            r"|\bwie\s*viel\b.{0,60}\bkoste|\bwas\s+kostete"
            r"|(?:費用|コスト|代金|料金).{0,12}いくら|비용.{0,8}얼마|多少钱|多少錢|费用.{0,8}多少",
            re.I,
        ),
    ),
    ("energy in kWh or joules", re.compile(ENERGY, re.I)),
    ("carbon emissions", re.compile(CARBON, re.I)),
    (
        "power in watts",
        re.compile(
            r"\b(?:kilo|mega|giga)?watts?\b(?![- ]?hours?)|\bpower (?:consumption|draw|usage)\b|消費電力|電力消費|功耗|耗电|ワット"
            r"|瓦特|와트|소비\s*전력|전력\s*소비|\bconsommation électrique|\bconsumo eléctrico"
            r"|\bleistungsaufnahme|\bstromverbrauch",
            re.I,
        ),
    ),
)


@dataclass(frozen=True)
class Abstention:
    """Why a question cannot be answered from the selected papers, and the words that failed.
    ``kind``: "label" (no such table or figure), "absent" (a name), "number", "unit",
    "currency" (no amount of money),
    "said" (the paper says it did not measure or study it)."""

    kind: str
    reason: str
    missing: tuple[str, ...]


def _latin_script(language: str) -> bool:
    return language in ("English", "German", "French", "Spanish", "Italian", "Portuguese")


def _name_like(word: str, at_start: bool, language: str) -> bool:
    """A word that names a thing the paper would print as written: an acronym (BLEU), a camel-
    case name (ImageNet), letters with digits (P100), or, in English and the Romance languages, a
    capitalised word inside the sentence (Chinese). German capitalises every noun, so there only
    the first three count; in other scripts every Latin word is a name."""
    core = word.strip("'’+")
    if len(core) < 2 or core.lower() in _COMMON_CAPITALS or core.lower() in _MONTHS:
        return False  # months are checked with their year (see _month_asked)
    head, *rest = core.split("-")
    if rest and head.lower() in _MONTHS and all(p.islower() for p in rest):
        return False  # "October-seeded": the month as an adjective, checked as a month is
    if not _latin_script(language):
        return True
    parts = re.split(r"[-_/.]", core)
    if any(re.search(r"[A-Za-z]", p) and re.search(r"\d", p) for p in parts):
        return True  # P100, ResNet50, top5
    if any(len(p) >= 2 and p.isupper() for p in parts):
        return True  # BLEU, WMT, GPU
    if any(re.search(r"[a-z][A-Z]", p) for p in parts):
        return True  # ImageNet, DenseNet
    if "_" in core:
        return True  # P_drop, d_model: symbols as printed
    if language == "German" or at_start:
        return False
    return core[0].isupper()


_POSSESSIVE = re.compile(r"['’]s$")


def _name_parts(word: str, language: str) -> str:
    """A compound with the nouns of a language that capitalises them dropped: German writes
    "BLEU-Wert" (BLEU value) and "GPU-Stunden" as one word, and its noun is no name a paper
    must print ("WMT-2014-Aufgabe" still asks for WMT 2014)."""
    parts = re.split(r"-", word)
    if len(parts) < 2:
        return word
    kept = [p for p in parts if not p.isalpha() or _name_like(p, False, language)]
    return "-".join(kept) if kept else word


# "Rosa alba", "Pityogenes chalcographus": a Latin species name, its genus capitalised.
_EPITHET = re.compile(r"\s+[a-z]{4,}(?:us|um|ae|ii|is|a)\b")


# The article before a noun that a name stands in apposition to.
_GERMAN_ARTICLE = re.compile(
    r"\b(?:der|die|das|dem|den|des|im|am|beim|vom|zum|zur|ins|ein|eine|einer|eines|einem)\s+$",
    re.I,
)


def _german_name(q: str, m: re.Match[str], previous: re.Match[str] | None) -> bool:
    """German capitalises every noun, so a name shows by where it stands: after an article's
    noun with nothing between ("auf der Versuchsfläche Rouveen", "die Sorte Idared"; not "wie
    viele Kilowattstunden Strom"), or as the genus of a Latin species name ("Kupferstecher
    (Pityogenes chalcographus)")."""
    word = m.group()
    if not (word[:1].isupper() and word[1:].islower() and word.isalpha()):
        return False
    if _EPITHET.match(q, m.end()):
        return True
    if previous is None or q[previous.end() : m.start()] != " ":
        return False
    noun = previous.group()
    return (
        noun[:1].isupper()
        and noun.isalpha()
        and noun.lower() not in _COMMON_CAPITALS
        and bool(_GERMAN_ARTICLE.search(q[: previous.start()]))
    )


def checkable_terms(question: str, language: str) -> list[str]:
    """The names in a question that the papers must print for the question to be answerable."""
    q = unicodedata.normalize("NFKC", question)
    q = _LABEL_WORDS.sub(lambda m: " " * len(m.group()), q)
    out: list[str] = []
    previous = None
    for m in _WORD.finditer(q):
        before = q[m.start() - 1] if m.start() else ""
        previous, last = m, previous
        if before.isalpha() and before.lower() != before.upper():
            continue  # the tail of a word in other letters: "µg/m³" is a unit, not "g/m3"
        # A possessive names the thing itself: "LoRA-Mix's WER" asks about LoRA-Mix.
        word = _POSSESSIVE.sub("", m.group())
        at_start = bool(_SENTENCE_START.search(q[: m.start()]))
        if language == "German":
            if _german_name(q, m, None if at_start else last):
                out.append(word)
                continue
            word = _name_parts(word, language)
        if _name_like(word, at_start, language):
            out.append(word)
            # "Myotis daubentonii": a species is named by its epithet too, which a paper
            # prints after the genus or its initial ("M. daubentonii")
            epithet = _EPITHET.match(q, m.end()) if word.isalpha() and word[1:].islower() else None
            if epithet:
                out.append(epithet.group().strip())
        elif _latin_script(language) and re.search(r"[-/]", word):
            # "English-to-Chinese": the capitalised parts of a compound are names on their own.
            out += [
                p
                for p in re.split(r"[-/]", word)
                if _name_like(p, False, language) and p[0].isupper()
            ]
    return list(dict.fromkeys(out))


_GREEK = GREEK
_GREEK_PART = re.compile(rf"^({'|'.join(sorted(_GREEK, key=len, reverse=True))})(\d*)$", re.I)


def _part_pattern(part: str) -> str:
    m = _GREEK_PART.match(part)
    if m:
        return rf"(?:{re.escape(m.group(1))}|[{_GREEK[m.group(1).lower()]}]){re.escape(m.group(2))}"
    # a digit after a letter may be a sub- or superscript: "R2" is "R^2", "CO2" "CO_2"
    return re.sub(r"(?<=[A-Za-z])(?=\d)", r"[\\^_]?", re.escape(part))


def _term_pattern(term: str) -> re.Pattern[str]:
    """ "GPU" finds "GPUs", "P_drop" finds "Pdrop", "ResNet-200" finds "ResNet 200"; short
    acronyms match case-sensitively ("US" is not "us")."""
    parts = [p for p in re.split(r"[-_/.'’@+\s]+", term.strip("+")) if p]
    last = parts[-1]
    plural = r"(?:s|es)?" if not last.endswith("s") or last.isupper() else ""
    if last.endswith("s") and not last.isupper() and len(last) > 3:
        parts[-1] = last[:-1]
        plural = r"(?:s|es)?"
    if len(parts) == 1 and re.fullmatch(r"[A-Z][a-z]{5,}", parts[0]):
        # "Mexican" finds "Mexico", "Canadian" "Canada"; "Chinese" still needs "Chine...".
        word = parts[0]
        return re.compile(rf"(?<![A-Za-z0-9]){re.escape(word[: max(5, len(word) - 3)])}", re.I)
    if len(parts) == 1 and re.fullmatch(r"[A-Z][a-z]{3,4}", parts[0]):
        # a short capitalised word is also found inflected: "Scale" in "Scaled", "Scaling"
        word = parts[0]
        stem, ends = (word[:-1], r"(?:e|es|ed|ing|er|ers)") if word.endswith("e") else (word, "")
        ends = ends or r"(?:s|es|ed|ing|er|ers)?"
        return re.compile(rf"(?<![A-Za-z0-9]){re.escape(stem)}{ends}(?![A-Za-z0-9])", re.I)
    body = r"[\W_]{0,3}".join(_part_pattern(p) for p in parts)
    # Short names with capitals are spelled exactly: "US" is not "us", "mAP" is not "map".
    flags = 0 if (len(term) <= 4 and any(c.isupper() for c in term[1:] or term)) else re.I
    return re.compile(rf"(?<![A-Za-z0-9]){body}{plural}(?![A-Za-z0-9])", flags)


# "at 150", "after 30 epochs", "à 75 %": a point on a chart's axis, not a name.
_POINT_WORDS = frozenset(["at", "after", "before", "around", "à", "a", "bei", "en", "nach"])
_AXIS_POINT = re.compile(
    r"\b(?:at|after|before|around|à|a|bei|en|nach)\s+(?:the\s+|about\s+)?#|#\s*%|#\s*(?:시|번째)",
    re.I,
)
# "on day 13", "in week 8", "at about 90 anchorings": a point named by its axis's noun, or
# given as approximate. A year stays checked ("in Sønderborg 2024" is a year the paper may lack).
_NOUN_POINT = re.compile(
    r"\b(?:at|on|in|after|before|bei|nach)\s+(?:the\s+)?~\s+#|\babout\s+#", re.I
)
_YEARLIKE = re.compile(r"^(?:1[0-9]|20)\d\d$")


_MONTH_NAMES = MONTH_NAMES
# Month names in the router's languages, each with its number.
_MONTHS = MONTHS
_MONTH_ASKED = re.compile(
    rf"\b(?P<name>{'|'.join(sorted(_MONTHS, key=len, reverse=True))})\b(?:\s+(?:de\s+|of\s+)?(?P<year>(?:19|20)\d\d))?"
    r"|(?P<year2>(?:19|20)\d\d)\s*년\s*(?P<ko>1[0-2]|[1-9])\s*월|(?P<year3>(?:19|20)\d\d)\s*年\s*(?P<cjk>1[0-2]|[1-9])\s*月",
    re.I,
)


def _month_asked(question: str) -> tuple[int, str] | None:
    """A month (and year) the question restricts to: "in June 2010", "en junio de 2010"."""
    m = _MONTH_ASKED.search(question)
    if not m:
        return None
    if m.group("name"):
        if not m.group("year"):
            return None  # "May" alone is too often the verb
        return _MONTHS[m.group("name").lower()], m.group("year")
    if m.group("ko"):
        return int(m.group("ko")), m.group("year2")
    return int(m.group("cjk")), m.group("year3")


def _season(months: frozenset[int]) -> frozenset[int]:
    """The months the printed ones span, across the year's end, leaving out the longest gap
    between them: "từ tháng 12 đến tháng 5" (December to May) covers January too."""
    if not months:
        return frozenset()
    ordered = sorted(months)
    gaps = [
        ((b - a) % 12 or 12, a) for a, b in zip(ordered, ordered[1:] + ordered[:1], strict=True)
    ]
    length, after = max(gaps)
    return frozenset((after + k - 1) % 12 + 1 for k in range(length, 12 + 1))


Papers = Vocabulary | str | Sequence[Vocabulary]


def _vocabularies(papers: Papers) -> Sequence[Vocabulary]:
    if isinstance(papers, str):
        return [Vocabulary.of(unicodedata.normalize("NFKC", papers))]
    return [papers] if isinstance(papers, Vocabulary) else papers


def check(
    question: str,
    language: str,
    papers: Papers,
    label_keys: frozenset[str],
    *,
    chart: bool = False,
) -> Abstention | None:
    """An Abstention when the papers (their Vocabulary, one per paper, or a text, and their
    ``label_keys``) lack something the question names; None when every checkable word is
    there. For a ``chart`` question a point on an axis ("at epoch 150", "at 75% reads") may
    fall between the printed ticks: it is not checked; a count that names a curve ("with 21
    servers") is. The cost grows with the question and the number of papers, not their text."""
    vocab = _vocabularies(papers)
    q = unicodedata.normalize("NFKC", question)
    for label in explicit_labels(q):
        key = label_key(label)
        if key not in label_keys and not any(key in v.mentions for v in vocab):
            return Abstention("label", f"the selected papers have no {label}", (label,))
    for what, asked in _UNITS:
        if asked.search(q) and not any(
            v.units.get(what) or (what == _ANY_CURRENCY and _currency_given(v)) for v in vocab
        ):
            # (no amount of money: said as a whole in each language, not "in any currency")
            kind = "currency" if what == _ANY_CURRENCY else "unit"
            return Abstention(kind, f"the selected papers give nothing in {what}", (what,))
    month = _month_asked(q)
    if month and not any(v.has_month(*month) for v in vocab):
        name, year = month
        what = f"{_MONTH_NAMES[name - 1]} {year}".strip()
        return Abstention("absent", f"the selected papers never mention {what}", (what,))
    season = _season(frozenset().union(*(v.months for v in vocab)))
    for asked_month in () if month or chart else months_asked(q):
        # "12月", "in October": papers that date things by month, but never in this one's season
        # (a chart's month axis may print them otherwise: "T1" for tháng 1).
        if season and asked_month not in season:
            what = _MONTH_NAMES[asked_month - 1]
            return Abstention("absent", f"the selected papers never mention {what}", (what,))
    missing = unprinted_names(q, language, vocab)
    if missing:
        listed = ", ".join(f"'{t}'" for t in missing)
        return Abstention("absent", f"the selected papers never mention {listed}", tuple(missing))
    texts = [v.text for v in vocab]
    said = (
        unstudied_in_papers(q, vocab)
        or unstudied_by_initials(q, vocab)
        or unquantified_in_papers(q, vocab)
        or done_for_another(q, texts)
    )
    if said:
        # "We did not measure gas evolution": the paper says it does not know either.
        quoted = f'"{said.rstrip(".。። ")}"'
        return Abstention("said", f"the paper says {quoted}", (quoted,))
    near = _near_miss(q, language, vocab)
    if near:
        return Abstention("absent", f"the selected papers never mention '{near}'", (near,))
    named = language_named(q, vocab)
    if named:
        return Abstention("absent", f"the selected papers never mention {named}", (named,))
    qualifier = qualifier_missing(_LABEL_WORDS.sub(" ", q), language, vocab)
    if qualifier:
        return Abstention(
            "absent", f"the selected papers never mention '{qualifier}'", (qualifier,)
        )
    stripped = _CLOCK.sub(r"\1", _LABEL_WORDS.sub(" ", q))
    # "in the late 1990s", "over 2015–2019": a period is there when any year of it is printed.
    for m in _PERIOD.finditer(stripped):
        years = _period_years(m)
        if years and not any(
            v.has_number(str(y)) or v.on_year_axis(str(y)) for v in vocab for y in years
        ):
            return Abstention(
                "number",
                f"the years {m.group()} appear nowhere in the selected papers",
                (m.group(),),
            )
    stripped = _PERIOD.sub(
        lambda m: " " * len(m.group()) if _period_years(m) else m.group(), stripped
    )
    # "a dev BLEU of at least 26", "fewer than 20M parameters": a bound the question sets need
    # not be printed (its unit still is, above)
    stripped = THRESHOLD.sub(lambda m: " " * len(m.group()), stripped)
    # Numbers glued to words (P100, top-5) were checked as names; these stand alone.
    # Other words become "~", not spaces, so that "a trial with 100,000" does not read as the
    # axis point "a 100,000".
    blanked = _WORD.sub(
        lambda m: (
            m.group() if m.group().lower() in _POINT_WORDS | {"the", "about", "on", "in"} else "~"
        ),
        stripped,
    )
    numbers = [
        m.group()
        for m in _NUMBER.finditer(blanked)
        if not (
            (chart or _on_axis(blanked, m.start(), m.group(), vocab))
            and _axis_point(blanked, m.start(), m.end())
        )
    ]
    absent = [n for n in numbers if not any(v.has_number(n) or v.on_year_axis(n) for v in vocab)]
    if absent:
        listed = ", ".join(absent)
        return Abstention(
            "number", f"the number(s) {listed} appear nowhere in the selected papers", tuple(absent)
        )
    return None


def unprinted_names(question: str, language: str, vocab: Sequence[Vocabulary]) -> list[str]:
    """The names the question asks (NFKC) that the papers print in no spelling looked for, or
    only as an argument in their code; of papers in another language, a country's adjective
    ("Mongolian") where no language's name of that country is printed."""
    texts = [v.text for v in vocab]
    out: list[str] = []
    for t in checkable_terms(question, language):
        symbols = unit_named(t, question)
        if symbols and any(printed_in_unit(x, symbols, frozenset()) for x in texts):
            continue  # "Wéi vill Hektar": a unit's name, capitalised as a noun; printed "950 ha"
        if _translated(t, language, vocab):
            out += [t] if unnamed_country(t, texts) else []
            continue
        if _numbered_member(t, question, language, vocab):
            continue
        missing = _missing(t, vocab)
        if not missing and only_in_code(t, texts):
            out.append(t)  # ("Ostrava" of 'met_predict(fit, newsite = "Ostrava")')
            continue
        out += [
            m
            for m in missing
            if not _glossed(question, t, vocab)
            and not _spelt_otherwise(question, m, vocab)
            and not printed_in_run(question, m, vocab)
        ]
    return out


def _currency_given(v: Vocabulary) -> bool:
    """Whether the paper gives an amount in a currency that ``MONEY`` does not name: a sign,
    an ISO code or a local symbol ("kr.", "zł", "DKK"), outside a copyright notice."""
    low = v.text.lower()
    return currency_printed(v.text, lambda at: not in_notice(low, at))


_SIGN = re.compile(r"[-−]$")


def _on_axis(blanked: str, start: int, number: str, vocab: Sequence[Vocabulary]) -> bool:
    """Whether some read chart's x axis spans the number ("at about −11 °C" on an axis from
    −15 to 5): a question that names no figure may still ask a point of one."""
    try:
        value = float(number.replace(",", "."))
    except ValueError:
        return False
    if blanked[:start].rstrip().endswith(("-", "−")):
        value = -value
    return any(v.on_x_axis(value) for v in vocab)


def _axis_point(blanked: str, start: int, end: int) -> bool:
    # (a sign is part of the point: "at about −11 °C")
    marked = _SIGN.sub("", blanked[:start]) + "#" + blanked[end:][:2]
    if _AXIS_POINT.search(marked):
        return True
    return not _YEARLIKE.match(blanked[start:end]) and bool(_NOUN_POINT.search(marked))


# "workload G", "alloy B", "the I band": one capital letter naming a member of a series.
_SERIES_FUNCTION = frozenset(
    [
        "and",
        "or",
        "than",
        "with",
        "for",
        "from",
        "between",
        "versus",
        "what",
        "which",
        "when",
        "where",
        "does",
        "did",
        "are",
        "was",
        "were",
        "can",
        "could",
        "would",
        "should",
        "will",
        "has",
        "have",
        "had",
        "the",
        "its",
        "their",
        "this",
        "that",
        "these",
        "those",
        "into",
        "onto",
        "about",
        "over",
        "under",
        "per",
        "via",
    ]
)
_LETTER_AFTER = re.compile(r"\b([a-z]{3,})[ \t-]+([A-Z])\b(?![’'.\-]?\w)")
_LETTER_BEFORE = re.compile(r"\b(?:the|in|on|of|for)\s+([A-Z])[ \t-]([a-z]{3,})\b")
# Where a lone capital is a label's numbering ("Table I", "Appendix A"), not a series member.
_LABELLING = frozenset(
    [
        "table",
        "tab",
        "figure",
        "fig",
        "appendix",
        "section",
        "sec",
        "chapter",
        "part",
        "eq",
        "equation",
        "algorithm",
    ]
)
# "at 48 months", "after 3 years": a horizon, checked with its unit.
_HORIZON = re.compile(
    r"(?<![\d.,])(\d+(?:[.,]\d+)?)[ \t-]*(?:[a-z]{3,}[ \t]+)?(months?|years?|weeks?|days?|mois"
    r"|meses|años|monaten?|jahren?|wochen|semaines|semanas|cycles?|zyklen|ciclos)\b",
    re.I,
)
_HORIZON_UNIT = {
    "month": r"months?|mo\.|mois|meses|monaten?|个月|か月|ヶ月|개월",
    "year": r"years?|yrs?|ans|années|años|jahren?|年|岁|歲|歳|세",  # "35–49 岁": an age band
    "week": r"weeks?|wks?|semaines|semanas|wochen|周|週|주",
    "day": r"days?|jours|días|tagen?|天|日|일",
    "cycle": r"cycles?|zyklen|ciclos|사이클|サイクル|循环",
}
# "What is the fatigue limit of ...": the quantity asked, its modifier and noun.
_ASKED_QUANTITY = re.compile(
    r"^\s*(?:what|which|how (?:high|large|low|long|deep|big))\s+(?:is|was|are|were)\s+the\s+"
    r"([a-z]{4,})\s+([a-z]{3,})\b"
)
_QUANTITY_STOP = frozenset(
    [
        "total",
        "overall",
        "average",
        "mean",
        "median",
        "typical",
        "main",
        "best",
        "worst",
        "highest",
        "lowest",
        "maximum",
        "minimum",
        "final",
        "first",
        "last",
        "exact",
        "reported",
        "estimated",
        "measured",
        "expected",
        "observed",
        "approximate",
        "relative",
        "absolute",
        "number",
        "value",
        "amount",
        "share",
        "percentage",
        "proportion",
        "rate",
        "ratio",
        "difference",
        "change",
    ]
)


def _letter_printed(letter: str, vocab: Sequence[Vocabulary]) -> bool:
    for v in vocab:
        for i in v.at.get(letter.lower(), ()):
            if i and v.tokens[i - 1] in _LABELLING:
                continue
            after = v.cased[i + 1] if i + 1 < len(v.cased) else ""
            if v.cased[i] == letter and not (len(after) >= 3 and after.isupper()):
                return True  # (not "I INTRODUCTION": a section's number)
    return False


def _horizon_value(printed: str) -> float:
    """ "1,000" is a thousand, "2,5" two and a half."""
    grouped = re.fullmatch(r"\d{1,3}(?:,\d{3})+", printed)
    return float(printed.replace(",", "" if grouped else "."))


def _horizon_unit(word: str) -> str | None:
    w = word.lower()
    if w.startswith(("month", "mois", "mes", "monat")):
        return "month"
    if w.startswith(("year", "año", "jahr")):
        return "year"
    if w.startswith(("week", "semaine", "semana", "woche")):
        return "week"
    if w.startswith(("day", "día", "tag")):
        return "day"
    if w.startswith(("cycle", "zykl", "ciclo")):
        return "cycle"
    return None


def _near_miss(question: str, language: str, vocab: Sequence[Vocabulary]) -> str:
    """A qualifier the question requires that the papers never state, though they print what it
    qualifies: a series member past the printed ones ("workload G" where A-F are), a horizon
    ("at 48 months" where 12, 24 and 36 are), the quantity asked of an English paper ("the
    fatigue limit" of one that never says fatigue). "" when none."""
    for m in _LETTER_AFTER.finditer(question):
        noun, letter = m.group(1), m.group(2)
        if noun in _SERIES_FUNCTION or noun in _LABELLING or letter in "AI" and m.start(2) == 0:
            continue
        if not _letter_printed(letter, vocab):
            return f"{noun} {letter}"
    for m in _LETTER_BEFORE.finditer(question):
        letter, noun = m.group(1), m.group(2)
        if noun in _SERIES_FUNCTION or _letter_printed(letter, vocab):
            continue
        return f"{letter} {noun}"
    for m in _HORIZON.finditer(question):
        unit = _horizon_unit(m.group(2))
        if unit is None:
            continue
        forms = _HORIZON_UNIT[unit]
        value = re.escape(m.group(1))
        with_value = re.compile(rf"(?<![\d.,]){value}[ \t\u00a0-]*(?:{forms})(?![^\W\d_])", re.I)
        with_any = re.compile(rf"\d[ \t\u00a0-]*(?:{forms})(?![^\W\d_])", re.I)
        if unit == "cycle":  # a cycle is also numbered after the word: "Cycle 50"
            with_value = re.compile(
                rf"{with_value.pattern}|(?:{forms})[ \t\u00a0]*{value}(?![\d.,]*\d)", re.I
            )
            with_any = re.compile(rf"{with_any.pattern}|(?:{forms})[ \t\u00a0]*\d", re.I)
        texts = [v.text for v in vocab]
        if any(with_any.search(t) for t in texts) and not any(with_value.search(t) for t in texts):
            titled = re.compile(rf"(?<![A-Za-z])(?:{forms})", re.I)
            if not any(v.on_titled_x_axis(_horizon_value(m.group(1)), titled) for v in vocab):
                return f"{m.group(1)} {m.group(2)}"
    past = time_past_axes(question, vocab)
    if past:
        return past
    district = _district_missing(question, vocab)
    if district:
        return district
    condition = _condition_missing(question, vocab)
    if condition:
        return condition
    english = all(v.language == "English" for v in vocab)
    asked = _ASKED_QUANTITY.match(question.lower())
    if asked and language == "English" and english:
        word, noun = asked.groups()
        if (
            word not in _QUANTITY_STOP
            and not any(v.has_prefix(_stem(word)) for v in vocab)
            and not any(_bare_header(noun, v.text) for v in vocab)
        ):
            return f"{word} {noun}"
    return ""


def _bare_header(noun: str, text: str) -> bool:
    """A table column headed by the noun alone, with its unit ("| Modulus (GPa) |"): the paper
    names no kind of it, so the kind the question adds ("elastic modulus") is that column's."""
    bare = rf"\|\s*{re.escape(noun)}s?(?:\s*\([^()|]{{1,20}}\))?\s*\|"
    return re.search(bare, text, re.I) is not None


# "at 0 °C", "a 40-km time trial", "at 165 °C": a number with the unit of a measured condition.
# A letter glued to the number is no unit ("3C" cells, "P100"); a space or hyphen sets it off.
_WITH_UNIT = re.compile(
    r"(?<![\w.,:])(?<![A-Za-z]-)([-−]?\d+(?:[.,]\d+)*)"
    r"(?:\s?(°\s?[CF]\b|℃)|[ \t\u00a0-]([A-Za-zµ]{2,5})(?![\w/]))"
)
# Symbols that are words too ("in" for inches), and times, which a chart's axis spans and the
# horizon check judges.
_NOT_CONDITION_UNITS = frozenset(
    ["in", "at", "min", "ms", "hr", "hrs", "mo", "yr", "yrs", "wk", "day", "days", "week", "weeks"]
)
_VALUE = re.compile(r"[-−]?\d+(?:[.,]\d+)?")


def _condition_missing(question: str, vocab: Sequence[Vocabulary]) -> str:
    """A number the question gives with a unit ("charged at 0 °C", "a 40-km time trial") in
    papers that print that unit beside their numbers, but never beside this one and only for
    values on one side of it: the value asked is of a condition past those the papers tested,
    though the bare number is printed for something else (an axis tick, a count). A value
    between two printed ones may be read off a chart, so it is left to the other checks; so is
    a unit the papers print as a header ("Temperature (°C)", "Temperatur, °C"), which puts bare
    numbers under it, and a point on a read chart's x axis."""
    for m in _WITH_UNIT.finditer(question):
        number, unit = m.group(1), m.group(2) or m.group(3)
        unit = re.sub(r"\s", "", unit).replace("℃", "°C")
        if unit in _NOT_CONDITION_UNITS or not (unit.startswith("°") or is_unit_symbol(unit)):
            continue
        value = _number(number)
        if value is None or _YEARLIKE.match(number) or any(v.on_x_axis(value) for v in vocab):
            continue
        symbol = re.escape(unit).replace("°", "°\\s?")
        unit_form = rf"(?:{symbol}|℃)" if unit == "°C" else symbol
        texts = [v.text for v in vocab]
        if any(re.search(rf"[(\[]\s*{unit_form}\s*[)\]]|,\s*{unit_form}(?!\w)", t) for t in texts):
            continue
        gap = r"[ \t\u00a0-]?"
        # (both ends of a printed range: "0–160 kg N/ha" spans 80 kg)
        given = [
            _number(n)
            for t in texts
            for g in re.finditer(
                rf"(?:({_VALUE.pattern})\s*(?:[–—~-]|to|bis|à)\s*)?({_VALUE.pattern}){gap}"
                rf"{unit_form}(?![A-Za-z])",
                t,
            )
            for n in g.groups()
            if n
        ]
        printed = [g for g in given if g is not None]
        if not printed or value in printed:
            continue
        if min(printed) <= value <= max(printed):
            continue
        return m.group().strip()
    return ""


def _number(token: str) -> float | None:
    token = token.replace("−", "-")
    if re.fullmatch(r"-?\d{1,3}(?:,\d{3})+", token):
        token = token.replace(",", "")
    try:
        return float(token.replace(",", "."))
    except ValueError:
        return None


# A decade ("1990s", "1990er", "années 1990" is a year) or a span of years ("2015–2019", "2015-19").
_PERIOD = re.compile(
    r"(?<![\d.,])(?P<decade>(?:1[5-9]|20)\d0)(?:s|er|['’]s)(?![A-Za-z])"
    r"|(?<![\d.,])(?P<start>(?:1[5-9]|20)\d\d)\s*[–—-]\s*(?P<end>(?:1[5-9]|20)?\d\d)(?![\d.,]*\d)"
)


def _period_years(m: re.Match[str]) -> range | None:
    if m.group("decade"):
        decade = int(m.group("decade"))
        return range(decade, decade + 10)
    first, end = m.group("start"), m.group("end")
    last = int(end) if len(end) == 4 else int(first[:2] + end)
    return range(int(first), last + 1) if 0 < last - int(first) <= 30 else None


# "江北区", "西山县": a Chinese place name, two characters and an administrative suffix. Words
# that end in the same character but name no place ("地区" region, "该区" this district) stay out.
_DISTRICT = re.compile(r"([\u4e00-\u9fff]{2})([区县])")
_NOT_A_PLACE = frozenset("地城市社小园辖郊老新全各该本此两三四五六七八九十每某分")


def _district_missing(question: str, vocab: Sequence[Vocabulary]) -> str:
    """A district the question names in a paper that names its districts, but not that one."""
    for m in _DISTRICT.finditer(question):
        name = m.group()
        if m.group(1)[1] in _NOT_A_PLACE or any(name in v.text for v in vocab):
            continue
        printed = {d.group() for v in vocab for d in _DISTRICT.finditer(v.text)}
        if len({d for d in printed if d[1] not in _NOT_A_PLACE}) >= 2:
            return name
    return ""


_SUFFIX = re.compile(r"(?:ing|ed|es|s|al|ic|ly|ity|ness)$")


def _stem(word: str) -> str:
    stem = _SUFFIX.sub("", word)
    return stem if len(stem) >= 4 else word[:4]


# Names a paper in Chinese, Japanese or Korean may print in its own script instead ("显卡").
_WRITTEN_AS = {
    "gpu": (
        "显卡",
        "图形处理器",
        "顯示卡",
        "그래픽 카드",
        "그래픽카드",
        "グラフィックボード",
        "グラフィックス",
    ),
    "gpus": (
        "显卡",
        "图形处理器",
        "顯示卡",
        "그래픽 카드",
        "그래픽카드",
        "グラフィックボード",
        "グラフィックス",
    ),
    "cpu": ("处理器", "中央处理器", "프로세서", "プロセッサ"),
    "cpus": ("处理器", "中央处理器", "프로세서", "プロセッサ"),
}


def _printed(term: str, vocab: Sequence[Vocabulary]) -> bool:
    if is_unit_symbol(term) and any(unit_printed(term, v.text) for v in vocab):
        return True  # "Hz" as an Armenian paper prints it: "Հց"
    if not term.isascii():
        # (the papers' tokens are ASCII: "Thành" is looked for as a word, accents or none,
        # inflected too: "Husumban")
        # A Latin name with its own letters may be printed in another script: "Kosjerić" is
        # "Косјерић" in a Serbian paper set in Cyrillic.
        word = re.compile(rf"(?<!\w){re.escape(strip_accents(term))}", re.I)
        return any(
            word.search(v.unaccented) or (v.readings is not None and v.readings.has(term))
            for v in vocab
        )
    query = TermQuery.of(term)
    forms = _WRITTEN_AS.get(term.lower(), ())
    if any(v.has_term(query) or any(f in v.text for f in forms) for v in vocab):
        return True
    # A name asked without the diacritics the paper prints: "Riga" for "Rīga", "Malmo" for
    # "Malmö" (an English keyboard, or the English spelling of the place).
    bare = re.compile(rf"(?<!\w){re.escape(term)}(?!\w)", re.I)
    low = term.lower()
    if any(
        v.unaccented != v.text and low in v.unaccented_lower and bare.search(v.unaccented)
        for v in vocab
    ):
        return True
    # In another script: "Zarechny" is "Заречный", "PPU" "ППУ", "Kyokai" "協会".
    if any(v.readings is not None and v.readings.has(term) for v in vocab):
        return True
    # A closed-class word ("Southern", "Nord") as the paper's language prints it ("Южный").
    named = concept(term)
    return named is not None and any(
        v.tongue != "English" and concept_printed(named, v.text) for v in vocab
    )


def _translated(term: str, language: str, vocab: Sequence[Vocabulary]) -> bool:
    """An ordinary word of the question's language ("Central", "Industrial") asked of papers
    all written in another: they print its translation, which no spelling finds, so its absence
    proves nothing. Closed-class words (compass points, control, seasons) are still checked, in
    the paper's language (see ``_printed``).

    A question in another script may gloss its word in English: "이석(otolith)" of an Icelandic
    paper. A small-letter word is a common noun, no name: only an English paper would print it
    as the gloss spells it (a unit symbol, "ppm", is looked for in every spelling instead)."""
    if not vocab:
        return False
    if _common_noun(term, language):
        return all(v.language != "English" for v in vocab)
    if concept(term) is not None or not (ordinary_word(term) or term.lower() in _PLACE_HEADS):
        return False
    return all(v.tongue != language for v in vocab)


# What English puts after a place's name ("Levontin Street", "Mures River"): a paper in another
# language prints its own word ("רחוב", "râul"), the name itself transliterated.
_PLACE_HEADS = frozenset(
    [
        "street",
        "streets",
        "road",
        "avenue",
        "boulevard",
        "square",
        "lane",
        "river",
        "lake",
        "island",
        "islands",
        "mountain",
        "mountains",
        "valley",
        "bay",
        "park",
        "forest",
        "county",
        "province",
        "region",
        "district",
        "municipality",
        "village",
        "city",
        "town",
    ]
)


def _numbered_member(term: str, question: str, language: str, vocab: Sequence[Vocabulary]) -> bool:
    """A capitalised word before a number ("Bank 3", "Plot 4") asked of papers all written in
    another language, which print a label of some word before that number ("Bac 3"): the
    word is the label's noun, translated; the number names the member."""
    if not (term.isalpha() and term[:1].isupper() and term[1:].islower()):
        return False
    m = re.search(rf"(?<![\w-]){re.escape(term)}\s+(\d{{1,3}})(?![\d.,]?\d)", question)
    if m is None or not vocab or any(v.tongue == language for v in vocab):
        return False
    label = re.compile(rf"(?<![\w-])([^\W\d_]{{2,}})\.?[ \u00a0]?{m.group(1)}(?![\d.,]?\d)")
    # (not a caption's label: "Tabel 3", "Clàr 3" number the paper's tables, no members)
    return any(
        f.group(1).casefold() not in v.caption_words and not find_labels(f.group())
        for v in vocab
        for f in label.finditer(v.text)
    )


def _common_noun(term: str, language: str) -> bool:
    """A word of small English letters ("otolith") in a question written in another script."""
    return (
        not _latin_script(language)
        and term.isascii()
        and term.isalpha()
        and term.islower()
        and not is_unit_symbol(term)
    )


# "Songpa-gu (송파구)", "Xishan district (西山区)": a name glossed as the paper prints it.
# (the noun after the name may be possessive: "the North region's (Nord) farms")
_GLOSS_AFTER = re.compile(r"[\w'’-]*(?:\s+[A-Za-z]+(?:['’]s?)?){0,2}\s*[(（]([^()（）]{1,40})[)）]")
# "at 16:00": a time of day names its hour; the minutes ":00" are no number the paper prints.
_CLOCK = re.compile(r"(?<![\d.,:])((?:[01]?\d|2[0-3])):00(?![\d:])")


def _glossed(question: str, term: str, vocab: Sequence[Vocabulary] | Sequence[str]) -> bool:
    """Whether the question follows ``term`` with its spelling in the paper, in parentheses,
    and the paper prints that spelling: the name is then asked as printed."""
    for m in re.finditer(re.escape(term), question):
        gloss = _GLOSS_AFTER.match(question, m.end())
        if gloss:
            printed = "".join(gloss.group(1).split())
            texts = (v if isinstance(v, str) else v.text for v in vocab)
            if printed and any(printed in "".join(t.split()) for t in texts):
                return True
            # "the Central district (Tsentralny)": the gloss transliterates what is printed.
            said = glosses(gloss.group())[:1]
            papers = [v for v in vocab if isinstance(v, Vocabulary)]
            if said and any(all(_printed(w, [v]) for w in said[0].split()) for v in papers):
                return True
    return False


# "Burgum (Burgum/Bergum)", "(Hanoi / Ha Noi)": the spellings of one name, in parentheses.
_SPELLINGS = re.compile(r"[(（]([^()（）/]{1,40}(?:/[^()（）/]{1,40})+)[)）]")


def _spelt_otherwise(question: str, term: str, vocab: Sequence[Vocabulary]) -> bool:
    """Whether ``term`` is one of the spellings a question gives a name in ("(Burgum/Bergum)")
    and the paper prints another of them: the name is asked as printed."""
    for m in _SPELLINGS.finditer(question):
        names = [n.strip() for n in m.group(1).split("/")]
        if any(term in n.split() for n in names) and any(
            n and term not in n.split() and all(_printed(w, vocab) for w in n.split())
            for n in names
        ):
            return True
    return False


def _missing(term: str, vocab: Sequence[Vocabulary]) -> list[str]:
    """The term when the papers lack it; for a compound printed otherwise ("English-to-French"
    as "English-French"), only the parts they lack ("Chinese" of "English-to-Chinese")."""
    if _printed(term, vocab):
        return []
    parts = [
        p for p in re.split(r"[-/]", term) if len(p) >= 2 and p.lower() not in _COMMON_CAPITALS
    ]
    if len(parts) < 2 or any(c.isdigit() for c in term):
        return [term]  # "ResNet-200" is a model of its own, not ResNet plus some 200
    named = [p for p in parts if p[0].isupper() or any(c.isdigit() for c in p)] or parts
    return [p for p in named if not _printed(p, vocab)]


def unmentioned(question: str, language: str, texts: Sequence[str]) -> str:
    """The question's names that none of the given texts prints, quoted and joined ("" if none)."""
    missing = [
        t
        for t in checkable_terms(question, language)
        if not any(_term_pattern(t).search(x) for x in texts) and not _glossed(question, t, texts)
    ]
    if missing:  # in another language or script: read as the paper check reads the papers
        read = [Vocabulary.of(unicodedata.normalize("NFKC", "\n".join(texts)))]
        # (a compound as the paper check reads it: "PPU-insulated" asks for PPU)
        missing = [
            m
            for t in missing
            if not _translated(t, language, read) and not _glossed(question, t, read)
            for m in _missing(t, read)
            if not printed_in_run(question, m, read)
        ]
    return ", ".join(f"'{t}'" for t in missing)
