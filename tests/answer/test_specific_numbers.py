"""A number the question selects its data by (a humidity, a temperature, a follow-up, a day, a
speed band) must be printed by the row or sentence that answers: another condition's value is
"I don't know", with the number named; the same question at a printed condition still answers."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import detect_language, is_abstention
from paperlens.models import Chunk

SORBENTS = table_chunk(
    "Table 1",
    ["Sorbent", "Amine loading (mmol g−1)", "CO2 uptake (mmol g−1)"],
    [["TETA-SBA", "5.2", "1.64"], ["APTES-SBA", "2.9", "0.78"], ["PEI-SBA", "7.1", "2.10"]],
    "Amine loading and CO2 uptake of the sorbents at 40 °C in dry gas",
)
FOLLOW_UP = table_chunk(
    "Table 2",
    ["Outcome", "Effect size at Year 1 (95% CI)", "Effect size at Year 2 (95% CI)"],
    [["Oral reading fluency", "0.39 (0.18 to 0.60)", "0.31 (0.10 to 0.52)"]],
    "Effects of the programme on reading",
)


@pytest.mark.parametrize(
    ("question", "number"),
    [
        ("What CO2 uptake does TETA-SBA reach at 80% relative humidity?", "80"),
        ("What is the CO2 uptake of APTES-SBA at 75 °C?", "75"),
        ("APTES-SBA의 75 °C에서의 CO2 흡착량은 얼마입니까?", "75"),
        ("Wie hoch ist die CO2-Aufnahme von PEI-SBA bei 90 % Luftfeuchte?", "90"),
    ],
)
def test_a_table_value_at_a_condition_the_table_never_prints_is_not_given(question, number):
    answer = ask(question, SORBENTS)
    assert is_abstention(answer), answer
    assert "1.64" not in answer and "0.78" not in answer and "2.10" not in answer
    assert number in answer


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What CO2 uptake does TETA-SBA reach at 40 °C?", "1.64"),
        ("What is the CO2 uptake of APTES-SBA?", "0.78"),
        ("What amine loading does PEI-SBA have?", "7.1"),
    ],
)
def test_a_printed_condition_still_answers(question, value):
    answer = ask(question, SORBENTS)
    assert not is_abstention(answer) and value in answer.splitlines()[0], answer


def test_a_follow_up_the_table_does_not_report_is_not_given():
    answer = ask("How large was the effect on reading fluency at the Year 3 follow-up?", FOLLOW_UP)
    assert is_abstention(answer) and "0.39" not in answer and "0.31" not in answer
    answer = ask("How large was the effect on reading fluency at the Year 2 follow-up?", FOLLOW_UP)
    assert not is_abstention(answer) and "0.31" in answer.splitlines()[0], answer


def _prose(question: str, *texts: str) -> str:
    chunks = [
        Chunk(chunk_id=f"p-text-{i}", paper_id="p", kind="text", page=2, text=t)
        for i, t in enumerate(texts)
    ]
    evidence = [TaggedEvidence(tag=c.tag, chunk=c, similarity=0.85) for c in chunks]
    return ExtractiveAnswerer().answer(question, evidence, detect_language(question))


SHIPS = (
    "Per 1,000 TEU-nautical miles, a ship in the 12–14 knot band used 4.6 kg of fuel, against "
    "9.1 kg in the 20–22 knot band.",
    "The sessions on days 1, 5 and 10 were fixed-intensity tests, in which rectal temperature "
    "reached 39.2 °C after 90 minutes.",
    "Over 12 weeks of storage every beer lost foam stability; beer K-60 lost the most (41 s).",
)


@pytest.mark.parametrize(
    ("question", "wrong"),
    [
        (
            "How much fuel per 1,000 TEU-nautical miles did a ship use in the 10–12 knot band?",
            "4.6",
        ),
        ("How much fuel did a ship use in the 16-18 knot band?", "9.1"),
        ("What rectal temperature was reached at 90 minutes of the test on day 7?", "39.2"),
    ],
)
def test_a_sentence_about_another_band_or_day_is_no_answer(question, wrong):
    answer = _prose(question, *SHIPS)
    assert is_abstention(answer) and wrong not in answer, answer


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "How much fuel per 1,000 TEU-nautical miles did a ship use in the 12–14 knot band?",
            "4.6",
        ),
        ("What rectal temperature was reached at 90 minutes of the test on day 5?", "39.2"),
        # (a number glued to a name is the name: "K-60" is no condition of 60)
        ("How many seconds of foam stability did beer K-60 lose over 12 weeks?", "41"),
    ],
)
def test_a_sentence_about_the_band_or_day_asked_answers(question, value):
    answer = _prose(question, *SHIPS)
    assert not is_abstention(answer) and value in answer.splitlines()[0], answer


FOOTNOTED = table_chunk(
    "Table 1",
    ["Sorbent", "BET area^a (m2 g−1)", "CO2 uptake^b (mmol g−1)"],
    [["DETA-SBA", "310", "1.31"], ["TETA-SBA", "250", "1.64"]],
    "Textural properties and CO2 uptake of the sorbents",
)
FOOTNOTES = Chunk(
    chunk_id="p-text-notes",
    paper_id="p",
    kind="text",
    page=2,
    text="a From N2 physisorption at 77 K. b Equilibrium uptake at 40 °C in 15% CO2/N2, mean of "
    "two runs.",
)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What CO2 uptake does DETA-SBA reach at 40 °C?", "1.31"),
        ("Wie viel CO2 nimmt TETA-SBA bei 40 °C auf?", "1.64"),
    ],
)
def test_a_condition_given_in_the_columns_footnote_is_printed(question, value):
    answer = ask(question, FOOTNOTED, FOOTNOTES)
    assert not is_abstention(answer) and value in answer.splitlines()[0], answer


def test_a_condition_the_footnote_does_not_give_is_not_answered():
    answer = ask("What CO2 uptake does DETA-SBA reach at 75 °C?", FOOTNOTED, FOOTNOTES)
    assert is_abstention(answer) and "1.31" not in answer, answer


METHODS = Chunk(
    chunk_id="p-text-methods",
    paper_id="p",
    kind="text",
    page=1,
    text="Uptake was measured gravimetrically at 40 °C after 20 min desorption at 120 °C.",
)


def test_a_condition_the_methods_state_with_its_unit_is_printed():
    answer = ask("Wie viel CO2 nimmt DETA-SBA bei 40 °C auf?", FOOTNOTED, METHODS)
    assert not is_abstention(answer), answer
    answer = ask("What is the CO2 uptake of DETA-SBA at 75 °C?", FOOTNOTED, METHODS)
    assert is_abstention(answer) and "1.31" not in answer, answer
