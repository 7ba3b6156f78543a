"""Facts from chart series: which curve ends highest or lowest, a curve's value at a point or at
its end, where curves drop sharply, the difference of two curves; and, for a chart PaperLens
could not read (a raster image), the fact that it gives no values.

Values read off a chart are approximate: they are stated with "about" and three significant
digits, and the statement names only the curve that answers, not the other legend entries.

This module decides which fact a question asks of a chart; where on the x axis it asks is read
by ``chart_points``, the series, panel or category it names by ``chart_series``, and the facts
beyond one value (drops, peaks, totals, ranks, readings across panels) by ``chart_readings``.
"""

from __future__ import annotations

import dataclasses
import re

from paperlens.answer.base import Fact
from paperlens.answer.chart_changes import change_rank_fact, change_ranked
from paperlens.answer.chart_comparisons import category_pair, compare_readings, x_pair
from paperlens.answer.chart_crossings import crossing_asked, crossing_fact
from paperlens.answer.chart_every import every_extreme
from paperlens.answer.chart_filters import chart_filter_fact
from paperlens.answer.chart_peaks import nth_peak_fact
from paperlens.answer.chart_points import names_x_axis, point_x, x_superlative
from paperlens.answer.chart_readings import (
    ASKS_TOTAL,
    across_titled_panels,
    adjusted_intent,
    against_reference,
    area_totals,
    category_extreme,
    drop_facts,
    each_curve_peak,
    fmt_value,
    fmt_x,
    labelled_point_facts,
    nearest_point,
    peak_facts,
    printed_reading,
    stack_totals,
)
from paperlens.answer.chart_series import (
    at_category,
    categorical,
    category_named,
    distinct_series,
    match_series,
    measured_named,
    other_panel,
    panel_name,
    period_named,
    pick_panel,
    proper_name_of,
    quantity_filter,
    side_terms,
    sides_of_pair,
    singled_out,
    the_one_curve,
    two_compared,
)
from paperlens.answer.charts import (
    Chart,
    Panel,
    Series,
    first_point,
    is_picture,
    last_point,
    value_at,
    values_unread,
)
from paperlens.answer.cognates import cognate_hits
from paperlens.answer.crosslingual import label_aliases
from paperlens.answer.intent import Intent, asks_amount, read_intent
from paperlens.answer.open_bounds import threshold
from paperlens.answer.quantity import (
    Quantity,
    asked_quantity,
    carried,
    judgeable,
    printed_years,
    year_missing,
)
from paperlens.answer.question import QuestionParts, members, sides, wants_largest
from paperlens.answer.series_pairs import not_withheld, side_asked
from paperlens.answer.specifics import asks_rate
from paperlens.answer.table_filters import unprinted_bound_terms
from paperlens.answer.terms import term_set

_LOOKS_LIKE_CHART = re.compile(r"looks like a chart|values were not read|no values are given", re.I)


def _extreme_point(s: Series, largest: bool) -> tuple[float | str, float] | None:
    return (max if largest else min)(s.points, key=lambda p: p[1]) if s.points else None


# "what share of plants fall in class 2": falling in a class is belonging to it, no drop
_FALLS_IN = re.compile(r"\bfall(?:s|ing)?\s+(?:in|into|within|under|among)\b", re.I)


def _reading(s: Series, intent: Intent, x: float | None) -> tuple[float | str, float] | None:
    if x is not None:
        y = value_at(s, x)
        return None if y is None else (x, y)
    if intent.at_start and not intent.at_end:
        return first_point(s)
    return last_point(s)


def _mentioned_at(name: str, question: str) -> int:
    """Where the question first names a series ("2022" in "from 2022 to 2023"); past its end
    where it names it by no word of its own."""
    spots = [question.lower().find(w) for w in name.lower().split() if len(w) > 1]
    found = [at for at in spots if at >= 0]
    return min(found) if found else len(question)


