"""Which regions of a page are tables, under which caption, and which go on over a page break.

A caption is the anchor: it claims the ruled region next to it (the paper's usual side first),
the sub-tables set side by side with that region, or failing a ruled region the text rows
beside it. A table that ends at the foot of its column may go on at the top of the next page,
and a caption that repeats an earlier label ("Table 4. (Continued)") adds a part to it.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

import pymupdf

from paperlens.ingest.rtl import has_rtl, ordered_text
from paperlens.ingest.tables_cells import numeric
from paperlens.ingest.tables_detect import (
    Caption,
    PageText,
    Region,
    find_captions,
    in_margin,
    rule_regions,
    side_region,
    text_region,
    top_region,
)
from paperlens.ingest.tables_grid import BBox, Grid, build_grid
from paperlens.ingest.tables_layout import Line, PageLayout, Rule, Word, page_flags, read_layout
from paperlens.labels import caption_label, inferred_label
from paperlens.settings import TableSettings

# Page furniture (running heads, page numbers) lives in this share of the page at top and bottom.
_MARGIN = 0.08
# A table whose bottom is above this share of the page height does not run on overleaf.
_LOW = 0.6
# An uncaptioned grid on a landscape page is kept when it covers this share of the page.
_SIDEWAYS_SHARE = 0.3
# Points around a table region searched for plot ink.
_PLOT_MARGIN = 12.0
# A zebra band spans most of its table's width; a bar of a chart spans a slice of it.
_BAND_SPAN = 0.8


@dataclass(slots=True)
class Found:
    """One table (or one page's part of a table) before it becomes chunks."""

    page: int
    grid: Grid
    caption: Caption | None
    layout: PageLayout
    parts: list[Found] = field(default_factory=list)
    # Read from a region bounded by rules (False: text rows beside the caption).
    ruled: bool = True

    @property
    def banded(self) -> bool:
        """Rows set on bands of light shading (zebra rows): a table's banding, which no chart's
        tick labels lining up like cells have."""
        x0, y0, x1, y1 = self.grid.bbox
        bands = [
            s
            for s in self.layout.shades
            if s.y0 >= y0 - 2 and s.y1 <= y1 + 2 and s.x1 - s.x0 >= _BAND_SPAN * (x1 - x0)
        ]
        return len(bands) >= 2


@dataclass(slots=True)
class Page:
    number: int
    text: PageText
    captions: list[Caption]
    regions: list[Region]
    # Label words inferred from the paper (see labels.label_words) this page was read with.
    words: frozenset[str] = frozenset()

    @property
    def layout(self) -> PageLayout:
        return self.text.layout


def read_page(page: pymupdf.Page, words: frozenset[str] = frozenset()) -> Page:
    layout = read_layout(page)
    text = PageText.of(layout, words)
    regions = rule_regions(text)
    for r in regions:
        r.reach = _reach(r.bbox, layout)
    return Page(page.number + 1, text, find_captions(layout, words), regions, words)


_SUBCAPTION = re.compile(r"^\((?:[a-z]|[ivx]{1,4})\)\s")


def _reach(bbox: BBox, layout: PageLayout) -> BBox:
    """The region with the sub-caption lines ("(a) Raw data", and the lines it wraps onto)
    directly under or over it."""
    x0, y0, x1, y1 = bbox
    near = [ln for ln in layout.lines if ln.x1 > x0 and ln.x0 < x1]
    for down in (True, False):
        edge = y1 if down else y0
        started = False
        side = [ln for ln in near if (ln.y0 >= edge - 1 if down else ln.y1 <= edge + 1)]
        for ln in sorted(side, key=lambda ln: ln.y0 if down else -ln.y1):
            gap = (ln.y0 - edge) if down else (edge - ln.y1)
            if gap > 1.2 * ln.size or (not started and not _SUBCAPTION.match(ln.text)):
                break
            started = True
            edge = ln.y1 if down else ln.y0
        if down:
            y1 = edge
        else:
            y0 = edge
    return (x0, y0, x1, y1)


def page_texts(doc: pymupdf.Document) -> list[tuple[str, bool]]:
    """Each page's plain text, and whether its words run up or down the sheet."""
    out: list[tuple[str, bool]] = []
    for number in range(doc.page_count):
        page = doc[number]
        flags = page_flags(page)
        tp = page.get_textpage(flags=flags)
        text = tp.extractText()
        if has_rtl(text):
            # Right-to-left lines in reading order: their runs come out in drawing order.
            text = ordered_text(page, flags)
        out.append((text, _sideways(tp)))
    return out


def read_pages(
    doc: pymupdf.Document,
    settings: TableSettings,
    texts: list[tuple[str, bool]],
    words: frozenset[str] = frozenset(),
    notes: list[str] | None = None,
) -> dict[int, Page]:
    """Pages that can hold a kept table. Reading glyphs is the expensive step, so when tables
    need captions the test for one runs on the plain text (``texts``, from :func:`page_texts`)
    first. A page over the per-page budget (words, drawn paths, seconds) is skipped, and
    ``notes`` says so.

    A paper in a language the label lists do not know ("Bảng 1.", "Taulukko 2.") is read with
    its caption-like ``words`` (see labels.label_words); a table found under one is kept only if
    the word heads a ruled table somewhere (:func:`confirmed`)."""
    out: dict[int, Page] = {}
    for number in range(doc.page_count):
        page = doc[number]
        text, sideways = texts[number]
        if settings.require_caption:
            lines = text.splitlines()
            # Any space after the number: a label set off by type ("Table 5 Comparison", a
            # bold label) is checked on the page's glyphs.
            if (
                not any(caption_label(line, ("table",), strict=False) for line in lines)
                and not any(inferred_label(line, words) for line in lines)
                and not sideways
            ):
                continue
        if (why := over_budget(page, text, settings)) is not None:
            _note(notes, f"Tables on page {number + 1} were not read: {why}.")
            continue
        start = time.perf_counter()
        out[number + 1] = read_page(page, words)
        took = time.perf_counter() - start
        if took > settings.max_page_seconds:
            _note(
                notes,
                f"Reading page {number + 1} for tables took {took:.1f} s, over its "
                f"{settings.max_page_seconds:.0f} s budget (PAPERLENS_TABLES__MAX_PAGE_SECONDS).",
            )
    return out


def over_budget(page: pymupdf.Page, text: str, settings: TableSettings) -> str | None:
    """Why a page is too big to read for tables, or None. Hostile pages (a word grid of 50,000
    cells, 20,000 tiny paths) would otherwise cost seconds to minutes."""
    words = len(text.split())
    if words > settings.max_page_words:
        return f"{words} words, over {settings.max_page_words} (PAPERLENS_TABLES__MAX_PAGE_WORDS)"
    paths = len(page.get_cdrawings())
    if paths > settings.max_page_paths:
        return f"{paths} drawn paths, over {settings.max_page_paths} (PAPERLENS_TABLES__MAX_PAGE_PATHS)"
    return None


def _note(notes: list[str] | None, text: str) -> None:
    if notes is not None:
        notes.append(text)


def _sideways(tp: pymupdf.TextPage) -> bool:
    """Most words run up or down the sheet (a landscape table on a portrait page): their
    boxes are tall and narrow."""
    words = [w for w in tp.extractWORDS() if len(w[4]) >= 3]
    tall = sum(1 for w in words if (w[3] - w[1]) > 1.5 * (w[2] - w[0]))
    return bool(words) and tall >= 0.6 * len(words)


def _adjacent(caption: Caption, region: BBox, settings: TableSettings) -> tuple[bool, float] | None:
    """(caption below the table?, gap) when the region sits right above or below the caption."""
    cx0, cy0, cx1, cy1 = caption.bbox
    x0, y0, x1, y1 = region
    overlap = min(cx1, x1) - max(cx0, x0)
    if overlap < 0.3 * min(cx1 - cx0, x1 - x0):
        return None
    limit = settings.max_caption_gap_em * caption.size
    if -3 <= y0 - cy1 <= limit:
        return False, y0 - cy1
    if -3 <= cy0 - y1 <= limit:
        return True, cy0 - y1
    return None


def caption_side(pages: list[Page], settings: TableSettings) -> bool:
    """Whether this paper puts table captions below tables, judged from unambiguous cases."""
    votes = 0
    # Captions under an inferred word may be figure captions: they vote only when none is known.
    known = any(c.word is None for page in pages for c in page.captions)
    for page in pages:
        for cap in page.captions:
            if known and cap.word is not None:
                continue
            sides = {
                a[0] for r in page.regions if (a := _adjacent(cap, r.reach or r.bbox, settings))
            }
            if len(sides) == 1:
                votes += 1 if sides.pop() else -1
    return votes > 0


def assign(
    page: Page, settings: TableSettings, below: bool
) -> tuple[list[Region], dict[int, list[int]]]:
    """Pair captions with regions: nearest first, the paper's usual side winning ties. A
    caption also takes the regions set side by side with its own (sub-tables "(a)" and "(b)"
    under one caption); a caption left without a ruled region gets the text rows beside it, if
    they form a table. A second caption with the same label on the page (a bilingual journal
    prints "表 1" and "Table 1") names the same table and takes nothing."""
    pairs: list[tuple[int, float, int, int]] = []
    for ci, cap in enumerate(page.captions):
        for ri, reg in enumerate(page.regions):
            if (a := _adjacent(cap, reg.reach or reg.bbox, settings)) is not None:
                pairs.append((int(a[0] != below), a[1], ci, ri))
            elif in_margin(page.text, cap) and (gap := _beside(cap, reg.bbox)) is not None:
                pairs.append((2, gap, ci, ri))
    owner: dict[int, list[int]] = {}
    taken: set[int] = set()
    for _, _, ci, ri in sorted(pairs):
        if ci not in owner and ri not in taken and not _named(page, ci, owner):
            owner[ci] = [ri]
            taken.add(ri)
    for ci, owned in owner.items():
        first = page.regions[owned[0]].bbox
        cbox = page.captions[ci].bbox
        for ri, reg in enumerate(page.regions):
            b = reg.bbox
            beside = min(b[3], first[3]) - max(b[1], first[1]) >= 0.5 * min(
                b[3] - b[1], first[3] - first[1]
            )
            reach = reg.reach or b
            gap = max(cbox[1] - reach[3], reach[1] - cbox[3])
            near = gap <= 2 * settings.max_caption_gap_em * page.captions[ci].size
            if ri not in taken and beside and near:
                owned.append(ri)
                taken.add(ri)
        owned[1:] = sorted(owned[1:], key=lambda i: page.regions[i].bbox[0])
    regions = list(page.regions)
    absorbed: set[int] = set()
    for ci, cap in enumerate(page.captions):
        if ci in owner or _named(page, ci, owner):
            continue
        taken = {ri for rs in owner.values() for ri in rs} | absorbed
        found = [
            rows
            for cap_below in (below, not below)
            if (rows := text_region(page.text, cap, below=not cap_below))
            and not any(
                _overlaps(rows.bbox, r.bbox) and (i in taken or not _within(r.bbox, rows.bbox))
                for i, r in enumerate(regions)
            )
        ]
        # A caption in a side margin has its rows beside it, not under or over it.
        if not any(_x_shared(cap.bbox, r.bbox) for r in found[:1]):
            side = side_region(page.text, cap)
            if side and not any(_overlaps(side.bbox, r.bbox) for r in regions):
                found.insert(0, side)
        if found:
            # A rule drawn inside a table that has no others (a line over its total row)
            # makes a region of its own; the caption's rows take it in.
            inner = [i for i, r in enumerate(regions) if _overlaps(found[0].bbox, r.bbox)]
            absorbed.update(inner)
            boxes = [found[0].bbox, *(regions[i].bbox for i in inner)]
            box = (
                min(b[0] for b in boxes),
                min(b[1] for b in boxes),
                max(b[2] for b in boxes),
                max(b[3] for b in boxes),
            )
            regions.append(Region(box, ruled=False))
            owner[ci] = [len(regions) - 1]
    if not absorbed:
        return regions, owner
    kept = [i for i in range(len(regions)) if i not in absorbed]
    index = {old: new for new, old in enumerate(kept)}
    return [regions[i] for i in kept], {
        ci: [index[ri] for ri in owned] for ci, owned in owner.items()
    }


def _within(inner: BBox, outer: BBox) -> bool:
    """``inner`` lies in ``outer``'s rows (a few points' slack at the edges)."""
    return inner[1] >= outer[1] - 3 and inner[3] <= outer[3] + 3


def _x_shared(a: BBox, b: BBox) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0])


