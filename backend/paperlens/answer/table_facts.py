"""Facts from table cells: the cell where the question's row and column meet, the highest or
lowest of a column, and the difference of two cells.

A row is named by its text cells ("Transformer (big)"), by values the question pins to a column
("with 64 search threads", "h = 1", "1001-layer"), and not by what the question excludes
("without handicap stones"). Two rows that fit equally well give no fact: a strict answer names
one value and no alternative.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from paperlens.answer.base import Fact
from paperlens.answer.cognates import cognate_hits
from paperlens.answer.crosslingual import FOREIGN, label_aliases, statistic_printed
from paperlens.answer.dimensions import asked_dimension, header_dimension, measured_header
from paperlens.answer.intent import Intent, read_intent
from paperlens.answer.measures import currency_printed
from paperlens.answer.months import (
    MONTH_NAMES,
    month_number,
    month_of,
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
from paperlens.answer.question import QuestionParts, sides, wants_largest
from paperlens.answer.ranked_asks import asks_more, label_extreme, other_values, ranked_clause
from paperlens.answer.ratios import asks_ratio
from paperlens.answer.specifics import asks_rate, other_with_unit, printed_with_unit, unmatched
from paperlens.answer.table_marks import mark_facts
from paperlens.answer.tables import (
    Match,
    Table,
    cognates,
    column_terms,
    count_column,
    format_like,
    format_value,
    header_terms,
    latin_other_language,
    match_columns,
    match_rows,
    numeric_columns,
    parse_value,
    spelled_terms,
    symbols_named,
)
from paperlens.answer.terms import stem, term_set, terms
from paperlens.textclean import CJK

# "h = 1", "k=24": a column name and the value its cell holds.
_EQUALS = re.compile(r"(?<![\w.])([A-Za-z][\w]*)\s*=\s*(-?\d+(?:\.\d+)?)")
# "64 search threads", "8 GPUs": a value followed by the column it is in.
# "2,000 plots", "the 10,000-plot trial": thousands commas, a hyphenated compound.
_VALUE_THEN_WORDS = re.compile(
    r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)%?(?:\s+|-(?=[^\W\d]))((?:[^\W\d][\w\-]*\s*){1,3})"
)
# "a depth of 190", "depth 190"
_WORDS_THEN_VALUE = re.compile(
    r"((?:[^\W\d][\w\-]*\s+){1,3})(?:of\s+|=\s*)?(\d+(?:\.\d+)?)(?![\w.])"
)
# "without handicap stones", "w/o augmentation": rows that have these words are not meant.
_WITHOUT = re.compile(r"\b(?:without|w/o|excluding|except)\s+((?:[\w\-]+\s*){1,3})", re.I)
_EMPTY = {"", "-", "–", "—", "n/a", "na"}


@dataclass(frozen=True)
class _Pin:
    column: int
    value: Decimal
    said: str  # as the answer states it: "h = 1", "Search threads 64"


def _header_words(header: str) -> set[str]:
    """A header's own words, without its group ("Architecture · Filters" -> {"filter"})."""
    own = header.split(" · ")[-1]
    return {stem(t) for t in terms(own)}


def _say(header: str, value: Decimal) -> str:
    own = header.split(" · ")[-1].strip()
    if len(own) <= 3 or re.fullmatch(r"[\w^]{1,4}", own):
        return f"{own} = {format_value(value)}"  # symbols: "h = 1", "d_k = 64"
    return f"{own} {format_value(value)}"  # words: "Search threads 64"


def pins(table: Table, text: str, numeric: Sequence[bool]) -> list[_Pin]:
    """Values the question pins to numeric columns: "(h = 1)", "with 64 search threads"."""
    out: dict[int, _Pin] = {}
    for name, value in _EQUALS.findall(text):
        for j, header in enumerate(table.columns):
            own = header.split(" · ")[-1]
            if not numeric[j]:
                continue
            if terms(own) == terms(name) or own.strip().lower() == name.lower():
                out.setdefault(j, _Pin(j, Decimal(value), _say(header, Decimal(value))))
                break
    candidates = [(v.replace(",", ""), w) for v, w in _VALUE_THEN_WORDS.findall(text)]
    candidates += [(v, w) for w, v in _WORDS_THEN_VALUE.findall(text)]
    for value, words in candidates:
        near = {stem(t) for t in terms(words)}
        best, size = None, 0
        for j, header in enumerate(table.columns):
            hw = _header_words(header)
            if numeric[j] and hw and hw <= near and len(hw) > size:
                best, size = j, len(hw)
        if best is not None and best not in out:
            out[best] = _Pin(best, Decimal(value), _say(table.columns[best], Decimal(value)))
    # "after 8 h at 150 °C": a value in the unit a header prints ("T (°C)", "t (h)") names
    # that column, however the quantity itself is called.
    for value, unit in _VALUE_UNIT.findall(text):
        said = _unit_key(unit)
        for j, header in enumerate(table.columns):
            if numeric[j] and j not in out and said and _header_unit(header) == said:
                pin = _Pin(j, Decimal(value), f"{format_value(Decimal(value))} {unit.strip()}")
                if _held(table, pin):
                    out[j] = pin
                    break
    # A value no cell of its column holds was not meant for it ("WMT 2014" is no BLEU score).
    return [p for p in out.values() if _held(table, p)]


# "150 °C", "8 h", "24h", "2.5 MPa": a value and the unit it is given in.
_VALUE_UNIT = re.compile(
    r"(?<![\w.,])(\d+(?:\.\d+)?)\s*(\^?[°◦º]\s*[CFK]\b|[A-Za-zµ%]{1,4}(?![A-Za-z]))"
)
# The unit a header prints last in parentheses or brackets: "T (°C)", "Time [h]".
_HEADER_UNIT = re.compile(r"[(\[]([^()\[\]]{1,8})[)\]]\s*$")


def _unit_key(unit: str) -> str:
    return re.sub(r"[\s^{}]", "", unit).replace("◦", "°").replace("º", "°")


def _header_unit(header: str) -> str | None:
    m = _HEADER_UNIT.search(_own(header))
    return _unit_key(m.group(1)) if m else None


def _held(table: Table, pin: _Pin) -> bool:
    return any(table.value(r[pin.column]) == pin.value for r in table.rows)


def absent_rows(table: Table, text: str, numeric: Sequence[bool]) -> list[_Pin]:
    """Values the question gives for a column by its name ("with 64 threads", "m = 2048") that
    no row holds, in a column whose every cell is a plain number (a key the rows are listed
    by): the table has no such row, and the neighbouring row is not the answer."""
    out = []
    for name, value in _EQUALS.findall(text):
        for j, header in enumerate(table.columns):
            own = header.split(" · ")[-1]
            if numeric[j] and (terms(own) == terms(name) or own.strip().lower() == name.lower()):
                out.append(_Pin(j, Decimal(value), _say(header, Decimal(value))))
                break
    for printed, words in _VALUE_THEN_WORDS.findall(text):
        value = printed.replace(",", "")
        near = {stem(t) for t in terms(words)}
        for j, header in enumerate(table.columns):
            hw = _header_words(header)
            if numeric[j] and hw and hw <= near:
                out.append(_Pin(j, Decimal(value), _say(header, Decimal(value))))
                break
    keys = [p for p in out if all(_PLAIN.fullmatch(r[p.column].strip()) for r in table.rows)]
    return [p for p in keys if not _held(table, p)]


_PLAIN = re.compile(r"\d+|")


# A name as papers coin them: a capital after a small letter or a hyphenated part ("PharmQA-Ko",
# "ImgFeat-512", "HNSW-Lite", "ResNet"); not an acronym alone ("WMT", "GPU").
_NAME = re.compile(
    r"(?<![A-Za-z0-9_-])(?:[A-Za-z]*[a-z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+)"
    r"(?:-[A-Za-z0-9]+)*(?![A-Za-z0-9_-])"
)


def _squash(text: str) -> str:
    return re.sub(r"[\s\-–_]", "", text).lower()


def absent_names(table: Table, text: str) -> list[str]:
    """Names the question coins that the table prints nowhere (headers, cells, caption)."""
    printed = _squash(
        " ".join([*table.columns, *(c for r in table.rows for c in r), _caption(table)])
    )
    return [n for n in _NAME.findall(text) if _squash(n) not in printed]


# "Recall@20": a metric at a cut-off.
_AT_K = re.compile(r"([^\W\d_]+)@(\d+)")


def absent_cutoff(table: Table, text: str) -> str | None:
    """A metric at a cut-off the table does not report ("Recall@20" where it reports R@10):
    the table has that metric at other cut-offs only."""
    headers = " ".join(table.columns)
    printed = {(w.lower(), k) for w, k in _AT_K.findall(headers)}
    for word, k in _AT_K.findall(text):
        w = word.lower()
        same = {(pw, pk) for pw, pk in printed if pw == w or (len(pw) == 1 and w.startswith(pw))}
        if same and all(pk != k for _, pk in same):
            return f"{word}@{k}"
    # Columns that are levels of a count ("QPS (1 thr.)", "QPS (32 thr.)"): "with 64 threads"
    # asks for a level the table does not have.
    levels: dict[str, set[str]] = {}
    for n, unit in _COUNT_OF.findall(headers.lower()):
        levels.setdefault(stem(unit), set()).add(str(Decimal(n)))
    for n, unit in _COUNT_OF.findall(text.lower()):
        u = stem(unit)
        for printed_unit, ns in levels.items():
            named = u == printed_unit or (len(printed_unit) >= 3 and u.startswith(printed_unit))
            if named and len(ns) >= 2 and str(Decimal(n)) not in ns:
                return f"{n} {unit}"
    return None


