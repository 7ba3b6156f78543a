"""An English word in the paper's language, from the bilingual dictionaries on the machine.

An English question about a Turkish table asks for the "survival rate" of a column headed
"Yaşama oranı (%)"; about a Polish one, the "firmness" under "Jędrność (N)". The words share no
letters, no reading and no closed class (``crosslingual``), and the small embedder cannot tell
one header word from another. A dictionary can: FreeDict's English-to-X dictionaries, which
Debian ships in dictd's format (``apt-get install dict-freedict-eng-tur``, ~30 languages, from
417 to 464,000 headwords each), are read where they are installed. Without them nothing
changes: a question is matched by spelling, reading and concept as before.

A dictionary entry is free text in one of a few layouts ("weight /weɪt/ <N> 1. waga 2. ciężar
3. odważnik II. <V> ..."): the translations are the short comma-separated phrases of its first
senses, pronunciations, grammar tags, labels and explanations left out. Only the first senses
are read: Hungarian's "rate" lists 23, a tariff, a rank and a level among them, and a header
that matches a late one is more often another thing than the one asked. The longest run of the
question's words that is a headword is read first ("milk yield" before "milk" and "yield").
Labels are read in the language the identifier is sure they are in, and only there.

The dictionaries into English (``dict-freedict-tur-eng`` ...) are read the other way: a label's
word, or its headword under an ending of up to three letters ("βασίλισσας", "βασίλισσα"), is
named by a question whose words are its English ("Ασιτία" is "starvation", which no
English-Greek entry gives). They add Esperanto, Icelandic, Slovak and Slovenian. A language with
neither, close to one with a dictionary (Galician to Portuguese, Luxembourgish to German), is
read with that one's (``NEIGHBOURS``); a word its own dictionary into English lacks is looked up
in its neighbour's too. A neighbour's headwords are matched with accents and a few letters
folded (``fold``): Faroese "Ídnaður" is Icelandic "iðnaður" (industry).

Where a larger dictionary for one language and direction is installed in the same format, it is
read instead of FreeDict's (``OTHERS``): FreeDict's English-Russian holds about 1,700
headwords, Mueller's (Debian's ``mueller7-dict``) about 46,000, and Ukrainian and Belarusian
read Russian's.
"""

from __future__ import annotations

import bisect
import functools
import gzip
import itertools
import logging
import math
import os
import re
import unicodedata
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from babel.core import get_global

from paperlens.answer.language import answer_language, identify_ranked
from paperlens.answer.months import MONTHS
from paperlens.answer.terms import STOP_WORDS, stem
from paperlens.scripts import strip_accents

log = logging.getLogger(__name__)

# Where dictd keeps its databases on Debian and Ubuntu (``AnswerSettings.dictionaries``).
DEFAULT_DIRECTORY = "/usr/share/dictd"
_SENSES = 4  # first senses read: later ones are rarer meanings ("rate": a tax, a rank)
_PHRASE_WORDS = 3  # a translation longer than this is an explanation, not a word
_LONGEST_ASKED = 3  # words of the longest headword looked up ("feed conversion ratio")
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_WORD = re.compile(r"[^\W\d_]+(?:['’\-][^\W\d_]+)*")


def _number(digits: str) -> int:
    n = 0
    for ch in digits:
        n = n * 64 + _B64.index(ch)
    return n


