"""Questions about every row at once ("across all six sites", "in total", "altogether") are
answered from the table's own total row, the one row the question never names by its label.
The tables are invented; they show the form, not any paper's numbers."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

SITES = table_chunk(
    "Table 1",
    ["Site", "Habitat", "Noise (dB(A))", "Nests", "Recordings"],
    [
        ["North Park", "park", "47.2", "9", "131"],
        ["Mill Lane", "towpath", "53.8", "7", "104"],
        ["Quarry Field", "meadow", "50.6", "6", "86"],
        ["Total", "", "", "22", "321"],
    ],
    "Study sites and sampling effort",
)


def test_a_question_over_all_rows_reads_the_total_row() -> None:
    first = ask("How many recordings were made across all three sites?", SITES).splitlines()[0]
    assert "321" in first and "[Table 1" in first
    assert "131" not in first and "22" not in first


def test_in_total_reads_the_total_row_of_the_column_asked() -> None:
    first = ask("How many nests were monitored in total?", SITES).splitlines()[0]
    assert "22" in first and "321" not in first


def test_overall_at_the_end_of_the_question_reads_the_total_row() -> None:
    first = ask("How many recordings were made overall?", SITES).splitlines()[0]
    assert "321" in first and "131" not in first and "22" not in first


def test_a_named_row_is_still_read_from_its_own_row() -> None:
    first = ask("How many recordings were made at Mill Lane?", SITES).splitlines()[0]
    assert "104" in first and "321" not in first


# A total row whose text column holds a dash, and no total for an agreement score.
AGREEMENT = table_chunk(
    "Table 2",
    ["Site", "Country", "Notes", "Kappa"],
    [
        ["Site A", "Norway", "1,240", "0.81"],
        ["Site B", "Chile", "980", "0.77"],
        ["Total", "—", "2,220", "—"],
    ],
    "Annotation effort and agreement per site",
)


def test_a_total_row_with_a_dash_in_a_text_column_is_still_the_total() -> None:
    first = ask("How many notes were annotated across all sites?", AGREEMENT).splitlines()[0]
    assert "2,220" in first and "1,240" not in first


def test_an_overall_value_the_total_row_leaves_empty_is_not_one_sites() -> None:
    first = ask("What is the overall kappa across all sites?", AGREEMENT).splitlines()[0]
    assert first.startswith("I don't know") and "0.77" not in first and "0.81" not in first
