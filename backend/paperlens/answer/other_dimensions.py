"""Numbers printed in a unit of another dimension than the one asked: no amount of it.

"What tensile strength did upright specimens with 50 % infill reach?" of a sentence that says
the specimens "were conditioned at 23 °C and 50 % relative humidity": the sentence prints a
number beside the question's condition, but in degrees Celsius, a temperature, where a strength
is a pressure ("MPa"). A quote answers an amount only with a number in a unit that may measure
it; a number with no unit, or in a unit no CLDR category places ("N/mm²", "trees/ha"), may.
"""

from __future__ import annotations

import functools
import re

from paperlens.answer.dimensions import asked_dimension, unit_categories, unit_forms

# The CLDR category each asked dimension's units belong to (a density, asked per area or per
# volume, has no one category and is not judged here).
_CATEGORY = {
    "area": "area",
    "speed": "speed",
    "mass": "mass",
    "energy": "energy",
    "force": "force",
    "pressure": "pressure",
}
# A number and the unit printed right after it: "23 °C", "52.3 MPa", "4,8 km/h", "1.2 m²".
_WITH_UNIT = re.compile(
    r"(?<![\w.,])\d+(?:[.,]\d+)*\s?(°\s?[CFK]\b|[^\W\d_][^\W\d_²³⋅·]*(?:/[^\W\d_]+)?[²³]?)"
)


_SHARE = re.compile(r"%|‰|‱|ppm|ppb|pp")
# The dimension must be named by its noun: "how fast did the temperature warm" asks a rate of
# warming (°C per decade), and "dried before they were weighed" a drying temperature; a verb
# or an adverb says how a thing was measured, not that the answer is in that unit.
_NAMED = re.compile(
    r"\b(?:speeds?|velocit(?:y|ies)|mass(?:es)?|weights?|areas?|energy|forces?"
    r"|strength|pressures?)\b",
    re.I,
)


@functools.cache
def _english_categories() -> dict[str, frozenset[str]]:
    """Each English short unit form's CLDR categories: "g" is a gram and "t" a tonne in
    English, whatever other languages file those letters under."""
    from babel import Locale

    found: dict[str, set[str]] = {}
    for unit, pattern in Locale.parse("en")._data.get("unit_patterns", {}).items():
        for form in unit_forms(pattern):
            found.setdefault(form, set()).add(unit.split("-")[0])
    return {f: frozenset(c) for f, c in found.items()}


def _categories(unit: str) -> frozenset[str]:
    """The categories of a unit as printed; a share ("%") is left out: a part of the whole
    may answer any amount ("lost 12 % of its weight")."""
    if _SHARE.fullmatch(unit):
        return frozenset()
    if unit_categories(unit) == {"force"}:
        return frozenset(["force"])  # ("kN" is a knot in lower case)
    folded = "".join(unit.lower().split()).replace("·", "⋅")
    return _english_categories().get(folded) or unit_categories(unit)


def other_dimensions_blanked(text: str, question: str) -> str:
    """``text`` with each number blanked whose unit measures another dimension than the one
    the question asks ("23 °C" where a strength is asked); ``text`` itself when the question
    asks no dimension judged here."""
    category = _CATEGORY.get(asked_dimension(question) or "")
    if category is None or not _NAMED.search(question):
        return text

    def blank(m: re.Match[str]) -> str:
        found = _categories(m.group(1))
        return " " * len(m.group()) if found and category not in found else m.group()

    return _WITH_UNIT.sub(blank, text)
