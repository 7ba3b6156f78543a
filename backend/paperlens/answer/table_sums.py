"""Totals a table does not print: "How many boxes were reared in the two Namangan districts
together?", "How many jumps did the five clubs make in total?".

A table prints its rows one by one, and a total row at most for all of them (``summary_rows``
finds it, in any language). A question about a group of rows (the districts under a region's
label, the farms whose island column says "Eysturoy") or about every row of a table without a
total row asks for a sum that no cell holds. It is computed from the cells of the one column
asked, the addends shown, and only where

- the question asks for a sum ("together", "in total", "altogether", "combined");
- the rows are named alike: the same words of the question name each of them (a group label or
  a shared cell), or no word names any and the question counts every row ("the five clubs");
- the count the question states ("the two Namangan districts") is the number of rows summed;
- every one of those rows prints a value in the column, and the column adds up: a count or an
  amount, not a share, a mean, a rate or an index.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from paperlens.answer.base import Fact
from paperlens.answer.question import QuestionParts
from paperlens.answer.summary_rows import stated_count, summary_rows
from paperlens.answer.table_choices import AND, alternatives
from paperlens.answer.table_columns import PERCENT_HEADER
from paperlens.answer.table_rows import Pin, name_row, pick_row, total_rows
from paperlens.answer.tables import (
    Table,
    decimal_comma,
    format_value,
    header_terms,
    match_rows,
    own_header,
)
from paperlens.answer.terms import CARDINALS, stem, term_set
from paperlens.answer.whole_rows import label_only

# "together", "in total", "altogether", "combined", "in all", and the router's other languages.
ASKS_SUM = re.compile(
    r"\b(?:in total|total|altogether|together|combined|in all|summed|sum of)\b"
    r"|\b(?:insgesamt|zusammen|au total|en total|en conjunto|juntos|juntas)\b"
    r"|合计|合計|总共|一共|共计|合わせて|合計で|합계|모두 합|합쳐",
    re.I,
)
# A column whose values do not add up: a share, a mean, a rate, a ratio or an index ("Yield
# (t)" is a harvest and adds up; "Yield (t/ha)" is a rate by its slash).
_NOT_ADDITIVE = re.compile(
    r"%|\bper\b|/|\b(?:mean|average|avg|median|rate|ratio|index|share|density|sd|se)\b"
    r"|平均|率|密度|평균|비율",
    re.I,
)
# Fewest rows a sum is taken over: one row's "sum" is its own cell.
_MIN_ROWS = 2


def sum_fact(
    table: Table,
    q: QuestionParts,
    numeric: Sequence[bool],
    column: int,
    exclude: set[str],
    pinned: Sequence[Pin],
) -> Fact | None:
    """The sum of ``column`` over the rows the question takes together, with the addends shown;
    None where the question asks no sum or the rows or the column do not make one."""
    if not ASKS_SUM.search(q.plain) or pinned or not _additive(table.columns[column]):
        return None
    grouped = _grouped(table, q, column, _summed_rows(table, q, numeric, exclude))
    if grouped is None:
        return None
    rows, cells, values = grouped
    total = sum(values, Decimal(0))
    addends = " + ".join(cells)
    said = written_like(table, total, values, column) + _suffix(cells)
    names = [name_row(table, i, numeric, [column], [], q.terms) for i in rows]
    header = table.columns[column]
    return Fact(
        "sum",
        f"{_listed(names)} together · {header}: {said}",
        table.tag,
        computation=f"{addends} = {said}",
        source=table.source,
        weight=float(len(rows)),  # (of two tables' sums, the one over more of the rows named)
    )


# "the average C10+ error of the DenseNet-BC models", "the mean yield of the three farms"
ASKS_MEAN = re.compile(
    r"\b(?:average|mean)\b(?!\s*\??\s*$)|\bdurchschnittlich\w*|\bmoyenne?\b|\bpromedio\b"
    r"|平均|평균",
    re.I,
)  # (not "what does ... mean?")


def mean_fact(
    table: Table,
    q: QuestionParts,
    numeric: Sequence[bool],
    column: int,
    exclude: set[str],
    pinned: Sequence[Pin],
) -> Fact | None:
    """The mean of ``column`` over the rows the question names alike ("the average C10+ error
    of the DenseNet-BC models"), with the values shown; None where the question asks no mean,
    or the table prints one (a "Mean" column or row is then the answer), or the rows do not
    make a group."""
    if not ASKS_MEAN.search(q.plain) or pinned:
        return None
    printed = [table.columns[column], *(r[0] for r in table.rows if r)]
    if any(ASKS_MEAN.search(p) for p in printed):
        return None
    if _EVERY_ROW.search(q.plain):
        # "across the configurations", "over all the sites": every row that gives a value, in
        # a table that prints no total or mean row of its own (which would be the answer)
        rows = _summed_rows(table, q, numeric, exclude, every=True)
    elif _PLURAL.search(q.plain):
        rows = _summed_rows(table, q, numeric, exclude)  # "of the DenseNet-BC models"
    else:
        return None  # "the mean wind speed from the west sector": one row's mean, printed
    grouped = _grouped(table, q, column, rows)
    if grouped is None:
        return None
    rows, cells, known = grouped
    mean = sum(known, Decimal(0)) / len(known)
    places = max(max(0, -_exponent(v)) for v in known)
    if round(mean, places) != mean:
        places += 1  # one decimal more than the cells print, where the mean needs it
    shown = round(mean, places)
    said = written_like(table, shown, [shown], column) + _suffix(cells)
    names = [name_row(table, i, numeric, [column], [], q.terms) for i in rows]
    header = table.columns[column]
    return Fact(
        "mean",
        f"The mean {header} of {_listed(names)}: {said}",
        table.tag,
        computation=f"({' + '.join(cells)}) / {len(cells)} = {said}",
        source=table.source,
        weight=float(len(rows)),
    )


# "what share of the purchase came from Prilep", "what percentage of all growers", and the
# router's languages' "what share" ("welchen Anteil", "quelle part", "колкав дел", "какая доля")
ASKS_SHARE = re.compile(
    r"\b(?:what|which) (?:share|percentage|proportion|fraction|per ?cent)\b(?! points?\b)"
    r"|\bhow many per ?cent\b(?! points?\b)|\bhow (?:much|large a) (?:share|part)\b"
    r"|\bwelche[nrs]? anteil|\bwie viel prozent|\bquelle (?:part|proportion)\b|\bquel pourcentage"
    r"|\bqu[ée] (?:parte|proporci[óo]n|porcentaje)\b|\bколк(?:ав|и) (?:дел|процент)"
    r"|\bкак(?:ая|ой) (?:дол|процент)|\bjaki (?:udział|procent)|占比|比例|百分之|割合|비율|비중",
    re.I,
)


# The whole after the share asked: "of the honey harvest", "des exportations", "од откупот"
_OF_WHOLE = re.compile(
    r"\s*(?:of|des|du|de la|de|del|della|delle|degli|der|an der|am|от|од)\s+"
    r"(?:(?:the|all|total|la|les|l'|los|las|il|gli)\s+)*"
    r"(?P<whole>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,2})",
    re.I,
)


def asks_share_of_amounts(table: Table, q: QuestionParts, columns: Sequence[int]) -> bool:
    """Whether the question asks a share of columns that print amounts (a count, a mass), of
    which a row's share is computed, not printed: "what share of the harvest came from ..." of
    "Harvest (t)", not of "Recovered (%)"."""
    return (
        bool(ASKS_SHARE.search(q.plain))
        and bool(columns)
        and all(_additive(table.columns[j]) for j in columns)
    )


def share_fact(
    table: Table, q: QuestionParts, numeric: Sequence[bool], row: int, column: int, name: str
) -> Fact | None:
    """The share of the table's total that one row gives, where the question asks a share and
    the column prints amounts under a row that sums them ("What share of the purchase came from
    Prilep?": 10 825 t of the 20 091 t in "Вкупно", 53.9%). None where the column is itself a
    share, the question names another column as the whole or the part, or no single row of the
    table is the column's sum (its rows may be a sample)."""
    header = table.columns[column]
    if not _additive(header) or not _share_of_column(table, q, numeric, column):
        return None
    sums = [i for i, kinds in summary_rows(table, numeric).items() if kinds.get(column) == "sum"]
    if len(sums) != 1 or row == sums[0]:
        return None
    cell, total_cell = table.rows[row][column].strip(), table.rows[sums[0]][column].strip()
    part, whole = table.value(cell), table.value(total_cell)
    if part is None or whole is None or whole <= 0 or part < 0:
        return None
    share = format_value(round(part * 100 / whole, 1))
    total = table.rows[sums[0]][0].strip() or "total"
    return Fact(
        "share",
        f"{name} gives {share}% of {header}: {cell} of {total_cell} ({total})",
        table.tag,
        computation=f"{format_value(part)} / {format_value(whole)} = {share}%",
        source=table.source,
        weight=2.0,
    )


def _share_of_column(table: Table, q: QuestionParts, numeric: Sequence[bool], column: int) -> bool:
    """Whether the question asks a share of ``column``'s whole: it asks a share, the whole it
    names after it ("of the honey harvest") is that column where it names a column at all, and
    no other column is named as the part ("what percentage of the seedlings planted survived"
    of "Seedlings planted" and "Survived" is a share of the row's own planting)."""
    asked = ASKS_SHARE.search(q.plain)
    if not asked:
        return False

    def stems(text: str) -> set[str]:
        return {stem(t) for t in header_terms(text)}

    phrase = _OF_WHOLE.match(q.plain[asked.end() :])
    whole = {stem(t) for t in term_set(phrase.group("whole"))} if phrase else set()
    others = [h for j, h in enumerate(table.columns) if numeric[j] and j != column]
    if whole & stems(table.columns[column]) or not any(whole & stems(h) for h in others):
        rest = {stem(t) for t in q.terms} - stems(table.columns[column])
        return not any(rest & stems(h) for h in others)
    return False


def _grouped(
    table: Table, q: QuestionParts, column: int, rows: list[int] | None
) -> tuple[list[int], list[str], list[Decimal]] | None:
    """The rows of a sum or a mean with their cells and values in ``column``; None where they
    are fewer than two, not the count the question states ("the three Gozo salt pans" are not
    the rows found), or one of them gives no value."""
    if rows is None or len(rows) < _MIN_ROWS:
        return None
    count = stated_count(q.plain)
    if count is not None and count != len(rows):
        return None
    cells = [table.rows[i][column].strip() for i in rows]
    values = [v for c in cells if (v := table.value(c)) is not None]
    return (rows, cells, values) if len(values) == len(cells) else None


def _additive(header: str) -> bool:
    """Whether a column's values add up; its group counts ("Bahasy (manat/m²) · 2024" is a
    price per square metre in every year)."""
    return not (PERCENT_HEADER.search(own_header(header)) or _NOT_ADDITIVE.search(header))


_EVERY_ROW = re.compile(r"\b(?:across|over all|all|every|overall)\b", re.I)
# A plural noun: the rows a mean is taken over are several things ("the DenseNet-BC models")
_PLURAL = re.compile(
    r"\b(?!(?:this|its|is|was|has|does|as|plus|thus|across)\b)[a-z]{2,}[^\Wsu\d_]s\b"
)  # (not "trolleybus", "class", "analysis": no plural)


def _summed_rows(
    table: Table,
    q: QuestionParts,
    numeric: Sequence[bool],
    exclude: set[str],
    every: bool = False,
) -> list[int] | None:
    """The rows a sum runs over: those the question names alike (by the same words), or, where
    no word names a row, every row of a table that prints no total of its own when the question
    counts them all (or says ``every`` row)."""
    totals = set(total_rows(table, numeric))
    members = [
        i
        for i in range(len(table.rows))
        if i not in totals
        and not label_only(table, i, numeric)
        and any(numeric[j] and c.strip() for j, c in enumerate(table.rows[i]))
    ]
    count = stated_count(q.plain)
    # ("all four lines" of "Line 1" ... "Line 12": the count names the rows, not "Line 4")
    counted = (
        {str(count), CARDINALS[count]}
        if count == len(members) and count < len(CARDINALS)
        else set()
    )
    matches = [
        m for m in match_rows(table, q.terms - counted, numeric, exclude) if m.index in members
    ]
    if not matches:
        # "the six churches" of a table of six: every row. Without that count a table's rows
        # may be a sample ("bike rentals in total" over six of a city's districts).
        if every:
            return None if totals else members
        return None if totals or count != len(members) else members
    top = matches[0].hits
    rows = sorted(m.index for m in matches if m.hits == top)
    if len(rows) < _MIN_ROWS or any(m.hits - top for m in matches if m.index not in rows):
        # one row named, or rows named by other words too: no group, unless the question
        # joins two names ("at Dockside and Old Town together"), each its own row's
        return _joined_rows(table, q, numeric, exclude, members)
    return rows


def _joined_rows(
    table: Table, q: QuestionParts, numeric: Sequence[bool], exclude: set[str], members: list[int]
) -> list[int] | None:
    joined = alternatives(q.plain, AND)
    if joined is None:
        return None
    a_terms, b_terms = (term_set(side) for side in joined)
    ra = pick_row(table, a_terms - b_terms, numeric, exclude, (), set(), b_terms)
    rb = pick_row(table, b_terms - a_terms, numeric, exclude, (), set(), a_terms)
    if ra is None or rb is None or ra == rb or not {ra, rb} <= set(members):
        return None
    return sorted((ra, rb))


_SCALE_SUFFIX = re.compile(r"\d\s?([kMBG%])\s*$")


def _suffix(cells: Sequence[str]) -> str:
    """The scale or percent sign every cell prints after its number ("8k", "12k"), which the
    computed value keeps ("14.6k")."""
    found = {m.group(1) if (m := _SCALE_SUFFIX.search(c)) else None for c in cells}
    return found.pop() or "" if len(found) == 1 else ""


def _listed(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


_GROUPED = re.compile(r"^\s*[-−+]?\d{1,3}(?P<sep>[ \u00a0\u202f\u2009,.])\d{3}(?!\d)")


def written_like(table: Table, value: Decimal, addends: Sequence[Decimal], column: int) -> str:
    """A computed value as the column prints its numbers: as many decimals as the addends
    carry, the decimal comma, and thousands set off as the column sets them off ("1 570" beside
    "1 240", "3.380" in a table that prints "1.125" and decimal commas)."""
    cells = [r[column] for r in table.rows]
    places = max((max(0, -_exponent(v)) for v in addends), default=0)
    comma = any(decimal_comma(c) for c in cells)
    whole, _, fraction = f"{value:.{places}f}".partition(".")
    separator = _separator(cells, comma or table.dot_thousands)
    digits = whole.lstrip("-")
    if separator and len(digits) > 3:
        groups = [digits[max(0, k - 3) : k] for k in range(len(digits), 0, -3)][::-1]
        whole = whole[: len(whole) - len(digits)] + separator.join(groups)
    mark = "," if comma else "."
    return f"{whole}{mark}{fraction}" if fraction else whole


def _exponent(value: Decimal) -> int:
    exponent = value.as_tuple().exponent
    return exponent if isinstance(exponent, int) else 0


def _separator(cells: Sequence[str], dots_group: bool) -> str:
    """The thousands separator the column prints, "" where it prints none: a comma only where
    it is no decimal mark, a dot only where the table groups with dots."""
    for cell in cells:
        m = _GROUPED.match(cell)
        if not m:
            continue
        sep = m.group("sep")
        if (sep == "," and dots_group) or (sep == "." and not dots_group):
            continue
        return sep
    return ""
