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


# The other way round: the groups are the measures ("Цена (ден/kg) · 2023", "Удел (%) · 2023")
# and the sub-columns the years the question names as the change's ends.
PRICES = table_chunk(
    "Table 2",
    ["Класа", "Цена (ден/kg) · 2023", "Цена (ден/kg) · 2024", "Удел (%) · 2023", "Удел (%) · 2024"],
    [["I класа", "310", "335", "22", "25"], ["II класа", "260", "290", "41", "43"]],
    "Откупни цени и удел на класите, 2023 и 2024",
)


def test_a_change_between_two_named_sub_columns_stays_within_the_measure_asked():
    answer = ask(
        "By how much did the price of second-class tobacco rise from 2023 to 2024?", PRICES
    )
    assert "290 − 260 = 30" in answer
    assert "41" not in answer  # a share is no price: never subtracted from one


def test_the_unit_asked_picks_the_other_measure():
    answer = ask(
        "By how many percentage points did the share of first-class tobacco change "
        "from 2023 to 2024?",
        PRICES,
    )
    assert "25 − 22 = 3" in answer and "310" not in answer
