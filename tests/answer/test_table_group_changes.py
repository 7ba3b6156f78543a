"""A change between the two column groups of a two-level header ("2021 · Выживаемость (%)",
"2022 · Выживаемость (%)") that the question names by their years, while no word of it reads the
sub-column ("survival" for "Выживаемость"): its unit does ("percentage points" for the percent
column), so the two cells of that measure are subtracted, not one year's value shown alone.
"""

from __future__ import annotations

from answer_chunks import ask, table_chunk

PONDS = table_chunk(
    "Table 2",
    [
        "Пруд",
        "2021 · Масса (г)",
        "2021 · Выживаемость (%)",
        "2022 · Масса (г)",
        "2022 · Выживаемость (%)",
    ],
    [
        ["Северный", "412", "68", "455", "79"],
        ["Южный", "398", "74", "390", "71"],
    ],
    "Масса и выживаемость карпа по прудам, 2021 и 2022 гг.",
)


def test_a_change_between_two_named_groups_subtracts_the_measure_its_unit_picks():
    answer = ask(
        "By how many percentage points did carp survival in the Severny pond change "
        "from 2021 to 2022?",
        PONDS,
    )
    assert "79 − 68 = 11" in answer
    assert "455" not in answer and "412" not in answer  # the weights are another measure


def test_the_change_is_the_named_rows():
    answer = ask(
        "By how many percentage points did carp survival in the Yuzhny pond change "
        "from 2021 to 2022?",
        PONDS,
    )
    assert "74 − 71 = 3" in answer
    assert "79" not in answer