# "32 thr.", "64 threads", "48-hour": a count and what it counts.
_COUNT_OF = re.compile(r"(?<![\w.,@])(\d+)[\s-]*([^\W\d_]{2,})")


def keyed_row(table: Table, text: str, numeric: Sequence[bool]) -> tuple[int, str] | None:
    """The one row an identifier in the question picks: a text cell with a digit in it (a date
    "2010-03-10", an id "cg16063640", "man 1") that the question prints and only that row holds.
    "What tmax did the station record on 2010-03-10?" asks about that row, not the highest."""
    low = text.lower()
    said: list[tuple[int, str]] = []
    for i, row in enumerate(table.rows):
        for j, cell in enumerate(row):
            c = cell.strip()
            if j < len(numeric) and numeric[j] or len(c) < 4 or not re.search(r"\d", c):
                continue
            if table.value(c) is not None:
                continue
            if re.search(rf"(?<![\w.-]){re.escape(c.lower())}(?![\w-])", low):
                said.append((i, c))
    held: dict[str, set[int]] = {}
    for i, c in said:
        held.setdefault(c, set()).add(i)
    unique = {i: c for i, c in said if len(held[c]) == 1}
    return next(iter(unique.items())) if len(unique) == 1 else None


def _negatives(text: str) -> set[str]:
    return {stem(t) for m in _WITHOUT.finditer(text) for t in terms(m.group(1))}


def _key_columns(table: Table, numeric: Sequence[bool], value_columns: Sequence[int]) -> list[int]:
    """Columns that name a row when none of its cells is text: the first header group
    ("Architecture · ...") when the values sit in another, else the first column."""
    groups = [h.split(" · ")[0] if " · " in h else None for h in table.columns]
    first = groups[0]
    if first is not None and all(groups[v] != first for v in value_columns):
        return [j for j, g in enumerate(groups) if g == first]
    return [0] if 0 not in value_columns else []


def name_row(
    table: Table,
    row: int,
    numeric: Sequence[bool],
    value_columns: Sequence[int] = (),
    pinned: Sequence[_Pin] = (),
    asked: set[str] | None = None,
) -> str:
    """The row as a reader names it: its first text cell and the other text cells the question
    (``asked``) names ("Transformer (4 layers), semi-supervised"), else its key columns ("Filters 256,
    Symmetries 8"), plus the values the question pinned."""
    cells = table.rows[row]
    # A ranked row is named in full, but a column that prints the same word in every row
    # ("bal.", "yes") names none of them.
    same = {
        j
        for j in range(len(cells))
        if asked is None and len(table.rows) >= 3 and len({r[j].strip() for r in table.rows}) == 1
    }
    text = [
        c.strip()
        for j, c in enumerate(cells)
        if not numeric[j]
        and j not in value_columns
        and j not in same
        and c.strip().lower() not in _EMPTY
    ]
    if asked is not None:  # else every text cell: a ranked row is named in full
        text = text[:1] + [c for c in text[1:] if term_set(c) & asked]
    parts = list(dict.fromkeys(text))
    if not parts:
        for j in _key_columns(table, numeric, value_columns):
            value = table.value(cells[j])
            if value is not None and all(p.column != j for p in pinned):
                parts.append(_say(table.columns[j], value))
    parts += [p.said for p in pinned]
    return ", ".join(parts) or f"row {row + 1}"


def _pick_row(
    table: Table,
    words: set[str],
    numeric: Sequence[bool],
    exclude: set[str],
    pinned: Sequence[_Pin],
    negatives: set[str],
    context: set[str] = frozenset(),  # type: ignore[assignment]
    only: Sequence[int] | None = None,
) -> int | None:
    """The one row the words (and pinned values) name, among ``only`` when given; None when two
    fit equally well."""
    rows = [
        i
        for i in (range(len(table.rows)) if only is None else only)
        if all(table.value(table.rows[i][p.column]) == p.value for p in pinned)
    ]
    if not rows:
        return None
    score = dict.fromkeys(rows, 0.0)
    for m in match_rows(table, words - negatives, numeric, exclude):
        if m.index in score:
            score[m.index] += m.score
    if context:
        for m in match_rows(table, context - words - negatives, numeric, exclude):
            if m.index in score:
                score[m.index] += 0.1 * m.score  # an elliptical side ("than with 1 GPU")
    if negatives:
        for m in match_rows(table, negatives, numeric, set()):
            if m.index in score:
                score[m.index] -= 10.0
    ranked = sorted(rows, key=lambda i: (-score[i], i))
    top = ranked[0]
    if score[top] <= 0 and not (pinned and len(rows) == 1):
        return None
    if len(ranked) > 1 and score[ranked[1]] >= score[top] - 1e-9:
        return None
    return top


def _row_named_like_column(
    table: Table,
    q: QuestionParts,
    numeric: Sequence[bool],
    pinned: Sequence[_Pin],
    negatives: set[str],
) -> int | None:
    """ "How many were counted in total?" where the row and the column are both "Total": the
    words that named the column also name the row, if one row's name is made of them alone."""
    whole = [
        i
        for i, row in enumerate(table.rows)
        if (names := [c for j, c in enumerate(row) if not numeric[j] and c.strip()])
        and all(term_set(c) <= q.terms for c in names)
    ]
    if len(whole) != 1:
        return None
    return _pick_row(table, q.terms, numeric, set(), pinned, negatives, only=whole)


# "across all six sites", "altogether", "combined": a question about every row at once.
_ALL_ROWS = re.compile(
    r"\b(?:across|over|for|in|at|from|of) (?:all|every|the whole)\b|\baltogether\b"
    r"|\bcombined\b|\b(?:all|every) (?:\w+ )?(?:sites?|groups?|plots?|regions?|samples?|"
    r"stations?|areas?|lakes?|years?|farms?|schools?|wards?|countries|participants)\b",
    re.I,
)
# How a table labels its row for every row at once, in the languages tables are printed in.
_TOTAL_LABEL = re.compile(
    r"\s*(?:total|totals|all|overall|sum|all \w+|gesamt|insgesamt|summe|totale|totaal|"
    r"totalt|i alt|yhteensä|celkem|spolu|razem|ogółem|összesen|toplam|jami|jumlah|tổng|"
    r"tổng cộng|итого|всего|合计|合計|总计|총계|전체)\s*",
    re.I,
)


def _total_row(table: Table, question: str, numeric: Sequence[bool]) -> int | None:
    """The table's one total row, for a question about every row at once ("How many recordings
    were made across all six sites?" of a table whose last row is "Total"); None when the
    question does not ask for all rows or the table has no single such row."""
    if not _ALL_ROWS.search(question):
        return None
    found = [
        i
        for i, row in enumerate(table.rows)
        if (names := [c for j, c in enumerate(row) if not numeric[j] and c.strip()])
        and all(_TOTAL_LABEL.fullmatch(c) for c in names)
    ]
    return found[0] if len(found) == 1 else None


def _value_columns(
    table: Table,
    q_terms: set[str],
    numeric: list[bool],
    skip: set[int],
    focus: set[str] | None = None,
    span: Sequence[str] = (),
    several: bool = True,
    each: bool = False,
    counts: bool = False,
    unit: re.Pattern[str] | None = None,
) -> list[int]:
    """The numeric columns asked for: the best-named one, then any other that names a question
    word the chosen ones do not ("params" beside "BLEU (dev)"), where the question may ask
    ``several`` things, or the one named in ``each`` group. A tie is no answer, unless the question's own words (not its follow-up
    context) break it. ``counts``: the question asks how many, which a sub-column of percents
    does not give."""
    matches = [m for m in match_columns(table, q_terms) if numeric[m.index] and m.index not in skip]
    matches = _siblings_told_apart(table, matches, q_terms, counts, unit)
    if focus is not None and focus != q_terms:
        matches = sorted(
            (replace(m, score=m.score + len(m.hits & focus)) for m in matches),
            key=lambda m: (-m.score, m.index),
        )
    if not matches:
        return []
    if each:
        # "in each group": the column the question names, in every group that has it
        return [m.index for m in matches if m.hits == matches[0].hits][:_MOST_GROUPS]
    tied = len(matches) > 1 and matches[1].score >= matches[0].score - 1e-9
    if tied and matches[1].hits <= matches[0].hits:
        return []  # "BLEU" alone names BLEU EN-DE and BLEU EN-FR alike
    chosen = [matches[0]]
    covered = set(matches[0].hits)
    if span and all(n in table.columns[matches[0].index] for n in span):
        return [matches[0].index]  # "between 2023 and 2024" is the column "Change 2023–2024"
    for m in matches[1:]:
        if not several:
            break  # "what share of hours did CO2 exceed 1500 ppm": "CO2" names no second value
        if focus is not None and focus != q_terms and not (m.hits - covered) & focus:
            continue  # "and on EN-FR?" after an EN-DE question: EN-DE was the last answer
        if m.hits - covered and m.score >= 0.5 * chosen[0].score:
            chosen.append(m)
            covered |= m.hits
    return [m.index for m in chosen]