@dataclass(frozen=True)
class _Dictionary:
    """One dictd database: its index (a headword, the offset and the length of its entry, in
    base 64, per line) and its dictzip text, read a chunk at a time."""

    path: Path  # the .dict.dz beside the .index

    @functools.cached_property
    def _lines(self) -> list[str]:
        # the index's lines, lower-cased and sorted, searched by halving: ~40 MB for the
        # largest (German, 464,000 headwords) where a dict of them took 200 MB
        with open(self.path.with_suffix("").with_suffix(".index"), encoding="utf-8") as f:
            return sorted(
                f"{head.lower()}\t{where}"
                for head, _, where in (line.partition("\t") for line in f)
                if where.count("\t") >= 1
            )

    @functools.cached_property
    def _chunks(self) -> tuple[int, list[int]] | None:
        """dictzip's random-access table: the uncompressed chunk length and where each
        compressed chunk begins (the first where the data does); None for a plain gzip file."""
        with open(self.path, "rb") as f:
            head = f.read(12)
            if len(head) < 12 or head[:2] != b"\x1f\x8b" or not head[3] & 4:
                return None
            extra = f.read(int.from_bytes(head[10:12], "little"))
            at, table = 0, None
            while at + 4 <= len(extra):
                size = int.from_bytes(extra[at + 2 : at + 4], "little")
                if extra[at : at + 2] == b"RA":
                    table = extra[at + 4 : at + 4 + size]
                at += 4 + size
            for flag in (8, 16):  # the file's name and comment, zero-terminated
                while head[3] & flag and f.read(1) not in (b"\x00", b""):
                    pass
            start = f.tell() + (2 if head[3] & 2 else 0)
        if table is None or len(table) < 6:
            return None
        length, count = int.from_bytes(table[2:4], "little"), int.from_bytes(table[4:6], "little")
        sizes = [int.from_bytes(table[6 + 2 * i : 8 + 2 * i], "little") for i in range(count)]
        offsets = [start]
        for size in sizes:
            offsets.append(offsets[-1] + size)
        return length, offsets

    @functools.cached_property
    def _whole(self) -> bytes:
        with gzip.open(self.path) as f:
            return f.read()

    def _read(self, start: int, size: int) -> bytes:
        if self._chunks is None:
            text, at = self._whole, start
        else:
            length, offsets = self._chunks
            first, last = start // length, min((start + size - 1) // length, len(offsets) - 2)
            text, at = b"", start - first * length
            with open(self.path, "rb") as f:
                for i in range(first, last + 1):
                    f.seek(offsets[i])
                    packed = f.read(offsets[i + 1] - offsets[i])
                    text += zlib.decompressobj(-zlib.MAX_WBITS).decompress(packed)
        if len(text) < at + size:
            raise ValueError(f"the entry at {start} is cut short")
        return text[at : at + size]

    def headwords(self, prefix: str, longest: int) -> list[str]:
        """The headwords that begin with ``prefix`` and are at most ``longest`` letters long,
        shortest first."""
        lines = self._lines
        found: set[str] = set()
        at = bisect.bisect_left(lines, prefix)
        while at < len(lines) and lines[at].startswith(prefix):
            head = lines[at].partition("\t")[0]
            if len(head) <= longest:
                found.add(head)
            at += 1
        return sorted(found, key=lambda h: (len(h), h))

    @functools.cached_property
    def _folded(self) -> dict[str, list[str]]:
        folded: dict[str, list[str]] = {}
        for line in self._lines:
            head = line.partition("\t")[0]
            folded.setdefault(fold(head), []).append(head)
        return folded

    def spelt_alike(self, word: str) -> list[str]:
        """The headwords spelled as ``word`` once both are folded (``fold``): a close
        neighbour's spelling of them (Faroese "ídnaður", Icelandic "iðnaður": industry)."""
        return self._folded.get(fold(word), [])

    def entries(self, headword: str) -> list[str]:
        lines, key = self._lines, headword + "\t"
        out = []
        at = bisect.bisect_left(lines, key)
        while at < len(lines) and lines[at].startswith(key):
            where = lines[at].rstrip("\n").split("\t")
            out.append(self._read(_number(where[1]), _number(where[2])).decode("utf-8", "replace"))
            at += 1
        return out


# FreeDict's file names for the two directions, English into X and X into English.
FROM_ENGLISH = "freedict-eng-{}"
INTO_ENGLISH = "freedict-{}-eng"
# Other dictd databases, by direction and language, read instead of FreeDict's where installed.
OTHERS = {FROM_ENGLISH: {"ru": "mueller7"}}


@functools.cache
def _installed(directory: str, name: str) -> dict[str, _Dictionary]:
    """The dictionaries in ``directory`` named so (``FROM_ENGLISH``, ``INTO_ENGLISH``), by the
    CLDR code of their other language ("tr", "nl")."""
    aliases = get_global("language_aliases")
    before, _, after = name.partition("{}")
    found: dict[str, _Dictionary] = {}
    for path in sorted(Path(directory).glob(f"{before}*{after}.dict.dz")):
        code = path.name.removeprefix(before).removesuffix(f"{after}.dict.dz")
        cldr = aliases.get(code)
        if isinstance(cldr, str) and path.with_suffix("").with_suffix(".index").exists():
            found[cldr] = _Dictionary(path)
    for cldr, other in OTHERS.get(name, {}).items():
        path = Path(directory) / f"{other}.dict.dz"
        if path.with_suffix("").with_suffix(".index").exists():
            found[cldr] = _Dictionary(path)
    return found


_use: list[Path | None] = [Path(DEFAULT_DIRECTORY)]  # (set once by ``use`` at wiring)


def use(directory: Path | None) -> None:
    """Read the dictionaries in ``directory`` from now on; None reads none."""
    _use[0] = directory
    _broken.clear()
    translations.cache_clear()
    glosses.cache_clear()
    _translated.cache_clear()
    _english_of_question.cache_clear()


