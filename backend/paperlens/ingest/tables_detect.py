"""Where the tables of a page are: captions, rule-bounded regions, and caption-led text regions.

Academic tables are drawn with horizontal rules (booktabs: top, mid, bottom) or as full
grids, so the primary detector chains horizontal rules that overlap in x and have table
rows, not prose, between them. A table with no rules at all is found from its caption by
collecting the rows beside it that split into several cells.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from paperlens.ingest.tables_cells import numeric
from paperlens.ingest.tables_grid import BBox, Frag, Row, fragments, group_rows
from paperlens.ingest.tables_layout import Line, PageLayout, Rule, joined_hrules
from paperlens.labels import LabelMatch, caption_label, caption_text, inferred_label

# Lines a caption's title may take under a label printed on its own line.
_TITLE_LINES = 3
# Lines of prose: a run of ordinary words this long, across this share of its column.
_PROSE_WORDS = 6
_PROSE_WIDTH = 0.6
_PROSE_GAP_EM = 1.0
_PROSE_WORDY = 0.7
# Words in a run of prose set beside a table (a narrower column than the page's).
_SIDE_WORDS = 4
# Two words further apart than this (in ems) sit in different cells when judging rows.
_CELL_GAP_EM = 1.0
# Rules closer than this with no text between are one double rule (a heavy top rule drawn as
# two); farther apart and empty, they are a chart's gridlines or white space.
_EMPTY_PAIR_EM = 0.8
# An empty vertical stretch this tall (in ems) between two rules is a figure or white space.
_MAX_ROW_GAP_EM = 3.5
# Rows set on banded shading may sit this far apart (in ems): cells padded inside their bands.
_SHADED_GAP_EM = 2.5
# How far (a share of the pitch) a zebra table's white row may stand off the rows' pitch.
_PITCH_SLACK = 0.1
# The first table row may sit this far (in caption ems) from a caption; later rows a line apart.
_FIRST_GAP_EM = 2.5
# A gap after a caption's label this wide (in ems) sets the title off, as punctuation would.
_LABEL_GAP_EM = 0.6
# A line ending this far (in ems) short of its block's right edge ends a paragraph.
_PARAGRAPH_END_EM = 4.0
# A line whose type is larger than a caption's by more than this share is not the caption's.
_CAPTION_SIZE = 0.08
# A row set in type this much larger than the rows above it is a heading after the table.
_HEADING_SIZE = 1.15
# A column rule resuming this close (points) under a rule is the same frame drawn in pieces
# (a double rule, a break in the drawing), not a new box.
_FRAME_GAP = 6.0
# Rules shorter than this (points) underline a header or draw a bracket; they never start a table.
_MIN_RULE = 30.0


@dataclass(slots=True)
class Caption:
    label: str
    text: str
    bbox: BBox
    size: float
    continued: bool
    # The label word when it was inferred from the paper ("Bảng 1." in a language the label
    # lists do not know), not read from a known word: such a caption names a table only if the
    # word also heads a ruled table somewhere in the paper.
    word: str | None = None


@dataclass(slots=True)
class Region:
    bbox: BBox
    # The box with the sub-captions set right under or over it ("(a) Raw data"): how far the
    # table reaches when pairing it with its caption. None: the bbox.
    reach: BBox | None = None
    # Bounded by rules (False: rows read beside a caption with no rules to go by).
    ruled: bool = True


def is_caption(text: str, words: frozenset[str] = frozenset()) -> bool:
    """A line that opens any float's caption; a table region never runs into one. ``words``:
    the paper's caption-like words no label list knows (its figure word may be one)."""
    return bool(
        caption_label(text, ("table", "figure"))
        or caption_label(text, ("algorithm",), strict=False)
        or inferred_label(text, words)
    )


