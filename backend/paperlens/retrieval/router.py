"""Route a question by intent: which chunk types it should search, and which labels it names.

Unfiltered figure captions crowd prose out of the top-k (text-question scores fell from 83% to
67% in the design this follows), so only questions that ask about a figure or a table search
those chunks first. Cues cover the languages researchers ask in.
"""

from __future__ import annotations

import re
import unicodedata

from paperlens.labels import find_labels, kind_of
from paperlens.models import Route

# Intent cues. Korean and CJK cues exclude common words that merely contain the character
# (발표 "presentation", 목표 "goal", 表示 "display", 代表 "representative").
_FIGURE_CUE = re.compile(
    # A counted "plot" or "bar" is a field plot or a pressure ("the 10,000-plot trial", "5 bar"),
    # and so is a plot named by a code ("plot P2", "plots 3 and 4", "plot B"), counted in
    # words ("how many plots were planted", "the number of plots") or chosen among others
    # ("which plot let the least heat in", "each plot", "per plot"): a figure is chosen by its
    # number, not as "which plot".
    r"\bfig(?:ure)?s?\b|\bfig\.|\bcharts?\b|(?<!\d-)(?<!\d )(?<!many )(?<!number of )"
    r"(?<!\bwhich )(?<!\beach )(?<!\bevery )(?<!\bper )(?<!\ball )"
    r"\bplots?\b(?!\s+(?-i:[A-Z]{0,3}-?\d+[a-z]?|[A-Z])\b)"
    r"|\bplotted\b|\bgraphs?\b"
    r"|\bdiagrams?\b|\bcurves?\b|\bvisuali[sz]ation|\baxis\b|\blegend\b|(?<!\d-)(?<!\d )\bbars?\b"
    r"|그림|도표|그래프|차트|도식|곡선"
    r"|図|グラフ|チャート|曲線|图表|图|圖|曲线"
    r"|\babbildung|\bgrafik|\bdiagramm|\bschaubild|\bkurve"
    r"|\bgraphiques?\b|\bschémas?\b|\bcourbes?\b"
    r"|\bfiguras?\b|\bgráficos?\b|\bdiagramas?\b|\bcurvas?\b",
    re.I,
)
_TABLE_CUE = re.compile(
    r"\btables?\b|\btab\.|(?<![가-힣])표(?![현준정시면지])|테이블"
    r"|(?<![图代発发公列])表(?![示現现明情])"
    r"|\btabellen?\b|\btableaux?\b|\btablas?\b|\bcuadros?\b",
    re.I,
)

# Reported results live in tables: a question about a score or a cost searches tables too.
_RESULT_CUE = re.compile(
    r"\bbleu\b|\baccura|\berror rates?\b|\btop-?[15]\b|\bf1\b|\bperplexity\b|\bppl\b|\bflops\b"
    r"|\btraining cost\b|\bscores?\b|\bresults?\b|\boutperform|\bbaselines?\b|\bablation"
    # Costs a benchmark measures: how long a run takes, how much faster, how much memory.
    r"|\bhow long (?:does|did|do)\b.*\btakes?\b|\btimes (?:faster|slower)\b|\bspeed-?ups?\b"
    r"|\b(?:peak |more |less )?memory\b|\brun ?times?\b|\brunning times?\b"
    r"|점수|정확도|성능|결과|오류율|スコア|精度|結果|性能|誤差|分数|准确率|结果|得分"
    r"|\bergebnis|\bgenauigkeit|\bpunktzahl|\brésultats?\b|\bprécision\b|\bpuntuaci|\bresultados?\b|\bprecisión\b"
    # Summary statistics of a cohort or a run: tables hold them.
    r"|\b(?:mean|average|median|standard deviation|proportion|percentage)\b|평균|平均|durchschnitt|\bmoyenne\b|\bpromedio\b"
    # Superlatives and differences rank or subtract reported values: tables hold them.
    r"|\b(?:highest|lowest|best|worst|largest|smallest|fewest)\b|\bhow (?:much|many) (?:more|fewer|less|higher|lower)\b"
    r"|가장|最も|最高|最低|\bhöchste|\bniedrigste|\bplus (?:haut|élevé|bas)|\bmás (?:alto|bajo)|\bmejor"
    r"|\b(?:the )?(?:most|least|greatest)\s+(?!(?:common|commonly|often|likely|important|recent|popular|widely)\b)\w+"
    # Effect sizes of trials and cohorts: tables hold them.
    r"|\b(?:hazard|odds|risk|rate) ratios?\b|\brelative risk\b|\bconfidence intervals?\b",
    re.I,
)


# Questions about the bibliography: who introduced or proposed something, what a paper cites,
# a citation marker ("[14]", "Vaswani et al."), related or prior work.
_CITATION_CUE = re.compile(
    r"\bcit(?:e|es|ed|ing|ation|ations)\b|\breference(?:s| list)\b|\bbibliograph|\brelated work"
    r"|\bprior work|\bwhich (?:paper|work|article|publication)s?\b|\bwho (?:proposed|introduced|invented)"
    r"|\b(?:proposed|introduced|published) (?:by|in)\b|\bet al\b|\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]"
    r"|인용|참고\s*문헌|관련\s*연구|어떤 논문|누가 제안|引用|参考文献|参考資料|関連研究|どの論文|哪篇论文|相关工作"
    r"|\bzitiert|\bzitat|\bliteratur|\bquelle|\bwelche arbeit|\bverwandte arbeiten"
    r"|\bcité|\bcitation|\bréférences?\b|\btravaux (?:connexes|antérieurs)|\bquel article"
    r"|\bcita(?:do|da|s)?\b|\breferencias?\b|\btrabajos relacionados|\bqué artículo",
    re.I,
)


