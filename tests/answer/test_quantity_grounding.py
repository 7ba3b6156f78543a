"""A value is stated only where its column, row, axis or caption carries the quantity asked.

The question names an entity (a site, a cohort period, a curve, a category) and a measured
quantity; a lookup that finds the entity must not return whatever the entity's cell holds in a
column that measures something else. Each fixture is asked the right question (the value is
stated) and a near miss (the entity is there, the quantity is not): "I don't know" with what the
source gives instead.
"""

from __future__ import annotations

from functools import partial

import pytest
from answer_chunks import ask
from answer_chunks import figure_chunk as _figure
from answer_chunks import table_chunk as _table

from paperlens.answer.quantity import asked_quantity
from paperlens.models import Chunk

_ask = partial(ask, language="English")


def _text(text: str, n: int = 0) -> Chunk:
    return Chunk(chunk_id=f"p-text-{n}", paper_id="p", kind="text", page=1, text=text)


# Sites as rows, several measured quantities as columns.
PONDS = _table(
    "Table 1",
    ["Pond", "Surface (ha)", "Max. depth (m)", "Mean pH"],
    [["Heron Pond", "12.4", "7.5", "6.8"], ["Otter Pond", "31.0", "14.2", "7.4"]],
    "Morphometry and chemistry of the study ponds",
)
CHANGES = _table(
    "Table 2",
    ["Pond", "Thaw date (days)", "Freeze date (days)"],
    [["Heron Pond", "-3.1", "+2.2"], ["Otter Pond", "-4.0", "+1.5"]],
    "Change in thaw and freeze dates per decade",
)
# Quantities as rows, periods as columns ("transposed").
COHORT = _table(
    "Table 1",
    ["Characteristic", "Baseline year", "Follow-up year"],
    [
        ["Participants, n", "512", "488"],
        ["Age, years, mean (SD)", "64.2 (9.1)", "66.0 (8.7)"],
        ["Men, n (%)", "250 (48.8)", "241 (49.4)"],
        ["BMI, kg/m2, mean (SD)", "27.1 (4.0)", "27.5 (4.2)"],
    ],
    "Characteristics of the participants in each survey year",
)
# The same shape in another language.
VINEYARDS = _table(
    "Tabla 1",
    ["Viñedo", "Altitud (m)", "Pendiente (%)", "Densidad (cepas/ha)"],
    [["Rioja Alta", "520", "8", "3300"], ["Ribera", "810", "4", "2500"]],
    "Características de los viñedos",
)


def test_a_dimension_adjective_reads_the_column_that_measures_it():
    answer = _ask("How large is Otter Pond?", PONDS)
    assert answer.startswith("Otter Pond") and "31.0" in answer and "14.2" not in answer
    deep = _ask("How deep is Heron Pond?", PONDS)
    assert "7.5" in deep and "12.4" not in deep


def test_a_quantity_no_column_carries_is_a_near_miss_not_the_rows_other_value():
    for question in (
        "How thick was the snow cover on Heron Pond in February?",
        "What chlorophyll concentration did Otter Pond have?",
    ):
        answer = _ask(question, PONDS, CHANGES)
        assert answer.startswith("I don't know"), answer
        assert "Pond" in answer  # says which row it found, and what it gives instead
        for value in ("12.4", "7.5", "6.8", "-3.1", "+2.2", "31.0", "14.2", "-4.0"):
            assert value not in answer


def test_a_subject_that_is_measured_must_be_carried_with_its_dimension():
    """ "How deep was the snow on X": the depth column is the pond's, not the snow's."""
    answer = _ask("How deep was the snow on Otter Pond in March?", PONDS)
    assert answer.startswith("I don't know") and "14.2" not in answer


def test_rows_that_are_quantities_give_the_row_that_carries_the_one_asked():
    answer = _ask("What was the mean age of the participants in the follow-up year?", COHORT)
    assert "66.0" in answer and "488" not in answer
    bmi = _ask("What BMI did participants have in the baseline year?", COHORT)
    assert "27.1" in bmi and "512" not in bmi


def test_a_count_asked_in_other_words_still_finds_its_row():
    answer = _ask("How many men were in the baseline year, and what share were they?", COHORT)
    assert "250 (48.8)" in answer