# "without", in the languages of the router and of the held-out papers' neighbours.
_LACKING = re.compile(
    r"(?<!\w)(?:without|w/o|ohne|sans|sin|senza|zonder|uten|utan|uden|bez|без|fără|fara|nélkül"
    r"|ilman|sem|χωρίς|olmadan|없는|없이|なし|無し|没有|无)(?!\w)",
    re.I,
)
# A column that gives a value's spread, not the value: "SD", "SE", "95% CI", "IQR", "± SD".
_SPREAD = re.compile(
    r"\s*(?:\(?(?:sd|se|sem|s\.d\.|s\.e\.|std\.?(?: dev\.?)?|standard (?:deviation|error)|iqr"
    r"|(?:\d+\s*%\s*)?ci|range|±\s*\w*)\)?)\s*",
    re.I,
)
_SPREAD_WORDS = frozenset(
    {"sd", "se", "sem", "deviation", "spread", "variability", "variance", "ci", "iqr"}
    | {"interquartile", "range", "uncertainty", "interval", "deviation"}
)


def _spread(header: str) -> bool:
    return bool(_SPREAD.fullmatch(_own(header)))


# Far below a word's weight, above the tie-breaker of how completely a header is named.
_SIBLING_BONUS = 0.05


def _siblings_told_apart(
    table: Table,
    matches: list[Match],
    q_terms: set[str],
    counts: bool = False,
    unit: re.Pattern[str] | None = None,
) -> list[Match]:
    """Columns the question names alike (a group's "Mill Lane · In", "· Out", "· Removal (%)",
    named by "Mill Lane" alone) told apart by what the question asks of the value: the
    sub-header a question word is another form of ("remove" of "Removal"), or the percent column
    of a question asking a share. Otherwise the shortest header would win by the tie-breaker."""
    if len(matches) < 2:
        return matches
    top = matches[0]
    asks_share = bool(_PERCENT_ASKED.search(" ".join(sorted(q_terms))))
    alike = [m for m in matches if m.hits == top.hits and m.score >= top.score - 0.02]
    lacking = {m.index: bool(_LACKING.search(table.columns[m.index])) for m in alike}
    asks_without = bool(_LACKING.search(" ".join(sorted(q_terms))))
    asks_spread = bool(q_terms & _SPREAD_WORDS) or {"standard", "error"} <= q_terms
    spreads = any(_spread(table.columns[m.index]) for m in alike)
    shares = {m.index: bool(_PERCENT_ASKED.search(_own(table.columns[m.index]))) for m in alike}
    out = []
    for m in matches:
        if m not in alike:
            out.append(m)
            continue
        own = term_set(_own(table.columns[m.index]))
        told = bool(cognate_hits(q_terms - m.hits, own))
        told |= asks_share and shares[m.index]
        # "how many were counted in 2023/24" under "Jedince" and "Podiel (%)": the count
        told |= counts and not asks_share and len(set(shares.values())) > 1 and not shares[m.index]
        # "how deep" under "Daling (mm/jaar)" and "Laagste grondwaterstand (cm -mv)": the depth
        told |= unit is not None and bool(unit.search(_own(table.columns[m.index])))
        # "districts without wood heating": of groups "with wood" and "without wood" in any
        # language ("cu lemne" / "fără lemne"), the one that says "without" as the question does
        told |= len(set(lacking.values())) > 1 and lacking[m.index] == asks_without
        # "Intervention · Mean" beside "Intervention · SD": the value, unless a spread is asked
        told |= spreads and not asks_spread and not _spread(table.columns[m.index])
        out.append(replace(m, score=m.score + _SIBLING_BONUS) if told else m)
    return sorted(out, key=lambda m: (-m.score, m.index))


_SUPERLATIVE_WORD = re.compile(
    r"\b(?:highest|lowest|largest|smallest|greatest|biggest|most|least|best|worst|maximum|minimum)"
    r"\s+((?:[\w-]+\s+){0,3}[\w-]+)",
    re.I,
)


def _ranked_words(question: str) -> set[str]:
    m = _SUPERLATIVE_WORD.search(question)
    return term_set(m.group(1)) if m else set()


_HOW_MANY = re.compile(
    r"\bhow many\b|\bnumber of\b|\bwie viele\b|\bcombien\b|\bcuánt[oa]s\b|몇 명|何人|多少人|几",
    re.I,
)
# "declined the most", "the largest drop": the most negative change is the largest decline.
_DECLINE = re.compile(
    r"\b(?:declin|decreas|drop|fell|fall|lost|los[et]|shr[ai]nk|reduc|sank|sink|recul|baiss|dimin"
    r"|disminu|cay[óe]|caíd|bajó|rückgang|gesunken|gefallen|abgenommen)\w*"
    r"|감소|하락|減少|低下|下降|减少",
    re.I,
)

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
_JOINED = re.compile(
    r"\b(?:and|und|et|y|e|i|og|och|en|oraz|ve|și|и|а также)\b|[,;&/]|[\u0590-\u08ff\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]",
    re.I,
)


# "in each group", "for both arms", "jeweils": one quantity asked of every group of the table.
_EACH = re.compile(
    r"\b(?:each|both|every|all)\s+(?:of the\s+|the\s+)?(?:two\s+|three\s+)?"
    r"(?:groups?|arms?|conditions?|treatments?|cohorts?)\b|\bper (?:group|arm)\b"
    r"|\bjeweils\b|\bbeide[nr]? gruppen\b|\bchaque groupe\b|\bcada grupo\b|\bambos grupos\b",
    re.I,
)
_MOST_GROUPS = 6


def asks_several(question: str) -> bool:
    """Whether a question may ask more than one value: it joins two things, or asks twice."""
    return bool(_JOINED.search(question)) or len(_ASKS.findall(question)) > 1


# "For how many steps and how long ...": two things asked, which one cell does not give.
_ASKS = re.compile(r"\b(?:how|what|which|when|where|who)\b", re.I)


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


def _statistic_column(
    table: Table, q: QuestionParts, extreme: str, numeric: Sequence[bool]
) -> int | None:
    """ "What was the highest value measured in Põlvamaa?" where no header carries a word of the
    question: the one column that prints the maximum ("Maksimum", "Máx.", "最大") in the table's
    language holds it, for the one row the question names."""
    concept = "maximum" if extreme == "max" else "minimum"
    found = [
        j
        for j, header in enumerate(table.columns)
        if numeric[j] and statistic_printed(concept, header)
    ]
    if len(found) != 1:
        return None
    rows = match_rows(table, q.terms, numeric, set())
    if not rows or (len(rows) > 1 and rows[1].score >= rows[0].score - 1e-9):
        return None
    return found[0]


# What a question asks by its words, and the units a header gives that in: "how far" is a
# length (whatever the header's word for distance), "what share" a percentage.
_DIMENSIONS = (
    (
        re.compile(
            r"\bhow (?:far|wide|thick|deep|tall)\b|\b(?:distance|width|thickness|depth)\b"
            r"|\babove sea level\b|\b(?:altitude|elevation)\b|\b(?:is|are|was|were) the (?:long|short)est\b",
            re.I,
        ),
        # "(cm)", "(cm -mv)" below the surface; not "(mm/jaar)", a rate
        re.compile(r"[(\[]\s*(?:k?m|cm|mm|µm|μm)(?![/\w])[^()\[\]/]{0,8}[)\]]"),
    ),
    (
        re.compile(
            r"\bwhat (?:share|percentage|proportion|fraction)\b|\bhow many per ?cent\b", re.I
        ),
        re.compile(r"[(\[]\s*%[^)\]]*[)\]]|\s%$"),
    ),
    (
        re.compile(
            r"\bhow (?:warm|hot|cold)\b|\btemperature\b|\b(?:warm|hot|cold)(?:er|est)\b", re.I
        ),
        re.compile(r"°\s*[CF]\b"),
    ),
)


def _dimension_column(
    table: Table, q: QuestionParts, numeric: Sequence[bool], *, ranked: bool = False
) -> list[int]:
    """ "How far from the crater is the Jrakah station?" of "Jarak dari kawah (km)": where no
    header carries a word of the question (it is printed in another language), the one numeric
    column whose unit measures what the question asks (a length, a share, a temperature), for
    the one row the question names, or to rank every row by (``ranked``: "which cave lies
    highest above sea level")."""
    for asked, unit in _DIMENSIONS:
        if not asked.search(q.plain):
            continue
        found = [j for j, h in enumerate(table.columns) if numeric[j] and unit.search(_own(h))]
        rows = match_rows(table, q.terms, numeric, set())
        named = bool(rows) and (len(rows) == 1 or rows[1].score < rows[0].score - 1e-9)
        return found if len(found) == 1 and (named or ranked) else []
    return _unit_column(table, q, numeric, ranked=ranked)


