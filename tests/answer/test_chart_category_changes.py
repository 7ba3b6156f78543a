"""A change of one curve between two categories the question names ("fall from July to
September" of a month axis "Jul", "Sep") is answered with its amount and its way."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk

_MONTHS = ["Mar", "May", "Jul", "Sep"]
WEIGHT = figure_chunk(
    "Figure 1",
    [
        {
            "chart_type": "line",
            "x": {"title": "Month (2024)", "categories": _MONTHS},
            "y": {"title": "Mean hive weight (kg)", "min": 30, "max": 50},
            "series": [
                {
                    "name": "Rooftop apiary",
                    "kind": "line",
                    "points": [[i, v] for i, v in enumerate([31.2, 38.9, 47.6, 40.2])],
                },
                {
                    "name": "Park apiary",
                    "kind": "line",
                    "points": [[i, v] for i, v in enumerate([33.0, 39.4, 43.3, 38.5])],
                },
            ],
        }
    ],
    "Mean hive weight at the rooftop and the park apiary, 2024",
)


def test_a_fall_between_two_named_months_is_its_amount() -> None:
    answer = ask(
        "By how much did rooftop hive weight fall from July to September?",
        WEIGHT,
        route=("figure", "text"),
    )
    first = answer.splitlines()[0]
    assert "7.4" in first and "it fell" in first, answer
