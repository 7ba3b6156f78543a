"""Charts as data: the panels and series PaperLens read from a vector chart, ready to compute on.

Panels come from ``extra["chart_data"]`` (the chart reader's contract); chunks indexed before
that field existed are read back from the series tables in their text. A figure whose chart was
not read (a raster image, no axes) carries ``extra["chart_status"] = "not read: ..."``, and an
answer says so instead of guessing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.tables import markdown_table

_AXES = re.compile(r"The x axis shows (?P<x>.+?) \(.*?the y axis (?P<y>.+?) \(")
_STYLE = re.compile(r"\s*\((?P<style>(?:thin|bold|dashed|dotted|solid|thick)(?: \w+)?)\)\s*$", re.I)
# "Dashed lines denote training error, and bold lines denote testing error."
_STYLE_MEANING = re.compile(
    r"(?P<style>dashed|dotted|solid|bold|thin|thick)\s+(?:lines?|curves?)\s+"
    r"(?:denote|show|represent|indicate|are|mark|give)s?\s+(?:the\s+)?(?P<what>[\w-]+)",
    re.I,
)
_QUANTITY_WORDS = {
    "train": "train",
    "training": "train",
    "test": "test",
    "testing": "test",
    "validation": "validation",
    "val": "validation",
    "dev": "validation",
}


@dataclass
class Series:
    name: str
    points: list[tuple[float | str, float]]
    style: str | None = None  # "thin dashed" when the name carries a style in brackets
    quantity: str | None = None  # "train" / "test" when the caption says what the style means
    named: bool = True  # False: no legend entry or label named it (so no answer can)
    # points a label printed beside them names ("ResNet-34" at one vertex): (x, y, label)
    point_labels: list[tuple[float | str, float, str]] = field(default_factory=list)
    kind: str = ""  # "line", "bar", "scatter" as the reader drew it ("" when not said)
    # values printed over bars, as printed ("113K"), by x
    printed: dict[float | str, str] = field(default_factory=dict)
    # the title of the axis it is read against, where that is the second (right) y axis
    y_title: str = ""
    # the line drawn through a point along the value axis (a forest plot's interval), by x
    intervals: dict[float | str, tuple[float, float]] = field(default_factory=dict)
    # how far past its first or last point an x asked still reads that point: a curve traced
    # from pixels ends a pixel or two short of where it was drawn to ("at 90 minutes" of a
    # curve traced to 89.3)
    x_slack: float = 0.0

    @property
    def base_name(self) -> str:
        return _STYLE.sub("", self.name)


@dataclass
class Panel:
    panel: str | None
    x_title: str
    y_title: str
    series: list[Series]
    categories: list[str] | None = None
    notes: list[str] = field(default_factory=list)
    y_axis: tuple[object, object] = (None, None)  # the y axis's printed range (min, max)
    chart_type: str = ""  # "stacked_bar", "pie", ... as the reader said ("" when not said)


@dataclass
class Chart:
    """One figure's chart reading, or why there is none (``status`` "not read: ...")."""

    label: str | None
    item: TaggedEvidence
    panels: list[Panel]
    status: str

    @property
    def tag(self) -> str:
        return self.item.tag

    @property
    def read(self) -> bool:
        return bool(self.panels)

    @property
    def context(self) -> str:
        """The paper's title and the caption, as ``Table.context``."""
        return f"{self.item.paper_title or ''} {self.item.chunk.caption or ''}"

    @property
    def language(self) -> str | None:
        """The paper's language, as ``Table.language``."""
        return self.item.paper_language


def _points(raw: object) -> list[tuple[float | str, float]]:
    out: list[tuple[float | str, float]] = []
    if not isinstance(raw, list):
        return out
    for p in raw:
        if isinstance(p, list | tuple) and len(p) == 2 and isinstance(p[1], int | float):
            x = p[0] if isinstance(p[0], str) else float(p[0])
            out.append((x, float(p[1])))
    return out


def _point_labels(raw: object) -> list[tuple[float | str, float, str]]:
    out: list[tuple[float | str, float, str]] = []
    for p in raw if isinstance(raw, list) else []:
        if isinstance(p, list | tuple) and len(p) == 3 and isinstance(p[1], int | float):
            x = p[0] if isinstance(p[0], str) else float(p[0])
            out.append((x, float(p[1]), str(p[2])))
    return out


