"""An English question names a row of a table printed in another script ("Podilskyi" for
"Подільський") whose headers it cannot read: the whole row is the answer only where the
headers do not rule it out. A year the question fixes must be printed in the table, and a
count of things ("how many sheep") is not answered by measurements and shares ("(кг)", "(%)").

Fixtures are Ukrainian, a language the evaluation sets do not use, and an Estonian table
headed in units whose words the reader cannot read."""

from __future__ import annotations

from answer_chunks import ask as _ask
from answer_chunks import table_chunk as _table

CALVES = _table(
    "Table 2",
    [
        "Район",
        "2021 · Маса (кг)",
        "2021 · Виживання (%)",
        "2022 · Маса (кг)",
        "2022 · Виживання (%)",
    ],
    [["Подільський", "3,4", "72", "3,6", "81"], ["Оболонський", "3,1", "64", "3,0", "61"]],
    "Середня маса та виживання телят",
)
APIARIES = _table(
    "Table 1",
    ["Район", "Пасіки", "Вулики", "Висота (m)"],
    [["Подільський", "18", "1.560", "610"], ["Оболонський", "12", "980", "240"]],
    "Пасіки та вулики за районами",
)


def _first(question: str, *tables) -> str:
    return _ask(question, *tables).splitlines()[0]


def test_a_count_of_things_is_not_answered_by_measurements_and_shares():
    assert _first("How many sheep graze in the Podilskyi district?", CALVES).startswith(
        "I don't know"
    )


def test_a_row_of_counts_still_answers_a_count():
    answer = _first("How many hives were kept in the Podilskyi district?", APIARIES)
    assert "1.560" in answer and "980" not in answer


def test_a_year_the_table_never_prints_is_not_answered_from_its_row():
    answer = _first("What were the winter losses in the Podilskyi district in 2020?", APIARIES)
    assert answer.startswith("I don't know") and "610" not in answer


def test_a_row_without_years_still_answers_a_question_without_one():
    assert "610" in _first("What was the altitude of the Podilskyi district?", APIARIES)


def test_a_printed_year_still_answers_from_the_row():
    answer = _first("What was the calf survival in the Podilskyi district in 2022?", CALVES)
    assert "81" in answer and "72" not in answer


# --- a count asked of a measurement, in any language ------------------------------------------

TRAPS = _table(
    "Table 1",
    ["Katseala", "Ürasklid 2022 (tk/püünis)", "Tormimurd 2021 (m³/ha)"],
    [["Tartu", "1 240", "11,8"], ["Pärnu", "860", "4,2"]],
    "Katsealade andmed",
)
STAND = _table(
    "Table 3",
    ["Plot", "Trees (n/ha)", "Biomass (t/ha)"],
    [["North", "410", "180"], ["South", "380", "150"]],
    "Stand structure",
)


def test_a_count_is_not_read_from_a_column_of_volumes():
    answer = _first("How many beetles per trap did the traps at Tartu catch in 2021?", TRAPS)
    assert answer.startswith("I don't know") and "11,8" not in answer


def test_a_count_per_area_and_a_unit_asked_by_name_still_answer():
    assert "1 240" in _first("How many beetles per trap were caught at Tartu in 2022?", TRAPS)
    assert "410" in _first("How many trees grew per hectare on the North plot?", STAND)
    assert "180" in _first("How many tonnes of biomass did the North plot hold?", STAND)


def test_a_unit_asked_by_its_english_name_is_no_count():
    answer = _first("How many metric tons of biomass did the North plot hold?", STAND)
    assert "180" in answer


# --- a row given whole, narrowed to the group and headers the question names ------------------

STANDS = _table(
    "Table 2",
    [
        "Věk",
        "Nová Ves · Kmen (t/ha)",
        "Nová Ves · Kořen (t/ha)",
        "Horní Ves · Kmen (t/ha)",
        "Horní Ves · Kořen (t/ha)",
    ],
    [["10 let", "41.5", "17.2", "38.9", "15.3"], ["20 let", "88.1", "30.6", "80.4", "28.7"]],
    "Uhlík v porostech podle věku",
)
SALT_PANS = _table(
    "Table 1",
    ["Salina", "Evaporació (mm)", "Pluja (mm)", "Sal (t)"],
    [["Sóller", "1 120", "38", "41,5"], ["Andratx", "1 005", "52", "33,0"]],
    "Evaporació, pluja i sal recollida per salina",
)
SAFFRON = _table(
    "Table 1",
    ["شهرستان", "عملکرد ۱۴۰۱", "عملکرد ۱۴۰۲"],
    [["کاشمر", "۴٫۱", "۴٫۶"], ["گناباد", "۳٫۸", "۴٫۲"]],
    "عملکرد کلاله خشک زعفران",
)


def test_the_group_named_by_the_word_that_tells_it_apart_is_given_alone():
    # "Ves" is printed over both groups: only "Nová" names one
    answer = _first("What root carbon did the 10-year-old stands at Nová Ves hold?", STANDS)
    assert "17.2" in answer and "15.3" not in answer and "38.9" not in answer


