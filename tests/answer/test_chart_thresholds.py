"""A bound set on a chart's values ("In which months did the salinity exceed 4 ‰?", "How many
sites had more than 10 songs per hour?") is answered by every bar, or every run of points along
a numeric axis, beyond it, counted against the points compared; no single reading holds that
answer, and "more than 10" compares nothing. A bound the chart prints as a class names that
class instead. The sites and values are invented."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk

SONGS = figure_chunk(
    "Figure 2",
    [
        {
            "panel": None,
            "chart_type": "bar",
            "x": {
                "title": "Study site",
                "log": False,
                "categories": ["Riverside", "Canal", "Orchard", "Station", "Ring Road"],
            },
            "y": {"title": "Songs per hour", "log": False, "min": 0, "max": 30},
            "series": [
                {"name": "Great tit", "points": [[0, 19.9], [1, 14.9], [2, 11.9], [3, 7.9], [4, 4.9]]},
                {"name": "European robin", "points": [[0, 10.0], [1, 12.0], [2, 14.0], [3, 6.0], [4, 4.0]]},
            ],
            "notes": [],
        }
    ],
    "Song output of two species at five sites in the first hour after dawn",
)  # fmt: skip

SALINITY = figure_chunk(
    "Figure 1",
    [
        {
            "panel": None,
            "chart_type": "line",
            "x": {"title": "Month", "log": False, "min": 1, "max": 12},
            "y": {"title": "Salinity (‰)", "log": False, "min": 0, "max": 20},
            "series": [
                {
                    "name": "Binh Dai",
                    "points": [[1, 2.1], [2, 3.5], [3, 5.2], [4, 6.8], [5, 4.4], [6, 1.8],
                               [7, 0.9], [8, 0.5], [9, 0.4], [10, 0.6], [11, 1.2], [12, 1.9]],
                }
            ],
            "notes": [],
        }
    ],
    "Monthly maximum salinity at Binh Dai station in 2016",
)  # fmt: skip


def _first(question: str, chart) -> str:
    return ask(question, chart, route=("figure", "text")).splitlines()[0]


def test_the_bars_of_the_curve_named_beyond_the_bound() -> None:
    first = _first("At which sites did great tits sing more than 10 songs per hour?", SONGS)
    for site in ("Riverside", "Canal", "Orchard"):
        assert site in first, first
    assert "Station" not in first and "Ring Road" not in first, first
    assert "14.0" not in first  # the robin's bar


def test_how_many_bars_pass_leads_with_the_count() -> None:
    first = _first("How many sites had more than 12 songs per hour for the European robin?", SONGS)
    assert first.startswith("1 of 5"), first
    assert "Orchard: about 14" in first and "Canal: about" not in first, first


def test_the_months_a_curve_stays_above_the_bound_as_a_run() -> None:
    first = _first("In which months did the salinity exceed 4 ‰?", SALINITY)
    assert "3–5" in first, first
    assert "1–" not in first and "7–" not in first, first


def test_a_bound_no_point_passes_says_so() -> None:
    first = _first("In which months was the salinity above 20 ‰?", SALINITY)
    assert first.startswith("No point"), first


def test_a_reading_at_the_bound_is_in_neither_list() -> None:
    first = _first("Which sites had fewer than 12 songs per hour for the European robin?", SONGS)
    assert "Riverside" in first and "Station" in first, first
    assert "about at 12: Canal" in first, first


BANDS = figure_chunk(
    "Figure 3",
    [
        {
            "panel": None,
            "chart_type": "bar",
            "x": {"title": "District", "log": False, "categories": ["Ba Tri", "Binh Dai"]},
            "y": {"title": "Rice area damaged (ha)", "log": False, "min": 0, "max": 2000},
            "series": [
                {"name": "Damage 30-70 %", "points": [[0, 900], [1, 700]]},
                {"name": "Damage > 70 %", "points": [[0, 1200], [1, 1500]]},
            ],
            "notes": [],
        }
    ],
    "Rice area damaged by salinity intrusion, by damage class",
)


def test_a_bound_the_chart_prints_as_a_class_is_that_class() -> None:
    answer = ask(
        "How much rice area with damage above 70 % was there in Binh Dai?",
        BANDS,
        route=("figure", "text"),
    )
    assert "1500" in answer.splitlines()[0] or "1.5e3" in answer.splitlines()[0], answer
    assert "of 2 bars" not in answer, answer
