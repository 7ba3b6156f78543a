"""A change between two cells of a table printed in another language than the question: "by how
much did X fall from 2020/21 to 2021/22" (two columns of one row), "by what percentage did it
change" (a share of the value it changed from, not a difference), and a mean named in the
table's own language ("Keskmine", "rata-rata")."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk


def _table(label: str, columns: list[str], rows: list[list[str]]) -> Chunk:
    return Chunk(
        chunk_id=f"p-table-{label}",
        paper_id="p",
        kind="table",
        page=1,
        label=label,
        caption=f"{label}: tulemused.",
        text=f"{label}: tulemused.\n\n"
        + "\n".join("| " + " | ".join(r) + " |" for r in [columns, *rows]),
        extra={"columns": columns, "rows": rows},
    )


def _ask(question: str, *chunks: Chunk) -> str:
    evidence = [TaggedEvidence(tag=c.tag, chunk=c) for c in chunks]
    facts = compute_facts(question, evidence, ["table", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


# Grit spread per winter on road sections (Norwegian headers, decimal commas).
GRIT = _table(
    "Table 1",
    ["Strekning", "Lengde (km)", "Grus 2020/21 (tonn/km)", "Grus 2021/22 (tonn/km)"],
    [
        ["Rv. 7 Gol", "8,2", "15,1", "11,6"],
        ["E18 Arendal", "12,9", "9,8", "9,1"],
        ["Fv. 30 Røros", "6,4", "13,0", "14,2"],
    ],
)
# Lichen biomass and cover per year (Indonesian headers): a mean and a maximum per year.
COVER = _table(
    "Table 2",
    ["Tahun", "Biomassa rata-rata (g/m²)", "Biomassa maksimum (g/m²)", "Tutupan (%)"],
    [["2021", "40", "66", "52"], ["2022", "30", "71", "47"]],
)
# Counts per site (Estonian headers): a median, a mean and a maximum.
COUNTS = _table(
    "Table 3",
    ["Maakond", "Mediaan (tk)", "Keskmine (tk)", "Maksimum (tk)"],
    [["Valgamaa", "31", "47", "212"], ["Hiiumaa", "18", "26", "95"]],
)


def test_a_fall_from_one_column_to_another_is_their_difference():
    answer = _ask(
        "By how much did grit use per km on Rv. 7 Gol fall from 2020/21 to 2021/22?", GRIT
    )
    assert "3,5" in answer and "15,1" in answer and "11,6" in answer


def test_a_rise_from_one_year_to_the_next_reads_the_asked_row():
    answer = _ask("By how much did grit use on Fv. 30 Røros rise from 2020/21 to 2021/22?", GRIT)
    assert "1,2" in answer and "13,0" in answer


def test_a_change_in_percent_is_a_share_of_the_value_it_changed_from():
    answer = _ask(
        "By what percentage did grit use per km on Rv. 7 Gol change from 2020/21 to 2021/22?",
        GRIT,
    )
    # (11.6 - 15.1) / 15.1 = -23.2 %, not the 3.5 t/km difference and not a share of 11.6
    assert "23,2" in answer and "30,2" not in answer


def test_a_percent_change_of_a_mean_named_in_another_language():
    answer = _ask(
        "By what percentage did the mean biomass change in 2022 compared with 2021?", COVER
    )
    assert "25" in answer and "lower" in answer and "71" not in answer


def test_a_difference_of_two_shares_stays_in_points():
    answer = _ask(
        "By how many percentage points did the cover (tutupan) change in 2022 compared with 2021?",
        COVER,
    )
    assert "a difference of 5" in answer and "9.6" not in answer


def test_the_mean_column_is_found_under_its_own_language_name():
    answer = _ask("What was the mean count in Valgamaa?", COUNTS)
    assert "47" in answer and "31" not in answer and "212" not in answer


def test_the_highest_value_of_a_named_row_is_its_maximum_column():
    answer = _ask("What was the highest single count in Hiiumaa?", COUNTS)
    assert "95" in answer and "26" not in answer


def test_the_highest_of_a_column_still_ranks_rows():
    answer = _ask("Which county had the highest median count (Mediaan)?", COUNTS)
    assert answer.startswith("Valgamaa") and "31" in answer


# Outcomes before and after a change of practice: the rows are measures, not the units compared.
OUTCOMES = _table(
    "Table 6",
    ["Outcome", "Before", "After", "P value"],
    [
        ["Patients with ≥1 missed dose, n (%)", "143 (38.2)", "88 (21.5)", "<0.001"],
        ["Missed doses per patient, mean", "0.94", "0.37", "<0.001"],
        ["Falls, n", "27", "19", "0.21"],
    ],
)


def test_a_question_ranking_what_one_row_measures_ranks_no_rows():
    # "Which unit ... most missed doses per patient": the measure is a row; the table's rows are
    # no units, so none of them "has the highest After".
    answer = _ask("Which unit had the most missed doses per patient after the change?", OUTCOMES)
    assert "has the highest" not in answer and "143" not in answer.split("[")[0]


def test_a_column_of_rows_of_one_kind_is_still_ranked():
    answer = _ask("Which outcome had the highest value before the change?", OUTCOMES)
    assert "has the highest Before" in answer


# Monitoring stations (Indonesian headers): a distance, a share and a count per station.
STATIONS = _table(
    "Table 7",
    ["Stasiun", "Jarak dari pantai (km)", "Tutupan hutan (%)", "Jumlah sampel"],
    [["Cilacap", "12,4", "37", "48"], ["Kebumen", "7,9", "52", "36"]],
)


def test_how_far_reads_the_one_column_of_lengths():
    answer = _ask("How far from the coast is the Kebumen station?", STATIONS)
    assert answer.startswith("Kebumen") and "7,9" in answer and "52" not in answer.split("[")[0]


def test_what_share_reads_the_one_column_of_percents():
    answer = _ask("What share of the land around Cilacap is forest?", STATIONS)
    assert answer.startswith("Cilacap") and "37" in answer and "12,4" not in answer.split("[")[0]


def test_a_dimension_two_columns_print_chooses_neither():
    plots = _table(
        "Table 8",
        ["Perceel", "Veendikte (m)", "Drainafstand (m)"],
        [["Ilpendam", "4,1", "6"], ["Vlist", "2,7", "5"]],
    )
    answer = _ask("How thick is the peat layer at Ilpendam?", plots)
    assert not answer.startswith("Ilpendam · Drainafstand")
    assert not answer.startswith("Ilpendam · Veendikte (m): 4,1; Drainafstand")