def _unit_column(
    table: Table, q: QuestionParts, numeric: Sequence[bool], *, ranked: bool
) -> list[int]:
    """ "What saiga density ..." of "Тығыздық (бас/км²)": the one numeric column whose unit, as
    any language spells it, measures the dimension asked (an area, a density, a speed, a mass,
    an energy); of several in column groups ("2022 · Салмағы (кг)", "2023 · Салмағы (кг)"),
    the one whose group the question names."""
    dimension = asked_dimension(q.plain)
    if dimension is None:
        return []
    found = [
        j
        for j, h in enumerate(table.columns)
        if numeric[j] and header_dimension(_own(h)) == dimension
    ]
    if len(found) > 1:
        found = [j for j in found if term_set(_group(table.columns[j])) & q.terms]
    rows = match_rows(table, q.terms, numeric, set())
    named = bool(rows) and (len(rows) == 1 or rows[1].score < rows[0].score - 1e-9)
    return found if len(found) == 1 and (named or ranked) else []


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


def _number_unprinted(question: str, printed: str) -> bool:
    """Whether the question fixes a point by a bare number ("on day 10", "after six months")
    that the table prints nowhere: a number glued to a name ("K3", "BH5") is a name, not a
    point, and one the table prints, alone or in CJK text ("GWM 136", "協会9号"), names
    what it holds."""
    held = {_number_key(n) for n in [*_POINT_NUMBER.findall(printed), *_CJK_GLUED.findall(printed)]}
    asked = [*_POINT_NUMBER.findall(question), *_counted(question)]  # "after six months": 6
    return any(_number_key(n) not in held for n in asked)


def _number_key(number: str) -> str:
    return (
        number.replace(",", ".").rstrip("0").rstrip(".")
        if "," in number or "." in number
        else number
    )


# A number in CJK text, which sets no space between words: "協会9号" prints the 9.
_CJK_GLUED = re.compile(rf"(?<=[{CJK}])\d+|\d+(?=[{CJK}])")
# A number standing alone: not glued to letters ("K3", "CO2"), not a digit group's part.
_POINT_NUMBER = re.compile(r"(?<![\w.,\-/])(\d+(?:[.,]\d+)?)(?![\w/]|[.,]\d)")


# A price or a cost asked in the router's languages and their neighbours.
_PRICE = re.compile(
    r"\b(?:prices?|costs?|prix|co[ûu]ts?|preise?n?|kosten|precios?|costos?|costes?|prezz[oi]"
    r"|pre[çc]os?|custos?|prijs|prijzen|cen[ay])\b",
    re.I,
)
_HOW_OFTEN = re.compile(
    r"\bhow often\b|\bwie oft\b|\bhoe vaak\b|\bcon qu[ée] frecuencia\b|\bà quelle fréquence\b"
    r"|\bcon che frequenza\b|\bcom que frequência\b|얼마나 자주|頻度|多久一次|多频繁",
    re.I,
)
_WHEN = re.compile(
    r"^\W*when\b|\b(?:in )?(?:which|what) year\b|\bwann\b|\bquand\b|\bcu[aá]ndo\b|\bquando\b",
    re.I,
)
_YEAR_CELL = re.compile(r"\s*(?:1[5-9]|20)\d\d\s*")


def _year_column(table: Table, q: QuestionParts, numeric: Sequence[bool]) -> list[int]:
    """ "When was the Palūšė church built?" of "Pastatyta (metai)": where no header carries a
    word of the question, the one column whose every cell prints a year, for the one row the
    question names."""
    if not _WHEN.search(q.plain):
        return []
    found = [
        j
        for j in range(len(table.columns))
        if numeric[j]
        and (cells := [r[j] for r in table.rows if r[j].strip()])
        and all(_YEAR_CELL.fullmatch(c) for c in cells)
    ]
    rows = match_rows(table, q.terms, numeric, set())
    named = bool(rows) and (len(rows) == 1 or rows[1].score < rows[0].score - 1e-9)
    return found if len(found) == 1 and named else []


def _text_column(table: Table, q_terms: set[str], numeric: list[bool]) -> list[int]:
    """A column of text values the question names ("Classical Time Scaling" holds "Ω(N^2)"):
    the one best-named column that is not the first (the rows' names), when no numeric one is."""
    matches = [m for m in match_columns(table, q_terms) if not numeric[m.index] and m.index > 0]
    if not matches or (len(matches) > 1 and matches[1].score >= matches[0].score - 1e-9):
        return []
    return [matches[0].index]


# "What kind of ventilation ...", "which sampler ...", "welche Art von Lüftung": the noun the
# question asks the value of, right after its question word.
_ASKED_NOUN = re.compile(
    r"\b(?:what|which|welche[nmrs]?|quel(?:le)?s?|qu[eé]|cu[aá]l(?:es)?|hvilke[nt]?)\s+"
    r"(?:(?:kinds?|types?|sorts?|forms?|art|arten|type|tipo|slags?)\s+(?:of|von|de|af)\s+)?"
    r"([^\W\d_][\w-]*)",
    re.I,
)


def _asked_attribute(
    table: Table, q: QuestionParts, numeric: list[bool], columns: list[int]
) -> int | None:
    """A column of text values named by the noun the question asks about ("what kind of
    ventilation" is the Ventilation column), which outranks a numeric column named by another
    of its words ("the Castlemere classrooms" names Classrooms, a count)."""
    m = _ASKED_NOUN.search(q.plain)
    if m is None:
        return None
    noun = term_set(m.group(1))
    if not noun or any(noun & column_terms(table, q.terms)[j] for j in columns):
        return None
    named = [c for c in match_columns(table, noun) if not numeric[c.index] and c.index > 0]
    return named[0].index if len(named) == 1 else None


def _month_rows(table: Table, question: str) -> set[str]:
    """The words of row names that print a month the question asks in another language
    ("Decembrie", "Грудень" for "in December"), so that row is the one named."""
    asked = set(months_asked(question))
    if not asked:
        return set()
    out: set[str] = set()
    for row in table.rows:
        for cell in row:
            if not cell.strip() or table.value(cell) is not None:
                continue
            printed = months_in_any_language(cell) | {month_of(w) for w in cell.split()}
            if printed & asked:
                out |= term_set(cell)
    return out


