"""A choice asked across a whole grouped chart: "which variety had the least aflatoxin in both
years", "which vineyard yielded least, whichever the treatment" (the category that is lowest in
every series) and "which orientation printed faster at every infill level" (the series that is
lowest at every category). The answer holds only where one wins everywhere; where the winner
changes from group to group no single one is named."""

from __future__ import annotations

import re

from paperlens.answer.base import Fact
from paperlens.answer.chart_readings import fmt_value
from paperlens.answer.charts import Chart, Panel, Series
from paperlens.answer.intent import Intent
from paperlens.answer.question import wants_largest
from paperlens.answer.terms import term_set

# "in both years", "at every infill level", "across all sites", "whichever the treatment"
_EVERY = re.compile(
    r"\b(?:in|at|for|across|on|under)\s+(?:both|all|every|each)(?:\s+(?:the|of\s+the))?"
    r"\s+(?P<what>(?:[^\W\d_]+\s+){0,2}[^\W\d_]+)"
    r"|\b(?:whichever|whatever|regardless\s+of)\s+(?:the\s+)?(?P<which>[^\W\d_]+)",
    re.I,
)
# a comparison that chooses ("printed faster"): its direction on an axis of times
_FASTER = re.compile(r"\b(?:faster|quicker|sooner)\b", re.I)
_SLOWER = re.compile(r"\bslower\b", re.I)
_TIMED = re.compile(r"\btime\b|duration|latency|\((?:s|min|h|ms)\)", re.I)


def every_extreme(
    panel: Panel, series: list[Series], intent: Intent, question: str, where: str, chart: Chart
) -> list[Fact]:
    """The category (or series) extreme in every series (at every category) of a grouped
    chart, when the question quantifies over the other; [] when it does not, or none wins
    everywhere."""
    said = _EVERY.search(question)
    largest = _largest(intent, question, panel.y_title)
    if said is None or largest is None or len(series) < 2:
        return []
    categories = list(dict.fromkeys(x for s in series for x, _ in s.points))
    grid = {(s.name, x): y for s in series for x, y in s.points}
    if any((s.name, x) not in grid for s in series for x in categories):
        return []  # a group without every bar: no winner can be said to win everywhere
    pick = max if largest else min
    word = "highest" if largest else "lowest"
    y_title = panel.y_title or "y"
    quantified = term_set(said.group("what") or said.group("which") or "")
    if quantified & term_set(panel.x_title or ""):
        # "at every infill level": the series that wins at each category
        winners = {pick(series, key=lambda s: grid[(s.name, x)]).name for x in categories}
        if len(winners) != 1:
            return []
        name = winners.pop()
        readings = "; ".join(f"{x}: {fmt_value(grid[(name, x)])}" for x in categories)
        what = f"{name} is {word} at every {panel.x_title or 'category'} in {where}"
        over = f"the {word} of {len(series)} series at each of {len(categories)} categories"
    else:
        # "in both years": the category that wins in each series
        won = {pick(categories, key=lambda x: grid[(s.name, x)]) for s in series}
        if len(won) != 1:
            return []
        cat = won.pop()
        readings = "; ".join(f"{s.name}: {fmt_value(grid[(s.name, cat)])}" for s in series)
        what = f"{cat} is {word} in every series of {where}"
        over = f"the {word} of {len(categories)} categories in each of {len(series)} series"
    return [
        Fact("chart", f"{what} ({y_title}: {readings})", chart.tag, computation=over, source=where)
    ]


def _largest(intent: Intent, question: str, y_title: str) -> bool | None:
    if intent.extreme is not None:
        return wants_largest(intent, f"{question} {y_title}")
    if intent.chooses and (_FASTER.search(question) or _SLOWER.search(question)):
        faster = bool(_FASTER.search(question))
        return faster != bool(_TIMED.search(f"{y_title}"))
    return None
