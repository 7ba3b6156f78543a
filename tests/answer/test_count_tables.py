"""A table of counts (a contingency table: groups as rows, brackets as columns) counts some
unit it never prints: respondents, households, plots. "How many X" is answered from the cell
that the question's row and column both pin, without X printed; a word the question adds that
the table does not carry (a sub-population, a site) still makes it a near miss."""

from __future__ import annotations

from functools import partial

import pytest
from answer_chunks import ask
from answer_chunks import table_chunk as _table

from paperlens.answer.language import is_abstention

_ask = partial(ask, language="English")

FAITH = _table(
    "Table 4",
    ["religion", "<$10k", "$10–20k", "$20–30k", "$30–40k"],
    [
        ["Agnostic", "27", "34", "60", "81"],
        ["Buddhist", "27", "21", "30", "34"],
        ["Catholic", "418", "617", "732", "670"],
        ["Jewish", "19", "19", "25", "25"],
    ],
    "The first rows of data on income and religion from a national survey",
)
FARMS = _table(
    "Table 2",
    ["Region", "< 5 ha", "5–20 ha", "20–50 ha", "> 50 ha"],
    [
        ["Northland", "1204", "883", "310", "97"],
        ["Lakeside", "950", "1022", "406", "151"],
        ["Highmoor", "388", "512", "233", "64"],
    ],
    "Holdings by region and size class, census 2020",
)


@pytest.mark.parametrize(
    "table, question, value",
    [
        (FAITH, "In Table 4, how many Catholic respondents have an income of $30–40k?", "670"),
        (FAITH, "How many Buddhist people earn $20–30k?", "30"),
        (FAITH, "How many Jewish households earn less than $10k (<$10k)?", "19"),
        (FARMS, "How many farms in Lakeside have 5–20 ha?", "1022"),
        (FARMS, "How many holdings of 20–50 ha are there in Highmoor?", "233"),
    ],
)
def test_a_count_pinned_by_row_and_column_needs_no_printed_unit(table, question, value):
    answer = _ask(question, table)
    assert not is_abstention(answer), answer
    assert value in answer.splitlines()[0]


@pytest.mark.parametrize(
    "table, question",
    [
        (FAITH, "How many female Catholic respondents have an income of $30–40k?"),
        (FARMS, "How many organic farms in Lakeside have 5–20 ha?"),
    ],
)
def test_a_word_the_count_table_does_not_carry_is_still_a_near_miss(table, question):
    assert is_abstention(_ask(question, table))


def test_a_table_of_measurements_still_needs_its_quantity():
    yields = _table(
        "Table 3",
        ["Region", "2019", "2020", "2021"],
        [["Northland", "6.1", "5.8", "6.4"], ["Lakeside", "7.2", "7.0", "7.5"]],
        "Wheat yield (t/ha) of the regions by year",
    )
    assert is_abstention(_ask("How many tractors did Lakeside have in 2020?", yields))


BASELINE = _table(
    "Table 1",
    ["Characteristic", "HA (n = 12)", "CON (n = 11)"],
    [
        ["Age (years)", "29.8 ± 6.1", "31.2 ± 5.4"],
        ["Body mass (kg)", "71.6 ± 8.3", "72.9 ± 9.0"],
        ["Training volume (h/week)", "9.6 ± 2.3", "10.1 ± 2.8"],
    ],
    "Characteristics of the participants at baseline (mean ± SD)",
)


@pytest.mark.parametrize(
    "question, value",
    [
        (
            "Which group had the larger weekly training volume at baseline, and how many hours "
            "per week did it train?",
            "10.1",
        ),
        ("How many hours a week did the groups train at baseline, and which trained more?", "10.1"),
    ],
)
def test_a_unit_counted_in_words_is_said_by_its_symbol(question, value):
    answer = _ask(question, BASELINE)
    assert not is_abstention(answer) and value in answer.splitlines()[0]
