"""Table questions whose row or column is named the way science tables print it, not the way the
question says it: rows keyed by numbers in a unit ("after 30 min at 400 °C"), symbol heads
("P (d)", "σ_y", "Cr"), a rank ("the third quartile" is row III), a word of another language
spelled alike ("migratory" for "migratorias"), a count column ("n"), an effect measure printed
in the cells ("OR 0.80 (...)"), a signed change ("declined the most"). Tables are made up here."""

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
        page=3,
        label=label,
        caption="Measured values.",
        text=f"{label}: Measured values.\n\n"
        + "\n".join("| " + " | ".join(r) + " |" for r in [columns, *rows]),
        extra={"columns": columns, "rows": rows},
    )


def _ask(question: str, *chunks: Chunk, route: tuple[str, ...] = ("table", "text")) -> str:
    evidence = [TaggedEvidence(tag=c.tag, chunk=c) for c in chunks]
    facts = compute_facts(question, evidence, list(route))
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


# Two key columns that are numbers (a temperature, a time), then the measured values.
ANNEAL = _table(
    "Table 3",
    ["T (°C)", "t (min)", "Hardness (HV)", "Grain size (µm)"],
    [
        [str(temp), str(time), str(hv), gs]
        for (temp, time), hv, gs in zip(
            [(300, 10), (300, 30), (300, 60), (400, 10), (400, 30), (400, 60)],
            [212, 205, 198, 190, 176, 161],
            ["11.2", "12.0", "12.9", "14.1", "16.8", "19.5"],
            strict=True,
        )
    ],
)


def test_numbers_in_the_units_of_key_columns_pick_the_row_and_the_asked_column_answers():
    answer = _ask("What hardness was measured after 30 min of annealing at 400 °C?", ANNEAL)
    assert answer.startswith("30 min, 400 °C · Hardness (HV): 176")
    assert "205" not in answer.split("[")[0] and "16.8" not in answer.split("[")[0]


def test_a_difference_between_two_keyed_rows_subtracts_the_asked_column_not_the_keys():
    answer = _ask(
        "How much higher is the hardness after 10 min at 300 °C than after 10 min at 400 °C?",
        ANNEAL,
    )
    assert "212 − 190 = 22" in answer
    assert "400 − 300" not in answer


ORBITS = _table(
    "Table I",
    ["System", "P (d)", "e", "i (deg)", "M1 (M⊙)"],
    [
        ["KX-1", "3.1402", "0.012", "84.1", "1.12 ± 0.02"],
        ["KX-2", "7.5561", "0.105", "88.7", "0.94 ± 0.03"],
        ["KX-3", "1.9820", "0.000", "81.3", "1.40 ± 0.04"],
    ],
)


def test_symbol_heads_are_the_quantities_a_question_spells_out():
    assert _ask("What orbital period was derived for KX-3?", ORBITS).startswith(
        "KX-3 · P (d): 1.9820"
    )
    highest = _ask("Which system has the highest orbital inclination?", ORBITS)
    assert highest.startswith("KX-2 has the highest i (deg): 88.7")
    assert _ask("What is the eccentricity of KX-2?", ORBITS).startswith("KX-2 · e: 0.105")


STEELS = _table(
    "Table 2",
    ["Steel", "σ_y (MPa)", "∆σ_y vs. annealed (%)", "Cr", "Ni", "Base"],
    [
        ["S1", "355", "+4.1", "12.1", "0.4", "bal."],
        ["S2", "410", "+9.8", "17.9", "8.2", "bal."],
        ["S3", "385", "+6.0", "16.5", "10.6", "bal."],
    ],
)


def test_a_greek_symbol_with_a_subscript_and_element_symbols_name_their_columns():
    answer = _ask("What yield strength does steel S3 reach?", STEELS)
    assert answer.startswith("S3 · σ_y (MPa): 385")
    most = _ask("Which steel contains the most nickel?", STEELS)
    assert most.startswith("S3 has the highest Ni: 10.6")  # "bal." names no steel
    assert _ask("Which steel contains the most chromium?", STEELS).startswith(
        "S2 has the highest Cr"
    )


QUARTILES = _table(
    "Table 2",
    ["Quartile de revenu", "Consommation moyenne (€) · 2019", "Consommation moyenne (€) · 2021"],
    [
        ["I (le plus bas)", "1 310", "1 295"],
        ["II", "1 720", "1 744"],
        ["III", "2 105", "2 161"],
        ["IV (le plus haut)", "3 020", "3 118"],
    ],
)


def test_a_rank_in_words_finds_the_row_numbered_in_roman_numerals():
    answer = _ask(
        "What was the average consumption of the third income quartile in 2021?", QUARTILES
    )
    assert answer.startswith("III · Consommation moyenne (€) · 2021: 2 161")


BIRDS = _table(
    "Tabla 1",
    ["Categoría", "Zona · Urbana", "Zona · Rural", "Total"],
    [
        ["Aves migratorias", "142", "388", "530"],
        ["Aves residentes", "615", "402", "1017"],
        ["Total", "757", "790", "1547"],
    ],
)


def test_words_spelled_alike_across_languages_name_rows_and_columns():
    answer = _ask("How many migratory birds were counted in the urban zone?", BIRDS)
    assert answer.startswith("Aves migratorias · Zona · Urbana: 142")
    # An English table's words are not stretched: "station" does not name "Stationary".
    english = _table(
        "Table 8",
        ["Source", "Emissions (t)"],
        [["Stationary combustion", "412"], ["Mobile combustion", "388"]],
    )
    assert "412" not in _ask("What emissions does the station report?", english).split("[")[0]