def _intervals(raw: object, categories: object) -> dict[float | str, tuple[float, float]]:
    """Each point's interval line, keyed like its point (by category where the axis has them)."""
    out: dict[float | str, tuple[float, float]] = {}
    for p in raw if isinstance(raw, list) else []:
        if not (isinstance(p, list | tuple) and len(p) == 3):
            continue
        if not all(isinstance(v, int | float) for v in p[1:]):
            continue
        [(x, _)] = _on_categories(
            [(p[0] if isinstance(p[0], str) else float(p[0]), 0.0)], categories
        )
        out[x] = (float(p[1]), float(p[2]))
    return out


def _on_categories(
    points: list[tuple[float | str, float]], categories: object
) -> list[tuple[float | str, float]]:
    """A line drawn over a categorical axis ("ene", "feb", ... or "A".."F") is stored with its x
    as the category's index: each point gets its category back, so "in February" finds it."""
    if not isinstance(categories, list) or not categories:
        return points
    out: list[tuple[float | str, float]] = []
    for x, y in points:
        if isinstance(x, str):
            out.append((x, y))
            continue
        i = round(x)
        if abs(x - i) > 0.2 or not 0 <= i < len(categories):
            return points  # not on the ticks: leave the reading as it is
        out.append((str(categories[i]), y))
    return out


def _from_chart_data(data: list[dict]) -> list[Panel]:
    panels = []
    for d in data:
        x, y = d.get("x") or {}, d.get("y") or {}
        right = str((d.get("y2") or {}).get("title") or "")
        series = [
            Series(
                str(s.get("name") or f"series {i + 1}"),
                _on_categories(_points(s.get("points")), x.get("categories")),
                named=bool(s.get("name")) and not str(s.get("name")).startswith("unnamed"),
                point_labels=_point_labels(s.get("point_labels")),
                kind=str(s.get("kind") or ""),
                printed={
                    (p[0] if isinstance(p[0], str) else float(p[0])): str(p[1])
                    for p in s.get("printed") or []
                    if isinstance(p, list | tuple) and len(p) == 2
                },
                y_title=right if s.get("y_axis") == "right" else "",
                intervals=_intervals(s.get("intervals"), x.get("categories")),
                x_slack=_pixel_slack(d),
            )
            for i, s in enumerate(d.get("series") or [])
        ]
        panels.append(
            Panel(
                panel=d.get("panel"),
                x_title=str(x.get("title") or ""),
                y_title=str(y.get("title") or ""),
                series=[s for s in series if s.points],
                categories=x.get("categories"),
                notes=[str(n) for n in d.get("notes") or []],
                y_axis=(y.get("min"), y.get("max")),
                chart_type=str(d.get("chart_type") or ""),
            )
        )
    return panels


_PIXEL_SHARE = 0.01  # of a traced chart's x axis: about the pixels a curve's end is off by


def _pixel_slack(panel: dict[str, Any]) -> float:
    """For a chart read from its pixels (``approximate``), a hundredth of its x axis's span."""
    x = panel.get("x") or {}
    low, high = x.get("min"), x.get("max")
    if not panel.get("approximate") or not (
        isinstance(low, int | float) and isinstance(high, int | float)
    ):
        return 0.0
    return abs(float(high) - float(low)) * _PIXEL_SHARE


def _from_text(text: str) -> list[Panel]:
    """Panels from a figure text's series tables ("| series | x | y |"), one table per panel."""
    axes = _AXES.findall(text)
    panels: list[Panel] = []
    for block in re.split(r"\n\s*\n", text):
        header, rows = markdown_table(block)
        if [h.lower() for h in header] != ["series", "x", "y"]:
            continue
        series: dict[str, list[tuple[float | str, float]]] = {}
        for name, x, y in rows:
            try:
                xv: float | str = float(x)
            except ValueError:
                xv = x
            try:
                series.setdefault(name, []).append((xv, float(y)))
            except ValueError:
                continue
        k = len(panels)
        x_title, y_title = axes[k] if k < len(axes) else ("", "")
        panels.append(
            Panel(
                None,
                x_title,
                y_title,
                [Series(n, pts, named=not n.startswith("unnamed")) for n, pts in series.items()],
            )
        )
    return panels


def _style_meanings(caption: str) -> dict[str, str]:
    out = {}
    for m in _STYLE_MEANING.finditer(caption):
        what = _QUANTITY_WORDS.get(m.group("what").lower())
        if what:
            out[m.group("style").lower()] = what
    return out


