"""Tables as cells: read a retrieved table chunk into header and rows, and find the cells a
question names (its row and its column) or ranks (the highest value of a column).

Cells come from ``extra["columns"]``/``extra["rows"]`` where the table reader stored them; older
chunks are read back from their Markdown, splitting rows only on unescaped pipes, so a "|Θ|"
inside a cell stays in its column.
"""

from __future__ import annotations

import functools
import math
import os
import re
import unicodedata
from collections.abc import Callable, Sequence, Set
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.cognates import spelled_alike
from paperlens.answer.crosslingual import FOREIGN
from paperlens.answer.dimensions import known_unit
from paperlens.answer.language import prose_language, titled_in_other_language
from paperlens.answer.ratio_heads import ratio_terms
from paperlens.answer.table_symbols import asked_unit_words, effect_words, symbol_words
from paperlens.answer.terms import (
    ACRONYM,
    CITATION,
    LETTERED_WORD,
    STOP_WORDS,
    acronym_run,
    citation_terms,
    stem,
    term_set,
    terms,
)
from paperlens.answer.verbs import regular_forms
from paperlens.labels import roman_numeral
from paperlens.models import Chunk
from paperlens.scripts import ACCENTED_LATIN, fold_digits, strip_accents

_MD_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}")
_UNESCAPED_PIPE = re.compile(r"(?<!\\)\|")
# A printed number: "28.4", "−3.1", "1,024", "3.3 · 10^18", "41.8*", "92.7%", "(4.1)", "1.2e-3".
_VALUE = re.compile(
    r"(?<![\w.])([-−–]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-−–]?\d+(?:\.\d+)?)"
    r"(?:\s*(?:[·×x*]\s*10\s*\^?\s*\{?([-−–]?\d+)\}?|[eE]([-−–]?\d+)))?"
)


@dataclass(frozen=True)
class Table:
    label: str | None
    columns: list[str]
    rows: list[list[str]]
    item: TaggedEvidence
    # A dot before three digits groups thousands ("6.718" is 6718): the table prints decimal
    # commas ("1.629,1"), dotted thousands ("1.010.239"), or "5.820" above "410"
    # (``groups_thousands_with_dots``).
    dot_thousands: bool = False
    # Prose beside the table that may spell its short headers out ("heat acclimation (HA,
    # n = 12)" in the abstract), read with its caption.
    glossary: str = ""
    # Asked in English: the paper's title and the caption tell the table's language where no
    # prose of it was retrieved (a question in the paper's own language reads its headers).
    asked_in_english: bool = False

    @property
    def tag(self) -> str:
        return self.item.tag

    def value(self, cell: str) -> Decimal | None:
        """The number a cell of this table prints."""
        return parse_value(cell, dot_thousands=self.dot_thousands)

    @property
    def caption(self) -> str:
        """The printed caption, or the chunk's first line where none was found."""
        return self.item.chunk.caption or self.item.chunk.text.split("\n", 1)[0]

    @property
    def context(self) -> str:
        """The paper's title and the caption: words in the paper's language, which tell the
        labels' language where they are too few (``label_aliases``)."""
        return f"{self.item.paper_title or ''} {self.caption}"

    @property
    def language(self) -> str | None:
        """The paper's language, where told surely on its whole text and a dictionary from
        English reads it (``Vocabulary.dictionary_language``): its labels' when they are too
        few to tell (``label_aliases``)."""
        return self.item.paper_language

    @property
    def source(self) -> str:
        """What an answer calls the table: its label ("Table 2"), else "the table"."""
        return self.label or "the table"

    @property
    def printed(self) -> str:
        """Everything the table prints: its caption, its headers and every cell."""
        return " ".join([self.caption, *self.columns, *(c for r in self.rows for c in r)])


def own_header(header: str) -> str:
    """A header without the group over it: "BLEU · EN-DE" -> "EN-DE"."""
    return header.split(" · ")[-1].strip()


def header_group(header: str) -> str:
    """The group over a header ("BLEU · EN-DE" -> "BLEU"), or "" where it has none."""
    return header.split(" · ")[0].strip() if " · " in header else ""


def group_words(header: str) -> set[str]:
    """The stemmed words of the group over a header."""
    return {stem(t) for t in terms(header_group(header))}


def _cells(line: str) -> list[str]:
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [c.strip().replace("\\|", "|") for c in _UNESCAPED_PIPE.split(inner)]


def markdown_table(text: str) -> tuple[list[str], list[list[str]]]:
    """Header and rows of the first Markdown table in a chunk's text."""
    lines = [ln for ln in text.splitlines() if ln.strip().startswith("|")]
    if len(lines) < 2:
        return [], []
    header = _cells(lines[0])
    rows = [_cells(ln) for ln in lines[1:] if not _MD_SEPARATOR.match(ln.strip())]
    return header, rows


