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


def test_money_earned_ranks_the_column_in_a_currency() -> None:
    table = table_chunk(
        "Table 2",
        ["Ruta", "Pasahero", "Biyahe", "Kita (₱)"],
        [["Cubao–Quiapo", "412", "14", "6,180"], ["Fairview–Quiapo", "298", "8", "7,450"]],
        "Pasahero, biyahe at kita ng isang modernong dyip sa isang araw, ayon sa ruta",
    )
    first = ask("Which route brings the highest fare revenue per day?", table).splitlines()[0]
    assert "Fairview" in first and "7,450" in first, first


def test_fuel_burnt_ranks_the_column_in_a_volume_of_the_group_named() -> None:
    columns = ["Ruta", "Tradisyonal na dyip · Krudo (L/100 km)", "Tradisyonal na dyip · CO₂ (g/km)"]
    columns += ["Modernong dyip · Krudo (L/100 km)", "Modernong dyip · CO₂ (g/km)"]
    rows = [["Cubao–Quiapo", "24.5", "657", "17.5", "469"]]
    rows += [["Alabang–Zapote", "21.0", "563", "18.5", "415"]]
    table = table_chunk("Table 1", columns, rows, "Konsumo ng krudo at emisyon ng CO2")
    first = ask(
        "On which route does the traditional jeepney use the least diesel?", table
    ).splitlines()[0]
    assert "Alabang" in first and "21.0" in first, first
    first = ask("On which route does the modern jeepney use the least diesel?", table)
    assert "Cubao" in first.splitlines()[0] and "17.5" in first.splitlines()[0], first


def test_a_price_asked_of_a_row_is_the_cell_in_a_currency() -> None:
    # (no header carries "cost": the column printed in a currency gives it)
    for table in (ENGLISH, SOMALI):
        first = ask("What did a litre of milk cost in Hargeysa?", table).splitlines()[0]
        assert "1.10" in first and "340" not in first, first


@pytest.mark.parametrize(
    ("question", "market"),
    [
        ("Wo war die Milch am billigsten?", "Oodweyne"),
        ("Où le lait était-il le plus cher ?", "Hargeysa"),
        ("¿Dónde era la leche más barata?", "Oodweyne"),
        ("牛乳が最も安かったのはどの市場ですか？", "Oodweyne"),
        ("우유가 가장 비싼 시장은 어디입니까?", "Hargeysa"),
    ],
)
def test_a_price_superlative_in_another_language(question, market) -> None:
    first = ask(question, ENGLISH).splitlines()[0]
    assert market in first and "Price" in first, first
