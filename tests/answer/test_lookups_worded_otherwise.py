"""Lookups the question words otherwise than the paper prints them: a verb for a participle
("bake" of "Loaves baked", "sell" of "Loaves sold"), "how old" for "Age (years)" beside a row
called "Old Forge", a van named by a number ("Van 4"), a row named by what it lacks ("No
cleaning" for "without cleaning"), a count the paper's title qualifies ("song recordings" of
"Recordings" in a paper about song), a device by what it does ("which roaster"), and a row
named whole ("Buchan") beside one that holds the name ("Banff and Buchan")."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.tables import parse_value
from paperlens.models import Chunk

LOAVES = table_chunk(
    "Table 1",
    ["Bakery", "Flour", "Loaves baked", "Loaves sold", "Sold (%)"],
    [
        ["Harbour Lane", "Wheat", "3,200", "2,944", "92.0"],
        ["Millstone", "Rye", "2,400", "2,016", "84.0"],
        ["Corner Crust", "Wheat", "2,750", "2,640", "96.0"],
        ["Total", "", "8,350", "7,600", "91.0"],
    ],
    "Loaves baked and sold by the bakeries",
)
STARTERS = table_chunk(
    "Table 2",
    ["Starter", "Age (years)", "pH · Day 1", "pH · Day 3"],
    [
        ["Harbour Lane", "12", "4.1", "3.8"],
        ["Ridgeway", "7", "4.2", "3.7"],
        ["Old Forge", "5", "4.4", "4.0"],
    ],
    "Age and acidity of the starters",
)
VANS = table_chunk(
    "Table 2",
    ["Van", "District", "Stop length (min) · Summer", "Stop length (min) · Winter"],
    [
        ["Van 1", "Banff", "25", "20"],
        ["Van 3", "Formartine", "20", "15"],
        ["Van 4", "Garioch", "35", "25"],
    ],
    "Length of a stop by van and season",
)


def test_a_verb_asked_picks_the_column_that_prints_its_participle() -> None:
    baked = ask("How many loaves did Millstone bake over the study period?", LOAVES)
    assert "2,400" in baked and "2,016" not in baked, baked
    sold = ask("How many more loaves did Harbour Lane sell than Corner Crust?", LOAVES)
    assert sold.splitlines()[0].endswith("[Table 1, p.2]") and "304" in sold, sold
    assert "2,944 − 2,640 = 304" in sold, sold


def test_a_regular_verb_asked_picks_the_column_headed_by_its_past() -> None:
    # "retain" of "Intensive · Retained (%)", beside the rainfall that was retained
    plots = table_chunk(
        "Table 2",
        ["Month", "Rainfall (mm)", "Extensive · Retained (%)", "Intensive · Retained (%)"],
        [["May", "61.5", "64.1", "83.9"], ["June", "55.0", "77.5", "94.4"]],
        "Rainfall and retention of the two plots",
    )
    first = ask("How much rainfall did the intensive plot retain in May?", plots).splitlines()[0]
    assert "83.9" in first and "61.5" not in first and "64.1" not in first, first


def test_how_old_reads_the_age_column_and_names_no_row_old() -> None:
    answer = ask("How old is the Ridgeway starter?", STARTERS, route=("text", "table"))
    assert answer.startswith("Ridgeway · Age (years): 7"), answer


def test_a_number_that_ends_a_row_name_is_no_value_of_a_column() -> None:
    answer = ask("How long does Van 4 stop in winter?", VANS, route=("text",))
    first = answer.splitlines()[0]
    assert "25" in first and "Winter" in first and "don't know" not in answer, answer


def test_the_papers_title_qualifies_what_its_tables_count() -> None:
    recordings = table_chunk(
        "Table 1",
        ["Site", "Great tit territories", "Recordings"],
        [["Riverside Park", "9", "132"], ["Canal Walk", "7", "104"], ["Total", "16", "236"]],
        "Study sites and sampling effort",
    )
    question = "How many song recordings were made across all sites?"

    def facts(title: str | None) -> list[str]:
        item = TaggedEvidence(tag=recordings.tag, chunk=recordings, paper_title=title)
        return [f.statement for f in compute_facts(question, [item], ["text", "table"])]

    assert facts("Traffic noise raises the minimum song frequency of urban songbirds") == [
        "Total · Recordings: 236"
    ]
    # titled otherwise, the table's recordings are not known to be of song: no value is given
    assert not any("236" in f for f in facts("Traffic noise in five urban parks")), facts(
        "Traffic noise in five urban parks"
    )


def test_the_arabic_decimal_separator_is_a_decimal_point() -> None:
    assert parse_value("۴٫۶") == parse_value("4.6")
    assert parse_value("۱٬۲۰۰") == parse_value("1200")


def test_a_row_named_by_what_it_lacks_is_the_row_asked_without_it() -> None:
    regimes = table_chunk(
        "Table 2",
        ["Regime", "Water (L/m² per year)", "Yield (kWh/kWp)"],
        [
            ["No cleaning", "0", "2,054"],
            ["Brushed fortnightly", "0", "2,243"],
            ["Washed weekly", "104", "2,279"],
        ],
        "Cleaning regimes: water use and specific yield (2023)",
    )
    answer = ask("What specific yield did the strings without cleaning produce?", regimes)
    assert answer.startswith("No cleaning · Yield (kWh/kWp): 2,054"), answer
    # and "without" still sets aside the rows that have it
    washed = ask("What yield did the regime washed weekly give?", regimes)
    assert "2,279" in washed.splitlines()[0], washed


def _text(page: int, text: str) -> Chunk:
    return Chunk(chunk_id=f"p-text-{page}", paper_id="p", kind="text", page=page, text=text)


def test_which_roaster_is_the_model_printed_beside_roaster() -> None:
    methods = _text(
        1,
        "Materials and methods. Green beans were roasted in a Diedrich IR-2.5 drum roaster with "
        "1.2 kg batches; bean temperature was logged every second with a K-type probe. In all "
        "experiments colour was read on ground coffee with an Agtron M-Basic II.",
    )
    roaster = ask("Which roaster was used for the experiments?", methods, route=("text",))
    lead = roaster.splitlines()[0]
    assert "Diedrich" in lead and "Agtron" not in lead, roaster
    # a printer named without a model designation the pattern reads is still the printer
    printing = _text(
        2,
        "Specimens were printed on a Prusa MK4 printer from 1.75 mm PLA filament. Tensile tests "
        "of the printed specimens were run on an Instron 5967 frame.",
    )
    printer = ask("Which printer was used for the specimens?", printing, route=("text",))
    assert "Prusa MK4" in printer.splitlines()[0], printer


def test_a_row_named_whole_beats_one_that_holds_the_name() -> None:
    districts = table_chunk(
        "Table 1",
        ["District", "Timetabled stops", "Active borrowers"],
        [["Banff and Buchan", "64", "1,180"], ["Buchan", "52", "910"], ["Marr", "71", "1,520"]],
        "Stops and borrowers of the mobile library by district",
    )
    # (Scottish Gaelic: "how many stops does the van have in Buchan?"; the table's stored vector
    # is near the question's, as retrieval found it)
    question = "Cia mheud stad a th' aig a' bhan ann am Buchan?"
    item = TaggedEvidence(tag=districts.tag, chunk=districts, similarity=0.86)
    facts = compute_facts(question, [item], ["text", "table"])
    answer = ExtractiveAnswerer().answer(question, [item], "English", facts=facts)
    first = answer.splitlines()[0]
    assert "District: Buchan;" in first and "52" in first and "Banff" not in first, answer


def test_the_verb_that_ends_a_question_is_no_name_the_paper_must_print() -> None:
    # "does the trial report": the sentence says "was", and the table beside it gives other
    # quantities for fluency; the sentence answers, it is no near miss
    baseline = table_chunk(
        "Table 1",
        ["Characteristic", "Intervention (12 schools)", "Control (12 schools)"],
        [
            ["Pupils, n", "574", "572"],
            ["Baseline fluency (wcpm), mean (SD)", "41.2 (14.8)", "40.7 (15.1)"],
        ],
        "Baseline characteristics of the pupils",
    )
    methods = _text(
        1,
        "The trial estimated effects with multilevel models with pupils nested in schools, adjusted "
        "for baseline fluency; the intraclass correlation for fluency was 0.08.",
    )
    answer = ask(
        "What intraclass correlation for fluency does the trial report?", baseline, methods
    )
    assert "0.08" in answer.splitlines()[0], answer


def test_how_much_rain_fell_reads_the_rainfall_column() -> None:
    water = table_chunk(
        "Table 2",
        ["Month", "Rainfall (mm)", "Runoff (mm)", "Retained (%)"],
        [["May", "61.5", "22.1", "64.1"], ["June", "55.0", "12.4", "77.5"]],
        "Rainfall, runoff and retention of the green roof",
    )
    answer = ask("How much rain fell on the roof in June 2025?", water)
    assert "55.0" in answer.splitlines()[0] and "12.4" not in answer, answer
