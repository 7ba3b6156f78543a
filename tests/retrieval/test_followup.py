"""A question is searched on its own words unless it cannot stand alone."""

from __future__ import annotations

import pytest

from paperlens.retrieval.followup import follow_up


@pytest.mark.parametrize(
    "question",
    [
        "and on EN-FR?",
        "What about the base model?",
        "How about the big one?",
        "그럼 독일어는?",
        "独逸語は？",
        "那德语呢？",
        "Und für das Basismodell?",
        "Et pour le modèle de base ?",
        "¿Y para el modelo base?",
        "What is its dropout?",
        "Why?",
    ],
)
def test_follow_ups_need_the_history(question):
    assert follow_up(question).needs_history


@pytest.mark.parametrize(
    "question",
    [
        "How many layers does the encoder have?",
        "What does Figure 2 show?",
        "How many layers are there in the encoder stack?",
        "인코더는 몇 개의 층으로 구성되어 있나요?",
        "Transformerの学習にはどのGPUが何枚使われましたか？",
        "Welche Dropout-Rate wurde für das Basismodell verwendet?",
        "In Table 2, what BLEU does the big Transformer get on English-to-French?",
    ],
)
def test_questions_that_stand_alone_do_not(question):
    assert not follow_up(question).needs_history