def _dictionaries(name: str) -> dict[str, _Dictionary]:
    found = _installed(str(_use[0]), name) if _use[0] is not None else {}
    return {code: d for code, d in found.items() if d.path not in _broken}


_broken: set[Path] = set()  # dictionaries that failed to read


def _dictionary(name: str, language: str) -> _Dictionary | None:
    """The language's dictionary in one direction, else its close neighbour's
    (``NEIGHBOURS``): Slovak's is into English only, so English-Czech reads its labels."""
    found = _dictionaries(name)
    return found.get(language) or found.get(NEIGHBOURS.get(language, ""))


# Letters a close neighbour writes otherwise, folded with the accents: Faroese "ídnaður" and
# Icelandic "iðnaður", Azerbaijani "ə" for Turkish "e", Turkish dotless "ı".
_FOLDED = str.maketrans({"ð": "d", "þ": "th", "æ": "ae", "ø": "o", "œ": "oe", "ə": "e", "ı": "i"})


def fold(word: str) -> str:
    """A word lower-cased, its accents stripped and the letters in ``_FOLDED`` spelled plainly."""
    return strip_accents(word.lower().translate(_FOLDED))


def languages() -> set[str]:
    """The CLDR codes of the languages with a dictionary from English or into it."""
    return set(_dictionaries(FROM_ENGLISH)) | set(_dictionaries(INTO_ENGLISH))


# Pronunciations, grammar tags, usage labels, parenthesised notes; Mueller's labels ("_n.",
# "_тех.") and homonym numbers ("_I").
_NOISE = re.compile(r"/[^/\n]*/|<[^>\n]*>|\[[^\]\n]*\]|\([^)\n]*\)|\{[^}\n]*\}|(?<!\S)_[^\s.]+\.?")
# A sense's number, under a part of speech's Roman one ("II. <V> 1. obciążać"), or Mueller's
# under a part of speech's number ("1. _n." then "1) солома; соломка").
_NUMBERED = re.compile(r"^(?:[IVX]{1,4}\.\s*)?\d{1,2}[.)]\s+")
# A number left alone once its part of speech's label is gone (Mueller's "1. _n.").
_MARK = re.compile(r"(?:[IVX]{1,4}|\d{1,2})[.)]")
# A note's line ("see: {yield}", "Note: of a mine", "Synonyms: ...") or an example's ("- ...").
_NOTE = re.compile(r"^(?:[^\W\d_]+:|-)\s")


def _senses(entry: str) -> list[str]:
    """The lines of an entry that give translations: its numbered senses where it numbers
    them, else the line after the headword. An unnumbered line after a numbered sense explains
    it in English."""
    lines = [_NOISE.sub(" ", line).strip() for line in entry.split("\n")[1:]]
    lines = [line for line in lines if line and not _NOTE.match(line) and not _MARK.fullmatch(line)]
    numbered = [_NUMBERED.sub("", line) for line in lines if _NUMBERED.match(line)]
    return numbered or lines[:1]


def _phrases(dictionary: _Dictionary | None, headword: str, *, one_sense: bool) -> frozenset[str]:
    """The short phrases (lower case, at most three words) of the first senses of a
    headword's entries, or of its first entries where each is ``one_sense`` (German-English
    gives "fest" 25 entries of one sense each: tight, stout, festival, ...)."""
    if dictionary is None:
        return frozenset()
    entries = _entries(dictionary, headword)
    return _phrases_of(entries[:_SENSES] if one_sense else entries, headword)


def _entries(dictionary: _Dictionary, headword: str) -> list[str]:
    """A headword's entries; none from a damaged dictionary, which is then read as none at
    all: the question is matched as without it."""
    try:
        return dictionary.entries(headword)
    except (OSError, ValueError, EOFError, zlib.error) as e:
        log.warning("dictionary %s unreadable (%s); not used", dictionary.path, e)
        _broken.add(dictionary.path)
        return []


def _phrases_of(entries: Sequence[str], headword: str) -> frozenset[str]:
    out: set[str] = set()
    for entry in entries:
        for sense in _senses(entry)[:_SENSES]:
            # what follows a full stop is an example of use ("... parçası. fish and chips ...")
            pieces = re.split(r"[,;]", sense.split(". ")[0])
            scripts = [_script(p) for p in pieces]
            script = next((s for s in scripts if s != "mixed"), "")
            for piece, its in zip(pieces, scripts, strict=True):
                # accents folded: Bulgarian's stress marks ("висо́к") are no letters
                words = _WORD.findall(strip_accents(piece.lower()))
                short = 0 < len(words) <= _PHRASE_WORDS and headword not in words
                if short and its == script:
                    out.add(" ".join(words))
    return frozenset(out)


