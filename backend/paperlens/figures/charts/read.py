"""Offline reader for vector charts: the values of line and bar charts drawn as PDF paths.

Chart values are written nowhere else in a paper, and a figure description that only says
"a line chart" cannot answer "which model ends lower?". This reads the numbers back from the
drawing: tick labels give a page-to-data mapping per axis, and every coloured path, bar or
marker inside the axes frame becomes a series named from the legend or an in-plot label.
It never guesses: a panel whose ticks do not map consistently to a linear or log scale is
skipped, and anything partly visible (curves cut off by the axes) is said so in the notes.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from statistics import median

import pymupdf

from .axes import Panel, find_panels, mirrored_panels
from .bars import snap_grouped
from .colors import ColorSampler
from .distributions import read_distribution
from .facets import facet_panels
from .horizontal import horizontal_panels
from .legend import LegendEntry, PieceKey, glyph_entries, legend_entries
from .marks import Marks, panel_marks
from .model import ChartData, ChartSeries
from .names import line_styles, name_series, point_labels
from .outlined import looks_outlined, ocr_words, outside_text
from .paths import (
    Drawing,
    Path,
    achromatic,
    count_paths,
    inside,
    page_drawings,
    read_paths,
    straight_segments,
)
from .pie import read_pie
from .text import Glyph, Word, glyph_centres, phrases, read_text
from .twin import find_right_axes, right_side


@dataclass
class ChartReading:
    """The panels read from one figure, or why none were: the figure's ``chart_status``."""

    charts: list[ChartData] = field(default_factory=list)
    reason: str | None = None  # set when no panel was read

    @property
    def status(self) -> str:
        if self.charts:
            return "read"
        return f"not read: {self.reason or 'no chart found'}"


@dataclass(frozen=True)
class ChartBudget:
    """What reading one figure may cost; a figure over it is not read, and says so."""

    max_paths: int = 20_000
    max_segments: int = 400_000
    max_seconds: float = 10.0


# Why a chart with axes was not read: its plot holds no paths (a picture under drawn axes).
NO_MARKS = "axes found, but no lines, bars or markers inside them"


def read_chart(page: pymupdf.Page, bbox: pymupdf.Rect) -> list[ChartData]:
    """Every axes panel inside `bbox` whose ticks map consistently to data; [] if none."""
    return read_charts(page, bbox).charts


def read_charts(
    page: pymupdf.Page,
    bbox: pymupdf.Rect,
    drawings: list[Drawing] | None = None,
    budget: ChartBudget = ChartBudget(),
    printed: Callable[[], list[str]] | None = None,
) -> ChartReading:
    """Like ``read_chart``, and says why nothing was read. ``drawings``: the page's
    ``page_drawings``, when the caller reads several figures of one page; ``printed``: the
    paper's words in a script OCR does not read, looked up once for all its figures
    (``homoglyphs.PaperWords``), for labels drawn as outlines."""
    start = time.thread_time()  # processor time: a busy machine skips no panels
    bbox = pymupdf.Rect(bbox) & page.rect
    if bbox.is_empty:
        return ChartReading(reason="the figure lies outside its page")
    words, glyphs = read_text(page, bbox)
    drawings = page_drawings(page) if drawings is None else drawings
    ocr_note = None
    if not any(w.value is not None for w in words):
        outlined = _outlined_labels(page, bbox, drawings, printed)
        if outlined is None:
            # a pie or donut that prints only its categories' names has no numbers at all
            pie = _unnumbered_pie(page, bbox, drawings, words, budget)
            if pie is not None:
                return ChartReading([pie])
            return ChartReading(reason="no numeric tick labels in the figure's text")
        words = words + outlined
        ocr_note = "The tick labels are drawn as shapes, not text; they were read by OCR."
        start = time.thread_time()  # OCR is bounded by its pixels; the clock is for reading
    return read_marks(page, bbox, words, glyphs, drawings, budget, start, ocr_note)


