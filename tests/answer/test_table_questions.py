"""Table questions as readers ask them: a comparison inside one row, a header named in another
language or abbreviated, decimal commas, a question that names no table, and near misses (a
column or row the table does not have) that must say so instead of giving the neighbour."""

from __future__ import annotations

from evidence_pdf import evidence_paper

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk


def _table(label: str, columns: list[str], rows: list[list[str]], caption: str = "") -> Chunk:
    return Chunk(
        chunk_id=f"p-table-{label}",
        paper_id="p",
        kind="table",
        page=2,
        label=label,
        caption=caption or f"{label}: results.",
        text=f"{label}: {caption or 'results.'}\n\n"
        + "\n".join("| " + " | ".join(r) + " |" for r in [columns, *rows]),
        extra={"columns": columns, "rows": rows},
    )


F1 = _table(
    "Table 2",
    ["Entity type", "Mentions", "F1 (CRF)", "F1 (BERT)", "F1 (LLM zero-shot)"],
    [
        ["Medication", "18,402", "0.912", "0.947", "0.861"],
        ["Diagnosis", "14,230", "0.801", "0.866", "0.794"],
        ["Procedure", "7,655", "0.756", "0.829", "0.741"],
    ],
)
# Each file's estimates, then the ratio estimate/exact on the line under it (first cell empty).
RUNS = _table(
    "Table III",
    ["File", "Card.", "8", "16"],
    [
        ["log a", "16405", "17811", "16322"],
        ["log a", "", "1.08", "0.99"],
        ["log b", "3149", "2427", "2887"],
        ["log b", "", "0.77", "0.91"],
    ],
)
ERRORS = _table(
    "Table II",
    ["m", "Bias", "% Standard error"],
    [["16", "1.0191", "19.6"], ["32", "1.0095", "13.8"], ["64", "1.0047", "9.7"]],
)
GERMAN = _table(
    "Table 2",
    ["Modell", "Nord · MAE (MW)", "Nord · RMSE (MW)"],
    [["GBM", "2,11", "2,97"], ["LSTM", "1,84", "2,63"]],
)
RECS = _table(
    "Table 1",
    ["Model", "Shop · R@10", "Shop · N@10", "Music · R@10", "Music · N@10"],
    [
        ["CORE", "50.04", "30.82", "34.05", "20.39"],
        ["SessionGraph", "52.31", "32.16", "35.92", "21.07"],
    ],
)
THREADS = _table(
    "Table 3",
    ["Index", "QPS (1 thr.)", "QPS (32 thr.)"],
    [["HNSW", "7,900", "161,500"], ["IVF", "11,300", "214,300"]],
)
SCALING = _table(
    "Table 4",
    ["Threads", "QPS"],
    [["1", "7,900"], ["8", "60,100"], ["16", "110,800"], ["32", "161,500"]],
)


def _ask(question: str, *chunks: Chunk, route: tuple[str, ...] = ("table", "text")) -> str:
    evidence = [TaggedEvidence(tag=c.tag, chunk=c) for c in chunks]
    facts = compute_facts(question, evidence, list(route))
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


def test_a_comparison_of_two_columns_in_one_row_subtracts_them():
    answer = _ask("For procedures, how much higher is BERT's F1 than the CRF's?", F1)
    assert "0.073" in answer and "0.829 − 0.756" in answer


def test_a_plural_row_name_finds_its_singular_row():
    answer = _ask("What F1 does the zero-shot LLM reach on diagnoses?", F1)
    assert answer.startswith("Diagnosis") and "0.794" in answer and "0.866" not in answer


def test_an_abbreviated_header_and_a_ratio_line_do_not_hide_the_difference():
    answer = _ask(
        "By how much does the estimate for log a with 8 maps exceed its exact cardinality?", RUNS
    )
    assert "1406" in answer and "1.08" not in answer


