"""The physical dimension a question asks for, and the table column whose unit measures it.

"What is the area of the southern block?" of a Kazakh table headed "Аудан (км²)", "Тығыздық
(бас/км²)": no header shares a word with the question, but only one prints an area's unit, and
only one a count per area (a density). The units are read as any written language prints them
(CLDR's unit spellings: "км²", "кг", "m/s", "ха"), so no language's words are listed here; only
the English words that ask for each dimension are.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from paperlens.answer.cldr import written_languages

# What a question asks, in English: a density (per area) before an area, "how fast" as speed.
_ASKED: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("density", re.compile(r"\bdensit(?:y|ies)\b", re.I)),
    ("area", re.compile(r"\b(?:area|surface)\b|\bhow (?:large|big) an area\b", re.I)),
    # (and the comparatives that rank by one: "the fastest", "the heaviest of the jumpers")
    (
        "speed",
        re.compile(
            r"\b(?:speed|velocity|velocities|how fast|fast(?:er|est)|slow(?:er|est))\b", re.I
        ),
    ),
    (
        "mass",
        re.compile(
            r"\b(?:mass|weight|weigh(?:s|ed)?|how heavy|heav(?:ier|iest)|light(?:er|est))\b", re.I
        ),
    ),
    ("energy", re.compile(r"\benergy\b", re.I)),
    # (a rate of energy: "wave power" in kW/m, a wind farm's installed capacity in MW)
    (
        "power",
        re.compile(
            r"\b(?:power|wattage)\b(?!\s+(?:of the (?:test|study|trial)|analysis|law))"
            r"|\b(?:installed|generating|rated|nameplate) capacit(?:y|ies)\b",
            re.I,
        ),
    ),
    # (a temperature by its noun or its adjectives; rain and snow as the depth they fall to:
    # "rain-fed" and "rainy days" ask neither)
    (
        "temperature",
        re.compile(
            r"\btemperatures?\b|\bhow (?:hot|warm|cold)\b|\b(?:hott|warm|cold)est\b"
            # (a difference of temperatures: "how much warmer", "colder than"; not "in warmer
            # years", a condition)
            r"|\bhow much (?:hott|warm|cold|cool)er\b|\b(?:hott|warm|cold|cool)er than\b",
            re.I,
        ),
    ),
    (
        "precipitation",
        re.compile(
            r"\b(?:rainfall|precipitation|snowfall)\b|\bhow much (?:rain|snow)\b"
            r"|\b(?:rain|snow) (?:fell|fall)\b"
            # ... and the nouns of the amount in the router's languages (not "pluie", "lluvia",
            # "Regen": "la saison des pluies" is a season)
            r"|\b(?:pluviom[ée]trie|pr[ée]cipitations?|precipitaci[oó]n(?:es)?|niederschl[aä]g\w*"
            r"|regenmenge)\b|降水量|降雨量|강수량|강우량",
            re.I,
        ),
    ),
    ("force", re.compile(r"\bforces?\b", re.I)),
    # (a material's strength, which is a stress; not "the strength of the association")
    (
        "pressure",
        re.compile(
            r"\b(?:tensile|compressive|flexural|bending|shear|yield|bond|burst)\s+strength\b"
            r"|\b(?:blood|air|tyre|tire|water|pore|vapou?r|barometric|atmospheric)\s+pressure\b",
            re.I,
        ),
    ),
)
# CLDR's unit categories each dimension's unit belongs to ("area-hectare", "speed-knot").
_CATEGORIES = {
    "area": "area",
    "speed": "speed",
    "mass": "mass",
    "energy": "energy",
    "power": "power",
    "force": "force",
    "pressure": "pressure",
    "duration": "duration",
    "frequency": "frequency",
    "length": "length",
}
_UNIT = re.compile(r"[(\[]([^()\[\]]{1,16})[)\]]\s*$")
# The newton with an SI prefix ("kN", "MN", "кН", the decanewton "daN"): CLDR spells the newton alone, and its
# lower-case reading of "kN" is the knot; the capital N (Н) is the newton's.
_NEWTONS = re.compile(r"(?:da|да|[kKMmкКМм])?[NН]")
# An SI prefix CLDR spells for some units only: "MWh", "GWh" are read from "kWh".
_KILO = re.compile(r"^[kк]")
_LARGER = ("M", "G", "T", "М", "Г", "Т")


def asked_dimension(question: str) -> str | None:
    """The dimension the question asks a value in, or None."""
    return next((name for name, asked in _ASKED if asked.search(question)), None)


def _forms(pattern: object, *, per: bool = True) -> set[str]:
    """A unit pattern's short forms, lower case and without spaces; with ``per`` its "per"
    form too ("/m", "每米")."""
    counts = pattern.get("short") if isinstance(pattern, Mapping) else None
    if not isinstance(counts, Mapping):
        return set()
    return {
        form
        for count, text in counts.items()
        if isinstance(text, str) and "{0}" in text and (per or count != "per")
        if (form := "".join(text.replace("{0}", "").split()).lower())
    }


@functools.cache
def _all_forms() -> dict[str, frozenset[str]]:
    """Every written language's short spellings of each CLDR unit category's units; a spelling
    two categories share belongs to the one more languages spell so ("m" is a metre, though a
    mass somewhere; "ha" a hectare)."""
    from babel import Locale

    votes: dict[str, dict[str, int]] = {}
    for ident in ("en", *written_languages(regional=True)):
        units = Locale.parse(ident)._data.get("unit_patterns", {})
        spelled: dict[str, set[str]] = {}
        for unit, pattern in units.items():
            spelled.setdefault(unit.split("-")[0], set()).update(_forms(pattern))
        for category, forms in spelled.items():
            forms |= {p.lower() + f[1:] for f in forms if _KILO.match(f) for p in _LARGER}
            for f in forms:
                votes.setdefault(f, {})[category] = votes.get(f, {}).get(category, 0) + 1
    found: dict[str, set[str]] = {}
    for form, by in votes.items():
        best = max(by.values())
        winners = [c for c, n in by.items() if n == best]
        if len(winners) == 1:
            found.setdefault(winners[0], set()).add(form)
    return {c: frozenset(forms) for c, forms in found.items()}


# The dot of a product unit as PDFs print it ("МВт·год", a middle dot) and as CLDR spells it
# ("кВт⋅год", the dot operator).
_DOTS = str.maketrans({"·": "⋅", "∙": "⋅", "•": "⋅"})


def _folded(unit: str) -> str:
    return "".join(unit.lower().translate(_DOTS).split())


def _measures(unit: str, category: str) -> bool:
    return _folded(unit) in _all_forms().get(category, frozenset())


def unit_categories(unit: str) -> frozenset[str]:
    """The CLDR categories whose units some written language spells ``unit`` for ("см" a
    length, "км²" an area, "dan" and "даН" a force); empty when none does."""
    if _NEWTONS.fullmatch(unit):
        return frozenset(["force"])
    return frozenset(c for c, forms in _all_forms().items() if _folded(unit) in forms)


def unit_forms(pattern: object) -> set[str]:
    """A CLDR unit pattern's short forms, lower case and without spaces ("kg", "ml")."""
    return _forms(pattern, per=False)


