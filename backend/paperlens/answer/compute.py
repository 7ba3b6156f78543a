"""Computed answers: exact lookups, superlatives and differences over table cells and chart series.

A table question is answered from the cell where the row and the column it names meet; "which
... highest" ranks a column; "how much better is A than B" subtracts two cells and shows the
subtraction. Chart questions run the same on the series read from a vector chart. Both answerers
get these facts: the extractive one states them, an LLM is handed them with the evidence.
Nothing here guesses: an ambiguous row, an empty cell or an unread chart gives no value.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Any

from paperlens.answer.asked_units import in_asked_unit
from paperlens.answer.base import Fact, TaggedEvidence
from paperlens.answer.chart_facts import chart_facts
from paperlens.answer.chart_points import point_x
from paperlens.answer.charts import Chart, charts_in
from paperlens.answer.cognates import cognate_hits
from paperlens.answer.crosslingual import label_aliases
from paperlens.answer.intent import Intent, read_intent, statistic_named
from paperlens.answer.months import month_axis, months_asked, months_printed
from paperlens.answer.quantity import asked_quantity, grounded_in
from paperlens.answer.question import QuestionParts
from paperlens.answer.sibling_names import sibling_near_miss
from paperlens.answer.table_facts import table_facts
from paperlens.answer.tables import Table, tables_in
from paperlens.answer.terms import term_set
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
    figures. A value asked in a unit ("in IBU") comes only from a source that prints it, and a
    chart's reading of a sibling of the entity asked (the mown meadow for the grazed one) is a
    near miss."""
    tables, charts = tables_in(evidence), charts_in(evidence)
    facts = sibling_near_miss(
        QuestionParts.of(question, context).terms,
        _facts(question, evidence, route_types, context),
        tables,
        charts,
    )
    printed = {e.tag: f"{e.chunk.caption or ''} {e.chunk.text}" for e in evidence}
    headers: list[str] = []
    for t in tables:
        printed[t.tag] += f" {_table_words(t)}"
        headers += t.columns
    for c in charts:
        printed[c.tag] += f" {_chart_words(c)}"
        headers += [title for p in c.panels for title in (p.x_title, p.y_title)]
    # (the prose, not a table's cells read in a row: "3,3 ULO" there is two cells)
    prose = " ".join(e.chunk.text for e in evidence if e.chunk.kind == "text")
    return in_asked_unit(question, facts, printed, (prose, headers))