def test_a_header_named_in_korean_is_found():
    answer = _ask("m = 64일 때 PCSA의 표준 오차(%)는 얼마인가요?", ERRORS)
    assert "9.7" in answer and "1.0047" not in answer


def test_a_difference_of_decimal_comma_cells_prints_a_decimal_comma():
    answer = _ask("In Nord, how much lower is the LSTM's MAE than the GBM's?", GERMAN)
    assert "0,27" in answer and "2,11 − 1,84" in answer


def test_a_difference_of_cells_grouped_in_thousands_prints_its_group_too():
    answer = _ask(
        "How many more queries per second does HNSW serve with 32 threads than IVF?", THREADS
    )
    assert "52,800" in answer and "214,300 − 161,500" in answer, answer


def test_a_metric_spelled_out_finds_its_initial_in_a_dense_header():
    answer = _ask("SessionGraph 在 Music 数据集上的 Recall@10 是多少？", RECS)
    assert "35.92" in answer and "21.07" not in answer


def test_a_cut_off_the_table_does_not_report_is_not_answered_from_its_neighbour():
    answer = _ask("What is SessionGraph's Recall@20 on Shop?", RECS)
    assert answer.startswith("I don't know") and "Recall@20" in answer and "52.31" not in answer


def test_a_thread_count_that_is_no_column_is_not_answered_from_its_neighbour():
    answer = _ask("What throughput does HNSW reach with 64 threads?", THREADS)
    assert answer.startswith("I don't know") and "161,500" not in answer
    assert "161,500" in _ask("What throughput does HNSW reach with 32 threads?", THREADS)


LEVELS = _table(
    "Table 6",
    ["Sorbent", "Cycle 1", "Cycle 10", "Cycle 50"],
    [["TETA-SBA", "1.52", "1.47", "1.40"], ["PEI-SBA", "3.08", "2.99", "2.81"]],
    "CO2 uptake (mmol/g) over repeated cycles",
)


def test_a_level_the_header_prints_word_first_is_the_one_asked():
    # "Cycle 50" is the level "50 cycles" asks; "100 cycles" is one the table does not have
    answer = _ask("What uptake does TETA-SBA keep after 50 cycles?", LEVELS)
    assert "1.40" in answer.splitlines()[0], answer
    lacking = _ask("What uptake does TETA-SBA keep after 100 cycles?", LEVELS)
    assert "no column for 100 cycles" in lacking and "1.40" not in lacking, lacking


def test_a_key_value_no_row_holds_is_not_answered_from_its_neighbour():
    answer = _ask("What QPS do 64 threads reach?", SCALING)
    assert answer.startswith("I don't know") and "Threads 64" in answer
    assert "110,800" in _ask("What QPS do 16 threads reach?", SCALING)


def test_a_question_that_names_no_table_is_answered_from_the_table_that_has_its_cell(
    settings, embedder
):
    """Routed to text (no table cue, no result word), the question still gets the cell where
    the row and the column it names meet, cited to the table."""
    from paperlens.service import PaperLens

    lens = PaperLens(settings, embedder=embedder)
    paper = lens.ingest_pdf(evidence_paper().pdf, filename="evidence.pdf")
    answer = lens.ask("How many layers does the wide baseline have?", [paper.paper_id])
    assert answer.answer.startswith("Wide baseline") and "2" in answer.answer.split("[")[0]
    assert "Table 1" in answer.answer and "table" in answer.route.types


# A feature matrix: which indicators each method considers, two header groups, marks for cells.
MARKS = _table(
    "Table 1",
    ["方法", "静态指标 · CPU", "静态指标 · GPU", "动态指标 · CPU", "动态指标 · 吞吐率"],
    [
        ["文献[1] 方法", "√", "√", "", ""],
        ["文献[2−3] 方法", "", "", "√", ""],
        ["HMM", "√", "√", "√", "√"],
    ],
)


