"""Names across languages and scripts: an English question about a paper printed in another.

The question names a district, a yeast, a treatment or a month in English or in a Latin
transliteration ("the Central district (Tsentralny)", "Kyokai yeast No. 9", "the control",
"January"); the paper prints "Центральный", "協会9号", "Testigo", "январь". Three things make the
two meet, none of them a list of any paper's names:

- **Readings**: every word of another script is read in Latin letters (anyascii for Cyrillic,
  Greek, Armenian, Georgian, the abugidas (Indic, Thai, Ethiopic, ...), Hangul and Chinese
  pinyin; pykakasi for Japanese kana and kanji, whose readings pinyin
  does not give) and reduced to a *key* that folds the usual transliteration variants
  (ts/c/č, kh/h, zh/ž, y/j/i, doubled letters, long vowels): "Tsentralny", "Tsentral'nyy",
  "Centralnyj" and "Центральный" share one key, and a key that begins another names it inflected
  ("Заречном" for "Zarechny"). A katakana loanword is matched by its consonants ("アルコール"
  for "alcohol").
- **Numbered names**: "No. 9", "Nr. 9", "n.º 9", "№ 9", "#9" ask for what "9号", "9호", "第9",
  "№9" print.
- **Closed-class words** a table or chart prints in its own language: compass points and
  "central", control, total, mean, the seasons and weekdays (months are in ``months``). These are a language's
  grammar, not a paper's vocabulary.

And one rule for refusing: when the paper is written in another language than the question,
an ordinary English word, capitalised or not ("Central", "Industrial"), is no name the paper
must print verbatim; only what survives translation can prove absence (acronyms, numbers,
proper names under transliteration, closed-class words in the paper's language).
"""

from __future__ import annotations

import bisect
import functools
import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from anyascii import anyascii

from paperlens.answer.cldr import compass_points
from paperlens.answer.countries import countries_named, country_words
from paperlens.answer.dictionaries import translated_labels, words_to_translate
from paperlens.answer.language import detect_language
from paperlens.answer.phases import PHASE_ASKED, PHASE_CJK, PHASE_WORDS
from paperlens.answer.russian_forms import belarusian, fold_akanye, russian_form, russian_forms
from paperlens.scripts import strip_accents

_KANA = re.compile(r"[\u3040-\u30ff]")
_KATAKANA_RUN = re.compile(r"[\u30a0-\u30ffー]+")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
# A word of an abugida, whose letters are syllables (a consonant and its vowel): the Indic
# scripts, Sinhala, Thai, Lao, Tibetan, Myanmar, Ethiopic and Khmer, with their vowel signs
# (stops, danda and numerals left out). Read by anyascii like the alphabets: ኮራ is "kora".
_ABUGIDA_LETTERS = (
    r"\u0900-\u0963\u0966-\u0dff\u0e01-\u0e4e\u0e81-\u0ecd\u0f40-\u0fbc\u1000-\u103f"
    r"\u1050-\u109f\u1200-\u135f\u1380-\u139f\u2d80-\u2ddf\u1780-\u17d3"
)
# A word of a script other than Latin: Cyrillic, Greek, Armenian, Georgian, an abugida, Hangul,
# or a run of CJK characters.
_OTHER_SCRIPT = re.compile(
    r"[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f]+|[\u0531-\u0587]+|[\u10a0-\u10ff]+"
    rf"|[{_ABUGIDA_LETTERS}]+|[\uac00-\ud7a3]+|[\u3040-\u30ff\u4e00-\u9fffー]+"
)
# A word of an abjad, which writes few vowels: Hebrew, Arabic and Persian.
_ABJAD = re.compile(r"[\u05d0-\u05ea\u0620-\u064a\u0671-\u06d3]+")
# An Indic word, whose inherent vowel is not written either: anyascii reads मनाली "mnali".
_INDIC = re.compile(r"[\u0900-\u0963\u0966-\u0d7f]+")
FOREIGN = re.compile(f"{_OTHER_SCRIPT.pattern}|{_ABJAD.pattern}")  # a text with words to read
# Greek and Cyrillic words, and abugida words: a short one is read letter for letter, an
# acronym ("ППУ") or a short name ("ኮራ", "Kora"), where a CJK syllable is no name ("you")
_ALPHABETIC = re.compile(rf"[\u0370-\u03ff\u0400-\u052f]+|[{_ABUGIDA_LETTERS}]+")
_LATIN_WORD = re.compile(r"[^\W\d_]+(?:['’\-][^\W\d_]+)*")
_MIN_PREFIX = 5  # shared letters below which two keys are not one inflected name
_SHARE = 0.8  # of the shorter key: "podilsk" of "podilski" and "podilskomu" (a case ending)

# Transliteration variants folded to one letter, longest first.
_FOLDS = (
    ("shch", "s"),
    ("tsch", "k"),
    ("sch", "s"),
    ("tch", "k"),
    ("ch", "k"),
    ("ts", "k"),
    ("tz", "k"),
    ("cz", "k"),
    ("sh", "s"),
    ("sz", "s"),
    ("zh", "z"),
    ("kh", "h"),
    ("ph", "f"),
    ("ck", "k"),
    ("q", "k"),
    ("c", "k"),
    ("x", "ks"),
    ("ow", "u"),  # Armenian ու is u: "Gyowmri" is "Gyumri"
    ("w", "v"),
    ("y", "i"),
    ("j", "i"),
    ("g", "h"),  # Ukrainian and Belarusian г is h ("Pidhirtsi"), Russian г is g
)
# Letters anyascii reads otherwise than names are romanised: Belarusian ў is "w" ("Pastawy",
# "Shklow"), not the vowel "u".
_BEFORE_READING = str.maketrans({"ў": "w", "Ў": "W"})
_FOLD = re.compile("|".join(a for a, _ in _FOLDS))


