"""A table printed in another script, asked about in English: its rows are named by their Latin
reading ("Kosjerić", "Arilje"), and its columns, whose words the question does not share, by
the unit the question names ("how many tonnes" is the column in t; "yield per hectare" the one
in t/ha, not the area in ha). The table is made up here."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.abstain import check
from paperlens.answer.language import is_abstention

HARVEST = table_chunk(
    "Table 1",
    ["Општина", "Површина (ha)", "Број произвођача", "Принос (t/ha)", "Производња (t)"],
    [
        ["Ариље", "2.150", "3.420", "8,6", "18.490"],
        ["Ивањица", "1.380", "2.110", "7,9", "10.902"],
        ["Пожега", "640", "980", "7,2", "4.608"],
        ["Косјерић", "520", "760", "8,1", "4.212"],
        ["Чајетина", "310", "450", "6,8", "2.108"],
    ],
    "Површине, број произвођача, приноси и производња по општинама, 2024",
)


@pytest.mark.parametrize(
    ("question", "cell"),
    [
        ("How many tonnes did Požega produce?", "4.608"),
        ("What yield per hectare did Kosjerić reach?", "8,1"),
        ("How many hectares were planted in Ivanjica?", "1.380"),
    ],
)
def test_the_unit_named_picks_the_column(question: str, cell: str) -> None:
    first = ask(question, HARVEST).splitlines()[0]
    assert cell in first


def test_the_lowest_yield_per_hectare_ranks_the_divided_column() -> None:
    first = ask("Which municipality had the lowest yield per hectare?", HARVEST).splitlines()[0]
    assert "Чајетина" in first and "6,8" in first


def test_a_difference_between_rows_named_in_latin_letters() -> None:
    answer = ask("How many more tonnes did Arilje produce than Ivanjica?", HARVEST)
    assert "7588" in answer.replace(".", "")


def test_a_latin_name_with_diacritics_is_no_absent_name() -> None:
    # "Kosjerić" is printed "Косјерић": the paper mentions it, in its own script.
    assert (
        check("What yield per hectare did Kosjerić reach?", "English", HARVEST.text, frozenset())
        is None
    )
    assert not is_abstention(ask("What yield per hectare did Kosjerić reach?", HARVEST))
