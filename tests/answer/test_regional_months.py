"""Months in a language a region writes (Welsh, Basque, Catalan, Galician): a paper in that
language dates its seeding and harvests so ("Hydref", "Tachwedd", "Rhagfyr"), and an English
question says "in November". Where three or more distinct months of one such language are
printed, they are months; one such word alone is more often a word of another language (Welsh
"Mai" is German May; Catalan "gener" is no English word but no month in an English text
either). Tables are made up here.
"""

from __future__ import annotations

from answer_chunks import table_chunk

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.months import months_printed
from paperlens.answer.table_rows import month_rows
from paperlens.answer.tables import read_table

SEEDING = table_chunk(
    "Table 2",
    ["Mis hadu", "Cnwd (kg/m)", "Epiffytau (%)"],
    [
        ["Hydref", "15.1", "18"],
        ["Tachwedd", "13.6", "11"],
        ["Rhagfyr", "9.8", "7"],
    ],
    "Cnwd a gorchudd epiffytau yn ôl mis hadu",
)


def test_a_row_named_by_a_regional_month_is_the_month_asked():
    table = read_table(TaggedEvidence(tag=SEEDING.tag, chunk=SEEDING))
    assert table is not None
    assert month_rows(table, "What cover was found on ropes seeded in November?") == {"tachwedd"}
    assert month_rows(table, "What cover was found on ropes seeded in March?") == set()


def test_a_paper_printing_three_regional_months_prints_those_months():
    text = "Hadwyd y rhaffau ym mis Hydref, Tachwedd a Rhagfyr; cynaeafwyd ym mis Ebrill."
    assert {10, 11, 12, 4} <= months_printed(text)


def test_one_regional_month_word_alone_is_no_month():
    assert 9 not in months_printed("The Medi cohort and the Awst data were pooled.")
