"""A table row quoted across languages, cut to the cells the question asks.

A Spanish question on an English table ("¿Cuánta memoria necesita zlib ...?") or a German one on
a Chinese table may find its row by meaning alone, when no cell the table reader can match names
it; the row is then quoted whole, and its other columns ("Time (s) · zlib: 41.8" beside
"Memory (MB) · zlib: 1,240") read as alternative answers. The columns the question does name,
by a shared word, a cognate or a year, are found as a table lookup finds them; the quote keeps
the row's name cells (its first column too, numbers or not) and those columns.
"""

from __future__ import annotations

from paperlens.answer.intent import read_intent
from paperlens.answer.question import QuestionParts
from paperlens.answer.table_columns import named_value_columns
from paperlens.answer.table_facts import asks_several
from paperlens.answer.tables import cognates, numeric_columns, read_table
from paperlens.answer.units import Unit


def asked_cells(unit: Unit, question: str) -> str | None:
    """The row ``unit`` as "Table 2 — name: ...; column asked: value", or None when the
    question names no single set of its value columns (nothing to cut, or a tie)."""
    table = read_table(unit.item)
    if table is None or not unit.cells or read_intent(question).difference:
        return None  # (a change "from 2022 to 2023" is read off two columns, not one)
    width = len(table.columns)
    cells = (list(unit.cells) + [""] * width)[:width]
    if cells not in table.rows:
        return None  # (the reader split fused cells: the quoted row is not one of its rows)
    q = QuestionParts.of(question)
    terms = q.terms | cognates(table, q.terms)
    numeric = numeric_columns(table)
    asked = named_value_columns(
        table, terms, numeric, set(), q.focus | terms, several=asks_several(q.plain)
    )
    # (the first column names the row, even in numbers: "Plots: 10,000")
    values = [j for j, cell in enumerate(cells) if j and numeric[j] and cell.strip()]
    if not asked or not set(asked) & set(values) or set(values) <= set(asked):
        return None
    kept = [
        f"{header}: {cell}" if header else cell
        for j, (header, cell) in enumerate(zip(table.columns, cells, strict=True))
        if cell.strip() and (not j or not numeric[j] or j in asked)
    ]
    return f"{unit.item.chunk.label or 'Table'} — {'; '.join(kept)}"
