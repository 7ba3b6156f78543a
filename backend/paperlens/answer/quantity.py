"""The quantity a question asks for, and whether a table cell or a chart reading carries it.

A lookup finds the question's entity (a row, a curve, a category) and reads the value there;
the entity alone does not make that value an answer. "How deep was the snow on Birch Lake?"
on a table of ice-on dates has Birch Lake's row but no snow depth, and "What polyphenol content
did Picual oil have?" on a chart of oil yield has Picual's bar but no polyphenols. The question's
measured quantity is read here ("snow" and a depth; "polyphenol"; "age" of "the mean age"; an
area for "how large is <a lake>") so that a value is stated only where its column, row, axis or
caption names it, and otherwise the answer says which quantity the source gives instead.

Only English questions are parsed (the phrasings below are English grammar); a source printed
in a non-Latin script is not judged (its words are matched by the cross-language machinery), and
a Latin-script source in another language carries the quantity when it names any part of it,
by cognates ("potential" is "potencial").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from paperlens.answer.cognates import cognate_hits, spelled_alike
from paperlens.answer.dimensions import printed_forms, unit_word
from paperlens.answer.language import detect_language
from paperlens.answer.terms import ACRONYM, TIME_NOUNS, acronym_spells, term_set
from paperlens.answer.verbs import fused_nouns
from paperlens.scripts import ACCENTED_LATIN

# Words that say how a value is summarised or what kind of number it is, not which quantity.
_GENERIC = frozenset([
    "mean", "average", "median", "total", "overall", "typical", "approximate", "approximately",
    "rough", "roughly", "about", "exact", "reported", "estimated", "measured", "expected",
    "observed", "final", "value", "values", "level", "levels", "content", "amount", "amounts",
    "number", "quantity", "figure", "score", "result", "kind", "type", "sort", "actual",
    "maximum", "minimum", "max", "min", "highest", "lowest", "peak", "resulting",
    "corresponding", "respective", "around", "nearly", "some", "percentage", "percent",
    "share", "proportion", "fraction",
    # where on a series or in time the value is, not what it measures ("the most recent X")
    "most", "least", "recent", "latest", "last", "first", "initial", "earliest", "current",
    "starting", "ending"
])  # fmt: skip
_STOP = frozenset([
    "the", "a", "an", "its", "their", "this", "that", "these", "those", "his", "her", "our",
    "your", "each", "every", "any", "one", "two", "of", "in", "on", "at", "for", "to", "by",
    "with", "from", "as", "into", "per"
])  # fmt: skip
# What ends a noun phrase: a verb, a preposition (except "per": "discrepancies per patient"),
# a conjunction, a relative word.
_END = frozenset([
    "is", "are", "was", "were", "be", "been", "being", "did", "does", "do", "has", "have",
    "had", "can", "could", "would", "will", "should", "may", "might", "in", "on", "at", "for",
    "to", "with", "from", "by", "of", "under", "over", "after", "before", "during", "between",
    "among", "across", "within", "without", "than", "and", "or", "but", "that", "which", "who",
    "whom", "whose", "when", "where", "while", "if", "as", "into", "onto", "about", "around",
    "through", "per"
])  # fmt: skip
# Irregular simple pasts, which end a noun phrase as a verb does ("how much runoff came off
# the plot", "how much snow fell"); not those that are also nouns or adjectives of a measure
# ("left ventricle", "rose", "shot", "cut", "set", "won").
_PAST = frozenset([
    "came", "fell", "went", "grew", "took", "ran", "gave", "got", "made", "kept", "held",
    "stood", "drew", "lost", "spent", "sank", "froze", "flew", "brought", "bought", "caught",
    "ate", "drank", "sold", "told", "became", "began", "broke", "chose", "drove", "rode",
    "shook", "threw", "wrote", "paid", "sent", "built", "led", "met", "fled", "slept",
])  # fmt: skip
_LENGTH_UNITS = frozenset(["mm", "cm", "m", "km", "µm", "um", "nm", "in", "ft", "mi"])
_AREA_UNITS = frozenset(
    ["km²", "km2", "km^2", "ha", "m²", "m2", "m^2", "acre", "acres", "hectare", "hectares"]
)
_TIME_UNITS = frozenset([
    "s", "sec", "min", "h", "hr", "hrs", "d", "day", "days", "yr", "yrs", "year", "years",
    "week", "weeks", "month", "months", "hour", "hours", "minute", "minutes", "seconds"
])  # fmt: skip
_MASS_UNITS = frozenset(["g", "kg", "mg", "t", "µg", "ug"])
_TEMPERATURE_UNITS = frozenset(["°c", "°f", "k", "ºc", "◦c"])

# "how deep", "how old": a dimension the adjective asks, by its words and by the units that
# measure it (a header "Snow (cm)" gives a depth by its unit).
_DIMENSIONS: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
_NOUN: dict[str, str] = {}


def _dimension(adjectives: str, words: str, units: frozenset[str]) -> None:
    for a in adjectives.split():
        _DIMENSIONS[a] = (frozenset(words.split()), units)
        _NOUN[a] = words.split()[0]


_dimension("deep shallow", "depth deep", _LENGTH_UNITS)  # the noun first: it names the quantity
_dimension("long short", "length long duration time period distance", _LENGTH_UNITS | _TIME_UNITS)
_dimension("tall", "height tall altitude elevation", _LENGTH_UNITS)
_dimension("old young", "age old", frozenset(["yr", "yrs", "year", "years"]))
_dimension("thick thin", "thickness thick", _LENGTH_UNITS)
_dimension("wide narrow broad", "width wide breadth", _LENGTH_UNITS)
_dimension("far distant", "distance far", _LENGTH_UNITS)
_dimension("heavy", "weight mass heavy", _MASS_UNITS)
_dimension("hot warm cold cool", "temperature temp", _TEMPERATURE_UNITS)
_dimension("fast quick slow", "speed velocity rate time fast", _TIME_UNITS)
_dimension("steep", "slope steepness gradient grade incline", frozenset(["%", "°"]))
# Adjectives of magnitude: "how high was the accuracy" asks the accuracy; "how large is <a lake>"
# (the subject is the entity) asks its size.
_MAGNITUDE = frozenset(["large", "big", "small", "great", "high", "low"])
_SIZE = (
    frozenset(
        [
            "area",
            "size",
            "surface",
            "volume",
            "extent",
            "capacity",
            "height",
            "altitude",
            "elevation",
        ]
    ),
    _AREA_UNITS,
)

_HOW_ADJECTIVE = re.compile(
    r"\bhow\s+([a-z]+)\s+(?P<verb>is|was|are|were|did|does|do|has|had)\s+(?P<rest>.*)", re.I
)
_HOW_MANY = re.compile(r"\bhow\s+(?:many|much)\s+(?P<rest>.*)", re.I)
_PERFECT = re.compile(r"(?:had|has|have)\s+(?=(?:[\w-]+\s+){1,4}[a-z]{3,}ed\b)", re.I)
# "How much did diastolic blood pressure change", "by how much did the BOD of X fall": what
# changes is the subject of "did", ended by an intransitive verb of change (a transitive one,
# "did the drains reduce CO2 emissions", has its quantity after it, and is left unread).
_CHANGED = re.compile(
    r"(?:did|does|do)\s+(?P<subject>(?:[\w.,-]+\s+){0,8}?)(?:change|increase|decrease|rise"
    r"|fall|drop|decline|grow|shrink|thicken|thin|deepen|widen|narrow)\b",
    re.I,
)
# "What was the mean age of ...", "At what altitude is ...", "What K270 value did ...".
_WHAT_THE = re.compile(
    r"^(?:.*?[,;:]\s*)?(?:\w+\s+)?what\s+(?:is|was|are|were)\s+the\s+(?P<rest>.*)", re.I
)
_WHAT_NOUN = re.compile(
    r"^(?:.*?[,;:]\s*)?(?:[a-z]+\s+){0,2}?what\s+(?P<rest>(?!is\b|was\b|are\b|were\b|did\b"
    r"|does\b|do\b|has\b|had\b|kind\b|type\b)[a-z0-9].*)",
    re.I,
)
# "what year was ...", "what month did ...": the time asked, not a quantity.
_WHEN = re.compile(rf"{TIME_NOUNS}\s+(?:is|was|are|were|did|does|do|has|had|will)\b", re.I)
_WORD = re.compile(r"[^\W_][\w\-]*", re.UNICODE)
# A question that ends on its preposition asks that preposition's object: "what were the
# silkworms fed on", "what is the frame made of", not a quantity of the noun after "what".
_STRANDED = re.compile(r"\b(?:on|of|with|from|by|into|in|at|for|to|about)\s*[?.]?\s*$", re.I)
# The words an ask opens with: a question with two of them asks two things.
_WH = r"(?:how|what|which|when|where|who)"
ASKS = re.compile(rf"\b{_WH}\b", re.I)


@dataclass(frozen=True)
class Slot:
    """One part of the quantity that must be named: any of ``words`` (or a unit of ``units``)."""

    words: frozenset[str]
    units: frozenset[str] = frozenset()
    subject: bool = False  # the grammatical subject: dropped where it names the entity
    # after "of" ("the porosity of mix M2"): whose quantity it is, dropped where it names the
    # entity in the question's language (in another, the entity is all a source can carry)
    whose: bool = False
    # asked in capitals ("UTS"): also carried by the words it abbreviates, "Ultimate tensile
    # strength"
    acronym: bool = False


@dataclass(frozen=True)
class Quantity:
    said: str  # as the question says it: "snow ... depth", "polyphenol content"
    slots: tuple[Slot, ...]
    # "how large is X": a dimension asked only when the subject turns out to be the entity
    fallback: Slot | None = None
    # A source in another language is judged only when some source of the evidence carries
    # the quantity (a "Polifenoles" column beside a chart of "Producción de aceite"): spelling
    # alone cannot prove that "Resa" is not a yield.
    judge_foreign: bool = False
    # "how many female respondents": the noun counted ("respondents"), which a table of counts
    # need not print; the words before it pin the cell and still must be carried.
    counted: str = ""

    def modifiers(self) -> Quantity | None:
        """The quantity less its counted noun and the words after it (the verb that follows,
        "earn less"): what a table of counts must still carry; None when nothing is left."""
        words = [next(iter(s.words)) for s in self.slots]
        if not self.counted or self.counted not in words:
            return None
        kept = self.slots[: words.index(self.counted)]
        if not kept:
            return None
        return replace(self, slots=kept, counted="")

    def required(self, entity: set[str], *, whose: bool = True) -> list[Slot]:
        """The slots a source must carry once the entity's terms are known: a subject that
        names the entity (the row "Crane Lake" for "how large is Crane Lake") asks nothing, nor
        (``whose``) the words after "of" that do ("mix M2" of "the porosity of mix M2")."""
        kept = [
            s
            for s in self.slots
            if not ((s.subject or (whose and s.whose)) and term_set(" ".join(s.words)) <= entity)
        ]
        if self.fallback is not None and not any(s.subject for s in kept):
            kept.append(self.fallback)
        return kept


def _noun_phrase(rest: str) -> list[str]:
    """The words of the noun phrase that opens ``rest``, up to a verb or preposition; "per X"
    stays with it ("discrepancies per patient")."""
    out: list[str] = []
    words = _WORD.findall(rest.lower())
    i = 0
    while i < len(words) and len(out) < 6:
        w = words[i]
        if w in ("per", "of") and out and i + 1 < len(words):
            after = words[i + 1]
            if w == "of" and (after in _STOP or after in _END):
                break  # "the age of the patients": the patients are whose age it is
            out += [w, after]  # "discrepancies per patient", "length of stay"
            i += 2
            if (
                w == "per"
                and after not in _UNIT_POWERS
                and words[i : i + 1] not in ([], ["per"], ["of"])
            ):
                break  # the denominator ends it: "particles per litre left the cell"
            continue
        if w in _END or (out and (w in _PAST or (w.endswith("ed") and len(w) > 4))):
            break  # (a participle after the noun is the verb: "discrepancies remained")
        out.append(w)
        i += 1
    return out


def _content(words: list[str], *, keep: tuple[str, ...] = ("per",)) -> list[str]:
    return [
        w for w in words if w not in _GENERIC and w not in _STOP and not w.isdigit() or w in keep
    ]


def changed_subject(question: str) -> str:
    """What the question asks the change of, as it says it, where that is the subject of the
    change ("diastolic blood pressure" of "how much did diastolic blood pressure change"); ""
    otherwise ("how much lower was X on day 10" reads its quantity after the comparative)."""
    m = _HOW_MANY.search(" ".join(question.split()))
    changed = _CHANGED.match(m.group("rest")) if m else None
    return changed.group("subject").strip() if changed else ""


def asked_quantity(question: str) -> Quantity | None:
    """The quantity an English lookup question asks for; None when it cannot be told (another
    language, a "which" question, a question that names no quantity)."""
    text = " ".join(question.split())
    if detect_language(text) != "English" or len(ASKS.findall(text)) > 1:
        return None  # (two things asked: "how many steps and how long"; each its own source)
    m = _HOW_ADJECTIVE.search(text)
    if m and m.group(1).lower() in (*_DIMENSIONS, *_MAGNITUDE):
        adjective = m.group(1).lower()
        # "how deep was the snow": the snow's depth; "how long did the run take": the
        # subject of a "did" is what acts, not what is measured.
        doing = m.group("verb").lower() in ("did", "does", "do", "has", "had")
        if doing and adjective in ("high", "low"):
            return None  # "how low did the string fall": the level it reached, in its own unit
        subject = [] if doing else _content(_noun_phrase(m.group("rest")))
        subject = [w for w in subject if w not in ("it", "they", "there")]
        slots = [Slot(frozenset(subject), subject=True)] if subject else []
        if adjective in _MAGNITUDE:
            fallback = Slot(*_SIZE)
            return Quantity(f"how {adjective}", tuple(slots), fallback)
        words, units = _DIMENSIONS[adjective]
        said = " ".join([*subject, _NOUN[adjective]])
        return Quantity(said, (*slots, Slot(words, units)))
    m = _HOW_MANY.search(text)
    if m:
        # "how much had plasma volume expanded": the change of what the subject of the
        # perfect names ("plasma volume"), where a participle ends it
        rest = m.group("rest")
        perfect = _PERFECT.match(rest)
        if perfect:
            rest = rest[perfect.end() :]
        changed = _CHANGED.match(rest)
        if changed:
            rest = changed.group("subject")
        phrase = _content(_noun_phrase(rest), keep=("per", "of"))
        found = _of(phrase, _acronyms(text))
        if found is None or not re.match(r"how\s+many\b", m.group(0), re.I):
            return _fused(found, text) if found is not None else None
        return replace(found, counted=_counted_noun([next(iter(s.words)) for s in found.slots]))
    m = _WHAT_THE.search(text) or _WHAT_NOUN.search(text)
    if m and _WHEN.match(m.group("rest")):
        return None  # "In what year was the cell built?": when, which a date answers
    if m and _STRANDED.search(text):
        return None  # "What were the silkworms fed on?": the "what" is what they were fed
    if m:
        return _of(_content(_noun_phrase(m.group("rest")), keep=("per", "of")), _acronyms(text))
    return None


def _fused(found: Quantity, question: str) -> Quantity:
    """ "How much rain fell": the noun and the verb after it also make the one word a header
    prints for them ("Rainfall (mm)", "Snowfall")."""
    head = found.slots[-1]
    if len(head.words) != 1:
        return found
    noun = next(iter(head.words))
    fused = {w for w in fused_nouns(question) if w.startswith(noun) and len(w) > len(noun)}
    if not fused:
        return found
    return replace(found, slots=(*found.slots[:-1], replace(head, words=head.words | fused)))


_IRREGULAR_PLURALS = frozenset(["people", "men", "women", "children", "persons", "data"])


def _counted_noun(words: list[str]) -> str:
    """The noun a "how many" phrase counts: its first plural ("female respondents earn",
    "organic farms"), else its last word."""
    for w in words:
        if w in _IRREGULAR_PLURALS or (len(w) > 3 and w.endswith("s") and not w.endswith("ss")):
            return w
    return words[-1] if words else ""


# "how many sheep": a count of things; not "how many kg" nor "how many percent", nor "how many
# of the calves" (a share may answer that). English only: the units after another language's
# "wie viele", "combien de" ("Kilogramm", "litres") are spelled in words this reader lacks.
_COUNT_ASKED = re.compile(r"\bhow many\s+([^\W\d_]+)", re.I)
# Words after "how many" that ask a measure or a share, not things: "how many of the calves",
# "how many percentage points", "how many square metres", "how many degrees".
_NOT_COUNTED = frozenset(
    ["of", "percent", "percentage", "per", "times", "fold", "square", "cubic", "degrees"]
)


def counts_things(question: str) -> bool:
    """Whether the question asks how many things there are (a count), not a measurement."""
    m = _COUNT_ASKED.search(question)
    if not m:
        return False
    word = m.group(1).lower()
    return (
        word not in _NOT_COUNTED
        and not unit_symbols(word)
        and not unit_word(word)
        and word not in _LENGTH_UNITS | _AREA_UNITS | _TIME_UNITS | _MASS_UNITS
    )


def asks_dimension(question: str) -> bool:
    """Whether an English question asks how deep, tall, heavy, old ... something is: only a
    measured value answers."""
    return dimension_adjective(question) is not None


def dimension_adjective(question: str) -> str | None:
    """The adjective of "how old is ...", "how deep was ...": it asks the quantity and names
    nothing ("Old Forge" is no row of "How old is the Ridgeway starter?")."""
    m = _HOW_ADJECTIVE.search(" ".join(question.split()))
    adjective = m.group(1).lower() if m else None
    return adjective if adjective in (*_DIMENSIONS, *_MAGNITUDE) else None


def asked_units(question: str) -> tuple[frozenset[str], frozenset[str]]:
    """The unit symbols (lower case) and spelled unit words a value of the quantity an English
    question asks is printed with: "how many kilometres" is printed "73,2 km" or "4,8 kilometer",
    "at what temperature" "105 °C", "how large" (a field) "1 000 m²". Symbols and the spelling
    of a unit are shared across languages where the words around them are not. Empty when the
    question asks no measured quantity."""
    quantities = [q for part in asked_parts(question) if (q := asked_quantity(part))]
    slots = [s for q in quantities for s in (*q.slots, *([q.fallback] if q.fallback else []))]
    if _HOW_OFTEN.search(question):
        # "How often did the loggers record?": every so many minutes, hours or days
        slots.append(Slot(frozenset(["interval"]), _TIME_UNITS))
    symbols: set[str] = set()
    words: set[str] = set()
    for slot in slots:
        symbols |= slot.units
        # (a unit's spelled-out name is read across languages too: "5 minutojn", "10 minuti")
        words |= {u for u in slot.units if len(u) > 3 and u.isalpha()}
        for word in slot.words:
            if spelled := unit_symbols(word):
                symbols |= spelled
                words.add(word)
    for symbol in list(symbols):
        if unit := _CLDR_UNITS.get(symbol):
            symbols |= printed_forms(unit)
    # ("in" is a preposition after a number in English and Dutch prose as often as inches)
    return frozenset(symbols - {"in"}), frozenset(words)


_HOW_OFTEN = re.compile(r"\bhow (?:often|frequently)\b", re.I)
# Two asks joined by "and" share the predicate after the second: "At what temperature and for
# how long was the wort fermented?" asks a temperature and a duration of one fermentation.
_TWO_ASKS = re.compile(
    rf"^(?P<first>.*?\b{_WH}\b.*?),?\s+and\s+(?P<second>(?:[a-z]+\s+)?{_WH}\b.*)$", re.I
)
_OF_IT = re.compile(r"^how \w+ (?:is|was|are|were) (?:it|they|that|this|each|these|those)\b", re.I)
_PREDICATE = re.compile(r"\b(?:is|was|are|were|did|does|do|has|had|have)\b.*$", re.I)


def asked_parts(question: str) -> list[str]:
    """A question of two asks as two questions, each with the predicate they share ("At what
    temperature was ...", "for how long was ..."); a question of one ask as itself."""
    text = " ".join(question.split())
    m = _TWO_ASKS.match(text)
    if not m:
        return [text]
    first, second = m.group("first"), m.group("second")
    if _OF_IT.match(second):
        # ("which turbine had the largest loss, and how large was it": the loss; "how long was
        # each" of the picking windows counted first: a duration, but "how long" alone would
        # read metres as well)
        return [first]
    predicate = _PREDICATE.search(second)
    if predicate and not _PREDICATE.search(first):
        first = f"{first} {predicate.group(0)}"
    return [first, second[:1].upper() + second[1:]]


# The CLDR units of the symbols a question's quantity is measured in: a depth asked in English
# is printed "15 м" in a Mongolian paper, "15 米" in a Chinese one, a temperature "24 °ሴ" in an
# Amharic one.
_CLDR_UNITS = {
    "mm": "length-millimeter",
    "cm": "length-centimeter",
    "m": "length-meter",
    "km": "length-kilometer",
    "µm": "length-micrometer",
    "nm": "length-nanometer",
    "km²": "area-square-kilometer",
    "ha": "area-hectare",
    "m²": "area-square-meter",
    "g": "mass-gram",
    "kg": "mass-kilogram",
    "mg": "mass-milligram",
    "t": "mass-tonne",
    "°c": "temperature-celsius",
    "s": "duration-second",
    "min": "duration-minute",
    "h": "duration-hour",
    "d": "duration-day",
    "week": "duration-week",
    "month": "duration-month",
    "year": "duration-year",
}


def printed_in_unit(text: str, symbols: frozenset[str], words: frozenset[str]) -> bool:
    """Whether ``text`` prints a number directly followed by one of the unit ``symbols`` or by a
    spelling of one of the unit ``words`` ("4,8 hektar" for "hectares"); "410 kg per hektar" is
    a number of kilograms, not of hectares."""
    for m in _AFTER_NUMBER.finditer(text):
        printed = re.sub(r"\s", "", m.group(1)).lower()
        if printed in symbols or any(
            printed == w or spelled_alike(w, printed) or cognate_hits({w}, {printed}) for w in words
        ):
            return True
    return False


def _acronyms(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"\b[A-Z]{2,}s?\b", text)}


