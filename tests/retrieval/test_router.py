"""Routing by intent in the languages researchers ask in."""

from __future__ import annotations

import pytest

from paperlens.retrieval.router import route


@pytest.mark.parametrize(
    "question, types, labels",
    [
        ("How many layers does the encoder stack have?", ["text"], []),
        ("What does Table 2 show?", ["table", "text"], ["Table 2"]),
        ("표 2는 무엇을 보여주나요?", ["table", "text"], ["Table 2"]),
        ("表1の内容は何ですか", ["table", "text"], ["Table 1"]),
        ("Was zeigt Tabelle 3?", ["table", "text"], ["Table 3"]),
        ("Que montre le tableau 4 ?", ["table", "text"], ["Table 4"]),
        ("¿Qué muestra la tabla 2?", ["table", "text"], ["Table 2"]),
        ("Which curve in Fig. 4 ends lowest?", ["figure", "text"], ["Figure 4"]),
        ("図3は何を示していますか", ["figure", "text"], ["Figure 3"]),
        ("图1展示了什么?", ["figure", "text"], ["Figure 1"]),
        ("Was zeigt Abbildung 2?", ["figure", "text"], ["Figure 2"]),
        ("¿Qué muestra la figura 1?", ["figure", "text"], ["Figure 1"]),
        ("그래프에서 가장 낮은 곡선은?", ["figure", "text"], []),
        ("도표 1은 무엇을 보여주나요?", ["figure", "text"], ["Figure 1"]),
        ("Which model has the lowest error in the training plot?", ["figure", "text"], []),
        ("Which results table lists the BLEU scores?", ["table", "text"], []),
        ("Which bar is tallest for 2,000 plots?", ["figure", "text"], []),
    ],
)
def test_route(question, types, labels):
    r = route(question)
    assert r.types == types
    assert r.labels == labels


@pytest.mark.parametrize(
    "question",
    [
        "발표 내용의 목표는 무엇인가요?",
        "この手法の代表的な表現は?",
        "What is a comparable paragraph?",
        "Is training stable with a larger learning rate?",
    ],
)
def test_words_that_merely_contain_a_cue_stay_text_first(question):
    assert route(question).types == ["text"]


def test_a_counted_plot_or_bar_is_no_figure_cue():
    """Field plots and pressures counted by a number do not send a question to the figures."""
    assert "figure" not in route("What peak memory is needed at 2,000 plots and 5 bar?").types


@pytest.mark.parametrize(
    "question",
    [
        "What was the tree density in plot P2?",
        "Which species dominates plot B?",
        "How much nitrogen did plots 3 and 4 receive?",
    ],
)
def test_a_plot_named_by_a_code_is_a_field_plot(question):
    """A plot named like a row of a table ("plot P2") is no chart: its question is not sent to
    the figures first, where a chart with P2 on its axis answers with another quantity."""
    assert "figure" not in route(question).types


@pytest.mark.parametrize(
    "question",
    ["How many plots were planted at Drake's Island?", "What was the number of plots per site?"],
)
def test_plots_counted_in_words_are_field_plots(question):
    """ "How many plots" counts field plots (a table's column), not the plots of a chart."""
    assert "figure" not in route(question).types


@pytest.mark.parametrize(
    "question",
    [
        "Which plot let the least heat into the building at the peak?",
        "What was the runoff from each plot in July?",
        "How much seed was sown per plot?",
    ],
)
def test_plots_chosen_among_or_counted_out_are_field_plots(question):
    """ "Which plot", "each plot", "per plot" choose among field plots (a table's rows); a
    question about a chart names its figure."""
    assert "figure" not in route(question).types


@pytest.mark.parametrize(
    "question",
    [
        "In the training plot, which model has the lowest error?",
        "In the Porto Claro rainfall plot, what is the highest monthly incidence?",  # not "all "
    ],
)
def test_the_plot_unnamed_is_still_a_chart(question):
    assert route(question).types[0] == "figure"


@pytest.mark.parametrize(
    "question",
    [
        "What porosity was measured after sintering at 1250 °C for 4 h?",  # two conditions
        "Which of the soils holds the most nitrogen?",  # a superlative without "highest"
        "What odds ratio was reported for smoking?",  # an effect size
        "How long does nlme take to fit the 10,000-plot trial?",  # a benchmark's cost
        "How many times faster is the new solver than the old one?",
    ],
)
def test_result_questions_without_a_results_word_search_tables(question):
    assert route(question).types == ["table", "text"]


@pytest.mark.parametrize(
    "question",
    [
        "What is the most common cause of failure?",
        "How many GPUs were used for 12 hours?",  # one condition
        "What changed between 2019 and 2021?",  # years are no conditions
    ],
)
def test_one_condition_or_a_common_superlative_stays_text_first(question):
    assert route(question).types == ["text"]
