"""Quotable units of the evidence and how well each answers a question, without embeddings.

Units are sentences and neighbouring sentence pairs of the text (retrieved chunks that follow
each other joined again), a table's caption and spelled-out rows, a figure's caption and
description sentences, and whole reference entries. Scores come from the question words a unit
shares (rare words counting more), the values it states beside those words, and the stored
vector of its chunk, so answering embeds nothing but the question.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.tables import markdown_table
from paperlens.answer.terms import CARDINALS, CITATION
from paperlens.answer.verbs import regular_bases, regular_forms
from paperlens.ingest.references import reference_entries
from paperlens.labels import without_labels
from paperlens.retrieval.followup import QUESTION_WORDS
from paperlens.retrieval.lexical import tokenize
from paperlens.sentences import SENTENCE_END, paragraph_sentences, sentence_text
from paperlens.textclean import UPPER

FIGURE_TEXT = re.compile(r"^(?:Text in the figure|Text read from the image \(OCR\)):\s*", re.M)
# A CJK character says about what a short word says: a 10-character CJK sentence is a sentence.
# Numbers that are facts, not citation markers ("[11]"), label or section numbers.
_LABEL_NUMBER = re.compile(
    r"\b(?:tables?|figures?|figs?\.|sections?|sec\.|eq\.|equation|algorithm)\s*\(?\d+(?:\.\d+)*\)?",
    re.I,
)
NUMBERS = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d])")
_HEADING_NUMBER = re.compile(rf"(?:^|\s)\d+(?:\.\d+)+\s+(?=[{UPPER}])")


@dataclass
class Unit:
    text: str
    item: TaggedEvidence
    rank: int
    is_caption: bool = False
    is_row: bool = False
    cells: tuple[str, ...] = ()  # a row unit's cells, in the order of its table's header

    def sentences(self) -> list[str]:
        """The quote's sentences as their stored vectors are keyed."""
        return [sentence_text(s) for s in SENTENCE_END.split(self.text)]


def _spelled_rows(text: str) -> list[tuple[str, list[str]]]:
    """Each row as "header: value; ..." with its cells."""
    header, rows = markdown_table(text)
    spelled = []
    for row in rows:
        pairs = [f"{h}: {v}" if h else v for h, v in zip(header, row, strict=False) if v]
        if pairs:
            spelled.append(("; ".join(pairs), row))
    return spelled


def split_units(evidence: Sequence[TaggedEvidence]) -> list[Unit]:
    units: list[Unit] = []
    for item, text, rank in _stitched(evidence):
        chunk = item.chunk
        if chunk.kind == "table":
            caption = chunk.text.split("\n", 1)[0].strip()
            units += [
                Unit(
                    f"{chunk.label or 'Table'} — {said}", item, rank, is_row=True, cells=tuple(row)
                )
                for said, row in _spelled_rows(chunk.text)
            ]
            if caption and not caption.startswith("|"):
                units.append(Unit(caption, item, rank, is_caption=True))
            continue
        if chunk.extra.get("block") == "algorithm":
            units.append(Unit(" ".join(chunk.text.split()), item, rank))
            continue
        if chunk.kind == "reference":
            units += [Unit(entry, item, rank) for entry in reference_entries(text)]
            continue
        for number, paragraph in enumerate(text.split("\n\n")):
            if paragraph.strip().startswith("|"):
                continue  # a chart's data rows: computed on, never quoted row by row
            if chunk.kind == "figure" and number == 0 and chunk.label:
                units.append(Unit(" ".join(paragraph.split()), item, rank, is_caption=True))
                continue
            if chunk.kind == "figure" and FIGURE_TEXT.search(paragraph):
                continue  # drawn words are read out by _figure_words, not quoted wholesale
            sentences = paragraph_sentences(paragraph)
            units += [Unit(t, item, rank) for t in sentences]
            # Two neighbouring sentences as one quote: the number often follows the sentence that
            # names the thing ("...the first warmup_steps training steps. We used warmup_steps = 4000.").
            units += [
                Unit(f"{a} {b}", item, rank) for a, b in zip(sentences, sentences[1:], strict=False)
            ]
    return units