def _script(piece: str) -> str:
    """ "latin", "other" or "mixed": an English example among Russian translations ("потеря;
    to have a loss", "от heat") is in another script than the sense's translations."""
    letters = [ch for ch in piece if ch.isalpha()]
    latin = sum(ch < "\u0250" for ch in letters)
    return "mixed" if 0 < latin < len(letters) else "latin" if latin else "other"


@functools.lru_cache(maxsize=1 << 14)
def translations(word: str, language: str) -> frozenset[str]:
    """The translations of an English word or phrase (lower case) into ``language``, as lower
    case phrases of at most three words, from the first senses of its entries."""
    return _phrases(_dictionary(FROM_ENGLISH, language), word, one_sense=False)


@functools.lru_cache(maxsize=1 << 14)
def glosses(word: str, language: str) -> frozenset[str]:
    """The English of a word or phrase (lower case) printed in ``language``, as for
    :func:`translations`; of an inflected word ("skoka"), its headword's ("skok": jump), the
    headword being the word less an ending of at most three letters."""
    found = _dictionaries(INTO_ENGLISH)
    own = found.get(language)
    # then its close neighbour's (``NEIGHBOURS``), where its own has no entry: Slovak-English
    # holds "výška" (height) but not "vzduch" (air), which Czech-English does
    for dictionary in (own, found.get(NEIGHBOURS.get(language, ""))):
        for cut in range(_ENDING + 1):
            if dictionary is None or cut and len(word) - cut < _SHORTEST_STEM:
                break
            stem_ = word[: len(word) - cut]
            # a neighbour's dictionary is read by spelling folded ("ídnaður", "iðnaður")
            heads = [stem_] if dictionary is own else dictionary.spelt_alike(stem_)
            english = frozenset().union(*(_phrases(dictionary, h, one_sense=True) for h in heads))
            if english:
                return english
    return frozenset()


_ENDING = 3  # letters of an inflection's ending cut to find a printed word's headword
_SHORTEST_STEM = 4  # ... leaving at least these


def english_of_question(question: str) -> list[str]:
    """The English of a question asked in another language, noun by noun, in order: each of
    its words of four letters or more read in its language's dictionary into English, or its
    close neighbour's, where the entries read are a noun's or name no part of speech ("Op welk
    gebouw lagen de proefvlakken?" gives "building"; "Wie viele Kühe ...?" gives "cows", not
    "viele"'s "lots"). A word is read by its headword: the word itself, or one that differs
    from it only in an ending of up to three letters ("temperatury" is "temperatura", "dachem"
    "dach"). Empty for an English question, one whose language is not told surely, or one
    with no dictionary."""
    return list(_english_of_question(unicodedata.normalize("NFKC", question)))


@functools.lru_cache(maxsize=1024)
def _english_of_question(question: str) -> tuple[str, ...]:
    code, confidence = _likeliest(question)
    dictionary = _dictionary(INTO_ENGLISH, code)
    if code == "en" or confidence < _SURE or dictionary is None:
        return ()
    if answer_language(question) == "English":
        return ()  # (English function words, and the identifier not quite sure of another)
    out: dict[str, None] = {}
    for word in _WORD.findall(question.lower()):
        if len(word) < _SHORTEST_STEM:
            continue
        for phrase in _glosses_of_inflected(dictionary, word):
            out |= dict.fromkeys(w for w in phrase.split() if w not in STOP_WORDS and len(w) > 2)
    return tuple(out)


def _glosses_of_inflected(dictionary: _Dictionary, word: str) -> frozenset[str]:
    """The English of a word's noun senses (``_names_a_thing``) by the headword nearest it in
    spelling: the word itself, else the shortest headword that shares all but its last one to
    three letters and is at most one letter longer than it."""
    for cut in range(_ENDING + 1):
        stem_ = word[: len(word) - cut]
        if cut and len(stem_) < _SHORTEST_STEM:
            break
        for head in dictionary.headwords(stem_, len(word) + 1) if cut else [word]:
            entries = _entries(dictionary, head)[:_SENSES]
            if entries:
                return _phrases_of([e for e in entries if _names_a_thing(e)], head)
    return frozenset()


# An entry's part of speech: "<masc, n, sg>", "<n, fem>", "<pl, n>", "<adj>", "<pron>".
_TAG = re.compile(r"<([^<>\n]+)>")
_NOUN_TAGS = frozenset({"n", "noun", "pl"})


