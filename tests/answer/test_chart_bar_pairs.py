"""Two bars a comparison names, one on each side of its "than" ("how much more honey did
Riverside give than Dockside in 2023"), are read off a grouped bar chart though the question
names no figure."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk

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


def test_two_bars_named_either_side_of_than() -> None:
    answer = ask(
        "How much more honey did Riverside give than Dockside in 2023?", HONEY, route=("text",)
    )
    first = answer.splitlines()[0]
    assert "7.1" in first and "27.3" in first and "20.2" in first, answer
