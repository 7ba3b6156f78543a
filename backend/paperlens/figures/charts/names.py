"""Series names: legend entries first, then labels written inside the plot.

A legend entry names the series with its colour and line style. Series that share the colour but
not the style (thin training curves next to bold test curves) get the entry's name with the style
in brackets, because the caption, not the legend, says what the styles mean. A coloured in-plot
label names every series of its colour; a black label names the series drawn nearest to it.
"""

from __future__ import annotations

import math

from .legend import LegendEntry
from .marks import Marks, same_color
from .model import color_name
from .paths import RGB, Point, achromatic
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
) -> tuple[list[str | None], list[bool], list[str]]:
    """(name per mark, keep per mark, notes). Never invents a name: a mark is named by a legend
    entry of its colour (the closest in style, each entry naming one mark), by a label inside
    the plot, or not at all. Where a legend or labels name the panel's series, ink that matches
    none of them is left out and said so, not reported as a series of its own."""
    names: list[str | None] = [None] * len(marks)
    keep = [True] * len(marks)
    styled = False  # some name carries a style in brackets
    notes: list[str] = []
    pairs = []
    for i, m in enumerate(marks):
        for j, e in enumerate(entries):
            tol = 0.12 if m.kind == "bar" or e.kind == "patch" else 0.08
            drawn = m.kind == "line" and e.drawn is not None and same_color(e.drawn, m.color, tol)
            if same_color(e.color, m.color, tol) or drawn:
                pairs.append((_style_distance(m, e), -len(m.pts), i, j))
    taken: dict[int, int] = {}  # entry -> the mark it names
    for _, _, i, j in sorted(pairs):
        if names[i] is None and j not in taken:
            names[i], taken[j] = entries[j].text, i
    at_ends = _name_line_ends(marks, labels, names)
    for _, _, i, j in sorted(pairs):
        if names[i] is not None or j not in taken:
            continue
        m, e, ref = marks[i], entries[j], marks[taken[j]]
        q = (
            qualifier(m.width, m.dashed, ref.width, ref.dashed)
            if m.kind == ref.kind == "line"
            else ""
        )
        if q:  # same colour, another line style: the caption says what the styles mean
            names[i] = f"{e.text} ({q})"
            styled = True

    plain: list[Word] = []
    for label in labels:
        if any(label is x for x in at_ends):
            continue
        group = [i for i, m in enumerate(marks) if same_color(m.color, label.color)]
        if achromatic(label.color) or not group:
            plain.append(label)
            continue
        top = max(group, key=lambda i: (not marks[i].dashed, marks[i].width))
        named = sorted(
            (n for i in group if (n := names[i]) is not None), key=lambda n: ("(" in n, n)
        )
        for i in group:
            if names[i] is None:
                m = marks[i]
                q = qualifier(m.width, m.dashed, marks[top].width, marks[top].dashed)
                names[i] = f"{label.text} ({q})" if q else label.text
                styled = styled or bool(q)
        if named:
            notes.append(
                f'The label "{label.text}" inside the plot is drawn in the colour of {named[0]}.'
            )
    _assign_nearest(marks, plain, names, notes)
    if any(n is not None for n in names):
        dropped = [i for i, n in enumerate(names) if n is None]
        for i in dropped:
            keep[i] = False
        if dropped:
            what = ", ".join(
                sorted({f"{color_word(marks[i].color)} {marks[i].kind}" for i in dropped})
            )
            notes.append(
                f"Ink that matches no legend entry or label ({what}) belongs to no series."
            )
    # the same name twice (a label next to two curves of its colour): keep the longer one
    for n in {n for n in names if n is not None}:
        same = [i for i, x in enumerate(names) if x == n and keep[i]]
        for i in sorted(same, key=lambda i: -len(marks[i].pts))[1:]:
            keep[i] = False
    if styled:
        notes.append(
            "Series named with a style in brackets share a legend entry's colour but not its line "
            "style; such styles usually mean another quantity (e.g. training vs. test), the caption says which."
        )
    return names, keep, notes


