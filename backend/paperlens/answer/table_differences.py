"""Differences and ratios of two table cells: two rows of one column, two columns of one row,
before and after, the share of a group, an ablation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

from paperlens.answer.base import Fact
from paperlens.answer.crosslingual import label_aliases
from paperlens.answer.demonyms import places_named
from paperlens.answer.dimensions import header_unit, known_unit, measures, quoted_dimension
from paperlens.answer.intent import SET_AGAINST
from paperlens.answer.language import detect_language
from paperlens.answer.measures import currency_printed
from paperlens.answer.quantity import counts_things
from paperlens.answer.question import QuestionParts, asks_change, changed, sides
from paperlens.answer.table_columns import (
    LACKING,
    PERCENT_ASKED,
    PERCENT_HEADER,
    SPREAD_WORDS,
    header_score,
    only_best,
    spread_header,
)
from paperlens.answer.table_rows import (
    Pin,
    excluded_words,
    month_headers,
    name_row,
    pick_row,
    pins,
    squash,
)
from paperlens.answer.tables import (
    Table,
    format_like,
    format_value,
    group_words,
    header_group,
    header_terms,
    match_rows,
    own_header,
    parse_value,
)
from paperlens.answer.terms import stem, term_set
from paperlens.answer.unit_names import named_unit_symbols
from paperlens.answer.vocabulary import MONEY_ASKED
from paperlens.answer.whole_rows import COUNT_UNITS, whole_row
from paperlens.scripts import fold_digits


def _side_terms(text: str, labels: list[str], table: Table) -> set[str]:
    """The words one side of a comparison names its row or column by, with the labels' words
    it names in another language or form: "in the south" for "Suður-svæði" (a closed-class or
    transliterated word), "the Kenyan samples" for "Kenya"."""
    return (
        term_set(text)
        | label_aliases(text, labels, context=table.context, paper=table.language)
        | places_named(text, labels)
    )


# "by how many days", "how many more households": a count, which no amount of money is (not
# "how many dollars", "how many euros per tonne")
_COUNT_ASKED = re.compile(r"\bhow many\b", re.I)


def _counts_no_money(q: QuestionParts) -> bool:
    """Whether an English question counts something other than money ("by how many days did
    idle time fall"), which no column in a currency ("Mutengo (US$)") can give."""
    return (
        bool(_COUNT_ASKED.search(q.plain))
        and not MONEY_ASKED.search(q.plain)
        and detect_language(q.plain) == "English"
    )


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
    # (each side's month as the headers print it: "April" and "May" of "Ebrill", "Mai")
    a_terms = _side_terms(a_text, table.columns, table) | month_headers(table, q.plain, a_text)
    b_terms = _side_terms(b_text, table.columns, table) | month_headers(table, q.plain, b_text)
    no_money = _counts_no_money(q)
    candidates = [
        j
        for j, n in enumerate(numeric)
        if n and not (no_money and currency_printed(table.columns[j]))
    ]
    lacks_a, lacks_b = bool(LACKING.search(a_text)), bool(LACKING.search(b_text))

    asks_spread = bool(q.terms & SPREAD_WORDS) or {"standard", "error"} <= q.terms

    def lacking(j: int, side_lacks: bool) -> float:
        # "with wood" than "without wood": the side that says "without" is the group whose
        # header says it, in the table's language ("fără lemne"), the other side the other group
        # (and a group's mean, not its SD, unless a spread is asked)
        value = 0.0 if asks_spread or not spread_header(table.columns[j]) else -0.5
        if lacks_a == lacks_b:
            return value
        return value + (5.0 if bool(LACKING.search(table.columns[j])) == side_lacks else 0.0)

    # "how much did the resistance grow between 500 and 1,000 cycles": the sides name the column
    # groups only; the measure, named outside them, tells the group's columns apart
    rest = {stem(t) for t in q.terms - a_terms - b_terms}
    # ... or, where no word of it reads ("survival" for "Тірі қалу (%)"), the sub-column the
    # question's measure picked by its unit ("percentage points")
    asked = {own_header(table.columns[j]) for j in columns}
    # ... or, where the sides name the sub-columns ("from 2023 to 2024" of "Цена · 2023" and
    # "Удел (%) · 2023"), the group over the column the measure picked
    measured = {header_group(table.columns[j]) for j in columns} - {""}

    def measure(j: int, named: float) -> float:
        if named <= 0:
            return named
        read = 0.5 * len(rest & {stem(t) for t in header_terms(table.columns[j])})
        picked = (own_header(table.columns[j]) in asked) + (
            header_group(table.columns[j]) in measured
        )
        return named + read + 0.25 * picked

    ca = only_best(
        candidates,
        lambda j: measure(
            j, header_score(table, j, a_terms - b_terms, a_terms) + lacking(j, lacks_a)
        ),
    )
    if ca is None:
        return None
    comparable = [
        j
        for j in candidates
        if j != ca
        and (
            own_header(table.columns[j]) == own_header(table.columns[ca])
            or header_group(table.columns[j]) == header_group(table.columns[ca])
        )
    ]
    # "F2 on Hvar than on Lastovo": the elliptical side means the same measure, so of its
    # columns the one that shares more of the first column's words ("F2 (Hz)")
    first = {stem(t) for t in header_terms(table.columns[ca])}

    def b_score(j: int) -> float:
        named = header_score(table, j, b_terms - a_terms, b_terms) + lacking(j, lacks_b)
        shared = len(first & {stem(t) for t in header_terms(table.columns[j])})
        return measure(j, named + 0.1 * shared) if named > 0 else named

    cb = only_best(comparable, b_score)
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
    row = _row_compared(table, q, numeric, used, (ca, cb), both)
    if row is None:
        return None
    va, vb = table.value(table.rows[row][ca]), table.value(table.rows[row][cb])
    if va is None or vb is None:
        return None
    name = name_row(table, row, numeric, [ca, cb], (), q.terms)
    cells = [table.rows[row][ca].strip(), table.rows[row][cb].strip()]
    compared = f"{name}: {table.columns[ca]} {cells[0]} vs {table.columns[cb]} {cells[1]}"
    percent = all(PERCENT_HEADER.search(table.columns[j]) for j in (ca, cb))
    headers = [table.columns[ca], table.columns[cb]]
    return _compared(table, q, compared, (va, vb), cells, percent=percent, headers=headers)


def _row_compared(
    table: Table,
    q: QuestionParts,
    numeric: list[bool],
    used: set[str],
    compared: tuple[int, int],
    both: list[int],
) -> int | None:
    """The row whose two cells are compared: named by words, or by its value in a numeric
    column ("on the 10,000-plot trial" of "Plots"), where such a value is in the table."""
    pinned = [p for p in pins(table, q.plain, numeric) if p.column not in compared]
    negatives = excluded_words(q.plain)
    return pick_row(table, q.terms - used, numeric, used, pinned, negatives, only=both)


def _compared(
    table: Table,
    q: QuestionParts,
    compared: str,
    values: tuple[Decimal, Decimal],
    cells: list[str],
    *,
    percent: bool,
    headers: Sequence[str] = (),
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
            source=table.source,
        )
    if (times := _ratio(q.plain, hi, lo)) is not None:
        return Fact(
            "difference",
            f"{compared}, {times} times as much",
            table.tag,
            computation=f"{say(hi)} / {say(lo)} = {times}",
            source=table.source,
        )
    # "how did the price change from 2022 to 2024": the first value is the end
    way = f": {changed(va, vb)} from {cells[1]} to {cells[0]}" if asks_change(q.plain) else ""
    # (in the unit the headers print it in, where they print one and the same: "3 L/d")
    unit = "" if percent else _shared_unit(headers) or _caption_unit(table, headers)
    return Fact(
        "difference",
        f"{compared}, a difference of {say(hi - lo)}{f' {unit}' if unit else ''}{way}",
        table.tag,
        computation=f"{say(hi)} − {say(lo)} = {say(hi - lo)}",
        source=table.source,
    )


_HEADER_UNIT = re.compile(r"[(\[]([^()\[\]]{1,24})[)\]]\s*$")


def _printed_unit(header: str) -> str:
    """The unit a header prints in brackets at the end of its own words or of its group's
    ("Amanzi (L/umntu/usuku) · 2023"), as printed, where it opens with a known unit ("L", "Mg
    C/ha"; not "(ours)"); "" else."""
    for part in reversed(header.split(" · ")):
        m = _HEADER_UNIT.search(part)
        if m:
            unit = m.group(1).strip()
            head = unit.split("/")[0].split()
            if not head or unit.lower().rstrip(".") in COUNT_UNITS:
                return ""  # ("(n)" marks a count, no unit a difference is in)
            return unit if known_unit(head[0]) or currency_printed(f"({unit})") else ""
    return ""


def _caption_unit(table: Table, headers: Sequence[str]) -> str:
    """The unit a caption gives every cell in brackets at its end ("Karbon atas tanah ... (Mg
    C/ha)"), where none of the headers prints one of its own."""
    if not headers or any(_HEADER_UNIT.search(p) for h in headers for p in h.split(" · ")):
        return ""
    return _shared_unit([table.caption.rstrip(" .")])


def _shared_unit(headers: Sequence[str]) -> str:
    """The unit every header prints, where they print one and the same; "" for a share (a
    difference of two percentages is in points, which the cells' style says)."""
    units = {_printed_unit(h) for h in headers}
    unit = units.pop() if len(units) == 1 else ""
    return "" if "%" in unit else unit


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
    """The larger value over the smaller, when the question asks "how many times": to one
    decimal, or to a whole number where the cells' significant digits carry no more (41.8 s
    over 1.3 s is 32 times, not 32.2); a ratio is no cell, so it prints with a decimal point
    whatever the table's style."""
    if not _RATIO.search(question) or lo <= 0:
        return None
    ratio = hi / lo
    digits = max(_MIN_RATIO_DIGITS, min(_significant(hi), _significant(lo)))
    whole = len(str(int(ratio))) if ratio >= 1 else 0
    step = Decimal("0.1") if digits > whole else Decimal(1)
    return format_value(ratio.quantize(step, rounding=ROUND_HALF_UP))


_MIN_RATIO_DIGITS = 2  # a ratio is stated to two digits at least, whatever a cell's precision


def _significant(value: Decimal) -> int:
    """The significant digits a cell prints ("1.3": 2, "0.90": 2, "41.8": 3)."""
    return len(value.as_tuple().digits)


def _side_row(
    table: Table,
    own: set[str],
    shared: set[str],
    numeric: list[bool],
    exclude: set[str],
    pinned: Sequence[Pin],
    negatives: set[str],
    other: set[str],
) -> int | None:
    """The row one side of a comparison names by its ``own`` words (those the other side does
    not name). Where those words name other rows as well, the word both sides name tells them
    apart: "audio + video than audio only" is the row "Audio + video", not "Video only", which
    "video" names as well (and "vision + tactile than vision only" not "Tactile only")."""
    row = pick_row(table, own, numeric, exclude, pinned, negatives, other)
    if not shared or pinned:
        return row
    if row is None:
        return pick_row(table, own | shared, numeric, exclude, pinned, negatives)
    hits = {m.index: m.hits for m in match_rows(table, own - negatives, numeric, exclude)}
    alike = [i for i, h in hits.items() if h == hits.get(row)]
    sharing = {m.index for m in match_rows(table, shared - negatives, numeric, exclude)}
    named = [i for i in alike if i in sharing]
    return named[0] if len(alike) > 1 and len(named) == 1 else row


def difference_fact(
    table: Table,
    q: QuestionParts,
    numeric: list[bool],
    columns: list[int],
    exclude: set[str],
) -> Fact | None:
    parts = sides(q.plain)
    if not parts:
        ablation = ablation_fact(table, q, numeric, columns[0]) if columns else None
        return ablation or _change_across(table, q, numeric, columns)
    if not columns:
        return _each_column_difference(
            table, q, numeric, parts, exclude
        ) or _each_sub_column_change(table, q, numeric, parts)
    col = columns[0]
    a_text, b_text = parts
    names = [c for r in table.rows for c in r if table.value(c) is None]
    a_terms, b_terms = _side_terms(a_text, names, table), _side_terms(b_text, names, table)
    a_pins, b_pins = pins(table, a_text, numeric), pins(table, b_text, numeric)
    a_neg, b_neg = excluded_words(a_text), excluded_words(b_text)
    shared = a_terms & b_terms
    ra = _side_row(table, a_terms - b_terms, shared, numeric, exclude, a_pins, a_neg, b_terms)
    rb = _side_row(table, b_terms - a_terms, shared, numeric, exclude, b_pins, b_neg, a_terms)
    if ra is None or rb is None or ra == rb:
        # ("fall over the 72 hours" is no comparison with "the 72 hours")
        return _column_difference(table, q, numeric, parts, columns) or _change_across(
            table, q, numeric, columns
        )
    va, vb = table.value(table.rows[ra][col]), table.value(table.rows[rb][col])
    shares = False
    if PERCENT_ASKED.search(q.plain) and not PERCENT_ASKED.search(table.columns[col]):
        # "how many percentage points more": cells "2.49 (86.8)" print the share in parentheses
        # (in a column of percents, "85.2 (1.3)" is a mean and its deviation).
        sa, sb = share_of(table.rows[ra][col]), share_of(table.rows[rb][col])
        if sa is not None and sb is not None:
            va, vb, shares = sa, sb, True
    if va is None or vb is None:
        return None
    header = table.columns[col]
    name_a = name_row(table, ra, numeric, [col], a_pins, a_terms)
    name_b = name_row(table, rb, numeric, [col], b_pins, b_terms)
    cell_a, cell_b = table.rows[ra][col].strip(), table.rows[rb][col].strip()
    compared = f"{name_a} vs {name_b} on {header}: {cell_a} vs {cell_b}"
    percent = shares or bool(PERCENT_HEADER.search(header))
    return _compared(
        table, q, compared, (va, vb), [cell_a, cell_b], percent=percent, headers=[header]
    )


def _each_column_difference(
    table: Table,
    q: QuestionParts,
    numeric: list[bool],
    parts: tuple[str, str],
    exclude: set[str],
) -> Fact | None:
    """Two rows compared where no header carries a word of the question: "how much more did
    Mangatuna harvest than Whāngārā" of a Māori table ("Kaimahi", "Rahi (ha)", "Hauhake (kg)").
    As a row named so is given whole (``whole_rows``), the difference is given in every column
    of the kind asked (counts for "how many more", measured amounts for "how much more"), each
    under its heading, so the reader finds the asked one by its own; only in a table printed in
    another language (``whole_row``'s checks hold for the first row), and only where each side
    names its one row, and no point the question fixes ("in week 31") that the table does not
    print. A table with one measure under column groups the question does not name weighs less
    than one of several measures. Not for a ratio or a change in percent, which columns of
    different units do not share."""
    if _RATIO.search(q.plain) or _RELATIVE.search(q.plain):
        return None
    a_text, b_text = parts
    names = [c for r in table.rows for c in r if table.value(c) is None]
    a_terms, b_terms = _side_terms(a_text, names, table), _side_terms(b_text, names, table)
    ra = pick_row(table, a_terms - b_terms, numeric, exclude, (), set(), b_terms)
    rb = pick_row(table, b_terms - a_terms, numeric, exclude, (), set(), a_terms)
    if ra is None or rb is None or ra == rb:
        return None
    # (what a row given whole may not answer, neither may two: a year the table does not print,
    # a dimension no header measures, a kind of thing no cell names)
    whole = whole_row(table, set(), numeric, (), table.source, q.terms, q.plain, ra)
    if whole is None or whole.kind == "near_miss":
        return whole
    asked = set(_NUMBER.findall(fold_digits(q.plain)))
    printed = {fold_digits(n) for c in [*table.columns, *names] for n in _NUMBER.findall(c)}
    if any(n not in printed for n in asked if not _YEAR.match(n)):
        return None  # "in week 31": a point the table does not print (a chart's)
    cells = [
        (table.columns[j], table.rows[ra][j].strip(), table.rows[rb][j].strip())
        for j in range(len(table.columns))
        if numeric[j]
        and table.value(table.rows[ra][j]) is not None
        and table.value(table.rows[rb][j]) is not None
        # (the years "from 2021 to 2024" name the rows: their column is no value compared)
        and not {fold_digits(table.rows[ra][j].strip()), fold_digits(table.rows[rb][j].strip())}
        <= asked
    ]
    kind = _of_the_kind(cells, q.plain, table.caption)
    if not kind:
        return None
    said, sums = [], []
    for header, a, b in kind:
        va, vb = table.value(a), table.value(b)
        assert va is not None and vb is not None
        hi, lo = max(va, vb), min(va, vb)
        gap = format_like(hi - lo, [a, b])
        said.append(f"{header}: {a} vs {b}, a difference of {gap}")
        sums.append(f"{format_like(hi, [a, b])} − {format_like(lo, [a, b])} = {gap}")
    name_a, name_b = name_row(table, ra, numeric), name_row(table, rb, numeric)
    each = "column by column: " if len(kind) > 1 else ""
    return Fact(
        "difference",
        f"{name_a} vs {name_b}, {each}" + "; ".join(said),
        table.tag,
        computation="; ".join(sums),
        source=table.source,
        weight=_ONE_MEASURE if _one_measure([h for h, _, _ in kind]) else 1.0,
        whole_row=True,
    )


def _each_sub_column_change(
    table: Table, q: QuestionParts, numeric: list[bool], parts: tuple[str, str]
) -> Fact | None:
    """A change between two column groups the question names, in a row it names, where no
    sub-column carries a word of it: "by how much did the active layer at BH6 thicken between
    2013 and 2023" of a Mongolian table ("2013 · Зузаан (см)", "2013 · Хайлалт (хоног)", "2023 ·
    ..."). As between two rows (``_each_column_difference``), the change is given under every
    sub-column the two groups share, of the kind asked, so the reader finds the asked one by its
    own heading; the left group is the start. Only where ``whole_row``'s checks let the row be
    given whole (a table printed in another language, no dimension its headers cannot measure)."""
    if _RATIO.search(q.plain) or _RELATIVE.search(q.plain):
        return None
    groups = _column_groups(table, numeric)
    said = [
        {
            stem(t)
            for t in _side_terms(side, table.columns, table) | month_headers(table, q.plain, side)
        }
        for side in parts
    ]
    ends = []
    for mine, other in (said, said[::-1]):
        named = [
            g
            for g, subs in groups.items()
            if group_words(table.columns[next(iter(subs.values()))]) & (mine - other)
        ]
        if len(named) != 1:
            return None
        ends.append(named[0])
    first, second = sorted(ends, key=lambda g: min(groups[g].values()))
    shared = [o for o in groups[first] if o in groups[second]]
    if first == second or not shared:
        return None
    pairs = [(groups[first][o], groups[second][o]) for o in shared]
    used = {t for g in (first, second) for t in group_words(table.columns[groups[g][shared[0]]])}
    both = [
        i
        for i, r in enumerate(table.rows)
        if all(table.value(r[j]) is not None for pair in pairs for j in pair)
    ]
    row = _row_compared(table, q, numeric, used, pairs[0], both)
    if row is None:
        return None
    whole = whole_row(table, set(), numeric, (), table.source, q.terms, q.plain, row)
    if whole is None or whole.kind == "near_miss":
        return whole
    cells = [
        (f"{first} · {o}", table.rows[row][a].strip(), table.rows[row][b].strip())
        for o, (a, b) in zip(shared, pairs, strict=True)
    ]
    kind = _of_the_kind(cells, q.plain, table.caption)
    if not kind:
        return None
    told, sums = [], []
    for header, a, b in kind:
        va, vb = table.value(a), table.value(b)
        assert va is not None and vb is not None
        step = format_like(abs(vb - va), [a, b])
        sign = "+" if vb > va else "−" if vb < va else ""
        told.append(f"{own_header(header)}: {a} → {b}, {sign}{step}")
        end, start = format_like(vb, [a, b]), format_like(va, [a, b])
        sums.append(f"{end} − {start} = {'−' if sign == '−' else ''}{step}")
    name = name_row(table, row, numeric)
    each = "column by column: " if len(kind) > 1 else ""
    return Fact(
        "difference",
        f"{name}, {first} → {second}, {each}" + "; ".join(told),
        table.tag,
        computation="; ".join(sums),
        source=table.source,
        weight=1.0,
        whole_row=True,
    )


def _one_measure(headers: list[str]) -> bool:
    """Whether the headers are one measure under several column groups: the same head under
    each group ("Jiilaal · Baruur (%)", "Gu' · Baruur (%)"), or one group over its years
    ("Mazuva akamira · 2023", "· 2024")."""
    if len(headers) < 2 or not all(header_group(h) for h in headers):
        return False
    if len({own_header(h) for h in headers}) == 1:
        return True
    return len({header_group(h) for h in headers}) == 1 and all(
        _YEAR.match(own_header(h).strip()) for h in headers
    )


_ONE_MEASURE = 0.5
# A number as a question or a cell prints it; a year is checked by ``whole_row``
_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w]|[.,]\d)")
_YEAR = re.compile(r"^(?:1[89]|20)\d\d$")


