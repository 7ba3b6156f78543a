"""Chart questions that never say "figure", charts printed in another language than the
question, month axes, step curves: the answer reads the chart the question names by its curve
and point, states the value and the category, and does not refuse a month the axis abbreviates.
All charts here are invented; they show the form, not any paper's numbers."""

from __future__ import annotations

import pytest

from paperlens.answer.abstain import check
from paperlens.answer.base import TaggedEvidence
from paperlens.answer.cognates import cognate
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.months import month_axis, months_asked, months_printed
from paperlens.models import Chunk

MESES = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]


def figure(label: str, panels: list[dict], caption: str) -> Chunk:
    return Chunk(
        chunk_id=f"p-figure-{label}",
        paper_id="p",
        kind="figure",
        page=2,
        label=label,
        caption=caption,
        text=f"{label}: {caption}",
        extra={"chart_status": "read", "chart_data": panels},
    )


def table(label: str, caption: str, columns: list[str], rows: list[list[str]]) -> Chunk:
    head = "| " + " | ".join(columns) + " |\n|" + "---|" * len(columns) + "\n"
    body = "".join("| " + " | ".join(r) + " |\n" for r in rows)
    return Chunk(
        chunk_id=f"p-table-{label}",
        paper_id="p",
        kind="table",
        page=3,
        label=label,
        caption=caption,
        text=f"{label}: {caption}\n\n{head}{body}",
        extra={"columns": columns, "rows": rows},
    )


# A Spanish line chart over a month axis; the points are stored at the categories' indexes.
PRECIOS = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "chart_type": "line",
            "x": {"title": "Mes de 2031", "log": False, "categories": MESES},
            "y": {"title": "Temperatura media (°C)", "log": False, "min": 0, "max": 10},
            "series": [
                {
                    "name": "Temperatura prevista",
                    "points": [
                        [i + 0.01, v]
                        for i, v in enumerate(
                            [3.1, 3.3, 3.6, 3.9, 4.4, 4.8, 4.6, 4.1, 3.8, 3.5, 3.2, 3.0]
                        )
                    ],  # fmt: skip
                },
                {
                    "name": "Temperatura registrada",
                    "points": [
                        [i - 0.01, v]
                        for i, v in enumerate(
                            [2.2, 2.7, 2.9, 3.4, 3.0, 2.6, 2.5, 2.8, 3.3, 3.9, 3.6, 3.1]
                        )
                    ],  # fmt: skip
                },
            ],
            "notes": [],
        }
    ],
    "Temperatura prevista y registrada, enero a diciembre de 2031",
)

# A table of the same paper that shares the year but not the curve or the month.
GRUPOS = table(
    "Table 2",
    "Temperatura media por estación, 2030–2031",
    ["Grupo", "2030", "2031", "Cambio 2030–2031 (pp)"],
    [
        ["18–29", "4.0", "3.1", "−0.9"],
        ["30–49", "3.6", "3.2", "−0.4"],
        ["50+", "3.0", "3.3", "0.3"],
    ],
)


def ask(question: str, chunks: list[Chunk], route: list[str]) -> str:
    evidence = [TaggedEvidence(tag=c.tag, chunk=c) for c in chunks]
    facts = compute_facts(question, evidence, route)
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


def test_months_are_read_in_several_languages_both_ways() -> None:
    assert months_asked("What was it in February 2031?") == [2]
    assert months_asked("¿Cuánto fue en julio de 2031?") == [7]
    assert months_asked("Wie hoch war er im März 2031?") == [3]
    assert months_asked("2031년 8월의 값은?") == [8]
    assert months_asked("What may the value be?") == []  # "may" the verb
    assert month_axis(["avr.", "mai", "juin", "juil."]) == {
        4: "avr.",
        5: "mai",
        6: "juin",
        7: "juil.",
    }
    assert month_axis(["A", "B", "mar"]) == {}
    # abbreviations count only as an axis of several months; "hace un año" has none
    assert 2 in months_printed("ene feb mar abr")
    assert months_printed("la mar estaba en calma") == frozenset()
    # one table serves every reader: Portuguese axes and names too ("set" and "out" only on an axis)
    assert month_axis(["jul", "ago", "set", "out"]) == {7: "jul", 8: "ago", 9: "set", 10: "out"}
    assert months_asked("Quantos casos em março de 2031?") == [3]
    assert months_printed("we set out to test") == frozenset()
    # "marco" is a frame in Spanish and Italian; only "março" with its cedilla is March
    assert months_printed("plantados en un marco de 6 × 5 m") == frozenset()
    assert months_printed("colhidas em março") == {3}