def _pair_compared(
    chart: Chart,
    labels: list[str],
    series: list[Series],
    matched: list[tuple[float, Series]],
    q_terms: set[str],
    plain: str,
) -> tuple[Series, Series] | None:
    """The two curves a comparison sets against each other: the one each side names ("A than
    B", "between A and B"), by its words and their names across languages ("the control
    network" for the Danish legend's "kontrolnet"); with no sides, the two it names alike."""
    parts = sides(plain)
    if not parts:
        return two_compared(series, matched, q_terms, plain)
    one, other = (
        side_terms(p) | label_aliases(p, labels, context=chart.context, paper=chart.language)
        for p in parts
    )
    a = match_series(series, one - other, "a" in one - other)
    b = match_series(series, other - one, "a" in other - one)
    if a and b and a[0][1] is not b[0][1]:
        return a[0][1], b[0][1]
    return sides_of_pair(parts, distinct_series(series))


def _end_reading(s: Series, end: str) -> tuple[float | str, float] | None:
    """The series' point at the end of the x axis a superlative asks ("max" or "min")."""
    numeric = [(px, py) for px, py in s.points if not isinstance(px, str)]
    if not numeric:
        return None
    return (max if end == "max" else min)(numeric, key=lambda p: p[0])


def chart_facts(
    chart: Chart,
    q: QuestionParts,
    intent: Intent,
    *,
    strong: bool = False,
    quantity: Quantity | None = None,
) -> list[Fact]:
    """``strong``: the question did not ask for a figure, so only a reading whose curve (or
    category) and point the question both names makes a fact (see ``_anchored``)."""
    labels = [
        w
        for p in chart.panels
        for w in (p.x_title, p.y_title, *(p.categories or ()), *(s.base_name for s in p.series))
    ]
    # "Kyokai No. 9" for the legend's "協会9号"
    if crossed := label_aliases(q.plain, labels, context=chart.context, paper=chart.language):
        q = dataclasses.replace(q, terms=q.terms | crossed, focus=q.focus | crossed)
    q_terms, question, plain = q.terms, q.text, q.plain
    if strong and not chart.read:
        return []
    if not chart.read:
        text = chart.item.chunk.text
        # A number asked of a chart whose numbers were never read: say so. A choice ("which
        # curve ...") may still be answered by the prose, so it is not refused here.
        # ("what CO2 concentration did ... reach at 11:00" asks a value with no "how many";
        # so does "Welche Latenz ... um 14:00": a point given, no highest or lowest asked)
        value_question = (
            intent.wants_number
            or intent.difference
            or asks_amount(plain)
            or asked_quantity(plain) is not None
            or (bool(intent.numbers) and intent.extreme is None)
        )
        chart_like = _LOOKS_LIKE_CHART.search(text) or intent.numbers
        if value_question and values_unread(chart) and chart_like:
            what = chart.label or "The figure"
            return [
                Fact(
                    "not_read",
                    f"{what} is a chart PaperLens could not read as data "
                    f"({chart.status.removeprefix('not read: ') or 'a raster image'}), "
                    "so it gives no values from it",
                    chart.tag,
                    source=what,
                    reason=("raster" if is_picture(chart) else "unread_chart")
                    if chart.label
                    else "",
                )
            ]
        return []
    if asks_rate(plain):
        # "how strongly did it fall with temperature", "per 1 °C": a slope, which no point of
        # the chart is (the "1" is a step, not an x); the prose that states it answers
        return []
    # ("the largest drop between 2022 and 2023" of bars: a change between two series, ranked)
    bars_changed = change_ranked(plain) and all(
        categorical(distinct_series(p.series)) for p in chart.panels
    )
    if (
        intent.drops
        and read_intent(_FALLS_IN.sub(" ", question)).drops
        and not threshold(plain)
        and not bars_changed
    ):
        # ("when does the error first fall below 10 %" sets a bound: chart_filters reads it)
        return [] if strong else drop_facts(chart, q_terms, intent, question)
    second = _SECOND_ASK.search(plain)
    if strong and second and not _same_reading(chart, plain[second.start() :]):
        return []  # "... and how many CPUs does it use?": one chart point answers only part
    if not (intent.extreme or intent.difference or intent.chooses or crossing_asked(plain)):
        missed = _quantity_missed(chart, q, quantity)
        if missed is not None:
            return missed
    labelled = labelled_point_facts(chart, plain, intent)
    if labelled and strong and not measured_named(chart, q_terms):
        labelled = []  # "DenseNet-264" labels a point, but the question asks another quantity
    if labelled:
        return labelled
    across = [] if strong else across_titled_panels(chart, q, intent)
    if across:
        return across
    picked = pick_panel(chart, q_terms, intent)
    if picked is None:
        return []
    index, panel = picked
    if other_panel(chart, panel, q_terms, intent):
        what = f"{chart.label or 'The figure'} {intent.panel}"
        return [
            Fact(
                "not_read",
                f"{what} was not read as data (PaperLens read only another panel of the figure)",
                chart.tag,
                source=what,
            )
        ]
    where = panel_name(chart, panel, index, intent)
    # the y title, else the caption, says what is measured ("minutes per note")
    measured = panel.y_title or (chart.item.chunk.caption or chart.item.chunk.text).split("\n")[0]
    signed = any(y < 0 for s in panel.series for _, y in s.points)
    intent = adjusted_intent(intent, question, measured, signed)
    series = quantity_filter(panel.series, question)
    x = point_x(intent, panel, plain)
    x_end = x_superlative(panel, plain) if x is None else None
    at = f" at {panel.x_title or 'x'} = {fmt_value(x)}" if x is not None else ""
    y_title = panel.y_title or "y"

    # (the number of a bound names no curve: "below 20 %" is not the "20-layer" network; a
    # curve that prints the bound as its class, "Damage > 70 %", is named by it)
    bound_terms = unprinted_bound_terms(plain, [s.base_name for s in series])
    matched = match_series(not_withheld(plain, series), q_terms - bound_terms, bool(members(plain)))
    drawn = distinct_series(series)
    if not intent.difference and not singled_out(matched):
        # "without lubrication" of "K5 ar eļļošanu" / "K5 bez eļļošanas": the "without" tells
        side = side_asked(plain, drawn)
        if side is not None:
            top = matched[0][0] if matched else 0.0
            matched = [(top + 1.0, side), *((sc, s) for sc, s in matched if s is not side)]
    if not matched and (period := period_named(drawn, plain)) is not None:
        matched = [(1.0, period)]  # "in the first decade" of "1995–2004" and "2015–2024"
    if x_end is not None:  # "in the noisiest territory": the named curve's point furthest out
        ends = [
            px for s in ([matched[0][1]] if singled_out(matched) else series) for px, _ in s.points
        ]
        numeric = [float(px) for px in ends if not isinstance(px, str)]
        if numeric:
            x = max(numeric) if x_end == "max" else min(numeric)
            at = f" at {panel.x_title or 'x'} = {fmt_value(x)}"
            intent = dataclasses.replace(intent, extreme=None)  # the superlative picked the point
    if strong and not _anchored(chart, panel, q, intent, matched, x):
        return []
    single = matched[0][1] if singled_out(matched) else drawn[0] if len(drawn) == 1 else None
    if single and (
        counted := nth_peak_fact(single, plain, where, panel.x_title, y_title, chart.tag)
    ):
        return [counted]  # "the second peak": not the curve's highest point, nor a point named
    if single and (bounded := chart_filter_fact(chart, panel, where, single, plain, intent)):
        return [bounded]  # "in which months did the salinity exceed 4 ‰": no point holds it
    if crossing_asked(plain) and (
        curves := _pair_compared(chart, labels, series, matched, q_terms, plain)
    ):
        # "from which month on is the friche richer than the mown meadow"
        passed = crossing_fact(*curves, plain, where, panel.x_title, y_title, chart.tag)
        if passed is not None:
            return [passed]
    if (
        change_ranked(plain)
        and categorical(drawn)
        and (curves := _pair_compared(chart, labels, series, matched, q_terms, plain))
    ):
        # "which apiary improved the most from 2022 to 2023": each category's change, ranked
        start, end = sorted(curves, key=lambda s: _mentioned_at(s.base_name, plain))
        ranked = change_rank_fact(start, end, plain, where, y_title, chart.tag)
        if ranked is not None:
            return [ranked]
    if intent.difference:
        parts = sides(plain)
        compared = _pair_compared(chart, labels, series, matched, q_terms, plain)
        if compared:
            sa, sb = compared
            ra, rb = _reading(sa, intent, x), _reading(sb, intent, x)
            if x_end is not None and not (ra and rb):
                # "in the largest storms" of two curves measured at other storms: each one's
                # own point furthest out (41 mm and 45 mm), each named with its x
                ra, rb = _end_reading(sa, x_end), _end_reading(sb, x_end)
                at = ""
            # two bars or points at the category asked ("in January", "at Site B")
            cat = category_named([sa, sb], q_terms, plain, panel.x_title)
            if x is None and cat is not None:
                ra, rb = at_category(sa, cat), at_category(sb, cat)
                at = f" at {cat}"
            if ra and rb and (parts or x is not None or cat is not None):
                fact = compare_readings(
                    where, at, (sa, *ra), (sb, *rb), y_title, question, chart.tag,
                    panel.x_title or "",
                )  # fmt: skip
                if fact is not None:
                    return [fact]
        # two classes of one series: "curves under 400 m" against "curves over 1000 m"
        alone = [matched[0][1]] if singled_out(matched) else distinct_series(series)
        pair = (
            category_pair(alone[0], plain, panel.x_title)
            if len(alone) == 1 and categorical(alone)
            else None
        )
        # one curve at two points: "how much did it rise between 5 °C and 20 °C"
        curve = matched[0][1] if singled_out(matched) else the_one_curve(series)
        if pair is None and curve is not None and (xs := x_pair(curve, plain)) is not None:
            ya, yb = value_at(curve, xs[0]), value_at(curve, xs[1])
            if ya is not None and yb is not None:
                fact = compare_readings(
                    where, "", (curve, xs[0], ya), (curve, xs[1], yb), y_title, question,
                    chart.tag, panel.x_title,
                )  # fmt: skip
                if fact is not None:
                    return [fact]
        if pair is not None:
            s0 = alone[0]
            ra, rb = at_category(s0, pair[0]), at_category(s0, pair[1])
            if ra and rb:
                fact = compare_readings(
                    where, "", (s0, *ra), (s0, *rb), y_title, question, chart.tag
                )
                if fact is not None:
                    return [fact]
    one_named = bool(matched) and (len(matched) == 1 or matched[1][0] < matched[0][0] - 1e-9)
    distinct = distinct_series(series)
    if (
        panel.chart_type == "stacked_area"
        and ASKS_TOTAL.search(plain)
        and len(distinct) > 1
        and not categorical(distinct)
    ):
        summed = area_totals(distinct, intent, x, question, where, panel, y_title, chart)
        if summed:
            return summed
    if categorical(distinct):
        named_category = category_named(distinct, q_terms, plain, panel.x_title)
        if (
            panel.chart_type.startswith("stacked")
            and ASKS_TOTAL.search(plain)
            and len(distinct) > 1
        ):
            totals = stack_totals(distinct, named_category, intent, question, where, y_title, chart)
            if totals:
                return totals
        if named_category is None and not one_named and not _asks_x(plain, panel.x_title):
            everywhere = every_extreme(panel, distinct, intent, plain, where, chart)
            if everywhere:
                return everywhere
        if intent.extreme and named_category is None:
            pool = [matched[0][1]] if one_named else distinct
            if len(pool) == 1:
                return category_extreme(pool[0], intent, question, where, y_title, chart)
        if named_category is not None and one_named and not intent.extreme:
            against = against_reference(
                matched[0][1], named_category, plain, q_terms, intent, where, y_title, chart
            )
            if against:
                return against
        if named_category is not None:
            x_label = named_category  # read every curve at the category the question names
            bars_at = [(s, y) for s in distinct for cx, y in s.points if cx == x_label]
            if one_named:
                bars_at = [(s, y) for s, y in bars_at if s is matched[0][1]]
            if intent.extreme and len(bars_at) >= 2:
                largest = wants_largest(intent, f"{question} {y_title}")
                best_s, best_y = (max if largest else min)(bars_at, key=lambda p: p[1])
                word = "highest" if largest else "lowest"
                return [
                    Fact(
                        "chart",
                        f"{best_s.name} is {word} at {x_label} in {where}: {printed_reading(best_s, x_label, best_y)} ({y_title})",
                        chart.tag,
                        computation=f"the {word} of {len(bars_at)} bars at {x_label}",
                        source=where,
                    )
                ]
            if len(bars_at) == 1 and bars_at[0][0].kind in _ONE_VALUE:
                s0, y0 = bars_at[0]
                what = _ONE_VALUE[s0.kind]
                return [
                    Fact(
                        "chart",
                        f"In {where}, {x_label} has a {what} of {printed_reading(s0, x_label, y0)}"
                        + ("" if s0.kind == "pie" else f" ({y_title})"),
                        chart.tag,
                        source=where,
                    )
                ]
            if len(bars_at) == 1 and not intent.difference:  # one bar is no difference
                s0, y0 = bars_at[0]
                # (a chart of one unnamed series names its points by category alone)
                at = f"{s0.name} at {x_label}" if s0.named or len(panel.series) > 1 else x_label
                return [
                    Fact(
                        "chart",
                        f"In {where}, {at} is {printed_reading(s0, x_label, y0)} "
                        f"({s0.y_title or y_title})",
                        chart.tag,
                        source=where,
                    )
                ]
    # "What error does the largest ResNet reach?" reads one curve; "which ... lowest" ranks them.
    if intent.extreme and len(distinct) == 1 and x is None:
        return peak_facts(distinct[0], intent, question, where, panel, y_title, chart)
    # "the highest value of the GBM forecast, and at what hour": one named curve's peak
    # "at which temperature does PEI-MCF reach its maximum": the "which" asks for the x
    where_asked = _asks_x(plain, panel.x_title) or (
        one_named
        and (
            _asks_where(plain, y_title)
            or (
                names_x_axis(panel, q_terms, matched[0][1].base_name)
                and not _of_the_curve(plain, matched[0][1])
            )
        )
    )
    if (
        intent.extreme
        and one_named
        and (not intent.chooses or where_asked)
        and x is None
        and (_of_the_value(plain, y_title, matched[0][1]) or where_asked)
    ):
        peak = peak_facts(matched[0][1], intent, question, where, panel, y_title, chart)
        if peak:
            return peak
    if (
        intent.extreme
        and not one_named
        and x is None
        and len(distinct) >= 2
        and _asks_x(plain, panel.x_title)
    ):
        return each_curve_peak(distinct, intent, question, where, panel, y_title, chart)
    if intent.extreme and (intent.chooses or not one_named):
        pool = series
        if matched:
            top = matched[0][0]
            group = [s for score, s in matched if score >= top - 1e-9]
            if len(group) >= 2:
                pool = group
        largest = wants_largest(intent, f"{question} {y_title}")
        # A scatter's groups have no end: "which family holds the slowest model" is its extreme
        # point, wherever it lies.
        scatter = x is None and all(s.kind == "scatter" for s in pool)
        # "which station has the highest peak": each curve's own peak, not its last point
        curve_extreme = _asks_peak(plain, y_title) if x is None and not scatter else None
        peaks = curve_extreme is not None
        readings = [
            (s, r)
            for s in pool
            if (
                r := _extreme_point(s, largest)
                if scatter
                else _extreme_point(s, curve_extreme)
                if curve_extreme is not None
                else _reading(s, intent, x)
            )
            is not None
        ]
        if len(readings) < 2 or not all(s.named for s, _ in readings):
            return []  # a curve no legend names cannot be the answer
        best_s, best_r = (max if largest else min)(readings, key=lambda p: p[1][1])
        word = "highest" if largest else "lowest"
        if scatter:
            return [
                Fact(
                    "chart",
                    f"{best_s.name} holds the {word} point in {where}: about {fmt_value(best_r[1])} "
                    f"({y_title}, at {panel.x_title or 'x'} = {fmt_x(best_r[0])})",
                    chart.tag,
                    computation=f"the {word} of all points of {len(readings)} series",
                    source=where,
                )
            ]
        if peaks:
            said = f"peaks {word} in {where}, at {panel.x_title or 'x'} = {fmt_x(best_r[0])}"
            over = f"the {word} peak of {len(readings)} series"
        elif x is not None:
            said = f"is {word} in {where} at {panel.x_title or 'x'} = {fmt_value(x)}"
            over = (
                f"the {word} of {len(readings)} series at {panel.x_title or 'x'} = {fmt_value(x)}"
            )
        elif intent.at_start and not intent.at_end:
            said = f"starts {word} in {where}"
            over = f"the {word} first point of {len(readings)} series"
        else:
            said = f"ends {word} in {where}"
            over = f"the {word} last point of {len(readings)} series"
        return [
            Fact(
                "chart",
                f"{best_s.name} {said}: {printed_reading(best_s, best_r[0], best_r[1])} ({y_title})",
                chart.tag,
                computation=over,
                source=where,
            )
        ]
    if not matched and x is not None and (only := the_one_curve(series)) is not None:
        r = _reading(only, intent, x)
        if r is None:
            return []
        return [
            Fact(
                "chart",
                f"In {where}, the curve is at about {fmt_value(r[1])} ({y_title}) at "
                f"{panel.x_title or 'x'} = {fmt_value(x)}",
                chart.tag,
                source=where,
            )
        ]
    lone = distinct_series(series)
    if not matched and x is not None and len(lone) == 1 and lone[0].kind == "scatter":
        return nearest_point(lone[0], x, where, panel, y_title, chart)
    if not matched or (len(matched) > 1 and matched[1][0] >= matched[0][0] - 1e-9):
        return []
    if intent.difference:  # "by how much did the drains reduce it": one reading says nothing
        return []
    s = matched[0][1]
    r = _reading(s, intent, x)
    if r is None:
        return []
    y_title = s.y_title or y_title  # a series read against the right-hand axis: its title
    if x is not None:
        said = (
            f"is at about {fmt_value(r[1])} ({y_title}) at {panel.x_title or 'x'} = {fmt_value(x)}"
        )
    elif intent.at_start and not intent.at_end:
        said = f"starts at about {fmt_value(r[1])} ({y_title})"
    else:
        said = f"ends at {printed_reading(s, r[0], r[1])} ({y_title}, at {panel.x_title or 'x'} = {fmt_x(r[0])})"
    return [Fact("chart", f"In {where}, {s.name} {said}", chart.tag, source=where)]


