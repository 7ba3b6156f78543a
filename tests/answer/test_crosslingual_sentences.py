"""A question in one language about a paper in another, answered by the sentence it means.

The methods of a Dutch, Turkish or Polish paper state how a trial was run in sentences that share
no word with an English, German or Spanish question ("How often were the hives weighed?" of
"Elke kast werd om de veertien dagen gewogen ..."). Indexing stores each prose sentence's vector,
so the answer quotes the sentence nearest in meaning instead of refusing or quoting the first
sentence of the chunk; a question about something the paper never describes still gets
"I don't know".
"""

from __future__ import annotations

import pytest
from answer_chunks import ask_over_sentences
from helpers import index_prose_papers

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import detect_language, is_abstention
from paperlens.models import Chunk
from paperlens.service import PaperLens

DUTCH_BEES = (
    "Wintervoer en sterfte van bijenvolken op drie proefbedrijven",
    [
        "Samenvatting. Op drie proefbedrijven is de sterfte van bijenvolken gevolgd.",
        "Materiaal en methode. De proef liep van april tot september 2021 met 24 volken. "
        "Elke kast werd om de veertien dagen gewogen met een digitale weegschaal. "
        "De volken kregen in september 12 kg suikeroplossing als wintervoer. "
        "Mijten werden geteld op plakplaten onder het broednest. "
        "De koninginnen waren twee jaar oud en afkomstig van een teeltstation.",
        "Resultaten. De honingopbrengst bedroeg gemiddeld 31,4 kg per volk. "
        "De wintersterfte was 8 % in de behandelde groep en 27 % in de controlegroep.",
    ],
)

TURKISH_TOMATO = (
    "Serada yetiştirilen domateste damla sulama düzeylerinin verime etkisi",
    [
        "Özet. Sulama suyu miktarının domates verimine etkisi araştırılmıştır.",
        "Materyal ve Yöntem. Bitkiler metrekareye 2,5 bitki olacak şekilde dikilmiştir. "
        "Toprak nemi her gün saat 08.00'de tansiyometre ile okunmuştur. "
        "Gübre olarak dekara 18 kg potasyum nitrat verilmiştir. "
        "Hasat edilen meyveler 0,1 g duyarlıklı terazide tartılmıştır. "
        "Yapraklardaki klorofil içeriği SPAD-502 cihazı ile belirlenmiştir.",
        "Bulgular. En yüksek verim tam sulama konusunda 14,7 kg/m² olarak elde edilmiştir. "
        "Kısıntılı sulamada meyve kuru maddesi %6,9'a yükselmiştir.",
    ],
)

POLISH_WHEAT = (
    "Wpływ nawożenia azotem na plon pszenicy ozimej",
    [
        "Streszczenie. Badano wpływ dawek azotu na plon i zawartość białka w ziarnie pszenicy.",
        "Materiał i metody. Poletka miały powierzchnię 16,5 m² i były rozmieszczone w czterech blokach. "
        "Ziarno wysiewano w ilości 380 ziaren na metr kwadratowy. "
        "Azot stosowano w dwóch terminach: wiosną i w fazie strzelania w źdźbło. "
        "Chwasty zwalczano herbicydem jesienią po wschodach. "
        "Wilgotność ziarna oznaczano wagosuszarką po zbiorze kombajnem poletkowym. "
        "Suma opadów od kwietnia do lipca wyniosła 212 mm.",
        "Wyniki. Najwyższy plon, 9,8 t/ha, uzyskano przy dawce 160 kg N/ha. "
        "Zawartość białka wzrosła z 11,2 % do 13,4 %.",
    ],
)

CASES = [
    (DUTCH_BEES, "How often were the hives weighed?", ["veertien", "gewogen"]),
    (DUTCH_BEES, "Wie viel Zuckerlösung bekamen die Völker als Winterfutter?", ["12 kg"]),
    (TURKISH_TOMATO, "How much fertiliser was applied per decare?", ["18 kg"]),
    (POLISH_WHEAT, "At what seeding rate was the grain sown?", ["380"]),
]


