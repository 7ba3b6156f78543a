"""An English question asks a value before or after an intervention of a table that heads the
two phases in its own language ("Före" and "Efter", "Przed 2021" and "Po 2023"): the column of
the phase asked, not the whole row with both values side by side.

Fixtures are Swedish and Polish, languages the evaluation sets do not use for such tables."""

from __future__ import annotations

from answer_chunks import ask as _ask
from answer_chunks import table_chunk as _table

from paperlens.answer.crosslingual import label_aliases

VISITS = _table(
    "Table 2",
    ["Byggnadstyp", "Anläggningar", "Före (°C)", "Efter (°C)"],
    [["Radhus", "156", "43,5", "37,4"], ["Villor", "412", "44,8", "38,1"]],
    "Returtemperatur före och efter servicebesöken",
)
LIGHTING = _table(
    "Table 1",
    ["Miasto", "Lampy", "Przed 2021 · Moc (kW)", "Po 2023 · Moc (kW)"],
    [["Kalisz", "4 820", "498", "173"], ["Konin", "2 150", "214", "76"]],
    "Oświetlenie uliczne przed i po modernizacji",
)
HIVES = _table(
    "Table 3",
    ["Kommun", "Kupor", "Höjd (m)"],
    [["Radhus", "18", "610"], ["Villor", "12", "240"]],
    "Bikupor per kommun",
)


def _first(question: str, *tables) -> str:
    return _ask(question, *tables).splitlines()[0]


def test_the_phase_asked_names_its_header_in_the_tables_language():
    labels = ["Byggnadstyp", "Före (°C)", "Efter (°C)", "Efterår"]
    assert label_aliases("What was it after the visits?", labels) == {"efter"}
    assert label_aliases("What was it before the visits?", labels) == {"före"}
    # (a word the phase begins is another word: "efterår" is autumn)
    assert label_aliases("What was it in the autumn?", ["Efterår"]) != {"efter"}


def test_after_reads_the_after_column_of_the_row_named():
    answer = _first("What was the return temperature in Radhus after the service visits?", VISITS)
    assert "37,4" in answer and "43,5" not in answer


def test_before_reads_the_before_column_of_the_row_named():
    answer = _first("What was the return temperature in Radhus before the service visits?", VISITS)
    assert "43,5" in answer and "37,4" not in answer


def test_a_phase_named_in_a_column_group():
    answer = _first(
        "How much power did the street lights of Kalisz draw before the retrofit?", LIGHTING
    )
    assert "498" in answer and "173" not in answer


def test_a_question_without_a_phase_still_gets_the_whole_row():
    answer = _first("What was the return temperature in Radhus?", VISITS)
    assert "43,5" in answer and "37,4" in answer


def test_a_phase_the_table_does_not_head_changes_nothing():
    answer = _first("How high were the hives of Radhus after the winter?", HIVES)
    assert answer == _first("How high were the hives of Radhus?", HIVES)


def test_a_drop_from_before_to_after_subtracts_the_two_phases():
    answer = _ask(
        "How much lower was the return temperature in Radhus after the visits than before?", VISITS
    )
    assert "6,1" in answer


RETROFIT = _table(
    "Table 1",
    [
        "Miasto",
        "Lampy",
        "Przed 2021 · Strumień (klm)",
        "Przed 2021 · Moc (kW)",
        "Po 2023 · Strumień (klm)",
        "Po 2023 · Moc (kW)",
    ],
    [
        ["Kalisz", "4 820", "41 200", "498", "27 300", "173"],
        ["Konin", "2 150", "17 900", "214", "11 600", "76"],
    ],
    "Oświetlenie uliczne przed i po modernizacji",
)


def test_a_change_across_two_groups_takes_the_measure_in_the_unit_asked():
    answer = _ask(
        "By how many kilowatts did the retrofit cut the power of Kalisz street lighting?", RETROFIT
    )
    assert "325" in answer and "13 900" not in answer


def test_a_change_in_no_unit_between_two_measures_is_still_not_chosen():
    answer = _first("By how much did the retrofit change the street lighting of Kalisz?", RETROFIT)
    assert answer.startswith("I don't know")
