"""A row named by a place, asked about by the place's adjective: "the Mexican", "the Kenyan",
"the Italian" samples are the rows "Mexico (Chiapas)", "Kenya", "Italy (Sicily)". The tables are
invented; they show the form, not a paper's numbers."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

ORIGINS = table_chunk(
    "Table 3",
    ["Origin", "Moisture (%)", "Protein (g/100 g)"],
    [
        ["Mexico (Chiapas)", "9.8", "12.4"],
        ["Kenya", "10.6", "13.1"],
        ["Italy (Sicily)", "11.2", "11.7"],
        ["Japan", "10.1", "12.9"],
    ],
    "Moisture and protein of the samples by origin",
)


def test_a_place_asked_by_its_adjective_names_its_row() -> None:
    assert "12.4" in ask("How much protein did the Mexican samples contain?", ORIGINS)
    assert "11.2" in ask("What was the moisture of the Italian samples?", ORIGINS)
    assert "10.6" in ask("What was the moisture of the Kenyan samples?", ORIGINS)
    assert "12.9" in ask("How much protein did the Japanese samples contain?", ORIGINS)


def test_an_ordinary_word_opening_the_question_names_no_place() -> None:
    parts = table_chunk(
        "Table 1",
        ["Part", "Mass (g)"],
        [["Organ", "1,510"], ["Tissue", "150"]],
        "Masses of the parts sampled",
    )
    answer = ask("Organic matter: what mass did the sample hold?", parts)
    assert "1,510" not in answer and "150" not in answer
