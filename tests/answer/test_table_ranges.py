"""A question that compares the two ends of a column ("How much larger was the best site's
yield than the poorest site's?", "the difference between the highest and the lowest") is
answered by both ends and their difference; no cell holds it, and neither end is named by the
question. A total row is no end; "largest" and "most" may rank by another measure than the one
asked, and "maximum" and "minimum" are statistics a table prints. The sites and numbers are
invented."""

from __future__ import annotations

import pytest
from answer_chunks import ask
from answer_chunks import table_chunk as _table

SITES = _table(
    "Table 1",
    ["Site", "Depth (m)", "Yield (kg/m)"],
    [
        ["Aber", "3.5", "12.4"],
        ["Bangor", "5.0", "8.1"],
        ["Conwy", "4.0", "15.0"],
        ["Total", "", "35.5"],
    ],
    "Kelp yield by site, May 2023.",
)


@pytest.mark.parametrize(
    "question",
    [
        "How much larger was the best site's yield than the poorest site's?",
        "What is the difference between the highest and the lowest yield?",
        "How much higher was the yield at the best site than at the worst?",
    ],
)
def test_the_two_ends_of_the_column_and_their_difference(question: str) -> None:
    first = ask(question, SITES).splitlines()[0]
    assert "Conwy" in first and "Bangor" in first and "6.9" in first, first
    assert "35.5" not in first  # the total is no site


@pytest.mark.parametrize(
    "question",
    [
        # statistics a table prints as columns
        "How much higher was the maximum than the minimum yield at Aber?",
        # ranked by another dimension than the one asked
        "How much more kelp did the largest site yield than the smallest?",
        "How much deeper is the most productive site than the least productive one?",
    ],
)
def test_ends_that_rank_by_another_measure_are_not_the_columns_ends(question: str) -> None:
    answer = ask(question, SITES)
    assert "a difference of 6.9" not in answer and "a difference of 1.5" not in answer, answer
