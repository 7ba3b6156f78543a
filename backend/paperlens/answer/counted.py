"""What an English "how many / how much X" question counts, and whether a quote speaks of it.

"How many GPU hours ..." counts "GPU hours": a quote that never says "hours" does not answer, and
of the quotes that do, one that counts the noun ("8 P100 GPUs") answers before one that only
names it ("the number of GPUs used"). "What was the mean birth weight" summarises "birth weight",
which a quote must name the same way.
"""

from __future__ import annotations

import re

from paperlens.answer.quantity import unit_symbols
from paperlens.answer.terms import CARDINALS
from paperlens.answer.units import stem_tokens, stem_word

_HOW_MANY = re.compile(
    r"\bhow (?:many|much)\s+((?:(?!(?:did|does|do|is|are|was|were|has|have|had|can|could|would|will"
    r"|more|fewer|less|times|of|in|on|for|to|with|and|or|than)\b)[A-Za-z][\w\-]*\s*){1,3})",
    re.I,
)


def says(text: str, counted: str) -> bool:
    """Whether a quote speaks of what is counted: its last word ("hours" of "GPU hours") and at
    least half of the others; "%" says "percentage"."""
    # A compound by its parts: "diffusion-attention" is printed "diffusion–attention" too.
    raw = [w.lower() for w in re.findall(r"[^\W_]+", counted)]
    tokens = stem_tokens(text) | ({"percentage", "percent"} if "%" in text else set())
    # A unit is said by its symbol too: "hours per week" by "(h/week)"; "per" is no word said.
    symbols = set(re.findall(r"[^\W\d_]+", text.lower()))
    said = [stem_word(w) in tokens or bool(unit_symbols(w) & symbols) for w in raw if w != "per"]
    if not said:
        return False
    head, others = said[-1], said[:-1]
    return head and sum(others) >= len(others) / 2


# "How many of the 539,530 deaths were suicides?" counts suicides.
_HOW_MANY_OF = re.compile(
    r"\bhow many of\b.*?\b(?:were|are|was|is|had|have|did|do)\s+([A-Za-z][\w\-]*)\s*\??\s*$", re.I
)


# "What was the mean birth weight of ...": a summary of one named quantity, which a quote must name.
_SUMMARY_OF = re.compile(
    r"\bwhat (?:was|is|were|are) the (?:mean|average|median)\s+((?:(?!(?:of|in|on|for|at|to"
    r"|with|among|across|per|after|before|during|under|when|and|or|than|between|from|by|that"
    r"|did|does|do)\b)[A-Za-z][\w\-]*\s*){1,3})",
    re.I,
)


def counted_noun(question: str) -> str | None:
    """What an English "how many/much X" question counts ("GPU hours"), or the quantity a
    "what was the mean X" question summarises ("birth weight"), or None."""
    m = _HOW_MANY_OF.search(question) or _HOW_MANY.search(question) or _SUMMARY_OF.search(question)
    if not m:
        return None
    first, *rest = m.group(1).split()
    # "How many users participated in ...", "... took part": the verb ends what is counted; a
    # quote that counts "250 users" answers without it.
    for i, word in enumerate(rest):
        if _PAST_VERB.match(word) or word.lower() in _IRREGULAR_PAST:
            rest = rest[:i]
            break
    # ("particles per" of "particles per litre": a rate's "per" cut from its unit is no word)
    return re.sub(r"\s+per$", "", " ".join([first, *rest]), flags=re.I) or None


# A past tense after the counted noun: "participated", "enrolled", but no "speed" or "hundred".
_PAST_VERB = re.compile(r"^(?!.*(?:eed|hundred)$)[A-Za-z]{3,}ed$", re.I)
_IRREGULAR_PAST = frozenset((
    "took", "made", "got", "gave", "came", "went", "saw", "ran", "won", "fell", "rose", "grew",
    "began", "became", "found", "chose", "spent", "sent", "met", "paid", "brought", "bought",
    "caught", "built", "drew", "held", "kept", "left", "lost", "sat", "stood", "wrote",
))  # fmt: skip


# How far a count may stand before the noun it counts: "8 NVIDIA P100 GPUs", "h = 8 parallel
# attention layers, or heads" (five words, the noun's own modifiers and a gloss).
_COUNT_REACH = 5
_COUNT = re.compile(rf"^(?:\d+(?:[.,]\d+)?|{'|'.join(CARDINALS)})$", re.I)


def counts_noun(text: str, noun: str) -> bool:
    """Whether a quote counts the noun: a number, in digits or words, a few words before it
    ("trained on 8 NVIDIA P100 GPUs"), not only the noun ("the number of GPUs used")."""
    head = stem_word(noun.split()[-1].lower()).rstrip("s")
    words = re.findall(r"[^\W_]+(?:[.,]\d+)?", text.lower())
    since = _COUNT_REACH + 1  # words since the last count
    for word in words:
        if _COUNT.match(word):
            since = 0
            continue
        since += 1
        if since <= _COUNT_REACH and len(head) > 1 and word.rstrip("s") == head:
            return True
    return False


def asks_how_many(question: str) -> bool:
    """Whether the question counts things ("how many"), not an amount ("how much")."""
    return _HOW_MANY_COUNTABLE.search(question) is not None


_HOW_MANY_COUNTABLE = re.compile(r"\bhow many\b", re.I)