def _of_the_kind(
    cells: list[tuple[str, str, str]], question: str, caption: str
) -> list[tuple[str, str, str]]:
    """The columns of the kind a comparison asks: for "how many more households" those with no
    unit (counts: "Amakhaya", "Zvigayo"), for "how much more milk" those with a unit that is no
    currency (a volume, a mass, a share, or a unit no list reads: "(ц/га)"), not a bare count or
    a price. Empty where no column is of that kind: its value is not there to compare."""
    # (a unit may head the group, "Amanzi (L/umntu/usuku) · 2023", or the caption, for every
    # column: "Elframleiðsla eftir orkukeldu (GWh)")
    shared = header_unit(caption.strip().rstrip("."))
    shared = shared if shared is not None and known_unit(shared) else None
    units = [header_unit(h) or header_unit(header_group(h)) or shared for h, _, _ in cells]
    if counts_things(question):
        kept = [c for c, unit in zip(cells, units, strict=True) if unit is None]
    else:
        kept = [
            c
            for c, unit in zip(cells, units, strict=True)
            if unit is not None and not currency_printed(c[0])
        ]
    # ("did the active layer thicken": of "Зузаан (см)" and "Хайлалт (хоног)", the length)
    dimension = quoted_dimension(question)
    measured = [c for c in kept if dimension and measures(own_header(c[0]), dimension)]
    return measured or kept


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
    row = _row_compared(table, q, numeric, used, pair, both)
    if row is None:
        return None
    cells = [table.rows[row][start].strip(), table.rows[row][end].strip()]
    v_start, v_end = table.value(cells[0]), table.value(cells[1])
    if v_start is None or v_end is None:
        return None
    name = name_row(table, row, numeric, [start, end], (), q.terms)
    compared = f"{name}: {table.columns[start]} {cells[0]} → {table.columns[end]} {cells[1]}"
    percent = all(PERCENT_HEADER.search(table.columns[j]) for j in pair)
    headers = [table.columns[j] for j in pair]
    return _compared(
        table, q, compared, (v_end, v_start), cells[::-1], percent=percent, headers=headers
    )