def _chunk_cells(chunk: Chunk) -> tuple[list[str], list[list[str]]]:
    extra = chunk.extra
    columns, rows = extra.get("columns"), extra.get("rows")
    if isinstance(columns, list) and isinstance(rows, list) and rows:
        header = [str(c) for c in columns]
        return header, [[str(c) for c in row] for row in rows if isinstance(row, list)]
    return markdown_table(chunk.text)


def _part_number(chunk: Chunk) -> int:
    return int(chunk.extra.get("part", 1))


def read_table(item: TaggedEvidence) -> Table | None:
    """The table ``item`` is, with the rows of its other parts under the same header (the
    table as printed over a page break, not the part retrieved)."""
    header, body = _chunk_cells(item.chunk)
    if not header or not body:
        return None
    if item.parts:
        rows: list[tuple[int, list[list[str]]]] = [(_part_number(item.chunk), body)]
        for part in item.parts:
            columns, cells = _chunk_cells(part)
            if columns == header:  # (a block under heads of its own is a table of its own)
                rows.append((_part_number(part), cells))
        body = [row for _, cells in sorted(rows, key=lambda r: r[0]) for row in cells]
    width = len(header)
    body = [(r + [""] * width)[:width] for r in body]
    header, body = _split_keyed_cells(header, body)
    return Table(item.chunk.label, header, body, item, groups_thousands_with_dots(body))


def groups_thousands_with_dots(body: Sequence[Sequence[str]]) -> bool:
    """Whether a dot before three digits groups thousands in these rows: they print decimal
    commas ("1.629,1"), two dot groups ("1.010.239"), or one column mixes a dotted number with
    a plain one of three digits or more ("5.820" above "410": no table prints a column of
    areas at three decimals beside whole hundreds). A dot that is a decimal anywhere else
    ("0.875", "2.05") keeps every dot a decimal point."""
    rows = [[c.strip() for c in r] for r in body]
    cells = [c for r in rows for c in r]
    if any(decimal_comma(c) or _DOTTED.fullmatch(c) for c in cells):
        return True
    if any(_DOT_DECIMAL.search(c) for c in cells):
        return False
    return any(
        any(_ONE_DOT_GROUP.fullmatch(c) for c in column)
        and any(_WHOLE_HUNDREDS.fullmatch(c) for c in column)
        for column in zip(*rows, strict=False)
    )


_DOTTED = re.compile(r"[-−+]?\d{1,3}(?:\.\d{3}){2,}")
_DOT_GROUPS = re.compile(r"[-−+]?\d{1,3}(?:\.\d{3})+")
_ONE_DOT_GROUP = re.compile(r"[-−+]?[1-9]\d{0,2}\.\d{3}")
_WHOLE_HUNDREDS = re.compile(r"[-−+]?[1-9]\d{2,}")
# A dot that can only be a decimal point: a leading zero, or not three digits after it.
_DOT_DECIMAL = re.compile(r"(?<![\d.])(?:0\.\d+|\d+\.(?:\d{1,2}|\d{4,}))(?![\d.])")


# "window size: 26 # candidates: 115": sub-columns fused into one cell, each "name: value".
_KEYED = re.compile(r"\s*([^:\d][^:]*?)\s*:\s*(-?[\d][\d,]*(?:\.\d+)?\S*)")


def _keyed(cell: str) -> list[tuple[str, str]] | None:
    pairs = _KEYED.findall(cell)
    if not pairs or "".join(f"{k}{v}" for k, v in pairs).replace(" ", "") != re.sub(
        r"[\s:]", "", cell
    ):
        return None
    return [(k.strip(), v) for k, v in pairs]


def _split_keyed_cells(
    header: list[str], body: list[list[str]]
) -> tuple[list[str], list[list[str]]]:
    """A column whose every cell reads "name: value name: value" with the same names becomes
    one column per name ("ASAP · # candidates"), as the printed table meant."""
    new_header: list[str] = []
    columns: list[list[str]] = []
    for j, name in enumerate(header):
        cells = [r[j] for r in body]
        parsed = [_keyed(c) for c in cells if c.strip()]
        keys = {tuple(k for k, _ in p) for p in parsed if p is not None}
        if parsed and all(p is not None for p in parsed) and len(keys) == 1:
            for key in next(iter(keys)):
                new_header.append(f"{name} · {key}")
                columns.append([dict(_keyed(c) or []).get(key, "") for c in cells])
            continue
        new_header.append(name)
        columns.append(cells)
    rows = [list(r) for r in zip(*columns, strict=True)] if columns else body
    return new_header, rows


