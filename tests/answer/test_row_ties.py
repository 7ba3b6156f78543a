"""Two rows a question names by the same cell ("Corvina", under the treatments "Controllo" and
"Defogliazione precoce") are tied, though the length of their other cells differs: the question
names neither treatment in words the table prints, so neither row's value is its answer. The
values are invented."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

from paperlens.answer.language import is_abstention

MUST = table_chunk(
    "Table 2",
    ["Trattamento", "Cultivar", "Zuccheri (°Brix)", "Antociani (mg/kg)"],
    [
        ["Controllo", "Sangiovese", "22,4", "612"],
        ["Controllo", "Corvina", "21,6", "738"],
        ["Defogliazione precoce", "Sangiovese", "23,5", "704"],
        ["Defogliazione precoce", "Corvina", "22,3", "848"],
    ],
    "Composizione del mosto alla vendemmia 2024 per trattamento",
)


def test_a_row_named_by_a_cell_another_row_shares_is_not_picked_by_length() -> None:
    answer = ask("How much anthocyanin did Corvina must contain after early leaf removal?", MUST)
    first = answer.splitlines()[0]
    assert is_abstention(answer) or "848" in first, answer
    assert not ("738" in first and "848" not in first), answer


def test_the_row_the_question_names_whole_is_still_picked() -> None:
    answer = ask("How much anthocyanin did the Corvina control contain (Controllo)?", MUST)
    assert "738" in answer.splitlines()[0], answer


SORBENTS = table_chunk(
    "Table 2",
    ["Condition", "Sorbent", "Cycle 1", "Cycle 10"],
    [
        ["Dry", "TETA-SBA", "1.38", "1.19"],
        ["Dry", "PEI-SBA", "2.87", "2.71"],
        ["Humid (40% RH)", "TETA-SBA", "1.52", "1.47"],
        ["Humid (40% RH)", "PEI-SBA", "3.08", "2.99"],
    ],
    "CO2 uptake (mmol/g) over repeated cycles",
)


def test_the_condition_asked_in_another_language_tells_the_rows_apart() -> None:
    # "干燥" (dry) and "潮湿" (humid) name the condition; the rows' lengths do not
    dry = ask("在干燥条件下循环 10 次后，PEI-SBA 的 CO2 吸附量是多少？", SORBENTS)
    assert "2.71" in dry.splitlines()[0] and "2.99" not in dry.splitlines()[0], dry
    humid = ask("在潮湿条件下循环 10 次后，PEI-SBA 的 CO2 吸附量是多少？", SORBENTS)
    assert "2.99" in humid.splitlines()[0] and "2.71" not in humid.splitlines()[0], humid


HOPS = table_chunk(
    "Table 2",
    ["Termín chmelení", "Hořkost (IBU)", "Rozdíl proti 60 min (IBU)", "NIBEM (s)"],
    [
        ["Premiant", "", "", ""],
        ["60 min", "31,5", "—", "271"],
        ["30 min", "25,1", "−6,4", "266"],
        ["Kazbek", "", "", ""],
        ["60 min", "27,2", "—", "258"],
        ["30 min", "21,9", "−5,3", "252"],
    ],
    "Hořkost a pěnivost piv podle termínu chmelení",
)


def test_a_row_named_through_its_section_label_is_still_picked() -> None:
    # the rows under "Kazbek" hold no word of the question in their own cells: no tie of cells
    answer = ask(
        "What NIBEM foam stability was measured for the Kazbek beer with the 60-minute hop addition?",
        HOPS,
    )
    assert "258" in answer.splitlines()[0], answer
