"""Shared helpers of the ninth held-out set's papers.

A paper's ``make.py`` describes its document as a list of neutral blocks (title, heading,
paragraph, table, figure) built with the functions below. The four display-list papers hand
them to ``layout9`` (``render_layout``) and then to a low-level writer; the engine papers dump
them as JSON for pdfjs, react-pdf or pdfme, which lay the pages out themselves. Table truth cells
are picked from the very rows and headers that are printed (``pick``), chart tools are wrapped
here (Recharts, gri; GD::Graph is run by en_soiling), and question sets are written from compact
Python lists (``qa_set``).
"""

from __future__ import annotations

import json
import os
import re
import struct
import subprocess
import zlib
from pathlib import Path
from typing import Any

import pymupdf
from common import run

SRC = Path(__file__).resolve().parent
NODE = os.environ.get("HELDOUT9_NODE", "/tmp/heldout9-node")
VENV = os.environ.get("HELDOUT9_VENV", "/tmp/heldout9-venv")
WPY = str(Path(VENV) / "bin" / "python")
DEJAVU = "/usr/share/fonts/truetype/dejavu/"


# -- blocks ---------------------------------------------------------------------------------------
def title(title: str, authors: str, affil: str, head: str, abstract: str) -> dict[str, Any]:
    return {"t": "title", "title": title, "authors": authors, "affil": affil,
            "abstractHead": head, "abstract": abstract}  # fmt: skip


def h(s: str) -> dict[str, Any]:
    return {"t": "h", "s": s}


def p(s: str) -> dict[str, Any]:
    return {"t": "p", "s": " ".join(s.split())}


def table(
    label: str,
    caption: str,
    header: list[list[tuple[str, int]]],
    rows: list[list[str] | str],
    rules: str,
    **kw: Any,
) -> dict[str, Any]:
    """header: rows of (text, colspan); "\\n" in a header prints it on two lines."""
    return {"t": "table", "label": label, "caption": caption, "header": header, "rows": rows,
            "rules": rules, **kw}  # fmt: skip


def figure(file: Path, label: str, caption: str, **kw: Any) -> dict[str, Any]:
    return {"t": "figure", "file": str(file), "label": label, "caption": caption, **kw}


def render_layout(doc: Any, blocks: list[dict[str, Any]]) -> None:
    """Lay the blocks out with ``layout9.Doc`` (the display-list papers)."""
    from layout9 import aspect

    for b in blocks:
        if b["t"] == "title":
            doc.title_block(b["title"], b["authors"], b["affil"], b["abstractHead"], b["abstract"])
        elif b["t"] == "h":
            doc.heading(b["s"])
        elif b["t"] == "p":
            doc.para(b["s"])
        elif b["t"] == "table":
            kw = {k: b[k] for k in ("z", "span", "bold_last", "cont", "widths", "keep") if k in b}
            doc.table(b["label"], b["caption"], b["header"], b["rows"], rules=b["rules"], **kw)
        elif b["t"] == "figure":
            f = Path(b["file"])
            doc.figure(f, aspect(f), b["label"], b["caption"], frac=b.get("frac", 1.0),
                       span=b.get("span", False))  # fmt: skip
        elif b["t"] == "pagebreak":
            doc.next_col()


def write_display_list(
    work: Path,
    doc: Any,
    blocks: list[dict[str, Any]],
    fonts: dict[str, str],
    writer: str,
    title_: str,
) -> Path:
    """Lay the blocks out on ``doc`` and draw the display list with ``writers9.py <writer>``
    (pdfrw or pypdf) in the base-14 ``fonts``; returns ``work/paper.pdf``."""
    render_layout(doc, blocks)
    doc.dump(work / "layout.json")
    (work / "fonts.json").write_text(json.dumps(fonts), encoding="utf-8")
    run([WPY, str(SRC / "writers9.py"), writer, "layout.json", "fonts.json", "paper.pdf", title_],
        cwd=work)  # fmt: skip
    return work / "paper.pdf"


def chart_sizes(layout: Path) -> None:
    """Add each chart's own page size to its display-list entry (PDF::Reuse scales by it)."""
    data = json.loads(layout.read_text(encoding="utf-8"))
    for page in data["pages"]:
        for op in page["ops"]:
            if op["t"] == "chart" and op["file"].endswith(".pdf"):
                with pymupdf.open(op["file"]) as d:
                    op["size"] = [d[0].rect.width, d[0].rect.height]
    layout.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


