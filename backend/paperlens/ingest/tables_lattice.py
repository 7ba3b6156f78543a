"""Read a fully ruled table (a lattice) from its rules: every column boundary is a drawn line.

In such a table the rules, not the white space, say where cells are. The lines of text between
two horizontal rules are one row whose cells may wrap over several lines ("Recording of a
chemical sensor ex- / posed to a gas mixture"), unless the lines hold numbers in the same
column, which makes them separate records sharing a ruled group (a centred group label such
as "(A)" is then repeated on each). A vertical rule missing in a row means a cell spanning
columns, repeated in each; a horizontal rule that skips a column means a cell spanning rows
("Classification Layer"), repeated on each row.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from paperlens.ingest.tables_cells import (
    join_levels,
    join_lines,
    numeric,
    spanned_heads,
    spans,
    split_sections,
    spread_down,
    units_row,
)
from paperlens.ingest.tables_layout import PageLayout, Rule, Word

BBox = tuple[float, float, float, float]

# Positions closer than this (points) are one rule.
_SAME_X = 2.0
# A horizontal rule must cross this share of a column's width to close its cell.
_CROSS = 0.6


@dataclass(slots=True)
class Lattice:
    header: list[str]
    rows: list[list[str]]
    # Body rows that repeat the heading (a second block with its own column heads).
    sections: list[tuple[list[str], list[list[str]]]]


def column_rules(layout: PageLayout, bbox: BBox) -> list[float]:
    """x of every vertical rule inside the region, including the outer frame."""
    x0, y0, x1, y1 = bbox
    xs = sorted(
        r.x
        for r in layout.vrules
        if x0 - _SAME_X <= r.x <= x1 + _SAME_X and min(r.y1, y1) - max(r.y0, y0) > 3
    )
    out: list[float] = []
    for x in xs:
        if out and x - out[-1] <= _SAME_X:
            continue
        out.append(x)
    return out


def _rule_ys(layout: PageLayout, bbox: BBox) -> list[tuple[float, list[Rule]]]:
    x0, y0, x1, y1 = bbox
    rules = sorted(
        (r for r in layout.hrules if y0 - 2 <= r.y <= y1 + 2 and r.x1 > x0 + 2 and r.x0 < x1 - 2),
        key=lambda r: r.y,
    )
    out: list[tuple[float, list[Rule]]] = []
    for r in rules:
        if out and r.y - out[-1][0] <= 1.0:
            out[-1][1].append(r)
        else:
            out.append((r.y, [r]))
    return out


def _breaks(layout: PageLayout, bbox: BBox, xs: list[float]) -> list[tuple[float, list[Rule]]]:
    """Heights where every column rule is interrupted at once: a boundary drawn as a gap in
    the grid (a double rule whose lines are not drawn), read as a rule across the table."""
    x0, y0, x1, y1 = bbox
    gaps: list[list[float]] = []
    for x in xs:
        segs = sorted(
            (r for r in layout.vrules if abs(r.x - x) <= _SAME_X and r.y1 > y0 and r.y0 < y1),
            key=lambda r: r.y0,
        )
        gaps.append(
            [(a.y1 + b.y0) / 2 for a, b in zip(segs, segs[1:], strict=False) if 0 < b.y0 - a.y1 < 6]
        )
    if len(xs) < 3 or not gaps[0]:
        return []
    out = []
    for y in gaps[0]:
        if all(any(abs(y - g) <= 1.5 for g in gs) for gs in gaps[1:]):
            out.append((y, [Rule(x0, y, x1, y)]))
    return out


def _apart(lines: list[list[Word]], left: tuple[float, float], right: tuple[float, float]) -> bool:
    """Whether a band holds text on both sides of a column boundary, further apart than words
    of one label, and none across it: two cells, although the rule between them is not drawn in
    this band (Word's banded table styles draw the inner vertical rules only on every other row;
    a heading band is a filled box). A label centred over the boundary ("15 min") is one cell."""
    x = right[0]
    both = 0
    for ln in lines:
        if any(w.x0 < x - 0.5 and w.x1 > x + 0.5 for w in ln):
            return False
        before = [w for w in ln if left[0] <= w.xc < x]
        after = [w for w in ln if x <= w.xc < right[1]]
        if before and after:
            gap = min(w.x0 for w in after) - max(w.x1 for w in before)
            if gap < 0.8 * max(w.size for w in ln):
                return False
            both += 1
    return both > 0


def _crosses(rules: list[Rule], a: float, b: float) -> bool:
    covered = sum(max(0.0, min(r.x1, b) - max(r.x0, a)) for r in rules)
    return covered >= _CROSS * (b - a)


def _present(layout: PageLayout, x: float, y: float) -> bool:
    return any(abs(r.x - x) <= _SAME_X and r.y0 - 1 <= y <= r.y1 + 1 for r in layout.vrules)


@dataclass(slots=True)
class _Band:
    top: float
    bottom: float
    lines: list[list[Word]]


def _bands(words: list[Word], ys: list[float], bbox: BBox, size: float) -> list[_Band]:
    """Text between consecutive rules; lines above the first or below the last rule (a
    heading hugging the top rule) are bands of their own."""
    edges = [bbox[1] - 1, *ys, bbox[3] + 1]
    by_line: list[list[Word]] = []
    for w in sorted(words, key=lambda w: w.baseline):
        if by_line and abs(w.baseline - by_line[-1][0].baseline) <= 0.3 * size:
            by_line[-1].append(w)
        else:
            by_line.append([w])
    bands: list[_Band] = []
    for top, bottom in zip(edges, edges[1:], strict=False):
        lines = [ln for ln in by_line if top <= (ln[0].y0 + ln[0].y1) / 2 < bottom]
        if not lines:
            continue
        outside = top == edges[0] and ys and bottom == ys[0] or bottom == edges[-1]
        if outside and len(ys) >= 2:
            bands += [_Band(top, bottom, [ln]) for ln in lines]
        else:
            bands.append(_Band(top, bottom, lines))
    return bands


def _cells(lines: list[list[Word]], slots: list[tuple[float, float]]) -> list[list[str]]:
    """Per line, the text in each column."""
    out = []
    for ln in lines:
        row = [""] * len(slots)
        ws = sorted(ln, key=lambda w: w.x0)
        # One run of words, each a word space from the next, is one cell even where a rule
        # runs through it: a row-group label wider than its column ("Dry cold (below -8 °C)").
        run = all(b.x0 - a.x1 <= _RUN_GAP_EM * a.size for a, b in zip(ws, ws[1:], strict=False))
        run = run and not _centred_heads(ws, slots)
        first: int | None = None
        for w in ws:
            c = next((c for c, (a, b) in enumerate(slots) if a <= w.xc < b), None)
            if c is None:
                continue
            if run and len(ws) > 1:
                first = c if first is None else first
                c = first
            row[c] = f"{row[c]} {w.text}".strip()
        out.append(row)
    return out


# Words this close (in ems) are one run of text, even with a rule drawn between them.
_RUN_GAP_EM = 0.4
# A piece of text whose middle is this close (in ems) to its cell's middle is centred in it.
_CENTRED_EM = 0.3


def _centred_heads(ws: list[Word], slots: list[tuple[float, float]]) -> bool:
    """Whether a run of words is two or more heads, each centred in its own ruled cell: group
    heads wider than their cells spill over the rule between them and meet with a word space
    ("Hot water (min) Days to port" over two pairs of columns), where a label running on from
    its cell starts at the cell's left edge and is centred in none."""
    pieces: dict[int, list[Word]] = {}
    for w in ws:
        c = next((c for c, (a, b) in enumerate(slots) if a <= w.xc < b), None)
        if c is None:
            return False
        pieces.setdefault(c, []).append(w)
    if len(pieces) < 2:
        return False
    return all(
        abs((min(w.x0 for w in p) + max(w.x1 for w in p)) / 2 - sum(slots[c]) / 2)
        <= _CENTRED_EM * p[0].size
        for c, p in pieces.items()
    )


