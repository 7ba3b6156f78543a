"""A change asked of a table in another language is given under every sub-column of the kind
asked, unless the question's verb names a dimension ("thicken": a length): then under the one
whose unit measures it."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

BOREHOLES = table_chunk(
    "Table 2",
    ["Цооног", "2013 · Зузаан (см)", "2013 · Хайлалт (хоног)", "2023 · Зузаан (см)"]
    + ["2023 · Хайлалт (хоног)"],
    [["BH2", "118", "150", "128", "157"], ["BH6", "171", "158", "196", "172"]],
    "Идэвхтэй үеийн зузаан ба хайлалтын үргэлжлэх хугацаа, 2013 ба 2023",
)


def test_a_verb_of_a_dimension_keeps_the_column_in_its_unit() -> None:
    first = ask(
        "By how much did the active layer at BH6 thicken between 2013 and 2023?", BOREHOLES
    ).splitlines()[0]
    assert "25" in first and "14" not in first, first


def test_a_change_of_no_dimension_is_given_in_every_column() -> None:
    first = ask("How much did BH6 change between 2013 and 2023?", BOREHOLES).splitlines()[0]
    assert "25" in first and "14" in first, first
