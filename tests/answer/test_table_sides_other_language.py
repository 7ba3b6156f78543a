"""A difference whose two sides name columns or rows the table prints in another language or
form: "in the south than in the north" of the headers "Etelä" and "Pohjoinen" (compass points
as the paper's language writes them), "the Mexican than the Kenyan samples" of the rows
"Mexico" and "Kenya". The tables are invented; they show the form, not a paper's numbers."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

LENGTHS = table_chunk(
    "Table 1",
    ["Ikä (v)", "Etelä", "Länsi", "Pohjoinen", "Itä"],
    [
        ["4", "41,2", "40,8", "36,5", "37,9"],
        ["6", "55,0", "53,6", "49,3", "50,2"],
        ["8", "63,4", "62,9", "57,1", "58,8"],
    ],
    "Keskipituus (cm) iän ja alueen mukaan",
)


def test_two_columns_named_by_compass_points_in_the_tables_language() -> None:
    first = ask("How much longer were six-year-old fish in the south than in the north?", LENGTHS)
    assert "5,7" in first and "55,0" in first and "49,3" in first


ORIGINS = table_chunk(
    "Table 3",
    ["Origin", "Moisture (%)", "Protein (g/100 g)"],
    [["Mexico (Chiapas)", "9.8", "12.4"], ["Kenya", "10.6", "13.1"], ["Japan", "10.1", "12.9"]],
    "Moisture and protein of the samples by origin",
)


def test_two_rows_named_by_their_places_adjectives() -> None:
    first = ask("How much more protein did the Kenyan samples hold than the Mexican ones?", ORIGINS)
    assert "0.7" in first and "13.1" in first and "12.4" in first
