"""A chart's curve or bar named like the entity asked, but another one of its kind.

"Quelle est la richesse de la prairie pâturée en juin ?" of a chart whose curves are "Prairie
fauchée", "Lisière" and "Friche": the reading matches the question's "prairie" and nothing
else, while the paper's table names both meadows, "Prairie fauchée" and "Prairie pâturée".
The question names in full an entity the paper prints elsewhere, the chart does not print it,
and the chart's name that shares its words is a sibling (the mown meadow for the grazed one):
its reading answers another question. Only names printed in the paper decide, so no language's
words are listed here.
"""

from __future__ import annotations

from collections.abc import Sequence

from paperlens.answer.base import Fact
from paperlens.answer.charts import Chart
from paperlens.answer.tables import Table
from paperlens.answer.terms import term_set


def _chart_names(chart: Chart) -> list[str]:
    """The names a chart prints for its entities: series, categories, labelled points."""
    names: list[str] = []
    for panel in chart.panels:
        names += [s.base_name for s in panel.series if s.named]
        names += list(panel.categories or [])
        names += [label for s in panel.series for *_, label in s.point_labels if label]
        names += [x for s in panel.series for x, _ in s.points if isinstance(x, str)]
    return names


def _row_names(table: Table) -> list[str]:
    """A table's row labels and its column headers: the entities it names."""
    labels = [cell for row in table.rows for cell in row if cell.strip() and not _numeric(cell)]
    return [*labels, *table.columns]


def _numeric(cell: str) -> bool:
    return not any(c.isalpha() for c in cell)


def sibling_asked(
    question_terms: set[str], chart: Chart, tables: Sequence[Table], charts: Sequence[Chart]
) -> str:
    """The name (of two words or more) the question gives in full, printed by another table or
    chart of the evidence, that ``chart`` lacks while one of its names shares a word of it;
    "" when the chart prints it or no such name is asked."""
    own = _chart_names(chart)
    printed = term_set(" ".join([chart.item.chunk.caption or "", *own]))
    elsewhere = [n for t in tables for n in _row_names(t)]
    elsewhere += [n for c in charts if c is not chart for n in _chart_names(c)]
    asked = [
        n
        for n in elsewhere
        if len(named := term_set(n)) >= 2 and named <= question_terms and not named <= printed
    ]
    for name in sorted(asked, key=len, reverse=True):
        named = term_set(name)
        if any(term_set(o) & named and not term_set(o) <= question_terms for o in own):
            return name
    return ""


def sibling_near_miss(
    question_terms: set[str],
    facts: list[Fact],
    tables: Sequence[Table],
    charts: Sequence[Chart],
) -> list[Fact]:
    """``facts`` unless every chart they read lacks a name the question gives in full and
    reads a sibling of it instead (``sibling_asked``): then a near miss for each."""
    answering = [f for f in facts if f.answers]
    read = {c.tag: c for c in charts}
    if not answering or not all(f.tag in read for f in answering):
        return facts
    missed = {f.tag: sibling_asked(question_terms, read[f.tag], tables, charts) for f in answering}
    if not all(missed.values()):
        return facts
    return [
        Fact(
            "near_miss",
            f"{f.source or 'The chart'} does not show {missed[f.tag]}",
            f.tag,
            source=f.source,
            weight=-1.0,
        )
        for f in dict((f.tag, f) for f in answering).values()
    ]