def tables_in(evidence: Sequence[TaggedEvidence]) -> list[Table]:
    """Every table in the evidence; the parts of one split table joined back into one."""
    out: list[Table] = []
    by_label: dict[tuple[str, str], int] = {}
    for item in evidence:
        if item.chunk.kind != "table":
            continue
        table = read_table(item)
        if table is None:
            continue
        key = (item.chunk.paper_id, item.chunk.label or item.chunk.chunk_id)
        if key in by_label and out[by_label[key]].columns == table.columns:
            first = out[by_label[key]]
            seen = {tuple(r) for r in first.rows}
            first.rows.extend(r for r in table.rows if tuple(r) not in seen)
            continue
        by_label[key] = len(out)
        out.append(table)
    return out


# A date is no quantity: "2010-03-10" is not 2010, and a column of dates is not ranked.
_DATE = re.compile(r"\s*(?:\d{4}[-/.]\d{1,2}(?:[-/.]\d{1,2})?|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})\s*")


def parse_value(cell: str, *, dot_thousands: bool = False) -> Decimal | None:
    """The number a cell prints, exactly (Decimal keeps "41.80" and "41.8" apart from floats).
    ``dot_thousands``: the table groups thousands with dots ("6.718" is 6718)."""
    if _DATE.fullmatch(cell) or _NUMBERED.fullmatch(cell):
        return None
    # "1 284" with a no-break or thin space is 1284; any script's digits and the Arabic
    # decimal and thousands separators as ASCII (Persian "۴٫۶" is 4.6, "۱٬۲۰۰" 1200)
    cell = _SPACE_GROUPS.sub("", fold_digits(cell))
    if _PLAIN_GROUPED.fullmatch(cell):
        # A text layer may print the thin space as a plain one ("2 040"): a cell that is one
        # grouped number and nothing else is that number, not 2 and 40.
        cell = cell.replace(" ", "")
    if dot_thousands and _DOT_GROUPS.fullmatch(cell.strip()):
        cell = cell.replace(".", "")
    if decimal_comma(cell):  # "1,84", "1.284,5": German, French, ... print the decimal comma
        cell = cell.replace(".", "").replace(",", ".")
    m = _VALUE.search(cell.replace("\u2212", "-"))
    if not m:
        return None
    mantissa = m.group(1).replace(",", "").replace("−", "-").replace("–", "-")
    exponent = m.group(2) or m.group(3)
    try:
        value = Decimal(mantissa)
        if exponent:
            value = value.scaleb(int(exponent.replace("−", "-").replace("–", "-")))
    except InvalidOperation:
        return None
    return value


# "№ 6", "No. 6", "#6", "Nr. 6": a number that names (a route, a well, a trial), not a value.
_NUMBERED = re.compile(r"\s*(?:№|Nº|No\.|Nr\.|#)\s*\d+[A-Za-z]?\s*")
_SPACE_GROUPS = re.compile(r"(?<=\d)[\u00a0\u202f\u2009](?=\d{3}(?!\d))")
_PLAIN_GROUPED = re.compile(r"\s*[-−+]?\d{1,3}(?: \d{3})+(?:[.,]\d+)?\s*%?\s*")
_DECIMAL_COMMA = re.compile(r"\d,\d{1,2}(?!\d)|\d,\d{4,}|\d\.\d{3},\d")


def decimal_comma(cell: str) -> bool:
    """Whether a cell prints a decimal comma ("2,11"); "1,024" stays a thousands separator."""
    return bool(_DECIMAL_COMMA.search(cell))


def format_like(value: Decimal, cells: Sequence[str]) -> str:
    """A computed value printed as the cells it came from print theirs: "0,27" from "1,84" and
    "2,11"; "1,700" from "3,200" and "1,500"."""
    text = format_value(value)
    if any(decimal_comma(c) for c in cells):
        return text.replace(".", ",")
    if "e" not in text and any(_COMMA_GROUPS.search(c) for c in cells):
        whole, dot, fraction = text.partition(".")
        sign = "-" if whole.startswith("-") else ""
        text = f"{sign}{int(whole.lstrip('-')):,}{dot}{fraction}"
    return text


# Thousands grouped by commas, as a cell prints them: "3,200", "11,650", "1,240.5".
_COMMA_GROUPS = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])")


