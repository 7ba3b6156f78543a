"""A question that asks for an amount is answered only by a quote that prints one: a sentence
whose only numbers are the years of the study, a cross-reference, the digits of a name or the
condition the question itself names is about something else, and the answer is "I don't know"."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.language import is_abstention
from paperlens.answer.units import amount_printed
from paperlens.models import Chunk


def _text(text: str, n: int = 0) -> Chunk:
    return Chunk(chunk_id=f"p-text-{n}", paper_id="p", kind="text", page=1, text=text)


@pytest.mark.parametrize(
    "question, sentence",
    [
        # only the seasons the study ran
        (
            "What oil yield did the olive trees give under full irrigation in 2022?",
            "We compared full irrigation of the olive trees with two deficit strategies "
            "during two seasons (2022 and 2023).",
        ),
        # only the condition asked, at which the sentence gives no amount
        (
            "How many bikes were rented at weekends at 18 h?",
            "Rentals at the bike stations peaked around 18 h on weekday evenings.",
        ),
        # only a name's digits
        (
            "What ground ice content was measured in borehole BH3?",
            "The ground temperature was measured in borehole BH3 with a logger chain.",
        ),
    ],
)
def test_a_sentence_without_an_amount_does_not_answer(question, sentence):
    answer = ask(question, _text(sentence), route=("text",))
    assert is_abstention(answer), answer


@pytest.mark.parametrize(
    "question, sentence, value",
    [
        (
            "What oil yield did the olive trees give under full irrigation in 2022?",
            "Under full irrigation the olive trees gave 1.9 t of oil per hectare in 2022.",
            "1.9",
        ),
        (
            "How many times was each measurement repeated?",
            "各測定は3回行い，その中央値を示す。",
            "3回",
        ),
        (
            "How many detectors does the RIV-325 data set cover?",
            "RIV-325 covers 325 detectors of the metropolitan road network.",
            "325 detectors",
        ),
        (
            "In which year did the volcano last erupt?",
            "The volcano last erupted in 2021, after a quiet period.",
            "2021",
        ),
    ],
)
def test_a_sentence_that_prints_the_amount_answers(question, sentence, value):
    answer = ask(question, _text(sentence), route=("text",))
    assert not is_abstention(answer) and value in answer.splitlines()[0], answer


def test_a_methods_sentence_does_not_stand_in_for_a_row_without_the_condition():
    """The table's rows lack the condition asked ("48-hour-ahead"); the sentence that prints
    the condition gives only the study's years beside it, no value in the rows' place."""
    table = table_chunk(
        "Table 2",
        ["Modell", "Netz Nord · MAE (MW)", "Netz Nord · RMSE (MW)", "Netz Süd · MAE (MW)"],
        [
            ["LSTM", "1,84", "2,63", "2,02"],
            ["LSTM ohne Wetterprognose", "2,46", "3,40", "2,80"],
            ["GBM", "2,11", "2,97", "2,31"],
        ],
        "Prognosefehler der Modelle im Testjahr.",
    )
    methods = _text(
        "Als Eingangsgrößen dienen die Außentemperatur, der Wochentag und die Last der "
        "vergangenen 48 Stunden. Die Jahre 2020 bis 2022 dienen dem Training, das Jahr 2023 "
        "dem Test."
    )
    question = "What MAE does the LSTM reach for a 48-hour-ahead forecast?"
    answer = ask(question, table, methods, route=("text",))
    assert is_abstention(answer) and "2020" not in answer, answer


@pytest.mark.parametrize(
    "sentence, prints_one",
    [
        ("Roedd y cynnwys protein uchaf ar y llinell ogleddol (Ffigur 2).", False),
        ("Arbeitsbericht 4/2024. Wir werten Messungen an sechs Messstellen aus.", False),
        ("Vi jämförde olyckor på sträckor av E4 under åren 2014–2018.", False),
        ("Roedd y cnwd yn 4,2 kg y metr ar y llinell ogleddol (Ffigur 2).", True),
        ("試験は各区2反復で行った。", True),
    ],
)
def test_what_counts_as_an_amount_printed(sentence, prints_one):
    """Cross-references, a report's number in its year's series, a road's or site's code and
    the years of a study are no amount, in whatever language they are printed; a CJK text's
    number glued to its words is one."""
    question = "How much did an average line yield?"
    assert amount_printed(sentence, question, counting=False, spelled=False) is prints_one


@pytest.mark.parametrize(
    "sentence, answers",
    [
        ("La Figure 2 montre le taux de chômage de chaque région, du Nord au Sud.", False),
        ("Le taux de chômage de la région Sud était de 7,4 % en moyenne.", True),
    ],
)
def test_a_rate_asked_in_another_language_needs_its_number(sentence, answers):
    """ "Quel est le taux ...": a rate is an amount in any language; a sentence that only points
    to the figure showing it does not give it."""
    answer = ask(
        "Quel est le taux de chômage dans la région Sud ?", _text(sentence), route=("text",)
    )
    assert is_abstention(answer) is not answers, answer


def test_which_asks_for_a_name_not_an_amount():
    answer = ask(
        "Which site had the lowest error rate?",
        _text("The northern site had the lowest error rate of all sites."),
        route=("text",),
    )
    assert not is_abstention(answer) and "northern" in answer, answer
