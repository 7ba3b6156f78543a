"""A size word picks the panel whose name measures more or less of it: "the thick debris" of
panels "3 cm debris (S2)" and "38 cm debris (S6)" is the 38 cm one, "the thin debris" the 3 cm
one. Only where each panel's name holds one measure in one unit, and the question asks one end."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk


def _panel(name: str, surface: list[float]) -> dict:
    hours = [0, 3, 6, 9, 12, 15, 18, 21]
    return {
        "panel": name,
        "x": {"title": "Hour of day", "log": False, "min": 0, "max": 21},
        "y": {"title": "Temperature (°C)", "log": False, "min": -5, "max": 25},
        "series": [
            {
                "name": "Debris surface",
                "points": [[h, t] for h, t in zip(hours, surface, strict=True)],
            },
            {"name": "Debris base", "points": [[h, 0.5] for h in hours]},
        ],
        "notes": [],
    }


DEBRIS = figure_chunk(
    "Figure 2",
    [
        _panel("3 cm debris (S2)", [-1.2, -2.0, 4.8, 14.6, 19.3, 16.1, 6.2, 0.4]),
        _panel("38 cm debris (S6)", [-0.8, -1.5, 6.1, 17.8, 23.4, 19.7, 8.3, 1.6]),
    ],
    "Mean diurnal cycle of debris temperature under thin and thick debris",
)


def first_line(question: str) -> str:
    return ask(question, DEBRIS, route=("figure", "text")).splitlines()[0]


def test_a_size_word_picks_the_panel_that_measures_more_or_less() -> None:
    thick = first_line("What was the surface temperature of the thick debris at 09:00 in Figure 2?")
    assert "17.8" in thick and "14.6" not in thick, thick
    thin = first_line(
        "What was the surface temperature of the thinnest debris at 09:00 in Figure 2?"
    )
    assert "14.6" in thin and "17.8" not in thin, thin


def test_both_ends_asked_pick_no_panel() -> None:
    both = first_line(
        "What was the surface temperature of the thick and the thin debris at 09:00 in Figure 2?"
    )
    assert ("17.8" in both) == ("14.6" in both), both  # not one panel for the other
