"""A superlative word that is part of a quantity's printed name ("Minimum call frequency (Hz)")
names that quantity; it ranks nothing. "How strongly did the minimum call frequency fall with
water temperature?" asks the slope the prose states, not the lowest value of a column or a
curve; "which pond had the lowest minimum frequency" still ranks."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk, table_chunk

from paperlens.models import Chunk

PONDS = table_chunk(
    "Table 1",
    ["Pond", "Frogs recorded", "Minimum frequency (Hz)", "Dominant frequency (kHz)"],
    [
        ["Alder Pool", "14", "1,480", "2.31"],
        ["Reed Bed", "9", "1,390", "2.18"],
        ["Quarry", "6", "1,620", "2.44"],
    ],
    "Ponds, frogs recorded and call parameters",
)
CALLS = figure_chunk(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "Water temperature (°C)", "log": False, "min": 8, "max": 22},
            "y": {"title": "Minimum call frequency (Hz)", "log": False, "min": 1200, "max": 1800},
            "series": [
                {
                    "name": "Males",
                    "kind": "scatter",
                    "points": [[9, 1690], [12, 1610], [16, 1540], [21, 1450]],
                }
            ],
            "notes": [],
        }
    ],
    "Minimum call frequency of males against water temperature",
)
PROSE = Chunk(
    chunk_id="p-text-1",
    paper_id="p",
    kind="text",
    page=2,
    text="Across the recorded males, the minimum call frequency fell by 19.8 Hz per °C of water "
    "temperature (R² = 0.97). Warmer ponds held more calling males.",
)


def test_a_statistic_in_the_quantitys_name_ranks_nothing():
    answer = ask(
        "How strongly did the minimum call frequency fall with water temperature?",
        PONDS,
        CALLS,
        PROSE,
        route=("text", "figure", "table"),
    )
    assert "19.8" in answer and "lowest" not in answer.splitlines()[0], answer


def test_a_superlative_that_is_no_quantitys_name_still_ranks():
    first = ask("Which pond had the lowest minimum frequency?", PONDS).splitlines()[0]
    assert "Reed Bed" in first and "1,390" in first, first


LAYERS = table_chunk(
    "Table 1",
    ["Layer type", "Cost per layer", "Sequential steps", "Maximum path length"],
    [
        ["Attention", "O(n^2 · d)", "O(1)", "O(1)"],
        ["Recurrent", "O(n · d^2)", "O(n)", "O(n)"],
        ["Dilated convolution", "O(k · n · d^2)", "O(1)", "O(log_k(n))"],
        ["Local attention", "O(r · n · d)", "O(1)", "O(n/r)"],
    ],
    "Cost per layer, sequential steps and maximum path length of each layer type",
)


def test_two_text_columns_asked_together_are_both_given():
    first = ask(
        "According to Table 1, what are the cost per layer and the maximum path length of a "
        "recurrent layer?",
        LAYERS,
    ).splitlines()[0]
    assert "O(n · d^2)" in first and "Maximum path length: O(n)" in first, first
    assert "O(1)" not in first  # the attention row is not asked


def test_maximum_as_part_of_a_columns_name_asks_that_column():
    first = ask("What is the maximum path length of a dilated convolution?", LAYERS).splitlines()[0]
    assert "O(log_k(n))" in first and "highest" not in first, first


RECIPES = table_chunk(
    "Table 3",
    ["Model", "Optimizer", "Learning-rate schedule", "Top-1 (%)"],
    [
        ["ResNet-50", "SGD with momentum", "step decay", "76.1"],
        ["ViT-B/16", "AdamW", "cosine with warm-up", "77.9"],
    ],
    "Training recipes",
)


def test_two_text_columns_of_a_row_asked_together():
    first = ask(
        "Which optimizer and which learning-rate schedule were used for ViT-B/16?", RECIPES
    ).splitlines()[0]
    assert "AdamW" in first and "cosine with warm-up" in first, first
    listed = ask(
        "What are the optimizer and the learning-rate schedule of ViT-B/16?", RECIPES
    ).splitlines()[0]
    assert "AdamW" in listed and "cosine with warm-up" in listed, listed
