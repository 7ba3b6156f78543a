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

And a superlative may rank the rows by their own labels: "How many voyages fell in the slowest
speed band?" of rows "12–14", "14–16", ... under "Speed band (kn)" asks the voyages of the
first band, not the band with the fewest voyages.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.base import Fact
from paperlens.answer.tables import Table, parse_value
from paperlens.answer.terms import stem, term_set

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


def asks_more(question: str, ranked: str) -> bool:
    """Whether the question asks something of the winner besides its value under the heading
    ``ranked``: "and what was its removal" of "Removal (%)" asks that value again."""
    m = _SECOND_ASK.search(question)
    if m is None or _SAME_VALUE.match(question[m.end() :].strip()):
        return False
    asked = {stem(t) for t in term_set(question[m.end() :])}
    return not asked <= {stem(t) for t in term_set(ranked)}


def other_values(table: Table, row: int, numeric: Sequence[bool], ranked: int) -> str:
    """The row's values beside the ranked column's, each with its heading ("Өндөр (м): 2 050")."""
    return "; ".join(
        f"{table.columns[j]}: {cell.strip()}"
        for j, cell in enumerate(table.rows[row])
        if numeric[j] and j != ranked and cell.strip().lower() not in _EMPTY
        if parse_value(cell) is not None
    )


# "the slowest speed band", "the most northern site": a superlative and the words it ranks.
_THE_SUPERLATIVE = re.compile(
    r"\bthe\s+(?:most\s+|least\s+)?[^\W\d_]{2,}est\s+((?:[^\W\d_][\w-]*\s+){0,2}[^\W\d_][\w-]*)",
    re.I,
)
# A label that is a number or a range of them ("12–14", "< 400", "20-29 years"): it ranks.
_LABEL_NUMBER = re.compile(r"^\s*[<>≤≥]?\s*(\d+(?:[.,]\d+)?)\s*(?:[–—-]\s*\d+(?:[.,]\d+)?)?\b")


def label_extreme(
    table: Table, question: str, largest: bool, numeric: Sequence[bool], columns: Sequence[int]
) -> Fact | None:
    """The asked column's value in the row whose label ranks first, where the superlative's
    words name the label column ("slowest speed band" of "Speed band (kn)") and every label is
    a number or a range ("12–14"): the bands are ranked by where they start."""
    m = _THE_SUPERLATIVE.search(question)
    label = next((j for j, n in enumerate(numeric) if not n), None)
    if m is None or label is None or not columns or label in columns:
        return None
    ranked = {stem(t) for t in term_set(m.group(1))}
    heading = {stem(t) for t in term_set(table.columns[label])}
    if not ranked or not ranked <= heading:
        return None
    starts: dict[int, float] = {}
    for i, row in enumerate(table.rows):
        found = _LABEL_NUMBER.match(row[label])
        if found is None:
            return None  # a label of words ("Total", "Class A") is no rank
        starts[i] = float(found.group(1).replace(",", "."))
    if len(starts) < 2:
        return None
    best = (max if largest else min)(starts.values())
    winners = [i for i, v in starts.items() if v == best]
    if len(winners) != 1:
        return None
    row = table.rows[winners[0]]
    given = [(table.columns[j], row[j].strip()) for j in columns if row[j].strip() not in _EMPTY]
    if not given:
        return None
    word = "highest" if largest else "lowest"
    source = table.label or "the table"
    return Fact(
        "extreme",
        f"{row[label].strip()} is the {word} {table.columns[label]}; "
        + "; ".join(f"{h}: {v}" for h, v in given),
        table.tag,
        computation=f"the {word} of {len(starts)} rows by '{table.columns[label]}' in {source}",
        source=source,
    )
