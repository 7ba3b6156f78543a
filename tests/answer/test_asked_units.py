"""A value asked in a unit ("in IBU", "몇 MPa", "(dB)"), or of a dimension ("how loud", "what
force"), comes only from a source that measures it: a row or a curve of the entity asked whose
values are another quantity's is a near miss, not the answer.

Fixtures are Finnish and Estonian tables and a Finnish chart, invented; the evaluation sets use
neither language."""

from __future__ import annotations

import pytest
from answer_chunks import ask, figure_chunk, table_chunk

from paperlens.answer.asked_units import asked_unit, asks_price
from paperlens.answer.base import Fact, TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk

# (the paper's prose uses "IBU" as a unit: "27,2 IBU")
PROSE = Chunk(
    chunk_id="p-text-1",
    paper_id="p",
    kind="text",
    page=1,
    text="Saaz-oluen katkeruus oli 27,2 IBU.",
)
HOPS = table_chunk(
    "Table 1",
    ["Lajike", "Alfahapot (% p.)", "Öljyt (ml/100 g)"],
    [["Magnum", "13,5", "2,1"], ["Saaz", "3,4", "0,8"]],
    "Humalalajikkeiden koostumus",
)
BEERS = table_chunk(
    "Table 2",
    ["Lajike", "Katkeruus (IBU)", "Vaahto (s)"],
    [["Magnum", "33,1", "240"], ["Saaz", "21,7", "251"]],
    "Oluiden katkeruus ja vaahto",
)


def _chart(y_title: str) -> object:
    return figure_chunk(
        "Figure 2",
        [
            {
                "panel": None,
                "chart_type": "bar",
                "x": {"title": "Seos", "log": False, "categories": ["B1", "B2"]},
                "y": {"title": y_title, "log": False, "min": 0, "max": 500},
                "series": [
                    {"name": "T6", "points": [[0, 31.5], [1, 30.2]]},
                    {"name": "RRA", "points": [[0, 36.8], [1, 35.1]]},
                ],
                "notes": [],
            }
        ],
        "Seosten arvot T6- ja RRA-tiloissa",
    )


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("What bitterness in IBU did the Magnum beer have?", "IBU"),
        ("B1 합금의 RRA 처리 후 항복강도는 몇 MPa입니까?", "MPa"),
        ("¿Qué amargor (IBU) tuvo la cerveza Magnum?", "IBU"),
        ("What CO2 uptake did the sorbent reach at 75 °C?", None),  # a condition
        ("How many days did the stake stay in the ice?", None),  # a noun as often as a unit
        ("What is the value of the first bar?", None),
        ("How firm were the apples after seven months in ULO?", None),  # never a unit there
    ],
)
def test_the_unit_asked_is_one_named_without_a_number(question: str, unit: str | None) -> None:
    printed = "Apples stored in ULO (ultra-low oxygen) kept 61,3 N; the beers reached 33,1 IBU."
    assert asked_unit(question, printed) == unit


def test_a_symbol_no_standard_lists_is_a_unit_where_a_header_has_it_for_one() -> None:
    question = "What bitterness in IBU did the Magnum beer have?"
    assert asked_unit(question, "", ["Katkeruus (IBU)"]) == "IBU"
    assert asked_unit(question, "The IBU of a beer measures its bitterness.", []) is None


def test_a_row_of_other_quantities_does_not_answer_a_value_asked_in_a_unit() -> None:
    answer = ask("What bitterness in IBU did the beer brewed with Magnum hops have?", HOPS, PROSE)
    assert answer.startswith("I don't know") and "13,5" not in answer


def test_the_table_that_prints_the_unit_still_answers() -> None:
    answer = ask("What bitterness in IBU did the beer brewed with Magnum hops have?", HOPS, BEERS)
    assert "33,1" in answer and not answer.startswith("I don't know")


def test_a_chart_of_another_quantity_does_not_answer_a_value_asked_in_a_unit() -> None:
    answer = ask(
        "B1 합금의 RRA 처리 후 항복강도는 몇 MPa입니까?",
        _chart("Johtavuus (% IACS)"),
        route=("figure", "text"),
        language="English",
    )
    assert answer.startswith("I don't know") and "36.8" not in answer


def test_a_chart_in_the_unit_asked_still_answers() -> None:
    answer = ask(
        "B1 합금의 RRA 처리 후 항복강도는 몇 MPa입니까?",
        _chart("Myötöraja (MPa)"),
        route=("figure", "text"),
        language="English",
    )
    assert "36.8" in answer


# --- a dimension asked of a row shown whole ----------------------------------------------------

CURVES = table_chunk(
    "Table 1",
    ["Kurv", "Raadius (m)", "Kõrgendus (mm)", "Koormus (Mt aastas)"],
    [["R1", "650", "90", "12,4"], ["R2", "1 200", "60", "6,8"]],
    "Mõõdetud kurvide andmed",
)
WEAR = table_chunk(
    "Table 2",
    ["Kurv", "Külg", "Pealt"],
    [["R1", "4,8", "1,2"], ["R2", "2,1", "0,9"]],
    "Rööbaste kulumine kurvides (mm, kahe aasta jooksul)",
)
JUMPERS = table_chunk(
    "Table 1",
    ["Hüppaja", "Mass (kg)", "Kiirus (km/h)", "Tõukejõud (kN)"],
    [["A", "58,1", "101,9", "2,31"], ["B", "61,0", "102,4", "2,47"]],
    "Hüppajate andmed",
)


