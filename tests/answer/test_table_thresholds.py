"""A "which" question that sets a threshold on a column ("Which wells were still above the
50 mg/l threshold in 2023?") is answered by every row beyond it, counted against the rows
compared: no cell holds that answer, and the threshold is no column or level the table lacks.
The wells and numbers are invented."""

from __future__ import annotations

from answer_chunks import ask
from answer_chunks import table_chunk as _table

WELLS = _table(
    "Table 1",
    ["Well", "District", "Depth (m)", "Nitrate 2019 (mg/l)", "Nitrate 2023 (mg/l)"],
    [
        ["MW 101", "North Heath", "8.5", "62.4", "54.1"],
        ["MW 104", "North Heath", "14.0", "48.7", "46.2"],
        ["MW 117", "Lindale", "6.2", "81.3", "69.8"],
        ["MW 122", "Lindale", "22.5", "12.6", "13.1"],
        ["MW 136", "Barrow", "5.4", "95.2", "78.6"],
        ["Mean", "", "11.3", "60.0", "52.4"],
    ],
    "Monitoring wells and mean nitrate concentration in 2019 and 2023.",
)


def _first(question: str) -> str:
    return ask(question, WELLS, route=("text",)).splitlines()[0]


def test_the_rows_above_a_threshold_in_the_year_asked() -> None:
    first = _first("Which monitoring wells were still above the 50 mg/l nitrate threshold in 2023?")
    for well in ("MW 101", "MW 117", "MW 136"):
        assert well in first, first
    assert "MW 104" not in first and "MW 122" not in first, first
    assert "62.4" not in first  # the 2019 value
    assert "Mean" not in first  # a summary row is no well


def test_the_rows_below_a_threshold() -> None:
    first = _first("Which wells had less than 20 mg/l nitrate in 2019?")
    assert "MW 122" in first and "12.6" in first, first
    assert "MW 101" not in first, first


def test_the_answer_counts_the_rows_compared() -> None:
    answer = ask("Which wells exceeded 60 mg/l of nitrate in 2023?", WELLS, route=("text",))
    assert "2 of 5" in answer, answer


def test_a_threshold_in_another_unit_is_not_read_off_the_column() -> None:
    answer = ask("Which wells were above 50 µg/l of nitrate in 2023?", WELLS, route=("text",))
    assert "> 50" not in answer, answer
