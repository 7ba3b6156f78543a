"""A "which" or "how many" question that sets a threshold on a column ("Which wells were still
above the 50 mg/l threshold in 2023?") is answered by every row beyond it, counted against the
rows compared: no cell holds that answer, and the threshold is no column or level the table
lacks. Asked of one row, the answer compares that row's value with the bound. The wells and
numbers are invented."""

from __future__ import annotations

import pytest
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


def test_how_many_rows_pass_leads_with_the_count() -> None:
    first = _first("How many wells exceeded 60 mg/l of nitrate in 2023?")
    assert first.startswith("2 of 5"), first
    assert "MW 117" in first and "MW 136" in first and "MW 101" not in first, first


def test_over_is_a_bound_in_the_columns_own_unit() -> None:
    first = _first("How many wells were over the 60 mg/l limit in 2023?")
    assert first.startswith("2 of 5"), first


def test_over_a_span_in_another_unit_is_no_bound() -> None:
    answer = ask("Which wells were sampled over 12 weeks in 2023?", WELLS, route=("text",))
    assert "> 12" not in answer and "of 5 rows" not in answer, answer


@pytest.mark.parametrize(
    "question",
    [
        "Welche Messstellen lagen 2023 noch über dem Grenzwert von 50 mg/l Nitrat?",
        "Wie viele Brunnen überschritten 2023 50 mg/l Nitrat?",
        "Quels puits dépassaient encore 50 mg/l de nitrate en 2023 ?",
        "¿Cuántos pozos superaban los 50 mg/l de nitrato en 2023?",
        "2023年硝酸盐超过50 mg/l的监测井有多少个？",
        "2023년에 질산염 농도가 50 mg/l을 초과한 관측정은 몇 개입니까?",
        "2023年に硝酸塩が50 mg/lを超えた井戸はどれですか？",
    ],
)
def test_a_threshold_asked_in_another_language(question: str) -> None:
    first = _first(question)
    for well in ("MW 101", "MW 117", "MW 136"):
        assert well in first, first
    assert "MW 104" not in first and "62.4" not in first, first


def test_a_group_the_question_names_is_filtered_alone() -> None:
    first = _first("How many wells in Lindale were above 50 mg/l in 2023?")
    assert first.startswith("1 of 2"), first
    assert "MW 117" in first and "MW 136" not in first, first


def test_one_row_against_the_bound() -> None:
    above = _first("Was MW 117 above 50 mg/l in 2023?")
    assert "69.8 > 50" in above, above
    below = _first("Did MW 104 exceed the 50 mg/l limit in 2023?")
    assert "46.2 ≤ 50" in below, below


STATIONS = _table(
    "Table 1",
    ["Station", "Annual mean (µg/m³)", "Days over 25 µg/m³"],
    [
        ["Centre", "21.4", "38"],
        ["Harbour", "17.9", "22"],
        ["Airport", "26.2", "51"],
    ],
    "PM2.5 at three stations in 2023.",
)


def test_a_bound_the_table_prints_as_a_column_is_that_column() -> None:
    answer = ask("On how many days did Harbour exceed 25 µg/m³?", STATIONS, route=("text",))
    first = answer.splitlines()[0]
    assert "22" in first, answer
    assert "of 3 rows" not in answer and "Airport" not in first, answer


ROADS = _table(
    "Table 1",
    ["Road", "Salt (t/km)", "Hours with friction < 0.25"],
    [
        ["Rv. 3 Elverum", "14.2", "71"],
        ["E6 Hamar", "11.8", "54"],
        ["Rv. 2 Kongsvinger", "9.6", "38"],
    ],
    "Salt use and hours of low friction on three roads, winter 2023/24.",
)
METHODS = _table(
    "Table 2",
    ["Method", "Friction after 1 h", "Friction after 3 h"],
    [["Dry salt", "0.28", "0.31"], ["Wetted salt", "0.30", "0.33"], ["Brine", "0.24", "0.22"]],
    "Friction after spreading, by method.",
)


def test_a_bound_another_table_prints_as_a_column_is_not_a_count_of_this_ones_rows() -> None:
    answer = ask(
        "How many hours with friction below 0.25 were counted on Rv. 3 Elverum?",
        ROADS,
        METHODS,
        route=("table", "text"),
    )
    first = answer.splitlines()[0]
    assert "71" in first and "Brine" not in first, answer


def test_a_maximum_measured_is_no_ranking_where_a_bound_is_set() -> None:
    # "a maximum salinity above 20": the maximum names what was measured; no row is the highest
    first = _first("How many wells had a maximum nitrate level above 60 mg/l in 2023?")
    assert first.startswith("2 of 5"), first