def _assign_quantities(panels: list[Panel], caption: str) -> None:
    """Name what each line style means where the caption says it ("dashed lines denote training
    error, bold lines testing error"); an unbracketed series has the style no bracket names."""
    meanings = _style_meanings(caption)
    if not meanings:
        return
    for panel in panels:
        bracketed = set()
        for s in panel.series:
            m = _STYLE.search(s.name)
            if m:
                s.style = m.group("style").lower()
                bracketed |= set(s.style.split())
        plain = [st for st in meanings if st not in bracketed]
        for s in panel.series:
            words = s.style.split() if s.style else plain
            found = {meanings[w] for w in words if w in meanings}
            if len(found) == 1:
                s.quantity = found.pop()


def read_chart(item: TaggedEvidence) -> Chart | None:
    """The chart reading of a figure chunk; None when the chunk is not a figure."""
    chunk = item.chunk
    if chunk.kind != "figure":
        return None
    data = chunk.extra.get("chart_data")
    panels = _from_chart_data(data) if isinstance(data, list) else _from_text(chunk.text)
    panels = [p for p in panels if p.series]
    status = str(chunk.extra.get("chart_status") or ("read" if panels else "not read"))
    _assign_quantities(panels, chunk.caption or chunk.text.split("\n", 1)[0])
    return Chart(chunk.label, item, panels, status)


def charts_in(evidence: Sequence[TaggedEvidence]) -> list[Chart]:
    return [c for c in (read_chart(item) for item in evidence) if c is not None]


def is_picture(chart: Chart) -> bool:
    """A figure embedded as a raster image (its values are pixels), not drawn as vectors."""
    return chart.item.chunk.extra.get("source") == "raster"


def values_unread(chart: Chart) -> bool:
    """A chart whose values were never read: a picture, or vectors whose axes or marks were
    not made out."""
    source = str(chart.item.chunk.extra.get("source") or "")
    return not chart.read and (chart.status.startswith("not read") or source == "raster")


def value_at(series: Series, x: float) -> float | None:
    """Linear interpolation of a numeric series at x; None outside its x range (give or take
    its ``x_slack``, where its end point is read). At a step's vertical jump (two points at x)
    the value after the jump: a step curve (a cumulative incidence, a Kaplan-Meier estimate)
    takes its new value at the step, as it is read."""
    pts = sorted(
        ((float(px), py) for px, py in series.points if not isinstance(px, str)),
        key=lambda p: p[0],
    )
    if not pts or x < pts[0][0] - series.x_slack or x > pts[-1][0] + series.x_slack:
        return None
    if x < pts[0][0]:
        return pts[0][1]
    if x > pts[-1][0]:
        return pts[-1][1]
    at = [py for px, py in pts if px == x]
    if at:
        return at[-1]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
        if x0 <= x <= x1:
            return y0 if x1 == x0 else y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return pts[-1][1]


def last_point(series: Series) -> tuple[float | str, float]:
    numeric = [p for p in series.points if not isinstance(p[0], str)]
    if numeric and len(numeric) == len(series.points):
        return max(numeric, key=lambda p: float(p[0]))
    return series.points[-1]


def first_point(series: Series) -> tuple[float | str, float]:
    numeric = [p for p in series.points if not isinstance(p[0], str)]
    if numeric and len(numeric) == len(series.points):
        return min(numeric, key=lambda p: float(p[0]))
    return series.points[0]


def drops(series: Series, x_span: float, y_span: float, share: float = 0.12) -> list[float]:
    """x positions where the series falls by more than ``share`` of the y span within 3% of the
    x span: a learning-rate step, not the slow decline of training."""
    pts = sorted((float(px), py) for px, py in series.points if not isinstance(px, str))
    if len(pts) < 3 or x_span <= 0 or y_span <= 0:
        return []
    gaps = sorted(b[0] - a[0] for a, b in zip(pts, pts[1:], strict=False))
    window = max(0.03 * x_span, 1.5 * gaps[len(gaps) // 2])  # sparse series: one step
    found: list[tuple[float, float]] = []  # (x, fall)
    for i, (x0, y0) in enumerate(pts):
        ahead = [y for x, y in pts[i + 1 :] if x - x0 <= window]
        if not ahead or y0 - min(ahead) <= share * y_span:
            continue
        fall = y0 - min(ahead)
        # A step follows a plateau; the steep start of training is no step.
        before = [y for x, y in pts[:i] if x0 - x <= 0.1 * x_span]
        if before and max(before) - y0 > 0.5 * fall:
            continue
        found.append((x0, fall))
    # One drop spans several points: keep the steepest point of each run.
    out: list[float] = []
    run: list[tuple[float, float]] = []
    for x, fall in found:
        if run and x - run[-1][0] > window:
            out.append(max(run, key=lambda r: r[1])[0])
            run = []
        run.append((x, fall))
    if run:
        out.append(max(run, key=lambda r: r[1])[0])
    return out