def find_captions(layout: PageLayout, words: frozenset[str] = frozenset()) -> list[Caption]:
    """Lines opening with "Table N:" / "Table N." that start a paragraph (first in their block,
    or set off by a gap), with the lines that follow them; "Table 2 summarizes" is prose.
    ``words`` are label words inferred from the paper (:func:`label_words`)."""
    by_block: dict[int, list[Line]] = {}
    for line in layout.lines:
        by_block.setdefault(line.block, []).append(line)
    out: list[Caption] = []
    for block in by_block.values():
        lines = _by_baseline(block)
        for i, first in enumerate(lines):
            m = caption_label(first.text, ("table",)) or _set_off_label(first)
            word = None
            if not m and (inferred := inferred_label(first.text, words)):
                word, m = inferred
            if not m:
                continue
            above = [ln for ln in lines[:i] if not _same_baseline(ln, first)]
            if (
                above
                and first.y0 - above[-1].y1 < 0.3 * first.size
                and not _after_paragraph(first, above[-1], lines)
            ):
                continue
            if i > 0 and _same_baseline(lines[i - 1], first):
                continue  # a label after other words on its line is a reference
            taken = [first]
            following = lines[i + 1 :]
            # A label set as a span of its own ("Table 1:" then the title after a quad) has its
            # title on the same baseline.
            same_line = bool(following) and _same_baseline(following[0], first)
            label_only = not caption_text(first.text, m) and not m.continued and not same_line
            if label_only:
                # A label on a line of its own ("TABLE III") has its title on the next line,
                # which the text extractor may put in a block of its own.
                following = sorted(
                    (ln for ln in layout.lines if ln.y0 > first.y0 and _x_overlaps(ln, first)),
                    key=lambda ln: ln.y0,
                )[:_TITLE_LINES]
            ended = False
            for ln in following:
                if (
                    ln.y0 - taken[-1].y1 > 0.8 * first.size
                    or is_caption(ln.text, words)
                    or _other_type(ln, first)
                ):
                    ended = True
                    break
                if _ruled_between(layout, taken[-1], ln):
                    ended = True
                    break  # a caption never runs across a rule: below it the table starts
                if label_only and _cells_in_row(layout, ln) >= 2:
                    ended = True
                    break  # a row of cells: the table's heading, not the caption
                taken.append(ln)
            if not label_only and not ended:
                taken += _hanging_lines(layout, first, taken, m, words)
            out.append(
                Caption(
                    label=m.label,
                    text=_join_lines([caption_text(first.text, m), *[ln.text for ln in taken[1:]]]),
                    bbox=(
                        min(ln.x0 for ln in taken),
                        min(ln.y0 for ln in taken),
                        max(ln.x1 for ln in taken),
                        max(ln.y1 for ln in taken),
                    ),
                    size=first.size,
                    continued=m.continued,
                    word=word,
                )
            )
    return out


def _other_type(line: Line, first: Line) -> bool:
    """A line in larger type than the caption's first line: the paragraph after it (captions
    are set no larger than the body). A smaller line stays the caption's: a label in large
    capitals over a smaller title ("TABLE II" / "Bias and Standard Error of ..."), or OCR'd
    text, whose sizes follow each word's letters."""
    return line.size - first.size > _CAPTION_SIZE * first.size


def _cells_in_row(layout: PageLayout, line: Line) -> int:
    """How many cells the words on the line's baseline, across the page, fall into."""
    row = sorted(
        (w for o in layout.lines if abs(o.baseline - line.baseline) < 0.3 * line.size
         for w in o.words),
        key=lambda w: w.x0,
    )  # fmt: skip
    return len(fragments(row, _CELL_GAP_EM, []))


def _hanging_lines(
    layout: PageLayout, first: Line, taken: list[Line], m: LabelMatch, words: frozenset[str]
) -> list[Line]:
    """The caption's lines that the text extractor put in blocks of their own: a title set
    with a hanging indent (its lines start under the title, right of the label). Each is a
    line under the last, in the caption's type size, starting between the label's left edge and
    the title's, one cell wide (not a table's heading row), with no rule between."""
    head = len(first.text[: m.end].split())
    title_x = first.words[head].x0 if head < len(first.words) else first.x1
    out: list[Line] = []
    last = taken[-1]
    for _ in range(_TITLE_LINES):
        below = [
            ln
            for ln in layout.lines
            if ln.y0 > last.y0 + 0.5 * last.size and ln.y0 - last.y1 <= 0.8 * first.size
        ]
        nxt = min(below, key=lambda ln: (ln.y0, ln.x0), default=None)
        if (
            nxt is None
            or not first.x0 - 1 <= nxt.x0 <= title_x + 1
            or _other_type(nxt, first)
            or is_caption(nxt.text, words)
            or _ruled_between(layout, last, nxt)
            or _cells_in_row(layout, nxt) >= 2
        ):
            break
        out.append(nxt)
        last = nxt
    return out


