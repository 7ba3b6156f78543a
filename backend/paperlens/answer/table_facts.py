"""Facts from table cells: the cell where the question's row and column meet, the highest or
lowest of a column, and the difference of two cells.

A row is named by its text cells ("Transformer (big)"), by values the question pins to a column
("with 64 search threads", "h = 1", "1001-layer"), and not by what the question excludes
("without handicap stones"). Two rows that fit equally well give no fact: a strict answer names
one value and no alternative.

This module decides which fact a question asks for and guards what it answers; the row is found
by ``table_rows``, the column by ``table_columns``, a row given whole by ``whole_rows``, and the
computed facts by ``table_ranks`` (highest, lowest) and ``table_differences`` (differences,
ratios).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from paperlens.answer.asked_units import asks_price
from paperlens.answer.base import Fact
from paperlens.answer.crosslingual import label_aliases
from paperlens.answer.demonyms import places_named
from paperlens.answer.dimensions import asked_dimension, measured_header, measures
from paperlens.answer.intent import Intent, read_intent
from paperlens.answer.language import answer_language
from paperlens.answer.measures import currency_printed
from paperlens.answer.months import MONTH_NAMES, months_asked
from paperlens.answer.quantity import (
    ASKS,
    Quantity,
    changed_subject,
    counts_things,
    dimension_adjective,
    year_missing,
)
from paperlens.answer.question import QuestionParts, wants_largest
from paperlens.answer.ranked_asks import label_extreme, ranked_clause
from paperlens.answer.ratios import asks_ratio
from paperlens.answer.row_directions import changed_rows
from paperlens.answer.specifics import asks_rate, other_with_unit, printed_with_unit, unmatched
from paperlens.answer.summary_rows import stated_count
from paperlens.answer.table_change_ranks import change_rank_fact
from paperlens.answer.table_choices import choice_fact
from paperlens.answer.table_columns import (
    ASKS_WHEN,
    DIMENSIONS,
    PERCENT_ASKED,
    PERCENT_HEADER,
    asked_attribute,
    dimension_column,
    named_value_columns,
    priced_column,
    statistic_column,
    text_column,
    texts_beside,
    unit_column,
    unit_ranked_column,
    unitless_count_column,
    year_column,
    years_only,
)
from paperlens.answer.table_conditions import condition_negated, condition_unstated
from paperlens.answer.table_differences import difference_fact, share_of
from paperlens.answer.table_filters import (
    COUNT_WORDS,
    beyond_row_fact,
    filter_fact,
    unprinted_bound_terms,
)
from paperlens.answer.table_marks import mark_facts
from paperlens.answer.table_ranks import (
    across_groups_fact,
    across_row_fact,
    extreme_fact,
    range_fact,
)
from paperlens.answer.table_rows import (
    EMPTY_CELLS,
    absent_cutoff,
    absent_names,
    absent_rows,
    excluded_words,
    keyed_row,
    month_headers,
    month_rows,
    name_row,
    pick_row,
    pins,
    row_named_like_column,
    squash,
    total_row,
    total_rows,
)
from paperlens.answer.table_sums import asks_share_of_amounts, mean_fact, share_fact, sum_fact
from paperlens.answer.tables import (
    Table,
    acronyms_spelled,
    cognates,
    count_column,
    group_words,
    header_group,
    latin_other_language,
    match_columns,
    match_rows,
    numeric_columns,
    own_header,
    parse_value,
    symbols_named,
)
from paperlens.answer.terms import CARDINALS, stem, term_set
from paperlens.answer.verbs import action_nouns, done_otherwise
from paperlens.answer.whole_rows import (
    change_unnamed,
    grounded_cells,
    label_only,
    whole_row,
    year_for_month,
    year_near_miss,
)
from paperlens.textclean import CJK

HOW_MANY = re.compile(COUNT_WORDS + r"|몇 명|何人|多少人|几", re.I)

# "between 2023 and 2024", "entre 2022 y 2023", "zwischen 2019 und 2021": two ends of a change.
_SPAN = re.compile(
    r"\b(?:between|from|entre|zwischen|de|von)\s+(\d+(?:\.\d+)?)\s+(?:and|to|y|et|und|à|a|bis)\s+"
    r"(\d+(?:\.\d+)?)\b",
    re.I,
)


def _span(text: str) -> tuple[str, ...]:
    m = _SPAN.search(text)
    return (m.group(1), m.group(2)) if m else ()


# "BLEU and params", "BLEU, training cost": a question that joins what it asks. Scripts without
# spaces join with particles this does not read, so there it is assumed.
_JOINED_WORDS = r"\b(?:and|und|et|y|e|i|og|och|en|oraz|ve|și|и|а также)\b|[,;&/]"
_JOINED = re.compile(
    rf"{_JOINED_WORDS}|[\u0590-\u08ff\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]", re.I
)
# (said in words: a second column of text values is added only where it is)
_JOINED_SAID = re.compile(_JOINED_WORDS, re.I)


# "in each group", "for both arms", "jeweils": one quantity asked of every group of the table.
_EACH = re.compile(
    r"\b(?:each|both|every|all)\s+(?:of the\s+|the\s+)?(?:two\s+|three\s+)?"
    r"(?:groups?|arms?|conditions?|treatments?|cohorts?)\b|\bper (?:group|arm)\b"
    r"|\bjeweils\b|\bbeide[nr]? gruppen\b|\bchaque groupe\b|\bcada grupo\b|\bambos grupos\b",
    re.I,
)


def asks_several(question: str) -> bool:
    """Whether a question may ask more than one value: it joins two things, or asks twice."""
    return bool(_JOINED.search(question)) or len(ASKS.findall(question)) > 1


def _count_with_share(table: Table, q: QuestionParts, columns: Sequence[int]) -> bool:
    """ "How many women were in the before cohort, and what share of it were they?" of a
    column whose cells print a count with its share ("214 (52.3)", the "n (%)" of clinical
    and survey tables): one cell answers both asks."""
    if len(columns) != 1 or not (HOW_MANY.search(q.plain) and PERCENT_ASKED.search(q.plain)):
        return False
    return any(
        _COUNT_CELL.match(r[columns[0]]) and share_of(r[columns[0]]) is not None for r in table.rows
    )


# A count before a share in parentheses: "214 (52.3)", "1,472 (11.3%)" (not "71.4 (12.8)").
_COUNT_CELL = re.compile(r"\s*\d{1,3}(?:[,.\s]\d{3})*\s*\(")


def _superlative_is_a_name(
    table: Table, q: QuestionParts, intent: Intent, numeric: Sequence[bool]
) -> bool:
    """ "The classical time of Minimum Spanning Tree" asks no minimum: the superlative is the
    name of the row the question names best (and only that row)."""
    rows = match_rows(table, q.terms, numeric, set())
    if not rows or (len(rows) > 1 and rows[1].score >= rows[0].score - 1e-9):
        return False
    name = " ".join(c for j, c in enumerate(table.rows[rows[0].index]) if not numeric[j])
    return read_intent(name).extreme == intent.extreme


def _one_cell_named(
    table: Table,
    q: QuestionParts,
    intent: Intent,
    numeric: Sequence[bool],
    columns: Sequence[int],
    exclude: set[str],
) -> bool:
    """ "What was the highest salinity at Hương Mỹ in 2020?" under "Maximum salinity · 2020":
    the superlative is the metric's, and the question names one row and one column, so it
    asks that cell; only a question that chooses ("which station ...") ranks."""
    if intent.chooses or len(columns) != 1:
        return False
    rows = match_rows(table, q.terms - exclude, numeric, exclude)
    return len(rows) == 1 or (len(rows) > 1 and rows[1].score < rows[0].score - 1e-9)


# "When was the church built?", "In which year did the plot burn?": a year is asked.
def _printed_terms(q: QuestionParts) -> set[str]:
    """The question's terms as it prints them: "eight passages" reads as the term "8", which
    names no row (a value cell of 8 is no row name); "plot 8" still does."""
    return {
        t for t in q.terms if not t.isdigit() or re.search(rf"(?<![\d.,]){t}(?![\d.,])", q.plain)
    }


# "more ... than" in the router's languages and their neighbours: a comparison of two things.
_COMPARES = re.compile(
    r"\b(?:more|less|fewer|higher|lower)\b.*\bthan\b|\b(?:mehr|weniger)\b.*\bals\b"
    r"|\b(?:plus|moins)\b.*\bque\b|\b(?:più|meno)\b.*\b(?:di|che)\b"
    r"|\b(?:más|menos)\b.*\bque\b|\b(?:mais|menos)\b.*\bdo que\b|\bmeer\b.*\b(?:dan|as)\b",
    re.I,
)


def _number_unprinted(question: str, printed: str, *, rows_counted: bool = False) -> bool:
    """Whether the question fixes a point by a bare number ("on day 10", "after six months")
    that the table prints nowhere: a number glued to a name ("K3", "BH5") is a name, not a
    point, and one the table prints, alone or in CJK text ("GWM 136", "協会9号"), names
    what it holds. With ``rows_counted`` the count spelled out counts the table's rows ("the
    five clubs" of a total row), no point."""
    held = {parse_value(n) for n in [*_POINT_NUMBER.findall(printed), *_CJK_GLUED.findall(printed)]}
    asked = _POINT_NUMBER.findall(question)
    if not rows_counted:
        asked += _counted(question)  # "after six months": 6
    return any(parse_value(n) not in held for n in asked)


