"""What a question asks for: a value, the highest or lowest, a difference, a value at a point.

Cues cover the router's seven languages. They only say what kind of computation could answer;
which table column or chart series it runs on is matched from the question's own words.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from paperlens.answer.months import MONTH_FORMS
from paperlens.answer.open_bounds import THRESHOLD

Extreme = Literal["max", "min", "best", "worst"]

_MAX = re.compile(
    # "what peak memory does X need": a measure named "peak memory", not the largest of it;
    # "the peak memory" still ranks.
    r"\bhighest\b|\blargest\b|\bbiggest\b|\bgreatest\b|\bmaximum\b|\bmax\b"
    r"|\bthe (?:(?:second|third|fourth|fifth|2nd|3rd|4th|5th)[\s-]+)?most\b(?! recent| negative)"
    r"|(?<=the )peak\b|(?<=its )peak\b|\bpeak\b(?!\s+(?:memory|ram|power|load|demand|flow|discharge|current|voltage|usage|throughput"
    r"|bandwidth|temperature|concentration|intensity|pressure|traffic|season|hours?)\b)"
    r"|\bhöchste[nmrs]?\b|\bgrößte[nmrs]?\b|\bmeisten\b|\bmaximale[nmrs]?\b"
    r"|\bplus (?:haut|élevée?|grande?)s?\b|\bmaximum\b|\bmáxim[oa]\b|\bmás alt[oa]\b|\bmayor\b"
    r"|가장 (?:높|크|많)|최고|최대|最も(?:高|大|多)|一番(?:高|大|多)|最高|最大|最多"
    # Superlatives of a dimension: the most of the quantity that names it ("the steepest slope").
    r"|\b(?:steep|long|deep|heav|old|tall|wid|thick|dens|hott|warm|wett|rich|loud|bright|broad"
    r"|full|busi|costli|pric|dear|fast|firm|hard)i?est\b|\bfarthest\b|\bfurthest\b"
    r"|\bmost expensive\b|\bteuerste[nmrs]?\b|\bplus ch[eè]re?s?\b|\bm[áa]s car[oa]s?\b"
    r"|最も高価|一番高価|가장 비싼|最贵|最昂贵",
    re.I,
)
_MIN = re.compile(
    r"\blowest\b|\bsmallest\b|(?<!\bat )\bleast\b|\bfewest\b|\bminimum\b|(?<!\d )(?<!\d)\bmin\b(?!-)"
    r"|\bmost negative\b"
    r"|\bniedrigste[nmrs]?\b|\bkleinste[nmrs]?\b|\bgeringste[nmrs]?\b|\bwenigsten\b|\bminimale[nmrs]?\b"
    r"|\bplus (?:bas|basse|faible|petite?)s?\b|\bmínim[oa]\b|\bmás baj[oa]\b|\bmenor\b"
    r"|가장 (?:낮|작|적)|최저|최소|最も(?:低|小|少)|一番(?:低|小|少)|最低|最小|最少"
    r"|\b(?:short|shallow|light|young|thinn|narrow|cold|cool|dri|cheap|earli|clos|poor"
    r"|quiet|empti|slow|soft)est\b"
    r"|\b(?:billigste[nmrs]?|günstigste[nmrs]?)\b|\bmoins ch[eè]re?s?\b|\bm[áa]s barat[oa]s?\b"
    r"|\bmenos car[oa]s?\b|最も安|一番安|가장 (?:싼|저렴)|最便宜",
    re.I,
)
# "Where did most of the harvest go?", "Which market took most of the milk?": the category
# that took the largest part, asked of a place or thing (not "did most of them ...", a yes/no)
_MOST_OF = re.compile(
    r"\b(?:where|which|who|whom)\b[^?.]{0,60}?\bmost of (?:the|its|their|all)\b", re.I
)
# "the most severe", "the least affected": a degree of an adjective, no ranking of the value
_DESCRIBING = re.compile(
    r"(?:the )?(?:most|least) [a-z]{2,}(?:ous|ful|ive|ent|ant|ed|ic|al|ible|able|ere|ar|ense)\b",
    re.I,
)
_BEST = re.compile(
    r"\bbest\b|\bstrongest\b|\btop-performing\b|\boutperforms? all\b"
    r"|\bbeste[nmrs]?\b|\bmeilleure?s?\b|\bmejor(?:es)?\b|가장 좋|최상|最も良|一番良|最好|最佳|最优",
    re.I,
)
_WORST = re.compile(
    r"\bworst\b|\bweakest\b|\bschlechteste[nmrs]?\b|\bpire\b|\bpeor(?:es)?\b|가장 나쁜|最も悪|最差",
    re.I,
)
# One value set against another: "how far ahead of the other cider", "how far behind Oslo",
# "how much below the normal" (above or below only a reference, not "below the surface")
SET_AGAINST = re.compile(
    r"\bhow (?:far|much|many(?: \w+)?) (?:ahead of|behind\b"
    r"|(?:above|below|under) (?:the |its |their )?(?:other|rest|normal|average|mean|median|norm"
    r"|target|baseline|expected|forecast|control|reference|previous|long-term)\b)",
    re.I,
)
# A verb of gain or loss: "how much did the model gain", "how many points does it lose"
_GAINED = r"\b(?:gain|add|raise|lift|boost|cut|save|lose)(?:s|ed)?\b"
_DIFFERENCE = re.compile(
    r"\bhow (?:much|many)(?: \w+){0,2} (?:better|worse|higher|lower|more|less|fewer|larger|smaller|faster|slower|longer|shorter)\b"
    rf"|\bhow much\b.*{_GAINED}"
    # (not in the passive: "how many loads were cut", "how many jobs were lost" count things)
    rf"|\bhow many\b.*(?<!\bwere )(?<!\bwas )(?<!\bare )(?<!\bis )(?<!\bbeen ){_GAINED}"
    r"|\bhow (?:much|many)\b.*\breduc(?:e|es|ed)\b|\bhow far apart\b"
    # "how far ahead of the other cider was Kerne", "how far below the normal was the rain":
    # one value set against another (not "how far below the surface", a depth)
    rf"|{SET_AGAINST.pattern}"
    r"|\bhow (?:much|many) \w{3,}er\b.*\bthan\b"  # "how much deeper ... than", "warmer"
    r"|\bby (?:about |roughly |approximately |around )?how (?:much|many)\b"
    # "how much did the yield decline from 2022 to 2023": a change of the subject (not "how
    # much rain fell", the amount that fell)
    r"|\bhow (?:much|many)(?: \w+)? (?:did|does|do|has|have|had)\b.*\b(?:fall|fell|fallen|drop"
    r"|dropped|decline|declined|decrease|decreased|rise|rose|risen|increase|increased|grow|grew"
    r"|grown|change|changed|shrink|shrank|shrunk|shorten|shortened|lengthen|lengthened|climb"
    r"|climbed|sink|sank|sunk)\b"
    # "how did the loss rate change from winter 2022-23 to winter 2023-24": the two compared
    r"|\bhow (?:did|does|do|has|have|had)\b.*\bchange\b.*\bfrom\b.+\bto\b"
    r"|\bby what (?:percentage|percent|share|fraction|factor)\b|\bdifference\b|\bgap\b|\bimprove(?:ment|s)? (?:of|over)\b"
    r"|\bum wie viel|\bunterschied|\bde combien\b|\bdifférence\b|\bécart\b|\bcuánto (?:más|menos)\b"
    r"|\bdiferencia\b|얼마나 더|차이|どれだけ|どのくらい(?:高|低|良)|(?<![误誤偏最])差|高多少|低多少",
    re.I,
)
# "how many boats longer than 15 m": a class of things bounded by a number (a threshold), no
# comparison of two values; "how much longer than the control" still compares.
_THRESHOLD = re.compile(
    r"\bhow (?:much|many) (?!more\b|less\b|fewer\b)[^\W\d_]+ (?:more|less|fewer|larger|smaller"
    r"|longer|shorter|higher|lower|older|younger|bigger|heavier|lighter|wider|narrower|taller"
    r"|deeper|shallower) than (?:about |around |roughly )?(?=[-−]?\d)",
    re.I,
)
_BETTER = re.compile(r"\bbetter\b|\bbesser\b|\bmeilleur|\bmejor|더 좋|더 나은|良い|更好", re.I)
_WORSE = re.compile(r"\bworse\b|\bschlechter\b|\bpire\b|\bpeor|더 나쁜|悪い|更差", re.I)
_HIGHER = re.compile(
    r"\bhigher\b|\bmore\b|\blarger\b|\bhöher|\bplus élev|\bmás alt|더 높|高い|更高", re.I
)
_LOWER = re.compile(
    r"\blower\b|\bless\b|\bsmaller\b|\bniedriger|\bplus bas|\bmás baj|더 낮|低い|更低", re.I
)
_END = re.compile(
    r"\bend(?:s|ed|ing)?\b|\bfinal(?:ly)?\b|\blast\b|\bat the end\b|\bconverge|\bafter training\b"
    r"|\bmost recent\b|\blatest\b"
    r"|\bam ende\b|\bendet\b|\bà la fin\b|\bfinit\b|\bal final\b|\btermina\b"
    r"|마지막|최종|끝|最終|最後|最终|最后",
    re.I,
)
_START = re.compile(
    r"\bstart(?:s|ing)?\b|\bbegin(?:s|ning)?\b|\binitial(?:ly)?\b|\bearliest\b"
    r"|\bfirst (?:epoch|iteration|step|point|measurement|reading|observation|sampling|time ?point)\b"
    r"|\banfang|\bau début\b|\bal (?:inicio|principio)\b|처음|시작|最初|開始|最初|开始",
    re.I,
)
_DROP = re.compile(
    r"\bdrop(?:s|ped)?\b|\bfalls?\b|\bplunge|\bsharp(?:ly)? (?:decrease|decline|fall|drop)"
    r"|\bjumps?\b|\bfällt|\babf[aä]ll|\bchute\b|\bcae\b|\bcaída\b|급격|떨어|急|下降|骤降",
    re.I,
)
# "how low did it fall on day 24", "by how much did it drop": a value asked, not where it drops
_HOW_FAR = re.compile(r"\bhow (?:low|high|far|much|many|deep|steeply)\b", re.I)
_QUANTITY = re.compile(
    r"\bhow (?:many|much|long|large|big|high|low|fast|deep|wide)\b"
    r"|\bwhat (?:is|are|was|were) the (?:value|number|size|dimension|rate|score|accuracy|error)"
    r"|\b(?:which|what) values?\b|\bdimensionality\b|\brate\b|\bscores?\b|\bnumber of\b|\bhow often\b"
    r"|\b(?:accuracy|error|bleu|f1|precision|recall|perplexity|ppl|auc|loss|size|throughput|latency)\b"
    r"|몇|얼마|수치|점수|정확도|いくつ|何枚|何個|何層|何回|いくら|どれくらい|多少|几|多大|多高"
    r"|wie viele|wie viel|wie hoch|wie groß|welche.*rate|combien|quel(?:le)? (?:est|sont) (?:le|la|les) (?:taux|score|nombre|valeur)"
    r"|cuántos|cuántas|cuánto|qué valor",
    re.I,
)
# Panels of a multi-panel figure, as questions name them.
_PANEL = re.compile(
    r"\((?P<letter>[a-h])\)|\bpanel (?P<letter2>[a-h])\b|\b(?P<side>left|right|middle|center|centre|top|bottom)\b"
    r"|(?P<ko>왼쪽|오른쪽|가운데|위|아래)|(?P<ja>左|右|中央)",
    re.I,
)
_SIDE_INDEX = {
    "left": 0,
    "top": 0,
    "왼쪽": 0,
    "위": 0,
    "左": 0,
    "middle": 1,
    "center": 1,
    "centre": 1,
    "가운데": 1,
    "中央": 1,
    "right": -1,
    "bottom": -1,
    "오른쪽": -1,
    "아래": -1,
    "右": -1,
}


@dataclass(frozen=True)
class Intent:
    """The computation a question asks for. ``extreme`` for "which ... highest/best";
    ``difference`` for "how much better is A than B"; ``at_end``/``at_start`` for a curve's
    last or first point; ``drops`` for where curves fall sharply."""

    wants_number: bool = False
    extreme: Extreme | None = None
    difference: bool = False
    direction: Literal["higher", "lower", "better", "worse"] | None = None
    at_end: bool = False
    at_start: bool = False
    drops: bool = False
    panel: str | None = None  # "(a)", or a side: "left", "middle", "right"
    panel_index: int | None = None
    numbers: list[float] = field(default_factory=list)
    chooses: bool = False  # "which ...": pick one of several (rows, curves)


# Numbers glued to words by a hyphen or "@" name things ("CIFAR-10", "56-layer", "Recall@10"),
# they are not points.
# "1,000 cycles" is one thousand (groups of three after a comma), not 1 and 0.
# A scale after a number: a word ("2 million"), a capital ("300M", "1.2 M") or a small letter
# glued to it ("20k"); "100 m" with a space is a hundred metres, not a hundred million.
_NUMBER = re.compile(
    r"(?<![\w.\-@])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"(?:\s*((?i:million|billion|thousand))|\s?([KMB])|([kmb]))?(?![\w.\-])"
)
_WHICH = re.compile(
    r"\bwhich\b|\bwho\b|어느|어떤|どちら|どの|どれ|哪|\bwelche[rsn]?\b|\bquel(?:le)?s?\b|\bcuál(?:es)?\b",
    re.I,
)
_SCALE = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "billion": 1e9}


# A superlative that names a statistic measured ("the maximum salinity"), not a ranking
_STATISTIC = re.compile(
    r"maxim\w*|minim\w*|max|min|peak|máxim[oa]|mínim[oa]|최대|최소|最大|最小", re.I
)


def _statistics_only(q: str) -> bool:
    found = [m.group(0) for p in (_MAX, _MIN) for m in p.finditer(q)]
    return bool(found) and all(_STATISTIC.fullmatch(w.strip()) for w in found)


def statistic_named(question: str, names: Sequence[str]) -> bool:
    """Whether every superlative of the question is a statistic's word that a label prints
    with one of the two words after it: "how strongly did the minimum song frequency rise" of
    an axis titled "Minimum song frequency (Hz)", or a column "Minimum frequency (Hz)", names
    that quantity; it ranks nothing."""
    q = unicodedata.normalize("NFKC", question).lower()
    found = [m for p in (_MAX, _MIN) for m in p.finditer(q)]
    if not found or not all(_STATISTIC.fullmatch(m.group(0).strip()) for m in found):
        return False
    labels = [n.lower() for n in names]
    for m in found:
        word = m.group(0).strip()
        after = re.findall(r"[^\W\d_]{4,}", q[m.end() :])[:2]
        if not any(
            re.search(rf"\b{re.escape(word)}\b", label)
            and any(re.search(rf"\b{re.escape(a[:4])}", label) for a in after)
            for label in labels
        ):
            return False
    return True


def numbers_in(text: str) -> list[float]:
    """Plain numbers a question states ("at 300M samples" -> 3e8, "epoch 150" -> 150)."""
    out = []
    for m in _NUMBER.finditer(text):
        scale = m.group(2) or m.group(3) or m.group(4) or ""
        value = float(m.group(1).replace(",", "")) * _SCALE.get(scale.lower(), 1.0)
        out.append(value)
    return out


def read_intent(question: str) -> Intent:
    q = unicodedata.normalize("NFKC", question)
    extreme: Extreme | None = None
    if _BEST.search(q):
        extreme = "best"
    elif _WORST.search(q):
        extreme = "worst"
    elif (most := _MAX.search(q)) or _MIN.search(q):
        # "the lowest maximum salinity": the first superlative ranks, the next names the metric
        least = _MIN.search(q)
        extreme = "min" if least and (most is None or least.start() < most.start()) else "max"
        # "the most severe class ... smallest", "the least affected region ... highest": a
        # "most" or "least" before an adjective names the thing; the superlative after ranks
        if most and least and _DESCRIBING.match(q, most.start()) and least.start() > most.end():
            extreme = "min"
        elif most and least and _DESCRIBING.match(q, least.start()) and most.start() > least.end():
            extreme = "max"
    elif _MOST_OF.search(q):
        extreme = "max"
    # ("how many sites had more than 10 songs per hour" sets a bound, it compares nothing)
    unbounded = THRESHOLD.sub(" ", q)
    if extreme in ("max", "min") and unbounded != q and _statistics_only(q):
        extreme = None  # "stations with a maximum salinity above 20 ‰": the maximum is measured
    difference = bool(_DIFFERENCE.search(_THRESHOLD.sub(" ", unbounded)))
    direction: Literal["higher", "lower", "better", "worse"] | None = None
    for name, pattern in (
        ("better", _BETTER),
        ("worse", _WORSE),
        ("higher", _HIGHER),
        ("lower", _LOWER),
    ):
        if pattern.search(unbounded):
            direction = name  # type: ignore[assignment]
            break
    panel, index = None, None
    m = _PANEL.search(q)
    if m:
        letter = m.group("letter") or m.group("letter2")
        if letter:
            panel, index = f"({letter.lower()})", ord(letter.lower()) - ord("a")
        else:
            side = (m.group("side") or m.group("ko") or m.group("ja") or "").lower()
            panel, index = side, _SIDE_INDEX.get(side)
    if extreme is None and direction and not difference and _WHICH.search(q):
        # "Which ResNet ends with the lower error?": a comparative over the candidates.
        extreme = {"higher": "max", "lower": "min", "better": "best", "worse": "worst"}[direction]  # type: ignore[assignment]
    return Intent(
        wants_number=bool(_QUANTITY.search(q)) or difference,
        extreme=None if difference else extreme,
        difference=difference,
        direction=direction,
        at_end=bool(_END.search(q)),
        at_start=bool(_START.search(q)),
        drops=bool(_DROP.search(q)) and not _HOW_FAR.search(q),
        panel=panel,
        panel_index=index,
        numbers=numbers_in(q),
        chooses=bool(_WHICH.search(q)),
    )


# Metrics where a lower value is the better one; everything else counts higher as better.
_LOWER_IS_BETTER = re.compile(
    r"error|\berr\b|loss|perplexity|\bppl\b|\bwer\b|\bcer\b|latency|\btime\b|cost|flops|memory"
    r"|params|parameters|\bmse\b|\brmse\b|\bmae\b|distance|\bfid\b|regret|\brank\b|runtime|seconds"
    r"|오류|에러|손실|誤差|損失|误差|损失|fehler|erreur|\berror\b",
    re.I,
)


def lower_is_better(metric: str) -> bool:
    """Whether "best" means the smallest value of this metric (error, loss, perplexity, cost)."""
    return bool(_LOWER_IS_BETTER.search(metric))


# A question that can only be answered with an amount: "how many", "what was the mean ...".
_AMOUNT = re.compile(
    r"\bhow (?:many|much)\b|\bby how\b|\bwhat (?:is|was|are|were) the (?:mean|average|median|total"
    r"|number|percentage|proportion|share)\b|\bwie (?:viel(?:e|en)?|hoch)\b|\bcombien\b"
    r"|\bcu[áa]nt[oa]s?\b|몇|얼마|いくつ|何人|何個|何%|いくら|多少|几(?:个|位|次|块|张|层)",
    re.I,
)


def asks_amount(question: str) -> bool:
    """Whether only a number can answer: a quote without one answers something else."""
    return bool(_AMOUNT.search(unicodedata.normalize("NFKC", question)))


# The kind of value a question asks for, and how a sentence that gives one looks. Words the
# question shares with the answer cannot find it when it asks "what hardware" (the paper says
# "a server with four Intel Xeon CPUs") or asks in another language ("Mit welchem Ergebnis").
_ASKS_HARDWARE = re.compile(
    r"\bhardware\b|\bmatériel\b|\bequipo\b|硬件|하드웨어|ハードウェア|\bwhat (?:machines?|computers?)\b",
    re.I,
)
_HARDWARE = re.compile(
    r"\b(?:CPUs?|GPUs?|TPUs?|cores?|Xeon|NVIDIA|Intel|AMD|Tesla|RAM|GHz|\d+\s?(?:GB|TB))\b"
)
_ASKS_RESULT = re.compile(
    r"\b(?:result|score|outcome|ergebnis|endstand|résultat|score|resultado|marcador)\b"
    r"|결과|스코어|結果|スコア|结果|比分",
    re.I,
)
_CONTEST = re.compile(
    r"\b(?:match|game|games|won|win|beat|defeat(?:ed)?|spiel|partie|gewann|gagn\w*|gan[óo]|partido)\b"
    r"|경기|이겼|対局|勝|比赛|对局|赢|胜",
    re.I,
)
_MONTH_AFTER = (
    r"(?!\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|January|February|March|April"
    r"|June|July|August|September|October|November|December)\b)"
)
_TALLY = re.compile(
    rf"(?<![\d.,])\d{{1,2}}\s*(?:games?|points?|goals?|sets?|wins?)?\s*(?:to|–|-|:)\s*\d{{1,2}}(?![\d.,%]){_MONTH_AFTER}"
)


# "When is the meadow mown?": a date answers, in whatever language the paper prints it.
_ASKS_WHEN = re.compile(
    r"^\s*(?:when|quand|cuándo|wann)\b|\bat what (?:date|time of year)\b|\bin which month\b"
    r"|언제|いつ|何时|什么时候|哪个月",
    re.I,
)
_DATE = re.compile(
    rf"(?<![^\W\d_])(?:{'|'.join(sorted((m for m in MONTH_FORMS if len(m) >= 4), key=len, reverse=True))})"
    # (not a bare year: a citation's "(Lee, 2019)" is no date of the study)
    r"(?![^\W\d_])|(?<!\d)(?:1[0-2]|[1-9])\s*[月월]",
    re.I,
)


# "Where did the seed come from?", "Where were the prices recorded?": a place or a source
_ASKS_WHERE = re.compile(
    r"^\s*(?:where|wo|où|dónde|donde)\b|\bwhere (?:did|do|does|was|were|is|are|had|has)\b"
    r"|어디|どこ|哪里|在哪",
    re.I,
)
# ... which a sentence gives as a name after a preposition of place or source ("collected from
# donor meadows in the Isles of Scilly", "recorded at the Bazar-Korgon market"; in a script with
# capitals but no Latin prepositions, a capitalised word after a lower-case one), not a label,
# month or weekday.
_NOT_PLACES = (
    "Table|Tables|Figure|Figures|Fig|Figs|Section|Appendix|Eq|Equation|Supplementary|January"
    "|February|March|April|May|June|July|August|September|October|November|December|Monday"
    "|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"
)
_NAME_AFTER = rf"(?:the\s+)?(?!(?:{_NOT_PLACES})\b)[A-ZÀ-ÖØ-ÞΑ-ΩА-Я][\w'’-]+"
_PLACE = re.compile(
    rf"(?:\b(?:from|in|at|near|on)\s+(?:[a-z]+\s+){{0,3}}?|(?<=[а-яёα-ω] )){_NAME_AFTER}"
)
# ("where did the seed come from": the source, a name after "from")
_SOURCE = re.compile(rf"\bfrom\s+(?:[a-z]+\s+){{0,4}}?{_NAME_AFTER}")
# "Which standard were the measurements made to?": a standard's code answers ("LST EN ISO
# 3382-1", "ASTM D638"), printed alike in every language; "standard deviation" asks no standard.
_ASKS_STANDARD = re.compile(
    r"\b(?:standar[dt]|estándar)(?:s|a|ą|u|e|o|y|om|ų|en)?\b"
    r"(?!\s*(?:deviation|error|errors|abweichung|fehler|desviación|deviazione|errore|déviation))"
    r"|\bwelche[rnms]? Norm|стандарт|規格|标准|표준",
    re.I,
)
_STANDARD = re.compile(
    r"\b(?:ISO|IEC|EN|ASTM|DIN|BS|ANSI|GOST|ГОСТ|JIS|LST|NF|UNE|PN|ČSN|STN|SFS|IEEE|AASHTO|ITU-T)"
    r"(?:[ /-](?:EN|ISO|IEC|[A-Z]))*[ -]?\d{2,}(?:[-:.]\d+)*"
)


# "Which instrument recorded the sky brightness?", "What sensor logged the water level?": a
# device's model designation answers ("SQM-LU-DL", "Dragino LDDS75", "YSI ProDSS", "PAL-1",
# "Kestrel 5400", "K-type"), printed alike in every language while the sentence around it is
# in the paper's. ("How was it measured?" is not asked so: a method answers it as often, and
# another sentence's model, "NMC811 cells", would lead.)
_ASKS_INSTRUMENT = re.compile(
    r"\b(?:which|what)\s+(?:[\w-]+\s+){0,2}(?:instruments?|devices?|meters?|sensors?|probes?"
    r"|loggers?|apparatus|equipment|analy[sz]ers?|gauges?|[a-z]+meters?|[a-z]+scopes?"
    # lab and field equipment named by what it does: "which roaster", "what microphone"
    r"|roasters?|mixers?|centrifuges?|ovens?|furnaces?|cameras?|scanners?|printers?|recorders?"
    r"|microphones?|hydrophones?|spectrographs?|chromatographs?|incubators?|extruders?|drones?)\b"
    r"(?!\s+(?:values?|readings?|scores?))"  # ("what sake meter value": a quantity)
    r"|\bqu[ée]\s+(?:instrumento|aparato|equipo|sensor|sonda|dispositivo)\b"
    r"|\bquel(?:le)?s?\s+(?:instruments?|appareils?|capteurs?|sondes?|dispositifs?)\b"
    r"|\bwelche[mnrs]?\s+(?:Ger[äa]t|Messger[äa]t|Instrument|Sensor|Sonde)"
    r"|什么(?:探头|仪器|设备|传感器)|哪(?:种|个|台)(?:探头|仪器|设备|传感器)"
    r"|(?:どの|何の)(?:機器|装置|測定器|センサー?|計器)|어떤\s*(?:기기|장비|장치|센서|측정기)",
    re.I,
)
# A model designation: capitals joined by hyphens ("SQM-LU-DL", "RTK-GPS"), capitals with a
# number ("LDDS75", "PAL-1", "GAC 2500"), a capital inside a word ("ProDSS", "MiniProf"), a
# letter's type ("K-type", "M-Basic") or a name with a model number ("Kestrel 5400"). A bare
# acronym ("GPS", "HPLC"), a formula ("CO2"), a capitalised word or a year after one ("In
# 2024", "SAVA 2024") is no model: every paper prints those.
_NO_YEAR = r"(?!(?:19|20)\d\d\b)"  # ("SAVA 2024", "In 2024": a place or a word, then a year)
_INSTRUMENT = re.compile(
    rf"(?<![\w-])(?:[A-Z]{{2,}}\d*(?:-[A-Z0-9]+)+|[A-Z]{{2,}}(?:-\d{{1,5}}|\s?{_NO_YEAR}\d{{2,5}})"
    rf"[A-Za-z]?|[A-Z][a-z]+[A-Z][A-Za-z]*\d*|[A-Z]-[A-Za-z][a-z]+"
    rf"|[A-Z][a-z]{{2,}} {_NO_YEAR}\d{{3,5}})(?![\w-])"
)


def asks_when(question: str) -> bool:
    """Whether a date answers: "When is the meadow mown?", "in which month"."""
    return bool(_ASKS_WHEN.search(unicodedata.normalize("NFKC", question)))


def asks_instrument(question: str) -> bool:
    """Whether a device answers ("which instrument", "what sensor"), not an amount:
    "What instrument measured the soluble solids?" names a quantity but asks for none."""
    return bool(_ASKS_INSTRUMENT.search(unicodedata.normalize("NFKC", question)))


def instrument_noun(question: str) -> str | None:
    """The English noun a question asks a device by ("roaster" of "Which roaster was used?"),
    in the singular; None for a general one ("instrument", "device", "equipment") or none."""
    m = _ASKS_INSTRUMENT.search(unicodedata.normalize("NFKC", question))
    if m is None or not m.group().isascii():
        return None
    noun = m.group().split()[-1].lower()
    noun = noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun
    return None if noun in _GENERAL_DEVICES else noun


_GENERAL_DEVICES = frozenset(["instrument", "device", "apparatu", "apparatus", "equipment"])


@dataclass(frozen=True)
class Shape:
    """How a sentence that gives the asked kind of value looks. ``several``: a sentence naming
    more of them answers better (a CPU, its cores, its memory); otherwise one is best, since
    two tallies ("5–0 and 3–2") put an alternative beside the answer."""

    pattern: re.Pattern[str]
    several: bool

    def rank(self, text: str) -> int:
        """Lower ranks first; 9 for a text without the shape."""
        found = len(set(self.pattern.findall(text)))
        if not found:
            return 9
        return -min(3, found) if self.several else found


def answer_shape(question: str) -> Shape | None:
    """The shape of the asked kind of value: hardware names for "what hardware", a tally ("5
    games to 0", "5–0") for the result of a match, a month or year for "when", a standard's code
    for "which standard", a model designation for "which instrument", a name for "where";
    None otherwise."""
    q = unicodedata.normalize("NFKC", question)
    if _ASKS_HARDWARE.search(q):
        return Shape(_HARDWARE, several=True)
    if _ASKS_RESULT.search(q) and _CONTEST.search(q):
        return Shape(_TALLY, several=False)
    if _ASKS_WHEN.search(q):
        return Shape(_DATE, several=False)
    if _ASKS_STANDARD.search(q):
        return Shape(_STANDARD, several=False)
    if asks_instrument(q):
        return Shape(_INSTRUMENT, several=False)
    if _ASKS_WHERE.search(q):
        return Shape(_SOURCE if re.search(r"\bfrom\b", q, re.I) else _PLACE, several=False)
    return None