def header_unit(header: str) -> str | None:
    """A header's unit in parentheses at its end, lower case without spaces: "t/ha" of
    "Принос (t/ha)"; None."""
    m = _UNIT.search(header)
    return "".join(m.group(1).split()).lower() if m else None


# A temperature's units as every language prints them: a degree sign, or the kelvin.
_TEMPERATURE = re.compile(r"°|℃|℉|^K$")
# A depth of rain, as it is printed: millimetres, alone or per a period ("mm/day"), or litres
# per square metre (a millimetre of rain). Not centimetres: a column in cm is as often a
# plant's height. ("mm/s" is a speed.)
_DEPTH = re.compile(r"(?:mm|мм|毫米)(?:\s*/\s*(?!(?:s|sec|с)$).+)?|l\s*/\s*m[²2]", re.I)


def header_dimension(header: str) -> str | None:
    """The dimension a header's unit in parentheses measures: "(км²)" an area, "(бас/км²)" or
    "(trees/ha)" a density, "(m/s)" a speed, "(кг)" a mass, "(MWh)" an energy, "(kN)" a
    force."""
    m = _UNIT.search(header)
    if not m:
        return None
    unit = m.group(1).strip()
    if _NEWTONS.fullmatch(unit):
        return "force"
    if _TEMPERATURE.search(unit):
        return "temperature"  # (not by CLDR's votes, which file a bare "m" there too)
    if _DEPTH.fullmatch(unit):
        return "depth"
    if "/" in unit:
        top, _, below = unit.rpartition("/")
        first = top.split()[0] if top.split() else ""
        others = ("area", "mass", "power", "energy")  # (a yield, "t/ha"; sunlight, "W/m²")
        if _measures(below, "area") and not any(_measures(first, c) for c in others):
            return "density"
        if _measures(top, "power"):
            return "power"  # a power per length or area: "(kW/m)" of waves, "(W/m²)" of sun
    return next((name for name, c in _CATEGORIES.items() if _measures(unit, c)), None)


