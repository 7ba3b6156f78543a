"""Say "I don't know" when the selected papers cannot contain the answer.

A question about a dataset, language pair, model or unit that the papers never mention gets a
confident, cited, wrong answer from any answerer that ranks what is there: the English-to-French
row for an English-to-Japanese question. So before answering, the question's checkable words are
looked up in the papers themselves (not only in the retrieved evidence):

- names written in Latin script (ImageNet, BLEU, WMT, GPU, ResNet-200, English-to-Chinese), in
  every language a question comes in: they are the words of a Korean or Japanese question too;
- numbers the question states (WMT 2014, k = 24);
- the tables, figures and algorithms it names (Table 9 in a paper with four tables);
- the unit it asks in (US dollars, kWh, CO2 emissions).

Reference lists are left out: a title in the bibliography is not something the paper reports.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from paperlens.labels import find_labels, kind_of, label_key

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-_.'’/+][A-Za-z0-9]+)*\+*")
_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)*(?![\w]|[.,]\d)")
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
# Units a question may ask a quantity in; each group's forms count as one.
_UNITS: dict[str, tuple[str, re.Pattern[str]]] = {
    "money": (
        "US dollars",
        re.compile(
            r"\bdollars?\b|\busd\b|\bus\$|\$\s*\d|\beuros?\b|€|\byuan\b|\brmb\b|\byen\b|\bpounds sterling\b"
            r"|달러|ドル|美元|美金|dólares|\bdollar",
            re.I,
        ),
    ),
    "energy": (
        "energy in kWh or joules",
        re.compile(
            r"\bkwh\b|\bkilowatt|\bmegawatt|\bjoules?\b|\bwatt-hours?\b|킬로와트|キロワット|千瓦",
            re.I,
        ),
    ),
    "carbon": (
        "carbon emissions",
        re.compile(
            r"\bco2\b|\bco₂\b|\bcarbon (?:footprint|emissions?)\b|탄소|二酸化炭素|碳排放", re.I
        ),
    ),
}


@dataclass(frozen=True)
class Abstention:
    """Why a question cannot be answered from the selected papers, and the words that failed.
    ``kind``: "label" (no such table or figure), "absent" (a name), "number", "unit"."""

    kind: str
    reason: str
    missing: tuple[str, ...]


def _latin_script(language: str) -> bool:
    return language in ("English", "German", "French", "Spanish")


def _name_like(word: str, at_start: bool, language: str) -> bool:
    """A word that names a thing the paper would print as written: an acronym (BLEU), a camel-
    case name (ImageNet), letters with digits (P100), or, in English, French and Spanish, a
    capitalised word inside the sentence (Chinese). German capitalises every noun, so there only
    the first three count; in other scripts every Latin word is a name."""
    core = word.strip("'’+")
    if len(core) < 2 or core.lower() in _COMMON_CAPITALS:
        return False
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


def checkable_terms(question: str, language: str) -> list[str]:
    """The names in a question that the papers must print for the question to be answerable."""
    q = unicodedata.normalize("NFKC", question)
    q = _LABEL_WORDS.sub(lambda m: " " * len(m.group()), q)
    out: list[str] = []
    for m in _WORD.finditer(q):
        word = m.group()
        at_start = bool(_SENTENCE_START.search(q[: m.start()]))
        if _name_like(word, at_start, language):
            out.append(word)
        elif _latin_script(language) and re.search(r"[-/]", word):
            # "English-to-Chinese": the capitalised parts of a compound are names on their own.
            out += [
                p
                for p in re.split(r"[-/]", word)
                if _name_like(p, False, language) and p[0].isupper()
            ]
    return list(dict.fromkeys(out))


# Greek letters spelled out in a question ("beta1") are printed as symbols ("β1").
_GREEK = {
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
_GREEK_PART = re.compile(rf"^({'|'.join(sorted(_GREEK, key=len, reverse=True))})(\d*)$", re.I)


def _part_pattern(part: str) -> str:
    m = _GREEK_PART.match(part)
    if m:
        return rf"(?:{re.escape(m.group(1))}|[{_GREEK[m.group(1).lower()]}]){re.escape(m.group(2))}"
    return re.escape(part)


def _term_pattern(term: str) -> re.Pattern[str]:
    """ "GPU" finds "GPUs", "P_drop" finds "Pdrop", "ResNet-200" finds "ResNet 200"; short
    acronyms match case-sensitively ("US" is not "us")."""
    parts = [p for p in re.split(r"[-_/.'’\s]+", term.strip("+")) if p]
    last = parts[-1]
    plural = r"(?:s|es)?" if not last.endswith("s") or last.isupper() else ""
    if last.endswith("s") and not last.isupper() and len(last) > 3:
        parts[-1] = last[:-1]
        plural = r"(?:s|es)?"
    body = r"[\W_]{0,3}".join(_part_pattern(p) for p in parts)
    flags = 0 if (len(term) <= 3 and term.isupper()) else re.I
    return re.compile(rf"(?<![A-Za-z0-9]){body}{plural}(?![A-Za-z0-9])", flags)


def _number_pattern(number: str) -> re.Pattern[str]:
    digits = number.replace(",", "")
    if "." in digits:
        whole, frac = digits.split(".", 1)
        body = rf"{re.escape(whole)}[.,]{re.escape(frac)}"
    elif len(digits) >= 4:
        # 4000 = 4,000 = 4 000
        head = digits[: len(digits) % 3 or 3]
        groups = [digits[i : i + 3] for i in range(len(head), len(digits), 3)]
        body = re.escape(head) + "".join(rf"[,\s\u2009]?{g}" for g in groups)
    else:
        body = re.escape(digits)
    return re.compile(rf"(?<![\d.,]){body}(?![\d]|[.,]\d)")


def _label_printed(label: str, text: str) -> bool:
    """Whether the papers' text mentions a label at all ("as shown in Table 5"), even when the
    table itself was not extracted."""
    key = label_key(label)
    number = key.rsplit(" ", 1)[-1]
    kind = kind_of(label) or "table"
    words = {
        "table": r"tables?|tab\.|表|표",
        "figure": r"figures?|figs?\.|图|圖|図|그림",
        "algorithm": r"algorithms?",
    }[kind]
    pattern = re.compile(rf"(?:{words})\s*(?:{re.escape(number)}|[IVX]+)(?![0-9A-Za-z])", re.I)
    return any(label_key(m.group()) == key for m in pattern.finditer(text))


def check(
    question: str,
    language: str,
    text: str,
    label_keys: frozenset[str],
    *,
    check_numbers: bool = True,
) -> Abstention | None:
    """An Abstention when the papers (their ``text`` and ``label_keys``) lack something the
    question names; None when every checkable word is there. ``check_numbers`` is off for chart
    questions, whose numbers ("at epoch 150") may fall between the printed ticks."""
    q = unicodedata.normalize("NFKC", question)
    for label in find_labels(q):
        if label_key(label) not in label_keys and not _label_printed(label, text):
            return Abstention("label", f"the selected papers have no {label}", (label,))
    for what, pattern in _UNITS.values():
        if pattern.search(q) and not pattern.search(text):
            return Abstention("unit", f"the selected papers give nothing in {what}", (what,))
    missing = [m for t in checkable_terms(q, language) for m in _missing(t, text)]
    if missing:
        listed = ", ".join(f"'{t}'" for t in missing)
        return Abstention("absent", f"the selected papers never mention {listed}", tuple(missing))
    stripped = _LABEL_WORDS.sub(" ", q)
    # Numbers glued to words (P100, top-5) were checked as names; these stand alone.
    numbers = [m.group() for m in _NUMBER.finditer(_WORD.sub(" ", stripped))]
    absent = [n for n in numbers if check_numbers and not _number_pattern(n).search(text)]
    if absent:
        listed = ", ".join(absent)
        return Abstention(
            "number", f"the number(s) {listed} appear nowhere in the selected papers", tuple(absent)
        )
    return None


def _missing(term: str, text: str) -> list[str]:
    """The term when the papers lack it; for a compound printed otherwise ("English-to-French"
    as "English-French"), only the parts they lack ("Chinese" of "English-to-Chinese")."""
    if _term_pattern(term).search(text):
        return []
    parts = [
        p for p in re.split(r"[-/]", term) if len(p) >= 2 and p.lower() not in _COMMON_CAPITALS
    ]
    if len(parts) < 2 or any(c.isdigit() for c in term):
        return [term]  # "ResNet-200" is a model of its own, not ResNet plus some 200
    named = [p for p in parts if p[0].isupper() or any(c.isdigit() for c in p)] or parts
    return [p for p in named if not _term_pattern(p).search(text)]