def _latin(text: str) -> str:
    return anyascii(text.translate(_BEFORE_READING))


_FOLD_TO = dict(_FOLDS)
_DOUBLE = re.compile(r"(.)\1+")


@functools.lru_cache(maxsize=262144)
def key(word: str, *, collapse: bool = True) -> str:
    """The transliteration-tolerant key of one word already in Latin letters (or any script:
    it is read first). ``collapse=False`` keeps doubled letters (an acronym's "PP")."""
    latin = _latin(unicodedata.normalize("NFKC", word)).lower()
    latin = re.sub(r"[^a-z0-9]", "", latin)
    latin = _FOLD.sub(lambda m: _FOLD_TO[m.group()], latin)
    latin = latin.replace("ou", "o")  # Japanese long vowels: "kyoukai" is "Kyokai"
    return _DOUBLE.sub(r"\1", latin) if collapse else latin


def alike(a: str, b: str) -> bool:
    """Two keys of one name: equal, or one the other inflected (a long shared beginning)."""
    if a == b:
        return True
    if min(len(a), len(b)) < _MIN_PREFIX or not (a.isalpha() and b.isalpha()):
        return False
    common = 0
    for ca, cb in zip(a, b, strict=False):
        if ca != cb:
            break
        common += 1
    return common >= max(_MIN_PREFIX, _SHARE * min(len(a), len(b)))


_VOWELS = re.compile("[aeiou]")
_VOWEL_RUN = re.compile("[aeiou]{2,}")
_VOWEL_FOLD = str.maketrans("oe", "ui")
_MIN_VOWEL_KEY = 4  # letters below which a changed vowel makes another word


def vowel_key(k: str) -> str:
    """A key with the vowels transliterations and a language's own names disagree on folded:
    o and u ("Ural" and Kazakh "Орал"), e and i, and a run of vowels, which one reading writes
    for a single letter ("yu" of "Ustyurt" for і or ү), made a ``*`` that stands for any."""
    return _VOWEL_RUN.sub("*", k.translate(_VOWEL_FOLD))


def _agree(a: str, b: str) -> bool:
    return all(x == y or "*" in (x, y) for x, y in zip(a, b, strict=True))


def vowel_variant(asked: str, printed: str) -> bool:
    """Two keys of one name read through other vowels (see ``vowel_key``): the consonants the
    same, in order, and the vowels the same up to the folds; a printed word may be the name
    inflected ("Үстірттің") when the name has five letters or more. Not "Aral" for "Орал":
    a and o stay apart."""
    if len(asked) < _MIN_VOWEL_KEY or len(_VOWELS.sub("", asked)) < 2:
        return False
    a, b = vowel_key(asked), vowel_key(printed)
    if len(a) == len(b):
        return _agree(a, b)
    return _MIN_PREFIX <= len(a) < len(b) and _agree(a, b[: len(a)])


def _capitalised(name: str) -> bool:
    """A name as a sentence writes one ("Ural", "Issyk-Kul"), not an acronym ("PPU")."""
    return all(p[:1].isupper() and p[1:].islower() for p in name.split("-"))


def _whole_variant(asked: str, printed: str) -> bool:
    """``vowel_variant`` without inflection: the printed name neither longer nor shorter."""
    return len(vowel_key(asked)) == len(vowel_key(printed)) and vowel_variant(asked, printed)


@functools.lru_cache(maxsize=65536)
def _consonants(latin: str) -> str:
    """A loanword's consonants as katakana hears them: r for l, b for v, no h after a letter."""
    s = re.sub(r"[aeiouy]", "", latin.lower())
    s = s.replace("l", "r").replace("v", "b").replace("c", "k").replace("q", "k")
    s = re.sub(r"(?<=.)h", "", s)
    return _DOUBLE.sub(r"\1", s)


@functools.cache
def _kakasi() -> Any:
    import pykakasi  # loaded on the first Japanese text: its dictionary takes a second or two

    return pykakasi.kakasi()


@functools.lru_cache(maxsize=65536)
def _japanese_segments(run: str) -> tuple[str, ...]:
    return tuple(s["hepburn"] for s in _kakasi().convert(run) if re.search(r"[a-z]", s["hepburn"]))


@functools.lru_cache(maxsize=65536)
def _readings(word: str, japanese: bool) -> tuple[str, ...]:
    """Latin readings of one word of another script: a Cyrillic/Greek/Hangul word whole; a CJK
    run as its segments (words in Japanese, syllables in Chinese) and runs of 2-4 of them."""
    if _HAN.search(word) or _KANA.search(word):
        if japanese or _KANA.search(word):
            parts = list(_japanese_segments(word))
        else:
            parts = [p.lower() for p in re.findall(r"[A-Z][a-z]*", anyascii(word))]
        out = set(parts)
        for n in (2, 3, 4):
            out |= {"".join(parts[i : i + n]) for i in range(len(parts) - n + 1)}
        return tuple(out)
    if re.search("[χΧ]", word):  # Greek χ is "ch" or "h": "Χαλκιδική" is "Halkidiki"
        return (anyascii(word).lower(), anyascii(re.sub("[χΧ]", "h", word)).lower())
    return (_latin(spoken_order(word)).lower(),)