def read_marks(
    page: pymupdf.Page,
    bbox: pymupdf.Rect,
    words: list[Word],
    glyphs: list[Glyph],
    drawings: list[Drawing],
    budget: ChartBudget,
    start: float,
    ocr_note: str | None = None,
) -> ChartReading:
    """The panels of a figure from its words and drawings: a vector chart's own, or those
    traced from a raster chart's pixels. ``ocr_note``: the words that were read
    by OCR (``line >= 10_000``) say how, and the paths under them are glyphs."""
    load = count_paths(drawings, bbox)
    if load.paths > budget.max_paths or load.segments > budget.max_segments:
        return ChartReading(
            reason=f"the figure draws {load.paths:,} paths ({load.segments:,} segments), over the "
            f"chart budget of {budget.max_paths:,} paths or {budget.max_segments:,} segments"
        )
    paths = read_paths(page, bbox, drawings, faint=True)
    faint = [p for p in paths if p.faint]  # light gridlines: where ticks are, never data
    paths = [p for p in paths if not p.faint]
    if ocr_note:
        paths = outside_text(paths, [w for w in words if w.line >= 10_000])
    words = _named_numbers(_thousands_dots(_minus_bars(words, paths)))
    texts = phrases(words)
    segments = straight_segments(paths + faint)
    panels = find_panels(words, texts, segments)
    panels += horizontal_panels(words, texts, segments, panels, paths)
    panels += facet_panels(words, texts, segments, paths, panels)
    if not panels:
        panels = mirrored_panels(words, texts, segments, bbox)
    panels.sort(key=lambda p: (round(p.frame.y0 / 20), p.frame.x0))  # reading order
    find_right_axes(panels, words, texts, segments)
    if not panels:
        pie = read_pie(paths, texts)
        if pie is not None:
            return ChartReading([pie])
        return ChartReading(reason="no axes whose tick labels map to a linear or log scale")
    colors = ColorSampler(page, bbox)
    # names on a category axis sit right beside their bars: they are no legend entries
    # (and so are names under a category axis drawn across the top of the frame)
    names = [
        c for p in panels for c in p.categories if p.horizontal or inside((c.cx, c.cy), p.frame)
    ]
    entries, legend_paths = legend_entries(
        [t for t in texts if not any(_within(t, c) for c in names)],
        paths,
        colors,
        _year_names(texts, panels),
    )
    entries, legend_paths = _point_labels(entries, legend_paths, panels, paths, texts)
    glyphs = glyph_centres(page, glyphs) if glyphs else []
    entries += glyph_entries(texts, glyphs, entries)
    for panel in panels:
        if any(e.text == panel.y_title for e in entries):
            panel.y_title = None  # (a legend's first entry, set over the axis, names a series)
    charts: list[ChartData] = []
    for i, panel in enumerate(panels):
        if time.thread_time() - start > budget.max_seconds:
            note = (
                f"{len(panels) - i} of {len(panels)} panels were not read: the figure ran over "
                f"the chart budget of {budget.max_seconds:g} s."
            )
            if charts:
                charts[-1].notes.append(note)
                break
            return ChartReading(reason=note)
        mine = _entries_for(panel, panels, entries)
        chart = _read_panel(panel, paths, legend_paths, mine, texts, glyphs, colors)
        if chart is not None:
            if chart.panel is None and len(panels) > 1:
                chart.panel = _title_above(panel, texts, entries)
            charts.append(chart)
    if not charts:
        return ChartReading(reason=NO_MARKS)
    if ocr_note:
        for c in charts:
            c.notes.append(ocr_note)
    return ChartReading(charts)


def _unnumbered_pie(
    page: pymupdf.Page,
    bbox: pymupdf.Rect,
    drawings: list[Drawing],
    words: list[Word],
    budget: ChartBudget,
) -> ChartData | None:
    """The pie drawn in a figure without a single number: its shares are its wedges' angles."""
    load = count_paths(drawings, bbox)
    if load.paths > budget.max_paths or load.segments > budget.max_segments:
        return None
    return read_pie(read_paths(page, bbox, drawings), phrases(words))


def _outlined_labels(
    page: pymupdf.Page,
    bbox: pymupdf.Rect,
    drawings: list[Drawing],
    printed: Callable[[], list[str]] | None,
) -> list[Word] | None:
    """Numbers OCR'd from a chart whose labels are outlines; None when it does not look like
    one or OCR finds no numbers."""
    if not looks_outlined(drawings, bbox):
        return None
    try:
        found = ocr_words(page, bbox, printed=printed() if printed else None)
    except Exception:  # OCR unavailable or failing: the chart stays unread, with its reason
        return None
    return found if sum(w.value is not None for w in found) >= 3 else None


