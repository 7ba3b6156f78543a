"""Rows the question takes together by their own names ("at Dockside and Old Town together")
are summed, with the addends shown, as rows named alike are."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

APIARIES = table_chunk(
    "Table 1",
    ["Apiary", "Colonies", "Varroa (mites/day)"],
    [
        ["Dockside", "12", "4.2"],
        ["Old Town", "10", "6.8"],
        ["Riverside", "14", "3.1"],
        ["Hillcrest", "12", "5.5"],
    ],
    "Apiaries, colonies and varroa drop, 2023",
)


def test_two_rows_named_together_are_summed() -> None:
    answer = ask("How many colonies were at Dockside and Old Town together?", APIARIES)
    assert "22" in answer.splitlines()[0] and "12 + 10" in answer, answer
    answer = ask("How many colonies did Old Town and Hillcrest have in total?", APIARIES)
    assert "22" in answer.splitlines()[0] and "10 + 12" in answer, answer


def test_the_count_of_every_row_names_no_row_of_that_number() -> None:
    lines = table_chunk(
        "Table 1",
        ["Line", "Boardings 2023", "Buses"],
        [["Line 1", "9 120", "7"], ["Line 4", "6 010", "5"], ["Line 7", "7 040", "6"]]
        + [["Line 12", "3 890", "6"]],
        "Weekday boardings per line, 2023",
    )
    answer = ask("How many boardings did all four lines have together in 2023?", lines)
    assert "26 060" in answer.splitlines()[0], answer
    answer = ask("How many boardings did Line 4 have in 2023?", lines)
    assert "6 010" in answer.splitlines()[0] and "26 060" not in answer, answer