# Thai and Lao write the vowels e, ae, o, ai before the consonant (or the cluster with r, l, w)
# they are said after: แสน is "saen", เปรม "prem". A transliteration follows the speech.
_PREPOSED = re.compile(
    r"([\u0e40-\u0e44])([\u0e01-\u0e2e](?:[\u0e23\u0e25\u0e27](?=[\u0e01-\u0e2e]))?)"
    r"|([\u0ec0-\u0ec4])([\u0e81-\u0eae](?:[\u0ea3\u0ea5\u0ea7](?=[\u0e81-\u0eae]))?)"
)


def spoken_order(word: str) -> str:
    """A Thai or Lao word with each preposed vowel moved after its consonant, as it is said."""
    return _PREPOSED.sub(lambda m: (m[2] or m[4]) + (m[1] or m[3]), word)


_SKELETON_FOLD = str.maketrans("bwpq", "vvfk")


def skeleton(latin: str) -> str:
    """What an abjad writes of a name: its consonants, with the letters that double as vowels
    (v for o and u, y for i and e) and the b/v an abjad does not tell apart left out:
    "Levontin" and לבונטין ("lvvntyn") are both "lntn"."""
    s = re.sub(r"[^a-z]", "", anyascii(latin).lower()).translate(_SKELETON_FOLD)
    return _DOUBLE.sub(r"\1", re.sub(r"[aeiouyv]", "", s))


def foreign_words(text: str) -> list[str]:
    return _OTHER_SCRIPT.findall(text)


def reading_keys(text: str, *, japanese: bool | None = None) -> set[str]:
    """The keys of every word of ``text`` printed in a script other than Latin."""
    if japanese is None:
        japanese = bool(_KANA.search(text))
    out: set[str] = set()
    for word in dict.fromkeys(foreign_words(text)):
        out |= {k for r in _readings(word, japanese) if (k := key(r))}
    for parts in dict.fromkeys(tuple(c.split("-")) for c in _COMPOUND.findall(text)):
        out |= {joined for _, joined in compound_spans(parts)}
    return out


# A name of two or more hyphenated words of an alphabet ("Ысык-Көл", "Ысык-Көл-Түштүк"), which
# a question joins as it is transliterated ("Issyk-Kul").
_COMPOUND = re.compile(rf"(?:{_ALPHABETIC.pattern})(?:-(?:{_ALPHABETIC.pattern}))+")


def compound_spans(parts: Sequence[str]) -> list[tuple[tuple[str, ...], str]]:
    """Each run of two or more of a compound's words, with the key of the run read joined:
    "Ысык-Көл-Түштүк" gives "Ысык-Көл" ("isikkol"), "Көл-Түштүк" and the whole."""
    return [
        (tuple(parts[i:j]), key("".join(_latin(p) for p in parts[i:j])))
        for i in range(len(parts))
        for j in range(i + 2, len(parts) + 1)
    ]


# Thai, Lao, Khmer and Myanmar set a sentence's words without spaces between them.
_UNSPACED = re.compile(r"[\u0e01-\u0e4e\u0e81-\u0ecd\u1000-\u109f\u1780-\u17d3]{4,}")
# Letters one transliteration of these scripts writes where another writes the next: a stop
# voiced or not (แสบ "saeb", "Saep"), a final w or y as a vowel (พร้าว "phraw", "Phrao").
_VOICING = str.maketrans("bdgwvuy", "ptkoooi")


def _inside(name: str, run: str) -> bool:
    """Whether a run's reading holds the name's; a long name's last two letters may be read
    otherwise (a final consonant: ประชากร "prachakr", "Prachakon")."""
    return name in run or (len(name) >= 7 and name[:-2] in run)


