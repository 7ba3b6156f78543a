"""A question that compares the two ends of a column ("How much larger was the best site's
yield than the poorest site's?", "the difference between the highest and the lowest") is
answered by both ends and their difference; no cell holds it, and neither end is named by the
question. A total row is no end. The sites and numbers are invented."""

from __future__ import annotations

import pytest
from answer_chunks import ask
from answer_chunks import table_chunk as _table

from paperlens.answer.language import is_abstention

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
        "How much more kelp did the most productive site yield than the least productive one?",
    ],
)
def test_the_two_ends_of_the_column_and_their_difference(question: str) -> None:
    first = ask(question, SITES).splitlines()[0]
    assert "Conwy" in first and "Bangor" in first and "6.9" in first, first
    assert "35.5" not in first  # the total is no site


def test_a_maximum_and_a_minimum_name_statistics_not_the_ends() -> None:
    """ "maximum" and "minimum" are columns a table prints; the ends of another are not them."""
    answer = ask("How much higher was the maximum than the minimum yield at Aber?", SITES)
    assert "6.9" not in answer, answer
    assert is_abstention(answer) or "Conwy" not in answer, answer