def test_a_header_named_by_a_cognate_is_given_without_its_neighbours():
    answer = _first("How much evaporation was measured at the Sóller salt pan?", SALT_PANS)
    assert "1 120" in answer and "38" not in answer and "41,5" not in answer


def test_a_year_printed_in_other_digits_names_its_header():
    answer = _first("What saffron yield did Kashmar (کاشمر) give in 1402?", SAFFRON)
    assert "۴٫۶" in answer and "۴٫۱" not in answer


def test_a_row_whose_headers_the_question_does_not_name_is_still_given_whole():
    answer = _first("What did the 20-year-old stands at Horní Ves hold?", STANDS)
    assert "80.4" in answer and "28.7" in answer and "88.1" not in answer


# --- a season named in English, printed in the table's language --------------------------------

WAVES = _table(
    "Table 2",
    ["Bwi", "Gaeaf · Hs (m)", "Gaeaf · Pŵer (kW/m)", "Haf · Hs (m)", "Haf · Pŵer (kW/m)"],
    [["B2", "4.2", "91.0", "1.5", "8.7"], ["B4", "5.1", "120.5", "1.9", "13.2"]],
    "Gwerthoedd tymhorol y tonnau",
)  # fmt: skip
FLUXES = _table(
    "Table 2",
    ["Жанартау", "Қыс · CH4", "Қыс · CO2", "Жаз · CH4", "Жаз · CO2"],
    [["Ақтау", "7,2", "2,1", "9,8", "2,7"], ["Қаратау", "5,5", "1,6", "6,9", "2,0"]],
    "Маусымдар бойынша газ ағындары (г/м²/тәулік)",
)


def test_a_season_asked_in_english_names_its_column_group():
    answer = _first("What CO2 flux was measured at Aktau in summer?", FLUXES)
    assert "2,7" in answer and "2,1" not in answer and "9,8" not in answer


def test_a_change_between_two_seasons_subtracts_their_groups():
    answer = _ask("By how much did the wave power at B4 fall from winter to summer?", WAVES)
    assert "120.5 − 13.2 = 107.3" in answer


# --- a condition the question names, printed in the row's own table -----------------------------

HARVEST = _table(
    "Table 1",
    ["Odmiana", "Jędrność (N)", "Ekstrakt (°Bx)"],
    [["Idared", "74,2", "11,8"], ["Jonagored", "65,1", "13,4"]],
    "Parametry jakości jabłek w dniu zbioru",
)
STORED = _table(
    "Table 2",
    ["Technologia", "Odmiana", "Jędrność (N)", "Ekstrakt (°Bx)"],
    [
        ["KA", "Idared", "54,0", "12,1"],
        ["KA", "Gala", "47,2", "12,6"],
        ["ULO", "Idared", "61,3", "12,3"],
        ["ULO", "Gala", "53,8", "12,8"],
    ],
    "Jakość jabłek po siedmiu miesiącach przechowywania",
)


def test_the_row_of_the_table_that_names_the_condition_answers():
    assert "54,0" in _first("What firmness did Idared apples have after storage in KA?", STORED)
    assert "65,1" in _first("What firmness did Jonagored apples have?", HARVEST, STORED)


SAKE = _table(
    "Table 2",
    ["酵母", "精米歩合", "日本酒度", "酸度"],
    [["協会7号", "60%", "+2.0", "1.6"], ["協会9号", "40%", "−1.5", "1.3"]],
    "製成酒の一般成分",
)


def test_an_abbreviation_the_table_writes_otherwise_still_answers():
    # ("No. 9" is "9号" in a Japanese table)
    assert "−1.5" in _first("What sake meter value did the sake of yeast No. 9 have?", SAKE)


# Two rows per yeast, told apart by a polishing ratio whose cells print their unit ("40%")
# under a head that names none.
RATIOS = _table(
    "Table 2",
    ["酵母", "精米歩合", "アルコール分（%）", "日本酒度"],
    [
        ["協会7号", "60%", "16.8", "+2.0"],
        ["協会7号", "40%", "16.5", "+3.5"],
        ["協会9号", "60%", "17.1", "+1.0"],
        ["協会9号", "40%", "16.9", "−1.5"],
    ],
    "製成酒の一般成分",
)


def test_a_value_with_the_unit_its_cells_print_picks_the_row():
    answer = _first(
        "What sake meter value did the sake from yeast No. 9 and 40% rice have?", RATIOS
    )
    assert "−1.5" in answer and "+1.0" not in answer and "+3.5" not in answer


def test_a_reason_or_a_method_is_not_answered_by_a_row():
    for question in (
        "Why were so many hives kept in the Podilskyi district?",
        "How were the hives counted in the Podilskyi district?",
    ):
        answer = _first(question, APIARIES)
        assert "1.560" not in answer and "610" not in answer, answer


def test_a_mean_per_thing_is_not_a_column_of_whole_counts():
    fields = _table(
        "Table 1",
        ["Область", "Поля", "Білокрилка на листок"],
        [["Подільська", "52", "8,1"], ["Оболонська", "48", "6,4"]],
        "Поля та білокрилка за областями",
    )
    answer = _first("How many whiteflies per leaf were counted in the Podilska region?", fields)
    assert answer.startswith("I don't know") or "8,1" in answer, answer
    assert "6,4" not in answer
