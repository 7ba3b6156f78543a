"""A question asked "without" a condition that the table's caption states it was measured with
("with re-grasping enabled") is no question the table answers: its values are all with it. A
table that prints the absence of something itself (an ablation row "w/o re-grasping") is not
ruled out, and the condition the caption states still answers."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.language import is_abstention
from paperlens.answer.table_conditions import condition_negated
from paperlens.answer.tables import Table, tables_in

ENABLED = table_chunk(
    "Table 2",
    ["Method", "Household", "Tools"],
    [["Vision only", "82.5", "77.1"], ["Vision + touch", "91.4", "86.5"]],
    "Grasp success rate (%) on the test grasps, with re-grasping enabled",
)
ABLATION = table_chunk(
    "Table 3",
    ["Method", "Household", "Tools"],
    [["Vision + touch", "91.4", "86.5"], ["Vision + touch w/o re-grasping", "84.0", "80.2"]],
    "Grasp success rate (%) on the test grasps, with re-grasping enabled",
)


def test_a_value_without_the_captions_condition_is_not_given() -> None:
    question = (
        "What success rate did Vision + touch reach on household objects without re-grasping?"
    )
    answer = ask(question, ENABLED)
    assert is_abstention(answer) and "91.4" not in answer, answer


@pytest.mark.parametrize(
    "question",
    [
        "What success rate did Vision + touch reach on household objects with re-grasping?",
        "What success rate did Vision + touch reach on household objects?",
    ],
)
def test_the_captions_own_condition_answers(question: str) -> None:
    assert "91.4" in ask(question, ENABLED).splitlines()[0]


def test_a_table_that_prints_an_absence_is_not_ruled_out() -> None:
    """(its ablation row may be the value asked: which row answers is the row matching's)"""
    question = (
        "What success rate did Vision + touch reach on household objects without re-grasping?"
    )
    assert condition_negated(_table(ABLATION), question) is None
    assert condition_negated(_table(ENABLED), question) is not None


def _table(chunk: object) -> Table:
    return tables_in([TaggedEvidence(tag="[Table 2, p.2]", chunk=chunk)])[0]
