"""Two series of a grouped bar chart compared: two bars named either side of a "than" ("how
much more honey did Riverside give than Dockside in 2023"), and which category changed most
between the series ("which apiary improved the most from 2022 to 2023"), each category's change
ranked; the tallest bar of either year is not the answer."""

from __future__ import annotations

import pytest
from answer_chunks import ask, figure_chunk

from paperlens.answer.chart_changes import change_ranked

_SITES = ["Dockside", "Old Town", "Riverside", "Hillcrest"]


def _bars(name: str, values: list[float]) -> dict:
    return {
        "name": name,
        "kind": "bar",
        "points": [list(p) for p in zip(_SITES, values, strict=True)],
    }


HONEY = figure_chunk(
    "Figure 2",
    [
        {
            "chart_type": "bar",
            "x": {"title": None, "categories": _SITES},
            "y": {"title": "Honey per hive (kg)", "min": 0, "max": 30},
            "series": [
                _bars("2022", [18.4, 22.1, 25.7, 14.9]),
                _bars("2023", [20.2, 19.5, 27.3, 16.8]),
            ],
        }
    ],
    "Honey harvested per hive at each apiary, 2022 and 2023",
)


def test_two_bars_named_either_side_of_than() -> None:
    # (the question names no figure: the two bars anchor it)
    question = "How much more honey did Riverside give than Dockside in 2023?"
    answer = ask(question, HONEY, route=("text",))
    first = answer.splitlines()[0]
    assert "7.1" in first and "27.3" in first and "20.2" in first, answer


@pytest.mark.parametrize(
    ("question", "site", "change"),
    [
        ("Which apiary improved its honey yield the most from 2022 to 2023?", "Hillcrest", "+1.9"),
        (
            "Which apiary had the largest drop in honey per hive between 2022 and 2023?",
            "Old Town",
            "−2.6",
        ),
        ("Where did honey per hive rise least from 2022 to 2023?", "Old Town", "−2.6"),
    ],
)
def test_the_category_whose_change_ranks_as_asked(question, site, change) -> None:
    first = ask(question, HONEY, route=("figure", "text")).splitlines()[0]
    assert site in first and change in first, first


def test_only_a_ranked_change_is_asked_so() -> None:
    assert change_ranked("Which site gained the most honey?") == (False, False)
    assert change_ranked("Which site lost the least weight?") == (True, True)
    assert change_ranked("Which site had the most honey in 2023?") is None
