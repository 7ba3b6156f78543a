"""A question's word and a paper's word in another language are the same word when their stems
match, not when they only open with the same Latin or Greek combining form, or when one is the
other respelled ("traditional", "tradisyonal")."""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.cognates import cognate, spelled_alike


@pytest.mark.parametrize(
    ("a", "b"),
    [("inflation", "inflación"), ("median", "mediana"), ("microfibres", "microfibras"),
     ("interest", "interés"), ("precipitation", "precipitación")],
)  # fmt: skip
def test_words_sharing_their_stem_are_cognates(a: str, b: str) -> None:
    assert cognate(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [("microbes", "microfibres"), ("transport", "transfer"), ("thermometer", "thermostat"),
     ("hydrogen", "hydrology"), ("rate", "rato")],
)  # fmt: skip
def test_words_sharing_only_a_combining_form_are_not(a: str, b: str) -> None:
    assert not cognate(a, b)


JEEPNEYS = table_chunk(
    "Table 1",
    [
        "Ruta",
        "Tradisyonal na dyip · CO₂ (g/km)",
        "Modernong dyip · CO₂ (g/km)",
    ],
    [["Baclaran–Divisoria", "697", "482"], ["Cubao–Quiapo", "657", "469"]],
    "Emisyon ng CO₂ ng tradisyonal at modernong dyip sa bawat ruta",
)


def test_a_column_spelled_otherwise_in_another_language_is_named() -> None:
    # "traditional" of "Tradisyonal": the same word respelled, no shared beginning long enough
    answer = ask(
        "How much CO2 per kilometre does a traditional jeepney emit on the Baclaran–Divisoria route?",
        JEEPNEYS,
    )
    first = answer.splitlines()[0]
    assert "697" in first and "482" not in first, answer


@pytest.mark.parametrize(("a", "b"), [("traditional", "tradisyonal"), ("potential", "potencial")])
def test_words_respelled_are_alike(a: str, b: str) -> None:
    assert spelled_alike(a, b, ratio=0.85)


@pytest.mark.parametrize(("a", "b"), [("temperature", "temperament"), ("station", "situation")])
def test_other_words_are_not_respelled_alike(a: str, b: str) -> None:
    assert not spelled_alike(a, b, ratio=0.85)


RADON = table_chunk(
    "Table 1",
    ["Maakond", "Maju", "Mediaan (Bq/m³)"],
    [["Harjumaa", "412", "96"], ["Lääne-Virumaa", "288", "148"], ["Põlvamaa", "173", "41"]],
    "Radooni mediaan maakonniti",
)


def test_how_many_times_more_is_no_ranking_in_any_language() -> None:
    # "más alta" is Spanish's comparative and superlative alike; "cuántas veces ... que" compares
    answer = ask(
        "¿Cuántas veces más alta era la mediana de radón en Harjumaa que en Põlvamaa?", RADON
    )
    assert "highest" not in answer, answer