def _point_labels(
    entries: list[LegendEntry],
    used: set[PieceKey],
    panels: list[Panel],
    paths: list[Path],
    texts: list[Word],
) -> tuple[list[LegendEntry], set[PieceKey]]:
    """A legend shows each style once: "entries" inside a plot whose sample has the style of
    an entry with another name are labels set beside data points (a vowel chart names each
    point "i", "e", "a"), and their samples are data. (One name twice is one legend repeated
    in each panel.) And a legend gives every name in its column a sample: an "entry" in a
    column of names set like it, none of them an entry, is one of the labels a chart sets at
    its lines' ends, and its "sample" is the marker at the end of its line."""
    shape = {
        (id(p), i): (len(sp), bool(p.rect_items)) for p in paths for i, sp in enumerate(p.subpaths)
    }

    def style(e: LegendEntry) -> tuple[object, ...]:
        ink = tuple(round(c, 1) for c in e.color)
        return (ink, e.kind, e.dashed, e.pattern, tuple(sorted({shape.get(k) for k in e.samples})))  # type: ignore[type-var]

    extent = {
        (id(p), i): max(max(q[0] for q in sp) - min(q[0] for q in sp),
                        max(q[1] for q in sp) - min(q[1] for q in sp))
        for p in paths for i, sp in enumerate(p.subpaths) if sp
    }  # fmt: skip

    def marker_sized(e: LegendEntry) -> bool:  # no swatch: a point's marker, smaller than text
        return bool(e.samples) and all(extent.get(k, 0.0) < e.word.h for k in e.samples)

    def in_plot(e: LegendEntry) -> bool:
        return any(inside(e.sample_centre, p.frame) for p in panels)

    names: dict[tuple[object, ...], set[str]] = {}
    for e in entries:
        names.setdefault(style(e), set()).add(e.text)
    words = {id(e.word) for e in entries}

    reach = 0.25 * max(p.frame.height for p in panels)

    def aligned(t: Word, w: Word) -> bool:  # set left-aligned with it, in its size, nearby
        return (
            t is not w and t.horizontal and any(c.isalpha() for c in t.text)
            and abs(t.x0 - w.x0) <= 1.0 and abs(t.size - w.size) <= 0.1 * w.size
            and abs(t.cy - w.cy) <= reach
        )  # fmt: skip

    def in_column(e: LegendEntry) -> bool:  # of names that are no entries, and no other entry
        w = e.word
        return any(id(t) not in words and t.value is None and aligned(t, w) for t in texts) and (
            not any(aligned(x.word, w) for x in entries)
        )

    labels = [
        e for e in entries
        if in_plot(e) and marker_sized(e) and (len(names[style(e)]) > 1 or in_column(e))
    ]  # fmt: skip
    if not labels:
        return entries, used
    freed = {k for e in labels for k in e.samples}
    return [e for e in entries if not any(e is x for x in labels)], used - freed


def _within(a: Word, b: Word) -> bool:
    return b.x0 - 0.5 <= a.x0 and a.x1 <= b.x1 + 0.5 and b.y0 - 0.5 <= a.y0 and a.y1 <= b.y1 + 0.5


def _minus_bars(words: list[Word], paths: list[Path]) -> list[Word]:
    """A number with a short level bar drawn just left of it, at the height of a minus sign, is
    negative: matplotlib draws the minus of its tick labels as a filled box, not a character."""
    bars = [
        p.rect
        for p in paths
        if p.fill is not None
        and p.rect.height <= 1.2
        and 0.3 <= p.rect.width <= 8
        # a box, not a stroke: a tick mark of a right-hand axis ends just left of its label too
        and (p.rect.height > 0.05 or any(p.closed))
    ]
    if not bars:
        return words
    out = []
    for w in words:
        if w.value is not None and w.value > 0 and w.horizontal:
            h = w.y1 - w.y0
            bar = next(
                (
                    b
                    for b in bars
                    if 0 <= w.x0 - b.x1 <= 0.4 * h
                    and w.y0 + 0.3 * h <= (b.y0 + b.y1) / 2 <= w.y1 - 0.2 * h
                    and 0.25 * h <= b.width <= 1.2 * h
                ),
                None,
            )
            if bar is not None:
                w = replace(w, text="-" + w.text, x0=bar.x0, value=-w.value)
        out.append(w)
    return out


