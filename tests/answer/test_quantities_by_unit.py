"""Quantities asked in English of a table printed in another language, where no header shares
a word with the question but the unit says which column holds it: a crop's yield is a mass (or
volume) per area ("(t/ha)", "(кг/га)", "(hl/ha)"), soluble solids are read in degrees Brix
("(°Bx)"), a fruit's firmness is a force ("(N)"); rows are ranked by such a column. A harvest
table's total row prints the pooled yield of the summed harvest and area, which is the average
yield over every row."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.dimensions import amount_per_area

# A Serbian harvest table (Cyrillic): the area, the harvest, the yield, the growers, a total row.
HARVEST = table_chunk(
    "Table 1",
    ["Општина", "Површина (ha)", "Производња (t)", "Принос (kg/ha)", "Произвођачи"],
    [
        ["Ариље", "1 200", "2 400", "2 000", "310"],
        ["Ивањица", "800", "1 360", "1 700", "260"],
        ["Косјерић", "500", "1 100", "2 200", "140"],
        ["Укупно", "2 500", "4 860", "1 944", "710"],
    ],
    "Површина, производња и принос малине по општинама, 2024.",
)


@pytest.mark.parametrize(
    ("header", "is_yield"),
    [
        ("Принос (kg/ha)", True),
        ("Rendiment (t/ha)", True),
        ("Ураджай (ц/га)", True),
        ("Ertrag (hl/ha)", True),
        ("მოსავალი (კგ/ჰა)", True),
        ("Density (trees/ha)", False),  # a count per area
        ("Површина (ha)", False),
        ("Tejhozam (kg/nap)", False),  # a mass per day
    ],
)
def test_a_yield_is_a_mass_or_volume_per_area(header: str, is_yield: bool) -> None:
    assert amount_per_area(header) is is_yield


def test_the_highest_yield_is_ranked_in_the_column_printed_per_area() -> None:
    first = ask("Which municipality had the highest raspberry yield?", HARVEST).splitlines()[0]
    assert "Косјерић" in first and "2 200" in first, first
    first = ask("Which municipality had the lowest yield, and how low was it?", HARVEST)
    assert "Ивањица" in first.splitlines()[0] and "1 700" in first.splitlines()[0], first


def test_the_average_yield_over_every_row_is_the_total_rows_pooled_yield() -> None:
    """1 944 kg/ha is 4 860 t over 2 500 ha, not the mean of the three yields (1 967)."""
    first = ask(
        "What was the average yield per hectare over all three municipalities?", HARVEST
    ).splitlines()[0]
    assert "1 944" in first, first


# A Polish table of apple quality at harvest: firmness (N), soluble solids (°Bx), acidity (%).
QUALITY = table_chunk(
    "Table 1",
    ["Odmiana", "Jędrność (N)", "Ekstrakt (°Bx)", "Kwasowość (%)", "Indeks skrobiowy (1–10)"],
    [
        ["Idared", "74,2", "11,8", "0,71", "3,2"],
        ["Gala", "68,5", "12,9", "0,38", "5,1"],
        ["Jonagored", "65,1", "13,4", "0,52", "4,6"],
    ],
    "Parametry jakości jabłek w dniu zbioru.",
)


def test_soluble_solids_are_read_in_degrees_brix() -> None:
    first = ask(
        "Which variety had the highest soluble solids content, and how high was it?", QUALITY
    ).splitlines()[0]
    assert "Jonagored" in first and "13,4" in first, first


def test_a_fruits_firmness_is_read_in_newtons() -> None:
    first = ask("Which variety was the firmest at harvest?", QUALITY).splitlines()[0]
    assert "Idared" in first and "74,2" in first, first
    first = ask("Which variety was the softest, and how firm was it?", QUALITY).splitlines()[0]
    assert "Jonagored" in first and "65,1" in first, first


def test_a_ranking_at_a_point_the_table_does_not_print_is_not_read_from_it() -> None:
    """ "At day 0" selects a point of a ripening curve: the harvest table prints no day 0."""
    answer = ask("Which variety started from the highest soluble solids at day 0?", QUALITY)
    assert "13,4" not in answer.splitlines()[0], answer
