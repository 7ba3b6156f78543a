"""Which rows changed one way between two columns: "Which variety had lighter tubers in 2024
than in 2023?" of a table with a column for each year.

The question names the two columns by what their headers print (a year, in any script's
digits) and the direction by an English comparative ("lighter in 2024 than in 2023") or a verb
of change ("fell from 2023 to 2024"); the answer is every row whose value moved that way, each
with its two values, computed from the cells rather than quoted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.base import Fact
from paperlens.answer.question import QuestionParts
from paperlens.answer.table_rows import name_row, total_rows
from paperlens.answer.tables import Table, format_like, match_columns
from paperlens.answer.whole_rows import label_only
from paperlens.scripts import fold_digits

_LOWER = (
    r"less|lower|fewer|lighter|smaller|shorter|cheaper|colder|cooler|narrower|thinner"
    r"|shallower|weaker|poorer|lesser"
)
_HIGHER = (
    r"more|higher|heavier|larger|bigger|greater|longer|dearer|warmer|hotter|wider"
    r"|thicker|deeper|taller|stronger|farther|further|richer"
)
# (not "better", "worse", "faster", "slower": which way the cells go depends on what they
# measure, an error or a time)
# "Which county had a lower yield in 1402 than in 1401?", "Which champion jumped less far in
# 2024 than in 2023?": which rows, the comparative nearest the years ("Which of the larger farms
# had lower yields ..." asks "lower"), and the two columns' years.
# ("In which ward ...", "At which bank ...": the row asked after a preposition)
_WHICH = (
    r"^\s*(?:(?:in|at|on|for|to|from|of|by)\s+)?(?:which|what)\b"
    r"(?!\s+(?:share|percentage|proportion|fraction|was|is|were|are)\b)"
)
_CHANGED = re.compile(
    rf"{_WHICH}(?P<body>.*)\b(?P<way>{_LOWER}|{_HIGHER})\b"
    r".*?\b(?:in|during|for)\s+(?P<a>\d{4})\b.*?\bthan\s+(?:in\s+|during\s+|for\s+)?(?P<b>\d{4})\b",
    re.I,
)
# "Which station's score fell from 2023 to 2024?", "In which population did survival decline
# between 2022 and 2023?": a verb of change and the two years, the earlier first.
_FELL = r"f[ae]ll(?:s|en)?|drop(?:s|ped)?|declin(?:e|es|ed)|decreas(?:e|es|ed)|shr[aiu]nk(?:s)?"
_ROSE = r"r[io]s(?:e|es|en)|increas(?:e|es|ed)|gr[eo]w(?:s|n)?|climb(?:s|ed)?"
_MOVED = re.compile(
    rf"{_WHICH}(?P<body>.*)\b(?P<verb>{_FELL}|{_ROSE})\b"
    r".*?\b(?:from|between)\s+(?P<b>\d{4})\s+(?:to|and)\s+(?P<a>\d{4})\b",
    re.I,
)


def _year_columns(table: Table, year: str, numeric: Sequence[bool]) -> dict[str, int]:
    """The numeric columns whose header prints ``year``, keyed by the header without it."""
    found = {}
    for j, header in enumerate(table.columns):
        printed = fold_digits(header)  # ("۱۴۰۲" is 1402)
        if numeric[j] and re.search(rf"(?<!\d){year}(?!\d)", printed):
            key = re.sub(r"\s+", " ", re.sub(rf"(?<!\d){year}(?!\d)|·", " ", printed)).strip()
            found[key] = j
    return found


def changed_rows(
    table: Table, q: QuestionParts, numeric: Sequence[bool], *, ranks: bool = False
) -> Fact | None:
    """The rows whose value in the first year's column is above (or below) the second's, for a
    question that asks which rows moved that way; None where the question asks no such thing or
    the table has no one pair of such columns. ``ranks``: the question asks the most or least
    (its intent's extreme), so a verb of change ranks the rows rather than listing them."""
    m = _CHANGED.search(q.plain)
    if m is None and not ranks:
        # (not "which group declined the most between 2022 and 2023": that one ranks them)
        m = _MOVED.search(q.plain)
    if m is None or m.group("a") == m.group("b"):
        return None
    first, second = (
        _year_columns(table, m.group("a"), numeric),
        _year_columns(table, m.group("b"), numeric),
    )
    pairs = [(first[k], second[k]) for k in first if k in second]
    if len(pairs) > 1:
        # several quantities for each year: the one the question names
        named = {mt.index for mt in match_columns(table, q.terms)}
        pairs = [p for p in pairs if p[0] in named and p[1] in named]
    if len(pairs) != 1:
        return None
    a, b = pairs[0]
    way = m.groupdict().get("way")
    lower = (
        re.fullmatch(_LOWER, way, re.I) is not None
        if way
        else re.fullmatch(_FELL, m.group("verb"), re.I) is not None
    )
    skip = set(total_rows(table, numeric))
    moved = []
    for i, row in enumerate(table.rows):
        if i in skip or label_only(table, i, numeric):
            continue
        va, vb = table.value(row[a]), table.value(row[b])
        if va is None or vb is None or va == vb:
            continue
        if (va < vb) == lower:
            moved.append((i, va, vb))
    if not moved:
        return None
    cells = [r[a] for r in table.rows] + [r[b] for r in table.rows]
    told = "less" if lower else "more"
    said = [
        f"{name_row(table, i, numeric, (a, b))}: {table.columns[a]} {table.rows[i][a].strip()}"
        f" vs {table.columns[b]} {table.rows[i][b].strip()} ({format_like(abs(va - vb), cells)}"
        f" {told})"
        for i, va, vb in moved
    ]
    return Fact(
        "difference",
        "; ".join(said),
        table.tag,
        computation=", ".join(
            f"{table.rows[i][a].strip()} {'<' if lower else '>'} {table.rows[i][b].strip()}"
            for i, _, _ in moved
        ),
        source=table.source,
    )
