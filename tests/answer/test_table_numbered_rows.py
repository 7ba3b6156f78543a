"""Rows named by a number ("№ 6", "No. 6", "#6": a route, a well, a plot): the number names
the row, it is no value, so "route No. 6" is the row "№ 6", not a row whose count is 6; a route
the table does not list is "I don't know", and a decimal comma ("10,3") does not print a 3."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.language import is_abstention


def _routes(sign: str) -> object:
    return table_chunk(
        "Table 1",
        ["Route", "Termini", "Length (km)", "Vehicles", "Gradient (‰)"],
        [
            [f"{sign} 1", "Station – Airport", "11,4", "9", "14"],
            [f"{sign} 4", "Old Town – Harbour", "8,1", "5", "31"],
            [f"{sign} 6", "Hill Park – Mill", "12,7", "8", "18"],
            [f"{sign} 9", "Market – Depot", "10,3", "6", "9"],
        ],
        "Characteristics of the routes studied",
    )


@pytest.mark.parametrize("sign", ["№", "No.", "#"])
def test_a_numbered_row_is_named_by_its_number_not_by_a_count(sign):
    answer = ask("How long is route No. 6?", _routes(sign))
    assert "12,7" in answer.splitlines()[0] and "10,3" not in answer, answer
    answer = ask("What is the gradient of route No. 9?", _routes(sign))
    assert "9" in answer and "18" not in answer.splitlines()[0], answer


@pytest.mark.parametrize("sign", ["№", "No."])
def test_a_route_the_table_does_not_list_is_not_answered(sign):
    answer = ask("How long is route No. 3?", _routes(sign))
    assert is_abstention(answer) and "10,3" not in answer, answer
