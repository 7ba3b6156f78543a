"""Words for matching a question to table headers, row names and chart series.

BM25's tokenizer drops what tells table columns apart ("C10" and "C10+", "(A)"), and headers
abbreviate what questions spell out ("PPL" for perplexity, "EN-FR" for English-to-French).
These terms keep the marks and fold the common abbreviations of results tables onto one word.
"""

from __future__ import annotations

import re
import unicodedata

_TERM = re.compile(r"\(\s*[a-z]\s*\)|\w+(?:[.'’]\w+)*\+*", re.UNICODE)
_STOP_WORDS = """a an the of in on at to for by with and or is are was were be been it its this that these
    those what which who how does do did from as into than then there their they we our you your
    many much get gets got reach reaches reached use used uses using does according give gives
    value values number score scores result results model models paper table figure i"""
_STOP = frozenset(_STOP_WORDS.split())
# Abbreviations in results tables and what questions call them; language codes of MT pairs.
_SYNONYMS = {
    "ppl": "perplexity",
    "acc": "accuracy",
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
    "no": "number",
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


def terms(text: str) -> list[str]:
    """Lower-case matching terms: "C10+" stays "c10+", "(A)" gives "a", "EN-FR" gives
    "english" and "french", "PPL" gives "perplexity"; stop words are dropped."""
    text = unicodedata.normalize("NFKC", text)
    pairs: list[str] = []
    for a, b in _PAIR.findall(text):
        if a.lower() in _LANGUAGE_CODES and b.lower() in _LANGUAGE_CODES:
            pairs += [_SYNONYMS[a.lower()], _SYNONYMS[b.lower()]]
    text = _PAIR.sub(" ", text) if pairs else text
    out = []
    for raw in _TERM.findall(text.lower()):
        if raw.startswith("("):
            out.append(re.sub(r"\s+", "", raw))  # "(A)", "(b)": a row group or a panel
            continue
        if raw in _STOP or raw in _LANGUAGE_CODES:
            continue  # "it", "es", "de" alone are words, not languages
        out.append(_SYNONYMS.get(raw, raw))
    return pairs + out


def split_words(text: str) -> str:
    """Hyphens and underscores as spaces, so "English-to-French" and "d_model" give their parts."""
    return re.sub(r"(?<=\w)[-_/](?=\w)", " ", text)


def term_set(text: str) -> set[str]:
    """Terms of the text as written and with its compounds split ("ResNet-34" and "resnet", "34")."""
    return set(terms(text)) | set(terms(split_words(text)))