def _beside(caption: Caption, region: BBox) -> float | None:
    """The gap to a region set beside the caption (a caption in a side margin, level with the
    table's top or bottom line), or None."""
    cx0, cy0, cx1, cy1 = caption.bbox
    x0, y0, x1, y1 = region
    if _x_shared(caption.bbox, region):
        return None
    gap = max(cx0 - x1, x0 - cx1)
    level = min(abs(cy0 - y0), abs(cy1 - y1)) <= 1.5 * caption.size
    return gap if gap <= 8 * caption.size and level else None


def _named(page: Page, ci: int, owner: dict[int, list[int]]) -> bool:
    """Whether another caption of the page already owns a table under this caption's label."""
    label = page.captions[ci].label
    return any(page.captions[o].label == label for o in owner if o != ci)


def page_tables(
    page: Page, settings: TableSettings, below: bool, open_table: Found | None, out: list[Found]
) -> Found | None:
    """Collect this page's tables into ``out``; return the table that may go on overleaf.

    A caption marked "(continued)", or repeating the label of a table on the page before, adds
    a part to that table instead of starting a new one."""
    layout = page.layout
    regions, owner = assign(page, settings, below)
    new: list[Found] = []
    part: Found | None = None
    for ci, owned in owner.items():
        cap = page.captions[ci]
        earlier = _earlier(out, cap, page.number)
        if earlier is not None:
            part = _continuation(page, regions[owned[0]].bbox, earlier, settings)
            if part is not None:
                continue
        found: Found | None = None
        for ri in owned:
            if (grid := _grid(layout, regions[ri].bbox, settings)) is None:
                continue
            if found is None:
                found = Found(page.number, grid, cap, layout, ruled=regions[ri].ruled)
            else:
                found.parts.append(Found(page.number, grid, cap, layout))
        if found is not None:
            new.append(found)
    owned_boxes = [regions[ri].bbox for rs in owner.values() for ri in rs]
    free = [r for i, r in enumerate(regions) if not any(i in rs for rs in owner.values())]
    if open_table is not None and part is None and settings.continue_across_pages:
        part = _continue_at_top(page, free, open_table, settings, owned_boxes)
    # A fully ruled grid filling a landscape page is a table even without a caption: a
    # sideways table often takes its title from the page before.
    sideways = layout.turn is not None and not layout.mirrored
    if not settings.require_caption or sideways:
        for reg in free:
            big = (reg.bbox[2] - reg.bbox[0]) * (reg.bbox[3] - reg.bbox[1])
            if (
                sideways
                and settings.require_caption
                and big < _SIDEWAYS_SHARE * (layout.width * layout.height)
            ):
                continue
            if grid := _grid(layout, reg.bbox, settings):
                new.append(Found(page.number, grid, None, layout))
    mid = (page.text.left + page.text.right) / 2
    new.sort(
        key=lambda f: (f.grid.bbox[0] >= mid - 5, f.grid.bbox[1], f.grid.bbox[0])
    )  # reading order
    out.extend(new)
    for f in reversed(new):
        if f.caption is not None and _reaches_bottom(f):
            return f
    if part is not None and _reaches_bottom(part) and open_table is not None:
        return open_table
    return None


