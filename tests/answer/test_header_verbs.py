"""A quantity a header prints as a noun in "-ation" ("Elongation (%)") that the question asks
with its verb ("how much did it elongate"): the table's column answers, not a chart of another
quantity (cure time) that happens to hold the same series and category (CD at 60 %)."""

from __future__ import annotations

import pytest
from answer_chunks import figure_chunk, table_chunk

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts

SPECIMENS = table_chunk(
    "Table 1",
    ["Group", "Orientation", "Infill (%)", "Yield stress (MPa)", "Elongation (%)"],
    [
        ["AB-30", "AB", "30", "17.2", "4.6"],
        ["AB-60", "AB", "60", "22.9", "5.1"],
        ["CD-30", "CD", "30", "12.4", "2.9"],
        ["CD-60", "CD", "60", "15.8", "3.3"],
    ],
    "Tensile results of the four groups",
)
CURE_TIME = figure_chunk(
    "Figure 2",
    [
        {
            "panel": None,
            "chart_type": "bar",
            "x": {"title": "Infill density", "log": False, "categories": ["30 %", "60 %"]},
            "y": {"title": "Cure time (h)", "log": False, "min": 0, "max": 40},
            "series": [
                {"name": "AB", "kind": "bar", "points": [["30 %", 11.0], ["60 %", 17.5]]},
                {"name": "CD", "kind": "bar", "points": [["30 %", 14.0], ["60 %", 26.5]]},
            ],
            "notes": [],
        }
    ],
    "Cure time by infill density and orientation (hours)",
)


@pytest.mark.parametrize("route", [("table", "text"), ("text", "table"), ("text",)])
def test_a_column_named_by_its_verb_beats_a_chart_of_another_quantity(route) -> None:  # type: ignore[no-untyped-def]
    evidence = [TaggedEvidence(tag=c.tag, chunk=c) for c in (CURE_TIME, SPECIMENS)]
    facts = compute_facts("How much did CD-60 specimens elongate before breaking?", evidence, route)
    assert facts, facts
    said = " ".join(f.statement for f in facts)
    assert "3.3" in said and "26.5" not in said, said


def test_the_chart_still_answers_its_own_quantity() -> None:
    evidence = [TaggedEvidence(tag=c.tag, chunk=c) for c in (CURE_TIME, SPECIMENS)]
    question = "What cure time did CD specimens need at 60 % infill?"
    facts = compute_facts(question, evidence, ("figure", "text"))
    assert facts and "26.5" in facts[0].statement, facts
