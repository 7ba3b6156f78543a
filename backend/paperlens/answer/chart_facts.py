"""Facts from chart series: which curve ends highest or lowest, a curve's value at a point or at
its end, where curves drop sharply, the difference of two curves; and, for a chart PaperLens
could not read (a raster image), the fact that it gives no values.

Values read off a chart are approximate: they are stated with "about" and three significant
digits, and the statement names only the curve that answers, not the other legend entries.
"""

from __future__ import annotations

import dataclasses
import re

from paperlens.answer.base import Fact
from paperlens.answer.charts import (
    Chart,
    Panel,
    Series,
    drops,
    first_point,
    is_picture,
    last_point,
    value_at,
    values_unread,
)
from paperlens.answer.cognates import cognate_hits
from paperlens.answer.crosslingual import label_aliases
from paperlens.answer.intent import Intent, asks_amount, lower_is_better, read_intent
from paperlens.answer.months import month_axis, months_asked
from paperlens.answer.quantity import (
    Quantity,
    asked_quantity,
    carried,
    judgeable,
    printed_years,
    year_missing,
)
from paperlens.answer.question import QuestionParts, members, sides, wants_largest
from paperlens.answer.series_pairs import side_asked
from paperlens.answer.terms import term_set

_TRAIN = re.compile(r"\btrain(?:ing)?\b|학습|訓練|训练|Trainings", re.I)
_TEST = re.compile(r"\btest(?:ing)?\b|\bvalidation\b|\bval\b|테스트|検証|テスト|测试|验证", re.I)
_LABEL_NUMBER = re.compile(
    r"(?:\b(?:fig(?:ure)?s?\.?|tables?|tab\.|abbildung|figura|tabla)\s*|[图圖図表]\s*|(?:그림|표)\s*)"
    r"\d+[a-z]?\b",
    re.I,
)
_LOOKS_LIKE_CHART = re.compile(r"looks like a chart|values were not read|no values are given", re.I)


def _fmt(y: float) -> str:
    if abs(y) >= 1000:
        return f"{y:,.0f}".replace(",", "")
    return f"{y:.3g}" if abs(y) >= 1 else f"{y:.2g}"


def _fmt_x(x: float | str) -> str:
    if isinstance(x, str):
        return x
    if abs(x) >= 1e6:  # 2.18e7 parameters, not 21801362
        return f"{x:.3g}".replace("e+0", "e").replace("e+", "e")
    return _fmt(x)


# "at the 40-minute horizon", "a 20-epoch run": a number hyphened to a unit is a point on an axis
# (a number hyphened to a name, "CIFAR-10", "ResNet-50", is not).
_UNIT_POINT = re.compile(
    r"(?<![\w.\-])(\d+(?:\.\d+)?)-(?:min(?:ute)?|h(?:ou)?r|second|sec|day|week|month|year|epoch"
    r"|step|iteration|iter|round|thread|core|node|gpu|cpu|worker|machine|server|client|replica"
    r"|bit|byte|kb|mb|gb|tb|ms|px|pixel|token|sample|shot|percent)s?\b",
    re.I,
)


def _panel_name(chart: Chart, panel: Panel, index: int, intent: Intent) -> str:
    label = chart.label or "the figure"
    if len(chart.panels) == 1:
        return label
    if panel.panel:
        return f"{label} {panel.panel}"
    if intent.panel and not intent.panel.startswith("("):
        return f"{label} ({intent.panel})"
    return f"{label}, panel {index + 1} of {len(chart.panels)}"


def _pick_panel(chart: Chart, q_terms: set[str], intent: Intent) -> tuple[int, Panel] | None:
    panels = chart.panels
    if len(panels) == 1:
        return 0, panels[0]
    if intent.panel and intent.panel.startswith("("):
        for i, p in enumerate(panels):
            if p.panel and p.panel.lower() == intent.panel:
                return i, p
    if intent.panel_index is not None:
        i = intent.panel_index if intent.panel_index >= 0 else len(panels) - 1
        if intent.panel in ("middle", "center", "centre", "가운데", "中央") and len(panels) != 3:
            i = len(panels) // 2
        if 0 <= i < len(panels):
            return i, panels[i]
    # Otherwise the panel whose axis titles and series names the question's words name.
    scores = []
    for i, p in enumerate(panels):
        words = term_set(
            " ".join([p.panel or "", p.x_title, p.y_title, *(s.name for s in p.series)])
        )
        scores.append((len(q_terms & words), -i))
    best = max(scores)
    if [s[0] for s in scores].count(best[0]) > 1:
        return None
    i = -best[1]
    return i, panels[i]


def _other_panel(chart: Chart, panel: Panel, q_terms: set[str], intent: Intent) -> bool:
    """The question names a panel letter that no read panel carries, and the one panel read
    shares no word with the question: it is most likely another panel."""
    if not (intent.panel and intent.panel.startswith("(")) or len(chart.panels) != 1:
        return False
    if panel.panel:
        return panel.panel.lower() != intent.panel
    words = term_set(" ".join([panel.x_title, panel.y_title, *(s.name for s in panel.series)]))
    return not (q_terms & words)


