"""Tables as chunks: find every real table, keep it as Markdown with its label and caption.

Which library does what (measured on the real papers, see docs/TABLES.md): PyMuPDF supplies
the raw page (glyphs with size and baseline, vector drawings); the detector and the cell
reader are our own, because pdfplumber's finder missed borderless tables and fired on word
grids, and PyMuPDF's find_tables() found the right regions but misread cells, and both cost
60-400 ms a page. Locating tables by their rules and reading cells from positioned glyphs
runs at a few milliseconds a page.

The modules: ``tables_layout`` (glyphs and rules of a page), ``tables_detect`` (captions and
candidate regions), ``tables_pages`` (captions paired with regions, page breaks),
``tables_grid`` / ``tables_lattice`` / ``tables_cells`` (rows, columns and cells).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pymupdf

from paperlens.ingest.tables_pages import (
    Found,
    caption_side,
    confirmed,
    page_tables,
    page_texts,
    read_page,
    read_pages,
)
from paperlens.labels import label_numbers, label_words
from paperlens.models import Chunk, chunk_id
from paperlens.settings import TableSettings


def extract_tables(
    doc: pymupdf.Document,
    paper_id: str,
    settings: TableSettings,
    notes: list[str] | None = None,
) -> list[Chunk]:
    """Every table of the paper as ``kind="table"`` chunks, in reading order.

    Each chunk's text is ``"Table 2: <caption>\\n\\n<markdown>"``; a table longer than
    ``settings.max_chunk_chars``, or cut by a page break, becomes several chunks that repeat the
    caption line and header row and carry ``extra={"part": k, "parts": n}``. Pages skipped for
    being over the per-page budget are listed in ``notes``."""
    if not settings.enabled:
        return []
    texts = page_texts(doc)
    read: list[str] = []
    tables = _tables(doc, settings, texts, frozenset(), read)
    lines = [ln for text, _ in texts for ln in text.splitlines()]
    words = frozenset(label_words(lines))
    # A paper that names its tables with a known word has no other table word ("Listing 3."
    # over a framed listing is no table). Otherwise its caption-like words are tried, and the
    # paper read again with only those that head a ruled table: a word that does not (a figure
    # word, "Step 1:" in a cell) must not end a table region as a caption would.
    if words and not any(t.caption is not None for t in tables):
        tried: list[str] = []
        found = _tables(doc, settings, texts, words, tried)
        sure = _one_word_per_label(confirmed(found), label_numbers(lines))
        if sure == words:
            tables, read = found, tried
        elif sure:
            read = []
            tables = _tables(doc, settings, texts, sure, read)
    if notes is not None:
        notes.extend(read)
    spelled = printed_words(text for text, _ in texts)
    chunks = [c for t in confirmed(tables) for c in _chunks(t, paper_id, settings, spelled)]
    return _number(chunks)


_PRINTED_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_BROKEN_WORD = re.compile(r"(?<![\w-])([^\W\d_]+)-([^\W\d_]+)(?![\w-])")


def printed_words(texts: Iterable[str]) -> frozenset[str]:
    """The words (lower case) the paper prints whole on a line, hyphenated or not."""
    return frozenset(w.lower() for text in texts for w in _PRINTED_WORD.findall(text))


def rejoined(cell: str, spelled: frozenset[str]) -> str:
    """A cell with each word a narrow column broke at a hyphen ("Spron-gen") joined, where the
    paper prints the word whole elsewhere ("sprongen" in its caption) and never with that
    hyphen: its own spelling tells a line-end hyphen from a compound's ("Server-driven")."""

    def join(m: re.Match[str]) -> str:
        whole = m.group(1) + m.group(2)
        if whole.lower() in spelled and m.group().lower() not in spelled:
            return whole
        return m.group()

    return _BROKEN_WORD.sub(join, cell) if "-" in cell else cell


def _one_word_per_label(tables: list[Found], numbers: dict[str, set[int]]) -> frozenset[str]:
    """The inferred words that head tables, without a word whose labels another word's tables
    already carry: a paper numbers its tables with one word, so when "Jadual 1" and "Rajah 1"
    both head a table, the word heading one under a smaller share of the numbers it prints is
    the figure word (the ticks and gridlines of one of its charts read as a ruled grid)."""
    labels: dict[str, set[str]] = {}
    for t in tables:
        if t.caption is not None and t.caption.word:
            labels.setdefault(t.caption.word, set()).add(t.caption.label)
    share = {w: len(ls) / max(len(numbers.get(w, ())), len(ls)) for w, ls in labels.items()}
    return frozenset(
        w
        for w in labels
        if not any(v != w and labels[v] & labels[w] and share[v] > share[w] for v in labels)
    )


