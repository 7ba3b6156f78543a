""" "I don't know" for a name a software paper prints only as an argument in its example code.

'R> met_predict(fit, newsite = "Ostrava")' shows how to call the function: the paper reports no
prediction for Ostrava unless it prints the call's output, where the name shows again outside
the quotes. A name the prose or the output prints is still answered.
"""

from __future__ import annotations

from paperlens.answer.abstain import check
from paperlens.answer.code_literals import only_in_code

CODE = (
    "A typical session fits the model and predicts variety means at a new site:\n"
    "R> fit <- met_fit(yield ~ variety * site, data = wheat3, resid = ~ site)\n"
    'R> met_predict(fit, newsite = "Ostrava")\n'
    "The data set wheat3 holds the 2022 grain yield of Everest and Zenda at Ames, Lincoln and "
    "Manhattan; Everest yields 6.1 t/ha at Ames."
)
# The same session with the call's output printed: Ostrava is then a reported row.
WITH_OUTPUT = CODE + "\n  site variety predicted\n  Ostrava Everest 5.42\n  Ostrava Zenda 5.10"


def test_a_name_only_passed_to_code_is_not_known():
    found = check("What yield is predicted for Everest at Ostrava?", "English", CODE, frozenset())
    assert found is not None and found.missing == ("Ostrava",)


def test_a_name_of_the_output_or_the_prose_is_answered():
    assert (
        check(
            "What yield is predicted for Everest at Ostrava?", "English", WITH_OUTPUT, frozenset()
        )
        is None
    )
    assert check("What yield does Everest give at Ames?", "English", CODE, frozenset()) is None


def test_only_literals_after_a_call_or_an_argument_count():
    assert only_in_code("Ostrava", ['f(x, site = "Ostrava")', "g('Ostrava')"])
    assert not only_in_code("Ostrava", ['The site "Ostrava" was dropped.'])
    assert not only_in_code("Ostrava", ["no such name here"])