def _of(phrase: list[str], acronyms: set[str] = frozenset()) -> Quantity | None:  # type: ignore[assignment]
    # The words after "of" may name whose quantity it is ("the porosity of mix M2"): like a
    # subject, a row that prints them asks nothing of them.
    cut = phrase.index("of") if "of" in phrase else len(phrase)
    whose = set(phrase[cut + 1 :])
    phrase = [w for w in phrase if w not in ("per", "of")]
    # An acronym beside other words ("the cumulative incidence of MACE") may be spelled out
    # where the quantity is printed: the other words name it.
    spelled = [w for w in phrase if w not in acronyms]
    phrase = spelled or phrase
    if not phrase:
        return None
    slots = tuple(
        replace(_slot_of(w), acronym=w in acronyms, whose=w in whose and w != phrase[0])
        for w in phrase
    )
    return Quantity(" ".join(phrase), slots)


def _slot_of(word: str) -> Slot:
    """A word of the quantity; a unit word ("minutes per note") is carried by its dimension
    ("annotation time per note") or any unit of it."""
    if word in _TIME_UNITS and len(word) > 2:
        return Slot(frozenset([word, "time", "duration"]), _TIME_UNITS)
    return Slot(frozenset([word]), _MEASURED_IN.get(word, frozenset()))


