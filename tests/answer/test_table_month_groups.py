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