def test_a_quantity_missing_from_the_rows_of_quantities_is_a_near_miss():
    answer = _ask("What was the mean systolic blood pressure in the follow-up year?", COHORT)
    assert answer.startswith("I don't know") and "488" not in answer and "66.0" not in answer


def test_a_sentence_that_states_the_quantity_answers_where_the_table_lacks_it():
    prose = _text("Snow on Heron Pond was 24 cm deep in March, measured at five stakes.")
    answer = _ask("How deep was the snow on Heron Pond in March?", PONDS, prose)
    assert "24 cm" in answer and "7.5" not in answer


def test_a_latin_table_in_another_language_carries_the_quantity_by_cognates():
    answer = _ask("What altitude is the Ribera vineyard at?", VINEYARDS)
    assert answer.startswith("Ribera") and "810" in answer and "2500" not in answer
    dense = _ask("What planting density does the Rioja Alta vineyard have?", VINEYARDS)
    assert "3300" in dense and "520" not in dense


BARS = _figure(
    "Figure 2",
    [
        {
            "panel": None,
            "chart_type": "grouped_bar",
            "x": {"title": "", "log": False, "categories": ["Control", "Deficit 50 %"]},
            "y": {"title": "Grain yield (t/ha)", "log": False, "min": 0, "max": 10},
            "series": [
                {"name": "Durum", "points": [["Control", 7.9], ["Deficit 50 %", 5.2]]},
                {"name": "Bread", "points": [["Control", 8.6], ["Deficit 50 %", 6.1]]},
            ],
            "notes": [],
        }
    ],
    "Grain yield by cultivar and irrigation treatment",
)


def test_a_chart_of_another_quantity_gives_no_reading_for_the_one_asked():
    right = _ask(
        "What grain yield did Durum give under Deficit 50 %?", BARS, route=("figure", "text")
    )
    assert "5.2" in right
    for question in (
        "What protein content did Durum grain have under Deficit 50 %?",
        "What gluten index did the Bread wheat reach under the Control treatment?",
    ):
        answer = _ask(question, BARS, route=("figure", "text"))
        assert answer.startswith("I don't know"), answer
        assert "5.2" not in answer and "8.6" not in answer


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("How deep was the snow on the ice of Birch Lake?", {"snow", "depth"}),
        ("What was the median length of stay in the second period?", {"length", "stay"}),
        ("At what altitude is the upper plot?", {"altitude"}),
        ("How many nurses per ward were on duty?", {"nurses", "ward"}),
    ],
)
def test_the_quantity_is_read_from_the_question(question: str, words: set[str]) -> None:
    quantity = asked_quantity(question)
    assert quantity is not None
    assert words <= {w for s in quantity.slots for w in s.words}


def test_a_question_in_another_language_or_a_choice_names_no_quantity_here():
    assert asked_quantity("Welche Tiefe hatte der Schnee?") is None
    assert asked_quantity("Which pond is the deepest?") is None


def test_a_value_for_something_the_evidence_never_names_is_not_taken_from_prose():
    """The table has the cohort's counts, a sentence has the mean for all sites: neither is
    the value for a site the paper never mentions."""
    prose = _text("Across all sites, participants had 1.4 falls per participant in the year.")
    answer = _ask(
        "How many falls per participant did the rehabilitation site have in the follow-up year?",
        COHORT,
        prose,
    )
    assert answer.startswith("I don't know") and "1.4" not in answer and "488" not in answer


# A Spanish paper: a chart of oil production, a table of oil quality.
OIL = _figure(
    "Figura 2",
    [
        {
            "panel": None,
            "chart_type": "grouped_bar",
            "x": {"title": "", "log": False, "categories": ["Control", "Secano"]},
            "y": {"title": "", "log": False, "min": 0, "max": 2000},
            "series": [
                {"name": "Hojiblanca", "points": [["Control", 1510.0], ["Secano", 640.0]]},
                {"name": "Cornicabra", "points": [["Control", 1320.0], ["Secano", 560.0]]},
            ],
            "notes": [],
        }
    ],
    "Producción de aceite por hectárea según variedad y tratamiento",
)
QUALITY = _table(
    "Tabla 2",
    ["Variedad", "Tratamiento", "Polifenoles totales (mg/kg)", "Acidez (%)"],
    [
        ["Hojiblanca", "Control", "402", "0,21"],
        ["Hojiblanca", "Secano", "655", "0,18"],
        ["Cornicabra", "Control", "377", "0,24"],
    ],
    "Calidad del aceite en 2023",
)


