"""Rows that pass a bound the question sets on a column: "Which monitoring wells were still
above the 50 mg/l threshold in 2023?", "How many models need fewer than 100 M parameters?",
"Welche Messstellen lagen über 50 mg/l?".

No cell holds the answer: it is every row whose value in the column asked lies beyond the
bound, counted against the rows compared ("3 of 6 rows"). A bound the table prints itself as a
row or a column ("≥ 80 years", "Under 18", "Zile peste 25 µg/m³") names that class instead, a
question that names a row asks about that row, and a total row is no member.
"""

from __future__ import annotations

import operator
import re
import unicodedata
from collections.abc import Sequence
from decimal import Decimal

from paperlens.answer.base import Fact
from paperlens.answer.counted import counted_noun
from paperlens.answer.dimensions import known_unit
from paperlens.answer.intent import Intent, lower_is_better
from paperlens.answer.open_bounds import Threshold, bound_numbers, open_bounds, scale, threshold
from paperlens.answer.table_rows import name_row, squash, total_rows
from paperlens.answer.tables import Table, format_value, header_group
from paperlens.answer.terms import stem, term_set


def _is_unit(word: str) -> bool:
    """ "mg/l", "%", "°C": each part a unit some language prints ("nitrate" is none)."""
    parts = unicodedata.normalize("NFKC", word).split("/")
    return bool(word) and all(p and known_unit(p) for p in parts)


# "how many" ("how many times higher" asks a ratio, no count), which ``table_facts.HOW_MANY``
# reads too
COUNT_WORDS = (
    r"\bhow many\b(?!\s+times\b)|\bnumber of\b|\bwie viele\b(?!\s+mal\b)"
    r"|\bcombien\b(?!\s+de\s+fois\b)|\bcuánt[oa]s\b(?!\s+veces\b)"
)
# ... and in the CJK languages a counter ("몇 개", "何本", "多少个")
ASKS_COUNT = re.compile(
    COUNT_WORDS
    + r"|몇\s?(?:개|곳|명|군데|대|가구)|何(?:本|個|件|カ所|か所|箇所|つ|台|人)|いくつ|多少(?:个|座|口|家|人)",
    re.I,
)
PASSES = {">": operator.gt, "≥": operator.ge, "<": operator.lt, "≤": operator.le}


# a number printed on its own: not one hyphened into a name ("20-layer", "ResNet-50")
_NUMBER = re.compile(r"(?<![\w.,])(?<![^\W\d_]-)\d+(?:[.,]\d+)?(?!\w)(?!-[^\W\d_])")


def bound_measured(bound: Threshold, measured: str) -> bool:
    """Whether ``bound`` is set on what ``measured`` (a header or an axis title, with its
    caption) measures: a unit after the bound's number must be printed there ("above 50 µg/l" is
    no bound on a column in mg/l), and "over" or "under" bound only a value in a unit ("over 12
    weeks" is a span, "under 3 cm of debris" a condition)."""
    has_unit = _is_unit(bound.word)
    unit = unicodedata.normalize("NFKC", bound.word).lower()
    if has_unit and unit not in unicodedata.normalize("NFKC", measured).lower():
        return False
    return has_unit or not bound.loose


def prints_number(labels: Sequence[str], value: Decimal) -> bool:
    """Whether a header, a row's name or a chart's label prints the bound's number: the source
    then gives the class itself ("Days over 25 µg/m³", "Dưới 2 ‰", "≥ 80 years"), whatever
    language words it."""
    printed = " ".join(labels)
    if any(Decimal(str(n)) == value for _, n in open_bounds(printed)):
        return True  # ("Under 18", "≥ 80 years"; not "C10+", a data set's name)
    return any(Decimal(n.replace(",", ".")) == value for n in _NUMBER.findall(printed))


def unprinted_bound_terms(question: str, labels: Sequence[str]) -> set[str]:
    """The terms of the number of the one bound the question sets ("1.0 × 10^19": "1.0", "10",
    "19"), which name no column, row or curve, unless one of ``labels`` prints that bound as a
    class of its own ("Timer med friksjon < 0,25", "Damage > 70 %", "Trên 6 ‰")."""
    bound = threshold(question)
    if bound is None or prints_number(labels, bound.value):
        return set()
    return {t for n in bound_numbers(question) for t in term_set(n)}


def _named_rows(table: Table, numeric: Sequence[bool], question: str) -> list[int]:
    """The rows the question names: "wells in Lindale" asks the bound of that group only, "on
    Rv. 3 Elverum" of one row. A total row is named by a statistic ("a mean nitrate above
    50"), not as a member."""
    asked = squash(question)
    totals = set(total_rows(table, numeric))
    return [
        i
        for i, r in enumerate(table.rows)
        if i not in totals
        and any(
            len(name := squash(c)) >= 3 and name in asked for j, c in enumerate(r) if not numeric[j]
        )
    ]