def test_a_feature_matrix_lists_what_a_row_marks_in_the_group_asked():
    answer = _ask("Which dynamic indicators does the method of references [2-3] consider?", MARKS)
    first = answer.splitlines()[0]
    assert "动态指标: CPU" in first and "GPU" not in first and "吞吐率" not in first


def test_a_feature_matrix_names_the_row_that_marks_everything():
    answer = _ask("哪种方法同时考虑了全部静态指标和动态指标？", MARKS)
    assert answer.startswith("HMM") and "文献[1]" not in answer.splitlines()[0]


ALGORITHMS = _table(
    "Table 5",
    [
        "Algorithm",
        "Quantum Time Scaling",
        "Quantum Space Scaling",
        "Classical Time Scaling",
        "Comments",
    ],
    [
        ["Minimum Spanning Tree [68].", "Θ(N^{3/2})", "-", "Ω(N^2)", "Matrix model."],
        ["Nearest Centroid [61].", "O(log N)", "O(log N)", "O(N)", "Sub-routine."],
    ],
)


def test_a_text_cell_is_looked_up_and_a_superlative_in_a_row_name_ranks_nothing():
    answer = _ask(
        "在附录的量子算法表中，Minimum Spanning Tree（最小生成树）的经典时间复杂度是多少？",
        ALGORITHMS,
    )
    first = answer.splitlines()[0]
    assert "Ω(N^2)" in first and "Θ" not in first


def test_a_name_the_table_lacks_among_its_column_groups_is_a_near_miss():
    answer = _ask("What is SessionGraph's R@10 on Books-5?", RECS)
    assert answer.startswith("I don't know") and "Books-5" in answer and "52.31" not in answer


HARDWARE = _table(
    "Table 8",
    ["System", "Search threads", "CPUs", "GPUs", "Elo"],
    [
        ["Single", "40", "48", "8", "2890"],
        ["Distributed", "12", "428", "64", "2937"],
        ["Distributed", "24", "764", "112", "3079"],
        ["Distributed", "64", "1920", "280", "3168"],
    ],
)


def test_a_row_quote_keeps_to_the_value_the_question_ties_to_a_column():
    # Asking two things, from prose routing: the row is quoted, and "64 search threads" picks the
    # row with 64 threads, not the one whose GPU column happens to print 64.
    answer = _ask(
        "What Elo does the distributed system reach with 64 search threads, and how many CPUs "
        "and GPUs does it use?",
        HARDWARE,
        route=("text",),
    )
    first = answer.splitlines()[0]
    assert "3168" in first and "1920" in first and "280" in first
    assert "2937" not in answer


# A Portuguese table: decimal commas, so a dot groups thousands ("6.718" cases is 6718).
CASES = _table(
    "Table 1",
    ["Município", "População (2022)", "Casos (2023)", "Incidência"],
    [
        ["Porto Claro", "412.380", "6.718", "1.629,1"],
        ["Três Rios", "37.544", "502", "1.337,1"],
        ["Total", "1.010.239", "15.884", "1.572,3"],
    ],
)
BENCH = _table(
    "Table 2",
    ["Plots", "Time (s) · lme4", "Time (s) · nlme", "Memory (MB) · lme4", "Memory (MB) · nlme"],
    [["400", "0.05", "0.31", "9", "21"], ["2,000", "0.19", "2.7", "22", "96"]],
)


def test_dots_group_thousands_in_a_table_with_decimal_commas():
    answer = _ask("Which municipality other than the total has the lowest Casos (2023)?", CASES)
    assert answer.startswith("Três Rios") and "502" in answer
    answer = _ask("How many more Casos (2023) did Porto Claro have than Três Rios?", CASES)
    assert "6216" in answer.replace(".", "") and "6,216" not in answer


def test_a_measure_named_peak_is_looked_up_not_ranked():
    answer = _ask("What peak memory does lme4 need for the trial with 2,000 plots?", BENCH)
    assert "22" in answer and "highest" not in answer