_CARDINALS = {
    w: str(n)
    for n, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]
    )
}
# "three hours after", "eight-year-old", "one hour after": a count spelled out before what it
# counts ("one" only before a span of time: "which one" counts nothing).
_SPELLED_COUNT = re.compile(
    r"\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen|twenty)(?=[\s-]+[^\W\d_])"
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
    if not _HOW_MANY.search(q.plain):
        return None
    sizes: dict[str, str] = {}
    for header in table.columns:
        m = _GROUP_N.search(_group(header))
        if m:
            sizes[_group(header)] = m.group(1)
    if any(term_set(_own(h)) & q.terms for h in table.columns if _group(h)):
        return None  # "how many errors did the Hvar group make": the Errors column counts
    asked = {stem(t) for t in q.terms}
    named = [g for g in sizes if _group_words(f"{_GROUP_N.sub(' ', g)} · x") & asked]
    if len(named) != 1 or match_rows(table, q.terms, numeric, set(term_set(named[0]))):
        return None
    group = named[0]
    said = f"{_GROUP_N.sub(' ', group).strip()}: n = {sizes[group]}"
    return Fact("lookup", said, table.tag, source=_source(table))


def _source(table: Table) -> str:
    return table.label or "the table"


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
    table = replace(table, glossary=notes)
    marks = mark_facts(table, q, _source(table))
    if marks:
        return marks
    if alike := cognates(table, q.terms):  # an English question on a Spanish or French table
        q = replace(q, terms=q.terms | alike, focus=q.focus | alike)
    # ... or on a table in another script, or named by a number or a closed-class word
    crossed = label_aliases(q.plain, [*table.columns, *(c for r in table.rows for c in r)])
    crossed |= _month_rows(table, q.plain) | symbols_named(table, q.plain) | _counted(q.plain)
    if crossed:
        q = replace(q, terms=q.terms | crossed, focus=q.focus | crossed)
    numeric = numeric_columns(table)
    if intent.extreme and _superlative_is_a_name(table, q, intent, numeric):
        intent = replace(intent, extreme=None)
    pinned = pins(table, q.plain, numeric)
    exclude = {t for m in match_columns(table, q.terms) for t in m.hits}
    exclude |= {t for p in pinned for t in term_set(table.columns[p.column])}
    negatives = _negatives(q.plain)
    columns = _value_columns(
        table,
        q.terms,
        numeric,
        {p.column for p in pinned},
        q.focus,
        _span(q.plain),
        several=asks_several(q.plain),
        each=bool(_EACH.search(q.plain)),
        counts=bool(_HOW_MANY.search(q.plain)),
        unit=next((unit for asked, unit in _DIMENSIONS if asked.search(q.plain)), None),
    )
    if (
        not columns
        and _HOW_MANY.search(q.plain)
        and (n := count_column(table, numeric)) is not None
    ):
        columns = [n]  # "how many women ...": the count column ("n") where no column is named
    if intent.difference:
        fact = _difference(table, q, numeric, columns, exclude)
        if fact:
            return [fact]
    elif not intent.extreme and (size := _group_size(table, q, numeric)) is not None:
        return [size]
    if intent.extreme in ("max", "min") and not columns and not intent.chooses:
        statistic = _statistic_column(table, q, intent.extreme, numeric)
        if statistic is not None:  # "the highest value measured in Põlvamaa": its Maksimum
            columns, intent = [statistic], replace(intent, extreme=None)
    keyed = keyed_row(table, q.plain, numeric)
    if keyed is None and not (intent.extreme or intent.difference or pinned):
        total = _total_row(table, q.plain, numeric)
        keyed = None if total is None else (total, "")
    if intent.extreme and (
        by_label := label_extreme(table, q.plain, wants_largest(intent, q.plain), numeric, columns)
    ):
        return [by_label]  # "the voyages in the slowest speed band": the band ranks
    if intent.extreme and _one_cell_named(table, q, intent, numeric, columns, exclude):
        intent = replace(intent, extreme=None)
    if intent.extreme:
        across = _across_row(table, q, intent, numeric)
        if across:
            return [across]
    if intent.extreme and keyed is None and not columns and intent.chooses:
        ranking = replace(q, plain=ranked_clause(q.plain))  # not "and how far did he fly"
        columns = _dimension_column(table, ranking, numeric, ranked=True)
    if intent.extreme and keyed is None and (columns or not strong):
        fact = _extreme(table, q, intent, numeric, columns, exclude, pinned)
        if fact:
            return [fact]
    # A coined name the table lacks ("ZooKeeper", the system itself) is no near miss alone: only
    # where the table's column groups are the kind of thing the question names and none is named.
    names = absent_names(table, q.plain)
    groups = {_group(h) for h in table.columns if _group(h)}
    named_group = any(
        _squash(g) in _squash(q.plain) or {t for t in term_set(g) if len(t) > 1} & q.terms
        for g in groups
    )
    if names and len(groups) >= 2 and not named_group and not strong:
        return [
            Fact(
                "missing",
                f"{_source(table)} has no column for {names[0]} (it gives {', '.join(sorted(groups))})",
                table.tag,
                source=_source(table),
            )
        ]
    missing = absent_cutoff(table, q.plain)
    absent = absent_rows(table, q.plain, numeric)
    if (missing or absent) and not intent.difference:
        what = f"no column for {missing}" if missing else f"no row with {absent[0].said}"
        return [Fact("missing", f"{_source(table)} has {what}", table.tag, source=_source(table))]
    if quantity is not None and not (intent.extreme or intent.difference or keyed):
        condition = _year_near_miss(table, q, quantity, numeric, columns, pinned, negatives)
        if condition is not None:
            return condition
    if quantity is not None and not (intent.extreme or intent.difference):
        grounded = _grounded(
            table, q, quantity, numeric, columns, (pinned, exclude, negatives), keyed
        )
        if isinstance(grounded, Fact):
            return [grounded]
        if grounded is not None:
            columns, only = grounded
            if only is not None:
                keyed = (only, "") if keyed is None else keyed
    asked = (
        None
        if intent.extreme or intent.difference
        else _asked_attribute(table, q, numeric, columns)
    )
    if asked is not None:
        columns = [asked]
    if not columns and not intent.extreme and not intent.difference:
        columns = (
            _text_column(table, q.terms, numeric)
            or _dimension_column(table, q, numeric)
            or _year_column(table, q, numeric)
        )
    printed = " ".join([_caption(table), *table.columns, *(c for r in table.rows for c in r)])
    if not (columns or intent.extreme or intent.difference) and not (
        unmatched(q.plain, printed)
        or year_missing(q.plain, printed)
        or _WHEN.search(q.plain)
        or _HOW_OFTEN.search(q.plain)
        or _number_unprinted(q.plain, printed)
        or (_PRICE.search(q.plain) and not currency_printed(printed))
        or asks_ratio(q.plain)
        or _COMPARES.search(q.plain)
    ):
        # (not for a year or a condition the table does not print: its row holds other ones;
        # nor a point the question fixes by a number the table never prints ("on day 10", "in
        # week 29": a chart's x, not a row); nor "when" or "how often", a date or a rate no row
        # of measurements gives; nor a price
        # of a table that prints no currency; nor "how many times longer" or "how many more
        # ... than", which one row's values do not state.
        # A Latin-script table's codes and names are the question's own words: "curve K3")
        # (a count spelled out, "all eight passages", is no name of a row shown whole: its
        # digit matches any cell that holds the number)
        named = (crossed - _counted(q.plain)) or (
            _printed_terms(q) if latin_other_language(table) else set()
        )
        whole = whole_row(table, named, numeric, pinned, _source(table), q.terms, q.plain)
        if whole:
            return [whole]
    if not columns or (strong and (len(columns) > 1 or len(_ASKS.findall(q.plain)) > 1)):
        # A table nobody asked for that holds only some of several quantities asked ("threads,
        # CPUs and GPUs" where it has CPUs and GPUs): the prose that gives them all answers.
        return []
    row = keyed[0] if keyed else _pick_row(table, q.terms, numeric, exclude, pinned, negatives)
    if row is None and not keyed:
        row = _row_named_like_column(table, q, numeric, pinned, negatives)
    if row is not None and not keyed and _label_only(table, row, numeric):
        # A group's label set on a line of its own (a merged cell centred over its rows): the
        # row asked is one of the group's, among the rows that give values.
        valued = [i for i in range(len(table.rows)) if not _label_only(table, i, numeric)]
        row = _pick_row(table, q.terms, numeric, exclude, pinned, negatives, only=valued)
    if row is None:
        return []
    name = name_row(table, row, numeric, columns, pinned, q.terms)
    if keyed and keyed[1] and keyed[1] not in name:
        name = f"{name} ({keyed[1]})"
    if asks_rate(q.plain) and not any(_rate_header(table.columns[j]) for j in columns):
        return []  # "how much per 1 °C": a level ("Mean PM2.5") is no rate; the prose may give it
    cells = [(table.columns[j], table.rows[row][j].strip()) for j in columns]
    given = [(c, v) for c, v in cells if v.lower() not in _EMPTY]
    if not given:
        return [
            Fact(
                "missing",
                f"{_source(table)} gives no value for {name} under {cells[0][0]}",
                table.tag,
                source=_source(table),
            )
        ]
    if counts_things(q.plain) and all(measured_header(c, shares=False) for c, _ in given):
        # "how many beetles per trap" of a column in m³/ha: a measurement counts nothing
        return [
            Fact(
                "near_miss",
                f"{_source(table)} gives {given[0][0]} for {name}, not a count",
                table.tag,
                source=_source(table),
                weight=-1.0,
            )
        ]
    period = _year_for_month(table, q.plain, row, columns)
    if period:
        # "in March 2022" of a row or column of the year 2022: the year's value is no month's
        month = MONTH_NAMES[months_asked(q.plain)[0] - 1]
        return [
            Fact(
                "near_miss",
                f"{_source(table)} gives {name}"
                + ("" if period in name else f" for {period}")
                + f" as a whole, not for {month}",
                table.tag,
                source=_source(table),
                weight=-1.0,
            )
        ]
    printed = " ".join([_caption(table), *table.columns, *table.rows[row]])
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
                f"{_source(table)} gives {name} with no mention of {number}",
                table.tag,
                source=_source(table),
                weight=-1.0,
            )
        ]
    statement = f"{name} · " + "; ".join(f"{c}: {_in_unit(c, v)}" for c, v in given)
    named = set(exclude)
    for m in match_rows(table, q.terms, numeric, set()):
        if m.index == row:
            named |= m.hits
    return [Fact("lookup", statement, table.tag, source=_source(table), weight=len(named))]


_PERCENT_HEADER = re.compile(r"\(\s*%\s*\)\s*$|\bin %\s*$|\s%$")
_BARE_NUMBER = re.compile(r"[-−+]?\d+(?:[.,]\d+)?")


def _in_unit(header: str, cell: str) -> str:
    """A bare number under a percent column is stated as the share it is: "4%", not "4"."""
    if _PERCENT_HEADER.search(header) and _BARE_NUMBER.fullmatch(cell):
        return f"{cell}%"
    return cell


_RATE_HEADER = re.compile(
    r"\bper\b|/|\bpro\b|\bje\b|\bpar\b|\bpor\b|\bslope\b|\brate\b|\bcoefficient\b|每|당|あたり",
    re.I,
)


def _rate_header(header: str) -> bool:
    """A header that gives a change per unit, its unit in parentheses set aside ("(µg/m³)")."""
    return bool(_RATE_HEADER.search(re.sub(r"\([^)]*\)", " ", header)))


def _label_only(table: Table, row: int, numeric: Sequence[bool]) -> bool:
    """A row with a name and not one value: a group's label, not a record."""
    cells = table.rows[row]
    values = [c for j, c in enumerate(cells) if numeric[j]]
    return (
        bool(values)
        and any(c.strip() for j, c in enumerate(cells) if not numeric[j])
        and all(c.strip().lower() in _EMPTY for c in values)
    )


