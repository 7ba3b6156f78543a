"""Running heads, running feet and page numbers: printed on every page, said by none.

A journal or class prints the short title, the authors or the page number in the top or bottom
margin ("2  fieldtrials: Multi-Environment Trials in R", "nitrat und metabolite ... 2015–2023 2",
a lone "3" at the foot). In a text chunk they run into the prose ("... (Abbildung 2). 1") and a
quote that starts with them reads like a title. A margin block is a running head when it is a
page number, when the same words (numbers aside) stand in the margin of another page, or, on a
later page, when they repeat the first page's title or authors.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.models import BBox

# Where margins are: the top and bottom share of the page height, and how tall a running
# head may be (one or two short lines, not a paragraph that starts high on the page).
TOP_SHARE = 0.105
BOTTOM_SHARE = 0.93
MAX_HEIGHT_SHARE = 0.03
_MIN_KEY = 8  # fewer letters than this repeat by chance ("Table", "Fig.")

_NOT_LETTERS = re.compile(r"[\W\d_]+")
_PAGE_NUMBER = re.compile(
    # (digits only: a lone "III" at the top of a page is a table's or section's number)
    r"^\s*(?:page|seite|página|p\.)?\s*[-–—]?\s*(\d+)\s*[-–—]?\s*$",
    re.I,
)


def _key(text: str) -> str:
    return _NOT_LETTERS.sub(" ", text.lower()).strip()


def _in_margin(box: BBox, height: float) -> bool:
    x0, y0, x1, y1 = box
    if y1 - y0 > MAX_HEIGHT_SHARE * height:
        return False
    return y0 < TOP_SHARE * height or y1 > BOTTOM_SHARE * height


def _page_number_only(text: str, number: int) -> bool:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines or _key(text) and not _PAGE_NUMBER.match(text.strip()):
        return False
    return any(ln.strip().strip("-–— ") == str(number) for ln in lines) or bool(
        _PAGE_NUMBER.match(text.strip())
    )


def _has_page_number(text: str, number: int) -> bool:
    """A line that is the page number, or starts or ends with it ("3  Albers and Wittkamp")."""
    n = str(number)
    return any(re.fullmatch(rf"{n}|{n}\s.*|.*\s{n}", ln.strip()) for ln in text.splitlines())


def _repeats_first_page(key: str, first_words: set[str]) -> bool:
    """The title or the authors again: every word of the block is printed on the first page."""
    words = key.split()
    return len(words) >= 2 and all(w in first_words for w in words)


def running_heads(
    pages: Sequence[tuple[int, float, Sequence[tuple[int, str, BBox]]]],
) -> dict[int, set[int]]:
    """Page number -> the block numbers that are running heads, feet or page numbers.

    ``pages``: (page number, page height, [(block number, text, box)]) for every page."""
    margin: dict[int, list[tuple[int, str, str]]] = {}
    for number, height, blocks in pages:
        margin[number] = [(b, t, _key(t)) for b, t, box in blocks if _in_margin(box, height)]
    first = next((list(blocks) for number, _, blocks in pages if number == 1), [])
    first_key = " ".join(" ".join(_key(block[1]).split()) for block in first)
    first_words = set(first_key.split())
    seen: dict[str, set[int]] = {}
    for number, found in margin.items():
        for _, _, key in found:
            if len(key.replace(" ", "")) >= _MIN_KEY:
                seen.setdefault(key, set()).add(number)
    out: dict[int, set[int]] = {}
    for number, found in margin.items():
        for block, text, key in found:
            letters = len(key.replace(" ", ""))
            if (
                _page_number_only(text, number)
                # (the first page's top block is the title the later heads repeat: kept)
                or (number > 1 and letters >= _MIN_KEY and len(seen.get(key, set()) - {1}) >= 2)
                or (
                    number > 1
                    and letters >= _MIN_KEY
                    and (
                        f" {key} " in f" {first_key} "  # the title again
                        # the authors, set beside the page number
                        or (
                            _has_page_number(text, number) and _repeats_first_page(key, first_words)
                        )
                    )
                )
            ):
                out.setdefault(number, set()).add(block)
    return out