def _in_unit(table: Table, question: str, unit: str) -> list[int]:
    """The one column in the bound's unit, where the question's words named none (a Korean
    question on an English table): of several, the one whose header prints a number the question
    does ("2023")."""
    if not _is_unit(unit):
        return []
    unit = unicodedata.normalize("NFKC", unit).lower()
    found = [
        j for j, h in enumerate(table.columns) if unit in unicodedata.normalize("NFKC", h).lower()
    ]
    said = set(_NUMBER.findall(question))
    dated = [j for j in found if said & set(_NUMBER.findall(table.columns[j]))]
    return dated if len(found) > 1 else found


def filter_fact(
    table: Table,
    question: str,
    intent: Intent,
    numeric: Sequence[bool],
    columns: Sequence[int],
) -> Fact | None:
    """The rows of ``table`` whose value in the one column asked passes the bound a "which" or
    "how many" question sets, or, of the one row a question names, whether its value does; None
    where it asks no such thing or the table prints the bound as a class."""
    counts = bool(ASKS_COUNT.search(question))
    if intent.extreme or intent.difference:
        return None
    bound = threshold(question)
    if bound is None:
        return None
    if len(columns) > 1 and counts and (noun := counted_noun(question)):
        # "how many server configurations handle more than 200k": "Servers" names what is
        # counted, the rows, not the value bounded
        things = {stem(t) for t in term_set(noun)}
        columns = [
            j for j in columns if not {stem(t) for t in term_set(table.columns[j])} & things
        ] or columns
    if len(columns) != 1 and not _siblings(table, columns):
        columns = _in_unit(table, question, bound.word)
        if len(columns) != 1:
            return None
    if not all(bound_measured(bound, f"{table.columns[j]} {table.caption}") for j in columns):
        return None
    labels = [*table.columns, *(c for r in table.rows for j, c in enumerate(r) if not numeric[j])]
    if prints_number(labels, bound.value):
        return None
    named = _named_rows(table, numeric, question)
    if len(named) == 1:
        # "Was MW 117 above the 50 mg/l limit in 2023?": that row's value against the bound (a
        # count asked of one row is a column's, "how many samples from Katsina exceeded 4 µg/kg")
        if counts or intent.chooses or not _is_unit(bound.word) or len(columns) != 1:
            return None
        return _one_row(table, named[0], columns[0], bound, numeric)
    if not (intent.chooses or counts):
        return None
    said = f"{bound.sign} {bound.printed or format_value(bound.value)}"
    found = [_passing(table, j, (bound, said), numeric, named, counts=counts) for j in columns]
    if None in found:
        return None
    statements, counted = zip(*(f for f in found if f is not None), strict=True)
    return Fact(
        "filter",
        "; ".join(statements),
        table.tag,
        computation="; ".join(counted),
        source=table.source,
        weight=1.0,
    )


def _siblings(table: Table, columns: Sequence[int]) -> bool:
    """Whether ``columns`` are a few columns under one group the question names alike
    ("Training Cost (FLOPs)" over EN-DE and EN-FR): the bound is set on each."""
    groups = {header_group(table.columns[j]) for j in columns}
    return 2 <= len(columns) <= 4 and len(groups) == 1 and "" not in groups


def _passing(
    table: Table,
    col: int,
    bound: tuple[Threshold, str],
    numeric: Sequence[bool],
    named: Sequence[int],
    *,
    counts: bool,
    reference: int | None = None,
) -> tuple[str, str] | None:
    """The rows whose value in ``col`` passes ``bound`` (a threshold and how to say it; of the
    rows named, where some are; besides the ``reference`` row the bound was read from), as a
    statement and the count it rests on; None where fewer than two rows have a value there."""
    threshold_, said = bound
    totals = set(total_rows(table, numeric))
    header = table.columns[col]
    values = [
        (i, v * (scale(row[col], header) if threshold_.printed else 1))
        for i, row in enumerate(table.rows)
        if i not in totals
        and i != reference
        and (v := table.value(row[col])) is not None
        and (not named or i in named)
    ]
    if len(values) < 2:
        return None
    passing = [i for i, v in values if PASSES[threshold_.sign](v, threshold_.value)]
    other = "other " if reference is not None else ""
    counted = f"{len(passing)} of {len(values)} {other}rows of {table.source} have {header} {said}"
    if not passing:
        return f"No {other}row of {table.source} has {header} {said}", counted
    rows = "; ".join(
        f"{name_row(table, i, numeric, [col])}: {table.rows[i][col].strip()}" for i in passing
    )
    return (f"{counted}: {rows}" if counts else f"{header} {said}: {rows}"), counted


_FAILS = {">": "≤", "≥": "<", "<": "≥", "≤": ">"}


