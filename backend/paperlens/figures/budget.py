"""What a page costs to scan for drawings, known before paying for it.

Extracting a page's vector paths costs about 40 µs per path in PyMuPDF, before any of our own
work: a page of 200,000 tiny paths takes 8 s just to list them. Counting the drawing operators
in the page's content streams (and in the forms it draws, times the number of times it draws
them) costs a regular-expression pass over the bytes, so a page over budget can be handled
another way before the expensive call is made.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

import pymupdf

# Operators that paint a path (one path each) and that add a segment to one. "n" ends a path
# without painting it (a clip), so it is not counted as a path. Writers separate operators
# with white space, so counting white-space separated tokens (in C, via Counter) finds them.
_PAINT = (b"S", b"s", b"f", b"f*", b"F", b"B", b"B*", b"b", b"b*")
_SEGMENT = (b"m", b"l", b"c", b"v", b"y", b"re")
_DO = re.compile(rb"/([^\s/\[\]()<>{}%]+)\s*Do(?=[\s\[\(/<%]|$)")
_MAX_DEPTH = 8  # forms inside forms deeper than this are not counted (nor drawn by most viewers)


@dataclass(frozen=True)
class DrawingLoad:
    """How many paths and path segments a page draws, counting each use of a form."""

    paths: int
    segments: int


def drawing_load(page: pymupdf.Page) -> DrawingLoad:
    doc = page.parent
    names: dict[int, dict[bytes, int]] = {}
    for xref, name, invoker, _ in page.get_xobjects():
        names.setdefault(invoker, {})[name.encode()] = xref
    memo: dict[int, tuple[int, int]] = {}

    def count(data: bytes, owner: int, depth: int, active: frozenset[int]) -> tuple[int, int]:
        tokens = Counter(data.split())
        paths = sum(tokens[t] for t in _PAINT)
        segments = sum(tokens[t] for t in _SEGMENT)
        if depth >= _MAX_DEPTH:
            return paths, segments
        for name in _DO.findall(data):
            xref = names.get(owner, {}).get(name) or names.get(0, {}).get(name)
            if not xref or xref in active:
                continue  # an image, or a form that draws itself
            if xref not in memo:
                try:
                    sub = doc.xref_stream(xref) or b""
                except Exception:  # a broken form draws nothing
                    sub = b""
                memo[xref] = count(sub, xref, depth + 1, active | {xref})
            p, s = memo[xref]
            paths, segments = paths + p, segments + s
        return paths, segments

    try:
        content = b"\n".join(doc.xref_stream(x) or b"" for x in page.get_contents())
    except Exception:
        return DrawingLoad(0, 0)
    paths, segments = count(content, 0, 0, frozenset())
    return DrawingLoad(paths, segments)
