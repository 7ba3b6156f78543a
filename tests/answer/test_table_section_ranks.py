"""A ranking within one section of a table: "the highest friction during snowfall" of a table
whose section rows ("Dry cold (below -8 °C)", "Snowfall (-3 to 0 °C)") each head the same three
methods ranks the three rows under the section the question names, however long each row's own
name is, not every row of the table.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

FRICTION = table_chunk(
    "Table 2",
    ["Method", "Before", "After 1 h", "After 3 h", "Salt (g/m²)"],
    [
        ["Dry cold (below -8 °C)", "", "", "", ""],
        ["Dry salt", "0.21", "0.27", "0.31", "20"],
        ["Pre-wetted salt", "0.22", "0.33", "0.38", "15"],
        ["Brine", "0.20", "0.36", "0.41", "12"],
        ["Snowfall (-3 to 0 °C)", "", "", "", ""],
        ["Dry salt", "0.18", "0.29", "0.26", "25"],
        ["Pre-wetted salt", "0.17", "0.34", "0.30", "20"],
        ["Brine", "0.19", "0.24", "0.22", "15"],
    ],
    "Friction before and after treatment for three salting methods in two weather types",
)


@pytest.mark.parametrize(
    ("question", "winner", "value"),
    [
        (
            "Which salting method gave the highest friction one hour after treatment during snowfall?",
            "Pre-wetted salt",
            "0.34",
        ),
        ("Which method gave the highest friction after 1 h in dry cold?", "Brine", "0.36"),
        ("Which method gave the lowest friction after 3 h during snowfall?", "Brine", "0.22"),
    ],
)
def test_a_ranking_stays_within_the_section_asked(question, winner, value):
    answer = ask(question, FRICTION)
    assert f"{winner} has the" in answer and value in answer
    assert "of 3 values" in answer
