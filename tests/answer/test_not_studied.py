"""Where the passage that best matches a question is the paper saying it did not measure or
study what is asked, the answer is "I don't know" with that sentence as the reason, in any of
the router's languages; a finding beside such a sentence still answers its own question."""

from __future__ import annotations

import pytest

from paperlens.answer.abstain import check
from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import detect_language, is_abstention
from paperlens.answer.unstudied import says_unstudied
from paperlens.models import Chunk
from paperlens.sentences import sentence_text


def _answer(question: str, *texts: str) -> str:
    chunks = [
        Chunk(chunk_id=f"p-text-{i}", paper_id="p", kind="text", page=1, text=t)
        for i, t in enumerate(texts)
    ]
    evidence = [TaggedEvidence(tag=c.tag, chunk=c, similarity=0.86) for c in chunks]
    return ExtractiveAnswerer().answer(question, evidence, detect_language(question))


BIRDS = (
    "We did not measure song amplitude, and no playback experiments were made. Great tits at "
    "noisy sites sang with a minimum frequency of 3,210 Hz against 2,870 Hz at quiet sites.",
    "Recordings were made at six sites between March and May.",
)


@pytest.mark.parametrize(
    ("question", "texts", "said"),
    [
        ("How did robins respond to the playback experiments?", BIRDS, "playback"),
        ("How much did song amplitude rise at noisy sites?", BIRDS, "amplitude"),
        (
            "How did DCA storage affect firmness compared with ULO?",
            (
                "Dynamiczna kontrolowana atmosfera (DCA) nie była przedmiotem badań.",
                "Jabłka przechowywano w ULO przez siedem miesięcy.",
            ),
            "DCA",
        ),
        (
            "How much CO2 did the volcano emit in this period?",
            (
                "Kami tidak mengukur emisi CO2 dan tidak memodelkan dispersi abu.",
                "Fluks SO2 rata-rata 310 ton/hari pada bulan Maret.",
            ),
            "CO2",
        ),
        (
            "干投酒花（dry hopping）对泡沫稳定性有什么影响？",
            (
                "Chmelení za studena (dry hopping) jsme v této studii nezkoumali.",
                "Pěnivost piv klesala během skladování.",
            ),
            "dry hopping",
        ),
        (
            "How did the Cymodocea nodosa meadows change over the study period?",
            (
                "No vam estudiar les praderies de Cymodocea nodosa ni la fauna associada.",
                "La densitat de Posidonia oceanica va baixar un 18 % als fondejos lliures.",
            ),
            "Cymodocea",
        ),
        (
            "What PM10 concentrations were measured at the Schei station?",
            (
                "Particulele PM10 nu au fost analizate în acest studiu.",
                "Media PM2,5 la stația Schei a fost de 31,2 µg/m³ în sezonul rece.",
            ),
            "PM10",
        ),
        (
            "Wie stark war die Nitratbelastung im Tiefengrundwasser?",
            (
                "Das Tiefengrundwasser wurde in dieser Studie nicht untersucht.",
                "Im oberflächennahen Grundwasser lag Nitrat bei 38 mg/l.",
            ),
            "Tiefengrundwasser",
        ),
    ],
)
def test_a_paper_saying_it_did_not_study_it_is_no_answer(question, texts, said):
    answer = _answer(question, *texts)
    assert is_abstention(answer), answer
    assert said in answer


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What minimum frequency did great tits sing at noisy sites?", "3,210"),
        ("Between which months were the recordings made?", "March"),
    ],
)
def test_a_finding_beside_it_still_answers(question, value):
    answer = _answer(question, *BIRDS)
    assert not is_abstention(answer) and value in answer.splitlines()[0], answer


@pytest.mark.parametrize(
    ("sentence", "says"),
    [
        ("Particles smaller than 50 µm and nanoplastics were not counted.", True),
        ("The filter media themselves were not sampled.", True),
        ("Ponds and ice cliffs were not surveyed.", True),
        ("We did not survey the fish.", True),
        ("Canal Walk (53.8 dB(A)) was not counted as noisy.", False),  # a class it was put in
    ],
)
def test_what_was_not_counted_sampled_or_surveyed_was_not_studied(sentence, says):
    assert says_unstudied(sentence) is says


# --- across languages: the sentence quoted beside the answer ------------------------------------

