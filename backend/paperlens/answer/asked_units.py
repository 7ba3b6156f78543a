"""The unit a question asks its value in, and whether a table or chart measures in it.

"What bitterness in IBU did the Agnus beer have?" of a table of hop varieties whose headers
print "(% hm.)" and "(ml/100 g)"; "항복강도는 몇 MPa입니까?" (how many MPa is the yield
strength) of a chart of conductivity in "% IACS": the row or the curve is the entity asked, but
its values are another quantity's. A unit the question names without a number ("in IBU",
"(MPa)", "how many kg") is the answer's own; one after a number ("at 75 °C") is a condition and
is judged elsewhere. Only what the source prints decides, in whatever language it prints the
unit (CLDR's spellings, through ``measures.unit_printed``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from paperlens.answer.base import Fact
from paperlens.answer.dimensions import asked_dimension, known_unit, measures
from paperlens.answer.measures import is_unit_symbol, unit_printed

# Where a unit symbol names the unit of the answer: "in MPa" ("en" in Spanish and French),
# "how many kg", "몇 MPa" (Korean "how many"), "(IBU)". Elsewhere a symbol may be a word ("bar"
# of a bar chart, "ML"), and after a number it is a condition ("at 75 °C").
# (a Latin symbol ends at the first other letter: "몇 MPa입니까")
_IN = re.compile(
    r"\b(?:in|en)\s+(°?[^\W\d_]{1,6})(?![A-Za-z0-9-])|[(（]\s*(°?[^\W\d_]{1,6})\s*[)）/]"
)
_HOW_MANY = re.compile(r"(?:\bhow\s+many|몇)\s+(°?[A-Za-z]{1,6})(?![A-Za-z0-9-])", re.I)
# "IBU", "TEU", "°Brix": a symbol no CLDR unit has, capitalised, after "in" or in parentheses;
# a unit where the paper uses it as one (else it is a condition: "stored in ULO").
_CAPITALS = re.compile(r"°?[A-Z][A-Za-z]{1,5}")
# A CLDR symbol spelled as a lower-case word of four letters or more ("days", "hours") is a
# plain noun as often as a unit, and a source counts days without printing the word.
_WORDLIKE = re.compile(r"[a-z]{4,}")
_NUMBER_BEFORE = re.compile(r"\d[\d.,]*\s?$")
# A header's unit, in parentheses at its end: "Rādiuss (m)".
_UNIT = re.compile(r"[(\[][^()\[\]]{1,16}[)\]]\s*$")
# The unit a caption gives every value in: "(mm, divos gados)", "(kg)"; not a panel's "(a)".
_CAPTION_UNIT = re.compile(r"[(\[]\s*([^\W\d_][^()\[\],;\s]{1,7})\s*[,;)\]]")
# A price or a cost asked in the router's languages and their neighbours.
_PRICE = re.compile(
    r"\b(?:prices?|costs?|prix|co[ûu]ts?|preise?n?|kosten|precios?|costos?|costes?|prezz[oi]"
    r"|pre[çc]os?|custos?|prijs|prijzen|kostte|cen[ay]|koszt\w*"
    # ... and money earned ("how much do the sellers earn"; not "income", which names groups
    # as often: "the third income quintile")
    r"|earn(?:s|ed|ings)?|wages?|salar(?:y|ies)|revenues?|profits?)\b",
    re.I,
)
# "How loud": a sound level, in decibels, which CLDR lists no unit for; every script prints the
# decibel "dB" but the Cyrillic ones ("дБ").
_LOUDNESS = re.compile(r"\bhow loud\b|\bloud(?:ness|er|est)\b|\b(?:sound|noise) levels?\b", re.I)
_DECIBEL = re.compile(r"(?<![^\W\d_])(?:dB|дБ)")
# Degree signs as PDFs print them: the ring operator and the masculine ordinal.
_DEGREE = str.maketrans({"◦": "°", "º": "°", "℃": "°C"})


def asked_unit(question: str, printed: str = "", headers: Sequence[str] = ()) -> str | None:
    """The unit symbol the question asks its value in, as written ("MPa", "IBU"); None. A
    symbol no CLDR unit has counts where the paper uses it as a unit: ``printed`` (its words)
    gives a number in it ("31,5 IBU") or one of ``headers`` (table columns, chart axes) has it
    for its unit ("Hořkost (IBU)")."""

    def symbol(word: str) -> bool:
        return is_unit_symbol(word) and word != "in" and not _WORDLIKE.fullmatch(word)

    def used(word: str) -> bool:
        after = re.compile(rf"\d[\s\u00a0\u202f]?{re.escape(word)}(?![^\W\d_])")
        return bool(after.search(printed)) or any(
            re.search(rf"[(\[]\s*{re.escape(word)}\s*[)\]]\s*$", h) for h in headers
        )

    found = [(m, m.group(1) or m.group(2), True) for m in _IN.finditer(question)]
    found += [(m, m.group(1), False) for m in _HOW_MANY.finditer(question)]
    for m, word, named in sorted(found, key=lambda f: f[0].start()):
        if _NUMBER_BEFORE.search(question[: m.start()]):
            continue
        if symbol(word) or (
            named and _CAPITALS.fullmatch(word) and not word[1:].islower() and used(word)
        ):
            return word
    return None


def asks_price(question: str) -> bool:
    """Whether the question asks a price or a cost ("what did it cost", "le prix de vente"):
    an amount, which a sentence without a number does not give."""
    return bool(_PRICE.search(question))


def unit_given(unit: str, printed: str) -> bool:
    """Whether ``printed`` (a table's or a chart's words) prints ``unit`` in some language."""
    text = printed.translate(_DEGREE)
    if is_unit_symbol(unit) and unit_printed(unit, text):
        return True
    return bool(re.search(rf"(?<![^\W\d_]){re.escape(unit)}(?![^\W\d_])", text, re.I))


def in_asked_unit(
    question: str,
    facts: list[Fact],
    printed: Mapping[str, str],
    used: tuple[str, Sequence[str]],
) -> list[Fact]:
    """``facts`` when their sources print the unit the question asks in (or it asks none);
    otherwise a near miss for each source that answers: its values are another quantity's.
    ``printed`` holds each source's words by its tag; ``used`` is the prose and the headers
    (table columns, chart axes) that tell a unit from a condition (``asked_unit``)."""
    unit = asked_unit(question, *used)
    # ("how loud": a sound level, in decibels, though the question names no unit)
    loud = unit is None and bool(_LOUDNESS.search(question))
    unit = "dB" if loud else unit
    answering = [f for f in facts if f.answers]
    if unit is None or not answering:
        return facts

    def given(text: str) -> bool:
        return bool(_DECIBEL.search(text)) if loud else unit_given(unit, text)

    if any(given(printed.get(f.tag, "")) for f in answering):
        return facts
    return [
        Fact(
            "near_miss",
            f"{f.source or 'The source'} gives no value in {unit}",
            f.tag,
            source=f.source,
            weight=-1.0,
        )
        for f in dict((f.tag, f) for f in answering).values()
    ]


# Dimensions no count of things measures.
NEVER_COUNTED = frozenset(["temperature", "precipitation"])
_SAID = {"precipitation": "precipitation amount"}


def dimension_lacking(
    question: str, headers: Sequence[str], caption: str = "", counts: Sequence[bool] = ()
) -> str:
    """The dimension the question asks ("how loud", "what take-off force") that none of
    ``headers`` measures, where every one prints its unit ("(mm)", "(kg)", "(Mt gadā)") or the
    caption prints the one unit of them all ("wear in four curves (mm, over two years)"): a
    row of those values holds another quantity. "" when each header may measure it, or one
    prints no unit (the reader cannot tell what it holds). A sound level is the exception: it
    is printed in decibels wherever it is printed, so a row none of whose headers (nor its
    caption) prints "dB" holds none, units or not ("Pasahero", "Biyahe", "Kita (₱)").
    A header with no unit whose column holds only whole numbers (``counts``, by header) counts
    things ("Kaimahi": 12, 9, 15 workers): it measures no rainfall or temperature (though it
    may be a density whose unit is spelled out: "Feixos per m²")."""
    if not headers:
        return ""
    if _LOUDNESS.search(question):
        return "" if any(_DECIBEL.search(h) for h in [*headers, caption]) else "sound level"
    asked = asked_dimension(question)
    if not all(_UNIT.search(h) for h in headers):
        shared = _CAPTION_UNIT.search(caption)
        if shared is not None and known_unit(shared.group(1)):
            headers = [f"{h} ({shared.group(1)})" for h in headers]
        elif asked in NEVER_COUNTED:
            counted = [*counts, *[False] * len(headers)][: len(headers)]
            headers = [
                h for h, c in zip(headers, counted, strict=True) if not (c and not _UNIT.search(h))
            ]
            if not headers or not all(_UNIT.search(h) for h in headers):
                return ""
        else:
            return ""
    # ("weight loss", "weighted": a question's weight is as often a share as a mass)
    if asked in (None, "mass") or any(measures(h, asked) for h in headers):
        return ""
    return _SAID.get(asked, asked)
