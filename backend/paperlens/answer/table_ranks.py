"""The highest or lowest value of a table's column, or the best of a row whose columns are levels."""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.base import Fact
from paperlens.answer.intent import Intent
from paperlens.answer.question import (
    ORDINALS,
    QuestionParts,
    ordinal,
    ordinal_word,
    wants_largest,
)
from paperlens.answer.ranked_asks import asks_more, other_values
from paperlens.answer.table_columns import spread_header
from paperlens.answer.table_rows import Pin, name_row, pick_row, total_rows
from paperlens.answer.tables import (
    COVERAGE_TIE,
    Table,
    acronyms_spelled,
    cognates,
    format_like,
    header_group,
    header_terms,
    match_columns,
    match_rows,
    own_header,
)
from paperlens.answer.terms import stem, term_set

_SUPERLATIVE_WORD = re.compile(
    r"\b(?:highest|lowest|largest|smallest|greatest|biggest|most|least|fewest|best|worst|maximum|minimum)"
    r"\s+((?:[\w-]+\+*\s+){0,3}[\w-]+\+*)",  # ("C10+", with augmentation, is not "C10")
    re.I,
)


def _ranked_words(question: str, table: Table) -> set[str]:
    """The words after the superlative, with the header acronyms they spell ("the highest
    tensile strength" ranks "UTS (MPa)")."""
    m = _SUPERLATIVE_WORD.search(question)
    return term_set(m.group(1)) | acronyms_spelled(table, m.group(1)) if m else set()


# "declined the most", "the largest drop": the most negative change is the largest decline.
_DECLINE = re.compile(
    r"\b(?:declin|decreas|drop|fell|fall|lost|los[et]|shr[ai]nk|reduc|sank|sink|recul|baiss|dimin"
    r"|disminu|cay[óe]|caíd|bajó|rückgang|gesunken|gefallen|abgenommen)\w*"
    r"|감소|하락|減少|低下|下降|减少",
    re.I,
)


def extreme_fact(
    table: Table,
    q: QuestionParts,
    intent: Intent,
    numeric: list[bool],
    columns: list[int],
    exclude: set[str],
    pinned: Sequence[Pin],
) -> Fact | None:
    if not columns:
        only = [j for j, n in enumerate(numeric) if n]
        if len(only) > 1 and _DECLINE.search(q.plain):
            # "Which group declined the most?": the one column of signed changes.
            only = [
                j
                for j in only
                if any((v := table.value(r[j])) is not None and v < 0 for r in table.rows)
            ]
        if len(only) != 1:
            return None
        columns = only
    if _ranks_a_row(table, q, numeric, columns):
        return None
    col = columns[0]
    qualifiers: list[int] = []
    ranked = _ranked_words(q.plain, table)
    ranked |= cognates(table, ranked)  # a word of another language, as the table spells it

    def words_named(j: int) -> int:
        return sum(1 for t in term_set(table.columns[j]) & ranked if not t[0].isdigit())

    if len(columns) > 1 and ranked:
        # "amine-functionalized sorbents ... the largest BET surface area": the words after the
        # superlative name what is ranked; another column named qualifies the rows (only those
        # with an amine loading, not the bare support printed "—"). A word ranks before a
        # number ("the highest incidence in 2023" of "Cases (2023)" and "Incidência").
        ranking = sorted(
            (j for j in columns if term_set(table.columns[j]) & ranked),
            key=lambda j: (-words_named(j), -len(term_set(table.columns[j]) & ranked)),
        )
        if ranking:
            col = ranking[0]
            qualifiers = [
                j for j in columns if j != col and not term_set(table.columns[j]) & ranked
            ]
    elif ranked and not words_named(col):
        # The one column chosen by a number beside the superlative ("in 2023" of "Cases
        # (2023)") where one other column carries its word ("Incidência"): that one ranks.
        other = [j for j, n in enumerate(numeric) if n and j != col and words_named(j)]
        col = other[0] if len(other) == 1 else col
    header = table.columns[col]
    totals = set(total_rows(table, numeric))  # "Which municipality ...": the total is none
    values = {
        i: v
        for i, r in enumerate(table.rows)
        if (v := table.value(r[col])) is not None
        and i not in totals
        and all(table.value(r[p.column]) == p.value for p in pinned)
    }
    qualified = {
        i: v
        for i, v in values.items()
        if all(table.value(table.rows[i][j]) is not None for j in qualifiers)
    }
    if len(qualified) >= 2:
        values = qualified
    if len(values) < 2:
        return None
    # "Which DenseNet ...": rows the question names narrow the field when several share the name.
    named = match_rows(
        table,
        q.terms,
        numeric,
        exclude | {t for h in table.columns for t in term_set(h)} | term_set(ordinal_word(q.plain)),
    )
    if named:
        # rows named by the same words are named alike, however long each name is: the three
        # methods under a section row "Snowfall (-3 to 0 °C)" (the coverage tie-breaker tells
        # their lengths apart, not which of them the question names)
        top = named[0]
        group = {
            m.index
            for m in named
            if m.hits == top.hits and m.score >= top.score - COVERAGE_TIE - 1e-9
        } & set(values)
        if len(group) >= 2:
            values = {i: values[i] for i in group}
    largest = wants_largest(intent, f"{q.plain} {header} {table.caption}")
    if _DECLINE.search(q.plain) and any(v < 0 for v in values.values()):
        largest = not largest  # a signed change: the largest decline is its lowest value
    ranks = sorted(set(values.values()), reverse=largest)
    place = ordinal(q.plain)  # "the second lowest error"
    if place > len(ranks):
        return None
    best = ranks[place - 1]
    winners = [i for i, v in values.items() if v == best]
    word = f"{ORDINALS[place]} {'highest' if largest else 'lowest'}".lstrip()
    who = " and ".join(name_row(table, i, numeric, [col]) for i in winners)
    verb = "have" if len(winners) > 1 else "has"
    more = ""
    if (
        len(winners) == 1
        and asks_more(q.plain, header)
        and (rest := other_values(table, winners[0], numeric, col))
    ):
        more = f" ({rest})"
    cell = table.rows[winners[0]][col].strip()
    if len(winners) == 1 and (of := _asked_of_winner(table, q, intent, numeric, col)) is not None:
        # "the EN-FR BLEU of the model with the highest EN-DE BLEU": the winner's other value
        return Fact(
            "extreme",
            f"{who} has the {word} {header} ({cell}); its {table.columns[of]}: "
            f"{table.rows[winners[0]][of].strip()}",
            table.tag,
            computation=f"the {word} of {len(values)} values in the '{header}' column of "
            f"{table.source}, then that row's '{table.columns[of]}'",
            source=table.source,
        )
    return Fact(
        "extreme",
        f"{who} {verb} the {word} {header}: {cell}{more}",
        table.tag,
        computation=f"the {word} of {len(values)} values in the '{header}' column of {table.source}",
        source=table.source,
    )


