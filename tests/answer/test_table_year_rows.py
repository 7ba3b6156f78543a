"""A month asked ("in March 2022") of a table whose row or column is the whole year ("Year
2022") and which names no month: the year's value is no answer for the month, while the year
itself, and a table by month, still answer."""

from __future__ import annotations

from answer_chunks import ask as _ask
from answer_chunks import table_chunk as _table

BY_YEAR = _table(
    "Table 2",
    ["Period", "Mean discharge (m³/s)", "Days gauged"],
    [["Year 2021", "41.2", "350"], ["Year 2022", "37.5", "344"], ["Year 2023", "29.8", "361"]],
    "Annual discharge of the river at the lower gauge",
)
BY_MONTH = _table(
    "Table 3",
    ["Month", "Mean discharge (m³/s)"],
    [["Mar 2022", "52.0"], ["Apr 2022", "47.1"]],
    "Monthly discharge of the river at the lower gauge",
)


def _first(question: str, *tables) -> str:
    return _ask(question, *tables).splitlines()[0]


def test_a_month_is_not_answered_from_the_years_row():
    answer = _first("What was the mean discharge in March 2022?", BY_YEAR)
    assert answer.startswith("I don't know") and "March" in answer and "37.5" not in answer


def test_the_year_and_a_table_by_month_still_answer():
    assert "37.5" in _first("What was the mean discharge in 2022?", BY_YEAR)
    assert "52.0" in _first("What was the mean discharge in March 2022?", BY_MONTH)


def test_a_month_the_caption_names_inflected_is_the_tables_own():
    storm = _table(
        "Table 1",
        ["Katseala", "Tormimurd 2021 (m³/ha)"],
        [["Harju", "6,4"], ["Tartu", "2,1"]],
        "Katsealad. Augustikuu 2021 tormi tormimurd.",
    )
    answer = _first("How much windthrow did the August 2021 storm leave on Harju?", storm)
    assert "6,4" in answer