# A number in CJK text, which sets no space between words: "協会9号" prints the 9.
_CJK_GLUED = re.compile(rf"(?<=[{CJK}])\d+|\d+(?=[{CJK}])")
# A number standing alone: not glued to letters ("K3", "CO2"), not a digit group's part.
_POINT_NUMBER = re.compile(r"(?<![\w.,\-/])(\d+(?:[.,]\d+)?)(?![\w/]|[.,]\d)")


_HOW_OFTEN = re.compile(
    r"\bhow often\b|\bwie oft\b|\bhoe vaak\b|\bcon qu[ée] frecuencia\b|\bà quelle fréquence\b"
    r"|\bcon che frequenza\b|\bcom que frequência\b|얼마나 자주|頻度|多久一次|多频繁",
    re.I,
)


_CARDINALS = {w: str(n) for n, w in enumerate(CARDINALS)}
# "three hours after", "eight-year-old", "one hour after": a count spelled out before what it
# counts ("one" only before a span of time: "which one" counts nothing).
_SPELLED_COUNT = re.compile(
    rf"\b({'|'.join(CARDINALS[2:])})(?=[\s-]+[^\W\d_])"
    r"|\b(one)(?=[\s-]+(?:minute|hour|day|week|month|year|season|winter|summer)s?\b)",
    re.I,
)