def _after_paragraph(first: Line, above: Line, block: list[Line]) -> bool:
    """A caption set as the next paragraph of a text block with no space before it (AbiWord,
    word processors, two-column flows where a full-width caption joins the column's last
    line): its label is punctuated ("Table 1.", "Tablo 2:") and the line above ends a paragraph,
    well short of the right edge its block's lines reach, or belongs to another column (it
    starts far right of the label). A prose line that wraps onto "Table 2. ..." runs to the
    edge from the same left margin."""
    if caption_label(first.text, ("table",)) is None:
        return False
    em = _PARAGRAPH_END_EM * first.size
    right = max(ln.x1 for ln in block if ln is not first)
    return right - above.x1 > em or above.x0 - first.x0 > em


def _same_baseline(a: Line, b: Line) -> bool:
    return abs(a.baseline - b.baseline) < 0.3 * max(a.size, b.size)


def _by_baseline(lines: list[Line]) -> list[Line]:
    """Lines in reading order, printed line by printed line: spans on one baseline (a bold
    label and its roman title, whose glyph boxes start at different heights) left to right."""
    out: list[Line] = []
    rows: list[list[Line]] = []
    for ln in sorted(lines, key=lambda ln: (ln.baseline, ln.x0)):
        if rows and _same_baseline(rows[-1][0], ln):
            rows[-1].append(ln)
        else:
            rows.append([ln])
    for row in rows:
        out.extend(sorted(row, key=lambda ln: ln.x0))
    return out


def _ruled_between(layout: PageLayout, above: Line, below: Line) -> bool:
    """A horizontal rule between two lines, under at least half of the upper one's width."""
    for rule in layout.hrules:
        if not above.y1 - 1 <= rule.y <= below.y0 + 1:
            continue
        shared = min(rule.x1, above.x1) - max(rule.x0, above.x0)
        if shared >= 0.5 * (above.x1 - above.x0):
            return True
    return False


def _set_off_label(line: Line) -> LabelMatch | None:
    """A label followed by its title after a plain space, set off by type instead of
    punctuation: a bold label before a title in roman ("**Table 5** Comparison of ...", the
    journal style), or a gap wider than a word space."""
    m = caption_label(line.text, ("table",), strict=False)
    if m is None:
        return None
    head = len(line.text[: m.end].split())
    if head >= len(line.words):
        return None
    label, title = line.words[:head], line.words[head]
    bold = all(w.bold for w in label) and not title.bold
    gap = title.x0 - label[-1].x1 > _LABEL_GAP_EM * line.size
    return m if bold or gap else None


def _x_overlaps(a: Line, b: Line) -> bool:
    return min(a.x1, b.x1) > max(a.x0, b.x0)


def _join_lines(parts: list[str]) -> str:
    text = ""
    for part in (p.strip() for p in parts):
        if not part:
            continue
        if text.endswith("-") and part[:1].islower() and not re.search(r"-\w+-$", text):
            text = text[:-1] + part  # a word hyphenated at the line end
        else:
            text = f"{text} {part}".strip()
    return text


def rows_in(layout: PageLayout, x0: float, x1: float, y0: float, y1: float) -> list[Row]:
    words = [
        w
        for ln in layout.lines
        if ln.y1 >= y0 and ln.y0 <= y1
        for w in ln.words
        if x0 <= w.xc <= x1 and y0 <= (w.y0 + w.y1) / 2 <= y1
    ]
    rows = group_rows(words) if words else []
    for r in rows:
        r.frags = fragments(r.words, _CELL_GAP_EM, [])
    return rows


