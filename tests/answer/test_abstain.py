"""Abstention: a question that names what the selected papers never print gets "I don't know",
with the reason, in the question's language; names the papers do print pass."""

from __future__ import annotations

import pytest

from paperlens.answer.abstain import check
from paperlens.answer.language import detect_language, dont_know, is_abstention

PAPER = (
    "We evaluate on the WMT 2014 English-to-German and English-to-French translation tasks. "
    "The big model reaches 28.4 BLEU. We trained on 8 NVIDIA P100 GPUs for 3.5 days, using "
    "Adam with β1 = 0.9 and β2 = 0.98, warmup_steps = 4000 and a rate of Pdrop = 0.1 "
    "(see Table 2). The Transformer uses multi-head attention."
)
LABELS = frozenset({"table 1", "table 2", "figure 1"})


def why(question: str) -> str | None:
    found = check(question, detect_language(question), PAPER, LABELS)
    return found.reason if found else None


@pytest.mark.parametrize(
    "question, missing",
    [
        ("What BLEU does the Transformer reach on WMT 2014 English-to-Japanese?", "'Japanese'"),
        ("What accuracy does the Transformer reach on ImageNet?", "'ImageNet'"),
        ("이 논문에서 Transformer의 ImageNet 정확도는 얼마인가요?", "'ImageNet'"),
        ("TransformerはCOCOで何点ですか？", "'COCO'"),
        ("Welche Genauigkeit erreicht das Modell auf SQuAD?", "'SQuAD'"),
        ("Quel score BLEU obtient le modèle sur WMT 2016 ?", "2016"),
        ("¿Cuántas TPU se usaron para entrenar el modelo?", "'TPU'"),
        ("Transformer在CIFAR-10上的准确率是多少？", "'CIFAR-10'"),
    ],
)
def test_a_name_or_number_the_paper_never_prints_is_the_reason(question, missing):
    reason = why(question)
    assert reason is not None and missing in reason


def test_a_table_the_paper_does_not_have():
    assert why("What does Table 9 show?") == "the selected papers have no Table 9"


def test_a_unit_the_paper_never_uses():
    assert why("How much did training the big model cost in US dollars?") == (
        "the selected papers give nothing in any currency"
    )


@pytest.mark.parametrize(
    "question",
    [
        "Which optimizer was used, and with which beta1 and beta2?",  # printed as β1, β2
        "How many GPUs were used, and which ones?",  # GPU / GPUs
        "What BLEU does the big model get on English-to-French?",
        "Welche Dropout-Rate P_drop wurde für das Basismodell verwendet?",  # German nouns
        "Transformerの学習にはどのGPUが何枚使われましたか？",
        "How many warmup steps were used?",
        "What does Table 2 show?",
        "What is the Transformer's BLEU on English-to-French?",  # a possessive is the name
        "How does multi-head's attention differ from NVIDIA’s GPUs?",
    ],
)
def test_names_the_paper_prints_do_not_abstain(question):
    assert why(question) is None


def test_the_answer_says_it_in_the_question_language():
    assert dont_know("Korean", "absent", "'ImageNet'").startswith("모르겠습니다")
    assert "'ImageNet'" in dont_know("Korean", "absent", "'ImageNet'")
    assert dont_know("German", "label", "Table 9").startswith("Ich weiß es nicht")
    assert all(
        is_abstention(dont_know(lang, "absent", "'X'"))
        for lang in ("English", "Korean", "Japanese", "Chinese", "German", "French", "Spanish")
    )


@pytest.mark.parametrize(
    "question, language, opening",
    [
        # Italian shares French's accents ("è", "più") and Portuguese Spanish's: the words tell
        ("Quante TPU sono state usate per addestrare il modello?", "Italian", "Non lo so"),
        ("Qual è il BLEU del modello su WMT 2016?", "Italian", "Non lo so"),
        ("Quantas TPU foram usadas para treinar o modelo?", "Portuguese", "Não sei"),
        ("Qual foi o BLEU do modelo no WMT 2016?", "Portuguese", "Não sei"),
    ],
)
def test_an_italian_or_portuguese_question_is_answered_in_its_own_language(
    question, language, opening
):
    assert detect_language(question) == language
    found = check(question, language, PAPER, LABELS)
    assert found is not None, "the paper never prints a TPU nor 2016"
    said = dont_know(language, found.kind, found.reason)
    assert said.startswith(opening) and is_abstention(said)


