"""Page geometry the figure finder reasons with: boxes, text lines, captions, body-text statistics.

Boxes are plain ``(x0, y0, x1, y1)`` tuples in PDF points: the arithmetic stays explicit, and a
zero-height rule is still a box (PyMuPDF's ``Rect`` calls it empty and drops it on intersection).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pymupdf

from paperlens.ingest.rtl import glyph_dict, group_text, has_rtl, printed_lines
from paperlens.ingest.tables_layout import page_flags
from paperlens.labels import (
    FIGURE_CAPTION,
    TABLE_CAPTION,
    CaptionForm,
    LabelMatch,
    caption_label,
    caption_text,
    numbered_opening,
    numbers_a_series,
    trailing_label,
)
from paperlens.models import BBox

# Caption forms come from paperlens.labels, the one place that knows them: "Figure 3:", "Fig. 3.",
# "FIGURE 3 |", "Figure A1.", "图 5", "그림 3", "Abbildung 4", "Extended Data Fig. 2". Body text that
# merely mentions a figure ("Fig. 6 (middle) shows ...") has no separator after the number.
FIGURE_CAPTION_RE = FIGURE_CAPTION
TABLE_CAPTION_RE = TABLE_CAPTION
_TEXT_FLAGS = (
    pymupdf.TEXT_PRESERVE_LIGATURES | pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
)


# --- boxes -------------------------------------------------------------------------------------


def union(a: BBox, b: BBox) -> BBox:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def union_all(boxes: Iterable[BBox]) -> BBox | None:
    out: BBox | None = None
    for b in boxes:
        out = b if out is None else union(out, b)
    return out


def intersect(a: BBox, b: BBox) -> BBox | None:
    """The common part, or None when the boxes do not touch (a zero-width result still counts)."""
    x0, y0, x1, y1 = max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])
    if x0 > x1 or y0 > y1:
        return None
    return (x0, y0, x1, y1)


def grow(b: BBox, d: float) -> BBox:
    return (b[0] - d, b[1] - d, b[2] + d, b[3] + d)


def area(b: BBox) -> float:
    return max(0.0, b[2] - b[0]) * max(0.0, b[3] - b[1])


def center(b: BBox) -> tuple[float, float]:
    return ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)


def contains_point(b: BBox, p: tuple[float, float]) -> bool:
    return b[0] <= p[0] <= b[2] and b[1] <= p[1] <= b[3]


def x_overlap(a: BBox, b: BBox) -> float:
    return min(a[2], b[2]) - max(a[0], b[0])


def touches(a: BBox, b: BBox, gap: float) -> bool:
    return intersect(grow(a, gap), b) is not None


def covered_fraction(b: BBox, by: BBox) -> float:
    """How much of ``b`` lies inside ``by``; a zero-area box counts by its centre."""
    if area(b) == 0:
        return 1.0 if contains_point(by, center(b)) else 0.0
    common = intersect(b, by)
    return area(common) / area(b) if common else 0.0


# --- text --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    rect: BBox
    text: str
    size: float
    bold: bool
    horizontal: bool
    block: int
    first_in_block: bool
    # How many characters of ``text`` open the line in bold when the rest is not bold ("**Fig. 1**
    # Tensile ..."): a caption's label set off by type instead of punctuation. 0 otherwise.
    bold_head: int = 0

    @property
    def width(self) -> float:
        return self.rect[2] - self.rect[0]


@dataclass(frozen=True)
class Caption:
    label: str  # "Figure 3"
    text: str  # the caption without its label: "An example of ..."
    rect: BBox
    lines: tuple[int, ...]  # indexes into the page's lines


def page_lines(page: pymupdf.Page) -> list[Line]:
    lines: list[Line] = []
    raw: list[dict] | None = None  # the glyphs, for right-to-left lines (see ingest/rtl.py)
    flags = page_flags(page, _TEXT_FLAGS)
    for bno, block in enumerate(page.get_text("dict", flags=flags)["blocks"]):
        groups = [[i] for i in range(len(block.get("lines", [])))]
        if any(has_rtl(s["text"]) for line in block.get("lines", []) for s in line["spans"]):
            raw = raw or glyph_dict(page, flags)["blocks"]
            groups = printed_lines(raw[bno])
        for members in groups:
            printed = [block["lines"][i] for i in members]
            spans = [s for line in printed for s in line["spans"] if s["text"].strip()]
            if not spans:
                continue
            if raw is not None and has_rtl("".join(s["text"] for s in spans)):
                text = group_text(raw[bno], members)
            else:
                text = "".join(s["text"] for line in printed for s in line["spans"]).strip()
            main = max(spans, key=lambda s: len(s["text"]))
            head = 0 if raw is not None else _bold_head(spans)
            dx, dy = printed[0]["dir"]
            box = pymupdf.Rect()
            for line in printed:
                box |= pymupdf.Rect(line["bbox"])
            lines.append(
                Line(
                    rect=tuple(box),  # type: ignore[arg-type]
                    text=" ".join(text.split()),
                    size=round(float(main["size"]), 1),
                    bold=_is_bold(main),
                    horizontal=abs(dy) < 0.05 and dx > 0,
                    block=bno,
                    first_in_block=not lines or lines[-1].block != bno,
                    bold_head=head,
                )
            )
    return lines


def _is_bold(span: dict) -> bool:
    return bool(span["flags"] & pymupdf.TEXT_FONT_BOLD) or "bold" in span["font"].lower()


def _bold_head(spans: Sequence[dict]) -> int:
    """The length of the bold run opening a line whose rest is roman, in the line's spacing."""
    n = next((i for i, s in enumerate(spans) if not _is_bold(s)), len(spans))
    if n == 0 or n == len(spans):
        return 0
    return len(" ".join("".join(s["text"] for s in spans[:n]).split()))


