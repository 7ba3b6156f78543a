"""A table row the question names, given whole when no single cell answers, and the checks that keep
such a row from answering what it does not hold (a quantity it has no cell for, a year next to the
printed ones).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.asked_kinds import asks_kind, named_only
from paperlens.answer.asked_units import dimension_lacking
from paperlens.answer.base import Fact
from paperlens.answer.cognates import cognate_hits
from paperlens.answer.contents import asks_content, no_content_header
from paperlens.answer.crosslingual import FOREIGN
from paperlens.answer.dimensions import measured_header
from paperlens.answer.months import (
    month_number,
    months_asked,
    months_in_any_language,
    months_printed,
)
from paperlens.answer.quantity import (
    Quantity,
    carried,
    counts_things,
    judgeable,
    printed_years,
    symbolic,
    year_missing,
    years_in,
)
from paperlens.answer.question import QuestionParts
from paperlens.answer.table_rows import EMPTY_CELLS, Pin, name_row, pick_row
from paperlens.answer.tables import (
    Table,
    column_terms,
    header_group,
    header_terms,
    latin_other_language,
    match_columns,
    match_rows,
    own_header,
    parse_value,
)
from paperlens.answer.terms import term_set
from paperlens.scripts import fold_digits


def label_only(table: Table, row: int, numeric: Sequence[bool]) -> bool:
    """A row with a name and not one value: a group's label, not a record."""
    cells = table.rows[row]
    values = [c for j, c in enumerate(cells) if numeric[j]]
    return (
        bool(values)
        and any(c.strip() for j, c in enumerate(cells) if not numeric[j])
        and all(c.strip().lower() in EMPTY_CELLS for c in values)
    )


def whole_row(
    table: Table,
    named: set[str],
    numeric: Sequence[bool],
    pinned: Sequence[Pin],
    source: str,
    asked: set[str] | None = None,
    question: str = "",
    row: int | None = None,
) -> Fact | None:
    """A row an English question names in the table's own script ("Zarechny" for "Заречный")
    or by a code any language prints alike ("curve K3" of a Latvian table) while no header
    carries a word it can read ("average age" for "Средний возраст", "cant" for "Pacēlums"): the
    row with every header, so the reader sees the asked value under its own heading. Only where
    the names alone pick one row and the table is printed in another language: spelling and
    cognates match only some of its headers, and no list can translate the rest. Where the
    question's words (``asked``) name one of the table's column groups ("in 2022" of "2022 · …",
    "2023 · …"), only that group's cells: another year's value under the same heading is
    another answer.

    The headers it cannot read still tell what the row cannot answer, so ``question`` is
    checked against them: a year it fixes that the table never prints ("in winter 2021–22" of
    a table of 2022–23 and 2023–24, or of one with no year at all), and a count of things
    ("how many sheep") where every value is a measurement or a share ("(кг)", "(%)"). A
    dimension asked that no header's unit measures ("how loud" of a row in metres), or a
    content where no header's unit can hold one ("teor de óleo" of a row in cm and dN), makes
    the row a near miss.

    ``row``: the row the question asks for otherwise than by its names, the table's own total
    row for "how many jumps did the five clubs make in total" ("Totaal" of a Frisian table):
    given whole in the same way."""
    text = " ".join([*table.columns, *(c for r in table.rows for c in r)])
    if not FOREIGN.search(text) and not latin_other_language(table):
        return None
    if question and _EXPLAINED.search(question):
        return None  # "why was the availability of E05 low": no row of numbers says why
    if question and years_in(question) - years_in(f"{table.caption} {text}"):
        return None
    rows = [
        i
        for i in range(len(table.rows))
        if all(table.value(table.rows[i][p.column]) == p.value for p in pinned)
    ]
    total = row is not None
    if row is None:
        found = [m for m in match_rows(table, named, numeric, set()) if m.index in rows]
        if not found or len(found) > 1 and found[1].score >= found[0].score - 1e-9:
            return None
        row, weight = found[0].index, len(found[0].hits)
    elif row in rows:
        weight = 1
    else:
        return None
    cells = table.rows[row]
    if question and asks_kind(question) and named_only(cells):
        # "Which fish species live in the canal?" of a row of the canal's name and its
        # measurements: no cell names a kind of anything
        return None
    kept = _asked_cells(
        table,
        [
            j
            for j, c in enumerate(cells)
            if numeric[j] and c.strip().lower() not in EMPTY_CELLS
            # (a value, not words: a chart's legend read as a table's last row is no record)
            if parse_value(c) is not None
        ],
        asked or set(),
    )
    given = [(table.columns[j], cells[j].strip()) for j in kept]
    if total:
        given = _of_the_kind_asked(given, question)
    if not given or (
        question and counts_things(question) and all(measured_header(h) for h, _ in given)
    ):
        return None
    name = name_row(table, row, numeric)
    lacking = dimension_lacking(
        question, [h for h, _ in given], table.caption, [_counts(table, [j]) for j in kept]
    )
    if not lacking and asks_content(question) and no_content_header([h for h, _ in given]):
        lacking = "content"  # "teor de óleo" of a row in (см), (ц/га) and (даН)
    if lacking:
        # "How loud was curve K1" of a row in (m), (mm) and (Mt gadā): not a sound level
        return Fact(
            "near_miss",
            f"{table.source} gives {', '.join(h for h, _ in given)} for {name}, not a {lacking}",
            table.tag,
            source=source,
            weight=-1.0,
        )
    statement = f"{name} · " + "; ".join(f"{h}: {v}" for h, v in given)
    return Fact("lookup", statement, table.tag, source=source, weight=weight, whole_row=True)


