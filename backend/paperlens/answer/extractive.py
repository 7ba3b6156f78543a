"""The offline answerer: the answer in its first line, then the quotes that support it.

It cannot paraphrase or translate. Its first line is a computed fact (a table cell, the highest
value of a column, a difference, a chart reading) or the sentence that best answers; below it
come the supporting quotes, each with its citation tag. It says "I don't know" when nothing
retrieved answers, or when the evidence cannot give what was asked (an empty cell, an unread
chart).

Nothing is embedded at question time: quotes are scored by the question words they share (rare
words counting more), the numbers they hold when a number is asked for, and the similarity of
their chunk's stored vector to the question, which retrieval has already computed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from paperlens.answer.base import Fact, TaggedEvidence
from paperlens.answer.intent import read_intent
from paperlens.answer.language import COMPUTED, QUOTE_LEAD, dont_know
from paperlens.answer.tables import markdown_table
from paperlens.answer.terms import term_set
from paperlens.ingest.references import reference_entries
from paperlens.labels import find_labels, label_key
from paperlens.models import Turn
from paperlens.retrieval.followup import QUESTION_WORDS, follow_up
from paperlens.retrieval.lexical import tokenize

# Sentence ends, including before a numbered section heading ("... Figure 2. 3.3 Position-wise").
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[\"']|\d+(?:\.\d+)+\s+[A-Z])")
# Numbers that are facts, not citation markers ("[11]"), label or section numbers.
_CITATION = re.compile(r"\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]")
_LABEL_NUMBER = re.compile(
    r"\b(?:tables?|figures?|figs?\.|sections?|sec\.|eq\.|equation|algorithm)\s*\(?\d+(?:\.\d+)*\)?",
    re.I,
)
_HEADING_NUMBER = re.compile(r"(?:^|\s)\d+(?:\.\d+)+\s+(?=[A-Z])")
# Drawn repetition marks in diagrams: "Nx", "N×", "×3".
_REPEAT_MARK = re.compile(r"^\s*(?:[A-Za-z]{1,2}\s*[x×]|[x×]\s*[A-Za-z0-9]{1,2})\s*$")
_REPEAT_CUE = re.compile(r"\brepeat|\btimes\b|\bstack(?:ed|s)?\b|\bhow many (?:times|copies)", re.I)
_FIGURE_TEXT = re.compile(r"^(?:Text in the figure|Text read from the image \(OCR\)):\s*", re.M)


@dataclass
class _Unit:
    text: str
    item: TaggedEvidence
    rank: int
    is_caption: bool = False
    is_row: bool = False


def _spelled_rows(text: str) -> list[str]:
    header, rows = markdown_table(text)
    spelled = []
    for row in rows:
        pairs = [f"{h}: {v}" if h else v for h, v in zip(header, row, strict=False) if v]
        if pairs:
            spelled.append("; ".join(pairs))
    return spelled


def _units(evidence: Sequence[TaggedEvidence]) -> list[_Unit]:
    units: list[_Unit] = []
    for item, text, rank in _stitched(evidence):
        chunk = item.chunk
        if chunk.kind == "table":
            caption = chunk.text.split("\n", 1)[0].strip()
            units += [
                _Unit(f"{chunk.label or 'Table'} — {row}", item, rank, is_row=True)
                for row in _spelled_rows(chunk.text)
            ]
            if caption and not caption.startswith("|"):
                units.append(_Unit(caption, item, rank, is_caption=True))
            continue
        if chunk.extra.get("block") == "algorithm":
            units.append(_Unit(" ".join(chunk.text.split()), item, rank))
            continue
        if chunk.kind == "reference":
            units += [_Unit(entry, item, rank) for entry in reference_entries(text)]
            continue
        for number, paragraph in enumerate(text.split("\n\n")):
            if paragraph.strip().startswith("|"):
                continue  # a chart's data rows: computed on, never quoted row by row
            if chunk.kind == "figure" and number == 0 and chunk.label:
                units.append(_Unit(" ".join(paragraph.split()), item, rank, is_caption=True))
                continue
            if chunk.kind == "figure" and _FIGURE_TEXT.search(paragraph):
                continue  # drawn words are read out by _figure_words, not quoted wholesale
            sentences = [t.strip() for t in _SENTENCE_END.split(paragraph.replace("\n", " "))]
            sentences = [t for t in sentences if len(t) >= 20]
            units += [_Unit(t, item, rank) for t in sentences]
            # Two neighbouring sentences as one quote: the number often follows the sentence that
            # names the thing ("...the first warmup_steps training steps. We used warmup_steps = 4000.").
            units += [
                _Unit(f"{a} {b}", item, rank)
                for a, b in zip(sentences, sentences[1:], strict=False)
            ]
    return units


def _stem(token: str) -> str:
    """Plural and singular alike: "layers"/"layer", "networks"/"network"."""
    if len(token) > 4 and token.endswith("s") and not token.endswith("ss") and token.isalpha():
        return token[:-1]
    return token


def _tokens(text: str) -> set[str]:
    return {_stem(t) for t in tokenize(text)}


# Words that ask rather than name: "How many layers does it have?" is about layers.
_ASKING = QUESTION_WORDS | frozenset(
    ["have", "has", "had", "use", "uses", "used", "using", "get", "gets", "got", "reach", "reaches"]
)
_PART_SPLIT = re.compile(r"[.\-/·^_]")


def _words(text: str) -> list[tuple[str, list[str]]]:
    """The question's words, each once, with the parts a compound is also found by:
    "position-wise" counts as one word, found whole or by its parts."""
    out: dict[str, list[str]] = {}
    for token in tokenize(text):
        if token in _ASKING or token in out or any(token in parts for parts in out.values()):
            continue
        parts = [_stem(p) for p in _PART_SPLIT.split(token) if p and not p.isdigit()]
        out[token] = parts if len(parts) > 1 else []
    return [(_stem(w), parts) for w, parts in out.items()]


# A value stated for a named thing: "warmup_steps = 4000", "dimensionality dff = 2048",
# "a rate of 0.1", "8 heads"; number words ("six identical layers") only when counting.
_DIGITS = r"(?<![\w.\-−])\d+(?:,\d{3})*(?:\.\d+)?"
_NUMBER_WORDS = r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b"
_COUNTING = re.compile(
    r"\bhow many\b|몇|いくつ|何[人個枚層回つ]|几|多少|wie viele|combien|cuánt[oa]s", re.I
)


def _named_value(number: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Words before a stated value ("warmup_steps = 4000") and after one ("6 identical layers");
    two patterns, so one number can be read both ways."""
    return (
        re.compile(
            rf"((?:[\w\-]+\s+){{0,2}}[\w\-]+)\s*(?:=|:|\bof\b|\bis\b|\bwas\b|\bwere\b|\bto\b)\s*~?{number}",
            re.I,
        ),
        re.compile(rf"{number}\s+((?:[\w\-]+\s+){{0,1}}[\w\-]+)", re.I),
    )


