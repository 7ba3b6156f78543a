"""The row a question names in a table: by its text cells ("Transformer (big)"), by values the
question pins to a column ("with 64 search threads", "h = 1", "1001-layer"), and not by what the
question excludes ("without handicap stones"); and the rows or names a question asks for that the
table does not have.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from paperlens.answer.months import (
    as_printed,
    month_of,
    months_asked,
    months_in_any_language,
    regional_months,
)
from paperlens.answer.open_bounds import THRESHOLD
from paperlens.answer.question import QuestionParts
from paperlens.answer.summary_rows import counts_every_member, stated_count, summary_rows
from paperlens.answer.table_columns import SPREAD_WORDS
from paperlens.answer.tables import Table, format_value, match_rows, own_header
from paperlens.answer.terms import stem, term_set, terms

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
EMPTY_CELLS = {"", "-", "–", "—", "n/a", "na"}


@dataclass(frozen=True)
class Pin:
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


def pins(table: Table, text: str, numeric: Sequence[bool]) -> list[Pin]:
    """Values the question pins to numeric columns: "(h = 1)", "with 64 search threads"."""
    out: dict[int, Pin] = {}
    for name, value in _EQUALS.findall(text):
        for j, header in enumerate(table.columns):
            own = header.split(" · ")[-1]
            if not numeric[j]:
                continue
            if terms(own) == terms(name) or own.strip().lower() == name.lower():
                out.setdefault(j, Pin(j, Decimal(value), _say(header, Decimal(value))))
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
            out[best] = Pin(best, Decimal(value), _say(table.columns[best], Decimal(value)))
    # "after 8 h at 150 °C": a value in the unit a header prints ("T (°C)", "t (h)") names
    # that column, however the quantity itself is called.
    for value, unit in _VALUE_UNIT.findall(text):
        said = _unit_key(unit)
        for j, header in enumerate(table.columns):
            if numeric[j] and j not in out and said and _header_unit(header) == said:
                pin = Pin(j, Decimal(value), f"{format_value(Decimal(value))} {unit.strip()}")
                if _held(table, pin):
                    out[j] = pin
                    break
    # "from 40% rice" of a column whose head names no unit but whose cells print "40%": the
    # one column that prints the value so
    for value, unit in _VALUE_UNIT.findall(text):
        said = f"{value}{unit.strip()}".replace(" ", "")
        holding = [
            j
            for j in range(len(table.columns))
            if numeric[j]
            and j not in out
            and any(r[j].replace(" ", "") == said for r in table.rows if j < len(r))
        ]
        if len(holding) == 1:
            out[holding[0]] = Pin(holding[0], Decimal(value), said)
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
    m = _HEADER_UNIT.search(own_header(header))
    return _unit_key(m.group(1)) if m else None


def _held(table: Table, pin: Pin) -> bool:
    return any(table.value(r[pin.column]) == pin.value for r in table.rows)


def absent_rows(table: Table, text: str, numeric: Sequence[bool]) -> list[Pin]:
    """Values the question gives for a column by its name ("with 64 threads", "m = 2048") that
    no row holds, in a column whose every cell is a plain number (a key the rows are listed
    by): the table has no such row, and the neighbouring row is not the answer."""
    out = []
    for name, value in _EQUALS.findall(text):
        for j, header in enumerate(table.columns):
            own = header.split(" · ")[-1]
            if numeric[j] and (terms(own) == terms(name) or own.strip().lower() == name.lower()):
                out.append(Pin(j, Decimal(value), _say(header, Decimal(value))))
                break
    names = {squash(c) for r in table.rows for c in r}
    for m in _VALUE_THEN_WORDS.finditer(text):
        printed, words = m.groups()
        if _names_a_row(text[: m.start()], printed, names):
            continue  # "How long does Van 4 stop in winter": 4 is the van's, not a stop's
        value = printed.replace(",", "")
        near = {stem(t) for t in terms(words)}
        for j, header in enumerate(table.columns):
            hw = _header_words(header)
            if numeric[j] and hw and hw <= near:
                out.append(Pin(j, Decimal(value), _say(header, Decimal(value))))
                break
    keys = [p for p in out if all(_PLAIN.fullmatch(r[p.column].strip()) for r in table.rows)]
    return [p for p in keys if not _held(table, p)]


_PLAIN = re.compile(r"\d+|")
_LAST_WORD = re.compile(r"([^\W\d_][\w.\-]*)\s*$")


def _names_a_row(before: str, number: str, names: set[str]) -> bool:
    """Whether the word before a number and the number are a name some row prints ("Van 4",
    "Plot 12", "No. 6")."""
    m = _LAST_WORD.search(before)
    return m is not None and squash(f"{m.group(1)}{number}") in names


# A name as papers coin them: a capital after a small letter or a hyphenated part ("PharmQA-Ko",
# "ImgFeat-512", "HNSW-Lite", "ResNet"); not an acronym alone ("WMT", "GPU").
_NAME = re.compile(
    r"(?<![A-Za-z0-9_-])(?:[A-Za-z]*[a-z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+)"
    r"(?:-[A-Za-z0-9]+)*(?![A-Za-z0-9_-])"
)


def squash(text: str) -> str:
    return re.sub(r"[\s\-–_]", "", text).lower()


def absent_names(table: Table, text: str) -> list[str]:
    """Names the question coins that the table prints nowhere (headers, cells, caption)."""
    printed = squash(" ".join([*table.columns, *(c for r in table.rows for c in r), table.caption]))
    return [n for n in _NAME.findall(text) if squash(n) not in printed]


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
    # (each header on its own: "Cycle 1 Cycle 10" joined reads "1 Cycle"; "Cycle 50", the word
    # first, is a level too)
    levels: dict[str, set[str]] = {}
    for header in table.columns:
        found = _COUNT_OF.findall(header.lower())
        found += [(n, unit) for unit, n in _WORD_COUNT.findall(header.lower())]
        for n, unit in found:
            levels.setdefault(stem(unit), set()).add(str(Decimal(n)))
    # (a threshold is no level: "above the 50 mg/l threshold" of "Nitrat 2019 mg/l")
    for n, unit in _COUNT_OF.findall(THRESHOLD.sub(" ", text).lower()):
        u = stem(unit)
        for printed_unit, ns in levels.items():
            named = u == printed_unit or (len(printed_unit) >= 3 and u.startswith(printed_unit))
            if named and len(ns) >= 2 and str(Decimal(n)) not in ns:
                return f"{n} {unit}"
    return None


# "32 thr.", "64 threads", "48-hour": a count and what it counts; "Cycle 50", the other way.
_COUNT_OF = re.compile(r"(?<![\w.,@])(\d+)[\s-]*([^\W\d_]{2,})")
_WORD_COUNT = re.compile(r"(?<![\w@])([^\W\d_]{3,})\s+(\d+)(?![\w.,])")


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


def excluded_words(text: str) -> set[str]:
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
    pinned: Sequence[Pin] = (),
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
        and c.strip().lower() not in EMPTY_CELLS
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


# (how far apart the coverage of a row's other cells puts two rows the same words name)
_LENGTH_ONLY = 0.05


def _named_cells(
    table: Table, row: int, hits: frozenset[str], numeric: Sequence[bool]
) -> tuple[str, ...]:
    """The text cells of a row that hold the question's words, as printed."""
    return tuple(
        c.strip() for j, c in enumerate(table.rows[row]) if not numeric[j] and term_set(c) & hits
    )