def _quantity_filter(series: list[Series], question: str) -> list[Series]:
    """Training or test curves, where the caption says which line style is which."""
    if not any(s.quantity for s in series):
        return series
    wants = set()
    if _TRAIN.search(question):
        wants.add("train")
    if _TEST.search(question):
        wants |= {"test", "validation"}
    if not wants or wants >= {"train", "test"}:
        return series
    return [s for s in series if s.quantity in wants] or series


def _match_series(
    series: list[Series], q_terms: set[str], member: bool = False
) -> list[tuple[float, Series]]:
    """Series the question names by their words; where none is named word for word, by the
    words' cognates ("observed inflation" for a Spanish legend's "Inflación observada").
    ``member``: the question names a member "A" ("jumper A"), which a legend's "Skakalec A"
    names too (else an "a" among the question's terms is no such letter)."""
    names = [
        term_set(s.base_name)
        | (members(s.base_name) if member else set())
        | _glued_numbers(s.base_name)
        for s in series
    ]
    n = len(series)
    out = []
    for s, words in zip(series, names, strict=True):
        hits = q_terms & words
        if not hits:
            continue
        score = sum(1.0 + n / sum(t in w for w in names) for t in hits)
        out.append((score, s))
    if not out:
        for s, words in zip(series, names, strict=True):
            found = cognate_hits(q_terms, words) | {
                t
                for t in q_terms
                for head in _compound_heads(words)
                if len(t) >= 0.75 * len(head) and cognate_hits({t}, {head})
            }
            if found:
                out.append((float(len(found)), s))
    return sorted(out, key=lambda p: -p[0])


def _side_terms(side: str) -> set[str]:
    return term_set(side) | members(side)


def _singled_out(matched: list[tuple[float, Series]]) -> bool:
    return bool(matched) and (len(matched) == 1 or matched[1][0] < matched[0][0] - 1e-9)


def _sides_of_pair(parts: tuple[str, str], drawn: list[Series]) -> tuple[Series, Series] | None:
    """ "between houses with and without a cellar": each side's "with" or "without" names one
    of two curves."""
    a, b = side_asked(parts[0], drawn), side_asked(parts[1], drawn)
    return (a, b) if a is not None and b is not None and a is not b else None


def _two_compared(
    series: list[Series], matched: list[tuple[float, Series]]
) -> tuple[Series, Series] | None:
    """The two series a difference with no "than" or "between" compares ("how far apart are
    the 0.5C and 3C curves", "how much did lubrication reduce the wear"): the two the question
    names alike, else the chart's only two."""
    top = [s for score, s in matched if score >= matched[0][0] - 1e-9] if matched else []
    if len(top) == 2:
        return top[0], top[1]
    drawn = _distinct(series)
    if len(drawn) == 2 and len(top) != 1 and all(s.named for s in drawn):
        return drawn[0], drawn[1]
    return None


# A number glued to a word of a script without spaces before its particles: Amharic "ከ24
# ሰዓት በኋላ" (after 24 hours) names the series "24 hours" as much as its words do.
_GLUED_NUMBER = re.compile(r"(?<=[^\x00-\u024f\W\d_])\d+(?:[.,]\d+)?")


def _glued_numbers(name: str) -> set[str]:
    return set(_GLUED_NUMBER.findall(name))


def _at_category(s: Series, category: str) -> tuple[float | str, float] | None:
    return next(((x, y) for x, y in s.points if x == category), None)


def _compound_heads(words: set[str]) -> set[str]:
    """The last parts of compound words (Dutch, German, Scandinavian write them as one word,
    with the head last): "onderwaterdrainage" is a kind of "drainage", which "drained" is a
    cognate of. A tail is taken only at least 6 letters long, after at least 3 letters; a
    question word must be about as long as it to match ("water" is no "waterdrainage")."""
    out = set()
    for w in words:
        for k in range(3, len(w) - 5):
            out.add(w[k:])
    return out


