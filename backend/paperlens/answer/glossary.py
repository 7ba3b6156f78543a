"""The words results tables are headed with, in the router's other languages, as English terms.

A question asked in Korean about an English table ("표준 오차(%)" for the column "% Standard
error"), or in English about a Chinese one ("precision" for "精确率"), shares no word with the
header. Table and chart matching reads both through this glossary, so either side finds the
other. It holds the generic vocabulary of measurements (error, bias, precision, recall, size,
memory, latency, ...), not any paper's names; the small embedder cannot tell these apart
reliably (cosines within 0.01 of unrelated headers).
"""

from __future__ import annotations

import re

from paperlens.textclean import CJK_CHAR

# English terms for each foreign phrase; a longer phrase is read before the words inside it
# ("标准误差" is a standard error, not an error alone) and hides them.
_PHRASES: dict[str, str] = {
    # standard error / deviation
    "표준 오차": "standard error",
    "표준오차": "standard error",
    "标准误差": "standard error",
    "標準誤差": "standard error",
    "standardfehler": "standard error",
    "erreur type": "standard error",
    "error estándar": "standard error",
    "표준 편차": "standard deviation",
    "표준편차": "standard deviation",
    "标准差": "standard deviation",
    "标准偏差": "standard deviation",
    "標準偏差": "standard deviation",
    "standardabweichung": "standard deviation",
    "écart type": "standard deviation",
    "écart-type": "standard deviation",
    "desviación estándar": "standard deviation",
    # error, bias, loss
    "오류율": "error rate",
    "错误率": "error rate",
    "誤り率": "error rate",
    "fehlerrate": "error rate",
    "오차": "error",
    "오류": "error",
    "误差": "error",
    "誤差": "error",
    "fehler": "error",
    "erreur": "error",
    "편향": "bias",
    "偏差": "bias",
    "バイアス": "bias",
    "verzerrung": "bias",
    "biais": "bias",
    "sesgo": "bias",
    "손실": "loss",
    "损失": "loss",
    "損失": "loss",
    "verlust": "loss",
    "perte": "loss",
    "pérdida": "loss",
    # accuracy, precision, recall
    "정확도": "accuracy",
    "准确率": "accuracy",
    "準確率": "accuracy",
    "正解率": "accuracy",
    "正确率": "accuracy",
    "genauigkeit": "accuracy",
    "exactitude": "accuracy",
    "exactitud": "accuracy",
    "정밀도": "precision",
    "精确率": "precision",
    "精確率": "precision",
    "精准率": "precision",
    "適合率": "precision",
    "查准率": "precision",
    "präzision": "precision",
    "précision": "precision",
    "precisión": "precision",
    "재현율": "recall",
    "召回率": "recall",
    "再現率": "recall",
    "查全率": "recall",
    "rappel": "recall",
    "exhaustividad": "recall",
    "성공률": "success rate",
    "成功率": "success rate",
    "erfolgsrate": "success rate",
    "taux de réussite": "success rate",
    "tasa de éxito": "success rate",
    # sizes, costs, speed
    # a model's or a setting's size as its row names it ("Transformer (big)", "small"):
    # "des großen Transformers", "el Transformer grande"
    **{f"gro{ss}{e}": "big" for ss in ("ß", "ss") for e in ("", "e", "en", "er", "es")},
    **{w: "big" for w in ("grand", "grande", "grands", "grandes", "큰", "大きな", "大型")},
    **{f"klein{e}": "small" for e in ("", "e", "en", "er", "es")},
    **{w: "small" for w in ("petit", "petite", "petits", "pequeño", "pequeña", "작은", "小さな")},
    "크기": "size",
    "大小": "size",
    "サイズ": "size",
    "größe": "size",
    "taille": "size",
    "tamaño": "size",
    "메모리": "memory",
    "内存": "memory",
    "メモリ": "memory",
    "speicher": "memory",
    "mémoire": "memory",
    "memoria": "memory",
    "지연 시간": "latency",
    "지연시간": "latency",
    "延迟": "latency",
    "时延": "latency",
    "遅延": "latency",
    "レイテンシ": "latency",
    "latenz": "latency",
    "latence": "latency",
    "latencia": "latency",
    "처리량": "throughput",
    "吞吐量": "throughput",
    "吞吐率": "throughput",
    "スループット": "throughput",
    "durchsatz": "throughput",
    "débit": "throughput",
    "학습 시간": "training time",
    "训练时间": "training time",
    "学習時間": "training time",
    "시간": "time",
    "时间": "time",
    "時間": "time",
    "laufzeit": "time",
    "zeit": "time",
    "temps": "time",
    "tiempo": "time",
    "how long": "time",  # "how long does X take to fit": the column "Time (s)"
    "속도": "speed",
    "速度": "speed",
    "매개변수": "parameters",
    "파라미터": "parameters",
    "参数": "parameters",
    "パラメータ": "parameters",
    "parameter": "parameters",
    "paramètres": "parameters",
    "parámetros": "parameters",
    # kinds of indicator in a feature matrix
    "静态": "static",
    "靜態": "static",
    "静的": "static",
    "정적": "static",
    "statisch": "static",
    "statique": "static",
    "estático": "static",
    "动态": "dynamic",
    "動態": "dynamic",
    "動的": "dynamic",
    "동적": "dynamic",
    "dynamisch": "dynamic",
    "dynamique": "dynamic",
    "dinámico": "dynamic",
    "指标": "indicators",
    "指標": "indicators",
    "지표": "indicators",
    "经典": "classical",
    "經典": "classical",
    "古典": "classical",
    "고전": "classical",
    "klassisch": "classical",
    "classique": "classical",
    "clásico": "classical",
    "量子": "quantum",
    "양자": "quantum",
    "复杂度": "complexity",
    "複雑度": "complexity",
    "복잡도": "complexity",
    # counts, averages, data
    "평균": "average",
    "平均": "average",
    "mittelwert": "average",
    "durchschnitt": "average",
    "moyenne": "average",
    "promedio": "average",
    "개수": "number",
    "数量": "number",
    "anzahl": "number",
    "número": "number",
    "데이터셋": "dataset",
    "데이터 세트": "dataset",
    "数据集": "dataset",
    "データセット": "dataset",
    "datensatz": "dataset",
    "문서": "documents",
    "文档": "documents",
    "文書": "documents",
    "dokumente": "documents",
    "层数": "layers",
    "層数": "layers",
    "schichten": "layers",
    "couches": "layers",
    "capas": "layers",
    # who was counted: the rows of a participants table (sex, age, total)
    "mujeres": "women",
    "femmes": "women",
    "frauen": "women",
    "여성": "women",
    "女性": "women",
    "hombres": "men",
    "hommes": "men",
    "männer": "men",
    "남성": "men",
    "男性": "men",
    "sexo": "sex",
    "sexe": "sex",
    "geschlecht": "sex",
    "성별": "sex",
    "性别": "sex",
    "性別": "sex",
    "edad": "age",
    "연령": "age",
    "年龄": "age",
    "年齢": "age",
    "insgesamt": "total",
    "gesamt": "total",
    "합계": "total",
    "合計": "total",
    "合计": "total",
    "总计": "total",
    # units spelled out (matched to the unit a header prints, "(ha)")
    "ヘクタール": "hectare",
    "헥타르": "hectare",
    "公顷": "hectare",
}
_ORDER = sorted(_PHRASES, key=len, reverse=True)


def english_terms(text: str) -> tuple[str, str]:
    """The English terms of the glossary phrases in ``text`` (lower-cased), and the text with
    those phrases blanked. CJK phrases are found inside unspaced text; Latin ones as words."""
    low = text.lower()
    found: list[str] = []
    for phrase in _ORDER:
        if phrase not in low:
            continue
        if CJK_CHAR.search(phrase):
            pattern = re.escape(phrase)
        else:
            pattern = rf"(?<![^\W\d_]){re.escape(phrase)}(?![^\W\d_])"
        if re.search(pattern, low):
            found.append(_PHRASES[phrase])
            low = re.sub(pattern, " ", low)
    return " ".join(found), low
