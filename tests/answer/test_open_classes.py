"""An open-ended class as a question words it ("aged 80 or older", "younger than 80", "65 and
over") and as a chart's axis prints it ("Age ≥ 80 years", "Age < 80 years", "65+"): the point of
that category is read, in a chart of one unnamed series named by its category alone."""

from __future__ import annotations

import pytest
from answer_chunks import ask, figure_chunk

from paperlens.answer.open_bounds import open_bounds, open_class_named

SUBGROUPS = ["Overall", "Age < 80 years", "Age ≥ 80 years", "Women", "Men"]
FOREST = figure_chunk(
    "Figure 2",
    [
        {
            "panel": None,
            "horizontal": True,
            "x": {"title": None, "log": False, "categories": SUBGROUPS},
            "y": {"title": "Hazard ratio (95% CI)", "log": True, "min": 0.4, "max": 1.25},
            "series": [
                {
                    "name": None,
                    "kind": "scatter",
                    "points": [[0, 0.72], [1, 0.75], [2, 0.68], [3, 0.70], [4, 0.74]],
                    "intervals": [
                        [0, 0.60, 0.86],
                        [1, 0.59, 0.95],
                        [2, 0.52, 0.89],
                        [3, 0.54, 0.91],
                        [4, 0.58, 0.94],
                    ],
                }
            ],
            "notes": ["The y axis is logarithmic."],
        }
    ],
    "Hazard ratios for the primary outcome in prespecified subgroups; lines are 95% confidence "
    "intervals",
)


@pytest.mark.parametrize(
    ("question", "value", "category"),
    [
        ("What hazard ratio does Figure 2 show for participants aged 80 or older?", "0.68", "≥ 80"),
        (
            "What hazard ratio does Figure 2 show for patients aged 80 years and over?",
            "0.68",
            "≥ 80",
        ),
        ("What is the hazard ratio in Figure 2 for patients younger than 80?", "0.75", "< 80"),
        ("In Figure 2, what hazard ratio do patients under 80 have?", "0.75", "< 80"),
    ],
)
def test_an_open_class_worded_otherwise_reads_its_point(question, value, category) -> None:
    answer = ask(question, FOREST, route=("figure", "text"))
    first = answer.splitlines()[0]
    assert value in first and category in first, answer
    assert "series 1" not in first, answer  # one unnamed series: the category names the point


def test_a_bound_the_axis_does_not_print_names_no_class() -> None:
    assert open_class_named(SUBGROUPS, "What hazard ratio for patients aged 70 or older?") is None
    assert open_class_named(["< 18", "18-64", "65+"], "children younger than 18") == "< 18"
    assert open_class_named(["< 18", "18-64", "65+"], "people 65 and over") == "65+"


def test_words_and_signs_read_as_the_same_bound() -> None:
    assert open_bounds("Age ≥ 80 years") == open_bounds("aged 80 or older") == {("up", 80.0)}
    assert open_bounds("Under 5 km") == open_bounds("less than 5 km") == {("down", 5.0)}
    assert open_bounds("between 10 and 20") == set()
    assert open_bounds("a 3+4 design") == set()


def test_a_points_interval_line_is_stated_with_its_value() -> None:
    answer = ask(
        "What is the 95% confidence interval of the hazard ratio for women in Figure 2?",
        FOREST,
        route=("figure", "text"),
    )
    first = answer.splitlines()[0]
    assert "0.7" in first and "0.54" in first and "0.91" in first, answer