def confirmed(tables: list[Found]) -> list[Found]:
    """The tables without those under an inferred label word that heads no ruled or banded
    table in the paper: such a word may be the paper's figure word ("Hình 1." under a chart whose
    tick labels line up like cells), while a word that heads a ruled grid or zebra rows is the
    paper's table word, and then its captions over rows with no rules name tables too."""
    ruled = {
        t.caption.word for t in tables if t.caption and t.caption.word and (t.ruled or t.banded)
    }
    return [t for t in tables if t.caption is None or t.caption.word in (None, *ruled)]


def _earlier(out: list[Found], cap: Caption, page: int) -> Found | None:
    """The table this caption goes on with: one with its label on one of the two pages before,
    when the caption says "continued" or simply repeats the label."""
    for f in reversed(out):
        if f.caption is not None and f.caption.label == cap.label and page - 2 <= f.page < page:
            return f
    return None


def _grid(layout: PageLayout, bbox: BBox, settings: TableSettings) -> Grid | None:
    grid = build_grid(layout, bbox, settings.cell_gap_em, settings.max_header_rows)
    if grid is None or _rejection(grid, layout, settings) is not None:
        return None
    return grid


def _overlaps(a: BBox, b: BBox) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def _reaches_bottom(t: Found) -> bool:
    """The table ends at the foot of its column (nothing under it there, and it reaches the
    lower part of the page): it may go on over the page."""
    x0, _, x1, y1 = t.grid.bbox
    floor = t.layout.height * (1 - _MARGIN)
    if y1 < _LOW * t.layout.height:
        return False
    return not any(y1 + 1 < ln.y0 < floor and ln.x1 > x0 and ln.x0 < x1 for ln in t.layout.lines)