# -- truth ----------------------------------------------------------------------------------------
def leaf_headers(header: list[list[tuple[str, int]]]) -> list[tuple[str, str | None]]:
    """(leaf header, group header or None) per column of a one- or two-level header."""
    leaves = [t for t, _ in header[-1]]
    groups: list[str | None] = [None] * len(leaves)
    if len(header) > 1:
        c = 0
        for t, s in header[0]:
            for k in range(c, c + s):
                groups[k] = t if s > 1 and t else None
            c += s
    return [(leaves[i], groups[i]) for i in range(len(leaves))]


def pick(tb: dict[str, Any], picks: list[tuple[int, int]]) -> list[dict[str, Any]]:
    """Truth cells at (row index, column index) of the printed rows; row groups named."""
    heads = leaf_headers(tb["header"])
    out = []
    for ri, ci in picks:
        row = tb["rows"][ri]
        assert isinstance(row, list), (tb["label"], ri)
        col, grp = heads[ci]
        c: dict[str, Any] = {"row": row[0], "col": " ".join(col.split("\n")), "value": row[ci]}
        if "\n" in col:
            c["col_lines"] = col.split("\n")
        if grp:
            c["col_group"] = grp
        group = next((r for r in reversed(tb["rows"][:ri]) if isinstance(r, str)), None)
        if group:
            c["row_group"] = group
        out.append(c)
    return out


def table_truth(tb: dict[str, Any], label: str, picks: list[tuple[int, int]], note: str,
                **kw: Any) -> dict[str, Any]:  # fmt: skip
    return {"label": label, "caption": tb["caption"], "rotated": False,
            "cells": pick(tb, picks), "note": note, **kw}  # fmt: skip


def pts(
    series: str | None, xs: list[Any], ys: list[float], picks: list[int]
) -> list[dict[str, Any]]:
    return [{"series": series, "x": xs[i], "y": ys[i]} for i in picks]


# -- charts ---------------------------------------------------------------------------------------
def rechart(work: Path, name: str, spec: dict[str, Any]) -> Path:
    """Recharts 2 rendered on the server (react-dom/server) -> SVG -> PDF by librsvg."""
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["node", str(SRC / "rechart.mjs"), f"{name}.json", f"{name}.svg"], cwd=work,
        env={"HELDOUT9_NODE": NODE})  # fmt: skip
    run(["rsvg-convert", "-f", "pdf", "-o", f"{name}.pdf", f"{name}.svg"], cwd=work)
    return work / f"{name}.pdf"


def gri(work: Path, name: str, script: str) -> Path:
    """gri (a language for scientific graphics): PostScript, cropped to PDF by Ghostscript."""
    (work / f"{name}.gri").write_bytes(script.encode("latin-1"))
    run(["gri", "-batch", "-output", f"{name}.ps", f"{name}.gri"], cwd=work)
    return crop_ps(work, f"{name}.ps", f"{name}.pdf")


def crop_ps(work: Path, ps: str, pdf: str) -> Path:
    """Distil PostScript to a PDF cropped to what is drawn: Ghostscript's bbox device measures
    the drawing, the bounding box is written into the PostScript, ``ps2pdf -dEPSCrop`` crops."""
    res = subprocess.run(["gs", "-q", "-dBATCH", "-dNOPAUSE", "-sDEVICE=bbox", ps], cwd=work,
                         capture_output=True, text=True)  # fmt: skip
    m = re.search(r"%%HiResBoundingBox:\s*(\S+) (\S+) (\S+) (\S+)", res.stderr)
    assert m, res.stderr
    x0, y0, x1, y1 = (float(v) for v in m.groups())
    box = f"%%BoundingBox: {int(x0) - 4} {int(y0) - 4} {int(x1) + 5} {int(y1) + 5}"
    text = (work / ps).read_bytes().decode("latin-1").splitlines()
    text = [ln for ln in text if not ln.startswith(("%%BoundingBox", "%%HiResBoundingBox"))]
    text.insert(1, box)
    (work / f"crop-{ps}").write_bytes("\n".join(text).encode("latin-1") + b"\n")
    run(["ps2pdf", "-dEPSCrop", f"crop-{ps}", pdf], cwd=work)
    return work / pdf