def test_a_month_printed_only_as_an_axis_abbreviation_is_no_reason_to_refuse() -> None:
    paper = (
        "Figure 1: Temperatura, 2031. ene feb mar abr may jun jul ago sep oct nov dic Mes de 2031"
    )
    assert (
        check("What was the recorded temperature in February 2031?", "English", paper, frozenset())
        is None
    )
    refused = check(
        "What was the recorded temperature in February 2031?",
        "English",
        "Prices in 2031.",
        frozenset(),
    )
    assert refused is not None and "February 2031" in refused.reason


def test_cognates_match_across_languages_but_not_short_or_unrelated_words() -> None:
    assert not cognate("expected", "prevista")
    assert cognate("registered", "registrado")
    assert cognate("variation", "variación")
    assert not cognate("rate", "rato")
    assert not cognate("train", "trial")


def test_a_month_asked_in_english_reads_the_spanish_axis_of_the_named_curve() -> None:
    text = ask("What was the registered temperature in February 2031?", [PRECIOS], ["text"])
    first = text.splitlines()[0]
    assert "Temperatura registrada" in first and "feb" in first and "2.7" in first
    assert "3.3" not in first  # the other curve's February value


def test_the_month_of_a_curves_peak_beats_a_table_that_only_shares_the_year() -> None:
    question = "In which month of 2031 did the registered temperature reach its highest value?"
    text = ask(question, [GRUPOS, PRECIOS], ["table", "text"])
    first = text.splitlines()[0]
    assert first.startswith("oct has the highest") and "3.9" in first and "[Figure 1" in first


def test_a_chart_nobody_asked_for_stays_silent_without_its_curve_and_point() -> None:
    evidence = [TaggedEvidence(tag=PRECIOS.tag, chunk=PRECIOS)]
    assert compute_facts("What is the temperature of the registry?", evidence, ["text"]) == []
    # the same chart asked as a figure answers
    facts = compute_facts(
        "In Figure 1, what was the registered temperature in feb?", evidence, ["figure"]
    )
    assert facts and "2.7" in facts[0].statement


BUSES = figure(
    "Figure 3",
    [
        {
            "panel": None,
            "chart_type": "bar",
            "x": {"title": "Depot", "log": False, "categories": ["A", "B", "C", "D"]},
            "y": {"title": "Buses serviced per day", "log": False, "min": 0, "max": 60},
            "series": [
                {"name": "Diesel", "points": [["A", 41.0], ["B", 22.0], ["C", 35.0], ["D", 18.0]]},
                {
                    "name": "Electric",
                    "points": [["A", 12.0], ["B", 29.0], ["C", 16.0], ["D", 47.0]],
                },
            ],
            "notes": [],
        }
    ],
    "Buses serviced per day by depot",
)


@pytest.mark.parametrize(
    ("question", "wanted", "unwanted"),
    [
        ("How many electric buses does depot B service per day?", "29", ["22", "47"]),
        ("At which depot are the most diesel buses serviced, and how many?", "A", ["47"]),
    ],
)
def test_a_one_letter_category_is_named_in_its_own_case(question, wanted, unwanted) -> None:
    first = ask(question, [BUSES], ["text"]).splitlines()[0]
    assert wanted in first and "[Figure 3" in first
    assert not any(u in first for u in unwanted)


def test_a_step_curve_is_read_after_its_jump() -> None:
    step = figure(
        "Figure 2",
        [
            {
                "panel": None,
                "chart_type": "line",
                "x": {"title": "Weeks", "log": False, "min": 0, "max": 30},
                "y": {"title": "Share failed (%)", "log": False, "min": 0, "max": 20},
                "series": [
                    {
                        "name": "Coated",
                        "points": [[0, 0], [10, 0], [10, 3.5], [20, 3.5], [20, 7.0], [30, 7.0]],
                    }
                ],
                "notes": [],
            }
        ],
        "Share of coated samples failed over time",
    )
    first = ask(
        "What share of coated samples had failed at 20 weeks?", [step], ["text"]
    ).splitlines()[0]
    assert "7" in first and "3.5" not in first
