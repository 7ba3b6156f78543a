"""A table whose column groups are months printed in the paper's language ("Cosecha en abril ·
…", "Cosecha en junio · …") and an English question that names the month ("at the June
harvest"): the month names that group, so the answer gives that group's cells, not the other
month's values under the same headings; two headings of that group that the question's other
words do not read are named alike, whatever their length. Tables are made up here.
"""

from __future__ import annotations

from answer_chunks import ask, table_chunk

HARVESTS = table_chunk(
    "Table 1",
    [
        "Variedad",
        "Cosecha en abril · Producción (t/ha)",
        "Cosecha en abril · Humedad (%)",
        "Cosecha en junio · Producción (t/ha)",
        "Cosecha en junio · Humedad (%)",
    ],
    [["Arbequina", "4.1", "12", "5.2", "10"], ["Picual", "3.8", "13", "4.9", "11"]],
    "Producción y humedad por variedad y mes de cosecha",
)


def test_a_month_asked_names_the_column_group_that_prints_it():
    answer = ask("What moisture did Picual have at the June harvest?", HARVESTS)
    assert "11" in answer  # June's moisture
    assert "3.8" not in answer and "13" not in answer  # April's cells


def test_a_group_named_alike_over_two_headings_picks_neither_by_its_length():
    # "yield" reads neither heading; the month names both of April's columns alike, so the
    # shorter heading ("Humedad (%)") is no better named than the longer one: both are shown.
    answer = ask("What was the Picual yield in the April harvest?", HARVESTS)
    assert "3.8" in answer
    assert "4.9" not in answer and "5.2" not in answer


def test_a_change_between_two_months_subtracts_their_groups_cells():
    answer = ask(
        "By how much did Picual's producción rise between the April and June harvests?", HARVESTS
    )
    assert "4.9 − 3.8 = 1.1" in answer


SEEDING = table_chunk(
    "Table 2",
    [
        "Mis hadu",
        "Cynaeafu ym mis Ebrill · Cnwd (kg/m)",
        "Cynaeafu ym mis Ebrill · Epiffytau (%)",
        "Cynaeafu ym mis Mai · Cnwd (kg/m)",
        "Cynaeafu ym mis Mai · Epiffytau (%)",
    ],
    [["Hydref", "12.4", "3", "15.1", "18"], ["Tachwedd", "10.2", "2", "13.6", "11"]],
    "Cnwd a gorchudd epiffytau yn ôl mis hadu a mis cynaeafu",
)


def test_may_joined_to_another_month_is_the_month_not_the_verb():
    # "May" alone is too often the verb; "between the April and May harvests" is the month,
    # printed "Mai" in the group over the table's last two columns.
    answer = ask(
        "By how many percentage points did epiphyte cover rise between the April and May "
        "harvests for October seeding?",
        SEEDING,
    )
    assert "18 − 3 = 15" in answer