SORBENTS = _table(
    "Table 1",
    ["Sorbent", "Amine loading (mmol N g^{−1})", "S_BET (m^2 g^{−1})", "V_pore (cm^3 g^{−1})"],
    [
        ["SBA-15", "—", "812", "1.05"],
        ["APTES-SBA", "2.41", "498", "0.71"],
        ["APTES-MCF", "2.63", "521", "1.12"],
        ["PEI-MCF", "6.90", "64", "0.32"],
    ],
)


def test_a_superlative_ranks_the_column_after_it_among_the_rows_another_column_names():
    """ "Among the amine-functionalized sorbents, the largest BET surface area": the subscripted
    head "S_BET" is ranked, and only rows with an amine loading (not the bare support's "—")."""
    answer = _ask(
        "Among the amine-functionalized sorbents, which one keeps the largest BET surface area?",
        SORBENTS,
    )
    assert answer.startswith("APTES-MCF") and "521" in answer and "812" not in answer


CYCLES = _table(
    "Table 5",
    ["Condition", "Sorbent", "Cycle 1", "Cycle 50"],
    [
        ["Dry", "TETA-SBA", "1.38", "0.97 (70.3)"],
        ["Dry", "PEI-SBA", "2.87", "2.49 (86.8)"],
        ["Humid", "TETA-SBA", "1.52", "1.40 (92.1)"],
    ],
)
ACCURACY = _table(
    "Table 3",
    ["Model", "Accuracy (%)"],
    [["ResNet", "85.2 (1.3)"], ["VGG", "81.0 (2.1)"]],
)


def test_percentage_points_subtract_the_shares_printed_in_parentheses():
    answer = _ask(
        "Under dry cycling, how many percentage points more of its initial capacity does "
        "PEI-SBA retain after 50 cycles than TETA-SBA?",
        CYCLES,
    )
    assert "16.5" in answer and "1.52" not in answer
    answer = _ask(
        "Under dry cycling, how much more uptake does PEI-SBA have after 50 cycles than TETA-SBA?",
        CYCLES,
    )
    assert "1.52" in answer
    # A column of percents prints a mean and its deviation: the means are subtracted.
    answer = _ask(
        "How many percentage points higher is the accuracy of ResNet than of VGG?", ACCURACY
    )
    assert "4.2" in answer


def test_how_many_times_divides_and_a_counted_key_with_a_comma_names_its_row():
    """ "the 10,000-plot trial" names the row keyed "10,000"; "how many times" is a ratio."""
    answer = _ask("How long does nlme take to fit the 2,000-plot trial?", BENCH)
    assert "2.7" in answer and "0.19" not in answer
    answer = _ask("How many times more mentions does Medication have than Procedure?", F1)
    assert "2.4 times" in answer and "18,402 / 7,655 = 2.4" in answer


# Rows named by a model's size ("(small)", "(big)"), asked in German, Spanish or French.
SIZES = _table(
    "Table 4",
    ["Model", "WER · test-clean", "WER · test-other"],
    [["Conformer (small)", "2.7", "6.3"], ["Conformer (big)", "2.1", "4.9"]],
)


def test_a_row_named_by_its_size_is_found_in_another_language():
    assert "4.9" in _ask("Wie hoch ist die WER des großen Conformers auf test-other?", SIZES)
    assert "2.7" in _ask("¿Qué WER tiene el Conformer pequeño en test-clean?", SIZES)
    answer = _ask("Quel est le WER du grand Conformer sur test-clean ?", SIZES)
    assert "2.1" in answer and "2.7" not in answer


COHORTS = _table(
    "Table 1",
    ["Characteristic", "Before (2023)", "After (2024)"],
    [
        ["Patients, n", "409", "436"],
        ["Age, years, mean (SD)", "71.4 (12.8)", "70.9 (13.5)"],
        ["Women, n (%)", "214 (52.3)", "231 (53.0)"],
        ["Medicines at admission, median (IQR)", "8 (5–11)", "9 (6–12)"],
    ],
    "Characteristics of the patients in the two study periods.",
)


