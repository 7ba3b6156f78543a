"""Open-ended classes: "Age ≥ 80 years", "< 18", "65+", "80 and over", "under 5 km".

A chart's category or a table's row prints an open class with a sign or a word ("≥ 80 years",
"80+", "Under 18"); a question words it its own way ("participants aged 80 or older", "children
younger than 18"). Both read as the same bound: a direction (up or down) and its number. Strict
and non-strict bounds are one class here: no paper prints "> 80" beside "≥ 80".
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import NamedTuple

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


# "above the 50 mg/l threshold", "more than 100", "exceeded 4 µg/kg", "at least 90 %"; not
# "over" or "under", which as often set a span or a condition ("over 12 weeks", "under 3 cm
# of debris")
THRESHOLD = re.compile(
    r"\b(?:(?P<up>above|exceed(?:s|ed|ing)?|(?:more|greater|higher) than)"
    r"|(?P<least>at least)"
    r"|(?P<down>below|(?:less|fewer|lower) than)"
    r"|(?P<most>at most))"
    r"\s+(?:the\s+|a\s+)?(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\w.,])"
    r"(?:\s*(?P<unit>%|°\s?[CFK]|[^\W\d_]{1,5}(?:/[^\W\d_]{1,5})?))?",
    re.I,
)
_SIGNS = {"up": ">", "least": "≥", "down": "<", "most": "≤"}


class Threshold(NamedTuple):
    sign: str  # ">", "≥", "<" or "≤"
    value: Decimal
    word: str  # the word after the number: "mg/l", "%", or one that may be no unit, "nitrate"


def threshold(question: str) -> Threshold | None:
    """The one threshold a question sets on a value ("which wells were above the 50 mg/l
    threshold"); None for none or several."""
    found = list(THRESHOLD.finditer(question))
    if len(found) != 1:
        return None
    m = found[0]
    sign = next(s for group, s in _SIGNS.items() if m[group])
    return Threshold(sign, Decimal(m["n"].replace(",", "")), m["unit"] or "")