# A comparison with one end named and no "than": "how much less CO2 does the modern bus
# emit", "how far ahead of the other cider"
_ONE_AGAINST = re.compile(
    r"\bhow (?:much|many)(?: \w+)? (?:more|less|fewer|higher|lower|larger|smaller|greater)\b"
    rf"(?!.*\bthan\b)|{SET_AGAINST.pattern}",
    re.I,
)


def _two_groups(
    table: Table, q: QuestionParts, numeric: list[bool], columns: list[int]
) -> tuple[int, int] | None:
    """The same sub-column under the table's two column groups (two winters, two sites), where
    the question names neither group: the one it names, or the count for "how many" and the
    percent for "what share" where the groups hold both."""
    groups = _column_groups(table, numeric)
    if len(groups) != 2:
        return None
    first, second = groups.values()
    if set(first) != set(second):
        return None
    said = {stem(t) for t in q.terms} - _shared_group_words(table)
    named_groups = [
        i
        for i, g in enumerate(groups.values())
        if any(group_words(table.columns[j]) & said for j in g.values())
    ]
    if named_groups and not (len(named_groups) == 1 and _ONE_AGAINST.search(q.plain)):
        return None  # a group named: "in winter 2023/24" asks one end, not the change
    if named_groups == [0]:
        # "how much less CO2 does the modern jeepney emit": the group named set against the
        # other, which is where the difference starts
        first, second = second, first
    subs = list(first)
    if sum(bool(term_set(o) & q.terms) for o in subs) >= 2:
        # "from 2023 to 2024" of "Price · 2023" and "Share (%) · 2023": the sub-columns are the
        # ends, the groups are measures, and one measure is never subtracted from another
        return None
    named = {own_header(table.columns[j]) for j in columns if own_header(table.columns[j]) in first}
    if not named:  # "how much less CO2 does it emit" of "Krudo (L/100 km)" and "CO₂ (g/km)"
        named = {o for o in subs if term_set(o) & q.terms}
    if len(named) == 1:
        own = next(iter(named))
    else:
        share = bool(PERCENT_ASKED.search(q.plain))
        fitting = [o for o in subs if bool(PERCENT_ASKED.search(o)) == share]
        if len(fitting) > 1:
            # "by how many kilowatts did the retrofit cut the power" of "Lumfluo (klm)" and
            # "Povumo (kW)" under "Antaŭ 2021" and "Post 2023": the measure in the unit asked
            asked = named_unit_symbols(q.plain)
            fitting = [o for o in fitting if header_unit(o) in asked]
        if len(fitting) != 1:
            return None
        own = fitting[0]
    return first[own], second[own]


