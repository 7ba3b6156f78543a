"""A ranking question that asks something else of the row it ranks first.

"Which jumper had the lowest take-off speed, and how far did he fly?" ranks the rows by speed
and asks the winner's distance; "Which borehole is coldest at 10 m, and at what elevation does
it lie?" ranks by temperature and asks the winner's elevation. Two things follow:

- the dimension that ranks is read from the clause of the superlative only: "how far" names
  what is asked of the winner, not what orders the rows;
- the winner's other values are shown beside its ranked one, each under its own heading, so the
  second answer is there even where no heading reads in the question's language.

"Which site had the largest loss, and how large was it?" asks nothing else: its second clause
asks the ranked value itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.tables import Table, parse_value

# ", and how far ...", "and at what elevation ...": a second question joined to the first.
_SECOND_ASK = re.compile(
    r",?\s+and\s+(?=(?:at|in|on|to|by|for|from)?\s*(?:how|what|which|where|when|who)\b)", re.I
)
# "how large was it", "what was it", "by how much": the ranked value asked again.
_SAME_VALUE = re.compile(
    r"^(?:by\s+)?(?:how(?:\s+\w+)?|what)\s*(?:(?:was|is|were|are|did)\s*)?"
    r"(?:(?:it|they|that|this)\b)?\W*$",
    re.I,
)
_EMPTY = {"", "-", "–", "—", "n/a", "na"}


def ranked_clause(question: str) -> str:
    """The part of ``question`` that says what is ranked: the whole question, less a second
    question joined to it."""
    m = _SECOND_ASK.search(question)
    return question[: m.start()] if m else question


def asks_more(question: str) -> bool:
    """Whether the question asks something of the winner besides its ranked value."""
    m = _SECOND_ASK.search(question)
    return m is not None and not _SAME_VALUE.match(question[m.end() :].strip())


def other_values(table: Table, row: int, numeric: Sequence[bool], ranked: int) -> str:
    """The row's values beside the ranked column's, each with its heading ("Өндөр (м): 2 050")."""
    return "; ".join(
        f"{table.columns[j]}: {cell.strip()}"
        for j, cell in enumerate(table.rows[row])
        if numeric[j] and j != ranked and cell.strip().lower() not in _EMPTY
        if parse_value(cell) is not None
    )