def stem_word(token: str) -> str:
    """Plural and singular alike: "layers"/"layer", "networks"/"network"."""
    if len(token) > 4 and token.endswith("s") and not token.endswith("ss") and token.isalpha():
        return token[:-1]
    return token


def stem_tokens(text: str) -> set[str]:
    return {stem_word(t) for t in tokenize(text)}


def verb_forms_asked(question: str) -> list[tuple[str, frozenset[str]]]:
    """Each of the question's words with the other regular verb forms it may be printed in
    (its past and gerund, or the verb it is one of and that verb's other forms: "training"
    is also printed "trained"), for :func:`inflections_shared`."""
    asked = []
    for w, _parts in question_words(question):
        bases = regular_bases(w)
        kin = set().union(*(regular_forms(base) for base in bases)) - {w}
        asked.append((w, frozenset(regular_forms(w) | bases | kin)))
    return asked


def inflections_shared(asked: Sequence[tuple[str, frozenset[str]]], text: str) -> int:
    """How many of the question's words (``asked``: :func:`verb_forms_asked`) the text prints
    only in another regular verb form ("How long did it take to train" / "were trained for
    300,000 steps"). Too loose to count as the word itself (stemming every "-ed" cost
    answers); it only breaks ties between quotes."""
    tokens = stem_tokens(text)
    return sum(1 for word, forms in asked if word not in tokens and forms & tokens)


# Words that ask rather than name: "How many layers does it have?" is about layers.
_ASKING = QUESTION_WORDS | frozenset(
    ["have", "has", "had", "use", "uses", "used", "using", "get", "gets", "got", "reach", "reaches"]
)
_PART_SPLIT = re.compile(r"[.\-/·^_]")


def question_words(text: str) -> list[tuple[str, list[str]]]:
    """The question's words, each once, with the parts a compound is also found by:
    "position-wise" counts as one word, found whole or by its parts."""
    out: dict[str, list[str]] = {}
    for token in tokenize(text):
        if token in _ASKING or token in out or any(token in parts for parts in out.values()):
            continue
        parts = [stem_word(p) for p in _PART_SPLIT.split(token) if p and not p.isdigit()]
        out[token] = parts if len(parts) > 1 else []
    return [(stem_word(w), parts) for w, parts in out.items()]


# A value stated for a named thing: "warmup_steps = 4000", "dimensionality dff = 2048",
# "a rate of 0.1", "8 heads"; number words ("six identical layers") only when counting.
_DIGITS = r"(?<![\w.\-−])\d+(?:,\d{3})*(?:\.\d+)?"
_TWO_TO_TWELVE = "|".join(CARDINALS[2:13])
_NUMBER_WORDS = rf"\b(?:one|{_TWO_TO_TWELVE})\b"
# An English number spelled out as a value: "a two-hour session", "three replicates" ("one" is
# as often an article: "one of", "over one day").
NUMBER_WORD = re.compile(rf"\b(?:{_TWO_TO_TWELVE})\b", re.I)
COUNTING = re.compile(
    r"\bhow many\b|몇|いくつ|何[人個枚層回つ]|几|多少|wie viele|combien|cuánt[oa]s", re.I
)