@dataclass(slots=True)
class PageText:
    """Facts about a page's lines that every region test needs, computed once."""

    layout: PageLayout
    left: float
    right: float
    captions: list[BBox]
    prose: list[BBox]

    @classmethod
    def of(cls, layout: PageLayout, words: frozenset[str] = frozenset()) -> PageText:
        left = min((ln.x0 for ln in layout.lines), default=0.0)
        right = max((ln.x1 for ln in layout.lines), default=layout.width)
        text = cls(layout, left, right, [], [])
        by_row: dict[int, list[Line]] = {}
        for ln in layout.lines:
            by_row.setdefault(round(ln.baseline / 2), []).append(ln)
        for ln in layout.lines:
            box = (ln.x0, ln.y0, ln.x1, ln.y1)
            if is_caption(ln.text, words):
                text.captions.append(box)
            elif (
                text._is_prose(ln)
                and not text._after_cells(ln, by_row)
                and not _before_values(ln, by_row)
            ):
                text.prose.append(box)
        return text

    def _after_cells(self, line: Line, by_row: dict[int, list[Line]]) -> bool:
        """Whether other text sits left of the line on its baseline, in its own column: the
        line is then a table's last cell (a long description), not a line of prose."""
        lo, _ = self.band((line.x0, line.y0, line.x1, line.y1))
        key = round(line.baseline / 2)
        near = [ln for k in (key - 1, key, key + 1) for ln in by_row.get(k, [])]
        return any(
            ln is not line
            and abs(ln.baseline - line.baseline) <= 0.3 * line.size
            and ln.x1 <= line.x0 + 1
            and ln.x0 >= lo - 1
            for ln in near
        )

    def band(self, bbox: BBox) -> tuple[float, float]:
        """The text column a box sits in: one half of a two-column page, or the full width."""
        mid = (self.left + self.right) / 2
        if bbox[2] <= mid + 5:
            return self.left, mid
        if bbox[0] >= mid - 5:
            return mid, self.right
        return self.left, self.right

    def _is_prose(self, line: Line) -> bool:
        """A long run of ordinary words across most of its column that opens its line; numbers
        set close together, a short phrase in a cell, or a long description in a table's last
        column (after the row's other cells) are not prose."""
        lo, hi = self.band((line.x0, line.y0, line.x1, line.y1))
        for i, f in enumerate(fragments(line.words, _PROSE_GAP_EM, [])):
            wordy = sum(1 for w in f.words if sum(c.isalpha() for c in w.text) >= 2)
            if (
                i == 0
                and wordy >= _PROSE_WORDS
                and wordy >= _PROSE_WORDY * len(f.words)
                and f.x1 - f.x0 >= _PROSE_WIDTH * (hi - lo)
            ):
                return True
        return False

    def one_column(self) -> bool:
        """Most prose lines run across the middle of the page."""
        mid = (self.left + self.right) / 2
        wide = sum(1 for b in self.prose if b[0] < mid - 5 and b[2] > mid + 5)
        return bool(self.prose) and wide * 2 >= len(self.prose)

    def hits(self, boxes: list[BBox], row: Row) -> bool:
        x0 = min(w.x0 for w in row.words)
        x1 = max(w.x1 for w in row.words)
        return any(c[1] < row.y1 and c[3] > row.y0 and c[0] < x1 and c[2] > x0 for c in boxes)

    def shaded_between(self, a: float, b: float) -> bool:
        """Whether a band of shading lies between heights ``a`` and ``b`` (or runs through):
        two rows of a table set on banded cell backgrounds (zebra rows, a grey heading)."""
        lo, hi = min(a, b), max(a, b)
        return any(s.y0 <= hi and s.y1 >= lo for s in self.layout.shades)

    def unshaded(self, a: float, b: float) -> float:
        """How much of the heights between ``a`` and ``b`` no band of shading covers."""
        lo, hi = min(a, b), max(a, b)
        spans = sorted((max(lo, s.y0), min(hi, s.y1)) for s in self.layout.shades)
        covered, reach = 0.0, lo
        for y0, y1 in spans:
            if y1 > max(y0, reach):
                covered += y1 - max(y0, reach)
                reach = y1
        return hi - lo - covered

    def shaded(self, row: Row) -> bool:
        """Whether every word of the row is set on a band of shading: a table's heading or
        zebra row, never a line of prose."""
        return bool(self.layout.shades) and all(
            any(
                s.y0 <= (w.y0 + w.y1) / 2 <= s.y1 and s.x0 <= w.xc <= s.x1
                for s in self.layout.shades
            )
            for w in row.words
        )

    def stops(self, row: Row) -> bool:
        """A table region never takes in a caption line or a line of prose."""
        return self.hits(self.captions, row) or self.hits(self.prose, row)