def _point_x(intent: Intent, panel: Panel, plain: str) -> float | None:
    """An x value the question asks at ("at 150 epochs"), inside the panel's x range."""
    xs = [float(x) for s in panel.series for x, _ in s.points if not isinstance(x, str)]
    if not xs:
        return None
    lo, hi = min(xs), max(xs)
    asked = months_asked(plain)
    if len(asked) == 1 and _month_numbers(xs):  # "in July 2023" on an axis "Måned (2023)" 1-12
        return float(asked[0])
    names = " ".join(s.name for s in panel.series)
    said = _LABEL_NUMBER.sub(" ", plain)  # "In Figure 7, ... 13 servers": 7 is no point
    hyphened = [float(m.group(1)) for m in _UNIT_POINT.finditer(said)]
    # "at 06:00" on an axis of the hours of a day; "about −12 °C" on an axis below zero
    if hi <= 24 and (clock := _CLOCK.search(said)):
        value = int(clock.group(1)) + int(clock.group(2)) / 60
        if lo - 0.25 <= value <= hi + 0.25:
            return value
    if hi <= 24 and (named := _NAMED_HOUR.search(said)):
        # "at noon"; "at midnight" starts a day's axis (0) or ends it (24)
        value = 12.0 if named.group().lower() != "midnight" else 0.0 if lo <= 0.25 else 24.0
        if lo - 0.25 <= value <= hi + 0.25:
            return value
    if lo < 0:
        for m in _NEGATIVE.finditer(said):
            value = -float(m.group(1))
            if lo <= value <= hi and not re.search(rf"(?<![\d.]){m.group(1)}(?![\d.])", names):
                return value
    for value in [*intent.numbers, *hyphened]:
        if not re.search(rf"(?<![\d.]){value:g}(?![\d])", said):
            continue
        if _other_unit(said, value, panel.x_title):
            continue  # "within 20 m of the edge" on an axis of weeks: a condition, no point
        if lo <= value <= hi and not re.search(rf"(?<![\d.]){value:g}(?![\d.])", names):
            return value
    # "four hours after treatment": a count spelt out before its unit, as prose writes it
    for m in _SPELT_POINT.finditer(said):
        value = float(_SPELT[m.group(1).lower()])
        if lo <= value <= hi:
            return value
    # "in the first year", "the last winter of the series": an ordinal counting the x axis's
    # points in time (or by the axis title's last word) picks that point
    points = sorted(set(xs))
    if (nth := _ordinal_of_axis(said, panel.x_title, len(points), _TIME_STEP)) is not None:
        return points[nth]
    return None


# Unit symbols of lengths, masses, volumes, pressures and electrical quantities: a number that
# carries one is a point only of an axis that prints it (times are titled in words: "hours").
_UNIT_AFTER = r"\s?(?P<unit>[kcmµn]?m|[kmµ]?g|t|[mµ]?l|L|[kMG]?Pa|[kmM]?[VW]|[kM]?Hz)(?![\w/²³])"


def _other_unit(said: str, value: float, x_title: str | None) -> bool:
    """Whether the question gives ``value`` with a unit symbol the x axis's title lacks (an
    axis with no title may be in any unit)."""
    m = re.search(rf"(?<![\d.]){value:g}{_UNIT_AFTER}", said)
    if m is None or not x_title:
        return False
    unit = re.escape(m.group("unit"))
    return not re.search(rf"(?<![^\W\d_]){unit}(?![^\W\d_])", x_title)


# what an ordinal counts along a time axis ("the first year", "the third day", "the last census")
_TIME_STEP = (
    "years?|months?|weeks?|days?|hours?|minutes?|seasons?|winters?|summers?|springs?|autumns?"
    "|census(?:es)?|surveys?|measurements?|samplings?|visits?|sessions?|rounds?"
)


_SPELT = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
        ]
    )
}
_SPELT_POINT = re.compile(
    rf"\b({'|'.join(_SPELT)})\s+(?:hours?|days?|weeks?|months?|years?|minutes?|seconds?|"
    r"epochs?|steps?|rounds?|cycles?|doses?|sessions?|visits?)\b(?!-)",
    re.I,
)


_CLOCK = re.compile(r"(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])")
_NAMED_HOUR = re.compile(r"\b(?:noon|midday|midnight)\b", re.I)


def _month_numbers(xs: list[float]) -> bool:
    """An x axis of month numbers: whole numbers within 1-12, most of the year's months."""
    if not all(abs(x - round(x)) <= 0.05 and 1 <= round(x) <= 12 for x in xs):
        return False
    return len({round(x) for x in xs}) >= 6


_NEGATIVE = re.compile(r"(?:(?<=\s)|(?<=^)|(?<=[(=≈~]))[−–-]\s?(\d+(?:\.\d+)?)(?![\d])")