def _quantity_missed(
    chart: Chart, q: QuestionParts, quantity: Quantity | None
) -> list[Fact] | None:
    """The chart plots another quantity than the one asked (a chart of oil yield asked for
    polyphenols): a near miss where the question names one of its curves or categories, else
    no fact. None when the chart carries the quantity or cannot be judged."""
    if quantity is None:
        return None
    caption = chart.item.chunk.caption or chart.item.chunk.text.split("\n", 1)[0]
    names = [s.name for p in chart.panels for s in p.series if s.named]
    categories = [
        x for p in chart.panels for s in p.series for x, _ in s.points if isinstance(x, str)
    ]
    printed = term_set(" ".join([*names, *categories]))
    entity = q.terms & printed | cognate_hits(q.terms - printed, printed)
    text = " ".join([caption, *(p.y_title for p in chart.panels), *names, *categories])
    verdict = carried(quantity, text, entity, mode=judgeable(text))
    measured = term_set(" ".join([caption, *(p.y_title for p in chart.panels)]))
    if not verdict and (q.terms - term_set(q.plain)) & measured - entity:
        # "what must weight did Silvaner reach" of "Mostgewicht (°Oe)": the question's words
        # name the quantity plotted, in the paper's language
        verdict = None
    counted = quantity.counted
    if not verdict and counted and counted not in printed and counted in term_set(text):
        # "how many particles per litre left the Elm Street cell": a chart that prints the
        # noun counted carries the count; the words after it are the question's verb
        verdict = None
    year = year_missing(q.plain, text, _year_span(chart)) if verdict else ""
    if verdict is not False and not year:
        return None
    if not entity:
        return []
    what = chart.label or "The figure"
    if year:
        # "in 2022" of a chart of 2023: the bar named is there, the year is not.
        return [
            Fact(
                "near_miss",
                f"{what} gives {', '.join(printed_years(text))} only, not {year}",
                chart.tag,
                source=what,
                weight=-1.0,
            )
        ]
    shown = next((p.y_title for p in chart.panels if p.y_title), "") or caption
    named = sorted(
        {n for n in [*names, *categories] if term_set(n) & entity}, key=lambda n: (-len(n), n)
    )
    return [
        Fact(
            "near_miss",
            f"{what} shows {shown.strip()} for {', '.join(named[:2]) or 'what is asked'}, "
            f"not {quantity.said}",
            chart.tag,
            source=what,
            weight=-1.0,
        )
    ]


