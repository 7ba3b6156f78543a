"""Computed answers: the cell where a row and a column meet, the highest of a column, a
difference with its subtraction shown, chart series read as data, and what cannot be given."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk

BLEU = Chunk(
    chunk_id="p-table-p8-0",
    paper_id="p",
    kind="table",
    page=8,
    label="Table 2",
    caption="BLEU scores of translation models on newstest2014.",
    text="Table 2: BLEU scores of translation models on newstest2014.\n\n"
    "| Model | BLEU EN-DE | BLEU EN-FR | Training Cost (FLOPs) EN-FR |\n|---|---|---|---|\n"
    "| ByteNet [18] | 23.75 | | |\n| ConvS2S Ensemble [9] | 26.36 | 41.29 | 1.2 · 10^21 |\n"
    "| Transformer (base model) | 27.3 | 38.1 | |\n| Transformer (big) | 28.4 | 41.8 | |",
)
PARSERS = Chunk(
    chunk_id="p-table-p9-0",
    paper_id="p",
    kind="table",
    page=9,
    label="Table 4",
    text="Table 4: English constituency parsing (WSJ 23).",
    extra={
        "columns": ["Parser", "Training", "WSJ 23 F1"],
        "rows": [
            ["Petrov et al. (2006) [29]", "WSJ only, discriminative", "90.4"],
            ["Transformer (4 layers)", "WSJ only, discriminative", "91.3"],
            ["Transformer (4 layers)", "semi-supervised", "92.7"],
            ["Luong et al. (2015) [23]", "multi-task", "93.0"],
            ["Dyer et al. (2016) [8]", "generative", "93.3"],
        ],
    },
)
# A cell that prints a pipe: stored cells keep it, and the Markdown escapes it.
NORMS = Chunk(
    chunk_id="p-table-p4-0",
    paper_id="p",
    kind="table",
    page=4,
    label="Table 1",
    text="Table 1: Parameter norms.\n\n| Method | \\|Θ\\| | Accuracy |\n|---|---|---|\n"
    "| SGD | 12.5 \\| 3 | 71.2 |\n| Adam | 9.8 | 73.4 |",
)
CURVES = Chunk(
    chunk_id="p-figure-p5-0",
    paper_id="p",
    kind="figure",
    page=5,
    label="Figure 4",
    caption="Training on ImageNet. Thin curves denote training error, and bold curves denote "
    "validation error.",
    text="Figure 4: Training on ImageNet. Thin curves denote training error, and bold curves "
    "denote validation error.",
    extra={
        "chart_status": "read",
        "chart_data": [
            {
                "panel": None,
                "x": {"title": "iter. (1e4)", "log": False, "min": 0, "max": 60},
                "y": {"title": "error (%)", "log": False, "min": 20, "max": 60},
                "series": [
                    {"name": "ResNet-18", "points": [[0, 60], [30, 35], [60, 31.1]]},
                    {"name": "ResNet-34", "points": [[0, 58], [30, 33], [60, 28.3]]},
                    {"name": "ResNet-18 (thin)", "points": [[0, 60], [30, 30], [60, 25.0]]},
                    {"name": "ResNet-34 (thin)", "points": [[0, 58], [30, 28], [60, 22.0]]},
                ],
                "notes": [],
            }
        ],
    },
)
RASTER = Chunk(
    chunk_id="p-figure-p6-0",
    paper_id="p",
    kind="figure",
    page=6,
    label="Figure 5",
    text="Figure 5: Latency over time.\n\nFigure 5 (page 6) is a raster image.\nIt looks like a "
    "chart drawn as a raster image: its axis and legend text was read by OCR, but its values "
    "were not read.",
    extra={"source": "raster", "chart_status": "not read: raster image"},
)


def ev(*chunks: Chunk) -> list[TaggedEvidence]:
    return [TaggedEvidence(tag=c.tag, chunk=c) for c in chunks]


def answer(question: str, *chunks: Chunk, route=("table", "text")) -> str:
    evidence = ev(*chunks)
    facts = compute_facts(question, evidence, list(route))
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


def test_a_table_question_quotes_the_cell_not_the_whole_row():
    text = answer("In Table 2, what BLEU does the Transformer (big) get on EN-FR?", BLEU)
    first = text.splitlines()[0]
    assert first == "Transformer (big) · BLEU EN-FR: 41.8 [Table 2, p.8]"
    assert "28.4" not in text  # the row's other value is not stated next to it


def test_english_to_french_in_words_finds_the_en_fr_column():
    text = answer("What BLEU does the big Transformer reach on English-to-French?", BLEU)
    assert text.startswith("Transformer (big) · BLEU EN-FR: 41.8")


def test_the_highest_value_of_a_column_is_computed_not_quoted():
    text = answer("Which parser has the highest WSJ 23 F1 in Table 4?", PARSERS)
    assert text.startswith("Dyer et al. (2016) [8], generative has the highest WSJ 23 F1: 93.3")
    assert "the highest of 5 values in the 'WSJ 23 F1' column of Table 4" in text
    assert "93.0" not in text


def test_a_setting_named_in_the_question_picks_its_row():
    text = answer("What WSJ 23 F1 does the 4-layer Transformer reach semi-supervised?", PARSERS)
    assert text.startswith("Transformer (4 layers), semi-supervised · WSJ 23 F1: 92.7")


def test_a_difference_shows_its_computation():
    text = answer(
        "How much higher is the EN-FR BLEU of Transformer (big) than ConvS2S Ensemble?", BLEU
    )
    assert "a difference of 0.51" in text.splitlines()[0]
    assert "Computed: 41.8 − 41.29 = 0.51" in text


def test_an_empty_cell_is_said_not_guessed():
    text = answer("What EN-FR training cost does Table 2 give for Transformer (big)?", BLEU)
    assert text.startswith("I don't know: Table 2 gives no value for Transformer (big)")


def test_a_pipe_inside_a_cell_keeps_the_row_in_its_columns():
    text = answer("In Table 1, what accuracy does SGD reach?", NORMS)
    assert text.startswith("SGD · Accuracy: 71.2")


def test_chart_series_answer_which_ends_lowest_with_the_validation_curves():
    text = answer(
        "In Figure 4, which ResNet ends with the lower validation error, and roughly what?",
        CURVES,
        route=("figure", "text"),
    )
    assert text.startswith("ResNet-34 ends lowest in Figure 4: about 28.3 (error (%))")
    assert "22" not in text and "ResNet-18" not in text  # no training curve, no other legend entry


def test_a_value_at_a_point_of_a_curve_is_interpolated():
    text = answer(
        "In Figure 4, what validation error does ResNet-18 have at 45 iterations?",
        CURVES,
        route=("figure", "text"),
    )
    assert text.startswith("In Figure 4, ResNet-18 is at about 33 (error (%)) at iter. (1e4) = 45")


def test_a_raster_chart_is_said_to_be_unread():
    text = answer("In Figure 5, what is the highest latency?", RASTER, route=("figure", "text"))
    assert text.startswith("I don't know: Figure 5 is a chart drawn as a picture")


# The prose beside the raster chart gives numbers of other things (a count, a year, a time).
RASTER_PROSE = Chunk(
    chunk_id="p-text-p6-0",
    paper_id="p",
    kind="text",
    page=6,
    text="We logged 18 servers from 2021 to 2023. Latency peaked at noon on weekdays and was "
    "lowest at 03:00 (Figure 5).",
)


def test_a_value_asked_of_a_raster_chart_quotes_no_unrelated_number():
    """ "what latency ... at 14:00" asks a value without "how many": the chart's values are
    pixels, so the answer says it cannot read them instead of quoting the prose's numbers."""
    question = "In Figure 5, what latency did the servers have at 14:00 on a weekday?"
    text = answer(question, RASTER, RASTER_PROSE, route=("figure", "text"))
    assert text.startswith("I don't know: Figure 5 is a chart drawn as a picture")
    assert "could not be read" in text
    assert not any(n in text for n in ("18", "2021", "2023", "03:00"))