_DOT_THOUSANDS = re.compile(r"^[+-]?[1-9]\d{0,2}(?:\.\d{3})+$")
_PLAIN_INT = re.compile(r"^[+-]?\d{1,3}$")
_DECIMAL_COMMA = re.compile(r"^[+-]?\d+,\d{1,2}$")


def _thousands_dots(words: list[Word]) -> list[Word]:
    """ "1.600" is one thousand six hundred where dots group thousands (German, Spanish, Italian
    number formats): in a tick row or column that also prints a plain "400" or "800" (read as
    decimals, "400, 800, 1.200" would fall), or in a figure that writes decimal commas."""
    dotted = [w for w in words if w.value is not None and _DOT_THOUSANDS.match(_plain(w.text))]
    if not dotted:
        return words
    comma = any(_DECIMAL_COMMA.match(_plain(w.text)) for w in words if w.value is not None)
    ints = [w for w in words if w.value is not None and _PLAIN_INT.match(_plain(w.text))
            and abs(w.value) >= 10]  # fmt: skip

    def grouped(w: Word) -> bool:
        h = w.y1 - w.y0
        return comma or any(
            abs(o.x1 - w.x1) <= 0.35 * o.size or abs(o.cy - w.cy) <= 0.4 * h for o in ints
        )

    thousands = {id(w) for w in dotted if grouped(w)}
    return [
        replace(w, value=float(_plain(w.text).replace(".", ""))) if id(w) in thousands else w
        for w in words
    ]


def _plain(text: str) -> str:
    return text.strip().replace("\u2212", "-")


def _named_numbers(words: list[Word]) -> list[Word]:
    """A number set a word space after a word ("día 2", "Week 3") or a comparison sign
    ("< 400 m", "> 1000 m": an open-ended class of a binned axis) is part of a name, a
    category label, not a tick label of its own."""
    out = list(words)
    for i in range(1, len(out)):
        w, prev = out[i], out[i - 1]
        if (
            w.value is not None
            and w.spaced
            and prev.line == w.line
            and prev.horizontal
            and w.horizontal
            and prev.value is None
            and (prev.text[-1:].isalpha() or prev.text[-1:] in _COMPARISON)
            and 0 <= w.x0 - prev.x1 <= 0.8 * w.size
        ):
            out[i] = replace(w, value=None)
    return out


_COMPARISON = "<>≤≥⩽⩾"
_YEAR = re.compile(r"^(1[89]|20)\d\d$")


def _year_names(texts: list[Word], panels: list[Panel]) -> set[int]:
    """Years that are no tick label of any axis: a legend may name its series "2021", "2022"."""
    ticks = {round(v, 6) for p in panels for a in (p.x, p.y, p.y2) if a for _, v in a.ticks}
    return {
        id(t)
        for t in texts
        if t.horizontal and t.value is not None and _YEAR.match(t.text.strip())
        and round(t.value, 6) not in ticks
    }  # fmt: skip


def _entries_for(
    panel: Panel, panels: list[Panel], entries: list[LegendEntry]
) -> list[LegendEntry]:
    """Entries inside this frame, and entries outside every frame (a legend shared by panels,
    or the first rows of a legend set across the frame's top edge) whose ink and style no
    entry inside it shows: in one ink, the line styles tell a legend's entries apart."""
    local = [e for e in entries if inside((e.word.cx, e.word.cy), panel.frame)]
    shared = [
        e for e in entries if not any(inside((e.word.cx, e.word.cy), p.frame) for p in panels)
    ]
    return local + [e for e in shared if not any(_same_style(e, i) for i in local)]


def _same_style(a: LegendEntry, b: LegendEntry) -> bool:
    return (a.color, a.kind, a.dashed, a.pattern, a.marker) == (
        b.color,
        b.kind,
        b.dashed,
        b.pattern,
        b.marker,
    )


