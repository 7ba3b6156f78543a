"""A bound set by another row ("Which models have a lower top-5 error than ResNet-50?", "How
many methods outperform VGG-16?") and both ends of a column ("the range of top-1 errors"): no
cell holds either answer. The models and numbers are invented."""

from __future__ import annotations

import pytest
from answer_chunks import ask
from answer_chunks import table_chunk as _table

ERRORS = _table(
    "Table 3",
    ["Model", "top-1 err.", "top-5 err."],
    [
        ["VGG-16 [41]", "28.07", "9.33"],
        ["GoogLeNet [44]", "-", "9.15"],
        ["DeepNet-34", "24.19", "7.40"],
        ["DeepNet-50", "22.85", "6.71"],
        ["DeepNet-50 (ours)", "22.10", "6.50"],
        ["DeepNet-152", "21.43", "5.71"],
    ],
    "Error rates (%) on the validation set.",
)

SCORES = _table(
    "Table 2",
    ["Parser", "WSJ 23 F1"],
    [["Baseline", "88.3"], ["Tree-LSTM", "90.4"], ["Ours", "92.7"], ["Ours (ensemble)", "93.3"]],
    "Parsing results.",
)


def _first(question: str, table: object = ERRORS) -> str:
    return ask(question, table, route=("table",)).splitlines()[0]


def test_the_rows_below_another_rows_value() -> None:
    first = _first("Which models have a lower top-5 error than DeepNet-50?")
    assert "6.71" in first and "DeepNet-50 (ours)" in first and "DeepNet-152" in first, first
    assert "DeepNet-34" not in first and "VGG" not in first, first


@pytest.mark.parametrize(
    "question",
    [
        "Which models outperform VGG-16 on top-1 error?",
        "How many models are better than VGG-16 in top-1 error?",
    ],
)
def test_better_reads_the_direction_of_the_column(question: str) -> None:
    # an error is better lower; the reference row's citation marker is no part of its name
    first = _first(question)
    assert first.startswith("4 of 4 other rows"), first
    assert "28.07" in first, first


def test_better_on_a_score_is_higher() -> None:
    first = _first("Which parsers outperform Tree-LSTM on WSJ 23 F1?", SCORES)
    assert "Ours" in first and "93.3" in first, first
    assert "Baseline" not in first, first


def test_how_much_more_than_a_row_is_still_a_difference() -> None:
    first = _first("How much higher is the WSJ 23 F1 of Ours than Tree-LSTM?", SCORES)
    assert "2.3" in first, first


def test_the_range_of_a_column() -> None:
    first = _first("What is the range of top-1 errors?")
    assert "28.07" in first and "21.43" in first and "6.64" in first, first


def test_how_many_points_better_is_a_difference() -> None:
    first = _first("How many points better is Ours than Tree-LSTM on WSJ 23 F1?", SCORES)
    assert "2.3" in first and "other rows" not in first, first


def test_of_two_rows_named_alike_the_one_that_prints_the_number_asked() -> None:
    wide = _table(
        "Table 2",
        ["Method", "Depth", "C10+"],
        [
            ["Wide Net", "16", "4.81"],
            ["Wide Net", "28", "4.17"],
            ["Dense Net", "100", "4.10"],
            ["Dense Net", "190", "3.46"],
            ["Plain Net", "110", "6.41"],
        ],
        "Error rates (%) on CIFAR.",
    )
    first = _first("Which models have a lower C10+ error than Wide Net (28 layers)?", wide)
    assert "4.17" in first and "4.10" in first and "3.46" in first, first
    assert "4.81" not in first and "6.41" not in first, first