def _continue_at_top(
    page: Page,
    free: list[Region],
    open_table: Found,
    settings: TableSettings,
    owned: list[BBox],
) -> Found | None:
    """A table cut by a page break goes on as the first thing in a column of the next page."""
    layout = page.layout
    head = layout.height * _MARGIN

    def first_in_column(b: BBox) -> bool:
        return not any(
            head < ln.y1 < b[1] - 1 and ln.x1 > b[0] and ln.x0 < b[2] for ln in layout.lines
        )

    candidates = [r for r in free if first_in_column(r.bbox)]
    if not candidates:
        x0, _, x1, _ = open_table.grid.bbox
        reg = top_region(page.text, x0, x1, head)
        candidates = [reg] if reg and not any(_overlaps(reg.bbox, b) for b in owned) else []
    for reg in candidates:
        part = _continuation(page, reg.bbox, open_table, settings)
        if part is not None:
            if reg in free:
                free.remove(reg)
            return part
    return None


def _continuation(page: Page, bbox: BBox, first: Found, settings: TableSettings) -> Found | None:
    """The rest of ``first`` on this page, if its columns line up with the first part's.

    A part that repeats the heading row is read with it; one that does not is read without,
    and either way gets the first part's header, so every chunk names its columns."""
    if _heading_only(first):
        return _rows_overleaf(page, bbox, first, settings)
    grid = build_grid(page.layout, bbox, settings.cell_gap_em, settings.max_header_rows)
    if grid is None or grid.header != first.grid.header:
        # The heading repeated overleaf, read on the first part's columns: a key column
        # left empty under it leaves no gap to find that column by.
        grid = _on_first_columns(page, bbox, first, settings, with_header=True)
    if grid is None:
        grid = build_grid(
            page.layout, bbox, settings.cell_gap_em, settings.max_header_rows, with_header=False
        )
    if grid is None or grid.n_cols != first.grid.n_cols:
        grid = _on_first_columns(page, bbox, first, settings, with_header=False)
    if grid is None or grid.n_cols != first.grid.n_cols:
        return None
    grid.header = list(first.grid.header)
    last = (first.parts[-1] if first.parts else first).grid.rows
    if _no_values_where_expected(grid.rows, last):
        return None
    if last:
        grid.rows = carry_labels(last[-1], grid.rows)
    if _rejection(grid, page.layout, settings) is not None:
        return None
    part = Found(page.number, grid, first.caption, page.layout)
    first.parts.append(part)
    return part


