"""How well PaperLens reads papers it was not tuned on: tables, cells, charts and figures.

Indexes every paper that has ground truth in ``evals/corpus/<paper>.json`` (written from the PDFs
by hand, never from PaperLens's output) through the real reading stages of
``paperlens.ingest.pipeline.index_document`` (OCR for scans, tables, figure finding, offline
figure description, text) with a no-op embedder, since no metric here depends on vectors, and
prints per paper and overall:

- tables: precision and recall of logical tables. One logical table per label, however many
  chunks (parts) it is stored as; a found table is right when its label has the same key as a
  ground-truth label (``paperlens.labels.label_key``: "TABLE IV" is "Table 4") and it is on one
  of that table's pages. An unlabelled ground-truth table (``"label": null``) is matched by an
  unlabelled found table on one of its pages.
- cells: the share of probe cells read exactly (see ``cell_result`` for the matching rule).
- charts: read rate (ground-truth vector charts whose figure chunk has at least one series in
  ``extra["chart_data"]``), series-name precision (read series names that are printed in the
  legend; invented names count against it), median probe-point error as a share of the axis
  range (log axes in decades). "n/a" where no figure chunk carries chart data.
- figures: recall of labelled figures (same key, same page).
- seconds per page of the reading stages, and OCR seconds per page for scanned papers.

    python bench/corpus.py [--paper densenet ...] [--details]

``--details`` lists every missed or spurious table, every wrong probe cell (with what was read)
and every chart probe, which is what to look at when a number drops. Timings taken while other
work runs on the machine are noisy; the counts are not.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import statistics
import sys
import tempfile
import time
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pymupdf

from paperlens.figures.describe import OfflineDescriber
from paperlens.ingest.pipeline import Event, Finished, Parsed, index_document
from paperlens.labels import label_key
from paperlens.models import Chunk
from paperlens.settings import Settings
from paperlens.textclean import CJK

ROOT = Path(__file__).resolve().parents[1]
PAPERS = ROOT.parent / "shared" / "papers"
TRUTH = ROOT / "evals" / "corpus"


class NullEmbedder:
    """Implements the Embedder protocol with zero vectors: the reading stages run unchanged."""

    name = "null"
    dim = 4
    local = True

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return np.zeros((len(texts), self.dim), np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return np.zeros(self.dim, np.float32)


# --- cells -------------------------------------------------------------------------------------


# A gap beside a CJK character or a symbol is typesetting, not content: xeCJK and Word put glue
# between scripts ("1 億件" is "1億件"), TeX puts space around operators ("B − V" is "B −V",
# "120 ◦ C" is "120 ◦C"). Gaps between letters and digits still count ("ResNet 34").
_SYMBOL = "\u2212\u00b1\u00b0\u00d7\u2022\u2218\u25e6+=<>~/-"
_GAP = re.compile(rf"(?<=[{CJK}{_SYMBOL}]) | (?=[{CJK}{_SYMBOL}])")


def norm(s: object) -> str:
    """Exact as printed, up to Unicode compatibility forms, runs of white space, typesetting gaps
    (beside CJK characters and symbols) and the form of the minus sign (U+2212 and the
    hyphen-minus print alike)."""
    text = " ".join(unicodedata.normalize("NFKC", str(s)).replace("\u2212", "-").split())
    return _GAP.sub("", text)


_SCRIPT_MARK = re.compile(r"[_^]\{([^{}]*)\}|[_^](?=\S)")


def same(read: str, truth: str) -> bool:
    """Equal as printed. PaperLens marks raised and lowered runs (``10^19``, ``α_rp``); ground
    truth typed without marks ("αrp") still matches, one typed with them must match them."""
    a, b = norm(read), norm(truth)
    return a == b or _SCRIPT_MARK.sub(r"\1", a) == b


@dataclass
class Table:
    """One logical table: every chunk that carries its label, parts in order. Parts may bring
    their own column heads (a second block partway down), so rows are kept per block."""

    label: str | None
    pages: set[int]
    blocks: list[tuple[list[str], list[list[str]]]] = field(default_factory=list)

    @property
    def columns(self) -> list[str]:
        return [h for cols, _ in self.blocks for h in cols]


def logical_tables(chunks: list[Chunk]) -> list[Table]:
    tables: dict[str, Table] = {}
    for c in sorted(
        (c for c in chunks if c.kind == "table"), key=lambda c: (c.page, c.extra.get("part", 1))
    ):
        key = label_key(c.label) if c.label else f"unlabelled-{c.page}-{c.bbox}"
        t = tables.setdefault(key, Table(c.label, set()))
        t.pages.add(c.page)
        columns = list(c.extra.get("columns", []))
        rows = [list(r) for r in c.extra.get("rows", [])]
        if t.blocks and t.blocks[-1][0] == columns:
            t.blocks[-1][1].extend(rows)
        else:
            t.blocks.append((columns, rows))
    return list(tables.values())


_UNITS = re.compile(r"\s+[(\[][^()\[\]]*[)\]]$")


def _column_matches(header: str, col: str, group: str | None) -> bool:
    """A header names the probe's column when it is the column's name, or its last level
    ("WikiSQL · Acc. (%)" for "Acc. (%)"), with the probe's column group among its levels.
    A units row under the heading ("Pinta-ala" over "(ha)") is read into the head it sits under
    ("Pinta-ala (ha)"), where the truth may keep it apart: a column named without units also
    matches its head with the units."""
    if _UNITS.search(header) and not _UNITS.search(col):
        bare = _UNITS.sub("", header)
        if bare.strip() and _column_matches(bare, col, group):
            return True
    h, c = norm(header), norm(col)
    levels = [norm(x) for x in header.split(" · ")]
    if group is None:
        return same(h, c) or same(levels[-1], c)
    return same(h, f"{norm(group)} · {c}") or (
        same(levels[-1], c) and any(same(x, group) for x in levels[:-1])
    )


def _group_names_heading_rows(table: Table, group: str) -> bool:
    """A cross-table labels its heading rows in its first columns ("Threads" / "GPU" over
    "1 · 8"): a probe's column group may name those labels instead of a level."""
    return all(any(same(h, part) for h in table.columns) for part in group.split(" · "))


