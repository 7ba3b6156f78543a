"""A small page-layout engine for the ninth held-out set's low-level PDF writers.

Copied from ``evals/heldout8/src/layout8.py`` (itself from heldout7's ``layout7.py``). PDF::Reuse, pdfrw and pypdf have no
layout of their own: this module breaks the paper's paragraphs into lines with the fonts' own advance widths, places
headings, tables (with repeated headers when a table breaks across pages) and chart boxes in one
or two columns, and returns a display list per page (text runs, rules, shaded boxes, charts) in
PDF points with the origin at the bottom left. Each writer only draws that list.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pymupdf


@dataclass
class Style:
    fonts: dict[str, pymupdf.Font]
    page: tuple[float, float] = (595.0, 842.0)
    margin: tuple[float, float, float, float] = (60.0, 56.0, 62.0, 56.0)  # top, right, bottom, left
    cols: int = 1
    gap: float = 18.0
    body: float = 10.0
    lead: float = 13.0
    head: str | None = None  # running head from page 2
    foot: str = "{n}"


@dataclass
class Doc:
    st: Style
    pages: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.new_page()
        self.col_top = self.top

    # -- geometry ---------------------------------------------------------------------------
    @property
    def ops(self) -> list[dict[str, Any]]:
        return self.pages[-1]["ops"]

    def new_page(self, landscape: bool = False) -> None:
        w, h = self.st.page
        if landscape:
            w, h = h, w
        self.pages.append({"w": w, "h": h, "ops": []})
        self.W, self.H = w, h
        top, right, bottom, left = self.st.margin
        self.top, self.bottom = top, h - bottom
        self.left, self.right = left, w - right
        self.col = 0
        self.y = self.top
        n = len(self.pages)
        if self.st.head and n > 1:
            self.text(self.left, self.top - 22, self.st.head, "I", 8)
            self.rule(self.left, self.top - 17, self.right, 0.4)
        foot = self.st.foot.format(n=n)
        fw = self.width(foot, "R", 9)
        self.text((self.left + self.right - fw) / 2, h - bottom + 30, foot, "R", 9)

    def col_box(self, span: bool = False) -> tuple[float, float]:
        if span or self.st.cols == 1:
            return self.left, self.right
        cw = (self.right - self.left - self.st.gap * (self.st.cols - 1)) / self.st.cols
        x0 = self.left + self.col * (cw + self.st.gap)
        return x0, x0 + cw

    def next_col(self) -> None:
        if self.col + 1 < self.st.cols:
            self.col += 1
            self.y = self.col_top
        else:
            self.new_page()
            self.col_top = self.top

    def need(self, h: float) -> None:
        if self.y + h > self.bottom:
            self.next_col()

    # -- primitives (top-down y in, bottom-up y out) -------------------------------------------
    def width(self, s: str, f: str, z: float) -> float:
        return self.st.fonts[f].text_length(s, fontsize=z)

    def text(self, x: float, ytop: float, s: str, f: str, z: float) -> None:
        self.ops.append(
            {"t": "text", "x": round(x, 2), "y": round(self.H - ytop, 2), "s": s, "f": f, "z": z}
        )

    def rule(self, x0: float, ytop: float, x1: float, w: float = 0.5) -> None:
        y = round(self.H - ytop, 2)
        self.ops.append(
            {"t": "line", "x1": round(x0, 2), "y1": y, "x2": round(x1, 2), "y2": y, "w": w}
        )

    def vrule(self, x: float, y0: float, y1: float, w: float = 0.5) -> None:
        self.ops.append(
            {
                "t": "line",
                "x1": round(x, 2),
                "y1": round(self.H - y0, 2),
                "x2": round(x, 2),
                "y2": round(self.H - y1, 2),
                "w": w,
            }
        )

    def shade(self, x0: float, ytop: float, x1: float, h: float, g: float) -> None:
        self.ops.append(
            {
                "t": "rect",
                "x": round(x0, 2),
                "y": round(self.H - ytop - h, 2),
                "w": round(x1 - x0, 2),
                "h": round(h, 2),
                "g": g,
            }
        )

    # -- text flow --------------------------------------------------------------------------------
    def lines(self, text: str, f: str, z: float, w: float, indent: float = 0.0) -> list[str]:
        out: list[str] = []
        cur = ""
        avail = w - indent
        for word in text.split():
            trial = f"{cur} {word}" if cur else word
            if self.width(trial, f, z) <= avail or not cur:
                cur = trial
            else:
                out.append(cur)
                cur = word
                avail = w
        if cur:
            out.append(cur)
        return out

    def para(
        self,
        text: str,
        f: str = "R",
        z: float | None = None,
        lead: float | None = None,
        indent: float = 0.0,
        after: float = 4.0,
        span: bool = False,
        center: bool = False,
    ) -> None:
        z = z or self.st.body
        lead = lead or self.st.lead
        x0, x1 = self.col_box(span)
        for i, line in enumerate(self.lines(text, f, z, x1 - x0, indent)):
            self.need(lead)
            x0, x1 = self.col_box(span)
            x = x0 + (indent if i == 0 else 0)
            if center:
                x = (x0 + x1 - self.width(line, f, z)) / 2
            self.y += lead
            self.text(x, self.y - (lead - z) / 2 - 1, line, f, z)
        self.y += after

    def heading(self, text: str, z: float = 11.5, f: str = "B") -> None:
        self.need(self.st.lead * 4)
        self.y += 6
        self.para(text, f, z, z + 4, after=3)

    def title_block(
        self,
        title: str,
        authors: str,
        affil: str,
        abstract_head: str,
        abstract: str,
        keywords: str | None = None,
    ) -> None:
        self.para(title, "B", 16, 20, span=True, center=True, after=6)
        self.para(authors, "R", 10.5, 14, span=True, center=True, after=1)
        self.para(affil, "I", 9, 12, span=True, center=True, after=10)
        x0, x1 = self.left + 24, self.right - 24
        lines = self.lines(abstract, "R", 9, x1 - x0, self.width(abstract_head + " ", "B", 9))
        for i, line in enumerate(lines):
            self.y += 12
            x = x0
            if i == 0:
                self.text(x0, self.y - 2.5, abstract_head, "B", 9)
                x += self.width(abstract_head + " ", "B", 9)
            self.text(x, self.y - 2.5, line, "R", 9)
        if keywords:
            self.y += 4
            for line in self.lines(keywords, "I", 9, x1 - x0):
                self.y += 12
                self.text(x0, self.y - 2.5, line, "I", 9)
        self.y += 10
        self.rule(self.left, self.y, self.right, 0.6)
        self.y += 8
        self.col_top = self.y

    # -- floats -----------------------------------------------------------------------------------
    def caption(self, label: str, text: str, z: float, x0: float, x1: float) -> None:
        lw = self.width(label + " ", "B", z)
        for i, line in enumerate(self.lines(text, "R", z, x1 - x0, lw)):
            self.y += z + 3
            if i == 0:
                self.text(x0, self.y - 2, label, "B", z)
                self.text(x0 + lw, self.y - 2, line, "R", z)
            else:
                self.text(x0, self.y - 2, line, "R", z)

    def figure(
        self,
        path: Path,
        aspect: float,
        label: str,
        caption: str,
        frac: float = 1.0,
        span: bool = False,
    ) -> None:
        x0, x1 = self.col_box(span)
        w = (x1 - x0) * frac
        h = w / aspect
        cap_h = len(self.lines(caption, "R", 9, x1 - x0, 40)) * 12 + 10
        self.need(h + cap_h + 10)
        x0, x1 = self.col_box(span)
        self.y += 6
        x = x0 + ((x1 - x0) - w) / 2
        self.ops.append(
            {
                "t": "chart",
                "file": str(path),
                "x": round(x, 2),
                "y": round(self.H - self.y - h, 2),
                "w": round(w, 2),
                "h": round(h, 2),
            }
        )
        self.y += h + 4
        self.caption(label, caption, 9, x0, x1)
        self.y += 10

    def table(
        self,
        label: str,
        caption: str,
        header: list[list[tuple[str, int]]],
        rows: list[list[str] | str],
        rules: str = "booktabs",
        z: float = 8.5,
        span: bool = False,
        bold_last: bool = False,
        cont: str | None = None,
        widths: list[float] | None = None,
        keep: bool = True,
    ) -> None:
        """header: rows of (text, colspan); a text with "\\n" prints on two lines. rows: cells,
        or a str for a group row spanning all columns (italic). rules: booktabs, grid, none, zebra."""
        x0, x1 = self.col_box(span)
        ncol = len(header[-1])
        if widths is None:
            while True:
                nat = [0.0] * ncol
                for r in rows:
                    if isinstance(r, list):
                        for j, c in enumerate(r):
                            nat[j] = max(nat[j], self.width(c, "R", z))
                for c, (t, _s) in enumerate(header[-1]):
                    for part in t.split("\n"):
                        nat[c] = max(nat[c], self.width(part, "B", z))
                nat = [n + 10 for n in nat]
                if sum(nat) <= x1 - x0 or z < 6:
                    break
                z -= 0.2
            scale = min((x1 - x0) / sum(nat), 1.5)
            widths = [n * scale for n in nat]
        total = sum(widths)

        def place() -> tuple[float, list[float]]:
            a, b = self.col_box(span)
            t0 = a + ((b - a) - total) / 2 if total < (b - a) else a
            e = [t0]
            for wdt in widths:
                e.append(e[-1] + wdt)
            return t0, e

        tx0, edges = place()
        rh = z + 5.5

        def draw_header() -> None:
            tx0, edges = box[0], box[1]
            if rules in ("booktabs", "grid"):
                self.rule(tx0, self.y, edges[-1], 0.9 if rules == "booktabs" else 0.5)
            for hr in header:
                nl = max(len(t.split("\n")) for t, _ in hr)
                c = 0
                if rules == "grid":
                    for _t, s in hr:
                        self.vrule(edges[c], self.y, self.y + nl * rh + 2)
                        c += s
                    self.vrule(edges[-1], self.y, self.y + nl * rh + 2)
                    c = 0
                for t, s in hr:
                    a, b = edges[c], edges[c + s]
                    for k, part in enumerate(t.split("\n")):
                        pw = self.width(part, "B", z)
                        xx = a + 4 if c == 0 and s == 1 else (a + b - pw) / 2
                        self.text(xx, self.y + (k + 1) * rh - 3.5, part, "B", z)
                    if s > 1 and t and rules == "grid":
                        self.rule(a, self.y + nl * rh + 2, b, 0.5)
                    elif s > 1 and t and rules != "none":
                        self.rule(a + 3, self.y + nl * rh + 1, b - 3, 0.4)
                    c += s
                self.y += nl * rh + 2
            if rules in ("booktabs", "grid"):
                self.rule(tx0, self.y, edges[-1], 0.5)

        cap_lines = self.lines(caption, "R", 9, x1 - x0, 50)
        nhead = sum(max(len(t.split("\n")) for t, _ in hr) for hr in header)
        whole = len(cap_lines) * 12 + rh * (nhead + len(rows)) + 20
        if keep and whole < self.bottom - self.top - 40:
            self.need(whole)
        self.need(len(cap_lines) * 12 + rh * (len(header) + 3) + 10)
        x0, x1 = self.col_box(span)
        tx0, edges = place()
        self.y += 4
        self.caption(label, caption, 9, x0, x1)
        self.y += 4
        box = [tx0, edges]
        draw_header()
        for i, r in enumerate(rows):
            if self.y + rh > self.bottom:
                if rules in ("booktabs",):
                    self.rule(tx0, self.y, edges[-1], 0.9)
                self.next_col()
                dx = self.col_box(span)[0] - x0
                x0 += dx
                tx0 += dx
                edges = [e + dx for e in edges]
                box[0], box[1] = tx0, edges
                if cont:
                    self.y += 2
                    self.text(x0, self.y + 10, cont, "I", 8.5)
                    self.y += 14
                draw_header()
            top = self.y
            last = i == len(rows) - 1
            if rules == "zebra" and i % 2 == 0:
                self.shade(tx0, self.y, edges[-1], rh, 0.9)
            if isinstance(r, str):
                self.text(tx0 + 4, self.y + rh - 3.5, r, "I", z)
            else:
                f = "B" if (bold_last and last) else "R"
                for j, c in enumerate(r):
                    cw = self.width(c, f, z)
                    xx = edges[j] + 4 if j == 0 else edges[j + 1] - 5 - cw
                    self.text(xx, self.y + rh - 3.5, c, f, z)
            self.y += rh
            if rules == "grid":
                self.rule(tx0, self.y, edges[-1], 0.5)
                for e in edges:
                    self.vrule(e, top, self.y)
        if rules == "booktabs":
            self.rule(tx0, self.y, edges[-1], 0.9)
        self.y += 12

    def dump(self, path: Path) -> None:
        path.write_text(json.dumps({"pages": self.pages}, ensure_ascii=False), encoding="utf-8")


def dec(x: float, nd: int = 1) -> str:
    """A number with a decimal comma (Hungarian, Swedish, Ukrainian)."""
    return f"{x:.{nd}f}".replace(".", ",").replace("-", "\u2212")


def aspect(path: Path) -> float:
    """Width over height of a chart file (EPS bounding box, or the first page of a PDF)."""
    if path.suffix == ".eps":
        import re

        head = path.read_bytes()[:4000].decode("latin-1")
        m = re.search(r"%%HiResBoundingBox:\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)", head) or re.search(
            r"%%BoundingBox:\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)", head
        )
        assert m, path
        x0, y0, x1, y1 = (float(v) for v in m.groups())
        return (x1 - x0) / (y1 - y0)
    if path.suffix == ".png":
        import struct

        w, h = struct.unpack(">II", path.read_bytes()[16:24])
        return w / h
    with pymupdf.open(path) as doc:
        r = doc[0].rect
        return r.width / r.height


def write_tsv(pages: list[dict[str, Any]], fonts: dict[str, str], out: Path, rtl: bool) -> None:
    """The display list as tab-separated operations for the iText writer
    (``java/ItextWriter``). With ``rtl`` the whole page is mirrored left to right, so a layout
    made left to right reads right to left: each text run is placed by its right edge (the
    mirror of its left edge), tables start at the right, charts keep their boxes mirrored."""
    from pymupdf import Font

    metr = {k: Font(fontfile=v) for k, v in fonts.items()}
    rows = [f"FONT\t{k}\t{v}" for k, v in fonts.items()]
    for p in pages:
        w = p["w"]
        rows.append(f"PAGE\t{p['w']}\t{p['h']}")
        for op in p["ops"]:
            if op["t"] == "text":
                x, d = op["x"], "L"
                if rtl:
                    x, d = round(w - op["x"], 2), "R"
                    if not any("\u0600" <= ch <= "\u06ff" for ch in op["s"]):
                        # a run without Arabic letters (a number) keeps its box, drawn LTR
                        x = round(x - metr[op["f"]].text_length(op["s"], fontsize=op["z"]), 2)
                        d = "L"
                rows.append(f"TEXT\t{x}\t{op['y']}\t{op['f']}\t{op['z']}\t{d}\t{op['s']}")
            elif op["t"] == "line":
                x1, x2 = (w - op["x1"], w - op["x2"]) if rtl else (op["x1"], op["x2"])
                rows.append(f"LINE\t{x1:.2f}\t{op['y1']}\t{x2:.2f}\t{op['y2']}\t{op['w']}")
            elif op["t"] == "rect":
                x = w - op["x"] - op["w"] if rtl else op["x"]
                rows.append(f"RECT\t{x:.2f}\t{op['y']}\t{op['w']}\t{op['h']}\t{op['g']}")
            elif op["t"] == "chart":
                x = w - op["x"] - op["w"] if rtl else op["x"]
                rows.append(f"CHART\t{x:.2f}\t{op['y']}\t{op['w']}\t{op['h']}\t{op['file']}")
    out.write_text("\n".join(rows) + "\n", encoding="utf-8")