def test_a_row_and_a_column_both_called_total_give_the_grand_total():
    answer = _ask("How many birds were counted in total?", BIRDS)
    assert answer.startswith("Total · Total: 1547")


CHANGES = _table(
    "Table 4",
    ["Group", "2020", "2021", "Change (%)"],
    [
        ["Moths", "820", "862", "+5.1"],
        ["Beetles", "410", "359", "−12.4"],
        ["Wasps", "233", "226", "−3.0"],
    ],
)


def test_the_largest_decline_is_the_lowest_signed_change():
    assert _ask("Which group declined the most?", CHANGES).startswith(
        "Beetles has the lowest Change (%): −12.4"
    )
    assert _ask("Which group had the largest change?", CHANGES).startswith("Moths")


PARTICIPANTS = _table(
    "Table 1",
    ["Merkmal", "Kategorie", "n", "%"],
    [
        ["Geschlecht", "Frauen", "1,204", "52.1"],
        ["Geschlecht", "Männer", "1,107", "47.9"],
        ["Gesamt", "", "2,311", "100.0"],
    ],
)


def test_how_many_more_reads_the_count_column_of_two_rows():
    answer = _ask("How many more women than men took part?", PARTICIPANTS)
    assert "1,204 − 1,107 = 97" in answer
    assert not answer.startswith("I don't know")


OUTCOMES = _table(
    "Table 2",
    ["Outcome", "Drug (n = 950)", "Placebo (n = 948)", "Effect (95% CI)", "P"],
    [
        ["Stroke, n (%)", "41 (4.3)", "52 (5.5)", "OR 0.78 (0.51 to 1.19)", "0.25"],
        ["Death, n (%)", "60 (6.3)", "71 (7.5)", "OR 0.84 (0.59 to 1.20)", "0.33"],
    ],
)


def test_an_effect_measure_printed_in_the_cells_names_the_column():
    answer = _ask("What odds ratio was found for stroke?", OUTCOMES)
    assert answer.startswith("Stroke, n (%) · Effect (95% CI): OR 0.78")


LATENCY = _table(
    "Table 5",
    ["Engine", "p50 (ms)", "p99 (ms)"],
    [["QuillDB", "1.8", "14.2"], ["Ferrite", "2.6", "9.9"]],
)
PLOTS = _table(
    "Table 1",
    ["Plot", "Area (ha)", "Elevation (m)"],
    [["P1", "4.2", "310"], ["P2", "0.9", "355"], ["P3", "2.7", "298"]],
)


def test_a_percentile_head_and_a_unit_spelled_out_name_their_columns():
    assert _ask("What median latency does Ferrite have?", LATENCY).startswith(
        "Ferrite · p50 (ms): 2.6"
    )
    assert _ask("How many hectares does plot P2 cover?", PLOTS).startswith("P2 · Area (ha): 0.9")


SCORES = _table(
    "Table 6",
    ["Region", "Reading score · 2019", "Reading score · 2021", "Change 2019–2021"],
    [["North", "512", "497", "−15"], ["South", "488", "480", "−8"], ["East", "501", "505", "+4"]],
)


def test_a_change_between_two_years_is_the_change_column_alone():
    answer = _ask(
        "How much did the reading score of the South change between 2019 and 2021?", SCORES
    )
    assert answer.startswith("South · Change 2019–2021: −8")
    assert "488" not in answer.split("[")[0]


ABLATION = _table(
    "Table 7",
    ["Variant", "Dev · F1", "Test · F1"],
    [
        ["Baseline", "70.2", "69.8"],
        ["GridTagger w/o gating", "74.9", "73.1"],
        ["GridTagger w/o pretraining", "72.4", "71.5"],
        ["GridTagger (full)", "77.0", "76.4"],
    ],
)


def test_what_a_part_adds_is_the_full_row_minus_the_row_without_it():
    answer = _ask("How many test F1 points does gating add to GridTagger?", ABLATION)
    assert "76.4 − 73.1 = 3.3" in answer
    # Two parts were taken away in turn: a question that names neither gets no guess.
    assert "= " not in _ask("How many test F1 points does it add to GridTagger?", ABLATION)


# Methods printed with their citation markers ("Maxout [10]"), as results tables of ML papers do.
CITED = _table(
    "Table 6",
    ["method", "# layers", "# params", "error (%)"],
    [
        ["Maxout [10]", "", "", "9.38"],
        ["FitNet [35]", "19", "2.5M", "8.39"],
        ["Highway [42, 43]", "32", "1.25M", "8.80"],
        ["ResNet", "20", "0.27M", "8.75"],
        ["ResNet", "110", "1.7M", "6.43"],
        ["ResNet", "1202", "19.4M", "7.93"],
    ],
)


def test_a_citation_marker_names_no_row() -> None:
    # "10" of "CIFAR-10" is not the "[10]" that cites Maxout's paper: the deepest ResNet is ranked.
    answer = _ask("How many layers does the deepest ResNet on CIFAR-10 have?", CITED)
    assert answer.splitlines()[0].startswith("ResNet")
    assert "1202" in answer.splitlines()[0]
    assert "Maxout" not in answer


def test_a_question_that_cites_the_marker_names_that_row() -> None:
    # "the method of [35]" is the row that cites [35], not a row whose values hold 35.
    answer = _ask("How many parameters does the method of [35] have?", CITED)
    assert answer.splitlines()[0].startswith("FitNet") and "2.5M" in answer
