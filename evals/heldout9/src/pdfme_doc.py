"""The ninth held-out set's pdfme writer: **pdfme** 0.4 (pure Python; its own paragraphs, tables
with row and column spans, page breaking and running sections) lays out a paper described by
the neutral blocks of ``paper9`` (JSON). pdfme places only raster images, so each chart is laid
out as a white placeholder PNG that ``writers9.py swap`` later turns into the vector chart.

Usage: python pdfme_doc.py spec.json out.pdf   (run in the venv that holds pdfme and Pillow)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from pdfme import build_pdf


def table(b: dict[str, Any], size: float) -> list[dict[str, Any]]:
    ncol = len(b["header"][-1])
    rows: list[list[Any]] = []
    for hr in b["header"]:
        row: list[Any] = []
        for j, (text, span) in enumerate(hr):
            cell = {".": text, "style": {"b": True, "text_align": "l" if j == 0 else "c"}}
            if span > 1:
                cell["colspan"] = span
            row.append(cell)
            row += [None] * (span - 1)
        rows.append(row)
    for r in b["rows"]:
        if isinstance(r, str):
            rows.append([{".": r, "colspan": ncol, "style": {"i": True}}] + [None] * (ncol - 1))
        else:
            rows.append(
                [{".": c, "style": {"text_align": "l" if j == 0 else "r"}} for j, c in enumerate(r)]
            )
    nh, n = len(b["header"]), len(rows)
    style: dict[str, Any] = {"s": size, "cell_margin": 3}
    borders: list[dict[str, Any]] = []
    fills: list[dict[str, Any]] = []
    if b["rules"] == "booktabs":
        style["border_width"] = 0
        borders = [{"pos": "h0;:", "width": 1}, {"pos": f"h{nh};:", "width": 0.5},
                   {"pos": f"h{n};:", "width": 1}]  # fmt: skip
    elif b["rules"] == "hlines":
        style["border_width"] = 0
        borders = [{"pos": f"h0:{n + 1};:", "width": 0.4}]
        fills = [{"pos": f"0:{nh};:", "color": 0.85}]
    elif b["rules"] == "none":
        style["border_width"] = 0
    return [
        {
            ".": [{".b": b["label"] + " "}, b["caption"]],
            "style": {"s": 9, "text_align": "l", "margin_bottom": 4},
        },
        {"widths": b["widths"], "style": style, "borders": borders, "fills": fills, "table": rows},
    ]


def main(spec_path: Path, out: Path) -> None:
    spec = json.loads(spec_path.read_text(encoding="utf-8"))
    content: list[Any] = []
    for b in spec["blocks"]:
        if b["t"] == "title":
            content += [
                {".": b["title"], "style": {"b": True, "s": 15, "text_align": "c", "margin_bottom": 8}},
                {".": b["authors"], "style": {"s": 10.5, "text_align": "c", "margin_bottom": 2}},
                {".": b["affil"], "style": {"i": True, "s": 9, "text_align": "c", "margin_bottom": 10}},
                {".": [{".b": b["abstractHead"] + " "}, b["abstract"]],
                 "style": {"s": 9, "margin_left": 24, "margin_right": 24, "margin_bottom": 12}},
            ]  # fmt: skip
        elif b["t"] == "h":
            content.append(
                {".": b["s"], "style": {"b": True, "s": 11.5, "margin_top": 6, "margin_bottom": 4}}
            )
        elif b["t"] == "p":
            content.append({".": b["s"]})
        elif b["t"] == "table":
            content += table(b, b.get("size", 8.5))
            content.append({".": "", "style": {"margin_bottom": 2}})
        elif b["t"] == "figure":
            side = b.get("side", 40)
            content += [
                {"image": b["placeholder"], "style": {"margin_left": side, "margin_right": side,
                                                      "image_place": "normal"}},
                {".": [{".b": b["label"] + " "}, b["caption"]], "style": {"s": 9, "margin_top": 4}},
            ]  # fmt: skip
    document = {
        "style": {"page_size": "a4", "margin": [62, 64], "s": spec["body"], "f": spec["font"],
                  "text_align": "j", "line_height": 1.3, "margin_bottom": 6},
        "running_sections": {
            "header": {"x": "left", "y": 34, "height": "top", "style": {"s": 8, "i": True, "text_align": "r"},
                       "content": [spec["head"]]},
            "footer": {"x": "left", "y": 800, "height": "bottom", "style": {"s": 9, "text_align": "c"},
                       "content": [{".": [spec["foot"], {"var": "$page"}]}]},
        },
        "sections": [{"running_sections": ["header", "footer"], "content": content}],
    }  # fmt: skip
    with out.open("wb") as fh:
        build_pdf(document, fh)


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