class Readings:
    """A text's foreign-script words as sorted keys, for look-ups by a question's name."""

    def __init__(self, text: str) -> None:
        self.keys = sorted(reading_keys(text))
        # Acronyms and short names only in alphabets ("ППУ", "ΔΕΗ"): a CJK syllable's reading
        # is no acronym ("IoU" is not 有 "you").
        self.short = {
            key(r, collapse=False)
            for w in dict.fromkeys(_ALPHABETIC.findall(text))
            if len(w) <= 5
            for r in _readings(w, False)
        }
        self.loanwords = {
            c
            for run in dict.fromkeys(_KATAKANA_RUN.findall(text))
            for r in _japanese_segments(run)
            if len(c := _consonants(r)) >= 3
        }
        self.skeletons = {
            sk
            for w in dict.fromkeys(_ABJAD.findall(text) + _INDIC.findall(text))
            if len(sk := skeleton(w)) >= 3
        }
        # the keys by their consonants, for names read through other vowels ("Орал", "Ural")
        self.bones = sorted({(_VOWELS.sub("", k), k) for k in self.keys if k.isalpha()})
        # a Belarusian text's names in their Russian forms, a and o folded ("Vitebsk")
        self.russian = sorted({fold_akanye(key(w)) for w in russian_forms(text)})
        # runs of a script set without spaces, where a name is part of a longer run
        self.runs = {
            key(r).translate(_VOICING)
            for w in dict.fromkeys(_UNSPACED.findall(text))
            for r in _readings(w, False)
        }

    def has(self, name: str) -> bool:
        """Whether the text prints ``name`` (Latin letters) in its own script. A unit's parts
        are read one by one ("Gcal/h" for "Гкал/ч"): a one-letter symbol ("h" for "ч") is read
        from the word it abbreviates, not its letter, so it is not checked."""
        if "/" in name:
            parts = [p for p in name.split("/") if len(p) >= 2]
            return bool(parts) and all(self.has(p) for p in parts)
        k = key(name)
        if len(k) < 2:
            return False
        if len(k) >= 4 and any(_inside(k.translate(_VOICING), run) for run in self.runs):
            return True  # "Saen Saep" in คลองแสนแสบ ("khlong saen saeb")
        if len(k) <= 4 and key(name, collapse=False) in self.short:
            return True  # acronyms and short names exactly: "PPU" is "ППУ"
        if _capitalised(name) and self._vowel_variant(k):
            return True  # a name, not an acronym: "Ural" is "Орал"
        if len(k) <= 4:
            # a name its digraphs fold short ("Shklow" is "sklu"), printed with an ending
            # ("Шклоўскі"): the whole key begins a printed word's
            return len(k) == 4 and len(_letters(name)) >= _MIN_PREFIX and _begins(self.keys, k)
        if _inflected(self.keys, k) or (self.russian and _inflected(self.russian, fold_akanye(k))):
            return True
        if len(c := _consonants(name)) >= 3 and c in self.loanwords:
            return True
        # an abjad's or Indic name by its consonants, five letters or more asked ("Levontin",
        # "Gabirol", "Manali")
        return len(k) >= 5 and len(sk := skeleton(name)) >= 3 and sk in self.skeletons

    def _vowel_variant(self, k: str) -> bool:
        bones = _VOWELS.sub("", k)
        i = bisect.bisect_left(self.bones, (bones, ""))
        while i < len(self.bones) and self.bones[i][0].startswith(bones):
            if vowel_variant(k, self.bones[i][1]):
                return True
            i += 1
        return False


def _letters(name: str) -> str:
    return "".join(c for c in name if c.isalpha())


def _begins(keys: list[str], k: str) -> bool:
    i = bisect.bisect_left(keys, k)
    return i < len(keys) and keys[i].startswith(k)


def _inflected(keys: list[str], k: str) -> bool:
    """Whether one of the sorted ``keys`` is ``k`` or ``k`` inflected (see :func:`alike`)."""
    i = bisect.bisect_left(keys, k[:_MIN_PREFIX])
    while i < len(keys) and keys[i].startswith(k[:_MIN_PREFIX]):
        if alike(k, keys[i]):
            return True
        i += 1
    return False


# --- numbered names -------------------------------------------------------------------------

_NUMBERED_ASKED = re.compile(
    r"(?:\b(?:no|nr|num|nos)\.?|\bn\.?\s?[º°o]\.?|№|#|\bnumber)\s*(\d+)(?![\d.,]\d)", re.I
)
_NUMBERED_PRINTED = re.compile(r"(\d+)\s*[号號호번]|第\s*(\d+)|№\s*(\d+)|(?:\bNo|\bNr)\.?\s*(\d+)")


def numbers_asked(question: str) -> set[str]:
    """The numbers a question gives as a name's number: "yeast No. 9", "Nr. 3", "n.º 2"."""
    return {m.group(1) for m in _NUMBERED_ASKED.finditer(question)}


def numbers_printed(label: str) -> set[str]:
    """The numbers a label prints as a name's number: "協会9号", "9호", "第9", "№9"."""
    return {next(g for g in m.groups() if g) for m in _NUMBERED_PRINTED.finditer(label)}


# --- closed-class words ------------------------------------------------------------------------