def _closed(text: str) -> bool:
    """Whether a cell's brackets are all closed: "−14.8 (−20.7" runs on to "to −8.9)" on the
    next line, a confidence interval wrapped in its cell."""
    return text.count("(") <= text.count(")") and text.count("[") <= text.count("]")


def _records(
    lines: list[list[Word]], slots: list[tuple[float, float]], ruled_rows: bool
) -> list[list[str]]:
    """The rows of one band: where rules separate the rows, lines are one row unless they hold
    values in the same column; where they do not (a grid ruled only around its columns), each
    line is a row unless its first cell is empty (it carries on the row above). A label set
    once for several records is repeated on each."""
    per_line = _cells(lines, slots)
    groups: list[list[list[str]]] = []
    for row in per_line:
        if ruled_rows:
            carries_on = (
                not any(
                    numeric(row[c])
                    and any(numeric(prev[c]) for prev in groups[-1])
                    and _closed(" ".join(prev[c] for prev in groups[-1]))
                    for c in range(len(slots))
                )
                if groups
                else False
            )
        else:
            carries_on = bool(groups) and not row[0]
        if carries_on:
            groups[-1].append(row)
        else:
            groups.append([row])
    records = [
        [join_lines([g[k][c] for k in range(len(g))]) for c in range(len(slots))] for g in groups
    ]
    if len(records) > 1:
        filled = [r[0] for r in records if r[0]]
        if len(filled) == 1 and not numeric(filled[0]):
            for r in records:
                r[0] = filled[0]
    return records