def _counted(question: str) -> set[str]:
    """The digits of counts the question spells out ("three hours after treatment" is the
    column "Etter 3 t", "eight-year-old cod" the row of age 8)."""
    return {_CARDINALS[(a or b).lower()] for a, b in _SPELLED_COUNT.findall(question)}


# "Brač (n = 12)": a column group that prints how many it holds.
_GROUP_N = re.compile(r"\(\s*[nN]\s*=\s*(\d[\d\s.,]*?)\s*\)")


def _group_size(table: Table, q: QuestionParts, numeric: Sequence[bool]) -> Fact | None:
    """ "How many speakers from Brač were recorded?" over "Brač (n = 12) · F1 (Hz)": the size a
    column group prints, where the question counts, names that one group and no row."""
    if not HOW_MANY.search(q.plain):
        return None
    sizes: dict[str, str] = {}
    for header in table.columns:
        m = _GROUP_N.search(header_group(header))
        if m:
            sizes[header_group(header)] = m.group(1)
    if any(term_set(own_header(h)) & q.terms for h in table.columns if header_group(h)):
        return None  # "how many errors did the Hvar group make": the Errors column counts
    asked = {stem(t) for t in q.terms}
    named = [g for g in sizes if group_words(f"{_GROUP_N.sub(' ', g)} · x") & asked]
    if len(named) != 1 or match_rows(table, q.terms, numeric, set(term_set(named[0]))):
        return None
    group = named[0]
    said = f"{_GROUP_N.sub(' ', group).strip()}: n = {sizes[group]}"
    return Fact("lookup", said, table.tag, source=table.source)


