"""Reading order on a page set in two columns.

MuPDF sorts a page's text blocks by their top edge. Where a producer writes each printed line
as a block of its own (common for CJK and for papers laid out line by line), that order takes
one line from the left column, then one from the right, then the next from the left: every
sentence of both columns is cut into pieces, and a chunk of "text" reads as two papers shuffled
together. Where blocks are paragraphs the same sort still puts a right-hand paragraph between
two left-hand ones.

The page is read in bands between the blocks that cross its middle (a title, an abstract, a
heading set across both columns). A band with prose on both sides of the middle, side by side,
is read column by column: the whole left column, then the right (the right one first where the
band's prose is in a right-to-left script). Any other band keeps MuPDF's order: an equation's
pieces, an author grid or a short label beside a line are no columns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from paperlens.models import BBox

Block = TypeVar("Block", bound=tuple[int, str, BBox])

# How far (a share of the page's width) a column's block may reach past the middle.
_MIDDLE_SLACK = 0.02
# A block with this many characters is prose, not a label, a number or an equation's piece.
_PROSE_CHARS = 20
# Prose blocks a side needs before the band reads as two columns.
_MIN_PROSE = 2


def column_order(
    blocks: Sequence[Block], width: float, right_to_left: Callable[[str], bool]
) -> list[Block]:
    """``blocks`` (number, text, box) in MuPDF's order, read column by column where the page
    sets prose in two columns; ``right_to_left`` says whether a text is in such a script."""
    middle, slack = width / 2, _MIDDLE_SLACK * width
    out: list[Block] = []
    band: list[tuple[str, Block]] = []
    for block in blocks:
        x0, _, x1, _ = block[2]
        if x1 <= middle + slack:
            band.append(("L", block))
        elif x0 >= middle - slack:
            band.append(("R", block))
        else:
            out += _read(band, right_to_left)
            band = []
            out.append(block)
    return out + _read(band, right_to_left)


def _read(band: list[tuple[str, Block]], right_to_left: Callable[[str], bool]) -> list[Block]:
    left = [b for side, b in band if side == "L"]
    right = [b for side, b in band if side == "R"]
    if not _side_by_side(left, right):
        return [b for _, b in band]
    prose = [b[1] for b in left + right if _prose(b)]
    rtl = sum(len(t) for t in prose if right_to_left(t)) * 2 > sum(len(t) for t in prose)
    first, second = (right, left) if rtl else (left, right)
    return first + second


def _prose(block: tuple[int, str, BBox]) -> bool:
    return len(block[1].strip()) >= _PROSE_CHARS


def _side_by_side(left: list[Block], right: list[Block]) -> bool:
    """Whether both sides hold prose and their prose overlaps in height: two columns."""
    lp = [b for b in left if _prose(b)]
    rp = [b for b in right if _prose(b)]
    if len(lp) < _MIN_PROSE or len(rp) < _MIN_PROSE:
        return False
    top = max(min(b[2][1] for b in lp), min(b[2][1] for b in rp))
    bottom = min(max(b[2][3] for b in lp), max(b[2][3] for b in rp))
    return bottom > top
