"""Tables whose header has two levels (a site, then "In", "Out", "Removal (%)" under it): a
question names the site and says which sub-column in its own words ("outflow" for the caption's
"outflow (Out)", "share" for the percent column, "remove" for "Removal"), and a plural question
word does not outweigh the rarer word that names the row."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk


def _table(label: str, columns: list[str], rows: list[list[str]], caption: str) -> Chunk:
    return Chunk(
        chunk_id=f"p-table-{label}",
        paper_id="p",
        kind="table",
        page=3,
        label=label,
        caption=f"{label}: {caption}",
        text=f"{label}: {caption}\n\n"
        + "\n".join("| " + " | ".join(r) + " |" for r in [columns, *rows]),
        extra={"columns": columns, "rows": rows},
    )


def _grouped(groups: list[str], subs: list[str]) -> list[str]:
    return [f"{g} · {s}" for g in groups for s in subs]


CELLS = _table(
    "Table 2",
    [
        "Polymer class",
        *_grouped(["Elm Street", "Harbour Yard", "Mill Lane"], ["In", "Out", "Removal (%)"]),
    ],
    [
        ["Tyre wear particles", "186.0", "18.6", "90", "241.5", "52.8", "78", "159.3", "9.4", "94"],
        ["Polyethylene (PE)", "64.2", "9.1", "86", "58.9", "14.7", "75", "47.1", "4.2", "91"],
        ["PET fibres", "22.7", "6.3", "72", "19.4", "8.1", "58", "17.9", "3.0", "83"],
        ["All particles", "317.2", "42.3", "87", "356.7", "88.0", "75", "257.5", "20.9", "92"],
    ],
    "Event-mean microplastic concentrations (particles/L) in the inflow (In) and outflow (Out) "
    "of each cell, and removal, by polymer class",
)
# The same shape in another field, other words and numbers.
WETLANDS = _table(
    "Table 3",
    ["Nutrient", *_grouped(["Fen Road", "Mill Brook"], ["Up", "Down", "Retention (%)"])],
    [
        ["Nitrate nitrogen", "6.40", "2.10", "67", "5.90", "3.30", "44"],
        ["Total phosphorus", "0.52", "0.31", "40", "0.61", "0.22", "64"],
        ["Ammonium nitrogen", "1.10", "0.40", "64", "1.30", "0.90", "31"],
    ],
    "Mean concentrations (mg/L) upstream (Up) and downstream (Down) of each wetland, and retention",
)


def _ask(question: str, table: Chunk) -> str:
    evidence = [TaggedEvidence(tag=table.tag, chunk=table)]
    facts = compute_facts(question, evidence, ["table", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


def test_a_sub_column_named_by_the_word_the_caption_spells_it_out_as():
    answer = _ask(
        "How many polyethylene particles per litre left the Harbour Yard cell in its outflow?",
        CELLS,
    )
    assert "14.7" in answer and "58.9" not in answer
    answer = _ask(
        "What phosphorus concentration was measured downstream of the Mill Brook wetland?", WETLANDS
    )
    assert "0.22" in answer and "0.61" not in answer


def test_a_share_is_read_from_the_percent_column_not_the_first_sub_column():
    answer = _ask("What share of the PET fibres did the Mill Lane cell remove?", CELLS)
    assert "83" in answer and "17.9" not in answer
    answer = _ask(
        "What percentage of the ammonium nitrogen did the Fen Road wetland hold back?", WETLANDS
    )
    assert "64" in answer and "1.10" not in answer


def test_a_difference_between_two_groups_of_one_sub_column_is_computed():
    answer = _ask(
        "How much higher was the tyre wear particle concentration in the inflow of Harbour Yard "
        "than in that of Mill Lane?",
        CELLS,
    )
    assert "82.2" in answer and "241.5 − 159.3" in answer
    answer = _ask(
        "How much higher was the upstream nitrate nitrogen concentration at Fen Road than at "
        "Mill Brook?",
        WETLANDS,
    )
    assert "difference of 0.5" in answer and "6.40" in answer


def test_a_plural_question_word_does_not_outweigh_the_rarer_row_name():
    # "particles" names two rows (and counts as "particle" too); "polyethylene" names one.
    answer = _ask(
        "How many polyethylene particles per litre were in the inflow of the Elm Street cell?",
        CELLS,
    )
    assert "64.2" in answer and "317.2" not in answer and "186.0" not in answer


def _with_prose(question: str, table: Chunk, prose: str) -> str:
    text = Chunk(chunk_id="p-text-1", paper_id="p", kind="text", page=1, text=prose)
    evidence = [TaggedEvidence(tag=c.tag, chunk=c) for c in (table, text)]
    facts = compute_facts(question, evidence, ["table", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


ARMS = _table(
    "Table 1",
    ["Characteristic", "HA (n = 12)", "CON (n = 11)"],
    [
        ["Age (years)", "29.8 ± 6.1", "31.2 ± 5.4"],
        ["VO2max (mL/kg/min)", "58.4 ± 5.7", "57.1 ± 6.2"],
    ],
    "Characteristics of the participants at baseline (mean ± SD)",
)
PLOTS = _table(
    "Table 4",
    ["Trait", "NF (n = 8)", "UF (n = 8)"],
    [["Grain yield (t/ha)", "7.9", "5.2"], ["Protein (%)", "12.4", "10.1"]],
    "Yield and grain quality in 2023",
)


def test_a_group_the_prose_spells_out_names_its_column():
    answer = _with_prose(
        "What was the baseline VO2max of the heat-acclimation group?",
        ARMS,
        "Cyclists were assigned to ten days of heat acclimation (HA, n = 12) or to matched "
        "training in temperate conditions (CON, n = 11).",
    )
    assert "58.4" in answer and "57.1" not in answer, answer
    answer = _with_prose(
        "What grain yield did the nitrogen fertilised plots give?",
        PLOTS,
        "Plots were nitrogen fertilised (NF; n = 8) or left unfertilised (UF; n = 8).",
    )
    assert "7.9" in answer and "5.2" not in answer, answer


def test_what_entered_a_cell_is_its_inflow_column():
    """ "entered" asks the inflow the caption spells "(In)" out as; "exited", the outflow."""
    answer = _ask("What concentration of PET fibres entered the Harbour Yard cell?", CELLS)
    assert "19.4" in answer and "8.1" not in answer
    answer = _ask("What concentration of PET fibres exited the Harbour Yard cell?", CELLS)
    assert "8.1" in answer and "19.4" not in answer


BUSES = _table(
    "Table 1",
    ["Route", *_grouped(["Diesel bus", "Electric bus"], ["Energy (kWh/km)", "CO2 (g/km)"])],
    [
        ["Harbour–Station", "3.9", "1040", "1.2", "310"],
        ["Hill–Market", "4.4", "1175", "1.4", "362"],
    ],
    "Energy use and CO2 emissions of diesel and electric buses by route",
)


def test_one_group_named_in_a_comparison_without_than_is_set_against_the_other():
    """ "how much less CO2 does the electric bus emit" names one of two groups: the difference
    starts at the other one."""
    answer = _ask("On the Hill–Market route, how much less CO2 does the electric bus emit?", BUSES)
    assert "813" in answer and "1175" in answer, answer
    # a lookup of the named group stays one cell
    answer = _ask("On the Hill–Market route, how much CO2 does the electric bus emit?", BUSES)
    assert "362" in answer and "1175" not in answer, answer


def test_a_change_from_one_state_to_another_says_which_way_it_went():
    answer = _ask(
        "How did the CO2 on the Hill–Market route change from the diesel bus to the electric bus?",
        BUSES,
    )
    assert "813" in answer and "it fell from 1175 to 362" in answer, answer


def test_a_difference_is_given_in_the_unit_its_headers_or_caption_print():
    answer = _ask("On the Hill–Market route, how much less CO2 does the electric bus emit?", BUSES)
    assert "a difference of 813 g/km" in answer, answer
    # the caption's unit, where the headers print none
    stands = _table(
        "Table 2",
        ["Age", "Upper · Above ground", "Upper · Roots", "Lower · Above ground", "Lower · Roots"],
        [
            ["10 years", "41.5", "14.2", "36.0", "12.9"],
            ["20 years", "88.1", "30.6", "80.4", "27.7"],
        ],
        "Above-ground and root carbon by stand age (Mg C/ha)",
    )
    answer = _ask(
        "At 20 years, how much more above-ground carbon did Upper hold than Lower?", stands
    )
    assert "a difference of 7.7 Mg C/ha" in answer, answer
    # a difference of two shares is in points: no "%" after it
    answer = _ask(
        "How much more of the PET fibres did the Mill Lane cell remove than the Elm Street cell?",
        CELLS,
    )
    assert "a difference of 11" in answer and "11 %" not in answer, answer
    # "(n)" marks a count: no unit
    wards = _table(
        "Table 1",
        ["Ward", "Patients (n)", "Discrepancies (n)"],
        [["Cardiology", "212", "96"], ["Geriatrics", "187", "141"]],
        "Patients and discrepancies by ward",
    )
    answer = _ask("How many more patients did Cardiology have than Geriatrics?", wards)
    assert "a difference of 25" in answer and "25 n" not in answer, answer


MILLS = _table(
    "Table 2",
    [
        "Wadhi",
        "Mutengo (US$) · 2023",
        "Mutengo (US$) · 2024",
        "Mazuva akamira · 2023",
        "Mazuva akamira · 2024",
    ],
    [["Rusape", "0.80", "1.10", "38", "24"], ["Mhondoro", "1.20", "1.20", "27", "31"]],
    "Mutengo wokukuya nemazuva akamira chigayo",
)


def test_a_count_asked_is_no_amount_of_money():
    """ "by how many days" counts: of the two measures under the years, the one in US$ is no
    count, so the other is compared, whatever its words; a price asked is read in US$."""
    answer = _ask("By how many days did idle time fall in Rusape from 2023 to 2024?", MILLS)
    assert "a difference of 14" in answer and "it fell from 38 to 24" in answer, answer
    answer = _ask("By how much did the price rise in Rusape from 2023 to 2024?", MILLS)
    assert "a difference of 0.3 US$" in answer and "it rose from 0.80 to 1.10" in answer, answer


GROWTH = _table(
    "Table 2",
    ["Diet", *_grouped(["Sea bass", "Sea bream"], ["Final weight (g)", "Survival (%)"])],
    [
        ["Y1 (control)", "412", "96.7", "388", "97.5"],
        ["Y2", "405", "95.8", "380", "96.9"],
        ["Y3", "358", "94.2", "341", "95.0"],
    ],
    "Growth and survival of sea bass and sea bream by diet",
)


def test_a_superlative_over_one_sub_column_of_every_group_ranks_all_their_cells() -> None:
    """ "Which species and diet had the highest survival?" names "Survival (%)" under each
    species and no species: the highest of all six cells, named by its row and its group (the
    whole first row had been given)."""
    first = _ask("Which species and diet had the highest survival, and what was it?", GROWTH)
    assert first.startswith("Y1 (control) · Sea bream has the highest Survival (%): 97.5"), first
    first = _ask("Which diet and species gave the lowest final weight?", GROWTH)
    assert "Y3 · Sea bream" in first and "341" in first and "358" not in first, first
    # a species named ranks its own column
    first = _ask("Which diet gave sea bass the highest survival?", GROWTH)
    assert "Y1 (control)" in first and "96.7" in first and "97.5" not in first, first
