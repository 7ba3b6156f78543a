"""A table's total or mean row labelled in a language no list of words holds is known by its
numbers: the sum or the mean of the rows above it. It answers a question about every row at
once and is no member to rank. The tables are invented (an Estonian-style "Kokku" and
"Keskmine" stand for any language's total and mean); they show the form, not a paper's numbers."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

PARKS = table_chunk(
    "Table 1",
    ["Park", "Külastajad", "Pindala (ha)", "Temperatuur (°C)"],
    [
        ["Rannapark", "1 240", "12,5", "17,2"],
        ["Metsapark", "860", "40,1", "15,8"],
        ["Linnapark", "2 310", "8,4", "18,9"],
        ["Jõepark", "590", "21,0", "16,5"],
        ["Kokku", "5 000", "82,0", "17,1"],
    ],
    "Pargid, külastajad ja temperatuur 2024",
)


def test_a_foreign_total_row_answers_a_question_counting_every_row() -> None:
    first = ask("What is the combined area of the four parks in hectares?", PARKS).splitlines()[0]
    assert "82,0" in first and "12,5" not in first


def test_a_foreign_summary_row_gives_the_mean_where_its_cells_are_means() -> None:
    first = ask("What is the mean temperature of the four parks?", PARKS).splitlines()[0]
    assert "17,1" in first and "17,2" not in first


def test_a_foreign_total_row_is_no_member_ranked() -> None:
    answer = ask("Which park has the largest area, and how large is it?", PARKS)
    assert answer.startswith("Metsapark") and "40,1" in answer and "82,0" not in answer


# The last row is a member, its numbers no sum nor mean of those above: it is ranked.
PLOTS = table_chunk(
    "Table 2",
    ["Plot", "Pindala (ha)", "Temperatuur (°C)"],
    [
        ["A", "12,5", "17,2"],
        ["B", "40,1", "15,8"],
        ["C", "61,3", "19,4"],
    ],
    "Katsealad",
)


def test_a_last_row_that_sums_nothing_is_still_ranked() -> None:
    answer = ask("Which plot has the largest area, and how large is it?", PLOTS)
    assert answer.startswith("C") and "61,3" in answer


MEANS = table_chunk(
    "Table 3",
    ["Station", "Rain (mm)", "Wind (m/s)"],
    [
        ["Põhja", "640", "4,2"],
        ["Lõuna", "720", "3,6"],
        ["Ida", "580", "5,1"],
        ["Keskmine", "647", "4,3"],
    ],
    "Jaamade sademed ja tuul",
)


def test_a_mean_row_is_not_read_as_a_total() -> None:
    first = ask("How much rain fell at the three stations altogether?", MEANS).splitlines()[0]
    assert "647" not in first


# A mean row and a total row under it, both summarising the same stations.
BOTH = table_chunk(
    "Table 4",
    ["Station", "Rain (mm)", "Days"],
    [
        ["Põhja", "640", "112"],
        ["Lõuna", "720", "125"],
        ["Ida", "580", "98"],
        ["Keskmine", "647", "112"],
        ["Kokku", "1 940", "335"],
    ],
    "Jaamade sademed",
)


def test_a_total_row_under_a_mean_row_is_found_and_neither_is_ranked() -> None:
    first = ask("How much rain fell at the three stations altogether?", BOTH).splitlines()[0]
    assert "1 940" in first and "647" not in first
    answer = ask("Which station had the most rain, and how much?", BOTH)
    assert answer.startswith("Lõuna") and "720" in answer
