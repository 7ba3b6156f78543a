"""Which category changed most between two series of a grouped bar chart ("which apiary
improved the most from 2022 to 2023"): each category's change, ranked; the tallest bar of
either year is not the answer."""

from __future__ import annotations

import pytest
from answer_chunks import ask, figure_chunk

from paperlens.answer.chart_changes import change_ranked

_SITES = ["Dockside", "Old Town", "Riverside", "Hillcrest"]
HONEY = figure_chunk(
    "Figure 2",
    [
        {
            "chart_type": "bar",
            "x": {"title": None, "categories": _SITES},
            "y": {"title": "Honey per hive (kg)", "min": 0, "max": 30},
            "series": [
                {
                    "name": "2022",
                    "kind": "bar",
                    "points": [[s, v] for s, v in zip(_SITES, [18.4, 22.1, 25.7, 14.9])],
                },
                {
                    "name": "2023",
                    "kind": "bar",
                    "points": [[s, v] for s, v in zip(_SITES, [20.2, 19.5, 27.3, 16.8])],
                },
            ],
        }
    ],
    "Honey harvested per hive at each apiary, 2022 and 2023",
)


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