@pytest.mark.parametrize(
    "question, language",
    [
        ("Quel score BLEU obtient le modèle sur WMT 2014 ?", "French"),
        ("¿Cuántas GPU se usaron para entrenar el modelo?", "Spanish"),
        ("How many GPUs were used, and which ones?", "English"),
        ("Mitmes eramus radooni kokku mõõdeti?", "English"),  # Estonian: no cue of any
    ],
)
def test_french_spanish_and_english_questions_keep_their_language(question, language):
    assert detect_language(question) == language


def test_a_month_the_data_never_covers():
    data = "MX17004 2010-01-30 27.8 MX17004 2010-03-10 34.5 MX17004 2010-05-27 33.2"
    assert check("¿Qué temperatura registró MX17004 en junio de 2010?", "Spanish", data, LABELS)
    assert check("What tmax did MX17004 record in March 2010?", "English", data, LABELS) is None


def test_a_price_in_a_copyright_notice_is_no_cost_the_paper_reports():
    notice = PAPER + " Copyright 2007 ACM 978-1-59593-591-5/07/0010 ...$5.00."
    found = check("How much does the model cost per month?", "English", notice, LABELS)
    assert found is not None and found.reason == "the selected papers give nothing in any currency"


@pytest.mark.parametrize(
    "printed, question, found",
    [
        ("ResNet 200 reaches 20.1%.", "What does ResNet-200 reach?", True),
        ("ResNet200 reaches 20.1%.", "What does ResNet-200 reach?", True),
        ("Res Net-200 reaches 20.1%.", "What does ResNet-200 reach?", False),
        ("We used 4,000 warmup steps.", "Were 4000 warmup steps used?", True),
        ("We used 4 000 warmup steps.", "Were 4000 warmup steps used?", True),
        ("A rate of 0,5 was used.", "Was a rate of 0.5 used?", True),
        ("We used 21k images.", "Were 21 images used?", False),
        ("As shown in [21], it works.", "Were 21 images used?", False),
        ("Data from the us office.", "What about the US office?", False),
        ("Data from Mexico.", "Is the Mexican data used?", True),
        ("With β2 = 0.98.", "Which beta2 was used?", True),
        ("As Table IV shows.", "What does Table 4 show?", True),
        # a unit with the micro sign is no name cut short ("g/m3"), in any paper's language
        ("Zile peste 25 µg/m³ la Răcădău: 71.", "How many days above 25 µg/m³ at Răcădău?", True),
        ("Nitrat 12 µmol/l i Sävsjö.", "What nitrate in µmol/l was measured at Sävsjö?", True),
        ("Nitrat 12 µmol/l i Sävsjö.", "What nitrate in µmol/l was measured at Lund?", False),
        # a number printed in Persian digits is the number a question types in ASCII ones
        ("عملکرد ۱۴۰۲ برابر ۵٫۳ بود.", "What was the yield in 1402?", True),
        ("عملکرد ۱۴۰۲ برابر ۵٫۳ بود.", "Was the yield 5.3?", True),
        ("عملکرد ۱۴۰۲ برابر ۵٫۳ بود.", "What was the yield in 1403?", False),
    ],
)
def test_spellings_a_paper_prints_a_name_or_number_in(printed, question, found):
    assert (check(question, "English", printed, frozenset()) is None) is found


def test_the_check_reads_the_precomputed_vocabulary_not_the_text():
    """The per-question cost must not grow with the paper: once built, the text is not read."""
    from paperlens.answer.vocabulary import Vocabulary

    vocabulary = Vocabulary.of(PAPER)
    vocabulary.text = ""
    assert (
        check("What BLEU does the Transformer reach on WMT 2014?", "English", vocabulary, LABELS)
        is None
    )
    found = check("What accuracy does it reach on ImageNet?", "English", vocabulary, LABELS)
    assert found is not None and "'ImageNet'" in found.reason


def test_several_papers_answer_when_any_prints_the_name():
    from paperlens.answer.vocabulary import Vocabulary

    papers = [Vocabulary.of("We train on ImageNet."), Vocabulary.of(PAPER)]
    assert (
        check("What BLEU on WMT 2014 and accuracy on ImageNet?", "English", papers, LABELS) is None
    )
