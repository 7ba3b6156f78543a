"""Open-ended classes: "Age ≥ 80 years", "< 18", "65+", "80 and over", "under 5 km".

A chart's category or a table's row prints an open class with a sign or a word ("≥ 80 years",
"80+", "Under 18"); a question words it its own way ("participants aged 80 or older", "children
younger than 18"). Both read as the same bound: a direction (up or down) and its number. Strict
and non-strict bounds are one class here: no paper prints "> 80" beside "≥ 80".
"""

from __future__ import annotations

import re

_NUMBER = r"(\d+(?:[.,]\d+)?)"
_UP = "older|over|above|more|greater|higher|later|longer|larger|bigger"
_DOWN = "younger|under|below|less|fewer|lower|earlier|shorter|smaller"
# "80 or older", "80 years and over", "65+"; a word may stand between the number and the bound
_UP_AFTER = re.compile(
    rf"{_NUMBER}\s*(?:[^\W\d_]+\s+)?(?:or|and)\s+(?:{_UP})\b|{_NUMBER}\s*\+(?![\d(])", re.I
)
_DOWN_AFTER = re.compile(rf"{_NUMBER}\s*(?:[^\W\d_]+\s+)?(?:or|and)\s+(?:{_DOWN})\b", re.I)
# "≥ 80", "over 80", "more than 50 ha", "at least 3"
_UP_BEFORE = re.compile(
    rf"(?:[≥>]=?|\b(?:over|above|(?:{_UP})\s+than|at\s+least|exceeding)\s+)\s*{_NUMBER}", re.I
)
_DOWN_BEFORE = re.compile(
    rf"(?:[≤<]=?|\b(?:under|below|(?:{_DOWN})\s+than|at\s+most|up\s+to)\s+)\s*{_NUMBER}", re.I
)


def _value(text: str) -> float:
    return float(text.replace(",", "."))


def open_bounds(text: str) -> set[tuple[str, float]]:
    """Each open bound ``text`` states, as ("up" | "down", number)."""
    found = set()
    for pattern, way in (
        (_UP_AFTER, "up"),
        (_UP_BEFORE, "up"),
        (_DOWN_AFTER, "down"),
        (_DOWN_BEFORE, "down"),
    ):
        for m in pattern.finditer(text):
            number = next(g for g in m.groups() if g is not None)
            found.add((way, _value(number)))
    return found


def open_class_named(names: list[str], question: str) -> str | None:
    """The one name among ``names`` that prints an open class the question asks for ("Age ≥ 80
    years" for "aged 80 or older"); None when none or several do."""
    asked = open_bounds(question)
    if not asked:
        return None
    hits = [n for n in names if (bounds := open_bounds(n)) and len(bounds) == 1 and bounds <= asked]
    return hits[0] if len(hits) == 1 else None
