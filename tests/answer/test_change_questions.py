""" "How much did X fall between A and B" asks for a difference, as "by how much" does: the two
cells are subtracted and the computation shown, not one of them quoted. Tables are invented."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk, table_chunk

from paperlens.answer.intent import read_intent

LAKES = table_chunk(
    "Table 1",
    ["Lake", "Ice duration 1995–2004 (days)", "Ice duration 2015–2024 (days)"],
    [["Pine Lake", "151", "133"], ["Elm Lake", "171", "164"]],
    "Decadal mean ice duration",
)


def test_how_much_did_it_fall_between_two_periods_is_a_difference() -> None:
    answer = ask(
        "How much did the ice duration on Pine Lake fall between 1995–2004 and 2015–2024?", LAKES
    )
    assert "18" in answer.splitlines()[0]
    assert "151 − 133 = 18" in answer or "133 − 151 = −18" in answer


def test_a_change_verb_after_an_auxiliary_reads_as_a_difference() -> None:
    assert read_intent("How much did the yield decline from 2022 to 2023?").difference
    assert read_intent("How many days has the season shortened since 1995?").difference


def test_an_amount_that_fell_is_no_difference() -> None:
    assert not read_intent("How much rain fell between May and June?").difference


def test_things_counted_in_the_passive_are_no_difference() -> None:
    # "how many loads were cut": a count of what was cut, not how much something was cut by
    assert not read_intent("How many loads of peat were cut in Ness in 2022?").difference
    assert not read_intent("How many jobs were lost in 2020?").difference
    assert read_intent("How many points did the model gain over the baseline?").difference
    assert read_intent("How much did the filter cut emissions?").difference
    loads = figure_chunk(
        "Figure 1",
        [
            {
                "panel": None,
                "x": {"title": "Year", "log": False, "min": 2020, "max": 2023},
                "y": {"title": "Loads", "log": False, "min": 0, "max": 600},
                "series": [
                    {"name": "Nis", "points": [[2021, 470], [2022, 498], [2023, 455]]},
                    {"name": "Siabost", "points": [[2021, 301], [2022, 285], [2023, 290]]},
                ],
                "notes": [],
            }
        ],
        "Loads of peat cut per year in two townships",
    )
    answer = ask(
        "According to Figure 1, how many loads were cut in Nis in 2022?",
        loads,
        route=("figure", "text"),
    )
    assert "498" in answer.splitlines()[0] and "285" not in answer, answer
