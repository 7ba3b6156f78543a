"""A condition a question states with its unit ("when charged at 0 °C", "at 75 °C") that a
computed answer from a table must hold too.

A difference or a change is computed from two cells, and the question that asks it may fix the
condition they were measured at: "How much capacity did the 3C cells lose when charged at
0 °C?" of a table of cells cycled at 25 °C. Where the table (its caption, headers, cells and the
footnotes of its marks) never prints the number, and the paper's prose does not give it with
that unit either (the condition every value was measured at, stated outside the table), the
difference is another condition's: a near miss, as for a single cell.
"""

from __future__ import annotations

import re

from paperlens.answer.base import Fact
from paperlens.answer.specifics import other_with_unit, printed_with_unit, unmatched
from paperlens.answer.tables import Table

# A number with a unit of measurement after it: "0 °C", "75 °C", "40 %", "3 bar". Only such a
# number is a condition here; a bare one ("between 500 and 1,000 cycles", "group 2") names rows
# and columns the difference is taken between, which the cells' own matching judges.
_WITH_UNIT = r"\s?(?:°\s?[CFK]|%|‰|[A-Za-zµ]{1,4}\b)"


def condition_unstated(table: Table, question: str, footnotes: str, notes: str) -> Fact | None:
    """A near miss when ``question`` fixes a number with its unit that neither ``table`` (with
    ``footnotes``, the notes of its marks) prints nor ``notes`` (the paper's prose) gives with
    that unit; or when the table's own words print that unit with another number (the
    footnote's "at 40 °C" of a question at 75 °C). None otherwise."""
    printed = " ".join(
        [table.caption, *table.columns, *(c for r in table.rows for c in r), footnotes]
    )
    number = unmatched(question, printed)
    stated = re.search(rf"(?<![\d.,]){re.escape(number)}{_WITH_UNIT}", question) if number else None
    if stated is None:
        return None
    if not other_with_unit(question, number, printed) and printed_with_unit(
        question, number, notes
    ):
        return None
    return Fact(
        "near_miss",
        f"{table.source} gives no values at {stated.group()}",
        table.tag,
        source=table.source,
        weight=-1.0,
    )
