"""Power and energy asked by their units: kilowatts are power, kilowatt-hours energy. A paper
that prints power in a header's unit ("Povumo (kW)") holds what "by how many kilowatts" asks;
one that prints no energy unit still has no answer for "how many kilowatt-hours"."""

from __future__ import annotations

import pytest

from paperlens.answer.abstain import check

LIGHTING = (
    "Tabelo 2: Stratlumigado antaŭ kaj post la renovigo\n\n"
    "| Urbo | Antaŭ 2021 · Povumo (kW) | Post 2023 · Povumo (kW) |\n"
    "| Barcs | 98 | 20 |\n| Kaposvár | 498 | 173 |"
)


@pytest.mark.parametrize(
    "question",
    [
        "By how many kilowatts did the retrofit cut the power of Barcs's street lighting?",
        "How many watts did Kaposvár's lighting draw after 2023?",
    ],
)
def test_kilowatts_asked_of_a_table_in_kilowatts(question: str) -> None:
    assert check(question, "English", LIGHTING, frozenset()) is None


def test_kilowatt_hours_asked_of_a_paper_that_prints_only_power() -> None:
    why = check("How many kilowatt-hours did Barcs use in 2023?", "English", LIGHTING, frozenset())
    assert why is not None and "energy" in why.reason
