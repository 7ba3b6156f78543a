"""What a chart reading is: panels with axes and named series, as text, Markdown and JSON.

``ChartData.to_dict`` is the contract other parts read (``Chunk.extra["chart_data"]``, see
TEAM.md): the answerer computes with it, the UI re-plots it, ``bench/corpus.py`` scores it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

from .paths import RGB

SeriesKind = Literal["line", "bar", "scatter", "pie", "area", "box", "violin"]
_GROUPED = ("bar", "pie", "box", "violin")  # one value per category: x is its name


@dataclass
class ChartSeries:
    name: str | None
    color: RGB | None
    points: list[tuple[float, float]]  # data coordinates; bars: (category index or x, value)
    kind: SeriesKind
    style: str | None = None  # "thin", "bold", "dashed" where the panel mixes line styles
    clipped_above: bool = False  # part of the series runs above the top of the axes
    clipped_below: bool = False
    right_axis: bool = False  # drawn against the panel's second y axis (``ChartData.y2_*``)
    # labels printed beside single points ("ResNet-34" at one vertex): (point index, text)
    point_labels: list[tuple[int, str]] = field(default_factory=list)
    # values printed on or above bars ("113K"), where they agree with the bar: (point index, text)
    printed: list[tuple[int, str]] = field(default_factory=list)
    # the line drawn through a point along the value axis (a forest plot's confidence
    # interval): (point index, low end, high end), in data values
    intervals: list[tuple[int, float, float]] = field(default_factory=list)

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
    panel: str | None = None  # "(a)" when the figure prints panel letters
    horizontal: bool = False  # bars grow along x: x_* still describe the category axis
    stacked: bool = False  # bar segments stack on each other
    waterfall: bool = False  # floating bars that step a running total between total bars
    y2_label: str | None = None  # a second y axis on the right, for the series marked right_axis
    y2_range: tuple[float, float] | None = None
    y2_log: bool = False
    approximate: bool = False  # read from an image's pixels: good to about a pixel

    @property
    def chart_type(self) -> str:
        kinds = {s.kind for s in self.series if s.points}
        if kinds == {"bar"}:
            return "waterfall" if self.waterfall else "stacked_bar" if self.stacked else "bar"
        if kinds == {"pie"}:
            return "pie"
        if kinds == {"area"}:
            return "stacked_area"
        if kinds in ({"box"}, {"violin"}):
            return next(iter(kinds))
        if len(kinds) == 1:
            return next(iter(kinds))
        if kinds == {"line", "scatter"}:
            return "line"  # markers beside lines: a line chart with markers
        return "mixed" if kinds else "empty"

    def to_dict(self, max_points: int = 400) -> dict[str, object]:
        """The JSON contract of ``Chunk.extra["chart_data"]`` (TEAM.md), one dict per panel.

        Categorical axes give category names as x; values keep about four significant digits of
        the axis range (the reading itself is good to ~0.2%); a series longer than ``max_points``
        keeps that many points spread over its x range, and a note says so.
        """
        notes = list(self.notes)
        series = []
        for s in self.series:
            pts = s.points
            if len(pts) > max_points and s.kind not in _GROUPED:
                pts = _downsample(pts, max_points)
                notes.append(f"{s.label}: {len(pts)} of {len(s.points)} points kept.")
            entry: dict[str, object] = {
                "name": s.name,
                "kind": s.kind,
                "color": _hex(s.color),
                "y_axis": "right" if s.right_axis else "left",
                "points": [[self._json_x(x, s.kind), self._round_y(s, y)] for x, y in pts],
            }
            if s.point_labels:
                entry["point_labels"] = [
                    [self._json_x(s.points[k][0], s.kind), self._round_y(s, s.points[k][1]), text]
                    for k, text in s.point_labels
                    if 0 <= k < len(s.points)
                ]
            if s.printed:
                entry["printed"] = [
                    [self._json_x(s.points[k][0], s.kind), text]
                    for k, text in s.printed
                    if 0 <= k < len(s.points)
                ]
            if s.intervals:
                entry["intervals"] = [
                    [
                        self._json_x(s.points[k][0], s.kind),
                        self._round_y(s, lo),
                        self._round_y(s, hi),
                    ]
                    for k, lo, hi in s.intervals
                    if 0 <= k < len(s.points)
                ]
            series.append(entry)
        categorical = self.x_categories is not None
        return {
            "panel": self.panel,
            "chart_type": self.chart_type,
            "approximate": self.approximate,
            "orientation": "horizontal" if self.horizontal else "vertical",
            "x": {
                "title": self.x_label,
                "log": self.x_log,
                "min": None if categorical else _round(self.x_range[0], self.x_range, self.x_log),
                "max": None if categorical else _round(self.x_range[1], self.x_range, self.x_log),
                "categories": list(self.x_categories or []) if categorical else None,
            },
            "y": {
                "title": self.y_label,
                "log": self.y_log,
                "min": _round(self.y_range[0], self.y_range, self.y_log),
                "max": _round(self.y_range[1], self.y_range, self.y_log),
                "categories": None,
            },
            "y2": self._y2_dict(),
            "series": series,
            "notes": notes,
        }

    def _y2_dict(self) -> dict[str, object] | None:
        if self.y2_range is None:
            return None
        lo, hi = self.y2_range
        return {
            "title": self.y2_label,
            "log": self.y2_log,
            "min": _round(lo, self.y2_range, self.y2_log),
            "max": _round(hi, self.y2_range, self.y2_log),
            "categories": None,
        }

    def _scale_of(self, s: ChartSeries) -> tuple[tuple[float, float], bool]:
        if s.right_axis and self.y2_range is not None:
            return self.y2_range, self.y2_log
        return self.y_range, self.y_log

    def _round_y(self, s: ChartSeries, y: float) -> float:
        return _round(y, *self._scale_of(s))

    def _fmt_v(self, s: ChartSeries, y: float) -> str:
        """A series' value, formatted on the scale of the axis it is drawn against."""
        return _fmt(y, *self._scale_of(s))

    def _json_x(self, x: float, kind: str = "bar") -> float | str:
        """Bars on a text axis give their label; lines and points give their position in label
        units (0 at the first label), as the labels may be dates between which they run."""
        if self.x_categories is not None and kind not in _GROUPED:
            return round(x, 3)
        if self.x_categories is not None:
            i = int(round(x))
            return self.x_categories[i] if 0 <= i < len(self.x_categories) else float(i)
        return _round(x, self.x_range, self.x_log)

    def to_markdown(self, max_points_per_series: int = 12) -> str:
        rows = ["| series | x | y |", "|---|---|---|"]
        for s in self.series:
            pts = (
                _downsample(s.points, max_points_per_series) if s.kind not in _GROUPED else s.points
            )
            for x, y in pts:
                rows.append(f"| {s.label} | {self._fmt_x(x)} | {self._fmt_v(s, y)} |")
        return "\n".join(rows)

    def summary(self) -> str:
        if self.chart_type in ("pie", "box", "violin"):
            return " ".join([self._describe(s) for s in self.series] + self.notes)
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
        if self.y2_range is not None:
            out.append(
                f"A second y axis on the right shows {self.y2_label or 'values without a title'} "
                f"({_fmt(self.y2_range[0], self.y2_range, self.y2_log)} to "
                f"{_fmt(self.y2_range[1], self.y2_range, self.y2_log)}"
                f"{', log scale' if self.y2_log else ''}); series marked (right axis) use it."
            )
        lines = [s for s in self.series if s.kind == "line" and s.points]
        styles = sorted({s.style for s in lines}, key=lambda st: st or "")
        for side in (False, True):  # values on two scales are never compared
            for style in styles:
                group = [s for s in lines if s.style == style and s.right_axis == side]
                if len(group) >= 2:
                    out.append(self._ends(group, style))
        for s in self.series:
            out.append(self._describe(s))
            if s.intervals:
                spans = "; ".join(
                    f"{self._fmt_x(s.points[k][0])} {self._fmt_v(s, lo)} to {self._fmt_v(s, hi)}"
                    for k, lo, hi in s.intervals
                )
                out.append(f"{s.label}: the line through each point spans {spans}.")
        bars = [
            (s, p) for s in self.series if s.kind == "bar" and not s.right_axis for p in s.points
        ]
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
        if self._fmt_v(s_hi, hi) == self._fmt_v(s_lo, lo):
            return f"{prefix} x={x_text}, all these series end at about the same value (y≈{self._fmt_v(s_hi, hi)})."
        return (
            f"{prefix} x={x_text}, {s_hi.label} ends highest (y≈{self._fmt_v(s_hi, hi)}) "
            f"and {s_lo.label} lowest (y≈{self._fmt_v(s_lo, lo)})."
        )

    def _describe(self, s: ChartSeries) -> str:
        if not s.points:
            return f"{s.label}: no points inside the axes."
        label = f"{s.label} (right axis)" if s.right_axis else s.label
        if s.kind == "bar":
            values = ", ".join(f"{self._fmt_x(x)}: {self._fmt_v(s, y)}" for x, y in s.points)
            return f"{label} (bars): {values}."
        if s.kind in ("box", "violin"):
            values = ", ".join(f"{self._fmt_x(x)}: {self._fmt_v(s, y)}" for x, y in s.points)
            hi, lo = max(s.points, key=lambda p: p[1]), min(s.points, key=lambda p: p[1])
            return (
                f"Medians by group: {values}; the highest median is {self._fmt_x(hi[0])}'s, "
                f"the lowest {self._fmt_x(lo[0])}'s."
            )
        if s.kind == "pie":
            said = dict(s.printed)
            values = ", ".join(
                f"{self._fmt_x(x)}: {said.get(k) or f'{y:.1f}'}%"
                for k, (x, y) in enumerate(s.points)
            )
            return f"Shares of the pie: {values}."
        lo = min(s.points, key=lambda p: p[1])
        hi = max(s.points, key=lambda p: p[1])
        last = max(s.points)
        low = f"min y≈{self._fmt_v(s, lo[1])} at x={self._fmt_x(lo[0])}"
        high = f"max y≈{self._fmt_v(s, hi[1])} at x={self._fmt_x(hi[0])}"
        (bottom, top), _ = self._scale_of(s)
        if s.clipped_below:
            low = f"min below {self._fmt_v(s, bottom)} (runs off the bottom of the plot)"
        if s.clipped_above:
            high = f"max above {self._fmt_v(s, top)} (runs off the top of the plot)"
        return f"{label}: final y≈{self._fmt_v(s, last[1])} at x={self._fmt_x(last[0])}; {low}; {high}."

    def _fmt_x(self, x: float) -> str:
        if self.x_categories is not None:
            i = int(round(x))
            return self.x_categories[i] if 0 <= i < len(self.x_categories) else f"#{i}"
        return _fmt(x, self.x_range, self.x_log)

    def _fmt_y(self, y: float) -> str:
        return _fmt(y, self.y_range, self.y_log)


