"""The series, panel or category of a chart a question names: by legend words and their cognates, by a number glued to a legend word, by the train/test split, and the two curves a comparison names."""

from __future__ import annotations

import re

from paperlens.answer.chart_points import TIME_STEP, named_hour_category, ordinal_of_axis
from paperlens.answer.charts import Chart, Panel, Series
from paperlens.answer.cognates import cognate_hits
from paperlens.answer.intent import SET_AGAINST, Intent
from paperlens.answer.months import month_axis, months_asked, numbered_sequence, prefixed_numbers
from paperlens.answer.open_bounds import open_class_named
from paperlens.answer.quantity import years_in
from paperlens.answer.question import members
from paperlens.answer.series_pairs import side_asked
from paperlens.answer.terms import term_set
from paperlens.labels import without_labels
from paperlens.scripts import strip_accents

_TRAIN = re.compile(r"\btrain(?:ing)?\b|학습|訓練|训练|Trainings", re.I)
_TEST = re.compile(r"\btest(?:ing)?\b|\bvalidation\b|\bval\b|테스트|検証|テスト|测试|验证", re.I)


def panel_name(chart: Chart, panel: Panel, index: int, intent: Intent) -> str:
    label = chart.label or "the figure"
    if len(chart.panels) == 1:
        return label
    if panel.panel:
        return f"{label} {panel.panel}"
    if intent.panel and not intent.panel.startswith("("):
        return f"{label} ({intent.panel})"
    return f"{label}, panel {index + 1} of {len(chart.panels)}"


def pick_panel(chart: Chart, q_terms: set[str], intent: Intent) -> tuple[int, Panel] | None:
    panels = chart.panels
    if len(panels) == 1:
        return 0, panels[0]
    if intent.panel and intent.panel.startswith("("):
        for i, p in enumerate(panels):
            if p.panel and p.panel.lower() == intent.panel:
                return i, p
    if intent.panel_index is not None:
        i = intent.panel_index if intent.panel_index >= 0 else len(panels) - 1
        if intent.panel in ("middle", "center", "centre", "가운데", "中央") and len(panels) != 3:
            i = len(panels) // 2
        if 0 <= i < len(panels):
            return i, panels[i]
    # Otherwise the panel whose axis titles and series names the question's words name.
    scores = []
    for i, p in enumerate(panels):
        words = term_set(
            " ".join([p.panel or "", p.x_title, p.y_title, *(s.name for s in p.series)])
        )
        scores.append((len(q_terms & words), -i))
    best = max(scores)
    if [s[0] for s in scores].count(best[0]) > 1:
        sized = _sized_panel(panels, q_terms)
        return None if sized is None else (sized, panels[sized])
    i = -best[1]
    return i, panels[i]


# Size words and the end of a measure they ask: "the thick debris" of panels "3 cm debris" and
# "38 cm debris" is the 38 cm one. (Not "high", "large", "long": those rank values as often.)
_SIZE_WORDS = {
    max: frozenset(
        [
            "thick",
            "thicker",
            "thickest",
            "deep",
            "deeper",
            "deepest",
            "wide",
            "wider",
            "widest",
            "old",
            "older",
            "oldest",
        ]
    ),
    min: frozenset(
        [
            "thin",
            "thinner",
            "thinnest",
            "shallow",
            "shallower",
            "shallowest",
            "narrow",
            "narrower",
            "narrowest",
            "young",
            "younger",
            "youngest",
        ]
    ),
}
_MEASURE = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s*([^\W\d_]{1,4})\b")


def _sized_panel(panels: list[Panel], q_terms: set[str]) -> int | None:
    """The panel a size word picks ("the thick debris", "the deepest site") where each panel's
    name holds one measure in one unit ("3 cm debris (S2)", "38 cm debris (S6)") and the
    question asks one end of it; None otherwise."""
    ends = [end for end, words in _SIZE_WORDS.items() if q_terms & words]
    measures = [_MEASURE.findall(p.panel or "") for p in panels]
    if len(ends) != 1 or any(len(m) != 1 for m in measures):
        return None
    units = {m[0][1].lower() for m in measures}
    values = [float(m[0][0].replace(",", ".")) for m in measures]
    if len(units) != 1 or len(set(values)) != len(values):
        return None
    return values.index(ends[0](values))