# Stems per concept, in English, German, French, Spanish, Italian, Portuguese, Dutch, Polish,
# Czech, Russian, Ukrainian, Bulgarian, Greek (accents folded), Chinese, Japanese, Korean (and
# "control" in Georgian, Armenian, Persian and Arabic; "mean", the statistic tables print most,
# in the other European languages, Turkish, Indonesian, Swahili and Vietnamese as well). A Latin
# or Cyrillic stem matches a word's beginning; a CJK one anywhere in the label.
_CONCEPTS: dict[str, tuple[str, ...]] = {
    "north": ("north", "nord", "nördlich", "norte", "noord", "północ", "severn", "север", "північ",
              "північн", "северен", "βορ", "北", "북"),
    "south": ("south", "süd", "sud", "sur", "zuid", "połud", "południ", "jižn", "юг", "южн",
              "півд", "южен", "νοτ", "南", "남"),
    "east": ("east", "ost", "östlich", "est", "este", "orient", "leste", "oost", "wschod",
             "východ", "восток", "восточн", "схід", "східн", "източ", "ανατολ", "东", "東", "동"),
    "west": ("west", "ouest", "oeste", "ovest", "occident", "zachod", "západ", "запад", "захід",
             "західн", "δυτ", "西", "서"),
    "central": ("central", "centre", "center", "zentr", "mitte", "centro", "centrale", "centrum",
                "centraln", "střed", "центр", "κεντρ", "中央", "中心", "中部", "중앙", "중부"),
    "control": ("control", "untreated", "kontroll", "contrôle", "témoin", "testigo", "controllo",
                "testimone", "controle", "testemunha", "controlo", "kontrol", "контрол", "έλεγχ",
                "μάρτυρ", "对照", "對照", "対照", "대조",
                # Georgian (the adjective "საკონტროლო" too), Armenian, and the "witness" plot
                # of Persian and Arabic field trials, with its article
                "კონტროლ", "საკონტროლ", "ստուգիչ", "հսկիչ", "شاهد", "الشاهد"),
    "total": ("total", "overall", "gesamt", "insgesamt", "summe", "totale", "complessiv",
              "totaal", "razem", "ogółem", "celkem", "итог", "всего", "разом", "всього", "общо",
              "σύνολ", "合計", "合计", "总计", "總計", "합계", "전체"),
    "mean": ("mean", "average", "mittel", "durchschnitt", "moyen", "media", "promedio", "medio",
             "média", "médio", "gemiddeld", "średni", "průměr", "средн", "середн", "μέσ", "平均",
             "평균", "medie", "mitjan", "gjennomsnitt", "genomsnitt", "gennemsnit", "keskm",
             "keskiarvo", "ortalama", "átlag", "rata-rata", "rerata", "wastani", "meðal",
             "trung bình", "průměrn", "priemer", "prosjek", "vidutin", "vidēj"),
    # (printed only: a question's "highest" ranks rows far more often than it names a column;
    # "Max."/"Min." are whole words, see ``statistic_printed``)
    "maximum": ("maxim", "maksim", "máxim", "максим", "μέγιστ", "μεγιστ", "最大", "최대",
                "tối đa", "upeo", "en yüksek", "legnagyobb", "hæst", "høyest", "högst", "højest",
                "korkein", "suurin", "najwyż", "nejvyšš", "cel mai mare"),
    "minimum": ("minim", "mínim", "миним", "мінім", "ελάχιστ", "最小", "최소", "tối thiểu",
                "en düşük", "legkisebb", "lægst", "lavest", "lägst", "pienin", "najniż",
                "nejnižš", "cel mai mic"),
    "winter": ("winter", "hiver", "invierno", "inverno", "zima", "zimą", "зим", "χειμ", "冬",
               "겨울", "hivern", "iarn", "vinter", "vetur", "talv", "ziem", "žiem", "geimhr",
               "geamhr", "gaeaf", "negu", "xitwa", "vintro", "qish", "taglamig", "өвөл",
               "зимск", "ზამთარ", "ձմեռ", "חורף", "شتاء", "زمستان", "ฤดูหนาว", "musim dingin"),
    "spring": ("spring", "frühling", "printemps", "primavera", "lente", "wiosn", "jaro", "весн",
               "άνοιξ", "春", "봄", "primăvar", "forår", "kevä", "keväd", "tavasz", "pavasar",
               "earrach", "gwanwyn", "udaberri", "printemp", "ilkbahar", "bahor", "pranver",
               "pomlad", "proljeć", "көктем", "хавар", "გაზაფხულ", "գարուն", "אביב", "ربيع",
               "ฤดูใบไม้ผลิ", "musim semi"),
    "summer": ("summer", "sommer", "été", "verano", "estate", "verão", "zomer", "lato", "léto",
               "летн", "летом", "літ", "καλοκαίρ", "夏", "여름", "estiu", "sommar", "sumar",
               "kesä", "suvi", "nyár", "vasar", "samhr", "somer", "poletj", "ljet", "лето",
               "љето", "ზაფხულ", "ամառ", "קיץ", "صيف", "تابستان", "ฤดูร้อน", "musim panas"),
    "autumn": ("autumn", "herbst", "automne", "otoño", "autunno", "outono", "herfst", "jesień",
               "jesien", "podzim", "осен", "осін", "φθινόπωρ", "秋", "가을", "tardor", "toamn",
               "efterår", "haust", "syksy", "sügis", "rudens", "ruduo", "fómhar", "hydref",
               "udazken", "aŭtun", "sonbahar", "kuzg", "vjesht", "jesen", "намар", "შემოდგომ",
               "աշուն", "סתיו", "خريف", "پاییز", "ฤดูใบไม้ร่วง", "musim gugur"),
    # The tropics' two seasons, as papers from the monsoon, Sahel and East African belts name
    # them: Thai, Lao, Khmer, Vietnamese, Hindi, Bengali, Chinese, Japanese, Korean, Hausa,
    # Somali, Swahili, Amharic, Indonesian, Tagalog, Spanish, Portuguese, French.
    "dry": ("dry", "ฤดูแล้ง", "ລະດູແລ້ງ", "ប្រាំង", "mùa khô", "शुष्क", "শুষ্ক", "旱季",
            "乾季", "건기", "jiilaal", "kiangazi", "kemarau", "tag-init", "tag-araw", "seca",
            "sèche", "seche", "estiaje", "estiagem"),
    "rainy": ("rainy", "ฤดูฝน", "ລະດູຝົນ", "វស្សា", "mùa mưa", "वर्षा", "बरसात", "বর্ষা",
              "雨季", "우기", "damin", "masika", "ክረምት", "penghujan", "tag-ulan", "lluvias",
              "lluviosa", "chuvosa", "chuvas", "pluies", "pluvieuse", "hivernage"),
    "monday": ("monday", "montag", "lundi", "lunes", "lunedì", "segunda", "maandag",
               "poniedział", "pondělí", "понедел", "понеділ", "δευτέρ", "星期一", "周一", "月曜",
               "월요일"),
    "tuesday": ("tuesday", "dienstag", "mardi", "martes", "martedì", "terça", "dinsdag", "wtorek",
                "úterý", "вторник", "вівтор", "τρίτη", "星期二", "周二", "火曜", "화요일"),
    "wednesday": ("wednesday", "mittwoch", "mercredi", "miércoles", "mercoledì", "quarta",
                  "woensdag", "środa", "středa", "сред", "серед", "τετάρτ", "星期三", "周三",
                  "水曜", "수요일"),
    "thursday": ("thursday", "donnerstag", "jeudi", "jueves", "giovedì", "quinta", "donderdag",
                 "czwart", "čtvrt", "четверг", "четвер", "πέμπτ", "星期四", "周四", "木曜",
                 "목요일"),
    "friday": ("friday", "freitag", "vendredi", "viernes", "venerdì", "sexta", "vrijdag", "piątek",
               "pátek", "пятниц", "п'ятниц", "παρασκευ", "星期五", "周五", "金曜", "금요일"),
    "saturday": ("saturday", "samstag", "samedi", "sábado", "sabato", "zaterdag", "sobota",
                 "суббот", "субот", "σάββατ", "星期六", "周六", "土曜", "토요일"),
    "sunday": ("sunday", "sonntag", "dimanche", "domingo", "domenica", "zondag", "niedziel",
               "neděl", "воскресен", "неділ", "κυριακ", "星期日", "星期天", "周日", "日曜",
               "일요일"),
    **PHASE_CJK,  # before and after (``phases``)
}  # fmt: skip
# Short names of a concept, matched as whole words only: as the start of a longer word they
# begin others ("uda" of the Basque spring "udaberri", "kuz" of "kuzatuv"). Names two languages
# give to two concepts are left out ("yaz": summer in Turkish, spring in Azerbaijani), as are
# those other languages' common words spell ("vår" and "höst" fold to "var" and "host").
_WHOLE_WORDS: dict[str, tuple[str, ...]] = {
    "winter": ("qış", "kış", "қыс", "кыш", "tél"),
    "summer": ("yay", "yoz", "жаз", "жай", "зун", "uda", "udan", "haf", "sajf", "vară"),
    "autumn": ("kuz", "күз", "ősz", "payız", "ħarifa", "høst"),
    "dry": ("rani",),
    "rainy": ("gu", "dayr", "vuli"),
    **PHASE_WORDS,
}
# The English words that ask for each concept (a question's side).
_ASKED_AS: dict[str, tuple[str, ...]] = {
    "north": ("north", "northern", "nord", "norte", "nördlich"),
    "south": ("south", "southern", "süd", "sud", "sur", "südlich"),
    "east": ("east", "eastern", "ost", "est", "este", "östlich"),
    "west": ("west", "western", "ouest", "oeste", "westlich"),
    "central": ("central", "centre", "center", "zentral", "centro"),
    "control": ("control", "controls", "untreated", "témoin", "contrôle", "testigo", "kontrolle"),
    "total": ("total", "overall", "insgesamt", "gesamt"),
    "mean": ("mean", "average", "moyenne", "media", "promedio", "mittelwert", "durchschnitt"),
    "winter": ("winter", "hiver", "invierno"),
    "spring": ("spring", "frühling", "printemps", "primavera"),
    "summer": ("summer", "sommer", "été", "verano"),
    "autumn": ("autumn", "herbst", "automne", "otoño"),  # (not "fall": a verb too)
    "dry": ("dry", "dry-season"),
    "rainy": ("rainy", "wet", "monsoon", "rainy-season", "wet-season", "monsoon-season"),
    **{day: (day, day + "s") for day in ("monday", "tuesday", "wednesday", "thursday")},
    **{day: (day, day + "s") for day in ("friday", "saturday", "sunday")},
    **PHASE_ASKED,
}  # fmt: skip
# ... and the adjective as other languages inflect it ("der mittlere Fluss", "средняя"), which
# a question in those languages asks with and an English one never spells.
_INFLECTED: dict[str, tuple[str, ...]] = {
    "total": ("gesamte", "gesamten", "totale", "totaux", "всего", "общий", "общая", "общее",
              "общего", "общей"),
    "mean": ("moyen", "moyens", "moyennes", "medias", "medio", "medios", "mittlere", "mittleren",
             "mittlerer", "mittleres", "durchschnittliche", "durchschnittlichen",
             "durchschnittlicher", "medie", "medi", "média", "médio", "gemiddeld", "gemiddelde",
             "średni", "średnia", "średnie", "средний", "средняя", "среднее", "средние",
             "среднего", "средней", "средних", "середній", "середня", "середнє"),
}  # fmt: skip
_CONCEPT_OF = {w: c for c, words in [*_ASKED_AS.items(), *_INFLECTED.items()] for w in words}
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]")