# Nouns of a dimension, carried by a header that prints its unit ("latency" by "(ms)").
_MEASURED_IN: dict[str, frozenset[str]] = {}
for _nouns, _units in (
    (
        "time duration latency delay runtime period age lifetime interval",
        _TIME_UNITS | {"ms", "µs", "ns"},
    ),
    (
        "length depth height distance width thickness altitude elevation diameter radius"
        " circumference perimeter spacing",
        _LENGTH_UNITS,
    ),
    ("area surface", _AREA_UNITS),
    ("weight mass", _MASS_UNITS),
    ("temperature", _TEMPERATURE_UNITS),
):
    for _noun in _nouns.split():
        _MEASURED_IN[_noun] = frozenset(_units)


_UNIT_TOKEN = re.compile(r"[^\s()\[\],;/·]+")


def _units_printed(text: str, prose: bool = False) -> set[str]:
    """Unit symbols a header or caption prints in parentheses or after a comma ("(kg/ha)",
    "Age, years"); in ``prose`` a comma opens a clause ("installed in 2017"), not a unit."""
    found: set[str] = set()
    for group in re.findall(r"[(\[]([^()\[\]]{1,20})[)\]]", text):
        found |= {t.lower() for t in _UNIT_TOKEN.findall(group)}
    for part in [] if prose else text.split(",")[1:]:
        found |= {t.lower() for t in _UNIT_TOKEN.findall(part)[:2]}
    # ... and after a number, as prose gives one ("35 minutes", "24 cm")
    found |= {u.lower() for u in _AFTER_NUMBER.findall(text)}
    return found