def _tables(
    doc: pymupdf.Document,
    settings: TableSettings,
    texts: list[tuple[str, bool]],
    words: frozenset[str],
    notes: list[str],
) -> list[Found]:
    pages = read_pages(doc, settings, texts, words, notes)
    below = caption_side(list(pages.values()), settings)
    tables: list[Found] = []
    open_table: Found | None = None
    for number in range(1, doc.page_count + 1):
        page = pages.get(number)
        if page is None and open_table is not None:
            # The table may run on over the page break.
            page = read_page(doc[number - 1], words=words)
        if page is None:
            continue
        open_table = page_tables(page, settings, below, open_table, tables)
    return tables


def to_markdown(header: list[str], rows: list[list[str]]) -> str:
    def line(cells: list[str]) -> str:
        return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"

    return "\n".join([line(header), "|" + "---|" * len(header), *[line(r) for r in rows]])


def _chunks(
    table: Found, paper_id: str, settings: TableSettings, spelled: frozenset[str] = frozenset()
) -> list[Chunk]:
    cap = table.caption
    label = cap.label if cap else None
    caption = cap.text if cap else None
    title = f"{label}: {caption}" if label and caption else (label or "")
    prefix = f"{title}\n\n" if title else ""
    pieces: list[tuple[Found, list[str], list[list[str]]]] = []
    for part in [table, *table.parts]:
        # A block with its own column heads partway down the table is a part of its own.
        for header, block in [(part.grid.header, part.grid.rows), *part.grid.sections]:
            header = [rejoined(h, spelled) for h in header]
            block = [[rejoined(c, spelled) for c in r] for r in block]
            for rows in _split_rows(header, block, prefix, settings.max_chunk_chars):
                pieces.append((part, header, rows))
    if any(rows for _, _, rows in pieces):
        # A heading set at a page's foot with its rows overleaf is named by every part's
        # header; it makes no chunk of its own.
        pieces = [p for p in pieces if p[2]]
    chunks: list[Chunk] = []
    for k, (part, header, rows) in enumerate(pieces, start=1):
        x0, y0, x1, y1 = part.layout.to_page(part.grid.bbox)
        # Structured cells for consumers (computed answers, UI, benchmark): the Markdown is for
        # reading and embedding, these are for lookups.
        cells, marks = footnote_marks(rows)
        extra: dict[str, object] = {"columns": list(header), "rows": cells}
        if marks:
            extra["marks"] = marks
        if len(pieces) > 1:
            extra |= {"part": k, "parts": len(pieces)}
        chunks.append(
            Chunk(
                chunk_id="",
                paper_id=paper_id,
                kind="table",
                page=part.page,
                text=prefix + to_markdown(header, cells),
                label=label,
                caption=caption,
                bbox=(round(x0, 2), round(y0, 2), round(x1, 2), round(y1, 2)),
                image=None,
                extra=extra,
            )
        )
    return chunks


# A value with a raised footnote letter: "—^a", "85.2^{b,c}". Only placeholders and decimals,
# where a raised letter cannot be an exponent ("2^n" stays as it is).
_MARKED = re.compile(
    r"^(?P<value>[-–—−]|n/a|N/A|NA|[-−+]?\d[\d,]*\.\d+%?)\^(?P<mark>[a-z]|\{[a-z](?:,[a-z])*\})$"
)


def footnote_marks(rows: list[list[str]]) -> tuple[list[list[str]], list[list[object]]]:
    """Cells with footnote letters taken off ("—^a" is "—"), so the value is what a reader
    looks up, and the marks as ``[row, column, "a"]`` of the same rows."""
    cells: list[list[str]] = []
    marks: list[list[object]] = []
    for i, row in enumerate(rows):
        out = []
        for c, cell in enumerate(row):
            m = _MARKED.match(cell)
            if m:
                out.append(m["value"])
                marks.append([i, c, m["mark"].strip("{}")])
            else:
                out.append(cell)
        cells.append(out)
    return cells, marks


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
