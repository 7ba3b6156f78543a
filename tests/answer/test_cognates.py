"""A question's word and a paper's word in another language are the same word when their stems
match, not when they only open with the same Latin or Greek combining form."""

from __future__ import annotations

import pytest

from paperlens.answer.cognates import cognate


@pytest.mark.parametrize(
    ("a", "b"),
    [("inflation", "inflación"), ("median", "mediana"), ("microfibres", "microfibras"),
     ("interest", "interés"), ("precipitation", "precipitación")],
)  # fmt: skip
def test_words_sharing_their_stem_are_cognates(a: str, b: str) -> None:
    assert cognate(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("microbes", "microfibres"), ("transport", "transfer"), ("thermometer", "thermostat"),
     ("hydrogen", "hydrology"), ("rate", "rato")],
)  # fmt: skip
def test_words_sharing_only_a_combining_form_are_not(a: str, b: str) -> None:
    assert not cognate(a, b)