# Questions the front matter answers: who wrote the paper, where they work, who funded it, when
# it was received, its title. Other questions do not search it (see ingest/front_matter.py).
_FRONT_MATTER_CUE = re.compile(
    r"\bauthors?\b|\bwho (?:wrote|writes|are the)|\bwritten by\b|\baffiliat|\buniversit|\binstitut"
    r"|\bcorrespond|\be-?mail|\bcontact\b|\bfund|\bgrants?\b|\bsponsor|\bsupported by\b|\backnowledg"
    r"|\breceived\b|\baccepted\b|\btitle[sd]?\b|\bwhich (?:lab|company|companies|organi[sz]ation)"
    r"|저자|작성자|소속|대학|기관|연구비|지원|제목|著者|作者|所属|大学|機関|机构|資金|资助|基金|助成|謝辞|题目|題目|标题|タイトル"
    r"|\bautor|\bverfasser|\bförder|\btitel\b|\bauteurs?\b|\btitre\b|\bfinanc|\bautores?\b|\btítulo\b",
    re.I,
)


def asks_about_front_matter(question: str) -> bool:
    """Whether the title/author block, affiliations or funding lines may answer the question."""
    return bool(_FRONT_MATTER_CUE.search(unicodedata.normalize("NFKC", question)))


# "도표 1" (Korean: chart 1) names a figure; labels.py reads papers, where the word is rare.
_KO_CHART = re.compile(r"도표\s*(\d+)")


# "Figure 1C": a panel of Figure 1, which is one chunk (capital panel letters, as PLOS prints).
_FIGURE_PANEL = re.compile(r"^((?:Extended Data |Supplementary )?Figure [A-Z]?\d+)[A-Za-z]$")


def explicit_labels(question: str) -> list[str]:
    """Labels the question names, canonical ("표 2" -> "Table 2", "TABLE IV" -> "Table IV");
    a figure panel names its figure ("Figure 1C" -> "Figure 1")."""
    q = unicodedata.normalize("NFKC", question)
    charts = [f"Figure {n}" for n in _KO_CHART.findall(q)]
    found = [_FIGURE_PANEL.sub(r"\1", lb) for lb in find_labels(_KO_CHART.sub(" ", q))]
    return list(dict.fromkeys([*charts, *found]))


def asks_about_citations(question: str) -> bool:
    return bool(_CITATION_CUE.search(unicodedata.normalize("NFKC", question)))


def route(question: str) -> Route:
    """The chunk types to search; reference lists join only questions about citations."""
    found = _route(question)
    if asks_about_citations(question):
        return found.model_copy(
            update={
                "types": [*found.types, "reference"],
                "reason": f"{found.reason}; asks about citations, so the reference list too",
            }
        )
    return found


# A measured condition: "at 180 °C", "for 72 h", "with 64 threads" (not a year, not a label).
_CONDITION = re.compile(
    r"(?<![\w.,])(?!(?:19|20)\d\d\b)\d+(?:[.,]\d+)?\s*(?:°\s*[CF]?|%|[A-Za-zµ]{1,8}\b)"
)


def _conditions(question: str) -> int:
    """How many measured conditions the question states: two or more ("after 72 h at 180 °C")
    name a row of results, which tables hold."""
    return len(_CONDITION.findall(_LABELS_IN.sub(" ", question)))


_LABELS_IN = re.compile(r"\b(?:table|figure|fig\.|tab\.|section|eq\.)\s*\w+", re.I)


def _route(question: str) -> Route:
    q = unicodedata.normalize("NFKC", question)
    labels = explicit_labels(q)
    kinds = {kind_of(lb) for lb in labels}
    wants_figure = bool(_FIGURE_CUE.search(q)) or "figure" in kinds
    # "도표" (chart) contains "표" (table): judge the table cue with the figure words removed.
    without_figure_words = re.sub(r"도표|图表", " ", q)
    wants_table = bool(_TABLE_CUE.search(without_figure_words)) or "table" in kinds
    if kinds == {"algorithm"}:
        return Route(types=["text"], labels=labels, reason="asks about an algorithm block")
    if not wants_table and not wants_figure and (_RESULT_CUE.search(q) or _conditions(q) >= 2):
        return Route(
            types=["table", "text"],
            labels=labels,
            reason="asks for a reported result; tables hold them",
        )
    if wants_table and wants_figure:
        return Route(
            types=["table", "figure", "text"],
            labels=labels,
            reason="asks about a table and a figure",
        )
    if wants_table:
        return Route(types=["table", "text"], labels=labels, reason="asks about a table")
    if wants_figure:
        return Route(types=["figure", "text"], labels=labels, reason="asks about a figure")
    return Route(
        types=["text"],
        labels=labels,
        reason="text first; tables and figures only where they outscore text",
    )


def no_route() -> Route:
    return Route(
        types=["text", "table", "figure"],
        labels=[],
        reason="routing off: text, tables and figures compete (reference lists stay out)",
    )
