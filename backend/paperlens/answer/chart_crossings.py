"""Where one curve passes another and stays past it: "From which month on does the friche have a
higher species richness than the mown meadow?", "After which epoch does the test error exceed
the training error?", "When does A overtake B?".

The answer is the first point along x from which the first curve stays above (or below) the
second to the end of the shared points, with the readings on both sides of the crossing. A curve
that is above at every shared point has no crossing: that is said instead. Points are compared
where both curves have one (a category both name, or a numeric x of the first curve that the
second spans, read there by interpolation).
"""

from __future__ import annotations

import re

from paperlens.answer.base import Fact
from paperlens.answer.chart_readings import fmt_value, fmt_x
from paperlens.answer.charts import Series, value_at
from paperlens.answer.question import SMALLER_WORDS

# "from which month on", "from what epoch onwards", "starting in which year", "since when";
# "when does A overtake B", "after which epoch does A exceed B", "at what depth do A and B cross"
_ASKED = re.compile(
    r"\bfrom (?:which|what)(?: \w+){1,2} on(?:wards?)?\b"
    r"|\bstarting (?:from|in|at) (?:which|what)\b|\bsince (?:which|what|when)\b"
    r"|\b(?:when|(?:at|after|in|from) (?:which|what)(?: \w+){1,2}) (?:does|did|do)\b.+?"
    r"\b(?:overtakes?|overtook|overtaken|surpass(?:es|ed)?|exceeds?|exceeded|cross(?:es|ed)?"
    r"|rises? above|rose above|falls? below|fell below|drops? below|dropped below)\b",
    re.I,
)
_BELOW = re.compile(rf"\b(?:{SMALLER_WORDS}|below|under|quieter)\b", re.I)


def crossing_asked(question: str) -> bool:
    """Whether the question asks from which point on one curve is past another."""
    return _ASKED.search(question) is not None


def _shared(a: Series, b: Series) -> list[tuple[float | str, float, float]]:
    """(x, a's y, b's y) at each point of ``a`` that ``b`` has too, in order along x."""
    if all(isinstance(x, str) for x, _ in a.points):
        b_at = {x: y for x, y in b.points}
        return [(x, y, b_at[x]) for x, y in a.points if x in b_at]
    out: list[tuple[float | str, float, float]] = []
    for x, y in sorted(((float(px), py) for px, py in a.points if not isinstance(px, str))):
        other = value_at(b, x)
        if other is not None:
            out.append((x, y, other))
    return out


def crossing_fact(
    a: Series, b: Series, question: str, where: str, x_title: str, y_title: str, tag: str
) -> Fact | None:
    """From which shared point on ``a`` stays above ``b`` (below, where the question says
    "lower", "falls below"); None with fewer than two shared points."""
    points = _shared(a, b)
    if len(points) < 2:
        return None
    below = _BELOW.search(question) is not None
    past = [(ya < yb) if below else (ya > yb) for _, ya, yb in points]
    way = "below" if below else "above"
    listed = "; ".join(f"{fmt_x(x)}: {fmt_value(ya)} vs {fmt_value(yb)}" for x, ya, yb in points)
    computation = f"{a.name} vs {b.name} ({y_title}) along {x_title or 'x'}: {listed}"
    if not past[-1]:
        statement = f"In {where}, {a.name} does not end {way} {b.name} ({y_title})"
    elif all(past):
        statement = f"In {where}, {a.name} is {way} {b.name} at every point ({y_title})"
    else:
        k = max(i for i, p in enumerate(past) if not p) + 1
        x, ya, yb = points[k]
        before, yc, yd = points[k - 1]
        statement = (
            f"In {where}, {a.name} is {way} {b.name} from {x_title or 'x'} = {fmt_x(x)} on "
            f"({fmt_value(ya)} vs {fmt_value(yb)}; at {fmt_x(before)}: {fmt_value(yc)} vs "
            f"{fmt_value(yd)}) ({y_title})"
        )
    return Fact("chart", statement, tag, computation=computation, source=where)
