"""Where one curve or set of bars passes a bound the question sets: "In which months did the
salinity at Bình Đại exceed 4 ‰ (Figure 1)?", "How many sites had more than 15 songs per hour?".

No point answers it alone: it is every category (or every run of points along a numeric x axis)
whose value lies beyond the bound, counted against the points compared. A read value is a
reading, not a printed number: one within a hair of the bound (``_HAIR`` of the span of the
curve's values) is named as about at it, in neither list. A bound the chart prints as a class
("> 70 %" in a legend, "Etäisyys yli 50 m") names that class instead, as a table's does
(``table_filters``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from paperlens.answer.base import Fact
from paperlens.answer.chart_readings import fmt_value, fmt_x, printed_reading
from paperlens.answer.charts import Chart, Panel, Series
from paperlens.answer.intent import Intent
from paperlens.answer.open_bounds import Threshold, threshold
from paperlens.answer.table_filters import ASKS_COUNT, PASSES, bound_measured, prints_number

_WHEN = re.compile(r"\bwhen\b|\bwann\b|\bquand\b|\bcuándo\b|언제|いつ|什么时候|何时", re.I)
# "first falls below", "earliest": where the curve first passes the bound
_FIRST = re.compile(
    r"\bfirst\b|\bearliest\b|\berstmals\b|\bzum ersten mal\b|\bpremière fois\b"
    r"|\bprimera vez\b|처음|初めて|首次|第一次",
    re.I,
)
# (a reading this close to the bound, as a share of the span of the curve's values, may lie
# either side of it)
_HAIR = 0.005


def _bound_asked(panel: Panel, caption: str, question: str) -> Threshold | None:
    bound = threshold(question)
    if bound is None:
        return None
    if not bound_measured(bound, f"{panel.y_title} {caption}"):
        return None
    labels = [
        panel.x_title,
        *(panel.categories or ()),
        *(s.base_name for s in panel.series),
    ]
    if prints_number(labels, bound.value):
        return None  # ("> 70 %" is a bar's class, "yli 50 m" a curve's)
    return bound


def _runs(points: Sequence[tuple[float | str, float]], passing: Sequence[bool]) -> list[str]:
    """The x values that pass, a run of consecutive numeric ones as its ends ("3–7")."""
    out: list[str] = []
    i = 0
    while i < len(points):
        if not passing[i]:
            i += 1
            continue
        j = i
        while j + 1 < len(points) and passing[j + 1]:
            j += 1
        first, last = points[i][0], points[j][0]
        if j > i and not isinstance(first, str):
            out.append(f"{fmt_x(first)}–{fmt_x(last)}")
        else:
            out.extend(fmt_x(points[k][0]) for k in range(i, j + 1))
        i = j + 1
    return out


def chart_filter_fact(
    chart: Chart,
    panel: Panel,
    where: str,
    series: Series,
    question: str,
    intent: Intent,
) -> Fact | None:
    """The points of ``series`` beyond the bound a "which", "when" or "how many" question sets
    on its value; None where it sets none or the chart prints the bound as a class."""
    counts = bool(ASKS_COUNT.search(question))
    if (
        intent.extreme
        or intent.difference
        or not (intent.chooses or counts or _WHEN.search(question))
    ):
        return None
    caption = chart.item.chunk.caption or ""
    bound = _bound_asked(panel, caption, question)
    if bound is None or len(series.points) < 2:
        return None
    ys = [y for _, y in series.points]
    span = (max(ys) - min(ys)) or abs(max(ys)) or 1.0
    limit = float(bound.value)
    hair = [abs(y - limit) <= _HAIR * span for y in ys]
    passing = [
        not h and PASSES[bound.sign](Decimal(str(y)), bound.value)
        for y, h in zip(ys, hair, strict=True)
    ]
    said = f"{bound.sign} {fmt_value(limit)}"
    y_title = panel.y_title or "the value"
    categorical = all(isinstance(x, str) for x, _ in series.points)
    if _FIRST.search(question) and not categorical:
        # "at which iteration does the error first fall below 10 %": where the curve crosses
        crossed = _first_crossing(series.points, passing, limit)
        if crossed is None:
            return Fact(
                "filter",
                f"No point of {series.name} in {where} has {y_title} {said}",
                chart.tag,
                computation=f"0 of {len(ys)} points of {series.name} have {y_title} {said}",
                source=where,
            )
        at = f"{panel.x_title} = " if panel.x_title else "x = "
        return Fact(
            "filter",
            f"{series.name} first has {y_title} {said} in {where} at about {at}{fmt_x(crossed)}",
            chart.tag,
            computation=f"the first crossing of {fmt_value(limit)} along {len(ys)} points "
            f"of {series.name}",
            source=where,
        )
    if categorical:
        found = [
            f"{x}: {printed_reading(series, x, y)}"
            for (x, y), p in zip(series.points, passing, strict=True)
            if p
        ]
    else:
        found = _runs(series.points, passing)
    counted = (
        f"{sum(passing)} of {len(ys)} {'bars' if categorical else 'points'} of {series.name} "
        f"in {where} have {y_title} {said}"
    )
    if found:
        at = f"{panel.x_title} " if panel.x_title and not categorical else ""
        listed = "; ".join(found) if categorical else f"{at}{', '.join(found)}"
        lead = counted if counts else f"{series.name}, {y_title} {said} in {where}"
        statement = f"{lead}: {listed}"
    else:
        statement = f"No point of {series.name} in {where} has {y_title} {said}"
    near = [fmt_x(x) for (x, _), h in zip(series.points, hair, strict=True) if h]
    if near:
        statement += f" (about at {fmt_value(limit)}: {', '.join(near)})"
    return Fact("filter", statement, chart.tag, computation=counted, source=where)


def _first_crossing(
    points: Sequence[tuple[float | str, float]], passing: Sequence[bool], limit: float
) -> float | None:
    """The x where a curve first passes ``limit``: between the last point short of it and the
    first beyond it, read off the straight line joining them; the first point where it starts
    beyond."""
    for k, ok in enumerate(passing):
        if not ok:
            continue
        x1, y1 = points[k]
        if k == 0 or isinstance(x1, str):
            return None if isinstance(x1, str) else float(x1)
        x0, y0 = points[k - 1]
        if isinstance(x0, str) or y1 == y0:
            return float(x1)
        return float(x0) + (limit - y0) * (float(x1) - float(x0)) / (y1 - y0)
    return None
