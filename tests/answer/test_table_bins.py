"""Tables keyed by bins in their first column ("12–14" knots, "30–39" years, "< 5" km): the bins
name the rows, so a question about "the 30–39 age group" reads that row's cell, not the whole
row; and heads printed with a lowered or raised run ("CO_2", "NO_x") answer to the plain
spelling a reader types ("CO2"). Tables are made up here."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

AGES = table_chunk(
    "Table 3",
    ["Age group (years)", "Respondents", "Daily cyclists (%)", "Mean trip (km)"],
    [
        ["18–29", "412", "23.5", "4.1"],
        ["30–39", "538", "19.8", "5.6"],
        ["40–49", "487", "15.2", "6.3"],
        ["50–64", "601", "9.7", "5.2"],
    ],
    "Cycling by age group.",
)

DISTANCE = table_chunk(
    "Table 1",
    ["Distance to work", "NO_x (g/trip)", "Trips"],
    [["< 5 km", "0.82", "1,204"], ["5–10 km", "2.47", "866"], ["> 10 km", "5.93", "431"]],
    "Emissions per commuting trip by distance.",
)


def test_a_bin_names_its_row() -> None:
    answer = ask("What percentage of the 30–39 age group were daily cyclists?", AGES)
    assert "19.8" in answer and "30–39" in answer  # the row named as printed, not "row 2"
    assert "5.6" not in answer and "538" not in answer


def test_two_bins_compared() -> None:
    answer = ask(
        "How much longer was the mean trip of the 40–49 group than of the 18–29 group?", AGES
    )
    assert "2.2" in answer
    assert "40–49" in answer and "18–29" in answer  # not "Age group (years) 40"


def test_a_bin_below_a_bound_names_its_row() -> None:
    answer = ask("How many trips were shorter than 5 km?", DISTANCE)
    assert "1,204" in answer
    assert "0.82" not in answer


def test_a_lowered_run_in_a_head_matches_the_plain_spelling() -> None:
    answer = ask("How much NOx does a trip of 5–10 km emit?", DISTANCE)
    assert "2.47" in answer
    assert "866" not in answer
