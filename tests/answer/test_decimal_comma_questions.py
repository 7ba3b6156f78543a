"""A question that quotes a number as the paper prints it, with a decimal comma ("Wie viel Öl
bei 11,5 °C?", "calves of 4,4 kg or more"), asks for that number, not for 115 or 44: the paper
that prints it is not said to lack it, and one that prints only other numbers still is."""

from __future__ import annotations

from paperlens.answer.abstain import check

_PAPER = (
    "Die Blüten wurden bei 8,5 °C, 11,5 °C und 14,0 °C gepflückt. "
    "Tabelle 1. Ölgehalt (%) 0,047 0,052 0,061"
)


def test_a_decimal_comma_number_the_paper_prints_is_there() -> None:
    question = "How much oil did flowers picked at 11,5 °C hold?"
    assert check(question, "English", _PAPER, frozenset()) is None


def test_a_decimal_comma_number_the_paper_lacks_is_still_missing() -> None:
    refused = check(
        "How much oil did flowers picked at 12,5 °C hold?", "English", _PAPER, frozenset()
    )
    assert refused is not None and refused.missing == ("12,5",)


def test_a_thousands_comma_is_still_read_as_thousands() -> None:
    paper = "The survey counted 1500 nests in 2021."
    assert check("Where were the 1,500 nests counted?", "English", paper, frozenset()) is None
