"""A table's cells or a chart's series as rows, for CSV downloads.

Tables come from ``extra["columns"]``/``extra["rows"]`` (all parts of a multi-part table, in
order) or, for chunks indexed without them, from the Markdown table in the chunk's text. Charts
come from ``extra["chart_data"]`` (TEAM.md contract), one row per point in long form, which any
spreadsheet or dataframe library can pivot.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Sequence
from typing import Any

from paperlens.models import Chunk

CHART_COLUMNS = ["panel", "series", "x", "y", "x_title", "y_title"]
_CELL_SPLIT = re.compile(r"(?<!\\)\|")


class NoTabularData(LookupError):
    """The chunk holds no cells or series (prose, an unread chart): says why and what to do."""


def markdown_rows(text: str) -> list[list[str]]:
    """Rows of the first Markdown table in ``text`` (header first), without the ``---`` rule."""
    rows: list[list[str]] = []
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("|"):
            if rows:
                break
            continue
        cells = [c.strip().replace("\\|", "|") for c in _CELL_SPLIT.split(line.strip("|"))]
        if all(re.fullmatch(r":?-{3,}:?", c) for c in cells if c) and any(cells):
            continue
        rows.append(cells)
    return rows


def _part(chunk: Chunk) -> tuple[int, int]:
    return (int(chunk.extra.get("part", 1)), chunk.page)


def table_rows(chunk: Chunk, siblings: Sequence[Chunk] = ()) -> list[list[str]]:
    """Header, then every row of the logical table ``chunk`` belongs to.

    ``siblings``: the paper's other chunks; parts sharing the chunk's label and a ``parts`` count
    are joined in part order, so the download is the table as printed, not one chunk of it.
    """
    parts = [chunk]
    if chunk.label and chunk.extra.get("parts"):
        parts = sorted(
            (
                c
                for c in [chunk, *siblings]
                if c.kind == "table" and c.label == chunk.label and c.extra.get("parts")
            ),
            key=_part,
        )
        parts = list({c.chunk_id: c for c in parts}.values())
    if all("rows" in c.extra for c in parts):
        header = [str(h) for h in chunk.extra.get("columns") or []]
        body = [[str(v) for v in row] for c in parts for row in c.extra["rows"]]
        return [header, *body] if header else body
    rows: list[list[str]] = []
    for c in parts:
        found = markdown_rows(c.text)
        rows.extend(found if not rows else found[1:])  # the header once
    if not rows:
        raise NoTabularData(
            f"{chunk.label or 'This table'} has no cells that could be read as rows."
        )
    return rows


def chart_rows(chunk: Chunk) -> list[list[Any]]:
    panels = chunk.extra.get("chart_data") or []
    rows: list[list[Any]] = [list(CHART_COLUMNS)]
    for number, panel in enumerate(panels, start=1):
        name = panel.get("panel") or (str(number) if len(panels) > 1 else "")
        x_title = (panel.get("x") or {}).get("title") or ""
        y_title = (panel.get("y") or {}).get("title") or ""
        for series in panel.get("series") or []:
            for point in series.get("points") or []:
                x, y = point[0], point[1]
                rows.append([name, series.get("name") or "", x, y, x_title, y_title])
    if len(rows) == 1:
        status = chunk.extra.get("chart_status") or "no data was read from it"
        raise NoTabularData(
            f"{chunk.label or 'This figure'} has no data to download ({status}); "
            "only charts drawn as vectors can be read."
        )
    return rows


def chunk_rows(chunk: Chunk, siblings: Sequence[Chunk] = ()) -> list[list[Any]]:
    if chunk.kind == "table":
        return table_rows(chunk, siblings)
    if chunk.kind == "figure":
        return chart_rows(chunk)
    raise NoTabularData(
        "Only tables and charts whose data was read have a CSV; this is a text passage."
    )


def to_csv(rows: list[list[Any]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()
