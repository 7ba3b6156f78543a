"""Which language a question is in, so the answer can follow it."""

from __future__ import annotations

import re

_SCRIPTS = [
    ("Korean", re.compile(r"[\uac00-\ud7a3]")),
    ("Japanese", re.compile(r"[\u3040-\u30ff]")),
    ("Chinese", re.compile(r"[\u4e00-\u9fff]")),
    ("Russian", re.compile(r"[\u0400-\u04ff]")),
    ("Arabic", re.compile(r"[\u0600-\u06ff]")),
]
_LATIN_CUES = {
    "English": re.compile(
        r"\b(the|what|which|how|does|do|did|is|are|was|were|of|and|with|used|show)\b", re.I
    ),
    "German": re.compile(
        r"\b(der|die|das|und|ist|wie|welche[rsn]?|was|nicht|mit|auf|zeigt|gibt|viele)\b|[äöüß]",
        re.I,
    ),
    "French": re.compile(
        r"\b(le|la|les|des|est|quel(le)?s?|que|qu'|combien|avec|dans|montre)\b|[àâçéèêëîïôûù]", re.I
    ),
    "Spanish": re.compile(
        r"\b(el|los|las|qué|cuál|cuántos?|cómo|muestra|con|una?|es)\b|[ñ¿¡áíóú]", re.I
    ),
}

# Said by the extractive answerer, which quotes English evidence and cannot translate it.
DONT_KNOW = {
    "English": "I don't know: the indexed papers do not contain evidence that answers this question.",
    "Korean": "모르겠습니다: 색인된 논문에서 이 질문에 답할 근거를 찾지 못했습니다.",
    "Japanese": "わかりません: 索引済みの論文には、この質問に答える根拠が見つかりませんでした。",
    "Chinese": "我不知道：已索引的论文中没有找到回答这个问题的依据。",
    "German": "Ich weiß es nicht: Die indexierten Artikel enthalten keine Belege, die diese Frage beantworten.",
    "French": "Je ne sais pas : les articles indexés ne contiennent pas d'élément qui réponde à cette question.",
    "Spanish": "No lo sé: los artículos indexados no contienen evidencia que responda a esta pregunta.",
}
QUOTE_LEAD = {
    "English": "From the paper:",
    "Korean": "논문의 해당 근거(원문 인용):",
    "Japanese": "論文の該当箇所（原文引用）:",
    "Chinese": "论文中的相关内容（原文引用）：",
    "German": "Aus dem Artikel (Originalzitat):",
    "French": "Extrait de l'article (citation originale) :",
    "Spanish": "Del artículo (cita original):",
}


def detect_language(text: str) -> str:
    for name, pattern in _SCRIPTS:
        if pattern.search(text):
            if name == "Chinese" and re.search(r"[\u3040-\u30ff]", text):
                return "Japanese"
            return name
    counts = {name: len(pattern.findall(text)) for name, pattern in _LATIN_CUES.items()}
    best = max(counts, key=counts.__getitem__)
    runner_up = max(v for n, v in counts.items() if n != best)
    return best if counts[best] > runner_up else "English"
