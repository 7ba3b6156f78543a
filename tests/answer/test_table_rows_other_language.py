"""An English question about a table printed in another Latin-script language, whose headers no
spelling or cognate reads ("hardness" for "Tvrdost"): the row the question names by a code
("sample S2") is answered whole, every header beside its value, so the reader finds the value
asked under its own heading, instead of "I don't know" or a figure's caption.

- Accents beyond Latin-1 ("ů", "ř", "ā", "ə") mark a table as printed in another language, as
  "é" does.
- A row whose cells under the value headers are words, not numbers (a chart's legend read as a
  table's last line), is no record to answer with, nor is its cell under a unit.
- A code the table lacks ("sample S9") still gets no row, nor does a "when" question (a row of
  measurements holds no date).
- A member named by a capital letter ("furnace A", "furnace E") is named whatever the letter: "A"
  is no article there.
- A name asked without the diacritics the paper prints ("Brno" is plain, "Plzen" is "Plzeň") is
  a name the paper prints: the question is not refused for it; one it lacks still is.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.abstain import check
from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.language import is_abstention
from paperlens.answer.vocabulary import Vocabulary

# Czech headers with "ů", "ř", "ě" only: no Latin-1 accent marks them as another language.
SAMPLES = table_chunk(
    "Table 1",
    ["Vzorek", "Hustota (g/cm3)", "Tvrdost (HB)", "Průměr zrna (µm)", "Mez kluzu (MPa)"],
    [
        ["S1", "7,81", "182", "24,5", "410"],
        ["S2", "7,79", "201", "18,2", "455"],
        ["S3", "7,84", "176", "31,0", "392"],
    ],
    "Vlastnosti vzorků ve třech pecích",
)
# A legend under a chart read as a table's second part: the code beside words, not values.
LEGEND = table_chunk(
    "Table 2",
    ["Vzorek", "Hustota (g/cm3)", "Tvrdost (HB)"],
    [["S2", "před žíháním", "S2 po žíhání"]],
    "Vlastnosti vzorků ve třech pecích",
)


def test_a_row_named_by_its_code_is_answered_whole_when_no_header_reads():
    answer = ask("What hardness did sample S2 reach?", SAMPLES)
    assert not is_abstention(answer)
    assert "201" in answer and "Tvrdost (HB)" in answer
    assert "182" not in answer  # another sample's value is no answer
    assert "[Table 1" in answer


def test_a_table_nobody_asked_for_answers_with_the_row():
    """A question routed elsewhere ("the curve of sample S3" reads as a chart's) is still
    answered by the table: the service reads the tables nearest it, and joins the one whose
    facts answer."""
    evidence = [TaggedEvidence(tag=SAMPLES.tag, chunk=SAMPLES)]
    facts = compute_facts("How coarse was the grain of sample S3?", evidence, ())
    assert any(f.answers and "31,0" in f.statement for f in facts)


FURNACES = table_chunk(
    "Table 3",
    ["Pec", "Teplota (°C)", "Doba (h)", "Spotřeba (kWh)"],
    [["A", "820", "4,5", "1 240"], ["B", "860", "3,0", "1 105"], ["E", "900", "2,5", "1 310"]],
    "Režimy pecí",
)


@pytest.mark.parametrize(
    ("question", "value", "other"),
    [
        ("How much energy did furnace A use?", "1 240", "1 310"),
        ("How much energy did furnace E use?", "1 310", "1 240"),
    ],
)
def test_a_member_named_by_a_capital_letter_is_found(question, value, other):
    answer = ask(question, FURNACES)
    assert value in answer and other not in answer


def test_a_legend_read_as_a_row_is_no_record():
    answer = ask("What hardness did sample S2 reach?", LEGEND, SAMPLES)
    assert "201" in answer
    assert "před žíháním" not in answer


def test_words_under_a_unit_are_no_value_of_it():
    """A legend read as a table's row is no value, whichever table comes first, and in an
    English table as well: "S2 after annealing" is not a hardness in HB."""
    samples = table_chunk(
        "Table 1",
        ["Sample", "Density (g/cm3)", "Hardness (HB)"],
        [["S1", "7.81", "182"], ["S2", "7.79", "201"]],
        "Properties of the samples",
    )
    legend = table_chunk(
        "Table 2",
        ["Sample", "Density (g/cm3)", "Hardness (HB)"],
        [["S2", "before annealing", "S2 after annealing"]],
        "Properties of the samples",
    )
    for chunks in ((legend, samples), (samples, legend)):
        first = ask("What hardness did sample S2 reach?", *chunks).splitlines()[0]
        assert "201" in first and "annealing" not in first, first


@pytest.mark.parametrize(
    "question",
    [
        "What hardness did sample S9 reach?",
        "When was sample S2 annealed?",
        "How often should sample S2 be tested in future?",
        "Wie oft wurde die Probe S2 geprüft?",
        "What was the price of sample S2?",
        "Quel était le prix de l'échantillon S2 ?",
        "What hardness did sample S2 reach in round 3?",
        "How hard was sample S2 after six months of ageing?",
    ],
)
def test_a_row_the_table_lacks_is_no_answer(question):
    evidence = [TaggedEvidence(tag=SAMPLES.tag, chunk=SAMPLES)]
    assert not any(f.answers for f in compute_facts(question, evidence, ()))


PROSE = (
    "Vzorky jsme odebrali v Plzni a v Brně. Na trati Plzeň–Cheb jsme měřili tvrdost kolejnic "
    "ve třech úsecích."
)


def test_a_name_asked_without_its_diacritics_is_printed():
    question = "How hard were the rails on the Plzen–Cheb line?"
    assert check(question, "English", [Vocabulary.of(PROSE)], frozenset()) is None


def test_a_name_the_paper_lacks_is_still_refused():
    question = "How hard were the rails on the Ostrava–Cheb line?"
    found = check(question, "English", [Vocabulary.of(PROSE)], frozenset())
    assert found is not None and "Ostrava" in found.reason


# Two conditions side by side in one row: the comparison is between columns of the row named.
ANNEALED = table_chunk(
    "Table 4",
    ["Vzorek", "Tvrdost před žíháním (HB)", "Tvrdost po žíhání (HB)"],
    [["S1", "182", "121"], ["S2", "201", "134"], ["S3", "176", "118"]],
    "Tvrdost vzorků před žíháním a po něm",
)


@pytest.mark.parametrize(
    "question",
    [
        "How many times harder was sample S2 before annealing than after it?",
        "Quante volte più duro era il campione S2 prima della ricottura?",
        "Wie viel mehr Härte hatte die Probe S2 vor dem Glühen als danach?",
    ],
)
def test_a_comparison_is_no_lookup_of_one_row(question):
    """ "How many times harder than", "wie viel mehr … als": one row shown whole states neither
    the ratio nor the difference asked, so no whole row stands in for the answer (the prose
    that states it answers instead)."""
    evidence = [TaggedEvidence(tag=ANNEALED.tag, chunk=ANNEALED)]
    facts = compute_facts(question, evidence, ("text", "table"))
    assert not any(f.whole_row for f in facts), facts
    assert compute_facts("What hardness did sample S2 have?", evidence, ("text", "table"))


def test_a_count_spelled_out_names_no_row_by_a_value_cell():
    """A count spelled out ("in all eight stations together") reads as 8, which a value cell
    of one row happens to hold; that row is no answer."""
    counts = table_chunk(
        "Table 5",
        ["Denní doba", "Oplocené úseky", "Neoplocené úseky"],
        [["Svítání", "3", "8"], ["Den", "1", "5"], ["Soumrak", "4", "13"]],
        "Srážky podle denní doby",
    )
    evidence = [TaggedEvidence(tag=counts.tag, chunk=counts)]
    question = "How many deer did the cameras record in all eight stations together?"
    facts = compute_facts(question, evidence, ("text", "table"))
    assert not any(f.whole_row for f in facts), facts


def test_a_price_is_shown_from_a_table_that_prints_a_currency():
    """A price asked of a table with no readable header is answered by the row only where the
    table prints an amount of money ("(Kč)"), not from a row of measurements."""
    priced = table_chunk(
        "Table 6",
        ["Vzorek", "Tvrdost (HB)", "Cena (Kč/kg)"],
        [["S1", "182", "41"], ["S2", "201", "48"]],
        "Vlastnosti a ceny vzorků",
    )
    evidence = [TaggedEvidence(tag=priced.tag, chunk=priced)]
    facts = compute_facts("What was the price of sample S2?", evidence, ())
    assert any(f.answers and "48" in f.statement for f in facts), facts


def test_a_number_the_table_prints_glued_to_a_name_is_printed():
    """The 7 of "yeast No. 7" is printed in a Japanese table's row "協会7号", glued to the
    name: the row is still shown whole."""
    sake = table_chunk(
        "Table 2",
        ["酵母", "精米歩合", "アルコール分（%）", "日本酒度", "酸度"],
        [["協会7号", "60%", "16.2", "+2.5", "1.5"], ["協会10号", "50%", "16.5", "+1.0", "1.4"]],
        "製成酒の分析値",
    )
    evidence = [TaggedEvidence(tag=sake.tag, chunk=sake)]
    question = "What acidity did the sake with yeast No. 7 from 60% rice reach?"
    facts = compute_facts(question, evidence, ("text", "table"))
    assert any(f.whole_row and "1.5" in f.statement for f in facts), facts


# Uzbek in Latin letters writes "ʻ" (a letter) inside names the English spelling leaves out.
DISTRICTS = table_chunk(
    "Table 1",
    ["Tuman", "Qutilar soni", "Hosil (kg/quti)"],
    [["Margʻilon", "1 240", "61,8"], ["Rishton", "980", "58,4"], ["Quva", "1 105", "63,0"]],
    "Pilla hosildorligi tumanlar boʻyicha",
)


def test_a_row_printed_with_a_letter_apostrophe_is_the_row_named_without_it():
    answer = ask("What cocoon yield did Margilan reach?", DISTRICTS, language="English")
    assert not is_abstention(answer), answer
    assert "61,8" in answer and "58,4" not in answer, answer


def test_a_japanese_question_names_the_header_its_unspaced_words_print():
    """Japanese sets its words without spaces, its particles in hiragana between them:
    "酒の日本酒度はいくつ" asks "日本酒度", which heads a column beside the pinned "精米歩合"."""
    sake = table_chunk(
        "Table 2",
        ["酵母", "精米歩合", "アルコール分（%）", "日本酒度", "酸度", "アミノ酸度"],
        [
            ["協会7号", "60%", "16.8", "+2.0", "1.6", "1.4"],
            ["協会7号", "40%", "16.5", "+3.5", "1.4", "1.1"],
            ["協会9号", "40%", "16.6", "+5.5", "1.3", "1.0"],
        ],
        "酵母と精米歩合別の製成酒の成分",
    )
    first = ask("協会7号・精米歩合40%で造った酒の日本酒度はいくつですか？", sake).splitlines()[0]
    assert "+3.5" in first and "16.5" not in first, first
    first = ask("協会9号・精米歩合40%の酸度は？", sake).splitlines()[0]
    assert "1.3" in first and "1.0" not in first, first
