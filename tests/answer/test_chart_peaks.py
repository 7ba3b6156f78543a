"""A curve's peaks counted in order: "the second peak" is the later of two rises, not the
curve's highest point; a wiggle of a traced line is no peak; a trough is counted alike."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk

from paperlens.answer.chart_peaks import peak_asked, peaks

BEETLES = figure_chunk(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "Week", "log": False, "min": 18, "max": 32},
            "y": {"title": "Beetles per trap per week", "log": False, "min": 0, "max": 2000},
            "series": [
                {
                    "name": "2022",
                    "points": [
                        [18, 120],
                        [20, 860],
                        [22, 1540],
                        [24, 620],
                        [26, 410],
                        [28, 980],
                        [30, 540],
                        [32, 150],
                    ],  # fmt: skip
                },
                {
                    "name": "2023",
                    "points": [
                        [18, 90],
                        [20, 1210],
                        [22, 1980],
                        [24, 840],
                        [26, 520],
                        [28, 1320],
                        [30, 760],
                        [32, 210],
                    ],  # fmt: skip
                },
            ],
            "notes": [],
        }
    ],
    "Bark beetles caught per trap and week, 2022 and 2023.",
)


def answer(question: str) -> str:
    return ask(question, BEETLES, route=("figure", "text"))


def test_the_second_peak_is_the_later_rise_of_the_curve_asked() -> None:
    first = answer("What weekly catch per trap did the second peak reach in 2022?")
    line = first.splitlines()[0]
    assert "980" in line and "28" in line, first
    assert "1540" not in line and "1320" not in line, first


def test_the_first_peak_and_the_last_trough_are_counted_alike() -> None:
    line = answer("How high was the first peak in 2023?").splitlines()[0]
    assert "1980" in line and "22" in line, line
    line = answer("Where was the last trough of the 2022 catch?").splitlines()[0]
    assert "410" in line and "26" in line, line


def test_a_wiggle_is_no_peak() -> None:
    wiggly = [(0, 10.0), (1, 50.0), (2, 49.0), (3, 49.5), (4, 20.0), (5, 30.0), (6, 5.0)]
    assert peaks(wiggly) == [1, 5]  # the 0.5 rise at 3 is a wiggle of a range of 45
    assert peaks(wiggly, low=True) == [4]


def test_only_a_counted_peak_is_asked() -> None:
    assert peak_asked("What was the peak catch in 2022?") is None
    assert peak_asked("What did the first measurement show?") is None
    assert peak_asked("When did the second peak occur?") == (2, False)