def _no_values_where_expected(rows: list[list[str]], above: list[list[str]]) -> bool:
    """Whether ``rows`` leave empty, or fill with words, most cells of the columns that hold a
    number in every row ``above``: what is set first on the next page over those columns (a
    chart's legend row, "K5 oiled K5 dry", and the top tick label under it) is not the table's
    rest, whose rows go on giving its values (a group heading among them leaves a row empty).
    The columns are those of the rows above that give values: a group heading's row ("Home
    banks"), empty but for its label, says nothing of which columns hold numbers."""
    above = [r for r in above if any(_a_value(c) for c in r)]
    n = min((len(r) for r in above), default=0)
    valued = [j for j in range(n) if all(_a_value(r[j]) for r in above)] if len(above) >= 2 else []
    cells = [r[j] if j < len(r) else "" for r in rows for j in valued]
    return bool(cells) and sum(map(_a_value, cells)) < _VALUED_SHARE * len(cells)


# Of the cells under a table's valued columns, the share its next page's rows must fill with
# numbers to go on with it (a group heading row among its rows of values leaves one row empty).
_VALUED_SHARE = 1 / 3


def _a_value(cell: str) -> bool:
    return bool(_VALUE.match(cell)) and numeric(cell)


def _heading_only(t: Found) -> bool:
    """A table of which this page holds only the caption and heading rows (set at the foot of
    the page, the rows overleaf): no cell holds a value."""
    if t.parts:
        return False
    cells = [*t.grid.header, *[c for r in t.grid.rows for c in r]]
    return not any(_a_value(c) for c in cells)


_VALUE = re.compile(r"^[-−–+±]?[.,]?\d")


