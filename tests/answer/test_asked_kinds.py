"""A question that asks which thing or what kind of thing ("which fish species live in the
canal?") is answered by words: a row the question names that holds only its name and numbers
gives no answer, shown whole or quoted; nor does a chart's reading at the place asked (a number
off its value axis) or a caption, unless the question names that figure. A row with a cell of
words still answers, and a "which" that asks a number ("at which altitude") still reads the row's
values.

Fixtures are Estonian tables, invented; the evaluation sets do not use Estonian."""

from __future__ import annotations

import pytest
from answer_chunks import ask, figure_chunk, table_chunk

from paperlens.answer.asked_kinds import asks_kind
from paperlens.models import Chunk

CANALS = table_chunk(
    "Table 1",
    ["Kanal", "Pikkus (km)", "Hapnik (mg/l)", "BHT (mg/l)"],
    [["Keila kanal", "72.0", "1.6", "12.8"], ["Pirita kanal", "18.4", "3.1", "6.2"]],
    "Kanalite veekvaliteet",
)
SITES = table_chunk(
    "Table 1",
    ["Koht", "Liik", "Kõrgus (m)", "Vanus (a)"],
    [["Valgejõe", "Pinus sylvestris", "120", "84"], ["Kõrvemaa", "Picea abies", "95", "61"]],
    "Proovialad",
)


def test_a_row_of_a_name_and_numbers_names_no_kind() -> None:
    answer = ask("Which fish species live in the Keila kanal?", CANALS)
    assert answer.startswith("I don't know"), answer
    assert "12.8" not in answer


def test_a_row_with_a_cell_of_words_still_names_the_kind() -> None:
    assert "Pinus sylvestris" in ask("Which tree species was sampled at Valgejõe?", SITES)


def test_a_which_that_asks_a_number_still_reads_the_row() -> None:
    assert "120" in ask("At which altitude is Valgejõe?", SITES)
    assert "72.0" in ask("How long is the Keila kanal?", CANALS)


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Which fish species live in the canal?", True),
        ("What kind of cooling did the farm have?", True),
        ("In which year was the school built?", False),
        ("At which depth were the samples taken?", False),
        ("How many cells, which were charged at 3C, failed?", False),
        ("What was the mean depth of the canal?", False),
        ("Which group trained more hours a week at baseline?", False),
    ],
)
def test_a_kind_is_asked_by_which_and_what_kind_of(question: str, kind: bool) -> None:
    assert asks_kind(question) is kind


WALLS = figure_chunk(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {"title": None, "log": False, "categories": ["Toomkirik", "Raekoda", "Linnus"]},
            "y": {"title": "Kõrgus (cm)", "log": False, "min": 0, "max": 150},
            "series": [
                {"name": "", "points": [["Toomkirik", 118], ["Raekoda", 64], ["Linnus", 97]]}
            ],
            "notes": [],
        }
    ],
    "Kapillaarniiskuse vöö kõrgus hoonete müürides (cm)",
)


def test_a_chart_reading_at_the_place_names_no_kind() -> None:
    answer = ask("Which salts were found in the walls of the Toomkirik?", WALLS, route=("figure",))
    assert answer.startswith("I don't know"), answer
    assert "118" not in answer


def test_a_kind_asked_of_a_named_figure_is_still_read() -> None:
    answer = ask("Which height does Figure 2 show for the Toomkirik?", WALLS, route=("figure",))
    assert "118" in answer, answer


OXYGEN = figure_chunk("Figure 1", [], "Lahustunud hapnik Keila kanal ja Pirita kanal, 2024")


def test_a_caption_names_no_kind() -> None:
    answer = ask("Which fish species live in the Keila kanal?", OXYGEN, route=("text",))
    assert "hapnik" not in answer, answer


def test_a_caption_still_answers_of_its_figure() -> None:
    answer = ask("Which canals does Figure 1 show?", OXYGEN, route=("text",))
    assert "Keila kanal" in answer, answer


# Methods: sentences that name the kind asked, with no number in them.
METHODS = Chunk(
    chunk_id="p-text-0",
    paper_id="p",
    kind="text",
    page=1,
    text=(
        "Isolates were grown for 48 h at 37 °C on blood agar. A stratified random sampling "
        "design was used across the 12 wards. The Gram staining method was used for all "
        "isolates."
    ),
)


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("What staining method was used?", "Gram staining"),
        ("Which sampling design was used?", "stratified random"),
    ],
)
def test_a_kind_of_thing_asked_is_answered_by_its_name_without_a_number(question, named):
    answer = ask(question, METHODS)
    assert named in answer.splitlines()[0], answer


# Two tables that rank alike: one row per charge rate, one row per cell.
RATES = table_chunk(
    "Table 1",
    ["Charge rate", "Retention (%)", "Resistance (mΩ)"],
    [["0.5C", "93.5", "21.0"], ["3C", "78.9", "34.5"]],
    "Retention by charge rate (mean of five cells)",
)
CELLS = table_chunk(
    "Table 2",
    ["Cell", "Retention (%)", "Plated area (%)"],
    [["A1", "79.6", "14"], ["A4", "77.3", "22"], ["A3", "80.4", "11"]],
    "Cell-to-cell spread in the 3C group",
)


def test_which_kind_of_row_is_asked_picks_the_table_of_those_rows():
    first = ask("Which cell had the lowest retention?", RATES, CELLS).splitlines()[0]
    assert first.startswith("A4") and "77.3" in first, first
    first = ask("Which charge rate gave the lowest retention?", RATES, CELLS).splitlines()[0]
    assert first.startswith("3C") and "78.9" in first, first