def _group_of_rows(rows: list[list[str]]) -> list[str | None]:
    """For each row, the group heading above it: a row with one text, in its first cell (or
    repeated across the cells it spans)."""
    out: list[str | None] = []
    current: str | None = None
    for r in rows:
        if r and r[0] and all(x == r[0] for x in r if x.strip()):
            current = norm(r[0])
        out.append(current)
    return out


def _row_matches(
    row: list[str], target: int, key: str, group: str | None, heading: str | None
) -> bool:
    """A row is the probe's row when its key is one of its cells (other than the value's), or,
    for a key of several cells joined with " · ", each of them is; and its group, when the probe
    names one, is one of its cells or the group heading above it."""
    cells = [x for i, x in enumerate(row) if i != target]

    def has(name: str) -> bool:
        return any(same(x, name) for x in cells)

    ok = has(key) or all(has(part) for part in key.split(" · "))
    if ok and group is not None:
        ok = has(group) or (heading is not None and same(heading, group))
    return ok


def cell_result(table: Table | None, probe: dict[str, Any]) -> tuple[bool, str]:
    """(right?, what was read or why not). Right when some row and column matching the probe's
    row and column (see the two matchers above) hold exactly the probe's value."""
    if table is None:
        return False, "table not found"
    group = probe.get("col_group")
    if group is not None and _group_names_heading_rows(table, group):
        group = None
    read: list[str] = []
    found_column = False
    for columns, rows in table.blocks:
        cols = [i for i, h in enumerate(columns) if _column_matches(h, probe["col"], group)]
        found_column |= bool(cols)
        headings = _group_of_rows(rows)
        for row, heading in zip(rows, headings, strict=True):
            for c in cols:
                if c < len(row) and _row_matches(
                    row, c, probe["row"], probe.get("row_group"), heading
                ):
                    if same(row[c], probe["value"]):
                        return True, norm(row[c])
                    read.append(norm(row[c]))
    if not found_column:
        return False, f"no column {probe['col']!r} in {str(table.columns)[:300]}"
    if not read:
        return False, f"no row {probe['row']!r}"
    return False, " / ".join(dict.fromkeys(read))


# --- charts ------------------------------------------------------------------------------------


def _axis_pos(v: float, axis: dict[str, Any]) -> float:
    if axis.get("log"):
        return math.log10(max(v, 1e-300))
    return v