def test_the_unread_raster_chart_is_said_in_the_questions_language():
    question = "Welche Latenz hatten die Server in Abbildung 5 um 14:00 Uhr?"
    evidence = ev(RASTER, RASTER_PROSE)
    facts = compute_facts(question, evidence, ["figure", "text"])
    text = ExtractiveAnswerer().answer(question, evidence, "German", facts=facts)
    assert text.startswith("Ich weiß es nicht: Figure 5 ist ein als Bild gezeichnetes Diagramm")


UNREAD_VECTOR = RASTER.model_copy(
    update={
        "text": "Figure 5: Latency over time.\n\n0 6 12 18 24 Hour of day Latency (ms)",
        "extra": {"source": "vector", "chart_status": "not read: no axes whose tick labels map"},
    }
)


def test_an_unread_vector_chart_is_not_called_a_picture():
    """A chart drawn as vectors whose axes were not made out: its values were not read, and the
    answer says that, not that it is an image."""
    question = "In Figure 5, what latency did the servers have at 14:00 on a weekday?"
    text = answer(question, UNREAD_VECTOR, RASTER_PROSE, route=("figure", "text"))
    assert text.startswith("I don't know: the values of the chart in Figure 5 could not be read")
    assert "picture" not in text


def test_a_choice_of_curve_on_a_raster_chart_is_not_refused():
    """ "Which ... rose highest" may be answered by the prose: no refusal from the chart."""
    facts = compute_facts(
        "Which servers rose highest in Figure 5?", ev(RASTER, RASTER_PROSE), ["figure", "text"]
    )
    assert facts == []