def _rows_overleaf(page: Page, bbox: BBox, first: Found, settings: TableSettings) -> Found | None:
    """The body of a table whose heading ended the page before, read with that heading: the
    two pieces are set one under the other (rules and all) and read as one region, so the
    heading's levels and spans meet the columns the body shows. The first part keeps the
    caption and heading, the rows go to a part on this page."""
    x0, y0, x1, y1 = first.grid.bbox
    if min(x1, bbox[2]) - max(x0, bbox[0]) < 0.5 * min(x1 - x0, bbox[2] - bbox[0]):
        return None
    top = first.layout.words_in(first.grid.bbox)
    body = page.layout.words_in(bbox)
    if not top or not body:
        return None
    dy = y1 + 1.0 - bbox[1]
    words = [*top, *[_shifted(w, dy) for w in body]]
    joined = (min(x0, bbox[0]), y0, max(x1, bbox[2]), bbox[3] + dy)

    def rules(layout: PageLayout, box: BBox, shift: float, *, vertical: bool) -> list[Rule]:
        out = []
        for r in layout.vrules if vertical else layout.hrules:
            if (
                r.y1 >= box[1] - 2
                and r.y0 <= box[3] + 2
                and r.x1 >= box[0] - 2
                and r.x0 <= box[2] + 2
            ):
                ry0, ry1 = (max(r.y0, box[1]), min(r.y1, box[3])) if vertical else (r.y0, r.y1)
                out.append(Rule(r.x0, ry0 + shift, r.x1, ry1 + shift))
        return out

    stitched = PageLayout(
        first.layout.width,
        joined[3] + 10,
        lines=[Line(w.x0, w.y0, w.x1, w.y1, [w], i) for i, w in enumerate(words)],
        hrules=[
            *rules(first.layout, first.grid.bbox, 0.0, vertical=False),
            *rules(page.layout, bbox, dy, vertical=False),
        ],
        vrules=[
            *rules(first.layout, first.grid.bbox, 0.0, vertical=True),
            *rules(page.layout, bbox, dy, vertical=True),
        ],
    )
    stitched.vrules = _merge_vertical(stitched.vrules)
    grid = build_grid(stitched, joined, settings.cell_gap_em, settings.max_header_rows)
    if grid is None or not grid.rows or _heading_only(Found(page.number, grid, None, stitched)):
        return None
    rows = Grid(list(grid.header), grid.rows, bbox, grid.sections, list(grid.starts))
    if _rejection(rows, page.layout, settings) is not None:
        return None
    first.grid = Grid(list(grid.header), [], first.grid.bbox, [], list(grid.starts))
    part = Found(page.number, rows, first.caption, page.layout)
    first.parts.append(part)
    return part


def _shifted(w: Word, dy: float) -> Word:
    return Word(w.x0, w.y0 + dy, w.x1, w.y1 + dy, w.text, w.size, w.baseline + dy, w.bold)


def _merge_vertical(rules: list[Rule]) -> list[Rule]:
    """Vertical rules of the two pieces that meet at the seam, joined into one."""
    out: list[Rule] = []
    for r in sorted(rules, key=lambda r: (round(r.x), r.y0)):
        last = out[-1] if out else None
        if last is not None and abs(last.x - r.x) <= 1.0 and r.y0 <= last.y1 + 2.0:
            out[-1] = Rule(last.x0, last.y0, last.x1, max(last.y1, r.y1))
        else:
            out.append(r)
    return out


def _on_first_columns(
    page: Page, bbox: BBox, first: Found, settings: TableSettings, *, with_header: bool
) -> Grid | None:
    """The continuation read on the first part's columns; with ``with_header``, only when it
    repeats the heading row of the first part."""
    starts = first.grid.starts
    if len(starts) != first.grid.n_cols:
        return None
    args = (page.layout, bbox, settings.cell_gap_em, settings.max_header_rows)
    grid = build_grid(*args, with_header=with_header, starts=starts)
    if with_header and (grid is None or not _same_heads(grid.header, first.grid.header)):
        return None
    return grid


def _same_heads(a: list[str], b: list[str]) -> bool:
    def key(cells: list[str]) -> list[str]:
        return [re.sub(r"\W+", "", c).lower() for c in cells]

    return len(a) == len(b) and key(a) == key(b)


