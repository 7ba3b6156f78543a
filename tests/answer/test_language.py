from __future__ import annotations

import pytest

from paperlens.answer.language import detect_language


@pytest.mark.parametrize(
    "question, language",
    [
        ("How many layers does the encoder stack have?", "English"),
        ("Which optimizer was used?", "English"),
        ("What BLEU does the big model get on EN-FR?", "English"),
        ("인코더는 몇 개의 층으로 구성되어 있나요?", "Korean"),
        ("図3は何を示していますか", "Japanese"),
        ("表1显示了什么", "Chinese"),
        ("Wie viele Schichten hat der Encoder?", "German"),
        ("Was zeigt die Abbildung?", "German"),
        ("Combien de couches a l'encodeur ?", "French"),
        ("¿Cuántas capas tiene el codificador?", "Spanish"),
    ],
)
def test_detect_language(question, language):
    assert detect_language(question) == language
