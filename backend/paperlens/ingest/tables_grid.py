"""Read the cells of one table region: rows from baselines, columns from gaps and rules.

Columns come from the body rows only (headers are often centred over several columns), as the
x-ranges no cell covers, plus vertical rules. A cell that spans columns in the body (a
full-width remark such as "positional embedding instead of sinusoids") hides the gap it
crosses; such hidden gaps are found as deep dips in the column coverage and split too.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from paperlens.ingest.tables_layout import PageLayout, Rule, Word

BBox = tuple[float, float, float, float]

# A rule at least this share of the table width separates row groups; shorter ones are
# \cmidrule-style underlines of a spanning header.
_FULL_RULE = 0.75
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
) -> Grid | None:
    """Rows and columns of the region; ``with_header=False`` for a continuation part whose
    heading row was printed on the previous page."""
    words = layout.words_in(bbox)
    if not words:
        return None
    rows = group_rows(words)
    x0, y0, x1, y1 = bbox
    width = x1 - x0
    hrules = [r for r in layout.hrules if y0 - 2 <= r.y <= y1 + 2 and r.x1 > x0 and r.x0 < x1]
    full = sorted(r.y for r in hrules if r.length >= _FULL_RULE * width)
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
    n_head = _header_rows(rows, full, max_header_rows) if with_header else 0
    head, body = rows[:n_head], rows[n_head:]
    if not body:
        return None
    size = sorted(w.size for w in words)[len(words) // 2]
    seps = _column_separators([r.frags for r in body], x0, x1, vseps, _MIN_GAP_EM * size)
    slots = [x0 - 1.0, *seps, x1 + 1.0]
    n_cols = len(slots) - 1
    extents = _content_extents(body, slots)
    cells = [_body_cells(r.frags, slots) for r in body]
    header = _header_cells([f for r in head for f in r.frags], slots, extents, partial, head)
    cells, body = _fill_row_labels(cells, body, full)
    cells = _merge_stacked(cells, body, full, size)
    keep = [c for c in range(n_cols) if header[c] or any(row[c] for row in cells)]
    header = [header[c] for c in keep]
    cells = [[row[c] for c in keep] for row in cells if any(row)]
    return Grid(header, cells, bbox)


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


def fragments(words: list[Word], gap_em: float, vseps: list[float]) -> list[Frag]:
    frags: list[Frag] = []
    for w in words:
        if frags:
            last = frags[-1]
            gap = w.x0 - last.x1
            crosses = any(last.x1 <= s <= w.x0 for s in vseps)
            if gap <= gap_em * w.size and not crosses:
                last.words.append(w)
                last.x1 = max(last.x1, w.x1)
                continue
        frags.append(Frag(w.x0, w.x1, w.baseline, [w]))
    return frags


def _header_rows(rows: list[Row], full_rules: list[float], max_rows: int) -> int:
    """Rows above the first inner full-width rule (booktabs \\midrule); else the first row.

    Only the first rule counts: in fully ruled tables every row has a rule under it, and a
    data row without numbers (a layer name) must not be taken for a heading.
    """
    for y in full_rules:
        above = sum(1 for r in rows if r.yc < y)
        if above == 0:
            continue
        if above < len(rows) and above <= max_rows:
            return above
        break
    return 1


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
) -> list[str]:
    """Each header cell goes to every column it spans: "BLEU" over EN-DE and EN-FR becomes
    "BLEU EN-DE" and "BLEU EN-FR", so every column names itself."""
    n = len(slots) - 1
    parts: list[list[tuple[float, float, str]]] = [[] for _ in range(n)]
    head_bottom = max((r.y1 for r in head), default=0.0)
    for f in frags:
        cols = [
            c
            for c, e in enumerate(extents)
            if e is not None and min(e[1], f.x1) - max(e[0], f.x0) > 1.0
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
                if e is not None and rule.x0 - 1 <= (e[0] + e[1]) / 2 <= rule.x1 + 1
            ] or cols
        if not cols:
            cols = [_slot((f.x0 + f.x1) / 2, slots)]
        for c in cols:
            parts[c].append((f.y, f.x0, f.text))
    return [" ".join(t for _, _, t in sorted(p)) for p in parts]


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


def _merge_stacked(
    cells: list[list[str]], body: list[Row], full_rules: list[float], size: float
) -> list[list[str]]:
    """Rows packed closer than a line apart are one row whose cells hold stacked lines
    (a bracketed block of layers, a two-line cell); records sit at least a line apart."""
    out: list[list[str]] = []
    prev: Row | None = None
    for row, rcells in zip(body, cells, strict=True):
        same_group = prev is not None and not any(prev.yc < y < row.yc for y in full_rules)
        if (
            out
            and prev is not None
            and same_group
            and row.words[0].baseline - prev.words[0].baseline < _STACKED_EM * size
        ):
            out[-1] = [
                a if b in ("", a) else f"{a} {b}".strip()
                for a, b in zip(out[-1], rcells, strict=True)
            ]
        else:
            out.append(list(rcells))
        prev = row
    return out
