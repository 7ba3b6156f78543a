"""Bounds on scaled numbers, and the value a question asks of the row a superlative picks.

Results tables print sizes and costs scaled: "25.6M" parameters, "3.3 · 10^18" FLOPs, a header
"Params (M)" or "params ×10^6". A question bounds them the same ways ("fewer than 20M
parameters", "below 1.0 × 10^19 FLOPs", "more than 2.5 million"), and asks the other value of a
ranked row ("the C100+ error of the model with the fewest parameters"). The models and numbers
are invented.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask
from answer_chunks import table_chunk as _table

from paperlens.answer.open_bounds import scale, threshold
from paperlens.answer.tables import header_terms

NETS = _table(
    "Table 2",
    ["Method", "Depth", "Params", "C10+", "C100+"],
    [
        ["Highway Net", "-", "-", "7.72", "32.39"],
        ["FractoNet", "21", "38.6M", "5.22", "23.30"],
        ["ResBlock", "110", "1.7M", "6.41", "27.22"],
        ["Wide ResBlock", "16", "11.0M", "4.81", "22.07"],
        ["DenseLite (k = 12)", "100", "0.8M", "4.51", "22.27"],
        ["DenseLite (k = 40)", "190", "25.6M", "3.46", "17.18"],
    ],
    "Error rates (%) on CIFAR. \u201c+\u201d marks data augmentation (C10+, C100+).",
)

TRANSLATION = _table(
    "Table 2",
    [
        "Model",
        "BLEU · EN-DE",
        "BLEU · EN-FR",
        "Training Cost (FLOPs) · EN-DE",
        "Training Cost (FLOPs) · EN-FR",
    ],
    [
        ["RecurNet", "24.6", "39.92", "2.3 · 10^19", "1.4 · 10^20"],
        ["ConvSeq", "25.16", "40.46", "9.6 · 10^18", "1.5 · 10^20"],
        ["Attn (base)", "27.3", "38.1", "3.3 · 10^18", "3.3 · 10^18"],
        ["Attn (big)", "28.4", "41.8", "2.3 · 10^19", "2.6 · 10^19"],
    ],
    "BLEU scores and training cost on the newstest2014 tests.",
)

SIZES = _table(
    "Table 3",
    ["Variant", "N", "d_model", "params ×10^6", "BLEU (dev)"],
    [
        ["base", "6", "512", "65", "25.8"],
        ["small", "2", "256", "28", "23.7"],
        ["wide", "6", "1024", "168", "26.0"],
        ["big", "6", "1024", "213", "26.4"],
    ],
    "Variations on the architecture.",
)


def _first(question: str, table: object) -> str:
    return ask(question, table, route=("table",)).splitlines()[0]


@pytest.mark.parametrize(
    ("question", "value", "printed"),
    [
        ("Which models have fewer than 20M parameters?", "2.0E+7", "20M"),
        ("Which runs cost below 1.0 × 10^19 FLOPs?", "1.0E+19", "1.0 × 10^19"),
        ("How many cities have more than 2.5 million inhabitants?", "2.5E+6", "2.5 million"),
        ("Which runs used more than 3e9 FLOPs?", "3E+9", "3e9"),
        ("Which models were trained on more than 100k images?", "1.00E+5", "100k"),
    ],
)
def test_a_scaled_bound_is_read_at_its_scale(question: str, value: str, printed: str) -> None:
    bound = threshold(question)
    assert bound is not None
    assert str(bound.value) == value and bound.printed == printed


@pytest.mark.parametrize(
    "question", ["Which wells are deeper than 20m?", "Which solutions held less than 0.5 M NaCl?"]
)
def test_a_unit_after_a_number_is_no_scale(question: str) -> None:
    # "20m" is metres and "0.5 M" a molarity: a scale letter is a capital touching the number
    bound = threshold(question)
    assert bound is None or bound.printed == ""


def test_a_cell_or_its_header_gives_the_scale() -> None:
    assert scale("38.6M", "Params") == 10**6
    assert scale("65", "params ×10^6") == 10**6
    assert scale("7", "FLOPs (×10⁹)") == 10**9
    assert scale("12", "Population (millions)") == 10**6
    assert scale("12", "Depth (m)") == 1


def test_how_many_rows_lie_below_a_scaled_bound() -> None:
    first = _first("How many models have fewer than 20M parameters?", NETS)
    assert first.startswith("3 of 5 rows"), first
    for name in ("ResBlock", "Wide ResBlock", "DenseLite (k = 12)"):
        assert name in first, first
    assert "FractoNet" not in first and "k = 40" not in first, first


def test_a_header_scale_multiplies_its_cells() -> None:
    first = _first("Which variants have more than 100M parameters?", SIZES)
    assert "wide" in first and "big" in first, first
    assert "base" not in first and "small" not in first, first


def test_a_data_set_named_with_a_plus_is_no_printed_bound() -> None:
    # "C10+" is a data set with augmentation, not the class "10 and over": the bound is asked
    first = _first("How many models have a C10+ error below 5%?", NETS)
    assert first.startswith("3 of 6 rows"), first
    assert "3.46" in first and "7.72" not in first, first


def test_a_bound_on_a_value_two_columns_give_is_set_on_each() -> None:
    first = _first("Which models have fewer than 1.0 × 10^19 FLOPs training cost?", TRANSLATION)
    assert "ConvSeq" in first and "Attn (base)" in first, first
    assert "RecurNet" not in first and "Attn (big)" not in first, first
    assert "EN-FR" in first, first  # the other column's answer: only Attn (base) there


def test_a_scaled_bound_on_a_thing_no_column_counts_is_no_filter() -> None:
    # "FLOPs" is no word of "params ×10^6": the parameters are not filtered by it
    answer = ask("Which variants have fewer than 1.0 × 10^19 FLOPs?", SIZES, route=("table",))
    assert "params ×10^6 <" not in answer, answer


@pytest.mark.parametrize(
    ("question", "wanted", "ranked"),
    [
        ("What is the EN-FR BLEU of the model with the highest EN-DE BLEU?", "41.8", "28.4"),
        ("What is the EN-DE BLEU of the model with the lowest EN-DE training cost?", "27.3", ""),
        ("What is the C100+ error of the model with the fewest parameters?", "22.27", "0.8M"),
        # of two training-cost columns, the one under the ranked column's language pair
        ("What is the training cost of the model with the highest EN-FR BLEU?", "2.6 · 10^19", ""),
    ],
)
def test_the_value_asked_of_the_row_a_superlative_picks(
    question: str, wanted: str, ranked: str
) -> None:
    table = NETS if "C100+" in question else TRANSLATION
    first = _first(question, table)
    assert wanted in first, first
    assert ranked in first, first


def test_a_which_question_still_names_the_winner_only() -> None:
    first = _first("Which model has the highest EN-DE BLEU?", TRANSLATION)
    assert "Attn (big)" in first and "28.4" in first, first
    assert "41.8" not in first, first


def test_a_header_word_cut_short_names_the_word_spelled_out() -> None:
    asked = {"parameters", "temperature", "meaning", "minutes"}
    assert header_terms("Params", asked) >= {"parameters"}
    assert "temperature" in header_terms("Temp", asked)
    assert "meaning" not in header_terms("Mean", asked)  # an inflection, no cut
    assert "minutes" not in header_terms("Rozdíl proti 60 min (IBU)", asked)  # a unit


def test_the_mean_of_the_rows_named_alike() -> None:
    first = _first("What is the average C10+ error of the DenseLite models?", NETS)
    assert "3.985" in first, first  # (4.51 + 3.46) / 2
    assert "DenseLite (k = 12)" in first and "DenseLite (k = 40)" in first, first


def test_a_mean_the_table_prints_is_read_not_computed() -> None:
    wells = _table(
        "Table 1",
        ["Well", "Nitrate (mg/l)"],
        [["MW 101", "54.1"], ["MW 104", "46.2"], ["Mean", "50.2"]],
        "Nitrate in 2023.",
    )
    first = _first("What was the mean nitrate of the wells?", wells)
    assert "50.2" in first and "50.15" not in first, first


@pytest.mark.parametrize(
    ("question", "winner", "value"),
    [
        ("Which model has the second lowest C10+ error?", "DenseLite (k = 12)", "4.51"),
        ("Which model has the 3rd-highest C100+ error?", "FractoNet", "23.30"),
    ],
)
def test_a_place_below_the_first(question: str, winner: str, value: str) -> None:
    first = _first(question, NETS)
    assert winner in first and value in first, first


THROUGHPUT = _table(
    "Table 1",
    ["Servers", "100% Reads", "0% Reads"],
    [["13", "460k", "8k"], ["9", "296k", "12k"], ["5", "165k", "18k"], ["3", "87k", "22k"]],
    "Throughput of a saturated system.",
)


def test_the_mean_across_every_row_keeps_the_cells_scale() -> None:
    first = _first("What is the average 0% reads throughput across the configurations?", THROUGHPUT)
    assert "15k" in first, first  # (8 + 12 + 18 + 22) / 4


def test_the_subject_of_a_ranking_is_no_value_asked_of_its_winner() -> None:
    libraries = _table(
        "Table 1",
        ["Area", "Active borrowers", "Loans per borrower"],
        [["Garioch", "760", "15.0"], ["Buchan", "540", "18.2"], ["Mearns", "610", "16.4"]],
        "Mobile library use by area.",
    )
    first = _first("Where did borrowers borrow the least per head?", libraries)
    assert "Garioch" in first and "15.0" in first, first
    assert "760" not in first, first  # "borrowers" is who borrowed, not a value asked


def test_the_column_naming_what_is_counted_is_not_the_one_bounded() -> None:
    # "server configurations" are the rows ("Servers"); the bound is on 100% Reads
    first = _first(
        "How many server configurations handle more than 200k operations per second with 100% "
        "reads?",
        THROUGHPUT,
    )
    assert first.startswith("2 of 4 rows"), first
    assert "460k" in first and "296k" in first and "165k" not in first, first


def test_a_bound_need_not_be_printed_in_the_paper() -> None:
    # "26" is the question's own threshold: its absence from the paper proves nothing
    from paperlens.answer.abstain import check
    from paperlens.answer.vocabulary import Vocabulary

    paper = Vocabulary.of("Table 3: Variations. BLEU (dev) 25.8, 24.9, 26.4 and 25.5 per variant.")
    assert check("How many variants reach a dev BLEU of at least 26?", "English", [paper],
                 frozenset({"table 3"})) is None  # fmt: skip
    refused = check("What BLEU does the variant with 26 layers reach?", "English", [paper],
                    frozenset({"table 3"}))  # fmt: skip
    assert refused is not None and "26" in refused.reason


def test_the_mean_of_one_thing_is_its_printed_value_not_an_average_of_rows() -> None:
    winds = _table(
        "Table 2",
        ["Sector", "Speed (m/s)"],
        [["West", "9.4"], ["South-West", "8.8"], ["North", "6.1"]],
        "Mean wind speed by sector in winter.",
    )
    first = _first("What was the mean wind speed from the West sector?", winds)
    assert "9.4" in first and "9.1" not in first, first  # "West" names two rows, one thing asked
    routes = _table(
        "Table 1",
        ["Route", "Length (km)", "Gradient (%)"],
        [["No. 4", "12.1", "3.2"], ["No. 11", "9.8", "2.4"], ["No. 7", "7.5", "1.9"]],
        "Trolleybus routes.",
    )
    first = _first("What is the average gradient of trolleybus route No. 4?", routes)
    assert "3.2" in first and "2.8" not in first, first  # "trolleybus" is no plural


def test_no_mean_over_every_row_of_a_table_that_prints_its_total() -> None:
    farms = _table(
        "Table 1",
        ["Enterprise", "Area (ha)", "Yield (kg/ha)"],
        [["Arstan", "120", "150.0"], ["Kara", "80", "130.0"], ["Sary", "60", "90.0"], ["Total", "260", "131.5"]],
        "Walnut yield by enterprise.",
    )  # fmt: skip
    answer = ask("What was the average yield per hectare over all three enterprises?", farms)
    assert "123.3" not in answer, answer  # the unweighted mean is not the total row's yield


def test_a_row_label_that_prints_the_bound_is_still_named_by_it() -> None:
    # "Trên 6 ‰" ("above 6 ‰") is the row the bound names: its number is kept as a name
    salinity = _table(
        "Table 2",
        ["Độ mặn nước tưới", "Số ruộng", "Năng suất (tấn/ha) · 2022–2023", "Năng suất (tấn/ha) · 2023–2024", "Thay đổi (%)"],
        [["Dưới 2 ‰", "64", "6,82", "6,96", "+2,1"], ["2–4 ‰", "41", "6,45", "6,14", "−4,8"],
         ["4–6 ‰", "27", "5,87", "5,13", "−12,6"], ["Trên 6 ‰", "18", "5,19", "3,56", "−31,4"],
         ["Tổng", "150", "", "", ""]],
        "Năng suất lúa theo độ mặn của nước tưới",
    )  # fmt: skip
    first = _first("灌溉水盐度高于6‰的田块，2022–2023年水稻产量是每公顷多少吨？", salinity)
    assert "5,19" in first and "5,87" not in first, first
