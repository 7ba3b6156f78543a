"""Which row changed most between two columns the question names ("the largest increase in
boardings from 2022 to 2023"): each row's change, ranked; the busiest row is not the answer."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

LINES = table_chunk(
    "Table 1",
    ["Line", "Boardings 2022", "Boardings 2023", "Buses"],
    [
        ["Line 1", "8 450", "9 120", "7"],
        ["Line 4", "5 230", "6 010", "5"],
        ["Line 7", "6 780", "7 040", "6"],
        ["Line 12", "4 120", "3 890", "6"],
    ],
    "Weekday boardings per line, 2022 and 2023",
)


@pytest.mark.parametrize(
    ("question", "line", "change"),
    [
        ("Which line had the largest increase in boardings from 2022 to 2023?", "Line 4", "+780"),
        ("Which line had the largest drop in boardings between 2022 and 2023?", "Line 12", "−230"),
        ("Which line grew least from 2022 to 2023?", "Line 12", "−230"),
    ],
)
def test_the_row_whose_change_ranks_as_asked(question, line, change) -> None:
    first = ask(question, LINES).splitlines()[0]
    assert first.startswith(line) and change in first, first
