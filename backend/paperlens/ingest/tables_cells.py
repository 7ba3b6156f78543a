"""Cell-level rules shared by both table readers (ruled grids and rule-light tables).

- What a number looks like (``numeric``): two numbers in one column on two lines are two records,
  while two lines of words in a column are one wrapped cell.
- How the lines of one cell join (``join_lines``): "ex-" + "posed" is "exposed".
- How a heading's levels join per column (``join_levels``): "WikiSQL · Acc. (%)".
- Which cells span rows (``spread_down``): a partial rule between two rows that skips a column
  says that column's cell covers both rows, so its label is repeated on each.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

LEVEL_SEPARATOR = " · "
_PLACEHOLDERS = {"-", "–", "—", "−", "n/a", "N/A", "NA", "–/–", "×", "✓", "✗", "√"}
_LETTER = re.compile(r"[^\W\d_]")


def numeric(text: str) -> bool:
    """A value cell: digits with at most a unit or a marker ("38.6M", "8.43†", "1.8×10^9",
    "25.02 / 23.61"), or a placeholder for a missing value ("-", "—", "NA"). A unit's exponent
    is no digit of a value: "(m²)" under "Area" is a heading line, not a cell."""
    t = text.strip()
    if not t:
        return False
    if t in _PLACEHOLDERS:
        return True
    return any(c.isdecimal() for c in t) and len(_LETTER.findall(t)) <= 2


# Hyphenated compounds: a line ending in one of these keeps its hyphen ("self-" / "attention").
_PREFIXES = {
    "non", "self", "multi", "semi", "cross", "pre", "post", "anti", "co", "inter", "intra",
    "over", "under", "sub", "super", "well", "high", "low", "long", "short", "one", "two",
    "three", "four", "five", "real", "state", "end", "top", "fine", "open", "data", "user",
}  # fmt: skip


def join_lines(parts: Sequence[str]) -> str:
    """Lines of one cell, in reading order, re-joining a word hyphenated at the line end. A
    capitalised word or a common prefix keeps its hyphen: "Server-" / "driven" is
    "Server-driven", "ex-" / "posed" is "exposed"; so does a word repeated across the break
    (a reduplicated compound broken at its own hyphen: "rata-" / "rata" is "rata-rata")."""
    text = ""
    for part in (p.strip() for p in parts):
        if not part:
            continue
        last = re.search(r"(\w+)-$", text)
        if (
            last
            and last.group(1).isalpha()
            and part[:1].islower()
            and not last.group(1)[0].isupper()
            and last.group(1).lower() not in _PREFIXES
            and not re.search(r"-\w+-$", text)
            and not _repeated(last.group(1), part)
        ):
            text = text[:-1] + part
        elif last and part[:1].islower():
            text = text + part
        else:
            text = f"{text} {part}".strip()
    return text


# A bracketed unit: "(% w/w)", "[ml/100 g]", "(‰)"; a letter or a percent sign in it.
_UNIT = re.compile(r"^[(\[](?=[^)\]]*(?:[^\W\d_]|[%‰°]))[^()\[\]]*[)\]]$")


def units_row(cells: Sequence[str]) -> bool:
    """A row of units under the column heads ("", "(% w/w)", "(ml/100 g)"): the label cell
    empty and every other filled cell a bracketed unit, with a letter or a percent sign (a row of
    bracketed numbers, "(0.12)", is a row of standard errors, not units)."""
    filled = [c.strip() for c in cells[1:] if c.strip()]
    return not cells[0].strip() and len(filled) >= 2 and all(_UNIT.match(c) for c in filled)


def _repeated(stem: str, part: str) -> bool:
    head = re.match(r"\w+", part)
    return head is not None and head.group().lower() == stem.lower()


def join_levels(levels: Sequence[str], *, spans_rows: bool = True) -> str:
    """Heading levels of one column, top first. Where cells can span heading rows (a ruled
    grid, ``spans_rows``), a level repeated by such a cell is written once; elsewhere a repeat
    is a real second level ("8 · 8": 8 threads, 8 GPUs). A level that is only a unit
    ("(% w/w)", from a units row) completes the head above it instead of being a level."""
    out: list[str] = []
    for level in (x.strip() for x in levels):
        if level and out and _UNIT.match(level) and not out[-1].endswith((")", "]")):
            out[-1] = f"{out[-1]} {level}"
        elif level and (not spans_rows or not out or out[-1] != level):
            out.append(level)
    return LEVEL_SEPARATOR.join(out)


def spread_down(
    cells: list[list[str]], skips: list[set[int]], *, join: bool = True
) -> list[list[str]]:
    """Repeat a cell on every row it spans. ``skips[i]`` holds the columns that the rule between
    row i and row i+1 does not cross (empty when no rule is drawn there, which proves nothing).
    A run of rows joined in a column gets the run's text, its lines joined, in each row; with
    ``join=False`` only a run with a single filled cell is spread (the other rows were empty)."""
    if not cells:
        return cells
    n_cols = len(cells[0])
    out = [list(r) for r in cells]
    for c in range(n_cols):
        start = 0
        for i in range(len(cells)):
            joined = i < len(skips) and c in skips[i]
            if joined:
                continue
            filled = [cells[k][c] for k in range(start, i + 1) if cells[k][c]]
            if i > start and (join or len(filled) == 1):
                text = join_lines(filled)
                for k in range(start, i + 1):
                    out[k][c] = text
            start = i + 1
    return out


def fill_down(cells: list[list[str]], breaks: set[int], column: int = 0) -> list[list[str]]:
    """A row label printed once for the rows under it (top-aligned, no rules to tell): an empty
    label cell in a row with values takes the label above, but never across a rule drawn through
    the label column (``breaks``: rows with such a rule above them). Only for a column of labels
    (mostly words), never a column of values, where an empty cell means "no value"."""
    labels = [r[column] for r in cells if column < len(r) and r[column]]
    if not labels or sum(numeric(x) for x in labels) > len(labels) / 2:
        return cells
    out: list[list[str]] = []
    above = ""
    for i, r in enumerate(cells):
        row = list(r)
        if i in breaks:
            above = ""
        if row[column]:
            above = row[column]
        elif above and any(row[k] for k in range(len(row)) if k != column):
            row[column] = above
        out.append(row)
    return out


def section_rows(rows: list[list[str]], header: list[str]) -> list[int]:
    """Indexes of body rows that repeat the heading partway down (a second block of the table
    with its own column heads): the first cell matches the heading's, and at least half of the
    row's cells (two at least) have the shape of the heading's cell above them, numbers aside
    ("k = 7" under "k = 4"), and are not plain values."""
    tops = [h.split(LEVEL_SEPARATOR)[0] for h in header]
    if not tops or not any(tops):
        return []
    shapes = [_shape(t) for t in tops]

    def repeats(r: list[str]) -> bool:
        filled = [(i, a) for i, a in enumerate(r) if a]
        alike = sum(
            1
            for i, a in filled
            if i < len(shapes) and shapes[i] and _shape(a) == shapes[i] and _LETTER.search(a)
        )
        return r[0] == tops[0] and alike >= max(2, len(filled) / 2)

    return [i for i, r in enumerate(rows) if i > 0 and r and repeats(r)]


def _shape(text: str) -> str:
    return re.sub(r"\d+", "#", " ".join(text.split()))


def split_sections(
    header: list[str], body: list[list[str]], max_header_rows: int
) -> list[tuple[list[str], list[list[str]]]]:
    """The table's blocks, each with its own heading: a body row that repeats the heading's first
    cell and holds no value starts a block (a second set of column heads partway down)."""
    starts = section_rows(body, header)
    blocks: list[tuple[list[str], list[list[str]]]] = []
    ends = [*starts, len(body)]
    blocks.append((header, body[: ends[0]]))
    for s, e in zip(starts, ends[1:], strict=True):
        k = 1
        while s + k < e - 1 and k < max_header_rows and spans(body[s + k - 1]):
            k += 1
        head = [join_levels([body[j][c] for j in range(s, s + k)]) for c in range(len(header))]
        blocks.append((head, body[s + k : e]))
    out = []
    for head, rows in blocks:
        keep = [c for c in range(len(head)) if head[c] or any(r[c] for r in rows)]
        rows = [[r[c] for c in keep] for r in rows if any(r)]
        if rows:
            out.append(([head[c] for c in keep], rows))
    return out or [(header, [])]


def spanned_heads(header: list[str], body: list[list[str]]) -> tuple[list[str], list[list[str]]]:
    """Heads for the columns the first head spans ("method" over the label and two empty
    columns), printed partway down as a row of their own ("| # layers | # params |": label cell
    empty, no value) once the records that leave those columns empty end. The row names those
    columns, and the records above it only repeated their label there."""
    spanned = {c for c in range(1, len(header)) if header[c] and header[c] == header[0]}
    for i, row in enumerate(body):
        filled = {c for c, cell in enumerate(row) if cell.strip()}
        if row[0].strip() or not filled or any(numeric(row[c]) for c in filled):
            continue
        if not filled <= spanned:
            break
        named = [row[c] if c in filled else h for c, h in enumerate(header)]
        above = [
            ["" if c in filled and r[c] == r[0] else r[c] for c in range(len(r))] for r in body[:i]
        ]
        return named, above + body[i + 1 :]
    return header, body


def spans(row: list[str]) -> bool:
    """A heading row with one text over several columns (a group label)."""
    return any(
        row[c] and row[c] == row[c + 1] and not numeric(row[c]) for c in range(1, len(row) - 1)
    )


def merge_wrapped(cells: list[list[str]], lines: list[float], size: float) -> list[int]:
    """A table of text set in paragraph columns (LaTeX ``p{}``, a Word table) prints each record
    top-aligned over several lines: its first line fills every column, its later lines only the
    cells still running on, with no value among them. Returns, for each line, the index of the
    record it belongs to (all distinct when the table is not of that kind). ``lines``: each
    line's baseline; a record's lines are set a line apart."""
    n = len(cells)
    own = list(range(n))
    if n < 3 or not cells[0] or len(cells[0]) < 2 or not all(cells[0]):
        return own
    full = [all(c.strip() for c in row) for row in cells]
    # A table of text: two columns or more that hold no value at all.
    text_cols = sum(1 for c in range(len(cells[0])) if not any(numeric(r[c]) for r in cells))
    if sum(full) < 2 or all(full) or text_cols < 2:
        return own
    for i, row in enumerate(cells):
        if full[i]:
            continue
        filled = [c for c in row if c.strip()]
        if not filled or any(numeric(c) for c in filled):
            return own  # an empty cell in a record of values means "no value"
        if lines[i] - lines[i - 1] > 1.6 * size:
            return own
        own[i] = own[i - 1]
    return own


def join_records(cells: list[list[str]], own: list[int]) -> list[list[str]]:
    """The lines of each record (``merge_wrapped``) joined cell by cell."""
    out: dict[int, list[list[str]]] = {}
    for row, k in zip(cells, own, strict=True):
        out.setdefault(k, []).append(row)
    return [
        [join_lines([r[c] for r in rows]) for c in range(len(rows[0]))] for rows in out.values()
    ]