def _one_row(
    table: Table, row: int, col: int, bound: Threshold, numeric: Sequence[bool]
) -> Fact | None:
    cell = table.rows[row][col].strip()
    value = table.value(cell)
    if value is None:
        return None
    compared = value * scale(cell, table.columns[col]) if bound.printed else value
    sign = bound.sign if PASSES[bound.sign](compared, bound.value) else _FAILS[bound.sign]
    said = (
        (cell, bound.printed) if bound.printed else (format_value(value), format_value(bound.value))
    )
    relation = f"{said[0]} {sign} {said[1]}"
    return Fact(
        "lookup",
        f"{name_row(table, row, numeric, [col])} · {table.columns[col]}: {cell} ({relation})",
        table.tag,
        computation=relation,
        source=table.source,
        weight=1.0,
    )


# "a lower top-5 error than ResNet-50", "better than the baseline", "outperform VGG-16": a bound
# set by another row's value
_THAN_ROW = re.compile(
    r"\b(?P<way>lower|higher|less|more|greater|smaller|larger|fewer|better|worse)\b[^?]{0,60}?"
    r"\bthan\b(?P<rest>[^?]*)"
    r"|\b(?P<verb>outperform(?:s|ed)?|beat(?:s)?|surpass(?:es|ed)?)\b(?P<rest2>[^?]*)",
    re.I,
)
# "how many models are better than ...": things counted, not points of a difference
_COUNTED_THINGS = re.compile(
    r"(?<!\bby )\bhow many (?:(?!(?:more|less|fewer|better|worse|higher|lower|larger|smaller)\b)"
    r"[\w-]+ ){1,3}?(?:are|were|have|had|do|did|perform|score[ds]?|achieved?|outperform(?:ed)?"
    r"|beat|surpass(?:ed)?)\b",
    re.I,
)
_WAYS = {"lower": "<", "less": "<", "smaller": "<", "fewer": "<",
         "higher": ">", "more": ">", "greater": ">", "larger": ">"}  # fmt: skip


def beyond_row_fact(
    table: Table,
    question: str,
    intent: Intent,
    numeric: Sequence[bool],
    columns: Sequence[int],
) -> Fact | None:
    """The rows whose value in the column asked lies beyond the value of a row the question
    names ("Which models have a lower top-5 error than ResNet-50?", "How many methods
    outperform VGG-16 on top-1 error?"), counted; "better" and "outperform" read the column's
    direction (an error is better lower). None where no such row and column are named."""
    m = _THAN_ROW.search(question)
    if m is None or len(columns) != 1:
        return None
    if intent.difference and not _COUNTED_THINGS.search(question):
        return None  # "how many points better is A than B": a difference
    if not (intent.chooses or ASKS_COUNT.search(question)):
        return None
    col = columns[0]
    header = table.columns[col]
    way = (m["way"] or m["verb"]).lower()
    if way in _WAYS:
        sign = _WAYS[way]
    else:
        better_low = lower_is_better(f"{header} {table.caption}")
        sign = "<" if better_low == (way != "worse") else ">"
    ref = _row_named_in(table, numeric, m["rest"] or m["rest2"] or "")
    if ref is None:
        return None
    value = table.value(table.rows[ref][col])
    if value is None:
        return None
    said = f"{sign} {table.rows[ref][col].strip()} ({name_row(table, ref, numeric, [col])})"
    found = _passing(
        table, col, (Threshold(sign, value, ""), said), numeric, [], counts=True, reference=ref
    )
    if found is None:
        return None
    statement, counted = found
    return Fact(
        "filter", statement, table.tag, computation=counted, source=table.source, weight=1.0
    )


_CITED = re.compile(r"\s*\[\d+(?:\s*[,–-]\s*\d+)*\]")


def _row_named_in(table: Table, numeric: Sequence[bool], text: str) -> int | None:
    """The one row whose name ``text`` prints, its citation marker aside ("VGG-16" of "VGG-16
    [41]"); of names inside one another ("ResNet-50" in "ResNet-50 (ours)"), the longest."""
    asked = squash(text)
    found: dict[int, int] = {}
    for i, row in enumerate(table.rows):
        for j, cell in enumerate(row):
            name = squash(_CITED.sub("", cell))
            if not numeric[j] and len(name) >= 3 and name in asked:
                found[i] = max(found.get(i, 0), len(name))
    longest = max(found.values(), default=0)
    rows = [i for i, n in found.items() if n == longest]
    if len(rows) > 1:
        # "Wide ResNet (28 layers)" of two Wide ResNet rows: the one that prints the number
        said = set(_NUMBER.findall(text))
        rows = [i for i in rows if said & {c.strip() for c in table.rows[i]}] or rows
    return rows[0] if len(rows) == 1 else None
