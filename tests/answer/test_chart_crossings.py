"""Where a curve first passes a bound ("At which iteration does the training error of the
20-layer network first fall below 10 %?"): between the last point short of it and the first
beyond, read off the line that joins them. The bound's number names no curve ("below 20 %" is
not the "20-layer" network), and a falling curve with a bound set is no question about its
drops. The networks and values are invented."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk

TRAINING = figure_chunk(
    "Figure 1",
    [
        {
            "panel": None,
            "chart_type": "line",
            "x": {"title": "iter. (1e4)", "log": False, "min": 0, "max": 6},
            "y": {"title": "training error (%)", "log": False, "min": 0, "max": 40},
            "series": [
                {"name": "20-layer", "points": [[0, 38.0], [1, 22.0], [2, 14.0], [3, 6.0], [4, 4.0], [5, 3.0]]},
                {"name": "56-layer", "points": [[0, 39.0], [1, 30.0], [2, 24.0], [3, 18.0], [4, 12.0], [5, 9.0]]},
            ],
            "notes": [],
        }
    ],
    "Training error of two plain networks on CIFAR-10",
)  # fmt: skip


def _first(question: str) -> str:
    return ask(question, TRAINING, route=("figure", "text")).splitlines()[0]


def test_where_a_curve_first_falls_below_a_bound() -> None:
    first = _first(
        "At which iteration does the training error of the 20-layer network first fall below 10%?"
    )
    assert "20-layer" in first and "2.5" in first, first  # 14 at 2, 6 at 3: 10 at 2.5


def test_the_bounds_number_names_no_curve() -> None:
    first = _first("When does the training error of the 56-layer network first drop below 20%?")
    assert "56-layer" in first and "2.67" in first, first  # 24 at 2, 18 at 3


def test_a_curve_that_never_passes_the_bound() -> None:
    first = _first("When does the training error of the 56-layer network first fall below 5%?")
    assert first.startswith("No point of 56-layer"), first
