"""Near misses: a question that names only what the paper prints, yet asks about something it
never gives (a language, a kind of object, a population, Recall@20 of a paper reporting
Recall@10), gets "I don't know" with the word that is missing; the same question about what the
paper does report still passes."""

from __future__ import annotations

import pytest

from paperlens.answer.abstain import check, unmentioned
from paperlens.answer.language import detect_language
from paperlens.answer.vocabulary import Vocabulary

ROBOT = Vocabulary.of(
    "We train TactiGrasp on 3,600 grasps of 45 household objects and tools. The grasp success "
    "rate rises to 91.4% on household objects. Physicians annotated the test grasps in 12.9 "
    "minutes per note. Speech in Yoruba, Khmer and Wolof is recognised with a WER of 25.2. "
    "SessionGraph reaches a Recall@10 of 52.31 on ShopTrail with a batch of 20 sessions. "
    "Clinical notes in English were labelled by trained students."
)
ZH_PAPER = Vocabulary.of(
    "实验采用两个数据集。模型使用AdamW优化器，批大小为16，训练200轮，在一块NVIDIA RTX 3090 显卡上完成。"
    "MSDA-Net 的F1 分数达到91.26%，参数量仅为6.8 M。"
)


def why(question: str, paper: Vocabulary = ROBOT) -> str | None:
    found = check(question, detect_language(question), [paper], frozenset())
    return found.reason if found else None


@pytest.mark.parametrize(
    "question, missing",
    [
        ("What grasp success rate does TactiGrasp reach on transparent objects?", "transparent"),
        ("How many minutes per note did nurses need?", "nurses"),
        ("How many minutes per note did the paediatric physicians need?", "paediatric"),
        ("What success rate did the transparent objects reach?", "transparent"),
        ("What is SessionGraph's Recall@20 on ShopTrail?", "Recall@20"),
        ("Quel taux d'erreur obtient-on sur le néerlandais ?", "Dutch"),
        ("¿Qué WER obtiene el modelo en notas clínicas escritas en español?", "Spanish"),
        ("Wie hoch ist die WER auf Niederländisch?", "Dutch"),
        ("네덜란드어의 WER은 얼마입니까?", "Dutch"),
        ("荷兰语的WER是多少？", "Dutch"),
    ],
)
def test_a_near_miss_qualifier_is_the_reason(question, missing):
    reason = why(question)
    assert reason is not None and missing in reason


@pytest.mark.parametrize(
    "question",
    [
        "What grasp success rate does TactiGrasp reach on household objects?",
        "How many minutes per note did physicians need?",
        "How many minutes per note did the trained students need?",
        "What is SessionGraph's Recall@10 on ShopTrail?",
        "Quel taux d'erreur obtient-on sur le khmer ?",  # not a language the table lists: no check
        "¿Qué WER obtiene el modelo en notas clínicas escritas en inglés?",
        "Antworte auf Deutsch: wie hoch ist die WER auf Khmer?",  # the answer's language
        # Paraphrases the paper does not print are not qualifiers: the noun is not printed either.
        "In the architecture diagram, which block sits at the bottom?",
        "What is the lowest WER in the evaluation?",
    ],
)
def test_what_the_paper_reports_still_passes(question):
    assert why(question) is None


def test_a_gpu_named_in_latin_letters_is_found_in_a_chinese_paper():
    assert why("MSDA-Netの学習にはどのGPUが使われましたか？", ZH_PAPER) is None
    assert why("MSDA-Netの学習にはどのTPUが使われましたか？", ZH_PAPER) is not None


def test_english_qualifiers_are_not_checked_against_a_paper_in_another_language():
    # An English question about a Chinese paper words its qualifiers differently from the paper.
    assert why("What F1 does MSDA-Net reach on transparent buildings?", ZH_PAPER) is None