def _year_span(chart: Chart) -> tuple[float, float] | None:
    """The years a numeric x axis of years spans (every point read there is a year)."""
    xs = [x for p in chart.panels for s in p.series for x, _ in s.points if not isinstance(x, str)]
    if xs and all(1800 <= x <= 2200 for x in xs):
        return min(xs), max(xs)
    return None


_SECOND_ASK = re.compile(
    r"\b(?:and|und|et|y)\s+(?:\w+\s+)?(?:how many|what|which|wie viele|welche\w*|quel\w*"
    r"|combien|cu[aá]nt\w*|qu[eé])\s+\w+",
    re.I,
)


def _anchored(
    chart: Chart,
    panel: Panel,
    q: QuestionParts,
    intent: Intent,
    matched: list[tuple[float, Series]],
    x: float | None,
) -> bool:
    """Whether a question that never said "figure" still asks this chart: it names a point
    (a category, an x value on the axis, a curve's first or last point, or a superlative) and what is plotted there (a curve
    by its legend name, or two words of the axis titles and caption)."""
    distinct = distinct_series(panel.series)
    category = (
        category_named(distinct, q.terms, q.plain, panel.x_title) if categorical(distinct) else None
    )
    if category is None and intent.difference and categorical(distinct):
        # "how much more honey did Riverside give than Dockside": two bars, one each side
        pair = category_pair(distinct[0], q.plain, panel.x_title)
        category = pair[0] if pair else None
    # "in the last 5 km", "at the first measurement": the curve's end is a point too
    ends = intent.at_end or intent.at_start
    # ("from which month on is A above B": the point is what it asks)
    if category is None and x is None and not (intent.extreme or ends or crossing_asked(q.plain)):
        return False
    if matched and any(s.named for _, s in matched):
        return True
    if category is not None and proper_name_of(category, q.text):
        return True  # "at the Bergeforsen passage": a place's own name picks its bar
    caption = (chart.item.chunk.caption or chart.item.chunk.text.split("\n", 1)[0]).strip()
    titled = term_set(" ".join([panel.y_title, panel.x_title, caption]))
    hits = len(q.terms & titled | cognate_hits(q.terms - titled, titled))
    if _is_pie(panel) and _SHARE.search(q.plain):
        hits += 2  # "what share ...": a pie holds nothing but shares, of what it names

    # An x the curves are drawn at ("with 8 threads" where every curve has a point at 8)
    # names the axis as well as a title word does.
    on_points = x is not None and any(px == x for s in panel.series for px, _ in s.points)
    return hits + on_points >= 2


