"""A table's own condition (a footnote's "uptake at 40 °C", a caption's "at 20 °C") rules out
a question asked at another value of the same unit, though the methods mention that value for
something else ("cycling at 75 °C"); the condition asked, where the table states it, answers."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import is_abstention
from paperlens.models import Chunk

SORBENTS = table_chunk(
    "Table 1",
    ["Sorbent", "BET area^a (m2 g−1)", "CO2 uptake^b (mmol g−1)"],
    [["DETA-SBA", "310", "1.31"], ["APTES-SBA", "250", "0.78"]],
    "Textural properties and CO2 uptake of the sorbents",
)
NOTES = Chunk(
    chunk_id="p-text-notes",
    paper_id="p",
    kind="text",
    page=2,
    text="Cycling used 30 min adsorption at 75 °C and 20 min desorption at 120 °C. "
    "a From N2 physisorption at 77 K. b Equilibrium uptake at 40 °C in 15% CO2/N2, mean of "
    "two runs.",
)
SOILS = table_chunk(
    "Table 3",
    ["Soil", "Respiration (mg CO2 kg−1 d−1)"],
    [["Loam", "41.2"], ["Sand", "18.7"]],
    "Basal respiration of the soils incubated at 20 °C",
)
SOIL_NOTES = Chunk(
    chunk_id="p-text-soil",
    paper_id="p",
    kind="text",
    page=2,
    text="Samples were stored at 4 °C and dried at 105 °C for water content.",
)


@pytest.mark.parametrize(
    ("question", "wrong", "chunks"),
    [
        ("What CO2 uptake does APTES-SBA reach at 75 °C?", "0.78", (SORBENTS, NOTES)),
        ("APTES-SBA의 75 °C에서의 CO2 흡착량은 얼마입니까?", "0.78", (SORBENTS, NOTES)),
        ("What basal respiration did the loam show at 4 °C?", "41.2", (SOILS, SOIL_NOTES)),
    ],
)
def test_a_value_at_another_condition_than_the_tables_own_is_not_given(question, wrong, chunks):
    answer = ask(question, *chunks)
    assert is_abstention(answer) and wrong not in answer, answer


@pytest.mark.parametrize(
    ("question", "value", "chunks"),
    [
        ("What CO2 uptake does APTES-SBA reach at 40 °C?", "0.78", (SORBENTS, NOTES)),
        ("What basal respiration did the loam show at 20 °C?", "41.2", (SOILS, SOIL_NOTES)),
    ],
)
def test_the_tables_own_condition_answers(question, value, chunks):
    answer = ask(question, *chunks)
    assert not is_abstention(answer) and value in answer.splitlines()[0], answer


# A difference between two of a table's cells, asked at a condition the table never prints
# ("when charged at 0 °C" of cells cycled at 25 °C, as the methods say).
AGEING = table_chunk(
    "Table 1",
    [
        "Charge rate",
        "After 500 cycles · Resistance (mΩ)",
        "After 1,000 cycles · Resistance (mΩ)",
    ],
    [["1C", "24.8", "27.9"], ["3C", "30.2", "39.8"]],
    "DC internal resistance by charge rate",
)
AGEING_NOTES = Chunk(
    chunk_id="p-text-ageing",
    paper_id="p",
    kind="text",
    page=1,
    text="The cells were cycled in a climate chamber at 25 °C, five cells per group.",
)


def test_a_difference_at_a_condition_the_table_never_prints_is_not_computed():
    question = "By how much did the resistance of the 3C cells grow when charged at 0 °C?"
    answer = ask(question, AGEING, AGEING_NOTES)
    assert is_abstention(answer) and "9.6" not in answer, answer


@pytest.mark.parametrize(
    "question",
    [
        "By how much did the resistance of the 3C cells grow between 500 and 1,000 cycles?",
        "By how much did the resistance of the 3C cells grow when cycled at 25 °C?",
    ],
)
def test_a_difference_at_the_papers_own_condition_is_computed(question):
    answer = ask(question, AGEING, AGEING_NOTES)
    assert "9.6" in answer.splitlines()[0], answer


# The notes are set on the table's page apart from it: the search hands them to the table's
# evidence (``TaggedEvidence.footnotes``) when the question retrieves only the methods.
METHODS = Chunk(
    chunk_id="p-text-methods",
    paper_id="p",
    kind="text",
    page=1,
    text="Cycling used 30 min adsorption at 75 °C and 20 min desorption at 120 °C.",
)
TABLE_NOTES = "a From N2 physisorption at 77 K. b Equilibrium uptake at 40 °C in 15% CO2/N2."


@pytest.mark.parametrize(
    ("question", "abstains"),
    [
        ("What CO2 uptake does APTES-SBA reach at 75 °C?", True),
        ("What CO2 uptake does APTES-SBA reach at 40 °C?", False),
    ],
)
def test_the_notes_of_a_table_not_retrieved_still_give_its_condition(question, abstains):
    evidence = [
        TaggedEvidence(tag=SORBENTS.tag, chunk=SORBENTS, footnotes=TABLE_NOTES),
        TaggedEvidence(tag=METHODS.tag, chunk=METHODS),
    ]
    facts = compute_facts(question, evidence, ["table", "text"])
    answer = ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)
    assert is_abstention(answer) is abstains, answer
