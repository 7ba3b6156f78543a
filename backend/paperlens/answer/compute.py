"""Computed answers: exact lookups, superlatives and differences over table cells and chart series.

A table question is answered from the cell where the row and the column it names meet; "which
... highest" ranks a column; "how much better is A than B" subtracts two cells and shows the
subtraction. Chart questions run the same on the series read from a vector chart. Both answerers
get these facts: the extractive one states them, an LLM is handed them with the evidence.
Nothing here guesses: an ambiguous row, an empty cell or an unread chart gives no value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from paperlens.answer.base import Fact, TaggedEvidence
from paperlens.answer.charts import (
    Chart,
    Panel,
    Series,
    charts_in,
    drops,
    first_point,
    is_raster_unread,
    last_point,
    value_at,
)
from paperlens.answer.intent import Intent, lower_is_better, read_intent
from paperlens.answer.tables import (
    Table,
    format_value,
    match_columns,
    match_rows,
    numeric_columns,
    parse_value,
    row_name,
    tables_in,
)
from paperlens.answer.terms import term_set, terms
from paperlens.labels import find_labels, label_key

# Label mentions carry numbers that are not facts about rows ("Table 2", "Fig. 4b", "表 3").
_LABEL_MENTION = re.compile(
    r"(?:extended data |supplementary )?(?:tables?|tab\.|figures?|figs?\.|algorithms?|abbildung|"
    r"tabelle|tableau|tabla|figura)\s*(?:[A-Z]?\d+[a-z]?|[IVX]+\b)|[表图圖図]\s*\d+|(?:그림|표)\s*\d+",
    re.I,
)
# "h = 1", "k=24", "N = 6": a column name and the value its cell holds.
_CONSTRAINT = re.compile(r"(?<![\w.])([A-Za-z][\w]*)\s*=\s*(-?\d+(?:\.\d+)?)")
# Where a comparison splits into its two sides ("A than B", "A compared to B", "A보다").
_COMPARE_SPLIT = re.compile(
    r"\bthan\b|\bcompared (?:to|with)\b|\bversus\b|\bvs\.?\b|\bover\b|\brelative to\b"
    r"|\bals\b|\bque\b|\bpar rapport (?:à|au)\b|보다|より|比",
    re.I,
)
_BETWEEN = re.compile(r"\bbetween\b(?P<a>.+?)\band\b(?P<b>.+)", re.I)
_TRAIN = re.compile(r"\btrain(?:ing)?\b|학습|訓練|训练|Trainings", re.I)
_TEST = re.compile(r"\btest(?:ing)?\b|\bvalidation\b|\bval\b|테스트|検証|テスト|测试|验证", re.I)
_LOOKS_LIKE_CHART = re.compile(r"looks like a chart|values were not read|no values are given", re.I)


def _strip_labels(question: str) -> str:
    return _LABEL_MENTION.sub(" ", question)


def compute_facts(
    question: str, evidence: Sequence[TaggedEvidence], route_types: Sequence[str] = ()
) -> list[Fact]:
    """Facts for the question from the tables and charts in the evidence; [] when none fits."""
    plain = _strip_labels(question)
    intent = read_intent(plain)
    named = {label_key(lb) for lb in find_labels(question)}
    q_terms = term_set(plain)

    def wanted(label: str | None) -> bool:
        return not named or (label is not None and label_key(label) in named)

    tables = [t for t in tables_in(evidence) if wanted(t.label)]
    charts = [c for c in charts_in(evidence) if wanted(c.label)]
    figure_first = "figure" in {k.split(" ")[0] for k in named} or (
        not named and list(route_types[:1]) == ["figure"]
    )
    table_allowed = bool(named) or "table" in route_types
    chart_allowed = bool(named) or "figure" in route_types

    def from_tables() -> list[Fact]:
        for table in tables:
            facts = _table_facts(table, q_terms, intent, question, strong=not table_allowed)
            if facts:
                return facts
        return []

    def from_charts() -> list[Fact]:
        if not chart_allowed:
            return []
        for chart in charts:
            facts = _chart_facts(chart, q_terms, intent, question, plain)
            if facts:
                return facts
        return []

    order = (from_charts, from_tables) if figure_first else (from_tables, from_charts)
    for attempt in order:
        facts = attempt()
        if facts:
            return facts
    return []


# --------------------------------------------------------------------------- tables


def _constraints(table: Table, question: str) -> dict[int, Decimal]:
    """Columns the question pins to a value: "(h = 1)" pins column "h" to 1."""
    out: dict[int, Decimal] = {}
    for name, value in _CONSTRAINT.findall(question):
        for j, header in enumerate(table.columns):
            if terms(header) == terms(name) or header.strip().lower() == name.lower():
                out[j] = Decimal(value)
                break
    return out


def _value_columns(
    table: Table, q_terms: set[str], numeric: list[bool], skip: set[int]
) -> list[int]:
    """The numeric columns the question asks for: the best-named one, then any other that names
    a question word the chosen ones do not ("params" beside "BLEU (dev)")."""
    matches = [m for m in match_columns(table, q_terms) if numeric[m.index] and m.index not in skip]
    if not matches:
        return []
    chosen = [matches[0]]
    covered = set(matches[0].hits)
    for m in matches[1:]:
        if m.hits - covered and m.score >= 0.5 * chosen[0].score:
            chosen.append(m)
            covered |= m.hits
    return [m.index for m in chosen]


def _column_terms(table: Table, q_terms: set[str]) -> set[str]:
    return {t for m in match_columns(table, q_terms) for t in m.hits}


def _best_row(
    table: Table,
    q_terms: set[str],
    numeric: list[bool],
    exclude: set[str],
    constraints: dict[int, Decimal],
) -> int | None:
    """The one row the words name (and the pinned columns agree with); None when two tie."""
    candidates = list(range(len(table.rows)))
    if constraints:
        candidates = [
            i
            for i in candidates
            if all(parse_value(table.rows[i][j]) == v for j, v in constraints.items())
        ]
    pinned = set(candidates)
    scored = [m for m in match_rows(table, q_terms, numeric, exclude) if m.index in pinned]
    if not scored:
        return next(iter(pinned)) if constraints and len(pinned) == 1 else None
    if len(scored) > 1 and scored[1].score >= scored[0].score - 1e-9:
        return None
    return scored[0].index


def _name(table: Table, row: int, numeric: list[bool], constraints: dict[int, Decimal]) -> str:
    name = row_name(table, row, numeric)
    pins = [f"{table.columns[j]} = {format_value(v)}" for j, v in constraints.items()]
    return ", ".join([name, *pins])


def _source(table: Table) -> str:
    return table.label or "the table"


def _table_facts(
    table: Table, q_terms: set[str], intent: Intent, question: str, *, strong: bool
) -> list[Fact]:
    """``strong``: the question did not ask for a table, so only an unambiguous row and column
    (both named by the question's words) make a fact."""
    numeric = numeric_columns(table)
    constraints = _constraints(table, question)
    exclude = _column_terms(table, q_terms) | {
        t for j in constraints for t in term_set(table.columns[j])
    }
    columns = _value_columns(table, q_terms, numeric, set(constraints))
    if intent.difference:
        fact = _difference(table, question, q_terms, numeric, columns, exclude)
        if fact:
            return [fact]
    if intent.extreme and not strong:
        fact = _extreme(table, question, q_terms, numeric, columns, exclude)
        if fact:
            return [fact]
    if not columns:
        return []
    row = _best_row(table, q_terms, numeric, exclude, constraints)
    if row is None:
        return []
    cells = [(table.columns[j], table.rows[row][j].strip()) for j in columns]
    name = _name(table, row, numeric, constraints)
    given = [(c, v) for c, v in cells if v and v not in "-–—"]
    if not given:
        return [
            Fact(
                "missing",
                f"{_source(table)} gives no value for {name} under {cells[0][0]}",
                table.tag,
                source=_source(table),
            )
        ]
    statement = f"{name} · " + "; ".join(f"{c}: {v}" for c, v in given)
    return [Fact("lookup", statement, table.tag, source=_source(table))]


def _extreme(
    table: Table,
    question: str,
    q_terms: set[str],
    numeric: list[bool],
    columns: list[int],
    exclude: set[str],
) -> Fact | None:
    if not columns:
        only = [j for j, n in enumerate(numeric) if n]
        if len(only) != 1:
            return None
        columns = only
    col = columns[0]
    header = table.columns[col]
    values = {i: v for i, r in enumerate(table.rows) if (v := parse_value(r[col])) is not None}
    if len(values) < 2:
        return None
    # "Which DenseNet ...": rows the question names narrow the field when several share the name.
    named = match_rows(
        table, q_terms, numeric, exclude | {t for h in table.columns for t in term_set(h)}
    )
    if named:
        top = named[0].score
        group = {m.index for m in named if m.score >= top - 1e-9} & set(values)
        if len(group) >= 2:
            values = {i: values[i] for i in group}
    largest = _wants_largest(read_intent(question), f"{question} {header} {_caption(table)}")
    best = max(values.values()) if largest else min(values.values())
    winners = [i for i, v in values.items() if v == best]
    word = "highest" if largest else "lowest"
    who = " and ".join(row_name(table, i, numeric) for i in winners)
    verb = "have" if len(winners) > 1 else "has"
    return Fact(
        "extreme",
        f"{who} {verb} the {word} {header}: {table.rows[winners[0]][col].strip()}",
        table.tag,
        computation=f"the {word} of {len(values)} values in the '{header}' column of {_source(table)}",
        source=_source(table),
    )


def _caption(table: Table) -> str:
    return table.item.chunk.caption or table.item.chunk.text.split("\n", 1)[0]


def _wants_largest(intent: Intent, metric_context: str) -> bool:
    if intent.extreme in ("max", "min"):
        return intent.extreme == "max"
    lower_better = lower_is_better(metric_context)
    return (intent.extreme == "best") != lower_better


def _sides(question: str) -> tuple[str, str] | None:
    plain = _strip_labels(question)
    between = _BETWEEN.search(plain)
    if between:
        return between.group("a"), between.group("b")
    found = list(_COMPARE_SPLIT.finditer(plain))
    if not found:
        return None
    cut = found[-1]
    return plain[: cut.start()], plain[cut.end() :]


def _subtract(a: Decimal, b: Decimal) -> tuple[Decimal, Decimal, Decimal]:
    hi, lo = (a, b) if a >= b else (b, a)
    return hi, lo, hi - lo


def _difference(
    table: Table,
    question: str,
    q_terms: set[str],
    numeric: list[bool],
    columns: list[int],
    exclude: set[str],
) -> Fact | None:
    sides = _sides(question)
    if not sides or not columns:
        return None
    col = columns[0]
    a_terms, b_terms = term_set(sides[0]), term_set(sides[1])
    ra = _best_row(table, a_terms - b_terms, numeric, exclude, {})
    rb = _best_row(table, b_terms - a_terms, numeric, exclude, {})
    if ra is None or rb is None or ra == rb:
        return None
    va, vb = parse_value(table.rows[ra][col]), parse_value(table.rows[rb][col])
    if va is None or vb is None:
        return None
    hi, lo, diff = _subtract(va, vb)
    header = table.columns[col]
    name_a, name_b = row_name(table, ra, numeric), row_name(table, rb, numeric)
    cell_a, cell_b = table.rows[ra][col].strip(), table.rows[rb][col].strip()
    return Fact(
        "difference",
        f"{name_a} vs {name_b} on {header}: {cell_a} vs {cell_b}, a difference of "
        f"{format_value(diff)}",
        table.tag,
        computation=f"{format_value(hi)} − {format_value(lo)} = {format_value(diff)}",
        source=_source(table),
    )


# --------------------------------------------------------------------------- charts


def _fmt(y: float) -> str:
    if abs(y) >= 1000:
        return f"{y:,.0f}".replace(",", "")
    return f"{y:.3g}" if abs(y) >= 1 else f"{y:.2g}"


def _fmt_x(x: float | str) -> str:
    return x if isinstance(x, str) else _fmt(x)


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
        words = term_set(" ".join([p.x_title, p.y_title, *(s.name for s in p.series)]))
        scores.append((len(q_terms & words), -i))
    best = max(scores)
    if [s[0] for s in scores].count(best[0]) > 1:
        return None
    i = -best[1]
    return i, panels[i]


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


def _match_series(series: list[Series], q_terms: set[str]) -> list[tuple[float, Series]]:
    names = [term_set(s.base_name) for s in series]
    n = len(series)
    out = []
    for s, words in zip(series, names, strict=True):
        hits = q_terms & words
        if not hits:
            continue
        score = sum(1.0 + n / sum(t in w for w in names) for t in hits)
        out.append((score, s))
    return sorted(out, key=lambda p: -p[0])


def _point_x(intent: Intent, panel: Panel, plain: str) -> float | None:
    """An x value the question asks at ("at 150 epochs"), inside the panel's x range."""
    xs = [float(x) for s in panel.series for x, _ in s.points if not isinstance(x, str)]
    if not xs:
        return None
    lo, hi = min(xs), max(xs)
    names = " ".join(s.name for s in panel.series)
    for value in intent.numbers:
        if lo <= value <= hi and not re.search(rf"(?<![\d.]){value:g}(?![\d.])", names):
            return value
    return None


def _reading(s: Series, intent: Intent, x: float | None) -> tuple[float | str, float] | None:
    if x is not None:
        y = value_at(s, x)
        return None if y is None else (x, y)
    if intent.at_start and not intent.at_end:
        return first_point(s)
    return last_point(s)


def _chart_facts(
    chart: Chart, q_terms: set[str], intent: Intent, question: str, plain: str
) -> list[Fact]:
    if not chart.read:
        text = chart.item.chunk.text
        value_question = intent.wants_number or intent.extreme or intent.difference or intent.at_end
        if value_question and (is_raster_unread(chart) and _LOOKS_LIKE_CHART.search(text)):
            what = chart.label or "The figure"
            return [
                Fact(
                    "not_read",
                    f"{what} is a chart PaperLens could not read as data "
                    f"({chart.status.removeprefix('not read: ') or 'a raster image'}), "
                    "so it gives no values from it",
                    chart.tag,
                    source=what,
                )
            ]
        return []
    if intent.drops:
        return _drop_facts(chart, q_terms, intent, question)
    picked = _pick_panel(chart, q_terms, intent)
    if picked is None:
        return []
    index, panel = picked
    where = _panel_name(chart, panel, index, intent)
    series = _quantity_filter(panel.series, question)
    x = _point_x(intent, panel, plain)
    at = f" at {panel.x_title or 'x'} = {_fmt(x)}" if x is not None else ""
    y_title = panel.y_title or "y"

    matched = _match_series(series, q_terms)
    if intent.difference:
        sides = _sides(question)
        if sides:
            a = _match_series(series, term_set(sides[0]) - term_set(sides[1]))
            b = _match_series(series, term_set(sides[1]) - term_set(sides[0]))
            if a and b and a[0][1] is not b[0][1]:
                ra, rb = _reading(a[0][1], intent, x), _reading(b[0][1], intent, x)
                if ra and rb:
                    hi, lo = max(ra[1], rb[1]), min(ra[1], rb[1])
                    return [
                        Fact(
                            "difference",
                            f"In {where}{at}, {a[0][1].name} is at about {_fmt(ra[1])} and "
                            f"{b[0][1].name} at about {_fmt(rb[1])} ({y_title}), a difference of "
                            f"about {_fmt(hi - lo)}",
                            chart.tag,
                            computation=f"{_fmt(hi)} − {_fmt(lo)} = {_fmt(hi - lo)}",
                            source=where,
                        )
                    ]
    if intent.extreme:
        pool = series
        if matched:
            top = matched[0][0]
            group = [s for score, s in matched if score >= top - 1e-9]
            if len(group) >= 2:
                pool = group
        readings = [(s, r) for s in pool if (r := _reading(s, intent, x)) is not None]
        if len(readings) < 2:
            return []
        largest = _wants_largest(intent, f"{question} {y_title}")
        best_s, best_r = (max if largest else min)(readings, key=lambda p: p[1][1])
        word = "highest" if largest else "lowest"
        if x is not None:
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
                f"{best_s.name} {said}: about {_fmt(best_r[1])} ({y_title})",
                chart.tag,
                computation=over,
                source=where,
            )
        ]
    if not matched or (len(matched) > 1 and matched[1][0] >= matched[0][0] - 1e-9):
        return []
    s = matched[0][1]
    r = _reading(s, intent, x)
    if r is None:
        return []
    if x is not None:
        said = f"is at about {_fmt(r[1])} ({y_title}) at {panel.x_title or 'x'} = {_fmt(x)}"
    elif intent.at_start and not intent.at_end:
        said = f"starts at about {_fmt(r[1])} ({y_title})"
    else:
        said = f"ends at about {_fmt(r[1])} ({y_title}, at {panel.x_title or 'x'} = {_fmt_x(r[0])})"
    return [Fact("chart", f"In {where}, {s.name} {said}", chart.tag, source=where)]


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


def _x_span(panel: Panel) -> float:
    xs = [float(x) for s in panel.series for x, _ in s.points if not isinstance(x, str)]
    return (max(xs) - min(xs)) if xs else 0.0


def _y_span(panel: Panel) -> float:
    ys = [y for s in panel.series for _, y in s.points]
    return (max(ys) - min(ys)) if ys else 0.0
