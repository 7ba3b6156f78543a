"""A share asked of a table that prints both the count and its percentage: "what share of the
sailings was cancelled" is the column "Cancelled (%)", not the count "Sailings cancelled" that
names more of the question's words; a "cancellation rate" is that percentage too. A count asked
("how many were cancelled") stays the count.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

ROUTES = table_chunk(
    "Table 1",
    ["Route", "Sailings scheduled", "Sailings cancelled", "Cancelled (%)", "Passengers"],
    [
        ["North", "1,460", "73", "5.0", "61,300"],
        ["East", "1,095", "66", "6.0", "38,900"],
        ["South", "730", "51", "7.0", "9,850"],
        ["West", "2,190", "44", "2.0", "118,400"],
    ],
    "Sailings and passengers on the four routes in 2025",
)


@pytest.mark.parametrize(
    ("question", "value", "other"),
    [
        ("What share of the East sailings was cancelled?", "6.0", "66"),
        ("What percentage of sailings on the North route were cancelled?", "5.0", "73"),
        ("What was the cancellation rate on the West route?", "2.0", "44"),
        ("How many East sailings were cancelled?", "66", "6.0"),
    ],
)
def test_a_share_asked_is_the_percent_column_and_a_count_the_count(question, value, other):
    answer = ask(question, ROUTES)
    assert value in answer and other not in answer


def test_the_highest_rate_ranks_the_percent_column():
    answer = ask("Which route had the highest cancellation rate?", ROUTES)
    assert "South" in answer and "Cancelled (%)" in answer


def test_the_most_cancelled_ranks_the_count():
    answer = ask("Which route had the most cancelled sailings?", ROUTES)
    assert "North" in answer and "Sailings cancelled" in answer