# (a degree sign before a letter of any script: "24 °C", "24 °ሴ", "24 °से")
_AFTER_NUMBER = re.compile(r"\d\s*([^\W\d_]+|°\s*[CF]|°[^\W\d_]{1,6}|%)")


# (Greek, Hebrew, Armenian, Georgian, Indic and Thai words too: three letters, so that a symbol
# in an English title, "σ (MPa)", "μm", is no other script)
_NON_LATIN = re.compile(
    r"[\u0400-\u04ff\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]"
    r"|[\u0370-\u03ff\u1f00-\u1fff\u0530-\u05ff\u10a0-\u10ff\u0900-\u0e7f]{3}"
)
_ENGLISH_CUES = re.compile(
    r"\b(?:the|of|and|with|from|during|between|after|before|was|were|is|are)\b", re.I
)


def foreign_letters(text: str) -> bool:
    """Whether a text has letters English does not use (accents, another script)."""
    return bool(_NON_LATIN.search(text) or ACCENTED_LATIN.search(text))


def judgeable(source_text: str) -> str | None:
    """How a source's words can be judged: "same" (English), "latin" (another Latin-script
    language: any part of the quantity suffices), None (another script: not judged here)."""
    if _NON_LATIN.search(source_text):
        return None
    if ACCENTED_LATIN.search(source_text) or not _ENGLISH_CUES.search(source_text):
        return "latin"  # (no English word around the headers: judged leniently too)
    return "same"


