"""Series names: legend entries first, then labels written inside the plot.

A legend entry names the series with its colour and line style. Series that share the colour but
not the style (thin training curves next to bold test curves) get the entry's name with the style
in brackets, because the caption, not the legend, says what the styles mean. A coloured in-plot
label names every series of its colour; a black label names the series drawn nearest to it.
"""

from __future__ import annotations

import math

from .marks import LegendEntry, Marks, same_color
from .paths import Point, achromatic
from .text import Word


def qualifier(width: float, dashed: bool, ref_width: float, ref_dashed: bool) -> str:
    words = []
    if ref_width > 0 and width < ref_width / 1.5:
        words.append("thin")
    elif ref_width > 0 and width > ref_width * 1.5:
        words.append("bold")
    if dashed != ref_dashed:
        words.append("dashed" if dashed else "solid")
    return " ".join(words)


def line_styles(marks: list[Marks]) -> list[str | None]:
    """ "thin"/"bold"/"dashed" where a panel mixes line styles, so sentences can group by style."""
    widths = [m.width for m in marks if m.kind == "line" and m.width > 0]
    mixed_width = bool(widths) and max(widths) > 1.5 * min(widths)
    any_dashed = any(m.dashed for m in marks if m.kind == "line")
    any_solid = any(not m.dashed for m in marks if m.kind == "line")
    out: list[str | None] = []
    for m in marks:
        if m.kind != "line":
            out.append(None)
            continue
        words = []
        if mixed_width:
            words.append("bold" if m.width >= max(widths) / 1.5 else "thin")
        if any_dashed and any_solid:
            words.append("dashed" if m.dashed else "solid")
        out.append(" ".join(words) or None)
    return out


def name_series(
    marks: list[Marks], entries: list[LegendEntry], labels: list[Word]
) -> tuple[list[str | None], list[str]]:
    names: list[str | None] = [None] * len(marks)
    styled = False  # some name carries a style in brackets
    notes: list[str] = []
    for i, m in enumerate(marks):
        cands = [e for e in entries if same_color(e.color, m.color)]
        wanted = "line" if m.kind == "line" else "patch"
        cands = [e for e in cands if e.kind == wanted] or cands
        if not cands:
            continue
        best = min(cands, key=lambda e: _style_distance(m, e))
        q = (
            qualifier(m.width, m.dashed, best.width, best.dashed)
            if best.kind == m.kind == "line"
            else ""
        )
        names[i] = f"{best.text} ({q})" if q else best.text
        styled = styled or bool(q)

    plain: list[Word] = []
    for label in labels:
        group = [i for i, m in enumerate(marks) if same_color(m.color, label.color)]
        if achromatic(label.color) or not group:
            plain.append(label)
            continue
        ref = max(group, key=lambda i: (not marks[i].dashed, marks[i].width))
        named = sorted(
            (n for i in group if (n := names[i]) is not None), key=lambda n: ("(" in n, n)
        )
        for i in group:
            if names[i] is None:
                m = marks[i]
                q = qualifier(m.width, m.dashed, marks[ref].width, marks[ref].dashed)
                names[i] = f"{label.text} ({q})" if q else label.text
                styled = styled or bool(q)
        if named:
            notes.append(
                f'The label "{label.text}" inside the plot is drawn in the colour of {named[0]}.'
            )
    _assign_nearest(marks, plain, names, notes)
    if styled:
        notes.append(
            "Series named with a style in brackets share a legend entry's colour but not its line "
            "style; such styles usually mean another quantity (e.g. training vs. test), the caption says which."
        )
    return _unique(names), notes


def _style_distance(m: Marks, e: LegendEntry) -> float:
    ratio = abs(math.log(max(m.width, 0.01) / max(e.width, 0.01))) if m.kind == "line" else 0.0
    return 2.0 * (m.dashed != e.dashed) + ratio


def _assign_nearest(
    marks: list[Marks], labels: list[Word], names: list[str | None], notes: list[str]
) -> None:
    """Greedy: the closest label/series pair first, each label and series used once."""
    pairs = []
    for li, label in enumerate(labels):
        for si, m in enumerate(marks):
            if m.kind == "bar":
                continue
            d = _distance((label.cx, label.cy), m.pts)
            if d <= 4 * label.h:
                pairs.append((d, li, si))
    used_l: set[int] = set()
    used_s: set[int] = set()
    for _, li, si in sorted(pairs):
        if li in used_l or si in used_s:
            continue
        used_l.add(li)
        used_s.add(si)
        text = labels[li].text
        if names[si] is None:
            names[si] = text
        else:
            notes.append(f'The label "{text}" inside the plot sits next to {names[si]}.')


def _distance(c: Point, pts: list[Point]) -> float:
    if len(pts) == 1:
        return math.dist(c, pts[0])
    best = math.inf
    for a, b in zip(pts, pts[1:], strict=False):
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = dx * dx + dy * dy
        t = 0.0 if n == 0 else max(0.0, min(1.0, ((c[0] - a[0]) * dx + (c[1] - a[1]) * dy) / n))
        best = min(best, math.dist(c, (a[0] + t * dx, a[1] + t * dy)))
    return best


def _unique(names: list[str | None]) -> list[str | None]:
    seen: dict[str, int] = {}
    out: list[str | None] = []
    for n in names:
        if n is None:
            out.append(None)
            continue
        seen[n] = seen.get(n, 0) + 1
        out.append(n if seen[n] == 1 else f"{n} #{seen[n]}")
    return out