def whole_row(
    table: Table,
    named: set[str],
    numeric: Sequence[bool],
    pinned: Sequence[_Pin],
    source: str,
    asked: set[str] | None = None,
    question: str = "",
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
    ("how many sheep") where every value is a measurement or a share ("(кг)", "(%)")."""
    text = " ".join([*table.columns, *(c for r in table.rows for c in r)])
    if not FOREIGN.search(text) and not latin_other_language(table):
        return None
    if question and years_in(question) - years_in(f"{_caption(table)} {text}"):
        return None
    rows = [
        i
        for i in range(len(table.rows))
        if all(table.value(table.rows[i][p.column]) == p.value for p in pinned)
    ]
    found = [m for m in match_rows(table, named, numeric, set()) if m.index in rows]
    if not found or len(found) > 1 and found[1].score >= found[0].score - 1e-9:
        return None
    cells = table.rows[found[0].index]
    groups = {g for h in table.columns if (g := _group(h)) and term_set(g) & (asked or set())}
    given = [
        (table.columns[j], c.strip())
        for j, c in enumerate(cells)
        if numeric[j] and c.strip().lower() not in _EMPTY
        if len(groups) != 1 or _group(table.columns[j]) in groups
        # (a value, not words: a chart's legend read as a table's last row is no record)
        if parse_value(c) is not None
    ]
    if not given or (
        question and counts_things(question) and all(measured_header(h) for h, _ in given)
    ):
        return None
    name = name_row(table, found[0].index, numeric)
    statement = f"{name} · " + "; ".join(f"{h}: {v}" for h, v in given)
    return Fact(
        "lookup", statement, table.tag, source=source, weight=len(found[0].hits), whole_row=True
    )


def _year_for_month(table: Table, question: str, row: int, columns: Sequence[int]) -> str:
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
    cells = [_caption(table), *table.columns, *(c for r in table.rows for c in r)]
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


def _year_near_miss(
    table: Table,
    q: QuestionParts,
    quantity: Quantity,
    numeric: list[bool],
    columns: list[int],
    pinned: Sequence[_Pin],
    negatives: set[str],
) -> list[Fact] | None:
    """ "In 2022" asked of a table that measures the quantity in other years only (its caption
    says 2023): a near miss for the row named, no fact when none is; None when the year is
    there (or none is asked). A table whose columns are years ("Yield 2022", "Yield 2024")
    holds no value for another year whatever quantity is asked, even one this reader cannot
    judge in the table's language."""
    printed = " ".join([_caption(table), *table.columns, *(c for r in table.rows for c in r)])
    by_year = len(printed_years(" ".join(table.columns))) >= 2
    if not by_year and not carried(quantity, printed, set()):
        return None  # another quantity (the grounding says so), or one not judged here
    year = year_missing(q.plain, printed)
    if not year:
        return None
    exclude = {t for m in match_columns(table, q.terms) for t in m.hits}
    row = _pick_row(table, q.terms, numeric, exclude, pinned, negatives)
    if row is None:
        return []
    name = name_row(table, row, numeric, columns, pinned, q.terms)
    years = ", ".join(printed_years(printed))
    return [
        Fact(
            "near_miss",
            f"{_source(table)} gives {name} for {years} only, not {year}",
            table.tag,
            source=_source(table),
            weight=-1.0,
        )
    ]


_COUNT = re.compile(r"\d{1,3}(?:[,\u2009\u202f ]\d{3})*|\d+")
_COUNT_UNITS = frozenset(["n", "no", "count", "counts", "number"])


def _counts(table: Table, columns: list[int]) -> bool:
    """Whether the columns hold counts: whole numbers in every filled cell, under headers
    that print no unit but a count's ("(n)")."""
    for j in columns:
        unit = re.findall(r"[(\[]([^()\[\]]*)[)\]]", table.columns[j])
        if any(u.strip().lower().rstrip(".") not in _COUNT_UNITS for u in unit):
            return False
        cells = [r[j].strip() for r in table.rows if r[j].strip().lower() not in _EMPTY]
        if not cells or not all(_COUNT.fullmatch(c) for c in cells):
            return False
    return True


# "What share of the bats", "what percentage of respondents": a share of a whole.
_SHARE_OF = re.compile(r"\b(?:share|percentage|proportion|fraction|per ?cent)\s+of\b", re.I)


def _grounded(
    table: Table,
    q: QuestionParts,
    quantity: Quantity,
    numeric: list[bool],
    columns: list[int],
    picking: tuple[Sequence[_Pin], set[str], set[str]],
    keyed: tuple[int, str] | None,
) -> tuple[list[int], int | None] | Fact | None:
    """The cell that carries the quantity asked: the named columns where they do, else the one
    column (or, in a table whose rows are quantities, the one row) that does; a near miss when
    the row the question names has no such cell. None: nothing to change (no judgement, or no
    row named)."""
    pinned, exclude, negatives = picking
    caption = _caption(table)
    pinned_columns = {p.column for p in pinned}

    def row_text(i: int) -> str:
        return " ".join(c for j, c in enumerate(table.rows[i]) if not numeric[j])

    named_terms = column_terms(table, q.terms)
    mode = judgeable(" ".join([caption, *table.columns, *(c for r in table.rows for c in r)]))
    if (
        mode is None
        or carried(quantity, " ".join([caption, *table.columns]), set(), mode=mode) is None
    ):
        return None  # another script, or a language judged by the cross-language matching

    asks_share = bool(_SHARE_OF.search(q.plain))

    def carries(j: int, i: int) -> bool | None:
        if asks_share and "%" in _own(table.columns[j]):
            return True  # "what share of hibernating bats": the bats are the whole, not a cell's
        text = f"{table.columns[j]} {row_text(i)} {caption}"
        entity = term_set(row_text(i))
        if symbolic(table.columns[j]) and carried(
            quantity, table.columns[j], entity, named_terms[j], lenient=True, mode=mode
        ):
            return True  # "P (d)" is known as a period only: the part it names will do
        if carried(quantity, table.columns[j], entity, named_terms[j], mode=mode):
            return True  # the header alone: "Build (min)" is a time whatever the caption says
        return carried(quantity, text, entity, named_terms[j], mode=mode)

    named = keyed[0] if keyed else _pick_row(table, q.terms, numeric, exclude, pinned, negatives)
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
        if others:
            return None
    if columns:
        # Rows that are quantities ("Age, years, mean (SD)" beside "Patients, n"): the row
        # that carries the quantity in the column the question names.
        rows = [i for i in range(len(table.rows)) if all(carries(j, i) for j in columns)]
        if rows:
            row = _pick_row(table, q.terms, numeric, exclude, pinned, negatives, only=rows)
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
        f"{_source(table)} gives {gives} for {name}, not {quantity.said}",
        table.tag,
        source=_source(table),
        weight=-1.0,
    )


