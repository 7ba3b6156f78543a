"""A bridge between English and the router's other languages for research vocabulary.

An English question on a Chinese, Japanese or Korean paper shares only its Latin names with
the prose ("MSDA-Net", "YCSB"); on a French, Spanish or German paper it shares hardly more
("response rate" is "tasa de respuesta", "taux de réponse", "Rücklaufquote"). The words that say
what is asked are written in the paper's language, and the small embedding model matches across
languages only weakly. Each group below is one notion of experimental reporting in English,
Chinese, Japanese, Korean, French, Spanish and German; a question that names one member also
searches for the others, and a quote in another language is scored by the English notions it
states (``english_notions``). The groups are the vocabulary of methods and results sections,
not of any paper.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from paperlens.answer.months import MONTH_FORMS, MONTH_NAMES, months_in_any_language

_GROUPS: tuple[tuple[str, ...], ...] = (
    ("batch size", "批大小", "批量大小", "批次大小", "バッチサイズ", "배치 크기",
     "taille de lot", "tamaño de lote", "batchgröße"),
    ("epoch", "epochs", "训练轮数", "轮次", "エポック", "에폭", "에포크", "époques", "épocas",
     "epochen"),
    ("learning rate", "学习率", "学習率", "학습률", "taux d'apprentissage",
     "tasa de aprendizaje", "lernrate"),
    ("optimizer", "优化器", "最適化手法", "オプティマイザ", "옵티마이저", "optimiseur",
     "optimizador", "optimierer"),
    ("dataset", "data set", "数据集", "データセット", "데이터셋", "데이터 세트",
     "jeu de données", "conjunto de datos", "datensatz"),
    ("parameters", "参数量", "参数", "パラメータ", "파라미터", "매개변수", "paramètres",
     "parámetros", "parameter"),
    ("accuracy", "准确率", "正解率", "정확도", "exactitude", "exactitud", "genauigkeit"),
    ("precision", "精确率", "精确度", "適合率", "정밀도", "précision", "precisión", "präzision"),
    ("recall", "召回率", "再現率", "재현율", "rappel", "exhaustividad"),
    ("throughput", "吞吐率", "吞吐量", "スループット", "처리량", "débit", "rendimiento",
     "durchsatz"),
    ("latency", "延迟", "时延", "遅延", "レイテンシ", "지연 시간", "latence", "latencia",
     "latenz"),
    ("training", "训练", "訓練", "学習", "학습", "훈련", "entraînement", "entrenamiento"),
    ("image pairs", "影像对", "图像对", "画像ペア", "이미지 쌍", "paires d'images",
     "pares de imágenes", "bildpaare"),
    ("resolution", "分辨率", "解像度", "해상도", "résolution", "resolución", "auflösung"),
    ("loss", "损失", "損失", "손실", "perte", "pérdida", "verlust"),
    ("samples", "样本", "サンプル", "샘플", "표본", "échantillons", "muestras", "amostras", "stichproben"),
    ("sample size", "样本量", "样本数", "サンプルサイズ", "標本数", "표본 크기",
     "taille de l'échantillon", "taille d'échantillon", "tamaño de la muestra",
     "tamaño muestral", "tamanho da amostra", "stichprobengröße"),
    ("encoder", "编码器", "エンコーダ", "인코더", "encodeur", "codificador", "kodierer"),
    ("decoder", "解码器", "デコーダ", "디코더", "décodeur", "decodificador", "dekodierer"),
    ("layers", "层数", "層数", "레이어", "couches", "capas", "schichten"),
    ("threads", "线程", "スレッド", "스레드", "fils d'exécution", "hilos"),
    ("nodes", "节点", "ノード", "노드", "nœuds", "nodos", "knoten"),
    ("memory", "内存", "显存", "メモリ", "메모리", "mémoire", "memoria", "speicher"),
    ("patients", "患者", "환자", "pacientes"),
    ("participants", "参与者", "受试者", "参加者", "被験者", "참가자", "참여자",
     "participantes", "teilnehmer", "teilnehmende", "probanden"),
    ("documents", "文档", "文書", "문서", "documentos", "dokumente"),
    ("questions", "问题数", "質問", "질문", "preguntas", "fragen"),
    ("graphics card", "gpu", "显卡", "グラフィックカード", "그래픽 카드", "carte graphique",
     "tarjeta gráfica", "grafikkarte"),
    # Surveys and field studies.
    ("response rate", "应答率", "回复率", "回答率", "回収率", "응답률", "taux de réponse",
     "tasa de respuesta", "taxa de resposta", "rücklaufquote", "antwortquote"),
    ("survey", "调查", "調査", "설문", "조사", "enquête", "encuesta", "umfrage", "erhebung"),
    ("interviews", "访谈", "面接", "インタビュー", "면접", "인터뷰", "entretiens", "entrevistas",
     "interviews"),
    ("respondents", "受访者", "回答者", "응답자", "répondants", "encuestados", "entrevistados", "befragte"),
    ("outliers", "异常值", "离群值", "外れ値", "이상치", "valeurs aberrantes", "aberrantes",
     "atípicos", "atípicas", "ausreißer"),
    ("excluded", "排除", "除外", "제외", "exclu", "exclues", "exclus", "excluyeron",
     "excluidos", "excluidas", "ausgeschlossen"),
    # How a measurement was taken: runs, repetitions, durations, statistics.
    ("repeated", "repetitions", "重复", "繰り返し", "反復", "回行", "回実施", "回測定", "次实验", "번 반복", "번 수행", "반복", "répété", "répétées",
     "répétitions", "repetido", "repetidas", "repeticiones", "wiederholt", "wiederholungen"),
    ("measured", "measurement", "测量", "测定", "計測", "測定", "측정", "mesuré", "mesure",
     "mesures", "medido", "medición", "mediciones", "gemessen", "messung"),
    ("warm-up", "warmup", "预热", "ウォームアップ", "暖機", "워밍업", "préchauffage",
     "échauffement", "calentamiento", "aufwärmphase"),
    ("seconds", "秒", "초", "secondes", "segundos", "sekunden"),
    ("minutes", "分钟", "分間", "분간", "minutes", "minutos", "minuten"),
    ("median", "中位数", "中央値", "중앙값", "médiane", "mediana", "median"),
    ("mean", "average", "平均", "평균", "moyenne", "promedio", "media", "média", "mittelwert",
     "durchschnitt"),
    ("standard deviation", "标准差", "標準偏差", "표준 편차", "écart type", "écart-type",
     "desviación estándar", "desvio padrão", "standardabweichung"),
    ("primary outcome", "主要结局", "主要評価項目", "주요 결과", "critère de jugement principal",
     "critère principal", "resultado primario", "variable principal", "primärer endpunkt",
     "primärendpunkt"),
    ("follow-up", "随访", "追跡", "추적 관찰", "suivi", "seguimiento", "nachbeobachtung"),
    ("total", "合计", "总计", "合計", "총계", "합계", "총 ", "total", "insgesamt", "gesamt"),
    ("area", "面积", "面積", "면적", "superficie", "fläche"),
    ("altitude", "elevation", "海拔", "標高", "고도", "altitud", "höhe"),
    ("date", "日期", "日付", "날짜", "fecha", "datum"),
    # Models and statistics of empirical papers.
    ("model", "模型", "モデル", "모형", "모델", "modèle", "modelo", "modell"),
    ("regression", "回归", "回帰", "회귀", "régression", "regresión", "regressão"),
    ("coefficient", "系数", "係数", "계수", "coeficiente", "koeffizient"),
    ("p-value", "p value", "p值", "p値", "p 값", "p값", "valeur p", "valeur de p", "valor p",
     "valor de p", "p-wert"),
    ("standard error", "标准误", "標準誤差", "표준오차", "표준 오차", "erreur type",
     "error estándar", "erro padrão", "standardfehler"),
    ("observations", "观测值", "观测", "観測", "관측치", "observaciones", "observações",
     "beobachtungen"),
    ("monthly", "每月", "月度", "月別", "月次", "월별", "mensuel", "mensuelle", "mensuels",
     "mensual", "mensuales", "mensal", "mensais", "monatlich", "monatliche", "monatlichen"),
    ("share", "proportion", "占比", "比例", "割合", "비중", "비율", "proporción", "porcentaje",
     "proporção", "anteil"),
    ("operated", "operate", "operates", "operating", "运营", "運営", "운영", "exploité", "operado", "operados", "betrieben"),
    # Surveys, public health, environment.
    ("questionnaires", "问卷", "アンケート", "설문지", "cuestionarios", "questionários",
     "fragebögen", "fragebogen"),
    ("valid", "有效", "有効", "유효", "valides", "válidos", "válidas", "gültige", "gültig"),
    ("households", "户数", "住户", "世帯", "가구", "ménages", "hogares", "domicílios",
     "haushalte"),
    ("commute", "commuting", "通勤", "통근", "trajets domicile-travail", "desplazamientos",
     "deslocamentos", "pendeln", "pendler"),
    ("cases", "病例", "症例", "casos", "fälle"),
    ("incidence", "发病率", "発生率", "발생률", "incidencia", "incidência", "inzidenz"),
    ("rainfall", "precipitation", "降水量", "降雨量", "강수량", "précipitations",
     "precipitación", "lluvia", "chuva", "precipitação", "niederschlag"),
    ("temperature", "气温", "気温", "기온", "温度", "온도", "température", "temperatura",
     "temperatur", "температур", "θερμοκρασ"),
    # Dimensions a value is measured in (answer/unit_names.py reads their units).
    ("height", "高さ", "높이", "hauteur", "altura", "altezza", "höhe", "высот", "висот",
     "ύψος"),
    ("width", "宽度", "폭", "너비", "largeur", "anchura", "ancho", "larghezza", "breite",
     "ширин", "πλάτος"),
    ("depth", "深度", "深さ", "깊이", "profondeur", "profundidad", "profondità", "tiefe", "глубин",
     "βάθος"),
    ("voltage", "电压", "電圧", "전압", "tensión", "tensione", "spannung", "напряжени"),
    ("adsorption", "吸附", "吸着", "흡착", "adsorción", "adsorção"),
    ("desorption", "脱附", "解吸", "脱着", "탈착", "désorption", "desorción", "desorção"),
    ("cycling", "cycles", "循环", "サイクル", "사이클", "cyclage", "ciclos", "zyklen"),
    ("responsible", "负责", "主管", "担当", "담당", "responsable", "responsables", "responsável",
     "zuständig", "zuständige", "zuständigkeit"),
    ("audit", "audited", "抽查", "監査", "감사", "auditoría", "auditoria"),
    ("nitrate", "硝酸盐", "硝酸", "질산", "nitrato", "nitrat"),
    ("limit of quantification", "定量限", "定量下限", "정량한계", "limite de quantification",
     "límite de cuantificación", "limite de quantificação", "bestimmungsgrenze"),
    ("ion chromatography", "离子色谱", "イオンクロマトグラフィー", "이온 크로마토그래피",
     "chromatographie ionique", "cromatografía iónica", "cromatografia iônica",
     "ionenchromatographie", "ionenchromatografie", "ionenchromatographisch",
     "ionenchromatografisch"),
    ("guideline value", "orientation value", "指导值", "指針値", "기준값", "valeur guide",
     "valeur d'orientation", "valor guía", "valor de orientação", "orientierungswert",
     "leitwert"),
    ("sampled", "sampling", "采样", "サンプリング", "채취", "échantillonnage", "muestreo",
     "amostragem", "beprobt", "beprobung", "probenahme"),
)  # fmt: skip

# Months: an English question's "February" finds a chart's "feb" or "févr." (a CJK "2月" is
# tokenized apart, its "2" would match every 2).
_GROUPS += tuple(
    tuple(dict.fromkeys([name, *(forms for forms, n in MONTH_FORMS.items() if n == i + 1)]))
    for i, name in enumerate(m.lower() for m in MONTH_NAMES)
)

_LATIN = re.compile(r"[a-z]")


@functools.lru_cache(maxsize=4096)
def _word(term: str) -> re.Pattern[str]:
    # Whole words, singular or plural: "epoch" in "epochs", not "epochal".
    return re.compile(rf"\b{re.escape(term)}s?\b")


def _present(term: str, text: str) -> bool:
    if _LATIN.match(term):
        return _word(term).search(text) is not None
    return term in text


@dataclass(frozen=True)
class _Notion:
    """One group, ready to be looked for: its Latin words in one pattern, its other words as
    substrings (a CJK word has no word boundaries)."""

    english: str
    latin: re.Pattern[str] | None
    other: tuple[str, ...]

    def named_in(self, text: str) -> bool:
        return any(t in text for t in self.other) or bool(self.latin and self.latin.search(text))


def _notion(group: tuple[str, ...]) -> _Notion:
    latin = sorted((t for t in group if _LATIN.match(t)), key=len, reverse=True)
    pattern = re.compile(rf"\b(?:{'|'.join(map(re.escape, latin))})s?\b") if latin else None
    return _Notion(group[0], pattern, tuple(t for t in group if not _LATIN.match(t)))


_NOTIONS = tuple(_notion(group) for group in _GROUPS)


# Function words of the bridged phrases: searched alone, "de" or "la" would match every chunk.
_FUNCTION = frozenset(
    [
        "de",
        "d",
        "la",
        "le",
        "les",
        "l",
        "du",
        "des",
        "el",
        "los",
        "las",
        "y",
        "et",
        "und",
        "der",
        "die",
        "das",
        "of",
        "en",
    ]
)


def bridged_tokens(tokens: list[str]) -> list[str]:
    """Tokens of bridged phrases, less their function words."""
    return [t for t in tokens if t not in _FUNCTION]


def english_notions(text: str) -> list[str]:
    """The English member of every group that ``text`` (a quote, in any language) names in
    another language: "La tasa de respuesta fue ..." states "response rate"."""
    return list(_english_notions(unicodedata.normalize("NFKC", text).lower()))


@functools.lru_cache(maxsize=8192)
def _english_notions(low: str) -> tuple[str, ...]:
    # The same quotes come back question after question: each is looked up once.
    found = [n.english for n in _NOTIONS if n.named_in(low)]
    # A month in any language ("februarie", "kesäkuu", "tháng 2") states the English one (the
    # router's languages' forms are in the groups above).
    months = [MONTH_NAMES[n - 1].lower() for n in sorted(months_in_any_language(low))]
    return tuple(dict.fromkeys(found + months))


def bridged_terms(question: str) -> list[str]:
    """The other languages' words for the research notions the question names."""
    text = unicodedata.normalize("NFKC", question).lower()
    out: list[str] = []
    for group in _GROUPS:
        named = [t for t in group if _present(t, text)]
        if named:
            out += [t for t in group if t not in named]
    return out
