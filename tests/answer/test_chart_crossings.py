"""From which point on one curve stays past another: the first x from which it is above (or
below) to the end, with the readings on both sides of the crossing."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk

from paperlens.answer.chart_crossings import crossing_asked

_MONTHS = ["Apr", "May", "Jun", "Jul", "Aug", "Sep"]
RICHNESS = figure_chunk(
    "Figure 2",
    [
        {
            "chart_type": "line",
            "x": {"title": "Month", "categories": _MONTHS},
            "y": {"title": "Species per survey", "min": 0, "max": 21},
            "series": [
                {
                    "name": "Mown meadow",
                    "kind": "line",
                    "points": [[i, v] for i, v in enumerate([8.2, 14.6, 17.3, 11.0, 9.4, 6.1])],
                },
                {
                    "name": "Fallow",
                    "kind": "line",
                    "points": [[i, v] for i, v in enumerate([6.4, 12.1, 16.0, 18.7, 17.2, 12.5])],
                },
            ],
        }
    ],
    "Mean species richness per survey over the 2023 season",
)
LOSS = figure_chunk(
    "Figure 3",
    [
        {
            "chart_type": "line",
            "x": {"title": "Epoch", "min": 0, "max": 50},
            "y": {"title": "Error (%)", "min": 0, "max": 40},
            "series": [
                {
                    "name": "train",
                    "kind": "line",
                    "points": [[0, 35.0], [10, 20.0], [20, 12.0], [30, 8.0], [40, 5.0], [50, 3.0]],
                },
                {
                    "name": "test",
                    "kind": "line",
                    "points": [
                        [0, 30.0],
                        [10, 19.0],
                        [20, 14.0],
                        [30, 13.0],
                        [40, 14.0],
                        [50, 16.0],
                    ],
                },
            ],
        }
    ],
    "Training and test error of the network",
)


def first_line(question: str, figure) -> str:  # type: ignore[no-untyped-def]
    return ask(question, figure, route=("figure", "text")).splitlines()[0]


def test_from_which_category_on_one_curve_stays_above() -> None:
    first = first_line(
        "From which month on does the fallow have a higher species richness than the mown meadow?",
        RICHNESS,
    )
    assert "from Month = Jul on" in first and "18.7 vs 11" in first, first


def test_after_which_epoch_one_curve_exceeds_another() -> None:
    first = first_line("After which epoch does the test error exceed the train error?", LOSS)
    assert "from Epoch = 20 on" in first and "14 vs 12" in first, first


def test_a_curve_below_to_the_end() -> None:
    first = first_line("From which epoch on is the train error lower than the test error?", LOSS)
    assert "from Epoch = 20 on" in first and "below" in first, first


def test_only_a_crossing_is_asked_so() -> None:
    assert crossing_asked("When does the fallow overtake the mown meadow?")
    assert not crossing_asked("Which month had the highest richness on the fallow?")
    assert not crossing_asked("When was the meadow mown?")


def test_a_crossing_asked_by_a_verb_or_an_adjective_of_its_own() -> None:
    # ("overtake", "lighter": no "higher" or "lower" for the question's intent to read)
    first = first_line("When did the fallow overtake the mown meadow?", RICHNESS)
    assert "from Month = Jul on" in first and "above" in first, first
    first = first_line("From which epoch on is the train error lighter than the test error?", LOSS)
    assert "from Epoch = 20 on" in first and "below" in first, first


def test_a_crossing_is_read_where_the_question_was_routed_to_text() -> None:
    # (the question names no figure: the chart answers only what it is asked, and a crossing
    # is a point it is asked)
    answer = ask("When did the fallow overtake the mown meadow?", RICHNESS, route=("text",))
    assert "from Month = Jul on" in answer.splitlines()[0], answer