def _the_one_curve(series: list[Series]) -> Series | None:
    """The only curve of a panel whose series no legend names: the one with one point per x
    (the others are error bars or markers drawn at the same x values)."""
    if any(s.named for s in series):
        return None
    curves = [
        s
        for s in _distinct(series)
        if len(s.points) >= 2 and len({x for x, _ in s.points}) == len(s.points)
    ]
    return curves[0] if len(curves) == 1 else None


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
    if crossed := label_aliases(q.plain, labels):  # "Kyokai No. 9" for the legend's "協会9号"
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
    if intent.drops and read_intent(_FALLS_IN.sub(" ", question)).drops:
        return [] if strong else _drop_facts(chart, q_terms, intent, question)
    second = _SECOND_ASK.search(plain)
    if strong and second and not _same_reading(chart, plain[second.start() :]):
        return []  # "... and how many CPUs does it use?": one chart point answers only part
    if not (intent.extreme or intent.difference or intent.chooses):
        missed = _quantity_missed(chart, q, quantity)
        if missed is not None:
            return missed
    labelled = _labelled_point_facts(chart, plain, intent)
    if labelled and strong and not _measured_named(chart, q_terms):
        labelled = []  # "DenseNet-264" labels a point, but the question asks another quantity
    if labelled:
        return labelled
    across = [] if strong else _across_titled_panels(chart, q, intent)
    if across:
        return across
    picked = _pick_panel(chart, q_terms, intent)
    if picked is None:
        return []
    index, panel = picked
    if _other_panel(chart, panel, q_terms, intent):
        what = f"{chart.label or 'The figure'} {intent.panel}"
        return [
            Fact(
                "not_read",
                f"{what} was not read as data (PaperLens read only another panel of the figure)",
                chart.tag,
                source=what,
            )
        ]
    where = _panel_name(chart, panel, index, intent)
    # the y title, else the caption, says what is measured ("minutes per note")
    measured = panel.y_title or (chart.item.chunk.caption or chart.item.chunk.text).split("\n")[0]
    signed = any(y < 0 for s in panel.series for _, y in s.points)
    intent = _adjusted(intent, question, measured, signed)
    series = _quantity_filter(panel.series, question)
    x = _point_x(intent, panel, plain)
    at = f" at {panel.x_title or 'x'} = {_fmt(x)}" if x is not None else ""
    y_title = panel.y_title or "y"

    matched = _match_series(series, q_terms, bool(members(plain)))
    drawn = _distinct(series)
    if not intent.difference and not _singled_out(matched):
        # "without lubrication" of "K5 ar eļļošanu" / "K5 bez eļļošanas": the "without" tells
        side = side_asked(plain, drawn)
        if side is not None:
            top = matched[0][0] if matched else 0.0
            matched = [(top + 1.0, side), *((sc, s) for sc, s in matched if s is not side)]
    if strong and not _anchored(chart, panel, q, intent, matched, x):
        return []
    if intent.difference:
        parts = sides(plain)
        one, other = (_side_terms(p) for p in parts) if parts else (set(), set())
        a = _match_series(series, one - other, "a" in one - other) if parts else []
        b = _match_series(series, other - one, "a" in other - one) if parts else []
        compared = (
            (a[0][1], b[0][1])
            if a and b and a[0][1] is not b[0][1]
            else _sides_of_pair(parts, drawn)
            if parts
            else _two_compared(series, matched)
        )
        if compared:
            sa, sb = compared
            ra, rb = _reading(sa, intent, x), _reading(sb, intent, x)
            # two bars or points at the category asked ("in January", "at Site B")
            cat = _named_category([sa, sb], q_terms, plain, panel.x_title)
            if x is None and cat is not None:
                ra, rb = _at_category(sa, cat), _at_category(sb, cat)
                at = f" at {cat}"
            if ra and rb and (parts or x is not None or cat is not None):
                hi, lo = max(ra[1], rb[1]), min(ra[1], rb[1])
                return [
                    Fact(
                        "difference",
                        f"In {where}{at}, {sa.name} is at about {_fmt(ra[1])} and "
                        f"{sb.name} at about {_fmt(rb[1])} ({y_title}), a difference of "
                        f"about {_fmt(hi - lo)}",
                        chart.tag,
                        computation=f"{_fmt(hi)} − {_fmt(lo)} = {_fmt(hi - lo)}",
                        source=where,
                    )
                ]
    one_named = bool(matched) and (len(matched) == 1 or matched[1][0] < matched[0][0] - 1e-9)
    distinct = _distinct(series)
    if (
        panel.chart_type == "stacked_area"
        and _TOTAL.search(plain)
        and len(distinct) > 1
        and not _categorical(distinct)
    ):
        summed = _area_totals(distinct, intent, x, question, where, panel, y_title, chart)
        if summed:
            return summed
    if _categorical(distinct):
        named_category = _named_category(distinct, q_terms, plain, panel.x_title)
        if panel.chart_type.startswith("stacked") and _TOTAL.search(plain) and len(distinct) > 1:
            totals = _stack_totals(
                distinct, named_category, intent, question, where, y_title, chart
            )
            if totals:
                return totals
        if intent.extreme and named_category is None:
            pool = [matched[0][1]] if one_named else distinct
            if len(pool) == 1:
                return _category_extreme(pool[0], intent, question, where, y_title, chart)
        if named_category is not None and one_named and not intent.extreme:
            against = _against_reference(
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
                        f"{best_s.name} is {word} at {x_label} in {where}: {_said(best_s, x_label, best_y)} ({y_title})",
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
                        f"In {where}, {x_label} has a {what} of {_said(s0, x_label, y0)}"
                        + ("" if s0.kind == "pie" else f" ({y_title})"),
                        chart.tag,
                        source=where,
                    )
                ]
            if len(bars_at) == 1 and not intent.difference:  # one bar is no difference
                s0, y0 = bars_at[0]
                return [
                    Fact(
                        "chart",
                        f"In {where}, {s0.name} at {x_label} is {_said(s0, x_label, y0)} "
                        f"({s0.y_title or y_title})",
                        chart.tag,
                        source=where,
                    )
                ]
    # "What error does the largest ResNet reach?" reads one curve; "which ... lowest" ranks them.
    if intent.extreme and len(distinct) == 1 and x is None:
        return _peak(distinct[0], intent, question, where, panel, y_title, chart)
    # "the highest value of the GBM forecast, and at what hour": one named curve's peak
    # "at which temperature does PEI-MCF reach its maximum": the "which" asks for the x
    where_asked = _asks_x(plain, panel.x_title) or (one_named and _asks_where(plain, y_title))
    if (
        intent.extreme
        and one_named
        and (not intent.chooses or where_asked)
        and x is None
        and (_of_the_value(plain, y_title, matched[0][1]) or where_asked)
    ):
        peak = _peak(matched[0][1], intent, question, where, panel, y_title, chart)
        if peak:
            return peak
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
                    f"{best_s.name} holds the {word} point in {where}: about {_fmt(best_r[1])} "
                    f"({y_title}, at {panel.x_title or 'x'} = {_fmt_x(best_r[0])})",
                    chart.tag,
                    computation=f"the {word} of all points of {len(readings)} series",
                    source=where,
                )
            ]
        if peaks:
            said = f"peaks {word} in {where}, at {panel.x_title or 'x'} = {_fmt_x(best_r[0])}"
            over = f"the {word} peak of {len(readings)} series"
        elif x is not None:
            said = f"is {word} in {where} at {panel.x_title or 'x'} = {_fmt(x)}"
            over = f"the {word} of {len(readings)} series at {panel.x_title or 'x'} = {_fmt(x)}"
        elif intent.at_start and not intent.at_end:
            said = f"starts {word} in {where}"
            over = f"the {word} first point of {len(readings)} series"
        else:
            said = f"ends {word} in {where}"
            over = f"the {word} last point of {len(readings)} series"
        return [
            Fact(
                "chart",
                f"{best_s.name} {said}: {_said(best_s, best_r[0], best_r[1])} ({y_title})",
                chart.tag,
                computation=over,
                source=where,
            )
        ]
    if not matched and x is not None and (only := _the_one_curve(series)) is not None:
        r = _reading(only, intent, x)
        if r is None:
            return []
        return [
            Fact(
                "chart",
                f"In {where}, the curve is at about {_fmt(r[1])} ({y_title}) at "
                f"{panel.x_title or 'x'} = {_fmt(x)}",
                chart.tag,
                source=where,
            )
        ]
    lone = _distinct(series)
    if not matched and x is not None and len(lone) == 1 and lone[0].kind == "scatter":
        return _nearest_point(lone[0], x, where, panel, y_title, chart)
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
        said = f"is at about {_fmt(r[1])} ({y_title}) at {panel.x_title or 'x'} = {_fmt(x)}"
    elif intent.at_start and not intent.at_end:
        said = f"starts at about {_fmt(r[1])} ({y_title})"
    else:
        said = f"ends at {_said(s, r[0], r[1])} ({y_title}, at {panel.x_title or 'x'} = {_fmt_x(r[0])})"
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
        {n for n in [*names, *categories] if term_set(n) & entity}, key=lambda n: -len(n)
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