def numeric_columns(table: Table) -> list[bool]:
    """A column is numeric when most of its filled cells print a number and little else."""
    out = []
    for j in range(len(table.columns)):
        filled = [r[j] for r in table.rows if r[j].strip() and r[j].strip() not in "-–—"]
        numbers = [
            c
            for c in filled
            if table.value(c) is not None and _mostly_number(c) and not _CODE.fullmatch(c.strip())
        ]
        is_numeric = bool(filled) and len(numbers) >= max(1, math.ceil(0.6 * len(filled)))
        # Bins in the first column ("12–14", "20-29", "≥ 65"): the rows' names, not values.
        # (a row-group label on a line of its own, "Kampania 2024", is no bin and no value)
        valued = [r[0] for r in table.rows if r[0].strip() and any(c.strip() for c in r[1:])]
        if j == 0 and is_numeric and valued and all(_BIN.fullmatch(c.strip()) for c in valued):
            is_numeric = False
        # Levels of a condition in the first column ("0.5C", "1C", "2C"; "10 mg", "20 mg"): one
        # unit glued to every number, so the rows are named "2C", as a question names them.
        if j == 0 and is_numeric and len(valued) > 1 and _levels(valued):
            is_numeric = False
        out.append(is_numeric)
    return out


_BIN = re.compile(
    # (an open bound may follow the short name of what it bounds: "f0 < 1,5 Հց", "Age ≥ 80")
    r"(?:\d+(?:[.,]\d+)?\s*[-–—]\s*\d+(?:[.,]\d+)?|(?:[^\W_]{1,5}\s*)?[<>≤≥]\s*\d+(?:[.,]\d+)?"
    r"|\d+(?:[.,]\d+)?\s*\+)"
    r"(?:\s*[^\W\d]{1,5}\.?)?"
)


_LEVEL = re.compile(r"\d+(?:[.,]\d+)?\s?([^\W\d_]{1,3})")


def _levels(cells: Sequence[str]) -> bool:
    units = {m.group(1) if (m := _LEVEL.fullmatch(c.strip())) else None for c in cells}
    return len(units) == 1 and None not in units


# "KX-3", "A-12", "GWM 101" (capitals, a space, a whole number): a name with a number in it,
# not a value.
_CODE = re.compile(r"[A-Za-z]{1,4}[-–]\d+[A-Za-z]?|[A-Z]{1,4} \d+[A-Za-z]?")


def _mostly_number(cell: str) -> bool:
    letters = re.sub(r"[^A-Za-z]", "", re.sub(r"[eE][-+−]?\d|10\^|\bx\b", "", cell))
    return len(letters) <= 3


@dataclass(frozen=True)
class Match:
    """How well a question's terms name a row or a column; ``hits`` are the terms found."""

    index: int
    score: float
    hits: frozenset[str]


def _weights(question_terms: set[str], texts: Sequence[set[str]]) -> dict[str, float]:
    """Rarer terms name a row or column more precisely: IDF over this table's rows/headers."""
    n = len(texts)
    out = {}
    for t in question_terms:
        df = sum(t in s for s in texts)
        if df:
            out[t] = math.log(1 + n / df)
    return out


# A raised or lowered run the table reader marks ("CO_2", "10^{19}").
_SCRIPT = re.compile(r"(?<=\w)[_^]\{?([^{}\s_^]+)\}?")
# A number that touches no Latin letter, digit or decimal mark ("F1" and "T30" are names).
_GLUED_NUMBER = re.compile(r"(?<![0-9A-Za-z.,])(\d+)(?![0-9A-Za-z.,])")
# "Card.", "Avg.", "Acc.": a header word cut short and marked with a period.
_ABBREVIATION = re.compile(r"([^\W\d_]{3,})\.")
_CUT_CAPITALS = re.compile(r"(?<![\w.])([A-Z]{3,5})(?![\w.])")


def header_terms(header: str, question_terms: Set[str] = frozenset()) -> set[str]:
    """A header's terms, plus the question's words that a header abbreviation ("Card.") begins
    ("cardinality")."""
    found = term_set(header)
    if _SCRIPT.search(header):  # "CO_2", "m^{-3}": the reader's "CO2" too
        found |= term_set(_SCRIPT.sub(r"\1", header))
    # "ከ72 ሰዓት", "72시간": a number glued to a word of another script is a number of its own
    found |= set(_GLUED_NUMBER.findall(header))
    if symbol := symbol_words(header):  # "σ_y (MPa)" is the yield strength
        found |= term_set(symbol)
    for abbr in _ABBREVIATION.findall(header.lower()):
        found |= {t for t in question_terms if len(t) > len(abbr) and t.startswith(abbr)}
    # ... or in capitals without the period ("CON" for the control group, "TEMP"): a word at
    # least three letters longer, so that an acronym is not read into its plural ("GPUs") nor
    # a split into a common word ("VAL" is no "value")
    for abbr in _CUT_CAPITALS.findall(header):
        low = abbr.lower()
        found |= {t for t in question_terms if len(t) >= len(low) + 3 and t.startswith(low)}
    # ... or cut before a vowel with no mark at all ("Params", "Temp", "Acc"): see _cut_short
    # ("Retained (%)" of "how much did the plot retain": a header's regular past or gerund of
    # a verb the question asks with)
    for word in _HEADER_WORD.findall(header.lower()):
        cut = {t for t in question_terms if _cut_short(word, t)}
        found |= cut if cut and not known_unit(word) else set()  # ("60 min" is no minute word)
        found |= {t for t in question_terms if word != t and word in regular_forms(t)}
    # "P", "R" under a data set: precision and recall by their initials.
    own = header.split(" · ")[-1].strip().lower()
    if len(own) == 1 and own.isalpha():
        found |= {t for t in question_terms if t in _INITIALED and t[0] == own}
    # "Pre", "Post" under a group: the times a question asks as "before" and "after"
    found |= _TIME_POINTS.get(own, frozenset())
    # "Fuel (t/day)" is the fuel per day: where the question asks "per day", its "per" names
    # the column as much as it names "Fuel per 1,000 TEU-nm" (and, the rarer word, outweighed
    # the unit's "day" that two rate columns share)
    rate = _RATE_UNIT.search(own)
    if rate and term_set(rate.group(1)) & question_terms:
        found.add("per")
    # "m² / weaver": asked as "square metres per weaver"
    found |= ratio_terms(own, question_terms)
    return found


