"""The one place that knows how papers name their tables, figures and algorithms.

Captions and references come in many forms ("TABLE IV", "Tab. 3", "Extended Data Table 3",
"Table S2", "表 1", "표 2", "Fig. 5", "图 5", "그림 3", "Abbildung 4", "Algorithm 1"). Every
reader stores one canonical English label ("Table IV" keeps its roman numeral as printed,
"表 1" becomes "Table 1", "Abb. 4" becomes "Figure 4"), and :func:`label_key` maps any form to
one matching key ("TABLE IV" and "Table 4" both give ``"table 4"``), so a question that names
"Table 4" finds the table printed as "TABLE IV".

Three uses, three strictness levels:
- :func:`caption_label`: a caption opening (label at the start of a line, then a separator);
- :func:`trailing_label`: a caption whose label closes it ("... of the network. Fig. 5.");
- :func:`find_labels`: every mention in free text (a question), for the router.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

from paperlens.scripts import UNSPACED, fold_digits, lower_case

Kind = Literal["table", "figure", "algorithm"]
KINDS: tuple[Kind, ...] = ("table", "figure", "algorithm")
_NAMES: dict[Kind, str] = {"table": "Table", "figure": "Figure", "algorithm": "Algorithm"}

# The words that name each kind, in the languages papers are written and questions asked in.
# Latin words must start a word; CJK words need no space around them ("如表1所示"), but a few
# compounds that merely contain the character are excluded (代表 "represent", 发表 "publish",
# 图表 "chart", 地图 "map", 발표 "presentation").
# Beyond the router's languages, the labels of other European scripts a paper may be written in:
# Italian (tabella, figura), Dutch (tabel, figuur), Scandinavian (tabell, figur), Polish (tabela,
# rysunek, rys.), Czech (tabulka, obrázek, obr.), Turkish (tablo, şekil) and Russian/Ukrainian
# (таблица, табл., рисунок, рис.).
_LATIN: dict[Kind, str] = {
    "table": (
        r"tables?|tab\.|tabellen?|tabella|tabell|tabel(?:len)?|tableaux?|tablas?|tabelas?"
        r"|cuadros?|tabulka|tablo|таблиц[аыя]|табл\."
    ),
    "figure": (
        r"figures?|figs?\.|figs?(?=\s)|abbildungen|abbildung|abb\.|figuras?|figuur|figur"
        r"|rysunek|rys\.|obrázek|obr\.|şekil|рисун(?:ок|ки)|рис\."
    ),
    "algorithm": r"algorithms?|algorithmus|algorithme|algoritmos?|alg\.|алгоритм",
}
_CJK: dict[Kind, str] = {
    "table": r"(?<![代发發外报報列图圖公])表|(?<![가-힣])표",
    "figure": r"(?<![地试試意])图(?!表)|圖|図|그림",
    "algorithm": r"算法|알고리즘|アルゴリズム",
}
# Scripts set without spaces between words (Thai, Lao, Khmer, Myanmar) and Indic scripts: their
# caption words need no word boundary ("ตารางที่ 1", "รูปที่ 2", "चित्र 3"); Thai's and Lao's
# "ที่"/"ທີ" is the ordinal marker, Khmer's "ទី".
_BRAHMIC: dict[Kind, str] = {
    "table": r"ตาราง(?:ที่)?|ຕາຕະລາງ(?:ທີ)?|តារាង(?:ទី)?|ဇယား|तालिका|सारणी|সারণি|সারণী|அட்டவணை",
    "figure": r"(?:รูป|ภาพ|แผนภูมิ)(?:ที่)?|ຮູບ(?:ທີ)?|រូប(?:ភាព)?(?:ទី)?|ပုံ|चित्र|आकृति|চিত্র|படம்",
    "algorithm": r"อัลกอริทึม(?:ที่)?|एल्गोरिदम",
}
_PLURALS = {
    *("tables", "figures", "figs.", "figs", "algorithms", "abbildungen", "tabellen"),
    *("таблицы", "рисунки"),
}
# Prefixes that make a separate series of numbers: "Extended Data Table 3" is not "Table 3".
_SERIES = r"(?:(?P<series>extended\s+data|supplementary|supplemental)\s+)?"
_ROMAN = r"(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})"
_END = r"(?![0-9A-Za-z])"
# 12, S2, A1, B.1, 2.1, 2-3, 3a; or a roman numeral: IV.
_NUMBER = rf"(?P<num>(?:[A-Z]\.?)?\d+(?:[.\-]\d+)*[a-z]?{_END}|{_ROMAN}{_END})"
# What may follow a caption's label: punctuation, a dash, a wide gap, or the end of the line.
_SEPARATOR = r"(?:(?=\s*(?:[:.：．。|｜]|[—–-](?:\s|$)|$))|(?=\u3000|\s{2,}|\t))"
# (a Thai, Lao, Khmer or Myanmar caption may run on from its number without a space)
_LOOSE_SEPARATOR = rf"(?=\s|$|[:.：．。|｜—–-]|[{UNSPACED}])"
_CONT = re.compile(
    r"^[\s:.：．。|｜—–-]*\(?\s*(?:cont(?:inued|\.|['’]d)?|continuación|fortsetzung)"
    r"(?![A-Za-z])\)?",
    re.I,
)


def _kind_words(kinds: tuple[Kind, ...]) -> str:
    return "|".join(
        f"(?P<{k}>(?<![A-Za-zА-Яа-яЁё])(?:{_LATIN[k]})|{_CJK[k]}|{_BRAHMIC[k]})" for k in kinds
    )


@dataclass(frozen=True)
class LabelMatch:
    """A label found in a line of text, with where it ends (the caption text starts there)."""

    kind: Kind
    label: str  # canonical: "Table IV", "Extended Data Table 3", "Figure 5"
    start: int
    end: int
    continued: bool = False  # "Table 4 (continued)", "续表 1"


def _normalise(text: str, *, digits: bool = True) -> str:
    """NFKC folds full-width digits and letters ("表１") when that moves no character, so the
    offsets of a match still index the caller's text; ``digits`` reads every script's digits
    as ASCII ones ("جدول ۱"), one for one, for matching (a caption keeps its own)."""
    if digits:
        text = fold_digits(text)
    out = unicodedata.normalize("NFKC", text)
    if len(out) != len(text):
        return text
    # An ideographic space is a caption's wide gap ("Table 1\u3000Comparison"): keep it.
    return "".join("\u3000" if a == "\u3000" else b for a, b in zip(text, out, strict=True))


def _canonical(kind: Kind, number: str, series: str | None) -> str:
    num = number.upper() if re.fullmatch(_ROMAN, number, re.I) else number
    name = _NAMES[kind]
    if series and kind != "algorithm":
        return f"{' '.join(w.capitalize() for w in series.split())} {name} {num}"
    return f"{name} {num}"


def _kind(m: re.Match[str]) -> Kind:
    return next(k for k in KINDS if m.groupdict().get(k))


def _is_cjk(word: str) -> bool:
    """A caption word of a script that sets a plain space (or none) after its number."""
    return (
        re.match(
            rf"[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff{UNSPACED}]",
            word,
        )
        is not None
    )


_PATTERNS: dict[tuple[tuple[Kind, ...], bool], re.Pattern[str]] = {}
# What any caption opens with (a kind word's first letters, or a CJK word), full-width forms too.
_OPENING = re.compile(
    r"^\s*(?:[续續]|extended|supplement|tab|fig|abb|alg|cuadro|rys|obr|şek|таб|рис|алг"
    r"|[表표图圖図그算알ア]|[Ｔｔ][Ａａ]|[Ｆｆ][Ｉｉ]"
    r"|[ตรภแอຕຮតរဇပतसचआएসচஅப])",
    re.I,
)


def _caption_pattern(kinds: tuple[Kind, ...], strict: bool) -> re.Pattern[str]:
    key = (kinds, strict)
    if key not in _PATTERNS:
        sep = _SEPARATOR if strict else _LOOSE_SEPARATOR
        _PATTERNS[key] = re.compile(
            rf"^\s*(?P<cjk_cont>[续續])?{_SERIES}(?:{_kind_words(kinds)})\s*{_NUMBER}"
            rf"(?P<cont>\s*[(,]\s*(?:cont(?:inued|\.|['’]d)?)(?![A-Za-z])\)?)?{sep}",
            re.I,
        )
    return _PATTERNS[key]


def caption_label(
    line: str, kinds: tuple[Kind, ...] = KINDS, *, strict: bool = True
) -> LabelMatch | None:
    """The label opening a caption line: "Table 2:", "TABLE IV", "Fig. 5.", "图 5　…".

    ``strict`` wants a separator after the number (":", ".", "|", a dash, a wide gap or the end
    of the line), so that prose starting a line ("Table 2 shows ...") is not a caption. CJK
    captions put a plain space there ("表 1 算力度量方法"), so any space counts after a CJK word;
    callers still check that the line opens its block, which prose lines ("图3 为利用...") do not.
    ``strict=False`` accepts any space (LaTeX's "Algorithm 1 Search for periodic data"): use it
    only with other evidence, such as a rule or a bold label."""
    if not _OPENING.match(line):
        return None  # the common case (a line of prose) without the full patterns
    text = _normalise(line)
    m = _caption_pattern(kinds, strict).match(text)
    if m is None and strict:
        m = _caption_pattern(kinds, False).match(text)
        if m is None or not _is_cjk(m.group(_kind(m))):
            return None
    if m is None:
        return None
    kind = _kind(m)
    word, num = m.group(kind), m.group("num")
    if word.lower() in _PLURALS or (num.isalpha() and not num.isupper()):
        return None  # "Tables 2 and 3 show ...", "Table i": prose, not a caption
    return LabelMatch(
        kind=kind,
        label=_canonical(kind, num, m.group("series")),
        start=m.start("series") if m.group("series") else m.start(kind),
        end=m.end(),
        continued=any(m.group(g) for g in ("cjk_cont", "cont"))
        or bool(_CONT.match(text[m.end() :])),
    )


def caption_text(line: str, match: LabelMatch) -> str:
    """The caption after its label, separators and a "(continued)" mark removed."""
    rest = _normalise(line, digits=False)[match.end :]
    if match.continued:
        rest = _CONT.sub("", rest, count=1)  # "Table 4. (Continued)": the mark after the separator
    return rest.lstrip(" \u3000\t:.：．。|｜—–-").rstrip()


# A label closing a caption: "... of the network. Fig. 5." Prose that ends on a reference has a
# word before it ("as shown in Fig. 5."); a caption has the end of a sentence or nothing.
_TRAILING = re.compile(
    rf"(?:^|(?<=[.!?)\]]))\s*{_SERIES}(?:{_kind_words(('table', 'figure'))})\s*{_NUMBER}"
    r"\s*[.:]?\s*$",
    re.I,
)


def trailing_label(text: str) -> LabelMatch | None:
    """The label that closes a caption block printed with its label last."""
    norm = _normalise(text.rstrip())
    m = _TRAILING.search(norm)
    if m is None:
        return None
    kind = _kind(m)
    word, num = m.group(kind), m.group("num")
    if word.lower() in _PLURALS or (num.isalpha() and not num.isupper()):
        return None
    return LabelMatch(
        kind=kind,
        label=_canonical(kind, num, m.group("series")),
        start=m.start("series") if m.group("series") else m.start(kind),
        end=m.end(),
    )


# Mentions anywhere in free text: "Table 2", "Tables 2 and 3", "表2", "Fig. 4b", "table iv".
_MORE = rf"(?P<more>(?:\s*(?:,|and|&|or|und|et|y|와|과|和|及|、)\s*(?:(?:[A-Z]\.?)?\d+[a-z]?{_END}|{_ROMAN}{_END}))*)"
_MENTION = re.compile(
    rf"(?<![A-Za-z])(?P<s1>S)(?P<sn>\d+)\s+(?P<skind>table|fig(?:ure)?\.?)(?![A-Za-z])"
    rf"|{_SERIES}(?:{_kind_words(KINDS)})\s*{_NUMBER}{_MORE}",
    re.I,
)


def find_labels(text: str) -> list[str]:
    """Every label a question or a passage names, canonical, in order, without repeats.

    "Tables 2 and 3" gives both; a panel letter is dropped from figures ("Fig. 4b" is
    Figure 4, the chunk that holds the panel); "S1 Table" (PLOS) is "Table S1"."""
    return [label for label, _ in _mentions(fold_digits(unicodedata.normalize("NFKC", text)))]


def without_labels(text: str) -> str:
    """The text with its label mentions blanked: the 2 of "Table 2" is no value it gives."""
    text = fold_digits(unicodedata.normalize("NFKC", text))
    return _MENTION.sub(lambda m: " " * len(m.group()), text)


def _mentions(text: str) -> list[tuple[str, re.Match[str]]]:
    out: dict[str, re.Match[str]] = {}
    for m in _MENTION.finditer(text):
        if m.group("s1"):
            kind: Kind = "table" if m.group("skind").lower() == "table" else "figure"
            out.setdefault(_canonical(kind, f"S{m.group('sn')}", None), m)
            continue
        kind = _kind(m)
        word = m.group(kind)
        numbers = [m.group("num")]
        if m.group("more") and word.lower() in _PLURALS:
            numbers += re.findall(rf"(?:[A-Z]\.?)?\d+[a-z]?|{_ROMAN}", m.group("more"), re.I)
        for num in numbers:
            if num.isalpha() and len(num) == 1 and num.islower():
                continue  # "figure x axis", "table i": a letter, not a numeral
            if kind == "figure":
                num = re.sub(r"(?<=\d)[a-z]$", "", num)
            out.setdefault(_canonical(kind, num, m.group("series")), m)
    return list(out.items())


def roman_numeral(s: str) -> int | None:
    """The value of a Roman numeral written in upper-case I, V and X ("IV" is 4, "XII" is 12),
    or None for anything else."""
    return _roman_value(s) if re.fullmatch(_ROMAN, s) else None


def _roman_value(s: str) -> int:
    values = {"I": 1, "V": 5, "X": 10}
    total = 0
    for a, b in zip(s, [*s[1:], ""], strict=True):
        v = values[a]
        total += -v if b and values[b] > v else v
    return total


def label_key(label: str) -> str:
    """Matching key of any label form: lower case, kind word canonical, roman numerals arabic.

    ``label_key("TABLE IV") == label_key("Table 4") == label_key("表 4") == "table 4"``."""
    found = find_labels(label.strip())
    if len(found) != 1:
        return " ".join(label.lower().split())
    *head, num = found[0].split(" ")
    if re.fullmatch(_ROMAN, num):
        num = str(_roman_value(num))
    return " ".join([*head, num]).lower()


def kind_of(label: str) -> Kind | None:
    """Which kind a label names ("Extended Data Table 3" is a table)."""
    found = find_labels(label)
    if not found:
        return None
    name = found[0].split(" ")[-2]
    return next(k for k in KINDS if _NAMES[k] == name)


@dataclass(frozen=True)
class CaptionForm:
    """A caption matcher for some kinds, for readers that take "a pattern" as a parameter."""

    kinds: tuple[Kind, ...]
    strict: bool = True

    def match(self, line: str) -> LabelMatch | None:
        return caption_label(line, self.kinds, strict=self.strict)


TABLE_CAPTION = CaptionForm(("table",))
FIGURE_CAPTION = CaptionForm(("figure",))
ALGORITHM_CAPTION = CaptionForm(("algorithm",), strict=False)


# --- caption words no list knows -------------------------------------------------------------
# A caption-like opening in any language, as one learner for tables and figures reads it: a word
# (2-20 letters) and a small number, in either order, then a separator.
# - word first: "Bảng 1.", "Taulukko 2:", "Πίνακας 3 —", "جدول 1."; the word opens like a name
#   (capitalised, or in a script without capitals): "see 2. below" is prose;
# - number first: "1. táblázat.", "2. ábra:", "3-jadval.", "1-nji tablisa." (Hungarian, Uzbek,
#   Turkmen: the label is an ordinal, its number perhaps with a hyphenated suffix, and a common
#   noun, so the word is in lower case, or in capitals like the whole label). A numbered
#   heading or list item has a capitalised word ("1. Bevezetés", "2. Mintavétel: ...") and
#   usually no separator after it.
# Years ("Mai 2021.") and long numbers are not labels; "Kuva 1 näyttää ..." (no separator) is
# prose. Which words name a paper's captions is learnt from the whole paper (:func:`label_words`).
_SEPARATOR_AFTER = r"\s*[:.：．|｜](?:\s|$)|\s+[—–-]\s"
_WORD_FIRST = re.compile(
    rf"^\s*(?P<word>[^\W\d_]{{2,20}})\s?(?P<num>[1-9]\d{{0,2}})(?=(?P<bare>\s*$)|{_SEPARATOR_AFTER})"
)
_ORDINAL_SUFFIX = r"(?:-[^\W\d_]{1,4})?"  # "1-nji", "3-cü": short, or it is the word ("3-jadval")
_NUMBER_FIRST = re.compile(
    rf"^\s*(?P<num>[1-9]\d{{0,2}}){_ORDINAL_SUFFIX}(?:\.\s?|-|\s)"
    rf"(?P<word>[^\W\d_]{{2,20}})(?={_SEPARATOR_AFTER})"
)


def may_name_a_label(word: str) -> bool:
    """A word that may open a caption: capitalised, or in a script without capitals (Arabic,
    Hebrew, Devanagari, Thai, and Georgian, whose letters Unicode files as lower case); a
    lower-case word opening a line is prose."""
    return not lower_case(word)


def _common_noun(word: str) -> bool:
    """Lower case, all capitals, or a script without capitals: not a capitalised title word."""
    return not word[:1].isupper() or word.isupper()


@dataclass(frozen=True)
class NumberedOpening:
    """A line opening with a word no label list knows and a small number, as a caption opens."""

    word: str  # case-folded: "táblázat", "kuva"
    number: int
    end: int  # where the label (word and number) ends; the caption's title follows
    number_first: bool  # "1. táblázat." rather than "Taulukko 1."


def numbered_opening(line: str, *, bare: bool = False) -> NumberedOpening | None:
    """The unknown caption word and number opening ``line`` ("Kuva 2. …", "1. ábra. …"), or
    None for prose, a known label (:func:`caption_label`), a heading or a year. ``bare`` also
    takes a word and number alone on their line ("Kuva 4" over its title): a reader that sees
    blocks can tell such a label from a table's cell ("Week 4"); plain text cannot."""
    text = _normalise(line)
    m = _WORD_FIRST.match(text)
    if m is not None and may_name_a_label(m.group("word")) and (bare or m.group("bare") is None):
        end, first = m.end("num"), False
    else:
        m = _NUMBER_FIRST.match(text)
        if m is None or not _common_noun(m.group("word")):
            return None
        end, first = m.end("word"), True
    if caption_label(text, KINDS, strict=False) is not None:
        return None
    return NumberedOpening(m.group("word").casefold(), int(m.group("num")), end, first)


def numbers_a_series(numbers: set[int]) -> bool:
    """Numbers that count captions through a paper: from 1 (or 2, the first being elsewhere),
    without big jumps. A page number, a room or a section's number is no series."""
    return bool(numbers) and min(numbers) <= 2 and max(numbers) <= 2 * len(numbers) + 1


def label_words(lines: list[str], *, series: bool = False) -> set[str]:
    """Case-folded words that open caption-like lines (:func:`numbered_opening`): the candidate
    caption words of a paper in a language the label lists do not know. Whether one names
    tables or figures is told by what its captions head (a ruled grid of cells; a drawing),
    which the readers check; ``series`` keeps only words that number a series through the paper
    (:func:`numbers_a_series`), for a reader whose other evidence is weaker."""
    numbers = label_numbers(lines)
    return {w for w, ns in numbers.items() if not series or numbers_a_series(ns)}


def label_numbers(lines: list[str]) -> dict[str, set[int]]:
    """The numbers each caption-like word (:func:`numbered_opening`) opens lines with."""
    numbers: dict[str, set[int]] = {}
    for line in lines:
        if (o := numbered_opening(line)) is not None:
            numbers.setdefault(o.word, set()).add(o.number)
    return numbers


def inferred_label(line: str, words: frozenset[str]) -> tuple[str, LabelMatch] | None:
    """The word and table label ("Table 2") of a line opening with one of ``words`` and a
    number, in either order, then a separator, as :func:`caption_label` reads a known word."""
    if not words:
        return None
    o = numbered_opening(line)
    if o is None or o.word not in words:
        return None
    text = _normalise(line)
    return o.word, LabelMatch(
        kind="table",
        label=_canonical("table", str(o.number), None),
        start=len(text) - len(text.lstrip()),
        end=o.end,
        continued=bool(_CONT.match(text[o.end :])),
    )
