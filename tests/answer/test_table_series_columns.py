"""A regression table: its columns are the models compared ("Model 1", "Model 2", "Model 3",
or "모형 1" ... in a Korean paper), its rows the coefficients and fit statistics, the fit
printed with a raised 2 as the table reader marks it ("R^2"). "Which model has the highest
R²?" chooses among the columns across the row R², and "R²" names the row "R^2". Tables are
made up here.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

ROWS = [
    ["기온 (°C)", "0.214***", "0.198***", "0.187***"],
    ["기온 (°C)", "(0.031)", "(0.029)", "(0.030)"],
    ["관측치", "8,760", "8,760", "8,760"],
    ["R^2", "0.412", "0.428", "0.467"],
]
MODELS = table_chunk(
    "Table 1", ["변수", "모형 1", "모형 2", "모형 3"], ROWS, "대여건수(로그)에 대한 회귀분석 결과"
)


def test_a_raised_two_as_the_reader_marks_it_is_the_r_squared_asked():
    answer = ask("What is the R² of Model 2?", MODELS)
    assert "0.428" in answer
    assert "0.412" not in answer and "0.467" not in answer


@pytest.mark.parametrize(
    ("question", "model", "value"),
    [
        ("Which regression model has the highest R², and what is it?", "모형 3", "0.467"),
        ("Which model has the lowest R²?", "모형 1", "0.412"),
    ],
)
def test_which_model_ranks_across_the_row_named(question, model, value):
    answer = ask(question, MODELS)
    assert f"{model} has the" in answer and value in answer


# Each coefficient with its standard error in parentheses on the line under it, under the same
# name (the parser carries the name down).
ENGLISH = table_chunk(
    "Table 1",
    ["Variable", "Model 1", "Model 2", "Model 3"],
    [
        ["Temperature (°C)", "0.214***", "0.198***", "0.187***"],
        ["Temperature (°C)", "(0.031)", "(0.029)", "(0.030)"],
        ["Weekend", "", "0.143*", "0.151*"],
        ["Weekend", "", "(0.079)", "(0.080)"],
        ["R^2", "0.412", "0.428", "0.467"],
    ],
    "Regression coefficients for hourly rentals (log); standard errors in parentheses",
)


def test_the_line_in_parentheses_under_an_estimate_is_its_standard_error():
    answer = ask("What is the standard error of the temperature coefficient in Model 2?", ENGLISH)
    assert "0.029" in answer and "0.198" not in answer
    answer = ask("What is the temperature coefficient in Model 2?", ENGLISH)
    assert "0.198" in answer and "0.029" not in answer


def test_which_model_ranks_the_estimates_not_their_errors():
    answer = ask("Which model has the largest temperature coefficient?", ENGLISH)
    assert answer.startswith("Model 1 has the highest") and "0.214" in answer
