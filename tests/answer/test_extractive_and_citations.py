"""The offline answerer quotes the right evidence with its tag; citations come from used tags."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.citations import parse_citations
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk

TABLE = Chunk(
    chunk_id="p-table-p8-0",
    paper_id="p",
    kind="table",
    page=8,
    label="Table 2",
    text="Table 2: BLEU scores of translation models on newstest2014.\n\n"
    "| Model | BLEU EN-DE | BLEU EN-FR |\n|---|---|---|\n| ByteNet | 23.75 | |\n"
    "| Transformer (base model) | 27.3 | 38.1 |\n| Transformer (big) | 28.4 | 41.8 |",
)
PROSE = Chunk(
    chunk_id="p-text-p8-0",
    paper_id="p",
    kind="text",
    page=8,
    text="On English-to-French, our big model achieves a BLEU score of 41.0. It trained for 3.5 days.",
)
OTHER = Chunk(
    chunk_id="p-text-p3-0",
    paper_id="p",
    kind="text",
    page=3,
    text="The encoder is composed of a stack of N = 6 identical layers. Each layer has two sub-layers.",
)


def evidence(*chunks):
    return [TaggedEvidence(tag=c.tag, chunk=c) for c in chunks]


def test_the_first_line_answers_and_the_quotes_follow():
    answer = ExtractiveAnswerer().answer(
        "How many identical layers is the encoder composed of?", evidence(OTHER, PROSE), "English"
    )
    first, *rest = answer.splitlines()
    assert first == "The encoder is composed of a stack of N = 6 identical layers. [Text, p.3]"
    assert "41.0" not in answer  # unrelated prose is not quoted along


def test_named_table_leads_with_its_caption_even_in_korean():
    answer = ExtractiveAnswerer().answer(
        "표 2는 무엇을 보여주나요?", evidence(TABLE, OTHER), "Korean"
    )
    assert answer.startswith(
        "Table 2: BLEU scores of translation models on newstest2014. [Table 2, p.8]"
    )


def test_unrelated_evidence_gives_i_dont_know():
    answer = ExtractiveAnswerer().answer("Who painted the Mona Lisa?", evidence(OTHER), "English")
    assert answer.startswith("I don't know")
    assert ExtractiveAnswerer().answer("Anything?", [], "German").startswith("Ich weiß es nicht")


def test_citations_are_the_tags_used_mapped_to_chunks_and_unknown_tags_dropped():
    items = evidence(TABLE, PROSE, OTHER)
    cited = parse_citations(
        "41.8 BLEU [Table 2, p.8]; N = 6 [Text, p.3; Table 9, p.99]. Also [see above].", items
    )
    assert [(c.type, c.label, c.page, c.chunk_id) for c in cited] == [
        ("table", "Table 2", 8, "p-table-p8-0"),
        ("text", None, 3, "p-text-p3-0"),
    ]
    assert parse_citations("No tags here.", items) == []


DIAGRAM = Chunk(
    chunk_id="p-figure-p2-0",
    paper_id="p",
    kind="figure",
    page=2,
    label="Figure 1",
    text="Figure 1: The network architecture.\n\nFigure 1 (page 2) is a raster image.\n"
    "Text read from the image (OCR): Input, 224×224, Conv 7×7, Dense Block 1, Pooling, "
    "Dense Block 2, Linear, Output, 1000 classes",
)


def test_a_figure_answer_picks_the_drawn_words_that_answer():
    answer = ExtractiveAnswerer().answer(
        "What are the input and output sizes in Figure 1?", evidence(DIAGRAM), "English"
    )
    first = answer.splitlines()[0]
    assert first == "Figure 1 shows: Input; 224×224; Output; 1000 classes [Figure 1, p.2]"
    assert "Dense Block" not in first  # the figure's other words stay in the evidence


CHART = Chunk(
    chunk_id="p-figure-p4-0",
    paper_id="p",
    kind="figure",
    page=4,
    label="Figure 3",
    text="Figure 3: Loss curves of the two optimisers.\n\n"
    "Figure 3 (page 4) is a vector drawing with 1 chart whose values were read from the PDF.\n"
    "The x axis shows epoch (0 to 40); the y axis loss (0.1 to 0.9). At x=40 (the last point), "
    "sgd-momentum ends highest (y≈0.42) and adam-w lowest (y≈0.18).\n\n"
    "Text in the figure: 0 10 20 30 40 0.2 0.4 0.6 0.8 epoch loss sgd-momentum adam-w "
    "0 10 20 30 40 0.2 0.4 0.6 0.8 epoch loss",
)


def test_a_chart_figure_answer_states_its_read_values_not_its_ticks():
    """A chart's drawn words are its ticks and labels in drawing order: a line of them is no
    answer. The figure's description sentence that compares the curves is."""
    answer = ExtractiveAnswerer().answer(
        "In Figure 3, which optimiser ends with the lower loss, sgd-momentum or adam-w?",
        evidence(CHART),
        "English",
    )
    first = answer.splitlines()[0]
    assert "adam-w lowest (y≈0.18)" in first, answer
    assert "0 10 20 30 40" not in first


def test_a_sentence_listing_cases_is_quoted_at_the_case_asked():
    """ "with 256 words" picks its clause; the 64-word clause's 10% would read as an alternative."""
    cases = Chunk(
        chunk_id="p-text-p2-0",
        paper_id="p",
        kind="text",
        page=2,
        text="Using 64 binary words of storage, we attain a typical accuracy of 10%; using 256 "
        "words, the accuracy improves to about 5%. The method needs a single pass.",
    )
    answer = ExtractiveAnswerer().answer(
        "What typical accuracy does the method reach with 256 words of storage?",
        evidence(cases),
        "English",
    )
    assert (
        answer.splitlines()[0] == "using 256 words, the accuracy improves to about 5%. [Text, p.2]"
    )
    assert "10%" not in answer


def _text(text: str, page: int = 2) -> Chunk:
    return Chunk(chunk_id=f"p-text-p{page}-0", paper_id="p", kind="text", page=page, text=text)


def test_a_count_printed_with_a_dashed_compound_is_found():
    prose = _text("The encoder stacks 4 diffusion–attention blocks of 64 hidden units each.")
    answer = ExtractiveAnswerer().answer(
        "How many diffusion-attention blocks does the encoder stack?", evidence(prose), "English"
    )
    assert "4 diffusion–attention blocks" in answer.splitlines()[0]


def test_a_count_asked_in_english_about_a_german_paper_is_quoted():
    prose = _text("Das Netz Nord versorgt 1.284 Hausanschlüsse über eine Trasse von 42,7 km.")
    # Few shared words across languages: relevance comes from the multilingual embedding.
    close = [TaggedEvidence(tag=prose.tag, chunk=prose, similarity=0.86)]
    answer = ExtractiveAnswerer().answer(
        "How many house connections does the Netz Nord network supply?", close, "English"
    )
    assert "1.284 Hausanschlüsse" in answer.splitlines()[0]


def test_a_difference_in_points_is_not_refused_for_want_of_the_word_points():
    prose = _text("Vision alone reaches a mean success rate of 77.1, vision and touch reach 85.9.")
    answer = ExtractiveAnswerer().answer(
        "By how many points does adding touch raise the mean success rate over vision alone?",
        evidence(prose),
        "English",
    )
    assert "85.9" in answer and "77.1" in answer
