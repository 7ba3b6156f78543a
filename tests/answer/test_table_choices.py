"""A choice between two rows the question names ("which had more mites, Old Town or
Riverside") compares those two, not every row: the table's highest may be neither."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.table_choices import alternatives

APIARIES = table_chunk(
    "Table 1",
    ["Apiary", "Colonies", "Varroa (mites/day)", "Price (GBP/kg)"],
    [
        ["Dockside", "12", "4.2", "14.50"],
        ["Old Town", "10", "6.8", "16.00"],
        ["Riverside", "14", "3.1", "12.75"],
        ["Hillcrest", "12", "5.5", "15.20"],
    ],
    "Apiaries, colonies, varroa drop and honey price, 2023",
)


@pytest.mark.parametrize(
    ("question", "chosen", "other"),
    [
        ("Which apiary had a higher varroa drop, Dockside or Hillcrest?", "5.5", "4.2"),
        ("Which had fewer mites, Old Town or Riverside?", "3.1", "6.8"),
        ("Was honey more expensive at Old Town or at Hillcrest?", "16.00", "15.20"),
        ("Was honey cheaper at Old Town or at Hillcrest?", "15.20", "16.00"),
        ("Did Dockside or Riverside have more colonies?", "14", "12"),
    ],
)
def test_of_the_two_rows_offered_the_one_asked(question, chosen, other) -> None:
    first = ask(question, APIARIES).splitlines()[0]
    assert first.index(chosen) < first.index(other), first


def test_the_alternatives_a_question_offers() -> None:
    assert alternatives("Which is heavier, the park or the roof hives?") == (
        "the park",
        "the roof hives",
    )
    assert alternatives("Was it warmer at noon or at midnight?") == ("at noon", "at midnight")
    assert alternatives("Which apiary had the most colonies?") is None