def test_how_many_and_what_share_is_one_n_percent_cell() -> None:
    """A question that never says "table" asks a count and its share; the "n (%)" cell
    holds both, so the table answers it, with the period asked and not the other."""
    answer = _ask(
        "How many women were in the before cohort, and what share of it were they?",
        COHORTS,
        route=("text",),
    )
    first = answer.splitlines()[0]
    assert "214 (52.3)" in first, answer
    assert "231" not in first and "53.0" not in first, answer


BRANCHES = _table(
    "Table 1",
    ["District", "Stops", "Active borrowers", "Loans", "Expenditure (£)"],
    [
        ["Banff", "64", "1,180", "21,240", "18,400"],
        ["Marr", "71", "1,520", "31,920", "22,100"],
    ],
    "Stops, borrowers, loans and spending of the mobile library by district.",
)


def test_a_verb_asks_for_the_column_its_noun_heads() -> None:
    """ "lend" is what the column "Loans" counts, "spent" what "Expenditure" sums."""
    first = _ask("How many items did the mobile library lend in Marr?", BRANCHES, route=("text",))
    assert "31,920" in first.splitlines()[0], first
    first = _ask("How much did the library spend in Banff?", BRANCHES, route=("text",))
    assert "18,400" in first.splitlines()[0] and "21,240" not in first.splitlines()[0], first


TRANSPLANTS = _table(
    "Table 1",
    ["Site", "Method", "Plots", "Trees planted", "Alive 2025", "Survival (%)"],
    [
        ["Ashgrove", "Bare root", "12", "4,800", "1,632", "34.0"],
        ["Brookfield", "Container", "9", "2,880", "1,987", "69.0"],
        ["Total", "", "21", "7,680", "3,619", "47.1"],
    ],
    "Planting effort and survival of the transplanted trees.",
)


def test_a_column_of_another_action_on_the_thing_asked_is_not_asked() -> None:
    """ "How many trees survived" names "Trees planted" by its noun alone, and its participle
    says the trees were planted: the count alive answers, the planted one where it is asked."""
    first = _ask("How many trees survived at Brookfield?", TRANSPLANTS, route=("text",))
    assert "1,987" in first.splitlines()[0] and "2,880" not in first.splitlines()[0], first
    first = _ask(
        "How many more trees survived at Brookfield than at Ashgrove?", TRANSPLANTS, route=("text",)
    )
    assert "355" in first.splitlines()[0], first  # 1,987 − 1,632
    first = _ask("How many trees were planted at Brookfield?", TRANSPLANTS, route=("text",))
    assert "2,880" in first.splitlines()[0], first
    first = _ask("What share of the trees survived at Ashgrove?", TRANSPLANTS, route=("text",))
    assert "34.0" in first.splitlines()[0], first


# Two of the three rows share each side's own word ("video" names "Video only" and "Audio +
# video"; "only" names both single modalities): the word both sides name tells them apart.
MODALITIES = _table(
    "Table 3",
    ["Input", "Clean", "Noisy", "Mean"],
    [
        ["Audio only", "91.2", "62.5", "76.9"],
        ["Video only", "70.4", "69.8", "70.1"],
        ["Audio + video (ours)", "93.0", "84.6", "88.8"],
    ],
)


def test_a_word_both_sides_name_tells_apart_the_rows_of_a_difference():
    answer = _ask(
        "How much higher is the mean accuracy of audio + video than audio only?", MODALITIES
    )
    assert "88.8 − 76.9 = 11.9" in answer
    answer = _ask(
        "How much lower is the noisy score of video only than of audio + video?", MODALITIES
    )
    assert "84.6 − 69.8 = 14.8" in answer
