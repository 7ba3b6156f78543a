"""An English question naming a place by its English or Russian-derived name and a compass
point, about a paper that prints the place in its own language: "Issyk-Kul" is Kyrgyz
"Ысык-Көл" (the vowels read otherwise), "South" is "Түштүк", "North" is Swahili "Kaskazini".
Compass points come from CLDR's names of world regions, for every written language.

Fixtures use Kyrgyz and Swahili, which the evaluation sets do not."""

from __future__ import annotations

import pytest
from answer_chunks import ask as _ask
from answer_chunks import table_chunk as _table

from paperlens.answer.abstain import check
from paperlens.answer.cldr import compass_points
from paperlens.answer.crosslingual import Readings, concept_printed, label_aliases
from paperlens.answer.dimensions import header_dimension
from paperlens.answer.language import detect_language
from paperlens.answer.vocabulary import Vocabulary

# --- names read through other vowels ------------------------------------------------------------


@pytest.mark.parametrize(
    "asked, printed",
    [
        ("Issyk-Kul", "Ысык-Көл"),  # ө read o, asked u
        ("Kochkor", "Кочкор"),
        ("Karakol", "Каракөл"),
        ("Ustyurt", "Үстүрт"),  # a run of vowels for one letter
        ("Ustyurt", "Үстірттің"),  # inflected
    ],
)
def test_a_name_read_through_other_vowels_matches(asked, printed):
    assert Readings(f"… {printed} …").has(asked)


@pytest.mark.parametrize(
    "asked, printed",
    [("Kachkar", "Кочкор"), ("Talas", "Тулуз"), ("Naryn", "Норин"), ("Osh", "Уш")],
)
def test_a_different_vowel_or_a_short_name_does_not_match(asked, printed):
    assert not Readings(f"… {printed} …").has(asked)


# --- compass points in every written language ----------------------------------------------------


@pytest.mark.parametrize(
    "point, printed",
    [
        ("south", "Ысык-Көл-Түштүк"),  # Kyrgyz
        ("north", "Ысык-Көл-Түндүк"),
        ("west", "Нарын-Батыш"),
        ("north", "Pwani Kaskazini"),  # Swahili
        ("south", "Pwani Kusini"),
    ],
)
def test_a_compass_point_is_read_in_the_papers_language(point, printed):
    assert concept_printed(point, printed)


def test_compass_words_come_from_cldr_and_leave_prepositions_out():
    points = compass_points()
    assert {"түштүк", "kaskaz"} <= points["south"] | points["north"]
    # a word every region's name shares ("de", "do", "of") names no point
    assert not any({"de", "do", "of", "del"} & stems for stems in points.values())


def test_a_short_regional_stem_matches_only_a_whole_word():
    assert concept_printed("south", "Vùng Nam Bộ")  # Vietnamese "nam" is south
    assert not concept_printed("south", "Namibia")


KYRGYZ = Vocabulary.of(
    "Ак илбирстин саны аймактар боюнча. Ысык-Көл-Түндүк аймагында 41 баш, Ысык-Көл-Түштүк "
    "аймагында 23 баш катталды. Нарын-Чыгыш аймагы 2022-жылы изилденген."
)


def _why(question: str) -> str | None:
    found = check(question, detect_language(question), [KYRGYZ], frozenset({"table 1"}))
    return found.reason if found else None


@pytest.mark.parametrize(
    "question",
    [
        "How many snow leopards were counted in the Issyk-Kul South zone?",
        "How many snow leopards were counted in the Naryn East zone?",
    ],
)
def test_a_place_and_compass_point_in_another_language_are_no_reason_to_refuse(question):
    assert _why(question) is None


def test_a_compass_point_the_paper_lacks_is_still_refused():
    reason = _why("How many snow leopards were counted in the Naryn West zone?")
    assert reason is not None and "West" in reason


# --- the row named so is the row answered --------------------------------------------------------

ZONES = _table(
    "Table 1",
    ["Аймак", "Аянты (км²)", "Ак илбирс (баш)"],
    [
        ["Ысык-Көл-Түндүк", "6 100", "41"],
        ["Ысык-Көл-Түштүк", "5 400", "23"],
        ["Нарын-Чыгыш", "7 900", "17"],
    ],
    "Ак илбирстин саны аймактар боюнча, 2023",
)


def test_the_row_named_by_place_and_compass_point_is_the_row_answered():
    first = _ask("What area does the Issyk-Kul South zone cover?", ZONES).splitlines()[0]
    assert "5 400" in first and "6 100" not in first and "7 900" not in first


def test_aliases_name_both_parts_of_the_row():
    labels = ["Ысык-Көл-Түндүк", "Ысык-Көл-Түштүк", "Нарын-Чыгыш"]
    found = label_aliases("What area does the Issyk-Kul South zone cover?", labels)
    assert {"ысык", "көл", "түштүк"} <= found and "түндүк" not in found


# --- the column named by its unit, as the paper's language spells it ------------------------------

SURVEY = _table(
    "Table 2",
    ["Аймак", "Аянты (км²)", "Тыгыздык (баш/км²)", "Салмагы (кг)"],
    [
        ["Ысык-Көл-Түндүк", "6 100", "0,7", "38,5"],
        ["Ысык-Көл-Түштүк", "5 400", "0,4", "41,2"],
        ["Нарын-Чыгыш", "7 900", "0,2", "36,9"],
    ],
    "Аймактар боюнча эсеп, 2023",
)


@pytest.mark.parametrize(
    "header, dimension",
    [
        ("Аянты (км²)", "area"),
        ("Тыгыздык (баш/км²)", "density"),  # a count per area
        ("Eneo (ha)", "area"),
        ("Kasi (m/s)", "speed"),
        ("Салмагы (кг)", "mass"),
        ("Nishati (MWh)", "energy"),  # a prefix CLDR spells only for kWh
        ("Biomass (Mg/ha)", None),  # a mass per area is no count's density
        ("Үлүшү (%)", None),
    ],
)
def test_a_headers_unit_tells_its_dimension_in_any_spelling(header, dimension):
    assert header_dimension(header) == dimension


@pytest.mark.parametrize(
    "question, value, others",
    [
        ("What is the area of the Naryn East zone?", "7 900", ("0,2", "36,9")),
        ("What snow leopard density was found in the Naryn East zone?", "0,2", ("7 900",)),
        ("What was the mean body mass in the Naryn East zone?", "36,9", ("0,2", "7 900")),
    ],
)
def test_the_column_whose_unit_measures_the_asked_dimension_is_read(question, value, others):
    first = _ask(question, SURVEY).splitlines()[0]
    assert value in first and not any(o in first for o in others)


def test_the_highest_of_the_column_whose_unit_measures_the_dimension():
    first = _ask("Which zone had the highest snow leopard density?", SURVEY).splitlines()[0]
    assert "Ысык-Көл-Түндүк" in first and "0,7" in first


BY_YEAR = _table(
    "Table 3",
    ["Популяция", "2022 · Салмагы (кг)", "2022 · Тирүү калуу (%)", "2023 · Салмагы (кг)",
     "2023 · Тирүү калуу (%)"],
    [["Нарын", "3,4", "72", "3,6", "81"], ["Үстүрт", "3,1", "64", "3,0", "61"]],
    "Төлдөрдүн орточо салмагы жана тирүү калуусу",
)  # fmt: skip


def test_a_row_named_in_another_script_gives_only_the_year_asked():
    first = _ask(
        "What was first-month calf survival in the Ustyurt population in 2022?", BY_YEAR
    ).splitlines()[0]
    assert "64" in first and "61" not in first and "3,0" not in first
