"""Figure answers: the words drawn in a figure that answer the question, not all of them.

"What are the input and output sizes in Figure 1?" gets "Input; 224×224; Output; 1000 classes":
the words that share the question's words (a prefix counts: "opt." for "optional") and the
sizes beside them, or a repetition mark ("Nx") when the question asks what repeats. The figure's
full text stays in the evidence below the answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.intent import read_intent
from paperlens.answer.terms import term_set
from paperlens.answer.units import FIGURE_TEXT, Unit

# Drawn repetition marks in diagrams: "Nx", "N×", "×3".
_REPEAT_MARK = re.compile(r"^\s*(?:[A-Za-z]{1,2}\s*[x×]|[x×]\s*[A-Za-z0-9]{1,2})\s*$")
_REPEAT_CUE = re.compile(r"\brepeat|\btimes\b|\bstack(?:ed|s)?\b|\bhow many (?:times|copies)", re.I)


_PHRASE_WORDS = 6
# Drawn text is quoted whole only when it reads as words (a sentence drawn in the figure), not
# as a chart's ticks, which are mostly numbers.
_TICK_SHARE = 0.3


def figure_words(item: TaggedEvidence, question: str) -> list[str]:
    """The words drawn in a figure that answer the question: those sharing its words (a prefix
    counts: "opt." for "optional"), their neighbours when they print a size or count, and
    repetition marks ("Nx") when it asks what repeats. Not every drawn word."""
    phrases: list[str] = []
    for line in item.chunk.text.splitlines():
        m = FIGURE_TEXT.match(line)
        if not m:
            continue
        body = line[m.end() :]
        parts = (
            body.split(", ") if ", " in body else re.split(r"\s{2,}|(?<=[a-z])\s(?=[A-Z])", body)
        )
        phrases += [p.strip() for p in parts if p.strip()]
    # A run of more than a few words is a line of ticks and labels read in drawing order (a
    # chart's), not a word that answers: quoting it would dump the figure.
    phrases = [p for p in dict.fromkeys(phrases) if len(p.split()) <= _PHRASE_WORDS]
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


def _drawn_text(item: TaggedEvidence, limit: int) -> str:
    """The figure's drawn (or OCR'd) text as one quote, clipped; padding tokens collapsed."""
    found = []
    for line in item.chunk.text.splitlines():
        m = FIGURE_TEXT.match(line)
        if m:
            found.append(line[m.end() :].strip())
    text = re.sub(r"(?:\s*<pad>)+", " <pad>", " ".join(found)).strip()
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + " …"


def figure_answer(
    figure: TaggedEvidence, question: str, chosen: Sequence[Unit], described: Unit | None = None
) -> tuple[list[str], list[str]]:
    """A figure question's answer: the drawn words that answer it, the text the figure shows
    when it is one short passage, or, for a question that asks for a value or a choice, the
    sentence of the figure's description (``described``: a chart's values as read) that the
    question matches best; then the caption, the figure's text and prose as evidence."""
    label = figure.chunk.label or "The figure"
    words = figure_words(figure, question)
    drawn = _drawn_text(figure, 300)
    caption = figure.chunk.text.split("\n", 1)[0].strip()
    if words:
        first = f"{label} shows: {'; '.join(words)} {figure.tag}".rstrip()
    elif (
        drawn
        and _numbers_share(drawn) < _TICK_SHARE
        and ", " not in drawn
        and not read_intent(question).wants_number
    ):
        first = f'{label} shows the text: "{drawn}" {figure.tag}'.rstrip()
        drawn = ""
    elif described is not None and _asks_value(question):
        first = f"{described.text} {figure.tag}".rstrip()
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


def _asks_value(question: str) -> bool:
    intent = read_intent(question)
    return bool(
        intent.wants_number
        or intent.extreme
        or intent.difference
        or intent.direction
        or intent.at_end
        or intent.at_start
        or intent.chooses
    )


def _numbers_share(text: str) -> float:
    tokens = text.split()
    return sum(1 for t in tokens if re.fullmatch(r"[-−+]?[\d.,]+%?", t)) / max(1, len(tokens))
