"""An English question compares two rows it names of a table printed in another language whose
headers it cannot read ("how much more did Mangatuna harvest than Whāngārā"): as a row named so
is given whole, the two rows' difference is given in every column of the kind asked, each under
its heading, so the reader finds the asked one by its own (counts for "how many more", amounts
with a unit for "how much more", no price). What a row given whole may not answer, neither may
two: a dimension no header measures, a year the table does not print. A ratio is no column's
difference, and "how many times" counts nothing.

Fixtures are Ukrainian, a language the evaluation sets do not use."""

from __future__ import annotations

from answer_chunks import ask as _ask
from answer_chunks import table_chunk as _table

from paperlens.answer.language import is_abstention

GARDENS = _table(
    "Table 1",
    ["Сад", "Працівники", "Площа (га)", "Урожай (кг)", "Ціна (грн/кг)"],
    [
        ["Липки", "12", "1,5", "13 950", "21,0"],
        ["Березняки", "9", "1,2", "9 840", "24,0"],
        ["Дубки", "15", "2,0", "16 200", "19,0"],
    ],
    "Громадські сади, 2024",
)
APIARIES = _table(
    "Table 1",
    ["Район", "Пасіки", "Вулики", "Висота (m)"],
    [["Подільський", "18", "1 560", "610"], ["Оболонський", "12", "980", "240"]],
    "Пасіки та вулики за районами, 2024",
)


def _first(question: str, *tables) -> str:
    return _ask(question, *tables).splitlines()[0]


def test_how_much_more_gives_each_measured_columns_difference():
    answer = _first("How much more did Lypky harvest than Bereznyaky?", GARDENS)
    assert "4110" in answer.replace(" ", "") and "Урожай (кг)" in answer, answer
    assert "Ціна" not in answer and "Працівники" not in answer  # no price, no count
    assert "16 200" not in answer  # the third garden is no side


def test_how_many_more_gives_each_count_columns_difference():
    answer = _first(
        "How many more hives are there in the Podilskyi district than in Obolonskyi?", APIARIES
    )
    assert "580" in answer and "Висота" not in answer, answer


def test_a_dimension_no_header_measures_is_not_compared():
    answer = _first("How much warmer was Lypky than Bereznyaky?", GARDENS)
    assert is_abstention(answer), answer


def test_a_year_the_table_does_not_print_is_not_compared():
    answer = _first("How much more did Lypky harvest than Bereznyaky in 2019?", GARDENS)
    assert is_abstention(answer) or "4110" not in answer.replace(" ", ""), answer


def test_a_ratio_is_no_columns_difference_and_no_count():
    answer = _first("How many times more did Lypky harvest than Bereznyaky?", GARDENS)
    assert "column by column" not in answer, answer
    # "how many times" asks a ratio, not a count: the workers column is not the harvest
    assert "Працівники" not in answer, answer