def table_facts(
    table: Table,
    q: QuestionParts,
    intent: Intent,
    *,
    strong: bool,
    quantity: Quantity | None,
    notes: str = "",
) -> list[Fact]:
    """``strong``: the question did not ask for a table, so only a lookup whose row and column
    the question both names makes a fact. ``quantity``: what the question measures, which the
    cell's column, row or caption must carry. ``notes``: the prose on the table's page, where
    its footnotes are ("b Equilibrium uptake at 40 °C") and its short names spelled out."""
    english = answer_language(q.plain) == "English"
    table = replace(table, glossary=notes, asked_in_english=english)
    if negated := condition_negated(table, q.plain):
        return [negated]  # "without re-grasping" of a table "with re-grasping enabled"
    marks = mark_facts(table, q, table.source)
    if marks:
        return marks
    if alike := cognates(table, q.terms):  # an English question on a Spanish or French table
        q = replace(q, terms=q.terms | alike, focus=q.focus | alike)
    if short := acronyms_spelled(table, q.plain):  # "tensile strength" of a "UTS (MPa)" column
        q = replace(q, terms=q.terms | short, focus=q.focus | short)
    # ... or on a table in another script, or named by a number or a closed-class word
    crossed = label_aliases(
        q.plain,
        [*table.columns, *(c for r in table.rows for c in r)],
        context=table.context,
        paper=table.language,
    )
    crossed |= month_rows(table, q.plain) | symbols_named(table, q.plain) | _counted(q.plain)
    crossed |= places_named(q.plain, [c for r in table.rows for c in r if table.value(c) is None])
    if crossed:
        q = replace(q, terms=q.terms | crossed, focus=q.focus | crossed)
    if headed := month_headers(table, q.plain):
        q = replace(q, terms=q.terms | headed, focus=q.focus | headed)
    numeric = numeric_columns(table)
    # (the row names count whatever they print: "Trên 6 ‰" reads as a number)
    labels = [
        *table.columns,
        *(c for r in table.rows for j, c in enumerate(r) if j == 0 or not numeric[j]),
    ]
    if bound_terms := unprinted_bound_terms(q.plain, labels):
        # ("fewer than 1.0 × 10^19 FLOPs" names no column "params ×10^6" by its "10")
        q = replace(q, terms=q.terms - bound_terms, focus=q.focus - bound_terms)
    if changed := changed_rows(table, q, numeric, ranks=bool(intent.extreme)):
        return [changed]  # "which variety had lighter tubers in 2024 than in 2023"
    if intent.extreme and _superlative_is_a_name(table, q, intent, numeric):
        intent = replace(intent, extreme=None)
    if intent.extreme and asks_ratio(q.plain):
        # "¿cuántas veces más alta ... que ...?": a comparative of two things (Spanish and
        # French print it as their superlative), no ranking of the column
        intent = replace(intent, extreme=None)
    pinned = pins(table, q.plain, numeric)
    exclude = {t for m in match_columns(table, q.terms) for t in m.hits}
    exclude |= {t for p in pinned for t in term_set(table.columns[p.column])}
    if adjective := dimension_adjective(q.plain):
        exclude.add(adjective)  # "how old": the age asked, not the row "Old Forge"
    negatives = excluded_words(q.plain)

    def asked_columns(q: QuestionParts, each: bool = False) -> list[int]:
        return named_value_columns(
            table,
            q.terms,
            numeric,
            {p.column for p in pinned},
            q.focus,
            _span(q.plain),
            several=asks_several(q.plain),
            each=each or bool(_EACH.search(q.plain)),
            counts=bool(HOW_MANY.search(q.plain)),
            unit=next((unit for asked, unit in DIMENSIONS if asked.search(q.plain)), None),
            group_ties=not intent.extreme,
        )

    columns = asked_columns(q)
    if len(columns) != 1 and (dimension := asked_dimension(q.plain)):
        # "the winter wave power" of "Geimhreadh · Hs (m)" and "Geimhreadh · Cumhacht (kW/m)":
        # of the columns the words name (each of them, where no one is named; every numeric
        # one, where the words name none), the one whose unit measures what is asked
        candidates = (
            columns or asked_columns(q, each=True) or [j for j, n in enumerate(numeric) if n]
        )
        measured = [j for j in candidates if measures(own_header(table.columns[j]), dimension)]
        columns = measured if len(measured) == 1 else columns
    if columns and not any(years_only(table, j) for j in columns):
        columns = year_column(table, q, numeric) or columns
    acted = action_nouns(q.plain) - q.terms if english else set()
    # "how many shoots survived" of "Shoots planted" beside "Alive": a column named by the
    # question's noun alone, whose participle says another action was done, is not asked
    elsewise = bool(acted and columns) and all(
        done_otherwise(table.columns[j], q.plain) for j in columns
    )
    if acted and (not columns or elsewise):
        # "how many items did the library lend" of "Loans": the verb's noun heads the column
        # (the noun names no row)
        terms = q.terms - {t for j in columns for t in term_set(table.columns[j])}
        verbal = asked_columns(replace(q, terms=terms | acted, focus=q.focus | acted))
        if verbal and set(verbal) != set(columns):
            columns = verbal
            exclude |= acted
    if not columns and HOW_MANY.search(q.plain):
        # "how many women ...": the count column ("n") where no column is named, or in another
        # language's table the one that prints whole numbers without a unit, for a row or the
        # total asked (not to rank by: "the fewest nights" would rank another table's lamps)
        n = count_column(table, numeric)
        if n is None and not intent.extreme:
            n = unitless_count_column(table, q, numeric)
        columns = [] if n is None else [n]
    if (
        not intent.extreme
        and not any(currency_printed(own_header(table.columns[j])) for j in columns)
        and (priced := priced_column(table, q, numeric)) is not None
    ):
        # "what did a litre of milk cost": the price column, whatever its word, not "Milk (l)"
        columns = [priced]
    in_unit = unit_column(table, q, numeric)
    if (
        in_unit is not None
        and in_unit not in columns
        and (not columns or "/" in table.columns[in_unit])
    ):
        columns = [in_unit]  # "how many tonnes"; "yield per hectare", not the area in hectares
    if (beyond := beyond_row_fact(table, q.plain, intent, numeric, columns)) is not None:
        return [beyond]  # "which models have a lower error than ResNet-50": no cell holds it
    if (ends := range_fact(table, q.plain, numeric, columns)) is not None:
        return [ends]  # "how much larger was the best site's yield than the poorest site's"
    # (a bound on a value two columns give alike, "training cost" over EN-DE and EN-FR, is
    # set on each)
    bounded = filter_fact(table, q.plain, intent, numeric, columns or asked_columns(q, each=True))
    if bounded is not None:
        return [bounded]  # "which wells were still above 50 mg/l in 2023": no cell holds it
    if (ranked_change := change_rank_fact(table, q, numeric)) is not None:
        return [ranked_change]  # "which line had the largest increase from 2022 to 2023"
    by_unit = unit_ranked_column(table, q, numeric)  # ("cheapest": the column in a currency)
    offered = columns or ([by_unit] if by_unit is not None else [])
    if (chosen := choice_fact(table, q, intent, numeric, offered, exclude)) is not None:
        return [chosen]  # "which had more mites, Dockside or Hillcrest": of those two rows
    if intent.difference:
        fact = difference_fact(table, q, numeric, columns, exclude)
        if fact:
            marked = footnotes(table, range(len(table.columns)), notes)
            return [condition_unstated(table, q.plain, marked, notes) or fact]
    elif not intent.extreme and (size := _group_size(table, q, numeric)) is not None:
        return [size]
    if intent.extreme in ("max", "min") and not columns and not intent.chooses:
        statistic = statistic_column(table, q, intent.extreme, numeric)
        if statistic is not None:  # "the highest value measured in Põlvamaa": its Maksimum
            columns, intent = [statistic], replace(intent, extreme=None)
    keyed = keyed_row(table, q.plain, numeric)
    total = None
    # ("what share of the total harvest came from Aldenmoor": the total is the whole, not the
    # row; but the total row's cell of a share column is the share of the whole asked)
    share_asked = asks_share_of_amounts(table, q, columns)
    if keyed is None and not (intent.extreme or intent.difference or pinned or share_asked):
        total = total_row(table, q.plain, numeric, terms=q.terms, exclude=exclude, columns=columns)
        keyed = None if total is None else (total, "")
        # (the total of the rows the question counts: "all eight stations" are not two; and
        # asked in English, whose words for the kind of total asked are read)
        members = len(table.rows) - len(total_rows(table, numeric))
        total = total if english and stated_count(q.plain) in (None, members) else None
    if intent.extreme and (
        by_label := label_extreme(table, q.plain, wants_largest(intent, q.plain), numeric, columns)
    ):
        return [by_label]  # "the voyages in the slowest speed band": the band ranks
    if intent.extreme and _one_cell_named(table, q, intent, numeric, columns, exclude):
        intent = replace(intent, extreme=None)
    if intent.extreme:
        across = across_row_fact(table, q, intent, numeric)
        if across:
            return [across]
    if intent.extreme and keyed is None and by_unit is not None:
        columns = [by_unit]
    if intent.extreme and keyed is None and not columns and intent.chooses:
        ranking = replace(q, plain=ranked_clause(q.plain))  # not "and how far did he fly"
        columns = dimension_column(table, ranking, numeric, ranked=True)
    if intent.extreme and keyed is None and not columns and not strong and not pinned:
        across_groups = across_groups_fact(table, q, intent, numeric)
        if across_groups:
            return [across_groups]
    if intent.extreme and keyed is None and (columns or not strong):
        fact = extreme_fact(table, q, intent, numeric, columns, exclude, pinned)
        if fact:
            return [fact]
    # A coined name the table lacks ("ZooKeeper", the system itself) is no near miss alone: only
    # where the table's column groups are the kind of thing the question names and none is named.
    names = absent_names(table, q.plain)
    groups = {header_group(h) for h in table.columns if header_group(h)}
    named_group = any(
        squash(g) in squash(q.plain) or {t for t in term_set(g) if len(t) > 1} & q.terms
        for g in groups
    )
    if names and len(groups) >= 2 and not named_group and not strong:
        return [
            Fact(
                "missing",
                f"{table.source} has no column for {names[0]} (it gives {', '.join(sorted(groups))})",
                table.tag,
                source=table.source,
            )
        ]
    missing = absent_cutoff(table, q.plain)
    absent = absent_rows(table, q.plain, numeric)
    if (missing or absent) and not intent.difference:
        what = f"no column for {missing}" if missing else f"no row with {absent[0].said}"
        return [Fact("missing", f"{table.source} has {what}", table.tag, source=table.source)]
    if quantity is not None and not (intent.extreme or intent.difference or keyed):
        condition = year_near_miss(table, q, quantity, numeric, columns, pinned, negatives)
        if condition is not None:
            return condition
    if quantity is not None and intent.difference and (subject := changed_subject(q.plain)):
        unnamed = change_unnamed(table, quantity, subject, numeric)
        if unnamed is not None:
            return [unnamed]
    if quantity is not None and not (intent.extreme or intent.difference):
        grounded = grounded_cells(
            table, q, quantity, numeric, columns, (pinned, exclude, negatives), keyed
        )
        if isinstance(grounded, Fact):
            return [grounded]
        if grounded is not None:
            columns, only = grounded
            if only is not None:
                keyed = (only, "") if keyed is None else keyed
    asked = (
        None if intent.extreme or intent.difference else asked_attribute(table, q, numeric, columns)
    )
    if asked is not None:
        columns = [asked]
    if not columns and not intent.extreme and not intent.difference:
        columns = (
            text_column(table, q.terms, numeric, several=bool(_JOINED_SAID.search(q.plain)))
            or dimension_column(table, q, numeric)
            or year_column(table, q, numeric)
        )
    elif columns and not (intent.extreme or intent.difference) and _JOINED_SAID.search(q.plain):
        # "the cost per layer and the maximum path length": a column of numbers and one of
        # text values ("O(log_k(n))") asked together
        columns = columns + texts_beside(table, q.terms, numeric, columns)
    printed = table.printed
    if not (columns or intent.extreme or intent.difference) and not (
        unmatched(q.plain, printed)
        or year_missing(q.plain, printed)
        or ASKS_WHEN.search(q.plain)
        or _HOW_OFTEN.search(q.plain)
        or _number_unprinted(q.plain, printed, rows_counted=total is not None)
        or (asks_price(q.plain) and not currency_printed(printed))
        or asks_ratio(q.plain)
        or _COMPARES.search(q.plain)
    ):
        # (not for a year or a condition the table does not print: its row holds other ones;
        # nor a point the question fixes by a number the table never prints ("on day 10", "in
        # week 29": a chart's x, not a row); nor "when" or "how often", a date or a rate no row
        # of measurements gives; nor a price
        # of a table that prints no currency; nor "how many times longer" or "how many more
        # ... than", which one row's values do not state.
        # A Latin-script table's codes and names are the question's own words: "curve K3",
        # with what it names across languages besides ("Kano in the rainy season" of "Kano"
        # under "Damina · …")
        # (a count spelled out, "all eight passages", is no name of a row shown whole: its
        # digit matches any cell that holds the number)
        named = (crossed - _counted(q.plain)) | (
            _printed_terms(q) if latin_other_language(table) else set()
        )
        # (and the total row the question asks by counting every row)
        whole = whole_row(table, named, numeric, pinned, table.source, q.terms, q.plain, total)
        if whole:
            return [whole]
    # ("for how many steps and how long ...": two things asked, which one cell does not give)
    several_asked = len(ASKS.findall(q.plain)) > 1 and not _count_with_share(table, q, columns)
    if not columns or (strong and (len(columns) > 1 or several_asked)):
        # A table nobody asked for that holds only some of several quantities asked ("threads,
        # CPUs and GPUs" where it has CPUs and GPUs): the prose that gives them all answers.
        return []
    if not keyed and len(columns) == 1:
        summed = sum_fact(table, q, numeric, columns[0], exclude, pinned)
        if summed:
            return [summed]  # "in the two Namangan districts together": no cell holds it
        mean = mean_fact(table, q, numeric, columns[0], exclude, pinned)
        if mean:
            return [mean]  # "the average error of the DenseNet-BC models"
    share_rows = None
    if share_asked:
        totals = set(total_rows(table, numeric))
        share_rows = [i for i in range(len(table.rows)) if i not in totals]
    row = (
        keyed[0]
        if keyed
        else pick_row(table, q.terms, numeric, exclude, pinned, negatives, only=share_rows)
    )
    if row is None and not keyed:
        row = row_named_like_column(table, q, numeric, pinned, negatives)
    if row is not None and not keyed and label_only(table, row, numeric):
        # A group's label set on a line of its own (a merged cell centred over its rows): the
        # row asked is one of the group's, among the rows that give values.
        valued = [i for i in range(len(table.rows)) if not label_only(table, i, numeric)]
        row = pick_row(table, q.terms, numeric, exclude, pinned, negatives, only=valued)
    if row is None:
        return []
    name = name_row(table, row, numeric, columns, pinned, q.terms)
    if keyed and keyed[1] and keyed[1] not in name:
        name = f"{name} ({keyed[1]})"
    if asks_rate(q.plain) and not any(_rate_header(table.columns[j]) for j in columns):
        return []  # "how much per 1 °C": a level ("Mean PM2.5") is no rate; the prose may give it
    cells = [(table.columns[j], table.rows[row][j].strip()) for j in columns]
    given = [(c, v) for c, v in cells if v.lower() not in EMPTY_CELLS]
    if not given:
        return [
            Fact(
                "missing",
                f"{table.source} gives no value for {name} under {cells[0][0]}",
                table.tag,
                source=table.source,
            )
        ]
    if all(_UNIT_HEADER.search(c) and not _NUMBER_OPENS.search(v) for c, v in given):
        # a chart's legend read as the table's last row: words ("S2 po žíhání") under a unit
        return []
    if counts_things(q.plain) and all(measured_header(c, shares=False) for c, _ in given):
        # "how many beetles per trap" of a column in m³/ha: a measurement counts nothing
        return [
            Fact(
                "near_miss",
                f"{table.source} gives {given[0][0]} for {name}, not a count",
                table.tag,
                source=table.source,
                weight=-1.0,
            )
        ]
    period = year_for_month(table, q.plain, row, columns)
    if period:
        # "in March 2022" of a row or column of the year 2022: the year's value is no month's
        month = MONTH_NAMES[months_asked(q.plain)[0] - 1]
        return [
            Fact(
                "near_miss",
                f"{table.source} gives {name}"
                + ("" if period in name else f" for {period}")
                + f" as a whole, not for {month}",
                table.tag,
                source=table.source,
                weight=-1.0,
            )
        ]
    printed = " ".join([table.caption, *table.columns, *table.rows[row]])
    noted = f"{printed} {footnotes(table, columns, notes)}"
    number = unmatched(q.plain, noted)
    if number and (
        other_with_unit(q.plain, number, noted) or not printed_with_unit(q.plain, number, notes)
    ):
        # "at 80% relative humidity": the row and columns found do not print it, so their value
        # is another condition's (a sentence may still state it).
        return [
            Fact(
                "near_miss",
                f"{table.source} gives {name} with no mention of {number}",
                table.tag,
                source=table.source,
                weight=-1.0,
            )
        ]
    if len(columns) == 1 and (share := share_fact(table, q, numeric, row, columns[0], name)):
        return [share]  # "what share of the purchase came from Prilep": of the total row
    statement = f"{name} · " + "; ".join(f"{c}: {_in_unit(c, v)}" for c, v in given)
    named = set(exclude)
    for m in match_rows(table, q.terms, numeric, set()):
        if m.index == row:
            named |= m.hits
    return [Fact("lookup", statement, table.tag, source=table.source, weight=len(named))]


