"""A sentence that prints the question's condition ("50 % infill") beside a number in a unit of
another dimension ("23 °C") gives no amount of what is asked (a tensile strength, a pressure):
"I don't know", not the sentence. A sentence with a number in the asked dimension's unit, or in
a unit no category places, still answers."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.language import is_abstention
from paperlens.answer.other_dimensions import other_dimensions_blanked
from paperlens.models import Chunk


def _text(text: str) -> Chunk:
    return Chunk(chunk_id="p-text-1", paper_id="p", kind="text", page=1, text=text)


CONDITIONED = _text(
    "Discussion. For load-bearing parts, all tubes were conditioned at 23 °C and 50 % "
    "relative humidity before the upright tubes with 50 % wall infill were loaded."
)
MEASURED = _text(
    "The upright tubes with 50 % wall infill reached a tensile strength of 18.4 MPa, against "
    "31.2 MPa for the flat ones."
)


def test_a_number_in_another_dimensions_unit_is_no_strength() -> None:
    answer = ask(
        "What tensile strength did upright tubes with 50 % wall infill reach?", CONDITIONED
    )
    assert is_abstention(answer), answer


def test_a_strength_in_its_own_unit_answers() -> None:
    answer = ask("What tensile strength did the upright tubes reach?", MEASURED)
    assert "18.4 MPa" in answer.splitlines()[0], answer


@pytest.mark.parametrize(
    ("text", "question", "kept"),
    [
        ("held at 23 °C", "What tensile strength did it reach?", False),
        ("reached 52.3 MPa", "What tensile strength did it reach?", True),
        ("reached 52.3 N/mm²", "What tensile strength did it reach?", True),  # unplaced unit
        ("weighed 3 g", "How heavy were the chicks?", True),  # a gram, in English
        ("lost 12 % of its weight", "How much weight did it lose?", True),  # a share
        ("held at 23 °C", "How many were there at 23 °C?", True),  # no dimension asked
    ],
)
def test_which_numbers_are_kept(text: str, question: str, kept: bool) -> None:
    assert (other_dimensions_blanked(text, question) == text) is kept


@pytest.mark.parametrize(
    ("text", "question", "value"),
    [
        # "how fast" asks a rate of what is named (a warming), not a speed in km/h
        (
            "The winter air temperature warmed by 0.6 °C per decade over the same period.",
            "How fast did the winter air temperature warm over the study period?",
            "0.6 °C",
        ),
        # "weighed" says how the samples were measured, not that a mass is asked
        (
            "The ash was collected monthly and weighed after it was dried at 105 °C.",
            "At what temperature were the ash samples dried before they were weighed?",
            "105 °C",
        ),
    ],
)
def test_a_dimension_said_by_a_verb_or_adverb_blanks_nothing(
    text: str, question: str, value: str
) -> None:
    assert other_dimensions_blanked(text, question) == text
    answer = ask(question, _text(text))
    assert not is_abstention(answer) and value in answer, answer


# Places with their elevation and another length: "which lies highest" ranks the elevation.
STAKES = table_chunk(
    "Table 1",
    ["Stake", "Elevation (m a.s.l.)", "Debris (cm)", "Ablation (cm w.e.)"],
    [["A1", "3,905", "0", "248"], ["A2", "3,990", "15", "112"], ["A3", "4,075", "52", "29"]],
    "Ablation stakes",
)


def test_which_place_is_the_highest_ranks_its_elevation():
    answer = ask("Which stake is the highest?", STAKES)
    assert answer.startswith("A3") and "4,075" in answer.splitlines()[0], answer
    answer = ask("Which stake lies lowest?", STAKES)
    assert answer.startswith("A1") and "3,905" in answer.splitlines()[0], answer


# Two measured columns, one of them a temperature: "cooler" and "hotter" ask the temperature.
ROOFS = table_chunk(
    "Table 1",
    ["Plot", "Peak surface temp. (°C)", "Peak heat flux (W/m²)"],
    [["Shrub roof", "31.2", "7.9"], ["Black bitumen", "68.5", "47.2"]],
    "Peak values on the hottest day",
)


@pytest.mark.parametrize(
    "question",
    [
        "How much cooler was the shrub roof than the black bitumen at the peak?",
        "How much hotter was the black bitumen than the shrub roof at the peak?",
    ],
)
def test_cooler_and_hotter_ask_the_temperature_column(question):
    first = ask(question, ROOFS).splitlines()[0]
    assert "37.3" in first and "39.3" not in first, first
