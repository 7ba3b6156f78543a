"""Legend entries: a text beside a sample of a series' ink (a short line, a swatch, a marker).

The sample may sit left of the text (most tools) or right of it (gnuplot), and may be a subpath
of the very path that draws the series (gnuplot draws the sample and the curve in one path), so
samples are looked for among subpaths, and every piece used as a sample is kept out of the data.
Swatch colours are the colours a reader sees (``colors.ColorSampler``): a hatched swatch matches
its hatched bars, whatever pattern the PDF fills them with.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

import pymupdf

from .colors import ColorSampler
from .paths import RGB, Path, Point, is_straight
from .text import Glyph, Word

PieceKey = tuple[int, int]  # (id(path), subpath index)


@dataclass
class LegendEntry:
    text: str
    word: Word
    color: RGB
    width: float
    dashed: bool
    kind: Literal["line", "patch", "marker"]
    pattern: str = ""
    marker: bool = False  # the sample shows a marker (a line with markers, or a marker alone)
    samples: list[PieceKey] = field(default_factory=list)
    sample_centre: tuple[float, float] = (0.0, 0.0)
    # the colour the swatch is filled with, where the reader sees another (a translucent swatch
    # for a line drawn opaque: pygal)
    drawn: RGB | None = None


@dataclass(frozen=True)
class _Sample:
    key: PieceKey
    path: Path
    pts: list[Point]
    x0: float
    y0: float
    x1: float
    y1: float
    dashes: tuple[PieceKey, ...] = ()  # a dashed sample drawn one dash per path: the others
    covered: bool = False  # drawn over by a later swatch (grap's key): its fill is its colour


def _samples(paths: list[Path], max_size: float) -> list[_Sample]:
    out = []
    for path in paths:
        for i, pts in enumerate(path.subpaths):
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
            if x1 - x0 <= max_size and y1 - y0 <= max_size:
                out.append(_Sample((id(path), i), path, pts, x0, y0, x1, y1))
    return _dashed_samples(out)


def _dashed_samples(samples: list[_Sample]) -> list[_Sample]:
    """A line sample drawn dash by dash (PLplot): level strokes of one ink, one after the
    other on one height with gaps shorter than about a dash, become one sample that spans
    them. A lone short stroke stays what it was."""
    level = sorted(
        (
            s for s in samples
            if s.path.stroke is not None and s.path.fill is None and len(s.pts) == 2
            and s.y1 - s.y0 < 0.5 and s.x1 - s.x0 > 0.5
        ),
        key=lambda s: (round((s.y0 + s.y1) / 2, 1), s.x0),
    )  # fmt: skip
    runs: list[list[_Sample]] = []
    for s in level:
        last = runs[-1][-1] if runs else None
        if (
            last is not None
            and abs((s.y0 + s.y1) / 2 - (last.y0 + last.y1) / 2) < 0.3
            and _same_ink(s.path, last.path)
            and 0 < s.x0 - last.x1 <= 1.5 * max(s.x1 - s.x0, last.x1 - last.x0) + 0.5
        ):
            runs[-1].append(s)
        else:
            runs.append([s])
    merged = {id(s) for run in runs if len(run) >= 3 for s in run}
    out = [s for s in samples if id(s) not in merged]
    for run in runs:
        if len(run) >= 3:
            first = run[0]
            out.append(
                _Sample(
                    first.key, first.path, [(first.x0, first.y0), (run[-1].x1, first.y0)],
                    first.x0, min(s.y0 for s in run), run[-1].x1, max(s.y1 for s in run),
                    tuple(s.key for s in run[1:]),
                )
            )  # fmt: skip
    return out


def _keys(group: list[_Sample]) -> list[PieceKey]:
    return [k for s in group for k in (s.key, *s.dashes)]


def legend_entries(
    phrases: list[Word],
    paths: list[Path],
    colors: ColorSampler | None = None,
    numeric: set[int] | frozenset[int] = frozenset(),
) -> tuple[list[LegendEntry], set[PieceKey]]:
    """Entries, and the pieces drawn as their samples (never data). ``numeric``: ids of
    numbers that may name a series (years printed in a legend). A text of digits that reads as
    no number names one too: a season "2022/23", a band "1–5"."""
    words = [
        w
        for w in phrases
        if w.horizontal
        and (
            (w.value is None and any(c.isalpha() or c.isdigit() for c in w.text))
            or id(w) in numeric
        )
    ]
    if not words:
        return [], set()
    h_max = max(w.h for w in words)
    strokes = _level_strokes(paths, 2 * min(w.h for w in words))
    samples = [s for s in _samples(paths, 10 * h_max) if not _on_long_line(s, strokes)]
    samples = _visible(_off_data_lines(samples, paths, h_max), paths)
    entries: list[LegendEntry] = []
    used: set[PieceKey] = set()
    # Each sample belongs to the text nearest to it: in a row legend "[ ] A [ ] B", the swatch
    # between A and B is B's.
    owner = {s.key: _nearest_word(s, words) for s in samples}
    by_row = _row_owners(samples, words)
    owner.update(by_row)
    for word in words:
        mine = [s for s in samples if owner[s.key] is word]
        group = _nearest_group(word, mine, used, set(by_row))
        if group is None:
            continue
        entry = _entry(word, group, colors)
        if entry is None:
            continue
        entries.append(entry)
        used.update(_keys(group))
    boxes = [
        (p.rect.x0, p.rect.y0, p.rect.x1, p.rect.y1)
        for p in paths
        if p.opaque and len(p.subpaths) == 1 and p.rect.width > 5 * h_max
    ]
    return _aligned_markers(entries, used, boxes)


def glyph_entries(
    phrases: list[Word], glyphs: list[Glyph], entries: list[LegendEntry]
) -> list[LegendEntry]:
    """Entries whose sample is a marker drawn as a character (PLplot's text markers), with no
    path at all: a glyph right before or after a name, in a column of two or more such pairs.
    A lone glyph beside a word is a labelled data point, and a name that already has a drawn
    sample keeps it."""
    named = {id(e.word) for e in entries}
    words = [
        w for w in phrases
        if w.horizontal and w.value is None and any(c.isalpha() for c in w.text)
        and id(w) not in named
    ]  # fmt: skip
    pairs: list[tuple[Glyph, Word]] = []
    for g in glyphs:
        beside = [
            w for w in words
            if abs(g.cy - w.cy) <= 0.6 * w.h
            and (0 <= w.x0 - g.cx <= 2.5 * w.h or 0 <= g.cx - w.x1 <= 2.5 * w.h)
        ]  # fmt: skip
        if beside:
            pairs.append((g, min(beside, key=lambda w: min(abs(w.x0 - g.cx), abs(g.cx - w.x1)))))
    out = []
    for g, w in pairs:
        column = [
            o for o, v in pairs
            if v is not w and abs(o.cx - g.cx) < 0.5 * w.h and abs(v.cy - w.cy) <= 2.5 * w.h
        ]  # fmt: skip
        if column:
            out.append(
                LegendEntry(
                    w.text, w, g.color, 0.0, False, "marker", "", True,
                    sample_centre=(g.cx, g.cy),
                )
            )  # fmt: skip
    return out


def _boxed_together(
    a: LegendEntry, b: LegendEntry, boxes: list[tuple[float, float, float, float]]
) -> bool:
    """Whether one drawn box (a legend's frame) holds both entries' texts."""
    xs = [a.word.x0, a.word.x1, b.word.x0, b.word.x1]
    ys = [a.word.cy, b.word.cy]
    return any(
        x0 <= min(xs) and max(xs) <= x1 and y0 <= min(ys) and max(ys) <= y1
        for x0, y0, x1, y1 in boxes
    )


def _aligned_markers(
    entries: list[LegendEntry], used: set[PieceKey], boxes: list[tuple[float, float, float, float]]
) -> tuple[list[LegendEntry], set[PieceKey]]:
    """A marker alone beside a text is a legend sample only in a legend: two or more samples
    (markers, or a swatch a hair bigger) in one column or row. A lone one is a data point with
    its label ("ResNet-34")."""
    alone = [e for e in entries if e.kind == "marker"]
    patches = [e for e in entries if e.kind == "patch"]
    keep = []
    for e in alone:
        x, y = e.sample_centre
        if any(
            o is not e
            and (
                abs(o.sample_centre[0] - x) < 0.5
                # texts aligned left, or centred inside one legend box (pgfplots centres them)
                and (
                    abs(o.word.x0 - e.word.x0) < 1.0
                    or abs(o.word.cx - e.word.cx) < 1.0
                    and _boxed_together(e, o, boxes)
                )
                and abs(o.word.cy - e.word.cy) <= 2.5 * e.word.h
                or abs(o.sample_centre[1] - y) < 0.5
                and abs(o.word.cy - e.word.cy) < 1.0
                and abs(o.word.x0 - e.word.x0) <= 20 * e.word.h
            )
            for o in alone + patches
        ) or any(  # a marker listed under a line sample, texts and samples in one column
            o.kind == "line"
            and abs(o.sample_centre[0] - x) < 0.5
            and abs(o.word.x0 - e.word.x0) < 1.0
            and 0 < abs(o.word.cy - e.word.cy) <= 2.5 * e.word.h
            for o in entries
        ):
            keep.append(e)
    drop = [e for e in alone if e not in keep]
    for e in drop:
        used.difference_update(e.samples)
    return [e for e in entries if e not in drop], used


def _visible(samples: list[_Sample], paths: list[Path]) -> list[_Sample]:
    """Samples no later opaque fill covers. A legend box is filled over the data beneath it
    (pgfplots' "legend pos" inside the axes): a data marker hidden under it sits right beside
    the legend text, but the reader sees only the legend's own sample drawn on the box."""
    boxes = [
        (p.order, p.rect)
        for p in paths
        if p.opaque and p.rect.width * p.rect.height > 0 and len(p.subpaths) == 1
    ]
    out = []
    for s in samples:
        # grap's key: swatches drawn as bars from one edge, each over the shorter ones before it
        under = [o for o in samples if o.path.order < s.path.order and _bar_under(o, s)]
        over = any(o.path.order > s.path.order and _bar_under(s, o) for o in samples)
        if under or over:
            out.append(replace(_beyond(s, under) if under else s, covered=over))
            continue
        area = max((s.x1 - s.x0) * (s.y1 - s.y0), 1e-6)
        hidden = any(
            order > s.path.order
            and r.width * r.height >= 4 * area
            and r.x0 <= s.x0
            and r.y0 <= s.y0
            and r.x1 >= s.x1
            and r.y1 >= s.y1
            for order, r in boxes
        )
        if hidden:
            continue
        shown = _uncovered(s, boxes)
        if shown is not None:
            out.append(shown)
    return out


def _bar_under(s: _Sample, later: _Sample) -> bool:
    """Whether ``s`` is a swatch drawn as a bar from the edge ``later`` starts from, shorter
    than it, so that ``later`` covers it: grap draws a legend's swatches so, from the key's top
    down to each name's row, the first (shortest) first. Each swatch's own row is the part no
    other covers: ``s`` is the part beside its name, ``later`` the part beyond ``s``."""
    if s.path.fill is None or later.path.fill is None:
        return False
    same_span = abs(s.x0 - later.x0) <= 0.5 and abs(s.x1 - later.x1) <= 0.5
    top = abs(s.y0 - later.y0) <= 0.5 and later.y1 > s.y1 + 0.5 * (s.y1 - s.y0)
    bottom = abs(s.y1 - later.y1) <= 0.5 and later.y0 < s.y0 - 0.5 * (s.y1 - s.y0)
    return same_span and (top or bottom)


def _beyond(s: _Sample, under: list[_Sample]) -> _Sample:
    """The part of ``s`` beyond the shorter bars drawn before it from the same edge."""
    if abs(under[0].y0 - s.y0) <= 0.5:
        return replace(s, y0=max(u.y1 for u in under))
    return replace(s, y1=min(u.y0 for u in under))


def _uncovered(s: _Sample, boxes: list[tuple[int, pymupdf.Rect]]) -> _Sample | None:
    """The part of a filled swatch that later fills as wide as it leave in view, None where
    none is left. GMT and grap draw a legend's swatches as bars from one baseline, the next
    over the last: the blue swatch beside "Umaga" runs down behind the orange one beside
    "Gabi", and only its top shows, beside its own text."""
    if s.path.fill is None:
        return s
    y0, y1 = s.y0, s.y1
    for order, r in boxes:
        if order <= s.path.order or r.x0 > s.x0 + 0.5 or r.x1 < s.x1 - 0.5:
            continue
        top, bottom = r.y0, r.y1
        if top <= y0 + 0.5 and bottom >= y1 - 0.5:
            return None
        if top <= y0 + 0.5 < bottom:
            y0 = bottom  # covered from above
        elif top < y1 - 0.5 <= bottom:
            y1 = top  # covered from below
    return s if (y0, y1) == (s.y0, s.y1) else replace(s, y0=y0, y1=y1)


_BEFORE_TEXT = 0.7


def _nearest_word(s: _Sample, words: list[Word]) -> Word | None:
    best, best_gap = None, float("inf")
    cy = (s.y0 + s.y1) / 2
    for w in words:
        if abs(cy - w.cy) > 0.6 * w.h:
            continue
        # A sample sits before its text in nearly every legend: in a tight row legend the
        # gap to the previous entry's text may be a hair smaller than the gap to its own.
        gap = min(_BEFORE_TEXT * abs(w.x0 - s.x1), abs(s.x0 - w.x1))
        if gap < best_gap:
            best, best_gap = w, gap
    return best


def _row_owners(samples: list[_Sample], words: list[Word]) -> dict[PieceKey, Word]:
    """In a row legend that starts with a sample ("[ ] A   [ ] B"), every sample is the
    sample of the text after it, however much nearer the end of the text before it lies
    (ReportLab leaves a wide gap between a swatch and its own text); in one that starts with
    a text and ends with a sample ("A [ ]   B [ ]"), of the text before it."""
    out: dict[PieceKey, Word] = {}
    for s in samples:
        cy = (s.y0 + s.y1) / 2
        row = [w for w in words if abs(cy - w.cy) <= 0.6 * w.h]
        if len(row) < 2:
            continue
        h = max(w.h for w in row)
        # (not the specks a gridline leaves where the row's text crosses it)
        level = [
            o
            for o in samples
            if abs((o.y0 + o.y1) / 2 - cy) <= 0.6 * h and max(o.x1 - o.x0, o.y1 - o.y0) >= 0.2 * h
        ]
        first = min(row, key=lambda w: w.x0)
        last = max(row, key=lambda w: w.x1)
        lead = [o for o in level if 0 <= first.x0 - o.x1 <= 2.5 * h]
        trail = [o for o in level if 0 <= o.x0 - last.x1 <= 6 * h]
        after = [w for w in row if 0 <= w.x0 - s.x1 <= 2.5 * h]
        before = [w for w in row if 0 <= s.x0 - w.x1 <= 6 * h]
        if lead and not trail and after:
            out[s.key] = min(after, key=lambda w: w.x0 - s.x1)
        elif trail and not lead and before:
            out[s.key] = min(before, key=lambda w: s.x0 - w.x1)
    # a row of its own (the last row of a legend in columns) follows its column: a sample
    # aligned under one placed after its text is placed after its own text too
    placed = [(t, out[t.key]) for t in samples if t.key in out]
    for s in samples:
        if s.key in out:
            continue
        cy = (s.y0 + s.y1) / 2
        for t, w in placed:
            if abs(t.x0 - s.x0) > 0.5 or abs(t.x1 - s.x1) > 0.5 or abs(cy - w.cy) <= 0.6 * w.h:
                continue
            side_after = t.x0 >= w.x1
            row = [
                o for o in words
                if abs(cy - o.cy) <= 0.6 * o.h and (o.x1 <= s.x0 if side_after else o.x0 >= s.x1)
            ]  # fmt: skip
            gaps = [(s.x0 - o.x1 if side_after else o.x0 - s.x1, k) for k, o in enumerate(row)]
            if gaps:
                gap, k = min(gaps)
                if gap <= 6 * row[k].h:
                    out[s.key] = row[k]
            break
    return out


def _level_strokes(paths: list[Path], min_len: float) -> list[tuple[float, float, float, Path]]:
    """(y, x0, x1, path) of every level stroke at least ``min_len`` long."""
    out = []
    for p in paths:
        if p.rect.width < min_len:
            continue
        for pts in p.subpaths:
            for a, b in zip(pts, pts[1:], strict=False):
                if abs(a[1] - b[1]) <= 0.3 and abs(a[0] - b[0]) >= min_len:
                    out.append(((a[1] + b[1]) / 2, min(a[0], b[0]), max(a[0], b[0]), p))
    return out


def _on_long_line(s: _Sample, strokes: list[tuple[float, float, float, Path]]) -> bool:
    """A level sample lying along a much longer level stroke is part of an axis or a gridline
    (or a zero-height bar drawn on the axis), not a legend sample. A coloured line sample
    drawn over a grey gridline of another colour and weight is still a sample (a legend set
    inside the plot, over its grid)."""
    if s.y1 - s.y0 > 0.5:
        return False
    y = (s.y0 + s.y1) / 2
    return any(
        abs(sy - y) <= 0.3
        and x0 <= s.x0 + 0.5
        and x1 >= s.x1 - 0.5
        and x1 - x0 >= 3 * (s.x1 - s.x0)
        and not _drawn_over(s.path, line)
        for sy, x0, x1, line in strokes
    )


# A data line runs across the plot: many times longer than a legend's sample line.
_DATA_LINE = 10.0
# A marker sits on its line's vertex to within a fraction of a point.
_ON_VERTEX = 1.0


def _off_data_lines(samples: list[_Sample], paths: list[Path], h: float) -> list[_Sample]:
    """Samples that are not a data point: a marker centred on a vertex of a long line of its
    ink is the line's point, even where it falls beside a legend's text (a legend set inside
    the plot, over the data), not that entry's sample; so is its outline, drawn as a path of
    its own."""
    lines = [
        p
        for p in paths
        if p.stroke is not None and max(p.rect.width, p.rect.height) >= _DATA_LINE * h
    ]

    def centre(s: _Sample) -> Point:
        return (s.x0 + s.x1) / 2, (s.y0 + s.y1) / 2

    def near(a: Point, b: Point) -> bool:
        return abs(a[0] - b[0]) <= _ON_VERTEX and abs(a[1] - b[1]) <= _ON_VERTEX

    def on_line(s: _Sample) -> bool:
        ink = s.path.fill or s.path.stroke
        shape = s.path.fill is not None or s.path.closed[s.key[1]]  # a marker, no line's dash
        if ink is None or not shape or max(s.x1 - s.x0, s.y1 - s.y0) > 1.5 * h:
            return False
        return any(
            line is not s.path
            and line.stroke is not None
            and max(abs(a - b) for a, b in zip(ink, line.stroke, strict=True)) < 0.08
            and any(near(v, centre(s)) for pts in line.subpaths for v in pts)
            for line in lines
        )

    points = [centre(s) for s in samples if on_line(s)]
    return [
        s
        for s in samples
        if not (
            max(s.x1 - s.x0, s.y1 - s.y0) <= 1.5 * h and any(near(centre(s), c) for c in points)
        )
    ]


def _drawn_over(sample: Path, line: Path) -> bool:
    """A stroked sample of a colour the long line does not have, wider than it."""
    if sample.fill is not None or sample.stroke is None or line.stroke is None:
        return False
    apart = max(abs(a - b) for a, b in zip(sample.stroke, line.stroke, strict=True)) > 0.15
    return apart and sample.width > 1.5 * line.width


def _nearest_group(
    word: Word,
    samples: list[_Sample],
    used: set[PieceKey],
    aligned: frozenset[PieceKey] | set[PieceKey] = frozenset(),
) -> list[_Sample] | None:
    """The samples beside the word, on its left if any, else on its right: everything drawn in
    the slot between the word and the gap before the next thing. ``aligned``: samples given to
    their word by the legend's row layout, which may sit further off (a column of swatches
    aligned after the column's longest name)."""
    h = word.h
    near = [
        s
        for s in samples
        if s.key not in used
        and abs((s.y0 + s.y1) / 2 - word.cy) <= 0.6 * h
        and s.y1 - s.y0 <= 2.5 * h
        and s.x1 - s.x0 <= 8 * h
    ]
    for side in ("left", "right"):
        if side == "left":
            cands = [s for s in near if -0.5 <= word.x0 - s.x1 <= _reach(s, aligned, h)]
        else:
            cands = [s for s in near if -0.5 <= s.x0 - word.x1 <= _reach(s, aligned, h)]
        cands = [s for s in cands if _kind(s, h) is not None]
        if not cands:
            continue
        # the slot: the nearest sample's horizontal extent, widened to the samples overlapping it
        first = min(cands, key=lambda s: (word.x0 - s.x1) if side == "left" else (s.x0 - word.x1))
        lo, hi = first.x0, first.x1
        slot = [
            s
            for s in cands
            if s.x1 >= lo - 1
            and s.x0 <= hi + 1
            and (s.x0 >= first.x0 - 1 and s.x1 <= first.x1 + 1 or s is first)
        ]
        # a key may set the marker beside its line sample, not on it (GLE): a sample of the
        # same colour just beyond the slot, on the same side, is the entry's too
        lo, hi = min(t.x0 for t in slot), max(t.x1 for t in slot)
        beside = [
            s
            for s in near
            if s not in slot
            and _kind(s, h) is not None
            and _same_ink(s.path, first.path)
            and (lo - s.x1 if side == "left" else s.x0 - hi) <= 1.0 * h
            and (s.x1 <= lo + 0.5 if side == "left" else s.x0 >= hi - 0.5)
        ]
        return [first] + [s for s in slot if s is not first] + beside
    return None


def _same_ink(a: Path, b: Path) -> bool:
    ca, cb = a.stroke or a.fill, b.stroke or b.fill
    return (
        ca is not None
        and cb is not None
        and max(abs(x - y) for x, y in zip(ca, cb, strict=True)) < 0.08
    )


def _reach(s: _Sample, aligned: frozenset[PieceKey] | set[PieceKey], h: float) -> float:
    return 6 * h if s.key in aligned else 2.5 * h


def _kind(s: _Sample, h: float) -> str | None:
    w, ht = s.x1 - s.x0, s.y1 - s.y0
    path = s.path
    if path.stroke is not None and ht < 0.5 and 0.5 * h <= w <= 8 * h and is_straight(s.pts):
        return "line"
    if (
        path.stroke is not None
        and 0.5 * h <= w <= 8 * h
        and ht <= 1.5 * h
        and not _light_grey(path.stroke)
        and _marked_line(s.pts)
    ):
        return "line"
    boxed = path.fill is not None or bool(path.rect_items)  # a swatch may be a hatched outline
    if boxed and 0.3 * h <= max(w, ht) <= 2.5 * h and min(w, ht) >= 0.15 * h:
        return "patch" if max(w, ht) >= 0.6 * h else "marker"
    # gnuplot's key draws a bar's swatch as long as its line samples: a flat box
    if boxed and 2.5 * h < w <= 5 * h and 0.3 * h <= ht <= 1.2 * h:
        return "patch"
    if 0.2 * h <= max(w, ht) <= 1.5 * h and min(w, ht) >= 0.15 * h:
        return "marker"  # an open or stroked marker: "x", "+", a ring
    return None


def _light_grey(colour: RGB) -> bool:
    """A light grey: a gridline's ink (a piece of one crossing a legend bends where it
    touches a marker's edge), never a series' sample."""
    return max(colour) - min(colour) < 0.1 and sum(colour) / 3 > 0.6


def _marked_line(pts: list[Point]) -> bool:
    """A line sample with its marker drawn over the middle, traced from pixels as one stroke
    ("—□—"): level at both ends, at one height, and level for most of its length; the marker's
    outline bends it in between."""
    width = max(p[0] for p in pts) - min(p[0] for p in pts)
    if len(pts) < 4 or abs(pts[0][1] - pts[-1][1]) > 0.5:
        return False
    if abs(pts[-1][0] - pts[0][0]) < 0.9 * width:
        return False  # it does not run from one end to the other: a closed outline, a box
    level = pts[0][1]
    on = sum(
        abs(b[0] - a[0])
        for a, b in zip(pts, pts[1:], strict=False)
        if abs(a[1] - level) <= 0.5 and abs(b[1] - level) <= 0.5
    )
    return on >= 0.5 * width


def _pen_across(line: _Sample, patch: _Sample) -> bool:
    """A line of another ink drawn across a swatch and no longer than it (pyqtgraph draws the
    bar's pen so): the swatch's outline, not a line series' sample."""
    slack = max(line.path.width, 1.0)
    return (
        patch.x0 - slack <= line.x0
        and line.x1 <= patch.x1 + slack
        and patch.y0 <= line.y0 <= patch.y1
        and patch.path.fill is not None
        and line.path.stroke is not None
        and max(abs(a - b) for a, b in zip(line.path.stroke, patch.path.fill, strict=True)) >= 0.08
    )


def _entry(word: Word, group: list[_Sample], colors: ColorSampler | None) -> LegendEntry | None:
    entry = _entry_of(word, group, colors)
    if entry is not None:
        first = group[0]
        entry.sample_centre = ((first.x0 + first.x1) / 2, (first.y0 + first.y1) / 2)
    return entry


def _entry_of(word: Word, group: list[_Sample], colors: ColorSampler | None) -> LegendEntry | None:
    h = word.h
    lines = [s for s in group if _kind(s, h) == "line"]
    patches = [s for s in group if _kind(s, h) == "patch"]
    markers = [s for s in group if _kind(s, h) == "marker"]
    lines = [s for s in lines if not any(_pen_across(s, p) for p in patches)]
    if lines:
        s = lines[0] if group[0] in lines else max(lines, key=lambda s: s.x1 - s.x0)
        color = s.path.stroke
        assert color is not None
        return LegendEntry(
            word.text, word, color, s.path.width, s.path.dashed or bool(s.dashes), "line",
            s.path.pattern if s.path.dashed else "", bool(markers) or bool(patches),
            _keys(group),
        )  # fmt: skip
    if patches:
        s = max(patches, key=lambda s: (s.x1 - s.x0) * (s.y1 - s.y0))
        # (a swatch a later one covers shows that one's colour: its own is its fill)
        seen = colors.median((s.x0, s.y0, s.x1, s.y1)) if colors and not s.covered else None
        texture = colors.texture((s.x0, s.y0, s.x1, s.y1)) if colors and not s.covered else ""
        color = seen or s.path.fill or s.path.stroke
        assert color is not None
        return LegendEntry(
            word.text, word, color, 0.0, False, "patch", texture, False,
            _keys(group), drawn=s.path.fill,
        )  # fmt: skip
    if markers:
        s = max(markers, key=lambda s: (s.x1 - s.x0) * (s.y1 - s.y0))
        color = s.path.fill or s.path.stroke
        assert color is not None
        return LegendEntry(word.text, word, color, 0.0, False, "marker", "", True, _keys(group))
    return None
