"""A header that prints a quantity by its acronym ("UCS (MPa)", "BMI") names the words the
question spells it out in: all of them ("unconfined compressive strength"), or all but a first
modifier ("compressive strength") where the paper spells the acronym out in full. Lookups,
rankings and the check that the column carries the quantity asked read it so. Fixtures are
invented."""

from __future__ import annotations

from functools import partial

from answer_chunks import ask
from answer_chunks import table_chunk as _table

from paperlens.answer.terms import acronym_spells

_ask = partial(ask, language="English")

BLOCKS = _table(
    "Table 1",
    ["Mix", "Binder", "UCS (MPa)", "Porosity (%)", "Density (kg/m³)"],
    [
        ["M1", "Lime", "3.4", "31.2", "1610"],
        ["M2", "Lime + ash", "5.9", "27.5", "1705"],
        ["M3", "Cement", "11.8", "19.4", "1890"],
    ],
    "Unconfined compressive strength, porosity and density of the three mixes after 28 days",
)


def test_the_spelled_out_quantity_is_read_from_its_acronym_column():
    for question in (
        "What was the unconfined compressive strength of mix M2?",
        "What compressive strength did mix M2 reach?",
    ):
        answer = _ask(question, BLOCKS)
        first = answer.splitlines()[0]
        assert "5.9" in first and "27.5" not in answer and "1705" not in answer, answer


def test_a_ranking_by_the_spelled_out_quantity_ranks_its_acronym_column():
    answer = _ask("Which mix had the lowest compressive strength?", BLOCKS)
    assert answer.startswith("M1") and "3.4" in answer.splitlines()[0], answer


def test_the_rows_own_header_after_of_names_the_row_not_the_quantity():
    # "of mix M2": "Mix" heads the rows' names; the porosity is asked of the row
    answer = _ask("What was the porosity of mix M2?", BLOCKS)
    assert answer.startswith("M2") and "27.5" in answer and "5.9" not in answer, answer


OUTCOMES = _table(
    "Table 2",
    ["Outcome", "Salt substitute", "Usual salt"],
    [["Change in systolic BP, mmHg", "-5.4", "-1.2"], ["Change in weight, kg", "-0.4", "0.1"]],
    "Outcomes at 24 months",
)


def test_an_acronym_beside_another_modifier_names_a_sibling_quantity():
    # "systolic BP" spells "blood pressure", but not the diastolic one
    answer = _ask(
        "How much did diastolic blood pressure change with the salt substitute?", OUTCOMES
    )
    assert "5.4" not in answer and "systolic" not in answer, answer
    answer = _ask("How much did systolic blood pressure change with the salt substitute?", OUTCOMES)
    assert "5.4" in answer.splitlines()[0], answer


def _words(text: str) -> list[str]:
    return text.split(" ")


def test_initials_less_the_first_need_the_paper_to_spell_the_acronym_out():
    # "pine species" has the initials of "EPS" less its first; the paper never spells it out
    stands = _table(
        "Table 1",
        ["Site", "Species", "Elevation (m)", "EPS"],
        [["Theth", "P. heldreichii", "1650", "0.91"], ["Lurë", "P. nigra", "1480", "0.89"]],
        "Sampling sites and chronology statistics",
    )
    answer = _ask("Which pine species was sampled at Lurë?", stands)
    assert "P. nigra" in answer.splitlines()[0], answer
    assert answer.splitlines()[0] != "Lurë · EPS: 0.89 [Table 1, p.2]", answer
    assert not acronym_spells("EPS", _words("pine species"))
    assert acronym_spells("EPS", _words("pine species"), spelled_out="expressed population signal")


def test_an_acronym_is_spelled_by_consecutive_initials_only():
    spelled = acronym_spells("UCS", _words("the unconfined compressive strength"))
    assert spelled == {"unconfined", "compressive", "strength"}
    spelled = acronym_spells(
        "UCS",
        _words("compressive strength of mix M2"),
        spelled_out="unconfined compressive strength",
    )
    assert spelled == {"compressive", "strength"}
    # the initials must follow each other; two letters are not read as three less one
    assert not acronym_spells("UCS", _words("strength compressive"))
    assert not acronym_spells("CS", _words("strength"))
    assert acronym_spells("HR", _words("hazard ratio")) == {"hazard", "ratio"}