def other_panel(chart: Chart, panel: Panel, q_terms: set[str], intent: Intent) -> bool:
    """The question names a panel letter that no read panel carries, and the one panel read
    shares no word with the question: it is most likely another panel."""
    if not (intent.panel and intent.panel.startswith("(")) or len(chart.panels) != 1:
        return False
    if panel.panel:
        return panel.panel.lower() != intent.panel
    words = term_set(" ".join([panel.x_title, panel.y_title, *(s.name for s in panel.series)]))
    return not (q_terms & words)


def quantity_filter(series: list[Series], question: str) -> list[Series]:
    """Training or test curves, where the caption says which line style is which."""
    if not any(s.quantity for s in series):
        return series
    wants = set()
    if _TRAIN.search(question):
        wants.add("train")
    if _TEST.search(question):
        wants |= {"test", "validation"}
    if not wants or wants >= {"train", "test"}:
        return series
    return [s for s in series if s.quantity in wants] or series


def match_series(
    series: list[Series], q_terms: set[str], member: bool = False
) -> list[tuple[float, Series]]:
    """Series the question names by their words; where none is named word for word, by the
    words' cognates ("observed inflation" for a Spanish legend's "Inflación observada").
    ``member``: the question names a member "A" ("jumper A"), which a legend's "Skakalec A"
    names too (else an "a" among the question's terms is no such letter)."""
    names = [
        term_set(s.base_name)
        | (members(s.base_name) if member else set())
        | _glued_numbers(s.base_name)
        for s in series
    ]
    n = len(series)
    out = []
    for s, words in zip(series, names, strict=True):
        hits = q_terms & words
        if not hits:
            continue
        score = sum(1.0 + n / sum(t in w for w in names) for t in hits)
        if any(_NUMBER.fullmatch(t) for t in hits):
            # "boats under 8 m" names "Menys de 8 m", not the class "De 8 a 15 m" that prints
            # 8 too: a number a legend entry adds to the asked one bounds another class
            unasked = {t for t in words - q_terms if _NUMBER.fullmatch(t)}
            score -= _UNASKED_NUMBER * len(unasked)
        out.append((score, s))
    if not out:
        for s, words in zip(series, names, strict=True):
            found = cognate_hits(q_terms, words) | {
                t
                for t in q_terms
                for head in _compound_heads(words)
                if len(t) >= 0.75 * len(head) and cognate_hits({t}, {head})
            }
            if found:
                out.append((float(len(found)), s))
    return sorted(out, key=lambda p: -p[0])


_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
# Less than any word's hit (at least 2): it only parts series the question's words name alike.
_UNASKED_NUMBER = 0.5


# "in the first decade", "the earliest survey"; "the most recent period", "in the last round"
_FIRST_PERIOD = re.compile(r"\b(?:first|earliest|initial)\b", re.I)
_LAST_PERIOD = re.compile(r"\b(?:last|latest|final|most recent)\b", re.I)


def period_named(series: list[Series], question: str) -> Series | None:
    """The series a question names by its place in time, where every series is a period named
    by its years ("1995–2004" and "2015–2024"): "in the first decade" is the earliest, "in the
    most recent period" the latest. None where the series are not all periods, or the question
    says neither (or both)."""
    drawn = [s for s in distinct_series(series) if s.named]
    first, last = bool(_FIRST_PERIOD.search(question)), bool(_LAST_PERIOD.search(question))
    if len(drawn) < 2 or first == last:
        return None
    starts = [min(years_in(s.base_name), default=None) for s in drawn]
    if any(y is None for y in starts) or len(set(starts)) < len(starts):
        return None
    order = sorted(zip(starts, range(len(drawn)), strict=True))
    return drawn[order[0][1] if first else order[-1][1]]