def test_a_foreign_chart_is_judged_by_the_quantity_another_source_prints():
    # The table carries polyphenols ("Polifenoles"): the production chart's bar is no answer,
    # and the table's cell is.
    answer = _ask(
        "What total polyphenol content did Hojiblanca oil have under Secano?",
        OIL,
        QUALITY,
        route=("figure", "table", "text"),
    )
    assert "655" in answer and "640" not in answer
    # Cornicabra under Secano has no quality row: the chart's bar is still no answer.
    missed = _ask(
        "What total polyphenol content did Cornicabra oil have under Secano?",
        OIL,
        QUALITY,
        route=("figure", "table", "text"),
    )
    assert "560" not in missed and "377" not in missed


SEASONS = _table(
    "Table 3",
    ["Plot", "Water applied (mm) · 2021", "Water applied (mm) · 2023"],
    [["Full irrigation", "512", "488"], ["Deficit", "301", "276"]],
    "Irrigation water applied in the two seasons",
)
HARVEST = _figure(
    "Figure 4",
    [
        {
            "panel": None,
            "chart_type": "grouped_bar",
            "x": {"title": "", "log": False, "categories": ["Full irrigation", "Deficit"]},
            "y": {"title": "Fruit yield (kg/tree)", "log": False, "min": 0, "max": 60},
            "series": [
                {"name": "Plot A", "points": [["Full irrigation", 41.0], ["Deficit", 33.5]]}
            ],
            "notes": [],
        }
    ],
    "Fruit yield per tree in 2024",
)


def test_a_year_the_source_does_not_hold_is_a_near_miss_not_the_neighbouring_year():
    right = _ask("How much irrigation water did the deficit plot receive in 2023?", SEASONS)
    assert "276" in right and "301" not in right
    missed = _ask("How much irrigation water did the deficit plot receive in 2022?", SEASONS)
    assert missed.startswith("I don't know") and "2022" in missed
    assert "301" not in missed and "276" not in missed
    chart = _ask(
        "What fruit yield did the Deficit trees give in 2023?", HARVEST, route=("figure", "text")
    )
    assert chart.startswith("I don't know") and "33.5" not in chart
    held = _ask(
        "What fruit yield did the Deficit trees give in 2024?", HARVEST, route=("figure", "text")
    )
    assert "33.5" in held


def test_a_year_no_column_of_a_foreign_table_holds_is_a_near_miss_whatever_it_measures():
    # Columns split by year, headed in a language whose words the quantity check cannot read:
    # the row is there, the year is not, and the row's other years are no answer.
    yields = _table(
        "Table 1",
        ["Plantacija", "Površina (ha)", "Prinos 2022 (kg/ha)", "Prinos 2024 (kg/ha)"],
        [["Brezovica", "14,2", "420", "1 960"], ["Dubrava", "8,6", "610", "2 310"]],
        "Plantaže čaja",
    )
    missed = _ask("What was the yield of the Brezovica plantation in 2023?", yields)
    assert missed.startswith("I don't know") and "2023" in missed
    assert "420" not in missed and "1 960" not in missed
    held = _ask("What was the yield of the Brezovica plantation in 2024?", yields)
    assert "1 960" in held and "420" not in held


def test_a_duration_stated_in_prose_by_its_unit_answers_where_the_table_has_none():
    prose = _text(
        "Each baseline interview took a median of 35 minutes (IQR 25-50) per participant."
    )
    answer = _ask("How long did a single baseline interview take the participants?", COHORT, prose)
    assert "35 minutes" in answer and "512" not in answer


