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


POWER = _table(
    "Table 2",
    ["Рік", "Нафта", "Гідро", "Вітер", "Частка ВДЕ (%)"],
    [
        ["2021", "240,1", "98,6", "92,7", "44,4"],
        ["2022", "236,8", "112,3", "118,4", "49,4"],
        ["2024", "219,3", "101,2", "183,4", "56,7"],
    ],
    "Виробництво електроенергії за джерелами, 2021–2024 (ГВт·год)",
)


def test_a_unit_in_the_caption_heads_every_column_and_the_named_years_are_no_values():
    answer = _first("By how much did oil-fired generation fall from 2021 to 2024?", POWER)
    assert "20,8" in answer and "Нафта" in answer, answer
    assert "Рік: " not in answer  # the years name the two rows


def test_a_point_the_table_does_not_print_is_no_rows_difference():
    answer = _first("In week 31, how much more did Lypky harvest than Bereznyaky?", GARDENS)
    assert "column by column" not in answer, answer


SEASONS = _table(
    "Table 2",
    ["Сад", "Зима · Полив (%)", "Літо · Полив (%)"],
    [["Липки", "3,6", "3,1"], ["Березняки", "3,4", "2,9"]],
    "Частка поливу за сезонами",
)


YEARS = _table(
    "Table 3",
    ["Сад", "Дні простою · 2023", "Дні простою · 2024"],
    [["Липки", "45", "26"], ["Березняки", "28", "30"]],
    "Дні простою",
)
STAFF = _table(
    "Table 1",
    ["Сад", "Працівники", "Вулики"],
    [["Липки", "12", "1 450"], ["Березняки", "9", "980"]],
    "Працівники та вулики",
)


def test_one_measure_under_unnamed_groups_yields_to_a_table_of_several():
    answer = _first("How much more did Lypky harvest than Bereznyaky?", SEASONS, GARDENS)
    assert "4110" in answer.replace(" ", "") and "Полив" not in answer, answer
    # (one group over its years, given first, yields too)
    answer = _first("How many more hives are there in Lypky than in Bereznyaky?", YEARS, STAFF)
    assert "470" in answer and "простою" not in answer, answer


BOREHOLES = _table(
    "Table 2",
    [
        "Свердловина",
        "2013 · Товщина (см)",
        "2013 · Танення (діб)",
        "2023 · Товщина (см)",
        "2023 · Танення (діб)",
    ],
    [["С-4", "171", "158", "196", "172"], ["С-6", "142", "149", "151", "150"]],
    "Діяльний шар і тривалість танення, 2013 і 2023",
)


def test_a_change_between_two_column_groups_is_given_under_each_of_their_columns():
    # no word of the question heads a column: each measure's change under its heading, or
    # the one whose unit measures what its verb names ("thicken": a length, in cm)
    answer = _first("How did borehole S-4 change from 2013 to 2023?", BOREHOLES)
    assert "171 → 196" in answer and "+25" in answer and "+14" in answer, answer
    assert "+9" not in answer  # the other borehole is not asked
    thicker = _first(
        "By how much did the active layer at S-4 thicken between 2013 and 2023?", BOREHOLES
    )
    assert "+25" in thicker and "Товщина (см)" in thicker and "+14" not in thicker, thicker


def test_a_change_between_groups_is_not_given_for_a_year_the_table_lacks():
    answer = _first(
        "By how much did the active layer at S-4 thicken between 2013 and 2019?", BOREHOLES
    )
    assert "+25" not in answer, answer
