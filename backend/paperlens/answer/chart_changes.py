"""Which category changed most between two series of a grouped chart: "Which apiary improved
its honey yield the most from 2022 to 2023?" of bars for 2022 and 2023 at four apiaries.

The answer is the category whose change from the first series to the second is the largest
(the most negative for a decline, the smallest for "the least"), with every category's change
in the computation. The tallest bar of either year is not the answer.
"""

from __future__ import annotations

import re

from paperlens.answer.base import Fact
from paperlens.answer.chart_readings import fmt_value
from paperlens.answer.charts import Series

# "improved the most", "rose least", "the largest increase", "the biggest drop"
_RANKED_CHANGE = re.compile(
    r"\b(?P<verb>improv|increas|ris|rose|gr[eo]w|gain|climb|declin|decreas|drop|fell|fall|los"
    r"|shr[ai]nk|sank|sink|worsen)\w*\b.{0,60}?\b(?P<end>most|least)\b"
    r"|\b(?P<size>largest|biggest|greatest|smallest|strongest|weakest)\s+(?P<noun>increase|rise"
    r"|gain|growth|improvement|drop|decline|decrease|fall|loss|change)s?\b",
    re.I,
)
_DOWN = re.compile(r"^(?:declin|decreas|drop|fell|fall|los|shr|sank|sink|worsen)", re.I)


def change_ranked(question: str) -> tuple[bool, bool] | None:
    """(whether a fall is asked, whether the least is asked) for a question that ranks the
    changes; None when it ranks none."""
    m = _RANKED_CHANGE.search(question)
    if m is None:
        return None
    word = m.group("verb") or m.group("noun")
    least = (m.group("end") or "").lower() == "least" or (m.group("size") or "").lower() in (
        "smallest",
        "weakest",
    )
    return bool(_DOWN.match(word)) or word.lower() == "loss", least


def change_rank_fact(
    start: Series, end: Series, question: str, where: str, y_title: str, tag: str
) -> Fact | None:
    """The category of ``start`` and ``end`` (two series of one categorical chart, the earlier
    first) whose change ranks as asked; None where they share fewer than two categories."""
    asked = change_ranked(question)
    if asked is None:
        return None
    falls, least = asked
    at_end = {x: y for x, y in end.points if isinstance(x, str)}
    changes = [(x, y, at_end[x]) for x, y in start.points if isinstance(x, str) and x in at_end]
    if len(changes) < 2:
        return None
    signed = [(x, a, b, (a - b) if falls else (b - a)) for x, a, b in changes]
    pick = min if least else max
    x, a, b, _ = pick(signed, key=lambda c: c[3])
    sign = "+" if b >= a else "−"
    listed = "; ".join(
        f"{cx}: {fmt_value(ca)} → {fmt_value(cb)} ({'+' if cb >= ca else '−'}"
        f"{fmt_value(abs(cb - ca))})"
        for cx, ca, cb, _ in signed
    )
    size = "smallest" if least else "largest"
    return Fact(
        "chart",
        f"In {where}, {x} had the {size} {'fall' if falls else 'rise'} from {start.name} to "
        f"{end.name}: {fmt_value(a)} → {fmt_value(b)} ({sign}{fmt_value(abs(b - a))}, "
        f"{y_title})",
        tag,
        computation=f"the change from {start.name} to {end.name} at each: {listed}",
        source=where,
    )
