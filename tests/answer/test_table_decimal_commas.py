"""Numbers in a heading or a row label printed with a decimal comma ("Timer med friksjon <
0,25", "1,5–2,5 Hz"), asked with a decimal point ("below 0.25"): the number names that column
or row, where three digits after a comma still group thousands. Tables are made up here.
"""

from __future__ import annotations

from answer_chunks import ask, table_chunk

from paperlens.answer.terms import term_set

ROADS = table_chunk(
    "Tabell 1",
    ["Strekning", "ÅDT (kjt/døgn)", "Lengde (km)", "Salt (tonn/km)", "Timer med friksjon < 0,25"],
    [
        ["E6 Melhus", "21 400", "12,4", "14,8", "46"],
        ["Rv. 3 Elverum", "4 350", "18,7", "9,2", "71"],
        ["E16 Hønefoss", "9 800", "9,6", "12,6", "38"],
    ],
    "Forsøksstrekningene: trafikk, lengde, saltforbruk og timer med lav friksjon",
)


def test_a_decimal_comma_in_a_heading_is_the_number_asked_with_a_point():
    answer = ask("How many hours with friction below 0.25 were counted on Rv. 3 Elverum?", ROADS)
    assert "71" in answer
    assert "4 350" not in answer and "18,7" not in answer  # the row's other values


def test_three_digits_after_a_comma_group_thousands():
    assert "1.5" in term_set("1,5–2,5 Hz") and "2.5" in term_set("1,5–2,5 Hz")
    assert "2.054" not in term_set("2,054 kWh")
