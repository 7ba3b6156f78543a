"""Ranking questions over a table whose headings share no word with the question (Finnish
"Paino (kg)", "Nopeus (km/h)", "Matka (km)"): the units say which column ranks.

- "the heaviest", "the fastest", "the slowest" rank by the column of a mass or a speed, as
  "weight" and "speed" already did.
- "Which rider had the lowest speed, and how far did she ride?" ranks by the speed, not by the
  distance its second clause asks, and shows the winner's other values, so the distance asked
  is there under its own heading; "... and how low was it?" asks nothing more.
- "the youngest age group" of rows "18–29", "30–44", ... ranks the rows' labels and gives the
  value asked of that row, not the row with the lowest value.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.language import is_abstention

RIDERS = table_chunk(
    "Table 1",
    ["Pyöräilijä", "Paino (kg)", "Nopeus (km/h)", "Matka (km)"],
    [
        ["Aino", "58,2", "31,4", "96"],
        ["Elina", "66,9", "29,8", "121"],
        ["Hanna", "61,5", "33,1", "88"],
        ["Kaisa", "54,0", "30,6", "104"],
    ],
    "Pyöräilijöiden paino, keskinopeus ja ajettu matka",
)


@pytest.mark.parametrize(
    ("question", "winner", "value"),
    [
        ("Who is the heaviest of the four riders?", "Elina", "66,9"),
        ("Which rider is the lightest?", "Kaisa", "54,0"),
        ("Which rider was the fastest?", "Hanna", "33,1"),
        ("Which rider was the slowest?", "Elina", "29,8"),
    ],
)
def test_a_superlative_of_a_dimension_ranks_by_its_unit(question, winner, value):
    answer = ask(question, RIDERS)
    assert not is_abstention(answer)
    assert winner in answer and value in answer


def test_the_second_clause_asks_of_the_winner_and_does_not_rank():
    answer = ask("Which rider had the lowest speed, and how far did she ride?", RIDERS)
    assert "Elina" in answer and "29,8" in answer
    assert "121" in answer  # her distance, under "Matka (km)"
    assert "Hanna" not in answer  # the shortest distance is not what is ranked


def test_a_second_clause_asking_the_ranked_value_adds_nothing():
    answer = ask("Which rider had the lowest speed, and how low was it?", RIDERS)
    assert "Elina" in answer and "29,8" in answer
    assert "121" not in answer and "66,9" not in answer


POLYMERS = table_chunk(
    "Table 3",
    ["Polymer", "Inflow (mg/L)", "Removal (%)"],
    [["PE", "12.1", "91"], ["PET", "8.4", "72"], ["PP", "10.2", "85"]],
    "Removal of microplastics by polymer",
)


def test_a_second_clause_naming_the_ranked_heading_adds_nothing():
    answer = ask("Which polymer was removed least, and what was its removal?", POLYMERS)
    assert "PET" in answer and "72" in answer
    assert "8.4" not in answer  # its inflow was not asked


# Rows labelled by ranges: a superlative of the rows' own kind ranks the labels.
AGES = table_chunk(
    "Table 2",
    ["Age group (years)", "Patients", "Mean stay (days)"],
    [
        ["18–29", "142", "4.4"],
        ["30–44", "251", "3.2"],
        ["45–64", "388", "4.6"],
        ["65–79", "305", "6.2"],
        ["≥80", "96", "8.9"],
    ],
    "Admissions and length of stay by age group",
)


@pytest.mark.parametrize(
    ("question", "value", "wrong"),
    [
        ("What was the mean stay in the youngest age group?", "4.4", "3.2"),
        ("How many patients were in the oldest age group?", "96", "388"),
        ("Which age group had the most patients?", "45–64", "≥80"),
    ],
)
def test_a_superlative_of_the_rows_kind_ranks_their_labels(question, value, wrong):
    answer = ask(question, AGES)
    assert value in answer and wrong not in answer


# A table of municipalities with a total row, its columns a year's cases and the incidence.
DENGUE = table_chunk(
    "Tabela 1",
    ["Município", "População (2022)", "Casos (2023)", "Incidência por 100 mil hab."],
    [
        ["Porto Claro", "412.380", "6.718", "1.629,1"],
        ["Serra Alta", "256.702", "3.377", "1.315,5"],
        ["Vale do Cedro", "98.415", "2.115", "2.149,1"],
        ["Total", "767.497", "12.210", "1.590,9"],
    ],
    "Casos prováveis de dengue e incidência em 2023, por município.",
)


def test_the_total_row_is_no_member_ranked():
    answer = ask("Which municipality had the most dengue cases in 2023?", DENGUE)
    assert answer.startswith("Porto Claro") and "6.718" in answer
    assert "12.210" not in answer


def test_the_word_after_the_superlative_ranks_before_the_year_beside_it():
    # "incidence" names "Incidência ..." as the table spells it; "2023" names "Casos (2023)".
    answer = ask("Which municipality had the highest dengue incidence in 2023?", DENGUE)
    assert answer.startswith("Vale do Cedro") and "2.149,1" in answer


def test_a_column_named_with_a_plus_is_ranked_not_the_one_without_it():
    """ "C10+" (CIFAR-10 with augmentation) and "C10" are two columns: "the lowest error on
    C10+" ranks the first."""
    errors = table_chunk(
        "Table 2",
        ["Method", "C10", "C10+", "C100"],
        [["ResNet", "13.63", "6.41", "44.74"], ["DenseNet (k = 24)", "5.19", "4.10", "19.64"],
         ["DenseNet-BC (k = 40)", "5.24", "3.46", "19.88"]],
        "Error rates (%) on CIFAR",
    )  # fmt: skip
    answer = ask("Which model has the lowest error on C10+?", errors)
    assert answer.startswith("DenseNet-BC (k = 40)") and "3.46" in answer, answer
