"""A time of day the question asks at ("at 06:00", "18h30") is one condition, printed as a time
or, on the hour, as the hour of an axis: a sentence about another hour is no answer, and the
refusal names the time as asked, not a piece of it ("06")."""

from __future__ import annotations

import pytest

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import detect_language, is_abstention
from paperlens.answer.specifics import unmatched
from paperlens.models import Chunk

HOURS = (
    "On cold days the hourly PM2.5 concentration at the Upper Town station peaked at 18:00 at "
    "96 µg/m³, while the midday minimum was 31 µg/m³.",
    "Road traffic counts were taken at 07:30 and 17:30 on weekdays.",
)


def _prose(question: str, *texts: str) -> str:
    chunks = [
        Chunk(chunk_id=f"p-text-{i}", paper_id="p", kind="text", page=2, text=t)
        for i, t in enumerate(texts)
    ]
    evidence = [TaggedEvidence(tag=c.tag, chunk=c, similarity=0.85) for c in chunks]
    return ExtractiveAnswerer().answer(question, evidence, detect_language(question))


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "What hourly PM2.5 concentration was measured at Upper Town at 06:00 on cold days?",
            "06:00",
        ),
        (
            "How high was the hourly PM2.5 concentration at Upper Town at 19:00 on cold days?",
            "19:00",
        ),
    ],
)
def test_a_sentence_about_another_hour_is_no_answer_and_the_time_is_named(question, said):
    answer = _prose(question, *HOURS)
    assert is_abstention(answer) and "96" not in answer, answer
    assert said in answer, answer


@pytest.mark.parametrize(
    "question",
    [
        "What hourly PM2.5 concentration was measured at Upper Town at 18:00 on cold days?",
        "How high was the hourly PM2.5 concentration at Upper Town at 18:00 on cold days?",
    ],
)
def test_a_sentence_about_the_hour_asked_answers(question):
    answer = _prose(question, *HOURS)
    assert not is_abstention(answer) and "96" in answer.splitlines()[0], answer


def test_an_hour_is_printed_as_a_time_or_as_the_hour_of_an_axis():
    assert unmatched("PM2.5 at 06:00?", "at 6:00 it was 80") == ""
    assert unmatched("PM2.5 at 06:00?", "Hour of day 0 6 12 18") == ""
    assert unmatched("PM2.5 at 06:30?", "Hour of day 0 6 12 18") == "06:30"
    assert unmatched("PM2.5 at 06:00?", "at 12:00 it was 5.6") == "06:00"
    # a date is judged by the year and month checks, not as three numbers
    assert unmatched("PM2.5 on 15.01.2023?", "in January 2023 it was 80") == ""
