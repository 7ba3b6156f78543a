"""Column heads printed as symbols, read as the quantities they stand for.

Science tables head their columns with the conventional symbol of a quantity ("P (d)",
"i (deg)", "σ_y (MPa)", "∆σ_y", "Zn") where a question spells the quantity out ("orbital
period", "inclination", "yield strength", "change in ...", "zinc"). These are notation
conventions shared across fields, not any paper's names; a head is read as a symbol only when
it is nothing else (a lone letter, a letter with a subscript, a chemical element's two-letter
symbol), so "P value" or "Top-1" is never taken for one.
"""

from __future__ import annotations

import re
from collections.abc import Set

# Case matters: T is a temperature, t a time.
_LETTERS: dict[str, str] = {
    "T": "temperature",
    "t": "time duration",
    "P": "period pressure",
    "p": "pressure",
    "i": "inclination",
    "e": "eccentricity",
    "E": "energy modulus",
    "M": "mass",
    "m": "mass",
    "R": "radius resistance",
    "r": "radius",
    "L": "luminosity length",
    "d": "distance diameter",
    "D": "diameter distance",
    "h": "height",
    "v": "velocity speed",
    "z": "redshift",
    "f": "frequency",
    "σ": "stress strength",
    "ε": "strain",
    "ρ": "density",
    "λ": "wavelength",
    "ν": "frequency",
    "τ": "lifetime",
    "η": "efficiency",
    "θ": "angle",
    "α": "angle",
    "ω": "frequency",
}
# Subscripts that name the kind of the quantity: σ_y is the yield strength.
_SUBSCRIPTS: dict[str, str] = {
    "y": "yield",
    "ys": "yield",
    "u": "ultimate tensile",
    "uts": "ultimate tensile",
    "max": "maximum",
    "min": "minimum",
    "eff": "effective",
}
_ELEMENTS: dict[str, str] = {
    "He": "helium",
    "Li": "lithium",
    "Be": "beryllium",
    "Ne": "neon",
    "Na": "sodium",
    "Mg": "magnesium",
    "Al": "aluminium aluminum",
    "Si": "silicon",
    "Cl": "chlorine",
    "Ar": "argon",
    "Ca": "calcium",
    "Ti": "titanium",
    "Cr": "chromium",
    "Mn": "manganese",
    "Fe": "iron",
    "Co": "cobalt",
    "Ni": "nickel",
    "Cu": "copper",
    "Zn": "zinc",
    "Ga": "gallium",
    "Ge": "germanium",
    "As": "arsenic",
    "Se": "selenium",
    "Br": "bromine",
    "Sr": "strontium",
    "Zr": "zirconium",
    "Nb": "niobium",
    "Mo": "molybdenum",
    "Ag": "silver",
    "Cd": "cadmium",
    "Sn": "tin",
    "Sb": "antimony",
    "Ba": "barium",
    "La": "lanthanum",
    "Ce": "cerium",
    "Nd": "neodymium",
    "Pt": "platinum",
    "Au": "gold",
    "Hg": "mercury",
    "Pb": "lead",
    "Bi": "bismuth",
}
_UNIT = re.compile(r"\s*[(\[][^()\[\]]*[)\]]\s*$")
_SYMBOL = re.compile(
    r"(?P<delta>[∆Δδ])?\s*(?P<letter>[A-Za-zα-ωΑ-Ω])(?:_?\{?(?P<sub>[A-Za-z0-9]{1,3})\}?)?"
)


