"""A question that asks when ("in which year did the plot burn") is answered from the column of
years, though its words name another column ("Stand age at the fire (years)", an age)."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

PLOTS = table_chunk(
    "Table 1",
    ["Plot", "Fire", "Stand age at the fire (years)", "Seedlings per 100 m²"],
    [["Platbos", "2019", "14", "186"], ["Kleinmond", "2020", "11", "132"]],
    "Study plots, fires and seedling establishment",
)


def test_a_year_asked_comes_from_the_column_of_years() -> None:
    first = ask("In which year did the Kleinmond plot burn?", PLOTS).splitlines()[0]
    assert "2020" in first and "11" not in first, first


def test_an_age_asked_keeps_its_column() -> None:
    first = ask("How old was the stand at Kleinmond when it burned?", PLOTS).splitlines()[0]
    assert "11" in first and "2020" not in first, first
