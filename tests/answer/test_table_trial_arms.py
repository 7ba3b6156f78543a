"""A trial's tables as they are usually headed: the arms in capitals cut short ("INT (n = 14)",
"CON (n = 13)"), and each arm's two time points as "Pre" and "Post". A question says "the
control group", "before" and "after the programme": those are the columns it names, so the
value (or the change between the two time points) is given, not a sentence or "I don't know".
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.language import is_abstention

BASELINE = table_chunk(
    "Table 1",
    ["Characteristic", "INT (n = 14)", "CON (n = 13)"],
    [
        ["Age (years)", "61.2 ± 5.8", "60.4 ± 6.3"],
        ["Resting heart rate (bpm)", "71 ± 8", "74 ± 9"],
        ["BMI (kg/m2)", "27.9 ± 3.1", "28.4 ± 3.5"],
    ],
    "Baseline characteristics of the participants",
)
OUTCOMES = table_chunk(
    "Table 2",
    ["Outcome", "Exercise · Pre", "Exercise · Post", "Control · Pre", "Control · Post"],
    [
        ["Systolic pressure (mmHg)", "142 ± 11", "133 ± 10", "141 ± 12", "140 ± 12"],
        ["Walking distance (m)", "512 ± 64", "561 ± 58", "505 ± 70", "509 ± 66"],
    ],
    "Outcomes before and after the twelve-week programme",
)


@pytest.mark.parametrize(
    ("question", "value", "others"),
    [
        ("What resting heart rate did the control group have?", "74 ± 9", ["71 ± 8"]),
        ("How old were the participants of the intervention arm?", "61.2", ["60.4"]),
        (
            "What was the systolic pressure of the exercise group after the programme?",
            "133",
            ["142", "140"],
        ),
        ("How far did the control group walk before the programme?", "505", ["509", "512"]),
    ],
)
def test_an_arm_and_a_time_point_asked_in_words_are_the_columns(question, value, others):
    answer = ask(question, BASELINE, OUTCOMES)
    assert not is_abstention(answer)
    assert value in answer
    assert not any(o in answer for o in others)


def test_a_change_from_before_to_after_subtracts_the_two_time_points():
    answer = ask(
        "By how much did the systolic pressure of the exercise group change from before to "
        "after the programme?",
        OUTCOMES,
    )
    assert "a difference of 9" in answer