def concept(word: str) -> str | None:
    """The closed-class concept an asked word names ("Southern" -> "south"), or None."""
    return _CONCEPT_OF.get(word.lower().strip("'’"))


@functools.cache
def _concept_pattern(name: str) -> re.Pattern[str]:
    """The concept's stems above, and for a compass point or "central" those of every written
    language CLDR names world regions in ("Оңтүстік", "Ipar", "Selatan", "Lindore"); a short
    one of these (three letters: "nam", "ida") only as a whole word."""
    stems = sorted({strip_accents(s.lower()) for s in _CONCEPTS[name]}, key=len, reverse=True)
    regional = {strip_accents(s) for s in compass_points().get(name, ())} - set(stems)
    whole = sorted(
        {
            *(s for s in regional if len(s) < _WHOLE_BELOW and not _CJK.search(s)),
            *(strip_accents(s.lower()) for s in _WHOLE_WORDS.get(name, ())),
        },
        key=len,
        reverse=True,
    )
    stems = sorted([*stems, *(s for s in regional if s not in whole)], key=len, reverse=True)
    latin = [re.escape(s) for s in stems if not _CJK.search(s)]
    latin += [rf"{re.escape(s)}(?![^\W\d_])" for s in whole]
    cjk = [re.escape(s) for s in stems if _CJK.search(s)]
    parts = [rf"(?<![^\W\d_])(?:{'|'.join(latin)})"] + ([f"(?:{'|'.join(cjk)})"] if cjk else [])
    return re.compile("|".join(parts))