def _name_line_ends(marks: list[Marks], labels: list[Word], names: list[str | None]) -> list[Word]:
    """Names set at the end of a line no legend entry named (a chart that labels its lines
    where they end): before a legend entry of the line's ink names it by style ("Ashby Lake
    (dashed)"), the label beside its end names it. Each label and line once, nearest first.
    Returns the labels used."""
    pairs = []
    for li, label in enumerate(labels):
        for i, m in enumerate(marks):
            if names[i] is not None or m.kind != "line" or len(m.pts) < 2:
                continue
            if not achromatic(label.color) and not same_color(label.color, m.color):
                continue  # a coloured name names a line of its colour
            first, last = min(m.pts), max(m.pts)
            d = min(math.dist((label.x0, label.cy), last), math.dist((label.x1, label.cy), first))
            if d <= 2 * label.h:
                pairs.append((d, li, i))
    used: list[Word] = []
    for _, li, i in sorted(pairs):
        if names[i] is None and not any(labels[li] is u for u in used):
            names[i] = labels[li].text
            used.append(labels[li])
    return used


def point_labels(
    marks: list[Marks], names: list[str | None], labels: list[Word]
) -> list[list[tuple[int, str]]]:
    """Per mark, (point index, label) for the coloured labels set beside single points of a
    named series ("ResNet-34" next to one vertex of the ResNets curve): they name that point,
    which a question can then ask about by name."""
    out: list[list[tuple[int, str]]] = [[] for _ in marks]
    pairs = []
    for j, label in enumerate(labels):
        if achromatic(label.color):
            continue
        for i, m in enumerate(marks):
            if names[i] is None or names[i] == label.text or not same_color(m.color, label.color):
                continue
            for k, (px, py) in enumerate(m.pts):
                # from the label's box: a long label set beside its point is far from its centre
                d = math.hypot(
                    max(label.x0 - px, 0.0, px - label.x1), max(label.y0 - py, 0.0, py - label.y1)
                )
                if d <= 4 * label.h:
                    pairs.append((d, j, i, k))
    # nearest first, one label per point and one point per label
    done_labels: set[int] = set()
    done_points: set[tuple[int, int]] = set()
    for _, j, i, k in sorted(pairs):
        if j in done_labels or (i, k) in done_points:
            continue
        done_labels.add(j)
        done_points.add((i, k))
        out[i].append((k, labels[j].text))
    return out


def _style_distance(m: Marks, e: LegendEntry) -> float:
    d = 0.0
    if m.kind == "line":
        d += abs(math.log(max(m.width, 0.01) / max(e.width, 0.01))) if e.kind == "line" else 1.0
        d += 2.0 * (m.dashed != e.dashed)
        if m.dashed and e.dashed and m.pattern and e.pattern and m.pattern != e.pattern:
            d += 1.0
        d += 0.5 * (m.markers != e.marker)
    elif m.kind == "scatter":
        d += 0.0 if e.kind == "marker" or e.marker else 1.0
    else:
        d += 0.0 if e.kind == "patch" else 1.0
        # hatched bars in one ink: the swatch with the bars' hatching names them
        d += 2.0 * (e.kind == "patch" and m.pattern != e.pattern)
    return d


def _assign_nearest(
    marks: list[Marks], labels: list[Word], names: list[str | None], notes: list[str]
) -> None:
    """Greedy: the closest label/series pair first, each label and series used once."""
    pairs = []
    for li, label in enumerate(labels):
        for si, m in enumerate(marks):
            if m.kind == "bar":
                continue
            # a long name set at a line's end ("ikavski refleks jata" right of a slope chart's
            # lines) starts beside that end point, its centre far off; a name's end beside the
            # middle of a line is no such name (a legend's wrapped entry over the curves)
            d = _distance((label.cx, label.cy), m.pts)
            if m.pts:
                first, last = min(m.pts), max(m.pts)
                d = min(
                    d,
                    math.dist((label.x0, label.cy), last),
                    math.dist((label.x1, label.cy), first),
                )
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


def color_word(color: RGB) -> str:
    return color_name(color)
