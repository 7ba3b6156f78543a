"""The offline answerer: quotes the sentences (or table rows) that best answer the question.

It cannot paraphrase or translate, and says so by what it is: every answer is quoted evidence,
each quote followed by its citation tag, or "I don't know" when nothing relevant was retrieved.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.language import DONT_KNOW, QUOTE_LEAD
from paperlens.embeddings import Embedder
from paperlens.models import Turn
from paperlens.retrieval.lexical import tokenize
from paperlens.retrieval.router import explicit_labels

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[\"'])")
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
        for paragraph in text.split("\n\n"):
            if paragraph.strip().startswith("|"):
                _, rows = _table_rows(paragraph)  # a figure's data table
                units += [
                    _Unit(f"{item.chunk.label or 'Figure'} — {row}", item, rank, is_row=True)
                    for row in rows
                ]
                continue
            if (
                item.chunk.kind == "figure"
                and item.chunk.label
                and paragraph.startswith(item.chunk.label)
            ):
                units.append(_Unit(" ".join(paragraph.split()), item, rank, is_caption=True))
                continue
            for sentence in _SENTENCE_END.split(paragraph.replace("\n", " ")):
                if len(sentence.strip()) >= 20:
                    units.append(_Unit(sentence.strip(), item, rank))
    return units


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
        row_window: float = 0.1,
        context_weight: float = 0.25,
    ) -> None:
        """min_similarity: below this e5 cosine the best quote is unrelated to the question.

        e5 cosines are compressed (unrelated text scores ~0.70-0.75, a matching sentence ~0.85),
        so the threshold sits between; lexical_weight rewards quotes that share the question's
        rare words and numbers ("EN-FR", "28.4").
        """
        self._embedder = embedder
        self.min_similarity = min_similarity
        self.max_quotes = max_quotes
        self.lexical_weight = lexical_weight
        self.caption_penalty = caption_penalty
        self.row_window = row_window
        self.context_weight = context_weight

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
        q_tokens = set(tokenize(question))
        c_tokens = set(tokenize(context)) - q_tokens
        scored = []
        for unit, sim in zip(units, sims, strict=True):
            unit_tokens = set(tokenize(unit.text))
            shared = len(q_tokens & unit_tokens) + self.context_weight * len(c_tokens & unit_tokens)
            overlap = shared / max(1.0, len(q_tokens) + self.context_weight * len(c_tokens))
            score = float(sim) + self.lexical_weight * overlap - 0.005 * unit.rank
            # A caption says what a table is about, not its values: unless named, it yields to rows.
            score -= self.caption_penalty if unit.is_caption else 0.0
            scored.append((unit, score, float(sim)))
        scored.sort(key=lambda t: -t[1])
        # "What does Table 2 show?": the table's own caption answers first, in any language.
        named = explicit_labels(f"{context} {question}")
        by_label: dict[str, tuple[_Unit, float]] = {}
        for u, s, _ in scored:
            if u.is_caption and u.item.chunk.label in named:
                by_label.setdefault(u.item.chunk.label, (u, s))
        captions = list(by_label.values())
        rest = [
            (u, s, sim)
            for u, s, sim in scored
            if not (u.is_caption and u.item.chunk.label in by_label)
        ]
        if not rest or rest[0][2] < self.min_similarity:
            return captions
        # The best table (or chart data) row always gets a say: where prose and table disagree,
        # the table is the evidence, and rows spelled "header: value" embed less close than prose.
        best = rest[0][1]
        rows = [
            (u, s)
            for u, s, sim in rest
            if u.is_row and sim >= self.min_similarity and s >= best - self.row_window
        ]
        chosen = captions + rows[:1]
        # Keep quotes close to the best one: a second sentence often carries the number.
        for u, s, _ in rest:
            if len(chosen) >= self.max_quotes or s < best - 0.03:
                break
            if all(u is not c for c, _ in chosen):
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
