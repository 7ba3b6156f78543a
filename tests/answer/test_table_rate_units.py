"""A rate asked as "X per Y" of a table that prints one rate in its unit ("Water (m³/day)") and
another in its heading ("Water per tonne of ore (L)"): the slash reads "per", so "water per
day" is the column whose unit is per day, not the one whose heading happens to say "per" (the
rarer word, where other columns are per day too). Only where the question names the unit's
denominator: "milk per day" is no "(kg/nap)", whose "per" would be the one word read.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

PLANTS = table_chunk(
    "Table 3",
    ["Plant", "Ore milled (kt)", "Water (m³/day)", "Water per tonne of ore (L)", "Power (MWh/day)"],
    [
        ["North mill", "410", "2,350", "640", "96"],
        ["South mill", "285", "1,720", "710", "74"],
    ],
    "Water use of the two mills in 2023",
)


@pytest.mark.parametrize(
    ("question", "value", "other"),
    [
        ("How much water per day did the North mill use?", "2,350", "640"),
        ("How much water per tonne of ore did the North mill use?", "640", "2,350"),
    ],
)
def test_a_rate_asked_per_unit_is_the_column_of_that_unit(question, value, other):
    answer = ask(question, PLANTS)
    assert value in answer and other not in answer


def test_a_difference_of_a_rate_per_unit_subtracts_that_column():
    answer = ask("How much more water per day did the North mill use than the South mill?", PLANTS)
    assert "a difference of 630" in answer