_WHOLE_BELOW = 4  # letters of a regional stem below which it is matched as a whole word only


def concept_printed(name: str, text: str) -> bool:
    """Whether ``text`` prints the concept in some language (accents folded, any case)."""
    return bool(_concept_pattern(name).search(strip_accents(text.lower())))


# "Max.", "maks", "Min": the statistic's short name, a whole word (not "minutes", "mine")
_SHORT_STATISTIC = {
    "maximum": re.compile(r"(?<![^\W\d_])(?:max|maks|máx|макс)(?![^\W\d_])", re.I),
    "minimum": re.compile(r"(?<![^\W\d_])(?:min|mín)(?![^\W\d_])(?!\s*\))", re.I),
}


def statistic_printed(name: str, text: str) -> bool:
    """Whether ``text`` prints the maximum or the minimum, spelled out or short ("Max.")."""
    return concept_printed(name, text) or bool(_SHORT_STATISTIC[name].search(text))


# --- which words a refusal may demand ----------------------------------------------------------

# English derivational endings: a capitalised word that ends so is an ordinary word of the
# question's language ("Central", "Industrial", "Western", "Residential"), translated in a paper
# written in another, not a name it must print as asked.
_ORDINARY = re.compile(
    r"(?:ial|al|ern|ic|ical|ary|ory|ive|ous|ful|less|able|ible|tion|sion|ment|ness|ity|ed|ing"
    r"|ly|ward|ish|ian|ese|an)$"
)


def ordinary_word(word: str) -> bool:
    """A capitalised English word the question's language spells (not an acronym, no digits)."""
    core = word.strip("'’+")
    return (
        core.isalpha()
        and core.isascii()
        and not core.isupper()
        and core[1:].islower()
        and bool(_ORDINARY.search(core.lower()))
    )


# "rain-fed (secano)", "the Central district (Tsentralny)": the paper's own word, in parentheses.
_GLOSS = re.compile(r"[(（]\s*([^()（）]{1,40}?)\s*[)）]")


def glosses(question: str) -> list[str]:
    """What the question gives in parentheses as the paper's own word for a thing."""
    return [g.group(1) for g in _GLOSS.finditer(question) if re.search(r"[^\W\d_]", g.group(1))]


# --- a label named across languages -----------------------------------------------------------

_LABEL_WORD = re.compile(r"[^\W\d_]+")