_HEADER_WORD = re.compile(r"(?<![\w.])[^\W\d_]{3,}(?![\w.])")
# What a word inflects with, not what an abbreviation cuts off ("Mean" is no "meaning")
_INFLECTIONS = frozenset({"ing", "ings", "ed", "er", "ers", "est", "ment", "ments", "ness"})


def _cut_short(word: str, term: str) -> bool:
    """Whether a header's ``word`` is ``term`` cut short without a period: cut after a
    consonant, before a vowel ("param|eters", "temp|erature", "acc|uracy"), at least three
    letters off, a plural "s" added to the cut ("Params"). An inflection is no cut ("Mean",
    "meaning")."""
    base = word[:-1] if word.endswith("s") and not term.startswith(word) else word
    rest = term[len(base) :]
    return (
        len(base) >= 3
        and term.startswith(base)
        and len(rest) >= 3
        and base[-1] not in _VOWELS
        and rest[0] in _VOWELS
        and rest not in _INFLECTIONS
        and term.isalpha()
    )


_VOWELS = frozenset("aeiouy")


# A rate's unit, its denominator captured: "(t/day)", "(kg/tehén/nap)".
_RATE_UNIT = re.compile(r"[(\[][^()\[\]]*/([^()\[\]/]+)[)\]]\s*$")


_INITIALED = frozenset({"precision", "recall", "accuracy"})
# The words a trial's two time points are headed with and asked by ("at baseline" is not one:
# it asks a trial's table of baseline characteristics as often as a "Pre" column).
_TIME_POINTS = {
    "pre": frozenset({"before"}),
    "post": frozenset({"after"}),
    "before": frozenset({"pre"}),
    "after": frozenset({"post"}),
}


# A short name in parentheses after the words it stands for: "inflow (In)", "Zufluss (Zu)",
# "mean radiant temperature (MRT)".
_SHORT_NAME = re.compile(r"\(\s*([^\W\d_][^\W_]{0,7})\s*(?:\)|[,;]\s)")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


@functools.lru_cache(maxsize=1024)
def _spelled_out(caption: str) -> dict[str, frozenset[str]]:
    """The short names a caption spells out, each with the terms of its words: the words whose
    initials it is ("MRT"), or the one word it begins ("In" of "inflow", "Out" of "outflow")."""
    out: dict[str, frozenset[str]] = {}
    for m in _SHORT_NAME.finditer(caption):
        short = m.group(1)
        before = _WORD.findall(caption[max(0, m.start() - 120) : m.start()])
        letters = short.lower()
        initials = len(letters) >= 2 and short[:2].isupper() and len(letters) <= len(before)
        if initials and all(
            w[0].lower() == c for w, c in zip(before[-len(letters) :], letters, strict=True)
        ):
            spelled = before[-len(letters) :]
        elif (
            not (len(short) > 1 and short.isupper())  # an acronym is spelled by its initials
            and before
            and before[-1].lower().startswith(letters)
            and len(before[-1]) > len(short)
        ):
            spelled = before[-1:]
        else:
            continue
        out[short] = frozenset(term_set(" ".join(spelled)))
    return out


def spelled_terms(table: Table, header: str) -> set[str]:
    """The terms of the words the caption spells a header's short name out as ("Harbour Yard ·
    Out" under a caption of "the inflow (In) and outflow (Out)" is the outflow)."""
    spelled = _spelled_out(f"{table.item.chunk.caption or ''} {table.glossary}")
    if not spelled:
        return set()
    found: set[str] = set()
    for token in re.findall(r"[^\W_]+", header):  # as printed: the "in" of "Change in" is no "In"
        found |= spelled.get(token, frozenset())
    return found


