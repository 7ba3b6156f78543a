"""Which row changed most between two columns the question names: "Which line had the largest
increase in boardings from 2022 to 2023?" of "Boardings 2022" and "Boardings 2023" (or of column
groups "2022 · Boardings", "2023 · Boardings"). Each row's change is computed and ranked; the
row with the most boardings in either year is not the answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from paperlens.answer.base import Fact
from paperlens.answer.chart_changes import change_ranked
from paperlens.answer.question import QuestionParts, sides
from paperlens.answer.table_rows import name_row, total_rows
from paperlens.answer.tables import Table, format_like
from paperlens.answer.terms import term_set


def _named_column(table: Table, side: str, other: str, numeric: Sequence[bool]) -> int | None:
    """The one numeric column a side of "from 2022 to 2023" names by a word the other side
    does not."""
    own = term_set(side) - term_set(other)
    found = [j for j, h in enumerate(table.columns) if numeric[j] and term_set(h) & own]
    return found[0] if len(found) == 1 else None


def _first_said(question: str, side: str) -> int:
    at = question.find(side.strip().lower())
    return at if at >= 0 else len(question)


def change_rank_fact(table: Table, q: QuestionParts, numeric: Sequence[bool]) -> Fact | None:
    """The row whose change between the two columns the question names ranks as asked (the
    largest rise, the smallest fall), with every row's change; None where the question ranks
    no change or two columns are not told apart."""
    asked = change_ranked(q.plain)
    parts = sides(q.plain)
    if asked is None or parts is None:
        return None
    falls, least = asked
    one, other = parts
    first = _named_column(table, one, other, numeric)
    second = _named_column(table, other, one, numeric)
    if first is None or second is None or first == second:
        return None
    # the start is the side named first ("from 2022 to 2023", "between 2022 and 2023")
    said = q.plain.lower()
    start, end = sorted(
        (first, second), key=lambda j: _first_said(said, one if j == first else other)
    )
    totals = set(total_rows(table, numeric))
    changes = []
    for i, row in enumerate(table.rows):
        a, b = table.value(row[start]), table.value(row[end])
        if a is not None and b is not None and i not in totals:
            changes.append((i, a, b, (a - b) if falls else (b - a)))
    if len(changes) < 2:
        return None
    i, a, b, _ = (min if least else max)(changes, key=lambda c: c[3])
    cell_a, cell_b = table.rows[i][start].strip(), table.rows[i][end].strip()
    step = format_like(abs(b - a), [cell_a, cell_b])
    sign = "+" if b >= a else "−"
    size = "smallest" if least else "largest"
    listed = "; ".join(
        f"{name_row(table, r, numeric)}: {table.rows[r][start].strip()} → "
        f"{table.rows[r][end].strip()}"
        for r, *_ in changes
    )
    name = name_row(table, i, numeric, [start, end])
    return Fact(
        "extreme",
        f"{name} had the {size} {'fall' if falls else 'rise'} from {table.columns[start]} to "
        f"{table.columns[end]}: {cell_a} → {cell_b} ({sign}{step})",
        table.tag,
        computation=f"each row's change: {listed}",
        source=table.source,
    )