def _before_values(line: Line, by_row: dict[int, list[Line]]) -> bool:
    """Whether values sit right of the line on its baseline: the line is a table row's label
    (a long variable name), not a line of prose."""
    key = round(line.baseline / 2)
    near = [ln for k in (key - 1, key, key + 1) for ln in by_row.get(k, [])]
    return any(
        abs(ln.baseline - line.baseline) <= 0.3 * line.size
        and ln.x0 >= line.x1 - 1
        and numeric(ln.text)
        for ln in near
        if ln is not line
    )


def rule_regions(text: PageText) -> list[Region]:
    """Chains of overlapping horizontal rules with table rows between them, plus the rows
    hugging the outer rules (a table ruled only under its header)."""
    layout = text.layout
    rules = sorted(
        (r for r in joined_hrules(layout.hrules) if r.length >= _MIN_RULE), key=lambda r: r.y
    )
    chains: list[list[Rule]] = []
    for r in rules:
        for chain in reversed(chains):
            span = Rule(
                min(c.x0 for c in chain), chain[-1].y0, max(c.x1 for c in chain), chain[-1].y1
            )
            if (
                _x_overlap(span, r) >= 0.5 * min(span.length, r.length)
                and not _closes_frame(layout, chain[-1])
                and _linked(text, span, r)
            ):
                chain.append(r)
                break
        else:
            chains.append([r])
    regions: list[Region] = []
    for chain in chains:
        x0 = min(r.x0 for r in chain)
        x1 = max(r.x1 for r in chain)
        y0, y1 = chain[0].y, chain[-1].y
        inner = rows_in(layout, x0 - 3, x1 + 3, y0, y1) if y1 > y0 else []
        above = _hugging(text, x0, x1, y0, up=True)
        below = _hugging(text, x0, x1, y1, up=False)
        if not inner and not (above and below):
            continue  # a lone rule (footnote separator) or a decorative double line
        if above:
            y0 = min(r.y0 for r in above)
        if below:
            y1 = max(r.y1 for r in below)
        regions.append(Region((x0, y0, x1, y1)))
    return regions


def _closes_frame(layout: PageLayout, rule: Rule) -> bool:
    """Whether a rule is the bottom edge of a boxed grid: the vertical rules at both its ends
    stop on it after crossing a rule between rows, and none inside it goes on below. Text under
    it (a chart's legend, a figure's gridlines) is outside the table, however close. (A box
    around one row, as banded styles draw every other row, closes nothing.)"""
    x0, x1, y = rule.x0, rule.x1, rule.y
    inside = [h.y for h in layout.hrules if h.x0 < x0 + 2 and h.x1 > x1 - 2 and h.y < y - 2]

    def ends(x: float) -> bool:
        return any(
            abs(v.x - x) <= 2 and abs(v.y1 - y) <= 2 and any(v.y0 + 2 < hy for hy in inside)
            for v in layout.vrules
        )

    goes_on = any(
        x0 - 2 <= v.x <= x1 + 2 and v.y0 < y + _FRAME_GAP and v.y1 > y + 2 for v in layout.vrules
    )
    return ends(x0) and ends(x1) and not goes_on


def _x_overlap(a: Rule, b: Rule) -> float:
    return min(a.x1, b.x1) - max(a.x0, b.x0)


def _linked(text: PageText, a: Rule, b: Rule) -> bool:
    x0, x1 = max(a.x0, b.x0), min(a.x1, b.x1)
    rows = rows_in(text.layout, x0, x1, a.y, b.y)
    size = _median_size(rows) or 10.0
    if not rows and b.y - a.y > _EMPTY_PAIR_EM * size:
        return False  # two rules with nothing between: a chart's gridlines, not table rows
    edges = [a.y, *[v for r in rows for v in (r.y0, r.y1)], b.y]
    if any(
        b2 - a2 > _MAX_ROW_GAP_EM * size for a2, b2 in zip(edges[::2], edges[1::2], strict=False)
    ):
        return False  # an empty stretch: a figure or white space, not table rows
    return not any(text.stops(r) for r in rows)