# A reason or a method asked: "Why was ...", "How was evaporation measured at Xwejni?"
_EXPLAINED = re.compile(
    r"^\s*why\b|^\s*how\s+(?:was|were|is|are|did|do|does)\b.*\b(?:measured|determined"
    r"|estimated|calculated|assessed|collected|obtained|sampled|analy[sz]ed|tested|recorded"
    r"|counted|identified|selected|chosen|done|made|performed|prepared)\b",
    re.I,
)


def _of_the_kind_asked(given: list[tuple[str, str]], question: str) -> list[tuple[str, str]]:
    """A total row's cells of the kind the question asks, where some are: counts for "how many
    carpets" (headers with no unit of measurement), measured amounts for "how much camel milk"
    or "the total harvest" (a mass, a volume, an area or a share: not a count of sellers or a
    price). A total row totals every column; only some of its totals are of what is asked."""
    if not question:
        return given
    if counts_things(question):
        kept = [(h, v) for h, v in given if not measured_header(h)]
    else:  # (a mean asked may be a share: "the mean wake loss over all turbines")
        kept = [(h, v) for h, v in given if measured_header(h)]
    return kept or given


def _asked_cells(table: Table, columns: Sequence[int], asked: set[str]) -> list[int]:
    """The columns of a row given whole that the question's words narrow it to: the one column
    group they name, by the words that tell the groups apart ("Sepetang" of "Kuala Sepetang · …"
    beside "Kuala Trong · …": the "Kuala" both print names neither), then the headers under it
    that they name ("CO2" of "Qış · CO2" and "Qış · CH4", "evaporation" of
    "Evaporazzjoni (mm)", "1402" of "عملکرد ۱۴۰۲"). All of them where the words name no group, or no header, or every one:
    a value the reader cannot place is no reason to drop it."""
    groups = {header_group(table.columns[j]) for j in columns} - {""}
    if len(groups) >= 2:
        shared = set.intersection(*(term_set(g) for g in groups))
        named = {g for g in groups if (term_set(g) - shared) & asked}
        if len(named) == 1:
            columns = [j for j in columns if header_group(table.columns[j]) in named]
    headed = [j for j in columns if _names_header(own_header(table.columns[j]), asked)]
    return headed if headed else list(columns)


def _names_header(header: str, asked: set[str]) -> bool:
    """Whether the question's words name a header, as printed, in its digits of another script
    ("۱۴۰۲" is the "1402" asked) or by a cognate."""
    words = header_terms(fold_digits(header), asked)
    return bool(words & asked or cognate_hits(asked, words))


def year_for_month(table: Table, question: str, row: int, columns: Sequence[int]) -> str:
    """The label of a whole year or season ("Tahun 2022", "Dry season 2020 · Max") that the
    row or a column found holds, where the question fixes a month of that year ("in March
    2022") and the table names no month anywhere, inflected either ("augustikuu 2021 torm",
    the August storm): its values are the period's, not the month's. "" otherwise."""
    if not months_asked(question):
        return ""
    asked = years_in(question)
    labels = [
        *(table.rows[row][j] for j in range(len(table.columns)) if j not in columns),
        *(table.columns[j] for j in columns),
    ]
    held = [label.strip() for label in labels if asked & years_in(label)]
    if not held:
        return ""
    cells = [table.caption, *table.columns, *(c for r in table.rows for c in r)]
    joined = " ".join(cells)
    if (
        months_in_any_language(joined)
        or months_printed(joined)
        or any(month_number(w) for c in cells for w in re.findall(r"[^\W\d_]+\.?", c))
    ):
        return ""
    return held[0]


