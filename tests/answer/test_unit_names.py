"""A question in one language names the unit of the value it asks ("Um wie viele Sekunden",
"多少赫兹", "何度", "Combien de millimètres") or its dimension ("Spannung", "temperatura"); the
paper, written in another, prints the value with a symbol. The unit's name in the question's own language (CLDR's unit names) finds the
sentence that prints a number in that unit, though a sentence of the same topic without the
value is nearer to the question by meaning."""

from __future__ import annotations

import pytest
from answer_chunks import ask_over_sentences

from paperlens.answer.language import is_abstention
from paperlens.answer.quantity import printed_in_unit
from paperlens.answer.unit_names import named_unit_symbols


@pytest.mark.parametrize(
    ("question", "printed"),
    [
        ("Um wie viele Sekunden war die Gruppe schneller?", "The group was faster by 56 s."),
        ("在嘈杂样点，鸣唱的最低频率是多少赫兹？", "Birds sang at 3,210 Hz at noisy sites."),
        ("対照群の出力は何ワットでしたか？", "The control group rode at 249 W."),
        ("Combien de millimètres d'eau a-t-on économisé ?", "Irrigation saved 175 mm a year."),
        ("Сколько метров составила глубина?", "The wells were 12 m deep."),
        ("冬の平均気温は何度でしたか？", "The winter mean was −8.4 °C."),
        ("Um wie viel Grad sank die Temperatur?", "It fell by 5.6 °C."),
        # a dimension named, not a unit: its units
        ("Bis zu welcher Spannung wurden die Zellen geladen?", "Cells were charged to 4.2 V."),
        ("A quale temperatura era il piano di stampa?", "The bed was held at 60 °C."),
        ("Какой ширины была учётная полоса?", "Animals were counted on a 200 m strip."),
    ],
)
def test_a_unit_named_in_the_questions_language_is_read_in_the_papers_print(question, printed):
    assert printed_in_unit(printed, named_unit_symbols(question), frozenset())


@pytest.mark.parametrize(
    "question",
    [
        # no unit or measured dimension named ("精度" is accuracy)
        "Mit welcher Methode wurden die Zellen geprüft?",
        "模型的精度是多少？",
        # a unit after a number of the question's own is a condition, not what is asked
        "Welche Bitterkeit erreichte das Bier nach 60 Minuten Kochen?",
        "1時間あたり何回さえずりが記録されましたか？",
        # the unit another is divided by
        "Wie viel kosteten die Zäune pro Kilometer?",
        # a loanword inside a longer one ("ジュール" of "モジュール"), a word that spells a
        # kitchen measure ("cuarto": a quart and the fourth)
        "モジュールの損失は何%でしたか？",
        "¿Cuánto cambió el cuarto quintil?",
    ],
)
def test_no_unit_is_read_where_the_question_names_none_it_asks(question):
    assert not named_unit_symbols(question)


def test_a_unit_word_of_another_language_is_not_read_as_one():
    """A French question's "bar" is the fish, a bar only in other languages' words for
    pressure; a question is read with its own language's unit names."""
    assert not named_unit_symbols("Quelle était la croissance du bar nourri au régime Y2 ?")
    assert not named_unit_symbols("Wie viele Kühe umfasste die Untersuchung insgesamt?")


# An English results paragraph and each sentence's similarity to a German question asking a
# number of seconds (as the service reads them from the stored sentence vectors): the nearest
# sentence says the time trial improved, without the value; the one that gives it in seconds
# stands only a little above the typical sentence.
_RESULTS = [
    ("Time-trial performance improved in the trained group and hardly changed otherwise.", 0.853),
    ("The trained group rode every segment faster than the control group.", 0.836),
    ("Sessions lasted 90 min in a chamber at 40 °C and 40% relative humidity.", 0.828),
    ("Training shortened the time trial by 56 s, against 12 s in the control group.", 0.827),
    ("Allocation was stratified by peak power output.", 0.801),
    ("Twenty-three trained cyclists took part.", 0.790),
    ("Heart rate fell by 4 bpm after training.", 0.777),
    ("The study was approved by the ethics board.", 0.760),
]


def test_the_sentence_in_the_unit_the_question_names_answers_across_languages():
    answer = ask_over_sentences(
        "Um wie viele Sekunden verbesserte sich die Zeitfahrzeit?", _RESULTS, similarity=0.82
    )
    assert not is_abstention(answer), answer
    assert "56 s" in answer.splitlines()[0], answer


def test_without_a_unit_named_the_nearest_sentence_still_answers():
    answer = ask_over_sentences(
        "Wie veränderte sich die Leistung im Zeitfahren?", _RESULTS, similarity=0.82
    )
    assert "improved" in answer.splitlines()[0], answer
