"""A question that ranks by price ("where was milk cheapest", "the most expensive", "the lowest
price") ranks the table's one column printed in a currency, whatever other column its words
name, in whatever language the headers are."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

_ROWS = [["Burco", "210", "6,820", "0.95"], ["Hargeysa", "340", "11,250", "1.10"]]
_ROWS += [["Oodweyne", "85", "2,140", "0.80"]]
ENGLISH = table_chunk(
    "Table 1",
    ["Market", "Vendors", "Milk (l/day)", "Price ($/l)"],
    _ROWS,
    "Vendors, milk sold and prices by market",
)
SOMALI = table_chunk(
    "Table 1",
    ["Suuq", "Iibiye", "Caano (l/maalin)", "Qiime ($/l)"],
    _ROWS,
    "Iibiyeyaasha, caanaha la iibiyo iyo qiimaha",
)


@pytest.mark.parametrize("table", [ENGLISH, SOMALI], ids=["english", "somali"])
@pytest.mark.parametrize(
    ("question", "market", "price"),
    [
        ("Where was milk cheapest?", "Oodweyne", "0.80"),
        ("Where was milk most expensive?", "Hargeysa", "1.10"),
        ("Which market had the lowest price?", "Oodweyne", "0.80"),
    ],
)
def test_a_price_superlative_ranks_the_column_in_a_currency(table, question, market, price):
    first = ask(question, table).splitlines()[0]
    assert market in first and price in first, first


def test_a_ranking_by_another_column_keeps_it() -> None:
    first = ask("Which market sold the most milk?", ENGLISH).splitlines()[0]
    assert "Hargeysa" in first and "11,250" in first, first