def column_terms(table: Table, question_terms: Set[str] = frozenset()) -> list[set[str]]:
    """What names each column: its header's terms, the unit it prints spelled out ("(ha)" is
    hectares, "(%)" a share), the words the caption spells its short names out as, and the
    effect measure its cells state ("HR 0.85 (...)" is a hazard ratio)."""
    out = []
    for j, h in enumerate(table.columns):
        cells = [r[j] for r in table.rows]
        found = header_terms(h, question_terms) | term_set(
            asked_unit_words(h, cells, question_terms)
        )
        found |= spelled_terms(table, h)
        found |= term_set(effect_words(cells))
        out.append(found)
    return out


def match_columns(table: Table, question_terms: set[str]) -> list[Match]:
    headers = column_terms(table, question_terms)
    weights = _weights(question_terms, headers)
    found = []
    for j, hs in enumerate(headers):
        hits = frozenset(t for t in question_terms if t in hs)
        if hits:
            # (the caption's spelling-out names a column, it does not make its header longer)
            printed = hs - (spelled_terms(table, table.columns[j]) - hits)
            score = _one_per_word(hits, weights.__getitem__) + _covered(hits, printed)
            found.append(Match(j, score + _worded(hits), hits))
    return sorted(found, key=lambda m: (-m.score, m.index))


def _worded(hits: frozenset[str]) -> float:
    """Of two headers the question names equally, the one it names by a word: "the 2023
    incidence" is "Incidência", not "Casos (2023)" (a year qualifies the quantity asked, a word
    names it). The coverage tie-breaker's size, far below any word's weight."""
    return COVERAGE_TIE if any(not t.isdigit() for t in hits) else 0.0


# A word of one or two letters inside a longer name ("te" and "o" of "Te Awa-o-Tū", "do" of
# "Vila do Conde") is, in a question, most often the language's own article or preposition
# ("i te māra o Tikapa"): a quarter of a word, enough to tell "Vitamin D" from "Vitamin E",
# not to outweigh the name asked. A row the letter names alone ("/e/", "A") keeps it whole.
_PARTICLE = 0.25
_ALPHABETS = ("LATIN", "CYRILLIC", "GREEK")


def _particle(term: str, words: set[str]) -> bool:
    return (
        len(term) <= 2
        and term.isalpha()
        and all(unicodedata.name(c, "").startswith(_ALPHABETS) for c in term)
        and any(len(w) >= 3 and w.isalpha() for w in words)
    )


def _row_weight(weights: dict[str, float], words: set[str], term: str) -> float:
    """A word in a name cell counts whole (a particle a quarter), a number in a value cell half."""
    if term not in words:
        return weights[term] * 0.5
    return weights[term] * (_PARTICLE if _particle(term, words) else 1.0)


def _one_per_word(hits: frozenset[str], weight: Callable[[str], float]) -> float:
    """The weight of the words found, a word and its singular ("particles", "particle": the
    question's plural is both) counted once, so a plural does not outweigh a rarer word."""
    best: dict[str, float] = {}
    for t in hits:
        key = stem(t)
        best[key] = max(best.get(key, 0.0), weight(t))
    return sum(best.values())


# The most the coverage tie-breaker adds: far below any word's weight.
COVERAGE_TIE = 0.01


def _covered(hits: frozenset[str], terms_of: set[str]) -> float:
    """A tie-breaker far below any word's weight: of two headers (rows) the question names
    equally, the one it names more completely ("Adjustment for intervention" over "No
    adjustment for intervention")."""
    return COVERAGE_TIE * len(hits) / max(1, len(terms_of))


def row_terms(table: Table, numeric: Sequence[bool]) -> list[tuple[set[str], set[str]]]:
    """What names each row: the terms of its text cells, and the numbers of its numeric cells
    (so "the 1001-layer ResNet" finds the row whose Depth cell is 1001). A section row (a label
    over the rows below it, every other cell empty) names those rows, not itself: "systolic
    blood pressure" is the row "Systolic" under "Blood pressure"."""
    out: list[tuple[set[str], set[str]]] = []
    section: set[str] = set()
    for i, row in enumerate(table.rows):
        words: set[str] = set()
        values: set[str] = set()
        if _section_row(table, i):
            section = term_set(row[0])
            out.append((set(), set()))
            continue
        words |= section
        for j, cell in enumerate(row):
            if not numeric[j]:
                named = CITATION.sub(" ", cell)
                words |= term_set(named) | ordinal_terms(named) | symbol_name(named)
                words |= citation_terms(cell)
                if cell.strip() == "A":  # (the member "A" of A-F: the reader drops the article)
                    words.add("a")
                words |= _unpadded(words)
            else:
                value = table.value(cell)
                if value is not None:
                    values.add(format_value(value))
        out.append((words, values))
    return out