_SHARE = re.compile(
    r"\bshares?\b|\bpercent(?:age)?s?\b|\bproportions?\b|\bfraction\b|%|\bAnteil|\bpart\b"
    r"|\bporcentaje|\bpourcentage|비중|비율|割合|比例|占比",
    re.I,
)


# charts with one value per category and no legend: what that value is
_ONE_VALUE = {"pie": "share", "box": "median", "violin": "median"}


# "... and roughly what is that maximum?", "... and about how large is it?": the second ask
# is the value of the point the first one names, which the same reading states.
_THAT_VALUE = re.compile(
    r"\b(?:what|how)\s+(?:\w+\s+)?(?:is|was|are|were)\s+(?:that|this|its|the)\s+"
    r"(?:maximum|minimum|max|min|peak|value|highest|lowest|level|median)\b"
    r"|\bhow\s+(?:large|big|high|much|low|small)\s+(?:is|was)\s+(?:it|that|this)\b"
    r"|\bhow\s+many\s+\w+\s+(?:is|was|are|were)\s+(?:it|that|this|those)\b"
    # "and roughly how many per litre?", "and at about what level?": the point's own value
    r"|\bhow\s+(?:many|much)(?:\s+per\s+\w+)?\s*[?.]?\s*$"
    r"|\bat\s+(?:about\s+|roughly\s+|approximately\s+)?what\s+(?:level|value)\b",
    re.I,
)