def gri_chart(
    work: Path,
    name: str,
    series: list[dict[str, Any]],
    x_axis: tuple[float, float, float],
    y_axis: tuple[float, float, float],
    x_name: str,
    y_name: str,
    legend: tuple[float, float, float] | None = None,
    y_log: bool = False,
    y_format: str | None = None,
) -> Path:
    """A gri chart of one or more series (lines and/or symbols, optional error bars); gri has no
    legend, so a key (line sample, symbol, name) is drawn with gri's own commands at ``legend``
    (x, y of the first entry and the step down, in data units; on a log axis the step is a
    factor)."""
    out = ["set font size 11", "set x size 12", "set y size 7"]
    if y_log:
        out.append("set y type log")
    out += [f"set x axis {x_axis[0]} {x_axis[1]} {x_axis[2]}",
            f"set y axis {y_axis[0]} {y_axis[1]}" + ("" if y_log else f" {y_axis[2]}"),
            f'set x name "{x_name}"', f'set y name "{y_name}"']  # fmt: skip
    if y_format:
        out.append(f"set y format {y_format}")
    for k, se in enumerate(series):
        fn = f"{name}_{k}.dat"
        (work / fn).write_text(
            "".join(f"{x} {y}\n" for x, y in zip(se["xs"], se["ys"], strict=True))
        )
        out += [f"set color {se.get('color', 'black')}", "set line width 1.3",
                f"open {fn}", "read columns x y", "close"]  # fmt: skip
        if se.get("dash"):
            out.append(f"set dash {se['dash']}")
        if se.get("line", True):
            out.append("draw curve")
        out += ["set dash off", "set symbol size 0.2", f"draw symbol {se['symbol']}"]
        for x, y, e in zip(se["xs"], se["ys"], se.get("err") or [], strict=False):
            out.append(f"draw line from {x} {round(y - e, 4)} to {x} {round(y + e, 4)}")
    out += ["set color black", "set dash off", "draw axes"]
    if legend:
        lx, ly, step = legend
        dx = (x_axis[1] - x_axis[0]) * 0.05
        for k, se in enumerate(series):
            y = ly * step**k if y_log else ly - step * k
            out.append(f"set color {se.get('color', 'black')}")
            if se.get("dash"):
                out.append(f"set dash {se['dash']}")
            if se.get("line", True):
                out.append(f"draw line from {lx} {y} to {lx + dx} {y}")
            out += ["set dash off", f"draw symbol {se['symbol']} at {lx + dx / 2} {y}",
                    "set color black", f'draw label "{se["name"]}" at {lx + dx * 1.3} {y}']  # fmt: skip
    return gri(work, name, "\n".join(out) + "\n")


def placeholder_png(path: Path, w: int, h: int) -> Path:
    """A white PNG whose pixel size names a chart box (the engine lays it out; ``swap``
    replaces it by the vector chart)."""
    raw = b"".join(b"\x00" + b"\xff" * (w * 3) for _ in range(h))

    def chunk(t: bytes, d: bytes) -> bytes:
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw))
                     + chunk(b"IEND", b""))  # fmt: skip
    return path


def swap(pdf: Path, out: Path, charts: dict[tuple[int, int], Path], work: Path) -> None:
    spec = {f"{w}x{hh}": str(f) for (w, hh), f in charts.items()}
    (work / "swap.json").write_text(json.dumps(spec), encoding="utf-8")
    run([WPY, str(SRC / "writers9.py"), "swap", str(pdf), "swap.json", str(out), ""], cwd=work)


# -- questions ------------------------------------------------------------------------------------
def q(
    id: str,
    category: str,
    question: str,
    reference: str,
    keys: list[list[str]] | None = None,
    where: list[tuple[str, str]] | None = None,
    distractors: list[str] | None = None,
    language: str = "en",
    note: str | None = None,
) -> dict[str, Any]:
    item: dict[str, Any] = {"id": id, "category": category, "question": question,
                            "reference": reference}  # fmt: skip
    if language != "en":
        item["language"] = language
    if keys:
        item["key_phrases"] = keys
    if distractors:
        item["distractors"] = distractors
    if where:  # ("table", "Table 1"), ("figure", "Figure 2") or ("text", a phrase on that page)
        item["where"] = where
    if note:
        item["note"] = note
    return item


def qa_set(path: Path, name: str, title_: str, file: str, description: str,
           questions: list[dict[str, Any]]) -> None:  # fmt: skip
    data = {"name": name, "title": title_, "arxiv_id": None, "file": file,
            "description": description, "questions": questions}  # fmt: skip
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def num(x: float, nd: int = 1, comma: bool = True) -> list[str]:
    """Variants of a printed number: decimal comma and point."""
    s = f"{x:.{nd}f}"
    return [s.replace(".", ","), s] if comma else [s]


def comma(x: float, nd: int = 1) -> str:
    """A number printed with a decimal comma (``c`` in the papers)."""
    return f"{x:.{nd}f}".replace(".", ",")


def spaced(n: int) -> str:
    """A whole number with its thousands set off by a space (``sp`` in the papers)."""
    return f"{n:,}".replace(",", " ")


def dotted(n: int) -> str:
    """A whole number with its thousands set off by a dot (``dot`` in the papers)."""
    return f"{n:,}".replace(",", ".")


def rng(lo: float, hi: float) -> str:
    return f"~{lo}..{hi}"


def subprocess_ok(cmd: list[str]) -> bool:
    return subprocess.run(cmd, capture_output=True).returncode == 0