def _names_a_thing(entry: str) -> bool:
    """Whether a dictionary entry is a noun's, or carries no part of speech: a sentence shares
    its nouns with a question asked in another language ("Kühe", cows), while the question's
    adjectives, adverbs, verbs and function words ("viele", "insgesamt", "hielt") read as
    words a wrong sentence prints as often ("lots", "large", "held")."""
    tag = _TAG.search(entry.split("\n", 1)[0])
    return tag is None or bool(_NOUN_TAGS & {t.strip().lower() for t in tag.group(1).split(",")})


def _alike(translated: str, printed: str) -> bool:
    """Whether a printed word is the translation's word, inflected ("oran", "oranı") or the
    first part of a compound ("Stickstoffüberschuss" of "Stickstoff"), or a shorter word of its
    root ("perda", loss, of "perdido", lost): they share nearly all of the shorter, and a
    shorter printed word more than half of the translation. "Proti" (against) shares only
    "prot" with "protokol", which English-Czech gives for "minutes"."""
    if translated == printed:
        return True
    shared = len(os.path.commonprefix([translated, printed]))
    if shared < 4 or shared < 0.8 * min(len(translated), len(printed)):
        return False
    return len(printed) >= len(translated) or shared > 0.5 * len(translated)


# (Cyrillic's too: Ukrainian "висота" is Russian "высота", Belarusian "білка" Russian "белок")
_VOWEL = re.compile(r"[aeiouyаеёиіїоуыэюяє]")
_DOUBLED = re.compile(r"(.)\1+")
_SHORTEST_SKELETON = 3  # consonants: fewer are shared by too many words
_VOWELS_APART = 2  # letters by which a word and its neighbour's spelling may differ in length


def _consonants(word: str) -> str:
    return _DOUBLED.sub(r"\1", _VOWEL.sub("", word.casefold()))


def _kin(translated: str, printed: str) -> bool:
    """Whether a printed word is a neighbour language's translation spelled with its own
    vowels: the same first letter, then the same consonants in order, in a word of about its
    length or in a longer one they begin (an inflection, a compound: "fresca" of French
    "frais" in Occitan). Portuguese "amostra" is no Galician "mosteiro" (monastery), though
    both have the consonants m-s-t-r."""
    a, b = _consonants(translated), _consonants(printed)
    if len(a) < _SHORTEST_SKELETON or translated[:1] != printed[:1]:
        return False
    if a == b:
        return abs(len(translated) - len(printed)) <= _VOWELS_APART
    return b.startswith(a) and len(printed) > len(translated)


# Languages that write a compound as one word with its head last: a Dutch header "Veendikte
# (m)" is a thickness (dikte) of peat, a Hungarian "Tejhozam" a yield (hozam) of milk.
HEAD_LAST = frozenset(
    {"af", "da", "de", "et", "fi", "fo", "fy", "hu", "is", "lb", "nb", "nl", "nn", "no", "sv"}
)
_SHORTEST_HEAD = 4  # letters of a compound's last part read as its head
_SHORTEST_MODIFIER = 3  # ... after at least these


def _headed(translated: str, printed: str) -> bool:
    """Whether a printed word is a compound whose last part is the translation, perhaps with an
    ending of up to three letters: "veendikte" of "dikte", "grondwaterstanden" of "stand"."""
    if len(translated) < _SHORTEST_HEAD:
        return False
    at = printed.rfind(translated)
    return at >= _SHORTEST_MODIFIER and len(printed) - at - len(translated) <= _ENDING


def compound_glosses(word: str, language: str) -> frozenset[str]:
    """The English of a printed word (lower case) that no dictionary holds, in a language that
    writes compounds as one word: its longest last part's that one does hold ("drainafstand" is
    a distance, "afstand"; "veendikte" a thickness, "dikte")."""
    if language not in HEAD_LAST or glosses(word, language):
        return frozenset()
    for at in range(_SHORTEST_MODIFIER, len(word) - _SHORTEST_HEAD + 1):
        found = glosses(word[at:], language)
        if found:
            return found
    return frozenset()


