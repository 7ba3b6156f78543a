"""'In which month did both farms produce the least?': the question asks where on the x axis
the curves dip, not which curve ends lowest. The answer gives the month (or year) of each
curve's lowest point, once where they share it, for a month axis and a year axis alike."""

from __future__ import annotations

import pytest
from answer.test_chart_lookups import answer, figure

MONTHS = ["jan", "feb", "mar", "apr", "mai", "jun", "jul", "aug", "sep", "okt", "nov", "des"]
NORTH = [11.2, 10.4, 9.6, 7.1, 5.2, 4.0, 3.6, 4.4, 6.8, 9.5, 11.9, 12.6]
SOUTH = [4.8, 4.5, 4.1, 3.0, 2.2, 1.7, 1.5, 1.9, 2.9, 4.1, 5.1, 5.4]


def _farms(xs: list, north: list[float], south: list[float], x_title: str):  # type: ignore[no-untyped-def]
    return figure(
        "Figure 1",
        [
            {
                "panel": None,
                "chart_type": "line",
                "x": {"title": x_title, "log": False, "categories": None},
                "y": {"title": "Output (GWh)", "log": False, "min": 0, "max": 14},
                "series": [
                    {
                        "name": "North farm",
                        "points": [[x, y] for x, y in zip(xs, north, strict=True)],
                    },
                    {
                        "name": "South farm",
                        "points": [[x, y] for x, y in zip(xs, south, strict=True)],
                    },
                ],
                "notes": [],
            }
        ],
        caption="Monthly output of the two farms.",
    )


@pytest.mark.parametrize(
    "question",
    [
        "In which month did both wind farms in Figure 1 produce the least?",
        "Which was the weakest month at both farms according to Figure 1?",
    ],
)
def test_the_month_both_curves_dip_is_the_answer(question: str) -> None:
    first = answer(question, _farms(MONTHS, NORTH, SOUTH, "Month (2024)")).splitlines()[0]
    assert "at Month (2024) = jul" in first
    assert "North farm about 3.6" in first and "South farm about 1.5" in first
    assert "des" not in first and "5.4" not in first  # not the curves' last points


def test_curves_that_dip_in_different_years_each_give_their_own() -> None:
    years = list(range(2015, 2021))
    north, south = [80.0, 70, 40, 85, 88, 90], [120.0, 95, 110, 60, 145, 150]
    first = answer(
        "In which year was the output lowest at the two farms in Figure 1?",
        _farms(years, north, south, "Year"),
    ).splitlines()[0]
    assert "North farm at Year = 2017 (about 40)" in first
    assert "South farm at Year = 2018 (about 60)" in first