# A header that ends in a unit ("(HB)", "(g/cm3)", "(%)"), not a word that names a kind of
# value ("(type)", "(name)"): its cells are numbers.
_UNIT_HEADER = re.compile(r"\((?![a-z]{4,}\))[^()\s]{1,10}\)\s*$")
_NUMBER_OPENS = re.compile(r"(?<![^\W\d_])[-−+]?\.?\d")  # a number, not a code's digit ("S2")
_BARE_NUMBER = re.compile(r"[-−+]?\d+(?:[.,]\d+)?")


def _in_unit(header: str, cell: str) -> str:
    """A bare number under a percent column is stated as the share it is: "4%", not "4"."""
    if PERCENT_HEADER.search(header) and _BARE_NUMBER.fullmatch(cell):
        return f"{cell}%"
    return cell


_RATE_HEADER = re.compile(
    r"\bper\b|/|\bpro\b|\bje\b|\bpar\b|\bpor\b|\bslope\b|\brate\b|\bcoefficient\b|每|당|あたり",
    re.I,
)


def _rate_header(header: str) -> bool:
    """A header that gives a change per unit, its unit in parentheses set aside ("(µg/m³)")."""
    return bool(_RATE_HEADER.search(re.sub(r"\([^)]*\)", " ", header)))


def footnotes(table: Table, columns: Sequence[int], notes: str) -> str:
    """The footnotes of the asked columns' marks ("CO2 uptake^b" → "b Equilibrium uptake at
    40 °C in 15% CO2/N2"), as printed in ``notes``: a column's condition is often given there."""
    out = []
    for j in columns:
        for mark in re.findall(r"\^\{?([a-z])\}?", table.columns[j]):
            out += re.findall(rf"(?:^|[\s.;])({mark}\s+[A-Z][^\n]{{0,160}}?)(?:\.\s|$)", notes)
    return " ".join(out)