def side_terms(side: str) -> set[str]:
    return term_set(side) | members(side)


def singled_out(matched: list[tuple[float, Series]]) -> bool:
    return bool(matched) and (len(matched) == 1 or matched[1][0] < matched[0][0] - 1e-9)


def sides_of_pair(parts: tuple[str, str], drawn: list[Series]) -> tuple[Series, Series] | None:
    """ "between houses with and without a cellar": each side's "with" or "without" names one
    of two curves."""
    a, b = side_asked(parts[0], drawn), side_asked(parts[1], drawn)
    return (a, b) if a is not None and b is not None and a is not b else None


def two_compared(
    series: list[Series], matched: list[tuple[float, Series]], q_terms: set[str], plain: str
) -> tuple[Series, Series] | None:
    """The two series a difference with no "than" or "between" compares ("how far apart are
    the 0.5C and 3C curves", "how much did lubrication reduce the wear"): the two the question
    names alike, else the only two it names at all, each by a word of its own ("how far apart
    were Old Forge and Millstone": two words against one; "with the salt substitute" names
    "Regular salt" by no word of its own), else the chart's only two. Of those two, one named
    alone is set against the other where the question says so ("how far ahead of the other
    cider was Kerne", "how far below the normal was the 2024 rainfall")."""
    # (a curve drawn twice, its fill and its outline, is named once)
    top = distinct_series([s for score, s in matched if score >= matched[0][0] - 1e-9])
    if len(top) == 2:
        return top[0], top[1]
    if len(matched) == 2:
        (_, a), (_, b) = matched
        if _named_apart(a, b, q_terms) and _named_apart(b, a, q_terms):
            return a, b
    drawn = distinct_series(series)
    if len(drawn) == 2 and all(s.named for s in drawn):
        if len(top) != 1:
            return drawn[0], drawn[1]
        others = [s for s in drawn if s.points != top[0].points]
        if SET_AGAINST.search(plain) and len(others) == 1:
            return top[0], others[0]
    return None


def _named_apart(s: Series, other: Series, q_terms: set[str]) -> bool:
    """Whether the question names ``s`` by a word ``other``'s name does not share."""
    return bool(q_terms & term_set(s.base_name) - term_set(other.base_name))


# A number glued to a word of a script without spaces before its particles: Amharic "ከ24
# ሰዓት በኋላ" (after 24 hours) names the series "24 hours" as much as its words do.
_GLUED_NUMBER = re.compile(r"(?<=[^\x00-\u024f\W\d_])\d+(?:[.,]\d+)?")


def _glued_numbers(name: str) -> set[str]:
    return set(_GLUED_NUMBER.findall(name))


def at_category(s: Series, category: str) -> tuple[float | str, float] | None:
    return next(((x, y) for x, y in s.points if x == category), None)


def _compound_heads(words: set[str]) -> set[str]:
    """The last parts of compound words (Dutch, German, Scandinavian write them as one word,
    with the head last): "onderwaterdrainage" is a kind of "drainage", which "drained" is a
    cognate of. A tail is taken only at least 6 letters long, after at least 3 letters; a
    question word must be about as long as it to match ("water" is no "waterdrainage")."""
    out = set()
    for w in words:
        for k in range(3, len(w) - 5):
            out.add(w[k:])
    return out


def the_one_curve(series: list[Series]) -> Series | None:
    """The only curve of a panel whose series no legend names: the one with one point per x
    (the others are error bars or markers drawn at the same x values)."""
    if any(s.named for s in series):
        return None
    curves = [
        s
        for s in distinct_series(series)
        if len(s.points) >= 2 and len({x for x, _ in s.points}) == len(s.points)
    ]
    return curves[0] if len(curves) == 1 else None


def measured_named(chart: Chart, q_terms: set[str]) -> bool:
    """Whether the question names what some panel's y axis measures (its caption, where the
    axis has no title: a caption also names the data set and the setting, which are no
    quantity)."""
    caption = chart.item.chunk.caption or chart.item.chunk.text.split("\n", 1)[0]
    for p in chart.panels:
        words = term_set(p.y_title or caption)
        if q_terms & words or cognate_hits(q_terms, words):
            return True
    return False


