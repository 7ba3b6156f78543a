"""A chart's curve named like the entity asked but another of its kind (the mown meadow for the
grazed one, which the paper's table names beside it) gives no reading for it. Invented data."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk, table_chunk

MONTHS = ["Jun", "Jul", "Aug"]
RICHNESS = figure_chunk(
    "Figure 2",
    [
        {
            "panel": None,
            "chart_type": "line",
            "x": {"title": "Month", "log": False, "categories": MONTHS},
            "y": {"title": "Species per survey", "log": False, "min": 0, "max": 30},
            "series": [
                {"name": "Mown meadow", "points": [[0, 17.3], [1, 21.4], [2, 15.2]]},
                {"name": "Forest edge", "points": [[0, 11.0], [1, 12.6], [2, 10.1]]},
            ],
            "notes": [],
        }
    ],
    "Species richness of pollinators by month",
)
SITES = table_chunk(
    "Table 1",
    ["Site", "Habitat", "Altitude (m)"],
    [["S1", "Mown meadow", "412"], ["S2", "Grazed meadow", "455"], ["S3", "Forest edge", "508"]],
    "Study sites",
)


def test_a_sibling_curve_gives_no_reading_for_the_entity_asked() -> None:
    answer = ask(
        "What was the species richness of the grazed meadow in Jun?",
        RICHNESS,
        SITES,
        route=("figure", "table", "text"),
    )
    assert answer.startswith("I don't know") and "17.3" not in answer


def test_the_curve_asked_still_gives_its_reading() -> None:
    answer = ask(
        "What was the species richness of the mown meadow in Jun?",
        RICHNESS,
        SITES,
        route=("figure", "table", "text"),
    )
    assert "17.3" in answer
