"""A place asked as English spells it that the paper prints in its own orthography ("Remich" of
a Luxembourgish table that prints "Réimech", "Fergana" of an Uzbek one that prints "Fargʻona")
is answered from the paper's row, not refused as a name the paper never mentions. The question
is asked in the paper's spelling when that word is clearly the name:

- a short name with a letter changed is another name ("Hvar" is not "Hvara"'s stem, "Dukem" is
  not "Duket"), and so is a long one with a consonant changed early ("Demänovská" is not
  "Drienovská");
- two printed words about as close leave the question as asked (and refused), and so does a
  printed compound that shares only its first word with the name ("Türkmenabat" is not
  "Turkmenbashi" where the paper prints "Türkmen");
- a name the paper does print is left alone.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

from paperlens.answer.abstain import check
from paperlens.answer.language import detect_language, is_abstention
from paperlens.answer.spellings import as_printed
from paperlens.answer.vocabulary import Vocabulary

HARVEST = table_chunk(
    "Table 1",
    ["Gemeng", "Fläch (ha)", "Ernt (hl)", "Ertrag (hl/ha)"],
    [
        ["Réimech", "190", "14.250", "75,0"],
        ["Gréiwemaacher", "160", "13.500", "84,4"],
        ["Schengen", "210", "16.800", "80,0"],
    ],
    "Wäiernt an de Musel-Gemengen, 2024",
)
PAPER = Vocabulary.of(
    HARVEST.text + "\nMir hunn d'Ernt 2024 a fënnef Musel-Gemenge opgeholl. "
    "D'Wieder gouf zu Réimech gemooss."
)


def _asked(question: str, text: Vocabulary = PAPER) -> str:
    return as_printed(question, detect_language(question), [text])


@pytest.mark.parametrize(
    ("question", "value", "other"),
    [
        ("What was the wine yield per hectare at Remich?", "75,0", "84,4"),
        ("How large was the vineyard area of Grevenmacher?", "160", "190"),
    ],
)
def test_a_place_spelled_in_english_is_answered_from_the_papers_row(question, value, other):
    asked = _asked(question)
    assert check(asked, detect_language(asked), [PAPER], frozenset()) is None
    answer = ask(asked, HARVEST)
    assert not is_abstention(answer), answer
    assert value in answer and other not in answer
    assert "[Table 1" in answer


def test_a_place_the_paper_lacks_is_still_refused():
    question = "What was the wine yield per hectare at Wormeldange?"
    assert _asked(question) == question
    found = check(question, detect_language(question), [PAPER], frozenset())
    assert found is not None and "Wormeldange" in found.missing


@pytest.mark.parametrize(
    ("question", "text", "printed"),
    [
        # an Uzbek letter apostrophe and a vowel changed: the province asked
        (
            "What cocoon yield did Fergana province have in 2021?",
            "Fargʻona viloyatida 2021 yilda pilla hosildorligi 56 kg boʻldi.",
            "Fargʻona",
        ),
        # a consonant dropped from a long Breton name
        (
            "How many apples did Fouesnant harvest?",
            "E Fouenant e oa bet dastumet 2 300 tonenn avaloù.",
            "Fouenant",
        ),
        # a short name with a letter more: another word, not the name
        ("How many speakers live on Hvar?", "Govore Hvara nismo analizirali.", None),
        # one consonant changed in a five-letter name: another word ("flour")
        ("What did the mills in Dukem produce?", "Duket ena kemal 40 kg.", None),
        # a long name with an early consonant changed: another valley
        (
            "How many bats roost in the Demänovská cave?",
            "V jaskyni Drienovská zimovalo 120 netopierov.",
            None,
        ),
        # two compounds of a word the paper prints on its own: another town of that name
        (
            "How many carpets did the Turkmenbashi workshop weave?",
            "Türkmen halylary: Türkmenabat ussahanasy 310 haly dokady.",
            None,
        ),
        # two printed words as close as each other: no telling which is meant
        ("What was the harvest at Remich?", "Reimech an Remach hunn 2024 gelies.", None),
    ],
)
def test_only_a_clearly_closest_spelling_is_taken_for_the_name(question, text, printed):
    paper = Vocabulary.of(text)
    asked = _asked(question, paper)
    if printed is None:
        assert asked == question
        assert check(question, detect_language(question), [paper], frozenset()) is not None
    else:
        assert printed in asked and asked != question
        assert check(asked, detect_language(asked), [paper], frozenset()) is None


TAPS = table_chunk(
    "Table 1",
    ["Ilali", "Amakhaya", "Iitephu"],
    [["Qunu", "860", "43"], ["Centane", "1 305", "45"], ["Lusikisiki", "1 240", "31"]],
    "Amakhaya neetephu zoluntu kwiilali ezintlanu, 2024",
)
TAPS_PAPER = Vocabulary.of(
    TAPS.text + "\nEli nani lalisukela kuma-20,0 eQunu ukuya kuma-40,0 eLusikisiki."
)


@pytest.mark.parametrize(
    ("question", "value", "other"),
    [
        # a Xhosa locative ("in Centane"): the paper prints the name bare
        ("Zingaphi iitephu eCentane?", "45", "31"),
        # the prose prints the prefixed word too; the table's row is the bare name
        ("Amakhaya amangaphi eLusikisiki?", "1 240", "1 305"),
    ],
)
def test_a_name_asked_with_a_prefix_joined_to_it_is_the_name(question, value, other):
    asked = _asked(question, TAPS_PAPER)
    assert check(asked, detect_language(asked), [TAPS_PAPER], frozenset()) is None
    answer = ask(asked, TAPS)
    assert not is_abstention(answer), answer
    assert value in answer and other not in answer


@pytest.mark.parametrize(
    ("question", "text"),
    [
        # the prefixed word is the name the paper prints; "Naturalist" is not "natural"
        (
            "How many records came from iNaturalist?",
            "We took 4,200 natural history records from iNaturalist.",
        ),
        # a lower-case letter before an acronym is part of its name
        ("How much mRNA was extracted?", "RNA was extracted from 12 samples."),
    ],
)
def test_a_prefixed_name_the_paper_prints_whole_or_an_acronym_stays(question, text):
    assert _asked(question, Vocabulary.of(text)) == question


def test_a_prefixed_name_whose_rest_the_paper_lacks_is_refused():
    question = "Zingaphi iitephu eNgcobo?"
    assert _asked(question, TAPS_PAPER) == question
    found = check(question, detect_language(question), [TAPS_PAPER], frozenset())
    assert found is not None and found.kind == "absent"