# The answerer's side: the paper prints every name, but the quote that would answer does not.
def _chunk(i: int, text: str, page: int = 2):
    from paperlens.models import Chunk

    return Chunk(chunk_id=f"z-text-p{page}-{i}", paper_id="z", kind="text", page=page, text=text)


def _answer(question: str, *texts: str) -> str:
    from paperlens.answer.base import TaggedEvidence
    from paperlens.answer.extractive import ExtractiveAnswerer

    chunks = [_chunk(i, t) for i, t in enumerate(texts)]
    evidence = [TaggedEvidence(tag=c.tag, chunk=c, similarity=0.85) for c in chunks]
    return ExtractiveAnswerer().answer(question, evidence, detect_language(question))


def test_an_amount_asked_of_prose_without_a_number_gets_i_dont_know():
    texts = (
        "QBoost selects weak classifiers on D-Wave machines. Compared with AdaBoost, an advantage "
        "in classification accuracy was claimed.",
        "The scaling of D-Wave algorithms compared with classical ones is less than clear-cut.",
    )
    answer = _answer("By how many percentage points did QBoost beat AdaBoost in accuracy?", *texts)
    assert answer.startswith("I don't know")
    answer = _answer("Mit wie vielen Punkten schlug QBoost AdaBoost?", *texts)
    assert answer.startswith("Ich weiß es nicht")


KO_PAPER = Vocabulary.of(
    "표 1 회귀분석 결과 | 변수 | 모형 1 | 모형 3 | | R^2 | 0.412 | 0.467 | 송파구 1,472 (11.3) "
    "시간대별 대여 건수: 8 12 16 20 시"
)
ZH_SURVEY = Vocabulary.of(
    "2023 年 西山区 73.9 南浦区 21.4 受访者 18–34 岁 35–49 岁 50–64 岁 65 岁及以上"
)


@pytest.mark.parametrize(
    "question, paper",
    [
        ("Which regression model has the highest R², and what is it?", KO_PAPER),
        ("What share of rentals does Songpa-gu (송파구) account for?", KO_PAPER),
        ("How many day-pass rentals are there at 16:00 on an average weekday?", KO_PAPER),
        ("What was the sorting accuracy in Xishan district (西山区) in 2023?", ZH_SURVEY),
        ("What percentage of 35–49-year-olds oppose mandatory sorting?", ZH_SURVEY),
    ],
)
def test_what_the_paper_prints_in_its_own_script_or_notation_is_no_reason_to_refuse(
    question: str, paper: Vocabulary
) -> None:
    assert why(question, paper) is None


CLUBS = Vocabulary.of("Klub Leden Sprongen Winsum 46 820 Burgum 38 640 Grou 51 450")


def test_a_name_given_in_several_spellings_is_asked_as_the_paper_prints_it() -> None:
    # "(Burgum/Bergum)": the paper prints one of the spellings; the other is no missing word.
    assert why("How many members does the Burgum (Burgum/Bergum) club have?", CLUBS) is None
    assert why("How many members does the club of Bergum (Burgum / Bergum) have?", CLUBS) is None
    # ... but a name none of whose spellings is printed is still refused.
    assert "Joure" in (
        why("How many members does the Joure (Joure/De Jouwer) club have?", CLUBS) or ""
    )


def test_a_name_glossed_after_a_possessive_noun_is_asked_as_the_paper_prints_it() -> None:
    # "the Coast region's (Lakòt) ...": the gloss follows the noun's possessive, not the name.
    regions = Vocabulary.of("Rejyon Fèm Pwodiksyon Lakòt 410 12 300 Mòn 380 9 800 Plenn 520 15 100")
    assert why("How many farms are in the Coast region's (Lakòt) villages?", regions) is None
    assert "Coast" in (why("How many farms are in the Coast region's villages?", regions) or "")


