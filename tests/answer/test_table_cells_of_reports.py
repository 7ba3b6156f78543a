"""Table questions on the cells that clinical and field reports print, as other producers lay them
out (Word, HTML, ReportLab): ``n (%)``, ``mean (SD)`` and a difference with its 95% CI, under
section rows merged across the table ("Blood pressure" over "Systolic ..."); group levels joined
in the heads ("Inspections · 2018"); thousands grouped with a no-break space ("1 284"); and a
superlative of a dimension ("the steepest slope", "the shortest downtime"). Tables are made up
here."""

from __future__ import annotations

from functools import partial

from answer_chunks import ask, table_chunk

_table = partial(table_chunk, caption="Results.")
_ask = partial(ask, language="English")


OUTCOMES = _table(
    "Table 2",
    ["Outcome", "Usual care", "Treated", "Difference (95% CI)", "P value"],
    [
        ["Blood pressure", "", "", "", ""],
        ["Systolic, mmHg, mean (SD)", "142.6 (15.3)", "133.9 (14.1)", "−8.7 (−11.2 to −6.2)", "<0.001"],
        ["Diastolic, mmHg, mean (SD)", "88.1 (9.7)", "84.0 (9.2)", "−4.1 (−5.6 to −2.6)", "<0.001"],
        ["Adverse events", "", "", "", ""],
        ["Falls, n (%)", "12 (3.7)", "9 (3.1)", "−0.6 (−3.5 to 2.3)", "0.68"],
        ["Hypotension, n (%)", "4 (1.2)", "11 (3.8)", "2.6 (0.2 to 5.0)", "0.04"],
    ],
)  # fmt: skip

COHORT = _table(
    "Table 1",
    ["Characteristic", "Clinic North (n = 326)", "Clinic South (n = 291)"],
    [
        ["Women, n (%)", "171 (52.5)", "139 (47.8)"],
        ["Age, years, mean (SD)", "63.4 (11.9)", "66.0 (10.7)"],
    ],
)

SITES = _table(
    "Table 3",
    ["Site", "Slope (%)", "Length, km", "Inspections · 2017", "Inspections · 2018"],
    [
        ["Brezno", "14", "1\u00a0284", "48", "52"],
        ["Kolin", "22", "736", "73", "66"],
        ["Tabor", "9", "2\u00a0051", "19", "27"],
    ],
)


def test_a_row_under_a_section_row_is_named_by_both() -> None:
    """The section row "Blood pressure" names the rows below it: the systolic difference is
    stated with its interval, not "no value" for the section row itself."""
    answer = _ask("What was the difference in systolic blood pressure, with its 95% CI?", OUTCOMES)
    assert "−8.7 (−11.2 to −6.2)" in answer
    assert "−4.1" not in answer and "don't know" not in answer


def test_count_and_share_are_stated_as_printed() -> None:
    answer = _ask("How many women were in Clinic South, and what share?", COHORT)
    assert "139 (47.8)" in answer
    assert "171" not in answer


def test_a_superlative_of_a_dimension_ranks_its_column() -> None:
    answer = _ask("Which site has the steepest slope?", SITES)
    assert "Kolin" in answer and "22" in answer
    answer = _ask("Which site had the shortest network, in km?", SITES)
    assert "Kolin" in answer and "736" in answer


def test_a_group_level_and_a_year_name_one_column() -> None:
    answer = _ask("How many inspections were there at Tabor in 2018?", SITES)
    assert "27" in answer and "19" not in answer


def test_thousands_grouped_with_a_no_break_space_compute() -> None:
    """ "2 051" less "1 284" is 767: each is one number, not 2 and 1."""
    answer = _ask("By how many km is the length at Tabor greater than at Brezno?", SITES)
    assert "767" in answer


FALLS = _table(
    "Table 4",
    ["Outcome", "Usual care", "Treated"],
    [
        ["Patients with ≥1 fall, n (%)", "41 (12.6)", "23 (7.9)"],
        ["Falls per patient, mean", "0.19", "0.11"],
        ["Fractures, n", "7", "3"],
    ],
)


def test_at_least_one_is_no_superlative() -> None:
    """ "At least one fall" names the row of patients with one fall or more; it asks for no
    lowest value."""
    answer = _ask("What share of patients in usual care had at least one fall?", FALLS)
    assert "41 (12.6)" in answer
    assert "lowest" not in answer