_TOKEN = re.compile(r"[^\W_]+")
_ACRONYM = re.compile(r"[A-Z]{2,}|[A-Za-z]+\d+|\d+[A-Za-z]+")


def symbolic(header: str) -> bool:
    """A header that names its quantity by a symbol or an acronym ("P (d)", "p50 (ms)", "QPS",
    "HR"): what it measures is known only in part (the table reader's symbol words), so any
    part of the quantity it carries will do."""
    own = re.sub(r"[(\[][^()\[\]]*[)\]]", " ", header.split(" · ")[-1])
    tokens = _TOKEN.findall(own)
    if len(tokens) == 1 and len(tokens[0]) <= 4:
        return True
    # (a one-letter symbol with its subscript, "V_pore", "σ_y", names its quantity in part)
    return any(_ACRONYM.fullmatch(t) or (len(t) == 1 and t.isalpha()) for t in tokens)


_MIN_ACRONYM = 3  # letters below which initials match by chance ("SD" of "Sample Data")
_SPELLED_WORD = re.compile(r"[^\W\d_]+")


def _abbreviated(acronym: str, text: str) -> bool:
    """Whether consecutive words of ``text`` begin with the acronym's letters, small linking
    words skipped ("rate of perceived exertion" for RPE)."""
    letters = acronym.removesuffix("s") if len(acronym) > _MIN_ACRONYM else acronym
    if len(letters) < _MIN_ACRONYM or not letters.isalpha():
        return False
    words = [w.lower() for w in _SPELLED_WORD.findall(text)]
    for start, first in enumerate(words):
        if first[0] != letters[0] or first in _STOP:
            continue
        k, i = 1, start + 1
        while k < len(letters) and i < len(words):
            if words[i][0] == letters[k] and words[i] not in _STOP:
                k += 1
            elif words[i] not in _STOP:
                break
            i += 1
        if k == len(letters):
            return True
    return False