def _measured_named(chart: Chart, q_terms: set[str]) -> bool:
    """Whether the question names what some panel's y axis measures (its caption, where the
    axis has no title: a caption also names the data set and the setting, which are no
    quantity)."""
    caption = chart.item.chunk.caption or chart.item.chunk.text.split("\n", 1)[0]
    for p in chart.panels:
        words = term_set(p.y_title or caption)
        if q_terms & words or cognate_hits(q_terms, words):
            return True
    return False


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
    distinct = _distinct(panel.series)
    category = (
        _named_category(distinct, q.terms, q.plain, panel.x_title)
        if _categorical(distinct)
        else None
    )
    # "in the last 5 km", "at the first measurement": the curve's end is a point too
    ends = intent.at_end or intent.at_start
    if category is None and x is None and not intent.extreme and not ends:
        return False
    if matched and any(s.named for _, s in matched):
        return True
    if category is not None and _proper_name_of(category, q.text):
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


def _proper_name_of(category: str, question: str) -> bool:
    """Whether the question names the category by a proper name: a capitalised word of five
    letters or more, not the question's first, that the category prints (a site, a town, a
    passage), in whatever language the rest of the question is."""
    names = re.findall(r"(?<=[\s(\"'])[^\W\d_][^\W\d_]{4,}", question)
    printed = set(re.findall(r"\w+", _fold(category)))
    return any(n[0].isupper() and _fold(n) in printed for n in names)


def _drop_facts(chart: Chart, q_terms: set[str], intent: Intent, question: str) -> list[Fact]:
    """Where the curves fall sharply (a learning-rate step): in the named panel, else in all."""
    named = intent.panel is not None
    picked = _pick_panel(chart, q_terms, intent) if named else None
    panels = [picked[1]] if picked else chart.panels
    xs: list[float] = []
    series_count = 0
    for panel in panels:
        series = _quantity_filter(panel.series, question)
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
        _panel_name(chart, picked[1], picked[0], intent) if picked else chart.label or "the figure"
    )
    # "About" a position on the axis: two significant digits (14.7 reads as 15).
    spots = " and ".join(_fmt(float(f"{sum(c) / len(c):.2g}")) for c in common)
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