# The tonne and the centner (quintal, decitonne) as harvests are weighed: CLDR files a bare "t"
# under other units in many languages, and spells no centner.
_HARVEST_MASS = frozenset(["t", "т", "tn", "ц", "q", "dt"])


def amount_per_area(header: str) -> bool:
    """Whether a header's unit is a mass or volume per area, as a crop's yield is printed:
    "(t/ha)", "(кг/га)", "(hl/ha)", "(ц/га)"; not a count per area ("(trees/ha)")."""
    unit = header_unit(header)
    if unit is None or "/" not in unit:
        return False
    top, _, below = unit.rpartition("/")
    return _measures(below, "area") and (
        top in _HARVEST_MASS or _measures(top, "mass") or _measures(top, "volume")
    )


# The header dimensions that measure an asked one other than itself: rain falls to a depth.
_MEASURED_AS = {"precipitation": frozenset(["depth"]), "length": frozenset(["depth"])}


def measures(header: str, asked: str) -> bool:
    """Whether a header's unit measures the dimension asked ("(mm/d)" a precipitation)."""
    found = header_dimension(header)
    return found == asked or found in _MEASURED_AS.get(asked, frozenset())


# A number and the unit right after it: "648 mm", "1 104 mm", "16,4 °C", "12 l/m²".
_NUMBER_UNIT = re.compile(r"\d(?:[\d.,\u202f ]*\d)?\s?(°\s?[CF]|[^\W\d_]+(?:/[^\W\d_]+[²2]?)?)")


def states_dimension(text: str, asked: str) -> bool:
    """Whether ``text`` prints a number in a unit that measures the dimension asked ("648 mm"
    a precipitation, "16,4 °C" a temperature), in whatever language its words are."""
    return any(
        measures(f"({m.group(1).replace(' ', '')})", asked) for m in _NUMBER_UNIT.finditer(text)
    )


# Dimensions a quote's printed unit shows it gives, though no table column is chosen by them:
# "how long" is a length or a time, and a header in cm is as often a plant's height as a depth.
_QUOTED: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "duration",
        re.compile(
            r"\b(?P<ask>how long) (?:did|does|do|will|would|had|has|have)\b.*\b(?P<verb>take"
            r"|last|spend|stay|remain|run)\b|\bdurations?\b|\bhow much time\b",
            re.I,
        ),
    ),
    ("frequency", re.compile(r"\bfrequenc(?:y|ies)\b|\bsampl(?:ing|e) rates?\b", re.I)),
    (
        "length",
        re.compile(
            r"\bhow (?:deep|tall|far|wide|thick)\b|\b(?:depths?|distances?|thickness|widths?)\b"
            r"|\b(?:thick|deep|wid|length|short)en(?:s|ed)?\b",  # ("did the layer thicken")
            re.I,
        ),
    ),
)
_QUOTED_NAMES = frozenset(name for name, _ in _QUOTED)
# A row as a quote prints it: "Temp (°C): 5", the unit in its header.
_HEADED_VALUE = re.compile(r"[(\[]([^()\[\]]{1,16})[)\]]\s*:\s*[-−+]?\d")


def quoted_dimension(question: str) -> str | None:
    """The dimension of the value an English question asks for, as a quote shows it by its
    unit: ``asked_dimension``'s, or a duration ("how long did it take"), a frequency ("at what
    sampling rate") or a length ("how deep")."""
    return asked_dimension(question) or next(
        (name for name, asked in _QUOTED if asked.search(question)), None
    )


def dimension_words(question: str, dimension: str) -> str:
    """The words that ask for ``dimension`` (``quoted_dimension``'s) in the question: "sampling
    rate", "how deep", "temperature". A quote that gives a value in the dimension's unit states
    them by that unit ("48 kHz" is a sampling rate)."""
    patterns = dict(_ASKED) | dict(_QUOTED)
    m = patterns[dimension].search(question) if dimension in patterns else None
    if m is None:
        return ""
    # ("how long did a reconciliation take": "how long" and "take", not the thing that took it)
    asked = [g for g in m.groupdict().values() if g]
    return " ".join(asked) if asked else m.group(0)


