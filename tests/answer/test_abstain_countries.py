""" "I don't know" when a question names a country by its English adjective ("the Mongolian
saiga population") and the paper, written in another language, names that country in none.

An ordinary English word proves nothing absent from such a paper (it prints the translation),
but a country has a name in every written language: a paper about it prints one, or the
adjective its language makes from it. Each case has a close question the paper answers.
"""

from __future__ import annotations

import pytest

from paperlens.answer.abstain import check
from paperlens.answer.countries import countries_of, unnamed_country

KAZAKH_SAIGA = (
    "Қазақстандағы ақбөкен (Saiga tatarica) популяцияларының қалпына келуі. 2023 жылғы көктемгі аэросанақ үш "
    "популяцияда барлығы 755 мың басты көрсетті. Бетпақдала популяциясы 2015 жылы қырылды."
)
# The same paper, comparing with the herd across the border, by the country or its adjective.
KAZAKH_WITH_MONGOLIA = KAZAKH_SAIGA + " Моңғолиядағы популяция 2023 жылы 5 мың бас болды."
KAZAKH_WITH_ADJECTIVE = KAZAKH_SAIGA + " Моңғол ақбөкені 2023 жылы 5 мың бас болды."


def test_a_country_no_language_of_the_paper_names_is_not_known():
    found = check(
        "What was the 2023 count of the Mongolian saiga population?",
        "English",
        KAZAKH_SAIGA,
        frozenset(),
    )
    assert found is not None and found.missing == ("Mongolian",)


@pytest.mark.parametrize("text", [KAZAKH_WITH_MONGOLIA, KAZAKH_WITH_ADJECTIVE])
def test_a_country_the_paper_names_in_its_language_is_answered(text):
    question = "What was the 2023 count of the Mongolian saiga population?"
    assert check(question, "English", text, frozenset()) is None


def test_adjectives_are_read_with_english_grammar():
    assert countries_of("Mongolian") == ["MN"]
    assert countries_of("Brazilian") == ["BR"]
    assert countries_of("Central") == []  # (no country: left to the other checks)


def test_a_country_printed_in_another_script_or_language_counts():
    # (a German paper on Brazilian coffee, a Japanese one on Chinese tea)
    assert not unnamed_country("Brazilian", ["Kaffeeanbau in Brasilien, 2019–2023"])
    assert not unnamed_country("Chinese", ["中国の茶園における収量"])
    assert unnamed_country("Chinese", ["ケニアの茶園における収量"])