# Percentiles of a latency or a distribution: "p50" is the median, "p99" the tail.
_PERCENTILE = re.compile(r"[pP](\d{2}(?:\.\d+)?)")
# Effect measures that trials print before each estimate ("HR 0.72 (0.60 to 0.86)").
_EFFECTS: dict[str, str] = {
    "HR": "hazard ratio",
    "OR": "odds ratio",
    "RR": "relative risk ratio",
    "IRR": "incidence rate ratio",
    "MD": "mean difference",
    "SMD": "standardized mean difference",
}
_LEADING_WORD = re.compile(r"\s*([A-Za-z]{2,4})\s+[-−–]?\d")
# What a question asks a percentage as, besides by name
_SHARE_WORDS = "share proportion fraction rate"
# Units as a question spells them out ("in hectares") for the symbol a header prints ("(ha)").
_UNIT_NAMES: dict[str, str] = {
    "ha": "hectare",
    "km": "kilometre kilometer",
    "m": "metre meter",
    "cm": "centimetre centimeter",
    "mm": "millimetre millimeter",
    "kg": "kilogram",
    "g": "gram",
    "mg": "milligram",
    "h": "hour",
    "min": "minute",
    "s": "second",
    "ms": "millisecond",
    "d": "day",
    "yr": "year",
    "°C": "degree celsius",
    "K": "kelvin",
    "W": "watt",
    "kW": "kilowatt",
    "MW": "megawatt",
    "V": "volt",
    "Pa": "pascal",
    "MPa": "megapascal",
    "GPa": "gigapascal",
    "GB": "gigabyte",
    "MB": "megabyte",
    "Hz": "hertz",
    "deg": "degree",
    "mag": "magnitude",
    # a percentage is what a question asks as a share, a proportion or a rate ("what share of
    # the sailings was cancelled" is "Cancelled (%)", not the count "Sailings cancelled")
    "%": "percent percentage " + _SHARE_WORDS,
}


# A change asked in percent ("by what percentage did the flux change", "the percent increase")
# names no column printed in percent: it is computed from the quantity's own columns.
_CHANGE_TERMS = frozenset(
    {"change", "changed", "increase", "increased", "decrease", "decreased", "rise", "rose"}
    | {"risen", "fall", "fell", "fallen", "drop", "dropped", "decline", "declined"}
    | {"reduction", "reduced", "grow", "grew", "grown", "growth"}
)
# ("by how many percentage points did the cover rise" is a difference of two percent cells)
_POINTS = frozenset({"point", "points", "pp"})


def _printed_unit(header: str) -> str:
    m = re.search(r"[(\[]\s*\^?([^()\[\]]{1,6}?)\s*[)\]]\s*$", header.split(" · ")[-1])
    return m.group(1).replace("◦", "°") if m else ""


def unit_words(header: str) -> str:
    """The unit a header prints last in parentheses, spelled out: "Surface (ha)" gives
    "hectare"."""
    return _UNIT_NAMES.get(_printed_unit(header), "")


def asked_unit_words(header: str, cells: list[str], question_terms: Set[str]) -> str:
    """The unit words of a header that a question's words can name it by. A percent is a share
    asked ("what share of the sailings was cancelled" is "Cancelled (%)"), except in a column of
    signed cells ("+8,5"), a change in percent ("Muutos (%)"), not a share of anything; and
    "percentage" in a change asked in percent ("by what percentage did the flux change") is no
    column's name, unless asked in percentage points."""
    if _printed_unit(header) != "%":
        return unit_words(header)
    if any(c.strip().startswith("+") for c in cells):
        return ""
    if question_terms & _CHANGE_TERMS and not question_terms & _POINTS:
        return _SHARE_WORDS
    return unit_words(header)


def effect_words(cells: list[str]) -> str:
    """What a column of estimates measures when each cell says it ("HR 0.85 (0.66 to 1.09)"):
    the effect measure most of its filled cells begin with."""
    filled = [c for c in cells if c.strip()]
    leads = [m.group(1) for c in filled if (m := _LEADING_WORD.match(c))]
    found = {w for w in leads if w in _EFFECTS and leads.count(w) * 2 >= len(filled)}
    return " ".join(_EFFECTS[w] for w in sorted(found))


def symbol_words(header: str) -> str:
    """The quantity words a symbol head stands for ("" when the head is no symbol):
    "σ_y (MPa)" gives "yield stress strength", "∆σ_y vs. T6 (%)" "change difference yield
    stress strength", "Zn" "zinc"."""
    own = _UNIT.sub("", header.split(" · ")[-1]).strip()
    if own in _ELEMENTS:
        return _ELEMENTS[own]
    if pct := _PERCENTILE.fullmatch(own):
        return "median" if pct.group(1) == "50" else "percentile tail"
    first, _, rest = own.partition(" ")
    m = _SYMBOL.fullmatch(first)
    if m is None or (rest and not m["delta"]):
        return ""  # "P value" is a p-value; only a change ("∆σ_y vs. T6") says more
    words = _LETTERS.get(m["letter"], "")
    if not words:
        return ""
    sub = (m["sub"] or "").lower()
    words = f"{_SUBSCRIPTS.get(sub, '')} {words}".strip()
    if m["delta"]:
        words = f"change difference {words}"
    return words
