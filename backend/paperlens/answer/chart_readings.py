"""Facts computed from a chart's series beyond one value: sharp drops, peaks, stacked and area totals, a category's rank, labelled points, readings across titled panels and against a reference line."""

from __future__ import annotations

import dataclasses
import re
from decimal import Decimal

from paperlens.answer.base import Fact
from paperlens.answer.chart_series import fold, panel_name, phrase, pick_panel, quantity_filter
from paperlens.answer.charts import Chart, Panel, Series, drops, value_at
from paperlens.answer.intent import Intent, lower_is_better
from paperlens.answer.question import ORDINALS, QuestionParts, ordinal, sides, wants_largest


def fmt_value(y: float) -> str:
    if abs(y) >= 1000:
        return f"{y:,.0f}".replace(",", "")
    return f"{y:.3g}" if abs(y) >= 1 else f"{y:.2g}"


def shown_difference(hi: float, lo: float) -> str:
    """The difference of two readings as printed, worked on their printed values: 97 and
    88.21 print "97" and "88.2", whose difference is 8.8 (not 8.79, which "97 − 88.2" does not
    give a reader who checks it), to the decimals of the more precise of the two."""
    a, b = Decimal(fmt_value(hi)), Decimal(fmt_value(lo))
    places = max(-a.as_tuple().exponent, -b.as_tuple().exponent, 0)  # type: ignore[operator]
    return f"{a - b:.{places}f}"


def fmt_x(x: float | str) -> str:
    if isinstance(x, str):
        return x
    if abs(x) >= 1e6:  # 2.18e7 parameters, not 21801362
        return f"{x:.3g}".replace("e+0", "e").replace("e+", "e")
    return fmt_value(x)


