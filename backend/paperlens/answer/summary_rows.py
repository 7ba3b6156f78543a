"""A table's summary rows known by their numbers, in whatever language they are labelled.

"Total", "Всего" and "合计" name a table's total row, and ``table_rows`` reads those labels; but a
paper in Basque prints "Parkea guztira", one in Tagalog "Kabuuan", one in Azerbaijani
"Cəmi / orta", and no list of words holds every language's. The numbers say it in any language:
a row at the foot of the table whose cells are, column by column, the sum or the mean of the
rows above it summarises them. Such a row is no member to rank ("which route earned the most"
is never the total) and is the answer a question about every row at once asks for.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from typing import Literal

from paperlens.answer.tables import Table

Summary = Literal["sum", "mean"]

# Fewest rows a summary row sums or averages: one row's "sum" is that row again.
_MIN_MEMBERS = 2
# Columns that must agree before a row is read as a summary: one column's sum can be a
# coincidence of the numbers, two such columns in one row are not. A table with one number
# column may show it with one column over this many members.
_MIN_COLUMNS = 2
_MIN_MEMBERS_ONE_COLUMN = 3


def summary_rows(table: Table, numeric: Sequence[bool]) -> dict[int, dict[int, Summary]]:
    """The rows at the foot of the table that print the sum or the mean of the rows above them,
    each with what it prints in each column it summarises ("Cəmi / orta": the sum of the
    methane column, the mean of the temperature column). Read from the last row up, so that a
    "Total" row under a "Mean" row is found too, each over the same members."""
    columns = [j for j, n in enumerate(numeric) if n]
    if not columns:
        return {}
    found: dict[int, dict[int, Summary]] = {}
    for i in range(len(table.rows) - 1, 0, -1):
        if i in found:
            continue
        if _repeated_label(table, i, numeric):
            break  # "Night" under each season's heading is a member, whatever its numbers
        kinds = _summarised(table, i, list(range(i)), columns)
        if kinds is None and i >= 2 and not _repeated_label(table, i - 1, numeric):
            # ... or over the rows above the row just over it, where that row is the other
            # summary of the same rows ("Mean" then "Total"), and only then
            kinds = _summarised(table, i, list(range(i - 1)), columns)
            other = _summarised(table, i - 1, list(range(i - 1)), columns)
            if kinds is not None and other is not None:
                found[i], found[i - 1] = kinds, other
                continue
            break
        if kinds is None:
            break
        found[i] = kinds
    return found


def _summarised(
    table: Table, i: int, members: list[int], columns: list[int]
) -> dict[int, Summary] | None:
    """What row ``i`` prints of ``members`` in each column, or None where it is no summary:
    most of its numbers must agree with a sum or a mean, and enough of them."""
    kinds: dict[int, Summary] = {}
    printed = 0
    used: set[int] = set()
    for j in columns:
        value = table.value(table.rows[i][j])
        if value is None:
            continue
        printed += 1
        cells = [(k, table.value(table.rows[k][j])) for k in members]
        values = [(k, v) for k, v in cells if v is not None]
        if len(values) < _MIN_MEMBERS or len({v for _, v in values}) == 1:
            continue  # (a column of one number is its own mean: it shows nothing)
        kind = _kind(value, [v for _, v in values])
        if kind is not None:
            kinds[j] = kind
            used |= {k for k, _ in values}
    enough = len(kinds) >= _MIN_COLUMNS or (
        len(columns) == 1 and len(kinds) == 1 and len(used) >= _MIN_MEMBERS_ONE_COLUMN
    )
    return kinds if enough and 2 * len(kinds) > printed else None


def _repeated_label(table: Table, i: int, numeric: Sequence[bool]) -> bool:
    """Whether the row's name is printed on another row too: a summary row's name is its own."""
    name = [c.strip() for c, n in zip(table.rows[i], numeric, strict=False) if not n]
    return any(
        [c.strip() for c, n in zip(row, numeric, strict=False) if not n] == name
        for k, row in enumerate(table.rows)
        if k != i
    )


def _kind(value: Decimal, members: list[Decimal]) -> Summary | None:
    """Whether ``value`` is the members' sum or their mean, to the rounding the cells print.
    A mean must be told from any member: the rounding allowed is a small part of the members'
    spread (six fields of 5 to 8 farms "average" to nearly any of their counts)."""
    unit = max(_ulp(v) for v in members)
    total = sum(members, Decimal(0))
    if abs(value - total) <= _ulp(value) / 2 + unit / 2 * len(members):
        return "sum"
    allowed = _ulp(value) / 2 + unit / 2
    spread = max(members) - min(members)
    if abs(value - total / len(members)) <= allowed and allowed * _SPREAD_OVER_ROUNDING <= spread:
        return "mean"
    return None


# How many times its rounding the members' spread must be for a mean to show in a column.
_SPREAD_OVER_ROUNDING = 4


def _ulp(value: Decimal) -> Decimal:
    """One unit of the last digit a number is printed with ("7,4" -> 0.1, "1 850" -> 1)."""
    exponent = value.as_tuple().exponent
    return Decimal(1).scaleb(exponent if isinstance(exponent, int) else 0)


# Numbers a question counts the rows by: "the five volcanoes", "the three buoys in Table 2".
_COUNTS = {
    w: n
    for n, w in enumerate(
        ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"],
        start=2,
    )
}
_COUNTED = re.compile(
    rf"\b(?:the|all|these|those)\s+({'|'.join(_COUNTS)}|\d{{1,2}})\s+[^\W\d_]", re.I
)


def counts_every_member(
    question: str, table: Table, numeric: Sequence[bool], found: dict[int, dict[int, Summary]]
) -> bool:
    """Whether the question counts as many things as the summary rows ``found`` (see
    :func:`summary_rows`) summarise ("the five volcanoes" of a table of five volcanoes and their
    total): it asks about all of them."""
    if not found:
        return False
    members = sum(
        1
        for i, row in enumerate(table.rows)
        if i not in found
        and any(n and table.value(c) is not None for c, n in zip(row, numeric, strict=False))
    )
    return any(count == members for count in _stated_counts(question))


def stated_count(question: str) -> int | None:
    """How many rows the question counts ("the two Namangan districts": 2), where it states one
    number of them."""
    counts = set(_stated_counts(question))
    return counts.pop() if len(counts) == 1 else None


def _stated_counts(question: str) -> list[int]:
    return [
        int(word) if word.isdigit() else _COUNTS[word]
        for word in (m.group(1).lower() for m in _COUNTED.finditer(question))
    ]