def _column_groups(table: Table, numeric: list[bool]) -> dict[str, dict[str, int]]:
    """The numeric columns under each column group: group -> its own header -> column."""
    groups: dict[str, dict[str, int]] = {}
    for j, header in enumerate(table.columns):
        if numeric[j] and header_group(header):
            groups.setdefault(header_group(header), {})[own_header(header)] = j
    return groups


def _shared_group_words(table: Table) -> set[str]:
    """Words every column group prints ("Zima" of "Zima 2022/23" and "Zima 2023/24")."""
    sets = [group_words(h) for h in table.columns if header_group(h)]
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


# A value with its share or percent after it in parentheses: "2.49 (86.8)", "1,472 (11.3)".
_WITH_SHARE = re.compile(r"^\s*\S+\s*\(\s*([-−+]?\d+(?:[.,]\d+)?)\s*%?\s*\)\s*$")


def share_of(cell: str) -> Decimal | None:
    """The share a cell prints in parentheses after its value ("1,472 (11.3)": 11.3)."""
    m = _WITH_SHARE.match(cell)
    return parse_value(m.group(1)) if m else None


# "RAG-S w/o re-ranking", "Full model without attention": a row with one part taken away.
_WITHOUT_ROW = re.compile(
    r"^(?P<base>.+?)\s*(?:\bw/o\b|\bwithout\b|\bsans\b|\bohne\b|\bsin\b)\s*(?P<part>.+)$", re.I
)


def ablation_fact(table: Table, q: QuestionParts, numeric: list[bool], col: int) -> Fact | None:
    """ "How many points does re-ranking add to RAG-S?": the named system's row against its row
    "w/o" a part, on the asked column. Only when the table has one such pair for that system
    (or the question names which part)."""
    names = [
        next((c.strip() for j, c in enumerate(r) if not numeric[j] and c.strip()), "")
        for r in table.rows
    ]
    asked = squash(q.plain)
    pairs = []
    for i, name in enumerate(names):
        m = _WITHOUT_ROW.match(name)
        if m is None:
            continue
        base = squash(m["base"])
        if not base or base not in asked:
            continue
        full = [
            j
            for j, other in enumerate(names)
            if j != i and squash(other).startswith(base) and not _WITHOUT_ROW.match(other)
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
        source=table.source,
    )
