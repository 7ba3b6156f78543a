"""A sentence that prints the question's condition ("50 % infill") beside a number in a unit of
another dimension ("23 °C") gives no amount of what is asked (a tensile strength, a pressure):
"I don't know", not the sentence. A sentence with a number in the asked dimension's unit, or in
a unit no category places, still answers."""

from __future__ import annotations

import pytest
from answer_chunks import ask

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
