"""Front matter: the title/author block, affiliations, e-mail addresses, funding and dates.

These blocks carry the paper's system names (in the title) and many proper nouns, so a
question about a result shares words with them; quoted as evidence they answer nothing. They
are told apart by their shape, not by any paper's words: the blocks of page 1 that come before
the abstract or the first paragraph of prose, when they hold an e-mail address, an affiliation,
a date line or footnote markers on names; and, on any page, short blocks that are an e-mail
line, a funding line with a grant number, or a received/accepted line. They are kept as their
own text chunks (``extra["front_matter"]``), which retrieval offers only to questions about
authors, affiliations, funding or the title.
"""

from __future__ import annotations

import re
import unicodedata

from paperlens.sentences import SENTENCE_OPENING
from paperlens.textclean import CJK_CHAR

_EMAIL = re.compile(r"[\w.+\-}]+@[\w\-]+(?:\.[\w\-]+)+")
# Where the content starts: an abstract or introduction heading, in the languages papers use.
_CONTENT_START = re.compile(
    r"^\s*(?:(?:\d+|I)\.?\s*)?(?:(?:abstract|summary|introduction|zusammenfassung|einleitung|"
    r"résumé|introducción|resumen|resumo|introdução|riassunto|introduzione)\b|概要|要旨|摘\s*要|要約|はじめに|序論|引言|前言|绪论|緒論|"
    r"요\s*약|초\s*록|서론)",
    re.I,
)
# Sentence ends, in any script: a block of prose has several, a block of names has none.
_SENTENCE_END = re.compile(rf"[.!?؟।۔։።](?=\s+{SENTENCE_OPENING})|[。．！？]")
_AFFILIATION = re.compile(
    r"universit|institut|department|\bdept\b|school of|laborator|\blab\b|college|academy|"
    r"\binc\b|corporation|research cent(?:er|re)|大学|大學|研究所|研究科|学院|学部|研究院|대학|연구소|학과|"
    r"센터|センター|中心|hochschule|fakultät|zentrum|université|universidad|universitat|"
    r"universidade|universitá|centre (?:de|d’|d'|for|of)|centro (?:de|di|for)|école|escuela|"
    r"facultad|faculté|instituto|laboratoire|laboratorio",
    re.I,
)
_DATES = re.compile(
    r"\b(?:received|accepted|revised|published online|available online)\b|受付|採録|採択|收稿|"
    r"接收|修回|录用|접수|게재|심사",
    re.I,
)
_FUNDING = re.compile(
    r"\b(?:supported (?:in part )?by|funded by|funding|grants?\b|acknowledg)|助成|資助|资助|基金|"
    r"科研費|研究費|補助金|지원(?:을|으로|하)|과제|gefördert|financ[ée]",
    re.I,
)
# A grant or project number: letters and digits run together ("JP21H04567", "2019-0-01234").
_GRANT_ID = re.compile(r"\b(?=[A-Z0-9\-]*\d)[A-Z]{0,8}[\-]?\d[\dA-Z\-]{4,}\b")
_BROKEN_ID = re.compile(r"(\d)-\s+(\d)")
# Footnote marks on author names ("Taro Yamada¹", "Jane Doe*,†").
_NAME_MARK = re.compile(r"[¹²³⁴⁵⁶⁷⁸⁹*†‡§]")


def weighted_length(text: str, cjk_weight: float) -> float:
    """Characters, a CJK or Hangul one counting ``cjk_weight`` Latin ones (it says a word)."""
    cjk = len(CJK_CHAR.findall(text))
    return len(text) - cjk + cjk * cjk_weight


def _is_stray_front(text: str) -> bool:
    """A short block anywhere that is an e-mail line, a funding line or a date line."""
    if len(text) > 400:
        return False
    if _EMAIL.search(text) and len(_EMAIL.sub("", text)) < 200:
        return True
    if _DATES.search(text) and re.search(r"\d{4}", text) and len(text) < 200:
        return True
    # A grant number broken at its hyphen by the line end reads "2021- 0417".
    return bool(_FUNDING.search(text) and _GRANT_ID.search(_BROKEN_ID.sub(r"\1-\2", text)))


def front_blocks(
    texts: list[str], first_page: bool, *, prose_chars: float, max_chars: float, cjk_weight: float
) -> list[bool]:
    """Which of a page's blocks (reading order) are front matter.

    On page 1 the blocks before the content starts (an abstract or introduction heading, or a
    block of ``prose_chars`` or more
    that reads as sentences) are front matter when they are at most ``max_chars`` in all and
    either the content starts at a heading (what comes before an abstract is the title and its
    authors, whatever words the affiliation uses: a Writer or Word export sets no marks) or they
    show its shape; on every page, short e-mail, funding and date lines are.
    """
    marks = [_is_stray_front(unicodedata.normalize("NFKC", t)) for t in texts]
    if not first_page:
        return marks
    end = None
    heading = False
    for i, text in enumerate(texts):
        prose = weighted_length(text, cjk_weight) >= prose_chars
        heading = bool(_CONTENT_START.match(text))
        if heading or (prose and len(_SENTENCE_END.findall(text)) >= 3):
            end = i
            break
    if not end:
        return marks
    head = [unicodedata.normalize("NFKC", t) for t in texts[:end]]
    joined = " ".join(head)
    # Before a heading, a block with sentences is an unheaded abstract or teaser, not a name.
    nameish = heading and all(len(_SENTENCE_END.findall(t)) < 2 for t in head)
    shaped = (
        nameish
        or _EMAIL.search(joined)
        or _AFFILIATION.search(joined)
        or _DATES.search(joined)
        or _NAME_MARK.search(" ".join(texts[:end]))
    )
    if shaped and weighted_length(joined, cjk_weight) <= max_chars:
        marks[:end] = [True] * end
    return marks
