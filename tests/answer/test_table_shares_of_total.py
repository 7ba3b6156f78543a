"""A row's share of a table's total, and numbers grouped by dots in a table that prints no
decimal comma.

A regional table gives each district's counts and a total row under them. "What share of the
harvest came from Corrin Vale?" is asked of no cell: it is the district's cell over the total
row's, computed and shown. The same table prints thousands as "1.240" beside plain "310", which
only a dot that groups thousands can mean; read as decimals, the total row stops adding up and
is ranked as a district.
"""

from __future__ import annotations

from answer_chunks import ask, table_chunk

HONEY = table_chunk(
    "Table 1",
    ["District", "Beekeepers", "Hives", "Yield (kg/hive)", "Harvest (t)"],
    [
        ["Northern region", "", "", "", ""],
        ["Aldenmoor", "1.240", "8.650", "21", "181"],
        ["Brackwell", "310", "2.100", "18", "38"],
        ["Southern region", "", "", "", ""],
        ["Corrin Vale", "2.050", "14.300", "24", "343"],
        ["Total", "3.600", "25.050", "22", "562"],
    ],
    "Honey harvest by district, 2024",
)
# The same districts without a total row: the rows may be a sample, so no share is computed.
NO_TOTAL = table_chunk(
    "Table 1",
    ["District", "Beekeepers", "Harvest (t)"],
    [["Aldenmoor", "1.240", "181"], ["Brackwell", "310", "38"], ["Corrin Vale", "2.050", "343"]],
    "Honey harvest in three districts, 2024",
)
# A dot that is a decimal point elsewhere in the table ("0.93") keeps "1.125" a decimal.
TIMES = table_chunk(
    "Table 2",
    ["Solver", "Time (s)", "Accuracy"],
    [["Greedy", "1.125", "0.81"], ["Exact", "812", "0.93"]],
    "Run time and accuracy of two solvers",
)


def test_a_dot_before_three_digits_groups_thousands_beside_plain_hundreds():
    answer = ask("How many more hives did Corrin Vale have than Brackwell?", HONEY)
    assert "12200" in answer.replace(".", "").replace(",", "")


def test_the_total_row_of_dotted_thousands_is_not_ranked_as_a_district():
    answer = ask("Which district had the most beekeepers?", HONEY)
    assert answer.startswith("Corrin Vale") and "2.050" in answer
    assert not answer.startswith("Total")


def test_a_dot_that_is_a_decimal_elsewhere_in_the_table_stays_one():
    answer = ask("By how many seconds is Exact slower than Greedy?", TIMES)
    assert "810.875" in answer


def test_a_rows_share_of_the_total_row_is_computed_and_shown():
    answer = ask("What share of the honey harvest came from Corrin Vale?", HONEY)
    first = answer.splitlines()[0]
    assert "61%" in first and "343" in first and "562" in first
    assert "343 / 562 = 61%" in answer


def test_a_share_of_a_count_in_dotted_thousands():
    answer = ask("What percentage of the beekeepers were in Aldenmoor?", HONEY)
    assert "34.4%" in answer.splitlines()[0]
    assert "1240 / 3600" in answer


def test_a_share_asked_in_french_is_computed_too():
    answer = ask("Quelle part des Hives se trouvait à Brackwell ?", HONEY)
    assert "8.4%" in answer


def test_no_share_is_computed_without_a_total_row():
    answer = ask("What share of the honey harvest came from Corrin Vale?", NO_TOTAL)
    assert "%" not in answer and "343" in answer


def test_the_total_a_share_is_asked_of_is_the_whole_not_the_row():
    answer = ask("What percentage of the total harvest came from Aldenmoor?", HONEY)
    assert "32.2%" in answer.splitlines()[0] and not answer.startswith("Total")
    answer = ask("What percentage of all hives did Corrin Vale account for?", HONEY)
    assert "57.1%" in answer.splitlines()[0]


# Seedlings planted and those alive per plot: "what share of the seedlings survived" is asked
# of each plot's own planting, not of the survivors of every plot.
SEEDLINGS = table_chunk(
    "Table 2",
    ["Plot", "Seedlings planted", "Survived"],
    [["Ridge", "120", "84"], ["Valley", "150", "135"], ["Total", "270", "219"]],
    "Seedling survival per plot after two years",
)


def test_no_share_of_the_total_row_where_the_whole_asked_is_another_column():
    answer = ask("What percentage of the seedlings planted survived on the Ridge plot?", SEEDLINGS)
    assert "38.4%" not in answer and "44.4%" not in answer


# A share column whose total row prints the year's share (a Ukrainian table: only its "%" tells
# the column asked): that cell is the share of the whole asked, not a share to compute.
RECOVERY = table_chunk(
    "Table 2",
    ["Місяць", "Спожито з мережі (МВт·год)", "Рекуперовано (МВт·год)", "Частка (%)", "Т (°C)"],
    [
        ["Січень", "612,4", "98,6", "16,1", "−4,1"],
        ["Лютий", "540,2", "97,2", "18,0", "−2,8"],
        ["Березень", "480,0", "100,8", "21,0", "2,6"],
        ["Рік", "1632,6", "296,6", "18,2", "−1,4"],
    ],
    "Помісячний енергетичний баланс тролейбусної мережі у 2024 році",
)


def test_a_share_column_gives_the_share_of_the_whole_in_its_total_row():
    answer = ask(
        "What share of the energy drawn from the network was recovered over the whole of 2024?",
        RECOVERY,
    )
    assert answer.startswith("Рік") and "18,2" in answer.splitlines()[0]