def _extreme(
    table: Table,
    q: QuestionParts,
    intent: Intent,
    numeric: list[bool],
    columns: list[int],
    exclude: set[str],
    pinned: Sequence[_Pin],
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
    if len(columns) > 1 and (ranked := _ranked_words(q.plain)):
        # "amine-functionalized sorbents ... the largest BET surface area": the words after the
        # superlative name what is ranked; another column named qualifies the rows (only those
        # with an amine loading, not the bare support printed "—").
        ranking = [j for j in columns if term_set(table.columns[j]) & ranked]
        if ranking:
            col = ranking[0]
            qualifiers = [
                j for j in columns if j != col and not term_set(table.columns[j]) & ranked
            ]
    header = table.columns[col]
    values = {
        i: v
        for i, r in enumerate(table.rows)
        if (v := table.value(r[col])) is not None
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
        table, q.terms, numeric, exclude | {t for h in table.columns for t in term_set(h)}
    )
    if named:
        top = named[0].score
        group = {m.index for m in named if m.score >= top - 1e-9} & set(values)
        if len(group) >= 2:
            values = {i: values[i] for i in group}
    largest = wants_largest(intent, f"{q.plain} {header} {_caption(table)}")
    if _DECLINE.search(q.plain) and any(v < 0 for v in values.values()):
        largest = not largest  # a signed change: the largest decline is its lowest value
    best = max(values.values()) if largest else min(values.values())
    winners = [i for i, v in values.items() if v == best]
    word = "highest" if largest else "lowest"
    who = " and ".join(name_row(table, i, numeric, [col]) for i in winners)
    verb = "have" if len(winners) > 1 else "has"
    more = ""
    if (
        len(winners) == 1
        and asks_more(q.plain, header)
        and (rest := other_values(table, winners[0], numeric, col))
    ):
        more = f" ({rest})"
    return Fact(
        "extreme",
        f"{who} {verb} the {word} {header}: {table.rows[winners[0]][col].strip()}{more}",
        table.tag,
        computation=f"the {word} of {len(values)} values in the '{header}' column of {_source(table)}",
        source=_source(table),
    )


_LEVEL = re.compile(r"\s*([A-Za-z]\w*)\s*=\s*(-?\d+(?:\.\d+)?)\s*")


def _ranks_a_row(table: Table, q: QuestionParts, numeric: list[bool], columns: list[int]) -> bool:
    """ "Which ward had the most discrepancies per patient after?" over a table whose rows are
    measures ("Unintentional discrepancies per patient, mean") and whose columns are periods:
    what is ranked is one row, so its rows are no wards to rank (a chart or the prose may
    rank them)."""
    ranked = {t for t in _ranked_words(q.plain) if t.isalpha()}
    if len(ranked) < 2 or any(term_set(table.columns[j]) & ranked for j in columns):
        return False
    wanted = {stem(t) for t in ranked}
    return any(
        {stem(t) for t in m.hits} >= wanted for m in match_rows(table, ranked, numeric, set())
    )


def _across_row(table: Table, q: QuestionParts, intent: Intent, numeric: list[bool]) -> Fact | None:
    """ "For n = 1000, which value of k has the highest probability?": the columns are levels
    of one variable ("k = 7", "k = 8", ...), the question asks which level and names a row by
    its key; the extreme is taken across that row, and the answer is the column."""
    levels: dict[str, list[int]] = {}
    for j, header in enumerate(table.columns):
        m = _LEVEL.fullmatch(_own(header))
        if m and numeric[j]:
            levels.setdefault(m.group(1), []).append(j)
    if not levels:
        return None
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
    largest = wants_largest(intent, f"{q.plain} {_caption(table)}")
    best = (max if largest else min)(values, key=lambda j: values[j])
    word = "highest" if largest else "lowest"
    head = _own(table.columns[key]).strip()
    cell = table.rows[i][key].strip()
    said = f"{head} = {cell}" if head else cell
    return Fact(
        "extreme",
        f"{table.columns[best].strip()} has the {word} value for {said}: "
        f"{table.rows[i][best].strip()}",
        table.tag,
        computation=f"the {word} of {len(values)} values across the row {said} of {_source(table)}",
        source=_source(table),
    )


def _own(header: str) -> str:
    return header.split(" · ")[-1].strip()


def _group_words(header: str) -> set[str]:
    return {stem(t) for t in terms(header.split(" · ")[0])} if " · " in header else set()


def _column_difference(
    table: Table,
    q: QuestionParts,
    numeric: list[bool],
    sides_text: tuple[str, str],
    columns: Sequence[int],
) -> Fact | None:
    """Two columns of one row: "how many fewer candidates does ASAP search than exhaustive
    search" compares "ASAP · # candidates" with "Exhaustive Search · # candidates"; "how many
    more in the control arm than in the intervention arm" compares two columns of one group.
    ``columns``: the value columns the question's measure picked."""
    a_text, b_text = sides_text
    a_terms, b_terms = term_set(a_text), term_set(b_text)
    candidates = [j for j, n in enumerate(numeric) if n]
    lacks_a, lacks_b = bool(_LACKING.search(a_text)), bool(_LACKING.search(b_text))

    asks_spread = bool(q.terms & _SPREAD_WORDS) or {"standard", "error"} <= q.terms

    def lacking(j: int, side_lacks: bool) -> float:
        # "with wood" than "without wood": the side that says "without" is the group whose
        # header says it, in the table's language ("fără lemne"), the other side the other group
        # (and a group's mean, not its SD, unless a spread is asked)
        value = 0.0 if asks_spread or not _spread(table.columns[j]) else -0.5
        if lacks_a == lacks_b:
            return value
        return value + (5.0 if bool(_LACKING.search(table.columns[j])) == side_lacks else 0.0)

    # "how much did the resistance grow between 500 and 1,000 cycles": the sides name the column
    # groups only; the measure, named outside them, tells the group's columns apart
    rest = {stem(t) for t in q.terms - a_terms - b_terms}
    # ... or, where no word of it reads ("survival" for "Тірі қалу (%)"), the sub-column the
    # question's measure picked by its unit ("percentage points")
    asked = {_own(table.columns[j]) for j in columns}

    def measure(j: int, named: float) -> float:
        if named <= 0:
            return named
        read = 0.5 * len(rest & {stem(t) for t in header_terms(table.columns[j])})
        return named + read + (0.25 if _own(table.columns[j]) in asked else 0.0)

    ca = _only_best(
        candidates,
        lambda j: measure(
            j, _header_score(table, j, a_terms - b_terms, a_terms) + lacking(j, lacks_a)
        ),
    )
    if ca is None:
        return None
    comparable = [
        j
        for j in candidates
        if j != ca
        and (
            _own(table.columns[j]) == _own(table.columns[ca])
            or _group(table.columns[j]) == _group(table.columns[ca])
        )
    ]
    # "F2 on Hvar than on Lastovo": the elliptical side means the same measure, so of its
    # columns the one that shares more of the first column's words ("F2 (Hz)")
    first = {stem(t) for t in header_terms(table.columns[ca])}

    def b_score(j: int) -> float:
        named = _header_score(table, j, b_terms - a_terms, b_terms) + lacking(j, lacks_b)
        shared = len(first & {stem(t) for t in header_terms(table.columns[j])})
        return measure(j, named + 0.1 * shared) if named > 0 else named

    cb = _only_best(comparable, b_score)
    if cb is None:
        return None
    used = {t for j in (ca, cb) for t in header_terms(table.columns[j], q.terms)}
    # Only rows that print both values compare: a table may print each row's ratio on the
    # line under it, under the same name and with the first cell empty.
    both = [
        i
        for i, r in enumerate(table.rows)
        if table.value(r[ca]) is not None and table.value(r[cb]) is not None
    ]
    row = _pick_row(table, q.terms - used, numeric, used, [], _negatives(q.plain), only=both)
    if row is None:
        return None
    va, vb = table.value(table.rows[row][ca]), table.value(table.rows[row][cb])
    if va is None or vb is None:
        return None
    name = name_row(table, row, numeric, [ca, cb], (), q.terms)
    cells = [table.rows[row][ca].strip(), table.rows[row][cb].strip()]
    compared = f"{name}: {table.columns[ca]} {cells[0]} vs {table.columns[cb]} {cells[1]}"
    percent = all(_PERCENT_HEADER.search(table.columns[j]) for j in (ca, cb))
    return _compared(table, q, compared, (va, vb), cells, percent=percent)


def _compared(
    table: Table,
    q: QuestionParts,
    compared: str,
    values: tuple[Decimal, Decimal],
    cells: list[str],
    *,
    percent: bool,
) -> Fact:
    """Two values compared: their ratio when the question asks "how many times", the change
    in percent of the second (the side compared against) when it asks "by what percentage" of
    values that are no percentages themselves (``percent``: those differ in points), else their
    difference, each printed in the style of the cells it comes from."""
    va, vb = values
    hi, lo = (va, vb) if va >= vb else (vb, va)

    def say(v: Decimal) -> str:
        return format_like(v, cells)

    if _RELATIVE.search(q.plain) and not _POINTS.search(q.plain) and not percent and vb:
        change = ((va - vb) / abs(vb) * 100).quantize(Decimal("0.1"))
        said = format_like(abs(change), cells)
        way = "higher" if change > 0 else "lower"
        return Fact(
            "difference",
            f"{compared}, {said}% {way} than {say(vb)}",
            table.tag,
            computation=f"({say(va)} − {say(vb)}) / {say(vb)} = {format_like(change, cells)}%",
            source=_source(table),
        )
    if (times := _ratio(q.plain, hi, lo)) is not None:
        return Fact(
            "difference",
            f"{compared}, {times} times as much",
            table.tag,
            computation=f"{say(hi)} / {say(lo)} = {times}",
            source=_source(table),
        )
    return Fact(
        "difference",
        f"{compared}, a difference of {say(hi - lo)}",
        table.tag,
        computation=f"{say(hi)} − {say(lo)} = {say(hi - lo)}",
        source=_source(table),
    )


# "how many times faster", "three-fold": a ratio, not a difference.
_RATIO = re.compile(
    r"\bhow many times\b|\b(?:times|fold) (?:faster|slower|higher|lower|larger|smaller|more|less|greater)\b"
    r"|\bwie ?viel ?mal\b|\bcombien de fois\b|\bcuántas veces\b|몇 배|何倍|多少倍|几倍",
    re.I,
)


# "by what percentage", "by how many percent", "how much ... in percent": a relative change;
# "percentage points" is a difference of two shares.
_RELATIVE = re.compile(
    r"\bby (?:what|how many|how much) (?:percent(?:age)?|per ?cent|%)|\bin (?:percent|per ?cent|%)"
    r"|\bpercent(?:age)? (?:change|increase|decrease|drop|fall|rise|reduction|decline)\b",
    re.I,
)
_POINTS = re.compile(r"\bpoints?\b|\bpp\b|prozentpunkt|puntos|pourcentage", re.I)


def _ratio(question: str, hi: Decimal, lo: Decimal) -> str | None:
    """The larger value over the smaller, to one decimal, when the question asks "how many
    times"; a ratio is no cell, so it prints with a decimal point whatever the table's style."""
    if not _RATIO.search(question) or lo <= 0:
        return None
    return format_value((hi / lo).quantize(Decimal("0.1")))


def _group(header: str) -> str:
    return header.split(" · ")[0].strip() if " · " in header else ""


def _header_score(table: Table, j: int, distinctive: set[str], side: set[str]) -> float:
    """How well one side of a comparison names a column: its own words first, then the words
    both sides share ("arm" in "control arm" vs "intervention arm")."""
    header = table.columns[j]
    words = {stem(t) for t in header_terms(header, side) | spelled_terms(table, header)}
    own = {stem(t) for t in distinctive}
    return 10 * len(words & own) + len(words & {stem(t) for t in side})


def _only_best(columns: Sequence[int], score: Callable[[int], float]) -> int | None:
    ranked = sorted(columns, key=lambda j: -score(j))
    if not ranked or score(ranked[0]) == 0:
        return None
    if len(ranked) > 1 and score(ranked[1]) == score(ranked[0]):
        return None
    return ranked[0]


def footnotes(table: Table, columns: Sequence[int], notes: str) -> str:
    """The footnotes of the asked columns' marks ("CO2 uptake^b" → "b Equilibrium uptake at
    40 °C in 15% CO2/N2"), as printed in ``notes``: a column's condition is often given there."""
    out = []
    for j in columns:
        for mark in re.findall(r"\^\{?([a-z])\}?", table.columns[j]):
            out += re.findall(rf"(?:^|[\s.;])({mark}\s+[A-Z][^\n]{{0,160}}?)(?:\.\s|$)", notes)
    return " ".join(out)


def _caption(table: Table) -> str:
    return table.item.chunk.caption or table.item.chunk.text.split("\n", 1)[0]


def _difference(
    table: Table,
    q: QuestionParts,
    numeric: list[bool],
    columns: list[int],
    exclude: set[str],
) -> Fact | None:
    parts = sides(q.plain)
    if not parts:
        ablation = _ablation(table, q, numeric, columns[0]) if columns else None
        return ablation or _change_across(table, q, numeric, columns)
    if not columns:
        return None
    col = columns[0]
    a_text, b_text = parts
    a_terms, b_terms = term_set(a_text), term_set(b_text)
    a_pins, b_pins = pins(table, a_text, numeric), pins(table, b_text, numeric)
    a_neg, b_neg = _negatives(a_text), _negatives(b_text)
    ra = _pick_row(table, a_terms - b_terms, numeric, exclude, a_pins, a_neg, b_terms)
    rb = _pick_row(table, b_terms - a_terms, numeric, exclude, b_pins, b_neg, a_terms)
    if ra is None or rb is None or ra == rb:
        # ("fall over the 72 hours" is no comparison with "the 72 hours")
        return _column_difference(table, q, numeric, parts, columns) or _change_across(
            table, q, numeric, columns
        )
    va, vb = table.value(table.rows[ra][col]), table.value(table.rows[rb][col])
    shares = False
    if _PERCENT_ASKED.search(q.plain) and not _PERCENT_ASKED.search(table.columns[col]):
        # "how many percentage points more": cells "2.49 (86.8)" print the share in parentheses
        # (in a column of percents, "85.2 (1.3)" is a mean and its deviation).
        sa, sb = _share(table.rows[ra][col]), _share(table.rows[rb][col])
        if sa is not None and sb is not None:
            va, vb, shares = sa, sb, True
    if va is None or vb is None:
        return None
    header = table.columns[col]
    name_a = name_row(table, ra, numeric, [col], a_pins, a_terms)
    name_b = name_row(table, rb, numeric, [col], b_pins, b_terms)
    cell_a, cell_b = table.rows[ra][col].strip(), table.rows[rb][col].strip()
    compared = f"{name_a} vs {name_b} on {header}: {cell_a} vs {cell_b}"
    percent = shares or bool(_PERCENT_HEADER.search(header))
    return _compared(table, q, compared, (va, vb), [cell_a, cell_b], percent=percent)


def _change_across(
    table: Table, q: QuestionParts, numeric: list[bool], columns: list[int]
) -> Fact | None:
    """A change asked without naming its two ends: "by how many did R. ferrumequinum increase
    between the two winters" over "Zima 2022/23 · Jedince" and "Zima 2023/24 · Jedince", "by
    how much did the pH fall over the 72 hours" over "መነሻ pH" and "pH ከ72 ሰዓት በኋላ". The two
    columns that give one measure are its ends, the earlier (left) one the start."""
    pair = _two_groups(table, q, numeric, columns) or _before_after(table, q, numeric, columns)
    if pair is None:
        return None
    start, end = pair
    used = {t for j in pair for t in header_terms(table.columns[j], q.terms)}
    both = [
        i
        for i, r in enumerate(table.rows)
        if table.value(r[start]) is not None and table.value(r[end]) is not None
    ]
    row = _pick_row(table, q.terms - used, numeric, used, [], _negatives(q.plain), only=both)
    if row is None:
        return None
    cells = [table.rows[row][start].strip(), table.rows[row][end].strip()]
    v_start, v_end = table.value(cells[0]), table.value(cells[1])
    if v_start is None or v_end is None:
        return None
    name = name_row(table, row, numeric, [start, end], (), q.terms)
    compared = f"{name}: {table.columns[start]} {cells[0]} → {table.columns[end]} {cells[1]}"
    percent = all(_PERCENT_HEADER.search(table.columns[j]) for j in pair)
    return _compared(table, q, compared, (v_end, v_start), cells[::-1], percent=percent)


def _two_groups(
    table: Table, q: QuestionParts, numeric: list[bool], columns: list[int]
) -> tuple[int, int] | None:
    """The same sub-column under the table's two column groups (two winters, two sites), where
    the question names neither group: the one it names, or the count for "how many" and the
    percent for "what share" where the groups hold both."""
    groups: dict[str, dict[str, int]] = {}
    for j, header in enumerate(table.columns):
        if numeric[j] and _group(header):
            groups.setdefault(_group(header), {})[_own(header)] = j
    if len(groups) != 2:
        return None
    first, second = groups.values()
    if set(first) != set(second):
        return None
    if any(
        _group_words(table.columns[j]) & {stem(t) for t in q.terms} - _shared_group_words(table)
        for g in groups.values()
        for j in g.values()
    ):
        return None  # a group named: "in winter 2023/24" asks one end, not the change
    subs = list(first)
    named = {_own(table.columns[j]) for j in columns if _own(table.columns[j]) in first}
    if len(named) == 1:
        own = next(iter(named))
    else:
        share = bool(_PERCENT_ASKED.search(q.plain))
        fitting = [o for o in subs if bool(_PERCENT_ASKED.search(o)) == share]
        if len(fitting) != 1:
            return None
        own = fitting[0]
    return first[own], second[own]


def _shared_group_words(table: Table) -> set[str]:
    """Words every column group prints ("Zima" of "Zima 2022/23" and "Zima 2023/24")."""
    sets = [_group_words(h) for h in table.columns if _group(h)]
    return set.intersection(*sets) if sets else set()


def _before_after(
    table: Table, q: QuestionParts, numeric: list[bool], columns: list[int]
) -> tuple[int, int] | None:
    """The column the question names by the span it asks over ("pH ከ72 ሰዓት በኋላ" by "over the
    72 hours") and the one other column of the same measure ("መነሻ pH")."""
    if len(columns) != 1:
        return None
    named = columns[0]
    own = header_terms(table.columns[named], q.terms)
    others = [
        j
        for j in range(len(table.columns))
        if numeric[j] and j != named and own & header_terms(table.columns[j], q.terms) & q.terms
    ]
    if len(others) != 1:
        return None
    other = others[0]
    told = (own - header_terms(table.columns[other], q.terms)) & q.terms
    if not told or not all(t.isdigit() for t in told):
        return None
    return (min(named, other), max(named, other))


_PERCENT_ASKED = re.compile(
    r"\bpercentage points?\b|\bper ?cent\b|\bpercentage\b|%|\bshare\b|\bfraction\b"
    r"|\bprozentpunkte?\b|\bpoints? de pourcentage\b|\bpuntos porcentuales\b|퍼센트|포인트|百分点|ポイント",
    re.I,
)
# A value with its share or percent after it in parentheses: "2.49 (86.8)", "1,472 (11.3)".
_WITH_SHARE = re.compile(r"^\s*\S+\s*\(\s*([-−+]?\d+(?:[.,]\d+)?)\s*%?\s*\)\s*$")


def _share(cell: str) -> Decimal | None:
    m = _WITH_SHARE.match(cell)
    return parse_value(m.group(1)) if m else None


# "RAG-S w/o re-ranking", "Full model without attention": a row with one part taken away.
_WITHOUT_ROW = re.compile(
    r"^(?P<base>.+?)\s*(?:\bw/o\b|\bwithout\b|\bsans\b|\bohne\b|\bsin\b)\s*(?P<part>.+)$", re.I
)


def _ablation(table: Table, q: QuestionParts, numeric: list[bool], col: int) -> Fact | None:
    """ "How many points does re-ranking add to RAG-S?": the named system's row against its row
    "w/o" a part, on the asked column. Only when the table has one such pair for that system
    (or the question names which part)."""
    names = [
        next((c.strip() for j, c in enumerate(r) if not numeric[j] and c.strip()), "")
        for r in table.rows
    ]
    asked = _squash(q.plain)
    pairs = []
    for i, name in enumerate(names):
        m = _WITHOUT_ROW.match(name)
        if m is None:
            continue
        base = _squash(m["base"])
        if not base or base not in asked:
            continue
        full = [
            j
            for j, other in enumerate(names)
            if j != i and _squash(other).startswith(base) and not _WITHOUT_ROW.match(other)
        ]
        if len(full) == 1:
            pairs.append((full[0], i, term_set(m["part"]) & q.terms))
    if len(pairs) > 1:
        pairs = [p for p in pairs if p[2]]  # the part the question names
    if len(pairs) != 1:
        return None
    full_row, without_row, _ = pairs[0]
    a, b = table.rows[full_row][col].strip(), table.rows[without_row][col].strip()
    va, vb = table.value(a), table.value(b)
    if va is None or vb is None:
        return None
    diff = va - vb

    def say(v: Decimal) -> str:
        return format_like(v, [a, b])

    return Fact(
        "difference",
        f"{names[full_row]} vs {names[without_row]} on {table.columns[col]}: {a} vs {b}, "
        f"a difference of {say(diff)}",
        table.tag,
        computation=f"{say(va)} − {say(vb)} = {say(diff)}",
        source=_source(table),
    )