def printed_translations(
    asked: list[str],
    printed: set[str],
    language: str,
    together: Sequence[set[str]] = (),
) -> set[str]:
    """The printed words (lower case) that translate a run of the asked English words (lower
    case, in order): every word of one translation must be printed, accents aside, and where
    ``together`` groups the printed words by label, within one label ("среднее число", average,
    is not "Среднее время" beside "Число повреждений")."""
    folded: dict[str, set[str]] = {}
    for p in printed:
        folded.setdefault(fold(p), set()).add(p)
    # read with a close neighbour's dictionary, whose words the language spells with other
    # vowels: Luxembourgish "wäiss" is German "weiß", "Stëllwäin" "Stillwein"
    kin = language not in _dictionaries(FROM_ENGLISH)
    compounds = language in HEAD_LAST
    out: set[str] = set()
    done: set[int] = set()
    for n in range(min(_LONGEST_ASKED, len(asked)), 0, -1):
        for i in range(len(asked) - n + 1):
            if done & set(range(i, i + n)):
                continue
            for phrase in _looked_up(" ".join(asked[i : i + n]), language):
                found = [
                    _printed_as(w, folded, kin, compounds)
                    for w in fold(phrase).split()
                    if len(w) > 2
                ]
                if len(found) > 1 and together:
                    groups = [g for g in together if all(f & g for f in found)]
                    found = [{p for p in f if any(p in g for g in groups)} for f in found]
                if found and all(found):
                    out |= set().union(*found)
                    done |= set(range(i, i + n))
    for i in range(len(asked) - 1) if compounds else ():
        # two asked words printed as one compound: "south slope" as "Südhang", "must weight"
        # as "Mostgewicht" (each part a translation of one word, the first maybe cut short)
        if done & {i, i + 1}:
            continue
        firsts, seconds = _looked_up(asked[i], language), _looked_up(asked[i + 1], language)
        joined = {
            p
            for f, ps in folded.items()
            if any(_joined(fold(a), fold(b), f) for a in firsts for b in seconds)
            for p in ps
        }
        if joined:
            out |= joined
            done |= {i, i + 1}
    return out


_LINKS = ("", "s", "es", "n", "en", "e", "er")  # what joins a compound's parts ("Gewichtsklasse")


def _joined(first: str, second: str, printed: str) -> bool:
    """Whether ``printed`` is a compound of ``first`` (whole, with a joining letter or two, or
    cut short by an ending: "süd" of "süden") and ``second`` (with an ending of its own)."""
    if " " in first or " " in second or len(second) < _SHORTEST_HEAD:
        return False
    at = printed.rfind(second)
    if at < _SHORTEST_MODIFIER or len(printed) - at - len(second) > _ENDING:
        return False
    head = printed[:at]
    return any(head == first + link for link in _LINKS) or (
        first.startswith(head) and len(first) - len(head) <= 2
    )


def _printed_as(
    translated: str, folded: dict[str, set[str]], kin: bool, compounds: bool
) -> set[str]:
    """The printed words (``folded``: by folded spelling) that are the translated word, inflected
    (``_alike``) or (``kin``) a neighbour's spelling of it, or (``compounds``) the one compound
    whose last part it is. A last part several compounds share tells none of them apart: "brand"
    (fire) ends "Somerbrand" and "Winterbrand", which only their first parts name."""
    found = {
        p
        for f, ps in folded.items()
        if _alike(translated, f) or kin and _kin(translated, f)
        for p in ps
    }
    headed = [f for f in folded if compounds and _headed(translated, f)] if not found else []
    return set(folded[headed[0]]) if len(headed) == 1 else found


class PrintedWords:
    """A paper's words (lower-cased), filed by what ``_alike``, ``_kin`` and ``_headed`` compare
    first: the first four letters, the first letter with the first three consonants, and the
    four letters at each place a compound's last part may begin. The printed
    translations of a question's words are then looked for among a few of the paper's
    thousands of words, not all of them."""

    def __init__(self, words: Iterable[str]) -> None:
        self._by_start: dict[str, set[str]] = {}
        self._by_sound: dict[str, set[str]] = {}
        self._by_part: dict[str, set[str]] = {}
        for word in {w.lower() for w in words}:
            folded = fold(word)
            self._by_start.setdefault(folded[:4], set()).add(word)
            sound = _consonants(folded)
            if len(sound) >= _SHORTEST_SKELETON:
                self._by_sound.setdefault(folded[0] + sound[:3], set()).add(word)
            for at in range(_SHORTEST_MODIFIER, len(folded) - _SHORTEST_HEAD + 1):
                self._by_part.setdefault(folded[at : at + 4], set()).add(word)

    def near(self, translated: str, kin: bool, compounds: bool = False) -> set[str]:
        """The words that may be ``translated`` inflected, or (``kin``) its neighbour's spelling,
        or (``compounds``) a compound's last part."""
        translated = fold(translated)
        found = set(self._by_start.get(translated[:4], ()))
        sound = _consonants(translated)
        if kin and len(sound) >= _SHORTEST_SKELETON:
            found |= self._by_sound.get(translated[0] + sound[:3], set())
        if compounds and len(translated) >= _SHORTEST_HEAD:
            found |= self._by_part.get(translated[:4], set())
        return found