@pytest.fixture(scope="module")
def papers(tmp_path_factory, embedder) -> tuple[PaperLens, dict[str, str]]:
    data = tmp_path_factory.mktemp("xl") / "data"
    return index_prose_papers(data, embedder, (DUTCH_BEES, TURKISH_TOMATO, POLISH_WHEAT))


@pytest.mark.parametrize(("paper", "question", "stated"), CASES, ids=[c[1][:30] for c in CASES])
def test_the_sentence_that_means_the_question_is_quoted_across_languages(
    papers, paper, question, stated
):
    lens, ids = papers
    answer = lens.ask(question, [ids[paper[0]]]).answer
    first = answer.splitlines()[0]
    assert not is_abstention(answer), answer
    for value in stated:
        assert value in first, answer


@pytest.mark.parametrize(
    ("paper", "question"),
    [
        (DUTCH_BEES, "Which anaesthetic was given to the queens before marking?"),
        (POLISH_WHEAT, "How many litres of irrigation water were given per plot in July?"),
    ],
)
def test_what_the_paper_never_describes_is_still_not_answered(papers, paper, question):
    lens, ids = papers
    answer = lens.ask(question, [ids[paper[0]]]).answer
    assert is_abstention(answer), answer


# Sentences of a Spanish methods paragraph with the question's similarity to each (as the service
# reads them from the stored sentence vectors): the second stands out from the rest.
_SPANISH = [
    ("Los árboles se plantaron en un marco de 6 × 5 m en 2009.", 0.761),
    (
        "El potencial de tallo se midió cada semana entre julio y septiembre con una cámara de "
        "presión.",
        0.832,
    ),
    ("El riego se aplicó con dos goteros de 4 l/h por árbol.", 0.772),
    ("Las aceitunas se cosecharon a mano y se pesaron en el campo.", 0.758),
    ("La producción de aceite se estimó con un sistema Abencor.", 0.766),
]


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("Wann und wie wurde das Stammwasserpotenzial gemessen?", True),
        ("Wie wurde das Stammwasserpotenzial im August gemessen?", True),
        # a month the nearest sentence does not cover: its season, not the one asked
        ("Wie hoch war das Stammwasserpotenzial im Mai?", False),
        ("What was the stem water potential in December?", False),
    ],
)
def test_the_nearest_sentence_answers_only_for_a_month_it_covers(question, answered):
    answer = ask_over_sentences(question, _SPANISH)
    assert is_abstention(answer) != answered, answer
    if answered:
        assert "cámara de presión" in answer.splitlines()[0]


# An English methods paragraph on a heat treatment, with a Chinese question's similarity to each
# sentence: two sentences print the process's name, and the one on another step shares more
# words ("treated"); the one on the step asked (annealing) is nearer in meaning by a lead.
_TREATMENT = [
    (
        "The HTX wafers were treated at 80 °C for 1 h and cooled to room temperature; etching "
        "started within 10 min.",
        0.835,
    ),
    ("Film thickness was measured by ellipsometry at five points per wafer.", 0.762),
    ("The HTX process ended with annealing at 450 °C for 30 min under nitrogen.", 0.886),
    ("Sheet resistance was measured with a four-point probe.", 0.758),
    ("Each value is the mean of three wafers.", 0.741),
]


def test_the_sentence_meant_breaks_a_tie_of_shared_names_for_a_question_in_another_script():
    text = " ".join(s for s, _ in _TREATMENT)
    chunk = Chunk(chunk_id="p-text-0", paper_id="p", kind="text", page=1, text=text)
    said = {" ".join(s.split()): sim for s, sim in _TREATMENT}
    evidence = [
        TaggedEvidence(tag="[Text, p.2]", chunk=chunk, similarity=0.84, sentence_similarity=said)
    ]
    question = "HTX处理中退火步骤是如何进行的？"
    answer = ExtractiveAnswerer().answer(question, evidence, detect_language(question))
    first = answer.splitlines()[0]
    assert "450 °C" in first and "80 °C" not in first, answer
