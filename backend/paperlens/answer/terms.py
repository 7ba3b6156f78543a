"""Words for matching a question to table headers, row names and chart series.

BM25's tokenizer drops what tells table columns apart ("C10" and "C10+", "(A)"), and headers
abbreviate what questions spell out ("PPL" for perplexity, "EN-FR" for English-to-French).
These terms keep the marks and fold the common abbreviations of results tables onto one word.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence

from paperlens.answer.glossary import english_terms
from paperlens.scripts import MARKS
from paperlens.textclean import CJK

# English cardinal numbers spelled out, zero to twenty: counts a sentence or a question
# writes in words ("three replicates", "after eight weeks").
CARDINALS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty",
)  # fmt: skip

# The times a question asks a value at ("In which year was the cell built?" asks when it was
# built, not about years), and the "which" or "what" that asks one.
TIME_NOUNS = (
    r"(?:years?|months?|seasons?|days?|weeks?|dates?|decades?|centur(?:y|ies)|hours?|times?)\b"
)
TIME_ASKED = re.compile(rf"\b(?:which|what)\s+{TIME_NOUNS}", re.I)

# An acronym as a header or title prints it: "UTS (MPa)", "BMI", "HR".
ACRONYM = re.compile(r"(?<![\w-])[A-Z]{2,6}(?![\w-])")


def _initials_run(letters: str, words: Sequence[str]) -> tuple[int, int] | None:
    n = len(letters)
    for i in range(len(words) - n + 1) if n >= 2 else ():
        if "".join(w[0] for w in words[i : i + n]) == letters:
            return i, i + n
    return None


def _content_words(words: Sequence[str]) -> list[str]:
    # (a letter alone is no word an acronym takes an initial from: Albanian "e", "s")
    return [w.lower() for w in words if len(w) > 1 and w.lower() not in _STOP]


# A word of letters in any script, digits and marks left out: what an acronym's initials read.
LETTERED_WORD = re.compile(r"[^\W\d_]+")


@functools.lru_cache(maxsize=32)
def _spelled_words(text: str) -> tuple[str, ...]:
    """The content words of a paper's text an acronym may be spelled out in, read once per
    text (a table's notes are asked of every acronym its headers print)."""
    return tuple(_content_words(LETTERED_WORD.findall(text)))


def acronym_run(
    acronym: str, words: Sequence[str], *, spelled_out: str = ""
) -> tuple[list[str], int, int] | None:
    """Where ``acronym`` is spelled in ``words``: the words less their small words ("of",
    "the"), and the start and end of the consecutive run whose initials spell it ("ultimate
    tensile strength" of "UTS"); None when no run does. A run of all its letters but the first
    ("tensile strength", the first word a modifier left out) counts only where ``spelled_out``
    (the paper's own text) spells the acronym in full: "pine species" is no "EPS"."""
    content = _content_words(words)
    low = acronym.lower()
    if found := _initials_run(low, content):
        return content, *found
    printed = _spelled_words(spelled_out) if len(low) >= 3 else ()
    if _initials_run(low, printed) and (found := _initials_run(low[1:], content)):
        return content, *found
    return None


def acronym_spells(acronym: str, words: Sequence[str], *, spelled_out: str = "") -> set[str]:
    """The words of ``words`` that spell ``acronym`` (``acronym_run``); empty when none do."""
    found = acronym_run(acronym, words, spelled_out=spelled_out)
    return set(found[0][found[1] : found[2]]) if found else set()


# Apostrophes that are letters (Uzbek "Margʻilon", "Oʻzbekiston"; the Hawaiian ʻokina): a name
# asked without them ("Margilan") is the same word.
LETTER_APOSTROPHES = str.maketrans("", "", "\u02bb\u02bc\u02bd")
# A citation marker ("[21]", "[42, 43]", "[3-5]"): it cites a work, it states nothing about 21
# and names no row ("Maxout [10]" is no row of a question about CIFAR-10).
CITATION = re.compile(r"\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]")


def citation_terms(text: str) -> set[str]:
    """The works a text cites, one term each ("[42]", "[43]" of "[42, 43]"): the name of a row
    only for a question that cites it too ("the method of reference [1]")."""
    return {f"[{n}]" for m in CITATION.finditer(text) for n in re.findall(r"\d+", m.group())}


# (a word of a script whose vowel signs and tone marks are combining marks, Thai or
# Devanagari, goes on through them: "คลองบางกอกน้อย" is one term, not "คลองบางกอกน" and "อย")
_TERM = re.compile(rf"\(\s*[a-z]\s*\)|[\w{MARKS}]+(?:[.'’][\w{MARKS}]+)*\+*", re.UNICODE)
_STOP_WORDS = """a an the of in on at to for by with and or is are was were be been it its this that these
    those what which who how does do did from as into than then there their they we our you your
    many much get gets got reach reaches reached use used uses using does according give gives
    value values number score scores result results model models paper table figure i"""
_STOP = frozenset(_STOP_WORDS.split())
STOP_WORDS = _STOP  # (what a question asks with, not about)
# Abbreviations in results tables and what questions call them; language codes of MT pairs.
_SYNONYMS = {
    "ppl": "perplexity",
    "acc": "accuracy",
    "ram": "memory",
    "mem": "memory",
    "err": "error",
    "params": "parameters",
    "param": "parameters",
    "#params": "parameters",
    "lr": "learning-rate",
    "bs": "batch-size",
    "en": "english",
    "de": "german",
    "fr": "french",
    "ja": "japanese",
    "jp": "japanese",
    "zh": "chinese",
    "cn": "chinese",
    "ko": "korean",
    "ro": "romanian",
    "ru": "russian",
    "cs": "czech",
    "es": "spanish",
    "fi": "finnish",
    "tr": "turkish",
    "it": "italian",
    "pt": "portuguese",
    "ar": "arabic",
    "hi": "hindi",
    "avg": "average",
    "mean": "average",
    "std": "deviation",
    "sec": "seconds",
    "secs": "seconds",
    "s": "seconds",
    "hrs": "hours",
    "h": "h",
    "num": "number",
    "dims": "dimension",
    "dim": "dimension",
    "dimensionality": "dimension",
    "dimensions": "dimension",
    "layers": "layer",
    "heads": "head",
    "errors": "error",
    "accuracies": "accuracy",
    "parameter": "parameters",
    "iterations": "iteration",
    "iter": "iteration",
    "iters": "iteration",
    "epochs": "epoch",
    "steps": "step",
    "samples": "sample",
    # what flows into or out of a cell, a tank or a plant: "(In)" and "(Out)" columns
    **dict.fromkeys(
        ("enter", "enters", "entered", "entering", "inflows", "influent", "inflowing"), "inflow"
    ),
    **dict.fromkeys(("outflows", "effluent", "outflowing", "exiting", "exited"), "outflow"),
}
# Two-letter codes only count as languages inside a pair ("EN-DE", "en→fr"), not as words.
_PAIR = re.compile(r"\b([a-z]{2})\s*(?:-|→|->|–|/|to)\s*([a-z]{2})\b", re.I)
_LANGUAGE_CODES = {
    "en",
    "de",
    "fr",
    "ja",
    "jp",
    "zh",
    "cn",
    "ko",
    "ro",
    "ru",
    "cs",
    "es",
    "fi",
    "tr",
    "it",
    "pt",
    "ar",
    "hi",
}


# Latin letters or digits next to Hangul, kana or CJK: "DenseNet-121의", "top-1誤差" split there.
_SCRIPT_EDGE = re.compile(
    rf"(?<=[A-Za-z0-9+])(?=[{CJK}])"
    rf"|(?<=[{CJK}])(?=[A-Za-z0-9(])"
)
_KANJI_OR_KATAKANA = re.compile(r"[\u4e00-\u9fff\u30a0-\u30ff]")
_HIRAGANA = re.compile(r"[\u3041-\u309f]+")
# Language names in the router's other languages, found inside unspaced text ("英語からドイツ語").
_CJK_LANGUAGES = {
    "영어": "english",
    "독일어": "german",
    "프랑스어": "french",
    "일본어": "japanese",
    "중국어": "chinese",
    "한국어": "korean",
    "英語": "english",
    "英语": "english",
    "ドイツ語": "german",
    "德语": "german",
    "フランス語": "french",
    "法语": "french",
    "日本語": "japanese",
    "日语": "japanese",
    "中国語": "chinese",
    "中文": "chinese",
    "汉语": "chinese",
    "韓国語": "korean",
    "韩语": "korean",
}
_LATIN_LANGUAGES = {
    "englisch": "english",
    "deutsch": "german",
    "französisch": "french",
    "anglais": "english",
    "allemand": "german",
    "français": "french",
    "inglés": "english",
    "alemán": "german",
    "francés": "french",
}


_POSSESSIVE = re.compile(r"(?<=\w)['’]s$")


# A name with a number in it, printed with the decimal comma of its language: "PM2,5".
_NAME_COMMA = re.compile(r"\b([^\W\d_]{1,4}\d),(\d)\b")
# A number with a decimal comma in a label or heading ("friksjon < 0,25", "1,5–2,5 Hz"), as
# a question writes it with a point ("below 0.25"); three digits after a comma group thousands.
_DECIMAL_COMMA = re.compile(r"(?<![\d.,])(\d+),(\d{1,2})(?![\d.,])")
# A raised or lowered number as a table's reader marks it ("R^2", "CO_2", "m^{2}"): the digit
# itself, as Unicode's compatibility form reads "R²" and "CO₂" ("R2", "CO2").
_SCRIPT_DIGITS = re.compile(r"(?<=[^\W\d_])[\^_]\{?(\d{1,2})\}?(?![\d.,])")


def terms(text: str) -> list[str]:
    """Lower-case matching terms: "C10+" stays "c10+", "(A)" gives "a", "EN-FR" gives
    "english" and "french", "PPL" gives "perplexity"; stop words are dropped."""
    text = unicodedata.normalize("NFKC", text).translate(LETTER_APOSTROPHES)
    text = _SCRIPT_EDGE.sub(" ", _SCRIPT_DIGITS.sub(r"\1", text))
    languages = [name for word, name in _CJK_LANGUAGES.items() if word in text]
    if _KANJI_OR_KATAKANA.search(text):
        # Japanese sets its words without spaces, its particles and endings in hiragana
        # between them: "酒の日本酒度はいくつ" is the terms "酒" and "日本酒度"
        text = _HIRAGANA.sub(" ", text)
    # "표준 오차" and "% Standard error" name one column: the glossary's English joins.
    languages += english_terms(text)[0].split()
    pairs: list[str] = []
    for a, b in _PAIR.findall(text):
        if a.lower() in _LANGUAGE_CODES and b.lower() in _LANGUAGE_CODES:
            pairs += [_SYNONYMS[a.lower()], _SYNONYMS[b.lower()]]
    text = _PAIR.sub(" ", text) if pairs else text
    # "PM2,5" in a decimal-comma language is also "PM2.5"
    out = [f"{a}.{b}".lower() for a, b in _NAME_COMMA.findall(text)]
    out += [f"{a}.{b}" for a, b in _DECIMAL_COMMA.findall(text)]
    low = text.lower()
    for m in _TERM.finditer(low):
        raw = _POSSESSIVE.sub("", m.group())  # "BERT's F1" names the column "F1 (BERT)"
        if len(raw) == 1 and m.start() > 0 and low[m.start() - 1] in "-–":
            out.append(raw)  # the "S" of "KorMedQA-S" is no unit (seconds)
            continue
        if raw.startswith("("):
            out.append(re.sub(r"\s+", "", raw))  # "(A)", "(b)": a row group or a panel
            continue
        if raw in _STOP or raw in _LANGUAGE_CODES:
            continue  # "it", "es", "de" alone are words, not languages
        out.append(_LATIN_LANGUAGES.get(raw) or _SYNONYMS.get(raw, raw))
    # "Recall@10" is printed "R@10" in a dense header, "NDCG@10" as "N@10": the metric at a
    # cut-off, also by its initial.
    for word, k in _AT_K.findall(text):
        out += [f"{word.lower()}@{k}", f"{word[0].lower()}@{k}"]
    return pairs + languages + out


_AT_K = re.compile(r"([^\W\d_]+)@(\d+)")


def split_words(text: str) -> str:
    """Hyphens and underscores as spaces, so "English-to-French" and "d_model" give their parts."""
    return re.sub(r"(?<=\w)[-_/](?=\w)", " ", text)


def term_set(text: str) -> set[str]:
    """Terms of the text as written, with its compounds split ("ResNet-34": "resnet", "34") and
    in the singular ("candidates": "candidate")."""
    return set(_term_set(text))


@functools.lru_cache(maxsize=16384)
def _term_set(text: str) -> frozenset[str]:
    # Headers and cells are matched question after question: each text is split once.
    found = set(terms(text))
    # A compound's one-letter part is no unit: the "S" of "KorMedQA-S" is not seconds.
    found |= set(terms(split_words(text))) - ({"seconds"} - found)
    # "client-driven" also as printed without its hyphen ("Clientdriven" in a table cell); a
    # Korean or Japanese particle glued to the name ("PharmQA-Ko의") is no part of it.
    normal = _SCRIPT_EDGE.sub(" ", unicodedata.normalize("NFKC", text))
    found |= {m.replace("-", "").lower() for m in _COMPOUND.findall(normal)}
    return frozenset(found | {stem(t) for t in found} | {v for t in found if (v := _plural(t))})


def _plural(term: str) -> str | None:
    """The plural a question may use for a header's singular that ``stem`` cannot undo:
    "Diagnosis" is asked as "diagnoses", "Strategy" as "strategies"."""
    if len(term) > 4 and term.endswith("sis"):
        return term[:-2] + "es"
    if len(term) > 4 and term.endswith("ies"):
        return term[:-3] + "y"
    return None


_COMPOUND = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")


def stem(term: str) -> str:
    """Plural and singular alike for matching headers: "GPUs"/"GPU", "threads"/"thread"."""
    if len(term) > 3 and term.endswith("s") and not term.endswith("ss") and term[-2].isalpha():
        return term[:-1]
    return term