def test_a_glossed_name_the_paper_does_not_print_either_way_is_still_refused() -> None:
    assert "Gangnam" in (why("What share does Gangnam-gu (강남구) account for?", KO_PAPER) or "")
    assert "64" in (why("What share of 50–64-year-olds oppose it?", KO_PAPER) or "")
    assert why("What share of 18–24-year-olds oppose it?", ZH_SURVEY) is not None


SORBENTS = Vocabulary.of(
    "Table 2: CO2 uptake over repeated cycles; percent of capacity retained in parentheses. "
    "Sorbent Cycle 1 Cycle 10 Cycle 50 PEI-SBA 2.46 2.41 (98.0) 2.33 (94.7). After 50 cycles "
    "PEI-SBA keeps 94.7%. Yield rises with nitrogen rate from 0 to 160 kg N/ha; 25 sites."
)
KO_RENTALS = Vocabulary.of("2023년 송파구의 연간 대여 건수는 1,472천 건이었다. 대여소 25개")
ZH_DISTRICTS = Vocabulary.of("西山区 73.9 南浦区 21.4 北塘区 60.2 老城区和老年居民 各区 参与率")


@pytest.mark.parametrize(
    "question, paper",
    [
        ("What uptake does PEI-SBA keep after 25 humid cycles?", SORBENTS),
        ("2022년 송파구의 연간 대여 건수는 몇 건이었습니까?", KO_RENTALS),
        ("江北区的垃圾分类参与率是多少？", ZH_DISTRICTS),
    ],
)
def test_a_neighbour_of_what_the_paper_prints_is_refused(question: str, paper: Vocabulary) -> None:
    assert why(question, paper) is not None


# A read chart whose x axis title names the cycles it counts, ticked every 250: the text names
# other counts of cycles ("after 1,000 cycles"), the chart every one up to 1,000.
CYCLED = (
    "The 3C cells kept 78.9% of their capacity after 1,000 cycles. Figure 1: Capacity "
    "retention of the four groups. Figure 1 (page 2) is a vector drawing with 1 chart whose "
    "values were read from the PDF. The x axis shows {title} (0 to 1000); the y axis Capacity "
    "retention (%) (75.00 to 100.00). Text in the figure: 0 250 500 750 1000 0.5C 1C 2C 3C"
)


@pytest.mark.parametrize("title", ["Cycle number", "Number of cycles", "Ciclos de carga"])
@pytest.mark.parametrize("asked", ["250", "600"])  # a tick, and a point between two
def test_cycles_on_an_axis_titled_with_them_are_on_the_chart(title: str, asked: str) -> None:
    paper = Vocabulary.of(CYCLED.format(title=title))
    assert why(f"What retention did the 3C cells have after {asked} cycles?", paper) is None


def test_cycles_past_the_axis_or_on_an_axis_of_another_unit_are_still_refused() -> None:
    paper = Vocabulary.of(CYCLED.format(title="Number of cycles"))
    assert why("What retention did the 3C cells have after 1,500 cycles?", paper) is not None
    paper = Vocabulary.of(CYCLED.format(title="Storage time (days)"))
    assert why("What retention did the 3C cells have after 250 cycles?", paper) is not None


def test_a_point_beyond_the_axis_is_refused_even_on_a_chart_question() -> None:
    found = check(
        "How long does fieldtrials take to fit a trial with 100,000 plots?",
        "English",
        [Vocabulary.of("Plots 400 2,000 10,000 50,000 fieldtrials 0.08 0.21 1.3 7.9")],
        frozenset(),
        chart=True,
    )
    assert found is not None and "100,000" in found.reason


HARVEST = Vocabulary.of(
    "Figure 1: Flowers picked per day in the 2023 and 2024 campaigns. Day of the campaign "
    "0 5 10 15 20 25. Figure 2: Cover lost against anchorings per hectare 10 100 1000."
)


