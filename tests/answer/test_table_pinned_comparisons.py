"""Two columns of one row compared, where the row is named by its value in a numeric column
("on the 10,000-plot trial" of a table whose first column is "Plots"), not by a word. The
table is invented; it shows the form, not a paper's numbers."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

TIMINGS = table_chunk(
    "Table 2",
    ["Plots", "Time (s) · fastfit", "Time (s) · slowfit", "Memory (MB) · fastfit",
     "Memory (MB) · slowfit"],
    [
        ["500", "0.12", "0.40", "14", "30"],
        ["5,000", "0.90", "12.6", "61", "310"],
        ["20,000", "3.2", "88.0", "190", "2,450"],
    ],
    "Median fitting time and peak memory for simulated trials",
)  # fmt: skip


def test_a_ratio_of_two_columns_in_the_row_a_value_names() -> None:
    first = ask("On the 5,000-plot trial, how many times faster is fastfit than slowfit?", TIMINGS)
    assert "14 times" in first and "12.6" in first
    assert "88.0" not in first and "0.40" not in first


def test_a_ratio_keeps_no_more_digits_than_its_cells() -> None:
    """88.0 s over 3.2 s is 28 times (two significant digits in "3.2"), not 27.5."""
    first = ask("On the 20,000-plot trial, how many times faster is fastfit than slowfit?", TIMINGS)
    assert "28 times" in first and "27.5" not in first


def test_a_difference_of_two_columns_in_the_row_a_value_names() -> None:
    first = ask(
        "With 20,000 plots, how much more memory does slowfit need than fastfit?", TIMINGS
    ).splitlines()[0]
    assert "2260" in first.replace(",", "") and "310" not in first