def test_a_symbol_with_a_subscript_carries_its_quantity_in_part():
    textures = _table(
        "Table 1",
        ["Sorbent", "S_BET (m2 g-1)", "V_pore (cm3 g-1)"],
        [["Amine-X", "120", "0.17"], ["Bare-X", "650", "0.88"]],
        "Textural properties of the sorbents",
    )
    answer = _ask("What pore volume is left in Amine-X after impregnation?", textures)
    assert answer.startswith("Amine-X") and "0.17" in answer and "120" not in answer


def test_an_acronym_beside_other_words_may_be_spelled_out_where_the_quantity_is_printed():
    curves = _figure(
        "Figure 1",
        [
            {
                "panel": None,
                "x": {"title": "Months", "log": False, "min": 0, "max": 36},
                "y": {"title": "", "log": False, "min": 0, "max": 20},
                "series": [
                    {"name": "Low dose", "points": [[0, 0.0], [12, 4.0], [24, 7.5], [36, 11.0]]},
                    {"name": "High dose", "points": [[0, 0.0], [12, 3.0], [24, 5.5], [36, 8.0]]},
                ],
                "notes": [],
            }
        ],
        "Cumulative incidence of major bleeding events by arm",
    )
    answer = _ask(
        "What was the cumulative incidence of MBE at 24 months with the low dose?",
        curves,
        route=("figure", "text"),
    )
    assert "7.5" in answer and "5.5" not in answer


STRENGTH = _table(
    "Table 3",
    ["Specimen", "Ultimate tensile strength (MPa)", "Elongation at break (%)"],
    [["XY-50", "41.2", "3.1"], ["XZ-50", "27.9", "1.8"]],
    "Tensile results of the printed specimens",
)


def test_an_acronym_asked_alone_is_carried_by_the_words_it_abbreviates():
    answer = _ask("What UTS did the XZ-50 specimens reach?", STRENGTH)
    assert "27.9" in answer and "1.8" not in answer and "41.2" not in answer
    # initials the header's words do not begin with: another quantity
    other = _ask("What HDT did the XZ-50 specimens reach?", STRENGTH)
    assert other.startswith("I don't know") and "27.9" not in other


def test_a_header_that_carries_the_quantity_by_its_unit_is_not_overruled_by_its_caption():
    builds = _table(
        "Table 2",
        ["Index", "Build (min)", "Size (GB)"],
        [["Graph-A", "41.0", "12.5"], ["Tree-B", "22.7", "8.1"]],
        "Index size, memory and build cost on the large data set",
    )
    answer = _ask("In Table 2, how long does it take to build the Tree-B index?", builds)
    assert "22.7" in answer and "8.1" not in answer


@pytest.mark.parametrize(
    "title",
    [
        "Ακάρεα / 100 μέλισσες",  # Greek
        "קרדית ל-100 דבורים",  # Hebrew
        "प्रति 100 मधुमक्खी",  # Devanagari
    ],
)
def test_a_quantity_is_not_judged_against_words_in_another_script(title: str) -> None:
    """A chart titled in Greek (Hebrew, Hindi) cannot be told to lack "varroa load": its words
    are not compared with English ones, as for Cyrillic and CJK; a Greek symbol in an English
    title ("σ (MPa)") is still English."""
    from paperlens.answer.quantity import carried, judgeable

    quantity = asked_quantity("What was the varroa load of the treated group in June?")
    assert quantity is not None
    assert judgeable(f"{title} per month") is None
    assert carried(quantity, title, {"treated"}) is None
    assert judgeable("Yield stress σ (MPa) of the treated group") == "same"
    assert carried(quantity, "Yield stress σ (MPa) of the treated group", {"treated"}) is False


# A model table whose symbol headers ("d_k", "d_ff") might be anything, and a count of steps.
VARIANTS = _table(
    "Table 3",
    ["", "N", "d_ff", "d_k", "d_v", "train steps", "PPL (dev)"],
    [
        ["base", "6", "2048", "64", "64", "100K", "4.92"],
        ["big", "6", "4096", "64", "64", "300K", "4.33"],
    ],
    "Variations on the architecture",
)


def test_a_column_the_question_names_that_does_not_measure_it_is_no_answer():
    """ "How long did training take": the "train steps" column counts steps, not time, however
    many symbol columns might measure something; the prose that gives the days answers."""
    answer = _ask("How long did it take to train the big model?", VARIANTS)
    assert answer.startswith("I don't know") and "300K" not in answer, answer
    prose = _text("The big models were trained for 300,000 steps (3.5 days).")
    assert "3.5 days" in _ask("How long did it take to train the big model?", VARIANTS, prose)


