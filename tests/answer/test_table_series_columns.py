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
