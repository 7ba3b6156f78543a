"""Routing and hybrid retrieval on the real Attention paper, embedded default."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def attention(attention_lens):
    return attention_lens


def test_encoder_layers_answer_cites_page_3(attention):
    lens, paper_id = attention
    answer = lens.ask("How many layers does the encoder stack have?", [paper_id])
    assert "N = 6 identical layers" in answer.answer
    assert any(c.page == 3 and c.type == "text" for c in answer.citations)


def test_korean_question_finds_the_same_evidence(attention):
    lens, paper_id = attention
    english = lens.ask("How many layers does the encoder stack have?", [paper_id])
    korean = lens.ask("인코더는 몇 개의 층으로 구성되어 있나요?", [paper_id])
    assert korean.evidence[0].chunk_id == english.evidence[0].chunk_id
    assert "N = 6" in korean.answer.splitlines()[0]


@pytest.mark.parametrize("question", ["What does Table 2 show?", "표 2는 무엇을 보여주나요?"])
def test_table_2_is_retrieved_first(attention, question):
    lens, paper_id = attention
    answer = lens.ask(question, [paper_id])
    assert answer.route.labels == ["Table 2"]
    assert (answer.evidence[0].type, answer.evidence[0].label, answer.evidence[0].page) == (
        "table",
        "Table 2",
        8,
    )
    assert answer.citations[0].label == "Table 2"


def test_figure_question_evidence_includes_the_figure(attention):
    lens, paper_id = attention
    answer = lens.ask("What does the figure of the model architecture show?", [paper_id])
    assert answer.route.types == ["figure", "text"]
    assert any(e.type == "figure" and e.label == "Figure 1" for e in answer.evidence)


def test_text_question_top5_has_no_caption_chunks_unless_they_outscore_text(attention):
    lens, paper_id = attention
    question = "Which optimizer was used for training and how was the learning rate varied?"
    route, hits = lens.retrieve(question, [paper_id])
    assert route.types == ["text"]
    text_best = max(
        float(lens.embedder.embed_query(question) @ v)
        for v in lens.embedder.embed_passages(
            [h.chunk.text for h in hits if h.chunk.kind == "text"]
        )
    )
    for hit in hits:
        if hit.chunk.kind == "figure":
            vec = lens.embedder.embed_passages([hit.chunk.text])[0]
            assert float(lens.embedder.embed_query(question) @ vec) > text_best
    assert hits[0].chunk.kind == "text" and "Adam" in " ".join(h.chunk.text for h in hits)


def test_a_bare_number_is_found_lexically(attention):
    lens, paper_id = attention
    _, hits = lens.retrieve("28.4", [paper_id])
    assert sum("28.4" in h.chunk.text for h in hits[:3]) >= 2
    _, table_hits = lens.retrieve("Which model scores 28.4 BLEU?", [paper_id])
    assert table_hits[0].chunk.label == "Table 2"


def test_table_value_beats_the_prose_that_disagrees(attention):
    lens, paper_id = attention
    answer = lens.ask(
        "What BLEU score does the big Transformer get on English-to-French?", [paper_id]
    )
    assert "41.8" in answer.answer
    assert any(c.label == "Table 2" and c.page == 8 for c in answer.citations)


def test_follow_up_question_uses_the_history(attention):
    from paperlens.models import Turn

    lens, paper_id = attention
    history = [
        Turn(
            role="user",
            content="What BLEU does the big Transformer get on English-to-German in Table 2?",
        ),
        Turn(role="assistant", content="28.4 [Table 2, p.8]"),
    ]
    answer = lens.ask("and on English-to-French?", [paper_id], history)
    assert "41.8" in answer.answer


def test_a_follow_up_that_stands_alone_is_not_hijacked_by_the_figure_before(attention):
    """After "What does Figure 2 show?", the encoder question answers as in a fresh chat."""
    from paperlens.models import Turn

    lens, paper_id = attention
    first = lens.ask("What does Figure 2 show?", [paper_id])
    history = [
        Turn(role="user", content="What does Figure 2 show?"),
        Turn(role="assistant", content=first.answer),
    ]
    answer = lens.ask("How many layers does the encoder have?", [paper_id], history)
    assert answer.route.history_used is False and answer.route.labels == []
    assert "N = 6" in answer.answer.splitlines()[0]
    assert (answer.citations[0].type, answer.citations[0].page) == ("text", 3)


def test_a_language_pair_the_paper_never_evaluates_gets_i_dont_know(attention):
    lens, paper_id = attention
    answer = lens.ask(
        "What BLEU score does the Transformer reach on WMT 2014 English-to-Japanese?", [paper_id]
    )
    assert answer.abstained and answer.citations == []
    assert answer.abstention_reason == "the selected papers never mention 'Japanese'"
    assert "41.8" not in answer.answer and "28.4" not in answer.answer


def test_the_highest_value_of_a_real_table_is_computed(attention):
    lens, paper_id = attention
    answer = lens.ask("Which parser has the highest WSJ 23 F1 in Table 4?", [paper_id])
    first = answer.answer.splitlines()[0]
    assert first.startswith("Dyer et al. (2016) [8], generative has the highest WSJ 23 F1: 93.3")
    assert first.endswith("[Table 4, p.9]")