# Plots as rows, two groups of columns under their plot's name: a two-level header.
OUTFLOW = _table(
    "Table 3",
    ["Month", "Rain (mm)", "Plot A · Outflow (mm)", "Plot B · Outflow (mm)"],
    [["May", "61.0", "18.3", "9.1"], ["June", "44.5", "12.0", "5.6"]],
    "Outflow from the two plots",
)


def test_an_irregular_past_after_the_quantity_is_its_verb():
    # "came off", "fell": the verb ends the quantity ("outflow"), as "remained" would
    assert asked_quantity("How much outflow came off plot B in June?").said == "outflow"
    answer = _ask("How much outflow came off plot B in June?", OUTFLOW)
    assert "5.6" in answer and "12.0" not in answer, answer


# A column of years: "In what year" asks when, not for a duration the table would have to give.
OPENED = _table(
    "Table 1",
    ["Pond", "Opened", "Depth (m)"],
    [["North Pond", "2009", "2.4"], ["Mill Pond", "2016", "1.8"]],
    "The retention ponds",
)


@pytest.mark.parametrize(
    "question", ["In what year was Mill Pond opened?", "What year was Mill Pond opened?"]
)
def test_the_year_asked_is_when_not_a_quantity(question):
    answer = _ask(question, OPENED)
    assert "2016" in answer.splitlines()[0] and "2009" not in answer, answer


# Two sentences of one passage: the first dates the values, the second gives one without a year.
MATURITY = _text(
    "The share of mature cod rose in every length class from 2019 to 2023, in females and "
    "males alike. The change was largest in the 60–69 cm class, where the share of mature "
    "females rose by 11 percentage points."
)


def test_a_sentence_without_a_year_is_dated_by_its_passage():
    # Asked in Spanish, the sentence that gives the value ranks alone, without the one before
    # it that dates it.
    missed = _ask("¿Qué porcentaje de hembras de 60-69 cm eran maduras en 2018?", MATURITY)
    assert missed.startswith("I don't know") and "2018" in missed, missed
    assert "11 percentage" not in missed
    for held in (
        "¿Cuántos puntos subió la proporción de hembras maduras de 60-69 cm entre 2019 y 2023?",
        "¿Cuántos puntos subió la proporción de hembras maduras de 60-69 cm?",
    ):
        assert "11 percentage points" in _ask(held, MATURITY), held


# A gerund in the question, its past in the sentence that answers ("fitting" / "were fitted"),
# next to a sentence as close to the question that gives another duration.
FITTING = _text(
    "We fitted the small networks for a total of 20,000 steps or 4 hours. For our large "
    "networks, step time was 1.5 seconds. The large networks were fitted for 80,000 steps "
    "(2.5 days)."
)


def test_a_gerund_in_the_question_finds_the_past_that_answers():
    answer = _ask("How long did fitting the large network take?", FITTING)
    assert "2.5 days" in answer.splitlines()[0] and "1.5 seconds" not in answer, answer


@pytest.mark.parametrize(
    ("question", "prose", "said"),
    [
        # the "what" is the object of "on": a feed, not a quantity of silkworms
        (
            "What were the silkworms fed on?",
            "The larvae were kept in trays on the farms. The silkworms were fed on leaves of "
            "the Xasaki mulberry variety.",
            "Xasaki",
        ),
        # "which bazaars" asks places, though the question speaks of prices
        (
            "At which bazaars were the prices recorded?",
            "Retail prices of dried apricots were recorded every week at the Panjshanbe bazaar "
            "of Khujand and the Mehrgon bazaar of Dushanbe.",
            "Mehrgon",
        ),
    ],
)
def test_a_question_that_asks_a_thing_is_answered_by_a_sentence_without_a_number(
    question: str, prose: str, said: str
) -> None:
    answer = _ask(question, _text(prose))
    assert said in answer.splitlines()[0], answer
    assert asked_quantity("What was the frame made of?") is None