# "What is the EN-FR BLEU of the model with ...", "How many parameters does the best ...": a
# value asked of the row the superlative picks (not "Where did borrowers borrow the least")
_ASKS_OF = re.compile(
    r"\b(?:what(?:'s|\s+(?:is|was|are|were))?\b[^?]*\b(?:of|for)\b"
    r"|how (?:much|many)\b[^?]*\b(?:does|did|do|is|was|are|were|has|have|had)\b)",
    re.I,
)


def _asked_of_winner(
    table: Table, q: QuestionParts, intent: Intent, numeric: Sequence[bool], ranked: int
) -> int | None:
    """The one column a question asks of the row it ranks first, named before the superlative
    ("What is the C100+ error of the model with the fewest parameters?"): not in a "which"
    question, whose words before the superlative qualify the rows ("Which amine-functionalized
    sorbent has the largest surface area")."""
    m = _SUPERLATIVE_WORD.search(q.plain)
    if intent.chooses or m is None or not _ASKS_OF.search(q.plain[: m.start()]):
        return None
    before = term_set(q.plain[: m.start()])
    named = {
        j: len({t for t in header_terms(table.columns[j], before) & before if not t.isdigit()})
        for j, n in enumerate(numeric)
        if n and j != ranked
    }
    most = max(named.values(), default=0)
    best = [j for j, hits in named.items() if hits == most]
    if len(best) > 1:
        # "the training cost of the model with the highest EN-FR BLEU": of "Training Cost ·
        # EN-DE" and "Training Cost · EN-FR", the one that shares the ranked column's other words
        parts = {own_header(table.columns[ranked]), header_group(table.columns[ranked])} - {""}
        best = [
            j
            for j in best
            if parts & {own_header(table.columns[j]), header_group(table.columns[j])}
        ] or best
    return best[0] if most and len(best) == 1 else None


_LEVEL = re.compile(r"\s*([A-Za-z]\w*)\s*=\s*(-?\d+(?:\.\d+)?)\s*")


def _ranks_a_row(table: Table, q: QuestionParts, numeric: list[bool], columns: list[int]) -> bool:
    """ "Which ward had the most discrepancies per patient after?" over a table whose rows are
    measures ("Unintentional discrepancies per patient, mean") and whose columns are periods:
    what is ranked is one row, so its rows are no wards to rank (a chart or the prose may
    rank them)."""
    ranked = {t for t in _ranked_words(q.plain, table) if t.isalpha()}
    if len(ranked) < 2 or any(term_set(table.columns[j]) & ranked for j in columns):
        return False
    wanted = {stem(t) for t in ranked}
    return any(
        {stem(t) for t in m.hits} >= wanted for m in match_rows(table, ranked, numeric, set())
    )