def _barely(table: Table, q: QuestionParts, numeric: list[bool], exclude: set[str]) -> bool:
    """Whether the best-named row leads the next only by the completeness tie-breaker
    ("Controllo, Corvina" over "Defogliazione precoce, Corvina" for "Corvina ... after early
    leaf removal")."""
    found = match_rows(table, q.terms - exclude, numeric, set())
    return len(found) > 1 and found[0].score - found[1].score < 0.05


def year_near_miss(
    table: Table,
    q: QuestionParts,
    quantity: Quantity,
    numeric: list[bool],
    columns: list[int],
    pinned: Sequence[Pin],
    negatives: set[str],
) -> list[Fact] | None:
    """ "In 2022" asked of a table that measures the quantity in other years only (its caption
    says 2023): a near miss for the row named, no fact when none is; None when the year is
    there (or none is asked). A table whose columns are years ("Yield 2022", "Yield 2024")
    holds no value for another year whatever quantity is asked, even one this reader cannot
    judge in the table's language."""
    printed = table.printed
    by_year = len(printed_years(" ".join(table.columns))) >= 2
    if not by_year and not carried(quantity, printed, set()):
        return None  # another quantity (the grounding says so), or one not judged here
    year = year_missing(q.plain, printed)
    if not year:
        return None
    exclude = {t for m in match_columns(table, q.terms) for t in m.hits}
    row = pick_row(table, q.terms, numeric, exclude, pinned, negatives)
    if row is None:
        return []
    name = name_row(table, row, numeric, columns, pinned, q.terms)
    years = ", ".join(printed_years(printed))
    return [
        Fact(
            "near_miss",
            f"{table.source} gives {name} for {years} only, not {year}",
            table.tag,
            source=table.source,
            weight=-1.0,
        )
    ]


_COUNT = re.compile(r"\d{1,3}(?:[,\u2009\u202f ]\d{3})*|\d+")
COUNT_UNITS = frozenset(["n", "no", "count", "counts", "number"])


def _counts(table: Table, columns: list[int]) -> bool:
    """Whether the columns hold counts: whole numbers in every filled cell, under headers
    that print no unit but a count's ("(n)")."""
    for j in columns:
        unit = re.findall(r"[(\[]([^()\[\]]*)[)\]]", table.columns[j])
        if any(u.strip().lower().rstrip(".") not in COUNT_UNITS for u in unit):
            return False
        cells = [r[j].strip() for r in table.rows if r[j].strip().lower() not in EMPTY_CELLS]
        if not cells or not all(_COUNT.fullmatch(c) for c in cells):
            return False
    return True


def change_unnamed(
    table: Table, quantity: Quantity, subject: str, numeric: Sequence[bool]
) -> Fact | None:
    """A change asked of a quantity ("how much did diastolic blood pressure change") that no
    word of the table's caption, headers or row names names, in any part: its changes are of
    other quantities ("Change in systolic BP", "Change in urinary sodium, mmol/24 h"), and a
    row picked by the rest of the question ("24 months" for "/24 h") is a near miss. None when
    some part is named (the row is then chosen and checked as for any lookup) or the table's
    language cannot be judged. ``subject``: the words the question asks the change of."""
    names = [
        table.caption,
        *table.columns,
        *(c for r in table.rows for j, c in enumerate(r) if j < len(numeric) and not numeric[j]),
    ]
    text = " ".join(names)
    if carried(quantity, text, set(), lenient=True, mode=judgeable(text)) is not False:
        return None
    if term_set(subject) & term_set(text):
        return None  # (named as the table prints it: "PM2.5", which the quantity reads "pm2")
    return Fact(
        "near_miss",
        f"{table.source} gives no change in {quantity.said}",
        table.tag,
        source=table.source,
        weight=-1.0,
    )


# "What share of the bats", "what percentage of respondents": a share of a whole.
_SHARE_OF = re.compile(r"\b(?:share|percentage|proportion|fraction|per ?cent)\s+of\b", re.I)