def _slot_carried(
    slot: Slot, printed: set[str], units: set[str], foreign: bool, text: str = ""
) -> bool:
    asked = term_set(" ".join(slot.words))
    if asked & printed or not asked:
        return True  # (a word no source is searched by, "use" of "energy use", asks nothing)
    if slot.acronym and any(_abbreviated(w, text) for w in slot.words):
        return True
    # A unit measures the dimension asked unless the words name another one: "(m)" under
    # "Max. depth" is no thickness.
    if slot.units & units and not printed & (_DIMENSION_WORDS - slot.words):
        return True
    if any(_UNIT_NAMES.get(w, frozenset()) & units for w in slot.words):
        return True  # "per hectare" where the header prints "(kg/ha)"
    if cognate_hits(asked, printed):  # "thickness" for "thick", "potencial"
        return True
    if asked & _RATE and _PER_TIME.search(text):
        return True  # a rate is a count per time: "Songs per hour", "(events/day)"
    return foreign and any(spelled_alike(a, p) for a in asked for p in printed)


_RATE = frozenset(["rate", "rates"])
_PER_TIME = re.compile(
    r"\bper\s+(?:second|minute|hour|day|week|month|year|s|min|h|d)\b"
    r"|/\s?(?:s|sec|min|h|hr|d|day|wk|week|mo|month|yr|year)\b",
    re.I,
)
# "per square metre", "per cubic metre": the unit is the word after.
_UNIT_POWERS = frozenset(["square", "cubic"])
# Units a question spells out ("per hectare") for the symbol printed ("kg/ha").
_UNIT_NAMES: dict[str, frozenset[str]] = {
    "litre": frozenset(["l"]),
    "liter": frozenset(["l"]),
    "millilitre": frozenset(["ml"]),
    "milliliter": frozenset(["ml"]),
    "gram": frozenset(["g"]),
    "second": frozenset(["s"]),
    "hectare": frozenset(["ha"]),
    "kilometre": frozenset(["km"]),
    "kilometer": frozenset(["km"]),
    "metre": frozenset(["m"]),
    "meter": frozenset(["m"]),
    "centimetre": frozenset(["cm"]),
    "centimeter": frozenset(["cm"]),
    "kilogram": frozenset(["kg"]),
    "tonne": frozenset(["t"]),
    "tonnes": frozenset(["t"]),
    "hour": frozenset(["h"]),
    "hours": frozenset(["h"]),
    "minute": frozenset(["min"]),
    "minutes": frozenset(["min"]),
    "day": frozenset(["d"]),
    "days": frozenset(["d"]),
    "year": frozenset(["yr", "years"]),
    "years": frozenset(["yr", "years"]),
}