def _read_panel(
    panel: Panel,
    paths: list[Path],
    legend_paths: set[PieceKey],
    entries: list[LegendEntry],
    texts: list[Word],
    glyphs: list[Glyph],
    colors: ColorSampler,
) -> ChartData | None:
    spread = read_distribution(panel, paths, texts)
    if spread is not None:
        spread.panel = panel.title or _panel_letter(panel, texts)
        return spread
    legend_words = {id(e.word) for e in entries}
    plain = [t for t in texts if id(t) not in legend_words]
    glyphs = [g for g in glyphs if not any(_in_sample(g, e) for e in entries)]
    marks, notes = panel_marks(panel, paths, legend_paths, plain, glyphs, colors)
    if not marks:
        return None
    f = panel.frame + (-1, -1, 1, 1)
    labels = [
        t for t in texts
        if t.horizontal and t.value is None and id(t) not in legend_words
        and any(c.isalpha() for c in t.text)
        and (inside((t.cx, t.cy), f) or _at_line_end(t, marks, f))
        and not any(e.word.line == t.line for e in entries)
        and not any(_within(t, c) for c in panel.categories)
    ]  # fmt: skip
    if panel.categories and all(m.kind == "scatter" for m in marks):
        # A dot plot names each point by its category; black words in its plot are notes on
        # the scale ("Favours treatment" either side of a forest plot's line of no effect),
        # never a series name: only a legend or a coloured label names its series.
        labels = [t for t in labels if not achromatic(t.color)]
    names, keep, name_notes = name_series(marks, entries, labels)
    marks = [m for m, k in zip(marks, keep, strict=True) if k]
    names = [n for n, k in zip(names, keep, strict=True) if k]
    if not marks:
        return None
    marks, names = _one_bar_series(marks, names, entries, panel)
    styles = line_styles(marks)
    sides, side_notes = right_side(panel, names, [m.color for m in marks])
    at_points = point_labels(marks, names, labels)
    slots = _slot_order(panel, marks)
    series = [
        ChartSeries(
            name, m.color, _to_data(m, panel, right, slots), m.kind, style, m.clipped_above,
            m.clipped_below, right, _data_order(m, panel, at),
        )
        for m, name, style, right, at in zip(marks, names, styles, sides, at_points, strict=True)
    ]  # fmt: skip
    if panel.horizontal and panel.categories:
        for m, s in zip(marks, series, strict=True):
            if m.kind == "scatter":
                s.intervals = _interval_lines(m, panel, paths)
    _printed_values(panel, marks, series, texts)
    _snap_sampled_x(series, panel)
    snap_grouped(series, panel)
    x_range = (
        (panel.x.value(panel.frame.x0), panel.x.value(panel.frame.x1))
        if panel.x is not None
        else (0.0, float(max(len(panel.categories), 1) - 1))
    )
    y_range = panel.value_span()
    notes = list(panel.notes) + notes + name_notes + side_notes + _notes(series, panel)
    y2 = panel.y2
    return ChartData(
        panel.x_title, panel.y_title, x_range, y_range, series, notes,
        [c.text for c in panel.categories] if panel.x is None else None,
        panel.y.log, bool(panel.x and panel.x.log), panel.title or _panel_letter(panel, texts),
        stacked=any(m.bases and not m.waterfall for m in marks),
        waterfall=any(m.waterfall for m in marks), horizontal=panel.horizontal,
        y2_label=panel.y2_title if y2 else None,
        y2_range=(y2.value(panel.frame.y1), y2.value(panel.frame.y0)) if y2 else None,
        y2_log=bool(y2 and y2.log),
    )  # fmt: skip


def _at_line_end(t: Word, marks: list[Marks], frame: pymupdf.Rect) -> bool:
    """A name set just past a line's last point (or just before its first), level with it,
    starting inside the plot: a slope chart names its lines at their ends, the names running
    out past the frame."""
    for m in marks:
        if m.kind != "line" or len(m.pts) < 2:
            continue
        first, last = min(m.pts), max(m.pts)
        if abs(last[1] - t.cy) <= t.h and 0 <= t.x0 - last[0] <= 3 * t.h:
            return inside((t.x0, t.cy), frame)
        if abs(first[1] - t.cy) <= t.h and 0 <= first[0] - t.x1 <= 3 * t.h:
            return inside((t.x1, t.cy), frame)
    return False


def _in_sample(g: Glyph, e: LegendEntry) -> bool:
    """A marker glyph drawn on a legend entry's sample (PLplot sets its text-font marker on the
    line sample, or alone as the sample), before or after the entry's text: the legend's, not
    a data point."""
    x, y = e.sample_centre
    h = e.word.h
    beside = g.cx < e.word.x0 or g.cx > e.word.x1
    return beside and abs(g.cy - y) <= 0.6 * h and abs(g.cx - x) <= 2.5 * h


