"""Tables as chunks: find every real table, keep it as Markdown with its label and caption.

Which library does what (measured on the real papers, see docs/TABLES.md): PyMuPDF supplies
the raw page (glyphs with size and baseline, vector drawings); the detector and the cell
reader are our own, because pdfplumber's finder missed borderless tables and fired on word
grids, and PyMuPDF's find_tables() found the right regions but misread cells, and both cost
60-400 ms a page. Locating tables by their rules and reading cells from positioned glyphs
runs at a few milliseconds a page.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pymupdf

from paperlens.ingest.tables_detect import (
    Caption,
    PageText,
    Region,
    find_captions,
    rule_regions,
    text_region,
    top_region,
)
from paperlens.ingest.tables_grid import BBox, Grid, build_grid
from paperlens.ingest.tables_layout import PageLayout, read_layout
from paperlens.labels import caption_label
from paperlens.models import Chunk, chunk_id
from paperlens.settings import TableSettings

# Page furniture (running heads, page numbers) lives in this share of the page at top and bottom.
_MARGIN = 0.08
# Points around a table region searched for plot ink.
_PLOT_MARGIN = 12.0


@dataclass(slots=True)
class _Found:
    """One table (or one page's part of a table) before it becomes chunks."""

    page: int
    grid: Grid
    caption: Caption | None
    layout: PageLayout
    parts: list[_Found] = field(default_factory=list)


@dataclass(slots=True)
class _Page:
    number: int
    text: PageText
    captions: list[Caption]
    regions: list[Region]

    @property
    def layout(self) -> PageLayout:
        return self.text.layout


def extract_tables(doc: pymupdf.Document, paper_id: str, settings: TableSettings) -> list[Chunk]:
    """Every table of the paper as ``kind="table"`` chunks, in reading order.

    Each chunk's text is ``"Table 2: <caption>\\n\\n<markdown>"``; a table longer than
    ``settings.max_chunk_chars``, or cut by a page break, becomes several chunks that repeat the
    caption line and header row and carry ``extra={"part": k, "parts": n}``."""
    if not settings.enabled:
        return []
    pages = _read_pages(doc, settings)
    below = _caption_side(list(pages.values()), settings)
    tables: list[_Found] = []
    open_table: _Found | None = None
    for number in range(1, doc.page_count + 1):
        page = pages.get(number)
        if page is None and open_table is not None:
            page = _read_page(doc[number - 1])  # the table may run on over the page break
        if page is None:
            continue
        open_table = _page_tables(page, settings, below, open_table, tables)
    return _number([c for t in tables for c in _chunks(t, paper_id, settings)])


def _read_page(page: pymupdf.Page) -> _Page:
    layout = read_layout(page)
    text = PageText.of(layout)
    return _Page(page.number + 1, text, find_captions(layout), rule_regions(text))


def _read_pages(doc: pymupdf.Document, settings: TableSettings) -> dict[int, _Page]:
    """Pages that can hold a kept table. Reading glyphs is the expensive step, so when tables
    need captions the test for one runs on the plain text first."""
    out: dict[int, _Page] = {}
    for number in range(doc.page_count):
        page = doc[number]
        if settings.require_caption and not any(
            caption_label(line, ("table",)) for line in page.get_text("text").splitlines()
        ):
            continue
        out[number + 1] = _read_page(page)
    return out


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


def _caption_side(pages: list[_Page], settings: TableSettings) -> bool:
    """Whether this paper puts table captions below tables, judged from unambiguous cases."""
    votes = 0
    for page in pages:
        for cap in page.captions:
            sides = {a[0] for r in page.regions if (a := _adjacent(cap, r.bbox, settings))}
            if len(sides) == 1:
                votes += 1 if sides.pop() else -1
    return votes > 0


def _assign(
    page: _Page, settings: TableSettings, below: bool
) -> tuple[list[Region], dict[int, int]]:
    """Pair captions with regions: nearest first, the paper's usual side winning ties; a
    caption left without a ruled region gets the text rows beside it, if they form a table."""
    pairs: list[tuple[bool, float, int, int]] = []
    for ci, cap in enumerate(page.captions):
        for ri, reg in enumerate(page.regions):
            if (a := _adjacent(cap, reg.bbox, settings)) is not None:
                pairs.append((a[0] != below, a[1], ci, ri))
    owner: dict[int, int] = {}
    for _, _, ci, ri in sorted(pairs):
        if ci not in owner and ri not in owner.values():
            owner[ci] = ri
    regions = list(page.regions)
    for ci, cap in enumerate(page.captions):
        if ci in owner:
            continue
        for cap_below in (below, not below):
            rows = text_region(page.text, cap, below=not cap_below)
            if rows and not any(_overlaps(rows.bbox, r.bbox) for r in regions):
                regions.append(rows)
                owner[ci] = len(regions) - 1
                break
    return regions, owner


def _page_tables(
    page: _Page, settings: TableSettings, below: bool, open_table: _Found | None, out: list[_Found]
) -> _Found | None:
    """Collect this page's tables into ``out``; return the table that may go on overleaf."""
    layout = page.layout
    regions, owner = _assign(page, settings, below)
    new: list[_Found] = []
    part: _Found | None = None
    for ci, ri in owner.items():
        cap = page.captions[ci]
        if (
            open_table
            and open_table.caption
            and (cap.continued or cap.label == open_table.caption.label)
        ):
            part = _continuation(page, regions[ri].bbox, open_table, settings)
            if part is not None:
                continue
        if grid := _grid(layout, regions[ri].bbox, settings):
            new.append(_Found(page.number, grid, cap, layout))
    free = [r for i, r in enumerate(regions) if i not in owner.values()]
    if open_table is not None and part is None and settings.continue_across_pages:
        part = _continue_at_top(page, free, open_table, settings)
    if not settings.require_caption:
        for reg in free:
            if grid := _grid(layout, reg.bbox, settings):
                new.append(_Found(page.number, grid, None, layout))
    mid = (page.text.left + page.text.right) / 2
    new.sort(
        key=lambda f: (f.grid.bbox[0] >= mid - 5, f.grid.bbox[1], f.grid.bbox[0])
    )  # reading order
    out.extend(new)
    for f in reversed(new):
        if f.caption is not None and _reaches_bottom(f):
            return f
    if part is not None and _reaches_bottom(part):
        return open_table
    return None


def _grid(layout: PageLayout, bbox: BBox, settings: TableSettings) -> Grid | None:
    grid = build_grid(layout, bbox, settings.cell_gap_em, settings.max_header_rows)
    if grid is None or _rejection(grid, layout, settings) is not None:
        return None
    return grid


def _overlaps(a: BBox, b: BBox) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def _reaches_bottom(t: _Found) -> bool:
    """No body text under the table in its columns: the table may go on over the page."""
    x0, _, x1, y1 = t.grid.bbox
    floor = t.layout.height * (1 - _MARGIN)
    return not any(y1 + 1 < ln.y0 < floor and ln.x1 > x0 and ln.x0 < x1 for ln in t.layout.lines)


def _continue_at_top(
    page: _Page, free: list[Region], open_table: _Found, settings: TableSettings
) -> _Found | None:
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
        candidates = [reg] if reg else []
    for reg in candidates:
        part = _continuation(page, reg.bbox, open_table, settings)
        if part is not None:
            if reg in free:
                free.remove(reg)
            return part
    return None


def _continuation(page: _Page, bbox: BBox, first: _Found, settings: TableSettings) -> _Found | None:
    """The rest of ``first`` on this page, if its columns line up with the first part's.

    A part that repeats the heading row is read with it; one that does not is read without,
    and either way gets the first part's header, so every chunk names its columns."""
    grid = build_grid(page.layout, bbox, settings.cell_gap_em, settings.max_header_rows)
    if grid is None or grid.header != first.grid.header:
        grid = build_grid(
            page.layout, bbox, settings.cell_gap_em, settings.max_header_rows, with_header=False
        )
    if grid is None or grid.n_cols != first.grid.n_cols:
        return None
    grid.header = list(first.grid.header)
    if _rejection(grid, page.layout, settings) is not None:
        return None
    part = _Found(page.number, grid, first.caption, page.layout)
    first.parts.append(part)
    return part


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

    rotated = sum(1 for x, y in layout.rotated if inside(x, y))
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
        "chart_strokes": float(sum(1 for x, y in layout.strokes if inside(x, y, _PLOT_MARGIN))),
    }


