"""A row named in the paper's language, asked in that language, beside rows whose names hold
its articles and prepositions.

Place names in many languages carry the language's small words: "Te Awa-o-Tū" (Māori "te",
"o"), "Vila do Conde" (Portuguese "do"). A question in the same language uses those words
around the name it asks for ("i te māra o Tikapa", "na fábrica do Porto"). Counted as names,
two particles outweighed the one real name and the answer gave another row's cell.
"""

from __future__ import annotations

from answer_chunks import ask, table_chunk

GARDENS = table_chunk(
    "Table 1",
    ["Māra", "Kaimahi", "Rahinga (ha)", "Hua (t)"],
    [
        ["Te Awa-o-Tū", "25", "4.2", "61"],
        ["Tikapa", "9", "1.5", "20"],
        ["Waipiro", "14", "2.3", "33"],
        ["Rangitukia", "11", "1.9", "26"],
    ],
    "Ngā māra kūmara, 2024",
)
FACTORIES = table_chunk(
    "Tabela 1",
    ["Fábrica", "Trabalhadores", "Produção (t)"],
    [
        ["Vila do Conde", "120", "840"],
        ["Porto", "310", "2150"],
        ["Braga", "95", "610"],
    ],
    "Fábricas de conservas, 2023",
)
# Rows told apart by one letter: the letter is still the name asked.
VITAMINS = table_chunk(
    "Table 2",
    ["Supplement", "Dose (mg)", "Participants"],
    [["Vitamin D", "0.02", "41"], ["Vitamin E", "15", "18"]],
    "Supplements taken by the participants",
)


def test_a_name_outweighs_the_particles_other_row_names_share_with_the_question():
    answer = ask("E hia ngā kaimahi i te māra o Tikapa?", GARDENS)
    assert answer.startswith("Tikapa") and "9" in answer.split("[")[0]
    assert "25" not in answer.split("[")[0]


def test_a_preposition_inside_another_rows_name_does_not_tie_with_the_name_asked():
    answer = ask("Quantos trabalhadores havia na fábrica do Porto?", FACTORIES)
    first = answer.split("[")[0]
    assert "Porto" in first and "310" in first and "120" not in first


def test_a_one_letter_name_still_tells_two_rows_apart():
    answer = ask("How many participants took vitamin E?", VITAMINS)
    first = answer.split("[")[0]
    assert "18" in first and "41" not in first