def _series_value(
    points: list[list[Any]], x: Any, x_axis: dict[str, Any], categories: list[str] | None
) -> float | None:
    """y of a read series at x: the point at that category for a categorical axis, else linear
    interpolation between the series' points (in axis space, so log axes interpolate in decades)."""
    if isinstance(x, str) and not categories and _numeric(x) is not None:
        x = _numeric(x)  # "00", "2015": a category the reader read on a numeric axis
    if isinstance(x, str):
        for px, py in points:
            name = px if isinstance(px, str) else _category(categories, px)
            if name is not None and same(name, x):
                return float(py)
        return None
    pts = sorted(
        (_axis_pos(float(px), x_axis), float(py))
        for px, py in points
        if isinstance(px, int | float) and isinstance(py, int | float)
    )
    if not pts:
        return None
    xq = _axis_pos(float(x), x_axis)
    span = (pts[-1][0] - pts[0][0]) or 1.0
    if xq < pts[0][0] - 0.02 * span or xq > pts[-1][0] + 0.02 * span:
        return None
    for (xa, ya), (xb, yb) in zip(pts, pts[1:], strict=False):
        if xa <= xq <= xb:
            return ya if xb == xa else ya + (yb - ya) * (xq - xa) / (xb - xa)
    return pts[0][1] if abs(xq - pts[0][0]) <= abs(xq - pts[-1][0]) else pts[-1][1]


def _numeric(text: str) -> float | None:
    try:
        return float(text.replace(",", "."))
    except ValueError:
        return None


def _category(categories: list[str] | None, index: Any) -> str | None:
    if categories and isinstance(index, int | float) and 0 <= int(index) < len(categories):
        return categories[int(index)]
    return None


@dataclass
class ChartScore:
    vector_charts: int = 0  # vector charts whose data can be read (ground truth has panels)
    read: int = 0
    declined: int = 0  # vector charts without a readable scale (``not_readable``)
    declined_right: int = 0  # ... for which no series was read (nothing invented)
    names_read: int = 0
    names_right: int = 0
    unnamed: int = 0  # series read without a name (no legend entry or label matched)
    errors: list[float] = field(default_factory=list)
    probes: int = 0
    any_data: bool = False


def chart_scores(
    figures: list[dict[str, Any]], chunks: list[Chunk], details: list[str]
) -> ChartScore:
    """Read rate over the vector charts that have a readable scale; those that have none
    (``not_readable``) must come back with no series. Name precision counts named series: a
    series read without a name invents no name, and is counted apart (``unnamed``)."""
    score = ChartScore()
    by_key = {label_key(c.label): c for c in chunks if c.kind == "figure" and c.label}
    for fig in figures:
        if fig.get("kind") != "vector_chart":
            continue
        chunk = by_key.get(label_key(fig["label"]))
        panels = (chunk.extra.get("chart_data") if chunk else None) or []
        if chunk is not None and "chart_data" in chunk.extra:
            score.any_data = True
        read = [s for p in panels for s in p.get("series", []) if s.get("points")]
        if not fig.get("charts"):
            score.declined += 1
            score.declined_right += not read
            if read:
                details.append(f"  chart {fig['label']}: has no readable scale, but was read")
            continue
        score.vector_charts += 1
        if read:
            score.read += 1
        elif chunk is not None and "chart_data" in chunk.extra:
            details.append(
                f"  chart {fig['label']}: not read ({chunk.extra.get('chart_status', 'no chart_data')})"
            )
        truth_names = {norm(n) for ch in fig.get("charts", []) for n in ch.get("series", [])}
        for s in read:
            if not s.get("name"):
                score.unnamed += 1  # an unnamed series invents nothing; only names are checked
                continue
            score.names_read += 1
            if norm(s["name"]) in truth_names:
                score.names_right += 1
            else:
                details.append(
                    f"  chart {fig['label']}: series {s.get('name')!r} not in the legend"
                )
        for gt in fig.get("charts", []):
            x_axis = gt["x"]
            for probe in gt.get("points", []):
                score.probes += 1
                # A point plotted against a second (right-hand) y axis is measured on that axis.
                y_axis = gt["y2"] if probe.get("axis") == "y2" else gt["y"]
                span = _axis_pos(y_axis["max"], y_axis) - _axis_pos(y_axis["min"], y_axis)
                # The panel of the same name when one was read under that name, else any panel.
                named = [p for p in panels if gt.get("panel") and p.get("panel") == gt["panel"]]
                cands = [
                    (p, s)
                    for p in named or panels
                    for s in p.get("series", [])
                    # a pie, box or violin probe names no series: the chart's one value per
                    # category (a share, a median) is in whichever series holds it
                    if probe["series"] is None or same(s.get("name") or "", probe["series"])
                ]
                vals = [
                    v
                    for p, s in cands
                    if (
                        v := _series_value(
                            s.get("points", []),
                            probe["x"],
                            x_axis,
                            (p.get("x") or {}).get("categories"),
                        )
                    )
                    is not None
                ]
                if not vals or not span:
                    continue
                err = min(
                    abs(_axis_pos(v, y_axis) - _axis_pos(probe["y"], y_axis)) for v in vals
                ) / abs(span)
                score.errors.append(err)
    return score