def read_lattice(
    layout: PageLayout, bbox: BBox, xs: list[float], max_header_rows: int, *, with_header: bool
) -> Lattice | None:
    words = layout.words_in(bbox)
    if not words:
        return None
    size = sorted(w.size for w in words)[len(words) // 2]
    x0, _, x1, _ = bbox
    bounds = [min(x0, xs[0]) - 1, *[x for x in xs if xs[0] < x < xs[-1]], max(x1, xs[-1]) + 1]
    if xs[0] - x0 > _SAME_X:
        bounds.insert(1, xs[0])
    if x1 - xs[-1] > _SAME_X:
        bounds.insert(-1, xs[-1])
    slots = list(zip(bounds, bounds[1:], strict=False))
    rule_rows = sorted(_rule_ys(layout, bbox) + _breaks(layout, bbox, xs), key=lambda r: r[0])
    bands = _bands(words, [y for y, _ in rule_rows], bbox, size)
    if not bands:
        return None
    inner = [y for y, _ in rule_rows if bbox[1] + 2 < y < bbox[3] - 2]
    ruled_rows = len(inner) >= 2  # a heading rule and at least one between body rows
    rows: list[list[str]] = []
    owner: list[int] = []  # band index of each row
    for bi, band in enumerate(bands):
        mid = (
            min(w.y0 for ln in band.lines for w in ln) + max(w.y1 for ln in band.lines for w in ln)
        ) / 2
        # Columns whose boundary is not drawn in this band form one spanning cell.
        groups: list[list[int]] = [[0]]
        for c in range(1, len(slots)):
            if _present(layout, slots[c][0], mid) or _apart(band.lines, slots[c - 1], slots[c]):
                groups.append([c])
            else:
                groups[-1].append(c)
        merged = [(slots[g[0]][0], slots[g[-1]][1]) for g in groups]
        for rec in _records(band.lines, merged, ruled_rows):
            row = [""] * len(slots)
            filled = [(g, text) for g, text in zip(groups, rec, strict=True) if text]
            if len(filled) == 1 and len(filled[0][0]) > 1 and filled[0][0][0] == 0:
                row[0] = filled[0][1]  # a heading row over the rows below it: said once
            else:
                for g, text in zip(groups, rec, strict=True):
                    for c in g:
                        row[c] = text
            rows.append(row)
            owner.append(bi)
    skips: list[set[int]] = []
    for i in range(len(rows) - 1):
        a, b = owner[i], owner[i + 1]
        if a == b:
            skips.append(set())
            continue
        between = [rules for y, rules in rule_rows if bands[a].bottom - 1 <= y <= bands[b].top + 1]
        if not between:
            skips.append(set())
            continue
        rules = [r for rs in between for r in rs]
        skips.append({c for c, (p, q) in enumerate(slots) if not _crosses(rules, p, q)})
    rows, owner, skips = _merge_unruled(rows, owner, skips, len(slots))
    rows = spread_down(rows, skips)
    n_head = (
        _header_bands(rows, owner, rule_rows, bands, slots, max_header_rows) if with_header else 0
    )
    header = [join_levels([r[c] for r in rows[:n_head]]) for c in range(len(slots))]
    body = rows[n_head:]
    if not body:
        return None
    header, body = spanned_heads(header, body)
    blocks = split_sections(header, body, max_header_rows)
    (header, body), rest = blocks[0], blocks[1:]
    return Lattice(header, body, rest)


def _merge_unruled(
    rows: list[list[str]], owner: list[int], skips: list[set[int]], n: int
) -> tuple[list[list[str]], list[int], list[set[int]]]:
    """Rows whose boundary crosses no column at all (a stray stroke, a break in the drawing)
    are one row."""
    out, own, sk = [rows[0]], [owner[0]], []
    for i in range(1, len(rows)):
        if len(skips[i - 1]) == n:
            out[-1] = [join_lines([a, b]) for a, b in zip(out[-1], rows[i], strict=True)]
            continue
        sk.append(skips[i - 1])
        out.append(rows[i])
        own.append(owner[i])
    return out, own, sk


def _header_bands(
    rows: list[list[str]],
    owner: list[int],
    rule_rows: list[tuple[float, list[Rule]]],
    bands: list[_Band],
    slots: list[tuple[float, float]],
    max_rows: int,
) -> int:
    """Rows above the first rule that closes every column; a heading row that ends on a cell
    spanning several columns ("Number of servers") goes on to the row that names them."""
    first_full = next(
        (
            y
            for y, rules in rule_rows
            if y > bands[0].bottom - 1.5 and all(_crosses(rules, a, b) for a, b in slots)
        ),
        None,
    )
    n = 1
    if first_full is not None:
        n = sum(1 for i in range(len(rows)) if bands[owner[i]].bottom <= first_full + 1.5)
        n = max(1, min(n, max_rows))
    # (not onto a record: "Maxout | 9.38" under "method" spanning three columns gives a value
    # under a head of its own, "error (%)"; heads under a span, "3 | 5 | 7", may be numbers)
    while (
        n < len(rows) - 1
        and n < max_rows
        and spans(rows[n - 1])
        and not _record_under(rows[n], rows[n - 1])
    ):
        n += 1
    # A units row ruled off under the heads ("(% w/w)") is part of the heading.
    while n < len(rows) - 1 and n < max_rows and units_row(rows[n]):
        n += 1
    return n


# A year is a heading under a group label ("2013 | 2023" under "Thickness (cm)"), not a value.
_YEAR = re.compile(r"(?:1[89]|20)\d\d")


def _record_under(row: list[str], head: list[str]) -> bool:
    """Whether a row under a heading row with a spanning label is a record: it holds a value
    (not a year) under a column whose head spans no other."""

    def spanned(c: int) -> bool:
        return any(0 <= d < len(head) and head[d] == head[c] for d in (c - 1, c + 1))

    return any(
        numeric(cell) and any(ch.isdigit() for ch in cell) and not _YEAR.fullmatch(cell.strip())
        for c, cell in enumerate(row)
        if c > 0 and head[c] and not spanned(c)
    )
