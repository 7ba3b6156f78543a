"""Read the cells of one table region: rows from baselines, columns from gaps and rules.

Columns come from the body rows only (headers are often centred over several columns), as the
x-ranges no cell covers, plus vertical rules. A cell that spans columns in the body (a
full-width remark such as "positional embedding instead of sinusoids") hides the gap it
crosses; such hidden gaps are found as deep dips in the column coverage and split too.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from paperlens.ingest.tables_cells import (
    fill_down,
    join_levels,
    join_lines,
    join_records,
    merge_wrapped,
    numeric,
    split_sections,
    spread_down,
)
from paperlens.ingest.tables_group_heads import YEAR, leaves_under_groups, years_under_groups
from paperlens.ingest.tables_lattice import column_rules, read_lattice
from paperlens.ingest.tables_layout import PageLayout, Rule, Word, joined_hrules

BBox = tuple[float, float, float, float]

# A rule at least this share of the table width separates row groups; shorter ones are
# \cmidrule-style underlines of a spanning header (which can run to most of the width).
_FULL_RULE = 0.95
# A vertical rule must run along this share of the body to separate columns everywhere.
_FULL_VRULE = 0.5
# Words on baselines closer than this (in ems) share a row.
_SAME_ROW_EM = 0.3
# A gap no row covers must be this wide (in ems) to separate two columns.
_MIN_GAP_EM = 0.2
# A dip in column coverage at most this share of the peaks beside it is a hidden gap.
_DIP_RATIO = 0.34
# Baselines closer than this (in ems) are stacked lines of one row, not two records.
_STACKED_EM = 0.7
# A heading cell overlapping less than this share of a column's content (or of its own width)
# only grazes that column.
_GRAZE = 0.1


@dataclass(slots=True)
class Frag:
    """Words of one row that sit close enough together to be one cell."""

    x0: float
    x1: float
    y: float
    words: list[Word]

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)


@dataclass(slots=True)
class Row:
    words: list[Word]
    frags: list[Frag] = field(default_factory=list)
    y0: float = 0.0
    y1: float = 0.0

    @property
    def yc(self) -> float:
        return (self.y0 + self.y1) / 2


@dataclass(slots=True)
class Grid:
    header: list[str]
    rows: list[list[str]]
    bbox: BBox
    # Further blocks of the same table that bring their own column heads partway down.
    sections: list[tuple[list[str], list[list[str]]]] = field(default_factory=list)
    # Where each column starts (x), for a continuation overleaf to be read on the same columns.
    starts: list[float] = field(default_factory=list)

    @property
    def n_cols(self) -> int:
        return len(self.header)


def build_grid(
    layout: PageLayout,
    bbox: BBox,
    cell_gap_em: float,
    max_header_rows: int,
    *,
    with_header: bool = True,
    starts: list[float] | None = None,
) -> Grid | None:
    """Rows and columns of the region; ``with_header=False`` for a continuation part whose
    heading row was printed on the previous page. ``starts``: the columns of the table's first
    part (where each begins), for a continuation whose own gaps do not show them all (a key
    column left empty because its value was printed once, above the page break)."""
    words = layout.words_in(bbox)
    if not words:
        return None
    rows = _join_straddling_heads(group_rows(words), max_header_rows)
    x0, y0, x1, y1 = bbox
    width = x1 - x0
    hrules = [r for r in layout.hrules if y0 - 2 <= r.y <= y1 + 2 and r.x1 > x0 and r.x0 < x1]
    full = sorted(r.y for r in joined_hrules(hrules) if r.length >= _FULL_RULE * width)
    partial = [r for r in hrules if r.length < _FULL_RULE * width]
    vseps = _vertical_separators(layout, bbox, rows)
    for row in rows:
        # A rule splits cells only where it is drawn: a spanning row may interrupt it.
        here = [
            x
            for x in vseps
            if any(abs(r.x - x) <= 1.5 and r.y0 - 1 <= row.yc <= r.y1 + 1 for r in layout.vrules)
        ]
        row.frags = fragments(row.words, cell_gap_em, here)
    joins = thousands_joins(rows)
    for row in rows:
        row.frags = split_numbers(row.frags, cell_gap_em, joins)
    size = sorted(w.size for w in words)[len(words) // 2]
    # A rule under the heading that leaves out the label column, whose head spans both heading
    # lines (an HTML ``rowspan`` corner): the heading's end when no full-width rule tells it.
    wide = sorted(
        r.y
        for r in joined_hrules(hrules)
        if r.length >= 0.5 * width and r.x1 >= x1 - 0.05 * width and r.x0 > x0 + 0.05 * width
    )
    n_head = _header_rows(rows, full, max_header_rows, wide) if with_header else 0
    head, body = rows[:n_head], rows[n_head:]
    if starts:
        return _on_columns(head, body, bbox, starts)
    while True:
        head, body = rows[:n_head], rows[n_head:]
        if not body:
            return None
        seps = _column_separators([r.frags for r in body], x0, x1, vseps, _MIN_GAP_EM * size)
        fused = _header_splits(head, body, seps, _MIN_GAP_EM * size)
        seps = sorted(seps + fused)
        slots = [x0 - 1.0, *seps, x1 + 1.0]
        extents = _content_extents(body, slots)
        # A heading row that ends on a label spanning columns goes on to the row naming them,
        # unless that "label" is the column heads set too close to split (one word over each
        # column) and the row under it is a record: then the heads are split at the columns.
        if n_head and _spanning(head[-1], extents):
            split = _fused_heads(head[-1], slots, partial)
            if split is not None and _record(body[0], slots):
                head[-1].frags = split
            elif n_head < min(max_header_rows, len(rows) - 1):
                n_head += 1
                continue
        elif n_head and _open_span(head, extents) and n_head < min(max_header_rows, len(rows) - 1):
            n_head += 1
            continue
        break
    xs = column_rules(layout, bbox)
    if _is_lattice(xs, bbox, seps, head, body):
        lattice = read_lattice(layout, bbox, xs, max_header_rows, with_header=with_header)
        if lattice is not None:
            return Grid(lattice.header, lattice.rows, bbox, lattice.sections)
    for r in body:
        r.frags = _split_at(r.frags, seps)
    n_cols = len(slots) - 1
    cells = [_body_cells(r.frags, slots) for r in body]
    header = _header_cells(
        [f for r in head for f in r.frags], slots, extents, partial, head, vseps, hrules
    )
    cells, body = _fill_row_labels(cells, body, sorted(full + _group_rules(partial, slots)))
    cells = spread_down(cells, _rule_skips(body, hrules, slots), join=False)
    cells, groups = _merge_stacked(cells, body, full, size)
    own = merge_wrapped(cells, [g[0].words[0].baseline for g in groups], size)
    if len(set(own)) < len(own):
        cells = join_records(cells, own)
        merged: dict[int, list[Row]] = {}
        for g, k in zip(groups, own, strict=True):
            merged.setdefault(k, []).extend(g)
        groups = list(merged.values())
    own = _wrapped_labels(cells, groups, slots, size)
    if len(set(own)) < len(own):
        cells = join_records(cells, own)
        merged = {}
        for g, k in zip(groups, own, strict=True):
            merged.setdefault(k, []).extend(g)
        groups = list(merged.values())
    cells = fill_down(cells, _label_breaks(groups, hrules, slots))
    keep = [c for c in range(n_cols) if header[c] or any(row[c] for row in cells)]
    header = [header[c] for c in keep]
    cells = [[row[c] for c in keep] for row in cells]
    blocks = split_sections(header, cells, max_header_rows)
    (header, cells), rest = blocks[0], blocks[1:]
    return Grid(header, cells, bbox, rest, [slots[c] for c in keep])


def _on_columns(
    head: list[Row],
    body: list[Row],
    bbox: BBox,
    starts: list[float],
) -> Grid | None:
    """The region read on given columns (a continuation on its first part's columns)."""
    if not body or len(starts) < 2:
        return None
    slots = [bbox[0] - 1.0, *starts[1:], bbox[2] + 1.0]
    for r in [*head, *body]:
        r.frags = [
            Frag(ws[0].x0, max(w.x1 for w in ws), f.y, ws)
            for f in r.frags
            for ws in _cut_words(f.words, slots)
        ]

    def placed(r: Row) -> list[str]:
        cells = [""] * len(starts)
        for f in r.frags:  # by where the words stand: a head may start left of its column
            c = _slot(f.words[0].xc, slots)
            cells[c] = f"{cells[c]} {f.text}".strip()
        return cells

    cells = [placed(r) for r in body]
    heads = [placed(r) for r in head]
    header = [" ".join(c for c in col if c) for col in zip(*heads, strict=True)]
    header = header or [""] * len(starts)
    return Grid(header, cells, bbox, [], list(starts))


def _is_lattice(
    xs: list[float], bbox: BBox, seps: list[float], head: list[Row], body: list[Row]
) -> bool:
    """A fully ruled table: vertical rules inside it, and every column gap the text shows is
    either on a rule or crossed by the heading above it (a bracket and its "× 6" inside one
    ruled cell are one cell, not two columns). A row-group heading alone on its row may run
    past a rule ("Northern region" wider than its column); it moves no column gap."""
    inner = [x for x in xs if bbox[0] + 3 < x < bbox[2] - 3]
    if not inner:
        return False
    bottom = head[-1].frags if head else []
    frags = [
        f
        for r in body
        for f in r.frags
        if len(r.frags) > 1 or not any(f.x0 < x < f.x1 for x in inner)
    ]
    for s in seps:
        # On a rule: the white gap this separator stands in reaches the rule.
        if any(
            abs(s - x) <= 3 or not any(f.x1 > min(s, x) and f.x0 < max(s, x) for f in frags)
            for x in xs
        ):
            continue
        if not any(f.x0 < s < f.x1 for f in bottom):
            return False  # a gap the heading names on both sides: a real column
    return True


def _spanning(row: Row, extents: list[tuple[float, float] | None]) -> bool:
    """Whether a heading row holds a label over several body columns with nothing else beside
    it that names a single column below."""
    for f in row.frags:
        cols = [c for c, e in enumerate(extents) if e and min(e[1], f.x1) - max(e[0], f.x0) > 1.0]
        inside = [
            c for c, e in enumerate(extents) if e and f.x0 - 1 <= (e[0] + e[1]) / 2 <= f.x1 + 1
        ]
        if len(cols) >= 2 and len(inside) >= 2 and not any(c.isdigit() for c in f.text[:1]):
            return True
    return False


def _wrapped_blocks(frags: list[Frag]) -> list[list[Frag]]:
    """Heading lines that wrap one label: each line set at most a line and a half under the one
    above, centred on it or aligned with it at either edge ("Number of" / "recorded failures")."""
    blocks: list[list[Frag]] = []
    for f in sorted(frags, key=lambda g: (g.y, g.x0)):
        size = f.words[0].size
        for b in blocks:
            last = b[-1]
            if 0.5 * size < f.y - last.y <= 1.5 * size and (
                abs((f.x0 + f.x1) - (last.x0 + last.x1)) / 2 < 0.3 * size
                or abs(f.x0 - last.x0) < 0.3 * size
                or abs(f.x1 - last.x1) < 0.3 * size
            ):
                b.append(f)
                break
        else:
            blocks.append([f])
    return blocks


def _box(block: list[Frag]) -> tuple[float, float, float, float]:
    words = [w for f in block for w in f.words]
    return (
        min(f.x0 for f in block),
        min(w.y0 for w in words),
        max(f.x1 for f in block),
        max(w.y1 for w in words),
    )


def _leaves(block: list[Frag], blocks: list[list[Frag]]) -> list[Frag]:
    """The heads under a label among labels side by side (their lines overlapping in height):
    those below it whose middle falls between the midpoints of the gaps to its neighbours (half
    its gap to the other side where it has only one)."""

    x0, y0, x1, y1 = _box(block)
    boxes = [(_box(b), b) for b in blocks]
    line = sorted(
        (bx for bx, b in boxes if b is block or (bx[1] < y1 - 1.0 and bx[3] > y0 + 1.0)),
        key=lambda bx: bx[0],
    )
    if len(line) < 2:
        # Alone on its line (a group head set a line above the heads it spans, with no other
        # label beside it): the heads under its own width; or, where that is one head at most,
        # the years it stands between ("Price (som/kg)" centred over wide cells whose years
        # sit at their right edges, over one year's column only by its ink).
        below = [f for bx, b in boxes if bx[1] >= y1 - 1.0 for f in b]
        under = [f for f in below if x0 <= (f.x0 + f.x1) / 2 <= x1]
        years = sorted((f for f in below if YEAR.match(f.text.strip())), key=lambda f: f.x0)
        mid = (x0 + x1) / 2
        if len(under) < 2 and len(years) >= 2 and years[0].x1 < mid < years[-1].x0:
            return years
        return under
    k = line.index((x0, y0, x1, y1))
    left = (line[k - 1][2] + x0) / 2 if k else None
    right = (x1 + line[k + 1][0]) / 2 if k + 1 < len(line) else None
    if left is None and right is not None:
        left = x0 - (right - x1)
    if right is None and left is not None:
        right = x1 + (x0 - left)
    assert left is not None and right is not None
    return [
        f for bx, b in boxes if bx[1] >= y1 - 1.0 for f in b if left <= (f.x0 + f.x1) / 2 <= right
    ]


def _nearest_label(
    block: list[Frag],
    blocks: list[list[Frag]],
    rule: Rule,
    x: float,
    leaves: dict[int, list[Frag]],
) -> bool:
    """Whether a label (its wrapped lines) is the one nearest a column at x among the labels
    beside it over one rule: group labels set side by side over a single rule drawn under all
    of them (ReportLab's LINEBELOW, HTML cell borders that touch) each span their own columns,
    when each stands over two heads or more of its own (the words of one label set wide apart
    do not)."""

    def dist(b: list[Frag]) -> float:
        bx = _box(b)
        return max(bx[0] - x, x - bx[2], 0.0)

    if len(leaves.get(id(block[0]), [])) < 2:
        return True
    _, y0, _, y1 = _box(block)
    peers = [
        b
        for b in blocks
        if b is not block
        and _box(b)[1] < y1 - 1.0
        and _box(b)[3] > y0 + 1.0
        and rule.x0 - 1 <= (_box(b)[0] + _box(b)[2]) / 2 <= rule.x1 + 1
        and len(leaves.get(id(b[0]), [])) >= 2
    ]
    return all(dist(block) <= dist(b) for b in peers)


def _open_span(head: list[Row], extents: list[tuple[float, float] | None]) -> bool:
    """Whether some heading row holds a label spanning columns that no later heading row names
    yet: the row of leaf heads ("2021 | 2022") is still to come, below a row label set in the
    middle of the rows it spans (an HTML ``rowspan`` or ReportLab ``SPAN`` cell)."""
    for i, row in enumerate(head):
        below = [f for r in head[i + 1 :] for f in r.frags]
        for f in row.frags:
            if _spanning(Row(row.words, frags=[f]), extents) and not any(
                g.x1 > f.x0 and g.x0 < f.x1 for g in below
            ):
                return True
    return False


def _fused_heads(row: Row, slots: list[float], partial: list[Rule]) -> list[Frag] | None:
    """The row's cells cut where their words fall in different columns, if some cell spans
    columns only because its words, one or more per column, are set closer than a column gap
    ("Objects Grasps" over two columns); None if no cell splits so. A cell with a partial rule
    drawn under it (\\cmidrule) is a group label and stays whole."""
    out: list[Frag] = []
    split = False
    for f in row.frags:
        underlined = any(r.y > f.y and r.x0 - 1 <= f.x0 and f.x1 <= r.x1 + 1 for r in partial)
        pieces: list[list[Word]] = []
        for w in f.words:
            if pieces and _slot(w.xc, slots) == _slot(pieces[-1][-1].xc, slots):
                pieces[-1].append(w)
            else:
                pieces.append([w])
        if len(pieces) < 2 or underlined:
            out.append(f)
            continue
        split = True
        out += [Frag(p[0].x0, max(w.x1 for w in p), f.y, p) for p in pieces]
    return out if split else None


def _record(row: Row, slots: list[float]) -> bool:
    """Whether a row reads as a record: a row label in the first column and values in most of
    the others (a heading row naming columns leaves the label column empty or holds words)."""
    cells = _body_cells(row.frags, slots)
    rest = [c for c in cells[1:] if c]
    return bool(cells[0]) and len(rest) >= 1 and sum(numeric(c) for c in rest) * 2 > len(rest)


def _rule_skips(body: list[Row], hrules: list[Rule], slots: list[float]) -> list[set[int]]:
    """For each pair of neighbouring rows, the columns a rule drawn between them leaves out."""
    out: list[set[int]] = []
    for a, b in zip(body, body[1:], strict=False):
        between = [r for r in hrules if a.yc < r.y < b.yc]
        if not between:
            out.append(set())
            continue
        out.append(
            {
                c
                for c in range(len(slots) - 1)
                if not any(r.x0 - 1 <= (slots[c] + slots[c + 1]) / 2 <= r.x1 + 1 for r in between)
            }
        )
    return out


def _label_breaks(groups: list[list[Row]], hrules: list[Rule], slots: list[float]) -> set[int]:
    """Rows with a rule through the label column right above them."""
    mid = (slots[0] + slots[1]) / 2 if len(slots) > 1 else slots[0]
    out = set()
    for i in range(1, len(groups)):
        top = min(r.y0 for r in groups[i])
        bottom = max(r.y1 for r in groups[i - 1])
        if any(bottom - 2 <= r.y <= top + 2 and r.x0 - 1 <= mid <= r.x1 + 1 for r in hrules):
            out.add(i)
    return out


# A bare value, with a percent sign or significance stars ("0.214***"); in parentheses, a
# standard error or a share, which splits only from another in parentheses ("(0.031) (0.029)"),
# never from the value it qualifies ("1.19 (86.2)").
_PLAIN_NUMBER = re.compile(r"^[-−+]?\d[\d,]*(?:\.\d+)?%?[*†‡∗]{0,3}$")
_BRACKETED_NUMBER = re.compile(r"^\([-−+]?\d[\d,]*(?:\.\d+)?%?\)[*†‡∗]{0,3}$")


# The pieces of a number whose thousands are set apart by a space ("15 300", "−1 250,5"): a
# lead of one to three digits, then groups of exactly three (the last with decimals).
_LEAD_GROUP = re.compile(r"^[-−+]?\d{1,3}$")
_GROUP = re.compile(r"^\d{3}$")
_LAST_GROUP = re.compile(r"^\d{3}(?:[.,]\d+)?%?$")
# Right edges of one right-aligned column agree within this (points).
_ALIGN_PT = 1.5


def _grouped_runs(frag: Frag) -> list[list[Word]]:
    """Runs of words in a cell that read as one space-grouped number."""
    runs: list[list[Word]] = []
    ws = frag.words
    i = 0
    while i < len(ws):
        if _LEAD_GROUP.match(ws[i].text):
            j = i + 1
            while j < len(ws) and _GROUP.match(ws[j].text):
                j += 1
            if j < len(ws) and _LAST_GROUP.match(ws[j].text) and not _GROUP.match(ws[j].text):
                j += 1
            if j - i >= 2:
                runs.append(ws[i:j])
                i = j
                continue
        i += 1
    return runs


def _leads_aligned(runs: list[list[Word]]) -> bool:
    """The pieces before the last groups end at one edge, within each weight: a bold row (a
    total) sets wider digits and a wider space, so its lead ends a little further left."""
    for bold in (False, True):
        ends = [run[-2].x1 for run in runs if run[-1].bold == bold]
        if ends and max(ends) - min(ends) > _ALIGN_PT:
            return False
    return True


def thousands_joins(rows: list[Row]) -> set[int]:
    """Words (by ``id``) that go on a number whose thousands are set apart by a word space
    ("15 300"), which :func:`split_numbers` would otherwise cut into two cells.

    A column of such numbers is one right-aligned column: the runs' last groups end at one
    edge, the pieces before them end at one edge too, and the gap between the two is where no
    other row has two things: no row sets a word on each side of that gap with none across it
    (two heads, "n" over the lead and "mean" over the group, or two values that are no grouped
    number). A head across the gap ("Traffic (vehicles/day)") or a smaller value under the
    groups ("850") is what a grouped column has."""
    found: list[tuple[Row, list[Word]]] = []
    for row in rows:
        for f in row.frags:
            found += [(row, run) for run in _grouped_runs(f)]
    out: set[int] = set()
    while found:
        right = found[0][1][-1].x1
        column = [(r, run) for r, run in found if abs(run[-1].x1 - right) <= _ALIGN_PT]
        found = [x for x in found if x not in column]
        # The gap before the last group, where a lead column would end.
        gap_lo = max(run[-2].x1 for _, run in column)
        gap_hi = min(run[-1].x0 for _, run in column)
        if gap_hi <= gap_lo or not _leads_aligned([run for _, run in column]):
            continue
        left = min(run[0].x0 for _, run in column)
        members = {id(r) for r, _ in column}
        split = False
        for row in rows:
            if id(row) in members:
                continue
            near = [w for w in row.words if w.x1 > left and w.x0 < right]
            across = any(w.x0 < gap_hi and w.x1 > gap_lo for w in near)
            if (
                not across
                and any(w.x1 <= gap_lo for w in near)
                and any(w.x0 >= gap_hi for w in near)
            ):
                split = True
                break
        if not split:
            out |= {id(w) for _, run in column for w in run[1:]}
    return out


def split_numbers(
    frags: list[Frag], gap_em: float, joins: set[int] | frozenset[int] = frozenset()
) -> list[Frag]:
    """Two plain numbers side by side are two cells, however close ("20 100", "0.32 21.67"):
    no cell holds two bare numbers. A thousands group set with a thin space ("1 000") stays,
    and so do the words ``joins`` puts on the number before them (:func:`thousands_joins`)."""
    out: list[Frag] = []
    for f in frags:
        current = [f.words[0]]
        for w in f.words[1:]:
            if id(w) in joins:
                current.append(w)
                continue
            prev = current[-1]
            both = (_PLAIN_NUMBER.match(prev.text) and _PLAIN_NUMBER.match(w.text)) or (
                _BRACKETED_NUMBER.match(prev.text) and _BRACKETED_NUMBER.match(w.text)
            )
            thousands = (
                re.fullmatch(r"\d{1,3}", prev.text)
                and re.fullmatch(r"\d{3}", w.text)
                and w.x0 - prev.x1 < 0.2 * w.size
            )
            if both and not thousands:
                out.append(Frag(current[0].x0, current[-1].x1, f.y, current))
                current = [w]
            else:
                current.append(w)
        out.append(Frag(current[0].x0, max(w.x1 for w in current), f.y, current))
    return out


def _header_splits(
    head: list[Row], body: list[Row], seps: list[float], min_gap: float
) -> list[float]:
    """Column gaps the heading shows but the body hides: body cells set so close that they fuse
    ("98 [91;100] 98 [92;99]") under two separate heads. Split where the body has a word gap
    between the two heads' centres, if that splits some fused body cell."""
    if not head:
        return []
    finest = max(head, key=lambda r: len(r.frags)).frags
    out: list[float] = []
    for a, b in zip(finest, finest[1:], strict=False):
        lo, hi = (a.x0 + a.x1) / 2, (b.x0 + b.x1) / 2
        if any(lo < s < hi for s in seps):
            continue
        ivals = [[(w.x0, w.x1) for w in r.words if w.x1 > lo and w.x0 < hi] for r in body]
        edges, counts = _coverage([[(max(p, lo), min(q, hi)) for p, q in iv] for iv in ivals])
        best: tuple[float, float] | None = None
        i = 0
        while i < len(counts):
            if counts[i]:
                i += 1
                continue
            j = i
            while j < len(counts) and not counts[j]:
                j += 1
            if best is None or edges[j] - edges[i] > best[1] - best[0]:
                best = (edges[i], edges[j])
            i = j
        if best is None or best[1] - best[0] < min_gap:
            continue
        x = (best[0] + best[1]) / 2
        crossing = [f for r in body for f in r.frags if f.x0 < x < f.x1]
        if crossing and all(_two_values(f, x) for f in crossing):
            out.append(x)
    return out


_OPERATOR_END = re.compile(r"[·×x*/+\-−–±=,;:(\[]$")


def _two_values(frag: Frag, x: float) -> bool:
    """Whether cutting a cell at x leaves a complete value on each side ("98 [91;100]" |
    "98 [92;99]"), not the halves of one ("2.3 ·" | "10^19")."""
    left = " ".join(w.text for w in frag.words if w.xc < x)
    right = " ".join(w.text for w in frag.words if w.xc >= x)
    return (
        bool(left and right)
        and numeric(left)
        and numeric(right)
        and not _OPERATOR_END.search(left)
        and not re.match(r"^[·×*/+=,;:)\]]", right)
    )


def _cut_words(words: list[Word], slots: list[float]) -> list[list[Word]]:
    """Words of one fragment in runs that stand (by their middles) in one column each."""
    runs = [[words[0]]]
    for w in words[1:]:
        if _slot(w.xc, slots) != _slot(runs[-1][-1].xc, slots):
            runs.append([w])
        else:
            runs[-1].append(w)
    return runs


def _split_at(frags: list[Frag], seps: list[float]) -> list[Frag]:
    """Cut a cell where a column separator falls in a gap between its words, if each side is a
    value of its own: columns set so tight that two values fused ("98 [91;100] 98 [92;99]")."""
    out: list[Frag] = []
    for f in frags:
        cuts = [s for s in seps if f.x0 < s < f.x1 and _two_values(f, s)]
        if not cuts:
            out.append(f)
            continue
        current = [f.words[0]]
        for w in f.words[1:]:
            if any(current[-1].xc < s < w.xc for s in cuts):
                out.append(Frag(current[0].x0, max(x.x1 for x in current), f.y, current))
                current = [w]
            else:
                current.append(w)
        out.append(Frag(current[0].x0, max(x.x1 for x in current), f.y, current))
    return out


def group_rows(words: list[Word]) -> list[Row]:
    rows: list[Row] = []
    for w in sorted(words, key=lambda w: w.baseline):
        if rows:
            last = rows[-1]
            ref = last.words[0]
            if abs(w.baseline - ref.baseline) <= _SAME_ROW_EM * min(w.size, ref.size):
                last.words.append(w)
                continue
        rows.append(Row([w]))
    for r in rows:
        r.words.sort(key=lambda w: w.x0)
        r.y0 = min(w.y0 for w in r.words)
        r.y1 = max(w.y1 for w in r.words)
    return rows


def _join_straddling_heads(rows: list[Row], max_header_rows: int) -> list[Row]:
    """A head centred down the two heading lines it spans (an HTML ``rowspan`` corner:
    "Layer height" beside "Nozzle 200 °C" over "UTS | Porosity") sits on a baseline of its
    own, yet reaches up into the line above and shares none of its columns: it is that line's
    cell, so the leaf heads under it still read as the heading's second line."""
    out = rows[:1]
    for i, row in enumerate(rows[1:], start=1):
        above = out[-1]
        size = min(w.size for w in row.words)
        below = rows[i + 1].words if i + 1 < len(rows) else []
        if (
            i < max_header_rows
            and above.y1 - row.y0 >= _STRADDLE_EM * size
            and not any(numeric(w.text) for w in row.words)
            # (the line under it is the heading's second line, not a row of values: a row
            # group's name centred down its two rows, "Dry" beside "TETA-SBA" and "PEI-SBA",
            # is no head)
            and below
            and 2 * sum(numeric(w.text) for w in below) < len(below)
            and not any(w.x0 < v.x1 and v.x0 < w.x1 for w in row.words for v in above.words)
        ):
            words = sorted([*above.words, *row.words], key=lambda w: w.x0)
            out[-1] = Row(words, y0=above.y0, y1=above.y1)  # the line stays where it is
            continue
        out.append(row)
    return out


# How far (in ems) a head must reach up into the line above to be that line's cell: more than
# the descenders and accents of neighbouring lines ever overlap.
_STRADDLE_EM = 0.2


def _vertical_separators(layout: PageLayout, bbox: BBox, rows: list[Row]) -> list[float]:
    if not rows:
        return []
    x0, _, x1, _ = bbox
    top, bottom = rows[0].y0, rows[-1].y1
    height = max(bottom - top, 1.0)
    cover: dict[int, float] = {}
    for r in layout.vrules:
        if not (x0 + 2 < r.x < x1 - 2):
            continue
        overlap = min(r.y1, bottom) - max(r.y0, top)
        if overlap > 0:
            key = round(r.x)
            cover[key] = cover.get(key, 0.0) + overlap
    return sorted(float(x) for x, h in cover.items() if h >= _FULL_VRULE * height)


# A space glyph up to this wide (in ems) is a word space: a monospaced font's, 0.6 em, may
# stand between cells as a single space.
_WIDE_SPACE_EM = 0.5
_SPACE_SLACK = 0.5  # points


def fragments(words: list[Word], gap_em: float, vseps: list[float]) -> list[Frag]:
    frags: list[Frag] = []
    for w in words:
        if frags:
            last = frags[-1]
            gap = w.x0 - last.x1
            crosses = any(last.x1 <= s <= w.x0 for s in vseps)
            # (the text's own space between two words of a cell, however wide its font sets it)
            spaced = 0 < w.spaced <= _WIDE_SPACE_EM * w.size and gap <= w.spaced + _SPACE_SLACK
            if (gap <= gap_em * w.size or spaced) and not crosses:
                last.words.append(w)
                last.x1 = max(last.x1, w.x1)
                continue
        frags.append(Frag(w.x0, w.x1, w.baseline, [w]))
    return frags


def _header_rows(
    rows: list[Row], full_rules: list[float], max_rows: int, wide: Sequence[float] = ()
) -> int:
    """Rows above the first inner full-width rule (booktabs \\midrule); else the first row.

    In fully ruled tables every row has a rule under it, and a data row without numbers (a layer
    name) must not be taken for a heading, so a later rule ends the heading only when every row
    above it is words and the rows below it hold values: a group heading ruled off from the
    column heads under it ("Architecture" over "Filters | Symmetries")."""
    cuts = [sum(1 for r in rows if r.yc < y) for y in full_rules]
    cuts = [n for n in dict.fromkeys(cuts) if 0 < n < len(rows)]
    if not cuts:
        cuts = [n for n in (sum(1 for r in rows if r.yc < y) for y in wide) if 0 < n < len(rows)]
        cuts = [n for n in cuts[:1] if _heading_block(rows[:n], max_rows)]
        if cuts:
            # The rule may be one under a group head over its leaf heads only (\cmidrule),
            # with the leaf heads and the label column's head on the line under it.
            return _heading_lines(rows, max_rows, start=cuts[0])
    if not cuts:
        return _heading_lines(rows, max_rows)
    first = cuts[0]
    if first > max_rows and not _heading_block(rows[:first], max_rows):
        # A rule far down (a line over a total or reference row) does not end the heading.
        return _heading_lines(rows, max_rows)
    for n in cuts[1:]:
        if n > max_rows:
            break
        below = rows[n:]
        valued = sum(1 for r in below if any(numeric(f.text) for f in r.frags))
        if any(numeric(f.text) for r in rows[:n] for f in r.frags) or valued * 2 <= len(below):
            break
        first = n
    return first


def _heading_lines(rows: list[Row], max_rows: int, start: int = 1) -> int:
    """No rule to tell: a second heading line of units or leaf heads ("mg/l"), which leaves the
    label column empty and holds no value, goes on the heading (after its first ``start``
    lines)."""
    n = start
    while n < min(max_rows, len(rows) - 1) and _heading_line(rows[n], rows[n - 1], rows[0]):
        n += 1
    return n


def _heading_block(rows: list[Row], max_rows: int) -> bool:
    """Whether lines above a rule are a heading of at most ``max_rows`` lines' height: cells
    wrapped and centred vertically in their heading row (ReportLab, HTML, Word) set their
    lines at many baselines, more than the heading has lines."""
    sizes = sorted(w.size for r in rows for w in r.words)
    if not sizes:
        return False
    lines = (rows[-1].y1 - rows[0].y0) / (1.3 * sizes[len(sizes) // 2])
    # Longer only if it is all words but for its last line (the years under their groups).
    words_only = not any(numeric(f.text) for r in rows[:-1] for f in r.frags)
    return lines <= max_rows or (lines <= 2 * max_rows and words_only)


def _heading_line(row: Row, above: Row, head: Row) -> bool:
    """A line under the heading that goes on with it: it holds no value, sits a line under the
    one above, and either leaves the label column empty (units, leaf heads) or is set bold
    across several cells under a bold first heading line (every head wrapped onto a second
    line, the label column's too, in a table with no rule to end the heading)."""
    bold = len(row.frags) >= 2 and all(w.bold for w in [*row.words, *head.words])
    if not (row.frags and head.frags) or row.y0 - above.y1 >= 1.0 * row.words[0].size:
        return False
    if years_under_groups(row, above) or leaves_under_groups(row, above, _HEAD_WORDS):
        return True
    return (row.words[0].x0 > head.frags[0].x1 or bold) and all(
        not numeric(f.text) and len(f.text.split()) <= _HEAD_WORDS for f in row.frags
    )


# Words a heading line's cell may hold ("m³ per hectare", "g per m³").
_HEAD_WORDS = 4


def _column_separators(
    rows: list[list[Frag]], x0: float, x1: float, vseps: list[float], min_gap: float
) -> list[float]:
    bounds = [x0, *[s for s in vseps if x0 < s < x1], x1]
    seps: list[float] = list(bounds[1:-1])
    for a, b in zip(bounds, bounds[1:], strict=False):
        ivals = [
            [(max(f.x0, a), min(f.x1, b)) for f in frags if f.x1 > a and f.x0 < b] for frags in rows
        ]
        seps += _gaps_in(ivals, min_gap)
    return sorted(seps)


def _coverage(rows: list[list[tuple[float, float]]]) -> tuple[list[float], list[int]]:
    """Elementary x-intervals (as edges) and how many rows cover each."""
    edges = sorted({x for ivs in rows for iv in ivs for x in iv})
    counts = []
    for lo, hi in zip(edges, edges[1:], strict=False):
        mid = (lo + hi) / 2
        counts.append(sum(any(a <= mid <= b for a, b in ivs) for ivs in rows))
    return edges, counts


def _gaps_in(rows: list[list[tuple[float, float]]], min_gap: float) -> list[float]:
    edges, counts = _coverage(rows)
    if len(edges) < 2:
        return []
    seps: list[float] = []
    # Runs of intervals with no cover: the plain column gaps.
    segments: list[tuple[int, int]] = []  # index ranges of covered stretches
    i = 0
    n = len(counts)
    start = 0
    while i < n:
        if counts[i] == 0:
            j = i
            while j < n and counts[j] == 0:
                j += 1
            if edges[j] - edges[i] >= min_gap:
                seps.append((edges[i] + edges[j]) / 2)
                segments.append((start, i))
                start = j
            i = j
        else:
            i += 1
    segments.append((start, n))
    for lo, hi in segments:
        seps += _hidden_gaps(edges, counts, lo, hi, min_gap)
    return seps


def _hidden_gaps(
    edges: list[float], counts: list[int], lo: int, hi: int, min_gap: float
) -> list[float]:
    """Deep dips in coverage inside one covered stretch: a gap crossed by a spanning cell."""
    if hi - lo < 3:
        return []
    cut = max(counts[lo:hi]) * _DIP_RATIO
    best: tuple[float, int, int] | None = None
    i = lo
    while i < hi:
        if counts[i] > cut:
            i += 1
            continue
        j = i
        while j < hi and counts[j] <= cut:
            j += 1
        if i > lo and j < hi:
            # Deep relative to the columns on both sides, not only to the tallest one.
            thr = _DIP_RATIO * min(max(counts[lo:i]), max(counts[j:hi]))
            k = i
            while k < j:
                if counts[k] > thr:
                    k += 1
                    continue
                m = k
                while m < j and counts[m] <= thr:
                    m += 1
                width = edges[m] - edges[k]
                if width >= min_gap and (best is None or width > best[0]):
                    best = (width, k, m)
                k = m
        i = j
    if best is None:
        return []
    _, k, m = best
    return [
        *_hidden_gaps(edges, counts, lo, k, min_gap),
        (edges[k] + edges[m]) / 2,
        *_hidden_gaps(edges, counts, m, hi, min_gap),
    ]


def _slot(x: float, slots: list[float]) -> int:
    for c in range(len(slots) - 1):
        if x < slots[c + 1]:
            return c
    return len(slots) - 2


def _body_cells(frags: list[Frag], slots: list[float]) -> list[str]:
    cells = [""] * (len(slots) - 1)
    for f in frags:
        # A spanning cell is written once, in the column where it starts.
        c = _slot(f.x0 + 0.5, slots)
        cells[c] = f"{cells[c]} {f.text}".strip()
    return cells


def _content_extents(body: list[Row], slots: list[float]) -> list[tuple[float, float] | None]:
    ext: list[tuple[float, float] | None] = [None] * (len(slots) - 1)
    for r in body:
        for f in r.frags:
            c = _slot(f.x0 + 0.5, slots)
            if f.x1 > slots[c + 1] + 1:
                continue  # a spanning cell says nothing about one column's width
            e = ext[c]
            ext[c] = (f.x0, f.x1) if e is None else (min(e[0], f.x0), max(e[1], f.x1))
    return ext


def _header_cells(
    frags: list[Frag],
    slots: list[float],
    extents: list[tuple[float, float] | None],
    partial: list[Rule],
    head: list[Row],
    vseps: list[float],
    hrules: list[Rule],
) -> list[str]:
    """Each heading cell goes to every column it spans, and a column's heading lines become
    levels joined with " · ": "BLEU" over EN-DE and EN-FR gives "BLEU · EN-DE" and
    "BLEU · EN-FR". Lines over the same columns are one wrapped level ("Test accu-" /
    "racy %" is "Test accuracy %"), unless each heading row has its own label in the first
    column ("Threads" / "GPU"), which makes every row a level.

    A cell spans the columns under the partial rule drawn beneath it (\\cmidrule); failing
    that, a group label ruled off above the column heads spans the columns between the
    vertical rules around it; failing that, the columns its text overlaps, or the nearest one."""
    n = len(slots) - 1
    head_bottom = max((r.y1 for r in head), default=0.0)
    bottom_row = head[-1].y0 if head else 0.0
    bounds = [slots[0], *vseps, slots[-1]]
    reach = list(extents)
    assigned: list[tuple[Frag, list[int]]] = []
    row_levels = len(head) > 1 and all(_labelled_values(r) for r in head)
    grouping: list[bool] = []
    leaves: dict[int, list[Frag]] = {}
    blocks = _wrapped_blocks(frags)
    block_of = {id(f): b for b in blocks for f in b}
    for b in blocks:
        under_block = _leaves(b, blocks)
        for f in b:
            leaves[id(f)] = under_block
    for f in frags:
        # A head over a column's content, not one that merely grazes it (a wide head beside a
        # long group label in the column before).
        cols = [
            c
            for c, e in enumerate(extents)
            if e
            and min(e[1], f.x1) - max(e[0], f.x0) > max(1.0, _GRAZE * min(e[1] - e[0], f.x1 - f.x0))
        ]
        under = [
            r
            for r in partial
            if f.y < r.y <= head_bottom + 2 and r.x0 - 1 <= (f.x0 + f.x1) / 2 <= r.x1 + 1
        ]
        if under:
            rule = min(under, key=lambda r: r.y)
            cols = [
                c
                for c, e in enumerate(extents)
                if e is not None
                and rule.x0 - 1 <= (e[0] + e[1]) / 2 <= rule.x1 + 1
                and _nearest_label(block_of[id(f)], blocks, rule, (e[0] + e[1]) / 2, leaves)
            ] or cols
        elif vseps and f.y < bottom_row - 1:
            mid = (f.x0 + f.x1) / 2
            lo = max(b for b in bounds if b <= mid)
            hi = min(b for b in bounds if b >= mid)
            inside = [c for c, e in enumerate(extents) if e and lo <= (e[0] + e[1]) / 2 <= hi]
            peers = [g for g in frags if abs(g.y - f.y) < 1.0 and lo <= (g.x0 + g.x1) / 2 <= hi]
            below = [g for g in frags if g.y > f.y + 1.0 and lo <= (g.x0 + g.x1) / 2 <= hi]
            ruled_off = below and any(
                f.y < r.y < min(g.y for g in below) and r.x0 <= f.x0 and r.x1 >= f.x1
                for r in hrules
            )
            if (
                ruled_off
                and len(peers) < len(inside)
                and len(below) >= 2
                and len(inside) > len(cols)
                and set(cols) <= set(inside)
            ):
                cols = inside  # fewer labels than columns between the rules: a group label
        # A group label without a rule or vertical rules to tell its span: the columns of the
        # heads under it, when they stand in two columns or more (not one column's lines).
        group = (
            not under
            and not vseps
            and not row_levels
            and len({_slot((g.x0 + g.x1) / 2, slots) for g in leaves[id(f)]}) >= 2
        )
        grouping.append(group)
        if len(cols) == 1 and not group:
            e = reach[cols[0]]
            reach[cols[0]] = (min(e[0], f.x0), max(e[1], f.x1)) if e else (f.x0, f.x1)
        assigned.append((f, [] if group else cols))
    parts: list[list[tuple[float, float, str, tuple[int, ...]]]] = [[] for _ in range(n)]
    for row in head:
        # A heading line with one cell per column, or none of whose cells stands over any
        # column's content (heads centred in wide cells over numbers set to one side): its
        # cells name columns in order.
        ks = [k for k, (f, cols) in enumerate(assigned) if any(f is g for g in row.frags)]
        if any(grouping[k] for k in ks):
            continue
        centres = [(e[0] + e[1]) / 2 if e else None for e in extents]
        if not ks or len(ks) > sum(x is not None for x in centres):
            continue
        if len(ks) == n or all(not assigned[k][1] for k in ks):
            order = _in_order([assigned[k][0] for k in ks], centres)
            # Only where it agrees with every head already over a column's content.
            if all(
                not assigned[k][1] or c in assigned[k][1] for k, c in zip(ks, order, strict=True)
            ):
                for k, c in zip(ks, order, strict=True):
                    assigned[k] = (assigned[k][0], [c])
    for k, (f, cols) in enumerate(assigned):
        if not cols and not grouping[k]:
            # Over no column's content: the column whose heading or content is nearest.
            def gap(c: int, f: Frag = f) -> float:
                e = reach[c]
                return max(e[0] - f.x1, f.x0 - e[1], 0.0) if e else float("inf")

            best = min(range(n), key=gap)
            cols = [best] if gap(best) < float("inf") else [_slot((f.x0 + f.x1) / 2, slots)]
            assigned[k] = (f, cols)
    placed = {id(f): cols for f, cols in assigned}
    for k, (f, cols) in enumerate(assigned):
        if grouping[k]:
            under_it = {c for g in leaves[id(f)] for c in placed.get(id(g), [])}
            if len(under_it) >= 2:
                cols = sorted(under_it)
            else:  # not a group after all: its own columns, as any other head
                cols = [c for c, e in enumerate(extents) if e and e[1] > f.x0 and e[0] < f.x1]
                cols = cols or [_slot((f.x0 + f.x1) / 2, slots)]
            assigned[k] = (f, cols)
    for f, cols in assigned:
        for c in cols:
            parts[c].append((f.y, f.x0, f.text, tuple(cols)))
    out = []
    for p in parts:
        levels: list[list[str]] = []
        last: tuple[float, tuple[int, ...]] | None = None
        for y, _, text, span in sorted(p):
            same_row = last is not None and abs(y - last[0]) < 1.0
            same_level = last is not None and span == last[1] and not row_levels
            if levels and (same_row or same_level):
                levels[-1].append(text)
            else:
                levels.append([text])
            last = (y, span)
        out.append(join_levels([join_lines(lv) for lv in levels], spans_rows=False))
    return out


def _in_order(frags: list[Frag], centres: list[float | None]) -> list[int]:
    """One column each for cells in left-to-right order (no more cells than columns with
    content), in the same order, as near their columns' centres as can be (all together)."""
    cols = [c for c, x in enumerate(centres) if x is not None]
    k, n = len(frags), len(cols)
    inf = float("inf")
    # cost[i][j]: the best placing of the first i cells over the first j columns.
    cost = [[inf] * (n + 1) for _ in range(k + 1)]
    cost[0] = [0.0] * (n + 1)
    for i in range(1, k + 1):
        mid = (frags[i - 1].x0 + frags[i - 1].x1) / 2
        for j in range(i, n + 1):
            x = centres[cols[j - 1]]
            assert x is not None
            cost[i][j] = min(cost[i][j - 1], cost[i - 1][j - 1] + abs(mid - x))
    out: list[int] = []
    j = n
    for i in range(k, 0, -1):
        while j > i and cost[i][j - 1] <= cost[i][j]:
            j -= 1
        out.append(cols[j - 1])
        j -= 1
    return out[::-1]


def _labelled_values(row: Row) -> bool:
    """A heading row that names itself in the first column and holds values in the others
    ("Threads | 1 2 4 8"): a cross-table's parameter row, one heading level of its own."""
    if len(row.frags) < 2 or numeric(row.frags[0].text):
        return False
    rest = row.frags[1:]
    return sum(numeric(f.text) for f in rest) * 2 > len(rest)


# A rule spans a stretch that it covers but for this share at either end (a column's padding),
# and reaches into one it covers more than this share of.
_SPAN_SLACK = 0.2


def _group_rules(partial: list[Rule], slots: list[float]) -> list[float]:
    """Heights of the rules that close a group of rows short of the table's width: under the
    label column alone (the border of a label cell spanning its rows), or under every column
    but the label's (booktabs ``\\cmidrule`` from the second column on)."""
    if len(slots) < 3:
        return []
    label = (slots[0], slots[1])
    rest = (slots[1], slots[-1])
    out: list[float] = []
    # (joined_hrules returns the pieces of one height together, left to right)
    for _, same in itertools.groupby(joined_hrules(partial), key=lambda r: round(r.y)):
        pieces = list(same)
        covered = [(r.x0, r.x1) for r in pieces]
        one = _spans(covered, label) and not _reaches(covered, rest)
        if one or (_spans(covered, rest) and not _reaches(covered, label)):
            out.append(pieces[0].y)
    return out


def _spans(covered: list[tuple[float, float]], span: tuple[float, float]) -> bool:
    """Whether one piece of rule runs across most of ``span`` (a column's inner gaps aside)."""
    lo, hi = span
    slack = _SPAN_SLACK * (hi - lo)
    return any(a <= lo + slack and b >= hi - slack for a, b in covered)


def _reaches(covered: list[tuple[float, float]], span: tuple[float, float]) -> bool:
    lo, hi = span
    return any(min(b, hi) - max(a, lo) > _SPAN_SLACK * (hi - lo) for a, b in covered)


def _fill_row_labels(
    cells: list[list[str]], body: list[Row], full_rules: list[float]
) -> tuple[list[list[str]], list[Row]]:
    """A row label set once for a ruled group of rows (LaTeX \\multirow, vertically centred)
    is copied to every row of the group, so no row loses its label."""
    if len(full_rules) < 2 or not cells or len(cells[0]) < 2:
        return cells, body
    groups: dict[int, list[int]] = {}
    for i, row in enumerate(body):
        g = sum(1 for y in full_rules if y < row.yc)
        groups.setdefault(g, []).append(i)
    drop: set[int] = set()
    for idx in groups.values():
        if len(idx) < 2:
            continue
        labelled = [i for i in idx if cells[i][0]]
        lines = [i for i in labelled if not any(cells[i][1:])]
        if len(labelled) > 1 and lines == labelled and len(lines) < len(idx):
            # the label wrapped over lines of its own, each set between two of the group's
            # rows ("Defogliazione" / "precoce" centred on three cultivars)
            label = " ".join(cells[i][0] for i in lines)
            if lines[0] == idx[0]:
                continue  # a section heading above its rows
            for i in idx:
                cells[i][0] = label
            drop.update(lines)
            continue
        if len(labelled) != 1:
            continue
        (li,) = labelled
        label = cells[li][0]
        only_label = not any(cells[li][1:])
        if only_label and li == idx[0]:
            continue  # a section heading above its rows, not a centred label
        for i in idx:
            cells[i][0] = label
        if only_label:
            drop.add(li)
    keep = [i for i in range(len(cells)) if i not in drop]
    return [cells[i] for i in keep], [body[i] for i in keep]


def _wrapped_labels(
    cells: list[list[str]], groups: list[list[Row]], slots: list[float], size: float
) -> list[int]:
    """Row labels set in a narrow paragraph column (a fixed-width first column: ConTeXt, LaTeX
    ``p{}``, a word processor) wrap onto lines of their own under the record's values: a line
    with text in the first column only, a line under a record, whose first word would not have
    fitted on the line above within the column's width, carries on that record's label.
    Returns, for each line, the record it belongs to. A line that starts with a capital carries
    on only a label with an open bracket: otherwise it is a group heading of its own (its words
    may not fit beside the label above either)."""
    own = list(range(len(cells)))
    if len(cells) < 2 or len(slots) < 3:
        return own

    def label_words(rows: list[Row]) -> list[Word]:
        return [w for r in rows for w in r.words if _slot(w.xc, slots) == 0]

    firsts = [label_words(g) for g in groups]
    right = max((w.x1 for ws in firsts for w in ws), default=0.0)
    for i in range(1, len(cells)):
        row, above = cells[i], cells[own[i - 1]]
        if not row[0] or any(row[1:]) or sum(1 for c in above[1:] if c) == 0:
            continue
        prev, here = label_words(groups[i - 1]), label_words(groups[i])
        if not prev or not here:
            continue
        last = max(prev, key=lambda w: (round(w.baseline), w.x1))
        first = min(here, key=lambda w: (round(w.baseline), w.x0))
        if first.baseline - last.baseline > 1.6 * size:
            continue
        label = " ".join(c[0] for k, c in enumerate(cells[:i]) if own[k] == own[i - 1])
        going_on = label.count("(") > label.count(")") or not first.text[:1].isupper()
        if going_on and last.x1 + 0.25 * size + (first.x1 - first.x0) > right + 1.0:
            own[i] = own[i - 1]
    return own


def _carries_on(record: list[str], cells: list[str], gap: float, size: float) -> bool:
    """Whether a line continues the record above it between the same two rules: set within a
    line and a half of the line above, it fills fewer cells than the record, and no value of its
    own stands under a complete value ("to −8.9)" goes on "−14.8 (−20.7")."""
    filled = sum(1 for c in cells if c)
    if not filled or filled >= sum(1 for c in record if c) or gap > 1.6 * size:
        return False
    return not any(
        numeric(c) and numeric(r) and r.count("(") <= r.count(")")
        for c, r in zip(cells, record, strict=True)
    )


def _merge_stacked(
    cells: list[list[str]], body: list[Row], full_rules: list[float], size: float
) -> tuple[list[list[str]], list[list[Row]]]:
    """Rows packed closer than a line apart are one row whose cells hold stacked lines
    (a bracketed block of layers, a two-line cell); records sit at least a line apart."""
    out: list[list[str]] = []
    groups: list[list[Row]] = []
    prev: Row | None = None
    # Rules drawn between the records (a Word table style): the lines between two rules are one
    # record, its cells wrapped, when the later lines only carry on the first one's cells.
    ruled = bool(body) and sum(1 for y in full_rules if body[0].y1 < y < body[-1].y0) >= 2
    for row, rcells in zip(body, cells, strict=True):
        same_group = prev is not None and not any(prev.yc < y < row.yc for y in full_rules)
        gap = row.words[0].baseline - prev.words[0].baseline if prev is not None else 0.0
        if (
            out
            and prev is not None
            and same_group
            and (gap < _STACKED_EM * size or (ruled and _carries_on(out[-1], rcells, gap, size)))
        ):
            out[-1] = [
                a if b in ("", a) else f"{a} {b}".strip()
                for a, b in zip(out[-1], rcells, strict=True)
            ]
            groups[-1].append(row)
        else:
            out.append(list(rcells))
            groups.append([row])
        prev = row
    return out, groups