def unit_symbols(word: str) -> frozenset[str]:
    """The symbols a unit spelled out is printed as ("hours" as "h", "hectare" as "ha")."""
    word = word.lower()
    return _UNIT_NAMES.get(word) or _UNIT_NAMES.get(
        word[:-1] if word.endswith("s") else word, frozenset()
    )


_DIMENSION_WORDS = frozenset(
    {w for words, _ in _DIMENSIONS.values() for w in words} | set(_MEASURED_IN) | _SIZE[0]
) - {"time", "period", "rate", "long", "deep", "old", "far", "tall", "wide", "thick", "fast"}


def carried(
    quantity: Quantity,
    source_text: str,
    entity: set[str],
    named: set[str] | None = None,
    lenient: bool = False,
    mode: str | None = None,
    prose: bool = False,
) -> bool | None:
    """Whether ``source_text`` (a column header with its caption and row, a chart's titles)
    names the quantity; ``named``: the terms the table matching reads into a header beyond its
    words (a symbol's quantity, "p50" a median, "HR" a hazard ratio). None when it cannot be
    judged (another script, nothing to require). ``mode``: the source's ``judgeable`` where
    it was read off the whole source (a table's caption, headers and cells)."""
    mode = mode or judgeable(source_text)
    if mode is None or (mode == "latin" and not quantity.judge_foreign):
        return None
    slots = _kind_of_bare(quantity.required(entity, whose=mode != "latin"), source_text)
    if not slots:
        return None
    printed = term_set(source_text) | (named or set())
    # "UTS (MPa)" names the tensile strength: an acronym spells the words the source does not
    # print, all of them ("BP" beside "systolic" is no diastolic blood pressure)
    unprinted = [s.words for s in slots if not s.words & printed]
    for acronym in ACRONYM.findall(source_text):
        spelled = acronym_spells(acronym, quantity.said.split(), spelled_out=source_text)
        if spelled and all(words & spelled for words in unprinted):
            printed |= spelled
    units = _units_printed(source_text, prose)
    found = [_slot_carried(s, printed, units, mode == "latin", source_text) for s in slots]
    return any(found) if mode == "latin" or lenient else all(found)