def _snap_sampled_x(series: list[ChartSeries], panel: Panel) -> None:
    """Lines sampled at the x ticks (hours, years: one marker per tick or per half step) are
    at those values exactly; a renderer's half-point offsets must not turn 20 into 19.94. Only
    when every vertex of every line sits on one grid of the tick step (or a half, fifth or
    tenth of it), each at its own grid point: a curve traced point by point is left alone."""
    axis = panel.x
    lines = [s for s in series if s.kind == "line" and s.points]
    if axis is None or axis.log or not lines or len(axis.ticks) < 2:
        return
    values = sorted(v for _, v in axis.ticks)
    step = median(b - a for a, b in zip(values, values[1:], strict=False))
    if step <= 0:
        return
    for k in (1, 2, 5, 10):
        unit = step / k
        grid = [
            [values[0] + round((x - values[0]) / unit) * unit for x, _ in s.points] for s in lines
        ]
        if all(
            abs(g - x) <= 0.1 * unit
            for s, gs in zip(lines, grid, strict=True)
            for (x, _), g in zip(s.points, gs, strict=True)
        ) and all(len(set(gs)) == len(gs) for gs in grid):
            for s, gs in zip(lines, grid, strict=True):
                s.points = [(round(g, 9) + 0.0, y) for g, (_, y) in zip(gs, s.points, strict=True)]
            return


_LETTER = re.compile(r"^\(?([a-hA-H])\)(?:\s|$)|^([a-hA-H])$")


def _panel_letter(panel: Panel, texts: list[Word]) -> str | None:
    """The panel's letter: "a" or "(a)" above its top-left corner, or "(a) ..." under it."""
    f = panel.frame
    best: tuple[float, str] | None = None
    for t in texts:
        m = _LETTER.match(t.text.strip()) if t.horizontal else None
        if m is None:
            continue
        letter = f"({(m.group(1) or m.group(2)).lower()})"
        h = t.h
        above = f.y0 - 4 * h <= t.cy <= f.y0 + h and f.x0 - 8 * h <= t.cx <= f.x0 + 0.3 * f.width
        below = (
            m.group(1) is not None
            and f.y1 < t.cy <= f.y1 + 8 * h
            and f.x0 - 2 * h <= t.x0
            and t.cx <= f.x1
        )
        if above or below:
            d = abs(t.cy - f.y0) if above else t.cy - f.y1
            if best is None or d < best[0]:
                best = (d, letter)
    return best[1] if best else None


def _title_above(panel: Panel, texts: list[Word], entries: list[LegendEntry]) -> str | None:
    """The title set centred over one of several panels ("38 cm debris (S6)" over the right
    one): it tells the panels apart where their axes are alike. A legend entry is no title."""
    f = panel.frame
    legend = {id(e.word) for e in entries}
    above = [
        t for t in texts
        if t.horizontal and t.value is None and id(t) not in legend
        and any(c.isalpha() for c in t.text)
        and abs(t.cx - (f.x0 + f.x1) / 2) <= 0.25 * f.width
        and f.y0 - 3 * t.h <= t.y1 <= f.y0 + 0.5 * t.h
    ]  # fmt: skip
    return max(above, key=lambda t: t.y1).text if above else None


def _one_bar_series(
    marks: list[Marks], names: list[str | None], entries: list[LegendEntry], panel: Panel
) -> tuple[list[Marks], list[str | None]]:
    """Unnamed bars in several colours that never share a position are one series coloured by
    value (positive and negative bars, a highlighted bar), not several series."""
    bars = [i for i, m in enumerate(marks) if m.kind == "bar" and names[i] is None]
    if entries or len(bars) < 2 or len(bars) != len(marks):
        return marks, names
    # a slot is a category where the axis names them: bars side by side at one category are
    # a cluster of several series, not one series coloured by value
    slots = [
        {
            round(
                _x_value(panel, p[1] if marks[i].horizontal else p[0])
                if panel.x is None
                else (p[1] if marks[i].horizontal else p[0])
            )
            for p in marks[i].pts
        }
        for i in bars
    ]
    if sum(len(s) for s in slots) != len(set().union(*slots)):
        return marks, names
    first = marks[bars[0]]
    pts = sorted(p for i in bars for p in marks[i].pts)
    merged = Marks("bar", first.color, 0.0, False, pts, horizontal=first.horizontal)
    return [merged], [None]