@functools.cache
def long_unit_forms(category: str) -> frozenset[str]:
    """Every written language's long spellings of a CLDR category's units, lower case
    ("minutes", "Stunden", "kilohertz"): prose writes a duration out."""
    from babel import Locale

    forms: set[str] = set()
    for ident in ("en", *written_languages(regional=True)):
        for unit, pattern in Locale.parse(ident)._data.get("unit_patterns", {}).items():
            long = pattern.get("long") if isinstance(pattern, Mapping) else None
            if unit.split("-")[0] != category or not isinstance(long, Mapping):
                continue
            forms |= {
                form
                for count, text in long.items()
                if count != "per" and isinstance(text, str) and "{0}" in text
                if (form := "".join(text.replace("{0}", "").split()).lower())
            }
    return frozenset(forms)


def gives_dimension(text: str, dimension: str) -> bool:
    """Whether a quote gives a value in a unit of ``dimension`` (``quoted_dimension``'s): a
    number before the unit ("22 minutes", "48 kHz", "8 m"), or a row's value under a header
    that prints it ("Temp (°C): 5")."""
    if dimension in _QUOTED_NAMES:
        long = long_unit_forms(dimension)
        units = [m.group(1) for m in _NUMBER_UNIT.finditer(text)]
        units += [m.group(1) for m in _HEADED_VALUE.finditer(text)]
        return any(
            measures(f"({u.replace(' ', '')})", dimension) or _folded(u) in long for u in units
        )
    return states_dimension(text, dimension) or any(
        measures(f"({m.group(1)})", dimension) for m in _HEADED_VALUE.finditer(text)
    )


def known_unit(unit: str) -> bool:
    """Whether ``unit`` ("mm", "кг", "kN") is a unit some written language prints."""
    folded = _folded(unit)
    return bool(_NEWTONS.fullmatch(unit)) or any(folded in f for f in _all_forms().values())


# The CLDR categories whose units measure an amount of something, never a count of things.
_MEASURING = ("length", "area", "volume", "mass", "temperature", "speed", "energy", "pressure")


def measured_header(header: str, *, shares: bool = True) -> bool:
    """Whether a header's unit in parentheses makes its values measurements, not counts of
    things: "(кг)", "(m³/ha)", "(ton/hari)", "(°C)" in any written language, and with
    ``shares`` a percentage "(%)". A count per area ("(бас/км²)", "(trees/ha)"), a count
    ("(мың бас)", "(n)") and a header with no unit may give a count."""
    m = _UNIT.search(header)
    if not m:
        return False
    unit = m.group(1).strip()
    if unit == "%":
        return shares
    top = unit.split("/")[0].strip()
    return any(_measures(top, c) for c in _MEASURING)


@functools.cache
def _english_unit_words() -> frozenset[str]:
    """The words English spells the measuring units with ("milligrams", "litres", "feet")."""
    from babel import Locale

    words: set[str] = set()
    for unit, pattern in Locale.parse("en")._data.get("unit_patterns", {}).items():
        long = pattern.get("long") if isinstance(pattern, Mapping) else None
        if unit.split("-")[0] not in _MEASURING or not isinstance(long, Mapping):
            continue
        for text in long.values():
            if isinstance(text, str) and "{0}" in text:
                words.update(w.lower() for w in text.replace("{0}", " ").split())
    return frozenset(words)


def unit_word(word: str) -> bool:
    """Whether ``word`` spells a unit of measurement in English ("milligrams", "gallons")."""
    return word.lower() in _english_unit_words()


@functools.cache
def printed_forms(unit: str) -> frozenset[str]:
    """How the written languages print CLDR's ``unit`` ("length-meter") after a number, in its
    short form, lower case and without spaces: "m", "м", "米", "מ׳", "ሜ". A one-letter Latin
    form is left out: it is another unit's symbol in English ("h" an hour, "a" a year)."""
    from babel import Locale

    forms = {
        form.strip("\u200e")
        for ident in ("en", *written_languages(regional=True))
        for form in _forms(Locale.parse(ident)._data.get("unit_patterns", {}).get(unit), per=False)
    }
    return frozenset(f for f in forms if f and not re.fullmatch(r"[a-z]", f))
