"""Pseudo-code blocks ("Algorithm 1 ...") as labelled text chunks, so "Algorithm 1" finds them.

An algorithm float is set like a table: its caption line ("Algorithm 1 Search for periodic
data", often without punctuation) sits between two rules, or opens with a bold label, and the
code runs down to the closing rule as wide as the opening one. Prose that merely starts a line
with "Algorithm 3 shows ..." has neither. The block keeps its lines and their indentation, which
carries the code's structure, and is left out of the ordinary text chunks.
"""

from __future__ import annotations

import pymupdf

from paperlens.ingest.pagetext import plain_text
from paperlens.ingest.tables_layout import Line, PageLayout, Rule, read_layout
from paperlens.labels import caption_label, caption_text
from paperlens.models import BBox, Chunk

# The rule over or under a caption line lies within this many of its line heights.
_RULE_NEAR = 1.2
# A block without a closing rule ends at a vertical gap this many line heights tall.
_END_GAP = 1.8
# Longest block kept whole (characters); the rest of a huge listing is cut.
_MAX_CHARS = 4000
# Deepest indentation kept (levels): a fraction set in display style is not nesting.
_MAX_INDENT = 8


def extract_algorithms(doc: pymupdf.Document, paper_id: str) -> list[Chunk]:
    """Every captioned pseudo-code block as a ``text`` chunk labelled "Algorithm N" with
    ``extra={"block": "algorithm"}``; one chunk per label (the first wins)."""
    chunks: list[Chunk] = []
    seen: set[str] = set()
    for index in range(doc.page_count):
        page = doc[index]
        lines = plain_text(page).splitlines()
        if not any(caption_label(ln, ("algorithm",), strict=False) for ln in lines):
            continue
        layout = read_layout(page)
        for label, caption, bbox, body in _blocks(layout):
            if label in seen:
                continue
            seen.add(label)
            number = page.number + 1
            head = f"{label}: {caption}" if caption else label
            chunks.append(
                Chunk(
                    chunk_id=f"{paper_id[:16]}-text-p{number}-algorithm-{len(chunks)}",
                    paper_id=paper_id,
                    kind="text",
                    page=number,
                    text=f"{head}\n{body}"[:_MAX_CHARS],
                    label=label,
                    caption=caption or None,
                    bbox=tuple(round(v, 2) for v in layout.to_page(bbox)),  # type: ignore[arg-type]
                    extra={"block": "algorithm"},
                )
            )
    return chunks


def _blocks(layout: PageLayout) -> list[tuple[str, str, BBox, str]]:
    out = []
    for line in layout.lines:
        m = caption_label(line.text, ("algorithm",), strict=False)
        if m is None:
            continue
        top = _rule_near(layout.hrules, line, above=True)
        bold = bool(line.words) and line.words[0].bold
        if top is None and not bold:
            continue  # "Algorithm 3 shows ...": prose, not a float
        x0 = top.x0 if top else line.x0
        x1 = top.x1 if top else max(ln.x1 for ln in layout.lines if ln.block == line.block)
        end = _closing(layout, line, top, x0, x1)
        body_lines = sorted(
            (
                ln
                for ln in layout.lines
                if ln is not line and line.y1 - 1 < ln.y0 and ln.y1 <= end + 1
                if ln.x0 >= x0 - 3 and ln.x1 <= x1 + 3
            ),
            key=lambda ln: (ln.baseline, ln.x0),
        )
        if not body_lines:
            continue
        caption = caption_text(line.text, m)
        margin = min(ln.x0 for ln in body_lines)
        out.append((m.label, caption, (x0, line.y0, x1, end), _code(body_lines, margin)))
    return out


def _rule_near(rules: list[Rule], line: Line, *, above: bool) -> Rule | None:
    reach = _RULE_NEAR * (line.y1 - line.y0)
    for r in rules:
        near = (
            line.y0 - reach <= r.y <= line.y0 + 1
            if above
            else line.y1 - 1 <= r.y <= line.y1 + reach
        )
        if near and r.x0 <= line.x0 + 2 and r.x1 >= line.x1 - 2:
            return r
    return None


def _closing(layout: PageLayout, line: Line, top: Rule | None, x0: float, x1: float) -> float:
    """Where the block ends: the next rule as wide as the opening one below the caption's own
    underline, else the first tall vertical gap."""
    under = _rule_near(layout.hrules, line, above=False)
    start = under.y if under else line.y1
    if top is not None:
        for r in sorted(layout.hrules, key=lambda r: r.y):
            if r.y > start + 1 and abs(r.x0 - top.x0) <= 3 and abs(r.x1 - top.x1) <= 3:
                return r.y
    edge = start
    for ln in sorted(layout.lines, key=lambda ln: ln.y0):
        if ln.y0 <= start or ln.x1 < x0 or ln.x0 > x1:
            continue
        if ln.y0 - edge > _END_GAP * (ln.y1 - ln.y0):
            break
        edge = max(edge, ln.y1)
    return edge


def _code(lines: list[Line], margin: float) -> str:
    """Lines of code with their indentation from the block's left margin: two spaces a level,
    a level an em."""
    rows: list[list[Line]] = []
    for ln in lines:
        if rows and abs(ln.baseline - rows[-1][0].baseline) <= 0.3 * ln.size:
            rows[-1].append(ln)
        else:
            rows.append([ln])
    out = []
    for row in rows:
        row.sort(key=lambda ln: ln.x0)
        size = max(ln.size for ln in row) or 10.0
        indent = min(_MAX_INDENT, max(0, round((row[0].x0 - margin) / size)))
        out.append("  " * indent + " ".join(ln.text for ln in row))
    return "\n".join(out)
