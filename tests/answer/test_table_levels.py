"""Tables whose rows are levels of a condition printed as numbers with one unit glued on ("0.5C",
"1C", "2C"; "10 mg", "20 mg"), under a header in two levels ("After 500 cycles · Retention
(%)"): the question names the row as printed and the column group by its number, "1,000" with
its thousands comma included."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.intent import numbers_in
from paperlens.models import Chunk


def _table(label: str, columns: list[str], rows: list[list[str]], caption: str) -> Chunk:
    return Chunk(
        chunk_id=f"p-table-{label}",
        paper_id="p",
        kind="table",
        page=2,
        label=label,
        caption=f"{label}: {caption}",
        text=f"{label}: {caption}\n\n"
        + "\n".join("| " + " | ".join(r) + " |" for r in [columns, *rows]),
        extra={"columns": columns, "rows": rows},
    )


CYCLING = _table(
    "Table 1",
    [
        "Charge rate",
        "After 500 cycles · Retention (%)",
        "After 500 cycles · Resistance (mΩ)",
        "After 1,000 cycles · Retention (%)",
        "After 1,000 cycles · Resistance (mΩ)",
    ],
    [
        ["0.5C", "96.8", "24.1", "93.5", "26.3"],
        ["1C", "95.9", "24.8", "91.7", "27.9"],
        ["2C", "93.1", "26.9", "86.4", "32.5"],
        ["3C", "89.4", "30.2", "78.9", "39.8"],
    ],
    "Capacity retention and DC resistance by charge rate",
)
# The same shape in another field: doses in the first column.
DOSES = _table(
    "Table 3",
    ["Dose", "Day 7 · Weight (g)", "Day 7 · Glucose (mM)", "Day 14 · Weight (g)"],
    [
        ["10 mg", "21.4", "6.2", "22.9"],
        ["20 mg", "20.8", "5.7", "21.6"],
        ["40 mg", "19.9", "5.1", "20.2"],
    ],
    "Body weight and fasting glucose of mice by dose",
)


def _ask(question: str, table: Chunk) -> str:
    evidence = [TaggedEvidence(tag=table.tag, chunk=table)]
    facts = compute_facts(question, evidence, ["table", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


def test_a_row_named_by_a_level_and_a_column_group_by_its_number_meet_in_one_cell():
    answer = _ask("What capacity retention did the 1C cells have after 1,000 cycles?", CYCLING)
    assert answer.splitlines()[0].startswith("1C") and "91.7" in answer
    assert "95.9" not in answer and "27.9" not in answer
    answer = _ask("What was the DC resistance of the 2C group after 500 cycles?", CYCLING)
    assert "26.9" in answer and "93.1" not in answer and "32.5" not in answer
    answer = _ask("What fasting glucose did the 20 mg mice have on day 7?", DOSES)
    assert "5.7" in answer and "20.8" not in answer and "6.2" not in answer


def test_a_change_between_two_column_groups_is_computed_for_the_measure_asked():
    answer = _ask(
        "By how much did the resistance of the 3C group grow between 500 and 1,000 cycles?",
        CYCLING,
    )
    assert "39.8 − 30.2 = 9.6" in answer
    assert "89.4" not in answer and "78.9" not in answer


def test_the_best_level_is_named_as_printed():
    answer = _ask("Which charge rate kept the most capacity after 1,000 cycles?", CYCLING)
    assert answer.startswith("0.5C") and "93.5" in answer


def test_a_number_with_a_thousands_comma_is_one_number():
    assert numbers_in("between 500 and 1,000 cycles") == [500.0, 1000.0]
    assert numbers_in("at 1,000,000 samples") == [1_000_000.0]
    assert numbers_in("layers 1,2 and 3") == [1.0, 2.0, 3.0]  # a list stays a list
