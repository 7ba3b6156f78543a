"""A power is asked by its word ("wave power", "installed capacity") and found by its unit
("kW/m", "MW", "W/m²") in headers of any language; "than B1 over the year" compares B1, and the
year is only the period."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

from paperlens.answer.dimensions import asked_dimension, header_dimension

BUOYS = table_chunk(
    "Table 1",
    ["Baoi", "Suíomh", "Doimhneacht (m)", "Hs (m)", "Tp (s)", "Cumhacht (kW/m)"],
    [
        ["B1", "Inis Meáin", "45", "2.9", "10.8", "41.5"],
        ["B2", "Cuan na Gaillimhe", "18", "1.1", "6.2", "3.6"],
        ["B6", "Dún Chaoin", "70", "3.6", "12.0", "74.9"],
    ],
    "Na baoithe, doimhneacht an uisce agus meánluachanna na dtonnta don bhliain 2023",
)


def test_a_power_is_read_by_its_unit() -> None:
    assert asked_dimension("What was the winter wave power?") == "power"
    assert asked_dimension("What is the installed capacity of the wind farm?") == "power"
    assert header_dimension("Cumhacht (kW/m)") == "power"
    assert header_dimension("Orka (MW)") == "power"
    assert header_dimension("Irradiance (W/m²)") == "power"
    assert header_dimension("Density (trees/ha)") == "density"


def test_two_rows_compared_on_the_one_column_in_a_power_unit() -> None:
    first = ask("How much more wave power did B6 see than B1 over the year?", BUOYS)
    assert "33.4" in first.splitlines()[0], first


def test_a_row_asked_its_power_gets_that_cell() -> None:
    first = ask("What wave power was measured at B2?", BUOYS).splitlines()[0]
    assert "3.6" in first and "1.1" not in first, first


def test_of_the_columns_a_group_names_the_one_in_the_unit_asked() -> None:
    # (the season is named in the question's words, the measure only by its unit)
    seasons = table_chunk(
        "Table 2",
        ["Baoi", "Winter · Hs (m)", "Winter · Cumhacht (kW/m)", "Summer · Hs (m)"]
        + ["Summer · Cumhacht (kW/m)"],
        [["B1", "4.0", "86.4", "1.6", "9.8"], ["Meán", "4.5", "112.4", "1.8", "13.8"]],
        "Airde agus cumhacht na dtonnta",
    )
    first = ask("What was the winter wave power at B1?", seasons).splitlines()[0]
    assert "86.4" in first and "4.0" not in first, first