def across_groups_fact(
    table: Table, q: QuestionParts, intent: Intent, numeric: list[bool]
) -> Fact | None:
    """ "Which species and diet had the highest survival rate?": the question names alike one
    column under each of several groups ("Sea bass · Survival (%)", "Sea bream · Survival
    (%)") and names none of the groups; the extreme is taken over all their cells, and the
    answer names the row and the group."""
    matches = [m for m in match_columns(table, q.terms) if numeric[m.index]]
    if len(matches) < 2:
        return None
    alike = [m.index for m in matches if m.hits == matches[0].hits]
    groups = [header_group(table.columns[j]) for j in alike]
    owns = {own_header(table.columns[j]).strip().lower() for j in alike}
    if len(alike) < 2 or len(owns) != 1 or not all(groups) or len(set(groups)) < len(groups):
        return None
    if any(term_set(g) & q.terms for g in groups):
        return None  # "in sea bream": the group's column is looked up or ranked alone
    totals = set(total_rows(table, numeric))
    values = {
        (i, j): v
        for j in alike
        for i, r in enumerate(table.rows)
        if i not in totals and (v := table.value(r[j])) is not None
    }
    if len(values) < 2:
        return None
    own = own_header(table.columns[alike[0]]).strip()
    largest = wants_largest(intent, f"{q.plain} {own} {table.caption}")
    best = (max if largest else min)(values.values())
    winners = [(i, j) for (i, j), v in values.items() if v == best]
    word = "highest" if largest else "lowest"
    who = " and ".join(
        f"{name_row(table, i, numeric, [j])} · {header_group(table.columns[j])}" for i, j in winners
    )
    i, j = winners[0]
    verb = "have" if len(winners) > 1 else "has"
    return Fact(
        "extreme",
        f"{who} {verb} the {word} {own}: {table.rows[i][j].strip()}",
        table.tag,
        computation=f"the {word} of {len(values)} values in the '{own}' columns of "
        f"{table.source} ({', '.join(groups)})",
        source=table.source,
    )


def across_row_fact(
    table: Table, q: QuestionParts, intent: Intent, numeric: list[bool]
) -> Fact | None:
    """ "For n = 1000, which value of k has the highest probability?": the columns are levels
    of one variable ("k = 7", "k = 8", ...), the question asks which level and names a row by
    its key; the extreme is taken across that row, and the answer is the column."""
    levels: dict[str, list[int]] = {}
    for j, header in enumerate(table.columns):
        m = _LEVEL.fullmatch(own_header(header))
        if m and numeric[j]:
            levels.setdefault(m.group(1), []).append(j)
    if not levels:
        return across_series_fact(table, q, intent, numeric)
    var, cols = max(levels.items(), key=lambda kv: len(kv[1]))
    if len(cols) < 3 or not re.search(rf"(?<![A-Za-z]){re.escape(var)}(?![A-Za-z])", q.plain):
        return None
    keys = [j for j in range(len(table.columns)) if j not in cols]
    named = []
    for i, row in enumerate(table.rows):
        for j in keys:
            cell = row[j].strip() if j < len(row) else ""
            if cell and re.search(rf"(?<![\w.]){re.escape(cell)}(?![\w.])", q.plain):
                named.append((i, j))
                break
    if len(named) != 1:
        return None
    i, key = named[0]
    values = {j: v for j in cols if (v := table.value(table.rows[i][j])) is not None}
    if len(values) < 2:
        return None
    largest = wants_largest(intent, f"{q.plain} {table.caption}")
    best = (max if largest else min)(values, key=lambda j: values[j])
    word = "highest" if largest else "lowest"
    head = own_header(table.columns[key]).strip()
    cell = table.rows[i][key].strip()
    said = f"{head} = {cell}" if head else cell
    return Fact(
        "extreme",
        f"{table.columns[best].strip()} has the {word} value for {said}: "
        f"{table.rows[i][best].strip()}",
        table.tag,
        computation=f"the {word} of {len(values)} values across the row {said} of {table.source}",
        source=table.source,
    )


# A column of a numbered series: "Model 3", "모형 3", "Modell 3", "Arm B".
_SERIES = re.compile(r"\s*(\S.*?)\s*(\d{1,2}|[A-Z])\s*")


