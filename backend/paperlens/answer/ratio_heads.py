"""Ratio heads: a column headed "A / B" ("m² / weaver", "Households / tap") gives A per B.

A question asks such a column as "A per B" ("square metres per weaver", "area per weaver"),
though the head prints no "per" and often only the unit of A; and a question that counts B
("how many weavers") does not ask it, though the head names B: A per B counts no B. The slash
of a ratio stands between spaces or between words, not inside a unit's parentheses ("(t/day)",
read by the rate-unit rule) nor between digits ("2022/23", a season).
"""

from __future__ import annotations

import re
from collections.abc import Set

from paperlens.answer.terms import term_set

# "A / B" of a head's own part, with a unit in parentheses after it or none
_RATIO = re.compile(
    r"^\s*([^/()\[\]]*[^\W\d_²³][^/()\[\]]*?)\s*/\s*([^/()\[\]\d][^/()\[\]]*?)\s*(?:[(\[][^()\[\]]*[)\]])?\s*$"
)
# A bare unit as a ratio's numerator, spelled out as a question says it (not its dimension:
# "what area" asks the area, not the area per weaver)
_NUMERATOR_UNITS = {
    "m²": "square metre meter",
    "m2": "square metre meter",
    "km²": "square kilometre kilometer",
    "ha": "hectare",
    "kg": "kilogram",
    "t": "tonne ton",
    "l": "litre liter",
    "m³": "cubic metre meter",
}


def ratio_parts(own: str) -> tuple[str, str] | None:
    """The numerator and denominator of a head's own part that is a ratio, or None."""
    m = _RATIO.match(own)
    if m is None:
        return None
    return m.group(1).strip(), m.group(2).strip()


def ratio_terms(own: str, question_terms: Set[str]) -> set[str]:
    """What a ratio head is asked by besides its words: "per", where the question names its
    denominator, and its numerator's unit spelled out ("m²" is square metres, an area)."""
    parts = ratio_parts(own)
    if parts is None:
        return set()
    numerator, denominator = parts
    found = term_set(_NUMERATOR_UNITS.get(numerator.lower(), ""))
    if term_set(denominator) & question_terms:
        found.add("per")
    return found


def counts_denominator_only(own: str, hits: Set[str]) -> bool:
    """Whether a question that counts ("how many weavers") names this ratio head by its
    denominator alone: A per B, which counts no B."""
    parts = ratio_parts(own)
    if parts is None or "per" in hits:
        return False
    numerator, denominator = parts
    return bool(hits) and not (hits & term_set(numerator)) and hits <= term_set(denominator)