def _facts(
    question: str,
    evidence: Sequence[TaggedEvidence],
    route_types: Sequence[str],
    context: str,
) -> list[Fact]:
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
    labels = [h for t in tables for h in t.columns] + [
        w
        for c in charts
        for p in c.panels
        for w in (p.y_title or "", *(s.base_name for s in p.series))
    ]
    if intent.extreme in ("max", "min") and statistic_named(q.plain, labels):
        # "how strongly did the minimum song frequency rise" of an axis titled "Minimum song
        # frequency (Hz)": the quantity's name, which ranks nothing
        intent = dataclasses.replace(intent, extreme=None)
    # (the prose counts as a source that prints the quantity: "polifenoles" in a sentence)
    prose = [e.chunk.text for e in evidence if e.chunk.kind == "text"]
    quantity = grounded_in(
        asked_quantity(q.plain),
        [_table_words(t) for t in tables] + [_titles(c) for c in charts] + prose,
    )
    figure_first = any(k.startswith("figure") for k in named) or (
        not named and list(route_types[:1]) == ["figure"]
    )
    table_asked = bool(named) or "table" in route_types
    chart_asked = bool(named) or "figure" in route_types

    def from_tables() -> list[Fact]:
        # Every table answers on its own; the one that accounts for more of the question's
        # words wins (Table 2's "Transformer (big)" and "BLEU EN-DE" over Table 3's "big").
        found = [
            (t, f)
            for t in tables
            if (
                f := table_facts(
                    t,
                    q,
                    intent,
                    strong=not table_asked,
                    quantity=quantity,
                    notes=_paper_prose(t, evidence),
                )
            )
        ]
        # A difference, a sum, a mean, a share or a ranking that was asked for beats a plain
        # lookup elsewhere (a filter does not: "how many hours below 0.25 on Rv. 3" is a cell
        # of the table that names Rv. 3, not a count of another table's rows); of two alike,
        # the table whose rows are the kind the question asks ("which cell" of "Cell" rows).
        best = max(
            found,
            key=lambda found_in: (
                not _near_miss(found_in[1]),  # a value beats another table's near miss
                any(
                    f.kind in ("difference", "sum", "mean", "share", "extreme") for f in found_in[1]
                ),
                max(f.weight for f in found_in[1]),
                _rows_asked(q.plain, found_in[0]),
            ),
            default=None,
        )
        return best[1] if best else []

    def from_charts() -> list[Fact]:
        # A chart nobody asked for answers only where the question names its curve and point.
        found = [
            f
            for c in charts
            if (f := chart_facts(c, q, intent, strong=not chart_asked, quantity=quantity))
        ]
        if len(found) < 2:
            return found[0] if found else []
        found = [fs for fs in found if not _near_miss(fs)] or found  # a reading beats a near miss
        # Several charts answer: the one whose printed words account for more of the
        # question's ("the Porto Claro rainfall plot": the caption naming Porto Claro); a tie
        # keeps the first (the nearest).
        covers = [_covered(q, charts, fs, _chart_words) for fs in found]
        return found[covers.index(max(covers))]

    if figure_first:
        first = from_charts()
        if first and not _near_miss(first):
            return first
        return from_tables() or first
    table_facts_found = from_tables()
    chart_facts_found = from_charts()
    if _near_miss(table_facts_found) and chart_facts_found:
        return chart_facts_found  # one source lacks the quantity, the other may give it
    if _near_miss(chart_facts_found) and table_facts_found:
        # (a row shown whole does not say it holds the quantity the chart lacks)
        whole = all(f.whole_row for f in table_facts_found)
        return chart_facts_found if whole else table_facts_found
    if (
        table_facts_found
        and chart_facts_found
        and all(f.whole_row for f in table_facts_found)
        and _axis_asked(q, charts, chart_facts_found)
    ):
        # A table that names none of its columns asked (its row shown whole) yields to a chart
        # whose value axis prints the quantity asked ("protein digestibility" of a chart of
        # "Protein sindirilebilirliği (%)", not the diet's row of weights and survival).
        return chart_facts_found
    if table_facts_found and chart_facts_found:
        # Both answer: the source whose printed words account for more of the question's
        # ("observed inflation" in February: the chart's legend and month axis, not a table of
        # quintiles that shares only the year) wins; a tie keeps the table.
        table_cover = _covered(q, tables, table_facts_found, _table_words)
        chart_cover = (
            _covered(q, charts, chart_facts_found, _chart_words)
            + max(f.weight for f in chart_facts_found)
            + _point_only_charted(q, intent, tables, table_facts_found, charts, chart_facts_found)
        )
        return chart_facts_found if chart_cover > table_cover else table_facts_found
    return table_facts_found or chart_facts_found


_WHICH_NOUN = re.compile(r"\bwhich\s+([^\W\d_][\w-]*)", re.I)


def _source(sources: Sequence[Table | Chart], facts: Sequence[Fact]) -> Table | Chart | None:
    """The table or chart the facts were read from, None if none of ``sources``."""
    tags = {f.tag for f in facts}
    return next((s for s in sources if s.tag in tags), None)


def _axis_asked(q: QuestionParts, charts: Sequence[Chart], facts: Sequence[Fact]) -> bool:
    """Whether the value axis of the chart the facts read prints a word of the question, as
    spelled or in the chart's language (``label_aliases``)."""
    chart = _source(charts, facts)
    if not isinstance(chart, Chart):
        return False
    titles = " ".join(p.y_title for p in chart.panels if p.y_title)
    printed = term_set(titles)
    aliases = label_aliases(q.plain, titles.split(), context=chart.context, paper=chart.language)
    return bool(q.terms & printed or aliases & printed)