def _downsample(points: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """At most about ``n`` points spread over the x range, keeping each stretch's lowest and
    highest point (a peak survives), the first and the last."""
    if len(points) <= n or n < 4:
        return points
    pts = sorted(points)
    buckets = n // 2
    lo, hi = pts[0][0], pts[-1][0]
    width = (hi - lo) / buckets or 1.0
    keep: dict[int, tuple[int, int]] = {}
    for i, (x, y) in enumerate(pts):
        b = min(buckets - 1, int((x - lo) / width))
        if b not in keep:
            keep[b] = (i, i)
        else:
            a, c = keep[b]
            keep[b] = (a if pts[a][1] <= y else i, c if pts[c][1] >= y else i)
    chosen = {0, len(pts) - 1}
    for a, c in keep.values():
        chosen.update((a, c))
    return [pts[i] for i in sorted(chosen)]


def _round(v: float, rng: tuple[float, float], log: bool) -> float:
    """About four significant digits of the axis range (or of the value, on a log axis)."""
    if not math.isfinite(v):
        return v
    if log or v == 0:
        return float(f"{v:.4g}") + 0.0  # + 0.0: no "-0.0"
    span = abs(rng[1] - rng[0]) or abs(v)
    decimals = max(0, math.ceil(-math.log10(span * 1e-4)))
    return (round(v, decimals) if decimals else float(round(v))) + 0.0


def _hex(color: RGB | None) -> str | None:
    if color is None:
        return None
    return "#" + "".join(f"{round(255 * max(0.0, min(1.0, c))):02x}" for c in color)


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