def _peak(
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
            f"In {where}, {curve} is {word} at {panel.x_title or 'x'} = {_fmt(float(best_x))}: "
            f"about {_fmt(best_y)} ({y_title})",
            chart.tag,
            computation=f"the {word} of {len(points)} points",
            source=where,
        )
    ]


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


_TOTAL = re.compile(
    r"\btotal\b|\boverall\b|\bcombined\b|\ball\s+(?:sources|parts|segments|together)"
    r"|\binsgesamt|\bgesamt|\bau\s+total|\ben\s+total|합계|총|合计|总|合計",
    re.I,
)


def _stack_totals(
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
                f"In {where}, the bar of {category} totals about {_fmt(totals[category])} "
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
            f"{best} has the {word} total in {where}: about {_fmt(totals[best])} ({y_title})",
            chart.tag,
            computation=f"the {word} of {len(totals)} bars, each the sum of its {parts} "
            "stacked segments",
            source=where,
        )
    ]


# A reading at the x value the question names ("about 250 mm") accounts for that number, as a
# table's printed cell would: it counts when a chart and a table both answer (compute.py).
_AT_NAMED_X = 1.0


def _nearest_point(
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
            f"{_fmt(x)} is at about {_fmt(near[1])} ({y_title}, at {axis} = {_fmt(near[0])})",
            chart.tag,
            source=where,
            weight=_AT_NAMED_X,
        )
    ]


def _area_totals(
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
                f"In {where}, the stack totals about {_fmt(near[1])} ({y_title}) at {axis} = "
                f"{_fmt(near[0])}",
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
            f"In {where}, the total is {word} at {axis} = {_fmt(best[0])}: about "
            f"{_fmt(best[1])} ({y_title})",
            chart.tag,
            computation=f"the {word} of the totals at {len(totals)} x values, each {parts}",
            source=where,
        )
    ]


def _distinct(series: list[Series]) -> list[Series]:
    """Series with different points (a bar drawn twice, fill and outline, counts once)."""
    out: list[Series] = []
    for s in series:
        if all(s.points != o.points for o in out):
            out.append(s)
    return out


def _categorical(series: list[Series]) -> bool:
    return bool(series) and all(isinstance(x, str) for s in series for x, _ in s.points)


def _named_category(
    series: list[Series], q_terms: set[str], question: str = "", x_title: str | None = None
) -> str | None:
    categories = list(dict.fromkeys(x for s in series for x, _ in s.points if isinstance(x, str)))
    # "in the first storm event" of an axis titled "Storm event": its first category
    if (nth := _ordinal_of_axis(question, x_title, len(categories))) is not None:
        return categories[nth]
    # A month axis in the paper's language ("feb") asked in the question's ("February 2024").
    months = month_axis(categories, x_title, chart_axis=True)
    if months:
        asked_months = [months[n] for n in months_asked(question) if n in months]
        if len(asked_months) == 1:
            return asked_months[0]
    # Named as printed ("at Site B"); a one-letter category ("workload E") only in its own case:
    # the article "a" names no category "A".
    asked = _fold(question)
    said = [
        c
        for c in categories
        if _fold(c)
        and re.search(_phrase(_fold(c)), asked)
        and (len(c.strip()) > 1 or re.search(rf"(?<![\w-]){re.escape(c.strip())}(?!\w)", question))
    ]
    if said:
        longest = max(said, key=len)
        if all(c == longest or _fold(c) in _fold(longest) for c in said):
            return longest
    # An acronym spelt out ("ordinary least squares" for OLS).
    spelt = [c for c in categories if _spelt_out(c, question)]
    if len(spelt) == 1:
        return spelt[0]
    # Else by its words, every one of them ("Site A" is not named by "which site").
    words = set(re.findall(r"\w+", asked)) | q_terms
    hits = [
        c
        for c in categories
        if len(c.strip()) > 1
        and term_set(c)
        and term_set(c) <= q_terms | {c.lower()}
        and set(re.findall(r"\w+", _fold(c))) <= words
    ]
    if len(hits) == 1:
        return hits[0]
    if hits:
        return None
    # A name behind a code ("P4 Bergeforsen", "S2 Lakeside"): named by its name alone
    coded = [
        c
        for c in categories
        if (parts := re.findall(r"\w+", _fold(c)))
        and any(_CODE.fullmatch(w) for w in parts)
        and (names := [w for w in parts if not _CODE.fullmatch(w)])
        and all(len(w) >= 3 and not w.isdigit() for w in names)
        and set(names) <= words
    ]
    return coded[0] if len(coded) == 1 else None


# A short code of letters and digits set before a name: a site's, a passage's, a plot's number
_CODE = re.compile(r"[^\W\d_]{1,2}\d{1,3}|\d{1,3}[^\W\d_]{1,2}")


