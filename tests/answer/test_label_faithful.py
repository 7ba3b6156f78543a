"""A question that names a table, figure or algorithm is answered from that object or from
prose that cites it; another label's content is never given as the asked one. Where neither
states it, the answer says so. Quotes that give a number give it for the quantity asked."""

from __future__ import annotations

import pytest
from answer_chunks import ask

from paperlens.answer.language import is_abstention
from paperlens.models import Chunk


def _figure(label: str, caption: str, page: int = 3) -> Chunk:
    return Chunk(
        chunk_id=f"p-figure-{label}",
        paper_id="p",
        kind="figure",
        page=page,
        label=label,
        caption=caption,
        text=f"{label}: {caption}",
    )


def _text(text: str, n: int = 0) -> Chunk:
    return Chunk(chunk_id=f"p-text-{n}", paper_id="p", kind="text", page=1, text=text)


BALANCE = _figure("Figure 4", "Fraction of out-of-balance nodes over one day of traffic.")
LATENCY = _figure(
    "Figure 6", "The 99.9th percentile write latency peaked at 180 ms during the busiest hour.", 5
)
PROSE = _text(
    "Buffered writes lowered the 99.9th percentile write latency to 45 ms (see Figure 5). "
    "As Figure 4 shows, at most 12% of the nodes were out of balance at any time.",
    1,
)


@pytest.mark.parametrize(
    "question",
    [
        "In Figure 4, what is the 99.9th percentile write latency?",
        "What write latency does Figure 4 report at the 99.9th percentile?",
        "Wie hoch ist laut Abbildung 4 die Schreiblatenz im 99,9. Perzentil?",
        "图 4 中写入延迟的第 99.9 百分位是多少？",
    ],
)
def test_another_labels_value_is_not_given_as_the_asked_ones(question):
    answer = ask(question, LATENCY, PROSE, BALANCE, route=("figure", "text"))
    assert "180" not in answer and "45 ms" not in answer
    assert "Figure 6" not in answer and "Figure 5" not in answer
    assert is_abstention(answer) and "Figure 4" in answer


def test_the_named_object_answers():
    answer = ask(
        "In Figure 6, what is the 99.9th percentile write latency?",
        BALANCE,
        PROSE,
        LATENCY,
        route=("figure", "text"),
    )
    assert not is_abstention(answer) and "180" in answer.splitlines()[0]
    assert "[Figure 6" in answer.splitlines()[0]


def test_prose_that_cites_the_named_object_answers():
    answer = ask(
        "According to Figure 4, how many nodes were out of balance at most?",
        LATENCY,
        BALANCE,
        PROSE,
        route=("figure", "text"),
    )
    assert not is_abstention(answer) and "12%" in answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "How deep is the snow on the encoder?",
        "How heavy is the snow on the encoder sub-layers?",
        "How tall is the snow on the summit mast?",
    ],
)
def test_a_number_in_a_sentence_about_something_else_is_no_answer(question):
    chunks = [
        _text(
            "The encoder is composed of a stack of N = 6 identical layers, each with two "
            "sub-layers and a residual connection around each of the layers."
        ),
        _text("The summit mast, installed in 2017, carries an instrument package of 14 kg.", 2),
    ]
    answer = ask(question, *chunks, route=("text",))
    assert is_abstention(answer)
    assert "N = 6" not in answer and "14 kg" not in answer


@pytest.mark.parametrize(
    "question, value",
    [
        ("How many layers does the encoder stack have?", "6"),
        ("How long did the training of the base model take?", "12 hours"),
        ("How heavy was the instrument package on the summit mast?", "14 kg"),
        ("In which year was the summit mast installed?", "2017"),
        ("How long did the learning-rate warmup last?", "4000 steps"),
    ],
)
def test_a_sentence_that_names_the_quantity_still_answers(question, value):
    chunks = [
        _text(
            "The encoder is composed of a stack of N = 6 identical layers, each with two "
            "sub-layers.",
            0,
        ),
        _text("We trained the base model for 100,000 steps, which took 12 hours on 8 GPUs.", 1),
        _text("The summit mast, installed in 2017, carries an instrument package of 14 kg.", 2),
        _text("Dropout of 0.3 was applied. Learning-rate warmup lasted 4000 steps.", 3),
    ]
    answer = ask(question, *chunks, route=("text",))
    assert not is_abstention(answer) and value in answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "In Figure 2, what accuracy does the baseline reach on sessions of 12 items?",
        "Welche Genauigkeit erreicht die Baseline in Abbildung 2 bei Sitzungen mit 12 Elementen?",
    ],
)
def test_prose_before_the_citing_sentence_is_not_about_the_figure(question):
    """A chunk runs across paragraphs: the sentences before the one that cites the figure
    belong to another discussion, and their numbers are not the figure's."""
    chart = _figure("Figure 2", "Accuracy by session length.")
    chunk = _text(
        "On the news data set the baseline keeps an accuracy of 61.5% on long sessions. "
        "3.3 Session length Figure 2 groups the test sessions by their length.",
        2,
    )
    answer = ask(question, chunk, chart, route=("figure", "text"))
    assert "61.5" not in answer
    if question.startswith("In Figure"):
        assert is_abstention(answer) and "Figure 2" in answer