def _hugging(text: PageText, x0: float, x1: float, y: float, *, up: bool) -> list[Row]:
    """Table rows directly above or below a rule, closer than a line's height."""
    layout = text.layout
    rows = (
        rows_in(layout, x0 - 3, x1 + 3, 0, y)
        if up
        else rows_in(layout, x0 - 3, x1 + 3, y, layout.height)
    )
    if up:
        rows.reverse()
    taken: list[Row] = []
    edge = y
    for r in rows:
        gap = (edge - r.y1) if up else (r.y0 - edge)
        if not taken and len(r.frags) < 2 and r.y0 < y < r.y1 and not text.stops(r):
            continue  # a head spanning two heading rows, centred across the rule between them
        if gap > 0.8 * r.words[0].size or text.stops(r) or (len(r.frags) < 2 and not taken):
            break
        taken.append(r)
        edge = r.y0 if up else r.y1
    return taken


def _median_size(rows: list[Row]) -> float:
    sizes = sorted(w.size for r in rows for w in r.words)
    return sizes[len(sizes) // 2] if sizes else 0.0


def text_region(text: PageText, caption: Caption, *, below: bool) -> Region | None:
    """Rows beside a caption that split into cells: a table drawn with no rules at all.

    On a one-column page the rows may run the page's width, but a table set beside the text
    (the prose wrapped around it) ends where a run of prose begins on its row."""
    layout = text.layout
    x0, x1 = text.band(caption.bbox)
    if text.one_column():
        x0, x1 = text.left, text.right
    cy0, cy1 = caption.bbox[1], caption.bbox[3]
    if below:
        rows = rows_in(layout, x0, x1, cy1 + 0.5, layout.height)
    else:
        rows = rows_in(layout, x0, x1, 0, cy0 - 0.5)[::-1]
    taken: list[Row] = []
    edge = cy1 if below else cy0
    for r in rows:
        gap = (r.y0 - edge) if below else (edge - r.y1)
        limit = _FIRST_GAP_EM * caption.size if not taken else 1.0 * r.words[0].size
        if taken and text.shaded_between(edge, r.y0 if below else r.y1):
            # Rows on banded shading (zebra rows, a grey heading) are padded apart; the white
            # past the last band is a gap like any other (prose after a zebra table).
            limit = _SHADED_GAP_EM * r.words[0].size
            white = text.unshaded(edge, r.y0 if below else r.y1) > 1.0 * r.words[0].size
            if white and not (_short_cells(r) and _in_step(taken, r)):
                break
        cells = _short_cells(r) or text.shaded(r)
        if not cells and _wordy(r.frags[0]) and r.frags[0].x0 > caption.bbox[0] + 2 * caption.size:
            continue  # a line of the prose set beside the table
        r = r if cells else _before_prose(r)
        if gap > limit or text.hits(text.captions, r) or (_wordy(r.frags[0]) and not cells):
            break
        if taken and _median_size([r]) > _HEADING_SIZE * _median_size(taken):
            break  # a heading in larger type ("3 Results") after the table's last row
        taken.append(r)
        edge = r.y1 if below else r.y0
    if sum(1 for r in taken if len(r.frags) >= 2) < 2:
        return None
    return Region(_rows_box(taken), ruled=False)


def side_region(text: PageText, caption: Caption) -> Region | None:
    """Rows set beside a caption printed in a side margin (the Tufte layout: the caption in the
    wide outer margin, the table in the text block), level with the caption's first or last
    line: from the row at its height up and down while rows follow a line apart."""
    layout = text.layout
    cx0, cy0, cx1, cy1 = caption.bbox
    if not in_margin(text, caption):
        return None
    left = cx0 - text.left >= text.right - cx1  # the table is on the side with room for it
    x0, x1 = (text.left - 1, cx0 - 1) if left else (cx1 + 1, text.right + 1)
    rows = [r for r in rows_in(layout, x0, x1, 0, layout.height) if not text.stops(r)]
    level = [
        i
        for i, r in enumerate(rows)
        if r.y1 > cy0 - caption.size and r.y0 < cy1 + caption.size and not _wordy(r.frags[0])
    ]
    if not level:
        return None
    lo = hi = level[0]
    while lo > 0 and _follows(rows[lo - 1], rows[lo]):
        lo -= 1
    while hi + 1 < len(rows) and _follows(rows[hi], rows[hi + 1]):
        hi += 1
    taken = rows[lo : hi + 1]
    near = (
        (cx0 - max(w.x1 for r in taken for w in r.words))
        if left
        else (min(w.x0 for r in taken for w in r.words) - cx1)
    )
    if near > 8 * caption.size or sum(1 for r in taken if len(r.frags) >= 2) < 2:
        return None
    return Region(_rows_box(taken), ruled=False)


def in_margin(text: PageText, caption: Caption) -> bool:
    """No line of prose runs under or over the caption: it sits in a side margin, not in a
    column of text."""
    cx0, cx1 = caption.bbox[0], caption.bbox[2]
    return not any(p[0] < cx1 and p[2] > cx0 for p in text.prose)


def _follows(above: Row, below: Row) -> bool:
    """Two rows of one table: a line apart at most, the lower one not a line of prose."""
    return below.y0 - above.y1 <= 1.0 * below.words[0].size and not _wordy(below.frags[0])


def _wordy(f: Frag) -> bool:
    words = sum(1 for w in f.words if sum(c.isalpha() for c in w.text) >= 2)
    return words >= _SIDE_WORDS and words >= _PROSE_WORDY * len(f.words)


def _in_step(taken: list[Row], row: Row) -> bool:
    """Whether ``row`` follows the last rows taken at their own pitch: the white row of a zebra
    table (every other row on a band of shading) stands as far from the band above as each row
    from the one before, where prose after the table starts further off."""
    if len(taken) < 2:
        return False
    pitch = abs(taken[-1].y0 - taken[-2].y0)
    step = abs(row.y0 - taken[-1].y0)
    return pitch > 0 and abs(step - pitch) <= _PITCH_SLACK * pitch


def _short_cells(row: Row) -> bool:
    """A row of short cells set apart: a heading line of units ("m³ per hectare" over each
    column), or the group heads over a two-level header ("Harvested in April", "Harvested in
    May", each spanning its columns): words, but no prose, which runs on in one long stretch."""
    return len(row.frags) >= 2 and all(len(f.words) <= _SIDE_WORDS for f in row.frags)


def _before_prose(row: Row) -> Row:
    """The row cut where a run of prose set beside the table starts; a run of words set bold
    (a heading cell: "Shift in minimum frequency") is no prose."""
    for i, f in enumerate(row.frags):
        if i > 0 and _wordy(f) and not all(w.bold for w in f.words):
            words = [w for g in row.frags[:i] for w in g.words]
            out = Row(words, row.frags[:i])
            out.y0, out.y1 = min(w.y0 for w in words), max(w.y1 for w in words)
            return out
    return row


def _rows_box(rows: list[Row]) -> BBox:
    return (
        min(w.x0 for r in rows for w in r.words),
        min(r.y0 for r in rows),
        max(w.x1 for r in rows for w in r.words),
        max(r.y1 for r in rows),
    )


def top_region(text: PageText, x0: float, x1: float, head: float) -> Region | None:
    """Table rows at the very top of a page (below the running head): where a table cut by
    a page break goes on."""
    layout = text.layout
    taken: list[Row] = []
    for r in rows_in(layout, x0 - 3, x1 + 3, head, layout.height):
        if taken and r.y0 - taken[-1].y1 > 1.0 * r.words[0].size:
            break
        if text.stops(r) or (len(r.frags) < 2 and not taken):
            break
        taken.append(r)
    if not taken:
        return None
    bx0, by0, bx1, by1 = _rows_box(taken)
    closing = [ru.y for ru in layout.hrules if 0 <= ru.y - by1 <= 8 and ru.x0 < x1 and ru.x1 > x0]
    return Region((min(x0, bx0), by0, max(x1, bx1), max([by1, *closing])))
