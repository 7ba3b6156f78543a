"""Bounds written as factors or with "larger than", and places below the first asked with
"most": "a reduction larger than 400x", "above 1000x", "the second most points". A systems
paper prints speed-ups and reductions as "694x"; a dataset table gives each dataset's length
in seconds ("180 sec"), which the "second" of "the second most points" must not name. The
devices, datasets and numbers are invented.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask
from answer_chunks import table_chunk as _table

from paperlens.answer.open_bounds import threshold

DEVICES = _table(
    "Table 1",
    ["Device", "Resolution", "Reduction on 1M pts"],
    [
        ["Wrist watch", "272 x 340", "3676x"],
        ["Phone", "1440 x 2560", "694x"],
        ["Laptop", "2304 x 1440", "434x"],
        ["Desktop monitor", "2560 x 1440", "390x"],
        ["Wall display", "3840 x 2160", "260x"],
    ],
    "Data reduction from pixel-aware preaggregation on one million points.",
)

DATASETS = _table(
    "Table 2",
    ["Dataset", "Description", "# points"],
    [
        ["gas_sensor", "Chemical sensor readings, 12 hours", "4,208,261"],
        ["EEG", "Excerpt of an electroencephalogram, 180 sec", "45,000"],
        ["Power", "Power use of a research building, 35040 sec", "35,040"],
        ["ramp_traffic", "Cars on a freeway ramp, 1 month", "8,640"],
        ["Sine", "Noisy sine wave, 800 sec", "800"],
    ],
    "Datasets used in the user study.",
)


def _first(question: str, table: object) -> str:
    return ask(question, table, route=("table",)).splitlines()[0]


@pytest.mark.parametrize(
    ("question", "sign", "value"),
    [
        ("Which devices have a data reduction larger than 400x?", ">", "400"),
        ("Which devices get a reduction above 1000×?", ">", "1000"),
        ("Which datasets have smaller than 10,000 points?", "<", "10000"),
        ("Which runs were bigger than 2 GB?", ">", "2"),
    ],
)
def test_a_factor_or_a_comparative_sets_a_bound(question: str, sign: str, value: str) -> None:
    bound = threshold(question)
    assert bound is not None and bound.sign == sign and str(bound.value) == value, bound


def test_the_rows_beyond_a_factor_are_listed() -> None:
    first = _first("Which devices have a data reduction larger than 400x?", DEVICES)
    assert first.startswith("Reduction on 1M pts > 400"), first
    for device in ("Wrist watch", "Phone", "Laptop"):
        assert device in first, first
    assert "Desktop" not in first and "Wall" not in first, first


def test_the_second_most_ranks_every_row_not_those_printed_in_seconds() -> None:
    first = _first("Which dataset has the second most points?", DATASETS)
    assert first.startswith("EEG"), first
    assert "second highest" in first and "45,000" in first, first
