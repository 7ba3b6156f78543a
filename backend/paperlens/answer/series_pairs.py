"""Two curves of one chart that differ by a treatment given or withheld: "K5 ar eļļošanu" and
"K5 bez eļļošanas" (with and without lubrication), "Mit Kalk" and "Ohne Kalk", "ከኤርሾ ጋር" and
"ያለ ኤርሾ". A question names the treatment in its own words ("without lubrication", "the
lubricated curve", "the dough with ersho"), which share no spelling with the legend's; the
word for "without" is what tells the two apart, and it is a closed class: the languages'
prepositions of absence, and English's "no", "non-" and "un-...ed".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.charts import Series
from paperlens.answer.terms import term_set

# "without" as legends and questions print it, in the languages PaperLens reads.
_WITHOUT = frozenset(
    [
        "without",
        "no",
        "non",
        "sans",
        "sin",
        "sem",
        "senza",
        "ohne",
        "zonder",
        "uden",
        "uten",
        "utan",
        "ilman",
        "ilma",
        "bez",
        "без",
        "nélkül",
        "nincs",
        "fără",
        "fara",
        "be",
        "sense",
        "sen",
        "gabe",
        "heb",
        "pa",
        "pas",
        "χωρίς",
        "ללא",
        "بدون",
        "ያለ",
        "없이",
        "kein",
        "keine",
        "ingen",
        "geen",
        "brak",
    ]
)
_NEGATED = re.compile(r"^(?:non-?|un(?!der))\w{3,}ed$", re.I)
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")
# "with", and a participle before its noun ("the lubricated curve", "the treated plots"):
# the treatment given. A question with neither names no side of the pair.
_WITH = re.compile(r"\b(?:with|mit|avec|con|com|met|med|cu|amb)\b", re.I)
_PARTICIPLE = re.compile(r"\b(?:the|a|an)\s+([a-z]{3,}ed)\s+[a-z]", re.I)
# participles that say how a value was got, not what was done to the sample
_OF_VALUES = frozenset(
    [
        "expected",
        "measured",
        "observed",
        "estimated",
        "predicted",
        "recorded",
        "reported",
        "computed",
        "calculated",
        "accumulated",
        "combined",
        "selected",
        "tested",
        "fitted",
        "modelled",
        "modeled",
        "simulated",
    ]
)


# Short words of other languages' "without" that English questions use otherwise ("be", and
# French "ne ... pas"): read in legends only.
_LEGEND_ONLY = frozenset(["be", "pa", "pas"])
_NUMBER_SIGN = re.compile(r"\bno\.?\s*\d", re.I)  # "No. 9": a number, not "no"


def _withheld(name: str) -> bool:
    words = _WORD.findall(_NUMBER_SIGN.sub(" ", name))
    return any(w.lower() in _WITHOUT or _NEGATED.match(w) for w in words)


# Languages that say "without" by a case ending: Estonian "keldrita" (against "keldriga"),
# Finnish "lannoitteetta", Turkish and Azerbaijani "gübresiz", Hungarian "hűtetlen".
_ABESSIVE = re.compile(r"(?:ta|tta|ttä|sız|siz|suz|süz|talan|telen|tlan|tlen)$", re.I)
_STEM = 4  # letters two forms of one word share before their endings


def _withheld_form(a: str, b: str) -> bool:
    """Whether ``a`` says "without" by its ending where ``b`` is the same word otherwise."""
    words_b = _WORD.findall(b)
    for w in _WORD.findall(a):
        end = _ABESSIVE.search(w)
        if end is None or end.start() < _STEM:
            continue
        stem = w[: end.start()].lower()
        if any(v.lower().startswith(stem[:_STEM]) and not _ABESSIVE.search(v) for v in words_b):
            return True
    return False


def withheld(series: Sequence[Series]) -> list[Series]:
    """The series whose names say "without", by a word or by a case ending."""
    names = [s.base_name for s in series]
    return [
        s
        for i, s in enumerate(series)
        if _withheld(names[i])
        or any(_withheld_form(names[i], o) for o in names[:i] + names[i + 1 :])
    ]


# "ULO (without 1-MCP)", "excluding the outliers": the word after "without" is withheld.
_WITHHELD_WORD = re.compile(
    r"\b(?:without|w/o|excluding|except(?: for)?)\s+(?:the\s+|any\s+)?([^\s,;:()?!.]+)", re.I
)


def not_withheld(question: str, series: Sequence[Series]) -> list[Series]:
    """The series left when those printing a word the question withholds ("ULO (without
    1-MCP)" of "ULO" and "ULO + 1-MCP") are set aside; the series that say "without" it
    themselves stay ("Without 1-MCP"). All of them where none is left."""
    withheld_words = {t for m in _WITHHELD_WORD.finditer(question) for t in term_set(m.group(1))}
    if not withheld_words:
        return list(series)
    saying = withheld(series)
    kept = [s for s in series if s in saying or not withheld_words & term_set(s.base_name)]
    return kept or list(series)


def side_asked(question: str, series: Sequence[Series]) -> Series | None:
    """The series the question asks about by its "with" or "without": for "without ..." or
    "unlubricated", the one series that says "without"; for "with ..." or "the lubricated
    ...", the other of two. None when the question says neither or the chart has no such
    series."""
    without = withheld(series)
    if len(without) != 1:
        return None
    words = _WORD.findall(_NUMBER_SIGN.sub(" ", question))
    if any(w.lower() in _WITHOUT - _LEGEND_ONLY or _NEGATED.match(w) for w in words):
        return without[0]
    if len(series) != 2:
        return None
    participles = [m.group(1).lower() for m in _PARTICIPLE.finditer(question)]
    if _WITH.search(question) or any(p not in _OF_VALUES for p in participles):
        return next(s for s in series if s is not without[0])
    return None