ROOMS = _table(
    "Table 5",
    ["Classroom", "Winter CO2 (ppm)", "Summer CO2 (ppm)"],
    [
        ["A1", "1 890", "1 120"],
        ["A2", "2 040", "1 210"],
        ["B1", "980", "610"],
        ["B2", "1 090", "640"],
    ],
)


def test_thousands_grouped_with_a_plain_space_are_one_number() -> None:
    """A text layer that prints the thin space as a plain one ("2 040") still groups thousands:
    the difference is 830, and the lowest winter value is B1's 980, not a tie of "1"s."""
    answer = _ask("How much higher was the winter CO2 than the summer CO2 in classroom A2?", ROOMS)
    assert "830" in answer
    answer = _ask("Which classroom had the lowest winter CO2, and what was it?", ROOMS)
    assert "B1" in answer and "980" in answer
    assert "A1" not in answer.splitlines()[0]


SCHOOLS = _table(
    "Table 6",
    ["School", "Built", "Classrooms", "Ventilation", "Mean CO2 (ppm)"],
    [
        ["Hollins", "1968", "4", "Windows only", "1 640"],
        ["Redmoor", "2004", "3", "Extract fans", "1 120"],
        ["Stanway", "2016", "3", "MVHR", "780"],
    ],
)


def test_the_noun_asked_about_names_a_text_column() -> None:
    """ "What kind of ventilation" asks the Ventilation column, though "classrooms" names a
    numeric column too."""
    answer = _ask("What kind of ventilation do the Redmoor classrooms have?", SCHOOLS)
    assert "Extract fans" in answer.splitlines()[0]


def test_a_difference_between_two_rows_asked_in_german() -> None:
    """ "zwischen A und B" names the two rows compared, as "between A and B" does."""
    answer = _ask(
        "Wie groß war der Unterschied im mittleren CO2 zwischen Hollins und Stanway?", SCHOOLS
    )
    assert "860" in answer


HOURS = _table(
    "Table 7",
    ["School", "Pupils", "Mean CO2 (ppm)", "Hours above 1500 ppm (%)"],
    [
        ["Hollins", "112", "1 640", "38"],
        ["Stanway", "58", "830", "4"],
    ],
)


def test_one_value_asked_is_stated_alone_as_a_share() -> None:
    """A question that asks one value gets that cell, as the share it is ("4%"); "CO2", the
    subject of its condition, adds no second column beside it."""
    answer = _ask("For what share of occupied hours did CO2 exceed 1500 ppm at Stanway?", HOURS)
    first = answer.splitlines()[0]
    assert "4%" in first and "830" not in answer
    answer = _ask("How many pupils and what mean CO2 did Stanway have?", HOURS)
    assert "58" in answer and "830" in answer


# Groups "with" and "without" something, months and a name with a decimal comma, all printed
# in the table's own language (Italian here) under an English question.
AULE = _table(
    "Table 8",
    [
        "Mese",
        "Aule con ventilazione · CO2 (ppm)",
        "Aule con ventilazione · PM2,5 (µg/m³)",
        "Aule senza ventilazione · CO2 (ppm)",
        "Aule senza ventilazione · PM2,5 (µg/m³)",
    ],
    [
        ["Gennaio", "820", "11,4", "1 530", "19,2"],
        ["Febbraio", "790", "10,8", "1 610", "21,5"],
        ["Marzo", "760", "9,7", "1 390", "17,1"],
    ],
)


def test_without_names_the_group_that_says_without_in_its_language() -> None:
    """ "Without ventilation" is the "senza ventilazione" group, in the row of the month asked
    ("Febbraio" for February), and "PM2.5" the column printed "PM2,5"."""
    answer = _ask("What was the PM2.5 in February in the classrooms without ventilation?", AULE)
    first = answer.splitlines()[0]
    assert "21,5" in first and "10,8" not in first
    answer = _ask("What was the CO2 in January in the classrooms with ventilation?", AULE)
    first = answer.splitlines()[0]
    assert "820" in first and "1 530" not in first


