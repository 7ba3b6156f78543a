"""Offline reader for vector charts: the values of line and bar charts drawn as PDF paths.

Chart values are written nowhere else in a paper, and a figure description that only says
"a line chart" cannot answer "which model ends lower?". This reads the numbers back from the
drawing: tick labels give a page-to-data mapping per axis, and every coloured path, bar or
marker inside the axes frame becomes a series named from the legend or an in-plot label.
It never guesses: a panel whose ticks do not map consistently to a linear or log scale is
skipped, and anything partly visible (curves cut off by the axes) is said so in the notes.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import pymupdf

from .axes import Panel, find_panels
from .marks import LegendEntry, Marks, legend_entries, panel_marks
from .model import ChartData, ChartSeries
from .names import line_styles, name_series
from .paths import Drawing, count_paths, inside, page_drawings, read_paths, straight_segments
from .text import Word, phrases, read_words


@dataclass
class ChartReading:
    """The panels read from one figure, or why none were: the figure's ``chart_status``."""

    charts: list[ChartData] = field(default_factory=list)
    reason: str | None = None  # set when no panel was read

    @property
    def status(self) -> str:
        if self.charts:
            return "read"
        return f"not read: {self.reason or 'no chart found'}"


@dataclass(frozen=True)
class ChartBudget:
    """What reading one figure may cost; a figure over it is not read, and says so."""

    max_paths: int = 20_000
    max_segments: int = 400_000
    max_seconds: float = 5.0


def read_chart(page: pymupdf.Page, bbox: pymupdf.Rect) -> list[ChartData]:
    """Every axes panel inside `bbox` whose ticks map consistently to data; [] if none."""
    return read_charts(page, bbox).charts


def read_charts(
    page: pymupdf.Page,
    bbox: pymupdf.Rect,
    drawings: list[Drawing] | None = None,
    budget: ChartBudget = ChartBudget(),
) -> ChartReading:
    """Like ``read_chart``, and says why nothing was read. ``drawings``: the page's
    ``page_drawings``, when the caller reads several figures of one page."""
    start = time.perf_counter()
    bbox = pymupdf.Rect(bbox) & page.rect
    if bbox.is_empty:
        return ChartReading(reason="the figure lies outside its page")
    words = read_words(page, bbox)
    if not any(w.value is not None for w in words):
        return ChartReading(reason="no numeric tick labels in the figure's text")
    drawings = page_drawings(page) if drawings is None else drawings
    load = count_paths(drawings, bbox)
    if load.paths > budget.max_paths or load.segments > budget.max_segments:
        return ChartReading(
            reason=f"the figure draws {load.paths:,} paths ({load.segments:,} segments), over the "
            f"chart budget of {budget.max_paths:,} paths or {budget.max_segments:,} segments"
        )
    texts = phrases(words)
    paths = read_paths(page, bbox, drawings)
    panels = find_panels(words, texts, straight_segments(paths))
    if not panels:
        return ChartReading(reason="no axes whose tick labels map to a linear or log scale")
    entries, legend_paths = legend_entries(texts, paths)
    charts: list[ChartData] = []
    for i, panel in enumerate(panels):
        if time.perf_counter() - start > budget.max_seconds:
            note = (
                f"{len(panels) - i} of {len(panels)} panels were not read: the figure ran over "
                f"the chart budget of {budget.max_seconds:g} s."
            )
            if charts:
                charts[-1].notes.append(note)
                break
            return ChartReading(reason=note)
        chart = _read_panel(panel, paths, legend_paths, _entries_for(panel, panels, entries), texts)
        if chart is not None:
            charts.append(chart)
    if not charts:
        return ChartReading(reason="axes found, but no lines, bars or markers inside them")
    return ChartReading(charts)


def _entries_for(
    panel: Panel, panels: list[Panel], entries: list[LegendEntry]
) -> list[LegendEntry]:
    """Entries inside this frame, else entries outside every frame (a legend shared by panels)."""
    local = [e for e in entries if inside((e.word.cx, e.word.cy), panel.frame)]
    shared = [
        e for e in entries if not any(inside((e.word.cx, e.word.cy), p.frame) for p in panels)
    ]
    return local + [e for e in shared if not any(e.color == i.color for i in local)]


def _read_panel(panel: Panel, paths, legend_paths, entries, texts: list[Word]) -> ChartData | None:
    legend_words = {id(e.word) for e in entries}
    plain = [t for t in texts if id(t) not in legend_words]
    marks, notes = panel_marks(panel, paths, legend_paths, plain)
    if not marks:
        return None
    f = panel.frame + (-1, -1, 1, 1)
    labels = [
        t for t in texts
        if t.horizontal and t.value is None and id(t) not in legend_words
        and any(c.isalpha() for c in t.text) and inside((t.cx, t.cy), f)
        and not any(e.word.line == t.line for e in entries)
    ]  # fmt: skip
    names, name_notes = name_series(marks, entries, labels)
    styles = line_styles(marks)
    series = [
        ChartSeries(
            name, m.color, _to_data(m, panel), m.kind, style, m.clipped_above, m.clipped_below
        )
        for m, name, style in zip(marks, names, styles, strict=True)
    ]
    x_range = (
        (panel.x.value(panel.frame.x0), panel.x.value(panel.frame.x1))
        if panel.x is not None
        else (0.0, float(max(len(panel.categories), 1) - 1))
    )
    y_range = (panel.y.value(panel.frame.y1), panel.y.value(panel.frame.y0))
    notes = list(panel.notes) + notes + name_notes + _notes(series, panel)
    return ChartData(
        panel.x_title, panel.y_title, x_range, y_range, series, notes,
        [c.text for c in panel.categories] if panel.x is None else None,
        panel.y.log, bool(panel.x and panel.x.log),
    )  # fmt: skip


def _to_data(m: Marks, panel: Panel) -> list[tuple[float, float]]:
    pts = m.pts
    if m.kind == "line" and len(pts) > 1 and pts[-1][0] < pts[0][0]:
        pts = pts[::-1]  # drawn right to left
    return [(_x_value(panel, px), panel.y.value(py)) for px, py in pts]


def _x_value(panel: Panel, px: float) -> float:
    if panel.x is not None:
        return panel.x.value(px)
    if panel.categories:
        return float(
            min(range(len(panel.categories)), key=lambda i: abs(panel.categories[i].cx - px))
        )
    return px  # no labels: replaced by the position order in _notes


def _notes(series: list[ChartSeries], panel: Panel) -> list[str]:
    notes = []
    for attr, where in (("clipped_above", "above the top"), ("clipped_below", "below the bottom")):
        cut = [s.label for s in series if getattr(s, attr)]
        if cut:
            verb = "runs" if len(cut) == 1 else "run"
            notes.append(
                f"{', '.join(cut)} {verb} {where} of the plot; values there are not shown."
            )
    if panel.y.log:
        notes.append("The y axis is logarithmic.")
    if panel.x is not None and panel.x.log:
        notes.append("The x axis is logarithmic.")
    for axis, name in ((panel.x, "x"), (panel.y, "y")):
        if axis is not None and len(axis.ticks) == 2:
            notes.append(f"The {name} axis is mapped from only two tick labels.")
    if panel.x is None and not panel.categories:
        slots = sorted({round(p[0]) for s in series for p in s.points})
        for s in series:
            s.points = [(float(slots.index(round(x))), y) for x, y in s.points]
        notes.append("The x positions have no labels; x is the position order (0, 1, 2, ...).")
    if any(s.name is None for s in series):
        notes.append("Some series have no legend entry or label; they are named by colour.")
    return notes