def drop_facts(chart: Chart, q_terms: set[str], intent: Intent, question: str) -> list[Fact]:
    """Where the curves fall sharply (a learning-rate step): in the named panel, else in all."""
    named = intent.panel is not None
    picked = pick_panel(chart, q_terms, intent) if named else None
    panels = [picked[1]] if picked else chart.panels
    xs: list[float] = []
    series_count = 0
    for panel in panels:
        series = quantity_filter(panel.series, question)
        series_count += len(series)
        xs += [x0 for s in series for x0 in drops(s, _x_span(panel), _y_span(panel))]
    if not xs:
        return []
    span = max(_x_span(p) for p in panels)
    clusters: list[list[float]] = []
    for x0 in sorted(xs):
        if clusters and x0 - clusters[-1][-1] <= 0.05 * span:
            clusters[-1].append(x0)
        else:
            clusters.append([x0])
    common = [c for c in clusters if len(c) >= max(1, series_count // 2)] or clusters
    x_title = panels[0].x_title or "x"
    where = (
        panel_name(chart, picked[1], picked[0], intent) if picked else chart.label or "the figure"
    )
    # "About" a position on the axis: two significant digits (14.7 reads as 15).
    spots = " and ".join(fmt_value(float(f"{sum(c) / len(c):.2g}")) for c in common)
    return [
        Fact(
            "chart",
            f"In {where} the curves drop sharply at about {x_title} = {spots}",
            chart.tag,
            computation="falls of more than 12% of the y range within 3% of the x range, "
            f"seen in at least half of the {series_count} curves",
            source=where,
        )
    ]


def peak_facts(
    s: Series, intent: Intent, question: str, where: str, panel: Panel, y_title: str, chart: Chart
) -> list[Fact]:
    """One curve and "at which hour is it highest": the point where it peaks (or dips)."""
    points = [(x, y) for x, y in s.points if not isinstance(x, str)]
    if len(points) < 2:
        return []
    largest = wants_largest(intent, f"{question} {y_title}")
    best_x, best_y = (max if largest else min)(points, key=lambda p: p[1])
    word = "highest" if largest else "lowest"
    curve = s.name if s.named else "the curve"
    return [
        Fact(
            "chart",
            f"In {where}, {curve} is {word} at {panel.x_title or 'x'} = {fmt_value(float(best_x))}: "
            f"about {fmt_value(best_y)} ({y_title})",
            chart.tag,
            computation=f"the {word} of {len(points)} points",
            source=where,
        )
    ]


def each_curve_peak(
    series: list[Series], intent: Intent, question: str, where: str, panel: Panel, y_title: str,
    chart: Chart,
) -> list[Fact]:  # fmt: skip
    """Several curves and "in which month did both farms produce the least": where each curve
    has its lowest (or highest) point, said once where they all share it. Empty unless every
    curve is named (an unnamed one cannot be told apart in the answer)."""
    largest = wants_largest(intent, f"{question} {y_title}")
    word = "highest" if largest else "lowest"
    spots: list[tuple[Series, float | str, float]] = []
    for s in series:
        if len(s.points) < 2 or not s.named:
            return []
        px, py = (max if largest else min)(s.points, key=lambda p: p[1])
        spots.append((s, px, py))
    at = panel.x_title or "x"
    places = {fmt_x(px) for _, px, _ in spots}
    if len(places) == 1:
        each = "; ".join(f"{s.name} {printed_reading(s, px, py)}" for s, px, py in spots)
        every = "both curves are" if len(spots) == 2 else "every curve is"
        said = f"In {where}, {every} {word} at {at} = {places.pop()}: {each} ({y_title})"
    else:
        each = "; ".join(
            f"{s.name} at {at} = {fmt_x(px)} ({printed_reading(s, px, py)})" for s, px, py in spots
        )
        said = f"In {where}, the {word} point of each curve: {each} ({y_title})"
    return [
        Fact(
            "chart",
            said,
            chart.tag,
            computation=f"the {word} point of each of {len(spots)} series",
            source=where,
        )
    ]


ASKS_TOTAL = re.compile(
    r"\btotal\b|\boverall\b|\bcombined\b|\ball\s+(?:sources|parts|segments|together)"
    r"|\binsgesamt|\bgesamt|\bau\s+total|\ben\s+total|합계|총|合计|总|合計",
    re.I,
)


def stack_totals(
    series: list[Series],
    category: str | None,
    intent: Intent,
    question: str,
    where: str,
    y_title: str,
    chart: Chart,
) -> list[Fact]:
    """ "Which district has the largest total ...?" over stacked bars: each bar's segments
    summed, then ranked (or the one named, summed)."""
    totals: dict[str, float] = {}
    for s in series:
        for x, y in s.points:
            if isinstance(x, str):
                totals[x] = totals.get(x, 0.0) + y
    if len(totals) < 2:
        return []
    parts = len(series)
    if category is not None and category in totals:
        return [
            Fact(
                "chart",
                f"In {where}, the bar of {category} totals about {fmt_value(totals[category])} "
                f"({y_title})",
                chart.tag,
                computation=f"the sum of its {parts} stacked segments",
                source=where,
            )
        ]
    if not intent.extreme:
        return []
    largest = wants_largest(intent, f"{question} {y_title}")
    best = (max if largest else min)(totals, key=lambda k: totals[k])
    word = "largest" if largest else "smallest"
    return [
        Fact(
            "chart",
            f"{best} has the {word} total in {where}: about {fmt_value(totals[best])} ({y_title})",
            chart.tag,
            computation=f"the {word} of {len(totals)} bars, each the sum of its {parts} "
            "stacked segments",
            source=where,
        )
    ]


# A reading at the x value the question names ("about 250 mm") accounts for that number, as a
# table's printed cell would: it counts when a chart and a table both answer (compute.py).
_AT_NAMED_X = 1.0


def nearest_point(
    s: Series, x: float, where: str, panel: Panel, y_title: str, chart: Chart
) -> list[Fact]:
    """ "What incidence followed a month with about 250 mm?" of a scatter's one group: the
    point nearest that x (points are not joined, so nothing is read between them)."""
    pts = [(float(px), py) for px, py in s.points if not isinstance(px, str)]
    if not pts:
        return []
    near = min(pts, key=lambda p: abs(p[0] - x))
    if abs(near[0] - x) > 0.03 * (_x_span(panel) or 1.0):
        return []
    axis = panel.x_title or "x"
    return [
        Fact(
            "chart",
            f"In {where}, the point of {s.name if s.named else 'the scatter'} nearest {axis} = "
            f"{fmt_value(x)} is at about {fmt_value(near[1])} ({y_title}, at {axis} = {fmt_value(near[0])})",
            chart.tag,
            source=where,
            weight=_AT_NAMED_X,
        )
    ]


def area_totals(
    series: list[Series],
    intent: Intent,
    x: float | None,
    question: str,
    where: str,
    panel: Panel,
    y_title: str,
    chart: Chart,
) -> list[Fact]:
    """ "At what hour are total rentals highest?" over stacked areas: the layers' thicknesses
    summed at each x (the top of the stack), then the x asked or the extreme."""
    xs = sorted({float(px) for s in series for px, _ in s.points if not isinstance(px, str)})
    totals = []
    for at in xs:
        values = [value_at(s, at) for s in series]
        if all(v is not None for v in values):
            totals.append((at, sum(v for v in values if v is not None)))
    if len(totals) < 2:
        return []
    axis = panel.x_title or "x"
    parts = f"the sum of its {len(series)} stacked layers"
    if x is not None:
        near = min(totals, key=lambda t: abs(t[0] - x))
        return [
            Fact(
                "chart",
                f"In {where}, the stack totals about {fmt_value(near[1])} ({y_title}) at {axis} = "
                f"{fmt_value(near[0])}",
                chart.tag,
                computation=parts,
                source=where,
            )
        ]
    if not intent.extreme:
        return []
    largest = wants_largest(intent, f"{question} {y_title}")
    best = (max if largest else min)(totals, key=lambda t: t[1])
    word = "highest" if largest else "lowest"
    return [
        Fact(
            "chart",
            f"In {where}, the total is {word} at {axis} = {fmt_value(best[0])}: about "
            f"{fmt_value(best[1])} ({y_title})",
            chart.tag,
            computation=f"the {word} of the totals at {len(totals)} x values, each {parts}",
            source=where,
        )
    ]


def category_extreme(
    s: Series, intent: Intent, question: str, where: str, y_title: str, chart: Chart
) -> list[Fact]:
    """ "Which node has the smallest distance?" over a bar chart: the category, not the series."""
    bars = [(x, y) for x, y in s.points if isinstance(x, str)]
    if len(bars) < 2:
        return []
    largest = wants_largest(intent, f"{question} {y_title}")
    rank = ordinal(question) - 1  # "the second-highest bar"
    if rank >= len(bars):
        return []
    best_x, best_y = sorted(bars, key=lambda p: p[1], reverse=largest)[rank]
    word = (f"{ORDINALS[rank + 1]}-" if rank else "") + ("highest" if largest else "lowest")
    of = f" ({s.name})" if s.named else ""
    marks = {"bar": "bars", "pie": "wedges", "box": "boxes", "violin": "violins"}.get(
        s.kind, "points"
    )
    measured = f"median ({y_title})" if s.kind in ("box", "violin") else y_title
    return [
        Fact(
            "chart",
            f"{best_x} has the {word} {measured} in {where}: {printed_reading(s, best_x, best_y)}{of}",
            chart.tag,
            computation=f"the {word} of {len(bars)} {marks}",
            source=where,
        )
    ]


def _x_span(panel: Panel) -> float:
    xs = [float(x) for s in panel.series for x, _ in s.points if not isinstance(x, str)]
    return (max(xs) - min(xs)) if xs else 0.0


def _y_span(panel: Panel) -> float:
    ys = [y for s in panel.series for _, y in s.points]
    return (max(ys) - min(ys)) if ys else 0.0


def labelled_point_facts(chart: Chart, plain: str, intent: Intent) -> list[Fact]:
    """Points a label printed beside them names ("ResNet-34" by one vertex of the ResNets curve),
    asked for by that label: each one's value, and their difference when two are compared."""
    asked = fold(plain)
    for index, panel in enumerate(chart.panels):
        found = []
        for s in panel.series:
            for x, y, text in s.point_labels:
                name = fold(text)
                m = re.search(phrase(name), asked)
                if name and m:
                    found.append((m.start(), s, x, y, text))
        if not found:
            continue
        found.sort(key=lambda f: f[0])
        where = panel_name(chart, panel, index, intent)
        y_title = panel.y_title or "y"
        x_title = panel.x_title or "x"
        parts = [
            f"{text} ({s.name}) is at about {fmt_value(y)} ({y_title}) at {x_title} = {fmt_x(x)}"
            for _, s, x, y, text in found[:4]
        ]
        statement = f"In {where}, " + "; ".join(parts)
        computation = ""
        if len(found) == 2:
            (_, _, _, ya, ta), (_, _, _, yb, tb) = found
            hi, lo = max(ya, yb), min(ya, yb)
            gap = shown_difference(hi, lo)
            computation = f"{fmt_value(hi)} − {fmt_value(lo)} = {gap}"
            statement += f"; {ta if ya > yb else tb} is higher by about {gap}"
        return [Fact("chart", statement, chart.tag, computation=computation, source=where)]
    return []


_FAST = re.compile(r"\b(?:fastest|quickest)\b", re.I)
_SLOW = re.compile(r"\b(?:slowest)\b", re.I)
# "shortest" and "longest" are the ends of a length or a duration, whatever the axis measures,
# unless the axis is a rate: on throughput "which took longest" is the lowest bar
_SHORT = re.compile(r"\bshortest\b", re.I)
_LONG = re.compile(r"\blongest\b", re.I)
_RATE = re.compile(
    r"throughput|\bspeed\b|\bper (?:second|minute|hour)\b|/\s*(?:s|sec|min|h)\b|\bfps\b", re.I
)
_TIME = re.compile(
    r"\btime\b|latency|runtime|duration|\b(?:milli)?seconds?\b|\bminutes?\b|\bhours?\b|\bdays?\b"
    r"|\bms\b|\bsec\b|\bmin\b|\(s\)|\(h\)",
    re.I,
)
_DECREASE_MOST = re.compile(
    r"\b(?:lowers?|reduces?|decreases?|hurts?|drops?|degrades?|harms?|costs?)\b.*\b(?:the )?most\b",
    re.I,
)


# the change-verb form of a difference question (intent's "how much did it rise ..."), and an
# axis title that measures a change from a start rather than a level
_CHANGE_ASKED = re.compile(
    r"\bhow (?:much|many)(?: \w+)? (?:did|does|do|has|have|had)\b.*\b(?:rise|rose|risen"
    r"|increased?|grow|grew|grown|gained?|fall|fell|fallen|drop|dropped|declined?|decreased?"
    r"|shrink|shrank|shrunk|lose|lost|changed?|swell|swelled|swollen|expand|expanded)\b",
    re.I,
)
_CHANGE_AXIS = re.compile(
    r"\b(?:increase|rise|growth|gain|change|decrease|decline|reduction|loss|drop|shrinkage"
    r"|swelling|expansion)s?\b|Δ|\bdelta\b",
    re.I,
)


_LOST_MOST = re.compile(
    r"\b(?:lost|loses?|losing|fell|falls?|declined?|shrank|shrinks?|shrunk)\b.*\b(?:the )?most\b",
    re.I,
)


def adjusted_intent(intent: Intent, question: str, y_title: str, signed: bool = False) -> Intent:
    """Superlatives a chart answers through its axis: "fastest" is the lowest time but the highest
    throughput; "removing which part lowers recall the most" asks for the lowest bar; on a chart
    of signed changes (losses below zero) "which group lost the most" asks for the most negative.
    A change asked of an axis that measures the change ("how much had the dough risen after
    three hours" on "Volume increase (%)") is one reading, not a difference of two."""
    if (
        intent.difference
        and _CHANGE_ASKED.search(question)
        and _CHANGE_AXIS.search(y_title)
        and sides(question) is None
    ):
        intent = dataclasses.replace(intent, difference=False, wants_number=True)
    timed = bool(_TIME.search(f"{question} {y_title}"))
    rate = bool(_RATE.search(y_title))
    if _SHORT.search(question):
        return dataclasses.replace(intent, extreme="max" if rate else "min")
    if _LONG.search(question):
        return dataclasses.replace(intent, extreme="min" if rate else "max")
    if _FAST.search(question):
        return dataclasses.replace(intent, extreme="min" if timed else "max")
    if _SLOW.search(question):
        return dataclasses.replace(intent, extreme="max" if timed else "min")
    if intent.extreme == "max" and _DECREASE_MOST.search(question):
        return dataclasses.replace(intent, extreme="min")
    if intent.extreme == "max" and signed and _LOST_MOST.search(question):
        return dataclasses.replace(intent, extreme="min")
    return intent


_LETTER_PANEL = re.compile(r"^\(?[a-z]\)?$", re.I)


def _titled(panel: Panel) -> bool:
    return bool(panel.panel) and not _LETTER_PANEL.match(panel.panel or "")


def across_titled_panels(chart: Chart, q: QuestionParts, intent: Intent) -> list[Fact]:
    """Small multiples, one panel per thing ("which cause of death peaks highest?"): the panel
    whose own curve reaches the extreme names the answer. A curve drawn alike in every panel
    (an overall reference line) is nobody's answer. "top"/"bottom" picks a block of panels that
    share one y scale."""
    panels = chart.panels
    if not intent.extreme or len(panels) < 3 or not all(_titled(p) for p in panels):
        return []
    if any(re.search(phrase(fold(p.panel or "")), fold(q.plain)) for p in panels):
        return []  # one panel is named: it is read on its own
    if intent.panel in ("top", "bottom", "위", "아래"):
        end = panels[0] if intent.panel in ("top", "위") else panels[-1]
        panels = [p for p in panels if _same_scale(p.y_axis, end.y_axis)]
    shared = _shared_series(panels)
    largest = wants_largest(intent, f"{q.text} {panels[0].y_title}")
    best: tuple[float, Panel, float | str] | None = None
    for p in panels:
        for s in p.series:
            if id(s) in shared:
                continue
            for x, y in s.points:
                if best is None or (y > best[0] if largest else y < best[0]):
                    best = (y, p, x)
    if best is None:
        return []
    y, panel, x = best
    word = "highest" if largest else "lowest"
    x_title = panel.x_title or "x"
    return [
        Fact(
            "chart",
            f"{panel.panel} reaches the {word} {panel.y_title or 'value'} in {chart.label or 'the figure'}: "
            f"about {fmt_value(y)} (at {x_title} = {fmt_x(x)})",
            chart.tag,
            computation=f"the {word} point of {len(panels)} panels",
            source=chart.label or "",
        )
    ]


def _shared_series(panels: list[Panel]) -> set[int]:
    """Series drawn alike in most panels (the same points within 2% of the y span)."""
    out: set[int] = set()
    span = max((_y_span(p) for p in panels), default=0.0) or 1.0
    for p in panels:
        for s in p.series:
            alike = sum(
                any(
                    len(o.points) == len(s.points)
                    and all(
                        abs(a[1] - b[1]) <= 0.02 * span
                        for a, b in zip(s.points, o.points, strict=True)
                    )
                    for o in q.series
                )
                for q in panels
                if q is not p
            )
            if alike >= (len(panels) - 1) / 2:
                out.add(id(s))
    return out


def _same_scale(a: tuple[object, object], b: tuple[object, object]) -> bool:
    """Two printed axis ranges alike within 3% of their span (one scale read twice)."""
    try:
        a0, a1, b0, b1 = (float(v) for v in (*a, *b))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return a == b
    span = max(abs(a1 - a0), abs(b1 - b0)) or 1.0
    return abs(a0 - b0) <= 0.03 * span and abs(a1 - b1) <= 0.03 * span


def printed_reading(s: Series, x: float | str, y: float) -> str:
    """A value as the chart prints it ("113K", printed over the bar) where it does, else the
    reading, rounded: "about 1.14e5" would not be what the reader sees on the page."""
    printed = s.printed.get(x) if isinstance(x, str) else None
    if printed is None and not isinstance(x, str):
        printed = next(
            (t for px, t in s.printed.items() if not isinstance(px, str) and px == x), None
        )
    if s.kind == "pie":  # a wedge's share: a percentage, whatever the label printed
        return f"{printed.rstrip('%')}% (as printed)" if printed else f"about {fmt_value(y)}%"
    read = f"{printed} (as printed)" if printed else f"about {fmt_value(y)}"
    span = s.intervals.get(x)
    if span is not None:  # a forest plot's interval, drawn through the point
        read += f", the line through it from {fmt_value(span[0])} to {fmt_value(span[1])}"
    return read


def against_reference(
    s: Series,
    reference: str,
    plain: str,
    q_terms: set[str],
    intent: Intent,
    where: str,
    y_title: str,
    chart: Chart,
) -> list[Fact]:
    """ "What does X reach with all the optimizations, compared with the baseline?": the one
    category named sits on the "compared with" side, the other side names none; the answer is
    the series' best bar beside the reference bar, each as read (or printed)."""
    parts = sides(plain)
    if not parts:
        return []
    first, second = (fold(p) for p in parts)
    ref = phrase(fold(reference))
    categories = [x for x, _ in s.points if isinstance(x, str)]
    if not re.search(ref, second) or any(
        re.search(phrase(fold(c)), first) for c in categories if fold(c)
    ):
        return []
    bars = [(x, y) for x, y in s.points if isinstance(x, str) and x != reference]
    ref_y = next((y for x, y in s.points if x == reference), None)
    if not bars or ref_y is None:
        return []
    if intent.direction in ("higher", "lower"):
        largest = intent.direction == "higher"
    else:  # the best (or, asked so, the worst) by the metric
        largest = lower_is_better(f"{y_title} {plain}") == (intent.direction == "worse")
    best_x, best_y = (max if largest else min)(bars, key=lambda b: b[1])
    word = "highest" if largest else "lowest"
    return [
        Fact(
            "chart",
            f"In {where}, {s.name} reaches {printed_reading(s, best_x, best_y)} at {best_x} (its {word}), "
            f"against {printed_reading(s, reference, ref_y)} at {reference} ({y_title})",
            chart.tag,
            computation=f"the {word} of {len(bars)} bars besides {reference}",
            source=where,
        )
    ]