def test_with_and_without_compare_the_two_groups_of_one_row() -> None:
    answer = _ask(
        "In March, by how much did PM2.5 in the ventilated classrooms exceed that in the "
        "classrooms without ventilation?",
        AULE,
    )
    assert "7,4" in answer


SALINITY = _table(
    "Table 9",
    ["Station", "Distance (km)", "Maximum salinity · 2016", "Maximum salinity · 2020"],
    [
        ["Ardley", "12", "28.4", "30.1"],
        ["Bexford", "34", "14.2", "17.5"],
        ["Colby", "57", "4.1", "6.3"],
    ],
)


def test_a_superlative_of_the_metric_at_a_named_row_is_that_cell() -> None:
    """ "The highest salinity at Bexford in 2020" names one cell of a "Maximum salinity"
    column: it is looked up, not ranked over the stations."""
    answer = _ask("What was the highest salinity measured at Bexford in 2020?", SALINITY)
    first = answer.splitlines()[0]
    assert "17.5" in first and "30.1" not in answer


def test_the_first_superlative_ranks_the_second_names_the_metric() -> None:
    answer = _ask(
        "Which station had the lowest maximum salinity in 2016, and what was it?", SALINITY
    )
    first = answer.splitlines()[0]
    assert "Colby" in first and "4.1" in first


GAIT = _table(
    "Table 10",
    ["Outcome", "Exercise · Mean", "Exercise · SD", "Usual care · Mean", "Usual care · SD"],
    [
        ["Gait speed (standard units)", "1.21", "0.18", "1.04", "0.21"],
        ["Balance (standard score)", "52.3", "7.9", "48.6", "8.4"],
    ],
)


def test_a_group_value_is_its_mean_not_its_sd() -> None:
    """Of a group's "Mean" and "SD" columns, a question that asks no spread gets the mean,
    and "A outscored B" compares the two means."""
    answer = _ask(
        "By how many standard-score points did the exercise arm outscore the usual care arm "
        "on balance?",
        GAIT,
    )
    assert "3.7" in answer and "0.5" not in answer
    answer = _ask("What balance score did the exercise arm reach?", GAIT)
    assert "52.3" in answer.splitlines()[0] and "7.9" not in answer
    answer = _ask("What was the SD of balance in the usual care arm?", GAIT)
    assert "8.4" in answer.splitlines()[0]


TRIAL = _table(
    "Table 11",
    ["Outcome", "Training · Pre", "Training · Post", "Control · Pre", "Control · Post"],
    [
        ["Resting heart rate (bpm)", "64 ± 7", "58 ± 6", "65 ± 8", "64 ± 7"],
        ["Grip strength (kg)", "31.2 ± 5.0", "34.8 ± 5.3", "30.9 ± 4.8", "31.4 ± 4.9"],
    ],
)


def test_in_each_group_gives_the_column_of_every_group() -> None:
    """ "In each group" asks the Post value of both groups, not of whichever header is shorter."""
    answer = _ask("What was the post-intervention grip strength in each group?", TRIAL)
    first = answer.splitlines()[0]
    assert "34.8" in first and "31.4" in first
    assert "30.9" not in first


SLOPES = _table(
    "Table 12",
    ["Station", "Mean PM2.5 (µg/m³)", "PM2.5 rise per °C of cooling (µg/m³)"],
    [
        ["Ardley", "39.2", "2.1"],
        ["Colby", "17.8", "0.6"],
    ],
)


def test_the_one_of_a_rate_is_no_condition_the_table_must_print() -> None:
    """ "Per 1 °C" is the unit of a rate: the table that gives the rate answers, instead of "no
    mention of 1"."""
    answer = _ask("At Ardley, how much did PM2.5 rise per 1 °C of cooling?", SLOPES)
    assert "2.1" in answer.splitlines()[0]


LEVELS = _table(
    "Table 13",
    ["Station", "Mean PM2.5 (µg/m³)", "Days above 25 µg/m³"],
    [["Ardley", "39.2", "87"], ["Colby", "17.8", "24"]],
)


def test_a_level_is_no_answer_to_a_rate() -> None:
    """ "How much per 1 °C" is not answered by the mean level of a row."""
    answer = _ask("At Colby, how much did PM2.5 rise per 1 °C of cooling?", LEVELS)
    assert "Colby · Mean PM2.5 (µg/m³): 17.8" not in answer
