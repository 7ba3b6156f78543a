"""A content or a concentration asked ("the oil content of the seeds", "teor de óleo", "the
nitrate concentration"), and the headers whose unit can hold one.

A content is a share of a whole or an amount per mass or volume: "(%)", "(‰)", "(ppm)",
"(mg/kg)", "(g/100 g)", "(µg/m³)", "(particles/L)", "(°Bx)". A header in centimetres, in
quintals per hectare or in decanewtons measures a length, a yield per area or a force: a table
row whose every header prints such a unit holds no content of anything, whatever row the
question names ("Qual foi o teor de óleo das sementes da cultivar Bagach?" of a flax table of
stem height (см), seed and fibre yield (ц/га) and breaking load (даН)). A unit this reader
cannot place (no CLDR category, no slash) may be a content's, and so may a bare mass ("(g)").
"""

from __future__ import annotations

import functools
import re

from paperlens.answer.dimensions import header_unit, unit_categories

# "Content" and "concentration" as the question languages ask them (the head noun, which an
# amount of a substance is asked with); "contain" is left out: "how much carbon did the stands
# contain" is as often a stock per hectare.
_CONTENT = re.compile(
    r"\b(?:contents?|concentrations?|teor(?:es)?|conte[úu]dos?|contenidos?|concentraci[óo]n"
    r"|teneurs?|gehalte?s?|contenuto|zawarto[śs][ćc]|содержани[еяю]|вміст\w*|obsah\w*)\b"
    r"|[^\W\d_]+gehalt\b|含量|含有量|함량|농도|濃度|浓度",
    re.I,
)
# Units a content is given in whatever category CLDR files them under, or none.
_SHARES = re.compile(r"%|‰|‱|ppm|ppb|ppt|brix|°\s?bx|\bvol\b", re.I)
# CLDR categories whose units measure a content (a mass or volume may be a portion's).
_HOLDING = frozenset(["mass", "volume", "concentr"])


def asks_content(question: str) -> bool:
    """Whether the question asks a content or a concentration of something."""
    return bool(_CONTENT.search(question))


@functools.cache
def _english_holding() -> frozenset[str]:
    """The English short forms of the mass, volume and concentration units ("g", "t", "ml",
    "ppm"): a one-letter symbol other languages file elsewhere is still a gram or a tonne."""
    from babel import Locale

    from paperlens.answer.dimensions import unit_forms

    units = Locale.parse("en")._data.get("unit_patterns", {})
    return frozenset(
        f for unit, p in units.items() if unit.split("-")[0] in _HOLDING for f in unit_forms(p)
    )


def _holds_content(unit: str) -> bool:
    """Whether a value in ``unit`` (lower case, no spaces) may be a content: a share, a unit
    per mass or volume, a mass or volume itself, or a unit no category places."""
    if _SHARES.search(unit):
        return True
    if "/" in unit:
        below = re.sub(r"^[\d.,]+", "", unit.rpartition("/")[2])
        if not below or below in _english_holding():
            return True
        return not unit_categories(below) or bool(unit_categories(below) & _HOLDING)
    if unit in _english_holding():
        return True
    found = unit_categories(unit)
    return not found or bool(found & _HOLDING)


def no_content_header(headers: list[str]) -> bool:
    """Whether every header prints a unit and none can hold a content."""
    units = [header_unit(h) for h in headers]
    return bool(units) and all(u is not None and not _holds_content(u) for u in units)