def pick_row(
    table: Table,
    words: set[str],
    numeric: Sequence[bool],
    exclude: set[str],
    pinned: Sequence[Pin],
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
    hits: dict[int, frozenset[str]] = {}
    for m in match_rows(table, words - negatives, numeric, exclude):
        if m.index in score:
            score[m.index] += m.score
            hits[m.index] = m.hits
    if context:
        for m in match_rows(table, context - words - negatives, numeric, exclude):
            if m.index in score:
                score[m.index] += 0.1 * m.score  # an elliptical side ("than with 1 GPU")
    if negatives:
        for m in match_rows(table, negatives, numeric, set()):
            if m.index in score:
                # ("the strings without cleaning" is the row "No cleaning", not every other)
                lacks = _says_lacking(table, m.index, numeric, m.hits)
                score[m.index] += m.score if lacks else -10.0
    ranked = sorted(rows, key=lambda i: (-score[i], i))
    top = ranked[0]
    if score[top] <= 0 and not (pinned and len(rows) == 1):
        return None
    tied = [i for i in ranked if score[i] >= score[top] - 1e-9]
    if len(tied) == 1 and len(ranked) > 1 and top in hits:
        # Two rows the words name by the same cell ("Corvina" under the treatments "Controllo"
        # and "Defogliazione precoce"), which only the length of their other cells told apart:
        # the question names neither.
        # (a row named through its section's label, whose own cells hold no word asked, is
        # told apart as before)
        runner = ranked[1]
        cells = _named_cells(table, top, hits[top], numeric)
        same = (
            bool(cells)
            and hits.get(runner) == hits[top]
            and _named_cells(table, runner, hits[top], numeric) == cells
        )
        if same and score[runner] >= score[top] - _LENGTH_ONLY:
            tied.append(runner)
    if len(tied) == 2 and _spread_under(table, tied[0], tied[1], numeric):
        # an estimate and, under it, its standard error in parentheses (a regression table)
        asks_spread = bool(words & SPREAD_WORDS) or {"standard", "error"} <= words
        return tied[1] if asks_spread else tied[0]
    if len(tied) > 1:
        return None
    return top


_IN_PARENTHESES = re.compile(r"\(\s*[-−–]?\d[\d.,]*\s*\)")


def _spread_under(table: Table, a: int, b: int, numeric: Sequence[bool]) -> bool:
    """Whether row ``b`` is the line under row ``a`` that prints its spread: the same name,
    every value in parentheses ("Temperature | 0.214*** | 0.198***" over "Temperature |
    (0.031) | (0.029)"), where ``a``'s values are not."""
    top, under = table.rows[a], table.rows[b]
    if b != a + 1 or any(top[j] != under[j] for j, n in enumerate(numeric) if not n):
        return False
    values = [(top[j].strip(), under[j].strip()) for j, n in enumerate(numeric) if n]
    given = [(x, y) for x, y in values if y]
    return bool(given) and all(
        _IN_PARENTHESES.fullmatch(y) and not _IN_PARENTHESES.fullmatch(x) for x, y in given
    )


# A row named by what it lacks: "No cleaning", "Without mulch", "Non-irrigated", "w/o CLS".
_LACKING_ROW = re.compile(r"\b(?:no|non|not|without|w/o|zero)\b[\s-]+((?:[\w-]+\s+)?[\w-]+)", re.I)


def _says_lacking(table: Table, row: int, numeric: Sequence[bool], words: frozenset[str]) -> bool:
    """Whether the row's name says it lacks one of ``words`` (what the question says "without")."""
    text = " ".join(c for j, c in enumerate(table.rows[row]) if not numeric[j])
    lacked = {stem(t) for m in _LACKING_ROW.finditer(text) for t in terms(m.group(1))}
    return bool(lacked & {stem(w) for w in words})


def row_named_like_column(
    table: Table,
    q: QuestionParts,
    numeric: Sequence[bool],
    pinned: Sequence[Pin],
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
    return pick_row(table, q.terms, numeric, set(), pinned, negatives, only=whole)


# "across all six sites", "altogether", "combined", "sold overall?": a question about every row
# at once ("overall" ending it, not naming a quantity: "the overall survival in arm A").
_ALL_ROWS = re.compile(
    r"\b(?:across|over|for|in|at|from|of) (?:all|every|the whole)\b|\baltogether\b"
    r"|\boverall(?=\s*(?:[?.!,;]|$))"
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


def total_row(
    table: Table,
    question: str,
    numeric: Sequence[bool],
    *,
    terms: set[str],
    exclude: set[str],
    columns: Sequence[int] = (),
) -> int | None:
    """The table's one total row, for a question about every row at once ("How many recordings
    were made across all six sites?" of a table whose last row is "Total"; "the mean
    temperature of the five volcanoes" of five volcanoes and their summary row); None when the
    question does not ask for all rows or the table has no single such row. Where the numbers
    show what a row prints, a mean is not read from a row of sums, nor a total from means.
    ``terms`` (the question's, less the ``exclude`` that name columns) may name a member row.
    A row of sums still gives the mean of a rate asked in ``columns`` where its cell there is
    neither a sum nor a mean: the rate of the summed amounts ("Бардыгы": 4 100 t from 31 000
    ha, 132,3 kg/ha, is the average yield over all of them)."""
    kinds = summary_rows(table, numeric)
    totals = set(_labelled_totals(table, numeric)) | set(kinds)
    # "the wind farm's total energy production": a total of rows no word of it names, where
    # it counts none ("the three Gozo salt pans" are some of the rows)
    summed = (
        bool(_ASKS_SUM.search(question))
        and stated_count(question) is None
        and all(m.index in totals for m in match_rows(table, terms, numeric, exclude))
    )
    if not (
        summed or _ALL_ROWS.search(question) or counts_every_member(question, table, numeric, kinds)
    ):
        return None
    found = sorted(totals)
    if _ASKS_MEAN.search(question):
        found = [
            i
            for i in found
            if i not in kinds
            or "mean" in kinds[i].values()
            or (columns and not any(j in kinds[i] for j in columns))
        ]
    elif _ASKS_SUM.search(question):
        found = [i for i in found if i not in kinds or "sum" in kinds[i].values()]
    return found[0] if len(found) == 1 else None


_ASKS_MEAN = re.compile(r"\b(?:mean|average|averaged)\b", re.I)
_ASKS_SUM = re.compile(r"\b(?:total|sum|altogether|together|combined|in all)\b", re.I)


def total_rows(table: Table, numeric: Sequence[bool]) -> list[int]:
    """The rows that stand for every row at once: labelled so ("Total", "Всего", "合计"), or
    printing the sum or mean of the rows above (``summary_rows``): no member to rank."""
    return sorted(set(_labelled_totals(table, numeric)) | set(summary_rows(table, numeric)))


def _labelled_totals(table: Table, numeric: Sequence[bool]) -> list[int]:
    return [
        i
        for i, row in enumerate(table.rows)
        # (a text column's dash on that row is no name: "Total | — | 4,345")
        if (
            names := [
                c
                for j, c in enumerate(row)
                if not numeric[j] and c.strip().lower() not in EMPTY_CELLS
            ]
        )
        and all(_TOTAL_LABEL.fullmatch(c) for c in names)
    ]


def _months_of(table: Table) -> Callable[[str], set[int | None]]:
    """What reads the months a text of ``table`` prints, in any language, and in the regional
    language whose months the table prints three or more of."""
    regional = regional_months(" ".join([*table.columns, *(c for row in table.rows for c in row)]))

    def months(text: str) -> set[int | None]:
        words = text.split()
        return (
            set(months_in_any_language(text))
            | {month_of(w) for w in words}
            | {regional.get(as_printed(w)) for w in words}
        )

    return months


def month_rows(table: Table, question: str) -> set[str]:
    """The words of row names that print a month the question asks in another language
    ("Decembrie", "Грудень" for "in December"), so that row is the one named."""
    asked = set(months_asked(question))
    if not asked:
        return set()
    months = _months_of(table)
    out: set[str] = set()
    for row in table.rows:
        for cell in row:
            if cell.strip() and table.value(cell) is None and months(cell) & asked:
                out |= term_set(cell)
    return out


def month_headers(table: Table, question: str, side: str | None = None) -> set[str]:
    """The month words of headers that print a month the question asks in another language
    ("Cosecha en abril · Rendimiento" for "the April harvest"), so that column or column
    group is the one named; with ``side``, of the months that part of the question names
    ("May" of "between the April and May harvests", a month by the whole question)."""
    asked = set(months_asked(question))
    if side is not None:
        asked &= {month_of(w) for w in re.findall(r"[^\W\d_]+", side)}
    if not asked:
        return set()
    months = _months_of(table)
    return {
        t
        for header in table.columns
        for w in header.split()
        if months(w) & asked
        for t in term_set(w)
    }