def proper_name_of(category: str, question: str) -> bool:
    """Whether the question names the category by a proper name: a capitalised word of five
    letters or more, not the question's first, that the category prints (a site, a town, a
    passage), in whatever language the rest of the question is."""
    names = re.findall(r"(?<=[\s(\"'])[^\W\d_][^\W\d_]{4,}", question)
    printed = set(re.findall(r"\w+", fold(category)))
    return any(n[0].isupper() and fold(n) in printed for n in names)


def distinct_series(series: list[Series]) -> list[Series]:
    """Series with different points (a bar drawn twice, fill and outline, counts once)."""
    out: list[Series] = []
    for s in series:
        if all(s.points != o.points for o in out):
            out.append(s)
    return out


def categorical(series: list[Series]) -> bool:
    return bool(series) and all(isinstance(x, str) for s in series for x, _ in s.points)


def category_named(
    series: list[Series], q_terms: set[str], question: str = "", x_title: str | None = None
) -> str | None:
    categories = list(dict.fromkeys(x for s in series for x, _ in s.points if isinstance(x, str)))
    # "in the first storm event" of an axis titled "Storm event": its first category
    if (nth := ordinal_of_axis(question, x_title, len(categories))) is not None:
        return categories[nth]
    # "in the third quarter" of an axis "Ikota 1" ... "Ikota 4" (the Xhosa quarters): an
    # ordinal before a step of time counts a numbered sequence by its numbers
    sequence = numbered_sequence(categories)
    if sequence and (nth := ordinal_of_axis(question, "", len(sequence), TIME_STEP)) is not None:
        return sequence[sorted(sequence)[nth]]
    if (hour := named_hour_category(categories, question)) is not None:
        return hour  # "at midnight" on an axis of clock times: "00:00"
    # A month axis in the paper's language ("feb") asked in the question's ("February 2024").
    months = month_axis(categories, x_title, chart_axis=True)
    if months:
        asked_months = [months[n] for n in months_asked(question) if n in months]
        if len(asked_months) == 1:
            return asked_months[0]
    # "in week 6" of an axis "S1 ... S8" (its unit's initial before each number)
    if numbered := prefixed_numbers(categories):
        counted = {int(n) for n in _COUNTED.findall(without_labels(question))}
        if len(counted & numbered.keys()) == 1:
            return numbered[(counted & numbered.keys()).pop()]
    # Named as printed ("at Site B"); a one-letter category ("workload E") only in its own case:
    # the article "a" names no category "A".
    asked = fold(question)
    said = [
        c
        for c in categories
        if fold(c)
        and re.search(phrase(fold(c)), asked)
        and (len(c.strip()) > 1 or re.search(rf"(?<![\w-]){re.escape(c.strip())}(?!\w)", question))
    ]
    if said:
        longest = max(said, key=len)
        if all(c == longest or fold(c) in fold(longest) for c in said):
            return longest
    # A band asked as a range ("in the 0.5-1 Hz band") of ticks printing it in the paper's
    # decimal comma, dash and unit letters ("0,5–1 Հց")
    asked_ranges = {_range_of(m) for m in _RANGE.finditer(without_labels(question))}
    banded = [c for c in categories if (m := _RANGE.search(c)) and _range_of(m) in asked_ranges]
    if len(banded) == 1:
        return banded[0]
    # An open class worded otherwise ("aged 80 or older" for "Age ≥ 80 years")
    if (bounded := open_class_named(categories, without_labels(question))) is not None:
        return bounded
    # An acronym spelt out ("ordinary least squares" for OLS).
    spelt = [c for c in categories if _spelt_out(c, question)]
    if len(spelt) == 1:
        return spelt[0]
    # Else by its words, every one of them ("Site A" is not named by "which site").
    words = set(re.findall(r"\w+", asked)) | q_terms
    hits = [
        c
        for c in categories
        if len(c.strip()) > 1
        and term_set(c)
        and term_set(c) <= q_terms | {c.lower()}
        and set(re.findall(r"\w+", fold(c))) <= words
    ]
    if len(hits) == 1:
        return hits[0]
    if hits:
        return None
    # A name behind a code ("P4 Bergeforsen", "S2 Lakeside"): named by its name alone
    coded = [
        c
        for c in categories
        if (parts := re.findall(r"\w+", fold(c)))
        and any(_CODE.fullmatch(w) for w in parts)
        and (names := [w for w in parts if not _CODE.fullmatch(w)])
        and all(len(w) >= 3 and not w.isdigit() for w in names)
        and set(names) <= words
    ]
    if len(coded) == 1:
        return coded[0]
    # A name with a note in brackets ("Ljouwert (FK)", the championship held there): named by
    # the name alone, where no other category shares it
    noted = [
        c
        for c in categories
        if (bare := _NOTE.sub("", c)) != c
        and (parts := re.findall(r"\w+", fold(bare)))
        and all(len(w) >= 3 and not w.isdigit() for w in parts)
        and set(parts) <= words
    ]
    return noted[0] if len(noted) == 1 else None


