"""Reading order on a two-column page: MuPDF's blocks come sorted by their top edge, which takes
a line (or a paragraph) from each column in turn. Prose set side by side is read column by
column, the right column first in a right-to-left script; a heading across both columns starts
a new band; an equation's pieces or a label beside a line keep their order."""

from __future__ import annotations

from paperlens.ingest.columns import column_order
from paperlens.ingest.rtl import has_rtl

WIDTH = 595.0


def line(number: int, text: str, x0: float, y0: float, x1: float) -> tuple[int, str, tuple]:
    return (number, text, (x0, y0, x1, y0 + 12))


def texts(blocks: list) -> list[str]:
    return [b[1] for b in blocks]


LEFT_1 = line(1, "Rice polished to four ratios was used,", 54, 422, 282)
RIGHT_1 = line(2, "Lower polishing ratios cut the protein", 307, 432, 533)
LEFT_2 = line(3, "and the mash was kept below ten degrees.", 54, 437, 281)
RIGHT_2 = line(4, "and raised the water uptake of the rice.", 307, 447, 536)


def test_lines_of_two_columns_read_column_by_column() -> None:
    ordered = column_order([LEFT_1, RIGHT_1, LEFT_2, RIGHT_2], WIDTH, has_rtl)
    assert texts(ordered) == [LEFT_1[1], LEFT_2[1], RIGHT_1[1], RIGHT_2[1]]


def test_a_heading_across_both_columns_starts_a_new_band() -> None:
    heading = line(5, "3 Results and discussion, set across the whole page", 54, 470, 540)
    later_left = line(6, "The left column after the heading goes on.", 54, 490, 282)
    later_right = line(7, "The right column after the heading goes on.", 307, 495, 536)
    more_left = line(8, "It says a second thing on the left side.", 54, 505, 282)
    more_right = line(9, "It says a second thing on the right side.", 307, 510, 536)
    blocks = [LEFT_1, RIGHT_1, LEFT_2, RIGHT_2, heading, later_left, later_right]
    ordered = column_order([*blocks, more_left, more_right], WIDTH, has_rtl)
    assert texts(ordered) == texts(
        [LEFT_1, LEFT_2, RIGHT_1, RIGHT_2, heading, later_left, more_left, later_right, more_right]
    )


def test_pieces_that_are_no_prose_keep_their_order() -> None:
    # an equation's pieces right of the middle, between lines of a one-column page
    blocks = [
        line(1, "i , V W V", 330, 131, 360),
        line(2, "Where the projections are parameter matrices", 54, 166, 290),
        line(3, "i ∈Rdmodel×dk", 330, 167, 380),
    ]
    assert column_order(blocks, WIDTH, has_rtl) == blocks


def test_a_right_to_left_page_reads_its_right_column_first() -> None:
    right_1 = line(1, "העצים בשכונה מקררים את הרחוב בשעות הצהריים", 307, 100, 536)
    left_1 = line(2, "ולכן מומלץ לשתול עצים נוספים לאורך המדרכות", 54, 110, 282)
    right_2 = line(3, "במיוחד ברחובות שבהם אין צל בכלל בשעות היום", 307, 115, 536)
    left_2 = line(4, "כדי להפחית את עומס החום על הולכי הרגל בעיר", 54, 125, 282)
    ordered = column_order([right_1, left_1, right_2, left_2], WIDTH, has_rtl)
    assert texts(ordered) == texts([right_1, right_2, left_1, left_2])
