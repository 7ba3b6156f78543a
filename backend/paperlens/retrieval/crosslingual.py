"""A bridge between English and CJK research vocabulary for the lexical side of search.

An English question on a Chinese, Japanese or Korean paper shares only its Latin names with
the prose ("MSDA-Net", "YCSB"); the words that say what is asked ("batch size", "epochs",
"throughput") are written in the paper's script, and the small embedding model matches across
languages only weakly. Each group below is one notion of experimental reporting in English,
Chinese, Japanese and Korean; a question that names one member also searches for the others.
The groups are the vocabulary of methods and results sections, not of any paper.
"""

from __future__ import annotations

import re
import unicodedata

_GROUPS: tuple[tuple[str, ...], ...] = (
    ("batch size", "批大小", "批量大小", "批次大小", "バッチサイズ", "배치 크기"),
    ("epoch", "epochs", "训练轮数", "轮次", "エポック", "에폭", "에포크"),
    ("learning rate", "学习率", "学習率", "학습률"),
    ("optimizer", "优化器", "最適化手法", "オプティマイザ", "옵티마이저"),
    ("dataset", "data set", "数据集", "データセット", "데이터셋", "데이터 세트"),
    ("parameters", "参数量", "参数", "パラメータ", "파라미터", "매개변수"),
    ("accuracy", "准确率", "正解率", "정확도"),
    ("precision", "精确率", "精确度", "適合率", "정밀도"),
    ("recall", "召回率", "再現率", "재현율"),
    ("throughput", "吞吐率", "吞吐量", "スループット", "처리량"),
    ("latency", "延迟", "时延", "遅延", "レイテンシ", "지연 시간"),
    ("training", "训练", "訓練", "学習", "학습", "훈련"),
    ("image pairs", "影像对", "图像对", "画像ペア", "이미지 쌍"),
    ("resolution", "分辨率", "解像度", "해상도"),
    ("loss", "损失", "損失", "손실"),
    ("samples", "样本", "サンプル", "샘플", "표본"),
    ("encoder", "编码器", "エンコーダ", "인코더"),
    ("decoder", "解码器", "デコーダ", "디코더"),
    ("layers", "层数", "層数", "레이어"),
    ("threads", "线程", "スレッド", "스레드"),
    ("nodes", "节点", "ノード", "노드"),
    ("memory", "内存", "显存", "メモリ", "메모리"),
    ("patients", "患者", "환자"),
    ("documents", "文档", "文書", "문서"),
    ("questions", "问题数", "質問", "질문"),
    ("graphics card", "gpu", "显卡", "グラフィックカード", "그래픽 카드"),
)

_LATIN = re.compile(r"[a-z]")


def _present(term: str, text: str) -> bool:
    if _LATIN.match(term):  # whole words, singular or plural: "epoch" in "epochs", not "epochal"
        return re.search(rf"\b{re.escape(term)}s?\b", text) is not None
    return term in text


def bridged_terms(question: str) -> list[str]:
    """The other languages' words for the research notions the question names."""
    text = unicodedata.normalize("NFKC", question).lower()
    out: list[str] = []
    for group in _GROUPS:
        named = [t for t in group if _present(t, text)]
        if named:
            out += [t for t in group if t not in named]
    return out
