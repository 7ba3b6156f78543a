"""Open-ended classes: "Age ≥ 80 years", "< 18", "65+", "80 and over", "under 5 km".

A chart's category or a table's row prints an open class with a sign or a word ("≥ 80 years",
"80+", "Under 18"); a question words it its own way ("participants aged 80 or older", "children
younger than 18"). Both read as the same bound: a direction (up or down) and its number. Strict
and non-strict bounds are one class here: no paper prints "> 80" beside "≥ 80".
"""

from __future__ import annotations

import re
import unicodedata
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


# "above the 50 mg/l threshold", "more than 100", "exceeded 4 µg/kg", "at least 90 %", in the
# router's languages ("über 50 mg/l", "dépassaient 50", "superaban los 50", "超过50"). "Over" and
# "under" and their kin set a span or a condition as often ("over 12 weeks", "under 3 cm of
# debris"): they are *loose*, a bound only where the column is in the unit they give.
_BOUND_WORDS = {
    # (not "how much more than 50 mg/l", "three times higher than 4": a difference or a ratio)
    "up": r"above|exceed(?:s|ed|ing)?"
    r"|(?<!much )(?<!many )(?<!far )(?<!times )(?:more|greater|higher|larger|bigger) than"
    r"|oberhalb(?:\s+(?:von|des|der))?|(?:mehr|höher|größer) als|überschr(?:itt|itten|eiten|eitet)|überst(?:ieg|iegen|eigen|eigt)"
    r"|au-dessus\s+(?:de|du|des)|plus de|supérieure?s?\s+à|dépass(?:e|ent|ait|aient|é|ée|és|ant)"
    r"|por encima\s+(?:de|del)|más de|superiore?s?\s+a|super(?:a|an|aba|aban|ó|aron)",
    "least": r"at least|no less than|not less than|mindestens|wenigstens|au moins|al menos"
    r"|como mínimo",
    "down": r"below|(?<!much )(?<!many )(?<!far )(?<!times )(?:less|fewer|lower|smaller) than"
    r"|unterhalb(?:\s+(?:von|des|der))?|(?:weniger|niedriger|kleiner) als|unterschr(?:itt|itten|eiten|eitet)"
    r"|(?:en|au)[- ]dessous\s+(?:de|du|des)|moins de|inférieure?s?\s+à"
    r"|por debajo\s+(?:de|del)|menos de|inferiore?s?\s+a",
    "most": r"at most|no more than|not more than|höchstens|au plus|au maximum|como máximo"
    r"|a lo sumo",
    "loose_up": r"over|über|sobre",
    "loose_down": r"under|unter",
}
# Chinese puts a bound before the number ("超过50"); Chinese, Japanese and Korean after it
# ("50以上", "50 mg/L을 초과한", "50mg/l を超え").
_CJK_BEFORE = {"up": "超过|高于|大于|多于", "least": "至少|不低于|不少于", "down": "低于|小于|少于",
               "most": "至多|不超过|不高于"}  # fmt: skip
_CJK_AFTER = {"least": "以上|이상", "most": "以下|이하", "down": "未満|미만",
              "up": "を?超え|超過|超|[을를]?\\s?(?:초과|넘)"}  # fmt: skip
# a unit's letters are Latin or Greek ("µg/m³"), not the CJK word after it
_LETTER = r"(?:(?![\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])[^\W\d_])"
_UNIT = rf"%|‰|°\s?[CFK]|{_LETTER}{{1,5}}(?:/{_LETTER}{{1,5}})?[²³]?"
_NUMBER_AT = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?"
# A number's scale: "1.0 × 10^19", "3e9", "20M", "7B", "100k", "2.5 million". A letter must
# touch the number ("20M"): "0.5 M" is a molarity, "20 K" a temperature.
_SCALE = (
    r"(?:\s*[×x·*]\s*10\s*\^?\s*\{?(?P<{p}exp>[-−]?\d+)\}?|[eE](?P<{p}e>[-+−]?\d+)"
    r"|(?P<{p}letter>(?-i:[kMBGT]))(?![\w])|\s+(?P<{p}word>thousand|million|billion|trillion)s?\b)"
)
_LETTERS = {"k": 3, "M": 6, "B": 9, "G": 9, "T": 12}
# a factor's sign after the number ("a reduction larger than 400x", "over 2×")
_TIMES = r"(?:\s?[x×](?![\w]))?"
_WORDS = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12}


def _ways(words: dict[str, str], prefix: str) -> str:
    return "|".join(f"(?P<{prefix}{way}>{alternatives})" for way, alternatives in words.items())


