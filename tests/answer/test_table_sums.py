"""Totals no cell prints: a group of rows taken together ("the two Dunmore districts together",
"the farms on Westray"), every row a question counts ("the four districts altogether"), and a
total row labelled in the paper's own language ("Parkea guztira") for a "total" that names no
row. The sum is computed from the one column asked, its addends shown, in the column's own
number format. The tables are invented; they show the form, not any paper's numbers."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

# Districts under their region's label, set on a line of its own; thousands set off by spaces.
DISTRICTS = table_chunk(
    "Table 1",
    ["District", "Hives", "Honey (kg/hive)", "Beekeepers"],
    [
        ["Ardmore region", "", "", ""],
        ["Balla", "1 240", "18,4", "31"],
        ["Corran", "860", "16,7", "22"],
        ["Dunmore region", "", "", ""],
        ["Eskra", "930", "17,2", "25"],
        ["Fane", "640", "15,9", "19"],
    ],
    "Hives, honey yield and beekeepers by district, 2024",
)


def test_a_group_of_rows_under_its_label_is_summed_with_the_working_shown() -> None:
    answer = ask("How many hives were kept in the two Dunmore districts together?", DISTRICTS)
    first = answer.splitlines()[0]
    assert "1 570" in first and "[Table 1" in first
    assert "930 + 640 = 1 570" in answer
    assert "1 240" not in first and "860" not in first


def test_every_row_the_question_counts_is_summed() -> None:
    first = ask("How many hives did the four districts have altogether?", DISTRICTS).splitlines()[0]
    assert "3 670" in first


def test_a_count_that_is_not_the_groups_size_sums_nothing() -> None:
    answer = ask("How many hives were kept in the three Dunmore districts together?", DISTRICTS)
    assert "1 570" not in answer and "3 670" not in answer


def test_a_yield_per_hive_is_not_added_up() -> None:
    answer = ask(
        "What honey yield per hive did the two Dunmore districts reach together?", DISTRICTS
    )
    assert "33,1" not in answer and "33.1" not in answer


# Farms named by an island column; decimal commas.
FARMS = table_chunk(
    "Table 2",
    ["Farm", "Island", "Turbines", "Output (GWh)"],
    [
        ["Hallow", "Sandray", "13", "41,2"],
        ["Nesbrae", "Westray", "5", "15,6"],
        ["Porth", "Hoyland", "4", "21,9"],
        ["Flatbrae", "Westray", "3", "8,4"],
    ],
    "Wind farms and their output in 2024",
)


def test_rows_that_share_a_cell_the_question_names_are_summed() -> None:
    answer = ask("How much output did the wind farms on Westray have together?", FARMS)
    first = answer.splitlines()[0]
    assert "24,0" in first and "15,6 + 8,4 = 24,0" in answer
    assert "41,2" not in first


# A Basque table of turbines and the park's summary row: no English word names that row.
PARK = table_chunk(
    "Table 3",
    ["Aerosorgailua", "Abiadura (m/s)", "Energia (MWh)"],
    [
        ["E01", "7,4", "5.820"],
        ["E02", "7,9", "6.410"],
        ["E03", "8,1", "6.690"],
        ["Parkea guztira", "7,8", "18.920"],
    ],
    "Aerosorgailuen abiadura eta ekoizpena, 2023",
)


def test_a_total_that_names_no_row_is_the_tables_own_total_row() -> None:
    first = ask("What was the total energy production in 2023?", PARK).splitlines()[0]
    assert "18.920" in first and "5.820" not in first


# A Dutch table without an accent, whose paper's prose was not retrieved: its title and caption
# tell its language, and its total row answers whole, each value under its own heading.
CLUBS = table_chunk(
    "Table 6",
    ["Vereniging", "Leden", "Wedstrijden", "Toeschouwers"],
    [
        ["Harlingen", "46", "31", "2.410"],
        ["Dokkum", "38", "27", "1.980"],
        ["Sneek", "52", "35", "3.120"],
        ["Joure", "29", "22", "1.460"],
        ["Totaal", "165", "115", "8.970"],
    ],
    "Leden, wedstrijden en toeschouwers van de vier verenigingen, 2024",
)
CLUBS_TITLE = "Korfbal in vier Friese verenigingen: leden, wedstrijden en publiek in 2024"


def test_a_total_row_answers_whole_where_no_heading_can_be_read() -> None:
    question = "How many matches did the four clubs play altogether?"
    first = ask(question, CLUBS, title=CLUBS_TITLE).splitlines()[0]
    assert first.startswith("Totaal") and "115" in first and "[Table 6" in first
    assert "31" not in first  # no member row's value


def test_a_title_tells_a_tables_language_only_to_an_english_question() -> None:
    # (a question in another language, which py3langid names Polish here, is read in its own
    # words: no English word for the kind of value asked is read in it, and a row it names in
    # the paper's spelling is not shown whole on the strength of the title alone)
    answer = ask("Ile meczów rozegrał klub Dokkum?", CLUBS, title=CLUBS_TITLE)
    assert not answer.startswith("Dokkum"), answer
    assert ask("How many matches did Dokkum play?", CLUBS, title=CLUBS_TITLE).startswith("Dokkum")


def test_a_total_row_gives_the_totals_of_the_kind_asked() -> None:
    markets = table_chunk(
        "Table 8",
        ["Markt", "Verkopers", "Melk (l/dag)", "Prijs (€/l)"],
        [
            ["Harlingen", "21", "640", "1,10"],
            ["Dokkum", "34", "1.120", "0,95"],
            ["Sneek", "15", "410", "1,05"],
            ["Totaal", "70", "2.170", "1,01"],
        ],
        "Verkopers, melk en prijs op de drie markten, 2024",
    )
    title = "Verse melk op drie Friese markten: verkopers, hoeveelheid en prijs in 2024"
    question = "How much milk did the three markets sell per day altogether?"
    first = ask(question, markets, title=title).splitlines()[0]
    assert "2.170" in first and "70" not in first.replace("2.170", "")
    first = ask("How many sellers did the three markets have altogether?", markets, title=title)
    assert "70" in first.splitlines()[0] and "2.170" not in first.splitlines()[0]


def test_a_mean_over_every_row_keeps_the_total_rows_shares() -> None:
    turbines = table_chunk(
        "Table 9",
        ["Turbina", "Energia (MWh)", "Galera (%)"],
        [["T1", "5.820", "6,2"], ["T2", "6.410", "4,6"], ["Guztira", "12.230", "5,4"]],
        "Turbinen energia eta galerak, 2023",
    )
    title = "Haize-parke baten ekoizpena eta galerak Euskal Herrian, 2023ko datuak"
    first = ask("What was the mean loss over all turbines?", turbines, title=title).splitlines()[0]
    assert "5,4" in first and "6,2" not in first and "4,6" not in first


def test_an_english_table_gives_no_total_row_for_what_it_does_not_hold() -> None:
    clubs = table_chunk(
        "Table 7",
        ["Club", "Members", "Matches", "Spectators"],
        [["Harlingen", "46", "31", "2,410"], ["Dokkum", "38", "27", "1,980"]]
        + [["Total", "84", "58", "4,390"]],
        "Members, matches and spectators of the two clubs, 2024",
    )
    title = "Korfball in two clubs of Friesland: members, matches and the public in 2024"
    answer = ask("How many goals did the two clubs score altogether?", clubs, title=title)
    assert "4,390" not in answer and "84" not in answer


# Belarusian districts under their regions; the question names a region inside a compound.
FLAX = table_chunk(
    "Table 4",
    ["Раён", "Плошча (га)", "Ураджай (ц/га)"],
    [
        ["Віцебская вобласць", "", ""],
        ["Глыбоцкі", "2 450", "38,6"],
        ["Докшыцкі", "1 980", "35,2"],
        ["Магілёўская вобласць", "", ""],
        ["Горацкі", "1 310", "36,4"],
        ["Шклоўскі", "1 050", "31,8"],
    ],
    "Плошча ільну па раёнах, 2024",
)


def test_a_region_named_inside_a_compound_names_its_rows() -> None:
    answer = ask("How many hectares of flax did the two Vitebsk-region districts have?", FLAX)
    assert "2 450 + 1 980 = 4 430" not in answer  # no sum was asked
    answer = ask("How many hectares did the two Vitebsk-region districts have together?", FLAX)
    assert "4 430" in answer.splitlines()[0] and "2 450 + 1 980 = 4 430" in answer


def test_a_harvest_adds_up_and_a_harvest_per_hectare_does_not() -> None:
    farms = table_chunk(
        "Table 5",
        ["Farm", "Island", "Yield (t)", "Yield (t/ha)"],
        [["Hallow", "Westray", "120", "4,1"], ["Porth", "Westray", "80", "3,5"]],
        "Harvest by farm",
    )
    answer = ask("What yield in tonnes did the farms on Westray have together?", farms)
    assert "120 + 80 = 200" in answer
    answer = ask("What yield per hectare did the farms on Westray reach together?", farms)
    assert "7,6" not in answer