# --- one paper ---------------------------------------------------------------------------------


@dataclass
class PaperResult:
    name: str
    pages: int
    tables_truth: int = 0
    tables_found: int = 0
    tables_right: int = 0
    tables_recalled: int = 0
    cells: int = 0
    cells_right: int = 0
    figures_truth: int = 0
    figures_found: int = 0
    charts: ChartScore = field(default_factory=ChartScore)
    seconds: float = 0.0
    ocr_seconds: float | None = None  # per page OCR'd
    ocr_pages: int = 0
    error: str | None = None
    details: list[str] = field(default_factory=list)


def _same_table(found: Table, truth: dict[str, Any]) -> bool:
    pages = set(truth.get("pages") or [truth["page"]])
    if not found.pages & pages:
        return False
    if truth.get("label") is None:
        return found.label is None
    return found.label is not None and label_key(found.label) == label_key(truth["label"])


def read_paper(truth: dict[str, Any], settings: Settings, papers: Path = PAPERS) -> PaperResult:
    pdf = papers / truth["file"]
    doc = pymupdf.open(pdf)
    result = PaperResult(pdf.stem, doc.page_count)
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        events: list[Event] = []
        try:
            index_document(
                doc,
                pdf.stem,
                settings,
                NullEmbedder(),
                lambda: OfflineDescriber(settings.figures),
                Path(tmp),
                emit=events.append,
            )
        except Exception as exc:  # a paper that cannot be read is a result, not a crash
            result.error = f"{type(exc).__name__}: {exc}"
            return result
        result.seconds = time.perf_counter() - start
    chunks = [c for e in events if isinstance(e, Parsed) for c in e.chunks]
    (finished,) = [e for e in events if isinstance(e, Finished)]
    ocr = finished.timings.get("ocr")
    ocr_pages = {c.page for c in chunks if c.extra.get("ocr")}
    result.ocr_seconds = ocr / len(ocr_pages) if ocr is not None and ocr_pages else None
    result.ocr_pages = len(ocr_pages)
    tables = logical_tables(chunks)
    truth_tables = truth.get("tables", [])
    result.tables_truth, result.tables_found = len(truth_tables), len(tables)
    matched: dict[int, Table] = {}
    for t in tables:
        hit = next(
            (i for i, gt in enumerate(truth_tables) if i not in matched and _same_table(t, gt)),
            None,
        )
        if hit is None:
            result.details.append(f"  spurious table: {t.label} p.{sorted(t.pages)}")
        else:
            matched[hit] = t
    result.tables_right = result.tables_recalled = len(matched)
    for i, gt in enumerate(truth_tables):
        name = gt.get("label") or gt.get("title")
        if i not in matched:
            result.details.append(f"  missed table: {name} p.{gt['page']}")
        for probe in gt.get("cells", []):
            result.cells += 1
            ok, read = cell_result(matched.get(i), probe)
            result.cells_right += ok
            if not ok:
                where = " / ".join(
                    str(probe[k]) for k in ("row_group", "row", "col_group", "col") if probe.get(k)
                )
                result.details.append(f"  cell {name} [{where}] = {probe['value']!r}: read {read}")
    figures = {(label_key(c.label), c.page) for c in chunks if c.kind == "figure" and c.label}
    truth_figures = [f for f in truth.get("figures", []) if f.get("label")]
    result.figures_truth = len(truth_figures)
    for f in truth_figures:
        if (label_key(f["label"]), f["page"]) in figures:
            result.figures_found += 1
        else:
            result.details.append(f"  missed figure: {f['label']} p.{f['page']}")
    result.charts = chart_scores(truth.get("figures", []), chunks, result.details)
    return result


# --- report ------------------------------------------------------------------------------------


def _pct(num: float, den: float) -> str:
    return f"{num / den:.0%}" if den else "n/a"