def _point_only_charted(
    q: QuestionParts,
    intent: Intent,
    tables: Sequence[Table],
    table_facts: Sequence[Fact],
    charts: Sequence[Chart],
    chart_facts: Sequence[Fact],
) -> bool:
    """Whether the chart was read at a point of its x axis the question states ("at
    midnight", "at 06:00", "in January") that the table giving a plain cell never prints: the
    table's cell is another value of the thing asked (a daily mean for the PM2.5 at midnight)."""
    table, chart = _source(tables, table_facts), _source(charts, chart_facts)
    if not isinstance(table, Table) or not isinstance(chart, Chart):
        return False
    if any(f.kind != "lookup" for f in table_facts):
        return False
    points = [x for p in chart.panels if (x := point_x(intent, p, q.plain)) is not None]
    printed = _table_words(table)
    words, months = term_set(printed), months_printed(printed)
    return bool(points) and not any(
        f"{x:g}" in words or (x.is_integer() and int(x) in months) for x in points
    )


def _rows_asked(question: str, table: Table) -> bool:
    """Whether the question asks which of the kind of thing the table's rows are: "Which cell
    had the lowest retention?" of a table whose first column is headed "Cell"."""
    m = _WHICH_NOUN.search(question)
    return bool(m and table.columns and term_set(m.group(1)) & term_set(table.columns[0]))


def _paper_prose(table: Table, evidence: Sequence[TaggedEvidence]) -> str:
    """The prose retrieved from the table's paper and the table's own notes (its footnotes
    and methods are read there)."""
    paper = table.item.chunk.paper_id
    prose = [e.chunk.text for e in evidence if e.chunk.kind == "text" and e.chunk.paper_id == paper]
    return " ".join([*prose, table.item.footnotes]).strip()


def _near_miss(facts: Sequence[Fact]) -> bool:
    """Facts that only say the entity is there with another quantity than the one asked."""
    return bool(facts) and all(f.kind == "near_miss" for f in facts)


def _titles(chart: Chart) -> str:
    chunk = chart.item.chunk
    parts = [chunk.caption or chunk.text.split("\n", 1)[0]]
    return " ".join(parts + [p.y_title for p in chart.panels])


def _table_words(table: Table) -> str:
    chunk = table.item.chunk
    title = chunk.caption or chunk.text.split("\n", 1)[0]
    return " ".join([title, *table.columns, *(cell for r in table.rows for cell in r)])


def _chart_words(chart: Chart) -> str:
    chunk = chart.item.chunk
    parts = [chunk.caption or chunk.text.split("\n", 1)[0]]
    for p in chart.panels:
        parts += [p.x_title, p.y_title, *(s.name for s in p.series if s.named)]
        parts += [str(x) if isinstance(x, str) else f"{x:g}" for s in p.series for x, _ in s.points]
    return " ".join(parts)


def _covered(
    q: QuestionParts, sources: Sequence[Table] | Sequence[Chart], facts: Sequence[Fact], words: Any
) -> int:
    """How many of the question's terms the printed words of the facts' source hold (a word
    in another language counts by its cognate); months count by number."""
    source = _source(sources, facts)
    if source is None:
        return 0
    text = words(source)
    printed = term_set(text)
    found = q.terms & printed
    found |= cognate_hits(q.terms - printed, printed)
    aliases = label_aliases(q.plain, text.split(), context=source.context, paper=source.language)
    found |= aliases & printed  # "Zarechny"
    asked = set(months_asked(q.plain))
    months = set(month_axis(text.split()))
    # "In which month ...": a source whose axis is months has the kind of answer asked.
    kind = bool(months) and bool(_MONTH_WORD.search(q.plain))
    return len(found) + len(asked & (set(months_printed(text)) | months)) + kind


_MONTH_WORD = re.compile(r"\bmonths?\b|\bmonat|\bmois\b|\bmes(?:es)?\b|월|月", re.I)