def label_aliases(
    question: str, labels: Sequence[str], *, context: str = "", paper: str | None = None
) -> set[str]:
    """The words of ``labels`` (row names, headers, legend entries, categories; lower case, as
    ``term_set`` gives them) that the question names in another language or script: by their
    Latin reading ("Zarechny" for "Заречный", "Kyokai" for "協会"), by a number with its
    counter ("No. 9" for "協会9号"), or as a closed-class word ("control" for "Testigo"). A label
    in Latin letters is read as it is; the question's words are matched against it only through
    concepts and numbers, since a same-script word is already matched by spelling."""
    asked_words = [w for w in _LATIN_WORD.findall(question) if len(w) >= 2]
    said = [w for g in glosses(question) for w in _LATIN_WORD.findall(g)]
    asked_words += said
    english = detect_language(question) == "English"
    # a name inside a compound an English question coins ("the three Vitebsk-region
    # districts"); German capitalises every noun of its compounds ("Maniok-Ertrag")
    asked_words += [
        p
        for w in (asked_words if english else ())
        if "-" in w
        for p in w.split("-")
        if _capitalised(p) and len(p) >= _MIN_PREFIX
    ]
    # Chinese and Japanese readings are runs of syllables that spell some English words
    # ("change" is 长额 in pinyin): there only names (capitalised) and glosses are looked for.
    name_keys = {
        key(w) for w in asked_words if (w[0].isupper() or w in said) and len(key(w)) > 4
    } | {key("".join(w.split("-"))) for w in asked_words if "-" in w}
    # names read through other vowels ("Ural" for "Орал"): capitalised words, not acronyms
    vowel_keys = {
        key(p) for w in asked_words for p in w.split("-") if _capitalised(p) and len(key(p)) >= 4
    }
    # long keys match inflected; short ones (acronyms, "PPU") only whole and capitalised, and
    # only in an alphabet: a CJK syllable ("you", "in") is no acronym
    asked_keys = {key(w) for w in asked_words if len(key(w)) > 4}
    asked_keys |= {key("".join(w.split("-"))) for w in asked_words if "-" in w}
    short_keys = {
        key(w, collapse=False)
        for w in asked_words
        if len(key(w)) <= 4 and any(c.isupper() for c in w)
    }
    # names their digraphs fold to four letters ("Shklow", "sklu"), printed with an ending
    folded_short = {
        k
        for w in asked_words
        if len(k := key(w)) == 4 and len(w) >= _MIN_PREFIX and _capitalised(w)
    }
    # a Belarusian label's names in their Russian forms, a and o folded ("Vitebsk")
    russian = belarusian(" ".join(labels))
    akanye_keys = {fold_akanye(a) for a in asked_keys} if russian else set()
    asked_sounds = {s for w in asked_words if len(s := _consonants(w)) >= 3}
    # an abjad's or Indic name by its consonants, as ``Readings.has`` reads it ("Levontin" for
    # "לבונטין"): only names (capitalised or glossed), since most words' consonants collide
    asked_skeletons = {
        sk
        for w in asked_words
        if (_capitalised(w) or w in said) and len(key(w)) >= 5 and len(sk := skeleton(w)) >= 3
    }
    concepts = {c for w in asked_words if (c := concept(w))}
    numbered = numbers_asked(question)
    japanese = any(_KANA.search(label) for label in labels)
    joined_asked = {key("".join(w.split("-"))) for w in asked_words if "-" in w}
    capitalised = [w for w in _LATIN_WORD.findall(question) if w[:1].isupper()]
    named_runs = {
        key("".join(capitalised[i:j])).translate(_VOICING)
        for i in range(len(capitalised))
        for j in range(i + 1, min(i + 5, len(capitalised) + 1))
    }
    # a header's word the question names in English ("survival rate" for "Yaşama oranı")
    asked = words_to_translate(question) if english else []
    out = translated_labels(asked, labels, context, paper) if asked else set()
    # a country by its name in the labels' language ("Казакстан" for "Kazakhstan")
    if countries := countries_named(question):
        out |= country_words(labels, countries)
    for label in labels:
        low = label.lower()
        for compound in _COMPOUND.findall(low) if joined_asked else ():
            for parts, joined in compound_spans(compound.split("-")):
                if any(_whole_variant(a, joined) for a in joined_asked):
                    # "Issyk-Kul" for "Ысык-Көл", not for "Ысык-Көл-Түштүк"
                    out |= set(parts)
        for n in numbered & numbers_printed(label):
            # the name around the number: "協会9号" is named by "No. 9"
            out |= {w.lower() for w in _LABEL_WORD.findall(label)} | {n}
        for c in concepts:
            m = _concept_pattern(c).search(strip_accents(low))
            # (every word of a stem of two, "mùa khô": its first is the season, its second dry)
            words = _words_in(low, m.start(), m.end()) if m else set()
            # a label in the question's own words is matched by its spelling already (an
            # English question's "average" meets "Mean" so too; "средняя" does not)
            spelled = (
                _ASKED_AS[c]
                if english
                else tuple(w.lower() for w in asked_words if concept(w) == c)
            )
            out |= {w for w in words if not w.startswith(spelled)}
        for word in _ABJAD.findall(label) + _INDIC.findall(label) if asked_skeletons else ():
            if skeleton(word) in asked_skeletons:
                out.add(word.lower())
        for word in foreign_words(label):
            readings = _readings(word, japanese)
            keys = {key(r) for r in readings}
            if _UNSPACED.fullmatch(word):
                # a run of a script set without spaces is named by a run of the question's words
                # that spells most of it ("Khlong Saen Saep", "Saen Saep"), not by one word that
                # opens many runs ("Khlong", canal)
                runs = {k.translate(_VOICING) for k in keys}
                if any(_inside(n, r) and 2 * len(n) >= len(r) for n in named_runs for r in runs):
                    out.add(word.lower())
                continue
            pool = name_keys if _HAN.search(word) or _KANA.search(word) else asked_keys
            if (
                any(alike(a, k) for a in pool for k in keys)
                or (
                    _ALPHABETIC.fullmatch(word)
                    and short_keys & {key(r, collapse=False) for r in readings}
                )
                or (
                    _ALPHABETIC.fullmatch(word)
                    and any(vowel_variant(a, k) for a in vowel_keys for k in keys)
                )
                or any(k.startswith(f) for f in folded_short for k in keys)
                or (
                    russian
                    and any(
                        alike(a, fold_akanye(key(r)))
                        for a in akanye_keys
                        for r in _readings(russian_form(word), False)
                    )
                )
            ):
                out.add(word.lower())
            elif asked_sounds and _KATAKANA_RUN.search(word):
                sounds = {
                    _consonants(r)
                    for run in _KATAKANA_RUN.findall(word)
                    for r in _japanese_segments(run)
                }
                if sounds & asked_sounds:
                    out.add(word.lower())
    return out


def _words_in(text: str, start: int, end: int) -> set[str]:
    """The words (or CJK runs) of ``text`` that begin between ``start`` and ``end``, each with
    its combining vowel signs and tone marks (Thai "ฤดูแล้ง" is one word, though "ู" and "้" are
    no letters)."""
    words: set[str] = set()
    at = start
    while at < max(end, start + 1) and at < len(text):
        stop = at
        while stop < len(text) and (
            text[stop].isalpha() or unicodedata.category(text[stop]).startswith("M")
        ):
            stop += 1
        if stop > at:
            words.add(text[at:stop])
        at = stop + 1
    return words
