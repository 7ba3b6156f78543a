"""A column headed as a ratio "A / B" ("m² / weaver", "Households / tap") gives A per B: a
question asks it as "square metres per weaver" or "area per weaver", though the head prints no
"per" and only the unit of A, and not the area column "Area (m²)" it shares a word or a unit
with. A question that counts ("how many weavers", "how many taps") asks the count column, and
one that names both sides ("how many households share a tap") the ratio.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.ratio_heads import counts_denominator_only, ratio_parts

WORKSHOPS = table_chunk(
    "Table 1",
    ["Workshop", "Weavers", "Carpets", "Area (m²)", "m² / weaver"],
    [
        ["North", "120", "510", "2 448", "20,4"],
        ["East", "85", "390", "1 530", "18,0"],
        ["West", "40", "180", "620", "15,5"],
    ],
    "Weavers, carpets and area woven by workshop in 2024",
)

VILLAGES = table_chunk(
    "Table 2",
    ["Village", "Households", "Taps", "Households / tap"],
    [["Aaa", "1 020", "51", "20,0"], ["Bbb", "640", "40", "16,0"], ["Ccc", "300", "10", "30,0"]],
    "Households and taps by village",
)


@pytest.mark.parametrize(
    ("question", "value", "other"),
    [
        ("How many square metres per weaver did the East workshop produce?", "18,0", "1 530"),
        ("What area per weaver did the North workshop weave?", "20,4", "2 448"),
        ("How many weavers work at the West workshop?", "40", "15,5"),
        ("What area did the East workshop weave?", "1 530", "18,0"),
    ],
)
def test_a_ratio_head_is_asked_per_its_denominator(question, value, other):
    answer = ask(question, WORKSHOPS)
    assert value in answer and other not in answer


@pytest.mark.parametrize(
    ("question", "value", "other"),
    [
        ("How many taps does Ccc have?", "10", "30,0"),
        ("How many households share a tap in Ccc?", "30,0", "300"),
    ],
)
def test_a_count_is_the_count_column_unless_both_sides_are_named(question, value, other):
    answer = ask(question, VILLAGES)
    assert value in answer and other not in answer


@pytest.mark.parametrize(
    ("head", "parts"),
    [
        ("m² / weaver", ("m²", "weaver")),
        ("Households / tap", ("Households", "tap")),
        ("Salt 2022/23 (tonn/km)", None),
        ("Yield (t/ha)", None),
    ],
)
def test_a_ratio_is_a_slash_between_words_not_in_a_unit_or_a_season(head, parts):
    assert ratio_parts(head) == parts


def test_a_count_named_by_the_denominator_alone_is_not_the_ratio():
    assert counts_denominator_only("m² / weaver", {"weaver"})
    assert not counts_denominator_only("Households / tap", {"households", "tap"})
    assert not counts_denominator_only("m² / weaver", {"weaver", "per"})
