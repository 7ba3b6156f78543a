"""Facts from tables of marks: a feature matrix whose cells are check marks (✓, √, ●, yes)
and blanks or crosses, with one row per method ("[2-3] method", "Ours").

Such a table answers "which X does method R have" with the headers its row marks, and "which
method has all of X" with the row that marks every one; a value lookup would only give "√".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.base import Fact
from paperlens.answer.question import QuestionParts
from paperlens.answer.tables import Table, header_group, match_rows, own_header
from paperlens.answer.terms import term_set

_YES = {"✓", "✔", "√", "☑", "●", "■", "+", "yes", "y", "是", "有", "예", "o", "○"}
_NO = {"", "×", "✗", "✘", "x", "-", "–", "—", "no", "n", "否", "无", "아니오"}
# "which method considers all ...", "同时考虑了全部", "모든", "すべて", "alle", "tous", "todos".
_ALL = re.compile(
    r"\ball\b|\bevery\b|\bboth\b|全部|所有|同时|모든|모두|すべて|全て|\balle[nms]?\b|\btou(?:s|tes)\b"
    r"|\btod[oa]s\b",
    re.I,
)


def _mark(cell: str) -> bool | None:
    c = cell.strip().lower()
    if c in _YES:
        return True
    if c in _NO:
        return False
    return None


def mark_columns(table: Table) -> list[int]:
    """Columns whose cells are all marks or blanks, with at least one mark; [] unless most of
    the table is such columns (a feature matrix, not a results table with a blank)."""
    cols = [
        j
        for j in range(len(table.columns))
        if all(_mark(r[j]) is not None for r in table.rows) and any(_mark(r[j]) for r in table.rows)
    ]
    return cols if len(cols) >= 2 and len(cols) * 2 >= len(table.columns) else []


def _named_groups(table: Table, cols: Sequence[int], q: QuestionParts) -> list[str]:
    groups = list(
        dict.fromkeys(
            header_group(table.columns[j]) for j in cols if header_group(table.columns[j])
        )
    )
    # "dynamic indicators" names 动态指标, not 静态指标: the words all groups share name none.
    shared = set.intersection(*(term_set(g) for g in groups)) if groups else set()
    return [g for g in groups if (term_set(g) - shared) & q.terms]


def mark_facts(table: Table, q: QuestionParts, source: str) -> list[Fact]:
    cols = mark_columns(table)
    if not cols:
        return []
    groups = _named_groups(table, cols, q)
    asked = [j for j in cols if not groups or header_group(table.columns[j]) in groups]
    if _ALL.search(q.plain):
        rows = [i for i, r in enumerate(table.rows) if all(_mark(r[j]) for j in asked)]
        if len(rows) == 1:
            name = _row_name(table, rows[0], cols)
            scope = " and ".join(groups) if groups else "the listed features"
            return [
                Fact(
                    "lookup",
                    f"{name} marks all of {scope} in {source}: "
                    + ", ".join(table.columns[j] for j in asked),
                    table.tag,
                    source=source,
                    weight=len(asked),
                )
            ]
    named = match_rows(table, q.terms, [j in cols for j in range(len(table.columns))], set())
    if not named or (len(named) > 1 and named[1].score >= named[0].score - 1e-9):
        return []
    row = named[0].index
    parts = []
    for g in groups or [""]:
        in_group = [j for j in asked if header_group(table.columns[j]) == g]
        marked = [own_header(table.columns[j]) for j in in_group if _mark(table.rows[row][j])]
        said = ", ".join(marked) if marked else "none"
        parts.append(f"{g}: {said}" if g else said)
    return [
        Fact(
            "lookup",
            f"{_row_name(table, row, cols)} ({source}, marked): " + "; ".join(parts),
            table.tag,
            source=source,
            weight=len(named[0].hits) + len(groups),
        )
    ]


def _row_name(table: Table, row: int, cols: Sequence[int]) -> str:
    cells = [c.strip() for j, c in enumerate(table.rows[row]) if j not in cols and c.strip()]
    return ", ".join(dict.fromkeys(cells)) or f"row {row + 1}"
