"""A rate is a count per unit of time: "the song rate" is what a chart or table headed "Songs per
hour" or "(calls/day)" gives, though the header never prints the word "rate". A header per
another unit ("Songs per site") gives no rate. The sites and values are invented."""

from __future__ import annotations

import pytest
from answer_chunks import ask, figure_chunk, table_chunk

from paperlens.answer.language import is_abstention


def _songs(y_title: str):
    return figure_chunk(
        "Figure 2",
        [
            {
                "panel": None,
                "chart_type": "bar",
                "x": {"title": "Study site", "log": False, "categories": ["Riverside", "Orchard"]},
                "y": {"title": y_title, "log": False, "min": 0, "max": 60},
                "series": [
                    {"name": "Great tit", "points": [[0, 19.9], [1, 11.9]]},
                    {"name": "European robin", "points": [[0, 10.0], [1, 14.0]]},
                ],
                "notes": [],
            }
        ],
        "Song output of two species at two sites in the first hour after dawn",
    )


@pytest.mark.parametrize("y_title", ["Songs per hour", "Songs (n/h)"])
def test_a_rate_is_read_off_an_axis_per_time(y_title: str) -> None:
    answer = ask(
        "What was the song rate of European robins at Orchard?",
        _songs(y_title),
        route=("figure", "text"),
    )
    assert not is_abstention(answer), answer
    assert "14" in answer.splitlines()[0] and "11.9" not in answer.splitlines()[0], answer


def test_a_count_per_site_is_no_rate() -> None:
    answer = ask(
        "What was the song rate of European robins at Orchard?",
        _songs("Songs per site"),
        route=("figure", "text"),
    )
    assert is_abstention(answer), answer


CALLS = table_chunk(
    "Table 1",
    ["Colony", "Adults", "Calls (n/day)"],
    [["North", "42", "310"], ["South", "35", "265"]],
    "Colony size and call output",
)


def test_a_rate_is_read_off_a_column_per_time() -> None:
    answer = ask("What was the call rate at the South colony?", CALLS, route=("table", "text"))
    assert "265" in answer.splitlines()[0], answer