_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5,
             "seventh": 6, "eighth": 7, "ninth": 8, "tenth": 9, "last": -1, "final": -1}  # fmt: skip


def _ordinal_of_axis(question: str, x_title: str | None, n: int, also: str = "") -> int | None:
    """The category an ordinal picks where it counts the category axis by its title's last
    word ("the first storm event", "in the last session"), or by a word of ``also`` (a
    pattern): its index, else None."""
    words = re.findall(r"[^\W\d_]+", (x_title or "").lower())
    heads = [rf"{re.escape(words[-1])}s?"] if words else []
    heads += [also] if also else []
    if not heads or n < 2:
        return None
    head = "|".join(heads)
    m = re.search(
        rf"\b({'|'.join(_ORDINALS)})\s+(?:[^\W\d_]+\s+){{0,2}}?(?:{head})\b", question.lower()
    )
    if m is None:
        return None
    k = _ORDINALS[m.group(1)]
    return (k if k >= 0 else n + k) if -n <= k < n else None


def _spelt_out(acronym: str, question: str) -> bool:
    """The question spells the acronym out, one word per capital: "ordinary least squares"
    for OLS, "random forest" for RF (three letters at least, or two for two long words)."""
    if not re.fullmatch(r"[A-Z]{2,6}", acronym.strip()):
        return False
    letters = acronym.strip().lower()
    words = re.findall(r"[^\W\d_]+", question.lower())
    n = len(letters)
    for i in range(len(words) - n + 1):
        run = words[i : i + n]
        if "".join(w[0] for w in run) == letters and (n >= 3 or all(len(w) >= 4 for w in run)):
            return True
    return False


def _category_extreme(
    s: Series, intent: Intent, question: str, where: str, y_title: str, chart: Chart
) -> list[Fact]:
    """ "Which node has the smallest distance?" over a bar chart: the category, not the series."""
    bars = [(x, y) for x, y in s.points if isinstance(x, str)]
    if len(bars) < 2:
        return []
    largest = wants_largest(intent, f"{question} {y_title}")
    rank = _rank(question)
    if rank >= len(bars):
        return []
    best_x, best_y = sorted(bars, key=lambda p: p[1], reverse=largest)[rank]
    word = ("", "second-", "third-", "fourth-")[rank] + ("highest" if largest else "lowest")
    of = f" ({s.name})" if s.named else ""
    marks = {"bar": "bars", "pie": "wedges", "box": "boxes", "violin": "violins"}.get(
        s.kind, "points"
    )
    measured = f"median ({y_title})" if s.kind in ("box", "violin") else y_title
    return [
        Fact(
            "chart",
            f"{best_x} has the {word} {measured} in {where}: {_said(s, best_x, best_y)}{of}",
            chart.tag,
            computation=f"the {word} of {len(bars)} {marks}",
            source=where,
        )
    ]


_RANK = re.compile(
    r"\b(second|third|fourth|2nd|3rd|4th)[\s-]*(?:highest|largest|greatest|biggest|most|"
    r"lowest|smallest|least|fewest)",
    re.I,
)


def _rank(question: str) -> int:
    """Which place a superlative asks: 0 for "the highest", 1 for "the second-highest"."""
    m = _RANK.search(question)
    if m is None:
        return 0
    return {"second": 1, "2nd": 1, "third": 2, "3rd": 2}.get(m.group(1).lower(), 3)


def _x_span(panel: Panel) -> float:
    xs = [float(x) for s in panel.series for x, _ in s.points if not isinstance(x, str)]
    return (max(xs) - min(xs)) if xs else 0.0


def _y_span(panel: Panel) -> float:
    ys = [y for s in panel.series for _, y in s.points]
    return (max(ys) - min(ys)) if ys else 0.0


def _fold(text: str) -> str:
    """Case, dashes and spaces folded: "ResNet−34" is asked as "ResNet-34" or "resnet 34"."""
    return " ".join(re.sub(r"\s*[\-‐‑‒–—−_]+\s*", "-", text.lower()).split())


def _labelled_point_facts(chart: Chart, plain: str, intent: Intent) -> list[Fact]:
    """Points a label printed beside them names ("ResNet-34" by one vertex of the ResNets curve),
    asked for by that label: each one's value, and their difference when two are compared."""
    asked = _fold(plain)
    for index, panel in enumerate(chart.panels):
        found = []
        for s in panel.series:
            for x, y, text in s.point_labels:
                name = _fold(text)
                m = re.search(_phrase(name), asked)
                if name and m:
                    found.append((m.start(), s, x, y, text))
        if not found:
            continue
        found.sort(key=lambda f: f[0])
        where = _panel_name(chart, panel, index, intent)
        y_title = panel.y_title or "y"
        x_title = panel.x_title or "x"
        parts = [
            f"{text} ({s.name}) is at about {_fmt(y)} ({y_title}) at {x_title} = {_fmt_x(x)}"
            for _, s, x, y, text in found[:4]
        ]
        statement = f"In {where}, " + "; ".join(parts)
        computation = ""
        if len(found) == 2:
            (_, _, _, ya, ta), (_, _, _, yb, tb) = found
            hi, lo = max(ya, yb), min(ya, yb)
            computation = f"{_fmt(hi)} − {_fmt(lo)} = {_fmt(hi - lo)}"
            statement += f"; {ta if ya > yb else tb} is higher by about {_fmt(hi - lo)}"
        return [Fact("chart", statement, chart.tag, computation=computation, source=where)]
    return []