def _same_reading(chart: Chart, asked: str) -> bool:
    """The second ask is answered by the same reading: the value of the point asked for, or
    (of a pie) its share."""
    if _THAT_VALUE.search(asked):
        return True
    return all(_is_pie(p) for p in chart.panels) and bool(_SHARE.search(asked))


def _is_pie(panel: Panel) -> bool:
    return bool(panel.series) and all(s.kind == "pie" for s in panel.series)


_SUPERLATIVE_NEXT = re.compile(
    r"\b(?:highest|lowest|largest|smallest|maximum|minimum|max|min|peak)\b\s*(\w*)", re.I
)
_VALUE_WORDS = {"value", "values", "point", "level", "reading", "score", "of", "in", "at", ""}


_WHICH_X = re.compile(r"\b(?:at|in|on|for|with|by)\s+(?:which|what)\s+([^\W\d_]+)", re.I)
# "which was the driest month": the word after the superlative is the position asked
_WHICH_WAS_X = re.compile(r"\b(?:which|what)\s+(?:was|is|were)\s+the\s+\w+\s+([^\W\d_]+)", re.I)
_X_WORDS = {"year", "month", "day", "hour", "time", "date", "point", "step", "epoch", "age", "size"}


def _asks_x(plain: str, x_title: str) -> bool:
    """ "At which temperature ...", "in which year ...": the question asks for a position on
    the x axis (a word of its title, or a word for a time or a point)."""
    m = _WHICH_X.search(plain) or _WHICH_WAS_X.search(plain)
    if not m:
        return False
    word = m.group(1).lower()
    return word in term_set(x_title) or word.rstrip("s") in _X_WORDS


