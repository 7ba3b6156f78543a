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


def test_how_many_of_a_thing_reads_the_one_column_without_a_unit() -> None:
    # "Број произвођача" shares no word with "growers": of the columns, only it prints whole
    # numbers without a unit, so only it can count them; the others measure.
    first = ask("How many growers are there in Požega?", HARVEST).splitlines()[0]
    assert "980" in first and "640" not in first


def test_a_column_of_years_counts_nothing() -> None:
    # "Tahun" dates the rows: a year is never given as the count (the count is the events
    # column, whose unit is a word; the row whole, or "I don't know", but not "Tahun: 2022").
    rockfalls = table_chunk(
        "Table 2",
        ["Tahun", "Fluks SO2 rata-rata (ton/hari)", "Jumlah guguran (kejadian)"],
        [["2021", "348", "7.452"], ["2022", "296", "5.318"], ["2023", "241", "3.904"]],
        "Fluks SO2 dan jumlah guguran lava per tahun",
    )
    first = ask("How many lava rockfalls were counted in 2022?", rockfalls).splitlines()[0]
    assert "5.318" in first or is_abstention(first), first


# Two unitless columns of whole numbers (households, and days a tank stood empty): which one
# counts what the question asks cannot be told without reading the headers.
TANKS = table_chunk(
    "Table 1",
    ["Umasipala", "Imizi", "Ithangi (L)", "Amanzi (kL/umuzi)", "Izinsuku lingenalutho"],
    [
        ["Nkandla", "42", "5 000", "58.4", "61"],
        ["Msinga", "38", "5 000", "41.2", "104"],
        ["Nquthu", "35", "2 500", "33.6", "97"],
    ],
    "Imizi ehloliwe, amathangi namanzi aqoqiwe kumasipala ngamunye, 2024",
)


def test_two_columns_that_could_count_give_no_count() -> None:
    first = ask("How many households were visited in Msinga?", TANKS).splitlines()[0]
    # Neither is picked as the count: the row is given whole (its caption is Zulu), each value
    # under its own heading, or not at all.
    assert ("38" in first) == ("104" in first), first


def test_an_english_table_counts_only_by_its_headers() -> None:
    # An English header would carry the noun counted: "Nests" counts no volunteers.
    sites = table_chunk(
        "Table 1",
        ["Site", "Noise (dB(A))", "Nests"],
        [["North Park", "47.2", "9"], ["Mill Lane", "53.8", "7"]],
        "Study sites",
    )
    assert "7" not in ask("How many volunteers worked at Mill Lane?", sites).splitlines()[0]


def test_a_count_column_found_by_its_missing_unit_ranks_nothing() -> None:
    # "Which ... the fewest nights" of a table of lamps: the unitless column counts lamps.
    lamps = table_chunk(
        "Table 2",
        ["Loko", "Lampoj", "Potenco (kW)"],
        [["Barcs", "1 120", "112"], ["Alqueva", "2 400", "240"]],
        "Stratlampoj antaŭ kaj post 2021",
    )
    first = ask("Which site had the fewest clear nights, and how many?", lamps).splitlines()[0]
    assert "1 120" not in first
