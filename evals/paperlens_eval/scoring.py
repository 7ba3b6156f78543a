"""Deterministic, offline scoring: key-phrase recall, retrieval hits, abstention vs hallucination.

Phrase matching normalises what differs between a paper's print and an answer's print
(unicode forms, ×/·/x, minus signs, superscript exponents, "3.3e18" vs "3.3 · 10^18",
thousands separators, trailing zeros, spacing) and matches numbers as whole numbers, so
"28.4" never counts inside "128.4" or "28.45".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Literal, Protocol

import numpy as np

from paperlens.models import Citation, Evidence
from paperlens_eval.questions import GoldEvidence, Question

# --------------------------------------------------------------------------- normalisation

_SUPERSCRIPT_RUN = re.compile("[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]+")
_SUPERSCRIPT_MAP = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻", "0123456789+-")
_MINUS = str.maketrans({c: "-" for c in "\u2212\u2010\u2011\u2012\u2013\u2014\ufe63\uff0d"})
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00b4": "'"})
_TIMES = re.compile(r"\s*[×·⋅∙✕]\s*|(?<=[\d)\s])\*(?=[\d(\s])")
_NUM = r"\d+(?:\.\d+)?"
# 3.3e18, 3.3 e+18 (not "3e" inside a word: the mantissa must not follow a letter)
_SCI_E = re.compile(rf"(?<![a-z\d.])({_NUM})\s?e\s?([+-]?\d{{1,3}})(?![\d])")
# 3.3 x 10^18, 3.3 x 10^(18), 3.3x10**18
_SCI_POW = re.compile(rf"(?<![a-z\d.])({_NUM})\s*x\s*10\s*\^\s*\(?([+-]?\d{{1,3}})\)?(?![\d])")
# 3.3 x 1018: a PDF text layer drops the superscript. Only read this way with a decimal mantissa
# ("3 x 100" stays a product).
_SCI_FLAT = re.compile(r"(?<![a-z\d.])(\d+\.\d+)\s*x\s*10([+-]?\d{1,2})(?![\d])")
# 10^-9, 10^19 on their own
_POW10 = re.compile(r"(?<![a-z\d.^])10\s*\^\s*\(?([+-]?\d{1,3})\)?(?![\d])")
_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d]|,\d)")
_TRAILING_ZEROS = re.compile(r"(?<![\d.])(\d+)\.(\d*?)0+(?![\d])")
# A decimal comma with one or two digits ("110,0", "21,50") is a decimal, never a thousands group
# (those have three digits and were folded above): its trailing zeros go as a point's do.
_COMMA_DECIMAL = re.compile(r"(?<![\d.,])(\d+),(\d{1,2})(?![\d]|[.,]\d)")
# "multi-head" == "multi head", "ResNet-34" == "ResNet 34"; not the minus of "1e-9" or "10-9".
_WORD_HYPHEN = re.compile(r"(?<=[^\W\d_])(?<!\de)-(?=\w)|(?<=\w)-(?=[^\W\d_])")
_SPACE = re.compile(r"\s+")
# Spacing around operators and brackets carries no meaning ("O(n / r)" == "O(n/r)"); around commas
# it does ("6, 8" is a list, "6,8" a decimal in German).
_TIGHT = re.compile(r"\s*([()\[\]{}^/=+;:%<>~])\s*")


def _scientific(mantissa: str, exponent: str) -> str:
    """Canonical scientific form: one digit before the point, no trailing zeros, e.g. 2.3e19."""
    try:
        value = Decimal(mantissa).scaleb(int(exponent)).normalize()
    except InvalidOperation:
        return f"{mantissa}e{exponent}"
    digits = "".join(str(d) for d in value.as_tuple().digits) or "0"
    mant = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    return f"{mant}e{value.adjusted()}"


def normalize(text: str) -> str:
    """Fold the printed forms of the same fact onto one string."""
    text = _SUPERSCRIPT_RUN.sub(lambda m: "^" + m.group().translate(_SUPERSCRIPT_MAP), text)
    text = unicodedata.normalize("NFKC", text).casefold()
    text = text.translate(_MINUS).translate(_QUOTES)
    text = text.replace("**", "^")
    text = _TIMES.sub(" x ", text)
    text = _THOUSANDS.sub(lambda m: m.group().replace(",", ""), text)
    text = _SCI_POW.sub(lambda m: _scientific(m.group(1), m.group(2)), text)
    text = _SCI_FLAT.sub(lambda m: _scientific(m.group(1), m.group(2)), text)
    text = _SCI_E.sub(lambda m: _scientific(m.group(1), m.group(2)), text)
    text = _POW10.sub(lambda m: _scientific("1", m.group(1)), text)
    text = _TRAILING_ZEROS.sub(
        lambda m: m.group(1) + ("." + m.group(2) if m.group(2) else ""), text
    )
    text = _COMMA_DECIMAL.sub(
        lambda m: m.group(1) + ("," + m.group(2).rstrip("0") if m.group(2).rstrip("0") else ""),
        text,
    )
    text = _WORD_HYPHEN.sub(" ", text)
    text = _SPACE.sub(" ", text)
    text = _TIGHT.sub(r"\1", text)
    return text.strip()


def _is_ascii_alnum(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


_UNIT_SUFFIX = r"(?:ms|s|sec|min|h|hrs?|px|pt|gb|mb|kb|tb|ghz|mhz|nm|mm|cm|km|kg|fps|x|fold)"


def _phrase_pattern(phrase: str) -> re.Pattern[str]:
    """Whole-word / whole-number match on ASCII edges; CJK and Hangul edges match as substrings
    because particles and counters attach to the word (6개, 6層, 인코더는)."""
    body = re.escape(phrase)
    left = right = ""
    if _is_ascii_alnum(phrase[0]):
        left = r"(?<![a-z0-9])"
        if phrase[0].isdigit():
            # (nor the exponent of a unit: "m²" is "m^2", and states no 2)
            left += r"(?<!\d[.,])(?<!\^)"
    if _is_ascii_alnum(phrase[-1]):
        # an English plural still states the phrase ("ticket machines" says "ticket machine")
        right = r"(?:e?s)?(?![a-z0-9])" if phrase[-1].isalpha() else r"(?![a-z0-9])"
        if phrase[-1].isdigit():
            # A unit printed against the number still states it ("200ms" says 200); a magnitude
            # ("5k") or more digits ("28.45") do not.
            right = rf"(?!(?!{_UNIT_SUFFIX}(?![a-z]))[a-z0-9])(?![.,]\d)"
    return re.compile(left + body + right)


_RANGE = re.compile(r"^~\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)$")
# A plain decimal number standing on its own: not part of 3.3e18, 1.2.3, a word or a longer number.
_PLAIN_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w]|\.\d)")


def _in_range(low: float, high: float, text: str) -> bool:
    return any(low <= float(m.group()) <= high for m in _PLAIN_NUMBER.finditer(text))


def phrase_found(variants: Sequence[str], answer: str, *, normalized: bool = False) -> bool:
    """True when any acceptable variant of one key phrase is in the answer.

    A variant ``"~9.4..10"`` accepts any number from 9.4 to 10 (a value read off a chart, which an
    answer may give as 9.7, 9.68 or "about 10"); keep such ranges clear of numbers an answer
    mentions anyway, such as figure numbers.
    """
    text = answer if normalized else normalize(answer)
    for variant in variants:
        bounds = _RANGE.match(variant.strip())
        if bounds:
            if _in_range(float(bounds.group(1)), float(bounds.group(2)), text):
                return True
            continue
        v = normalize(variant)
        if v and _phrase_pattern(v).search(text):
            return True
    return False


# Citation tags and label references carry page and label numbers, not facts: "[Text, p.8]" must not
# answer "how many heads? (8)", nor "Table 4" a question whose answer is 4.
_CITATION_TAG = re.compile(r"\[[^\[\]\n]*?\bp\.\s*\d+[^\[\]\n]*\]")
_LABEL_REF = re.compile(
    r"\b(table|tab\.|figure|fig\.|section|sec\.|eq\.|equation|appendix)\s*\(?\d+(?:\.\d+)*\)?", re.I
)
# A numbered citation ("Adapters [4]", "[3, 12]", "[5–7]") names a reference, not a value: it must not
# state a distractor "4.0" or a key "12".
_NUMBERED_CITATION = re.compile(r"\[\d{1,4}(?:\s*[,–-]\s*\d{1,4})*\]")


def strip_references(answer: str) -> str:
    answer = _NUMBERED_CITATION.sub(" ", _CITATION_TAG.sub(" ", answer))
    return _LABEL_REF.sub(r"\1", answer)


@dataclass(frozen=True)
class Recall:
    score: float
    missing: list[str]


def distractors_stated(distractors: Sequence[str], answer: str) -> list[str]:
    """The wrong alternatives an answer states (another row's value, another legend entry),
    matched like key phrases: whole numbers and words, label numbers and tags ignored."""
    text = normalize(strip_references(answer))
    return [d for d in distractors if phrase_found([d], text, normalized=True)]


def phrase_recall(key_phrases: Sequence[Sequence[str]], answer: str) -> Recall:
    """Fraction of required key phrases the answer states (best over each phrase's variants)."""
    if not key_phrases:
        return Recall(1.0, [])
    text = normalize(strip_references(answer))
    missing = [
        variants[0] for variants in key_phrases if not phrase_found(variants, text, normalized=True)
    ]
    return Recall((len(key_phrases) - len(missing)) / len(key_phrases), missing)


# --------------------------------------------------------------------------- retrieval


def _same_label(a: str | None, b: str | None) -> bool:
    return normalize(a or "") == normalize(b or "")


def matches_gold(gold: GoldEvidence, *, page: int, type: str, label: str | None) -> bool:
    if page != gold.page or type != gold.type:
        return False
    return gold.label is None or _same_label(gold.label, label)


def gold_rank(question: Question, evidence: Sequence[Evidence]) -> int | None:
    """1-based rank of the first retrieved chunk that holds the answer; None when none does."""
    for rank, ev in enumerate(evidence, start=1):
        if any(matches_gold(g, page=ev.page, type=ev.type, label=ev.label) for g in question.gold):
            return rank
    return None


def cites_gold(question: Question, citations: Sequence[Citation]) -> bool:
    return any(
        matches_gold(g, page=c.page, type=c.type, label=c.label)
        for g in question.gold
        for c in citations
    )


# --------------------------------------------------------------------------- abstention

Label = Literal["abstention", "statement"]

# Labelled example answers for the nearest-neighbour abstention classifier. Abstentions in the
# shapes answerers produce (English, Korean, German, Japanese, French, Chinese); statements of
# many shapes, including ones that mention "not" or the evidence, so negation alone is no cue.
LABELLED_ANSWERS: tuple[tuple[str, Label], ...] = (
    ("I don't know.", "abstention"),
    ("I do not know the answer to that.", "abstention"),
    ("I'm not sure; the paper does not say.", "abstention"),
    ("The provided excerpt does not contain this information.", "abstention"),
    ("The provided excerpts do not contain the answer to this question.", "abstention"),
    ("The evidence does not say.", "abstention"),
    ("The evidence does not mention this.", "abstention"),
    ("The retrieved passages do not mention this.", "abstention"),
    ("The paper does not report this result.", "abstention"),
    ("This is not reported in the paper.", "abstention"),
    ("The paper does not provide that information.", "abstention"),
    ("There is no information about this in the provided context.", "abstention"),
    ("I couldn't find this in the paper.", "abstention"),
    ("I could not find an answer in the provided evidence.", "abstention"),
    ("Not stated in the paper.", "abstention"),
    ("The document doesn't specify this.", "abstention"),
    ("No answer found in the evidence.", "abstention"),
    ("Insufficient evidence to answer.", "abstention"),
    ("The excerpts don't cover this topic.", "abstention"),
    ("I cannot answer this question from the given evidence.", "abstention"),
    ("I can't answer that based on the paper.", "abstention"),
    ("The given evidence is not enough to answer the question.", "abstention"),
    ("None of the retrieved chunks mentions this.", "abstention"),
    ("잘 모르겠습니다.", "abstention"),
    ("모르겠습니다.", "abstention"),
    ("제공된 발췌문에는 이 정보가 포함되어 있지 않습니다.", "abstention"),
    ("논문에서 이에 대한 내용을 찾을 수 없습니다.", "abstention"),
    ("근거 자료에 해당 내용이 없습니다.", "abstention"),
    ("이 논문은 그 결과를 보고하지 않습니다.", "abstention"),
    ("주어진 증거로는 답할 수 없습니다.", "abstention"),
    ("Ich weiß es nicht.", "abstention"),
    ("Der bereitgestellte Auszug enthält diese Information nicht.", "abstention"),
    ("Das Paper macht dazu keine Angabe.", "abstention"),
    ("Die Belege sagen dazu nichts.", "abstention"),
    ("わかりません。", "abstention"),
    ("提供された抜粋にはこの情報は含まれていません。", "abstention"),
    ("論文にはその記載がありません。", "abstention"),
    ("我不知道。", "abstention"),
    ("提供的摘录中没有包含这一信息。", "abstention"),
    ("Je ne sais pas ; l'article ne le précise pas.", "abstention"),
    ("The encoder is composed of a stack of N = 6 identical layers. [Text, p.3]", "statement"),
    ("It uses 8 attention heads with d_k = d_v = 64.", "statement"),
    ("The big Transformer reaches 41.8 BLEU on English-to-French [Table 2, p.8].", "statement"),
    ("Training cost 3.3 · 10^18 FLOPs for the base model.", "statement"),
    ("Adam with beta1 = 0.9, beta2 = 0.98 and epsilon = 1e-9.", "statement"),
    ("The decoder layer starts with a Masked Multi-Head Attention block.", "statement"),
    ("Figure 3 shows the attention of the word 'making' in layer 5 of 6.", "statement"),
    ("The 56-layer network has higher training error than the 20-layer network.", "statement"),
    ("ResNet-34 ends at about 28% validation error.", "statement"),
    ("The curves drop sharply at about 15 x 10^4 and 30 x 10^4 iterations.", "statement"),
    (
        "Self-attention does not need recurrence; it connects all positions with O(1) operations.",
        "statement",
    ),
    (
        "Dropout was not applied to the attention weights of the base model; residual dropout was 0.1.",
        "statement",
    ),
    ("No, the model does not use convolutions; it relies entirely on attention.", "statement"),
    ("According to the evidence, the inner layer has dimensionality 2048.", "statement"),
    ("Based on Table 3, the big model has 213 million parameters and 26.4 BLEU.", "statement"),
    ("The paper reports 28.4 BLEU on WMT 2014 English-to-German.", "statement"),
    (
        "Yes. Learned positional embeddings give nearly identical results (Table 3, row E).",
        "statement",
    ),
    ("The learning rate increases linearly for 4000 warmup steps and then decays.", "statement"),
    ("Beam size 4 and length penalty 0.6.", "statement"),
    ("6", "statement"),
    ("About 13%.", "statement"),
    ("Softmax.", "statement"),
    ("Layer normalization.", "statement"),
    ("Scaled dot-product attention.", "statement"),
    ("ResNet-110.", "statement"),
    ("Positional encoding, added to the input embeddings.", "statement"),
    (
        "It does not use recurrence; every layer is self-attention plus a feed-forward network.",
        "statement",
    ),
    ("The model does not learn the positional encodings; they are fixed sinusoids.", "statement"),
    ("No dropout is used in the ResNet experiments; weight decay is 0.0001.", "statement"),
    ("There are no convolutions in the Transformer.", "statement"),
    ("인코더는 6개의 동일한 층으로 구성되어 있습니다.", "statement"),
    ("BLEU 점수는 28.4입니다.", "statement"),
    ("모델은 8개의 어텐션 헤드를 사용합니다.", "statement"),
    ("Für das Basismodell wurde eine Dropout-Rate von 0,1 verwendet.", "statement"),
    ("Der Encoder besteht aus 6 identischen Schichten.", "statement"),
    ("8枚のNVIDIA P100 GPUで学習しました。", "statement"),
    ("エンコーダは6層で構成されています。", "statement"),
    ("编码器由6个相同的层组成。", "statement"),
    ("Le modèle atteint 41,8 BLEU en anglais-français.", "statement"),
)

_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+|\n+")
_TAGS = re.compile(r"\s*\[[^\]\n]{1,60}\]")  # [Table 2, p.8], [38]: no cue either way


def lead_sentence(answer: str) -> str:
    """The answer's opening sentence, where an answerer says whether it can answer at all.

    Classifying the lead rather than the whole answer keeps "The evidence does not say X; it does
    say Y ..." an abstention however much Y follows."""
    text = _TAGS.sub("", answer).strip().lstrip("#*->• ").strip()
    parts = [p.strip().lstrip("#*->• ").strip() for p in _SENTENCE_END.split(text)] if text else []
    parts = [p for p in parts if p]
    if not parts:
        return ""
    # "From the paper:" / "논문의 해당 근거:" only announces what follows; what follows is the answer.
    if parts[0].endswith((":", "：")) and len(parts) > 1:
        parts = parts[1:]
    lead = parts[0]
    # "No." / "See Figure 2." alone says too little to classify: read the next sentence too.
    if len(lead) < 40 and len(parts) > 1:
        lead = f"{lead} {parts[1]}"
    return lead[:400]


class PassageEmbedder(Protocol):
    def embed_passages(self, texts: Sequence[str]) -> object: ...


@dataclass(frozen=True)
class AbstentionVerdict:
    label: Label
    confidence: float  # share of the neighbours' similarity mass that voted for ``label``


class AbstentionClassifier:
    """k-nearest-neighbour vote over embeddings of labelled example answers.

    The answer's lead sentence is classified: "The evidence does not say X. It does say Y..." is
    an abstention, "X is 6 [Text, p.3]." a statement. An empty answer is an abstention.
    """

    def __init__(
        self,
        embedder: PassageEmbedder,
        examples: Sequence[tuple[str, Label]] = LABELLED_ANSWERS,
        k: int = 5,
    ) -> None:
        self._embedder = embedder
        self._texts = [t for t, _ in examples]
        self._labels = np.array([lab == "abstention" for _, lab in examples])
        self._k = min(k, len(examples))
        self._matrix: np.ndarray | None = None

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        m = np.asarray(self._embedder.embed_passages(list(texts)), dtype=np.float32)
        norms = np.linalg.norm(m, axis=1, keepdims=True)
        return m / np.where(norms == 0, 1.0, norms)

    def classify_many(self, answers: Sequence[str]) -> list[AbstentionVerdict]:
        if self._matrix is None:
            self._matrix = self._embed(self._texts)
        leads = [lead_sentence(a) for a in answers]
        verdicts: list[AbstentionVerdict | None] = [
            AbstentionVerdict("abstention", 1.0) if not lead else None for lead in leads
        ]
        todo = [i for i, v in enumerate(verdicts) if v is None]
        if todo:
            sims = self._embed([leads[i] for i in todo]) @ self._matrix.T
            for row, i in zip(sims, todo, strict=True):
                top = np.argsort(-row, kind="stable")[: self._k]
                weights = np.clip(row[top], 1e-6, None)
                abstain = float(weights[self._labels[top]].sum() / weights.sum())
                verdicts[i] = (
                    AbstentionVerdict("abstention", round(abstain, 4))
                    if abstain > 0.5
                    else AbstentionVerdict("statement", round(1 - abstain, 4))
                )
        return [v for v in verdicts if v is not None]

    def classify(self, answer: str) -> AbstentionVerdict:
        return self.classify_many([answer])[0]


# --------------------------------------------------------------------------- one question


@dataclass(frozen=True)
class ItemScore:
    phrase_recall: float | None  # None on unanswerable items
    missing: list[str]
    hit: bool | None  # gold evidence among the retrieved top-k; None on unanswerable items
    gold_rank: int | None
    cited_gold: bool | None
    abstained: bool
    hallucinated: bool
    correct: bool  # full recall on answerable items, an abstention on unanswerable ones
    strict: bool | None = None  # every key phrase and no distractor; None on unanswerable items
    distractors: list[str] = field(default_factory=list)  # the wrong alternatives it stated


def score_item(
    question: Question,
    answer: str,
    citations: Sequence[Citation],
    evidence: Sequence[Evidence],
    abstained: bool,
) -> ItemScore:
    """A statement below full recall is a hallucination; so is any statement on an unanswerable item.
    An abstention on an answerable item is a miss, not a hallucination; its recall still counts
    whatever facts it does state. Strict: full recall, no distractor stated, no abstention."""
    if not question.answerable:
        return ItemScore(None, [], None, None, None, abstained, not abstained, abstained)
    recall = phrase_recall(question.key_phrases, answer)
    wrong = distractors_stated(question.distractors, answer)
    rank = gold_rank(question, evidence)
    return ItemScore(
        phrase_recall=round(recall.score, 4),
        missing=recall.missing,
        hit=rank is not None,
        gold_rank=rank,
        cited_gold=cites_gold(question, citations),
        abstained=abstained,
        hallucinated=(not abstained) and recall.score < 1.0,
        correct=recall.score == 1.0,
        strict=recall.score == 1.0 and not wrong and not abstained,
        distractors=wrong,
    )