def _series(table: Table, numeric: Sequence[bool]) -> list[int]:
    """The value columns, where every one is a member of one numbered series ("Model 1",
    "Model 2", "Model 3"): the table's columns are the things compared, its rows the measures."""
    values = [j for j, n in enumerate(numeric) if n]
    names = {
        m.group(1) if (m := _SERIES.fullmatch(own_header(table.columns[j]))) else None
        for j in values
    }
    return values if len(values) >= 2 and len(names) == 1 and None not in names else []


def across_series_fact(
    table: Table, q: QuestionParts, intent: Intent, numeric: list[bool]
) -> Fact | None:
    """ "Which regression model has the highest R²?" of a table whose columns are "Model 1",
    "Model 2", "Model 3" and whose rows are coefficients and fit statistics: the question
    chooses among the columns and names one row by its words; the extreme is taken across
    that row, and the answer is the column."""
    cols = _series(table, numeric) if intent.chooses else []
    if not cols:
        return None
    named = [
        m
        for m in match_rows(table, q.terms, numeric, set())
        if any(not t.isdigit() for t in m.hits)
    ]
    if not named:
        return None
    # (the one row named, or the estimate over the line of its spread: pick_row tells them)
    i = pick_row(table, q.terms, numeric, set(), [], set(), only=[m.index for m in named])
    if i is None:
        return None
    values = {j: v for j in cols if (v := table.value(table.rows[i][j])) is not None}
    if len(values) < 2 or len(values) < len(cols):
        return None  # a row of some columns only is no comparison of them all
    largest = wants_largest(intent, f"{q.plain} {table.caption}")
    best = (max if largest else min)(values.values())
    winners = [j for j, v in values.items() if v == best]
    if len(winners) != 1:
        return None
    word = "highest" if largest else "lowest"
    row = name_row(table, i, numeric)
    return Fact(
        "extreme",
        f"{table.columns[winners[0]].strip()} has the {word} {row}: "
        f"{table.rows[i][winners[0]].strip()}",
        table.tag,
        computation=f"the {word} of {len(values)} values across the row {row} of {table.source}",
        source=table.source,
    )


# "the best site's yield than the poorest site's", "between the highest and the lowest": the two
# ends of a column, compared. Not "largest" or "most", which as often rank by another
# dimension than the one asked ("how many more parameters has the most accurate model than the
# least accurate", "the largest model's BLEU"), nor "maximum" and "minimum", statistics a table
# prints as columns.
_TOP_END = re.compile(r"\b(?:highest|best|top)\b", re.I)
_BOTTOM_END = re.compile(r"\b(?:lowest|worst|poorest|bottom)\b", re.I)
_COMPARED = re.compile(
    r"\bdifference\b|\bthan\b|\brange\b|\bgap\b|\bapart\b|\bspread\b|\bvar(?:y|ied|ies)\b", re.I
)


# "the range of top-1 errors", "how did the yields vary between the sites": both ends asked
_RANGE_OF = re.compile(r"\b(?:range|spread) of\b|\bvar(?:y|ied|ies) (?:from|between)\b", re.I)


def range_fact(
    table: Table, question: str, numeric: Sequence[bool], columns: Sequence[int]
) -> Fact | None:
    """The highest and the lowest value of the column asked and their difference, where the
    question compares the two ends ("How much larger was the best site's yield than the poorest
    site's?", "the difference between the highest and the lowest yield"). A total row is no
    end; a column must be named, or be the table's only numeric one."""
    ends = _TOP_END.search(question) and _BOTTOM_END.search(question)
    if not ((ends and _COMPARED.search(question)) or _RANGE_OF.search(question)):
        return None
    if not columns:
        only = [j for j, n in enumerate(numeric) if n]
        if len(only) != 1:
            return None
        columns = only
    col = columns[0]
    if spread_header(table.columns[col]):
        return None  # a column that prints the range itself ("Range", "IQR")
    totals = set(total_rows(table, numeric))
    values = {
        i: v
        for i, r in enumerate(table.rows)
        if i not in totals and (v := table.value(r[col])) is not None
    }
    if len(values) < 2:
        return None
    top = max(values.values())
    bottom = min(values.values())
    highs = [i for i, v in values.items() if v == top]
    lows = [i for i, v in values.items() if v == bottom]
    if len(highs) != 1 or len(lows) != 1 or top == bottom:
        return None
    hi, lo = highs[0], lows[0]
    header = table.columns[col]
    cells = [table.rows[hi][col].strip(), table.rows[lo][col].strip()]
    gap = format_like(top - bottom, cells)
    return Fact(
        "difference",
        f"{name_row(table, hi, numeric, [col])} has the highest {header} ({cells[0]}) and "
        f"{name_row(table, lo, numeric, [col])} the lowest ({cells[1]}): a difference of {gap}",
        table.tag,
        computation=f"{cells[0]} − {cells[1]} = {gap}",
        source=table.source,
    )
