"""Reference lists as their own chunks: a bibliography is searched only for citation questions.

A reference list is dense with the words of other papers' titles ("Neural GPUs learn
algorithms"), so as text it answers ordinary questions with somebody else's title. The list is
found after its heading ("References", "Bibliography", "参考文献", "참고문헌", ...) and runs while
the pages keep the density of a bibliography (years, entry numbers, "et al."); an appendix
heading or a page of prose ends it. Its chunks are cut between entries where possible.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

# Capitals of the Latin-1/Extended, Greek and Cyrillic alphabets: an entry's author ("Семенов").
_CAPITALS = "\u00c0-\u024f\u0391-\u03a9\u0400-\u042f"
_HEADING = re.compile(
    r"(?:^|(?<=\s))(?:\d{1,2}\.?\s+|[A-Z]\.?\s+)?"
    r"(?P<word>References|REFERENCES|Reference List|Bibliography|BIBLIOGRAPHY|Literature Cited"
    r"|LITERATURE CITED|Works Cited|参\s*考\s*文\s*献|參\s*考\s*文\s*獻|참고\s?문헌|Literaturverzeichnis|Literatur"
    r"|Références|Referencias|Bibliografía|Bibliografia|Riferimenti bibliografici|Referências"
    r"|Literatuur|Bibliografie|Piśmiennictwo|Список литературы|Литература|Список використаних"
    r" джерел|Література|Использованные источники|Βιβλιογραφία|Αναφορές|参考資料|引用文献)"
    # The first entry follows: "[1]", "1.", "1 ", or an author ("Ba, J.", "Vaswani A").
    rf"(?=\s*(?:\[\s*\d+\s*\]|\d{{1,3}}\.?\s+\S|[A-Z{_CAPITALS}][\w'’\-]+,?\s+[A-Z{_CAPITALS}]"
    r"|[\u4e00-\u9fff]))"
)
# An appendix or supplement after the list starts prose again.
_APPENDIX = re.compile(
    r"(?:^|(?<=[.\s]))(?:Appendix|APPENDIX|Appendices|Supplementary (?:Material|Information)"
    r"|SUPPLEMENTARY|Supplemental Material|附录|부록|Anhang|Annexe|Apéndice)\b"
)
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}[a-z]?(?!\d)")
_MARKER = re.compile(
    rf"\[\s*\d{{1,3}}\s*\]|(?:^|\s)\d{{1,3}}\.\s+[A-Z{_CAPITALS}]|\bet al\b|\bIn Proc|\barXiv\b"
    r"|\bdoi\b|\bи др\.|\bu\. a\.|\s//\s"  # (GOST entries: "Title // Journal")
)
# An entry starts at a bracketed number or at "12. Author".
_ENTRY_START = re.compile(
    rf"(?=\[\s*\d{{1,3}}\s*\]\s)|(?<=[.\s])(?=\d{{1,3}}\.\s+[A-Z{_CAPITALS}])"
)


def _density(text: str) -> float:
    """Years and entry marks per 1000 characters: a bibliography has several, prose about none."""
    if not text:
        return 0.0
    return 1000 * (len(_YEAR.findall(text)) + len(_MARKER.findall(text))) / len(text)


def split_references(
    pages: Mapping[int, str], min_density: float = 4.0
) -> tuple[dict[int, str], dict[int, str]]:
    """The pages' prose and their reference-list text, each per page number.

    ``min_density``: years and entry marks per 1000 characters below which a page is prose;
    bibliographies measure 10-25, body text under 2."""
    prose = dict(pages)
    refs: dict[int, str] = {}
    numbers = sorted(pages)
    start = None
    for number in numbers:
        for m in _HEADING.finditer(pages[number]):
            after = pages[number][m.end() :]
            if _density(after[:1500]) >= min_density:
                start = (number, m.start(), m.end())  # the last such heading wins
    if start is None:
        return prose, refs
    first, cut, body = start
    for number in numbers:
        if number < first:
            continue
        text = pages[number]
        head, rest = (text[:cut], text[body:]) if number == first else ("", text)
        end = _APPENDIX.search(rest)
        listed = rest[: end.start()] if end else rest
        if number != first and _density(listed[:3000]) < min_density:
            break
        prose[number] = (head + " " + rest[len(listed) :]).strip()
        if listed.strip():
            refs[number] = listed.strip()
        if end:
            break
    return prose, refs


def reference_entries(text: str) -> list[str]:
    """The entries of a piece of a reference list ("[12] A. Author. Title. Venue, 2016.")."""
    return [e.strip() for e in _ENTRY_START.split(text) if len(e.strip()) >= 10]


def reference_pieces(text: str, size: int) -> list[str]:
    """Pieces of about ``size`` characters cut between entries ("[12] ...", "12. Author ...")."""
    entries = [e.strip() for e in _ENTRY_START.split(text) if e.strip()]
    pieces: list[str] = []
    current = ""
    for entry in entries:
        if current and len(current) + 1 + len(entry) > size:
            pieces.append(current)
            current = ""
        current = f"{current} {entry}".strip()
        while len(current) > 2 * size:  # an author-year list with no marks: cut by size
            pieces.append(current[:size])
            current = current[size:]
    if current:
        pieces.append(current)
    return pieces