def _slot_order(panel: Panel, marks: list[Marks]) -> dict[float, float] | None:
    """Bars at as many places as there are category names, where the nearest name would give
    two bars one name: the names are set off their bars (a renderer that anchors
    right-to-left text at the wrong end), and the k-th name along the axis is the k-th bar's.
    Page position (rounded) -> category index; None where the nearest name is right."""
    if panel.x is not None or len(panel.categories) < 2:
        return None
    along = [
        round(py if panel.horizontal else px, 1)
        for m in marks
        if m.kind == "bar" and (not m.bases or m.waterfall)  # a waterfall's steps float
        for px, py in m.pts
    ]
    places = sorted(set(along))
    cats = sorted(panel.category_pos(c) for c in panel.categories)
    if len(places) != len(cats):
        return None
    nearest = {min(range(len(cats)), key=lambda i: abs(cats[i] - p)) for p in places}
    if len(nearest) == len(places):
        return None
    step = min(b - a for a, b in zip(places, places[1:], strict=False))
    if step <= 0 or any(abs(c - p) > step for c, p in zip(cats, places, strict=True)):
        return None  # names shifted by more than a bar's place: not this bar's row of names
    order = sorted(range(len(cats)), key=lambda i: panel.category_pos(panel.categories[i]))
    return {p: float(order[k]) for k, p in enumerate(places)}


def _to_data(
    m: Marks, panel: Panel, right: bool = False, slots: dict[float, float] | None = None
) -> list[tuple[float, float]]:
    """Page points to (category or x, value). A horizontal panel's values run along page x and
    its categories down page y; ``right``: values on the panel's second y axis; ``slots``:
    ``_slot_order``'s bar places."""
    pts = m.pts
    if panel.horizontal:
        pts = [(py, px) for px, py in pts]  # (along the category axis, along the value axis)
    if m.kind == "line" and len(pts) > 1 and pts[-1][0] < pts[0][0]:
        pts = pts[::-1]  # drawn right to left
    y = panel.y2.value if right and panel.y2 is not None else panel.y.value
    if slots and m.kind == "bar" and not m.bases:
        return [(slots.get(round(c, 1), _x_value(panel, c)), y(v)) for c, v in pts]
    if m.kind in ("bar", "area") and m.bases:  # stacked: a segment's value is its own length
        place = (
            (lambda c: slots.get(round(c, 1), _x_value(panel, c)))
            if slots and m.waterfall
            else (lambda c: _x_value(panel, c))
        )
        return [(place(c), y(v) - y(base)) for (c, v), base in zip(pts, m.bases, strict=True)]
    return [(_x_value(panel, c, m.kind == "bar"), y(v)) for c, v in pts]


def _interval_lines(m: Marks, panel: Panel, paths: list[Path]) -> list[tuple[int, float, float]]:
    """A forest plot's intervals: the level stroke drawn through each marker along the value
    axis, its ends read on that axis. Only where most markers have one (a stray guide line
    through one point is none); a line that ends at the marker (a Cleveland dot plot's leader
    from the axis) does not pass through it."""
    level = [
        (min(a[0], b[0]), max(a[0], b[0]), (a[1] + b[1]) / 2)
        for p in paths
        if p.stroke is not None
        for pts in p.subpaths
        if len(pts) == 2
        for a, b in [(pts[0], pts[1])]
        if abs(a[1] - b[1]) < 0.3
    ]
    f = panel.frame
    reach = max(1.0, m.size / 2)
    out = []
    for k, (px, py) in enumerate(m.pts):
        through = [
            (x0, x1)
            for x0, x1, y in level
            if abs(y - py) <= reach
            and x0 < px - reach
            and x1 > px + reach
            and f.x0 + 1.5 < x0  # (a guide line runs from the axis, an interval never does)
            and x1 < f.x1 - 1.5
        ]
        if len(through) == 1:
            x0, x1 = through[0]
            out.append((k, panel.y.value(x0), panel.y.value(x1)))
    if len({(round(lo, 6), round(hi, 6)) for _, lo, hi in out}) < 2:
        return []  # (lines of one span through every point are guides across the plot)
    return out if 2 * len(out) > len(m.pts) else []