def carry_labels(above: list[str], rows: list[list[str]]) -> list[list[str]]:
    """Rows at the top of a continuation that leave their leading key cells empty belong to the
    group of the last row above the page break (the label is printed once, on the group's first
    row): they take those cells from it."""
    if not rows or rows[0][0].strip() or not above or not above[0].strip():
        return rows
    lead = next((c for c, cell in enumerate(rows[0]) if cell.strip()), None)
    if lead is None:
        return rows
    out = []
    carrying = True
    for row in rows:
        if carrying and not row[0].strip() and any(c.strip() for c in row[lead:]):
            row = [above[c] if c < lead and not row[c].strip() else row[c] for c in range(len(row))]
        else:
            carrying = False
        out.append(row)
    return out


def _rejection(grid: Grid, layout: PageLayout, settings: TableSettings) -> str | None:
    """Why a grid is not a table, or None. Thresholds are TableSettings fields."""
    stats = grid_stats(grid, layout)
    if stats["rows"] < settings.min_rows or len(grid.rows) < 1:
        return "too few rows"
    if stats["cols"] < settings.min_cols:
        return "too few columns"
    if stats["empty_ratio"] > settings.max_empty_ratio:
        return "mostly empty cells"
    if stats["single_char_ratio"] > settings.max_single_char_ratio:
        return "one-letter cells"
    if stats["rotated_ratio"] > settings.max_rotated_ratio:
        return "rotated text"
    if stats["chart_strokes"] > settings.max_chart_strokes:
        return "plot strokes"
    return None


def grid_stats(grid: Grid, layout: PageLayout) -> dict[str, float]:
    cells = [*grid.header, *[c for row in grid.rows for c in row]]
    filled = [c for c in cells if c]
    x0, y0, x1, y1 = grid.bbox

    def inside(x: float, y: float, margin: float = 0.0) -> bool:
        return x0 - margin <= x <= x1 + margin and y0 - margin <= y <= y1 + margin

    # Heads turned 90° to fit narrow columns are the table's own text, read upright.
    heads = " ".join(grid.header)
    turned = [
        w
        for ln in layout.lines
        for w in ln.words
        if len(w.text) >= 3 and w.y1 - w.y0 > 2 * (w.x1 - w.x0) and w.text in heads
    ]
    rotated = sum(
        1
        for x, y in layout.rotated
        if inside(x, y) and not any(w.x0 <= x <= w.x1 and w.y0 <= y <= w.y1 for w in turned)
    )
    upright = sum(
        len(w.text) for ln in layout.lines for w in ln.words if inside(w.xc, (w.y0 + w.y1) / 2)
    )
    return {
        "rows": float(len(grid.rows) + (1 if any(grid.header) else 0)),
        "cols": float(grid.n_cols),
        "empty_ratio": 1 - len(filled) / len(cells) if cells else 1.0,
        "single_char_ratio": sum(1 for c in filled if len(c) == 1 and c.isalpha()) / len(filled)
        if filled
        else 1.0,
        "rotated_ratio": rotated / (rotated + upright) if rotated + upright else 0.0,
        # Counted a little beyond the region: a candidate cut from a plot's legend and ticks
        # sits right under the curves it labels.
        "chart_strokes": float(
            sum(1 for x, y in layout.strokes if inside(x, y, _PLOT_MARGIN))
            + _gridlines(layout, grid.bbox, _PLOT_MARGIN)
        ),
    }


def _gridlines(layout: PageLayout, bbox: BBox, margin: float) -> int:
    """Dashed horizontal lines near a region that are a chart's gridlines: those with no text
    row right above and right below them. A dotted line between two rows of cells separates
    the rows (an HTML table's ``border-bottom: dotted``), it is not plot ink."""
    x0, y0, x1, y1 = bbox
    near = [
        d for d in layout.dotted if y0 - margin <= d.y <= y1 + margin and d.x1 > x0 and d.x0 < x1
    ]
    if not near:
        return 0
    lines = [ln for ln in layout.lines if ln.y1 >= y0 - margin and ln.y0 <= y1 + margin]

    def row_beside(d: Rule, *, up: bool) -> bool:
        return any(
            ln.x1 > d.x0
            and ln.x0 < d.x1
            and 0 <= ((d.y - ln.y1) if up else (ln.y0 - d.y)) <= 0.8 * ln.size
            for ln in lines
        )

    return sum(1 for d in near if not (row_beside(d, up=True) and row_beside(d, up=False)))