# A French or German question shares no word with an English paper: the sentences come by their
# stored meaning, and the one on leaf length leads for its number, the one that says fish were
# not surveyed ranks close enough to be quoted beside it.
MEADOWS = [
    [
        (
            "Leaves were longer in 2025 than in 2024 at all five sites; the largest gain, 8.0 cm, "
            "was at Mylor.",
            0.790,
        )
    ],
    [
        ("Planting adult shoots gave roughly twice the survival of seed bags.", 0.776),
        (
            "We did not assess the genetic diversity of the transplants, and fish use of the new "
            "meadows was not surveyed.",
            0.799,
        ),
    ],
    [
        ("Divers counted shoots in quadrats each month.", 0.771),
        ("England has lost most of its seagrass meadows over the last century.", 0.768),
    ],
]


def _answer_by_meaning(question: str, passages: list[list[tuple[str, float]]]) -> str:
    evidence = []
    for i, sentences in enumerate(passages):
        text = " ".join(s for s, _ in sentences)
        chunk = Chunk(chunk_id=f"p-text-{i}", paper_id="p", kind="text", page=1, text=text)
        near = {sentence_text(s): v for s, v in sentences}
        evidence.append(
            TaggedEvidence(tag=chunk.tag, chunk=chunk, similarity=0.83, sentence_similarity=near)
        )
    return ExtractiveAnswerer().answer(question, evidence, detect_language(question))


@pytest.mark.parametrize(
    "question",
    [
        "Combien d'espèces de poissons ont été observées dans les nouveaux herbiers ?",
        "Wie viele Fischarten wurden in den neuen Seegraswiesen beobachtet?",
    ],
)
def test_a_sentence_quoted_beside_the_answer_saying_it_was_not_surveyed(question):
    answer = _answer_by_meaning(question, MEADOWS)
    assert is_abstention(answer) and "not surveyed" in answer, answer


def test_the_measured_value_still_answers_across_languages():
    question = "De combien de centimètres les feuilles se sont-elles allongées à Mylor ?"
    answer = _answer_by_meaning(question, MEADOWS)
    assert not is_abstention(answer) and "8.0 cm" in answer.splitlines()[0], answer


# --- done for one group only ---------------------------------------------------------------------

SOIL = (
    "Microbial biomass was determined by fumigation-extraction in the tilled plots only. Soil "
    "organic carbon rose by 0.4 g/kg in the no-till plots and by 0.1 g/kg in the tilled plots. "
    "The trial ran for six years on a silt loam."
)


def test_what_was_done_for_one_plot_only_is_not_answered_for_another():
    found = check(
        "How much microbial biomass did the no-till plots hold?", "English", SOIL, frozenset()
    )
    assert found is not None and "tilled plots only" in found.reason


@pytest.mark.parametrize("question", [
    "How much microbial biomass did the tilled plots hold?",
    "How much did soil organic carbon rise in the no-till plots?",
    "In which plots was microbial biomass determined?",
    "How much microbial biomass did each plot hold?",
])  # fmt: skip
def test_the_plot_it_was_done_for_and_other_quantities_are_not_refused(question):
    assert check(question, "English", SOIL, frozenset()) is None


def test_the_reason_is_said_in_the_questions_language():
    # The paper's sentence is quoted as printed; the words around it are the question's
    # language's, not English inside a Chinese sentence.
    answer = _answer(
        "干投酒花（dry hopping）对泡沫稳定性有什么影响？",
        "Chmelení za studena (dry hopping) jsme v této studii nezkoumali.",
        "Pěnivost piv klesala během skladování.",
    )
    assert answer.startswith("我不知道：论文中写道"), answer
    assert "the paper says" not in answer
    found = check(
        "Wie stark war die Nitratbelastung im Tiefengrundwasser?",
        "German",
        "Das Tiefengrundwasser wurde in dieser Studie nicht untersucht. Nitrat lag bei 38 mg/l.",
        frozenset(),
    )
    assert found is not None and found.kind == "said"
    assert "nicht untersucht" in found.missing[0]


@pytest.mark.parametrize(
    ("question", "texts", "said"),
    [
        (
            "Combien de pompes ont été installées à Lyon ?",
            (
                "Les pompes de Lyon ont été installées par la ville.",
                "Le réseau de Lyon est ancien.",
            ),
            "Je ne sais pas : les passages correspondants ne donnent aucun chiffre",
        ),
        (
            "Wie viele Pumpen wurden in Lyon installiert?",
            ("Die Pumpen in Lyon wurden von der Stadt installiert.", "Das Netz in Lyon ist alt."),
            "Ich weiß es nicht: Die passenden Textstellen nennen dafür keine Zahl",
        ),
    ],
)
def test_no_number_in_the_passages_is_said_in_the_questions_language(question, texts, said):
    answer = _answer(question, *texts)
    assert answer.startswith(said), answer