def find_captions(lines: Sequence[Line], pattern: CaptionForm = FIGURE_CAPTION_RE) -> list[Caption]:
    """Caption blocks: a line that opens its text block with "Figure N:" plus the rest of that block.

    A caption that is not the first line of its block still counts when the line before it is in a
    different font size (an axis label that PyMuPDF glued onto the caption's block). A block that
    ends with its label ("... of the network. Fig. 5.") is a caption too.
    """
    captions: list[Caption] = []
    taken: set[int] = set()
    for i, line in enumerate(lines):
        if not line.horizontal:
            continue
        row = [i]
        m = pattern.match(line.text) or _set_off_label(line, pattern)
        if not m and len(row := _same_row(lines, i)) > 1:
            # a justified caption line MuPDF split at its wide word gaps ("Рис.", "2.", ...)
            m = pattern.match(" ".join(lines[j].text for j in row))
        if not m:
            continue
        prev = lines[i - 1] if i else None
        starts_block = (
            line.first_in_block
            or prev is None
            or prev.block != line.block
            or abs(prev.size - line.size) >= 1.0
        )
        if not starts_block:
            continue
        members = list(row)
        for j in range(row[-1] + 1, len(lines)):
            nxt = lines[j]
            if nxt.block != line.block or pattern.match(nxt.text):
                break
            members.append(j)
        rect = union_all(lines[j].rect for j in members)
        assert rect is not None
        first = caption_text(" ".join(lines[j].text for j in row), m)
        full = " ".join([first, *(lines[j].text for j in members[len(row) :])])
        taken.update(members)
        captions.append(
            Caption(label=m.label, text=full.strip(" .:|"), rect=rect, lines=tuple(members))
        )
    captions += _trailing_captions(lines, pattern, taken, {c.label for c in captions})
    return captions


def _same_row(lines: Sequence[Line], i: int) -> list[int]:
    """Line ``i`` and the lines after it in its block set on its baseline in its size, left to
    right: one printed line that MuPDF split where justification widened the word gaps."""
    row = [i]
    for j in range(i + 1, len(lines)):
        a, b = lines[row[-1]], lines[j]
        if (
            b.block != a.block
            or abs(b.rect[1] - a.rect[1]) > _SAME_BASELINE_PT
            or abs(b.rect[3] - a.rect[3]) > _SAME_BASELINE_PT
            or b.size != a.size
            or b.rect[0] < a.rect[2] - _SAME_BASELINE_PT
            or b.rect[0] - a.rect[2] > _WORD_GAP_EM * a.size  # (a running head's page number)
        ):
            break
        row.append(j)
    return row


_SAME_BASELINE_PT = 1.0
_TITLE_OPENS = re.compile(r"[\s:.：．|｜—–-]*[(\[]?[^\W\d_]")
_WORD_GAP_EM = 3.0  # a justified line's widest word gap, in its font size


def _set_off_label(line: Line, pattern: CaptionForm) -> LabelMatch | None:
    """A label set off by type instead of punctuation: bold before a roman title ("**Fig. 1**
    Tensile strength ...", the Springer style), which prose mentioning a figure never is."""
    if not line.bold_head:
        return None
    m = caption_label(line.text, pattern.kinds, strict=False)
    return m if m is not None and m.end <= line.bold_head else None


