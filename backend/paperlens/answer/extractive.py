"""The offline answerer: quotes the sentences (or table rows) that best answer the question.

It cannot paraphrase or translate, and says so by what it is: every answer is quoted evidence,
each quote followed by its citation tag, or "I don't know" when nothing relevant was retrieved.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.language import DONT_KNOW, QUOTE_LEAD
from paperlens.embeddings import Embedder
from paperlens.models import Turn
from paperlens.retrieval.lexical import tokenize
from paperlens.retrieval.router import explicit_labels, route

# Sentence ends, including before a numbered section heading ("... Figure 2. 3.3 Position-wise").
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[\"']|\d+(?:\.\d+)+\s+[A-Z])")
_NUMBER = re.compile(r"\d")
_QUANTITY = re.compile(
    r"\bhow (?:many|much|long|large|big)\b|\bwhat (?:is|are|was|were) the (?:value|number|size|dimension)"
    r"|\bwhich values?\b|\bdimensionality\b|\brate\b|\bscore\b|\bnumber of\b"
    r"|몇|얼마|いくつ|何枚|何個|何層|多少|几|wie viele|wie hoch|welche.*rate|combien|cuántos|cuántas",
    re.I,
)
_MD_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}")


@dataclass
class _Unit:
    text: str
    item: TaggedEvidence
    rank: int
    is_caption: bool = False
    is_row: bool = False


def _table_rows(text: str) -> tuple[str, list[str]]:
    """Caption line and the data rows of a Markdown table, each row spelled out with its header."""
    lines = text.splitlines()
    caption = lines[0].strip() if lines else ""
    rows = [ln for ln in lines if ln.strip().startswith("|")]
    if len(rows) < 2:
        return caption, []

    def cells(line: str) -> list[str]:
        return [c.strip() for c in line.strip().strip("|").split("|")]

    header = cells(rows[0])
    body = [r for r in rows[1:] if not _MD_SEPARATOR.match(r.strip())]
    spelled = []
    for row in body:
        values = cells(row)
        pairs = [f"{h}: {v}" if h else v for h, v in zip(header, values, strict=False) if v]
        if pairs:
            spelled.append("; ".join(pairs))
    return caption, spelled


def _units(evidence: Sequence[TaggedEvidence]) -> list[_Unit]:
    units: list[_Unit] = []
    for rank, item in enumerate(evidence):
        text = item.chunk.text
        if item.chunk.kind == "table":
            caption, rows = _table_rows(text)
            units += [
                _Unit(f"{item.chunk.label or 'Table'} — {row}", item, rank, is_row=True)
                for row in rows
            ]
            if caption:
                units.append(_Unit(caption, item, rank, is_caption=True))
            continue
        for number, paragraph in enumerate(text.split("\n\n")):
            if paragraph.strip().startswith("|"):
                _, rows = _table_rows(paragraph)  # a figure's data table
                units += [
                    _Unit(f"{item.chunk.label or 'Figure'} — {row}", item, rank, is_row=True)
                    for row in rows
                ]
                continue
            if item.chunk.kind == "figure" and number == 0 and item.chunk.label:
                units.append(_Unit(" ".join(paragraph.split()), item, rank, is_caption=True))
                continue
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


def _figure_readout(item: TaggedEvidence, ranked: Sequence[_Unit], limit: int) -> str:
    """What PaperLens read from a figure, within `limit` characters: its description sentences
    (not the caption, not the data rows), the best-scoring first, then put back in reading order."""
    flat = " ".join(item.chunk.text.split())
    picked: list[str] = []
    for unit in ranked:
        if unit.item is not item or unit.is_caption or unit.is_row or unit.text not in flat:
            continue
        if any(unit.text in p or p in unit.text for p in picked):
            continue
        if sum(len(p) + 1 for p in picked) + len(unit.text) > limit:
            continue
        picked.append(unit.text)
    return " ".join(sorted(picked, key=flat.find))


def _repeats(candidate: str, quoted: str) -> bool:
    """Would quoting `candidate` repeat a sentence already quoted? Neighbouring chunks overlap,
    and a two-sentence quote shares a sentence with its parts."""
    return (
        any(len(t) >= 20 and t in quoted for t in _SENTENCE_END.split(candidate))
        or candidate in quoted
    )


def _weighted_overlap(
    question: str, context: str, texts: Sequence[str], context_weight: float
) -> list[float]:
    """Share of the question's words found in each text, rare words counting more (IDF over the
    candidate quotes): "warmup" singles out a sentence, "model" does not."""
    token_sets = [set(tokenize(t)) for t in texts]
    df: dict[str, int] = {}
    for tokens in token_sets:
        for token in tokens:
            df[token] = df.get(token, 0) + 1
    n = len(texts)
    q_tokens = set(tokenize(question))
    weights = {t: math.log(1 + n / df.get(t, 0.5)) for t in q_tokens}
    for t in set(tokenize(context)) - q_tokens:
        weights[t] = context_weight * math.log(1 + n / df.get(t, 0.5))
    total = sum(weights.values()) or 1.0
    return [sum(w for t, w in weights.items() if t in tokens) / total for tokens in token_sets]


class ExtractiveAnswerer:
    name = "local (extractive)"

    def __init__(
        self,
        embedder: Embedder,
        *,
        min_similarity: float = 0.80,
        max_quotes: int = 3,
        lexical_weight: float = 0.15,
        caption_penalty: float = 0.03,
        say_window: float = 0.1,
        context_weight: float = 0.25,
        number_bonus: float = 0.02,
        readout_chars: int = 600,
    ) -> None:
        """min_similarity: below this e5 cosine the best quote is unrelated to the question.

        e5 cosines are compressed (unrelated text scores ~0.70-0.75, a matching sentence ~0.85),
        so the threshold sits between; lexical_weight rewards quotes that share the question's
        rare words and numbers ("EN-FR", "28.4"); number_bonus favours quotes that hold a number
        when the question asks for one ("how many", "what value").
        """
        self._embedder = embedder
        self.min_similarity = min_similarity
        self.max_quotes = max_quotes
        self.lexical_weight = lexical_weight
        self.caption_penalty = caption_penalty
        self.say_window = say_window
        self.context_weight = context_weight
        self.number_bonus = number_bonus
        self.readout_chars = readout_chars

    def select(
        self, question: str, evidence: Sequence[TaggedEvidence], context: str = ""
    ) -> list[tuple[_Unit, float]]:
        """context: the previous question, for follow-ups. A unit scores by a blend of two readings,
        the question alone and the question in context: "and on EN-FR?" needs the context, while a
        self-contained follow-up must not be pulled back to the last topic, so the question leads."""
        units = _units(evidence)
        if not units:
            return []
        passages = self._embedder.embed_passages([u.text for u in units])
        sims = passages @ self._embedder.embed_query(question)
        if context:
            in_context = passages @ self._embedder.embed_query(f"{context} {question}")
            sims = (1 - self.context_weight) * sims + self.context_weight * in_context
        overlaps = _weighted_overlap(
            question, context, [u.text for u in units], self.context_weight
        )
        wants_number = bool(_QUANTITY.search(question))
        scored = []
        for unit, sim, overlap in zip(units, sims, overlaps, strict=True):
            score = float(sim) + self.lexical_weight * overlap - 0.005 * unit.rank
            # A caption says what a table is about, not its values: unless named, it yields to rows.
            score -= self.caption_penalty if unit.is_caption else 0.0
            if wants_number and _NUMBER.search(unit.text):
                score += self.number_bonus
            scored.append((unit, score, float(sim)))
        scored.sort(key=lambda t: -t[1])

        # "What does Table 2 show?": the table's own caption answers first, in any language.
        named = explicit_labels(f"{context} {question}")
        chosen: list[tuple[_Unit, float]] = []
        for u, s, _ in scored:
            if (
                u.is_caption
                and u.item.chunk.label in named
                and all(c.item.chunk.label != u.item.chunk.label for c, _ in chosen)
            ):
                chosen.append((u, s))
        rest = [(u, s, sim) for u, s, sim in scored if all(u is not c for c, _ in chosen)]
        if not rest or rest[0][2] < self.min_similarity:
            return chosen
        best = rest[0][1]

        # The best row of a table gets a say: where prose and table disagree the table is the
        # evidence, and a row spelled "header: value" embeds less close to a question than prose.
        for u, s, sim in rest:
            if u.is_row and u.item.chunk.kind == "table":
                if sim >= self.min_similarity and s >= best - self.say_window:
                    chosen.append((u, s))
                break
        # A figure question gets what PaperLens read from the figure (drawn text, OCR, chart
        # values), which no sentence-level score can match to "which label marks the repeat?".
        figures = [(u, s) for u, s, _ in scored if u.item.chunk.kind == "figure"]
        if figures and "figure" in route(f"{context} {question}").types:
            # The named figure first, else the best-scoring one.
            top, top_score = min(figures, key=lambda f: (f[0].item.chunk.label not in named, -f[1]))
            readout = _figure_readout(top.item, [u for u, _, _ in scored], self.readout_chars)
            if readout:
                chosen.append((_Unit(readout, top.item, top.rank), top_score))
        # Keep quotes close to the best one: a second sentence often carries the number.
        for u, s, _ in rest:
            if len(chosen) >= self.max_quotes or s < best - 0.03:
                break
            if not any(_repeats(u.text, c.text) for c, _ in chosen):
                chosen.append((u, s))
        return chosen

    def answer(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
    ) -> str:
        return "".join(self.stream(question, evidence, language, history))

    def stream(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
    ) -> Iterator[str]:
        # A follow-up ("and on EN-FR?") is also read together with the user's previous turn.
        previous = [t.content for t in history if t.role == "user"][-1:]
        chosen = self.select(question, evidence, context=" ".join(previous))
        if not chosen:
            yield DONT_KNOW.get(language, DONT_KNOW["English"])
            return
        yield QUOTE_LEAD.get(language, QUOTE_LEAD["English"])
        for unit, _score in chosen:
            tag = f" {unit.item.tag}" if unit.item.tag else ""
            yield f"\n- {unit.text}{tag}"