_PEAK = re.compile(r"\bpeaks?\b|\bpeaked\b|\bmaxim(?:um|a)\b|\bminim(?:um|a)\b", re.I)


def _asks_peak(plain: str, y_title: str) -> bool | None:
    """ "The highest peak", "the lowest maximum": each curve's own extreme, wherever it lies;
    True for its maximum, False for its minimum, None when not asked (a "maximum" the y title
    prints, "Maximum salinity", is the quantity, not the curve's peak)."""
    m = _PEAK.search(plain)
    if m is None or m.group(0).lower().rstrip("s") in term_set(y_title):
        return None
    return not m.group(0).lower().startswith("minim")


_NO_POSITION = {"figure", "panel", "chart", "plot", "graph", "table", "curve", "line", "series"}


def _asks_where(plain: str, y_title: str) -> bool:
    """ "At which frequency does the GY-01 curve peak?" with that one curve named: the "which"
    cannot choose among the curves, so it asks where on the x axis, whatever language the
    axis title is printed in; not when it names the plotted value ("at which ratio")."""
    m = _WHICH_X.search(plain)
    if not m:
        return False
    word = m.group(1).lower()
    return word not in _NO_POSITION and word.rstrip("s") not in term_set(y_title)


def _of_the_value(plain: str, y_title: str, s: Series) -> bool:
    """Whether a superlative is said of the plotted value ("the highest value of GBM", "GBM's
    peak") and not of the thing the curve is ("the largest ResNet")."""
    m = _SUPERLATIVE_NEXT.search(plain)
    if not m:
        return False
    nxt = m.group(1).lower()
    if nxt in term_set(s.base_name):
        return False
    return nxt in _VALUE_WORDS or nxt in term_set(y_title)


def _of_the_curve(plain: str, s: Series) -> bool:
    """Whether a superlative is said of the thing the curve is ("the largest ResNet"): the x
    axis that question names ("with how many parameters") is where the curve ends, no peak."""
    m = _SUPERLATIVE_NEXT.search(plain)
    return m is not None and m.group(1).lower() in term_set(s.base_name)
