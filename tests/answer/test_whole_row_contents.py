"""A content asked ("the oil content", "teor de óleo") of a row printed in another script is
answered by the row only where a header's unit can hold a content (a share, an amount per mass
or volume): a row of lengths, yields per hectare and forces has none, whatever row it is.

Fixtures are Ukrainian tables, invented; the evaluation sets use no Ukrainian flax table."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.contents import asks_content, no_content_header
from paperlens.answer.language import is_abstention

FLAX = table_chunk(
    "Table 2",
    ["Сорт", "Висота стебла (см)", "Урожай насіння (ц/га)", "Розривне навантаження (даН)"],
    [["Глухівський", "94", "7,1", "23,8"], ["Ярок", "88", "6,4", "25,2"]],
    "Ознаки сортів льону",
)
SEEDS = table_chunk(
    "Table 3",
    ["Сорт", "Висота стебла (см)", "Олійність (%)"],
    [["Глухівський", "94", "41,2"], ["Ярок", "88", "39,5"]],
    "Ознаки сортів льону",
)


@pytest.mark.parametrize(
    "question",
    [
        "What was the oil content of the Hlukhivskyi seeds?",
        "Qual foi o teor de óleo das sementes da cultivar Hlukhivskyi?",
    ],
)
def test_a_row_of_lengths_yields_and_forces_holds_no_content(question: str) -> None:
    answer = ask(question, FLAX)
    assert is_abstention(answer) and "7,1" not in answer, answer


def test_a_row_with_a_share_still_answers_a_content() -> None:
    answer = ask("What was the oil content of the Hlukhivskyi seeds?", SEEDS)
    assert "41,2" in answer.splitlines()[0] and "39,5" not in answer, answer


def test_a_row_of_lengths_still_answers_what_it_measures() -> None:
    answer = ask("What was the stem height of the Hlukhivskyi flax?", FLAX)
    assert "94" in answer.splitlines()[0], answer


@pytest.mark.parametrize(
    ("headers", "holds"),
    [
        (["Oil (%)"], True),
        (["Nitrate (mg/L)"], True),
        (["PM2.5 (µg/m³)"], True),
        (["Protein (g/100 g)"], True),
        (["Ash (g)"], True),  # a mass may be a portion's
        (["Bitterness (IBU)"], True),  # a unit no category places may be a content's
        (["Stock (t/ha)", "Height (cm)"], False),
        (["Load (daN)", "Span (mm)"], False),
        (["Height (cm)", "Name"], True),  # a header without a unit may hold anything
    ],
)
def test_the_units_that_can_hold_a_content(headers: list[str], holds: bool) -> None:
    assert no_content_header(headers) is not holds


def test_a_content_is_asked_by_its_head_noun_not_by_contain() -> None:
    assert asks_content("What was the nitrate concentration at the well?")
    assert asks_content("Wie hoch ist der Zinkgehalt der Legierung?")
    assert not asks_content("How much carbon did the stands contain?")
