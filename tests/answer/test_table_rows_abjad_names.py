"""An English question naming a row of a Hebrew or Persian table by its transliteration
("Gordon Street" for "רחוב גורדון", "Isfahan" for "اصفهان"): the row is answered whole, its
headers beside its values, instead of "I don't know".

An abjad writes a name's consonants and few of its vowels, so no reading of it spells the
English name; both are read to their consonant skeleton, the way the unanswerable check already
finds such a name in the paper's prose. Only capitalised names count: most ordinary words'
consonants collide.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.language import is_abstention

# A noise survey by street: the headers read "street", "daytime noise (dB)", "vehicles a day".
STREETS = table_chunk(
    "Table 1",
    ["רחוב", "רעש ביום (dB)", "כלי רכב ביום"],
    [
        ["רחוב גורדון", "64", "5 200"],
        ["רחוב ארלוזורוב", "71", "12 400"],
        ["רחוב נחמני", "58", "2 100"],
    ],
    "רמות רעש ותנועה ברחובות שנמדדו",
)
# Rainfall by city: "city", "annual rainfall (mm)", "rainy days".
CITIES = table_chunk(
    "Table 2",
    ["شهر", "بارش سالانه (mm)", "روزهای بارانی"],
    [["مشهد", "255", "61"], ["اصفهان", "122", "35"], ["شیراز", "338", "48"]],
    "بارش سالانه در سه شهر",
)


@pytest.mark.parametrize(
    ("question", "chunk", "value", "others"),
    [
        ("How loud is Gordon Street during the day?", STREETS, "64", ["71", "58"]),
        ("How much traffic does Arlozorov Street carry?", STREETS, "12 400", ["5 200"]),
        ("How much rain falls in Isfahan each year?", CITIES, "122", ["255", "338"]),
        ("How much rain falls in Mashhad each year?", CITIES, "255", ["122", "338"]),
    ],
)
def test_a_row_named_by_its_transliteration_is_answered(question, chunk, value, others):
    answer = ask(question, chunk)
    assert not is_abstention(answer)
    assert value in answer
    assert not any(o in answer for o in others)  # another row's value is no answer


@pytest.mark.parametrize(
    ("question", "chunk"),
    [
        ("How loud is Allenby Street during the day?", STREETS),
        ("How much rain falls in Tabriz each year?", CITIES),
    ],
)
def test_a_name_the_table_lacks_gets_no_row(question, chunk):
    evidence = [TaggedEvidence(tag=chunk.tag, chunk=chunk)]
    assert not any(f.answers for f in compute_facts(question, evidence, ["table"]))
