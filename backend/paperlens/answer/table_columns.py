"""The column a question asks a value from: by its header's words, by the statistic, dimension,
unit or year it carries, and by the noun the question asks about.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence, Set
from dataclasses import replace

from paperlens.answer.asked_units import asks_price
from paperlens.answer.cognates import cognate_hits
from paperlens.answer.crosslingual import FOREIGN, statistic_printed
from paperlens.answer.dimensions import (
    amount_per_area,
    asked_dimension,
    header_dimension,
    header_unit,
    measures,
    unit_categories,
)
from paperlens.answer.measures import currency_printed
from paperlens.answer.quantity import dimension_adjective
from paperlens.answer.question import QuestionParts
from paperlens.answer.ratio_heads import counts_denominator_only
from paperlens.answer.specifics import unmatched
from paperlens.answer.tables import (
    COVERAGE_TIE,
    Match,
    Table,
    column_terms,
    header_group,
    header_terms,
    latin_other_language,
    match_columns,
    match_rows,
    own_header,
    spelled_terms,
)
from paperlens.answer.terms import stem, term_set
from paperlens.answer.unit_names import named_unit_symbols, per_unit_symbols
from paperlens.answer.verbs import verb_kin


def _new_words(hits: Set[str], covered: Set[str]) -> set[str]:
    """The hits that name a word the columns chosen do not, an inflection of a chosen hit not
    counted: "hořkosti" of "Intenzita hořkosti (1–9)" is the "hořkost" of "Hořkost (IBU)"."""
    return {h for h in hits - covered if not any(_inflected(h, c) for c in covered)}


def _inflected(a: str, b: str) -> bool:
    """Two terms of one word: one is the other with an ending of a letter or two."""
    shared = len(os.path.commonprefix([a, b]))
    return (
        shared >= _STEM_LETTERS
        and max(len(a), len(b)) - shared <= 2
        and shared >= min(len(a), len(b)) - 1
    )


_STEM_LETTERS = 5  # a shorter shared start is as often two words ("heat", "heating")


def named_value_columns(
    table: Table,
    q_terms: set[str],
    numeric: list[bool],
    skip: set[int],
    focus: set[str] | None = None,
    span: Sequence[str] = (),
    several: bool = True,
    each: bool = False,
    counts: bool = False,
    unit: re.Pattern[str] | None = None,
    group_ties: bool = False,
) -> list[int]:
    """The numeric columns asked for: the best-named one, then any other that names a question
    word the chosen ones do not ("params" beside "BLEU (dev)"), where the question may ask
    ``several`` things, or the one named in ``each`` group. A tie is no answer, unless the question's own words (not its follow-up
    context) break it. ``counts``: the question asks how many, which a sub-column of percents
    does not give. ``group_ties``: two columns named only by the group over both are tied
    whatever their lengths (a lookup then gives the group's cells; a ranking needs one)."""
    matches = [m for m in match_columns(table, q_terms) if numeric[m.index] and m.index not in skip]
    if counts:  # "how many weavers" is not "m² / weaver"
        matches = [
            m
            for m in matches
            if not counts_denominator_only(own_header(table.columns[m.index]), m.hits)
        ]
    matches = _siblings_told_apart(table, matches, q_terms, counts, unit)
    if focus is not None and focus != q_terms:
        matches = sorted(
            (replace(m, score=m.score + len(m.hits & focus)) for m in matches),
            key=lambda m: (-m.score, m.index),
        )
    if not matches:
        return []
    if each:
        # "in each group": the column the question names, in every group that has it
        return [m.index for m in matches if m.hits == matches[0].hits][:_MOST_GROUPS]
    tied = len(matches) > 1 and (
        matches[1].score >= matches[0].score - 1e-9
        or group_ties
        and matches[1].score >= matches[0].score - COVERAGE_TIE
        and matches[1].hits == matches[0].hits
        and _group_named_only(table, matches[0].index, matches[1].index, matches[0].hits)
    )
    if tied and matches[1].hits <= matches[0].hits:
        return []  # "BLEU" alone names BLEU EN-DE and BLEU EN-FR alike
    chosen = [matches[0]]
    covered = set(matches[0].hits)
    if span and all(n in table.columns[matches[0].index] for n in span):
        return [matches[0].index]  # "between 2023 and 2024" is the column "Change 2023–2024"
    for m in matches[1:]:
        if not several:
            break  # "what share of hours did CO2 exceed 1500 ppm": "CO2" names no second value
        if focus is not None and focus != q_terms and not (m.hits - covered) & focus:
            continue  # "and on EN-FR?" after an EN-DE question: EN-DE was the last answer
        if _new_words(m.hits, covered) and m.score >= 0.5 * chosen[0].score:
            chosen.append(m)
            covered |= m.hits
    return [m.index for m in chosen]


def _group_named_only(table: Table, a: int, b: int, hits: frozenset[str]) -> bool:
    """Whether the words that name two columns are all in the one group over both ("April
    harvest" of "Harvest in April · Yield" and "Harvest in April · Cover"): the group names
    them alike, however many words their own headers have, so the tie-breaker of coverage
    (``COVERAGE_TIE``, which reads their lengths) does not choose between them."""
    group = header_group(table.columns[a])
    return bool(group) and group == header_group(table.columns[b]) and hits <= term_set(group)


# "without", in the languages of the router and of the held-out papers' neighbours.
LACKING = re.compile(
    r"(?<!\w)(?:without|w/o|ohne|sans|sin|senza|zonder|uten|utan|uden|bez|без|fără|fara|nélkül"
    r"|ilman|sem|χωρίς|olmadan|없는|없이|なし|無し|没有|无)(?!\w)",
    re.I,
)
# A column that gives a value's spread, not the value: "SD", "SE", "95% CI", "IQR", "± SD".
_SPREAD = re.compile(
    r"\s*(?:\(?(?:sd|se|sem|s\.d\.|s\.e\.|std\.?(?: dev\.?)?|standard (?:deviation|error)|iqr"
    r"|(?:\d+\s*%\s*)?ci|range|±\s*\w*)\)?)\s*",
    re.I,
)
SPREAD_WORDS = frozenset(
    {"sd", "se", "sem", "deviation", "spread", "variability", "variance", "ci", "iqr"}
    | {"interquartile", "range", "uncertainty", "interval", "deviation"}
)


def spread_header(header: str) -> bool:
    return bool(_SPREAD.fullmatch(own_header(header)))


# Far below a word's weight, above the tie-breaker of how completely a header is named.
_SIBLING_BONUS = 0.05


def _siblings_told_apart(
    table: Table,
    matches: list[Match],
    q_terms: set[str],
    counts: bool = False,
    unit: re.Pattern[str] | None = None,
) -> list[Match]:
    """Columns the question names alike (a group's "Mill Lane · In", "· Out", "· Removal (%)",
    named by "Mill Lane" alone) told apart by what the question asks of the value: the
    sub-header a question word is another form of ("remove" of "Removal"), or the percent column
    of a question asking a share. Otherwise the shortest header would win by the tie-breaker."""
    if len(matches) < 2:
        return matches
    top = matches[0]
    asks_share = bool(PERCENT_ASKED.search(" ".join(sorted(q_terms))))
    alike = [m for m in matches if m.hits == top.hits and m.score >= top.score - 0.02]
    lacking = {m.index: bool(LACKING.search(table.columns[m.index])) for m in alike}
    asks_without = bool(LACKING.search(" ".join(sorted(q_terms))))
    asks_spread = bool(q_terms & SPREAD_WORDS) or {"standard", "error"} <= q_terms
    spreads = any(spread_header(table.columns[m.index]) for m in alike)
    shares = {
        m.index: bool(PERCENT_ASKED.search(own_header(table.columns[m.index]))) for m in alike
    }
    # "the price in 2024" under "Цена (ден/kg) · 2024" and "Удел (%) · 2024": the one in money
    asks_money = asks_price(" ".join(sorted(q_terms)))
    priced = {m.index: currency_printed(table.columns[m.index]) for m in alike}
    out = []
    for m in matches:
        if m not in alike:
            out.append(m)
            continue
        own = term_set(own_header(table.columns[m.index]))
        told = bool(cognate_hits(q_terms - m.hits, own))
        # "how many loaves did Millstone bake" of "Loaves baked" and "Loaves sold"
        told |= any(verb_kin(t) & own for t in q_terms - m.hits)
        told |= asks_share and shares[m.index]
        # "how many were counted in 2023/24" under "Jedince" and "Podiel (%)": the count
        told |= counts and not asks_share and len(set(shares.values())) > 1 and not shares[m.index]
        # "how deep" under "Daling (mm/jaar)" and "Laagste grondwaterstand (cm -mv)": the depth
        told |= unit is not None and bool(unit.search(own_header(table.columns[m.index])))
        told |= asks_money and len(set(priced.values())) > 1 and priced[m.index]
        # "districts without wood heating": of groups "with wood" and "without wood" in any
        # language ("cu lemne" / "fără lemne"), the one that says "without" as the question does
        told |= len(set(lacking.values())) > 1 and lacking[m.index] == asks_without
        # "Intervention · Mean" beside "Intervention · SD": the value, unless a spread is asked
        told |= spreads and not asks_spread and not spread_header(table.columns[m.index])
        out.append(replace(m, score=m.score + _SIBLING_BONUS) if told else m)
    return sorted(out, key=lambda m: (-m.score, m.index))


_MOST_GROUPS = 6


def statistic_column(
    table: Table, q: QuestionParts, extreme: str, numeric: Sequence[bool]
) -> int | None:
    """ "What was the highest value measured in Põlvamaa?" where no header carries a word of the
    question: the one column that prints the maximum ("Maksimum", "Máx.", "最大") in the table's
    language holds it, for the one row the question names."""
    concept = "maximum" if extreme == "max" else "minimum"
    found = [
        j
        for j, header in enumerate(table.columns)
        if numeric[j] and statistic_printed(concept, header)
    ]
    if len(found) != 1:
        return None
    rows = match_rows(table, q.terms, numeric, set())
    if not rows or (len(rows) > 1 and rows[1].score >= rows[0].score - 1e-9):
        return None
    return found[0]


# "Which stake is the highest?" of places: the one that lies highest above sea level (a table
# without an elevation column ranks by another: "which model is the highest" is no place).
_LIES_HIGHEST = (
    re.compile(
        r"\b(?:is|are|was|were|lies|lie|lay|sits?|stands?) (?:the )?(?:high|low)est\b", re.I
    ),
    re.compile(
        r"\ba\.\s?s\.\s?l\b|\babove sea level\b|\b(?:elevation|altitude)\b"
        r"|\bm\.?\s?ü\.?\s?(?:NN|M)\b",
        re.I,
    ),
)
# What a question asks by its words, and the units a header gives that in: "how far" is a
# length (whatever the header's word for distance), "what share" a percentage.
DIMENSIONS = (
    (
        re.compile(
            r"\bhow (?:far|wide|thick|deep|tall)\b|\b(?:distance|width|thickness|depth)\b"
            r"|\babove sea level\b|\b(?:altitude|elevation)\b|\b(?:is|are|was|were) the (?:long|short)est\b",
            re.I,
        ),
        # "(cm)", "(cm -mv)" below the surface; not "(mm/jaar)", a rate
        re.compile(r"[(\[]\s*(?:k?m|cm|mm|µm|μm)(?![/\w])[^()\[\]/]{0,8}[)\]]"),
    ),
    (
        re.compile(
            r"\bwhat (?:share|percentage|proportion|fraction)\b|\bhow many per ?cent\b", re.I
        ),
        re.compile(r"[(\[]\s*%[^)\]]*[)\]]|\s%$"),
    ),
    (
        re.compile(
            r"\bhow (?:warm|hot|cold|cool)\b|\btemperature\b"
            r"|\b(?:warm|hott?|cold|cool)(?:er|est)\b",
            re.I,
        ),
        re.compile(r"°\s*[CF]\b"),
    ),
    _LIES_HIGHEST,
    (
        # "How old is the Ridgeway starter?" of "Age (years)"
        re.compile(r"\bhow old\b|\b(?:old|young)est\b", re.I),
        re.compile(r"[(\[]\s*(?:years?|yrs?|y|a)\s*[)\]]", re.I),
    ),
)


def _measures_force(header: str) -> bool:
    return header_dimension(header) == "force"


_BRIX = re.compile(r"°\s*B(?:x|rix)\b", re.I)


# Quantities a header gives by its unit alone, where no word of it is shared (it is printed in
# another language): a crop's "yield" is a mass or volume per area ("Rendiment (t/ha)"), soluble
# solids are read in degrees Brix ("Ekstrakt (°Bx)"), a fruit's firmness and a fibre's breaking
# load are forces ("Jędrność (N)"). Not used to tell apart headers the question names alike:
# "Yield (t)" and "Yield (t/ha)" are told apart by "in tonnes" or "per hectare". Only rows are
# ranked by such a column, and only where the table prints every number the question selects
# by: "the highest sugar content at veraison (day 0)" is a curve's first point, not a harvest
# table's, and one row's firmness "after six months" may be a curve's where a table gives seven
# (the number printed in the table's own words). Where no column prints such a unit, the table
# is read by the dimension asked as before.
_BY_UNIT: tuple[tuple[re.Pattern[str], Callable[[str], bool]], ...] = (
    (re.compile(r"\byield(?:s|ed)?\b(?!\s+strength)", re.I), amount_per_area),
    (
        re.compile(r"\bsoluble solids\b|\bsugar content\b|\bbrix\b", re.I),
        lambda header: _BRIX.search(header) is not None,
    ),
    (
        re.compile(
            r"\bfirm(?:ness|er|est)\b|\bhow firm\b|\bsoft(?:er|est)\b|\bbreaking (?:load|force)\b",
            re.I,
        ),
        _measures_force,
    ),
)


# A superlative of a price: "where was milk cheapest", "the most expensive cultivar".
_RANKS_PRICE = re.compile(
    r"\b(?:cheap(?:er|est)|(?:more|most|less|least) expensive|costl(?:ier|iest)"
    r"|pric(?:ier|iest)|dear(?:er|est))\b"
    # ... in the router's other languages: "am teuersten", "la plus chère", "la más barata",
    # "最も安い", "가장 비싼", "最便宜"
    r"|\b(?:teuerste[nmrs]?|billigste[nmrs]?|günstigste[nmrs]?)\b"
    r"|\bplus (?:chère?s?|cher)\b|\bmoins (?:chère?s?|cher)\b"
    r"|\bm[áa]s (?:car[oa]s?|barat[oa]s?)\b|\bmenos car[oa]s?\b"
    r"|最も(?:安|高価)|一番(?:安|高価)|가장 (?:싼|저렴|비싼)|最(?:便宜|贵|昂贵)"
    r"|\b(?:highest|lowest|largest|smallest|greatest|biggest|maximum|minimum|higher|lower)\s+"
    r"(?:[\w-]+\s+){0,2}(?:prices?|costs?|fares?|revenues?|earnings|incomes?|profits?|wages?"
    r"|salar(?:y|ies))\b",
    re.I,
)
# ... and of a fuel burnt: "the least diesel", "the highest fuel consumption".
_RANKS_FUEL = re.compile(
    r"\b(?:most|least|highest|lowest|more|less)\s+(?:[\w-]+\s+){0,2}"
    r"(?:diesel|petrol|gasoline|fuel)\b",
    re.I,
)


def _volume_header(header: str) -> bool:
    """Whether a header's unit is a volume, alone or per a distance or time ("(L/100 km)")."""
    unit = header_unit(header)
    return unit is not None and "volume" in unit_categories(unit.split("/")[0])


_RANKED_BY_UNIT: tuple[tuple[re.Pattern[str], Callable[[str], bool]], ...] = (
    (_RANKS_PRICE, currency_printed),
    (_RANKS_FUEL, _volume_header),
)


def unit_ranked_column(table: Table, q: QuestionParts, numeric: Sequence[bool]) -> int | None:
    """ "Where was camel milk cheapest?" of "Caano (l/maalin)" and "Qiime ($/l)": a question
    that ranks by price (or by money earned, "the highest fare revenue" of "Kita (₱)"; or by
    fuel burnt, "the least diesel" of "Krudo (L/100 km)") ranks the one numeric column printed
    in a currency (in a volume), whatever other column its words name ("milk"); of several in
    column groups, the one whose group the question names. None where none is told."""
    for ranks, gives in _RANKED_BY_UNIT:
        if ranks.search(q.plain):
            return _one_given(table, q, numeric, gives)
    return None


def priced_column(table: Table, q: QuestionParts, numeric: Sequence[bool]) -> int | None:
    """ "What did a kilogram of honey cost at Hillcrest?" of "Price (GBP/kg)": a question that
    asks a price (or money earned) and names no column asks the one printed in a currency."""
    return _one_given(table, q, numeric, currency_printed) if asks_price(q.plain) else None


def _one_given(
    table: Table, q: QuestionParts, numeric: Sequence[bool], gives: Callable[[str], bool]
) -> int | None:
    """The one numeric column whose header ``gives`` accepts; of several in column groups, the
    one whose group the question names."""
    found = [j for j, h in enumerate(table.columns) if numeric[j] and gives(own_header(h))]
    if len(found) > 1:
        found = [j for j in found if _group_named(table.columns[j], q.terms)]
    return found[0] if len(found) == 1 else None


def _group_named(header: str, terms: Set[str]) -> bool:
    group = term_set(header_group(header))
    return bool(group & terms or cognate_hits(set(terms), group))


def dimension_column(
    table: Table, q: QuestionParts, numeric: Sequence[bool], *, ranked: bool = False
) -> list[int]:
    """ "How far from the crater is the Jrakah station?" of "Jarak dari kawah (km)": where no
    header carries a word of the question (it is printed in another language), the one numeric
    column whose unit measures what the question asks (a length, a share, a temperature), for
    the one row the question names, or to rank every row by (``ranked``: "which cave lies
    highest above sea level")."""
    asking = dimension_adjective(q.plain)  # ("how old" names no row "Old Forge")

    def one_asked(found: list[int]) -> list[int]:
        rows = match_rows(table, q.terms, numeric, set() if asking is None else {asking})
        named = bool(rows) and (len(rows) == 1 or rows[1].score < rows[0].score - 1e-9)
        return found if len(found) == 1 and (named or ranked) else []

    for asked, unit in DIMENSIONS:
        if asked.search(q.plain):
            found = [
                j for j, h in enumerate(table.columns) if numeric[j] and unit.search(own_header(h))
            ]
            if found or (asked, unit) != _LIES_HIGHEST:
                return one_asked(found)
    for asked, gives in _BY_UNIT:
        if (
            ranked
            and asked.search(q.plain)
            and not unmatched(q.plain, table.printed)
            and (
                found := [
                    j for j, h in enumerate(table.columns) if numeric[j] and gives(own_header(h))
                ]
            )
        ):
            return one_asked(found)
    return _unit_column(table, q, numeric, ranked=ranked)


def _unit_column(
    table: Table, q: QuestionParts, numeric: Sequence[bool], *, ranked: bool
) -> list[int]:
    """ "What saiga density ..." of "Тығыздық (бас/км²)": the one numeric column whose unit, as
    any language spells it, measures the dimension asked (an area, a density, a speed, a mass,
    an energy); of several in column groups ("2022 · Салмағы (кг)", "2023 · Салмағы (кг)"),
    the one whose group the question names."""
    dimension = asked_dimension(q.plain)
    if dimension is None:
        return []
    found = [
        j for j, h in enumerate(table.columns) if numeric[j] and measures(own_header(h), dimension)
    ]
    if len(found) > 1:
        found = [j for j in found if term_set(header_group(table.columns[j])) & q.terms]
    rows = match_rows(table, q.terms, numeric, set())
    named = bool(rows) and (len(rows) == 1 or rows[1].score < rows[0].score - 1e-9)
    return found if len(found) == 1 and (named or ranked) else []


# "per leaf", "per household": a count per thing is a mean; "per year" counts over a period.
_PER_THING = re.compile(
    r"\bper\s+(?!(?:day|week|month|year|hour|minute|second|season|night|annum)s?\b)[^\W\d_]+",
    re.I,
)
_WHOLE = re.compile(r"\d{1,3}(?:[\s.,\u202f]\d{3})+|\d+")  # a whole number, its thousands grouped


def unitless_count_column(table: Table, q: QuestionParts, numeric: Sequence[bool]) -> int | None:
    """ "How many growers ..." of "Број произвођача" beside "Површина (ha)", "Принос (t/ha)" and
    "Производња (t)": in a table printed in another language, whose headers no English counted
    noun matches, the one numeric column that gives no unit and only whole numbers counts
    things; a column with a unit or a fraction measures. None where two could count ("Pasahero",
    "Biyahe"), the question counts a unit ("how many tonnes") or a mean per thing ("how many
    whiteflies per leaf": no whole number of a column of counts), or the table is English (its
    headers would carry the noun)."""
    if named_unit_symbols(q.plain) or per_unit_symbols(q.plain) or _PER_THING.search(q.plain):
        return None
    if not (FOREIGN.search(" ".join(table.columns)) or latin_other_language(table)):
        return None

    def whole(j: int) -> bool:
        # ("1.560" may be 1560 grouped: a count as much as "18" beside it; a column of years,
        # "Tahun" of 2019 ... 2023, dates its rows and counts nothing)
        cells = [r[j].strip() for r in table.rows if table.value(r[j]) is not None]
        return (
            bool(cells)
            and all(_WHOLE.fullmatch(c) for c in cells)
            and not all(_YEAR_CELL.fullmatch(c) for c in cells)
        )

    found = [
        j
        for j, h in enumerate(table.columns)
        if numeric[j] and header_unit(own_header(h)) is None and "%" not in h and whole(j)
    ]
    return found[0] if len(found) == 1 else None


def unit_column(table: Table, q: QuestionParts, numeric: Sequence[bool]) -> int | None:
    """ "How many tonnes did Bajina Bašta produce?" of "Производња (t)", "what yield per
    hectare" of "Површина (ha)" and "Принос (t/ha)": the one numeric column whose unit is the
    one the question names (by its name in the question's language, as CLDR spells the units),
    or, asked "per" a unit, the one whose unit divides by it (not the one measured in it)."""
    asked, per = named_unit_symbols(q.plain), per_unit_symbols(q.plain)
    if not asked and not per:
        return None

    def fits(unit: str) -> bool:
        top, slash, below = unit.rpartition("/")
        if per:
            return bool(slash) and below in per and (not asked or top in asked)
        return not slash and unit in asked

    found = [
        j
        for j, h in enumerate(table.columns)
        if numeric[j] and (unit := header_unit(own_header(h))) is not None and fits(unit)
    ]
    return found[0] if len(found) == 1 else None


ASKS_WHEN = re.compile(
    r"^\W*when\b|\b(?:in )?(?:which|what) year\b|\bwann\b|\bquand\b|\bcu[aá]ndo\b|\bquando\b",
    re.I,
)
_YEAR_CELL = re.compile(r"\s*(?:1[5-9]|20)\d\d\s*")


def years_only(table: Table, j: int) -> bool:
    """Whether every filled cell of column ``j`` prints a year ("Brandjaar": 2019, 2020)."""
    cells = [r[j] for r in table.rows if r[j].strip()]
    return bool(cells) and all(_YEAR_CELL.fullmatch(c) for c in cells)


def year_column(table: Table, q: QuestionParts, numeric: Sequence[bool]) -> list[int]:
    """ "When was the Palūšė church built?" of "Pastatyta (metai)": where no header carries a
    word of the question (or the headers it names print no year: "In which year did the
    Kleinmond plot burn?" names "Veldouderdom by brand (jaar)", an age in years), the one
    column whose every cell prints a year, for the one row the question names."""
    if not ASKS_WHEN.search(q.plain):
        return []
    found = [j for j in range(len(table.columns)) if numeric[j] and years_only(table, j)]
    rows = match_rows(table, q.terms, numeric, set())
    named = bool(rows) and (len(rows) == 1 or rows[1].score < rows[0].score - 1e-9)
    return found if len(found) == 1 and named else []


def text_column(
    table: Table, q_terms: set[str], numeric: list[bool], several: bool = False
) -> list[int]:
    """A column of text values the question names ("Classical Time Scaling" holds "Ω(N^2)"):
    the one best-named column that is not the first (the rows' names), when no numeric one is;
    where the question may ask ``several`` things, any other that names a question word the
    chosen ones do not ("the per-layer complexity and the maximum path length")."""
    matches = [m for m in match_columns(table, q_terms) if not numeric[m.index] and m.index > 0]
    if not matches or (len(matches) > 1 and matches[1].score >= matches[0].score - 1e-9):
        return []
    first = [matches[0].index]
    return first + texts_beside(table, q_terms, numeric, first) if several else first


def texts_beside(
    table: Table, q_terms: set[str], numeric: list[bool], columns: list[int]
) -> list[int]:
    """Columns of text values that name question words the chosen ``columns`` do not, as well
    as half the best of them does (the second of two things asked)."""
    matches = match_columns(table, q_terms)
    chosen = [m for m in matches if m.index in columns]
    if not chosen:
        return []
    covered = set().union(*(m.hits for m in chosen))
    best = max(m.score for m in chosen)
    out = []
    for m in matches:
        if numeric[m.index] or m.index == 0 or m.index in columns:
            continue
        if _new_words(m.hits, covered) and m.score >= 0.5 * best:
            out.append(m.index)
            covered |= m.hits
    return out


# "What kind of ventilation ...", "which sampler ...", "welche Art von Lüftung": the noun the
# question asks the value of, right after its question word.
_ASKED_NOUN = re.compile(
    r"\b(?:what|which|welche[nmrs]?|quel(?:le)?s?|qu[eé]|cu[aá]l(?:es)?|hvilke[nt]?)\s+"
    r"(?:(?:kinds?|types?|sorts?|forms?|art|arten|type|tipo|slags?)\s+(?:of|von|de|af)\s+)?"
    r"([^\W\d_][\w-]*)",
    re.I,
)


def asked_attribute(
    table: Table, q: QuestionParts, numeric: list[bool], columns: list[int]
) -> int | None:
    """A column of text values named by the noun the question asks about ("what kind of
    ventilation" is the Ventilation column), which outranks a numeric column named by another
    of its words ("the Castlemere classrooms" names Classrooms, a count)."""
    m = _ASKED_NOUN.search(q.plain)
    if m is None:
        return None
    noun = term_set(m.group(1))
    if not noun or any(noun & column_terms(table, q.terms)[j] for j in columns):
        return None
    named = [c for c in match_columns(table, noun) if not numeric[c.index] and c.index > 0]
    return named[0].index if len(named) == 1 else None


PERCENT_HEADER = re.compile(r"\(\s*%\s*\)\s*$|\bin %\s*$|\s%$")


def header_score(table: Table, j: int, distinctive: set[str], side: set[str]) -> float:
    """How well one side of a comparison names a column: its own words first, then the words
    both sides share ("arm" in "control arm" vs "intervention arm")."""
    header = table.columns[j]
    words = {stem(t) for t in header_terms(header, side) | spelled_terms(table, header)}
    own = {stem(t) for t in distinctive}
    return 10 * len(words & own) + len(words & {stem(t) for t in side})


def only_best(columns: Sequence[int], score: Callable[[int], float]) -> int | None:
    ranked = sorted(columns, key=lambda j: -score(j))
    if not ranked or score(ranked[0]) == 0:
        return None
    if len(ranked) > 1 and score(ranked[1]) == score(ranked[0]):
        return None
    return ranked[0]


PERCENT_ASKED = re.compile(
    r"\bpercentage points?\b|\bper ?cent\b|\bpercentage\b|%|\bshare\b|\bfraction\b"
    r"|\bprozentpunkte?\b|\bpoints? de pourcentage\b|\bpuntos porcentuales\b|퍼센트|포인트|百分点|ポイント",
    re.I,
)