# --- captions in words no list knows ----------------------------------------------------------

# "Hình 1. …", "Kuva 2: …", "Σχήμα 3 — …", "איור 4. …", "1. ábra. …": a word no caption list
# knows and a small number, in either order, then a separator (see labels.numbered_opening, the
# one reader of such labels for tables and figures).


@dataclass(frozen=True)
class NumberedLabel:
    """A line opening with an unknown word and a number, as a caption opens: "Kuva 2. …"."""

    word: str  # case-folded
    number: int
    caption: Caption


def _opens_block(lines: Sequence[Line], i: int) -> bool:
    line, prev = lines[i], (lines[i - 1] if i else None)
    return (
        line.first_in_block
        or prev is None
        or prev.block != line.block
        or abs(prev.size - line.size) >= 1.0
    )


def numbered_labels(lines: Sequence[Line], skip: set[int] | None = None) -> list[NumberedLabel]:
    """Lines that open a block with "<Word> <n>" and a separator, in a word no caption list knows.

    Which of them are captions, and of what, is for the caller to find out from the page: a
    word that labels graphics (not a grid of cells) through the paper names its figures."""
    skip = skip or set()
    out: list[NumberedLabel] = []
    for i, line in enumerate(lines):
        if i in skip or not line.horizontal or not _opens_block(lines, i):
            continue
        row, text = [i], line.text
        o = numbered_opening(text, bare=True)
        if o is None and len(row := _same_row(lines, i)) > 1:
            # a justified caption line MuPDF split at its wide word gaps ("Kuva", "2.", ...),
            # its title in words (not a table row's cells: "Asynchronous", "1", "48", "8")
            text = " ".join(lines[j].text for j in row)
            o = numbered_opening(text, bare=True)
            if o is not None and not _TITLE_OPENS.match(text[o.end :]):
                o = None
        if o is None:
            continue
        members = list(row)
        for j in range(row[-1] + 1, len(lines)):
            nxt = lines[j]
            if nxt.block != line.block or numbered_opening(nxt.text, bare=True):
                break
            members.append(j)
        rest = text[o.end :].lstrip(" :.：．|｜—–-")
        if not rest and len(members) == 1:
            continue  # a word and a number with no title ("CO2" by a pie slice) name no figure
        rect = union_all(lines[j].rect for j in members)
        assert rect is not None
        full = " ".join([rest, *(lines[j].text for j in members[len(row) :])]).strip(" .:|")
        word, number = o.word, o.number
        out.append(
            NumberedLabel(word, number, Caption(f"{word} {number}", full, rect, tuple(members)))
        )
    return [n for n in out if not _in_key_row(n, lines)]


def _in_key_row(label: NumberedLabel, lines: Sequence[Line]) -> bool:
    """A label set level with another of its word in its block is a legend entry ("Grade 2",
    "Grade 3", "Grade 4–5" in a row over a stacked chart), not a caption: captions stack. So is
    one level with two or more other items of its block, whatever they say (a row of category
    tick labels: "Round 1", "Round 2", "Final"): a caption's line holds its label and title, the
    title at most split off by a wide gap."""
    i = label.caption.lines[0]
    first = lines[i]
    # (a label read across its line's words, which MuPDF split at wide justified gaps: those
    # words are its own, set level with it)
    own = set(label.caption.lines) if numbered_opening(first.text, bare=True) is None else {i}
    level = 0
    for j, line in enumerate(lines):
        if j in own or line.block != first.block:
            continue
        overlap = min(first.rect[3], line.rect[3]) - max(first.rect[1], line.rect[1])
        if overlap < 0.5 * (first.rect[3] - first.rect[1]):
            continue
        level += 1
        o = numbered_opening(line.text, bare=True)
        if (o is not None and o.word == label.word) or level >= _ROW_ITEMS:
            return True
    return False


# Items level with a label in its block that make it an entry in a row rather than a caption
# whose title a wide gap split off.
_ROW_ITEMS = 2


def label_words(pages: Sequence[Sequence[NumberedLabel]]) -> set[str]:
    """Words that number a series through the paper as captions do: from 1, without big jumps
    ("Kuva 1", "Kuva 2"; a single "Gambar 1" too; see labels.numbers_a_series). A year or a
    page number is no series."""
    numbers: dict[str, set[int]] = {}
    for labels in pages:
        for lab in labels:
            numbers.setdefault(lab.word, set()).add(lab.number)
    return {w for w, ns in numbers.items() if numbers_a_series(ns)}


