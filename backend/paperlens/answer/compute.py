"""Computed answers: exact lookups, superlatives and differences over table cells and chart series.

A table question is answered from the cell where the row and the column it names meet; "which
... highest" ranks a column; "how much better is A than B" subtracts two cells and shows the
subtraction. Chart questions run the same on the series read from a vector chart. Both answerers
get these facts: the extractive one states them, an LLM is handed them with the evidence.
Nothing here guesses: an ambiguous row, an empty cell or an unread chart gives no value.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from paperlens.answer.base import Fact, TaggedEvidence
from paperlens.answer.chart_facts import chart_facts
from paperlens.answer.charts import charts_in
from paperlens.answer.intent import read_intent
from paperlens.answer.question import QuestionParts
from paperlens.answer.table_facts import table_facts
from paperlens.answer.tables import tables_in
from paperlens.labels import label_key
from paperlens.retrieval.router import explicit_labels


def compute_facts(
    question: str,
    evidence: Sequence[TaggedEvidence],
    route_types: Sequence[str] = (),
    context: str = "",
) -> list[Fact]:
    """Facts for the question from the tables and charts in the evidence; [] when none fits.

    A question that names a table or figure computes on that one only; otherwise tables count
    when the route asks for tables (else only an unambiguous lookup), charts when it asks for
    figures."""
    q = QuestionParts.of(question, context)
    intent = read_intent(q.plain)
    letter = q.panel_letter()
    if letter:
        intent = dataclasses.replace(intent, panel=letter, panel_index=ord(letter[1]) - ord("a"))
    named = {label_key(lb) for lb in explicit_labels(q.text)}

    def wanted(label: str | None) -> bool:
        return not named or (label is not None and label_key(label) in named)

    tables = [t for t in tables_in(evidence) if wanted(t.label)]
    charts = [c for c in charts_in(evidence) if wanted(c.label)]
    figure_first = any(k.startswith("figure") for k in named) or (
        not named and list(route_types[:1]) == ["figure"]
    )
    table_asked = bool(named) or "table" in route_types
    chart_asked = bool(named) or "figure" in route_types

    def from_tables() -> list[Fact]:
        # Every table answers on its own; the one that accounts for more of the question's
        # words wins (Table 2's "Transformer (big)" and "BLEU EN-DE" over Table 3's "big").
        found = [f for t in tables if (f := table_facts(t, q, intent, strong=not table_asked))]
        # A difference or a ranking that was asked for beats a plain lookup elsewhere.
        return max(
            found,
            key=lambda fs: (
                any(f.kind in ("difference", "extreme") for f in fs),
                max(f.weight for f in fs),
            ),
            default=[],
        )

    def from_charts() -> list[Fact]:
        for chart in charts if chart_asked else []:
            facts = chart_facts(chart, q, intent)
            if facts:
                return facts
        return []

    for attempt in (from_charts, from_tables) if figure_first else (from_tables, from_charts):
        facts = attempt()
        if facts:
            return facts
    return []
