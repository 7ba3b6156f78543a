"""Where a sentence ends in scripts and layouts beyond the Latin full stop before a capital, and
the kind of value an English question asks as printed in a paper in another language.

Across languages the answerer finds the sentence that answers by its own stored vector; a
sentence glued to the next ones is as near to the question as their average, and the one that
answers no longer stands out. Armenian ends a sentence with "։" and Amharic with "።", not ".";
and a section heading numbered without a dot ("2 Materiale og metode") often runs straight into
the prose around it, so the methods' first sentence is glued to the introduction's last. Among
about equally near sentences, the one that prints a number in the unit asked ("4,8 hektar" for
"how many hectares") gives the value.
"""

from __future__ import annotations

import pytest
from helpers import index_prose_papers

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import detect_language, is_abstention
from paperlens.models import Chunk
from paperlens.sentences import paragraph_sentences
from paperlens.service import PaperLens

ARMENIAN_ORCHARD = (
    "Հողի խոնավության չափումներ Արարատյան դաշտի ծիրանի այգիներում",
    [
        "Ներածություն։ Ոռոգման ջրի խնայողությունը կարևոր խնդիր է Արարատյան դաշտում։ Այս "
        "աշխատանքում գնահատվել է կաթիլային ոռոգման ազդեցությունը ծիրանի այգիներում։",
        "Մեթոդներ։ Յուրաքանչյուր այգում տեղադրվել են չորս խոնավության տվիչներ 30 սմ "
        "խորությամբ։ Տվիչների ցուցմունքները գրանցվել են 15 րոպե ընդմիջումով ամբողջ սեզոնի "
        "ընթացքում։ Ջրի ծախսը չափվել է յուրաքանչյուր շարքի սկզբում տեղադրված հաշվիչներով։ "
        "Բերքը կշռվել է հավաքից անմիջապես հետո։",
        "Արդյունքներ։ Կաթիլային ոռոգմամբ այգիներում ջրի ծախսը նվազել է 38 տոկոսով, իսկ "
        "բերքատվությունը մնացել է նույն մակարդակին։",
    ],
)

NORWEGIAN_BARLEY = (
    "Delt gjødsling av bygg på tre forsøksfelt i Trøndelag",
    [
        "Sammendrag. Vi prøvde ut delt gjødsling av bygg på tre felt i Trøndelag. Avlingen "
        "økte når nitrogenet ble gitt i to omganger, og proteininnholdet steg litt. "
        "1 Innledning Bygg er det viktigste kornslaget i Midt-Norge, men nitrogenet utnyttes "
        "ofte dårlig. Vi undersøkte om delt gjødsling gir mer avling for samme mengde "
        "nitrogen. 2 Materiale og metode Forsøket omfattet tre felt med til sammen 4,8 hektar "
        "dyrket mark og ulik jordart. Gjødsla ble spredd med en presisjonsspreder, og avlingen "
        "ble veid med en feltskurtresker. 3 Resultater Delt gjødsling ga i snitt 410 kg mer "
        "korn per hektar enn gjødsling ved såing.",
    ],
)


@pytest.mark.parametrize(
    ("paragraph", "first"),
    [
        (
            "Յուրաքանչյուր կետում գրանցվել է 60 րոպե։ Գրառումները բաժանվել են պատուհանների։",
            "Յուրաքանչյուր կետում գրանցվել է 60 րոպե։",
        ),
        ("ናሙናዎቹ በ 105 ዲግሪ ደርቀዋል። ከዚያም ተመዝነዋል።", "ናሙናዎቹ በ 105 ዲግሪ ደርቀዋል።"),
        (
            "Vi undersøkte hvor mye salt som kan spares. 2 Metode Forsøket omfattet seks felt.",
            "Vi undersøkte hvor mye salt som kan spares.",
        ),
        (
            "The effect was small. 4. Discussion The frequency shift was consistent.",
            "The effect was small.",
        ),
    ],
)
def test_a_sentence_ends_at_its_scripts_full_stop_and_before_a_numbered_heading(paragraph, first):
    assert paragraph_sentences(paragraph)[0] == first


@pytest.mark.parametrize(
    "paragraph",
    [
        "See Fig. 3 The results of the test run today are here.",  # an abbreviation, not an end
        "Results were reported in 2019. 5 patients were lost to follow-up later.",
    ],
)
def test_a_number_after_an_abbreviation_or_before_a_small_letter_starts_no_sentence(paragraph):
    assert paragraph_sentences(paragraph) == [paragraph]


@pytest.fixture(scope="module")
def papers(tmp_path_factory, embedder) -> tuple[PaperLens, dict[str, str]]:
    data = tmp_path_factory.mktemp("ends") / "data"
    return index_prose_papers(data, embedder, (ARMENIAN_ORCHARD, NORWEGIAN_BARLEY))


@pytest.mark.parametrize(
    ("paper", "question", "stated"),
    [
        (ARMENIAN_ORCHARD, "How often were the sensor readings recorded?", "15 րոպե"),
        (NORWEGIAN_BARLEY, "How many hectares of farmland did the trial cover?", "4,8 hektar"),
    ],
    ids=["armenian", "numbered-heading"],
)
def test_an_english_question_gets_the_one_sentence_that_answers(papers, paper, question, stated):
    lens, ids = papers
    answer = lens.ask(question, [ids[paper[0]]]).answer
    assert not is_abstention(answer), answer
    first = answer.splitlines()[0]
    assert stated in first, answer
    # the sentence itself, not the paragraph around it
    assert "38 տոկոսով" not in first and "410 kg" not in first, answer


# An Armenian results paragraph with the question's similarity to each sentence (as the service
# reads them from the stored sentence vectors): the nearest, by a clear lead, says what the
# paper did not consider.
_ARMENIAN_RESULTS = [
    ("Կաթիլային ոռոգմամբ այգիներում ջրի ծախսը նվազել է 38 տոկոսով։", 0.771),
    ("Բերքատվությունը մնացել է նույն մակարդակին բոլոր այգիներում։", 0.764),
    ("Այս աշխատանքում չեն դիտարկվել հողի աղակալումը և ստորգետնյա ջրերի մակարդակը։", 0.812),
    ("Տվիչների ցուցմունքները գրանցվել են 15 րոպե ընդմիջումով։", 0.776),
]


def test_what_an_armenian_paper_says_it_did_not_study_is_no_answer():
    """ "չեն դիտարկվել" ("were not considered"): "I don't know", with that sentence as the
    reason, not that sentence quoted as a finding."""
    text = " ".join(s for s, _ in _ARMENIAN_RESULTS)
    chunk = Chunk(chunk_id="p-text-0", paper_id="p", kind="text", page=1, text=text)
    said = {" ".join(s.split()): sim for s, sim in _ARMENIAN_RESULTS}
    evidence = [
        TaggedEvidence(tag="[Text, p.1]", chunk=chunk, similarity=0.79, sentence_similarity=said)
    ]
    question = "How saline was the soil in the orchards?"
    answer = ExtractiveAnswerer().answer(question, evidence, detect_language(question))
    assert is_abstention(answer), answer
    assert "չեն դիտարկվել" in answer, answer