_NAMED_DIGITS = _named_value(_DIGITS)
_NAMED_ANY = _named_value(f"(?:{_DIGITS}|{_NUMBER_WORDS})")


def _clean_numbers(text: str) -> str:
    """Drop numbers that are not facts: citation markers, label and heading numbers."""
    return _HEADING_NUMBER.sub(" ", _LABEL_NUMBER.sub(" ", _CITATION.sub(" ", text)))


def _states_value_of(text: str, words: Sequence[tuple[str, list[str]]], counting: bool) -> bool:
    """Whether the text gives a number right beside one of the question's words."""
    near: set[str] = set()
    cleaned = _clean_numbers(text)
    for pattern in _NAMED_ANY if counting else _NAMED_DIGITS:
        for m in pattern.finditer(cleaned):
            near |= _tokens(m.group(1))
    return any(w in near or (parts and set(parts) <= near) for w, parts in words)


def _has_fact_number(text: str, counting: bool) -> bool:
    cleaned = _clean_numbers(text)
    return bool(re.search(r"\d", cleaned) or (counting and re.search(_NUMBER_WORDS, cleaned, re.I)))


def _overlaps(
    question: str, context: str, texts: Sequence[str], context_weight: float
) -> list[float]:
    """Share of the question's words found in each text, rare words counting more (IDF over the
    candidate quotes): "warmup" singles out a sentence, "model" does not. A compound counts once:
    found whole, or in part by its parts."""
    token_sets = [_tokens(t) for t in texts]
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

    weighted = [(w, parts, idf(w, parts)) for w, parts in _words(question)]
    asked = {w for w, _, _ in weighted}
    weighted += [
        (w, parts, context_weight * idf(w, parts)) for w, parts in _words(context) if w not in asked
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
        if item.chunk.kind != "text" or not tail.isdigit() or item.chunk.extra:
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
        paper, page, index = key
        nxt = located.get((paper, page, index + 1))
        while nxt is not None:
            joined = _join_overlap(text, nxt.chunk.text)
            if joined is None:
                break
            text, rank = joined, min(rank, ranks[id(nxt)])
            if nxt.similarity is not None:
                best_sim = max(best_sim or nxt.similarity, nxt.similarity)
            absorbed.add(id(nxt))
            index += 1
            nxt = located.get((paper, page, index + 1))
        merged[id(item)] = (replace(item, similarity=best_sim), text, rank)
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


def _repeats(candidate: str, quoted: str) -> bool:
    """Would quoting `candidate` repeat a sentence already quoted? Neighbouring chunks overlap,
    and a two-sentence quote shares a sentence with its parts."""
    return (
        any(len(t) >= 20 and t in quoted for t in _SENTENCE_END.split(candidate))
        or candidate in quoted
    )


def _figure_words(item: TaggedEvidence, question: str) -> list[str]:
    """The words drawn in a figure that answer the question: those sharing its words (a prefix
    counts: "opt." for "optional"), their neighbours when they print a size or count, and
    repetition marks ("Nx") when it asks what repeats. Not every drawn word."""
    phrases: list[str] = []
    for line in item.chunk.text.splitlines():
        m = _FIGURE_TEXT.match(line)
        if not m:
            continue
        body = line[m.end() :]
        parts = (
            body.split(", ") if ", " in body else re.split(r"\s{2,}|(?<=[a-z])\s(?=[A-Z])", body)
        )
        phrases += [p.strip() for p in parts if p.strip()]
    phrases = list(dict.fromkeys(phrases))
    q_terms = {t for t in term_set(question) if len(t) >= 3}
    picked: list[int] = []
    for i, phrase in enumerate(phrases):
        words = {t for t in term_set(phrase) if len(t) >= 3}
        shares = words & q_terms or any(q.startswith(w) for w in words for q in q_terms)
        if shares or (_REPEAT_CUE.search(question) and _REPEAT_MARK.match(phrase)):
            picked.append(i)
    for i in list(picked):
        for j in (i - 1, i + 1):
            if 0 <= j < len(phrases) and j not in picked and re.search(r"\d", phrases[j]):
                picked.append(j)
    return [phrases[i] for i in sorted(set(picked))][:8]


class ExtractiveAnswerer:
    name = "local (extractive)"

    def __init__(
        self,
        *,
        max_quotes: int = 3,
        min_overlap: float = 0.25,
        min_similarity: float = 0.80,
        similarity_weight: float = 2.0,
        caption_penalty: float = 0.05,
        row_penalty: float = 0.05,
        number_bonus: float = 0.06,
        value_bonus: float = 0.12,
        context_weight: float = 0.25,
        quote_window: float = 0.06,
        named_bonus: float = 0.2,
    ) -> None:
        """A quote needs ``min_overlap`` of the question's (IDF-weighted) words, or a chunk whose
        stored vector is at least ``min_similarity`` from the question (e5 cosines: unrelated
        text ~0.70-0.75, a matching passage ~0.82+), else the answer is "I don't know".

        ``similarity_weight`` lets the chunk's meaning order quotes where words do not (a Korean
        question shares no words with English evidence); ``number_bonus`` favours quotes that
        hold a number when one is asked for, ``value_bonus`` those that give it beside one of the
        question's words ("warmup_steps = 4000"); captions and spelled-out table rows yield to prose
        and computed cells; quotes within ``quote_window`` of the best one support it.
        """
        self.max_quotes = max_quotes
        self.min_overlap = min_overlap
        self.min_similarity = min_similarity
        self.similarity_weight = similarity_weight
        self.caption_penalty = caption_penalty
        self.row_penalty = row_penalty
        self.number_bonus = number_bonus
        self.value_bonus = value_bonus
        self.context_weight = context_weight
        self.quote_window = quote_window
        self.named_bonus = named_bonus

    def _ranked(
        self, question: str, evidence: Sequence[TaggedEvidence], context: str
    ) -> list[tuple[_Unit, float, float, float]]:
        """(unit, score, word overlap, chunk similarity), best first."""
        units = _units(evidence)
        if not units:
            return []
        overlaps = _overlaps(question, context, [u.text for u in units], self.context_weight)
        sims = [u.item.similarity for u in units]
        known = [s for s in sims if s is not None]
        top_sim = max(known) if known else 0.0
        wants_number = read_intent(question).wants_number
        q_words = _words(question)
        counting = bool(_COUNTING.search(question))
        named = {label_key(lb) for lb in find_labels(f"{context} {question}")}
        scored = []
        for unit, overlap, sim in zip(units, overlaps, sims, strict=True):
            score = overlap - 0.005 * unit.rank
            label = unit.item.chunk.label
            if label and label_key(label) in named:
                # "What does Table 2 show?": the named chunk answers, its caption first.
                overlap = max(overlap, self.min_overlap)
                score += self.named_bonus if unit.is_caption else 0.0
            if sim is not None:
                score += self.similarity_weight * (sim - top_sim)
            # A caption says what a table is about, not its values: unless named, it yields.
            if unit.is_caption and not (
                unit.item.chunk.label and label_key(unit.item.chunk.label) in named
            ):
                score -= self.caption_penalty
            if unit.is_row:
                score -= self.row_penalty
            if wants_number and _has_fact_number(unit.text, counting):
                score += self.number_bonus
                if _states_value_of(unit.text, q_words, counting):
                    score += self.value_bonus
            scored.append((unit, score, overlap, sim if sim is not None else 0.0))
        scored.sort(key=lambda t: -t[1])
        return scored

    def _relevant(self, overlap: float, sim: float) -> bool:
        return overlap >= self.min_overlap or sim >= self.min_similarity

    def compose(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> list[str]:
        """The answer as lines: the answer, the computation, then the quotes with their tags."""
        context = ""
        if follow_up(question).needs_history:
            context = " ".join([t.content for t in history if t.role == "user"][-1:])
        answering = [f for f in facts if f.answers]
        if facts and not answering:
            return [dont_know(language, "not_given", facts[0].statement)]
        ranked = self._ranked(question, evidence, context)
        if answering:
            return self._with_facts(answering, ranked, language)
        if not ranked or not self._relevant(ranked[0][2], ranked[0][3]):
            return [dont_know(language)]
        return self._from_quotes(question, ranked, language, context)

    def _with_facts(
        self,
        facts: Sequence[Fact],
        ranked: Sequence[tuple[_Unit, float, float, float]],
        language: str,
    ) -> list[str]:
        lines = [f"{f.statement} {f.tag}".rstrip() for f in facts]
        lines += [
            f"{COMPUTED.get(language, 'Computed')}: {f.computation}" for f in facts if f.computation
        ]
        # Prose supports a computed value only where it prints that value.
        values = {
            v for f in facts for v in re.findall(r"\d+(?:\.\d+)?", f.statement.split(":")[-1])
        }
        quotes: list[str] = []
        for unit, _score, overlap, _sim in ranked:
            if len(quotes) >= 1 or unit.is_row or unit.is_caption or unit.item.chunk.kind != "text":
                continue
            found = set(re.findall(r"(?<![\d.])\d+(?:\.\d+)?(?![\d])", unit.text))
            if values and values <= found and overlap >= self.min_overlap:
                quotes.append(f"- {unit.text} {unit.item.tag}".rstrip())
        if quotes:
            lines += [QUOTE_LEAD.get(language, QUOTE_LEAD["English"]), *quotes]
        return lines

    def _from_quotes(
        self,
        question: str,
        ranked: Sequence[tuple[_Unit, float, float, float]],
        language: str,
        context: str,
    ) -> list[str]:
        best_unit, best, _, _ = ranked[0]
        # The answer in one sentence: a pair's sentence that scores (almost) as well leads.
        for unit, score, _, _ in ranked[1:]:
            if score < best - 0.02:
                break
            if (
                unit.item is best_unit.item
                and unit.text in best_unit.text
                and unit.text != best_unit.text
            ):
                best_unit = unit
                break
        chosen: list[_Unit] = [best_unit]
        for unit, score, overlap, sim in ranked[1:]:
            if len(chosen) >= self.max_quotes or score < best - self.quote_window:
                break
            if not self._relevant(overlap, sim) or unit.is_row:
                continue
            if not any(_repeats(unit.text, c.text) or _repeats(c.text, unit.text) for c in chosen):
                chosen.append(unit)
        lines = [f"{best_unit.text} {best_unit.item.tag}".rstrip()]
        quotes = [f"- {u.text} {u.item.tag}".rstrip() for u in chosen[1:]]
        # A figure question gets the words drawn in the figure that answer it.
        figure = next((u.item for u, *_ in ranked if u.item.chunk.kind == "figure"), None)
        if figure is not None and _asks_about_figure(f"{context} {question}"):
            lines, quotes = _figure_answer(figure, question, chosen)
        if quotes:
            lines += [QUOTE_LEAD.get(language, QUOTE_LEAD["English"]), *quotes]
        return lines

    def answer(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> str:
        return "".join(self.stream(question, evidence, language, history, facts))

    def stream(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> Iterator[str]:
        lines = self.compose(question, evidence, language, history, facts)
        for i, line in enumerate(lines):
            yield line if i == 0 else f"\n{line}"


def _drawn_text(item: TaggedEvidence, limit: int) -> str:
    """The figure's drawn (or OCR'd) text as one quote, clipped; padding tokens collapsed."""
    found = []
    for line in item.chunk.text.splitlines():
        m = _FIGURE_TEXT.match(line)
        if m:
            found.append(line[m.end() :].strip())
    text = re.sub(r"(?:\s*<pad>)+", " <pad>", " ".join(found)).strip()
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + " …"


def _figure_answer(
    figure: TaggedEvidence, question: str, chosen: Sequence[_Unit]
) -> tuple[list[str], list[str]]:
    """A figure question's answer: the drawn words that answer it, or the text the figure shows
    when it is one short passage; then the caption, the figure's text and prose as evidence."""
    label = figure.chunk.label or "The figure"
    words = _figure_words(figure, question)
    drawn = _drawn_text(figure, 300)
    caption = figure.chunk.text.split("\n", 1)[0].strip()
    if words:
        first = f"{label} shows: {'; '.join(words)} {figure.tag}".rstrip()
    elif drawn and ", " not in drawn:
        first = f'{label} shows the text: "{drawn}" {figure.tag}'.rstrip()
        drawn = ""
    else:
        first = f"{caption} {figure.tag}".rstrip()
        caption = ""
    quotes: list[str] = []
    if caption:
        quotes.append(f"- {caption} {figure.tag}".rstrip())
    if drawn:
        quotes.append(f"- {drawn[:250]} {figure.tag}".rstrip())
    prose = [u for u in chosen if u.item.chunk.kind == "text"][:1]
    quotes += [f"- {u.text} {u.item.tag}".rstrip() for u in prose]
    return [first], quotes


def _asks_about_figure(question: str) -> bool:
    from paperlens.retrieval.router import route

    return "figure" in route(question).types