def grounded_cells(
    table: Table,
    q: QuestionParts,
    quantity: Quantity,
    numeric: list[bool],
    columns: list[int],
    picking: tuple[Sequence[Pin], set[str], set[str]],
    keyed: tuple[int, str] | None,
) -> tuple[list[int], int | None] | Fact | None:
    """The cell that carries the quantity asked: the named columns where they do, else the one
    column (or, in a table whose rows are quantities, the one row) that does; a near miss when
    the row the question names has no such cell. None: nothing to change (no judgement, or no
    row named)."""
    pinned, exclude, negatives = picking
    caption = table.caption
    # (the paper's title scopes every table in it: "Recordings" of a paper titled "... song
    # frequency of three urban songbirds" are song recordings)
    scope = f"{caption} {table.item.paper_title or ''}"
    pinned_columns = {p.column for p in pinned}

    def row_text(i: int) -> str:
        return " ".join(c for j, c in enumerate(table.rows[i]) if not numeric[j])

    # ("the porosity of mix M2": the rows' own header, "Mix", names the entity with its row)
    naming = term_set(" ".join(h for h, n in zip(table.columns, numeric, strict=False) if not n))

    named_terms = column_terms(table, q.terms)
    mode = judgeable(" ".join([caption, *table.columns, *(c for r in table.rows for c in r)]))
    if (
        mode is None
        or carried(quantity, " ".join([caption, *table.columns]), set(), mode=mode) is None
    ):
        return None  # another script, or a language judged by the cross-language matching

    asks_share = bool(_SHARE_OF.search(q.plain))

    def carries(j: int, i: int) -> bool | None:
        if asks_share and "%" in own_header(table.columns[j]):
            return True  # "what share of hibernating bats": the bats are the whole, not a cell's
        text = f"{table.columns[j]} {row_text(i)} {scope}"
        entity = term_set(row_text(i)) | naming
        if symbolic(table.columns[j]) and carried(
            quantity, table.columns[j], entity, named_terms[j], lenient=True, mode=mode
        ):
            return True  # "P (d)" is known as a period only: the part it names will do
        if carried(quantity, table.columns[j], entity, named_terms[j], mode=mode):
            return True  # the header alone: "Build (min)" is a time whatever the caption says
        return carried(quantity, text, entity, named_terms[j], mode=mode)

    named = keyed[0] if keyed else pick_row(table, q.terms, numeric, exclude, pinned, negatives)
    if named is not None and columns and quantity.counted and _counts(table, columns):
        # "How many Catholic respondents earn $30-40k": a table of counts pinned by its row and
        # column counts respondents without printing the word; the other words must be carried.
        rest = quantity.modifiers()
        if rest is None:
            return columns, None
        quantity = rest
    if named is not None and columns:
        kept = [j for j in columns if carries(j, named) is not False]
        if kept:
            return kept, None
    if named is not None and not columns and _barely(table, q, numeric, exclude):
        return None  # no column named and two rows named alike: nothing to choose by
    if named is not None:
        # (a column of text values counts, past the first that names the rows: "OR 0.78 (...)")
        others = [
            j
            for j, n in enumerate(numeric)
            if (n or j > 0) and j not in pinned_columns and carries(j, named) is True
        ]
        if len(others) == 1:
            return others, named  # "how large is Crane Lake": the lake's area
        if others and not columns:
            return None
        # (several other columns might carry it, and the one the question names does not:
        # "how long did training take" of a "train steps" column is a near miss, whatever
        # "d_k" or "d_ff" might measure; the prose may say "3.5 days")
    if columns:
        # Rows that are quantities ("Age, years, mean (SD)" beside "Patients, n"): the row
        # that carries the quantity in the column the question names.
        rows = [i for i in range(len(table.rows)) if all(carries(j, i) for j in columns)]
        if rows:
            row = pick_row(table, q.terms, numeric, exclude, pinned, negatives, only=rows)
            if row is None and len(rows) == 1:
                row = rows[0]
            if row is not None:
                return columns, row
    if named is None:
        return None
    name = name_row(table, named, numeric, columns, pinned, q.terms)
    shown = columns or [j for j, n in enumerate(numeric) if n][:3]
    gives = ", ".join(dict.fromkeys(table.columns[j].strip() for j in shown)) or "other values"
    return Fact(
        "near_miss",
        f"{table.source} gives {gives} for {name}, not {quantity.said}",
        table.tag,
        source=table.source,
        weight=-1.0,
    )