def _phrase(folded: str) -> str:
    """A pattern for a folded name as a whole phrase: "resnet-34" is found in "resnet 34" and not
    in "resnet-340"."""
    form = r"[-\s]?".join(re.escape(w) for w in re.split(r"[-\s]+", folded) if w)
    return rf"(?<![\w-]){form}(?![\w]|-\d)"


_FAST = re.compile(r"\b(?:fastest|quickest|shortest)\b", re.I)
_SLOW = re.compile(r"\b(?:slowest|longest)\b", re.I)
_TIME = re.compile(
    r"\btime\b|latency|runtime|duration|\b(?:milli)?seconds?\b|\bminutes?\b|\bhours?\b|\bdays?\b"
    r"|\bms\b|\bsec\b|\bmin\b|\(s\)|\(h\)",
    re.I,
)
_DECREASE_MOST = re.compile(
    r"\b(?:lowers?|reduces?|decreases?|hurts?|drops?|degrades?|harms?|costs?)\b.*\b(?:the )?most\b",
    re.I,
)


_LOST_MOST = re.compile(
    r"\b(?:lost|loses?|losing|fell|falls?|declined?|shrank|shrinks?|shrunk)\b.*\b(?:the )?most\b",
    re.I,
)


def _adjusted(intent: Intent, question: str, y_title: str, signed: bool = False) -> Intent:
    """Superlatives a chart answers through its axis: "fastest" is the lowest time but the highest
    throughput; "removing which part lowers recall the most" asks for the lowest bar; on a chart
    of signed changes (losses below zero) "which group lost the most" asks for the most negative."""
    timed = bool(_TIME.search(f"{question} {y_title}"))
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


def _across_titled_panels(chart: Chart, q: QuestionParts, intent: Intent) -> list[Fact]:
    """Small multiples, one panel per thing ("which cause of death peaks highest?"): the panel
    whose own curve reaches the extreme names the answer. A curve drawn alike in every panel
    (an overall reference line) is nobody's answer. "top"/"bottom" picks a block of panels that
    share one y scale."""
    panels = chart.panels
    if not intent.extreme or len(panels) < 3 or not all(_titled(p) for p in panels):
        return []
    if any(re.search(_phrase(_fold(p.panel or "")), _fold(q.plain)) for p in panels):
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
            f"about {_fmt(y)} (at {x_title} = {_fmt_x(x)})",
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


def _said(s: Series, x: float | str, y: float) -> str:
    """A value as the chart prints it ("113K", printed over the bar) where it does, else the
    reading, rounded: "about 1.14e5" would not be what the reader sees on the page."""
    printed = s.printed.get(x) if isinstance(x, str) else None
    if printed is None and not isinstance(x, str):
        printed = next(
            (t for px, t in s.printed.items() if not isinstance(px, str) and px == x), None
        )
    if s.kind == "pie":  # a wedge's share: a percentage, whatever the label printed
        return f"{printed.rstrip('%')}% (as printed)" if printed else f"about {_fmt(y)}%"
    return f"{printed} (as printed)" if printed else f"about {_fmt(y)}"


def _against_reference(
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
    first, second = (_fold(p) for p in parts)
    ref = _phrase(_fold(reference))
    categories = [x for x, _ in s.points if isinstance(x, str)]
    if not re.search(ref, second) or any(
        re.search(_phrase(_fold(c)), first) for c in categories if _fold(c)
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
            f"In {where}, {s.name} reaches {_said(s, best_x, best_y)} at {best_x} (its {word}), "
            f"against {_said(s, reference, ref_y)} at {reference} ({y_title})",
            chart.tag,
            computation=f"the {word} of {len(bars)} bars besides {reference}",
            source=where,
        )
    ]


_SUPERLATIVE_NEXT = re.compile(
    r"\b(?:highest|lowest|largest|smallest|maximum|minimum|max|min|peak)\b\s*(\w*)", re.I
)
_VALUE_WORDS = {"value", "values", "point", "level", "reading", "score", "of", "in", "at", ""}


_WHICH_X = re.compile(r"\b(?:at|in|on|for|with|by)\s+(?:which|what)\s+([^\W\d_]+)", re.I)
_X_WORDS = {"year", "month", "day", "hour", "time", "date", "point", "step", "epoch", "age", "size"}


def _asks_x(plain: str, x_title: str) -> bool:
    """ "At which temperature ...", "in which year ...": the question asks for a position on
    the x axis (a word of its title, or a word for a time or a point)."""
    m = _WHICH_X.search(plain)
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