def paper_language(text: str) -> str | None:
    """The CLDR code of the language a paper is written in, where the identifier is sure of it
    and a dictionary from English into it, or into its close neighbour, is installed."""
    if not _dictionaries(FROM_ENGLISH):
        return None
    code, confidence = _likeliest(text)
    if code == "en" or confidence < _SURE or _dictionary(FROM_ENGLISH, code) is None:
        return None
    return code


def translations_printed(asked: list[str], words: PrintedWords, language: str) -> set[str]:
    """The words a paper in ``language`` prints (``words``) that translate a run of the asked
    English words (``printed_translations``), for searching it with an English question."""
    kin = language not in _dictionaries(FROM_ENGLISH)
    compounds = language in HEAD_LAST
    candidates: set[str] = set()
    for n in range(1, min(_LONGEST_ASKED, len(asked)) + 1):
        for i in range(len(asked) - n + 1):
            for phrase in _looked_up(" ".join(asked[i : i + n]), language):
                for w in phrase.split():
                    candidates |= words.near(w, kin, compounds) if len(w) > 2 else set()
    return printed_translations(asked, candidates, language) if candidates else set()


def glossed(asked: list[str], labels: Sequence[str], language: str) -> set[str]:
    """The printed words (lower case) of ``labels`` whose English, read in a dictionary into
    English, is asked: every word of a gloss, its singular or plural, is an asked word. Two
    printed words are looked up together too ("diffúziós együttható": diffusion coefficient).
    This finds a header the question's words have no entry for, or none naming it."""
    wanted = {stem(w) for w in asked}

    def asked_in(english: frozenset[str]) -> str:
        for gloss in english:
            said = [w for w in gloss.split() if w not in STOP_WORDS and len(w) > 2]
            if said and all(stem(w) in wanted for w in said):
                return gloss
        return ""

    out: set[str] = set()
    # (a compound read by its last part names a label only where no other compound shares it)
    by_last_part: dict[str, set[str]] = {}
    for label in labels:
        words = [w.lower() for w in _WORD.findall(label)]
        runs = [(w,) for w in words if len(w) > 2] + list(zip(words, words[1:], strict=False))
        for run in runs:
            if asked_in(glosses(" ".join(run), language)):
                out |= {w for w in run if len(w) > 2}
            elif len(run) == 1 and (gloss := asked_in(compound_glosses(run[0], language))):
                by_last_part.setdefault(gloss, set()).add(run[0])
    return out.union(*(ws for ws in by_last_part.values() if len(ws) == 1))


def _looked_up(word: str, language: str) -> frozenset[str]:
    """A word's translations, or its singular's ("apples", "drains"). A hyphenated word no
    entry holds is read as its parts: "above-ground" is "above ground", or each part's word in
    turn ("atas tanah" in Malay), every one of which must then be printed."""
    found = translations(word, language) or (
        translations(stem(word), language) if stem(word) != word else frozenset()
    )
    parts = word.split("-")
    if found or len(parts) < 2:
        return found
    spaced = _looked_up(" ".join(parts), language)
    if spaced:
        return spaced
    each = [_looked_up(p, language) for p in parts]
    if not all(each) or math.prod(map(len, each)) > _PART_READINGS:
        return frozenset()
    return frozenset(" ".join(words) for words in itertools.product(*each))


_PART_READINGS = 64  # translations of a hyphenated word read from its parts, at most


def labels_language(
    labels: Sequence[str], context: str = "", paper: str | None = None
) -> str | None:
    """The CLDR code of the language a table's or chart's words are in, where the identifier
    is sure of it and a dictionary for it, or for its close neighbour (``NEIGHBOURS``), is
    installed. Where the labels alone leave it unsure, they are read with ``context`` (the
    paper's title and the caption, in the paper's language); where that leaves it unsure too,
    the paper's language (``paper``, told on its whole text) is theirs if it is the one they
    most likely are in, or its neighbour ("Median ukuran butir": Indonesian at 0.62)."""
    known = languages()
    if not known:
        return None
    text = " ".join(w for label in labels for w in _WORD.findall(label) if len(w) > 2)
    if len(text.split()) < _LABEL_WORDS:
        return None
    for read in (text, f"{text} {context}") if context.strip() else (text,):
        code, confidence = _likeliest(read)
        if confidence >= _SURE:
            return code if {code, NEIGHBOURS.get(code)} & known else None
    if paper is not None:
        code, _ = _likeliest(text)
        if paper in {code, NEIGHBOURS.get(code)} or NEIGHBOURS.get(paper) == code:
            return paper
    return None


