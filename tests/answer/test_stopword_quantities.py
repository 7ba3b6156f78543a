"""A quantity asked in words one of which no source is searched by ("energy use": "use" is a
stop word) is carried by a title that prints the others ("Energy use (kWh/km)")."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk

from paperlens.answer.quantity import asked_quantity, carried

ENERGY = figure_chunk(
    "Figure 2",
    [
        {
            "chart_type": "line",
            "x": {"title": "Outdoor temperature (°C)", "min": -10, "max": 25},
            "y": {"title": "Energy use (kWh/km)", "min": 1.0, "max": 1.7},
            "series": [
                {
                    "name": None,
                    "kind": "line",
                    "points": [[-10, 1.62], [0, 1.35], [10, 1.12], [15, 1.05], [25, 1.18]],
                },
            ],
        }
    ],
    "Energy use of the electric buses against outdoor temperature",
)


def test_a_stop_word_of_the_quantity_asks_nothing() -> None:
    quantity = asked_quantity("What was the energy use at 10 °C?")
    assert quantity is not None
    title = "Energy use of the electric buses against outdoor temperature. Energy use (kWh/km)"
    assert carried(quantity, title, set()) is True


def test_the_chart_answers_a_point_of_it() -> None:
    first = ask("What was the energy use at 10 °C?", ENERGY, route=("text",)).splitlines()[0]
    assert "1.12" in first, first