# A header that is one noun and its unit: "Modulus (GPa)", "Rainfall [mm]".
_BARE_HEADER = re.compile(r"([^\W\d_]{3,})\s*(?:\([^()]{1,20}\)|\[[^\[\]]{1,20}\])?")


def _kind_of_bare(slots: list[Slot], header: str) -> list[Slot]:
    """The slots less the words that only say which kind of the noun a bare header prints:
    "Modulus (GPa)" names no kind of modulus, so it is the "elastic modulus" asked."""
    bare = _BARE_HEADER.fullmatch(header.strip())
    if bare is None:
        return slots
    noun = term_set(bare.group(1))
    at = next(
        (i for i, s in enumerate(slots) if not s.whose and term_set(" ".join(s.words)) & noun),
        None,
    )
    if not at:
        return slots
    return [s for i, s in enumerate(slots) if i >= at or s.subject or s.whose]


def sibling_named(quantity: Quantity, text: str) -> bool:
    """Whether ``text`` names the quantity's head with another word before it: "systolic blood
    pressure" for "diastolic blood pressure", "net income" for "gross income". An English
    quantity's first word tells it from its siblings; the head alone ("rainfall was 600 mm"
    for "annual rainfall") or after a word that only summarises ("the mean rainfall") is no
    sibling."""
    words = [next(iter(s.words)) for s in quantity.slots if len(s.words) == 1]
    if len(words) < 2 or len(words) != len(quantity.slots):
        return False
    head = r"\s+".join(re.escape(w) for w in words[1:])
    for m in re.finditer(rf"\b([^\W\d_][\w-]*)\s+{head}\b", text, re.I):
        before = m.group(1).lower()
        if before != words[0] and before not in _GENERIC and before not in _STOP:
            return True
    return False


def grounded_in(quantity: Quantity | None, sources: list[str]) -> Quantity | None:
    """The quantity, with sources in other languages judged when one of ``sources`` (the
    evidence's table headers and chart titles) carries it."""
    if quantity is None:
        return None
    probe = replace(quantity, judge_foreign=True)
    named = any(carried(probe, t, set(), mode="latin") for t in sources if judgeable(t))
    return probe if named else quantity


# A year, and a span of years ("1995–2004", a season "2022/23").
_YEAR = re.compile(r"(?<![\d.,])((?:19|20)\d\d)(?![\d]|[.,]\d)")
_YEAR_SPAN = re.compile(r"(?<![\d.,])((?:19|20)\d\d)\s*[–—/-]\s*((?:19|20)?\d\d)(?!\d)")


def _years(text: str) -> set[int]:
    found = {int(y) for y in _YEAR.findall(text)}
    for a, b in _YEAR_SPAN.findall(text):
        start, end = int(a), int(b) if len(b) == 4 else int(a[:2] + b)
        if 0 < end - start <= 60:
            found |= set(range(start, end + 1))
    return found


def years_in(text: str) -> set[int]:
    """The years a text fixes: those printed and those inside a printed span ("2015–2023")."""
    return _years(text)


def year_missing(question: str, printed: str, span: tuple[float, float] | None = None) -> str:
    """A year the question fixes ("in 2022") that a source printing other years does not
    cover (its caption says 2023, its columns 2019 and 2021, its x axis ends in 2020): the
    source holds no value for that year, and the nearest is no answer. "" when none."""
    asked = sorted(_years(question))
    held = _years(printed)
    if not asked or not held:
        return ""
    for year in asked:
        if year not in held and not (span and span[0] <= year <= span[1]):
            return str(year)
    return ""


def printed_years(text: str) -> list[str]:
    """The years and spans of years a source prints, as printed ("2023", "1995–2004")."""
    spans = [m.group(0) for m in _YEAR_SPAN.finditer(text)]
    inside = {y for sp in spans for y in _YEAR.findall(sp)}
    return list(dict.fromkeys([*spans, *(y for y in _YEAR.findall(text) if y not in inside)]))
