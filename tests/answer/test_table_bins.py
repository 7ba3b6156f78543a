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


# Open classes printed after the short name of what they bound, decimal commas, an Armenian
# table: the classes name the rows, each read by its own bound.
SITES = table_chunk(
    "Table 2",
    ["f0 դաս", "Շենքեր", "Քանդված (%) · 1–4 հարկ", "Քանդված (%) · 5–9 հարկ"],
    [
        ["f0 < 1,5 Հց", "18", "41", "63"],
        ["1,5–2,5 Հց", "22", "27", "38"],
        ["f0 > 2,5 Հց", "15", "12", "19"],
    ],
    "Քանդված շենքեր ըստ f0 դասի",
)


def test_open_classes_after_a_short_name_name_their_rows() -> None:
    below = ask(
        "What share of 5-9 storey buildings collapsed on sites with f0 below 1.5 Hz?", SITES
    )
    assert "63" in below.splitlines()[0] and "f0 < 1,5" in below and "19" not in below
    above = ask("What share of 1-4 storey buildings collapsed where f0 was above 2.5 Hz?", SITES)
    assert "12" in above.splitlines()[0] and "f0 > 2,5" in above and "41" not in above
