"""A table row quoted for a question in another language gives the cells asked, not the row.

When no table lookup answers ("10 000 líneas" is not read as a row key, "Küchenabfälle" names
no Chinese row), the row found is quoted; its other columns would read as alternative answers
("Time (s) · zlib: 41.8" beside the memory asked).
"""

from __future__ import annotations

import pytest

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import detect_language
from paperlens.models import Chunk

_COLUMNS = ["Lines", "Time (s) · zlib", "Time (s) · lz4", "Memory (MB) · zlib", "Memory (MB) · lz4"]
_ROWS = [["1,000", "0.31", "0.12", "21", "9"], ["10,000", "41.8", "1.1", "1,240", "79"]]
_CHINESE_COLUMNS = ["类别", "2021 年", "2022 年", "2023 年", "2023 年较2021 年变化（%）"]
_CHINESE_ROWS = [["厨余垃圾", "1,126", "1,342", "1,518", "+34.8"]]


def _table(columns: list[str], rows: list[list[str]]) -> TaggedEvidence:
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    chunk = Chunk(
        chunk_id="p-table-2",
        paper_id="p",
        kind="table",
        page=2,
        label="Table 2",
        caption="Table 2: Results",
        text="Table 2: Results\n\n" + "\n".join(lines) + "\n",
        extra={"columns": columns, "rows": rows},
    )
    return TaggedEvidence(tag="[Table 2, p.2]", chunk=chunk, similarity=0.84)


@pytest.mark.parametrize(
    ("evidence", "question", "given", "left_out"),
    [
        (
            _table(_COLUMNS, _ROWS),
            "¿Cuánta memoria necesita zlib para archivos de 10 000 líneas?",
            ["1,240", "10,000"],
            ["41.8", "79"],
        ),
        (
            _table(_CHINESE_COLUMNS, _CHINESE_ROWS),
            "Wie viele Tonnen Küchenabfälle wurden 2023 täglich gesammelt?",
            ["1,518", "厨余垃圾"],
            ["1,342", "34.8"],
        ),
    ],
)
def test_a_row_quoted_across_languages_gives_only_the_columns_asked(
    evidence, question, given, left_out
):
    answer = ExtractiveAnswerer().answer(question, [evidence], detect_language(question))
    first = answer.splitlines()[0]
    assert all(v in first for v in given), answer
    assert not any(v in first for v in left_out), answer


def test_a_row_whose_columns_the_question_does_not_tell_apart_is_quoted_whole():
    question = "¿Qué resultados obtuvo zlib con archivos de 10 000 líneas?"
    evidence = _table(_COLUMNS, _ROWS)
    answer = ExtractiveAnswerer().answer(question, [evidence], detect_language(question))
    assert "41.8" in answer and "1,240" in answer, answer


def test_a_change_between_two_columns_keeps_the_row_whole():
    question = "Um wie viele Tonnen stiegen die Küchenabfälle von 2022 auf 2023?"
    evidence = _table(_CHINESE_COLUMNS, _CHINESE_ROWS)
    answer = ExtractiveAnswerer().answer(question, [evidence], detect_language(question))
    assert "1,342" in answer and "1,518" in answer, answer