def looks_tabular(lines: Sequence[Line], bbox: BBox, skip: set[int]) -> bool:
    """A grid of cells, not a chart: at least three rows of three or more text items whose
    edges line up in columns. A chart has one row of tick labels and a legend, not a grid."""
    items = [
        line
        for i, line in enumerate(lines)
        if i not in skip
        and line.horizontal
        and contains_point(bbox, center(line.rect))
        and any(c.isalnum() for c in line.text)  # not a plot marker set as a glyph ("•", "△")
    ]
    rows: list[list[Line]] = []
    for line in sorted(items, key=lambda ln: center(ln.rect)[1]):
        cy = center(line.rect)[1]
        if rows and abs(center(rows[-1][0].rect)[1] - cy) <= 0.4 * (line.rect[3] - line.rect[1]):
            rows[-1].append(line)
        else:
            rows.append([line])
    wide = [r for r in rows if len(r) >= 3]
    if len(wide) < 3:
        return False
    # columns: an edge (left, right or centre) shared by items of three or more of these rows
    aligned = 0
    for r in wide:
        for item in r:
            edges = (item.rect[0], item.rect[2], center(item.rect)[0])
            rows_sharing = sum(
                1
                for other in wide
                if other is not r
                and any(
                    abs(e - f) <= 2.0
                    for o in other
                    for e, f in zip(edges, (o.rect[0], o.rect[2], center(o.rect)[0]), strict=True)
                )
            )
            if rows_sharing >= 2:
                aligned += 1
    return aligned >= 3 * len(wide) // 2


# A caption with its label last is short: a few lines under or beside its figure.
_MAX_TRAILING_LINES = 6


def _trailing_captions(
    lines: Sequence[Line], pattern: CaptionForm, taken: set[int], labels: set[str]
) -> list[Caption]:
    blocks: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        if line.horizontal and i not in taken:
            blocks.setdefault(line.block, []).append(i)
    out: list[Caption] = []
    for members in blocks.values():
        if len(members) > _MAX_TRAILING_LINES:
            continue
        full = " ".join(lines[j].text for j in members)
        m = trailing_label(full)
        if m is None or m.kind not in pattern.kinds or m.label in labels:
            continue
        rect = union_all(lines[j].rect for j in members)
        assert rect is not None
        labels.add(m.label)
        text = full[: m.start].strip(" .:|")
        out.append(Caption(label=m.label, text=text, rect=rect, lines=tuple(members)))
    return out


@dataclass(frozen=True)
class BodyStats:
    """What body text looks like in this paper, so figure text and page furniture can be told apart."""

    size: float  # the most common font size, by characters
    # the width of a body-text line: the character-weighted median, so that a long table's many
    # short cells in the body size do not outvote the prose, justified or ragged
    column_width: float
    content: BBox  # where body text sits on the page; graphics wholly outside are page decorations

    def is_body_line(self, line: Line) -> bool:
        return (
            line.horizontal
            and line.size >= self.size - 1.0
            and line.width >= 0.5 * self.column_width
            # a row of numbers ("0% 10% 20% ... 100%") is an axis's tick labels, not prose
            and any(ch.isalpha() for ch in line.text)
        )


def _weighted_median(counts: Counter[int]) -> float:
    half, seen = sum(counts.values()) / 2, 0
    for value in sorted(counts):
        seen += counts[value]
        if seen >= half:
            return float(value)
    raise ValueError("no counts")


def body_stats(pages_lines: Sequence[Sequence[Line]], page_rect: BBox) -> BodyStats:
    sizes: Counter[float] = Counter()
    for lines in pages_lines:
        for line in lines:
            if line.horizontal:
                sizes[round(line.size * 2) / 2] += len(line.text)
    if not sizes:
        return BodyStats(size=10.0, column_width=page_rect[2] - page_rect[0], content=page_rect)
    size = sizes.most_common(1)[0][0]
    widths: Counter[int] = Counter()
    for lines in pages_lines:
        for line in lines:
            if line.horizontal and abs(line.size - size) <= 1.0 and line.width >= 60:
                widths[round(line.width / 4) * 4] += len(line.text)
    column = _weighted_median(widths) if widths else (page_rect[2] - page_rect[0]) * 0.75
    wide = [
        line.rect
        for lines in pages_lines
        for line in lines
        if line.horizontal and abs(line.size - size) <= 1.0 and line.width >= 0.5 * column
    ]
    content = union_all(wide) or page_rect
    return BodyStats(size=size, column_width=column, content=content)
