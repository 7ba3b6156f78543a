"""A question taken apart for computing: its words without label numbers, the panel it names,
and the two sides of a comparison."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from paperlens.answer.intent import Intent, lower_is_better
from paperlens.answer.terms import citation_terms, term_set
from paperlens.answer.verbs import fused_nouns

# Label mentions carry numbers that are not facts about rows ("Table 2", "Fig. 4b", "表 3").
_LABEL_MENTION = re.compile(
    r"(?:extended data |supplementary )?(?:tables?|tab\.|figures?|figs?\.|algorithms?|abbildung|"
    r"tabelle|tableau|tabla|figura)\s*(?:[A-Z]?\d+[a-z]?|[IVX]+\b)|[表图圖図]\s*\d+|(?:그림|표)\s*\d+",
    re.I,
)
# "Figure 2b", "Fig. 4(a)": the panel a question names with its figure.
_PANEL_OF_LABEL = re.compile(
    r"\b(?:figures?|figs?\.?|abbildung|figura)\s*\d+\s*\(?(?P<letter>[a-h])\)?(?![A-Za-z])", re.I
)
# Where a comparison splits into its two sides ("A than B", "A compared to B", "A보다").
# The comparatives that choose the smaller value ("cheaper", "fewer mites", "lighter than"):
# a choice between two rows and a crossing of two curves each add their own words to these.
SMALLER_WORDS = (
    "lower|less|fewer|smaller|cheaper|lighter|shorter|colder|cooler|slower|weaker|thinner"
    "|narrower|shallower|younger|poorer|drier"
)
_COMPARE_SPLIT = re.compile(
    r"\bthan\b|\bcompared (?:to|with)\b|\bversus\b|\bvs\.?\b|\bover\b|\brelative to\b"
    r"|\bexceeds?\b|\bsurpass(?:es)?\b|\bout(?:scor|perform|pac)(?:e|es|ed|s)?\b"
    r"|\bovert(?:akes?|aken|ook)\b|\b(?:rises?|rose|falls?|fell|drops?|dropped) (?:above|below)\b"
    r"|\bals\b|\bque\b|\bpar rapport (?:à|au)\b|보다|より|比",
    re.I,
)
# "between A and B", "zwischen A und B", "entre A et B", "tussen A en B", "mellem A og B"
_BETWEEN = re.compile(
    r"\b(?:between\b(?P<a1>.+?)\band|zwischen\b(?P<a2>.+?)\bund|entre\b(?P<a3>.+?)\b(?:et|y|e|i)"
    r"|(?:tra|fra)\b(?P<a4>.+?)\be|tussen\b(?P<a5>.+?)\ben|(?:mellem|mellan)\b(?P<a6>.+?)\b(?:og|och)"
    r")\b(?P<b>.+)",
    re.I,
)
# "was it deeper under A or B, and by how much": a choice between two that a difference asks
_EITHER = re.compile(r"\b(?:was|were|is|are|did|does|do)\b(?P<a>.+?)\bor\b(?P<b>.+)", re.I)
# "fall from 2022/23 to 2023/24", "rise from 2022 to 2023": a change from one state to another
_FROM_TO = re.compile(r"\bfrom\b(?P<a>.+?)\bto\b(?P<b>.+)", re.I)


def strip_labels(question: str) -> str:
    return _LABEL_MENTION.sub(" ", question)


# "jumper A", "site A", "vitamin A": a capital A after a word in small letters names a member,
# as "jumper E" does; mid-sentence the article is written "a", which the terms leave out.
_MEMBER_A = re.compile(r"(?<=[a-z]{2} )A\b(?![-'’.])")


def members(text: str) -> set[str]:
    return {"a"} if _MEMBER_A.search(text) else set()


@dataclass(frozen=True)
class QuestionParts:
    text: str  # as asked (a follow-up: with the question before it)
    plain: str  # label mentions removed
    terms: set[str]
    focus: set[str]  # the words of the question itself, which win ties over its context

    @classmethod
    def of(cls, question: str, context: str = "") -> QuestionParts:
        """``context``: the earlier question a follow-up ("and on EN-FR?") leans on."""
        own = _nouns(strip_labels(question)) | members(question)
        own |= citation_terms(question)
        text = f"{context} {question}".strip()
        plain = strip_labels(text)
        return cls(text, plain, _nouns(plain) | members(plain) | citation_terms(plain), own)

    def panel_letter(self) -> str | None:
        m = _PANEL_OF_LABEL.search(self.text)
        return f"({m.group('letter').lower()})" if m else None


def _nouns(text: str) -> set[str]:
    """The terms of ``text`` with the nouns its verbs make: the noun in "-ation" of each verb in
    "-ate" ("how much did it elongate" asks for the column "Elongation (%)", "did the seeds
    germinate" for "Germination") and the one word a noun and its past verb make ("how much
    rain fell" asks for "Rainfall (mm)")."""
    terms = term_set(text)
    made = {t[:-1] + "ion" for t in terms if len(t) > 6 and t.endswith("ate")}
    return terms | made | term_set(" ".join(fused_nouns(text)))


def asks_change(text: str) -> bool:
    """Whether a comparison is a change from one state to another ("how did the exports
    change from 2023 to 2024"): its sides are the end and the start, in that order."""
    return bool(
        _FROM_TO.search(text) and not _COMPARE_SPLIT.search(text) and not _BETWEEN.search(text)
    )


def changed(end: float | Decimal, start: float | Decimal) -> str:
    """Which way a value went from ``start`` to ``end``: "it rose", "it fell", "it stayed"."""
    return "it rose" if end > start else "it fell" if end < start else "it stayed"


# "How much darker than Eifel was Alqueva": the thing compared against comes first, its
# subject after the verb.
_THAN_FIRST = re.compile(
    r"\bhow (?:much|many)(?: \w+)? (?:\w+er|more|less) than (?P<b>.+?) (?:was|were|is|are|did|does|do|has|had)"
    r" (?P<a>.+)",
    re.I,
)


def sides(text: str) -> tuple[str, str] | None:
    """The two things a comparison compares: "A than B", "between A and B", "from B to A". The
    second is the one compared against, which a change in percent is a share of: the "than"
    side, the state a change starts "from"."""
    change = _FROM_TO.search(text)
    if change and asks_change(text):
        return change.group("b"), change.group("a")
    between = _BETWEEN.search(text)
    if between:
        first = next(g for g in between.group("a1", "a2", "a3", "a4", "a5", "a6") if g)
        return first, between.group("b")
    inverted = _THAN_FIRST.search(text)
    if inverted:
        return inverted.group("a"), inverted.group("b")
    found = list(_COMPARE_SPLIT.finditer(text))
    # ("than B1 over the year": beside another split, "over" spans a period; alone it sets
    # one against another, "the gain over the baseline")
    found = [m for m in found if m.group().lower() != "over"] or found
    if not found:
        either = _EITHER.search(text)
        return (either.group("a"), either.group("b")) if either else None
    cut = found[-1]
    return text[: cut.start()], text[cut.end() :]


def wants_largest(intent: Intent, metric_context: str) -> bool:
    """Whether the question wants the largest value: "highest", or "best" of a metric where
    higher is better (accuracy), not of one where lower is (error, loss)."""
    if intent.extreme in ("max", "min"):
        return intent.extreme == "max"
    return (intent.extreme == "best") != lower_is_better(metric_context)


# "the second lowest", "the 3rd-best": a place below the first
_ORDINAL = re.compile(
    r"\b(second|third|fourth|fifth|2nd|3rd|4th|5th)[\s-]+(?:highest|lowest|largest|smallest"
    r"|greatest|biggest|most|least|fewest|best|worst)\b",
    re.I,
)
_PLACES = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
ORDINALS = {1: "", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def ordinal(question: str) -> int:
    """The place a superlative asks for: 1 for "the lowest", 2 for "the second lowest"."""
    m = _ORDINAL.search(question)
    return _PLACES[m.group(1).lower()] if m else 1


def ordinal_word(question: str) -> str:
    """The word that asks for a place below the first ("second"), or "": it names no row
    (not the "sec" of "180 sec")."""
    m = _ORDINAL.search(question)
    return m.group(1) if m else ""