@pytest.mark.parametrize(
    "question",
    [
        "How many tonnes of flowers were picked on day 13 of the 2024 campaign?",
        "How much cover was lost where there were about 90 anchorings per hectare (Figure 2)?",
    ],
)
def test_a_point_named_by_its_axis_noun_or_as_approximate_is_not_checked(question: str) -> None:
    """Day 13 lies between the printed ticks 10 and 15; "about 90" between 10 and 100."""
    assert check(question, "English", [HARVEST], frozenset({"figure 2"}), chart=True) is None


def test_a_year_after_a_name_is_still_checked_on_a_chart_question() -> None:
    found = check(
        "How many tonnes were picked on day 13 of the 2022 campaign?",
        "English",
        [HARVEST],
        frozenset(),
        chart=True,
    )
    assert found is not None and "2022" in found.reason


@pytest.mark.parametrize(
    "question, paper",
    [
        ("What uptake does PEI-SBA keep after 50 cycles?", SORBENTS),
        ("How many points more of its initial capacity does PEI-SBA retain?", SORBENTS),
        ("What yield does the trial give at zero nitrogen?", SORBENTS),
        ("2023년 송파구의 연간 대여 건수는 몇 건이었습니까?", KO_RENTALS),
        ("2023년 송파구의 대여는 147만 건을 넘었습니까?", KO_RENTALS),  # 147만: printed otherwise
        ("西山区的参与率是多少？", ZH_DISTRICTS),
        ("老城区的参与率是多少？", ZH_DISTRICTS),
    ],
)
def test_what_the_paper_prints_passes(question: str, paper: Vocabulary) -> None:
    assert why(question, paper) is None


def test_the_retrieved_evidence_check_reads_notation_and_glosses_too() -> None:
    evidence = ["표 1 | 변수 | 모형 3 | R^2 | 0.467 | 송파구 1,472 (11.3)"]
    assert unmentioned("Which model has the highest R², and what is it?", "English", evidence) == ""
    assert unmentioned("What share does Songpa-gu (송파구) have?", "English", evidence) == ""
    assert "Gangnam" in unmentioned(
        "What share does Gangnam-gu (강남구) have?", "English", evidence
    )


def test_a_short_capitalised_word_is_found_inflected_in_the_evidence() -> None:
    evidence = ["Figure 2: (left) Scaled Dot-Product Attention. MatMul SoftMax Mask (opt.)"]
    question = "In Figure 2, which optional step comes between Scale and SoftMax?"
    assert unmentioned(question, "English", evidence) == ""
    assert "Sparse" in unmentioned(
        "Which step comes between Sparse and SoftMax?", "English", evidence
    )


GERMAN_PLOTS = Vocabulary.of(
    "Die Erträge der Versuchsparzellen wurden im Sommer 2024 gemessen und mit dem Vorjahr "
    "verglichen. Parzelle 1 ergab 12,4 t/ha, Parzelle 2 ergab 11,8 t/ha und Parzelle 3 nur "
    "10,1 t/ha, weil der Boden dort im Frühjahr lange nass blieb."
)


def test_a_numbered_member_is_named_by_its_number_in_a_paper_in_another_language():
    """ "Plot 3" of a German paper that prints "Parzelle 3": the noun is translated, the number
    names the member; a number no label prints is still missing."""
    assert why("What yield did Plot 3 give in 2024?", GERMAN_PLOTS) is None
    reason = why("What yield did Plot 7 give in 2024?", GERMAN_PLOTS)
    assert reason is not None and "Plot" in reason
    # an English paper prints the English noun: its absence there still counts
    assert why("What grasp success rate did Rig 3 reach?") is not None
    # a caption's number is no member: "Tabelle 4" numbers a table, not a plot
    captioned = Vocabulary.of(
        f"{GERMAN_PLOTS.text}\nTabelle 4: Erträge der Parzellen\nTabelle 4 zeigt die Erträge."
    )
    assert why("What yield did Plot 4 give in 2024?", captioned) is not None
    assert why("What yield did Plot 3 give in 2024?", captioned) is None
