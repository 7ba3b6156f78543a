"""What a question names that reads the same in any language: place and site names, codes,
numbers and years, and months (read in every language).

A paper in Swedish or Ukrainian prints "Örnsköldsvik–Husum", "№ 4", "2014–2018" and "Лютий" where
an English question says "the Örnsköldsvik–Husum section", "route No. 4", "in 2014–2018" and "in
February": these marks tell which table row or sentence is about what is asked when no other
word is shared.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from paperlens.answer.language import detect_language
from paperlens.answer.months import MONTH_OF, fold, months_asked, months_printed

# Function words and question words that open or sit inside a question capitalised ("In", "No.")
# name nothing.
_PLAIN_WORDS = """i in on at of for to by with from the a an and or but if is are was were be does do
did how what which who whom whose when where why no nr not table figure fig section"""
_PLAIN = frozenset(_PLAIN_WORDS.split())
_WORD = re.compile(r"[^\W\d_][\w'’]*")
_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w]|[.,]\d)")
_START = re.compile(r"(?:^|[.?!:;。？！¿¡\"“(]\s*)$")


@dataclass(frozen=True)
class Marks:
    names: frozenset[str]  # folded ("ornskoldsvik")
    numbers: frozenset[str]
    months: frozenset[int]

    def __bool__(self) -> bool:
        return bool(self.names or self.numbers or self.months)

    def printed(self, text: str) -> frozenset[str]:
        """The marks ``text`` prints: a name as a word or the start of one (an inflected
        "Husumban"), a number as a whole number, a month in any language."""
        words = {fold(w) for w in _WORD.findall(unicodedata.normalize("NFKC", text))}
        out = {
            n
            for n in self.names
            if n in words or (len(n) >= 4 and any(w.startswith(n) for w in words))
        }
        numbers = {_plain_number(m) for m in _NUMBER.findall(text)}
        out |= {n for n in self.numbers if n in numbers}
        if self.months:  # (reading a text's months costs more than the rest together)
            out |= {f"month:{m}" for m in self.months & months_printed(text)}
        return frozenset(out)


def _plain_number(token: str) -> str:
    return token.replace(",", ".")


def question_marks(question: str) -> Marks:
    """The question's names (capitalised words inside it, not at its start; words with digits
    or capitals inside), numbers and months. German capitalises every noun: there only
    acronyms and words with digits are names."""
    q = unicodedata.normalize("NFKC", question)
    german = detect_language(q) == "German"
    names: set[str] = set()
    for m in _WORD.finditer(q):
        word = m.group().strip("'’")
        folded = fold(word)
        if len(word) < 2 or folded in _PLAIN or folded in MONTH_OF:
            continue
        inner = any(c.isupper() for c in word[1:])
        if inner or (not german and word[0].isupper() and not _START.search(q[: m.start()])):
            names.add(folded)
    numbers = {_plain_number(n) for n in _NUMBER.findall(q)}
    return Marks(frozenset(names), frozenset(numbers), frozenset(months_asked(q)))
