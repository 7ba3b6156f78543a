""" "How much did <a quantity> change?" of a table of changes in other quantities is a near
miss: the quantity that changed is the subject of "did", and a table that names it nowhere
(not in its caption, headers or row names) gives no change in it, whatever row the rest of the
question picks ("at 24 months" is no "mmol/24 h"). Where the table names it, its row answers.

The fixture is an invented trial's outcome table."""

from __future__ import annotations

from functools import partial

import pytest
from answer_chunks import ask
from answer_chunks import table_chunk as _table

from paperlens.answer.quantity import asked_quantity, changed_subject, sibling_named
from paperlens.models import Chunk

_ask = partial(ask, language="English")

OUTCOMES = _table(
    "Table 2",
    ["Outcome", "Treatment (n = 410)", "Control (n = 405)", "Effect estimate (95% CI)"],
    [
        ["Change in systolic BP, mmHg", "−9.8", "−2.4", "−7.4 (−9.1 to −5.7)"],
        ["Change in urinary sodium, mmol/24 h", "−41.2", "−6.3", "−34.9 (−40.2 to −29.6)"],
        ["Death from any cause, n (%)", "118 (5.7)", "139 (6.7)", "HR 0.85 (0.66 to 1.09)"],
    ],
    "Primary and secondary outcomes",
)


@pytest.mark.parametrize(
    "question",
    [
        "How much did diastolic blood pressure change at 24 months with the treatment?",
        "How much did heart rate change at 24 months with the treatment?",
    ],
)
def test_a_change_in_a_quantity_the_table_never_names_is_not_answered(question: str) -> None:
    answer = _ask(question, OUTCOMES)
    assert answer.startswith("I don't know"), answer
    assert "41.2" not in answer and "9.8" not in answer


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How much did systolic blood pressure change with the treatment?", "9.8"),
        ("How much did urinary sodium change at 24 months with the treatment?", "41.2"),
    ],
)
def test_a_change_in_a_quantity_the_table_names_still_answers(question: str, value: str) -> None:
    assert value in _ask(question, OUTCOMES)


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("How much did diastolic blood pressure change at 24 months?", {"diastolic", "pressure"}),
        ("By how much did the pH of the dough fall over 72 hours?", {"ph"}),
    ],
)
def test_the_subject_of_a_change_is_the_quantity_asked(question: str, words: set[str]) -> None:
    quantity = asked_quantity(question)
    assert quantity is not None
    assert words <= {w for s in quantity.slots for w in s.words}


def test_a_comparative_is_no_quantity_that_changed() -> None:
    question = "How much lower was the treatment group's urinary sodium than the control's?"
    assert not changed_subject(question)
    assert changed_subject("By how much did urinary sodium fall?") == "urinary sodium"


def test_what_a_transitive_verb_acts_on_is_left_unread() -> None:
    assert asked_quantity("By how much did the drains reduce CO2 emissions?") is None


def _text(text: str, n: int) -> Chunk:
    return Chunk(chunk_id=f"p-text-{n}", paper_id="p", kind="text", page=1, text=text)


# (a sentence with a number that names a sibling of the quantity: its head after another word)
SIBLING = _text(
    "Secondary outcomes included the change in systolic blood pressure and in 24-hour urinary "
    "sodium excretion, and death from any cause.",
    1,
)
STATED = _text("Diastolic blood pressure fell by 3.1 mmHg in the treatment group.", 2)


def test_a_sentence_on_a_sibling_quantity_does_not_answer_for_the_table() -> None:
    question = "How much did diastolic blood pressure change with the treatment?"
    answer = _ask(question, OUTCOMES, SIBLING)
    assert answer.startswith("I don't know"), answer


def test_a_sentence_that_states_the_quantity_answers_where_the_table_lacks_it() -> None:
    question = "How much did diastolic blood pressure change with the treatment?"
    assert "3.1" in _ask(question, OUTCOMES, STATED)


def test_a_head_named_alone_or_summarised_is_no_sibling() -> None:
    quantity = asked_quantity("What was the annual rainfall at the upper site?")
    assert quantity is not None
    assert not sibling_named(quantity, "The mean rainfall was 612 mm.")
    assert not sibling_named(quantity, "Rainfall reached 612 mm.")
    assert sibling_named(quantity, "Winter rainfall reached 212 mm.")