def _likeliest(text: str) -> tuple[str, float]:
    """The identifier's likeliest language for ``text``, and how likely the text is in it or a
    close neighbour of it: short labels split the identifier between close languages ("Akar",
    "Atas tanah": Indonesian 0.60, Malay 0.37), which share their words and dictionaries."""
    ranked = identify_ranked(text)
    code = ranked[0][0]
    near = {code, NEIGHBOURS.get(code)} - {None}
    near |= {c for c, n in NEIGHBOURS.items() if n in near}
    return code, sum(p for c, p in ranked if c in near)


_LABEL_WORDS = 3  # words below which no language is told
_SURE = 0.9  # of the identifier: below it, short labels are often another language

# A language without a dictionary in one direction or both, and the close one whose dictionary's
# words it prints the same or nearly ("Edificio", "Altura" in Galician as in Portuguese;
# "Ertrag" in Luxembourgish as in German): its labels are read with that dictionary where its
# own is missing (``_dictionary``), and a translation must still be printed (``_alike``), so a
# word the two spell apart is simply not found.
NEIGHBOURS = {
    "uk": "ru",
    "be": "ru",
    "mk": "bg",
    "bs": "hr",
    "sr": "hr",
    "sk": "cs",
    "gl": "pt",
    "ca": "es",
    "oc": "fr",
    "fy": "nl",
    "lb": "de",
    "ms": "id",
    "nn": "no",
    "nb": "no",
    "fo": "is",
    "az": "tr",
    "tk": "tr",
    "gd": "ga",
    "sl": "hr",
}


def words_to_look_up(question: str) -> list[str]:
    """The English question's words to look up, in order. The word after "per" is left out:
    "the milk yield per cow" asks a yield, which a header of the cows counted ("Tehenek (db)")
    does not give. The adjective after "how" is read as the noun a header prints for what it
    asks: "how long" asks a length or a duration, not the column of long accents ("Dugi
    naglasak"); "how thick", a thickness ("Kalınlık")."""
    said = _WORD.findall(question.lower())
    out: list[str] = []
    for i, w in enumerate(said):
        before = said[i - 1] if i else ""
        if before == "how":
            out += _HOW_NOUNS.get(w, ())
        elif w not in STOP_WORDS and len(w) > 2 and before != "per":
            out.append(w)
    return out


def words_to_translate(question: str) -> list[str]:
    """``words_to_look_up`` less the months, which ``months`` reads in every language (a
    dictionary's "Mai" for "May" made a chart of other months refuse what a table gives)."""
    return [w for w in words_to_look_up(question) if w not in MONTHS]


# What "how <adjective>" asks, as a header names it.
_HOW_NOUNS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("deep", "shallow"), ("depth",)),
    **dict.fromkeys(("long", "short"), ("length", "duration")),
    **dict.fromkeys(("tall",), ("height",)),
    **dict.fromkeys(("old", "young"), ("age",)),
    **dict.fromkeys(("thick", "thin"), ("thickness",)),
    **dict.fromkeys(("wide", "narrow", "broad"), ("width",)),
    **dict.fromkeys(("far", "distant"), ("distance",)),
    **dict.fromkeys(("heavy", "light"), ("weight", "mass")),
    **dict.fromkeys(("hot", "warm", "cold", "cool"), ("temperature",)),
    **dict.fromkeys(("fast", "quick", "slow"), ("speed", "velocity")),
    **dict.fromkeys(("steep",), ("slope", "gradient")),
    **dict.fromkeys(("often", "frequently"), ("frequency",)),
}


def translated_labels(
    asked: list[str], labels: Sequence[str], context: str = "", paper: str | None = None
) -> set[str]:
    """The words of ``labels`` (lower case) that translate the asked English words, in the
    labels' language (told with ``context`` and ``paper`` where the labels alone are too few:
    ``labels_language``)."""
    return set(_translated(tuple(asked), tuple(labels), context, paper))


# (asked of one table's or chart's labels by each fact builder, several times a question)
@functools.lru_cache(maxsize=1024)
def _translated(
    asked: tuple[str, ...], labels: tuple[str, ...], context: str, paper: str | None
) -> frozenset[str]:
    language = labels_language(labels, context, paper)
    if language is None:
        return frozenset()
    each = [{w.lower() for w in _WORD.findall(label) if len(w) > 2} for label in labels]
    found = printed_translations(list(asked), set().union(*each), language, together=each)
    return frozenset(found | glossed(list(asked), labels, language))