@pytest.mark.parametrize(
    "question, value",
    [
        ("How long was the training session the annotators received?", "two-hour"),
        ("How long did the rats stay in the enclosure before testing?", "three days"),
    ],
)
def test_a_quantity_spelled_out_in_words_answers(question, value):
    """The sentence gives the value in words while its passage prints other numbers (years, a
    reference): it still states the quantity asked."""
    chunks = [
        _text(
            "Each site drew summaries written between 2019 and 2022 and removed names with a "
            "rule-based tool [3]. Annotators marked five entity types after a two-hour "
            "training session.",
            0,
        ),
        _text(
            "Animals were bought in 2021 from one breeder (batch 17). The rats stayed in the "
            "enclosure for three days before testing began.",
            1,
        ),
    ]
    answer = ask(question, *chunks, route=("text",))
    assert not is_abstention(answer) and value in answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "How deep is the snow on the encoder?",
        "How heavy is the snow on the encoder?",
        "How thick is the ice on the summit mast?",
    ],
)
def test_a_short_sentence_with_a_count_is_no_measure_of_what_is_asked(question):
    """Retrieved passages are near the question by meaning: the short sentence after the count
    ("Each layer has two sub-layers.", no English function word in it) is still English, and
    its "two" is no depth; nor is a heading without a number."""
    from paperlens.answer.base import TaggedEvidence
    from paperlens.answer.extractive import ExtractiveAnswerer

    chunks = [
        _text(
            "3.1 Encoder and Decoder Stacks Encoder: The encoder is composed of a stack of "
            "N = 6 identical layers. Each layer has two sub-layers."
        ),
        _text(
            "Summit Mast Instruments. The summit mast carries three sensors. Wind vanes turn.", 1
        ),
    ]
    evidence = [TaggedEvidence(tag=c.tag, chunk=c, similarity=0.84) for c in chunks]
    answer = ExtractiveAnswerer().answer(question, evidence, "English")
    assert is_abstention(answer), answer
    assert "N = 6" not in answer and "two sub-layers" not in answer and "three" not in answer


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "In the PCSA program of Figure 1, what value is given to the magic constant φ?",
            "0.77351",
        ),
        ("In the demonstration of Figure 5, what throughput does the user task demand?", "1700"),
        ("What CPU idle rate and throughput does the task in Figure 5 demand?", "1700"),
    ],
)
def test_prose_citing_no_label_answers_when_it_matches_well(question, value):
    """The value sits in prose that cites no label (a program listing OCR'd as text beside its
    figure, a demonstration's set-up stated before "as Figure 5 shows"); a sentence that cites
    another figure, and that figure's own content, still never answer."""
    from paperlens.answer.base import TaggedEvidence
    from paperlens.answer.extractive import ExtractiveAnswerer

    chunks = [
        _figure("Figure 1", "Probabilistic counting with stochastic averaging (PCSA)", 16),
        _figure("Figure 5", "Distance between the task's demands and the nodes", 7),
        _figure("Figure 3", "Throughput of the nodes reached 1800 req/s at most", 6),
        _text(
            "The program keeps m bitmaps and returns m/φ · 2^(S/m), where the magic constant "
            "φ = 0.77351 corrects the bias.",
            1,
        ),
        _text(
            "We assume the user task demands a CPU idle rate of 60% and a throughput of "
            "1700 req/s. The distances to ten nodes are shown in Figure 5. Node 4 reaches "
            "1500 req/s (Figure 3).",
            2,
        ),
    ]
    evidence = [TaggedEvidence(tag=c.tag, chunk=c, similarity=0.84) for c in chunks]
    answer = ExtractiveAnswerer().answer(question, evidence, "English")
    assert not is_abstention(answer) and value in answer.splitlines()[0], answer
    assert "1800" not in answer and "1500" not in answer
