"""Tick labels OCR misread, mended from the labels around them.

OCR reads a raster chart's tick labels one at a time and now and then one wrongly: "97" for
92, "8" for 88. One misread label breaks the column of ticks into runs that fit no scale, and
the whole chart goes unread. Tick labels are evenly spaced and evenly stepped, so where all
but one or two labels of a column (or a row) lie on one straight line from position to value,
a label off that line is what the line says it is when that is a whole number of steps from
the others, and no tick label at all when it is not.

Text a PDF prints is never misread: this is for OCR'd words only.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from statistics import median

from .axes import lines_of
from .text import Word

_MIN_LABELS = 5  # fewer labels than this give no majority to trust over the one that disagrees
_MAX_LABELS = 40  # no axis prints more; the pairs tried grow with the cube of a line's numbers
_MAX_MISREAD = 0.25  # at most this share of a column misread (and never more than two)
_ON_STEP = 0.2  # of a step: a label this close to the line's value is read right
_GROUPED = re.compile(r"^[-−]?\d{1,3}(?:,\d{3})+$")
_DECIMAL = re.compile(r"^[-−]?\d*([.,])(\d+)$")


def mend_ticks(words: list[Word]) -> list[Word]:
    """``words`` with each misread tick label given the value its column's (or row's) other
    labels put there, or no value where that is no step of the axis."""
    numbers = [w for w in words if w.value is not None and w.horizontal]
    columns = lines_of(numbers, lambda w: w.x1, lambda w: 0.35 * w.size)
    rows = lines_of(numbers, lambda w: w.cy, lambda w: 0.4 * w.h)
    mended: dict[int, Word] = {}
    for groups, along in ((columns, _down), (rows, _across)):
        for group in groups:
            if _MIN_LABELS <= len(group) <= _MAX_LABELS:
                mended.update(_mend(group, along))
    return [mended.get(id(w), w) for w in words]


def _down(w: Word) -> float:
    return w.cy


def _across(w: Word) -> float:
    return w.cx


def _mend(group: list[Word], key: Callable[[Word], float]) -> dict[int, Word]:
    """The mended labels of one column or row, by id; {} where the labels agree, or where too
    many disagree for the rest to be trusted (two axes' labels on one line, a column of data)."""
    group = sorted(group, key=key)
    pos = [key(w) for w in group]
    vals = [float(w.value) for w in group if w.value is not None]
    gap = median(b - a for a, b in zip(pos, pos[1:], strict=False))
    if gap <= 0:
        return {}
    best: list[int] = []
    for i in range(len(group)):
        for j in range(i + 1, len(group)):
            if pos[j] == pos[i] or vals[j] == vals[i]:
                continue
            slope = (vals[j] - vals[i]) / (pos[j] - pos[i])
            tol = _ON_STEP * abs(slope) * gap
            on = [
                k
                for k in range(len(group))
                if abs(vals[i] + slope * (pos[k] - pos[i]) - vals[k]) <= tol
            ]
            if len(on) > len(best):
                best = on
    off = [k for k in range(len(group)) if k not in best]
    if not off or len(off) > min(2, _MAX_MISREAD * len(group)) or len(best) < _MIN_LABELS - 1:
        return {}
    step = _step([vals[k] for k in best])
    if step is None:
        return {}
    first, last = best[0], best[-1]
    slope = (vals[last] - vals[first]) / (pos[last] - pos[first])
    out: dict[int, Word] = {}
    for k in off:
        said = vals[first] + slope * (pos[k] - pos[first])
        steps = round((said - vals[first]) / step)
        value = vals[first] + steps * step
        w = group[k]
        if abs(said - value) <= _ON_STEP * abs(step) and value not in vals:
            out[id(w)] = replace(w, text=_written_like(value, [group[b].text for b in best]),
                                 value=value)  # fmt: skip
        else:
            out[id(w)] = replace(w, value=None)
    return out


def _step(values: list[float]) -> float | None:
    """The common step of labels read right (consecutive ones may skip a misread one between
    them), or None when their differences are no multiples of one step."""
    diffs = [b - a for a, b in zip(values, values[1:], strict=False)]
    step = min(diffs, key=abs)
    if step == 0 or any(abs(d / step - round(d / step)) > 0.01 for d in diffs):
        return None
    return step


def _written_like(value: float, texts: list[str]) -> str:
    """``value`` written as the labels beside it are: their decimals and decimal mark, their
    thousands grouping ("1,000")."""
    if any(_GROUPED.match(t.strip()) for t in texts):
        return f"{value:,.0f}"
    decimals = max((len(m.group(2)) for t in texts if (m := _DECIMAL.match(t.strip()))), default=0)
    text = f"{value:.{decimals}f}"
    return text.replace(".", ",") if any("," in t for t in texts) else text
