"""Offline reader for vector charts: the values of line and bar charts drawn as PDF paths.

Chart values are written nowhere else in a paper, and a figure description that only says
"a line chart" cannot answer "which model ends lower?". This reads the numbers back from the
drawing: tick labels give a page-to-data mapping per axis, and every coloured path, bar or
marker inside the axes frame becomes a series named from the legend or an in-plot label.
It never guesses: a panel whose ticks do not map consistently to a linear or log scale is
skipped, and anything partly visible (curves cut off by the axes) is said so in the notes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

import pymupdf

from .charts_axes import Panel, find_panels
from .charts_marks import LegendEntry, Marks, legend_entries, panel_marks
from .charts_names import line_styles, name_series
from .charts_paths import RGB, inside, read_paths, straight_segments
from .charts_text import Word, phrases, read_words

__all__ = ["ChartData", "ChartSeries", "read_chart"]


@dataclass
class ChartSeries:
    name: str | None
    color: RGB | None
    points: list[tuple[float, float]]  # data coordinates; bars: (category index or x, value)
    kind: Literal["line", "bar", "scatter"]
    style: str | None = None  # "thin", "bold", "dashed" where the panel mixes line styles
    clipped_above: bool = False  # part of the series runs above the top of the axes
    clipped_below: bool = False

    @property
    def label(self) -> str:
        return self.name or f"unnamed {color_name(self.color)} {self.kind}"


@dataclass
class ChartData:
    x_label: str | None
    y_label: str | None
    x_range: tuple[float, float]
    y_range: tuple[float, float]
    series: list[ChartSeries]
    notes: list[str] = field(default_factory=list)
    x_categories: list[str] | None = None  # bar charts: x values are indexes into this list
    y_log: bool = False
    x_log: bool = False

    def to_markdown(self, max_points_per_series: int = 12) -> str:
        rows = ["| series | x | y |", "|---|---|---|"]
        for s in self.series:
            pts = _downsample(s.points, max_points_per_series) if s.kind != "bar" else s.points
            for x, y in pts:
                rows.append(
                    f"| {s.label} | {self._fmt_x(x)} | {_fmt(y, self.y_range, self.y_log)} |"
                )
        return "\n".join(rows)

    def summary(self) -> str:
        out: list[str] = []
        y_axis = (
            f"the y axis {self.y_label or 'has no title'} ({self._fmt_y(self.y_range[0])} to "
            f"{self._fmt_y(self.y_range[1])}{', log scale' if self.y_log else ''})"
        )
        if self.x_categories:
            out.append(f"The x axis has the categories {', '.join(self.x_categories)}; {y_axis}.")
        else:
            out.append(
                f"The x axis shows {self.x_label or 'values without a title'} "
                f"({self._fmt_x(self.x_range[0])} to {self._fmt_x(self.x_range[1])}"
                f"{', log scale' if self.x_log else ''}); {y_axis}."
            )
        lines = [s for s in self.series if s.kind == "line" and s.points]
        styles = sorted({s.style for s in lines}, key=lambda st: st or "")
        for style in styles:
            group = [s for s in lines if s.style == style]
            if len(group) >= 2:
                out.append(self._ends(group, style))
        for s in self.series:
            out.append(self._describe(s))
        bars = [(s, p) for s in self.series if s.kind == "bar" for p in s.points]
        if len(bars) >= 2:
            hi = max(bars, key=lambda b: b[1][1])
            lo = min(bars, key=lambda b: b[1][1])
            out.append(
                f"The tallest bar is {hi[0].label} at {self._fmt_x(hi[1][0])} "
                f"(y≈{self._fmt_y(hi[1][1])}) and the shortest {lo[0].label} at "
                f"{self._fmt_x(lo[1][0])} (y≈{self._fmt_y(lo[1][1])})."
            )
        return " ".join(out + self.notes)

    def _ends(self, group: list[ChartSeries], style: str | None) -> str:
        lasts = [max(s.points) for s in group]
        end = min(p[0] for p in lasts)
        span = abs(self.x_range[1] - self.x_range[0]) or 1.0
        if max(p[0] for p in lasts) - end <= 0.02 * span:
            x_text, values = (
                f"{self._fmt_x(max(p[0] for p in lasts))} (the last point)",
                [p[1] for p in lasts],
            )
        else:
            x_text, values = (
                f"{self._fmt_x(end)} (the last x all these series reach)",
                [_interpolate(s.points, end) for s in group],
            )
        ranked = sorted(zip(values, group, strict=True), key=lambda t: t[0])
        (lo, s_lo), (hi, s_hi) = ranked[0], ranked[-1]
        prefix = f"Among the {style} lines, at" if style else "At"
        if self._fmt_y(hi) == self._fmt_y(lo):
            return f"{prefix} x={x_text}, all these series end at about the same value (y≈{self._fmt_y(hi)})."
        return (
            f"{prefix} x={x_text}, {s_hi.label} ends highest (y≈{self._fmt_y(hi)}) "
            f"and {s_lo.label} lowest (y≈{self._fmt_y(lo)})."
        )

    def _describe(self, s: ChartSeries) -> str:
        if not s.points:
            return f"{s.label}: no points inside the axes."
        if s.kind == "bar":
            values = ", ".join(f"{self._fmt_x(x)}: {self._fmt_y(y)}" for x, y in s.points)
            return f"{s.label} (bars): {values}."
        lo = min(s.points, key=lambda p: p[1])
        hi = max(s.points, key=lambda p: p[1])
        last = max(s.points)
        low = f"min y≈{self._fmt_y(lo[1])} at x={self._fmt_x(lo[0])}"
        high = f"max y≈{self._fmt_y(hi[1])} at x={self._fmt_x(hi[0])}"
        if s.clipped_below:
            low = f"min below {self._fmt_y(self.y_range[0])} (runs off the bottom of the plot)"
        if s.clipped_above:
            high = f"max above {self._fmt_y(self.y_range[1])} (runs off the top of the plot)"
        return (
            f"{s.label}: final y≈{self._fmt_y(last[1])} at x={self._fmt_x(last[0])}; {low}; {high}."
        )

    def _fmt_x(self, x: float) -> str:
        if self.x_categories is not None:
            i = int(round(x))
            return self.x_categories[i] if 0 <= i < len(self.x_categories) else f"#{i}"
        return _fmt(x, self.x_range, self.x_log)

    def _fmt_y(self, y: float) -> str:
        return _fmt(y, self.y_range, self.y_log)


def read_chart(page: pymupdf.Page, bbox: pymupdf.Rect) -> list[ChartData]:
    """Every axes panel inside `bbox` whose ticks map consistently to data; [] if none."""
    bbox = pymupdf.Rect(bbox) & page.rect
    if bbox.is_empty:
        return []
    words = read_words(page, bbox)
    if not any(w.value is not None for w in words):
        return []
    texts = phrases(words)
    paths = read_paths(page, bbox)
    panels = find_panels(words, texts, straight_segments(paths))
    if not panels:
        return []
    entries, legend_paths = legend_entries(texts, paths)
    charts = []
    for panel in panels:
        chart = _read_panel(panel, paths, legend_paths, _entries_for(panel, panels, entries), texts)
        if chart is not None:
            charts.append(chart)
    return charts


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


def _downsample(points: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """Points nearest to n evenly spaced x values, always ending with the last point."""
    if len(points) <= n or n < 2:
        return points
    xs = [p[0] for p in points]
    lo, hi = min(xs), max(xs)
    keep = {max(range(len(points)), key=lambda i: points[i][0])}
    for k in range(n - 1):
        target = lo + (hi - lo) * k / (n - 1)
        keep.add(min(range(len(points)), key=lambda i: abs(xs[i] - target)))
    return [points[i] for i in sorted(keep)]


def _interpolate(points: list[tuple[float, float]], x: float) -> float:
    pts = sorted(points)
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        if x0 <= x <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return min(pts, key=lambda p: abs(p[0] - x))[1]


def _fmt(v: float, rng: tuple[float, float], log: bool) -> str:
    if log:
        return f"{v:.3g}"
    span = abs(rng[1] - rng[0]) or abs(v) or 1.0
    decimals = min(6, max(0, math.ceil(-math.log10(0.002 * span))))  # reading error is ~0.2%
    text = f"{v:.{decimals}f}"
    return text.lstrip("-") if float(text) == 0 else text


_PALETTE = {
    "black": (0, 0, 0), "grey": (0.5, 0.5, 0.5), "red": (1, 0, 0), "green": (0, 0.6, 0),
    "blue": (0, 0, 1), "cyan": (0, 1, 1), "magenta": (1, 0, 1), "yellow": (1, 1, 0),
    "olive": (0.6, 0.6, 0), "orange": (1, 0.55, 0), "purple": (0.5, 0, 0.5), "brown": (0.6, 0.3, 0.1),
    "light green": (0.5, 1, 0.5), "light blue": (0.5, 0.7, 1), "pink": (1, 0.6, 0.7),
}  # fmt: skip


def color_name(color: RGB | None) -> str:
    if color is None:
        return ""
    return min(
        _PALETTE, key=lambda k: sum((a - b) ** 2 for a, b in zip(color, _PALETTE[k], strict=True))
    )
