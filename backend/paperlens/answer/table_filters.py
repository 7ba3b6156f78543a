"""Rows that pass a bound the question sets on a column: "Which monitoring wells were still
above the 50 mg/l threshold in 2023?", "Which models need fewer than 100 M parameters?".

No cell holds the answer: it is every row whose value in the column asked lies beyond the
bound, counted against the rows compared ("3 of 6 rows"). A bound the table prints itself as a
row or a column ("≥ 80 years", "Under 18") names that class instead (``open_bounds``), and a
total row is no member.
"""

from __future__ import annotations

import operator
import unicodedata
from collections.abc import Sequence

from paperlens.answer.base import Fact
from paperlens.answer.dimensions import known_unit
from paperlens.answer.intent import Intent
from paperlens.answer.open_bounds import open_bounds, threshold
from paperlens.answer.table_rows import name_row, total_rows
from paperlens.answer.tables import Table, format_value


def _is_unit(word: str) -> bool:
    """ "mg/l", "%", "°C": each part a unit some language prints ("nitrate" is none)."""
    parts = unicodedata.normalize("NFKC", word).split("/")
    return bool(word) and all(p and known_unit(p) for p in parts)


_PASSES = {">": operator.gt, "≥": operator.ge, "<": operator.lt, "≤": operator.le}


def filter_fact(
    table: Table, question: str, intent: Intent, numeric: Sequence[bool], columns: Sequence[int]
) -> Fact | None:
    """The rows of ``table`` whose value in the one column asked passes the bound a "which"
    question sets; None where it asks no such thing, or the table prints the bound as a class."""
    if not intent.chooses or intent.extreme or intent.difference or len(columns) != 1:
        return None
    bound = threshold(question)
    if bound is None:
        return None
    printed = " ".join([*table.columns, *(c for r in table.rows for c in r)])
    if open_bounds(printed):
        return None  # ("Under 18" is a row: "children under 18" asks for it)
    col = columns[0]
    where = unicodedata.normalize("NFKC", f"{table.columns[col]} {table.caption}").lower()
    if _is_unit(bound.word) and unicodedata.normalize("NFKC", bound.word).lower() not in where:
        return None  # ("above 50 µg/l" of a column in mg/l, or of another quantity)
    totals = set(total_rows(table, numeric))
    values = [
        (i, v)
        for i, row in enumerate(table.rows)
        if i not in totals and (v := table.value(row[col])) is not None
    ]
    if len(values) < 2:
        return None
    passing = [i for i, v in values if _PASSES[bound.sign](v, bound.value)]
    header = table.columns[col]
    said = f"{bound.sign} {format_value(bound.value)}"
    if passing:
        rows = "; ".join(
            f"{name_row(table, i, numeric, [col])}: {table.rows[i][col].strip()}" for i in passing
        )
        statement = f"{header} {said}: {rows}"
    else:
        statement = f"No row of {table.source} has {header} {said}"
    return Fact(
        "lookup",
        statement,
        table.tag,
        computation=f"{len(passing)} of {len(values)} rows of {table.source} have {header} {said}",
        source=table.source,
        weight=1.0,
    )
