"""A name the question writes otherwise than the paper does is not refused, and a refusal is
said in the question's language:

- a unit's long name, capitalised as a noun ("Wéi vill Hektar ...", Luxembourgish and German
  capitalise nouns), is a unit the paper prints by its symbol ("130 ha"), not a name it must
  print; a paper with no value in hectares still lacks it;
- a treatment joined by "+" ("ULO＋1-MCP", full-width in a Japanese question) is the one a table
  prints with spaces ("ULO + 1-MCP"); the parts printed apart are not it;
- "no amount in any currency" is said whole in the question's language, not with English words
  inside a Japanese sentence.
"""

from __future__ import annotations

from paperlens.answer.abstain import check, unmentioned
from paperlens.answer.language import detect_language, dont_know
from paperlens.answer.vocabulary import Vocabulary

VINEYARDS = Vocabulary.of(
    "De Rivaner huet an zéng Joer 130 ha verluer, bleift awer mat 210 ha déi gréisst Rebsort."
)
STORAGE = Vocabulary.of(
    "Table 2: Jakość jabłek po 7 miesiącach przechowywania\n"
    "| Technologia | Odmiana | Ekstrakt (°Bx) |\n|---|---|---|\n| ULO + 1-MCP | Gala | 13,0 |"
)


def _check(question: str, paper: Vocabulary):
    return check(question, detect_language(question), [paper], frozenset())


def test_a_units_name_capitalised_as_a_noun_is_the_unit_the_paper_prints():
    assert _check("Wéi vill Hektar Rivaner hunn an zéng Joer gefeelt?", VINEYARDS) is None
    unmeasured = Vocabulary.of("De Rivaner huet an zéng Joer 1.200 hl manner ginn.")
    found = _check("Wéi vill Hektar Rivaner hunn an zéng Joer gefeelt?", unmeasured)
    assert found is not None and "Hektar" in found.missing


def test_a_treatment_joined_by_a_plus_is_found_printed_with_spaces():
    question = "ULO＋1-MCPで7か月貯蔵したガラの糖度（°Bx）はいくつですか？"
    assert _check(question, STORAGE) is None
    assert unmentioned(question, "Japanese", [STORAGE.text]) == ""  # the retrieved evidence
    apart = "W ULO po 7 miesiącach ekstrakt wynosił 12,8 °Bx. Preparat 1-MCP stosowano 24 h."
    assert unmentioned(question, "Japanese", [apart]) == "'ULO+1-MCP'"


def test_no_amount_of_money_is_said_whole_in_the_questions_language():
    paper = Vocabulary.of("The sensor logged 12,000 readings a day at 1 Hz.")
    for question in ("このセンサーの価格はいくらですか？", "这种传感器的价格是多少？"):
        found = _check(question, paper)
        assert found is not None and found.kind == "currency"
        said = dont_know(detect_language(question), found.kind, ", ".join(found.missing))
        assert "currency" not in said and ("通貨" in said or "货币" in said), said
    found = _check("How much does the sensor cost?", paper)
    assert found is not None
    assert dont_know("English", found.kind) == (
        "I don't know: the selected papers give nothing in any currency."
    )
