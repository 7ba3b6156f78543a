"""A time or month the paper never reaches: "after nine months" of a paper whose storage chart
ends at seven (its prose says so only in Polish words), and "in December" answered by a table
whose caption dates its scores June. Both get "I don't know"; a time on the chart, a month the
quote names, or one its months span still get their answer."""

from __future__ import annotations

import pytest

from paperlens.answer.abstain import check
from paperlens.answer.language import detect_language
from paperlens.answer.months import month_missing
from paperlens.answer.vocabulary import Vocabulary

# A Polish paper: storage time in words, and a read chart whose x axis is titled in months.
STORED = (
    "Jabłka przechowywano przez siedem miesięcy w chłodni. Po siedmiu miesiącach jędrność "
    "wynosiła 43,5 N. Rys. 1. Zmiany jędrności jabłek w czasie przechowywania. Figure 1 (page 1) "
    "is a vector drawing with 1 chart whose values were read from the PDF. The x axis shows "
    "{title} (0 to 7.5); the y axis Jędrność (N) (40.00 to 80.00). Text in the figure: 0 1 2 3 "
    "4 5 6 7 Idared Gala"
)


def why(question: str, paper: Vocabulary) -> str | None:
    found = check(question, detect_language(question), [paper], frozenset())
    return found.reason if found else None


@pytest.mark.parametrize(
    "question",
    [
        "What was the firmness of Idared apples after nine months?",
        "What was the firmness of Idared apples after 12 months of storage?",
    ],
)
def test_a_time_past_the_end_of_a_chart_in_that_unit_is_refused(question: str) -> None:
    reason = why(question, Vocabulary.of(STORED.format(title="Czas przechowywania (miesiące)")))
    assert reason is not None and "month" in reason


@pytest.mark.parametrize(
    "question",
    [
        "What was the firmness of Idared apples after five months?",  # on the chart
        "What was the firmness of Idared apples after 7 months?",
    ],
)
def test_a_time_on_the_chart_is_answerable(question: str) -> None:
    assert (
        why(question, Vocabulary.of(STORED.format(title="Czas przechowywania (miesiące)"))) is None
    )


def test_a_time_printed_with_its_unit_or_on_an_axis_of_another_unit_is_not_refused() -> None:
    printed = Vocabulary.of(
        STORED.format(title="Czas przechowywania (miesiące)") + " Po 9 miesiącach: 41,0 N."
    )
    assert why("What was the firmness of Idared apples after nine months?", printed) is None
    weeks = Vocabulary.of(STORED.format(title="Czas przechowywania (tygodnie)"))
    assert why("What was the firmness of Idared apples after nine months?", weeks) is None


def test_an_axis_of_calendar_years_is_no_span_of_years() -> None:
    dated = Vocabulary.of(
        "Yields rose. Figure 1 (page 1) is a vector drawing with 1 chart whose values were read "
        "from the PDF. The x axis shows Year (2004 to 2024); the y axis Yield (t/ha) (1.00 to "
        "9.00). Text in the figure: 2004 2014 2024"
    )
    assert why("What was the yield after three years?", dated) is None


CAPTION = "Table 1: Reading outcomes at the end of Year 2 (June 2024). Outcome Intervention Control"


@pytest.mark.parametrize(
    "question",
    ["干预组学生在12月的阅读理解标准分是多少？", "What was the comprehension score in December?"],
)
def test_a_quote_dated_by_another_month_is_not_the_value(question: str) -> None:
    assert month_missing(question, CAPTION) == "December"


@pytest.mark.parametrize(
    "question, printed",
    [
        ("What was the comprehension score in June?", CAPTION),
        ("干预组学生在6月的阅读理解标准分是多少？", CAPTION),
        ("What was the comprehension score?", CAPTION),  # no month asked
        ("What was the score in December?", "Scores rose by 4 points."),  # no month printed
        ("What was the rainfall in July?", "Rain fell from April to September."),  # spanned
    ],
)
def test_the_month_asked_or_a_quote_without_months_is_kept(question: str, printed: str) -> None:
    assert month_missing(question, printed) == ""