def row(r: PaperResult) -> list[str]:
    c = r.charts
    data = c.any_data
    return [
        r.name,
        str(r.pages),
        f"{r.tables_found}/{r.tables_truth}",
        _pct(r.tables_right, r.tables_found) if r.tables_truth or r.tables_found else "n/a",
        _pct(r.tables_recalled, r.tables_truth),
        f"{_pct(r.cells_right, r.cells)} ({r.cells_right}/{r.cells})" if r.cells else "n/a",
        f"{_pct(c.read, c.vector_charts)} ({c.read}/{c.vector_charts})"
        if data and c.vector_charts
        else "n/a",
        f"{_pct(c.names_right, c.names_read)} ({c.names_right}/{c.names_read}, {c.unnamed} unnamed)"
        if data and (c.names_read or c.unnamed)
        else "n/a",
        f"{statistics.median(c.errors):.1%} ({len(c.errors)}/{c.probes} probes)"
        if data and c.errors
        else "n/a",
        f"{c.declined_right}/{c.declined}" if data and c.declined else "n/a",
        f"{_pct(r.figures_found, r.figures_truth)} ({r.figures_found}/{r.figures_truth})"
        if r.figures_truth
        else "n/a",
        f"{r.seconds / r.pages:.2f}" if r.pages and not r.error else "n/a",
        f"{r.ocr_seconds:.2f}" if r.ocr_seconds is not None else "",
    ]


HEADER = [
    "paper", "pages", "tables found/truth", "table precision", "table recall", "probe cells",
    "chart read rate", "series-name precision", "median point error", "scale-less charts left unread",
    "figure recall",
    "s/page", "OCR s/page OCR'd",
]  # fmt: skip


def overall(results: list[PaperResult]) -> PaperResult:
    total = PaperResult("**overall**", sum(r.pages for r in results if not r.error))
    for r in results:
        if r.error:
            continue
        for f in ("tables_truth", "tables_found", "tables_right", "tables_recalled", "cells",
                  "cells_right", "figures_truth", "figures_found", "seconds"):  # fmt: skip
            setattr(total, f, getattr(total, f) + getattr(r, f))
        c, t = r.charts, total.charts
        t.vector_charts += c.vector_charts
        t.read += c.read
        t.names_read += c.names_read
        t.names_right += c.names_right
        t.unnamed += c.unnamed
        t.declined += c.declined
        t.declined_right += c.declined_right
        t.errors += c.errors
        t.probes += c.probes
        t.any_data |= c.any_data
    ocr = [r.ocr_seconds * r.ocr_pages for r in results if r.ocr_seconds is not None]
    ocr_pages = sum(r.ocr_pages for r in results if r.ocr_seconds is not None)
    total.ocr_seconds = sum(ocr) / ocr_pages if ocr_pages else None
    return total


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--paper", action="append", help="only these papers (file stem)")
    parser.add_argument("--details", action="store_true", help="list every miss")
    parser.add_argument("--json", type=Path, help="also write the results here")
    parser.add_argument("--truth", type=Path, default=TRUTH, help="ground-truth folder")
    parser.add_argument(
        "--papers",
        type=Path,
        default=PAPERS,
        help="folder the ground truth's file names are relative to (default: ../shared/papers)",
    )
    args = parser.parse_args(argv)
    truths = sorted(args.truth.glob("*.json"))
    if args.paper:
        truths = [t for t in truths if t.stem in args.paper]
    if not truths:
        print(f"no ground truth in {args.truth} (<paper>.json)", file=sys.stderr)
        return 1
    settings = Settings(provider="local")
    results: list[PaperResult] = []
    for path in truths:
        truth = json.loads(path.read_text())
        if not (args.papers / truth["file"]).exists():
            print(f"{path.stem}: {args.papers / truth['file']} missing, skipped", file=sys.stderr)
            continue
        results.append(read_paper(truth, settings, args.papers))
    print("| " + " | ".join(HEADER) + " |")
    print("|---|" + "---:|" * (len(HEADER) - 1))
    for r in [*results, overall(results)]:
        print("| " + " | ".join(row(r)) + " |")
    for r in results:
        if r.error:
            print(f"\n{r.name}: not read: {r.error}")
    if args.details:
        for r in results:
            if r.details:
                print(f"\n{r.name}:")
                print("\n".join(r.details))
    if args.json:
        args.json.write_text(
            json.dumps(
                [
                    {k: v for k, v in vars(r).items() if k != "charts"} | {"charts": vars(r.charts)}
                    for r in results
                ],
                indent=1,
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