def _named_value(number: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Words before a stated value ("warmup_steps = 4000") and after one ("6 identical layers");
    two patterns, so one number can be read both ways."""
    return (
        # "dk = dv = dmodel/h = 64": every name of an equation chain counts.
        re.compile(
            rf"((?:[\w\-/]+\s*=\s*)*(?:[\w\-]+\s+){{0,2}}[\w\-/]+)\s*(?:=|:|\bof\b|\bis\b|\bwas\b|\bwere\b|\bto\b)\s*~?{number}",
            re.I,
        ),
        re.compile(rf"{number}\s+((?:[\w\-]+\s+){{0,1}}[\w\-]+)", re.I),
    )


_NAMED_DIGITS = _named_value(_DIGITS)
_NAMED_ANY = _named_value(f"(?:{_DIGITS}|{_NUMBER_WORDS})")


def clean_numbers(text: str) -> str:
    """Drop numbers that are not facts: citation markers, label and heading numbers."""
    return _HEADING_NUMBER.sub(" ", _LABEL_NUMBER.sub(" ", CITATION.sub(" ", text)))


def values_stated(text: str, words: Sequence[tuple[str, list[str]]], counting: bool) -> int:
    """How many of the question's words the text gives a number right beside: "h = 8 parallel
    attention layers ... dk = dv = 64" answers more of "how many heads, and what d_k, d_v"."""
    near = _beside_numbers(text, counting)
    return sum(1 for w, parts in words if w in near or (parts and set(parts) <= near))


@functools.lru_cache(maxsize=8192)
def _beside_numbers(text: str, counting: bool) -> frozenset[str]:
    """The words a number stands right beside in ``text`` (a quote is scored for many
    questions: it is read once)."""
    near: set[str] = set()
    cleaned = clean_numbers(text)
    for pattern in _NAMED_ANY if counting else _NAMED_DIGITS:
        for m in pattern.finditer(cleaned):
            near |= stem_tokens(m.group(1))
    return frozenset(near)


def states_value_of(text: str, words: Sequence[tuple[str, list[str]]], counting: bool) -> bool:
    """Whether the text gives a number right beside one of the question's words."""
    return values_stated(text, words, counting) > 0


def has_fact_number(text: str, counting: bool) -> bool:
    cleaned = clean_numbers(text)
    return bool(re.search(r"\d", cleaned) or (counting and re.search(_NUMBER_WORDS, cleaned, re.I)))


# A number that can be a value: not part of a name ("BH3", "CO2", "RIV-325", "К-12"); a CJK
# text glues its values to the words ("各測定は3回"), so only an alphabet's letters make a name.
_NAME_LETTER = r"A-Za-z\u00c0-\u024f\u0370-\u052f"
_VALUE = re.compile(rf"(?<![{_NAME_LETTER}])(?<![{_NAME_LETTER}]-)\d+(?:[.,]\d+)*")
_YEAR = re.compile(r"(?:1[89]|20)\d\d")
# A cross-reference in any language the paper is written in: "(Ffigur 2)", "(Şekil 1)"; and
# a report's number in its year's series ("Arbeitsbericht 4/2024").
_REFERENCE = re.compile(
    r"\(\s*[^\W\d_][^\W\d_]{3,}\.?\s+\d{1,2}[a-z]?\s*\)|(?<![\d.,/])\d{1,3}/(?:1[89]|20)\d\d\b"
)
# The question is about a time: a year is then a value, not when it was measured.
_ASKS_TIME = re.compile(
    r"\b(?:years?|when|since|until|dates?|jahre?n?|wann|seit|ann[ée]es?|ans|quand|depuis"
    r"|años?|cu[áa]ndo|desde|anos?)\b|年|년|연도",
    re.I,
)


def amount_printed(text: str, question: str, *, counting: bool, spelled: bool) -> bool:
    """Whether ``text`` states a number that can answer a question asking for an amount: not
    only a year it was measured in (unless a time is asked), a cross-reference ("Figura 2" in
    any language labels are printed in), a number
    inside a name, or a number the question already gives (the condition "at 18 h" or "50 %
    infill", which a sentence about something else at that condition prints as well)."""
    asked = set(_VALUE.findall(question))
    cleaned = _REFERENCE.sub(" ", without_labels(clean_numbers(text)))
    time = bool(_ASKS_TIME.search(question))
    for number in _VALUE.findall(cleaned):
        if number in asked or (not time and _YEAR.fullmatch(number)):
            continue
        return True
    # In English words for a count, or (``spelled``) for a duration or size: "a two-hour
    # session"; not for another quantity, whose sentence counts its seasons ("two seasons").
    if counting:
        return bool(re.search(_NUMBER_WORDS, cleaned, re.I))
    return spelled and bool(NUMBER_WORD.search(cleaned))


def word_overlaps(
    question: str, context: str, texts: Sequence[str], context_weight: float
) -> list[float]:
    """Share of the question's words found in each text, rare words counting more (IDF over the
    candidate quotes): "warmup" singles out a sentence, "model" does not. A compound counts once:
    found whole, or in part by its parts."""
    token_sets = [stem_tokens(t) for t in texts]
    n = len(texts)

    def credit(word: str, parts: list[str], tokens: set[str]) -> float:
        if word in tokens:
            return 1.0
        if parts:
            return 0.8 * sum(p in tokens for p in parts) / len(parts)
        return 0.0

    def idf(word: str, parts: list[str]) -> float:
        df = sum(credit(word, parts, ts) > 0.5 for ts in token_sets)
        return math.log(1 + n / (df or 0.5))

    weighted = [(w, parts, idf(w, parts)) for w, parts in question_words(question)]
    asked = {w for w, _, _ in weighted}
    weighted += [
        (w, parts, context_weight * idf(w, parts))
        for w, parts in question_words(context)
        if w not in asked
    ]
    total = sum(weight for _, _, weight in weighted) or 1.0
    return [
        sum(weight * credit(w, parts, tokens) for w, parts, weight in weighted) / total
        for tokens in token_sets
    ]


def _stitched(evidence: Sequence[TaggedEvidence]) -> list[tuple[TaggedEvidence, str, int]]:
    """Text chunks with their neighbours joined: retrieved chunks that follow each other on a page
    share an overlap, and a sentence cut at the boundary ("... step number. We used warmup_steps
    = 4000.") is whole again. Returns (first chunk, text, best rank) in evidence order."""

    def position(item: TaggedEvidence) -> tuple[str, int, int] | None:
        tail = item.chunk.chunk_id.rsplit("-", 1)[-1]
        # Plain prose only: where it is printed (line_boxes) does not make it something else.
        special = any(key != "line_boxes" for key in item.chunk.extra)
        if item.chunk.kind != "text" or not tail.isdigit() or special:
            return None
        return item.chunk.paper_id, item.chunk.page, int(tail)

    ranks = {id(item): r for r, item in enumerate(evidence)}
    located = {position(e): e for e in evidence if position(e) is not None}
    merged: dict[int, tuple[TaggedEvidence, str, int]] = {}
    absorbed: set[int] = set()
    for key in sorted(k for k in located if k is not None):
        item = located[key]
        if id(item) in absorbed:
            continue
        text, rank, best_sim = item.chunk.text, ranks[id(item)], item.similarity
        said = dict(item.sentence_similarity)
        paper, page, index = key
        nxt = located.get((paper, page, index + 1))
        while nxt is not None:
            joined = _join_overlap(text, nxt.chunk.text)
            if joined is None:
                break
            text, rank = joined, min(rank, ranks[id(nxt)])
            if nxt.similarity is not None:
                best_sim = max(best_sim or nxt.similarity, nxt.similarity)
            said.update(nxt.sentence_similarity)
            absorbed.add(id(nxt))
            index += 1
            nxt = located.get((paper, page, index + 1))
        merged[id(item)] = (
            replace(item, similarity=best_sim, sentence_similarity=said),
            text,
            rank,
        )
    out = []
    for item in evidence:
        if id(item) in absorbed:
            continue
        out.append(merged.get(id(item), (item, item.chunk.text, ranks[id(item)])))
    return out


def _join_overlap(a: str, b: str, longest: int = 400) -> str | None:
    """a + b without the text they share (b starts with the end of a); None if they do not."""
    for k in range(min(len(a), len(b), longest), 9, -1):
        if a.endswith(b[:k]):
            return a + b[k:]
    return None


def repeats(candidate: str, quoted: str) -> bool:
    """Would quoting `candidate` repeat a sentence already quoted? Neighbouring chunks overlap,
    and a two-sentence quote shares a sentence with its parts."""
    return (
        any(len(t) >= 20 and t in quoted for t in SENTENCE_END.split(candidate))
        or candidate in quoted
    )