@pytest.mark.parametrize("table", [CURVES, WEAR])
def test_a_row_whose_units_measure_no_sound_does_not_say_how_loud(table: object) -> None:
    answer = ask("How loud was the wheel squeal in curve R1?", table)
    assert answer.startswith("I don't know")


# (headers without a unit: a count of passengers and of trips; takings in euros)
ROUTES = table_chunk(
    "Table 2",
    ["Liin", "Reisijad", "Sõidud", "Tulu (€)"],
    [["R1", "412", "14", "6,180"], ["R2", "388", "12", "5,420"]],
    "Liinide reisijad ja tulu",
)
NOISE = table_chunk(
    "Table 3",
    ["Liin", "Müra", "Reisijad"],
    [["R1", "78", "412"], ["R2", "74", "388"]],
    "Müratase bussis (dB(A)) ja reisijad",
)


def test_a_row_that_prints_no_decibels_does_not_say_how_loud_though_some_headers_lack_units() -> (
    None
):
    answer = ask("How loud is it inside the bus on route R1?", ROUTES)
    assert answer.startswith("I don't know") and "412" not in answer


def test_a_caption_in_decibels_still_answers_how_loud() -> None:
    assert "78" in ask("How loud is it inside the bus on route R1?", NOISE)


def test_a_chart_whose_axis_prints_no_decibels_does_not_say_how_loud() -> None:
    answer = ask("How loud was alloy B1 after RRA?", _chart("Matka-aika (min)"), route=("figure",))
    assert answer.startswith("I don't know") and "36.8" not in answer
    loud = ask("How loud was alloy B1 after RRA?", _chart("Melutaso (dB)"), route=("figure",))
    assert "36.8" in loud


def test_a_row_of_masses_and_speeds_gives_no_force() -> None:
    answer = ask("What take-off force did jumper A produce?", JUMPERS)
    assert "2,31" in answer
    without = table_chunk("Table 1", JUMPERS.extra["columns"][:3], [["A", "58,1", "101,9"]], "")
    assert ask("What take-off force did jumper A produce?", without).startswith("I don't know")


def test_a_row_still_answers_what_its_units_measure() -> None:
    answer = ask("How heavy was jumper B?", JUMPERS)
    assert "61,0" in answer


# --- an amount of money, or an amount of anything, is a number ---------------------------------


def _prose(text: str) -> TaggedEvidence:
    chunk = Chunk(chunk_id="p-text-2", paper_id="p", kind="text", page=1, text=text)
    return TaggedEvidence(tag="[Text, p.1]", chunk=chunk, similarity=0.8)


def test_a_cost_is_not_answered_by_a_sentence_without_a_number() -> None:
    question = "What did it cost to run one longline for the season?"
    said = ExtractiveAnswerer().answer(
        question,
        [_prose("The wet crop of each longline was weighed at the end of the season.")],
        "English",
    )
    assert said.startswith("I don't know")
    priced = ExtractiveAnswerer().answer(
        question, [_prose("Running one longline cost 1 200 EUR for the season.")], "English"
    )
    assert "1 200 EUR" in priced


def test_an_amount_is_not_answered_by_a_tables_check_marks() -> None:
    marks = Fact("lookup", "HMM (Table 1, marked): CPU, GPU", "[Table 1, p.2]", source="Table 1")
    evidence = [TaggedEvidence(tag="[Table 1, p.2]", chunk=HOPS)]
    question = "How much energy does HMM save compared with static metrics?"
    answer = ExtractiveAnswerer().answer(question, evidence, "English", facts=[marks])
    assert answer.startswith("I don't know") and "CPU" not in answer
    valued = Fact("lookup", "HMM · Energy saved (%): 12.5", "[Table 1, p.2]", source="Table 1")
    assert "12.5" in ExtractiveAnswerer().answer(question, evidence, "English", facts=[valued])


def test_a_product_unit_printed_with_a_middle_dot_measures_its_dimension() -> None:
    # CLDR spells "кВт⋅ч" with the dot operator; the PDF prints a middle dot
    grid = table_chunk(
        "Table 2",
        ["Месец", "Консумирана (МВт·ч)", "Възстановена (МВт·ч)", "Температура (°C)"],
        [["Октомври", "512,8", "95,9", "8,8"], ["Ноември", "540,1", "99,2", "4,1"]],
        "Енергия по месеци",
    )
    answer = ask("How much energy was recovered in Октомври?", grid)
    assert not answer.startswith("I don't know") and "95,9" in answer


# --- rain and warmth: a depth and a temperature, which counts, areas and masses are not --------