# A name made of a letter or two between signs ("/a/", "[ɛ]", "C++", "β-2"): the word reader
# keeps none of it, so a row named so is named by the cell as printed.
_SIGNED = re.compile(r"(?=.*[^\w\s])(?=.*\w)\S{2,12}")


def symbol_name(cell: str) -> set[str]:
    """A text cell that has no words, only a short symbol ("/a/"), as its one term."""
    c = cell.strip()
    if not _SIGNED.fullmatch(c) or term_set(c) or parse_value(c) is not None:
        return set()
    return {c.lower()}


def symbols_named(table: Table, question: str) -> set[str]:
    """The symbol names of rows ("/a/", "/i/") that the question prints as the table does:
    "What F1 was measured for /a/ on Vis?" names the row "/a/", which no word of it names."""
    out: set[str] = set()
    for row in table.rows:
        for cell in row:
            for name in symbol_name(cell):
                printed = re.escape(cell.strip())
                if re.search(rf"(?<![\w/\[]){printed}(?![\w/\]])", question):
                    out.add(name)
    return out


def _unpadded(words: set[str]) -> set[str]:
    """Numbers a cell pads with zeros ("06–08 h"), as a question writes them ("6 and 8")."""
    return {t.lstrip("0") for t in words if t.isdigit() and t.startswith("0") and t.strip("0")}


def _section_row(table: Table, i: int) -> bool:
    row = table.rows[i]
    later = table.rows[i + 1] if i + 1 < len(table.rows) else None
    return (
        len(row) > 2
        and bool(row[0].strip())
        and not any(c.strip() for c in row[1:])
        and later is not None
        and any(c.strip() for c in later[1:])
    )


def match_rows(
    table: Table, question_terms: set[str], numeric: Sequence[bool], exclude: set[str]
) -> list[Match]:
    """Rows ranked by the question terms they carry, a number in a value cell counting half a
    word in a name cell ("1-h PG" names the row "1-h PG", not the row "2-h PG" whose count is
    1); ``exclude`` holds terms that name columns (a question's "BLEU" is not a row's name)."""
    names = row_terms(table, numeric)
    wanted = question_terms - exclude
    weights = _weights(wanted, [w | v for w, v in names])
    found = []
    for i, (words, values) in enumerate(names):
        hits = frozenset(t for t in wanted if t in words or t in values)
        if hits:
            score = _one_per_word(hits, functools.partial(_row_weight, weights, words))
            found.append(Match(i, score + _covered(hits, words | values), hits))
    return sorted(found, key=lambda m: (-m.score, m.index))


def row_name(table: Table, row: int, numeric: Sequence[bool]) -> str:
    """The row as a reader names it: its text cells, joined ("Transformer (4 layers), semi-supervised")."""
    cells = [c.strip() for j, c in enumerate(table.rows[row]) if not numeric[j] and c.strip()]
    return ", ".join(dict.fromkeys(cells)) or f"row {row + 1}"


def format_value(value: Decimal) -> str:
    """A number as printed, without float noise: 41.8, 0.8, 3.3e18 for large exponents."""
    if value == value.to_integral_value() and abs(value) < Decimal(10) ** 15:
        return str(value.quantize(Decimal(1)))
    text = format(value.normalize(), "f")
    if "e" in text.lower() or len(text) > 18:
        return f"{value:.3g}"
    return text


# The ordinal words a question uses for a row numbered "III" or "3rd" ("the third quintile",
# "el cuarto quintil"), in the router's Latin-script languages.
_ORDINALS = {
    1: "first 1st primero primer primera premier première erste ersten",
    2: "second 2nd segundo segunda deuxième zweite zweiten",
    3: "third 3rd tercero tercer tercera troisième dritte dritten",
    4: "fourth 4th cuarto cuarta quatrième vierte vierten",
    5: "fifth 5th quinto quinta cinquième fünfte fünften",
    6: "sixth 6th sexto sexta sixième sechste",
    7: "seventh 7th séptimo septième siebte",
    8: "eighth 8th octavo huitième achte",
    9: "ninth 9th noveno neuvième neunte",
    10: "tenth 10th décimo dixième zehnte",
}
_RANK = re.compile(r"\s*(?:(?P<roman>[IVX]{1,4})|(?P<n>\d{1,2})(?:st|nd|rd|th)?)(?![\w-])")


