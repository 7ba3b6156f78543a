"""A table row quoted as the answer holds the values of the years its columns print: asked for
another year, it is no answer, in whatever language the question comes ("2024 年", "en 2020")."""

from __future__ import annotations

import pytest
from answer_chunks import ask
from answer_chunks import table_chunk as _table

from paperlens.answer.language import is_abstention
from paperlens.models import Chunk

WELLS = _table(
    "Tabelle 1",
    ["Messstelle", "Landkreis", "Filtertiefe m u. GOK", "Nitrat 2019 mg/l", "Nitrat 2023 mg/l"],
    [
        ["GWM 101", "Heidekreis Nord", "8,5", "62,4", "54,1"],
        ["GWM 130", "Bärwalde", "11,0", "37,9", "31,4"],
        ["GWM 104", "Lünen", "6,0", "48,0", "45,2"],
    ],
    "Nitrat an den Messstellen, 2019 und 2023",
)
WELLS_ES = _table(
    "Tabla 2",
    ["Pozo", "Municipio", "Nitrato 2018 (mg/l)", "Nitrato 2022 (mg/l)"],
    [["P-7", "Almoradí", "71,2", "64,9"], ["P-12", "Callosa", "39,5", "41,0"]],
    "Nitrato en los pozos de control",
)


@pytest.mark.parametrize(
    "table, question, other",
    [
        (WELLS, "GWM 101 の 2024 年の硝酸濃度はいくつですか？", "54,1"),
        (WELLS, "GWM 130 在 2021 年的硝酸盐浓度是多少？", "31,4"),
        (WELLS_ES, "¿Qué concentración de nitrato tenía el pozo P-7 en 2020?", "64,9"),
    ],
)
def test_a_row_of_other_years_is_no_answer(table, question, other):
    answer = ask(question, table, route=("table", "text"))
    assert is_abstention(answer) and other not in answer


@pytest.mark.parametrize(
    "table, question, value",
    [
        (WELLS, "GWM 101 の 2019 年の硝酸濃度はいくつですか？", "62,4"),
        (WELLS_ES, "¿Qué concentración de nitrato tenía el pozo P-12 en 2022?", "41,0"),
    ],
)
def test_a_year_the_row_holds_is_answered(table, question, value):
    answer = ask(question, table, route=("table", "text"))
    assert not is_abstention(answer) and value in answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "Which nitrate concentration did GWM 130 have in 2021?",
        "GWM 130 の 2021 年の硝酸濃度は？",
        "Quelle concentration de nitrate à GWM 130 en 2021 ?",
    ],
)
def test_a_passage_of_other_years_is_no_answer_either(question):
    prose = Chunk(
        chunk_id="p-text-1",
        paper_id="p",
        kind="text",
        page=1,
        text="An GWM 130 überschritt der Metabolit den Orientierungswert von 3 µg/l ab 2016 "
        "und erreichte 2019 sein Maximum.",
    )
    answer = ask(question, WELLS, prose, route=("table", "text"))
    assert is_abstention(answer) and "3 µg/l" not in answer and "37,9" not in answer