# (workers, a count printed without a unit; area; harvest; yield)
FARMS = table_chunk(
    "Table 1",
    ["Talu", "Töötajad", "Pindala (ha)", "Saak (kg)", "Saagikus (t/ha)"],
    [["Pärna", "12", "0,8", "5 520", "6,9"], ["Kase", "9", "0,5", "2 850", "5,7"]],
    "Talude saak 2024",
)
WEATHER = table_chunk(
    "Table 2",
    ["Talu", "Töötajad", "Sademed (mm)", "Keskmine (°C)"],
    [["Pärna", "12", "412", "16,4"], ["Kase", "9", "388", "15,9"]],
    "Talude ilm 2024",
)


@pytest.mark.parametrize(
    "question", ["How much rain fell at the Pärna farm?", "How warm was it at the Pärna farm?"]
)
def test_a_row_of_counts_areas_and_masses_gives_no_rainfall_or_temperature(question: str) -> None:
    answer = ask(question, FARMS)
    assert answer.startswith("I don't know") and "5 520" not in answer


def test_a_row_with_a_depth_and_a_temperature_gives_both() -> None:
    assert "412" in ask("How much rain fell at the Pärna farm?", WEATHER)
    assert "16,4" in ask("What temperature did the Pärna farm have?", WEATHER)


def test_a_density_spelled_out_without_parentheses_still_answers() -> None:
    """A whole-number column may be a count per area ("Taimi m² kohta", plants per m²): the
    count rule is for rain and warmth only."""
    plants = table_chunk(
        "Table 3",
        ["Talu", "Külastusi päevas", "Kate (%)", "Taimi m² kohta"],
        [["Pärna", "64", "55,2", "331"], ["Kase", "12", "71,0", "402"]],
        "Taimkate 2023",
    )
    assert "331" in ask("What plant density did the Pärna farm have?", plants)


@pytest.mark.parametrize(
    "question",
    [
        "What did a tonne of dried apricots cost?",
        "Ile kosztował transport suszonych moreli do Rosji?",
        "Jakie były koszty transportu?",
        "Wat kostte het transport naar Rusland?",
        "¿Cuál fue el precio del transporte?",
        "Quel était le coût du transport ?",
    ],
)
def test_a_cost_is_recognised_in_the_languages_of_the_price_words(question: str) -> None:
    """(a price asked of a table that prints no currency is not answered by its row)"""
    assert asks_price(question)
    assert not asks_price("How much transport went to Russia?")


def _sentence(text: str) -> Chunk:
    return Chunk(chunk_id="p-text-3", paper_id="p", kind="text", page=1, text=text)


def test_rain_the_table_lacks_is_quoted_from_the_sentence_that_gives_it_in_millimetres() -> None:
    """The table's row holds no rainfall; a sentence in the paper's language prints it in the
    unit every language prints ("412 mm"), with no English word for rain to match."""
    prose = _sentence(
        "Sademeid mõõdeti lähimas jaamas. 2024. aastal oli neid Pärnas 412 mm ja Kasel 388 mm."
    )
    answer = ask("How much rain fell at the Pärna farm in 2024?", FARMS, prose)
    assert "412 mm" in answer and "5 520" not in answer


# --- an age is said in years, or as an age --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "answered"),
    [
        ("The choir had 412 members in 2024, who met every week in the parish hall.", False),
        ("The 412 members of the choir were aged 34 on average in 2024.", True),
    ],
)
def test_how_old_is_answered_only_by_a_quote_that_gives_an_age(text: str, answered: bool) -> None:
    said = ExtractiveAnswerer().answer(
        "How old were the members of the choir in 2024?", [_prose(text)], "English"
    )
    assert said.startswith("I don't know") is not answered


@pytest.mark.parametrize(
    "question",
    [
        "¿Cuánta precipitación cayó en la granja Pärna en 2024?",
        "Quelle a été la pluviométrie à la ferme Pärna en 2024 ?",
    ],
)
def test_an_amount_of_rain_asked_in_another_language_needs_millimetres(question: str) -> None:
    """The unit is printed alike in every language: a quote that prints none gives no amount
    of rain, whatever it says about the farm."""
    dry = _sentence("Pärna talus töötas 2024. aastal 12 inimest ja saaki koguti 5 520 kg.")
    said = ask(question, dry)
    assert said.startswith(("No lo sé", "Je ne sais pas")) and "5 520" not in said
    wet = _sentence("Pärna talus sadas 2024. aastal 412 mm, Kase talus 388 mm.")
    assert "412 mm" in ask(question, wet)


def test_a_column_in_centimetres_is_not_picked_as_the_rainfall() -> None:
    """Rain is printed in millimetres; the one column in centimetres is as often a height."""
    heights = table_chunk(
        "Table 4",
        ["Liik", "Seemikuid (100 m² kohta)", "Kõrgus (cm)"],
        [["Kask", "74", "45"], ["Mänd", "31", "29"]],
        "Seemikud kaks aastat pärast põlengut",
    )
    answer = ask("Quelle a été la pluviométrie annuelle des parcelles de Kask ?", heights)
    assert "45" not in answer
