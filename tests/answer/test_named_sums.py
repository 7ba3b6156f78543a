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
