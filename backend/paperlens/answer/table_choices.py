"""A choice between two rows the question names: "Which apiary had a higher varroa drop,
Dockside or Hillcrest?", "Was honey more expensive at Old Town or at Hillcrest?".

The table's highest row is not the answer (it may be neither of the two): the two named rows'
cells are compared in the column asked, and the one that is higher (or lower, as the question
says) is named, with both values.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from paperlens.answer.base import Fact
from paperlens.answer.intent import Intent
from paperlens.answer.question import SMALLER_WORDS, QuestionParts, wants_largest
from paperlens.answer.table_rows import name_row, pick_row
from paperlens.answer.tables import Table
from paperlens.answer.terms import term_set

# A preposition both alternatives may open with: "at Old Town or at Hillcrest".
_OPENING = re.compile(r"^(?:at|in|on|for|after|before|with|from|under|during|by)\b", re.I)
# The verb after which a yes-no choice names its first alternative: "Did Dockside or ...".
_ASKING = re.compile(r"\b(?:was|were|is|are|did|does|do|has|have|had)\b", re.I)
_OR = re.compile(r"\s+or\s+", re.I)
AND = re.compile(r"\s+and\s+", re.I)
# The comparatives that choose the smaller value: "cheaper", "a lower price", "fewer mites".
_LESS = re.compile(rf"\b(?:{SMALLER_WORDS}|lowest|least|fewest|smallest|cheapest)\b", re.I)


def alternatives(question: str, joined_by: re.Pattern[str] = _OR) -> tuple[str, str] | None:
    """The two things a question offers to choose between ("Dockside", "Hillcrest"), or None:
    the words after its last "or", and before it those after the last comma, after the
    preposition the second alternative opens with too, or after the verb that asks. With
    ``joined_by`` "and", the two it takes together ("at Dockside and Old Town together")."""
    text = question.strip().rstrip("?？ ").strip()
    cuts = list(joined_by.finditer(text))
    if not cuts:
        return None
    cut = cuts[-1]
    before, second = text[: cut.start()], text[cut.end() :].strip()
    if "," in before:
        first = before.rsplit(",", 1)[1]
    elif (opening := _OPENING.match(second)) and (
        at := before.lower().rfind(f" {opening.group().lower()} ")
    ) >= 0:
        first = before[at:]
    elif asked := list(_ASKING.finditer(before)):
        first = before[asked[0].end() :]
    else:
        return None
    first = first.strip()
    return (first, second) if first and second else None


def choice_fact(
    table: Table,
    q: QuestionParts,
    intent: Intent,
    numeric: Sequence[bool],
    columns: Sequence[int],
    exclude: set[str],
) -> Fact | None:
    """The one of the two rows the question offers that is higher (lower) in the one column
    asked; None unless each alternative names its own row and one column is asked."""
    if len(columns) != 1 or not (intent.extreme or intent.direction or _LESS.search(q.plain)):
        return None
    offered = alternatives(q.plain)
    if offered is None:
        return None
    a_terms, b_terms = (term_set(side) for side in offered)
    ra = pick_row(table, a_terms - b_terms, numeric, exclude, (), set(), b_terms)
    rb = pick_row(table, b_terms - a_terms, numeric, exclude, (), set(), a_terms)
    col = columns[0]
    if ra is None or rb is None or ra == rb:
        return None
    va, vb = table.value(table.rows[ra][col]), table.value(table.rows[rb][col])
    if va is None or vb is None or va == vb:
        return None
    header = table.columns[col]
    if intent.extreme in ("best", "worst") or intent.direction in ("better", "worse"):
        better = intent.extreme == "best" or intent.direction == "better"
        judged = replace(intent, extreme="best" if better else "worst")
        largest = wants_largest(judged, f"{header} {table.caption}")
    else:
        largest = not _LESS.search(q.plain)
    won, lost = (ra, rb) if (va > vb) == largest else (rb, ra)
    name_won = name_row(table, won, numeric, [col])
    name_lost = name_row(table, lost, numeric, [col])
    cell_won, cell_lost = table.rows[won][col].strip(), table.rows[lost][col].strip()
    word = "higher" if (va > vb) == (won == ra) else "lower"
    return Fact(
        "extreme",
        f"{name_won} has the {word} {header}: {cell_won}, against {cell_lost} for {name_lost}",
        table.tag,
        computation=f"{cell_won} vs {cell_lost} in the '{header}' column of {table.source}",
        source=table.source,
    )