WEATHER = Chunk(
    chunk_id="p-table-p10-0",
    paper_id="p",
    kind="table",
    page=10,
    label="Table 12",
    text="Table 12: Daily weather of one station.",
    extra={
        "columns": ["id", "date", "tmax", "tmin"],
        "rows": [
            ["MX17004", "2010-03-05", "32.1", "14.2"],
            ["MX17004", "2010-03-10", "34.5", "16.8"],
            ["MX17004", "2010-04-27", "36.3", "16.7"],
        ],
    },
)


def test_an_identifier_the_question_prints_picks_the_row_not_a_superlative():
    """ "maximum temperature (tmax)" names a column; the date names the row."""
    text = answer(
        "What maximum temperature (tmax) did station MX17004 record on 2010-03-10?", WEATHER
    )
    assert text.startswith("MX17004, 2010-03-10 · tmax: 34.5")
    assert "36.3" not in text and "32.1" not in text


def test_without_an_identifier_the_highest_is_still_computed():
    text = answer("On which date was the highest tmax recorded in Table 12?", WEATHER)
    assert "36.3" in text.splitlines()[0] and "34.5" not in text


ENSEMBLE = Chunk(
    chunk_id="p-figure-p11-0",
    paper_id="p",
    kind="figure",
    page=11,
    label="Figure 7",
    text="Figure 7: Average throughput of the broadcast component. Error bars denote the minimum "
    "and maximum values",
    extra={
        "chart_status": "read",
        "chart_data": [
            {
                "panel": None,
                "x": {"title": "Size of ensemble", "log": False, "min": 2, "max": 14},
                "y": {"title": "Requests per second", "log": False, "min": 0, "max": 70000},
                "series": [
                    {"name": None, "points": [[3, 61798], [5, 49866], [7, 35018], [13, 21654]]},
                    {"name": None, "points": [[3, 51917], [3, 70000], [7, 30000], [7, 40000]]},
                ],
                "notes": [],
            }
        ],
    },
)


def test_an_unnamed_curve_is_read_at_the_point_asked_not_at_the_figure_number():
    """ "In Figure 7 ... with 13 servers": x = 13 (7 is the figure's number); the one curve is
    read, the error bars drawn at the same x values are not."""
    text = answer(
        "In Figure 7, what throughput does the component reach with an ensemble of 13 servers?",
        ENSEMBLE,
        route=("figure", "text"),
    )
    assert text.startswith("In Figure 7, the curve is at about 21654 (Requests per second)")
    assert "= 13" in text.splitlines()[0]


def test_a_follow_up_states_the_column_it_asks_not_the_one_asked_before():
    """ "and on English-to-French?" after an EN-DE question: 41.8, without repeating 28.4."""
    evidence = ev(BLEU)
    context = "What BLEU does the big Transformer get on English-to-German in Table 2?"
    facts = compute_facts("and on English-to-French?", evidence, ["table", "text"], context)
    statement = facts[0].statement
    assert "41.8" in statement and "28.4" not in statement


LEVELS = Chunk(
    chunk_id="p-table-p10-1",
    paper_id="p",
    kind="table",
    page=10,
    label="Table I",
    text="Table I: Values of exact probabilities.",
    extra={
        "columns": ["", "k = 9", "k = 10", "k = 11", "k = 12"],
        "rows": [
            ["1000", "0.1389", "0.3166", "0.3216", "0.1586"],
            ["", "0.1387", "0.3167", "0.3219", "0.1586"],
            ["10000", "0.0863", "0.2673", "0.3469", "0.2150"],
        ],
    },
)


def test_which_level_is_highest_is_taken_across_the_row_the_question_names():
    text = answer(
        "According to Table I, for n = 1000, which value of k has the highest probability?", LEVELS
    )
    assert text.startswith("k = 11 has the highest value for 1000: 0.3216")
    assert "0.3166" not in text and "0.3469" not in text