def ordinal_terms(cell: str) -> set[str]:
    """A row named by its rank ("III", "IV (high)", "3rd") is the one a question calls "the
    third": its ordinal words."""
    m = _RANK.match(cell)
    if m is None or (m["n"] and parse_value(cell.strip()) is not None):
        return set()  # a bare number is a value, not a rank
    rank = roman_numeral(m["roman"]) if m["roman"] else int(m["n"])
    return set(_ORDINALS.get(rank or 0, "").split())


def latin_other_language(table: Table) -> bool:
    """Whether a Latin-script table is printed in another language than English: it prints
    accented letters, or stands in prose of such a language without them (Afrikaans, Dutch),
    or, asked in English where no prose of its paper was retrieved, its paper's title and its
    caption are in one (Xhosa, Frisian, Tagalog)."""
    text = " ".join([*table.columns, *(c for r in table.rows for c in r)])
    if ACCENTED_LATIN.search(text) or _foreign_prose(table.glossary):
        return True
    if FOREIGN.search(text) or not table.asked_in_english:
        return False  # (a table in another script is read as such)
    return len(table.glossary) < _PROSE_MIN_CHARS and _foreign_title(table)


def _foreign_title(table: Table) -> bool:
    item = table.item
    return titled_in_other_language(f"{item.paper_title or ''} {item.chunk.caption or ''}")


def cognates(table: Table, question_terms: Set[str]) -> set[str]:
    """The table's words that a question word of another Latin-script language spells alike
    ("solitary" for "solitaires", "quintile" for "quintil", "expectation" for "expectativa"):
    a long shared beginning ("winter" of "Winterbrande"), or one spelling respelled
    ("traditional" for "Tradisyonal"). Only in a table that prints accented
    letters or stands in prose of such a language without them (Afrikaans, Dutch), and only for question words
    the table does not print, so an English table's own words match as they are."""
    if not latin_other_language(table):
        return set()  # an English table: "station" is not "stationary"
    printed: set[str] = set()
    for h in table.columns:
        printed |= term_set(h)
    for row in table.rows:
        for cell in row:
            printed |= term_set(cell)
    out: set[str] = set()
    for q in question_terms:
        if q in printed or len(q) < 5 or not q.isalpha():
            continue
        fq = strip_accents(q)
        for t in printed:
            if len(t) < 5 or not t.isalpha():
                continue
            ft = strip_accents(t)
            common = len(os.path.commonprefix([fq, ft]))
            if common >= 5 and common >= 0.75 * min(len(fq), len(ft)):
                out.add(t)
            elif min(len(fq), len(ft)) >= 6 and spelled_alike(fq, ft, ratio=0.85):
                out.add(t)  # ("traditional" of "Tradisyonal", "national" of "nacional")
    return out


def acronyms_spelled(table: Table, question: str) -> set[str]:
    """The acronyms the table's headers print ("UTS (MPa)") that the question spells out in
    words ("ultimate tensile strength", or "tensile strength": ``acronym_run``), unless the
    header puts a word before it that the question does not and the question another ("systolic
    BP" is no diastolic blood pressure)."""
    words = LETTERED_WORD.findall(question)
    asked = {w.lower() for w in words}
    paper = f"{table.item.chunk.caption or ''} {table.glossary}"
    found: set[str] = set()
    for header in table.columns:
        for part in header.split(" · "):
            for m in ACRONYM.finditer(part):
                run = acronym_run(m.group(), words, spelled_out=paper)
                if run is None:
                    continue
                content, start, _end = run
                before = [w.lower() for w in LETTERED_WORD.findall(part[: m.start()])]
                own = before[-1] if before and before[-1] not in STOP_WORDS else None
                other = content[start - 1] if start else None
                if own and other and own not in asked:
                    continue
                found |= term_set(m.group())
    return found


def _foreign_prose(text: str) -> bool:
    """The prose of the table's paper is in another language than English (Afrikaans, Dutch,
    German: words without accents that an English question's cognates may still begin)."""
    return len(text) >= _PROSE_MIN_CHARS and prose_language(text) != "English"


_PROSE_MIN_CHARS = 400  # a page's prose, not a footnote: enough words to count function words


# Heads of a count column: "n", "N", "No.", "Count", "Number", "n (%)".
_COUNT_HEAD = re.compile(r"(?:n|no\.?|count|number|número|nombre|anzahl|cases)(?:\s*\(%\))?", re.I)


def count_column(table: Table, numeric: Sequence[bool]) -> int | None:
    """The one numeric column that counts (headed "n", "No.", "Count"), or None."""
    found = [
        j
        for j, h in enumerate(table.columns)
        if numeric[j] and _COUNT_HEAD.fullmatch(h.split(" · ")[-1].strip())
    ]
    return found[0] if len(found) == 1 else None