def to_markdown(header: list[str], rows: list[list[str]]) -> str:
    def line(cells: list[str]) -> str:
        return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"

    return "\n".join([line(header), "|" + "---|" * len(header), *[line(r) for r in rows]])


def _chunks(table: _Found, paper_id: str, settings: TableSettings) -> list[Chunk]:
    cap = table.caption
    label = cap.label if cap else None
    caption = cap.text if cap else None
    title = f"{label}: {caption}" if label and caption else (label or "")
    prefix = f"{title}\n\n" if title else ""
    pieces: list[tuple[_Found, list[str], list[list[str]]]] = []
    for part in [table, *table.parts]:
        # A block with its own column heads partway down the table is a part of its own.
        for header, block in [(part.grid.header, part.grid.rows), *part.grid.sections]:
            for rows in _split_rows(header, block, prefix, settings.max_chunk_chars):
                pieces.append((part, header, rows))
    chunks: list[Chunk] = []
    for k, (part, header, rows) in enumerate(pieces, start=1):
        x0, y0, x1, y1 = part.grid.bbox
        # Structured cells for consumers (computed answers, UI, benchmark): the Markdown is for
        # reading and embedding, these are for lookups.
        extra: dict[str, object] = {
            "columns": list(header),
            "rows": [list(r) for r in rows],
        }
        if len(pieces) > 1:
            extra |= {"part": k, "parts": len(pieces)}
        chunks.append(
            Chunk(
                chunk_id="",
                paper_id=paper_id,
                kind="table",
                page=part.page,
                text=prefix + to_markdown(header, rows),
                label=label,
                caption=caption,
                bbox=(round(x0, 2), round(y0, 2), round(x1, 2), round(y1, 2)),
                image=None,
                extra=extra,
            )
        )
    return chunks


def _split_rows(
    header: list[str], body: list[list[str]], prefix: str, limit: int
) -> list[list[list[str]]]:
    """Rows grouped so each chunk (caption line + header + rows) stays within ``limit``."""
    base = len(prefix) + len(to_markdown(header, []))
    parts: list[list[list[str]]] = [[]]
    size = base
    for row in body:
        n = len(to_markdown(header, [row])) - len(to_markdown(header, [])) + 1
        if parts[-1] and size + n > limit:
            parts.append([])
            size = base
        parts[-1].append(row)
        size += n
    return parts


def _number(chunks: list[Chunk]) -> list[Chunk]:
    """Stable ids: the i-th table chunk of a page gets index i."""
    seen: dict[int, int] = {}
    for c in chunks:
        i = seen.get(c.page, 0)
        seen[c.page] = i + 1
        c.chunk_id = chunk_id(c.paper_id, "table", c.page, i)
    return chunks