def _printed_values(
    panel: Panel, marks: list[Marks], series: list[ChartSeries], texts: list[Word]
) -> None:
    """Numbers printed just past the end of a bar ("113K" over a log-scale bar) that agree with
    the bar as read: the exact value a reader sees, kept beside the reading."""
    if panel.horizontal:
        return
    bars = [(i, k, c, v) for i, m in enumerate(marks) if m.kind == "bar" and not m.bases
            for k, (c, v) in enumerate(m.pts)]  # fmt: skip
    if not bars:
        return
    centres = sorted({round(c, 1) for _, _, c, _ in bars})
    step = min((b - a for a, b in zip(centres, centres[1:], strict=False)), default=20.0)
    f = panel.frame + (-1, -1, 1, 1)
    numbers = [t for t in texts if t.horizontal and t.value is not None and inside((t.cx, t.cy), f)]
    taken: set[int] = set()
    for i, k, c, top in sorted(bars, key=lambda b: b[3]):
        near = [
            t
            for t in numbers
            if id(t) not in taken
            and abs(t.cx - c) <= 0.5 * step
            and -0.5 * t.h <= top - t.y1 <= 2.5 * t.h  # just above the bar's end
        ]
        if not near:
            continue
        t = min(near, key=lambda t: (top - t.y1) + abs(t.cx - c))
        read, said = series[i].points[k][1], float(t.value)  # type: ignore[arg-type]
        if panel.y.log:
            agree = read > 0 and said > 0 and abs(math.log10(said / read)) <= 0.1
        else:
            span = abs(panel.y.value(panel.frame.y0) - panel.y.value(panel.frame.y1))
            agree = abs(said - read) <= 0.03 * span + 0.05 * abs(read)
        if agree:
            taken.add(id(t))
            series[i].printed.append((k, t.text))


def _data_order(m: Marks, panel: Panel, at: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Point labels indexed like ``_to_data``'s points (a line drawn right to left is turned)."""
    pts = [(py, px) for px, py in m.pts] if panel.horizontal else m.pts
    turned = m.kind == "line" and len(pts) > 1 and pts[-1][0] < pts[0][0]
    return [(len(pts) - 1 - k if turned else k, text) for k, text in at]


def _x_value(panel: Panel, px: float, bar: bool = True) -> float:
    """Data x of a page position along the category (or x) axis. On an axis of text labels
    (categories, dates) a bar takes its label's index; a point of a line or a scatter takes its
    position in label units (1.5 is half way between the second and the third label)."""
    if panel.x is not None:
        return panel.x.value(px)
    cats = [panel.category_pos(c) for c in panel.categories]
    if cats:
        nearest = min(range(len(cats)), key=lambda i: abs(cats[i] - px))
        if bar or len(cats) < 2:
            return float(nearest)
        i = max(0, min(len(cats) - 2, nearest if px >= cats[nearest] else nearest - 1))
        a, b = cats[i], cats[i + 1]
        return i + (px - a) / (b - a) if b != a else float(i)
    return px  # no labels: replaced by the position order in _notes


def _notes(series: list[ChartSeries], panel: Panel) -> list[str]:
    notes = []
    for attr, where in (("clipped_above", "above the top"), ("clipped_below", "below the bottom")):
        cut = [s.label for s in series if getattr(s, attr)]
        if cut:
            verb = "runs" if len(cut) == 1 else "run"
            notes.append(
                f"{', '.join(cut)} {verb} {where} of the plot; values there are not shown."
            )
    if panel.y.log:
        notes.append("The y axis is logarithmic.")
    if panel.x is not None and panel.x.log:
        notes.append("The x axis is logarithmic.")
    for axis, name in ((panel.x, "x"), (panel.y, "y")):
        if axis is not None and len(axis.ticks) == 2:
            notes.append(f"The {name} axis is mapped from only two tick labels.")
    if panel.x is None and not panel.categories:
        slots = sorted({round(p[0]) for s in series for p in s.points})
        for s in series:
            s.points = [(float(slots.index(round(x))), y) for x, y in s.points]
        notes.append("The x positions have no labels; x is the position order (0, 1, 2, ...).")
    if any(s.name is None for s in series):
        notes.append("Some series have no legend entry or label; they are named by colour.")
    return notes
