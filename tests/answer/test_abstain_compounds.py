"""A compound joins a name to an ordinary word: German writes "BLEU-Wert" (BLEU value) and
capitalises the noun, English writes "GPU-accelerated". Only the name is something the paper must
print; the noun is the question's own language."""

from __future__ import annotations

import pytest

from paperlens.answer.abstain import check, unmentioned
from paperlens.answer.language import detect_language

PAPER = (
    "On the WMT 2014 English-to-German task the big Transformer reaches 28.4 BLEU. Training "
    "took 3.5 days on 8 P100 GPUs; the base model ran on TPU cores for comparison."
)
LABELS = frozenset({"table 2"})


def why(question: str) -> str | None:
    found = check(question, detect_language(question), PAPER, LABELS)
    return found.reason if found else None


@pytest.mark.parametrize(
    "question",
    [
        "Wie hoch ist der BLEU-Wert des großen Transformers auf WMT 2014 Englisch-Deutsch?",
        "Wie viele GPU-Stunden hat das Training des großen Modells gedauert?",
        "Welchen BLEU-Score erreicht das große Modell?",
        "Wie viele TPU-Kerne nutzte das Basismodell?",
    ],
)
def test_a_german_noun_compounded_with_a_printed_name_is_no_missing_name(question):
    assert why(question) is None
    assert unmentioned(question, "German", [PAPER]) == ""


@pytest.mark.parametrize(
    "question, missing",
    [
        ("Wie hoch ist der ROUGE-Wert des großen Modells?", "'ROUGE'"),
        ("Welche SQuAD-Genauigkeit erreicht das Modell?", "'SQuAD'"),
        ("Wie viele V100-Stunden brauchte das Training?", "'V100'"),
    ],
)
def test_the_name_in_a_german_compound_is_still_checked(question, missing):
    reason = why(question)
    assert reason is not None and missing in reason
    assert missing in unmentioned(question, "German", [PAPER])


def test_an_english_compound_of_a_name_and_a_word_asks_only_for_the_name():
    evidence = ["The encoder layers were accelerated on 8 P100 GPUs in 3.5 days."]
    assert unmentioned("How long were the GPU-accelerated runs?", "English", evidence) == ""
    assert "'TPU'" in unmentioned("How long were the TPU-accelerated runs?", "English", evidence)


LAKES = (
    "Five-year means of ice duration (days) on Deer Lake and Ashby Lake, 1975 to 2015: the "
    "bins start in 1975, 1980, 1985, 1990, 1995, 2000, 2005, 2010 and 2015."
)


@pytest.mark.parametrize(
    "question",
    [
        "Roughly what was the mean ice duration on Deer Lake in the late 1990s?",
        "About how long did the ice last on Ashby Lake in the 2015–2019 period, on average?",
        "Wie lange war der Deer Lake in den 1980er Jahren zugefroren?",
        "How long did the ice last on Deer Lake over 1984-88?",
    ],
)
def test_a_period_is_there_when_a_year_of_it_is_printed(question):
    assert check(question, detect_language(question), LAKES, LABELS) is None


@pytest.mark.parametrize(
    "question, missing",
    [
        ("What was the mean ice duration on Deer Lake in the 1960s?", "1960s"),
        ("How long did the ice last on Ashby Lake in 2020–2024?", "2020–2024"),
    ],
)
def test_a_period_of_which_no_year_is_printed_is_missing(question, missing):
    found = check(question, detect_language(question), LAKES, LABELS)
    assert found is not None and missing in found.reason