# a bracketed note after a category's name: "Ljouwert (FK)", "Control (n = 12)"
_NOTE = re.compile(r"\s*[(\[][^()\[\]]*[)\]]\s*$")

# a count after the word of its unit ("week 6", "round 3"), not a decimal or a range's end
_COUNTED = re.compile(r"(?<![\w-])[^\W\d_]{3,}\.?\s+(\d{1,3})(?![\d.,]\d|\s*[-–%])")

_RANGE = re.compile(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:[-–—]|to)\s*(\d+(?:[.,]\d+)?)(?![\d.,]?\d)")


def _range_of(m: re.Match[str]) -> tuple[float, float]:
    return float(m.group(1).replace(",", ".")), float(m.group(2).replace(",", "."))


# A short code of letters and digits set before a name: a site's, a passage's, a plot's number
_CODE = re.compile(r"[^\W\d_]{1,2}\d{1,3}|\d{1,3}[^\W\d_]{1,2}")


def _spelt_out(acronym: str, question: str) -> bool:
    """The question spells the acronym out, one word per capital: "ordinary least squares"
    for OLS, "random forest" for RF (three letters at least, or two for two long words)."""
    if not re.fullmatch(r"[A-Z]{2,6}", acronym.strip()):
        return False
    letters = acronym.strip().lower()
    words = re.findall(r"[^\W\d_]+", question.lower())
    n = len(letters)
    for i in range(len(words) - n + 1):
        run = words[i : i + n]
        if "".join(w[0] for w in run) == letters and (n >= 3 or all(len(w) >= 4 for w in run)):
            return True
    return False


def fold(text: str) -> str:
    """Case, dashes, spaces and accents folded: "ResNet−34" is asked as "ResNet-34" or
    "resnet 34", and "Dombóvár" names the category a raster chart's text was read as,
    "Dombovar" (character recognition drops accents)."""
    return " ".join(re.sub(r"\s*[\-‐‑‒–—−_]+\s*", "-", _latin_unaccented(text.lower())).split())


def _latin_unaccented(text: str) -> str:
    """Accented Latin letters as their base letter ("ó" -> "o"); every other script as printed:
    a Hangul syllable, a Thai tone mark or a Devanagari virama is part of the word, not an
    accent (taking them off made "지하철 환승" a string of jamo no question matched)."""
    out = []
    for c in text:
        base = strip_accents(c)
        out.append(base if base.isascii() and base.isalpha() and len(base) == 1 else c)
    return "".join(out)


def phrase(folded: str) -> str:
    """A pattern for a folded name as a whole phrase: "resnet-34" is found in "resnet 34" and not
    in "resnet-340"."""
    form = r"[-\s]?".join(re.escape(w) for w in re.split(r"[-\s]+", folded) if w)
    return rf"(?<![\w-]){form}(?![\w]|-\d)"