_THE = r"(?:the|a|les?|la|los|las|die|der|den|dem|das)\s+"
# "still above", "noch über"; "above the limit of 50", "über dem Grenzwert von 50"
_STILL = r"(?:still|even|only|noch|nur|encore|seulement|aún|todavía|solo)\s+"
_LIMIT = (
    r"(?:(?:legal\s+|guideline\s+)?(?:limit|threshold|guideline|standard|cut-?off"
    r"|(?:grenz|schwellen|richt)wert|seuil|limite|umbral|l[íi]mite|valor\s+l[íi]mite)"
    r"\s+(?:of|von|de|del|du)\s+)"
)
THRESHOLD = re.compile(
    rf"(?:\b(?:{_ways(_BOUND_WORDS, '')})\s+(?:{_STILL})?(?:{_THE})?(?:{_LIMIT}(?:{_THE})?)?"
    rf"|(?:{_ways(_CJK_BEFORE, 'zh_')})\s*)"
    rf"(?:(?:19|20)\d\d\s+)?(?P<n>{_NUMBER_AT})(?:{_SCALE.replace('{p}', '')})?{_TIMES}(?![\w.,])"
    rf"(?:\s*(?P<unit>{_UNIT}))?"
    rf"|(?P<n2>{_NUMBER_AT})(?:{_SCALE.replace('{p}', 'after_')})?(?:\s*(?P<unit2>{_UNIT}))?"
    rf"\s*(?:{_ways(_CJK_AFTER, 'after_')})",
    re.I,
)
_SCALED = re.compile(rf"(?:{_NUMBER_AT}){_SCALE.replace('{p}', '')}", re.I)
_SIGNS = {"up": ">", "least": "≥", "down": "<", "most": "≤"}


class Threshold(NamedTuple):
    sign: str  # ">", "≥", "<" or "≤"
    value: Decimal
    word: str  # the word after the number: "mg/l", "%", or one that may be no unit, "nitrate"
    loose: bool = False  # "over", "under": a bound only in the column's own unit
    printed: str = ""  # the number as the question prints it, where it is scaled ("20M")


def _number(text: str) -> Decimal:
    """ "1,000" and "2.5" as an English question prints them, "2,5" as others do."""
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", text):
        return Decimal(text.replace(",", ""))
    return Decimal(text.replace(",", "."))


def _sign(m: re.Match[str]) -> tuple[str, bool]:
    """The bound's sign, and whether its word is a loose one ("over")."""
    groups = {name for name, text in m.groupdict().items() if text}
    for way, sign in _SIGNS.items():
        if {way, f"zh_{way}", f"after_{way}"} & groups:
            return sign, False
    return (">" if "loose_up" in groups else "<"), True


def threshold(question: str) -> Threshold | None:
    """The one threshold a question sets on a value ("which wells were above the 50 mg/l
    threshold"); None for none or several."""
    found = list(THRESHOLD.finditer(question))
    if len(found) != 1:
        return None
    m = found[0]
    sign, loose = _sign(m)
    value = _number(m["n"] or m["n2"])
    power = _power(m)
    printed = ""
    if power is not None:
        value = value.scaleb(power)
        start = m.start("n") if m["n"] else m.start("n2")
        printed = _SCALED.match(question, start).group(0)  # type: ignore[union-attr]
    return Threshold(sign, value, m["unit"] or m["unit2"] or "", loose, printed)


def bound_numbers(question: str) -> list[str]:
    """The numbers of the bounds ``question`` sets, with their scales as printed ("50",
    "1.0 × 10^19", "20M"): a bound's digits name no column, row or curve."""
    out = []
    for m in THRESHOLD.finditer(question):
        start = m.start("n") if m["n"] else m.start("n2")
        scaled = _SCALED.match(question, start)
        out.append(scaled.group(0) if scaled else (m["n"] or m["n2"]))
    return out


def _power(m: re.Match[str]) -> int | None:
    """The power of ten a bound's number is scaled by ("× 10^19", "e9", "M", "million")."""
    for prefix in ("", "after_"):
        if exponent := m[f"{prefix}exp"] or m[f"{prefix}e"]:
            return int(exponent.replace("−", "-"))
        if letter := m[f"{prefix}letter"]:
            return _LETTERS[letter]
        if word := m[f"{prefix}word"]:
            return _WORDS[word.lower()]
    return None


# A cell's own scale ("38.6M", "1.2 B", "100k"), and a header's ("Params (M)", "params ×10^6",
# "Population (millions)", "Cost (in thousands)")
_CELL_SCALE = re.compile(r"\d\s?(?-i:([kMBGT]))\s*$")
_HEADER_SCALE = re.compile(
    r"[×x·]\s*10\s*\^?\s*\{?([-−]?\d+)\}?|\(\s*(?:in\s+)?(?:(?-i:([kMBGT]))|(thousand|million"
    r"|billion|trillion)s?)\s*\)",
    re.I,
)


def scale(cell: str, header: str) -> Decimal:
    """The factor a cell's number is to be multiplied by to compare with a scaled bound: the
    cell's own letter ("38.6M") or else its header's ("Params (M)", "params ×10^6")."""
    if m := _CELL_SCALE.search(cell.strip()):
        return Decimal(1).scaleb(_LETTERS[m.group(1)])
    if m := _HEADER_SCALE.search(unicodedata.normalize("NFKC", header)):
        exponent, letter, word = m.groups()
        if exponent:
            power = int(exponent.replace("−", "-"))
        else:
            power = _LETTERS[letter] if letter else _WORDS[word.lower()]
        return Decimal(1).scaleb(power)
    return Decimal(1)
